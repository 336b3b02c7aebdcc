// VOP3P: packed 16-bit operations, dot products and fma_mix (WMMA is in sem_valu_wmma.cpp);
// also the packed operations of other encodings: VOP2 v_pk_fmac_f16 and v_dot2acc_f32_f16,
// VOP3 v_dot2_f16_f16 and v_dot2_bf16_bf16.
//
// A packed operation computes a low and a high 16-bit result. For the low one, source i is the
// half op_sel[i] names (0: bits [15:0], 1: bits [31:16]) and neg_lo[i] negates it; for the high
// one op_sel_hi[i] and neg_hi[i] do the same. VOP3P has no abs and no omod; clamp saturates the
// integer operations that support saturation and clamps float results to [0, 1].
//
// Inline constants in a packed source follow what the hardware delivers (LLVM's AMDGPU
// backend documents it): an integer constant is its sign-extended 32-bit value; a float
// constant is the f16 (bf16 for bf16 operations) value in bits [15:0] and 0 in bits [31:16]
// for float operations, and the f32 value for integer operations.
#include "exec/packed/sem_valu_packed.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

#include "exec/dense_lanes.h"
#include "exec/executor.h"
#include "exec/fp_order.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"
#include "fp/fp_dense.h"
#include "isa/bits.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

using fp::Format;
using valu::Elem;
using valu::Lanes;

// ---- VOP3P modifiers and packed sources -----------------------------------------------------

struct PackedModifiers {
  uint8_t opsel = 0;     // source i's low-result operand is its high half
  uint8_t opsel_hi = 7;  // source i's high-result operand is its high half
  uint8_t neg_lo = 0;
  uint8_t neg_hi = 0;
  bool clamp = false;
};

// The decoder keeps op_sel and neg_lo (as `neg`); op_sel_hi and neg_hi are read from the words.
// Other encodings (VOP2 v_pk_fmac_f16) behave as VOP3P with the default fields.
PackedModifiers packed_modifiers(const DecodedInst& inst) {
  PackedModifiers m;
  if (inst.format != isa::Format::VOP3P) return m;
  const uint32_t* w = inst.words.data();
  m.opsel = static_cast<uint8_t>(inst.opsel & 7);
  m.opsel_hi = static_cast<uint8_t>(field(w, isa::enc::VOP3P::opsel_hi) |
                                    field(w, isa::enc::VOP3P::opsel_hi2) << 2);
  m.neg_lo = inst.neg;
  m.neg_hi = static_cast<uint8_t>(field(w, isa::enc::VOP3P::neg_hi));
  m.clamp = inst.clamp;
  return m;
}

// How a float inline constant fills a 32-bit packed source.
enum class Constant : uint8_t { F32, F16, BF16 };

uint32_t float_constant(uint16_t code, Constant kind) {
  switch (kind) {
    case Constant::F16: return static_cast<uint32_t>(operand::inline_float_bits(code, 16));
    case Constant::BF16: return static_cast<uint32_t>(operand::inline_float_bits(code, 32) >> 16);
    case Constant::F32: break;
  }
  return static_cast<uint32_t>(operand::inline_float_bits(code, 32));
}

// Source i of one lane as its raw 32 bits.
uint32_t packed_source(const Lanes& lanes, int i, int lane, Constant kind) {
  const uint16_t code = lanes.context().inst.src[i];
  if (operand::is_inline_float(code)) return float_constant(code, kind);
  return static_cast<uint32_t>(lanes.source(i, lane));
}

uint16_t half_of(uint32_t v, bool high) { return static_cast<uint16_t>(high ? v >> 16 : v); }

struct PackedLane {
  // The instruction's modifiers and the wave's MODE; the sources come lane by lane.
  explicit PackedLane(const ExecContext& c)
      : mods(packed_modifiers(c.inst)),
        mode(&c.wave.mode),
        f16(fp::env_for(c.wave.mode, Format::F16)) {}

  std::array<uint32_t, 3> src{};
  PackedModifiers mods;
  const Mode* mode = nullptr;
  fp::Env f16;  // MODE's f16 controls, taken once per instruction

