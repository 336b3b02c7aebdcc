// The C++ model against the Verilated RTL over seeded random instructions and states: every
// active lane, write enable and latency must agree. The RTL was written from the ISA text, not
// from the model, so agreement here is evidence for both. The instructions are the int unit's
// v_mov_b32 and v_add_nc_u32 (e32 and e64, sources from VGPRs, SGPRs, inline constants and
// literals); the random cosim (tb/cosim) covers every unit.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "cosim/cosim_checker.h"
#include "cosim/rtl_valu.h"
#include "dispatch/runner.h"
#include "encode_util.h"
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

using cutlm_test::put;

// Integers at the edges the random states mix with random bits.
const uint32_t kIntSpecials[] = {0,          1,          2,          0x7fffffff, 0x80000000,
                                 0x80000001, 0xfffffffe, 0xffffffff, 0x0000ffff, 0x00010000};

class Generator {
 public:
  explicit Generator(uint32_t seed) : rng_(seed) {}

  uint32_t below(uint32_t n) { return std::uniform_int_distribution<uint32_t>(0, n - 1)(rng_); }
  bool coin() { return below(2) == 0; }

  uint32_t value() { return coin() ? kIntSpecials[below(std::size(kIntSpecials))] : rng_(); }

  // A 9-bit source: VGPRs, SGPRs, inline constants or the literal (`literal` is set for 255).
  uint16_t source(uint32_t* literal, bool* has_literal) {
    switch (below(6)) {
      case 0:
      case 1: return static_cast<uint16_t>(256 + below(16));  // v0..v15
      case 2: return static_cast<uint16_t>(below(16));        // s0..s15
      case 3: return static_cast<uint16_t>(128 + below(81));  // integer constants 0..64, -1..-16
      case 4: return static_cast<uint16_t>(240 + below(9));   // float constants
      default:
        if (*has_literal) return static_cast<uint16_t>(256 + below(16));
        *has_literal = true;
        *literal = value();
        return 255;
    }
  }

  void append_instruction(std::vector<uint32_t>& code) {
    uint32_t literal = 0;
    bool has_literal = false;
    std::vector<uint32_t> w(3, 0);
    unsigned words = 1;
    const uint32_t vdst = 16 + below(8);
    switch (below(4)) {
      case 0: {  // v_mov_b32_e32
        static const isa::InstInfo& info = info_named("V_MOV_B32_E32");
        put(w, enc::VOP1::encoding, enc::VOP1::kId >> 25);
        put(w, enc::VOP1::op, info.opcode);
        put(w, enc::VOP1::src0, source(&literal, &has_literal));
        put(w, enc::VOP1::vdst, vdst);
        break;
      }
      case 1: {  // v_add_nc_u32_e32
        static const isa::InstInfo& info = info_named("V_ADD_NC_U32_E32");
        put(w, enc::VOP2::encoding, 0);
        put(w, enc::VOP2::op, info.opcode);
        put(w, enc::VOP2::src0, source(&literal, &has_literal));
        put(w, enc::VOP2::vsrc1, below(16));
        put(w, enc::VOP2::vdst, vdst);
        break;
      }
      case 2: {  // v_add_nc_u32_e64, clamp (unsigned saturation) included
        static const isa::InstInfo& info = info_named("V_ADD_NC_U32_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        put(w, enc::VOP3::vdst, vdst);
        put(w, enc::VOP3::src0, source(&literal, &has_literal));
        put(w, enc::VOP3::src1, source(&literal, &has_literal));
        put(w, enc::VOP3::clmp, coin());
        words = 2;
        break;
      }
      default: {  // v_mov_b32_e64
        static const isa::InstInfo& info = info_named("V_MOV_B32_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        put(w, enc::VOP3::vdst, vdst);
        put(w, enc::VOP3::src0, source(&literal, &has_literal));
        words = 2;
        break;
      }
    }
    for (unsigned i = 0; i < words; ++i) code.push_back(w[i]);
    if (has_literal) code.push_back(literal);
  }

  void randomize(WaveState& wave) {
    for (int reg = 0; reg < 32; ++reg) {
      for (int lane = 0; lane < wave.wave_size(); ++lane) wave.set_vgpr(reg, lane, value());
    }
    for (uint16_t s = 0; s < 16; ++s) wave.set_sreg(s, value());
    const uint64_t all = wave.lane_mask();
    const uint32_t shape = below(4);
    uint64_t exec = (static_cast<uint64_t>(rng_()) << 32 | rng_()) & all;
    if (shape == 0) exec = all;
    if (shape == 1) exec &= exec >> 1;  // sparser
    wave.set_exec(exec);
  }

 private:
  std::mt19937 rng_;
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
  bool observes(isa::RtlOp op) const override { return checker_.observes(op); }

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
  Generator gen(seed);
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
  // SIMD lane 5: wave lanes 5 and 37.
  for (const CosimMismatch& m : t.kept) EXPECT_EQ(m.lane % 32, 5) << m.to_string();
  EXPECT_NE(t.first_summary.find("mismatches"), std::string::npos);
}

}  // namespace
}  // namespace cutlm
