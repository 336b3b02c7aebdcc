#include "isa/decoder.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/disasm_common.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

using isa::Format;
namespace enc = isa::enc;

struct FormatMatcher {
  Format format;
  uint32_t mask;
  uint32_t id;
};

// The formats whose identifier bits the first dword carries, most specific mask first so that
// e.g. VOPC (0x7C......) is tried before VOP2 (any word with bit 31 clear).
std::vector<FormatMatcher> make_matchers() {
  std::vector<FormatMatcher> m = {
      {Format::SOP1, enc::SOP1::kIdMask, enc::SOP1::kId},
      {Format::SOP2, enc::SOP2::kIdMask, enc::SOP2::kId},
      {Format::SOPK, enc::SOPK::kIdMask, enc::SOPK::kId},
      {Format::SOPC, enc::SOPC::kIdMask, enc::SOPC::kId},
      {Format::SOPP, enc::SOPP::kIdMask, enc::SOPP::kId},
      {Format::SMEM, enc::SMEM::kIdMask, enc::SMEM::kId},
      {Format::VOP1, enc::VOP1::kIdMask, enc::VOP1::kId},
      {Format::VOP2, enc::VOP2::kIdMask, enc::VOP2::kId},
      {Format::VOPC, enc::VOPC::kIdMask, enc::VOPC::kId},
      {Format::VOP3, enc::VOP3::kIdMask, enc::VOP3::kId},  // VOP3SD shares it; see below
      {Format::VOP3P, enc::VOP3P::kIdMask, enc::VOP3P::kId},
      {Format::VOPD, enc::VOPD::kIdMask, enc::VOPD::kId},
      {Format::VINTERP, enc::VINTERP::kIdMask, enc::VINTERP::kId},
      {Format::LDSDIR, enc::LDSDIR::kIdMask, enc::LDSDIR::kId},
      {Format::DS, enc::DS::kIdMask, enc::DS::kId},
      {Format::FLAT, enc::FLAT::kIdMask, enc::FLAT::kId},
      {Format::GLOBAL, enc::GLOBAL::kIdMask, enc::GLOBAL::kId},
      {Format::SCRATCH, enc::SCRATCH::kIdMask, enc::SCRATCH::kId},
      {Format::MUBUF, enc::MUBUF::kIdMask, enc::MUBUF::kId},
      {Format::MTBUF, enc::MTBUF::kIdMask, enc::MTBUF::kId},
      {Format::MIMG, enc::MIMG::kIdMask, enc::MIMG::kId},
      {Format::EXP, enc::EXP::kIdMask, enc::EXP::kId},
  };
  std::sort(m.begin(), m.end(), [](const FormatMatcher& a, const FormatMatcher& b) {
    const std::size_t bits_a = std::bitset<32>(a.mask).count();
    const std::size_t bits_b = std::bitset<32>(b.mask).count();
    return bits_a != bits_b ? bits_a > bits_b : a.format < b.format;
  });
  return m;
}

const std::vector<FormatMatcher>& matchers() {
  static const std::vector<FormatMatcher> kMatchers = make_matchers();
  return kMatchers;
}

unsigned base_words(Format format) {
  switch (format) {
    case Format::SOP1: return enc::SOP1::kBits / 32;
    case Format::SOP2: return enc::SOP2::kBits / 32;
    case Format::SOPK: return enc::SOPK::kBits / 32;
    case Format::SOPC: return enc::SOPC::kBits / 32;
    case Format::SOPP: return enc::SOPP::kBits / 32;
    case Format::SMEM: return enc::SMEM::kBits / 32;
    case Format::VOP1: return enc::VOP1::kBits / 32;
    case Format::VOP2: return enc::VOP2::kBits / 32;
    case Format::VOPC: return enc::VOPC::kBits / 32;
    case Format::VOP3: return enc::VOP3::kBits / 32;
    case Format::VOP3SD: return enc::VOP3SD::kBits / 32;
    case Format::VOP3P: return enc::VOP3P::kBits / 32;
    case Format::VOPD: return enc::VOPD::kBits / 32;
    case Format::VINTERP: return enc::VINTERP::kBits / 32;
    case Format::LDSDIR: return enc::LDSDIR::kBits / 32;
    case Format::DS: return enc::DS::kBits / 32;
    case Format::FLAT: return enc::FLAT::kBits / 32;
    case Format::GLOBAL: return enc::GLOBAL::kBits / 32;
    case Format::SCRATCH: return enc::SCRATCH::kBits / 32;
    case Format::MUBUF: return enc::MUBUF::kBits / 32;
    case Format::MTBUF: return enc::MTBUF::kBits / 32;
    case Format::MIMG: return enc::MIMG::kBits / 32;
    case Format::EXP: return enc::EXP::kBits / 32;
    case Format::Count: break;
  }
  return 1;
}

