// Conversions, rounding to integral values, fract and frexp (sem_valu_fp_convert.cpp) run through
// the real decoder and executor with the shared harness (valu_harness.h): every instruction in
// every encoding, wave32 and wave64, random EXEC, random MODE, random abs/neg/clamp/omod, the whole
// wave state compared with what the oracles here predict.
//
// The oracles are independent of the model: every float value goes through GNU MPFR (exact
// values, mpfr_rint/mpfr_floor/mpfr_get_si for the integer conversions, IEEE rounding to a format
// with mpfr_subnormalize), bit patterns are decoded and encoded here, and the output modifiers
// are written again from docs/valu-semantics.md. f16 sources are also run exhaustively (all
// 65,536 patterns) under every denormal and rounding mode.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "float_oracle.h"
#include "test_util.h"
#include "valu_harness.h"

namespace {

using namespace valu_harness;
using cutlm::DenormMode;
using cutlm::RoundMode;

// A NaN converted between formats: sign and the top payload bits kept; quieted when narrowing,
// and when widening only in IEEE mode.
uint64_t convert_nan(uint64_t x, Fmt from, Fmt to, bool ieee) {
  const uint64_t payload = x & low_mask(from.frac);
  const uint64_t moved =
      to.frac >= from.frac ? payload << (to.frac - from.frac) : payload >> (from.frac - to.frac);
  const bool quiet = to.frac < from.frac || ieee;
  return (negative(x, from) ? sign_bit(to) : 0) | exp_mask(to) | (quiet ? quiet_bit(to) : 0) |
         moved;
}

// A NaN operand as an operation passes it on: quieted only in IEEE mode.
uint64_t propagated(uint64_t x, Fmt f, const In& in) { return in.mode.ieee ? x | quiet_bit(f) : x; }

// ---------------------------------------------------------------------------------------------
// MODE and modifiers, as docs/valu-semantics.md states them

DenormMode denorm(const In& in, Fmt f) {
  return f.f32_mode ? in.mode.denorm_f32 : in.mode.denorm_f16_f64;
}
bool flushes_in(const In& in, Fmt f) {
  return denorm(in, f) == DenormMode::FlushIn || denorm(in, f) == DenormMode::Flush;
}
bool flushes_out(const In& in, Fmt f) {
  return denorm(in, f) == DenormMode::FlushOut || denorm(in, f) == DenormMode::Flush;
}
RoundMode rounding(const In& in, Fmt f) {
  return f.f32_mode ? in.mode.round_f32 : in.mode.round_f16_f64;
}

// Source i as the operation reads it: abs, then neg, then the input flush.
uint64_t operand(const In& in, int i, Fmt f) {
  uint64_t x = in.s[i] & low_mask(f.bits);
  if ((in.abs >> i & 1) != 0) x &= ~sign_bit(f);
  if ((in.neg >> i & 1) != 0) x ^= sign_bit(f);
  if (flushes_in(in, f) && is_denormal(x, f)) x &= sign_bit(f);
  return x;
}

// omod (only with IEEE off and output flushing on), clamp, then the output flush.
uint64_t finish(uint64_t x, Fmt f, const In& in) {
  if (in.omod != 0 && !in.mode.ieee && flushes_out(in, f) && !is_nan(x, f) && !is_inf(x, f)) {
    if (is_zero(x, f)) {
      x = 0;
    } else {
      const long scale = in.omod == 1 ? 1 : in.omod == 2 ? 2 : -1;
      mpfr_t v;
      mpfr_init2(v, 64);
      set_value(v, x, f);
      x = rounded(f, MPFR_RNDN,
                  [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_mul_2si(r, v, scale, rnd); });
      mpfr_clear(v);
      if (is_zero(x, f)) x = 0;
    }
  }
  if (in.clamp) {
    if (is_nan(x, f)) {
      if (in.mode.dx10_clamp) x = 0;
    } else if (negative(x, f)) {
      x = 0;
    } else if (x > one_of(f)) {
      x = one_of(f);
    }
  }
  if (flushes_out(in, f) && is_denormal(x, f)) x &= sign_bit(f);
  return x;
}

// ---------------------------------------------------------------------------------------------
// Oracles

enum class IntRound { Trunc, Floor, HalfUp, Mode };

// A (flushed) float rounded to an integer and saturated to [lowest, highest]; NaN gives 0.
int64_t to_integer(uint64_t x, Fmt f, IntRound how, RoundMode mode, int64_t lowest,
                   int64_t highest) {
  if (is_nan(x, f)) return 0;
  if (is_inf(x, f)) return negative(x, f) ? lowest : highest;
  mpfr_t v;
  mpfr_init2(v, 2200);  // x + 0.5 stays exact for every f64
  set_value(v, x, f);
  switch (how) {
    case IntRound::Trunc: mpfr_trunc(v, v); break;
    case IntRound::Floor: mpfr_floor(v, v); break;
    case IntRound::HalfUp:
      mpfr_add_d(v, v, 0.5, MPFR_RNDN);
      mpfr_floor(v, v);
      break;
    case IntRound::Mode: mpfr_rint(v, v, mpfr_mode(mode)); break;
  }
  int64_t n;
  if (mpfr_cmp_si(v, lowest) < 0) {
    n = lowest;
  } else if (mpfr_cmp_si(v, highest) > 0) {
    n = highest;
  } else {
    n = mpfr_get_si(v, MPFR_RNDZ);
  }
  mpfr_clear(v);
  return n;
}

Oracle float_to_int(Fmt f, IntRound how, int64_t lowest, int64_t highest, unsigned bits) {
  return [=](const In& in) {
    const int64_t n =
        to_integer(operand(in, 0, f), f, how, RoundMode::NearestEven, lowest, highest);
    return val(static_cast<uint64_t>(n) & low_mask(bits));
  };
}

// Normalized 16-bit integers: clamp, scale, round to nearest even; NaN gives 0.
uint64_t norm16(uint64_t x, Fmt f, bool is_signed) {
  if (is_nan(x, f)) return 0;
  mpfr_t v;
  mpfr_init2(v, 128);
  if (is_inf(x, f)) {
    mpfr_set_si(v, negative(x, f) ? -1 : 1, MPFR_RNDN);
  } else {
    set_value(v, x, f);
  }
  if (mpfr_cmp_si(v, 1) > 0) mpfr_set_si(v, 1, MPFR_RNDN);
  if (mpfr_cmp_si(v, is_signed ? -1 : 0) < 0) mpfr_set_si(v, is_signed ? -1 : 0, MPFR_RNDN);
  mpfr_mul_ui(v, v, is_signed ? 32767 : 65535, MPFR_RNDN);  // exact in 128 bits
  mpfr_rint(v, v, MPFR_RNDN);
  const long n = mpfr_get_si(v, MPFR_RNDN);
  mpfr_clear(v);
  return static_cast<uint64_t>(n) & 0xFFFF;
}

// An integer value rounded into format f by MODE.
Oracle int_to_float(Fmt f, std::function<int64_t(const In&)> value) {
  return [=](const In& in) {
    const int64_t n = value(in);
    const uint64_t r = rounded(f, mpfr_mode(rounding(in, f)), [&](mpfr_t out, mpfr_rnd_t rnd) {
      return mpfr_set_si(out, n, rnd);
    });
    return val(finish(r, f, in));
  };
}

// A float converted into another format: rounded by the destination's mode (or `forced`).
uint64_t convert(uint64_t x, Fmt from, Fmt to, RoundMode mode, bool ieee) {
  if (is_nan(x, from)) return convert_nan(x, from, to, ieee);
  if (is_inf(x, from)) return (negative(x, from) ? sign_bit(to) : 0) | exp_mask(to);
  if (is_zero(x, from)) return negative(x, from) ? sign_bit(to) : 0;
  mpfr_t v;
  mpfr_init2(v, 64);
  set_value(v, x, from);
  const uint64_t r = rounded(to, mpfr_mode(mode),
                             [&](mpfr_t out, mpfr_rnd_t rnd) { return mpfr_set(out, v, rnd); });
  mpfr_clear(v);
  return r;
}

Oracle float_to_float(Fmt from, Fmt to) {
  return [=](const In& in) {
    return val(
        finish(convert(operand(in, 0, from), from, to, rounding(in, to), in.mode.ieee), to, in));
  };
}

enum class Integral { Trunc, Ceil, Floor, Even };

Oracle round_integral(Fmt f, Integral how) {
  return [=](const In& in) {
    const uint64_t x = operand(in, 0, f);
    if (is_nan(x, f)) return val(finish(propagated(x, f, in), f, in));
    if (is_inf(x, f) || is_zero(x, f)) return val(finish(x, f, in));
    mpfr_t v;
    mpfr_init2(v, 64);
    set_value(v, x, f);
    switch (how) {
      case Integral::Trunc: mpfr_trunc(v, v); break;
      case Integral::Ceil: mpfr_ceil(v, v); break;
      case Integral::Floor: mpfr_floor(v, v); break;
      case Integral::Even: mpfr_rint(v, v, MPFR_RNDN); break;
    }
    // A zero result keeps the input's sign (IEEE roundToIntegral).
    uint64_t r = mpfr_zero_p(v) ? (x & sign_bit(f)) : encode_exact(mpfr_get_d(v, MPFR_RNDN), f);
    mpfr_clear(v);
    return val(finish(r, f, in));
  };
}

// x - floor(x) in one rounding by MODE (IEEE signs of zero), below 1.0; infinities give the
// negative default NaN of an invalid operation.
Oracle fract(Fmt f) {
  return [=](const In& in) {
    const uint64_t x = operand(in, 0, f);
    if (is_nan(x, f)) return val(finish(propagated(x, f, in), f, in));
    if (is_inf(x, f)) return val(finish(sign_bit(f) | exp_mask(f) | quiet_bit(f), f, in));
    mpfr_t v;
    mpfr_t fl;
    mpfr_init2(v, 64);
    mpfr_init2(fl, 64);
    set_value(v, x, f);
    mpfr_floor(fl, v);
    uint64_t r = rounded(f, mpfr_mode(rounding(in, f)),
                         [&](mpfr_t out, mpfr_rnd_t rnd) { return mpfr_sub(out, v, fl, rnd); });
    mpfr_clear(v);
    mpfr_clear(fl);
    if (!negative(r, f) && r >= one_of(f)) r = one_of(f) - 1;
    return val(finish(r, f, in));
  };
}

Oracle frexp_mant(Fmt f) {
  return [=](const In& in) {
    const uint64_t x = operand(in, 0, f);
    if (is_nan(x, f)) return val(finish(propagated(x, f, in), f, in));
    if (is_inf(x, f) || is_zero(x, f)) return val(finish(x, f, in));
    mpfr_t v;
    mpfr_init2(v, 64);
    set_value(v, x, f);
    mpfr_mul_2si(v, v, -mpfr_get_exp(v), MPFR_RNDN);  // into [0.5, 1)
    const uint64_t r = encode_exact(mpfr_get_d(v, MPFR_RNDN), f);
    mpfr_clear(v);
    return val(finish(r, f, in));
  };
}

Oracle frexp_exp(Fmt f, unsigned bits) {
  return [=](const In& in) {
    const uint64_t x = operand(in, 0, f);
    if (is_nan(x, f) || is_inf(x, f) || is_zero(x, f)) return val(0);
    mpfr_t v;
    mpfr_init2(v, 64);
    set_value(v, x, f);
    const long e = mpfr_get_exp(v);
    mpfr_clear(v);
    return val(static_cast<uint64_t>(e) & low_mask(bits));
  };
}

int64_t i32_of(uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }

std::vector<OpSpec> convert_ops() {
  const int64_t i32_min = -2147483648LL;
  const int64_t i32_max = 2147483647LL;
  const int64_t u32_max = 4294967295LL;
  std::vector<OpSpec> ops;
  auto add = [&](const char* name, Oracle oracle, Values values) {
    OpSpec spec{name, Kind::Value, std::move(oracle)};
    spec.values = values;
    spec.float_modifiers = true;
    spec.random_mode = true;
    ops.push_back(spec);
  };
  const Values F16 = Values::F16;
  const Values F32 = Values::F32;
  const Values F64 = Values::F64;
  const Values Int = Values::Integer;

  add("V_CVT_I32_F32", float_to_int(kF32, IntRound::Trunc, i32_min, i32_max, 32), F32);
  add("V_CVT_U32_F32", float_to_int(kF32, IntRound::Trunc, 0, u32_max, 32), F32);
  add("V_CVT_I32_F64", float_to_int(kF64, IntRound::Trunc, i32_min, i32_max, 32), F64);
  add("V_CVT_U32_F64", float_to_int(kF64, IntRound::Trunc, 0, u32_max, 32), F64);
  add("V_CVT_I16_F16", float_to_int(kF16, IntRound::Trunc, -32768, 32767, 16), F16);
  add("V_CVT_U16_F16", float_to_int(kF16, IntRound::Trunc, 0, 65535, 16), F16);
  add("V_CVT_NEAREST_I32_F32", float_to_int(kF32, IntRound::HalfUp, i32_min, i32_max, 32), F32);
  add("V_CVT_FLOOR_I32_F32", float_to_int(kF32, IntRound::Floor, i32_min, i32_max, 32), F32);
  for (const bool is_signed : {true, false}) {
    const int64_t lowest = is_signed ? -32768 : 0;
    const int64_t highest = is_signed ? 32767 : 65535;
    add(
        is_signed ? "V_CVT_PK_I16_F32" : "V_CVT_PK_U16_F32",
        [=](const In& in) {
          uint64_t r = 0;
          for (int i = 0; i < 2; ++i) {
            const int64_t n = to_integer(operand(in, i, kF32), kF32, IntRound::Trunc,
                                         RoundMode::NearestEven, lowest, highest);
            r |= (static_cast<uint64_t>(n) & 0xFFFF) << (16 * i);
          }
          return val(r);
        },
        F32);
    add(
        is_signed ? "V_CVT_NORM_I16_F16" : "V_CVT_NORM_U16_F16",
        [=](const In& in) { return val(norm16(operand(in, 0, kF16), kF16, is_signed)); }, F16);
    for (const Fmt f : {kF16, kF32}) {
      const std::string name = std::string("V_CVT_PK_NORM_") + (is_signed ? "I16" : "U16") +
                               (f.bits == 16 ? "_F16" : "_F32");
      add(
          name.c_str(),
          [=](const In& in) {
            return val(norm16(operand(in, 1, f), f, is_signed) << 16 |
                       norm16(operand(in, 0, f), f, is_signed));
          },
          f.bits == 16 ? F16 : F32);
    }
  }
  add(
      "V_CVT_PK_U8_F32",
      [](const In& in) {
        const int64_t byte =
            to_integer(operand(in, 0, kF32), kF32, IntRound::Mode, in.mode.round_f32, 0, 255);
        const unsigned shift = static_cast<unsigned>(in.s[1] & 3) * 8;
        return val(((in.s[2] & 0xFFFFFFFF) & ~(0xFFull << shift)) | static_cast<uint64_t>(byte)
                                                                        << shift);
      },
      F32);
  ops.back().source_values[1] = Values::Integer;
  ops.back().source_values[2] = Values::Integer;

  add("V_CVT_F32_I32", int_to_float(kF32, [](const In& in) { return i32_of(in.s[0]); }), Int);
  add("V_CVT_F32_U32",
      int_to_float(kF32, [](const In& in) { return int64_t(in.s[0] & 0xFFFFFFFF); }), Int);
  add("V_CVT_F64_I32", int_to_float(kF64, [](const In& in) { return i32_of(in.s[0]); }), Int);
  add("V_CVT_F64_U32",
      int_to_float(kF64, [](const In& in) { return int64_t(in.s[0] & 0xFFFFFFFF); }), Int);
  add("V_CVT_F16_I16",
      int_to_float(kF16, [](const In& in) { return int64_t(static_cast<int16_t>(in.s[0])); }), Int);
  add("V_CVT_F16_U16", int_to_float(kF16, [](const In& in) { return int64_t(in.s[0] & 0xFFFF); }),
      Int);
  for (unsigned byte = 0; byte < 4; ++byte) {
    const std::string name = "V_CVT_F32_UBYTE" + std::to_string(byte);
    add(name.c_str(),
        int_to_float(kF32, [byte](const In& in) { return int64_t(in.s[0] >> (8 * byte) & 0xFF); }),
        Int);
  }
  // AMD's table: S0[3:0] as a signed nibble, in sixteenths.
  add(
      "V_CVT_OFF_F32_I4",
      [](const In& in) {
        const int nibble = static_cast<int>(in.s[0] & 0xF);
        const double value = (nibble >= 8 ? nibble - 16 : nibble) * 0.0625;
        return val(finish(encode_exact(value, kF32), kF32, in));
      },
      Int);

  add("V_CVT_F16_F32", float_to_float(kF32, kF16), F32);
  add("V_CVT_F32_F16", float_to_float(kF16, kF32), F16);
  add("V_CVT_F32_F64", float_to_float(kF64, kF32), F64);
  add("V_CVT_F64_F32", float_to_float(kF32, kF64), F32);
  add(
      "V_CVT_PK_RTZ_F16_F32",
      [](const In& in) {
        uint64_t r = 0;
        for (int i = 0; i < 2; ++i) {
          const uint64_t h =
              convert(operand(in, i, kF32), kF32, kF16, RoundMode::Zero, in.mode.ieee);
          r |= finish(h, kF16, in) << (16 * i);
        }
        return val(r);
      },
      F32);
  add(
      "V_PACK_B32_F16",
      [](const In& in) { return val(operand(in, 1, kF16) << 16 | operand(in, 0, kF16)); }, F16);

  const std::pair<const char*, Fmt> formats[] = {{"F16", kF16}, {"F32", kF32}, {"F64", kF64}};
  for (const auto& [suffix, f] : formats) {
    const Values values = f.bits == 16 ? F16 : f.bits == 32 ? F32 : F64;
    const std::string s = suffix;
    add(("V_TRUNC_" + s).c_str(), round_integral(f, Integral::Trunc), values);
    add(("V_CEIL_" + s).c_str(), round_integral(f, Integral::Ceil), values);
    add(("V_FLOOR_" + s).c_str(), round_integral(f, Integral::Floor), values);
    add(("V_RNDNE_" + s).c_str(), round_integral(f, Integral::Even), values);
    add(("V_FRACT_" + s).c_str(), fract(f), values);
    add(("V_FREXP_MANT_" + s).c_str(), frexp_mant(f), values);
    add((f.bits == 16 ? "V_FREXP_EXP_I16_F16" : "V_FREXP_EXP_I32_" + s).c_str(),
        frexp_exp(f, f.bits == 16 ? 16 : 32), values);
  }
  return ops;
}

uint64_t cases_per_instruction() { return long_run() ? 10000000 : 100000; }

// ---------------------------------------------------------------------------------------------
// Random instructions: every operation, every encoding, both wave sizes, random MODE

TEST(ValuFpConvert, RandomEveryEncoding) {
  const std::vector<OpSpec> ops = convert_ops();
  // The random_family floor is per family, so each operation gets its own run.
  const uint64_t per_op = cases_per_instruction();
  std::printf("  %llu lane evaluations per instruction\n", static_cast<unsigned long long>(per_op));
  for (const OpSpec& spec : ops) {
    random_family({spec}, per_op);
    if (HasFailure()) return;
  }
}

// ---------------------------------------------------------------------------------------------
// f16 sources exhaustively, under every denormal and rounding mode, in the VOP1 form when there
// is one (else VOP3), reading the low and then the high half.

TEST(ValuFpConvert, F16SourcesExhaustive) {
  const std::vector<OpSpec> ops = convert_ops();
  const std::vector<uint64_t> all16 = range(0, 65536);
  Runner runner(test_seed() + 1);
  int configurations = 0;
  uint64_t lanes = 0;
  for (const OpSpec& spec : ops) {
    const isa::InstInfo* info = encodings_of(spec.name).front();
    const isa::OperandInfo* s0 = table_source(info, 0);
    if (s0 == nullptr || s0->bits != 16 || spec.source_values[1]) continue;
    const int sources = table_source(info, 1) != nullptr ? 2 : 1;
    // Only these round a 16-bit source's result; the rest are exact in every rounding mode.
    const bool rounds =
        spec.name == "V_FRACT_F16" || spec.name == "V_CVT_F16_I16" || spec.name == "V_CVT_F16_U16";
    for (int denorm = 0; denorm < 4; ++denorm) {
      for (int round = 0; round < (rounds ? 4 : 1); ++round) {
        cutlm::Mode mode;
        mode.denorm_f16_f64 = static_cast<DenormMode>(denorm);
        mode.denorm_f32 = static_cast<DenormMode>(3 - denorm);
        mode.round_f16_f64 = static_cast<RoundMode>(round);
        mode.round_f32 = static_cast<RoundMode>(3 - round);
        const bool high = (configurations & 1) != 0;
        // Two-source forms: every pattern in src0 against a fixed partner, and the other way.
        Domains domains = {all16};
        if (sources == 2) domains = {all16, {static_cast<uint64_t>(0x3C00 + denorm * 7 + round)}};
        lanes += exhaustive(runner, spec, fixed_instance(info, spec, high, false), domains, mode);
        ++configurations;
        if (HasFailure()) return;
      }
    }
  }
  report("f16 sources, every pattern and mode", configurations, lanes);
  EXPECT_GT(lanes, 65536u * 4 * 14);
}

// ---------------------------------------------------------------------------------------------
// f32 and f64 denormal sources of fract, frexp_mant and frexp_exp (every denormal-related edge,
// both signs, zeros and the smallest normals around them) under each denormal mode of the
// format, the other format's field set the opposite way.

TEST(ValuFpConvert, F32F64DenormalSourcesEveryMode) {
  const std::vector<OpSpec> ops = convert_ops();
  Runner runner(test_seed() + 2);
  int configurations = 0;
  uint64_t lanes = 0;
  for (const char* name : {"V_FRACT_F32", "V_FREXP_MANT_F32", "V_FREXP_EXP_I32_F32", "V_FRACT_F64",
                           "V_FREXP_MANT_F64", "V_FREXP_EXP_I32_F64"}) {
    const OpSpec& spec = find_spec(ops, name);
    const bool f32 = std::string(name).find("F32") != std::string::npos;
    const unsigned frac = f32 ? 23 : 52;
    const uint64_t sign = f32 ? 0x80000000ull : 0x8000000000000000ull;
    const uint64_t top = (1ull << frac) - 1;
    std::vector<uint64_t> values;
    for (uint64_t m :
         std::initializer_list<uint64_t>{1, 2, 3, top >> 1, (top >> 1) + 1, top - 1, top,
                                         1ull << frac, (1ull << frac) + 1, 0ull}) {
      values.push_back(m);
      values.push_back(m | sign);
    }
    for (const isa::InstInfo* info : encodings_of(name)) {
      for (int denorm = 0; denorm < 4; ++denorm) {
        cutlm::Mode mode;
        const DenormMode d = static_cast<DenormMode>(denorm);
        const DenormMode other = static_cast<DenormMode>(3 - denorm);
        mode.denorm_f32 = f32 ? d : other;
        mode.denorm_f16_f64 = f32 ? other : d;
        mode.round_f32 = mode.round_f16_f64 = static_cast<RoundMode>(denorm);
        lanes += exhaustive(runner, spec, fixed_instance(info, spec, false, false), {values}, mode);
        ++configurations;
        if (HasFailure()) return;
      }
    }
  }
  report("f32/f64 denormal sources, every mode", configurations, lanes);
}

// ---------------------------------------------------------------------------------------------
// Hand-picked cases: AMD's statements and the model choices, checked on the oracles themselves
// (which the random runs hold the model to).

TEST(ValuFpConvert, OraclesDocumentedCases) {
  const std::vector<OpSpec> ops = convert_ops();
  auto one = [&](const char* name, uint64_t s0, uint64_t s1 = 0, uint64_t s2 = 0) {
    In in;
    in.s = {s0, s1, s2};
    return find_spec(ops, name).oracle(in).value;
  };
  // Saturation and NaN (AMD: out-of-range values saturate, NaN converts to 0).
  EXPECT_EQ(one("V_CVT_I32_F32", 0x7F800000), 0x7FFFFFFFu);
  EXPECT_EQ(one("V_CVT_I32_F32", 0xFF800000), 0x80000000u);
  EXPECT_EQ(one("V_CVT_I32_F32", 0x7FC00000), 0u);
  EXPECT_EQ(one("V_CVT_U32_F32", 0xBF800000), 0u);
  EXPECT_EQ(one("V_CVT_I32_F32", 0xC0700000), 0xFFFFFFFDu);  // -3.75 truncates to -3
  EXPECT_EQ(one("V_CVT_U16_F16", 0x7BFF), 0xFFE0u);
  EXPECT_EQ(one("V_CVT_I16_F16", 0xFBFF), 0x8000u);
  // Halves round up; the sum is exact (0.49999997 gives 0).
  EXPECT_EQ(one("V_CVT_NEAREST_I32_F32", 0x3F000000), 1u);
  EXPECT_EQ(one("V_CVT_NEAREST_I32_F32", 0xBF000000), 0u);
  EXPECT_EQ(one("V_CVT_NEAREST_I32_F32", 0x3EFFFFFF), 0u);
  EXPECT_EQ(one("V_CVT_FLOOR_I32_F32", 0xBF000000), 0xFFFFFFFFu);
  // AMD's offset table.
  EXPECT_EQ(one("V_CVT_OFF_F32_I4", 0x8), 0xBF000000u);  // -0.5
  EXPECT_EQ(one("V_CVT_OFF_F32_I4", 0x7), 0x3EE00000u);  // 0.4375
  EXPECT_EQ(one("V_CVT_OFF_F32_I4", 0xFFFFFFF0), 0u);
  // snorm and unorm.
  EXPECT_EQ(one("V_CVT_NORM_I16_F16", 0xBC00), 0x8001u);  // -1.0 is -32767
  EXPECT_EQ(one("V_CVT_NORM_I16_F16", 0x3800), 0x4000u);  // 0.5 * 32767 = 16383.5, to even
  EXPECT_EQ(one("V_CVT_NORM_U16_F16", 0x7C00), 0xFFFFu);
  EXPECT_EQ(one("V_CVT_NORM_U16_F16", 0xFE00), 0u);
  // Round toward zero whatever MODE says: 65520.0 is the halfway point above 65504.
  EXPECT_EQ(one("V_CVT_PK_RTZ_F16_F32", 0x477FF000, 0x3F800001), 0x3C007BFFu);
  // IEEE zero signs and AMD's fract clamp.
  EXPECT_EQ(one("V_CEIL_F32", 0xBF000000), 0x80000000u);
  EXPECT_EQ(one("V_RNDNE_F32", 0xBECCCCCD), 0x80000000u);
  EXPECT_EQ(one("V_RNDNE_F32", 0x40200000), 0x40000000u);  // 2.5 to 2
  EXPECT_EQ(one("V_FLOOR_F64", 0xBFE0000000000000), 0xBFF0000000000000u);
  EXPECT_EQ(one("V_FRACT_F32", 0xB0800000), 0x3F7FFFFFu);  // -2^-30 + 1 rounds to 1, clamped
  EXPECT_EQ(one("V_FRACT_F32", 0xBF99999A), 0x3F4CCCCCu);  // fract(-1.2) = 0.8 (DX)
  EXPECT_EQ(one("V_FRACT_F32", 0x7F800000), 0xFFC00000u);
  // frexp as C's: 0 for zero, the true exponent of a denormal.
  EXPECT_EQ(one("V_FREXP_EXP_I32_F32", 0x00000001), static_cast<uint32_t>(-148));
  EXPECT_EQ(one("V_FREXP_EXP_I32_F32", 0x00000000), 0u);
  EXPECT_EQ(one("V_FREXP_MANT_F32", 0xC1200000), 0xBF200000u);  // -10 = -0.625 * 2^4
  EXPECT_EQ(one("V_FREXP_EXP_I16_F16", 0x4900), 4u);
  // Byte packing: 2.5 rounds to even (2) in the default mode, into byte 2 of src2.
  EXPECT_EQ(one("V_CVT_PK_U8_F32", 0x40200000, 2, 0xAABBCCDD), 0xAA02CCDDu);
  EXPECT_EQ(one("V_CVT_PK_U8_F32", 0x44000000, 0, 0), 0xFFu);
}

// ---------------------------------------------------------------------------------------------
// The test's encoder against llvm-mc-19 for a sample of these instructions.

TEST(ValuFpConvert, EncodingsMatchLlvmMc) {
  struct Case {
    std::string text;
    Instance ins;
  };
  auto make = [](const char* name, isa::Format format, std::vector<Source> sources, int vdst) {
    Instance ins;
    for (const isa::InstInfo* info : encodings_of(name)) {
      if (info->format == format) ins.info = info;
    }
    EXPECT_NE(ins.info, nullptr) << name;
    ins.num_src = static_cast<int>(sources.size());
    for (std::size_t i = 0; i < sources.size(); ++i) ins.src[i] = sources[i];
    ins.vdst = vdst;
    return ins;
  };
  auto v = [](int n, unsigned bits = 32) {
    return Source{static_cast<uint16_t>(kVgpr0 + n), false, bits, false};
  };
  using F = isa::Format;
  std::vector<Case> cases;
  cases.push_back({"v_cvt_i32_f32_e32 v4, v1", make("V_CVT_I32_F32", F::VOP1, {v(1)}, 4)});
  cases.push_back({"v_cvt_f64_u32_e32 v[4:5], v1", make("V_CVT_F64_U32", F::VOP1, {v(1)}, 4)});
  Instance fract = make("V_FRACT_F32", F::VOP3, {v(1)}, 4);
  fract.neg = 1;
  fract.clamp = true;
  fract.omod = 1;
  cases.push_back({"v_fract_f32_e64 v4, -v1 clamp mul:2", fract});
  cases.push_back({"v_cvt_pk_rtz_f16_f32_e32 v4, v1, v2",
                   make("V_CVT_PK_RTZ_F16_F32", F::VOP2, {v(1), v(2)}, 4)});
  cases.push_back(
      {"v_cvt_pk_u8_f32 v4, v1, 2, v3",
       make("V_CVT_PK_U8_F32", F::VOP3, {v(1), Source{130, false, 32, false}, v(3)}, 4)});
  cases.push_back({"v_cvt_pk_norm_i16_f16 v4, v1, v2",
                   make("V_CVT_PK_NORM_I16_F16", F::VOP3, {v(1, 16), v(2, 16)}, 4)});
  cases.push_back(
      {"v_frexp_exp_i32_f64_e32 v4, v[2:3]", make("V_FREXP_EXP_I32_F64", F::VOP1, {v(2, 64)}, 4)});
  std::vector<std::string> lines;
  for (Case& c : cases) {
    encode(c.ins);
    lines.push_back(c.text);
  }
  std::vector<std::vector<uint32_t>> words;
  for (const Case& c : cases) words.push_back(c.ins.words);
  expect_llvm_encodings(lines, words);
}

// RDNA4's scalar conversions and roundings are the VALU operations on one value without
// modifiers: each s_* runs on random sources under a random MODE (words from
// llvm-mc-19 -mcpu=gfx1200) and must give what its v_* oracle says.
TEST(ScalarConvertRdna4, AgainstTheVectorOracles) {
  struct Twin {
    std::string line;         // the scalar instruction, sources s1 (and s2), destination s4
    std::string vector_name;  // the VALU operation whose oracle judges it
    Values values;
    unsigned source_bits;
    unsigned result_bits = 32;
    bool high_half = false;  // the oracle gets the source's bits [31:16]
  };
  const std::vector<Twin> twins = {
      {"s_cvt_i32_f32 s4, s1", "V_CVT_I32_F32", Values::F32, 32},
      {"s_cvt_u32_f32 s4, s1", "V_CVT_U32_F32", Values::F32, 32},
      {"s_cvt_f32_i32 s4, s1", "V_CVT_F32_I32", Values::Integer, 32},
      {"s_cvt_f32_u32 s4, s1", "V_CVT_F32_U32", Values::Integer, 32},
      {"s_cvt_f32_f16 s4, s1", "V_CVT_F32_F16", Values::F16, 16},
      {"s_cvt_hi_f32_f16 s4, s1", "V_CVT_F32_F16", Values::F16, 32, 32, true},
      {"s_cvt_pk_rtz_f16_f32 s4, s1, s2", "V_CVT_PK_RTZ_F16_F32", Values::F32, 32},
      {"s_trunc_f32 s4, s1", "V_TRUNC_F32", Values::F32, 32},
      {"s_ceil_f32 s4, s1", "V_CEIL_F32", Values::F32, 32},
      {"s_floor_f32 s4, s1", "V_FLOOR_F32", Values::F32, 32},
      {"s_rndne_f32 s4, s1", "V_RNDNE_F32", Values::F32, 32},
      {"s_cvt_f16_f32 s4, s1", "V_CVT_F16_F32", Values::F32, 32, 16},
      {"s_trunc_f16 s4, s1", "V_TRUNC_F16", Values::F16, 16, 16},
      {"s_ceil_f16 s4, s1", "V_CEIL_F16", Values::F16, 16, 16},
      {"s_floor_f16 s4, s1", "V_FLOOR_F16", Values::F16, 16, 16},
      {"s_rndne_f16 s4, s1", "V_RNDNE_F16", Values::F16, 16, 16},
  };
  std::vector<std::string> lines;
  for (const Twin& t : twins) lines.push_back(t.line);
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, false, &errors, "", "gfx1200");
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encoded.size(), twins.size());
  const std::vector<OpSpec> oracles = convert_ops();
  Rng rng(test_seed() ^ 0x5c07);
  cutlm::Executor executor;
  const int kCases = long_run() ? 200000 : 5000;
  uint64_t checked = 0;
  for (std::size_t i = 0; i < twins.size(); ++i) {
    const Twin& t = twins[i];
    const OpSpec& oracle = find_spec(oracles, t.vector_name);
    ASSERT_TRUE(oracle.oracle) << t.vector_name;
    const cutlm::DecodedInst inst =
        cutlm::decode(encoded[i].bytes.data(), encoded[i].bytes.size(), false,
                      cutlm::DecodeMode::Execute, isa::Arch::Gfx1200);
    ASSERT_TRUE(inst.valid()) << t.line << ": " << inst.error;
    ValueSource values(rng, t.values);
    WaveState w(32);
    const uint64_t mask = t.source_bits == 16 ? 0xFFFF : 0xFFFFFFFF;
    for (int n = 0; n < kCases; ++n) {
      w.mode = random_mode(rng);
      uint32_t a = static_cast<uint32_t>(values.next());
      const uint32_t b = static_cast<uint32_t>(values.next());
      // s_cvt_hi_f32_f16: an f16 in the high half, junk in the low half.
      if (t.high_half) a = a << 16 | static_cast<uint32_t>(rng() & 0xFFFF);
      w.set_sreg(1, a);
      w.set_sreg(2, b);
      w.set_sreg(4, 0xDEADBEEF);
      w.scc = (n & 1) != 0;
      In in;
      in.mode = w.mode;
      in.s = {(t.high_half ? a >> 16 : a) & mask, b & mask, 0};
      // An f16 result is zero-extended (the scalar f16 forms write the whole register).
      const uint32_t want = static_cast<uint32_t>(oracle.oracle(in).value &
                                                  (t.result_bits == 16 ? 0xFFFF : 0xFFFFFFFF));
      const bool scc = w.scc;
      executor.step(inst, w, nullptr);
      ASSERT_EQ(w.sreg(4), want) << t.line << " s1=" << hex(a) << " s2=" << hex(b)
                                 << describe_mode(w.mode) << " got " << hex(w.sreg(4));
      ASSERT_EQ(w.scc, scc) << t.line << ": SCC changed";
      ++checked;
    }
  }
  std::printf("  %zu scalar conversions, %llu cases\n", twins.size(),
              static_cast<unsigned long long>(checked));
}

