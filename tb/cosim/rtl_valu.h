// Transactor for the Verilated VALU datapath (rtl/cutlm_valu.sv, one SIMD32): turns ValuIssues
// into clocked port activity and hands the results back, matched to the instruction they belong
// to.
//
// Passes. The datapath takes 32 lanes per issue: a wave32 instruction is one pass, a wave64
// instruction two (lanes 0-31, then lanes 32-63) in consecutive cycles, each with a tag of its
// own. An issue is taken in a cycle where issue_ready_o is high (a unit with an issue interval,
// such as the f64 unit, is not ready every cycle); until then the pass is held on the inputs and
// the RTL is clocked. Each functional unit answers on its own result port, every port is read
// every cycle, and a pass is matched to its result by tag (units have different latencies, so
// results come out of issue order across units, but in issue order within a unit).
//
// Timeline. The RTL runs on the same cycle numbers as the TLM model. issue(i, c) clocks RTL cycle
// c (or the next free one) with the first pass on the inputs. Before it, the idle cycles up to c
// are clocked (valid low) while passes are still in flight, but no further than kMaxLatency
// cycles after the oldest one was taken: after that the pipelines are empty (or the RTL is
// overdue and drain() says so) and the RTL just jumps to c without clocking. Passes held for
// issue_ready_o, the second pass of a wave64 and two instructions for one cycle go to the
// following RTL cycles, so the RTL may run slightly ahead of the TLM time.
//
// One RTL cycle: drive the inputs, evaluate with the clock low (this is the state seen during
// the cycle: registers as of the previous edge, inputs of this cycle, outputs read here), then
// the rising edge that ends the cycle. A pass taken in cycle c whose unit has latency L shows
// its result in cycle c + L.
//
// Waveforms share a WaveformWriter (VCD or FST) with the TLM side, one time unit per cycle. The RTL
// stamps each cycle's sample with advance(cycle); the writer never goes back, so a sample for a
// cycle the writer has already passed is merged into its current step. To keep the RTL on its own
// cycles the TLM side follows this order every cycle c:
//   1. advance_to(c) (CosimChecker::set_cycle(c) does it): the RTL catches up on the idle
//      cycles before c, stamped at their own times, all >= the writer's time;
//   2. its own set() calls and WaveformWriter::advance(c);
//   3. its issues for cycle c (the RTL stamps cycle c, merging into step c).
// drain() clocks past the TLM time, so call it at the end of a run.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <list>
#include <memory>
#include <string>
#include <vector>

#include "exec/valu_issue.h"
#include "trace/waveform_writer.h"

class VerilatedContext;

namespace cutlm {

// The datapath's lanes per pass (cutlm_valu_pkg::NumLanes).
constexpr int kRtlLanes = 32;

// One pass's result as it came out of a unit's result port.
struct RtlValuPassResult {
  uint64_t cycle = 0;  // the RTL cycle it was seen in
  int unit = 0;        // the result port (valu_unit_e value)
  uint16_t tag = 0;
  uint32_t op_bits = 0;  // result_op_o as driven (may be a value isa::RtlOp does not name)
  uint32_t vgpr_we = 0;
  std::array<uint64_t, kRtlLanes> vgpr_data{};
  bool mask_we = false;
  uint32_t mask = 0;
};

// An instruction's result: its passes put together (lanes 32-63 from the second pass).
struct RtlValuResult {
  unsigned passes = 1;
  std::array<uint16_t, 2> tags{};
  std::array<uint64_t, 2> issue_cycles{};   // the RTL cycle each pass was taken in
  std::array<uint64_t, 2> result_cycles{};  // the RTL cycle each pass's result came out
  std::array<uint32_t, 2> op_bits{};        // each pass's result_op_o
  std::array<bool, 2> mask_we{};            // each pass's result_mask_we_o
  int unit = 0;
  uint64_t vgpr_we = 0;
  std::array<uint64_t, kMaxLanes> vgpr_data{};
  uint64_t mask = 0;

  // Cycles from the first pass being taken to its result: the unit's latency.
  uint64_t latency() const { return result_cycles[0] - issue_cycles[0]; }
};

// Receives what the RTL produced. Calls happen from inside issue(), advance_to() and drain().
class RtlValuListener {
 public:
  virtual ~RtlValuListener() = default;
  // An instruction whose passes all came back.
  virtual void on_rtl_result(const ValuIssue& issue, const RtlValuResult& result) = 0;
  // An instruction with a pass whose result never came (skipped by a later tag of its unit, never
  // taken, or still missing at drain()); `issue_cycle` and `tag` are that pass's.
  virtual void on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle,
                                     uint16_t tag) = 0;
  // A result that matches nothing in flight on its port.
  virtual void on_rtl_unexpected_result(const RtlValuPassResult& result) = 0;
};

// Which RTL signals attach_waveform() registers.
enum class RtlProbes {
  kTop,  // the top module only: its ports and its own signals
  kAll,  // every signal of every scope of the design
};

class RtlValu {
 public:
  // A result later than this many cycles after its pass was taken is not waited for by
  // advance_to(), and drain() declares it missing; a pass not taken after this many cycles of
  // issue_ready_o low is given up.
  static constexpr unsigned kMaxLatency = 256;

  virtual ~RtlValu();
  RtlValu(const RtlValu&) = delete;
  RtlValu& operator=(const RtlValu&) = delete;

  // Not owned; nullptr drops results.
  void set_listener(RtlValuListener* listener) { listener_ = listener; }