uint32_t opcode_of(Format format, const uint32_t* w) {
  switch (format) {
    case Format::SOP1: return field(w, enc::SOP1::op);
    case Format::SOP2: return field(w, enc::SOP2::op);
    case Format::SOPK: return field(w, enc::SOPK::op);
    case Format::SOPC: return field(w, enc::SOPC::op);
    case Format::SOPP: return field(w, enc::SOPP::op);
    case Format::SMEM: return field(w, enc::SMEM::op);
    case Format::VOP1: return field(w, enc::VOP1::op);
    case Format::VOP2: return field(w, enc::VOP2::op);
    case Format::VOPC: return field(w, enc::VOPC::op);
    case Format::VOP3: return field(w, enc::VOP3::op);
    case Format::VOP3SD: return field(w, enc::VOP3SD::op);
    case Format::VOP3P: return field(w, enc::VOP3P::op);
    case Format::VOPD: return field(w, enc::VOPD::opx);
    case Format::VINTERP: return field(w, enc::VINTERP::op);
    case Format::LDSDIR: return field(w, enc::LDSDIR::op);
    case Format::DS: return field(w, enc::DS::op);
    case Format::FLAT: return field(w, enc::FLAT::op);
    case Format::GLOBAL: return field(w, enc::GLOBAL::op);
    case Format::SCRATCH: return field(w, enc::SCRATCH::op);
    case Format::MUBUF: return field(w, enc::MUBUF::op);
    case Format::MTBUF: return field(w, enc::MTBUF::op);
    case Format::MIMG: return field(w, enc::MIMG::op);
    case Format::EXP: return 0;
    case Format::Count: break;
  }
  return 0;
}

bool is_16bit(const isa::InstInfo* info, const char* operand_field) {
  const isa::OperandInfo* o = info->operand(operand_field);
  return o != nullptr && o->bits == 16;
}

bool writes_scalar(const isa::InstInfo* info) {
  const isa::OperandInfo* o = info->operand("vdst");
  return o != nullptr && o->type != isa::OperandType::Vgpr;
}

// In the 32-bit VOP1/VOP2/VOPC forms a 16-bit operand's VGPR number of 128 or more names the
// high half of v[n-128] (gfx11 "true16"); fold that into the opsel bits the VOP3 form uses.
void fold_true16_half(DecodedInst& d, uint16_t& reg, unsigned opsel_bit) {
  if (operand::is_vgpr(reg) && reg - operand::kVgprFirst >= 128) {
    reg = static_cast<uint16_t>(reg - 128);
    d.opsel |= static_cast<uint8_t>(1u << opsel_bit);
  }
}

SrcVariant src0_variant(uint16_t src0) {
  switch (src0) {
    case operand::kLiteral: return SrcVariant::Literal;
    case operand::kDpp16: return SrcVariant::Dpp16;
    case operand::kDpp8:
    case operand::kDpp8Fi: return SrcVariant::Dpp8;
    default: return SrcVariant::None;
  }
}

