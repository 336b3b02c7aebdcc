// Vector ALU formats: VOP1, VOP2, VOPC, VOP3, VOP3SD, VOP3P, VOPD, their DPP forms, VINTERP.
//
// The text is what llvm-objdump-19 prints for gfx1100, including its notes on operands of the
// wrong register class and its alignment warnings. Where LLVM 19 hides what the hardware does
// we show it in LLVM's own syntax: the high halves of 16-bit VOP1/VOP2/VOPC operands (`v5.h`,
// as LLVM's real-true16 mode prints them) and op_sel on 16-bit VOP3 operands.
//
// Which modifiers, register files and forms LLVM accepts is a property of its per-instruction
// profiles rather than of the ISA table. The Profile below derives it from the table's operand
// types where a rule exists, and names the instructions where LLVM departs from the rule.
#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/disasm_common.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail {
namespace {

using isa::Format;
using isa::NumFormat;
using isa::Op;
using isa::OperandType;
namespace enc = isa::enc;

// Source codes operands.h does not name.
using operand::kExecZ;
using operand::kLdsDirect;
using operand::kPopsExitingWaveId;
using operand::kPrivateBase;
using operand::kPrivateLimit;
using operand::kSharedBase;
using operand::kSharedLimit;
using operand::kVccZ;

bool one_of(Op op, std::initializer_list<Op> ops) {
  return std::find(ops.begin(), ops.end(), op) != ops.end();
}

// ---------------------------------------------------------------------------------------------
// Facts about operations.

// Which encodings an operation has in the ISA table (V_ADD_F32 has a VOP2 and a VOP3 form).
struct OpForms {
  bool e32 = false;  // VOP1, VOP2 or VOPC
  bool vop1 = false;
  bool vopc = false;
  bool vop3 = false;  // VOP3 or VOP3SD
};

const OpForms& forms_of(Op op) {
  static const std::vector<OpForms> kForms = [] {
    std::vector<OpForms> forms(static_cast<std::size_t>(Op::Count) + 1);
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(&count);
    for (std::size_t i = 0; i < count; ++i) {
      if (!all[i].gfx1100) continue;
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
  }();
  return kForms[static_cast<std::size_t>(op)];
}

// LLVM knows no VOP3 form of these although the ISA lists one, so their VOP1 form prints
// without the _e32 suffix, like every instruction with a single encoding.
bool llvm_lacks_vop3(Op op) {
  return one_of(op, {Op::V_NOP, Op::V_READFIRSTLANE_B32, Op::V_PIPEFLUSH});
}

bool is_float(NumFormat f) {
  return f == NumFormat::NumF16 || f == NumFormat::NumF32 || f == NumFormat::NumF64 ||
         f == NumFormat::NumBf16 || f == NumFormat::NumPk2F16 || f == NumFormat::NumPk2Bf16;
}

// v_cmpx writes EXEC, implicitly even in its VOP3 form.
bool is_cmpx(const isa::InstInfo* info) { return std::string(info->name).rfind("V_CMPX_", 0) == 0; }
bool is_cmp_class(Op op) {
  return one_of(op, {Op::V_CMP_CLASS_F16, Op::V_CMP_CLASS_F32, Op::V_CMP_CLASS_F64,
                     Op::V_CMPX_CLASS_F16, Op::V_CMPX_CLASS_F32, Op::V_CMPX_CLASS_F64});
}
// The 16-bit integer VOP3 instructions LLVM gives op_sel, and source modifiers it ignores.
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
// WMMA with a 16-bit accumulator: op_sel picks the halves of D it uses.
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
// v_mov_b16 is the one 16-bit instruction LLVM 19 prints with explicit .l/.h halves.
bool shows_halves(Op op) { return op == Op::V_MOV_B16; }

bool is_dpp_code(uint32_t src0) {
  return src0 == operand::kDpp16 || src0 == operand::kDpp8 || src0 == operand::kDpp8Fi;
}

// ---------------------------------------------------------------------------------------------
// LLVM's view of an instruction: how it reads and prints each source, which bits it accepts.

// How a constant is printed: by the operand's width and type.
enum class Imm : uint8_t { Fp16, Int16, Bf16, B32, PackedFp16, PackedBf16, Fp64, Int64, WmmaAcc };
// What the abs/neg bits of a source mean: float modifiers, sext() of an integer, accepted but
// not shown, or rejected.
enum class Mods : uint8_t { None, Float, Sext, Ignored };
// The register file an operand takes; others print with an "Invalid register" note.
enum class Regs : uint8_t { Any, Vgpr, VgprOrLds, VgprOrConstant, Sgpr, SgprOrLds, LaneMask };

struct Source {
  bool present = false;
  bool sixteen = false;  // 16 bits wide: true16 halves in VOP1/VOP2/VOPC, op_sel in VOP3
  uint8_t dwords = 1;
  Imm imm = Imm::B32;
  Mods mods = Mods::None;
  Regs regs = Regs::Any;
};

struct Profile {
  Source src[3];
  int num_src = 0;
  unsigned dst_dwords = 1;
  bool dst_sixteen = false;
  bool clamp = false;
  bool omod = false;
  bool dpp = false;  // a DPP form exists
  // VOP3 op_sel: shown for instructions with 16-bit operands as [src0,src1,(src2,)dst]
  // (VOPC forms have no dst entry).
  bool opsel = false;
  int opsel_sources = 0;
  bool opsel_dst = false;
  uint8_t opsel_ignored = 0;  // bits LLVM accepts and does not show
  uint8_t opsel_illegal = 0;  // bits LLVM rejects
};

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

bool dpp_supported(const isa::InstInfo* info) {
  const Op op = info->op;
  for (uint8_t i = 0; i < info->num_operands; ++i) {
    const isa::OperandInfo& o = info->operands[i];
    const bool mask =
        o.type == OperandType::Sreg || o.type == OperandType::Sdst || o.type == OperandType::Exec;
    if (o.bits == 64 && !mask) return false;  // DPP moves 32-bit lanes only
  }
  if (info->format == Format::VOP3P) return is_fma_mix(op) || op == Op::V_DOT2_F32_F16;
  if (info->always_literal) return false;
  return !one_of(
      op, {Op::V_READFIRSTLANE_B32, Op::V_SWAP_B32, Op::V_PERMLANE64_B32, Op::V_SWAPREL_B32,
           Op::V_FMAC_DX9_ZERO_F32, Op::V_FMA_DX9_ZERO_F32, Op::V_DIV_FIXUP_F32, Op::V_DIV_FMAS_F32,
           Op::V_PERMLANE16_B32, Op::V_PERMLANEX16_B32, Op::V_MUL_LO_U32, Op::V_MUL_HI_U32,
           Op::V_MUL_HI_I32, Op::V_READLANE_B32, Op::V_WRITELANE_B32, Op::V_DIV_SCALE_F32});
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
  if (is_int16_opsel(op) || is_permlane16(op) || op == Op::V_MOV_B16) {
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
  const bool vopc = forms_of(op).vopc;
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
             (forms_of(op).vop1 && src0_float &&
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
  p.opsel_dst = !forms_of(op).vopc;
  if (is_dot2_16(op)) p.opsel_ignored = 3;  // its packed sources have no halves to select
  if (is_permlane16(op)) {
    // op_sel:[fetch_inactive,bound_ctrl] in the src0/src1 bits.
    p.opsel_sources = 2;
    p.opsel_dst = false;
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
  p.dpp = dpp_supported(info);
  return p;
}

const Profile& profile_of(const isa::InstInfo* info) {
  static const std::vector<Profile> kProfiles = [] {
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(&count);
    std::vector<Profile> profiles;
    profiles.reserve(count);
    for (std::size_t i = 0; i < count; ++i) profiles.push_back(make_profile(&all[i]));
    return profiles;
  }();
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  return kProfiles[static_cast<std::size_t>(info - all)];
}

// ---------------------------------------------------------------------------------------------
// Constants as LLVM prints them.

bool inline_int(int64_t v) { return operand::is_inline_int_value(v); }

// The name of the float inline constant whose bits in one format (a member of InlineFloat) equal
// `v`, or nullptr.
template <typename Bits>
const char* constant_name(uint64_t v, Bits operand::InlineFloat::*format, bool wide = false) {
  for (const operand::InlineFloat& f : operand::kInlineFloats) {
    if (v == f.*format) return wide ? f.text64 : f.text;
  }
  return nullptr;
}
const char* f16_name(uint32_t v) { return constant_name(v, &operand::InlineFloat::f16); }
const char* bf16_name(uint32_t v) { return constant_name(v, &operand::InlineFloat::bf16); }
const char* f32_name(uint32_t v) { return constant_name(v, &operand::InlineFloat::f32); }
const char* f64_name(uint64_t v) { return constant_name(v, &operand::InlineFloat::f64, true); }

// A 64-bit float operand's value; a literal supplies its high half, printed alone.
std::string double_text(uint64_t v) {
  const int64_t s = static_cast<int64_t>(v);
  if (inline_int(s)) return std::to_string(s);
  if (const char* name = f64_name(v)) return name;
  return hex(v >> 32);
}

std::string literal_text(uint32_t lit, Imm kind) {
  const int32_t s32 = static_cast<int32_t>(lit);
  const int16_t s16 = static_cast<int16_t>(lit & 0xFFFF);
  switch (kind) {
    case Imm::Fp16:
      // LLVM keeps the operand's 16 bits of the literal.
      if (inline_int(s16)) return std::to_string(s16);
      if (const char* name = f16_name(lit & 0xFFFF)) return name;
      return hex(lit & 0xFFFF);
    case Imm::Int16:
      if (inline_int(s32)) return std::to_string(s32);
      if (const char* name = f32_name(lit)) return name;
      return hex(lit & 0xFFFF);
    case Imm::Bf16:
      if (inline_int(s16)) return std::to_string(s16);
      if (const char* name = bf16_name(lit & 0xFFFF)) return name;
      return hex(lit);
    case Imm::B32: return immediate32_text(lit);
    case Imm::PackedFp16:
      if (inline_int(s32)) return std::to_string(s32);
      if (const char* name = f16_name(lit)) return name;
      return hex(lit);
    case Imm::PackedBf16:
      if (inline_int(s32)) return std::to_string(s32);
      if (const char* name = bf16_name(lit)) return name;
      return hex(lit);
    case Imm::Fp64:
    case Imm::WmmaAcc: return double_text(uint64_t{lit} << 32);
    case Imm::Int64: return lit <= 64 ? std::to_string(lit) : hex(lit);
  }
  return hex(lit);
}

std::string inline_constant_text(uint16_t code, Imm kind) {
  if (operand::is_inline_int(code)) return std::to_string(operand::inline_int_value(code));
  // A 16-bit integer operand shows the half-precision bits of a float constant.
  if (kind == Imm::Int16) return hex(operand::inline_float_bits(code, 16));
  const bool wide = kind == Imm::Fp64 || kind == Imm::Int64 || kind == Imm::WmmaAcc;
  return float_constant(code, wide ? 64 : 32);
}

bool is_immediate(uint16_t code) {
  return operand::is_inline_int(code) || operand::is_inline_float(code) ||
         code == operand::kLiteral;
}

// ---------------------------------------------------------------------------------------------
// Registers as LLVM names them.

std::string scalar32(uint16_t code) {
  if (code < operand::kNumSgprs) return "s" + std::to_string(code);
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    return "ttmp" + std::to_string(code - operand::kTtmpFirst);
  }
  const char* name = operand::special_register_name(code);
  return name != nullptr ? name : "";
}

// A scalar operand `dwords` wide; empty if LLVM has no such register. LLVM rounds a misaligned
// register number down to the tuple's alignment (and warns about it).
std::string scalar_tuple(uint16_t code, unsigned dwords) {
  if (dwords <= 1) return scalar32(code);
  const unsigned align = dwords == 2 ? 2 : 4;
  if (code < operand::kNumSgprs) {
    const unsigned first = code / align * align;
    if (first + dwords > operand::kNumSgprs) return "";
    return reg_range('s', first, dwords);
  }
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    const unsigned first = (code - operand::kTtmpFirst) / align * align;
    if (first + dwords > 16) return "";
    return "ttmp[" + std::to_string(first) + ":" + std::to_string(first + dwords - 1) + "]";
  }
  switch (code) {
    case operand::kVccLo: return "vcc";
    case operand::kExecLo: return "exec";
    case operand::kNull: return "null";
    default: return "";
  }
}

const char* special_name(uint16_t code) { return operand::special_source_name(code); }

std::string invalid_register(const std::string& cls) {
  return "/*Invalid register, operand has '" + cls + "' register class*/";
}
constexpr const char* kInvalidImmediate = "/*Invalid immediate*/";

std::string vgpr_class(unsigned dwords) {
  return dwords == 1 ? "VGPR_32" : "VReg_" + std::to_string(dwords * 32);
}

std::string bits_list(unsigned bits, int count) {
  std::string text = "[";
  for (int i = 0; i < count; ++i) {
    if (i != 0) text += ",";
    text += (bits >> i & 1) != 0 ? "1" : "0";
  }
  return text + "]";
}

// The mnemonic without its encoding suffix: v_add_f32_e32 -> v_add_f32.
std::string base_name(const isa::InstInfo* info) {
  std::string name = info->mnemonic;
  const std::size_t n = name.size();
  if (n > 4 && (name.compare(n - 4, 4, "_e32") == 0 || name.compare(n - 4, 4, "_e64") == 0)) {
    name.resize(n - 4);
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// The printer builds the text and notes what LLVM would reject.

struct Printer {
  Printer(const DecodedInst& inst, const Context& context) : d(inst), ctx(context) {}

  const DecodedInst& d;
  const Context& ctx;
  bool ok = true;        // LLVM 19 prints it
  bool executes = true;  // gfx1100 runs it (docs/valu-semantics.md)
  std::string warnings;  // llvm-objdump runs them together without a separator
  bool literal_read = false;
  uint64_t literal64 = 0;  // the literal as LLVM holds it for 64-bit float operands

  void fail() { ok = executes = false; }
  // A field the operation does not use is set: LLVM rejects the word, the hardware ignores it.
  void unused_field() { ok = false; }
  unsigned mask_dwords() const { return ctx.wave64 ? 2 : 1; }
  std::string vcc() const { return ctx.wave64 ? "vcc" : "vcc_lo"; }
  uint32_t literal() const { return d.words[d.num_words - 1]; }

  // Whether the decoder took a literal dword: one beyond the encoding and its DPP dword.
  bool has_literal() const {
    const bool e32 =
        d.format == Format::VOP1 || d.format == Format::VOP2 || d.format == Format::VOPC;
    const bool dpp_forms =
        e32 || d.format == Format::VOP3 || d.format == Format::VOP3SD || d.format == Format::VOP3P;
    const uint32_t src0 = field(d.words.data(), e32 ? enc::VOP1::src0 : enc::VOP3::src0);
    const unsigned base = (e32 ? 1u : 2u) + (dpp_forms && is_dpp_code(src0) ? 1u : 0u);
    return d.num_words > base;
  }

  std::string vgpr(unsigned reg, unsigned dwords) {
    if (reg + dwords > 256) {
      fail();
      return "";
    }
    return reg_range('v', reg, dwords);
  }

  std::string scalar(uint16_t code, unsigned dwords) {
    std::string text = scalar_tuple(code, dwords);
    if (text.empty()) {
      fail();
      return "";
    }
    const unsigned align = dwords == 1 ? 1 : (dwords == 2 ? 2 : 4);
    const std::string bits = std::to_string(dwords * 32);
    if (code < operand::kNumSgprs && code % align != 0) {
      warnings += "Warning: SGPR_" + bits + ": scalar reg isn't aligned " + std::to_string(code);
    }
    if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast &&
        (code - operand::kTtmpFirst) % align != 0) {
      warnings += "Warning: TTMP_" + bits + ": scalar reg isn't aligned " +
                  std::to_string(code - operand::kTtmpFirst);
    }
    return text;
  }

  std::string lane_mask(uint16_t code) { return scalar(code, mask_dwords()); }

  std::string constant(uint16_t code, Imm kind) {
    if (code != operand::kLiteral) return inline_constant_text(code, kind);
    if (!has_literal()) fail();
    // LLVM reads the literal once: a 64-bit float operand takes it as the high half, unless an
    // earlier operand read it as 32 bits; then it gets those 32 bits.
    const bool wide = kind == Imm::Fp64 || kind == Imm::WmmaAcc;
    if (!literal_read) literal64 = wide ? uint64_t{literal()} << 32 : literal();
    literal_read = true;
    return wide ? double_text(literal64) : literal_text(literal(), kind);
  }

  // A 9-bit source operand without modifiers. `high` names the upper half of a 16-bit VGPR;
  // `halves` names the lower one explicitly too.
  std::string operand(uint16_t code, const Source& s, bool high = false, bool halves = false) {
    if (operand::is_vgpr(code)) {
      const unsigned dwords = s.regs == Regs::LaneMask ? mask_dwords() : s.dwords;
      std::string text = vgpr(code - operand::kVgprFirst, dwords);
      if (s.sixteen && (high || halves)) text += high ? ".h" : ".l";
      if (s.regs == Regs::Sgpr) text += invalid_register("SReg_32");
      if (s.regs == Regs::SgprOrLds) text += invalid_register("SRegOrLds_32");
      if (s.regs == Regs::LaneMask) text += invalid_register("SReg_1_XEXEC");
      return text;
    }
    if (operand::is_scalar_reg(code)) {
      std::string text = s.regs == Regs::LaneMask ? lane_mask(code) : scalar(code, s.dwords);
      const bool vgpr_only = s.regs == Regs::Vgpr || s.regs == Regs::VgprOrConstant;
      // LLVM never flags null as of the wrong class.
      if (vgpr_only && code != operand::kNull) text += invalid_register(vgpr_class(s.dwords));
      if (s.regs == Regs::VgprOrLds && code != operand::kNull) {
        text += invalid_register("VRegOrLds_32");
      }
      if (s.regs == Regs::LaneMask && (code == operand::kExecLo || code == operand::kExecHi)) {
        text += invalid_register("SReg_1_XEXEC");
      }
      return text;
    }
    if (is_immediate(code)) {
      std::string text = constant(code, s.imm);
      if (s.regs == Regs::Vgpr || s.regs == Regs::VgprOrLds || s.regs == Regs::LaneMask) {
        text += kInvalidImmediate;
      }
      return text;
    }
    const char* name = special_name(code);
    // lds_direct has no 64-bit value; a lane mask is one dword in wave32.
    const bool wide = s.dwords > 1 && !(s.regs == Regs::LaneMask && !ctx.wave64);
    if (name == nullptr || (code == kLdsDirect && wide)) {
      fail();
      return "";
    }
    std::string text = name;
    if (code == kLdsDirect) {
      if (s.regs == Regs::Vgpr) text += invalid_register(vgpr_class(s.dwords));
      if (s.regs == Regs::Sgpr) text += invalid_register("SReg_32");
      if (s.regs == Regs::LaneMask) text += invalid_register("SReg_1_XEXEC");
    }
    return text;
  }

  // An 8-bit scalar destination field that LLVM decodes as a source (VOPC's VOP3 form,
  // v_readfirstlane): constants print with a note, 255 reads a literal dword. `mask`: a lane
  // mask of the wave size.
  std::string scalar_destination(uint16_t code, bool mask) {
    if (operand::is_scalar_reg(code)) return mask ? lane_mask(code) : scalar(code, 1);
    std::string text = operand(code, Source());
    if (code == kLdsDirect) {
      if (mask && ctx.wave64) fail();  // lds_direct has no 64-bit value
      return text + invalid_register(mask ? "SReg_1" : "SReg_32");
    }
    if (special_name(code) == nullptr) text += kInvalidImmediate;
    return text;
  }

  // A source with its abs/neg modifiers as LLVM shows them.
  std::string modified(uint16_t code, const Source& s, bool abs, bool neg, bool high = false,
                       bool halves = false) {
    return apply_mods(operand(code, s, high, halves), is_immediate(code), s.mods, abs, neg);
  }

  std::string apply_mods(std::string text, bool immediate, Mods mods, bool abs, bool neg) {
    switch (mods) {
      case Mods::None:
        if (abs || neg) fail();
        return text;
      case Mods::Ignored: return text;
      case Mods::Sext: return neg ? "sext(" + text + ")" : text;
      case Mods::Float: break;
    }
    if (abs) text = "|" + text + "|";
    // neg(...) keeps -1 and a negated 1 apart.
    if (neg) text = immediate && !abs ? "neg(" + text + ")" : "-" + text;
    return text;
  }
};

std::string join(const std::string& name, const std::vector<std::string>& ops) {
  std::string text = name;
  for (std::size_t i = 0; i < ops.size(); ++i) text += (i == 0 ? " " : ", ") + ops[i];
  return text;
}

// ---------------------------------------------------------------------------------------------
// DPP: the dword after the encoding that carries src0's VGPR and the lane pattern.

struct Dpp {
  bool dpp8 = false;
  bool fi = false;
  unsigned vsrc0 = 0;
  uint32_t lanes = 0;  // dpp8: eight 3-bit lane selects
  uint32_t ctrl = 0;   // dpp16
  bool bound_ctrl = false;
  unsigned row_mask = 0;
  unsigned bank_mask = 0;
  unsigned neg = 0;  // dpp16 of the 32-bit encodings: src0/src1 modifiers
  unsigned abs = 0;
};

// The DPP dword sits at the same place in VOP1, VOP2 and VOPC, and likewise in the VOP3 family.
Dpp read_dpp(const DecodedInst& d, bool vop3) {
  const uint32_t* w = d.words.data();
  const uint32_t src0 = field(w, vop3 ? enc::VOP3::src0 : enc::VOP1::src0);
  Dpp p;
  p.dpp8 = src0 != operand::kDpp16;
  if (p.dpp8) {
    static const isa::BitField kLanes32[] = {
        enc::VOP1_DPP8::lane_sel_0, enc::VOP1_DPP8::lane_sel_1, enc::VOP1_DPP8::lane_sel_2,
        enc::VOP1_DPP8::lane_sel_3, enc::VOP1_DPP8::lane_sel_4, enc::VOP1_DPP8::lane_sel_5,
        enc::VOP1_DPP8::lane_sel_6, enc::VOP1_DPP8::lane_sel_7};
    static const isa::BitField kLanes64[] = {
        enc::VOP3_DPP8::lane_sel_0, enc::VOP3_DPP8::lane_sel_1, enc::VOP3_DPP8::lane_sel_2,
        enc::VOP3_DPP8::lane_sel_3, enc::VOP3_DPP8::lane_sel_4, enc::VOP3_DPP8::lane_sel_5,
        enc::VOP3_DPP8::lane_sel_6, enc::VOP3_DPP8::lane_sel_7};
    p.fi = src0 == operand::kDpp8Fi;
    p.vsrc0 = field(w, vop3 ? enc::VOP3_DPP8::vsrc0 : enc::VOP1_DPP8::vsrc0);
    for (int i = 0; i < 8; ++i) p.lanes |= field(w, vop3 ? kLanes64[i] : kLanes32[i]) << (3 * i);
    return p;
  }
  if (vop3) {
    p.vsrc0 = field(w, enc::VOP3_DPP16::vsrc0);
    p.ctrl = field(w, enc::VOP3_DPP16::dpp);
    p.fi = field(w, enc::VOP3_DPP16::fi) != 0;
    p.bound_ctrl = field(w, enc::VOP3_DPP16::bc) != 0;
    p.row_mask = field(w, enc::VOP3_DPP16::row_mask);
    p.bank_mask = field(w, enc::VOP3_DPP16::bank_mask);
    return p;  // the VOP3 forms take their modifiers from the VOP3 fields
  }
  p.vsrc0 = field(w, enc::VOP1_DPP16::vsrc0);
  p.ctrl = field(w, enc::VOP1_DPP16::dpp);
  p.fi = field(w, enc::VOP1_DPP16::fi) != 0;
  p.bound_ctrl = field(w, enc::VOP1_DPP16::bc) != 0;
  p.row_mask = field(w, enc::VOP1_DPP16::row_mask);
  p.bank_mask = field(w, enc::VOP1_DPP16::bank_mask);
  p.neg = field(w, enc::VOP1_DPP16::src0_neg) | field(w, enc::VOP1_DPP16::src1_neg) << 1;
  p.abs = field(w, enc::VOP1_DPP16::src0_abs) | field(w, enc::VOP1_DPP16::src1_abs) << 1;
  return p;
}

std::string dpp_ctrl_text(uint32_t c) {
  const std::string n = std::to_string(c & 0xF);
  if (c <= 0xFF) {
    return "quad_perm:[" + std::to_string(c & 3) + "," + std::to_string(c >> 2 & 3) + "," +
           std::to_string(c >> 4 & 3) + "," + std::to_string(c >> 6 & 3) + "]";
  }
  if (c >= 0x101 && c <= 0x10F) return "row_shl:" + n;
  if (c >= 0x111 && c <= 0x11F) return "row_shr:" + n;
  if (c >= 0x121 && c <= 0x12F) return "row_ror:" + n;
  if (c >= 0x150 && c <= 0x15F) return "row_share:" + n;
  if (c >= 0x160 && c <= 0x16F) return "row_xmask:" + n;
  switch (c) {
    case 0x130: return "/* wave_shl is not supported starting from GFX10 */";
    case 0x134: return "/* wave_rol is not supported starting from GFX10 */";
    case 0x138: return "/* wave_shr is not supported starting from GFX10 */";
    case 0x13C: return "/* wave_ror is not supported starting from GFX10 */";
    case 0x140: return "row_mirror";
    case 0x141: return "row_half_mirror";
    case 0x142:
    case 0x143: return "/* row_bcast is not supported starting from GFX10 */";
    default: return "/* Invalid dpp_ctrl value */";
  }
}

// The DPP controls after the operands, e.g. " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf".
std::string dpp_suffix(const Dpp& p) {
  if (p.dpp8) {
    std::string text = " dpp8:[";
    for (int i = 0; i < 8; ++i)
      text += (i == 0 ? "" : ",") + std::to_string(p.lanes >> (3 * i) & 7);
    return text + "]" + (p.fi ? " fi:1" : "");
  }
  char masks[40];
  std::snprintf(masks, sizeof masks, " row_mask:0x%x bank_mask:0x%x", p.row_mask, p.bank_mask);
  return " " + dpp_ctrl_text(p.ctrl) + masks + (p.bound_ctrl ? " bound_ctrl:1" : "") +
         (p.fi ? " fi:1" : "");
}

// ---------------------------------------------------------------------------------------------
// VOP1, VOP2, VOPC: the 32-bit encodings and their DPP forms.

// A 16-bit operand's VGPR field of a 32-bit encoding: 128 and up name the high halves.
std::string true16_vgpr(Printer& pr, unsigned field_value, const Source& s, bool halves) {
  if (!s.sixteen) return pr.vgpr(field_value, s.dwords);
  const bool high = field_value >= 128;
  return pr.vgpr(field_value & 127, 1) + (high ? ".h" : (halves ? ".l" : ""));
}

std::string e32_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const isa::InstInfo* info = d.info;
  const Op op = info->op;
  const Profile& p = profile_of(info);
  const uint32_t* w = d.words.data();
  const uint32_t src0 = field(w, enc::VOP1::src0);
  const bool dpp = is_dpp_code(src0);
  const bool halves = shows_halves(op);
  if (op == Op::V_NOP || op == Op::V_PIPEFLUSH) {
    // LLVM ignores src0 (and reads no literal or DPP dword for it), not vdst.
    if (field(w, enc::VOP1::vdst) != 0) pr.unused_field();
    return op == Op::V_NOP ? "v_nop" : "v_pipeflush";
  }
  Dpp dp;
  if (dpp) {
    dp = read_dpp(d, false);
    if (!p.dpp) pr.fail();
  }
  std::string name = info->mnemonic;
  if (dpp) {
    name = base_name(info) + (d.format == Format::VOPC ? "" : "_dpp");
  } else if (!forms_of(op).vop3 || llvm_lacks_vop3(op)) {
    name = base_name(info);
  }

  std::vector<std::string> ops;
  if (d.format == Format::VOPC) {
    if (!is_cmpx(info)) ops.push_back(pr.vcc());
  } else {
    const uint32_t vdst = field(w, d.format == Format::VOP1 ? enc::VOP1::vdst : enc::VOP2::vdst);
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
    const uint32_t vsrc1 = field(w, d.format == Format::VOP2 ? enc::VOP2::vsrc1 : enc::VOPC::vsrc1);
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

// ---------------------------------------------------------------------------------------------
// VOP3 and VOP3SD: the 64-bit encodings and their DPP forms.

std::string vop3_opsel_text(const Profile& p, unsigned opsel) {
  if (!p.opsel) return "";
  const unsigned sources = opsel & ((1u << p.opsel_sources) - 1) & ~unsigned{p.opsel_ignored};
  const bool dst = p.opsel_dst && (opsel & 8) != 0;
  if (sources == 0 && !dst) return "";
  const unsigned bits = sources | (dst ? 1u << p.opsel_sources : 0u);
  return " op_sel:" + bits_list(bits, p.opsel_sources + (p.opsel_dst ? 1 : 0));
}

std::string vop3_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const isa::InstInfo* info = d.info;
  const Op op = info->op;
  const Profile& p = profile_of(info);
  const uint32_t* w = d.words.data();
  const bool sd = d.format == Format::VOP3SD;
  const bool vopc = forms_of(op).vopc;
  const uint32_t vdst = field(w, enc::VOP3::vdst);
  const uint32_t codes[3] = {field(w, enc::VOP3::src0), field(w, enc::VOP3::src1),
                             field(w, enc::VOP3::src2)};
  const unsigned abs = sd ? 0 : field(w, enc::VOP3::abs);  // VOP3SD has sdst there
  const unsigned neg = field(w, enc::VOP3::neg);
  const unsigned opsel = sd ? 0 : field(w, enc::VOP3::opsel);
  const bool dpp = is_dpp_code(codes[0]);
  const bool halves = shows_halves(op);

  // LLVM has a VOP3 v_nop and v_pipeflush (all fields zero but op_sel), unlike the other
  // VOP1-only ones.
  const bool operandless = op == Op::V_NOP || op == Op::V_PIPEFLUSH;
  if (llvm_lacks_vop3(op) && !operandless) pr.fail();
  if ((opsel & p.opsel_illegal) != 0) pr.fail();
  Dpp dp;
  if (dpp) {
    dp = read_dpp(d, true);
    if (!p.dpp) pr.fail();
  }
  std::string name = info->mnemonic;
  if (forms_of(op).e32 && name.compare(name.size() - 4, 4, "_e64") != 0) {
    name += "_e64";  // LLVM marks the VOP3 form of an operation that has a 32-bit one
  }
  if (dpp) name = base_name(info) + "_e64_dpp";
  if (operandless) name = op == Op::V_NOP ? "v_nop" : "v_pipeflush";

  std::vector<std::string> ops;
  const isa::OperandInfo* dst = info->operand("vdst");
  if (vopc) {
    if (!is_cmpx(info)) ops.push_back(pr.scalar_destination(static_cast<uint16_t>(vdst), true));
  } else if (dst == nullptr) {
    if (vdst != 0) pr.unused_field();
  } else if (dst->type != OperandType::Vgpr) {
    ops.push_back(pr.scalar_destination(static_cast<uint16_t>(vdst), false));  // v_readlane
  } else {
    // LLVM's real-true16 VOP3 syntax names the low half and shows the selection in op_sel;
    // its DPP form names the selected half.
    const bool high = dpp && (opsel & 8) != 0;
    ops.push_back(pr.vgpr(vdst, p.dst_dwords) + (halves ? (high ? ".h" : ".l") : ""));
  }
  if (sd) ops.push_back(pr.lane_mask(static_cast<uint16_t>(field(w, enc::VOP3SD::sdst))));

  for (int i = 0; i < 3; ++i) {
    Source s = p.src[i];
    if (!s.present) {
      if (codes[i] != 0 || (abs >> i & 1) != 0 || (neg >> i & 1) != 0) pr.unused_field();
      continue;
    }
    if (dpp && s.mods == Mods::Ignored) s.mods = Mods::Sext;  // as LLVM's DPP forms show them
    uint32_t code = codes[i];
    if (i == 0 && dpp) code = operand::kVgprFirst + dp.vsrc0;
    if (i > 0 && is_dpp_code(code)) pr.fail();
    const bool high = halves && dpp && (opsel >> i & 1) != 0;
    ops.push_back(pr.modified(static_cast<uint16_t>(code), s, (abs >> i & 1) != 0,
                              (neg >> i & 1) != 0, high, halves));
  }

  std::string text = join(name, ops) + vop3_opsel_text(p, opsel);
  if (field(w, enc::VOP3::clmp) != 0) {
    if (!p.clamp) pr.fail();
    text += " clamp";
  }
  static const char* const kOmod[] = {"", " mul:2", " mul:4", " div:2"};
  const unsigned omod = field(w, enc::VOP3::omod);
  if (omod != 0 && !p.omod) pr.fail();
  text += kOmod[omod];
  return text + (dpp ? dpp_suffix(dp) : "");
}

// ---------------------------------------------------------------------------------------------
// VOP3P: packed math, mixed-precision FMA, dot products, WMMA.

std::string vop3p_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const isa::InstInfo* info = d.info;
  const Op op = info->op;
  const Profile& p = profile_of(info);
  const uint32_t* w = d.words.data();
  const uint32_t codes[3] = {field(w, enc::VOP3P::src0), field(w, enc::VOP3P::src1),
                             field(w, enc::VOP3P::src2)};
  const unsigned opsel = field(w, enc::VOP3P::opsel);
  const unsigned opsel_hi = field(w, enc::VOP3P::opsel_hi) | field(w, enc::VOP3P::opsel_hi2) << 2;
  const unsigned neg_lo = field(w, enc::VOP3P::neg);
  const unsigned neg_hi = field(w, enc::VOP3P::neg_hi);
  const bool dpp = is_dpp_code(codes[0]);
  const bool wmma = is_wmma(op);
  const bool mix = is_fma_mix(op);

  Dpp dp;
  if (dpp) {
    dp = read_dpp(d, true);
    if (!p.dpp) pr.fail();
  }
  // A WMMA accumulator spans half as many VGPRs in wave64.
  const unsigned acc_dwords = wmma && pr.ctx.wave64 ? p.dst_dwords / 2 : p.dst_dwords;
  std::vector<std::string> ops{pr.vgpr(field(w, enc::VOP3P::vdst), acc_dwords)};
  for (int i = 0; i < 3; ++i) {
    Source s = p.src[i];
    if (!s.present) {
      if (codes[i] != 0) pr.unused_field();
      continue;
    }
    if (wmma && i == 2 && pr.ctx.wave64) {
      s.dwords = static_cast<uint8_t>(acc_dwords);
      s.imm = Imm::B32;  // LLVM reads the narrower accumulator's constant as 32 bits
    }
    if (dpp && mix && i == 1) s.regs = Regs::Vgpr;  // LLVM's DPP mix takes src1 from a VGPR
    uint32_t code = codes[i];
    if (i == 0 && dpp) code = operand::kVgprFirst + dp.vsrc0;
    if (i > 0 && is_dpp_code(code)) pr.fail();
    std::string text = pr.operand(static_cast<uint16_t>(code), s);
    if (mix) {
      // The mix instructions' operands are scalars: neg_hi is their abs.
      const bool immediate = is_immediate(static_cast<uint16_t>(code));
      text = pr.apply_mods(text, immediate, Mods::Float, neg_hi >> i & 1, neg_lo >> i & 1);
    }
    ops.push_back(text);
  }
  std::string text = join(info->mnemonic + std::string(dpp ? "_e64_dpp" : ""), ops);

  const int n = p.num_src;
  const unsigned present = (1u << n) - 1;
  // LLVM rejects op_sel, neg_lo and neg_hi bits of absent sources, ignores op_sel_hi's.
  if (((opsel | neg_lo | neg_hi) & ~present) != 0) pr.unused_field();
  // Only WMMA with a 16-bit accumulator has halves to select.
  const bool selects = !wmma || is_wmma_16bit(op);
  if (!selects && opsel != 0) pr.fail();
  if (opsel != 0) text += " op_sel:" + bits_list(opsel, n);
  // op_sel_hi defaults to ones for packed math, to zeros for the mix instructions.
  const unsigned hi = opsel_hi & present;
  if (selects && hi != (mix ? 0 : present)) text += " op_sel_hi:" + bits_list(hi, n);
  if (!mix && neg_lo != 0) text += " neg_lo:" + bits_list(neg_lo, n);
  if (!mix && neg_hi != 0) text += " neg_hi:" + bits_list(neg_hi, n);
  if (field(w, enc::VOP3P::clmp) != 0) {
    if (!p.clamp) pr.fail();
    text += " clamp";
  }
  return text + (dpp ? dpp_suffix(dp) : "");
}

// ---------------------------------------------------------------------------------------------
// VOPD: two operations issued together, `x :: y`.

std::string vopd_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const uint32_t* w = d.words.data();
  const isa::InstInfo* x = d.info;
  const isa::InstInfo* y = d.info_y;
  if (pr.ctx.wave64) pr.fail();  // dual issue exists in wave32 only
  if (y == nullptr || !y->gfx1100) {
    pr.fail();
    return "";
  }
  // LLVM 19 has no v_dual_dot2acc_f32_bf16 for gfx1100, although the ISA lists it.
  if (x->op == Op::V_DUAL_DOT2ACC_F32_BF16 || y->op == Op::V_DUAL_DOT2ACC_F32_BF16) pr.fail();
  const uint32_t vdstx = field(w, enc::VOPD::vdstx);
  // vdsty holds bits 7:1; bit 0 is the opposite of vdstx's, so the two land in other banks.
  const uint32_t vdsty = field(w, enc::VOPD::vdsty) << 1 | ((vdstx & 1) ^ 1);
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
  return side(x, vdstx, field(w, enc::VOPD::srcx0), field(w, enc::VOPD::vsrcx1)) +
         " :: " + side(y, vdsty, field(w, enc::VOPD::srcy0), field(w, enc::VOPD::vsrcy1));
}

// ---------------------------------------------------------------------------------------------
// VINTERP: interpolation of parameters loaded from LDS.

std::string vinterp_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const isa::InstInfo* info = d.info;
  const Profile& p = profile_of(info);
  const uint32_t* w = d.words.data();
  const unsigned neg = field(w, enc::VINTERP::neg);
  const unsigned opsel = field(w, enc::VINTERP::opsel);
  const isa::BitField sources[3] = {enc::VINTERP::src0, enc::VINTERP::src1, enc::VINTERP::src2};
  std::vector<std::string> ops{pr.vgpr(field(w, enc::VINTERP::vdst), 1)};
  for (int i = 0; i < 3; ++i) {
    ops.push_back(pr.modified(static_cast<uint16_t>(field(w, sources[i])), p.src[i], false,
                              (neg >> i & 1) != 0));
  }
  std::string text = join(info->mnemonic, ops);
  if (field(w, enc::VINTERP::clmp) != 0) text += " clamp";
  if (opsel != 0) {
    if (!p.dst_sixteen && !p.src[0].sixteen) pr.fail();  // the f32 forms have no halves
    text += " op_sel:" + bits_list(opsel, 4);
  }
  return text + " wait_exp:" + std::to_string(field(w, enc::VINTERP::waitexp));
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
