// The cycle mode's timing policy: the per-SIMD instruction arbiters' choice of wave, workgroup
// residency under the CU's resources, and the accounting that puts every cycle of every wave's
// life into one CPI category. The units it issues to are modules (cycle_units.h); the numbers
// are timing::TimingParams; docs/timing.md gives the rules and their sources.
//
// The arbiters are evaluated as one list scheduler: every resident wave knows the earliest cycle
// its next instruction could issue (its own constraints, cached until it issues) and its port's
// unit says when that is free; the wave with the earliest such cycle (the oldest on a tie)
// issues next. Issue cycles therefore never go backwards, the functional core executes in issue
// order, and idle cycles are skipped rather than ticked.
#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_map>

#include "isa/bits.h"
#include "isa/disasm.h"
#include "isa/operands.h"
#include "support/errors.h"
#include "tlm/compute_unit.h"
#include "tlm/wait_counters.h"
#include "trace/profile.h"
#include "trace/timeline.h"

namespace cutlm::tlm_model {

using sc_core::sc_time;
using timing::CpiCategory;
using timing::Port;
using Entry = RegisterReadiness::Entry;

namespace {

constexpr uint64_t kNever = ~uint64_t{0};

// What the arbiter does with an instruction beyond sending it to its unit.
enum class Special : uint8_t { None, Nop, Sleep, DelayAlu, Waitcnt, DepCtr, WaitIdle };

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

// The s_waitcnt counter a memory operation counts on. Vector loads (and returning atomics),
// stores and LDS operations complete in issue order on their counters; scalar loads may return
// in any order (docs/timing.md, "Memory ordering").
enum class Counter : uint8_t { Vm, Vs, Lds, Smem };

bool in_order(Counter counter) { return counter != Counter::Smem; }

// The counters are 6 bits wide on gfx11 (LLVM's gfx11 waitcnt operand: VM_CNT and LGKM_CNT
// 0..63; SIInsertWaitcnts' VS_CNT limit is 63 on GFX10+): a wave whose counter is full waits
// before issuing another operation on it (ACO: "an instruction that increments a counter first
// waits for it to be below its maximum").
constexpr unsigned kCounterMax = 63;

}  // namespace

// One wave slot of a SIMD and the wave in it.
struct WaveContext {
  bool active = false;
  bool running = false;  // not parked at a barrier, not ended
  Workgroup* wg = nullptr;
  size_t wave = 0;
  unsigned simd = 0;
  unsigned slot = 0;
  uint64_t age = 0;  // launch order: the arbiter prefers the oldest wave on a tie
  uint64_t launch = 0;
  uint64_t accounted = 0;  // cycles [launch, accounted) are in the CPI stack
  uint64_t ended = kNever;
  const Entry* vgprs = nullptr;  // the slot's scoreboard rows (DMI into the register files)
  const Entry* sregs = nullptr;

  // When the wave's next instruction may issue as far as its own past goes, and why not earlier.
  uint64_t next_issue = 0;
  CpiCategory next_reason = CpiCategory::Fetch;
  uint64_t fetch_from = 0;  // when the next line can be asked for
  uint64_t fetch_line = kNever;
  uint64_t fetch_ready = 0;
  bool at_barrier = false;
  uint64_t barrier_arrival = 0;
  uint64_t barrier_pc = 0;  // the s_barrier it waits at: its wait is charged there

  // The wave's memory operations that have not landed, in issue order. An operation completes
  // in the memory system at `completed` (kPending: the target has not answered yet) and lands
  // at `done`: its registers are written and its counter counts it down then. On an in-order
  // counter a younger operation that completes first waits for the older ones (the return
  // queue), so `done` is the latest `completed` of it and every older one on its counter.
  struct Outstanding {
    uint64_t token;
    uint64_t pc;
    Counter counter;
    bool flat;  // FLAT may reach LDS: it counts on lgkmcnt too
    uint8_t level;
    uint64_t completed;
    uint64_t done;
    std::vector<HeldRegister> writes;  // what a load writes when it lands
  };
  std::vector<Outstanding> outstanding;
  uint8_t wait_level = 0;  // the level of the load an s_waitcnt on vmcnt waits for

  // s_delay_alu: up to two pending delays, each applying to the instruction `countdown`
  // instructions ahead; and the completion of the last VALUs and TRANS ops, newest first.
  struct Delay {
    unsigned countdown;
    unsigned id;
  };
  std::array<Delay, 2> delays{};
  unsigned num_delays = 0;
  std::array<uint64_t, 4> valu_done{};
  std::array<uint64_t, 3> trans_done{};
  uint64_t salu_done = 0;
  uint64_t valu_issued = kNever;  // the last VALU's issue

  // The next instruction, prepared once per issue.
  bool prepared = false;
  const DecodedInst* inst = nullptr;
  const timing::ClassTiming* timing = nullptr;
  Port port = Port::None;
  const ExecutionUnit* unit = nullptr;  // the port's unit (nullptr: none)
  bool uses_trans = false;
  Special special = Special::None;
  unsigned passes = 1;
  uint64_t local_ready = 0;  // constraints the arbiter holds the wave for
  CpiCategory local_reason = CpiCategory::Issued;
  uint64_t pipe_ready = 0;  // sources still in the VALU pipeline (a VALU may issue before them)
  CpiCategory pipe_reason = CpiCategory::DependencyValu;
};

class ComputeUnit::CycleTiming {
 public:
  static constexpr bool kConcurrent = true;
  static constexpr bool kHoldsLoads = true;

