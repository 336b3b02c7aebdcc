// Floating-point VALU arithmetic: add, sub, mul, fma (with the fmac/fmaak/fmamk and DX9
// variants), min/max and their three-operand forms, ldexp, mullit and the cube-map operations,
// in f16, f32 and f64 and every encoding (the e32 and e64 forms share one handler). The
// division helpers live in sem_valu_fp_division.cpp.
//
// Every operation follows the same order (docs/valu-semantics.md): abs/neg on the sources,
// then the operation with MODE's input flush, rounding and output flush for its format, then
// the VOP3 output modifiers (omod, clamp) and the output flush once more.
#include "exec/vector/sem_valu_fp_arith.h"

#include <algorithm>
#include <cmath>

#include "exec/dense_lanes.h"
#include "exec/executor.h"
#include "exec/fp_order.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"
#include "fp/fp_dense.h"

namespace cutlm::fparith {

using fp::Env;
using fp::Format;

namespace {

int top_bit(Wide v) {
  const uint64_t high = static_cast<uint64_t>(v >> 64);
  if (high != 0) return 127 - __builtin_clzll(high);
  return 63 - __builtin_clzll(static_cast<uint64_t>(v));
}

}  // namespace

uint64_t round_scaled(Wide significand, int exponent, bool negative, Format f, RoundMode mode) {
  const uint64_t sign_bit = negative ? fp::sign_mask(f) : 0;
  if (significand == 0) return sign_bit;
  const int fraction = static_cast<int>(fp::fraction_bits(f));
  const int bias = fp::exponent_bias(f);
  const auto overflow = [&] {
    return fp::overflows_to_infinity(mode, negative) ? fp::infinity(f, negative)
                                                     : fp::largest_finite(f, negative);
  };
  // The value lies in [2^leading, 2^(leading + 1)).
  const int leading = top_bit(significand) + exponent;
  if (leading > bias) return overflow();
  const int min_normal = 1 - bias;
  // Weight of the result's last place; below the normal range, the denormal spacing.
  const int quantum = std::max(leading, min_normal) - fraction;
  const int dropped = quantum - exponent;
  Wide kept;
  bool half = false;  // the first dropped bit
  bool rest = false;  // any dropped bit after it
  if (dropped <= 0) {
    kept = significand << -dropped;
  } else if (dropped > 128) {
    kept = 0;
    rest = true;  // the whole significand is below half a unit
  } else {
    kept = dropped == 128 ? 0 : significand >> dropped;
    half = (significand >> (dropped - 1) & 1) != 0;
    rest = (significand & ((Wide{1} << (dropped - 1)) - 1)) != 0;
  }
  bool up = false;
  switch (mode) {
    case RoundMode::NearestEven: up = half && (rest || (kept & 1) != 0); break;
    case RoundMode::PlusInfinity: up = (half || rest) && !negative; break;
    case RoundMode::MinusInfinity: up = (half || rest) && negative; break;
    case RoundMode::Zero: break;
  }
  kept += up ? 1 : 0;
  // A denormal's pattern is its significand (one that rounds up to 2^fraction is the smallest
  // normal); a normal one adds the biased exponent and drops the implicit bit, a carry out of
  // the significand moving into the exponent by itself.
  const uint64_t pattern = leading < min_normal
                               ? static_cast<uint64_t>(kept)
                               : (static_cast<uint64_t>(leading + bias) << fraction) +
                                     static_cast<uint64_t>(kept) - (1ull << fraction);
  if (pattern >= fp::exponent_mask(f)) return overflow();
  return sign_bit | pattern;
}

Unpacked unpack(uint64_t x, Format f) {
  Unpacked u;
  const int fraction = static_cast<int>(fp::fraction_bits(f));
  const int field = static_cast<int>((x & fp::exponent_mask(f)) >> fraction);
  u.negative = fp::sign(x, f);
  u.significand = x & fp::fraction_mask(f);
  if (field == 0) {
    u.exponent = 1 - fp::exponent_bias(f) - fraction;
  } else {
    u.significand |= 1ull << fraction;
    u.exponent = field - fp::exponent_bias(f) - fraction;
  }
  return u;
}

uint64_t ldexp(uint64_t x, int64_t n, Format f, const Env& e) {
  x = fp::flush_input(x & fp::value_mask(f), f, e);
  if (fp::is_nan(x, f)) return fp::propagate_nan(x, f, e);
  if (fp::is_inf(x, f) || fp::is_zero(x, f)) return x;
  // Any count beyond this takes every format past overflow or below half a denormal.
  const int count = static_cast<int>(std::clamp<int64_t>(n, -5000, 5000));
  const Unpacked u = unpack(x, f);
  return fp::flush_output(round_scaled(u.significand, u.exponent + count, u.negative, f, e.round),
                          f, e);
}

uint64_t division_output(uint64_t x, Format f, const valu::LaneArgs& a) {
  Env e = lane_env(a, f);
  if (a.omod != 0 && !e.ieee && e.flush_out) return fp::output_modifiers(x, f, a.omod, a.clamp, e);
  e.flush_out = false;
  return fp::output_modifiers(x, f, 0, a.clamp, e);
}

namespace {

using valu::LaneArgs;
using valu::LaneFunction;
using valu::Lanes;
using valu::map_lanes;

template <Format F>
inline __attribute__((always_inline)) uint64_t finish(uint64_t result, const LaneArgs& a,
                                                      const Env& e) {
  return fp::output_modifiers(result, F, a.omod, a.clamp, e);
}

// ---- add, sub, mul, fma ----------------------------------------------------------------------

// DX9 rule: a zero factor (after the input flush) makes the product +0, even against an
// infinity or a NaN.
template <Format F>
bool dx9_zero_product(uint64_t x, uint64_t y, const Env& e) {
  return fp::is_zero(fp::flush_input(x, F, e), F) || fp::is_zero(fp::flush_input(y, F, e), F);
}

enum class Arith { Add, Sub, SubRev, Mul, MulDx9 };

template <Format F, Arith kOp>
inline __attribute__((always_inline)) uint64_t arith(const LaneArgs& a) {
  const Env& e = lane_env(a, F);
  const uint64_t x = modified_source(a, 0, F);
  const uint64_t y = modified_source(a, 1, F);
  uint64_t r = 0;
  switch (kOp) {
    case Arith::Add: r = fp::add(x, y, F, e); break;
    case Arith::Sub: r = fp::sub(x, y, F, e); break;
    // "D = S1 - S0": S1 is the first operand, so its NaN wins.
    case Arith::SubRev: r = fp::sub(y, x, F, e); break;
    case Arith::Mul: r = fp::mul(x, y, F, e); break;
    case Arith::MulDx9: r = dx9_zero_product<F>(x, y, e) ? 0 : fp::mul(x, y, F, e); break;
  }
  return finish<F>(r, a, e);
}

// fma(S0, S1, S2); the handlers of fmac/fmaak/fmamk put their third operand in src[2] (see
// with_extra_operand). With kDx9, a zero factor leaves +0 + S2.
template <Format F, bool kDx9>
inline __attribute__((always_inline)) uint64_t fused(const LaneArgs& a) {
  const Env& e = lane_env(a, F);
  const uint64_t x = modified_source(a, 0, F);
  const uint64_t y = modified_source(a, 1, F);
  const uint64_t z = modified_source(a, 2, F);
  const uint64_t r =
      kDx9 && dx9_zero_product<F>(x, y, e) ? fp::add(0, z, F, e) : fp::fma(x, y, z, F, e);
  return finish<F>(r, a, e);
}

// ---- min, max and the three-operand selections -------------------------------------------------

// v_min/v_max as the v_min_f16 contract states them: in IEEE mode a signalling NaN (a's
// first) is returned quieted; otherwise a NaN operand yields the other one (b when both are).
template <Format F>
uint64_t min_max(uint64_t a, uint64_t b, bool ieee, bool want_max) {
  if (ieee && fp::is_snan(a, F)) return fp::quiet(a, F);
  if (ieee && fp::is_snan(b, F)) return fp::quiet(b, F);
  if (fp::is_nan(a, F)) return b;
  if (fp::is_nan(b, F)) return a;
  return fp_order::ordered_pick(a, b, F, want_max);
}

// IEEE equality of non-NaN patterns: +0 equals -0.
template <Format F>
bool equal_values(uint64_t a, uint64_t b) {
  return a == b || (fp::is_zero(a, F) && fp::is_zero(b, F));
}

enum class Select {
  Min,
  Max,
  Min3,
  Max3,
  Med3,
  MinMax,
  MaxMin,
  // The NaN-propagating forms (minimum_maximum above), composed as the three-operand ones are.
  Minimum,
  Maximum,
  Minimum3,
  Maximum3,
  MinimumMaximum,
  MaximumMinimum,
};

// kNum: the RDNA4 _NUM forms (fp_order::minimum_maximum_number) instead of gfx1100's min/max.
template <Format F, Select kSel, bool kNum = false>
uint64_t select(const LaneArgs& a) {
  const Env& e = lane_env(a, F);
  const bool three = kSel != Select::Min && kSel != Select::Max && kSel != Select::Minimum &&
                     kSel != Select::Maximum;
  const uint64_t x = flushed_source(a, 0, F);
  const uint64_t y = flushed_source(a, 1, F);
  const uint64_t z = three ? flushed_source(a, 2, F) : 0;
  const auto lower = [&](uint64_t p, uint64_t q) {
    return kNum ? fp_order::minimum_maximum_number(p, q, F, false)
                : min_max<F>(p, q, e.ieee, false);
  };
  const auto upper = [&](uint64_t p, uint64_t q) {
    return kNum ? fp_order::minimum_maximum_number(p, q, F, true) : min_max<F>(p, q, e.ieee, true);
  };
  const auto least = [](uint64_t p, uint64_t q) {
    return fp_order::minimum_maximum(p, q, F, false);
  };
  const auto most = [](uint64_t p, uint64_t q) { return fp_order::minimum_maximum(p, q, F, true); };
  uint64_t r = 0;
  switch (kSel) {
    case Select::Min: r = lower(x, y); break;
    case Select::Max: r = upper(x, y); break;
    case Select::Min3: r = lower(lower(x, y), z); break;
    case Select::Max3: r = upper(upper(x, y), z); break;
    case Select::MinMax: r = upper(lower(x, y), z); break;
    case Select::MaxMin: r = lower(upper(x, y), z); break;
    case Select::Minimum: r = least(x, y); break;
    case Select::Maximum: r = most(x, y); break;
    case Select::Minimum3: r = least(least(x, y), z); break;
    case Select::Maximum3: r = most(most(x, y), z); break;
    case Select::MinimumMaximum: r = most(least(x, y), z); break;
    case Select::MaximumMinimum: r = least(most(x, y), z); break;
    case Select::Med3:
      // AMD: with any NaN the result is min3; otherwise the larger of the two operands that
      // are not the maximum, found by (IEEE) equality with max3, so +0 and -0 count as equal.
      if (fp::is_nan(x, F) || fp::is_nan(y, F) || fp::is_nan(z, F)) {
        r = lower(lower(x, y), z);
      } else {
        const uint64_t largest = upper(upper(x, y), z);
        if (equal_values<F>(largest, x)) {
          r = upper(y, z);
        } else if (equal_values<F>(largest, y)) {
          r = upper(x, z);
        } else {
          r = upper(x, y);
        }
      }
      break;
  }
  return finish<F>(r, a, e);
}

// ---- ldexp, mullit, cube maps ---------------------------------------------------------------

// S0 * 2^S1 with S1 a signed integer (16-bit for f16). abs/neg do not apply to the integer.
template <Format F>
uint64_t ldexp_lane(const LaneArgs& a) {
  const Env& e = lane_env(a, F);
  const int64_t count =
      F == Format::F16 ? static_cast<int16_t>(a.src[1]) : static_cast<int32_t>(a.src[1]);
  return finish<F>(ldexp(modified_source(a, 0, F), count, F, e), a, e);
}

// The lighting multiply: -FLT_MAX when S1 is -FLT_MAX, -inf or NaN, or S2 is <= 0 or NaN;
// otherwise S0 * S1.
uint64_t mullit(const LaneArgs& a) {
  constexpr Format F = Format::F32;
  const Env& e = lane_env(a, F);
  const uint64_t x = flushed_source(a, 0, F);
  const uint64_t y = flushed_source(a, 1, F);
  const uint64_t z = flushed_source(a, 2, F);
  const uint64_t lowest = fp::largest_finite(F, true);
  const bool y_rejected = y == lowest || y == fp::infinity(F, true) || fp::is_nan(y, F);
  const bool z_rejected = fp::is_nan(z, F) || fp::sign(z, F) || fp::is_zero(z, F);
  const uint64_t r = y_rejected || z_rejected ? lowest : fp::mul(x, y, F, e);
  return finish<F>(r, a, e);
}

enum class Cube { Id, Sc, Tc, Ma };

// Cube-map face selection on the direction (x, y, z) = (S0, S1, S2): the major axis is z when
// |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, else x (comparisons with a NaN fail).
template <Cube kWhat>
uint64_t cube(const LaneArgs& a) {
  constexpr Format F = Format::F32;
  const Env& e = lane_env(a, F);
  const uint64_t x = flushed_source(a, 0, F);
  const uint64_t y = flushed_source(a, 1, F);
  const uint64_t z = flushed_source(a, 2, F);
  const double ax = std::fabs(fp::to_double(x, F));
  const double ay = std::fabs(fp::to_double(y, F));
  const double az = std::fabs(fp::to_double(z, F));
  const bool z_major = az >= ax && az >= ay;
  const bool y_major = !z_major && ay >= ax;
  const auto below_zero = [](uint64_t v) { return fp::to_double(v, F) < 0.0; };
  const auto negated = [](uint64_t v) { return v ^ fp::sign_mask(F); };
  uint64_t r = 0;
  switch (kWhat) {
    case Cube::Id: {
      // Faces 0..5: +x, -x, +y, -y, +z, -z, as f32 values.
      static const uint64_t kFace[] = {0x00000000, 0x3F800000, 0x40000000,
                                       0x40400000, 0x40800000, 0x40A00000};
      const int axis = z_major ? 2 : y_major ? 1 : 0;
      const uint64_t coordinate = z_major ? z : y_major ? y : x;
      r = kFace[2 * axis + (below_zero(coordinate) ? 1 : 0)];
      break;
    }
    case Cube::Sc:
      if (z_major) {
        r = below_zero(z) ? negated(x) : x;
      } else if (y_major) {
        r = x;
      } else {
        r = below_zero(x) ? z : negated(z);
      }
      break;
    case Cube::Tc:
      if (z_major) {
        r = negated(y);
      } else if (y_major) {
        r = below_zero(y) ? negated(z) : z;
      } else {
        r = negated(y);
      }
      break;
    case Cube::Ma: {
      const uint64_t major = z_major ? z : y_major ? y : x;
      r = fp::mul(major, 0x40000000, F, e);  // 2 * the major coordinate
      break;
    }
  }
  return finish<F>(r, a, e);
}

// ---- fmac, fmaak, fmamk -----------------------------------------------------------------------

enum class Extra {
  LiteralLast,    // v_fmaak: fma(S0, S1, K)
  LiteralMiddle,  // v_fmamk: fma(S0, K, S1)
  Accumulator,    // v_fmac:  fma(S0, S1, D)
};

// The handler of an fma whose third operand has no source field: the literal constant K (its
// low half for f16), or the destination's old value (for f16, the half opsel bit 3 names).
template <LaneFunction kOperation, Extra kExtra>
void with_extra_operand(ExecContext& c) {
  Lanes lanes(c);
  LaneArgs args = valu::lane_args(c);
  const bool sixteen = lanes.dest_bits() == 16;
  const uint64_t literal = c.inst.literal & (sixteen ? 0xFFFFu : 0xFFFFFFFFu);
  for (uint64_t pending = lanes.active_lanes(); pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    args.lane = lane;
    const uint64_t s0 = lanes.source(0, lane);
    const uint64_t s1 = lanes.source(1, lane);
    switch (kExtra) {
      case Extra::LiteralLast: args.src = {s0, s1, literal}; break;
      case Extra::LiteralMiddle: args.src = {s0, literal, s1}; break;
      case Extra::Accumulator: {
        const uint32_t old = c.wave.vgpr(lanes.dest_reg(), lane);
        const uint64_t accumulator =
            sixteen ? ((c.inst.opsel & 8) != 0 ? old >> 16 : old) & 0xFFFF : old;
        args.src = {s0, s1, accumulator};
        break;
      }
    }
    lanes.write(lane, kOperation(args));
  }
  lanes.finish();
}

// ---- the whole wave at once ------------------------------------------------------------------

// Where an operation's third operand comes from: its src2 field, or (fmac/fmaak/fmamk) as
// with_extra_operand places it.
enum class Third { Source, Accumulator, LiteralLast, LiteralMiddle };

// The dense path (dense_lanes.h, fp_dense.h): round to nearest even, no omod or clamp, every
// lane active and finite. False when it does not apply; the handler then runs lane by lane.
// Operand slot i takes the abs/neg bits i, as with_extra_operand and map_lanes give them.
template <Format F, fp::DenseOp kOp, Third kThird>
bool dense(ExecContext& c) {
  constexpr unsigned bits = F == Format::F64 ? 64 : 32;
  const DecodedInst& inst = c.inst;
  if (inst.omod != 0 || inst.clamp || !valu::Dense::applies(c)) return false;
  const Env e = fp::env_for(c.wave.mode, F);
  if (e.round != RoundMode::NearestEven) return false;
  valu::Dense d(c);
  bool ok = d.source(0, bits, 0);
  switch (kThird) {
    case Third::Source:
      ok = ok && d.source(1, bits, 1) && (kOp != fp::DenseOp::Fma || d.source(2, bits, 2));
      break;
    case Third::Accumulator:
      ok = ok && d.source(1, bits, 1);
      d.dest_as_source(2);
      break;
    case Third::LiteralLast:
      ok = ok && d.source(1, bits, 1);
      d.uniform(inst.literal, bits, 2);
      break;
    case Third::LiteralMiddle:
      ok = ok && d.source(1, bits, 2);
      d.uniform(inst.literal, bits, 1);
      break;
  }
  if (!ok) return false;
  fp::DenseControl control;
  for (int i = 0; i < 3; ++i) {
    control.clear[i] = (inst.abs >> i & 1) != 0 ? fp::sign_mask(F) : 0;
    control.flip[i] = (inst.neg >> i & 1) != 0 ? fp::sign_mask(F) : 0;
  }
  control.flush_in = e.flush_in;
  control.flush_out = e.flush_out;
  const bool done = F == Format::F64 ? fp::dense_f64(kOp, d.lo(), d.hi(), d.lanes(), control,
                                                     d.out_lo(), d.out_hi())
                                     : fp::dense_f32(kOp, d.lo(), d.lanes(), control, d.out_lo());
  if (!done) return false;
  d.finish(bits);
  return true;
}

template <Format F, fp::DenseOp kOp, Third kThird, Handler kGeneral>
void dense_or(ExecContext& c) {
  if (!dense<F, kOp, kThird>(c)) kGeneral(c);
}

}  // namespace
}  // namespace cutlm::fparith

