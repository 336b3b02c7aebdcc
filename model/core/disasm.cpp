#include "disasm.h"

#include <cstdio>

#include "operands.h"
#include "wave_state.h"

namespace cutlm {
namespace {

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

std::string reg_range(char prefix, unsigned first, unsigned dwords) {
  if (dwords <= 1) return prefix + std::to_string(first);
  return std::string(1, prefix) + "[" + std::to_string(first) + ":" +
         std::to_string(first + dwords - 1) + "]";
}

std::string scalar_name(uint16_t code, unsigned dwords, bool wave64_mask) {
  if (code < operand::kNumSgprs) return reg_range('s', code, dwords);
  if (dwords == 2 && code == operand::kVccLo) return "vcc";
  if (dwords == 2 && code == operand::kExecLo) return "exec";
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    const unsigned n = code - operand::kTtmpFirst;
    return dwords <= 1 ? "ttmp" + std::to_string(n)
                       : "ttmp[" + std::to_string(n) + ":" + std::to_string(n + dwords - 1) + "]";
  }
  (void)wave64_mask;
  return scalar_reg_name(code);
}

std::string float_constant(uint16_t code, unsigned bits) {
  static const char* const kText[] = {"0.5",  "-0.5", "1.0",  "-1.0",      "2.0",
                                      "-2.0", "4.0",  "-4.0", "0.15915494"};
  // LLVM prints 1/(2*pi) with the digits its operand width carries.
  if (code == operand::kFloatLast && bits == 64) return "0.15915494309189532";
  return kText[code - operand::kFloatFirst];
}

// `bits` is the operand's width from the ISA table; 16-bit halves come from `high`.
std::string source(const DecodedInst& d, uint16_t code, unsigned bits, bool high) {
  const unsigned dwords = bits > 32 ? bits / 32 : 1;
  if (operand::is_vgpr(code)) {
    const unsigned reg = code - operand::kVgprFirst;
    if (bits == 16 && high) return "v" + std::to_string(reg) + ".h";
    return reg_range('v', reg, dwords);
  }
  if (operand::is_scalar_reg(code)) return scalar_name(code, dwords, false);
  if (operand::is_inline_int(code)) return std::to_string(operand::inline_int_value(code));
  if (operand::is_inline_float(code)) return float_constant(code, bits);
  if (code == operand::kLiteral) return hex(d.literal);
  if (code == operand::kScc) return "src_scc";
  return "src_" + std::to_string(code);
}

std::string with_modifiers(const std::string& text, const DecodedInst& d, int index) {
  std::string out = text;
  if (d.abs >> index & 1) out = "|" + out + "|";
  if (d.neg >> index & 1) out = "-" + out;
  return out;
}

unsigned operand_bits(const isa::InstInfo* info, const char* field, unsigned fallback) {
  const isa::OperandInfo* o = info->operand(field);
  return o != nullptr ? o->bits : fallback;
}

std::string sopp_text(const DecodedInst& d) {
  const isa::Op op = d.info->op;
  const uint16_t imm = d.simm16;
  if (op == isa::Op::S_ENDPGM || op == isa::Op::S_CODE_END || d.info->num_operands == 0) {
    return d.info->mnemonic;
  }
  if (op == isa::Op::S_WAITCNT) {
    // gfx11 layout: expcnt [2:0], lgkmcnt [9:4], vmcnt [15:10]; LLVM omits counters at their
    // maximum unless all are.
    const unsigned vm = imm >> 10 & 0x3F;
    const unsigned exp = imm & 0x7;
    const unsigned lgkm = imm >> 4 & 0x3F;
    const bool all_max = vm == 0x3F && exp == 7 && lgkm == 0x3F;
    std::string text = "s_waitcnt";
    if (vm != 0x3F || all_max) text += " vmcnt(" + std::to_string(vm) + ")";
    if (exp != 7 || all_max) text += " expcnt(" + std::to_string(exp) + ")";
    if (lgkm != 0x3F || all_max) text += " lgkmcnt(" + std::to_string(lgkm) + ")";
    return text;
  }
  if (op == isa::Op::S_DELAY_ALU) {
    static const char* const kIds[] = {"NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
                                       "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
                                       "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
                                       "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3"};
    static const char* const kSkips[] = {"SAME",   "NEXT",   "SKIP_1", "SKIP_2",
                                         "SKIP_3", "SKIP_4", "?6",     "?7"};
    if (imm == 0) return "s_delay_alu 0";
    const unsigned id0 = imm & 0xF;
    const unsigned skip = imm >> 4 & 0x7;
    const unsigned id1 = imm >> 7 & 0xF;
    if (id0 > 11 || id1 > 11 || skip > 5 || (imm >> 11) != 0) {
      return "s_delay_alu " + hex(imm);
    }
    std::string text = "s_delay_alu instid0(" + std::string(kIds[id0]) + ")";
    if (skip != 0) text += " | instskip(" + std::string(kSkips[skip]) + ")";
    if (id1 != 0) text += " | instid1(" + std::string(kIds[id1]) + ")";
    return text;
  }
  return std::string(d.info->mnemonic) + " " + std::to_string(imm);
}

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

std::string disassemble(const DecodedInst& d, bool wave64) {
  if (!d.valid()) return "<illegal: " + d.error + ">";
  const isa::InstInfo* info = d.info;
  const std::string name = info->mnemonic;
  const std::string vcc = wave64 ? "vcc" : "vcc_lo";
  switch (d.format) {
    case isa::Format::SOPP: return sopp_text(d);
    case isa::Format::SOP1:
      return name + " " + scalar_name(d.sdst, operand_bits(info, "sdst", 32) / 32, wave64) + ", " +
             source(d, d.src[0], operand_bits(info, "ssrc0", 32), false);
    case isa::Format::SOP2:
      return name + " " + scalar_name(d.sdst, operand_bits(info, "sdst", 32) / 32, wave64) + ", " +
             source(d, d.src[0], operand_bits(info, "ssrc0", 32), false) + ", " +
             source(d, d.src[1], operand_bits(info, "ssrc1", 32), false);
    case isa::Format::VOP1: {
      const unsigned dbits = operand_bits(info, "vdst", 32);
      const std::string dst = d.sdst != DecodedInst::kNone
                                  ? scalar_name(d.sdst, 1, wave64)
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
        text += d.sdst == operand::kVccLo ? vcc : scalar_name(d.sdst, wave64 ? 2 : 1, wave64);
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
    default:
      // Other formats print their mnemonic until their operands are decoded (issue 3).
      return name;
  }
}

std::string disassemble_line(const DecodedInst& d, uint64_t offset, bool wave64) {
  std::string text = disassemble(d, wave64);
  char buf[32];
  std::snprintf(buf, sizeof buf, " // %012llX:", static_cast<unsigned long long>(offset));
  text += buf;
  for (unsigned i = 0; i < d.num_words; ++i) {
    std::snprintf(buf, sizeof buf, " %08X", d.words[i]);
    text += buf;
  }
  return text;
}

}  // namespace cutlm
