// The tests' own instruction encoder's one primitive: writing a field at the ISA table's bit
// positions (the model only reads fields, model/isa/bits.h).
#pragma once

#include <cstdint>
#include <vector>

#include "isa_tables.h"

namespace cutlm_test {

// Sets field `f` of the instruction `words` (bit 0 is bit 0 of words[0]) to the low bits of `v`.
inline void put(std::vector<uint32_t>& words, cutlm::isa::BitField f, uint64_t v) {
  for (unsigned b = 0; b <= static_cast<unsigned>(f.hi - f.lo); ++b) {
    const unsigned pos = f.lo + b;
    const uint32_t bit = 1u << (pos % 32);
    if ((v >> b & 1) != 0) {
      words[pos / 32] |= bit;
    } else {
      words[pos / 32] &= ~bit;
    }
  }
}

}  // namespace cutlm_test
