// Moves and the program-control instructions every program needs.
#include <cstddef>

#include "exec/executor.h"
#include "exec/scalar/salu_operands.h"
#include "exec/sem_valu_lanes.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

void s_mov_b32(ExecContext& c) {
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(c.read_scalar_src(0, 32)));
  c.result.unit = Unit::Salu;
}

void s_endpgm(ExecContext& c) {
  c.result.ended = true;
  c.result.unit = Unit::Branch;
}

// s_nop, s_waitcnt and s_delay_alu change no architectural state. The waits matter once
// memory instructions exist; s_delay_alu is a scheduling hint the hardware may ignore.
void no_state_change(ExecContext& c) { c.result.unit = Unit::Waitcnt; }

template <bool (*Condition)(const WaveState&)>
void conditional_branch(ExecContext& c) {
  if (Condition(c.wave)) c.result.next_pc = salu::branch_target(c);
  c.result.unit = Unit::Branch;
}

bool always(const WaveState&) { return true; }
bool scc0(const WaveState& w) { return !w.scc; }
bool scc1(const WaveState& w) { return w.scc; }
bool vccz(const WaveState& w) { return w.vcc() == 0; }
bool vccnz(const WaveState& w) { return w.vcc() != 0; }
bool execz(const WaveState& w) { return w.exec() == 0; }
bool execnz(const WaveState& w) { return w.exec() != 0; }

// v_nop and v_pipeflush occupy the VALU and change no state the model keeps.
void valu_no_state_change(ExecContext& c) { c.result.unit = Unit::Valu; }

void v_mov_b32(ExecContext& c) {
  const int reg = c.inst.vdst - operand::kVgprFirst;
  const uint64_t exec = c.wave.exec();
  const uint64_t active = exec & c.wave.lane_mask();
  if (!valu::is_dpp(c.inst) && active != 0) {
    // Not DPP: a VGPR source's lanes copied directly, any other source read once for all lanes
    // (read_src gives every lane the same value; it fails, if at all, at the first lane too).
    const uint16_t code = c.inst.src[0];
    uint32_t* dest = c.wave.vgpr_storage() + static_cast<std::size_t>(reg) * 64;
    if (operand::is_vgpr(code)) {
      const uint32_t* from =
          c.wave.vgpr_storage() + static_cast<std::size_t>(code - operand::kVgprFirst) * 64;
      for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
        const int lane = __builtin_ctzll(pending);
        dest[lane] = from[lane];
      }
    } else {
      const uint32_t value = static_cast<uint32_t>(c.read_scalar_src(0, 32));
      for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
        dest[__builtin_ctzll(pending)] = value;
      }
    }
    if (c.log != nullptr && (c.log->vgprs.empty() || c.log->vgprs.back() != reg)) {
      c.log->vgprs.push_back(static_cast<uint16_t>(reg));
    }
    c.wave.mark_vgpr_used(reg);
    c.result.unit = Unit::Valu;
    return;
  }
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    c.write_vgpr(reg, lane, static_cast<uint32_t>(c.read_src(0, lane, 32, false)));
  }
  c.wave.mark_vgpr_used(reg);
  c.result.unit = Unit::Valu;
}

}  // namespace

void register_basic_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_MOV_B32)] = s_mov_b32;
  table[static_cast<size_t>(isa::Op::S_ENDPGM)] = s_endpgm;
  // The pixel-shader form also signals ordered export completion, which compute waves lack.
  table[static_cast<size_t>(isa::Op::S_ENDPGM_ORDERED_PS_DONE)] = s_endpgm;
  table[static_cast<size_t>(isa::Op::V_NOP)] = valu_no_state_change;
  table[static_cast<size_t>(isa::Op::V_PIPEFLUSH)] = valu_no_state_change;
  table[static_cast<size_t>(isa::Op::S_NOP)] = no_state_change;
  table[static_cast<size_t>(isa::Op::S_WAITCNT)] = no_state_change;
  table[static_cast<size_t>(isa::Op::S_DELAY_ALU)] = no_state_change;
  table[static_cast<size_t>(isa::Op::V_MOV_B32)] = v_mov_b32;
  table[static_cast<size_t>(isa::Op::S_BRANCH)] = conditional_branch<always>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_SCC0)] = conditional_branch<scc0>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_SCC1)] = conditional_branch<scc1>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_VCCZ)] = conditional_branch<vccz>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_VCCNZ)] = conditional_branch<vccnz>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_EXECZ)] = conditional_branch<execz>;
  table[static_cast<size_t>(isa::Op::S_CBRANCH_EXECNZ)] = conditional_branch<execnz>;
}

}  // namespace cutlm
