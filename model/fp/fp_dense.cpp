#include "fp/fp_dense.h"

#include "fp/fp.h"

namespace cutlm::fp {

namespace {

// The x86-64 baseline has no FMA instruction (fmaf would be a library call per lane): a second
// build of each kernel for AVX2 + FMA hosts, picked once by the dynamic loader.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define CUTLM_DENSE_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define CUTLM_DENSE_CLONES
#endif

template <typename Bits>
struct Layout;
template <>
struct Layout<uint32_t> {
  static constexpr uint32_t kExponent = 0x7F800000u;
  static constexpr uint32_t kSign = 0x80000000u;
};
template <>
struct Layout<uint64_t> {
  static constexpr uint64_t kExponent = 0x7FF0000000000000ull;
  static constexpr uint64_t kSign = 0x8000000000000000ull;
};

// Source modifiers and input flush of one lane; `special` collects the non-finite operands.
// A zero exponent field with flush on keeps only the sign: a denormal becomes a zero of its
// sign, a zero stays itself.
template <typename Bits>
inline Bits prepare(Bits x, Bits clear, Bits flip, bool flush_in, Bits& special) {
  x = (x & ~clear) ^ flip;
  special |= static_cast<Bits>((x & Layout<Bits>::kExponent) == Layout<Bits>::kExponent);
  return flush_in && (x & Layout<Bits>::kExponent) == 0 ? x & Layout<Bits>::kSign : x;
}

template <typename Bits>
inline Bits flush_result(Bits r, bool flush_out) {
  return flush_out && (r & Layout<Bits>::kExponent) == 0 ? r & Layout<Bits>::kSign : r;
}

// The lane count as a constant (wave32 or wave64), so that the loops unroll into whole vectors.
template <int n>
inline __attribute__((always_inline)) bool f32_lanes(DenseOp op, const uint32_t* const src[3],
                                                     const DenseControl& control, uint32_t* out) {
  uint32_t x[n], y[n], z[n];
  uint32_t special = 0;
  const bool three = op == DenseOp::Fma;
  const auto clear = [&](int i) { return static_cast<uint32_t>(control.clear[i]); };
  const auto flip = [&](int i) { return static_cast<uint32_t>(control.flip[i]); };
  for (int l = 0; l < n; ++l) {
    x[l] = prepare(src[0][l], clear(0), flip(0), control.flush_in, special);
    y[l] = prepare(src[1][l], clear(1), flip(1), control.flush_in, special);
  }
  if (three) {
    for (int l = 0; l < n; ++l) {
      z[l] = prepare(src[2][l], clear(2), flip(2), control.flush_in, special);
    }
  }
  if (special != 0) return false;
  const bool flush_out = control.flush_out;
  switch (op) {
    case DenseOp::Add:
      for (int l = 0; l < n; ++l) {
        out[l] = flush_result(float_bits(bits_float(x[l]) + bits_float(y[l])), flush_out);
      }
      break;
    case DenseOp::Sub:
      for (int l = 0; l < n; ++l) {
        out[l] = flush_result(float_bits(bits_float(x[l]) - bits_float(y[l])), flush_out);
      }
      break;
    case DenseOp::SubRev:
      for (int l = 0; l < n; ++l) {
        out[l] = flush_result(float_bits(bits_float(y[l]) - bits_float(x[l])), flush_out);
      }
      break;
    case DenseOp::Mul:
      for (int l = 0; l < n; ++l) {
        out[l] = flush_result(float_bits(bits_float(x[l]) * bits_float(y[l])), flush_out);
      }
      break;
    case DenseOp::Fma:
      for (int l = 0; l < n; ++l) {
        out[l] = flush_result(
            float_bits(__builtin_fmaf(bits_float(x[l]), bits_float(y[l]), bits_float(z[l]))),
            flush_out);
      }
      break;
  }
  return true;
}

template <int n>
inline __attribute__((always_inline)) bool f64_lanes(DenseOp op, const uint32_t* const lo[3],
                                                     const uint32_t* const hi[3],
                                                     const DenseControl& control, uint32_t* out_lo,
                                                     uint32_t* out_hi) {
  uint64_t x[n], y[n], z[n];
  uint64_t special = 0;
  const bool three = op == DenseOp::Fma;
  const auto load = [&](int i, int l) { return lo[i][l] | static_cast<uint64_t>(hi[i][l]) << 32; };
  for (int l = 0; l < n; ++l) {
    x[l] = prepare(load(0, l), control.clear[0], control.flip[0], control.flush_in, special);
    y[l] = prepare(load(1, l), control.clear[1], control.flip[1], control.flush_in, special);
  }
  if (three) {
    for (int l = 0; l < n; ++l) {
      z[l] = prepare(load(2, l), control.clear[2], control.flip[2], control.flush_in, special);
    }
  }
  if (special != 0) return false;
  uint64_t r[n];
  switch (op) {
    case DenseOp::Add:
      for (int l = 0; l < n; ++l) r[l] = double_bits(bits_double(x[l]) + bits_double(y[l]));
      break;
    case DenseOp::Sub:
      for (int l = 0; l < n; ++l) r[l] = double_bits(bits_double(x[l]) - bits_double(y[l]));
      break;
    case DenseOp::SubRev:
      for (int l = 0; l < n; ++l) r[l] = double_bits(bits_double(y[l]) - bits_double(x[l]));
      break;
    case DenseOp::Mul:
      for (int l = 0; l < n; ++l) r[l] = double_bits(bits_double(x[l]) * bits_double(y[l]));
      break;
    case DenseOp::Fma:
      for (int l = 0; l < n; ++l) {
        r[l] = double_bits(__builtin_fma(bits_double(x[l]), bits_double(y[l]), bits_double(z[l])));
      }
      break;
  }
  for (int l = 0; l < n; ++l) {
    const uint64_t v = flush_result(r[l], control.flush_out);
    out_lo[l] = static_cast<uint32_t>(v);
    out_hi[l] = static_cast<uint32_t>(v >> 32);
  }
  return true;
}

}  // namespace

CUTLM_DENSE_CLONES bool dense_f32(DenseOp op, const uint32_t* const src[3], int n,
                                  const DenseControl& control, uint32_t* out) {
  return n == 32 ? f32_lanes<32>(op, src, control, out) : f32_lanes<64>(op, src, control, out);
}

CUTLM_DENSE_CLONES bool dense_f64(DenseOp op, const uint32_t* const lo[3],
                                  const uint32_t* const hi[3], int n, const DenseControl& control,
                                  uint32_t* out_lo, uint32_t* out_hi) {
  return n == 32 ? f64_lanes<32>(op, lo, hi, control, out_lo, out_hi)
                 : f64_lanes<64>(op, lo, hi, control, out_lo, out_hi);
}

namespace {

template <int n>
inline __attribute__((always_inline)) bool min_f16_lanes(const uint32_t* a_lanes,
                                                         const uint32_t* b_lanes,
                                                         const uint32_t* old,
                                                         const MinF16Control& k, uint32_t* out) {
  uint32_t nan = 0;
  const auto modified = [&k](uint32_t x, uint32_t clear, uint32_t flip) {
    x = k.flush_in && (x & 0x7C00u) == 0 ? x & 0x8000u : x;
    return (x & ~clear) ^ flip;
  };
  // The order as a signed integer: -0 below +0.
  const auto key = [](uint32_t x) {
    const int32_t magnitude = static_cast<int32_t>(x & 0x7FFF);
    return (x & 0x8000u) != 0 ? -magnitude - 1 : magnitude;
  };
  // Locals, so that the compiler need not reload them through `k` (which `out` might alias).
  const bool a_high = k.shift_a != 0, b_high = k.shift_b != 0;
  const uint32_t clear_a = k.clear_a, clear_b = k.clear_b, flip_a = k.flip_a, flip_b = k.flip_b;
  const bool flush_out = k.flush_out;
  uint32_t r[n];
  for (int l = 0; l < n; ++l) {
    const uint32_t a = modified((a_high ? a_lanes[l] >> 16 : a_lanes[l]) & 0xFFFF, clear_a, flip_a);
    const uint32_t b = modified((b_high ? b_lanes[l] >> 16 : b_lanes[l]) & 0xFFFF, clear_b, flip_b);
    nan |= static_cast<uint32_t>((a & 0x7FFF) > 0x7C00u) | ((b & 0x7FFF) > 0x7C00u);
    const uint32_t m = key(a) < key(b) ? a : b;
    r[l] = flush_out && (m & 0x7C00u) == 0 ? m & 0x8000u : m;
  }
  if (nan != 0) return false;
  for (int l = 0; l < n; ++l) {
    out[l] = k.high ? (old[l] & 0x0000FFFFu) | r[l] << 16 : (old[l] & 0xFFFF0000u) | r[l];
  }
  return true;
}

template <int n>
inline __attribute__((always_inline)) uint64_t class_f64_lanes(const uint32_t* lo,
                                                               const uint32_t* hi,
                                                               const uint32_t* classes,
                                                               uint64_t clear, uint64_t flip) {
  uint32_t bit[n];
  for (int l = 0; l < n; ++l) {
    const uint64_t x = ((lo[l] | static_cast<uint64_t>(hi[l]) << 32) & ~clear) ^ flip;
    // Arithmetic rather than branches, so that the loop vectorizes.
    const int32_t negative = static_cast<int32_t>(x >> 63);
    const int32_t exponent_set = (x & 0x7FF0000000000000ull) != 0;
    const int32_t all_ones = (x & 0x7FF0000000000000ull) == 0x7FF0000000000000ull;
    const int32_t fraction_set = (x & 0x000FFFFFFFFFFFFFull) != 0;
    const int32_t quiet = static_cast<int32_t>(x >> 51 & 1);
    // Negative classes 3 normal, 4 denormal, 5 zero; the positive ones mirror them (11 - c).
    int32_t below = 5 - fraction_set;
    below -= exponent_set * (below - 3);
    const int32_t finite_class = below + (1 - negative) * (11 - 2 * below);
    const int32_t infinity_class = 9 - 7 * negative;
    const int32_t special_class = infinity_class + fraction_set * (quiet - infinity_class);
    const int32_t cls = finite_class + all_ones * (special_class - finite_class);
    bit[l] = classes[l] >> cls & 1;
  }
  uint64_t mask = 0;
  for (int l = 0; l < n; ++l) mask |= static_cast<uint64_t>(bit[l]) << l;
  return mask;
}

}  // namespace

CUTLM_DENSE_CLONES bool dense_min_f16(const uint32_t* a, const uint32_t* b, const uint32_t* old,
                                      int n, const MinF16Control& control, uint32_t* out) {
  return n == 32 ? min_f16_lanes<32>(a, b, old, control, out)
                 : min_f16_lanes<64>(a, b, old, control, out);
}

CUTLM_DENSE_CLONES uint64_t dense_class_f64(const uint32_t* lo, const uint32_t* hi,
                                            const uint32_t* classes, int n, uint64_t clear,
                                            uint64_t flip) {
  return n == 32 ? class_f64_lanes<32>(lo, hi, classes, clear, flip)
                 : class_f64_lanes<64>(lo, hi, classes, clear, flip);
}

namespace {

// binary16 through the host's binary32: every binary16 value and every product of two is exact
// there. A sum of two is exact, or its smaller operand lies below a quarter of the larger one's
// binary16 spacing, so that the binary32 rounding cannot reach a binary16 midpoint the exact sum
// is not on (a power of two's lower midpoint is reached only from above and ties back to it):
// one more rounding to binary16 is correct. The fma's sum is rounded to odd (two more bits than
// binary16 at least), as fp.h's sum_to_odd does in binary64.
__extension__ typedef _Float16 Half;

inline float half_value(uint32_t h) {
  return static_cast<float>(bit_cast<Half>(static_cast<uint16_t>(h)));
}
inline uint32_t half_bits(float f) { return bit_cast<uint16_t>(static_cast<Half>(f)); }

inline float sum_to_odd(float p, float c) {
  const float s = p + c;
  const float c_part = s - p;
  const float error = (p - (s - c_part)) + (c - c_part);
  const uint32_t bits = float_bits(s);
  const uint32_t step = (error > 0) == (s > 0) ? 1u : ~0u;  // away from or toward zero
  return error == 0 || (bits & 1) != 0 ? s : bits_float(bits + step);
}

template <int n>
inline __attribute__((always_inline)) bool pk_f16_lanes(PackedOp op, const uint32_t* const src[3],
                                                        const PackedControl& k, uint32_t* out) {
  const int count = op == PackedOp::Fma ? 3 : 2;
  // Operand halves: [i][l] the low result's, [i][n + l] the high result's.
  uint32_t h[3][2 * n];
  uint32_t special = 0;
  const bool flush_in = k.flush_in;
  for (int i = 0; i < count; ++i) {
    const bool lo_high = (k.opsel >> i & 1) != 0, hi_high = (k.opsel_hi >> i & 1) != 0;
    const uint32_t lo_flip = (k.neg_lo >> i & 1) != 0 ? 0x8000u : 0;
    const uint32_t hi_flip = (k.neg_hi >> i & 1) != 0 ? 0x8000u : 0;
    const uint32_t* s = src[i];
    for (int l = 0; l < n; ++l) {
      uint32_t lo = ((lo_high ? s[l] >> 16 : s[l]) & 0xFFFF) ^ lo_flip;
      uint32_t hi = ((hi_high ? s[l] >> 16 : s[l]) & 0xFFFF) ^ hi_flip;
      special |= static_cast<uint32_t>((lo & 0x7C00u) == 0x7C00u) | ((hi & 0x7C00u) == 0x7C00u);
      lo = flush_in && (lo & 0x7C00u) == 0 ? lo & 0x8000u : lo;
      hi = flush_in && (hi & 0x7C00u) == 0 ? hi & 0x8000u : hi;
      h[i][l] = lo;
      h[i][n + l] = hi;
    }
  }
  if (special != 0) return false;
  uint32_t r[2 * n];
  const auto key = [](uint32_t x) {
    const int32_t magnitude = static_cast<int32_t>(x & 0x7FFF);
    return (x & 0x8000u) != 0 ? -magnitude - 1 : magnitude;
  };
  switch (op) {
    case PackedOp::Add:
      for (int l = 0; l < 2 * n; ++l) r[l] = half_bits(half_value(h[0][l]) + half_value(h[1][l]));
      break;
    case PackedOp::Mul:
      for (int l = 0; l < 2 * n; ++l) r[l] = half_bits(half_value(h[0][l]) * half_value(h[1][l]));
      break;
    case PackedOp::Fma:
      for (int l = 0; l < 2 * n; ++l) {
        r[l] =
            half_bits(sum_to_odd(half_value(h[0][l]) * half_value(h[1][l]), half_value(h[2][l])));
      }
      break;
    case PackedOp::Min:
      for (int l = 0; l < 2 * n; ++l) r[l] = key(h[1][l]) < key(h[0][l]) ? h[1][l] : h[0][l];
      break;
    case PackedOp::Max:
      for (int l = 0; l < 2 * n; ++l) r[l] = key(h[1][l]) > key(h[0][l]) ? h[1][l] : h[0][l];
      break;
  }
  const bool flush_out = k.flush_out;
  for (int l = 0; l < n; ++l) {
    uint32_t lo = r[l], hi = r[n + l];
    lo = flush_out && (lo & 0x7C00u) == 0 ? lo & 0x8000u : lo;
    hi = flush_out && (hi & 0x7C00u) == 0 ? hi & 0x8000u : hi;
    out[l] = lo | hi << 16;
  }
  return true;
}

}  // namespace

CUTLM_DENSE_CLONES bool dense_pk_f16(PackedOp op, const uint32_t* const src[3], int n,
                                     const PackedControl& control, uint32_t* out) {
  return n == 32 ? pk_f16_lanes<32>(op, src, control, out)
                 : pk_f16_lanes<64>(op, src, control, out);
}

}  // namespace cutlm::fp
