// The division and range-reduction helpers: v_div_scale, v_div_fmas, v_div_fixup and
// v_trig_preop.
//
// A compiler divides with div_scale (pre-scale numerator and denominator out of the ranges
// where the reciprocal would lose precision, and say in VCC whether the quotient needs scaling
// back), an rcp/fma refinement, div_fmas (the last fma, scaled back when VCC says so) and
// div_fixup (the special cases: NaN, zero, infinity, huge exponent gaps). They round to nearest
// even whatever MODE says. MODE's input flush applies to div_scale's operands and to div_fixup's
// denominator and numerator, never to div_fmas's operands or div_fixup's estimate (LLVM's f32
// sequence computes those with denormals enabled and switches back before div_fmas); MODE's
// output flush applies to div_scale and div_fmas (docs/valu-semantics.md has the evidence).
#include <algorithm>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "exec/vector/sem_valu_fp_arith.h"
#include "fp/fp.h"

namespace cutlm::fparith {
namespace {

using fp::Format;
using valu::LaneArgs;
using valu::Lanes;

int exponent_field(uint64_t x, Format f) {
  return static_cast<int>((x & fp::exponent_mask(f)) >> fp::fraction_bits(f));
}

// The quiet NaN with the sign bit set that AMD's pseudocode gives for 0/0 and inf/inf.
constexpr uint64_t negative_nan(Format f) { return fp::default_nan(f) | fp::sign_mask(f); }

// Powers of two the division helpers scale by: 2^64 for f32, 2^128 for f64.
constexpr int division_scale(Format f) { return f == Format::F32 ? 64 : 128; }

// div_scale's and div_fmas's results: omod, clamp and MODE's output flush as for any operation.
uint64_t scaled_output(uint64_t x, Format f, const LaneArgs& a) {
  return fp::output_modifiers(x, f, a.omod, a.clamp, lane_env(a, f));
}

// ---- v_div_scale ------------------------------------------------------------------------------

// x * 2^count, rounded to nearest even with denormals kept. A NaN passes unchanged: gfx11's
// v_div_scale does not quiet a signalling NaN even in IEEE mode (docs/valu-semantics.md).
uint64_t scale_pattern(uint64_t x, int count, Format f) {
  if (fp::is_nan(x, f)) return x;
  if (fp::is_inf(x, f) || fp::is_zero(x, f) || count == 0) return x;
  const Unpacked u = unpack(x, f);
  return round_scaled(u.significand, u.exponent + count, u.negative, f, RoundMode::NearestEven);
}

struct Scaled {
  uint64_t value = 0;
  bool post_scale = false;  // the lane's VCC bit: div_fmas must scale the quotient back
};

// S0 is the value to scale (the denominator S1 or the numerator S2), S1 the denominator, S2
// the numerator. The decisions read the biased exponent fields only.
// A denormal input flushed by MODE is a zero: a zero denominator or numerator gives the NaN.
// Its exponent field is 0 either way, so VCC does not depend on the flush.
template <Format F>
Scaled div_scale_lane(const LaneArgs& a) {
  const uint64_t value = flushed_source(a, 0, F);
  const uint64_t denominator = flushed_source(a, 1, F);
  const uint64_t numerator = flushed_source(a, 2, F);
  const int scale = division_scale(F);
  const int gap_limit = F == Format::F32 ? 96 : 768;  // quotient near the top of the range
  const int bias = fp::exponent_bias(F);
  const int denominator_field = exponent_field(denominator, F);
  const int numerator_field = exponent_field(numerator, F);
  const int gap = numerator_field - denominator_field;
  const bool is_denominator = value == denominator;
  Scaled r;
  int count = 0;
  if (gap >= gap_limit) {
    // A huge quotient: scale the denominator up and the result back up later.
    r.post_scale = true;
    count = is_denominator ? scale : 0;
  } else if (denominator_field == 0) {
    count = scale;  // denormal denominator: both up, the quotient is unchanged
  } else if (denominator_field >= 2 * bias - 1) {
    // The reciprocal of the denominator would be denormal: scale it down. If the quotient is
    // tiny as well, leave the numerator alone and scale the result down later.
    r.post_scale = gap <= -gap_limit;
    count = r.post_scale && !is_denominator ? 0 : -scale;
  } else if (gap <= -gap_limit) {
    // A tiny quotient: scale the numerator up and the result back down later.
    r.post_scale = true;
    count = is_denominator ? 0 : scale;
  } else if (numerator_field <= static_cast<int>(fp::fraction_bits(F)) + 1) {
    count = scale;  // tiny numerator: both up
  }
  r.value = fp::is_zero(denominator, F) || fp::is_zero(numerator, F)
                ? negative_nan(F)
                : scale_pattern(value, count, F);
  return r;
}

template <Format F>
void div_scale(ExecContext& c) {
  Lanes lanes(c);
  LaneArgs args = valu::lane_args(c);
  uint64_t vcc = 0;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    args.lane = lane;
    for (int i = 0; i < 3; ++i) args.src[i] = lanes.source(i, lane);
    const Scaled r = div_scale_lane<F>(args);
    if (r.post_scale) vcc |= 1ull << lane;
    lanes.write(lane, scaled_output(r.value, F, args));
  }
  lanes.write_mask(c.inst.sdst, vcc);
  lanes.finish();
}

// ---- v_div_fmas -------------------------------------------------------------------------------

Wide shift_right_sticky(Wide v, int count) {
  if (count <= 0) return v;
  if (count >= 128) return v != 0 ? 1 : 0;
  return v >> count | ((v & ((Wide{1} << count) - 1)) != 0 ? 1 : 0);
}

int top_bit(Wide v) {
  const uint64_t high = static_cast<uint64_t>(v >> 64);
  if (high != 0) return 127 - __builtin_clzll(high);
  return 63 - __builtin_clzll(static_cast<uint64_t>(v));
}

struct Exact {
  Wide significand = 0;
  int exponent = 0;
  bool negative = false;
};

// x * y + z for finite patterns: exact, or with every discarded bit folded into a sticky bit
// far below any format's rounding position. An exact zero sum is +0 unless both terms are
// negative (the nearest-even rule).
Exact exact_fma(uint64_t x, uint64_t y, uint64_t z, Format f) {
  const Unpacked ux = unpack(x, f);
  const Unpacked uy = unpack(y, f);
  const Unpacked uz = unpack(z, f);
  Wide product = static_cast<Wide>(ux.significand) * uy.significand;
  int product_exponent = ux.exponent + uy.exponent;
  const bool product_negative = ux.negative != uy.negative;
  Wide addend = uz.significand;
  int addend_exponent = uz.exponent;
  if (product == 0 && addend == 0) return {0, 0, product_negative && uz.negative};
  if (product == 0) return {addend, addend_exponent, uz.negative};
  if (addend == 0) return {product, product_exponent, product_negative};
  // Both to bit 125, then align the smaller to the larger.
  constexpr int kTop = 125;
  const int product_shift = kTop - top_bit(product);
  const int addend_shift = kTop - top_bit(addend);
  product <<= product_shift;
  product_exponent -= product_shift;
  addend <<= addend_shift;
  addend_exponent -= addend_shift;
  const int exponent = std::max(product_exponent, addend_exponent);
  product = shift_right_sticky(product, exponent - product_exponent);
  addend = shift_right_sticky(addend, exponent - addend_exponent);
  if (product_negative == uz.negative) return {product + addend, exponent, product_negative};
  if (product == addend) return {0, exponent, false};
  if (product > addend) return {product - addend, exponent, product_negative};
  return {addend - product, exponent, uz.negative};
}

// fma(S0, S1, S2), times 2^+-64 (f32) or 2^+-128 (f64) when the lane's VCC bit is set: up when
// S2 (the quotient estimate) is at least 2.0, down otherwise. One rounding, to nearest even.
template <Format F>
uint64_t div_fmas_lane(const LaneArgs& a, bool post_scale) {
  const uint64_t ops[3] = {modified_source(a, 0, F), modified_source(a, 1, F),
                           modified_source(a, 2, F)};
  const uint64_t x = ops[0];
  const uint64_t y = ops[1];
  const uint64_t z = ops[2];
  // As for fma: an invalid product wins over a NaN addend.
  if ((fp::is_zero(x, F) && fp::is_inf(y, F)) || (fp::is_inf(x, F) && fp::is_zero(y, F))) {
    return fp::default_nan(F);
  }
  bool found = false;
  const uint64_t nan = fp::first_nan(ops, 3, F, fp::env_for(*a.mode, F), &found);
  if (found) return nan;
  const bool product_negative = fp::sign(x, F) != fp::sign(y, F);
  if (fp::is_inf(x, F) || fp::is_inf(y, F)) {
    if (fp::is_zero(x, F) || fp::is_zero(y, F)) return fp::default_nan(F);
    if (fp::is_inf(z, F) && fp::sign(z, F) != product_negative) return fp::default_nan(F);
    return fp::infinity(F, product_negative);
  }
  if (fp::is_inf(z, F)) return z;
  const int bias = fp::exponent_bias(F);
  const int count = post_scale ? (exponent_field(z, F) > bias ? 1 : -1) * division_scale(F) : 0;
  const Exact sum = exact_fma(x, y, z, F);
  return round_scaled(sum.significand, sum.exponent + count, sum.negative, F,
                      RoundMode::NearestEven);
}

template <Format F>
void div_fmas(ExecContext& c) {
  Lanes lanes(c);
  LaneArgs args = valu::lane_args(c);
  const uint64_t vcc = c.wave.vcc();
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    args.lane = lane;
    for (int i = 0; i < 3; ++i) args.src[i] = lanes.source(i, lane);
    lanes.write(lane, scaled_output(div_fmas_lane<F>(args, (vcc >> lane & 1) != 0), F, args));
  }
  lanes.finish();
}