  // The operand source i gives the low (high = false) or the high result.
  uint16_t operand(int i, bool high) const {
    return half_of(src[i], ((high ? mods.opsel_hi : mods.opsel) >> i & 1) != 0);
  }
  // The same with neg_lo / neg_hi applied (float operations).
  uint16_t float_operand(int i, bool high) const {
    const bool negate = ((high ? mods.neg_hi : mods.neg_lo) >> i & 1) != 0;
    return static_cast<uint16_t>(operand(i, high) ^ (negate ? 0x8000 : 0));
  }
  const fp::Env& f16_env() const { return f16; }
};

using HalfOperation = uint16_t (*)(const PackedLane&, bool high);

// A packed operation: both 16-bit results of every active lane. VOP2 v_pk_fmac_f16 reads its
// third operand from the destination.
template <HalfOperation kHalf, Constant kConstant, bool kAccumulatesIntoDest = false>
void packed(ExecContext& c) {
  Lanes lanes(c);
  PackedLane p(c);
  const int sources = lanes.num_sources();
  for (uint64_t pending = lanes.active_lanes(); pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    for (int i = 0; i < sources; ++i) p.src[i] = packed_source(lanes, i, lane, kConstant);
    if (kAccumulatesIntoDest) p.src[2] = c.wave.vgpr(lanes.dest_reg(), lane);
    lanes.write(lane, static_cast<uint32_t>(kHalf(p, false)) | kHalf(p, true) << 16);
  }
  lanes.finish();
}

// ---- f16 halves ---------------------------------------------------------------------------

// Every lane at once (dense_lanes.h, fp_dense.h): round to nearest even, no clamp, finite
// operands; the sources' widths as the general path reads them (32 bits, float constants as
// packed_source gives them).
template <fp::PackedOp kOp, bool kAccumulatesIntoDest>
bool dense_packed(ExecContext& c) {
  const DecodedInst& inst = c.inst;
  if (inst.clamp || !valu::Dense::applies(c)) return false;
  const fp::Env e = fp::env_for(c.wave.mode, Format::F16);
  if (e.round != RoundMode::NearestEven) return false;
  const valu::OperandWidths widths = valu::operand_widths(inst.info);
  if (widths.dest != 32) return false;
  valu::Dense d(c);
  const int count = kOp == fp::PackedOp::Fma && !kAccumulatesIntoDest ? 3 : 2;
  for (int i = 0; i < count; ++i) {
    if (widths.source[i] != 32) return false;
    const uint16_t code = inst.src[i];
    if (operand::is_inline_float(code)) {
      d.uniform(float_constant(code, Constant::F16), 32, i);
    } else if (!d.source(i, 32, i)) {
      return false;
    }
  }
  if (kAccumulatesIntoDest) d.dest_as_source(2);
  const PackedModifiers m = packed_modifiers(inst);
  fp::PackedControl k;
  k.opsel = m.opsel;
  k.opsel_hi = m.opsel_hi;
  k.neg_lo = m.neg_lo;
  k.neg_hi = m.neg_hi;
  k.flush_in = e.flush_in;
  k.flush_out = e.flush_out;
  if (!fp::dense_pk_f16(kOp, d.lo(), d.lanes(), k, d.out_lo())) return false;
  d.finish(32);
  return true;
}

template <fp::PackedOp kOp, Handler kGeneral, bool kAccumulatesIntoDest = false>
void dense_or(ExecContext& c) {
  if (!dense_packed<kOp, kAccumulatesIntoDest>(c)) kGeneral(c);
}

uint16_t f16_result(uint64_t r, const PackedLane& p, const fp::Env& e) {
  return static_cast<uint16_t>(fp::output_modifiers(r, Format::F16, 0, p.mods.clamp, e));
}

uint16_t pk_fma_f16(const PackedLane& p, bool high) {
  const fp::Env& e = p.f16_env();
  return f16_result(fp::fma(p.float_operand(0, high), p.float_operand(1, high),
                            p.float_operand(2, high), Format::F16, e),
                    p, e);
}

