// `cutlm dispatch`: a kernel's whole grid from a manifest on the compute unit; its buffers
// dumped, printed and checked against "expect".
#include <cstdio>
#include <memory>
#include <optional>
#include <systemc>

#include "cli_common.h"
#include "dispatch/dispatch.h"
#include "help_texts.h"
#include "model_options.h"
#include "outputs.h"
#include "support/errors.h"
#include "support/output_file.h"
#include "support/output_set.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

namespace {

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

}  // namespace

int dispatch_command(const std::vector<std::string>& args) {
  RunOptions o;
  NumericOptions numbers;
  std::string manifest_path;
  std::string dump_dir;
  std::vector<std::string> prints;
  // The fast mode's defaults are isa/gfx1100_timing.json's "loosely_timed" values.
  const cutlm::timing::TimingParams& built_in = cutlm::timing::default_timing_params();
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
      ("cycles from a vector memory instruction to its data (default " +
       std::to_string(built_in.loose_vmem_latency) + ")")
          .c_str())("smem-latency", po::value(&numbers.smem_latency)->value_name("CYCLES"),
                    ("cycles from a scalar memory load to its data (default " +
                     std::to_string(built_in.loose_smem_latency) + ")")
                        .c_str())("lds-latency",
                                  po::value(&numbers.lds_latency)->value_name("CYCLES"),
                                  ("cycles from an LDS instruction to its data (default " +
                                   std::to_string(built_in.loose_lds_latency) + ")")
                                      .c_str());
  add_model_options(desc, o, numbers);
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("dispatch", desc, cutlm_help_dispatch)
                                          .positional("manifest", po::value(&manifest_path))
                                          .parse(args, vm)) {
    return *done;
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
    status = end_status(cu, outputs);
    if (status == kExitModelError) {
      // The buffers as the fault left them: what the waves wrote before it.
      dispatch->write_dumps(dump_dir);
    } else if (cu.finished()) {
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
