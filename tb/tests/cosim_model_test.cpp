// The C++ model against the Verilated RTL over seeded random instructions and states: every
// active lane and every mask bit must agree. The RTL was written from the ISA text, not from
// the model, so agreement here is evidence for both.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "cosim/cosim_checker.h"
#include "cosim/rtl_valu.h"
#include "dispatch/runner.h"
#include "exec/executor.h"
#include "isa/bits.h"
#include "isa_tables.h"

namespace cutlm {
namespace {

namespace enc = isa::enc;

const isa::InstInfo& info_named(const char* name) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (std::strcmp(all[i].name, name) == 0) return all[i];
  }
  throw std::runtime_error(std::string("no instruction ") + name);
}

void put(std::vector<uint32_t>& w, isa::BitField f, uint32_t value) {
  for (unsigned bit = f.lo; bit <= f.hi; ++bit) {
    const uint32_t b = value >> (bit - f.lo) & 1;
    w[bit / 32] = (w[bit / 32] & ~(1u << (bit % 32))) | (b << (bit % 32));
  }
}

// Special f16 and f64 encodings the random states mix with random bits.
const uint16_t kF16Specials[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x83FF, 0x0400, 0x8400,
                                 0x3C00, 0xBC00, 0x3BFF, 0x3C01, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00,
                                 0x7C01, 0xFC01, 0x7DFF, 0x7E00, 0xFE00, 0x7FFF, 0x3800, 0x0200};
const uint64_t kF64Specials[] = {0,
                                 0x8000000000000000,
                                 1,
                                 0x800FFFFFFFFFFFFF,
                                 0x0010000000000000,
                                 0x3FF0000000000000,
                                 0xBFF0000000000000,
                                 0x7FF0000000000000,
                                 0xFFF0000000000000,
                                 0x7FF0000000000001,
                                 0xFFF4000000000000,
                                 0x7FF8000000000000,
                                 0xFFFFFFFFFFFFFFFF,
                                 0x7FEFFFFFFFFFFFFF};

class Generator {
 public:
  explicit Generator(uint32_t seed, bool wave64) : rng_(seed), wave64_(wave64) {}

  uint32_t below(uint32_t n) { return std::uniform_int_distribution<uint32_t>(0, n - 1)(rng_); }
  bool coin() { return below(2) == 0; }

  uint16_t f16() { return coin() ? kF16Specials[below(std::size(kF16Specials))] : below(65536); }

  // A 9-bit source for a 16-bit operand; `literal` is set when it picks 255.
  uint16_t f16_source(bool allow_vgpr_hi, uint32_t* literal, bool* has_literal) {
    switch (below(6)) {
      case 0: return static_cast<uint16_t>(256 + below(16) + (allow_vgpr_hi && coin() ? 128 : 0));
      case 1: return static_cast<uint16_t>(256 + below(16));
      case 2: return static_cast<uint16_t>(below(16));        // s0..s15
      case 3: return static_cast<uint16_t>(128 + below(81));  // integer constants
      case 4: return static_cast<uint16_t>(240 + below(9));   // float constants
      default:
        if (*has_literal) return static_cast<uint16_t>(256 + below(16));
        *has_literal = true;
        *literal = below(65536) | (below(65536) << 16);
        return 255;
    }
  }

  uint16_t f64_source(uint32_t* literal, bool* has_literal) {
    switch (below(5)) {
      case 0:
      case 1: return static_cast<uint16_t>(256 + below(15));  // v[n:n+1]
      case 2: return static_cast<uint16_t>(2 * below(8));     // s[2k:2k+1]
      case 3: return static_cast<uint16_t>(coin() ? 128 + below(81) : 240 + below(9));
      default:
        *has_literal = true;
        *literal = static_cast<uint32_t>(kF64Specials[below(std::size(kF64Specials))] >> 32);
        return 255;
    }
  }

