// The life of a dispatch, written once: workgroups and their waves, the instruction limits,
// execution with faults turned into one-line reports, s_barrier and s_endpgm, statistics, the
// retirement trace and progress. What differs between the modes is only the timing policy:
// which wave issues next and what its instructions cost. The bare functional core
// (BareCorePolicy, below) and the SystemC compute unit (tlm/compute_unit.cpp) both drive this
// engine; `cutlm run` is a dispatch of one wave.
//
// A policy provides:
//   void begin_workgroup(Workgroup&);
//   Pick pick(Workgroup&);                   // a Running wave and its decoded instruction
//   void issue(Workgroup&, size_t wave, const DecodedInst&);    // before it executes
//   void retire(Workgroup&, size_t wave, const DecodedInst&, const StepResult&, const CommitLog&);
//   uint64_t trace_cycle() const;            // the cycle the trace shows for the last issue
//   bool needs_commit_log() const;           // whether retire() reads the commit log
//   void end_workgroup(Workgroup&);
//   void barrier_released(Workgroup&);      // s_barrier released (by an arrival or an end)
//   static constexpr bool kConcurrent;      // workgroups resident at the same time?
//   static constexpr bool kHoldsLoads;      // loads land later: the policy writes their
//                                           // registers (CommitLog::hold_loads)
// A concurrent policy also provides
//   bool try_launch(Workgroup&);             // true: resident from now (resources taken)
//   Pick pick(std::vector<Workgroup*>& resident);  // Pick::group: one of `resident`
//   std::string launch_refusal(const Workgroup&);  // why it can never launch (empty: it can)
// and gets begin_workgroup only through try_launch, end_workgroup when the workgroup's last
// wave has ended. The engine is a template so that these calls inline into the hot loop.
#pragma once

#include <algorithm>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "dispatch/dispatch.h"
#include "dispatch/fidelity.h"
#include "dispatch/hazard_checker.h"
#include "dispatch/runner.h"
#include "exec/executor.h"
#include "trace/stats.h"
#include "trace/trace.h"

namespace cutlm {

struct EngineLimits {
  uint64_t max_instructions = 1000000;           // per wave: more is a runaway loop
  uint64_t max_total_instructions = 1000000000;  // per dispatch
};

struct EngineProgress {
  uint64_t workgroups_done = 0;
  uint64_t workgroups_total = 0;
  uint64_t instructions = 0;
};

struct Pick {
  size_t wave = 0;
  const DecodedInst* inst = nullptr;
  Workgroup* group = nullptr;  // concurrent policies: the resident workgroup of the wave
};

template <typename Policy>
class DispatchEngine {
 public:
  static constexpr uint64_t kProgressInterval = 1 << 16;

  DispatchEngine(Executor& executor, Policy& policy, Stats& stats, const EngineLimits& limits)
      : executor_(executor), policy_(policy), stats_(stats), limits_(limits) {
    // A policy that lands loads later reads their accesses and holds what they write.
    log_.record_accesses = Policy::kHoldsLoads;
    log_.hold_loads = Policy::kHoldsLoads;
  }

  void set_trace(TraceWriter* trace) {
    trace_ = trace;
    update_observed();
  }
  // Checks each instruction's registers against the wave's outstanding loads (null: none).
  void set_hazard_checker(HazardChecker* hazards) {
    hazards_ = hazards;
    update_observed();
  }
  // Counts each executed instruction and tracks non-exact results (--fidelity; null: none).
  void set_fidelity(FidelityTracker* fidelity) {
    fidelity_ = fidelity;
    update_observed();
  }
  // Called every kProgressInterval instructions and after each workgroup.
  void set_progress_hook(std::function<void(const EngineProgress&)> hook) {
    progress_hook_ = std::move(hook);
  }

  // Every workgroup of `dispatch`, its waves reaching global memory through `global`: in turn,
  // or as many at once as a concurrent policy lets reside.
  // A fault at an address is named against the dispatch's buffers.
  void run(const Dispatch& dispatch, GlobalAccess& global) {
    workgroups_total_ = dispatch.workgroup_count();
    try {
      if constexpr (Policy::kConcurrent) {
        run_concurrent(dispatch, global);
      } else {
        for (uint64_t i = 0; i < workgroups_total_; ++i) {
          std::unique_ptr<Workgroup> wg = dispatch.make_workgroup(i, global);
          run_workgroup(*wg);
        }
      }
    } catch (const DispatchFault& fault) {
      if (!fault.has_address) throw;
      throw dispatch.with_address_described(fault);
    }
  }

