#include "exec/executor.h"

#include <cstdio>
#include <optional>

#include "exec/sem_valu_lanes.h"
#include "fp/mode.h"
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

uint64_t ExecContext::read_scalar_src_general(int index, unsigned bits) const {
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

void ExecContext::write_vgpr(int reg, int lane, uint32_t value) {
  wave.set_vgpr(reg, lane, value);
  if (log != nullptr && (log->vgprs.empty() || log->vgprs.back() != reg)) {
    log->vgprs.push_back(static_cast<uint16_t>(reg));
  }
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

Executor::Executor()
    : handlers_(static_cast<size_t>(isa::Op::Count), nullptr),
      rtl_ops_(static_cast<size_t>(isa::Op::Count), isa::RtlOp::None) {
  for (size_t op = 0; op < rtl_ops_.size(); ++op) {
    rtl_ops_[op] = isa::rtl_op_of(static_cast<isa::Op>(op));
  }
  register_basic_semantics(handlers_);
  register_valu_f16_semantics(handlers_);
  register_valu_cmp_class_semantics(handlers_);
  register_salu_semantics(handlers_);
  register_salu_control_semantics(handlers_);
  register_salu_float_semantics(handlers_);
  register_valu_int_semantics(handlers_);
  register_mode_semantics(handlers_);
  register_valu_fp_arith_semantics(handlers_);
  register_valu_fp_cmp_semantics(handlers_);
  register_valu_fp_convert_semantics(handlers_);
  register_valu_trans_semantics(handlers_);
  register_valu_fp8_semantics(handlers_);
  register_valu_packed_semantics(handlers_);
  register_valu_xlane_semantics(handlers_);
  register_vopd_semantics(handlers_);
  register_memory_semantics(handlers_);
  register_valu_interp_semantics(handlers_);
  register_barrier_semantics(handlers_);
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

StepResult Executor::step_general(const DecodedInst& inst, WaveState& wave, CommitLog* log) {
  if (!inst.valid()) {
    throw ModelError(where(inst, wave.pc) + ": illegal instruction: " + inst.error);
  }
  StepResult result;
  result.next_pc = wave.pc + inst.size_bytes();
  const Handler handler = handlers_[static_cast<size_t>(inst.info->op)];
  // A later generation's instruction in a form or with operands the handlers do not read
  // (isa::InstInfo::executes) is not implemented yet.
  if (handler == nullptr || !inst.info->executes) {
    // An instruction LLVM assembles but the target's hardware lacks (named barriers on RDNA4):
    // the ISA data says why.
    if (const char* why = isa::absent_from_hardware(inst.arch, inst.info->op)) {
      throw ModelError(where(inst, wave.pc) + ": " + inst.info->mnemonic + " does not exist on " +
                       isa::arch_name(inst.arch) + " hardware: " + why);
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, " at pc 0x%llx", static_cast<unsigned long long>(wave.pc));
    throw ModelError(std::string("unimplemented instruction ") + inst.info->mnemonic + buf + " (" +
                     where(inst, wave.pc) + ")");
  }
  if (!valu::is_dpp(inst)) {
    ExecContext ctx{inst, wave, log, observer_, result};
    // Without an observer (cosim off) straight to the handler: nothing else on the path.
    if (observer_ == nullptr) {
      handler(ctx);
    } else {
      run(handler, ctx);
    }
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
  const isa::RtlOp rtl =
      observer_ != nullptr ? rtl_ops_[static_cast<size_t>(dpp.info->op)] : isa::RtlOp::None;
  if (rtl == isa::RtlOp::None || !observer_->observes(rtl)) {
    handler(ctx);
    scope.restore_disabled_lanes();
    return result;
  }
  if (!capture_) capture_ = std::make_unique<ValuIssue>();
  capture_inputs(ctx, rtl, *capture_);
  handler(ctx);
  scope.restore_disabled_lanes();
  capture_results(ctx, *capture_);
  observer_->on_valu_issue(*capture_);
  return result;
}

void Executor::run(Handler handler, ExecContext& ctx) {
  const isa::RtlOp rtl =
      observer_ != nullptr ? rtl_ops_[static_cast<size_t>(ctx.inst.info->op)] : isa::RtlOp::None;
  if (rtl == isa::RtlOp::None || !observer_->observes(rtl)) {
    handler(ctx);
    return;
  }
  if (!capture_) capture_ = std::make_unique<ValuIssue>();
  capture_inputs(ctx, rtl, *capture_);
  handler(ctx);
  capture_results(ctx, *capture_);
  observer_->on_valu_issue(*capture_);
}

namespace {

// "v5", "v[4:5]".
std::string vgpr_name(int reg, unsigned bits) {
  if (bits <= 32) return "v" + std::to_string(reg);
  return "v[" + std::to_string(reg) + ":" + std::to_string(reg + 1) + "]";
}

// A lane mask register as assembly names it: a pair in wave64 (vcc, s[4:5]).
std::string mask_name(uint16_t code, bool wave64) {
  if (!wave64) return scalar_reg_name(code);
  if (code == operand::kVccLo) return "vcc";
  if (code == operand::kExecLo) return "exec";
  if (code < operand::kNumSgprs) {
    return "s[" + std::to_string(code) + ":" + std::to_string(code + 1) + "]";
  }
  return scalar_reg_name(code);
}

uint64_t read_mask(const WaveState& wave, uint16_t code) {
  return wave.wave64() ? wave.sreg64(code) : wave.sreg(code);
}

// The VGPR destination's register and width, or -1.
int vgpr_destination(const DecodedInst& inst, unsigned* bits) {
  const isa::InstInfo& info = *inst.info;
  if (info.vdst_index < 0 || !operand::is_vgpr(inst.vdst)) return -1;
  const isa::OperandInfo& dest = info.operands[info.vdst_index];
  if (dest.type != isa::OperandType::Vgpr) return -1;
  *bits = dest.bits == 64 ? 64 : 32;
  return inst.vdst - operand::kVgprFirst;
}

// The lane-mask destination's register code, or kNone: EXEC for v_cmpx, VCC for the VOPC and
// carry forms that write it implicitly, the SGPR field otherwise (VOP3 compares, VOP3SD).
uint16_t mask_destination(const DecodedInst& inst) {
  const isa::InstInfo& info = *inst.info;
  if (info.implicit_writes & isa::kImplicitExec) return operand::kExecLo;
  if (info.implicit_writes & isa::kImplicitVcc) return operand::kVccLo;
  if (inst.sdst != DecodedInst::kNone && inst.sdst != operand::kNull) return inst.sdst;
  if (info.vdst_index >= 0 && info.operands[info.vdst_index].type == isa::OperandType::Sreg &&
      inst.vdst != DecodedInst::kNone && inst.vdst != operand::kNull) {
    return inst.vdst;
  }
  return DecodedInst::kNone;
}

}  // namespace

void capture_inputs(const ExecContext& c, isa::RtlOp op, ValuIssue& issue) {
  const DecodedInst& inst = c.inst;
  const isa::InstInfo& info = *inst.info;
  const WaveState& wave = c.wave;
  c.describe(issue);
  issue.vopd_component = 0;
  issue.op = op;
  issue.isa_op = info.op;
  issue.timing_class = info.timing_class;
  uint64_t exec = wave.exec() & wave.lane_mask();
  if (valu::is_dpp(inst)) {
    const valu::DppScope* scope = valu::DppScope::of(inst, wave);
    if (scope != nullptr) exec = scope->write_mask();
  }
  issue.exec = exec;
  issue.mode = mode_register(wave.mode) & 0x3FFu;
  issue.abs = inst.abs & 7u;
  issue.neg = inst.neg & 7u;
  issue.opsel = inst.opsel & 15u;
  issue.omod = inst.omod & 3u;
  issue.clamp = inst.clamp;
  issue.mask_in = 0;
  if (info.implicit_reads & isa::kImplicitVcc) issue.mask_in = wave.vcc();

  const int lanes = wave.wave_size();
  issue.num_sources = 0;
  for (int i = 0; i < 3; ++i) {
    auto& values = issue.src[i];
    values.fill(0);
    const int index = info.source_index[i];
    if (index < 0 || inst.src[i] == DecodedInst::kNone) continue;
    issue.num_sources = static_cast<uint8_t>(i + 1);
    const isa::OperandInfo& operand_info = info.operands[index];
    // A lane-mask source (VOP3 cndmask and carry-in forms): the lanes' bits.
    if (operand_info.type == isa::OperandType::Sreg &&
        operand_info.num_format == isa::NumFormat::NumM64) {
      const uint64_t mask = c.read_scalar_src(i, wave.wave64() ? 64 : 32);
      issue.mask_in = mask;
      values.fill(mask);
      continue;
    }
    const unsigned bits = operand_info.bits == 64 ? 64 : operand_info.bits == 16 ? 16 : 32;
    for (uint64_t pending = exec; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      values[lane] = c.read_src(i, lane, bits, true);
    }
  }
  // v_fmaak/v_fmamk: the literal is the third operand.
  if (info.always_literal && info.format == isa::Format::VOP2) {
    issue.src[2].fill(inst.literal);
    issue.num_sources = 3;
  }

  unsigned bits = 32;
  const int reg = vgpr_destination(inst, &bits);
  issue.writes_vgpr = reg >= 0;
  issue.vgpr_bits = static_cast<uint8_t>(bits);
  issue.vdst_old.fill(0);
  issue.dest_name.clear();
  if (reg >= 0) {
    issue.dest_name = vgpr_name(reg, bits);
    for (int lane = 0; lane < lanes; ++lane) {
      uint64_t value = wave.vgpr(reg, lane);
      if (bits == 64) value |= static_cast<uint64_t>(wave.vgpr((reg + 1) % kNumVgprs, lane)) << 32;
      issue.vdst_old[lane] = value;
    }
  }
  const uint16_t mask_dest = mask_destination(inst);
  issue.writes_mask = mask_dest != DecodedInst::kNone;
  issue.mask_name = issue.writes_mask ? mask_name(mask_dest, wave.wave64()) : std::string();
  if (issue.dest_name.empty()) issue.dest_name = issue.mask_name;
}

void capture_results(const ExecContext& c, ValuIssue& issue) {
  const WaveState& wave = c.wave;
  unsigned bits = 32;
  const int reg = vgpr_destination(c.inst, &bits);
  issue.vgpr_data.fill(0);
  if (reg >= 0) {
    for (int lane = 0; lane < wave.wave_size(); ++lane) {
      uint64_t value = wave.vgpr(reg, lane);
      if (bits == 64) value |= static_cast<uint64_t>(wave.vgpr((reg + 1) % kNumVgprs, lane)) << 32;
      issue.vgpr_data[lane] = value;
    }
  }
  issue.mask = 0;
  if (issue.writes_mask) {
    issue.mask = read_mask(wave, mask_destination(c.inst)) & wave.lane_mask();
  }
}

}  // namespace cutlm