// Fills the operand fields and returns how many dwords the instruction takes.
unsigned decode_fields(DecodedInst& d) {
  const uint32_t* w = d.words.data();
  const isa::InstInfo* info = d.info;
  unsigned words = base_words(d.format);
  bool literal = info->always_literal;
  switch (d.format) {
    case Format::SOP1: {
      d.sdst = static_cast<uint16_t>(field(w, enc::SOP1::sdst));
      d.src[0] = static_cast<uint16_t>(field(w, enc::SOP1::ssrc0));
      // Only a real source reads a literal: s_getpc has none, and s_sendmsg_rtn's field is a
      // message id in which 255 is just a number.
      const isa::OperandInfo* src0 = info->operand("ssrc0");
      literal |= src0 != nullptr && src0->type != isa::OperandType::SendmsgRtn &&
                 d.src[0] == operand::kLiteral;
      break;
    }
    case Format::SOP2:
      d.sdst = static_cast<uint16_t>(field(w, enc::SOP2::sdst));
      d.src[0] = static_cast<uint16_t>(field(w, enc::SOP2::ssrc0));
      d.src[1] = static_cast<uint16_t>(field(w, enc::SOP2::ssrc1));
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      break;
    case Format::SOPC:
      d.src[0] = static_cast<uint16_t>(field(w, enc::SOPC::ssrc0));
      d.src[1] = static_cast<uint16_t>(field(w, enc::SOPC::ssrc1));
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      break;
    case Format::SOPK:
      d.sdst = static_cast<uint16_t>(field(w, enc::SOPK::sdst));
      d.simm16 = static_cast<uint16_t>(field(w, enc::SOPK::simm16));
      break;
    case Format::SOPP: d.simm16 = static_cast<uint16_t>(field(w, enc::SOPP::simm16)); break;
    case Format::VOP1: {
      d.src[0] = static_cast<uint16_t>(field(w, enc::VOP1::src0));
      const uint16_t vdst = static_cast<uint16_t>(field(w, enc::VOP1::vdst));
      if (writes_scalar(info)) {
        d.sdst = vdst;
      } else {
        d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
        if (is_16bit(info, "vdst")) fold_true16_half(d, d.vdst, 3);
      }
      // v_nop and v_pipeflush have no source: their src0 field names no literal or DPP dword.
      if (info->op != isa::Op::V_NOP && info->op != isa::Op::V_PIPEFLUSH) {
        d.variant = src0_variant(d.src[0]);
      }
      if (is_16bit(info, "src0")) fold_true16_half(d, d.src[0], 0);
      // LLVM reads a literal dword for v_readfirstlane's destination field 255 too.
      if (d.sdst == operand::kLiteral) literal = true;
      break;
    }
    case Format::VOP2:
      d.src[0] = static_cast<uint16_t>(field(w, enc::VOP2::src0));
      d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + field(w, enc::VOP2::vsrc1));
      d.vdst = static_cast<uint16_t>(operand::kVgprFirst + field(w, enc::VOP2::vdst));
      d.variant = src0_variant(d.src[0]);
      if (is_16bit(info, "src0")) fold_true16_half(d, d.src[0], 0);
      if (is_16bit(info, "vsrc1")) fold_true16_half(d, d.src[1], 1);
      if (is_16bit(info, "vdst")) fold_true16_half(d, d.vdst, 3);
      break;
    case Format::VOPC:
      d.src[0] = static_cast<uint16_t>(field(w, enc::VOPC::src0));
      d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + field(w, enc::VOPC::vsrc1));
      d.sdst = operand::kVccLo;  // VOPC writes VCC (or EXEC for v_cmpx) implicitly
      d.variant = src0_variant(d.src[0]);
      if (is_16bit(info, "src0")) fold_true16_half(d, d.src[0], 0);
      if (is_16bit(info, "vsrc1")) fold_true16_half(d, d.src[1], 1);
      break;
    case Format::VOP3:
    case Format::VOP3SD:
    case Format::VOP3P: {
      const uint16_t vdst = static_cast<uint16_t>(field(w, enc::VOP3::vdst));
      if (writes_scalar(info)) {
        d.sdst = vdst;
      } else {
        d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
      }
      d.src[0] = static_cast<uint16_t>(field(w, enc::VOP3::src0));
      d.src[1] = static_cast<uint16_t>(field(w, enc::VOP3::src1));
      d.src[2] = static_cast<uint16_t>(field(w, enc::VOP3::src2));
      d.neg = static_cast<uint8_t>(field(w, enc::VOP3::neg));
      if (d.format == Format::VOP3) {
        d.abs = static_cast<uint8_t>(field(w, enc::VOP3::abs));
        d.opsel = static_cast<uint8_t>(field(w, enc::VOP3::opsel));
        d.clamp = field(w, enc::VOP3::clmp) != 0;
        d.omod = static_cast<uint8_t>(field(w, enc::VOP3::omod));
      } else if (d.format == Format::VOP3SD) {
        d.sdst = static_cast<uint16_t>(field(w, enc::VOP3SD::sdst));
        d.clamp = field(w, enc::VOP3SD::clmp) != 0;
        d.omod = static_cast<uint8_t>(field(w, enc::VOP3SD::omod));
      } else {
        d.opsel = static_cast<uint8_t>(field(w, enc::VOP3P::opsel));
        d.clamp = field(w, enc::VOP3P::clmp) != 0;
      }
      d.variant = src0_variant(d.src[0]);
      if (d.variant == SrcVariant::Literal) d.variant = SrcVariant::None;  // checked below
      for (int i = 0; i < 3; ++i) {
        if (source_operand(info, i) != nullptr && d.src[i] == operand::kLiteral) literal = true;
      }
      // LLVM decodes the scalar destination of a compare like a source: 255 reads a literal.
      // (v_cmpx writes EXEC and has no such field to read.)
      if (d.format == Format::VOP3 && d.sdst == operand::kLiteral &&
          info->operand("vdst")->type != isa::OperandType::Exec) {
        literal = true;
      }
      if (d.variant != SrcVariant::None) ++words;  // the DPP control dword
      break;
    }
    case Format::VOPD: {
      d.src[0] = static_cast<uint16_t>(field(w, enc::VOPD::srcx0));
      d.src[1] = static_cast<uint16_t>(field(w, enc::VOPD::srcy0));
      const uint32_t opy = field(w, enc::VOPD::opy);
      d.info_y = isa::lookup(Format::VOPD, opy);
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      if (d.info_y != nullptr) literal |= d.info_y->always_literal;
      break;
    }
    case Format::VINTERP:
      d.vdst = static_cast<uint16_t>(operand::kVgprFirst + field(w, enc::VINTERP::vdst));
      d.src[0] = static_cast<uint16_t>(field(w, enc::VINTERP::src0));
      d.src[1] = static_cast<uint16_t>(field(w, enc::VINTERP::src1));
      d.src[2] = static_cast<uint16_t>(field(w, enc::VINTERP::src2));
      d.neg = static_cast<uint8_t>(field(w, enc::VINTERP::neg));
      d.opsel = static_cast<uint8_t>(field(w, enc::VINTERP::opsel));
      d.clamp = field(w, enc::VINTERP::clmp) != 0;
      for (uint16_t src : d.src) literal |= src == operand::kLiteral;
      break;
    case Format::MUBUF:
    case Format::MTBUF:
      // A literal soffset (the cache invalidations have no soffset).
      if (info->operand("soffset") != nullptr &&
          field(w, enc::MUBUF::soffset) == operand::kLiteral) {
        literal = true;
      }
      break;
    case Format::MIMG:
      // Non-sequential addresses: on gfx11 at most 5 address VGPRs, the first in vaddr and the
      // others one byte each in one more dword.
      if (field(w, enc::MIMG::nsa) != 0) ++words;
      break;
    default:
      // Memory, interpolation and export forms: fixed length; their operands are decoded
      // when those instructions execute.
      break;
  }
  if (d.format == Format::VOP1 || d.format == Format::VOP2 || d.format == Format::VOPC) {
    if (d.variant == SrcVariant::Literal) {
      literal = true;
      d.variant = SrcVariant::None;
    } else if (d.variant != SrcVariant::None) {
      ++words;  // DPP control dword
    }
  }
  if (literal) {
    d.variant = d.variant == SrcVariant::None ? SrcVariant::Literal : d.variant;
    ++words;
  }
  return words;
}