namespace cutlm {

void register_valu_fp_arith_semantics(std::vector<Handler>& table) {
  using fp::DenseOp;
  using fp::Format;
  using fparith::Arith;
  using fparith::Cube;
  using fparith::dense_or;
  using fparith::Extra;
  using fparith::fused;
  using fparith::Select;
  using fparith::Third;
  using fparith::with_extra_operand;
  using isa::Op;
  using valu::map_lanes;
  using valu::scalar_lane;
  using valu::scalar_lane_f16;
  const auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };
  constexpr Format H = Format::F16;
  constexpr Format S = Format::F32;
  constexpr Format D = Format::F64;

  set(Op::V_ADD_F16, map_lanes<fparith::arith<H, Arith::Add>>);
  set(Op::V_SUB_F16, map_lanes<fparith::arith<H, Arith::Sub>>);
  set(Op::V_SUBREV_F16, map_lanes<fparith::arith<H, Arith::SubRev>>);
  set(Op::V_MUL_F16, map_lanes<fparith::arith<H, Arith::Mul>>);
  set(Op::V_ADD_F32,
      dense_or<S, DenseOp::Add, Third::Source, map_lanes<fparith::arith<S, Arith::Add>>>);
  set(Op::V_SUB_F32,
      dense_or<S, DenseOp::Sub, Third::Source, map_lanes<fparith::arith<S, Arith::Sub>>>);
  set(Op::V_SUBREV_F32,
      dense_or<S, DenseOp::SubRev, Third::Source, map_lanes<fparith::arith<S, Arith::SubRev>>>);
  set(Op::V_MUL_F32,
      dense_or<S, DenseOp::Mul, Third::Source, map_lanes<fparith::arith<S, Arith::Mul>>>);
  set(Op::V_MUL_DX9_ZERO_F32, map_lanes<fparith::arith<S, Arith::MulDx9>>);
  // RDNA4's scalar forms: the same lane functions on one value (the fused ones, whose third
  // operand is the destination or a literal, and the compares are in sem_salu_float.cpp).
  set(Op::S_ADD_F32, scalar_lane<fparith::arith<S, Arith::Add>>);
  set(Op::S_SUB_F32, scalar_lane<fparith::arith<S, Arith::Sub>>);
  set(Op::S_MUL_F32, scalar_lane<fparith::arith<S, Arith::Mul>>);
  set(Op::S_MINIMUM_F32, scalar_lane<fparith::select<S, Select::Minimum>>);
  set(Op::S_MAXIMUM_F32, scalar_lane<fparith::select<S, Select::Maximum>>);
  set(Op::S_ADD_F16, scalar_lane_f16<fparith::arith<H, Arith::Add>>);
  set(Op::S_SUB_F16, scalar_lane_f16<fparith::arith<H, Arith::Sub>>);
  set(Op::S_MUL_F16, scalar_lane_f16<fparith::arith<H, Arith::Mul>>);
  set(Op::S_MINIMUM_F16, scalar_lane_f16<fparith::select<H, Select::Minimum>>);
  set(Op::S_MAXIMUM_F16, scalar_lane_f16<fparith::select<H, Select::Maximum>>);
  set(Op::V_ADD_F64,
      dense_or<D, DenseOp::Add, Third::Source, map_lanes<fparith::arith<D, Arith::Add>>>);
  set(Op::V_MUL_F64,
      dense_or<D, DenseOp::Mul, Third::Source, map_lanes<fparith::arith<D, Arith::Mul>>>);

