// The cutlm command: runs gfx1100 machine code on the SystemC/TLM compute unit model.
#include <boost/program_options.hpp>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <systemc>
#include <vector>

#include "core/decoder.h"
#include "core/disasm.h"
#include "core/dispatch.h"
#include "core/errors.h"
#include "core/executor.h"
#include "core/program.h"
#include "core/state_json.h"
#include "core/trace.h"
#include "core/vcd_writer.h"
#include "core/wave_state.h"
#include "cosim/cosim_checker.h"
#include "tlm/compute_unit.h"

namespace po = boost::program_options;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitModelError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitCosimMismatch = 3;

const char kOverview[] =
    "cutlm: a SystemC/TLM-2.0 model of an AMD RDNA3 (gfx1100) compute unit, co-simulated\n"
    "against a Verilator-compiled SystemVerilog VALU datapath.\n"
    "\n"
    "Usage:\n"
    "  cutlm run PROGRAM [options]   run one wave of PROGRAM to s_endpgm\n"
    "  cutlm dispatch MANIFEST.json  run a kernel's whole grid (code object or raw code)\n"
    "  cutlm disasm FILE [options]   disassemble as llvm-objdump-19 -d --mcpu=gfx1100 does\n"
    "  cutlm isa [--all]             every gfx1100 instruction with its status, counts per format\n"
    "  cutlm --help                  this text\n"
    "  cutlm COMMAND --help          the options of a command\n"
    "\n"
    "PROGRAM is a .s file (assembled with llvm-mc-19 -mcpu=gfx1100), an ELF object (its .text)\n"
    "or a raw little-endian .bin. Execution starts at offset 0.\n"
    "\n"
    "Exit status: 0 success; 1 model error (illegal or not yet implemented instruction, fault,\n"
    "runaway loop) with one line naming pc, words and reason; 2 usage or input error;\n"
    "3 cosim mismatch.\n"
    "\n"
    "Example:\n"
    "  cutlm run examples/seeds.s --state examples/seeds.state.json --cosim \\\n"
    "      --vcd out/seeds.vcd --trace out/seeds.trace.jsonl --dump-state out/seeds.final.json\n";

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
  bool quiet = false;
  cutlm::tlm_model::CuConfig config;
};

// The options `run` and `dispatch` share: cosim, waveform, trace, statistics, limits, timing.
void add_model_options(po::options_description& d, RunOptions& o, unsigned& valu_latency,
                       unsigned& salu_latency, double& clock_ns, uint64_t& max_instructions) {
  d.add_options()(
      "cosim", po::bool_switch(&o.cosim),
      "send every VALU instruction with an RTL counterpart to the Verilated datapath and "
      "compare every active lane and every VCC/SGPR bit")(
      "cosim-rtl", po::value(&o.cosim_rtl)->default_value("normal")->value_name("VARIANT"),
      "RTL build to co-simulate against: normal, or faulty (lane 5 deliberately broken, to "
      "see what a mismatch report looks like)")(
      "vcd", po::value(&o.vcd)->value_name("FILE"),
      "write a waveform: the TLM side (pc, instruction words, wave id, exec, vcc, VALU stage "
      "valid bits) and, with --cosim, the RTL internals; open with traces/cutlm.gtkw")(
      "trace", po::value(&o.trace)->value_name("FILE"),
      "write one JSON line per retired instruction: pc, cycle, words, disassembly, exec and "
      "every register written with its new value")("stats", po::value(&o.stats)->value_name("FILE"),
                                                   "write run statistics as JSON")(
      "max-instructions", po::value(&max_instructions)->default_value(1000000)->value_name("N"),
      "stop with an error after N instructions without s_endpgm (no run hangs)")(
      "valu-latency", po::value(&valu_latency)->default_value(5)->value_name("CYCLES"),
      "cycles from VALU issue to its result being readable")(
      "salu-latency", po::value(&salu_latency)->default_value(2)->value_name("CYCLES"),
      "cycles from SALU issue to its result being readable")(
      "clock-ns", po::value(&clock_ns)->default_value(1.0)->value_name("NS"),
      "CU clock period in nanoseconds")("quiet,q", po::bool_switch(&o.quiet),
                                        "print only errors and the cosim summary");
}

