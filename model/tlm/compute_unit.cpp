#include "tlm/compute_unit.h"

#include <algorithm>
#include <cstdio>

#include "dispatch/runner.h"
#include "isa/operands.h"
#include "support/errors.h"
#include "tlm/wait_counters.h"
#include "trace/timeline.h"

namespace cutlm::tlm_model {

using sc_core::sc_time;

ComputeUnit::ComputeUnit(sc_core::sc_module_name name, const Program& program, WaveState& wave,
                         const CuConfig& config)
    : ComputeUnit(name, program, &wave, nullptr, config) {}

ComputeUnit::ComputeUnit(sc_core::sc_module_name name, Dispatch& dispatch, const CuConfig& config)
    : ComputeUnit(name, dispatch.program(), nullptr, &dispatch, config) {}

ComputeUnit::ComputeUnit(sc_core::sc_module_name name, const Program& program, WaveState* wave,
                         Dispatch* dispatch, const CuConfig& config)
    : sc_core::sc_module(name),
      code_(program.code),
      program_path_(program.path),
      own_wave_(wave == nullptr ? std::make_unique<WaveState>(dispatch->wave_size()) : nullptr),
      wave_(wave != nullptr ? *wave : *own_wave_),
      config_(config),
      dispatch_(dispatch),
      imem("imem", code_.data(), code_.size(), /*writable=*/false, sc_core::SC_ZERO_TIME),
      fetch("fetch"),
      decode("decode", fetch, code_.size(), program.arch),
      valu("valu", config.valu_latency),
      cycle_times_(config.clock_period) {
  fetch.insn.bind(imem.in);
  if (dispatch_ != nullptr) {
    global_memory = std::make_unique<GlobalMemoryTarget>("global_memory", dispatch_->memory(),
                                                         sc_core::SC_ZERO_TIME);
    data_port = std::make_unique<DataPort>("data_port");
    data_port->data.bind(global_memory->in);
  }
  // The memory side's nanosecond parameters in this CU's cycles.
  config_.timing.set_clock(config_.clock_period.to_seconds() * 1e9);
  // A GPU run's units are CUs or WGPs as the kernel says (LLVM AMDGPUUsage, WGP_MODE); a GPU
  // of one CU has no WGP: its workgroups use the CU's SIMDs and LDS.
  if (config_.compute_units != 0 && dispatch_ != nullptr) {
    config_.timing.wgp_mode = dispatch_->descriptor().wgp_mode() && config_.compute_units > 1;
  }
  if (config_.mode == TimingMode::Cycle) build_cycle_units();
  tlm_utils::tlm_quantumkeeper::set_global_quantum(config_.quantum);
  quantum_keeper_.reset();
  SC_THREAD(run_wave);
}

void ComputeUnit::build_cycle_units() {
  if (config_.compute_units == 0) {
    cycle_units_ = std::make_unique<CycleUnits>();
    build_cycle_unit_modules(*cycle_units_, imem, config_.timing, config_.clock_period,
                             config_.external_vector_memory);
    return;
  }
  if (config_.external_vector_memory) {
    throw ModelError("a user's vector memory model is bound to one compute unit, not a GPU");
  }
  const GpuShape shape = gpu_shape(config_.compute_units);
  if (!shape.error.empty()) throw InputError(shape.error);
  // In WGP mode each unit of the GPU is a WGP: its four SIMDs, its LDS.
  const unsigned units =
      config_.timing.wgp_mode ? config_.compute_units / 2 : config_.compute_units;
  if (units == 0 || (config_.timing.wgp_mode && shape.cus_per_wgp != 2)) {
    throw InputError("--cus " + std::to_string(config_.compute_units) +
                     ": a WGP-mode kernel runs on whole WGPs of two CUs");
  }
  const timing::GpuTopology& t = shape.topology;
  gpu_memory_ = std::make_unique<GpuMemory>("memory", config_.timing, config_.clock_period,
                                            t.shader_engines * t.arrays_per_engine);
  for (unsigned k = 0; k < units; ++k) {
    const std::string name = (config_.timing.wgp_mode ? "wgp" : "cu") + std::to_string(k);
    gpu_units_.push_back(std::make_unique<GpuComputeUnit>(name.c_str(), code_.data(), code_.size(),
                                                          config_.timing, config_.clock_period));
    // Units are in the GPU's order, so a shader array's are consecutive.
    const unsigned wgp = config_.timing.wgp_mode ? k : k / shape.cus_per_wgp;
    if (config_.shared_gpu_memory) {
      gpu_memory_->attach(*gpu_units_.back()->units.memory, k, wgp / t.wgps_per_array);
    }
  }
  gpu_shape_ = shape;
}

bool ComputeUnit::ValuPublisher::observes(isa::RtlOp op) const {
  for (const auto& subscriber : subscribers_) {
    if (subscriber->observes(op)) return true;
  }
  return false;
}

void ComputeUnit::set_valu_observer(ValuIssueObserver* observer) {
  if (observer == nullptr) return;
  valu_subscribers_.push_back(std::make_unique<ValuSubscriber>(*observer));
  valu.issued.bind(*valu_subscribers_.back());
  // Only with a subscriber does the core build the issue records at all.
  if (!valu_publisher_) valu_publisher_ = std::make_unique<ValuPublisher>(valu, valu_subscribers_);
  executor_.set_valu_observer(valu_publisher_.get());
}

void ComputeUnit::declare_wave_scopes(const std::string& scope) {
  // One scope per recorded wave, named as the trace, faults and timeline name it.
  std::vector<std::pair<uint32_t, std::string>> waves;
  if (dispatch_ == nullptr) {
    waves.emplace_back(wave_.wave_id, wave_name({0, 0, 0}, 0));
  } else {
    const Manifest& m = dispatch_->manifest();
    const std::array<uint32_t, 3> grid = dispatch_->workgroup_grid();
    const uint64_t count = dispatch_->workgroup_count();
    const unsigned max_waves = dispatch_->max_waves_per_workgroup();
    const uint64_t wave_size = static_cast<uint64_t>(dispatch_->wave_size());
    for (uint64_t index = 0; index < count; ++index) {
      if (!vcd_filter_.records_workgroup(index)) continue;
      const std::array<uint32_t, 3> id = {static_cast<uint32_t>(index % grid[0]),
                                          static_cast<uint32_t>(index / grid[0] % grid[1]),
                                          static_cast<uint32_t>(index / grid[0] / grid[1])};
      uint64_t items = 1;
      for (size_t d = 0; d < 3; ++d) {
        const uint64_t first = static_cast<uint64_t>(id[d]) * m.block[d];
        items *= std::min<uint64_t>(m.block[d], m.grid[d] - first);
      }
      const uint64_t num_waves = (items + wave_size - 1) / wave_size;
      const uint64_t scoped = std::min<uint64_t>(num_waves, kMaxWaveScopes - waves.size());
      for (unsigned w = 0; w < scoped; ++w) {
        waves.emplace_back(static_cast<uint32_t>(index * max_waves + w), wave_name(id, w));
      }
      waves_without_scope_ += num_waves - scoped;
    }
  }
  for (const auto& [wave_id, name] : waves) {
    const std::string wave_scope = scope + ".waves." + name;
    vcd_ids_.wave_scope[wave_id] = {vcd_->add_signal(wave_scope, "pc", 64),
                                    vcd_->add_signal(wave_scope, "exec", 64)};
  }
}

void ComputeUnit::set_vcd(WaveformWriter* vcd, const WaveFilter& filter) {
  vcd_ = vcd;
  vcd_filter_ = filter;
  if (vcd_ == nullptr) return;
  const std::string scope = std::string("tlm.") + basename();
  vcd_ids_.pc = vcd_->add_signal(scope, "pc", 64);
  // The whole instruction (word 0 least significant), for GTKWave's disassembly filter.
  vcd_ids_.instr = vcd_->add_signal(scope, "instr", 96);
  vcd_ids_.instr0 = vcd_->add_signal(scope, "instr_word0", 32);
  vcd_ids_.instr1 = vcd_->add_signal(scope, "instr_word1", 32);
  vcd_ids_.instr2 = vcd_->add_signal(scope, "instr_word2", 32);
  // Wave ids count every wave of the dispatch: 32 bits, as a grid easily has more than 256.
  vcd_ids_.wave_id = vcd_->add_signal(scope, "wave_id", 32);
  vcd_ids_.wave_in_workgroup = vcd_->add_signal(scope, "wave_in_workgroup", 16);
  static const char* const kWorkgroupNames[3] = {"workgroup_x", "workgroup_y", "workgroup_z"};
  for (int d = 0; d < 3; ++d) {
    vcd_ids_.workgroup[static_cast<size_t>(d)] = vcd_->add_signal(scope, kWorkgroupNames[d], 32);
  }
  vcd_ids_.exec = vcd_->add_signal(scope, "exec", 64);
  vcd_ids_.vcc = vcd_->add_signal(scope, "vcc", 64);
  vcd_ids_.retired = vcd_->add_signal(scope, "retired", 32);
  vcd_ids_.stage_valid = vcd_->add_signal(scope + ".valu", "stage_valid", valu.latency());
  const std::vector<const CycleUnits*> units = all_cycle_units();
  for (size_t u = 0; u < units.size(); ++u) {
    const unsigned slots = config_.timing.wave_slots_per_simd;
    // A GPU run's SIMDs under their unit's scope (tlm.cu.cu17.simd1).
    const std::string unit_scope =
        gpu_units_.empty() ? scope : scope + "." + gpu_units_[u]->basename();
    for (size_t s = 0; s < units[u]->arbiters.size(); ++s) {
      const std::string simd = unit_scope + ".simd" + std::to_string(s);
      std::array<int, timing::kPorts> ports{};
      for (size_t p = 0; p < timing::kPorts; ++p) {
        const auto port = static_cast<timing::Port>(p);
        ports[p] = port == timing::Port::None
                       ? -1
                       : vcd_->add_signal(simd, std::string("issue_") + timing::port_name(port), 1);
      }
      vcd_ids_.simd_issue.push_back(ports);
      std::vector<int> states, waves;
      for (unsigned k = 0; k < slots; ++k) {
        const std::string slot = simd + ".slot" + std::to_string(k);
        states.push_back(vcd_->add_signal(slot, "state", 5));
        waves.push_back(vcd_->add_signal(slot, "wave_id", 32));
      }
      vcd_ids_.slot_state.push_back(states);
      vcd_ids_.slot_wave.push_back(waves);
    }
  }
  declare_wave_scopes(scope);
}

void ComputeUnit::flush_vcd_until(uint64_t cycle) {
  auto it = vcd_pending_.begin();
  while (it != vcd_pending_.end() && it->first <= cycle) {
    const uint64_t time = it->first;
    for (; it != vcd_pending_.end() && it->first == time; ++it) {
      vcd_->set(it->second.first, it->second.second);
    }
    vcd_->advance(time);
  }
  vcd_pending_.erase(vcd_pending_.begin(), it);
}

namespace {

unsigned source_dwords(const isa::InstInfo* info, int index) {
  const isa::OperandInfo* o = source_operand(info, index);
  return o != nullptr && o->bits > 32 ? o->bits / 32 : 1;
}

bool is_vector_alu(isa::Format format) { return format_family(format) == FormatFamily::VectorAlu; }

}  // namespace

namespace {

uint64_t latest(const WaveTiming& t) {
  uint64_t last = 0;
  for (uint64_t r : t.vgpr_ready) last = std::max(last, r);
  for (uint64_t r : t.sreg_ready) last = std::max(last, r);
  for (const auto* list : {&t.vm, &t.vs, &t.lgkm}) {
    if (!list->empty()) last = std::max(last, list->back());
  }
  return last;
}

}  // namespace

// The dispatch engine's timing policy on this unit: a scoreboard per wave of when each register
// and each outstanding memory operation is ready, one issue per cycle among the waves of the
// workgroup, the VALU pipeline, and the waveform and cosim clock that follow TLM time.
class ComputeUnit::LooselyTimedPolicy {
 public:
  explicit LooselyTimedPolicy(ComputeUnit& cu) : cu_(cu) {}

