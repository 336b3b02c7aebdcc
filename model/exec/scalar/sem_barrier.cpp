// Workgroup synchronisation: s_barrier, and RDNA4's s_barrier_signal/s_barrier_wait.
#include "exec/executor.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

// The wave stops issuing until every wave of its workgroup has arrived; the dispatcher does the
// waiting, the handler only says so.
void s_barrier(ExecContext& c) {
  c.result.barrier = true;
  c.result.unit = Unit::Waitcnt;
}

// RDNA4 splits s_barrier into s_barrier_signal -1 (arrive) and s_barrier_wait -1 (wait for
// every wave's arrival). The model's barrier is the wait: the signal changes nothing, and a
// wave arrives when it reaches the wait. Compilers emit the two together, so nothing a wave
// does between them is seen by the others (a program that runs work between the two waits for
// it as if the signal were at the wait). Named barriers (other ids) are not modelled.
bool workgroup_barrier_operand(const ExecContext& c) {
  const uint16_t code = c.inst.src[0];
  return operand::is_inline_int(code) && operand::inline_int_value(code) == -1;
}

void s_barrier_signal(ExecContext& c) {
  if (!workgroup_barrier_operand(c))
    c.fail("named barriers are not modelled (only -1, the workgroup's)");
  c.result.unit = Unit::Waitcnt;
}

void s_barrier_wait(ExecContext& c) {
  if (c.inst.simm16 != 0xFFFF) c.fail("named barriers are not modelled (only -1, the workgroup's)");
  s_barrier(c);
}

}  // namespace

void register_barrier_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_BARRIER)] = s_barrier;
  table[static_cast<size_t>(isa::Op::S_BARRIER_SIGNAL)] = s_barrier_signal;
  table[static_cast<size_t>(isa::Op::S_BARRIER_WAIT)] = s_barrier_wait;
}

}  // namespace cutlm
