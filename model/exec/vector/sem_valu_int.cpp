// VALU integer, bit-manipulation, compare and lane operations (VOP1, VOP2, VOP3, VOP3SD, VOPC;
// the e32 and e64 forms of an operation share one handler).
//
// Integer clamp: AMD's notes say "Supports saturation" for exactly the add/sub forms (nc, co,
// co_ci; u16, i16, u32, i32), v_mul_lo_u16 and v_mad_u16/i16, so only those saturate to the
// destination's range when the VOP3 clamp bit is set; every other integer operation ignores
// clamp (the SAD family documents wrapping instead). Integer operations ignore abs/neg; the
// moves and selects apply them as sign-bit operations, as AMD allows for float data.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "isa/bits.h"

namespace cutlm {
namespace {

using valu::int_lanes;
using valu::LaneArgs;
using valu::Lanes;

template <typename T>
T arg(const LaneArgs& a, int i) {
  return static_cast<T>(a.src[i]);
}

// The bit pattern of a T result, zero-extended for the lane writer.
template <typename T>
uint64_t pattern(T value) {
  return static_cast<std::make_unsigned_t<T>>(value);
}

// An exact result narrowed to T: wrapped, or with clamp saturated to T's range.
template <typename T>
uint64_t fit(int64_t exact, bool saturate) {
  if (saturate) {
    exact =
        std::clamp<int64_t>(exact, std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }
  return pattern(static_cast<T>(exact));
}

int64_t signed24(uint64_t v) { return static_cast<int64_t>(sign_extend(v, 24)); }
uint64_t unsigned24(uint64_t v) { return v & 0xFFFFFF; }

// ---- add, subtract, multiply --------------------------------------------------------------

enum class Arith { Add, Sub, SubRev };

template <typename T, Arith kOp>
uint64_t add_sub(const LaneArgs& a) {
  const int64_t x = arg<T>(a, 0);
  const int64_t y = arg<T>(a, 1);
  const int64_t exact = kOp == Arith::Add ? x + y : kOp == Arith::Sub ? x - y : y - x;
  return fit<T>(exact, a.clamp);
}

uint64_t add3_u32(const LaneArgs& a) { return (a.src[0] + a.src[1] + a.src[2]) & 0xFFFFFFFF; }

uint64_t mul_lo_u16(const LaneArgs& a) {
  return fit<uint16_t>(static_cast<int64_t>(a.src[0] * a.src[1]), a.clamp);
}

// v_mad_u16 / v_mad_i16: a 16-bit multiply-add that saturates with clamp.
template <typename T>
uint64_t mad_16(const LaneArgs& a) {
  const int64_t exact = static_cast<int64_t>(arg<T>(a, 0)) * arg<T>(a, 1) + arg<T>(a, 2);
  return fit<T>(exact, a.clamp);
}

uint64_t mad_u32_u16(const LaneArgs& a) { return (a.src[0] * a.src[1] + a.src[2]) & 0xFFFFFFFF; }

uint64_t mad_i32_i16(const LaneArgs& a) {
  const int64_t product = static_cast<int64_t>(arg<int16_t>(a, 0)) * arg<int16_t>(a, 1);
  return pattern(static_cast<int32_t>(product + arg<int32_t>(a, 2)));
}

uint64_t mul_u32_u24(const LaneArgs& a) {
  return (unsigned24(a.src[0]) * unsigned24(a.src[1])) & 0xFFFFFFFF;
}
uint64_t mul_hi_u32_u24(const LaneArgs& a) {
  return (unsigned24(a.src[0]) * unsigned24(a.src[1])) >> 32;
}
uint64_t mul_i32_i24(const LaneArgs& a) {
  return static_cast<uint64_t>(signed24(a.src[0]) * signed24(a.src[1])) & 0xFFFFFFFF;
}
uint64_t mul_hi_i32_i24(const LaneArgs& a) {
  return pattern(static_cast<int32_t>((signed24(a.src[0]) * signed24(a.src[1])) >> 32));
}
uint64_t mad_u32_u24(const LaneArgs& a) {
  return (unsigned24(a.src[0]) * unsigned24(a.src[1]) + a.src[2]) & 0xFFFFFFFF;
}
uint64_t mad_i32_i24(const LaneArgs& a) {
  const int64_t exact = signed24(a.src[0]) * signed24(a.src[1]) + arg<int32_t>(a, 2);
  return static_cast<uint64_t>(exact) & 0xFFFFFFFF;
}

uint64_t mul_lo_u32(const LaneArgs& a) { return (a.src[0] * a.src[1]) & 0xFFFFFFFF; }
uint64_t mul_hi_u32(const LaneArgs& a) { return (a.src[0] * a.src[1]) >> 32; }
uint64_t mul_hi_i32(const LaneArgs& a) {
  const int64_t product = static_cast<int64_t>(arg<int32_t>(a, 0)) * arg<int32_t>(a, 1);
  return pattern(static_cast<int32_t>(product >> 32));
}

// ---- min, max, median -----------------------------------------------------------------------

enum class Pick { Min, Max, Min3, Max3, Med3, MinMax, MaxMin };

template <typename T>
T smaller(T x, T y) {
  return y < x ? y : x;
}
template <typename T>
T larger(T x, T y) {
  return y > x ? y : x;
}

template <typename T, Pick kPick>
uint64_t pick(const LaneArgs& a) {
  const T x = arg<T>(a, 0);
  const T y = arg<T>(a, 1);
  switch (kPick) {
    case Pick::Min: return pattern(smaller(x, y));
    case Pick::Max: return pattern(larger(x, y));
    case Pick::Min3: return pattern(smaller(smaller(x, y), arg<T>(a, 2)));
    case Pick::Max3: return pattern(larger(larger(x, y), arg<T>(a, 2)));
    case Pick::Med3: {
      // Integers have no NaN, so the median is the middle value whatever the order.
      const T z = arg<T>(a, 2);
      return pattern(larger(smaller(x, y), smaller(larger(x, y), z)));
    }
    case Pick::MinMax: return pattern(larger(smaller(x, y), arg<T>(a, 2)));
    case Pick::MaxMin: return pattern(smaller(larger(x, y), arg<T>(a, 2)));
  }
  return 0;
}

// ---- bitwise and shifts ---------------------------------------------------------------------

enum class Logic { And, Or, Xor, Xnor };

template <typename T, Logic kOp>
uint64_t logic(const LaneArgs& a) {
  const T x = arg<T>(a, 0);
  const T y = arg<T>(a, 1);
  switch (kOp) {
    case Logic::And: return static_cast<T>(x & y);
    case Logic::Or: return static_cast<T>(x | y);
    case Logic::Xor: return static_cast<T>(x ^ y);
    case Logic::Xnor: return static_cast<T>(~(x ^ y));
  }
  return 0;
}

template <typename T>
uint64_t bitwise_not(const LaneArgs& a) {
  return static_cast<T>(~arg<T>(a, 0));
}

uint64_t and_or_b32(const LaneArgs& a) { return (a.src[0] & a.src[1]) | a.src[2]; }
uint64_t or3_b32(const LaneArgs& a) { return a.src[0] | a.src[1] | a.src[2]; }
uint64_t xor3_b32(const LaneArgs& a) { return a.src[0] ^ a.src[1] ^ a.src[2]; }
uint64_t bfi_b32(const LaneArgs& a) {
  return (a.src[0] & a.src[1]) | (~a.src[0] & a.src[2] & 0xFFFFFFFF);
}
uint64_t xad_u32(const LaneArgs& a) { return ((a.src[0] ^ a.src[1]) + a.src[2]) & 0xFFFFFFFF; }

uint32_t shift_left32(uint64_t value, uint64_t count) {
  return static_cast<uint32_t>(value << (count & 31));
}
uint64_t lshl_add_u32(const LaneArgs& a) {
  return (shift_left32(a.src[0], a.src[1]) + a.src[2]) & 0xFFFFFFFF;
}
uint64_t add_lshl_u32(const LaneArgs& a) { return shift_left32(a.src[0] + a.src[1], a.src[2]); }
uint64_t lshl_or_b32(const LaneArgs& a) { return shift_left32(a.src[0], a.src[1]) | a.src[2]; }

enum class Shift { Left, LogicalRight, ArithmeticRight };

// The "rev" shifts: the count is src0 (its low log2(width) bits), the data src1.
template <typename T, Shift kShift>
uint64_t shift_rev(const LaneArgs& a) {
  const unsigned count = static_cast<unsigned>(a.src[0] & (sizeof(T) * 8 - 1));
  const T data = arg<T>(a, 1);
  switch (kShift) {
    case Shift::Left: return static_cast<T>(data << count);
    case Shift::LogicalRight: return static_cast<T>(data >> count);
    case Shift::ArithmeticRight:
      return static_cast<T>(static_cast<std::make_signed_t<T>>(data) >> count);
  }
  return 0;
}

// ---- bit fields and counts ------------------------------------------------------------------

uint32_t low_bits_mask(unsigned width) { return width >= 32 ? ~0u : (1u << width) - 1; }

uint64_t bfe_u32(const LaneArgs& a) {
  const unsigned offset = a.src[1] & 31;
  const unsigned width = a.src[2] & 31;
  return (static_cast<uint32_t>(a.src[0]) >> offset) & low_bits_mask(width);
}

uint64_t bfe_i32(const LaneArgs& a) {
  const unsigned offset = a.src[1] & 31;
  const unsigned width = a.src[2] & 31;
  if (width == 0) return 0;
  // The shift is arithmetic: a field reaching past bit 31 is filled with the sign.
  const uint32_t field = static_cast<uint32_t>(arg<int32_t>(a, 0) >> offset) & low_bits_mask(width);
  return sign_extend(field, width) & 0xFFFFFFFF;
}

uint64_t bfm_b32(const LaneArgs& a) { return shift_left32(low_bits_mask(a.src[0] & 31), a.src[1]); }

unsigned ones(uint64_t v) { return static_cast<unsigned>(__builtin_popcountll(v)); }

uint64_t bcnt_u32_b32(const LaneArgs& a) { return (ones(a.src[0]) + a.src[1]) & 0xFFFFFFFF; }

// v_mbcnt: counts the bits of src0 that stand for lanes below this one, in the low (lanes
// 0-31) or high (lanes 32-63) half of a 64-lane mask.
template <bool kHighHalf>
uint64_t mbcnt(const LaneArgs& a) {
  const int below = kHighHalf ? a.lane - 32 : a.lane;
  const uint32_t lanes_below = below <= 0 ? 0u : low_bits_mask(static_cast<unsigned>(below));
  return (ones(a.src[0] & lanes_below) + a.src[1]) & 0xFFFFFFFF;
}

uint64_t bfrev_b32(const LaneArgs& a) {
  uint32_t v = static_cast<uint32_t>(a.src[0]);
  uint32_t reversed = 0;
  for (int i = 0; i < 32; ++i, v >>= 1) reversed = reversed << 1 | (v & 1);
  return reversed;
}

constexpr uint64_t kMinusOne32 = 0xFFFFFFFF;

uint64_t clz_i32_u32(const LaneArgs& a) {
  const uint32_t v = static_cast<uint32_t>(a.src[0]);
  return v == 0 ? kMinusOne32 : static_cast<uint64_t>(__builtin_clz(v));
}
uint64_t ctz_i32_b32(const LaneArgs& a) {
  const uint32_t v = static_cast<uint32_t>(a.src[0]);
  return v == 0 ? kMinusOne32 : static_cast<uint64_t>(__builtin_ctz(v));
}
// Leading bits equal to the sign bit, not counting the sign bit: the leading zeros of the
// value with the sign bit folded into every bit.
uint64_t cls_i32(const LaneArgs& a) {
  const uint32_t v = static_cast<uint32_t>(a.src[0]);
  const uint32_t differs = v ^ ((v & 0x80000000u) != 0 ? ~0u : 0u);
  return differs == 0 ? kMinusOne32 : static_cast<uint64_t>(__builtin_clz(differs));
}

// src0 holds the high dword of the 64-bit value, src1 the low one.
uint64_t align_64(const LaneArgs& a, unsigned shift) {
  return (((a.src[0] & 0xFFFFFFFF) << 32 | (a.src[1] & 0xFFFFFFFF)) >> shift) & 0xFFFFFFFF;
}
uint64_t alignbit_b32(const LaneArgs& a) { return align_64(a, a.src[2] & 31); }
uint64_t alignbyte_b32(const LaneArgs& a) { return align_64(a, (a.src[2] & 3) * 8); }

uint8_t byte_of(uint64_t v, unsigned index) { return static_cast<uint8_t>(v >> (8 * index)); }

// One result byte of v_perm: a byte of {src0, src1}, a byte's sign spread, or a constant.
uint8_t permute_byte(uint64_t data, uint8_t selector) {
  if (selector >= 13) return 0xFF;
  if (selector == 12) return 0x00;
  if (selector >= 8) {
    const unsigned source_byte = (selector - 8) * 2 + 1;  // 8..11: bytes 1, 3, 5, 7
    return (byte_of(data, source_byte) & 0x80) != 0 ? 0xFF : 0x00;
  }
  return byte_of(data, selector);
}

uint64_t perm_b32(const LaneArgs& a) {
  const uint64_t data = (a.src[0] & 0xFFFFFFFF) << 32 | (a.src[1] & 0xFFFFFFFF);
  uint64_t result = 0;
  for (unsigned i = 0; i < 4; ++i) {
    result |= static_cast<uint64_t>(permute_byte(data, byte_of(a.src[2], i))) << (8 * i);
  }
  return result;
}

// ---- packed-byte arithmetic -----------------------------------------------------------------

uint64_t lerp_u8(const LaneArgs& a) {
  uint64_t result = 0;
  for (unsigned i = 0; i < 4; ++i) {
    const unsigned round_up = byte_of(a.src[2], i) & 1;
    const unsigned average = (byte_of(a.src[0], i) + byte_of(a.src[1], i) + round_up) >> 1;
    result |= static_cast<uint64_t>(average & 0xFF) << (8 * i);
  }
  return result;
}

unsigned distance(unsigned x, unsigned y) { return x > y ? x - y : y - x; }

// Sum of byte distances; v_msad leaves out the bytes whose reference (src1) byte is 0.
template <bool kMasked>
uint32_t sad_bytes(uint64_t x, uint64_t reference, uint32_t accumulator) {
  for (unsigned i = 0; i < 4; ++i) {
    if (kMasked && byte_of(reference, i) == 0) continue;
    accumulator += distance(byte_of(x, i), byte_of(reference, i));
  }
  return accumulator;
}

uint64_t sad_u8(const LaneArgs& a) {
  return sad_bytes<false>(a.src[0], a.src[1], static_cast<uint32_t>(a.src[2]));
}
uint64_t msad_u8(const LaneArgs& a) {
  return sad_bytes<true>(a.src[0], a.src[1], static_cast<uint32_t>(a.src[2]));
}
uint64_t sad_hi_u8(const LaneArgs& a) {
  return static_cast<uint32_t>((sad_bytes<false>(a.src[0], a.src[1], 0) << 16) + a.src[2]);
}
uint64_t sad_u16(const LaneArgs& a) {
  const unsigned low = distance(a.src[0] & 0xFFFF, a.src[1] & 0xFFFF);
  const unsigned high = distance((a.src[0] >> 16) & 0xFFFF, (a.src[1] >> 16) & 0xFFFF);
  return (low + high + a.src[2]) & 0xFFFFFFFF;
}
uint64_t sad_u32(const LaneArgs& a) {
  const uint32_t x = static_cast<uint32_t>(a.src[0]);
  const uint32_t y = static_cast<uint32_t>(a.src[1]);
  return (static_cast<uint64_t>(x > y ? x - y : y - x) + a.src[2]) & 0xFFFFFFFF;
}

// v_qsad/v_mqsad: four SADs of the reference against the byte windows starting at bytes 0-3 of
// the 64-bit src0, each added to its 16-bit accumulator of src2 and kept to 16 bits.
template <bool kMasked>
uint64_t quad_sad_pk(const LaneArgs& a) {
  uint64_t result = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const uint32_t accumulator = static_cast<uint32_t>((a.src[2] >> (16 * k)) & 0xFFFF);
    const uint32_t sum = sad_bytes<kMasked>(a.src[0] >> (8 * k), a.src[1], accumulator);
    result |= static_cast<uint64_t>(sum & 0xFFFF) << (16 * k);
  }
  return result;
}

// v_mqsad_u32_u8 has four 32-bit accumulators and results (VGPR quads), so it has its own loop.
void v_mqsad_u32_u8(ExecContext& c) {
  Lanes lanes(c);
  if (!operand::is_vgpr(c.inst.src[2])) c.fail("v_mqsad_u32_u8 needs a VGPR quad in src2");
  const int accumulators = c.inst.src[2] - operand::kVgprFirst;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint64_t data = lanes.source(0, lane);
    const uint64_t reference = lanes.source(1, lane);
    uint32_t results[4];
    int reg = accumulators;
    for (unsigned k = 0; k < 4; ++k, reg = Lanes::next_vgpr(reg)) {
      results[k] = sad_bytes<true>(data >> (8 * k), reference, c.wave.vgpr(reg, lane));
    }
    reg = lanes.dest_reg();
    for (unsigned k = 0; k < 4; ++k, reg = Lanes::next_vgpr(reg)) {
      c.wave.set_vgpr(reg, lane, results[k]);
    }
    lanes.note_written();
  }
  lanes.finish(4);
}

// ---- conversions and 16-bit moves -------------------------------------------------------------

uint64_t cvt_u32_u16(const LaneArgs& a) { return a.src[0] & 0xFFFF; }
uint64_t cvt_i32_i16(const LaneArgs& a) { return sign_extend(a.src[0], 16) & 0xFFFFFFFF; }

// The packing conversions saturate each source to the 16-bit range rather than truncate it
// (drivers pack 16-bit integer exports with them without clamping first).
uint64_t cvt_pk_u16_u32(const LaneArgs& a) {
  const uint64_t low = std::min<uint64_t>(a.src[0] & 0xFFFFFFFF, 0xFFFF);
  const uint64_t high = std::min<uint64_t>(a.src[1] & 0xFFFFFFFF, 0xFFFF);
  return high << 16 | low;
}
uint64_t cvt_pk_i16_i32(const LaneArgs& a) {
  const uint64_t low = fit<int16_t>(arg<int32_t>(a, 0), true);
  const uint64_t high = fit<int16_t>(arg<int32_t>(a, 1), true);
  return high << 16 | low;
}
// Each signed 16-bit half of src0 saturated to an unsigned byte; the two bytes make 16 bits.
uint64_t sat_pk_u8_i16(const LaneArgs& a) {
  const uint64_t low = std::clamp<int>(static_cast<int16_t>(a.src[0]), 0, 255);
  const uint64_t high = std::clamp<int>(static_cast<int16_t>(a.src[0] >> 16), 0, 255);
  return high << 8 | low;
}

// abs then neg as plain sign-bit operations on a `bits`-wide value.
uint64_t sign_modifiers(uint64_t value, unsigned bits, const LaneArgs& a, int source) {
  const uint64_t sign = 1ull << (bits - 1);
  if ((a.abs >> source & 1) != 0) value &= ~sign;
  if ((a.neg >> source & 1) != 0) value ^= sign;
  return value;
}

uint64_t mov_b16(const LaneArgs& a) { return sign_modifiers(a.src[0], 16, a, 0); }

// ---- selects, carries and lane masks ----------------------------------------------------------

// The condition mask of v_cndmask and the carry-in of v_*_co_ci: VCC in the VOP2 form, the
// src2 SGPR (pair in wave64) in the VOP3 forms.
uint64_t condition_mask(const Lanes& lanes) {
  const ExecContext& c = lanes.context();
  return c.inst.format == isa::Format::VOP2 ? c.wave.vcc() : lanes.mask_source(2);
}

// Where a carry-out goes: VCC in the VOP2 form, sdst in VOP3SD.
uint16_t carry_destination(const ExecContext& c) {
  return c.inst.format == isa::Format::VOP2 ? operand::kVccLo : c.inst.sdst;
}

template <unsigned kBits>
void cndmask(ExecContext& c) {
  Lanes lanes(c);
  const uint64_t condition = condition_mask(lanes);
  LaneArgs mods;
  mods.abs = c.inst.abs;
  mods.neg = c.inst.neg;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const int chosen = (condition >> lane & 1) != 0 ? 1 : 0;
    lanes.write(lane, sign_modifiers(lanes.source(chosen, lane), kBits, mods, chosen));
  }
  lanes.finish();
}

