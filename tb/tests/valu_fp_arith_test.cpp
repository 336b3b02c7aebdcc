// Floating-point VALU arithmetic (sem_valu_fp_arith.cpp, sem_valu_fp_division.cpp) through the
// real decoder and executor.
//
// Three kinds of runs:
//  - the shared harness (valu_harness.h): every instruction in every encoding, wave32 and
//    wave64, random EXEC, random MODE, random abs/neg/omod/clamp and operand kinds, the whole
//    wave state compared;
//  - volume runs: one decoded instruction executed on a full wave64 again and again with fresh
//    lane values (100,000 cases per f32/f64 instruction, 10 million with CUTLM_LONG=1), only
//    the destination checked, since comparing whole waves would make that too slow;
//  - f16 sweeps: every f16 pattern in each source position against 64 boundary and special
//    values in the others, MODE cycling through every rounding, denormal, IEEE and DX10 setting
//    (with CUTLM_LONG=1 every pattern under every setting), plus random triples.
//
// The oracle is GNU MPFR: values are built exactly from the bit patterns by code written here,
// each result is computed correctly rounded to the format's precision in the wide exponent
// range, then brought into the format with its exponent range, mpfr_check_range and
// mpfr_subnormalize. The rules around the arithmetic (input flush, NaN propagation, output
// modifiers, output flush, the min/max NaN order, the division helpers' special cases) are
// written again here from docs/valu-semantics.md, not taken from the model's fp core.
#include <gmp.h>
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "test_util.h"
#include "valu_harness.h"

namespace {

using namespace valu_harness;
using cutlm::DenormMode;
using cutlm::Mode;
using cutlm::RoundMode;

// ---------------------------------------------------------------------------------------------
// Bit patterns of the three formats

struct Fmt {
  unsigned width;
  unsigned frac;
  int bias;
};
constexpr Fmt kF16{16, 10, 15};
constexpr Fmt kF32{32, 23, 127};
constexpr Fmt kF64{64, 52, 1023};

uint64_t all_bits(Fmt f) { return f.width == 64 ? ~0ull : (1ull << f.width) - 1; }
uint64_t sign_bit(Fmt f) { return 1ull << (f.width - 1); }
uint64_t frac_mask(Fmt f) { return (1ull << f.frac) - 1; }
uint64_t exp_mask(Fmt f) { return all_bits(f) & ~sign_bit(f) & ~frac_mask(f); }
uint64_t quiet_bit(Fmt f) { return 1ull << (f.frac - 1); }
uint64_t magnitude(uint64_t x, Fmt f) { return x & all_bits(f) & ~sign_bit(f); }
int exp_field(uint64_t x, Fmt f) { return static_cast<int>((x & exp_mask(f)) >> f.frac); }
bool is_nan(uint64_t x, Fmt f) { return magnitude(x, f) > exp_mask(f); }
bool is_snan(uint64_t x, Fmt f) { return is_nan(x, f) && (x & quiet_bit(f)) == 0; }
bool is_inf(uint64_t x, Fmt f) { return magnitude(x, f) == exp_mask(f); }
bool is_zero(uint64_t x, Fmt f) { return magnitude(x, f) == 0; }
bool is_denormal(uint64_t x, Fmt f) { return exp_field(x, f) == 0 && !is_zero(x, f); }
bool negative(uint64_t x, Fmt f) { return (x & sign_bit(f)) != 0; }
uint64_t one(Fmt f) { return static_cast<uint64_t>(f.bias) << f.frac; }
uint64_t default_nan(Fmt f) { return sign_bit(f) | exp_mask(f) | quiet_bit(f); }
uint64_t quieted(uint64_t x, Fmt f) { return (x & all_bits(f)) | quiet_bit(f); }
// A NaN operand as an operation passes it on: quieted in IEEE mode, unchanged without it
// (gfx1100 quiets signalling NaNs only with MODE.IEEE).
uint64_t propagated(uint64_t x, Fmt f, bool ieee) { return ieee ? quieted(x, f) : x & all_bits(f); }
// fma's 0 * inf: invalid whatever the addend is.
bool invalid_product(uint64_t x, uint64_t y, Fmt f) {
  return (is_zero(x, f) && is_inf(y, f)) || (is_inf(x, f) && is_zero(y, f));
}
uint64_t largest(Fmt f) { return exp_mask(f) - 1; }

// The exact value of a non-NaN pattern (every f16/f32/f64 value is a double).
double decode_value(uint64_t x, Fmt f) {
  if (is_inf(x, f)) return negative(x, f) ? -HUGE_VAL : HUGE_VAL;
  const int field = exp_field(x, f);
  const double fraction = static_cast<double>(x & frac_mask(f));
  const double m = field == 0 ? std::ldexp(fraction, 1 - f.bias - static_cast<int>(f.frac))
                              : std::ldexp(fraction + std::ldexp(1.0, static_cast<int>(f.frac)),
                                           field - f.bias - static_cast<int>(f.frac));
  return negative(x, f) ? -m : m;
}

double value_of(uint64_t x, Fmt f) {
  if (f.width == 64) {
    double d;
    std::memcpy(&d, &x, sizeof d);
    return d;
  }
  if (f.width == 32) {
    const uint32_t bits = static_cast<uint32_t>(x);
    float v;
    std::memcpy(&v, &bits, sizeof v);
    return v;
  }
  static const std::vector<double> kHalf = [] {
    std::vector<double> table(0x10000);
    for (uint64_t h = 0; h < 0x10000; ++h) table[h] = decode_value(h, kF16);
    return table;
  }();
  return kHalf[x & 0xFFFF];
}

// ---------------------------------------------------------------------------------------------
// The MODE controls of one format, read again from the MODE fields

struct Ctl {
  RoundMode round = RoundMode::NearestEven;
  bool flush_in = false;
  bool flush_out = false;
  bool ieee = true;
  bool dx10 = true;
};

Ctl ctl_for(const Mode& m, Fmt f) {
  const DenormMode d = f.width == 32 ? m.denorm_f32 : m.denorm_f16_f64;
  Ctl c;
  c.round = f.width == 32 ? m.round_f32 : m.round_f16_f64;
  c.flush_in = d == DenormMode::FlushIn || d == DenormMode::Flush;
  c.flush_out = d == DenormMode::FlushOut || d == DenormMode::Flush;
  c.ieee = m.ieee;
  c.dx10 = m.dx10_clamp;
  return c;
}

mpfr_rnd_t rnd_of(RoundMode r) {
  switch (r) {
    case RoundMode::NearestEven: return MPFR_RNDN;
    case RoundMode::PlusInfinity: return MPFR_RNDU;
    case RoundMode::MinusInfinity: return MPFR_RNDD;
    case RoundMode::Zero: return MPFR_RNDZ;
  }
  return MPFR_RNDN;
}

uint64_t flushed(uint64_t x, Fmt f, bool on) {
  return on && is_denormal(x, f) ? x & sign_bit(f) : x;
}

// ---------------------------------------------------------------------------------------------
// MPFR

class Mp {
 public:
  Mp() {
    for (mpfr_ptr v : {a_, b_, c_, d_}) mpfr_init2(v, 64);
    mpfr_init2(t_[0], 11);
    mpfr_init2(t_[1], 24);
    mpfr_init2(t_[2], 53);
  }
  ~Mp() {
    for (mpfr_ptr v : {a_, b_, c_, d_}) mpfr_clear(v);
    for (auto& t : t_) mpfr_clear(t);
  }
  Mp(const Mp&) = delete;
  Mp& operator=(const Mp&) = delete;

  mpfr_ptr a() { return a_; }
  mpfr_ptr b() { return b_; }
  mpfr_ptr c() { return c_; }
  mpfr_ptr d() { return d_; }
  // A variable of the format's precision for a result.
  mpfr_ptr target(Fmt f) { return t_[f.width == 16 ? 0 : f.width == 32 ? 1 : 2]; }

  // The exact value of a non-NaN pattern.
  static void set(mpfr_ptr v, uint64_t x, Fmt f) {
    const int sign = negative(x, f) ? -1 : 1;
    if (is_inf(x, f)) {
      mpfr_set_inf(v, sign);
      return;
    }
    if (is_zero(x, f)) {
      mpfr_set_zero(v, sign);
      return;
    }
    const int field = exp_field(x, f);
    unsigned long significand = static_cast<unsigned long>(x & frac_mask(f));
    long exponent = 1 - f.bias - static_cast<long>(f.frac);
    if (field != 0) {
      significand |= 1ul << f.frac;
      exponent = field - f.bias - static_cast<long>(f.frac);
    }
    mpfr_set_ui_2exp(v, significand, exponent, MPFR_RNDN);
    if (sign < 0) mpfr_neg(v, v, MPFR_RNDN);
  }

  // `t` holds a result correctly rounded to the format's precision (ternary `inexact`) in the
  // wide exponent range: bring it into the format's range with gradual underflow and return
  // its pattern. A NaN gives the default NaN.
  static uint64_t finish(mpfr_ptr t, int inexact, Fmt f, mpfr_rnd_t rnd) {
    if (mpfr_nan_p(t)) return default_nan(f);
    const mpfr_exp_t emin = mpfr_get_emin();
    const mpfr_exp_t emax = mpfr_get_emax();
    // MPFR exponents: value = m * 2^e with m in [0.5, 1). The smallest denormal 2^(1-bias-frac)
    // has e = 2 - bias - frac; the largest finite value is below 2^(bias+1).
    mpfr_set_emin(2 - f.bias - static_cast<long>(f.frac));
    mpfr_set_emax(f.bias + 1);
    inexact = mpfr_check_range(t, inexact, rnd);
    mpfr_subnormalize(t, inexact, rnd);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    return pattern(t, f);
  }

  static uint64_t pattern(mpfr_srcptr t, Fmt f) {
    const uint64_t sign = mpfr_signbit(t) != 0 ? sign_bit(f) : 0;
    if (mpfr_inf_p(t)) return sign | exp_mask(f);
    if (mpfr_zero_p(t)) return sign;
    const double d = std::fabs(mpfr_get_d(t, MPFR_RNDN));  // exact: t is in the format
    if (f.width == 64) {
      uint64_t bits;
      std::memcpy(&bits, &d, sizeof bits);
      return sign | bits;
    }
    int e = 0;
    std::frexp(d, &e);  // d = m * 2^e, m in [0.5, 1)
    const int leading = e - 1;
    const int frac = static_cast<int>(f.frac);
    if (leading < 1 - f.bias) {
      return sign | static_cast<uint64_t>(std::ldexp(d, f.bias - 1 + frac));
    }
    const uint64_t significand = static_cast<uint64_t>(std::ldexp(d, frac - leading));
    return sign | static_cast<uint64_t>(leading + f.bias) << f.frac | (significand & frac_mask(f));
  }

