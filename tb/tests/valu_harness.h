// Random-instruction harness shared by the VALU test suites: instruction words are built from the
// generated field layouts, executed once through the real decoder and executor on a random wave
// (wave32 and wave64, random EXEC, optionally a random MODE), and the whole state afterwards is
// compared with what an oracle written in the test predicts, so inactive lanes and every other
// register are checked too. Operand fetch (VGPR halves, SGPR pairs, inline constants, literals)
// is written again here, independently of the model.
//
// How a family test uses it:
//
//   using namespace valu_harness;
//   std::vector<OpSpec> ops;
//   OpSpec spec{"V_CMP_LT_F32", Kind::Compare, [](const In& in) { ... return Out{0, bit}; }};
//   spec.values = Values::F32;      // what registers, SGPRs and literals hold
//   spec.float_modifiers = true;    // VOP3: random abs/neg, and clamp/omod where legal
//   spec.random_mode = true;        // each case under a random MODE, given to the oracle
//   ops.push_back(spec);
//   TEST(MyFamily, Random) { random_family(ops, 100000); }
//
// The oracle gets one active lane's sources in their table widths (a 16-bit source already the
// selected half, a 64-bit one the whole pair, abs/neg NOT applied: the oracle applies them from
// In::abs / In::neg), the lane number, the modifiers and the wave's MODE, and returns the
// destination value (Kind::Value), or the lane-mask bit (Kind::Compare), or both (Kind::Carry).
// predict() turns that into the whole expected wave: VGPR halves and pairs, inactive lanes kept,
// masks written to VCC / the VOP3 SGPR (pair in wave64) / EXEC for V_CMPX_*.
//
// Hooks (all optional, fields of OpSpec):
//   source_values[i]  another value distribution for source i (a class mask next to an f32, say):
//                     the registers (all lanes), SGPR or literal that source reads are refilled.
//   prepare           runs after the random instance and wave are made and before prediction;
//                     it may change either (the instance is re-encoded afterwards).
// Further pieces for hand-made runs: fixed_instance() (sources in v1..v3, destination v4 / s20)
// with exhaustive() (every tuple of per-source value lists packed into lanes, under a given
// MODE), Runner::run() for one instance on one wave, and encode() + cutlm_test::llvm_assemble()
// to check words. long_run() says whether CUTLM_LONG=1 asked for the heavy counts; print the
// count used. CUTLM_TEST_SEED changes the seed (test_seed()).
//
// VOP3P: encode() writes op_sel (Instance::opsel), op_sel_hi (Instance::opsel_hi, LLVM's
// default 7), neg_lo (Instance::neg) and neg_hi (Instance::neg_hi); random_instance() picks
// them among the bits the decoder accepts. For VOP3P sources are the raw 32 bits and the oracle
// gets these fields in In to pick and negate halves itself.
//
// Which modifier bits an encoding takes (abs/neg per source, clamp, omod, VOP3P op_sel bits) is
// found by probing the decoder once per encoding; the decoder's field rules are checked against
// llvm-objdump by the differential test, and each family checks a sample of words against
// llvm-mc-19 itself.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "encode_util.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/errors.h"
#include "test_util.h"