// One lane of v_add/sub/subrev_co_u32: the 32-bit result and whether it carried (borrowed).
// With clamp the result saturates at 0xFFFFFFFF (add) or 0 (subtract).
template <Arith kOp>
inline uint32_t add_sub_lane(uint64_t x, uint64_t y, uint64_t carry_in, bool clamp, bool& carry) {
  if (kOp == Arith::SubRev) std::swap(x, y);
  if (kOp == Arith::Add) {
    const uint64_t sum = x + y + carry_in;
    carry = sum > 0xFFFFFFFF;
    return static_cast<uint32_t>(carry && clamp ? 0xFFFFFFFF : sum);
  }
  carry = y + carry_in > x;
  return static_cast<uint32_t>(carry && clamp ? 0 : x - y - carry_in);
}

// v_add/sub/subrev_co_u32 and their _co_ci forms: a 32-bit result and a carry (or borrow) bit
// per lane.
template <Arith kOp, bool kCarryIn>
void add_sub_carry(ExecContext& c) {
  Lanes lanes(c);
  const uint64_t carry_in = kCarryIn ? condition_mask(lanes) : 0;
  const bool clamp = c.inst.clamp;
  uint64_t carry_out = 0;
  Lanes::NarrowSources narrow;
  if (lanes.dest_bits() == 32 && lanes.dest_lanes() != nullptr && lanes.narrow_sources(narrow) &&
      narrow.value_mask[0] == 0xFFFFFFFFu && narrow.value_mask[1] == 0xFFFFFFFFu) {
    // Address arithmetic's common form: whole-dword sources read from their lane arrays (or
    // values), the result stored straight into vdst's lanes.
    const valu::NarrowSource a(narrow, 0);
    const valu::NarrowSource b(narrow, 1);
    uint32_t* const dest = lanes.dest_lanes();
    const uint64_t active = lanes.exec() & c.wave.lane_mask();
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const uint32_t lane = static_cast<uint32_t>(__builtin_ctzll(pending));
      bool carry = false;
      dest[lane] =
          add_sub_lane<kOp>(a.dword(lane), b.dword(lane), carry_in >> lane & 1, clamp, carry);
      carry_out |= static_cast<uint64_t>(carry) << lane;
    }
    if (active != 0) lanes.note_written();
    lanes.write_mask(carry_destination(c), carry_out);
    lanes.finish();
    return;
  }
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    bool carry = false;
    const uint32_t result = add_sub_lane<kOp>(lanes.source(0, lane), lanes.source(1, lane),
                                              carry_in >> lane & 1, clamp, carry);
    if (carry) carry_out |= 1ull << lane;
    lanes.write(lane, result);
  }
  lanes.write_mask(carry_destination(c), carry_out);
  lanes.finish();
}