 private:
  mpfr_t a_, b_, c_, d_;
  mpfr_t t_[3];
};

Mp& mp() {
  static Mp instance;
  return instance;
}

// ---------------------------------------------------------------------------------------------
// The rules around the arithmetic (docs/valu-semantics.md)

// Source i after abs (clear the sign) and then neg (flip it).
uint64_t source(const In& in, int i, Fmt f) {
  uint64_t x = in.s[i] & all_bits(f);
  if ((in.abs >> i & 1) != 0) x &= ~sign_bit(f);
  if ((in.neg >> i & 1) != 0) x ^= sign_bit(f);
  return x;
}

// omod (only with IEEE off and output denormals flushed), clamp, then the output flush.
uint64_t output_step(uint64_t r, Fmt f, const In& in, const Ctl& c) {
  r &= all_bits(f);
  if (in.omod != 0 && !c.ieee && c.flush_out && !is_nan(r, f) && !is_inf(r, f)) {
    if (is_zero(r, f)) {
      r = 0;
    } else {
      static const long kPower[] = {0, 1, 2, -1};
      Mp::set(mp().a(), r, f);
      mpfr_ptr t = mp().target(f);
      const int inexact = mpfr_mul_2si(t, mp().a(), kPower[in.omod & 3], MPFR_RNDN);
      r = Mp::finish(t, inexact, f, MPFR_RNDN);
      if (is_zero(r, f)) r = 0;
    }
  }
  if (in.clamp) {
    if (is_nan(r, f)) {
      if (c.dx10) r = 0;
    } else if (negative(r, f)) {
      r = 0;
    } else if (value_of(r, f) > 1.0) {
      r = one(f);
    }
  }
  return flushed(r, f, c.flush_out);
}

// v_div_fixup keeps denormal results: no output flush unless omod itself applies.
uint64_t division_output_step(uint64_t r, Fmt f, const In& in, const Ctl& c) {
  if (in.omod != 0 && !c.ieee && c.flush_out) return output_step(r, f, in, c);
  Ctl keep = c;
  keep.flush_out = false;
  In plain = in;
  plain.omod = 0;
  return output_step(r, f, plain, keep);
}

// The first NaN among the operands, as the operation passes it on.
std::optional<uint64_t> first_nan(std::initializer_list<uint64_t> ops, Fmt f, bool ieee) {
  for (uint64_t x : ops) {
    if (is_nan(x, f)) return propagated(x, f, ieee);
  }
  return std::nullopt;
}

// A result of MPFR's operation `op` on exact operands, in the format and rounding direction.
uint64_t rounded(Fmt f, mpfr_rnd_t rnd, const std::function<int(mpfr_ptr)>& op) {
  mpfr_ptr t = mp().target(f);
  const int inexact = op(t);
  return Mp::finish(t, inexact, f, rnd);
}

// ---------------------------------------------------------------------------------------------
// Extra operands the harness's oracle does not see: the accumulator of v_fmac (the old
// destination), the literal K of v_fmaak/v_fmamk and the VCC v_div_fmas reads. Filled by the
// OpSpec's `prepare` hook (harness runs) or by the volume runner before the oracle is asked.

struct ExtraOperands {
  std::array<uint64_t, 64> accumulator{};
  uint32_t literal = 0;
  uint64_t vcc = 0;
};
ExtraOperands& extra() {
  static ExtraOperands e;
  return e;
}

void capture_extras(const Instance& ins, const WaveState& w) {
  ExtraOperands& e = extra();
  e.literal = ins.literal;
  e.vcc = w.sreg(kVccLo) | (w.wave64() ? static_cast<uint64_t>(w.sreg(kVccLo + 1)) << 32 : 0);
  for (int lane = 0; lane < 64; ++lane) {
    const uint32_t old = ins.vdst >= 0 ? w.vgpr(ins.vdst, lane) : 0;
    e.accumulator[lane] = ins.dst_bits == 16 ? (ins.dst_high ? old >> 16 : old) & 0xFFFF : old;
  }
}

// ---------------------------------------------------------------------------------------------
// Oracles

// add, sub, subrev, mul, mul_dx9_zero.
Out arith(Fmt f, char op, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  if (op == 'r') std::swap(x, y);  // S1 - S0: S1 is the first operand
  uint64_t r;
  if (op == 'z' && (is_zero(x, f) || is_zero(y, f))) {
    r = 0;  // DX9: a zero factor gives +0 whatever the other one is
  } else if (auto nan = first_nan({x, y}, f, c.ieee)) {
    r = *nan;
  } else {
    Mp::set(mp().a(), x, f);
    Mp::set(mp().b(), y, f);
    const mpfr_rnd_t rnd = rnd_of(c.round);
    r = rounded(f, rnd, [&](mpfr_ptr t) {
      switch (op) {
        case '+': return mpfr_add(t, mp().a(), mp().b(), rnd);
        case '-':
        case 'r': return mpfr_sub(t, mp().a(), mp().b(), rnd);
        default: return mpfr_mul(t, mp().a(), mp().b(), rnd);
      }
    });
    r = flushed(r, f, c.flush_out);
  }
  return val(output_step(r, f, in, c));
}

// fma(S0, S1, S2) with the third operand given (src2, accumulator or literal); with dx9, a zero
// factor leaves +0 + S2.
uint64_t fused_value(Fmt f, bool dx9, uint64_t x, uint64_t y, uint64_t z, const Ctl& c) {
  x = flushed(x, f, c.flush_in);
  y = flushed(y, f, c.flush_in);
  z = flushed(z, f, c.flush_in);
  const mpfr_rnd_t rnd = rnd_of(c.round);
  if (dx9 && (is_zero(x, f) || is_zero(y, f))) {
    if (is_nan(z, f)) return propagated(z, f, c.ieee);
    Mp::set(mp().c(), z, f);
    mpfr_set_zero(mp().a(), 1);
    return flushed(
        rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_add(t, mp().a(), mp().c(), rnd); }), f,
        c.flush_out);
  }
  if (invalid_product(x, y, f)) return default_nan(f);
  if (auto nan = first_nan({x, y, z}, f, c.ieee)) return *nan;
  Mp::set(mp().a(), x, f);
  Mp::set(mp().b(), y, f);
  Mp::set(mp().c(), z, f);
  const uint64_t r =
      rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_fma(t, mp().a(), mp().b(), mp().c(), rnd); });
  return flushed(r, f, c.flush_out);
}

enum class Third { Source, Accumulator, LiteralLast, LiteralMiddle };

Out fused(Fmt f, bool dx9, Third third, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t k = extra().literal & (f.width == 16 ? 0xFFFFu : 0xFFFFFFFFu);
  uint64_t x = source(in, 0, f);
  uint64_t y = source(in, 1, f);
  uint64_t z = 0;
  switch (third) {
    case Third::Source: z = source(in, 2, f); break;
    case Third::Accumulator: {
      In acc = in;
      acc.s[2] = extra().accumulator[in.lane];
      z = source(acc, 2, f);
      break;
    }
    case Third::LiteralLast: z = k; break;
    case Third::LiteralMiddle:
      z = y;
      y = k;
      break;
  }
  return val(output_step(fused_value(f, dx9, x, y, z, c), f, in, c));
}

// -0 below +0; otherwise the numeric order (no NaNs here).
bool below(uint64_t a, uint64_t b, Fmt f) {
  const double da = value_of(a, f);
  const double db = value_of(b, f);
  if (da != db) return da < db;
  return is_zero(a, f) && negative(a, f) && !negative(b, f);
}

uint64_t min_max(uint64_t a, uint64_t b, Fmt f, bool ieee, bool want_max) {
  if (ieee && is_snan(a, f)) return quieted(a, f);
  if (ieee && is_snan(b, f)) return quieted(b, f);
  if (is_nan(a, f)) return b;
  if (is_nan(b, f)) return a;
  if (want_max) return below(b, a, f) ? a : b;
  return below(a, b, f) ? a : b;
}

// IEEE 754-2019 minimum/maximum (RDNA4's v_minimum/v_maximum): a NaN operand is the result
// whatever MODE.IEEE says, quieted (a signalling one before a quiet one, a before b); -0 below
// +0; b when the two are equal.
uint64_t minimum_maximum(uint64_t a, uint64_t b, Fmt f, bool want_max) {
  for (uint64_t x : {a, b}) {
    if (is_snan(x, f)) return quieted(x, f);
  }
  for (uint64_t x : {a, b}) {
    if (is_nan(x, f)) return x & all_bits(f);
  }
  if (want_max) return below(b, a, f) ? a : b;
  return below(a, b, f) ? a : b;
}

// The three-operand compositions of minimum_maximum, as AMD's RDNA4 guide writes them.
Out ieee2019_selection(Fmt f, const std::string& which, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t z = flushed(source(in, 2, f), f, c.flush_in);
  auto lo = [&](uint64_t p, uint64_t q) { return minimum_maximum(p, q, f, false); };
  auto hi = [&](uint64_t p, uint64_t q) { return minimum_maximum(p, q, f, true); };
  uint64_t r = 0;
  if (which == "MINIMUM") r = lo(x, y);
  if (which == "MAXIMUM") r = hi(x, y);
  if (which == "MINIMUM3") r = lo(lo(x, y), z);
  if (which == "MAXIMUM3") r = hi(hi(x, y), z);
  if (which == "MINIMUMMAXIMUM") r = hi(lo(x, y), z);
  if (which == "MAXIMUMMINIMUM") r = lo(hi(x, y), z);
  return val(output_step(r, f, in, c));
}

enum class Pick { Min, Max, Min3, Max3, Med3, MinMax, MaxMin };

Pick pick_named(const std::string& which) {
  if (which == "MIN") return Pick::Min;
  if (which == "MAX") return Pick::Max;
  if (which == "MIN3") return Pick::Min3;
  if (which == "MAX3") return Pick::Max3;
  if (which == "MINMAX") return Pick::MinMax;
  if (which == "MAXMIN") return Pick::MaxMin;
  return Pick::Med3;
}

Out selection(Fmt f, Pick which, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t z = flushed(source(in, 2, f), f, c.flush_in);
  auto lo = [&](uint64_t p, uint64_t q) { return min_max(p, q, f, c.ieee, false); };
  auto hi = [&](uint64_t p, uint64_t q) { return min_max(p, q, f, c.ieee, true); };
  uint64_t r = 0;
  if (which == Pick::Min) r = lo(x, y);
  if (which == Pick::Max) r = hi(x, y);
  if (which == Pick::Min3) r = lo(lo(x, y), z);
  if (which == Pick::Max3) r = hi(hi(x, y), z);
  if (which == Pick::MinMax) r = hi(lo(x, y), z);
  if (which == Pick::MaxMin) r = lo(hi(x, y), z);
  if (which == Pick::Med3) {
    if (is_nan(x, f) || is_nan(y, f) || is_nan(z, f)) {
      r = lo(lo(x, y), z);
    } else {
      const double top = value_of(hi(hi(x, y), z), f);
      if (top == value_of(x, f)) {
        r = hi(y, z);
      } else if (top == value_of(y, f)) {
        r = hi(x, z);
      } else {
        r = hi(x, y);
      }
    }
  }
  return val(output_step(r, f, in, c));
}

// IEEE 754-2019 minimumNumber/maximumNumber (clause 9.6; RDNA4's _NUM forms): a number beside a
// NaN, quiet or signalling, is the result; two NaNs give a quiet NaN (S0's, as AMD's RDNA4 guide
// picks it); -0 below +0; S1 when the two are equal.
uint64_t min_max_number(uint64_t a, uint64_t b, Fmt f, bool want_max) {
  if (is_nan(a, f) && is_nan(b, f)) return quieted(a, f);
  if (is_nan(a, f)) return b & all_bits(f);
  if (is_nan(b, f)) return a & all_bits(f);
  if (want_max) return below(b, a, f) ? a : b;
  return below(a, b, f) ? a : b;
}

// The _NUM selections composed as AMD's RDNA4 guide composes them; med3_num is min3_num when an
// operand is a NaN, else the larger of the two operands that do not equal (IEEE equality)
// max3_num, S0 tested first.
Out number_selection(Fmt f, const std::string& which, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t z = flushed(source(in, 2, f), f, c.flush_in);
  auto lo = [&](uint64_t p, uint64_t q) { return min_max_number(p, q, f, false); };
  auto hi = [&](uint64_t p, uint64_t q) { return min_max_number(p, q, f, true); };
  uint64_t r = 0;
  if (which == "MIN_NUM") r = lo(x, y);
  if (which == "MAX_NUM") r = hi(x, y);
  if (which == "MIN3_NUM") r = lo(lo(x, y), z);
  if (which == "MAX3_NUM") r = hi(hi(x, y), z);
  if (which == "MINMAX_NUM") r = hi(lo(x, y), z);
  if (which == "MAXMIN_NUM") r = lo(hi(x, y), z);
  if (which == "MED3_NUM") {
    if (is_nan(x, f) || is_nan(y, f) || is_nan(z, f)) {
      r = lo(lo(x, y), z);
    } else {
      const double top = value_of(hi(hi(x, y), z), f);
      if (top == value_of(x, f)) {
        r = hi(y, z);
      } else if (top == value_of(y, f)) {
        r = hi(x, z);
      } else {
        r = hi(x, y);
      }
    }
  }
  return val(output_step(r, f, in, c));
}

Out ldexp_oracle(Fmt f, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const long n = f.width == 16 ? static_cast<int16_t>(in.s[1]) : static_cast<int32_t>(in.s[1]);
  uint64_t r = x;
  if (is_nan(x, f)) {
    r = propagated(x, f, c.ieee);
  } else if (!is_inf(x, f) && !is_zero(x, f)) {
    Mp::set(mp().a(), x, f);
    const mpfr_rnd_t rnd = rnd_of(c.round);
    r = flushed(rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_mul_2si(t, mp().a(), n, rnd); }), f,
                c.flush_out);
  }
  return val(output_step(r, f, in, c));
}

Out mullit_oracle(const In& in) {
  const Fmt f = kF32;
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t z = flushed(source(in, 2, f), f, c.flush_in);
  const uint64_t lowest = sign_bit(f) | largest(f);  // -FLT_MAX
  const bool y_rejected = y == lowest || y == (sign_bit(f) | exp_mask(f)) || is_nan(y, f);
  const bool z_rejected = is_nan(z, f) || value_of(z, f) <= 0.0;
  uint64_t r;
  if (y_rejected || z_rejected) {
    r = lowest;
  } else if (is_nan(x, f)) {
    r = propagated(x, f, c.ieee);
  } else {
    Mp::set(mp().a(), x, f);
    Mp::set(mp().b(), y, f);
    const mpfr_rnd_t rnd = rnd_of(c.round);
    r = flushed(rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_mul(t, mp().a(), mp().b(), rnd); }),
                f, c.flush_out);
  }
  return val(output_step(r, f, in, c));
}