  void append_instruction(std::vector<uint32_t>& code) {
    uint32_t literal = 0;
    bool has_literal = false;
    std::vector<uint32_t> w(3, 0);
    unsigned words = 1;
    switch (below(4)) {
      case 0: {  // v_min_f16_e32, true16 halves included
        static const isa::InstInfo& info = info_named("V_MIN_F16_E32");
        put(w, enc::VOP2::encoding, 0);
        put(w, enc::VOP2::op, info.opcode);
        put(w, enc::VOP2::src0, f16_source(true, &literal, &has_literal));
        put(w, enc::VOP2::vsrc1, below(16) + (coin() ? 128 : 0));
        put(w, enc::VOP2::vdst, 16 + below(8) + (coin() ? 128 : 0));
        break;
      }
      case 1: {  // v_min_f16_e64 with every modifier
        static const isa::InstInfo& info = info_named("V_MIN_F16_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        put(w, enc::VOP3::vdst, 16 + below(8));
        put(w, enc::VOP3::src0, f16_source(false, &literal, &has_literal));
        put(w, enc::VOP3::src1, f16_source(false, &literal, &has_literal));
        put(w, enc::VOP3::abs, below(4));
        put(w, enc::VOP3::neg, below(4));
        put(w, enc::VOP3::clmp, coin());
        put(w, enc::VOP3::omod, below(4));
        put(w, enc::VOP3::opsel, below(16) & 0xB);
        words = 2;
        break;
      }
      case 2: {  // v_cmp_class_f64_e32
        static const isa::InstInfo& info = info_named("V_CMP_CLASS_F64_E32");
        put(w, enc::VOPC::encoding, enc::VOPC::kId >> 25);
        put(w, enc::VOPC::op, info.opcode);
        put(w, enc::VOPC::src0, f64_source(&literal, &has_literal));
        put(w, enc::VOPC::vsrc1, 16 + below(8));
        break;
      }
      default: {  // v_cmp_class_f64_e64 to an SGPR (pair), VCC or null
        static const isa::InstInfo& info = info_named("V_CMP_CLASS_F64_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        const uint32_t pick = below(4);
        put(w, enc::VOP3::vdst, pick == 0 ? 106 : pick == 1 ? 124 : 40 + 2 * below(20));
        put(w, enc::VOP3::src0, f64_source(&literal, &has_literal));
        put(w, enc::VOP3::src1, coin() ? 256 + 16 + below(8) : below(16));
        put(w, enc::VOP3::abs, below(2));
        put(w, enc::VOP3::neg, below(2));
        words = 2;
        break;
      }
    }
    for (unsigned i = 0; i < words; ++i) code.push_back(w[i]);
    if (has_literal) code.push_back(literal);
  }

  void randomize(WaveState& wave) {
    for (int reg = 0; reg < 32; ++reg) {
      for (int lane = 0; lane < wave.wave_size(); ++lane) {
        uint32_t value;
        if (below(3) == 0) {
          const uint64_t d = kF64Specials[below(std::size(kF64Specials))];
          value = static_cast<uint32_t>(reg % 2 == 0 ? d : d >> 32);
        } else {
          value = f16() | static_cast<uint32_t>(f16()) << 16;
        }
        wave.set_vgpr(reg, lane, value);
      }
    }
    for (uint16_t s = 0; s < 16; ++s) wave.set_sreg(s, f16() | static_cast<uint32_t>(f16()) << 16);
    // Lane masks for v_cmp_class come from VGPRs 16..23 too; let some hold all class bits.
    for (int lane = 0; lane < wave.wave_size(); ++lane) {
      if (coin()) wave.set_vgpr(16 + static_cast<int>(below(8)), lane, 0x3FF);
    }
    const uint64_t all = wave.lane_mask();
    const uint32_t shape = below(4);
    uint64_t exec = (static_cast<uint64_t>(rng_()) << 32 | rng_()) & all;
    if (shape == 0) exec = all;
    if (shape == 1) exec &= exec >> 1;  // sparser
    wave.set_exec(exec);
    wave.mode.ieee = coin();
    wave.mode.dx10_clamp = coin();
    const DenormMode modes[] = {DenormMode::Preserve, DenormMode::FlushIn, DenormMode::FlushOut,
                                DenormMode::Flush};
    wave.mode.denorm_f16_f64 = modes[below(4)];
    (void)wave64_;
  }

 private:
  std::mt19937 rng_;
  bool wave64_;
};

// Forwards issues to the checker, advancing the RTL's cycle once per instruction as the
// compute unit would.
class CycleStepper : public ValuIssueObserver {
 public:
  explicit CycleStepper(CosimChecker& checker) : checker_(checker) {}
  void on_valu_issue(const ValuIssue& issue) override {
    checker_.set_cycle(cycle_++);
    checker_.on_valu_issue(issue);
  }

 private:
  CosimChecker& checker_;
  uint64_t cycle_ = 0;
};

struct CosimTotals {
  uint64_t instructions = 0;
  uint64_t lanes = 0;
  uint64_t mismatches = 0;
  std::string first_summary;
  std::vector<CosimMismatch> kept;
};

CosimTotals run_random(RtlValu& rtl, bool wave64, uint32_t seed, int programs, int length) {
  CosimTotals totals;
  CosimChecker checker(rtl);
  CycleStepper stepper(checker);
  Executor executor;
  executor.set_valu_observer(&stepper);
  Generator gen(seed, wave64);
  for (int p = 0; p < programs; ++p) {
    std::vector<uint32_t> code;
    for (int i = 0; i < length; ++i) gen.append_instruction(code);
    code.push_back(0xBFB00000);  // s_endpgm
    Program program;
    program.path = "random program " + std::to_string(p) + " seed " + std::to_string(seed);
    program.code.resize(code.size() * 4);
    std::memcpy(program.code.data(), code.data(), program.code.size());
    WaveState wave(wave64 ? 64 : 32);
    gen.randomize(wave);
    FunctionalRunner runner(program, executor);
    runner.run(wave, static_cast<uint64_t>(length) + 1);
  }
  const std::string summary = checker.summary();
  totals.instructions = checker.instructions();
  totals.lanes = checker.lanes();
  totals.mismatches = checker.mismatch_count();
  totals.first_summary = summary;
  totals.kept = checker.mismatches();
  return totals;
}

TEST(CosimModelVsRtl, RandomWave32MatchesEveryLane) {
  auto rtl = make_rtl_valu();
  const CosimTotals t = run_random(*rtl, false, 20261129, 40, 250);
  EXPECT_EQ(t.mismatches, 0u) << t.first_summary;
  EXPECT_EQ(t.first_summary.rfind("cosim: matched ", 0), 0u) << t.first_summary;
  EXPECT_GE(t.lanes, 100000u);
  std::printf("wave32: %s\n", t.first_summary.c_str());
}

TEST(CosimModelVsRtl, RandomWave64MatchesEveryLane) {
  auto rtl = make_rtl_valu();
  const CosimTotals t = run_random(*rtl, true, 7, 30, 250);
  EXPECT_EQ(t.mismatches, 0u) << t.first_summary;
  EXPECT_GE(t.lanes, 100000u);
  std::printf("wave64: %s\n", t.first_summary.c_str());
}

TEST(CosimModelVsRtl, CheckerCatchesTheBrokenLane) {
  auto rtl = make_faulty_rtl_valu();
  // Enough programs that lane 5 is active under several random EXEC masks.
  const CosimTotals t = run_random(*rtl, true, 99, 8, 100);
  ASSERT_GT(t.mismatches, 0u) << t.first_summary;
  for (const CosimMismatch& m : t.kept) EXPECT_EQ(m.lane, 5) << m.to_string();
  EXPECT_NE(t.first_summary.find("mismatches"), std::string::npos);
}

}  // namespace
}  // namespace cutlm
