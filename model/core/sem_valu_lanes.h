// Operand plumbing shared by VALU handlers: sources read in the width the ISA table gives them,
// destinations written in theirs, EXEC masking and lane-mask (VCC/SGPR/EXEC) destinations.
// A handler that is "one value per active lane" only writes the lane function and registers
// map_lanes<function>; the integer operations (sem_valu_int.cpp) are written that way.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "bits.h"
#include "decoder.h"
#include "executor.h"
#include "operands.h"
#include "wave_state.h"

namespace cutlm::valu {

// An instruction's operand widths as the ISA table gives them.
struct OperandWidths {
  std::array<unsigned, 3> source{};  // 0: the form has no such source
  int num_sources = 0;
  unsigned dest = 0;  // vdst when it is a VGPR, else 0
};

inline OperandWidths find_operand_widths(const isa::InstInfo* info) {
  OperandWidths w;
  for (int i = 0; i < 3; ++i) {
    const isa::OperandInfo* o = source_operand(info, i);
    w.source[i] = o != nullptr ? o->bits : 0;
    if (o != nullptr) w.num_sources = i + 1;
  }
  const isa::OperandInfo* d = info->operand("vdst");
  w.dest = d != nullptr && d->type == isa::OperandType::Vgpr ? d->bits : 0;
  return w;
}

// The table is searched by operand name, too slow to repeat for every instruction executed, so
// the widths of every table entry are found once.
inline OperandWidths operand_widths(const isa::InstInfo* info) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  static const std::vector<OperandWidths> kWidths = [all, count] {
    std::vector<OperandWidths> widths;
    for (std::size_t i = 0; i < count; ++i) widths.push_back(find_operand_widths(&all[i]));
    return widths;
  }();
  if (info >= all && info < all + count) return kWidths[static_cast<std::size_t>(info - all)];
  return find_operand_widths(info);
}

// ---- DPP: source 0 read from another lane (sem_valu_xlane.cpp) ------------------------------

// The controls of a DPP16 or DPP8 instruction, read from its DPP dword.
struct Dpp {
  bool dpp8 = false;
  bool fetch_inactive = false;  // fi: an inactive source lane gives its value, not "invalid"
  bool bound_ctrl = false;      // DPP16: an invalid source reads 0 instead of disabling the lane
  uint16_t ctrl = 0;            // DPP16 dpp_ctrl
  uint32_t lane_selects = 0;    // DPP8: eight 3-bit lane selects, lane 0's lowest
  uint8_t row_mask = 0xF;
  uint8_t bank_mask = 0xF;
  uint8_t vsrc0 = 0;  // src0's VGPR field as encoded
  uint8_t abs = 0;    // VOP1/VOP2/VOPC DPP16 source modifiers: bit 0 src0, bit 1 src1
  uint8_t neg = 0;
};

inline bool is_dpp(const DecodedInst& inst) {
  return inst.variant == SrcVariant::Dpp16 || inst.variant == SrcVariant::Dpp8;
}
Dpp dpp_of(const DecodedInst& inst);
// Whether gfx1100 defines a DPP16 control value (the wave-wide shifts and row broadcasts of
// older GPUs and the unused codes are not).
bool dpp_control_defined(uint16_t ctrl);

constexpr int kNoLane = -1;
// The lane whose src0 `lane` reads under the control, kNoLane if it points outside the row.
int dpp_source_lane(const Dpp& dpp, int lane);
// The lane src0 of `lane` is fetched from, or kNoLane when it reads 0: a lane outside the row,
// or an inactive one without fi.
int dpp_fetch_lane(const Dpp& dpp, int lane, uint64_t exec);
// The lanes a DPP instruction writes: EXEC without the rows and banks the masks disable and,
// for DPP16 without bound_ctrl, without the lanes whose source is invalid.
uint64_t dpp_write_mask(const Dpp& dpp, uint64_t exec, int wave_size);