po::options_description run_options_description(RunOptions& o, unsigned& valu_latency,
                                                unsigned& salu_latency, double& clock_ns,
                                                uint64_t& max_instructions) {
  po::options_description d("cutlm run PROGRAM [options]");
  d.add_options()("help,h", "show this help")(
      "state", po::value(&o.state)->value_name("FILE"),
      "initial wave state (JSON: wave_size, exec, scc, mode, sgpr, vgpr; see README)")(
      "dump-state", po::value(&o.dump_state)->value_name("FILE"),
      "write the final wave state as JSON (same schema as --state)")(
      "wave64", po::bool_switch(&o.wave64), "run as a wave64 (assemble with +wavefrontsize64)");
  add_model_options(d, o, valu_latency, salu_latency, clock_ns, max_instructions);
  return d;
}

// Checks the shared options and copies them into the compute unit's configuration; prints the
// error and returns false when one is out of range.
bool apply_model_options(const char* command, RunOptions& o, unsigned valu_latency,
                         unsigned salu_latency, double clock_ns, uint64_t max_instructions) {
  if (o.cosim_rtl != "normal" && o.cosim_rtl != "faulty") {
    std::fprintf(stderr, "cutlm %s: --cosim-rtl must be normal or faulty\n", command);
    return false;
  }
  if (clock_ns <= 0 || valu_latency == 0 || valu_latency > 64) {
    std::fprintf(stderr, "cutlm %s: --clock-ns must be > 0 and --valu-latency in 1..64\n", command);
    return false;
  }
  o.config.valu_latency = valu_latency;
  o.config.salu_latency = salu_latency;
  o.config.clock_period = sc_core::sc_time(clock_ns, sc_core::SC_NS);
  o.config.max_instructions = max_instructions;
  return true;
}

// What a simulation writes besides its results: trace, waveform and the cosim RTL and checker.
struct Outputs {
  std::unique_ptr<cutlm::TraceWriter> trace;
  std::unique_ptr<cutlm::VcdWriter> vcd;
  std::unique_ptr<cutlm::RtlValu> rtl;
  std::unique_ptr<cutlm::CosimChecker> cosim;

  // Opens the trace and waveform files; throws InputError when one cannot be written.
  void open(const RunOptions& o) {
    if (!o.trace.empty()) trace = std::make_unique<cutlm::TraceWriter>(o.trace);
    if (!o.vcd.empty()) {
      try {
        vcd = std::make_unique<cutlm::VcdWriter>(o.vcd);
      } catch (const std::runtime_error& e) {
        throw cutlm::InputError(e.what());
      }
    }
  }

  // Elaboration: the trace and waveform on the compute unit, the cosim checker beside it.
  void attach(cutlm::tlm_model::ComputeUnit& cu, const RunOptions& o) {
    if (trace) cu.set_trace(trace.get());
    if (vcd) cu.set_vcd(vcd.get());
    if (!o.cosim) return;
    rtl = o.cosim_rtl == "faulty" ? cutlm::make_faulty_rtl_valu() : cutlm::make_rtl_valu();
    if (vcd) rtl->attach_waveform(*vcd);
    cosim = std::make_unique<cutlm::CosimChecker>(*rtl);
    cu.set_valu_observer(cosim.get());
    cutlm::CosimChecker* checker = cosim.get();
    cu.set_cycle_hook([checker](uint64_t cycle) { checker->set_cycle(cycle); });
  }

  void finish() {
    if (cosim) cosim->finish();
    if (vcd) vcd->flush();
    if (trace) trace->flush();
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

std::string hex(uint64_t value, int digits) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(value));
  return buf;
}

