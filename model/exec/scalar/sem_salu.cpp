// Scalar ALU semantics: the integer and bitwise SOP1, SOP2, SOPC and SOPK instructions of
// gfx1100, the EXEC updates and the M0-relative moves (the program counter, messages and the SOPP
// instructions that leave the state alone are in sem_salu_control.cpp). Written from the RDNA3
// ISA guide's descriptions; the conventions every handler follows are in salu_operands.h.
#include <cstdint>
#include <string>

#include "exec/scalar/salu_operands.h"

namespace cutlm {
namespace {

using isa::Op;
using namespace salu;

// --- Handler shapes ------------------------------------------------------------------------

// D = F(S0); SCC untouched.
template <unsigned DBits, unsigned SBits, uint64_t (*F)(uint64_t)>
void unary(ExecContext& c) {
  const uint16_t d = destination<DBits>(c);
  const uint64_t value = F(source<SBits>(c, 0)) & kMask<DBits>;
  write_dest<DBits>(c, d, value);
  mark_salu(c);
}

// D = F(S0); SCC = D != 0.
template <unsigned DBits, unsigned SBits, uint64_t (*F)(uint64_t)>
void unary_nonzero_scc(ExecContext& c) {
  const uint16_t d = destination<DBits>(c);
  const uint64_t value = F(source<SBits>(c, 0)) & kMask<DBits>;
  write_dest<DBits>(c, d, value);
  c.write_scc(value != 0);
  mark_salu(c);
}

// D = F(S0, S1); SCC untouched.
template <unsigned DBits, unsigned S0Bits, unsigned S1Bits, uint64_t (*F)(uint64_t, uint64_t)>
void binary(ExecContext& c) {
  const uint16_t d = destination<DBits>(c);
  const uint64_t value = F(source<S0Bits>(c, 0), source<S1Bits>(c, 1)) & kMask<DBits>;
  write_dest<DBits>(c, d, value);
  mark_salu(c);
}

// D = F(S0, S1); SCC = D != 0.
template <unsigned DBits, unsigned S0Bits, unsigned S1Bits, uint64_t (*F)(uint64_t, uint64_t)>
void binary_nonzero_scc(ExecContext& c) {
  const uint16_t d = destination<DBits>(c);
  const uint64_t value = F(source<S0Bits>(c, 0), source<S1Bits>(c, 1)) & kMask<DBits>;
  write_dest<DBits>(c, d, value);
  c.write_scc(value != 0);
  mark_salu(c);
}

// 32-bit operations whose SCC is a carry, borrow, overflow or comparison result.
struct ValueAndScc {
  uint32_t value;
  bool scc;
};

template <ValueAndScc (*F)(uint32_t, uint32_t, bool)>
void binary_with_scc(ExecContext& c) {
  const uint16_t d = destination<32>(c);
  const ValueAndScc r = F(static_cast<uint32_t>(source<32>(c, 0)),
                          static_cast<uint32_t>(source<32>(c, 1)), c.wave.scc);
  write_dest<32>(c, d, r.value);
  c.write_scc(r.scc);
  mark_salu(c);
}

// SCC = F(S0, S1); nothing else written.
template <unsigned S0Bits, unsigned S1Bits, bool (*F)(uint64_t, uint64_t)>
void compare(ExecContext& c) {
  c.write_scc(F(source<S0Bits>(c, 0), source<S1Bits>(c, 1)));
  mark_salu(c);
}

// --- Bitwise operations and shifts ---------------------------------------------------------

uint64_t and_op(uint64_t a, uint64_t b) { return a & b; }
uint64_t or_op(uint64_t a, uint64_t b) { return a | b; }
uint64_t xor_op(uint64_t a, uint64_t b) { return a ^ b; }
uint64_t nand_op(uint64_t a, uint64_t b) { return ~(a & b); }
uint64_t nor_op(uint64_t a, uint64_t b) { return ~(a | b); }
uint64_t xnor_op(uint64_t a, uint64_t b) { return ~(a ^ b); }
uint64_t and_not1_op(uint64_t a, uint64_t b) { return a & ~b; }
uint64_t or_not1_op(uint64_t a, uint64_t b) { return a | ~b; }
uint64_t not_op(uint64_t a) { return ~a; }
uint64_t add64(uint64_t a, uint64_t b) { return a + b; }
uint64_t sub64(uint64_t a, uint64_t b) { return a - b; }
uint64_t mul64(uint64_t a, uint64_t b) { return a * b; }
uint64_t identity(uint64_t a) { return a; }

// Shift amounts use only the bits that can address the operand: 5 for 32-bit, 6 for 64-bit.
uint64_t shift_left32(uint64_t a, uint64_t b) { return a << (b & 31); }
uint64_t shift_left64(uint64_t a, uint64_t b) { return a << (b & 63); }
uint64_t shift_right32(uint64_t a, uint64_t b) { return a >> (b & 31); }
uint64_t shift_right64(uint64_t a, uint64_t b) { return a >> (b & 63); }
uint64_t shift_right_arith32(uint64_t a, uint64_t b) {
  return static_cast<uint32_t>(static_cast<int32_t>(a) >> (b & 31));
}
uint64_t shift_right_arith64(uint64_t a, uint64_t b) {
  return static_cast<uint64_t>(static_cast<int64_t>(a) >> (b & 63));
}

// --- Bit fields ----------------------------------------------------------------------------

// S1 of s_bfe_* packs the field: its offset in the low bits, its width in bits 22:16. A width
// reaching past the operand keeps everything above the offset.
unsigned field_width(uint64_t s1) { return static_cast<unsigned>(s1 >> 16) & 0x7F; }

template <unsigned Bits>
uint64_t low_bits_mask(unsigned width) {
  return width >= Bits ? kMask<Bits> : (1ull << width) - 1;
}

// Copies bit (width - 1) of `value` over every bit above it; a width of 0 gives 0.
template <unsigned Bits>
uint64_t sign_extend_field(uint64_t value, unsigned width) {
  if (width == 0) return 0;
  if (width >= Bits) return value;
  const unsigned unused = 64 - width;
  return static_cast<uint64_t>(static_cast<int64_t>(value << unused) >> unused) & kMask<Bits>;
}

uint64_t bfe_u32(uint64_t a, uint64_t b) {
  return (a >> (b & 31)) & low_bits_mask<32>(field_width(b));
}
uint64_t bfe_i32(uint64_t a, uint64_t b) {
  const unsigned width = field_width(b);
  const uint64_t field = shift_right_arith32(a, b) & low_bits_mask<32>(width);
  return sign_extend_field<32>(field, width);
}
uint64_t bfe_u64(uint64_t a, uint64_t b) {
  return (a >> (b & 63)) & low_bits_mask<64>(field_width(b));
}
uint64_t bfe_i64(uint64_t a, uint64_t b) {
  const unsigned width = field_width(b);
  const uint64_t field = shift_right_arith64(a, b) & low_bits_mask<64>(width);
  return sign_extend_field<64>(field, width);
}

// A mask of S0 ones starting at bit S1.
uint64_t bfm32(uint64_t a, uint64_t b) { return low_bits_mask<32>(a & 31) << (b & 31); }
uint64_t bfm64(uint64_t a, uint64_t b) { return low_bits_mask<64>(a & 63) << (b & 63); }

// --- Single-source bit operations ----------------------------------------------------------

uint64_t reverse_bits32(uint64_t a) {
  uint32_t x = static_cast<uint32_t>(a);
  x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
  x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
  x = (x >> 4 & 0x0F0F0F0Fu) | (x & 0x0F0F0F0Fu) << 4;
  return __builtin_bswap32(x);
}
uint64_t reverse_bits64(uint64_t a) {
  return reverse_bits32(a >> 32) | reverse_bits32(a & 0xFFFFFFFFu) << 32;
}

// The bit-search operations return -1 when the searched-for bit does not exist.
constexpr uint64_t kNotFound = 0xFFFFFFFFu;

uint64_t count_trailing_zeros32(uint64_t a) {
  return static_cast<uint32_t>(a) == 0 ? kNotFound : __builtin_ctz(static_cast<uint32_t>(a));
}
uint64_t count_trailing_zeros64(uint64_t a) { return a == 0 ? kNotFound : __builtin_ctzll(a); }
uint64_t count_leading_zeros32(uint64_t a) {
  return static_cast<uint32_t>(a) == 0 ? kNotFound : __builtin_clz(static_cast<uint32_t>(a));
}
uint64_t count_leading_zeros64(uint64_t a) { return a == 0 ? kNotFound : __builtin_clzll(a); }

// Bits below the sign bit that equal it, plus the sign bit itself: the leading zeros of the
// value XOR its sign. All-zero and all-one values have no differing bit.
uint64_t count_leading_sign_bits32(uint64_t a) {
  const uint32_t x = static_cast<uint32_t>(a);
  const uint32_t differs = x ^ static_cast<uint32_t>(static_cast<int32_t>(x) >> 31);
  return differs == 0 ? kNotFound : __builtin_clz(differs);
}
uint64_t count_leading_sign_bits64(uint64_t a) {
  const uint64_t differs = a ^ static_cast<uint64_t>(static_cast<int64_t>(a) >> 63);
  return differs == 0 ? kNotFound : __builtin_clzll(differs);
}

uint64_t sign_extend8(uint64_t a) { return static_cast<uint32_t>(static_cast<int8_t>(a & 0xFF)); }
uint64_t sign_extend16(uint64_t a) {
  return static_cast<uint32_t>(static_cast<int16_t>(a & 0xFFFF));
}

uint64_t abs32(uint64_t a) {
  const uint32_t x = static_cast<uint32_t>(a);
  return (x >> 31) != 0 ? 0u - x : x;  // wraps: |INT32_MIN| is INT32_MIN
}

uint64_t count_ones32(uint64_t a) { return __builtin_popcount(static_cast<uint32_t>(a)); }
uint64_t count_ones64(uint64_t a) { return __builtin_popcountll(a); }
uint64_t count_zeros32(uint64_t a) { return 32 - count_ones32(a); }
uint64_t count_zeros64(uint64_t a) { return 64 - count_ones64(a); }

// Each bit of the 32-bit source, twice: bit i goes to bits 2i and 2i+1.
uint64_t replicate_bits(uint64_t a) {
  uint64_t x = a & 0xFFFFFFFFu;
  x = (x | x << 16) & 0x0000FFFF0000FFFFull;
  x = (x | x << 8) & 0x00FF00FF00FF00FFull;
  x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | x << 2) & 0x3333333333333333ull;
  x = (x | x << 1) & 0x5555555555555555ull;
  return x | x << 1;
}

// One result bit per group of four source bits (a quad of lanes): set if any is set.
template <unsigned Bits>
uint64_t quad_mask(uint64_t a) {
  uint64_t result = 0;
  for (unsigned quad = 0; quad < Bits / 4; ++quad) {
    if ((a >> (4 * quad) & 0xF) != 0) result |= 1ull << quad;
  }
  return result;
}

// Whole quad mode: every lane of a quad with any lane set.
template <unsigned Bits>
uint64_t whole_quad_mask(uint64_t a) {
  uint64_t result = 0;
  for (unsigned quad = 0; quad < Bits / 4; ++quad) {
    if ((a >> (4 * quad) & 0xF) != 0) result |= 0xFull << (4 * quad);
  }
  return result;
}

// --- Arithmetic ----------------------------------------------------------------------------

bool sign32(uint32_t x) { return (x >> 31) != 0; }

ValueAndScc add_u32(uint32_t a, uint32_t b, bool) {
  const uint32_t sum = a + b;
  return {sum, sum < a};  // carry out
}
ValueAndScc sub_u32(uint32_t a, uint32_t b, bool) { return {a - b, b > a}; }  // borrow
ValueAndScc addc_u32(uint32_t a, uint32_t b, bool carry_in) {
  const uint64_t sum = uint64_t{a} + b + (carry_in ? 1 : 0);
  return {static_cast<uint32_t>(sum), (sum >> 32) != 0};
}
ValueAndScc subb_u32(uint32_t a, uint32_t b, bool borrow_in) {
  const uint64_t subtrahend = uint64_t{b} + (borrow_in ? 1 : 0);
  return {static_cast<uint32_t>(a - subtrahend), subtrahend > a};
}
// Signed overflow: both operands of the addition have one sign and the result the other.
ValueAndScc add_i32(uint32_t a, uint32_t b, bool) {
  const uint32_t sum = a + b;
  return {sum, sign32(a) == sign32(b) && sign32(sum) != sign32(a)};
}
ValueAndScc sub_i32(uint32_t a, uint32_t b, bool) {
  const uint32_t difference = a - b;
  return {difference, sign32(a) != sign32(b) && sign32(difference) != sign32(a)};
}

// (S0 << N) + S1 with SCC the carry out of bit 31 of the 64-bit sum.
template <unsigned N>
ValueAndScc shift_add_u32(uint32_t a, uint32_t b, bool) {
  const uint64_t sum = (uint64_t{a} << N) + b;
  return {static_cast<uint32_t>(sum), (sum >> 32) != 0};
}

// SCC says which source was picked: S0 < S1 for min, S0 >= S1 for max.
ValueAndScc min_i32(uint32_t a, uint32_t b, bool) {
  const bool first = static_cast<int32_t>(a) < static_cast<int32_t>(b);
  return {first ? a : b, first};
}
ValueAndScc min_u32(uint32_t a, uint32_t b, bool) { return {a < b ? a : b, a < b}; }
ValueAndScc max_i32(uint32_t a, uint32_t b, bool) {
  const bool first = static_cast<int32_t>(a) >= static_cast<int32_t>(b);
  return {first ? a : b, first};
}
ValueAndScc max_u32(uint32_t a, uint32_t b, bool) { return {a >= b ? a : b, a >= b}; }

// The difference is taken in 32 bits first, so it wraps before the absolute value.
uint64_t absdiff_i32(uint64_t a, uint64_t b) { return abs32(static_cast<uint32_t>(a - b)); }

uint64_t mul_lo32(uint64_t a, uint64_t b) { return a * b; }
uint64_t mul_hi_u32(uint64_t a, uint64_t b) { return (a * b) >> 32; }
uint64_t mul_hi_i32(uint64_t a, uint64_t b) {
  const int64_t product = int64_t{static_cast<int32_t>(a)} * int64_t{static_cast<int32_t>(b)};
  return static_cast<uint64_t>(product >> 32);
}

// --- Packing -------------------------------------------------------------------------------

uint64_t low_half(uint64_t x) { return x & 0xFFFF; }
uint64_t high_half(uint64_t x) { return x >> 16 & 0xFFFF; }
uint64_t pack_ll(uint64_t a, uint64_t b) { return low_half(a) | low_half(b) << 16; }
uint64_t pack_lh(uint64_t a, uint64_t b) { return low_half(a) | high_half(b) << 16; }
uint64_t pack_hh(uint64_t a, uint64_t b) { return high_half(a) | high_half(b) << 16; }
uint64_t pack_hl(uint64_t a, uint64_t b) { return high_half(a) | low_half(b) << 16; }

// --- Comparisons ---------------------------------------------------------------------------

int32_t as_i32(uint64_t x) { return static_cast<int32_t>(static_cast<uint32_t>(x)); }
bool eq_i32(uint64_t a, uint64_t b) { return as_i32(a) == as_i32(b); }
bool lg_i32(uint64_t a, uint64_t b) { return as_i32(a) != as_i32(b); }
bool gt_i32(uint64_t a, uint64_t b) { return as_i32(a) > as_i32(b); }
bool ge_i32(uint64_t a, uint64_t b) { return as_i32(a) >= as_i32(b); }
bool lt_i32(uint64_t a, uint64_t b) { return as_i32(a) < as_i32(b); }
bool le_i32(uint64_t a, uint64_t b) { return as_i32(a) <= as_i32(b); }
// The unsigned 32-bit sources arrive zero-extended, so 64-bit comparisons serve both widths.
bool eq_u(uint64_t a, uint64_t b) { return a == b; }
bool lg_u(uint64_t a, uint64_t b) { return a != b; }
bool gt_u(uint64_t a, uint64_t b) { return a > b; }
bool ge_u(uint64_t a, uint64_t b) { return a >= b; }
bool lt_u(uint64_t a, uint64_t b) { return a < b; }
bool le_u(uint64_t a, uint64_t b) { return a <= b; }
bool bit_clear32(uint64_t a, uint64_t b) { return (a >> (b & 31) & 1) == 0; }
bool bit_set32(uint64_t a, uint64_t b) { return (a >> (b & 31) & 1) != 0; }
bool bit_clear64(uint64_t a, uint64_t b) { return (a >> (b & 63) & 1) == 0; }
bool bit_set64(uint64_t a, uint64_t b) { return (a >> (b & 63) & 1) != 0; }

// --- Handlers with their own shape ---------------------------------------------------------

template <unsigned Bits>
void conditional_move(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const uint64_t value = source<Bits>(c, 0);
  if (c.wave.scc) write_dest<Bits>(c, d, value);
  mark_salu(c);
}

template <unsigned Bits>
void conditional_select(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const uint64_t if_set = source<Bits>(c, 0);
  const uint64_t if_clear = source<Bits>(c, 1);
  write_dest<Bits>(c, d, c.wave.scc ? if_set : if_clear);
  mark_salu(c);
}

// s_bitset0/1: one bit of the destination, chosen by S0, cleared or set; the others kept.
template <unsigned Bits, bool kSet>
void set_destination_bit(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const uint64_t bit = 1ull << (source<32>(c, 0) & (Bits - 1));
  const uint64_t old = destination_value<Bits>(c, d);
  write_dest<Bits>(c, d, kSet ? old | bit : old & ~bit);
  mark_salu(c);
}

// --- EXEC updates --------------------------------------------------------------------------
//
// The _b32 forms work on exec_lo and the _b64 forms on the exec_lo/exec_hi pair, whatever the
// wave size: a wave32 program using a _b64 form reads and writes exec_hi as the register it is,
// and a wave64 program using a _b32 form leaves exec_hi alone. SCC = the new EXEC != 0.

template <unsigned Bits>
uint64_t exec_register(const WaveState& w) {
  return Bits == 32 ? w.sreg(operand::kExecLo) : w.sreg64(operand::kExecLo);
}

// The new EXEC from S0 and the old EXEC: the bitwise operations above, S0 first; the NOT0 forms
// complement S0 rather than EXEC.
uint64_t and_not0_op(uint64_t s, uint64_t exec) { return ~s & exec; }
uint64_t or_not0_op(uint64_t s, uint64_t exec) { return ~s | exec; }

// saveexec: D = the old EXEC; wrexec: D = the new EXEC. EXEC is written first, so a
// destination that is EXEC itself ends up holding D.
template <unsigned Bits, uint64_t (*Combine)(uint64_t, uint64_t), bool kSaveOld>
void update_exec(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const uint64_t s = source<Bits>(c, 0);
  const uint64_t old_exec = exec_register<Bits>(c.wave);
  const uint64_t new_exec = Combine(s, old_exec) & kMask<Bits>;
  write_dest<Bits>(c, operand::kExecLo, new_exec);
  write_dest<Bits>(c, d, kSaveOld ? old_exec : new_exec);
  c.write_scc(new_exec != 0);
  mark_salu(c);
}

// --- M0-relative moves ---------------------------------------------------------------------
//
// The register number in the instruction plus M0 (32-bit, so a negative M0 counts down) picks
// an SGPR. Indexing past s105 is not something the guide defines for gfx1100, so the model
// stops there rather than guess.

uint16_t relative_sgpr(const ExecContext& c, uint16_t base, uint32_t offset, unsigned bits) {
  const uint32_t index = base + offset;
  const uint32_t last = index + (bits == 64 ? 1 : 0);
  if (index >= operand::kNumSgprs || last >= operand::kNumSgprs) {
    c.fail("M0-relative register s" + std::to_string(base) + " + " + std::to_string(offset) +
           " is outside s0..s105");
  }
  if (bits == 64 && (index & 1) != 0) {
    c.fail("M0-relative register pair s" + std::to_string(index) + " is not even-aligned");
  }
  return static_cast<uint16_t>(index);
}

template <unsigned Bits>
void move_relative_source(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const uint16_t from = relative_sgpr(c, c.inst.src[0], c.wave.sreg(operand::kM0), Bits);
  write_dest<Bits>(c, d, destination_value<Bits>(c, from));
  mark_salu(c);
}

template <unsigned Bits>
void move_relative_destination(ExecContext& c) {
  const uint16_t to = relative_sgpr(c, c.inst.sdst, c.wave.sreg(operand::kM0), Bits);
  write_dest<Bits>(c, to, source<Bits>(c, 0));
  mark_salu(c);
}

// Source offset in M0[9:0], destination offset in M0[25:16].
void move_relative_both(ExecContext& c) {
  const uint32_t m0 = c.wave.sreg(operand::kM0);
  const uint16_t from = relative_sgpr(c, c.inst.src[0], m0 & 0x3FF, 32);
  const uint16_t to = relative_sgpr(c, c.inst.sdst, m0 >> 16 & 0x3FF, 32);
  c.write_sreg(to, c.wave.sreg(from));
  mark_salu(c);
}

// --- SOPK ----------------------------------------------------------------------------------
//
// The register in the sdst field is both source and destination for s_addk/s_mulk, and the
// compared source for s_cmpk. The immediate is sign-extended, except for the unsigned compares
// which zero-extend it.

void move_immediate(ExecContext& c) {
  c.write_sreg(c.inst.sdst, static_cast<uint32_t>(simm16_signed(c)));
  mark_salu(c);
}

void conditional_move_immediate(ExecContext& c) {
  if (c.wave.scc) c.write_sreg(c.inst.sdst, static_cast<uint32_t>(simm16_signed(c)));
  mark_salu(c);
}

void add_immediate(ExecContext& c) {
  const uint32_t old = c.wave.sreg(c.inst.sdst);
  const ValueAndScc r = add_i32(old, static_cast<uint32_t>(simm16_signed(c)), false);
  c.write_sreg(c.inst.sdst, r.value);
  c.write_scc(r.scc);
  mark_salu(c);
}

void multiply_immediate(ExecContext& c) {
  const uint32_t old = c.wave.sreg(c.inst.sdst);
  c.write_sreg(c.inst.sdst, old * static_cast<uint32_t>(simm16_signed(c)));
  mark_salu(c);
}

template <bool (*F)(uint64_t, uint64_t)>
void compare_signed_immediate(ExecContext& c) {
  c.write_scc(F(c.wave.sreg(c.inst.sdst), static_cast<uint32_t>(simm16_signed(c))));
  mark_salu(c);
}

template <bool (*F)(uint64_t, uint64_t)>
void compare_unsigned_immediate(ExecContext& c) {
  c.write_scc(F(c.wave.sreg(c.inst.sdst), c.inst.simm16));
  mark_salu(c);
}

}  // namespace