// The instruction as the handlers see it: src0 names the DPP dword's VGPR (a true16 high half
// folded into opsel bit 0) and the DPP16 dword's abs/neg are merged into abs/neg. Throws a
// ModelError for a control gfx1100 does not define.
DecodedInst resolve_dpp_operands(const DecodedInst& inst, const WaveState& wave);

// What a DPP instruction's handler reads and what it may not write, fixed when the instruction
// starts; Executor::step holds one while the handler runs. The hardware reads every lane's
// operands before it writes any, so src0's VGPR is read as it was (`v_add_nc_u32_dpp v1, v1, v1
// row_shr:1` adds the old neighbour even though lanes are written one after another here), with
// EXEC as it was. The destination lanes DPP disables are put back afterwards for handlers that
// write by EXEC alone.
class DppScope {
 public:
  DppScope(const DecodedInst& inst, WaveState& wave);
  ~DppScope();
  DppScope(const DppScope&) = delete;
  DppScope& operator=(const DppScope&) = delete;

  void restore_disabled_lanes() const;

  // src0 of `lane` of a DPP instruction: the named lane's value, 0 when the source is invalid.
  static uint64_t read_src0(const DecodedInst& inst, const WaveState& wave, int lane,
                            unsigned bits);

 private:
  WaveState& wave_;
  const DppScope* outer_;
  int src0_reg_;
  uint64_t exec_;
  std::array<uint32_t, 64> src0_{};
  int dst_reg_ = -1;
  uint64_t disabled_ = 0;
  std::array<uint32_t, 64> dst_{};
};

// One VALU instruction's view of the wave: EXEC as it was when the instruction started (less
// the lanes a DPP control disables), its sources lane by lane and its destinations.
class Lanes {
 public:
  explicit Lanes(ExecContext& c) : c_(c), exec_(c.wave.exec()) {
    if (is_dpp(c.inst)) exec_ = dpp_write_mask(dpp_of(c.inst), exec_, c.wave.wave_size());
    const OperandWidths widths = operand_widths(c.inst.info);
    source_bits_ = widths.source;
    num_sources_ = widths.num_sources;
    dest_bits_ = widths.dest;
    if (c.inst.vdst != DecodedInst::kNone && operand::is_vgpr(c.inst.vdst)) {
      dest_reg_ = c.inst.vdst - operand::kVgprFirst;
    }
  }

  ExecContext& context() const { return c_; }
  int size() const { return c_.wave.wave_size(); }
  uint64_t exec() const { return exec_; }
  bool active(int lane) const { return (exec_ >> lane & 1) != 0; }

  int num_sources() const { return num_sources_; }
  unsigned source_bits(int i) const { return source_bits_[i]; }

  // Source i of one lane in its table width. A 16-bit source is the half opsel bit i names
  // (the decoder folds the VOP1/VOP2/VOPC "v[128+n]" spelling of a high half into opsel too);
  // constants are 16-bit patterns there, so their high half reads as 0 (docs/valu-semantics.md).
  uint64_t source(int i, int lane) const {
    if (source_bits_[i] == 16) {
      const uint64_t raw = c_.read_src(i, lane, 16, false);
      return ((c_.inst.opsel >> i & 1) != 0 ? raw >> 16 : raw) & 0xFFFF;
    }
    if (source_bits_[i] != 64) return c_.read_src(i, lane, 32, false);
    return c_.read_src(i, lane, 64, false);
  }

  // Source i read as a lane mask (v_cndmask, carry-in): an SGPR in wave32, a pair in wave64.
  uint64_t mask_source(int i) const {
    if (operand::is_vgpr(c_.inst.src[i])) c_.fail("a lane mask operand must be scalar");
    return c_.read_scalar_src(i, c_.wave.wave64() ? 64 : 32) & c_.wave.lane_mask();
  }

  int dest_reg() const { return dest_reg_; }
  unsigned dest_bits() const { return dest_bits_; }

