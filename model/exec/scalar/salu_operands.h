// What the scalar ALU handlers share (sem_salu.cpp, sem_salu_control.cpp, sem_basic.cpp):
// operands read and written as 32 bits or even-aligned pairs, the signed immediate, and the
// targets of branches and calls.
//
// Conventions every SALU handler follows:
//  - Sources are read as 32 or 64 bits. The ISA table gives 16 bits for the sources of
//    s_sext_i32_i16 and s_pack_*: that size comes from RDNA3.5, whose SALU also has f16 inline
//    constants. gfx1100's SALU has no 16-bit operands (LLVM types these sources as 32-bit), so
//    a float inline constant is the f32 pattern and the operation picks the bits it needs.
//  - A 64-bit register operand is an even-aligned pair (see require_pair).
//  - Every check that can stop the model runs before the first write, so a failing
//    instruction changes nothing.
//  - SCC is written only by the operations that define it.
#pragma once

#include <cstdint>
#include <string>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/operands.h"

namespace cutlm::salu {

template <unsigned Bits>
constexpr uint64_t kMask = Bits >= 64 ? ~0ull : (1ull << Bits) - 1;

inline void mark_salu(ExecContext& c) { c.result.unit = Unit::Salu; }

// The guide requires 64-bit scalar data to start at an even register and LLVM refuses anything
// else. What the hardware does with an odd pair is not documented, so the model stops (an odd
// pair at exec_hi would also run past the register file).
inline void require_pair(const ExecContext& c, uint16_t code) {
  if (operand::is_scalar_reg(code) && (code & 1) != 0) {
    c.fail("64-bit operand " + scalar_reg_name(code) + " is not an even-aligned register pair");
  }
}

template <unsigned Bits>
uint64_t source(const ExecContext& c, int index) {
  const uint16_t code = c.inst.src[index];
  if (Bits == 32) return static_cast<uint32_t>(c.read_scalar_src(index, 32));
  require_pair(c, code);
  if (code == operand::kNull) return 0;  // both halves of null read as zero
  return c.read_scalar_src(index, 64);
}

// The destination register code, checked before anything is written.
template <unsigned Bits>
uint16_t destination(const ExecContext& c) {
  if (Bits == 64) require_pair(c, c.inst.sdst);
  return c.inst.sdst;
}

template <unsigned Bits>
void write_dest(ExecContext& c, uint16_t code, uint64_t value) {
  if (Bits == 32) {
    c.write_sreg(code, static_cast<uint32_t>(value));
    return;
  }
  if (code == operand::kNull) return;  // null discards both halves
  c.write_sreg(code, static_cast<uint32_t>(value));
  c.write_sreg(static_cast<uint16_t>(code + 1), static_cast<uint32_t>(value >> 32));
}

// A register's value as a 32-bit or pair operand: the old destination of s_bitset*, the
// M0-relative source of s_movrels.
template <unsigned Bits>
uint64_t destination_value(const ExecContext& c, uint16_t code) {
  if (Bits == 32 || code == operand::kNull) return c.wave.sreg(code);
  return c.wave.sreg64(code);
}

inline int32_t simm16_signed(const ExecContext& c) { return static_cast<int16_t>(c.inst.simm16); }

// The address after the instruction (every SOPP/SOPK branch and call is one dword long): the
// return address of the calls.
inline uint64_t next_instruction(const ExecContext& c) { return c.wave.pc + 4; }

// SOPP/SOPK branch target: the next instruction plus simm16 dwords.
inline uint64_t branch_target(const ExecContext& c) {
  return next_instruction(c) + static_cast<uint64_t>(int64_t{simm16_signed(c)} * 4);
}

}  // namespace cutlm::salu
