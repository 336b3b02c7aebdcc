// WMMA (VOP3P): D = A * B + C on 16x16 matrices held across the lanes of the wave.
//
// Register layout (AMD's RDNA3 WMMA description and matrix instruction calculator):
//  - A (src0): row m of A is in lane m of each group of 16 lanes, element k at bits
//    [k*w, k*w+w) of the lane's 16*w-bit tuple (w = 16 for f16/bf16, 8 for iu8, 4 for iu4).
//  - B (src1): column n of B is in lane n of each group of 16 lanes, laid out as A's rows.
//  - C and D: element (m, n) is in VGPR m / r, lane 16 * (m % r) + n, where r = wave size / 16
//    (8 VGPRs in wave32, 4 in wave64). 16-bit accumulators use one half of each VGPR, the one
//    op_sel[2] names, for C and D alike; D's other half keeps its value.
// Software replicates A and B into every group of 16 lanes. The model computes the outputs held
// by a lane group from that group's copy (model choice).
//
// Modifiers: for float inputs neg_lo[0] / neg_hi[0] negate the elements of A read from the low /
// high halves of its VGPRs, bits 1 do the same for B, neg_hi[2] takes |C| and then neg_lo[2]
// negates C. For integer inputs neg_lo[0] / neg_lo[1] make A's / B's elements signed, and clamp
// saturates the i32 result. Float sums follow dot_float (exact, one rounding).
#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

#include "exec/executor.h"
#include "exec/packed/sem_valu_packed.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"
#include "isa/bits.h"
#include "isa/operands.h"

