// The cycle policy's arbitration and issue: preparing each wave's next instruction (what holds
// it: fetch, its sources in the register files' scoreboard, the VALU's write-back for the memory
// paths), picking the wave that can issue first, sending it to its unit, and what its result,
// a barrier or the wave's end mean for the wave's next instruction.
#include <algorithm>

#include "isa/operands.h"
#include "support/errors.h"
#include "tlm/cycle_policy.h"
#include "trace/timeline.h"

namespace cutlm::tlm_model {

using sc_core::sc_time;
using timing::CpiCategory;
using timing::Port;

namespace {

CpiCategory producer_of(Port port, const timing::ClassTiming& timing) {
  switch (port) {
    case Port::Valu:
      return timing.trans_cycles != 0 ? CpiCategory::DependencyTrans : CpiCategory::DependencyValu;
    case Port::Smem: return CpiCategory::DependencySmem;
    case Port::Vmem: return CpiCategory::DependencyVmem;
    case Port::Lds: return CpiCategory::DependencyLds;
    default: return CpiCategory::DependencySalu;
  }
}

bool in_valu_pipeline(CpiCategory producer) {
  return producer == CpiCategory::DependencyValu || producer == CpiCategory::DependencyTrans;
}

}  // namespace

// The wave that can issue first, and when (kNever: none can without memory answering first).
void CyclePolicy::find_best() {
  WaveContext* best = nullptr;
  uint64_t best_cycle = kNever;
  for (WaveContext* c : running_) {
    if (!c->prepared) prepare(*c);
    uint64_t cycle = c->local_ready;
    if (c->unit != nullptr) {
      cycle = std::max(cycle, c->unit->free_at());
      if (c->uses_trans) cycle = std::max(cycle, c->unit->trans_free_at());
    }
    if (cycle < best_cycle) {  // running_ is in launch order: the oldest wins a tie
      best = c;
      best_cycle = cycle;
      if (cycle <= floor_) break;  // nothing can issue earlier than the last issue
    }
  }
  best_ = best;
  best_cycle_ = best == nullptr ? kNever : std::max(best_cycle, floor_);
  best_known_ = true;
}

uint64_t CyclePolicy::next_issue_cycle() {
  if (!best_known_) find_best();
  return best_cycle_;
}

Pick CyclePolicy::pick(std::vector<Workgroup*>& resident) {
  if (!best_known_) find_best();
  best_known_ = false;  // what follows the pick changes it
  WaveContext* const best = best_;
  if (best == nullptr && !pending_tokens_.empty()) {
    // Every wave waits for memory a target has not answered yet: let SystemC time run until
    // it does, then decide again.
    wait_for_memory();
    return pick(resident);
  }
  if (best == nullptr) throw ModelError("internal: no wave can issue while waves are live");
  // A misaligned pc's decode lives in a scratch entry another wave may have reused since.
  const WaveState& wave = *best->wg->waves[best->wave].state;
  if (wave.pc % 4 != 0) {
    sc_time delay = sc_core::SC_ZERO_TIME;
    best->inst = &decode_.at(wave.pc, delay, wave.wave64());
  }
  picked_ = best;
  issue_cycle_ = best_cycle_;
  return Pick{best->wave, best->inst, best->wg};
}

void CyclePolicy::issue(Workgroup& wg, size_t w, const DecodedInst& inst) {
  const uint64_t cycle = issue_cycle_;
  WaveContext& c = *picked_;
  WaveState& wave = *wg.waves[w].state;
  if (!c.outstanding.empty()) land_loads(c, wave, cycle);
  host_.reach_issue(floor_, cycle, inst, wg, w);
  floor_ = std::max(floor_, cycle);
}

void CyclePolicy::retire(Workgroup& wg, size_t w, const DecodedInst& inst, const StepResult& result,
                         const CommitLog& log) {
  WaveContext& c = *picked_;
  const uint64_t pc = wg.waves[w].state->pc;
  const uint64_t cycle = issue_cycle_;
  c.prepared = false;

  if (c.special == SpecialInst::DelayAlu) {
    // Read by the instruction buffer: no issue cycle, no unit.
    account(c, pc, cycle, /*issued=*/false);
    set_delays(c, inst.simm16);
    c.next_issue = cycle;
    advance_fetch(c, inst, result, cycle);
    return;
  }

  IssueRecord record;
  record.issue = cycle;
  record.operands_ready = c.port == Port::Valu ? c.pipe_ready : 0;
  record.timing = c.timing;
  record.passes = c.passes;
  record.store = result.unit == Unit::Vmem && log.vgprs.empty();
  const bool memory = c.port == Port::Vmem || c.port == Port::Smem || c.port == Port::Lds;
  if (memory) {
    addresses_from(log, *wg.waves[w].state);
    record.addresses = addresses_.data();
    record.address_count = static_cast<unsigned>(addresses_.size());
    record.bytes_per_address = bytes_per_address_;
    record.wave_lanes = 32 * addresses_per_lane_;
    record.atomic = log.atomic;
    record.token = next_token_++;
  }
  units_.arbiters[c.simd]->send(c.port, record, floor_);
  const uint64_t start = record.start;
  const uint64_t done = record.done;
  if (waveform_ && c.port == Port::Lds && units_.lds->newest_conflict_end() > start) {
    // Its bank conflicts hold the LDS unit: the waves waiting for it show that.
    for (WaveContext* other : running_) {
      if (other != &c && other->prepared && other->port == Port::Lds) {
        vcd_lds_conflicts(*other, start, kNever);
      }
    }
  }
  if (c.port == Port::Valu) valu_.issue(cycle);
  account(c, pc, start, /*issued=*/true);
  if (waveform_) vcd_issued(c, start);

  // Results: the register files' timing side learns when they are readable. Memory results
  // are not interlocked (RDNA3 waits for them only through s_waitcnt): their registers keep
  // the old values until the data lands, and a read before that sees the old value.
  const CpiCategory producer = producer_of(c.port, *c.timing);
  WritebackRecord writeback{c.slot, memory ? start : done, producer, &log};
  if (memory) {
    const WaitCounter counter = c.port == Port::Smem  ? WaitCounter::Smem
                                : c.port == Port::Lds ? WaitCounter::Lds
                                : record.store        ? WaitCounter::Vs
                                                      : WaitCounter::Vm;
    track(c, pc, counter, isa::base_format(inst.format) == isa::Format::FLAT, record, log);
    count_memory(record, c.port);
    if (done == kPending) {
      pending_tokens_[record.token] = PendingToken{&c, c.age, record.store, inst.format};
    }
    if (timeline_ != nullptr && !addresses_.empty()) {
      static const char* const kUnits[] = {"vector memory", "scalar memory", "LDS"};
      const char* unit = kUnits[c.port == Port::Vmem ? 0 : c.port == Port::Smem ? 1 : 2];
      const char* level =
          c.port == Port::Lds ? "lds" : memory_level_name(static_cast<MemoryLevel>(record.level));
      timeline_->memory_access(unit, start, done == kPending ? start + 1 : done, level,
                               c.port == Port::Lds ? 0 : record.lines, addresses_[0],
                               wg.waves[w].state->wave_id, pc);
    }
  }
  if (!log.vgprs.empty()) units_.arbiters[c.simd]->write_back(true, writeback);
  if (!log.sregs.empty() || log.scc) units_.arbiters[c.simd]->write_back(false, writeback);
  switch (c.port) {
    case Port::Valu:
      // Newest first: the others move one place down.
      c.valu_done = {done, c.valu_done[0], c.valu_done[1], c.valu_done[2]};
      c.valu_issued = start;
      if (c.timing->trans_cycles != 0) c.trans_done = {done, c.trans_done[0], c.trans_done[1]};
      break;
    case Port::Salu: c.salu_done = done; break;
    default: break;
  }
  if (done != kPending) last_done_ = std::max(last_done_, done);
  if (c.num_delays != 0) count_down_delays(c);

  if (timeline_ != nullptr) {
    // The slot's track shows the wave's issue cycle; the unit's busy cycles and the latency
    // are the in-flight slice.
    const uint64_t busy = std::max<uint64_t>(1, uint64_t{c.timing->issue_cycles} * c.passes);
    const uint64_t shown_done = done == kPending ? start + busy : std::max(done, start + busy);
    timeline_->instruction(simd_base_ + c.simd, c.slot, start, start + 1, shown_done,
                           disassembly(pc, inst), pc, wg.waves[w].state->wave_id, wg.index, wg.id);
  }

  // What holds the wave's next instruction.
  c.next_issue = start + 1;
  c.next_reason = CpiCategory::Issued;
  if (c.special == SpecialInst::Nop) {
    c.next_issue = start + 1 + (inst.simm16 & 0xf);
    c.next_reason = CpiCategory::Nop;
  } else if (result.sleeps) {
    // The count the executor read: s_sleep's immediate or s_sleep_var's SGPR.
    c.next_issue =
        start + std::max<uint64_t>(1, uint64_t{p_.sleep_cycles_per_unit} * result.sleep_units);
    c.next_reason = CpiCategory::Sleep;
  }
  if (result.barrier) {
    c.running = false;
    stop_running(c);
    c.at_barrier = true;
    c.barrier_arrival = start + 1;
    c.barrier_pc = pc;
    if (waveform_) vcd_state(c, start + 1, CpiCategory::Barrier);
  }
  if (result.ended) {
    c.running = false;
    stop_running(c);
    // The wave ends, and its slot, VGPRs and LDS return, once the memory operations it has in
    // flight are done: its stores acknowledged, its loads landed.
    for (const auto& op : c.outstanding) {
      if (op.done == kPending || op.done <= c.accounted) continue;
      const CpiCategory wait = op.counter == WaitCounter::Vs   ? CpiCategory::WaitVscnt
                               : op.counter == WaitCounter::Vm ? CpiCategory::WaitVmcnt
                                                               : CpiCategory::WaitLgkmcnt;
      if (waveform_) vcd_state(c, c.accounted, wait);
      add_stall(c, pc, c.accounted, op.done, wait);
    }
    land_loads(c, *wg.waves[w].state, kNever);
    if (waveform_)
      host_.waveform_at(c.accounted, CycleHost::Signal::SlotState, simd_base_ + c.simd, c.slot, 0);
    c.ended = c.accounted;
    stats_.wave_cycles += c.accounted - c.launch;
    if (timeline_ != nullptr) {
      timeline_->wave_end(simd_base_ + c.simd, c.slot, c.accounted, wg.waves[w].state->wave_id);
    }
    return;
  }
  advance_fetch(c, inst, result, start);
}

// The waves parked at the barrier go on once the last one has arrived (or ended).
void CyclePolicy::barrier_released(Workgroup& wg) {
  const WorkgroupInfo& info = workgroups_.at(&wg);
  uint64_t release = 0;
  for (const WaveContext* c : info.contexts) {
    if (c->at_barrier) release = std::max(release, c->barrier_arrival);
    if (c->ended != kNever) release = std::max(release, c->ended);
  }
  release += p_.barrier_release_cycles;
  for (WaveContext* c : info.contexts) {
    if (!c->at_barrier) continue;
    c->at_barrier = false;
    add_stall(*c, c->barrier_pc, c->accounted, release, CpiCategory::Barrier);
    c->running = true;
    // Back among the running waves at its place in launch order.
    running_.insert(std::upper_bound(
                        running_.begin(), running_.end(), c,
                        [](const WaveContext* a, const WaveContext* b) { return a->age < b->age; }),
                    c);
    c->prepared = false;
    if (release > c->next_issue) {
      c->next_issue = release;
      c->next_reason = CpiCategory::Barrier;
    }
  }
}

// The wave parked at a barrier or ended: the arbiter no longer looks at it.
void CyclePolicy::stop_running(WaveContext& c) {
  auto found = std::find(running_.begin(), running_.end(), &c);
  if (found != running_.end()) running_.erase(found);
}

void CyclePolicy::read_register(WaveContext& c, const Entry& e, bool valu_consumer) {
  if (valu_consumer && in_valu_pipeline(e.producer)) {
    if (e.ready > c.pipe_ready) {
      c.pipe_ready = e.ready;
      c.pipe_reason = e.producer;
    }
  } else {
    hold(c, e.ready, e.producer);
  }
}

// Decodes the wave's next instruction and works out what holds it, once per issue.
void CyclePolicy::prepare(WaveContext& c) {
  WaveState& wave = *c.wg->waves[c.wave].state;
  if (wave.pc >= code_bytes_) {
    Program view;
    view.path = program_path_;
    view.code.resize(code_bytes_);
    throw_pc_outside(*c.wg, static_cast<int>(c.wave), wave.pc, view);
  }
  sc_time fetch_delay = sc_core::SC_ZERO_TIME;
  const DecodedInst& inst = decode_.at(wave.pc, fetch_delay, wave.wave64());
  c.inst = &inst;
  c.prepared = true;
  c.local_ready = c.next_issue;
  c.local_reason = c.next_reason;
  c.pipe_ready = 0;
  c.pipe_reason = CpiCategory::DependencyValu;
  c.special = SpecialInst::None;

  // The instruction buffer holds the line of the pc once fetch has brought it.
  const uint64_t line = wave.pc / p_.icache_line_bytes;
  if (line != c.fetch_line) {
    c.fetch_line = line;
    c.fetch_ready = units_.wave_fetch->line_ready(wave.pc, c.fetch_from);
  }
  hold(c, c.fetch_ready, CpiCategory::Fetch);

  if (!inst.valid()) {  // the executor reports it; nothing to wait for
    c.timing = &p_.of(isa::TimingClass::Other);
    c.port = Port::None;
    c.unit = nullptr;
    c.uses_trans = false;
    c.passes = 1;
    return;
  }
  c.timing = &p_.of(inst.info->timing_class);
  c.port = c.timing->port;
  c.unit = c.port == Port::None ? nullptr : units_.arbiters[c.simd]->unit(c.port);
  c.uses_trans = c.timing->trans_cycles != 0;
  const bool vector = c.port == Port::Valu || c.port == Port::Vmem || c.port == Port::Lds;
  const bool single_pass = inst.info->wave64_single_pass && inst.variant != SrcVariant::Dpp16 &&
                           inst.variant != SrcVariant::Dpp8 && inst.info_y == nullptr;
  c.passes = wave.wave64() && vector && !single_pass ? std::max(1u, p_.wave64_passes) : 1;

  // Every register operand it reads, and the registers it reads implicitly.
  const bool valu = c.port == Port::Valu;
  for (unsigned i = 0; i < inst.num_operands; ++i) {
    const DecodedOperand& o = inst.operands[i];
    if (o.kind != OperandKind::Vgpr && o.kind != OperandKind::Scalar) continue;
    if ((o.role & isa::kRoleRead) == 0) continue;
    const unsigned dwords = std::max(1u, o.bits / 32u);
    for (unsigned k = 0; k < dwords; ++k) {
      if (o.kind == OperandKind::Vgpr) {
        read_register(c, c.vgprs[(o.value + k) % kNumVgprs], valu);
      } else {
        read_scalar(c, o.value + k, valu);
      }
    }
  }
  uint8_t implicit = inst.info->implicit_reads;
  if (inst.info_y != nullptr) implicit |= inst.info_y->implicit_reads;
  if (implicit & isa::kImplicitScc) read_register(c, c.sregs[RegisterReadiness::kSccIndex], valu);
  if (implicit & isa::kImplicitVcc) {
    read_scalar(c, operand::kVccLo, valu);
    read_scalar(c, operand::kVccHi, valu);
  }
  if (implicit & isa::kImplicitM0) read_scalar(c, operand::kM0, valu);
  if (vector || (implicit & isa::kImplicitExec)) {
    read_scalar(c, operand::kExecLo, valu);
    read_scalar(c, operand::kExecHi, valu);
  }

  if (c.port == Port::Vmem || c.port == Port::Smem || c.port == Port::Lds) {
    hold_at_counter_limit(c, inst);
  }
  // The vector memory and LDS paths, and a branch on EXEC or VCC, read what the wave's VALU
  // wrote only once it is written back, later than the VALU's own forwarding.
  const bool reads_valu_mask =
      c.port == Port::Branch && (implicit & (isa::kImplicitExec | isa::kImplicitVcc)) != 0;
  if (c.valu_issued != kNever && (c.port == Port::Vmem || c.port == Port::Lds || reads_valu_mask)) {
    hold(c, c.valu_issued + p_.valu_to_memory_cycles, CpiCategory::DependencyValu);
  }
  if (c.num_delays != 0) apply_delay_alu(c);
  prepare_special(c, inst);
  if (waveform_) {
    // What the waveform shows until the wave issues, as account() will count it: its own
    // hold, a source still in the VALU pipeline, then lost arbitration (an issue at the same
    // cycle replaces it).
    uint64_t from = c.accounted;
    if (c.local_ready > from) {
      vcd_state(c, from, c.local_reason);
      from = c.local_ready;
    }
    if (c.pipe_ready > from) {
      vcd_state(c, from, c.pipe_reason);
      from = c.pipe_ready;
    }
    vcd_state(c, from, CpiCategory::Arbitration);
    if (c.port == Port::Lds) vcd_lds_conflicts(c, 0, kNever);
  }
}

// After an instruction at `start`: where the wave fetches next. A taken branch (any pc but
// the next one) empties the instruction buffer and refetches.
void CyclePolicy::advance_fetch(WaveContext& c, const DecodedInst& inst, const StepResult& result,
                                uint64_t start) {
  const uint64_t pc = c.wg->waves[c.wave].state->pc;
  const uint64_t sequential = pc + inst.size_bytes();
  if (result.next_pc != sequential && !result.ended) {
    c.fetch_line = kNever;
    c.fetch_from = start + p_.branch_taken_cycles;
    c.next_issue = std::max(c.next_issue, c.fetch_from);
    if (c.next_reason == CpiCategory::Issued) c.next_reason = CpiCategory::Fetch;
  } else {
    c.fetch_from = start;
  }
}

}  // namespace cutlm::tlm_model
