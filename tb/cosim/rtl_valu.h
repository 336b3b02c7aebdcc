// Transactor for the Verilated VALU datapath (rtl/cutlm_valu.sv): turns ValuIssues into clocked
// port activity and hands the results back, matched to the issue they belong to.
//
// Timeline. The RTL runs on the same cycle numbers as the TLM model. issue(i, c) clocks one RTL
// cycle c with the issue on the inputs. Before it, the idle cycles up to c are clocked (valid
// low) while results are still in the pipeline, but never more than latency() of them in a
// row: after that the pipeline is empty and the RTL just jumps to c without clocking. Two
// issues for one cycle go to consecutive RTL cycles (the datapath takes one per cycle), so the
// RTL may run slightly ahead of the TLM time.
//
// One RTL cycle: drive the inputs, evaluate with the clock low (this is the state seen during
// the cycle: registers as of the previous edge, inputs of this cycle, outputs read here), then
// the rising edge that ends the cycle. A result therefore shows up latency() cycles after the
// cycle it was issued in.
//
// Waveforms share a VcdWriter with the TLM side, one time unit per cycle. The RTL stamps each
// cycle's sample with advance(cycle); the writer never goes back, so a sample for a cycle the
// writer has already passed is merged into its current step. To keep the RTL on its own cycles
// the TLM side follows this order every cycle c:
//   1. advance_to(c) (CosimChecker::set_cycle(c) does it): the RTL catches up on the idle
//      cycles before c, stamped at their own times, all >= the writer's time;
//   2. its own set() calls and VcdWriter::advance(c);
//   3. its issues for cycle c (the RTL stamps cycle c, merging into step c).
// drain() clocks past the TLM time, so call it at the end of a run.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "exec/valu_issue.h"
#include "trace/vcd_writer.h"

class VerilatedContext;

namespace cutlm {

// One result as it came out of the RTL ports.
struct RtlValuResult {
  uint64_t cycle = 0;  // the RTL cycle it was seen in
  uint16_t tag = 0;
  uint8_t op_bits = 0;  // result_op_o as driven (may be a value ValuOp does not name)
  uint64_t vgpr_we = 0;
  std::array<uint32_t, kMaxLanes> vgpr_data{};
  bool mask_we = false;
  uint64_t mask = 0;
};

// Receives what the RTL produced. Calls happen from inside issue(), advance_to() and drain().
class RtlValuListener {
 public:
  virtual ~RtlValuListener() = default;
  // A result matched to its issue (tags in issue order). issue_cycle is the RTL cycle used.
  virtual void on_rtl_result(const ValuIssue& issue, uint64_t issue_cycle,
                             const RtlValuResult& result) = 0;
  // An issue whose result never came (skipped by a later tag, or still missing at drain()).
  virtual void on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle,
                                     uint16_t tag) = 0;
  // A result that matches nothing in flight.
  virtual void on_rtl_unexpected_result(const RtlValuResult& result) = 0;
};

// Which RTL signals attach_waveform() registers.
enum class RtlProbes {
  kTop,  // the top module only: ports and its own registers (stage valid/op/tag/...)
  kAll,  // every signal of every scope of the design
};

class RtlValu {
 public:
  virtual ~RtlValu();
  RtlValu(const RtlValu&) = delete;
  RtlValu& operator=(const RtlValu&) = delete;

  // Not owned; nullptr drops results.
  void set_listener(RtlValuListener* listener) { listener_ = listener; }

  // Brings the RTL up to (not including) `cycle`; see the timeline above.
  void advance_to(uint64_t cycle);
  // Clocks one cycle at `cycle` (or the next free one) with the issue on the inputs.
  void issue(const ValuIssue& issue, uint64_t cycle);
  // Clocks until every issued result is out; results still missing after latency() plus some
  // slack are reported missing.
  void drain();

  // Registers RTL signals on `vcd` under `scope_prefix` (hierarchy preserved, e.g.
  // "rtl.cutlm_valu.gen_lane[5].u_lane.s1_a_q") and samples them every RTL cycle from now on.
  // Must be called before the writer's first advance(). Unpacked arrays become one signal per
  // element ("stage_valid_q[1]"); parameters are left out. Returns the number of signals.
  // Limitation (Verilator 5.006 scope tables): an array of 1-bit elements is described like a
  // packed vector, so one with an ascending range ([0:N-1] or [N]) is taken as an array and one
  // with a descending range as a vector (showing its first element).
  size_t attach_waveform(VcdWriter& vcd, const std::string& scope_prefix = "rtl",
                         RtlProbes probes = RtlProbes::kAll);
  // Stops sampling (the writer must outlive the sampling).
  void detach_waveform();

  // Cycles from issue to result, measured on the RTL at construction.
  unsigned latency() const { return latency_; }
  // The cycle the next clock will be (everything before it is done).
  uint64_t next_cycle() const { return next_cycle_; }
  // Issues whose results have not come out yet.
  size_t in_flight() const { return in_flight_.size(); }
  // Clock cycles actually simulated (idle jumps excluded), for tests and statistics.
  uint64_t cycles_clocked() const { return cycles_clocked_; }
  uint64_t issued() const { return issued_; }
  // The Verilated class, e.g. "Vcutlm_valu" or "Vcutlm_valu_faulty".
  const std::string& model_name() const { return model_name_; }

 protected:
  explicit RtlValu(std::string model_name);

  // Port access, implemented once per Verilated class (see verilated_valu.h).
  virtual void drive_issue(const ValuIssue& issue, uint16_t tag) = 0;
  virtual void drive_idle() = 0;
  virtual void set_reset(bool active) = 0;
  // Clock low and evaluate: the state seen during the cycle.
  virtual void settle() = 0;
  // Rising edge and evaluate: ends the cycle.
  virtual void rising_edge() = 0;
  virtual bool read_result(RtlValuResult& result) = 0;
  virtual VerilatedContext* context() = 0;

  // For the derived constructor, once the model exists: resets it and measures the latency.
  void start();

 private:
  struct InFlight {
    ValuIssue issue;
    uint16_t tag;
    uint64_t cycle;
  };
  struct Probe {
    int vcd_id;
    const void* data;
    uint8_t type;  // VerilatedVarType
    unsigned nwords;
  };

  void reset();
  void run_cycle(const ValuIssue* issue);
  void match(const RtlValuResult& result);
  void sample(uint64_t cycle);
  void show_idle_state();

  std::string model_name_;
  RtlValuListener* listener_ = nullptr;
  std::deque<InFlight> in_flight_;
  uint16_t next_tag_ = 0;
  unsigned latency_ = 0;
  uint64_t next_cycle_ = 0;
  unsigned idle_streak_ = 0;  // idle cycles clocked since the last issue
  uint64_t cycles_clocked_ = 0;
  uint64_t issued_ = 0;
  VcdWriter* vcd_ = nullptr;
  std::vector<Probe> probes_;
  bool idle_state_shown_ = false;  // sampled since the last clock edge, without one
};

// The datapath as built (cutlm_cosim, class Vcutlm_valu).
std::unique_ptr<RtlValu> make_rtl_valu();
// The datapath with lane 5 broken (cutlm_cosim_faulty, class Vcutlm_valu_faulty), for testing
// the checker.
std::unique_ptr<RtlValu> make_faulty_rtl_valu();

}  // namespace cutlm