// ---- v_div_fixup ------------------------------------------------------------------------------

// S0 the quotient estimate, S1 the denominator, S2 the numerator: the special cases of S2 / S1,
// an overflow when the estimate is infinite or NaN, else |S0| with the quotient's sign. MODE's
// input flush makes a denormal S1 or S2 a zero (x/0 and 0/y then come out as infinity and zero,
// which LLVM's flushed f32 sequence relies on); the estimate is never flushed.
template <Format F>
uint64_t div_fixup_lane(const LaneArgs& a) {
  const fp::Env env = fp::env_for(*a.mode, F);
  const uint64_t quotient = modified_source(a, 0, F);
  const uint64_t denominator = fp::flush_input(modified_source(a, 1, F), F, env);
  const uint64_t numerator = fp::flush_input(modified_source(a, 2, F), F, env);
  const bool negative = fp::sign(denominator, F) != fp::sign(numerator, F);
  const uint64_t sign_bit = negative ? fp::sign_mask(F) : 0;
  uint64_t r;
  if (fp::is_nan(numerator, F)) {
    r = fp::propagate_nan(numerator, F, env);
  } else if (fp::is_nan(denominator, F)) {
    r = fp::propagate_nan(denominator, F, env);
  } else if ((fp::is_zero(denominator, F) && fp::is_zero(numerator, F)) ||
             (fp::is_inf(denominator, F) && fp::is_inf(numerator, F))) {
    r = negative_nan(F);
  } else if (fp::is_zero(denominator, F) || fp::is_inf(numerator, F)) {
    r = fp::infinity(F, negative);
  } else if (fp::is_inf(denominator, F) || fp::is_zero(numerator, F)) {
    r = sign_bit;
  } else if (F != Format::F16 &&
             exponent_field(numerator, F) - exponent_field(denominator, F) <
                 -(fp::exponent_bias(F) + static_cast<int>(fp::fraction_bits(F)))) {
    // The quotient is below half the smallest denormal however the estimate came out.
    r = sign_bit;
  } else if (exponent_field(quotient, F) == exponent_field(fp::exponent_mask(F), F)) {
    // An estimate that overflowed (infinity, or the NaN an infinite estimate leads the
    // refinement to): the quotient overflows.
    r = fp::infinity(F, negative);
  } else {
    r = sign_bit | (quotient & ~fp::sign_mask(F));
  }
  return division_output(r, F, a);
}

