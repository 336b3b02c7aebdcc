// Vector ALU formats: VOP1, VOP2, VOPC, VOP3, VOP3SD, VOP3P, VOPD, their DPP forms, VINTERP.
#include "disasm_common.h"
#include "operands.h"

namespace cutlm::disasm_detail {
namespace {

std::string vop3_suffix(const DecodedInst& d, bool sixteen_bit) {
  std::string text;
  if (sixteen_bit && d.opsel != 0) {
    // LLVM 19 omits op_sel here unless +real-true16; we show it (see the differential test's
    // list of LLVM gaps).
    text += " op_sel:[" + std::to_string(d.opsel & 1) + "," + std::to_string(d.opsel >> 1 & 1) +
            "," + std::to_string(d.opsel >> 3 & 1) + "]";
  }
  if (d.clamp) text += " clamp";
  static const char* const kOmod[] = {"", " mul:2", " mul:4", " div:2"};
  text += kOmod[d.omod & 3];
  return text;
}

}  // namespace

std::string disassemble_vector(const DecodedInst& d, const Context& ctx) {
  const isa::InstInfo* info = d.info;
  const std::string name = info->mnemonic;
  const bool wave64 = ctx.wave64;
  const std::string vcc = wave64 ? "vcc" : "vcc_lo";
  switch (d.format) {
    case isa::Format::VOP1: {
      const unsigned dbits = operand_bits(info, "vdst", 32);
      const std::string dst = d.sdst != DecodedInst::kNone
                                  ? scalar_name(d.sdst, 1)
                                  : source(d, d.vdst, dbits, d.opsel >> 3 & 1);
      return name + " " + dst + ", " +
             source(d, d.src[0], operand_bits(info, "src0", 32), d.opsel & 1);
    }
    case isa::Format::VOP2: {
      const std::string dst = source(d, d.vdst, operand_bits(info, "vdst", 32), d.opsel >> 3 & 1);
      const std::string src0 = source(d, d.src[0], operand_bits(info, "src0", 32), d.opsel & 1);
      const std::string src1 =
          source(d, d.src[1], operand_bits(info, "vsrc1", 32), d.opsel >> 1 & 1);
      // v_fmamk/v_fmaak carry their constant K in the literal dword: fmamk multiplies by it
      // (d = s0 * K + s1), fmaak adds it (d = s0 * s1 + K).
      if (info->always_literal) {
        const std::string k = hex(d.literal);
        const bool multiplies =
            info->op == isa::Op::V_FMAMK_F32 || info->op == isa::Op::V_FMAMK_F16;
        return name + " " + dst + ", " + src0 + ", " +
               (multiplies ? k + ", " + src1 : src1 + ", " + k);
      }
      return name + " " + dst + ", " + src0 + ", " + src1;
    }
    case isa::Format::VOPC: {
      const bool writes_exec = info->name[3] == 'C' && info->name[4] == 'M' &&
                               info->name[5] == 'P' && info->name[6] == 'X';
      const std::string srcs =
          source(d, d.src[0], operand_bits(info, "src0", 32), d.opsel & 1) + ", " +
          source(d, d.src[1], operand_bits(info, "vsrc1", 32), d.opsel >> 1 & 1);
      return writes_exec ? name + " " + srcs : name + " " + vcc + ", " + srcs;
    }
    case isa::Format::VOP3: {
      std::string text = name + " ";
      bool sixteen = false;
      if (d.sdst != DecodedInst::kNone) {
        text += d.sdst == operand::kVccLo ? vcc : scalar_name(d.sdst, wave64 ? 2 : 1);
      } else if (d.vdst != DecodedInst::kNone) {
        const unsigned dbits = operand_bits(info, "vdst", 32);
        sixteen = dbits == 16;
        text += source(d, d.vdst, dbits, false);
      }
      bool first = d.sdst == DecodedInst::kNone && d.vdst == DecodedInst::kNone;
      for (int i = 0; i < 3; ++i) {
        const isa::OperandInfo* o = source_operand(info, i);
        if (o == nullptr) continue;
        sixteen |= o->bits == 16;
        text += first ? "" : ", ";
        first = false;
        text += with_modifiers(source(d, d.src[i], o->bits, false), d, i);
      }
      return text + vop3_suffix(d, sixteen);
    }
    default: return name;
  }
}

}  // namespace cutlm::disasm_detail
