// Disassembly text in llvm-objdump-19's spelling (-d --mcpu=gfx1100, or the generation's target).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

#include "isa/decoder.h"

namespace cutlm {

// The instruction text without the "// offset: words" comment. `wave64` names lane masks as
// LLVM does with +wavefrontsize64 (vcc, not vcc_lo).
std::string disassemble(const DecodedInst& inst, bool wave64);

// One llvm-objdump-style line: text, then "// OFFSET: WORDS".
std::string disassemble_line(const DecodedInst& inst, uint64_t offset, bool wave64);

// How a listing names a branch target (llvm-objdump with symbols): `operand` replaces the
// pc-relative immediate of a branch or call (LLVM's AMDGPU symbolizer does so for a label, an
// STT_NOTYPE symbol, at the target); otherwise `comment` follows the words as " <comment>" on
// the branches llvm-objdump evaluates. Both empty: nothing is added.
struct BranchTargetName {
  std::string operand;
  std::string comment;
};
using BranchNamer = std::function<BranchTargetName(uint64_t target)>;

// disassemble_line for an instruction at load address `address`, its branch target named by
// `namer` instead of relative to .text.
std::string disassemble_line(const DecodedInst& inst, uint64_t address, bool wave64,
                             const BranchNamer& namer);

// Disassembles a whole buffer as llvm-objdump does: one line per instruction, an invalid word
// as `.long` and one word on. Problems that LLVM does not show (a literal cut off by the end
// of the input, trailing bytes) go to `warnings`, one line each. Returns the instruction count.
std::size_t disassemble_buffer(const uint8_t* bytes, std::size_t size, bool wave64,
                               std::ostream& out, std::ostream& warnings,
                               isa::Arch arch = isa::Arch::Gfx1100);

}  // namespace cutlm
