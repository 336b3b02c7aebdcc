// Float formats and MPFR rounding for the float suites' oracles (valu_fp_convert_test,
// valu_trans_test): bit patterns decoded and encoded here, written apart from the model's
// fp.h, and IEEE rounding into a format done by MPFR.
#pragma once

#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <cstring>

#include "valu_harness.h"

namespace valu_harness {

using cutlm::RoundMode;

struct Fmt {
  unsigned bits;
  unsigned frac;  // stored fraction bits
  int mpfr_emin;  // MPFR exponent (x = m * 2^e, m in [0.5, 1)) of the smallest denormal
  int mpfr_emax;  // of the largest finite value
  bool f32_mode;  // MODE's f32 fields apply (else the f16/f64 ones)
};
constexpr Fmt kF16{16, 10, -23, 16, false};
constexpr Fmt kF32{32, 23, -148, 128, true};
constexpr Fmt kF64{64, 52, -1073, 1024, false};

inline uint64_t sign_bit(Fmt f) { return 1ull << (f.bits - 1); }
inline uint64_t exp_mask(Fmt f) { return low_mask(f.bits - 1) & ~low_mask(f.frac); }
inline uint64_t quiet_bit(Fmt f) { return 1ull << (f.frac - 1); }
inline bool is_nan(uint64_t x, Fmt f) {
  return (x & exp_mask(f)) == exp_mask(f) && (x & low_mask(f.frac)) != 0;
}
inline bool is_inf(uint64_t x, Fmt f) { return (x & low_mask(f.bits - 1)) == exp_mask(f); }
inline bool is_zero(uint64_t x, Fmt f) { return (x & low_mask(f.bits - 1)) == 0; }
inline bool is_denormal(uint64_t x, Fmt f) { return (x & exp_mask(f)) == 0 && !is_zero(x, f); }
inline bool negative(uint64_t x, Fmt f) { return (x & sign_bit(f)) != 0; }
inline uint64_t one_of(Fmt f) { return (low_mask(f.bits - f.frac - 2)) << f.frac; }

// Exact value of a finite pattern.
inline double decode(uint64_t x, Fmt f) {
  if (f.bits == 64) {
    double d;
    std::memcpy(&d, &x, 8);
    return d;
  }
  const int bias = static_cast<int>(low_mask(f.bits - f.frac - 2));
  const uint64_t e = (x & exp_mask(f)) >> f.frac;
  const uint64_t m = x & low_mask(f.frac);
  const double magnitude = e == 0 ? std::ldexp(static_cast<double>(m), 1 - bias - int(f.frac))
                                  : std::ldexp(static_cast<double>(m | 1ull << f.frac),
                                               static_cast<int>(e) - bias - int(f.frac));
  return negative(x, f) ? -magnitude : magnitude;
}

// Pattern of a double the format holds exactly (or an infinity).
inline uint64_t encode_exact(double d, Fmt f) {
  const uint64_t sign = std::signbit(d) ? sign_bit(f) : 0;
  if (f.bits == 64) {
    uint64_t x;
    std::memcpy(&x, &d, 8);
    return x;
  }
  if (std::isinf(d)) return sign | exp_mask(f);
  const double a = std::fabs(d);
  if (a == 0) return sign;
  const int bias = static_cast<int>(low_mask(f.bits - f.frac - 2));
  int e = 0;
  std::frexp(a, &e);  // a = m * 2^e
  int biased = e - 1 + bias;
  if (biased <= 0) return sign | static_cast<uint64_t>(std::ldexp(a, bias - 1 + int(f.frac)));
  const uint64_t m = static_cast<uint64_t>(std::ldexp(a, int(f.frac) - (e - 1)));
  return sign | static_cast<uint64_t>(biased) << f.frac | (m & low_mask(f.frac));
}

// MPFR value of a finite pattern (exact).
inline void set_value(mpfr_t v, uint64_t x, Fmt f) { mpfr_set_d(v, decode(x, f), MPFR_RNDN); }

inline mpfr_rnd_t mpfr_mode(RoundMode m) {
  switch (m) {
    case RoundMode::NearestEven: return MPFR_RNDN;
    case RoundMode::PlusInfinity: return MPFR_RNDU;
    case RoundMode::MinusInfinity: return MPFR_RNDD;
    case RoundMode::Zero: return MPFR_RNDZ;
  }
  return MPFR_RNDN;
}

// An MPFR computation rounded once, IEEE-style, into format f (denormals by mpfr_subnormalize,
// overflow by mpfr_check_range): `compute(r, rnd)` writes r at the format's precision and
// returns its ternary value.
template <typename Compute>
inline uint64_t rounded(Fmt f, mpfr_rnd_t rnd, Compute compute) {
  mpfr_t r;
  mpfr_init2(r, f.frac + 1);
  int t = compute(r, rnd);
  const mpfr_exp_t emin = mpfr_get_emin();
  const mpfr_exp_t emax = mpfr_get_emax();
  mpfr_set_emin(f.mpfr_emin);
  mpfr_set_emax(f.mpfr_emax);
  t = mpfr_check_range(r, t, rnd);
  mpfr_subnormalize(r, t, rnd);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  uint64_t x;
  if (mpfr_inf_p(r)) {
    x = (mpfr_signbit(r) ? sign_bit(f) : 0) | exp_mask(f);
  } else if (mpfr_zero_p(r)) {
    x = mpfr_signbit(r) ? sign_bit(f) : 0;
  } else {
    x = encode_exact(mpfr_get_d(r, MPFR_RNDN), f);
  }
  mpfr_clear(r);
  return x;
}

inline uint64_t magnitude(uint64_t x, Fmt f) { return x & low_mask(f.bits - 1); }

}  // namespace valu_harness
