// `cutlm disasm`: machine code as llvm-objdump-19 -d --mcpu=gfx1100 prints it (a whole ELF
// object's listing, or .s, .bin and --hex words line by line).
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "cli_common.h"
#include "help_texts.h"
#include "isa/disasm.h"
#include "loader/code_object.h"
#include "loader/listing.h"
#include "loader/program.h"
#include "support/errors.h"
#include "support/input_file.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

namespace {

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

}  // namespace

int disasm_command(const std::vector<std::string>& args) {
  std::string file;
  std::string hex_words;
  std::string kernel;
  bool wave64 = false;
  bool filter = false;
  std::string arch;
  po::options_description desc("cutlm disasm FILE [options]  |  cutlm disasm --hex \"WORDS\"");
  desc.add_options()("help,h", "show this help")(
      "hex", po::value(&hex_words)->value_name("WORDS"),
      "disassemble these words instead of a file, e.g. \"7cfe04c1 740a04c1\"")(
      "wave64", po::bool_switch(&wave64),
      "name lane masks as LLVM does with +wavefrontsize64 (vcc, not vcc_lo)")(
      "arch", po::value(&arch)->value_name("TARGET"),
      "the target of a .s or .bin FILE and of --hex: gfx1100 (the default), gfx1200 or gfx1201; "
      "an ELF object's EF_AMDGPU_MACH names its own")(
      "kernel", po::value(&kernel)->value_name("NAME"),
      "list only this kernel's function of an ELF FILE (its symbol, demangled signature or "
      "plain name)")(
      "gtkwave-filter", po::bool_switch(&filter),
      "act as a GTKWave translate filter: read one instruction value per line on stdin "
      "(words separated by spaces, or one wide hex value whose low dword is the first "
      "word) and write one disassembly line per line");
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("disasm", desc, cutlm_help_disasm)
                                          .positional("file", po::value(&file))
                                          .parse(args, vm)) {
    return *done;
  }
  if (filter) return gtkwave_filter(wave64);
  if (!hex_words.empty() && !file.empty()) {
    std::fprintf(stderr, "cutlm disasm: give FILE or --hex, not both (see cutlm disasm --help)\n");
    return kExitUsage;
  }
  std::vector<uint8_t> code;
  std::string origin;
  std::ostringstream warnings;
  const cutlm::isa::Target* target =
      cutlm::isa::find_target(arch.empty() ? "gfx1100" : arch.c_str());
  if (target == nullptr) {
    std::string names;
    std::size_t count = 0;
    const cutlm::isa::Target* all = cutlm::isa::targets(&count);
    for (std::size_t i = 0; i < count; ++i) names += std::string(i ? ", " : "") + all[i].name;
    print_error("--arch " + arch + ": unknown target (one of " + names + ")");
    return kExitUsage;
  }
  try {
    if (!file.empty() && is_object_file(file)) {
      std::string symbol;
      const cutlm::ElfContents elf = cutlm::read_elf_contents(
          cutlm::read_binary_file(file, "object file"), file, kernel, &symbol);
      if (!arch.empty() && elf.arch != target->arch) {
        throw cutlm::InputError(file + " is a " + cutlm::isa::arch_name(elf.arch) +
                                "-generation code object; --arch " + arch + " contradicts it");
      }
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
      cutlm::disassemble_buffer(code.data(), code.size(), wave64, std::cout, warnings,
                                target->arch);
    } else if (!file.empty()) {
      code = cutlm::load_program(file, wave64, /*warn_trailing=*/false, target->name).code;
      origin = file;
      cutlm::disassemble_buffer(code.data(), code.size(), wave64, std::cout, warnings,
                                target->arch);
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
