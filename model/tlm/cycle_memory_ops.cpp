// The cycle policy's memory operations: the addresses the executor recorded, each operation
// tracked from its issue until it lands (its registers written and its counter counted down in
// the counter's order), the answers of memory targets that complete later, and the counts of
// the statistics.
#include <algorithm>

#include "support/errors.h"
#include "tlm/cycle_policy.h"
#include "trace/trace.h"

namespace cutlm::tlm_model {

using timing::Port;

namespace {

bool in_order(WaitCounter counter) { return counter != WaitCounter::Smem; }

}  // namespace

// The byte address of every access the executor recorded (the vector memory unit coalesces
// them, the LDS unit counts bank conflicts, the scalar cache looks up the lines). A lane's
// private scratch offset becomes its swizzled address: lanes' dwords at one offset sit side
// by side.
void CyclePolicy::addresses_from(const CommitLog& log, const WaveState& wave) {
  addresses_.clear();
  bytes_per_address_ = 4;
  addresses_per_lane_ = 1;
  if (log.accesses.empty()) return;
  const uint64_t lanes = static_cast<uint64_t>(wave.wave_size());
  unsigned bytes = 1;
  unsigned distinct_lanes = 0;
  int last_lane = -1;
  for (const MemoryAccess& a : log.accesses) {
    uint64_t address = a.address;
    if (log.space == MemorySpace::Scratch) address = address * lanes + uint64_t{a.lane} * 4;
    addresses_.push_back(address);
    bytes = std::max<unsigned>(bytes, a.bytes);
    if (a.lane != last_lane) ++distinct_lanes;
    last_lane = a.lane;
  }
  bytes_per_address_ = bytes;
  addresses_per_lane_ =
      std::max(1u, static_cast<unsigned>(addresses_.size()) / std::max(1u, distinct_lanes));
}

// A memory operation from its issue until it lands: what it will write (held by the executor)
// and when, in its counter's order.
void CyclePolicy::track(WaveContext& c, uint64_t pc, WaitCounter counter, bool flat,
                        const IssueRecord& record, const CommitLog& log) {
  WaveContext::Outstanding op{record.token, pc,          counter, flat,          record.level,
                              record.done,  record.done, {},      log.held_count};
  // A store holds nothing: the spare lists go to loads, whose lists then keep their size.
  if (log.held_count != 0 && !spare_writes_.empty()) {
    op.writes = std::move(spare_writes_.back());
    spare_writes_.pop_back();
  }
  // Each register's lanes up to its last written one: a wave32 load leaves half of a held
  // register's 64 lanes unused. A spare list only grows, and its entries need no clearing.
  if (op.writes.size() < log.held_count) op.writes.resize(log.held_count);
  for (size_t i = 0; i < log.held_count; ++i) {
    const HeldRegister& from = log.held[i];
    HeldRegister& to = op.writes[i];
    to.vector = from.vector;
    to.reg = from.reg;
    to.bits = from.bits;
    to.lanes = from.lanes;
    const size_t lanes =
        from.lanes == 0 ? 0 : 64 - static_cast<size_t>(__builtin_clzll(from.lanes));
    std::copy_n(from.values.begin(), std::max<size_t>(lanes, 1), to.values.begin());
  }
  c.outstanding.push_back(std::move(op));
  order_landings(c, counter);
}

// Each operation on an in-order counter lands no earlier than the one issued before it.
void CyclePolicy::order_landings(WaveContext& c, WaitCounter counter) {
  if (!in_order(counter)) {
    for (auto& op : c.outstanding) {
      if (op.counter == counter) op.done = op.completed;
    }
    return;
  }
  uint64_t previous = 0;
  for (auto& op : c.outstanding) {
    if (op.counter != counter) continue;
    op.done = std::max(op.completed, previous);  // kPending stays pending
    previous = op.done;
  }
}

// Writes what the operations that land by `cycle` loaded (all of them with kNever), in the
// order they land, and forgets them.
void CyclePolicy::land_loads(WaveContext& c, WaveState& wave, uint64_t cycle) {
  landing_.clear();
  for (size_t i = 0; i < c.outstanding.size(); ++i) {
    const uint64_t done = c.outstanding[i].done;
    if (cycle == kNever || (done != kPending && done <= cycle)) landing_.push_back(i);
  }
  if (landing_.empty()) return;
  std::stable_sort(landing_.begin(), landing_.end(), [&c](size_t a, size_t b) {
    return c.outstanding[a].done < c.outstanding[b].done;
  });
  for (size_t i : landing_) {
    WaveContext::Outstanding& op = c.outstanding[i];
    for (size_t h = 0; h < op.held; ++h) land_held(op.writes[h], wave);
    if (trace_ != nullptr && op.held != 0) {
      const Workgroup& wg = *c.wg;
      trace_->land(op.pc, wave, op.writes.data(), op.held, op.done == kPending ? floor_ : op.done,
                   wg.id, wg.index, static_cast<unsigned>(c.wave));
    }
    if (op.writes.capacity() != 0) spare_writes_.push_back(std::move(op.writes));
    op.token = 0;  // landed: removed below
  }
  c.outstanding.erase(
      std::remove_if(c.outstanding.begin(), c.outstanding.end(),
                     [](const WaveContext::Outstanding& op) { return op.token == 0; }),
      c.outstanding.end());
}

// The memory events (isa::kWaitEvent*) an operation is counted by.
uint8_t CyclePolicy::events_of(const WaveContext::Outstanding& op) {
  uint8_t events = op.flat ? isa::kWaitEventFlatLds : 0;
  switch (op.counter) {
    case WaitCounter::Vm: events |= isa::kWaitEventVmemRead; break;
    case WaitCounter::Vs: events |= isa::kWaitEventVmemWrite; break;
    case WaitCounter::Lds: events |= isa::kWaitEventLds; break;
    case WaitCounter::Smem: events |= isa::kWaitEventSmem; break;
  }
  return events;
}

// The cycle from which at most `allowed` of the wave's operations counting on `counter`
// (lgkmcnt: LDS, scalar memory and FLAT) have not landed (0: already).
uint64_t CyclePolicy::counter_ready(const WaveContext& c, WaitCounter counter, unsigned allowed,
                                    uint64_t now) {
  const uint8_t events = counter == WaitCounter::Lds
                             ? isa::kWaitEventLds | isa::kWaitEventSmem | isa::kWaitEventFlatLds
                         : counter == WaitCounter::Vm ? isa::kWaitEventVmemRead
                         : counter == WaitCounter::Vs ? isa::kWaitEventVmemWrite
                                                      : isa::kWaitEventSmem;
  return counter_ready(c, events, allowed, now);
}

// The same for a counter counting the operations of `events` (isa::kWaitEvent*).
uint64_t CyclePolicy::counter_ready(const WaveContext& c, uint8_t events, unsigned allowed,
                                    uint64_t now) {
  pending_done_.clear();
  for (const auto& op : c.outstanding) {
    const bool counts = (events_of(op) & events) != 0;
    if (counts && op.done > now) pending_done_.push_back(op.done);
  }
  if (pending_done_.size() <= allowed) return 0;
  const size_t index = pending_done_.size() - 1 - allowed;
  std::nth_element(pending_done_.begin(),
                   pending_done_.begin() + static_cast<std::ptrdiff_t>(index), pending_done_.end());
  return pending_done_[index];
}

void CyclePolicy::count_memory(const IssueRecord& record, Port port) {
  if (port == Port::Vmem) {
    ++stats_.memory.vector_instructions;
    stats_.memory.vector_lanes += record.address_count;
  } else if (port == Port::Lds) {
    ++stats_.memory.lds_instructions;
  }
}

// A memory target answered a request of instruction `token` at `done`.
void CyclePolicy::memory_completed(uint64_t token, uint64_t done) {
  auto found = pending_tokens_.find(token);
  if (found == pending_tokens_.end()) return;
  last_done_ = std::max(last_done_, done);
  WaveContext& c = *found->second.wave;
  const bool same_wave = c.age == found->second.age && c.active;
  pending_tokens_.erase(found);
  if (!same_wave) return;
  for (auto& op : c.outstanding) {
    if (op.token != token) continue;
    op.completed = done;
    order_landings(c, op.counter);
    return;
  }
}

void CyclePolicy::wait_for_memory() {
  if (pending_tokens_.empty()) {
    throw ModelError("internal: every wave waits for memory, but none is outstanding");
  }
  floor_ = std::max(floor_, host_.wait_for(units_.vector_memory->response_event()));
  for (WaveContext* c : active_) c->prepared = false;
}

// The dispatch is over when the memory operations still in flight (stores nobody waited for)
// have completed too.
void CyclePolicy::drain_memory() {
  while (!pending_tokens_.empty()) wait_for_memory();
}

}  // namespace cutlm::tlm_model