namespace valu_harness {

namespace isa = cutlm::isa;
namespace enc = cutlm::isa::enc;
using cutlm::WaveState;

__extension__ typedef __int128 Wide;  // exact intermediate results of the oracles
__extension__ typedef unsigned __int128 UWide;

using Rng = std::mt19937_64;

inline uint64_t low_mask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
inline Wide zext(uint64_t v, unsigned bits) { return static_cast<Wide>(v & low_mask(bits)); }
inline Wide sext(uint64_t v, unsigned bits) {
  const Wide x = zext(v, bits);
  return (x >> (bits - 1)) != 0 ? x - (static_cast<Wide>(1) << bits) : x;
}

// ---------------------------------------------------------------------------------------------
// Oracle types

struct In {
  std::array<uint64_t, 3> s{};  // sources in their table widths (16-bit: the selected half)
  int lane = 0;
  bool clamp = false;
  uint8_t abs = 0;
  uint8_t neg = 0;        // VOP3P: neg_lo
  bool mask_bit = false;  // carry-in (co_ci) or select condition (cndmask) of this lane
  uint8_t omod = 0;
  bool wave64 = false;
  cutlm::Mode mode;  // the wave's MODE when the instruction ran
  // VOP3P only (raw 32-bit sources): op_sel, op_sel_hi and neg_hi as encoded.
  uint8_t opsel = 0;
  uint8_t opsel_hi = 0;
  uint8_t neg_hi = 0;
};

struct Out {
  uint64_t value = 0;
  bool bit = false;  // compare result or carry-out
};

using Oracle = std::function<Out(const In&)>;

enum class Kind {
  Value,    // vdst only
  Carry,    // vdst and a lane-mask bit to VCC (VOP2) or sdst (VOP3SD)
  Select,   // vdst, reading a lane mask (VCC in VOP2, src2 in VOP3)
  Compare,  // lane mask to VCC (VOPC) or sdst (VOP3), or EXEC for v_cmpx
};

// What registers, SGPRs and literals hold: integers (boundaries, small numbers, random bits) or
// interesting values of one float format (two f16 per register, one f32, or f64 register pairs).
enum class Values : uint8_t { Integer, F16, F32, F64 };

struct Instance;

struct OpSpec {
  std::string name;  // isa::op_name spelling, e.g. "V_ADD_NC_U32"
  Kind kind;
  Oracle oracle;
  bool carry_in = false;  // Carry: reads a carry-in mask
  Values values = Values::Integer;
  bool float_modifiers = false;  // VOP3/VOP3P: random abs/neg (neg_lo/neg_hi), clamp, omod
  bool random_mode = false;      // each case under a random MODE register
  // Another distribution for one source (the rest keep `values`); see the note at the top.
  std::array<std::optional<Values>, 3> source_values{};
  std::function<void(Rng&, Instance&, WaveState&)> prepare{};
  // The generation whose table names the operation (its encodings are encoded with the gfx1100
  // VOP layouts, which RDNA4 keeps; the decoder reads them with that generation's tables).
  isa::Arch arch = isa::Arch::Gfx1100;
};

inline Out val(uint64_t v) { return Out{v, false}; }

// ---------------------------------------------------------------------------------------------
// Instructions: operand choices, encoding, and the test's own operand fetch

constexpr uint16_t kVgpr0 = 256;
constexpr uint16_t kVccLo = 106;
constexpr uint16_t kNullReg = 124;
constexpr uint16_t kM0 = 125;
constexpr uint16_t kExecLo = 126;
constexpr uint16_t kLiteralCode = 255;
constexpr int kVgprsUsed = 24;  // v0..v23 get random contents and are the only ones named

struct Source {
  uint16_t code = 0;   // 9-bit operand space; VGPR n is 256 + n
  bool high = false;   // a 16-bit operand read from bits [31:16]
  unsigned bits = 32;  // the operand's width in the ISA table
  bool is_mask = false;
  bool signed_64 = false;  // a signed 64-bit integer operand: a 32-bit literal is sign-extended
  bool f64 = false;        // an f64 operand: a 32-bit literal is its high dword
};

struct Instance {
  const isa::InstInfo* info = nullptr;
  std::array<Source, 3> src{};
  int num_src = 0;
  int vdst = -1;
  unsigned dst_bits = 0;
  bool dst_high = false;
  uint16_t sdst = kNullReg;  // VOP3 compare / VOP3SD / readlane destination
  bool clamp = false;
  uint8_t abs = 0;
  uint8_t neg = 0;  // VOP3P: neg_lo
  uint32_t literal = 0;
  std::vector<uint32_t> words;
  uint8_t omod = 0;
  // VOP3P fields; VOP3 takes its op_sel from Source::high and dst_high instead.
  uint8_t opsel = 0;
  uint8_t opsel_hi = 7;
  uint8_t neg_hi = 0;
};

// ---------------------------------------------------------------------------------------------
// Instructions: encoding and the test's own operand fetch (valu_harness.cpp)

// Sets a field of an instruction's words (encode_util.h).
using cutlm_test::put;
// The instruction words of `ins` (and its literal), in Instance::words.
void encode(Instance& ins);
// The ISA table's operand for source i (src, ssrc or vsrc), or nullptr.
const isa::OperandInfo* table_source(const isa::InstInfo* info, int i);
// Float inline constants 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi) in each width.
uint64_t float_constant(uint16_t code, unsigned bits);
// Source `s` of `ins` in lane `lane` of `w`, in the source's table width.
uint64_t fetch(const WaveState& w, const Instance& ins, const Source& s, int lane);
// A lane mask source (an SGPR, a pair in wave64, or inline 0 / -1).
uint64_t read_mask(const WaveState& w, uint16_t code);
void write_mask(WaveState& w, uint16_t code, uint64_t mask);

// ---------------------------------------------------------------------------------------------
// Random values, waves and MODE

unsigned float_width(Values values);

// SplitMix64: a cheap generator for filling whole waves with float values (seeded from the
// test's Rng, so runs stay reproducible); mt19937_64 made the fill the slowest part of a case.
struct FastBits {
  uint64_t state;
  uint64_t operator()() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

// One value of a float format (16, 32 or 64 bits) from the places where float hardware goes
// wrong: signed zeros, infinities, NaNs with random payloads, denormal and normal edges, 1.0,
// one ulp either side of powers of two, exponents near both ends, and fully random bits.
template <typename Generator>
uint64_t random_float(Generator& rng, unsigned bits) {
  const unsigned fraction_bits = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  const uint64_t fraction_mask = low_mask(fraction_bits);
  const uint64_t exponent_max = low_mask(bits - 1 - fraction_bits);  // infinities and NaNs
  const uint64_t bias = exponent_max >> 1;
  const uint64_t quiet = 1ull << (fraction_bits - 1);
  const uint64_t sign = (rng() & 1) << (bits - 1);
  auto pack = [&](uint64_t exponent, uint64_t fraction) {
    return sign | exponent << fraction_bits | (fraction & fraction_mask);
  };
  switch (rng() % 16) {
    case 0: return pack(0, 0);
    case 1: return pack(exponent_max, 0);
    case 2: return pack(exponent_max, quiet | (rng() % 4 == 0 ? 0 : rng() & (quiet - 1)));
    case 3: {  // signalling: quiet bit clear, payload not zero
      const uint64_t payload = rng() % 4 == 0 ? 1 : rng() & (quiet - 1);
      return pack(exponent_max, payload == 0 ? 1 : payload);
    }
    case 4: return pack(0, (rng() & 1) != 0 ? 1 : fraction_mask);
    case 5: {
      const uint64_t fraction = rng() & fraction_mask;
      return pack(0, fraction == 0 ? 1 : fraction);
    }
    case 6: return (rng() & 1) != 0 ? pack(1, 0) : pack(exponent_max - 1, fraction_mask);
    case 7: return pack(bias, 0);
    case 8: {  // a power of two, or one ulp below or above it (below 2^emin is a denormal)
      const uint64_t power = pack(1 + rng() % (exponent_max - 1), 0);
      const unsigned step = static_cast<unsigned>(rng() % 3);
      return step == 0 ? power - 1 : step == 1 ? power + 1 : power;
    }
    case 9: {
      const uint64_t exponent = (rng() & 1) != 0 ? 1 + rng() % 4 : exponent_max - 1 - rng() % 4;
      return pack(exponent, rng());
    }
    case 10:
    case 11: return rng() & low_mask(bits);
    default: {  // ordinary magnitudes; short fractions give small integers and halves
      const uint64_t fraction = (rng() & 1) != 0 ? rng() : rng() & ~low_mask(fraction_bits - 3);
      return pack(bias - 8 + rng() % 17, fraction);
    }
  }
}

// Values that make operations interesting, with a per-wave pool so that equal operands (and,
// for floats, neighbours and negations of pool values) happen often.
struct ValueSource {
  explicit ValueSource(Rng& r, Values k = Values::Integer);
  uint64_t next_fresh();
  // A float next to a pool value: one ulp up or down in magnitude, or the other sign.
  uint64_t pool_neighbour();
  uint64_t next();
  // One 32-bit register's worth: two f16 values, one f32, integer bits, or an f64's high dword
  // (a 32-bit literal used as an f64).
  uint32_t next_word();

