// Shows that the cosim checker catches a broken RTL lane and stays quiet on a correct one. The
// RTL is its own oracle here: each random instruction is first run through the datapath as built
// and its outputs become the "model" results, so no C++ model semantics are involved. Checking
// the same instructions against the build with CUTLM_INJECT_LANE_FAULT=5 must then report lane 5
// of exactly those instructions that enable it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <bitset>
#include <cstdio>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "cosim/cosim_checker.h"
#include "cosim/rtl_valu.h"
#include "cosim/vcd_test_reader.h"
#include "trace/vcd_writer.h"

namespace cutlm {
namespace {

constexpr int kFaultLane = 5;

// Encodings at the edges of each f16 class: NaNs of both kinds and signs (some with payloads),
// infinities, zeros, the smallest and largest denormals and normals, and values near 1.0.
constexpr uint16_t kF16Specials[] = {
    0x7c01, 0x7d55, 0xfc01,                          // sNaN
    0x7e00, 0x7fff, 0xfe00,                          // qNaN
    0x7c00, 0xfc00,                                  // +-inf
    0x0000, 0x8000,                                  // +-0
    0x0001, 0x03ff, 0x8001, 0x83ff, 0x0200,          // +-denormal
    0x0400, 0x8400, 0x7bff, 0xfbff, 0x3555, 0xc800,  // +-normal
    0x3c00, 0xbc00, 0x3bff, 0x3c01, 0x3800, 0x4000,  // 1.0 and neighbours
};

constexpr uint64_t kF64Specials[] = {
    0x7ff0000000000001, 0x7ff4000000000000, 0xfff0000000000001,                      // sNaN
    0x7ff8000000000000, 0xfff8000000000001,                                          // qNaN
    0x7ff0000000000000, 0xfff0000000000000,                                          // +-inf
    0x0000000000000000, 0x8000000000000000,                                          // +-0
    0x0000000000000001, 0x000fffffffffffff, 0x8000000000000001, 0x800fffffffffffff,  // denormal
    0x0010000000000000, 0x8010000000000000, 0x7fefffffffffffff, 0xc000000000000000,  // normal
    0x3ff0000000000000, 0xbff0000000000000,                                          // +-1.0
};

// One instruction and the TLM cycle it is issued in.
struct Scheduled {
  ValuIssue issue;
  uint64_t cycle;
};

class ProgramGenerator {
 public:
  explicit ProgramGenerator(uint64_t seed) : rng_(seed) {}

  std::vector<Scheduled> make(size_t count) {
    std::vector<Scheduled> program;
    uint64_t cycle = 1;
    for (size_t i = 0; i < count; ++i) {
      cycle += next_gap();
      program.push_back(Scheduled{next_issue(i), cycle});
    }
    return program;
  }

 private:
  uint64_t bits(uint64_t count) { return count >= 64 ? rng_() : rng_() & ((1ull << count) - 1); }
  bool coin() { return bits(1) != 0; }
  uint64_t pick(uint64_t n) { return rng_() % n; }

  // Mostly back to back, sometimes two in one cycle, sometimes long idle stretches.
  uint64_t next_gap() {
    const uint64_t roll = pick(20);
    if (roll < 2) return 0;
    if (roll < 12) return 1;
    if (roll < 18) return 2 + pick(4);
    return 20 + pick(200);
  }

  uint16_t f16_operand() {
    if (coin()) return kF16Specials[pick(std::size(kF16Specials))];
    return static_cast<uint16_t>(bits(16));
  }

  // Both halves, since opsel may pick either.
  uint32_t f16_pair() {
    const uint32_t low = f16_operand();
    const uint32_t high = f16_operand();
    return (high << 16) | low;
  }

  uint64_t f64_operand() {
    if (coin()) return kF64Specials[pick(std::size(kF64Specials))];
    return bits(64);
  }

  uint64_t exec_mask(bool wave64) {
    const uint64_t lanes = wave64 ? ~0ull : 0xffffffffull;
    const uint64_t fault_bit = 1ull << kFaultLane;
    switch (pick(8)) {
      case 0: return lanes;
      case 1: return 0;
      case 2: return 1ull << pick(wave64 ? 64 : 32);
      case 3: return fault_bit;
      case 4: return lanes & ~fault_bit;
      case 5: return bits(64) & bits(64) & bits(64) & lanes;  // sparse
      default: return bits(64) & lanes;
    }
  }

