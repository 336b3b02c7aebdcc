// Executes decoded instructions on a wave's state. Each operation's semantics live in a
// handler registered by operation (isa::Op), never by raw opcode number.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "exec/valu_issue.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "isa/operands.h"

namespace cutlm {

// One lane's access of a memory instruction: where (a global byte address, a lane's private
// scratch offset, an LDS byte address or a scalar load's address) and how many bytes.
struct MemoryAccess {
  uint64_t address = 0;
  uint16_t lane = 0;  // 0 for scalar memory
  uint16_t bytes = 0;
};

enum class MemorySpace : uint8_t { None, Global, Scratch, Lds, Scalar };

// A register a load writes when its data lands rather than when it executes (see
// CommitLog::hold_loads): the lanes it writes, the bits of each lane it writes (a 16-bit load
// keeps the other half) and the values. A scalar register uses lane 0.
struct HeldRegister {
  bool vector = true;
  uint16_t reg = 0;  // VGPR number or scalar operand code
  uint32_t bits = 0;
  uint64_t lanes = 0;
  std::array<uint32_t, 64> values{};
};

// What one instruction wrote, for the trace (Spike's commit log), and what a memory instruction
// touched: the one record of an executed instruction that the trace, the timing and the checkers
// read.
struct CommitLog {
  std::vector<uint16_t> sregs;  // scalar operand codes written
  std::vector<uint16_t> vgprs;  // VGPR numbers written
  bool scc = false;
  bool mode = false;  // the MODE register (s_setreg, s_round_mode, s_denorm_mode)

  // Set by the caller: record each lane's memory access (the timing of a memory system reads
  // them), and hold what loads write for the caller to land later (the registers keep their
  // values until then; `sregs`/`vgprs` still list them).
  bool record_accesses = false;
  bool hold_loads = false;
  MemorySpace space = MemorySpace::None;
  bool atomic = false;  // the accesses are read-modify-writes
  std::vector<MemoryAccess> accesses;
  std::vector<HeldRegister> held;  // the first `held_count` are this instruction's
  size_t held_count = 0;

  void clear() {
    sregs.clear();
    vgprs.clear();
    scc = false;
    mode = false;
    space = MemorySpace::None;
    atomic = false;
    accesses.clear();
    held_count = 0;
  }
  void record_access(MemorySpace where, int lane, uint64_t address, unsigned bytes,
                     bool read_modify_write = false) {
    if (!record_accesses) return;
    space = where;
    atomic = atomic || read_modify_write;
    accesses.push_back(MemoryAccess{address, static_cast<uint16_t>(lane < 0 ? 0 : lane),
                                    static_cast<uint16_t>(bytes)});
  }
  // The held entry of `reg` (a new one with no lanes when the instruction has none yet).
  HeldRegister& hold(bool vector, uint16_t reg) {
    for (size_t i = 0; i < held_count; ++i) {
      if (held[i].vector == vector && held[i].reg == reg) return held[i];
    }
    if (held_count == held.size()) held.emplace_back();
    HeldRegister& h = held[held_count++];
    h.vector = vector;
    h.reg = reg;
    h.bits = 0;
    h.lanes = 0;
    h.values.fill(0);
    return h;
  }
};

// Writes a held register into the wave: what the load wrote, now that its data has landed.
inline void land_held(const HeldRegister& h, WaveState& wave) {
  if (!h.vector) {
    wave.set_sreg(h.reg, h.values[0]);
    return;
  }
  uint32_t* row = wave.vgpr_storage() + static_cast<size_t>(h.reg) * 64;
  for (uint64_t pending = h.lanes; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    row[lane] = (row[lane] & ~h.bits) | (h.values[lane] & h.bits);
  }
}

// Smem: scalar memory; Vmem: FLAT/GLOBAL/SCRATCH/MUBUF/MTBUF; Lds: DS.
enum class Unit : uint8_t { Salu, Valu, Branch, Waitcnt, Other, Smem, Vmem, Lds };

struct StepResult {
  uint64_t next_pc = 0;
  bool ended = false;  // s_endpgm
  Unit unit = Unit::Other;
  bool barrier = false;  // s_barrier: the dispatcher parks the wave until its workgroup arrives
  // s_sleep / s_sleep_var: the wave idles for `sleep_units` units (64 clocks each in the cycle
  // mode). The count is what the instruction read (s_sleep_var's from an SGPR), so the timing
  // takes it from here rather than decoding the instruction again.
  bool sleeps = false;
  uint8_t sleep_units = 0;
};

struct ExecContext {
  const DecodedInst& inst;
  WaveState& wave;
  CommitLog* log;
  ValuIssueObserver* observer;
  StepResult& result;

