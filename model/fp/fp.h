// Floating-point core shared by the VALU semantics: IEEE binary16/32/64 bit patterns, the MODE
// register's rounding and denormal controls, AMD's NaN and output-modifier rules.
//
// Every arithmetic result is correctly rounded in the rounding mode MODE selects. binary32 and
// binary64 use the host's IEEE arithmetic under that rounding mode (the whole core is compiled
// with -frounding-math so the compiler keeps operations where they are). binary16 is computed
// in binary64, exactly where that is exact (add, mul, conversions) and rounded to odd otherwise
// (fma), then rounded once to binary16 by round_double(); 53 bits is more than 11 + 2, so the
// two roundings give the correctly rounded binary16 result.
#pragma once

#include <cstdint>

#include "fp/mode.h"

// The lane loops call the common-case operations below once per lane: inlined there, the
// format and the Env's tests fold away.
#define CUTLM_FP_INLINE inline __attribute__((always_inline))

namespace cutlm::fp {

enum class Format : uint8_t { F16, F32, F64 };

constexpr unsigned width(Format f) { return f == Format::F16 ? 16 : f == Format::F32 ? 32 : 64; }
constexpr unsigned fraction_bits(Format f) {
  return f == Format::F16 ? 10 : f == Format::F32 ? 23 : 52;
}
constexpr unsigned exponent_bits(Format f) {
  return f == Format::F16 ? 5 : f == Format::F32 ? 8 : 11;
}
constexpr int exponent_bias(Format f) { return (1 << (exponent_bits(f) - 1)) - 1; }
constexpr uint64_t value_mask(Format f) {
  return f == Format::F64 ? ~0ull : (1ull << width(f)) - 1;
}
constexpr uint64_t sign_mask(Format f) { return 1ull << (width(f) - 1); }
constexpr uint64_t fraction_mask(Format f) { return (1ull << fraction_bits(f)) - 1; }
constexpr uint64_t exponent_mask(Format f) {
  return value_mask(f) & ~sign_mask(f) & ~fraction_mask(f);
}
constexpr uint64_t quiet_bit(Format f) { return 1ull << (fraction_bits(f) - 1); }
constexpr uint64_t infinity(Format f, bool negative = false) {
  return exponent_mask(f) | (negative ? sign_mask(f) : 0);
}
constexpr uint64_t largest_finite(Format f, bool negative = false) {
  return (infinity(f) - 1) | (negative ? sign_mask(f) : 0);
}
constexpr uint64_t one(Format f) {
  return static_cast<uint64_t>(exponent_bias(f)) << fraction_bits(f);
}
// The NaN an invalid operation (inf - inf, 0 * inf, sqrt(-1), ...) produces: negative, quiet, no
// payload. It is the only such NaN AMD's functional examples show (V_SQRT_F32 and friends give
// 0xFFC00000), and AMD's goc library, checked against hardware captures, gets the same pattern
// from the host's fma.
constexpr uint64_t default_nan(Format f) { return sign_mask(f) | exponent_mask(f) | quiet_bit(f); }

constexpr bool sign(uint64_t x, Format f) { return (x & sign_mask(f)) != 0; }
constexpr bool is_nan(uint64_t x, Format f) {
  return (x & exponent_mask(f)) == exponent_mask(f) && (x & fraction_mask(f)) != 0;
}
constexpr bool is_snan(uint64_t x, Format f) { return is_nan(x, f) && (x & quiet_bit(f)) == 0; }
constexpr bool is_inf(uint64_t x, Format f) {
  return (x & value_mask(f) & ~sign_mask(f)) == exponent_mask(f);
}
constexpr bool is_zero(uint64_t x, Format f) { return (x & value_mask(f) & ~sign_mask(f)) == 0; }
constexpr bool is_denormal(uint64_t x, Format f) {
  return (x & exponent_mask(f)) == 0 && (x & fraction_mask(f)) != 0;
}
constexpr uint64_t quiet(uint64_t x, Format f) { return is_nan(x, f) ? x | quiet_bit(f) : x; }

// VOP3 source modifiers: abs clears the sign bit, then neg flips it; NaNs included.
constexpr uint64_t abs_neg(uint64_t x, Format f, bool abs, bool neg) {
  if (abs) x &= ~sign_mask(f);
  if (neg) x ^= sign_mask(f);
  return x & value_mask(f);
}

// The MODE controls that apply to one operation's format (f32, or f16 and f64).
struct Env {
  RoundMode round = RoundMode::NearestEven;
  bool flush_in = false;   // denormal inputs read as zero of the same sign
  bool flush_out = false;  // denormal results written as zero of the same sign
  bool ieee = true;
  bool dx10_clamp = true;
};
// Inline: instructions take it once, and their lanes read it.
inline Env env_for(const Mode& mode, Format f) {
  Env e;
  const DenormMode denorm = f == Format::F32 ? mode.denorm_f32 : mode.denorm_f16_f64;
  e.round = f == Format::F32 ? mode.round_f32 : mode.round_f16_f64;
  e.flush_in = denorm == DenormMode::FlushIn || denorm == DenormMode::Flush;
  e.flush_out = denorm == DenormMode::FlushOut || denorm == DenormMode::Flush;
  e.ieee = mode.ieee;
  e.dx10_clamp = mode.dx10_clamp;
  return e;
}

constexpr uint64_t flush_input(uint64_t x, Format f, const Env& e) {
  return e.flush_in && is_denormal(x, f) ? x & sign_mask(f) : x;
}
constexpr uint64_t flush_output(uint64_t x, Format f, const Env& e) {
  return e.flush_out && is_denormal(x, f) ? x & sign_mask(f) : x;
}

// Exact value of a pattern as a binary64 (every binary16/32 value is representable; NaNs keep
// their sign and as much payload as fits).
double to_double(uint64_t x, Format f);
// The same bits as a type of the same size (C++20's std::bit_cast).
template <typename To, typename From>
inline To bit_cast(From from) {
  static_assert(sizeof(To) == sizeof(From), "bit_cast needs types of one size");
  To to;
  __builtin_memcpy(&to, &from, sizeof to);
  return to;
}
inline uint64_t double_bits(double d) { return bit_cast<uint64_t>(d); }
inline double bits_double(uint64_t bits) { return bit_cast<double>(bits); }
inline uint32_t float_bits(float v) { return bit_cast<uint32_t>(v); }
inline float bits_float(uint32_t bits) { return bit_cast<float>(bits); }

// Rounds a binary64 value to binary16 or binary32 in `mode`, denormals kept (callers flush).
// Correct when `v` is exact or rounded to odd with at least two bits beyond the target's. NaN
// inputs give the quiet NaN with the top payload bits; overflow follows the rounding direction
// (to infinity, or to the largest finite value).
uint64_t round_double(double v, Format to, RoundMode mode);

// Whether a result too large for the format becomes an infinity (else the largest finite value)
// when rounding in `mode`.
bool overflows_to_infinity(RoundMode mode, bool negative);

// Sets the host rounding mode for the object's lifetime (nothing to do for nearest-even, the
// mode the host runs in otherwise).
class HostRounding {
 public:
  explicit HostRounding(RoundMode mode);
  ~HostRounding();
  HostRounding(const HostRounding&) = delete;
  HostRounding& operator=(const HostRounding&) = delete;

