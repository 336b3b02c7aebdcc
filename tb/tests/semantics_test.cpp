// Semantics of V_MIN_F16 and V_CMP_CLASS_F64, lane by lane and as whole instructions.
//
// The expected values come from oracles written here from docs/valu-semantics.md and the seed
// pages, in a different way from the model: f16 values are compared and scaled as GCC
// `_Float16`/double arithmetic, f64 classes come from the C library's classification, and
// encodings come from llvm-mc-19. Nothing here calls the model's helpers to compute an expected
// value.
#include <gtest/gtest.h>

#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/operands.h"
#include "loader/program.h"
#include "test_util.h"

namespace {

using cutlm_test::TempDir;

// ---------------------------------------------------------------------------------------------
// The f16 oracle: docs/valu-semantics.md, "V_MIN_F16", written with _Float16 values.

using half = _Float16;

half from_bits16(uint16_t bits) {
  half h;
  std::memcpy(&h, &bits, sizeof h);
  return h;
}

uint16_t bits16(half h) {
  uint16_t bits;
  std::memcpy(&bits, &h, sizeof bits);
  return bits;
}

uint16_t to_half_bits(double d) { return bits16(static_cast<half>(d)); }

double value16(uint16_t bits) { return static_cast<double>(from_bits16(bits)); }

bool is_nan16(uint16_t bits) {
  const half h = from_bits16(bits);
  return h != h;  // only a NaN compares unequal to itself
}

// IEEE 754 marks a quiet NaN by the top mantissa bit (bit 9 in binary16); the C library has no
// portable test for it.
bool is_snan16(uint16_t bits) { return is_nan16(bits) && (bits & 0x0200) == 0; }

// binary16's smallest normal magnitude is 2^-14.
bool is_denorm16(uint16_t bits) {
  if (is_nan16(bits)) return false;
  const double d = value16(bits);
  return d != 0.0 && std::fabs(d) < std::ldexp(1.0, -14);
}

uint16_t signed_zero16(bool negative) { return to_half_bits(negative ? -0.0 : 0.0); }

bool sign16(uint16_t bits) {
  // Through the value for numbers; NaN signs are read from the raw sign bit.
  if (is_nan16(bits)) return (bits >> 15) != 0;
  return std::signbit(value16(bits));
}

struct MinModes {
  bool ieee = true;
  bool dx10_clamp = true;
  bool flush_in = false;
  bool flush_out = false;
};

// Steps 1-3 of the contract on the selected 16-bit halves.
uint16_t ref_min_core(uint16_t a, uint16_t b, const MinModes& m, unsigned abs, unsigned neg) {
  auto prepare = [&](uint16_t x, int i) -> uint16_t {
    if (m.flush_in && is_denorm16(x)) x = signed_zero16(sign16(x));
    if ((abs >> i & 1) != 0) x = static_cast<uint16_t>(x & 0x7FFF);  // sign-bit operations,
    if ((neg >> i & 1) != 0) x = static_cast<uint16_t>(x ^ 0x8000);  // NaNs included
    return x;
  };
  a = prepare(a, 0);
  b = prepare(b, 1);
  if (m.ieee && is_snan16(a)) return static_cast<uint16_t>(a | 0x0200);
  if (m.ieee && is_snan16(b)) return static_cast<uint16_t>(b | 0x0200);
  if (is_nan16(a)) return b;  // both NaN: b (the gfx1100 seed page)
  if (is_nan16(b)) return a;
  const half x = from_bits16(a);
  const half y = from_bits16(b);
  if (x < y) return a;
  if (y < x) return b;
  if (sign16(b) && !sign16(a)) return b;  // -0 is ordered below +0
  return a;                               // equal values give a
}

// Steps 4-5: omod, clamp, output flush.
uint16_t ref_min_post(uint16_t r, const MinModes& m, unsigned omod, bool clamp) {
  if (omod != 0 && !m.ieee && m.flush_out && !is_nan16(r)) {
    const double factor = omod == 1 ? 2.0 : omod == 2 ? 4.0 : 0.5;
    // Exact in double; the conversion rounds (only denormal results are inexact, and those
    // are flushed below). A zero result is +0, also when a tiny negative value rounds to -0.
    r = to_half_bits(value16(r) * factor);
    if (value16(r) == 0.0) r = signed_zero16(false);
  }
  if (clamp) {
    if (is_nan16(r)) {
      if (m.dx10_clamp) r = signed_zero16(false);
    } else if (sign16(r)) {
      r = signed_zero16(false);
    } else if (value16(r) > 1.0) {
      r = to_half_bits(1.0);
    }
  }
  if (m.flush_out && is_denorm16(r)) r = signed_zero16(sign16(r));
  return r;
}

uint32_t place16(uint16_t r, uint32_t vdst_old, bool high) {
  return high ? (vdst_old & 0x0000FFFFu) | (static_cast<uint32_t>(r) << 16)
              : (vdst_old & 0xFFFF0000u) | r;
}

uint16_t half_of(uint32_t v, bool high) { return static_cast<uint16_t>(high ? v >> 16 : v); }

uint32_t ref_min_lane(uint32_t src0, uint32_t src1, uint32_t vdst_old, const MinModes& m,
                      unsigned abs, unsigned neg, bool clamp, unsigned omod, unsigned opsel) {
  const uint16_t a = half_of(src0, (opsel & 1) != 0);
  const uint16_t b = half_of(src1, (opsel & 2) != 0);
  const uint16_t r = ref_min_post(ref_min_core(a, b, m, abs, neg), m, omod, clamp);
  return place16(r, vdst_old, (opsel & 8) != 0);
}

// Input encodings covering every class, both signs, several NaN payloads.
const std::vector<uint16_t>& f16_values() {
  static const std::vector<uint16_t> values = [] {
    std::vector<uint16_t> v = {
        0x7C01, 0x7D00, 0x7DFF, 0x7CAA, 0xFC01, 0xFD55, 0xFDFF,          // sNaN
        0x7E00, 0x7E01, 0x7FFF, 0x7F3C, 0xFE00, 0xFFFF, 0xFE3A,          // qNaN
        0x0001, 0x8001, 0x03FF, 0x83FF, 0x0200, 0x8200, 0x0155, 0x8002,  // denormals
    };
    const double min_normal = std::ldexp(1.0, -14);
    const double inf = std::numeric_limits<double>::infinity();
    const double third = 1.0 / 3.0;
    const std::vector<double> numbers = {0.0,   -0.0,   1.0,  -1.0,  65504.0,    -65504.0,   0.5,
                                         -0.5,  2.0,    -2.0, 100.0, -100.0,     1.5,        -1024.,
                                         third, -third, inf,  -inf,  min_normal, -min_normal};
    for (double d : numbers) v.push_back(to_half_bits(d));
    // Neighbours of the clamp bound and of the smallest normal.
    v.push_back(static_cast<uint16_t>(to_half_bits(1.0) - 1));
    v.push_back(static_cast<uint16_t>(to_half_bits(1.0) + 1));
    v.push_back(static_cast<uint16_t>(to_half_bits(-1.0) + 1));
    v.push_back(static_cast<uint16_t>(to_half_bits(min_normal) + 1));
    return v;
  }();
  return values;
}

// In the order of the V_CMP_CLASS mask bits.
enum class Class16 {
  SNaN,
  QNaN,
  NegInf,
  NegNormal,
  NegDenorm,
  NegZero,
  PosZero,
  PosDenorm,
  PosNormal,
  PosInf
};

Class16 classify16(uint16_t bits) {
  if (is_nan16(bits)) return is_snan16(bits) ? Class16::SNaN : Class16::QNaN;
  const double d = value16(bits);
  const bool neg = std::signbit(d);
  if (std::isinf(d)) return neg ? Class16::NegInf : Class16::PosInf;
  if (d == 0.0) return neg ? Class16::NegZero : Class16::PosZero;
  if (is_denorm16(bits)) return neg ? Class16::NegDenorm : Class16::PosDenorm;
  return neg ? Class16::NegNormal : Class16::PosNormal;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

TEST(MinF16Oracle, ValueSetCoversEveryClassAndSign) {
  const auto& values = f16_values();
  ASSERT_GE(values.size(), 40u);
  std::array<int, 10> count{};
  int neg_snan = 0, neg_qnan = 0;
  for (uint16_t v : values) {
    const Class16 c = classify16(v);
    ++count[static_cast<int>(c)];
    if (c == Class16::SNaN && (v >> 15) != 0) ++neg_snan;
    if (c == Class16::QNaN && (v >> 15) != 0) ++neg_qnan;
  }
  for (int i = 0; i < 10; ++i) EXPECT_GE(count[i], 1) << "class " << i;
  EXPECT_GE(count[static_cast<int>(Class16::SNaN)], 3);
  EXPECT_GE(count[static_cast<int>(Class16::QNaN)], 3);
  EXPECT_GE(neg_snan, 1);
  EXPECT_GE(neg_qnan, 1);
}

// Every pair of the value set, in every mode, with every modifier combination; the value sits
// in the half opsel selects and other set members fill the other half as garbage.
void check_min_lane_exhaustive(bool ieee) {
  const auto& values = f16_values();
  const std::size_t n = values.size();
  uint64_t checked = 0;
  uint64_t mismatches = 0;
  std::vector<std::string> reports;
  for (int denorm = 0; denorm < 4; ++denorm) {
    for (unsigned absneg = 0; absneg < 16; ++absneg) {
      const unsigned abs = absneg & 3;
      const unsigned neg = absneg >> 2;
      for (std::size_t ia = 0; ia < n; ++ia) {
        for (std::size_t ib = 0; ib < n; ++ib) {
          const uint16_t a = values[ia];
          const uint16_t b = values[ib];
          MinModes m;
          m.ieee = ieee;
          m.flush_in = (denorm & 1) != 0;
          m.flush_out = (denorm & 2) != 0;
          const uint16_t core = ref_min_core(a, b, m, abs, neg);
          const uint16_t garbage0 = values[(ia * 7 + ib + 3) % n];
          const uint16_t garbage1 = values[(ib * 5 + ia + 11) % n];
          for (int dx10 = 0; dx10 < 2; ++dx10) {
            m.dx10_clamp = dx10 != 0;
            for (int clamp = 0; clamp < 2; ++clamp) {
              for (unsigned omod = 0; omod < 4; ++omod) {
                const uint16_t r = ref_min_post(core, m, omod, clamp != 0);
                cutlm::F16LaneControl c;
                c.ieee = m.ieee;
                c.dx10_clamp = m.dx10_clamp;
                c.flush_in = m.flush_in;
                c.flush_out = m.flush_out;
                c.abs = static_cast<uint8_t>(abs);
                c.neg = static_cast<uint8_t>(neg);
                c.clamp = clamp != 0;
                c.omod = static_cast<uint8_t>(omod);
                for (unsigned sel = 0; sel < 8; ++sel) {
                  const bool hi0 = (sel & 1) != 0;
                  const bool hi1 = (sel & 2) != 0;
                  const bool hid = (sel & 4) != 0;
                  c.opsel = static_cast<uint8_t>((sel & 3) | (hid ? 8 : 0));
                  const uint32_t src0 =
                      hi0 ? (uint32_t{a} << 16) | garbage0 : (uint32_t{garbage0} << 16) | a;
                  const uint32_t src1 =
                      hi1 ? (uint32_t{b} << 16) | garbage1 : (uint32_t{garbage1} << 16) | b;
                  const uint32_t old = 0x5A5A0000u ^ static_cast<uint32_t>(ia << 20) ^
                                       static_cast<uint32_t>(ib * 0x9E37u) ^ sel;
                  const uint32_t want = place16(r, old, hid);
                  const uint32_t got = cutlm::min_f16_lane(src0, src1, old, c);
                  ++checked;
                  if (got != want) {
                    ++mismatches;
                    if (reports.size() < 20) {
                      std::ostringstream s;
                      s << "a=" << hex(a) << " b=" << hex(b) << " ieee=" << ieee
                        << " flush_in=" << m.flush_in << " flush_out=" << m.flush_out
                        << " dx10=" << dx10 << " abs=" << abs << " neg=" << neg
                        << " clamp=" << clamp << " omod=" << omod << " opsel=" << hex(c.opsel)
                        << " src0=" << hex(src0) << " src1=" << hex(src1) << " old=" << hex(old)
                        << ": want " << hex(want) << " got " << hex(got);
                      reports.push_back(s.str());
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  for (const std::string& r : reports) ADD_FAILURE() << r;
  EXPECT_EQ(mismatches, 0u) << "of " << checked << " lane evaluations";
  EXPECT_EQ(checked, uint64_t{4} * 16 * n * n * 2 * 2 * 4 * 8);
}

TEST(MinF16Lane, ExhaustiveIeeeMode) { check_min_lane_exhaustive(true); }
TEST(MinF16Lane, ExhaustiveNonIeeeMode) { check_min_lane_exhaustive(false); }

// The gfx1100 seed page tests S0 for NaN first and returns S1, so two NaNs give src1's NaN.
// AMD's RDNA3.5 guide tests S1 first and would return src0's; gfx1100 is the target, so the
// model follows the seed (docs/valu-semantics.md, V_MIN_F16 step 2).
TEST(MinF16Lane, MinF16BothNaNReturnsSecondOperand) {
  const uint16_t qnan_a = 0x7E01;  // quiet, payload 1
  const uint16_t qnan_b = 0xFE55;  // quiet, negative, another payload
  ASSERT_TRUE(is_nan16(qnan_a) && !is_snan16(qnan_a));
  ASSERT_TRUE(is_nan16(qnan_b) && !is_snan16(qnan_b));
  for (bool ieee : {true, false}) {
    cutlm::F16LaneControl c;
    c.ieee = ieee;
    const uint32_t got = cutlm::min_f16_lane(qnan_a, qnan_b, 0xABCD0000u, c);
    EXPECT_EQ(got, 0xABCD0000u | qnan_b) << "ieee=" << ieee << ": expected src1's NaN (seed)";
    EXPECT_NE(got & 0xFFFFu, qnan_a) << "src0's NaN is the RDNA3.5 guide's answer, not gfx1100's";
    const uint32_t swapped = cutlm::min_f16_lane(qnan_b, qnan_a, 0xABCD0000u, c);
    EXPECT_EQ(swapped, 0xABCD0000u | qnan_a) << "ieee=" << ieee;
  }
  // In non-IEEE mode two signalling NaNs behave alike: src1's, not quieted.
  cutlm::F16LaneControl c;
  c.ieee = false;
  EXPECT_EQ(cutlm::min_f16_lane(0x7C01, 0xFD55, 0, c), 0xFD55u);
}

// ---------------------------------------------------------------------------------------------
// The f64 class oracle: the C library's classification of the double, the sNaN/qNaN split from
// the quiet bit (mantissa bit 51).

double from_bits64(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

uint64_t bits64(double d) {
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  return bits;
}

// Mask bit numbers from the seed page: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0,
// 6 +0, 7 +denormal, 8 +normal, 9 +inf.
int class_bit64(uint64_t bits) {
  const double d = from_bits64(bits);
  if (std::isnan(d)) return (bits >> 51 & 1) != 0 ? 1 : 0;
  const bool neg = std::signbit(d);
  if (std::isinf(d)) return neg ? 2 : 9;
  switch (std::fpclassify(d)) {
    case FP_NORMAL: return neg ? 3 : 8;
    case FP_SUBNORMAL: return neg ? 4 : 7;
    case FP_ZERO: return neg ? 5 : 6;
    default: break;
  }
  ADD_FAILURE() << "unclassifiable " << hex(bits);
  return -1;
}

uint64_t apply_abs_neg64(uint64_t bits, bool abs, bool neg) {
  if (abs) bits &= ~(uint64_t{1} << 63);
  if (neg) bits ^= uint64_t{1} << 63;
  return bits;
}

bool ref_cmp_class(uint64_t src0, uint32_t mask, bool abs, bool neg) {
  return (mask >> class_bit64(apply_abs_neg64(src0, abs, neg)) & 1) != 0;
}

const std::vector<uint64_t>& f64_values() {
  static const std::vector<uint64_t> values = [] {
    // NaNs by encoding: quiet bit (51) clear for sNaN, set for qNaN; several payloads.
    std::vector<uint64_t> v = {0x7FF0000000000001ull, 0x7FF4000000000000ull, 0x7FF7FFFFFFFFFFFFull,
                               0xFFF0000000000001ull, 0xFFF0000DEADBEEF0ull, 0x7FF8000000000000ull,
                               0x7FF8000000000001ull, 0x7FFFFFFFFFFFFFFFull, 0xFFF8000000000000ull,
                               0xFFFFFFFFFFFFFFFFull, 0xFFFC0000CAFE0000ull};
    v.push_back(bits64(std::numeric_limits<double>::signaling_NaN()));
    v.push_back(bits64(std::numeric_limits<double>::quiet_NaN()));
    const double inf = std::numeric_limits<double>::infinity();
    const double tiny = std::numeric_limits<double>::denorm_min();
    const double big_denorm = std::nextafter(DBL_MIN, 0.0);
    const double above_one = std::nextafter(1.0, 2.0);
    const std::vector<double> numbers = {
        inf,        -inf,        1.0,           -1.0,           DBL_MAX, -DBL_MAX, DBL_MIN,
        -DBL_MIN,   3.5e-300,    -42.0,         above_one,      1e300,   tiny,     -tiny,
        big_denorm, -big_denorm, DBL_MIN / 3.0, -DBL_MIN / 7.0, 0.0,     -0.0};
    for (double d : numbers) v.push_back(bits64(d));
    return v;
  }();
  return values;
}

TEST(CmpClassF64Oracle, ValueSetCoversEveryClass) {
  std::array<int, 10> count{};
  for (uint64_t v : f64_values()) ++count[class_bit64(v)];
  // Infinities and zeros have one encoding each; the other classes get several.
  for (int i = 0; i < 10; ++i) {
    const bool single = i == 2 || i == 5 || i == 6 || i == 9;
    EXPECT_GE(count[i], single ? 1 : 3) << "class bit " << i;
  }
#ifdef issignaling
  // Where glibc offers issignaling, it must agree with the quiet-bit reading above.
  for (uint64_t v : f64_values()) {
    const double d = from_bits64(v);
    if (std::isnan(d)) {
      EXPECT_EQ(issignaling(d) != 0, class_bit64(v) == 0) << hex(v);
    }
  }
#endif
}

TEST(CmpClassF64Lane, EveryClassEveryMaskEveryModifier) {
  uint64_t mismatches = 0;
  uint64_t checked = 0;
  std::vector<std::string> reports;
  for (uint64_t v : f64_values()) {
    for (unsigned absneg = 0; absneg < 4; ++absneg) {
      const bool abs = (absneg & 1) != 0;
      const bool neg = (absneg & 2) != 0;
      for (uint32_t mask = 0; mask < 1024; ++mask) {
        // Bits 31:10 are not part of the mask: fill them with garbage.
        const uint32_t src1 = mask | ((mask * 0x9E3779B9u) & ~0x3FFu);
        const bool want = ref_cmp_class(v, src1, abs, neg);
        const bool got = cutlm::cmp_class_f64_lane(v, src1, static_cast<uint8_t>(abs),
                                                   static_cast<uint8_t>(neg));
        ++checked;
        if (got != want) {
          ++mismatches;
          if (reports.size() < 20) {
            reports.push_back("src0=" + hex(v) + " mask=" + hex(src1) +
                              " abs=" + std::to_string(abs) + " neg=" + std::to_string(neg) +
                              ": want " + std::to_string(want) + " got " + std::to_string(got));
          }
        }
      }
    }
  }
  for (const std::string& r : reports) ADD_FAILURE() << r;
  EXPECT_EQ(mismatches, 0u) << "of " << checked;
}

// The class is read from the raw bits: the denormal mode must not matter (the lane function
// has no mode input at all, which the executor test below checks end to end).

// ---------------------------------------------------------------------------------------------
// Whole instructions: assembled by llvm-mc-19 (through the model's loader), run by the
// functional runner on a wave.

cutlm::Program program_from_asm(const TempDir& dir, const std::string& body, bool wave64) {
  static int counter = 0;
  const std::string path = dir.file("prog" + std::to_string(counter++) + ".s");
  cutlm_test::write_file(path, body + "\ns_endpgm\n");
  return cutlm::load_program(path, wave64);
}

cutlm::Program program_from_words(const TempDir& dir, std::vector<uint32_t> words) {
  static int counter = 0;
  words.push_back(0xBFB00000u);  // s_endpgm
  const std::string path = dir.file("raw" + std::to_string(counter++) + ".bin");
  cutlm_test::write_bytes(path, cutlm_test::words_to_bytes(words));
  return cutlm::load_program(path, false);
}

void run_program(const cutlm::Program& program, cutlm::WaveState& wave) {
  cutlm::Executor executor;
  cutlm::FunctionalRunner runner(program, executor);
  wave.pc = 0;
  runner.run(wave, 64);
}

// EXEC with a random pattern that always has an active and an inactive lane.
uint64_t random_exec(std::mt19937_64& rng, int wave_size) {
  uint64_t e = rng();
  if (wave_size == 32) e &= 0xFFFFFFFFull;
  e &= ~uint64_t{1};  // lane 0 inactive
  e |= uint64_t{2};   // lane 1 active
  return e;
}

// Where a source operand of the instruction under test comes from.
struct Src {
  enum Kind { Vgpr, Sgpr, Const } kind = Vgpr;
  int reg = 0;         // VGPR or SGPR number (the first of a pair for f64)
  uint64_t value = 0;  // Const: the raw operand in the operation's width
};

Src vgpr(int r) { return Src{Src::Vgpr, r, 0}; }
Src sgpr(int r) { return Src{Src::Sgpr, r, 0}; }
Src constant(uint64_t v) { return Src{Src::Const, 0, v}; }

// Integer inline constants are their bit patterns sign-extended to the operand width.
uint64_t int_const(int64_t n, unsigned bits) {
  const uint64_t v = static_cast<uint64_t>(n);
  return bits == 64 ? v : v & ((uint64_t{1} << bits) - 1);
}

const cutlm::DenormMode kDenormModes[] = {cutlm::DenormMode::Preserve, cutlm::DenormMode::FlushIn,
                                          cutlm::DenormMode::FlushOut, cutlm::DenormMode::Flush};

MinModes modes_of(const cutlm::Mode& mode) {
  MinModes m;
  m.ieee = mode.ieee;
  m.dx10_clamp = mode.dx10_clamp;
  m.flush_in = mode.denorm_f16_f64 == cutlm::DenormMode::FlushIn ||
               mode.denorm_f16_f64 == cutlm::DenormMode::Flush;
  m.flush_out = mode.denorm_f16_f64 == cutlm::DenormMode::FlushOut ||
                mode.denorm_f16_f64 == cutlm::DenormMode::Flush;
  return m;
}

struct MinCase {
  std::string text;
  Src src0;
  Src src1;
  unsigned abs = 0;
  unsigned neg = 0;
  bool clamp = false;
  unsigned omod = 0;
};

// Runs v_min_f16 (destination v5) in every MODE combination and checks every lane: active
// lanes against the oracle (the other half of v5 kept), inactive lanes unchanged.
void check_min_program(const cutlm::Program& program, const MinCase& tc, int wave_size,
                       unsigned opsel, std::mt19937_64& rng) {
  const auto& values = f16_values();
  for (int ieee = 0; ieee < 2; ++ieee) {
    for (int dx10 = 0; dx10 < 2; ++dx10) {
      for (cutlm::DenormMode denorm : kDenormModes) {
        SCOPED_TRACE(tc.text + " wave" + std::to_string(wave_size) +
                     " ieee=" + std::to_string(ieee) + " dx10=" + std::to_string(dx10) +
                     " denorm=" + cutlm::denorm_mode_name(denorm));
        cutlm::WaveState wave(wave_size);
        wave.mode.ieee = ieee != 0;
        wave.mode.dx10_clamp = dx10 != 0;
        wave.mode.denorm_f16_f64 = denorm;
        const uint64_t exec = random_exec(rng, wave_size);
        wave.set_exec(exec);
        // Each 16-bit half gets a member of the value set, so both halves are meaningful.
        auto random_pair = [&] {
          return static_cast<uint32_t>(values[rng() % values.size()]) |
                 static_cast<uint32_t>(values[rng() % values.size()]) << 16;
        };
        for (int r : {1, 2, 3}) {
          for (int lane = 0; lane < wave_size; ++lane) wave.set_vgpr(r, lane, random_pair());
        }
        std::vector<uint32_t> old(wave_size);
        for (int lane = 0; lane < wave_size; ++lane) {
          old[lane] = static_cast<uint32_t>(rng());
          wave.set_vgpr(5, lane, old[lane]);
        }
        for (int s : {1, 2, 3}) wave.set_sreg(static_cast<uint16_t>(s), random_pair());
        const cutlm::WaveState before = wave;
        ASSERT_NO_THROW(run_program(program, wave));
        const MinModes m = modes_of(before.mode);
        auto operand = [&](const Src& s, int lane) -> uint32_t {
          switch (s.kind) {
            case Src::Vgpr: return before.vgpr(s.reg, lane);
            case Src::Sgpr: return before.sreg(static_cast<uint16_t>(s.reg));
            case Src::Const: return static_cast<uint32_t>(s.value);
          }
          return 0;
        };
        for (int lane = 0; lane < wave_size; ++lane) {
          const uint32_t got = wave.vgpr(5, lane);
          if ((exec >> lane & 1) == 0) {
            EXPECT_EQ(got, old[lane]) << "inactive lane " << lane << " was written";
            continue;
          }
          const uint32_t s0 = operand(tc.src0, lane);
          const uint32_t s1 = operand(tc.src1, lane);
          const uint32_t want =
              ref_min_lane(s0, s1, old[lane], m, tc.abs, tc.neg, tc.clamp, tc.omod, opsel);
          EXPECT_EQ(hex(got), hex(want)) << "lane " << lane << " src0=" << hex(s0)
                                         << " src1=" << hex(s1) << " old=" << hex(old[lane]);
        }
        // Sources and unrelated registers are left alone.
        for (int lane = 0; lane < wave_size; ++lane) {
          for (int r : {1, 2, 3}) EXPECT_EQ(wave.vgpr(r, lane), before.vgpr(r, lane));
        }
        EXPECT_EQ(wave.exec(), before.exec());
      }
    }
  }
}

std::vector<MinCase> min_cases() {
  // Float constants are the number written in the assembly, in f16.
  return {
      {"v_min_f16 v5, -1, v2", constant(int_const(-1, 16)), vgpr(2)},  // the seed example
      {"v_min_f16 v5, v1, v2", vgpr(1), vgpr(2)},
      {"v_min_f16 v5, s1, v2", sgpr(1), vgpr(2)},
      {"v_min_f16 v5, 1.0, v2", constant(to_half_bits(1.0)), vgpr(2)},
      {"v_min_f16 v5, -4.0, v2", constant(to_half_bits(-4.0)), vgpr(2)},
      {"v_min_f16 v5, 0.5, v2", constant(to_half_bits(0.5)), vgpr(2)},
      {"v_min_f16 v5, 0.15915494, v2", constant(to_half_bits(std::strtod("0.15915494", nullptr))),
       vgpr(2)},
      {"v_min_f16 v5, 7, v2", constant(int_const(7, 16)), vgpr(2)},
      {"v_min_f16 v5, -16, v2", constant(int_const(-16, 16)), vgpr(2)},
      {"v_min_f16 v5, 1.5, v2", constant(to_half_bits(1.5)), vgpr(2)},  // a literal
      {"v_min_f16 v5, 0x7d01, v2", constant(0x7d01), vgpr(2)},          // an sNaN literal
      {"v_min_f16_e64 v5, -1, v2", constant(int_const(-1, 16)), vgpr(2)},
      {"v_min_f16_e64 v5, -|v1|, v2 clamp", vgpr(1), vgpr(2), 1, 1, true, 0},
      {"v_min_f16_e64 v5, |v1|, -v2", vgpr(1), vgpr(2), 1, 2, false, 0},
      {"v_min_f16_e64 v5, -v1, -|v2|", vgpr(1), vgpr(2), 2, 3, false, 0},
      {"v_min_f16_e64 v5, v1, v2 mul:2", vgpr(1), vgpr(2), 0, 0, false, 1},
      {"v_min_f16_e64 v5, v1, v2 mul:4", vgpr(1), vgpr(2), 0, 0, false, 2},
      {"v_min_f16_e64 v5, v1, v2 div:2", vgpr(1), vgpr(2), 0, 0, false, 3},
      {"v_min_f16_e64 v5, -v1, v2 clamp mul:4", vgpr(1), vgpr(2), 0, 1, true, 2},
      {"v_min_f16_e64 v5, s1, s2", sgpr(1), sgpr(2)},
      {"v_min_f16_e64 v5, -|s1|, v2 clamp", sgpr(1), vgpr(2), 1, 1, true, 0},
      {"v_min_f16_e64 v5, v1, 1.0", vgpr(1), constant(to_half_bits(1.0))},
      {"v_min_f16_e64 v5, 0x3555, v2", constant(0x3555), vgpr(2)},  // VOP3 literal
      {"v_min_f16_e64 v5, v1, -2.0 div:2", vgpr(1), constant(to_half_bits(-2.0)), 0, 0, false, 3},
  };
}

TEST(MinF16Executor, AssembledFormsInBothWaveSizes) {
  TempDir dir;
  std::mt19937_64 rng(0x5EED0001);
  for (int wave_size : {32, 64}) {
    for (const MinCase& tc : min_cases()) {
      SCOPED_TRACE(tc.text);
      cutlm::Program program;
      ASSERT_NO_THROW(program = program_from_asm(dir, tc.text, wave_size == 64));
      check_min_program(program, tc, wave_size, 0, rng);
    }
  }
}

// The seed page's VOP2 layout: [31]=0, [30:25] op, [24:17] vdst, [16:9] vsrc1, [8:0] src0;
// V_MIN_F16 is opcode 58 on RDNA3. A VGPR field of 128+n names the high half of v[n].
uint32_t vop2_word(unsigned op, unsigned vdst, unsigned vsrc1, unsigned src0) {
  return (op << 25) | (vdst << 17) | (vsrc1 << 9) | src0;
}

TEST(MinF16Executor, True16HighHalvesInVop2) {
  struct Raw {
    uint32_t word;
    std::string llvm_text;  // what llvm-mc-19 -mattr=+real-true16 must print for the word
    MinCase tc;
    unsigned opsel;
  };
  const unsigned kV = 256;  // src0's VGPR range starts at 256
  const std::vector<Raw> raws = {
      {vop2_word(58, 128 + 5, 2, kV + 1),
       "v_min_f16_e32 v5.h, v1.l, v2.l",
       {"v5.h = min(v1.l, v2.l)", vgpr(1), vgpr(2)},
       8},
      {vop2_word(58, 5, 128 + 2, kV + 1),
       "v_min_f16_e32 v5.l, v1.l, v2.h",
       {"v5.l = min(v1.l, v2.h)", vgpr(1), vgpr(2)},
       2},
      {vop2_word(58, 5, 2, kV + 128 + 1),
       "v_min_f16_e32 v5.l, v1.h, v2.l",
       {"v5.l = min(v1.h, v2.l)", vgpr(1), vgpr(2)},
       1},
      {vop2_word(58, 128 + 5, 128 + 2, kV + 128 + 1),
       "v_min_f16_e32 v5.h, v1.h, v2.h",
       {"v5.h = min(v1.h, v2.h)", vgpr(1), vgpr(2)},
       11},
      {vop2_word(58, 128 + 5, 128 + 3, 1),
       "v_min_f16_e32 v5.h, s1, v3.h",
       {"v5.h = min(s1, v3.h)", sgpr(1), vgpr(3)},
       10},
      {vop2_word(58, 128 + 5, 2, 0xC1),
       "v_min_f16_e32 v5.h, -1, v2.l",
       {"v5.h = min(-1, v2.l)", constant(int_const(-1, 16)), vgpr(2)},
       8},
  };
  TempDir dir;
  std::mt19937_64 rng(0x5EED0002);
  for (const Raw& raw : raws) {
    SCOPED_TRACE(raw.llvm_text);
    // LLVM confirms the hand-built word means what the test assumes.
    std::string errors;
    const auto text = cutlm_test::llvm_disassemble(cutlm_test::words_to_bytes({raw.word}), false,
                                                   &errors, "+real-true16");
    ASSERT_EQ(text.size(), 1u) << errors;
    ASSERT_EQ(text[0], raw.llvm_text) << errors;
    const cutlm::Program program = program_from_words(dir, {raw.word});
    check_min_program(program, raw.tc, 32, raw.opsel, rng);
  }
}

// VOP3 op_sel cannot be assembled by LLVM 19 for v_min_f16 (only with +real-true16, which
// rejects the operands), so the op_sel bits [14:11] are set in LLVM's encoding of the plain
// form and LLVM's +real-true16 disassembler confirms the result.
TEST(MinF16Executor, Vop3OpSel) {
  std::string errors;
  const auto base = cutlm_test::llvm_assemble(
      {"v_min_f16_e64 v5, v1, v2", "v_min_f16_e64 v5, -|v1|, v2 clamp"}, false, &errors);
  ASSERT_EQ(base.size(), 2u) << errors;
  TempDir dir;
  std::mt19937_64 rng(0x5EED0003);
  for (std::size_t form = 0; form < base.size(); ++form) {
    for (unsigned sel = 1; sel < 8; ++sel) {
      const unsigned opsel = (sel & 3) | ((sel & 4) != 0 ? 8 : 0);
      std::vector<uint32_t> words = {cutlm_test::word_at(base[form].bytes, 0),
                                     cutlm_test::word_at(base[form].bytes, 1)};
      words[0] |= opsel << 11;
      const std::string expect_opsel = "op_sel:[" + std::to_string(opsel & 1) + "," +
                                       std::to_string(opsel >> 1 & 1) + "," +
                                       std::to_string(opsel >> 3 & 1) + "]";
      const auto text = cutlm_test::llvm_disassemble(cutlm_test::words_to_bytes(words), false,
                                                     &errors, "+real-true16");
      ASSERT_EQ(text.size(), 1u) << errors;
      ASSERT_NE(text[0].find(expect_opsel), std::string::npos) << text[0];
      MinCase tc{text[0], vgpr(1), vgpr(2)};
      if (form == 1) {
        tc.abs = 1;
        tc.neg = 1;
        tc.clamp = true;
      }
      check_min_program(program_from_words(dir, words), tc, 32, opsel, rng);
    }
  }
}

struct ClassCase {
  std::string text;  // "{D}" stands for the destination (vcc_lo/vcc or s4/s[4:5])
  Src src0;
  Src mask;
  bool abs = false;
  bool neg = false;
  bool vop3_sgpr = false;  // destination s4 / s[4:5] rather than VCC
};

std::string replace_dest(std::string text, const std::string& dest) {
  const auto pos = text.find("{D}");
  if (pos != std::string::npos) text.replace(pos, 3, dest);
  return text;
}

std::vector<ClassCase> class_cases() {
  const double inv2pi = std::strtod("0.15915494309189532", nullptr);  // the inline constant
  return {
      {"v_cmp_class_f64 {D}, -1, v2", constant(int_const(-1, 64)), vgpr(2)},  // the seed
      {"v_cmp_class_f64 {D}, v[2:3], v4", vgpr(2), vgpr(4)},
      {"v_cmp_class_f64 {D}, s[6:7], v4", sgpr(6), vgpr(4)},
      {"v_cmp_class_f64 {D}, 1.0, v4", constant(bits64(1.0)), vgpr(4)},
      {"v_cmp_class_f64 {D}, -0.5, v4", constant(bits64(-0.5)), vgpr(4)},
      {"v_cmp_class_f64 {D}, 0.15915494309189532, v4", constant(bits64(inv2pi)), vgpr(4)},
      {"v_cmp_class_f64 {D}, 0, v4", constant(int_const(0, 64)), vgpr(4)},
      {"v_cmp_class_f64 {D}, 64, v4", constant(int_const(64, 64)), vgpr(4)},    // a denormal
      {"v_cmp_class_f64 {D}, -16, v4", constant(int_const(-16, 64)), vgpr(4)},  // a NaN
      {"v_cmp_class_f64 {D}, 3.0, v4", constant(bits64(3.0)), vgpr(4)},  // literal: high dword
      {"v_cmp_class_f64 {D}, -0x1p-1040, v4", constant(bits64(-std::ldexp(1.0, -1040))), vgpr(4)},
      {"v_cmp_class_f64_e64 {D}, v[2:3], v4", vgpr(2), vgpr(4), false, false, true},
      {"v_cmp_class_f64_e64 {D}, |v[2:3]|, v4", vgpr(2), vgpr(4), true, false, true},
      {"v_cmp_class_f64_e64 {D}, -v[2:3], v4", vgpr(2), vgpr(4), false, true, true},
      {"v_cmp_class_f64_e64 {D}, -|v[2:3]|, v4", vgpr(2), vgpr(4), true, true, true},
      {"v_cmp_class_f64_e64 {D}, v[2:3], 0x3ff", vgpr(2), constant(0x3ff), false, false, true},
      {"v_cmp_class_f64_e64 {D}, |v[2:3]|, 0x2a5", vgpr(2), constant(0x2a5), true, false, true},
      {"v_cmp_class_f64_e64 {D}, -v[2:3], s8", vgpr(2), sgpr(8), false, true, true},
      {"v_cmp_class_f64_e64 {D}, s[6:7], v4", sgpr(6), vgpr(4), false, false, true},
      {"v_cmp_class_f64_e64 {D}, -|s[6:7]|, s8", sgpr(6), sgpr(8), true, true, true},
      {"v_cmp_class_f64_e64 {D}, -1, v4", constant(int_const(-1, 64)), vgpr(4), false, false, true},
      {"v_cmp_class_f64_e64 {D}, -1.0, 0x3ff", constant(bits64(-1.0)), constant(0x3ff), false,
       false, true},
      {"v_cmp_class_f64_e64 {D}, 3.0, v4", constant(bits64(3.0)), vgpr(4), false, false, true},
      {"v_cmp_class_f64_e64 {D}, -2.0, 8", constant(bits64(-2.0)), constant(8), false, false, true},
  };
}

// Runs one class program and checks the destination mask: active lanes against the oracle,
// inactive lanes 0; registers next to the destination are left alone.
void check_class_program(const cutlm::Program& program, const ClassCase& tc, int wave_size,
                         cutlm::DenormMode denorm, std::mt19937_64& rng) {
  const auto& values = f64_values();
  cutlm::WaveState wave(wave_size);
  wave.mode.denorm_f16_f64 = denorm;
  wave.mode.ieee = (rng() & 1) != 0;
  const uint64_t exec = random_exec(rng, wave_size);
  wave.set_exec(exec);
  for (int lane = 0; lane < wave_size; ++lane) {
    const uint64_t v = values[rng() % values.size()];
    wave.set_vgpr(2, lane, static_cast<uint32_t>(v));
    wave.set_vgpr(3, lane, static_cast<uint32_t>(v >> 32));
    wave.set_vgpr(4, lane, static_cast<uint32_t>(rng()));  // mask with garbage in 31:10
  }
  const uint64_t s67 = values[rng() % values.size()];
  wave.set_sreg(6, static_cast<uint32_t>(s67));
  wave.set_sreg(7, static_cast<uint32_t>(s67 >> 32));
  wave.set_sreg(8, static_cast<uint32_t>(rng()));
  // Sentinels in every register the instruction could wrongly touch.
  for (uint16_t code : {uint16_t{3}, uint16_t{4}, uint16_t{5}, uint16_t{9}, cutlm::operand::kVccLo,
                        cutlm::operand::kVccHi}) {
    wave.set_sreg(code, static_cast<uint32_t>(rng()));
  }
  const cutlm::WaveState before = wave;
  ASSERT_NO_THROW(run_program(program, wave));

  uint64_t want = 0;
  for (int lane = 0; lane < wave_size; ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    uint64_t src0 = 0;
    switch (tc.src0.kind) {
      case Src::Vgpr:
        src0 = before.vgpr(tc.src0.reg, lane) |
               static_cast<uint64_t>(before.vgpr(tc.src0.reg + 1, lane)) << 32;
        break;
      case Src::Sgpr: src0 = before.sreg64(static_cast<uint16_t>(tc.src0.reg)); break;
      case Src::Const: src0 = tc.src0.value; break;
    }
    uint32_t mask = 0;
    switch (tc.mask.kind) {
      case Src::Vgpr: mask = before.vgpr(tc.mask.reg, lane); break;
      case Src::Sgpr: mask = before.sreg(static_cast<uint16_t>(tc.mask.reg)); break;
      case Src::Const: mask = static_cast<uint32_t>(tc.mask.value); break;
    }
    if (ref_cmp_class(src0, mask, tc.abs, tc.neg)) want |= uint64_t{1} << lane;
  }

  const uint16_t dest = tc.vop3_sgpr ? uint16_t{4} : cutlm::operand::kVccLo;
  const uint64_t got = wave_size == 64 ? wave.sreg64(dest) : wave.sreg(dest);
  EXPECT_EQ(hex(got), hex(want)) << "exec=" << hex(exec);
  // Everything else keeps its value: in wave32 the high half of the pair too (vcc_hi, s5).
  for (uint16_t code = 0; code < cutlm::kNumScalarRegs; ++code) {
    const bool written = code == dest || (wave_size == 64 && code == dest + 1);
    if (!written) {
      EXPECT_EQ(wave.sreg(code), before.sreg(code)) << cutlm::scalar_reg_name(code);
    }
  }
  for (int lane = 0; lane < wave_size; ++lane) {
    for (int r : {2, 3, 4}) EXPECT_EQ(wave.vgpr(r, lane), before.vgpr(r, lane));
  }
}

TEST(CmpClassF64Executor, AssembledFormsInBothWaveSizes) {
  TempDir dir;
  std::mt19937_64 rng(0x5EED0004);
  for (int wave_size : {32, 64}) {
    for (const ClassCase& tc : class_cases()) {
      const std::string dest =
          tc.vop3_sgpr ? (wave_size == 64 ? "s[4:5]" : "s4") : (wave_size == 64 ? "vcc" : "vcc_lo");
      const std::string text = replace_dest(tc.text, dest);
      SCOPED_TRACE(text + " wave" + std::to_string(wave_size));
      cutlm::Program program;
      ASSERT_NO_THROW(program = program_from_asm(dir, text, wave_size == 64));
      for (cutlm::DenormMode denorm : kDenormModes) {
        for (int rep = 0; rep < 4; ++rep) {
          SCOPED_TRACE(std::string("denorm=") + cutlm::denorm_mode_name(denorm));
          check_class_program(program, tc, wave_size, denorm, rng);
        }
      }
    }
  }
}

// The seed example, checked bit by bit: -1 as an f64 is 0xFFFFFFFFFFFFFFFF, a quiet NaN, so
// each active lane's result is bit 1 (qNaN) of its mask.
TEST(CmpClassF64Executor, SeedExampleIsQuietNaNClass) {
  ASSERT_EQ(class_bit64(0xFFFFFFFFFFFFFFFFull), 1);
  TempDir dir;
  const cutlm::Program program = program_from_asm(dir, "v_cmp_class_f64 vcc_lo, -1, v2", false);
  cutlm::WaveState wave(32);
  wave.set_exec(0x0000FFFFull);
  for (int lane = 0; lane < 32; ++lane) wave.set_vgpr(2, lane, (lane & 1) != 0 ? 0x2u : 0x3FDu);
  wave.set_sreg(cutlm::operand::kVccLo, 0xFFFFFFFFu);
  wave.set_sreg(cutlm::operand::kVccHi, 0x12345678u);
  run_program(program, wave);
  EXPECT_EQ(hex(wave.sreg(cutlm::operand::kVccLo)), hex(0x0000AAAAu));
  EXPECT_EQ(hex(wave.sreg(cutlm::operand::kVccHi)), hex(0x12345678u));
}

// ---------------------------------------------------------------------------------------------
// MODE.IEEE through the executor: with it, an sNaN input is returned quieted; without it, the
// other operand is returned (seed: "elsif isNAN(S0) then D0 = S1").
TEST(ModeExecutor, IeeeChangesSignallingNaNHandling) {
  TempDir dir;
  const cutlm::Program program = program_from_asm(dir, "v_min_f16 v5, v1, v2", false);
  const uint16_t snan = 0x7D00;
  const uint16_t two = to_half_bits(2.0);
  ASSERT_TRUE(is_snan16(snan));
  for (bool ieee : {true, false}) {
    for (bool snan_first : {true, false}) {
      SCOPED_TRACE("ieee=" + std::to_string(ieee) + " snan_first=" + std::to_string(snan_first));
      cutlm::WaveState wave(32);
      wave.set_exec(0xFFFFFFFFull);
      wave.mode.ieee = ieee;
      for (int lane = 0; lane < 32; ++lane) {
        wave.set_vgpr(1, lane, 0xBEEF0000u | (snan_first ? snan : two));
        wave.set_vgpr(2, lane, 0xCAFE0000u | (snan_first ? two : snan));
        wave.set_vgpr(5, lane, 0x11110000u);
      }
      run_program(program, wave);
      const uint16_t quieted = static_cast<uint16_t>(snan | 0x0200);
      const uint16_t want = ieee ? quieted : two;
      for (int lane = 0; lane < 32; ++lane) {
        EXPECT_EQ(hex(wave.vgpr(5, lane)), hex(0x11110000u | want)) << "lane " << lane;
      }
      // In IEEE mode the result is a quiet NaN; otherwise the number.
      const uint16_t r = static_cast<uint16_t>(wave.vgpr(5, 0));
      EXPECT_EQ(is_nan16(r), ieee);
      EXPECT_FALSE(is_snan16(r));
    }
  }
}

// Output modifiers apply only with MODE.IEEE clear and output denormals flushed; the executor
// must pass the wave's MODE to the lane logic.
TEST(ModeExecutor, OmodOnlyWithoutIeeeAndWithOutputFlush) {
  TempDir dir;
  const cutlm::Program program = program_from_asm(dir, "v_min_f16_e64 v5, v1, v2 mul:2", false);
  const uint16_t three = to_half_bits(3.0);
  const uint16_t five = to_half_bits(5.0);
  for (bool ieee : {true, false}) {
    for (cutlm::DenormMode denorm : kDenormModes) {
      cutlm::WaveState wave(32);
      wave.set_exec(1);
      wave.mode.ieee = ieee;
      wave.mode.denorm_f16_f64 = denorm;
      wave.set_vgpr(1, 0, three);
      wave.set_vgpr(2, 0, five);
      run_program(program, wave);
      const bool applies =
          !ieee && (denorm == cutlm::DenormMode::FlushOut || denorm == cutlm::DenormMode::Flush);
      EXPECT_EQ(hex(wave.vgpr(5, 0)), hex(applies ? to_half_bits(6.0) : three))
          << "ieee=" << ieee << " denorm=" << cutlm::denorm_mode_name(denorm);
    }
  }
}

}  // namespace

namespace {

// v_nop and v_pipeflush (both encodings) leave every register as it was; the pixel-shader end
// s_endpgm_ordered_ps_done (SOPP 50, rejected by LLVM 19's assembler) ends the wave like
// s_endpgm, so the v_mov after it never runs.
TEST(NoStateInstructions, NopsAndOrderedEnd) {
  TempDir dir;
  std::mt19937_64 rng(9);
  const cutlm::Program nops =
      program_from_asm(dir, "v_nop\nv_nop_e64\nv_pipeflush\nv_pipeflush_e64", false);
  cutlm::WaveState wave(32);
  for (int reg = 0; reg < 8; ++reg) {
    for (int lane = 0; lane < 64; ++lane) wave.set_vgpr(reg, lane, static_cast<uint32_t>(rng()));
  }
  wave.set_exec(random_exec(rng, 32));
  const cutlm::WaveState before = wave;
  run_program(nops, wave);
  for (int reg = 0; reg < 8; ++reg) {
    for (int lane = 0; lane < 64; ++lane) ASSERT_EQ(wave.vgpr(reg, lane), before.vgpr(reg, lane));
  }
  EXPECT_EQ(wave.exec(), before.exec());
  // 0xBFB20000 = s_endpgm_ordered_ps_done; 0x7E000280 = v_mov_b32 v0, 0.
  const cutlm::Program ended = program_from_words(dir, {0xBFB20000u, 0x7E000280u});
  cutlm::WaveState w2(32);
  w2.set_exec(~0ull);
  w2.set_vgpr(0, 0, 5);
  run_program(ended, w2);
  EXPECT_EQ(w2.vgpr(0, 0), 5u);
}

// ---------------------------------------------------------------------------------------------
// Decoding for execution (docs/valu-semantics.md, "Decoding for execution"): words LLVM 19
// rejects because a field the operation does not use is set run exactly as the clean encoding
// does; VOPD pairs that break the assembler's bank rules compute both components. The words
// are built from the field layouts; decoder_test checks what LLVM prints for each.

cutlm::WaveState random_wave32(std::mt19937_64& rng) {
  cutlm::WaveState wave(32);
  for (int reg = 0; reg < 16; ++reg) {
    for (int lane = 0; lane < 64; ++lane) {
      // Small floats, so that the f32 sums are ordinary numbers.
      wave.set_vgpr(reg, lane, 0x3F800000u + static_cast<uint32_t>(rng() % 0x800000));
    }
  }
  for (int code = 0; code < 106; ++code) {
    wave.set_sreg(static_cast<uint16_t>(code), static_cast<uint32_t>(rng()));
  }
  wave.set_exec(random_exec(rng, 32));
  return wave;
}

void expect_same_state(const cutlm::WaveState& want, const cutlm::WaveState& got,
                       const std::string& what) {
  for (int reg = 0; reg < 256; ++reg) {
    for (int lane = 0; lane < 64; ++lane) {
      ASSERT_EQ(got.vgpr(reg, lane), want.vgpr(reg, lane))
          << what << ": v" << reg << " lane " << lane;
    }
  }
  for (int code = 0; code < 106; ++code) {
    ASSERT_EQ(got.sreg(static_cast<uint16_t>(code)), want.sreg(static_cast<uint16_t>(code)))
        << what << ": s" << code;
  }
  EXPECT_EQ(got.exec(), want.exec()) << what;
  EXPECT_EQ(got.vcc(), want.vcc()) << what;
  EXPECT_EQ(got.scc, want.scc) << what;
}

TEST(DecodeForExecution, UnusedFieldsSetRunLikeTheCleanEncoding) {
  TempDir dir;
  std::mt19937_64 rng(81);
  struct Pair {
    const char* what;
    std::vector<uint32_t> clean, dirty;
  };
  const Pair pairs[] = {
      // v_mov_b32_e64 v4, v1: src1 field = v7, then neg of the absent src2.
      {"v_mov_b32_e64 src1", {0xD5810004u, 0x00000101u}, {0xD5810004u, 0x00020F01u}},
      {"v_mov_b32_e64 neg src2", {0xD5810004u, 0x00000101u}, {0xD5810004u, 0x80000101u}},
      // v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v3, v4, v5 with vsrcx1 = v7.
      {"v_dual_mov_b32 vsrcx1", {0xCA080101u, 0x00020B04u}, {0xCA080F01u, 0x00020B04u}},
      // v_nop with vdst = 5; s_icache_inv with simm16 = 3.
      {"v_nop vdst", {0x7E000000u}, {0x7E0A0000u}},
      {"s_icache_inv simm16", {0xBFBC0000u}, {0xBFBC0003u}},
  };
  for (const Pair& p : pairs) {
    const cutlm::WaveState before = random_wave32(rng);
    cutlm::WaveState clean = before;
    cutlm::WaveState dirty = before;
    run_program(program_from_words(dir, p.clean), clean);
    try {
      run_program(program_from_words(dir, p.dirty), dirty);
    } catch (const std::exception& e) {
      ADD_FAILURE() << p.what << ": " << e.what();
      continue;
    }
    expect_same_state(clean, dirty, p.what);
  }
}

TEST(DecodeForExecution, VopdPairsBreakingTheBankRulesComputeBothComponents) {
  TempDir dir;
  std::mt19937_64 rng(82);
  struct Pair {
    const char* what;
    std::vector<uint32_t> words;
    const char* x;  // the components as VOP2 instructions
    const char* y;
  };
  const Pair pairs[] = {
      // srcx0 v1 and srcy0 v5 share bank 1, vsrcx1 and vsrcy1 are both v2.
      {"v_dual_add_f32 v0, v1, v2 :: v_dual_add_f32 v3, v5, v2",
       {0xC9080501u, 0x00020505u},
       "v_add_f32_e32 v0, v1, v2",
       "v_add_f32_e32 v3, v5, v2"},
      // Y reads X's destination (bank 0 like srcx0 v4): it sees the value before the pair.
      {"v_dual_add_f32 v0, v4, v2 :: v_dual_add_f32 v3, v0, v2",
       {0xC9080504u, 0x00020500u},
       "v_add_f32_e32 v0, v4, v2",
       "v_add_f32_e32 v3, v0, v2"},
  };
  for (const Pair& p : pairs) {
    const cutlm::WaveState before = random_wave32(rng);
    cutlm::WaveState x = before;
    cutlm::WaveState y = before;
    run_program(program_from_asm(dir, p.x, false), x);
    run_program(program_from_asm(dir, p.y, false), y);
    cutlm::WaveState want = before;
    for (int lane = 0; lane < 64; ++lane) {
      want.set_vgpr(0, lane, x.vgpr(0, lane));
      want.set_vgpr(3, lane, y.vgpr(3, lane));
    }
    cutlm::WaveState got = before;
    try {
      run_program(program_from_words(dir, p.words), got);
    } catch (const std::exception& e) {
      ADD_FAILURE() << p.what << ": " << e.what();
      continue;
    }
    expect_same_state(want, got, p.what);
  }
}

}  // namespace