  set(Op::V_FMA_F16, map_lanes<fparith::fused<H, false>>);
  set(Op::V_FMA_F32, dense_or<S, DenseOp::Fma, Third::Source, map_lanes<fparith::fused<S, false>>>);
  set(Op::V_FMA_F64, dense_or<D, DenseOp::Fma, Third::Source, map_lanes<fparith::fused<D, false>>>);
  set(Op::V_FMA_DX9_ZERO_F32, map_lanes<fparith::fused<S, true>>);
  set(Op::V_FMAC_F16, fparith::with_extra_operand<fparith::fused<H, false>, Extra::Accumulator>);
  set(Op::V_FMAC_F32, dense_or<S, DenseOp::Fma, Third::Accumulator,
                               with_extra_operand<fused<S, false>, Extra::Accumulator>>);
  set(Op::V_FMAC_DX9_ZERO_F32,
      fparith::with_extra_operand<fparith::fused<S, true>, Extra::Accumulator>);
  set(Op::V_FMAAK_F16, fparith::with_extra_operand<fparith::fused<H, false>, Extra::LiteralLast>);
  set(Op::V_FMAAK_F32, dense_or<S, DenseOp::Fma, Third::LiteralLast,
                                with_extra_operand<fused<S, false>, Extra::LiteralLast>>);
  set(Op::V_FMAMK_F16, fparith::with_extra_operand<fparith::fused<H, false>, Extra::LiteralMiddle>);
  set(Op::V_FMAMK_F32, dense_or<S, DenseOp::Fma, Third::LiteralMiddle,
                                with_extra_operand<fused<S, false>, Extra::LiteralMiddle>>);

