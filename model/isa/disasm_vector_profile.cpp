// Facts about vector ALU operations and LLVM's profile of each instruction: which sources,
// modifiers, register files, op_sel bits and DPP forms it accepts and how it prints constants.
#include <cstddef>
#include <vector>

#include "isa/disasm_vector.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::vector_alu {
namespace {

bool dpp_supported(const isa::InstInfo* info) {
  const Op op = info->op;
  for (uint8_t i = 0; i < info->num_operands; ++i) {
    const isa::OperandInfo& o = info->operands[i];
    const bool mask =
        o.type == OperandType::Sreg || o.type == OperandType::Sdst || o.type == OperandType::Exec;
    if (o.bits == 64 && !mask) return false;  // DPP moves 32-bit lanes only
  }
  if (info->format == Format::VOP3P) {
    return is_fma_mix(op) || op == Op::V_DOT2_F32_F16 ||
           one_of(op, {Op::V_DOT4_F32_FP8_BF8, Op::V_DOT4_F32_BF8_FP8, Op::V_DOT4_F32_FP8_FP8,
                       Op::V_DOT4_F32_BF8_BF8});
  }
  if (info->always_literal) return false;
  return !one_of(op, {Op::V_READFIRSTLANE_B32, Op::V_SWAP_B32, Op::V_PERMLANE64_B32,
                      Op::V_SWAPREL_B32, Op::V_FMAC_DX9_ZERO_F32, Op::V_FMA_DX9_ZERO_F32,
                      Op::V_DIV_FIXUP_F32, Op::V_DIV_FMAS_F32, Op::V_PERMLANE16_B32,
                      Op::V_PERMLANEX16_B32, Op::V_MUL_LO_U32, Op::V_MUL_HI_U32, Op::V_MUL_HI_I32,
                      Op::V_READLANE_B32, Op::V_WRITELANE_B32, Op::V_DIV_SCALE_F32,
                      // gfx12's variable-lane permutes: no DPP in LLVM 19
                      Op::V_PERMLANE16_VAR_B32, Op::V_PERMLANEX16_VAR_B32}) &&
         !is_scalar_transcendental(op);  // nor for gfx12's transcendentals to an SGPR
}

// LLVM 19's gfx12 profiles of the fp8/bf8 conversions, which the ISA table's operand types do
// not give: sources read as 32-bit operands (no 16-bit halves), which byte or word op_sel or
// byte_sel names, and which modifiers each takes.
void set_fp8_conversion(Profile& p, Op op) {
  const bool from_fp8 = one_of(op, {Op::V_CVT_F32_FP8, Op::V_CVT_F32_BF8});
  const bool from_pk_fp8 = one_of(op, {Op::V_CVT_PK_F32_FP8, Op::V_CVT_PK_F32_BF8});
  const bool to_pk_fp8 = one_of(op, {Op::V_CVT_PK_FP8_F32, Op::V_CVT_PK_BF8_F32});
  const bool to_fp8_sr = one_of(op, {Op::V_CVT_SR_FP8_F32, Op::V_CVT_SR_BF8_F32});
  if (!from_fp8 && !from_pk_fp8 && !to_pk_fp8 && !to_fp8_sr) return;
  for (Source& s : p.src) {
    if (!s.present) continue;
    s.sixteen = false;
    s.imm = Imm::B32;
    s.mods = to_pk_fp8 || to_fp8_sr ? Mods::Float : Mods::None;
  }
  // The stochastic rounding's random bits are an integer: neg shows as sext(), abs is ignored.
  if (to_fp8_sr) p.src[1].mods = Mods::Sext;
  p.dst_sixteen = false;
  p.clamp = p.omod = from_pk_fp8;
  p.opsel_ignored = 0;
  if (from_fp8) {
    p.opsel = false;
    p.byte_sel = ByteSel::SourceBits;
    p.opsel_illegal = 0xC;
  } else if (to_fp8_sr) {
    p.opsel = false;
    p.byte_sel = ByteSel::DestinationBits;
    p.opsel_illegal = 0x3;
  } else {
    // op_sel:[src0,(src1,)dst]: the word of the packed source or destination.
    p.opsel = true;
    p.opsel_sources = p.num_src;
    p.opsel_dst = true;
    p.opsel_illegal = static_cast<uint8_t>(0x7 & ~((1u << p.num_src) - 1));
  }
}

// gfx12's transcendentals to an SGPR: the source is a scalar with float modifiers, op_sel
// does nothing (LLVM ignores it), omod and clamp apply.
void set_scalar_transcendental(Profile& p, Op op) {
  if (!is_scalar_transcendental(op)) return;
  p.src[0].regs = Regs::Sgpr;
  p.src[0].sixteen = false;
  p.opsel = false;
  p.opsel_illegal = 0;
  p.clamp = p.omod = true;
  p.dst_xexec = true;
}

void set_sources(Profile& p, const isa::InstInfo* info) {
  const Op op = info->op;
  const Format fmt = info->format;
  const bool vop3 = fmt == Format::VOP3 || fmt == Format::VOP3SD;
  const isa::OperandInfo* src0 = source_operand(info, 0);
  // LLVM gives all sources modifiers when the first is a float (integer ones then show neg as
  // sext()); v_cndmask's selected sources always have float modifiers.
  const bool has_mods = (src0 != nullptr && is_float(src0->num_format)) ||
                        one_of(op, {Op::V_CNDMASK_B32, Op::V_CNDMASK_B16});
  for (int i = 0; i < 3; ++i) {
    const isa::OperandInfo* o = source_operand(info, i);
    if (o == nullptr) continue;
    Source& s = p.src[i];
    s.present = true;
    p.num_src = i + 1;
    s.dwords = static_cast<uint8_t>(o->bits > 32 ? o->bits / 32 : 1);
    s.sixteen = o->bits == 16;
    s.imm = imm_kind(*o);
    if (o->type == OperandType::SrcVgpr) s.regs = Regs::Vgpr;
    if (o->type == OperandType::Sreg && (o->bits == 64 || fmt == Format::VOP3SD)) {
      s.regs = Regs::LaneMask;  // a carry-in or v_cndmask's condition
      s.imm = Imm::B32;
      s.sixteen = false;
    }
    if (has_mods && s.regs != Regs::LaneMask) {
      s.mods = is_float(o->num_format) ? Mods::Float : Mods::Sext;
    }
  }
  // Where LLVM's operand types differ from the ISA table's.
  if (one_of(op, {Op::V_ALIGNBIT_B32, Op::V_ALIGNBYTE_B32})) {
    p.src[2].imm = Imm::B32;
    p.src[2].sixteen = false;
  }
  if (is_fma_mix(op)) {
    for (Source& s : p.src) s.imm = Imm::Fp16;
  }
  if (one_of(op, {Op::V_CNDMASK_B32, Op::V_CNDMASK_B16})) {
    p.src[0].mods = p.src[1].mods = Mods::Float;
    Source& mask = p.src[2];
    mask.mods = Mods::None;
    mask.regs = Regs::LaneMask;
    mask.imm = Imm::B32;
    mask.sixteen = false;
  }
  if (is_cmp_class(op)) {
    p.src[1].mods = Mods::None;
    // The class mask: the VOP3 form reads 32 bits (the VOPC form a 16-bit register).
    if (vop3) {
      p.src[1].imm = Imm::B32;
      p.src[1].sixteen = false;
    }
  }
  const bool permlane_var = one_of(op, {Op::V_PERMLANE16_VAR_B32, Op::V_PERMLANEX16_VAR_B32});
  if (is_int16_opsel(op) || is_permlane16(op) || permlane_var || op == Op::V_MOV_B16) {
    for (Source& s : p.src) s.mods = s.present ? Mods::Ignored : Mods::None;
  }
  // Register files.
  if (one_of(op, {Op::V_MOVRELS_B32, Op::V_MOVRELSD_B32, Op::V_MOVRELSD_2_B32, Op::V_PERMLANE64_B32,
                  Op::V_SWAP_B32, Op::V_SWAPREL_B32})) {
    p.src[0].regs = Regs::Vgpr;
  }
  if (one_of(op, {Op::V_READFIRSTLANE_B32, Op::V_READLANE_B32})) p.src[0].regs = Regs::VgprOrLds;
  if (op == Op::V_WRITELANE_B32) p.src[0].regs = Regs::SgprOrLds;
  if (one_of(op, {Op::V_READLANE_B32, Op::V_WRITELANE_B32})) p.src[1].regs = Regs::Sgpr;
  if (is_permlane16(op)) {
    p.src[0].regs = Regs::Vgpr;
    p.src[1].regs = p.src[2].regs = Regs::Sgpr;
  }
  // gfx12's variable permutes take their lane selects from a VGPR.
  if (permlane_var) p.src[0].regs = p.src[1].regs = Regs::Vgpr;
  if (fmt == Format::VINTERP) {
    for (Source& s : p.src) {
      s.regs = Regs::Vgpr;
      s.mods = Mods::Float;
      s.imm = Imm::B32;
    }
  }
  if (is_wmma(op)) {
    p.src[0].regs = p.src[1].regs = Regs::Vgpr;
    p.src[0].imm = p.src[1].imm = Imm::B32;
    p.src[2].regs = Regs::VgprOrConstant;
    p.src[2].imm = Imm::WmmaAcc;
  }
}

void set_output_modifiers(Profile& p, const isa::InstInfo* info) {
  const Op op = info->op;
  const Format fmt = info->format;
  const isa::OperandInfo* dst = info->operand("vdst");
  const isa::OperandInfo* src0 = source_operand(info, 0);
  const bool src0_float = src0 != nullptr && is_float(src0->num_format);
  const bool dst_float =
      dst != nullptr && dst->type == OperandType::Vgpr && is_float(dst->num_format);
  const bool vopc = forms_of(op, info->arch).vopc;
  if (fmt == Format::VOP3P) {
    p.clamp =
        !is_wmma(op) || one_of(op, {Op::V_WMMA_I32_16X16X16_IU8, Op::V_WMMA_I32_16X16X16_IU4});
  } else if (fmt == Format::VOP3SD || fmt == Format::VINTERP) {
    p.clamp = true;
  } else if (vopc) {
    p.clamp = src0_float && !is_cmp_class(op);
  } else {
    // Float operations, and the integer ones LLVM gives a saturating clamp.
    p.clamp = ((src0_float || dst_float) && !is_dot2_16(op)) || is_int16_opsel(op) ||
              one_of(op, {Op::V_MUL_I32_I24, Op::V_MUL_U32_U24, Op::V_ADD_NC_U32, Op::V_SUB_NC_U32,
                          Op::V_SUBREV_NC_U32, Op::V_ADD_NC_I32, Op::V_SUB_NC_I32,
                          Op::V_MAD_I32_I24, Op::V_MAD_U32_U24, Op::V_SAD_U8, Op::V_SAD_HI_U8,
                          Op::V_SAD_U16, Op::V_SAD_U32, Op::V_MSAD_U8, Op::V_QSAD_PK_U16_U8,
                          Op::V_MQSAD_PK_U16_U8, Op::V_MQSAD_U32_U8});
  }
  if (fmt == Format::VOP3SD) {
    p.omod = dst_float;
  } else if (fmt == Format::VOP3 && !vopc) {
    // Float results, and the conversions from float that LLVM gives omod as well.
    p.omod = (dst_float && !is_dot2_16(op)) ||
             (forms_of(op, info->arch).vop1 && src0_float &&
              !one_of(op, {Op::V_CVT_NEAREST_I32_F32, Op::V_CVT_FLOOR_I32_F32,
                           Op::V_FREXP_EXP_I32_F32}));
  }
}

void set_opsel(Profile& p, const isa::InstInfo* info) {
  const Op op = info->op;
  if (info->format != Format::VOP3) return;
  bool sixteen = p.dst_sixteen && info->operand("vdst")->type == OperandType::Vgpr;
  for (const Source& s : p.src) sixteen |= s.present && s.sixteen;
  p.opsel = sixteen || is_permlane16(op);
  // v_fmac_f16 has a src2 in LLVM, tied to its destination.
  p.opsel_sources = op == Op::V_FMAC_F16 ? 3 : p.num_src;
  p.opsel_dst = !forms_of(op, info->arch).vopc;
  if (is_dot2_16(op)) p.opsel_ignored = 3;  // its packed sources have no halves to select
  if (is_permlane16(op)) {
    // op_sel:[fetch_inactive,bound_ctrl] in the src0/src1 bits.
    p.opsel_sources = 2;
    p.opsel_dst = false;
  }
  if (one_of(op, {Op::V_PERMLANE16_VAR_B32, Op::V_PERMLANEX16_VAR_B32})) {
    // The same two bits; LLVM ignores the destination's and rejects a third source's.
    p.opsel = true;
    p.opsel_sources = 2;
    p.opsel_dst = false;
    p.opsel_illegal = 4;
  }
  // The ones LLVM lists as [src0,src1,dst] reject a src2 bit.
  if (one_of(op, {Op::V_ADD_NC_U16, Op::V_SUB_NC_U16, Op::V_ADD_NC_I16, Op::V_SUB_NC_I16,
                  Op::V_PACK_B32_F16, Op::V_CVT_PK_NORM_I16_F16, Op::V_CVT_PK_NORM_U16_F16,
                  Op::V_FMAC_F16})) {
    p.opsel_illegal = 4;
  }
  // LLVM 19 decodes v_mov_b16_e64 in its real-true16 mode only, as [src0,dst].
  if (op == Op::V_MOV_B16) p.opsel_illegal = 6;
}

Profile make_profile(const isa::InstInfo* info) {
  Profile p;
  if (const isa::OperandInfo* dst = info->operand("vdst")) {
    p.dst_dwords = dst->bits > 32 ? dst->bits / 32 : 1;
    p.dst_sixteen = dst->bits == 16;
  }
  set_sources(p, info);
  set_output_modifiers(p, info);
  set_opsel(p, info);
  set_fp8_conversion(p, info->op);
  set_scalar_transcendental(p, info->op);
  p.dpp = dpp_supported(info);
  return p;
}

}  // namespace

