// The statistics of a run or a dispatch: one record for every mode, serialised as JSON
// (`--stats FILE`; the schema is in the README).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace cutlm {

struct Stats {
  std::string timing = "functional";  // "functional" (bare core) or "loosely-timed" (TLM)

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

  // Traffic over the TLM-2.0 sockets.
  uint64_t decodes = 0;  // distinct addresses decoded (the rest came from the decode cache)
  uint64_t fetch_dmi_reads = 0;
  uint64_t fetch_transport_reads = 0;
  uint64_t global_dmi_accesses = 0;
  uint64_t global_transport_accesses = 0;

  nlohmann::ordered_json to_json() const;
};

}  // namespace cutlm
