#include "isa/disasm_common.h"

#include <cstdio>

#include "isa/operands.h"

namespace cutlm::disasm_detail {

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

std::string scalar_name(uint16_t code, unsigned dwords) {
  if (code < operand::kNumSgprs) return reg_range('s', code, dwords);
  if (dwords == 2 && code == operand::kVccLo) return "vcc";
  if (dwords == 2 && code == operand::kExecLo) return "exec";
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    const unsigned n = code - operand::kTtmpFirst;
    return dwords <= 1 ? "ttmp" + std::to_string(n)
                       : "ttmp[" + std::to_string(n) + ":" + std::to_string(n + dwords - 1) + "]";
  }
  return scalar_reg_name(code);
}

std::string float_constant(uint16_t code, unsigned bits) {
  const operand::InlineFloat& f = operand::inline_float(code);
  return bits == 64 ? f.text64 : f.text;
}

std::string immediate32_text(uint32_t value) {
  const int32_t as_int = static_cast<int32_t>(value);
  if (operand::is_inline_int_value(as_int)) return std::to_string(as_int);
  for (const operand::InlineFloat& f : operand::kInlineFloats) {
    if (f.f32 == value) return f.text;
  }
  return hex(value);
}

// `bits` is the operand's width from the ISA table; 16-bit halves come from `high`.
std::string source(const DecodedInst& d, uint16_t code, unsigned bits, bool high) {
  const unsigned dwords = bits > 32 ? bits / 32 : 1;
  if (operand::is_vgpr(code)) {
    const unsigned reg = code - operand::kVgprFirst;
    if (bits == 16 && high) return "v" + std::to_string(reg) + ".h";
    return reg_range('v', reg, dwords);
  }
  if (operand::is_scalar_reg(code)) return scalar_name(code, dwords);
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

}  // namespace cutlm::disasm_detail