Out cube_oracle(const std::string& which, const In& in) {
  const Fmt f = kF32;
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t y = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t z = flushed(source(in, 2, f), f, c.flush_in);
  // NaN magnitudes compare false, as AMD's comparisons do.
  const double ax = is_nan(x, f) ? NAN : std::fabs(value_of(x, f));
  const double ay = is_nan(y, f) ? NAN : std::fabs(value_of(y, f));
  const double az = is_nan(z, f) ? NAN : std::fabs(value_of(z, f));
  auto below_zero = [&](uint64_t v) { return !is_nan(v, f) && value_of(v, f) < 0.0; };
  auto flip = [&](uint64_t v) { return v ^ sign_bit(f); };
  const int major = az >= ax && az >= ay ? 2 : ay >= ax ? 1 : 0;
  uint64_t r = 0;
  if (which == "ID") {
    const double face = 2.0 * major + (below_zero(major == 2 ? z : major == 1 ? y : x) ? 1 : 0);
    const float ff = static_cast<float>(face);
    uint32_t bits;
    std::memcpy(&bits, &ff, sizeof bits);
    r = bits;
  } else if (which == "SC") {
    r = major == 2 ? (below_zero(z) ? flip(x) : x) : major == 1 ? x : (below_zero(x) ? z : flip(z));
  } else if (which == "TC") {
    r = major == 1 ? (below_zero(y) ? flip(z) : z) : flip(y);
  } else {  // MA: 2 * the major coordinate
    const uint64_t m = major == 2 ? z : major == 1 ? y : x;
    if (is_nan(m, f)) {
      r = propagated(m, f, c.ieee);
    } else {
      Mp::set(mp().a(), m, f);
      const mpfr_rnd_t rnd = rnd_of(c.round);
      r = flushed(rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_mul_2si(t, mp().a(), 1, rnd); }), f,
                  c.flush_out);
    }
  }
  return val(output_step(r, f, in, c));
}

// v_div_scale, as docs/valu-semantics.md states it: the decisions read the biased exponent
// fields e(S1) (denominator) and e(S2) (numerator) only. MODE's input flush makes a denormal
// operand a zero (so the result is the NaN); the result takes the usual output step.
Out div_scale_oracle(Fmt f, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t value = flushed(source(in, 0, f), f, c.flush_in);
  const uint64_t den = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t num = flushed(source(in, 2, f), f, c.flush_in);
  const long power = f.width == 32 ? 64 : 128;
  const int limit = f.width == 32 ? 96 : 768;
  const int gap = exp_field(num, f) - exp_field(den, f);
  const bool is_den = value == den;
  bool vcc = false;
  long count = 0;
  if (gap >= limit) {
    vcc = true;
    count = is_den ? power : 0;
  } else if (exp_field(den, f) == 0) {
    count = power;
  } else if (exp_field(den, f) >= 2 * f.bias - 1) {
    vcc = gap <= -limit;
    count = (vcc && !is_den) ? 0 : -power;
  } else if (gap <= -limit) {
    vcc = true;
    count = is_den ? 0 : power;
  } else if (exp_field(num, f) <= static_cast<int>(f.frac) + 1) {
    count = power;
  }
  uint64_t r;
  if (is_zero(den, f) || is_zero(num, f)) {
    r = default_nan(f) | sign_bit(f);
  } else if (is_nan(value, f)) {
    r = value;  // passed on unquieted even in IEEE mode (gfx11's v_div_scale)
  } else if (is_inf(value, f) || is_zero(value, f)) {
    r = value;
  } else {
    Mp::set(mp().a(), value, f);
    r = rounded(f, MPFR_RNDN,
                [&](mpfr_ptr t) { return mpfr_mul_2si(t, mp().a(), count, MPFR_RNDN); });
  }
  return Out{output_step(r, f, in, c), vcc};
}

// v_div_fmas: fma, scaled by 2^(+-64) (f32) / 2^(+-128) (f64) when VCC is set, up when the
// biased exponent of S2 exceeds the bias; one rounding to nearest even, denormal operands kept
// whatever MODE says, the result through the usual output step (MODE's output flush).
Out div_fmas_oracle(Fmt f, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t x = source(in, 0, f);
  const uint64_t y = source(in, 1, f);
  const uint64_t z = source(in, 2, f);
  const bool scale = (extra().vcc >> in.lane & 1) != 0;
  uint64_t r;
  if (invalid_product(x, y, f)) {
    r = sign_bit(f) | default_nan(f);
  } else if (auto nan = first_nan({x, y, z}, f, c.ieee)) {
    r = *nan;
  } else {
    const long power = (f.width == 32 ? 64 : 128) * (exp_field(z, f) > f.bias ? 1 : -1);
    Mp::set(mp().a(), x, f);
    Mp::set(mp().b(), y, f);
    Mp::set(mp().c(), z, f);
    if (scale) {  // (x*y + z) * 2^k = x*(y*2^k) + z*2^k, exact scalings in MPFR's wide range
      mpfr_mul_2si(mp().b(), mp().b(), power, MPFR_RNDN);
      mpfr_mul_2si(mp().c(), mp().c(), power, MPFR_RNDN);
    }
    r = rounded(f, MPFR_RNDN,
                [&](mpfr_ptr t) { return mpfr_fma(t, mp().a(), mp().b(), mp().c(), MPFR_RNDN); });
  }
  return val(output_step(r, f, in, c));
}

// v_div_fixup: MODE's input flush applies to the denominator S1 and the numerator S2, not to the
// estimate S0; the result keeps denormals (division_output_step).
Out div_fixup_oracle(Fmt f, const In& in) {
  const Ctl c = ctl_for(in.mode, f);
  const uint64_t q = source(in, 0, f);
  const uint64_t den = flushed(source(in, 1, f), f, c.flush_in);
  const uint64_t num = flushed(source(in, 2, f), f, c.flush_in);
  const uint64_t sign = negative(den, f) != negative(num, f) ? sign_bit(f) : 0;
  uint64_t r;
  if (is_nan(num, f)) {
    r = propagated(num, f, c.ieee);
  } else if (is_nan(den, f)) {
    r = propagated(den, f, c.ieee);
  } else if ((is_zero(den, f) && is_zero(num, f)) || (is_inf(den, f) && is_inf(num, f))) {
    r = sign_bit(f) | default_nan(f);
  } else if (is_zero(den, f) || is_inf(num, f)) {
    r = sign | exp_mask(f);
  } else if (is_inf(den, f) || is_zero(num, f)) {
    r = sign;
  } else if (f.width != 16 &&
             exp_field(num, f) - exp_field(den, f) < -(f.bias + static_cast<int>(f.frac))) {
    r = sign;
  } else if (is_nan(q, f) || is_inf(q, f)) {
    r = sign | exp_mask(f);  // the estimate overflowed
  } else {
    r = sign | magnitude(q, f);
  }
  return val(division_output_step(r, f, in, c));
}

// 2/pi to 1400 bits from MPFR's pi, as the integer floor(2/pi * 2^1201): AMD's 1201 bits.
mpz_srcptr two_over_pi_bits() {
  static mpz_t bits;
  static bool made = false;
  if (!made) {
    mpfr_t pi, q;
    mpfr_init2(pi, 1400);
    mpfr_init2(q, 1400);
    mpfr_const_pi(pi, MPFR_RNDN);
    mpfr_ui_div(q, 2, pi, MPFR_RNDN);
    mpfr_mul_2ui(q, q, 1201, MPFR_RNDN);
    mpz_init(bits);
    mpfr_get_z(bits, q, MPFR_RNDZ);
    mpfr_clear(pi);
    mpfr_clear(q);
    made = true;
  }
  return bits;
}

Out trig_preop_oracle(const In& in) {
  const Fmt f = kF64;
  const Ctl c = ctl_for(in.mode, f);
  const int field = exp_field(source(in, 0, f), f);
  long shift = static_cast<long>(in.s[1] & 31) * 53;
  if (field > 1077) shift += field - 1077;
  // The 53 bits after the first `shift` bits of the fraction; bits past 1201 are zero.
  mpz_t window;
  mpz_init_set(window, two_over_pi_bits());
  const long drop = 1201 - shift - 53;
  if (drop >= 0) {
    mpz_fdiv_q_2exp(window, window, static_cast<unsigned long>(drop));
  } else {
    mpz_mul_2exp(window, window, static_cast<unsigned long>(-drop));
  }
  mpz_fdiv_r_2exp(window, window, 53);
  const long exponent = -53 - shift + (field >= 1968 ? 128 : 0);
  const mpfr_rnd_t rnd = rnd_of(c.round);
  const uint64_t r =
      rounded(f, rnd, [&](mpfr_ptr t) { return mpfr_set_z_2exp(t, window, exponent, rnd); });
  mpz_clear(window);
  return val(output_step(flushed(r, f, c.flush_out), f, in, c));
}

// ---------------------------------------------------------------------------------------------
// The instructions and their oracles

struct FpOp {
  std::string name;
  Fmt fmt;
  Oracle oracle;
  Kind kind = Kind::Value;
  Third third = Third::Source;
  std::array<std::optional<Values>, 3> source_values{};
  isa::Arch arch = isa::Arch::Gfx1100;  // the generation that has the operation
};

std::string type_name(Fmt f) { return f.width == 16 ? "F16" : f.width == 32 ? "F32" : "F64"; }
Values values_of(Fmt f) {
  return f.width == 16 ? Values::F16 : f.width == 32 ? Values::F32 : Values::F64;
}

std::vector<FpOp> all_ops() {
  std::vector<FpOp> ops;
  auto add = [&](const std::string& name, Fmt f, Oracle oracle) -> FpOp& {
    ops.push_back(FpOp{name, f, std::move(oracle)});
    return ops.back();
  };
  for (Fmt f : {kF16, kF32, kF64}) {
    const std::string t = type_name(f);
    add("V_ADD_" + t, f, [f](const In& in) { return arith(f, '+', in); });
    add("V_MUL_" + t, f, [f](const In& in) { return arith(f, '*', in); });
    if (f.width != 64) {
      add("V_SUB_" + t, f, [f](const In& in) { return arith(f, '-', in); });
      add("V_SUBREV_" + t, f, [f](const In& in) { return arith(f, 'r', in); });
    }
    add("V_FMA_" + t, f, [f](const In& in) { return fused(f, false, Third::Source, in); });
    add("V_LDEXP_" + t, f, [f](const In& in) { return ldexp_oracle(f, in); }).source_values[1] =
        Values::Integer;
    add("V_DIV_FIXUP_" + t, f, [f](const In& in) { return div_fixup_oracle(f, in); });
  }
  add("V_MUL_DX9_ZERO_F32", kF32, [](const In& in) { return arith(kF32, 'z', in); });
  add("V_FMA_DX9_ZERO_F32", kF32,
      [](const In& in) { return fused(kF32, true, Third::Source, in); });
  for (Fmt f : {kF16, kF32}) {
    const std::string t = type_name(f);
    add("V_FMAC_" + t, f, [f](const In& in) {
      return fused(f, false, Third::Accumulator, in);
    }).third = Third::Accumulator;
    add("V_FMAAK_" + t, f, [f](const In& in) {
      return fused(f, false, Third::LiteralLast, in);
    }).third = Third::LiteralLast;
    add("V_FMAMK_" + t, f, [f](const In& in) {
      return fused(f, false, Third::LiteralMiddle, in);
    }).third = Third::LiteralMiddle;
  }
  add("V_FMAC_DX9_ZERO_F32", kF32, [](const In& in) {
    return fused(kF32, true, Third::Accumulator, in);
  }).third = Third::Accumulator;
  add("V_MAX_F16", kF16, [](const In& in) { return selection(kF16, Pick::Max, in); });
  for (Fmt f : {kF32, kF64}) {
    for (const char* which : {"MIN", "MAX"}) {
      add(std::string("V_") + which + "_" + type_name(f), f,
          [f, pick = pick_named(which)](const In& in) { return selection(f, pick, in); });
    }
  }
  for (Fmt f : {kF16, kF32}) {
    for (const char* which : {"MIN3", "MAX3", "MED3", "MINMAX", "MAXMIN"}) {
      add(std::string("V_") + which + "_" + type_name(f), f,
          [f, pick = pick_named(which)](const In& in) { return selection(f, pick, in); });
    }
  }
  // RDNA4's IEEE 754-2019 minimum and maximum.
  for (Fmt f : {kF16, kF32, kF64}) {
    for (const char* which : {"MINIMUM", "MAXIMUM"}) {
      add(std::string("V_") + which + "_" + type_name(f), f, [f, which](const In& in) {
        return ieee2019_selection(f, which, in);
      }).arch = isa::Arch::Gfx1200;
    }
  }
  for (Fmt f : {kF16, kF32}) {
    for (const char* which : {"MINIMUM3", "MAXIMUM3", "MINIMUMMAXIMUM", "MAXIMUMMINIMUM"}) {
      add(std::string("V_") + which + "_" + type_name(f), f, [f, which](const In& in) {
        return ieee2019_selection(f, which, in);
      }).arch = isa::Arch::Gfx1200;
    }
  }
  // RDNA4's IEEE 754-2019 minimumNumber/maximumNumber forms.
  for (Fmt f : {kF16, kF32, kF64}) {
    for (const char* which : {"MIN_NUM", "MAX_NUM"}) {
      add(std::string("V_") + which + "_" + type_name(f), f, [f, which](const In& in) {
        return number_selection(f, which, in);
      }).arch = isa::Arch::Gfx1200;
    }
  }
  for (Fmt f : {kF16, kF32}) {
    for (const char* which : {"MIN3_NUM", "MAX3_NUM", "MINMAX_NUM", "MAXMIN_NUM", "MED3_NUM"}) {
      add(std::string("V_") + which + "_" + type_name(f), f, [f, which](const In& in) {
        return number_selection(f, which, in);
      }).arch = isa::Arch::Gfx1200;
    }
  }
  add("V_MULLIT_F32", kF32, mullit_oracle);
  for (const char* which : {"ID", "SC", "TC", "MA"}) {
    add(std::string("V_CUBE") + which + "_F32", kF32,
        [which](const In& in) { return cube_oracle(which, in); });
  }
  for (Fmt f : {kF32, kF64}) {
    add("V_DIV_SCALE_" + type_name(f), f, [f](const In& in) {
      return div_scale_oracle(f, in);
    }).kind = Kind::Carry;
    add("V_DIV_FMAS_" + type_name(f), f, [f](const In& in) { return div_fmas_oracle(f, in); });
  }
  add("V_TRIG_PREOP_F64", kF64, trig_preop_oracle).source_values[1] = Values::Integer;
  return ops;
}