  // Reads a source operand for one lane, `bits` wide, as the raw bit pattern the operation
  // sees (inline constants already in that width and format).
  uint64_t read_src(int index, int lane, unsigned bits, bool is_float) const;
  // Reads a scalar-only source (SALU), `bits` wide.
  // The common cases (a 32-bit SGPR source, register and SCC writes) are inline: SALU
  // instructions are mostly these.
  uint64_t read_scalar_src(int index, unsigned bits) const {
    const uint16_t code = inst.src[index];
    if (bits != 64 && operand::is_scalar_reg(code)) return wave.sreg(code);
    return read_scalar_src_general(index, bits);
  }
  uint64_t read_scalar_src_general(int index, unsigned bits) const;
  void write_sreg(uint16_t code, uint32_t value) {
    wave.set_sreg(code, value);
    if (log != nullptr && code != operand::kNull) log->sregs.push_back(code);
  }
  // A scalar load's register: written now, or held until the data lands (CommitLog::hold_loads).
  void load_sreg(uint16_t code, uint32_t value) {
    if (log == nullptr || !log->hold_loads) return write_sreg(code, value);
    if (code == operand::kNull) return;
    HeldRegister& h = log->hold(false, code);
    h.bits = ~0u;
    h.lanes = 1;
    h.values[0] = value;
    log->sregs.push_back(code);
  }
  void record_access(MemorySpace where, int lane, uint64_t address, unsigned bytes,
                     bool read_modify_write = false) const {
    if (log != nullptr) log->record_access(where, lane, address, bytes, read_modify_write);
  }
  void write_vgpr(int reg, int lane, uint32_t value);
  void write_scc(bool value) {
    wave.scc = value;
    if (log != nullptr) log->scc = true;
  }
  [[noreturn]] void fail(const std::string& reason) const;
  // Fills where a VALU issue came from (pc, words, disassembly, wave) for cosim reports.
  void describe(ValuIssue& issue) const;
};

// Fills `issue` around an RTL-covered VALU instruction, whatever its handler: the datapath's
// inputs before it runs (capture_inputs), the model's results after (capture_results). The
// context must be the one the handler runs with (a DPP instruction's resolved form, inside its
// DppScope), so the sources are what the operation reads.
void capture_inputs(const ExecContext& c, isa::RtlOp op, ValuIssue& issue);
void capture_results(const ExecContext& c, ValuIssue& issue);

using Handler = void (*)(ExecContext&);

// The handler of operations the model knows but does not model (GWS, ordered count, the BVH
// stack, ...): it stops the run with "<mnemonic> is not modelled". Registering it (rather than
// leaving no handler) lets Executor::support() and `cutlm isa` tell these apart from operations
// that execute.
void not_modelled(ExecContext& c);

// What the executor does with an operation.
enum class Support : uint8_t {
  Executes,     // a handler with the operation's semantics
  NotModelled,  // known, stops with "not modelled" (not_modelled above)
  DecodesOnly,  // no handler: stops with "unimplemented instruction"
};

class Executor {
 public:
  Executor();
  void set_valu_observer(ValuIssueObserver* observer) { observer_ = observer; }
  ValuIssueObserver* valu_observer() const { return observer_; }

  // Executes one instruction; throws ModelError for an illegal or unimplemented instruction.
  // The common case (a handler, not DPP, no observer) is inline so that it joins the issue
  // loops; everything else goes through step_general.
  StepResult step(const DecodedInst& inst, WaveState& wave, CommitLog* log) {
    const Handler handler = inst.valid() ? handlers_[static_cast<size_t>(inst.info->op)] : nullptr;
    if (handler == nullptr || observer_ != nullptr || inst.variant == SrcVariant::Dpp16 ||
        inst.variant == SrcVariant::Dpp8 || !inst.info->executes) {
      return step_general(inst, wave, log);
    }
    StepResult result;
    result.next_pc = wave.pc + inst.size_bytes();
    ExecContext ctx{inst, wave, log, nullptr, result};
    handler(ctx);
    return result;
  }

