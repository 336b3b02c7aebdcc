// Data movement between lanes and between registers: DPP16/DPP8 operand fetch (used by every VALU
// handler through ExecContext::read_src and valu::Lanes), v_permlane16/x16/64, v_swap and the
// M0-relative moves v_movrel*/v_swaprel. Choices the ISA guide leaves open are in
// docs/valu-semantics.md, section "DPP, cross-lane and relative moves, VOPD".
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "isa/bits.h"
#include "isa/disasm.h"
#include "support/errors.h"

namespace cutlm {
namespace {

// DPP rows and the permlane16 rows are 16 lanes.
constexpr int kRowLanes = 16;

}  // namespace

namespace valu {

// dpp_ctrl groups: 0x000-0x0FF quad_perm, 0x10n row_shl, 0x11n row_shr, 0x12n row_ror (n 1-15),
// 0x140 row_mirror, 0x141 row_half_mirror, 0x15n row_share, 0x16n row_xmask (n 0-15).
bool dpp_control_defined(uint16_t ctrl) {
  const unsigned group = ctrl >> 4;
  const unsigned n = ctrl & 0xF;
  if (ctrl <= 0xFF) return true;
  if (group == 0x10 || group == 0x11 || group == 0x12) return n != 0;
  return ctrl == 0x140 || ctrl == 0x141 || group == 0x15 || group == 0x16;
}

int dpp_source_lane(const Dpp& dpp, int lane) {
  if (dpp.dpp8) {
    const int select = static_cast<int>(dpp.lane_selects >> (3 * (lane & 7)) & 7);
    return (lane & ~7) | select;
  }
  const uint16_t ctrl = dpp.ctrl;
  if (ctrl <= 0xFF) {
    const int select = static_cast<int>(ctrl >> (2 * (lane & 3)) & 3);
    return (lane & ~3) | select;
  }
  const int row_first = lane & ~(kRowLanes - 1);
  const int in_row = lane & (kRowLanes - 1);
  const int n = ctrl & 0xF;
  int from;
  switch (ctrl >> 4) {
    case 0x10: from = in_row + n; break;                      // row_shl: from the right
    case 0x11: from = in_row - n; break;                      // row_shr: from the left
    case 0x12: from = (in_row - n) & (kRowLanes - 1); break;  // row_ror wraps in the row
    case 0x15: from = n; break;                               // row_share
    case 0x16: from = in_row ^ n; break;                      // row_xmask
    case 0x14:
      if (ctrl == 0x140) {
        from = kRowLanes - 1 - in_row;  // row_mirror
      } else if (ctrl == 0x141) {
        from = (in_row & 8) | (7 - (in_row & 7));  // row_half_mirror: each half row
      } else {
        return kNoLane;
      }
      break;
    default: return kNoLane;
  }
  if (from < 0 || from >= kRowLanes) return kNoLane;
  return row_first + from;
}

int dpp_fetch_lane(const Dpp& dpp, int lane, uint64_t exec) {
  const int from = dpp_source_lane(dpp, lane);
  if (from == kNoLane) return kNoLane;
  if ((exec >> from & 1) == 0 && !dpp.fetch_inactive) return kNoLane;
  return from;
}

uint64_t dpp_write_mask(const Dpp& dpp, uint64_t exec, int wave_size) {
  uint64_t mask = wave_size == 64 ? exec : exec & 0xFFFFFFFFull;
  if (dpp.dpp8) return mask;  // DPP8 has no masks and reads 0 where DPP16 could disable
  for (int lane = 0; lane < wave_size; ++lane) {
    if ((mask >> lane & 1) == 0) continue;
    const int row = lane / kRowLanes;
    const int bank = (lane / 4) & 3;
    const bool enabled = (dpp.row_mask >> row & 1) != 0 && (dpp.bank_mask >> bank & 1) != 0;
    const bool invalid_source = !dpp.bound_ctrl && dpp_fetch_lane(dpp, lane, exec) == kNoLane;
    if (!enabled || invalid_source) mask &= ~(1ull << lane);
  }
  return mask;
}

void check_dpp_control(const DecodedInst& inst, const WaveState& wave) {
  const Dpp dpp = dpp_of(inst);
  if (!dpp.dpp8 && !dpp_control_defined(dpp.ctrl)) {
    char reason[96];
    std::snprintf(reason, sizeof reason, "DPP control 0x%03x is not defined on gfx1100",
                  static_cast<unsigned>(dpp.ctrl));
    throw ModelError(where(inst, wave.pc) + " (" + disassemble(inst, wave.wave64()) +
                     "): " + reason);
  }
}

DecodedInst resolve_dpp_operands(const DecodedInst& inst, const WaveState& wave) {
  check_dpp_control(inst, wave);
  return dpp_execution_form(inst);
}

namespace {
// The scope of the DPP instruction executing on this thread (nested scopes stack).
thread_local const DppScope* current_scope = nullptr;

// dpp_source_lane of every lane, for one control: a small cache by control value, since a
// program uses few (a pure function of the control, so no entry goes stale).
const std::array<int8_t, 64>& source_lanes(const Dpp& dpp) {
  struct Entry {
    bool filled = false;
    bool dpp8 = false;
    uint32_t key = 0;
    std::array<int8_t, 64> lanes{};
  };
  thread_local std::array<Entry, 16> cache;
  const uint32_t key = dpp.dpp8 ? dpp.lane_selects : dpp.ctrl;
  Entry& e = cache[(key ^ key >> 4 ^ key >> 8 ^ (dpp.dpp8 ? 7u : 0u)) & 15];
  if (!e.filled || e.dpp8 != dpp.dpp8 || e.key != key) {
    for (int lane = 0; lane < 64; ++lane) {
      e.lanes[lane] = static_cast<int8_t>(dpp_source_lane(dpp, lane));
    }
    e.filled = true;
    e.dpp8 = dpp.dpp8;
    e.key = key;
  }
  return e.lanes;
}
}  // namespace

DppScope::DppScope(const DecodedInst& inst, WaveState& wave)
    : wave_(wave),
      outer_(current_scope),
      inst_(&inst),
      src0_reg_(inst.src[0] - operand::kVgprFirst),
      exec_(wave.exec()) {
  const int size = wave.wave_size();
  const Dpp dpp = dpp_of(inst);
  for (int lane = 0; lane < size; ++lane) src0_[lane] = wave.vgpr(src0_reg_, lane);
  // Every lane's source lane and value, found once for the whole instruction; the write mask
  // as dpp_write_mask gives it, from the same source lanes.
  const std::array<int8_t, 64>& sources = source_lanes(dpp);
  uint64_t invalid = 0;
  for (int lane = 0; lane < size; ++lane) {
    const int from = sources[lane];
    const bool fetch = from != kNoLane && ((exec_ >> from & 1) != 0 || dpp.fetch_inactive);
    fetched_[lane] = fetch ? src0_[from] : 0;
    invalid |= static_cast<uint64_t>(!fetch) << lane;
  }
  write_mask_ = size == 64 ? exec_ : exec_ & 0xFFFFFFFFull;
  if (!dpp.dpp8) {
    uint64_t enabled = 0;
    for (int lane = 0; lane < size; lane += 4) {
      const int row = lane / kRowLanes;
      const int bank = (lane / 4) & 3;
      if ((dpp.row_mask >> row & 1) != 0 && (dpp.bank_mask >> bank & 1) != 0) {
        enabled |= 0xFull << lane;
      }
    }
    write_mask_ &= enabled;
    if (!dpp.bound_ctrl) write_mask_ &= ~invalid;
  }
  if (inst.vdst != DecodedInst::kNone && operand::is_vgpr(inst.vdst)) {
    disabled_ = exec_ & ~write_mask_;
    dst_reg_ = inst.vdst - operand::kVgprFirst;
    if (disabled_ != 0) {
      for (int lane = 0; lane < size; ++lane) dst_[lane] = wave.vgpr(dst_reg_, lane);
    }
  }
  current_scope = this;
}

const DppScope* DppScope::of(const DecodedInst& inst, const WaveState& wave) {
  const DppScope* scope = current_scope;
  return scope != nullptr && scope->inst_ == &inst && &scope->wave_ == &wave ? scope : nullptr;
}

DppScope::~DppScope() { current_scope = outer_; }

void DppScope::restore_disabled_lanes() const {
  if (disabled_ == 0) return;
  for (int lane = 0; lane < wave_.wave_size(); ++lane) {
    // Only values a handler changed are put back, so an untouched register stays unused.
    if ((disabled_ >> lane & 1) != 0 && wave_.vgpr(dst_reg_, lane) != dst_[lane]) {
      wave_.set_vgpr(dst_reg_, lane, dst_[lane]);
    }
  }
}

uint64_t DppScope::read_src0(const DecodedInst& inst, const WaveState& wave, int lane,
                             unsigned bits) {
  const int reg = inst.src[0] - operand::kVgprFirst;
  const DppScope* scope = current_scope;
  const bool held = scope != nullptr && &scope->wave_ == &wave && scope->src0_reg_ == reg;
  if (held && scope->inst_ == &inst && bits != 64) return scope->fetched_[lane];
  const int from = dpp_fetch_lane(dpp_of(inst), lane, held ? scope->exec_ : wave.exec());
  if (from == kNoLane) return 0;
  uint64_t value = held ? scope->src0_[from] : wave.vgpr(reg, from);
  // DPP moves 32-bit lanes (LLVM allows no 64-bit operand); a wider read takes the next VGPR.
  if (bits == 64) value |= static_cast<uint64_t>(wave.vgpr((reg + 1) % kNumVgprs, from)) << 32;
  return value;
}

}  // namespace valu

namespace {

using valu::Lanes;

int vgpr_number(uint16_t code) { return code - operand::kVgprFirst; }

int vgpr_source(const ExecContext& c, int index, const char* what) {
  if (!operand::is_vgpr(c.inst.src[index])) c.fail(std::string(what) + " must be a VGPR");
  return vgpr_number(c.inst.src[index]);
}

void note_vgpr_written(ExecContext& c, int reg) {
  c.wave.mark_vgpr_used(reg);
  if (c.log != nullptr) c.log->vgprs.push_back(static_cast<uint16_t>(reg));
}

// ---- v_swap_b32 -------------------------------------------------------------------------------

// Exchanges VGPRs a and b in every active lane (the same register: no change).
void swap_lanes(ExecContext& c, int a, int b) {
  const uint64_t exec = c.wave.exec();
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint32_t old_a = c.wave.vgpr(a, lane);
    c.wave.set_vgpr(a, lane, c.wave.vgpr(b, lane));
    c.wave.set_vgpr(b, lane, old_a);
  }
  note_vgpr_written(c, a);
  if (b != a) note_vgpr_written(c, b);
  c.result.unit = Unit::Valu;
}

// Exchanges vdst and src0 in every active lane.
void v_swap_b32(ExecContext& c) {
  const int a = vgpr_number(c.inst.vdst);
  const int b = vgpr_source(c, 0, "v_swap_b32's source");
  swap_lanes(c, a, b);
}

// ---- M0-relative moves ------------------------------------------------------------------------

// A VGPR named by an instruction field plus an M0 offset; a sum past v255 stops the model.
int relative_vgpr(const ExecContext& c, int base, uint32_t offset, const char* what) {
  const uint64_t reg = static_cast<uint64_t>(base) + offset;
  if (reg >= static_cast<uint64_t>(kNumVgprs)) {
    c.fail(std::string(what) + " v" + std::to_string(base) + " + M0 offset " +
           std::to_string(offset) + " is past v255");
  }
  return static_cast<int>(reg);
}

uint32_t m0(const ExecContext& c) { return c.wave.sreg(operand::kM0); }

// Which register fields the move offsets, and by which part of M0: all 32 bits for
// v_movrel{s,d,sd}, M0[9:0] for the source and M0[25:16] for the destination in the _2 form.
enum class Relative { Destination, Source, Both, BothSplit };

uint32_t source_offset(const ExecContext& c, Relative r) {
  if (r == Relative::Destination) return 0;
  return r == Relative::BothSplit ? m0(c) & 0x3FF : m0(c);
}
uint32_t destination_offset(const ExecContext& c, Relative r) {
  if (r == Relative::Source) return 0;
  return r == Relative::BothSplit ? (m0(c) >> 16) & 0x3FF : m0(c);
}

// v_movreld/v_movrels/v_movrelsd/v_movrelsd_2: one 32-bit move per active lane with the source
// and/or destination register offset by M0. src0 follows DPP (from another lane) like any
// source; a relative source must be a VGPR.
template <Relative kRelative>
void move_relative(ExecContext& c) {
  Lanes lanes(c);  // EXEC and the DPP write mask
  const int dst =
      relative_vgpr(c, vgpr_number(c.inst.vdst), destination_offset(c, kRelative), "destination");
  int src = -1;
  if (kRelative != Relative::Destination) {
    src = relative_vgpr(c, vgpr_source(c, 0, "a relative source"), source_offset(c, kRelative),
                        "source");
  }
  const bool dpp = valu::is_dpp(c.inst);
  const valu::Dpp control = dpp ? valu::dpp_of(c.inst) : valu::Dpp{};
  const uint64_t exec = c.wave.exec();
  // Every source lane is read before any lane is written (a DPP fetch may read a lane that
  // this instruction writes).
  std::array<uint32_t, 64> values{};
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    if (src < 0) {
      values[lane] = static_cast<uint32_t>(c.read_src(0, lane, 32, false));
      continue;
    }
    const int from = dpp ? valu::dpp_fetch_lane(control, lane, exec) : lane;
    values[lane] = from == valu::kNoLane ? 0 : c.wave.vgpr(src, from);
  }
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (lanes.active(lane)) c.wave.set_vgpr(dst, lane, values[lane]);
  }
  note_vgpr_written(c, dst);
  c.result.unit = Unit::Valu;
}

