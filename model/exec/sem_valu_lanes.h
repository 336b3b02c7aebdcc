// Operand plumbing shared by VALU handlers: sources read in the width the ISA table gives them,
// destinations written in theirs, EXEC masking and lane-mask (VCC/SGPR/EXEC) destinations.
// A handler that is "one value per active lane" only writes the lane function and registers
// map_lanes<function>; the integer operations (sem_valu_int.cpp) are written that way.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "fp/fp.h"
#include "isa/bits.h"
#include "isa/decoder.h"
#include "isa/operands.h"

namespace cutlm::valu {

// An instruction's operand widths as the ISA table gives them.
struct OperandWidths {
  std::array<unsigned, 3> source{};  // 0: the form has no such source
  int num_sources = 0;
  unsigned dest = 0;  // vdst when it is a VGPR, else 0
};

// The widths come from the generated table's operand indexes: no search on the hot path.
inline OperandWidths operand_widths(const isa::InstInfo* info) {
  OperandWidths w;
  for (int i = 0; i < 3; ++i) {
    const int at = info->source_index[i];
    w.source[i] = at >= 0 ? info->operands[at].bits : 0;
    if (at >= 0) w.num_sources = i + 1;
  }
  const int d = info->vdst_index;
  w.dest = d >= 0 && info->operands[d].type == isa::OperandType::Vgpr ? info->operands[d].bits : 0;
  return w;
}

// ---- DPP: source 0 read from another lane (sem_valu_xlane.cpp) ------------------------------

// The controls of a DPP16 or DPP8 instruction, read from its DPP dword.
using Dpp = DppWord;

inline bool is_dpp(const DecodedInst& inst) {
  return inst.variant == SrcVariant::Dpp16 || inst.variant == SrcVariant::Dpp8;
}
inline Dpp dpp_of(const DecodedInst& inst) { return read_dpp_word(inst); }
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
// Throws the ModelError resolve_dpp_operands throws for a control gfx1100 does not define.
void check_dpp_control(const DecodedInst& inst, const WaveState& wave);

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

  // The scope of `inst` running on `wave`, or nullptr (the handler runs outside
  // Executor::step, or another instruction's scope is open).
  static const DppScope* of(const DecodedInst& inst, const WaveState& wave);
  // The lanes the instruction writes (dpp_write_mask with EXEC as it started).
  uint64_t write_mask() const { return write_mask_; }
  // src0 of every lane as the control delivers it: the source lane's value, 0 when invalid.
  const uint32_t* src0_lanes() const { return fetched_.data(); }

  // src0 of `lane` of a DPP instruction: the named lane's value, 0 when the source is invalid.
  static uint64_t read_src0(const DecodedInst& inst, const WaveState& wave, int lane,
                            unsigned bits);

 private:
  WaveState& wave_;
  const DppScope* outer_;
  const DecodedInst* inst_;
  int src0_reg_;
  uint64_t exec_;
  // Left uninitialized: only lanes the constructor wrote are read.
  std::array<uint32_t, 64> src0_;
  std::array<uint32_t, 64> fetched_;
  uint64_t write_mask_ = 0;
  int dst_reg_ = -1;
  uint64_t disabled_ = 0;
  std::array<uint32_t, 64> dst_;
};