const FpOp& op_named(const std::string& name) {
  static const std::vector<FpOp> ops = all_ops();
  for (const FpOp& op : ops) {
    if (op.name == name) return op;
  }
  ADD_FAILURE() << "no oracle for " << name;
  return ops.front();
}

OpSpec spec_of(const FpOp& op) {
  OpSpec spec{op.name, op.kind, op.oracle};
  spec.arch = op.arch;
  spec.values = values_of(op.fmt);
  spec.float_modifiers = true;
  spec.random_mode = true;
  spec.source_values = op.source_values;
  spec.prepare = [](Rng&, Instance& ins, WaveState& w) {
    // The harness's encoder has no VOP3SD neg field; hand-made words test it (DivScaleNeg).
    if (ins.info->format == isa::Format::VOP3SD) ins.neg = 0;
    capture_extras(ins, w);
  };
  return spec;
}

bool always_literal(const isa::InstInfo* info) { return info->always_literal; }

// ---------------------------------------------------------------------------------------------
// Random waves through the shared harness

uint64_t scaled(uint64_t lanes) { return long_run() ? lanes * 50 : lanes; }

void random_forms(const std::function<bool(const FpOp&)>& which, uint64_t min_lanes) {
  std::vector<OpSpec> specs;
  for (const FpOp& op : all_ops()) {
    if (which(op)) specs.push_back(spec_of(op));
  }
  ASSERT_FALSE(specs.empty());
  random_family(specs, scaled(min_lanes));
}

bool literal_form(const FpOp& op) {
  return op.third == Third::LiteralLast || op.third == Third::LiteralMiddle;
}

TEST(ValuFpArithRandom, AddSubMul) {
  random_forms(
      [](const FpOp& op) {
        return op.name.find("_ADD_") != std::string::npos ||
               op.name.find("_SUB") != std::string::npos || op.name.rfind("V_MUL_", 0) == 0;
      },
      60000);
}

TEST(ValuFpArithRandom, FusedMultiplyAdd) {
  random_forms(
      [](const FpOp& op) {
        return (op.name.rfind("V_FMA_", 0) == 0 || op.name.rfind("V_FMAC_", 0) == 0) &&
               !literal_form(op);
      },
      40000);
}

TEST(ValuFpArithRandom, MinMaxMedian) {
  random_forms(
      [](const FpOp& op) {
        return op.name.find("MIN") != std::string::npos ||
               op.name.find("MAX") != std::string::npos ||
               op.name.find("MED3") != std::string::npos;
      },
      60000);
}

TEST(ValuFpArithRandom, LdexpMullitCube) {
  random_forms(
      [](const FpOp& op) {
        return op.name.find("LDEXP") != std::string::npos ||
               op.name.find("MULLIT") != std::string::npos ||
               op.name.find("CUBE") != std::string::npos;
      },
      40000);
}

TEST(ValuFpArithRandom, DivisionHelpersAndTrigPreop) {
  random_forms(
      [](const FpOp& op) {
        return op.name.find("_DIV_") != std::string::npos ||
               op.name.find("TRIG_PREOP") != std::string::npos;
      },
      40000);
}

// v_fmaak/v_fmamk always carry the literal K; the harness's encoder appends a literal only for
// a literal source, so this adapter appends K itself.
TEST(ValuFpArithRandom, FmaakFmamk) {
  Runner runner(test_seed() + 11);
  uint64_t lanes = 0;
  int forms = 0;
  for (int round = 0; lanes < scaled(20000) || round < 8; ++round) {
    for (const FpOp& op : all_ops()) {
      if (!literal_form(op)) continue;
      const OpSpec spec = spec_of(op);
      for (const isa::InstInfo* info : encodings_of(op.name, op.arch)) {
        if (round == 0) ++forms;
        const int wave_size = round % 2 == 0 ? 32 : 64;
        Instance ins = random_instance(runner.rng, info, spec);
        WaveState& before = runner.fresh_wave(wave_size, spec.values);
        before.mode = random_mode(runner.rng);
        spec.prepare(runner.rng, ins, before);
        encode(ins);
        if (ins.words.size() == 1) ins.words.push_back(ins.literal);
        WaveState& expected = runner.scratch_expected(wave_size);
        predict(spec, ins, before, expected);
        ASSERT_TRUE(runner.run(ins, before, expected));
        lanes += std::bitset<64>(before.exec()).count();
      }
    }
  }
  std::printf("  fmaak/fmamk: %d encodings, %llu lane evaluations\n", forms,
              static_cast<unsigned long long>(lanes));
}

// v_div_scale is VOP3SD, whose neg bits the harness does not encode: random words with neg
// put in by hand.
TEST(ValuFpArithRandom, DivScaleNeg) {
  Runner runner(test_seed() + 12);
  uint64_t lanes = 0;
  for (int round = 0; round < (long_run() ? 4000 : 400); ++round) {
    for (const char* name : {"V_DIV_SCALE_F32", "V_DIV_SCALE_F64"}) {
      const OpSpec spec = spec_of(op_named(name));
      const isa::InstInfo* info = encodings_of(name).front();
      const int wave_size = round % 2 == 0 ? 32 : 64;
      Instance ins = random_instance(runner.rng, info, spec);
      WaveState& before = runner.fresh_wave(wave_size, spec.values);
      before.mode = random_mode(runner.rng);
      // Mostly S0 equal to S1 or S2 (as compilers use it), with or without the same neg.
      if (round % 3 != 2) {
        ins.src[0] = ins.src[1 + round % 2];
      }
      ins.neg = static_cast<uint8_t>(runner.rng() & 7);
      capture_extras(ins, before);
      encode(ins);
      put(ins.words, enc::VOP3SD::neg, ins.neg);
      WaveState& expected = runner.scratch_expected(wave_size);
      predict(spec, ins, before, expected);
      ASSERT_TRUE(runner.run(ins, before, expected));
      lanes += std::bitset<64>(before.exec()).count();
    }
  }
  std::printf("  div_scale with neg: %llu lane evaluations\n",
              static_cast<unsigned long long>(lanes));
}

// ---------------------------------------------------------------------------------------------
// Volume: one instruction on a full wave64, new lane values each time, only the results checked

struct BatchSetup {
  uint8_t halves = 0;  // bit i: 16-bit source i in the high half; bit 3: the destination's
  uint8_t abs = 0;
  uint8_t neg = 0;
  uint8_t omod = 0;
  bool clamp = false;
  Mode mode;
  uint32_t literal = 0;
  uint64_t vcc = 0;
};

using Operands = std::array<uint64_t, 3>;  // sources in their table widths

constexpr int kDestVgpr = 20;
int source_vgpr(int i) { return 2 + 4 * i; }

class BatchRunner {
 public:
  explicit BatchRunner(uint64_t seed) : rng(seed), wave_(64) {}

  // Runs `spec` in encoding `info` on up to 64 lanes (`operands`, and for v_fmac the old
  // destination values in `accumulators`); checks each lane's result (and VOP3SD mask bit).
  bool run(const FpOp& op, const OpSpec& spec, const isa::InstInfo* info, const BatchSetup& s,
           const std::vector<Operands>& operands, const std::vector<uint64_t>* accumulators) {
    Instance ins;
    ins.info = info;
    const ModifierSupport& support = modifier_support(info);
    for (int i = 0; i < 3; ++i) {
      const isa::OperandInfo* o = table_source(info, i);
      if (o == nullptr) continue;
      ins.num_src = i + 1;
      ins.src[i].code = static_cast<uint16_t>(kVgpr0 + source_vgpr(i));
      ins.src[i].bits = o->bits;
      ins.src[i].high = o->bits == 16 && (s.halves >> i & 1) != 0;
    }
    const isa::OperandInfo* d = info->operand("vdst");
    ins.vdst = kDestVgpr;
    ins.dst_bits = d->bits;
    ins.dst_high = d->bits == 16 && (s.halves & 8) != 0;
    ins.sdst = 20;
    // Only the VOP3 forms have modifier fields (the support probe cannot tell for the others:
    // their encoder writes no such bits).
    const bool vop3 = is_vop3(info);
    ins.abs = vop3 ? s.abs & support.abs : 0;
    ins.neg = vop3 && info->format != isa::Format::VOP3SD ? s.neg & support.neg : 0;
    ins.clamp = vop3 && s.clamp && support.clamp;
    ins.omod = vop3 && support.omod ? s.omod : 0;
    ins.literal = s.literal;
    encode(ins);
    if (always_literal(info) && ins.words.size() == 1) ins.words.push_back(ins.literal);
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
    const cutlm::DecodedInst inst =
        cutlm::decode(bytes.data(), bytes.size(), true, cutlm::DecodeMode::Disassemble, info->arch);
    if (!inst.valid()) {
      ADD_FAILURE() << "does not decode: " << describe(ins, wave_) << " " << inst.error;
      return false;
    }
    const int lanes = static_cast<int>(operands.size());
    wave_.mode = s.mode;
    wave_.set_exec(lanes == 64 ? ~0ull : (1ull << lanes) - 1);
    wave_.set_sreg(kVccLo, static_cast<uint32_t>(s.vcc));
    wave_.set_sreg(kVccLo + 1, static_cast<uint32_t>(s.vcc >> 32));
    for (int lane = 0; lane < lanes; ++lane) {
      for (int i = 0; i < ins.num_src; ++i) write_operand(ins.src[i], lane, operands[lane][i]);
      const uint64_t junk = rng();
      wave_.set_vgpr(kDestVgpr, lane, static_cast<uint32_t>(junk));
      wave_.set_vgpr(kDestVgpr + 1, lane, static_cast<uint32_t>(junk >> 32));
      if (accumulators != nullptr) {
        Source dest;
        dest.code = static_cast<uint16_t>(kVgpr0 + kDestVgpr);
        dest.bits = ins.dst_bits;
        dest.high = ins.dst_high;
        write_operand(dest, lane, (*accumulators)[lane]);
      }
    }
    // The destination before the step (a whole-wave copy per batch would cost more than the
    // lanes themselves).
    std::array<uint32_t, 64> old_dest{};
    for (int lane = 0; lane < lanes; ++lane) old_dest[lane] = wave_.vgpr(kDestVgpr, lane);
    capture_extras(ins, wave_);
    try {
      executor_.step(inst, wave_, nullptr);
    } catch (const cutlm::ModelError& e) {
      ADD_FAILURE() << e.what();
      return false;
    }
    In in;
    in.clamp = ins.clamp;
    in.abs = ins.abs;
    in.neg = ins.neg;
    in.omod = ins.omod;
    in.wave64 = true;
    in.mode = s.mode;
    uint64_t mask = 0;
    int reported = 0;
    for (int lane = 0; lane < lanes; ++lane) {
      in.lane = lane;
      for (int i = 0; i < 3; ++i) in.s[i] = operands[lane][i];
      const Out out = spec.oracle(in);
      if (out.bit) mask |= 1ull << lane;
      uint64_t expected = out.value;
      uint64_t got = wave_.vgpr(kDestVgpr, lane);
      const uint64_t old = old_dest[lane];
      if (ins.dst_bits == 16) {
        expected = ins.dst_high ? (old & 0xFFFF) | (expected & 0xFFFF) << 16
                                : (old & 0xFFFF0000) | (expected & 0xFFFF);
      } else if (ins.dst_bits == 64) {
        got |= static_cast<uint64_t>(wave_.vgpr(kDestVgpr + 1, lane)) << 32;
      } else {
        expected &= 0xFFFFFFFF;
      }
      if (got != expected && reported++ < 3) {
        std::string inputs;
        for (int i = 0; i < ins.num_src; ++i)
          inputs += " s" + std::to_string(i) + "=" + hex(in.s[i]);
        if (op.third == Third::Accumulator) inputs += " acc=" + hex(extra().accumulator[lane]);
        if (ins.words.size() > 1) inputs += " literal=" + hex(ins.literal);
        ADD_FAILURE() << describe(ins, wave_) << describe_mode(s.mode) << "\n  lane " << lane
                      << inputs << ": expected " << hex(expected) << ", got " << hex(got);
      }
    }
    if (op.kind == Kind::Carry) {
      const uint64_t got = wave_.sreg(20) | static_cast<uint64_t>(wave_.sreg(21)) << 32;
      if (got != mask && reported++ < 3) {
        ADD_FAILURE() << describe(ins, wave_) << describe_mode(s.mode) << "\n  sdst mask: expected "
                      << hex(mask) << ", got " << hex(got);
      }
    }
    return reported == 0;
  }

