// The cycle policy's accounting: every cycle of every wave's life in one CPI category (in the
// statistics, the profile and the timeline), the figures of the statistics at the end, and the
// waveform's per-slot state and per-port issue signals.
#include <algorithm>

#include "isa/disasm.h"
#include "tlm/cycle_policy.h"
#include "trace/profile.h"
#include "trace/timeline.h"

namespace cutlm::tlm_model {

using timing::CpiCategory;
using timing::Port;

// Puts the wave's cycles up to `start` into the CPI stack: held by its own constraints until
// local_ready; then, until it entered its unit at `start`, waiting for a source still in the
// VALU pipeline while there is one, else lost arbitration; then the issue cycle itself.
void CyclePolicy::account(WaveContext& c, uint64_t pc, uint64_t start, bool issued) {
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
    if (profile_ != nullptr) profile_->issue(pc, 0);  // executed, no issue cycle
    return;
  }
  ++cpi_[static_cast<size_t>(CpiCategory::Issued)];
  c.accounted = start + 1;
  if (profile_ != nullptr) {
    profile_->issue(pc, std::max<uint64_t>(1, uint64_t{c.timing->issue_cycles} * c.passes));
  }
}

void CyclePolicy::charge_stall(WaveContext& c, uint64_t pc, uint64_t from, uint64_t to,
                               CpiCategory reason) {
  // Issued never names a wait: a gap with no other reason is the arbiter's.
  if (reason == CpiCategory::Issued) reason = CpiCategory::Arbitration;
  cpi_[static_cast<size_t>(reason)] += to - from;
  c.accounted = to;
  if (profile_ != nullptr) profile_->stall(pc, reason, to - from);
  if (timeline_ != nullptr) timeline_->stall(simd_base_ + c.simd, c.slot, from, to, reason);
}

// The end of the run: figures for the statistics.
void CyclePolicy::finish() {
  Stats& stats = stats_;
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

const std::string& CyclePolicy::disassembly(uint64_t pc, const DecodedInst& inst) {
  const size_t index = pc / 4;
  if (index >= disassembly_.size()) disassembly_.resize(index + 1);
  std::string& text = disassembly_[index];
  if (text.empty()) text = disassemble(inst, wave64_);
  return text;
}

// The waveform of a wave waiting for the LDS unit: the cycles the unit spends on earlier
// instructions' bank conflicts within [from, to), as account() will count them.
void CyclePolicy::vcd_lds_conflicts(WaveContext& c, uint64_t from, uint64_t to) {
  units_.lds->each_conflict(std::max({from, c.local_ready, c.accounted}), to,
                            [&](uint64_t low, uint64_t high) {
                              vcd_state(c, low, CpiCategory::LdsBankConflict);
                              vcd_state(c, high, CpiCategory::Arbitration);
                            });
}

// The slot's state signal: 1 issued, 2 + category while waiting (0: empty).
void CyclePolicy::vcd_state(const WaveContext& c, uint64_t cycle, CpiCategory reason) {
  if (reason == CpiCategory::Issued) reason = CpiCategory::Arbitration;
  host_.waveform_at(cycle, CycleHost::Signal::SlotState, simd_base_ + c.simd, c.slot,
                    2 + static_cast<uint64_t>(reason));
}

void CyclePolicy::vcd_issued(const WaveContext& c, uint64_t start) {
  host_.waveform_at(start, CycleHost::Signal::SlotState, simd_base_ + c.simd, c.slot, 1);
  if (c.port == Port::None) return;
  const auto port = static_cast<unsigned>(c.port);
  host_.waveform_at(start, CycleHost::Signal::PortIssue, simd_base_ + c.simd, port, 1);
  host_.waveform_at(start + 1, CycleHost::Signal::PortIssue, simd_base_ + c.simd, port, 0);
}

}  // namespace cutlm::tlm_model
