// V_CMP_CLASS_F64: one bit per lane, the class of src0 looked up in the src1 mask.
#include <array>
#include <memory>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp16.h"
#include "fp/fp_dense.h"

namespace cutlm {
namespace {

using namespace fp;

// Mask bit numbers: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
// 7 +denormal, 8 +normal, 9 +inf. Read from the raw bits, whatever the denormal mode.
int class_bit(uint64_t x) {
  const bool negative = (x & kF64SignBit) != 0;
  const uint64_t exponent = x & kF64ExpMask;
  const uint64_t fraction = x & kF64FracMask;
  if (exponent == kF64ExpMask) {
    if (fraction == 0) return negative ? 2 : 9;
    return (x & kF64QuietBit) != 0 ? 1 : 0;
  }
  if (exponent != 0) return negative ? 3 : 8;
  if (fraction != 0) return negative ? 4 : 7;
  return negative ? 5 : 6;
}

// VOPC writes VCC; the VOP3 form names an SGPR (pair in wave64), VCC or null.
void write_mask(ExecContext& c, uint64_t mask) {
  const uint16_t dest = c.inst.sdst;
  if (dest != operand::kNull) {
    c.write_sreg(dest, static_cast<uint32_t>(mask));
    if (c.wave.wave64()) {
      c.write_sreg(static_cast<uint16_t>(dest + 1), static_cast<uint32_t>(mask >> 32));
    }
  }
}

void v_cmp_class_f64(ExecContext& c) {
  const DecodedInst& inst = c.inst;
  WaveState& wave = c.wave;
  const uint64_t exec = wave.exec();
  uint64_t mask = 0;
  if (!valu::is_dpp(inst) && exec == wave.lane_mask() && operand::is_vgpr(inst.src[0]) &&
      (operand::is_vgpr(inst.src[1]) || operand::is_scalar_reg(inst.src[1]) ||
       operand::is_inline_int(inst.src[1]) || inst.src[1] == operand::kLiteral)) {
    // Every lane, src0 a VGPR pair and src1 a VGPR or one value: no Lanes to build.
    const int reg = inst.src[0] - operand::kVgprFirst;
    const uint32_t* lo = wave.vgpr_storage() + reg * 64;
    const uint32_t* hi = wave.vgpr_storage() + ((reg + 1) % kNumVgprs) * 64;
    const uint16_t code = inst.src[1];
    std::array<uint32_t, 64> uniform;
    const uint32_t* classes = uniform.data();
    if (operand::is_vgpr(code)) {
      classes = wave.vgpr_storage() + (code - operand::kVgprFirst) * 64;
    } else {
      uniform.fill(static_cast<uint32_t>(c.read_scalar_src(1, 32)));
    }
    mask = dense_class_f64(lo, hi, classes, wave.wave_size(), (inst.abs & 1) != 0 ? kF64SignBit : 0,
                           (inst.neg & 1) != 0 ? kF64SignBit : 0);
    write_mask(c, mask);
    c.result.unit = Unit::Valu;
    return;
  }
  if (!valu::is_dpp(inst)) {
    // The common case: the operands found once (valu::Lanes), only the active lanes visited.
    const valu::Lanes lanes(c);
    for (uint64_t pending = exec & wave.lane_mask(); pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      const uint32_t classes = static_cast<uint32_t>(lanes.source(1, lane));
      if (cmp_class_f64_lane(lanes.source(0, lane), classes, inst.abs, inst.neg)) {
        mask |= 1ull << lane;
      }
    }
    write_mask(c, mask);
    c.result.unit = Unit::Valu;
    return;
  }
  // DPP: each lane's src0 from its source lane (read_src).
  for (int lane = 0; lane < wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint64_t value = c.read_src(0, lane, 64, true);
    const uint32_t classes = static_cast<uint32_t>(c.read_src(1, lane, 32, false));
    if (cmp_class_f64_lane(value, classes, inst.abs, inst.neg)) mask |= 1ull << lane;
  }
  write_mask(c, mask);
  c.result.unit = Unit::Valu;
}

}  // namespace

bool cmp_class_f64_lane(uint64_t src0, uint32_t mask, uint8_t abs, uint8_t neg) {
  if (abs & 1) src0 &= ~kF64SignBit;
  if (neg & 1) src0 ^= kF64SignBit;
  return (mask >> class_bit(src0) & 1) != 0;
}

void register_valu_cmp_class_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::V_CMP_CLASS_F64)] = v_cmp_class_f64;
}

}  // namespace cutlm
