// The cycle mode's timing policy: the per-SIMD instruction arbiters' choice of wave, workgroup
// residency under the CU's resources, and the accounting that puts every cycle of every wave's
// life into one CPI category. The units it issues to are modules (cycle_units.h,
// memory_timing.h); the numbers are timing::TimingParams; docs/timing.md gives the rules and
// their sources.
//
// The arbiters are evaluated as one list scheduler: every resident wave knows the earliest cycle
// its next instruction could issue (its own constraints, cached until it issues) and its port's
// unit says when that is free; the wave with the earliest such cycle (the oldest on a tie)
// issues next. Issue cycles therefore never go backwards, the functional core executes in issue
// order, and idle cycles are skipped rather than ticked.
//
// The policy is given everything it works with when it is built: the parameters, the units,
// the decode unit and the VALU pipeline, the statistics to fill, the optional observers, and
// a CycleHost for what only the compute unit can do (its clock, its waveform, SystemC time).
// Its methods live by responsibility in cycle_residency.cpp, cycle_issue.cpp,
// cycle_memory_ops.cpp, cycle_waits.cpp and cycle_accounting.cpp.
#pragma once

#include <tlm_utils/simple_initiator_socket.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <systemc>
#include <unordered_map>
#include <vector>

#include "dispatch/dispatch.h"
#include "dispatch/dispatch_engine.h"
#include "exec/executor.h"
#include "timing/cpi.h"
#include "timing/timing_params.h"
#include "tlm/cycle_units.h"
#include "tlm/decode_unit.h"
#include "tlm/memory_timing.h"
#include "tlm/valu_pipeline.h"
#include "trace/stats.h"

namespace cutlm {
class TimelineWriter;
class Profile;
class TraceWriter;
}  // namespace cutlm

namespace cutlm::tlm_model {

// The cycle mode's modules (the compute unit builds them and binds their sockets).
struct CycleUnits {
  std::unique_ptr<InstructionCache> icache;
  std::unique_ptr<WaveFetch> wave_fetch;
  std::vector<std::unique_ptr<SimdArbiter>> arbiters;  // one per SIMD, and per SIMD:
  std::vector<std::unique_ptr<ExecutionUnit>> valus;   // VALU (+ TRANS)
  std::vector<std::unique_ptr<ExecutionUnit>> salus;
  std::vector<std::unique_ptr<ExecutionUnit>> branches;  // branch and message unit
  std::vector<std::unique_ptr<RegisterReadiness>> vgpr_timing;
  std::vector<std::unique_ptr<RegisterReadiness>> sgpr_timing;
  std::unique_ptr<ScalarMemoryUnit> scalar_memory;  // shared by the SIMDs
  std::unique_ptr<LdsUnit> lds;
  std::unique_ptr<VectorMemoryUnit> vector_memory;
  std::unique_ptr<MemoryHierarchy> memory;  // L0, L1, L2, DRAM; the scalar cache
  // With a user's vector memory model: what the hierarchy's vector socket is bound to, in
  // place of the vector memory unit's own.
  std::unique_ptr<tlm_utils::simple_initiator_socket<VectorMemoryUnit>> idle_vector_port;
};

class StorageTarget;

// Builds `units` (named under the current module) over the instruction memory `imem`.
// `external_vector_memory`: the vector memory unit's socket is left for the user to bind.
void build_cycle_unit_modules(CycleUnits& units, StorageTarget& imem,
                              const timing::TimingParams& params, sc_core::sc_time period,
                              bool external_vector_memory);

// What only the compute unit can do for the cycle policy.
class CycleHost {
 public:
  // The cycle mode's waveform signals: per SIMD wave slot its state (0 empty, 1 issued,
  // 2 + CPI category while waiting) and its wave's id; per SIMD issue port, high in a cycle it
  // issued.
  enum class Signal : uint8_t { SlotState, SlotWave, PortIssue };

  // An instruction of wave `wave` of `wg` issues at `cycle`, the last one having issued at
  // `last`: the unit's clock (and the quantum keeper), the cosim and the waveform get there,
  // and the waveform samples the wave.
  virtual void reach_issue(uint64_t last, uint64_t cycle, const DecodedInst& inst,
                           const Workgroup& wg, size_t wave) = 0;
  // Whether a waveform is written (else the policy leaves out its signals' work).
  virtual bool records_waveform() const = 0;
  // `signal` of SIMD `simd`'s slot (or port) `index` takes `value` at `cycle`, which may be
  // ahead of the current time (a wave's next wait is known when it issues).
  virtual void waveform_at(uint64_t cycle, Signal signal, unsigned simd, unsigned index,
                           uint64_t value) = 0;
  // Lets SystemC time run, the quantum keeper synchronised, until `event`; the cycle it is then.
  virtual uint64_t wait_for(const sc_core::sc_event& event) = 0;

