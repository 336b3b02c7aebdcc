// Floating-point compares and classes (sem_valu_fp_cmp.cpp, and v_cmp_class_f64 from
// sem_valu_cmp_class.cpp) through the real decoder and executor, with the shared harness
// (valu_harness.h): every v_cmp_*/v_cmpx_* on f16, f32 and f64 and every class instruction, in
// VOPC and VOP3, wave32 and wave64, random EXEC, random MODE, random abs/neg and clamp.
//
// The oracle decides each relation with GNU MPFR (mpfr_unordered_p, mpfr_cmp) on values built
// exactly from the bit patterns by code written here, not by the model's fp core. It applies the
// documented rules on top: abs/neg are sign-bit operations, compares read a denormal as a zero of
// its sign when MODE flushes input denormals of that format, class reads the raw bits (MPFR gives
// the category, the pattern's quiet bit tells signalling from quiet NaNs).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <array>
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "test_util.h"
#include "valu_harness.h"

namespace {

using namespace valu_harness;
using cutlm::DenormMode;
using cutlm::Mode;

// ---------------------------------------------------------------------------------------------
// Exact values of bit patterns

struct Layout {
  unsigned bits;
  unsigned fraction_bits;
  long bias;
  uint64_t exponent_all_ones;
};

Layout layout_of(unsigned bits) {
  if (bits == 16) return {16, 10, 15, 0x1F};
  if (bits == 32) return {32, 23, 127, 0xFF};
  return {64, 52, 1023, 0x7FF};
}

// An mpfr_t of 64 bits of precision: every f16, f32 and f64 significand fits exactly.
class Exact {
 public:
  Exact() { mpfr_init2(value_, 64); }
  ~Exact() { mpfr_clear(value_); }
  Exact(const Exact&) = delete;
  Exact& operator=(const Exact&) = delete;
  mpfr_ptr get() { return value_; }
  mpfr_srcptr get() const { return value_; }