// The encoding form of a decoded instruction: its format, with the scalar-destination,
// literal or DPP variant where the ISA data lists one.
isa::Encoding encoding_of(const DecodedInst& d) {
  std::string name = isa::format_name(d.format);
  isa::Encoding encoding;
  if ((d.format == Format::VOP1 || d.format == Format::VOP3) && writes_scalar(d.info) &&
      isa::find_encoding((name + "_SDST").c_str(), &encoding)) {
    name += "_SDST";
  }
  static const char* const kSuffix[] = {"", "_LIT", "_DPP16", "_DPP8"};
  const std::string variant = name + kSuffix[static_cast<int>(d.variant)];
  if (isa::find_encoding(variant.c_str(), &encoding)) return encoding;
  // A literal on top of a DPP form has no encoding of its own; neither has the variant of a
  // format without one.
  if (isa::find_encoding(name.c_str(), &encoding)) return encoding;
  return isa::Encoding::Count;
}

DecodedOperand make_operand(const DecodedInst& d, const char* name, const isa::OperandInfo& info,
                            const isa::FieldSpec& spec, int source_index) {
  DecodedOperand op;
  op.name = name;
  op.bits = info.bits;
  op.role = info.role & ~isa::kRoleWriteIfReturns;
  // Every vector-memory encoding has glc at the same bit: an atomic with it returns the old value.
  if ((info.role & isa::kRoleWriteIfReturns) != 0 && field(d.words.data(), isa::enc::FLAT::glc)) {
    op.role |= isa::kRoleWrite;
  }
  uint32_t raw = field(d.words.data(), spec.bits);
  const bool sixteen_in_vop123 =
      info.bits == 16 &&
      (d.format == Format::VOP1 || d.format == Format::VOP2 || d.format == Format::VOPC);
  switch (spec.kind) {
    case isa::FieldKind::VGPRField:
      op.kind = OperandKind::Vgpr;
      if (sixteen_in_vop123 && raw >= 128) {
        op.high = true;
        raw -= 128;
      }
      op.value = static_cast<uint16_t>(raw);
      break;
    case isa::FieldKind::VDSTYField: {
      // vdsty holds bits [7:1]; bit 0 is the opposite of vdstx's, so the two land in
      // different VGPR banks.
      const uint32_t vdstx = field(d.words.data(), isa::enc::VOPD::vdstx);
      op.kind = OperandKind::Vgpr;
      op.value = static_cast<uint16_t>(raw << 1 | ((vdstx & 1) ^ 1));
      break;
    }
    case isa::FieldKind::SGPRField:
      op.kind = OperandKind::Scalar;
      op.value = static_cast<uint16_t>(raw);
      break;
    case isa::FieldKind::SBaseField:  // in units of SGPR pairs
      op.kind = OperandKind::Scalar;
      op.value = static_cast<uint16_t>(raw * 2);
      break;
    case isa::FieldKind::SRsrcField:  // in units of SGPR quads
      op.kind = OperandKind::Scalar;
      op.value = static_cast<uint16_t>(raw * 4);
      break;
    case isa::FieldKind::SrcField:
    case isa::FieldKind::SSrcField:
      if (operand::is_vgpr(static_cast<uint16_t>(raw))) {
        op.kind = OperandKind::Vgpr;
        raw -= operand::kVgprFirst;
        if (sixteen_in_vop123 && raw >= 128) {
          op.high = true;
          raw -= 128;
        }
      } else if (operand::is_scalar_reg(static_cast<uint16_t>(raw))) {
        op.kind = OperandKind::Scalar;
      } else if (operand::is_inline_int(static_cast<uint16_t>(raw)) ||
                 operand::is_inline_float(static_cast<uint16_t>(raw))) {
        op.kind = OperandKind::InlineConstant;
      } else if (raw == operand::kLiteral) {
        op.kind = OperandKind::Literal;
      } else {
        op.kind = OperandKind::Special;
      }
      op.value = static_cast<uint16_t>(raw);
      break;
    default:
      op.kind = OperandKind::Immediate;
      op.value = static_cast<uint16_t>(raw);
      break;
  }
  if (source_index >= 0) {
    op.abs = (d.abs >> source_index & 1) != 0;
    op.neg = (d.neg >> source_index & 1) != 0;
    if (!sixteen_in_vop123 && info.bits == 16) op.high = (d.opsel >> source_index & 1) != 0;
  } else if (std::strcmp(name, "vdst") == 0 && info.bits == 16 && !sixteen_in_vop123) {
    op.high = (d.opsel >> 3 & 1) != 0;
  }
  return op;
}

