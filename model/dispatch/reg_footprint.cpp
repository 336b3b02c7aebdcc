#include "dispatch/reg_footprint.h"

#include <cstring>
#include <vector>

#include "isa/bits.h"
#include "isa/operands.h"

namespace cutlm::footprint {

Access access_of(const DecodedInst& inst) {
  switch (inst.info->memory_access) {
    case isa::MemoryAccess::Load: return Access::Load;
    case isa::MemoryAccess::Store: return Access::Store;
    case isa::MemoryAccess::Atomic: return Access::Atomic;
    case isa::MemoryAccess::CmpSwap: return Access::CmpSwap;
    default: return Access::Other;
  }
}

bool is_vector(const DecodedInst& inst) {
  return inst.format != isa::Format::SMEM && format_family(inst.format) != FormatFamily::Scalar;
}

// A VALU operand that holds a lane mask (VCC-like: a v_cmp destination, v_cndmask's selector, a
// carry): an SGPR pair in wave64, one SGPR in wave32, although the ISA data gives 64 bits.
bool is_lane_mask(const DecodedInst& inst, const DecodedOperand& o) {
  if (o.bits != 64 || format_family(inst.format) != FormatFamily::VectorAlu) return false;
  const isa::OperandInfo* info = inst.info->operand(o.name);
  return info != nullptr &&
         (info->type == isa::OperandType::Sreg || info->type == isa::OperandType::Sdst);
}

// Registers an operand covers. The ISA data gives FLAT's address 64 bits, but GLOBAL with an
// SGPR base and SCRATCH take a 32-bit VGPR offset (SCRATCH only with sve set, else none).
unsigned operand_dwords(const DecodedInst& inst, const DecodedOperand& o, bool wave64) {
  if (o.kind == OperandKind::Scalar && !wave64 && is_lane_mask(inst, o)) return 1;
  if ((o.role & isa::kRoleAddress) != 0 && o.kind == OperandKind::Vgpr) {
    const uint32_t* w = inst.words.data();
    const isa::Format base = isa::base_format(inst.format);
    if (base == isa::Format::SCRATCH) {
      return exec_field(w, inst.arch, inst.encoding, isa::Field::sve) ? 1 : 0;
    }
    if (base == isa::Format::GLOBAL &&
        exec_field(w, inst.arch, inst.encoding, isa::Field::saddr) != operand::kNull) {
      return 1;
    }
  }
  // A transposing load's destination (the ISA data gives its wave32 size) holds a matrix spread
  // over the wave's lanes: half the registers in wave64.
  if (wave64 && (o.role & isa::kRoleWrite) != 0 && o.kind == OperandKind::Vgpr &&
      isa::transpose_element_bits(inst.arch, inst.info->op) != 0) {
    return dwords(o.bits) / 2;
  }
  return dwords(o.bits);
}

// Whether an operand is read, written or both: the generated tables' role, resolved for glc by
// the decoder.
unsigned role_of(const DecodedInst& inst, const DecodedOperand& o) {
  (void)inst;
  unsigned role = 0;
  if ((o.role & isa::kRoleRead) != 0) role |= kRead;
  if ((o.role & isa::kRoleWrite) != 0) role |= kWrite;
  return role;
}

}  // namespace cutlm::footprint