  // v_min_f16 keeps its own handler (sem_valu_f16.cpp).
  set(Op::V_MAX_F16, map_lanes<fparith::select<H, Select::Max>>);
  set(Op::V_MIN_F32, map_lanes<fparith::select<S, Select::Min>>);
  set(Op::V_MAX_F32, map_lanes<fparith::select<S, Select::Max>>);
  set(Op::V_MIN_F64, map_lanes<fparith::select<D, Select::Min>>);
  set(Op::V_MAX_F64, map_lanes<fparith::select<D, Select::Max>>);
  set(Op::V_MIN3_F16, map_lanes<fparith::select<H, Select::Min3>>);
  set(Op::V_MAX3_F16, map_lanes<fparith::select<H, Select::Max3>>);
  set(Op::V_MED3_F16, map_lanes<fparith::select<H, Select::Med3>>);
  set(Op::V_MINMAX_F16, map_lanes<fparith::select<H, Select::MinMax>>);
  set(Op::V_MAXMIN_F16, map_lanes<fparith::select<H, Select::MaxMin>>);
  set(Op::V_MIN3_F32, map_lanes<fparith::select<S, Select::Min3>>);
  set(Op::V_MAX3_F32, map_lanes<fparith::select<S, Select::Max3>>);
  set(Op::V_MED3_F32, map_lanes<fparith::select<S, Select::Med3>>);
  set(Op::V_MINMAX_F32, map_lanes<fparith::select<S, Select::MinMax>>);
  set(Op::V_MAXMIN_F32, map_lanes<fparith::select<S, Select::MaxMin>>);
  // RDNA4's _NUM forms; med3_num takes min3_num when an operand is a NaN, as med3 takes min3.
  set(Op::V_MIN_NUM_F16, map_lanes<fparith::select<H, Select::Min, true>>);
  set(Op::V_MAX_NUM_F16, map_lanes<fparith::select<H, Select::Max, true>>);
  set(Op::V_MIN_NUM_F32, map_lanes<fparith::select<S, Select::Min, true>>);
  set(Op::V_MAX_NUM_F32, map_lanes<fparith::select<S, Select::Max, true>>);
  set(Op::V_MIN_NUM_F64, map_lanes<fparith::select<D, Select::Min, true>>);
  set(Op::V_MAX_NUM_F64, map_lanes<fparith::select<D, Select::Max, true>>);
  set(Op::V_MIN3_NUM_F16, map_lanes<fparith::select<H, Select::Min3, true>>);
  set(Op::V_MAX3_NUM_F16, map_lanes<fparith::select<H, Select::Max3, true>>);
  set(Op::V_MIN3_NUM_F32, map_lanes<fparith::select<S, Select::Min3, true>>);
  set(Op::V_MAX3_NUM_F32, map_lanes<fparith::select<S, Select::Max3, true>>);
  set(Op::V_MINMAX_NUM_F16, map_lanes<fparith::select<H, Select::MinMax, true>>);
  set(Op::V_MAXMIN_NUM_F16, map_lanes<fparith::select<H, Select::MaxMin, true>>);
  set(Op::V_MINMAX_NUM_F32, map_lanes<fparith::select<S, Select::MinMax, true>>);
  set(Op::V_MAXMIN_NUM_F32, map_lanes<fparith::select<S, Select::MaxMin, true>>);
  set(Op::V_MED3_NUM_F16, map_lanes<fparith::select<H, Select::Med3, true>>);
  set(Op::V_MED3_NUM_F32, map_lanes<fparith::select<S, Select::Med3, true>>);
  set(Op::S_MIN_NUM_F32, scalar_lane<fparith::select<S, Select::Min, true>>);
  set(Op::S_MAX_NUM_F32, scalar_lane<fparith::select<S, Select::Max, true>>);
  set(Op::S_MIN_NUM_F16, scalar_lane_f16<fparith::select<H, Select::Min, true>>);
  set(Op::S_MAX_NUM_F16, scalar_lane_f16<fparith::select<H, Select::Max, true>>);
  // RDNA4's IEEE 754-2019 minimum and maximum.
  set(Op::V_MINIMUM_F16, map_lanes<fparith::select<H, Select::Minimum>>);
  set(Op::V_MAXIMUM_F16, map_lanes<fparith::select<H, Select::Maximum>>);
  set(Op::V_MINIMUM_F32, map_lanes<fparith::select<S, Select::Minimum>>);
  set(Op::V_MAXIMUM_F32, map_lanes<fparith::select<S, Select::Maximum>>);
  set(Op::V_MINIMUM_F64, map_lanes<fparith::select<D, Select::Minimum>>);
  set(Op::V_MAXIMUM_F64, map_lanes<fparith::select<D, Select::Maximum>>);
  set(Op::V_MINIMUM3_F16, map_lanes<fparith::select<H, Select::Minimum3>>);
  set(Op::V_MAXIMUM3_F16, map_lanes<fparith::select<H, Select::Maximum3>>);
  set(Op::V_MINIMUM3_F32, map_lanes<fparith::select<S, Select::Minimum3>>);
  set(Op::V_MAXIMUM3_F32, map_lanes<fparith::select<S, Select::Maximum3>>);
  set(Op::V_MINIMUMMAXIMUM_F16, map_lanes<fparith::select<H, Select::MinimumMaximum>>);
  set(Op::V_MAXIMUMMINIMUM_F16, map_lanes<fparith::select<H, Select::MaximumMinimum>>);
  set(Op::V_MINIMUMMAXIMUM_F32, map_lanes<fparith::select<S, Select::MinimumMaximum>>);
  set(Op::V_MAXIMUMMINIMUM_F32, map_lanes<fparith::select<S, Select::MaximumMinimum>>);

  set(Op::V_LDEXP_F16, map_lanes<fparith::ldexp_lane<H>>);
  set(Op::V_LDEXP_F32, map_lanes<fparith::ldexp_lane<S>>);
  set(Op::V_LDEXP_F64, map_lanes<fparith::ldexp_lane<D>>);
  set(Op::V_MULLIT_F32, map_lanes<fparith::mullit>);
  set(Op::V_CUBEID_F32, map_lanes<fparith::cube<Cube::Id>>);
  set(Op::V_CUBESC_F32, map_lanes<fparith::cube<Cube::Sc>>);
  set(Op::V_CUBETC_F32, map_lanes<fparith::cube<Cube::Tc>>);
  set(Op::V_CUBEMA_F32, map_lanes<fparith::cube<Cube::Ma>>);

  fparith::register_division_semantics(table);
}

}  // namespace cutlm