int source_index_of(const char* name) {
  static const char* const kNames[3][4] = {{"src0", "ssrc0", "vsrc0", "srcx0"},
                                           {"src1", "ssrc1", "vsrc1", "vsrcx1"},
                                           {"src2", "ssrc2", "vsrc2", nullptr}};
  for (int i = 0; i < 3; ++i) {
    for (const char* candidate : kNames[i]) {
      if (candidate != nullptr && std::strcmp(candidate, name) == 0) return i;
    }
  }
  return -1;
}

// The field that holds an operand. AMD's names mostly match the encoding's; the exceptions:
// the VOP3 forms of VOP1 call src0 "vsrc0", EXP calls its target "tgt", and in a DPP form
// the real src0 sits in the DPP dword's vsrc0 (src0 holds the DPP marker).
const isa::FieldSpec* operand_field(const DecodedInst& d, const char* name) {
  if (d.variant == SrcVariant::Dpp16 || d.variant == SrcVariant::Dpp8) {
    if (std::strcmp(name, "src0") == 0) name = "vsrc0";
  }
  if (const isa::FieldSpec* spec = isa::encoding_field(d.encoding, name)) return spec;
  if (std::strcmp(name, "vsrc0") == 0) return isa::encoding_field(d.encoding, "src0");
  if (std::strcmp(name, "tgt") == 0) return isa::encoding_field(d.encoding, "target");
  return nullptr;
}

// VOPD lists both operations with the Y side's operand names; the X side's fields are the
// same names with x.
const char* vopd_x_name(const char* y_name) {
  static const char* const kPairs[][2] = {
      {"srcy0", "srcx0"}, {"vsrcy1", "vsrcx1"}, {"vdsty", "vdstx"}};
  for (const auto& pair : kPairs) {
    if (std::strcmp(pair[0], y_name) == 0) return pair[1];
  }
  return y_name;
}

void fill_operands(DecodedInst& d) {
  d.encoding = encoding_of(d);
  d.num_operands = 0;
  if (d.encoding == isa::Encoding::Count) return;
  auto add_all = [&](const isa::InstInfo* info, bool x_side) {
    for (uint8_t i = 0; i < info->num_operands && d.num_operands < DecodedInst::kMaxOperands; ++i) {
      const isa::OperandInfo& o = info->operands[i];
      const char* name = x_side ? vopd_x_name(o.field) : o.field;
      const isa::FieldSpec* spec = operand_field(d, name);
      if (spec == nullptr) continue;  // implicit operands (VCC of VOPC, EXEC of v_cmpx)
      d.operands[d.num_operands++] = make_operand(d, name, o, *spec, source_index_of(name));
    }
  };
  add_all(d.info, d.format == Format::VOPD);
  if (d.format == Format::VOPD && d.info_y != nullptr) add_all(d.info_y, false);
}

// Bits of an encoding's first dword that none of its fields covers.
uint32_t uncovered_bits_of_first_dword(isa::Encoding encoding) {
  std::size_t count = 0;
  const isa::FieldSpec* fields = isa::encoding_fields(encoding, &count);
  uint32_t covered = 0;
  for (std::size_t i = 0; i < count; ++i) {
    for (unsigned bit = fields[i].bits.lo; bit <= fields[i].bits.hi && bit < 32; ++bit) {
      covered |= 1u << bit;
    }
  }
  return ~covered;
}

disasm_detail::FieldCheck check_fields(const DecodedInst& d, bool wave64) {
  // VOP3P's opcode is 7 bits wide; the bit above it belongs to no field and LLVM rejects a
  // word that sets it. What the hardware does with it is not documented, so neither runs it.
  if (d.format == Format::VOP3P &&
      (d.words[0] & uncovered_bits_of_first_dword(isa::Encoding::VOP3P)) != 0) {
    return {false, false};
  }
  switch (format_family(d.format)) {
    case FormatFamily::Scalar: return disasm_detail::scalar_fields_check(d);
    case FormatFamily::VectorAlu: return disasm_detail::vector_fields_check(d, wave64);
    case FormatFamily::Memory: return disasm_detail::memory_fields_check(d);
  }
  return {};
}

}  // namespace

FormatFamily format_family(isa::Format format) {
  switch (format) {
    case Format::SOP1:
    case Format::SOP2:
    case Format::SOPK:
    case Format::SOPC:
    case Format::SOPP:
    case Format::SMEM: return FormatFamily::Scalar;
    case Format::VOP1:
    case Format::VOP2:
    case Format::VOPC:
    case Format::VOP3:
    case Format::VOP3SD:
    case Format::VOP3P:
    case Format::VOPD:
    case Format::VINTERP: return FormatFamily::VectorAlu;
    default: return FormatFamily::Memory;
  }
}