  Rng rng;

 private:
  void write_operand(const Source& s, int lane, uint64_t v) {
    const int reg = s.code - kVgpr0;
    const uint32_t old = wave_.vgpr(reg, lane);
    if (s.bits == 16) {
      const uint32_t half = static_cast<uint32_t>(v & 0xFFFF);
      wave_.set_vgpr(reg, lane, s.high ? (old & 0xFFFF) | half << 16 : (old & 0xFFFF0000) | half);
    } else {
      wave_.set_vgpr(reg, lane, static_cast<uint32_t>(v));
      if (s.bits == 64) wave_.set_vgpr(reg + 1, lane, static_cast<uint32_t>(v >> 32));
    }
  }

  WaveState wave_;
  cutlm::Executor executor_;
};

// Random modifiers, halves and MODE for one batch.
BatchSetup random_setup(Rng& rng, Fmt f) {
  BatchSetup s;
  s.halves = static_cast<uint8_t>(rng() & 15);
  s.abs = static_cast<uint8_t>(rng() % 4 == 0 ? rng() & 7 : 0);
  s.neg = static_cast<uint8_t>(rng() % 3 == 0 ? rng() & 7 : 0);
  s.omod = static_cast<uint8_t>(rng() % 3 == 0 ? rng() & 3 : 0);
  s.clamp = rng() % 4 == 0;
  s.mode = random_mode(rng);
  s.literal = ValueSource(rng, values_of(f)).next_word();
  s.vcc = rng();
  return s;
}

// Integers for ldexp counts and trig_preop segments: small ones, range edges, random bits.
uint64_t random_count(Rng& rng) {
  switch (rng() % 4) {
    case 0: return static_cast<uint64_t>(static_cast<int64_t>(rng() % 81) - 40);
    case 1: return static_cast<uint64_t>(static_cast<int64_t>(rng() % 4401) - 2200);
    case 2: return (rng() & 1) != 0 ? 0x7FFFFFFF : 0x80000000;
    default: return rng() & 0xFFFFFFFF;
  }
}

void volume(const FpOp& op, uint64_t cases) {
  BatchRunner runner(test_seed() ^ std::hash<std::string>()(op.name));
  const OpSpec spec = spec_of(op);
  const std::vector<const isa::InstInfo*> infos = encodings_of(op.name, op.arch);
  ASSERT_FALSE(infos.empty()) << op.name;
  uint64_t done = 0;
  for (uint64_t batch = 0; done < cases; ++batch) {
    const isa::InstInfo* info = infos[batch % infos.size()];
    const BatchSetup s = random_setup(runner.rng, op.fmt);
    ValueSource values(runner.rng, values_of(op.fmt));
    std::vector<Operands> operands(64);
    std::vector<uint64_t> accumulators(64);
    for (int lane = 0; lane < 64; ++lane) {
      for (int i = 0; i < 3; ++i) {
        operands[lane][i] = op.source_values[i] ? random_count(runner.rng) : values.next();
      }
      // div_scale is used with S0 equal to S1 or S2; make that common.
      if (op.kind == Kind::Carry && runner.rng() % 3 != 0) {
        operands[lane][0] = operands[lane][1 + runner.rng() % 2];
      }
      accumulators[lane] = values.next();
    }
    if (!runner.run(op, spec, info, s, operands,
                    op.third == Third::Accumulator ? &accumulators : nullptr)) {
      return;
    }
    done += 64;
  }
  std::printf("  %s: %llu cases\n", op.name.c_str(), static_cast<unsigned long long>(done));
}

uint64_t volume_cases() { return long_run() ? 10000000 : 100000; }

class ValuFpArithVolume : public ::testing::TestWithParam<std::string> {};

TEST_P(ValuFpArithVolume, AgainstMpfr) { volume(op_named(GetParam()), volume_cases()); }

std::vector<std::string> wide_op_names() {
  std::vector<std::string> names;
  for (const FpOp& op : all_ops()) {
    if (op.fmt.width != 16) names.push_back(op.name);
  }
  return names;
}

INSTANTIATE_TEST_SUITE_P(F32F64, ValuFpArithVolume, ::testing::ValuesIn(wide_op_names()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           return param.param;
                         });

// ---------------------------------------------------------------------------------------------
// f16: every pattern against boundary and special values

// 64 f16 values: both signs of zero, denormal and normal edges, one and its neighbours, small
// powers of two, the largest finite value, infinity, quiet and signalling NaNs, and a few
// ordinary numbers.
std::vector<uint64_t> f16_specials() {
  static const uint64_t kMagnitudes[] = {
      0x0000, 0x0001, 0x0002, 0x03FF, 0x0200, 0x0400, 0x0401, 0x07FF, 0x3C00, 0x3BFF, 0x3C01,
      0x3800, 0x4000, 0x7BFF, 0x7BFE, 0x7C00, 0x7E00, 0x7C01, 0x7D00, 0x7FFF, 0x0800, 0x1400,
      0x6800, 0x7800, 0x5BFF, 0x4200, 0x3555, 0x0155, 0x2E66, 0x4D00, 0x1001, 0x6C00};
  std::vector<uint64_t> values;
  for (uint64_t m : kMagnitudes) {
    values.push_back(m);
    values.push_back(m | 0x8000);
  }
  return values;
}

// 64 ldexp counts: around the f16 exponent range and far beyond it, both signs.
std::vector<uint64_t> count_specials() {
  static const int64_t kCounts[] = {0,   1,   2,   3,    7,     10,    14,  15,  16, 17, 23,
                                    24,  25,  26,  29,   30,    31,    32,  33,  40, 41, 64,
                                    100, 127, 128, 1000, 32767, 16384, 255, 256, 5,  11};
  std::vector<uint64_t> values;
  for (int64_t c : kCounts) {
    values.push_back(static_cast<uint64_t>(c) & 0xFFFF);
    values.push_back(static_cast<uint64_t>(-c - (c == 32767 ? 1 : 0)) & 0xFFFF);
  }
  return values;
}

// The 64 MODE settings: 4 roundings x 4 denormal modes x IEEE x DX10 clamp.
Mode mode_number(unsigned k) {
  Mode m;
  m.round_f16_f64 = static_cast<RoundMode>(k & 3);
  m.denorm_f16_f64 = static_cast<DenormMode>(k >> 2 & 3);
  m.ieee = (k >> 4 & 1) != 0;
  m.dx10_clamp = (k >> 5 & 1) != 0;
  // The f32 fields differ, so that an f16 operation reading the wrong ones shows.
  m.round_f32 = static_cast<RoundMode>((k + 1) & 3);
  m.denorm_f32 = static_cast<DenormMode>((k >> 2 ^ 3) & 3);
  return m;
}

// Logical operand j of a lane (0, 1: S0, S1; 2: S2, the accumulator, or unused) goes to its
// place; the literal forms take K from the batch.
void place(const FpOp& op, Operands& operands, uint64_t& accumulator, int j, uint64_t v) {
  if (j == 2 && op.third == Third::Accumulator) {
    accumulator = v;
  } else {
    operands[j] = v;
  }
}

int logical_operands(const FpOp& op) {
  const isa::InstInfo* info = encodings_of(op.name, op.arch).front();
  int n = 0;
  for (int i = 0; i < 3; ++i) {
    if (table_source(info, i) != nullptr) n = i + 1;
  }
  return op.third == Third::Accumulator ? 3 : n;
}

void f16_sweep(const FpOp& op) {
  BatchRunner runner(test_seed() ^ std::hash<std::string>()(op.name) ^ 0x16);
  const OpSpec spec = spec_of(op);
  const std::vector<const isa::InstInfo*> infos = encodings_of(op.name, op.arch);
  const std::vector<uint64_t> specials = f16_specials();
  const std::vector<uint64_t> counts = count_specials();
  const bool is_ldexp = op.name.find("LDEXP") != std::string::npos;
  const int n = logical_operands(op);
  const unsigned modes_per_value = long_run() ? 64 : 1;
  uint64_t lanes = 0;
  for (int p = 0; p < n; ++p) {
    for (uint64_t x = 0; x < 0x10000; ++x) {
      for (unsigned repeat = 0; repeat < modes_per_value; ++repeat) {
        const uint64_t step = x * modes_per_value + repeat;
        BatchSetup s;
        s.mode = mode_number(static_cast<unsigned>((x + repeat + 17 * p) & 63));
        s.halves = static_cast<uint8_t>(step >> 6 & 15);
        s.clamp = (step >> 10 & 1) != 0;
        s.omod = static_cast<uint8_t>(step >> 11 & 3);
        s.literal = static_cast<uint32_t>(specials[(step * 7 + 3) % 64]);
        std::vector<Operands> operands(64);
        std::vector<uint64_t> accumulators(64);
        for (int j = 0; j < 64; ++j) {
          // The other positions: the specials in order in the next one, a shuffled walk
          // through them in the one after.
          const int q = (p + 1) % n;
          const int r = (p + 2) % n;
          const bool count_at_q = is_ldexp && q == 1;
          place(op, operands[j], accumulators[j], q,
                count_at_q ? counts[static_cast<std::size_t>(j)]
                           : specials[static_cast<std::size_t>(j)]);
          if (n == 3) place(op, operands[j], accumulators[j], r, specials[(j * 37 + x) % 64]);
          place(op, operands[j], accumulators[j], p, x);
        }
        const isa::InstInfo* info = infos[step % infos.size()];
        if (!runner.run(op, spec, info, s, operands,
                        op.third == Third::Accumulator ? &accumulators : nullptr)) {
          return;
        }
        lanes += 64;
      }
    }
  }
  // And random triples of f16 values under random settings.
  const uint64_t random_lanes = long_run() ? 10000000 : 200000;
  for (uint64_t done = 0; done < random_lanes; done += 64) {
    const BatchSetup s = random_setup(runner.rng, op.fmt);
    ValueSource values(runner.rng, Values::F16);
    std::vector<Operands> operands(64);
    std::vector<uint64_t> accumulators(64);
    for (int j = 0; j < 64; ++j) {
      for (int i = 0; i < 3; ++i) {
        operands[j][i] = is_ldexp && i == 1 ? random_count(runner.rng) & 0xFFFF : values.next();
      }
      accumulators[j] = values.next();
    }
    if (!runner.run(op, spec, infos[done / 64 % infos.size()], s, operands,
                    op.third == Third::Accumulator ? &accumulators : nullptr)) {
      return;
    }
    lanes += 64;
  }
  std::printf(
      "  %s: %llu lane evaluations (%d positions x 65536 x 64, %u setting(s) each, "
      "plus random)\n",
      op.name.c_str(), static_cast<unsigned long long>(lanes), n, modes_per_value);
}

class ValuFpArithF16 : public ::testing::TestWithParam<std::string> {};

TEST_P(ValuFpArithF16, EveryPatternAgainstSpecials) { f16_sweep(op_named(GetParam())); }

std::vector<std::string> f16_op_names() {
  std::vector<std::string> names;
  for (const FpOp& op : all_ops()) {
    if (op.fmt.width == 16) names.push_back(op.name);
  }
  return names;
}