 protected:
  ~CycleHost() = default;
};

// What the policy times: the kernel's shape and its code's extent.
struct CycleWorkload {
  bool wave64 = false;
  unsigned vgprs_per_wave = 0;  // the kernel descriptor's (0 for one wave of a program)
  uint64_t workgroups = 1;      // in the grid
  uint64_t code_bytes = 0;
  std::string program_path;  // named when a pc leaves the code
};

// The optional observers (null: none).
struct CycleObservers {
  TimelineWriter* timeline = nullptr;
  Profile* profile = nullptr;
  TraceWriter* trace = nullptr;  // a load's data is traced when it lands
  // The number the observers (timeline, waveform) give this unit's first SIMD: in a GPU run,
  // the SIMDs of the units before it.
  unsigned simd_base = 0;
};

// No cycle: a wave that has not ended, a fetch line not asked for yet.
constexpr uint64_t kNever = ~uint64_t{0};

// What the arbiter does with an instruction beyond sending it to its unit.
enum class SpecialInst : uint8_t { None, Nop, DelayAlu, Waitcnt, DepCtr, WaitIdle };

// The s_waitcnt counter a memory operation counts on. Vector loads (and returning atomics),
// stores and LDS operations complete in issue order on their counters; scalar loads may return
// in any order (docs/timing.md, "Memory ordering").
enum class WaitCounter : uint8_t { Vm, Vs, Lds, Smem };

// One wave slot of a SIMD and the wave in it.
struct alignas(64) WaveContext {
  using Entry = RegisterReadiness::Entry;

  // The next instruction, prepared once per issue. First, in one host cache line: the arbiter
  // reads these of every running wave at each pick, and a whole GPU's thousands of waves do not
  // stay in the host's caches between a unit's turns.
  uint64_t local_ready = 0;             // constraints the arbiter holds the wave for
  const ExecutionUnit* unit = nullptr;  // the port's unit (nullptr: none)
  const DecodedInst* inst = nullptr;
  const timing::ClassTiming* timing = nullptr;
  uint64_t pipe_ready = 0;  // sources still in the VALU pipeline (a VALU may issue before them)
  unsigned passes = 1;
  bool prepared = false;
  bool uses_trans = false;
  timing::Port port = timing::Port::None;
  SpecialInst special = SpecialInst::None;
  timing::CpiCategory local_reason = timing::CpiCategory::Issued;
  timing::CpiCategory pipe_reason = timing::CpiCategory::DependencyValu;

  bool active = false;
  bool running = false;  // not parked at a barrier, not ended
  Workgroup* wg = nullptr;
  size_t wave = 0;
  unsigned simd = 0;
  unsigned slot = 0;
  uint64_t age = 0;  // launch order: the arbiter prefers the oldest wave on a tie
  uint64_t launch = 0;
  uint64_t accounted = 0;  // cycles [launch, accounted) are in the CPI stack
  uint64_t ended = kNever;
  const Entry* vgprs = nullptr;  // the slot's scoreboard rows (DMI into the register files)
  const Entry* sregs = nullptr;

  // When the wave's next instruction may issue as far as its own past goes, and why not earlier.
  uint64_t next_issue = 0;
  timing::CpiCategory next_reason = timing::CpiCategory::Fetch;
  uint64_t fetch_from = 0;  // when the next line can be asked for
  uint64_t fetch_line = kNever;
  uint64_t fetch_ready = 0;
  bool at_barrier = false;
  uint64_t barrier_arrival = 0;
  uint64_t barrier_pc = 0;  // the s_barrier it waits at: its wait is charged there

  // The wave's memory operations that have not landed, in issue order. An operation completes
  // in the memory system at `completed` (kPending: the target has not answered yet) and lands
  // at `done`: its registers are written and its counter counts it down then. On an in-order
  // counter a younger operation that completes first waits for the older ones (the return
  // queue), so `done` is the latest `completed` of it and every older one on its counter.
  struct Outstanding {
    uint64_t token;
    uint64_t pc;
    WaitCounter counter;
    bool flat;  // FLAT may reach LDS: it counts on lgkmcnt too
    uint8_t level;
    uint64_t completed;
    uint64_t done;
    // What a load writes when it lands: the first `held` entries (the list keeps its size for
    // the next load that takes it, so that refilling it writes only what the load holds).
    std::vector<HeldRegister> writes;
    size_t held;
  };
  std::vector<Outstanding> outstanding;
  uint8_t wait_level = 0;  // the level of the load an s_waitcnt on vmcnt waits for

