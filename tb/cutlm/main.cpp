// The cutlm command: runs gfx1100 machine code on the SystemC/TLM compute unit model.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <boost/program_options.hpp>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <systemc>
#include <utility>
#include <vector>

#include "cli_common.h"
#include "cosim/cosim_checker.h"
#include "cosim/rtl_coverage.h"
#include "dispatch/dispatch.h"
#include "dispatch/fidelity.h"
#include "dispatch/hazard_checker.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "isa/disasm.h"
#include "isa/rtl_ops.h"
#include "loader/listing.h"
#include "loader/program.h"
#include "loader/state_json.h"
#include "sqtt_command.h"
#include "support/errors.h"
#include "support/output_file.h"
#include "support/output_set.h"
#include "support/quoted.h"
#include "timing/cpi.h"
#include "timing/timing_params.h"
#include "tlm/compute_unit.h"
#include "trace/profile.h"
#include "trace/timeline.h"
#include "trace/trace.h"
#include "trace/wave_name.h"
#include "trace/waveform_writer.h"

namespace po = boost::program_options;

// What `exec` shares with `run` and `dispatch` (cli_common.h).
namespace cutlm::cli {

const char kOverview[] =
    "cutlm: a SystemC/TLM-2.0 model of an AMD RDNA3 (gfx1100) compute unit, co-simulated\n"
    "against a Verilator-compiled SystemVerilog VALU datapath.\n"
    "\n"
    "Usage:\n"
    "  cutlm run PROGRAM [options]   run one wave of PROGRAM to s_endpgm\n"
    "  cutlm dispatch MANIFEST.json  run a kernel's whole grid (code object or raw code)\n"
    "  cutlm disasm FILE [options]   disassemble as llvm-objdump-19 -d --mcpu=gfx1100 does\n"
    "  cutlm isa [--all]             every gfx1100 instruction with its status, counts per format\n"
    "  cutlm regress --programs N --seed S --out DIR   random cosim programs on local workers\n"
    "  cutlm sqtt decode CODE SE_BUFFER...  real RDNA3 thread traces as waves and issue cycles\n"
    "  cutlm sqtt compare DIR | fit DIR... --param NAME  a trace beside the cycle mode; fitting\n"
    "  cutlm exec [options] -- PROGRAM ARGS...   run a HIP program, its kernels on the model\n"
    "  cutlm config --hip-cflags | --hip-libs    flags to build a HIP program for cutlm exec\n"
    "  cutlm --help                  this text\n"
    "  cutlm COMMAND --help          the options of a command (also: cutlm help COMMAND)\n"
    "  cutlm --version               cutlm's version and the LLVM, SystemC, Verilator it uses\n"
    "\n"
    "PROGRAM is a .s file (assembled with llvm-mc-19 -mcpu=gfx1100), an ELF object (its .text)\n"
    "or a raw little-endian .bin. Execution starts at offset 0.\n"
    "\n"
    "Exit status: 0 success; 1 model error (illegal or not yet implemented instruction, fault,\n"
    "runaway loop, a hazard with --hazards error) with one line naming pc, words and reason;\n"
    "2 usage, input or output error (also two outputs that are one file, an output that is an\n"
    "input, an input that is not a regular file);\n"
    "3 cosim mismatch; 4 a dispatch's buffer differs from its \"expect\".\n"
    "\n"
    "Example:\n"
    "  cutlm run examples/seeds.s --state examples/seeds.state.json --cosim \\\n"
    "      --vcd out/seeds.vcd --trace out/seeds.trace.jsonl --dump-state out/seeds.final.json\n";

// Error and fault lines are one line of readable length, whatever a message echoes (an
// oversized value from a file, a newline inside a key): the middle of a long one is cut.
std::string one_line(const std::string& message) {
  constexpr std::size_t kMax = 400;
  constexpr std::size_t kHead = 260;
  constexpr std::size_t kTail = 100;
  std::string line = message;
  for (char& ch : line) {
    if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
  }
  if (line.size() <= kMax) return line;
  const std::size_t cut = line.size() - kHead - kTail;
  return line.substr(0, kHead) + " ... [" + std::to_string(cut) + " characters cut] ... " +
         line.substr(line.size() - kTail);
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "cutlm: error: %s\n", one_line(message).c_str());
}

