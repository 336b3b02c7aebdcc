// The compute unit: instruction memory, fetch, decode, the VALU pipeline and, in cycle mode,
// per SIMD the SGPR (with VCC_LO/VCC_HI at 106/107) and VGPR files' timing side, as SystemC
// modules around the plain-C++ functional core (decoder and executor).
//
// The modules talk over TLM-2.0: fetch is an initiator on the instruction memory; the register
// files' timing side (cycle_units.h, RegisterReadiness) takes each instruction's write-back as
// a transaction and grants the arbiter DMI on when each register becomes readable. The register
// values themselves live in the functional core's wave state. Time is loosely timed: the wave
// runs ahead in a quantum keeper and synchronises once per quantum.
//
// The life of the dispatch is the dispatch engine (dispatch/dispatch_engine.h); this unit gives
// it a timing policy. In fast mode that is the unit's own `LooselyTimedPolicy`: every workgroup in
// turn, its waves issuing one instruction per cycle between them (the wave whose next instruction
// is ready first), memory instructions reaching global memory through the data port and a
// global-memory target with DMI, s_waitcnt stalling until the counters allow. In cycle mode it is
// CyclePolicy (cycle_policy.h) over the cycle units. One wave of a program (`cutlm run`) is a
// dispatch of one wave.
#pragma once

#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/tlm_quantumkeeper.h>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <unordered_map>
#include <vector>

#include "dispatch/dispatch.h"
#include "dispatch/dispatch_engine.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decode_cache.h"
#include "loader/program.h"
#include "timing/timing_params.h"
#include "tlm/cycle_policy.h"
#include "tlm/cycle_units.h"
#include "tlm/decode_unit.h"
#include "tlm/fetch_unit.h"
#include "tlm/global_memory.h"
#include "tlm/gpu_memory.h"
#include "tlm/gpu_policy.h"
#include "tlm/memory_timing.h"
#include "tlm/storage_target.h"
#include "tlm/valu_pipeline.h"
#include "trace/stats.h"
#include "trace/trace.h"
#include "trace/wave_name.h"
#include "trace/waveform_writer.h"

namespace cutlm {
class TimelineWriter;
class Profile;
}  // namespace cutlm

