// Scalar formats: SOP1, SOP2, SOPK, SOPC, SOPP, SMEM.
#include "disasm_common.h"
#include "operands.h"

namespace cutlm::disasm_detail {
namespace {

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

}  // namespace

std::string disassemble_scalar(const DecodedInst& d, const Context& ctx) {
  const isa::InstInfo* info = d.info;
  const std::string name = info->mnemonic;
  (void)ctx;
  switch (d.format) {
    case isa::Format::SOPP: return sopp_text(d);
    case isa::Format::SOP1:
      return name + " " + scalar_name(d.sdst, operand_bits(info, "sdst", 32) / 32) + ", " +
             source(d, d.src[0], operand_bits(info, "ssrc0", 32), false);
    case isa::Format::SOP2:
      return name + " " + scalar_name(d.sdst, operand_bits(info, "sdst", 32) / 32) + ", " +
             source(d, d.src[0], operand_bits(info, "ssrc0", 32), false) + ", " +
             source(d, d.src[1], operand_bits(info, "ssrc1", 32), false);
    default: return name;
  }
}

}  // namespace cutlm::disasm_detail