namespace {

std::vector<OpForms> forms_in(isa::Arch arch) {
  std::vector<OpForms> forms(static_cast<std::size_t>(Op::Count) + 1);
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(arch, &count);
  for (std::size_t i = 0; i < count; ++i) {
    if (!all[i].available) continue;
    OpForms& f = forms[static_cast<std::size_t>(all[i].op)];
    switch (all[i].format) {
      case Format::VOP1: f.e32 = f.vop1 = true; break;
      case Format::VOP2: f.e32 = true; break;
      case Format::VOPC: f.e32 = f.vopc = true; break;
      case Format::VOP3:
      case Format::VOP3SD: f.vop3 = true; break;
      default: break;
    }
  }
  return forms;
}

}  // namespace

const OpForms& forms_of(Op op, isa::Arch arch) {
  static const std::vector<std::vector<OpForms>> kForms = [] {
    std::vector<std::vector<OpForms>> per_arch;
    for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
      per_arch.push_back(forms_in(static_cast<isa::Arch>(a)));
    }
    return per_arch;
  }();
  return kForms[static_cast<std::size_t>(arch)][static_cast<std::size_t>(op)];
}

bool llvm_lacks_vop3(Op op) {
  return one_of(op, {Op::V_NOP, Op::V_READFIRSTLANE_B32, Op::V_PIPEFLUSH});
}

