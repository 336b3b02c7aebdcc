#include "tlm/compute_unit.h"

#include <algorithm>
#include <cstdio>

#include "core/errors.h"
#include "core/operands.h"
#include "core/runner.h"

namespace cutlm::tlm_model {

using sc_core::sc_time;

std::string CuStats::to_json() const {
  char buf[512];
  std::snprintf(
      buf, sizeof buf,
      "{\"instructions\": %llu, \"valu_instructions\": %llu, \"salu_instructions\": %llu, "
      "\"other_instructions\": %llu, \"cycles\": %llu, \"dependency_stall_cycles\": %llu, "
      "\"fetch_dmi_reads\": %llu, \"fetch_transport_reads\": %llu, \"decodes\": %llu}",
      static_cast<unsigned long long>(instructions),
      static_cast<unsigned long long>(valu_instructions),
      static_cast<unsigned long long>(salu_instructions),
      static_cast<unsigned long long>(other_instructions), static_cast<unsigned long long>(cycles),
      static_cast<unsigned long long>(dependency_stall_cycles),
      static_cast<unsigned long long>(fetch_dmi_reads),
      static_cast<unsigned long long>(fetch_transport_reads),
      static_cast<unsigned long long>(decodes));
  std::string text = buf;
  if (!dispatch) return text;
  std::snprintf(buf, sizeof buf,
                ", \"workgroups\": %llu, \"waves\": %llu, \"memory_instructions\": %llu, "
                "\"waitcnt_stall_cycles\": %llu, \"barrier_releases\": %llu, "
                "\"global_dmi_accesses\": %llu, \"global_transport_accesses\": %llu}",
                static_cast<unsigned long long>(workgroups), static_cast<unsigned long long>(waves),
                static_cast<unsigned long long>(memory_instructions),
                static_cast<unsigned long long>(waitcnt_stall_cycles),
                static_cast<unsigned long long>(barrier_releases),
                static_cast<unsigned long long>(global_dmi_accesses),
                static_cast<unsigned long long>(global_transport_accesses));
  text.pop_back();  // the closing brace, reopened for the dispatch fields
  return text + buf;
}

ValuPipeline::ValuPipeline(sc_core::sc_module_name name, unsigned latency)
    : sc_core::sc_module(name), latency_(std::max(1u, std::min(latency, 64u))) {}

uint64_t ValuPipeline::stage_valid(uint64_t cycle) const {
  // Stage k at `cycle` holds what issued at cycle - k, i.e. history bit j with
  // k = cycle - last_issue_ + j.
  uint64_t bits;
  if (cycle >= last_issue_) {
    const uint64_t ahead = cycle - last_issue_;
    bits = ahead >= 64 ? 0 : issue_history_ << ahead;
  } else {
    const uint64_t behind = last_issue_ - cycle;
    bits = behind >= 64 ? 0 : issue_history_ >> behind;
  }
  return latency_ >= 64 ? bits : bits & ((1ull << latency_) - 1);
}

void ValuPipeline::issue(uint64_t cycle) {
  if (issue_history_ != 0 && cycle < last_issue_) return;
  const uint64_t ahead = cycle - last_issue_;
  issue_history_ = ahead >= 64 ? 0 : issue_history_ << ahead;
  issue_history_ |= 1;
  last_issue_ = cycle;
}

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
      decode("decode", fetch, code_.size()),
      sgpr_file("sgpr_file", reinterpret_cast<uint8_t*>(wave_.sreg_storage()),
                kNumScalarRegs * sizeof(uint32_t), /*writable=*/true, sc_core::SC_ZERO_TIME),
      vgpr_file("vgpr_file", reinterpret_cast<uint8_t*>(wave_.vgpr_storage()),
                wave_.vgpr_storage_words() * sizeof(uint32_t), /*writable=*/true,
                sc_core::SC_ZERO_TIME),
      valu("valu", config.valu_latency),
      sgpr_debug("sgpr_debug"),
      vgpr_debug("vgpr_debug") {
  fetch.insn.bind(imem.in);
  sgpr_debug.bind(sgpr_file.in);
  vgpr_debug.bind(vgpr_file.in);
  if (dispatch_ != nullptr) {
    global_memory = std::make_unique<GlobalMemoryTarget>("global_memory", dispatch_->memory(),
                                                         sc_core::SC_ZERO_TIME);
    data_port = std::make_unique<DataPort>("data_port");
    data_port->data.bind(global_memory->in);
  }
  tlm_utils::tlm_quantumkeeper::set_global_quantum(config_.quantum);
  quantum_keeper_.reset();
  SC_THREAD(run_wave);
}

void ComputeUnit::set_vcd(VcdWriter* vcd) {
  vcd_ = vcd;
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
}

uint32_t ComputeUnit::debug_read_sgpr(uint16_t code) {
  uint32_t value = 0;
  tlm::tlm_generic_payload p;
  p.set_command(tlm::TLM_READ_COMMAND);
  p.set_address(static_cast<uint64_t>(code) * sizeof(uint32_t));
  p.set_data_ptr(reinterpret_cast<unsigned char*>(&value));
  p.set_data_length(sizeof value);
  sgpr_debug->transport_dbg(p);
  return value;
}

void ComputeUnit::run_wave() {
  try {
    if (dispatch_ != nullptr)
      execute_dispatch();
    else
      execute_wave();
    finished_ = true;
  } catch (const ModelError& e) {
    error_ = e.what();
  } catch (const InputError& e) {
    error_ = e.what();
    error_is_input_ = true;
  }
  stats_.cycles = cycle_;
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
    if (vcd_ != nullptr) vcd_->flush();
    if (trace_ != nullptr) trace_->flush();
  } catch (const InputError& e) {
    if (error_.empty()) {
      finished_ = false;
      error_ = e.what();
      error_is_input_ = true;
    }
  }
  sc_core::sc_stop();
}

