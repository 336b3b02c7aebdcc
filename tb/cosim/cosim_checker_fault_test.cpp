// Shows that the cosim checker catches a broken RTL lane and stays quiet on a correct one. The
// RTL is its own oracle here: each random instruction (v_mov_b32 / v_add_nc_u32 of the int unit,
// wave32 and wave64) is first run through the datapath as built and its outputs become the
// "model" results, so no C++ model semantics are involved. Checking the same instructions
// against the datapath with debug_fault_i high must then report SIMD lane 5 (wave lanes 5
// and 37) of exactly those instructions that enable it. Also: the transactor's passes, tags,
// issue_ready_o holds, idle skipping and waveforms; the latency check; --cosim-stop-first.
#include <gtest/gtest.h>
#include <unistd.h>

#include <bitset>
#include <cstdio>
#include <random>
#include <regex>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "cosim/cosim_checker.h"
#include "cosim/rtl_valu.h"
#include "cosim/vcd_test_reader.h"
#include "isa/rtl_ops.h"
#include "timing/timing_params.h"
#include "trace/vcd_writer.h"

namespace cutlm {
namespace {

constexpr int kFaultLane = 5;  // of the SIMD32: lanes 5 and 37 of a wave64

isa::RtlOp rtl_op(isa::Op op) {
  const isa::RtlOp rtl = isa::rtl_op_of(op);
  if (rtl == isa::RtlOp::None) throw std::runtime_error("no RTL operation");
  return rtl;
}

// The int unit's operations (always built): the checker's own tests need no other.
const isa::RtlOp kMov = rtl_op(isa::Op::V_MOV_B32);
const isa::RtlOp kAdd = rtl_op(isa::Op::V_ADD_NC_U32);

// Integers at the edges: zero, one, all ones, the sign bit and its neighbours.
constexpr uint32_t kIntSpecials[] = {0,          1,          0xffffffff, 0x80000000,
                                     0x7fffffff, 0x80000001, 0xfffffffe, 0x00010000};

// One instruction and the TLM cycle it is issued in.
struct Scheduled {
  ValuIssue issue;
  uint64_t cycle;
};

// A ValuIssue of `op` as the executor fills it, before the results.
ValuIssue make_issue(isa::RtlOp op, bool wave64, uint64_t exec) {
  ValuIssue issue;
  issue.op = op;
  issue.isa_op = op == kMov ? isa::Op::V_MOV_B32 : isa::Op::V_ADD_NC_U32;
  issue.timing_class = isa::TimingClass::Valu32;
  issue.wave64 = wave64;
  issue.exec = exec;
  issue.num_sources = op == kMov ? 1 : 2;
  issue.writes_vgpr = isa::rtl_op_info(op).writes_vgpr;
  issue.writes_mask = isa::rtl_op_info(op).writes_mask;
  issue.vgpr_bits = 32;
  issue.dest_name = "v5";
  issue.num_words = 1;
  issue.disasm = op == kMov ? "v_mov_b32_e32 v5, v1" : "v_add_nc_u32_e32 v5, v1, v2";
  return issue;
}

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

  uint32_t operand() {
    if (coin()) return kIntSpecials[pick(std::size(kIntSpecials))];
    return static_cast<uint32_t>(bits(32));
  }

  uint64_t exec_mask(bool wave64) {
    const uint64_t lanes = wave64 ? ~0ull : 0xffffffffull;
    const uint64_t fault_bits =
        wave64 ? (1ull << kFaultLane | 1ull << (kFaultLane + 32)) : 1ull << kFaultLane;
    switch (pick(9)) {
      case 0: return lanes;
      case 1: return 0;
      case 2: return 1ull << pick(wave64 ? 64 : 32);
      case 3: return fault_bits;
      case 4: return lanes & ~fault_bits;
      case 5: return bits(64) & bits(64) & bits(64) & lanes;                 // sparse
      case 6: return wave64 ? 1ull << (kFaultLane + 32) : bits(64) & lanes;  // the high pass only
      default: return bits(64) & lanes;
    }
  }