uint16_t pk_add_f16(const PackedLane& p, bool high) {
  const fp::Env& e = p.f16_env();
  return f16_result(fp::add(p.float_operand(0, high), p.float_operand(1, high), Format::F16, e), p,
                    e);
}

uint16_t pk_mul_f16(const PackedLane& p, bool high) {
  const fp::Env& e = p.f16_env();
  return f16_result(fp::mul(p.float_operand(0, high), p.float_operand(1, high), Format::F16, e), p,
                    e);
}

// Orders non-NaN f16 patterns with -0 below +0.
int f16_order(uint16_t x) {
  const int magnitude = x & 0x7FFF;
  return (x & 0x8000) != 0 ? -magnitude - 1 : magnitude;
}

// v_pk_min_f16 / v_pk_max_f16 follow v_min_f16's contract (docs/valu-semantics.md): with IEEE
// an sNaN operand (src0 first) gives itself quieted; otherwise a NaN src0 gives src1 and a NaN
// src1 gives src0 (both NaN: src1, unquieted without IEEE); -0 is below +0.
// Source i's half for the low or high result after MODE's f16 input flush.
uint16_t flushed_half(const PackedLane& p, int i, bool high) {
  return static_cast<uint16_t>(fp::flush_input(p.float_operand(i, high), Format::F16, p.f16_env()));
}

template <bool kMax>
uint16_t pk_min_max_f16(const PackedLane& p, bool high) {
  const fp::Env& e = p.f16_env();
  const uint16_t a = flushed_half(p, 0, high);
  const uint16_t b = flushed_half(p, 1, high);
  uint16_t r;
  if (e.ieee && fp::is_snan(a, Format::F16)) {
    r = static_cast<uint16_t>(fp::quiet(a, Format::F16));
  } else if (e.ieee && fp::is_snan(b, Format::F16)) {
    r = static_cast<uint16_t>(fp::quiet(b, Format::F16));
  } else if (fp::is_nan(a, Format::F16)) {
    r = b;
  } else if (fp::is_nan(b, Format::F16)) {
    r = a;
  } else {
    const bool b_wins = kMax ? f16_order(b) > f16_order(a) : f16_order(b) < f16_order(a);
    r = b_wins ? b : a;
  }
  return f16_result(r, p, e);
}

// v_pk_minimum_f16/v_pk_maximum_f16 (RDNA4, IEEE 754-2019): each half as v_minimum_f16, a NaN
// operand winning whatever MODE.IEEE says (an sNaN quieted, src0's first).
template <bool kMax>
uint16_t pk_minimum_maximum_f16(const PackedLane& p, bool high) {
  const uint64_t r = fp_order::minimum_maximum(flushed_half(p, 0, high), flushed_half(p, 1, high),
                                               Format::F16, kMax);
  return f16_result(static_cast<uint16_t>(r), p, p.f16_env());
}

// RDNA4's v_pk_min_num/v_pk_max_num_f16: IEEE 754-2019 minimumNumber/maximumNumber per half (a
// NaN beside a number gives the number, two NaNs src0's quieted), whatever MODE.IEEE says.
template <bool kMax>
uint16_t pk_min_max_num_f16(const PackedLane& p, bool high) {
  const uint64_t r = fp_order::minimum_maximum_number(flushed_half(p, 0, high),
                                                      flushed_half(p, 1, high), Format::F16, kMax);
  return f16_result(static_cast<uint16_t>(r), p, p.f16_env());
}

// ---- 16-bit integer halves ----------------------------------------------------------------

