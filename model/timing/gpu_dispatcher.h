// Where the whole GPU's workgroup dispatcher puts each wave, and when it starts it: the rules the
// RX 7900 XTX traces show (docs/gpu-evidence.md, section 2, rules D1-D5), as plain C++ so that a
// multi-CU model and its tests share one placement. It knows nothing of SystemC or of residency:
// it answers "the next wave goes here, no earlier than this cycle"; whether the place has room is
// the caller's.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace cutlm::timing {

// Navi 31's shape (docs/gpu-evidence.md, section 1).
struct GpuTopology {
  unsigned shader_engines = 6;
  unsigned arrays_per_engine = 2;
  unsigned wgps_per_array = 4;
  unsigned simds_per_wgp = 4;
  unsigned first_engine = 1;          // D2: the round robin over engines starts at SE1
  unsigned engine_launch_cycles = 2;  // D4: one wave every 2 cycles per engine

  unsigned wgps_per_engine() const { return arrays_per_engine * wgps_per_array; }
  unsigned wgps() const { return shader_engines * wgps_per_engine(); }
};

struct WavePlace {
  unsigned engine = 0;
  unsigned array = 0;   // within the engine
  unsigned wgp = 0;     // within the array
  unsigned simd = 0;    // within the WGP (0-3)
  unsigned slot = 0;    // the wave's rank on its SIMD
  uint64_t launch = 0;  // the earliest cycle the dispatcher starts it
};

// Places one-wave workgroups in grid order:
// - D2: one workgroup at a time to each engine in turn, from first_engine;
// - D3: within an engine, to its WGPs in turn (array 0's WGPs, then array 1's);
// - D5: within a WGP, to its SIMDs in a repeating order of eight, 0,1,2,3,2,3,0,1 for the WGPs
//   at even places of the engine's round robin and 2,3,0,1,0,1,2,3 at odd ones;
// - D1, D4: every engine starts at cycle 0 and starts one wave per engine_launch_cycles.
class GpuDispatcher {
 public:
  explicit GpuDispatcher(const GpuTopology& topology);
  WavePlace next();

 private:
  GpuTopology t_;
  unsigned next_engine_;
  std::vector<unsigned> next_wgp_;      // per engine: its round robin's next place
  std::vector<uint64_t> engine_waves_;  // per engine: waves started so far
  std::vector<unsigned> wgp_waves_;     // per WGP (engine-major): waves placed on it
  std::vector<unsigned> simd_waves_;    // per SIMD (WGP-major)
};

}  // namespace cutlm::timing
