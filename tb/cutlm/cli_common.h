// What the `cutlm` subcommands share (defined in main.cpp): exit statuses, one-line errors,
// the options of a model run (cosim, waveform, trace, statistics, limits, timing) and the
// outputs a run writes. `exec` (exec_command.cpp) runs each launch with them as `dispatch` does.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cosim/cosim_checker.h"
#include "cosim/rtl_coverage.h"
#include "dispatch/fidelity.h"
#include "dispatch/hazard_checker.h"
#include "isa/decoder.h"
#include "isa/disasm.h"
#include "isa/rtl_ops.h"
#include "loader/program.h"
#include "support/output_file.h"
#include "support/output_set.h"
#include "timing/timing_params.h"
#include "tlm/compute_unit.h"
#include "trace/profile.h"
#include "trace/timeline.h"
#include "trace/trace.h"
#include "trace/wave_name.h"
#include "trace/waveform_writer.h"

namespace cutlm::cli {

// `--vcd FILE` also writes FILE.gtkw (main.cpp).
void write_save_file(const std::string& dump, bool cycle_mode);

constexpr int kExitOk = 0;
constexpr int kExitModelError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitCosimMismatch = 3;
constexpr int kExitExpectMismatch = 4;

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
  std::string vmem_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_vmem_latency);
  std::string smem_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_smem_latency);
  std::string lds_latency =
      std::to_string(cutlm::timing::default_timing_params().loose_lds_latency);
};