namespace cutlm::tlm_model {

// LooselyTimed (`--timing fast`): one issue per cycle for the CU, one workgroup at a time, one
// latency per unit. Cycle (`--timing cycle`): the cycle-approximate microarchitecture (SIMDs,
// arbiters, per-class timing, concurrent workgroups), every number from `timing`.
enum class TimingMode : uint8_t { LooselyTimed, Cycle };

// Every timing knob, in cycles of the CU clock unless said otherwise.
struct CuConfig {
  sc_core::sc_time clock_period = sc_core::sc_time(1, sc_core::SC_NS);
  sc_core::sc_time quantum = sc_core::sc_time(1, sc_core::SC_US);
  // The fast mode's latencies: isa/gfx1100_timing.json's "loosely_timed" (with their sources).
  unsigned valu_latency = timing::default_timing_params().loose_valu_latency;
  unsigned salu_latency = timing::default_timing_params().loose_salu_latency;
  unsigned wave64_valu_passes = timing::default_timing_params().loose_wave64_valu_passes;
  unsigned smem_latency = timing::default_timing_params().loose_smem_latency;
  unsigned lds_latency = timing::default_timing_params().loose_lds_latency;
  unsigned vmem_latency = timing::default_timing_params().loose_vmem_latency;
  EngineLimits limits;  // per wave (a runaway loop) and per dispatch
  TimingMode mode = TimingMode::LooselyTimed;
  // Cycle mode: 0 models this one compute unit with its share of the GPU's memory; N > 0 a GPU
  // of N compute units (tlm/gpu_policy.h: gpu_shape gives the shapes) under one engine. A
  // dispatch's kernel descriptor then says whether each unit is a CU or a WGP (WGP_MODE).
  unsigned compute_units = 0;
  // A GPU run: how far (cycles) the unit that issued last may run ahead of the GPU's earliest
  // (GpuPolicy); 0 whenever a waveform, a trace or the cosim follows time, which must not go back.
  unsigned gpu_lookahead_cycles = 1024;
  // A GPU run: the units share the memory behind their L0 caches (GpuMemory: an L1 per shader
  // array, L2, Infinity Cache, DRAM; cutlm's default for --cus and --gpu); false, each unit keeps
  // the one-CU model's own L1 and L2 and its 1/96 share of DRAM (docs/timing.md, "The whole GPU").
  bool shared_gpu_memory = false;
  // Cycle mode: leave the vector memory unit's AT socket unbound, for a memory model of the
  // user's own (bind vector_memory_socket() before sc_start).
  bool external_vector_memory = false;
  HazardChecker* hazards = nullptr;  // the s_waitcnt hazard checker (--hazards), null for none
  timing::TimingParams timing = timing::default_timing_params();  // the cycle mode's numbers
};

// When a wave's registers and outstanding memory operations become ready.
struct WaveTiming {
  std::array<uint64_t, kNumVgprs> vgpr_ready{};
  std::array<uint64_t, kNumScalarRegs> sreg_ready{};
  uint64_t scc_ready = 0;
  uint64_t next_issue = 0;
  // Completion cycles of outstanding memory operations, oldest first, by s_waitcnt counter.
  std::vector<uint64_t> vm;    // vector memory loads and returning atomics (vmcnt)
  std::vector<uint64_t> vs;    // vector memory stores (vscnt)
  std::vector<uint64_t> lgkm;  // scalar memory and LDS (lgkmcnt)
};

// The cycle policy (cycle_policy.h) is given the units and the observers; through CycleHost it
// reaches what only the compute unit does: its clock, its waveform and SystemC time.
class ComputeUnit : public sc_core::sc_module, private CycleHost {
 private:
  // Declared before the modules below, which are built over this storage.
  std::vector<uint8_t> code_;
  std::string program_path_;
  std::unique_ptr<WaveState> own_wave_;  // dispatch mode: what wave_ names (unused there)
  WaveState& wave_;
  CuConfig config_;
  Dispatch* dispatch_ = nullptr;

 public:
  SC_HAS_PROCESS(ComputeUnit);

  ComputeUnit(sc_core::sc_module_name name, const Program& program, WaveState& wave,
              const CuConfig& config);
  // Dispatch mode: runs every workgroup of `dispatch`; its buffers hold the results afterwards.
  ComputeUnit(sc_core::sc_module_name name, Dispatch& dispatch, const CuConfig& config);

 private:
  // What both modes build: exactly one of `wave` (single-wave mode) and `dispatch` is given.
  ComputeUnit(sc_core::sc_module_name name, const Program& program, WaveState* wave,
              Dispatch* dispatch, const CuConfig& config);

 public:
  // Optional attachments, set before sc_start.
  void set_trace(TraceWriter* trace) { trace_ = trace; }
  // The waveform (VCD or FST). `filter`'s workgroups limit the per-wave signals (tlm.cu's pc,
  // instruction, wave, exec, vcc and the per-wave scopes tlm.cu.waves.NAME); its window is the
  // writer's (WaveformWriter::set_window).
  void set_vcd(WaveformWriter* vcd, const WaveFilter& filter = WaveFilter());
  // Per-wave scopes are declared for at most this many recorded waves: the first ones, in
  // wave id order. How many recorded waves were left without one (for a warning).
  static constexpr size_t kMaxWaveScopes = 4096;
  uint64_t waves_without_scope() const { return waves_without_scope_; }
  // Subscribes `observer` to the VALU pipeline's analysis port (the cosim checker does).
  void set_valu_observer(ValuIssueObserver* observer);
  // Called with each cycle before the TLM side samples or issues in it, so that the cosim RTL
  // follows TLM time (and stamps its waveform samples in order with the TLM's).
  void set_cycle_hook(std::function<void(uint64_t)> hook) { cycle_hook_ = std::move(hook); }
  // Called every few ten thousand instructions and after each workgroup of a dispatch.
  void set_progress_hook(std::function<void(const EngineProgress&)> hook) {
    progress_hook_ = std::move(hook);
  }