 private:
  mpfr_t value_;
};

// The value a pattern stands for: (-1)^s * significand * 2^(exponent - bias - fraction bits),
// with the implicit bit for normals and exponent 1 for denormals.
void set_exact(mpfr_ptr out, uint64_t x, unsigned bits) {
  const Layout l = layout_of(bits);
  const bool negative = (x >> (bits - 1) & 1) != 0;
  const uint64_t exponent = x >> l.fraction_bits & l.exponent_all_ones;
  const uint64_t fraction = x & low_mask(l.fraction_bits);
  if (exponent == l.exponent_all_ones) {
    if (fraction != 0) {
      mpfr_set_nan(out);
    } else {
      mpfr_set_inf(out, negative ? -1 : 1);
    }
    return;
  }
  if (exponent == 0 && fraction == 0) {
    mpfr_set_zero(out, negative ? -1 : 1);
    return;
  }
  const uint64_t significand = exponent == 0 ? fraction : fraction | 1ull << l.fraction_bits;
  const long scale =
      static_cast<long>(exponent == 0 ? 1 : exponent) - l.bias - static_cast<long>(l.fraction_bits);
  mpfr_set_ui_2exp(out, significand, scale, MPFR_RNDN);  // exact: 53 bits at most
  if (negative) mpfr_neg(out, out, MPFR_RNDN);
}

// Every f16 value, converted once (the f16 sweeps compare millions of pairs).
const std::vector<std::unique_ptr<Exact>>& all_f16() {
  static const std::vector<std::unique_ptr<Exact>> table = [] {
    std::vector<std::unique_ptr<Exact>> values;
    for (uint64_t x = 0; x < 0x10000; ++x) {
      values.push_back(std::make_unique<Exact>());
      set_exact(values.back()->get(), x, 16);
    }
    return values;
  }();
  return table;
}

bool is_denormal_pattern(uint64_t x, unsigned bits) {
  const Layout l = layout_of(bits);
  return (x >> l.fraction_bits & l.exponent_all_ones) == 0 && (x & low_mask(l.fraction_bits)) != 0;
}

bool flushes_inputs(const Mode& mode, unsigned bits) {
  const DenormMode d = bits == 32 ? mode.denorm_f32 : mode.denorm_f16_f64;
  return d == DenormMode::FlushIn || d == DenormMode::Flush;
}

// Source i as a compare reads it: VOP3 abs clears and neg flips the sign bit, then a denormal
// becomes a zero of its sign if MODE flushes input denormals of the format.
uint64_t compare_input(const In& in, int i, unsigned bits, bool flush_denormals) {
  const uint64_t sign = 1ull << (bits - 1);
  uint64_t x = in.s[i] & low_mask(bits);
  if ((in.abs >> i & 1) != 0) x &= ~sign;
  if ((in.neg >> i & 1) != 0) x ^= sign;
  if (flush_denormals && is_denormal_pattern(x, bits)) x &= sign;
  return x;
}

// ---------------------------------------------------------------------------------------------
// Relations, from the instruction's name

enum class Relation { F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, T };

const char* const kRelationNames[] = {"F", "LT",  "EQ",  "LE",  "GT",  "LG",  "GE",  "O",
                                      "U", "NGE", "NLG", "NGT", "NLE", "NEQ", "NLT", "T"};

// IEEE 754's meaning: the plain relations are false when either operand is a NaN, the N forms
// are their negations (so true for NaNs), O is "neither is NaN" and U "either is".
bool relation_holds(Relation r, mpfr_srcptr a, mpfr_srcptr b) {
  const bool unordered = mpfr_unordered_p(a, b) != 0;
  const int order = unordered ? 0 : mpfr_cmp(a, b);
  switch (r) {
    case Relation::F: return false;
    case Relation::T: return true;
    case Relation::O: return !unordered;
    case Relation::U: return unordered;
    case Relation::LT: return !unordered && order < 0;
    case Relation::EQ: return !unordered && order == 0;
    case Relation::LE: return !unordered && order <= 0;
    case Relation::GT: return !unordered && order > 0;
    case Relation::LG: return !unordered && order != 0;
    case Relation::GE: return !unordered && order >= 0;
    case Relation::NGE: return !relation_holds(Relation::GE, a, b);
    case Relation::NLG: return !relation_holds(Relation::LG, a, b);
    case Relation::NGT: return !relation_holds(Relation::GT, a, b);
    case Relation::NLE: return !relation_holds(Relation::LE, a, b);
    case Relation::NEQ: return !relation_holds(Relation::EQ, a, b);
    case Relation::NLT: return !relation_holds(Relation::LT, a, b);
  }
  return false;
}

Oracle compare_oracle(Relation r, unsigned bits) {
  return [r, bits](const In& in) {
    const bool flush = flushes_inputs(in.mode, bits);
    const uint64_t a = compare_input(in, 0, bits, flush);
    const uint64_t b = compare_input(in, 1, bits, flush);
    if (bits == 16) {
      const auto& table = all_f16();
      return Out{0, relation_holds(r, table[a]->get(), table[b]->get())};
    }
    static Exact x;
    static Exact y;
    set_exact(x.get(), a, bits);
    set_exact(y.get(), b, bits);
    return Out{0, relation_holds(r, x.get(), y.get())};
  };
}

Values values_of_width(unsigned bits) {
  return bits == 16 ? Values::F16 : bits == 32 ? Values::F32 : Values::F64;
}

// v_cmp_<rel>_f<bits> and v_cmpx_<rel>_f<bits> for all 16 relations.
std::vector<OpSpec> compare_ops(unsigned bits) {
  std::vector<OpSpec> ops;
  for (const char* prefix : {"V_CMP_", "V_CMPX_"}) {
    for (int r = 0; r < 16; ++r) {
      OpSpec spec{std::string(prefix) + kRelationNames[r] + "_F" + std::to_string(bits),
                  Kind::Compare, compare_oracle(static_cast<Relation>(r), bits)};
      spec.values = values_of_width(bits);
      spec.float_modifiers = true;
      spec.random_mode = true;
      ops.push_back(spec);
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Classes

// Mask bit of a value's class: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
// 7 +denormal, 8 +normal, 9 +inf. Denormal means nonzero and below 2^(1 - bias) in magnitude.
int class_of(uint64_t x, unsigned bits) {
  const Layout l = layout_of(bits);
  static Exact v;
  static Exact smallest_normal;
  set_exact(v.get(), x, bits);
  if (mpfr_nan_p(v.get())) return (x >> (l.fraction_bits - 1) & 1) != 0 ? 1 : 0;
  const bool negative = mpfr_signbit(v.get()) != 0;
  if (mpfr_inf_p(v.get())) return negative ? 2 : 9;
  if (mpfr_zero_p(v.get())) return negative ? 5 : 6;
  mpfr_set_ui_2exp(smallest_normal.get(), 1, 1 - l.bias, MPFR_RNDN);
  if (mpfr_cmpabs(v.get(), smallest_normal.get()) < 0) return negative ? 4 : 7;
  return negative ? 3 : 8;
}

Oracle class_oracle(unsigned bits) {
  return [bits](const In& in) {
    // abs/neg apply to the value (source 0); no denormal flush, the class is of the bits.
    const uint64_t x = compare_input(in, 0, bits, false);
    return Out{0, (in.s[1] >> class_of(x, bits) & 1) != 0};
  };
}

std::vector<OpSpec> class_ops() {
  std::vector<OpSpec> ops;
  for (const char* prefix : {"V_CMP_CLASS_F", "V_CMPX_CLASS_F"}) {
    for (unsigned bits : {16u, 32u, 64u}) {
      OpSpec spec{prefix + std::to_string(bits), Kind::Compare, class_oracle(bits)};
      spec.values = values_of_width(bits);
      spec.float_modifiers = true;
      spec.random_mode = true;
      spec.source_values[1] = Values::Integer;  // the class mask: random bits and edges
      ops.push_back(spec);
    }
  }
  return ops;
}

uint64_t random_lanes() { return long_run() ? 10000000 : 100000; }

void print_mode() {
  std::printf("  %s run: %llu lane evaluations per family at least\n",
              long_run() ? "long (CUTLM_LONG=1)" : "default",
              static_cast<unsigned long long>(random_lanes()));
}

TEST(ValuFpCmpRandom, F16) {
  print_mode();
  random_family(compare_ops(16), random_lanes());
}
TEST(ValuFpCmpRandom, F32) {
  print_mode();
  random_family(compare_ops(32), random_lanes());
}
TEST(ValuFpCmpRandom, F64) {
  print_mode();
  random_family(compare_ops(64), random_lanes());
}
TEST(ValuFpCmpRandom, Classes) {
  print_mode();
  random_family(class_ops(), random_lanes());
}

// ---------------------------------------------------------------------------------------------
// Every f16 value against special and boundary values, for each relation, in both positions.

// 32 magnitudes with both signs: zeros, denormal edges, normal edges, 0.5, one and its
// neighbours, powers of two and neighbours, the largest finite value, infinity, signalling NaNs
// (smallest and largest payload), quiet NaNs with and without payload, and a few plain values.
std::vector<uint64_t> f16_specials() {
  const uint64_t magnitudes[] = {0x0000, 0x0001, 0x0002, 0x0155, 0x01FF, 0x0200, 0x03FE, 0x03FF,
                                 0x0400, 0x0401, 0x07FF, 0x0800, 0x1234, 0x2000, 0x3555, 0x3800,
                                 0x3BFF, 0x3C00, 0x3C01, 0x4000, 0x4200, 0x4B00, 0x5555, 0x6000,
                                 0x7BFE, 0x7BFF, 0x7C00, 0x7C01, 0x7DFF, 0x7E00, 0x7E01, 0x7FFF};
  std::vector<uint64_t> values;
  for (uint64_t m : magnitudes) {
    values.push_back(m);
    values.push_back(m | 0x8000);
  }
  return values;
}

// The mask register a compare instance writes, and the other half of a wave32 pair.
uint16_t mask_destination(const OpSpec& spec, const Instance& ins) {
  return is_cmpx(spec.name) ? kExecLo : ins.sdst;
}

// A fast loop for millions of pairs: the instance is decoded once and run on one wave whose
// source lanes are refilled each step; the destination mask (and, in wave32, that the register
// above it is untouched) is checked against the oracle's bits. The random tests check the rest
// of the state.
uint64_t sweep(Rng& rng, const OpSpec& spec, const Instance& ins, int wave_size,
               const std::vector<uint64_t>& first, const std::vector<uint64_t>& second,
               const Mode& mode) {
  cutlm::Executor executor;
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), wave_size == 64);
  EXPECT_TRUE(inst.valid() && inst.info == ins.info) << describe(ins, WaveState(wave_size));
  if (!inst.valid()) return 0;
  WaveState wave = random_wave(rng, wave_size, Values::F16);
  wave.mode = mode;
  const uint16_t dest = mask_destination(spec, ins);
  const uint64_t lane_mask = wave_size == 64 ? ~0ull : 0xFFFFFFFFull;
  const std::size_t total = first.size() * second.size();
  In in;
  in.abs = ins.abs;
  in.neg = ins.neg;
  in.mode = mode;
  in.wave64 = wave_size == 64;
  std::size_t next = 0;
  uint64_t lanes = 0;
  for (int step = 0; next < total; ++step) {
    // Lanes left over at the end are inactive: their stale values must not count.
    uint64_t exec = (step % 4 == 3 ? rng() | 1 : ~0ull) & lane_mask;
    uint64_t expected = 0;
    for (int lane = 0; lane < wave_size; ++lane) {
      if ((exec >> lane & 1) == 0) continue;
      if (next == total) {
        exec &= ~(1ull << lane);
        continue;
      }
      const std::size_t index = next++;
      in.s[0] = first[index % first.size()];
      in.s[1] = second[index / first.size()];
      for (int i = 0; i < 2; ++i) {
        const Source& s = ins.src[i];
        const int reg = s.code - kVgpr0;
        const uint32_t old = wave.vgpr(reg, lane);
        const uint32_t half = static_cast<uint32_t>(in.s[i]);
        wave.set_vgpr(reg, lane, s.high ? (old & 0xFFFF) | half << 16 : (old & 0xFFFF0000) | half);
      }
      in.lane = lane;
      if (spec.oracle(in).bit) expected |= 1ull << lane;
      ++lanes;
    }
    wave.set_exec(exec);
    const uint32_t above = wave.sreg(static_cast<uint16_t>(dest + 1));
    executor.step(inst, wave, nullptr);
    uint64_t actual = wave.sreg(dest);
    if (wave_size == 64)
      actual |= static_cast<uint64_t>(wave.sreg(static_cast<uint16_t>(dest + 1))) << 32;
    if (actual != expected ||
        (wave_size == 32 && wave.sreg(static_cast<uint16_t>(dest + 1)) != above)) {
      WaveState shown(wave_size);
      shown.set_exec(exec);
      shown.mode = mode;
      ADD_FAILURE() << describe(ins, shown) << "\n  mask expected " << hex(expected) << ", got "
                    << hex(actual) << "; register above " << hex(above) << " -> "
                    << hex(wave.sreg(static_cast<uint16_t>(dest + 1)));
      return 0;
    }
  }
  return lanes;
}

std::vector<uint64_t> every_f16() { return range(0, 0x10000); }

// Special values plus random ones, for the long run.
std::vector<uint64_t> wider_specials(Rng& rng) {
  std::vector<uint64_t> values = f16_specials();
  ValueSource source(rng, Values::F16);
  while (values.size() < 1024) values.push_back(source.next_fresh());
  return values;
}

TEST(ValuFpCmpExhaustive, EveryF16AgainstSpecials) {
  Rng rng(test_seed() + 11);
  const std::vector<uint64_t> specials = long_run() ? wider_specials(rng) : f16_specials();
  const std::vector<uint64_t> every = every_f16();
  std::printf("  every f16 value against %zu others, both positions, %s\n", specials.size(),
              long_run() ? "long run" : "default run");
  ASSERT_GE(specials.size(), 64u);
  const std::vector<OpSpec> ops = compare_ops(16);
  // Input denormal modes by pass: kept, flushed on input, flushed on output only, both.
  const DenormMode modes[] = {DenormMode::Preserve, DenormMode::FlushIn, DenormMode::FlushOut,
                              DenormMode::Flush};
  uint64_t lanes = 0;
  int passes = 0;
  for (int r = 0; r < 16; ++r) {
    for (int position = 0; position < 2; ++position, ++passes) {
      // Alternate v_cmp/v_cmpx, VOPC/VOP3, low/high halves and wave sizes between passes.
      const OpSpec& spec = ops[static_cast<std::size_t>(r + 16 * ((r + position) % 2))];
      const auto forms = encodings_of(spec.name);
      ASSERT_EQ(forms.size(), 2u) << spec.name;
      const isa::InstInfo* info = forms[static_cast<std::size_t>(position)];
      const Instance ins = fixed_instance(info, spec, (r / 2 + position) % 2 == 1, false);
      Mode mode;
      mode.denorm_f16_f64 = modes[(r + 2 * position) % 4];
      mode.denorm_f32 = modes[(r + 1) % 4];  // must not matter for f16
      const int wave_size = (r + position) % 3 == 0 ? 32 : 64;
      const uint64_t done = position == 0 ? sweep(rng, spec, ins, wave_size, every, specials, mode)
                                          : sweep(rng, spec, ins, wave_size, specials, every, mode);
      if (HasFailure()) return;
      lanes += done;
    }
  }
  report("f16 sweeps", passes, lanes);
}

// ---------------------------------------------------------------------------------------------
// Readable cases: what the oracle and the model must agree on, written out.

struct Pair {
  const char* name;
  uint64_t a;
  uint64_t b;
  DenormMode denorm;
  bool expected;
};

// Runs `name` (VOP3, wave32, one active lane) on a, b and returns lane 0's bit.
bool run_one(const Pair& p, unsigned bits) {
  const isa::InstInfo* vop3 = nullptr;
  for (const isa::InstInfo* info : encodings_of(p.name)) {
    if (info->format == isa::Format::VOP3) vop3 = info;
  }
  const OpSpec spec{p.name, Kind::Compare, nullptr};
  const Instance ins = fixed_instance(vop3, spec, false, false);
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), false);
  WaveState wave(32);
  wave.set_exec(1);
  if (bits == 32) {
    wave.mode.denorm_f32 = p.denorm;
  } else {
    wave.mode.denorm_f16_f64 = p.denorm;
  }
  for (int i = 0; i < 2; ++i) {
    const uint64_t v = i == 0 ? p.a : p.b;
    wave.set_vgpr(ins.src[i].code - kVgpr0, 0, static_cast<uint32_t>(v));
    if (bits == 64) wave.set_vgpr(ins.src[i].code - kVgpr0 + 1, 0, static_cast<uint32_t>(v >> 32));
  }
  cutlm::Executor executor;
  executor.step(inst, wave, nullptr);
  return (wave.sreg(mask_destination(spec, ins)) & 1) != 0;
}