// v_swaprel_b32: exchanges v[vdst + M0[25:16]] and v[src0 + M0[9:0]] in every active lane.
void v_swaprel_b32(ExecContext& c) {
  const int a = relative_vgpr(c, vgpr_number(c.inst.vdst),
                              destination_offset(c, Relative::BothSplit), "destination");
  const int b = relative_vgpr(c, vgpr_source(c, 0, "v_swaprel_b32's source"),
                              source_offset(c, Relative::BothSplit), "source");
  swap_lanes(c, a, b);
}

// ---- permlanes ----------------------------------------------------------------------------------

// v_permlane64_b32: lanes 0-31 and 32-63 exchange src0 in wave64; the guide makes it a no-op in
// wave32.
void v_permlane64_b32(ExecContext& c) {
  c.result.unit = Unit::Valu;
  if (!c.wave.wave64()) return;
  const int src = vgpr_source(c, 0, "v_permlane64_b32's source");
  const int dst = vgpr_number(c.inst.vdst);
  std::array<uint32_t, 64> before{};
  for (int lane = 0; lane < 64; ++lane) before[lane] = c.wave.vgpr(src, lane);
  const uint64_t exec = c.wave.exec();
  for (int lane = 0; lane < 64; ++lane) {
    if ((exec >> lane & 1) != 0) c.wave.set_vgpr(dst, lane, before[lane ^ 32]);
  }
  note_vgpr_written(c, dst);
}