  // Cycle mode only: the Chrome-trace timeline and the per-pc profile (set before sc_start).
  void set_timeline(TimelineWriter* timeline) { timeline_ = timeline; }
  void set_profile(Profile* profile) { profile_ = profile; }
  // --fidelity: every executed instruction and the non-exact results it tracks.
  void set_fidelity(FidelityTracker* fidelity) { fidelity_ = fidelity; }

  const Stats& stats() const { return stats_; }
  bool finished() const { return finished_; }
  // The error that stopped the wave, empty if it reached s_endpgm.
  const std::string& error() const { return error_; }
  bool error_is_input() const { return error_is_input_; }

  StorageTarget imem;
  FetchUnit fetch;
  DecodeUnit decode;
  ValuPipeline valu;
  // Dispatch mode: global memory and the port the waves reach it through.
  std::unique_ptr<GlobalMemoryTarget> global_memory;
  std::unique_ptr<DataPort> data_port;

  // Cycle mode: the microarchitecture's modules (of the one compute unit; null in a GPU run).
  const CycleUnits* cycle_units() const { return cycle_units_.get(); }
  // A GPU run: its units (CUs, or WGPs in WGP mode) in the GPU's order.
  size_t gpu_units() const { return gpu_units_.size(); }
  // Cycle mode: the vector memory unit's approximately-timed initiator socket.
  tlm_utils::simple_initiator_socket<VectorMemoryUnit>& vector_memory_socket() {
    return cycle_units_->vector_memory->memory;
  }

 private:
  class LooselyTimedPolicy;  // the loosely-timed mode's policy (compute_unit.cpp)
  friend class LooselyTimedPolicy;

  void build_cycle_units();
  void run_cycle_mode();
  void run_gpu(const CycleWorkload& workload, const CycleObservers& observers);
  // Every cycle unit set: the compute unit's, or each GPU unit's.
  std::vector<const CycleUnits*> all_cycle_units() const;
  // CycleHost: what the cycle policy asks of the compute unit.
  void reach_issue(uint64_t last, uint64_t cycle, const DecodedInst& inst, const Workgroup& wg,
                   size_t wave) override;
  bool records_waveform() const override { return vcd_ != nullptr; }
  void waveform_at(uint64_t cycle, Signal signal, unsigned simd, unsigned index,
                   uint64_t value) override;
  uint64_t wait_for(const sc_core::sc_event& event) override;
  template <typename Policy>
  void run_engine(Policy& policy);
  template <typename Policy>
  void run_timed_engine(Policy& policy);

  void run_wave();
  void trace_cycles_until(uint64_t cycle);
  void sample_vcd(uint64_t cycle, const DecodedInst* inst, const WaveState& wave,
                  const Workgroup* wg = nullptr, int wave_in_workgroup = 0);

  // The core reports each VALU issue to the publisher, which writes it to `valu.issued`; the
  // subscriber adapts the port to a ValuIssueObserver.
  class ValuSubscriber;
  class ValuPublisher : public ValuIssueObserver {
   public:
    ValuPublisher(ValuPipeline& valu,
                  const std::vector<std::unique_ptr<ValuSubscriber>>& subscribers)
        : valu_(valu), subscribers_(subscribers) {}
    void on_valu_issue(const ValuIssue& issue) override { valu_.issued.write(issue); }
    // The core captures an operation only when some subscriber wants it.
    bool observes(isa::RtlOp op) const override;

   private:
    ValuPipeline& valu_;
    const std::vector<std::unique_ptr<ValuSubscriber>>& subscribers_;
  };
  class ValuSubscriber : public tlm::tlm_analysis_if<ValuIssue> {
   public:
    explicit ValuSubscriber(ValuIssueObserver& observer) : observer_(observer) {}
    void write(const ValuIssue& issue) override { observer_.on_valu_issue(issue); }
    bool observes(isa::RtlOp op) const { return observer_.observes(op); }