// An exact result narrowed to T: wrapped, or saturated with clamp.
template <typename T>
uint16_t fit16(int64_t exact, bool saturate) {
  if (saturate) {
    exact =
        std::clamp<int64_t>(exact, std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }
  return static_cast<uint16_t>(exact);
}

template <typename T>
int64_t int_operand(const PackedLane& p, int i, bool high) {
  return static_cast<T>(p.operand(i, high));
}

enum class IntOp { Add, Sub, Mad, MulLo, Min, Max };

// Add, subtract, multiply-add and multiply saturate with clamp; min and max ignore it.
template <typename T, IntOp kOp>
uint16_t pk_int(const PackedLane& p, bool high) {
  const int64_t a = int_operand<T>(p, 0, high);
  const int64_t b = int_operand<T>(p, 1, high);
  switch (kOp) {
    case IntOp::Add: return fit16<T>(a + b, p.mods.clamp);
    case IntOp::Sub: return fit16<T>(a - b, p.mods.clamp);
    case IntOp::Mad: return fit16<T>(a * b + int_operand<T>(p, 2, high), p.mods.clamp);
    case IntOp::MulLo: return fit16<T>(a * b, p.mods.clamp);
    case IntOp::Min: return static_cast<uint16_t>(std::min(a, b));
    case IntOp::Max: return static_cast<uint16_t>(std::max(a, b));
  }
  return 0;
}

enum class Shift { Left, LogicalRight, ArithmeticRight };

// Shifts by the low 4 bits of the src0 operand; the value is the src1 operand.
template <Shift kShift>
uint16_t pk_shift(const PackedLane& p, bool high) {
  const unsigned amount = p.operand(0, high) & 15;
  const uint16_t value = p.operand(1, high);
  switch (kShift) {
    case Shift::Left: return static_cast<uint16_t>(value << amount);
    case Shift::LogicalRight: return static_cast<uint16_t>(value >> amount);
    case Shift::ArithmeticRight:
      return static_cast<uint16_t>(static_cast<int16_t>(value) >> amount);
  }
  return 0;
}

// ---- float dot products -------------------------------------------------------------------

// A 32-bit float operand of a VOP3P instruction (the f32 addend of v_dot2_f32_*): neg_hi takes
// its absolute value and neg_lo negates it, as for the fma_mix operands.
uint32_t vop3p_scalar_f32(uint32_t x, const PackedModifiers& m, int i) {
  return static_cast<uint32_t>(
      fp::abs_neg(x, Format::F32, (m.neg_hi >> i & 1) != 0, (m.neg_lo >> i & 1) != 0));
}

// v_dot2_f32_f16 / v_dot2_f32_bf16 (VOP3P): the two products use the packed operand rules.
template <Elem kIn>
void vop3p_dot2_f32(ExecContext& c) {
  Lanes lanes(c);
  PackedLane p(c);
  const Constant constant = kIn == Elem::F16 ? Constant::F16 : Constant::BF16;
  const fp::Env f32_env = fp::env_for(c.wave.mode, Format::F32);
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    p.src[0] = packed_source(lanes, 0, lane, constant);
    p.src[1] = packed_source(lanes, 1, lane, constant);
    p.src[2] = packed_source(lanes, 2, lane, Constant::F32);
    const uint16_t a[2] = {p.float_operand(0, false), p.float_operand(0, true)};
    const uint16_t b[2] = {p.float_operand(1, false), p.float_operand(1, true)};
    const uint32_t addend = vop3p_scalar_f32(p.src[2], p.mods, 2);
    const uint32_t sum = valu::dot_float(a, b, 2, kIn, addend, Elem::F32, c.wave.mode);
    lanes.write(lane, fp::output_modifiers(sum, Format::F32, 0, p.mods.clamp, f32_env));
  }
  lanes.finish();
}

// v_dot4_f32_fp8_fp8 / _fp8_bf8 / _bf8_fp8 / _bf8_bf8 (VOP3P): four 8-bit products of src0 and
// src1 (E4M3 or E5M2 as the name says) added to the f32 src2, which takes neg_hi as its
// absolute value and neg_lo as negation (the only modifiers LLVM 19 accepts; op_sel and
// op_sel_hi have no effect, model choice). A float inline constant in src0/src1 is its f32
// pattern, as for the integer dot products (model choice).
template <bool kBf8A, bool kBf8B>
void vop3p_dot4_f32_fp8(ExecContext& c) {
  Lanes lanes(c);
  const PackedModifiers mods = packed_modifiers(c.inst);
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint32_t a = packed_source(lanes, 0, lane, Constant::F32);
    const uint32_t b = packed_source(lanes, 1, lane, Constant::F32);
    const uint32_t addend = vop3p_scalar_f32(packed_source(lanes, 2, lane, Constant::F32), mods, 2);
    lanes.write(lane, valu::dot4_f32_fp8(a, b, kBf8A, kBf8B, addend, c.wave.mode));
  }
  lanes.finish();
}

