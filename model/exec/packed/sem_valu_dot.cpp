// Float dot products summed exactly and rounded once (see sem_valu_packed.h for the contract).
//
// AMD does not document the order or the width in which v_dot2_*, v_dot2acc and WMMA add their
// products (RDNA4's fp8 v_dot4_f32_* pseudocode adds them one at a time, which no measurement
// backs; docs/valu-semantics.md). The model adds them in a fixed-point accumulator wide enough for
// every value these instructions can produce, so no intermediate rounding exists, and rounds the
// sum once.
#include <array>
#include <cmath>
#include <cstdint>

#include "exec/packed/sem_valu_packed.h"
#include "exec/vector/fp8.h"
#include "fp/fp.h"

namespace cutlm::valu {
namespace {

using fp::Format;

Format layout(Elem e) { return e == Elem::F16 ? Format::F16 : Format::F32; }

// A pattern in the fp core's layout (bf16 as the f32 of the same value).
uint64_t widen(uint32_t x, Elem e) {
  switch (e) {
    case Elem::F16: return x & 0xFFFF;
    case Elem::BF16: return bf16_to_f32_bits(static_cast<uint16_t>(x));
    case Elem::F32: return x;
  }
  return x;
}

// A finite value as sign * significand * 2^exponent.
struct Finite {
  bool negative;
  uint64_t significand;
  int exponent;
};

Finite decode(uint64_t x, Format f) {
  const unsigned fraction_bits = fp::fraction_bits(f);
  const uint64_t biased = (x & fp::exponent_mask(f)) >> fraction_bits;
  const uint64_t fraction = x & fp::fraction_mask(f);
  // The unit of a denormal's fraction, which is also where the implicit bit counts from.
  const int unit = 1 - fp::exponent_bias(f) - static_cast<int>(fraction_bits);
  if (biased == 0) return {fp::sign(x, f), fraction, unit};
  return {fp::sign(x, f), fraction | 1ull << fraction_bits, static_cast<int>(biased) - 1 + unit};
}

// Two's-complement fixed point with its lowest bit worth 2^kUnit. A bf16 is decoded in the f32
// layout, so the lowest bit of a product of two bf16 denormals is worth 2^-298; the largest
// product (two of the largest bf16 values) is below 2^256, and 17 terms stay below 2^261: well
// inside the 640 bits.
class ExactSum {
 public:
  static constexpr int kUnit = -300;
  static constexpr int kLimbs = 10;

  // Adds (or subtracts) magnitude * 2^exponent; magnitude has at most 48 bits.
  void add(uint64_t magnitude, int exponent, bool negative) {
    const int position = exponent - kUnit;
    const int index = position / 64;
    const int shift = position % 64;
    const uint64_t low = magnitude << shift;
    const uint64_t high = shift == 0 ? 0 : magnitude >> (64 - shift);
    if (negative) {
      subtract_at(index, low, high);
    } else {
      add_at(index, low, high);
    }
  }

  bool is_zero() const {
    for (uint64_t limb : limbs_) {
      if (limb != 0) return false;
    }
    return true;
  }

  // The sum as a binary64 rounded to odd: truncated to 53 bits, the last one set when any
  // discarded bit was set. That keeps a later rounding to 24 bits or fewer exact.
  double to_double_rounded_to_odd() const {
    std::array<uint64_t, kLimbs> magnitude = limbs_;
    const bool negative = (magnitude[kLimbs - 1] >> 63) != 0;
    if (negative) {
      uint64_t carry = 1;
      for (uint64_t& limb : magnitude) {
        limb = ~limb + carry;
        carry = carry != 0 && limb == 0 ? 1 : 0;
      }
    }
    int top = -1;
    for (int i = kLimbs - 1; i >= 0 && top < 0; --i) {
      if (magnitude[i] != 0) top = i * 64 + 63 - __builtin_clzll(magnitude[i]);
    }
    if (top < 0) return 0.0;
    const int lowest = top >= 52 ? top - 52 : 0;
    uint64_t significand = bits_from(magnitude, lowest) & ((1ull << 53) - 1);
    if (any_below(magnitude, lowest)) significand |= 1;
    const double value = std::ldexp(static_cast<double>(significand), lowest + kUnit);
    return negative ? -value : value;
  }

 private:
  void add_at(int index, uint64_t low, uint64_t high) {
    uint64_t before = limbs_[index];
    limbs_[index] += low;
    uint64_t carry = limbs_[index] < before ? 1 : 0;
    for (int i = index + 1; i < kLimbs && (carry != 0 || high != 0); ++i) {
      before = limbs_[i];
      const uint64_t addend = high + carry;  // high < 2^48: no overflow
      limbs_[i] += addend;
      carry = limbs_[i] < before ? 1 : 0;
      high = 0;
    }
  }

