// Builds a compute unit's cycle-mode modules and binds their sockets (the compute unit and each
// unit of a GPU run use it).
#include <string>

#include "tlm/cycle_policy.h"
#include "tlm/storage_target.h"

namespace cutlm::tlm_model {

// The cycle mode's modules and their sockets: per SIMD an arbiter with its VALU (and TRANS),
// SALU, branch unit and register-file timing; per CU the instruction cache and the scalar
// memory, LDS and vector memory ports.
void build_cycle_unit_modules(CycleUnits& u, StorageTarget& imem, const timing::TimingParams& p,
                              sc_core::sc_time period, bool external_vector_memory) {
  using Kind = ExecutionUnit::Kind;
  u.icache = std::make_unique<InstructionCache>("icache", p, period);
  u.icache->memory.bind(imem.in);
  u.wave_fetch = std::make_unique<WaveFetch>("wave_fetch", p, period);
  u.wave_fetch->icache.bind(u.icache->fetch);
  u.scalar_memory = std::make_unique<ScalarMemoryUnit>("scalar_memory", p, period);
  u.lds = std::make_unique<LdsUnit>("lds", p, period);
  u.vector_memory = std::make_unique<VectorMemoryUnit>("vector_memory", p, period);
  u.memory = std::make_unique<MemoryHierarchy>("memory", p, period);
  u.scalar_memory->memory.bind(u.memory->scalar);
  if (external_vector_memory) {
    u.idle_vector_port =
        std::make_unique<tlm_utils::simple_initiator_socket<VectorMemoryUnit>>("idle_vector_port");
    u.idle_vector_port->bind(u.memory->vector);
  } else {
    u.vector_memory->memory.bind(u.memory->vector);
  }
  const unsigned simds = p.wgp_mode ? p.simds_per_wgp : p.simds_per_cu;
  for (unsigned i = 0; i < simds; ++i) {
    const std::string simd = "simd" + std::to_string(i);
    u.arbiters.push_back(std::make_unique<SimdArbiter>((simd + "_arbiter").c_str(), i, period));
    u.valus.push_back(
        std::make_unique<ExecutionUnit>((simd + "_valu").c_str(), Kind::Valu, p, period));
    u.salus.push_back(
        std::make_unique<ExecutionUnit>((simd + "_salu").c_str(), Kind::Salu, p, period));
    u.branches.push_back(
        std::make_unique<ExecutionUnit>((simd + "_branch").c_str(), Kind::Branch, p, period));
    u.vgpr_timing.push_back(std::make_unique<RegisterReadiness>(
        (simd + "_vgpr_timing").c_str(), /*vector=*/true, p.wave_slots_per_simd));
    u.sgpr_timing.push_back(std::make_unique<RegisterReadiness>(
        (simd + "_sgpr_timing").c_str(), /*vector=*/false, p.wave_slots_per_simd));
    SimdArbiter& a = *u.arbiters.back();
    a.valu.bind(u.valus.back()->issue);
    a.salu.bind(u.salus.back()->issue);
    a.branch.bind(u.branches.back()->issue);
    a.scalar_memory.bind(u.scalar_memory->issue);
    a.lds.bind(u.lds->issue);
    a.vector_memory.bind(u.vector_memory->issue);
    a.vgpr_writeback.bind(u.vgpr_timing.back()->writeback);
    a.sgpr_writeback.bind(u.sgpr_timing.back()->writeback);
    a.set_unit(timing::Port::Valu, u.valus.back().get());
    a.set_unit(timing::Port::Salu, u.salus.back().get());
    a.set_unit(timing::Port::Branch, u.branches.back().get());
    a.set_unit(timing::Port::Smem, u.scalar_memory.get());
    a.set_unit(timing::Port::Lds, u.lds.get());
    a.set_unit(timing::Port::Vmem, u.vector_memory.get());
  }
}

}  // namespace cutlm::tlm_model