// One VALU instruction's view of the wave: EXEC as it was when the instruction started (less
// the lanes a DPP control disables), its sources lane by lane and its destinations.
class Lanes {
 public:
  explicit Lanes(ExecContext& c) : c_(c), exec_(c.wave.exec()) {
    if (is_dpp(c.inst)) {
      const DppScope* scope = DppScope::of(c.inst, c.wave);
      exec_ = scope != nullptr ? scope->write_mask()
                               : dpp_write_mask(dpp_of(c.inst), exec_, c.wave.wave_size());
    }
    const OperandWidths widths = operand_widths(c.inst.info);
    source_bits_ = widths.source;
    num_sources_ = widths.num_sources;
    dest_bits_ = widths.dest;
    if (c.inst.vdst != DecodedInst::kNone && operand::is_vgpr(c.inst.vdst)) {
      dest_reg_ = c.inst.vdst - operand::kVgprFirst;
      uint32_t* storage = c.wave.vgpr_storage();
      dest_lo_ = storage + dest_reg_ * 64;
      dest_hi_ = storage + next_vgpr(dest_reg_) * 64;
    }
    // Each source is found once per instruction: a VGPR as its lane array, a scalar register
    // or constant as one value. A DPP src0 (read from other lanes) and the operand kinds
    // read_src reports as unsupported stay on the lane-by-lane path, so that an unsupported
    // operand still fails only when a lane reads it.
    const bool dpp = is_dpp(c.inst);
    for (int i = 0; i < num_sources_; ++i) {
      const uint16_t code = c.inst.src[i];
      SourceView& view = views_[i];
      view = SourceView{SourceView::Kind::PerLane, nullptr, nullptr, 0, 0, 0};
      const unsigned read_bits = source_bits_[i] == 64 ? 64 : source_bits_[i] == 16 ? 16 : 32;
      if (operand::is_vgpr(code) && !(dpp && i == 0)) {
        const int reg = code - operand::kVgprFirst;
        view.kind = SourceView::Kind::Vgpr;
        view.lo = c.wave.vgpr_storage() + reg * 64;
        view.hi = c.wave.vgpr_storage() + next_vgpr(reg) * 64;
      } else if (operand::is_scalar_reg(code) || operand::is_inline_int(code) ||
                 operand::is_inline_float(code) || code == operand::kLiteral) {
        view.kind = SourceView::Kind::Uniform;
        view.value = c.read_scalar_src(i, read_bits);
        view.low_word = static_cast<uint32_t>(view.value);
        view.high_word = static_cast<uint32_t>(view.value >> 32);
      }
    }
  }

  ExecContext& context() const { return c_; }
  int size() const { return c_.wave.wave_size(); }
  uint64_t exec() const { return exec_; }
  bool active(int lane) const { return (exec_ >> lane & 1) != 0; }
  // The lanes the instruction writes, as a mask limited to the wave's size.
  uint64_t active_lanes() const { return exec_ & c_.wave.lane_mask(); }

  int num_sources() const { return num_sources_; }
  unsigned source_bits(int i) const { return source_bits_[i]; }

  // Source i of one lane in its table width. A 16-bit source is the half opsel bit i names
  // (the decoder folds the VOP1/VOP2/VOPC "v[128+n]" spelling of a high half into opsel too);
  // constants are 16-bit patterns there, so their high half reads as 0 (docs/valu-semantics.md).
  inline __attribute__((always_inline)) uint64_t source(int i, int lane) const {
    const unsigned bits = source_bits_[i];
    const uint64_t raw = raw_source(i, lane, bits == 64 ? 64 : bits == 16 ? 16 : 32);
    if (bits == 16) return ((c_.inst.opsel >> i & 1) != 0 ? raw >> 16 : raw) & 0xFFFF;
    return raw;
  }

  // The sources of an instruction whose sources are all 16 or 32 bits wide and none is read
  // lane by lane, as arrays indexed by lane: a VGPR's lanes, or one value (index mask 0). The
  // common case, so map_lanes reads it without a branch per source.
  struct NarrowSources {
    std::array<const uint32_t*, 3> base{};
    std::array<uint32_t, 3> index_mask{};
    std::array<uint8_t, 3> shift{};
    std::array<uint32_t, 3> value_mask{};
  };
  bool narrow_sources(NarrowSources& out) const {
    for (int i = 0; i < num_sources_; ++i) {
      const SourceView& view = views_[i];
      if (source_bits_[i] == 64 || view.kind == SourceView::Kind::PerLane) return false;
      const bool vgpr = view.kind == SourceView::Kind::Vgpr;
      out.base[i] = vgpr ? view.lo : &view.low_word;
      out.index_mask[i] = vgpr ? 63u : 0u;
      const bool half = source_bits_[i] == 16;
      out.shift[i] = half && (c_.inst.opsel >> i & 1) != 0 ? 16 : 0;
      out.value_mask[i] = half ? 0xFFFFu : 0xFFFFFFFFu;
    }
    return true;
  }

