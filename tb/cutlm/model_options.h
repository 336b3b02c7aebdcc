// The options of a model run that `run`, `dispatch` and `exec` share (cosim, waveform, trace,
// statistics, limits, timing, hazards) and their checks.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <memory>
#include <string>

#include "dispatch/hazard_checker.h"
#include "timing/timing_params.h"
#include "tlm/compute_unit.h"
#include "trace/trace.h"

namespace cutlm::cli {

struct RunOptions {
  std::string program;
  std::string state;
  std::string dump_state;
  std::string vcd;
  std::string trace;
  std::string stats;
  bool wave64 = false;
  bool cosim = false;
  std::string cosim_rtl = "normal";
  bool cosim_rtl_given = false;
  bool cosim_stop_first = false;
  std::string rtl_coverage;
  bool quiet = false;
  bool progress = false;
  std::string timing = "fast";
  std::string timing_config;
  std::string timeline;
  std::string profile;
  std::string fidelity;
  std::string hazards = "warn";
  std::string gpu;                    // --gpu NAME
  std::string gpu_memory = "shared";  // --gpu-memory per-cu|shared
  std::string wave_window;
  std::string wave_workgroups;
  cutlm::WaveFilter wave_filter;  // from the two above
  cutlm::tlm_model::CuConfig config;
};

// Numeric options arrive as text and are checked here: Boost would read "-1" as 2^64-1 for an
// unsigned option and take "nan" or "1e300" as a clock period.
struct NumericOptions {
  std::string max_instructions = "1000000";
  std::string max_total_instructions = "1000000000";
  std::string valu_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_valu_latency);
  std::string salu_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_salu_latency);
  std::string clock_ns = "0.4";
  std::string cus;            // --cus N (empty: the one-CU model)
  std::string gpu_lookahead;  // --gpu-lookahead CYCLES (empty: CuConfig's default)
  std::string vmem_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_vmem_latency);
  std::string smem_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_smem_latency);
  std::string lds_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_lds_latency);
};

// "valu32 9, valu64 7": the VALU classes whose latency `timing` changes from the built-in one.
std::string changed_valu_latencies(const cutlm::timing::TimingParams& timing);

// The options `run`, `dispatch` and `exec` share, and their checks (InputError naming the
// option); apply_model_options also copies them into the compute unit's configuration.
void add_model_options(boost::program_options::options_description& d, RunOptions& o,
                       NumericOptions& n);
void apply_model_options(RunOptions& o, const NumericOptions& n,
                         const boost::program_options::variables_map& vm);
uint64_t parse_count(const char* option, const std::string& text, uint64_t min, uint64_t max);
double parse_clock_ns(const std::string& text);

// The s_waitcnt hazard checker --hazards asks for (none for off), given to the compute unit.
std::unique_ptr<cutlm::HazardChecker> make_hazard_checker(RunOptions& o);
// After the run: how many repeated hazards the warnings left out.
void print_hazard_summary(const cutlm::HazardChecker* checker);

}  // namespace cutlm::cli
