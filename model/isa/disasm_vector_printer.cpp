// Operands as LLVM prints them (constants, registers, modifiers, with its notes on operands of
// the wrong register class) and the DPP dword of the vector ALU encodings.
#include <cstdio>
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/disasm_vector.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::vector_alu {
namespace {

using operand::kLdsDirect;

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

}  // namespace

bool is_immediate(uint16_t code) {
  return operand::is_inline_int(code) || operand::is_inline_float(code) ||
         code == operand::kLiteral;
}

std::string bits_list(unsigned bits, int count) {
  std::string text = "[";
  for (int i = 0; i < count; ++i) {
    if (i != 0) text += ",";
    text += (bits >> i & 1) != 0 ? "1" : "0";
  }
  return text + "]";
}

std::string base_name(const isa::InstInfo* info) {
  std::string name = info->mnemonic;
  const std::size_t n = name.size();
  if (n > 4 && (name.compare(n - 4, 4, "_e32") == 0 || name.compare(n - 4, 4, "_e64") == 0)) {
    name.resize(n - 4);
  }
  return name;
}

bool Printer::has_literal() const {
  const bool e32 = d.format == Format::VOP1 || d.format == Format::VOP2 || d.format == Format::VOPC;
  const bool dpp_forms =
      e32 || d.format == Format::VOP3 || d.format == Format::VOP3SD || d.format == Format::VOP3P;
  const uint32_t src0 = field(d.words.data(), d.arch,
                              e32 ? isa::Encoding::VOP1 : isa::Encoding::VOP3, isa::Field::src0);
  const unsigned base = (e32 ? 1u : 2u) + (dpp_forms && is_dpp_code(src0) ? 1u : 0u);
  return d.num_words > base;
}

std::string Printer::vgpr(unsigned reg, unsigned dwords) {
  if (reg + dwords > 256) {
    fail();
    return "";
  }
  return reg_range('v', reg, dwords);
}

std::string Printer::scalar(uint16_t code, unsigned dwords) {
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

std::string Printer::constant(uint16_t code, Imm kind) {
  if (code != operand::kLiteral) return inline_constant_text(code, kind);
  if (!has_literal()) fail();
  // LLVM reads the literal once: a 64-bit float operand takes it as the high half, unless an
  // earlier operand read it as 32 bits; then it gets those 32 bits.
  const bool wide = kind == Imm::Fp64 || kind == Imm::WmmaAcc;
  if (!literal_read) literal64 = wide ? uint64_t{literal()} << 32 : literal();
  literal_read = true;
  return wide ? double_text(literal64) : literal_text(literal(), kind);
}

std::string Printer::operand(uint16_t code, const Source& s, bool high, bool halves) {
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

std::string Printer::scalar_destination(uint16_t code, bool mask, const char* sgpr_class) {
  if (operand::is_scalar_reg(code)) return mask ? lane_mask(code) : scalar(code, 1);
  std::string text = operand(code, Source());
  if (code == kLdsDirect) {
    if (mask && ctx.wave64) fail();  // lds_direct has no 64-bit value
    return text + invalid_register(mask ? "SReg_1" : sgpr_class);
  }
  if (special_name(code) == nullptr) text += kInvalidImmediate;
  return text;
}

std::string Printer::modified(uint16_t code, const Source& s, bool abs, bool neg, bool high,
                              bool halves) {
  return apply_mods(operand(code, s, high, halves), is_immediate(code), s.mods, abs, neg);
}

std::string Printer::apply_mods(std::string text, bool immediate, Mods mods, bool abs, bool neg) {
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

std::string join(const std::string& name, const std::vector<std::string>& ops) {
  std::string text = name;
  for (std::size_t i = 0; i < ops.size(); ++i) text += (i == 0 ? " " : ", ") + ops[i];
  return text;
}

std::string dpp_suffix(const Dpp& p) {
  if (p.dpp8) {
    std::string text = " dpp8:[";
    for (int i = 0; i < 8; ++i)
      text += (i == 0 ? "" : ",") + std::to_string(p.lane_selects >> (3 * i) & 7);
    return text + "]" + (p.fetch_inactive ? " fi:1" : "");
  }
  char masks[40];
  std::snprintf(masks, sizeof masks, " row_mask:0x%x bank_mask:0x%x", p.row_mask, p.bank_mask);
  return " " + dpp_ctrl_text(p.ctrl) + masks + (p.bound_ctrl ? " bound_ctrl:1" : "") +
         (p.fetch_inactive ? " fi:1" : "");
}

}  // namespace cutlm::disasm_detail::vector_alu