// v_dot2_f16_f16 / v_dot2_bf16_bf16 (VOP3): the packed sources take the VOP3 abs/neg bits on
// both halves (model choice); src2 is a 16-bit operand (op_sel bit 2), the result goes to the
// half op_sel bit 3 names. No clamp or omod (LLVM rejects both).
template <Elem kElem>
void vop3_dot2_16(ExecContext& c) {
  Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  const Constant constant = kElem == Elem::F16 ? Constant::F16 : Constant::BF16;
  // Sign operations on a 16-bit pattern, whichever the format.
  auto modify = [&inst](uint16_t x, int i) {
    if ((inst.abs >> i & 1) != 0) x &= 0x7FFF;
    if ((inst.neg >> i & 1) != 0) x ^= 0x8000;
    return x;
  };
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint32_t s0 = packed_source(lanes, 0, lane, constant);
    const uint32_t s1 = packed_source(lanes, 1, lane, constant);
    uint16_t s2 = static_cast<uint16_t>(lanes.source(2, lane));
    if (kElem == Elem::BF16 && operand::is_inline_float(inst.src[2])) {
      // A constant's high half reads as 0, as for every 16-bit operand.
      s2 = (inst.opsel & 4) != 0 ? 0 : static_cast<uint16_t>(float_constant(inst.src[2], constant));
    }
    const uint16_t a[2] = {modify(half_of(s0, false), 0), modify(half_of(s0, true), 0)};
    const uint16_t b[2] = {modify(half_of(s1, false), 1), modify(half_of(s1, true), 1)};
    lanes.write(lane, valu::dot_float(a, b, 2, kElem, modify(s2, 2), kElem, c.wave.mode));
  }
  lanes.finish();
}

// v_dot2acc_f32_f16 (VOP2): the destination is the addend.
void v_dot2acc_f32_f16(ExecContext& c) {
  Lanes lanes(c);
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint32_t s0 = packed_source(lanes, 0, lane, Constant::F16);
    const uint32_t s1 = packed_source(lanes, 1, lane, Constant::F16);
    const uint32_t acc = c.wave.vgpr(lanes.dest_reg(), lane);
    lanes.write(lane, valu::dot2acc_f32_f16(s0, s1, acc, c.wave.mode));
  }
  lanes.finish();
}

// ---- integer dot products -----------------------------------------------------------------

// v_dot4_*_8 and v_dot8_*_4: kBits-wide elements of src0 and src1 multiplied pairwise and added
// to src2. In the iu forms neg_lo[0] / neg_lo[1] make src0's / src1's elements signed. The sum
// is exact; clamp saturates it to the result's range, otherwise it wraps to 32 bits. op_sel,
// op_sel_hi and the other neg bits have no effect (model choice).
template <unsigned kBits, bool kSignedResult>
void dot_int(ExecContext& c) {
  Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  const bool a_signed = kSignedResult && (inst.neg & 1) != 0;
  const bool b_signed = kSignedResult && (inst.neg & 2) != 0;
  const uint32_t mask = (1u << kBits) - 1;
  auto element = [mask](uint32_t word, unsigned k, bool is_signed) -> int64_t {
    const uint32_t v = word >> (k * kBits) & mask;
    return is_signed ? static_cast<int64_t>(sign_extend(v, kBits)) : static_cast<int64_t>(v);
  };
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint32_t s0 = packed_source(lanes, 0, lane, Constant::F32);
    const uint32_t s1 = packed_source(lanes, 1, lane, Constant::F32);
    const uint32_t s2 = packed_source(lanes, 2, lane, Constant::F32);
    int64_t sum = kSignedResult ? static_cast<int64_t>(static_cast<int32_t>(s2)) : s2;
    for (unsigned k = 0; k < 32 / kBits; ++k) {
      sum += element(s0, k, a_signed) * element(s1, k, b_signed);
    }
    if (inst.clamp) {
      sum = kSignedResult ? std::clamp<int64_t>(sum, std::numeric_limits<int32_t>::min(),
                                                std::numeric_limits<int32_t>::max())
                          : std::clamp<int64_t>(sum, 0, std::numeric_limits<uint32_t>::max());
    }
    lanes.write(lane, static_cast<uint32_t>(sum));
  }
  lanes.finish();
}

