#include "program.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "errors.h"

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

std::vector<uint8_t> read_binary_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open program file");
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  return bytes;
}

std::vector<uint8_t> elf_text_section(const std::vector<uint8_t>& image, const std::string& path) {
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

std::vector<uint8_t> assemble(const std::string& path, bool wave64) {
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
  const std::string command = std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=gfx1100" +
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

Program load_program(const std::string& path, bool wave64) {
  Program program;
  program.path = path;
  if (ends_with(path, ".s") || ends_with(path, ".S") || ends_with(path, ".asm")) {
    program.code = elf_text_section(assemble(path, wave64), path);
  } else if (ends_with(path, ".bin")) {
    program.code = read_binary_file(path);
  } else {
    const std::vector<uint8_t> image = read_binary_file(path);
    if (image.size() >= 4 && std::memcmp(image.data(),
                                         "\x7f"
                                         "ELF",
                                         4) == 0) {
      program.code = elf_text_section(image, path);
    } else {
      throw InputError(path + ": unknown program type (expected .s, an ELF object, or .bin)");
    }
  }
  if (program.code.empty()) throw InputError(path + ": the program is empty");
  return program;
}

}  // namespace cutlm
