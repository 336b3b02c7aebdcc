// The whole listing `llvm-objdump-19 -d --mcpu=gfx1100 FILE` prints for an AMDGPU ELF: the file
// line, each executable section, symbol labels, instructions at their load addresses, branch
// targets named by symbol, and data symbols and zero runs as llvm-objdump shows them.
#pragma once

#include <ostream>
#include <string>

#include "loader/code_object.h"

namespace cutlm {

// Writes the listing of `elf` as `llvm-objdump-19 -d --mcpu=gfx1100 SHOWN_NAME` does (and with
// `only_symbol`, as `--disassemble-symbols=ONLY_SYMBOL` does: that symbol's block alone).
// `wave64` names lane masks as +wavefrontsize64 does. Problems llvm-objdump does not show (a
// literal cut off by the end of a section) go to `warnings`, one line each.
void write_listing(const ElfContents& elf, const std::string& shown_name, bool wave64,
                   const std::string& only_symbol, std::ostream& out, std::ostream& warnings);

}  // namespace cutlm