  explicit CycleTiming(ComputeUnit& cu)
      : cu_(cu),
        p_(cu.config_.timing),
        units_(*cu.cycle_units_),
        simds_(units_.arbiters.size()),
        times_(cu.config_.clock_period) {
    contexts_.resize(static_cast<size_t>(simds_) * p_.wave_slots_per_simd);
    for (unsigned s = 0; s < simds_; ++s) {
      for (unsigned k = 0; k < p_.wave_slots_per_simd; ++k) {
        WaveContext& c = context(s, k);
        c.simd = s;
        c.slot = k;
        c.vgprs = units_.arbiters[s]->vgpr_row(k);
        c.sregs = units_.arbiters[s]->sgpr_row(k);
      }
    }
    simd_waves_.assign(simds_, 0);
    simd_vgprs_.assign(simds_, 0);
    units_.vector_memory->set_completion_handler(
        [this](uint64_t token, uint64_t done) { memory_completed(token, done); });
    if (cu_.timeline_ != nullptr) {
      for (unsigned s = 0; s < simds_; ++s) {
        for (unsigned k = 0; k < p_.wave_slots_per_simd; ++k) cu_.timeline_->declare_slot(s, k);
      }
    }
    const Dispatch* d = cu_.dispatch_;
    if (d != nullptr) {
      wave64_ = d->wave_size() == 64;
      vgprs_per_wave_ = d->descriptor().vgpr_count();
    } else {
      wave64_ = cu_.wave_.wave64();
    }
  }

  // --- Residency -------------------------------------------------------------------------

  bool try_launch(Workgroup& wg) {
    const std::string refusal = first_shortage(wg);
    if (!refusal.empty()) {
      if (&wg != last_refused_) ++cu_.stats_.occupancy.launches_delayed;
      last_refused_ = &wg;
      return false;
    }
    const uint64_t launch = std::max(floor_, release_cycle_);
    WorkgroupInfo& info = workgroups_[&wg];
    info.lds = lds_bytes(wg);
    info.barrier = wg.waves.size() > 1;
    lds_used_ += info.lds;
    barriers_used_ += info.barrier ? 1 : 0;
    for (size_t w = 0; w < wg.waves.size(); ++w) {
      // The workgroup dispatcher starts one wave at a time on the CU.
      const uint64_t wave_launch = std::max(launch, next_wave_launch_);
      next_wave_launch_ = wave_launch + p_.wave_launch_interval_cycles;
      const unsigned s = emptiest_simd(/*need_room=*/true);
      unsigned k = 0;
      while (context(s, k).active) ++k;
      WaveContext& c = context(s, k);
      reset(c);
      c.active = true;
      c.running = true;
      c.wg = &wg;
      c.wave = w;
      c.age = next_age_++;
      c.launch = wave_launch;
      c.accounted = wave_launch;
      c.next_issue = wave_launch + p_.wave_launch_cycles;
      c.next_reason = CpiCategory::Fetch;
      c.fetch_from = c.next_issue;
      units_.vgpr_timing[s]->reset_slot(k, wave_launch);
      units_.sgpr_timing[s]->reset_slot(k, wave_launch);
      ++simd_waves_[s];
      simd_vgprs_[s] += vgpr_allocation();
      info.contexts.push_back(&c);
      active_.push_back(&c);
      running_.push_back(&c);
      if (cu_.timeline_ != nullptr) {
        cu_.timeline_->wave_begin(s, k, wave_launch, wg.waves[w].state->wave_id, wg.index,
                                  wave_name(wg.id, static_cast<unsigned>(w)));
      }
      if (cu_.vcd_ != nullptr) {
        cu_.vcd_at(wave_launch, cu_.vcd_ids_.slot_wave[s][k], wg.waves[w].state->wave_id);
        vcd_state(c, wave_launch, CpiCategory::Fetch);
      }
    }
    resident_waves_ += wg.waves.size();
    cu_.stats_.occupancy.peak_waves = std::max(cu_.stats_.occupancy.peak_waves, resident_waves_);
    if (cu_.timeline_ != nullptr) {
      cu_.timeline_->workgroup_launch(launch, wg.index, wg.id,
                                      static_cast<unsigned>(wg.waves.size()));
    }
    note_limits(wg);
    return true;
  }

  std::string launch_refusal(const Workgroup& wg) { return first_shortage(wg); }

  void begin_workgroup(Workgroup&) {}

  void end_workgroup(Workgroup& wg) {
    auto found = workgroups_.find(&wg);
    if (found == workgroups_.end()) return;
    WorkgroupInfo& info = found->second;
    uint64_t end = floor_;
    for (WaveContext* c : info.contexts) {
      end = std::max(end, c->accounted);
      c->active = false;
      --simd_waves_[c->simd];
      simd_vgprs_[c->simd] -= vgpr_allocation();
    }
    active_.erase(std::remove_if(active_.begin(), active_.end(),
                                 [](const WaveContext* c) { return !c->active; }),
                  active_.end());
    running_.erase(std::remove_if(running_.begin(), running_.end(),
                                  [](const WaveContext* c) { return !c->active; }),
                   running_.end());
    lds_used_ -= info.lds;
    barriers_used_ -= info.barrier ? 1 : 0;
    resident_waves_ -= wg.waves.size();
    release_cycle_ = end;
    if (cu_.timeline_ != nullptr) cu_.timeline_->workgroup_end(end, wg.index, wg.id);
    workgroups_.erase(found);
  }

  // --- Arbitration -----------------------------------------------------------------------