// v_mad_u64_u32 / v_mad_i64_i32: src0 * src1 + src2 in 65 bits; the low 64 go to vdst and bit
// 64 to the lane's bit of sdst (unsigned: the carry; signed: the sign of the exact result).
template <bool kSigned>
void mad_64_32(ExecContext& c) {
  Lanes lanes(c);
  uint64_t high_bits = 0;
  // The sources found once per instruction when they can be (wide_source reads as source does).
  Lanes::WideSources wide;
  const bool found = lanes.wide_sources(wide);
  for (uint64_t pending = lanes.active_lanes(); pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    const uint64_t x = found ? Lanes::wide_source(wide, 0, lane) : lanes.source(0, lane);
    const uint64_t y = found ? Lanes::wide_source(wide, 1, lane) : lanes.source(1, lane);
    const uint64_t z = found ? Lanes::wide_source(wide, 2, lane) : lanes.source(2, lane);
    uint64_t low;
    bool bit64;
    if (kSigned) {
      const int64_t product =
          static_cast<int64_t>(static_cast<int32_t>(x)) * static_cast<int32_t>(y);
      int64_t sum;
      const bool overflow = __builtin_add_overflow(product, static_cast<int64_t>(z), &sum);
      // When the 64-bit sum overflows, the exact value's sign is the opposite of the sum's.
      bit64 = (sum < 0) != overflow;
      low = static_cast<uint64_t>(sum);
    } else {
      const uint64_t product = (x & 0xFFFFFFFF) * (y & 0xFFFFFFFF);
      low = product + z;
      bit64 = low < product;
    }
    if (bit64) high_bits |= 1ull << lane;
    lanes.write(lane, low);
  }
  lanes.write_mask(c.inst.sdst, high_bits);
  lanes.finish();
}