  // s_delay_alu: up to two pending delays, each applying to the instruction `countdown`
  // instructions ahead; and the completion of the last VALUs and TRANS ops, newest first.
  struct Delay {
    unsigned countdown;
    unsigned id;
  };
  std::array<Delay, 2> delays{};
  unsigned num_delays = 0;
  std::array<uint64_t, 4> valu_done{};
  std::array<uint64_t, 3> trans_done{};
  uint64_t salu_done = 0;
  uint64_t valu_issued = kNever;  // the last VALU's issue
};

// The dispatch engine's policy in cycle mode (dispatch/dispatch_engine.h gives the interface).
class CyclePolicy {
 public:
  static constexpr bool kConcurrent = true;
  static constexpr bool kHoldsLoads = true;

  CyclePolicy(CycleHost& host, const timing::TimingParams& params, CycleUnits& units,
              DecodeUnit& decode, ValuPipeline& valu, Stats& stats, const CycleWorkload& workload,
              const CycleObservers& observers);
  ~CyclePolicy();
  CyclePolicy(const CyclePolicy&) = delete;
  CyclePolicy& operator=(const CyclePolicy&) = delete;

  // Residency (cycle_residency.cpp). A workgroup launches no earlier than `not_before` (the
  // GPU's dispatcher: its shader engine's launch rate and the time the GPU has reached).
  bool try_launch(Workgroup& wg, uint64_t not_before = 0);
  bool fits(const Workgroup& wg) const { return shortage(wg) == Shortage::None; }
  std::string launch_refusal(const Workgroup& wg) const;
  void begin_workgroup(Workgroup&) {}
  void end_workgroup(Workgroup& wg);

  // Arbitration and issue (cycle_issue.cpp). next_issue_cycle(): when pick() would issue, kNever
  // when no wave is running (a GPU compares its units' by it); pick() then takes that wave.
  uint64_t next_issue_cycle();
  Pick pick(std::vector<Workgroup*>& resident);
  void issue(Workgroup& wg, size_t w, const DecodedInst& inst);
  void retire(Workgroup& wg, size_t w, const DecodedInst& inst, const StepResult& result,
              const CommitLog& log);
  void barrier_released(Workgroup& wg);
  uint64_t trace_cycle() const { return issue_cycle_; }
  bool needs_commit_log() const { return true; }

  // The end of the dispatch (cycle_memory_ops.cpp, cycle_accounting.cpp).
  void drain_memory();
  void finish();

 private:
  using Entry = RegisterReadiness::Entry;

  struct WorkgroupInfo {
    std::vector<WaveContext*> contexts;
    uint64_t lds = 0;
    bool barrier = false;
  };

  WaveContext& context(unsigned simd, unsigned slot) {
    return contexts_[static_cast<size_t>(simd) * p_.wave_slots_per_simd + slot];
  }

  // Residency.
  void reset(WaveContext& c);
  uint64_t vgpr_allocation() const;
  uint64_t lds_bytes(const Workgroup& wg) const;
  uint64_t lds_capacity() const { return p_.wgp_mode ? p_.lds_bytes_per_wgp : p_.lds_bytes_per_cu; }
  unsigned emptiest_simd(bool need_room) const;
  enum class Shortage : uint8_t { None, Lds, Barriers, WaveSlots, Vgprs };
  static constexpr unsigned kMaxSimds = 32;  // structure.simds_per_wgp's upper bound
  Shortage shortage(const Workgroup& wg) const;
  void note_limits(const Workgroup& wg);

  // Issue.
  void find_best();
  void stop_running(WaveContext& c);
  void prepare(WaveContext& c);
  void advance_fetch(WaveContext& c, const DecodedInst& inst, const StepResult& result,
                     uint64_t start);
  // Holds the wave until `cycle` for `reason` unless something holds it longer already.
  static void hold(WaveContext& c, uint64_t cycle, timing::CpiCategory reason) {
    if (cycle > c.local_ready) {
      c.local_ready = cycle;
      c.local_reason = reason;
    }
  }
  void read_register(WaveContext& c, const Entry& e, bool valu_consumer);
  void read_scalar(WaveContext& c, unsigned code, bool valu_consumer) {
    if (code < kNumScalarRegs) read_register(c, c.sregs[code], valu_consumer);
  }