  // One workgroup to its end (a single wave's run is a workgroup of one wave).
  void run_workgroup(Workgroup& wg) {
    if constexpr (Policy::kConcurrent) {
      launch_or_refuse(wg);
      std::vector<Workgroup*> resident{&wg};
      while (wg.live() > 0) step(wg, policy_.pick(resident));
    } else {
      stats_.waves += wg.waves.size();
      policy_.begin_workgroup(wg);
      while (wg.live() > 0) step(wg, policy_.pick(wg));
    }
    finish_workgroup(wg);
  }

 private:
  // Workgroups launch in order as the policy finds room; each one's last wave ending frees room.
  void run_concurrent(const Dispatch& dispatch, GlobalAccess& global) {
    // A GPU holds thousands of workgroups: owned by address, resident in no particular order.
    std::unordered_map<const Workgroup*, std::unique_ptr<Workgroup>> owned;
    std::vector<Workgroup*> resident;
    std::unique_ptr<Workgroup> waiting;
    uint64_t launched = 0;
    auto launch_what_fits = [&] {
      while (launched < workgroups_total_) {
        if (!waiting) waiting = dispatch.make_workgroup(launched, global);
        if (resident.empty()) {
          launch_or_refuse(*waiting);
        } else if (!policy_.try_launch(*waiting)) {
          break;
        } else {
          stats_.waves += waiting->waves.size();
        }
        resident.push_back(waiting.get());
        Workgroup* const launched_group = waiting.get();
        owned.emplace(launched_group, std::move(waiting));
        ++launched;
      }
    };
    launch_what_fits();
    while (!resident.empty()) {
      const Pick pick = policy_.pick(resident);
      Workgroup& wg = *pick.group;
      step(wg, pick);
      if (wg.live() > 0) continue;
      finish_workgroup(wg);
      *std::find(resident.begin(), resident.end(), &wg) = resident.back();
      resident.pop_back();
      owned.erase(&wg);
      launch_what_fits();
    }
  }

  // The first workgroup on an empty unit must fit; if it cannot, no workgroup ever will.
  void launch_or_refuse(Workgroup& wg) {
    if (!policy_.try_launch(wg)) {
      throw InputError("the kernel's workgroups do not fit on one compute unit: " +
                       policy_.launch_refusal(wg));
    }
    stats_.waves += wg.waves.size();
  }

  void finish_workgroup(Workgroup& wg) {
    policy_.end_workgroup(wg);
    ++stats_.workgroups;
    report_progress();
  }

  // Executes the picked instruction: limits, faults, statistics, trace, barrier and end.
  // Inlined into the issue loops: a call per instruction is a measurable share of its cost.
  __attribute__((always_inline)) void step(Workgroup& wg, const Pick& pick) {
    CommitLog* const log = trace_ != nullptr || policy_.needs_commit_log() ? &log_ : nullptr;
    // Trace, hazards and fidelity are off in the common case: one test for the three.
    const bool observed = observed_;
    const int w = static_cast<int>(pick.wave);
    WaveSlot& slot = wg.waves[pick.wave];
    WaveState& wave = *slot.state;
    const DecodedInst& inst = *pick.inst;
    const uint64_t pc = wave.pc;
    if (slot.instructions >= limits_.max_instructions) {
      throw_runaway(wg, w, pc, limits_.max_instructions);
    }
    if (stats_.instructions >= limits_.max_total_instructions) {
      throw_dispatch_limit(wg, w, pc, limits_.max_total_instructions);
    }
    if (observed && hazards_ != nullptr) hazards_->before(wave, inst);
    policy_.issue(wg, pick.wave, inst);
    if (log != nullptr) log_.clear();  // unread (and never written) without a log
    StepResult result;
    try {
      result = executor_.step(inst, wave, log);
    } catch (...) {
      throw_wave_fault(wg, w, inst, pc, executor_, std::current_exception());
    }
    if (observed) {
      if (hazards_ != nullptr) hazards_->after(wave, pc, inst, result);
      if (fidelity_ != nullptr) fidelity_->after(wave, pc, inst, result);
    }
    ++slot.instructions;
    ++stats_.instructions;
    switch (result.unit) {
      case Unit::Valu: ++stats_.valu_instructions; break;
      case Unit::Salu: ++stats_.salu_instructions; break;
      case Unit::Smem:
      case Unit::Vmem:
      case Unit::Lds: ++stats_.memory_instructions; break;
      default: ++stats_.other_instructions; break;
    }
    policy_.retire(wg, pick.wave, inst, result, log_);
    if (observed && trace_ != nullptr) {
      trace_->retire(inst, pc, wave, log_, policy_.trace_cycle(), wg.id, wg.index,
                     static_cast<unsigned>(pick.wave));
    }
    if (stats_.instructions % kProgressInterval == 0) report_progress();
    if (result.ended) {
      if (wg.end_wave(w)) {
        ++stats_.barrier_releases;
        policy_.barrier_released(wg);
      }
      return;
    }
    wave.pc = result.next_pc;
    if (result.barrier && wg.arrive_at_barrier(w, pc)) {
      ++stats_.barrier_releases;
      policy_.barrier_released(wg);
    }
  }