  ValuIssue next_issue(size_t index) {
    ValuIssue issue;
    issue.pc = 0x1000 + 8 * index;  // also identifies the instruction in the tests
    issue.wave_id = static_cast<uint32_t>(pick(16));
    issue.wave64 = coin();
    issue.op = coin() ? ValuOp::MinF16 : ValuOp::CmpClassF64;
    issue.num_words = 2;
    issue.words = {static_cast<uint32_t>(bits(32)), static_cast<uint32_t>(bits(32)), 0};
    issue.disasm = issue.op == ValuOp::MinF16 ? "v_min_f16_e64 v5, v1, v2"
                                              : "v_cmp_class_f64_e64 s[4:5], v[2:3], v6";
    issue.dest_name = issue.op == ValuOp::MinF16 ? "v5" : "s[4:5]";
    issue.exec = exec_mask(issue.wave64);
    issue.mode_ieee = coin();
    issue.mode_dx10_clamp = coin();
    issue.mode_flush_in = coin();
    issue.mode_flush_out = coin();
    issue.abs = static_cast<uint8_t>(bits(2));
    issue.neg = static_cast<uint8_t>(bits(2));
    issue.clamp = coin();
    issue.omod = static_cast<uint8_t>(bits(2));
    issue.opsel = static_cast<uint8_t>(bits(4) & 0xb);  // bit 2 would select a src2 half
    for (int lane = 0; lane < kMaxLanes; ++lane) {
      if (!issue.wave64 && lane >= 32) break;
      if (issue.op == ValuOp::MinF16) {
        issue.src0[lane] = f16_pair();
        issue.src1[lane] = f16_pair();
      } else {
        issue.src0[lane] = f64_operand();
        issue.src1[lane] = static_cast<uint32_t>(coin() ? bits(10) : bits(32));
      }
      issue.vdst_old[lane] = static_cast<uint32_t>(bits(32));
    }
    return issue;
  }

  std::mt19937_64 rng_;
};

// Collects everything an RtlValu reports.
class Recorder : public RtlValuListener {
 public:
  struct Result {
    uint64_t pc;
    uint64_t issue_cycle;
    RtlValuResult result;
  };

  void on_rtl_result(const ValuIssue& issue, uint64_t issue_cycle,
                     const RtlValuResult& result) override {
    results.push_back(Result{issue.pc, issue_cycle, result});
  }
  void on_rtl_missing_result(const ValuIssue&, uint64_t, uint16_t) override { ++missing; }
  void on_rtl_unexpected_result(const RtlValuResult&) override { ++unexpected; }

  std::vector<Result> results;
  int missing = 0;
  int unexpected = 0;
};

// Runs the program through the datapath as built and stores its outputs as the expected results.
void fill_expectations_from_rtl(std::vector<Scheduled>& program) {
  const std::unique_ptr<RtlValu> oracle = make_rtl_valu();
  Recorder recorder;
  oracle->set_listener(&recorder);
  for (const Scheduled& entry : program) oracle->issue(entry.issue, entry.cycle);
  oracle->drain();
  ASSERT_EQ(recorder.missing, 0);
  ASSERT_EQ(recorder.unexpected, 0);
  ASSERT_EQ(recorder.results.size(), program.size());
  for (size_t i = 0; i < program.size(); ++i) {
    ValuIssue& issue = program[i].issue;
    const RtlValuResult& result = recorder.results[i].result;
    ASSERT_EQ(recorder.results[i].pc, issue.pc);
    issue.vgpr_write_mask = result.vgpr_we;
    issue.vgpr_data = result.vgpr_data;
    issue.writes_mask = result.mask_we;
    issue.mask = result.mask;
  }
}

// Drives the checker the way the TLM model does: announce the cycle, then issue in it.
void run(CosimChecker& checker, const std::vector<Scheduled>& program) {
  for (const Scheduled& entry : program) {
    checker.set_cycle(entry.cycle);
    checker.on_valu_issue(entry.issue);
  }
}

uint64_t active_lanes(const ValuIssue& issue) {
  const uint64_t wave = issue.wave64 ? ~0ull : 0xffffffffull;
  return issue.exec & wave;
}

uint64_t total_active_lanes(const std::vector<Scheduled>& program) {
  uint64_t lanes = 0;
  for (const Scheduled& entry : program) {
    lanes += std::bitset<64>(active_lanes(entry.issue)).count();
  }
  return lanes;
}

bool fault_lane_active(const ValuIssue& issue) { return (active_lanes(issue) >> kFaultLane) & 1u; }

class CosimCheckerFault : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    program_ = new std::vector<Scheduled>(ProgramGenerator(0x5eed).make(3000));
    fill_expectations_from_rtl(*program_);
  }
  static void TearDownTestSuite() {
    delete program_;
    program_ = nullptr;
  }
  static std::vector<Scheduled>* program_;
};