  Rng& rng;
  Values kind;
  FastBits fast{0};  // the float draws
  std::array<uint64_t, 8> pool{};
};

uint64_t random_exec(Rng& rng, int wave_size);
// Every MODE field at random: IEEE, DX10 clamp, both denormal and both rounding modes.
cutlm::Mode random_mode(Rng& rng);
// Refills the registers the tests name (and every scalar register), picks a new EXEC and resets
// MODE. f64 values fill aligned register pairs, VGPRs and SGPRs alike.
void randomize(Rng& rng, WaveState& w, Values kind = Values::Integer);
WaveState random_wave(Rng& rng, int wave_size, Values kind = Values::Integer);

// ---------------------------------------------------------------------------------------------
// Random instances

// A source for operand `index`: mostly VGPRs (either half of 16-bit ones), else SGPRs and
// special registers, inline constants or the literal.
Source random_source(Rng& rng, const isa::InstInfo* info, int index, const Instance& ins);
Source random_mask_source(Rng& rng);
uint16_t random_sdst(Rng& rng, bool allow_exec);
bool is_vop3(const isa::InstInfo* info);
bool is_cmpx(const std::string& name);
// Whether the decoder takes the words of `ins`.
bool decodes(const Instance& ins);

// The modifier bits an encoding accepts, each probed alone on a plain register instance.
struct ModifierSupport {
  bool clamp = false;
  bool omod = false;
  uint8_t abs = 0;
  uint8_t neg = 0;
  uint8_t opsel = 0;     // VOP3P
  uint8_t opsel_hi = 0;  // VOP3P: bits that may be cleared from the default 7
  uint8_t neg_hi = 0;    // VOP3P
};

const ModifierSupport& modifier_support(const isa::InstInfo* info);
// One 32-bit literal from a distribution (an f64's high dword for F64).
uint32_t random_literal(Rng& rng, Values kind);
Instance random_instance(Rng& rng, const isa::InstInfo* info, const OpSpec& spec);
// Gives source i of `ins` values of another distribution: the VGPR (every lane, both registers
// of a pair), the SGPR (or pair) or the literal it reads. Inline constants stay as they are.
void refill_source(Rng& rng, Values kind, Instance& ins, int i, WaveState& w);

// ---------------------------------------------------------------------------------------------
// Running and checking

// The gfx1100 VALU encodings of the operation named `name`.
std::vector<const isa::InstInfo*> encodings_of(const std::string& name,
                                               isa::Arch arch = isa::Arch::Gfx1100);
std::string hex(uint64_t v);
std::string describe_mode(const cutlm::Mode& m);
std::string describe(const Instance& ins, const WaveState& before);
// The state the oracle predicts after `ins` on `before`, written to `after`.
void predict(const OpSpec& spec, const Instance& ins, const WaveState& before, WaveState& after);
// Assembles each line with llvm-mc-19 and expects it to encode as the words given for it.
void expect_llvm_encodings(const std::vector<std::string>& lines,
                           const std::vector<std::vector<uint32_t>>& words, bool wave64 = false,
                           isa::Arch arch = isa::Arch::Gfx1100);
// Compares every VGPR lane, every scalar register and SCC; reports the first differences.
bool same_state(const WaveState& expected, const WaveState& actual, const std::string& what);

// Executes instructions and checks them. The wave states it hands out are reused from step to
// step (refilled, not reallocated), which keeps the runs fast.
class Runner {
 public:
  explicit Runner(uint64_t seed) : rng(seed) {}
  uint64_t rejected_encodings = 0;