  ValuIssue next_issue(size_t index) {
    const bool wave64 = coin();
    ValuIssue issue = make_issue(coin() ? kMov : kAdd, wave64, exec_mask(wave64));
    issue.pc = 0x1000 + 8 * index;  // also identifies the instruction in the tests
    issue.wave_id = static_cast<uint32_t>(pick(16));
    issue.words = {static_cast<uint32_t>(bits(32)), 0, 0};
    issue.mode = static_cast<uint32_t>(bits(10));
    for (int lane = 0; lane < (wave64 ? 64 : 32); ++lane) {
      for (int s = 0; s < issue.num_sources; ++s) issue.src[s][lane] = operand();
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
    RtlValuResult result;
  };

  void on_rtl_result(const ValuIssue& issue, const RtlValuResult& result) override {
    results.push_back(Result{issue.pc, result});
  }
  void on_rtl_missing_result(const ValuIssue&, uint64_t, uint16_t) override { ++missing; }
  void on_rtl_unexpected_result(const RtlValuPassResult&) override { ++unexpected; }

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
    for (int lane = 0; lane < kMaxLanes; ++lane) {
      issue.vgpr_data[lane] = result.vgpr_data[lane] & 0xffffffffu;
    }
    issue.mask = result.mask;
  }
}

// Drives the checker the way the TLM model does: announce the cycle, then issue in it.
void run(CosimChecker& checker, const std::vector<Scheduled>& program) {
  for (const Scheduled& entry : program) {
    checker.set_cycle(entry.cycle);
    checker.check_stop();
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

// The SIMD's lane 5 carries wave lane 5 and, in a wave64's second pass, wave lane 37.
bool fault_lane_active(const ValuIssue& issue) {
  const uint64_t lanes = active_lanes(issue);
  return ((lanes >> kFaultLane) & 1u) != 0 || ((lanes >> (kFaultLane + 32)) & 1u) != 0;
}

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
  int seen[2][2][2] = {};  // [op is mov][wave64][fault lane active]
  for (const Scheduled& entry : *program_) {
    const ValuIssue& issue = entry.issue;
    ++seen[issue.op == kMov][issue.wave64][fault_lane_active(issue)];
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
  bool second_pass_seen = false;
  for (const CosimMismatch& m : checker.mismatches()) {
    EXPECT_EQ(m.lane % 32, kFaultLane) << m.to_string();
    EXPECT_EQ(m.kind, CosimMismatch::Kind::kVgprData) << m.to_string();
    EXPECT_TRUE(m.lane_active) << m.to_string();
    EXPECT_EQ(m.model ^ m.rtl, 1u) << m.to_string();  // the fault flips bit 0
    EXPECT_NE(m.to_string().find("lane " + std::to_string(m.lane)), std::string::npos)
        << m.to_string();
    second_pass_seen = second_pass_seen || m.lane == kFaultLane + 32;
    reported_pcs.insert(m.pc);
  }
  EXPECT_TRUE(second_pass_seen);
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

TEST_F(CosimCheckerFault, ReportShowsTheInstructionTheLaneInputsAndTheMode) {
  const std::unique_ptr<RtlValu> rtl = make_faulty_rtl_valu();
  CosimChecker checker(*rtl);
  run(checker, *program_);
  checker.finish();
  ASSERT_FALSE(checker.mismatches().empty());
  const CosimMismatch& m = checker.mismatches().front();
  const std::string line = m.to_string();
  for (const char* part :
       {"pc 0x", "' wave ", "-> v5", "vgpr data model 0x", " rtl 0x", "| src0 0x", " src1 0x",
        " src2 0x", " vdst_old 0x", " mask_in ", "| abs 0 neg 0 opsel 0x0 clamp 0 omod 0",
        "| mode 0x", "round f32 ", "ieee ", "| tag ", " issued cycle ", " result cycle "}) {
    EXPECT_NE(line.find(part), std::string::npos) << part << " in " << line;
  }
  EXPECT_NE(line.find(m.wave64 ? " w64 " : " w32 "), std::string::npos) << line;
  EXPECT_NE(line.find(isa::rtl_op_info(m.op).name), std::string::npos) << line;
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
    EXPECT_NE(lines[i].find(" lane "), std::string::npos) << lines[i];
    EXPECT_NE(lines[i].find("pc 0x"), std::string::npos) << lines[i];
  }
  EXPECT_EQ(lines.back(),
            "  ... and " + std::to_string(checker.mismatch_count() - CosimChecker::kSummaryLines) +
                " more (the first 100 are kept in full)");
}

TEST_F(CosimCheckerFault, StopFirstThrowsAtTheFirstMismatchingInstructionAndComparesNoMore) {
  const std::unique_ptr<RtlValu> rtl = make_faulty_rtl_valu();
  CosimChecker checker(*rtl);
  checker.set_stop_first(true);
  uint64_t first_faulty_pc = 0;
  for (const Scheduled& entry : *program_) {
    if (fault_lane_active(entry.issue)) {
      first_faulty_pc = entry.issue.pc;
      break;
    }
  }
  std::string what;
  size_t issued = 0;
  try {
    for (const Scheduled& entry : *program_) {
      checker.set_cycle(entry.cycle);
      checker.check_stop();
      checker.on_valu_issue(entry.issue);
      ++issued;
    }
  } catch (const CosimStop& stop) {
    what = stop.what();
  }
  ASSERT_FALSE(what.empty());
  EXPECT_LT(issued, program_->size());
  EXPECT_TRUE(checker.stopped());
  EXPECT_EQ(what.rfind("cosim mismatch", 0), 0u) << what;
  EXPECT_EQ(checker.mismatched_instructions(), 1u);
  ASSERT_FALSE(checker.mismatches().empty());
  EXPECT_EQ(checker.mismatches().front().pc, first_faulty_pc);
  EXPECT_NE(what.find(checker.mismatches().front().to_string()), std::string::npos) << what;
  // Once stopped: nothing more is issued, compared or thrown.
  EXPECT_FALSE(checker.observes(kAdd));
  checker.on_valu_issue(program_->back().issue);
  checker.check_stop();
  const std::string summary = checker.summary();
  EXPECT_EQ(checker.mismatched_instructions(), 1u);
  EXPECT_NE(summary.find("(stopped at the first)"), std::string::npos) << summary;
}

TEST_F(CosimCheckerFault, LatencyIsComparedWithTheTimingClass) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  CosimChecker checker(*rtl);
  timing::TimingParams params = timing::default_timing_params();
  const uint32_t rtl_latency = params.of(isa::TimingClass::Valu32).latency;
  params.classes[static_cast<size_t>(isa::TimingClass::Valu32)].latency = rtl_latency + 1;
  checker.set_timing(params);
  run(checker, *program_);
  checker.finish();
  // One latency report per instruction, and nothing else.
  EXPECT_EQ(checker.mismatch_count(), program_->size());
  EXPECT_EQ(checker.mismatched_instructions(), program_->size());
  ASSERT_FALSE(checker.mismatches().empty());
  for (const CosimMismatch& m : checker.mismatches()) {
    ASSERT_EQ(m.kind, CosimMismatch::Kind::kLatency) << m.to_string();
    EXPECT_EQ(m.model, rtl_latency + 1);
    EXPECT_EQ(m.rtl, rtl_latency);
    EXPECT_EQ(m.result_cycle - m.issue_cycle, rtl_latency);
  }
  const std::string line = checker.mismatches().front().to_string();
  EXPECT_NE(line.find("latency model " + std::to_string(rtl_latency + 1) +
                      " (timing class valu32) rtl " + std::to_string(rtl_latency)),
            std::string::npos)
      << line;
}

TEST(RtlValu, ResultsComeTheUnitLatencyAfterIssueInIssueOrder) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  const uint64_t latency = timing::default_timing_params().of(isa::TimingClass::Valu32).latency;
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue = make_issue(kAdd, false, 1);
  // Two issues asked for the same cycle take consecutive RTL cycles.
  for (uint64_t pc : {0x10, 0x20, 0x30}) {
    issue.pc = pc;
    rtl->issue(issue, pc == 0x30 ? 100 : 10);
  }
  rtl->drain();
  ASSERT_EQ(recorder.results.size(), 3u);
  EXPECT_EQ(recorder.results[0].result.issue_cycles[0], 10u);
  EXPECT_EQ(recorder.results[1].result.issue_cycles[0], 11u);
  EXPECT_EQ(recorder.results[2].result.issue_cycles[0], 100u);
  for (const Recorder::Result& r : recorder.results) {
    EXPECT_EQ(r.result.passes, 1u);
    EXPECT_EQ(r.result.latency(), latency);
    EXPECT_EQ(r.result.result_cycles[0], r.result.issue_cycles[0] + latency);
  }
}

TEST(RtlValu, Wave64IsTwoPassesInConsecutiveCyclesWithTheirOwnTags) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue = make_issue(kMov, true, ~0ull);
  for (int lane = 0; lane < kMaxLanes; ++lane) issue.src[0][lane] = 0x1000u + lane;
  rtl->issue(issue, 10);
  EXPECT_EQ(rtl->passes_issued(), 2u);
  EXPECT_EQ(rtl->next_cycle(), 12u);
  rtl->drain();
  ASSERT_EQ(recorder.results.size(), 1u);
  const RtlValuResult& r = recorder.results[0].result;
  EXPECT_EQ(r.passes, 2u);
  EXPECT_EQ(r.issue_cycles[0], 10u);
  EXPECT_EQ(r.issue_cycles[1], 11u);
  EXPECT_EQ(r.result_cycles[1], r.result_cycles[0] + 1);
  EXPECT_NE(r.tags[0], r.tags[1]);
  EXPECT_EQ(r.vgpr_we, ~0ull);
  for (int lane = 0; lane < kMaxLanes; ++lane) {
    EXPECT_EQ(r.vgpr_data[lane] & 0xffffffffu, 0x1000u + lane) << lane;
  }
}