TEST(ValuFpCmpExamples, ZerosNansDenormals) {
  const auto keep = DenormMode::Preserve;
  const auto flush = DenormMode::FlushIn;
  const Pair f32[] = {
      {"V_CMP_EQ_F32", 0x00000000, 0x80000000, keep, true},    // +0 == -0
      {"V_CMP_LT_F32", 0x80000000, 0x00000000, keep, false},   // -0 < +0 is false
      {"V_CMP_LG_F32", 0x7FC00000, 0x3F800000, keep, false},   // NaN <> 1
      {"V_CMP_NEQ_F32", 0x7FC00000, 0x7FC00000, keep, true},   // NaN != NaN
      {"V_CMP_U_F32", 0x7F800001, 0x00000000, keep, true},     // sNaN: unordered like a qNaN
      {"V_CMP_O_F32", 0xFF800000, 0x7F800000, keep, true},     // -inf, +inf ordered
      {"V_CMP_GT_F32", 0x00000001, 0x00000000, keep, true},    // smallest denormal > 0
      {"V_CMP_GT_F32", 0x00000001, 0x00000000, flush, false},  // ... but reads as 0 flushed
      {"V_CMP_EQ_F32", 0x807FFFFF, 0x00000000, flush, true},   // -denormal == +0 flushed
      {"V_CMPX_NGE_F32", 0x7FC00000, 0x3F800000, keep, true},  // !(NaN >= 1)
      {"V_CMP_CLASS_F32", 0x00000001, 1u << 7, flush, true},   // class sees +denormal anyway
  };
  for (const Pair& p : f32) EXPECT_EQ(run_one(p, 32), p.expected) << p.name;
  const Pair f16[] = {
      {"V_CMP_LE_F16", 0x03FF, 0x0400, keep, true},
      {"V_CMP_EQ_F16", 0x03FF, 0x0000, flush, true},
      {"V_CMP_NLT_F16", 0x7C01, 0xFC00, keep, true},
      {"V_CMP_CLASS_F16", 0x7C01, 1u << 0, keep, true},  // signalling
      {"V_CMP_CLASS_F16", 0x7E00, 1u << 0, keep, false},
  };
  for (const Pair& p : f16) EXPECT_EQ(run_one(p, 16), p.expected) << p.name;
  const Pair f64[] = {
      {"V_CMP_GE_F64", 0x3FF0000000000001, 0x3FF0000000000000, keep, true},
      {"V_CMP_LT_F64", 0x8000000000000001, 0x0000000000000000, keep, true},
      {"V_CMP_LT_F64", 0x8000000000000001, 0x0000000000000000, flush, false},
      {"V_CMPX_CLASS_F64", 0xFFF0000000000000, 1u << 2, keep, true},
  };
  for (const Pair& p : f64) EXPECT_EQ(run_one(p, 64), p.expected) << p.name;
}

