// Transcendental and approximate operations: v_exp, v_log, v_rcp, v_rcp_iflag, v_rsq, v_sqrt,
// v_sin, v_cos (VOP1 and VOP3 forms share one handler).
//
// AMD documents error bounds, not bits. The bounds, from the notes of each opcode in AMD's RDNA3
// ISA reference guide (section 16.12, "VOP3 & VOP3SD Instructions", same text for VOP1):
//   f32 exp, log, rcp, rsq, sqrt   1 ULP, "denormals are flushed"
//   f16 rcp, sqrt, rsq, log, exp   0.51 ULP, denormals supported
//   f64 rcp, rsq, sqrt             2^29 ULP, denormals supported
//   f32/f16 sin, cos               no bound stated; "denormals are supported, full range input"
//   v_rcp_iflag_f32                v_rcp_f32 that raises no float exception (same value)
// The model stays well inside each bound; every function below says whether its result is
// "exact" (correctly rounded) or "bounded" (within the stated error of the exact result).
//
// Model choices (docs/valu-semantics.md, "Transcendental and approximate operations"):
//  - results are rounded to nearest even whatever MODE's rounding mode says (AMD lists round
//    mode support for the arithmetic operations, never for these);
//  - "denormals are flushed" for the f32 exp/log/rcp/rsq/sqrt means inputs and results, whatever
//    MODE says (LLVM scales around it); f16, f64 and the f32 sin/cos follow MODE;
//  - an invalid operation (log or sqrt or rsq of a negative number, sin or cos of an infinity)
//    gives the negative quiet NaN, as AMD's functional examples show (0xffc00000, 0xfe00); f64
//    follows its siblings (0xfff8000000000000); a NaN input gives that NaN quieted;
//  - sin/cos reduce the input exactly (x minus its nearest integer) and are bounded by 1 ULP;
//    exact zeros they produce are +0, except sin(+-0) which is +-0.
//
// RDNA4's pseudo-scalar forms (v_s_exp/log/rcp/rsq/sqrt_f32/f16) are the same lane function on
// one value from an SGPR or literal, written to an SGPR whatever EXEC says; an f16 result is
// zero-extended (AMD's RDNA4 guide, "Pseudo-scalar Transcendental ALU ops").
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

constexpr Format F16 = Format::F16;
constexpr Format F32 = Format::F32;
constexpr Format F64 = Format::F64;

enum class Fn { Exp, Log, Rcp, Rsq, Sqrt, Sin, Cos };

// Where MODE's denormal controls apply, and where AMD's note flushes regardless.
enum class Denormals { FollowMode, AlwaysFlushed };

constexpr double kTwoPi = 6.283185307179586476925286766559;

// The NaN an invalid transcendental operation returns (AMD's functional examples).
constexpr uint64_t invalid_nan(Format f) { return fp::default_nan(f) | fp::sign_mask(f); }

// A double result rounded to nearest even in format f (no flushing: callers do it).
uint64_t nearest(double v, Format f) {
  return f == F64 ? fp::double_bits(v) : fp::round_double(v, f, RoundMode::NearestEven);
}

// Exact: 1/x and sqrt(x) correctly rounded by the floating-point core.
uint64_t exact_reciprocal(uint64_t x, Format f) { return fp::div(fp::one(f), x, f, Env{}); }
uint64_t exact_sqrt(uint64_t x, Format f) { return fp::sqrt(x, f, Env{}); }

// Bounded: 1/sqrt(x) for a positive finite x. f16/f32: two correctly rounded double operations
// (relative error below 2^-52) then one rounding, within 0.5 + 2^-28 ULP of f32. f64: the same
// in x87 extended precision (64-bit significand), within 0.5 + 2^-10 ULP, far inside 2^29 ULP.
uint64_t bounded_rsq(uint64_t x, Format f) {
  if (f == F64) {
    const long double root = std::sqrt(static_cast<long double>(fp::bits_double(x)));
    return fp::double_bits(static_cast<double>(1.0L / root));
  }
  return nearest(1.0 / std::sqrt(fp::to_double(x, f)), f);
}