// "valu32 9, valu64 7": the VALU classes whose latency `timing` changes from the built-in one.
inline std::string changed_valu_latencies(const cutlm::timing::TimingParams& timing) {
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

// What a simulation writes besides its results: trace, waveform and the cosim RTL and checker.
struct Outputs {
  std::unique_ptr<cutlm::TraceWriter> trace;
  std::unique_ptr<cutlm::WaveformWriter> vcd;
  std::unique_ptr<cutlm::RtlValu> rtl;
  std::unique_ptr<cutlm::CosimChecker> cosim;
  std::unique_ptr<cutlm::TimelineWriter> timeline;
  std::unique_ptr<cutlm::Profile> profile;
  std::string profile_path;
  std::unique_ptr<cutlm::FidelityTracker> fidelity;
  std::string fidelity_path;
  // How the fidelity report and cosim mismatches name a wave (a dispatch's; one wave is
  // wg(0,0,0)w0).
  std::function<std::string(uint32_t)> wave_namer;
  std::string rtl_coverage_path;
  const cutlm::Program* program = nullptr;
  bool wave64 = false;

  // First of all, before any file is written: no two of `files`' outputs (these and the buffer
  // dumps) may be one file, none may be an input, and each must be writable; then open().
  void open(const RunOptions& o, const cutlm::OutputSet& files,
            const std::vector<std::pair<std::string, std::string>>& writable) {
    files.check();
    for (const auto& [path, what] : writable) cutlm::check_output_writable(path, what);
    open(o);
  }

  // Opens the trace and waveform files and sees that the statistics and state dump can be
  // written, so a long run does not lose its results at the end; throws OutputError naming
  // the file and the OS reason.
  void open(const RunOptions& o) {
    if (!o.trace.empty()) trace = std::make_unique<cutlm::TraceWriter>(o.trace, o.wave_filter);
    if (!o.vcd.empty()) {
      vcd = cutlm::open_waveform(o.vcd);
      vcd->set_window(o.wave_filter.start, o.wave_filter.end);
      write_save_file(o.vcd, o.timing == "cycle");
    }
    if (!o.timeline.empty()) timeline = std::make_unique<cutlm::TimelineWriter>(o.timeline);
    if (!o.profile.empty()) cutlm::check_output_writable(o.profile, "profile");
    if (!o.fidelity.empty()) cutlm::check_output_writable(o.fidelity, "fidelity");
    // Verilator's coverage writer ends the process on a file it cannot open: check it first.
    if (!o.rtl_coverage.empty()) cutlm::check_output_writable(o.rtl_coverage, "RTL coverage");
    rtl_coverage_path = o.rtl_coverage;
    if (!o.stats.empty()) cutlm::check_output_writable(o.stats, "statistics");
    if (!o.dump_state.empty()) cutlm::check_output_writable(o.dump_state, "state dump");
  }

  // Elaboration: the trace and waveform on the compute unit, the cosim checker beside it.
  void attach(cutlm::tlm_model::ComputeUnit& cu, const RunOptions& o, const cutlm::Program& code,
              bool wave64_code) {
    if (trace) cu.set_trace(trace.get());
    if (vcd) cu.set_vcd(vcd.get(), o.wave_filter);
    if (timeline) cu.set_timeline(timeline.get());
    program = &code;
    wave64 = wave64_code;
    if (!o.profile.empty()) {
      profile = std::make_unique<cutlm::Profile>(code.code.size());
      profile_path = o.profile;
      cu.set_profile(profile.get());
    }
    if (!o.fidelity.empty()) {
      fidelity = std::make_unique<cutlm::FidelityTracker>();
      fidelity_path = o.fidelity;
      if (wave_namer) {
        fidelity->set_wave_namer(wave_namer);
      } else {
        fidelity->set_wave_namer([](uint32_t) { return cutlm::wave_name({0, 0, 0}, 0); });
      }
      cu.set_fidelity(fidelity.get());
    }
    if (!o.cosim) return;
    rtl = o.cosim_rtl == "faulty" ? cutlm::make_faulty_rtl_valu() : cutlm::make_rtl_valu();
    if (vcd) rtl->attach_waveform(*vcd);
    cosim = std::make_unique<cutlm::CosimChecker>(*rtl);
    // The datapath's latencies are built into the RTL: its latency is compared with the built-in
    // parameters, whatever --timing-config makes of the model's.
    cosim->set_timing(cutlm::timing::default_timing_params());
    const std::string changed = changed_valu_latencies(o.config.timing);
    if (!changed.empty() && !o.quiet) {
      std::fprintf(stderr,
                   "cutlm: note: --timing-config changes VALU latencies (%s); the RTL's are fixed, "
                   "so --cosim compares its latency with the built-in ones\n",
                   changed.c_str());
    }
    cosim->set_stop_first(o.cosim_stop_first);
    if (wave_namer) {
      cosim->set_wave_namer(wave_namer);
    } else {
      cosim->set_wave_namer([](uint32_t) { return cutlm::wave_name({0, 0, 0}, 0); });
    }
    cu.set_valu_observer(cosim.get());
    if (fidelity) {
      const cutlm::CosimChecker* compared = cosim.get();
      fidelity->set_cosim(
          [compared](cutlm::isa::Op op) { return compared->observes(cutlm::isa::rtl_op_of(op)); });
    }
    cutlm::CosimChecker* checker = cosim.get();
    const cutlm::tlm_model::ComputeUnit* unit = &cu;
    cu.set_cycle_hook([checker, unit](uint64_t cycle) {
      checker->set_cycle(cycle);
      // --cosim-stop-first: a mismatch found while catching up ends the run here (CosimStop, a
      // ModelError the compute unit stops on), but not in the cycles traced after s_endpgm.
      if (!unit->finished()) checker->check_stop();
    });
  }

  // --cosim-stop-first ended the run (the cosim summary says why).
  bool cosim_stopped() const { return cosim && cosim->stopped(); }

  // Ends the RTL side and closes the files; throws OutputError if one lost data.
  void finish() {
    if (cosim) cosim->finish();
    if (rtl && !rtl_coverage_path.empty()) cutlm::write_rtl_coverage(*rtl, rtl_coverage_path);
    if (vcd) vcd->close();
    if (trace) trace->close();
    if (timeline) timeline->close();
    if (fidelity) fidelity->write(fidelity_path);
    if (profile) {
      const cutlm::Program& code = *program;
      const bool w64 = wave64;
      profile->write(profile_path, [&code, w64](uint64_t pc) {
        if (pc >= code.code.size()) return std::string("?");
        return cutlm::disassemble(cutlm::decode(code.code.data() + pc, code.code.size() - pc, w64,
                                                cutlm::DecodeMode::Execute),
                                  w64);
      });
    }
  }

  // Prints the cosim summary; returns the exit status with a mismatch taken into account.
  int report_cosim(int status) {
    if (!cosim) return status;
    std::printf("%s\n", cosim->summary().c_str());
    if (cosim->mismatch_count() != 0 && status == kExitOk) status = kExitCosimMismatch;
    if (vcd) rtl->detach_waveform();
    return status;
  }
};

// Error and fault lines are one line of readable length (the middle of a long one is cut).
std::string one_line(const std::string& message);
// "cutlm: error: MESSAGE" on stderr.
void print_error(const std::string& message);
// What stopped a run or a dispatch: a fault or hazard line as it is, anything else as an error.
void print_stop(const std::string& message);

// The options `run`, `dispatch` and `exec` share, and their checks (InputError naming the
// option).
void add_model_options(boost::program_options::options_description& d, RunOptions& o,
                       NumericOptions& n);
void apply_model_options(RunOptions& o, const NumericOptions& n,
                         const boost::program_options::variables_map& vm);
uint64_t parse_count(const char* option, const std::string& text, uint64_t min, uint64_t max);
double parse_clock_ns(const std::string& text);

// The s_waitcnt hazard checker --hazards asks for (none for off), given to the compute unit.
std::unique_ptr<cutlm::HazardChecker> make_hazard_checker(RunOptions& o);
void print_hazard_summary(const cutlm::HazardChecker* checker);

// --vcd: a waveform that grows past a gigabyte (easily, with --cosim's RTL signals) warns
// once, with its size so far extrapolated over the grid, and points to FST and the windows.
class WaveformSizeWatch {
 public:
  WaveformSizeWatch(std::string path, bool cosim);
  // A VCD is being written (an FST is compressed already).
  bool active() const {
    const bool fst = path_.size() >= 4 && path_.compare(path_.size() - 4, 4, ".fst") == 0;
    return !path_.empty() && !fst;
  }
  void update(const cutlm::EngineProgress& p);

 private:
  static constexpr double kWarnBytes = 1e9;
  static constexpr double kMinimumSample = 1 << 20;
  std::string path_;
  bool cosim_;
  bool warned_ = false;
};

}  // namespace cutlm::cli

// The subcommands in their own files.
int exec_command(const std::vector<std::string>& args);
int config_command(const std::vector<std::string>& args);
