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
using E = isa::Encoding;
using F = isa::Field;

struct FormatMatcher {
  Format format;
  uint32_t mask;
  uint32_t id;
};

// The formats a generation has whose identifier bits the first dword carries, most specific
// mask first so that e.g. VOPC (0x7C......) is tried before VOP2 (any word with bit 31 clear).
// Formats with the same identifier bits (VOP3 and VOP3SD) keep the data's format order; the
// opcode tells them apart (classify_format).
std::vector<FormatMatcher> make_matchers(isa::Arch arch) {
  std::vector<FormatMatcher> m;
  for (int f = 0; f < static_cast<int>(Format::Count); ++f) {
    const Format format = static_cast<Format>(f);
    if (!isa::has_format(arch, format)) continue;
    const isa::EncodingLayout& l = isa::layout(arch, format_encoding(format));
    m.push_back({format, l.id_mask, l.id});
  }
  std::stable_sort(m.begin(), m.end(), [](const FormatMatcher& a, const FormatMatcher& b) {
    return std::bitset<32>(a.mask).count() > std::bitset<32>(b.mask).count();
  });
  return m;
}

const std::vector<FormatMatcher>& matchers(isa::Arch arch) {
  static const std::vector<std::vector<FormatMatcher>> kMatchers = [] {
    std::vector<std::vector<FormatMatcher>> all;
    for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
      all.push_back(make_matchers(static_cast<isa::Arch>(a)));
    }
    return all;
  }();
  return kMatchers[static_cast<std::size_t>(arch)];
}

unsigned base_words(isa::Arch arch, Format format) {
  return isa::layout(arch, format_encoding(format)).bits / 32u;
}

