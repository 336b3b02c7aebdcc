// The statistics of a run or a dispatch: one record for every mode, serialised as JSON
// (`--stats FILE`; the schema is in the README).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "timing/cpi.h"

namespace cutlm {

// The cycle mode's occupancy: how many waves were resident, and what bounded them.
struct OccupancyStats {
  double average_waves = 0;  // wave_cycles / cycles
  uint64_t peak_waves = 0;
  // What the kernel's resources allow per SIMD, and the resource that sets it ("wave_slots",
  // "vgprs", "lds", "barriers"), or "grid" when the dispatch has fewer waves than that.
  uint64_t waves_per_simd_limit = 0;
  std::string limiter;
  uint64_t launches_delayed = 0;  // workgroups that waited for a resident one to end
};

// The cycle mode's memory side: requests and hits per cache level, LDS bank conflicts, and the
// cycles waves waited on vmcnt by the level that served the load they waited for.
struct MemoryLevelStats {
  std::string name;  // l0, l1, l2, dram, scalar_cache
  uint64_t requests = 0;
  uint64_t hits = 0;
  uint64_t bytes = 0;
};

struct MemoryStats {
  uint64_t vector_instructions = 0;
  uint64_t vector_lanes = 0;          // active lanes' accesses
  uint64_t vector_line_requests = 0;  // after coalescing
  std::vector<MemoryLevelStats> levels;
  uint64_t lds_instructions = 0;
  uint64_t lds_conflict_cycles = 0;
  double dram_bytes_per_cycle = 0;  // achieved over the run
  std::vector<std::pair<std::string, uint64_t>> vmcnt_stall_by_level;
};

// A GPU run (`--cus`, `--gpu`): each compute unit's share (a WGP's, in WGP mode), placed in
// the GPU's shader engines and arrays. The shader engines' figures are their units' summed.
struct UnitStats {
  unsigned engine = 0;
  unsigned array = 0;  // within the engine
  unsigned wgp = 0;    // within the array
  unsigned cu = 0;     // within the WGP (0 in WGP mode)
  uint64_t workgroups = 0;
  uint64_t waves = 0;
  uint64_t instructions = 0;
  uint64_t wave_cycles = 0;
  uint64_t last_cycle = 0;  // when its last wave ended (0: it ran none)
  double busy = 0;          // its SIMDs' VALU busy fraction over the GPU's cycles, averaged
  timing::CpiStack cpi_stack{};
  uint64_t l0_requests = 0;
  uint64_t l0_hits = 0;
};

struct GpuStats {
  unsigned compute_units = 0;  // 0: not a GPU run
  unsigned shader_engines = 0;
  bool wgp_mode = false;  // each unit below is a WGP
  std::vector<UnitStats> units;
};

struct Stats {
  // "functional" (bare core), "loosely-timed" (TLM, --timing fast) or "cycle" (--timing cycle)
  std::string timing = "functional";

  // What ran.
  uint64_t workgroups = 0;  // finished
  uint64_t waves = 0;       // launched
  uint64_t instructions = 0;
  uint64_t valu_instructions = 0;
  uint64_t salu_instructions = 0;
  uint64_t memory_instructions = 0;  // SMEM, VMEM (FLAT/GLOBAL/SCRATCH/MUBUF/MTBUF) and LDS
  uint64_t other_instructions = 0;   // branches, s_waitcnt, messages, s_nop, ...
  uint64_t barrier_releases = 0;

  // Time (the timed modes; 0 in the bare core).
  uint64_t cycles = 0;
  uint64_t dependency_stall_cycles = 0;  // waiting for a source register
  uint64_t waitcnt_stall_cycles = 0;     // s_waitcnt waiting for its counters

  // The cycle mode: why (the CPI stack sums exactly to wave_cycles), SIMD use and occupancy.
  uint64_t wave_cycles = 0;  // every wave's life, launch to the cycle after its s_endpgm
  timing::CpiStack cpi_stack{};
  std::vector<double> simd_busy;  // per SIMD: fraction of cycles its VALU was busy
  OccupancyStats occupancy;
  MemoryStats memory;
  uint64_t icache_hits = 0;
  uint64_t icache_misses = 0;
  GpuStats gpu;  // a GPU run's per-unit and per-engine figures

  // Traffic over the TLM-2.0 sockets.
  uint64_t decodes = 0;  // distinct addresses decoded (the rest came from the decode cache)
  uint64_t fetch_dmi_reads = 0;
  uint64_t fetch_transport_reads = 0;
  uint64_t global_dmi_accesses = 0;
  uint64_t global_transport_accesses = 0;

  nlohmann::ordered_json to_json() const;
};

}  // namespace cutlm
