// The floating-point core (model/fp/fp.h) against GNU MPFR: add, sub, mul, fma, div, sqrt and
// format conversions in every rounding mode and denormal mode, on special, boundary and random
// values of each format. MPFR rounds once at the target precision with the target's exponent
// range and denormals (mpfr_subnormalize), which is the IEEE definition; the test's own code
// decodes and encodes bit patterns and applies the contract's flush and NaN rules.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fp/fp.h"

namespace {

using cutlm::RoundMode;
using cutlm::fp::Env;
using cutlm::fp::Format;

struct Layout {
  int bits, exp_bits, frac_bits;
};
Layout layout(Format f) {
  return f == Format::F16   ? Layout{16, 5, 10}
         : f == Format::F32 ? Layout{32, 8, 23}
                            : Layout{64, 11, 52};
}
uint64_t mask(int bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }
uint64_t exp_field(uint64_t x, const Layout& l) { return x >> l.frac_bits & mask(l.exp_bits); }
uint64_t frac_field(uint64_t x, const Layout& l) { return x & mask(l.frac_bits); }
bool negative(uint64_t x, const Layout& l) { return (x >> (l.bits - 1) & 1) != 0; }
bool nan_pattern(uint64_t x, const Layout& l) {
  return exp_field(x, l) == mask(l.exp_bits) && frac_field(x, l) != 0;
}
bool denormal_pattern(uint64_t x, const Layout& l) {
  return exp_field(x, l) == 0 && frac_field(x, l) != 0;
}
uint64_t signed_zero(uint64_t x, const Layout& l) { return x & (1ull << (l.bits - 1)); }
uint64_t quieted(uint64_t x, const Layout& l) { return x | 1ull << (l.frac_bits - 1); }
// An invalid operation's NaN: negative and quiet (AMD's examples show 0xFFC00000).
uint64_t canonical_nan(const Layout& l) {
  return 1ull << (l.bits - 1) | mask(l.exp_bits) << l.frac_bits | 1ull << (l.frac_bits - 1);
}

// MPFR's exponent convention: x = m * 2^e with 0.5 <= m < 1.
struct Range {
  Range(Format f) {
    const Layout l = layout(f);
    const long bias = (1L << (l.exp_bits - 1)) - 1;
    emax = bias + 1;
    emin = 1 - bias - l.frac_bits + 1;
    precision = l.frac_bits + 1;
  }
  long emin, emax;
  long precision;
};

// Sets `v` (of a wide precision) to the exact value of a finite or infinite pattern.
void set_pattern(mpfr_t v, uint64_t x, Format f) {
  const Layout l = layout(f);
  const uint64_t e = exp_field(x, l);
  const uint64_t m = frac_field(x, l);
  if (e == mask(l.exp_bits)) {
    mpfr_set_inf(v, negative(x, l) ? -1 : 1);
    return;
  }
  const long bias = (1L << (l.exp_bits - 1)) - 1;
  const uint64_t significand = e == 0 ? m : m | 1ull << l.frac_bits;
  const long scale = (e == 0 ? 1 - bias : static_cast<long>(e) - bias) - l.frac_bits;
  mpfr_set_ui_2exp(v, 0, 0, MPFR_RNDN);
  mpfr_set_uj_2exp(v, significand, scale, MPFR_RNDN);  // exact: v has >= 64 bits
  if (negative(x, l)) mpfr_neg(v, v, MPFR_RNDN);
}

// The pattern of an MPFR value that is representable in format f (already rounded).
uint64_t get_pattern(const mpfr_t v, Format f) {
  const Layout l = layout(f);
  const uint64_t sign = mpfr_signbit(v) ? 1ull << (l.bits - 1) : 0;
  if (mpfr_nan_p(v)) return canonical_nan(l);
  if (mpfr_inf_p(v)) return sign | mask(l.exp_bits) << l.frac_bits;
  if (mpfr_zero_p(v)) return sign;
  const long bias = (1L << (l.exp_bits - 1)) - 1;
  const long e = mpfr_get_exp(v) - 1;  // v = 1.xxx * 2^e
  mpfr_t scaled;
  mpfr_init2(scaled, 128);
  mpfr_abs(scaled, v, MPFR_RNDN);
  if (e < 1 - bias) {  // denormal: units of 2^(1 - bias - frac)
    mpfr_mul_2si(scaled, scaled, l.frac_bits - (1 - bias), MPFR_RNDN);
    const uint64_t m = mpfr_get_uj(scaled, MPFR_RNDN);
    mpfr_clear(scaled);
    return sign | m;
  }
  mpfr_mul_2si(scaled, scaled, l.frac_bits - e, MPFR_RNDN);
  const uint64_t m = mpfr_get_uj(scaled, MPFR_RNDN);
  mpfr_clear(scaled);
  return sign | static_cast<uint64_t>(e + bias) << l.frac_bits | (m & mask(l.frac_bits));
}

mpfr_rnd_t mpfr_mode(RoundMode m) {
  switch (m) {
    case RoundMode::NearestEven: return MPFR_RNDN;
    case RoundMode::PlusInfinity: return MPFR_RNDU;
    case RoundMode::MinusInfinity: return MPFR_RNDD;
    case RoundMode::Zero: return MPFR_RNDZ;
  }
  return MPFR_RNDN;
}

enum class Op { Add, Sub, Mul, Fma, Div, Sqrt };
int arity(Op op) { return op == Op::Sqrt ? 1 : op == Op::Fma ? 3 : 2; }
const char* op_name(Op op) {
  static const char* const kNames[] = {"add", "sub", "mul", "fma", "div", "sqrt"};
  return kNames[static_cast<int>(op)];
}

// What the contract says `op` gives, computed with MPFR.
uint64_t oracle(Op op, const uint64_t* in, Format f, const Env& env) {
  const Layout l = layout(f);
  uint64_t x[3];
  for (int i = 0; i < arity(op); ++i) {
    x[i] = in[i] & mask(l.bits);
    if (env.flush_in && denormal_pattern(x[i], l)) x[i] = signed_zero(x[i], l);
  }
  // fma: 0 * inf is invalid whatever the addend, a NaN included.
  const auto zero = [&l](uint64_t v) { return (v & mask(l.bits - 1)) == 0; };
  const auto inf = [&l](uint64_t v) {
    return (v & mask(l.bits - 1)) == mask(l.exp_bits) << l.frac_bits;
  };
  if (op == Op::Fma && ((zero(x[0]) && inf(x[1])) || (inf(x[0]) && zero(x[1])))) {
    return canonical_nan(l);
  }
  // A NaN operand is quieted only in IEEE mode.
  for (int i = 0; i < arity(op); ++i) {
    if (nan_pattern(x[i], l)) return env.ieee ? quieted(x[i], l) : x[i];
  }
  const Range range(f);
  const mpfr_exp_t old_emin = mpfr_get_emin();
  const mpfr_exp_t old_emax = mpfr_get_emax();
  mpfr_t a[3], r;
  for (int i = 0; i < 3; ++i) mpfr_init2(a[i], 128);
  mpfr_init2(r, range.precision);
  for (int i = 0; i < arity(op); ++i) set_pattern(a[i], x[i], f);
  mpfr_set_emin(range.emin);
  mpfr_set_emax(range.emax);
  const mpfr_rnd_t rnd = mpfr_mode(env.round);
  int t = 0;
  switch (op) {
    case Op::Add: t = mpfr_add(r, a[0], a[1], rnd); break;
    case Op::Sub: t = mpfr_sub(r, a[0], a[1], rnd); break;
    case Op::Mul: t = mpfr_mul(r, a[0], a[1], rnd); break;
    case Op::Fma: t = mpfr_fma(r, a[0], a[1], a[2], rnd); break;
    case Op::Div: t = mpfr_div(r, a[0], a[1], rnd); break;
    case Op::Sqrt: t = mpfr_sqrt(r, a[0], rnd); break;
  }
  t = mpfr_check_range(r, t, rnd);
  mpfr_subnormalize(r, t, rnd);
  mpfr_set_emin(old_emin);
  mpfr_set_emax(old_emax);
  uint64_t result = get_pattern(r, f);
  for (mpfr_t& v : a) mpfr_clear(v);
  mpfr_clear(r);
  if (env.flush_out && denormal_pattern(result, l)) result = signed_zero(result, l);
  return result;
}

uint64_t model(Op op, const uint64_t* in, Format f, const Env& env) {
  namespace fp = cutlm::fp;
  switch (op) {
    case Op::Add: return fp::add(in[0], in[1], f, env);
    case Op::Sub: return fp::sub(in[0], in[1], f, env);
    case Op::Mul: return fp::mul(in[0], in[1], f, env);
    case Op::Fma: return fp::fma(in[0], in[1], in[2], f, env);
    case Op::Div: return fp::div(in[0], in[1], f, env);
    case Op::Sqrt: return fp::sqrt(in[0], f, env);
  }
  return 0;
}

// Special and boundary patterns of a format, written from its layout.
std::vector<uint64_t> specials(Format f) {
  const Layout l = layout(f);
  const uint64_t sign = 1ull << (l.bits - 1);
  const uint64_t exp_all = mask(l.exp_bits) << l.frac_bits;
  const uint64_t one = (mask(l.exp_bits) >> 1) << l.frac_bits;
  std::vector<uint64_t> base = {0,
                                1,
                                2,
                                3,
                                mask(l.frac_bits),
                                mask(l.frac_bits) - 1,
                                1ull << l.frac_bits,
                                (1ull << l.frac_bits) + 1,
                                one,
                                one + 1,
                                one - 1,
                                one + (1ull << l.frac_bits),
                                one - (1ull << l.frac_bits),
                                one | 1ull << (l.frac_bits - 1),
                                exp_all - 1,
                                exp_all - 2,
                                exp_all - (1ull << l.frac_bits),
                                exp_all,
                                exp_all | 1,
                                exp_all | 1ull << (l.frac_bits - 1),
                                exp_all | mask(l.frac_bits),
                                (mask(l.exp_bits) - 1 - static_cast<uint64_t>(l.frac_bits))
                                    << l.frac_bits,
                                static_cast<uint64_t>(l.frac_bits + 1) << l.frac_bits,
                                static_cast<uint64_t>(l.frac_bits) << l.frac_bits | 3,
                                (one >> 1) + 12345 % (1ull << l.frac_bits),
                                one + (1ull << (l.frac_bits - 1)) + 1,
                                one + 2,
                                one - 2,
                                (2ull << l.frac_bits) + 5,
                                mask(l.frac_bits) >> 1,
                                1ull << (l.frac_bits - 1),
                                exp_all - (1ull << l.frac_bits) + 1};
  std::vector<uint64_t> all;
  for (uint64_t v : base) {
    all.push_back(v & mask(l.bits));
    all.push_back((v | sign) & mask(l.bits));
  }
  return all;
}

uint64_t random_pattern(std::mt19937_64& rng, Format f, const std::vector<uint64_t>& special) {
  const Layout l = layout(f);
  switch (rng() % 6) {
    case 0: return special[rng() % special.size()];
    case 1: {  // exponents near the edges of the range, where rounding meets denormals/overflow
      const uint64_t e = rng() % 2 ? rng() % (l.frac_bits + 3) : mask(l.exp_bits) - 1 - rng() % 3;
      return (rng() & 1ull) << (l.bits - 1) | e << l.frac_bits | (rng() & mask(l.frac_bits));
    }
    case 2: {  // exponents near 1.0, so that sums cancel and round
      const uint64_t bias = mask(l.exp_bits) >> 1;
      const uint64_t e = bias - 4 + rng() % 9;
      return (rng() & 1ull) << (l.bits - 1) | e << l.frac_bits | (rng() & mask(l.frac_bits));
    }
    default: return rng() & mask(l.bits);
  }
}

const RoundMode kRoundModes[] = {RoundMode::NearestEven, RoundMode::PlusInfinity,
                                 RoundMode::MinusInfinity, RoundMode::Zero};

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

bool long_mode() {
  const char* v = std::getenv("CUTLM_LONG");
  return v != nullptr && *v != '\0' && *v != '0';
}

// Runs `count` cases of `op` in format f, spread over every rounding and denormal mode.
void check_random(Op op, Format f, uint64_t count) {
  std::mt19937_64 rng(0xF00D + static_cast<uint64_t>(op) * 7 + static_cast<uint64_t>(f));
  const std::vector<uint64_t> special = specials(f);
  int failures = 0;
  for (uint64_t n = 0; n < count && failures < 10; ++n) {
    Env env;
    env.round = kRoundModes[n % 4];
    env.flush_in = (n / 4 % 2) != 0;
    env.flush_out = (n / 8 % 2) != 0;
    env.ieee = (n / 16 % 2) == 0;
    uint64_t in[3];
    for (uint64_t& v : in) v = random_pattern(rng, f, special);
    const uint64_t expected = oracle(op, in, f, env);
    const uint64_t actual = model(op, in, f, env);
    if (expected != actual) {
      ++failures;
      ADD_FAILURE() << op_name(op) << " f" << layout(f).bits << " round "
                    << static_cast<int>(env.round) << " flush_in " << env.flush_in << " flush_out "
                    << env.flush_out << " inputs " << hex(in[0]) << " " << hex(in[1]) << " "
                    << hex(in[2]) << ": expected " << hex(expected) << ", got " << hex(actual);
    }
  }
  std::printf("  %s f%d: %llu cases\n", op_name(op), layout(f).bits,
              static_cast<unsigned long long>(count));
}

uint64_t default_count() { return long_mode() ? 10000000 : 100000; }

TEST(FpCore, AddSubMulF32) {
  for (Op op : {Op::Add, Op::Sub, Op::Mul}) check_random(op, Format::F32, default_count());
}
TEST(FpCore, AddSubMulF64) {
  for (Op op : {Op::Add, Op::Sub, Op::Mul}) check_random(op, Format::F64, default_count());
}
TEST(FpCore, FmaDivSqrtF32F64) {
  for (Format f : {Format::F32, Format::F64}) {
    for (Op op : {Op::Fma, Op::Div, Op::Sqrt}) check_random(op, f, default_count());
  }
}

// f16: every value against every special value in the other position, in every mode; fma
// with the third operand drawn from the specials too.
TEST(FpCore, F16EveryValueAgainstSpecials) {
  const std::vector<uint64_t> special = specials(Format::F16);
  ASSERT_GE(special.size(), 64u);
  uint64_t cases = 0;
  int failures = 0;
  for (int mode = 0; mode < 16 && failures < 10; ++mode) {
    Env env;
    env.round = kRoundModes[mode % 4];
    env.flush_in = (mode / 4 % 2) != 0;
    env.flush_out = (mode / 8) != 0;
    env.ieee = mode % 3 != 2;  // five of the sixteen without IEEE mode
    // The full cross product in nearest-even without flushing; a stride elsewhere keeps the
    // default run short (every value is still reached across the modes).
    const uint64_t stride = mode == 0 || long_mode() ? 1 : 13;
    for (uint64_t a = mode % stride; a < 0x10000 && failures < 10; a += stride) {
      for (std::size_t k = 0; k < special.size(); ++k) {
        const uint64_t b = special[k];
        const uint64_t c = special[(k * 7 + a) % special.size()];
        for (Op op : {Op::Add, Op::Mul, Op::Fma, Op::Div, Op::Sqrt}) {
          uint64_t in[3] = {a, b, c};
          if ((a + k) % 2 == 1) std::swap(in[0], in[1]);
          const uint64_t expected = oracle(op, in, Format::F16, env);
          const uint64_t actual = model(op, in, Format::F16, env);
          ++cases;
          if (expected != actual && ++failures <= 10) {
            ADD_FAILURE() << op_name(op) << " f16 mode " << mode << " inputs " << hex(in[0]) << " "
                          << hex(in[1]) << " " << hex(in[2]) << ": expected " << hex(expected)
                          << ", got " << hex(actual);
          }
        }
      }
    }
  }
  std::printf("  %llu f16 cases\n", static_cast<unsigned long long>(cases));
}

TEST(FpCore, F16Random) {
  for (Op op : {Op::Add, Op::Sub, Op::Mul, Op::Fma, Op::Div}) {
    check_random(op, Format::F16, default_count());
  }
}

// Conversions: narrowing rounds in the destination's mode; widening is exact; NaNs are quieted
// keeping the top payload bits.
TEST(FpCore, Conversions) {
  struct Pair {
    Format from, to;
  };
  const Pair pairs[] = {{Format::F64, Format::F32}, {Format::F64, Format::F16},
                        {Format::F32, Format::F16}, {Format::F16, Format::F32},
                        {Format::F16, Format::F64}, {Format::F32, Format::F64}};
  std::mt19937_64 rng(77);
  int failures = 0;
  uint64_t cases = 0;
  for (const Pair& p : pairs) {
    const Layout lf = layout(p.from);
    const Layout lt = layout(p.to);
    const std::vector<uint64_t> special = specials(p.from);
    for (uint64_t n = 0; n < default_count() / 2 && failures < 10; ++n) {
      Env from_env, to_env;
      to_env.round = kRoundModes[n % 4];
      from_env.flush_in = (n / 4 % 2) != 0;
      to_env.flush_out = (n / 8 % 2) != 0;
      from_env.ieee = to_env.ieee = (n / 16 % 2) == 0;
      const uint64_t x =
          p.from == Format::F16 && n < 0x10000 ? n : random_pattern(rng, p.from, special);
      uint64_t expected;
      uint64_t in = from_env.flush_in && denormal_pattern(x, lf) ? signed_zero(x, lf) : x;
      if (nan_pattern(in, lf)) {
        const uint64_t payload = frac_field(in, lf);
        const uint64_t moved = lt.frac_bits >= lf.frac_bits
                                   ? payload << (lt.frac_bits - lf.frac_bits)
                                   : payload >> (lf.frac_bits - lt.frac_bits);
        // Narrowing always quiets; widening only in IEEE mode.
        const bool quiet = lt.frac_bits < lf.frac_bits || from_env.ieee;
        expected = (negative(in, lf) ? 1ull << (lt.bits - 1) : 0) |
                   mask(lt.exp_bits) << lt.frac_bits | moved |
                   (quiet ? 1ull << (lt.frac_bits - 1) : 0);
      } else {
        const Range range(p.to);
        mpfr_t a, r;
        mpfr_init2(a, 128);
        mpfr_init2(r, range.precision);
        set_pattern(a, in, p.from);
        const mpfr_exp_t old_emin = mpfr_get_emin();
        const mpfr_exp_t old_emax = mpfr_get_emax();
        mpfr_set_emin(range.emin);
        mpfr_set_emax(range.emax);
        const mpfr_rnd_t rnd = mpfr_mode(to_env.round);
        int t = mpfr_set(r, a, rnd);
        t = mpfr_check_range(r, t, rnd);
        mpfr_subnormalize(r, t, rnd);
        mpfr_set_emin(old_emin);
        mpfr_set_emax(old_emax);
        expected = get_pattern(r, p.to);
        mpfr_clear(a);
        mpfr_clear(r);
        if (to_env.flush_out && denormal_pattern(expected, lt))
          expected = signed_zero(expected, lt);
      }
      const uint64_t actual = cutlm::fp::convert(x, p.from, from_env, p.to, to_env);
      ++cases;
      if (expected != actual && ++failures <= 10) {
        ADD_FAILURE() << "convert f" << lf.bits << " -> f" << lt.bits << " " << hex(x) << " round "
                      << static_cast<int>(to_env.round) << ": expected " << hex(expected)
                      << ", got " << hex(actual);
      }
    }
  }
  std::printf("  %llu conversions\n", static_cast<unsigned long long>(cases));
}

// The rounding mode a float operation sets is undone afterwards: the host goes on rounding to
// nearest even (the invariant the fast paths rely on).
TEST(FpCore, HostRoundingRestored) {
  Env env;
  env.round = RoundMode::MinusInfinity;
  (void)cutlm::fp::add(0x3F800000, 0x33800000, Format::F32, env);
  volatile double third = 1.0;
  third /= 3.0;
  EXPECT_EQ(cutlm::fp::double_bits(third), 0x3FD5555555555555ull);
}

}  // namespace
