// The operands of a VALU instruction run on the whole wave at once (the dense fast paths): EXEC
// covers every lane, it is not DPP, and each source is a VGPR (its lane array) or one value for
// all lanes (copied into a lane array here). Handlers try it first and take their general,
// lane-by-lane path when it does not apply or the dense kernel declines.
#pragma once

#include <array>
#include <cstdint>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "isa/operands.h"

namespace cutlm::valu {

class Dense {
 public:
  static constexpr int kMaxLanes = 64;

  // Whether the instruction qualifies: full EXEC and a VGPR destination; DPP only inside its
  // Executor::step scope (src0 then comes from the scope's lane array, and only the lanes the
  // control enables are written).
  static bool applies(const ExecContext& c) {
    if (c.wave.exec() != c.wave.lane_mask() || c.inst.vdst == DecodedInst::kNone ||
        !operand::is_vgpr(c.inst.vdst)) {
      return false;
    }
    return !is_dpp(c.inst) || DppScope::of(c.inst, c.wave) != nullptr;
  }

  __attribute__((always_inline)) explicit Dense(ExecContext& c)
      : c_(c), lanes_(c.wave.wave_size()) {
    storage_ = c.wave.vgpr_storage();
    dest_reg_ = c.inst.vdst - operand::kVgprFirst;
    if (is_dpp(c.inst)) dpp_ = DppScope::of(c.inst, c.wave);
    write_mask_ = dpp_ != nullptr ? dpp_->write_mask() : c.wave.lane_mask();
  }

  int lanes() const { return lanes_; }
  int dest_reg() const { return dest_reg_; }
  uint32_t* vgpr(int reg) const { return storage_ + reg * 64; }
  static int next_vgpr(int reg) { return (reg + 1) % kNumVgprs; }

  // Source operand `index` (`bits` 32 or 64) as lane arrays into slot `slot`; false for an
  // operand kind read lane by lane (the general path handles it and its errors).
  // Inlined into each handler: the VGPR case is a few instructions, and it runs per operand.
  __attribute__((always_inline)) bool source(int index, unsigned bits, int slot) {
    const uint16_t code = c_.inst.src[index];
    if (index == 0 && dpp_ != nullptr) {
      if (bits == 64) return false;  // DPP moves 32-bit lanes
      lo_[slot] = dpp_->src0_lanes();
      return true;
    }
    if (operand::is_vgpr(code)) {
      const int reg = code - operand::kVgprFirst;
      lo_[slot] = vgpr(reg);
      if (bits == 64) hi_[slot] = vgpr(next_vgpr(reg));  // only 64-bit kernels read hi()
      return true;
    }
    return non_vgpr_source(index, bits, slot);
  }
  [[gnu::noinline]] bool non_vgpr_source(int index, unsigned bits, int slot) {
    const uint16_t code = c_.inst.src[index];
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
  __attribute__((always_inline)) void finish(unsigned dest_bits) {
    copy_out(vgpr(dest_reg_), out_lo_.data());
    c_.wave.mark_vgpr_used(dest_reg_);
    if (c_.log != nullptr) c_.log->vgprs.push_back(static_cast<uint16_t>(dest_reg_));
    if (dest_bits == 64) {
      const int high = next_vgpr(dest_reg_);
      copy_out(vgpr(high), out_hi_.data());
      c_.wave.mark_vgpr_used(high);
      if (c_.log != nullptr) c_.log->vgprs.push_back(static_cast<uint16_t>(high));
    }
    c_.result.unit = Unit::Valu;
  }

 private:
  // All lanes, or (DPP) the lanes the control enables.
  __attribute__((always_inline)) void copy_out(uint32_t* to, const uint32_t* from) const {
    if (write_mask_ == c_.wave.lane_mask()) {
      // A constant size copies inline rather than through a memcpy call.
      if (lanes_ == 32) {
        __builtin_memcpy(to, from, 32 * 4);
      } else {
        __builtin_memcpy(to, from, static_cast<std::size_t>(lanes_) * 4);
      }
      return;
    }
    for (uint64_t pending = write_mask_; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      to[lane] = from[lane];
    }
  }

  void broadcast(std::array<uint32_t, kMaxLanes>& to, uint32_t value) const {
    for (int l = 0; l < lanes_; ++l) to[l] = value;
  }

  ExecContext& c_;
  int lanes_;
  uint32_t* storage_;
  int dest_reg_;
  const DppScope* dpp_ = nullptr;
  uint64_t write_mask_;
  std::array<const uint32_t*, 3> lo_{};
  std::array<const uint32_t*, 3> hi_{};
  // Left uninitialized: only the lanes written are read.
  std::array<uint32_t, kMaxLanes> fill_lo_[3];
  std::array<uint32_t, kMaxLanes> fill_hi_[3];
  std::array<uint32_t, kMaxLanes> out_lo_;
  std::array<uint32_t, kMaxLanes> out_hi_;
};

}  // namespace cutlm::valu