// ---- fma_mix ------------------------------------------------------------------------------

enum class MixResult { F32, F16Low, F16High };

// v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: source i is an f32 when op_sel_hi[i] is 0,
// else the f16 half op_sel[i] names, converted to f32 exactly; neg_hi[i] takes its absolute
// value and neg_lo[i] negates it. One f32 fma follows (f32 MODE), and for the 16-bit forms a
// conversion to f16 (f16 MODE) written to one half, the other kept. Float inline constants
// are f16 values for f16 operands and f32 values for f32 ones (model choice).
template <MixResult kResult>
void fma_mix(ExecContext& c) {
  Lanes lanes(c);
  const PackedModifiers m = packed_modifiers(c.inst);
  const fp::Env f32_env = fp::env_for(c.wave.mode, Format::F32);
  const fp::Env f16_env = fp::env_for(c.wave.mode, Format::F16);
  // The f32 intermediate is internal: its conversion to f16 does not flush it again.
  fp::Env intermediate = f32_env;
  intermediate.flush_in = false;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    std::array<uint64_t, 3> in{};
    for (int i = 0; i < 3; ++i) {
      const bool is_f16 = (m.opsel_hi >> i & 1) != 0;
      const uint32_t raw = packed_source(lanes, i, lane, is_f16 ? Constant::F16 : Constant::F32);
      const bool abs = (m.neg_hi >> i & 1) != 0;
      const bool neg = (m.neg_lo >> i & 1) != 0;
      if (is_f16) {
        const uint64_t h =
            fp::abs_neg(half_of(raw, (m.opsel >> i & 1) != 0), Format::F16, abs, neg);
        in[i] = fp::convert(h, Format::F16, f16_env, Format::F32, f32_env);
      } else {
        in[i] = fp::abs_neg(raw, Format::F32, abs, neg);
      }
    }
    const uint64_t r = fp::fma(in[0], in[1], in[2], Format::F32, f32_env);
    if (kResult == MixResult::F32) {
      lanes.write(lane, fp::output_modifiers(r, Format::F32, 0, m.clamp, f32_env));
      continue;
    }
    const uint64_t h =
        fp::output_modifiers(fp::convert(r, Format::F32, intermediate, Format::F16, f16_env),
                             Format::F16, 0, m.clamp, f16_env);
    const uint32_t old = c.wave.vgpr(lanes.dest_reg(), lane);
    const uint32_t value = kResult == MixResult::F16High
                               ? (old & 0x0000FFFFu) | static_cast<uint32_t>(h) << 16
                               : (old & 0xFFFF0000u) | static_cast<uint32_t>(h);
    c.wave.set_vgpr(lanes.dest_reg(), lane, value);
    lanes.note_written();
  }
  lanes.finish();
}

}  // namespace