  // The sources of an instruction whose sources are 32 or 64 bits wide and none is read lane by
  // lane (the 64-bit integer operations): each a low and a high lane array, indexed by lane
  // (a VGPR pair) or not (index mask 0: one value). wide_source() reads one as source() would.
  struct WideSources {
    std::array<const uint32_t*, 3> lo{};
    std::array<const uint32_t*, 3> hi{};
    std::array<uint32_t, 3> index_mask{};
    std::array<bool, 3> wide{};
  };
  bool wide_sources(WideSources& out) const {
    for (int i = 0; i < num_sources_; ++i) {
      const SourceView& view = views_[i];
      if (source_bits_[i] == 16 || view.kind == SourceView::Kind::PerLane) return false;
      const bool vgpr = view.kind == SourceView::Kind::Vgpr;
      out.wide[i] = source_bits_[i] == 64;
      // A narrow constant is its low word (source() returns the whole value: keep them equal).
      if (!vgpr && !out.wide[i] && view.high_word != 0) return false;
      out.lo[i] = vgpr ? view.lo : &view.low_word;
      out.hi[i] = vgpr ? view.hi : &view.high_word;
      out.index_mask[i] = vgpr ? 63u : 0u;
    }
    return true;
  }
  static inline __attribute__((always_inline)) uint64_t wide_source(const WideSources& w, int i,
                                                                    int lane) {
    const uint32_t index = static_cast<uint32_t>(lane) & w.index_mask[i];
    const uint64_t low = w.lo[i][index];
    return w.wide[i] ? low | static_cast<uint64_t>(w.hi[i][index]) << 32 : low;
  }

  // Source i read as a lane mask (v_cndmask, carry-in): an SGPR in wave32, a pair in wave64.
  uint64_t mask_source(int i) const {
    if (operand::is_vgpr(c_.inst.src[i])) c_.fail("a lane mask operand must be scalar");
    return c_.read_scalar_src(i, c_.wave.wave64() ? 64 : 32) & c_.wave.lane_mask();
  }

  int dest_reg() const { return dest_reg_; }
  unsigned dest_bits() const { return dest_bits_; }
  // vdst's lane array (a VGPR destination), or nullptr.
  uint32_t* dest_lanes() const { return dest_lo_; }

