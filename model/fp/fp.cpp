// IEEE formats with AMD MODE rounding and denormal control (see fp.h).
//
// Invariant: outside a HostRounding object the host rounds to nearest even, so the
// nearest-even paths (the common case) never touch the floating-point environment.
#include "fp/fp.h"

#include <cfenv>
#include <cmath>

namespace cutlm::fp {
namespace {

int host_mode(RoundMode mode) {
  switch (mode) {
    case RoundMode::NearestEven: return FE_TONEAREST;
    case RoundMode::PlusInfinity: return FE_UPWARD;
    case RoundMode::MinusInfinity: return FE_DOWNWARD;
    case RoundMode::Zero: return FE_TOWARDZERO;
  }
  return FE_TONEAREST;
}

// GCC moves float arithmetic across fesetround even with -frounding-math (GCC bug 34678):
// passing operands and results through an empty asm with a memory clobber pins them between
// the mode changes, which are calls.
template <typename T>
inline T fenced(T v) {
  asm volatile("" : "+m"(v) : : "memory");
  return v;
}

// A NaN of format `to` carrying the sign and the top payload bits of the binary64 NaN `bits`.
uint64_t narrow_nan(uint64_t bits, Format to) {
  const uint64_t payload = (bits & 0x000FFFFFFFFFFFFFull) >> (52 - fraction_bits(to));
  return ((bits >> 63) != 0 ? sign_mask(to) : 0) | exponent_mask(to) | quiet_bit(to) | payload;
}

// What a NaN-producing operation returns: the first NaN operand as propagate_nan passes it on,
// or (an invalid operation such as inf - inf) the default NaN.
uint64_t nan_result(const uint64_t* ops, int count, Format f, const Env& e) {
  bool found = false;
  const uint64_t nan = first_nan(ops, count, f, e, &found);
  return found ? nan : default_nan(f);
}

// Rounds a binary64 computation to odd: the truncated result with its last bit set when
// anything was discarded. `compute` runs with the host rounding toward zero.
template <typename Compute>
double round_to_odd(Compute compute) {
  const int saved = std::fegetround();
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_INEXACT);
  double r = fenced(compute());
  const bool inexact = std::fetestexcept(FE_INEXACT) != 0;
  std::fesetround(saved);
  if (inexact && std::isfinite(r)) r = bits_double(double_bits(r) | 1);
  return r;
}

// The binary16 result of a binary64 computation that may be inexact: rounded to odd, then once
// to binary16. An exact zero takes its sign from the real rounding mode (x - x is -0 only when
// rounding toward minus infinity).
template <typename Compute>
uint64_t f16_from_inexact(Compute compute, RoundMode mode) {
  double r = round_to_odd(compute);
  if (r == 0.0) {
    HostRounding rounding(mode);
    r = fenced(compute());
  }
  return round_double(r, Format::F16, mode);
}

}  // namespace

bool overflows_to_infinity(RoundMode mode, bool negative) {
  switch (mode) {
    case RoundMode::NearestEven: return true;
    case RoundMode::PlusInfinity: return !negative;
    case RoundMode::MinusInfinity: return negative;
    case RoundMode::Zero: return false;
  }
  return true;
}

double to_double(uint64_t x, Format f) {
  if (f == Format::F64) return bits_double(x);
  x &= value_mask(f);
  const bool negative = sign(x, f);
  if (is_nan(x, f)) {
    const uint64_t payload = (x & fraction_mask(f)) << (52 - fraction_bits(f));
    return bits_double((negative ? 1ull << 63 : 0) | 0x7FF0000000000000ull | payload);
  }
  if (f == Format::F32) return static_cast<double>(bits_float(static_cast<uint32_t>(x)));
  const int exponent = static_cast<int>((x & exponent_mask(f)) >> fraction_bits(f));
  const uint64_t fraction = x & fraction_mask(f);
  double magnitude;
  if (exponent == 0x1F) {
    magnitude = HUGE_VAL;
  } else if (exponent == 0) {
    magnitude = std::ldexp(static_cast<double>(fraction), -24);
  } else {
    magnitude = std::ldexp(static_cast<double>(fraction | 0x400), exponent - 25);
  }
  return negative ? -magnitude : magnitude;
}