// What stopped a run or a dispatch: a fault or hazard line as it is, anything else as an error.
void print_stop(const std::string& message) {
  if (message.rfind("fault: ", 0) == 0 || message.rfind("hazard: ", 0) == 0) {
    std::fprintf(stderr, "cutlm: %s\n", one_line(message).c_str());
  } else {
    print_error(message);
  }
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

// The options `run` and `dispatch` share: cosim, waveform, trace, statistics, limits, timing.
void add_model_options(po::options_description& d, RunOptions& o, NumericOptions& n) {
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
                                "cycles from VALU issue to its result being readable (1..64, "
                                "default 5)")(
      "salu-latency", po::value(&n.salu_latency)->value_name("CYCLES"),
      "cycles from SALU issue to its result being readable (0..1024, default 2)")(
      "clock-ns", po::value(&n.clock_ns)->value_name("NS"),
      "CU clock period in nanoseconds (0.001..1000000, default 0.4: 2.5 GHz)")(
      "quiet,q", po::bool_switch(&o.quiet), "print only errors and the cosim summary")(
      "timing", po::value(&o.timing)->value_name("MODE"),
      "fast (default): loosely timed, one issue per cycle, one workgroup at a time; cycle: the "
      "cycle-approximate compute unit (SIMDs, arbiters, per-class latencies and issue rates, "
      "concurrent workgroups, CPI stack in --stats; docs/timing.md)")(
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

po::options_description run_options_description(RunOptions& o, NumericOptions& n) {
  po::options_description d("cutlm run PROGRAM [options]");
  d.add_options()("help,h", "show this help")(
      "state", po::value(&o.state)->value_name("FILE"),
      "initial wave state (JSON: wave_size, exec, scc, mode, sgpr, vgpr; see README)")(
      "dump-state", po::value(&o.dump_state)->value_name("FILE"),
      "write the final wave state as JSON (same schema as --state)")(
      "wave64", po::bool_switch(&o.wave64), "run as a wave64 (assemble with +wavefrontsize64)");
  add_model_options(d, o, n);
  return d;
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
  o.config.mode = cycle ? cutlm::tlm_model::TimingMode::Cycle : cutlm::tlm_model::TimingMode::Fast;
  for (const char* option : {"timing-config", "timeline", "profile"}) {
    if (!cycle && vm.count(option) != 0) {
      throw cutlm::InputError(std::string("--") + option + " needs --timing cycle");
    }
  }
  // The fast mode's knobs; the cycle mode takes its numbers from the parameter file.
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

// Progress on stderr for dispatches that run for a while: on a terminal after the first two
// seconds (unless -q), or always with --progress. One line, rewritten in place on a terminal.
class ProgressLine {
 public:
  ProgressLine(bool forced, bool quiet)
      : forced_(forced),
        terminal_(isatty(STDERR_FILENO) != 0),
        enabled_(forced || (terminal_ && !quiet)),
        start_(Clock::now()),
        last_(start_) {}

  bool enabled() const { return enabled_; }

  void update(const cutlm::EngineProgress& p) {
    if (!enabled_) return;
    const auto now = Clock::now();
    if (now - start_ < std::chrono::seconds(2) || now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    print(p, now);
  }

  // The last line: always with --progress, else only after lines were shown.
  void finish(const cutlm::EngineProgress& p) {
    if (!enabled_ || (!forced_ && !shown_)) return;
    print(p, Clock::now());
    if (terminal_) std::fputc('\n', stderr);
  }

 private:
  using Clock = std::chrono::steady_clock;

  void print(const cutlm::EngineProgress& p, Clock::time_point now) {
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = seconds > 0 ? static_cast<double>(p.instructions) / seconds : 0;
    std::fprintf(stderr,
                 "%scutlm: progress: %llu/%llu workgroups, %llu instructions, %.2f M "
                 "instructions/s, %.1f s%s",
                 terminal_ ? "\r" : "", static_cast<unsigned long long>(p.workgroups_done),
                 static_cast<unsigned long long>(p.workgroups_total),
                 static_cast<unsigned long long>(p.instructions), rate / 1e6, seconds,
                 terminal_ ? "" : "\n");
    std::fflush(stderr);
    shown_ = true;
  }

  bool forced_;
  bool terminal_;
  bool enabled_;
  bool shown_ = false;
  Clock::time_point start_;
  Clock::time_point last_;
};

WaveformSizeWatch::WaveformSizeWatch(std::string path, bool cosim)
    : path_(std::move(path)), cosim_(cosim) {}

void WaveformSizeWatch::update(const cutlm::EngineProgress& p) {
  if (!active() || warned_ || p.workgroups_done == 0 || p.workgroups_total == 0) return;
  struct stat st {};
  if (stat(path_.c_str(), &st) != 0) return;
  const double written = static_cast<double>(st.st_size);
  // Too little written to extrapolate from (the writer flushes in blocks).
  if (written < kMinimumSample) return;
  const double estimate =
      written * static_cast<double>(p.workgroups_total) / static_cast<double>(p.workgroups_done);
  if (estimate < kWarnBytes) return;
  warned_ = true;
  char line[512];
  std::snprintf(line, sizeof line,
                "the waveform %s will be about %.1f GB (%.1f MB after %llu of %llu workgroups%s); "
                "write FILE.fst instead (GTKWave's compressed format, about a tenth of the size), "
                "or record less with --wave-window START:END or --wave-workgroups LIST",
                path_.c_str(), estimate / 1e9, written / 1e6,
                static_cast<unsigned long long>(p.workgroups_done),
                static_cast<unsigned long long>(p.workgroups_total),
                cosim_ ? ", every RTL signal with --cosim" : "");
  std::fprintf(stderr, "cutlm: warning: %s\n", line);
}

}  // namespace cutlm::cli

// The save files traces/cutlm.gtkw and traces/cutlm-cycle.gtkw (embedded at build time).
extern const char cutlm_cutlm_gtkw[];
extern const char cutlm_cutlm_cycle_gtkw[];

namespace cutlm::cli {

// `--vcd FILE` also writes FILE.gtkw: the shipped save file for the timing mode with absolute
// paths, the dump's and this cutlm's as the translate filter (`cutlm --gtkwave-filter`), so
// `gtkwave FILE.gtkw` works from any folder and without the source tree. GTKWave finds a filter
// by its first word, so a cutlm path with spaces falls back to the shipped scripts' names.
void write_save_file(const std::string& dump, bool cycle_mode) {
  namespace fs = std::filesystem;
  std::error_code error;
  const fs::path dump_path = fs::weakly_canonical(fs::absolute(dump), error);
  const std::string exe = fs::read_symlink("/proc/self/exe", error).string();
  const bool exe_usable = !error && exe.find_first_of(" \t") == std::string::npos;
  std::istringstream in(cycle_mode ? cutlm_cutlm_cycle_gtkw : cutlm_cutlm_gtkw);
  std::string text = "[*] Written by cutlm for " + dump_path.string() + ": gtkwave " +
                     dump_path.string() + ".gtkw\n";
  bool placed = false;
  for (std::string line; std::getline(in, line);) {
    if (!placed && line.rfind("[*]", 0) != 0) {
      text += "[dumpfile] \"" + dump_path.string() + "\"\n[savefile] \"" + dump_path.string() +
              ".gtkw\"\n";
      placed = true;
    }
    if (exe_usable && line.rfind("^>", 0) == 0) {
      const std::size_t space = line.find(' ');
      if (line.find("cutlm-disasm-filter", space) != std::string::npos) {
        line = line.substr(0, space + 1) + exe + " --gtkwave-filter";
      } else if (line.find("cutlm-state-filter", space) != std::string::npos) {
        line = line.substr(0, space + 1) + exe + " --gtkwave-state-filter";
      }
    }
    text += line + "\n";
  }
  cutlm::write_output_file(dump + ".gtkw", "GTKWave save file", text);
}

}  // namespace cutlm::cli

using namespace cutlm::cli;

namespace {

// The files `run` and `dispatch` write, by option, with how a message names each (the
// waveform's save file FILE.gtkw included), and the inputs they read: `files` learns them all.
// Returns the outputs as (path, what) for check_output_writable.
std::vector<std::pair<std::string, std::string>> list_files(const RunOptions& o,
                                                            cutlm::OutputSet& files) {
  std::vector<std::pair<std::string, std::string>> writable;
  const auto output = [&](const std::string& path, const std::string& role,
                          const std::string& what) {
    if (path.empty()) return;
    files.add_output(path, role);
    writable.emplace_back(path, what);
  };
  output(o.trace, "--trace", "trace");
  output(o.vcd, "--vcd", "waveform");
  if (!o.vcd.empty()) output(o.vcd + ".gtkw", "--vcd's save file", "GTKWave save file");
  output(o.stats, "--stats", "statistics");
  output(o.dump_state, "--dump-state", "state dump");
  output(o.timeline, "--timeline", "timeline");
  output(o.profile, "--profile", "profile");
  output(o.fidelity, "--fidelity", "fidelity");
  output(o.rtl_coverage, "--rtl-coverage", "RTL coverage");
  files.add_input(o.state, "the --state file");
  files.add_input(o.timing_config, "the --timing-config file");
  return writable;
}

// The waveform keeps a scope per wave for the first kMaxWaveScopes recorded waves only.
void warn_waves_without_scope(const cutlm::tlm_model::ComputeUnit& cu) {
  const uint64_t left_out = cu.waves_without_scope();
  if (left_out == 0) return;
  std::fprintf(stderr,
               "cutlm: warning: --vcd: per-wave scopes (tlm.cu.waves.*) for the first %zu "
               "recorded waves only, not for the %llu after them (choose waves with "
               "--wave-workgroups)\n",
               cutlm::tlm_model::ComputeUnit::kMaxWaveScopes,
               static_cast<unsigned long long>(left_out));
}

std::string hex(uint64_t value, int digits) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(value));
  return buf;
}

void print_result(const cutlm::WaveState& wave, const cutlm::Stats& stats) {
  std::printf("cutlm: s_endpgm at pc %s after %llu instructions, %llu cycles (wave%d)\n",
              hex(wave.pc, 1).c_str(), static_cast<unsigned long long>(stats.instructions),
              static_cast<unsigned long long>(stats.cycles), wave.wave_size());
  std::printf("  exec = %s  vcc = %s  scc = %d\n", hex(wave.exec(), wave.wave64() ? 16 : 8).c_str(),
              hex(wave.vcc(), wave.wave64() ? 16 : 8).c_str(), wave.scc ? 1 : 0);
}

// Words of one GTKWave filter line: "7cfe04c1 000000ff" (in order) or one wide hex value
// (a 96-bit instruction signal: the first word is the least significant).
bool parse_filter_line(const std::string& line, std::vector<uint32_t>* words) {
  words->clear();
  std::vector<std::string> tokens;
  std::string token;
  for (char ch : line) {
    if (ch == ' ' || ch == '\t' || ch == '\r') {
      if (!token.empty()) tokens.push_back(token);
      token.clear();
    } else {
      token += ch;
    }
  }
  if (!token.empty()) tokens.push_back(token);
  if (tokens.empty()) return false;
  auto hex_digits = [](std::string t) {
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) t = t.substr(2);
    for (char ch : t) {
      if (!std::isxdigit(static_cast<unsigned char>(ch))) return std::string();
    }
    return t;
  };
  if (tokens.size() == 1) {
    const std::string digits = hex_digits(tokens[0]);
    if (digits.empty() || digits.size() > 24) return false;
    for (std::size_t end = digits.size(); end > 0;) {
      const std::size_t begin = end >= 8 ? end - 8 : 0;
      words->push_back(
          static_cast<uint32_t>(std::stoul(digits.substr(begin, end - begin), nullptr, 16)));
      end = begin;
    }
    return true;
  }
  for (const std::string& t : tokens) {
    const std::string digits = hex_digits(t);
    if (digits.empty() || digits.size() > 8 || words->size() == 3) return false;
    words->push_back(static_cast<uint32_t>(std::stoul(digits, nullptr, 16)));
  }
  return true;
}

// GTKWave translate filter: one value per line in, one disassembly line out, flushed at once
// (GTKWave waits for each answer).
int gtkwave_filter(bool wave64) {
  std::string line;
  std::vector<uint32_t> words;
  while (std::getline(std::cin, line)) {
    if (!parse_filter_line(line, &words)) {
      std::cout << line << std::endl;  // x, z and other non-values pass through
      continue;
    }
    uint8_t bytes[12] = {};
    std::memcpy(bytes, words.data(), words.size() * 4);
    const cutlm::DecodedInst inst = cutlm::decode(bytes, words.size() * 4, wave64);
    std::cout << cutlm::disassemble(inst, wave64) << std::endl;
  }
  return kExitOk;
}

// GTKWave translate filter for the cycle mode's wave-slot states (cutlm-cycle.gtkw): 0 empty,
// 1 issued, 2 + the CPI category the wave waits for (docs/timing.md).
int gtkwave_state_filter() {
  std::string line;
  while (std::getline(std::cin, line)) {
    char* end = nullptr;
    const unsigned long value = std::strtoul(line.c_str(), &end, 16);
    if (line.empty() || end == nullptr || *end != '\0') {
      std::cout << line << std::endl;  // x, z and other non-values pass through
    } else if (value < 2) {
      std::cout << (value == 0 ? "empty" : "issued") << std::endl;
    } else if (value - 2 < cutlm::timing::kCpiCategories) {
      std::cout << cutlm::timing::cpi_category_name(
                       static_cast<cutlm::timing::CpiCategory>(value - 2))
                << std::endl;
    } else {
      std::cout << line << std::endl;
    }
  }
  return kExitOk;
}

bool ends_with_text(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Whether `path` holds an ELF or offload bundle (by its first bytes), which `disasm` lists whole.
bool is_object_file(const std::string& path) {
  if (ends_with_text(path, ".s") || ends_with_text(path, ".S") || ends_with_text(path, ".asm") ||
      ends_with_text(path, ".bin")) {
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  char head[24] = {};
  in.read(head, sizeof head);
  const std::string magic(head, static_cast<std::size_t>(in.gcount()));
  return magic.compare(0, 4,
                       "\x7f"
                       "ELF") == 0 ||
         magic.compare(0, 4, "CCOB") == 0 || magic == "__CLANG_OFFLOAD_BUNDLE__";
}

int disasm_command(const std::vector<std::string>& args) {
  std::string file;
  std::string hex_words;
  std::string kernel;
  bool wave64 = false;
  bool filter = false;
  po::options_description desc("cutlm disasm FILE [options]  |  cutlm disasm --hex \"WORDS\"");
  desc.add_options()("help,h", "show this help")(
      "hex", po::value(&hex_words)->value_name("WORDS"),
      "disassemble these words instead of a file, e.g. \"7cfe04c1 740a04c1\"")(
      "wave64", po::bool_switch(&wave64),
      "name lane masks as LLVM does with +wavefrontsize64 (vcc, not vcc_lo)")(
      "kernel", po::value(&kernel)->value_name("NAME"),
      "list only this kernel's function of an ELF FILE (its symbol, demangled signature or "
      "plain name)")(
      "gtkwave-filter", po::bool_switch(&filter),
      "act as a GTKWave translate filter: read one instruction value per line on stdin "
      "(words separated by spaces, or one wide hex value whose low dword is the first "
      "word) and write one disassembly line per line");
  po::options_description hidden;
  hidden.add_options()("file", po::value(&file));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description positional;
  positional.add("file", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm disasm: %s (see cutlm disasm --help)\n",
                 one_line(e.what()).c_str());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout
        << desc << "\n"
        << "FILE is an ELF object (a linked .hsaco, a -c object, an offload bundle or a host\n"
           "object with .hip_fatbin), a .s file (assembled with llvm-mc-19) or raw\n"
           "little-endian machine code (.bin). An ELF object's listing is the one\n"
           "llvm-objdump-19 -d --mcpu=gfx1100 prints, line for line: file and section\n"
           "lines, symbol labels, load addresses, branch targets by symbol. For .s, .bin\n"
           "and --hex each line is the instruction text as llvm-objdump-19 prints it, then\n"
           "// OFFSET: WORDS. A word that is no gfx1100 instruction prints as .long and\n"
           "disassembly goes on at the next word; a literal cut off by the end of the input\n"
           "is reported on stderr.\n";
    return kExitOk;
  }
  if (filter) return gtkwave_filter(wave64);
  if (!hex_words.empty() && !file.empty()) {
    std::fprintf(stderr, "cutlm disasm: give FILE or --hex, not both (see cutlm disasm --help)\n");
    return kExitUsage;
  }
  std::vector<uint8_t> code;
  std::string origin;
  std::ostringstream warnings;
  try {
    if (!file.empty() && is_object_file(file)) {
      std::string symbol;
      const cutlm::ElfContents elf = cutlm::read_elf_contents(
          cutlm::read_binary_file(file, "object file"), file, kernel, &symbol);
      std::ostringstream listing;
      cutlm::write_listing(elf, file, wave64, symbol, listing, warnings);
      std::cout << listing.str();
      origin = file;
    } else if (!kernel.empty()) {
      throw cutlm::InputError("--kernel needs an ELF object, offload bundle or host object");
    } else if (!hex_words.empty()) {
      std::vector<uint32_t> words;
      std::istringstream in(hex_words);
      for (std::string token; in >> token;) {
        std::vector<uint32_t> one;
        if (!parse_filter_line(token, &one) || one.size() != 1) {
          throw cutlm::InputError("--hex: \"" + token + "\" is not a 32-bit hex word");
        }
        words.push_back(one[0]);
      }
      code.resize(words.size() * 4);
      std::memcpy(code.data(), words.data(), code.size());
      origin = "--hex";
      cutlm::disassemble_buffer(code.data(), code.size(), wave64, std::cout, warnings);
    } else if (!file.empty()) {
      code = cutlm::load_program(file, wave64, /*warn_trailing=*/false).code;
      origin = file;
      cutlm::disassemble_buffer(code.data(), code.size(), wave64, std::cout, warnings);
    } else {
      std::fprintf(stderr, "cutlm disasm: no FILE or --hex given (see cutlm disasm --help)\n");
      return kExitUsage;
    }
  } catch (const cutlm::InputError& e) {
    print_error(e.what());
    return kExitUsage;
  }
  std::cout.flush();
  std::istringstream warning_lines(warnings.str());
  for (std::string line; std::getline(warning_lines, line);) {
    std::fprintf(stderr, "cutlm disasm: %s: %s\n", origin.c_str(), line.c_str());
  }
  return kExitOk;
}

// Coverage at a glance: which instructions of the table execute and which only decode.
int isa_command(const std::vector<std::string>& args) {
  bool list_all = false;
  po::options_description desc("cutlm isa [options]");
  desc.add_options()("help,h", "show this help")(
      "all", po::bool_switch(&list_all),
      "also list the RDNA3.5-only instructions of the data file (illegal on gfx1100)");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm isa: %s (see cutlm isa --help)\n", e.what());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout
        << desc
        << "\nA header line, then one line per instruction: format, opcode, LLVM mnemonic, status\n"
           "(executes / not modelled / decodes), timing class (isa/timing_classes.json) and\n"
           "the RTL unit that co-simulates it (isa/rtl/*.json; - for none, unit* when this\n"
           "build leaves the unit out), then a count per format.\n";
    return kExitOk;
  }
  const cutlm::Executor executor;
  std::size_t count = 0;
  const cutlm::isa::InstInfo* all = cutlm::isa::all_instructions(&count);
  struct Tally {
    unsigned executes = 0;
    unsigned not_modelled = 0;
    unsigned decodes = 0;
    unsigned rtl = 0;
  };
  std::vector<Tally> tally(static_cast<std::size_t>(cutlm::isa::Format::Count));
  std::printf("%-8s %4s  %-40s %-14s %-26s %s\n", "format", "op", "mnemonic", "status",
              "timing class", "rtl unit");
  for (std::size_t i = 0; i < count; ++i) {
    const cutlm::isa::InstInfo& info = all[i];
    if (!info.gfx1100 && !list_all) continue;
    const cutlm::Support support = executor.support(info.op);
    const char* status = !info.gfx1100                            ? "illegal (RDNA3.5 only)"
                         : support == cutlm::Support::Executes    ? "executes"
                         : support == cutlm::Support::NotModelled ? "not modelled"
                                                                  : "decodes";
    const cutlm::isa::RtlOpInfo& rtl = cutlm::isa::rtl_op_info(cutlm::isa::rtl_op_of(info.op));
    const bool has_rtl = cutlm::isa::rtl_op_of(info.op) != cutlm::isa::RtlOp::None;
    const std::string rtl_unit = !has_rtl ? "-" : std::string(rtl.unit) + (rtl.built ? "" : "*");
    std::printf("%-8s %4u  %-40s %-14s %-26s %s\n", cutlm::isa::format_name(info.format),
                info.opcode, info.mnemonic, status,
                cutlm::isa::timing_class_name(info.timing_class), rtl_unit.c_str());
    if (!info.gfx1100) continue;
    Tally& t = tally[static_cast<std::size_t>(info.format)];
    if (has_rtl) t.rtl++;
    (support == cutlm::Support::Executes      ? t.executes
     : support == cutlm::Support::NotModelled ? t.not_modelled
                                              : t.decodes)++;
  }
  std::printf("\n%-8s %9s %12s %9s %9s %5s\n", "format", "executes", "not modelled", "decodes",
              "total", "rtl");
  Tally sum;
  for (std::size_t f = 0; f < tally.size(); ++f) {
    const Tally& t = tally[f];
    std::printf("%-8s %9u %12u %9u %9u %5u\n",
                cutlm::isa::format_name(static_cast<cutlm::isa::Format>(f)), t.executes,
                t.not_modelled, t.decodes, t.executes + t.not_modelled + t.decodes, t.rtl);
    sum.executes += t.executes;
    sum.not_modelled += t.not_modelled;
    sum.decodes += t.decodes;
    sum.rtl += t.rtl;
  }
  std::printf("%-8s %9u %12u %9u %9u %5u\n", "all", sum.executes, sum.not_modelled, sum.decodes,
              sum.executes + sum.not_modelled + sum.decodes, sum.rtl);
  int built_ops = 0;
  for (int op = 1; op <= cutlm::isa::num_rtl_ops(); ++op) {
    if (cutlm::isa::rtl_op_info(static_cast<cutlm::isa::RtlOp>(op)).built) built_ops++;
  }
  std::printf(
      "\nRTL counterpart: %u instructions (%d operations in %d units, %d operations "
      "verilated in this build)\n",
      sum.rtl, cutlm::isa::num_rtl_ops(), cutlm::isa::num_rtl_units(), built_ops);
  return kExitOk;
}

int run_command(const std::vector<std::string>& args) {
  RunOptions o;
  NumericOptions numbers;
  po::options_description desc = run_options_description(o, numbers);
  po::options_description hidden;
  hidden.add_options()("program", po::value(&o.program));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description positional;
  positional.add("program", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm run: %s (see cutlm run --help)\n", one_line(e.what()).c_str());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout << desc << "\n";
    return kExitOk;
  }
  if (o.program.empty()) {
    std::fprintf(stderr, "cutlm run: no PROGRAM given (see cutlm run --help)\n");
    return kExitUsage;
  }

  std::unique_ptr<cutlm::WaveState> wave;
  cutlm::Program program;
  Outputs outputs;
  try {
    apply_model_options(o, numbers, vm);
    int wave_size = o.wave64 ? 64 : 32;
    if (!o.state.empty()) {
      const int requested = cutlm::state_file_wave_size(o.state);
      if (requested == 64) wave_size = 64;
      if (requested == 32 && o.wave64) {
        throw cutlm::InputError(o.state + ": wave_size: 32 conflicts with --wave64");
      }
    }
    wave = std::make_unique<cutlm::WaveState>(wave_size);
    wave->set_exec(wave->lane_mask());
    if (!o.state.empty()) cutlm::load_state_file(o.state, *wave);
    program = cutlm::load_program(o.program, wave->wave64());
    wave->pc = program.entry;
    cutlm::OutputSet files;
    files.add_input(o.program, "the program");
    const auto writable = list_files(o, files);
    outputs.open(o, files, writable);
  } catch (const cutlm::InputError& e) {
    print_error(e.what());
    return kExitUsage;
  }

  // Elaboration: one compute unit, optionally the cosim checker beside it.
  const std::unique_ptr<cutlm::HazardChecker> hazards = make_hazard_checker(o);
  // One wave: workgroup (0,0,0), wave 0, as a one-wave dispatch names it.
  if (hazards) hazards->set_wave_namer([](uint32_t) { return cutlm::wave_label({0, 0, 0}, 0); });
  cutlm::tlm_model::ComputeUnit cu("cu", program, *wave, o.config);
  outputs.attach(cu, o, program, wave->wave64());
  warn_waves_without_scope(cu);
  sc_core::sc_start();
  print_hazard_summary(hazards.get());

  int status = kExitOk;
  try {
    outputs.finish();
    if (!cu.finished() && outputs.cosim_stopped()) {
      // Stopped at the first cosim mismatch: the summary below reports it (exit status 3).
    } else if (!cu.finished()) {
      print_stop(cu.error());
      status = cu.error_is_input() ? kExitUsage : kExitModelError;
    } else if (!o.quiet) {
      print_result(*wave, cu.stats());
    }
    // The statistics and the state are written after a fault too: they show where it stopped.
    if (!o.stats.empty())
      cutlm::write_output_file(o.stats, "statistics", cu.stats().to_json().dump(2) + "\n");
    if (!o.dump_state.empty()) {
      cutlm::write_output_file(o.dump_state, "state dump", cutlm::dump_state_json(*wave));
    }
  } catch (const cutlm::OutputError& e) {
    print_error(e.what());
    return kExitUsage;
  }
  status = outputs.report_cosim(status);
  std::fflush(stdout);
  return status;
}

const char kDispatchHelp[] =
    "MANIFEST.json names the kernel (\"code\" + \"kernel\": an AMDHSA code object from clang-19\n"
    "or llvm-mc-19, linked or -c; or \"raw\": machine code with a \"descriptor\"), the \"grid\" "
    "and\n"
    "\"block\" in work-items, the \"buffers\" (name, size, init: file/random/fill, dump) and the\n"
    "\"args\" ({\"buffer\": NAME}, {\"local\": BYTES} for a __local pointer, {\"u32\": 7}, ...).\n"
    "Paths are relative to the manifest's folder. Every wave of every workgroup runs to s_endpgm,\n"
    "then the buffers with \"dump\" are written. A fault (access outside every buffer, misaligned\n"
    "access, illegal instruction, impossible barrier, runaway loop: one wave retiring more than\n"
    "--max-instructions; instruction limit: the dispatch retiring more than\n"
    "--max-total-instructions) stops the dispatch with exit 1 and one line:\n"
    "fault: KIND: workgroup (X,Y,Z) wave W lane L pc 0x... address 0x...\n"
    "A buffer's \"expect\" (file or values, type, ulp or abs) is compared after the run.\n"
    "Exit status: 0 done; 1 fault, model error or hazard (--hazards error); 2 usage, input or\n"
    "output error (a file that cannot be read or written, named with the OS reason); 3 cosim\n"
    "mismatch; 4 a buffer differs from its \"expect\".\n";

// --print NAME[:TYPE]: the buffer and its element type (u32 unless given).
std::pair<std::string, cutlm::ElemType> parse_print(const std::string& text,
                                                    const cutlm::Dispatch& dispatch) {
  const std::size_t colon = text.rfind(':');
  const std::string name = colon == std::string::npos ? text : text.substr(0, colon);
  cutlm::ElemType type = cutlm::ElemType::U32;
  if (colon != std::string::npos && !cutlm::parse_elem_type(text.substr(colon + 1), &type)) {
    throw cutlm::InputError("--print " + text + ": \"" + text.substr(colon + 1) +
                            "\" is not one of " + cutlm::elem_type_list());
  }
  try {
    dispatch.buffer(name);
  } catch (const cutlm::InputError&) {
    std::string names;
    for (const cutlm::BufferSpec& b : dispatch.manifest().buffers)
      names += (names.empty() ? "" : ", ") + b.name;
    throw cutlm::InputError("--print " + text + ": no buffer named \"" + name +
                            "\" (buffers: " + (names.empty() ? "none" : names) + ")");
  }
  return {name, type};
}

// After a finished dispatch: every "expect" compared, failures listed on stderr. False when a
// buffer differs.
bool report_expects(const cutlm::Dispatch& dispatch, bool quiet) {
  const std::vector<cutlm::ExpectResult> results = dispatch.check_expects();
  bool all_match = true;
  for (const cutlm::ExpectResult& r : results) {
    if (r.differing == 0) continue;
    all_match = false;
    for (const std::string& line : cutlm::expect_report(r))
      std::fprintf(stderr, "cutlm: %s\n", one_line(line).c_str());
  }
  if (all_match && !quiet && !results.empty()) {
    std::printf("cutlm: expect: %zu buffer%s match\n", results.size(),
                results.size() == 1 ? "" : "s");
  }
  return all_match;
}

// A dispatch's own inputs (manifest, code, buffer contents and expectations) and outputs (the
// buffer dumps).
void add_dispatch_files(const cutlm::Dispatch& dispatch, const std::string& dump_dir,
                        const std::string& manifest_path, cutlm::OutputSet& files,
                        std::vector<std::pair<std::string, std::string>>& writable) {
  const cutlm::Manifest& m = dispatch.manifest();
  files.add_input(manifest_path, "the manifest");
  files.add_input(m.code, "the code object");
  files.add_input(m.raw, "the raw code");
  const std::vector<std::string> dumps = dispatch.dump_paths(dump_dir);
  std::size_t next = 0;
  for (std::size_t i = 0; i < m.buffers.size(); ++i) {
    const cutlm::BufferSpec& b = m.buffers[i];
    const std::string key = "buffers[" + std::to_string(i) + "]";
    if (b.init.kind == cutlm::BufferInit::Kind::File)
      files.add_input(b.init.file, key + ".init.file");
    files.add_input(b.expect.file, key + ".expect.file");
    if (b.dump.empty()) continue;
    files.add_output(dumps[next], key + ".dump");
    writable.emplace_back(dumps[next], "buffer dump");
    ++next;
  }
}

int dispatch_command(const std::vector<std::string>& args) {
  RunOptions o;
  NumericOptions numbers;
  std::string manifest_path;
  std::string dump_dir;
  std::vector<std::string> prints;
  po::options_description desc("cutlm dispatch MANIFEST.json [options]");
  desc.add_options()("help,h", "show this help")(
      "dump-dir", po::value(&dump_dir)->value_name("DIR"),
      "write the buffer dumps to DIR instead of the manifest's folder")(
      "print", po::value(&prints)->composing()->value_name("NAME[:TYPE]"),
      "after the run, print the buffer as a table, 8 values per line (TYPE u8, i8, u16, i16, "
      "u32 (default), i32, u64, i64, f16, f32, f64); repeatable")(
      "max-total-instructions", po::value(&numbers.max_total_instructions)->value_name("N"),
      "stop with a fault when the whole dispatch has retired N instructions (default "
      "1000000000, a minute or two of simulation)")(
      "progress", po::bool_switch(&o.progress),
      "print progress on stderr (workgroups done, instructions, rate) even when stderr is not "
      "a terminal; on a terminal it shows after two seconds unless -q")(
      "vmem-latency", po::value(&numbers.vmem_latency)->value_name("CYCLES"),
      "cycles from a vector memory instruction to its data (default 320)")(
      "smem-latency", po::value(&numbers.smem_latency)->value_name("CYCLES"),
      "cycles from a scalar memory load to its data (default 20)")(
      "lds-latency", po::value(&numbers.lds_latency)->value_name("CYCLES"),
      "cycles from an LDS instruction to its data (default 20)");
  add_model_options(desc, o, numbers);
  po::options_description hidden;
  hidden.add_options()("manifest", po::value(&manifest_path));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description positional;
  positional.add("manifest", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm dispatch: %s (see cutlm dispatch --help)\n",
                 one_line(e.what()).c_str());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout << desc << "\n" << kDispatchHelp;
    return kExitOk;
  }
  if (manifest_path.empty()) {
    std::fprintf(stderr, "cutlm dispatch: no MANIFEST given (see cutlm dispatch --help)\n");
    return kExitUsage;
  }
  std::unique_ptr<cutlm::Dispatch> dispatch;
  Outputs outputs;
  std::vector<std::pair<std::string, cutlm::ElemType>> printed;
  try {
    apply_model_options(o, numbers, vm);
    dispatch = std::make_unique<cutlm::Dispatch>(cutlm::load_manifest(manifest_path));
    for (const std::string& w : dispatch->manifest().warnings)
      std::fprintf(stderr, "cutlm: warning: %s\n", one_line(w).c_str());
    for (const std::string& p : prints) printed.push_back(parse_print(p, *dispatch));
    cutlm::OutputSet files;
    auto writable = list_files(o, files);
    add_dispatch_files(*dispatch, dump_dir, manifest_path, files, writable);
    outputs.open(o, files, writable);
  } catch (const cutlm::InputError& e) {
    print_error(e.what());
    return kExitUsage;
  }

  const std::unique_ptr<cutlm::HazardChecker> hazards = make_hazard_checker(o);
  if (hazards) {
    const cutlm::Dispatch* named = dispatch.get();
    hazards->set_wave_namer([named](uint32_t wave_id) { return named->wave_label(wave_id); });
  }
  {
    const cutlm::Dispatch* named = dispatch.get();
    outputs.wave_namer = [named](uint32_t wave_id) { return named->wave_name(wave_id); };
  }
  cutlm::tlm_model::ComputeUnit cu("cu", *dispatch, o.config);
  outputs.attach(cu, o, dispatch->program(), dispatch->wave_size() == 64);
  warn_waves_without_scope(cu);
  ProgressLine progress(o.progress, o.quiet);
  cutlm::EngineProgress last_progress;
  WaveformSizeWatch watch(o.vcd, o.cosim);
  if (progress.enabled() || watch.active()) {
    cu.set_progress_hook([&](const cutlm::EngineProgress& p) {
      last_progress = p;
      progress.update(p);
      watch.update(p);
    });
  }
  sc_core::sc_start();
  progress.finish(last_progress);
  print_hazard_summary(hazards.get());

  int status = kExitOk;
  bool expects_match = true;
  const cutlm::Stats& stats = cu.stats();
  // Device printf (a kernel built with -mprintf-kind=buffered), also up to a fault.
  const cutlm::PrintfOutput device_printf = dispatch->printf_output();
  std::fputs(device_printf.stdout_text.c_str(), stdout);
  std::fputs(device_printf.stderr_text.c_str(), stderr);
  for (const std::string& problem : device_printf.problems)
    std::fprintf(stderr, "cutlm: warning: %s\n", one_line(problem).c_str());
  try {
    outputs.finish();
    if (!cu.finished() && outputs.cosim_stopped()) {
      // Stopped at the first cosim mismatch: the summary below reports it (exit status 3).
    } else if (!cu.finished()) {
      print_stop(cu.error());
      status = cu.error_is_input() ? kExitUsage : kExitModelError;
      // The buffers as the fault left them: what the waves wrote before it.
      if (!cu.error_is_input()) dispatch->write_dumps(dump_dir);
    } else {
      dispatch->write_dumps(dump_dir);
      if (!o.quiet) {
        const auto grid = dispatch->workgroup_grid();
        std::printf(
            "cutlm: dispatch of %s done: %llu workgroups (%ux%ux%u), %llu waves (wave%d), %llu "
            "instructions, %llu cycles\n",
            dispatch->manifest().kernel.c_str(), static_cast<unsigned long long>(stats.workgroups),
            grid[0], grid[1], grid[2], static_cast<unsigned long long>(stats.waves),
            dispatch->wave_size(), static_cast<unsigned long long>(stats.instructions),
            static_cast<unsigned long long>(stats.cycles));
      }
      for (const auto& [name, type] : printed)
        std::fputs(dispatch->format_buffer(name, type).c_str(), stdout);
      expects_match = report_expects(*dispatch, o.quiet);
    }
    if (!o.stats.empty())
      cutlm::write_output_file(o.stats, "statistics", stats.to_json().dump(2) + "\n");
  } catch (const cutlm::OutputError& e) {
    print_error(e.what());
    return kExitUsage;
  }
  status = outputs.report_cosim(status);
  // A cosim mismatch (3) says more than the buffers it may have spoiled.
  if (!expects_match && status == kExitOk) status = kExitExpectMismatch;
  std::fflush(stdout);
  return status;
}

