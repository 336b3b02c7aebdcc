// What a model run writes besides its results (trace, waveform and its save file, timeline,
// profile, fidelity, the cosim RTL and checker), the files `run` and `dispatch` check before
// they start, and what they show while they run (progress, the waveform's size).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cosim/cosim_checker.h"
#include "dispatch/fidelity.h"
#include "loader/program.h"
#include "model_options.h"
#include "support/output_set.h"
#include "tlm/compute_unit.h"
#include "trace/profile.h"
#include "trace/timeline.h"
#include "trace/trace.h"
#include "trace/waveform_writer.h"

namespace cutlm::cli {

// `--vcd FILE` also writes FILE.gtkw.
void write_save_file(const std::string& dump, bool cycle_mode);

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
            const std::vector<std::pair<std::string, std::string>>& writable);
  // Opens the trace and waveform files and sees that the statistics and state dump can be
  // written, so a long run does not lose its results at the end; throws OutputError naming
  // the file and the OS reason.
  void open(const RunOptions& o);
  // Elaboration: the trace and waveform on the compute unit, the cosim checker beside it.
  void attach(cutlm::tlm_model::ComputeUnit& cu, const RunOptions& o, const cutlm::Program& code,
              bool wave64_code);
  // --cosim-stop-first ended the run (the cosim summary says why).
  bool cosim_stopped() const { return cosim && cosim->stopped(); }
  // Ends the RTL side and closes the files; throws OutputError if one lost data.
  void finish();
  // Prints the cosim summary; returns the exit status with a mismatch taken into account.
  int report_cosim(int status);
};

// After the simulation: the exit status of how `cu` ended. A fault or model error is printed
// (exit status 1, or 2 for an error in the input); a run stopped at the first cosim mismatch is
// 0 here, since the cosim summary reports it (Outputs::report_cosim, exit status 3).
int end_status(const cutlm::tlm_model::ComputeUnit& cu, const Outputs& outputs);

// The files `run` and `dispatch` write, by option, with how a message names each (the
// waveform's save file FILE.gtkw included), and the inputs they read: `files` learns them all.
// Returns the outputs as (path, what) for check_output_writable.
std::vector<std::pair<std::string, std::string>> list_files(const RunOptions& o,
                                                            cutlm::OutputSet& files);

// The waveform keeps a scope per wave for the first kMaxWaveScopes recorded waves only.
void warn_waves_without_scope(const cutlm::tlm_model::ComputeUnit& cu);

// Progress on stderr for dispatches that run for a while: on a terminal after the first two
// seconds (unless -q), or always with --progress. One line, rewritten in place on a terminal.
class ProgressLine {
 public:
  ProgressLine(bool forced, bool quiet);
  bool enabled() const { return enabled_; }
  void update(const cutlm::EngineProgress& p);
  // The last line: always with --progress, else only after lines were shown.
  void finish(const cutlm::EngineProgress& p);

 private:
  using Clock = std::chrono::steady_clock;
  void print(const cutlm::EngineProgress& p, Clock::time_point now);

  bool forced_;
  bool terminal_;
  bool enabled_;
  bool shown_ = false;
  Clock::time_point start_;
  Clock::time_point last_;
};

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