  Pick pick(std::vector<Workgroup*>& resident) {
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
      best->inst = &cu_.decode.at(wave.pc, delay, wave.wave64());
    }
    picked_ = best;
    issue_cycle_ = std::max(best_cycle, floor_);
    size_t index = 0;
    while (resident[index] != best->wg) ++index;
    return Pick{best->wave, best->inst, index};
  }

  void issue(Workgroup& wg, size_t w, const DecodedInst& inst) {
    (void)inst;
    const uint64_t cycle = issue_cycle_;
    WaveContext& c = *picked_;
    WaveState& wave = *wg.waves[w].state;
    if (!c.outstanding.empty()) land_loads(c, wave, cycle);
    if (cycle > floor_) {
      cu_.quantum_keeper_.inc(times_.of(cycle - floor_));
      if (cu_.quantum_keeper_.need_sync()) cu_.quantum_keeper_.sync();
      floor_ = cycle;
    }
    cu_.cycle_ = cycle;
    if (cu_.vcd_ != nullptr) cu_.trace_cycles_until(cycle == 0 ? 0 : cycle - 1);  // else a no-op
    if (cu_.cycle_hook_) cu_.cycle_hook_(cycle);
    if (cu_.vcd_ != nullptr)
      cu_.sample_vcd(cycle, &inst, *wg.waves[w].state, &wg, static_cast<int>(w));
  }

