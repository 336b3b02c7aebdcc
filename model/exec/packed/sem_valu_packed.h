// Pieces shared by the packed-math, dot-product and WMMA semantics (sem_valu_packed.cpp,
// sem_valu_dot.cpp, sem_valu_wmma.cpp), and by VOPD's v_dual_dot2acc_f32_f16.
#pragma once

#include <cstdint>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"

namespace cutlm::valu {

// The element formats of the float dot products and WMMA.
enum class Elem : uint8_t { F16, BF16, F32 };

// A float dot product: the sum of a[i] * b[i] for i < n, plus c. Patterns are in their element
// formats (a and b in `in`, c and the result in `acc`) with the source modifiers already
// applied. Inputs are flushed per MODE (bf16 follows the f32 denormal mode).
//
// Model choice (docs/valu-semantics.md, "Packed math, dot products and WMMA"): the products and
// c are summed exactly and the sum is rounded once, in the MODE rounding of `acc` (bf16: the
// f32 rounding mode), then flushed per MODE. A NaN operand gives the first NaN in the order
// a[0], b[0], a[1], b[1], ..., c, quieted and converted to `acc`; inf * 0 and inf - inf give the
// default NaN. An exact zero sum is -0 when every term is -0 or when rounding toward -inf.
// n is at most 16.
uint32_t dot_float(const uint16_t* a, const uint16_t* b, int n, Elem in, uint32_t c, Elem acc,
                   const Mode& mode);

// v_dot4_f32_{fp8,bf8}_{fp8,bf8} on one lane: c plus the four products of src0's and src1's
// bytes (byte i with byte i), each byte OCP E5M2 when its source's flag says bf8, else E4M3.
// The products and c are summed exactly and rounded once in MODE's f32 rounding, as dot_float
// (model choice; docs/valu-semantics.md, "FP8 dot products"); c is flushed per MODE's f32 mode.
uint32_t dot4_f32_fp8(uint32_t src0, uint32_t src1, bool src0_bf8, bool src1_bf8, uint32_t c,
                      const Mode& mode);

// v_dot2acc_f32_f16 on one lane: acc + src0.lo * src1.lo + src0.hi * src1.hi (no modifiers).
uint32_t dot2acc_f32_f16(uint32_t src0, uint32_t src1, uint32_t acc, const Mode& mode);

// bfloat16 <-> the fp core: a bf16 pattern is the high half of the f32 with the same value.
inline uint32_t bf16_to_f32_bits(uint16_t x) { return static_cast<uint32_t>(x) << 16; }

// Rounds a binary64 value that is exact or rounded to odd (at least 10 significant bits) to
// bfloat16 in `mode`, denormals kept. The fp core has binary16/32/64 only.
uint16_t round_to_bf16(double v, RoundMode mode);

void register_wmma_semantics(std::vector<Handler>& table);  // sem_valu_wmma.cpp

}  // namespace cutlm::valu