enum class Relation { False, Less, Equal, LessEqual, Greater, NotEqual, GreaterEqual, True };

template <typename T, Relation kRelation>
bool holds(T x, T y) {
  switch (kRelation) {
    case Relation::False: return false;
    case Relation::Less: return x < y;
    case Relation::Equal: return x == y;
    case Relation::LessEqual: return x <= y;
    case Relation::Greater: return x > y;
    case Relation::NotEqual: return x != y;
    case Relation::GreaterEqual: return x >= y;
    case Relation::True: return true;
  }
  return false;
}

// v_cmp writes the lane mask to VCC (VOPC) or sdst (VOP3); v_cmpx writes it to EXEC in both
// encodings. Inactive lanes give 0 bits.
template <typename T, Relation kRelation, bool kWritesExec>
void compare(ExecContext& c) {
  Lanes lanes(c);
  uint64_t mask = 0;
  Lanes::NarrowSources narrow;
  if (kRelation != Relation::False && kRelation != Relation::True && sizeof(T) <= 4 &&
      lanes.num_sources() == 2 && lanes.narrow_sources(narrow)) {
    // The common form: the two sources' lane arrays (or values) read directly, active lanes only.
    const valu::NarrowSource a(narrow, 0);
    const valu::NarrowSource b(narrow, 1);
    const uint64_t active = lanes.exec() & c.wave.lane_mask();
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const uint32_t lane = static_cast<uint32_t>(__builtin_ctzll(pending));
      if (holds<T, kRelation>(static_cast<T>(a(lane)), static_cast<T>(b(lane)))) {
        mask |= 1ull << lane;
      }
    }
    lanes.write_mask(kWritesExec ? operand::kExecLo : c.inst.sdst, mask);
    lanes.finish();
    return;
  }
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    bool result = kRelation == Relation::True;
    if (kRelation != Relation::False && kRelation != Relation::True) {
      result = holds<T, kRelation>(static_cast<T>(lanes.source(0, lane)),
                                   static_cast<T>(lanes.source(1, lane)));
    }
    if (result) mask |= 1ull << lane;
  }
  lanes.write_mask(kWritesExec ? operand::kExecLo : c.inst.sdst, mask);
  lanes.finish();
}

