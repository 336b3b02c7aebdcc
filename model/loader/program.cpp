#include "loader/program.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "loader/code_object.h"
#include "support/errors.h"
#include "support/input_file.h"

#ifndef CUTLM_LLVM_MC
#define CUTLM_LLVM_MC "llvm-mc-19"
#endif

namespace cutlm {
namespace {

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

template <typename T>
T read_le(const std::vector<uint8_t>& image, uint64_t offset, const std::string& path,
          const char* what) {
  if (offset > image.size() || image.size() - offset < sizeof(T)) {
    throw InputError(path + ": malformed ELF: " + what + " lies outside the file");
  }
  T value;
  std::memcpy(&value, image.data() + offset, sizeof(T));
  return value;
}

std::string shell_quote(const std::string& text) {
  std::string quoted = "'";
  for (char ch : text) {
    if (ch == '\'')
      quoted += "'\\''";
    else
      quoted += ch;
  }
  return quoted + "'";
}

}  // namespace

namespace {

WarningSink& warning_sink() {
  static WarningSink sink = [](const std::string& line) {
    std::fprintf(stderr, "cutlm: warning: %s\n", line.c_str());
  };
  return sink;
}

constexpr uint16_t kEmAmdgpu = 224;
constexpr uint8_t kOsAbiAmdgpuHsa = 64;
constexpr uint32_t kMachMask = 0xff;

}  // namespace

std::vector<uint8_t> read_binary_file(const std::string& path, const char* what) {
  std::string text;
  read_input_file(path, what, text);
  return std::vector<uint8_t>(text.begin(), text.end());
}

std::string read_text_file(const std::string& path, const char* what) {
  std::string text;
  read_input_file(path, what, text);
  return text;
}

WarningSink set_warning_sink(WarningSink sink) {
  WarningSink previous = std::move(warning_sink());
  warning_sink() = std::move(sink);
  return previous;
}

void warn(const std::string& line) {
  if (warning_sink()) warning_sink()(line);
}

// LLVM's AMDGPUUsage, "AMDGPU ELF Header", table of EF_AMDGPU_MACH values.
const char* amdgpu_mach_name(uint32_t mach) {
  static const char* const kAmdgcn[] = {
      "gfx600",  "gfx601",       "gfx700",          "gfx701",          "gfx702",        "gfx703",
      "gfx704",  nullptr,        "gfx801",          "gfx802",          "gfx803",        "gfx810",
      "gfx900",  "gfx902",       "gfx904",          "gfx906",          "gfx908",        "gfx909",
      "gfx90c",  "gfx1010",      "gfx1011",         "gfx1012",         "gfx1030",       "gfx1031",
      "gfx1032", "gfx1033",      "gfx602",          "gfx705",          "gfx805",        "gfx1035",
      "gfx1034", "gfx90a",       "gfx940",          "gfx1100",         "gfx1013",       "gfx1150",
      "gfx1103", "gfx1036",      "gfx1101",         "gfx1102",         "gfx1200",       nullptr,
      "gfx1151", "gfx941",       "gfx942",          nullptr,           "gfx1201",       "gfx950",
      nullptr,   "gfx9-generic", "gfx10-1-generic", "gfx10-3-generic", "gfx11-generic", "gfx1152",
      nullptr,   nullptr,        "gfx1153",         "gfx12-generic",   nullptr,         nullptr,
      nullptr,   nullptr,        nullptr,           "gfx9-4-generic"};
  if (mach >= 0x001 && mach <= 0x010) return "an R600-family GPU";
  if (mach < 0x020 || mach - 0x020 >= sizeof kAmdgcn / sizeof kAmdgcn[0]) return "";
  const char* name = kAmdgcn[mach - 0x020];
  return name != nullptr ? name : "";
}

isa::Arch check_elf_target(const std::vector<uint8_t>& image, const std::string& path,
                           bool require_hsa) {
  if (image.size() < 64) throw InputError(path + ": not an ELF file (too short)");
  uint16_t machine = 0;
  uint32_t flags = 0;
  std::memcpy(&machine, image.data() + 0x12, 2);
  std::memcpy(&flags, image.data() + 0x30, 4);
  if (machine != kEmAmdgpu) {
    throw InputError(path + ": not an AMDGPU object (e_machine " + std::to_string(machine) +
                     ", expected EM_AMDGPU 224); cutlm models gfx1100");
  }
  const uint8_t os_abi = image[7];
  const uint8_t abi_version = image[8];
  if (require_hsa) {
    if (os_abi != kOsAbiAmdgpuHsa) {
      throw InputError(path + ": OS/ABI " + std::to_string(os_abi) +
                       " is not AMDHSA (64); cutlm dispatch loads AMDHSA code objects "
                       "(clang-19 -target amdgcn-amd-amdhsa)");
    }
    // ELFABIVERSION_AMDGPU_HSA_V3..V6 (1..4); v2 had no msgpack metadata and no NAME.kd.
    if (abi_version < 1 || abi_version > 4) {
      throw InputError(path + ": AMDHSA ABI version " + std::to_string(abi_version) +
                       " is not code object v3 to v6 (ABI versions 1 to 4)");
    }
  }
  const uint32_t mach = flags & kMachMask;
  const std::string name = amdgpu_mach_name(mach);
  char mach_hex[8];
  std::snprintf(mach_hex, sizeof mach_hex, "0x%03x", mach);
  if (const isa::Target* target = isa::target_of_mach(mach)) {
    // Neither gfx11 nor gfx12 supports xnack or sramecc; code that turns either on needs a
    // different GPU. Code object v4+ (ABI version >= 2) encodes each as 2 bits, 3 = on; v3 as
    // one bit each.
    const bool v3 = os_abi == kOsAbiAmdgpuHsa && abi_version == 1;
    const bool xnack_on = v3 ? (flags & 0x100) != 0 : (flags & 0x300) == 0x300;
    const bool sramecc_on = v3 ? (flags & 0x200) != 0 : (flags & 0xc00) == 0xc00;
    if (xnack_on || sramecc_on) {
      throw InputError(path + " is a code object for " + target->name + ":" +
                       (xnack_on ? "xnack+" : "sramecc+") + "; " + target->name +
                       " has neither xnack nor sramecc");
    }
    return target->arch;
  }
  // Same instruction set and encodings as gfx1100 (RDNA3); gfx11-generic is by definition code
  // every gfx11 processor runs.
  if (mach == 0x046 || mach == 0x047 || mach == 0x044 || mach == 0x054) {
    warn(path + " was built for " + name + ", running as gfx1100 (same instruction set)");
    return isa::Arch::Gfx1100;
  }
  if (name.empty()) {
    throw InputError(path + " is a code object for an unknown AMDGPU target (EF_AMDGPU_MACH " +
                     mach_hex + "); cutlm models gfx1100");
  }
  std::string why;
  if (mach == 0x043 || mach == 0x04a || mach == 0x055 || mach == 0x058) {
    why = " (RDNA3.5 has instructions gfx1100 lacks)";
  }
  throw InputError(path + " is a code object for " + name + "; cutlm models gfx1100" + why);
}

std::vector<uint8_t> elf_text_section(const std::vector<uint8_t>& image, const std::string& path,
                                      uint64_t* address) {
  if (image.size() < 64 || std::memcmp(image.data(),
                                       "\x7f"
                                       "ELF",
                                       4) != 0) {
    throw InputError(path + ": not an ELF file");
  }
  if (image[4] != 2 || image[5] != 1) {
    throw InputError(path + ": only 64-bit little-endian ELF objects are supported");
  }
  const uint64_t shoff = read_le<uint64_t>(image, 0x28, path, "the section header table");
  const uint16_t shentsize = read_le<uint16_t>(image, 0x3A, path, "e_shentsize");
  const uint16_t shnum = read_le<uint16_t>(image, 0x3C, path, "e_shnum");
  const uint16_t shstrndx = read_le<uint16_t>(image, 0x3E, path, "e_shstrndx");
  if (shentsize < 64 || shstrndx >= shnum) {
    throw InputError(path + ": malformed ELF: bad section header table");
  }
  if (shoff > image.size() || (image.size() - shoff) / shentsize < shnum) {
    throw InputError(path + ": malformed ELF: the section header table lies outside the file");
  }
  const uint64_t strtab_header = shoff + static_cast<uint64_t>(shstrndx) * shentsize;
  const uint64_t strtab_offset = read_le<uint64_t>(image, strtab_header + 0x18, path, "shstrtab");
  const uint64_t strtab_size = read_le<uint64_t>(image, strtab_header + 0x20, path, "shstrtab");
  if (strtab_offset > image.size() || image.size() - strtab_offset < strtab_size) {
    throw InputError(path + ": malformed ELF: section names lie outside the file");
  }
  for (uint16_t i = 0; i < shnum; ++i) {
    const uint64_t header = shoff + static_cast<uint64_t>(i) * shentsize;
    const uint32_t name = read_le<uint32_t>(image, header, path, "a section header");
    if (name >= strtab_size) continue;
    const char* section_name = reinterpret_cast<const char*>(image.data() + strtab_offset + name);
    const size_t max_len = strtab_size - name;
    if (strnlen(section_name, max_len) == max_len || std::strcmp(section_name, ".text") != 0) {
      continue;
    }
    if (address != nullptr)
      *address = read_le<uint64_t>(image, header + 0x10, path, ".text header");
    const uint64_t offset = read_le<uint64_t>(image, header + 0x18, path, ".text header");
    const uint64_t size = read_le<uint64_t>(image, header + 0x20, path, ".text header");
    if (offset > image.size() || image.size() - offset < size) {
      throw InputError(path + ": malformed ELF: .text lies outside the file");
    }
    return std::vector<uint8_t>(image.begin() + static_cast<std::ptrdiff_t>(offset),
                                image.begin() + static_cast<std::ptrdiff_t>(offset + size));
  }
  throw InputError(path + ": the ELF file has no .text section");
}

std::vector<uint8_t> assemble(const std::string& path, bool wave64, const char* target) {
  {
    std::ifstream probe(path);
    if (!probe) throw InputError(path + ": cannot open assembly file");
  }
  char object_template[] = "/tmp/cutlm-asm-XXXXXX";
  const int fd = mkstemp(object_template);
  if (fd < 0) throw InputError(path + ": cannot create a temporary object file");
  close(fd);
  const std::string object = object_template;
  const std::string errors = object + ".err";
  const std::string command = std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=" + target +
                              (wave64 ? " -mattr=+wavefrontsize64" : "") + " -filetype=obj -o " +
                              shell_quote(object) + " " + shell_quote(path) + " 2> " +
                              shell_quote(errors);
  const int status = std::system(command.c_str());
  std::ifstream err_in(errors);
  std::string first_error;
  for (std::string line; std::getline(err_in, line);) {
    if (line.find("error") != std::string::npos) {
      first_error = line;
      break;
    }
  }
  std::remove(errors.c_str());
  if (status != 0 || !first_error.empty()) {
    std::remove(object.c_str());
    if (first_error.empty()) first_error = "llvm-mc-19 failed (is llvm-19 installed?)";
    throw InputError(path + ": assembly failed: " + first_error);
  }
  std::vector<uint8_t> image = read_binary_file(object);
  std::remove(object.c_str());
  return image;
}

namespace {

[[noreturn]] void throw_too_large(const std::string& path, uint64_t bytes) {
  throw InputError(path + ": " + std::to_string(bytes) + " bytes of code; a program has at most " +
                   std::to_string(kMaxProgramBytes) + " (256 MiB)");
}

}  // namespace

Program load_program(const std::string& path, bool wave64, bool warn_trailing, const char* target) {
  Program program;
  program.path = path;
  const isa::Target* chosen = isa::find_target(target);
  if (chosen == nullptr) throw InputError(std::string("unknown target ") + target);
  program.arch = chosen->arch;
  if (ends_with(path, ".s") || ends_with(path, ".S") || ends_with(path, ".asm")) {
    read_text_file(path, "assembly file");  // a clear error for folders and unreadable files
    program.code = elf_text_section(assemble(path, wave64, target), path);
  } else if (ends_with(path, ".bin")) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
        static_cast<uint64_t>(info.st_size) > kMaxProgramBytes) {
      throw_too_large(path, static_cast<uint64_t>(info.st_size));
    }
    program.code = read_binary_file(path);
  } else {
    const std::vector<uint8_t> image = read_binary_file(path);
    if ((image.size() >= 4 && std::memcmp(image.data(),
                                          "\x7f"
                                          "ELF",
                                          4) == 0) ||
        (image.size() >= 24 && std::memcmp(image.data(), "__CLANG_OFFLOAD_BUNDLE__", 24) == 0)) {
      // An offload bundle or a host object with .hip_fatbin gives its gfx1100 code object.
      const UnwrappedCodeObject object = unwrap_offload_bundle(image, path);
      // A malformed file is reported as such.
      uint64_t address = 0;
      program.code = elf_text_section(object.bytes, object.label, &address);
      program.arch = check_elf_target(object.bytes, object.label, /*require_hsa=*/false);
      // A linked object's .text lies at its load address: the wave starts there, so that its
      // pcs are the listing's addresses.
      // The same bound as a dispatch's loaded image (code_object.cpp): the decode cache costs a
      // slot per word up to the end of the code.
      constexpr uint64_t kMaxCodeEnd = uint64_t{16} << 20;
      if (address > kMaxCodeEnd || program.code.size() > kMaxCodeEnd - address) {
        throw InputError(path + ": .text at " + std::to_string(address) + " (" +
                         std::to_string(program.code.size()) +
                         " bytes) lies beyond 16 MiB; not a program this model loads");
      }
      if (address != 0 && !program.code.empty()) {
        program.code.insert(program.code.begin(), static_cast<size_t>(address), uint8_t{0});
        program.entry = address;
      }
    } else {
      throw InputError(path + ": unknown program type (expected .s, an ELF object, or .bin)");
    }
  }
  if (program.code.empty()) throw InputError(path + ": the program is empty");
  if (program.code.size() > kMaxProgramBytes) throw_too_large(path, program.code.size());
  if (warn_trailing && program.code.size() % 4 != 0) {
    // Same words as `cutlm disasm`: the wave never executes the cut-off tail.
    char buf[96];
    std::snprintf(buf, sizeof buf, ": offset 0x%zx: %zu trailing byte(s) are no whole instruction",
                  program.code.size() / 4 * 4, program.code.size() % 4);
    warn(path + buf);
  }
  return program;
}

}  // namespace cutlm
