// The cutlm command: runs gfx1100 machine code on the SystemC/TLM compute unit model. This file
// is the entry point and the overview; each subcommand is a file of its own (README).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <systemc>
#include <vector>

#include "cli_common.h"
#include "cosim/rtl_coverage.h"
#include "sqtt_command.h"
#include "support/errors.h"
#include "support/quoted.h"

using namespace cutlm::cli;

namespace {

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
