// V_MIN_F16 as docs/valu-semantics.md states it (the RDNA3 reference page wins over the
// RDNA3.5 guide where they differ).
#include <cmath>
#include <memory>

#include "exec/dense_lanes.h"
#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp16.h"
#include "fp/fp_dense.h"

namespace cutlm {
namespace {

using namespace fp;

uint16_t apply_input_modifiers(uint16_t x, bool flush_in, bool abs, bool neg) {
  if (flush_in && f16_is_denormal(x)) x &= kF16SignBit;
  if (abs) x &= static_cast<uint16_t>(~kF16SignBit);
  if (neg) x ^= kF16SignBit;
  return x;
}

// Orders non-NaN encodings with -0 below +0.
int order_key(uint16_t x) {
  const int magnitude = x & 0x7FFF;
  return f16_sign(x) ? -magnitude - 1 : magnitude;
}

uint16_t min_ordered(uint16_t a, uint16_t b, bool ieee) {
  if (ieee && f16_is_snan(a)) return a | kF16QuietBit;
  if (ieee && f16_is_snan(b)) return b | kF16QuietBit;
  // The seed page tests a first, so when both are NaN the result is b. AMD's RDNA3.5 guide
  // tests b first and would return a; gfx1100 is RDNA3 (see MinF16BothNaN test).
  if (f16_is_nan(a)) return b;
  if (f16_is_nan(b)) return a;
  return order_key(a) < order_key(b) ? a : b;
}

double f16_to_double(uint16_t x) {
  const int exponent = (x & kF16ExpMask) >> 10;
  const int fraction = x & kF16FracMask;
  double magnitude =
      exponent == 0 ? std::ldexp(fraction, -24) : std::ldexp(fraction | 0x400, exponent - 25);
  return f16_sign(x) ? -magnitude : magnitude;
}

// Only used by omod on finite values whose scaled result is exact or flushed later anyway;
// rounds to nearest even and overflows to infinity.
uint16_t double_to_f16(double value) {
  const uint16_t sign = std::signbit(value) ? kF16SignBit : 0;
  double magnitude = std::fabs(value);
  if (magnitude >= 65520.0) return sign | kF16ExpMask;
  // Scale to units of the smallest denormal (2^-24) and round to nearest even.
  int exponent = 0;
  std::frexp(magnitude, &exponent);  // magnitude = m * 2^exponent, m in [0.5, 1)
  const int unbiased = exponent - 1;
  if (unbiased < -14) {
    const double units = std::nearbyint(std::ldexp(magnitude, 24));
    return sign | static_cast<uint16_t>(units);  // may round up into the normal range: fine
  }
  const double fraction = std::nearbyint(std::ldexp(magnitude, 10 - unbiased));  // 1024..2048
  uint32_t bits =
      static_cast<uint32_t>((unbiased + 15) << 10) + (static_cast<uint32_t>(fraction) - 1024);
  if (bits >= kF16ExpMask) return sign | kF16ExpMask;
  return sign | static_cast<uint16_t>(bits);
}

uint16_t apply_omod(uint16_t x, uint8_t omod) {
  if (f16_is_nan(x) || f16_is_inf(x)) return x;
  if (f16_is_zero(x)) return 0;  // output modifiers are not IEEE: -0 becomes +0
  static const double kScale[] = {1.0, 2.0, 4.0, 0.5};
  const uint16_t scaled = double_to_f16(f16_to_double(x) * kScale[omod & 3]);
  return f16_is_zero(scaled) ? 0 : scaled;
}

uint16_t apply_clamp(uint16_t x, bool dx10_clamp) {
  if (f16_is_nan(x)) return dx10_clamp ? 0 : x;
  if (f16_sign(x)) return 0;
  return order_key(x) > order_key(kF16One) ? kF16One : x;
}

// Every lane at once (dense_lanes.h, fp_dense.h): no omod or clamp, no NaN operand (the rules for
// NaNs stay with min_f16_lane).
bool dense_min_f16(ExecContext& c) {
  const DecodedInst& inst = c.inst;
  if (inst.omod != 0 || inst.clamp || !valu::Dense::applies(c)) {
    return false;
  }
  valu::Dense d(c);
  if (!d.source(0, 16, 0) || !d.source(1, 16, 1)) return false;
  fp::MinF16Control k;
  k.shift_a = (inst.opsel & 1) != 0 ? 16 : 0;
  k.shift_b = (inst.opsel & 2) != 0 ? 16 : 0;
  k.flush_in = c.wave.mode.flush_in_f16_f64();
  k.flush_out = c.wave.mode.flush_out_f16_f64();
  k.clear_a = (inst.abs & 1) != 0 ? kF16SignBit : 0;
  k.clear_b = (inst.abs & 2) != 0 ? kF16SignBit : 0;
  k.flip_a = (inst.neg & 1) != 0 ? kF16SignBit : 0;
  k.flip_b = (inst.neg & 2) != 0 ? kF16SignBit : 0;
  k.high = (inst.opsel & 8) != 0;
  if (!fp::dense_min_f16(d.lo()[0], d.lo()[1], d.vgpr(d.dest_reg()), d.lanes(), k, d.out_lo())) {
    return false;
  }
  d.finish(32);
  return true;
}

void v_min_f16(ExecContext& c) {
  if (dense_min_f16(c)) return;
  const DecodedInst& inst = c.inst;
  WaveState& wave = c.wave;
  F16LaneControl control;
  control.ieee = wave.mode.ieee;
  control.dx10_clamp = wave.mode.dx10_clamp;
  control.flush_in = wave.mode.flush_in_f16_f64();
  control.flush_out = wave.mode.flush_out_f16_f64();
  control.abs = inst.abs;
  control.neg = inst.neg;
  control.clamp = inst.clamp;
  control.omod = inst.omod;
  control.opsel = inst.opsel;

  const int reg = inst.vdst - operand::kVgprFirst;
  const uint64_t exec = wave.exec();
  if (!valu::is_dpp(inst)) {
    // The common case: the operands found once (valu::Lanes), only the active lanes visited.
    const valu::Lanes lanes(c);
    // A 16-bit source comes from Lanes with its opsel half already selected.
    F16LaneControl selected = control;
    for (int i = 0; i < 2; ++i) {
      if (lanes.source_bits(i) == 16) selected.opsel &= static_cast<uint8_t>(~(1u << i));
    }
    const uint32_t* dest = wave.vgpr_storage() + reg * 64;
    for (uint64_t pending = exec & wave.lane_mask(); pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      const uint32_t a = static_cast<uint32_t>(lanes.source(0, lane));
      const uint32_t b = static_cast<uint32_t>(lanes.source(1, lane));
      c.write_vgpr(reg, lane, min_f16_lane(a, b, dest[lane], selected));
    }
    wave.mark_vgpr_used(reg);
    c.result.unit = Unit::Valu;
    return;
  }
  // DPP: each lane's src0 from its source lane (read_src).
  for (int lane = 0; lane < wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint32_t a = static_cast<uint32_t>(c.read_src(0, lane, 16, true));
    const uint32_t b = static_cast<uint32_t>(c.read_src(1, lane, 16, true));
    c.write_vgpr(reg, lane, min_f16_lane(a, b, wave.vgpr(reg, lane), control));
  }
  wave.mark_vgpr_used(reg);
  c.result.unit = Unit::Valu;
}

}  // namespace

uint32_t min_f16_lane(uint32_t src0, uint32_t src1, uint32_t vdst_old, const F16LaneControl& c) {
  uint16_t a = static_cast<uint16_t>((c.opsel & 1) ? src0 >> 16 : src0);
  uint16_t b = static_cast<uint16_t>((c.opsel & 2) ? src1 >> 16 : src1);
  a = apply_input_modifiers(a, c.flush_in, c.abs & 1, c.neg & 1);
  b = apply_input_modifiers(b, c.flush_in, c.abs & 2, c.neg & 2);
  uint16_t result = min_ordered(a, b, c.ieee);
  // AMD: output modifiers are ignored in IEEE mode and when output denormals are enabled.
  if (c.omod != 0 && !c.ieee && c.flush_out) result = apply_omod(result, c.omod);
  if (c.clamp) result = apply_clamp(result, c.dx10_clamp);
  if (c.flush_out && f16_is_denormal(result)) result &= kF16SignBit;
  return (c.opsel & 8) ? (vdst_old & 0x0000FFFFu) | (static_cast<uint32_t>(result) << 16)
                       : (vdst_old & 0xFFFF0000u) | result;
}

void register_valu_f16_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::V_MIN_F16)] = v_min_f16;
}

}  // namespace cutlm