INSTANTIATE_TEST_SUITE_P(F16, ValuFpArithF16, ::testing::ValuesIn(f16_op_names()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           return param.param;
                         });

// ---------------------------------------------------------------------------------------------
// v_trig_preop: every exponent field with every segment, so every bit of the model's 2/pi
// table meets MPFR's

TEST(ValuFpArithTrigPreop, EveryExponentAndSegment) {
  const FpOp& op = op_named("V_TRIG_PREOP_F64");
  const OpSpec spec = spec_of(op);
  const isa::InstInfo* info = encodings_of(op.name, op.arch).front();
  BatchRunner runner(test_seed() + 21);
  uint64_t lanes = 0;
  for (uint64_t field = 0; field < 2048; ++field) {
    std::vector<Operands> operands;
    for (uint64_t segment = 0; segment < 32; ++segment) {
      const uint64_t fraction = runner.rng() & 0xFFFFFFFFFFFFFull;
      const uint64_t sign = (runner.rng() & 1) << 63;
      // Segment numbers with junk above bit 4, which the instruction ignores.
      operands.push_back({sign | field << 52 | fraction, segment | (runner.rng() & 0xFFFFFFE0), 0});
    }
    BatchSetup s;
    s.mode = mode_number(static_cast<unsigned>(field & 63));
    s.abs = static_cast<uint8_t>(field >> 6 & 1);
    s.neg = static_cast<uint8_t>(field >> 7 & 1);
    ASSERT_TRUE(runner.run(op, spec, info, s, operands, nullptr));
    lanes += operands.size();
  }
  std::printf("  %llu lane evaluations\n", static_cast<unsigned long long>(lanes));
}

// ---------------------------------------------------------------------------------------------
// Instruction words against llvm-mc-19

Source vgpr(int n, unsigned bits = 32, bool high = false) {
  Source s;
  s.code = static_cast<uint16_t>(kVgpr0 + n);
  s.bits = bits;
  s.high = high;
  s.f64 = bits == 64;
  return s;
}
Source scalar(uint16_t code, unsigned bits = 32) {
  Source s;
  s.code = code;
  s.bits = bits;
  s.f64 = bits == 64;
  return s;
}

Instance hand_made(const std::string& name, isa::Format format, std::vector<Source> sources,
                   int vdst, uint16_t sdst = kNullReg, isa::Arch arch = isa::Arch::Gfx1100) {
  Instance ins;
  for (const isa::InstInfo* info : encodings_of(name, arch)) {
    if (info->format == format) ins.info = info;
  }
  EXPECT_NE(ins.info, nullptr) << name;
  ins.num_src = static_cast<int>(sources.size());
  for (std::size_t i = 0; i < sources.size(); ++i) ins.src[i] = sources[i];
  ins.vdst = vdst;
  ins.sdst = sdst;
  if (ins.info != nullptr) {
    const isa::OperandInfo* d = ins.info->operand("vdst");
    ins.dst_bits = d != nullptr ? d->bits : 32;
  }
  return ins;
}