uint64_t round_double(double v, Format to, RoundMode mode) {
  const uint64_t bits = double_bits(v);
  const bool negative = (bits >> 63) != 0;
  const uint64_t sign_bit = negative ? sign_mask(to) : 0;
  if (std::isnan(v)) return narrow_nan(bits, to);
  if (std::isinf(v)) return infinity(to, negative);
  const double magnitude = std::fabs(v);
  if (magnitude == 0.0) return sign_bit;

  const int frac_bits = static_cast<int>(fraction_bits(to));
  const int bias = exponent_bias(to);
  const int min_exponent = 1 - bias;
  int e = 0;
  std::frexp(magnitude, &e);  // magnitude = m * 2^e with m in [0.5, 1)
  const int exponent = e - 1;
  if (exponent > bias) {
    return overflows_to_infinity(mode, negative) ? infinity(to, negative)
                                                 : largest_finite(to, negative);
  }
  // Units of the result's last place: below the normal range that is the denormal spacing.
  const int quantum = (exponent < min_exponent ? min_exponent : exponent) - frac_bits;
  const double scaled = std::ldexp(magnitude, -quantum);  // exact, below 2^(frac_bits + 1)
  const double whole = std::floor(scaled);
  const double rest = scaled - whole;  // exact
  uint64_t mantissa = static_cast<uint64_t>(whole);
  bool up = false;
  switch (mode) {
    case RoundMode::NearestEven: up = rest > 0.5 || (rest == 0.5 && (mantissa & 1) != 0); break;
    case RoundMode::PlusInfinity: up = rest > 0.0 && !negative; break;
    case RoundMode::MinusInfinity: up = rest > 0.0 && negative; break;
    case RoundMode::Zero: up = false; break;
  }
  mantissa += up ? 1 : 0;
  // A denormal's pattern is its mantissa; a normal's adds the biased exponent and drops the
  // implicit bit. A carry out of the mantissa moves into the exponent by itself.
  const uint64_t pattern =
      exponent < min_exponent
          ? mantissa
          : (static_cast<uint64_t>(exponent + bias) << frac_bits) + mantissa - (1ull << frac_bits);
  if (pattern >= exponent_mask(to)) {
    return overflows_to_infinity(mode, negative) ? infinity(to, negative)
                                                 : largest_finite(to, negative);
  }
  return sign_bit | pattern;
}

HostRounding::HostRounding(RoundMode mode) {
  // Nearest even is the host's mode outside these objects (the invariant above): no call.
  if (mode == RoundMode::NearestEven) return;
  const int wanted = host_mode(mode);
  const int current = std::fegetround();
  if (current != wanted) {
    saved_ = current;
    std::fesetround(wanted);
  }
}

HostRounding::~HostRounding() {
  if (saved_ >= 0) std::fesetround(saved_);
}

uint64_t first_nan(const uint64_t* ops, int count, Format f, const Env& e, bool* found) {
  for (int i = 0; i < count; ++i) {
    if (is_nan(ops[i], f)) {
      *found = true;
      return propagate_nan(ops[i] & value_mask(f), f, e);
    }
  }
  *found = false;
  return 0;
}

namespace {

// The shared shape of the two-operand operations: flush, NaN rule, compute, NaN fix-up, flush.
template <typename F32Op, typename F64Op, typename F16Op>
uint64_t binary(uint64_t a, uint64_t b, Format f, const Env& e, F32Op op32, F64Op op64,
                F16Op op16) {
  const uint64_t ops[2] = {flush_input(a & value_mask(f), f, e),
                           flush_input(b & value_mask(f), f, e)};
  if (is_nan(ops[0], f) || is_nan(ops[1], f)) return nan_result(ops, 2, f, e);
  uint64_t r;
  switch (f) {
    case Format::F32: {
      HostRounding rounding(e.round);
      r = float_bits(fenced(op32(fenced(bits_float(static_cast<uint32_t>(ops[0]))),
                                 fenced(bits_float(static_cast<uint32_t>(ops[1]))))));
      break;
    }
    case Format::F64: {
      HostRounding rounding(e.round);
      r = double_bits(fenced(op64(fenced(bits_double(ops[0])), fenced(bits_double(ops[1])))));
      break;
    }
    default: r = op16(to_double(ops[0], f), to_double(ops[1], f), e.round); break;
  }
  if (is_nan(r, f)) return default_nan(f);
  return flush_output(r, f, e);
}

}  // namespace

uint64_t detail::add(uint64_t a, uint64_t b, Format f, const Env& e) {
  return binary(
      a, b, f, e, [](float x, float y) { return x + y; }, [](double x, double y) { return x + y; },
      [](double x, double y, RoundMode m) {
        HostRounding rounding(m);  // the sum is exact; the mode only decides the sign of zero
        const double sum = fenced(fenced(x) + fenced(y));
        return round_double(sum, Format::F16, m);
      });
}

uint64_t detail::sub(uint64_t a, uint64_t b, Format f, const Env& e) {
  // A NaN operand comes back as it was: subtraction does not negate it.
  if (is_nan(b, f)) {
    const uint64_t ops[2] = {flush_input(a & value_mask(f), f, e), b & value_mask(f)};
    return nan_result(ops, 2, f, e);
  }
  return fp::add(a, b ^ sign_mask(f), f, e);
}

