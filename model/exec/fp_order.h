// How float patterns order, for the VALU and SALU handlers that compare or select floats:
// the sixteen compare relations and IEEE 754-2019's minimum, maximum, minimumNumber and
// maximumNumber.
#pragma once

#include <array>
#include <cstdint>

#include "fp/fp.h"

namespace cutlm::fp_order {

// Comparing two floats has four outcomes; each relation is the set of outcomes it accepts, so
// the negated relations (nge, nlt, ...) are true for unordered operands and the plain ones false.
enum Outcome : uint8_t { kLess = 1, kEqual = 2, kGreater = 4, kUnordered = 8 };

constexpr uint8_t kOrdered = kLess | kEqual | kGreater;

// In opcode order: f, lt, eq, le, gt, lg, ge, o, u, nge, nlg, ngt, nle, neq, nlt, t.
constexpr std::array<uint8_t, 16> kRelations = {
    0,
    kLess,
    kEqual,
    kLess | kEqual,
    kGreater,
    kLess | kGreater,
    kGreater | kEqual,
    kOrdered,
    kUnordered,
    kLess | kUnordered,
    kEqual | kUnordered,
    kLess | kEqual | kUnordered,
    kGreater | kUnordered,
    kLess | kGreater | kUnordered,
    kGreater | kEqual | kUnordered,
    kOrdered | kUnordered,
};

// A non-NaN pattern as a signed integer in the same order as the values: the magnitude bits,
// negated for negative values, so that -0 and +0 both become 0 and compare equal.
inline int64_t equal_zeros_key(uint64_t x, fp::Format f) {
  const int64_t magnitude = static_cast<int64_t>(x & fp::value_mask(f) & ~fp::sign_mask(f));
  return fp::sign(x, f) ? -magnitude : magnitude;
}

// Signalling and quiet NaNs are both just unordered here: a compare returns no value that could
// carry a NaN, and the model raises no exception flags.
inline Outcome compare_values(uint64_t a, uint64_t b, fp::Format f) {
  if (fp::is_nan(a, f) || fp::is_nan(b, f)) return kUnordered;
  const int64_t x = equal_zeros_key(a, f);
  const int64_t y = equal_zeros_key(b, f);
  return x < y ? kLess : x > y ? kGreater : kEqual;
}

// Non-NaN patterns in value order with -0 below +0.
inline int64_t signed_zeros_key(uint64_t x, fp::Format f) {
  const int64_t magnitude = static_cast<int64_t>(x & fp::value_mask(f) & ~fp::sign_mask(f));
  return fp::sign(x, f) ? -magnitude - 1 : magnitude;
}

// The lower (or, with want_max, higher) of two non-NaN patterns, -0 below +0; b on a tie.
inline uint64_t ordered_pick(uint64_t a, uint64_t b, fp::Format f, bool want_max) {
  const int64_t ka = signed_zeros_key(a, f);
  const int64_t kb = signed_zeros_key(b, f);
  if (want_max) return ka > kb ? a : b;
  return ka < kb ? a : b;
}

// IEEE 754-2019 minimum/maximum (RDNA4's v_minimum/v_maximum and s_minimum/s_maximum): a NaN
// operand always wins, whatever MODE.IEEE says: a signalling one quieted (a's first), else a
// quiet one as it is (a's first); -0 is below +0; equal values give b.
inline uint64_t minimum_maximum(uint64_t a, uint64_t b, fp::Format f, bool want_max) {
  if (fp::is_snan(a, f)) return fp::quiet(a, f);
  if (fp::is_snan(b, f)) return fp::quiet(b, f);
  if (fp::is_nan(a, f)) return a;
  if (fp::is_nan(b, f)) return b;
  return ordered_pick(a, b, f, want_max);
}

// IEEE 754-2019 minimumNumber/maximumNumber (RDNA4's _NUM forms: v_min_num, v_med3_num,
// v_pk_min_num_f16, s_min_num, the memory atomics' min_num/max_num, ...), whatever MODE.IEEE
// says: a NaN beside a number gives the number, signalling or not; two NaNs give a quieted
// (a's); -0 is below +0; equal values give b.
inline uint64_t minimum_maximum_number(uint64_t a, uint64_t b, fp::Format f, bool want_max) {
  const bool a_nan = fp::is_nan(a, f);
  const bool b_nan = fp::is_nan(b, f);
  if (a_nan && b_nan) return fp::quiet(a, f);
  if (a_nan) return b;
  if (b_nan) return a;
  return ordered_pick(a, b, f, want_max);
}

}  // namespace cutlm::fp_order
