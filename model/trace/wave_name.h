// How a wave is named and which waves and cycles a run records. One name for a wave in every
// output (trace, waveform scopes, fault and hazard lines, timeline): its workgroup's id and its
// index in the workgroup, "wg(X,Y,Z)wN". It holds no spaces or dots, so it is also a VCD/FST
// scope name as it stands; messages use the same numbers in words (wave_label).
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace cutlm {

std::string wave_name(const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup);
// The same wave in a sentence (fault and hazard lines): "workgroup (X,Y,Z) wave N".
std::string wave_label(const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup);

// --wave-window and --wave-workgroups: what the waveform and the trace record.
struct WaveFilter {
  static constexpr uint64_t kNoEnd = std::numeric_limits<uint64_t>::max();
  uint64_t start = 0;     // first recorded cycle
  uint64_t end = kNoEnd;  // last recorded cycle
  // Workgroups by their index in the grid (x fastest), as ranges [first, last]; empty: all.
  std::vector<std::pair<uint64_t, uint64_t>> workgroups;

  bool in_window(uint64_t cycle) const { return cycle >= start && cycle <= end; }
  bool records_workgroup(uint64_t index) const {
    if (workgroups.empty()) return true;
    for (const auto& range : workgroups) {
      if (index >= range.first && index <= range.second) return true;
    }
    return false;
  }
  bool everything() const { return start == 0 && end == kNoEnd && workgroups.empty(); }
};

// "START:END" in cycles, decimal, START <= END; either side may be empty (from 0, to the end).
// Throws InputError "--wave-window: ..." naming what is wrong.
void parse_wave_window(const std::string& text, WaveFilter& filter);
// "0,3-5": workgroup indexes and inclusive ranges, decimal. Throws InputError
// "--wave-workgroups: ..." naming the bad item.
void parse_wave_workgroups(const std::string& text, WaveFilter& filter);

}  // namespace cutlm