// v_permlane16_b32 / v_permlanex16_b32: lane i of each row of 16 reads src0 from the lane of its
// own row (permlane16) or of the other row of its pair (x16) that the 4-bit select i of
// {src2, src1} names. op_sel[0] is fi and op_sel[1] bound_ctrl, as in DPP16: an inactive source
// lane without fi is invalid; it then reads 0 with bound_ctrl, else the lane is not written.
// RDNA4's v_permlane16_var_b32 / v_permlanex16_var_b32 (kPerLane): each lane's select is bits
// [3:0] of its own lane of the VGPR src1, read before anything is written; fi and bound_ctrl
// as above (**model choice**: AMD's guide shows no op_sel for them, LLVM 19 encodes both).
template <bool kCrossRows, bool kPerLane = false>
void permlane16(ExecContext& c) {
  const int src = vgpr_source(c, 0, "the permuted source");
  const int dst = vgpr_number(c.inst.vdst);
  const int size = c.wave.wave_size();
  std::array<uint8_t, 64> lane_select{};
  if (kPerLane) {
    const int selects = vgpr_source(c, 1, "the lane selects");
    for (int lane = 0; lane < size; ++lane) lane_select[lane] = c.wave.vgpr(selects, lane) & 0xF;
  } else {
    if (operand::is_vgpr(c.inst.src[1]) || operand::is_vgpr(c.inst.src[2])) {
      c.fail("the lane selects must be scalar");
    }
    const uint64_t selects =
        (c.read_scalar_src(1, 32) & 0xFFFFFFFF) | (c.read_scalar_src(2, 32) & 0xFFFFFFFF) << 32;
    for (int lane = 0; lane < size; ++lane) {
      lane_select[lane] = selects >> (4 * (lane % kRowLanes)) & 0xF;
    }
  }
  const bool fetch_inactive = (c.inst.opsel & 1) != 0;
  const bool bound_ctrl = (c.inst.opsel & 2) != 0;
  const uint64_t exec = c.wave.exec();
  std::array<uint32_t, 64> before{};
  for (int lane = 0; lane < size; ++lane) before[lane] = c.wave.vgpr(src, lane);
  for (int lane = 0; lane < size; ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const int row = lane / kRowLanes;
    const int source_row = kCrossRows ? row ^ 1 : row;
    const int select = lane_select[lane];
    const int from = source_row * kRowLanes + select;
    const bool valid = (exec >> from & 1) != 0 || fetch_inactive;
    if (!valid && !bound_ctrl) continue;
    c.wave.set_vgpr(dst, lane, valid ? before[from] : 0);
  }
  note_vgpr_written(c, dst);
  c.result.unit = Unit::Valu;
}

}  // namespace

void register_valu_xlane_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };
  set(Op::V_SWAP_B32, v_swap_b32);
  set(Op::V_SWAPREL_B32, v_swaprel_b32);
  set(Op::V_MOVRELD_B32, move_relative<Relative::Destination>);
  set(Op::V_MOVRELS_B32, move_relative<Relative::Source>);
  set(Op::V_MOVRELSD_B32, move_relative<Relative::Both>);
  set(Op::V_MOVRELSD_2_B32, move_relative<Relative::BothSplit>);
  set(Op::V_PERMLANE64_B32, v_permlane64_b32);
  set(Op::V_PERMLANE16_B32, permlane16<false>);
  set(Op::V_PERMLANEX16_B32, permlane16<true>);
  set(Op::V_PERMLANE16_VAR_B32, permlane16<false, true>);
  set(Op::V_PERMLANEX16_VAR_B32, permlane16<true, true>);
}

}  // namespace cutlm