// `cutlm regress` is scripts/cutlm_regress.py (process pool, delta debugging, Slurm): this
// process hands over to it, naming itself so that the workers run this very build.
int regress_command(const std::vector<std::string>& args, const char* argv0) {
  const std::string script = std::string(CUTLM_SOURCE_DIR) + "/scripts/cutlm_regress.py";
  if (access(script.c_str(), R_OK) != 0) {
    std::fprintf(stderr, "cutlm regress: %s is missing (cutlm was built from %s)\n", script.c_str(),
                 CUTLM_SOURCE_DIR);
    return kExitUsage;
  }
  std::vector<char> self(4096, '\0');
  const ssize_t n = readlink("/proc/self/exe", self.data(), self.size() - 1);
  std::string cutlm_path = n > 0 ? std::string(self.data(), static_cast<std::size_t>(n)) : "";
  if (cutlm_path.empty()) {
    char* resolved = realpath(argv0, nullptr);
    if (resolved == nullptr) {
      std::fprintf(stderr, "cutlm regress: cannot find the path of this cutlm executable\n");
      return kExitUsage;
    }
    cutlm_path = resolved;
    std::free(resolved);
  }
  std::vector<std::string> words = {"python3", script, "--cutlm", cutlm_path};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> exec_argv;
  for (std::string& w : words) exec_argv.push_back(&w[0]);
  exec_argv.push_back(nullptr);
  std::fflush(stdout);
  // Held until the script has its handlers (it unblocks them): a SIGTERM or Ctrl-C while
  // Python starts would otherwise end it with a traceback or leave nothing said.
  sigset_t stop_signals;
  sigset_t previous;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGHUP);
  sigprocmask(SIG_BLOCK, &stop_signals, &previous);
  execvp("python3", exec_argv.data());
  sigprocmask(SIG_SETMASK, &previous, nullptr);
  std::fprintf(stderr, "cutlm regress: cannot run python3 (%s); it runs %s\n", std::strerror(errno),
               script.c_str());
  return kExitUsage;
}

}  // namespace