// The opcode field: op, or the first operation's opx in VOPD; 0 for a form without one (export).
uint32_t opcode_of(isa::Arch arch, Format format, const uint32_t* w) {
  const isa::EncodingLayout& l = isa::layout(arch, format_encoding(format));
  if (l.has(isa::Field::op)) return field(w, l[isa::Field::op]);
  if (l.has(isa::Field::opx)) return field(w, l[isa::Field::opx]);
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
  unsigned words = base_words(d.arch, d.format);
  bool literal = info->always_literal;
  switch (d.format) {
    case Format::SOP1: {
      d.sdst = static_cast<uint16_t>(field(w, d.arch, E::SOP1, F::sdst));
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::SOP1, F::ssrc0));
      // Only a real source reads a literal: s_getpc has none, and s_sendmsg_rtn's field is a
      // message id in which 255 is just a number.
      const isa::OperandInfo* src0 = info->operand("ssrc0");
      literal |= src0 != nullptr && src0->type != isa::OperandType::SendmsgRtn &&
                 d.src[0] == operand::kLiteral;
      break;
    }
    case Format::SOP2:
      d.sdst = static_cast<uint16_t>(field(w, d.arch, E::SOP2, F::sdst));
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::SOP2, F::ssrc0));
      d.src[1] = static_cast<uint16_t>(field(w, d.arch, E::SOP2, F::ssrc1));
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      break;
    case Format::SOPC:
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::SOPC, F::ssrc0));
      d.src[1] = static_cast<uint16_t>(field(w, d.arch, E::SOPC, F::ssrc1));
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      break;
    case Format::SOPK:
      d.sdst = static_cast<uint16_t>(field(w, d.arch, E::SOPK, F::sdst));
      d.simm16 = static_cast<uint16_t>(field(w, d.arch, E::SOPK, F::simm16));
      break;
    case Format::SOPP:
      d.simm16 = static_cast<uint16_t>(field(w, d.arch, E::SOPP, F::simm16));
      break;
    case Format::VOP1: {
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VOP1, F::src0));
      const uint16_t vdst = static_cast<uint16_t>(field(w, d.arch, E::VOP1, F::vdst));
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
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VOP2, F::src0));
      d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + field(w, d.arch, E::VOP2, F::vsrc1));
      d.vdst = static_cast<uint16_t>(operand::kVgprFirst + field(w, d.arch, E::VOP2, F::vdst));
      d.variant = src0_variant(d.src[0]);
      if (is_16bit(info, "src0")) fold_true16_half(d, d.src[0], 0);
      if (is_16bit(info, "vsrc1")) fold_true16_half(d, d.src[1], 1);
      if (is_16bit(info, "vdst")) fold_true16_half(d, d.vdst, 3);
      break;
    case Format::VOPC:
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VOPC, F::src0));
      d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + field(w, d.arch, E::VOPC, F::vsrc1));
      d.sdst = operand::kVccLo;  // VOPC writes VCC (or EXEC for v_cmpx) implicitly
      d.variant = src0_variant(d.src[0]);
      if (is_16bit(info, "src0")) fold_true16_half(d, d.src[0], 0);
      if (is_16bit(info, "vsrc1")) fold_true16_half(d, d.src[1], 1);
      break;
    case Format::VOP3:
    case Format::VOP3SD:
    case Format::VOP3P: {
      const uint16_t vdst = static_cast<uint16_t>(field(w, d.arch, E::VOP3, F::vdst));
      if (writes_scalar(info)) {
        d.sdst = vdst;
      } else {
        d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
      }
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VOP3, F::src0));
      d.src[1] = static_cast<uint16_t>(field(w, d.arch, E::VOP3, F::src1));
      d.src[2] = static_cast<uint16_t>(field(w, d.arch, E::VOP3, F::src2));
      d.neg = static_cast<uint8_t>(field(w, d.arch, E::VOP3, F::neg));
      if (d.format == Format::VOP3) {
        d.abs = static_cast<uint8_t>(field(w, d.arch, E::VOP3, F::abs));
        d.opsel = static_cast<uint8_t>(field(w, d.arch, E::VOP3, F::opsel));
        d.clamp = field(w, d.arch, E::VOP3, F::clmp) != 0;
        d.omod = static_cast<uint8_t>(field(w, d.arch, E::VOP3, F::omod));
      } else if (d.format == Format::VOP3SD) {
        d.sdst = static_cast<uint16_t>(field(w, d.arch, E::VOP3SD, F::sdst));
        d.clamp = field(w, d.arch, E::VOP3SD, F::clmp) != 0;
        d.omod = static_cast<uint8_t>(field(w, d.arch, E::VOP3SD, F::omod));
      } else {
        d.opsel = static_cast<uint8_t>(field(w, d.arch, E::VOP3P, F::opsel));
        d.clamp = field(w, d.arch, E::VOP3P, F::clmp) != 0;
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
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::srcx0));
      d.src[1] = static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::srcy0));
      const uint32_t opy = field(w, d.arch, E::VOPD, F::opy);
      d.info_y = isa::lookup(d.arch, Format::VOPD, opy);
      literal |= d.src[0] == operand::kLiteral || d.src[1] == operand::kLiteral;
      if (d.info_y != nullptr) literal |= d.info_y->always_literal;
      break;
    }
    case Format::VINTERP:
      d.vdst = static_cast<uint16_t>(operand::kVgprFirst + field(w, d.arch, E::VINTERP, F::vdst));
      d.src[0] = static_cast<uint16_t>(field(w, d.arch, E::VINTERP, F::src0));
      d.src[1] = static_cast<uint16_t>(field(w, d.arch, E::VINTERP, F::src1));
      d.src[2] = static_cast<uint16_t>(field(w, d.arch, E::VINTERP, F::src2));
      d.neg = static_cast<uint8_t>(field(w, d.arch, E::VINTERP, F::neg));
      d.opsel = static_cast<uint8_t>(field(w, d.arch, E::VINTERP, F::opsel));
      d.clamp = field(w, d.arch, E::VINTERP, F::clmp) != 0;
      for (uint16_t src : d.src) literal |= src == operand::kLiteral;
      break;
    case Format::MUBUF:
    case Format::MTBUF:
      // A literal soffset (the cache invalidations have no soffset).
      if (info->operand("soffset") != nullptr &&
          field(w, d.arch, E::MUBUF, F::soffset) == operand::kLiteral) {
        literal = true;
      }
      break;
    case Format::MIMG:
      // Non-sequential addresses: on gfx11 at most 5 address VGPRs, the first in vaddr and the
      // others one byte each in one more dword.
      if (field(w, d.arch, E::MIMG, F::nsa) != 0) ++words;
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
      isa::find_encoding(d.arch, (name + "_SDST").c_str(), &encoding)) {
    name += "_SDST";
  }
  static const char* const kSuffix[] = {"", "_LIT", "_DPP16", "_DPP8"};
  const std::string variant = name + kSuffix[static_cast<int>(d.variant)];
  if (isa::find_encoding(d.arch, variant.c_str(), &encoding)) return encoding;
  // A literal on top of a DPP form has no encoding of its own; neither has the variant of a
  // format without one.
  if (isa::find_encoding(d.arch, name.c_str(), &encoding)) return encoding;
  return isa::Encoding::Count;
}

}  // namespace

