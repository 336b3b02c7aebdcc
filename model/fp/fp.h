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
Env env_for(const Mode& mode, Format f);

constexpr uint64_t flush_input(uint64_t x, Format f, const Env& e) {
  return e.flush_in && is_denormal(x, f) ? x & sign_mask(f) : x;
}
constexpr uint64_t flush_output(uint64_t x, Format f, const Env& e) {
  return e.flush_out && is_denormal(x, f) ? x & sign_mask(f) : x;
}

// Exact value of a pattern as a binary64 (every binary16/32 value is representable; NaNs keep
// their sign and as much payload as fits).
double to_double(uint64_t x, Format f);
inline uint64_t double_bits(double d) {
  uint64_t bits;
  __builtin_memcpy(&bits, &d, sizeof bits);
  return bits;
}
inline double bits_double(uint64_t bits) {
  double d;
  __builtin_memcpy(&d, &bits, sizeof d);
  return d;
}
inline uint32_t float_bits(float v) {
  uint32_t bits;
  __builtin_memcpy(&bits, &v, sizeof bits);
  return bits;
}
inline float bits_float(uint32_t bits) {
  float v;
  __builtin_memcpy(&v, &bits, sizeof v);
  return v;
}

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
uint64_t add(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t sub(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t mul(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Format f, const Env& e);
// Correctly rounded division and square root (used where AMD's result is exact, e.g. by
// v_div_fixup's special cases, and as the reference point of the approximate instructions).
uint64_t div(uint64_t a, uint64_t b, Format f, const Env& e);
uint64_t sqrt(uint64_t a, Format f, const Env& e);

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
uint64_t output_modifiers(uint64_t x, Format f, uint8_t omod, bool clamp, const Env& e);

}  // namespace cutlm::fp