// SystemC prints its banner before sc_main runs, so the variable that silences it is set here.
int main(int argc, char* argv[]) {
  // `cutlm regress` (and its help) leaves this process before SystemC starts.
  if (argc >= 2 && std::strcmp(argv[1], "regress") == 0) {
    return regress_command(std::vector<std::string>(argv + 2, argv + argc), argv[0]);
  }
  if (argc >= 3 && std::strcmp(argv[1], "help") == 0 && std::strcmp(argv[2], "regress") == 0) {
    return regress_command({"--help"}, argv[0]);
  }
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", /*overwrite=*/0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  // Keep the output for results: no end-of-simulation chatter.
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "--version") {
    // The tools' versions are those found when cutlm was configured; SystemC's is the library's.
    std::printf("cutlm %s\nbuilt with LLVM %s (llvm-mc-19), SystemC %s, Verilator %s\n",
                CUTLM_VERSION, CUTLM_LLVM_VERSION, sc_core::sc_release(), CUTLM_VERILATOR_VERSION);
    // cutlm regress reads this line to know whether its runs can write --rtl-coverage.
    std::printf("RTL coverage: %s\n", cutlm::rtl_coverage_built() ? "on" : "off");
    return kExitOk;
  }
  // The translate filters the written save files name (GTKWave runs "cutlm --gtkwave-filter").
  if (args.size() == 1 && args[0] == "--gtkwave-filter") return gtkwave_filter(false);
  if (args.size() == 1 && args[0] == "--gtkwave-state-filter") return gtkwave_state_filter();
  // `cutlm help COMMAND` is `cutlm COMMAND --help`.
  if (args.size() >= 2 && args[0] == "help") args = {args[1], "--help"};
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::fputs(kOverview, args.empty() ? stderr : stdout);
    return args.empty() ? kExitUsage : kExitOk;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  try {
    if (command == "run") return run_command(args);
    if (command == "dispatch") return dispatch_command(args);
    if (command == "disasm") return disasm_command(args);
    if (command == "isa") return isa_command(args);
    if (command == "sqtt") return sqtt_command(args);
    if (command == "exec") return exec_command(args);
    if (command == "config") return config_command(args);
  } catch (const cutlm::InputError& e) {
    print_error(e.what());
    return kExitUsage;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm: internal error: %s\n", one_line(e.what()).c_str());
    return kExitModelError;
  }
  std::fprintf(stderr, "cutlm: unknown command %s (see cutlm --help)\n",
               cutlm::quoted_value(command, 60).c_str());
  return kExitUsage;
}