// ---------------------------------------------------------------------------------------------
// RDNA4's FP8 (OCP E4M3) and BF8 (OCP E5M2) conversions, V_CVT_F32_FP8, V_CVT_F32_BF8,
// V_CVT_PK_F32_FP8, V_CVT_PK_F32_BF8, V_CVT_PK_FP8_F32, V_CVT_PK_BF8_F32, V_CVT_SR_FP8_F32 and
// V_CVT_SR_BF8_F32, with words from llvm-mc-19 -mcpu=gfx1200 (LLVM writes the byte select of
// the f32_fp8 and sr forms as byte_sel). The 8-bit formats are decoded here from the OCP 8-bit
// floating point definition; f32 to 8 bits is GNU MPFR at the format's precision and exponent
// range (mpfr_subnormalize), stochastic rounding its definition evaluated exactly in MPFR.

struct Ocp8 {
  int exp_bits;
  int frac;
  int bias;
  bool ieee_specials;  // E5M2: exponent all ones is infinity (fraction 0) or NaN
};
const Ocp8 kE4M3{4, 3, 7, false};
const Ocp8 kE5M2{5, 2, 15, true};

enum class Ocp8Kind { Finite, Infinite, Nan };

// The value of a pattern by the OCP definition: E4M3's only NaNs are S.1111.111 and it has no
// infinities; E5M2 has IEEE's. Denormals: fraction * 2^(1 - bias - frac).
Ocp8Kind ocp8_value(unsigned byte, const Ocp8& f, double* value) {
  const bool neg = (byte & 0x80) != 0;
  const unsigned e = byte >> f.frac & ((1u << f.exp_bits) - 1);
  const unsigned m = byte & ((1u << f.frac) - 1);
  const unsigned top = (1u << f.exp_bits) - 1;
  if (f.ieee_specials && e == top) {
    *value = neg ? -HUGE_VAL : HUGE_VAL;
    return m == 0 ? Ocp8Kind::Infinite : Ocp8Kind::Nan;
  }
  if (!f.ieee_specials && e == top && m == (1u << f.frac) - 1) return Ocp8Kind::Nan;
  const double magnitude =
      e == 0 ? std::ldexp(m, 1 - f.bias - f.frac)
             : std::ldexp(m + (1u << f.frac), static_cast<int>(e) - f.bias - f.frac);
  *value = neg ? -magnitude : magnitude;
  return Ocp8Kind::Finite;
}