  void begin_workgroup(Workgroup& wg) {
    timing_.assign(wg.waves.size(), WaveTiming{});
    for (WaveTiming& t : timing_) {
      t.vgpr_ready.fill(cu_.cycle_);
      t.sreg_ready.fill(cu_.cycle_);
    }
    current_ = 0;
  }

  // The wave that issues: the last one while it stays ready, else the first ready one after
  // it, else the one that becomes ready first.
  Pick pick(Workgroup& wg) {
    const size_t n = wg.waves.size();
    size_t pick = n;
    uint64_t pick_ready = ~0ull;
    const DecodedInst* pick_inst = nullptr;
    for (size_t k = 0; k < n; ++k) {
      const size_t w = (current_ + k) % n;
      WaveSlot& slot = wg.waves[w];
      if (slot.status != WaveStatus::Running) continue;
      const WaveState& wave = *slot.state;
      if (wave.pc >= cu_.code_.size()) {
        Program view;
        view.path = cu_.program_path_;
        view.code.resize(cu_.code_.size());
        throw_pc_outside(wg, static_cast<int>(w), wave.pc, view);
      }
      // Fetch time (first decode of an address only) goes to the quantum keeper.
      sc_time fetch_delay = sc_core::SC_ZERO_TIME;
      const DecodedInst& inst = cu_.decode.at(wave.pc, fetch_delay, wave.wave64());
      if (fetch_delay != sc_core::SC_ZERO_TIME) cu_.quantum_keeper_.inc(fetch_delay);
      const uint64_t ready = wave_ready_cycle(inst, timing_[w]);
      if (ready < pick_ready) {
        pick = w;
        pick_ready = ready;
        pick_inst = &inst;
      }
      if (ready <= cu_.cycle_) break;
    }
    if (pick == n) throw ModelError("internal: no wave can issue while waves are live");
    // Decoded while picking: the cache keeps aligned entries in place. A misaligned pc's entry
    // is a scratch slot that another wave's decode may have reused since, so decode it again.
    const WaveState& wave = *wg.waves[pick].state;
    if (wave.pc % 4 != 0) {
      sc_time delay = cu_.quantum_keeper_.get_local_time();
      pick_inst = &cu_.decode.at(wave.pc, delay, wave.wave64());
      cu_.quantum_keeper_.set(delay);
    }
    ready_ = pick_ready;
    return Pick{pick, pick_inst};
  }