// sin(2*pi*x) or cos(2*pi*x) for a finite x as a double with relative error near 2^-52. The
// reduction is exact: r = x - nearest integer lies in [-0.5, 0.5], and the folds below subtract
// within a factor of two (Sterbenz), so the only errors are pi's and the library's.
double sin_cos_revolutions(double x, bool cosine) {
  const double r = x - std::round(x);  // exact; halves go either way
  const double turn = std::fabs(r);
  if (cosine) {
    // cos(2 pi t) = sin(2 pi (1/4 - t)); close to 0 the cosine itself is well conditioned.
    if (turn < 0.125) return std::cos(kTwoPi * turn);
    return std::sin(kTwoPi * (0.25 - turn));
  }
  const double folded = turn > 0.25 ? 0.5 - turn : turn;  // sin(2 pi t) = sin(2 pi (1/2 - t))
  const double magnitude = std::sin(kTwoPi * folded);
  return r < 0 ? -magnitude : magnitude;
}

// One lane of a transcendental operation on a (flushed, non-NaN) value of format f.
uint64_t evaluate(Fn fn, uint64_t x, Format f) {
  const bool negative = fp::sign(x, f);
  const bool zero = fp::is_zero(x, f);
  const bool infinite = fp::is_inf(x, f);
  const double v = fp::to_double(x, f);
  switch (fn) {
    case Fn::Exp:  // bounded: exp2 in double, one rounding (0.5 + 2^-28 ULP of f32)
      if (infinite) return negative ? 0 : x;
      return nearest(std::exp2(v), f);
    case Fn::Log:  // bounded: log2 in double, one rounding
      if (zero) return fp::infinity(f, true);
      if (negative) return invalid_nan(f);
      if (infinite) return x;
      return nearest(std::log2(v), f);
    case Fn::Rcp:  // exact
      return exact_reciprocal(x, f);
    case Fn::Rsq:  // bounded (see bounded_rsq); rsq(-0) = -inf as AMD's example shows
      if (zero) return fp::infinity(f, negative);
      if (negative) return invalid_nan(f);
      if (infinite) return 0;
      return bounded_rsq(x, f);
    case Fn::Sqrt:  // exact; sqrt(-0) = -0
      if (negative && !zero) return invalid_nan(f);
      return exact_sqrt(x, f);
    case Fn::Sin:  // bounded: 1 ULP
      if (infinite) return invalid_nan(f);
      if (zero) return x;
      return nearest(sin_cos_revolutions(v, false), f);
    case Fn::Cos:  // bounded: 1 ULP
      if (infinite) return invalid_nan(f);
      return nearest(sin_cos_revolutions(v, true), f);
  }
  return 0;
}

template <Fn kFn, Format kF, Denormals kDenormals>
uint64_t transcendental(const LaneArgs& a) {
  const Env mode_env = fp::env_for(*a.mode, kF);
  Env flush = mode_env;
  if (kDenormals == Denormals::AlwaysFlushed) flush.flush_in = flush.flush_out = true;
  uint64_t x = fp::abs_neg(a.src[0], kF, (a.abs & 1) != 0, (a.neg & 1) != 0);
  x = fp::flush_input(x, kF, flush);
  uint64_t r = fp::is_nan(x, kF) ? fp::propagate_nan(x, kF, mode_env) : evaluate(kFn, x, kF);
  // An exact zero from sin/cos is +0 (the ISA guide's sin(-MaxFloat) example gives +0).
  if ((kFn == Fn::Sin || kFn == Fn::Cos) && fp::is_zero(r, kF) && !fp::is_zero(x, kF)) r = 0;
  // An operation that never makes denormals flushes its own result; MODE's output flush comes
  // last, after omod and clamp, whose gate reads MODE's setting, not the forced one.
  if (kDenormals == Denormals::AlwaysFlushed) r = fp::flush_output(r, kF, flush);
  return fp::output_modifiers(r, kF, a.omod, a.clamp, mode_env);
}