// The largest finite magnitude and its pattern, found by enumeration.
double ocp8_largest(const Ocp8& f, unsigned* pattern) {
  double best = 0;
  for (unsigned b = 0; b < 0x80; ++b) {
    double v = 0;
    if (ocp8_value(b, f, &v) == Ocp8Kind::Finite && v > best) {
      best = v;
      *pattern = b;
    }
  }
  return best;
}

uint32_t f32_bits_of(double v) {
  const float x = static_cast<float>(v);  // exact: every 8-bit float value is an f32
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// 8 bits to f32: exact; a NaN gives the f32 quiet NaN of its sign (model choice, see
// docs/valu-semantics.md).
uint32_t widen_oracle(unsigned byte, const Ocp8& f) {
  double v = 0;
  switch (ocp8_value(byte, f, &v)) {
    case Ocp8Kind::Nan: return (byte & 0x80u) << 24 | 0x7FC00000u;
    case Ocp8Kind::Infinite: return (byte & 0x80u) << 24 | 0x7F800000u;
    case Ocp8Kind::Finite: break;
  }
  return f32_bits_of(v);
}

// A finite non-negative value of the format's grid (or beyond its largest) as the instruction
// writes it: the pattern of that value, or the overflow result (saturated with FP16_OVFL, else
// E4M3's NaN and E5M2's infinity).
unsigned encode_magnitude(double magnitude, const Ocp8& f, bool saturate) {
  unsigned largest = 0;
  if (magnitude > ocp8_largest(f, &largest))
    return saturate ? largest : (f.ieee_specials ? 0x7C : 0x7F);
  for (unsigned b = 0; b < 0x80; ++b) {
    double v = 0;
    if (ocp8_value(b, f, &v) == Ocp8Kind::Finite && v == magnitude) return b;
  }
  ADD_FAILURE() << "not on the grid: " << magnitude;
  return 0;
}

// NaN, infinity: what no rounding decides. True when `x` is one of them.
bool narrow_special(uint32_t x, const Ocp8& f, unsigned* out) {
  const unsigned sign = x >> 24 & 0x80;
  const uint32_t mag = x & 0x7FFFFFFF;
  if (mag > 0x7F800000u) {
    *out = sign | 0x7F;
    return true;
  }
  if (mag == 0x7F800000u) {
    *out = sign | (f.ieee_specials ? 0x7Cu : 0x7Fu);
    return true;
  }
  return false;
}

float float_of(uint32_t bits) {
  float v;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

// f32 to 8 bits, nearest even, by MPFR at the format's precision (frac + 1 bits) and exponent
// range (the smallest denormal 2^(1 - bias - frac) is MPFR's 0.1 * 2^emin), then
// mpfr_subnormalize; overflow is judged on the rounded value.
unsigned narrow_oracle(uint32_t x, const Ocp8& f, bool saturate) {
  unsigned special = 0;
  if (narrow_special(x, f, &special)) return special;
  const mpfr_exp_t old_emin = mpfr_get_emin();
  const mpfr_exp_t old_emax = mpfr_get_emax();
  mpfr_set_emin(2 - f.bias - f.frac);
  mpfr_set_emax(256);
  mpfr_t v;
  mpfr_init2(v, f.frac + 1);
  int inexact = mpfr_set_flt(v, float_of(x), MPFR_RNDN);
  inexact = mpfr_check_range(v, inexact, MPFR_RNDN);
  mpfr_subnormalize(v, inexact, MPFR_RNDN);
  const double rounded = std::fabs(mpfr_get_d(v, MPFR_RNDN));
  mpfr_clear(v);
  mpfr_set_emin(old_emin);
  mpfr_set_emax(old_emax);
  return (x >> 24 & 0x80) | encode_magnitude(rounded, f, saturate);
}

// Stochastic rounding by its definition: with u the format's spacing at |x| (the denormal
// spacing below the normal range), |x| / u = k + t (k an integer, 0 <= t < 1); the result is
// (k + 1) u when t + r / 2^32 >= 1, else k u: the exact value plus the random bits, truncated.
// All of it exact in MPFR.
unsigned stochastic_oracle(uint32_t x, uint32_t r, const Ocp8& f, bool saturate) {
  unsigned special = 0;
  if (narrow_special(x, f, &special)) return special;
  const unsigned sign = x >> 24 & 0x80;
  if ((x & 0x7FFFFFFF) == 0) return sign;
  mpfr_t a, k, t;
  mpfr_inits2(256, a, k, t, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_flt(a, std::fabs(float_of(x)), MPFR_RNDN);
  const long binade = static_cast<long>(mpfr_get_exp(a)) - 1;  // |x| in [2^binade, 2^(binade+1))
  const long quantum = std::max(binade, static_cast<long>(1 - f.bias)) - f.frac;
  mpfr_mul_2si(a, a, -quantum, MPFR_RNDN);  // |x| / u, exact
  mpfr_floor(k, a);
  mpfr_sub(t, a, k, MPFR_RNDN);  // the fraction t, exact
  mpfr_mul_2ui(t, t, 32, MPFR_RNDN);
  mpfr_add_ui(t, t, r, MPFR_RNDN);  // t * 2^32 + r, exact at 256 bits
  const bool up = mpfr_cmp_ui_2exp(t, 1, 32) >= 0;
  if (up) mpfr_add_ui(k, k, 1, MPFR_RNDN);
  const double magnitude = std::ldexp(mpfr_get_d(k, MPFR_RNDN), static_cast<int>(quantum));
  mpfr_clears(a, k, t, static_cast<mpfr_ptr>(nullptr));
  return sign | encode_magnitude(magnitude, f, saturate);
}

cutlm::DecodedInst decode_gfx12(const cutlm_test::LlvmEncoding& e, const std::string& line) {
  const cutlm::DecodedInst inst = cutlm::decode(e.bytes.data(), e.bytes.size(), true,
                                                cutlm::DecodeMode::Execute, isa::Arch::Gfx1200);
  EXPECT_TRUE(inst.valid()) << line << ": " << inst.error;
  return inst;
}

std::vector<cutlm_test::LlvmEncoding> assemble_gfx12(const std::vector<std::string>& lines) {
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, true, &errors, "", "gfx1200");
  EXPECT_TRUE(errors.empty()) << errors;
  EXPECT_EQ(encoded.size(), lines.size());
  return encoded;
}

// Every pattern of each format through every byte (or half) select: four wave64 steps per
// line put each of the 256 patterns in each byte of v1 once.
TEST(Fp8ConvertRdna4, EveryPatternToF32) {
  struct Line {
    std::string text;
    const Ocp8* f;
    int byte;     // the byte of v1 converted, or for the packed forms the first of two
    bool packed;  // v[4:5] from two bytes
  };
  std::vector<Line> lines;
  for (const auto& [name, f] : {std::make_pair("fp8", &kE4M3), std::make_pair("bf8", &kE5M2)}) {
    const std::string n = name;
    lines.push_back({"v_cvt_f32_" + n + "_e32 v4, v1", f, 0, false});
    lines.push_back({"v_cvt_f32_" + n + "_e64 v4, v1", f, 0, false});
    for (int b = 1; b < 4; ++b) {
      lines.push_back(
          {"v_cvt_f32_" + n + "_e64 v4, v1 byte_sel:" + std::to_string(b), f, b, false});
    }
    lines.push_back({"v_cvt_pk_f32_" + n + "_e32 v[4:5], v1", f, 0, true});
    lines.push_back({"v_cvt_pk_f32_" + n + "_e64 v[4:5], v1", f, 0, true});
    lines.push_back({"v_cvt_pk_f32_" + n + "_e64 v[4:5], v1 op_sel:[1,0]", f, 2, true});
  }
  std::vector<std::string> texts;
  for (const Line& l : lines) texts.push_back(l.text);
  const auto encoded = assemble_gfx12(texts);
  ASSERT_EQ(encoded.size(), lines.size());
  cutlm::Executor executor;
  Rng rng(test_seed() ^ 0xf8);
  uint64_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const cutlm::DecodedInst inst = decode_gfx12(encoded[i], lines[i].text);
    ASSERT_TRUE(inst.valid());
    for (int step = 0; step < 4; ++step) {
      WaveState w = random_wave(rng, 64, Values::Integer);
      w.set_exec(~0ull);
      w.mode = random_mode(rng);
      for (int lane = 0; lane < 64; ++lane) {
        const unsigned base = static_cast<unsigned>(64 * step + lane);
        uint32_t word = 0;
        for (int j = 0; j < 4; ++j) word |= ((base + 89u * j) & 0xFFu) << (8 * j);
        w.set_vgpr(1, lane, word);
      }
      const WaveState before = w;
      executor.step(inst, w, nullptr);
      for (int lane = 0; lane < 64; ++lane) {
        const uint32_t word = before.vgpr(1, lane);
        const unsigned b0 = word >> (8 * lines[i].byte) & 0xFF;
        const std::string what = lines[i].text + " v1=" + hex(word);
        ASSERT_EQ(w.vgpr(4, lane), widen_oracle(b0, *lines[i].f)) << what;
        if (lines[i].packed) {
          const unsigned b1 = word >> (8 * lines[i].byte + 8) & 0xFF;
          ASSERT_EQ(w.vgpr(5, lane), widen_oracle(b1, *lines[i].f)) << what;
        } else {
          ASSERT_EQ(w.vgpr(5, lane), before.vgpr(5, lane)) << what;
        }
        ++checked;
      }
    }
  }
  std::printf("  %zu lines, %llu lanes (every pattern in every select)\n", lines.size(),
              static_cast<unsigned long long>(checked));
}

// f32 values where narrowing goes wrong: each 8-bit value, the midpoints between neighbours and
// one f32 ulp either side of them, the overflow thresholds, f32 specials and denormals, and
// random bits.
std::vector<uint32_t> narrowing_inputs(Rng& rng, const Ocp8& f) {
  std::vector<uint32_t> values;
  std::vector<double> grid;
  for (unsigned b = 0; b < 0x80; ++b) {
    double v = 0;
    if (ocp8_value(b, f, &v) == Ocp8Kind::Finite) grid.push_back(v);
  }
  std::sort(grid.begin(), grid.end());
  grid.push_back(2 * grid.back() - grid[grid.size() - 2]);  // the next step past the largest
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const uint32_t at = f32_bits_of(grid[i]);
    values.insert(values.end(), {at, at + 1, at == 0 ? 1u : at - 1});
    if (i + 1 < grid.size()) {
      const uint32_t mid = f32_bits_of((grid[i] + grid[i + 1]) / 2);
      values.insert(values.end(), {mid, mid + 1, mid - 1});
    }
  }
  const uint32_t specials[] = {0x7F800000, 0x7FC00000, 0x7F800001, 0x7FFFFFFF, 0x00000001,
                               0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x3F800000, 0x0};
  values.insert(values.end(), std::begin(specials), std::end(specials));
  for (int i = 0; i < 2000; ++i) {
    values.push_back(static_cast<uint32_t>(rng()));
    // Magnitudes within the format's range and a little past it.
    const int exponent = static_cast<int>(rng() % 50) - f.bias - f.frac - 4;
    values.push_back(f32_bits_of(std::ldexp(1.0 + (rng() % 1000000) / 1e6, exponent)));
  }
  const std::size_t n = values.size();
  for (std::size_t i = 0; i < n; ++i) values.push_back(values[i] ^ 0x80000000u);
  return values;
}