  void subtract_at(int index, uint64_t low, uint64_t high) {
    uint64_t before = limbs_[index];
    limbs_[index] -= low;
    uint64_t borrow = limbs_[index] > before ? 1 : 0;
    for (int i = index + 1; i < kLimbs && (borrow != 0 || high != 0); ++i) {
      before = limbs_[i];
      limbs_[i] -= high + borrow;
      borrow = limbs_[i] > before ? 1 : 0;
      high = 0;
    }
  }

  // 64 bits of `v` starting at bit `position`.
  static uint64_t bits_from(const std::array<uint64_t, kLimbs>& v, int position) {
    const int index = position / 64;
    const int shift = position % 64;
    uint64_t bits = v[index] >> shift;
    if (shift != 0 && index + 1 < kLimbs) bits |= v[index + 1] << (64 - shift);
    return bits;
  }

  static bool any_below(const std::array<uint64_t, kLimbs>& v, int position) {
    const int index = position / 64;
    for (int i = 0; i < index; ++i) {
      if (v[i] != 0) return true;
    }
    const int shift = position % 64;
    return shift != 0 && (v[index] & ((1ull << shift) - 1)) != 0;
  }

  std::array<uint64_t, kLimbs> limbs_{};
};

// A NaN operand of format `from` as the quiet NaN of format `to`, payload kept where it fits.
uint64_t nan_as(uint64_t x, Format from, Format to) {
  if (from == to) return fp::quiet(x, from);
  return fp::convert(x, from, fp::Env{}, to, fp::Env{});
}

// A result in the fp core's layout back in the accumulator's element format.
uint32_t narrow(uint64_t x, Elem e) {
  return static_cast<uint32_t>(e == Elem::BF16 ? (x >> 16) & 0xFFFF : x);
}

// The exact sum of x[0] * x[1] + x[2] * x[3] + ... (n products of `in_format` patterns, already
// flushed) and the addend (an `acc` pattern in the fp core's layout), rounded once in
// `acc_env`: the rule dot_float states.
uint32_t sum_products(const uint64_t* x, int n, Format in_format, uint64_t addend, Elem acc,
                      const fp::Env& acc_env) {
  const Format acc_format = layout(acc);
  for (int i = 0; i < 2 * n; ++i) {
    if (fp::is_nan(x[i], in_format)) return narrow(nan_as(x[i], in_format, acc_format), acc);
  }
  if (fp::is_nan(addend, acc_format)) return narrow(fp::quiet(addend, acc_format), acc);

  bool positive_infinity = false;
  bool negative_infinity = false;
  for (int i = 0; i < n; ++i) {
    const uint64_t p = x[2 * i];
    const uint64_t q = x[2 * i + 1];
    if (!fp::is_inf(p, in_format) && !fp::is_inf(q, in_format)) continue;
    if (fp::is_zero(p, in_format) || fp::is_zero(q, in_format)) {
      return narrow(fp::default_nan(acc_format), acc);
    }
    const bool negative = fp::sign(p, in_format) != fp::sign(q, in_format);
    (negative ? negative_infinity : positive_infinity) = true;
  }
  if (fp::is_inf(addend, acc_format)) {
    (fp::sign(addend, acc_format) ? negative_infinity : positive_infinity) = true;
  }
  if (positive_infinity && negative_infinity) return narrow(fp::default_nan(acc_format), acc);
  if (positive_infinity || negative_infinity) {
    return narrow(fp::infinity(acc_format, negative_infinity), acc);
  }

  ExactSum sum;
  bool every_term_zero = true;
  bool every_term_negative = true;
  bool every_term_positive = true;
  auto note_sign = [&](bool negative) {
    every_term_negative = every_term_negative && negative;
    every_term_positive = every_term_positive && !negative;
  };
  for (int i = 0; i < n; ++i) {
    const Finite p = decode(x[2 * i], in_format);
    const Finite q = decode(x[2 * i + 1], in_format);
    const bool negative = p.negative != q.negative;
    note_sign(negative);
    if (p.significand == 0 || q.significand == 0) continue;
    every_term_zero = false;
    sum.add(p.significand * q.significand, p.exponent + q.exponent, negative);
  }
  const Finite addend_value = decode(addend, acc_format);
  note_sign(addend_value.negative);
  if (addend_value.significand != 0) {
    every_term_zero = false;
    sum.add(addend_value.significand, addend_value.exponent, addend_value.negative);
  }

  if (sum.is_zero()) {
    // As IEEE addition: zeros of one sign keep it; otherwise -0 only when rounding down.
    bool negative = acc_env.round == RoundMode::MinusInfinity;
    if (every_term_zero && (every_term_negative || every_term_positive)) {
      negative = every_term_negative;
    }
    return negative ? narrow(fp::sign_mask(acc_format), acc) : 0;
  }
  const double value = sum.to_double_rounded_to_odd();
  if (acc == Elem::BF16) {
    const uint16_t r = round_to_bf16(value, acc_env.round);
    const bool denormal = (r & 0x7F80) == 0 && (r & 0x7F) != 0;
    return acc_env.flush_out && denormal ? r & 0x8000u : r;
  }
  const uint64_t r = fp::round_double(value, acc_format, acc_env.round);
  return static_cast<uint32_t>(fp::flush_output(r, acc_format, acc_env));
}

}  // namespace

uint16_t round_to_bf16(double v, RoundMode mode) {
  constexpr int kFractionBits = 7;
  constexpr int kMinExponent = -126;
  const bool negative = std::signbit(v);
  const uint16_t sign = negative ? 0x8000 : 0;
  if (std::isnan(v)) return sign | 0x7FC0;
  const double magnitude = std::fabs(v);
  auto overflow = [&]() -> uint16_t {
    const bool to_infinity = mode == RoundMode::NearestEven ||
                             (mode == RoundMode::PlusInfinity && !negative) ||
                             (mode == RoundMode::MinusInfinity && negative);
    return sign | (to_infinity ? 0x7F80 : 0x7F7F);
  };
  if (std::isinf(v)) return sign | 0x7F80;
  if (magnitude == 0.0) return sign;
  int binade = 0;
  std::frexp(magnitude, &binade);  // magnitude in [2^(binade-1), 2^binade)
  const int exponent = binade - 1;
  // The result's last place: 7 fraction bits below the leading one, or the denormal spacing.
  const int last_place = (exponent < kMinExponent ? kMinExponent : exponent) - kFractionBits;
  const double in_units = std::ldexp(magnitude, -last_place);  // exact: below 2^8
  const double kept = std::floor(in_units);
  const double dropped = in_units - kept;
  uint32_t units = static_cast<uint32_t>(kept);
  bool round_up = false;
  switch (mode) {
    case RoundMode::NearestEven:
      round_up = dropped > 0.5 || (dropped == 0.5 && (units & 1) != 0);
      break;
    case RoundMode::PlusInfinity: round_up = dropped > 0.0 && !negative; break;
    case RoundMode::MinusInfinity: round_up = dropped > 0.0 && negative; break;
    case RoundMode::Zero: break;
  }
  units += round_up ? 1 : 0;
  // Denormals are their units; a normal adds its biased exponent, the leading one folding into
  // it (a carry out of the fraction lands in the exponent by itself).
  const uint32_t pattern = exponent < kMinExponent
                               ? units
                               : (static_cast<uint32_t>(exponent + 127) << kFractionBits) + units -
                                     (1u << kFractionBits);
  if (pattern >= 0x7F80) return overflow();
  return static_cast<uint16_t>(sign | pattern);
}

uint32_t dot_float(const uint16_t* a, const uint16_t* b, int n, Elem in, uint32_t c, Elem acc,
                   const Mode& mode) {
  const Format in_format = layout(in);
  const Format acc_format = layout(acc);
  const fp::Env in_env = fp::env_for(mode, in_format);
  const fp::Env acc_env = fp::env_for(mode, acc_format);

  std::array<uint64_t, 32> x{};
  for (int i = 0; i < n; ++i) {
    x[2 * i] = fp::flush_input(widen(a[i], in), in_format, in_env);
    x[2 * i + 1] = fp::flush_input(widen(b[i], in), in_format, in_env);
  }
  const uint64_t addend = fp::flush_input(widen(c, acc), acc_format, acc_env);
  return sum_products(x.data(), n, in_format, addend, acc, acc_env);
}

uint32_t dot4_f32_fp8(uint32_t src0, uint32_t src1, bool src0_bf8, bool src1_bf8, uint32_t c,
                      const Mode& mode) {
  const fp::Env env = fp::env_for(mode, Format::F32);
  // Every 8-bit value is an f32 normal (the smallest, a bf8 denormal, is 2^-16), so MODE's
  // f32 input flush has nothing to act on; the addend is flushed as any f32 input.
  std::array<uint64_t, 8> x{};
  for (int i = 0; i < 4; ++i) {
    x[2 * i] = fp8_to_f32(src0 >> (8 * i) & 0xFF, src0_bf8);
    x[2 * i + 1] = fp8_to_f32(src1 >> (8 * i) & 0xFF, src1_bf8);
  }
  const uint64_t addend = fp::flush_input(c, Format::F32, env);
  return sum_products(x.data(), 4, Format::F32, addend, Elem::F32, env);
}

uint32_t dot2acc_f32_f16(uint32_t src0, uint32_t src1, uint32_t acc, const Mode& mode) {
  const uint16_t a[2] = {static_cast<uint16_t>(src0), static_cast<uint16_t>(src0 >> 16)};
  const uint16_t b[2] = {static_cast<uint16_t>(src1), static_cast<uint16_t>(src1 >> 16)};
  return dot_float(a, b, 2, Elem::F16, acc, Elem::F32, mode);
}

}  // namespace cutlm::valu
