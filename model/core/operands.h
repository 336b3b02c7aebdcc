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
inline bool is_inline_float(uint16_t code) { return code >= kFloatFirst && code <= kFloatLast; }
inline int64_t inline_int_value(uint16_t code) {
  return code <= kIntPosLast ? code - kIntFirst : kIntPosLast - static_cast<int64_t>(code);
}

// LLVM's names of the scalar special registers vcc_lo..exec_hi, null and m0 (106..127 but the
// ttmps), and of the special sources (src_scc, src_lds_direct, shared/private base/limit...);
// nullptr for any other code.
const char* special_register_name(uint16_t code);
const char* special_source_name(uint16_t code);

// Bit patterns of the float inline constants 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi),
// in each floating-point width.
uint64_t inline_float_bits(uint16_t code, unsigned bits);

}  // namespace cutlm::operand