bool is_float(NumFormat f) {
  return f == NumFormat::NumF16 || f == NumFormat::NumF32 || f == NumFormat::NumF64 ||
         f == NumFormat::NumBf16 || f == NumFormat::NumPk2F16 || f == NumFormat::NumPk2Bf16;
}

bool is_cmpx(const isa::InstInfo* info) { return std::string(info->name).rfind("V_CMPX_", 0) == 0; }
bool is_cmp_class(Op op) {
  return one_of(op, {Op::V_CMP_CLASS_F16, Op::V_CMP_CLASS_F32, Op::V_CMP_CLASS_F64,
                     Op::V_CMPX_CLASS_F16, Op::V_CMPX_CLASS_F32, Op::V_CMPX_CLASS_F64});
}
bool is_int16_opsel(Op op) {
  return one_of(
      op, {Op::V_MAD_U16, Op::V_MAD_I16, Op::V_MIN3_I16, Op::V_MIN3_U16, Op::V_MAX3_I16,
           Op::V_MAX3_U16, Op::V_MED3_I16, Op::V_MED3_U16, Op::V_MAD_U32_U16, Op::V_MAD_I32_I16,
           Op::V_ADD_NC_U16, Op::V_SUB_NC_U16, Op::V_ADD_NC_I16, Op::V_SUB_NC_I16});
}
bool is_wmma(Op op) {
  return one_of(op, {Op::V_WMMA_F32_16X16X16_F16, Op::V_WMMA_F32_16X16X16_BF16,
                     Op::V_WMMA_F16_16X16X16_F16, Op::V_WMMA_BF16_16X16X16_BF16,
                     Op::V_WMMA_I32_16X16X16_IU8, Op::V_WMMA_I32_16X16X16_IU4});
}
bool is_wmma_16bit(Op op) {
  return one_of(op, {Op::V_WMMA_F16_16X16X16_F16, Op::V_WMMA_BF16_16X16X16_BF16});
}
bool is_fma_mix(Op op) {
  return one_of(op, {Op::V_FMA_MIX_F32, Op::V_FMA_MIXLO_F16, Op::V_FMA_MIXHI_F16});
}
bool is_permlane16(Op op) { return one_of(op, {Op::V_PERMLANE16_B32, Op::V_PERMLANEX16_B32}); }
bool is_dot2_16(Op op) { return one_of(op, {Op::V_DOT2_F16_F16, Op::V_DOT2_BF16_BF16}); }
bool is_carry_in(Op op) {
  return one_of(op, {Op::V_ADD_CO_CI_U32, Op::V_SUB_CO_CI_U32, Op::V_SUBREV_CO_CI_U32});
}
bool shows_halves(Op op) { return op == Op::V_MOV_B16; }

