// Where a wave's cycles go in the cycle-approximate compute unit: every cycle of every wave's
// life (launch to the cycle after its s_endpgm issues) is counted in exactly one category, so the
// CPI stack sums to the waves' total life. Shared by the statistics, the profile and the
// timeline.
#pragma once

#include <array>
#include <cstdint>

namespace cutlm::timing {

enum class CpiCategory : uint8_t {
  Issued,           // the wave issued an instruction this cycle
  DependencyValu,   // waiting for a source written by a VALU instruction
  DependencyTrans,  // ... by a transcendental (the TRANS unit)
  DependencySalu,   // ... by an SALU instruction
  DependencySmem,   // ... by a scalar memory load
  DependencyVmem,   // ... by a vector memory load
  DependencyLds,    // ... by an LDS instruction
  WaitVmcnt,        // s_waitcnt on vmcnt (vector loads)
  WaitVscnt,        // s_waitcnt_vscnt (vector stores)
  WaitLgkmcnt,      // s_waitcnt on lgkmcnt (scalar memory, LDS)
  Barrier,          // parked at s_barrier
  Arbitration,      // ready, but its SIMD's port for the instruction's type was taken
  Fetch,            // instruction fetch: cache misses, refetch after a taken branch, wave launch
  DelayAlu,         // held by s_delay_alu
  Nop,              // s_nop
  Sleep,            // s_sleep
  LdsBankConflict,  // ready, but the LDS unit was serving another instruction's bank conflicts
  Count
};

constexpr std::size_t kCpiCategories = static_cast<std::size_t>(CpiCategory::Count);

// The key of each category in --stats, --profile and the timeline ("dependency_valu", ...).
const char* cpi_category_name(CpiCategory category);

using CpiStack = std::array<uint64_t, kCpiCategories>;

}  // namespace cutlm::timing