// ---- v_trig_preop -----------------------------------------------------------------------------

// 2/pi in hexadecimal, the digits after the binary point (A2F9... = 0.1010 0010 1111 1001...).
// The test checks them against MPFR's pi. AMD's description uses the first 1201 bits.
constexpr char kTwoOverPi[] =
    "A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163ABDEBBC561B7246E3A424DD2E006492EEA"
    "09D1921CFE1DEB1CB129A73EE88235F52EBB4484E99C7026B45F7E413991D639835339F49C845F8BBDF9283B"
    "1FF897FFDE05980FEF2F118B5A0A6D1F6D367ECF27CB09B74F463F669E5FEA2D7527BAC7EBE5F17B3D0739F7"
    "8A5292EA6BFB5FB11F8D5D0856033046FC7B6BABF0CFBC20";
constexpr int kTwoOverPiBits = 1201;

// Bit k (1-based) after the binary point of 2/pi; 0 past the table.
int two_over_pi_bit(int k) {
  if (k < 1 || k > kTwoOverPiBits) return 0;
  const char digit = kTwoOverPi[(k - 1) / 4];
  const int value = digit <= '9' ? digit - '0' : digit - 'A' + 10;
  return value >> (3 - (k - 1) % 4) & 1;
}

// Segment S1[4:0] of 2/pi, 53 bits starting `shift` bits after the binary point, scaled so that
// for large S0 the product S0 * segment keeps its integer part small; only S0's exponent field
// counts (infinities and NaNs included).
uint64_t trig_preop(const LaneArgs& a) {
  constexpr Format F = Format::F64;
  const fp::Env e = lane_env(a, F);
  const int field = exponent_field(modified_source(a, 0, F), F);
  int shift = static_cast<int>(a.src[1] & 31) * 53;
  if (field > 1077) shift += field - 1077;
  uint64_t window = 0;
  for (int k = shift + 1; k <= shift + 53; ++k) {
    window = window << 1 | static_cast<uint64_t>(two_over_pi_bit(k));
  }
  const int exponent = -53 - shift + (field >= 1968 ? 128 : 0);
  const uint64_t r = fp::flush_output(round_scaled(window, exponent, false, F, e.round), F, e);
  return fp::output_modifiers(r, F, a.omod, a.clamp, e);
}

}  // namespace

void register_division_semantics(std::vector<Handler>& table) {
  using isa::Op;
  using valu::map_lanes;
  const auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };
  set(Op::V_DIV_SCALE_F32, div_scale<Format::F32>);
  set(Op::V_DIV_SCALE_F64, div_scale<Format::F64>);
  set(Op::V_DIV_FMAS_F32, div_fmas<Format::F32>);
  set(Op::V_DIV_FMAS_F64, div_fmas<Format::F64>);
  set(Op::V_DIV_FIXUP_F16, map_lanes<div_fixup_lane<Format::F16>>);
  set(Op::V_DIV_FIXUP_F32, map_lanes<div_fixup_lane<Format::F32>>);
  set(Op::V_DIV_FIXUP_F64, map_lanes<div_fixup_lane<Format::F64>>);
  set(Op::V_TRIG_PREOP_F64, map_lanes<trig_preop>);
}

}  // namespace cutlm::fparith