bool is_scalar_transcendental(Op op) {
  return one_of(
      op, {Op::V_S_EXP_F32, Op::V_S_EXP_F16, Op::V_S_LOG_F32, Op::V_S_LOG_F16, Op::V_S_RCP_F32,
           Op::V_S_RCP_F16, Op::V_S_RSQ_F32, Op::V_S_RSQ_F16, Op::V_S_SQRT_F32, Op::V_S_SQRT_F16});
}

bool is_dpp_code(uint32_t src0) {
  return src0 == operand::kDpp16 || src0 == operand::kDpp8 || src0 == operand::kDpp8Fi;
}

Imm imm_kind(const isa::OperandInfo& o) {
  switch (o.bits) {
    case 16:
      if (o.num_format == NumFormat::NumF16) return Imm::Fp16;
      if (o.num_format == NumFormat::NumBf16) return Imm::Bf16;
      return Imm::Int16;
    case 64: return o.num_format == NumFormat::NumF64 ? Imm::Fp64 : Imm::Int64;
    default:
      if (o.num_format == NumFormat::NumPk2F16) return Imm::PackedFp16;
      if (o.num_format == NumFormat::NumPk2Bf16) return Imm::PackedBf16;
      return Imm::B32;
  }
}

const Profile& profile_of(const isa::InstInfo* info) {
  static const std::vector<std::vector<Profile>> kProfiles = [] {
    std::vector<std::vector<Profile>> per_arch;
    for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
      std::size_t count = 0;
      const isa::InstInfo* all = isa::all_instructions(static_cast<isa::Arch>(a), &count);
      std::vector<Profile> profiles;
      profiles.reserve(count);
      for (std::size_t i = 0; i < count; ++i) profiles.push_back(make_profile(&all[i]));
      per_arch.push_back(std::move(profiles));
    }
    return per_arch;
  }();
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(info->arch, &count);
  return kProfiles[static_cast<std::size_t>(info->arch)][static_cast<std::size_t>(info - all)];
}

}  // namespace cutlm::disasm_detail::vector_alu
