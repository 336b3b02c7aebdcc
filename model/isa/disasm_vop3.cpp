// VOP3 and VOP3SD (the 64-bit vector ALU encodings) and VOP3P (packed math, mixed-precision
// FMA, dot products, WMMA), with their DPP forms.
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/disasm_vector.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::vector_alu {
namespace {

std::string vop3_opsel_text(const Profile& p, unsigned opsel) {
  if (!p.opsel) return "";
  const unsigned sources = opsel & ((1u << p.opsel_sources) - 1) & ~unsigned{p.opsel_ignored};
  const bool dst = p.opsel_dst && (opsel & 8) != 0;
  if (sources == 0 && !dst) return "";
  const unsigned bits = sources | (dst ? 1u << p.opsel_sources : 0u);
  return " op_sel:" + bits_list(bits, p.opsel_sources + (p.opsel_dst ? 1 : 0));
}

// Registers of a matrix operand: the matrix spread over the wave's lanes (a 4-bit 16x16 one
// still takes a whole VGPR in wave64).
unsigned matrix_dwords(const isa::MatrixShape& m, bool wave64) {
  const unsigned bits = unsigned{m.rows} * m.cols * m.element_bits / (wave64 ? 64 : 32);
  return bits <= 32 ? 1 : bits / 32;
}

bool is_float_element(isa::MatrixElement e) {
  return e == isa::MatrixElement::F16 || e == isa::MatrixElement::Bf16 ||
         e == isa::MatrixElement::F32;
}

bool is_int_element(isa::MatrixElement e) {
  return e == isa::MatrixElement::I32 || e == isa::MatrixElement::Iu8 ||
         e == isa::MatrixElement::Iu4;
}

// The VOP3P fields both its matrix and its other forms read.
struct Vop3pFields {
  uint32_t codes[3];
  unsigned opsel, opsel_hi, neg_lo, neg_hi;
};
Vop3pFields vop3p_fields(const uint32_t* w, isa::Arch arch) {
  auto get = [&](isa::Field f) { return field(w, arch, isa::Encoding::VOP3P, f); };
  return {{get(isa::Field::src0), get(isa::Field::src1), get(isa::Field::src2)},
          get(isa::Field::opsel),
          get(isa::Field::opsel_hi) | get(isa::Field::opsel_hi2) << 2,
          get(isa::Field::neg),
          get(isa::Field::neg_hi)};
}

// RDNA4's WMMA and SWMMAC, whose operand formats name their matrices. LLVM's profile of them
// fixes op_sel_hi to ones and takes op_sel only as SWMMAC's index_key (which of the index sets
// packed in the src2 VGPR to use); neg_lo/neg_hi are the signs of 16-bit float A and B
// matrices and of a float accumulator, neg_lo of integer A and B says they are signed, and clamp
// saturates an integer accumulator.
std::string shaped_matrix_text(Printer& pr, const isa::MatrixShape& acc) {
  const DecodedInst& d = pr.d;
  const auto [info, op, p, w] = pr.instruction();
  (void)op;
  const bool wave64 = pr.ctx.wave64;
  const Vop3pFields f = vop3p_fields(w, d.arch);
  const uint32_t(&codes)[3] = f.codes;
  const unsigned opsel = f.opsel, opsel_hi = f.opsel_hi, neg_lo = f.neg_lo, neg_hi = f.neg_hi;
  const isa::MatrixShape a = isa::matrix_shape(source_operand(info, 0)->num_format);
  const isa::MatrixShape b = isa::matrix_shape(source_operand(info, 1)->num_format);
  // SWMMAC's src2 is the sparsity index, not an accumulator.
  const bool sparse = isa::matrix_shape(source_operand(info, 2)->num_format).rows == 0;
  if (is_dpp_code(codes[0])) pr.fail();  // no DPP form

  std::vector<std::string> ops{pr.vgpr(field(w, d.arch, isa::Encoding::VOP3P, isa::Field::vdst),
                                       matrix_dwords(acc, wave64))};
  for (int i = 0; i < 3; ++i) {
    Source s;
    s.present = true;
    s.regs = Regs::Vgpr;
    if (i < 2) {
      s.dwords = static_cast<uint8_t>(matrix_dwords(i == 0 ? a : b, wave64));
    } else if (!sparse) {
      // The accumulator also takes an inline constant or a literal, read at its element width.
      s.dwords = static_cast<uint8_t>(matrix_dwords(acc, wave64));
      s.regs = Regs::VgprOrConstant;
      s.imm = acc.element == isa::MatrixElement::F16    ? Imm::Fp16
              : acc.element == isa::MatrixElement::Bf16 ? Imm::Bf16
                                                        : Imm::B32;
    }
    if (i > 0 && is_dpp_code(codes[i])) pr.fail();
    ops.push_back(pr.operand(static_cast<uint16_t>(codes[i]), s));
  }
  std::string text = join(info->mnemonic, ops);

  // Which sources take neg_lo and neg_hi.
  const bool float_ab = is_float_element(a.element);
  const bool signed_ab = is_int_element(a.element);
  const unsigned acc_bit = !sparse && is_float_element(acc.element) ? 4u : 0u;
  const unsigned lo_allowed = (float_ab || signed_ab ? 3u : 0u) | acc_bit;
  const unsigned hi_allowed = (float_ab ? 3u : 0u) | acc_bit;
  if ((neg_lo & ~lo_allowed) != 0 || (neg_hi & ~hi_allowed) != 0) pr.fail();
  if (opsel_hi != 7) pr.fail();
  // The index sets one VGPR holds: the sparse A matrix (16 rows, K = B's columns) has 16 * K
  // index bits, spread over the lanes. LLVM 19 gives the 4-bit ones at most two keys whatever
  // the wave size.
  unsigned index_keys = 1;
  if (sparse) {
    index_keys = 2u * (wave64 ? 64u : 32u) / b.cols;
    if (a.element == isa::MatrixElement::Iu4 && index_keys > 2) index_keys = 2;
  }
  if (opsel >= index_keys) pr.fail();
  if (opsel != 0) text += " index_key:" + std::to_string(opsel);
  if (neg_lo != 0) text += " neg_lo:" + bits_list(neg_lo, 3);
  if (neg_hi != 0) text += " neg_hi:" + bits_list(neg_hi, 3);
  if (field(w, d.arch, isa::Encoding::VOP3P, isa::Field::clmp) != 0) {
    if (!is_int_element(acc.element)) pr.fail();
    text += " clamp";
  }
  return text;
}

}  // namespace

std::string vop3_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const auto [info, op, p, w] = pr.instruction();
  const bool sd = d.format == Format::VOP3SD;
  const bool vopc = forms_of(op, d.arch).vopc;
  const uint32_t vdst = field(w, d.arch, isa::Encoding::VOP3, isa::Field::vdst);
  const uint32_t codes[3] = {field(w, d.arch, isa::Encoding::VOP3, isa::Field::src0),
                             field(w, d.arch, isa::Encoding::VOP3, isa::Field::src1),
                             field(w, d.arch, isa::Encoding::VOP3, isa::Field::src2)};
  const unsigned abs =
      sd ? 0 : field(w, d.arch, isa::Encoding::VOP3, isa::Field::abs);  // VOP3SD has sdst there
  const unsigned neg = field(w, d.arch, isa::Encoding::VOP3, isa::Field::neg);
  const unsigned opsel = sd ? 0 : field(w, d.arch, isa::Encoding::VOP3, isa::Field::opsel);
  const bool dpp = is_dpp_code(codes[0]);
  const bool halves = shows_halves(op);

  // LLVM has a VOP3 v_nop and v_pipeflush (all fields zero but op_sel), unlike the other
  // VOP1-only ones.
  const bool operandless = op == Op::V_NOP || op == Op::V_PIPEFLUSH;
  if (llvm_lacks_vop3(op) && !operandless) pr.fail();
  // The byte_sel conversions' DPP forms ignore the op_sel bits their VOP3 forms reject.
  if ((opsel & p.opsel_illegal) != 0 && !(dpp && p.byte_sel != ByteSel::None)) pr.fail();
  Dpp dp;
  if (dpp) {
    dp = read_dpp_word(d);
    if (!p.dpp) pr.fail();
  }
  std::string name = info->mnemonic;
  if (forms_of(op, d.arch).e32 && name.compare(name.size() - 4, 4, "_e64") != 0) {
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
    // v_readlane, v_s_exp_f32 and its kin.
    const char* sgpr_class = p.dst_xexec ? "SReg_32_XEXEC" : "SReg_32";
    std::string text = pr.scalar_destination(static_cast<uint16_t>(vdst), false, sgpr_class);
    if (p.dst_xexec && (vdst == operand::kExecLo || vdst == operand::kExecHi)) {
      text += "/*Invalid register, operand has 'SReg_32_XEXEC' register class*/";
    }
    ops.push_back(text);
  } else {
    // LLVM's real-true16 VOP3 syntax names the low half and shows the selection in op_sel;
    // its DPP form names the selected half.
    const bool high = dpp && (opsel & 8) != 0;
    ops.push_back(pr.vgpr(vdst, p.dst_dwords) + (halves ? (high ? ".h" : ".l") : ""));
  }
  if (sd)
    ops.push_back(pr.lane_mask(
        static_cast<uint16_t>(field(w, d.arch, isa::Encoding::VOP3SD, isa::Field::sdst))));

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
  if (p.byte_sel != ByteSel::None) {
    const unsigned byte =
        p.byte_sel == ByteSel::SourceBits ? (opsel & 1) << 1 | (opsel >> 1 & 1) : opsel >> 2 & 3;
    if (byte != 0) text += " byte_sel:" + std::to_string(byte);
  }
  if (field(w, d.arch, isa::Encoding::VOP3, isa::Field::clmp) != 0) {
    if (!p.clamp) pr.fail();
    text += " clamp";
  }
  static const char* const kOmod[] = {"", " mul:2", " mul:4", " div:2"};
  const unsigned omod = field(w, d.arch, isa::Encoding::VOP3, isa::Field::omod);
  if (omod != 0 && !p.omod) pr.fail();
  text += kOmod[omod];
  return text + (dpp ? dpp_suffix(dp) : "");
}