  void update_observed() {
    observed_ = trace_ != nullptr || hazards_ != nullptr || fidelity_ != nullptr;
  }

  void report_progress() {
    if (!progress_hook_) return;
    progress_hook_(EngineProgress{stats_.workgroups, workgroups_total_, stats_.instructions});
  }

  Executor& executor_;
  Policy& policy_;
  Stats& stats_;
  EngineLimits limits_;
  TraceWriter* trace_ = nullptr;
  HazardChecker* hazards_ = nullptr;
  FidelityTracker* fidelity_ = nullptr;
  bool observed_ = false;  // any of the three above
  std::function<void(const EngineProgress&)> progress_hook_;
  uint64_t workgroups_total_ = 1;
  CommitLog log_;
};

// The bare functional core's timing: none. Waves take turns of `slice` instructions (a wave at a
// barrier or at its end yields early); the trace's cycle is the retirement count.
class BareCorePolicy {
 public:
  BareCorePolicy(const Program& program, unsigned slice = 1);

  void begin_workgroup(Workgroup&) { current_ = 0, used_ = 0; }
  Pick pick(Workgroup& wg) {
    const size_t n = wg.waves.size();
    // One wave (cutlm run, the unit tests): it is always the one to run.
    if (n != 1 && (used_ >= slice_ || wg.waves[current_].status != WaveStatus::Running)) {
      used_ = 0;
      do {
        current_ = current_ + 1 == n ? 0 : current_ + 1;
      } while (wg.waves[current_].status != WaveStatus::Running);
    }
    ++used_;
    const WaveState& wave = *wg.waves[current_].state;
    // A cached decode is of a pc inside the program (checked when it was decoded).
    if (const DecodedInst* cached = cache_.find(wave.pc)) return Pick{current_, cached};
    if (wave.pc >= program_.code.size()) {
      throw_pc_outside(wg, static_cast<int>(current_), wave.pc, program_);
    }
    const Program& program = program_;
    auto read = [&program](uint64_t pc, uint8_t* out, std::size_t size) {
      return read_program_bytes(program, pc, out, size);
    };
    return Pick{current_, &cache_.get(wave.pc, read, wave.wave64())};
  }
  void issue(Workgroup&, size_t, const DecodedInst&) {}
  void retire(Workgroup&, size_t, const DecodedInst&, const StepResult&, const CommitLog&) {
    ++retired_;
  }
  uint64_t trace_cycle() const { return retired_ - 1; }
  bool needs_commit_log() const { return false; }
  void end_workgroup(Workgroup&) {}
  void barrier_released(Workgroup&) {}
  static constexpr bool kConcurrent = false;
  static constexpr bool kHoldsLoads = false;

 private:
  const Program& program_;
  unsigned slice_;
  DecodeCache cache_;
  size_t current_ = 0;
  unsigned used_ = 0;  // instructions the current wave has issued in its turn
  uint64_t retired_ = 0;
};

}  // namespace cutlm
