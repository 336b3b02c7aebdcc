// Compares every VALU instruction of the C++ model with the RTL datapath: the model's results
// travel in the ValuIssue, the RTL's come from an RtlValu driven with the same inputs.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cosim/rtl_valu.h"
#include "exec/valu_issue.h"
#include "support/errors.h"
#include "timing/timing_params.h"

namespace cutlm {

// One difference between model and RTL, with what is needed to reproduce it.
struct CosimMismatch {
  enum class Kind {
    kVgprData,          // an active lane's destination value (32 or 64 bits)
    kVgprWriteEnable,   // a lane's VGPR write enable
    kMask,              // a bit of the scalar lane mask
    kMaskWriteEnable,   // the model writes a lane mask, the RTL says it does not
    kOp,                // the operation the RTL says it finished (per pass)
    kLatency,           // the first pass's issue-to-result cycles vs the timing class's latency
    kMissingResult,     // the RTL never returned this instruction (or one of its passes)
    kUnexpectedResult,  // the RTL returned a tag that nothing in flight on that port has
  };

  Kind kind = Kind::kVgprData;
  int lane = -1;       // -1: about the instruction as a whole
  int pass = -1;       // kOp: the pass (0, or 1 for a wave64's lanes 32-63)
  uint64_t model = 0;  // the model's value (a bit for enables and mask bits)
  uint64_t rtl = 0;    // the RTL's value

  // The instruction (all empty for kUnexpectedResult).
  uint64_t pc = 0;
  std::array<uint32_t, 3> words{};
  uint8_t num_words = 0;
  std::string disasm;
  std::string dest_name;
  std::string mask_name;
  uint32_t wave_id = 0;
  // The wave's name in every other output (trace, waveform scope): "wg(X,Y,Z)wN". Empty: the
  // checker was given no namer, and the line says "wave <wave_id>".
  std::string wave_name;
  bool wave64 = false;
  uint8_t vopd_component = 0;
  isa::RtlOp op = isa::RtlOp::None;
  isa::TimingClass timing_class = isa::TimingClass::Valu32;
  uint8_t vgpr_bits = 32;
  int unit = 0;  // the result port it came out of (kUnexpectedResult, kLatency)
  uint16_t tag = 0;
  uint64_t issue_cycle = 0;
  uint64_t result_cycle = 0;

  // Modifiers and mode of the instruction.
  uint8_t abs = 0;
  uint8_t neg = 0;
  uint8_t opsel = 0;
  bool clamp = false;
  uint8_t omod = 0;
  uint32_t mode = 0;  // MODE[9:0]
  uint8_t num_sources = 0;

  // The lane's inputs (lane >= 0).
  bool lane_active = false;
  std::array<uint64_t, 3> src{};
  uint64_t vdst_old = 0;
  bool mask_in = false;

  // One line: instruction, lane, what differed, the values and the lane's inputs.
  std::string to_string() const;
};

const char* mismatch_kind_name(CosimMismatch::Kind kind);
// "v_add_f32", or "op<N>" for a number no RTL operation has.
std::string rtl_op_text(uint64_t op_bits);

// What --cosim-stop-first throws at the first mismatch: a ModelError, so the compute unit stops
// the run the way it stops on a model fault (traces flushed). The checker keeps the report.
class CosimStop : public ModelError {
 public:
  using ModelError::ModelError;
};

// Attach as a ValuIssueObserver of the functional core. Forwards each issue to the RTL at the
// current TLM cycle (set_cycle) and compares when all of its passes have come out:
//  - instructions writing a VGPR: every active lane's destination (32 or 64 bits);
//  - the per-lane VGPR write enable of every lane of the wave (exec when the op writes a VGPR);
//  - instructions writing a scalar lane mask: every one of the 32 (wave32) or 64 (wave64) bits,
//    and that the RTL writes one;
//  - the operation each pass echoes back;
//  - the latency: the RTL's cycles from taking the first pass to its result against the timing
//    model's latency for the instruction's timing class (set_timing; default: the built-in
//    parameters, isa/gfx1100_timing.json).
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

  // The timing parameters whose class latencies the RTL must meet: the built-in ones by default,
  // which the datapath implements (cutlm passes them even when --timing-config changes the
  // model's, and says so).
  void set_timing(const timing::TimingParams& timing) { timing_ = timing; }
  const timing::TimingParams& timing() const { return timing_; }

  // --cosim-stop-first: the first mismatching instruction ends the run. Its mismatches are
  // reported, later results are not compared, and on_valu_issue() / check_stop() throw
  // CosimStop once the mismatch is known.
  void set_stop_first(bool stop_first) { stop_first_ = stop_first; }
  // How a report names a wave (model/trace/wave_name.h's short form, as the trace and the
  // waveform scopes do), given its dispatch-wide id. Called only for a mismatch.
  void set_wave_namer(std::function<std::string(uint32_t)> namer) {
    wave_namer_ = std::move(namer);
  }
  // Throws CosimStop if stopping first and a mismatch has been found (once). For the TLM side's
  // cycle hook, where a throw ends the run cleanly.
  void check_stop();
  // A mismatch stopped (or, found at finish(), would have stopped) the run.
  bool stopped() const { return stopped_; }

  // The TLM cycle from now on. Call it every cycle (at least before each issue and before the
  // shared WaveformWriter advances to that cycle): the RTL catches up on its idle cycles before it.
  void set_cycle(uint64_t cycle);
  uint64_t cycle() const { return cycle_; }

  void on_valu_issue(const ValuIssue& issue) override;
  // The operations of the units built into the verilated datapath (CUTLM_RTL_UNITS).
  bool observes(isa::RtlOp op) const override;

  // Lets the RTL finish every issued instruction and compares the rest. Call at the end of a
  // run (it clocks the RTL past the TLM time); summary() calls it.
  void finish();

  // "cosim: matched N instructions, M lanes" when everything matched, otherwise
  // "cosim: K mismatches in J of N instructions" (with " (stopped at the first)" when stopping
  // first) and one line per mismatch (the first kSummaryLines, then how many more). Calls
  // finish() first.
  std::string summary();

  uint64_t mismatch_count() const { return mismatch_count_; }
  uint64_t mismatched_instructions() const { return mismatched_instructions_; }
  uint64_t instructions() const { return instructions_; }
  uint64_t lanes() const { return lanes_; }
  const std::vector<CosimMismatch>& mismatches() const { return mismatches_; }

 private:
  void on_rtl_result(const ValuIssue& issue, const RtlValuResult& result) override;
  void on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle, uint16_t tag) override;
  void on_rtl_unexpected_result(const RtlValuPassResult& result) override;

  bool comparing() const { return !(stop_first_ && mismatch_count_ != 0); }
  void report(CosimMismatch mismatch);
  static CosimMismatch describe(const ValuIssue& issue, uint64_t issue_cycle, uint16_t tag,
                                CosimMismatch::Kind kind, int lane, uint64_t model, uint64_t rtl);

  RtlValu& rtl_;
  size_t max_kept_;
  timing::TimingParams timing_;
  bool stop_first_ = false;
  bool stopped_ = false;
  std::function<std::string(uint32_t)> wave_namer_;
  uint64_t assertion_failures_ = 0;  // of the RTL, counted into mismatch_count_
  uint64_t cycle_ = 0;
  uint64_t instructions_ = 0;
  uint64_t lanes_ = 0;
  uint64_t mismatch_count_ = 0;
  uint64_t mismatched_instructions_ = 0;
  std::vector<CosimMismatch> mismatches_;
};

}  // namespace cutlm
