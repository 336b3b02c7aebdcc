// Format conversions shared by the formatted buffer accesses and the image unit: one component
// of a unified format (isa/image_resource.json, isa::unified_format) to the register value it
// reads as, and a register value back to the component's bits.
#pragma once

#include <cstdint>

#include "image_tables.h"

namespace cutlm::mem {

// A component's `bits` raw bits as the 32-bit (or, d16, 16-bit) register value the format gives
// it: integers extended, UNORM/SNORM scaled to [0, 1] / [-1, 1], floats widened or narrowed.
uint32_t component_to_register(const isa::UnifiedFormat& f, unsigned bits, uint64_t raw, bool d16);
// The value a component the format lacks reads: 0, or 1 for W (integer 1 or float 1.0).
uint32_t missing_component(const isa::UnifiedFormat& f, unsigned index, bool d16);
// A register value (32-bit, or d16 16-bit) as a component's bits: clamped and rounded to nearest
// even for the normalized and scaled formats, rounded for the narrower floats.
uint64_t register_to_component(const isa::UnifiedFormat& f, unsigned bits, uint32_t value,
                               bool d16);
// `count` bits of a little-endian byte array from bit `lo`, and their replacement.
uint64_t get_bits(const uint8_t* bytes, unsigned lo, unsigned count);
void set_bits(uint8_t* bytes, unsigned lo, unsigned count, uint64_t v);

}  // namespace cutlm::mem