TEST(ValuFpArithEncoding, MatchesLlvmMc) {
  struct Case {
    std::string text;
    Instance ins;
  };
  std::vector<Case> cases;
  auto add = [&](const std::string& text, Instance ins) {
    if (ins.info == nullptr) return;
    encode(ins);
    if (ins.info->always_literal && ins.words.size() == 1) ins.words.push_back(ins.literal);
    cases.push_back({text, ins});
  };
  using F = isa::Format;
  add("v_add_f32_e32 v4, v1, v2", hand_made("V_ADD_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  {
    Instance ins = hand_made("V_ADD_F32", F::VOP3, {vgpr(1), vgpr(2)}, 4);
    ins.neg = 1;
    ins.abs = 2;
    ins.clamp = true;
    ins.omod = 1;
    add("v_add_f32_e64 v4, -v1, |v2| clamp mul:2", ins);
  }
  add("v_sub_f16_e32 v4, v1, v2", hand_made("V_SUB_F16", F::VOP2, {vgpr(1, 16), vgpr(2, 16)}, 4));
  add("v_subrev_f32_e64 v4, s2, v1", hand_made("V_SUBREV_F32", F::VOP3, {scalar(2), vgpr(1)}, 4));
  {
    Instance ins = hand_made("V_MUL_F64", F::VOP3, {vgpr(2, 64), scalar(4, 64)}, 6);
    ins.omod = 3;
    add("v_mul_f64 v[6:7], v[2:3], s[4:5] div:2", ins);
  }
  add("v_add_f64 v[6:7], 0.5, v[2:3]",
      hand_made("V_ADD_F64", F::VOP3, {scalar(240, 64), vgpr(2, 64)}, 6));
  add("v_fma_f32 v4, v1, v2, v3", hand_made("V_FMA_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  {
    Instance ins =
        hand_made("V_FMA_F16", F::VOP3, {vgpr(1, 16, true), vgpr(2, 16), vgpr(3, 16)}, 4);
    ins.dst_high = true;
    add("v_fma_f16 v4, v1, v2, v3 op_sel:[1,0,0,1]", ins);
  }
  add("v_fma_f64 v[4:5], v[2:3], v[6:7], v[8:9]",
      hand_made("V_FMA_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64), vgpr(8, 64)}, 4));
  add("v_fmac_f32_e32 v4, v1, v2", hand_made("V_FMAC_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  add("v_fmac_f16_e64 v4, v1, v2", hand_made("V_FMAC_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16)}, 4));
  add("v_fmac_dx9_zero_f32_e32 v4, v1, v2",
      hand_made("V_FMAC_DX9_ZERO_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  {
    Instance ins = hand_made("V_FMAAK_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4);
    ins.literal = 0x40490FDB;
    add("v_fmaak_f32 v4, v1, v2, 0x40490fdb", ins);
  }
  {
    Instance ins = hand_made("V_FMAMK_F16", F::VOP2, {vgpr(1, 16), vgpr(2, 16)}, 4);
    ins.literal = 0x4248;
    add("v_fmamk_f16 v4, v1, 0x4248, v2", ins);
  }
  add("v_mul_dx9_zero_f32_e32 v4, v1, v2",
      hand_made("V_MUL_DX9_ZERO_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  add("v_fma_dx9_zero_f32 v4, v1, v2, v3",
      hand_made("V_FMA_DX9_ZERO_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_max_f16_e32 v4, v1, v2", hand_made("V_MAX_F16", F::VOP2, {vgpr(1, 16), vgpr(2, 16)}, 4));
  add("v_min_f32_e64 v4, v1, -1.0", hand_made("V_MIN_F32", F::VOP3, {vgpr(1), scalar(243)}, 4));
  add("v_max_f64 v[4:5], v[2:3], v[6:7]",
      hand_made("V_MAX_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64)}, 4));
  add("v_med3_f16 v4, v1, v2, v3",
      hand_made("V_MED3_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16), vgpr(3, 16)}, 4));
  add("v_minmax_f32 v4, v1, v2, v3",
      hand_made("V_MINMAX_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_max3_f32 v4, v1, s2, v3",
      hand_made("V_MAX3_F32", F::VOP3, {vgpr(1), scalar(2), vgpr(3)}, 4));
  add("v_ldexp_f16_e32 v4, v1, v2",
      hand_made("V_LDEXP_F16", F::VOP2, {vgpr(1, 16), vgpr(2, 16)}, 4));
  add("v_ldexp_f32 v4, v1, s2", hand_made("V_LDEXP_F32", F::VOP3, {vgpr(1), scalar(2)}, 4));
  add("v_ldexp_f64 v[4:5], v[2:3], v1",
      hand_made("V_LDEXP_F64", F::VOP3, {vgpr(2, 64), vgpr(1)}, 4));
  add("v_mullit_f32 v4, v1, v2, v3",
      hand_made("V_MULLIT_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_cubeid_f32 v4, v1, v2, v3",
      hand_made("V_CUBEID_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_cubema_f32 v4, v1, v2, v3",
      hand_made("V_CUBEMA_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_div_scale_f32 v4, vcc_lo, v1, v2, v1",
      hand_made("V_DIV_SCALE_F32", F::VOP3SD, {vgpr(1), vgpr(2), vgpr(1)}, 4, kVccLo));
  add("v_div_scale_f64 v[4:5], s20, v[2:3], v[2:3], v[6:7]",
      hand_made("V_DIV_SCALE_F64", F::VOP3SD, {vgpr(2, 64), vgpr(2, 64), vgpr(6, 64)}, 4, 20));
  add("v_div_fmas_f32 v4, v1, v2, v3",
      hand_made("V_DIV_FMAS_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4));
  add("v_div_fmas_f64 v[4:5], v[2:3], v[6:7], v[8:9]",
      hand_made("V_DIV_FMAS_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64), vgpr(8, 64)}, 4));
  add("v_div_fixup_f16 v4, v1, v2, v3",
      hand_made("V_DIV_FIXUP_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16), vgpr(3, 16)}, 4));
  add("v_div_fixup_f64 v[4:5], v[2:3], v[6:7], v[8:9]",
      hand_made("V_DIV_FIXUP_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64), vgpr(8, 64)}, 4));
  add("v_trig_preop_f64 v[4:5], v[2:3], v1",
      hand_made("V_TRIG_PREOP_F64", F::VOP3, {vgpr(2, 64), vgpr(1)}, 4));
  std::vector<std::string> lines;
  for (const Case& c : cases) lines.push_back(c.text);
  std::vector<std::vector<uint32_t>> words;
  for (const Case& c : cases) words.push_back(c.ins.words);
  expect_llvm_encodings(lines, words);
}

// RDNA4's minimum/maximum forms, encoded with the gfx1100 VOP3/VOP3P layouts the harness uses,
// against llvm-mc-19 -mcpu=gfx1200.
TEST(ValuFpArithEncoding, Rdna4MinimumMaximumMatchLlvmMc) {
  using F = isa::Format;
  const isa::Arch gfx12 = isa::Arch::Gfx1200;
  std::vector<std::string> lines;
  std::vector<std::vector<uint32_t>> words;
  auto add = [&](const std::string& text, Instance ins) {
    ASSERT_NE(ins.info, nullptr) << text;
    encode(ins);
    lines.push_back(text);
    words.push_back(ins.words);
  };
  add("v_minimum_f32 v4, v1, s2",
      hand_made("V_MINIMUM_F32", F::VOP3, {vgpr(1), scalar(2)}, 4, kNullReg, gfx12));
  {
    Instance ins = hand_made("V_MAXIMUM_F32", F::VOP3, {vgpr(1), vgpr(2)}, 4, kNullReg, gfx12);
    ins.neg = 1;
    ins.abs = 2;
    add("v_maximum_f32 v4, -v1, |v2|", ins);
  }
  add("v_minimum_f64 v[4:5], v[2:3], v[6:7]",
      hand_made("V_MINIMUM_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64)}, 4, kNullReg, gfx12));
  {
    Instance ins =
        hand_made("V_MAXIMUM_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16)}, 4, kNullReg, gfx12);
    ins.clamp = true;
    add("v_maximum_f16 v4, v1, v2 clamp", ins);
  }
  {
    Instance ins = hand_made("V_MINIMUM_F32", F::VOP3, {vgpr(1), vgpr(2)}, 4, kNullReg, gfx12);
    ins.omod = 1;
    add("v_minimum_f32 v4, v1, v2 mul:2", ins);
  }
  {
    Instance ins =
        hand_made("V_MINIMUM3_F16", F::VOP3, {vgpr(1, 16, true), vgpr(2, 16, true), vgpr(3, 16)}, 4,
                  kNullReg, gfx12);
    ins.dst_high = true;
    add("v_minimum3_f16 v4, v1, v2, v3 op_sel:[1,1,0,1]", ins);
  }
  add("v_minimum3_f32 v4, v1, v2, v3",
      hand_made("V_MINIMUM3_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4, kNullReg, gfx12));
  add("v_maximum3_f16 v4, v1, v2, v3",
      hand_made("V_MAXIMUM3_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16), vgpr(3, 16)}, 4, kNullReg,
                gfx12));
  add("v_minimummaximum_f32 v4, v1, v2, v3",
      hand_made("V_MINIMUMMAXIMUM_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4, kNullReg, gfx12));
  add("v_maximumminimum_f16 v4, v1, v2, v3",
      hand_made("V_MAXIMUMMINIMUM_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16), vgpr(3, 16)}, 4,
                kNullReg, gfx12));
  // The _NUM forms.
  add("v_med3_num_f32 v4, v1, v2, v3",
      hand_made("V_MED3_NUM_F32", F::VOP3, {vgpr(1), vgpr(2), vgpr(3)}, 4, kNullReg, gfx12));
  {
    Instance ins =
        hand_made("V_MED3_NUM_F16", F::VOP3, {vgpr(1, 16, true), vgpr(2, 16), vgpr(3, 16, true)}, 4,
                  kNullReg, gfx12);
    ins.dst_high = true;
    add("v_med3_num_f16 v4, v1, v2, v3 op_sel:[1,0,1,1]", ins);
  }
  add("v_min_num_f32_e32 v4, v1, v2",
      hand_made("V_MIN_NUM_F32", F::VOP2, {vgpr(1), vgpr(2)}, 4, kNullReg, gfx12));
  {
    Instance ins = hand_made("V_MAX_NUM_F32", F::VOP3, {vgpr(1), vgpr(2)}, 4, kNullReg, gfx12);
    ins.clamp = true;
    ins.omod = 1;
    add("v_max_num_f32_e64 v4, v1, v2 clamp mul:2", ins);
  }
  add("v_min_num_f64_e64 v[4:5], v[2:3], v[6:7]",
      hand_made("V_MIN_NUM_F64", F::VOP3, {vgpr(2, 64), vgpr(6, 64)}, 4, kNullReg, gfx12));
  add("v_pk_min_num_f16 v4, v1, v2",
      hand_made("V_PK_MIN_NUM_F16", F::VOP3P, {vgpr(1), vgpr(2)}, 4, kNullReg, gfx12));
  add("v_maxmin_num_f16 v4, v1, v2, v3",
      hand_made("V_MAXMIN_NUM_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16), vgpr(3, 16)}, 4, kNullReg,
                gfx12));
  expect_llvm_encodings(lines, words, false, gfx12);
}

// ---------------------------------------------------------------------------------------------
// RDNA4's scalar f32 arithmetic: each s_* is its v_* counterpart on one value without modifiers,
// so the same oracles judge it. Words from llvm-mc-19 -mcpu=gfx1200; random f32 operands
// (specials, denormals, neighbours) under a random MODE.

// A compare as the relation's name says, on the values after MODE's input flush; a NaN makes
// the ordered relations false and their negations true.
bool scalar_relation(const std::string& name, uint64_t a, uint64_t b, Fmt f, const Ctl& c) {
  a = flushed(a, f, c.flush_in);
  b = flushed(b, f, c.flush_in);
  const bool unordered = is_nan(a, f) || is_nan(b, f);
  const double x = unordered ? 0 : value_of(a, f);
  const double y = unordered ? 0 : value_of(b, f);
  if (name == "lt") return !unordered && x < y;
  if (name == "eq") return !unordered && x == y;
  if (name == "le") return !unordered && x <= y;
  if (name == "gt") return !unordered && x > y;
  if (name == "lg") return !unordered && x != y;
  if (name == "ge") return !unordered && x >= y;
  if (name == "o") return !unordered;
  if (name == "u") return unordered;
  if (name == "nge") return unordered || !(x >= y);
  if (name == "nlg") return unordered || x == y;
  if (name == "ngt") return unordered || !(x > y);
  if (name == "nle") return unordered || !(x <= y);
  if (name == "neq") return unordered || x != y;
  return unordered || !(x < y);  // nlt
}

// What one scalar float instruction should leave: its destination (zero-extended for f16) or SCC.
struct ScalarExpectation {
  bool compare = false;
  bool scc = false;
  uint64_t value = 0;
};

// `mnemonic` on s1 = a, s2 = b, s4 = d (fmac's addend) with the literal k, judged by the oracles
// of its VALU counterpart.
ScalarExpectation scalar_float_oracle(const std::string& mnemonic, Fmt f, uint64_t a, uint64_t b,
                                      uint64_t d, uint64_t k, const cutlm::Mode& mode) {
  const Ctl c = ctl_for(mode, f);
  In in;
  in.mode = mode;
  in.s = {a, b, 0};
  const std::string op = mnemonic.substr(2, mnemonic.size() - 2 - 4);  // "add", "cmp_lt", ...
  ScalarExpectation e;
  if (op == "add") e.value = arith(f, '+', in).value;
  if (op == "sub") e.value = arith(f, '-', in).value;
  if (op == "mul") e.value = arith(f, '*', in).value;
  if (op == "fmac") e.value = fused_value(f, false, a, b, d, c);
  if (op == "fmaak") e.value = fused_value(f, false, a, b, k, c);
  if (op == "fmamk") e.value = fused_value(f, false, a, k, b, c);
  if (op == "min_num") e.value = number_selection(f, "MIN_NUM", in).value;
  if (op == "max_num") e.value = number_selection(f, "MAX_NUM", in).value;
  if (op == "minimum") e.value = ieee2019_selection(f, "MINIMUM", in).value;
  if (op == "maximum") e.value = ieee2019_selection(f, "MAXIMUM", in).value;
  if (op.rfind("cmp_", 0) == 0) {
    e.compare = true;
    e.scc = scalar_relation(op.substr(4), a, b, f, c);
  }
  return e;
}

TEST(ScalarFloatRdna4, AgainstTheVectorOracles) {
  const std::vector<std::string> relations = {"lt", "eq",  "le",  "gt",  "lg",  "ge",  "o",
                                              "u",  "nge", "nlg", "ngt", "nle", "neq", "nlt"};
  const uint32_t k = 0x40490FDB;  // the literal of fmaak/fmamk (pi); the operands vary
  std::vector<std::string> lines = {"s_add_f32 s4, s1, s2",
                                    "s_sub_f32 s4, s1, s2",
                                    "s_mul_f32 s4, s1, s2",
                                    "s_fmac_f32 s4, s1, s2",
                                    "s_fmaak_f32 s4, s1, s2, 0x40490fdb",
                                    "s_fmamk_f32 s4, s1, 0x40490fdb, s2",
                                    "s_minimum_f32 s4, s1, s2",
                                    "s_maximum_f32 s4, s1, s2",
                                    "s_add_f16 s4, s1, s2",
                                    "s_sub_f16 s4, s1, s2",
                                    "s_mul_f16 s4, s1, s2",
                                    "s_fmac_f16 s4, s1, s2",
                                    "s_minimum_f16 s4, s1, s2",
                                    "s_maximum_f16 s4, s1, s2",
                                    "s_min_num_f32 s4, s1, s2",
                                    "s_max_num_f32 s4, s1, s2",
                                    "s_min_num_f16 s4, s1, s2",
                                    "s_max_num_f16 s4, s1, s2"};
  for (const char* type : {"f32", "f16"}) {
    for (const std::string& r : relations) lines.push_back("s_cmp_" + r + "_" + type + " s1, s2");
  }
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, false, &errors, "", "gfx1200");
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encoded.size(), lines.size());
  Rng rng(test_seed() ^ 0x5a1f);
  cutlm::Executor executor;
  const int kCases = long_run() ? 200000 : 4000;
  uint64_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const cutlm::DecodedInst inst =
        cutlm::decode(encoded[i].bytes.data(), encoded[i].bytes.size(), false,
                      cutlm::DecodeMode::Execute, isa::Arch::Gfx1200);
    ASSERT_TRUE(inst.valid()) << lines[i] << ": " << inst.error;
    const std::string mnemonic = lines[i].substr(0, lines[i].find(' '));
    const bool half = mnemonic.compare(mnemonic.size() - 3, 3, "f16") == 0;
    const Fmt f = half ? kF16 : kF32;
    const uint64_t mask = half ? 0xFFFF : 0xFFFFFFFF;
    ValueSource values(rng, half ? Values::F16 : Values::F32);
    WaveState w(32);
    for (int n = 0; n < kCases; ++n) {
      w.mode = random_mode(rng);
      // f16 operands in the low halves, with random high halves the operation must ignore.
      const uint64_t junk = half ? static_cast<uint64_t>(rng() & 0xFFFF) << 16 : 0;
      const uint64_t a = values.next() & mask;
      const uint64_t b = values.next() & mask;
      const uint64_t d = values.next() & mask;
      w.set_sreg(1, static_cast<uint32_t>(a | junk));
      w.set_sreg(2, static_cast<uint32_t>(b | junk));
      w.set_sreg(4, static_cast<uint32_t>(d | junk));
      w.scc = (n & 1) != 0;
      const ScalarExpectation want = scalar_float_oracle(mnemonic, f, a, b, d, k, w.mode);
      const WaveState before = w;
      executor.step(inst, w, nullptr);
      const std::string what = lines[i] + " s1=" + hex(before.sreg(1)) +
                               " s2=" + hex(before.sreg(2)) + " s4=" + hex(before.sreg(4)) +
                               describe_mode(before.mode);
      if (want.compare) {
        ASSERT_EQ(w.scc, want.scc) << what;
        ASSERT_EQ(w.sreg(4), before.sreg(4)) << what;
      } else {
        ASSERT_EQ(w.sreg(4), want.value) << what << " got " << hex(w.sreg(4));
        ASSERT_EQ(w.scc, before.scc) << what << ": SCC changed";
      }
      ++checked;
    }
  }
  std::printf("  %zu scalar float operations, %llu cases\n", lines.size(),
              static_cast<unsigned long long>(checked));
}

// RDNA4's VOPD v_dual_min_num_f32 / v_dual_max_num_f32: each component the VALU operation,
// judged by the IEEE 754-2019 oracle above; words from llvm-mc-19 -mcpu=gfx1200 (wave32).
TEST(VopdNumRdna4, AgainstTheNumberOracle) {
  const std::vector<std::string> lines = {
      "v_dual_min_num_f32 v4, v1, v2 :: v_dual_max_num_f32 v5, v3, v7",
      "v_dual_max_num_f32 v4, v1, v2 :: v_dual_min_num_f32 v5, v3, v7"};
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, false, &errors, "", "gfx1200");
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encoded.size(), lines.size());
  Rng rng(test_seed() ^ 0xd0a1);
  cutlm::Executor executor;
  const int kWaves = long_run() ? 20000 : 400;
  uint64_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const cutlm::DecodedInst inst =
        cutlm::decode(encoded[i].bytes.data(), encoded[i].bytes.size(), false,
                      cutlm::DecodeMode::Execute, isa::Arch::Gfx1200);
    ASSERT_TRUE(inst.valid()) << lines[i] << ": " << inst.error;
    const bool x_is_min = i == 0;
    for (int n = 0; n < kWaves; ++n) {
      WaveState w = random_wave(rng, 32, Values::F32);
      w.mode = random_mode(rng);
      const WaveState before = w;
      executor.step(inst, w, nullptr);
      for (int lane = 0; lane < 32; ++lane) {
        const bool active = (before.exec() >> lane & 1) != 0;
        In x;
        x.mode = before.mode;
        x.s = {before.vgpr(1, lane), before.vgpr(2, lane), 0};
        In y = x;
        y.s = {before.vgpr(3, lane), before.vgpr(7, lane), 0};
        const uint64_t want_x =
            active ? number_selection(kF32, x_is_min ? "MIN_NUM" : "MAX_NUM", x).value
                   : before.vgpr(4, lane);
        const uint64_t want_y =
            active ? number_selection(kF32, x_is_min ? "MAX_NUM" : "MIN_NUM", y).value
                   : before.vgpr(5, lane);
        const std::string what = lines[i] + " lane " + std::to_string(lane) + describe_mode(x.mode);
        ASSERT_EQ(w.vgpr(4, lane), want_x)
            << what << " v1=" << hex(x.s[0]) << " v2=" << hex(x.s[1]);
        ASSERT_EQ(w.vgpr(5, lane), want_y)
            << what << " v3=" << hex(y.s[0]) << " v7=" << hex(y.s[1]);
        checked += active ? 2 : 0;
      }
    }
  }
  std::printf("  %llu component results\n", static_cast<unsigned long long>(checked));
}

// ---------------------------------------------------------------------------------------------
// The division helpers together: LLVM's correctly rounded division sequences (as clang-19
// emits them for gfx1100) on random quotients, huge and tiny ones included, must give MPFR's
// quotient. v_rcp is computed here (a correctly rounded reciprocal is one the hardware's 1 ulp
// approximation may give), so only this file's instructions run on the model.

class Sequence {
 public:
  explicit Sequence(bool f64) : f64_(f64), wave_(64) {}
  WaveState& wave() { return wave_; }

  // Executes one instruction; `neg` / `sdst` as the text says.
  void run(const std::string& name, isa::Format format, std::vector<Source> sources, int vdst,
           uint8_t neg = 0, uint16_t sdst = kNullReg) {
    Instance ins = hand_made(name, format, std::move(sources), vdst, sdst);
    ins.neg = neg;
    encode(ins);
    if (format == isa::Format::VOP3SD) put(ins.words, enc::VOP3SD::neg, neg);
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
    const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), true);
    ASSERT_TRUE(inst.valid()) << name << ": " << inst.error;
    executor_.step(inst, wave_, nullptr);
  }

  uint64_t get(int reg, int lane) const {
    uint64_t v = wave_.vgpr(reg, lane);
    if (f64_) v |= static_cast<uint64_t>(wave_.vgpr(reg + 1, lane)) << 32;
    return v;
  }
  void set(int reg, int lane, uint64_t v) {
    wave_.set_vgpr(reg, lane, static_cast<uint32_t>(v));
    if (f64_) wave_.set_vgpr(reg + 1, lane, static_cast<uint32_t>(v >> 32));
  }

  // reg_out = 1 / reg_in, correctly rounded to nearest even, denormals kept.
  void reciprocal(int out, int in) {
    const Fmt f = f64_ ? kF64 : kF32;
    for (int lane = 0; lane < 64; ++lane) {
      const uint64_t x = get(in, lane);
      uint64_t r;
      if (is_nan(x, f)) {
        r = quieted(x, f);
      } else {
        Mp::set(mp().a(), x, f);
        r = rounded(f, MPFR_RNDN,
                    [&](mpfr_ptr t) { return mpfr_ui_div(t, 1, mp().a(), MPFR_RNDN); });
      }
      set(out, lane, r);
    }
  }

 private:
  bool f64_;
  WaveState wave_;
  cutlm::Executor executor_;
};

// Operand pairs for a division: random values of the harness's float distribution, and pairs
// built to make the quotient overflow, underflow, or land among the denormals.
std::pair<uint64_t, uint64_t> division_operands(Rng& rng, Fmt f) {
  ValueSource values(rng, values_of(f));
  uint64_t a = values.next();
  uint64_t b = values.next();
  const uint64_t top = static_cast<uint64_t>(2 * f.bias);  // largest finite exponent field
  auto with_field = [&](uint64_t field) {
    return (rng() & 1) << (f.width - 1) | field << f.frac | (rng() & frac_mask(f));
  };
  switch (rng() % 6) {
    case 0:  // huge / tiny
      a = with_field(top - rng() % 40);
      b = with_field(rng() % 40);
      break;
    case 1:  // tiny / huge
      a = with_field(rng() % 40);
      b = with_field(top - rng() % 40);
      break;
    case 2:  // quotients near the denormal range
      a = with_field(rng() % (top / 2));
      b = with_field(a >> f.frac & top);
      b = with_field(std::min<uint64_t>(top, exp_field(a, f) + f.bias - rng() % (f.frac + 4)));
      break;
    default: break;
  }
  return {a & all_bits(f), b & all_bits(f)};
}

// With `flush`, the quotient a kernel with denormals flushed must see: denormal operands read
// as zeros, a denormal quotient written as a zero.
uint64_t correctly_rounded_quotient(uint64_t a, uint64_t b, Fmt f, bool flush) {
  if (is_nan(a, f) || is_nan(b, f)) return default_nan(f);
  Mp::set(mp().a(), flushed(a, f, flush), f);
  Mp::set(mp().b(), flushed(b, f, flush), f);
  const uint64_t q =
      rounded(f, MPFR_RNDN, [&](mpfr_ptr t) { return mpfr_div(t, mp().a(), mp().b(), MPFR_RNDN); });
  return flushed(q, f, flush);
}

// `flushed`: the kernel runs with f32 denormals flushed (llvm-mc's default descriptor), so as
// clang-19 does for gfx1100 the sequence turns denormals on (s_denorm_mode 15) around the fma
// refinement only: div_scale, div_fmas and div_fixup run flushed.
void division_sequence(bool f64, uint64_t quotients, bool flushed_mode = false) {
  const Fmt f = f64 ? kF64 : kF32;
  const unsigned w = f64 ? 64 : 32;
  const std::string t = f64 ? "_F64" : "_F32";
  Rng rng(test_seed() + (f64 ? 64 : 32));
  // Registers (pairs for f64): a, b, scaled denominator, scaled numerator, reciprocal, error,
  // quotient, remainder, fmas result, final result.
  const int step = f64 ? 2 : 1;
  const int a = 2, b = a + step, den = b + step, num = den + step, rcp = num + step,
            err = rcp + step, quo = err + step, rem = quo + step, fmas = rem + step,
            out = fmas + step;
  const Source one = scalar(242, w);  // inline constant 1.0
  using F = isa::Format;
  uint64_t done = 0;
  int reported = 0;
  while (done < quotients) {
    Sequence seq(f64);
    std::array<std::pair<uint64_t, uint64_t>, 64> ops;
    for (int lane = 0; lane < 64; ++lane) {
      ops[lane] = division_operands(rng, f);
      seq.set(a, lane, ops[lane].first);
      seq.set(b, lane, ops[lane].second);
    }
    seq.wave().set_exec(~0ull);
    const DenormMode kernel_mode = flushed_mode ? DenormMode::Flush : DenormMode::Preserve;
    seq.wave().mode.denorm_f32 = kernel_mode;
    seq.run("V_DIV_SCALE" + t, F::VOP3SD, {vgpr(b, w), vgpr(b, w), vgpr(a, w)}, den, 0, 20);
    seq.run("V_DIV_SCALE" + t, F::VOP3SD, {vgpr(a, w), vgpr(b, w), vgpr(a, w)}, num, 0, kVccLo);
    seq.reciprocal(rcp, den);
    seq.wave().mode.denorm_f32 = DenormMode::Preserve;
    if (f64) {
      seq.run("V_FMA_F64", F::VOP3, {vgpr(den, w), vgpr(rcp, w), one}, err, 1);
      seq.run("V_FMA_F64", F::VOP3, {vgpr(rcp, w), vgpr(err, w), vgpr(rcp, w)}, rcp);
      seq.run("V_FMA_F64", F::VOP3, {vgpr(den, w), vgpr(rcp, w), one}, err, 1);
      seq.run("V_FMA_F64", F::VOP3, {vgpr(rcp, w), vgpr(err, w), vgpr(rcp, w)}, rcp);
      seq.run("V_MUL_F64", F::VOP3, {vgpr(num, w), vgpr(rcp, w)}, quo);
      seq.run("V_FMA_F64", F::VOP3, {vgpr(den, w), vgpr(quo, w), vgpr(num, w)}, rem, 1);
      seq.run("V_DIV_FMAS_F64", F::VOP3, {vgpr(rem, w), vgpr(rcp, w), vgpr(quo, w)}, fmas);
    } else {
      seq.run("V_FMA_F32", F::VOP3, {vgpr(den), vgpr(rcp), one}, err, 1);
      seq.run("V_FMA_F32", F::VOP3, {vgpr(err), vgpr(rcp), vgpr(rcp)}, rcp);
      seq.run("V_MUL_F32", F::VOP3, {vgpr(num), vgpr(rcp)}, quo);
      seq.run("V_FMA_F32", F::VOP3, {vgpr(den), vgpr(quo), vgpr(num)}, rem, 1);
      seq.run("V_FMA_F32", F::VOP3, {vgpr(rem), vgpr(rcp), vgpr(quo)}, quo);
      seq.run("V_FMA_F32", F::VOP3, {vgpr(den), vgpr(quo), vgpr(num)}, rem, 1);
      seq.wave().mode.denorm_f32 = kernel_mode;
      seq.run("V_DIV_FMAS_F32", F::VOP3, {vgpr(rem), vgpr(rcp), vgpr(quo)}, fmas);
    }
    seq.run("V_DIV_FIXUP" + t, F::VOP3, {vgpr(fmas, w), vgpr(b, w), vgpr(a, w)}, out);
    if (::testing::Test::HasFatalFailure()) return;
    for (int lane = 0; lane < 64; ++lane) {
      const uint64_t expected =
          correctly_rounded_quotient(ops[lane].first, ops[lane].second, f, flushed_mode);
      const uint64_t got = seq.get(out, lane);
      const bool same = is_nan(expected, f) ? is_nan(got, f) : got == expected;
      if (!same && reported++ < 5) {
        ADD_FAILURE() << "a=" << hex(ops[lane].first) << " b=" << hex(ops[lane].second)
                      << ": expected " << hex(expected) << ", got " << hex(got) << " (scaled den "
                      << hex(seq.get(den, lane)) << ", num " << hex(seq.get(num, lane)) << ", fmas "
                      << hex(seq.get(fmas, lane)) << ")";
      }
    }
    done += 64;
  }
  std::printf("  %llu quotients\n", static_cast<unsigned long long>(done));
}

TEST(ValuFpArithDivision, F32SequenceIsCorrectlyRounded) {
  division_sequence(false, long_run() ? 10000000 : 100000);
}
TEST(ValuFpArithDivision, F64SequenceIsCorrectlyRounded) {
  division_sequence(true, long_run() ? 10000000 : 100000);
}
TEST(ValuFpArithDivision, F32SequenceWithDenormalsFlushed) {
  division_sequence(false, long_run() ? 10000000 : 100000, true);
}

// ---------------------------------------------------------------------------------------------
// Denormal operands of the division helpers and ldexp under each denormal mode of their format:
// every triple of a small value set (denormals of both signs, zeros, normals, huge values,
// infinities, a NaN), so S0 equals S1 or S2 in many lanes as div_scale expects.

std::vector<uint64_t> denormal_mix(Fmt f) {
  const uint64_t s = sign_bit(f);
  const uint64_t top = static_cast<uint64_t>(2 * f.bias) << f.frac;  // largest exponent field
  const uint64_t one_bits = static_cast<uint64_t>(f.bias) << f.frac;
  return {1,
          s | 1,
          frac_mask(f),
          s | frac_mask(f),
          0,
          s,
          one_bits,
          s | one_bits | 3,
          top | 5,
          1ull << f.frac,
          exp_mask(f),
          default_nan(f) & ~sign_bit(f)};
}

TEST(ValuFpArithDivision, DenormalOperandsInEveryMode) {
  Runner runner(test_seed() + 5);
  int configurations = 0;
  uint64_t lanes = 0;
  for (const char* name : {"V_DIV_SCALE_F32", "V_DIV_SCALE_F64", "V_DIV_FIXUP_F16",
                           "V_DIV_FIXUP_F32", "V_DIV_FIXUP_F64", "V_LDEXP_F32", "V_LDEXP_F64"}) {
    const FpOp& op = op_named(name);
    const OpSpec spec = spec_of(op);
    const isa::InstInfo* info = encodings_of(op.name, op.arch).front();
    const std::vector<uint64_t> values = denormal_mix(op.fmt);
    Domains domains = {values};
    if (op.name.find("LDEXP") != std::string::npos) {
      domains = {values, {0, 1, 0xFFFFFFFF, 40, 0xFFFFFF80, 200}};
    }
    for (int denorm = 0; denorm < 4; ++denorm) {
      cutlm::Mode mode;
      const DenormMode d = static_cast<DenormMode>(denorm);
      // The other format's field is the opposite, so reading the wrong field shows.
      if (op.fmt.width == 32) {
        mode.denorm_f32 = d;
        mode.denorm_f16_f64 = static_cast<DenormMode>(3 - denorm);
      } else {
        mode.denorm_f16_f64 = d;
        mode.denorm_f32 = static_cast<DenormMode>(3 - denorm);
      }
      lanes += exhaustive(runner, spec, fixed_instance(info, spec, false, false), domains, mode);
      ++configurations;
      if (HasFailure()) return;
    }
  }
  report("division helpers and ldexp, denormal operands per mode", configurations, lanes);
}

// div_scale of a denormal denominator, on the oracle: with f32 denormals flushed a denormal
// denominator is a zero, so div_scale gives the NaN (VCC set, the numerator being far above it);
// with denormals kept it is scaled up by 2^64.
TEST(ValuFpArithDivision, DivScaleDenormalDenominatorOracle) {
  In in;
  in.s = {0x00000001, 0x00000001, 0x3F800000};  // den = den, 1.0 / smallest denormal
  in.mode.denorm_f32 = DenormMode::Flush;
  Out flushed_out = div_scale_oracle(kF32, in);
  EXPECT_EQ(flushed_out.value, 0xFFC00000u);
  EXPECT_TRUE(flushed_out.bit);
  in.mode.denorm_f32 = DenormMode::FlushOut;  // inputs kept
  Out kept = div_scale_oracle(kF32, in);
  EXPECT_EQ(kept.value, 0x15000000u);  // 2^-149 * 2^64 = 2^-85
  EXPECT_TRUE(kept.bit);
  // div_fixup: a flushed denormal numerator is 0/y = +-0, whatever the estimate says.
  In fix;
  fix.s = {0xFFC00000, 0x3F800000, 0x80000005};
  fix.mode.denorm_f32 = DenormMode::FlushIn;
  EXPECT_EQ(div_fixup_oracle(kF32, fix).value, 0x80000000u);
  fix.mode.denorm_f32 = DenormMode::FlushOut;
  EXPECT_EQ(div_fixup_oracle(kF32, fix).value, 0xFF800000u);  // the NaN estimate overflows
}

}  // namespace
