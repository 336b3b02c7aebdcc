// Disassembly text in llvm-objdump-19's spelling (-d --mcpu=gfx1100).
#pragma once

#include <string>

#include "decoder.h"

namespace cutlm {

// The instruction text without the "// offset: words" comment. `wave64` names lane masks as
// LLVM does with +wavefrontsize64 (vcc, not vcc_lo).
std::string disassemble(const DecodedInst& inst, bool wave64);

// One llvm-objdump-style line: text, then "// OFFSET: WORDS".
std::string disassemble_line(const DecodedInst& inst, uint64_t offset, bool wave64);

}  // namespace cutlm
