#include "fp/mode.h"

#include <cstddef>

namespace cutlm {

namespace {

// The names of the modes in the enums' order (state JSON, the trace, messages).
constexpr const char* kDenormModeNames[] = {"preserve", "flush_in", "flush_out", "flush"};
constexpr const char* kRoundModeNames[] = {"nearest_even", "plus_infinity", "minus_infinity",
                                           "zero"};

template <typename Enum, std::size_t N>
const char* mode_name(Enum mode, const char* const (&names)[N]) {
  const auto index = static_cast<std::size_t>(mode);
  return index < N ? names[index] : "?";
}

template <typename Enum, std::size_t N>
bool parse_mode_name(const std::string& text, const char* const (&names)[N], Enum* mode) {
  for (std::size_t i = 0; i < N; ++i) {
    if (text == names[i]) {
      *mode = static_cast<Enum>(i);
      return true;
    }
  }
  return false;
}

}  // namespace

const char* denorm_mode_name(DenormMode mode) { return mode_name(mode, kDenormModeNames); }

bool parse_denorm_mode(const std::string& text, DenormMode* mode) {
  return parse_mode_name(text, kDenormModeNames, mode);
}

const char* round_mode_name(RoundMode mode) { return mode_name(mode, kRoundModeNames); }

bool parse_round_mode(const std::string& text, RoundMode* mode) {
  return parse_mode_name(text, kRoundModeNames, mode);
}

uint32_t denorm_field(DenormMode mode) {
  switch (mode) {
    case DenormMode::Flush: return 0;
    case DenormMode::FlushOut: return 1;
    case DenormMode::FlushIn: return 2;
    case DenormMode::Preserve: return 3;
  }
  return 3;
}

DenormMode denorm_mode_from_field(uint32_t field) {
  static const DenormMode kModes[] = {DenormMode::Flush, DenormMode::FlushOut, DenormMode::FlushIn,
                                      DenormMode::Preserve};
  return kModes[field & 3];
}

namespace {

constexpr uint32_t kModeModelledBits = 0x3FF;  // FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE

}  // namespace

uint32_t mode_register(const Mode& mode) {
  return static_cast<uint32_t>(mode.round_f32) | static_cast<uint32_t>(mode.round_f16_f64) << 2 |
         denorm_field(mode.denorm_f32) << 4 | denorm_field(mode.denorm_f16_f64) << 6 |
         static_cast<uint32_t>(mode.dx10_clamp) << 8 | static_cast<uint32_t>(mode.ieee) << 9 |
         (mode.other_bits & ~kModeModelledBits);
}

Mode mode_from_register(uint32_t bits) {
  Mode mode;
  mode.round_f32 = static_cast<RoundMode>(bits & 3);
  mode.round_f16_f64 = static_cast<RoundMode>(bits >> 2 & 3);
  mode.denorm_f32 = denorm_mode_from_field(bits >> 4);
  mode.denorm_f16_f64 = denorm_mode_from_field(bits >> 6);
  mode.dx10_clamp = (bits >> 8 & 1) != 0;
  mode.ieee = (bits >> 9 & 1) != 0;
  mode.other_bits = bits & ~kModeModelledBits;
  return mode;
}

}  // namespace cutlm