const isa::OperandInfo* source_operand(const isa::InstInfo* info, int index) {
  const int at = info->source_index[index];
  return at >= 0 ? &info->operands[at] : nullptr;
}

isa::Format classify_format(uint32_t word0, uint32_t word1) {
  for (const FormatMatcher& m : matchers()) {
    if ((word0 & m.mask) != m.id) continue;
    if (m.format == Format::VOP3) {
      // VOP3 and VOP3SD share identifier bits; the opcode tells them apart.
      uint32_t w[2] = {word0, word1};
      if (isa::lookup(Format::VOP3SD, field(w, enc::VOP3SD::op)) != nullptr) {
        return Format::VOP3SD;
      }
    }
    return m.format;
  }
  return Format::Count;
}

const isa::InstInfo* vopd_counterpart(isa::Op dual) {
  // Built once: the names are compared here, never on the execution path.
  static const std::vector<const isa::InstInfo*> kTable = [] {
    std::vector<const isa::InstInfo*> table(static_cast<std::size_t>(isa::Op::Count), nullptr);
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(&count);
    for (std::size_t i = 0; i < count; ++i) {
      if (all[i].format != Format::VOPD) continue;
      const std::string name = std::string("V_") + (isa::op_name(all[i].op) + 7);  // "V_DUAL_"
      for (std::size_t j = 0; j < count; ++j) {
        const isa::InstInfo& base = all[j];
        const bool vop12 = base.format == Format::VOP1 || base.format == Format::VOP2;
        if (vop12 && base.gfx1100 && name == isa::op_name(base.op)) {
          table[static_cast<std::size_t>(all[i].op)] = &base;
        }
      }
    }
    return table;
  }();
  return kTable[static_cast<std::size_t>(dual)];
}

isa::Op cmpx_form(isa::Op cmp) {
  // Built once: the names are compared here, never on the execution path.
  static const std::vector<isa::Op> kTable = [] {
    std::vector<isa::Op> table(static_cast<std::size_t>(isa::Op::Count), isa::Op::Invalid);
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(&count);
    std::map<std::string, isa::Op> by_name;
    for (std::size_t i = 0; i < count; ++i) by_name[isa::op_name(all[i].op)] = all[i].op;
    for (const auto& [name, op] : by_name) {
      if (name.rfind("V_CMP_", 0) != 0) continue;
      const auto cmpx = by_name.find("V_CMPX_" + name.substr(6));
      if (cmpx != by_name.end()) table[static_cast<std::size_t>(op)] = cmpx->second;
    }
    return table;
  }();
  return kTable[static_cast<std::size_t>(cmp)];
}

namespace {

void put(std::array<uint32_t, 3>& words, isa::BitField f, uint32_t value) {
  const unsigned width = f.hi - f.lo + 1u;
  const uint32_t mask = width >= 32 ? ~0u : (1u << width) - 1;
  words[f.lo / 32] |= (value & mask) << (f.lo % 32);
}

isa::Encoding encoding_named(const char* name) {
  isa::Encoding e = isa::Encoding::Count;
  isa::find_encoding(name, &e);
  return e;
}

// One VOPD operation as the VOP1/VOP2 instruction it is.
DecodedInst vopd_component(const DecodedInst& vopd, const isa::InstInfo* base, uint16_t src0,
                           uint16_t vsrc1, uint16_t vdst) {
  static const isa::Encoding kVop1 = encoding_named("VOP1");
  static const isa::Encoding kVop1Lit = encoding_named("VOP1_LIT");
  static const isa::Encoding kVop2 = encoding_named("VOP2");
  static const isa::Encoding kVop2Lit = encoding_named("VOP2_LIT");
  DecodedInst d;
  d.info = base;
  d.format = base->format;
  d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
  d.src[0] = src0;
  const bool vop2 = base->format == Format::VOP2;
  if (vop2) {
    d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + vsrc1);
    d.words[0] = enc::VOP2::kId;
    put(d.words, enc::VOP2::op, base->opcode);
    put(d.words, enc::VOP2::src0, src0);
    put(d.words, enc::VOP2::vsrc1, vsrc1);
    put(d.words, enc::VOP2::vdst, vdst);
  } else {
    d.words[0] = enc::VOP1::kId;
    put(d.words, enc::VOP1::op, base->opcode);
    put(d.words, enc::VOP1::src0, src0);
    put(d.words, enc::VOP1::vdst, vdst);
  }
  d.num_words = 1;
  if (src0 == operand::kLiteral || base->always_literal) {
    d.variant = SrcVariant::Literal;
    d.literal = vopd.literal;
    d.literal64.fill(vopd.literal);  // every VOPD operand is 32 bits wide
    d.words[1] = vopd.literal;
    d.num_words = 2;
  }
  const bool literal = d.variant == SrcVariant::Literal;
  d.encoding = vop2 ? (literal ? kVop2Lit : kVop2) : (literal ? kVop1Lit : kVop1);
  return d;
}

// Whether `inst` reads VGPR operand code `vgpr` (its own destination aside: an fmac's
// accumulator is never the other operation's destination, whose bank differs).
bool reads_vgpr(const DecodedInst& inst, uint16_t vgpr) {
  return inst.src[0] == vgpr || inst.src[1] == vgpr;
}