void ComputeUnit::report_progress() {
  if (!progress_hook_) return;
  CuProgress progress;
  progress.workgroups_done = stats_.workgroups;
  progress.workgroups_total = dispatch_ != nullptr ? dispatch_->workgroup_count() : 0;
  progress.instructions = stats_.instructions;
  progress_hook_(progress);
}

namespace {

unsigned source_dwords(const isa::InstInfo* info, int index) {
  const isa::OperandInfo* o = source_operand(info, index);
  return o != nullptr && o->bits > 32 ? o->bits / 32 : 1;
}

bool is_vector_alu(isa::Format format) { return format_family(format) == FormatFamily::VectorAlu; }

}  // namespace

uint64_t ComputeUnit::operands_ready_cycle(const DecodedInst& inst,
                                           const WaveTiming& timing) const {
  if (!inst.valid()) return cycle_;
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

// Registers an instruction reads without naming them in an operand field: SCC for the SALU
// selects, carries and branches, VCC for the VOP2 carry-in and select forms, v_div_fmas and the
// VCC branches.
uint64_t ComputeUnit::implicit_reads_ready_cycle(const DecodedInst& inst,
                                                 const WaveTiming& timing) {
  using isa::Op;
  const uint64_t vcc_ready =
      std::max(timing.sreg_ready[operand::kVccLo], timing.sreg_ready[operand::kVccHi]);
  switch (inst.info->op) {
    case Op::S_CBRANCH_SCC0:
    case Op::S_CBRANCH_SCC1:
    case Op::S_CSELECT_B32:
    case Op::S_CSELECT_B64:
    case Op::S_ADDC_U32:
    case Op::S_SUBB_U32:
    case Op::S_CMOV_B32:
    case Op::S_CMOV_B64:
    case Op::S_CMOVK_I32: return timing.scc_ready;
    case Op::S_CBRANCH_VCCZ:
    case Op::S_CBRANCH_VCCNZ:
    case Op::V_DIV_FMAS_F32:
    case Op::V_DIV_FMAS_F64: return vcc_ready;
    case Op::V_CNDMASK_B32:
    case Op::V_ADD_CO_CI_U32:
    case Op::V_SUB_CO_CI_U32:
    case Op::V_SUBREV_CO_CI_U32:
      // The VOP3 forms name their mask operand (src2), which the fields cover.
      return inst.format == isa::Format::VOP2 ? vcc_ready : 0;
    default: return 0;
  }
}

// Every register the instruction wrote (from its commit log, so pairs, EXEC written by
// s_and_saveexec and M0-relative targets are all seen) becomes readable at `ready_cycle`.
void ComputeUnit::mark_written(const CommitLog& log, uint64_t ready_cycle, WaveTiming& timing) {
  for (uint16_t reg : log.vgprs) timing.vgpr_ready[reg % kNumVgprs] = ready_cycle;
  for (uint16_t code : log.sregs) {
    if (code < kNumScalarRegs) timing.sreg_ready[code] = ready_cycle;
  }
  if (log.scc) timing.scc_ready = ready_cycle;
}

void ComputeUnit::trace_cycles_until(uint64_t cycle) {
  if (vcd_ == nullptr) return;
  // Only cycles where a stage bit can change need a time step; after the pipeline empties the
  // bits stay 0, so skip ahead.
  uint64_t t = last_traced_cycle_ + 1;
  while (t <= cycle) {
    if (cycle_hook_) cycle_hook_(t);
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

void ComputeUnit::execute_wave() {
  Program program_view;
  program_view.path = program_path_;
  CommitLog log;
  while (true) {
    if (wave_.pc >= code_.size()) {
      program_view.code.resize(code_.size());
      throw ModelError(pc_outside_program(program_view, wave_.pc));
    }
    if (stats_.instructions >= config_.max_instructions) {
      char buf[160];
      std::snprintf(buf, sizeof buf,
                    "pc 0x%llx: more than %llu instructions retired without s_endpgm "
                    "(runaway loop? raise --max-instructions)",
                    static_cast<unsigned long long>(wave_.pc),
                    static_cast<unsigned long long>(config_.max_instructions));
      throw ModelError(buf);
    }
    sc_time delay = quantum_keeper_.get_local_time();
    const DecodedInst& inst = decode.at(wave_.pc, delay, wave_.wave64());
    quantum_keeper_.set(delay);

    // Interlock: wait until every source is ready.
    const uint64_t ready = operands_ready_cycle(inst, timing_);
    if (ready > cycle_) {
      stats_.dependency_stall_cycles += ready - cycle_;
      quantum_keeper_.inc(config_.clock_period * static_cast<double>(ready - cycle_));
      trace_cycles_until(ready - 1);
      cycle_ = ready;
    } else {
      trace_cycles_until(cycle_ == 0 ? 0 : cycle_ - 1);
    }
    if (cycle_hook_) cycle_hook_(cycle_);
    sample_vcd(cycle_, &inst, wave_);

    log.clear();
    const StepResult result = executor_.step(inst, wave_, &log);
    ++stats_.instructions;
    unsigned issue_cycles = 1;
    switch (result.unit) {
      case Unit::Valu: {
        ++stats_.valu_instructions;
        issue_cycles = wave_.wave64() ? std::max(1u, config_.wave64_valu_passes) : 1;
        for (unsigned pass = 0; pass < issue_cycles; ++pass) valu.issue(cycle_ + pass);
        mark_written(log, cycle_ + issue_cycles - 1 + valu.latency(), timing_);
        break;
      }
      case Unit::Salu:
        ++stats_.salu_instructions;
        mark_written(log, cycle_ + config_.salu_latency, timing_);
        break;
      default: ++stats_.other_instructions; break;
    }
    if (trace_ != nullptr) trace_->retire(inst, wave_.pc, wave_, log, cycle_);
    cycle_ += issue_cycles;
    // Most instructions take one cycle: skip the sc_time multiplication for them.
    quantum_keeper_.inc(issue_cycles == 1
                            ? config_.clock_period
                            : config_.clock_period * static_cast<double>(issue_cycles));
    if (quantum_keeper_.need_sync()) quantum_keeper_.sync();
    if (result.ended) break;
    wave_.pc = result.next_pc;
  }
  // The wave is done when its last results are written.
  uint64_t drained = cycle_;
  for (uint64_t r : timing_.vgpr_ready) drained = std::max(drained, r);
  for (uint64_t r : timing_.sreg_ready) drained = std::max(drained, r);
  trace_cycles_until(drained);
  if (vcd_ != nullptr) {
    sample_vcd(drained, nullptr, wave_);
  }
  cycle_ = drained;
  quantum_keeper_.sync();
}

}  // namespace cutlm::tlm_model

namespace cutlm::tlm_model {
namespace {

// Adds a completion cycle, keeping the list in completion order.
void add_pending(std::vector<uint64_t>& pending, uint64_t done) {
  pending.insert(std::upper_bound(pending.begin(), pending.end(), done), done);
}

// The cycle from which at most `allowed` operations of `pending` are outstanding.
uint64_t counter_ready(std::vector<uint64_t>& pending, unsigned allowed, uint64_t now) {
  const auto done = std::upper_bound(pending.begin(), pending.end(), now);
  pending.erase(pending.begin(), done);
  if (pending.size() <= allowed) return 0;
  return pending[pending.size() - 1 - allowed];
}

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

// A wave's next instruction can issue when its sources are ready and, for s_waitcnt, when its
// counters have come down far enough (gfx11 s_waitcnt: vmcnt [15:10], lgkmcnt [9:4]).
uint64_t ComputeUnit::wave_ready_cycle(const DecodedInst& inst, WaveTiming& timing) const {
  uint64_t ready = operands_ready_cycle(inst, timing);
  if (!inst.valid()) return ready;
  const unsigned imm = inst.simm16;
  switch (inst.info->op) {
    case isa::Op::S_WAITCNT:
      ready = std::max(ready, counter_ready(timing.vm, imm >> 10 & 0x3f, cycle_));
      ready = std::max(ready, counter_ready(timing.lgkm, imm >> 4 & 0x3f, cycle_));
      break;
    case isa::Op::S_WAITCNT_VMCNT:
      ready = std::max(ready, counter_ready(timing.vm, imm & 0x3f, cycle_));
      break;
    case isa::Op::S_WAITCNT_VSCNT:
      ready = std::max(ready, counter_ready(timing.vs, imm & 0x3f, cycle_));
      break;
    case isa::Op::S_WAITCNT_LGKMCNT:
      ready = std::max(ready, counter_ready(timing.lgkm, imm & 0x3f, cycle_));
      break;
    default: break;
  }
  return ready;
}

void ComputeUnit::execute_dispatch() {
  stats_.dispatch = true;
  for (uint64_t i = 0; i < dispatch_->workgroup_count(); ++i) {
    std::unique_ptr<Workgroup> wg = dispatch_->make_workgroup(i, *data_port);
    stats_.waves += wg->waves.size();
    run_workgroup(*wg);
    ++stats_.workgroups;
    report_progress();
  }
  trace_cycles_until(cycle_);
  if (vcd_ != nullptr) {
    // The end of the dispatch: the last wave's signals stay as they were.
    vcd_->set(vcd_ids_.retired, stats_.instructions);
    vcd_->advance(cycle_);
  }
  quantum_keeper_.sync();
}

void ComputeUnit::run_workgroup(Workgroup& wg) {
  const size_t n = wg.waves.size();
  std::vector<WaveTiming> timing(n);
  for (WaveTiming& t : timing) {
    t.vgpr_ready.fill(cycle_);
    t.sreg_ready.fill(cycle_);
  }
  CommitLog log;
  size_t current = 0;
  while (wg.live() > 0) {
    // The wave that issues: the last one while it stays ready, else the first ready one after
    // it, else the one that becomes ready first.
    size_t pick = n;
    uint64_t pick_ready = ~0ull;
    const DecodedInst* pick_inst = nullptr;
    for (size_t k = 0; k < n; ++k) {
      const size_t w = (current + k) % n;
      WaveSlot& slot = wg.waves[w];
      if (slot.status != WaveStatus::Running) continue;
      WaveState& wave = *slot.state;
      if (wave.pc >= code_.size())
        throw_pc_outside(wg, static_cast<int>(w), wave.pc, dispatch_->program());
      // Fetch time (first decode of an address only) goes to the quantum keeper.
      sc_time fetch_delay = sc_core::SC_ZERO_TIME;
      const DecodedInst& inst = decode.at(wave.pc, fetch_delay, wave.wave64());
      if (fetch_delay != sc_core::SC_ZERO_TIME) quantum_keeper_.inc(fetch_delay);
      const uint64_t ready = wave_ready_cycle(inst, timing[w]);
      if (ready < pick_ready) {
        pick = w;
        pick_ready = ready;
        pick_inst = &inst;
      }
      if (ready <= cycle_) break;
    }
    if (pick == n) throw ModelError("internal: no wave can issue while waves are live");
    WaveSlot& slot = wg.waves[pick];
    WaveState& wave = *slot.state;
    WaveTiming& t = timing[pick];
    const uint64_t pc = wave.pc;
    if (slot.instructions >= config_.max_instructions) {
      throw_runaway(wg, static_cast<int>(pick), pc, config_.max_instructions);
    }
    if (stats_.instructions >= config_.max_total_instructions) {
      throw_dispatch_limit(wg, static_cast<int>(pick), pc, config_.max_total_instructions);
    }
    // Decoded while picking: the cache keeps aligned entries in place. A misaligned pc's entry
    // is a scratch slot that another wave's decode may have reused since, so decode it again.
    if (pc % 4 != 0) {
      sc_time delay = quantum_keeper_.get_local_time();
      pick_inst = &decode.at(pc, delay, wave.wave64());
      quantum_keeper_.set(delay);
    }
    const DecodedInst& inst = *pick_inst;
    if (pick_ready > cycle_) {
      if (inst.valid() && inst.format == isa::Format::SOPP && inst.info->op != isa::Op::S_BARRIER) {
        stats_.waitcnt_stall_cycles += pick_ready - cycle_;
      } else {
        stats_.dependency_stall_cycles += pick_ready - cycle_;
      }
      quantum_keeper_.inc(config_.clock_period * static_cast<double>(pick_ready - cycle_));
      trace_cycles_until(pick_ready - 1);
      cycle_ = pick_ready;
    } else {
      trace_cycles_until(cycle_ == 0 ? 0 : cycle_ - 1);
    }
    if (cycle_hook_) cycle_hook_(cycle_);
    sample_vcd(cycle_, &inst, wave, &wg, static_cast<int>(pick));

    log.clear();
    StepResult result;
    try {
      result = executor_.step(inst, wave, &log);
    } catch (...) {
      throw_wave_fault(wg, static_cast<int>(pick), inst, pc, executor_, std::current_exception());
    }
    ++slot.instructions;
    if (++stats_.instructions % kProgressInterval == 0) report_progress();
    unsigned issue_cycles = 1;
    const unsigned passes = wave.wave64() ? std::max(1u, config_.wave64_valu_passes) : 1;
    switch (result.unit) {
      case Unit::Valu:
        ++stats_.valu_instructions;
        issue_cycles = passes;
        for (unsigned pass = 0; pass < issue_cycles; ++pass) valu.issue(cycle_ + pass);
        mark_written(log, cycle_ + issue_cycles - 1 + valu.latency(), t);
        break;
      case Unit::Salu:
        ++stats_.salu_instructions;
        mark_written(log, cycle_ + config_.salu_latency, t);
        break;
      case Unit::Smem:
      case Unit::Lds: {
        ++stats_.memory_instructions;
        const uint64_t done =
            cycle_ + (result.unit == Unit::Smem ? config_.smem_latency : config_.lds_latency);
        mark_written(log, done, t);
        add_pending(t.lgkm, done);
        break;
      }
      case Unit::Vmem: {
        ++stats_.memory_instructions;
        issue_cycles = passes;
        const uint64_t done = cycle_ + issue_cycles - 1 + config_.vmem_latency;
        mark_written(log, done, t);
        add_pending(log.vgprs.empty() ? t.vs : t.vm, done);
        break;
      }
      default: ++stats_.other_instructions; break;
    }
    if (trace_ != nullptr) trace_->retire(inst, pc, wave, log, cycle_);
    cycle_ += issue_cycles;
    // Most instructions take one cycle: skip the sc_time multiplication for them.
    quantum_keeper_.inc(issue_cycles == 1
                            ? config_.clock_period
                            : config_.clock_period * static_cast<double>(issue_cycles));
    if (quantum_keeper_.need_sync()) quantum_keeper_.sync();
    current = pick;
    if (result.ended) {
      if (wg.end_wave(static_cast<int>(pick))) ++stats_.barrier_releases;
      continue;
    }
    wave.pc = result.next_pc;
    if (result.barrier && wg.arrive_at_barrier(static_cast<int>(pick), pc)) {
      ++stats_.barrier_releases;
    }
  }
  // The next workgroup starts when this one's last results are written.
  uint64_t drained = cycle_;
  for (const WaveTiming& t : timing) drained = std::max(drained, latest(t));
  if (drained > cycle_) {
    quantum_keeper_.inc(config_.clock_period * static_cast<double>(drained - cycle_));
    trace_cycles_until(drained);
    cycle_ = drained;
  }
}

}  // namespace cutlm::tlm_model