  // Waits until the picked instruction can issue; samples the waveform at its issue cycle.
  void issue(Workgroup& wg, size_t w, const DecodedInst& inst) {
    uint64_t& cycle = cu_.cycle_;
    if (ready_ > cycle) {
      (waits_for_counters(inst) ? cu_.stats_.waitcnt_stall_cycles
                                : cu_.stats_.dependency_stall_cycles) += ready_ - cycle;
      cu_.quantum_keeper_.inc(cu_.config_.clock_period * static_cast<double>(ready_ - cycle));
      cu_.trace_cycles_until(ready_ - 1);
      cycle = ready_;
    } else {
      cu_.trace_cycles_until(cycle == 0 ? 0 : cycle - 1);
    }
    if (cu_.cycle_hook_) cu_.cycle_hook_(cycle);
    cu_.sample_vcd(cycle, &inst, *wg.waves[w].state, &wg, static_cast<int>(w));
  }

  // What the instruction costs: issue cycles, and when its results and memory operations are
  // ready.
  void retire(Workgroup& wg, size_t w, const DecodedInst&, const StepResult& result,
              const CommitLog& log) {
    uint64_t& cycle = cu_.cycle_;
    const CuConfig& config = cu_.config_;
    WaveTiming& t = timing_[w];
    unsigned issue_cycles = 1;
    const unsigned passes =
        wg.waves[w].state->wave64() ? std::max(1u, config.wave64_valu_passes) : 1;
    switch (result.unit) {
      case Unit::Valu:
        issue_cycles = passes;
        for (unsigned pass = 0; pass < issue_cycles; ++pass) cu_.valu.issue(cycle + pass);
        mark_written(log, cycle + issue_cycles - 1 + cu_.valu.latency(), t);
        break;
      case Unit::Salu: mark_written(log, cycle + config.salu_latency, t); break;
      case Unit::Smem:
      case Unit::Lds: {
        const uint64_t done =
            cycle + (result.unit == Unit::Smem ? config.smem_latency : config.lds_latency);
        mark_written(log, done, t);
        add_pending(t.lgkm, done);
        break;
      }
      case Unit::Vmem: {
        issue_cycles = passes;
        const uint64_t done = cycle + issue_cycles - 1 + config.vmem_latency;
        mark_written(log, done, t);
        add_pending(log.vgprs.empty() ? t.vs : t.vm, done);
        break;
      }
      default: break;
    }
    issue_cycle_ = cycle;
    cycle += issue_cycles;
    // Most instructions take one cycle: skip the sc_time multiplication for them.
    cu_.quantum_keeper_.inc(issue_cycles == 1
                                ? config.clock_period
                                : config.clock_period * static_cast<double>(issue_cycles));
    if (cu_.quantum_keeper_.need_sync()) cu_.quantum_keeper_.sync();
    current_ = w;
  }

