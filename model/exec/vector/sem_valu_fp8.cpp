// RDNA4's 8-bit float conversions between f32 and the OCP formats E4M3 ("fp8": bias 7, no
// infinities, NaN S.1111.111, largest 448) and E5M2 ("bf8": bias 15, IEEE-style infinities and
// NaNs, largest 57344): v_cvt_f32_fp8/bf8 and the packed v_cvt_pk_f32_fp8/bf8 (8-bit float to
// f32, exact), v_cvt_pk_fp8/bf8_f32 (two f32 to two 8-bit floats, round to nearest even) and
// v_cvt_sr_fp8/bf8_f32 (stochastic rounding with the random bits in src1).
//
// The rules and their sources are in docs/valu-semantics.md ("FP8 and BF8 conversions"); in
// short: rounding to nearest even whatever MODE says (stochastic: the exact value plus the
// random bits as a fraction of the destination's spacing, truncated), gradual underflow into
// the 8-bit formats' denormals, and an overflowing finite value saturating to the largest
// finite value when MODE.FP16_OVFL is set, else E4M3's NaN or E5M2's infinity.
#include <cstdint>

#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "exec/vector/fp8.h"
#include "fp/fp.h"

namespace cutlm {
namespace {

using fp::Format;
using valu::LaneArgs;
using valu::Lanes;
using valu::map_lanes;

__extension__ typedef unsigned __int128 Wide;

// One OCP 8-bit format.
struct Small {
  int fraction;  // stored fraction bits
  int bias;
  bool infinities;   // E5M2: exponent all ones is infinity or NaN (E4M3: only S.1111.111 is NaN)
  uint8_t largest;   // the largest finite pattern
  uint8_t overflow;  // what an overflow gives without saturation: NaN or infinity
};

constexpr Small kFp8{3, 7, false, 0x7E, 0x7F};
constexpr Small kBf8{2, 15, true, 0x7B, 0x7C};

constexpr uint32_t kF32QuietNan = 0x7FC00000u;

// An 8-bit float's value as an f32 pattern; every finite value is exact in f32. A NaN becomes
// the f32 quiet NaN of its sign (model choice: the payload is not carried over).
uint32_t widen(uint32_t byte, const Small& s) {
  const uint32_t sign = (byte & 0x80u) << 24;
  const uint32_t magnitude = byte & 0x7Fu;
  const uint32_t field = magnitude >> s.fraction;
  const uint32_t fraction = magnitude & ((1u << s.fraction) - 1);
  const uint32_t top_field = (1u << (7 - s.fraction)) - 1;
  if (s.infinities && field == top_field)
    return sign | (fraction == 0 ? 0x7F800000u : kF32QuietNan);
  if (!s.infinities && magnitude == 0x7Fu) return sign | kF32QuietNan;
  if (magnitude == 0) return sign;
  // value = significand * 2^exponent, then normalized into f32's fields.
  uint32_t significand = field == 0 ? fraction : fraction | 1u << s.fraction;
  int exponent = (field == 0 ? 1 : static_cast<int>(field)) - s.bias - s.fraction;
  while ((significand & 1u << s.fraction) == 0) {  // denormals: normalize (all are f32 normals)
    significand <<= 1;
    --exponent;
  }
  const uint32_t f32_field = static_cast<uint32_t>(exponent + s.fraction + 127);
  const uint32_t f32_fraction = (significand & ((1u << s.fraction) - 1)) << (23 - s.fraction);
  return sign | f32_field << 23 | f32_fraction;
}

// How an f32 value is narrowed: to nearest even, or stochastically with `random` (32 bits, a
// fraction of one unit in the last place of the destination).
struct Rounding {
  bool stochastic = false;
  uint32_t random = 0;
};

int top_bit(uint64_t v) { return 63 - __builtin_clzll(v); }

// An f32 pattern narrowed to an 8-bit float. MODE's f32 input flush needs no step of its own: a
// denormal f32 is below half the smallest 8-bit denormal, so it gives a zero of its sign either
// way (and stochastic rounding cannot lift it: its random fraction is below one).
uint8_t narrow(uint32_t x, const Small& s, Rounding rounding, bool saturate) {
  const uint8_t sign = static_cast<uint8_t>(x >> 24 & 0x80u);
  const uint32_t magnitude = x & 0x7FFFFFFFu;
  if (magnitude > 0x7F800000u) return sign | 0x7F;         // NaN: the all-ones NaN (model choice)
  if (magnitude == 0x7F800000u) return sign | s.overflow;  // no finite value to saturate
  if (magnitude == 0) return sign;
  // magnitude = significand * 2^exponent.
  const uint32_t field = magnitude >> 23;
  const uint64_t significand = field == 0 ? magnitude : (magnitude & 0x7FFFFFu) | 1u << 23;
  const int exponent = (field == 0 ? 1 : static_cast<int>(field)) - 127 - 23;
  const int leading =
      top_bit(significand) + exponent;  // the value is in [2^leading, 2^(leading+1))
  const int min_normal = 1 - s.bias;
  // The destination's spacing at this value: 2^quantum (the denormal spacing below min_normal).
  const int quantum = (leading > min_normal ? leading : min_normal) - s.fraction;
  const int dropped = quantum - exponent;  // > 0: an f32 has more fraction bits than fp8
  uint64_t kept = dropped >= 64 ? 0 : significand >> dropped;
  const uint64_t rest = dropped >= 64 ? significand : significand & ((1ull << dropped) - 1);
  bool up = false;
  if (rounding.stochastic) {
    // Up when rest / 2^dropped + random / 2^32 >= 1. A rest of more than 56 dropped bits is
    // below 2^-32 of the spacing (the significand has 24 bits), so it never carries.
    if (dropped <= 56) {
      const Wide sum =
          (static_cast<Wide>(rest) << 32) + (static_cast<Wide>(rounding.random) << dropped);
      up = sum >= static_cast<Wide>(1) << (dropped + 32);
    }
  } else if (dropped <= 64) {
    const uint64_t half = 1ull << (dropped - 1);
    up = rest > half || (rest == half && (kept & 1) != 0);
  }
  kept += up ? 1 : 0;
  if (kept == 0) return sign;
  // A denormal's pattern is its significand; a normal's adds the biased exponent and drops the
  // implicit bit, a carry out of the significand moving into the exponent by itself.
  const uint64_t pattern =
      leading < min_normal
          ? kept
          : (static_cast<uint64_t>(leading + s.bias) << s.fraction) + kept - (1ull << s.fraction);
  if (pattern > s.largest) return sign | (saturate ? s.largest : s.overflow);
  return static_cast<uint8_t>(sign | pattern);
}

// The f32 result of a conversion from 8 bits: the VOP3 output modifiers as for any f32 result.
uint64_t f32_result(uint32_t r, const LaneArgs& a) {
  return fp::output_modifiers(r, Format::F32, a.omod, a.clamp, a.env32);
}

// v_cvt_f32_fp8/bf8: the byte of src0 that op_sel names, op_sel[1:0] = 0, 2, 1, 3 for bytes 0 to
// 3 (AMD's RDNA4 guide: "byte select bits are reversed"; LLVM writes byte_sel:N).
template <const Small& kS>
uint64_t cvt_f32_from_byte(const LaneArgs& a) {
  const unsigned byte = (a.opsel & 1u) << 1 | (a.opsel >> 1 & 1u);
  return f32_result(widen(static_cast<uint32_t>(a.src[0] >> (8 * byte)) & 0xFF, kS), a);
}

// v_cvt_pk_f32_fp8/bf8: the two bytes of the 16-bit source (the half op_sel[0] names) to a
// register pair, the low byte to the low register.
template <const Small& kS>
uint64_t cvt_pk_f32_from_bytes(const LaneArgs& a) {
  const uint32_t pair = static_cast<uint32_t>(a.src[0]);
  const uint64_t low = f32_result(widen(pair & 0xFF, kS), a);
  const uint64_t high = f32_result(widen(pair >> 8 & 0xFF, kS), a);
  return low | high << 32;
}

uint32_t f32_source(const LaneArgs& a, int i) {
  return static_cast<uint32_t>(
      fp::abs_neg(a.src[i], Format::F32, (a.abs >> i & 1) != 0, (a.neg >> i & 1) != 0));
}

// v_cvt_pk_fp8/bf8_f32: src0 to the low byte, src1 to the high byte of the 16-bit destination
// (the half op_sel[3] names; the other half is kept by Lanes::write).
template <const Small& kS>
uint64_t cvt_pk_to_bytes(const LaneArgs& a) {
  const bool saturate = a.mode->fp16_ovfl();
  const uint8_t low = narrow(f32_source(a, 0), kS, Rounding{}, saturate);
  const uint8_t high = narrow(f32_source(a, 1), kS, Rounding{}, saturate);
  return static_cast<uint64_t>(high) << 8 | low;
}

// v_cvt_sr_fp8/bf8_f32: src0 rounded stochastically with src1's 32 bits into the byte op_sel[3:2]
// names; the destination's other bytes are kept.
template <const Small& kS>
void cvt_sr_to_byte(ExecContext& c) {
  Lanes lanes(c);
  const LaneArgs args = valu::lane_args(c);
  const bool saturate = c.wave.mode.fp16_ovfl();
  const unsigned shift = 8 * (c.inst.opsel >> 2 & 3u);
  const uint32_t* old = lanes.dest_lanes();
  for (uint64_t pending = lanes.active_lanes(); pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    LaneArgs one = args;
    one.src[0] = lanes.source(0, lane);
    const Rounding rounding{true, static_cast<uint32_t>(lanes.source(1, lane))};
    const uint32_t byte = narrow(f32_source(one, 0), kS, rounding, saturate);
    lanes.write(lane, (old[lane] & ~(0xFFu << shift)) | byte << shift);
  }
  lanes.finish();
}

}  // namespace

uint32_t valu::fp8_to_f32(uint32_t byte, bool bf8) { return widen(byte & 0xFF, bf8 ? kBf8 : kFp8); }

void register_valu_fp8_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };
  set(Op::V_CVT_F32_FP8, map_lanes<cvt_f32_from_byte<kFp8>>);
  set(Op::V_CVT_F32_BF8, map_lanes<cvt_f32_from_byte<kBf8>>);
  set(Op::V_CVT_PK_F32_FP8, map_lanes<cvt_pk_f32_from_bytes<kFp8>>);
  set(Op::V_CVT_PK_F32_BF8, map_lanes<cvt_pk_f32_from_bytes<kBf8>>);
  set(Op::V_CVT_PK_FP8_F32, map_lanes<cvt_pk_to_bytes<kFp8>>);
  set(Op::V_CVT_PK_BF8_F32, map_lanes<cvt_pk_to_bytes<kBf8>>);
  set(Op::V_CVT_SR_FP8_F32, cvt_sr_to_byte<kFp8>);
  set(Op::V_CVT_SR_BF8_F32, cvt_sr_to_byte<kBf8>);
}

}  // namespace cutlm
