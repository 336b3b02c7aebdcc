// Workgroup synchronisation: s_barrier, and RDNA4's s_barrier_signal, s_barrier_signal_isfirst,
// s_get_barrier_state and s_barrier_wait on the workgroup barrier.
//
// gfx1200/gfx1201 have two barriers per workgroup: -1, the workgroup's, and -2, the trap
// handler's (privileged). Named barriers (IDs 0 to 16, and s_barrier_init/join/leave) belong to
// GFX12.5 (LLVM's AMDGPUExecutionSynchronization, "s_barrier IDs GFX12"; docs/valu-semantics.md,
// "Barriers and s_sleep_var"): an operand naming one stops the run, as does -2 (the model runs
// no trap handler). The ISA data marks s_barrier_init/join/leave absent from RDNA4 hardware.
#include <string>

#include "exec/executor.h"
#include "exec/scalar/salu_operands.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

// The wave stops issuing until every wave of its workgroup has arrived; the dispatcher does the
// waiting, the handler only says so.
void s_barrier(ExecContext& c) {
  c.result.barrier = true;
  c.result.unit = Unit::Waitcnt;
}

constexpr int kWorkgroupBarrier = -1;
constexpr int kTrapBarrier = -2;

// The barrier a SOP1 barrier instruction's src0 names: an inline integer, or M0[4:0] (which
// cannot name the negative IDs). Stops the run unless it is the workgroup barrier.
void require_workgroup_barrier(const ExecContext& c) {
  const uint16_t code = c.inst.src[0];
  if (operand::is_inline_int(code) && operand::inline_int_value(code) == kWorkgroupBarrier) return;
  const std::string name = c.inst.info->mnemonic;
  if (operand::is_inline_int(code) && operand::inline_int_value(code) == kTrapBarrier) {
    c.fail(name +
           " -2: the trap handler's barrier is privileged and the model runs no trap "
           "handler");
  }
  int id = 0;
  if (code == operand::kM0) {
    id = static_cast<int>(c.wave.sreg(operand::kM0) & 0x1F);
  } else if (operand::is_inline_int(code)) {
    id = static_cast<int>(operand::inline_int_value(code));
  } else {
    c.fail(name + ": the barrier operand is an inline integer or m0");
  }
  c.fail(name + " names barrier " + std::to_string(id) +
         ": gfx1200/gfx1201 have only the workgroup barrier (-1); named barriers are GFX12.5's");
}

// RDNA4 splits s_barrier into s_barrier_signal -1 (arrive) and s_barrier_wait -1 (wait for
// every wave's arrival). The model's barrier completes at the wait: the signal only counts
// itself (for s_barrier_signal_isfirst and s_get_barrier_state), and a wave arrives when it
// reaches the wait. Compilers emit the two together, so nothing a wave does between them is
// seen by the others (a program that runs work between the two waits for it as if the signal
// were at the wait).
bool signal(ExecContext& c) {
  require_workgroup_barrier(c);
  c.result.unit = Unit::Waitcnt;
  // A wave alone is the only member of its workgroup: always the first to signal.
  if (c.wave.barrier == nullptr) return true;
  return c.wave.barrier->signals++ == 0;
}

void s_barrier_signal(ExecContext& c) { signal(c); }

// SCC: whether this wave's signal is the first since the barrier last completed. Which wave is
// first depends on the order the waves run in, as on the hardware.
void s_barrier_signal_isfirst(ExecContext& c) { c.write_scc(signal(c)); }

// The barrier's state word: valid in bit 0, the member count in bits [10:4], the signal count
// in bits [22:16] (AMD's RDNA4 guide).
void s_get_barrier_state(ExecContext& c) {
  require_workgroup_barrier(c);
  const uint16_t d = salu::destination<32>(c);
  const uint32_t members = c.wave.barrier == nullptr ? 1 : c.wave.barrier->members;
  const uint32_t signals = c.wave.barrier == nullptr ? 0 : c.wave.barrier->signals;
  salu::write_dest<32>(c, d, (signals & 0x7F) << 16 | (members & 0x7F) << 4 | 1u);
  salu::mark_salu(c);
}

void s_barrier_wait(ExecContext& c) {
  if (c.inst.simm16 != 0xFFFF) {
    c.fail("s_barrier_wait " + std::to_string(static_cast<int16_t>(c.inst.simm16)) +
           ": gfx1200/gfx1201 have only the workgroup barrier (-1); named barriers are GFX12.5's");
  }
  s_barrier(c);
}

}  // namespace

void register_barrier_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_BARRIER)] = s_barrier;
  table[static_cast<size_t>(isa::Op::S_BARRIER_SIGNAL)] = s_barrier_signal;
  table[static_cast<size_t>(isa::Op::S_BARRIER_SIGNAL_ISFIRST)] = s_barrier_signal_isfirst;
  table[static_cast<size_t>(isa::Op::S_GET_BARRIER_STATE)] = s_get_barrier_state;
  table[static_cast<size_t>(isa::Op::S_BARRIER_WAIT)] = s_barrier_wait;
}

}  // namespace cutlm
