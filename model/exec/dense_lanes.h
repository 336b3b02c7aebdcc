// The operands of a VALU instruction run on the whole wave at once (the dense fast paths): EXEC
// covers every lane, it is not DPP, and each source is a VGPR (its lane array) or one value for
// all lanes (copied into a lane array here). Handlers try it first and take their general,
// lane-by-lane path when it does not apply or the dense kernel declines.
#pragma once

#include <array>
#include <cstdint>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "isa/operands.h"

namespace cutlm::valu {

class Dense {
 public:
  static constexpr int kMaxLanes = 64;

  // Whether the instruction qualifies: full EXEC, no DPP, a VGPR destination.
  static bool applies(const ExecContext& c) {
    return c.inst.variant != SrcVariant::Dpp16 && c.inst.variant != SrcVariant::Dpp8 &&
           c.wave.exec() == c.wave.lane_mask() && c.inst.vdst != DecodedInst::kNone &&
           operand::is_vgpr(c.inst.vdst);
  }

  explicit Dense(ExecContext& c) : c_(c), lanes_(c.wave.wave_size()) {
    storage_ = c.wave.vgpr_storage();
    dest_reg_ = c.inst.vdst - operand::kVgprFirst;
  }

  int lanes() const { return lanes_; }
  int dest_reg() const { return dest_reg_; }
  uint32_t* vgpr(int reg) const { return storage_ + reg * 64; }
  static int next_vgpr(int reg) { return (reg + 1) % kNumVgprs; }

  // Source operand `index` (`bits` 32 or 64) as lane arrays into slot `slot`; false for an
  // operand kind read lane by lane (the general path handles it and its errors).
  bool source(int index, unsigned bits, int slot) {
    const uint16_t code = c_.inst.src[index];
    if (operand::is_vgpr(code)) {
      const int reg = code - operand::kVgprFirst;
      lo_[slot] = vgpr(reg);
      hi_[slot] = vgpr(next_vgpr(reg));
      return true;
    }
    if (!(operand::is_scalar_reg(code) || operand::is_inline_int(code) ||
          operand::is_inline_float(code) || code == operand::kLiteral)) {
      return false;
    }
    uniform(c_.read_scalar_src(index, bits), bits, slot);
    return true;
  }
  // One value for all lanes in slot `slot` (a literal K, for instance).
  void uniform(uint64_t value, unsigned bits, int slot) {
    broadcast(fill_lo_[slot], static_cast<uint32_t>(value));
    lo_[slot] = fill_lo_[slot].data();
    if (bits == 64) {
      broadcast(fill_hi_[slot], static_cast<uint32_t>(value >> 32));
      hi_[slot] = fill_hi_[slot].data();
    }
  }
  // The destination's current lanes as source slot `slot` (fmac's accumulator).
  void dest_as_source(int slot) {
    lo_[slot] = vgpr(dest_reg_);
    hi_[slot] = vgpr(next_vgpr(dest_reg_));
  }

  const uint32_t* const* lo() const { return lo_.data(); }
  const uint32_t* const* hi() const { return hi_.data(); }

  // The result lanes, copied into vdst (and the next register for 64 bits) by finish(); the
  // kernels write here, not into vdst, since vdst may also be a source.
  uint32_t* out_lo() { return out_lo_.data(); }
  uint32_t* out_hi() { return out_hi_.data(); }

  // Writes the results and ends the instruction as Lanes::finish does.
  void finish(unsigned dest_bits) {
    const int bytes = lanes_ * 4;
    __builtin_memcpy(vgpr(dest_reg_), out_lo_.data(), bytes);
    c_.wave.mark_vgpr_used(dest_reg_);
    if (c_.log != nullptr) c_.log->vgprs.push_back(static_cast<uint16_t>(dest_reg_));
    if (dest_bits == 64) {
      const int high = next_vgpr(dest_reg_);
      __builtin_memcpy(vgpr(high), out_hi_.data(), bytes);
      c_.wave.mark_vgpr_used(high);
      if (c_.log != nullptr) c_.log->vgprs.push_back(static_cast<uint16_t>(high));
    }
    c_.result.unit = Unit::Valu;
  }

 private:
  void broadcast(std::array<uint32_t, kMaxLanes>& to, uint32_t value) const {
    for (int l = 0; l < lanes_; ++l) to[l] = value;
  }

  ExecContext& c_;
  int lanes_;
  uint32_t* storage_;
  int dest_reg_;
  std::array<const uint32_t*, 3> lo_{};
  std::array<const uint32_t*, 3> hi_{};
  // Left uninitialized: only the lanes written are read.
  std::array<uint32_t, kMaxLanes> fill_lo_[3];
  std::array<uint32_t, kMaxLanes> fill_hi_[3];
  std::array<uint32_t, kMaxLanes> out_lo_;
  std::array<uint32_t, kMaxLanes> out_hi_;
};

}  // namespace cutlm::valu
