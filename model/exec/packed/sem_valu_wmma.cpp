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
// RDNA4 (isa::matrix_layout Blocked, the second half of this file) keeps the matrices without
// copies: see blocked_matrix_multiply below and docs/valu-semantics.md ("WMMA").
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
#include "exec/vector/fp8.h"
#include "fp/fp.h"
#include "isa/bits.h"
#include "isa/operands.h"
#include "isa_tables.h"

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

// What every WMMA needs of its operands. AMD requires EXEC to be all ones and leaves other cases
// undefined; the model stops with an error rather than invent a result (model choice).
void require_full_exec_and_vgpr_matrices(ExecContext& c) {
  if (c.wave.exec() != c.wave.lane_mask()) c.fail("WMMA needs EXEC to be all ones");
  if (!operand::is_vgpr(c.inst.src[0]) || !operand::is_vgpr(c.inst.src[1])) {
    c.fail("WMMA reads A and B from VGPRs only");
  }
}

template <Input kIn, Accum kAcc>
void wmma(ExecContext& c) {
  Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  WaveState& w = c.wave;
  require_full_exec_and_vgpr_matrices(c);
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

// ---- RDNA4: the blocked layout ------------------------------------------------------------
//
// Lane 16g + i holds row i of A, column i of B and column i of C/D. Lane group g (G = wave size
// / 16 groups) holds the g-th of G equal consecutive blocks of the other index: K for A and B
// (the K the operand stores: a sparse A stores half its K), the rows for C and D. A lane's
// elements follow in index order from bit 0 of the first VGPR of its tuple, so 16-bit
// accumulators are packed two to a VGPR. The shapes and element types come from the operands'
// formats (FMT_WMMA_AB_16X32_F16: 16 rows or columns of K = 32 f16 elements).
//
// SWMMAC: A is 2:4 sparse: of each four consecutive K of a row, two are stored, in K order, and
// src2 (a VGPR) says which: each lane's 2-bit index per stored element, the lane's element e at
// bits [S * index_key + 2e + 1 : S * index_key + 2e], S = 2 * the elements the lane stores and
// index_key = op_sel[1:0]. D is also the accumulator.
//
// Modifiers (the ones LLVM 19 accepts for gfx1200): f16/bf16 inputs: neg_lo[0] / neg_hi[0] negate
// the elements of A in the low / high halves of their VGPRs, bits 1 those of B; float WMMA:
// neg_hi[2] takes |C|, then neg_lo[2] negates C; integer inputs: neg_lo[0] / neg_lo[1] make A's /
// B's elements signed, clamp saturates the i32 result. Float sums follow dot_float; fp8 and bf8
// elements enter it as the f16 of the same value (exact), so they follow the f16 denormal mode.

struct Matrix {
  int reg;        // first VGPR
  unsigned bits;  // element width
  int block;      // elements of the blocked index each lane holds
};

// The element of `m` in row or column `major` (the index spread over the lanes of a group) at
// position `minor` of the blocked index.
uint32_t read_element(const WaveState& w, const Matrix& m, int major, int minor) {
  const int lane = kDim * (minor / m.block) + major;
  const unsigned bit = static_cast<unsigned>(minor % m.block) * m.bits;
  const uint32_t word = w.vgpr((m.reg + static_cast<int>(bit / 32)) % kNumVgprs, lane);
  return m.bits == 32 ? word : word >> (bit % 32) & ((1u << m.bits) - 1);
}

const isa::OperandInfo& source_info(const DecodedInst& inst, int i) {
  return inst.info->operands[inst.info->source_index[i]];
}

// A float element as the 16-bit pattern dot_float reads: f16 and bf16 as they are, fp8 and bf8
// as the f16 of the same value (every one is exact in f16).
uint16_t float_element(isa::MatrixElement e, uint32_t raw) {
  if (e != isa::MatrixElement::Fp8 && e != isa::MatrixElement::Bf8) {
    return static_cast<uint16_t>(raw);
  }
  const uint32_t f32 = fp8_to_f32(raw, e == isa::MatrixElement::Bf8);
  return static_cast<uint16_t>(
      fp::convert(f32, fp::Format::F32, fp::Env{}, fp::Format::F16, fp::Env{}));
}

bool is_float(isa::MatrixElement e) {
  return e != isa::MatrixElement::Iu8 && e != isa::MatrixElement::Iu4 &&
         e != isa::MatrixElement::I32;
}

void blocked_matrix_multiply(ExecContext& c) {
  Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  WaveState& w = c.wave;
  require_full_exec_and_vgpr_matrices(c);
  const isa::MatrixShape a_shape = isa::matrix_shape(source_info(inst, 0).num_format);
  const isa::MatrixShape b_shape = isa::matrix_shape(source_info(inst, 1).num_format);
  const isa::MatrixShape d_shape =
      isa::matrix_shape(inst.info->operands[inst.info->vdst_index].num_format);
  // A third source without a shape is SWMMAC's index (FMT_WMMA_INDEX_SET).
  const bool sparse = isa::matrix_shape(source_info(inst, 2).num_format).rows == 0;
  const int k_dim = a_shape.cols * (sparse ? 2 : 1);
  if (b_shape.cols != k_dim || d_shape.element_bits == 0) c.fail("WMMA operand shapes disagree");

  const int groups = w.wave_size() / kDim;
  const Matrix a{inst.src[0] - operand::kVgprFirst, a_shape.element_bits, a_shape.cols / groups};
  const Matrix b{inst.src[1] - operand::kVgprFirst, b_shape.element_bits, k_dim / groups};
  const int d_reg = lanes.dest_reg();
  const Matrix d{d_reg, d_shape.element_bits, kDim / groups};
  const bool float_inputs = is_float(a_shape.element);
  const bool acc16 = d_shape.element_bits == 16;
  const Elem acc_format = d_shape.element == isa::MatrixElement::Bf16  ? Elem::BF16
                          : d_shape.element == isa::MatrixElement::F16 ? Elem::F16
                                                                       : Elem::F32;
  const Elem in_format = a_shape.element == isa::MatrixElement::Bf16 ? Elem::BF16 : Elem::F16;

  const unsigned neg_lo = inst.neg;
  const unsigned neg_hi = field(inst.words.data(), inst.arch, inst.encoding, isa::Field::neg_hi);

  // C: D's registers (SWMMAC), src2's VGPRs or an inline constant.
  Matrix acc = d;
  uint32_t c_constant = 0;
  bool c_is_constant = false;
  if (!sparse) {
    if (operand::is_vgpr(inst.src[2])) {
      acc.reg = inst.src[2] - operand::kVgprFirst;
    } else if (operand::is_inline_int(inst.src[2]) || operand::is_inline_float(inst.src[2])) {
      c_is_constant = true;
      const Accum kind = acc_format == Elem::BF16  ? Accum::BF16
                         : acc_format == Elem::F16 ? Accum::F16
                         : float_inputs            ? Accum::F32
                                                   : Accum::I32;
      c_constant = constant_accumulator(c, kind);
    } else {
      c.fail("WMMA reads C from VGPRs or an inline constant");
    }
  }
  int index_reg = 0;
  unsigned index_shift = 0;
  if (sparse) {
    if (!operand::is_vgpr(inst.src[2])) c.fail("SWMMAC reads its index from a VGPR");
    index_reg = inst.src[2] - operand::kVgprFirst;
    const unsigned per_key = 2 * static_cast<unsigned>(a.block);
    index_shift = (inst.opsel & 3u) * per_key;
    if (index_shift + per_key > 32) c.fail("SWMMAC index_key selects bits beyond its VGPR");
  }

  // The K of A's stored element `e` (0 <= e < A's K) in row `m`.
  auto dense_k = [&](int m, int e) -> int {
    if (!sparse) return e;
    const int group = e / a.block;
    const int within = e % a.block;
    const uint32_t index = w.vgpr(index_reg, kDim * group + m);
    const int position = static_cast<int>(index >> (index_shift + 2 * within) & 3u);
    return group * b.block + 4 * (within / 2) + position;
  };

  // Every result first: D may overlap A, B or C.
  std::array<uint32_t, kDim * kDim> result{};
  std::array<uint16_t, kDim> x{};
  std::array<uint16_t, kDim> y{};
  for (int m = 0; m < kDim; ++m) {
    for (int n = 0; n < kDim; ++n) {
      uint32_t sum_in = c_is_constant ? c_constant : read_element(w, acc, n, m);
      uint32_t value;
      if (!float_inputs) {
        const bool a_signed = (neg_lo & 1) != 0;
        const bool b_signed = (neg_lo & 2) != 0;
        int64_t sum = static_cast<int32_t>(sum_in);
        for (int e = 0; e < a_shape.cols; ++e) {
          const uint32_t p = read_element(w, a, m, e);
          const uint32_t q = read_element(w, b, n, dense_k(m, e));
          sum += (a_signed ? static_cast<int64_t>(sign_extend(p, a.bits)) : p) *
                 (b_signed ? static_cast<int64_t>(sign_extend(q, b.bits)) : q);
        }
        if (inst.clamp) {
          sum = std::clamp<int64_t>(sum, std::numeric_limits<int32_t>::min(),
                                    std::numeric_limits<int32_t>::max());
        }
        value = static_cast<uint32_t>(sum);
      } else {
        for (int e = 0; e < a_shape.cols; ++e) {
          const int k = dense_k(m, e);
          uint16_t p = float_element(a_shape.element, read_element(w, a, m, e));
          uint16_t q = float_element(b_shape.element, read_element(w, b, n, k));
          if (a.bits == 16) {
            // A 16-bit element's half of its VGPR is the parity of its place in the lane.
            p ^= static_cast<uint16_t>(((e % 2 == 0 ? neg_lo : neg_hi) & 1u) << 15);
            q ^= static_cast<uint16_t>(((k % 2 == 0 ? neg_lo : neg_hi) >> 1 & 1u) << 15);
          }
          x[static_cast<std::size_t>(e)] = p;
          y[static_cast<std::size_t>(e)] = q;
        }
        if (!sparse) {
          const uint32_t sign = acc16 ? 0x8000u : 0x80000000u;
          if ((neg_hi & 4) != 0) sum_in &= ~sign;
          if ((neg_lo & 4) != 0) sum_in ^= sign;
        }
        value = dot_float(x.data(), y.data(), a_shape.cols, in_format, sum_in, acc_format, w.mode);
      }
      result[static_cast<std::size_t>(m * kDim + n)] = value;
    }
  }

  const int words_per_lane = d.block * static_cast<int>(d.bits) / 32;
  std::array<uint32_t, 8 * 64> out{};
  for (int m = 0; m < kDim; ++m) {
    for (int n = 0; n < kDim; ++n) {
      const int lane = kDim * (m / d.block) + n;
      const unsigned bit = static_cast<unsigned>(m % d.block) * d.bits;
      uint32_t& word = out[static_cast<std::size_t>(static_cast<int>(bit / 32) * 64 + lane)];
      word |= acc16 ? (result[static_cast<std::size_t>(m * kDim + n)] & 0xFFFFu) << (bit % 32)
                    : result[static_cast<std::size_t>(m * kDim + n)];
    }
  }
  for (int r = 0; r < words_per_lane; ++r) {
    for (int lane = 0; lane < w.wave_size(); ++lane) {
      w.set_vgpr((d_reg + r) % kNumVgprs, lane, out[static_cast<std::size_t>(r * 64 + lane)]);
    }
  }
  lanes.note_written();
  lanes.finish(words_per_lane);
}

// The operations gfx1100 and RDNA4 share by name run in their generation's layout.
template <Input kIn, Accum kAcc>
void wmma_any_layout(ExecContext& c) {
  if (isa::matrix_layout(c.inst.arch) == isa::MatrixLayout::Blocked) {
    blocked_matrix_multiply(c);
  } else {
    wmma<kIn, kAcc>(c);
  }
}

}  // namespace