namespace cutlm::valu {
namespace {

enum class Input : uint8_t { F16, BF16, IU8, IU4 };
enum class Accum : uint8_t { F32, F16, BF16, I32 };

constexpr unsigned element_bits(Input in) {
  return in == Input::IU8 ? 8 : in == Input::IU4 ? 4 : 16;
}
constexpr bool is_16bit(Accum acc) { return acc == Accum::F16 || acc == Accum::BF16; }
constexpr Elem element_format(Input in) { return in == Input::BF16 ? Elem::BF16 : Elem::F16; }
constexpr Elem element_format(Accum acc) {
  return acc == Accum::BF16 ? Elem::BF16 : acc == Accum::F16 ? Elem::F16 : Elem::F32;
}

constexpr int kDim = 16;

// C read from an inline constant: the same value for every element, in the accumulator's format
// (model choice: op_sel[2] does not apply to a constant).
uint32_t constant_accumulator(const ExecContext& c, Accum acc) {
  const uint16_t code = c.inst.src[2];
  if (operand::is_inline_float(code)) {
    switch (acc) {
      case Accum::F16: return static_cast<uint32_t>(operand::inline_float_bits(code, 16));
      case Accum::BF16: return static_cast<uint32_t>(operand::inline_float_bits(code, 32) >> 16);
      default: return static_cast<uint32_t>(operand::inline_float_bits(code, 32));
    }
  }
  const uint32_t value = static_cast<uint32_t>(c.read_scalar_src(2, 32));
  return is_16bit(acc) ? value & 0xFFFF : value;
}

template <Input kIn, Accum kAcc>
void wmma(ExecContext& c) {
  Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  WaveState& w = c.wave;
  // AMD requires EXEC to be all ones and leaves other cases undefined; the model stops with an
  // error rather than invent a result (model choice).
  if (w.exec() != w.lane_mask()) c.fail("WMMA needs EXEC to be all ones");
  if (!operand::is_vgpr(inst.src[0]) || !operand::is_vgpr(inst.src[1])) {
    c.fail("WMMA reads A and B from VGPRs only");
  }
  const bool c_in_vgprs = operand::is_vgpr(inst.src[2]);
  if (!c_in_vgprs && !operand::is_inline_int(inst.src[2]) &&
      !operand::is_inline_float(inst.src[2])) {
    c.fail("WMMA reads C from VGPRs or an inline constant");
  }

  const uint32_t* words = inst.words.data();
  const unsigned neg_lo = inst.neg;
  const unsigned neg_hi = field(words, isa::enc::VOP3P::neg_hi);
  const bool high_half = (inst.opsel & 4) != 0;
  const int a_reg = inst.src[0] - operand::kVgprFirst;
  const int b_reg = inst.src[1] - operand::kVgprFirst;
  const int c_reg = c_in_vgprs ? inst.src[2] - operand::kVgprFirst : 0;
  const int d_reg = lanes.dest_reg();
  const uint32_t c_constant = c_in_vgprs ? 0 : constant_accumulator(c, kAcc);

  const int rows_per_vgpr = w.wave_size() / kDim;
  const int acc_vgprs = kDim / rows_per_vgpr;
  constexpr unsigned kBits = element_bits(kIn);
  constexpr uint32_t kMask = (1u << kBits) - 1;

  // Element k of the 16-element tuple at `base` in `lane`.
  auto element = [&w](int base, int lane, int k) -> uint32_t {
    const unsigned bit = static_cast<unsigned>(k) * kBits;
    const uint32_t word = w.vgpr((base + static_cast<int>(bit / 32)) % kNumVgprs, lane);
    return word >> (bit % 32) & kMask;
  };

  // Every result first: D may overlap A, B or C.
  std::array<uint32_t, kDim * kDim> result{};
  for (int m = 0; m < kDim; ++m) {
    const int reg = m / rows_per_vgpr;
    for (int n = 0; n < kDim; ++n) {
      const int lane = kDim * (m % rows_per_vgpr) + n;
      const int group = lane / kDim * kDim;
      uint32_t acc = c_constant;
      if (c_in_vgprs) {
        const uint32_t word = w.vgpr((c_reg + reg) % kNumVgprs, lane);
        acc = is_16bit(kAcc) ? (high_half ? word >> 16 : word & 0xFFFF) : word;
      }
      uint32_t value;
      if constexpr (kIn == Input::IU8 || kIn == Input::IU4) {
        const bool a_signed = (neg_lo & 1) != 0;
        const bool b_signed = (neg_lo & 2) != 0;
        int64_t sum = static_cast<int32_t>(acc);
        for (int k = 0; k < kDim; ++k) {
          const uint32_t x = element(a_reg, group + m, k);
          const uint32_t y = element(b_reg, group + n, k);
          const int64_t a = a_signed ? static_cast<int64_t>(sign_extend(x, kBits)) : x;
          const int64_t b = b_signed ? static_cast<int64_t>(sign_extend(y, kBits)) : y;
          sum += a * b;
        }
        if (inst.clamp) {
          sum = std::clamp<int64_t>(sum, std::numeric_limits<int32_t>::min(),
                                    std::numeric_limits<int32_t>::max());
        }
        value = static_cast<uint32_t>(sum);
      } else {
        std::array<uint16_t, kDim> a{};
        std::array<uint16_t, kDim> b{};
        for (int k = 0; k < kDim; ++k) {
          // Even elements sit in the low halves of their VGPRs, odd ones in the high halves.
          const unsigned negate = (k % 2 == 0 ? neg_lo : neg_hi);
          a[k] = static_cast<uint16_t>(element(a_reg, group + m, k) ^ ((negate & 1) << 15));
          b[k] = static_cast<uint16_t>(element(b_reg, group + n, k) ^ ((negate >> 1 & 1) << 15));
        }
        const uint32_t sign = is_16bit(kAcc) ? 0x8000u : 0x80000000u;
        if ((neg_hi & 4) != 0) acc &= ~sign;
        if ((neg_lo & 4) != 0) acc ^= sign;
        value = dot_float(a.data(), b.data(), kDim, element_format(kIn), acc, element_format(kAcc),
                          w.mode);
      }
      result[static_cast<std::size_t>(m * kDim + n)] = value;
    }
  }

  for (int m = 0; m < kDim; ++m) {
    const int reg = (d_reg + m / rows_per_vgpr) % kNumVgprs;
    for (int n = 0; n < kDim; ++n) {
      const int lane = kDim * (m % rows_per_vgpr) + n;
      uint32_t value = result[static_cast<std::size_t>(m * kDim + n)];
      if (is_16bit(kAcc)) {
        const uint32_t old = w.vgpr(reg, lane);
        value = high_half ? (old & 0x0000FFFFu) | value << 16 : (old & 0xFFFF0000u) | value;
      }
      w.set_vgpr(reg, lane, value);
    }
  }
  lanes.note_written();
  lanes.finish(acc_vgprs);
}

}  // namespace

void register_wmma_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler h) { table[static_cast<std::size_t>(op)] = h; };
  set(Op::V_WMMA_F32_16X16X16_F16, wmma<Input::F16, Accum::F32>);
  set(Op::V_WMMA_F32_16X16X16_BF16, wmma<Input::BF16, Accum::F32>);
  set(Op::V_WMMA_F16_16X16X16_F16, wmma<Input::F16, Accum::F16>);
  set(Op::V_WMMA_BF16_16X16X16_BF16, wmma<Input::BF16, Accum::BF16>);
  set(Op::V_WMMA_I32_16X16X16_IU8, wmma<Input::IU8, Accum::I32>);
  set(Op::V_WMMA_I32_16X16X16_IU4, wmma<Input::IU4, Accum::I32>);
}

}  // namespace cutlm::valu
