// Every number of the cycle-approximate compute unit (`--timing cycle`), in CU clock cycles.
// The defaults come from isa/gfx1100_timing.json (embedded at build time), where each value has
// its source; `--timing-config FILE` overrides any of them. Plain C++: the SystemC modules in
// model/tlm read these, nothing here knows SystemC.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "isa_tables.h"

namespace cutlm::timing {

// The issue ports of a SIMD's instruction arbiter: per cycle at most one instruction per port,
// from different waves.
enum class Port : uint8_t { Valu, Salu, Vmem, Smem, Lds, Branch, None, Count };
constexpr std::size_t kPorts = static_cast<std::size_t>(Port::Count);
const char* port_name(Port port);

constexpr std::size_t kTimingClasses = static_cast<std::size_t>(isa::TimingClass::Count);

// Members start at zero: the defaults live in isa/gfx1100_timing.json alone (with their sources),
// so take default_timing_params() rather than a default-constructed value.
struct ClassTiming {
  Port port = Port::None;
  uint32_t latency = 0;       // issue to readable result (ALU classes; memory has its own below)
  uint32_t issue_cycles = 0;  // cycles the port is busy per pass (wave32 = one pass)
  uint32_t trans_cycles = 0;  // cycles the transcendental unit is busy (0: does not use it)
};

struct TimingParams {
  // Structure.
  uint32_t simds_per_cu = 0;  // CU mode; WGP mode uses simds_per_wgp
  uint32_t simds_per_wgp = 0;
  bool wgp_mode = false;             // a workgroup may use all SIMDs of the WGP and its LDS
  uint32_t wave_slots_per_simd = 0;  // resident waves per SIMD
  uint32_t vgprs_per_simd = 0;       // wave32 VGPRs per SIMD (a wave64 VGPR takes two)
  uint32_t vgpr_granule_wave32 = 0;  // allocation granule, in the wave's own VGPRs
  uint32_t vgpr_granule_wave64 = 0;
  uint32_t lds_bytes_per_cu = 0;  // CU mode
  uint32_t lds_bytes_per_wgp = 0;
  uint32_t lds_granule_bytes = 0;
  uint32_t barriers_per_cu = 0;  // workgroups of more than one wave resident at once

  // Front end.
  uint32_t icache_bytes = 0;
  uint32_t icache_line_bytes = 0;
  uint32_t icache_ways = 0;
  double icache_miss_ns = 0;                 // a line fill from beyond the CU (memory side: in ns)
  uint32_t icache_prefetch_lines = 0;        // lines fetched ahead of the one a wave reads
  uint32_t branch_taken_cycles = 0;          // refetch after a taken branch or jump
  uint32_t wave_launch_cycles = 0;           // from a wave's launch to its first fetch
  uint32_t wave_launch_interval_cycles = 0;  // between two wave launches on the CU

  // Control.
  uint32_t sleep_cycles_per_unit = 0;   // s_sleep N: N units
  uint32_t barrier_release_cycles = 0;  // last arrival to the waves issuing again
  uint32_t wave64_passes = 0;           // passes of a wave64 instruction that is not single-pass
  // A VALU result read by a memory instruction, or EXEC/VCC by a branch: the cycles after the
  // VALU issued (the VALU-to-VALU path forwards after `latency`; these wait for the write-back).
  uint32_t valu_to_memory_cycles = 0;