void register_salu_semantics(std::vector<Handler>& table) {
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };

  // SOP1. s_mov_b32 is registered with the basic instructions.
  set(Op::S_MOV_B64, unary<64, 64, identity>);
  set(Op::S_CMOV_B32, conditional_move<32>);
  set(Op::S_CMOV_B64, conditional_move<64>);
  set(Op::S_BREV_B32, unary<32, 32, reverse_bits32>);
  set(Op::S_BREV_B64, unary<64, 64, reverse_bits64>);
  set(Op::S_CTZ_I32_B32, unary<32, 32, count_trailing_zeros32>);
  set(Op::S_CTZ_I32_B64, unary<32, 64, count_trailing_zeros64>);
  set(Op::S_CLZ_I32_U32, unary<32, 32, count_leading_zeros32>);
  set(Op::S_CLZ_I32_U64, unary<32, 64, count_leading_zeros64>);
  set(Op::S_CLS_I32, unary<32, 32, count_leading_sign_bits32>);
  set(Op::S_CLS_I32_I64, unary<32, 64, count_leading_sign_bits64>);
  set(Op::S_SEXT_I32_I8, unary<32, 32, sign_extend8>);
  set(Op::S_SEXT_I32_I16, unary<32, 32, sign_extend16>);
  set(Op::S_BITSET0_B32, set_destination_bit<32, false>);
  set(Op::S_BITSET0_B64, set_destination_bit<64, false>);
  set(Op::S_BITSET1_B32, set_destination_bit<32, true>);
  set(Op::S_BITSET1_B64, set_destination_bit<64, true>);
  set(Op::S_BITREPLICATE_B64_B32, unary<64, 32, replicate_bits>);
  set(Op::S_ABS_I32, unary_nonzero_scc<32, 32, abs32>);
  set(Op::S_BCNT0_I32_B32, unary_nonzero_scc<32, 32, count_zeros32>);
  set(Op::S_BCNT0_I32_B64, unary_nonzero_scc<32, 64, count_zeros64>);
  set(Op::S_BCNT1_I32_B32, unary_nonzero_scc<32, 32, count_ones32>);
  set(Op::S_BCNT1_I32_B64, unary_nonzero_scc<32, 64, count_ones64>);
  set(Op::S_QUADMASK_B32, unary_nonzero_scc<32, 32, quad_mask<32>>);
  set(Op::S_QUADMASK_B64, unary_nonzero_scc<64, 64, quad_mask<64>>);
  set(Op::S_WQM_B32, unary_nonzero_scc<32, 32, whole_quad_mask<32>>);
  set(Op::S_WQM_B64, unary_nonzero_scc<64, 64, whole_quad_mask<64>>);
  set(Op::S_NOT_B32, unary_nonzero_scc<32, 32, not_op>);
  set(Op::S_NOT_B64, unary_nonzero_scc<64, 64, not_op>);

  // EXEC updates (SOP1).
  set(Op::S_AND_SAVEEXEC_B32, update_exec<32, and_op, true>);
  set(Op::S_AND_SAVEEXEC_B64, update_exec<64, and_op, true>);
  set(Op::S_OR_SAVEEXEC_B32, update_exec<32, or_op, true>);
  set(Op::S_OR_SAVEEXEC_B64, update_exec<64, or_op, true>);
  set(Op::S_XOR_SAVEEXEC_B32, update_exec<32, xor_op, true>);
  set(Op::S_XOR_SAVEEXEC_B64, update_exec<64, xor_op, true>);
  set(Op::S_NAND_SAVEEXEC_B32, update_exec<32, nand_op, true>);
  set(Op::S_NAND_SAVEEXEC_B64, update_exec<64, nand_op, true>);
  set(Op::S_NOR_SAVEEXEC_B32, update_exec<32, nor_op, true>);
  set(Op::S_NOR_SAVEEXEC_B64, update_exec<64, nor_op, true>);
  set(Op::S_XNOR_SAVEEXEC_B32, update_exec<32, xnor_op, true>);
  set(Op::S_XNOR_SAVEEXEC_B64, update_exec<64, xnor_op, true>);
  set(Op::S_AND_NOT0_SAVEEXEC_B32, update_exec<32, and_not0_op, true>);
  set(Op::S_AND_NOT0_SAVEEXEC_B64, update_exec<64, and_not0_op, true>);
  set(Op::S_OR_NOT0_SAVEEXEC_B32, update_exec<32, or_not0_op, true>);
  set(Op::S_OR_NOT0_SAVEEXEC_B64, update_exec<64, or_not0_op, true>);
  set(Op::S_AND_NOT1_SAVEEXEC_B32, update_exec<32, and_not1_op, true>);
  set(Op::S_AND_NOT1_SAVEEXEC_B64, update_exec<64, and_not1_op, true>);
  set(Op::S_OR_NOT1_SAVEEXEC_B32, update_exec<32, or_not1_op, true>);
  set(Op::S_OR_NOT1_SAVEEXEC_B64, update_exec<64, or_not1_op, true>);
  set(Op::S_AND_NOT0_WREXEC_B32, update_exec<32, and_not0_op, false>);
  set(Op::S_AND_NOT0_WREXEC_B64, update_exec<64, and_not0_op, false>);
  set(Op::S_AND_NOT1_WREXEC_B32, update_exec<32, and_not1_op, false>);
  set(Op::S_AND_NOT1_WREXEC_B64, update_exec<64, and_not1_op, false>);

  set(Op::S_MOVRELS_B32, move_relative_source<32>);
  set(Op::S_MOVRELS_B64, move_relative_source<64>);
  set(Op::S_MOVRELD_B32, move_relative_destination<32>);
  set(Op::S_MOVRELD_B64, move_relative_destination<64>);
  set(Op::S_MOVRELSD_2_B32, move_relative_both);

  // SOP2.
  set(Op::S_ADD_U32, binary_with_scc<add_u32>);
  set(Op::S_SUB_U32, binary_with_scc<sub_u32>);
  set(Op::S_ADD_I32, binary_with_scc<add_i32>);
  set(Op::S_SUB_I32, binary_with_scc<sub_i32>);
  set(Op::S_ADDC_U32, binary_with_scc<addc_u32>);
  set(Op::S_SUBB_U32, binary_with_scc<subb_u32>);
  // RDNA4's 64-bit arithmetic: no SCC.
  set(Op::S_ADD_NC_U64, binary<64, 64, 64, add64>);
  set(Op::S_SUB_NC_U64, binary<64, 64, 64, sub64>);
  set(Op::S_MUL_U64, binary<64, 64, 64, mul64>);
  set(Op::S_ABSDIFF_I32, binary_nonzero_scc<32, 32, 32, absdiff_i32>);
  set(Op::S_LSHL_B32, binary_nonzero_scc<32, 32, 32, shift_left32>);
  set(Op::S_LSHL_B64, binary_nonzero_scc<64, 64, 32, shift_left64>);
  set(Op::S_LSHR_B32, binary_nonzero_scc<32, 32, 32, shift_right32>);
  set(Op::S_LSHR_B64, binary_nonzero_scc<64, 64, 32, shift_right64>);
  set(Op::S_ASHR_I32, binary_nonzero_scc<32, 32, 32, shift_right_arith32>);
  set(Op::S_ASHR_I64, binary_nonzero_scc<64, 64, 32, shift_right_arith64>);
  set(Op::S_LSHL1_ADD_U32, binary_with_scc<shift_add_u32<1>>);
  set(Op::S_LSHL2_ADD_U32, binary_with_scc<shift_add_u32<2>>);
  set(Op::S_LSHL3_ADD_U32, binary_with_scc<shift_add_u32<3>>);
  set(Op::S_LSHL4_ADD_U32, binary_with_scc<shift_add_u32<4>>);
  set(Op::S_MIN_I32, binary_with_scc<min_i32>);
  set(Op::S_MIN_U32, binary_with_scc<min_u32>);
  set(Op::S_MAX_I32, binary_with_scc<max_i32>);
  set(Op::S_MAX_U32, binary_with_scc<max_u32>);
  set(Op::S_AND_B32, binary_nonzero_scc<32, 32, 32, and_op>);
  set(Op::S_AND_B64, binary_nonzero_scc<64, 64, 64, and_op>);
  set(Op::S_OR_B32, binary_nonzero_scc<32, 32, 32, or_op>);
  set(Op::S_OR_B64, binary_nonzero_scc<64, 64, 64, or_op>);
  set(Op::S_XOR_B32, binary_nonzero_scc<32, 32, 32, xor_op>);
  set(Op::S_XOR_B64, binary_nonzero_scc<64, 64, 64, xor_op>);
  set(Op::S_NAND_B32, binary_nonzero_scc<32, 32, 32, nand_op>);
  set(Op::S_NAND_B64, binary_nonzero_scc<64, 64, 64, nand_op>);
  set(Op::S_NOR_B32, binary_nonzero_scc<32, 32, 32, nor_op>);
  set(Op::S_NOR_B64, binary_nonzero_scc<64, 64, 64, nor_op>);
  set(Op::S_XNOR_B32, binary_nonzero_scc<32, 32, 32, xnor_op>);
  set(Op::S_XNOR_B64, binary_nonzero_scc<64, 64, 64, xnor_op>);
  set(Op::S_AND_NOT1_B32, binary_nonzero_scc<32, 32, 32, and_not1_op>);
  set(Op::S_AND_NOT1_B64, binary_nonzero_scc<64, 64, 64, and_not1_op>);
  set(Op::S_OR_NOT1_B32, binary_nonzero_scc<32, 32, 32, or_not1_op>);
  set(Op::S_OR_NOT1_B64, binary_nonzero_scc<64, 64, 64, or_not1_op>);
  set(Op::S_BFE_U32, binary_nonzero_scc<32, 32, 32, bfe_u32>);
  set(Op::S_BFE_I32, binary_nonzero_scc<32, 32, 32, bfe_i32>);
  set(Op::S_BFE_U64, binary_nonzero_scc<64, 64, 32, bfe_u64>);
  set(Op::S_BFE_I64, binary_nonzero_scc<64, 64, 32, bfe_i64>);
  set(Op::S_BFM_B32, binary<32, 32, 32, bfm32>);
  set(Op::S_BFM_B64, binary<64, 32, 32, bfm64>);
  set(Op::S_MUL_I32, binary<32, 32, 32, mul_lo32>);
  set(Op::S_MUL_HI_U32, binary<32, 32, 32, mul_hi_u32>);
  set(Op::S_MUL_HI_I32, binary<32, 32, 32, mul_hi_i32>);
  set(Op::S_CSELECT_B32, conditional_select<32>);
  set(Op::S_CSELECT_B64, conditional_select<64>);
  set(Op::S_PACK_LL_B32_B16, binary<32, 32, 32, pack_ll>);
  set(Op::S_PACK_LH_B32_B16, binary<32, 32, 32, pack_lh>);
  set(Op::S_PACK_HH_B32_B16, binary<32, 32, 32, pack_hh>);
  set(Op::S_PACK_HL_B32_B16, binary<32, 32, 32, pack_hl>);

  // SOPC.
  set(Op::S_CMP_EQ_I32, compare<32, 32, eq_i32>);
  set(Op::S_CMP_LG_I32, compare<32, 32, lg_i32>);
  set(Op::S_CMP_GT_I32, compare<32, 32, gt_i32>);
  set(Op::S_CMP_GE_I32, compare<32, 32, ge_i32>);
  set(Op::S_CMP_LT_I32, compare<32, 32, lt_i32>);
  set(Op::S_CMP_LE_I32, compare<32, 32, le_i32>);
  set(Op::S_CMP_EQ_U32, compare<32, 32, eq_u>);
  set(Op::S_CMP_LG_U32, compare<32, 32, lg_u>);
  set(Op::S_CMP_GT_U32, compare<32, 32, gt_u>);
  set(Op::S_CMP_GE_U32, compare<32, 32, ge_u>);
  set(Op::S_CMP_LT_U32, compare<32, 32, lt_u>);
  set(Op::S_CMP_LE_U32, compare<32, 32, le_u>);
  set(Op::S_BITCMP0_B32, compare<32, 32, bit_clear32>);
  set(Op::S_BITCMP1_B32, compare<32, 32, bit_set32>);
  set(Op::S_BITCMP0_B64, compare<64, 32, bit_clear64>);
  set(Op::S_BITCMP1_B64, compare<64, 32, bit_set64>);
  set(Op::S_CMP_EQ_U64, compare<64, 64, eq_u>);
  set(Op::S_CMP_LG_U64, compare<64, 64, lg_u>);

  // SOPK.
  set(Op::S_MOVK_I32, move_immediate);
  set(Op::S_CMOVK_I32, conditional_move_immediate);
  set(Op::S_CMPK_EQ_I32, compare_signed_immediate<eq_i32>);
  set(Op::S_CMPK_LG_I32, compare_signed_immediate<lg_i32>);
  set(Op::S_CMPK_GT_I32, compare_signed_immediate<gt_i32>);
  set(Op::S_CMPK_GE_I32, compare_signed_immediate<ge_i32>);
  set(Op::S_CMPK_LT_I32, compare_signed_immediate<lt_i32>);
  set(Op::S_CMPK_LE_I32, compare_signed_immediate<le_i32>);
  set(Op::S_CMPK_EQ_U32, compare_unsigned_immediate<eq_u>);
  set(Op::S_CMPK_LG_U32, compare_unsigned_immediate<lg_u>);
  set(Op::S_CMPK_GT_U32, compare_unsigned_immediate<gt_u>);
  set(Op::S_CMPK_GE_U32, compare_unsigned_immediate<ge_u>);
  set(Op::S_CMPK_LT_U32, compare_unsigned_immediate<lt_u>);
  set(Op::S_CMPK_LE_U32, compare_unsigned_immediate<le_u>);
  set(Op::S_ADDK_I32, add_immediate);
  set(Op::S_MULK_I32, multiply_immediate);
}

}  // namespace cutlm