  WaveState& fresh_wave(int wave_size, Values kind = Values::Integer) {
    WaveState& w = before_[wave_size == 64 ? 1 : 0];
    randomize(rng, w, kind);
    return w;
  }
  WaveState& scratch_before(int wave_size) { return before_[wave_size == 64 ? 1 : 0]; }
  WaveState& scratch_expected(int wave_size) { return expected_[wave_size == 64 ? 1 : 0]; }

  // Decodes and executes `ins` on a copy of `before`; checks the result against `expected`.
  bool run(const Instance& ins, const WaveState& before, const WaveState& expected);
  // One random instance of `spec` in encoding `info` on a random wave; returns the active
  // lanes checked (0 after a failure or a rejected word).
  uint64_t random_case(const OpSpec& spec, const isa::InstInfo* info, int wave_size);

  Rng rng;
  cutlm::Executor executor;

 private:
  std::array<WaveState, 2> before_{WaveState(32), WaveState(64)};
  std::array<WaveState, 2> expected_{WaveState(32), WaveState(64)};
  std::array<WaveState, 2> actual_{WaveState(32), WaveState(64)};
};

uint64_t test_seed();
// True when the long runs were asked for (CUTLM_LONG=1).
bool long_run();
// Runs random instances of every operation in every encoding it has, alternating wave32 and
// wave64, until the family has seen at least `min_lanes` active lane evaluations.
void random_family(const std::vector<OpSpec>& ops, uint64_t min_lanes = 100000);

// ---------------------------------------------------------------------------------------------
// Exhaustive runs over reduced domains: sources in fixed VGPRs, every combination of the
// per-source value sets packed into the active lanes of instructions alternating wave32 and
// wave64, each with a random EXEC.

const OpSpec& find_spec(const std::vector<OpSpec>& ops, const std::string& name);
// Sources in v1, v2, v3 (halves by `high`; a lane mask source in s30), destination v4 (or s20).
// When there are two or more value sources and one is a register pair, they go to v1, v3, v5 and
// the destination to v8 instead, so that no two operands overlap.
Instance fixed_instance(const isa::InstInfo* info, const OpSpec& spec, bool high, bool clamp);

using Domains = std::vector<std::vector<uint64_t>>;

// Feeds every tuple of the value sources' domains (one domain for all if only one is given)
// through `ins` under `mode`; returns the lane evaluations, 0 after a failure.
uint64_t exhaustive(Runner& runner, const OpSpec& spec, const Instance& ins, const Domains& domains,
                    const cutlm::Mode& mode = cutlm::Mode{});

std::vector<uint64_t> range(uint64_t first, uint64_t end);
std::vector<uint64_t> joined(std::initializer_list<std::vector<uint64_t>> parts);
void report(const char* what, int configurations, uint64_t lanes);

}  // namespace valu_harness
