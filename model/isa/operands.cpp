#include "isa/operands.h"

namespace cutlm::operand {

const char* special_register_name(uint16_t code) {
  switch (code) {
    case kVccLo: return "vcc_lo";
    case kVccHi: return "vcc_hi";
    case kNull: return "null";
    case kM0: return "m0";
    case kExecLo: return "exec_lo";
    case kExecHi: return "exec_hi";
    default: return nullptr;
  }
}

const char* special_source_name(uint16_t code) {
  switch (code) {
    case kSharedBase: return "src_shared_base";
    case kSharedLimit: return "src_shared_limit";
    case kPrivateBase: return "src_private_base";
    case kPrivateLimit: return "src_private_limit";
    case kPopsExitingWaveId: return "src_pops_exiting_wave_id";
    case kVccZ: return "src_vccz";
    case kExecZ: return "src_execz";
    case kScc: return "src_scc";
    case kLdsDirect: return "src_lds_direct";
    default: return nullptr;
  }
}

const InlineFloat kInlineFloats[kNumInlineFloats] = {
    {0x3800, 0x3F00, 0x3F000000, 0x3FE0000000000000, "0.5", "0.5"},
    {0xB800, 0xBF00, 0xBF000000, 0xBFE0000000000000, "-0.5", "-0.5"},
    {0x3C00, 0x3F80, 0x3F800000, 0x3FF0000000000000, "1.0", "1.0"},
    {0xBC00, 0xBF80, 0xBF800000, 0xBFF0000000000000, "-1.0", "-1.0"},
    {0x4000, 0x4000, 0x40000000, 0x4000000000000000, "2.0", "2.0"},
    {0xC000, 0xC000, 0xC0000000, 0xC000000000000000, "-2.0", "-2.0"},
    {0x4400, 0x4080, 0x40800000, 0x4010000000000000, "4.0", "4.0"},
    {0xC400, 0xC080, 0xC0800000, 0xC010000000000000, "-4.0", "-4.0"},
    // 1/(2*pi): LLVM prints the digits each width carries.
    {0x3118, 0x3E22, 0x3E22F983, 0x3FC45F306DC9C882, "0.15915494", "0.15915494309189532"},
};

uint64_t inline_float_bits(uint16_t code, unsigned bits) {
  const InlineFloat& f = inline_float(code);
  if (bits == 16) return f.f16;
  if (bits == 64) return f.f64;
  return f.f32;
}

}  // namespace cutlm::operand

namespace cutlm {

std::string scalar_reg_name(uint16_t code) {
  if (code < operand::kNumSgprs) return "s" + std::to_string(code);
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    return "ttmp" + std::to_string(code - operand::kTtmpFirst);
  }
  if (const char* name = operand::special_register_name(code)) return name;
  return "?" + std::to_string(code);
}

bool parse_scalar_reg_name(const std::string& name, uint16_t* code) {
  for (uint16_t c = 0; c < kNumScalarRegs; ++c) {
    if ((c < operand::kNumSgprs || c >= operand::kVccLo) && scalar_reg_name(c) == name) {
      *code = c;
      return true;
    }
  }
  return false;
}

}  // namespace cutlm
