// Bit-level helpers for IEEE binary16 and binary64 encodings.
#pragma once

#include <cstdint>

namespace cutlm::fp {

constexpr uint16_t kF16SignBit = 0x8000;
constexpr uint16_t kF16ExpMask = 0x7C00;
constexpr uint16_t kF16FracMask = 0x03FF;
constexpr uint16_t kF16QuietBit = 0x0200;
constexpr uint16_t kF16One = 0x3C00;

inline bool f16_is_nan(uint16_t x) {
  return (x & kF16ExpMask) == kF16ExpMask && (x & kF16FracMask) != 0;
}
inline bool f16_is_snan(uint16_t x) { return f16_is_nan(x) && (x & kF16QuietBit) == 0; }
inline bool f16_is_inf(uint16_t x) { return (x & 0x7FFF) == kF16ExpMask; }
inline bool f16_is_zero(uint16_t x) { return (x & 0x7FFF) == 0; }
inline bool f16_is_denormal(uint16_t x) {
  return (x & kF16ExpMask) == 0 && (x & kF16FracMask) != 0;
}
inline bool f16_sign(uint16_t x) { return (x & kF16SignBit) != 0; }

constexpr uint64_t kF64SignBit = 0x8000000000000000ull;
constexpr uint64_t kF64ExpMask = 0x7FF0000000000000ull;
constexpr uint64_t kF64FracMask = 0x000FFFFFFFFFFFFFull;
constexpr uint64_t kF64QuietBit = 0x0008000000000000ull;

inline bool f64_is_nan(uint64_t x) {
  return (x & kF64ExpMask) == kF64ExpMask && (x & kF64FracMask) != 0;
}
inline bool f64_is_snan(uint64_t x) { return f64_is_nan(x) && (x & kF64QuietBit) == 0; }

}  // namespace cutlm::fp
