#include "wave_state.h"

#include <cstdlib>

namespace cutlm {

WaveState::WaveState(int wave_size)
    : wave_size_(wave_size), vgprs_(static_cast<size_t>(kNumVgprs) * 64, 0u) {}

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
