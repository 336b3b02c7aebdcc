#include "dispatch/hazard_checker.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "dispatch/reg_footprint.h"
#include "isa/bits.h"
#include "isa/disasm.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

using isa::Op;
using namespace footprint;  // NOLINT: the register footprint shared with fidelity.cpp

bool covers(const HazardChecker::Pending& p, bool scalar, uint16_t reg) {
  return p.scalar == scalar && p.count != 0 &&
         (scalar ? reg >= p.first && reg < p.first + p.count
                 : (reg + 256u - p.first) % 256u < p.count);
}

// A load writing a register that earlier loads of its own in-order queue (vmcnt; LDS) also write
// lands after them: no hazard (LLVM's SIInsertWaitcnts waits on such a write only when the
// pending load is of another kind).
bool lands_after(const std::vector<HazardChecker::Pending>& ops, const DecodedInst& inst,
                 bool scalar, uint16_t reg) {
  const isa::Format base = isa::base_format(inst.format);
  const bool lds = base == isa::Format::DS;
  const bool vm =
      format_family(inst.format) == FormatFamily::Memory && !lds && base != isa::Format::SMEM;
  if (!lds && !vm) return false;
  for (const HazardChecker::Pending& p : ops) {
    if (covers(p, scalar, reg) && (lds ? !(p.lgkm && p.ordered) : !p.vm)) return false;
  }
  return true;
}

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

std::string reg_name(bool scalar, uint16_t reg) {
  return scalar ? scalar_reg_name(reg) : "v" + std::to_string(reg);
}

}  // namespace

HazardChecker::HazardChecker(HazardMode mode, std::function<void(const std::string&)> warn)
    : mode_(mode), warn_(std::move(warn)), table_(kTableSize) {}

HazardChecker::WaveHazards* HazardChecker::find_overflow(uint32_t wave_id) {
  const auto it = overflow_.find(wave_id);
  return it == overflow_.end() ? nullptr : &it->second;
}

const HazardChecker::WaveHazards* HazardChecker::find_const(uint32_t wave_id) const {
  const WaveHazards& home = table_[wave_id & (kTableSize - 1)];
  if (home.count != 0 && home.wave_id == wave_id) return &home;
  const auto it = overflow_.find(wave_id);
  return it == overflow_.end() ? nullptr : &it->second;
}

std::vector<HazardChecker::Pending> HazardChecker::outstanding(uint32_t wave_id) const {
  const WaveHazards* w = find_const(wave_id);
  return w == nullptr ? std::vector<Pending>{} : w->ops;
}

void HazardChecker::check(WaveHazards& w, const WaveState& wave, const DecodedInst& inst) {
  if (!inst.valid()) return;
  const bool wave64 = wave.wave64();
  // One report per operand, naming its first pending register (s[2:3] as s2), and per register
  // and instruction (v_add v2, v1, v1 reads v1 once). Reads first: an operand both read and
  // written (s_addk, a returning buffer atomic's data) is first a source.
  std::bitset<256 + kNumScalarRegs> flagged;
  bool write = false;
  // True when the operand has been reported.
  auto flag = [&](bool scalar, uint16_t reg) {
    const size_t bit = scalar ? 256u + reg : reg;
    if (flagged.test(bit)) return false;
    if (write && lands_after(w.ops, inst, scalar, reg)) return false;
    flagged.set(bit);
    hazard(w, wave, inst, write, scalar, reg);
    return true;
  };
  for (const unsigned role : {kRead, kWrite}) {
    write = role == kWrite;
    for (int i = 0; i < inst.num_operands; ++i) {
      const DecodedOperand& o = inst.operands[static_cast<size_t>(i)];
      if (o.kind != OperandKind::Vgpr && o.kind != OperandKind::Scalar) continue;
      if ((role_of(inst, o) & role) == 0) continue;
      const unsigned n = operand_dwords(inst, o, wave64);
      if (o.kind == OperandKind::Vgpr) {
        for (unsigned k = 0; k < n; ++k) {
          const auto reg = static_cast<uint16_t>((o.value + k) % 256);
          if (w.vgprs.test(reg) && flag(false, reg)) break;
        }
      } else {
        for (unsigned k = 0; k < n && o.value + k < kNumScalarRegs; ++k) {
          const auto reg = static_cast<uint16_t>(o.value + k);
          if (w.sregs.test(reg) && flag(true, reg)) break;
        }
      }
    }
    // Registers the instruction uses without a field: the ISA data's implicit operands, and
    // EXEC as the lane mask of every vector instruction.
    uint8_t implicit = write ? inst.info->implicit_writes : inst.info->implicit_reads;
    if (inst.info_y != nullptr) {
      implicit |= write ? inst.info_y->implicit_writes : inst.info_y->implicit_reads;
    }
    if (!write && is_vector(inst)) implicit |= isa::kImplicitExec;
    auto check_scalar = [&](uint16_t lo, bool pair) {
      for (uint16_t reg = lo; reg <= lo + (pair ? 1 : 0); ++reg) {
        if (w.sregs.test(reg) && flag(true, reg)) break;
      }
    };
    if (implicit & isa::kImplicitVcc) check_scalar(operand::kVccLo, wave64);
    if (implicit & isa::kImplicitExec) check_scalar(operand::kExecLo, wave64);
    if (implicit & isa::kImplicitM0) check_scalar(operand::kM0, false);
  }
}

