// Operand spelling shared by the disassembler's per-format files (LLVM's syntax).
#pragma once

#include <cstdint>
#include <string>

#include "isa/decoder.h"

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
// A 32-bit literal as LLVM prints it (printImmediate32): as the integer or float inline constant
// it equals, if any, else in hex.
std::string immediate32_text(uint32_t value);

// RDNA4's cache policy as LLVM prints it: " th:... scope:..." from the temporal hint and scope
// fields, the hint spelled by what the instruction does with memory ("" when both are 0).
std::string cache_policy_text(const isa::InstInfo* info, unsigned th, unsigned scope);
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

// Two answers about one field combination: whether LLVM 19 accepts it (else it prints `.long`),
// and whether gfx1100 executes it. The second is wider: a field the operation does not use
// (a DS no-return atomic's vdst, a VOP3 source an operation does not have, ...) makes LLVM
// reject the word, but the hardware ignores it (docs/valu-semantics.md, "Decoding for
// execution"). `executes` is true whenever `llvm_prints` is.
struct FieldCheck {
  bool llvm_prints = true;
  bool executes = true;
};

// Memory, export and LDS-direct formats; both true for every other format.
FieldCheck memory_fields_check(const DecodedInst& d, bool wave64);
// What llvm-objdump prints after the instruction bytes (" ; " + this) for these formats, e.g.
// "Warning: SGPR_64: scalar reg isn't aligned 3"; empty if nothing.
std::string memory_comment(const DecodedInst& d, bool wave64);

// Scalar formats (SOP*, SMEM): whether LLVM accepts the field values (it prints `.long` for one
// it rejects, e.g. m0 as a 64-bit operand) and whether gfx1100 executes them; both true for
// every other format.
FieldCheck scalar_fields_check(const DecodedInst& d);
// What llvm-objdump prints after a scalar instruction's bytes (" ; " + this): its register
// alignment warnings, e.g. "Warning: SGPR_64: scalar reg isn't aligned 3"; empty if none.
std::string scalar_comment(const DecodedInst& d);
// For a branch at `offset` in .text: " <.text+0x10>" (" <.text>" for 0), the target as
// llvm-objdump names it after the bytes when .text has no other symbols; empty otherwise.
std::string branch_target_comment(const DecodedInst& d, uint64_t offset);

// The target of a branch at `address` whose pc-relative operand LLVM's symbolizer may name
// (SOPP branches, s_call_b64, s_subvector_loop_*); `commented` says whether llvm-objdump also
// evaluates it for the " <target>" comment. False for any other instruction.
bool pc_relative_target(const DecodedInst& d, uint64_t address, uint64_t* target, bool* commented);

// Vector ALU formats (VOP1/2/C, VOP3, VOP3SD, VOP3P, VOPD, VINTERP, DPP forms): whether LLVM
// accepts the field combination and whether gfx1100 executes it; both true for every other
// format. It depends on the wave size: wave64 has no VOPD, and vcc_hi, m0, exec_hi and
// lds_direct are no 64-bit lane mask.
FieldCheck vector_fields_check(const DecodedInst& d, bool wave64 = false);
// What llvm-objdump prints after a vector instruction's bytes (" ; " + this): its register
// alignment warnings, e.g. "Warning: SGPR_64: scalar reg isn't aligned 3"; empty if none.
std::string vector_comment(const DecodedInst& d, const Context& ctx);

}  // namespace cutlm::disasm_detail