   private:
    ValuIssueObserver& observer_;
  };

  Executor executor_;
  std::unique_ptr<ValuPublisher> valu_publisher_;
  std::vector<std::unique_ptr<ValuSubscriber>> valu_subscribers_;
  std::unique_ptr<CycleUnits> cycle_units_;
  std::vector<std::unique_ptr<GpuComputeUnit>> gpu_units_;
  std::unique_ptr<GpuMemory> gpu_memory_;  // what the GPU's units share behind their L0
  GpuShape gpu_shape_;
  TimelineWriter* timeline_ = nullptr;
  Profile* profile_ = nullptr;
  FidelityTracker* fidelity_ = nullptr;
  tlm_utils::tlm_quantumkeeper quantum_keeper_;
  CycleTimes cycle_times_;  // cycle mode: the quantum keeper's steps
  TraceWriter* trace_ = nullptr;
  WaveformWriter* vcd_ = nullptr;
  WaveFilter vcd_filter_;
  uint64_t waves_without_scope_ = 0;
  std::function<void(uint64_t)> cycle_hook_;
  std::function<void(const EngineProgress&)> progress_hook_;
  Stats stats_;
  bool finished_ = false;
  std::string error_;
  bool error_is_input_ = false;

  uint64_t cycle_ = 0;
  // A GPU run's policy while it runs (else null): SystemC time follows its earliest unit.
  const GpuPolicy* gpu_policy_ = nullptr;
  uint64_t last_traced_cycle_ = 0;
  bool vcd_started_ = false;

  struct VcdIds {
    int pc = -1, instr = -1, instr0 = -1, instr1 = -1, instr2 = -1, wave_id = -1, exec = -1,
        vcc = -1, stage_valid = -1, retired = -1, wave_in_workgroup = -1;
    std::array<int, 3> workgroup{-1, -1, -1};
    // Cycle mode: per SIMD, a bit per issue port (high in a cycle it issued); per wave slot,
    // its state (0 empty, 1 issued, 2 + CPI category while waiting) and its wave's id.
    std::vector<std::array<int, timing::kPorts>> simd_issue;
    std::vector<std::vector<int>> slot_state;
    std::vector<std::vector<int>> slot_wave;
    // Per recorded wave (by wave id): its scope's pc and exec signals.
    std::unordered_map<uint32_t, std::pair<int, int>> wave_scope;
  } vcd_ids_;
  void declare_wave_scopes(const std::string& scope);
  // Cycle mode: waveform changes known ahead of the current time (a wave's next wait is known
  // when it issues), written in time order as the run gets there.
  std::multimap<uint64_t, std::pair<int, uint64_t>> vcd_pending_;
  void vcd_at(uint64_t cycle, int id, uint64_t value) {
    if (vcd_ != nullptr)
      vcd_pending_.emplace(std::max(cycle, vcd_->time()), std::make_pair(id, value));
  }
  void flush_vcd_until(uint64_t cycle);
};

// A cycle-mode run: the engine, then the memory's last answers; the statistics are written
// also when the run stops on a fault.
template <typename Policy>
void ComputeUnit::run_timed_engine(Policy& policy) {
  try {
    run_engine(policy);
    policy.drain_memory();
  } catch (...) {
    policy.finish();
    throw;
  }
  policy.finish();
  cycle_ = stats_.cycles;
}

// Runs the dispatch (or the single wave) under `policy`.
template <typename Policy>
void ComputeUnit::run_engine(Policy& policy) {
  DispatchEngine<Policy> engine(executor_, policy, stats_, config_.limits);
  engine.set_trace(trace_);
  engine.set_hazard_checker(config_.hazards);
  engine.set_fidelity(fidelity_);
  if (progress_hook_) engine.set_progress_hook(progress_hook_);
  if (dispatch_ != nullptr) {
    engine.run(*dispatch_, *data_port);
  } else {
    engine.run_workgroup(*Workgroup::single_wave(wave_));
  }
}

}  // namespace cutlm::tlm_model
