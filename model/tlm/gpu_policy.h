// The whole GPU's timing policy: N compute units (or WGPs, in WGP mode), each a CyclePolicy over
// its own cycle units, under one dispatch engine and one SystemC thread. The workgroup
// dispatcher places each workgroup as the RX 7900 XTX's does (timing::GpuDispatcher; the rules
// and their sources are docs/gpu-evidence.md's), and the units take turns in time order: the
// unit whose next instruction issues first goes next, so the GPU's time never runs backwards
// and what the units share (the memory behind their L0 caches) sees requests in time order, up
// to a lookahead: the unit that issued last may go on while it stays within a lookahead of the
// earliest, so that one unit's state stays in the host's caches for a run of instructions (the
// shared memory takes requests that much out of order: memory.queue_window_ns).
// Each unit's next issue cycle sits in a tournament tree: a step costs one unit's arbitration
// and a walk of log2(N) nodes, whatever N is.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "dispatch/dispatch_engine.h"
#include "timing/gpu_dispatcher.h"
#include "tlm/cycle_policy.h"
#include "tlm/gpu_memory.h"
#include "tlm/storage_target.h"
#include "trace/stats.h"

namespace cutlm::tlm_model {

// The shape of a GPU of `compute_units` CUs: the whole Navi 31 for 96, shader engines of 16
// CUs for multiples of 16, one array of `compute_units` / 2 WGPs up to 8, a lone CU for 1.
// Empty `error`: the shape; else why `compute_units` has none.
struct GpuShape {
  timing::GpuTopology topology;
  unsigned cus_per_wgp = 2;
  std::string error;
};
GpuShape gpu_shape(unsigned compute_units);

// The smallest of N keys, one changed at a time.
class MinTree {
 public:
  void reset(size_t n, uint64_t key);
  void set(size_t index, uint64_t key);
  size_t argmin() const { return nodes_[1].second; }
  uint64_t min() const { return nodes_[1].first; }

 private:
  size_t leaves_ = 1;
  std::vector<std::pair<uint64_t, size_t>> nodes_;  // (key, index); ties go to the lower index
};

// One compute unit (or WGP) of a GPU run as modules: its port on the instruction memory and its
// cycle units, named under it (tlm.cu.cu17.icache, ...).
class GpuComputeUnit : public sc_core::sc_module {
 public:
  GpuComputeUnit(sc_core::sc_module_name name, uint8_t* code, size_t code_bytes,
                 const timing::TimingParams& params, sc_core::sc_time period)
      : sc_core::sc_module(name),
        imem("imem", code, code_bytes, /*writable=*/false, sc_core::SC_ZERO_TIME) {
    build_cycle_unit_modules(units, imem, params, period, /*external_vector_memory=*/false);
  }
  StorageTarget imem;
  CycleUnits units;
};

// What a unit of the GPU is: its place and its policy's statistics.
struct GpuUnit {
  unsigned engine = 0, array = 0, wgp = 0, cu = 0;
  std::unique_ptr<Stats> stats;
  std::unique_ptr<CyclePolicy> policy;
  const CycleUnits* units = nullptr;
  uint64_t workgroups = 0;
  uint64_t waves = 0;
  uint64_t instructions = 0;
};

class GpuPolicy {
 public:
  static constexpr bool kConcurrent = true;
  static constexpr bool kHoldsLoads = true;

  // `units` in the GPU's order (engine-major, then array, WGP, CU), sharing `memory` (null:
  // each unit has its own share, as the one-CU model); `stats` gets the GPU's figures at
  // finish().
  // `lookahead`: the unit that issued last goes on while it can issue within this many cycles
  // of the GPU's earliest (0: strict time order, as a waveform, a trace or the cosim need).
  // `window`: the period the shader engines' dispatchers count their launches in (cycles).
  GpuPolicy(std::vector<GpuUnit>& units, const GpuShape& shape, bool wgp_mode,
            const GpuMemory* memory, Stats& stats, uint64_t lookahead, uint32_t window);

  bool try_launch(Workgroup& wg);
  std::string launch_refusal(const Workgroup& wg) { return units_[0].policy->launch_refusal(wg); }
  void begin_workgroup(Workgroup&) {}
  void end_workgroup(Workgroup& wg);

  Pick pick(std::vector<Workgroup*>& resident);
  void issue(Workgroup& wg, size_t w, const DecodedInst& inst) {
    current().policy->issue(wg, w, inst);
  }
  void retire(Workgroup& wg, size_t w, const DecodedInst& inst, const StepResult& result,
              const CommitLog& log) {
    GpuUnit& u = current();
    ++u.instructions;
    u.policy->retire(wg, w, inst, result, log);
  }
  void barrier_released(Workgroup& wg) { owner(wg).policy->barrier_released(wg); }
  uint64_t trace_cycle() const { return units_[current_].policy->trace_cycle(); }
  bool needs_commit_log() const { return true; }
  // No unit issues before this cycle from now on (the earliest unit's next issue, as the last
  // pick saw it; kNever when no wave is live): how far SystemC time may follow.
  uint64_t earliest_issue() const { return next_issue_.min(); }

  void drain_memory();
  void finish();

 private:
  GpuUnit& current() { return units_[current_]; }
  GpuUnit& owner(const Workgroup& wg) { return units_[owners_.at(&wg)]; }
  // The unit of the dispatcher's place for the next workgroup.
  size_t unit_of(const timing::WavePlace& place) const;
  bool launch_on(size_t unit, Workgroup& wg, unsigned engine);

  std::vector<GpuUnit>& units_;
  GpuShape shape_;
  bool wgp_mode_;
  const GpuMemory* memory_;
  Stats& stats_;
  uint64_t lookahead_;
  timing::GpuDispatcher dispatcher_;
  bool have_place_ = false;  // the dispatcher's place for a workgroup that has not launched yet
  timing::WavePlace place_;
  // Per shader engine: its dispatcher's time, booked per window of `window` cycles as the
  // shared memory's channels are (RateChannel), since launches arrive out of time order within
  // the lookahead.
  std::vector<RateChannel> engine_launches_;
  MinTree next_issue_;
  std::vector<size_t> stale_;  // units whose next issue cycle changed since the tree saw it
  std::unordered_map<const Workgroup*, size_t> owners_;
  size_t current_ = 0;
  size_t last_freed_ = 0;
  uint64_t resident_waves_ = 0;
  uint64_t peak_waves_ = 0;
  uint64_t launches_delayed_ = 0;
  const Workgroup* last_refused_ = nullptr;
  bool refused_until_room_ = false;          // every unit refused the grid's workgroups once
  std::vector<size_t> freed_since_refusal_;  // the units that may have room since then
};

}  // namespace cutlm::tlm_model