void HazardChecker::hazard(const WaveHazards& w, const WaveState& wave, const DecodedInst& inst,
                           bool write, bool scalar, uint16_t reg) {
  const uint64_t pc = wave.pc;
  const uint64_t key = pc * 512 + (scalar ? reg : 256u + reg);
  if (mode_ != HazardMode::Error && !seen_.insert(key).second) {
    if (suppressed_++ == 0) first_suppressed_pc_ = pc;
    return;
  }
  // The newest operation writing the register: its data lands last.
  const Pending* load = nullptr;
  for (const Pending& p : w.ops) {
    if (covers(p, scalar, reg)) load = &p;
  }
  std::string mnemonic = "?";
  uint64_t load_pc = 0;
  if (load != nullptr) {
    uint8_t bytes[12];
    std::memcpy(bytes, load->words.data(), sizeof bytes);
    const DecodedInst d =
        decode(bytes, sizeof bytes, wave.wave64(), DecodeMode::Execute, load->arch);
    const std::string text = d.valid() ? disassemble(d, wave.wave64()) : std::string("?");
    mnemonic = text.substr(0, text.find(' '));
    load_pc = load->pc;
  }
  const std::string who = namer_ ? namer_(wave.wave_id) : "wave " + std::to_string(wave.wave_id);
  const std::string line = "hazard: " + who + " pc " + hex(pc) + " (" +
                           disassemble(inst, wave.wave64()) + ") " +
                           (write ? "writes " : "reads ") + reg_name(scalar, reg) + " before " +
                           mnemonic + " at pc " + hex(load_pc) + " completed";
  ++reported_;
  if (mode_ == HazardMode::Error) throw HazardError(line);
  if (warn_) warn_(line);
}

void HazardChecker::record(const WaveState& wave, uint64_t pc, const DecodedInst& inst) {
  if (!inst.valid()) return;
  Pending p;
  p.pc = pc;
  p.words = inst.words;
  p.arch = inst.arch;
  // What it writes (the decoder resolved a returning atomic's destination from glc).
  const DecodedOperand* dest = nullptr;
  for (unsigned i = 0; i < inst.num_operands && dest == nullptr; ++i) {
    if ((inst.operands[i].role & isa::kRoleWrite) != 0) dest = &inst.operands[i];
  }
  const Access access = access_of(inst);
  // RDNA4's VGLOBAL, VFLAT and VSCRATCH count as the gfx1100 forms they replace.
  switch (isa::base_format(inst.format)) {
    case isa::Format::SMEM:
      // Out of order: only lgkmcnt(0) retires it, so one without a result needs no entry.
      if (dest == nullptr || dest->kind != OperandKind::Scalar || access != Access::Load) return;
      p.lgkm = true;
      p.scalar = true;
      break;
    case isa::Format::DS:
      // In order with the other LDS operations: kept even without a result, for the count.
      p.lgkm = p.ordered = true;
      break;
    case isa::Format::FLAT:
    case isa::Format::GLOBAL:
    case isa::Format::SCRATCH:
    case isa::Format::MUBUF:
    case isa::Format::MTBUF:
    case isa::Format::MIMG: {
      // Stores and atomics without return (glc clear) count on vscnt and write no register.
      if (access != Access::Load && dest == nullptr) return;
      p.vm = true;
      p.lgkm = isa::base_format(inst.format) == isa::Format::FLAT;
      break;
    }
    default: return;  // LDSDIR counts on expcnt, which the checker does not track
  }
  if (dest != nullptr && (dest->kind == OperandKind::Vgpr || dest->kind == OperandKind::Scalar)) {
    unsigned n = operand_dwords(inst, *dest, wave.wave64());
    if (access == Access::CmpSwap) n = std::max(1u, n / 2);  // returns the old value only
    p.first = dest->value;
    p.count = static_cast<uint8_t>(n);
  }

  WaveHazards* w = total_ == 0 ? nullptr : current_;
  if (w == nullptr) {
    WaveHazards& home = table_[wave.wave_id & (kTableSize - 1)];
    w = home.count == 0 ? &home : &overflow_[wave.wave_id];
    w->wave_id = wave.wave_id;
    current_ = w;
  }
  w->ops.push_back(p);
  ++w->count;
  ++total_;
  for (unsigned k = 0; k < p.count; ++k) {
    if (p.scalar) {
      if (p.first + k < kNumScalarRegs) w->sregs.set(p.first + k);
    } else {
      w->vgprs.set((p.first + k) % 256);
    }
  }
  // A full 6-bit counter stalls the wave until its oldest operation completes.
  constexpr unsigned kCounterMax = 63;
  unsigned vm = 0, lgkm = 0;
  for (const Pending& q : w->ops) {
    vm += q.vm;
    lgkm += q.lgkm;
  }
  if (vm > kCounterMax || lgkm > kCounterMax) {
    std::vector<bool> done(w->ops.size(), false);
    for (size_t i = 0; i < w->ops.size(); ++i) {
      if (vm > kCounterMax ? w->ops[i].vm : w->ops[i].lgkm) {
        done[i] = true;
        break;
      }
    }
    retire_where(*w, done);
  }
}