// The class instructions under each denormal mode: denormals, zeros and the smallest normals of
// both signs against the masks of the classes they could be mistaken for; every encoding.
TEST(ValuFpCmpExamples, ClassOfDenormalsEveryMode) {
  Runner runner(test_seed() + 7);
  int configurations = 0;
  uint64_t lanes = 0;
  for (const OpSpec& spec : class_ops()) {
    const unsigned bits = std::stoi(spec.name.substr(spec.name.rfind('F') + 1));
    const unsigned frac = bits == 16 ? 10 : bits == 32 ? 23 : 52;
    const uint64_t sign = 1ull << (bits - 1);
    std::vector<uint64_t> values;
    for (uint64_t m : std::initializer_list<uint64_t>{1, (1ull << frac) - 1, 1ull << (frac - 1),
                                                      1ull << frac, 0}) {
      values.push_back(m);
      values.push_back(m | sign);
    }
    const std::vector<uint64_t> masks = {1u << 4, 1u << 5,           1u << 6,
                                         1u << 7, 1u << 3 | 1u << 8, 0x3FF};
    for (const isa::InstInfo* info : encodings_of(spec.name)) {
      for (int denorm = 0; denorm < 4; ++denorm) {
        cutlm::Mode mode;
        mode.denorm_f32 = static_cast<DenormMode>(bits == 32 ? denorm : 3 - denorm);
        mode.denorm_f16_f64 = static_cast<DenormMode>(bits == 32 ? 3 - denorm : denorm);
        lanes += exhaustive(runner, spec, fixed_instance(info, spec, false, false), {values, masks},
                            mode);
        ++configurations;
        if (HasFailure()) return;
      }
    }
  }
  report("class of denormals, every mode", configurations, lanes);
}

