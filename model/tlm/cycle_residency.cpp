// The cycle policy's construction and residency: which SIMD and slot each wave of a launching
// workgroup takes, what the CU's resources (wave slots, VGPRs, LDS, barriers) allow, and the
// occupancy figures of the statistics.
#include <algorithm>
#include <array>
#include <string>

#include "tlm/cycle_policy.h"
#include "trace/timeline.h"
#include "trace/wave_name.h"

namespace cutlm::tlm_model {

using timing::CpiCategory;

CyclePolicy::CyclePolicy(CycleHost& host, const timing::TimingParams& params, CycleUnits& units,
                         DecodeUnit& decode, ValuPipeline& valu, Stats& stats,
                         const CycleWorkload& workload, const CycleObservers& observers)
    : host_(host),
      p_(params),
      units_(units),
      decode_(decode),
      valu_(valu),
      stats_(stats),
      timeline_(observers.timeline),
      profile_(observers.profile),
      trace_(observers.trace),
      waveform_(host.records_waveform()),
      simd_base_(observers.simd_base),
      simds_(static_cast<unsigned>(units.arbiters.size())),
      wave64_(workload.wave64),
      vgprs_per_wave_(workload.vgprs_per_wave),
      grid_workgroups_(workload.workgroups),
      code_bytes_(workload.code_bytes),
      program_path_(workload.program_path) {
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
  if (timeline_ != nullptr) {
    for (unsigned s = 0; s < simds_; ++s) {
      for (unsigned k = 0; k < p_.wave_slots_per_simd; ++k)
        timeline_->declare_slot(simd_base_ + s, k);
    }
  }
}

CyclePolicy::~CyclePolicy() { units_.vector_memory->set_completion_handler(nullptr); }

bool CyclePolicy::try_launch(Workgroup& wg, uint64_t not_before) {
  if (shortage(wg) != Shortage::None) {
    if (&wg != last_refused_) ++stats_.occupancy.launches_delayed;
    last_refused_ = &wg;
    return false;
  }
  const uint64_t launch = std::max({floor_, release_cycle_, not_before});
  best_known_ = false;
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
    if (timeline_ != nullptr) {
      timeline_->wave_begin(simd_base_ + s, k, wave_launch, wg.waves[w].state->wave_id, wg.index,
                            wave_name(wg.id, static_cast<unsigned>(w)));
    }
    if (waveform_) {
      host_.waveform_at(wave_launch, CycleHost::Signal::SlotWave, simd_base_ + s, k,
                        wg.waves[w].state->wave_id);
      vcd_state(c, wave_launch, CpiCategory::Fetch);
    }
  }
  resident_waves_ += wg.waves.size();
  stats_.occupancy.peak_waves = std::max(stats_.occupancy.peak_waves, resident_waves_);
  if (timeline_ != nullptr) {
    timeline_->workgroup_launch(launch, wg.index, wg.id, static_cast<unsigned>(wg.waves.size()));
  }
  note_limits(wg);
  return true;
}

void CyclePolicy::end_workgroup(Workgroup& wg) {
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
  if (timeline_ != nullptr) timeline_->workgroup_end(end, wg.index, wg.id);
  workgroups_.erase(found);
}

void CyclePolicy::reset(WaveContext& c) {
  const unsigned simd = c.simd, slot = c.slot;
  const Entry* vgprs = c.vgprs;
  const Entry* sregs = c.sregs;
  // The slot's list of memory operations keeps its room for the next wave, and any load
  // registers left in it go back to the spares: a GPU launches thousands of waves.
  std::vector<WaveContext::Outstanding> outstanding = std::move(c.outstanding);
  for (WaveContext::Outstanding& op : outstanding) {
    if (op.writes.capacity() != 0) spare_writes_.push_back(std::move(op.writes));
  }
  outstanding.clear();
  c = WaveContext{};
  c.simd = simd, c.slot = slot, c.vgprs = vgprs, c.sregs = sregs;
  c.outstanding = std::move(outstanding);
}