std::shared_ptr<const VopdComponents> vopd_components(const DecodedInst& d) {
  const isa::InstInfo* base_x = vopd_counterpart(d.info->op);
  const isa::InstInfo* base_y = vopd_counterpart(d.info_y->op);
  if (base_x == nullptr || base_y == nullptr) return nullptr;
  const uint32_t* w = d.words.data();
  const uint16_t vdst_x = static_cast<uint16_t>(field(w, enc::VOPD::vdstx));
  // vdsty holds bits [7:1]; bit 0 is the opposite of vdstx's (the two use different banks).
  const uint16_t vdst_y =
      static_cast<uint16_t>(field(w, enc::VOPD::vdsty) << 1 | ((vdst_x & 1) ^ 1));
  auto parts = std::make_shared<VopdComponents>();
  parts->x = vopd_component(d, base_x, static_cast<uint16_t>(field(w, enc::VOPD::srcx0)),
                            static_cast<uint16_t>(field(w, enc::VOPD::vsrcx1)), vdst_x);
  parts->y = vopd_component(d, base_y, static_cast<uint16_t>(field(w, enc::VOPD::srcy0)),
                            static_cast<uint16_t>(field(w, enc::VOPD::vsrcy1)), vdst_y);
  parts->x_reads_y = reads_vgpr(parts->x, parts->y.vdst);
  parts->y_reads_x = reads_vgpr(parts->y, parts->x.vdst);
  return parts;
}

bool vop3_family(Format format) {
  return format == Format::VOP3 || format == Format::VOP3SD || format == Format::VOP3P;
}

}  // namespace

// The DPP dword follows the first dword in VOP1/VOP2/VOPC and the first two in the VOP3
// family; its fields sit at the same places in every format of a family.
DppWord read_dpp_word(const DecodedInst& d) {
  const uint32_t* w = d.words.data();
  const bool vop3 = vop3_family(d.format);
  const uint32_t marker = field(w, vop3 ? enc::VOP3::src0 : enc::VOP1::src0);
  DppWord p;
  p.dpp8 = marker != operand::kDpp16;
  if (p.dpp8) {
    static const isa::BitField kLanes32[] = {
        enc::VOP1_DPP8::lane_sel_0, enc::VOP1_DPP8::lane_sel_1, enc::VOP1_DPP8::lane_sel_2,
        enc::VOP1_DPP8::lane_sel_3, enc::VOP1_DPP8::lane_sel_4, enc::VOP1_DPP8::lane_sel_5,
        enc::VOP1_DPP8::lane_sel_6, enc::VOP1_DPP8::lane_sel_7};
    static const isa::BitField kLanes64[] = {
        enc::VOP3_DPP8::lane_sel_0, enc::VOP3_DPP8::lane_sel_1, enc::VOP3_DPP8::lane_sel_2,
        enc::VOP3_DPP8::lane_sel_3, enc::VOP3_DPP8::lane_sel_4, enc::VOP3_DPP8::lane_sel_5,
        enc::VOP3_DPP8::lane_sel_6, enc::VOP3_DPP8::lane_sel_7};
    p.fetch_inactive = marker == operand::kDpp8Fi;
    p.vsrc0 = static_cast<uint8_t>(field(w, vop3 ? enc::VOP3_DPP8::vsrc0 : enc::VOP1_DPP8::vsrc0));
    for (int i = 0; i < 8; ++i) {
      p.lane_selects |= field(w, vop3 ? kLanes64[i] : kLanes32[i]) << (3 * i);
    }
    return p;
  }
  struct Dpp16Fields {
    isa::BitField vsrc0, ctrl, fi, bound_ctrl, row_mask, bank_mask;
  };
  static constexpr Dpp16Fields kVop1{enc::VOP1_DPP16::vsrc0,    enc::VOP1_DPP16::dpp,
                                     enc::VOP1_DPP16::fi,       enc::VOP1_DPP16::bc,
                                     enc::VOP1_DPP16::row_mask, enc::VOP1_DPP16::bank_mask};
  static constexpr Dpp16Fields kVop3{enc::VOP3_DPP16::vsrc0,    enc::VOP3_DPP16::dpp,
                                     enc::VOP3_DPP16::fi,       enc::VOP3_DPP16::bc,
                                     enc::VOP3_DPP16::row_mask, enc::VOP3_DPP16::bank_mask};
  const Dpp16Fields& f = vop3 ? kVop3 : kVop1;
  p.vsrc0 = static_cast<uint8_t>(field(w, f.vsrc0));
  p.ctrl = static_cast<uint16_t>(field(w, f.ctrl));
  p.fetch_inactive = field(w, f.fi) != 0;
  p.bound_ctrl = field(w, f.bound_ctrl) != 0;
  p.row_mask = static_cast<uint8_t>(field(w, f.row_mask));
  p.bank_mask = static_cast<uint8_t>(field(w, f.bank_mask));
  if (vop3) return p;  // the VOP3 word carries the modifiers
  p.abs = static_cast<uint8_t>(field(w, enc::VOP1_DPP16::src0_abs) |
                               field(w, enc::VOP1_DPP16::src1_abs) << 1);
  p.neg = static_cast<uint8_t>(field(w, enc::VOP1_DPP16::src0_neg) |
                               field(w, enc::VOP1_DPP16::src1_neg) << 1);
  return p;
}