  // Memory operations.
  void addresses_from(const CommitLog& log, const WaveState& wave);
  void track(WaveContext& c, uint64_t pc, WaitCounter counter, bool flat, const IssueRecord& record,
             const CommitLog& log);
  static void order_landings(WaveContext& c, WaitCounter counter);
  void land_loads(WaveContext& c, WaveState& wave, uint64_t cycle);
  uint64_t counter_ready(const WaveContext& c, WaitCounter counter, unsigned allowed, uint64_t now);
  uint64_t counter_ready(const WaveContext& c, uint8_t events, unsigned allowed, uint64_t now);
  static uint8_t events_of(const WaveContext::Outstanding& op);
  void count_memory(const IssueRecord& record, timing::Port port);
  void memory_completed(uint64_t token, uint64_t done);
  void wait_for_memory();

  // Waits: the counters, s_delay_alu and s_nop.
  void prepare_special(WaveContext& c, const DecodedInst& inst);
  void hold_at_counter_limit(WaveContext& c, const DecodedInst& inst);
  void note_wait_level(WaveContext& c);
  static void set_delays(WaveContext& c, unsigned imm);
  void apply_delay_alu(WaveContext& c) const;
  static void count_down_delays(WaveContext& c);

  // Accounting and the waveform.
  void account(WaveContext& c, uint64_t pc, uint64_t start, bool issued);
  // The wave's cycles from `from` (or from where they are accounted) to `to` go to `reason`.
  // Most calls find nothing left to charge: that test stays inline.
  void add_stall(WaveContext& c, uint64_t pc, uint64_t from, uint64_t to,
                 timing::CpiCategory reason) {
    from = std::max(from, c.accounted);
    if (to > from) charge_stall(c, pc, from, to, reason);
  }
  void charge_stall(WaveContext& c, uint64_t pc, uint64_t from, uint64_t to,
                    timing::CpiCategory reason);
  const std::string& disassembly(uint64_t pc, const DecodedInst& inst);
  void vcd_lds_conflicts(WaveContext& c, uint64_t from, uint64_t to);
  void vcd_state(const WaveContext& c, uint64_t cycle, timing::CpiCategory reason);
  void vcd_issued(const WaveContext& c, uint64_t start);

  CycleHost& host_;
  const timing::TimingParams& p_;
  CycleUnits& units_;
  DecodeUnit& decode_;
  ValuPipeline& valu_;
  Stats& stats_;
  TimelineWriter* timeline_;
  Profile* profile_;
  TraceWriter* trace_;
  bool waveform_;
  unsigned simd_base_;
  unsigned simds_;
  std::vector<WaveContext> contexts_;
  std::vector<WaveContext*> active_;   // resident waves, oldest first
  std::vector<WaveContext*> running_;  // those of them neither at a barrier nor ended, in order
  std::unordered_map<const Workgroup*, WorkgroupInfo> workgroups_;
  std::vector<uint64_t> simd_waves_;
  std::vector<uint64_t> simd_vgprs_;
  uint64_t lds_used_ = 0;
  uint64_t barriers_used_ = 0;
  uint64_t resident_waves_ = 0;
  uint64_t total_waves_ = 0;
  uint64_t limit_waves_ = 0;
  std::string limiter_;
  bool wave64_ = false;
  unsigned vgprs_per_wave_ = 0;
  uint64_t grid_workgroups_ = 1;
  uint64_t code_bytes_ = 0;
  std::string program_path_;
  uint64_t next_age_ = 0;
  uint64_t release_cycle_ = 0;     // when the last workgroup to end freed its resources
  uint64_t next_wave_launch_ = 0;  // the dispatcher's next free cycle to start a wave
  WaveContext* picked_ = nullptr;
  WaveContext* best_ = nullptr;  // find_best()'s wave and cycle, valid while best_known_
  uint64_t best_cycle_ = kNever;
  bool best_known_ = false;
  const Workgroup* last_refused_ = nullptr;  // counted once in launches_delayed
  uint64_t issue_cycle_ = 0;
  uint64_t floor_ = 0;  // the latest issue so far: issues never go back in time
  uint64_t last_done_ = 0;
  timing::CpiStack cpi_{};
  std::vector<std::string> disassembly_;
  // The memory instruction being retired: its accesses' addresses.
  std::vector<uint64_t> addresses_;
  unsigned bytes_per_address_ = 4;
  unsigned addresses_per_lane_ = 1;
  std::vector<std::vector<HeldRegister>> spare_writes_;  // landed loads' buffers, reused
  std::vector<size_t> landing_;
  std::vector<uint64_t> pending_done_;
  uint64_t next_token_ = 1;
  struct PendingToken {
    WaveContext* wave;
    uint64_t age;  // the wave's; its slot may hold another wave by the time the data comes
    bool store;
    isa::Format format;
  };
  std::unordered_map<uint64_t, PendingToken> pending_tokens_;
  std::array<uint64_t, static_cast<size_t>(MemoryLevel::Count)> vmcnt_stall_by_level_{};
};

}  // namespace cutlm::tlm_model
