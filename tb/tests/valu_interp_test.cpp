// VINTERP (v_interp_p10_* / v_interp_p2_*) against MPFR: instruction words from llvm-mc-19
// (neg, op_sel and clamp variants), run on random waves (wave32 and wave64, random EXEC, random
// f32/f16 rounding and denormal modes); each active lane's result is the f32 fma of the quad
// lane's attribute value, the lane's own coordinate and the addend, rounded once by MPFR (then
// to f16 for the p2 f16 forms), and every other register must keep its value.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "test_util.h"

namespace {

using cutlm::RoundMode;
using cutlm::WaveState;

// f32 and f16 layouts, as MPFR's exponent range and precision see them.
struct Target {
  int precision;
  long emin, emax;
  int exp_bits, frac_bits;
};
const Target kF32{24, -148, 128, 8, 23};
const Target kF16{11, -23, 16, 5, 10};

bool denormal(uint64_t x, const Target& t) {
  return (x >> t.frac_bits & ((1u << t.exp_bits) - 1)) == 0 &&
         (x & ((1ull << t.frac_bits) - 1)) != 0;
}
bool is_nan(uint64_t x, const Target& t) {
  return (x >> t.frac_bits & ((1u << t.exp_bits) - 1)) == ((1u << t.exp_bits) - 1u) &&
         (x & ((1ull << t.frac_bits) - 1)) != 0;
}
uint64_t sign_bit(const Target& t) { return 1ull << (t.exp_bits + t.frac_bits); }

// Exact value of an f32 or f16 pattern (finite or infinite).
void set_bits(mpfr_t v, uint64_t x, const Target& t) {
  const uint64_t e = x >> t.frac_bits & ((1u << t.exp_bits) - 1);
  const uint64_t m = x & ((1ull << t.frac_bits) - 1);
  const long bias = (1L << (t.exp_bits - 1)) - 1;
  if (e == (1u << t.exp_bits) - 1u) {
    mpfr_set_inf(v, (x & sign_bit(t)) ? -1 : 1);
    return;
  }
  const uint64_t sig = e == 0 ? m : m | 1ull << t.frac_bits;
  mpfr_set_uj_2exp(v, sig, (e == 0 ? 1 - bias : static_cast<long>(e) - bias) - t.frac_bits,
                   MPFR_RNDN);
  if (x & sign_bit(t)) mpfr_neg(v, v, MPFR_RNDN);
}

// Pattern of a value already representable in the target.
uint64_t get_bits(const mpfr_t v, const Target& t) {
  const uint64_t s = mpfr_signbit(v) ? sign_bit(t) : 0;
  const uint64_t inf = ((1ull << t.exp_bits) - 1) << t.frac_bits;
  if (mpfr_nan_p(v)) return sign_bit(t) | inf | 1ull << (t.frac_bits - 1);  // default NaN
  if (mpfr_inf_p(v)) return s | inf;
  if (mpfr_zero_p(v)) return s;
  const long bias = (1L << (t.exp_bits - 1)) - 1;
  const long e = mpfr_get_exp(v) - 1;
  mpfr_t a;
  mpfr_init2(a, 64);
  mpfr_abs(a, v, MPFR_RNDN);
  uint64_t out;
  if (e < 1 - bias) {
    mpfr_mul_2si(a, a, t.frac_bits - (1 - bias), MPFR_RNDN);
    out = s | mpfr_get_uj(a, MPFR_RNDN);
  } else {
    mpfr_mul_2si(a, a, t.frac_bits - e, MPFR_RNDN);
    out = s | static_cast<uint64_t>(e + bias) << t.frac_bits |
          (mpfr_get_uj(a, MPFR_RNDN) & ((1ull << t.frac_bits) - 1));
  }
  mpfr_clear(a);
  return out;
}

// Rounds `v` into target t with MPFR's IEEE emulation.
uint64_t round_into(const mpfr_t v, const Target& t, mpfr_rnd_t rnd) {
  const mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax();
  mpfr_t r;
  mpfr_init2(r, t.precision);
  mpfr_set_emin(t.emin);
  mpfr_set_emax(t.emax);
  int inex = mpfr_set(r, v, rnd);
  inex = mpfr_check_range(r, inex, rnd);
  mpfr_subnormalize(r, inex, rnd);
  mpfr_set_emin(old_min);
  mpfr_set_emax(old_max);
  const uint64_t bits = get_bits(r, t);
  mpfr_clear(r);
  return bits;
}

mpfr_rnd_t rnd_of(RoundMode m) {
  switch (m) {
    case RoundMode::NearestEven: return MPFR_RNDN;
    case RoundMode::PlusInfinity: return MPFR_RNDU;
    case RoundMode::MinusInfinity: return MPFR_RNDD;
    case RoundMode::Zero: return MPFR_RNDZ;
  }
  return MPFR_RNDN;
}

struct Variant {
  std::string text;  // assembly, registers v0 (dst), v1, v2, v3 (sources)
  bool p10;
  bool half_sources;
  bool half_result;
  bool rtz;
  int neg;    // per source
  int opsel;  // bit 0 src0 high, bit 2 src2 high, bit 3 dst high
  bool clamp;
};

// Oracle for one lane; `src` are the three register values read at the lanes the step names.
uint64_t expected_lane(const Variant& v, const uint32_t src[3], uint32_t old_dst,
                       const cutlm::Mode& mode) {
  const bool flush_in32 =
      mode.denorm_f32 == cutlm::DenormMode::FlushIn || mode.denorm_f32 == cutlm::DenormMode::Flush;
  const bool flush_out32 =
      mode.denorm_f32 == cutlm::DenormMode::FlushOut || mode.denorm_f32 == cutlm::DenormMode::Flush;
  const bool flush_out16 = mode.denorm_f16_f64 == cutlm::DenormMode::FlushOut ||
                           mode.denorm_f16_f64 == cutlm::DenormMode::Flush;
  const mpfr_rnd_t rnd32 = v.rtz ? MPFR_RNDZ : rnd_of(mode.round_f32);
  const mpfr_rnd_t rnd16 = v.rtz ? MPFR_RNDZ : rnd_of(mode.round_f16_f64);
  mpfr_t x[3], r;
  for (mpfr_t& m : x) mpfr_init2(m, 64);
  mpfr_init2(r, 640);  // wide enough for any f32 fma to be exact
  uint64_t operand_bits[3];
  bool nan = false;
  int first_nan = -1;
  for (int i = 0; i < 3; ++i) {
    const bool half = v.half_sources && (i == 0 || (i == 2 && v.p10));
    const Target& t = half ? kF16 : kF32;
    uint64_t bits = half ? ((v.opsel >> i & 1) ? src[i] >> 16 : src[i] & 0xFFFF) : src[i];
    if ((v.neg >> i & 1) != 0) bits ^= sign_bit(t);
    if (!half && flush_in32 && denormal(bits, t)) bits &= sign_bit(t);
    operand_bits[i] = bits;
    if (is_nan(bits, t)) {
      nan = true;
      if (first_nan < 0) first_nan = i;
    } else {
      set_bits(x[i], bits, t);
    }
  }
  uint64_t sum32;
  // 0 * inf is invalid whatever the addend; a widened f16 zero or infinity stays one.
  const auto zero_or_inf = [&](int i, bool want_inf) {
    const bool half = v.half_sources && (i == 0 || (i == 2 && v.p10));
    const Target& t = half ? kF16 : kF32;
    const uint64_t magnitude = operand_bits[i] & (sign_bit(t) - 1);
    return want_inf ? magnitude == ((1ull << t.exp_bits) - 1) << t.frac_bits : magnitude == 0;
  };
  const bool invalid_product = (zero_or_inf(0, false) && zero_or_inf(1, true)) ||
                               (zero_or_inf(0, true) && zero_or_inf(1, false));
  if (invalid_product) {
    sum32 = 0xFFC00000;
  } else if (nan) {
    // The first NaN operand, widened to f32 if it was an f16, quieted only in IEEE mode.
    const int i = first_nan;
    const bool half = v.half_sources && (i == 0 || (i == 2 && v.p10));
    const uint64_t b = operand_bits[i];
    const uint64_t quiet = mode.ieee ? 0x400000 : 0;
    sum32 = half ? ((b & 0x8000) << 16) | 0x7F800000 | ((b & 0x3FF) << 13) | quiet : b | quiet;
  } else {
    mpfr_mul(r, x[0], x[1], MPFR_RNDN);  // exact
    mpfr_add(r, r, x[2], MPFR_RNDN);     // exact: the span is at most 554 bits
    if (mpfr_nan_p(r)) {
      sum32 = 0xFFC00000;  // invalid: the negative default NaN
    } else {
      // Exact zero sums take their sign from the rounding direction (IEEE fma).
      if (mpfr_zero_p(r)) {
        const bool product_negative = mpfr_signbit(x[0]) != mpfr_signbit(x[1]);
        const bool addend_negative = mpfr_signbit(x[2]) != 0;
        const bool negative =
            product_negative == addend_negative ? addend_negative : rnd32 == MPFR_RNDD;
        mpfr_set_zero(r, negative ? -1 : 1);
      }
      sum32 = round_into(r, kF32, rnd32);
      if (flush_out32 && denormal(sum32, kF32)) sum32 &= sign_bit(kF32);
    }
  }
  uint64_t result;
  if (v.half_result) {
    uint64_t h;
    if (is_nan(sum32, kF32)) {
      h = ((sum32 >> 16) & 0x8000) | 0x7E00 | ((sum32 >> 13) & 0x3FF);
    } else {
      set_bits(x[0], sum32, kF32);
      h = round_into(x[0], kF16, rnd16);
    }
    if (v.clamp) {
      if (is_nan(h, kF16)) {
        if (mode.dx10_clamp) h = 0;
      } else if (h & 0x8000) {
        h = 0;
      } else if (h > 0x3C00) {
        h = 0x3C00;
      }
    }
    if (flush_out16 && denormal(h, kF16)) h &= 0x8000;
    result = (v.opsel & 8) ? (old_dst & 0xFFFF) | h << 16 : (old_dst & 0xFFFF0000u) | h;
  } else {
    result = sum32;
    if (v.clamp) {
      if (is_nan(result, kF32)) {
        if (mode.dx10_clamp) result = 0;
      } else if (result & 0x80000000u) {
        result = 0;
      } else if (result > 0x3F800000) {
        result = 0x3F800000;
      }
    }
  }
  for (mpfr_t& m : x) mpfr_clear(m);
  mpfr_clear(r);
  return result;
}

std::vector<uint8_t> assemble(const std::string& text) {
  const auto r =
      cutlm_test::run_command(cutlm_test::llvm_mc(false) + " -show-encoding", text + "\n");
  const auto pos = r.out.find("encoding: [");
  EXPECT_NE(pos, std::string::npos) << text << ": " << r.err;
  std::vector<uint8_t> bytes;
  if (pos == std::string::npos) return bytes;
  const std::string list = r.out.substr(pos + 11, r.out.find(']', pos) - pos - 11);
  for (std::size_t i = 0; i < list.size();) {
    const std::size_t comma = list.find(',', i);
    bytes.push_back(static_cast<uint8_t>(std::stoul(list.substr(i, comma - i), nullptr, 0)));
    if (comma == std::string::npos) break;
    i = comma + 1;
  }
  return bytes;
}

uint32_t random_value(std::mt19937_64& rng) {
  static const uint32_t kF32Specials[] = {0,          0x80000000, 0x3F800000, 0xBF800000,
                                          0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
                                          0x00000001, 0x807FFFFF, 0x7F7FFFFF, 0x00800000};
  static const uint16_t kF16Specials[] = {0,      0x8000, 0x3C00, 0x7C00, 0xFC00, 0x7E00,
                                          0x7C01, 0x0001, 0x83FF, 0x7BFF, 0x0400, 0x3555};
  switch (rng() % 4) {
    case 0: return kF32Specials[rng() % 12];
    case 1: return kF16Specials[rng() % 12] | static_cast<uint32_t>(kF16Specials[rng() % 12]) << 16;
    case 2: return static_cast<uint32_t>((rng() % 20 + 117) << 23 | (rng() & 0x807FFFFF));
    default: return static_cast<uint32_t>(rng());
  }
}

TEST(ValuInterp, AgainstMpfrOnRandomWaves) {
  const std::vector<Variant> variants = {
      {"v_interp_p10_f32 v0, v1, v2, v3", true, false, false, false, 0, 0, false},
      {"v_interp_p10_f32 v0, -v1, v2, -v3 clamp", true, false, false, false, 5, 0, true},
      {"v_interp_p2_f32 v0, v1, -v2, v3", false, false, false, false, 2, 0, false},
      {"v_interp_p2_f32 v3, v3, v2, v1 clamp", false, false, false, false, 0, 0, true},
      {"v_interp_p10_f16_f32 v0, v1, v2, v3 op_sel:[1,0,1,0]", true, true, false, false, 0, 5,
       false},
      {"v_interp_p10_f16_f32 v0, -v1, v2, v3", true, true, false, false, 1, 0, false},
      {"v_interp_p2_f16_f32 v0, v1, v2, v3 op_sel:[1,0,0,1]", false, true, true, false, 0, 9,
       false},
      {"v_interp_p2_f16_f32 v0, v1, v2, -v3 clamp", false, true, true, false, 4, 0, true},
      {"v_interp_p10_rtz_f16_f32 v0, v1, -v2, v3 op_sel:[0,0,1,0]", true, true, false, true, 2, 4,
       false},
      {"v_interp_p2_rtz_f16_f32 v0, v1, v2, v3 op_sel:[1,0,0,1]", false, true, true, true, 0, 9,
       false},
  };
  std::mt19937_64 rng(0x1A7E);
  cutlm::Executor executor;
  uint64_t lanes = 0;
  for (const Variant& v : variants) {
    const std::vector<uint8_t> bytes = assemble(v.text);
    ASSERT_FALSE(bytes.empty());
    const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), false);
    ASSERT_TRUE(inst.valid()) << v.text << ": " << inst.error;
    const int dst = (inst.vdst - 256);
    int src_reg[3];
    for (int i = 0; i < 3; ++i) src_reg[i] = inst.src[i] - 256;
    for (int round = 0; round < 400; ++round) {
      const int wave_size = round % 2 ? 64 : 32;
      WaveState before(wave_size);
      for (int reg = 0; reg < 6; ++reg) {
        for (int lane = 0; lane < 64; ++lane) before.set_vgpr(reg, lane, random_value(rng));
      }
      before.set_exec(rng() % 8 == 0 ? before.lane_mask() : rng() & before.lane_mask());
      before.mode = cutlm::mode_from_register(static_cast<uint32_t>(rng() & 0x3FF));
      WaveState after = before;
      ASSERT_NO_THROW(executor.step(inst, after, nullptr)) << v.text;
      for (int reg = 0; reg < 6; ++reg) {
        for (int lane = 0; lane < 64; ++lane) {
          uint32_t want = before.vgpr(reg, lane);
          if (reg == dst && lane < wave_size && (before.exec() >> lane & 1) != 0) {
            const int quad = lane & ~3;
            const uint32_t src[3] = {before.vgpr(src_reg[0], quad + (v.p10 ? 1 : 2)),
                                     before.vgpr(src_reg[1], lane),
                                     before.vgpr(src_reg[2], v.p10 ? quad : lane)};
            want =
                static_cast<uint32_t>(expected_lane(v, src, before.vgpr(reg, lane), before.mode));
            ++lanes;
          }
          ASSERT_EQ(after.vgpr(reg, lane), want)
              << v.text << " wave" << wave_size << " v" << reg << " lane " << lane << " srcs 0x"
              << std::hex << before.vgpr(src_reg[0], (lane & ~3) + (v.p10 ? 1 : 2)) << " 0x"
              << before.vgpr(src_reg[1], lane) << " 0x"
              << before.vgpr(src_reg[2], v.p10 ? (lane & ~3) : lane) << " mode 0x" << std::hex
              << cutlm::mode_register(before.mode) << " exec 0x" << before.exec();
        }
      }
    }
  }
  std::printf("  %llu lane results checked\n", static_cast<unsigned long long>(lanes));
}

}  // namespace