// VOP3P: packed math, mixed-precision FMA, dot products, WMMA.
std::string vop3p_text(Printer& pr) {
  const DecodedInst& d = pr.d;
  const auto [info, op, p, w] = pr.instruction();
  if (const isa::OperandInfo* dst = info->operand("vdst")) {
    const isa::MatrixShape acc = isa::matrix_shape(dst->num_format);
    if (acc.rows != 0) return shaped_matrix_text(pr, acc);
  }
  const Vop3pFields f = vop3p_fields(w, d.arch);
  const uint32_t(&codes)[3] = f.codes;
  const unsigned opsel = f.opsel, opsel_hi = f.opsel_hi, neg_lo = f.neg_lo, neg_hi = f.neg_hi;
  const bool dpp = is_dpp_code(codes[0]);
  const bool wmma = is_wmma(op);
  const bool mix = is_fma_mix(op);
  const isa::OperandInfo* a = source_operand(info, 0);
  const bool fp8_dot = a != nullptr && (a->num_format == isa::NumFormat::NumPk4Fp8 ||
                                        a->num_format == isa::NumFormat::NumPk4Bf8);

  Dpp dp;
  if (dpp) {
    dp = read_dpp_word(d);
    if (!p.dpp) pr.fail();
  }
  // A WMMA accumulator spans half as many VGPRs in wave64.
  const unsigned acc_dwords = wmma && pr.ctx.wave64 ? p.dst_dwords / 2 : p.dst_dwords;
  std::vector<std::string> ops{
      pr.vgpr(field(w, d.arch, isa::Encoding::VOP3P, isa::Field::vdst), acc_dwords)};
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
    if (dpp && mix && i == 1) s.regs = Regs::Vgpr;     // LLVM's DPP mix takes src1 from a VGPR
    if (dpp && fp8_dot && i > 0) s.regs = Regs::Vgpr;  // and its fp8 dot products src1, src2
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
  // The fp8/bf8 dot products: LLVM's profile has no op_sel, op_sel_hi or clamp, and neg_lo and
  // neg_hi only for the f32 accumulator (src2), as its float modifiers.
  if (fp8_dot && (opsel != 0 || (opsel_hi & present) != present || ((neg_lo | neg_hi) & 3) != 0 ||
                  field(w, d.arch, isa::Encoding::VOP3P, isa::Field::clmp) != 0)) {
    pr.fail();
  }
  if (opsel != 0) text += " op_sel:" + bits_list(opsel, n);
  // op_sel_hi defaults to ones for packed math, to zeros for the mix instructions.
  const unsigned hi = opsel_hi & present;
  if (selects && hi != (mix ? 0 : present)) text += " op_sel_hi:" + bits_list(hi, n);
  if (!mix && neg_lo != 0) text += " neg_lo:" + bits_list(neg_lo, n);
  if (!mix && neg_hi != 0) text += " neg_hi:" + bits_list(neg_hi, n);
  if (field(w, d.arch, isa::Encoding::VOP3P, isa::Field::clmp) != 0) {
    if (!p.clamp) pr.fail();
    text += " clamp";
  }
  return text + (dpp ? dpp_suffix(dp) : "");
}

}  // namespace cutlm::disasm_detail::vector_alu
