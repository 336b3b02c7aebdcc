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
  return buf;
}

ValuPipeline::ValuPipeline(sc_core::sc_module_name name, unsigned latency)
    : sc_core::sc_module(name), latency_(std::max(1u, std::min(latency, 64u))) {}

uint64_t ValuPipeline::stage_valid(uint64_t cycle) const {
  uint64_t bits = 0;
  for (uint64_t issued : last_issues_) {
    if (issued <= cycle && cycle - issued < latency_) bits |= 1ull << (cycle - issued);
  }
  return bits;
}

void ValuPipeline::trim(uint64_t cycle) {
  // Keep only instructions that can still be in a stage.
  last_issues_.erase(std::remove_if(last_issues_.begin(), last_issues_.end(),
                                    [&](uint64_t issued) { return issued + latency_ <= cycle; }),
                     last_issues_.end());
}

ComputeUnit::ComputeUnit(sc_core::sc_module_name name, const Program& program, WaveState& wave,
                         const CuConfig& config)
    : sc_core::sc_module(name),
      code_(program.code),
      program_path_(program.path),
      wave_(wave),
      config_(config),
      imem("imem", code_.data(), code_.size(), /*writable=*/false, sc_core::SC_ZERO_TIME),
      fetch("fetch"),
      decode("decode", fetch, code_.size()),
      sgpr_file("sgpr_file", reinterpret_cast<uint8_t*>(wave.sreg_storage()),
                kNumScalarRegs * sizeof(uint32_t), /*writable=*/true, sc_core::SC_ZERO_TIME),
      vgpr_file("vgpr_file", reinterpret_cast<uint8_t*>(wave.vgpr_storage()),
                wave.vgpr_storage_words() * sizeof(uint32_t), /*writable=*/true,
                sc_core::SC_ZERO_TIME),
      valu("valu", config.valu_latency),
      sgpr_debug("sgpr_debug"),
      vgpr_debug("vgpr_debug") {
  fetch.insn.bind(imem.in);
  sgpr_debug.bind(sgpr_file.in);
  vgpr_debug.bind(vgpr_file.in);
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
  vcd_ids_.wave_id = vcd_->add_signal(scope, "wave_id", 8);
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
  if (vcd_ != nullptr) vcd_->flush();
  if (trace_ != nullptr) trace_->flush();
  sc_core::sc_stop();
}

namespace {

unsigned source_dwords(const isa::InstInfo* info, int index) {
  const isa::OperandInfo* o = source_operand(info, index);
  return o != nullptr && o->bits > 32 ? o->bits / 32 : 1;
}

bool is_vector_alu(isa::Format format) { return format_family(format) == FormatFamily::VectorAlu; }

}  // namespace

uint64_t ComputeUnit::operands_ready_cycle(const DecodedInst& inst) const {
  if (!inst.valid()) return cycle_;
  uint64_t ready = 0;
  for (int i = 0; i < 3; ++i) {
    const uint16_t code = inst.src[i];
    if (code == DecodedInst::kNone) continue;
    const unsigned dwords = source_dwords(inst.info, i);
    for (unsigned k = 0; k < dwords; ++k) {
      if (operand::is_vgpr(code)) {
        ready = std::max(ready, vgpr_ready_[(code - operand::kVgprFirst + k) % kNumVgprs]);
      } else if (operand::is_scalar_reg(code) && code + k < kNumScalarRegs) {
        ready = std::max(ready, sreg_ready_[code + k]);
      }
    }
  }
  if (is_vector_alu(inst.format)) {
    ready = std::max({ready, sreg_ready_[operand::kExecLo], sreg_ready_[operand::kExecHi]});
  }
  return ready;
}

// Every register the instruction wrote (from its commit log, so pairs, EXEC written by
// s_and_saveexec and M0-relative targets are all seen) becomes readable at `ready_cycle`.
void ComputeUnit::mark_written(const CommitLog& log, uint64_t ready_cycle) {
  for (uint16_t reg : log.vgprs) vgpr_ready_[reg % kNumVgprs] = ready_cycle;
  for (uint16_t code : log.sregs) {
    if (code < kNumScalarRegs) sreg_ready_[code] = ready_cycle;
  }
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

void ComputeUnit::sample_vcd(uint64_t cycle, const DecodedInst* inst) {
  if (vcd_ == nullptr) return;
  vcd_->set(vcd_ids_.pc, wave_.pc);
  if (inst != nullptr) {
    uint32_t words[3] = {inst->words[0], 0, 0};
    for (unsigned i = 1; i < inst->num_words; ++i) words[i] = inst->words[i];
    vcd_->set_words(vcd_ids_.instr, words, 3);
    vcd_->set(vcd_ids_.instr0, inst->words[0]);
    vcd_->set(vcd_ids_.instr1, inst->num_words > 1 ? inst->words[1] : 0);
    vcd_->set(vcd_ids_.instr2, inst->num_words > 2 ? inst->words[2] : 0);
  }
  vcd_->set(vcd_ids_.wave_id, wave_.wave_id);
  vcd_->set(vcd_ids_.exec, wave_.exec());
  vcd_->set(vcd_ids_.vcc, wave_.vcc());
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
    const uint64_t ready = operands_ready_cycle(inst);
    if (ready > cycle_) {
      stats_.dependency_stall_cycles += ready - cycle_;
      quantum_keeper_.inc(config_.clock_period * static_cast<double>(ready - cycle_));
      trace_cycles_until(ready - 1);
      cycle_ = ready;
    } else {
      trace_cycles_until(cycle_ == 0 ? 0 : cycle_ - 1);
    }
    if (cycle_hook_) cycle_hook_(cycle_);
    sample_vcd(cycle_, &inst);

    log.clear();
    const StepResult result = executor_.step(inst, wave_, &log);
    ++stats_.instructions;
    unsigned issue_cycles = 1;
    switch (result.unit) {
      case Unit::Valu: {
        ++stats_.valu_instructions;
        issue_cycles = wave_.wave64() ? std::max(1u, config_.wave64_valu_passes) : 1;
        for (unsigned pass = 0; pass < issue_cycles; ++pass) valu.issue(cycle_ + pass);
        mark_written(log, cycle_ + issue_cycles - 1 + valu.latency());
        break;
      }
      case Unit::Salu:
        ++stats_.salu_instructions;
        mark_written(log, cycle_ + config_.salu_latency);
        break;
      default: ++stats_.other_instructions; break;
    }
    if (trace_ != nullptr) trace_->retire(inst, wave_.pc, wave_, log, cycle_);
    cycle_ += issue_cycles;
    quantum_keeper_.inc(config_.clock_period * static_cast<double>(issue_cycles));
    if (quantum_keeper_.need_sync()) quantum_keeper_.sync();
    if (result.ended) break;
    wave_.pc = result.next_pc;
  }
  // The wave is done when its last results are written.
  uint64_t drained = cycle_;
  for (uint64_t r : vgpr_ready_) drained = std::max(drained, r);
  for (uint64_t r : sreg_ready_) drained = std::max(drained, r);
  trace_cycles_until(drained);
  if (vcd_ != nullptr) {
    sample_vcd(drained, nullptr);
  }
  cycle_ = drained;
  quantum_keeper_.sync();
}

}  // namespace cutlm::tlm_model