// ---- cross-lane reads and writes (they ignore EXEC) -------------------------------------------

int selected_lane(const ExecContext& c) {
  if (operand::is_vgpr(c.inst.src[1])) c.fail("the lane select must be scalar");
  return static_cast<int>(c.read_scalar_src(1, 32) & static_cast<uint64_t>(c.wave.wave_size() - 1));
}

void v_readlane_b32(ExecContext& c) {
  const int lane = selected_lane(c);
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(c.read_src(0, lane, 32, false)));
  c.result.unit = Unit::Valu;
}

void v_writelane_b32(ExecContext& c) {
  if (operand::is_vgpr(c.inst.src[0])) c.fail("v_writelane_b32 writes a scalar value");
  const int lane = selected_lane(c);
  c.write_vgpr(c.inst.vdst - operand::kVgprFirst, lane,
               static_cast<uint32_t>(c.read_scalar_src(0, 32)));
  c.result.unit = Unit::Valu;
}

// The lowest active lane, or lane 0 when EXEC is 0.
void v_readfirstlane_b32(ExecContext& c) {
  const uint64_t exec = c.wave.exec();
  const int lane = exec == 0 ? 0 : __builtin_ctzll(exec);
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(c.read_src(0, lane, 32, false)));
  c.result.unit = Unit::Valu;
}