std::vector<Scheduled>* CosimCheckerFault::program_ = nullptr;

TEST_F(CosimCheckerFault, ProgramCoversBothOpsWavesAndFaultLaneStates) {
  int seen[2][2][2] = {};  // [op is MinF16][wave64][fault lane active]
  for (const Scheduled& entry : *program_) {
    const ValuIssue& issue = entry.issue;
    ++seen[issue.op == ValuOp::MinF16][issue.wave64][fault_lane_active(issue)];
  }
  for (int op = 0; op < 2; ++op) {
    for (int wave64 = 0; wave64 < 2; ++wave64) {
      for (int active = 0; active < 2; ++active) {
        EXPECT_GT(seen[op][wave64][active], 20) << op << wave64 << active;
      }
    }
  }
}

TEST_F(CosimCheckerFault, NormalRtlMatchesItself) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  CosimChecker checker(*rtl);
  run(checker, *program_);
  const std::string summary = checker.summary();
  EXPECT_EQ(summary, "cosim: matched " + std::to_string(program_->size()) + " instructions, " +
                         std::to_string(total_active_lanes(*program_)) + " lanes");
  EXPECT_EQ(checker.mismatch_count(), 0u);
  EXPECT_TRUE(checker.mismatches().empty());
  EXPECT_EQ(checker.instructions(), program_->size());
  EXPECT_EQ(checker.lanes(), total_active_lanes(*program_));
}

TEST_F(CosimCheckerFault, FaultyLaneIsReportedForEveryInstructionThatEnablesIt) {
  const std::unique_ptr<RtlValu> rtl = make_faulty_rtl_valu();
  CosimChecker checker(*rtl, /*max_kept=*/1000000);
  run(checker, *program_);
  const std::string summary = checker.summary();

  std::set<uint64_t> expected_pcs;
  for (const Scheduled& entry : *program_) {
    if (fault_lane_active(entry.issue)) expected_pcs.insert(entry.issue.pc);
  }
  ASSERT_FALSE(expected_pcs.empty());
  ASSERT_GT(checker.mismatch_count(), 0u);
  ASSERT_EQ(checker.mismatches().size(), checker.mismatch_count());

  std::set<uint64_t> reported_pcs;
  for (const CosimMismatch& m : checker.mismatches()) {
    EXPECT_EQ(m.lane, kFaultLane) << m.to_string();
    EXPECT_TRUE(m.kind == CosimMismatch::Kind::kVgprData || m.kind == CosimMismatch::Kind::kMask)
        << m.to_string();
    EXPECT_TRUE(m.lane_active) << m.to_string();
    EXPECT_NE(m.to_string().find("lane 5"), std::string::npos) << m.to_string();
    reported_pcs.insert(m.pc);
  }
  EXPECT_EQ(reported_pcs, expected_pcs);
  EXPECT_EQ(checker.mismatched_instructions(), expected_pcs.size());
  EXPECT_EQ(checker.instructions(), program_->size());

  const std::regex head("cosim: ([0-9]+) mismatches in ([0-9]+) of ([0-9]+) instructions");
  const std::string first_line = summary.substr(0, summary.find('\n'));
  std::smatch parts;
  ASSERT_TRUE(std::regex_match(first_line, parts, head)) << first_line;
  EXPECT_EQ(parts[1].str(), std::to_string(checker.mismatch_count()));
  EXPECT_EQ(parts[2].str(), std::to_string(expected_pcs.size()));
  EXPECT_EQ(parts[3].str(), std::to_string(program_->size()));
}