  uint64_t trace_cycle() const { return issue_cycle_; }
  bool needs_commit_log() const { return true; }
  void barrier_released(Workgroup&) {}
  static constexpr bool kConcurrent = false;
  static constexpr bool kHoldsLoads = false;

  // The next workgroup starts when this one's last results are written.
  void end_workgroup(Workgroup&) {
    uint64_t& cycle = cu_.cycle_;
    uint64_t drained = cycle;
    for (const WaveTiming& t : timing_) drained = std::max(drained, latest(t));
    if (drained > cycle) {
      cu_.quantum_keeper_.inc(cu_.config_.clock_period * static_cast<double>(drained - cycle));
      cu_.trace_cycles_until(drained);
      cycle = drained;
    }
  }

 private:
  uint64_t wave_ready_cycle(const DecodedInst& inst, WaveTiming& timing) const;
  uint64_t operands_ready_cycle(const DecodedInst& inst, const WaveTiming& timing) const;
  static uint64_t implicit_reads_ready_cycle(const DecodedInst& inst, const WaveTiming& timing);
  static void mark_written(const CommitLog& log, uint64_t ready_cycle, WaveTiming& timing);

  // s_waitcnt and its kin (the ISA data's waitcnt timing class): their stalls are counter waits.
  static bool waits_for_counters(const DecodedInst& inst) {
    return inst.valid() && inst.info->timing_class == isa::TimingClass::Waitcnt;
  }

