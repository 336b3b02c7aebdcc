// The numeric conversions of the formatted memory accesses (buffer *_FORMAT_* and TBUFFER_*,
// image loads and stores): a format component's bits to the register value it reads as, and
// back, for the unified formats of isa/image_resource.json.
#include "exec/memory/sem_memory_format.h"

#include <algorithm>
#include <cmath>

#include "fp/fp.h"
#include "fp/fp16.h"
#include "isa/bits.h"

namespace cutlm::mem {
namespace {

// An unsigned float with a 5-bit exponent (bias 15) and `mantissa` bits, as a double.
double small_float_value(uint64_t bits, unsigned mantissa) {
  const unsigned exponent = static_cast<unsigned>(bits >> mantissa) & 31;
  const uint64_t fraction = bits & ((1ull << mantissa) - 1);
  if (exponent == 31) return fraction != 0 ? std::nan("") : INFINITY;
  if (exponent == 0)
    return std::ldexp(static_cast<double>(fraction), -14 - static_cast<int>(mantissa));
  return std::ldexp(static_cast<double>(fraction + (1ull << mantissa)),
                    static_cast<int>(exponent) - 15 - static_cast<int>(mantissa));
}

// A double rounded to nearest even into that unsigned float: negatives (and -0) give 0, a NaN the
// quiet NaN, too large infinity.
uint64_t small_float_bits(double v, unsigned mantissa) {
  const uint64_t infinity = 31ull << mantissa;
  if (std::isnan(v)) return infinity | 1ull << (mantissa - 1);
  if (!(v > 0)) return 0;
  if (std::isinf(v)) return infinity;
  int e2 = 0;
  std::frexp(v, &e2);
  const int exponent = std::max(e2 - 1, -14);  // denormals share the smallest exponent
  const double units = std::nearbyint(std::ldexp(v, static_cast<int>(mantissa) - exponent));
  const uint64_t bits =
      (static_cast<uint64_t>(exponent + 14) << mantissa) + static_cast<uint64_t>(units);
  return bits >= infinity ? infinity : bits;
}

uint32_t f32_of(double v) {
  return static_cast<uint32_t>(fp::round_double(v, fp::Format::F32, RoundMode::NearestEven));
}
uint16_t f16_of(double v) {
  return static_cast<uint16_t>(fp::round_double(v, fp::Format::F16, RoundMode::NearestEven));
}

double clamp_round(double v, double lo, double hi) {
  if (std::isnan(v)) return 0;
  return std::nearbyint(std::min(std::max(v, lo), hi));
}

}  // namespace

// A component's bits as the 32-bit (or, d16, 16-bit) register value the format gives it.
uint32_t component_to_register(const isa::UnifiedFormat& f, unsigned bits, uint64_t raw, bool d16) {
  const double max_u = std::ldexp(1.0, static_cast<int>(bits)) - 1;
  const double max_s = std::ldexp(1.0, static_cast<int>(bits) - 1) - 1;
  const int64_t as_signed = static_cast<int64_t>(sign_extend(raw, bits));
  double value = 0;
  switch (f.num) {
    case isa::DataNum::Uint: return static_cast<uint32_t>(d16 ? raw & 0xFFFF : raw);
    case isa::DataNum::Sint:
      return static_cast<uint32_t>(d16 ? static_cast<uint64_t>(as_signed) & 0xFFFF
                                       : static_cast<uint64_t>(as_signed));
    case isa::DataNum::Unorm: value = static_cast<double>(raw) / max_u; break;
    case isa::DataNum::Snorm: value = std::max(static_cast<double>(as_signed) / max_s, -1.0); break;
    case isa::DataNum::Uscaled: value = static_cast<double>(raw); break;
    case isa::DataNum::Sscaled: value = static_cast<double>(as_signed); break;
    case isa::DataNum::Float:
      if (bits == 32) {
        if (!d16) return static_cast<uint32_t>(raw);
        const fp::Env env;
        return static_cast<uint32_t>(fp::convert(raw, fp::Format::F32, env, fp::Format::F16, env));
      }
      if (bits == 16) {
        if (d16) return static_cast<uint32_t>(raw);
        const fp::Env env;
        return static_cast<uint32_t>(fp::convert(raw, fp::Format::F16, env, fp::Format::F32, env));
      }
      value = small_float_value(raw, bits - 5);
      break;
  }
  return d16 ? f16_of(value) : f32_of(value);
}

// The value a missing component reads: 0, or 1 for W.
uint32_t missing_component(const isa::UnifiedFormat& f, unsigned index, bool d16) {
  if (index != 3) return 0;
  if (f.num == isa::DataNum::Uint || f.num == isa::DataNum::Sint) return 1;
  return d16 ? fp::kF16One : 0x3F800000u;
}

// A register value (32-bit, or d16 16-bit) as a component's bits.
uint64_t register_to_component(const isa::UnifiedFormat& f, unsigned bits, uint32_t value,
                               bool d16) {
  const uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  // A d16 register half is zero-extended to 32 bits first, integer formats included.
  if (d16) value &= 0xFFFF;
  if (f.num == isa::DataNum::Uint || f.num == isa::DataNum::Sint) return value & mask;
  const double v = d16 ? fp::to_double(value & 0xFFFF, fp::Format::F16)
                       : static_cast<double>(fp::bits_float(value));
  const double max_u = std::ldexp(1.0, static_cast<int>(bits)) - 1;
  const double max_s = std::ldexp(1.0, static_cast<int>(bits) - 1) - 1;
  switch (f.num) {
    case isa::DataNum::Unorm: return static_cast<uint64_t>(clamp_round(v * max_u, 0, max_u)) & mask;
    case isa::DataNum::Snorm:
      return static_cast<uint64_t>(static_cast<int64_t>(clamp_round(v * max_s, -max_s, max_s))) &
             mask;
    case isa::DataNum::Uscaled: return static_cast<uint64_t>(clamp_round(v, 0, max_u)) & mask;
    case isa::DataNum::Sscaled:
      return static_cast<uint64_t>(static_cast<int64_t>(clamp_round(v, -max_s - 1, max_s))) & mask;
    default: break;
  }
  const fp::Env env;
  if (bits == 32)
    return d16 ? fp::convert(value & 0xFFFF, fp::Format::F16, env, fp::Format::F32, env) : value;
  if (bits == 16)
    return d16 ? value & 0xFFFF : fp::convert(value, fp::Format::F32, env, fp::Format::F16, env);
  return small_float_bits(v, bits - 5);
}

uint64_t get_bits(const uint8_t* bytes, unsigned lo, unsigned count) {
  uint64_t v = 0;
  for (unsigned i = 0; i < count; ++i) {
    const unsigned bit = lo + i;
    v |= static_cast<uint64_t>(bytes[bit / 8] >> (bit % 8) & 1) << i;
  }
  return v;
}
void set_bits(uint8_t* bytes, unsigned lo, unsigned count, uint64_t v) {
  for (unsigned i = 0; i < count; ++i) {
    const unsigned bit = lo + i;
    const uint8_t one = static_cast<uint8_t>(1u << (bit % 8));
    bytes[bit / 8] =
        static_cast<uint8_t>((v >> i & 1) ? bytes[bit / 8] | one : bytes[bit / 8] & ~one);
  }
}

}  // namespace cutlm::mem
