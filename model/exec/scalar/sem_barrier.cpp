// Workgroup synchronisation: s_barrier.
#include "exec/executor.h"

namespace cutlm {
namespace {

// The wave stops issuing until every wave of its workgroup has arrived; the dispatcher does the
// waiting, the handler only says so.
void s_barrier(ExecContext& c) {
  c.result.barrier = true;
  c.result.unit = Unit::Waitcnt;
}

}  // namespace

void register_barrier_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_BARRIER)] = s_barrier;
}

}  // namespace cutlm
