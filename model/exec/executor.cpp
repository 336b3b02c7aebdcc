#include "exec/executor.h"

#include <cstdio>
#include <optional>

#include "exec/sem_valu_lanes.h"
#include "isa/bits.h"
#include "isa/disasm.h"
#include "isa/operands.h"
#include "support/errors.h"

namespace cutlm {

std::string where(const DecodedInst& inst, uint64_t pc) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "pc 0x%llx: words", static_cast<unsigned long long>(pc));
  std::string text = buf;
  for (unsigned i = 0; i < inst.num_words; ++i) {
    std::snprintf(buf, sizeof buf, " 0x%08x", inst.words[i]);
    text += buf;
  }
  return text;
}

uint64_t ExecContext::read_src(int index, int lane, unsigned bits, bool is_float) const {
  const uint16_t code = inst.src[index];
  if (operand::is_vgpr(code)) {
    const int reg = code - operand::kVgprFirst;
    // A DPP src0 comes from the lane the control names, as it was when the instruction started.
    if (index == 0 && valu::is_dpp(inst)) return valu::DppScope::read_src0(inst, wave, lane, bits);
    uint64_t value = wave.vgpr(reg, lane);
    if (bits == 64) value |= static_cast<uint64_t>(wave.vgpr((reg + 1) % kNumVgprs, lane)) << 32;
    return value;
  }
  (void)is_float;  // inline constants already follow the operand's width
  return read_scalar_src(index, bits);
}

uint64_t ExecContext::read_scalar_src(int index, unsigned bits) const {
  const uint16_t code = inst.src[index];
  const uint64_t width_mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  if (operand::is_scalar_reg(code)) {
    if (bits == 64) return wave.sreg64(code);
    return wave.sreg(code);
  }
  if (operand::is_inline_int(code)) {
    return static_cast<uint64_t>(operand::inline_int_value(code)) & width_mask;
  }
  if (operand::is_inline_float(code)) return operand::inline_float_bits(code, bits);
  if (code == operand::kScc) return wave.scc ? 1 : 0;
  if (code == operand::kVccZ) return wave.vcc() == 0 ? 1 : 0;
  if (code == operand::kExecZ) return wave.exec() == 0 ? 1 : 0;
  if (code == operand::kLiteral) {
    if (bits == 64) return inst.literal64[index];
    return inst.literal & width_mask;
  }
  fail("source operand " + std::to_string(code) + " is not supported yet");
}

void ExecContext::write_sreg(uint16_t code, uint32_t value) {
  wave.set_sreg(code, value);
  if (log != nullptr && code != operand::kNull) log->sregs.push_back(code);
}

void ExecContext::write_vgpr(int reg, int lane, uint32_t value) {
  wave.set_vgpr(reg, lane, value);
  if (log != nullptr && (log->vgprs.empty() || log->vgprs.back() != reg)) {
    log->vgprs.push_back(static_cast<uint16_t>(reg));
  }
}

void ExecContext::write_scc(bool value) {
  wave.scc = value;
  if (log != nullptr) log->scc = true;
}

void ExecContext::fail(const std::string& reason) const {
  throw ModelError(where(inst, wave.pc) + " (" + disassemble(inst, wave.wave64()) + "): " + reason);
}

void ExecContext::describe(ValuIssue& issue) const {
  issue.pc = wave.pc;
  issue.words = inst.words;
  issue.num_words = inst.num_words;
  issue.disasm = disassemble(inst, wave.wave64());
  issue.wave_id = wave.wave_id;
  issue.wave64 = wave.wave64();
}

Executor::Executor() : handlers_(static_cast<size_t>(isa::Op::Count), nullptr) {
  register_basic_semantics(handlers_);
  register_valu_f16_semantics(handlers_);
  register_valu_cmp_class_semantics(handlers_);
  register_salu_semantics(handlers_);
  register_valu_int_semantics(handlers_);
  register_mode_semantics(handlers_);
  register_valu_fp_arith_semantics(handlers_);
  register_valu_fp_cmp_semantics(handlers_);
  register_valu_fp_convert_semantics(handlers_);
  register_valu_trans_semantics(handlers_);
  register_valu_packed_semantics(handlers_);
  register_valu_xlane_semantics(handlers_);
  register_vopd_semantics(handlers_);
  register_memory_semantics(handlers_);
  register_valu_interp_semantics(handlers_);
  register_dispatch_semantics(handlers_);
}

bool Executor::implemented(isa::Op op) const {
  return handlers_[static_cast<size_t>(op)] != nullptr;
}

void not_modelled(ExecContext& c) {
  c.fail(std::string(c.inst.info->mnemonic) +
         " is not modelled (GDS, GWS, ordered count, GS registers and the BVH stack are outside "
         "the model)");
}

Support Executor::support(isa::Op op) const {
  const Handler handler = handlers_[static_cast<size_t>(op)];
  if (handler == nullptr) return Support::DecodesOnly;
  return handler == &not_modelled ? Support::NotModelled : Support::Executes;
}

StepResult Executor::step(const DecodedInst& inst, WaveState& wave, CommitLog* log) {
  if (!inst.valid()) {
    throw ModelError(where(inst, wave.pc) + ": illegal instruction: " + inst.error);
  }
  StepResult result;
  result.next_pc = wave.pc + inst.size_bytes();
  const Handler handler = handlers_[static_cast<size_t>(inst.info->op)];
  if (handler == nullptr) {
    char buf[64];
    std::snprintf(buf, sizeof buf, " at pc 0x%llx", static_cast<unsigned long long>(wave.pc));
    throw ModelError(std::string("unimplemented instruction ") + inst.info->mnemonic + buf + " (" +
                     where(inst, wave.pc) + ")");
  }
  if (!valu::is_dpp(inst)) {
    ExecContext ctx{inst, wave, log, observer_, result};
    handler(ctx);
    return result;
  }
  // Handlers see a DPP src0 as the DPP dword's VGPR; the lanes DPP disables keep their value.
  // The decoder built that form once (DecodeMode::Execute); an instruction decoded for the
  // disassembler gets it here.
  std::optional<DecodedInst> built;
  const DecodedInst* resolved = inst.dpp_resolved.get();
  if (resolved != nullptr) {
    valu::check_dpp_control(inst, wave);
  } else {
    built = valu::resolve_dpp_operands(inst, wave);
    resolved = &*built;
  }
  const DecodedInst& dpp = *resolved;
  ExecContext ctx{dpp, wave, log, observer_, result};
  const valu::DppScope scope(dpp, wave);
  handler(ctx);
  scope.restore_disabled_lanes();
  return result;
}

}  // namespace cutlm

namespace cutlm {

const char* valu_op_name(ValuOp op) {
  switch (op) {
    case ValuOp::None: return "none";
    case ValuOp::MinF16: return "v_min_f16";
    case ValuOp::CmpClassF64: return "v_cmp_class_f64";
  }
  return "?";
}

}  // namespace cutlm
