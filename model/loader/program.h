// Loading a program: assembly (.s, through llvm-mc-19), an ELF object (.o, its .text) or raw
// little-endian machine code (.bin). Also the input-file reading and the gfx1100 target check
// every loader shares.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "isa_tables.h"

namespace cutlm {

struct Program {
  std::string path;
  std::vector<uint8_t> code;  // the bytes the wave executes, pc 0 at code[0]
  // Where the wave starts. An ELF's .text sits at its load address (the one llvm-objdump-19 and
  // `cutlm disasm` print), with zeros before it, so pcs agree with the listing.
  uint64_t entry = 0;
  // The generation the code is for (--arch, or the object's EF_AMDGPU_MACH).
  isa::Arch arch = isa::Arch::Gfx1100;
};

// The most code a program may have: it lies at global address 0, below the dispatch packet
// (dispatch/dispatch.h's address map).
constexpr uint64_t kMaxProgramBytes = uint64_t{256} << 20;

// Throws InputError naming the file and what is wrong with it (also for more than
// kMaxProgramBytes of code, before a raw file is read). A length that is not a whole
// number of words gives a warning (see warn()) unless `warn_trailing` is off (`cutlm disasm`
// reports the cut-off tail itself, at its offset in the listing).
// `target`: the LLVM target (-mcpu) a .s file is assembled for and a .bin file's code is
// taken to be; an ELF object says its own.
Program load_program(const std::string& path, bool wave64, bool warn_trailing = true,
                     const char* target = "gfx1100");

// The .text section of an ELF64 little-endian object in memory.
// `address`, when given, receives the section's load address (sh_addr).
std::vector<uint8_t> elf_text_section(const std::vector<uint8_t>& image, const std::string& path,
                                      uint64_t* address = nullptr);

// A whole input file. Throws InputError "PATH is a directory", "PATH is not a regular file" or
// "PATH: cannot open/read WHAT: <OS error>".
std::vector<uint8_t> read_binary_file(const std::string& path, const char* what = "program file");
std::string read_text_file(const std::string& path, const char* what);

// Which GPU an AMDGPU ELF object was built for (e_flags EF_AMDGPU_MACH) and whether cutlm runs
// it. The targets of a generation with tables run (isa::target_of_mach: gfx1100, gfx1200,
// gfx1201); gfx1101, gfx1102, gfx1103 and gfx11-generic have gfx1100's instruction set and run
// as gfx1100 with a warning; every other target (gfx1150/gfx1151 among them: RDNA3.5 adds
// instructions) is refused with InputError "PATH is a code object for gfx90a; cutlm models
// gfx1100". `require_hsa`: the object must be an AMDHSA code object (OS/ABI 64, code object
// v3 to v6), as `cutlm dispatch` needs. Returns the object's generation.
isa::Arch check_elf_target(const std::vector<uint8_t>& image, const std::string& path,
                           bool require_hsa);
// The processor name of an EF_AMDGPU_MACH value ("gfx90a"), or "" when unknown.
const char* amdgpu_mach_name(uint32_t mach);

// One-line warnings from the loaders go here; the default prints "cutlm: warning: LINE" on
// stderr. Returns the previous sink (tests and fuzzers swap in their own).
using WarningSink = std::function<void(const std::string&)>;
WarningSink set_warning_sink(WarningSink sink);
void warn(const std::string& line);

// Runs llvm-mc-19 on an assembly file and returns the object's bytes.
std::vector<uint8_t> assemble(const std::string& path, bool wave64, const char* target = "gfx1100");

}  // namespace cutlm
