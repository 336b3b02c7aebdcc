// The memory the compute units of a whole GPU share, below each CU's L0 and scalar cache: an L1
// per shader array, the L2 in channels, the Infinity Cache (MALL) and DRAM, one slice and one
// memory controller per memory chiplet (MCD). A SystemC module with one target socket that every
// CU's MemoryHierarchy binds to (GpuMemory::attach); a request is one line, its cycle in the
// annotated delay, and it completes at once (TLM_COMPLETED) with its completion in the delay and
// the deepest level that served it in the ServedBy extension.
//
// Each level's latency is the whole load-to-use time of a request it serves (as the measurements
// are, and as MemoryHierarchy's levels are). Each channel (an array's L1, an L2 channel, an MCD's
// link and its DRAM) has a rate: a line takes it for line / rate cycles, and lines queue for it.
// Every size, latency and rate is a timing::TimingParams parameter ("memory").
#pragma once

#include <tlm_utils/multi_passthrough_target_socket.h>

#include <array>
#include <cstdint>
#include <systemc>
#include <tlm>
#include <vector>

#include "tlm/memory_timing.h"

namespace cutlm::tlm_model {

// The levels of the shared memory, nearest first.
enum class GpuLevel : uint8_t { L1, L2, Mall, Dram, Count };
constexpr size_t kGpuLevels = static_cast<size_t>(GpuLevel::Count);
const char* gpu_level_name(GpuLevel level);

// A level's counters: lookups, hits (at L2: requests it did not send further, including reads of
// a line already on its way), bytes moved, and the span of cycles over which it was used.
struct GpuLevelCounters : LevelCounters {
  uint64_t first_cycle = ~uint64_t{0};  // the earliest request
  uint64_t last_cycle = 0;              // the latest completion
  // Bytes per cycle over [first request, last completion]; 0 when never used.
  double achieved_bytes_per_cycle() const {
    return last_cycle > first_cycle ? static_cast<double>(bytes) / (last_cycle - first_cycle) : 0;
  }
};

class GpuMemory : public sc_core::sc_module {
 public:
  tlm_utils::multi_passthrough_target_socket_optional<GpuMemory> target;

  // `arrays` shader arrays (one L1 each); `period` is the CUs' clock period.
  GpuMemory(sc_core::sc_module_name name, const timing::TimingParams& params,
            sc_core::sc_time period, unsigned arrays);

  // Binds `cu_memory`'s socket to this module: from then on the CU's L0 and scalar cache misses
  // and its stores come here, through the L1 of shader array `array`. Before elaboration ends.
  void attach(MemoryHierarchy& cu_memory, unsigned cu, unsigned array);

  unsigned arrays() const { return static_cast<unsigned>(l1_.size()); }
  const GpuLevelCounters& counters(GpuLevel level) const {
    return counters_[static_cast<size_t>(level)];
  }
  const GpuLevelCounters& l1_counters(unsigned array) const { return l1_counters_.at(array); }

  // The cycle a line request made at `cycle` from shader array `array` completes, and where it
  // was served (what the socket does; public for callers without a socket).
  uint64_t request(unsigned array, uint64_t address, bool write, uint64_t cycle, GpuLevel& level);

 private:
  // A channel's rate: the cycle a line asked for at `cycle` may start.
  struct Channel {
    double next = 0;  // the turn of the next line: when the lines taken so far have passed
  };
  uint64_t take(Channel& channel, double line_cycles, double window, uint64_t cycle);
  void count(GpuLevelCounters& c, bool hit, uint64_t cycle, uint64_t done);
  uint64_t read(unsigned array, uint64_t address, uint64_t cycle, GpuLevel& level);
  uint64_t write(uint64_t address, uint64_t cycle);
  // Beyond L2 for a line L2 does not hold: the Infinity Cache, then DRAM.
  uint64_t beyond_l2(uint64_t address, uint64_t cycle, bool write, GpuLevel& level);

  void b_transport(int id, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  tlm::tlm_sync_enum nb_transport_fw(int id, tlm::tlm_generic_payload& payload,
                                     tlm::tlm_phase& phase, sc_core::sc_time& delay);

  const timing::TimingParams& params_;
  sc_core::sc_time period_;
  uint64_t line_bytes_;
  std::vector<CacheTags> l1_;
  CacheTags l2_, mall_;
  std::vector<Channel> l1_ports_, l2_channels_, links_, drams_;
  // Cycles one line takes on each kind of channel, and the window each may take lines early.
  double l1_line_cycles_, l2_line_cycles_, link_line_cycles_, dram_line_cycles_;
  double l1_window_, l2_window_, link_window_, dram_window_;
  std::array<GpuLevelCounters, kGpuLevels> counters_{};
  std::vector<GpuLevelCounters> l1_counters_;
};

}  // namespace cutlm::tlm_model
