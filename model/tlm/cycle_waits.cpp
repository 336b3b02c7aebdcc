// The cycle policy's waits: s_waitcnt and its kin on the wave's memory counters, a memory
// instruction held while its counter is full, s_delay_alu, s_waitcnt_depctr and s_wait_idle;
// s_nop is marked here and takes its cycles when it issues (s_sleep takes its own from the
// step's record, StepResult::sleep_units).
#include <algorithm>

#include "tlm/cycle_policy.h"

namespace cutlm::tlm_model {

using timing::CpiCategory;
using timing::Port;

namespace {

// The counters are 6 bits wide on gfx11 (LLVM's gfx11 waitcnt operand: VM_CNT and LGKM_CNT
// 0..63; SIInsertWaitcnts' VS_CNT limit is 63 on GFX10+): a wave whose counter is full waits
// before issuing another operation on it (ACO: "an instruction that increments a counter first
// waits for it to be below its maximum").
constexpr unsigned kCounterMax = 63;

// The CPI category of a wait on a counter counting `events`: loads (vmcnt, loadcnt), stores
// (vscnt, storecnt), else the LDS and scalar-memory ones (lgkmcnt, dscnt, kmcnt).
CpiCategory wait_category(uint8_t events) {
  if (events & isa::kWaitEventVmemRead) return CpiCategory::WaitVmcnt;
  if (events & isa::kWaitEventVmemWrite) return CpiCategory::WaitVscnt;
  return CpiCategory::WaitLgkmcnt;
}

}  // namespace

// s_nop, s_delay_alu and the counter waits.
void CyclePolicy::prepare_special(WaveContext& c, const DecodedInst& inst) {
  const unsigned imm = inst.simm16;
  const uint64_t now = floor_;
  switch (inst.info->op) {
    case isa::Op::S_NOP: c.special = SpecialInst::Nop; break;
    case isa::Op::S_DELAY_ALU: c.special = SpecialInst::DelayAlu; break;
    case isa::Op::S_WAITCNT_DEPCTR:
    case isa::Op::S_WAIT_ALU:
      // Waits for the wave's VALU results in flight (the TRANS-use hazard's remedy).
      hold(c, std::max(c.valu_done[0], c.trans_done[0]), CpiCategory::DependencyValu);
      break;
    case isa::Op::S_WAIT_IDLE:
      for (const auto& op : c.outstanding) {
        if (op.done > now) hold(c, op.done, CpiCategory::WaitVmcnt);
      }
      break;
    default: {
      // The counter waits, from the ISA data (isa/wait_counters.json): each count the
      // instruction names, on the operations of the events its counter counts.
      const isa::WaitSpec* spec = isa::wait_spec(inst.arch, inst.info->op);
      if (spec == nullptr) break;
      c.special = SpecialInst::Waitcnt;
      for (unsigned i = 0; i < spec->count; ++i) {
        const isa::WaitField& f = spec->fields[i];
        const unsigned allowed = imm >> f.lo & ((1u << f.bits) - 1);
        const CpiCategory reason = wait_category(f.events);
        hold(c, counter_ready(c, f.events, allowed, now), reason);
        if (reason == CpiCategory::WaitVmcnt) note_wait_level(c);
      }
      break;
    }
  }
}

// A memory instruction waits while the counter it will count on is full.
void CyclePolicy::hold_at_counter_limit(WaveContext& c, const DecodedInst& inst) {
  WaitCounter counter = WaitCounter::Lds;  // lgkmcnt: LDS and scalar memory
  if (c.port == Port::Vmem) {
    bool writes = false;  // a load or a returning atomic counts on vmcnt
    for (unsigned i = 0; i < inst.num_operands; ++i) {
      writes = writes || (inst.operands[i].role & isa::kRoleWrite) != 0;
    }
    counter = writes || inst.info->memory_access == isa::MemoryAccess::Load ? WaitCounter::Vm
                                                                            : WaitCounter::Vs;
  }
  const CpiCategory reason = counter == WaitCounter::Vm   ? CpiCategory::WaitVmcnt
                             : counter == WaitCounter::Vs ? CpiCategory::WaitVscnt
                                                          : CpiCategory::WaitLgkmcnt;
  hold(c, counter_ready(c, counter, kCounterMax - 1, floor_), reason);
  if (isa::base_format(inst.format) == isa::Format::FLAT) {
    hold(c, counter_ready(c, WaitCounter::Lds, kCounterMax - 1, floor_), CpiCategory::WaitLgkmcnt);
  }
}

// Which level served the load an s_waitcnt on vmcnt waits for: the one whose own completion
// is the wait's end (a younger load that waited for it in the return queue did not set it).
void CyclePolicy::note_wait_level(WaveContext& c) {
  if (c.local_reason != CpiCategory::WaitVmcnt) return;
  for (const auto& op : c.outstanding) {
    if (op.counter == WaitCounter::Vm && op.completed == c.local_ready) c.wait_level = op.level;
  }
}

// s_delay_alu's fields (ISA "S_DELAY_ALU"): instid0 for the next instruction, instid1 for
// the one `instskip` further (0 SAME, 1 NEXT, 2..5 SKIP_1..4).
void CyclePolicy::set_delays(WaveContext& c, unsigned imm) {
  c.num_delays = 0;
  const unsigned id0 = imm & 0xf, skip = imm >> 4 & 0x7, id1 = imm >> 7 & 0xf;
  if (id0 != 0) c.delays[c.num_delays++] = {0, id0};
  if (id1 != 0) c.delays[c.num_delays++] = {skip, id1};
}

void CyclePolicy::apply_delay_alu(WaveContext& c) const {
  for (unsigned i = 0; i < c.num_delays; ++i) {
    if (c.delays[i].countdown != 0) continue;
    const unsigned id = c.delays[i].id;
    uint64_t until = 0;
    if (id >= 1 && id <= 4) {
      until = c.valu_done[id - 1];  // VALU_DEP_1..4
    } else if (id >= 5 && id <= 7) {
      until = c.trans_done[id - 5];  // TRANS32_DEP_1..3
    } else if (id >= 9 && id <= 11) {
      until = c.salu_done;  // SALU_CYCLE_1..3: the SALU result
    }
    // A hold no longer than the real dependency counts as that dependency.
    if (until > c.local_ready && until > c.pipe_ready) {
      c.local_ready = until;
      c.local_reason = CpiCategory::DelayAlu;
    } else if (until > c.local_ready) {
      c.local_ready = until;
      c.local_reason = c.pipe_reason;
    }
  }
}

void CyclePolicy::count_down_delays(WaveContext& c) {
  unsigned kept = 0;
  for (unsigned i = 0; i < c.num_delays; ++i) {
    if (c.delays[i].countdown == 0) continue;
    c.delays[kept] = c.delays[i];
    --c.delays[kept].countdown;
    ++kept;
  }
  c.num_delays = kept;
}

}  // namespace cutlm::tlm_model