TEST(Fp8ConvertRdna4, F32ToFp8AgainstMpfr) {
  struct Line {
    std::string text;
    const Ocp8* f;
    bool high;       // op_sel[3]: the destination's high half
    bool modifiers;  // -src0, |src1|
  };
  std::vector<Line> lines;
  for (const auto& [name, f] : {std::make_pair("fp8", &kE4M3), std::make_pair("bf8", &kE5M2)}) {
    const std::string op = std::string("v_cvt_pk_") + name + "_f32 v4, ";
    lines.push_back({op + "v1, v2", f, false, false});
    lines.push_back({op + "v1, v2 op_sel:[0,0,1]", f, true, false});
    lines.push_back({op + "-v1, |v2|", f, false, true});
  }
  std::vector<std::string> texts;
  for (const Line& l : lines) texts.push_back(l.text);
  const auto encoded = assemble_gfx12(texts);
  ASSERT_EQ(encoded.size(), lines.size());
  cutlm::Executor executor;
  Rng rng(test_seed() ^ 0xf832);
  uint64_t checked = 0;
  const int rounds = long_run() ? 20 : 1;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& l = lines[i];
    const cutlm::DecodedInst inst = decode_gfx12(encoded[i], l.text);
    ASSERT_TRUE(inst.valid());
    for (int round = 0; round < rounds; ++round) {
      std::vector<uint32_t> inputs = narrowing_inputs(rng, *l.f);
      for (std::size_t at = 0; at < inputs.size(); at += 64) {
        WaveState w = random_wave(rng, 64, Values::Integer);
        w.set_exec(~0ull);
        w.mode = random_mode(rng);
        const bool saturate = (at / 64) % 2 == 1;  // MODE.FP16_OVFL, bit 23
        w.mode.other_bits = saturate ? 1u << 23 : 0;
        for (int lane = 0; lane < 64; ++lane) {
          w.set_vgpr(1, lane, inputs[(at + lane) % inputs.size()]);
          w.set_vgpr(2, lane, inputs[(at + lane * 7 + 3) % inputs.size()]);
        }
        const WaveState before = w;
        executor.step(inst, w, nullptr);
        for (int lane = 0; lane < 64; ++lane) {
          uint32_t a = before.vgpr(1, lane);
          uint32_t b = before.vgpr(2, lane);
          if (l.modifiers) {
            a ^= 0x80000000u;
            b &= 0x7FFFFFFFu;
          }
          const uint32_t pair = narrow_oracle(a, *l.f, saturate) | narrow_oracle(b, *l.f, saturate)
                                                                       << 8;
          const uint32_t old = before.vgpr(4, lane);
          const uint32_t want = l.high ? (old & 0xFFFFu) | pair << 16 : (old & 0xFFFF0000u) | pair;
          ASSERT_EQ(w.vgpr(4, lane), want)
              << l.text << " v1=" << hex(before.vgpr(1, lane))
              << " v2=" << hex(before.vgpr(2, lane)) << (saturate ? " FP16_OVFL" : "") << " got "
              << hex(w.vgpr(4, lane));
          checked += 2;
        }
      }
    }
  }
  std::printf("  %zu lines, %llu conversions against MPFR\n", lines.size(),
              static_cast<unsigned long long>(checked));
}

