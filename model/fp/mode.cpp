#include "fp/mode.h"

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

const char* round_mode_name(RoundMode mode) {
  switch (mode) {
    case RoundMode::NearestEven: return "nearest_even";
    case RoundMode::PlusInfinity: return "plus_infinity";
    case RoundMode::MinusInfinity: return "minus_infinity";
    case RoundMode::Zero: return "zero";
  }
  return "?";
}

bool parse_round_mode(const std::string& text, RoundMode* mode) {
  for (RoundMode m : {RoundMode::NearestEven, RoundMode::PlusInfinity, RoundMode::MinusInfinity,
                      RoundMode::Zero}) {
    if (text == round_mode_name(m)) {
      *mode = m;
      return true;
    }
  }
  return false;
}

namespace {

// FP_DENORM's two bits per width: bit 0 keeps input denormals, bit 1 output denormals.
uint32_t denorm_bits(DenormMode mode) {
  switch (mode) {
    case DenormMode::Flush: return 0;
    case DenormMode::FlushOut: return 1;
    case DenormMode::FlushIn: return 2;
    case DenormMode::Preserve: return 3;
  }
  return 3;
}

DenormMode denorm_from_bits(uint32_t bits) {
  static const DenormMode kModes[] = {DenormMode::Flush, DenormMode::FlushOut, DenormMode::FlushIn,
                                      DenormMode::Preserve};
  return kModes[bits & 3];
}

constexpr uint32_t kModeModelledBits = 0x3FF;  // FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE

}  // namespace

uint32_t mode_register(const Mode& mode) {
  return static_cast<uint32_t>(mode.round_f32) | static_cast<uint32_t>(mode.round_f16_f64) << 2 |
         denorm_bits(mode.denorm_f32) << 4 | denorm_bits(mode.denorm_f16_f64) << 6 |
         static_cast<uint32_t>(mode.dx10_clamp) << 8 | static_cast<uint32_t>(mode.ieee) << 9 |
         (mode.other_bits & ~kModeModelledBits);
}

Mode mode_from_register(uint32_t bits) {
  Mode mode;
  mode.round_f32 = static_cast<RoundMode>(bits & 3);
  mode.round_f16_f64 = static_cast<RoundMode>(bits >> 2 & 3);
  mode.denorm_f32 = denorm_from_bits(bits >> 4);
  mode.denorm_f16_f64 = denorm_from_bits(bits >> 6);
  mode.dx10_clamp = (bits >> 8 & 1) != 0;
  mode.ieee = (bits >> 9 & 1) != 0;
  mode.other_bits = bits & ~kModeModelledBits;
  return mode;
}

}  // namespace cutlm
