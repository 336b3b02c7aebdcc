// Helpers shared by the floating-point arithmetic handlers (sem_valu_fp_arith.cpp and
// sem_valu_fp_division.cpp): exact rounding of a scaled integer significand, ldexp, and the
// output step of the division helpers.
#pragma once

#include <cstdint>
#include <vector>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"

namespace cutlm::fparith {

__extension__ typedef unsigned __int128 Wide;

// The pattern of `significand` * 2^`exponent` (negated if `negative`) in format `f`, rounded
// once in `mode` with gradual underflow (denormals kept; callers flush). Overflow follows the
// rounding direction: infinity, or the largest finite value of that sign.
uint64_t round_scaled(Wide significand, int exponent, bool negative, fp::Format f, RoundMode mode);

// A finite pattern as significand * 2^exponent (significand 0 for a zero).
struct Unpacked {
  uint64_t significand = 0;
  int exponent = 0;
  bool negative = false;
};
Unpacked unpack(uint64_t x, fp::Format f);

// x * 2^n rounded per the Env, inputs and results flushed per the Env, a NaN quieted.
uint64_t ldexp(uint64_t x, int64_t n, fp::Format f, const fp::Env& e);

// A source in format f after the VOP3 abs/neg bits of source i.
inline uint64_t modified_source(const valu::LaneArgs& a, int i, fp::Format f) {
  return fp::abs_neg(a.src[i] & fp::value_mask(f), f, (a.abs >> i & 1) != 0, (a.neg >> i & 1) != 0);
}

inline const fp::Env& lane_env(const valu::LaneArgs& a, fp::Format f) { return a.env(f); }

// Source i in format f after its abs/neg bits and MODE's input flush.
inline uint64_t flushed_source(const valu::LaneArgs& a, int i, fp::Format f) {
  return fp::flush_input(modified_source(a, i, f), f, lane_env(a, f));
}

// v_div_fixup's result keeps denormals whatever MODE says (docs/valu-semantics.md): omod and
// clamp as for every other operation, but no output flush unless omod itself applies.
uint64_t division_output(uint64_t x, fp::Format f, const valu::LaneArgs& a);

void register_division_semantics(std::vector<Handler>& table);

}  // namespace cutlm::fparith