// Stochastic rounding on enumerated cases: every 8-bit value's neighbourhood (the value, and
// points a quarter, a half, three quarters and almost a whole step above it, both signs) with
// random words 0, 1, 2^31, all ones and the two words either side of each case's threshold, in
// each destination byte (the others kept), with and without FP16_OVFL.
TEST(Fp8ConvertRdna4, StochasticRoundingByDefinition) {
  struct Line {
    std::string text;
    const Ocp8* f;
    int byte;
    bool modifiers;  // -|src0|
  };
  std::vector<Line> lines;
  for (const auto& [name, f] : {std::make_pair("fp8", &kE4M3), std::make_pair("bf8", &kE5M2)}) {
    const std::string op = std::string("v_cvt_sr_") + name + "_f32 v4, ";
    lines.push_back({op + "v1, v2", f, 0, false});
    for (int b = 1; b < 4; ++b) {
      lines.push_back({op + "v1, v2 byte_sel:" + std::to_string(b), f, b, false});
    }
    lines.push_back({op + "-|v1|, v2 byte_sel:2", f, 2, true});
  }
  std::vector<std::string> texts;
  for (const Line& l : lines) texts.push_back(l.text);
  const auto encoded = assemble_gfx12(texts);
  ASSERT_EQ(encoded.size(), lines.size());
  cutlm::Executor executor;
  Rng rng(test_seed() ^ 0x5f8);
  uint64_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& l = lines[i];
    const cutlm::DecodedInst inst = decode_gfx12(encoded[i], l.text);
    ASSERT_TRUE(inst.valid());
    // (value, random word) pairs.
    std::vector<std::pair<uint32_t, uint32_t>> cases;
    std::vector<double> grid;
    for (unsigned b = 0; b < 0x80; ++b) {
      double v = 0;
      if (ocp8_value(b, *l.f, &v) == Ocp8Kind::Finite) grid.push_back(v);
    }
    std::sort(grid.begin(), grid.end());
    grid.push_back(2 * grid.back() - grid[grid.size() - 2]);
    for (std::size_t g = 0; g + 1 < grid.size(); ++g) {
      const double step = grid[g + 1] - grid[g];
      for (double t : {0.0, 0.25, 0.5, 0.75, 1.0 - 1.0 / 1048576, 1.0 / 1048576}) {
        const uint32_t x = f32_bits_of(grid[g] + t * step);
        // The word that just carries: 2^32 (1 - t), and its neighbours.
        const uint64_t threshold = static_cast<uint64_t>(std::ldexp(1.0 - t, 32));
        for (uint64_t r : {uint64_t{0}, uint64_t{1}, uint64_t{0x80000000}, uint64_t{0xFFFFFFFF},
                           threshold - 1, threshold, threshold + 1, rng() & 0xFFFFFFFF}) {
          if (r > 0xFFFFFFFF) continue;
          cases.emplace_back(x, static_cast<uint32_t>(r));
          cases.emplace_back(x | 0x80000000u, static_cast<uint32_t>(r));
        }
      }
    }
    for (uint32_t x : {0x7F800000u, 0xFF800000u, 0x7FC00001u, 0x00000001u, 0x807FFFFFu, 0x0u,
                       0x80000000u, 0x7F7FFFFFu}) {
      for (uint32_t r : {0u, 0xFFFFFFFFu}) cases.emplace_back(x, r);
    }
    for (std::size_t at = 0; at < cases.size(); at += 64) {
      WaveState w = random_wave(rng, 64, Values::Integer);
      w.set_exec(~0ull);
      w.mode = random_mode(rng);
      const bool saturate = (at / 64) % 2 == 0;
      w.mode.other_bits = saturate ? 1u << 23 : 0;
      for (int lane = 0; lane < 64; ++lane) {
        const auto& c = cases[(at + lane) % cases.size()];
        w.set_vgpr(1, lane, c.first);
        w.set_vgpr(2, lane, c.second);
      }
      const WaveState before = w;
      executor.step(inst, w, nullptr);
      for (int lane = 0; lane < 64; ++lane) {
        uint32_t x = before.vgpr(1, lane);
        if (l.modifiers) x = (x & 0x7FFFFFFFu) ^ 0x80000000u;
        const uint32_t r = before.vgpr(2, lane);
        const unsigned byte = stochastic_oracle(x, r, *l.f, saturate);
        const uint32_t old = before.vgpr(4, lane);
        const unsigned shift = 8 * static_cast<unsigned>(l.byte);
        const uint32_t want = (old & ~(0xFFu << shift)) | byte << shift;
        ASSERT_EQ(w.vgpr(4, lane), want)
            << l.text << " v1=" << hex(before.vgpr(1, lane)) << " v2=" << hex(r)
            << (saturate ? " FP16_OVFL" : "") << " got " << hex(w.vgpr(4, lane));
        ++checked;
      }
    }
  }
  std::printf("  %zu lines, %llu stochastic roundings\n", lines.size(),
              static_cast<unsigned long long>(checked));
}

