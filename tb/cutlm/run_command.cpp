// `cutlm run`: one wave of a program to s_endpgm on the compute unit.
#include <cstdio>
#include <memory>
#include <optional>
#include <systemc>

#include "cli_common.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/program.h"
#include "loader/state_json.h"
#include "model_options.h"
#include "outputs.h"
#include "support/errors.h"
#include "support/output_file.h"
#include "support/output_set.h"
#include "trace/wave_name.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

namespace {

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

}  // namespace

int run_command(const std::vector<std::string>& args) {
  RunOptions o;
  NumericOptions numbers;
  std::string arch;
  po::options_description desc("cutlm run PROGRAM [options]");
  desc.add_options()("help,h", "show this help")(
      "state", po::value(&o.state)->value_name("FILE"),
      "initial wave state (JSON: wave_size, exec, scc, mode, sgpr, vgpr; see README)")(
      "dump-state", po::value(&o.dump_state)->value_name("FILE"),
      "write the final wave state as JSON (same schema as --state)")(
      "wave64", po::bool_switch(&o.wave64), "run as a wave64 (assemble with +wavefrontsize64)")(
      "arch", po::value(&arch)->value_name("TARGET"),
      "the target of a .s or .bin PROGRAM: gfx1100 (the default), gfx1200 or gfx1201; an ELF "
      "object says its own");
  add_model_options(desc, o, numbers);
  po::variables_map vm;
  if (const std::optional<int> done =
          CommandLine("run", desc).positional("program", po::value(&o.program)).parse(args, vm)) {
    return *done;
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
    const cutlm::isa::Target* target =
        cutlm::isa::find_target(arch.empty() ? "gfx1100" : arch.c_str());
    if (target == nullptr) {
      throw cutlm::InputError("--arch " + arch + ": unknown target (gfx1100, gfx1200 or gfx1201)");
    }
    program = cutlm::load_program(o.program, wave->wave64(), /*warn_trailing=*/true, target->name);
    if (!arch.empty() && program.arch != target->arch) {
      throw cutlm::InputError(o.program + " is a " + cutlm::isa::arch_name(program.arch) +
                              "-generation code object; --arch " + arch + " contradicts it");
    }
    // A generation without IEEE and DX10_CLAMP bits (RDNA4) cannot start with them cleared.
    const cutlm::Mode fixed = cutlm::with_fixed_mode(program.arch, wave->mode);
    if (fixed.ieee != wave->mode.ieee || fixed.dx10_clamp != wave->mode.dx10_clamp) {
      throw cutlm::InputError(o.state + ": mode: " + cutlm::isa::arch_name(program.arch) +
                              " has no IEEE or DX10_CLAMP bit and runs with both on");
    }
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
    status = end_status(cu, outputs);
    if (cu.finished() && !o.quiet) print_result(*wave, cu.stats());
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