void HazardChecker::retire(WaveHazards& w, const WaveState& wave, const DecodedInst& inst,
                           bool ended) {
  if (ended || !inst.valid()) {
    if (ended) release(w);
    return;
  }
  if (inst.info->op == Op::S_WAIT_IDLE) {
    release(w);
    return;
  }
  // The counts the wait names (isa::wait_spec, from isa/wait_counters.json).
  const isa::WaitSpec* spec = isa::wait_spec(inst.arch, inst.info->op);
  if (spec == nullptr) return;
  const unsigned imm = inst.simm16;
  std::vector<bool> done(w.ops.size(), false);
  for (unsigned f = 0; f < spec->count; ++f) {
    const isa::WaitField& count = spec->fields[f];
    unsigned allowed = imm >> count.lo & ((1u << count.bits) - 1);
    if (count.sgpr) {
      // The SOPK form waits for SGPR[5:0] + simm16[5:0], compared in 6 bits.
      const DecodedOperand* sgpr = nullptr;
      for (unsigned i = 0; i < inst.num_operands && sgpr == nullptr; ++i) {
        if (inst.operands[i].kind == OperandKind::Scalar) sgpr = &inst.operands[i];
      }
      const unsigned base = sgpr != nullptr ? wave.sreg(sgpr->value) & 0x3f : 0;
      allowed = (base + allowed) & 0x3f;
    }
    retire_counted(w, count.events, allowed, done);
  }
  retire_where(w, done);
}

// The memory events (isa::kWaitEvent*) an operation counts as.
uint8_t HazardChecker::events_of(const Pending& p) {
  if (p.vm) return isa::kWaitEventVmemRead | (p.lgkm ? isa::kWaitEventFlatLds : 0);
  if (!p.lgkm) return 0;
  if (p.ordered) return isa::kWaitEventLds;
  return p.scalar ? isa::kWaitEventSmem : isa::kWaitEventFlatLds;
}

// Marks done what a wait for at most `allowed` outstanding operations of `events` retires.
// Loads (vmcnt, loadcnt) and LDS operations complete in order: all but the newest `allowed`.
// Scalar memory and FLAT's LDS side complete out of order: only a wait for 0 retires them.
void HazardChecker::retire_counted(const WaveHazards& w, uint8_t events, unsigned allowed,
                                   std::vector<bool>& done) {
  constexpr uint8_t kInOrder =
      isa::kWaitEventVmemRead | isa::kWaitEventVmemWrite | isa::kWaitEventLds;
  if (allowed == 0) {
    for (size_t i = 0; i < w.ops.size(); ++i) {
      if (events_of(w.ops[i]) & events) done[i] = true;
    }
    return;
  }
  // An operation counts in order on this counter when every event of it the counter counts is.
  auto in_order = [&](const Pending& p) {
    const uint8_t counted = events_of(p) & events;
    return counted != 0 && (counted & ~kInOrder) == 0;
  };
  unsigned ordered = 0;
  for (const Pending& p : w.ops) ordered += in_order(p);
  for (size_t i = 0; i < w.ops.size() && ordered > allowed; ++i) {
    if (!in_order(w.ops[i])) continue;
    done[i] = true;
    --ordered;
  }
}

void HazardChecker::retire_where(WaveHazards& w, const std::vector<bool>& done) {
  size_t kept = 0;
  for (size_t i = 0; i < w.ops.size(); ++i) {
    if (!done[i]) w.ops[kept++] = w.ops[i];
  }
  if (kept == w.ops.size()) return;
  if (kept == 0) {
    release(w);
    return;
  }
  total_ -= w.ops.size() - kept;
  w.ops.resize(kept);
  w.count = static_cast<uint32_t>(kept);
  // Rebuilt from what is left: two loads may write the same register.
  w.vgprs.reset();
  w.sregs.reset();
  for (const Pending& p : w.ops) {
    for (unsigned k = 0; k < p.count; ++k) {
      if (p.scalar) {
        if (p.first + k < kNumScalarRegs) w.sregs.set(p.first + k);
      } else {
        w.vgprs.set((p.first + k) % 256);
      }
    }
  }
}

// Nothing outstanding: the entry is free again (an overflow entry is dropped).
void HazardChecker::release(WaveHazards& w) {
  total_ -= w.ops.size();
  w.ops.clear();
  w.count = 0;
  w.vgprs.reset();
  w.sregs.reset();
  if (current_ == &w || total_ == 0) current_ = nullptr;
  if (&w < table_.data() || &w >= table_.data() + table_.size()) overflow_.erase(w.wave_id);
}

std::string HazardChecker::summary() const {
  if (suppressed_ == 0) return std::string();
  return "hazard: " + std::to_string(suppressed_) +
         " more reads of registers loads had not written yet (first at pc " +
         hex(first_suppressed_pc_) + ")";
}

}  // namespace cutlm