// ---------------------------------------------------------------------------------------------
// RDNA4's fp8 dot products, v_dot4_f32_{fp8,bf8}_{fp8,bf8}: c plus the four products of src0's
// and src1's bytes. The oracle decodes the bytes from the OCP definition (ocp8_value above),
// multiplies them exactly in double (at most 4 significant bits each), adds the products and c
// exactly in MPFR, and rounds the sum once to f32 in MODE's rounding (the model's choice,
// docs/valu-semantics.md "FP8 dot products"; AMD's pseudocode would round after each addition).
// Specials as documented: the first NaN in the order a0, b0, ..., a3, b3, c gives the quiet NaN
// of its sign; inf * 0 and inf - inf give the default NaN 0xFFC00000; an exact zero sum keeps
// the sign its terms share, else it is -0 only when rounding toward -inf. c takes neg_hi as abs
// and neg_lo as negation, then MODE's f32 input flush; the result MODE's f32 output flush.

uint32_t dot4_fp8_oracle(uint32_t a, uint32_t b, const Ocp8& fa, const Ocp8& fb, uint32_t c,
                         const cutlm::Mode& mode) {
  const bool flush_in =
      mode.denorm_f32 == DenormMode::FlushIn || mode.denorm_f32 == DenormMode::Flush;
  const bool flush_out =
      mode.denorm_f32 == DenormMode::FlushOut || mode.denorm_f32 == DenormMode::Flush;
  double pa[4], pb[4];
  for (int i = 0; i < 4; ++i) {
    const unsigned x = a >> (8 * i) & 0xFF;
    const unsigned y = b >> (8 * i) & 0xFF;
    if (ocp8_value(x, fa, &pa[i]) == Ocp8Kind::Nan) return (x & 0x80u) << 24 | 0x7FC00000u;
    if (ocp8_value(y, fb, &pb[i]) == Ocp8Kind::Nan) return (y & 0x80u) << 24 | 0x7FC00000u;
  }
  if (is_nan(c, kF32)) return c | 0x00400000u;
  if (flush_in && is_denormal(c, kF32)) c &= 0x80000000u;
  const double cv = static_cast<double>(float_of(c));
  bool plus_inf = std::isinf(cv) && cv > 0;
  bool minus_inf = std::isinf(cv) && cv < 0;
  bool all_zero = cv == 0;
  bool all_negative = std::signbit(cv);
  bool all_positive = !std::signbit(cv);
  for (int i = 0; i < 4; ++i) {
    const bool inf = std::isinf(pa[i]) || std::isinf(pb[i]);
    if (inf && (pa[i] == 0 || pb[i] == 0)) return 0xFFC00000u;
    const double p = pa[i] * pb[i];  // exact: at most 8 significant bits
    if (inf) (p > 0 ? plus_inf : minus_inf) = true;
    all_zero = all_zero && p == 0;
    const bool negative = std::signbit(pa[i]) != std::signbit(pb[i]);
    all_negative = all_negative && negative;
    all_positive = all_positive && !negative;
  }
  if (plus_inf && minus_inf) return 0xFFC00000u;
  if (plus_inf || minus_inf) return minus_inf ? 0xFF800000u : 0x7F800000u;
  mpfr_t sum, term;
  mpfr_inits2(600, sum, term, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(sum, cv, MPFR_RNDN);
  for (int i = 0; i < 4; ++i) {
    mpfr_set_d(term, pa[i] * pb[i], MPFR_RNDN);
    mpfr_add(sum, sum, term, MPFR_RNDN);  // exact at 600 bits
  }
  uint32_t result;
  if (mpfr_zero_p(sum)) {
    const bool negative = all_zero && (all_negative || all_positive)
                              ? all_negative
                              : mode.round_f32 == RoundMode::MinusInfinity;
    result = negative ? 0x80000000u : 0;
  } else {
    result = static_cast<uint32_t>(
        rounded(kF32, mpfr_mode(mode.round_f32),
                [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set(r, sum, rnd); }));
    if (flush_out && is_denormal(result, kF32)) result &= 0x80000000u;
  }
  mpfr_clears(sum, term, static_cast<mpfr_ptr>(nullptr));
  return result;
}

// A byte of one 8-bit format: any pattern, or more often a value near 1, a denormal, a zero or
// a special, so that sums cancel, round and overflow.
uint32_t fp8_byte(Rng& rng, const Ocp8& f) {
  const unsigned sign = (rng() & 1) ? 0x80u : 0;
  switch (rng() % 8) {
    case 0: return sign;                                                  // zero
    case 1: return sign | static_cast<unsigned>(rng() % (1u << f.frac));  // denormal
    case 2: return sign | (f.ieee_specials ? 0x7Cu : 0x7Eu);              // infinity / the largest
    case 3: return rng() % 64 == 0 ? (sign | 0x7Fu) : static_cast<uint32_t>(rng() & 0xFF);
    case 4:
    case 5: {  // exponent near the bias: values in [0.25, 4)
      const unsigned e = static_cast<unsigned>(f.bias - 2 + static_cast<int>(rng() % 4));
      return sign | e << f.frac | static_cast<unsigned>(rng() % (1u << f.frac));
    }
    default: return static_cast<uint32_t>(rng() & 0x7B) | sign;  // finite in both formats
  }
}

uint32_t dot4_addend(Rng& rng) {
  const uint32_t sign = (rng() & 1) ? 0x80000000u : 0;
  switch (rng() % 8) {
    case 0: return sign;
    case 1: return sign | static_cast<uint32_t>(rng() % 0x800000u);  // denormal
    case 2: return rng() % 4 == 0 ? 0x7FC00000u | sign : 0x7F800000u | sign;
    case 3: return static_cast<uint32_t>(rng());
    default: {  // magnitudes around the products', where single rounding matters
      const int exponent = static_cast<int>(rng() % 60) - 30;
      return sign | f32_bits_of(std::ldexp(
                        1.0 + static_cast<double>(rng() % (1u << 23)) / (1u << 23), exponent));
    }
  }
}

TEST(Fp8DotRdna4, ExactSumRoundedOnceAgainstMpfr) {
  struct Form {
    const char* name;
    const Ocp8* a;
    const Ocp8* b;
  };
  const Form forms[] = {{"fp8_fp8", &kE4M3, &kE4M3},
                        {"fp8_bf8", &kE4M3, &kE5M2},
                        {"bf8_fp8", &kE5M2, &kE4M3},
                        {"bf8_bf8", &kE5M2, &kE5M2}};
  struct Modifier {
    const char* text;
    bool neg;
    bool abs;
  };
  const Modifier modifiers[] = {{"", false, false},
                                {" neg_lo:[0,0,1]", true, false},
                                {" neg_hi:[0,0,1]", false, true},
                                {" neg_lo:[0,0,1] neg_hi:[0,0,1]", true, true}};
  struct Line {
    std::string text;
    const Form* form;
    const Modifier* mod;
  };
  std::vector<Line> lines;
  for (const Form& f : forms) {
    for (const Modifier& m : modifiers) {
      lines.push_back({std::string("v_dot4_f32_") + f.name + " v4, v1, v2, v3" + m.text, &f, &m});
    }
  }
  std::vector<std::string> texts;
  for (const Line& l : lines) texts.push_back(l.text);
  const auto encoded = assemble_gfx12(texts);
  ASSERT_EQ(encoded.size(), lines.size());
  cutlm::Executor executor;
  Rng rng(test_seed() ^ 0xd074);
  const int steps = long_run() ? 4000 : 60;
  uint64_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const cutlm::DecodedInst inst = decode_gfx12(encoded[i], lines[i].text);
    ASSERT_TRUE(inst.valid());
    const Form& f = *lines[i].form;
    for (int step = 0; step < steps; ++step) {
      WaveState w = random_wave(rng, 64, Values::Integer);
      w.mode = random_mode(rng);
      // Every fourth step some lanes are inactive: they keep v4.
      w.set_exec(step % 4 == 3 ? rng() : ~0ull);
      for (int lane = 0; lane < 64; ++lane) {
        uint32_t a = 0, b = 0;
        for (int k = 0; k < 4; ++k) {
          a |= fp8_byte(rng, *f.a) << (8 * k);
          b |= fp8_byte(rng, *f.b) << (8 * k);
        }
        uint32_t c = dot4_addend(rng);
        if (lane == 0) {
          // 2^24 plus four products of 0.5: exactly 2^24 + 2, which an f32 addition after each
          // product would round back to 2^24 (ties to even) every time.
          const uint32_t half = f.a == &kE4M3 ? 0x30u : 0x38u;  // 0.5 in E4M3 / E5M2
          const uint32_t one = f.b == &kE4M3 ? 0x38u : 0x3Cu;   // 1.0
          a = half * 0x01010101u;
          b = one * 0x01010101u;
          c = 0x4B800000u;  // 2^24
        } else if (lane == 1) {
          // Cancellation: a product and its negation, c tiny.
          a = (a & 0xFFFF0000u) | (a & 0xFFu) | ((a & 0xFFu) ^ 0x80u) << 8;
          b = (b & 0xFFFF0000u) | (b & 0xFFu) | (b & 0xFFu) << 8;
        }
        w.set_vgpr(1, lane, a);
        w.set_vgpr(2, lane, b);
        w.set_vgpr(3, lane, c);
      }
      const WaveState before = w;
      executor.step(inst, w, nullptr);
      for (int lane = 0; lane < 64; ++lane) {
        const uint32_t a = before.vgpr(1, lane), b = before.vgpr(2, lane);
        uint32_t c = before.vgpr(3, lane);
        if (lines[i].mod->abs) c &= 0x7FFFFFFFu;
        if (lines[i].mod->neg) c ^= 0x80000000u;
        const uint32_t want = (before.exec() >> lane & 1) != 0
                                  ? dot4_fp8_oracle(a, b, *f.a, *f.b, c, before.mode)
                                  : before.vgpr(4, lane);
        ASSERT_EQ(w.vgpr(4, lane), want)
            << lines[i].text << " lane " << lane << " a=" << hex(a) << " b=" << hex(b)
            << " c=" << hex(before.vgpr(3, lane)) << describe_mode(before.mode) << " got "
            << hex(w.vgpr(4, lane));
        ++checked;
      }
    }
  }
  std::printf("  %zu lines, %llu lanes\n", lines.size(), static_cast<unsigned long long>(checked));
}

}  // namespace