void print_result(const cutlm::WaveState& wave, const cutlm::tlm_model::CuStats& stats) {
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

int disasm_command(const std::vector<std::string>& args) {
  std::string file;
  std::string hex_words;
  bool wave64 = false;
  bool filter = false;
  po::options_description desc("cutlm disasm FILE [options]  |  cutlm disasm --hex \"WORDS\"");
  desc.add_options()("help,h", "show this help")(
      "hex", po::value(&hex_words)->value_name("WORDS"),
      "disassemble these words instead of a file, e.g. \"7cfe04c1 740a04c1\"")(
      "wave64", po::bool_switch(&wave64),
      "name lane masks as LLVM does with +wavefrontsize64 (vcc, not vcc_lo)")(
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
    std::fprintf(stderr, "cutlm disasm: %s (see cutlm disasm --help)\n", e.what());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout << desc << "\n"
              << "FILE is an ELF object (its .text), a .s file (assembled with llvm-mc-19) or raw\n"
                 "little-endian machine code (.bin). Each line is the instruction text as\n"
                 "llvm-objdump-19 -d --mcpu=gfx1100 prints it, then // OFFSET: WORDS. A word that\n"
                 "is no gfx1100 instruction prints as .long and disassembly goes on at the next\n"
                 "word; a literal cut off by the end of the input is reported on stderr.\n";
    return kExitOk;
  }
  if (filter) return gtkwave_filter(wave64);
  std::vector<uint8_t> code;
  std::string origin;
  try {
    if (!hex_words.empty()) {
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
    } else if (!file.empty()) {
      code = cutlm::load_program(file, wave64).code;
      origin = file;
    } else {
      std::fprintf(stderr, "cutlm disasm: no FILE or --hex given (see cutlm disasm --help)\n");
      return kExitUsage;
    }
  } catch (const cutlm::InputError& e) {
    std::fprintf(stderr, "cutlm: error: %s\n", e.what());
    return kExitUsage;
  }
  std::ostringstream warnings;
  cutlm::disassemble_buffer(code.data(), code.size(), wave64, std::cout, warnings);
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
    std::cout << desc
              << "\nOne line per instruction: format, opcode, LLVM mnemonic, status\n"
                 "(executes / decodes), then a count per format.\n";
    return kExitOk;
  }
  const cutlm::Executor executor;
  std::size_t count = 0;
  const cutlm::isa::InstInfo* all = cutlm::isa::all_instructions(&count);
  struct Tally {
    unsigned executes = 0;
    unsigned decodes = 0;
  };
  std::vector<Tally> tally(static_cast<std::size_t>(cutlm::isa::Format::Count));
  for (std::size_t i = 0; i < count; ++i) {
    const cutlm::isa::InstInfo& info = all[i];
    if (!info.gfx1100 && !list_all) continue;
    const char* status = !info.gfx1100                   ? "illegal (RDNA3.5 only)"
                         : executor.implemented(info.op) ? "executes"
                                                         : "decodes";
    std::printf("%-8s %4u  %-40s %s\n", cutlm::isa::format_name(info.format), info.opcode,
                info.mnemonic, status);
    if (!info.gfx1100) continue;
    Tally& t = tally[static_cast<std::size_t>(info.format)];
    (executor.implemented(info.op) ? t.executes : t.decodes)++;
  }
  std::printf("\n%-8s %9s %9s %9s\n", "format", "executes", "decodes", "total");
  Tally sum;
  for (std::size_t f = 0; f < tally.size(); ++f) {
    const Tally& t = tally[f];
    std::printf("%-8s %9u %9u %9u\n", cutlm::isa::format_name(static_cast<cutlm::isa::Format>(f)),
                t.executes, t.decodes, t.executes + t.decodes);
    sum.executes += t.executes;
    sum.decodes += t.decodes;
  }
  std::printf("%-8s %9u %9u %9u\n", "all", sum.executes, sum.decodes, sum.executes + sum.decodes);
  return kExitOk;
}

