#include "dispatch/reg_footprint.h"

#include <cstring>
#include <vector>

#include "isa/bits.h"
#include "isa/operands.h"

namespace cutlm::footprint {

using isa::Op;

namespace {

const std::vector<Access>& access_table() {
  static const std::vector<Access> table = [] {
    std::vector<Access> t(static_cast<size_t>(Op::Count), Access::Other);
    std::size_t n = 0;
    const isa::InstInfo* all = isa::all_instructions(&n);
    for (std::size_t i = 0; i < n; ++i) {
      const char* name = all[i].mnemonic;
      Access a = Access::Other;
      if (std::strstr(name, "cmpswap") != nullptr) {
        a = Access::CmpSwap;
      } else if (std::strstr(name, "atomic") != nullptr) {
        a = Access::Atomic;
      } else if (std::strstr(name, "store") != nullptr) {
        a = Access::Store;
      } else if (std::strstr(name, "load") != nullptr || std::strncmp(name, "image_", 6) == 0) {
        a = Access::Load;  // every image operation that is no store or atomic returns data
      }
      t[static_cast<size_t>(all[i].op)] = a;
    }
    return t;
  }();
  return table;
}

}  // namespace

Access access_of(const DecodedInst& inst) {
  return access_table()[static_cast<size_t>(inst.info->op)];
}

const DecodedOperand* operand_named(const DecodedInst& inst, const char* name) {
  for (int i = 0; i < inst.num_operands; ++i) {
    if (std::strcmp(inst.operands[static_cast<size_t>(i)].name, name) == 0) {
      return &inst.operands[static_cast<size_t>(i)];
    }
  }
  return nullptr;
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
  if (std::strcmp(o.name, "addr") == 0) {
    const uint32_t* w = inst.words.data();
    if (inst.format == isa::Format::SCRATCH) return field(w, isa::enc::SCRATCH::sve) ? 1 : 0;
    if (inst.format == isa::Format::GLOBAL && field(w, isa::enc::GLOBAL::saddr) != operand::kNull) {
      return 1;
    }
  }
  return dwords(o.bits);
}

// Whether an operand is read, written or both. AMD names destinations vdst, sdst and sdata, and
// the buffer and image forms' vdata is the loaded data or the stored one; a few SOPK forms name
// a source sdst.
unsigned role_of(const DecodedInst& inst, const DecodedOperand& o) {
  const char* name = o.name;
  if (std::strcmp(name, "vdata") == 0) {
    switch (access_of(inst)) {
      case Access::Load: return kWrite;
      case Access::Atomic:
      case Access::CmpSwap:
        return field(inst.words.data(), isa::enc::MUBUF::glc) ? kRead | kWrite : kRead;
      default: return kRead;
    }
  }
  const bool dest = std::strcmp(name, "vdst") == 0 || std::strcmp(name, "vdstx") == 0 ||
                    std::strcmp(name, "vdsty") == 0 || std::strcmp(name, "sdst") == 0 ||
                    std::strcmp(name, "sdata") == 0;
  if (!dest) return kRead;
  if (inst.format == isa::Format::SOPK) {
    const char* m = inst.info->mnemonic;
    if (std::strncmp(m, "s_cmpk_", 7) == 0 || std::strncmp(m, "s_waitcnt_", 10) == 0 ||
        std::strncmp(m, "s_setreg_b32", 12) == 0) {
      return kRead;
    }
    if (std::strncmp(m, "s_addk_", 7) == 0 || std::strncmp(m, "s_mulk_", 7) == 0) {
      return kRead | kWrite;
    }
  }
  return kWrite;
}

}  // namespace cutlm::footprint