  void retire(Workgroup& wg, size_t w, const DecodedInst& inst, const StepResult& result,
              const CommitLog& log) {
    WaveContext& c = *picked_;
    const uint64_t pc = wg.waves[w].state->pc;
    const uint64_t cycle = issue_cycle_;
    c.prepared = false;

    if (c.special == Special::DelayAlu) {
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
    if (cu_.vcd_ != nullptr && c.port == Port::Lds && units_.lds->newest_conflict_end() > start) {
      // Its bank conflicts hold the LDS unit: the waves waiting for it show that.
      for (WaveContext* other : running_) {
        if (other != &c && other->prepared && other->port == Port::Lds) {
          vcd_lds_conflicts(*other, start, kNever);
        }
      }
    }
    if (c.port == Port::Valu) cu_.valu.issue(cycle);
    account(c, pc, start, /*issued=*/true);
    if (cu_.vcd_ != nullptr) vcd_issued(c, start);

    // Results: the register files' timing side learns when they are readable. Memory results
    // are not interlocked (RDNA3 waits for them only through s_waitcnt): their registers keep
    // the old values until the data lands, and a read before that sees the old value.
    const CpiCategory producer = producer_of(c.port, *c.timing);
    WritebackRecord writeback{c.slot, memory ? start : done, producer, &log};
    if (memory) {
      const Counter counter = c.port == Port::Smem  ? Counter::Smem
                              : c.port == Port::Lds ? Counter::Lds
                              : record.store        ? Counter::Vs
                                                    : Counter::Vm;
      track(c, pc, counter, inst.format == isa::Format::FLAT, record, log);
      count_memory(record, c.port);
      if (done == kPending) {
        pending_tokens_[record.token] = PendingToken{&c, c.age, record.store, inst.format};
      }
      if (cu_.timeline_ != nullptr && !addresses_.empty()) {
        static const char* const kUnits[] = {"vector memory", "scalar memory", "LDS"};
        const char* unit = kUnits[c.port == Port::Vmem ? 0 : c.port == Port::Smem ? 1 : 2];
        const char* level =
            c.port == Port::Lds ? "lds" : memory_level_name(static_cast<MemoryLevel>(record.level));
        cu_.timeline_->memory_access(unit, start, done == kPending ? start + 1 : done, level,
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
    count_down_delays(c);

    if (cu_.timeline_ != nullptr) {
      // The slot's track shows the wave's issue cycle; the unit's busy cycles and the latency
      // are the in-flight slice.
      const uint64_t busy = std::max<uint64_t>(1, uint64_t{c.timing->issue_cycles} * c.passes);
      const uint64_t shown_done = done == kPending ? start + busy : std::max(done, start + busy);
      cu_.timeline_->instruction(c.simd, c.slot, start, start + 1, shown_done,
                                 disassembly(pc, inst), pc, wg.waves[w].state->wave_id, wg.index,
                                 wg.id);
    }

    // What holds the wave's next instruction.
    c.next_issue = start + 1;
    c.next_reason = CpiCategory::Issued;
    if (c.special == Special::Nop) {
      c.next_issue = start + 1 + (inst.simm16 & 0xf);
      c.next_reason = CpiCategory::Nop;
    } else if (c.special == Special::Sleep) {
      c.next_issue =
          start + std::max<uint64_t>(1, uint64_t{p_.sleep_cycles_per_unit} * (inst.simm16 & 0x7f));
      c.next_reason = CpiCategory::Sleep;
    }
    if (result.barrier) {
      c.running = false;
      stop_running(c);
      c.at_barrier = true;
      c.barrier_arrival = start + 1;
      c.barrier_pc = pc;
      if (cu_.vcd_ != nullptr) vcd_state(c, start + 1, CpiCategory::Barrier);
    }
    if (result.ended) {
      c.running = false;
      stop_running(c);
      // The wave ends, and its slot, VGPRs and LDS return, once the memory operations it has in
      // flight are done: its stores acknowledged, its loads landed.
      for (const auto& op : c.outstanding) {
        if (op.done == kPending || op.done <= c.accounted) continue;
        const CpiCategory wait = op.counter == Counter::Vs   ? CpiCategory::WaitVscnt
                                 : op.counter == Counter::Vm ? CpiCategory::WaitVmcnt
                                                             : CpiCategory::WaitLgkmcnt;
        if (cu_.vcd_ != nullptr) vcd_state(c, c.accounted, wait);
        add_stall(c, pc, c.accounted, op.done, wait);
      }
      land_loads(c, *wg.waves[w].state, kNever);
      if (cu_.vcd_ != nullptr) cu_.vcd_at(c.accounted, cu_.vcd_ids_.slot_state[c.simd][c.slot], 0);
      c.ended = c.accounted;
      cu_.stats_.wave_cycles += c.accounted - c.launch;
      if (cu_.timeline_ != nullptr) {
        cu_.timeline_->wave_end(c.simd, c.slot, c.accounted, wg.waves[w].state->wave_id);
      }
      return;
    }
    advance_fetch(c, inst, result, start);
  }

  // The waves parked at the barrier go on once the last one has arrived (or ended).
  void barrier_released(Workgroup& wg) {
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
      running_.insert(std::upper_bound(running_.begin(), running_.end(), c,
                                       [](const WaveContext* a, const WaveContext* b) {
                                         return a->age < b->age;
                                       }),
                      c);
      c->prepared = false;
      if (release > c->next_issue) {
        c->next_issue = release;
        c->next_reason = CpiCategory::Barrier;
      }
    }
  }

  uint64_t trace_cycle() const { return issue_cycle_; }
  bool needs_commit_log() const { return true; }

  ~CycleTiming() { units_.vector_memory->set_completion_handler(nullptr); }

  // The dispatch is over when the memory operations still in flight (stores nobody waited for)
  // have completed too.
  void drain_memory() {
    while (!pending_tokens_.empty()) wait_for_memory();
  }

  // The end of the run: figures for the statistics.
  void finish(Stats& stats) {
    // Waves a fault stopped count their lives up to where their cycles were accounted, so that
    // the CPI stack still sums to wave_cycles.
    for (WaveContext* c : active_) {
      if (c->ended == kNever) stats.wave_cycles += c->accounted - c->launch;
    }
    const uint64_t cycles = std::max({floor_ + 1, last_done_, release_cycle_});
    stats.cycles = cycles;
    stats.cpi_stack = cpi_;
    stats.simd_busy.clear();
    for (const auto& valu : units_.valus) {
      stats.simd_busy.push_back(static_cast<double>(valu->busy_cycles()) /
                                static_cast<double>(cycles));
    }
    stats.occupancy.average_waves =
        static_cast<double>(stats.wave_cycles) / static_cast<double>(cycles);
    stats.occupancy.waves_per_simd_limit = limit_waves_;
    stats.occupancy.limiter = limiter_;
    if (total_waves_ < static_cast<uint64_t>(limit_waves_) * simds_) {
      stats.occupancy.limiter = "grid";
    }
    stats.icache_hits = units_.icache->hits();
    stats.icache_misses = units_.icache->misses();
    MemoryStats& m = stats.memory;
    m.levels.clear();
    const MemoryHierarchy& h = *units_.memory;
    for (size_t l = 0; l < static_cast<size_t>(MemoryLevel::Count); ++l) {
      const LevelCounters& c = h.counters(static_cast<MemoryLevel>(l));
      m.levels.push_back(
          {memory_level_name(static_cast<MemoryLevel>(l)), c.requests, c.hits, c.bytes});
    }
    const LevelCounters& sc = h.scalar_counters();
    m.levels.push_back({"scalar_cache", sc.requests, sc.hits, sc.bytes});
    m.vector_line_requests = units_.vector_memory->line_requests();
    m.lds_conflict_cycles = units_.lds->conflict_cycles();
    m.dram_bytes_per_cycle =
        static_cast<double>(h.counters(MemoryLevel::Dram).bytes) / static_cast<double>(cycles);
    m.vmcnt_stall_by_level.clear();
    for (size_t l = 0; l < static_cast<size_t>(MemoryLevel::Count); ++l) {
      m.vmcnt_stall_by_level.emplace_back(memory_level_name(static_cast<MemoryLevel>(l)),
                                          vmcnt_stall_by_level_[l]);
    }
  }

 private:
  struct WorkgroupInfo {
    std::vector<WaveContext*> contexts;
    uint64_t lds = 0;
    bool barrier = false;
  };

  WaveContext& context(unsigned simd, unsigned slot) {
    return contexts_[static_cast<size_t>(simd) * p_.wave_slots_per_simd + slot];
  }

  static void reset(WaveContext& c) {
    const unsigned simd = c.simd, slot = c.slot;
    const Entry* vgprs = c.vgprs;
    const Entry* sregs = c.sregs;
    c = WaveContext{};
    c.simd = simd, c.slot = slot, c.vgprs = vgprs, c.sregs = sregs;
  }

  // VGPRs a wave takes from its SIMD's file, in wave32 VGPRs (a wave64 VGPR is two).
  uint64_t vgpr_allocation() const {
    const unsigned granule = wave64_ ? p_.vgpr_granule_wave64 : p_.vgpr_granule_wave32;
    const uint64_t rounded = (vgprs_per_wave_ + granule - 1) / granule * granule;
    return wave64_ ? rounded * 2 : rounded;
  }

  uint64_t lds_bytes(const Workgroup& wg) const {
    const uint64_t g = std::max(1u, p_.lds_granule_bytes);
    return (wg.lds.size() + g - 1) / g * g;
  }

  uint64_t lds_capacity() const { return p_.wgp_mode ? p_.lds_bytes_per_wgp : p_.lds_bytes_per_cu; }

  // The SIMD with the fewest resident waves (and, with need_room, a free slot and room for a
  // wave's VGPRs); simds_ when none has room.
  unsigned emptiest_simd(bool need_room) const {
    unsigned best = simds_;
    for (unsigned s = 0; s < simds_; ++s) {
      if (need_room && (simd_waves_[s] >= p_.wave_slots_per_simd ||
                        simd_vgprs_[s] + vgpr_allocation() > p_.vgprs_per_simd)) {
        continue;
      }
      if (best == simds_ || simd_waves_[s] < simd_waves_[best]) best = s;
    }
    return best;
  }

  // Why `wg` cannot launch now (empty: it can).
  std::string first_shortage(const Workgroup& wg) const {
    const uint64_t waves = wg.waves.size();
    if (lds_used_ + lds_bytes(wg) > lds_capacity()) {
      return "LDS: " + std::to_string(lds_bytes(wg)) + " bytes per workgroup, " +
             std::to_string(lds_capacity() - lds_used_) + " free of " +
             std::to_string(lds_capacity());
    }
    if (waves > 1 && barriers_used_ >= p_.barriers_per_cu) return "barriers";
    // Place the waves as try_launch would, on copies of the SIMDs' use.
    std::vector<uint64_t> slots = simd_waves_, vgprs = simd_vgprs_;
    for (uint64_t w = 0; w < waves; ++w) {
      unsigned best = simds_;
      for (unsigned s = 0; s < simds_; ++s) {
        if (slots[s] >= p_.wave_slots_per_simd) continue;
        if (vgprs[s] + vgpr_allocation() > p_.vgprs_per_simd) continue;
        if (best == simds_ || slots[s] < slots[best]) best = s;
      }
      if (best == simds_) {
        const bool slots_full = std::all_of(
            slots.begin(), slots.end(), [this](uint64_t n) { return n >= p_.wave_slots_per_simd; });
        return slots_full ? "wave slots: " + std::to_string(waves) + " waves per workgroup, " +
                                std::to_string(simds_) + " SIMDs x " +
                                std::to_string(p_.wave_slots_per_simd) + " slots"
                          : "VGPRs: " + std::to_string(vgprs_per_wave_) + " per wave (" +
                                std::to_string(vgpr_allocation()) + " allocated) x " +
                                std::to_string(waves) + " waves, " +
                                std::to_string(p_.vgprs_per_simd) + " per SIMD";
      }
      ++slots[best];
      vgprs[best] += vgpr_allocation();
    }
    return {};
  }

  // The occupancy the kernel's resources allow per SIMD and what sets it (first launch).
  void note_limits(const Workgroup& wg) {
    total_waves_ = cu_.dispatch_ != nullptr ? cu_.dispatch_->workgroup_count() * wg.waves.size()
                                            : wg.waves.size();
    if (!limiter_.empty()) return;
    const uint64_t waves_per_group = wg.waves.size();
    struct Limit {
      const char* name;
      uint64_t waves;
    };
    std::vector<Limit> limits{{"wave_slots", p_.wave_slots_per_simd}};
    if (vgpr_allocation() != 0) limits.push_back({"vgprs", p_.vgprs_per_simd / vgpr_allocation()});
    const uint64_t lds = lds_bytes(wg);
    if (lds != 0) limits.push_back({"lds", lds_capacity() / lds * waves_per_group / simds_});
    if (waves_per_group > 1) {
      limits.push_back({"barriers", uint64_t{p_.barriers_per_cu} * waves_per_group / simds_});
    }
    Limit tightest = limits[0];
    for (const Limit& l : limits) {
      if (l.waves < tightest.waves) tightest = l;
    }
    limit_waves_ = tightest.waves;
    limiter_ = tightest.name;
  }

  // The wave parked at a barrier or ended: the arbiter no longer looks at it.
  void stop_running(WaveContext& c) {
    auto found = std::find(running_.begin(), running_.end(), &c);
    if (found != running_.end()) running_.erase(found);
  }

  // Holds the wave until `cycle` for `reason` unless something holds it longer already.
  static void hold(WaveContext& c, uint64_t cycle, CpiCategory reason) {
    if (cycle > c.local_ready) {
      c.local_ready = cycle;
      c.local_reason = reason;
    }
  }

  void read_register(WaveContext& c, const Entry& e, bool valu_consumer) {
    if (valu_consumer && in_valu_pipeline(e.producer)) {
      if (e.ready > c.pipe_ready) {
        c.pipe_ready = e.ready;
        c.pipe_reason = e.producer;
      }
    } else {
      hold(c, e.ready, e.producer);
    }
  }

  void read_scalar(WaveContext& c, unsigned code, bool valu_consumer) {
    if (code < kNumScalarRegs) read_register(c, c.sregs[code], valu_consumer);
  }

  // Decodes the wave's next instruction and works out what holds it, once per issue.
  void prepare(WaveContext& c) {
    WaveState& wave = *c.wg->waves[c.wave].state;
    if (wave.pc >= cu_.code_.size()) {
      Program view;
      view.path = cu_.program_path_;
      view.code.resize(cu_.code_.size());
      throw_pc_outside(*c.wg, static_cast<int>(c.wave), wave.pc, view);
    }
    sc_time fetch_delay = sc_core::SC_ZERO_TIME;
    const DecodedInst& inst = cu_.decode.at(wave.pc, fetch_delay, wave.wave64());
    c.inst = &inst;
    c.prepared = true;
    c.local_ready = c.next_issue;
    c.local_reason = c.next_reason;
    c.pipe_ready = 0;
    c.pipe_reason = CpiCategory::DependencyValu;
    c.special = Special::None;

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
    if (c.valu_issued != kNever &&
        (c.port == Port::Vmem || c.port == Port::Lds || reads_valu_mask)) {
      hold(c, c.valu_issued + p_.valu_to_memory_cycles, CpiCategory::DependencyValu);
    }
    apply_delay_alu(c);
    prepare_special(c, inst);
    if (cu_.vcd_ != nullptr) {
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

  // The waveform of a wave waiting for the LDS unit: the cycles the unit spends on earlier
  // instructions' bank conflicts within [from, to), as account() will count them.
  void vcd_lds_conflicts(WaveContext& c, uint64_t from, uint64_t to) {
    units_.lds->each_conflict(std::max({from, c.local_ready, c.accounted}), to,
                              [&](uint64_t low, uint64_t high) {
                                vcd_state(c, low, CpiCategory::LdsBankConflict);
                                vcd_state(c, high, CpiCategory::Arbitration);
                              });
  }

  // The slot's state signal: 1 issued, 2 + category while waiting (0: empty).
  void vcd_state(const WaveContext& c, uint64_t cycle, CpiCategory reason) {
    if (reason == CpiCategory::Issued) reason = CpiCategory::Arbitration;
    cu_.vcd_at(cycle, cu_.vcd_ids_.slot_state[c.simd][c.slot], 2 + static_cast<uint64_t>(reason));
  }

  void vcd_issued(const WaveContext& c, uint64_t start) {
    cu_.vcd_at(start, cu_.vcd_ids_.slot_state[c.simd][c.slot], 1);
    if (c.port == Port::None) return;
    const int id = cu_.vcd_ids_.simd_issue[c.simd][static_cast<size_t>(c.port)];
    cu_.vcd_at(start, id, 1);
    cu_.vcd_at(start + 1, id, 0);
  }

  // --- Memory -----------------------------------------------------------------------------

  // The byte address of every access the executor recorded (the vector memory unit coalesces
  // them, the LDS unit counts bank conflicts, the scalar cache looks up the lines). A lane's
  // private scratch offset becomes its swizzled address: lanes' dwords at one offset sit side
  // by side.
  void addresses_from(const CommitLog& log, const WaveState& wave) {
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
  void track(WaveContext& c, uint64_t pc, Counter counter, bool flat, const IssueRecord& record,
             const CommitLog& log) {
    WaveContext::Outstanding op{record.token, pc,          counter,     flat,
                                record.level, record.done, record.done, {}};
    if (!spare_writes_.empty()) {
      op.writes = std::move(spare_writes_.back());
      spare_writes_.pop_back();
    }
    op.writes.assign(log.held.begin(),
                     log.held.begin() + static_cast<std::ptrdiff_t>(log.held_count));
    c.outstanding.push_back(std::move(op));
    order_landings(c, counter);
  }

  // Each operation on an in-order counter lands no earlier than the one issued before it.
  static void order_landings(WaveContext& c, Counter counter) {
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
  void land_loads(WaveContext& c, WaveState& wave, uint64_t cycle) {
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
      for (const HeldRegister& h : op.writes) land_held(h, wave);
      if (cu_.trace_ != nullptr && !op.writes.empty()) {
        const Workgroup& wg = *c.wg;
        cu_.trace_->land(op.pc, wave, op.writes, op.done == kPending ? floor_ : op.done, wg.id,
                         wg.index, static_cast<unsigned>(c.wave));
      }
      op.writes.clear();
      spare_writes_.push_back(std::move(op.writes));
      op.token = 0;  // landed: removed below
    }
    c.outstanding.erase(
        std::remove_if(c.outstanding.begin(), c.outstanding.end(),
                       [](const WaveContext::Outstanding& op) { return op.token == 0; }),
        c.outstanding.end());
  }

  // The cycle from which at most `allowed` of the wave's operations counting on `counter`
  // (lgkmcnt: LDS, scalar memory and FLAT) have not landed (0: already).
  uint64_t counter_ready(const WaveContext& c, Counter counter, unsigned allowed, uint64_t now) {
    pending_done_.clear();
    for (const auto& op : c.outstanding) {
      const bool counts = counter == Counter::Lds
                              ? op.counter == Counter::Lds || op.counter == Counter::Smem || op.flat
                              : op.counter == counter;
      if (counts && op.done > now) pending_done_.push_back(op.done);
    }
    if (pending_done_.size() <= allowed) return 0;
    const size_t index = pending_done_.size() - 1 - allowed;
    std::nth_element(pending_done_.begin(),
                     pending_done_.begin() + static_cast<std::ptrdiff_t>(index),
                     pending_done_.end());
    return pending_done_[index];
  }

  void count_memory(const IssueRecord& record, Port port) {
    if (port == Port::Vmem) {
      ++cu_.stats_.memory.vector_instructions;
      cu_.stats_.memory.vector_lanes += record.address_count;
    } else if (port == Port::Lds) {
      ++cu_.stats_.memory.lds_instructions;
    }
  }

  // A memory target answered a request of instruction `token` at `done`.
  void memory_completed(uint64_t token, uint64_t done) {
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

  void wait_for_memory() {
    if (pending_tokens_.empty()) {
      throw ModelError("internal: every wave waits for memory, but none is outstanding");
    }
    cu_.quantum_keeper_.sync();
    sc_core::wait(units_.vector_memory->response_event());
    floor_ = std::max<uint64_t>(
        floor_, sc_core::sc_time_stamp().value() / cu_.config_.clock_period.value());
    for (WaveContext* c : active_) c->prepared = false;
  }

  // s_nop, s_sleep, s_delay_alu and the counter waits.
  void prepare_special(WaveContext& c, const DecodedInst& inst) {
    const unsigned imm = inst.simm16;
    const uint64_t now = floor_;
    switch (inst.info->op) {
      case isa::Op::S_NOP: c.special = Special::Nop; break;
      case isa::Op::S_SLEEP: c.special = Special::Sleep; break;
      case isa::Op::S_DELAY_ALU: c.special = Special::DelayAlu; break;
      case isa::Op::S_WAITCNT:
        c.special = Special::Waitcnt;
        hold(c, counter_ready(c, Counter::Vm, imm >> 10 & 0x3f, now), CpiCategory::WaitVmcnt);
        note_wait_level(c);
        hold(c, counter_ready(c, Counter::Lds, imm >> 4 & 0x3f, now), CpiCategory::WaitLgkmcnt);
        break;
      case isa::Op::S_WAITCNT_VMCNT:
        hold(c, counter_ready(c, Counter::Vm, imm & 0x3f, now), CpiCategory::WaitVmcnt);
        note_wait_level(c);
        break;
      case isa::Op::S_WAITCNT_VSCNT:
        hold(c, counter_ready(c, Counter::Vs, imm & 0x3f, now), CpiCategory::WaitVscnt);
        break;
      case isa::Op::S_WAITCNT_LGKMCNT:
        hold(c, counter_ready(c, Counter::Lds, imm & 0x3f, now), CpiCategory::WaitLgkmcnt);
        break;
      case isa::Op::S_WAITCNT_DEPCTR:
        // Waits for the wave's VALU results in flight (the TRANS-use hazard's remedy).
        hold(c, std::max(c.valu_done[0], c.trans_done[0]), CpiCategory::DependencyValu);
        break;
      case isa::Op::S_WAIT_IDLE:
        for (const auto& op : c.outstanding) {
          if (op.done > now) hold(c, op.done, CpiCategory::WaitVmcnt);
        }
        break;
      default: break;
    }
  }

  // A memory instruction waits while the counter it will count on is full.
  void hold_at_counter_limit(WaveContext& c, const DecodedInst& inst) {
    Counter counter = Counter::Lds;  // lgkmcnt: LDS and scalar memory
    if (c.port == Port::Vmem) {
      bool writes = false;  // a load or a returning atomic counts on vmcnt
      for (unsigned i = 0; i < inst.num_operands; ++i) {
        writes = writes || (inst.operands[i].role & isa::kRoleWrite) != 0;
      }
      counter =
          writes || inst.info->memory_access == isa::MemoryAccess::Load ? Counter::Vm : Counter::Vs;
    }
    const CpiCategory reason = counter == Counter::Vm   ? CpiCategory::WaitVmcnt
                               : counter == Counter::Vs ? CpiCategory::WaitVscnt
                                                        : CpiCategory::WaitLgkmcnt;
    hold(c, counter_ready(c, counter, kCounterMax - 1, floor_), reason);
    if (inst.format == isa::Format::FLAT) {
      hold(c, counter_ready(c, Counter::Lds, kCounterMax - 1, floor_), CpiCategory::WaitLgkmcnt);
    }
  }

  // Which level served the load an s_waitcnt on vmcnt waits for: the one whose own completion
  // is the wait's end (a younger load that waited for it in the return queue did not set it).
  void note_wait_level(WaveContext& c) {
    if (c.local_reason != CpiCategory::WaitVmcnt) return;
    for (const auto& op : c.outstanding) {
      if (op.counter == Counter::Vm && op.completed == c.local_ready) c.wait_level = op.level;
    }
  }

  // s_delay_alu's fields (ISA "S_DELAY_ALU"): instid0 for the next instruction, instid1 for
  // the one `instskip` further (0 SAME, 1 NEXT, 2..5 SKIP_1..4).
  static void set_delays(WaveContext& c, unsigned imm) {
    c.num_delays = 0;
    const unsigned id0 = imm & 0xf, skip = imm >> 4 & 0x7, id1 = imm >> 7 & 0xf;
    if (id0 != 0) c.delays[c.num_delays++] = {0, id0};
    if (id1 != 0) c.delays[c.num_delays++] = {skip, id1};
  }

  void apply_delay_alu(WaveContext& c) const {
    for (unsigned i = 0; i < c.num_delays; ++i) {
      if (c.delays[i].countdown != 0) continue;
      const unsigned id = c.delays[i].id;
      uint64_t until = 0;
      if (id >= 1 && id <= 4) {
        until = c.valu_done[id - 1];  // VALU_DEP_1..4
      } else if (id >= 5 && id <= 7) {
        until = c.trans_done[id - 5];  // TRANS32_DEP_1..3
      } else if (id >= 9 && id <= 11) {
        until = c.salu_done;  // SALU_CYCLE_1..3: the SALU result
      }
      // A hold no longer than the real dependency counts as that dependency.
      if (until > c.local_ready && until > c.pipe_ready) {
        c.local_ready = until;
        c.local_reason = CpiCategory::DelayAlu;
      } else if (until > c.local_ready) {
        c.local_ready = until;
        c.local_reason = c.pipe_reason;
      }
    }
  }

  static void count_down_delays(WaveContext& c) {
    unsigned kept = 0;
    for (unsigned i = 0; i < c.num_delays; ++i) {
      if (c.delays[i].countdown == 0) continue;
      c.delays[kept] = c.delays[i];
      --c.delays[kept].countdown;
      ++kept;
    }
    c.num_delays = kept;
  }

  // After an instruction at `start`: where the wave fetches next. A taken branch (any pc but
  // the next one) empties the instruction buffer and refetches.
  void advance_fetch(WaveContext& c, const DecodedInst& inst, const StepResult& result,
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

  // Puts the wave's cycles up to `start` into the CPI stack: held by its own constraints until
  // local_ready; then, until it entered its unit at `start`, waiting for a source still in the
  // VALU pipeline while there is one, else lost arbitration; then the issue cycle itself.
  void account(WaveContext& c, uint64_t pc, uint64_t start, bool issued) {
    const uint64_t held_until = std::min(std::max(c.local_ready, c.accounted), start);
    if (c.local_reason == CpiCategory::WaitVmcnt && held_until > c.accounted) {
      vmcnt_stall_by_level_[std::min<size_t>(c.wait_level, vmcnt_stall_by_level_.size() - 1)] +=
          held_until - c.accounted;
    }
    add_stall(c, pc, c.accounted, held_until, c.local_reason);
    add_stall(c, pc, held_until, std::min(c.pipe_ready, start), c.pipe_reason);
    if (c.port == Port::Lds) {
      // Waiting for the LDS unit while it took turns for earlier instructions' bank conflicts.
      units_.lds->each_conflict(std::max(held_until, c.accounted), start,
                                [&](uint64_t low, uint64_t high) {
                                  add_stall(c, pc, held_until, low, CpiCategory::Arbitration);
                                  add_stall(c, pc, held_until, high, CpiCategory::LdsBankConflict);
                                });
    }
    add_stall(c, pc, held_until, start, CpiCategory::Arbitration);
    c.accounted = std::max(c.accounted, start);
    if (!issued) {
      if (cu_.profile_ != nullptr) cu_.profile_->issue(pc, 0);  // executed, no issue cycle
      return;
    }
    ++cpi_[static_cast<size_t>(CpiCategory::Issued)];
    c.accounted = start + 1;
    if (cu_.profile_ != nullptr) {
      cu_.profile_->issue(pc, std::max<uint64_t>(1, uint64_t{c.timing->issue_cycles} * c.passes));
    }
  }

  void add_stall(WaveContext& c, uint64_t pc, uint64_t from, uint64_t to, CpiCategory reason) {
    from = std::max(from, c.accounted);
    if (to <= from) return;
    // Issued never names a wait: a gap with no other reason is the arbiter's.
    if (reason == CpiCategory::Issued) reason = CpiCategory::Arbitration;
    cpi_[static_cast<size_t>(reason)] += to - from;
    c.accounted = to;
    if (cu_.profile_ != nullptr) cu_.profile_->stall(pc, reason, to - from);
    if (cu_.timeline_ != nullptr) cu_.timeline_->stall(c.simd, c.slot, from, to, reason);
  }

  const std::string& disassembly(uint64_t pc, const DecodedInst& inst) {
    const size_t index = pc / 4;
    if (index >= disassembly_.size()) disassembly_.resize(index + 1);
    std::string& text = disassembly_[index];
    if (text.empty()) text = disassemble(inst, wave64_);
    return text;
  }

  ComputeUnit& cu_;
  const timing::TimingParams& p_;
  CycleUnits& units_;
  unsigned simds_;
  CycleTimes times_;
  std::vector<WaveContext> contexts_;
  std::vector<WaveContext*> active_;   // resident waves, oldest first
  std::vector<WaveContext*> running_;  // those of them neither at a barrier nor ended, in order
  std::unordered_map<const Workgroup*, WorkgroupInfo> workgroups_;
  std::vector<uint64_t> simd_waves_;
  std::vector<uint64_t> simd_vgprs_;
  uint64_t lds_used_ = 0;
  uint64_t barriers_used_ = 0;
  uint64_t resident_waves_ = 0;
  uint64_t total_waves_ = 0;
  uint64_t limit_waves_ = 0;
  std::string limiter_;
  bool wave64_ = false;
  unsigned vgprs_per_wave_ = 0;
  uint64_t next_age_ = 0;
  uint64_t release_cycle_ = 0;     // when the last workgroup to end freed its resources
  uint64_t next_wave_launch_ = 0;  // the dispatcher's next free cycle to start a wave
  WaveContext* picked_ = nullptr;
  const Workgroup* last_refused_ = nullptr;  // counted once in launches_delayed
  uint64_t issue_cycle_ = 0;
  uint64_t floor_ = 0;  // the latest issue so far: issues never go back in time
  uint64_t last_done_ = 0;
  timing::CpiStack cpi_{};
  std::vector<std::string> disassembly_;
  // The memory instruction being retired: its accesses' addresses.
  std::vector<uint64_t> addresses_;
  unsigned bytes_per_address_ = 4;
  unsigned addresses_per_lane_ = 1;
  std::vector<std::vector<HeldRegister>> spare_writes_;  // landed loads' buffers, reused
  std::vector<size_t> landing_;
  std::vector<uint64_t> pending_done_;
  uint64_t next_token_ = 1;
  struct PendingToken {
    WaveContext* wave;
    uint64_t age;  // the wave's; its slot may hold another wave by the time the data comes
    bool store;
    isa::Format format;
  };
  std::unordered_map<uint64_t, PendingToken> pending_tokens_;
  std::array<uint64_t, static_cast<size_t>(MemoryLevel::Count)> vmcnt_stall_by_level_{};
};

void ComputeUnit::run_cycle_mode() {
  CycleTiming timing(*this);
  try {
    run_engine(timing);
    timing.drain_memory();
  } catch (...) {
    timing.finish(stats_);
    throw;
  }
  timing.finish(stats_);
  cycle_ = stats_.cycles;
}

}  // namespace cutlm::tlm_model