int run_command(const std::vector<std::string>& args) {
  RunOptions o;
  unsigned valu_latency = 5;
  unsigned salu_latency = 2;
  double clock_ns = 1.0;
  uint64_t max_instructions = 0;
  po::options_description desc =
      run_options_description(o, valu_latency, salu_latency, clock_ns, max_instructions);
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
    std::fprintf(stderr, "cutlm run: %s (see cutlm run --help)\n", e.what());
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
  if (!apply_model_options("run", o, valu_latency, salu_latency, clock_ns, max_instructions)) {
    return kExitUsage;
  }

  std::unique_ptr<cutlm::WaveState> wave;
  cutlm::Program program;
  Outputs outputs;
  try {
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
    outputs.open(o);
  } catch (const cutlm::InputError& e) {
    std::fprintf(stderr, "cutlm: error: %s\n", e.what());
    return kExitUsage;
  }

  // Elaboration: one compute unit, optionally the cosim checker beside it.
  cutlm::tlm_model::ComputeUnit cu("cu", program, *wave, o.config);
  outputs.attach(cu, o);
  sc_core::sc_start();
  outputs.finish();

  int status = kExitOk;
  if (!cu.finished()) {
    std::fprintf(stderr, "cutlm: error: %s\n", cu.error().c_str());
    status = cu.error_is_input() ? kExitUsage : kExitModelError;
  } else if (!o.quiet) {
    print_result(*wave, cu.stats());
  }
  if (!o.stats.empty()) {
    std::ofstream out(o.stats);
    out << cu.stats().to_json() << "\n";
  }
  if (!o.dump_state.empty()) {
    std::ofstream out(o.dump_state);
    if (!out) {
      std::fprintf(stderr, "cutlm: error: %s: cannot write the state dump\n", o.dump_state.c_str());
      return kExitUsage;
    }
    out << cutlm::dump_state_json(*wave);
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
    "\"args\" ({\"buffer\": NAME} or {\"u32\": 7}, {\"f32\": 1.5}, {\"u64\": \"0x10\"}, ...). "
    "Paths are\n"
    "relative to the manifest's folder. Every wave of every workgroup runs to s_endpgm, then the\n"
    "buffers with \"dump\" are written. A fault (access outside every buffer, misaligned access,\n"
    "illegal instruction, impossible barrier, runaway loop: one wave retiring more than\n"
    "--max-instructions) stops the dispatch with exit 1 and one line:\n"
    "fault: KIND: workgroup (X,Y,Z) wave W lane L pc 0x... address 0x...\n";

int dispatch_command(const std::vector<std::string>& args) {
  RunOptions o;
  std::string manifest_path;
  std::string dump_dir;
  unsigned valu_latency = 5;
  unsigned salu_latency = 2;
  double clock_ns = 1.0;
  uint64_t max_instructions = 0;
  po::options_description desc("cutlm dispatch MANIFEST.json [options]");
  desc.add_options()("help,h", "show this help")(
      "dump-dir", po::value(&dump_dir)->value_name("DIR"),
      "write the buffer dumps to DIR instead of the manifest's folder")(
      "vmem-latency", po::value(&o.config.vmem_latency)->default_value(320)->value_name("CYCLES"),
      "cycles from a vector memory instruction to its data")(
      "smem-latency", po::value(&o.config.smem_latency)->default_value(20)->value_name("CYCLES"),
      "cycles from a scalar memory load to its data")(
      "lds-latency", po::value(&o.config.lds_latency)->default_value(20)->value_name("CYCLES"),
      "cycles from an LDS instruction to its data");
  add_model_options(desc, o, valu_latency, salu_latency, clock_ns, max_instructions);
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
    std::fprintf(stderr, "cutlm dispatch: %s (see cutlm dispatch --help)\n", e.what());
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
  if (!apply_model_options("dispatch", o, valu_latency, salu_latency, clock_ns, max_instructions)) {
    return kExitUsage;
  }
  std::unique_ptr<cutlm::Dispatch> dispatch;
  Outputs outputs;
  try {
    dispatch = std::make_unique<cutlm::Dispatch>(cutlm::load_manifest(manifest_path));
    outputs.open(o);
  } catch (const cutlm::InputError& e) {
    std::fprintf(stderr, "cutlm: error: %s\n", e.what());
    return kExitUsage;
  }

  cutlm::tlm_model::ComputeUnit cu("cu", *dispatch, o.config);
  outputs.attach(cu, o);
  sc_core::sc_start();
  outputs.finish();

  int status = kExitOk;
  const cutlm::tlm_model::CuStats& stats = cu.stats();
  if (!cu.finished()) {
    const std::string& error = cu.error();
    const bool fault = error.rfind("fault: ", 0) == 0;
    std::fprintf(stderr, "cutlm: %s%s\n", fault ? "" : "error: ", error.c_str());
    status = cu.error_is_input() ? kExitUsage : kExitModelError;
  } else {
    try {
      dispatch->write_dumps(dump_dir);
    } catch (const cutlm::InputError& e) {
      std::fprintf(stderr, "cutlm: error: %s\n", e.what());
      return kExitUsage;
    }
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
  }
  if (!o.stats.empty()) {
    std::ofstream out(o.stats);
    out << stats.to_json() << "\n";
  }
  status = outputs.report_cosim(status);
  std::fflush(stdout);
  return status;
}

}  // namespace

// SystemC prints its banner before sc_main runs, so the variable that silences it is set here.
int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", /*overwrite=*/0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  // Keep the output for results: no end-of-simulation chatter.
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  std::vector<std::string> args(argv + 1, argv + argc);
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
  } catch (const cutlm::InputError& e) {
    std::fprintf(stderr, "cutlm: error: %s\n", e.what());
    return kExitUsage;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm: internal error: %s\n", e.what());
    return kExitModelError;
  }
  std::fprintf(stderr, "cutlm: unknown command \"%s\" (see cutlm --help)\n", command.c_str());
  return kExitUsage;
}
