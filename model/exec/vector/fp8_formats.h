// The OCP 8-bit float formats' values, shared by the conversions (sem_valu_fp8.cpp) and RDNA4's
// fp8/bf8 WMMA (packed/sem_valu_wmma.cpp).
#pragma once

#include <cstdint>

namespace cutlm::valu {

// An E4M3 ("fp8") / E5M2 ("bf8") pattern (the low 8 bits of `byte`) as the f32 of the same
// value: exact for every finite value; a NaN becomes the f32 quiet NaN of its sign.
uint32_t fp8_to_f32(uint32_t byte);
uint32_t bf8_to_f32(uint32_t byte);

}  // namespace cutlm::valu