void register_wmma_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler h) { table[static_cast<std::size_t>(op)] = h; };
  set(Op::V_WMMA_F32_16X16X16_F16, wmma_any_layout<Input::F16, Accum::F32>);
  set(Op::V_WMMA_F32_16X16X16_BF16, wmma_any_layout<Input::BF16, Accum::F32>);
  set(Op::V_WMMA_F16_16X16X16_F16, wmma_any_layout<Input::F16, Accum::F16>);
  set(Op::V_WMMA_BF16_16X16X16_BF16, wmma_any_layout<Input::BF16, Accum::BF16>);
  set(Op::V_WMMA_I32_16X16X16_IU8, wmma_any_layout<Input::IU8, Accum::I32>);
  set(Op::V_WMMA_I32_16X16X16_IU4, wmma_any_layout<Input::IU4, Accum::I32>);
  // RDNA4's own: the operand formats give their shapes and element types.
  for (Op op :
       {Op::V_WMMA_F32_16X16X16_FP8_FP8, Op::V_WMMA_F32_16X16X16_FP8_BF8,
        Op::V_WMMA_F32_16X16X16_BF8_FP8, Op::V_WMMA_F32_16X16X16_BF8_BF8,
        Op::V_WMMA_I32_16X16X32_IU4, Op::V_SWMMAC_F32_16X16X32_F16, Op::V_SWMMAC_F32_16X16X32_BF16,
        Op::V_SWMMAC_F16_16X16X32_F16, Op::V_SWMMAC_BF16_16X16X32_BF16,
        Op::V_SWMMAC_I32_16X16X32_IU8, Op::V_SWMMAC_I32_16X16X32_IU4, Op::V_SWMMAC_I32_16X16X64_IU4,
        Op::V_SWMMAC_F32_16X16X32_FP8_FP8, Op::V_SWMMAC_F32_16X16X32_FP8_BF8,
        Op::V_SWMMAC_F32_16X16X32_BF8_FP8, Op::V_SWMMAC_F32_16X16X32_BF8_BF8}) {
    set(op, blocked_matrix_multiply);
  }
}

}  // namespace cutlm::valu
