// Disassembly text in llvm-objdump-19's spelling (-d --mcpu=gfx1100).
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>

#include "isa/decoder.h"

namespace cutlm {

// The instruction text without the "// offset: words" comment. `wave64` names lane masks as
// LLVM does with +wavefrontsize64 (vcc, not vcc_lo).
std::string disassemble(const DecodedInst& inst, bool wave64);

// One llvm-objdump-style line: text, then "// OFFSET: WORDS".
std::string disassemble_line(const DecodedInst& inst, uint64_t offset, bool wave64);

// Disassembles a whole buffer as llvm-objdump does: one line per instruction, an invalid word
// as `.long` and one word on. Problems that LLVM does not show (a literal cut off by the end
// of the input, trailing bytes) go to `warnings`, one line each. Returns the instruction count.
std::size_t disassemble_buffer(const uint8_t* bytes, std::size_t size, bool wave64,
                               std::ostream& out, std::ostream& warnings);

}  // namespace cutlm
