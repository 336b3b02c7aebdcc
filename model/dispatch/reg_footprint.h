// The registers an instruction reads and writes, by operand role (generated from the ISA data,
// resolved by the decoder) and from the ISA data's implicit operands: shared by the s_waitcnt
// hazard checker, the fidelity tracker and the cycle mode.
#pragma once

#include <cstdint>

#include "isa/decoder.h"

namespace cutlm::footprint {

// What a memory operation does with memory (the generated tables' memory_access).
enum class Access : uint8_t { Other, Load, Store, Atomic, CmpSwap };
Access access_of(const DecodedInst& inst);

inline unsigned dwords(unsigned bits) { return bits <= 32 ? 1 : (bits + 31) / 32; }

// Neither SMEM nor scalar ALU: EXEC is the lane mask it reads.
bool is_vector(const DecodedInst& inst);

// A VALU operand holding a lane mask (one SGPR in wave32 although the ISA data gives 64 bits).
bool is_lane_mask(const DecodedInst& inst, const DecodedOperand& o);

// Registers an operand covers (FLAT's 64-bit address is 32 bits, or none, in some forms).
unsigned operand_dwords(const DecodedInst& inst, const DecodedOperand& o, bool wave64);

enum Role : uint8_t { kRead = 1, kWrite = 2 };
// Whether an operand is read, written or both (kRead | kWrite).
unsigned role_of(const DecodedInst& inst, const DecodedOperand& o);

}  // namespace cutlm::footprint