  // Writes one lane of vdst in its table width. A 16-bit result goes to the half opsel bit 3
  // names and the other half keeps its value; a 64-bit one to the register pair.
  inline __attribute__((always_inline)) void write(int lane, uint64_t value) {
    if (dest_bits_ == 16) {
      const uint32_t old = dest_lo_[lane];
      const uint32_t half = static_cast<uint32_t>(value & 0xFFFF);
      dest_lo_[lane] =
          (c_.inst.opsel & 8) != 0 ? (old & 0x0000FFFFu) | half << 16 : (old & 0xFFFF0000u) | half;
    } else {
      dest_lo_[lane] = static_cast<uint32_t>(value);
      if (dest_bits_ == 64) dest_hi_[lane] = static_cast<uint32_t>(value >> 32);
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
  // Set by the constructor for each of the instruction's sources (the others are never read);
  // no default initializers, so that making a Lanes does not clear memory it will overwrite.
  struct SourceView {
    enum class Kind : uint8_t { PerLane, Vgpr, Uniform } kind;
    const uint32_t* lo;
    const uint32_t* hi;
    uint64_t value;
    uint32_t low_word;       // value's low 32 bits, addressable for NarrowSources
    uint32_t high_word = 0;  // and its high 32 bits, for WideSources
  };

  inline __attribute__((always_inline)) uint64_t raw_source(int i, int lane, unsigned bits) const {
    const SourceView& view = views_[i];
    switch (view.kind) {
      case SourceView::Kind::Vgpr:
        return bits == 64 ? view.lo[lane] | static_cast<uint64_t>(view.hi[lane]) << 32
                          : view.lo[lane];
      case SourceView::Kind::Uniform: return view.value;
      case SourceView::Kind::PerLane: break;
    }
    return c_.read_src(i, lane, bits, false);
  }

  ExecContext& c_;
  uint64_t exec_;
  std::array<unsigned, 3> source_bits_{};
  int num_sources_ = 0;
  unsigned dest_bits_ = 0;
  int dest_reg_ = -1;
  uint32_t* dest_lo_ = nullptr;  // vdst's lanes, and the next register's for a 64-bit result
  uint32_t* dest_hi_ = nullptr;
  std::array<SourceView, 3> views_;
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
  // MODE's controls for f32 and for f16/f64, taken once per instruction: the lanes only read
  // them (MODE cannot change within an instruction).
  fp::Env env32;
  fp::Env env16_64;
  const fp::Env& env(fp::Format f) const { return f == fp::Format::F32 ? env32 : env16_64; }
};

using LaneFunction = uint64_t (*)(const LaneArgs&);

// The per-instruction part of LaneArgs: modifiers and MODE.
inline LaneArgs lane_args(const ExecContext& c) {
  LaneArgs args;
  args.clamp = c.inst.clamp;
  args.abs = c.inst.abs;
  args.neg = c.inst.neg;
  args.omod = c.inst.omod;
  args.opsel = c.inst.opsel;
  args.mode = &c.wave.mode;
  args.env32 = fp::env_for(c.wave.mode, fp::Format::F32);
  args.env16_64 = fp::env_for(c.wave.mode, fp::Format::F64);
  return args;
}

// The scalar ALU's form of a VALU operation (RDNA4's s_cvt_*_f32, s_ceil_f32, ...): the VALU's
// lane function once, on the scalar sources read as kSourceBits (16: a float inline constant is
// the f16 one and a register gives its low half), without modifiers (SOP1/SOP2 have none), under
// the wave's MODE; the result goes to sdst, a 16-bit one zero-extended, and SCC is left alone.
template <LaneFunction F, unsigned kSourceBits = 32, unsigned kResultBits = 32>
void scalar_lane(ExecContext& c) {
  LaneArgs args = lane_args(c);
  constexpr uint64_t kSourceMask = (1ull << kSourceBits) - 1;
  constexpr uint64_t kResultMask = (1ull << kResultBits) - 1;
  for (int i = 0; i < 2; ++i) {
    if (c.inst.src[i] != DecodedInst::kNone) {
      args.src[i] = c.read_scalar_src(i, kSourceBits) & kSourceMask;
    }
  }
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(F(args) & kResultMask));
  c.result.unit = Unit::Salu;
}

// An f16 operation's scalar form: f16 sources (the low halves), the f16 result zero-extended.
template <LaneFunction F>
void scalar_lane_f16(ExecContext& c) {
  scalar_lane<F, 16, 16>(c);
}

// One source of Lanes::NarrowSources copied into a local. A loop that stores to a destination
// reads its sources through these: the compiler then knows the stores cannot change them and
// keeps them in registers, instead of reloading the NarrowSources fields after every store.
struct NarrowSource {
  NarrowSource(const Lanes::NarrowSources& narrow, int i)
      : base(narrow.base[i]),
        index_mask(narrow.index_mask[i]),
        shift(narrow.shift[i]),
        value_mask(narrow.value_mask[i]) {}
  // The lane's whole dword, and the source in its width (a 16-bit source's half).
  uint32_t dword(uint32_t lane) const { return base[lane & index_mask]; }
  uint32_t operator()(uint32_t lane) const { return dword(lane) >> shift & value_mask; }

  const uint32_t* base;
  uint32_t index_mask;
  unsigned shift;
  uint32_t value_mask;
};

// The lanes of an operation with `kCount` sources, none read lane by lane, and a 32-bit VGPR
// destination; kWhole: every source is a whole dword (no 16-bit half to extract).
template <LaneFunction kOperation, int kCount, bool kWhole>
inline void narrow_lanes_32(LaneArgs& args, const Lanes::NarrowSources& narrow, uint64_t active,
                            uint32_t* dest) {
  const NarrowSource sources[3] = {{narrow, 0}, {narrow, 1}, {narrow, 2}};
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const uint32_t lane = static_cast<uint32_t>(__builtin_ctzll(pending));
    args.lane = static_cast<int>(lane);
    for (int i = 0; i < kCount; ++i) {
      args.src[i] = kWhole ? sources[i].dword(lane) : sources[i](lane);
    }
    dest[lane] = static_cast<uint32_t>(kOperation(args));
  }
}

