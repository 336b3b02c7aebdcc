// The OCP 8-bit float formats' values as f32 patterns: what RDNA4's fp8 conversions
// (sem_valu_fp8.cpp) and fp8 dot products (packed/sem_valu_dot.cpp) read.
#pragma once

#include <cstdint>

namespace cutlm::valu {

// The low byte of `byte` as OCP E5M2 ("bf8") when `bf8`, else E4M3 ("fp8"), as the f32 pattern
// of the same value. Every finite value is exact in f32 (and an f32 normal); an infinity stays
// one; a NaN becomes the f32 quiet NaN of its sign (docs/valu-semantics.md, "FP8 and BF8
// conversions").
uint32_t fp8_to_f32(uint32_t byte, bool bf8);

}  // namespace cutlm::valu