  // Memory (cycles from the request). Scalar: the scalar data cache, misses going to L2.
  uint32_t smem_latency = 0;  // scalar cache hit
  uint32_t scalar_cache_bytes = 0;
  uint32_t scalar_cache_line_bytes = 0;
  uint32_t scalar_cache_ways = 0;
  // LDS: a conflict-free access, and the banks lanes' dwords map to.
  uint32_t lds_latency = 0;
  uint32_t lds_banks = 0;
  // Vector: lane addresses coalesce into lines; L0 (per CU), L1, L2, then the rest of the path
  // to DRAM as one latency and one bandwidth (the CU's share).
  uint32_t vector_line_bytes = 0;
  uint32_t vector_lines_per_cycle = 0;  // lines the address unit sends to L0 per cycle
  uint32_t l0_bytes = 0;
  uint32_t l0_ways = 0;
  uint32_t l0_hit_cycles = 0;
  uint32_t l0_outstanding_misses = 0;
  uint32_t l1_bytes = 0;
  uint32_t l1_ways = 0;
  uint32_t l1_hit_cycles = 0;
  uint32_t l2_bytes = 0;
  uint32_t l2_ways = 0;
  // L2 and beyond run on their own clocks: their latencies are nanoseconds and the bandwidth
  // bytes per second, turned into this CU's cycles by set_clock().
  double l2_hit_ns = 0;
  double dram_ns = 0;             // beyond L2: Infinity Cache and VRAM as one latency
  double dram_gbps = 0;           // the CU's share of the bandwidth beyond L2, GB/s
  uint32_t dram_burst_bytes = 0;  // what the CU may take beyond its share while others idle
  // Address translation: the first access to a page the CU's TLB does not hold waits for it.
  double tlb_miss_ns = 0;
  uint32_t tlb_page_bytes = 0;
  uint32_t tlb_entries = 0;
  // The whole GPU's shared memory (tlm::GpuMemory, used only when CUs attach to it): an L1 per
  // shader array (l1_bytes, l1_ways, l1_hit_cycles) with its bandwidth; L2 (l2_bytes, l2_ways,
  // l2_hit_ns) in channels; the Infinity Cache and DRAM, one slice and controller per memory
  // chiplet (MCD). Bandwidths are the whole GPU's, split evenly over the channels.
  uint32_t l1_bytes_per_cycle = 0;  // per shader array, on the CU clock
  uint32_t l2_channels = 0;
  double l2_gbps = 0;
  uint32_t mall_bytes = 0;
  uint32_t mall_ways = 0;
  double mall_hit_ns = 0;
  double mall_gbps = 0;  // the GCD-MCD links, as measured reads from the Infinity Cache
  uint32_t mcds = 0;
  double dram_total_gbps = 0;
  // The fraction of dram_total_gbps a stream of reads, or of writes, sustains (GDDR6 refresh,
  // page misses and bus turnarounds: measured, not derived).
  double dram_read_efficiency = 1;
  double dram_write_efficiency = 1;
  // The period over which a shared channel counts its lines: requests reach a channel out of
  // time order (the CUs are simulated one after another), and those within one period share
  // the channel whatever their order. Also how far ahead of the others one CU may run.
  double queue_window_ns = 0;

  // The nanosecond parameters in cycles of the CU's clock (set_clock).
  double clock_ns = 0;
  uint32_t icache_miss_cycles = 0;
  uint32_t l2_hit_cycles = 0;
  uint32_t dram_cycles = 0;
  uint32_t tlb_miss_cycles = 0;
  double dram_bytes_per_cycle = 0;
  uint32_t mall_hit_cycles = 0;
  double l2_bytes_per_cycle = 0;  // the GPU's, all channels
  double mall_bytes_per_cycle = 0;
  double dram_total_bytes_per_cycle = 0;
  uint32_t queue_window_cycles = 0;
  // Fills the cycle members above for a CU clock period of `ns`.
  void set_clock(double ns);

  // The fast mode (--timing fast, loosely timed): one latency per kind of unit, no caches.
  uint32_t loose_valu_latency = 0;
  uint32_t loose_salu_latency = 0;
  uint32_t loose_wave64_valu_passes = 0;
  uint32_t loose_smem_latency = 0;
  uint32_t loose_lds_latency = 0;
  uint32_t loose_vmem_latency = 0;

  std::array<ClassTiming, kTimingClasses> classes{};
  const ClassTiming& of(isa::TimingClass c) const { return classes[static_cast<std::size_t>(c)]; }
};

// The CU clock the defaults are given for when no other is named: the RX 7900 XTX's boost clock,
// 2.5 GHz.
constexpr double kDefaultClockNs = 0.4;

// The defaults: isa/gfx1100_timing.json as built into the program, at kDefaultClockNs.
const TimingParams& default_timing_params();
// The defaults with the values of FILE (same shape as the defaults file, any subset of its keys;
// a value may be given bare or as {"value": V}); throws InputError naming FILE and the key for
// unknown keys, wrong types and values out of range, and for an unreadable or malformed FILE.
// The file's "about" strings and "source" keys are allowed and ignored.
TimingParams load_timing_params(const std::string& path);

}  // namespace cutlm::timing
