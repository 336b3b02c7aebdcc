#include "timing/gpu_dispatcher.h"

#include <cstddef>

namespace cutlm::timing {

namespace {

// D5's two orders of a WGP's SIMDs, by the WGP's place in its engine's round robin.
constexpr std::array<unsigned, 8> kEvenPlaceSimds = {0, 1, 2, 3, 2, 3, 0, 1};
constexpr std::array<unsigned, 8> kOddPlaceSimds = {2, 3, 0, 1, 0, 1, 2, 3};

}  // namespace

GpuDispatcher::GpuDispatcher(const GpuTopology& topology)
    : t_(topology),
      next_engine_(topology.first_engine % topology.shader_engines),
      next_wgp_(topology.shader_engines, 0),
      engine_waves_(topology.shader_engines, 0),
      wgp_waves_(topology.wgps(), 0),
      simd_waves_(static_cast<std::size_t>(topology.wgps()) * topology.simds_per_wgp, 0) {}

WavePlace GpuDispatcher::next() {
  WavePlace p;
  p.engine = next_engine_;
  next_engine_ = (next_engine_ + 1) % t_.shader_engines;

  const unsigned place = next_wgp_[p.engine];
  next_wgp_[p.engine] = (place + 1) % t_.wgps_per_engine();
  p.array = place / t_.wgps_per_array;
  p.wgp = place % t_.wgps_per_array;

  const std::size_t wgp_index = static_cast<std::size_t>(p.engine) * t_.wgps_per_engine() + place;
  const unsigned nth = wgp_waves_[wgp_index]++;
  const auto& order = place % 2 == 0 ? kEvenPlaceSimds : kOddPlaceSimds;
  p.simd = order[nth % order.size()] % t_.simds_per_wgp;
  p.slot = simd_waves_[wgp_index * t_.simds_per_wgp + p.simd]++;

  p.launch = engine_waves_[p.engine]++ * t_.engine_launch_cycles;
  return p;
}

}  // namespace cutlm::timing