// ---- registration -----------------------------------------------------------------------------

class Registry {
 public:
  explicit Registry(std::vector<Handler>& table) : table_(table) {}
  void operator()(isa::Op op, Handler handler) { table_[static_cast<size_t>(op)] = handler; }

  // One compare family in Relation order, each compare also in its v_cmpx form (EXEC written);
  // Invalid where the family has no such compare.
  template <typename T>
  void compares(isa::Op f, isa::Op lt, isa::Op eq, isa::Op le, isa::Op gt, isa::Op ne, isa::Op ge,
                isa::Op t) {
    relation<T, Relation::False>(f);
    relation<T, Relation::Less>(lt);
    relation<T, Relation::Equal>(eq);
    relation<T, Relation::LessEqual>(le);
    relation<T, Relation::Greater>(gt);
    relation<T, Relation::NotEqual>(ne);
    relation<T, Relation::GreaterEqual>(ge);
    relation<T, Relation::True>(t);
  }

  template <typename T>
  void min_max_family(isa::Op min, isa::Op max, isa::Op min3, isa::Op max3, isa::Op med3) {
    (*this)(min, int_lanes<pick<T, Pick::Min>>);
    (*this)(max, int_lanes<pick<T, Pick::Max>>);
    (*this)(min3, int_lanes<pick<T, Pick::Min3>>);
    (*this)(max3, int_lanes<pick<T, Pick::Max3>>);
    (*this)(med3, int_lanes<pick<T, Pick::Med3>>);
  }

 private:
  template <typename T, Relation kRelation>
  void relation(isa::Op op) {
    if (op == isa::Op::Invalid) return;
    (*this)(op, compare<T, kRelation, false>);
    (*this)(cmpx_form(op), compare<T, kRelation, true>);
  }
  std::vector<Handler>& table_;
};

}  // namespace