 private:
  int saved_ = -1;
};

// a + b * (1 or -1), a * b, a * b + c with AMD's rules: inputs flushed per Env, a NaN input gives
// the first NaN operand (in source order) as propagate_nan passes it on, an invalid operation
// gives default_nan() (for fma an invalid product does so even when the addend is a NaN), the
// result is correctly rounded per Env.round and flushed per Env.flush_out. Patterns are in the
// low bits of the uint64_t.
// The common case (nearest even, finite operands) is inline below; these declarations are the
// general path every case may take.
namespace detail {
uint64_t add(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t sub(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t mul(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Format f, const Env& e);
uint64_t output_modifiers(uint64_t x, Format f, uint8_t omod, bool clamp, const Env& e);
}  // namespace detail
inline uint64_t add(uint64_t a, uint64_t b, Format f, const Env& e);
inline uint64_t sub(uint64_t a, uint64_t b, Format f, const Env& e);
inline uint64_t mul(uint64_t a, uint64_t b, Format f, const Env& e);
inline uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Format f, const Env& e);
// Correctly rounded division and square root (used where AMD's result is exact, e.g. by
// v_div_fixup's special cases, and as the reference point of the approximate instructions).
inline uint64_t div(uint64_t a, uint64_t b, Format f, const Env& e);
inline uint64_t sqrt(uint64_t a, Format f, const Env& e);
namespace detail {
uint64_t div(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t sqrt(uint64_t a, Format f, const Env& e);
}  // namespace detail

// A NaN operand as an operation passes it on: quieted with MODE.IEEE, unchanged without it
// (gfx1100 quiets a signalling NaN only in IEEE mode; see docs/valu-semantics.md).
constexpr uint64_t propagate_nan(uint64_t x, Format f, const Env& e) {
  return e.ieee ? quiet(x, f) : x;
}

// The first NaN among `count` operands as propagate_nan passes it on, or 0 with found = false.
uint64_t first_nan(const uint64_t* ops, int count, Format f, const Env& e, bool* found);

// Converts between formats: rounding per Env.round when narrowing, inputs flushed per the
// source Env and results per the destination Env. A NaN keeps its sign and the top payload bits;
// a narrowing conversion always quiets it, a widening one only with MODE.IEEE.
uint64_t convert(uint64_t x, Format from, const Env& from_env, Format to, const Env& to_env);

// VOP3 output modifiers on a float result, then the output flush:
//  - omod (1: x2, 2: x4, 3: x0.5) only when MODE.IEEE is off and output denormals of the format
//    are flushed (AMD: output modifiers are ignored otherwise); it scales exactly or rounds to
//    nearest even, a NaN or infinity passes, and a zero it produces is +0;
//  - clamp to [+0.0, +1.0]: negatives and -0 become +0, a NaN becomes +0 with DX10_CLAMP and
//    passes unchanged without it;
//  - last, a denormal result is flushed when the Env says so.
CUTLM_FP_INLINE uint64_t output_modifiers(uint64_t x, Format f, uint8_t omod, bool clamp,
                                          const Env& e) {
  if (omod == 0 && !clamp) return flush_output(x & value_mask(f), f, e);
  return detail::output_modifiers(x, f, omod, clamp, e);
}

// ---- The common case, inline ---------------------------------------------------------------
// Round to nearest even with finite operands (bit tests): the host rounds to nearest even
// outside a HostRounding object (fp.cpp), so its own operation gives the correctly rounded
// result, the one the general path computes; with finite operands no NaN rule applies, and
// the denormal flushes are bit tests. Everything else takes the general path.

constexpr bool finite(uint64_t x, Format f) { return (x & exponent_mask(f)) != exponent_mask(f); }

namespace detail {

// The exact binary64 value of a finite binary16 pattern.
CUTLM_FP_INLINE double f16_value(uint64_t x) {
  const uint64_t exponent = x >> 10 & 0x1F;
  const uint64_t fraction = x & 0x3FF;
  const uint64_t sign_bit = (x & 0x8000) << 48;
  if (exponent != 0) return bits_double(sign_bit | (exponent + 1008) << 52 | fraction << 42);
  return bits_double(sign_bit | double_bits(static_cast<double>(fraction) * 0x1p-24));
}

// A finite binary64 value rounded to nearest even binary16 (denormals kept, overflow to
// infinity), as round_double does it, with integer operations.
CUTLM_FP_INLINE uint64_t nearest_f16(double v) {
  const uint64_t bits = double_bits(v);
  const uint64_t sign_bit = bits >> 48 & 0x8000;
  const int field = static_cast<int>(bits >> 52 & 0x7FF);
  const int exponent = field - 1008;  // binary16's biased exponent
  if (exponent >= 31) return sign_bit | 0x7C00;
  const uint64_t significand = (bits & 0x000FFFFFFFFFFFFFull) | (field != 0 ? 1ull << 52 : 0);
  // Bits dropped from the 53-bit significand: 42 for a normal result, more below the range.
  const int dropped = exponent > 0 ? 42 : 43 - exponent;
  if (dropped > 53) return sign_bit;  // below half the smallest denormal
  const uint64_t kept = significand >> dropped;
  const uint64_t rest = significand & ((1ull << dropped) - 1);
  const uint64_t half = 1ull << (dropped - 1);
  const uint64_t up = rest > half || (rest == half && (kept & 1) != 0) ? 1 : 0;
  // A normal's implicit bit lands in the exponent field; a carry moves into it by itself.
  const uint64_t pattern =
      (exponent > 0 ? static_cast<uint64_t>(exponent - 1) << 10 : 0) + kept + up;
  return sign_bit | (pattern >= 0x7C00 ? 0x7C00 : pattern);
}

// p + c rounded to odd (the truncated sum, its last bit set when inexact), from the
// nearest-even sum and its exact error (TwoSum, exact without overflow): the odd one of the
// two doubles around the exact sum. Neither is zero when the sum is inexact.
CUTLM_FP_INLINE double sum_to_odd(double p, double c) {
  const double s = p + c;
  const double c_part = s - p;
  const double error = (p - (s - c_part)) + (c - c_part);
  const uint64_t bits = double_bits(s);
  if (error == 0 || (bits & 1) != 0) return s;
  return bits_double((error > 0) == (s > 0) ? bits + 1 : bits - 1);
}

template <typename Op32, typename Op64, typename Op16>
CUTLM_FP_INLINE uint64_t near_binary(uint64_t a, uint64_t b, Format f, const Env& e, Op32 op32,
                                     Op64 op64, Op16 op16) {
  a = flush_input(a, f, e);
  b = flush_input(b, f, e);
  uint64_t r;
  switch (f) {
    case Format::F32:
      r = float_bits(
          op32(bits_float(static_cast<uint32_t>(a)), bits_float(static_cast<uint32_t>(b))));
      break;
    case Format::F64: r = double_bits(op64(bits_double(a), bits_double(b))); break;
    default: r = nearest_f16(op16(f16_value(a), f16_value(b))); break;  // exact in binary64
  }
  return flush_output(r, f, e);
}

}  // namespace detail

CUTLM_FP_INLINE uint64_t add(uint64_t a, uint64_t b, Format f, const Env& e) {
  a &= value_mask(f);
  b &= value_mask(f);
  if (e.round != RoundMode::NearestEven || !finite(a, f) || !finite(b, f)) {
    return detail::add(a, b, f, e);
  }
  const auto op = [](auto x, auto y) { return x + y; };
  return detail::near_binary(a, b, f, e, op, op, op);
}

CUTLM_FP_INLINE uint64_t sub(uint64_t a, uint64_t b, Format f, const Env& e) {
  // A NaN operand comes back as it was (the general path): subtraction does not negate it.
  if (is_nan(b & value_mask(f), f)) return detail::sub(a, b, f, e);
  return add(a, b ^ sign_mask(f), f, e);
}

CUTLM_FP_INLINE uint64_t mul(uint64_t a, uint64_t b, Format f, const Env& e) {
  a &= value_mask(f);
  b &= value_mask(f);
  if (e.round != RoundMode::NearestEven || !finite(a, f) || !finite(b, f)) {
    return detail::mul(a, b, f, e);
  }
  const auto op = [](auto x, auto y) { return x * y; };
  return detail::near_binary(a, b, f, e, op, op, op);
}

CUTLM_FP_INLINE uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Format f, const Env& e) {
  a &= value_mask(f);
  b &= value_mask(f);
  c &= value_mask(f);
  // With finite operands there is no invalid product (0 * inf) and no NaN to pass on.
  if (e.round != RoundMode::NearestEven || !finite(a, f) || !finite(b, f) || !finite(c, f)) {
    return detail::fma(a, b, c, f, e);
  }
  a = flush_input(a, f, e);
  b = flush_input(b, f, e);
  c = flush_input(c, f, e);
  uint64_t r;
  switch (f) {
    case Format::F32:
      r = float_bits(__builtin_fmaf(bits_float(static_cast<uint32_t>(a)),
                                    bits_float(static_cast<uint32_t>(b)),
                                    bits_float(static_cast<uint32_t>(c))));
      break;
    case Format::F64:
      r = double_bits(__builtin_fma(bits_double(a), bits_double(b), bits_double(c)));
      break;
    default:
      // The product of two binary16 values is exact in binary64; the sum rounded to odd, then
      // once to binary16, is the correctly rounded fma (fp.h's header comment).
      r = detail::nearest_f16(
          detail::sum_to_odd(detail::f16_value(a) * detail::f16_value(b), detail::f16_value(c)));
      break;
  }
  return flush_output(r, f, e);
}

// Division and square root: binary64 has more than 2 * 11 + 2 bits, so rounding the binary64
// quotient or root (correctly rounded by the host) once more to binary16 gives the correctly
// rounded binary16 result. A zero divisor or a negative radicand takes the general path.
CUTLM_FP_INLINE uint64_t div(uint64_t a, uint64_t b, Format f, const Env& e) {
  a &= value_mask(f);
  b &= value_mask(f);
  if (e.round != RoundMode::NearestEven || !finite(a, f) || !finite(b, f) ||
      is_zero(flush_input(b, f, e), f)) {
    return detail::div(a, b, f, e);
  }
  const auto op = [](auto x, auto y) { return x / y; };
  return detail::near_binary(a, b, f, e, op, op, op);
}

CUTLM_FP_INLINE uint64_t sqrt(uint64_t a, Format f, const Env& e) {
  a &= value_mask(f);
  if (e.round != RoundMode::NearestEven || !finite(a, f) || (sign(a, f) && !is_zero(a, f))) {
    return detail::sqrt(a, f, e);
  }
  a = flush_input(a, f, e);
  uint64_t r;
  switch (f) {
    case Format::F32: r = float_bits(__builtin_sqrtf(bits_float(static_cast<uint32_t>(a)))); break;
    case Format::F64: r = double_bits(__builtin_sqrt(bits_double(a))); break;
    default: r = detail::nearest_f16(__builtin_sqrt(detail::f16_value(a))); break;
  }
  return flush_output(r, f, e);
}

}  // namespace cutlm::fp