TEST_F(CosimCheckerFault, SummaryIsBoundedAndStorageTooButCountsEverything) {
  const std::unique_ptr<RtlValu> rtl = make_faulty_rtl_valu();
  CosimChecker checker(*rtl, /*max_kept=*/100);
  run(checker, *program_);
  const std::string summary = checker.summary();
  ASSERT_GT(checker.mismatch_count(), 100u);
  EXPECT_EQ(checker.mismatches().size(), 100u);

  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= summary.size()) {
    const size_t end = summary.find('\n', start);
    lines.push_back(summary.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  ASSERT_EQ(lines.size(), 1 + CosimChecker::kSummaryLines + 1) << summary;
  for (size_t i = 1; i <= CosimChecker::kSummaryLines; ++i) {
    EXPECT_NE(lines[i].find("lane 5"), std::string::npos) << lines[i];
    EXPECT_NE(lines[i].find("pc 0x"), std::string::npos) << lines[i];
  }
  EXPECT_EQ(lines.back(),
            "  ... and " + std::to_string(checker.mismatch_count() - CosimChecker::kSummaryLines) +
                " more (the first 100 are kept in full)");
}

TEST(RtlValu, ResultsComeLatencyCyclesAfterIssueInIssueOrder) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  ASSERT_GE(rtl->latency(), 1u);
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue;
  issue.op = ValuOp::MinF16;
  issue.exec = 1;
  // Two issues asked for the same cycle take consecutive RTL cycles.
  for (uint64_t pc : {0x10, 0x20, 0x30}) {
    issue.pc = pc;
    rtl->issue(issue, pc == 0x30 ? 100 : 10);
  }
  rtl->drain();
  ASSERT_EQ(recorder.results.size(), 3u);
  EXPECT_EQ(recorder.results[0].issue_cycle, 10u);
  EXPECT_EQ(recorder.results[1].issue_cycle, 11u);
  EXPECT_EQ(recorder.results[2].issue_cycle, 100u);
  for (const Recorder::Result& r : recorder.results) {
    EXPECT_EQ(r.result.cycle, r.issue_cycle + rtl->latency());
  }
}

TEST(RtlValu, IdleStretchesAreSkippedNotClocked) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue;
  issue.op = ValuOp::CmpClassF64;
  issue.exec = ~0ull;
  issue.wave64 = true;
  rtl->issue(issue, 10);
  rtl->advance_to(1000000);
  // The result is out by then, after at most latency() idle cycles.
  EXPECT_EQ(recorder.results.size(), 1u);
  EXPECT_EQ(rtl->in_flight(), 0u);
  EXPECT_LE(rtl->cycles_clocked(), 1u + rtl->latency());
  rtl->issue(issue, 1000000);
  EXPECT_EQ(rtl->next_cycle(), 1000001u);
  rtl->drain();
  EXPECT_EQ(recorder.results.size(), 2u);
  EXPECT_LE(rtl->cycles_clocked(), 2u + 2u * rtl->latency());
}

TEST(RtlValu, TagsWrapAt16Bits) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue;
  issue.op = ValuOp::MinF16;
  constexpr uint64_t kCount = 70000;
  for (uint64_t i = 0; i < kCount; ++i) {
    issue.pc = i;
    rtl->issue(issue, i);
  }
  rtl->drain();
  EXPECT_EQ(recorder.missing, 0);
  EXPECT_EQ(recorder.unexpected, 0);
  ASSERT_EQ(recorder.results.size(), kCount);
  for (uint64_t i = 0; i < kCount; ++i) {
    ASSERT_EQ(recorder.results[i].pc, i);
    ASSERT_EQ(recorder.results[i].result.tag, static_cast<uint16_t>(i));
  }
}