void register_valu_packed_semantics(std::vector<Handler>& table) {
  using fp::PackedOp;
  using isa::Op;
  auto set = [&table](Op op, Handler h) { table[static_cast<std::size_t>(op)] = h; };

  set(Op::V_PK_FMA_F16, dense_or<PackedOp::Fma, packed<pk_fma_f16, Constant::F16>>);
  set(Op::V_PK_ADD_F16, dense_or<PackedOp::Add, packed<pk_add_f16, Constant::F16>>);
  set(Op::V_PK_MUL_F16, dense_or<PackedOp::Mul, packed<pk_mul_f16, Constant::F16>>);
  set(Op::V_PK_MIN_F16, dense_or<PackedOp::Min, packed<pk_min_max_f16<false>, Constant::F16>>);
  set(Op::V_PK_MAX_F16, dense_or<PackedOp::Max, packed<pk_min_max_f16<true>, Constant::F16>>);
  set(Op::V_PK_MINIMUM_F16, packed<pk_minimum_maximum_f16<false>, Constant::F16>);
  set(Op::V_PK_MAXIMUM_F16, packed<pk_minimum_maximum_f16<true>, Constant::F16>);
  set(Op::V_PK_MIN_NUM_F16, packed<pk_min_max_num_f16<false>, Constant::F16>);
  set(Op::V_PK_MAX_NUM_F16, packed<pk_min_max_num_f16<true>, Constant::F16>);
  set(Op::V_PK_FMAC_F16, dense_or<PackedOp::Fma, packed<pk_fma_f16, Constant::F16, true>, true>);

  set(Op::V_PK_ADD_U16, packed<pk_int<uint16_t, IntOp::Add>, Constant::F32>);
  set(Op::V_PK_ADD_I16, packed<pk_int<int16_t, IntOp::Add>, Constant::F32>);
  set(Op::V_PK_SUB_U16, packed<pk_int<uint16_t, IntOp::Sub>, Constant::F32>);
  set(Op::V_PK_SUB_I16, packed<pk_int<int16_t, IntOp::Sub>, Constant::F32>);
  set(Op::V_PK_MAD_U16, packed<pk_int<uint16_t, IntOp::Mad>, Constant::F32>);
  set(Op::V_PK_MAD_I16, packed<pk_int<int16_t, IntOp::Mad>, Constant::F32>);
  set(Op::V_PK_MUL_LO_U16, packed<pk_int<uint16_t, IntOp::MulLo>, Constant::F32>);
  set(Op::V_PK_MIN_U16, packed<pk_int<uint16_t, IntOp::Min>, Constant::F32>);
  set(Op::V_PK_MIN_I16, packed<pk_int<int16_t, IntOp::Min>, Constant::F32>);
  set(Op::V_PK_MAX_U16, packed<pk_int<uint16_t, IntOp::Max>, Constant::F32>);
  set(Op::V_PK_MAX_I16, packed<pk_int<int16_t, IntOp::Max>, Constant::F32>);
  set(Op::V_PK_LSHLREV_B16, packed<pk_shift<Shift::Left>, Constant::F32>);
  set(Op::V_PK_LSHRREV_B16, packed<pk_shift<Shift::LogicalRight>, Constant::F32>);
  set(Op::V_PK_ASHRREV_I16, packed<pk_shift<Shift::ArithmeticRight>, Constant::F32>);

  set(Op::V_DOT2_F32_F16, vop3p_dot2_f32<Elem::F16>);
  set(Op::V_DOT2_F32_BF16, vop3p_dot2_f32<Elem::BF16>);
  set(Op::V_DOT2_F16_F16, vop3_dot2_16<Elem::F16>);
  set(Op::V_DOT2_BF16_BF16, vop3_dot2_16<Elem::BF16>);
  set(Op::V_DOT2ACC_F32_F16, v_dot2acc_f32_f16);
  set(Op::V_DOT4_F32_FP8_FP8, vop3p_dot4_f32_fp8<false, false>);
  set(Op::V_DOT4_F32_FP8_BF8, vop3p_dot4_f32_fp8<false, true>);
  set(Op::V_DOT4_F32_BF8_FP8, vop3p_dot4_f32_fp8<true, false>);
  set(Op::V_DOT4_F32_BF8_BF8, vop3p_dot4_f32_fp8<true, true>);
  set(Op::V_DOT4_I32_IU8, dot_int<8, true>);
  set(Op::V_DOT4_U32_U8, dot_int<8, false>);
  set(Op::V_DOT8_I32_IU4, dot_int<4, true>);
  set(Op::V_DOT8_U32_U4, dot_int<4, false>);

  set(Op::V_FMA_MIX_F32, fma_mix<MixResult::F32>);
  set(Op::V_FMA_MIXLO_F16, fma_mix<MixResult::F16Low>);
  set(Op::V_FMA_MIXHI_F16, fma_mix<MixResult::F16High>);

  valu::register_wmma_semantics(table);
}

}  // namespace cutlm