// The pseudo-scalar form of lane function F: the source's low kF bits (an SGPR's low half for
// f16, there are no half SGPRs), the VOP3 modifiers, the result to sdst, the rest of it zero.
template <valu::LaneFunction F, Format kF>
void pseudo_scalar(ExecContext& c) {
  constexpr unsigned kBits = kF == F16 ? 16 : 32;
  constexpr uint64_t kMask = (1ull << kBits) - 1;
  LaneArgs args = valu::lane_args(c);
  args.src[0] = c.read_scalar_src(0, kBits) & kMask;
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(F(args) & kMask));
  c.result.unit = Unit::Valu;
}

template <Fn kFn, Format kF>
Handler follows_mode() {
  return map_lanes<transcendental<kFn, kF, Denormals::FollowMode>>;
}
template <Fn kFn>
Handler f32_flushed() {
  return map_lanes<transcendental<kFn, F32, Denormals::AlwaysFlushed>>;
}

}  // namespace

void register_valu_trans_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };

  set(Op::V_EXP_F32, f32_flushed<Fn::Exp>());
  set(Op::V_LOG_F32, f32_flushed<Fn::Log>());
  set(Op::V_RCP_F32, f32_flushed<Fn::Rcp>());
  set(Op::V_RCP_IFLAG_F32, f32_flushed<Fn::Rcp>());
  set(Op::V_RSQ_F32, f32_flushed<Fn::Rsq>());
  set(Op::V_SQRT_F32, f32_flushed<Fn::Sqrt>());
  set(Op::V_SIN_F32, follows_mode<Fn::Sin, F32>());
  set(Op::V_COS_F32, follows_mode<Fn::Cos, F32>());

  set(Op::V_EXP_F16, follows_mode<Fn::Exp, F16>());
  set(Op::V_LOG_F16, follows_mode<Fn::Log, F16>());
  set(Op::V_RCP_F16, follows_mode<Fn::Rcp, F16>());
  set(Op::V_RSQ_F16, follows_mode<Fn::Rsq, F16>());
  set(Op::V_SQRT_F16, follows_mode<Fn::Sqrt, F16>());
  set(Op::V_SIN_F16, follows_mode<Fn::Sin, F16>());
  set(Op::V_COS_F16, follows_mode<Fn::Cos, F16>());

  constexpr Denormals kFlushed = Denormals::AlwaysFlushed;
  constexpr Denormals kMode = Denormals::FollowMode;
  set(Op::V_S_EXP_F32, pseudo_scalar<transcendental<Fn::Exp, F32, kFlushed>, F32>);
  set(Op::V_S_LOG_F32, pseudo_scalar<transcendental<Fn::Log, F32, kFlushed>, F32>);
  set(Op::V_S_RCP_F32, pseudo_scalar<transcendental<Fn::Rcp, F32, kFlushed>, F32>);
  set(Op::V_S_RSQ_F32, pseudo_scalar<transcendental<Fn::Rsq, F32, kFlushed>, F32>);
  set(Op::V_S_SQRT_F32, pseudo_scalar<transcendental<Fn::Sqrt, F32, kFlushed>, F32>);
  set(Op::V_S_EXP_F16, pseudo_scalar<transcendental<Fn::Exp, F16, kMode>, F16>);
  set(Op::V_S_LOG_F16, pseudo_scalar<transcendental<Fn::Log, F16, kMode>, F16>);
  set(Op::V_S_RCP_F16, pseudo_scalar<transcendental<Fn::Rcp, F16, kMode>, F16>);
  set(Op::V_S_RSQ_F16, pseudo_scalar<transcendental<Fn::Rsq, F16, kMode>, F16>);
  set(Op::V_S_SQRT_F16, pseudo_scalar<transcendental<Fn::Sqrt, F16, kMode>, F16>);

  set(Op::V_RCP_F64, follows_mode<Fn::Rcp, F64>());
  set(Op::V_RSQ_F64, follows_mode<Fn::Rsq, F64>());
  set(Op::V_SQRT_F64, follows_mode<Fn::Sqrt, F64>());
}

}  // namespace cutlm
