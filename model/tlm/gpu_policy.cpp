#include "tlm/gpu_policy.h"

#include <algorithm>

#include "support/errors.h"

namespace cutlm::tlm_model {

GpuShape gpu_shape(unsigned compute_units) {
  GpuShape shape;
  timing::GpuTopology& t = shape.topology;
  const unsigned n = compute_units;
  if (n == 1) {
    t.shader_engines = 1, t.arrays_per_engine = 1, t.wgps_per_array = 1;
    shape.cus_per_wgp = 1;
  } else if (n % 2 == 0 && n <= 8) {
    t.shader_engines = 1, t.arrays_per_engine = 1, t.wgps_per_array = n / 2;
  } else if (n % 16 == 0 && n <= 96) {
    t.shader_engines = n / 16;  // Navi 31's engines: 2 arrays of 4 WGPs of 2 CUs
  } else {
    shape.error = "--cus " + std::to_string(n) +
                  ": a GPU of 1, 2, 4, 6 or 8 CUs (one shader array) or a multiple of 16 up to 96 "
                  "(shader engines of 16 CUs, Navi 31 has 6)";
    return shape;
  }
  if (t.shader_engines == 1) t.first_engine = 0;
  return shape;
}

void MinTree::reset(size_t n, uint64_t key) {
  leaves_ = 1;
  while (leaves_ < n) leaves_ *= 2;
  nodes_.assign(2 * leaves_, {~uint64_t{0}, 0});
  for (size_t i = 0; i < leaves_; ++i) nodes_[leaves_ + i] = {i < n ? key : ~uint64_t{0}, i};
  for (size_t i = leaves_ - 1; i >= 1; --i) nodes_[i] = std::min(nodes_[2 * i], nodes_[2 * i + 1]);
}

void MinTree::set(size_t index, uint64_t key) {
  size_t i = leaves_ + index;
  nodes_[i].first = key;
  // A node that keeps its winner leaves every node above it as it was.
  for (i /= 2; i >= 1; i /= 2) {
    const std::pair<uint64_t, size_t> winner = std::min(nodes_[2 * i], nodes_[2 * i + 1]);
    if (winner == nodes_[i]) break;
    nodes_[i] = winner;
  }
}

GpuPolicy::GpuPolicy(std::vector<GpuUnit>& units, const GpuShape& shape, bool wgp_mode,
                     const GpuMemory* memory, Stats& stats, uint64_t lookahead, uint32_t window)
    : units_(units),
      shape_(shape),
      wgp_mode_(wgp_mode),
      memory_(memory),
      stats_(stats),
      lookahead_(lookahead),
      dispatcher_(shape.topology),
      engine_launches_(shape.topology.shader_engines,
                       RateChannel(shape.topology.engine_launch_cycles, std::max(1u, window))) {
  next_issue_.reset(units_.size(), kNever);
}

size_t GpuPolicy::unit_of(const timing::WavePlace& place) const {
  const timing::GpuTopology& t = shape_.topology;
  const size_t wgp =
      (static_cast<size_t>(place.engine) * t.arrays_per_engine + place.array) * t.wgps_per_array +
      place.wgp;
  if (wgp_mode_ || shape_.cus_per_wgp == 1) return wgp;
  // In CU mode a WGP's SIMDs 0-1 are its first CU's, 2-3 its second's.
  return wgp * shape_.cus_per_wgp + place.simd / 2;
}

bool GpuPolicy::launch_on(size_t unit, Workgroup& wg, unsigned engine) {
  GpuUnit& u = units_[unit];
  // No earlier than the issue that ended the workgroup making room (the unit that issued
  // last): with the lookahead, the GPU's latest issue may be ahead of it.
  const uint64_t now = units_[current_].policy->trace_cycle();
  // The engine's dispatcher starts one wave per engine_launch_cycles (docs/gpu-evidence.md, D4):
  // in time order, the launch waits for the engine's last one; a launch behind one that a unit
  // ahead made takes its turn within their window.
  const double dispatcher_cycles =
      static_cast<double>(shape_.topology.engine_launch_cycles) * wg.waves.size();
  const uint64_t not_before = engine_launches_[engine].take(now, dispatcher_cycles);
  if (!u.policy->try_launch(wg, not_before)) return false;
  owners_[&wg] = unit;
  ++u.workgroups;
  u.waves += wg.waves.size();
  resident_waves_ += wg.waves.size();
  peak_waves_ = std::max(peak_waves_, resident_waves_);
  stale_.push_back(unit);
  return true;
}

bool GpuPolicy::try_launch(Workgroup& wg) {
  if (!have_place_) {
    place_ = dispatcher_.next();
    have_place_ = true;
  }
  // The dispatcher's place; when that unit is full, the one that freed room last (the
  // workgroup that just ended made it); else the first with room after the place.
  const size_t n = units_.size();
  const size_t first = unit_of(place_);
  size_t chosen = n;
  // Room only ever appears where a workgroup ends, and the grid's workgroups all need the same:
  // once every unit has refused, only the units that freed room since can take one (a
  // memory-bound grid keeps the GPU full and asks at every step). The choice is the full
  // scan's: the place, the unit that freed room last, the first after the place.
  auto candidate = [&](size_t unit) {
    return !refused_until_room_ ||
           std::find(freed_since_refusal_.begin(), freed_since_refusal_.end(), unit) !=
               freed_since_refusal_.end();
  };
  if (candidate(first) && units_[first].policy->fits(wg)) {
    chosen = first;
  } else if (candidate(last_freed_) && units_[last_freed_].policy->fits(wg)) {
    chosen = last_freed_;
  } else if (refused_until_room_) {
    size_t nearest = n;  // distance from the place
    for (size_t unit : freed_since_refusal_) {
      const size_t distance = (unit + n - first) % n;
      if (distance < nearest && units_[unit].policy->fits(wg)) {
        nearest = distance;
        chosen = unit;
      }
    }
  } else {
    for (size_t i = 1; i < n && chosen == n; ++i) {
      if (units_[(first + i) % n].policy->fits(wg)) chosen = (first + i) % n;
    }
  }
  if (chosen == n) {
    if (&wg != last_refused_) ++launches_delayed_;
    last_refused_ = &wg;
    refused_until_room_ = true;
    freed_since_refusal_.clear();
    return false;
  }
  have_place_ = false;
  if (!launch_on(chosen, wg, units_[chosen].engine)) {
    throw ModelError("internal: a compute unit refused a workgroup it had room for");
  }
  return true;
}

void GpuPolicy::end_workgroup(Workgroup& wg) {
  auto found = owners_.find(&wg);
  if (found == owners_.end()) return;
  const size_t unit = found->second;
  units_[unit].policy->end_workgroup(wg);
  resident_waves_ -= wg.waves.size();
  last_freed_ = unit;
  if (refused_until_room_ && std::find(freed_since_refusal_.begin(), freed_since_refusal_.end(),
                                       unit) == freed_since_refusal_.end()) {
    freed_since_refusal_.push_back(unit);  // at most every unit once
  }
  stale_.push_back(unit);
  owners_.erase(found);
}

Pick GpuPolicy::pick(std::vector<Workgroup*>& resident) {
  for (size_t unit : stale_) next_issue_.set(unit, units_[unit].policy->next_issue_cycle());
  stale_.clear();
  if (next_issue_.min() == kNever) {
    throw ModelError("internal: no wave of the GPU can issue while waves are live");
  }
  // The unit that issued last goes on while it is within the lookahead of the earliest.
  const uint64_t mine = units_[current_].policy->next_issue_cycle();
  if (mine == kNever || mine > next_issue_.min() + lookahead_) current_ = next_issue_.argmin();
  CyclePolicy& policy = *units_[current_].policy;
  const Pick pick = policy.pick(resident);
  stale_.push_back(current_);
  return pick;
}

void GpuPolicy::drain_memory() {
  for (GpuUnit& u : units_) u.policy->drain_memory();
}

namespace {

void add_stack(timing::CpiStack& to, const timing::CpiStack& from) {
  for (size_t c = 0; c < timing::kCpiCategories; ++c) to[c] += from[c];
}

}  // namespace

// The GPU's figures: its span is its slowest unit's; cycles of waves, the CPI stack, cache
// requests and hits are the units' summed; each SIMD's busy fraction is over the GPU's span.
void GpuPolicy::finish() {
  uint64_t cycles = 1;
  for (GpuUnit& u : units_) {
    u.policy->finish();
    cycles = std::max(cycles, u.stats->cycles);
  }
  Stats& s = stats_;
  s.cycles = cycles;
  s.wave_cycles = 0;
  s.cpi_stack = {};
  s.simd_busy.clear();
  s.icache_hits = s.icache_misses = 0;
  MemoryStats& m = s.memory;
  m = MemoryStats{};
  m.levels = units_[0].stats->memory.levels;
  for (MemoryLevelStats& l : m.levels) l.requests = l.hits = l.bytes = 0;
  m.vmcnt_stall_by_level = units_[0].stats->memory.vmcnt_stall_by_level;
  for (auto& level : m.vmcnt_stall_by_level) level.second = 0;
  s.gpu = GpuStats{};
  s.gpu.compute_units = static_cast<unsigned>(units_.size()) * (wgp_mode_ ? 2 : 1);
  s.gpu.shader_engines = shape_.topology.shader_engines;
  s.gpu.wgp_mode = wgp_mode_;
  const auto span = static_cast<double>(cycles);
  for (const GpuUnit& u : units_) {
    const Stats& c = *u.stats;
    s.wave_cycles += c.wave_cycles;
    add_stack(s.cpi_stack, c.cpi_stack);
    UnitStats us;
    us.engine = u.engine, us.array = u.array, us.wgp = u.wgp, us.cu = u.cu;
    us.workgroups = u.workgroups;
    us.waves = u.waves;
    us.instructions = u.instructions;
    us.wave_cycles = c.wave_cycles;
    us.last_cycle = u.waves == 0 ? 0 : c.cycles;
    us.cpi_stack = c.cpi_stack;
    double busy = 0;
    for (double b : c.simd_busy) {
      const double over_span = b * static_cast<double>(c.cycles) / span;
      s.simd_busy.push_back(over_span);
      busy += over_span;
    }
    us.busy = c.simd_busy.empty() ? 0.0 : busy / static_cast<double>(c.simd_busy.size());
    s.icache_hits += c.icache_hits;
    s.icache_misses += c.icache_misses;
    const MemoryStats& cm = c.memory;
    m.vector_instructions += cm.vector_instructions;
    m.vector_lanes += cm.vector_lanes;
    m.vector_line_requests += cm.vector_line_requests;
    m.lds_instructions += cm.lds_instructions;
    m.lds_conflict_cycles += cm.lds_conflict_cycles;
    for (size_t l = 0; l < m.levels.size() && l < cm.levels.size(); ++l) {
      m.levels[l].requests += cm.levels[l].requests;
      m.levels[l].hits += cm.levels[l].hits;
      m.levels[l].bytes += cm.levels[l].bytes;
    }
    for (size_t l = 0; l < m.vmcnt_stall_by_level.size() && l < cm.vmcnt_stall_by_level.size();
         ++l) {
      m.vmcnt_stall_by_level[l].second += cm.vmcnt_stall_by_level[l].second;
    }
    if (!cm.levels.empty()) {
      us.l0_requests = cm.levels[0].requests;
      us.l0_hits = cm.levels[0].hits;
    }
    if (s.occupancy.limiter.empty() && !c.occupancy.limiter.empty()) {
      s.occupancy.limiter = c.occupancy.limiter;
      s.occupancy.waves_per_simd_limit = c.occupancy.waves_per_simd_limit;
    }
    s.gpu.units.push_back(us);
  }
  // With the shared memory, the levels beyond L0 are its own: the units' L1, L2 and DRAM share
  // are not used. The Infinity Cache is a level of its own there, between L2 and DRAM.
  if (memory_ != nullptr) {
    std::vector<MemoryLevelStats> levels;
    for (const MemoryLevelStats& l : m.levels) {
      if (l.name == memory_level_name(MemoryLevel::L1)) {
        for (size_t g = 0; g < kGpuLevels; ++g) {
          const GpuLevelCounters& c = memory_->counters(static_cast<GpuLevel>(g));
          levels.push_back({gpu_level_name(static_cast<GpuLevel>(g)), c.requests, c.hits, c.bytes});
        }
      } else if (l.name != memory_level_name(MemoryLevel::L2) &&
                 l.name != memory_level_name(MemoryLevel::Dram)) {
        levels.push_back(l);
      }
    }
    m.levels = std::move(levels);
    m.dram_bytes_per_cycle = static_cast<double>(memory_->counters(GpuLevel::Dram).bytes) / span;
  } else {
    for (const MemoryLevelStats& l : m.levels) {
      if (l.name == memory_level_name(MemoryLevel::Dram)) {
        m.dram_bytes_per_cycle = static_cast<double>(l.bytes) / span;
      }
    }
  }
  s.occupancy.average_waves = static_cast<double>(s.wave_cycles) / span;
  s.occupancy.peak_waves = peak_waves_;
  s.occupancy.launches_delayed = launches_delayed_;
}

}  // namespace cutlm::tlm_model
