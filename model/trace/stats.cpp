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
  j["decodes"] = decodes;
  j["fetch_dmi_reads"] = fetch_dmi_reads;
  j["fetch_transport_reads"] = fetch_transport_reads;
  j["global_dmi_accesses"] = global_dmi_accesses;
  j["global_transport_accesses"] = global_transport_accesses;
  return j;
}

}  // namespace cutlm