// ---------------------------------------------------------------------------------------------
// The test's words against llvm-mc-19.

Source vgpr(int n, unsigned bits = 32) {
  Source s{static_cast<uint16_t>(kVgpr0 + n), false, bits, false};
  s.f64 = bits == 64;
  return s;
}
Source constant(uint16_t code, unsigned bits = 32) {
  Source s{code, false, bits, false};
  s.f64 = bits == 64;
  return s;
}

Instance hand_made(const char* name, isa::Format format, std::vector<Source> sources,
                   uint16_t sdst = kNullReg) {
  Instance ins;
  for (const isa::InstInfo* info : encodings_of(name)) {
    if (info->format == format) ins.info = info;
  }
  EXPECT_NE(ins.info, nullptr) << name;
  ins.num_src = static_cast<int>(sources.size());
  for (std::size_t i = 0; i < sources.size(); ++i) ins.src[i] = sources[i];
  ins.sdst = format == isa::Format::VOPC ? kVccLo : sdst;
  return ins;
}

void expect_llvm_encodings(const std::vector<std::pair<std::string, Instance>>& cases,
                           bool wave64) {
  std::vector<std::string> lines;
  for (const auto& c : cases) lines.push_back(c.first);
  std::vector<std::vector<uint32_t>> words;
  for (const auto& c : cases) words.push_back(c.second.words);
  valu_harness::expect_llvm_encodings(lines, words, wave64);
}