// The first built unit that takes an issue less often than every cycle, with one of its ops.
bool find_slow_unit_op(isa::RtlOp* op, isa::TimingClass* timing_class) {
  const timing::TimingParams& params = timing::default_timing_params();
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    const isa::RtlOp rtl = isa::rtl_op_of(all[i].op);
    if (rtl == isa::RtlOp::None || !isa::rtl_op_info(rtl).built) continue;
    if (params.of(all[i].timing_class).issue_cycles > 1) {
      *op = rtl;
      *timing_class = all[i].timing_class;
      return true;
    }
  }
  return false;
}

TEST(RtlValu, APassWaitsForIssueReadyAndUnitsAnswerOutOfOrder) {
  isa::RtlOp slow = isa::RtlOp::None;
  isa::TimingClass slow_class = isa::TimingClass::Valu32;
  if (!find_slow_unit_op(&slow, &slow_class)) {
    GTEST_SKIP() << "no unit with an issue interval is built (CUTLM_RTL_UNITS)";
  }
  const timing::ClassTiming& t = timing::default_timing_params().of(slow_class);
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue first = make_issue(kAdd, true, ~0ull);
  first.op = slow;
  first.pc = 1;
  rtl->issue(first, 10);
  // The second pass waits for the unit's interval.
  EXPECT_EQ(rtl->next_cycle(), 10u + t.issue_cycles + 1);
  EXPECT_EQ(rtl->stall_cycles(), t.issue_cycles - 1);
  ValuIssue fast = make_issue(kAdd, false, ~0ull);
  fast.pc = 2;
  rtl->issue(fast, rtl->next_cycle());
  rtl->drain();
  EXPECT_EQ(recorder.missing, 0);
  EXPECT_EQ(recorder.unexpected, 0);
  ASSERT_EQ(recorder.results.size(), 2u);
  // The int unit's result overtakes the slow unit's when its latency is shorter.
  const auto& slow_result = recorder.results[recorder.results[0].pc == 1 ? 0 : 1].result;
  EXPECT_EQ(slow_result.passes, 2u);
  EXPECT_EQ(slow_result.issue_cycles[0], 10u);
  EXPECT_EQ(slow_result.issue_cycles[1], 10u + t.issue_cycles);
  EXPECT_EQ(slow_result.latency(), t.latency);
  if (t.latency > 5 + t.issue_cycles + 1) {
    EXPECT_EQ(recorder.results[0].pc, 2u);
  }
}

