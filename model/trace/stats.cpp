#include "trace/stats.h"

namespace cutlm {

namespace {

nlohmann::ordered_json cpi_json(const timing::CpiStack& cpi_stack) {
  nlohmann::ordered_json stack = nlohmann::ordered_json::object();
  for (std::size_t c = 0; c < timing::kCpiCategories; ++c) {
    stack[timing::cpi_category_name(static_cast<timing::CpiCategory>(c))] = cpi_stack[c];
  }
  return stack;
}

nlohmann::ordered_json gpu_json(const GpuStats& gpu) {
  nlohmann::ordered_json engines = nlohmann::ordered_json::array();
  for (unsigned e = 0; e < gpu.shader_engines; ++e) {
    uint64_t units = 0, workgroups = 0, waves = 0, instructions = 0, wave_cycles = 0;
    double busy = 0;
    timing::CpiStack cpi{};
    for (const UnitStats& u : gpu.units) {
      if (u.engine != e) continue;
      ++units;
      workgroups += u.workgroups;
      waves += u.waves;
      instructions += u.instructions;
      wave_cycles += u.wave_cycles;
      busy += u.busy;
      for (std::size_t c = 0; c < timing::kCpiCategories; ++c) cpi[c] += u.cpi_stack[c];
    }
    engines.push_back({{"engine", e},
                       {"units", units},
                       {"workgroups", workgroups},
                       {"waves", waves},
                       {"instructions", instructions},
                       {"wave_cycles", wave_cycles},
                       {"busy", units == 0 ? 0.0 : busy / static_cast<double>(units)},
                       {"cpi_stack", cpi_json(cpi)}});
  }
  nlohmann::ordered_json units = nlohmann::ordered_json::array();
  for (const UnitStats& u : gpu.units) {
    units.push_back({{"engine", u.engine},
                     {"array", u.array},
                     {"wgp", u.wgp},
                     {"cu", u.cu},
                     {"workgroups", u.workgroups},
                     {"waves", u.waves},
                     {"instructions", u.instructions},
                     {"wave_cycles", u.wave_cycles},
                     {"last_cycle", u.last_cycle},
                     {"busy", u.busy},
                     {"l0_requests", u.l0_requests},
                     {"l0_hits", u.l0_hits},
                     {"cpi_stack", cpi_json(u.cpi_stack)}});
  }
  return {{"compute_units", gpu.compute_units},
          {"unit", gpu.wgp_mode ? "wgp" : "cu"},
          {"shader_engines", engines},
          {"units", units}};
}

}  // namespace

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
    j["cpi_stack"] = cpi_json(cpi_stack);
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
    if (gpu.compute_units != 0) j["gpu"] = gpu_json(gpu);
  }
  j["decodes"] = decodes;
  j["fetch_dmi_reads"] = fetch_dmi_reads;
  j["fetch_transport_reads"] = fetch_transport_reads;
  j["global_dmi_accesses"] = global_dmi_accesses;
  j["global_transport_accesses"] = global_transport_accesses;
  return j;
}

}  // namespace cutlm
