// The 9-bit source operand space shared by scalar and vector instructions.
#pragma once

#include <cstdint>
#include <string>

namespace cutlm::operand {

constexpr uint16_t kVccLo = 106;
constexpr uint16_t kVccHi = 107;
constexpr uint16_t kTtmpFirst = 108;
constexpr uint16_t kTtmpLast = 123;
constexpr uint16_t kNull = 124;
constexpr uint16_t kM0 = 125;
constexpr uint16_t kExecLo = 126;
constexpr uint16_t kExecHi = 127;
constexpr uint16_t kIntFirst = 128;    // 0
constexpr uint16_t kIntPosLast = 192;  // 64
constexpr uint16_t kIntNegLast = 208;  // -16
constexpr uint16_t kDpp8 = 233;
constexpr uint16_t kSharedBase = 235;
constexpr uint16_t kSharedLimit = 236;
constexpr uint16_t kPrivateBase = 237;
constexpr uint16_t kPrivateLimit = 238;
constexpr uint16_t kPopsExitingWaveId = 239;
constexpr uint16_t kDpp8Fi = 234;
constexpr uint16_t kFloatFirst = 240;  // 0.5
constexpr uint16_t kFloatLast = 248;   // 1/(2*pi)
constexpr uint16_t kDpp16 = 250;
constexpr uint16_t kVccZ = 251;
constexpr uint16_t kExecZ = 252;
constexpr uint16_t kScc = 253;
constexpr uint16_t kLdsDirect = 254;
constexpr uint16_t kLiteral = 255;
constexpr uint16_t kVgprFirst = 256;
constexpr uint16_t kNumSgprs = 106;  // s0..s105

inline bool is_sgpr(uint16_t code) { return code < kNumSgprs; }
inline bool is_scalar_reg(uint16_t code) { return code < kIntFirst; }
inline bool is_vgpr(uint16_t code) { return code >= kVgprFirst && code < 512; }
inline bool is_inline_int(uint16_t code) { return code >= kIntFirst && code <= kIntNegLast; }
// The values the integer inline constants cover: a literal in this range prints as the constant.
constexpr int64_t kInlineIntMin = -16;
constexpr int64_t kInlineIntMax = 64;
inline bool is_inline_int_value(int64_t v) { return v >= kInlineIntMin && v <= kInlineIntMax; }
inline bool is_inline_float(uint16_t code) { return code >= kFloatFirst && code <= kFloatLast; }
inline int64_t inline_int_value(uint16_t code) {
  return code <= kIntPosLast ? code - kIntFirst : kIntPosLast - static_cast<int64_t>(code);
}

// LLVM's names of the scalar special registers vcc_lo..exec_hi, null and m0 (106..127 but the
// ttmps), and of the special sources (src_scc, src_lds_direct, shared/private base/limit...);
// nullptr for any other code.
const char* special_register_name(uint16_t code);
const char* special_source_name(uint16_t code);

// One float inline constant (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi)): its bit pattern in each
// floating-point format, and LLVM's spelling. The one table the execution (operand values) and
// the disassembler (constant names, literals that equal a constant) share.
struct InlineFloat {
  uint16_t f16;
  uint16_t bf16;  // the high half of f32
  uint32_t f32;
  uint64_t f64;
  const char* text;    // for 16- and 32-bit operands
  const char* text64;  // for 64-bit operands: 1/(2*pi) shows more digits
};
constexpr unsigned kNumInlineFloats = kFloatLast - kFloatFirst + 1;
extern const InlineFloat kInlineFloats[kNumInlineFloats];
inline const InlineFloat& inline_float(uint16_t code) { return kInlineFloats[code - kFloatFirst]; }

// The bit pattern of a float inline constant in a float format of `bits` bits (16, 32 or 64).
uint64_t inline_float_bits(uint16_t code, unsigned bits);

}  // namespace cutlm::operand

namespace cutlm {

constexpr int kNumScalarRegs = 128;  // the scalar part of the operand space, 0..127

// Assembly names of scalar operand codes, as LLVM spells them ("s5", "vcc_lo", "m0").
std::string scalar_reg_name(uint16_t code);
// Parses such a name back to its code; false if it is none.
bool parse_scalar_reg_name(const std::string& name, uint16_t* code);

}  // namespace cutlm
