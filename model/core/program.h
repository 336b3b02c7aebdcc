// Loading a program: assembly (.s, through llvm-mc-19), an ELF object (.o, its .text) or raw
// little-endian machine code (.bin).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cutlm {

struct Program {
  std::string path;
  std::vector<uint8_t> code;  // the bytes the wave executes, pc 0 at code[0]
};

// Throws InputError naming the file and what is wrong with it.
Program load_program(const std::string& path, bool wave64);

// The .text section of an ELF64 little-endian object in memory.
std::vector<uint8_t> elf_text_section(const std::vector<uint8_t>& image, const std::string& path);

std::vector<uint8_t> read_binary_file(const std::string& path);

// Runs llvm-mc-19 on an assembly file and returns the object's bytes.
std::vector<uint8_t> assemble(const std::string& path, bool wave64);

}  // namespace cutlm
