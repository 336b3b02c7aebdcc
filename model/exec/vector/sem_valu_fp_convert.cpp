// Conversions between float formats and integers, rounding to integral values, fract, frexp and
// the packing conversions (VOP1, VOP2, VOP3; every form of an operation shares one handler).
//
// AMD's notes (RDNA3 ISA guide, VOP1/VOP3 opcode notes) fix most of the behaviour:
//  - float to integer: out-of-range values and infinities saturate, NaN gives 0; the VOP3 clamp
//    bit only enables the INEXACT exception, so it does not change the value;
//  - v_cvt_f16_f32 rounds per the f16/f64 ("DP") rounding mode and flushes its output per the
//    f16/f64 denormal mode; v_cvt_f32_f16 flushes its input per the f16/f64 mode;
//  - v_cvt_nearest/floor_i32_f32 and v_cvt_pk_rtz_f16_f32 ignore the rounding mode;
//  - v_fract obeys the rounding mode and is clamped below 1.0.
// Where the notes are silent, the choices are listed under "Conversions and rounding to integral
// values" in docs/valu-semantics.md (marked model choice) and repeated briefly here.
#include <cmath>
#include <cstdint>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"

namespace cutlm {
namespace {

using fp::Env;
using fp::Format;
using valu::LaneArgs;
using valu::map_lanes;
using valu::scalar_lane;
using valu::scalar_lane_f16;

constexpr Format F16 = Format::F16;
constexpr Format F32 = Format::F32;
constexpr Format F64 = Format::F64;

const Env& env(const LaneArgs& a, Format f) { return a.env(f); }

// Source i as a float of format f after the VOP3 abs/neg bits.
uint64_t float_source(const LaneArgs& a, int i, Format f) {
  return fp::abs_neg(a.src[i], f, (a.abs >> i & 1) != 0, (a.neg >> i & 1) != 0);
}

// Source i after abs/neg and the input flush of its format's MODE.
uint64_t flushed_source(const LaneArgs& a, int i, Format f) {
  return fp::flush_input(float_source(a, i, f), f, env(a, f));
}

// MODE's controls for computing a result that float_result() finishes: the output flush comes
// after omod and clamp (docs/valu-semantics.md), so the computation itself must not flush.
Env unflushed_env(const LaneArgs& a, Format f) {
  Env e = env(a, f);
  e.flush_out = false;
  return e;
}

// A float result of format f through omod, clamp and the output flush.
uint64_t float_result(uint64_t r, Format f, const LaneArgs& a) {
  return fp::output_modifiers(r, f, a.omod, a.clamp, env(a, f));
}

// Exact value of a finite pattern (every f16/f32/f64 value is a double).
double value_of(uint64_t x, Format f) { return fp::to_double(x, f); }

// The pattern of an exact value (callers only pass values the format holds).
uint64_t pattern_of(double v, Format f) {
  if (f == F64) return fp::double_bits(v);
  return fp::round_double(v, f, RoundMode::NearestEven);
}

// ---- rounding a double to an integral value -------------------------------------------------

constexpr double kTwo52 = 4503599627370496.0;  // from here on every double is an integer

// Round half to even, keeping the sign of a zero result (IEEE roundToIntegralTiesToEven).
double round_half_even(double v) {
  if (!(std::fabs(v) < kTwo52)) return v;
  const double below = std::floor(v);
  const double rest = v - below;  // exact below 2^52
  double r = below;
  if (rest > 0.5 || (rest == 0.5 && std::fmod(below, 2.0) != 0.0)) r = below + 1.0;
  return std::copysign(r, v);
}

double round_integral(double v, RoundMode mode) {
  switch (mode) {
    case RoundMode::NearestEven: return round_half_even(v);
    case RoundMode::PlusInfinity: return std::ceil(v);
    case RoundMode::MinusInfinity: return std::floor(v);
    case RoundMode::Zero: return std::trunc(v);
  }
  return v;
}

// ---- float to integer -----------------------------------------------------------------------

enum class ToInt { Truncate, Floor, NearestHalfUp, Mode };

// A float pattern (already flushed) rounded as `how` says and saturated to [lowest, highest];
// NaN gives 0. Returned as the two's complement pattern (the lane writer keeps the width).
uint64_t float_to_int(uint64_t x, Format f, ToInt how, RoundMode mode, int64_t lowest,
                      int64_t highest) {
  if (fp::is_nan(x, f)) return 0;
  const double v = value_of(x, f);
  // Far outside any 32-bit range: saturate before rounding so that v + 0.5 stays exact below.
  constexpr double kFar = 1099511627776.0;  // 2^40
  if (v >= kFar) return static_cast<uint64_t>(highest);
  if (v <= -kFar) return static_cast<uint64_t>(lowest);
  double r = 0;
  switch (how) {
    case ToInt::Truncate: r = std::trunc(v); break;
    case ToInt::Floor: r = std::floor(v); break;
    // floor(x + 0.5) with the sum exact: halves round up (model choice, see the docs).
    case ToInt::NearestHalfUp: r = std::floor(v + 0.5); break;
    case ToInt::Mode: r = round_integral(v, mode); break;
  }
  int64_t n = static_cast<int64_t>(r);
  if (n < lowest) n = lowest;
  if (n > highest) n = highest;
  return static_cast<uint64_t>(n);
}

constexpr int64_t kI32Min = -2147483648LL;
constexpr int64_t kI32Max = 2147483647LL;
constexpr int64_t kU32Max = 4294967295LL;

template <Format kFrom, ToInt kHow, int64_t kLowest, int64_t kHighest>
uint64_t cvt_to_int(const LaneArgs& a) {
  const uint64_t x = flushed_source(a, 0, kFrom);
  const uint64_t n =
      float_to_int(x, kFrom, kHow, RoundMode::NearestEven, kLowest, kHighest) & 0xFFFFFFFF;
  return n;
}

// Two f32 values truncated and saturated to 16-bit integers, src0 in the low half.
template <int64_t kLowest, int64_t kHighest>
uint64_t cvt_pk_16_f32(const LaneArgs& a) {
  uint64_t halves[2];
  for (int i = 0; i < 2; ++i) {
    halves[i] = float_to_int(flushed_source(a, i, F32), F32, ToInt::Truncate,
                             RoundMode::NearestEven, kLowest, kHighest) &
                0xFFFF;
  }
  return halves[1] << 16 | halves[0];
}

// v_cvt_pk_u8_f32: src0 rounded per the f32 rounding mode (Mesa's mode tracking lists this
// instruction as the one integer conversion that depends on it) and saturated to [0, 255], into
// the byte of src2 that src1[1:0] selects.
uint64_t cvt_pk_u8_f32(const LaneArgs& a) {
  const uint64_t byte =
      float_to_int(flushed_source(a, 0, F32), F32, ToInt::Mode, a.mode->round_f32, 0, 255);
  const unsigned shift = static_cast<unsigned>(a.src[1] & 3) * 8;
  return ((a.src[2] & 0xFFFFFFFF) & ~(0xFFull << shift)) | byte << shift;
}

// ---- normalized 16-bit integers -------------------------------------------------------------

// snorm: [-1, 1] to [-32767, 32767]; unorm: [0, 1] to [0, 65535]. The product is exact in double
// and is rounded to nearest even whatever MODE says; NaN gives 0 (model choice, see the docs).
uint64_t to_norm16(uint64_t x, Format f, bool is_signed) {
  if (fp::is_nan(x, f)) return 0;
  double v = value_of(x, f);
  const double lowest = is_signed ? -1.0 : 0.0;
  v = v < lowest ? lowest : v > 1.0 ? 1.0 : v;
  const double scaled = round_half_even(v * (is_signed ? 32767.0 : 65535.0));
  return static_cast<uint64_t>(static_cast<int64_t>(scaled)) & 0xFFFF;
}

template <bool kSigned>
uint64_t cvt_norm_16_f16(const LaneArgs& a) {
  return to_norm16(flushed_source(a, 0, F16), F16, kSigned);
}

template <Format kFrom, bool kSigned>
uint64_t cvt_pk_norm(const LaneArgs& a) {
  const uint64_t low = to_norm16(flushed_source(a, 0, kFrom), kFrom, kSigned);
  const uint64_t high = to_norm16(flushed_source(a, 1, kFrom), kFrom, kSigned);
  return high << 16 | low;
}

// ---- integer to float -----------------------------------------------------------------------

// An integer value rounded to format f per f's rounding mode (exact for f64 and small values).
template <Format kTo>
uint64_t int_to_float(const LaneArgs& a, double value) {
  const uint64_t r =
      kTo == F64 ? fp::double_bits(value) : fp::round_double(value, kTo, env(a, kTo).round);
  return float_result(r, kTo, a);
}

template <Format kTo>
uint64_t cvt_from_i32(const LaneArgs& a) {
  return int_to_float<kTo>(a, static_cast<double>(static_cast<int32_t>(a.src[0])));
}
template <Format kTo>
uint64_t cvt_from_u32(const LaneArgs& a) {
  return int_to_float<kTo>(a, static_cast<double>(static_cast<uint32_t>(a.src[0])));
}
uint64_t cvt_f16_i16(const LaneArgs& a) {
  return int_to_float<F16>(a, static_cast<double>(static_cast<int16_t>(a.src[0])));
}
uint64_t cvt_f16_u16(const LaneArgs& a) {
  return int_to_float<F16>(a, static_cast<double>(static_cast<uint16_t>(a.src[0])));
}

template <unsigned kByte>
uint64_t cvt_f32_ubyte(const LaneArgs& a) {
  return int_to_float<F32>(a, static_cast<double>((a.src[0] >> (8 * kByte)) & 0xFF));
}

// The signed 4-bit field S0[3:0] divided by 16: AMD's offset table runs from -0.5 to +0.4375.
uint64_t cvt_off_f32_i4(const LaneArgs& a) {
  const int nibble = static_cast<int>(a.src[0] & 0xF);
  const int value = nibble >= 8 ? nibble - 16 : nibble;
  return int_to_float<F32>(a, value / 16.0);
}

// ---- float to float -------------------------------------------------------------------------

// Narrowing rounds per the destination format's rounding mode; inputs flush per the source
// format's MODE and outputs per the destination's (fp::convert). v_cvt_f16_f32 therefore rounds
// and flushes by the f16/f64 ("DP") fields, as AMD's note says.
template <Format kFrom, Format kTo>
uint64_t cvt_float(const LaneArgs& a) {
  const uint64_t r =
      fp::convert(float_source(a, 0, kFrom), kFrom, env(a, kFrom), kTo, unflushed_env(a, kTo));
  return float_result(r, kTo, a);
}

// RDNA4's s_cvt_hi_f32_f16: v_cvt_f32_f16 of the source's high half.
uint64_t cvt_hi_f32_f16(const LaneArgs& a) {
  LaneArgs high = a;
  high.src[0] = a.src[0] >> 16 & 0xFFFF;
  return cvt_float<F16, F32>(high);
}

// Two f32 values to f16 rounding toward zero whatever MODE says; each half goes through the
// output modifiers of an f16 result (model choice).
uint64_t cvt_pk_rtz_f16_f32(const LaneArgs& a) {
  Env to = unflushed_env(a, F16);
  to.round = RoundMode::Zero;
  uint64_t halves[2];
  for (int i = 0; i < 2; ++i) {
    const uint64_t h = fp::convert(float_source(a, i, F32), F32, env(a, F32), F16, to);
    halves[i] = float_result(h, F16, a);
  }
  return halves[1] << 16 | halves[0];
}

// v_pack_b32_f16: the two f16 sources side by side. LLVM selects it only for canonical inputs,
// which says it is a float operation: denormal inputs are flushed per the f16 MODE; NaNs pass
// bit for bit (model choice).
uint64_t pack_b32_f16(const LaneArgs& a) {
  return flushed_source(a, 1, F16) << 16 | flushed_source(a, 0, F16);
}

// ---- rounding to integral values ------------------------------------------------------------

enum class Integral { Trunc, Ceil, Floor, NearestEven };

// Results are exact, so the rounding mode does not matter; the sign of a zero follows IEEE
// (ceil(-0.5) and rndne(-0.4) are -0: LLVM selects these instructions for the IEEE operations).
template <Format kF, Integral kHow>
uint64_t round_to_integral(const LaneArgs& a) {
  const uint64_t x = flushed_source(a, 0, kF);
  if (fp::is_nan(x, kF)) return float_result(fp::propagate_nan(x, kF, env(a, kF)), kF, a);
  if (fp::is_inf(x, kF)) return float_result(x, kF, a);
  const double v = value_of(x, kF);
  double r = v;
  switch (kHow) {
    case Integral::Trunc: r = std::trunc(v); break;
    case Integral::Ceil: r = std::ceil(v); break;
    case Integral::Floor: r = std::floor(v); break;
    case Integral::NearestEven: r = round_half_even(v); break;
  }
  return float_result(pattern_of(r, kF), kF, a);
}

// v_fract: x + -floor(x) rounded per MODE (an IEEE addition: infinities give the default NaN,
// an exact zero is -0 only when rounding toward -inf), then limited to the largest value below
// 1.0, which a tiny negative x would otherwise round up to. AMD states the limit for f32 and
// f64; the f16 form gets the same rule (model choice).
template <Format kF>
uint64_t fract(const LaneArgs& a) {
  const Env e = unflushed_env(a, kF);
  const uint64_t x = flushed_source(a, 0, kF);
  if (fp::is_nan(x, kF)) return float_result(fp::propagate_nan(x, kF, env(a, kF)), kF, a);
  uint64_t r;
  if (fp::is_inf(x, kF)) {
    r = fp::default_nan(kF);
  } else {
    const uint64_t floor_pattern = pattern_of(std::floor(value_of(x, kF)), kF);
    r = fp::add(x, floor_pattern ^ fp::sign_mask(kF), kF, e);
    const uint64_t below_one = fp::one(kF) - 1;
    if (!fp::sign(r, kF) && r > below_one) r = below_one;
  }
  return float_result(r, kF, a);
}

// ---- frexp ----------------------------------------------------------------------------------

// The mantissa in [0.5, 1) with the input's sign; infinities pass, NaNs propagate and zeros
// keep their sign (C's frexp). Denormals are normalized unless MODE flushes them.
template <Format kF>
uint64_t frexp_mant(const LaneArgs& a) {
  const uint64_t x = flushed_source(a, 0, kF);
  if (fp::is_nan(x, kF)) return float_result(fp::propagate_nan(x, kF, env(a, kF)), kF, a);
  if (fp::is_inf(x, kF) || fp::is_zero(x, kF)) return float_result(x, kF, a);
  int exponent = 0;
  const double mantissa = std::frexp(value_of(x, kF), &exponent);
  return float_result(pattern_of(mantissa, kF), kF, a);
}

// The exponent C's frexp gives: 0 for zeros, infinities and NaNs; a denormal's true exponent.
template <Format kF>
uint64_t frexp_exp(const LaneArgs& a) {
  const uint64_t x = flushed_source(a, 0, kF);
  if (fp::is_nan(x, kF) || fp::is_inf(x, kF) || fp::is_zero(x, kF)) return 0;
  int exponent = 0;
  std::frexp(value_of(x, kF), &exponent);
  return static_cast<uint64_t>(static_cast<int64_t>(exponent)) & (kF == F16 ? 0xFFFF : 0xFFFFFFFF);
}

}  // namespace

void register_valu_fp_convert_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };

  // Float to integer.
  set(Op::V_CVT_I32_F32, map_lanes<cvt_to_int<F32, ToInt::Truncate, kI32Min, kI32Max>>);
  set(Op::S_CVT_I32_F32, scalar_lane<cvt_to_int<F32, ToInt::Truncate, kI32Min, kI32Max>>);
  set(Op::V_CVT_U32_F32, map_lanes<cvt_to_int<F32, ToInt::Truncate, 0, kU32Max>>);
  set(Op::S_CVT_U32_F32, scalar_lane<cvt_to_int<F32, ToInt::Truncate, 0, kU32Max>>);
  set(Op::V_CVT_I32_F64, map_lanes<cvt_to_int<F64, ToInt::Truncate, kI32Min, kI32Max>>);
  set(Op::V_CVT_U32_F64, map_lanes<cvt_to_int<F64, ToInt::Truncate, 0, kU32Max>>);
  set(Op::V_CVT_I16_F16, map_lanes<cvt_to_int<F16, ToInt::Truncate, -32768, 32767>>);
  set(Op::V_CVT_U16_F16, map_lanes<cvt_to_int<F16, ToInt::Truncate, 0, 65535>>);
  set(Op::V_CVT_NEAREST_I32_F32,
      map_lanes<cvt_to_int<F32, ToInt::NearestHalfUp, kI32Min, kI32Max>>);
  set(Op::V_CVT_FLOOR_I32_F32, map_lanes<cvt_to_int<F32, ToInt::Floor, kI32Min, kI32Max>>);
  set(Op::V_CVT_PK_I16_F32, map_lanes<cvt_pk_16_f32<-32768, 32767>>);
  set(Op::V_CVT_PK_U16_F32, map_lanes<cvt_pk_16_f32<0, 65535>>);
  set(Op::V_CVT_PK_U8_F32, map_lanes<cvt_pk_u8_f32>);
  set(Op::V_CVT_NORM_I16_F16, map_lanes<cvt_norm_16_f16<true>>);
  set(Op::V_CVT_NORM_U16_F16, map_lanes<cvt_norm_16_f16<false>>);
  set(Op::V_CVT_PK_NORM_I16_F16, map_lanes<cvt_pk_norm<F16, true>>);
  set(Op::V_CVT_PK_NORM_U16_F16, map_lanes<cvt_pk_norm<F16, false>>);
  set(Op::V_CVT_PK_NORM_I16_F32, map_lanes<cvt_pk_norm<F32, true>>);
  set(Op::V_CVT_PK_NORM_U16_F32, map_lanes<cvt_pk_norm<F32, false>>);

  // Integer to float.
  set(Op::V_CVT_F32_I32, map_lanes<cvt_from_i32<F32>>);
  set(Op::S_CVT_F32_I32, scalar_lane<cvt_from_i32<F32>>);
  set(Op::V_CVT_F32_U32, map_lanes<cvt_from_u32<F32>>);
  set(Op::S_CVT_F32_U32, scalar_lane<cvt_from_u32<F32>>);
  set(Op::V_CVT_F64_I32, map_lanes<cvt_from_i32<F64>>);
  set(Op::V_CVT_F64_U32, map_lanes<cvt_from_u32<F64>>);
  set(Op::V_CVT_F16_I16, map_lanes<cvt_f16_i16>);
  set(Op::V_CVT_F16_U16, map_lanes<cvt_f16_u16>);
  set(Op::V_CVT_F32_UBYTE0, map_lanes<cvt_f32_ubyte<0>>);
  set(Op::V_CVT_F32_UBYTE1, map_lanes<cvt_f32_ubyte<1>>);
  set(Op::V_CVT_F32_UBYTE2, map_lanes<cvt_f32_ubyte<2>>);
  set(Op::V_CVT_F32_UBYTE3, map_lanes<cvt_f32_ubyte<3>>);
  set(Op::V_CVT_OFF_F32_I4, map_lanes<cvt_off_f32_i4>);

  // Float to float and packing.
  set(Op::V_CVT_F16_F32, map_lanes<cvt_float<F32, F16>>);
  set(Op::S_CVT_F16_F32, scalar_lane<cvt_float<F32, F16>, 32, 16>);
  set(Op::V_CVT_F32_F16, map_lanes<cvt_float<F16, F32>>);
  set(Op::S_CVT_F32_F16, scalar_lane<cvt_float<F16, F32>, 16>);
  set(Op::S_CVT_HI_F32_F16, scalar_lane<cvt_hi_f32_f16>);
  set(Op::V_CVT_F32_F64, map_lanes<cvt_float<F64, F32>>);
  set(Op::V_CVT_F64_F32, map_lanes<cvt_float<F32, F64>>);
  set(Op::V_CVT_PK_RTZ_F16_F32, map_lanes<cvt_pk_rtz_f16_f32>);
  set(Op::S_CVT_PK_RTZ_F16_F32, scalar_lane<cvt_pk_rtz_f16_f32>);
  set(Op::V_PACK_B32_F16, map_lanes<pack_b32_f16>);

  // Rounding to integral values, fract, frexp.
  set(Op::V_TRUNC_F16, map_lanes<round_to_integral<F16, Integral::Trunc>>);
  set(Op::S_TRUNC_F16, scalar_lane_f16<round_to_integral<F16, Integral::Trunc>>);
  set(Op::V_TRUNC_F32, map_lanes<round_to_integral<F32, Integral::Trunc>>);
  set(Op::S_TRUNC_F32, scalar_lane<round_to_integral<F32, Integral::Trunc>>);
  set(Op::V_TRUNC_F64, map_lanes<round_to_integral<F64, Integral::Trunc>>);
  set(Op::V_CEIL_F16, map_lanes<round_to_integral<F16, Integral::Ceil>>);
  set(Op::S_CEIL_F16, scalar_lane_f16<round_to_integral<F16, Integral::Ceil>>);
  set(Op::V_CEIL_F32, map_lanes<round_to_integral<F32, Integral::Ceil>>);
  set(Op::S_CEIL_F32, scalar_lane<round_to_integral<F32, Integral::Ceil>>);
  set(Op::V_CEIL_F64, map_lanes<round_to_integral<F64, Integral::Ceil>>);
  set(Op::V_FLOOR_F16, map_lanes<round_to_integral<F16, Integral::Floor>>);
  set(Op::S_FLOOR_F16, scalar_lane_f16<round_to_integral<F16, Integral::Floor>>);
  set(Op::V_FLOOR_F32, map_lanes<round_to_integral<F32, Integral::Floor>>);
  set(Op::S_FLOOR_F32, scalar_lane<round_to_integral<F32, Integral::Floor>>);
  set(Op::V_FLOOR_F64, map_lanes<round_to_integral<F64, Integral::Floor>>);
  set(Op::V_RNDNE_F16, map_lanes<round_to_integral<F16, Integral::NearestEven>>);
  set(Op::S_RNDNE_F16, scalar_lane_f16<round_to_integral<F16, Integral::NearestEven>>);
  set(Op::V_RNDNE_F32, map_lanes<round_to_integral<F32, Integral::NearestEven>>);
  set(Op::S_RNDNE_F32, scalar_lane<round_to_integral<F32, Integral::NearestEven>>);
  set(Op::V_RNDNE_F64, map_lanes<round_to_integral<F64, Integral::NearestEven>>);
  set(Op::V_FRACT_F16, map_lanes<fract<F16>>);
  set(Op::V_FRACT_F32, map_lanes<fract<F32>>);
  set(Op::V_FRACT_F64, map_lanes<fract<F64>>);
  set(Op::V_FREXP_MANT_F16, map_lanes<frexp_mant<F16>>);
  set(Op::V_FREXP_MANT_F32, map_lanes<frexp_mant<F32>>);
  set(Op::V_FREXP_MANT_F64, map_lanes<frexp_mant<F64>>);
  set(Op::V_FREXP_EXP_I16_F16, map_lanes<frexp_exp<F16>>);
  set(Op::V_FREXP_EXP_I32_F32, map_lanes<frexp_exp<F32>>);
  set(Op::V_FREXP_EXP_I32_F64, map_lanes<frexp_exp<F64>>);
}

}  // namespace cutlm
