// Whole-wave float arithmetic for the common case: every lane of an instruction at once, round
// to nearest even, finite operands. The lane loops are plain array loops, so the compiler turns
// them into SIMD code (built once more for hosts with AVX2 and FMA, chosen at load time).
//
// Each function reads `n` lanes of raw patterns, applies the per-source abs/neg bits and the
// input flush, and returns false without writing `out` when an operand of any lane is an
// infinity or a NaN (the caller then takes the general, per-lane path). Otherwise `out` holds
// the results the general path would give: with finite operands no NaN rule applies, the host
// rounds to nearest even, and the flushes are bit tests (see fp.h's common case).
#pragma once

#include <cstdint>

namespace cutlm::fp {

enum class DenseOp : uint8_t { Add, Sub, SubRev, Mul, Fma };

// The controls of one dense instruction: for source i, `clear[i]` is and-ed out (abs: the sign
// bit) and `flip[i]` xor-ed in (neg) before the input flush.
struct DenseControl {
  uint64_t clear[3] = {0, 0, 0};
  uint64_t flip[3] = {0, 0, 0};
  bool flush_in = false;
  bool flush_out = false;
};

// binary32: sources are lane arrays of 32-bit patterns (src[2] only for Fma).
bool dense_f32(DenseOp op, const uint32_t* const src[3], int n, const DenseControl& control,
               uint32_t* out);

// binary64: source i is the lane arrays of its low (lo[i]) and high (hi[i]) words; the result
// goes to out_lo/out_hi the same way.
bool dense_f64(DenseOp op, const uint32_t* const lo[3], const uint32_t* const hi[3], int n,
               const DenseControl& control, uint32_t* out_lo, uint32_t* out_hi);

// v_min_f16 on every lane (min_f16_lane's work without omod and clamp): source halves from
// `a`/`b` shifted right by shift_a/shift_b, the input flush, then abs (`clear`) and neg (`flip`),
// the smaller by order (-0 below +0), the output flush, merged into the half of `old` that
// `high` names. False, nothing written, when a lane has a NaN operand.
struct MinF16Control {
  unsigned shift_a = 0, shift_b = 0;
  uint32_t clear_a = 0, clear_b = 0, flip_a = 0, flip_b = 0;
  bool flush_in = false, flush_out = false, high = false;
};
bool dense_min_f16(const uint32_t* a, const uint32_t* b, const uint32_t* old, int n,
                   const MinF16Control& control, uint32_t* out);

// v_cmp_class_f64 on every lane: bit l of the result is bit class(x_l) of classes[l], x_l the
// pattern of lanes lo/hi after abs/neg (clear/flip). Classes: 0 sNaN, 1 qNaN, 2 -inf,
// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
uint64_t dense_class_f64(const uint32_t* lo, const uint32_t* hi, const uint32_t* classes, int n,
                         uint64_t clear, uint64_t flip);

// Packed f16 (VOP3P) on every lane, both halves: source i's operand for the low result is its
// half opsel bit i names, negated by neg_lo bit i, for the high result opsel_hi and neg_hi; then
// the input flush, the operation rounded to nearest even, the output flush. No clamp. False,
// nothing written, when an operand is an infinity or a NaN.
enum class PackedOp : uint8_t { Add, Mul, Fma, Min, Max };
struct PackedControl {
  uint8_t opsel = 0, opsel_hi = 7, neg_lo = 0, neg_hi = 0;
  bool flush_in = false, flush_out = false;
};
bool dense_pk_f16(PackedOp op, const uint32_t* const src[3], int n, const PackedControl& control,
                  uint32_t* out);

}  // namespace cutlm::fp
