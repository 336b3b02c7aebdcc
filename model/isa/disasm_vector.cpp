// Vector ALU formats: VOP1, VOP2, VOPC, VOP3, VOP3SD, VOP3P, VOPD, their DPP forms, VINTERP.
// This file picks the family's printer (disasm_vop_e32.cpp, disasm_vop3.cpp) and prints the
// two small families itself, VOPD and VINTERP; what they share is in disasm_vector.h.
#include "isa/disasm_vector.h"

#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail {
namespace vector_alu {
namespace {

// VOPD: two operations issued together, `x :: y`.
std::string vopd_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const uint32_t* w = d.words.data();
  const isa::InstInfo* x = d.info;
  const isa::InstInfo* y = d.info_y;
  if (pr.ctx.wave64) pr.fail();  // dual issue exists in wave32 only
  if (y == nullptr || !y->available) {
    pr.fail();
    return "";
  }
  // LLVM 19 has no v_dual_dot2acc_f32_bf16 for gfx1100, although the ISA lists it.
  if (x->op == Op::V_DUAL_DOT2ACC_F32_BF16 || y->op == Op::V_DUAL_DOT2ACC_F32_BF16) pr.fail();
  const uint32_t vdstx = field(w, d.arch, isa::Encoding::VOPD, isa::Field::vdstx);
  // vdsty holds bits 7:1; bit 0 is the opposite of vdstx's, so the two land in other banks.
  const uint32_t vdsty =
      field(w, d.arch, isa::Encoding::VOPD, isa::Field::vdsty) << 1 | ((vdstx & 1) ^ 1);
  // A literal that is also an fmaak/fmamk constant LLVM reads as 32 bits for both sides.
  const bool k_literal = x->always_literal || y->always_literal;
  auto side = [&](const isa::InstInfo* info, uint32_t vdst, uint32_t src0, uint32_t vsrc1) {
    const Op op = info->op;
    Source s;
    // The table lists both sides' operands under the Y names.
    const isa::OperandInfo* o = info->operand("srcy0");
    if (o != nullptr && !k_literal) s.imm = imm_kind(*o);
    if (is_dpp_code(src0)) pr.fail();
    const std::string a = pr.operand(static_cast<uint16_t>(src0), s);
    const std::string head = base_name(info) + " " + pr.vgpr(vdst, 1) + ", " + a;
    if (op == Op::V_DUAL_MOV_B32) {
      if (vsrc1 != 0) pr.unused_field();
      return head;
    }
    const std::string b = pr.vgpr(vsrc1, 1);
    const std::string k = hex(pr.literal());
    if (op == Op::V_DUAL_FMAMK_F32) return head + ", " + k + ", " + b;
    if (op == Op::V_DUAL_FMAAK_F32) return head + ", " + b + ", " + k;
    return head + ", " + b;
  };
  return side(x, vdstx, field(w, d.arch, isa::Encoding::VOPD, isa::Field::srcx0),
              field(w, d.arch, isa::Encoding::VOPD, isa::Field::vsrcx1)) +
         " :: " +
         side(y, vdsty, field(w, d.arch, isa::Encoding::VOPD, isa::Field::srcy0),
              field(w, d.arch, isa::Encoding::VOPD, isa::Field::vsrcy1));
}

// VINTERP: interpolation of parameters loaded from LDS.
std::string vinterp_text(Printer& pr) {
  const auto [info, op, p, w] = pr.instruction();
  const DecodedInst& d = pr.d;
  const unsigned neg = field(w, d.arch, isa::Encoding::VINTERP, isa::Field::neg);
  const unsigned opsel = field(w, d.arch, isa::Encoding::VINTERP, isa::Field::opsel);
  const isa::Field sources[3] = {isa::Field::src0, isa::Field::src1, isa::Field::src2};
  std::vector<std::string> ops{
      pr.vgpr(field(w, d.arch, isa::Encoding::VINTERP, isa::Field::vdst), 1)};
  for (int i = 0; i < 3; ++i) {
    ops.push_back(
        pr.modified(static_cast<uint16_t>(field(w, d.arch, isa::Encoding::VINTERP, sources[i])),
                    p.src[i], false, (neg >> i & 1) != 0));
  }
  std::string text = join(info->mnemonic, ops);
  if (field(w, d.arch, isa::Encoding::VINTERP, isa::Field::clmp) != 0) text += " clamp";
  if (opsel != 0) {
    if (!p.dst_sixteen && !p.src[0].sixteen) pr.fail();  // the f32 forms have no halves
    text += " op_sel:" + bits_list(opsel, 4);
  }
  return text + " wait_exp:" +
         std::to_string(field(w, d.arch, isa::Encoding::VINTERP, isa::Field::waitexp));
}

std::string render(Printer& pr) {
  switch (pr.d.format) {
    case Format::VOP1:
    case Format::VOP2:
    case Format::VOPC: return e32_text(pr);
    case Format::VOP3:
    case Format::VOP3SD: return vop3_text(pr);
    case Format::VOP3P: return vop3p_text(pr);
    case Format::VOPD: return vopd_text(pr);
    case Format::VINTERP: return vinterp_text(pr);
    default: return pr.d.info->mnemonic;
  }
}

}  // namespace
}  // namespace vector_alu

using vector_alu::Printer;
using vector_alu::render;

std::string disassemble_vector(const DecodedInst& d, const Context& ctx) {
  Printer pr(d, ctx);
  return render(pr);
}

FieldCheck vector_fields_check(const DecodedInst& d, bool wave64) {
  if (d.info == nullptr || format_family(d.format) != FormatFamily::VectorAlu) return {};
  Context ctx;
  ctx.wave64 = wave64;
  Printer pr(d, ctx);
  render(pr);
  return {pr.ok, pr.executes};
}

std::string vector_comment(const DecodedInst& d, const Context& ctx) {
  if (d.info == nullptr || format_family(d.format) != FormatFamily::VectorAlu) return "";
  Printer pr(d, ctx);
  render(pr);
  return pr.warnings;
}

}  // namespace cutlm::disasm_detail