bool atomic_returns(const DecodedInst& d) {
  const isa::EncodingLayout& l = isa::layout(d.arch, d.encoding);
  if (l.has(F::glc)) return field(d.words.data(), l[F::glc]) != 0;
  return l.has(F::th) && (field(d.words.data(), l[F::th]) & 1) != 0;
}

namespace {

// A buffer instruction's vaddr holds one VGPR for the index (idxen) and one for the offset
// (offen) it takes, none for neither; AMD's data gives the two-register most.
uint16_t buffer_address_bits(const DecodedInst& d, uint16_t bits) {
  const isa::EncodingLayout& l = isa::layout(d.arch, d.encoding);
  if (!l.has(F::idxen) || !l.has(F::offen)) return bits;
  const unsigned vgprs = (field(d.words.data(), l[F::idxen]) != 0 ? 1u : 0u) +
                         (field(d.words.data(), l[F::offen]) != 0 ? 1u : 0u);
  return static_cast<uint16_t>(32 * vgprs);
}

DecodedOperand make_operand(const DecodedInst& d, const char* name, const isa::OperandInfo& info,
                            const isa::FieldSpec& spec, int source_index) {
  DecodedOperand op;
  op.name = name;
  op.bits = info.bits;
  op.role = info.role & ~isa::kRoleWriteIfReturns;
  if ((info.role & isa::kRoleWriteIfReturns) != 0 && atomic_returns(d)) {
    op.role |= isa::kRoleWrite;
  }
  uint32_t raw = field(d.words.data(), spec.bits);
  const bool sixteen_in_vop123 =
      info.bits == 16 &&
      (d.format == Format::VOP1 || d.format == Format::VOP2 || d.format == Format::VOPC);
  switch (spec.kind) {
    case isa::FieldKind::VGPRField:
      op.kind = OperandKind::Vgpr;
      if ((info.role & isa::kRoleAddress) != 0) op.bits = buffer_address_bits(d, op.bits);
      if (sixteen_in_vop123 && raw >= 128) {
        op.high = true;
        raw -= 128;
      }
      op.value = static_cast<uint16_t>(raw);
      break;
    case isa::FieldKind::VDSTYField: {
      // vdsty holds bits [7:1]; bit 0 is the opposite of vdstx's, so the two land in
      // different VGPR banks.
      const uint32_t vdstx = field(d.words.data(), d.arch, E::VOPD, F::vdstx);
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
    case isa::FieldKind::BitField:
      // RDNA4's VBUFFER/VIMAGE/VSAMPLE rsrc and samp: a plain field that AMD's data types as an
      // SGPR operand names the first SGPR itself, and is read like any register.
      op.kind = info.type == isa::OperandType::Sreg ? OperandKind::Scalar : OperandKind::Immediate;
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
  if (const isa::FieldSpec* spec = isa::encoding_field(d.arch, d.encoding, name)) return spec;
  if (std::strcmp(name, "vsrc0") == 0) return isa::encoding_field(d.arch, d.encoding, "src0");
  if (std::strcmp(name, "tgt") == 0) return isa::encoding_field(d.arch, d.encoding, "target");
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
      const DecodedOperand op = make_operand(d, name, o, *spec, source_index_of(name));
      // A buffer access with neither index nor offset reads no address VGPR ("off").
      if (op.kind == OperandKind::Vgpr && op.bits == 0) continue;
      d.operands[d.num_operands++] = op;
    }
  };
  add_all(d.info, d.format == Format::VOPD);
  if (d.format == Format::VOPD && d.info_y != nullptr) add_all(d.info_y, false);
}

// Bits of an encoding's first dword that none of its fields covers.
uint32_t uncovered_bits_of_first_dword(isa::Arch arch, isa::Encoding encoding) {
  const isa::EncodingLayout& l = isa::layout(arch, encoding);
  const std::size_t count = l.count;
  const isa::FieldSpec* fields = l.fields;
  uint32_t covered = 0;
  for (std::size_t i = 0; i < count; ++i) {
    for (unsigned bit = fields[i].bits.lo; bit <= fields[i].bits.hi && bit < 32; ++bit) {
      covered |= 1u << bit;
    }
  }
  return ~covered;
}

disasm_detail::FieldCheck check_fields(const DecodedInst& d, bool wave64) {
  // VOP3P's opcode is 7 bits wide (so is gfx12's VOP1 one); the bit above it belongs to no
  // field and LLVM rejects a word that sets it. What the hardware does with it is not
  // documented, so neither runs it.
  if ((d.format == Format::VOP3P || d.format == Format::VOP1) &&
      (d.words[0] & uncovered_bits_of_first_dword(d.arch, format_encoding(d.format))) != 0) {
    return {false, false};
  }
  switch (format_family(d.format)) {
    case FormatFamily::Scalar: return disasm_detail::scalar_fields_check(d);
    case FormatFamily::VectorAlu: return disasm_detail::vector_fields_check(d, wave64);
    case FormatFamily::Memory: return disasm_detail::memory_fields_check(d, wave64);
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

isa::Format classify_format(uint32_t word0, uint32_t word1, isa::Arch arch) {
  const std::vector<FormatMatcher>& m = matchers(arch);
  for (std::size_t i = 0; i < m.size(); ++i) {
    if ((word0 & m[i].mask) != m[i].id) continue;
    // Formats that share identifier bits (VOP3 and VOP3SD): the last whose table has the
    // opcode, else the first.
    const uint32_t w[2] = {word0, word1};
    Format chosen = m[i].format;
    for (std::size_t j = i + 1; j < m.size(); ++j) {
      if (m[j].mask != m[i].mask || m[j].id != m[i].id) continue;
      if (isa::lookup(arch, m[j].format, opcode_of(arch, m[j].format, w)) != nullptr) {
        chosen = m[j].format;
      }
    }
    return chosen;
  }
  return Format::Count;
}

isa::Encoding format_encoding(isa::Format format) {
  // Built once: every format has an encoding form of its own name.
  static const std::vector<isa::Encoding> kTable = [] {
    std::vector<isa::Encoding> table;
    for (int f = 0; f < static_cast<int>(Format::Count); ++f) {
      isa::Encoding e = isa::Encoding::Count;
      for (int a = 0; a < static_cast<int>(isa::Arch::Count) && e == isa::Encoding::Count; ++a) {
        isa::find_encoding(static_cast<isa::Arch>(a), isa::format_name(static_cast<Format>(f)), &e);
      }
      table.push_back(e);
    }
    return table;
  }();
  return kTable[static_cast<std::size_t>(format)];
}

namespace {

// Op of V_DUAL_<name> -> the generation's VOP1/VOP2 V_<name>.
std::vector<const isa::InstInfo*> vopd_table(isa::Arch arch) {
  std::vector<const isa::InstInfo*> table(static_cast<std::size_t>(isa::Op::Count), nullptr);
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(arch, &count);
  for (std::size_t i = 0; i < count; ++i) {
    if (all[i].format != Format::VOPD) continue;
    const std::string name = std::string("V_") + (isa::op_name(all[i].op) + 7);  // "V_DUAL_"
    for (std::size_t j = 0; j < count; ++j) {
      const isa::InstInfo& base = all[j];
      const bool vop12 = base.format == Format::VOP1 || base.format == Format::VOP2;
      if (vop12 && base.available && name == isa::op_name(base.op)) {
        table[static_cast<std::size_t>(all[i].op)] = &base;
      }
    }
  }
  return table;
}

}  // namespace

const isa::InstInfo* vopd_counterpart(isa::Op dual, isa::Arch arch) {
  // Built once per generation: the names are compared here, never on the execution path.
  static const std::vector<std::vector<const isa::InstInfo*>> kTables = [] {
    std::vector<std::vector<const isa::InstInfo*>> tables;
    for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
      tables.push_back(vopd_table(static_cast<isa::Arch>(a)));
    }
    return tables;
  }();
  return kTables[static_cast<std::size_t>(arch)][static_cast<std::size_t>(dual)];
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

// One VOPD operation as the VOP1/VOP2 instruction it is.
DecodedInst vopd_component(const DecodedInst& vopd, const isa::InstInfo* base, uint16_t src0,
                           uint16_t vsrc1, uint16_t vdst) {
  DecodedInst d;
  d.arch = vopd.arch;
  d.info = base;
  d.format = base->format;
  d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
  d.src[0] = src0;
  const bool vop2 = base->format == Format::VOP2;
  const isa::EncodingLayout& l = isa::layout(d.arch, vop2 ? E::VOP2 : E::VOP1);
  d.words[0] = l.id;
  put(d.words, l[F::op], base->opcode);
  put(d.words, l[F::src0], src0);
  put(d.words, l[F::vdst], vdst);
  if (vop2) {
    d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + vsrc1);
    put(d.words, l[F::vsrc1], vsrc1);
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
  d.encoding = vop2 ? (literal ? E::VOP2_LIT : E::VOP2) : (literal ? E::VOP1_LIT : E::VOP1);
  return d;
}

// Whether `inst` reads VGPR operand code `vgpr` (its own destination aside: an fmac's
// accumulator is never the other operation's destination, whose bank differs).
bool reads_vgpr(const DecodedInst& inst, uint16_t vgpr) {
  return inst.src[0] == vgpr || inst.src[1] == vgpr;
}

std::shared_ptr<const VopdComponents> vopd_components(const DecodedInst& d) {
  const isa::InstInfo* base_x = vopd_counterpart(d.info->op, d.arch);
  const isa::InstInfo* base_y = vopd_counterpart(d.info_y->op, d.arch);
  if (base_x == nullptr || base_y == nullptr) return nullptr;
  const uint32_t* w = d.words.data();
  const uint16_t vdst_x = static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::vdstx));
  // vdsty holds bits [7:1]; bit 0 is the opposite of vdstx's (the two use different banks).
  const uint16_t vdst_y =
      static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::vdsty) << 1 | ((vdst_x & 1) ^ 1));
  auto parts = std::make_shared<VopdComponents>();
  parts->x = vopd_component(d, base_x, static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::srcx0)),
                            static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::vsrcx1)), vdst_x);
  parts->y = vopd_component(d, base_y, static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::srcy0)),
                            static_cast<uint16_t>(field(w, d.arch, E::VOPD, F::vsrcy1)), vdst_y);
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
  const uint32_t marker = field(w, d.arch, vop3 ? E::VOP3 : E::VOP1, F::src0);
  DppWord p;
  p.dpp8 = marker != operand::kDpp16;
  if (p.dpp8) {
    static const F kLanes[] = {F::lane_sel_0, F::lane_sel_1, F::lane_sel_2, F::lane_sel_3,
                               F::lane_sel_4, F::lane_sel_5, F::lane_sel_6, F::lane_sel_7};
    const E form = vop3 ? E::VOP3_DPP8 : E::VOP1_DPP8;
    p.fetch_inactive = marker == operand::kDpp8Fi;
    p.vsrc0 = static_cast<uint8_t>(field(w, d.arch, form, F::vsrc0));
    for (int i = 0; i < 8; ++i) p.lane_selects |= field(w, d.arch, form, kLanes[i]) << (3 * i);
    return p;
  }
  const E form = vop3 ? E::VOP3_DPP16 : E::VOP1_DPP16;
  p.vsrc0 = static_cast<uint8_t>(field(w, d.arch, form, F::vsrc0));
  p.ctrl = static_cast<uint16_t>(field(w, d.arch, form, F::dpp));
  p.fetch_inactive = field(w, d.arch, form, F::fi) != 0;
  p.bound_ctrl = field(w, d.arch, form, F::bc) != 0;
  p.row_mask = static_cast<uint8_t>(field(w, d.arch, form, F::row_mask));
  p.bank_mask = static_cast<uint8_t>(field(w, d.arch, form, F::bank_mask));
  if (vop3) return p;  // the VOP3 word carries the modifiers
  p.abs = static_cast<uint8_t>(field(w, d.arch, form, F::src0_abs) |
                               field(w, d.arch, form, F::src1_abs) << 1);
  p.neg = static_cast<uint8_t>(field(w, d.arch, form, F::src0_neg) |
                               field(w, d.arch, form, F::src1_neg) << 1);
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

