// VOP3P packed math, dot products, fma_mix and WMMA, plus VOP2 v_pk_fmac_f16 /
// v_dot2acc_f32_f16 and VOP3 v_dot2_f16_f16 / v_dot2_bf16_bf16, through the decoder and the
// executor on random waves (wave32 and wave64, random EXEC and MODE).
//
// Oracles: float results come from GNU MPFR (exact arithmetic, then one rounding to the target
// format with its exponent range and denormals); integer results from plain C++ written here.
// The float dot products and WMMA have an undocumented summation order: they are checked
// against the model's documented choice (exact sum, one rounding: docs/valu-semantics.md) and,
// separately, against the error bound any order of rounded steps satisfies, plus exact checks
// on inputs every order sums exactly (small integers). Encodings are checked against llvm-mc-19.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "support/errors.h"
#include "test_util.h"
#include "valu_harness.h"

namespace {

using namespace valu_harness;
using cutlm::DenormMode;
using cutlm::Mode;
using cutlm::RoundMode;

// Lane evaluations per family: the default run and CUTLM_LONG=1.
uint64_t family_lanes() {
  const uint64_t lanes = long_run() ? 10000000 : 100000;
  std::printf("  lane cases per family: %llu%s\n", static_cast<unsigned long long>(lanes),
              long_run() ? " (CUTLM_LONG)" : "");
  return lanes;
}

// ---------------------------------------------------------------------------------------------
// The test's own float formats: decoding patterns and rounding exact values with MPFR.

struct Fmt {
  unsigned bits;
  unsigned fraction_bits;
  int bias;
  int mpfr_emin;  // MPFR's exponent of the smallest denormal (value = 0.1b * 2^e)
  int mpfr_emax;
  bool f16_mode;  // follows MODE's f16/f64 fields (else the f32 ones)
};
const Fmt kF16{16, 10, 15, -23, 16, true};
const Fmt kBF16{16, 7, 127, -132, 128, false};
const Fmt kF32{32, 23, 127, -148, 128, false};

uint32_t exp_all_ones(const Fmt& f) { return ((1u << (f.bits - 1 - f.fraction_bits)) - 1); }
uint32_t sign_bit(const Fmt& f) { return 1u << (f.bits - 1); }
uint32_t frac_mask(const Fmt& f) { return (1u << f.fraction_bits) - 1; }
uint32_t exponent_of(uint32_t x, const Fmt& f) { return (x >> f.fraction_bits) & exp_all_ones(f); }
bool nan_p(uint32_t x, const Fmt& f) {
  return exponent_of(x, f) == exp_all_ones(f) && (x & frac_mask(f)) != 0;
}
bool inf_p(uint32_t x, const Fmt& f) {
  return exponent_of(x, f) == exp_all_ones(f) && (x & frac_mask(f)) == 0;
}
bool denormal_p(uint32_t x, const Fmt& f) {
  return exponent_of(x, f) == 0 && (x & frac_mask(f)) != 0;
}
uint32_t quiet_bit(const Fmt& f) { return 1u << (f.fraction_bits - 1); }
// An invalid operation's NaN: negative and quiet (AMD's examples show 0xFFC00000).
uint32_t default_nan(const Fmt& f) {
  return 1u << (f.bits - 1) | exp_all_ones(f) << f.fraction_bits | quiet_bit(f);
}

// The exact value of a finite pattern.
double value_of(uint32_t x, const Fmt& f) {
  const double fraction = x & frac_mask(f);
  const uint32_t e = exponent_of(x, f);
  const int scale = 1 - f.bias - static_cast<int>(f.fraction_bits);
  const double magnitude = e == 0 ? std::ldexp(fraction, scale)
                                  : std::ldexp(fraction + std::ldexp(1.0, f.fraction_bits),
                                               static_cast<int>(e) - 1 + scale);
  return (x & sign_bit(f)) != 0 ? -magnitude : magnitude;
}

// The pattern of a double that the format represents exactly (or an infinity).
uint32_t pattern_of(double v, const Fmt& f) {
  const uint32_t sign = std::signbit(v) ? sign_bit(f) : 0;
  const double m = std::fabs(v);
  if (std::isinf(m)) return sign | exp_all_ones(f) << f.fraction_bits;
  if (m == 0) return sign;
  int e = 0;
  std::frexp(m, &e);
  const int unbiased = e - 1;
  if (unbiased < 1 - f.bias) {
    return sign |
           static_cast<uint32_t>(std::ldexp(m, f.bias - 1 + static_cast<int>(f.fraction_bits)));
  }
  const double fraction = std::ldexp(m, static_cast<int>(f.fraction_bits) - unbiased);
  return sign | static_cast<uint32_t>(unbiased + f.bias) << f.fraction_bits |
         (static_cast<uint32_t>(fraction) & frac_mask(f));
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

RoundMode round_of(const Mode& m, const Fmt& f) {
  return f.f16_mode ? m.round_f16_f64 : m.round_f32;
}
bool flush_in(const Mode& m, const Fmt& f) {
  const DenormMode d = f.f16_mode ? m.denorm_f16_f64 : m.denorm_f32;
  return d == DenormMode::FlushIn || d == DenormMode::Flush;
}
bool flush_out(const Mode& m, const Fmt& f) {
  const DenormMode d = f.f16_mode ? m.denorm_f16_f64 : m.denorm_f32;
  return d == DenormMode::FlushOut || d == DenormMode::Flush;
}
uint32_t in_flush(uint32_t x, const Fmt& f, const Mode& m) {
  return flush_in(m, f) && denormal_p(x, f) ? x & sign_bit(f) : x;
}
uint32_t out_flush(uint32_t x, const Fmt& f, const Mode& m) {
  return flush_out(m, f) && denormal_p(x, f) ? x & sign_bit(f) : x;
}

// An exact MPFR number (wide precision) holding patterns' values and their sums.
struct Exact {
  mpfr_t v;
  Exact() {
    mpfr_init2(v, 1200);
    mpfr_set_zero(v, 1);
  }
  ~Exact() { mpfr_clear(v); }
  Exact(const Exact&) = delete;
  Exact& operator=(const Exact&) = delete;
};

void set_value(mpfr_t out, uint32_t x, const Fmt& f) {
  if (inf_p(x, f)) {
    mpfr_set_inf(out, (x & sign_bit(f)) != 0 ? -1 : 1);
  } else {
    mpfr_set_d(out, value_of(x, f), MPFR_RNDN);  // exact
  }
}

// Rounds an exact value once to format f in `mode`: exponent range, denormals, overflow.
uint32_t round_to(const mpfr_t exact, const Fmt& f, RoundMode mode) {
  const mpfr_rnd_t rnd = mpfr_mode(mode);
  if (mpfr_inf_p(exact))
    return (mpfr_signbit(exact) ? sign_bit(f) : 0) | exp_all_ones(f) << f.fraction_bits;
  mpfr_t r;
  mpfr_init2(r, static_cast<mpfr_prec_t>(f.fraction_bits + 1));
  int t = mpfr_set(r, exact, rnd);
  const mpfr_exp_t old_min = mpfr_get_emin();
  const mpfr_exp_t old_max = mpfr_get_emax();
  mpfr_set_emin(f.mpfr_emin);
  mpfr_set_emax(f.mpfr_emax);
  t = mpfr_check_range(r, t, rnd);
  mpfr_subnormalize(r, t, rnd);
  mpfr_set_emin(old_min);
  mpfr_set_emax(old_max);
  const double d = mpfr_get_d(r, MPFR_RNDN);
  mpfr_clear(r);
  return pattern_of(d, f);
}

// f's NaN `x` as a NaN of format `to`, sign and top payload bits kept; quieted unless `quiet`
// is false (a widening conversion outside IEEE mode).
uint32_t nan_to(uint32_t x, const Fmt& from, const Fmt& to, bool quiet = true) {
  const uint32_t q = quiet ? x | quiet_bit(from) : x;
  const uint32_t payload = q & frac_mask(from);
  const int shift = static_cast<int>(to.fraction_bits) - static_cast<int>(from.fraction_bits);
  const uint32_t moved = shift >= 0 ? payload << shift : payload >> -shift;
  return ((x & sign_bit(from)) != 0 ? sign_bit(to) : 0) | exp_all_ones(to) << to.fraction_bits |
         moved | (quiet ? quiet_bit(to) : 0);
}

// fma's 0 * inf: invalid whatever the addend, a NaN included.
bool invalid_product(uint32_t a, uint32_t b, const Fmt& f) {
  const uint32_t magnitude = ~sign_bit(f) & (sign_bit(f) | (sign_bit(f) - 1));
  const uint32_t inf = exp_all_ones(f) << f.fraction_bits;
  const uint32_t x = a & magnitude, y = b & magnitude;
  return (x == 0 && y == inf) || (x == inf && y == 0);
}

uint32_t clamp01(uint32_t x, const Fmt& f, const Mode& m) {
  if (nan_p(x, f)) return m.dx10_clamp ? 0 : x;
  if ((x & sign_bit(f)) != 0) return 0;
  const uint32_t one = static_cast<uint32_t>(f.bias) << f.fraction_bits;
  return x > one ? one : x;
}

// ---------------------------------------------------------------------------------------------
// Oracles of one float operation

// a * b + c (fma) or a + b (add) or a * b (mul) in f16: AMD's NaN rules, one rounding.
enum class F16Op { Fma, Add, Mul };
uint32_t f16_arith(F16Op op, uint32_t a, uint32_t b, uint32_t c, const Mode& m, bool clamp) {
  const std::array<uint32_t, 3> x = {in_flush(a, kF16, m), in_flush(b, kF16, m),
                                     in_flush(c, kF16, m)};
  const int count = op == F16Op::Fma ? 3 : 2;
  uint32_t r = 0;
  bool done = false;
  if (op == F16Op::Fma && invalid_product(x[0], x[1], kF16)) {
    r = default_nan(kF16);
    done = true;
  }
  // A NaN operand passes on, quieted only in IEEE mode.
  for (int i = 0; i < count && !done; ++i) {
    if (nan_p(x[i], kF16)) {
      r = m.ieee ? x[i] | quiet_bit(kF16) : x[i];
      done = true;
    }
  }
  if (!done) {
    Exact e, p, q, s;
    set_value(p.v, x[0], kF16);
    set_value(q.v, x[1], kF16);
    const mpfr_rnd_t rnd = mpfr_mode(m.round_f16_f64);  // exact; decides the sign of zero
    if (op == F16Op::Fma) {
      set_value(s.v, x[2], kF16);
      mpfr_fma(e.v, p.v, q.v, s.v, rnd);
    } else if (op == F16Op::Add) {
      mpfr_add(e.v, p.v, q.v, rnd);
    } else {
      mpfr_mul(e.v, p.v, q.v, rnd);
    }
    r = mpfr_nan_p(e.v) ? default_nan(kF16)
                        : out_flush(round_to(e.v, kF16, m.round_f16_f64), kF16, m);
  }
  return clamp ? out_flush(clamp01(r, kF16, m), kF16, m) : r;
}

// v_min_f16 / v_max_f16 per the documented contract, one half.
uint32_t f16_min_max(bool is_max, uint32_t a, uint32_t b, const Mode& m, bool clamp) {
  a = in_flush(a, kF16, m);
  b = in_flush(b, kF16, m);
  auto snan = [](uint32_t x) { return nan_p(x, kF16) && (x & quiet_bit(kF16)) == 0; };
  uint32_t r;
  if (m.ieee && snan(a)) {
    r = a | quiet_bit(kF16);
  } else if (m.ieee && snan(b)) {
    r = b | quiet_bit(kF16);
  } else if (nan_p(a, kF16)) {
    r = b;
  } else if (nan_p(b, kF16)) {
    r = a;
  } else {
    // -0 orders below +0; compare as signed magnitudes.
    auto key = [](uint32_t x) {
      const int mag = static_cast<int>(x & 0x7FFF);
      return (x & 0x8000) != 0 ? -mag - 1 : mag;
    };
    r = (is_max ? key(b) > key(a) : key(b) < key(a)) ? b : a;
  }
  if (clamp) r = clamp01(r, kF16, m);
  return out_flush(r, kF16, m);
}

// RDNA4's IEEE 754-2019 minimum/maximum of two halves: a NaN wins whatever MODE.IEEE says
// (quieted; a signalling one first, a before b); -0 below +0; b when equal.
uint32_t f16_minimum_maximum(bool is_max, uint32_t a, uint32_t b, const Mode& m, bool clamp) {
  a = in_flush(a, kF16, m);
  b = in_flush(b, kF16, m);
  auto snan = [](uint32_t x) { return nan_p(x, kF16) && (x & quiet_bit(kF16)) == 0; };
  uint32_t r;
  if (snan(a)) {
    r = a | quiet_bit(kF16);
  } else if (snan(b)) {
    r = b | quiet_bit(kF16);
  } else if (nan_p(a, kF16)) {
    r = a;
  } else if (nan_p(b, kF16)) {
    r = b;
  } else {
    const double x = value_of(a, kF16);
    const double y = value_of(b, kF16);
    const bool a_first = is_max ? (x > y || (x == y && (a & 0x8000) == 0 && (b & 0x8000) != 0))
                                : (x < y || (x == y && (a & 0x8000) != 0 && (b & 0x8000) == 0));
    r = a_first ? a : b;
  }
  if (clamp) r = clamp01(r, kF16, m);
  return out_flush(r, kF16, m);
}

// RDNA4's v_pk_min_num/v_pk_max_num_f16, one half: IEEE 754-2019 minimumNumber/maximumNumber
// (9.6: a number beside a NaN, quiet or signalling, is the result; two NaNs give a quiet NaN,
// a's as AMD's guide picks it), whatever MODE.IEEE says; -0 below +0; b when equal.
uint32_t f16_min_max_number(bool is_max, uint32_t a, uint32_t b, const Mode& m, bool clamp) {
  a = in_flush(a, kF16, m);
  b = in_flush(b, kF16, m);
  uint32_t r;
  if (nan_p(a, kF16) && nan_p(b, kF16)) {
    r = a | quiet_bit(kF16);
  } else if (nan_p(a, kF16)) {
    r = b;
  } else if (nan_p(b, kF16)) {
    r = a;
  } else {
    const double x = value_of(a, kF16);
    const double y = value_of(b, kF16);
    const bool a_first = is_max ? (x > y || (x == y && (a & 0x8000) == 0 && (b & 0x8000) != 0))
                                : (x < y || (x == y && (a & 0x8000) != 0 && (b & 0x8000) == 0));
    r = a_first ? a : b;
  }
  if (clamp) r = clamp01(r, kF16, m);
  return out_flush(r, kF16, m);
}

// A float dot product: every term exact, summed exactly, one rounding (the model's choice).
// Patterns a/b in `in`, c and the result in `acc`.
uint32_t exact_dot(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b, const Fmt& in,
                   uint32_t c, const Fmt& acc, const Mode& m) {
  std::vector<uint32_t> x;
  for (std::size_t i = 0; i < a.size(); ++i) {
    x.push_back(in_flush(a[i], in, m));
    x.push_back(in_flush(b[i], in, m));
  }
  c = in_flush(c, acc, m);
  for (uint32_t v : x) {
    if (nan_p(v, in)) return nan_to(v, in, acc);
  }
  if (nan_p(c, acc)) return c | quiet_bit(acc);
  const mpfr_rnd_t rnd = mpfr_mode(round_of(m, acc));
  Exact sum, p, q, prod;
  set_value(sum.v, c, acc);
  for (std::size_t i = 0; i < a.size(); ++i) {
    set_value(p.v, x[2 * i], in);
    set_value(q.v, x[2 * i + 1], in);
    mpfr_mul(prod.v, p.v, q.v, rnd);  // exact at 1200 bits
    if (mpfr_nan_p(prod.v)) return default_nan(acc);
    mpfr_add(sum.v, sum.v, prod.v, rnd);  // exact; IEEE signs of zero
    if (mpfr_nan_p(sum.v)) return default_nan(acc);
  }
  return out_flush(round_to(sum.v, acc, round_of(m, acc)), acc, m);
}

// The bound any summation order satisfies when every step (product and addition) is rounded
// to the accumulator's precision: |result - exact| <= (steps + 1) * u * (sum of |terms| + |c|)
// + (steps + 1) * (smallest denormal), u = 2^-p. Only for finite results without overflow.
bool within_order_bound(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b,
                        const Fmt& in, uint32_t c, const Fmt& acc, const Mode& m, uint32_t result,
                        std::string* why) {
  double total = std::fabs(value_of(in_flush(c, acc, m), acc));
  long double exact = value_of(in_flush(c, acc, m), acc);
  for (std::size_t i = 0; i < a.size(); ++i) {
    const uint32_t p = in_flush(a[i], in, m);
    const uint32_t q = in_flush(b[i], in, m);
    if (nan_p(p, in) || nan_p(q, in) || inf_p(p, in) || inf_p(q, in)) return true;
    const double product = value_of(p, in) * value_of(q, in);  // exact: <= 48 bits
    total += std::fabs(product);
    exact += product;
  }
  if (nan_p(c, acc) || inf_p(c, acc) || !std::isfinite(total)) return true;
  const double largest =
      std::ldexp(2.0 - std::ldexp(1.0, -static_cast<int>(acc.fraction_bits)), acc.bias);
  if (total >= largest) return true;  // an intermediate sum could overflow
  if (nan_p(result, acc) || inf_p(result, acc)) {
    *why = "non-finite result";
    return false;
  }
  const double steps = 2.0 * static_cast<double>(a.size()) + 1;
  const double u = std::ldexp(1.0, -static_cast<int>(acc.fraction_bits));
  const double tiny = std::ldexp(1.0, 1 - acc.bias - static_cast<int>(acc.fraction_bits));
  // Flushing denormal results moves them by less than 2^emin.
  const double flush_slack = flush_out(m, acc) ? std::ldexp(1.0, 1 - acc.bias) : 0.0;
  const double bound = steps * u * total * 1.0000001 + steps * tiny + flush_slack;
  const long double error = std::fabs(static_cast<long double>(value_of(result, acc)) - exact);
  if (error <= bound) return true;
  char text[160];
  std::snprintf(text, sizeof text, "error %.6Lg above the any-order bound %.6g", error, bound);
  *why = text;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Adapter between the harness and packed sources: the harness fetches a float inline constant in
// the operand's table width (an f32 pattern for a 32-bit packed source), while packed f16/bf16
// operations receive the 16-bit constant in bits [15:0] (LLVM's description of the hardware).
// The `prepare` hook records which source is a constant, and the old destination (the addend of
// the VOP2 accumulating forms), for the oracles.

struct Current {
  std::array<uint16_t, 3> codes{};
  std::array<bool, 3> high{};  // a 16-bit VOP3 source read from bits [31:16]
  int num_src = 0;
  const WaveState* wave = nullptr;
  int vdst = -1;
  isa::Format format = isa::Format::VOP3P;
} g_current;

bool is_float_constant(uint16_t code) { return code >= 240 && code <= 248; }

uint32_t constant_f16(uint16_t code) { return static_cast<uint32_t>(float_constant(code, 16)); }
uint32_t constant_bf16(uint16_t code) {
  return static_cast<uint32_t>(float_constant(code, 32) >> 16);
}

// A 32-bit packed source as the operation receives it.
enum class Pack { F16, BF16, Raw };
uint32_t packed_src(const In& in, int i, Pack pack) {
  const uint16_t code = g_current.codes[i];
  if (pack != Pack::Raw && is_float_constant(code)) {
    return pack == Pack::F16 ? constant_f16(code) : constant_bf16(code);
  }
  return static_cast<uint32_t>(in.s[i]);
}

uint32_t old_dest(const In& in) { return g_current.wave->vgpr(g_current.vdst, in.lane); }

// Bf16 pairs in every register, SGPR and literal source i reads.
void refill_bf16(Rng& rng, Instance& ins, int i, WaveState& w) {
  auto pair = [&rng]() {
    return static_cast<uint32_t>(random_float(rng, 32) >> 16) |
           static_cast<uint32_t>(random_float(rng, 32) >> 16) << 16;
  };
  const Source& s = ins.src[i];
  if (s.code >= kVgpr0) {
    for (int lane = 0; lane < 64; ++lane) w.set_vgpr(s.code - kVgpr0, lane, pair());
  } else if (s.code < 106) {
    w.sreg_storage()[s.code] = pair();
  } else if (s.code == kLiteralCode) {
    ins.literal = pair();
  }
}

std::function<void(Rng&, Instance&, WaveState&)> record(
    std::function<void(Rng&, Instance&, WaveState&)> refill = nullptr) {
  return [refill](Rng& rng, Instance& ins, WaveState& w) {
    if (refill) refill(rng, ins, w);
    for (int i = 0; i < 3; ++i) {
      g_current.codes[i] = ins.src[i].code;
      g_current.high[i] = ins.src[i].high;
    }
    g_current.num_src = ins.num_src;
    g_current.wave = &w;
    g_current.vdst = ins.vdst;
    g_current.format = ins.info->format;
  };
}

// op_sel_hi as the operation sees it: the VOP2 forms behave as the default [1,1,1].
uint8_t opsel_hi_of(const In& in) {
  return g_current.format == isa::Format::VOP3P ? in.opsel_hi : 7;
}

// The 16-bit operand of source i for the low or high result, neg_lo/neg_hi applied if `negate`.
uint32_t lane_half(const In& in, uint32_t raw, int i, bool high, bool negate) {
  const bool upper = ((high ? opsel_hi_of(in) : in.opsel) >> i & 1) != 0;
  uint32_t v = upper ? raw >> 16 : raw & 0xFFFF;
  if (negate && ((high ? in.neg_hi : in.neg) >> i & 1) != 0) v ^= 0x8000;
  return v;
}

// ---------------------------------------------------------------------------------------------
// Packed f16

OpSpec packed_f16(const char* name,
                  std::function<uint32_t(const In&, const std::array<uint32_t, 3>&, bool)> half) {
  OpSpec spec{name, Kind::Value, [half](const In& in) {
                std::array<uint32_t, 3> raw{};
                for (int i = 0; i < g_current.num_src; ++i) raw[i] = packed_src(in, i, Pack::F16);
                return val(half(in, raw, false) | half(in, raw, true) << 16);
              }};
  spec.values = Values::F16;
  spec.float_modifiers = true;
  spec.random_mode = true;
  spec.prepare = record();
  return spec;
}

std::vector<OpSpec> packed_f16_ops() {
  auto operands = [](const In& in, const std::array<uint32_t, 3>& raw, bool high, int count) {
    std::array<uint32_t, 3> x{};
    for (int i = 0; i < count; ++i) x[i] = lane_half(in, raw[i], i, high, true);
    return x;
  };
  std::vector<OpSpec> ops;
  ops.push_back(packed_f16("V_PK_FMA_F16", [operands](const In& in, const auto& raw, bool high) {
    const auto x = operands(in, raw, high, 3);
    return f16_arith(F16Op::Fma, x[0], x[1], x[2], in.mode, in.clamp);
  }));
  ops.push_back(packed_f16("V_PK_ADD_F16", [operands](const In& in, const auto& raw, bool high) {
    const auto x = operands(in, raw, high, 2);
    return f16_arith(F16Op::Add, x[0], x[1], 0, in.mode, in.clamp);
  }));
  ops.push_back(packed_f16("V_PK_MUL_F16", [operands](const In& in, const auto& raw, bool high) {
    const auto x = operands(in, raw, high, 2);
    return f16_arith(F16Op::Mul, x[0], x[1], 0, in.mode, in.clamp);
  }));
  ops.push_back(packed_f16("V_PK_MIN_F16", [operands](const In& in, const auto& raw, bool high) {
    const auto x = operands(in, raw, high, 2);
    return f16_min_max(false, x[0], x[1], in.mode, in.clamp);
  }));
  ops.push_back(packed_f16("V_PK_MAX_F16", [operands](const In& in, const auto& raw, bool high) {
    const auto x = operands(in, raw, high, 2);
    return f16_min_max(true, x[0], x[1], in.mode, in.clamp);
  }));
  for (bool is_max : {false, true}) {
    OpSpec spec = packed_f16(is_max ? "V_PK_MAXIMUM_F16" : "V_PK_MINIMUM_F16",
                             [operands, is_max](const In& in, const auto& raw, bool high) {
                               const auto x = operands(in, raw, high, 2);
                               return f16_minimum_maximum(is_max, x[0], x[1], in.mode, in.clamp);
                             });
    spec.arch = isa::Arch::Gfx1200;
    ops.push_back(spec);
  }
  for (bool is_max : {false, true}) {
    OpSpec spec = packed_f16(is_max ? "V_PK_MAX_NUM_F16" : "V_PK_MIN_NUM_F16",
                             [operands, is_max](const In& in, const auto& raw, bool high) {
                               const auto x = operands(in, raw, high, 2);
                               return f16_min_max_number(is_max, x[0], x[1], in.mode, in.clamp);
                             });
    spec.arch = isa::Arch::Gfx1200;
    ops.push_back(spec);
  }
  // VOP2: the destination is the addend; no modifiers.
  OpSpec fmac{"V_PK_FMAC_F16", Kind::Value, [](const In& in) {
                const uint32_t s0 = packed_src(in, 0, Pack::F16);
                const uint32_t s1 = static_cast<uint32_t>(in.s[1]);
                const uint32_t d = old_dest(in);
                const uint32_t lo =
                    f16_arith(F16Op::Fma, s0 & 0xFFFF, s1 & 0xFFFF, d & 0xFFFF, in.mode, false);
                const uint32_t hi =
                    f16_arith(F16Op::Fma, s0 >> 16, s1 >> 16, d >> 16, in.mode, false);
                return val(lo | hi << 16);
              }};
  fmac.values = Values::F16;
  fmac.random_mode = true;
  fmac.prepare = record();
  ops.push_back(fmac);
  return ops;
}

TEST(ValuPacked, F16Random) { random_family(packed_f16_ops(), family_lanes()); }

// ---------------------------------------------------------------------------------------------
// Packed 16-bit integers

template <typename T>
uint32_t saturate_or_wrap(int64_t exact, bool saturate) {
  if (saturate) {
    exact =
        std::clamp<int64_t>(exact, std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }
  return static_cast<uint32_t>(exact) & 0xFFFF;
}

OpSpec packed_int(const char* name, std::function<uint32_t(const In&, int64_t, int64_t, int64_t)> f,
                  bool is_signed) {
  OpSpec spec{name, Kind::Value, [f, is_signed](const In& in) {
                uint32_t out = 0;
                for (int h = 0; h < 2; ++h) {
                  std::array<int64_t, 3> x{};
                  for (int i = 0; i < 3; ++i) {
                    const uint32_t v =
                        lane_half(in, packed_src(in, i, Pack::Raw), i, h == 1, false);
                    x[i] = is_signed ? static_cast<int16_t>(v) : static_cast<int64_t>(v);
                  }
                  out |= (f(in, x[0], x[1], x[2]) & 0xFFFF) << (16 * h);
                }
                return val(out);
              }};
  spec.prepare = record();
  return spec;
}

std::vector<OpSpec> packed_int_ops() {
  std::vector<OpSpec> ops;
  using I = int16_t;
  using U = uint16_t;
  auto add = [](auto tag) {
    using T = decltype(tag);
    return [](const In& in, int64_t a, int64_t b, int64_t) {
      return saturate_or_wrap<T>(a + b, in.clamp);
    };
  };
  auto sub = [](auto tag) {
    using T = decltype(tag);
    return [](const In& in, int64_t a, int64_t b, int64_t) {
      return saturate_or_wrap<T>(a - b, in.clamp);
    };
  };
  auto mad = [](auto tag) {
    using T = decltype(tag);
    return [](const In& in, int64_t a, int64_t b, int64_t c) {
      return saturate_or_wrap<T>(a * b + c, in.clamp);
    };
  };
  auto lo = [](int64_t a, int64_t b) { return static_cast<uint32_t>(a < b ? a : b); };
  auto hi = [](int64_t a, int64_t b) { return static_cast<uint32_t>(a > b ? a : b); };
  ops.push_back(packed_int("V_PK_ADD_U16", add(U{}), false));
  ops.push_back(packed_int("V_PK_ADD_I16", add(I{}), true));
  ops.push_back(packed_int("V_PK_SUB_U16", sub(U{}), false));
  ops.push_back(packed_int("V_PK_SUB_I16", sub(I{}), true));
  ops.push_back(packed_int("V_PK_MAD_U16", mad(U{}), false));
  ops.push_back(packed_int("V_PK_MAD_I16", mad(I{}), true));
  ops.push_back(packed_int(
      "V_PK_MUL_LO_U16",
      [](const In& in, int64_t a, int64_t b, int64_t) {
        return saturate_or_wrap<U>(a * b, in.clamp);
      },
      false));
  ops.push_back(packed_int(
      "V_PK_MIN_U16", [lo](const In&, int64_t a, int64_t b, int64_t) { return lo(a, b); }, false));
  ops.push_back(packed_int(
      "V_PK_MIN_I16", [lo](const In&, int64_t a, int64_t b, int64_t) { return lo(a, b); }, true));
  ops.push_back(packed_int(
      "V_PK_MAX_U16", [hi](const In&, int64_t a, int64_t b, int64_t) { return hi(a, b); }, false));
  ops.push_back(packed_int(
      "V_PK_MAX_I16", [hi](const In&, int64_t a, int64_t b, int64_t) { return hi(a, b); }, true));
  // Shifts: the amount is the low 4 bits of the src0 operand (read unsigned), the value src1's.
  ops.push_back(packed_int(
      "V_PK_LSHLREV_B16",
      [](const In&, int64_t a, int64_t b, int64_t) { return static_cast<uint32_t>(b) << (a & 15); },
      false));
  ops.push_back(packed_int(
      "V_PK_LSHRREV_B16",
      [](const In&, int64_t a, int64_t b, int64_t) {
        return static_cast<uint32_t>(b & 0xFFFF) >> (a & 15);
      },
      false));
  ops.push_back(packed_int(
      "V_PK_ASHRREV_I16",
      [](const In&, int64_t a, int64_t b, int64_t) {
        const int64_t value = static_cast<int16_t>(static_cast<uint16_t>(b));
        return static_cast<uint32_t>(value >> (a & 15));
      },
      false));
  return ops;
}

TEST(ValuPacked, IntegerRandom) { random_family(packed_int_ops(), family_lanes()); }

// Every pair of a set of boundary halves, in both halves at once, with and without clamp.
TEST(ValuPacked, IntegerBoundaries) {
  const std::vector<OpSpec> ops = packed_int_ops();
  std::vector<uint64_t> halves = {0,      1,      2,      0x7F,   0x80,   0xFF, 0x100, 0x7FFE,
                                  0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF, 15,   16,    17};
  std::vector<uint64_t> words;
  for (uint64_t lo : halves) words.push_back(lo | (halves[(lo * 7) % halves.size()] << 16));
  Runner runner(test_seed());
  uint64_t lanes = 0;
  for (const OpSpec& spec : ops) {
    for (const isa::InstInfo* info : encodings_of(spec.name)) {
      for (bool clamp : {false, true}) {
        Instance ins = fixed_instance(info, spec, false, false);
        ins.clamp = clamp;
        encode(ins);
        if (!decodes(ins)) continue;
        WaveState scratch(32);
        record()(runner.rng, ins, scratch);
        lanes += exhaustive(runner, spec, ins, {words});
      }
    }
  }
  report("packed integer boundaries", static_cast<int>(ops.size()), lanes);
  EXPECT_GT(lanes, 0u);
}

// ---------------------------------------------------------------------------------------------
// Float dot products

uint32_t scalar_abs_neg(uint32_t x, uint32_t sign, bool abs, bool neg) {
  if (abs) x &= ~sign;
  if (neg) x ^= sign;
  return x;
}

std::vector<OpSpec> float_dot_ops() {
  std::vector<OpSpec> ops;
  // VOP3P: packed operand rules for src0/src1; src2 an f32 with neg_hi = abs, neg_lo = neg.
  for (const bool bf16 : {false, true}) {
    OpSpec spec{bf16 ? "V_DOT2_F32_BF16" : "V_DOT2_F32_F16", Kind::Value, [bf16](const In& in) {
                  const Fmt& f = bf16 ? kBF16 : kF16;
                  const Pack pack = bf16 ? Pack::BF16 : Pack::F16;
                  const uint32_t s0 = packed_src(in, 0, pack);
                  const uint32_t s1 = packed_src(in, 1, pack);
                  const std::vector<uint32_t> a = {lane_half(in, s0, 0, false, true),
                                                   lane_half(in, s0, 0, true, true)};
                  const std::vector<uint32_t> b = {lane_half(in, s1, 1, false, true),
                                                   lane_half(in, s1, 1, true, true)};
                  const uint32_t c = scalar_abs_neg(static_cast<uint32_t>(in.s[2]), 0x80000000u,
                                                    (in.neg_hi & 4) != 0, (in.neg & 4) != 0);
                  uint32_t r = exact_dot(a, b, f, c, kF32, in.mode);
                  if (in.clamp) r = out_flush(clamp01(r, kF32, in.mode), kF32, in.mode);
                  return val(r);
                }};
    spec.values = Values::F16;
    spec.source_values[2] = Values::F32;
    spec.float_modifiers = true;
    spec.random_mode = true;
    spec.prepare = bf16 ? record([](Rng& rng, Instance& ins, WaveState& w) {
      refill_bf16(rng, ins, 0, w);
      refill_bf16(rng, ins, 1, w);
    })
                        : record();
    ops.push_back(spec);
  }
  // VOP3: abs/neg on both halves of src0/src1 (model choice), src2 and the result 16-bit.
  for (const bool bf16 : {false, true}) {
    OpSpec spec{bf16 ? "V_DOT2_BF16_BF16" : "V_DOT2_F16_F16", Kind::Value, [bf16](const In& in) {
                  const Fmt& f = bf16 ? kBF16 : kF16;
                  const Pack pack = bf16 ? Pack::BF16 : Pack::F16;
                  auto mod = [&in](uint32_t x, int i) {
                    return scalar_abs_neg(x, 0x8000, (in.abs >> i & 1) != 0,
                                          (in.neg >> i & 1) != 0);
                  };
                  const uint32_t s0 = packed_src(in, 0, pack);
                  const uint32_t s1 = packed_src(in, 1, pack);
                  uint32_t s2 = static_cast<uint32_t>(in.s[2]);
                  if (bf16 && is_float_constant(g_current.codes[2])) {
                    // A constant's high half reads as 0.
                    s2 = g_current.high[2] ? 0 : constant_bf16(g_current.codes[2]);
                  }
                  const std::vector<uint32_t> a = {mod(s0 & 0xFFFF, 0), mod(s0 >> 16, 0)};
                  const std::vector<uint32_t> b = {mod(s1 & 0xFFFF, 1), mod(s1 >> 16, 1)};
                  return val(exact_dot(a, b, f, mod(s2, 2), f, in.mode));
                }};
    spec.values = Values::F16;
    spec.float_modifiers = true;
    spec.random_mode = true;
    spec.prepare = bf16 ? record([](Rng& rng, Instance& ins, WaveState& w) {
      for (int i = 0; i < 3; ++i) refill_bf16(rng, ins, i, w);
    })
                        : record();
    ops.push_back(spec);
  }
  OpSpec acc{"V_DOT2ACC_F32_F16", Kind::Value, [](const In& in) {
               const uint32_t s0 = packed_src(in, 0, Pack::F16);
               const uint32_t s1 = static_cast<uint32_t>(in.s[1]);
               return val(exact_dot({s0 & 0xFFFF, s0 >> 16}, {s1 & 0xFFFF, s1 >> 16}, kF16,
                                    old_dest(in), kF32, in.mode));
             }};
  acc.values = Values::F16;
  acc.random_mode = true;
  acc.prepare = record([](Rng& rng, Instance& ins, WaveState& w) {
    // The destination holds f32 addends.
    for (int lane = 0; lane < 64; ++lane) {
      w.set_vgpr(ins.vdst, lane, static_cast<uint32_t>(random_float(rng, 32)));
    }
  });
  ops.push_back(acc);
  return ops;
}

TEST(ValuPacked, FloatDotRandom) { random_family(float_dot_ops(), family_lanes()); }

// ---------------------------------------------------------------------------------------------
// Integer dot products

std::vector<OpSpec> int_dot_ops() {
  std::vector<OpSpec> ops;
  struct Form {
    const char* name;
    unsigned bits;
    bool signed_result;
  };
  for (const Form form : {Form{"V_DOT4_I32_IU8", 8, true}, Form{"V_DOT4_U32_U8", 8, false},
                          Form{"V_DOT8_I32_IU4", 4, true}, Form{"V_DOT8_U32_U4", 4, false}}) {
    OpSpec spec{form.name, Kind::Value, [form](const In& in) {
                  const uint32_t s0 = packed_src(in, 0, Pack::Raw);
                  const uint32_t s1 = packed_src(in, 1, Pack::Raw);
                  const uint32_t s2 = packed_src(in, 2, Pack::Raw);
                  const bool a_signed = form.signed_result && (in.neg & 1) != 0;
                  const bool b_signed = form.signed_result && (in.neg & 2) != 0;
                  Wide sum = form.signed_result ? sext(s2, 32) : zext(s2, 32);
                  for (unsigned k = 0; k * form.bits < 32; ++k) {
                    const uint64_t x = s0 >> (k * form.bits);
                    const uint64_t y = s1 >> (k * form.bits);
                    sum += (a_signed ? sext(x, form.bits) : zext(x, form.bits)) *
                           (b_signed ? sext(y, form.bits) : zext(y, form.bits));
                  }
                  if (in.clamp) {
                    const Wide lo = form.signed_result ? -(static_cast<Wide>(1) << 31) : 0;
                    const Wide hi = form.signed_result ? (static_cast<Wide>(1) << 31) - 1
                                                       : (static_cast<Wide>(1) << 32) - 1;
                    sum = sum < lo ? lo : sum > hi ? hi : sum;
                  }
                  return val(static_cast<uint64_t>(sum) & 0xFFFFFFFF);
                }};
    spec.float_modifiers = true;  // neg_lo picks signedness; random neg bits and clamp
    spec.prepare = record();
    ops.push_back(spec);
  }
  return ops;
}

TEST(ValuPacked, IntegerDotRandom) { random_family(int_dot_ops(), family_lanes()); }

// ---------------------------------------------------------------------------------------------
// fma_mix

std::vector<OpSpec> mix_ops() {
  std::vector<OpSpec> ops;
  for (const char* name : {"V_FMA_MIX_F32", "V_FMA_MIXLO_F16", "V_FMA_MIXHI_F16"}) {
    const bool f32_result = std::string(name) == "V_FMA_MIX_F32";
    OpSpec spec{name, Kind::Value, [f32_result](const In& in) {
                  const Mode& m = in.mode;
                  std::array<uint32_t, 3> x{};  // f32 operands after modifiers and flushing
                  for (int i = 0; i < 3; ++i) {
                    const bool f16 = (in.opsel_hi >> i & 1) != 0;
                    const bool abs = (in.neg_hi >> i & 1) != 0;
                    const bool neg = (in.neg >> i & 1) != 0;
                    if (f16) {
                      const uint32_t raw = packed_src(in, i, Pack::F16);
                      uint32_t h = (in.opsel >> i & 1) != 0 ? raw >> 16 : raw & 0xFFFF;
                      h = in_flush(scalar_abs_neg(h, 0x8000, abs, neg), kF16, m);
                      x[i] = nan_p(h, kF16) ? nan_to(h, kF16, kF32, m.ieee)
                                            : pattern_of(value_of(h, kF16), kF32);
                      if (inf_p(h, kF16))
                        x[i] = ((h & 0x8000) != 0 ? 0x80000000u : 0) | 0x7F800000u;
                    } else {
                      x[i] = in_flush(
                          scalar_abs_neg(static_cast<uint32_t>(in.s[i]), 0x80000000u, abs, neg),
                          kF32, m);
                    }
                  }
                  uint32_t r = 0;
                  bool nan = false;
                  if (invalid_product(x[0], x[1], kF32)) {
                    r = default_nan(kF32);
                    nan = true;
                  }
                  for (int i = 0; i < 3 && !nan; ++i) {
                    if (nan_p(x[i], kF32)) {
                      r = m.ieee ? x[i] | quiet_bit(kF32) : x[i];
                      nan = true;
                    }
                  }
                  if (!nan) {
                    Exact e, p, q, s;
                    set_value(p.v, x[0], kF32);
                    set_value(q.v, x[1], kF32);
                    set_value(s.v, x[2], kF32);
                    mpfr_fma(e.v, p.v, q.v, s.v, mpfr_mode(m.round_f32));
                    r = mpfr_nan_p(e.v) ? default_nan(kF32)
                                        : out_flush(round_to(e.v, kF32, m.round_f32), kF32, m);
                  }
                  if (f32_result) {
                    if (in.clamp) r = out_flush(clamp01(r, kF32, m), kF32, m);
                    return val(r);
                  }
                  // Then to f16 in the f16 MODE.
                  uint32_t h;
                  if (nan_p(r, kF32)) {
                    h = nan_to(r, kF32, kF16);
                  } else {
                    Exact e;
                    set_value(e.v, r, kF32);
                    h = out_flush(round_to(e.v, kF16, m.round_f16_f64), kF16, m);
                  }
                  if (in.clamp) h = out_flush(clamp01(h, kF16, m), kF16, m);
                  return val(h);
                }};
    spec.values = Values::F16;
    spec.float_modifiers = true;
    spec.random_mode = true;
    // f32 values where op_sel_hi makes a source an f32, f16 pairs elsewhere.
    spec.prepare = record([](Rng& rng, Instance& ins, WaveState& w) {
      for (int i = 0; i < ins.num_src; ++i) {
        refill_source(rng, (ins.opsel_hi >> i & 1) != 0 ? Values::F16 : Values::F32, ins, i, w);
      }
    });
    ops.push_back(spec);
  }
  return ops;
}

TEST(ValuPacked, FmaMixRandom) { random_family(mix_ops(), family_lanes()); }

// ---------------------------------------------------------------------------------------------
// Hand-made cases: the semantics the random runs depend on, stated plainly.

WaveState one_lane_wave(int size) {
  WaveState w(size);
  w.set_exec(1);
  return w;
}

cutlm::DecodedInst decode_words(const std::vector<uint32_t>& words, bool wave64) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
  return cutlm::decode(bytes.data(), bytes.size(), wave64);
}

// Assembles `text` with llvm-mc-19 and runs it on `w`.
void run_asm(const std::string& text, WaveState& w) {
  std::string errors;
  const auto enc = cutlm_test::llvm_assemble({text}, w.wave64(), &errors);
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(enc.size(), 1u);
  const cutlm::DecodedInst inst =
      cutlm::decode(enc[0].bytes.data(), enc[0].bytes.size(), w.wave64());
  ASSERT_TRUE(inst.valid()) << text << ": " << inst.error;
  cutlm::Executor executor;
  cutlm::CommitLog log;
  executor.step(inst, w, &log);
}

TEST(ValuPacked, HandMadeSemantics) {
  WaveState w = one_lane_wave(32);
  // v_pk_fma_f16 with op_sel/op_sel_hi/neg_lo: low = fma(-v1.hi, v2.lo, v3.hi),
  // high = fma(v1.lo, v2.hi, v3.hi).
  w.set_vgpr(1, 0, 0x4200u << 16 | 0x3C00u);  // hi 3.0, lo 1.0
  w.set_vgpr(2, 0, 0x4400u << 16 | 0x4000u);  // hi 4.0, lo 2.0
  w.set_vgpr(3, 0, 0x3800u << 16 | 0x4500u);  // hi 0.5, lo 5.0
  run_asm("v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,1] neg_lo:[1,0,0]", w);
  // low: -3 * 2 + 0.5 = -5.5 (0xC580); high: 1 * 4 + 0.5 = 4.5 (0x4480)
  EXPECT_EQ(w.vgpr(0, 0), 0x4480C580u);

  // Float constants in packed f16 sources: 1.0 in the low half, 0 in the high half.
  w.set_vgpr(1, 0, 0x4000u << 16 | 0x4000u);
  run_asm("v_pk_add_f16 v0, v1, 1.0", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x40004200u);  // hi 2 + 0, lo 2 + 1
  // In packed integer sources a float constant is its f32 pattern (0x3F800000).
  w.set_vgpr(1, 0, 0x00010001u);
  run_asm("v_pk_add_u16 v0, v1, 1.0", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x3F810001u);
  // Integer constants are sign-extended 32-bit values: -1 is 0xFFFF in both halves.
  run_asm("v_pk_add_u16 v0, v1, -1", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x00000000u);
  run_asm("v_pk_sub_u16 v0, v1, 2 clamp", w);  // 1 - 2 saturates to 0; 1 - 0 = 1
  EXPECT_EQ(w.vgpr(0, 0), 0x00010000u);

  // iu8 dot: neg_lo selects signed elements. 0xFF is -1 signed, 255 unsigned.
  w.set_vgpr(1, 0, 0x000000FFu);
  w.set_vgpr(2, 0, 0x00000002u);
  w.set_vgpr(3, 0, 10u);
  run_asm("v_dot4_i32_iu8 v0, v1, v2, v3", w);
  EXPECT_EQ(w.vgpr(0, 0), 10u + 510u);
  run_asm("v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0]", w);
  EXPECT_EQ(w.vgpr(0, 0), 8u);
  w.set_vgpr(3, 0, 0x7FFFFFFFu);
  run_asm("v_dot4_i32_iu8 v0, v1, v2, v3 clamp", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x7FFFFFFFu);
  run_asm("v_dot4_u32_u8 v0, v1, v2, v3", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x800001FDu);  // wraps only past 2^32
  w.set_vgpr(3, 0, 0xFFFFFFFFu);
  run_asm("v_dot4_u32_u8 v0, v1, v2, v3 clamp", w);
  EXPECT_EQ(w.vgpr(0, 0), 0xFFFFFFFFu);

  // fma_mix: op_sel_hi picks f16 halves; neg_hi is abs. -|v1.hi| * v2 + v3 with v2, v3 f32.
  w.set_vgpr(1, 0, 0x4200u << 16);  // hi 3.0
  w.set_vgpr(2, 0, 0x40000000u);    // 2.0f
  w.set_vgpr(3, 0, 0x3F800000u);    // 1.0f
  run_asm("v_fma_mix_f32 v0, -|v1|, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0]", w);
  EXPECT_EQ(w.vgpr(0, 0), 0xC0A00000u);  // -5.0f
  w.set_vgpr(0, 0, 0x12345678u);
  run_asm("v_fma_mixhi_f16 v0, -|v1|, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0]", w);
  EXPECT_EQ(w.vgpr(0, 0), 0xC5005678u);  // -5.0 in the high half, low half kept

  // v_dot2_f32_f16: 1*2 + 3*4 + 0.5 = 14.5; the addend with neg_lo[2].
  w.set_vgpr(1, 0, 0x4200u << 16 | 0x3C00u);
  w.set_vgpr(2, 0, 0x4400u << 16 | 0x4000u);
  w.set_vgpr(3, 0, 0x3F000000u);
  run_asm("v_dot2_f32_f16 v0, v1, v2, v3", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x41680000u);
  run_asm("v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[0,0,1]", w);  // 14 - 0.5
  EXPECT_EQ(w.vgpr(0, 0), 0x41580000u);
  run_asm("v_dot2_f32_f16 v0, v1, v2, v3 clamp", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x3F800000u);
}

// One rounding, not two: 2^-14 + 4096 * 4096 + (-4096) * 4096 is 2^-14 exactly, while the
// guide's sequential order in f32 (c first) loses 2^-14 against 2^24 and gives 0.
TEST(ValuPacked, DotRoundsOnce) {
  WaveState w = one_lane_wave(32);
  w.set_vgpr(1, 0, 0xEC00u << 16 | 0x6C00u);  // hi -4096, lo 4096
  w.set_vgpr(2, 0, 0x6C00u << 16 | 0x6C00u);  // 4096 in both halves
  w.set_vgpr(3, 0, 0x38800000u);              // 2^-14
  run_asm("v_dot2_f32_f16 v0, v1, v2, v3", w);
  EXPECT_EQ(w.vgpr(0, 0), 0x38800000u);
}

// The dot products against a reference that allows any summation order: each lane's result
// must lie within the error bound every order of rounded steps satisfies (not only equal the
// model's own choice, which the random family tests check).
TEST(ValuPacked, DotWithinAnyOrderBound) {
  struct Form {
    const char* text;
    const Fmt* in;
    const Fmt* acc;
    bool acc_is_dest;  // v_dot2acc: the addend is the destination
  };
  const Form forms[] = {{"v_dot2_f32_f16 v4, v1, v2, v3", &kF16, &kF32, false},
                        {"v_dot2_f32_bf16 v4, v1, v2, v3", &kBF16, &kF32, false},
                        {"v_dot2_f16_f16 v4, v1, v2, v3", &kF16, &kF16, false},
                        {"v_dot2_bf16_bf16 v4, v1, v2, v3", &kBF16, &kBF16, false},
                        {"v_dot2acc_f32_f16 v4, v1, v2", &kF16, &kF32, true}};
  Rng rng(test_seed() ^ 0xD07);
  cutlm::Executor executor;
  const uint64_t target = family_lanes();
  uint64_t lanes = 0;
  auto value = [&rng](const Fmt& f) {
    // Mostly ordinary magnitudes, where rounding happens; edge values now and then.
    if (rng() % 4 == 0) {
      return f.bits == 16 && f.fraction_bits == 7
                 ? static_cast<uint32_t>(random_float(rng, 32) >> 16)
                 : static_cast<uint32_t>(random_float(rng, f.bits));
    }
    const double v =
        std::ldexp(static_cast<double>(rng() % 4096) - 2048.0, static_cast<int>(rng() % 24) - 16);
    Exact e;
    mpfr_set_d(e.v, v, MPFR_RNDN);
    return round_to(e.v, f, RoundMode::NearestEven);
  };
  for (int step = 0; lanes < target; ++step) {
    for (const Form& form : forms) {
      const bool wave64 = step % 2 == 1;
      std::string errors;
      static std::vector<std::vector<uint8_t>> cache[2];
      std::vector<std::vector<uint8_t>>& bytes = cache[wave64 ? 1 : 0];
      if (bytes.size() < std::size(forms)) {
        bytes.clear();
        std::vector<std::string> lines;
        for (const Form& g : forms) lines.push_back(g.text);
        const auto enc = cutlm_test::llvm_assemble(lines, wave64, &errors);
        ASSERT_TRUE(errors.empty()) << errors;
        for (const auto& e : enc) bytes.push_back(e.bytes);
      }
      const std::size_t index = static_cast<std::size_t>(&form - forms);
      const cutlm::DecodedInst inst =
          cutlm::decode(bytes[index].data(), bytes[index].size(), wave64);
      ASSERT_TRUE(inst.valid()) << form.text;
      WaveState w(wave64 ? 64 : 32);
      w.set_exec(w.lane_mask());
      w.mode = random_mode(rng);
      for (int lane = 0; lane < w.wave_size(); ++lane) {
        w.set_vgpr(1, lane, value(*form.in) | value(*form.in) << 16);
        w.set_vgpr(2, lane, value(*form.in) | value(*form.in) << 16);
        const uint32_t addend = value(*form.acc);
        w.set_vgpr(form.acc_is_dest ? 4 : 3, lane, addend);
      }
      const WaveState before = w;
      cutlm::CommitLog log;
      executor.step(inst, w, &log);
      for (int lane = 0; lane < w.wave_size(); ++lane) {
        const uint32_t s0 = before.vgpr(1, lane);
        const uint32_t s1 = before.vgpr(2, lane);
        const uint32_t c = before.vgpr(form.acc_is_dest ? 4 : 3, lane);
        const uint32_t mask = form.acc->bits == 16 ? 0xFFFF : 0xFFFFFFFF;
        std::string why;
        ASSERT_TRUE(within_order_bound({s0 & 0xFFFF, s0 >> 16}, {s1 & 0xFFFF, s1 >> 16}, *form.in,
                                       c & mask, *form.acc, before.mode, w.vgpr(4, lane) & mask,
                                       &why))
            << form.text << " lane " << lane << ": " << why << describe_mode(before.mode);
        ++lanes;
      }
    }
  }
  std::printf("  %llu lanes within the any-order bound\n", static_cast<unsigned long long>(lanes));
}

// ---------------------------------------------------------------------------------------------
// WMMA

struct WmmaForm {
  const char* name;
  const char* mnemonic;
  unsigned in_bits;  // 16, 8 or 4
  const Fmt* in;     // float inputs, or nullptr for integers
  const Fmt* acc;    // float accumulator, or nullptr for i32
};
const WmmaForm kWmmaForms[] = {
    {"V_WMMA_F32_16X16X16_F16", "v_wmma_f32_16x16x16_f16", 16, &kF16, &kF32},
    {"V_WMMA_F32_16X16X16_BF16", "v_wmma_f32_16x16x16_bf16", 16, &kBF16, &kF32},
    {"V_WMMA_F16_16X16X16_F16", "v_wmma_f16_16x16x16_f16", 16, &kF16, &kF16},
    {"V_WMMA_BF16_16X16X16_BF16", "v_wmma_bf16_16x16x16_bf16", 16, &kBF16, &kBF16},
    {"V_WMMA_I32_16X16X16_IU8", "v_wmma_i32_16x16x16_iu8", 8, nullptr, nullptr},
    {"V_WMMA_I32_16X16X16_IU4", "v_wmma_i32_16x16x16_iu4", 4, nullptr, nullptr},
};

bool acc16(const WmmaForm& f) { return f.acc != nullptr && f.acc->bits == 16; }

struct WmmaCase {
  int a = 0, b = 8, c = 16, d = 16;  // VGPR bases (c may be a constant code instead)
  uint16_t c_code = 0;               // 0: C from VGPR c
  uint8_t neg_lo = 0, neg_hi = 0;
  bool high = false;  // op_sel[2]
  bool clamp = false;
};

Instance wmma_instance(const WmmaForm& f, const WmmaCase& k) {
  Instance ins;
  ins.info = encodings_of(f.name).at(0);
  ins.num_src = 3;
  ins.src[0].code = static_cast<uint16_t>(kVgpr0 + k.a);
  ins.src[1].code = static_cast<uint16_t>(kVgpr0 + k.b);
  ins.src[2].code = k.c_code != 0 ? k.c_code : static_cast<uint16_t>(kVgpr0 + k.c);
  ins.vdst = k.d;
  ins.dst_bits = 256;
  ins.neg = k.neg_lo;
  ins.neg_hi = k.neg_hi;
  ins.opsel = k.high ? 4 : 0;
  ins.opsel_hi = 7;  // unused by WMMA; LLVM writes the default
  ins.clamp = k.clamp;
  encode(ins);
  return ins;
}

// Where output element (row, col) lives: rows_per_vgpr = wave size / 16 rows share a VGPR.
struct WmmaPlace {
  int reg;  // offset from the C / D base
  int lane;
};
WmmaPlace wmma_place(int wave_size, int row, int col) {
  const int r = wave_size / 16;
  return {row / r, 16 * (row % r) + col};
}

// The inputs of output element (row, col) as the documented layout gives them, with the test's
// own indexing: row `row` of A and column `col` of B from lanes `row` and `col` of the lane group
// that holds the output; modifiers applied (float forms).
struct WmmaInputs {
  std::vector<uint32_t> a, b;
  uint32_t c = 0;
};
WmmaInputs wmma_inputs(const WmmaForm& f, const WmmaCase& k, const WaveState& before, int row,
                       int col) {
  const WmmaPlace at = wmma_place(before.wave_size(), row, col);
  const int group = at.lane / 16 * 16;
  auto in_element = [&](int base, int lane, int idx) -> uint32_t {
    const unsigned bit = static_cast<unsigned>(idx) * f.in_bits;
    const uint32_t word = before.vgpr(base + static_cast<int>(bit / 32), lane);
    return (word >> (bit % 32)) & ((1u << f.in_bits) - 1);
  };
  WmmaInputs in;
  if (k.c_code == 0) {
    const uint32_t word = before.vgpr(k.c + at.reg, at.lane);
    in.c = acc16(f) ? (k.high ? word >> 16 : word & 0xFFFF) : word;
  } else if (is_float_constant(k.c_code)) {
    in.c = f.acc == &kF16    ? constant_f16(k.c_code)
           : f.acc == &kBF16 ? constant_bf16(k.c_code)
                             : static_cast<uint32_t>(float_constant(k.c_code, 32));
  } else {
    const int64_t v = k.c_code <= 192 ? k.c_code - 128 : 192 - k.c_code;
    in.c = static_cast<uint32_t>(v) & (acc16(f) ? 0xFFFFu : 0xFFFFFFFFu);
  }
  for (int idx = 0; idx < 16; ++idx) {
    uint32_t x = in_element(k.a, group + row, idx);
    uint32_t y = in_element(k.b, group + col, idx);
    if (f.in != nullptr) {
      const unsigned neg = idx % 2 == 0 ? k.neg_lo : k.neg_hi;
      x ^= (neg & 1) != 0 ? 0x8000u : 0;
      y ^= (neg & 2) != 0 ? 0x8000u : 0;
    }
    in.a.push_back(x);
    in.b.push_back(y);
  }
  if (f.acc != nullptr) {
    in.c = scalar_abs_neg(in.c, sign_bit(*f.acc), (k.neg_hi & 4) != 0, (k.neg_lo & 4) != 0);
  }
  return in;
}

// The expected wave after a WMMA under the model's documented rules.
WaveState wmma_expected(const WmmaForm& f, const WmmaCase& k, const WaveState& before) {
  WaveState after = before;
  for (int row = 0; row < 16; ++row) {
    for (int col = 0; col < 16; ++col) {
      const WmmaInputs in = wmma_inputs(f, k, before, row, col);
      uint32_t value;
      if (f.in == nullptr) {
        Wide sum = sext(in.c, 32);
        for (int idx = 0; idx < 16; ++idx) {
          sum += ((k.neg_lo & 1) != 0 ? sext(in.a[idx], f.in_bits) : zext(in.a[idx], f.in_bits)) *
                 ((k.neg_lo & 2) != 0 ? sext(in.b[idx], f.in_bits) : zext(in.b[idx], f.in_bits));
        }
        if (k.clamp) {
          const Wide lo = -(static_cast<Wide>(1) << 31);
          const Wide hi = (static_cast<Wide>(1) << 31) - 1;
          sum = sum < lo ? lo : sum > hi ? hi : sum;
        }
        value = static_cast<uint32_t>(static_cast<uint64_t>(sum));
      } else {
        value = exact_dot(in.a, in.b, *f.in, in.c, *f.acc, before.mode);
      }
      const WmmaPlace at = wmma_place(before.wave_size(), row, col);
      const int d_reg = k.d + at.reg;
      if (acc16(f)) {
        const uint32_t old = before.vgpr(d_reg, at.lane);
        value = k.high ? (old & 0xFFFF) | value << 16 : (old & 0xFFFF0000u) | value;
      }
      after.set_vgpr(d_reg, at.lane, value);
    }
  }
  return after;
}

// Random float elements for WMMA inputs: f16 or bf16 values, or (small) integer patterns.
void fill_wmma_inputs(Rng& rng, const WmmaForm& f, WaveState& w, bool small_integers) {
  for (int reg = 0; reg < 40; ++reg) {
    for (int lane = 0; lane < 64; ++lane) {
      uint32_t word = 0;
      if (f.in == nullptr) {
        word = static_cast<uint32_t>(rng());
      } else {
        for (int h = 0; h < 2; ++h) {
          uint32_t v;
          if (small_integers) {
            const int n = static_cast<int>(rng() % 17) - 8;
            v = pattern_of(n, *f.in);
          } else {
            v = f.in == &kF16 ? static_cast<uint32_t>(random_float(rng, 16))
                              : static_cast<uint32_t>(random_float(rng, 32) >> 16);
          }
          word |= v << (16 * h);
        }
      }
      w.set_vgpr(reg, lane, word);
    }
  }
}

// C registers with values of the accumulator's format.
void fill_wmma_acc(Rng& rng, const WmmaForm& f, WaveState& w, int base, bool small_integers) {
  for (int reg = base; reg < base + 8; ++reg) {
    for (int lane = 0; lane < 64; ++lane) {
      uint32_t word = static_cast<uint32_t>(rng());
      if (f.acc != nullptr && small_integers) {
        const int n = static_cast<int>(rng() % 65) - 32;
        word = pattern_of(n, *f.acc) | (acc16(f) ? pattern_of(-n, *f.acc) << 16 : 0);
      } else if (f.acc == &kF32) {
        word = static_cast<uint32_t>(random_float(rng, 32));
      } else if (f.acc == &kF16) {
        word = static_cast<uint32_t>(random_float(rng, 16) | random_float(rng, 16) << 16);
      } else if (f.acc == &kBF16) {
        word = static_cast<uint32_t>(random_float(rng, 32) >> 16) |
               static_cast<uint32_t>(random_float(rng, 32) >> 16) << 16;
      }
      w.set_vgpr(reg, lane, word);
    }
  }
}

// Runs one WMMA case: the whole wave against the model's documented rule, and (float forms)
// every output element against the bound any summation order satisfies. Returns the elements
// checked.
uint64_t run_wmma(Runner& runner, const WmmaForm& f, const WmmaCase& k, const WaveState& before) {
  const Instance ins = wmma_instance(f, k);
  const WaveState expected = wmma_expected(f, k, before);
  const cutlm::DecodedInst inst = decode_words(ins.words, before.wave64());
  if (!inst.valid() || inst.info != ins.info) {
    ADD_FAILURE() << "not decoded: " << inst.error << " " << describe(ins, before);
    return 0;
  }
  WaveState actual = before;
  cutlm::CommitLog log;
  try {
    runner.executor.step(inst, actual, &log);
  } catch (const cutlm::ModelError& e) {
    ADD_FAILURE() << e.what() << ": " << describe(ins, before);
    return 0;
  }
  if (!same_state(expected, actual, describe(ins, before))) return 0;
  if (f.in == nullptr) return 256;
  for (int row = 0; row < 16; ++row) {
    for (int col = 0; col < 16; ++col) {
      const WmmaInputs in = wmma_inputs(f, k, before, row, col);
      const WmmaPlace at = wmma_place(before.wave_size(), row, col);
      const uint32_t word = actual.vgpr(k.d + at.reg, at.lane);
      const uint32_t got = acc16(f) ? (k.high ? word >> 16 : word & 0xFFFF) : word;
      std::string why;
      if (!within_order_bound(in.a, in.b, *f.in, in.c, *f.acc, before.mode, got, &why)) {
        ADD_FAILURE() << why << ": D[" << row << "][" << col << "] " << describe(ins, before);
        return 0;
      }
    }
  }
  return 256;
}

WmmaCase random_wmma_case(Rng& rng, const WmmaForm& f, int wave_size) {
  WmmaCase k;
  const int acc_regs = wave_size == 32 ? 8 : 4;
  const int in_regs = static_cast<int>(f.in_bits) / 2;  // 16 elements of in_bits
  k.a = static_cast<int>(rng() % 4);
  k.b = k.a + in_regs + static_cast<int>(rng() % 3);
  k.c = 20 + static_cast<int>(rng() % 4);
  switch (rng() % 4) {
    case 0: k.d = k.c; break;                                           // in place
    case 1: k.d = k.c + acc_regs + static_cast<int>(rng() % 2); break;  // elsewhere
    case 2: k.d = k.a; break;                                           // over A
    default: k.d = 30; break;
  }
  if (rng() % 6 == 0) {
    k.c_code = rng() % 2 == 0 ? static_cast<uint16_t>(240 + rng() % 9)
                              : static_cast<uint16_t>(128 + rng() % 81);
  }
  if (f.in == nullptr) {
    k.neg_lo = static_cast<uint8_t>(rng() % 4);
    k.clamp = (rng() & 1) != 0;
  } else {
    k.neg_lo = static_cast<uint8_t>(rng() % 8);
    k.neg_hi = static_cast<uint8_t>(rng() % 8);
    k.high = acc16(f) && (rng() & 1) != 0;
  }
  return k;
}

TEST(ValuPackedWmma, Random) {
  Runner runner(test_seed());
  const uint64_t target = family_lanes();
  uint64_t elements = 0;
  for (int round = 0; elements < target || round < 4; ++round) {
    for (const WmmaForm& f : kWmmaForms) {
      const int wave_size = round % 2 == 0 ? 32 : 64;
      WaveState& before = runner.fresh_wave(wave_size);
      before.set_exec(before.lane_mask());
      before.mode = random_mode(runner.rng);
      const bool small = runner.rng() % 4 == 0;
      fill_wmma_inputs(runner.rng, f, before, small);
      const WmmaCase k = random_wmma_case(runner.rng, f, wave_size);
      if (k.c_code == 0) fill_wmma_acc(runner.rng, f, before, k.c, small);
      const uint64_t checked = run_wmma(runner, f, k, before);
      if (checked == 0) return;
      elements += checked;
    }
  }
  std::printf("  WMMA: %zu instructions, %llu output elements\n", std::size(kWmmaForms),
              static_cast<unsigned long long>(elements));
}

// Small integer matrices: every order of rounded steps sums them exactly, so the result is
// the integer matrix product whatever AMD's order is. Replicated inputs, as software loads them.
TEST(ValuPackedWmma, SmallIntegersExact) {
  Rng rng(test_seed());
  for (const WmmaForm& f : kWmmaForms) {
    if (f.in == nullptr) continue;
    for (const int wave_size : {32, 64}) {
      int A[16][16], B[16][16], C[16][16];
      // |partial sums| <= 16 * 9 + 16 < 256: exact even in bf16.
      for (auto& row : A)
        for (int& v : row) v = static_cast<int>(rng() % 7) - 3;
      for (auto& row : B)
        for (int& v : row) v = static_cast<int>(rng() % 7) - 3;
      for (auto& row : C)
        for (int& v : row) v = static_cast<int>(rng() % 33) - 16;
      WaveState w(wave_size);
      w.set_exec(w.lane_mask());
      const int r = wave_size / 16;
      for (int lane = 0; lane < wave_size; ++lane) {
        const int i = lane % 16;
        for (int reg = 0; reg < 8; ++reg) {
          w.set_vgpr(0 + reg, lane,
                     pattern_of(A[i][2 * reg], *f.in) | pattern_of(A[i][2 * reg + 1], *f.in) << 16);
          w.set_vgpr(8 + reg, lane,
                     pattern_of(B[2 * reg][i], *f.in) | pattern_of(B[2 * reg + 1][i], *f.in) << 16);
        }
      }
      for (int row = 0; row < 16; ++row) {
        for (int col = 0; col < 16; ++col) {
          w.set_vgpr(16 + row / r, 16 * (row % r) + col, pattern_of(C[row][col], *f.acc));
        }
      }
      const std::string text = std::string(f.mnemonic) +
                               " v[16:" + std::to_string(16 + 16 / r - 1) +
                               "], v[0:7], v[8:15], v[16:" + std::to_string(16 + 16 / r - 1) + "]";
      run_asm(text, w);
      for (int row = 0; row < 16; ++row) {
        for (int col = 0; col < 16; ++col) {
          int sum = C[row][col];
          for (int k = 0; k < 16; ++k) sum += A[row][k] * B[k][col];
          const uint32_t got = w.vgpr(16 + row / r, 16 * (row % r) + col);
          const uint32_t mask = f.acc->bits == 16 ? 0xFFFF : 0xFFFFFFFF;
          EXPECT_EQ(got & mask, pattern_of(sum, *f.acc))
              << f.name << " wave" << wave_size << " D[" << row << "][" << col << "]";
        }
      }
    }
  }
}

// AMD leaves WMMA with partial EXEC undefined; the model stops with an error (model choice).
TEST(ValuPackedWmma, PartialExecIsAnError) {
  for (const int wave_size : {32, 64}) {
    WaveState w(wave_size);
    w.set_exec(w.lane_mask() & ~(1ull << 5));
    const Instance ins = wmma_instance(kWmmaForms[0], WmmaCase{});
    const cutlm::DecodedInst inst = decode_words(ins.words, wave_size == 64);
    ASSERT_TRUE(inst.valid()) << inst.error;
    cutlm::Executor executor;
    cutlm::CommitLog log;
    EXPECT_THROW(executor.step(inst, w, &log), cutlm::ModelError);
  }
}

// ---------------------------------------------------------------------------------------------
// Encodings: words the tests build, next to llvm-mc-19's.

TEST(ValuPacked, EncodingsMatchLlvm) {
  struct Case {
    std::string text;
    Instance ins;
    bool wave64;
  };
  std::vector<Case> cases;
  auto vop3p = [](const char* name, std::vector<uint16_t> srcs, int vdst, uint8_t opsel,
                  uint8_t opsel_hi, uint8_t neg, uint8_t neg_hi, bool clamp) {
    Instance ins;
    ins.info = encodings_of(name).at(0);
    for (std::size_t i = 0; i < srcs.size(); ++i) ins.src[i].code = srcs[i];
    ins.num_src = static_cast<int>(srcs.size());
    ins.vdst = vdst;
    ins.opsel = opsel;
    ins.opsel_hi = opsel_hi;
    ins.neg = neg;
    ins.neg_hi = neg_hi;
    ins.clamp = clamp;
    encode(ins);
    return ins;
  };
  const uint16_t v1 = kVgpr0 + 1, v2 = kVgpr0 + 2, v3 = kVgpr0 + 3;
  cases.push_back({"v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,1] neg_lo:[1,0,0]",
                   vop3p("V_PK_FMA_F16", {v1, v2, v3}, 0, 5, 6, 1, 0, false), false});
  cases.push_back({"v_pk_add_u16 v0, v1, v2 clamp",
                   vop3p("V_PK_ADD_U16", {v1, v2}, 0, 0, 7, 0, 0, true), false});
  cases.push_back({"v_pk_max_f16 v4, v1, s2 neg_hi:[1,1]",
                   vop3p("V_PK_MAX_F16", {v1, 2}, 4, 0, 7, 0, 3, false), false});
  cases.push_back({"v_pk_lshlrev_b16 v0, 3, v2 op_sel:[0,1]",
                   vop3p("V_PK_LSHLREV_B16", {131, v2}, 0, 2, 7, 0, 0, false), false});
  cases.push_back({"v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,1,1]",
                   vop3p("V_DOT2_F32_F16", {v1, v2, v3}, 0, 0, 7, 7, 7, false), false});
  cases.push_back({"v_dot2_f32_bf16 v0, v1, v2, v3 clamp",
                   vop3p("V_DOT2_F32_BF16", {v1, v2, v3}, 0, 0, 7, 0, 0, true), false});
  cases.push_back({"v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0] clamp",
                   vop3p("V_DOT4_I32_IU8", {v1, v2, v3}, 0, 0, 7, 3, 0, true), false});
  cases.push_back({"v_dot8_u32_u4 v0, v1, v2, v3",
                   vop3p("V_DOT8_U32_U4", {v1, v2, v3}, 0, 0, 7, 0, 0, false), false});
  cases.push_back({"v_fma_mix_f32 v0, -|v1|, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0]",
                   vop3p("V_FMA_MIX_F32", {v1, v2, v3}, 0, 1, 1, 1, 1, false), false});
  cases.push_back({"v_fma_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1] clamp",
                   vop3p("V_FMA_MIXHI_F16", {v1, v2, v3}, 0, 0, 7, 0, 0, true), false});
  cases.push_back({"v_fma_mixlo_f16 v5, v1, 1.0, v3",
                   vop3p("V_FMA_MIXLO_F16", {v1, 242, v3}, 5, 0, 0, 0, 0, false), false});
  WmmaCase k;
  k.neg_lo = 7;
  k.neg_hi = 7;
  cases.push_back(
      {"v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[1,1,1] "
       "neg_hi:[1,1,1]",
       wmma_instance(kWmmaForms[0], k), false});
  WmmaCase h;
  h.high = true;
  cases.push_back({"v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23] op_sel:[0,0,1]",
                   wmma_instance(kWmmaForms[2], h), false});
  WmmaCase i8;
  i8.b = 4;
  i8.neg_lo = 3;
  i8.clamp = true;
  cases.push_back(
      {"v_wmma_i32_16x16x16_iu8 v[16:23], v[0:3], v[4:7], v[16:23] neg_lo:[1,1,0] clamp",
       wmma_instance(kWmmaForms[4], i8), false});
  WmmaCase i4;
  i4.b = 2;
  i4.c_code = 129;
  cases.push_back({"v_wmma_i32_16x16x16_iu4 v[16:19], v[0:1], v[2:3], 1",
                   wmma_instance(kWmmaForms[5], i4), true});
  cases.push_back({"v_wmma_bf16_16x16x16_bf16 v[16:19], v[0:7], v[8:15], v[16:19]",
                   wmma_instance(kWmmaForms[3], WmmaCase{}), true});
  for (const bool wave64 : {false, true}) {
    std::vector<std::string> lines;
    std::vector<const Case*> picked;
    for (const Case& c : cases) {
      if (c.wave64 != wave64) continue;
      lines.push_back(c.text);
      picked.push_back(&c);
    }
    std::string errors;
    const auto encoded = cutlm_test::llvm_assemble(lines, wave64, &errors);
    ASSERT_TRUE(errors.empty()) << errors;
    ASSERT_EQ(encoded.size(), picked.size());
    for (std::size_t n = 0; n < picked.size(); ++n) {
      std::vector<uint32_t> words;
      for (std::size_t b = 0; b * 4 < encoded[n].bytes.size(); ++b) {
        words.push_back(cutlm_test::word_at(encoded[n].bytes, b));
      }
      EXPECT_EQ(words, picked[n]->ins.words) << picked[n]->text;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// RDNA4 (gfx1200) WMMA and SWMMAC: encoded by llvm-mc-19 -mcpu=gfx1200, run through the decoder
// and the executor, and checked against the test's own matrix product. The register layout here
// is written from AMD's description (docs/valu-semantics.md, "WMMA"), walking the registers and
// asking which matrix element each slot holds: in wave32, lanes 0-15 hold rows (A) or columns
// (B, C, D) 0-15 with the first half of the other index, lanes 16-31 the same rows or columns
// with its second half, each lane's elements packed upward from bit 0 of the first register. In
// wave64 the four 16-lane groups hold its four quarters (model choice).

enum class El { F16, BF16, FP8, BF8, IU8, IU4, F32, I32 };
unsigned el_bits(El e) {
  switch (e) {
    case El::FP8:
    case El::BF8:
    case El::IU8: return 8;
    case El::IU4: return 4;
    case El::F32:
    case El::I32: return 32;
    default: return 16;
  }
}
bool el_float(El e) { return e != El::IU8 && e != El::IU4 && e != El::I32; }

struct Gfx12Form {
  const char* mnemonic;
  El a, b, acc;
  int k;  // the product's K
  bool sparse;
};
const Gfx12Form kGfx12Forms[] = {
    {"v_wmma_f32_16x16x16_f16", El::F16, El::F16, El::F32, 16, false},
    {"v_wmma_f32_16x16x16_bf16", El::BF16, El::BF16, El::F32, 16, false},
    {"v_wmma_f16_16x16x16_f16", El::F16, El::F16, El::F16, 16, false},
    {"v_wmma_bf16_16x16x16_bf16", El::BF16, El::BF16, El::BF16, 16, false},
    {"v_wmma_i32_16x16x16_iu8", El::IU8, El::IU8, El::I32, 16, false},
    {"v_wmma_i32_16x16x16_iu4", El::IU4, El::IU4, El::I32, 16, false},
    {"v_wmma_f32_16x16x16_fp8_fp8", El::FP8, El::FP8, El::F32, 16, false},
    {"v_wmma_f32_16x16x16_fp8_bf8", El::FP8, El::BF8, El::F32, 16, false},
    {"v_wmma_f32_16x16x16_bf8_fp8", El::BF8, El::FP8, El::F32, 16, false},
    {"v_wmma_f32_16x16x16_bf8_bf8", El::BF8, El::BF8, El::F32, 16, false},
    {"v_wmma_i32_16x16x32_iu4", El::IU4, El::IU4, El::I32, 32, false},
    {"v_swmmac_f32_16x16x32_f16", El::F16, El::F16, El::F32, 32, true},
    {"v_swmmac_f32_16x16x32_bf16", El::BF16, El::BF16, El::F32, 32, true},
    {"v_swmmac_f16_16x16x32_f16", El::F16, El::F16, El::F16, 32, true},
    {"v_swmmac_bf16_16x16x32_bf16", El::BF16, El::BF16, El::BF16, 32, true},
    {"v_swmmac_i32_16x16x32_iu8", El::IU8, El::IU8, El::I32, 32, true},
    {"v_swmmac_i32_16x16x32_iu4", El::IU4, El::IU4, El::I32, 32, true},
    {"v_swmmac_i32_16x16x64_iu4", El::IU4, El::IU4, El::I32, 64, true},
    {"v_swmmac_f32_16x16x32_fp8_fp8", El::FP8, El::FP8, El::F32, 32, true},
    {"v_swmmac_f32_16x16x32_fp8_bf8", El::FP8, El::BF8, El::F32, 32, true},
    {"v_swmmac_f32_16x16x32_bf8_fp8", El::BF8, El::FP8, El::F32, 32, true},
    {"v_swmmac_f32_16x16x32_bf8_bf8", El::BF8, El::BF8, El::F32, 32, true},
};

// One operand's place in the registers: `length` values of the blocked index (K, or C/D's 16
// rows) for each of the 16 rows or columns, `bits` each.
struct Place {
  int reg;
  unsigned bits;
  int length;
};
int regs_of(const Place& p, int wave) {
  return static_cast<int>((16u * static_cast<unsigned>(p.length) * p.bits / wave + 31) / 32);
}

// The test's layout: for every register slot (register, lane, position in the lane's bits),
// the (row-or-column, index) it holds. `visit(major, minor, reg, lane, bit)`.
template <typename F>
void each_slot(const Place& p, int wave, F visit) {
  const int per_lane = 16 * p.length / wave;  // elements a lane holds
  for (int lane = 0; lane < wave; ++lane) {
    const int major = lane % 16;
    const int first = (lane / 16) * per_lane;  // the group's block of the other index
    for (int slot = 0; slot < per_lane; ++slot) {
      const unsigned bit = static_cast<unsigned>(slot) * p.bits;
      visit(major, first + slot, p.reg + static_cast<int>(bit / 32), lane, bit % 32);
    }
  }
}

uint32_t field_of(uint32_t word, unsigned bit, unsigned bits) {
  return bits == 32 ? word : (word >> bit) & ((1u << bits) - 1);
}
uint32_t with_field(uint32_t word, unsigned bit, unsigned bits, uint32_t v) {
  if (bits == 32) return v;
  const uint32_t mask = ((1u << bits) - 1) << bit;
  return (word & ~mask) | (v << bit & mask);
}

// Matrices by [major][minor]: A[m][k], B[n][k] (B's column n), C/D[n][m] (column n, row m).
using Mat = std::vector<std::vector<uint32_t>>;
Mat new_mat(int majors, int minors) {
  return Mat(static_cast<std::size_t>(majors), std::vector<uint32_t>(minors));
}
void store(WaveState& w, const Place& p, const Mat& m) {
  each_slot(p, w.wave_size(), [&](int major, int minor, int reg, int lane, unsigned bit) {
    w.set_vgpr(reg, lane, with_field(w.vgpr(reg, lane), bit, p.bits, m[major][minor]));
  });
}
Mat load(const WaveState& w, const Place& p) {
  Mat m = new_mat(16, p.length);
  each_slot(p, w.wave_size(), [&](int major, int minor, int reg, int lane, unsigned bit) {
    m[major][minor] = field_of(w.vgpr(reg, lane), bit, p.bits);
  });
  return m;
}

// An OCP 8-bit float as the f16 of the same value (the test's own decoding).
uint32_t ocp8_as_f16(uint32_t byte, bool e5m2) {
  const uint32_t sign = (byte & 0x80u) << 8;
  const int mant_bits = e5m2 ? 2 : 3;
  const int bias = e5m2 ? 15 : 7;
  const uint32_t e = (byte & 0x7Fu) >> mant_bits;
  const uint32_t f = byte & ((1u << mant_bits) - 1);
  const uint32_t top = e5m2 ? 31 : 15;
  if (e5m2 && e == top) return sign | (f == 0 ? 0x7C00u : 0x7E00u);
  if (!e5m2 && (byte & 0x7Fu) == 0x7Fu) return sign | 0x7E00u;
  const double v = e == 0
                       ? std::ldexp(f, 1 - bias - mant_bits)
                       : std::ldexp(f + (1u << mant_bits), static_cast<int>(e) - bias - mant_bits);
  return v == 0 ? sign : sign | pattern_of(v, kF16);
}
uint32_t as_oracle_float(El e, uint32_t raw) {
  if (e == El::FP8) return ocp8_as_f16(raw, false);
  if (e == El::BF8) return ocp8_as_f16(raw, true);
  return raw;
}
const Fmt& fmt_of(El e) {
  return e == El::BF16 ? kBF16 : e == El::F32 ? kF32 : kF16;  // fp8/bf8 enter as f16
}

struct Gfx12Case {
  int wave = 32;
  unsigned neg_lo = 0, neg_hi = 0;
  bool clamp = false;
  int key = 0;
  int constant = 0;  // WMMA: 1-3 take C from the inline constant kConstants[constant - 1]
};

// C as an inline constant: its text for float and integer accumulators, and the value every
// element of C then has.
struct Gfx12Constant {
  const char* float_text;
  double float_value;
  const char* int_text;
  int32_t int_value;
};
const Gfx12Constant kConstants[] = {
    {"1.0", 1.0, "1", 1}, {"-2.0", -2.0, "-4", -4}, {"0.5", 0.5, "64", 64}};

struct Gfx12Mats {
  Mat a;                                     // stored A: [m][e]
  Mat a_k;                                   // SWMMAC: the K of each stored element, [m][e]
  Mat b;                                     // [n][k]
  Mat c;                                     // [n][m]
  std::vector<std::vector<uint32_t>> index;  // SWMMAC: the index word of each lane
};

uint32_t random_element(Rng& rng, El e) {
  switch (e) {
    case El::F16: return static_cast<uint32_t>(random_float(rng, 16));
    case El::BF16:
    case El::F32: {
      const uint32_t x = static_cast<uint32_t>(random_float(rng, 32));
      return e == El::BF16 ? x >> 16 : x;
    }
    case El::FP8:
    case El::BF8: {
      uint32_t byte = static_cast<uint32_t>(rng() & 0xFF);
      const uint32_t f16 = ocp8_as_f16(byte, e == El::BF8);
      if ((f16 & 0x7C00u) == 0x7C00u && rng() % 8 != 0) byte &= 0xB7;  // mostly finite
      return byte;
    }
    case El::IU8: return static_cast<uint32_t>(rng() & 0xFF);
    case El::IU4: return static_cast<uint32_t>(rng() & 0xF);
    case El::I32: return static_cast<uint32_t>(rng());
  }
  return 0;
}

// Which K the index bits of stored element e (of the lane's `per_lane`) name, as the test reads
// AMD's description: two 2-bit positions per group of four K, in K order.
int index_k(uint32_t index_word, int key, int per_lane, int group_base, int e) {
  const int bits_per_key = 2 * per_lane;
  const uint32_t position = index_word >> (key * bits_per_key + 2 * e) & 3u;
  return group_base + 4 * (e / 2) + static_cast<int>(position);
}

// The terms of D[n][m]: A's and B's elements as multiplied (modifiers applied; float elements
// as f16/bf16 patterns) and C.
struct Gfx12Terms {
  std::vector<uint32_t> x, y;
  uint32_t c = 0;
};
Gfx12Terms gfx12_terms(const Gfx12Form& f, const Gfx12Case& k, const Gfx12Mats& in, int m, int n) {
  Gfx12Terms t;
  const int stored = f.sparse ? f.k / 2 : f.k;
  for (int e = 0; e < stored; ++e) {
    const int kk = f.sparse ? static_cast<int>(in.a_k[m][e]) : e;
    uint32_t x = in.a[m][e];
    uint32_t y = in.b[n][kk];
    if (el_bits(f.a) == 16) {
      // A VGPR's low half holds a lane's even stored elements: K parity for B and a dense A,
      // the stored position's for a sparse A.
      x ^= ((e % 2 == 0 ? k.neg_lo : k.neg_hi) & 1u) << 15;
      y ^= ((kk % 2 == 0 ? k.neg_lo : k.neg_hi) >> 1 & 1u) << 15;
    }
    t.x.push_back(el_float(f.a) ? as_oracle_float(f.a, x) : x);
    t.y.push_back(el_float(f.b) ? as_oracle_float(f.b, y) : y);
  }
  t.c = in.c[n][m];
  if (el_float(f.acc) && !f.sparse) {
    t.c = scalar_abs_neg(t.c, sign_bit(fmt_of(f.acc)), (k.neg_hi & 4) != 0, (k.neg_lo & 4) != 0);
  }
  return t;
}

// The test's D, [n][m], from the matrices and case (oracle: exact integers, MPFR floats).
Mat gfx12_expected(const Gfx12Form& f, const Gfx12Case& k, const Gfx12Mats& in, const Mode& mode) {
  Mat d = new_mat(16, 16);
  for (int m = 0; m < 16; ++m) {
    for (int n = 0; n < 16; ++n) {
      const Gfx12Terms t = gfx12_terms(f, k, in, m, n);
      if (el_float(f.a)) {
        d[n][m] = exact_dot(t.x, t.y, fmt_of(f.a), t.c, fmt_of(f.acc), mode);
        continue;
      }
      const unsigned bits = el_bits(f.a);
      Wide sum = sext(t.c, 32);
      for (std::size_t i = 0; i < t.x.size(); ++i) {
        sum += ((k.neg_lo & 1) != 0 ? sext(t.x[i], bits) : zext(t.x[i], bits)) *
               ((k.neg_lo & 2) != 0 ? sext(t.y[i], bits) : zext(t.y[i], bits));
      }
      if (k.clamp) {
        const Wide lo = -(static_cast<Wide>(1) << 31);
        const Wide hi = (static_cast<Wide>(1) << 31) - 1;
        sum = sum < lo ? lo : sum > hi ? hi : sum;
      }
      d[n][m] = static_cast<uint32_t>(static_cast<uint64_t>(sum));
    }
  }
  return d;
}

std::string reg_text(int first, int count) {
  return count == 1 ? "v" + std::to_string(first)
                    : "v[" + std::to_string(first) + ":" + std::to_string(first + count - 1) + "]";
}

struct Gfx12Layout {
  Place a, b, cd;
  int index_reg = 120;
};
Gfx12Layout gfx12_layout(const Gfx12Form& f) {
  Gfx12Layout l;
  l.a = {0, el_bits(f.a), f.sparse ? f.k / 2 : f.k};
  l.b = {16, el_bits(f.b), f.k};
  l.cd = {40, el_bits(f.acc), 16};
  return l;
}

std::string gfx12_text(const Gfx12Form& f, const Gfx12Case& k, const Gfx12Layout& l, int d_reg) {
  const int w = k.wave;
  const int cd = regs_of(l.cd, w);
  std::string t = std::string(f.mnemonic) + " " + reg_text(d_reg, cd) + ", " +
                  reg_text(l.a.reg, regs_of(l.a, w)) + ", " + reg_text(l.b.reg, regs_of(l.b, w)) +
                  ", " +
                  (f.sparse          ? reg_text(l.index_reg, 1)
                   : k.constant == 0 ? reg_text(l.cd.reg, cd)
                   : el_float(f.acc) ? kConstants[k.constant - 1].float_text
                                     : kConstants[k.constant - 1].int_text);
  auto bits3 = [](unsigned v) {
    return "[" + std::to_string(v & 1) + "," + std::to_string(v >> 1 & 1) + "," +
           std::to_string(v >> 2 & 1) + "]";
  };
  if (k.key != 0) t += " index_key:" + std::to_string(k.key);
  if (k.neg_lo != 0) t += " neg_lo:" + bits3(k.neg_lo);
  if (k.neg_hi != 0) t += " neg_hi:" + bits3(k.neg_hi);
  if (k.clamp) t += " clamp";
  return t;
}

// The modifiers LLVM 19 accepts for the form (llvm-mc-19 -mcpu=gfx1200), chosen at random.
Gfx12Case random_gfx12_case(Rng& rng, const Gfx12Form& f, int wave) {
  Gfx12Case k;
  k.wave = wave;
  if (!el_float(f.a)) {
    k.neg_lo = static_cast<unsigned>(rng() % 4);
    k.clamp = rng() % 2 != 0;
  } else if (el_bits(f.a) == 16) {
    k.neg_lo = static_cast<unsigned>(rng() % (f.sparse ? 4 : 8));
    k.neg_hi = static_cast<unsigned>(rng() % (f.sparse ? 4 : 8));
  } else if (!f.sparse) {
    k.neg_lo = static_cast<unsigned>(rng() % 2) << 2;
    k.neg_hi = static_cast<unsigned>(rng() % 2) << 2;
  }
  if (!f.sparse && rng() % 5 == 0) k.constant = 1 + static_cast<int>(rng() % 3);
  if (f.sparse) {
    const int per_lane = 16 * (f.k / 2) / wave;
    int keys = 32 / (2 * per_lane);
    // LLVM 19 takes index_key 0-1 for v_swmmac_i32_16x16x32_iu4 in wave64 as in wave32.
    if (f.k == 32 && f.a == El::IU4) keys = std::min(keys, 2);
    k.key = static_cast<int>(rng() % static_cast<uint64_t>(keys));
  }
  return k;
}

// Random matrices in the form's formats, placed into `w`.
Gfx12Mats gfx12_fill(Rng& rng, const Gfx12Form& f, const Gfx12Case& k, const Gfx12Layout& l,
                     WaveState& w) {
  Gfx12Mats in;
  in.a = new_mat(16, l.a.length);
  in.a_k = new_mat(16, l.a.length);
  in.b = new_mat(16, f.k);
  in.c = new_mat(16, 16);
  for (auto& row : in.a)
    for (auto& x : row) x = random_element(rng, f.a);
  for (auto& col : in.b)
    for (auto& x : col) x = random_element(rng, f.b);
  for (auto& col : in.c)
    for (auto& x : col) x = random_element(rng, f.acc);
  if (k.constant != 0) {
    const Gfx12Constant& c = kConstants[k.constant - 1];
    const uint32_t value = !el_float(f.acc) ? static_cast<uint32_t>(c.int_value)
                                            : pattern_of(c.float_value, fmt_of(f.acc));
    for (auto& col : in.c)
      for (auto& x : col) x = value;
  }
  store(w, l.a, in.a);
  store(w, l.b, in.b);
  store(w, l.cd, in.c);
  if (f.sparse) {
    // Each lane's index word: two distinct positions per group of four, in increasing order;
    // the other keys' bits random. Then the K each stored element stands for, lane by lane.
    const int per_lane = 16 * l.a.length / k.wave;
    for (int lane = 0; lane < k.wave; ++lane) {
      uint32_t word = static_cast<uint32_t>(rng());
      for (int e = 0; e < per_lane; e += 2) {
        uint32_t p = static_cast<uint32_t>(rng() % 4);
        uint32_t q = static_cast<uint32_t>(rng() % 3);
        if (q >= p) ++q;
        if (q < p) std::swap(p, q);
        const unsigned at = static_cast<unsigned>(k.key * 2 * per_lane + 2 * e);
        word = with_field(word, at, 2, p);
        word = with_field(word, at + 2, 2, q);
      }
      w.set_vgpr(l.index_reg, lane, word);
      for (int e = 0; e < per_lane; ++e) {
        const int group = lane / 16;
        in.a_k[lane % 16][group * per_lane + e] =
            static_cast<uint32_t>(index_k(word, k.key, per_lane, group * 2 * per_lane, e));
      }
    }
  }
  return in;
}

struct Gfx12Run {
  const Gfx12Form* form;
  Gfx12Case k;
  int d_reg;
  std::string text;
};

// Assembles every case with llvm-mc-19 (one call per wave size) and decodes it for gfx1200.
std::vector<cutlm::DecodedInst> assemble_gfx12(const std::vector<Gfx12Run>& runs, bool wave64) {
  std::vector<std::string> lines;
  for (const Gfx12Run& r : runs) lines.push_back(r.text);
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, wave64, &errors, "", "gfx1200");
  EXPECT_TRUE(errors.empty()) << errors;
  std::vector<cutlm::DecodedInst> out;
  if (encoded.size() != runs.size()) {
    ADD_FAILURE() << "llvm-mc-19 gave " << encoded.size() << " encodings for " << runs.size();
    return out;
  }
  for (const auto& e : encoded) {
    out.push_back(cutlm::decode(e.bytes.data(), e.bytes.size(), wave64, cutlm::DecodeMode::Execute,
                                isa::Arch::Gfx1200));
  }
  return out;
}

// Runs one case; returns the output elements checked (0 on a failure).
uint64_t run_gfx12(Runner& runner, const Gfx12Run& r, const cutlm::DecodedInst& inst) {
  const Gfx12Form& f = *r.form;
  const Gfx12Layout l = gfx12_layout(f);
  WaveState& before = runner.fresh_wave(r.k.wave);
  before.set_exec(before.lane_mask());
  before.mode = random_mode(runner.rng);
  const Gfx12Mats in = gfx12_fill(runner.rng, f, r.k, l, before);
  // SWMMAC accumulates into D: its C is what D's registers hold.
  Place c_place = l.cd;
  if (f.sparse) c_place.reg = r.d_reg;
  if (f.sparse) store(before, c_place, in.c);
  WaveState expected = before;
  Place d_place = l.cd;
  d_place.reg = r.d_reg;
  store(expected, d_place, gfx12_expected(f, r.k, in, before.mode));
  if (!inst.valid()) {
    ADD_FAILURE() << "not decoded: " << inst.error << " " << r.text;
    return 0;
  }
  WaveState actual = before;
  cutlm::CommitLog log;
  try {
    runner.executor.step(inst, actual, &log);
  } catch (const cutlm::ModelError& e) {
    ADD_FAILURE() << e.what() << ": " << r.text;
    return 0;
  }
  if (!same_state(expected, actual, r.text + " wave" + std::to_string(r.k.wave))) return 0;
  if (!el_float(f.a)) return 256;
  // Whatever AMD's summation order: every float element within the bound any order of
  // rounded steps satisfies.
  const Mat got = load(actual, d_place);
  for (int m = 0; m < 16; ++m) {
    for (int n = 0; n < 16; ++n) {
      const Gfx12Terms t = gfx12_terms(f, r.k, in, m, n);
      std::string why;
      if (!within_order_bound(t.x, t.y, fmt_of(f.a), t.c, fmt_of(f.acc), before.mode, got[n][m],
                              &why)) {
        ADD_FAILURE() << why << ": D[" << m << "][" << n << "] " << r.text;
        return 0;
      }
    }
  }
  return 256;
}

TEST(ValuPackedWmmaGfx12, EveryFormBothWaveSizes) {
  Runner runner(test_seed());
  const int rounds = long_run() ? 40 : 4;
  uint64_t elements = 0;
  std::set<std::string> covered;
  int constants = 0;
  for (const int wave : {32, 64}) {
    std::vector<Gfx12Run> runs;
    for (int round = 0; round < rounds; ++round) {
      for (const Gfx12Form& f : kGfx12Forms) {
        Gfx12Run r{&f, random_gfx12_case(runner.rng, f, wave), 40, ""};
        // D in place over C, or elsewhere (SWMMAC: D is its accumulator).
        if (round % 2 == 1) r.d_reg = 64;
        r.text = gfx12_text(f, r.k, gfx12_layout(f), r.d_reg);
        runs.push_back(r);
      }
    }
    const std::vector<cutlm::DecodedInst> insts = assemble_gfx12(runs, wave == 64);
    ASSERT_EQ(insts.size(), runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const uint64_t checked = run_gfx12(runner, runs[i], insts[i]);
      if (checked == 0) return;
      elements += checked;
      covered.insert(runs[i].form->mnemonic);
      constants += runs[i].k.constant != 0 ? 1 : 0;
    }
  }
  EXPECT_EQ(covered.size(), std::size(kGfx12Forms));
  EXPECT_GT(constants, 0);
  std::printf(
      "  gfx1200 WMMA/SWMMAC: %zu instructions, %llu output elements, %d with C an "
      "inline constant\n",
      covered.size(), static_cast<unsigned long long>(elements), constants);
}

// Each index_key of every SWMMAC selects its own bits: a case per key, with the other keys'
// bits random (gfx12_fill), in both wave sizes.
TEST(ValuPackedWmmaGfx12, EveryIndexKey) {
  Runner runner(test_seed());
  int checked = 0;
  for (const int wave : {32, 64}) {
    std::vector<Gfx12Run> runs;
    for (const Gfx12Form& f : kGfx12Forms) {
      if (!f.sparse) continue;
      Gfx12Case probe = random_gfx12_case(runner.rng, f, wave);
      const int per_lane = 16 * (f.k / 2) / wave;
      int keys = 32 / (2 * per_lane);
      if (f.k == 32 && f.a == El::IU4) keys = std::min(keys, 2);
      for (int key = 0; key < keys; ++key) {
        probe.key = key;
        runs.push_back({&f, probe, 40, gfx12_text(f, probe, gfx12_layout(f), 40)});
      }
    }
    const std::vector<cutlm::DecodedInst> insts = assemble_gfx12(runs, wave == 64);
    ASSERT_EQ(insts.size(), runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
      ASSERT_NE(run_gfx12(runner, runs[i], insts[i]), 0u);
      ++checked;
    }
  }
  std::printf("  SWMMAC index_key cases: %d\n", checked);
}

// The checks above would catch a wrong layout: oracles with a mutated layout (B transposed, two
// index bits swapped, C/D's lane groups exchanged) disagree with the model on random inputs.
TEST(ValuPackedWmmaGfx12, MutantOraclesDisagree) {
  Runner runner(test_seed());
  const Gfx12Form& dense = kGfx12Forms[4];    // v_wmma_i32_16x16x16_iu8
  const Gfx12Form& sparse = kGfx12Forms[15];  // v_swmmac_i32_16x16x32_iu8
  for (const int wave : {32, 64}) {
    for (int mutant = 0; mutant < 3; ++mutant) {
      const Gfx12Form& f = mutant == 1 ? sparse : dense;
      Gfx12Case k;
      k.wave = wave;
      const Gfx12Layout l = gfx12_layout(f);
      std::vector<Gfx12Run> runs = {{&f, k, 40, gfx12_text(f, k, l, 40)}};
      const std::vector<cutlm::DecodedInst> insts = assemble_gfx12(runs, wave == 64);
      ASSERT_EQ(insts.size(), 1u);
      WaveState& before = runner.fresh_wave(wave);
      before.set_exec(before.lane_mask());
      Gfx12Mats in = gfx12_fill(runner.rng, f, k, l, before);
      if (f.sparse) store(before, l.cd, in.c);
      WaveState actual = before;
      cutlm::CommitLog log;
      runner.executor.step(insts[0], actual, &log);
      const Mat got = load(actual, l.cd);
      Mat want;
      if (mutant == 0) {  // B read as its transpose
        Mat t = in.b;
        for (int n = 0; n < 16; ++n)
          for (int kk = 0; kk < 16; ++kk) t[n][kk] = in.b[kk][n];
        in.b = t;
        want = gfx12_expected(f, k, in, before.mode);
      } else if (mutant == 1) {  // the two positions of each group swapped
        for (auto& row : in.a_k)
          for (std::size_t e = 0; e + 1 < row.size(); e += 2) std::swap(row[e], row[e + 1]);
        want = gfx12_expected(f, k, in, before.mode);
      } else {  // C/D's two halves of the rows exchanged
        want = gfx12_expected(f, k, in, before.mode);
        for (auto& col : want)
          for (int m = 0; m < 8; ++m) std::swap(col[m], col[m + 8]);
      }
      EXPECT_NE(got, want) << f.mnemonic << " mutant " << mutant << " wave" << wave
                           << " was not caught";
      // And the unmutated oracle agrees.
      if (mutant == 2) {
        EXPECT_EQ(got, gfx12_expected(f, k, in, before.mode));
      }
    }
  }
}

}  // namespace
