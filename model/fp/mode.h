// The MODE register: float rounding and denormal modes, IEEE and DX10 clamp, as a wave sees
// them and as the floating-point core applies them.
#pragma once

#include <cstdint>
#include <string>

namespace cutlm {

enum class DenormMode : uint8_t { Preserve, FlushIn, FlushOut, Flush };

const char* denorm_mode_name(DenormMode mode);
bool parse_denorm_mode(const std::string& text, DenormMode* mode);
// A denormal mode as a two-bit field (FP_DENORM of MODE, FLOAT_DENORM_MODE of the kernel
// descriptor): bit 0 keeps input denormals, bit 1 keeps output denormals.
uint32_t denorm_field(DenormMode mode);
DenormMode denorm_mode_from_field(uint32_t field);  // the low two bits

enum class RoundMode : uint8_t { NearestEven = 0, PlusInfinity = 1, MinusInfinity = 2, Zero = 3 };

const char* round_mode_name(RoundMode mode);
bool parse_round_mode(const std::string& text, RoundMode* mode);

struct Mode {
  bool ieee = true;
  bool dx10_clamp = true;
  DenormMode denorm_f32 = DenormMode::Preserve;
  DenormMode denorm_f16_f64 = DenormMode::Preserve;
  RoundMode round_f32 = RoundMode::NearestEven;
  RoundMode round_f16_f64 = RoundMode::NearestEven;
  // The MODE register's other bits (exception enables and the like), kept so that
  // s_getreg reads back what s_setreg wrote; the model gives them no meaning yet.
  uint32_t other_bits = 0;

  bool flush_in_f16_f64() const {
    return denorm_f16_f64 == DenormMode::FlushIn || denorm_f16_f64 == DenormMode::Flush;
  }
  bool flush_out_f16_f64() const {
    return denorm_f16_f64 == DenormMode::FlushOut || denorm_f16_f64 == DenormMode::Flush;
  }
  // FP16_OVFL, MODE bit 23 (Mesa ACO sets it with hwreg(HW_REG_MODE, 23, 1)): an overflowing
  // finite result saturates at the format's largest finite value. Only RDNA4's FP8/BF8
  // conversions read it here (docs/valu-semantics.md); the f16 forms do not yet.
  static constexpr unsigned kFp16OverflowBit = 23;
  bool fp16_ovfl() const { return (other_bits >> kFp16OverflowBit & 1) != 0; }
};

// The MODE hardware register (s_getreg/s_setreg hwreg(HW_REG_MODE)): FP_ROUND [3:0] (f32
// in [1:0], f16/f64 in [3:2]), FP_DENORM [7:4] (f32 in [5:4], f16/f64 in [7:6]; per field bit 0
// keeps input denormals, bit 1 keeps output denormals), DX10_CLAMP [8], IEEE [9].
uint32_t mode_register(const Mode& mode);
Mode mode_from_register(uint32_t bits);

}  // namespace cutlm