DecodedInst decode(const uint8_t* bytes, std::size_t available, bool wave64, DecodeMode mode,
                   isa::Arch arch) {
  DecodedInst d;
  d.arch = arch;
  if (available < 4) {
    d.error = "truncated instruction: " + std::to_string(available) + " byte(s) left";
    return d;
  }
  std::memcpy(&d.words[0], bytes, 4);
  uint32_t second = 0;
  if (available >= 8) std::memcpy(&second, bytes + 4, 4);
  d.format = classify_format(d.words[0], second, arch);
  if (d.format == Format::Count) {
    d.error = std::string("no ") + isa::arch_name(arch) + " encoding has these identifier bits";
    return d;
  }
  const unsigned base = base_words(arch, d.format);
  if (available < base * 4u) {
    d.error = std::string("truncated ") + isa::format_name(d.format) + " instruction";
    d.num_words = 1;
    return d;
  }
  std::memcpy(d.words.data(), bytes, base * 4u);
  const uint32_t opcode = opcode_of(arch, d.format, d.words.data());
  const isa::InstInfo* info = isa::lookup(arch, d.format, opcode);
  if (info == nullptr || !info->available) {
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
    d.error =
        std::string("field combination ") + isa::arch_name(arch) + " rejects: " + d.info->mnemonic;
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
