// Bit-field helpers over little-endian instruction dwords.
#pragma once

#include <cstdint>

#include "isa_tables.h"

namespace cutlm {

// Reads a field given in bits of the whole instruction (bit 32 is bit 0 of the second dword).
inline uint32_t field(const uint32_t* words, isa::BitField f) {
  const unsigned word = f.lo / 32;
  const unsigned shift = f.lo % 32;
  const unsigned width = f.hi - f.lo + 1u;
  uint64_t chunk = words[word];
  if (shift + width > 32) chunk |= static_cast<uint64_t>(words[word + 1]) << 32;
  const uint64_t mask = width >= 64 ? ~0ull : ((1ull << width) - 1);
  return static_cast<uint32_t>((chunk >> shift) & mask);
}

// Reads field f of encoding form e as generation `arch` lays it out; 0 where the form has none.
inline uint32_t field(const uint32_t* words, isa::Arch arch, isa::Encoding e, isa::Field f) {
  const isa::EncodingLayout& l = isa::layout(arch, e);
  return l.has(f) ? field(words, l[f]) : 0;
}

// Reads field f, named as gfx1100 names it, of encoding form e as generation `arch` lays it out
// (isa::exec_field: RDNA4's ioffset answers to offset); 0 where the form has none.
inline uint32_t exec_field(const uint32_t* words, isa::Arch arch, isa::Encoding e, isa::Field f) {
  const isa::BitField at = isa::exec_field(arch, e, f);
  return at.hi == 0xFF ? 0 : field(words, at);
}

// The width in bits of that field (0: none).
inline unsigned exec_field_bits(isa::Arch arch, isa::Encoding e, isa::Field f) {
  const isa::BitField at = isa::exec_field(arch, e, f);
  return at.hi == 0xFF ? 0 : at.hi - at.lo + 1u;
}

inline uint64_t sign_extend(uint64_t value, unsigned bits) {
  const uint64_t sign = 1ull << (bits - 1);
  value &= bits >= 64 ? ~0ull : ((1ull << bits) - 1);
  return (value ^ sign) - sign;
}

}  // namespace cutlm