  // Writes one lane of vdst in its table width. A 16-bit result goes to the half opsel bit 3
  // names and the other half keeps its value; a 64-bit one to the register pair.
  void write(int lane, uint64_t value) {
    WaveState& w = c_.wave;
    if (dest_bits_ == 16) {
      const uint32_t old = w.vgpr(dest_reg_, lane);
      const uint32_t half = static_cast<uint32_t>(value & 0xFFFF);
      w.set_vgpr(
          dest_reg_, lane,
          (c_.inst.opsel & 8) != 0 ? (old & 0x0000FFFFu) | half << 16 : (old & 0xFFFF0000u) | half);
    } else {
      w.set_vgpr(dest_reg_, lane, static_cast<uint32_t>(value));
      if (dest_bits_ == 64) {
        w.set_vgpr(next_vgpr(dest_reg_), lane, static_cast<uint32_t>(value >> 32));
      }
    }
    wrote_ = true;
  }

  // Writes a lane mask to a scalar destination: the SGPR (wave32) or pair (wave64) at `code`,
  // nothing for null (whose "pair" would otherwise reach M0).
  void write_mask(uint16_t code, uint64_t mask) {
    if (code == operand::kNull || code == DecodedInst::kNone) return;
    c_.write_sreg(code, static_cast<uint32_t>(mask));
    if (c_.wave.wave64()) {
      c_.write_sreg(static_cast<uint16_t>(code + 1), static_cast<uint32_t>(mask >> 32));
    }
  }

  // Ends a VALU instruction: logs the VGPRs written and marks vdst as holding a value.
  void finish(int vgprs_written = -1) {
    c_.result.unit = Unit::Valu;
    if (dest_reg_ < 0) return;
    const int count = vgprs_written >= 0 ? vgprs_written
                      : dest_bits_ > 32  ? static_cast<int>(dest_bits_ / 32)
                                         : 1;
    int reg = dest_reg_;
    for (int i = 0; i < count; ++i, reg = next_vgpr(reg)) {
      c_.wave.mark_vgpr_used(reg);
      if (wrote_ && c_.log != nullptr) c_.log->vgprs.push_back(static_cast<uint16_t>(reg));
    }
  }

  void note_written() { wrote_ = true; }

  // A register tuple wraps at v255 the way ExecContext::read_src reads one.
  static int next_vgpr(int reg) { return (reg + 1) % kNumVgprs; }

 private:
  ExecContext& c_;
  uint64_t exec_;
  std::array<unsigned, 3> source_bits_{};
  int num_sources_ = 0;
  unsigned dest_bits_ = 0;
  int dest_reg_ = -1;
  bool wrote_ = false;
};

// What a one-value-per-lane operation sees: its sources in their table widths, the lane, and
// the VOP3 modifier bits (integer operations use clamp; moves and selects use abs/neg).
struct LaneArgs {
  std::array<uint64_t, 3> src{};
  int lane = 0;
  bool clamp = false;
  uint8_t abs = 0;
  uint8_t neg = 0;
  uint8_t omod = 0;
  uint8_t opsel = 0;
  const Mode* mode = nullptr;  // the wave's MODE register (float operations)
};

using LaneFunction = uint64_t (*)(const LaneArgs&);

// The handler of an operation that computes vdst from its sources lane by lane; inactive lanes
// keep their destination.
template <LaneFunction kOperation>
void map_lanes(ExecContext& c) {
  Lanes lanes(c);
  LaneArgs args;
  args.clamp = c.inst.clamp;
  args.abs = c.inst.abs;
  args.neg = c.inst.neg;
  args.omod = c.inst.omod;
  args.opsel = c.inst.opsel;
  args.mode = &c.wave.mode;
  const int sources = lanes.num_sources();
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    args.lane = lane;
    for (int i = 0; i < sources; ++i) args.src[i] = lanes.source(i, lane);
    lanes.write(lane, kOperation(args));
  }
  lanes.finish();
}

}  // namespace cutlm::valu
