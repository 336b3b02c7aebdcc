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
  uint32_t icache_miss_cycles = 0;   // line fill from L1/L2
  uint32_t branch_taken_cycles = 0;  // refetch after a taken branch or jump
  uint32_t wave_launch_cycles = 0;   // from workgroup launch to a wave's first fetch

  // Control.
  uint32_t sleep_cycles_per_unit = 0;   // s_sleep N: N units
  uint32_t barrier_release_cycles = 0;  // last arrival to the waves issuing again
  uint32_t wave64_passes = 0;           // passes of a wave64 instruction that is not single-pass

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
  uint32_t l2_hit_cycles = 0;
  uint32_t dram_cycles = 0;           // beyond L2: Infinity Cache and VRAM as one latency
  uint32_t dram_bytes_per_cycle = 0;  // the CU's share of the bandwidth beyond L2

  std::array<ClassTiming, kTimingClasses> classes{};
  const ClassTiming& of(isa::TimingClass c) const { return classes[static_cast<std::size_t>(c)]; }
};

// The defaults: isa/gfx1100_timing.json as built into the program.
const TimingParams& default_timing_params();
// The defaults with the values of FILE (same shape as the defaults file, any subset of its keys;
// a value may be given bare or as {"value": V}); throws InputError naming FILE and the key for
// unknown keys, wrong types and values out of range, and for an unreadable or malformed FILE.
// The file's "about" strings and "source" keys are allowed and ignored.
TimingParams load_timing_params(const std::string& path);

}  // namespace cutlm::timing