TEST(ValuFpCmpEncoding, MatchesLlvmMc) {
  using F = isa::Format;
  std::vector<std::pair<std::string, Instance>> cases;
  auto add = [&](const std::string& text, Instance ins) {
    if (ins.info == nullptr) return;
    encode(ins);
    cases.emplace_back(text, ins);
  };
  add("v_cmp_lt_f32_e32 vcc_lo, v1, v2", hand_made("V_CMP_LT_F32", F::VOPC, {vgpr(1), vgpr(2)}));
  Instance wide = hand_made("V_CMP_LT_F64", F::VOPC, {constant(kLiteralCode, 64), vgpr(2, 64)});
  wide.literal = 0x40080000;  // 3.0: a 32-bit literal is an f64's high dword
  add("v_cmp_lt_f64_e32 vcc_lo, 3.0, v[2:3]", wide);
  Instance nge = hand_made("V_CMP_NGE_F64", F::VOP3, {vgpr(1, 64), vgpr(4, 64)}, 20);
  nge.neg = 1;
  nge.abs = 2;
  add("v_cmp_nge_f64_e64 s20, -v[1:2], |v[4:5]|", nge);
  add("v_cmpx_class_f32_e64 v1, v2",
      hand_made("V_CMPX_CLASS_F32", F::VOP3, {vgpr(1), vgpr(2)}, kExecLo));
  Instance mask =
      hand_made("V_CMP_CLASS_F16", F::VOP3, {vgpr(1, 16), constant(kLiteralCode, 16)}, 20);
  mask.literal = 0x3FF;
  add("v_cmp_class_f16_e64 s20, v1, 0x3ff", mask);
  Instance clamped = hand_made("V_CMP_T_F32", F::VOP3, {vgpr(1), constant(240)}, 20);
  clamped.clamp = true;
  add("v_cmp_t_f32_e64 s20, v1, 0.5 clamp", clamped);
  add("v_cmpx_nlg_f64_e32 v[2:3], v[4:5]",
      hand_made("V_CMPX_NLG_F64", F::VOPC, {vgpr(2, 64), vgpr(4, 64)}));
  Instance nan = hand_made("V_CMP_O_F32", F::VOPC, {constant(kLiteralCode), vgpr(2)});
  nan.literal = 0x7FC00001;
  add("v_cmp_o_f32_e32 vcc_lo, 0x7fc00001, v2", nan);
  Instance half = hand_made("V_CMP_U_F16", F::VOPC, {constant(kLiteralCode, 16), vgpr(2, 16)});
  half.literal = 0x7E01;
  add("v_cmp_u_f16_e32 vcc_lo, 0x7e01, v2", half);
  Instance lg = hand_made("V_CMP_LG_F16", F::VOP3, {constant(242, 16), vgpr(2, 16)}, 20);
  lg.neg = 2;
  add("v_cmp_lg_f16_e64 s20, 1.0, -v2", lg);
  Instance cmpx16 = hand_made("V_CMPX_NEQ_F16", F::VOP3, {vgpr(1, 16), vgpr(2, 16)}, kExecLo);
  cmpx16.neg = 1;
  cmpx16.abs = 2;
  add("v_cmpx_neq_f16_e64 -v1, |v2|", cmpx16);
  add("v_cmpx_class_f64_e32 v[2:3], v4",
      hand_made("V_CMPX_CLASS_F64", F::VOPC, {vgpr(2, 64), vgpr(4)}));
  Instance class64 = hand_made("V_CMP_CLASS_F64", F::VOP3, {vgpr(1, 64), constant(5)}, 20);
  class64.abs = 1;
  class64.neg = 1;
  add("v_cmp_class_f64_e64 s20, -|v[1:2]|, s5", class64);
  expect_llvm_encodings(cases, false);

  std::vector<std::pair<std::string, Instance>> wave64;
  cases.swap(wave64);
  add("v_cmp_gt_f32_e64 s[20:21], v1, -4.0",
      hand_made("V_CMP_GT_F32", F::VOP3, {vgpr(1), constant(247)}, 20));
  add("v_cmp_eq_f16_e32 vcc, v1, v2",
      hand_made("V_CMP_EQ_F16", F::VOPC, {vgpr(1, 16), vgpr(2, 16)}));
  add("v_cmpx_u_f64_e64 v[1:2], v[4:5]",
      hand_made("V_CMPX_U_F64", F::VOP3, {vgpr(1, 64), vgpr(4, 64)}, kExecLo));
  add("v_cmp_class_f32_e64 vcc, -v1, v2", [&] {
    Instance ins = hand_made("V_CMP_CLASS_F32", F::VOP3, {vgpr(1), vgpr(2)}, kVccLo);
    ins.neg = 1;
    return ins;
  }());
  expect_llvm_encodings(cases, true);
}

