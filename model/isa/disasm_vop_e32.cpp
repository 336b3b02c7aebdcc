// VOP1, VOP2, VOPC: the 32-bit vector ALU encodings and their DPP forms.
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/disasm_vector.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::vector_alu {
namespace {

// A 16-bit operand's VGPR field of a 32-bit encoding: 128 and up name the high halves.
std::string true16_vgpr(Printer& pr, unsigned field_value, const Source& s, bool halves) {
  if (!s.sixteen) return pr.vgpr(field_value, s.dwords);
  const bool high = field_value >= 128;
  return pr.vgpr(field_value & 127, 1) + (high ? ".h" : (halves ? ".l" : ""));
}

}  // namespace

std::string e32_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const auto [info, op, p, w] = pr.instruction();
  const uint32_t src0 = field(w, d.arch, isa::Encoding::VOP1, isa::Field::src0);
  const bool dpp = is_dpp_code(src0);
  const bool halves = shows_halves(op);
  if (op == Op::V_NOP || op == Op::V_PIPEFLUSH) {
    // LLVM ignores src0 (and reads no literal or DPP dword for it), not vdst.
    if (field(w, d.arch, isa::Encoding::VOP1, isa::Field::vdst) != 0) pr.unused_field();
    return op == Op::V_NOP ? "v_nop" : "v_pipeflush";
  }
  Dpp dp;
  if (dpp) {
    dp = read_dpp_word(d);
    if (!p.dpp) pr.fail();
  }
  std::string name = info->mnemonic;
  if (dpp) {
    name = base_name(info) + (d.format == Format::VOPC ? "" : "_dpp");
  } else if (!forms_of(op, d.arch).vop3 || llvm_lacks_vop3(op)) {
    name = base_name(info);
  }

  std::vector<std::string> ops;
  if (d.format == Format::VOPC) {
    if (!is_cmpx(info)) ops.push_back(pr.vcc());
  } else {
    const uint32_t vdst =
        field(w, d.arch, d.format == Format::VOP1 ? isa::Encoding::VOP1 : isa::Encoding::VOP2,
              isa::Field::vdst);
    if (info->operand("vdst")->type != OperandType::Vgpr) {
      ops.push_back(pr.scalar_destination(static_cast<uint16_t>(vdst), false));
    } else if (p.dst_sixteen) {
      Source dst;
      dst.sixteen = true;
      ops.push_back(true16_vgpr(pr, vdst, dst, halves));
    } else {
      ops.push_back(pr.vgpr(vdst, p.dst_dwords));
    }
    if (is_carry_in(op)) ops.push_back(pr.vcc());  // the carry out
  }

  const Source& s0 = p.src[0];
  if (dpp) {
    Source vs = s0;
    vs.regs = Regs::Any;  // DPP's vsrc0 field holds a VGPR
    // Modifiers LLVM ignores elsewhere its DPP forms show as sext().
    const Mods mods0 = s0.mods == Mods::Ignored ? Mods::Sext : s0.mods;
    std::string a = true16_vgpr(pr, dp.vsrc0, vs, halves);
    ops.push_back(pr.apply_mods(a, false, mods0, dp.abs & 1, dp.neg & 1));
  } else {
    const bool high = s0.sixteen && operand::is_vgpr(static_cast<uint16_t>(src0)) &&
                      src0 - operand::kVgprFirst >= 128;
    ops.push_back(pr.operand(static_cast<uint16_t>(high ? src0 - 128 : src0), s0, high, halves));
  }

  if (d.format == Format::VOP1) {
    if (((dp.abs | dp.neg) & 2) != 0) pr.unused_field();  // no src1 to modify
  } else {
    const uint32_t vsrc1 =
        field(w, d.arch, d.format == Format::VOP2 ? isa::Encoding::VOP2 : isa::Encoding::VOPC,
              isa::Field::vsrc1);
    // v_ldexp_f16's exponent is an integer to LLVM: its DPP form shows neg as sext().
    const Mods mods1 = op == Op::V_LDEXP_F16 ? Mods::Sext : p.src[1].mods;
    const std::string b = pr.apply_mods(true16_vgpr(pr, vsrc1, p.src[1], halves), false, mods1,
                                        dp.abs >> 1 & 1, dp.neg >> 1 & 1);
    if (info->always_literal) {
      // The K of v_fmamk/v_fmaak prints as the raw literal dword, whatever the width.
      const std::string k = hex(pr.literal());
      const bool multiplies = one_of(op, {Op::V_FMAMK_F32, Op::V_FMAMK_F16});
      ops.push_back(multiplies ? k : b);
      ops.push_back(multiplies ? b : k);
    } else {
      ops.push_back(b);
    }
    if (op == Op::V_CNDMASK_B32 || is_carry_in(op)) ops.push_back(pr.vcc());
  }
  return join(name, ops) + (dpp ? dpp_suffix(dp) : "");
}

}  // namespace cutlm::disasm_detail::vector_alu
