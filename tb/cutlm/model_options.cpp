#include "model_options.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli_common.h"
#include "cosim/rtl_coverage.h"
#include "support/errors.h"
#include "support/quoted.h"

namespace po = boost::program_options;

namespace cutlm::cli {

std::string changed_valu_latencies(const cutlm::timing::TimingParams& timing) {
  const cutlm::timing::TimingParams& built_in = cutlm::timing::default_timing_params();
  std::string list;
  for (std::size_t c = 0; c < cutlm::timing::kTimingClasses; ++c) {
    if (built_in.classes[c].port != cutlm::timing::Port::Valu ||
        timing.classes[c].latency == built_in.classes[c].latency) {
      continue;
    }
    list += (list.empty() ? "" : ", ") +
            std::string(cutlm::isa::timing_class_name(static_cast<cutlm::isa::TimingClass>(c))) +
            " " + std::to_string(timing.classes[c].latency);
  }
  return list;
}

uint64_t parse_count(const char* option, const std::string& text, uint64_t min, uint64_t max) {
  const std::string shown = cutlm::quoted_value(text);
  const std::string range = std::to_string(min) + " to " + std::to_string(max);
  bool digits = !text.empty();
  for (char ch : text) digits = digits && std::isdigit(static_cast<unsigned char>(ch)) != 0;
  if (!digits) {
    throw cutlm::InputError(std::string("--") + option + ": " + shown +
                            " is not a whole number from " + range);
  }
  errno = 0;
  const unsigned long long value = std::strtoull(text.c_str(), nullptr, 10);
  if (errno == ERANGE || value < min || value > max) {
    throw cutlm::InputError(std::string("--") + option + ": " + shown + " is outside " + range);
  }
  return value;
}

double parse_clock_ns(const std::string& text) {
  // 1 ps (SystemC's default time resolution) to 1 ms: a finite, positive period.
  constexpr double kMin = 0.001;
  constexpr double kMax = 1e6;
  char* end = nullptr;
  errno = 0;
  const double value = text.empty() ? NAN : std::strtod(text.c_str(), &end);
  if (end == nullptr || *end != '\0' || errno == ERANGE || !std::isfinite(value) || value < kMin ||
      value > kMax) {
    throw cutlm::InputError("--clock-ns: " + cutlm::quoted_value(text) +
                            " is not a clock period from 0.001 to 1000000 ns");
  }
  return value;
}

void add_model_options(po::options_description& d, RunOptions& o, NumericOptions& n) {
  // The fast mode's defaults are isa/gfx1100_timing.json's "loosely_timed" values.
  const cutlm::timing::TimingParams& built_in = cutlm::timing::default_timing_params();
  const std::string valu_latency_help =
      "cycles from VALU issue to its result being readable (1..64, default " +
      std::to_string(built_in.loose_valu_latency) + ")";
  const std::string salu_latency_help =
      "cycles from SALU issue to its result being readable (0..1024, default " +
      std::to_string(built_in.loose_salu_latency) + ")";
  const std::string lookahead_help =
      "with --cus or --gpu: how many cycles the compute unit that issued last may run ahead of "
      "the GPU's earliest before another takes over (0..65536, default " +
      std::to_string(cutlm::tlm_model::CuConfig{}.gpu_lookahead_cycles) +
      "; 0: strict time order, which a waveform, trace or cosim always uses; docs/timing.md, "
      "\"The whole GPU\")";
  d.add_options()(
      "cosim", po::bool_switch(&o.cosim),
      "send every VALU instruction with an RTL counterpart to the Verilated datapath and "
      "compare every active lane, every VCC/SGPR/EXEC bit it writes and its latency")(
      "cosim-rtl", po::value(&o.cosim_rtl)->value_name("VARIANT"),
      "with --cosim: the RTL build to co-simulate against: normal (default), or faulty (lane 5 "
      "deliberately broken, to see what a mismatch report looks like)")(
      "cosim-stop-first", po::bool_switch(&o.cosim_stop_first),
      "with --cosim: end the simulation at the first mismatching instruction (its report, "
      "exit status 3; traces, waveform and statistics written up to there)")(
      "rtl-coverage", po::value(&o.rtl_coverage)->value_name("FILE"),
      "with --cosim: write the datapath's line and toggle coverage (Verilator's coverage.dat, "
      "also after a fault or mismatch; needs a build configured with -DCUTLM_RTL_COVERAGE=ON; "
      "scripts/rtl-coverage-report.py reads it)")(
      "vcd", po::value(&o.vcd)->value_name("FILE"),
      "write a waveform: the TLM side (pc, instruction words, wave and workgroup ids, exec, "
      "vcc, VALU stage valid bits, a scope per wave) and, with --cosim, the RTL internals; FST "
      "when FILE ends in .fst, else VCD; open with traces/cutlm.gtkw")(
      "wave-window", po::value(&o.wave_window)->value_name("START:END"),
      "record only cycles START to END (inclusive; either may be left out) in the waveform and "
      "the trace")("wave-workgroups", po::value(&o.wave_workgroups)->value_name("LIST"),
                   "record only these workgroups' waves (grid indexes, x fastest: 0,3-5) in the "
                   "waveform and the trace")(
      "trace", po::value(&o.trace)->value_name("FILE"),
      "write one JSON line per retired instruction: pc, cycle, words, "
      "disassembly, exec and every register written with its new value")(
      "stats", po::value(&o.stats)->value_name("FILE"), "write run statistics as JSON")(
      "max-instructions", po::value(&n.max_instructions)->value_name("N"),
      "stop with an error when one wave retires N instructions without s_endpgm (default "
      "1000000; no run hangs)")("valu-latency", po::value(&n.valu_latency)->value_name("CYCLES"),
                                valu_latency_help.c_str())(
      "salu-latency", po::value(&n.salu_latency)->value_name("CYCLES"), salu_latency_help.c_str())(
      "clock-ns", po::value(&n.clock_ns)->value_name("NS"),
      "CU clock period in nanoseconds (0.001..1000000, default 0.4: 2.5 GHz)")(
      "quiet,q", po::bool_switch(&o.quiet), "print only errors and the cosim summary")(
      "timing", po::value(&o.timing)->value_name("MODE"),
      "fast (default): loosely timed, one issue per cycle, one workgroup at a time; cycle: the "
      "cycle-approximate compute unit (SIMDs, arbiters, per-class latencies and issue rates, "
      "concurrent workgroups, CPI stack in --stats; docs/timing.md)")(
      "cus", po::value(&n.cus)->value_name("N"),
      "with --timing cycle: a GPU of N compute units (1, 2, 4, 6, 8, or 16 per shader engine "
      "up to 96) sharing the memory behind their L0 caches, the grid's workgroups placed by the "
      "GPU's dispatcher; --stats gains per-CU and per-shader-engine figures (docs/timing.md, "
      "\"The whole GPU\"). Without it, one CU with its share of the GPU's memory")(
      "gpu", po::value(&o.gpu)->value_name("NAME"),
      "with --timing cycle: a whole GPU: rx7900xtx (Navi 31: 6 shader engines, 96 CUs)")(
      "gpu-memory", po::value(&o.gpu_memory)->value_name("MODEL"),
      "with --cus or --gpu: shared (default: one L1 per shader array, L2, Infinity Cache and "
      "DRAM for all CUs, docs/timing.md) or per-cu (each CU the one-CU model's own L1, L2 and "
      "1/96 share of DRAM)")("gpu-lookahead", po::value(&n.gpu_lookahead)->value_name("CYCLES"),
                             lookahead_help.c_str())(
      "timing-config", po::value(&o.timing_config)->value_name("FILE"),
      "with --timing cycle: override any of the parameters of isa/gfx1100_timing.json (same "
      "nesting, any subset of its keys; a class's port, and the latency and issue_cycles of the "
      "memory and port-less classes, only as their built-in values)")(
      "timeline", po::value(&o.timeline)->value_name("FILE"),
      "with --timing cycle: write a Chrome trace (open in ui.perfetto.dev or chrome://tracing): "
      "a track per SIMD wave slot, a slice per instruction and stall, workgroup launches")(
      "profile", po::value(&o.profile)->value_name("FILE"),
      "with --timing cycle: per-pc executions, issue and stall cycles by reason, disassembly "
      "(a text table, or JSON when FILE ends in .json)")(
      "fidelity", po::value(&o.fidelity)->value_name("FILE"),
      "write, as JSON, how far each executed instruction's result can be trusted (cosim, oracle, "
      "approximate, model_choice, unchecked) and whether a non-exact result fed a branch, an "
      "address or EXEC")(
      "hazards", po::value(&o.hazards)->value_name("MODE"),
      "instructions that read or write a register a load has not written yet (a missing "
      "s_waitcnt): warn (default: one line per pc and register), error (stop with exit 1 at "
      "the first), off");
}

// Checks the shared options and copies them into the compute unit's configuration; throws
// InputError naming the option when one is out of range.
void apply_model_options(RunOptions& o, const NumericOptions& n, const po::variables_map& vm) {
  o.cosim_rtl_given = vm.count("cosim-rtl") != 0;
  if (o.cosim_rtl_given && !o.cosim) {
    throw cutlm::InputError("--cosim-rtl " + cutlm::quoted_value(o.cosim_rtl) +
                            " has no effect without --cosim");
  }
  if (o.cosim_stop_first && !o.cosim) {
    throw cutlm::InputError("--cosim-stop-first has no effect without --cosim");
  }
  if (!o.rtl_coverage.empty() && !o.cosim) {
    throw cutlm::InputError("--rtl-coverage has no effect without --cosim");
  }
  if (!o.rtl_coverage.empty() && !cutlm::rtl_coverage_built()) {
    throw cutlm::InputError(
        "--rtl-coverage: this build's datapath has no coverage points (configure with "
        "-DCUTLM_RTL_COVERAGE=ON)");
  }
  if (o.cosim_rtl != "normal" && o.cosim_rtl != "faulty") {
    throw cutlm::InputError("--cosim-rtl must be normal or faulty");
  }
  constexpr uint64_t kMaxCount = uint64_t{1} << 62;
  o.config.limits.max_instructions =
      parse_count("max-instructions", n.max_instructions, 1, kMaxCount);
  o.config.limits.max_total_instructions =
      parse_count("max-total-instructions", n.max_total_instructions, 1, kMaxCount);
  o.config.valu_latency = static_cast<unsigned>(parse_count("valu-latency", n.valu_latency, 1, 64));
  o.config.salu_latency =
      static_cast<unsigned>(parse_count("salu-latency", n.salu_latency, 0, 1024));
  o.config.vmem_latency =
      static_cast<unsigned>(parse_count("vmem-latency", n.vmem_latency, 0, 1000000));
  o.config.smem_latency =
      static_cast<unsigned>(parse_count("smem-latency", n.smem_latency, 0, 1000000));
  o.config.lds_latency =
      static_cast<unsigned>(parse_count("lds-latency", n.lds_latency, 0, 1000000));
  o.config.clock_period = sc_core::sc_time(parse_clock_ns(n.clock_ns), sc_core::SC_NS);
  if (o.timing != "fast" && o.timing != "cycle") {
    throw cutlm::InputError("--timing must be fast or cycle, not " + cutlm::quoted_value(o.timing));
  }
  const bool cycle = o.timing == "cycle";
  o.config.mode =
      cycle ? cutlm::tlm_model::TimingMode::Cycle : cutlm::tlm_model::TimingMode::LooselyTimed;
  for (const char* option : {"timing-config", "timeline", "profile", "cus", "gpu"}) {
    if (!cycle && vm.count(option) != 0) {
      throw cutlm::InputError(std::string("--") + option + " needs --timing cycle");
    }
  }
  // The loosely-timed mode's knobs; the cycle mode takes its numbers from the parameter file.
  for (const char* option :
       {"valu-latency", "salu-latency", "vmem-latency", "smem-latency", "lds-latency"}) {
    if (cycle && vm.count(option) != 0) {
      throw cutlm::InputError(std::string("--") + option +
                              " is a --timing fast option; with --timing cycle set the "
                              "parameter in a --timing-config file (docs/timing.md)");
    }
  }
  if (!o.timing_config.empty())
    o.config.timing = cutlm::timing::load_timing_params(o.timing_config);
  if (vm.count("gpu") != 0) {
    if (o.gpu != "rx7900xtx") {
      throw cutlm::InputError("--gpu: " + cutlm::quoted_value(o.gpu) +
                              " is not a GPU the model knows (rx7900xtx)");
    }
    o.config.compute_units = 96;
  }
  if (vm.count("cus") != 0) {
    const auto cus = static_cast<unsigned>(parse_count("cus", n.cus, 1, 96));
    if (vm.count("gpu") != 0 && cus != o.config.compute_units) {
      throw cutlm::InputError("--cus " + n.cus + " contradicts --gpu " + o.gpu + " (" +
                              std::to_string(o.config.compute_units) + " CUs)");
    }
    const std::string shape_error = cutlm::tlm_model::gpu_shape(cus).error;
    if (!shape_error.empty()) throw cutlm::InputError(shape_error);
    o.config.compute_units = cus;
  }
  if (vm.count("gpu-memory") != 0) {
    if (o.gpu_memory != "per-cu" && o.gpu_memory != "shared") {
      throw cutlm::InputError("--gpu-memory must be per-cu or shared, not " +
                              cutlm::quoted_value(o.gpu_memory));
    }
    if (o.config.compute_units == 0) {
      throw cutlm::InputError("--gpu-memory needs --cus or --gpu");
    }
  }
  if (vm.count("gpu-lookahead") != 0) {
    if (o.config.compute_units == 0)
      throw cutlm::InputError("--gpu-lookahead needs --cus or --gpu");
    o.config.gpu_lookahead_cycles =
        static_cast<unsigned>(parse_count("gpu-lookahead", n.gpu_lookahead, 0, 65536));
  }
  o.config.shared_gpu_memory = o.config.compute_units != 0 && o.gpu_memory == "shared";
  if (vm.count("wave-window") != 0) cutlm::parse_wave_window(o.wave_window, o.wave_filter);
  if (vm.count("wave-workgroups") != 0)
    cutlm::parse_wave_workgroups(o.wave_workgroups, o.wave_filter);
  if (o.vcd.empty() && o.trace.empty() && !o.wave_filter.everything()) {
    throw cutlm::InputError("--wave-window and --wave-workgroups need --vcd or --trace");
  }
  if (o.hazards != "warn" && o.hazards != "error" && o.hazards != "off") {
    throw cutlm::InputError("--hazards must be warn, error or off, not " +
                            cutlm::quoted_value(o.hazards));
  }
}

// The s_waitcnt hazard checker --hazards asks for (none for off), given to the compute unit.
std::unique_ptr<cutlm::HazardChecker> make_hazard_checker(RunOptions& o) {
  if (o.hazards == "off") return nullptr;
  auto checker = std::make_unique<cutlm::HazardChecker>(
      o.hazards == "error" ? cutlm::HazardMode::Error : cutlm::HazardMode::Warn,
      [](const std::string& line) {
        std::fprintf(stderr, "cutlm: warning: %s\n", one_line(line).c_str());
      });
  o.config.hazards = checker.get();
  return checker;
}

// After the run: how many repeated hazards the warnings left out.
void print_hazard_summary(const cutlm::HazardChecker* checker) {
  if (checker == nullptr) return;
  const std::string summary = checker->summary();
  if (!summary.empty()) std::fprintf(stderr, "cutlm: warning: %s\n", summary.c_str());
}

}  // namespace cutlm::cli