template <LaneFunction kOperation, bool kWhole>
inline void narrow_lanes_32(LaneArgs& args, const Lanes::NarrowSources& narrow, int sources,
                            uint64_t active, uint32_t* dest) {
  switch (sources) {
    case 0: narrow_lanes_32<kOperation, 0, kWhole>(args, narrow, active, dest); break;
    case 1: narrow_lanes_32<kOperation, 1, kWhole>(args, narrow, active, dest); break;
    case 2: narrow_lanes_32<kOperation, 2, kWhole>(args, narrow, active, dest); break;
    default: narrow_lanes_32<kOperation, 3, kWhole>(args, narrow, active, dest); break;
  }
}

// The handler of an operation that computes vdst from its sources lane by lane; inactive lanes
// keep their destination. kDirect32 (the integer operations): a 32-bit VGPR destination is
// written by narrow_lanes_32.
template <LaneFunction kOperation, bool kDirect32>
void run_lanes(ExecContext& c) {
  Lanes lanes(c);
  LaneArgs args = lane_args(c);
  const int sources = lanes.num_sources();
  const uint64_t active = lanes.exec() & c.wave.lane_mask();
  // Only the active lanes, lowest first.
  Lanes::NarrowSources narrow;
  if (kDirect32 && lanes.dest_bits() == 32 && lanes.dest_lanes() != nullptr &&
      lanes.narrow_sources(narrow)) {
    uint32_t* dest = lanes.dest_lanes();
    bool whole = true;
    for (int i = 0; i < sources; ++i) whole = whole && narrow.value_mask[i] == 0xFFFFFFFFu;
    if (whole) {
      narrow_lanes_32<kOperation, true>(args, narrow, sources, active, dest);
    } else {
      narrow_lanes_32<kOperation, false>(args, narrow, sources, active, dest);
    }
    if (active != 0) lanes.note_written();
  } else if (lanes.narrow_sources(narrow)) {
    // One loop per source count, so that the source reads unroll.
    const auto loop = [&](auto count) {
      for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
        const int lane = __builtin_ctzll(pending);
        args.lane = lane;
        for (int i = 0; i < decltype(count)::value; ++i) {
          const uint32_t raw = narrow.base[i][static_cast<uint32_t>(lane) & narrow.index_mask[i]];
          args.src[i] = raw >> narrow.shift[i] & narrow.value_mask[i];
        }
        lanes.write(lane, kOperation(args));
      }
    };
    switch (sources) {
      case 0: loop(std::integral_constant<int, 0>()); break;
      case 1: loop(std::integral_constant<int, 1>()); break;
      case 2: loop(std::integral_constant<int, 2>()); break;
      default: loop(std::integral_constant<int, 3>()); break;
    }
  } else if (Lanes::WideSources wide; kDirect32 && lanes.wide_sources(wide)) {
    // The 64-bit integer operations (v_lshlrev_b64, ...): the same reads as below, found once.
    const auto loop = [&](auto count) {
      for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
        const int lane = __builtin_ctzll(pending);
        args.lane = lane;
        for (int i = 0; i < decltype(count)::value; ++i) {
          args.src[i] = Lanes::wide_source(wide, i, lane);
        }
        lanes.write(lane, kOperation(args));
      }
    };
    switch (sources) {
      case 0: loop(std::integral_constant<int, 0>()); break;
      case 1: loop(std::integral_constant<int, 1>()); break;
      case 2: loop(std::integral_constant<int, 2>()); break;
      default: loop(std::integral_constant<int, 3>()); break;
    }
  } else {
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      args.lane = lane;
      for (int i = 0; i < sources; ++i) args.src[i] = lanes.source(i, lane);
      lanes.write(lane, kOperation(args));
    }
  }
  lanes.finish();
}

template <LaneFunction kOperation>
void map_lanes(ExecContext& c) {
  run_lanes<kOperation, false>(c);
}
// map_lanes for the integer operations (their lanes through narrow_lanes_32).
template <LaneFunction kOperation>
void int_lanes(ExecContext& c) {
  run_lanes<kOperation, true>(c);
}

}  // namespace cutlm::valu