class ScratchFile {
 public:
  explicit ScratchFile(const std::string& name)
      : path_(::testing::TempDir() + name + "." + std::to_string(::getpid()) + ".vcd") {}
  ~ScratchFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

TEST(RtlValuWaveform, SharesTheTlmTimeAxis) {
  const ScratchFile file("rtl_valu_waveform");
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  ValuIssue issue;
  issue.op = ValuOp::MinF16;
  issue.wave64 = true;
  issue.exec = ~0ull;
  for (int lane = 0; lane < kMaxLanes; ++lane) {
    issue.src0[lane] = 0x3c00 + static_cast<uint64_t>(lane);
    issue.src1[lane] = 0x4000;
  }
  const std::vector<uint64_t> issue_cycles = {3, 4, 20, 21, 22, 400};
  size_t rtl_signals = 0;
  uint64_t late = 0;
  {
    VcdWriter vcd(file.path());
    const int tlm_cycle = vcd.add_signal("tlm", "cycle", 32);
    rtl_signals = rtl->attach_waveform(vcd);
    CosimChecker checker(*rtl);
    // The TLM side's order per cycle: set_cycle, its own samples and advance, then issue.
    size_t next = 0;
    for (uint64_t cycle = 0; cycle <= 410; ++cycle) {
      checker.set_cycle(cycle);
      vcd.set(tlm_cycle, cycle);
      vcd.advance(cycle);
      if (next < issue_cycles.size() && issue_cycles[next] == cycle) {
        issue.pc = cycle;
        checker.on_valu_issue(issue);
        ++next;
      }
    }
    checker.finish();
    late = vcd.late_advances();
  }
  EXPECT_EQ(late, 0u);
  // Hundreds of lane signals plus the ports.
  EXPECT_GT(rtl_signals, 64u * 4);

  const vcd_test::VcdContents vcd = vcd_test::parse_vcd(vcd_test::read_text(file.path()));
  EXPECT_EQ(vcd.timescale, "1ns");
  EXPECT_EQ(vcd.dumpvars_blocks, 1);
  for (size_t i = 1; i < vcd.times.size(); ++i) EXPECT_LT(vcd.times[i - 1], vcd.times[i]);
  const std::set<std::string> scopes(vcd.scopes.begin(), vcd.scopes.end());
  EXPECT_TRUE(scopes.count("rtl.cutlm_valu"));
  size_t lane_scopes = 0;
  for (const std::string& scope : vcd.scopes) {
    lane_scopes +=
        scope.rfind("rtl.cutlm_valu.", 0) == 0 && scope.find("[63]") != std::string::npos;
  }
  EXPECT_GE(lane_scopes, 1u);  // the lanes' generate blocks keep their index in the hierarchy

  const std::string top = "rtl.cutlm_valu.";
  for (const char* port : {"clk_i", "rst_ni", "issue_valid_i", "issue_op_i", "issue_tag_i",
                           "issue_exec_i", "issue_src0_i", "issue_src1_i", "issue_vdst_old_i",
                           "result_valid_o", "result_op_o", "result_tag_o", "result_vgpr_we_o",
                           "result_vgpr_data_o", "result_mask_we_o", "result_mask_o"}) {
    EXPECT_TRUE(vcd.widths.count(top + port)) << port;
  }
  EXPECT_EQ(vcd.widths.at(top + "issue_src0_i"), 4096u);
  EXPECT_EQ(vcd.widths.at(top + "result_vgpr_data_o"), 2048u);

  const unsigned latency = rtl->latency();
  uint16_t tag = 0;
  for (const uint64_t cycle : issue_cycles) {
    EXPECT_EQ(vcd.value_at(top + "issue_valid_i", cycle), 1u) << cycle;
    EXPECT_EQ(vcd.value_at(top + "issue_tag_i", cycle), tag) << cycle;
    EXPECT_EQ(vcd.value_at(top + "result_valid_o", cycle + latency), 1u) << cycle;
    EXPECT_EQ(vcd.value_at(top + "result_tag_o", cycle + latency), tag) << cycle;
    EXPECT_EQ(vcd.value_at("tlm.cycle", cycle), cycle);
    ++tag;
  }
  EXPECT_EQ(vcd.value_at(top + "issue_valid_i", 10), 0u);
  EXPECT_EQ(vcd.value_at(top + "result_valid_o", 3 + latency + 2), 0u);
  // Lane 1's 64-bit slice of the 4096-bit operand port.
  const std::vector<vcd_test::VcdChange>& src0 = vcd.changes.at(top + "issue_src0_i");
  ASSERT_FALSE(src0.empty());
  const std::string& bits = src0.back().bits;
  const std::string lane1 = bits.substr(bits.size() - 128, 64);
  EXPECT_EQ(std::stoull(lane1, nullptr, 2), 0x3c01u);
}

TEST(RtlValuWaveform, TopOnlyProbesLeaveTheLanesOut) {
  const ScratchFile file("rtl_valu_top_probes");
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  size_t top_signals = 0;
  {
    VcdWriter vcd(file.path());
    top_signals = rtl->attach_waveform(vcd, "dut", RtlProbes::kTop);
    ValuIssue issue;
    issue.op = ValuOp::MinF16;
    rtl->issue(issue, 0);
    rtl->drain();
  }
  const vcd_test::VcdContents vcd = vcd_test::parse_vcd(vcd_test::read_text(file.path()));
  EXPECT_GT(top_signals, 20u);
  EXPECT_EQ(vcd.widths.size(), top_signals);
  for (const auto& [name, width] : vcd.widths) {
    EXPECT_EQ(name.rfind("dut.cutlm_valu.", 0), 0u) << name;
    EXPECT_EQ(name.find('.', std::string("dut.cutlm_valu.").size()), std::string::npos) << name;
  }
  EXPECT_EQ(vcd.value_at("dut.cutlm_valu.result_valid_o", rtl->latency()), 1u);
}

}  // namespace
}  // namespace cutlm