  ComputeUnit& cu_;
  std::vector<WaveTiming> timing_;
  size_t current_ = 0;
  uint64_t ready_ = 0;        // when the picked instruction can issue
  uint64_t issue_cycle_ = 0;  // when the last one issued
};

uint64_t ComputeUnit::LooselyTimedPolicy::operands_ready_cycle(const DecodedInst& inst,
                                                               const WaveTiming& timing) const {
  if (!inst.valid()) return cu_.cycle_;
  uint64_t ready = 0;
  for (int i = 0; i < 3; ++i) {
    const uint16_t code = inst.src[i];
    if (code == DecodedInst::kNone) continue;
    const unsigned dwords = source_dwords(inst.info, i);
    for (unsigned k = 0; k < dwords; ++k) {
      if (operand::is_vgpr(code)) {
        ready = std::max(ready, timing.vgpr_ready[(code - operand::kVgprFirst + k) % kNumVgprs]);
      } else if (operand::is_scalar_reg(code) && code + k < kNumScalarRegs) {
        ready = std::max(ready, timing.sreg_ready[code + k]);
      }
    }
  }
  if (is_vector_alu(inst.format)) {
    ready =
        std::max({ready, timing.sreg_ready[operand::kExecLo], timing.sreg_ready[operand::kExecHi]});
  }
  return std::max(ready, implicit_reads_ready_cycle(inst, timing));
}

// Registers an instruction reads without naming them in an operand field, from the generated
// ISA facts: SCC for the SALU selects, carries and branches; VCC for the VOP2 carry-in and select
// forms (their VOP3 forms name the mask in src2, which the fields cover), v_div_fmas, the VCC
// branches and either half of a VOPD pair that is v_dual_cndmask_b32.
uint64_t ComputeUnit::LooselyTimedPolicy::implicit_reads_ready_cycle(const DecodedInst& inst,
                                                                     const WaveTiming& timing) {
  uint8_t reads = inst.info->implicit_reads;
  if (inst.info_y != nullptr) reads |= inst.info_y->implicit_reads;
  uint64_t ready = 0;
  if (reads & isa::kImplicitScc) ready = std::max(ready, timing.scc_ready);
  if (reads & isa::kImplicitVcc) {
    ready =
        std::max({ready, timing.sreg_ready[operand::kVccLo], timing.sreg_ready[operand::kVccHi]});
  }
  return ready;
}

// Every register the instruction wrote (from its commit log, so pairs, EXEC written by
// s_and_saveexec and M0-relative targets are all seen) becomes readable at `ready_cycle`.
void ComputeUnit::LooselyTimedPolicy::mark_written(const CommitLog& log, uint64_t ready_cycle,
                                                   WaveTiming& timing) {
  for (uint16_t reg : log.vgprs) timing.vgpr_ready[reg % kNumVgprs] = ready_cycle;
  for (uint16_t code : log.sregs) {
    if (code < kNumScalarRegs) timing.sreg_ready[code] = ready_cycle;
  }
  if (log.scc) timing.scc_ready = ready_cycle;
}

// A wave's next instruction can issue when its sources are ready and, for a counter wait, when
// its counters have come down far enough (which counts and where: isa::wait_spec). This policy
// keeps three lists: loads, stores, and the rest (LDS and scalar memory together, as gfx11's
// lgkmcnt; RDNA4's dscnt and kmcnt each wait for both here).
uint64_t ComputeUnit::LooselyTimedPolicy::wave_ready_cycle(const DecodedInst& inst,
                                                           WaveTiming& timing) const {
  uint64_t ready = operands_ready_cycle(inst, timing);
  if (!inst.valid()) return ready;
  const isa::WaitSpec* spec = isa::wait_spec(inst.arch, inst.info->op);
  if (spec == nullptr) return ready;
  const unsigned imm = inst.simm16;
  for (unsigned i = 0; i < spec->count; ++i) {
    const isa::WaitField& f = spec->fields[i];
    std::vector<uint64_t>* list = (f.events & isa::kWaitEventVmemRead)    ? &timing.vm
                                  : (f.events & isa::kWaitEventVmemWrite) ? &timing.vs
                                  : (f.events & (isa::kWaitEventLds | isa::kWaitEventSmem))
                                      ? &timing.lgkm
                                      : nullptr;  // export: not kept
    if (list == nullptr) continue;
    const unsigned allowed = imm >> f.lo & ((1u << f.bits) - 1);
    ready = std::max(ready, counter_ready(*list, allowed, cu_.cycle_));
  }
  return ready;
}

void ComputeUnit::trace_cycles_until(uint64_t cycle) {
  if (vcd_ == nullptr) return;
  // Only cycles where a stage bit can change need a time step; after the pipeline empties the
  // bits stay 0, so skip ahead.
  uint64_t t = last_traced_cycle_ + 1;
  while (t <= cycle) {
    if (cycle_hook_) cycle_hook_(t);
    if (!vcd_pending_.empty()) flush_vcd_until(t);
    const uint64_t bits = valu.stage_valid(t);
    vcd_->set(vcd_ids_.stage_valid, bits);
    vcd_->advance(t);
    if (bits == 0) break;
    ++t;
  }
  last_traced_cycle_ = cycle;
}

void ComputeUnit::sample_vcd(uint64_t cycle, const DecodedInst* inst, const WaveState& wave,
                             const Workgroup* wg, int wave_in_workgroup) {
  if (vcd_ == nullptr) return;
  if (!vcd_pending_.empty()) flush_vcd_until(cycle);
  // A wave of a workgroup --wave-workgroups leaves out leaves the signals as they were.
  if (wg != nullptr && !vcd_filter_.records_workgroup(wg->index)) return;
  const auto scoped = vcd_ids_.wave_scope.find(wave.wave_id);
  if (scoped != vcd_ids_.wave_scope.end()) {
    vcd_->set(scoped->second.first, wave.pc);
    vcd_->set(scoped->second.second, wave.exec());
  }
  if (wg != nullptr) {
    vcd_->set(vcd_ids_.wave_in_workgroup, static_cast<uint64_t>(wave_in_workgroup));
    for (size_t d = 0; d < 3; ++d) vcd_->set(vcd_ids_.workgroup[d], wg->id[d]);
  }
  vcd_->set(vcd_ids_.pc, wave.pc);
  if (inst != nullptr) {
    uint32_t words[3] = {inst->words[0], 0, 0};
    for (unsigned i = 1; i < inst->num_words; ++i) words[i] = inst->words[i];
    vcd_->set_words(vcd_ids_.instr, words, 3);
    vcd_->set(vcd_ids_.instr0, inst->words[0]);
    vcd_->set(vcd_ids_.instr1, inst->num_words > 1 ? inst->words[1] : 0);
    vcd_->set(vcd_ids_.instr2, inst->num_words > 2 ? inst->words[2] : 0);
  }
  vcd_->set(vcd_ids_.wave_id, wave.wave_id);
  vcd_->set(vcd_ids_.exec, wave.exec());
  vcd_->set(vcd_ids_.vcc, wave.vcc());
  vcd_->set(vcd_ids_.retired, stats_.instructions);
  vcd_->set(vcd_ids_.stage_valid, valu.stage_valid(cycle));
  vcd_->advance(cycle);
  last_traced_cycle_ = std::max(last_traced_cycle_, cycle);
}

std::vector<const CycleUnits*> ComputeUnit::all_cycle_units() const {
  std::vector<const CycleUnits*> units;
  if (cycle_units_) units.push_back(cycle_units_.get());
  for (const auto& unit : gpu_units_) units.push_back(&unit->units);
  return units;
}

void ComputeUnit::run_cycle_mode() {
  CycleWorkload workload;
  if (dispatch_ != nullptr) {
    workload.wave64 = dispatch_->wave_size() == 64;
    workload.vgprs_per_wave = dispatch_->descriptor().vgpr_count();
    workload.workgroups = dispatch_->workgroup_count();
  } else {
    workload.wave64 = wave_.wave64();
  }
  workload.code_bytes = code_.size();
  workload.program_path = program_path_;
  CycleObservers observers;
  observers.timeline = timeline_;
  observers.profile = profile_;
  observers.trace = trace_;
  if (!gpu_units_.empty()) {
    run_gpu(workload, observers);
    return;
  }
  CyclePolicy policy(*this, config_.timing, *cycle_units_, decode, valu, stats_, workload,
                     observers);
  run_timed_engine(policy);
}

void ComputeUnit::run_gpu(const CycleWorkload& workload, const CycleObservers& observers) {
  const timing::GpuTopology& t = gpu_shape_.topology;
  const bool wgp_mode = config_.timing.wgp_mode;
  std::vector<GpuUnit> units(gpu_units_.size());
  std::vector<std::string> labels;  // the timeline's SIMD track groups, by place
  for (size_t k = 0; k < units.size(); ++k) {
    GpuUnit& u = units[k];
    // Units in the GPU's order: engine-major, then array, WGP and (in CU mode) CU.
    const size_t wgp = wgp_mode ? k : k / gpu_shape_.cus_per_wgp;
    u.cu = wgp_mode ? 0 : static_cast<unsigned>(k % gpu_shape_.cus_per_wgp);
    u.wgp = static_cast<unsigned>(wgp % t.wgps_per_array);
    u.array = static_cast<unsigned>(wgp / t.wgps_per_array % t.arrays_per_engine);
    u.engine = static_cast<unsigned>(wgp / t.wgps_per_engine());
    u.units = &gpu_units_[k]->units;
    u.stats = std::make_unique<Stats>();
    const std::string unit =
        "SE" + std::to_string(u.engine) + " " + (wgp_mode ? "WGP" : "CU") + std::to_string(k);
    for (size_t s = 0; s < u.units->arbiters.size(); ++s) {
      labels.push_back(unit + " SIMD" + std::to_string(s));
    }
  }
  if (timeline_ != nullptr) timeline_->set_simd_labels(std::move(labels));
  CycleHost& host = *this;
  unsigned simd_base = 0;
  for (size_t k = 0; k < units.size(); ++k) {
    CycleObservers unit_observers = observers;
    unit_observers.simd_base = simd_base;
    simd_base += static_cast<unsigned>(units[k].units->arbiters.size());
    units[k].policy =
        std::make_unique<CyclePolicy>(host, config_.timing, gpu_units_[k]->units, decode, valu,
                                      *units[k].stats, workload, unit_observers);
  }
  const bool follows_time = vcd_ != nullptr || trace_ != nullptr || cycle_hook_;
  // Units with memory of their own share nothing that time order would change; the shared
  // memory's channels count lines per period, whatever order they arrive in (RateChannel).
  const uint64_t lookahead = follows_time ? 0 : config_.gpu_lookahead_cycles;
  GpuPolicy policy(units, gpu_shape_, wgp_mode,
                   config_.shared_gpu_memory ? gpu_memory_.get() : nullptr, stats_, lookahead,
                   config_.timing.queue_window_cycles);
  gpu_policy_ = &policy;
  try {
    run_timed_engine(policy);
  } catch (...) {
    gpu_policy_ = nullptr;
    throw;
  }
  gpu_policy_ = nullptr;
}

void ComputeUnit::reach_issue(uint64_t /*last*/, uint64_t cycle, const DecodedInst& inst,
                              const Workgroup& wg, size_t wave) {
  // A GPU's units issue up to its lookahead apart, and a unit behind the one issuing now still
  // sends requests timed at its own, earlier cycles: SystemC time goes no further than the
  // earliest unit's next issue, since a transaction's delay from it cannot be negative (a
  // request behind it would be served late, at SystemC's time).
  const uint64_t reach =
      gpu_policy_ != nullptr ? std::min(cycle, gpu_policy_->earliest_issue()) : cycle;
  const uint64_t last = cycle_;
  if (reach > last) {
    quantum_keeper_.inc(cycle_times_.of(reach - last));
    if (quantum_keeper_.need_sync()) quantum_keeper_.sync();
  }
  cycle_ = std::max(cycle_, reach);
  if (vcd_ != nullptr) trace_cycles_until(cycle == 0 ? 0 : cycle - 1);  // else a no-op
  if (cycle_hook_) cycle_hook_(cycle);
  if (vcd_ != nullptr) {
    sample_vcd(cycle, &inst, *wg.waves[wave].state, &wg, static_cast<int>(wave));
  }
}

void ComputeUnit::waveform_at(uint64_t cycle, Signal signal, unsigned simd, unsigned index,
                              uint64_t value) {
  const int id = signal == Signal::SlotState  ? vcd_ids_.slot_state[simd][index]
                 : signal == Signal::SlotWave ? vcd_ids_.slot_wave[simd][index]
                                              : vcd_ids_.simd_issue[simd][index];
  vcd_at(cycle, id, value);
}

uint64_t ComputeUnit::wait_for(const sc_core::sc_event& event) {
  quantum_keeper_.sync();
  sc_core::wait(event);
  return sc_core::sc_time_stamp().value() / config_.clock_period.value();
}

void ComputeUnit::run_wave() {
  stats_.timing = config_.mode == TimingMode::Cycle ? "cycle" : "loosely-timed";
  try {
    if (config_.mode == TimingMode::Cycle) {
      run_cycle_mode();
    } else {
      LooselyTimedPolicy timing(*this);
      run_engine(timing);
    }
    finished_ = true;
  } catch (const ModelError& e) {
    error_ = e.what();
  } catch (const InputError& e) {
    error_ = e.what();
    error_is_input_ = true;
  }
  if (config_.mode == TimingMode::LooselyTimed) stats_.cycles = cycle_;
  stats_.fetch_dmi_reads = fetch.dmi_reads();
  stats_.fetch_transport_reads = fetch.transport_reads();
  stats_.decodes = decode.decodes();
  if (data_port) {
    stats_.global_dmi_accesses = data_port->dmi_accesses();
    stats_.global_transport_accesses = data_port->transport_accesses();
  }
  // What was written up to a fault stays readable; a file that cannot take it is an error of
  // its own (unless the run already stopped on one).
  try {
    if (finished_) trace_cycles_until(cycle_);
    if (vcd_ != nullptr) {
      flush_vcd_until(~uint64_t{0});
      // The end of the run: the last wave's signals stay as they were.
      vcd_->set(vcd_ids_.retired, stats_.instructions);
      vcd_->advance(cycle_);
      vcd_->flush();
    }
    if (trace_ != nullptr) trace_->flush();
  } catch (const InputError& e) {
    if (error_.empty()) {
      finished_ = false;
      error_ = e.what();
      error_is_input_ = true;
    }
  }
  quantum_keeper_.sync();
  sc_core::sc_stop();
}

}  // namespace cutlm::tlm_model