  // True when the operation has a handler, including not_modelled.
  bool implemented(isa::Op op) const;
  Support support(isa::Op op) const;

 private:
  StepResult step_general(const DecodedInst& inst, WaveState& wave, CommitLog* log);
  // Runs the handler, and with an observer that wants the operation, captures it around that.
  void run(Handler handler, ExecContext& ctx);

  std::vector<Handler> handlers_;
  std::vector<isa::RtlOp> rtl_ops_;  // by isa::Op
  ValuIssueObserver* observer_ = nullptr;
  std::unique_ptr<ValuIssue> capture_;  // reused: a record is kilobytes
};

// Handler registration, one function per semantics file.
void register_basic_semantics(std::vector<Handler>& table);
void register_valu_f16_semantics(std::vector<Handler>& table);
void register_valu_cmp_class_semantics(std::vector<Handler>& table);
void register_salu_semantics(std::vector<Handler>& table);             // sem_salu.cpp
void register_salu_control_semantics(std::vector<Handler>& table);     // sem_salu_control.cpp
void register_salu_float_semantics(std::vector<Handler>& table);       // sem_salu_float.cpp
void register_valu_int_semantics(std::vector<Handler>& table);         // sem_valu_int.cpp
void register_mode_semantics(std::vector<Handler>& table);             // sem_mode.cpp
void register_valu_fp_arith_semantics(std::vector<Handler>& table);    // sem_valu_fp_arith.cpp
void register_valu_fp_cmp_semantics(std::vector<Handler>& table);      // sem_valu_fp_cmp.cpp
void register_valu_fp_convert_semantics(std::vector<Handler>& table);  // sem_valu_fp_convert.cpp
void register_valu_trans_semantics(std::vector<Handler>& table);       // sem_valu_trans.cpp
void register_valu_fp8_semantics(std::vector<Handler>& table);         // sem_valu_fp8.cpp
void register_valu_packed_semantics(std::vector<Handler>& table);      // sem_valu_packed.cpp
void register_valu_xlane_semantics(std::vector<Handler>& table);       // sem_valu_xlane.cpp
void register_vopd_semantics(std::vector<Handler>& table);             // sem_vopd.cpp
void register_memory_semantics(std::vector<Handler>& table);           // sem_memory.cpp
void register_valu_interp_semantics(std::vector<Handler>& table);      // sem_valu_interp.cpp
void register_barrier_semantics(std::vector<Handler>& table);          // sem_barrier.cpp

// Lane semantics shared by the executor and the tests' reporting.
struct F16LaneControl {
  bool ieee = true;
  bool dx10_clamp = true;
  bool flush_in = false;
  bool flush_out = false;
  uint8_t abs = 0;
  uint8_t neg = 0;
  bool clamp = false;
  uint8_t omod = 0;
  uint8_t opsel = 0;
};
// v_min_f16 on one lane: raw 32-bit sources and old destination in, new destination out.
uint32_t min_f16_lane(uint32_t src0, uint32_t src1, uint32_t vdst_old, const F16LaneControl& c);
// v_cmp_class_f64 on one lane: the class bit of src0 (after abs/neg) selected from the mask.
bool cmp_class_f64_lane(uint64_t src0, uint32_t mask, uint8_t abs, uint8_t neg);

// "pc 0x10: words 0x7cfe04c1: reason" prefix used by every model error.
std::string where(const DecodedInst& inst, uint64_t pc);

// MODE as the generation runs it: a generation without IEEE and DX10_CLAMP bits (RDNA4) fixes
// those behaviours (isa::fixed_mode), whatever a descriptor or s_setreg says.
inline Mode with_fixed_mode(isa::Arch arch, Mode mode) {
  if (const isa::FixedMode* fixed = isa::fixed_mode(arch)) {
    mode.ieee = fixed->ieee;
    mode.dx10_clamp = fixed->dx10_clamp;
  }
  return mode;
}

}  // namespace cutlm