TEST(RtlValu, IdleStretchesAreSkippedNotClocked) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  const uint64_t latency = timing::default_timing_params().of(isa::TimingClass::Valu32).latency;
  Recorder recorder;
  rtl->set_listener(&recorder);
  const ValuIssue issue = make_issue(kAdd, true, ~0ull);
  rtl->issue(issue, 10);
  rtl->advance_to(1000000);
  // The result is out by then, after at most the latency in idle cycles.
  EXPECT_EQ(recorder.results.size(), 1u);
  EXPECT_EQ(rtl->in_flight(), 0u);
  EXPECT_LE(rtl->cycles_clocked(), 2u + latency + 4);  // + reset
  rtl->issue(issue, 1000000);
  EXPECT_EQ(rtl->next_cycle(), 1000002u);
  rtl->drain();
  EXPECT_EQ(recorder.results.size(), 2u);
  EXPECT_LE(rtl->cycles_clocked(), 2 * (2u + latency) + 4);
}

TEST(RtlValu, AnOperationNoBuiltUnitRunsIsReportedMissing) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue = make_issue(kAdd, true, ~0ull);
  issue.op = isa::RtlOp::None;
  rtl->issue(issue, 3);
  rtl->drain();
  EXPECT_EQ(recorder.missing, 1);  // once for the instruction, not per pass
  EXPECT_TRUE(recorder.results.empty());
  EXPECT_EQ(rtl->in_flight(), 0u);
}

