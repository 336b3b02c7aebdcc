// Operand spelling shared by the disassembler's per-format files (LLVM's syntax).
#pragma once

#include <cstdint>
#include <string>

#include "decoder.h"

namespace cutlm::disasm_detail {

struct Context {
  bool wave64 = false;
};

std::string hex(uint64_t value);
// "v5", "v[2:3]", "s[4:7]".
std::string reg_range(char prefix, unsigned first, unsigned dwords);
// A scalar register operand of `dwords` dwords: s5, s[4:5], vcc_lo, vcc, exec, ttmp[0:1], m0.
std::string scalar_name(uint16_t code, unsigned dwords);
// A float inline constant in the spelling LLVM uses for an operand of `bits` bits.
std::string float_constant(uint16_t code, unsigned bits);
// Any 9-bit source operand of `bits` bits; `high` names the high half of a 16-bit VGPR.
std::string source(const DecodedInst& d, uint16_t code, unsigned bits, bool high);
// |x| and -x around operand i per the abs/neg bits.
std::string with_modifiers(const std::string& text, const DecodedInst& d, int index);
// The width of an operand from the ISA table, or `fallback` if the table has no such operand.
unsigned operand_bits(const isa::InstInfo* info, const char* field, unsigned fallback);

// Per-family printers; each returns the whole instruction text.
std::string disassemble_scalar(const DecodedInst& d, const Context& ctx);  // SOP*, SMEM
std::string disassemble_vector(const DecodedInst& d, const Context& ctx);  // VOP*, VINTERP
std::string disassemble_memory(const DecodedInst& d, const Context& ctx);  // DS, FLAT, MUBUF, ...

}  // namespace cutlm::disasm_detail
