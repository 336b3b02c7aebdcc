#include "outputs.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <sstream>

#include "cli_common.h"
#include "cosim/rtl_coverage.h"
#include "isa/decoder.h"
#include "isa/disasm.h"
#include "isa/rtl_ops.h"
#include "support/output_file.h"
#include "trace/wave_name.h"

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

void Outputs::open(const RunOptions& o, const cutlm::OutputSet& files,
                   const std::vector<std::pair<std::string, std::string>>& writable) {
  files.check();
  for (const auto& [path, what] : writable) cutlm::check_output_writable(path, what);
  open(o);
}

void Outputs::open(const RunOptions& o) {
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

void Outputs::attach(cutlm::tlm_model::ComputeUnit& cu, const RunOptions& o,
                     const cutlm::Program& code, bool wave64_code) {
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

void Outputs::finish() {
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

int Outputs::report_cosim(int status) {
  if (!cosim) return status;
  std::printf("%s\n", cosim->summary().c_str());
  if (cosim->mismatch_count() != 0 && status == kExitOk) status = kExitCosimMismatch;
  if (vcd) rtl->detach_waveform();
  return status;
}

int end_status(const cutlm::tlm_model::ComputeUnit& cu, const Outputs& outputs) {
  if (cu.finished() || outputs.cosim_stopped()) return kExitOk;
  print_stop(cu.error());
  return cu.error_is_input() ? kExitUsage : kExitModelError;
}

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

ProgressLine::ProgressLine(bool forced, bool quiet)
    : forced_(forced),
      terminal_(isatty(STDERR_FILENO) != 0),
      enabled_(forced || (terminal_ && !quiet)),
      start_(Clock::now()),
      last_(start_) {}

void ProgressLine::update(const cutlm::EngineProgress& p) {
  if (!enabled_) return;
  const auto now = Clock::now();
  if (now - start_ < std::chrono::seconds(2) || now - last_ < std::chrono::seconds(1)) return;
  last_ = now;
  print(p, now);
}

void ProgressLine::finish(const cutlm::EngineProgress& p) {
  if (!enabled_ || (!forced_ && !shown_)) return;
  print(p, Clock::now());
  if (terminal_) std::fputc('\n', stderr);
}

void ProgressLine::print(const cutlm::EngineProgress& p, Clock::time_point now) {
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