DecodedInst dpp_execution_form(const DecodedInst& d) {
  const bool vop3 = vop3_family(d.format);
  DecodedInst resolved = d;
  resolved.dpp_resolved = nullptr;
  resolved.vopd = nullptr;
  const DppWord dpp = read_dpp_word(d);
  unsigned reg = dpp.vsrc0;
  if (!vop3) {
    // The 32-bit encodings name a 16-bit operand's high half as v[128 + n] (gfx11 true16).
    const isa::OperandInfo* src0 = source_operand(d.info, 0);
    if (src0 != nullptr && src0->bits == 16 && reg >= 128) {
      reg -= 128;
      resolved.opsel |= 1;
    }
    resolved.abs |= dpp.abs;
    resolved.neg |= dpp.neg;
  }
  resolved.src[0] = static_cast<uint16_t>(operand::kVgprFirst + reg);
  return resolved;
}

DecodedInst decode(const uint8_t* bytes, std::size_t available, bool wave64, DecodeMode mode) {
  DecodedInst d;
  if (available < 4) {
    d.error = "truncated instruction: " + std::to_string(available) + " byte(s) left";
    return d;
  }
  std::memcpy(&d.words[0], bytes, 4);
  uint32_t second = 0;
  if (available >= 8) std::memcpy(&second, bytes + 4, 4);
  d.format = classify_format(d.words[0], second);
  if (d.format == Format::Count) {
    d.error = "no gfx1100 encoding has these identifier bits";
    return d;
  }
  const unsigned base = base_words(d.format);
  if (available < base * 4u) {
    d.error = std::string("truncated ") + isa::format_name(d.format) + " instruction";
    d.num_words = 1;
    return d;
  }
  std::memcpy(d.words.data(), bytes, base * 4u);
  const uint32_t opcode = opcode_of(d.format, d.words.data());
  const isa::InstInfo* info = isa::lookup(d.format, opcode);
  if (info == nullptr || !info->gfx1100) {
    d.error =
        std::string("illegal ") + isa::format_name(d.format) + " opcode " + std::to_string(opcode);
    d.num_words = 1;  // a disassembler goes on at the next word, as llvm-objdump does
    return d;
  }
  d.info = info;
  const unsigned words = decode_fields(d);
  if (d.format == Format::VOPD) {
    // Dual issue exists in wave32 only, and both halves must be VOPD operations.
    const char* reason = wave64                ? "VOPD dual issue does not exist in wave64"
                         : d.info_y == nullptr ? "the second VOPD operation is no VOPD opcode"
                                               : nullptr;
    if (reason != nullptr) {
      d.error = reason;
      d.info = nullptr;
      d.info_y = nullptr;
      d.num_words = 1;
      return d;
    }
  }
  if (words > 3 || available < words * 4u) {
    d.error = std::string(words > 3 ? "over-long " : "truncated ") + info->mnemonic +
              ": its literal or DPP dword is cut off by the end of the input";
    d.info = nullptr;
    d.num_words = 1;
    return d;
  }
  std::memcpy(d.words.data(), bytes, words * 4u);
  d.num_words = static_cast<uint8_t>(words);
  if (d.variant == SrcVariant::Literal) {
    d.literal = d.words[words - 1];
    for (int i = 0; i < 3; ++i) {
      const isa::OperandInfo* o = source_operand(info, i);
      const isa::NumFormat format = o != nullptr ? o->num_format : isa::NumFormat::NumB32;
      d.literal64[i] = format == isa::NumFormat::NumF64   ? uint64_t{d.literal} << 32
                       : format == isa::NumFormat::NumI64 ? sign_extend(d.literal, 32)
                                                          : d.literal;
    }
  }
  fill_operands(d);
  // Field combinations LLVM rejects (registers past the end of a file, unused fields set,
  // modifiers an operation has no use for) are no instruction for the disassembler. For
  // execution the rule is wider: fields the operation does not use are ignored.
  const disasm_detail::FieldCheck check = check_fields(d, wave64);
  d.llvm_prints = check.llvm_prints;
  const bool accepted = mode == DecodeMode::Execute ? check.executes : check.llvm_prints;
  if (!accepted) {
    d.error = std::string("field combination gfx1100 rejects: ") + d.info->mnemonic;
    d.info = nullptr;
    d.info_y = nullptr;
    d.num_words = 1;
    return d;
  }
  if (mode == DecodeMode::Execute) {
    if (d.variant == SrcVariant::Dpp16 || d.variant == SrcVariant::Dpp8) {
      d.dpp_resolved = std::make_shared<const DecodedInst>(dpp_execution_form(d));
    }
    if (d.format == Format::VOPD) d.vopd = vopd_components(d);
  }
  return d;
}

}  // namespace cutlm