// Random words from the harness, as the random tests make them (every compare and class, both
// encodings, high halves, modifiers, literals): LLVM must accept each as the same instruction.
// LLVM 19 shows no f16 high halves (op_sel, v[n].h): those words are checked for validity and
// mnemonic only, like the rest.
TEST(ValuFpCmpEncoding, RandomWordsAreLlvmInstructions) {
  Rng rng(test_seed() + 12);
  std::vector<OpSpec> ops = class_ops();
  for (unsigned bits : {16u, 32u, 64u}) {
    const std::vector<OpSpec> more = compare_ops(bits);
    ops.insert(ops.end(), more.begin(), more.end());
  }
  for (bool wave64 : {false, true}) {
    std::vector<uint8_t> bytes;
    std::vector<std::string> mnemonics;
    for (const OpSpec& spec : ops) {
      for (const isa::InstInfo* info : encodings_of(spec.name)) {
        for (int k = 0; k < 2; ++k) {
          const Instance ins = random_instance(rng, info, spec);
          const std::vector<uint8_t> b = cutlm_test::words_to_bytes(ins.words);
          bytes.insert(bytes.end(), b.begin(), b.end());
          mnemonics.push_back(info->mnemonic);
        }
      }
    }
    std::string errors;
    const auto lines = cutlm_test::llvm_disassemble(bytes, wave64, &errors);
    ASSERT_TRUE(errors.empty()) << errors;
    ASSERT_EQ(lines.size(), mnemonics.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      EXPECT_EQ(lines[i].substr(0, lines[i].find(' ')), mnemonics[i]) << lines[i];
    }
    std::printf("  %s: %zu random words accepted by llvm-mc-19\n", wave64 ? "wave64" : "wave32",
                lines.size());
  }
}

}  // namespace