void register_valu_int_semantics(std::vector<Handler>& table) {
  using isa::Op;
  Registry set(table);

  // Add, subtract, multiply.
  set(Op::V_ADD_NC_U32, int_lanes<add_sub<uint32_t, Arith::Add>>);
  set(Op::V_SUB_NC_U32, int_lanes<add_sub<uint32_t, Arith::Sub>>);
  set(Op::V_SUBREV_NC_U32, int_lanes<add_sub<uint32_t, Arith::SubRev>>);
  set(Op::V_ADD_NC_I32, int_lanes<add_sub<int32_t, Arith::Add>>);
  set(Op::V_SUB_NC_I32, int_lanes<add_sub<int32_t, Arith::Sub>>);
  set(Op::V_ADD_NC_U16, int_lanes<add_sub<uint16_t, Arith::Add>>);
  set(Op::V_SUB_NC_U16, int_lanes<add_sub<uint16_t, Arith::Sub>>);
  set(Op::V_ADD_NC_I16, int_lanes<add_sub<int16_t, Arith::Add>>);
  set(Op::V_SUB_NC_I16, int_lanes<add_sub<int16_t, Arith::Sub>>);
  set(Op::V_ADD_CO_U32, add_sub_carry<Arith::Add, false>);
  set(Op::V_SUB_CO_U32, add_sub_carry<Arith::Sub, false>);
  set(Op::V_SUBREV_CO_U32, add_sub_carry<Arith::SubRev, false>);
  set(Op::V_ADD_CO_CI_U32, add_sub_carry<Arith::Add, true>);
  set(Op::V_SUB_CO_CI_U32, add_sub_carry<Arith::Sub, true>);
  set(Op::V_SUBREV_CO_CI_U32, add_sub_carry<Arith::SubRev, true>);
  set(Op::V_ADD3_U32, int_lanes<add3_u32>);
  set(Op::V_XAD_U32, int_lanes<xad_u32>);
  set(Op::V_LSHL_ADD_U32, int_lanes<lshl_add_u32>);
  set(Op::V_ADD_LSHL_U32, int_lanes<add_lshl_u32>);
  set(Op::V_MUL_LO_U16, int_lanes<mul_lo_u16>);
  set(Op::V_MAD_U16, int_lanes<mad_16<uint16_t>>);
  set(Op::V_MAD_I16, int_lanes<mad_16<int16_t>>);
  set(Op::V_MAD_U32_U16, int_lanes<mad_u32_u16>);
  set(Op::V_MAD_I32_I16, int_lanes<mad_i32_i16>);
  set(Op::V_MUL_U32_U24, int_lanes<mul_u32_u24>);
  set(Op::V_MUL_HI_U32_U24, int_lanes<mul_hi_u32_u24>);
  set(Op::V_MUL_I32_I24, int_lanes<mul_i32_i24>);
  set(Op::V_MUL_HI_I32_I24, int_lanes<mul_hi_i32_i24>);
  set(Op::V_MAD_U32_U24, int_lanes<mad_u32_u24>);
  set(Op::V_MAD_I32_I24, int_lanes<mad_i32_i24>);
  set(Op::V_MUL_LO_U32, int_lanes<mul_lo_u32>);
  set(Op::V_MUL_HI_U32, int_lanes<mul_hi_u32>);
  set(Op::V_MUL_HI_I32, int_lanes<mul_hi_i32>);
  set(Op::V_MAD_U64_U32, mad_64_32<false>);
  set(Op::V_MAD_I64_I32, mad_64_32<true>);

  // Min, max, median.
  set.min_max_family<int32_t>(Op::V_MIN_I32, Op::V_MAX_I32, Op::V_MIN3_I32, Op::V_MAX3_I32,
                              Op::V_MED3_I32);
  set.min_max_family<uint32_t>(Op::V_MIN_U32, Op::V_MAX_U32, Op::V_MIN3_U32, Op::V_MAX3_U32,
                               Op::V_MED3_U32);
  set.min_max_family<int16_t>(Op::V_MIN_I16, Op::V_MAX_I16, Op::V_MIN3_I16, Op::V_MAX3_I16,
                              Op::V_MED3_I16);
  set.min_max_family<uint16_t>(Op::V_MIN_U16, Op::V_MAX_U16, Op::V_MIN3_U16, Op::V_MAX3_U16,
                               Op::V_MED3_U16);
  set(Op::V_MINMAX_I32, int_lanes<pick<int32_t, Pick::MinMax>>);
  set(Op::V_MAXMIN_I32, int_lanes<pick<int32_t, Pick::MaxMin>>);
  set(Op::V_MINMAX_U32, int_lanes<pick<uint32_t, Pick::MinMax>>);
  set(Op::V_MAXMIN_U32, int_lanes<pick<uint32_t, Pick::MaxMin>>);

  // Bitwise and shifts.
  set(Op::V_AND_B32, int_lanes<logic<uint32_t, Logic::And>>);
  set(Op::V_OR_B32, int_lanes<logic<uint32_t, Logic::Or>>);
  set(Op::V_XOR_B32, int_lanes<logic<uint32_t, Logic::Xor>>);
  set(Op::V_XNOR_B32, int_lanes<logic<uint32_t, Logic::Xnor>>);
  set(Op::V_AND_B16, int_lanes<logic<uint16_t, Logic::And>>);
  set(Op::V_OR_B16, int_lanes<logic<uint16_t, Logic::Or>>);
  set(Op::V_XOR_B16, int_lanes<logic<uint16_t, Logic::Xor>>);
  set(Op::V_NOT_B32, int_lanes<bitwise_not<uint32_t>>);
  set(Op::V_NOT_B16, int_lanes<bitwise_not<uint16_t>>);
  set(Op::V_AND_OR_B32, int_lanes<and_or_b32>);
  set(Op::V_OR3_B32, int_lanes<or3_b32>);
  set(Op::V_XOR3_B32, int_lanes<xor3_b32>);
  set(Op::V_LSHL_OR_B32, int_lanes<lshl_or_b32>);
  set(Op::V_BFI_B32, int_lanes<bfi_b32>);
  set(Op::V_LSHLREV_B32, int_lanes<shift_rev<uint32_t, Shift::Left>>);
  set(Op::V_LSHRREV_B32, int_lanes<shift_rev<uint32_t, Shift::LogicalRight>>);
  set(Op::V_ASHRREV_I32, int_lanes<shift_rev<uint32_t, Shift::ArithmeticRight>>);
  set(Op::V_LSHLREV_B16, int_lanes<shift_rev<uint16_t, Shift::Left>>);
  set(Op::V_LSHRREV_B16, int_lanes<shift_rev<uint16_t, Shift::LogicalRight>>);
  set(Op::V_ASHRREV_I16, int_lanes<shift_rev<uint16_t, Shift::ArithmeticRight>>);
  set(Op::V_LSHLREV_B64, int_lanes<shift_rev<uint64_t, Shift::Left>>);
  set(Op::V_LSHRREV_B64, int_lanes<shift_rev<uint64_t, Shift::LogicalRight>>);
  set(Op::V_ASHRREV_I64, int_lanes<shift_rev<uint64_t, Shift::ArithmeticRight>>);

  // Bit fields, counts, byte permutes.
  set(Op::V_BFE_U32, int_lanes<bfe_u32>);
  set(Op::V_BFE_I32, int_lanes<bfe_i32>);
  set(Op::V_BFM_B32, int_lanes<bfm_b32>);
  set(Op::V_BFREV_B32, int_lanes<bfrev_b32>);
  set(Op::V_BCNT_U32_B32, int_lanes<bcnt_u32_b32>);
  set(Op::V_MBCNT_LO_U32_B32, int_lanes<mbcnt<false>>);
  set(Op::V_MBCNT_HI_U32_B32, int_lanes<mbcnt<true>>);
  set(Op::V_CLZ_I32_U32, int_lanes<clz_i32_u32>);
  set(Op::V_CTZ_I32_B32, int_lanes<ctz_i32_b32>);
  set(Op::V_CLS_I32, int_lanes<cls_i32>);
  set(Op::V_ALIGNBIT_B32, int_lanes<alignbit_b32>);
  set(Op::V_ALIGNBYTE_B32, int_lanes<alignbyte_b32>);
  set(Op::V_PERM_B32, int_lanes<perm_b32>);

  // Packed bytes.
  set(Op::V_LERP_U8, int_lanes<lerp_u8>);
  set(Op::V_SAD_U8, int_lanes<sad_u8>);
  set(Op::V_SAD_HI_U8, int_lanes<sad_hi_u8>);
  set(Op::V_SAD_U16, int_lanes<sad_u16>);
  set(Op::V_SAD_U32, int_lanes<sad_u32>);
  set(Op::V_MSAD_U8, int_lanes<msad_u8>);
  set(Op::V_QSAD_PK_U16_U8, int_lanes<quad_sad_pk<false>>);
  set(Op::V_MQSAD_PK_U16_U8, int_lanes<quad_sad_pk<true>>);
  set(Op::V_MQSAD_U32_U8, v_mqsad_u32_u8);

  // Conversions between integer widths, 16-bit moves, selects.
  set(Op::V_CVT_U32_U16, int_lanes<cvt_u32_u16>);
  set(Op::V_CVT_I32_I16, int_lanes<cvt_i32_i16>);
  set(Op::V_CVT_PK_U16_U32, int_lanes<cvt_pk_u16_u32>);
  set(Op::V_CVT_PK_I16_I32, int_lanes<cvt_pk_i16_i32>);
  set(Op::V_SAT_PK_U8_I16, int_lanes<sat_pk_u8_i16>);
  set(Op::V_MOV_B16, int_lanes<mov_b16>);
  set(Op::V_CNDMASK_B32, cndmask<32>);
  set(Op::V_CNDMASK_B16, cndmask<16>);

  // Lanes.
  set(Op::V_READLANE_B32, v_readlane_b32);
  set(Op::V_WRITELANE_B32, v_writelane_b32);
  set(Op::V_READFIRSTLANE_B32, v_readfirstlane_b32);

  // Integer compares: VCC/SGPR (v_cmp) and EXEC (v_cmpx). 16-bit compares have no f/t forms.
  const Op none = Op::Invalid;
  set.compares<int16_t>(none, Op::V_CMP_LT_I16, Op::V_CMP_EQ_I16, Op::V_CMP_LE_I16,
                        Op::V_CMP_GT_I16, Op::V_CMP_NE_I16, Op::V_CMP_GE_I16, none);
  set.compares<uint16_t>(none, Op::V_CMP_LT_U16, Op::V_CMP_EQ_U16, Op::V_CMP_LE_U16,
                         Op::V_CMP_GT_U16, Op::V_CMP_NE_U16, Op::V_CMP_GE_U16, none);
  set.compares<int32_t>(Op::V_CMP_F_I32, Op::V_CMP_LT_I32, Op::V_CMP_EQ_I32, Op::V_CMP_LE_I32,
                        Op::V_CMP_GT_I32, Op::V_CMP_NE_I32, Op::V_CMP_GE_I32, Op::V_CMP_T_I32);
  set.compares<uint32_t>(Op::V_CMP_F_U32, Op::V_CMP_LT_U32, Op::V_CMP_EQ_U32, Op::V_CMP_LE_U32,
                         Op::V_CMP_GT_U32, Op::V_CMP_NE_U32, Op::V_CMP_GE_U32, Op::V_CMP_T_U32);
  set.compares<int64_t>(Op::V_CMP_F_I64, Op::V_CMP_LT_I64, Op::V_CMP_EQ_I64, Op::V_CMP_LE_I64,
                        Op::V_CMP_GT_I64, Op::V_CMP_NE_I64, Op::V_CMP_GE_I64, Op::V_CMP_T_I64);
  set.compares<uint64_t>(Op::V_CMP_F_U64, Op::V_CMP_LT_U64, Op::V_CMP_EQ_U64, Op::V_CMP_LE_U64,
                         Op::V_CMP_GT_U64, Op::V_CMP_NE_U64, Op::V_CMP_GE_U64, Op::V_CMP_T_U64);
}

}  // namespace cutlm
