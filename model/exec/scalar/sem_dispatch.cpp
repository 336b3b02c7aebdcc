// Workgroup synchronisation (s_barrier) and the scheduling hints compiled kernels carry.
#include "exec/executor.h"

namespace cutlm {
namespace {

// The wave stops issuing until every wave of its workgroup has arrived; the dispatcher does the
// waiting, the handler only says so.
void s_barrier(ExecContext& c) {
  c.result.barrier = true;
  c.result.unit = Unit::Waitcnt;
}

// s_clause groups memory instructions, s_waitcnt_depctr waits on internal counters: neither
// changes architectural state in a model whose instructions complete in order.
void hint(ExecContext& c) { c.result.unit = Unit::Waitcnt; }

}  // namespace

void register_dispatch_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_BARRIER)] = s_barrier;
  for (isa::Op op : {isa::Op::S_CLAUSE, isa::Op::S_WAITCNT_DEPCTR}) {
    if (table[static_cast<size_t>(op)] == nullptr) table[static_cast<size_t>(op)] = hint;
  }
}

}  // namespace cutlm
