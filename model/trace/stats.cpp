#include "trace/stats.h"

namespace cutlm {

nlohmann::ordered_json Stats::to_json() const {
  // Keys in the order of the record, so the file reads like the README's schema.
  nlohmann::ordered_json j;
  j["timing"] = timing;
  j["workgroups"] = workgroups;
  j["waves"] = waves;
  j["instructions"] = instructions;
  j["valu_instructions"] = valu_instructions;
  j["salu_instructions"] = salu_instructions;
  j["memory_instructions"] = memory_instructions;
  j["other_instructions"] = other_instructions;
  j["barrier_releases"] = barrier_releases;
  j["cycles"] = cycles;
  j["dependency_stall_cycles"] = dependency_stall_cycles;
  j["waitcnt_stall_cycles"] = waitcnt_stall_cycles;
  if (timing == "cycle") {
    j["wave_cycles"] = wave_cycles;
    nlohmann::ordered_json stack = nlohmann::ordered_json::object();
    for (std::size_t c = 0; c < timing::kCpiCategories; ++c) {
      stack[timing::cpi_category_name(static_cast<timing::CpiCategory>(c))] = cpi_stack[c];
    }
    j["cpi_stack"] = stack;
    j["simd_busy"] = simd_busy;
    j["occupancy"] = {{"average_waves", occupancy.average_waves},
                      {"peak_waves", occupancy.peak_waves},
                      {"waves_per_simd_limit", occupancy.waves_per_simd_limit},
                      {"limiter", occupancy.limiter},
                      {"launches_delayed", occupancy.launches_delayed}};
    nlohmann::ordered_json levels = nlohmann::ordered_json::object();
    for (const MemoryLevelStats& l : memory.levels) {
      levels[l.name] = {
          {"requests", l.requests},
          {"hits", l.hits},
          {"hit_rate",
           l.requests == 0 ? 0.0 : static_cast<double>(l.hits) / static_cast<double>(l.requests)},
          {"bytes", l.bytes}};
    }
    nlohmann::ordered_json stalls = nlohmann::ordered_json::object();
    for (const auto& [level, waited] : memory.vmcnt_stall_by_level) stalls[level] = waited;
    j["memory"] = {{"vector_instructions", memory.vector_instructions},
                   {"vector_lanes", memory.vector_lanes},
                   {"vector_line_requests", memory.vector_line_requests},
                   {"levels", levels},
                   {"lds_instructions", memory.lds_instructions},
                   {"lds_conflict_cycles", memory.lds_conflict_cycles},
                   {"dram_bytes_per_cycle", memory.dram_bytes_per_cycle},
                   {"vmcnt_stall_cycles_by_level", stalls}};
    j["icache_hits"] = icache_hits;
    j["icache_misses"] = icache_misses;
  }
  j["decodes"] = decodes;
  j["fetch_dmi_reads"] = fetch_dmi_reads;
  j["fetch_transport_reads"] = fetch_transport_reads;
  j["global_dmi_accesses"] = global_dmi_accesses;
  j["global_transport_accesses"] = global_transport_accesses;
  return j;
}

}  // namespace cutlm