TEST(RtlValu, TagsWrapAt16Bits) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  Recorder recorder;
  rtl->set_listener(&recorder);
  ValuIssue issue = make_issue(kMov, false, 0);
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
    ASSERT_EQ(recorder.results[i].result.tags[0], static_cast<uint16_t>(i));
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

// The result port of the int unit (valu_unit_e: ValuUnitNone, then the units by name).
unsigned int_unit() {
  for (int u = 0; u < isa::num_rtl_units(); ++u) {
    if (std::string(isa::rtl_unit_name(u)) == "int") return static_cast<unsigned>(u + 1);
  }
  throw std::runtime_error("no int unit");
}

TEST(RtlValuWaveform, SharesTheTlmTimeAxis) {
  const ScratchFile file("rtl_valu_waveform");
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  ValuIssue issue = make_issue(kAdd, false, 0xffffffffu);
  for (int lane = 0; lane < kMaxLanes; ++lane) {
    issue.src[0][lane] = 0x3c00 + static_cast<uint64_t>(lane);
    issue.src[1][lane] = 0x4000;
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
  EXPECT_GT(rtl_signals, 32u * 4);

  const vcd_test::VcdContents vcd = vcd_test::parse_vcd(vcd_test::read_text(file.path()));
  EXPECT_EQ(vcd.timescale, "1ns");
  EXPECT_EQ(vcd.dumpvars_blocks, 1);
  for (size_t i = 1; i < vcd.times.size(); ++i) EXPECT_LT(vcd.times[i - 1], vcd.times[i]);
  const std::set<std::string> scopes(vcd.scopes.begin(), vcd.scopes.end());
  EXPECT_TRUE(scopes.count("rtl.cutlm_valu"));
  size_t lane_scopes = 0;
  for (const std::string& scope : vcd.scopes) {
    lane_scopes +=
        scope.rfind("rtl.cutlm_valu.", 0) == 0 && scope.find("[31]") != std::string::npos;
  }
  EXPECT_GE(lane_scopes, 1u);  // the lanes' generate blocks keep their index in the hierarchy

  const std::string top = "rtl.cutlm_valu.";
  for (const char* port : {"clk_i",
                           "rst_ni",
                           "issue_valid_i",
                           "issue_op_i",
                           "issue_tag_i",
                           "issue_exec_i",
                           "issue_mode_i",
                           "issue_src0_i",
                           "issue_src1_i",
                           "issue_src2_i",
                           "issue_vdst_old_i",
                           "issue_mask_in_i",
                           "issue_ready_o",
                           "result_valid_o",
                           "result_op_o",
                           "result_tag_o",
                           "result_vgpr_we_o",
                           "result_lanes_o",
                           "result_mask_we_o",
                           "result_mask_o"}) {
    EXPECT_TRUE(vcd.widths.count(top + port)) << port;
  }
  const auto units = static_cast<unsigned>(rtl->num_units());
  EXPECT_EQ(vcd.widths.at(top + "issue_src0_i"), 32u * 64);
  EXPECT_EQ(vcd.widths.at(top + "result_valid_o"), units);
  EXPECT_EQ(vcd.widths.at(top + "result_lanes_o"), units * 32 * 65);  // {data, mask} per lane

  const uint64_t latency = timing::default_timing_params().of(isa::TimingClass::Valu32).latency;
  const unsigned u = int_unit();
  uint16_t tag = 0;
  for (const uint64_t cycle : issue_cycles) {
    EXPECT_EQ(vcd.value_at(top + "issue_valid_i", cycle), 1u) << cycle;
    EXPECT_EQ(vcd.value_at(top + "issue_tag_i", cycle), tag) << cycle;
    EXPECT_EQ(vcd.field_at(top + "result_valid_o", cycle + latency, u, 1), 1u) << cycle;
    EXPECT_EQ(vcd.field_at(top + "result_tag_o", cycle + latency, 16 * u, 16), tag) << cycle;
    EXPECT_EQ(vcd.value_at("tlm.cycle", cycle), cycle);
    ++tag;
  }
  EXPECT_EQ(vcd.value_at(top + "issue_valid_i", 10), 0u);
  EXPECT_EQ(vcd.field_at(top + "result_valid_o", 3 + latency + 2, u, 1), 0u);
  // Lane 1's 64-bit slice of the 2048-bit operand port.
  EXPECT_EQ(vcd.field_at(top + "issue_src0_i", 400, 64, 64), 0x3c01u);
  // Lane 1's result (0x3c01 + 0x4000): the data above the mask bit of its {data, mask} slice.
  EXPECT_EQ(vcd.field_at(top + "result_lanes_o", 400 + latency, (u * 32 + 1) * 65 + 1, 32),
            0x7c01u);
}

TEST(RtlValuWaveform, TopOnlyProbesLeaveTheLanesOut) {
  const ScratchFile file("rtl_valu_top_probes");
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  size_t top_signals = 0;
  {
    VcdWriter vcd(file.path());
    top_signals = rtl->attach_waveform(vcd, "dut", RtlProbes::kTop);
    rtl->issue(make_issue(kMov, false, 0), 0);
    rtl->drain();
  }
  const vcd_test::VcdContents vcd = vcd_test::parse_vcd(vcd_test::read_text(file.path()));
  EXPECT_GT(top_signals, 20u);
  EXPECT_EQ(vcd.widths.size(), top_signals);
  for (const auto& [name, width] : vcd.widths) {
    EXPECT_EQ(name.rfind("dut.cutlm_valu.", 0), 0u) << name;
    EXPECT_EQ(name.find('.', std::string("dut.cutlm_valu.").size()), std::string::npos) << name;
  }
  const uint64_t latency = timing::default_timing_params().of(isa::TimingClass::Valu32).latency;
  EXPECT_EQ(vcd.field_at("dut.cutlm_valu.result_valid_o", latency, int_unit(), 1), 1u);
}

}  // namespace
}  // namespace cutlm
