#include "wave_state.h"

#include <cstdlib>

namespace cutlm {

const char* denorm_mode_name(DenormMode mode) {
  switch (mode) {
    case DenormMode::Preserve: return "preserve";
    case DenormMode::FlushIn: return "flush_in";
    case DenormMode::FlushOut: return "flush_out";
    case DenormMode::Flush: return "flush";
  }
  return "?";
}

bool parse_denorm_mode(const std::string& text, DenormMode* mode) {
  for (DenormMode m :
       {DenormMode::Preserve, DenormMode::FlushIn, DenormMode::FlushOut, DenormMode::Flush}) {
    if (text == denorm_mode_name(m)) {
      *mode = m;
      return true;
    }
  }
  return false;
}

WaveState::WaveState(int wave_size)
    : wave_size_(wave_size), vgprs_(static_cast<size_t>(kNumVgprs) * 64, 0u) {}

uint64_t WaveState::exec() const {
  const uint64_t lo = sregs_[operand::kExecLo];
  return wave64() ? lo | (static_cast<uint64_t>(sregs_[operand::kExecHi]) << 32) : lo;
}

void WaveState::set_exec(uint64_t value) {
  sregs_[operand::kExecLo] = static_cast<uint32_t>(value);
  if (wave64()) sregs_[operand::kExecHi] = static_cast<uint32_t>(value >> 32);
}

uint64_t WaveState::vcc() const {
  const uint64_t lo = sregs_[operand::kVccLo];
  return wave64() ? lo | (static_cast<uint64_t>(sregs_[operand::kVccHi]) << 32) : lo;
}

void WaveState::set_vcc(uint64_t value) {
  sregs_[operand::kVccLo] = static_cast<uint32_t>(value);
  if (wave64()) sregs_[operand::kVccHi] = static_cast<uint32_t>(value >> 32);
}

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
