// Compares every VALU instruction of the C++ model with the RTL datapath: the model's results
// travel in the ValuIssue, the RTL's come from an RtlValu driven with the same inputs.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cosim/rtl_valu.h"
#include "exec/valu_issue.h"

namespace cutlm {

// One difference between model and RTL, with what is needed to reproduce it.
struct CosimMismatch {
  enum class Kind {
    kVgprData,          // an active lane's 32-bit VGPR value
    kInactiveVgprData,  // an inactive lane's value is not its old destination value
    kVgprWriteEnable,   // a lane's VGPR write enable
    kMask,              // a bit of the scalar lane mask
    kMaskWriteEnable,   // whether the scalar mask is written
    kOp,                // the op the RTL says it finished
    kLatency,           // the result came after the wrong number of cycles
    kMissingResult,     // the RTL never returned this instruction
    kUnexpectedResult,  // the RTL returned a tag that nothing in flight has
  };

  Kind kind = Kind::kVgprData;
  int lane = -1;       // -1: about the instruction as a whole
  uint64_t model = 0;  // the model's value (a bit for enables and mask bits)
  uint64_t rtl = 0;    // the RTL's value

  // The instruction (all empty for kUnexpectedResult).
  uint64_t pc = 0;
  std::array<uint32_t, 3> words{};
  uint8_t num_words = 0;
  std::string disasm;
  std::string dest_name;
  uint32_t wave_id = 0;
  bool wave64 = false;
  ValuOp op = ValuOp::None;
  uint16_t tag = 0;
  uint64_t issue_cycle = 0;
  uint64_t result_cycle = 0;

  // Modifiers and mode of the instruction.
  uint8_t abs = 0;
  uint8_t neg = 0;
  bool clamp = false;
  uint8_t omod = 0;
  uint8_t opsel = 0;
  bool mode_ieee = false;
  bool mode_dx10_clamp = false;
  bool mode_flush_in = false;
  bool mode_flush_out = false;

  // The lane's inputs (lane >= 0).
  bool lane_active = false;
  uint64_t src0 = 0;
  uint32_t src1 = 0;
  uint32_t vdst_old = 0;

  // One line: instruction, lane, what differed, the values and the lane's inputs.
  std::string to_string() const;
};

const char* mismatch_kind_name(CosimMismatch::Kind kind);

// Attach as a ValuIssueObserver of the functional core. Forwards each issue to the RTL at the
// current TLM cycle (set_cycle) and compares when the RTL result comes out:
//  - instructions writing VGPRs: every active lane's 32-bit value, and every inactive lane's
//    value against its old destination value;
//  - the per-lane VGPR write enable of every lane of the wave;
//  - instructions writing a scalar lane mask: every one of the 32 (wave32) or 64 (wave64) bits;
//  - the mask write enable, the op echoed back and the latency.
// Every mismatch is counted; the first `max_kept` are kept in full.
class CosimChecker : public ValuIssueObserver, private RtlValuListener {
 public:
  static constexpr size_t kDefaultMaxKept = 1000;
  static constexpr size_t kSummaryLines = 20;

  // `rtl` is not owned and must outlive the checker; the checker becomes its listener.
  explicit CosimChecker(RtlValu& rtl, size_t max_kept = kDefaultMaxKept);
  ~CosimChecker() override;
  CosimChecker(const CosimChecker&) = delete;
  CosimChecker& operator=(const CosimChecker&) = delete;

  // The TLM cycle from now on. Call it every cycle (at least before each issue and before the
  // shared VcdWriter advances to that cycle): the RTL catches up on its idle cycles before it.
  void set_cycle(uint64_t cycle);
  uint64_t cycle() const { return cycle_; }

  void on_valu_issue(const ValuIssue& issue) override;

  // Lets the RTL finish every issued instruction and compares the rest. Call at the end of a
  // run (it clocks the RTL past the TLM time); summary() calls it.
  void finish();

  // "cosim: matched N instructions, M lanes" when everything matched, otherwise
  // "cosim: K mismatches in J of N instructions" and one line per mismatch (the first
  // kSummaryLines, then how many more). Calls finish() first.
  std::string summary();

  uint64_t mismatch_count() const { return mismatch_count_; }
  uint64_t mismatched_instructions() const { return mismatched_instructions_; }
  uint64_t instructions() const { return instructions_; }
  uint64_t lanes() const { return lanes_; }
  const std::vector<CosimMismatch>& mismatches() const { return mismatches_; }

 private:
  void on_rtl_result(const ValuIssue& issue, uint64_t issue_cycle,
                     const RtlValuResult& result) override;
  void on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle, uint16_t tag) override;
  void on_rtl_unexpected_result(const RtlValuResult& result) override;

  void report(CosimMismatch mismatch);
  static CosimMismatch describe(const ValuIssue& issue, uint64_t issue_cycle, uint16_t tag,
                                CosimMismatch::Kind kind, int lane, uint64_t model, uint64_t rtl);

  RtlValu& rtl_;
  size_t max_kept_;
  uint64_t cycle_ = 0;
  uint64_t instructions_ = 0;
  uint64_t lanes_ = 0;
  uint64_t mismatch_count_ = 0;
  uint64_t mismatched_instructions_ = 0;
  std::vector<CosimMismatch> mismatches_;
};

}  // namespace cutlm
