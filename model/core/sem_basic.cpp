// Moves and the program-control instructions every program needs.
#include "executor.h"

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

void v_mov_b32(ExecContext& c) {
  const int reg = c.inst.vdst - operand::kVgprFirst;
  const uint64_t exec = c.wave.exec();
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
  table[static_cast<size_t>(isa::Op::S_NOP)] = no_state_change;
  table[static_cast<size_t>(isa::Op::S_WAITCNT)] = no_state_change;
  table[static_cast<size_t>(isa::Op::S_DELAY_ALU)] = no_state_change;
  table[static_cast<size_t>(isa::Op::V_MOV_B32)] = v_mov_b32;
}

}  // namespace cutlm