  // Brings the RTL up to (not including) `cycle`; see the timeline above.
  void advance_to(uint64_t cycle);
  // Clocks the instruction's passes from `cycle` (or the next free cycle) on.
  void issue(const ValuIssue& issue, uint64_t cycle);
  // Clocks until every issued pass's result is out; those still missing kMaxLatency cycles after
  // they were taken are reported missing.
  void drain();

  // Registers RTL signals on `vcd` under `scope_prefix` (hierarchy preserved, e.g.
  // "rtl.cutlm_valu.u_units.u_int.gen_lane[5].u_lane.sum") and samples them every RTL cycle
  // from now on. Must be called before the writer's first advance(). Unpacked arrays become one
  // signal per element ("stage_valid_q[1]"); parameters are left out. Returns the number of
  // signals. Limitation (Verilator 5.006 scope tables): an array of 1-bit elements is described
  // like a packed vector, so one with an ascending range ([0:N-1] or [N]) is taken as an array
  // and one with a descending range as a vector (showing its first element).
  size_t attach_waveform(WaveformWriter& vcd, const std::string& scope_prefix = "rtl",
                         RtlProbes probes = RtlProbes::kAll);
  // Stops sampling (the writer must outlive the sampling).
  void detach_waveform();

  // The cycle the next clock will be (everything before it is done).
  uint64_t next_cycle() const { return next_cycle_; }
  // Instructions whose results have not all come out yet.
  size_t in_flight() const { return in_flight_.size(); }
  // Clock cycles actually simulated (idle jumps excluded), for tests and statistics.
  uint64_t cycles_clocked() const { return cycles_clocked_; }
  // Instructions and passes issued, and cycles a pass waited for issue_ready_o.
  uint64_t issued() const { return issued_; }
  uint64_t passes_issued() const { return passes_issued_; }
  uint64_t stall_cycles() const { return stall_cycles_; }
  // The Verilated class, e.g. "Vcutlm_valu" ("Vcutlm_valu (lane 5 broken)" for the self-test).
  const std::string& model_name() const { return model_name_; }
  // Result ports (valu_unit_e values, ValuUnitNone included).
  int num_units() const { return num_units_; }
  // How many times an assertion of the datapath failed so far. Each failure printed its
  // "%Error: <file>:<line>: Assertion failed ..." line when it happened; the simulation goes on,
  // and the checker reports the count as a cosim failure.
  virtual uint64_t assertion_failures() const = 0;

 protected:
  explicit RtlValu(std::string model_name);

  // Port access, implemented once per Verilated class (see verilated_valu.h).
  // Drives pass `pass` of the instruction (lanes 32*pass .. 32*pass+31) with `tag`.
  virtual void drive_issue(const ValuIssue& issue, unsigned pass, uint16_t tag) = 0;
  virtual void drive_idle() = 0;
  virtual void set_reset(bool active) = 0;
  // Clock low and evaluate: the state seen during the cycle.
  virtual void settle() = 0;
  // Rising edge and evaluate: ends the cycle.
  virtual void rising_edge() = 0;
  virtual bool issue_ready() = 0;
  // Bit u: unit u's result port holds a result this cycle.
  virtual uint64_t results_valid() = 0;
  virtual void read_result(int unit, RtlValuPassResult& result) = 0;
  virtual VerilatedContext* context() = 0;

  // For the derived constructor, once the model exists: resets it.
  void start(int num_units);

 private:
  struct Instruction {
    ValuIssue issue;
    RtlValuResult result;
    unsigned outstanding = 0;  // passes issued whose result has not come
    bool missing = false;      // reported missing; later passes are dropped
  };
  using InstructionRef = std::list<Instruction>::iterator;
  struct Pass {
    uint16_t tag;
    unsigned index;  // 0 or 1
    uint64_t cycle;  // taken
    InstructionRef instruction;
  };
  struct Probe {
    int vcd_id;
    const void* data;
    uint8_t type;  // VerilatedVarType
    unsigned nwords;
  };

  void reset();
  // One RTL cycle; with `pass` the pass is on the inputs. Returns whether it was taken.
  bool run_cycle(const Pass* pass);
  void collect_results(uint64_t cycle);
  void match(const RtlValuPassResult& result);
  void pass_missing(const Pass& pass);
  void finished_pass(InstructionRef instruction);
  bool overdue() const;
  int unit_of(isa::RtlOp op) const;
  void sample(uint64_t cycle);
  void show_idle_state();

  std::string model_name_;
  RtlValuListener* listener_ = nullptr;
  int num_units_ = 0;
  std::vector<int> op_unit_;  // unit of each RtlOp value
  std::list<Instruction> in_flight_;
  std::vector<std::deque<Pass>> unit_passes_;  // per unit, in the order taken
  size_t passes_in_flight_ = 0;
  uint16_t next_tag_ = 0;
  uint64_t next_cycle_ = 0;
  uint64_t cycles_clocked_ = 0;
  uint64_t issued_ = 0;
  uint64_t passes_issued_ = 0;
  uint64_t stall_cycles_ = 0;
  WaveformWriter* vcd_ = nullptr;
  std::vector<Probe> probes_;
  bool idle_state_shown_ = false;  // sampled since the last clock edge, without one
};

// The datapath as built (cutlm_cosim, class Vcutlm_valu).
std::unique_ptr<RtlValu> make_rtl_valu();
// The datapath with lane 5 broken (cutlm_cosim_faulty: debug_fault_i held high), for testing
// the checker.
std::unique_ptr<RtlValu> make_faulty_rtl_valu();

}  // namespace cutlm
