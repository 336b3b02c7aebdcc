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

// A channel's rate (an array's L1 port, an L2 channel, an MCD's link or its DRAM): a line takes
// it for line_cycles. Its time is cut into periods (memory.queue_window_ns); a line asked at a
// cycle takes room in the first period from that cycle's on that has some, and starts when the
// lines counted before it in that period have passed. The CUs are simulated one after another,
// so lines reach a channel out of time order: counted per period, lines asked within a period
// share the channel however they arrive, and a later-asked line that arrived first does not
// hold up the earlier ones. The periods' total never exceeds the rate.
class RateChannel {
 public:
  RateChannel(double line_cycles, uint32_t period_cycles);
  // The cycle a line asked for at `cycle` starts.
  uint64_t take(uint64_t cycle);
  // The same for a line that takes the channel `line_cycles` instead.
  uint64_t take(uint64_t cycle, double line_cycles);

 private:
  static constexpr uint64_t kPeriods = 4096;  // the periods remembered, a ring
  struct Period {
    double busy = 0;         // cycles taken
    uint64_t next_room = 0;  // when full: a later period the last search from it found room in
  };
  Period& at(uint64_t period);          // (moves the ring on)
  uint64_t with_room(uint64_t period);  // the first period from `period` on with room

  double line_cycles_;
  uint64_t period_;
  std::vector<Period> periods_;
  uint64_t first_ = 0;  // the oldest period the ring holds
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
  void count(GpuLevelCounters& c, bool hit, uint64_t cycle, uint64_t done);
  uint64_t read(unsigned array, uint64_t address, uint64_t cycle, GpuLevel& level);
  // The whole latency of the level a line some L1 is already filling comes from, as seen at
  // `cycle`: L2 if it holds the line by then, else the Infinity Cache, else DRAM.
  uint32_t merged_latency(uint64_t address, uint64_t cycle, GpuLevel& level) const;
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
  std::vector<RateChannel> l1_ports_, l2_channels_, links_, drams_;
  double dram_read_cycles_ = 0, dram_write_cycles_ = 0;  // a line's time on an MCD's DRAM
  std::array<GpuLevelCounters, kGpuLevels> counters_{};
  std::vector<GpuLevelCounters> l1_counters_;
};

}  // namespace cutlm::tlm_model