uint64_t detail::mul(uint64_t a, uint64_t b, Format f, const Env& e) {
  return binary(
      a, b, f, e, [](float x, float y) { return x * y; }, [](double x, double y) { return x * y; },
      [](double x, double y, RoundMode m) { return round_double(x * y, Format::F16, m); });
}

uint64_t detail::div(uint64_t a, uint64_t b, Format f, const Env& e) {
  return binary(
      a, b, f, e, [](float x, float y) { return x / y; }, [](double x, double y) { return x / y; },
      [](double x, double y, RoundMode m) {
        return f16_from_inexact([x, y] { return fenced(x) / fenced(y); }, m);
      });
}

uint64_t detail::sqrt(uint64_t a, Format f, const Env& e) {
  return binary(
      a, 0, f, e, [](float x, float) { return std::sqrt(x); },
      [](double x, double) { return std::sqrt(x); },
      [](double x, double, RoundMode m) {
        return f16_from_inexact([x] { return std::sqrt(fenced(x)); }, m);
      });
}

uint64_t detail::fma(uint64_t a, uint64_t b, uint64_t c, Format f, const Env& e) {
  const uint64_t ops[3] = {flush_input(a & value_mask(f), f, e),
                           flush_input(b & value_mask(f), f, e),
                           flush_input(c & value_mask(f), f, e)};
  // 0 * inf is invalid whatever the addend, a NaN included (AMD's emulator, checked against
  // gfx1100: the invalid product wins).
  const bool invalid_product =
      (is_zero(ops[0], f) && is_inf(ops[1], f)) || (is_inf(ops[0], f) && is_zero(ops[1], f));
  if (invalid_product) return default_nan(f);
  if (is_nan(ops[0], f) || is_nan(ops[1], f) || is_nan(ops[2], f)) return nan_result(ops, 3, f, e);
  uint64_t r;
  switch (f) {
    case Format::F32: {
      HostRounding rounding(e.round);
      r = float_bits(fenced(std::fma(fenced(bits_float(static_cast<uint32_t>(ops[0]))),
                                     fenced(bits_float(static_cast<uint32_t>(ops[1]))),
                                     fenced(bits_float(static_cast<uint32_t>(ops[2]))))));
      break;
    }
    case Format::F64: {
      HostRounding rounding(e.round);
      r = double_bits(fenced(std::fma(fenced(bits_double(ops[0])), fenced(bits_double(ops[1])),
                                      fenced(bits_double(ops[2])))));
      break;
    }
    default: {
      const double x = to_double(ops[0], f);
      const double y = to_double(ops[1], f);
      const double z = to_double(ops[2], f);
      r = f16_from_inexact([x, y, z] { return std::fma(fenced(x), fenced(y), fenced(z)); },
                           e.round);
      break;
    }
  }
  if (is_nan(r, f)) return default_nan(f);
  return flush_output(r, f, e);
}

uint64_t convert(uint64_t x, Format from, const Env& from_env, Format to, const Env& to_env) {
  x = flush_input(x & value_mask(from), from, from_env);
  if (is_nan(x, from)) {
    const bool narrowing = fraction_bits(to) < fraction_bits(from);
    const uint64_t payload = x & fraction_mask(from);
    const uint64_t moved = narrowing ? payload >> (fraction_bits(from) - fraction_bits(to))
                                     : payload << (fraction_bits(to) - fraction_bits(from));
    const uint64_t nan = (sign(x, from) ? sign_mask(to) : 0) | exponent_mask(to) | moved;
    return narrowing || from_env.ieee ? nan | quiet_bit(to) : nan;
  }
  const double value = to_double(x, from);
  const uint64_t r = to == Format::F64 ? double_bits(value) : round_double(value, to, to_env.round);
  return flush_output(r, to, to_env);
}

uint64_t detail::output_modifiers(uint64_t x, Format f, uint8_t omod, bool clamp, const Env& e) {
  x &= value_mask(f);
  if (omod != 0 && !e.ieee && e.flush_out && !is_nan(x, f) && !is_inf(x, f)) {
    if (is_zero(x, f)) {
      x = 0;  // output modifiers are not IEEE operations: -0 becomes +0
    } else {
      static const int kScale[] = {0, 1, 2, -1};
      // Scaling by a power of two is exact in binary64 for every format; the one rounding
      // (x0.5 of a denormal) happens in round_double, to nearest even.
      const double scaled = std::ldexp(to_double(x, f), kScale[omod & 3]);
      x = f == Format::F64 ? double_bits(scaled) : round_double(scaled, f, RoundMode::NearestEven);
      if (is_zero(x, f)) x = 0;
    }
  }
  if (clamp) {
    if (is_nan(x, f)) {
      if (e.dx10_clamp) x = 0;
    } else if (sign(x, f)) {
      x = 0;
    } else if (x > one(f)) {
      x = one(f);
    }
  }
  return flush_output(x, f, e);
}

}  // namespace cutlm::fp