// VGPRs a wave takes from its SIMD's file, in wave32 VGPRs (a wave64 VGPR is two).
uint64_t CyclePolicy::vgpr_allocation() const {
  const unsigned granule = wave64_ ? p_.vgpr_granule_wave64 : p_.vgpr_granule_wave32;
  const uint64_t rounded = (vgprs_per_wave_ + granule - 1) / granule * granule;
  return wave64_ ? rounded * 2 : rounded;
}

uint64_t CyclePolicy::lds_bytes(const Workgroup& wg) const {
  const uint64_t g = std::max(1u, p_.lds_granule_bytes);
  return (wg.lds.size() + g - 1) / g * g;
}

// The SIMD with the fewest resident waves (and, with need_room, a free slot and room for a
// wave's VGPRs); simds_ when none has room.
unsigned CyclePolicy::emptiest_simd(bool need_room) const {
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

// What `wg` lacks to launch now, without allocating: the GPU asks every unit on every launch.
CyclePolicy::Shortage CyclePolicy::shortage(const Workgroup& wg) const {
  const uint64_t waves = wg.waves.size();
  if (lds_used_ + lds_bytes(wg) > lds_capacity()) return Shortage::Lds;
  if (waves > 1 && barriers_used_ >= p_.barriers_per_cu) return Shortage::Barriers;
  // Place the waves as try_launch would, on copies of the SIMDs' use (structure.simds_per_wgp
  // is at most kMaxSimds).
  std::array<uint64_t, kMaxSimds> slots{}, vgprs{};
  std::copy(simd_waves_.begin(), simd_waves_.end(), slots.begin());
  std::copy(simd_vgprs_.begin(), simd_vgprs_.end(), vgprs.begin());
  for (uint64_t w = 0; w < waves; ++w) {
    unsigned best = simds_;
    for (unsigned s = 0; s < simds_; ++s) {
      if (slots[s] >= p_.wave_slots_per_simd) continue;
      if (vgprs[s] + vgpr_allocation() > p_.vgprs_per_simd) continue;
      if (best == simds_ || slots[s] < slots[best]) best = s;
    }
    if (best == simds_) {
      const bool slots_full =
          std::all_of(slots.begin(), slots.begin() + simds_,
                      [this](uint64_t n) { return n >= p_.wave_slots_per_simd; });
      return slots_full ? Shortage::WaveSlots : Shortage::Vgprs;
    }
    ++slots[best];
    vgprs[best] += vgpr_allocation();
  }
  return Shortage::None;
}

// Why `wg` cannot launch now, in words (empty: it can).
std::string CyclePolicy::launch_refusal(const Workgroup& wg) const {
  const uint64_t waves = wg.waves.size();
  switch (shortage(wg)) {
    case Shortage::None: return {};
    case Shortage::Lds:
      return "LDS: " + std::to_string(lds_bytes(wg)) + " bytes per workgroup, " +
             std::to_string(lds_capacity() - lds_used_) + " free of " +
             std::to_string(lds_capacity());
    case Shortage::Barriers: return "barriers";
    case Shortage::WaveSlots:
      return "wave slots: " + std::to_string(waves) + " waves per workgroup, " +
             std::to_string(simds_) + " SIMDs x " + std::to_string(p_.wave_slots_per_simd) +
             " slots";
    case Shortage::Vgprs:
      return "VGPRs: " + std::to_string(vgprs_per_wave_) + " per wave (" +
             std::to_string(vgpr_allocation()) + " allocated) x " + std::to_string(waves) +
             " waves, " + std::to_string(p_.vgprs_per_simd) + " per SIMD";
  }
  return {};
}

// The occupancy the kernel's resources allow per SIMD and what sets it (first launch).
void CyclePolicy::note_limits(const Workgroup& wg) {
  total_waves_ = grid_workgroups_ * wg.waves.size();
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

}  // namespace cutlm::tlm_model
