// SALU semantics: every integer and bitwise SOP1, SOP2, SOPC and SOPK instruction of gfx1100,
// the EXEC updates, the program-counter moves and the SOPP messages and stops.
//
// The expected values come from an oracle written here from the RDNA3 ISA guide's
// descriptions, in a different way from the model: bit-by-bit loops and std::bitset where the
// model uses builtins and masks, wide signed arithmetic for carries and overflows where the
// model compares sign bits. Instructions are encoded here from the generated field layouts
// (checked against llvm-mc-19 below), decoded by the model's decoder and executed with
// Executor::step on many register states each. After every step all 128 scalar registers, SCC,
// the next pc and the commit log are compared with the oracle's, so an instruction that writes
// anything the oracle does not write fails as well.
//
// Conventions the oracle shares with the model, each a reading of the guide:
//  - gfx1100's SALU reads every source as 32 or 64 bits; the 16-bit sizes the ISA table gives
//    for s_sext_i32_i16 and s_pack_* come from RDNA3.5. A float inline constant is therefore
//    the f32 pattern there.
//  - A 32-bit literal used as a 64-bit operand is sign-extended when the operand is a signed
//    integer (I64 in the ISA table: s_ashr_i64, s_bfe_i64, s_cls_i32_i64) and zero-extended
//    otherwise; LLVM's AMDGPU maintainers describe the hardware so (llvm-project PR 70274).
//  - 64-bit register operands must be even-aligned pairs, and M0-relative moves must stay in
//    s0..s105: the model stops with a ModelError otherwise, having changed nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "isa/disasm.h"
#include "loader/program.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

namespace isa = cutlm::isa;
namespace enc = cutlm::isa::enc;
using isa::Format;
using isa::InstInfo;

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

// Scalar operand codes, as the guide's operand table numbers them.
constexpr uint16_t kSgprCount = 106;
constexpr uint16_t kVccLo = 106;
constexpr uint16_t kVccHi = 107;
constexpr uint16_t kTtmp0 = 108;
constexpr uint16_t kNull = 124;
constexpr uint16_t kM0 = 125;
constexpr uint16_t kExecLo = 126;
constexpr uint16_t kExecHi = 127;
constexpr uint16_t kIntZero = 128;      // 128..192 are 0..64
constexpr uint16_t kIntMinusOne = 193;  // 193..208 are -1..-16
constexpr uint16_t kFloatHalf = 240;    // 240..248: 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi)
constexpr uint16_t kSrcScc = 253;
constexpr uint16_t kLiteral = 255;

// ---------------------------------------------------------------------------------------------
// Instructions and their encodings.

struct InstSpec {
  const InstInfo* info = nullptr;
  uint16_t sdst = 0;
  uint16_t src0 = 0;
  uint16_t src1 = 0;
  uint16_t simm16 = 0;
  uint32_t literal = 0;
};

bool is_scalar_format(Format f) {
  return f == Format::SOP1 || f == Format::SOP2 || f == Format::SOPC || f == Format::SOPK ||
         f == Format::SOPP;
}

const InstInfo* find_instruction(const std::string& mnemonic) {
  std::size_t count = 0;
  const InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (all[i].available && is_scalar_format(all[i].format) && mnemonic == all[i].mnemonic) {
      return &all[i];
    }
  }
  return nullptr;
}

std::vector<const InstInfo*> gfx1100_instructions(Format format) {
  std::vector<const InstInfo*> out;
  std::size_t count = 0;
  const InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (all[i].available && all[i].format == format) out.push_back(&all[i]);
  }
  return out;
}

// The operand's size: 64 for a register pair, 32 otherwise, 0 if the instruction has none.
unsigned operand_size(const InstInfo* info, const char* field) {
  const isa::OperandInfo* o = info->operand(field);
  if (o == nullptr) return 0;
  return o->bits == 64 ? 64 : 32;
}

bool has_operand(const InstInfo* info, const char* field) {
  return info->operand(field) != nullptr;
}

bool uses_literal(const InstSpec& s) {
  const bool lit0 = has_operand(s.info, "ssrc0") && s.src0 == kLiteral;
  const bool lit1 = has_operand(s.info, "ssrc1") && s.src1 == kLiteral;
  switch (s.info->format) {
    case Format::SOP1: return lit0;
    case Format::SOP2:
    case Format::SOPC: return lit0 || lit1;
    default: return false;
  }
}

uint32_t place(isa::BitField f, uint32_t value) {
  const unsigned width = f.hi - f.lo + 1u;
  const uint32_t mask = width >= 32 ? ~0u : (1u << width) - 1;
  return (value & mask) << f.lo;
}

std::vector<uint32_t> encode(const InstSpec& s) {
  const uint32_t op = s.info->opcode;
  uint32_t w = 0;
  switch (s.info->format) {
    case Format::SOP1:
      w = enc::SOP1::kId | place(enc::SOP1::op, op) | place(enc::SOP1::sdst, s.sdst) |
          place(enc::SOP1::ssrc0, s.src0);
      break;
    case Format::SOP2:
      w = enc::SOP2::kId | place(enc::SOP2::op, op) | place(enc::SOP2::sdst, s.sdst) |
          place(enc::SOP2::ssrc0, s.src0) | place(enc::SOP2::ssrc1, s.src1);
      break;
    case Format::SOPC:
      w = enc::SOPC::kId | place(enc::SOPC::op, op) | place(enc::SOPC::ssrc0, s.src0) |
          place(enc::SOPC::ssrc1, s.src1);
      break;
    case Format::SOPK:
      w = enc::SOPK::kId | place(enc::SOPK::op, op) | place(enc::SOPK::sdst, s.sdst) |
          place(enc::SOPK::simm16, s.simm16);
      break;
    case Format::SOPP:
      w = enc::SOPP::kId | place(enc::SOPP::op, op) | place(enc::SOPP::simm16, s.simm16);
      break;
    default: break;
  }
  std::vector<uint32_t> words{w};
  if (uses_literal(s)) words.push_back(s.literal);
  return words;
}

// LLVM's assembly spelling of an operand code.
std::string operand_name(uint16_t code, unsigned bits, uint32_t literal) {
  const bool pair = bits == 64;
  auto numbered = [pair](const char* prefix, unsigned n) {
    return pair ? std::string(prefix) + "[" + std::to_string(n) + ":" + std::to_string(n + 1) + "]"
                : std::string(prefix) + std::to_string(n);
  };
  if (code < kSgprCount) return pair ? numbered("s", code) : "s" + std::to_string(code);
  if (code == kVccLo) return pair ? "vcc" : "vcc_lo";
  if (code == kVccHi) return "vcc_hi";
  if (code >= kTtmp0 && code < kNull) {
    return pair ? numbered("ttmp", code - kTtmp0) : "ttmp" + std::to_string(code - kTtmp0);
  }
  if (code == kNull) return "null";
  if (code == kM0) return "m0";
  if (code == kExecLo) return pair ? "exec" : "exec_lo";
  if (code == kExecHi) return "exec_hi";
  if (code >= kIntZero && code < kIntMinusOne) return std::to_string(code - kIntZero);
  if (code >= kIntMinusOne && code <= 208) return "-" + std::to_string(code - 192);
  static const char* const kFloats[] = {"0.5",  "-0.5", "1.0",  "-1.0",      "2.0",
                                        "-2.0", "4.0",  "-4.0", "0.15915494"};
  if (code >= kFloatHalf && code <= 248) return kFloats[code - kFloatHalf];
  if (code == kSrcScc) return "src_scc";
  if (code == kLiteral) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%x", literal);
    return buf;
  }
  return "?";
}

std::string llvm_text(const InstSpec& s) {
  const InstInfo* info = s.info;
  const std::string name = info->mnemonic;
  std::vector<std::string> parts;
  if (has_operand(info, "sdst")) {
    parts.push_back(operand_name(s.sdst, operand_size(info, "sdst"), s.literal));
  }
  if (has_operand(info, "ssrc0") && info->format != Format::SOPP) {
    parts.push_back(operand_name(s.src0, operand_size(info, "ssrc0"), s.literal));
  }
  if (has_operand(info, "ssrc1")) {
    parts.push_back(operand_name(s.src1, operand_size(info, "ssrc1"), s.literal));
  }
  if (has_operand(info, "simm16")) {
    if (name == "s_call_b64" || info->format == Format::SOPP) {
      parts.push_back(std::to_string(name == "s_call_b64" ? static_cast<int16_t>(s.simm16)
                                                          : static_cast<int>(s.simm16)));
    } else {
      char buf[16];
      std::snprintf(buf, sizeof buf, "0x%x", s.simm16);
      parts.push_back(buf);
    }
  }
  std::string text = name;
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? " " : ", ") + parts[i];
  return text;
}

std::string describe(const InstSpec& s) {
  std::ostringstream out;
  out << llvm_text(s) << "  [sdst=" << s.sdst << " src0=" << s.src0 << " src1=" << s.src1
      << " simm16=0x" << std::hex << s.simm16 << " literal=0x" << s.literal << "]";
  return out.str();
}

// M0-relative operands name a base register, not a value.
bool relative_source(const std::string& m) { return m.rfind("s_movrels", 0) == 0; }
bool relative_destination(const std::string& m) {
  return m.rfind("s_movreld", 0) == 0 || m == "s_movrelsd_2_b32";
}

// What the oracle and the state generator need to know about an encoding, worked out once
// rather than on every state.
struct Shape {
  unsigned dst_bits = 0;  // 0: no such operand
  unsigned src0_bits = 0;
  unsigned src1_bits = 0;
  bool relative_src = false;
  bool relative_dst = false;
  bool sopk = false;
  bool src0_signed64 = false;  // a literal in this 64-bit source is sign-extended
  unsigned size_bytes = 4;
};

Shape shape_of(const InstSpec& s) {
  Shape shape;
  const std::string m = s.info->mnemonic;
  shape.dst_bits = operand_size(s.info, "sdst");
  shape.src0_bits = operand_size(s.info, "ssrc0");
  shape.src1_bits = operand_size(s.info, "ssrc1");
  shape.relative_src = relative_source(m);
  shape.relative_dst = relative_destination(m);
  shape.sopk = s.info->format == Format::SOPK;
  const isa::OperandInfo* src0 = s.info->operand("ssrc0");
  shape.src0_signed64 =
      src0 != nullptr && src0->bits == 64 && src0->num_format == isa::NumFormat::NumI64;
  shape.size_bytes = uses_literal(s) ? 8 : 4;
  return shape;
}

// ---------------------------------------------------------------------------------------------
// The oracle.

struct Machine {
  std::array<uint32_t, 128> sreg{};  // the scalar operand space s0..exec_hi
  bool scc = false;
  uint64_t pc = 0;
};

struct Outcome {
  Machine after;
  uint64_t next_pc = 0;
  bool stops = false;  // the model must throw a ModelError and change nothing
  std::bitset<128> written;
  bool scc_written = false;
};

uint64_t f32_pattern(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

uint64_t f64_pattern(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

uint64_t inline_float(uint16_t code, unsigned bits) {
  static const double kValues[] = {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0};
  const unsigned i = code - kFloatHalf;
  // 1/(2*pi) is not exactly representable; these are the patterns the guide lists.
  if (i == 8) return bits == 64 ? 0x3FC45F306DC9C882ull : 0x3E22F983u;
  return bits == 64 ? f64_pattern(kValues[i]) : f32_pattern(static_cast<float>(kValues[i]));
}

uint64_t width_mask(unsigned bits) { return bits == 64 ? ~0ull : 0xFFFFFFFFull; }

int64_t as_signed32(uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }

bool fits_in_i32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

// One instruction's view of the machine: operands as the guide defines them, and a record of
// every write.
class Ref {
 public:
  Ref(const InstSpec& spec, const Shape& shape, const Machine& before) : spec_(spec), in_(before) {
    out_.after = before;
    out_.next_pc = before.pc + shape.size_bytes;
    src0_signed64_ = shape.src0_signed64;
    dst_bits_ = shape.dst_bits;
    src_bits_[0] = shape.src0_bits;
    src_bits_[1] = shape.src1_bits;
    if (!shape.relative_dst) require_aligned(spec.sdst, dst_bits_);
    if (!shape.relative_src) require_aligned(spec.src0, src_bits_[0]);
    require_aligned(spec.src1, src_bits_[1]);
  }

  uint64_t s0() const { return operand(spec_.src0, src_bits_[0], src0_signed64_); }
  uint64_t s1() const { return operand(spec_.src1, src_bits_[1], false); }
  bool scc() const { return in_.scc; }
  uint64_t pc() const { return in_.pc; }
  uint16_t simm16() const { return spec_.simm16; }
  uint16_t sdst() const { return spec_.sdst; }
  uint16_t src0_code() const { return spec_.src0; }
  unsigned dst_bits() const { return dst_bits_; }

  uint32_t reg(uint16_t code) const { return code == kNull ? 0 : in_.sreg[code]; }
  uint64_t reg_pair(uint16_t code) const {
    if (code == kNull || code + 1 >= 128) return 0;  // no pair: the model stops first
    return reg(code) | uint64_t{reg(static_cast<uint16_t>(code + 1))} << 32;
  }
  // The destination's value before the instruction.
  uint64_t old_d() const { return dst_bits_ == 64 ? reg_pair(spec_.sdst) : reg(spec_.sdst); }

  void set_reg(uint16_t code, uint32_t value) {
    if (code == kNull || code >= 128) return;
    out_.after.sreg[code] = value;
    out_.written.set(code);
  }
  void set_pair(uint16_t code, uint64_t value) {
    if (code == kNull) return;
    set_reg(code, static_cast<uint32_t>(value));
    set_reg(static_cast<uint16_t>(code + 1), static_cast<uint32_t>(value >> 32));
  }
  void d(uint64_t value) {
    if (dst_bits_ == 64) {
      set_pair(spec_.sdst, value);
    } else {
      set_reg(spec_.sdst, static_cast<uint32_t>(value));
    }
  }
  // D, and SCC = (D != 0).
  void d_scc(uint64_t value) {
    value &= width_mask(dst_bits_);
    d(value);
    set_scc(value != 0);
  }
  void set_scc(bool value) {
    out_.after.scc = value;
    out_.scc_written = true;
  }
  void jump(uint64_t target) { out_.next_pc = target; }
  void stop() { out_.stops = true; }

  const Outcome& outcome() const { return out_; }

 private:
  void require_aligned(uint16_t code, unsigned bits) {
    if (bits == 64 && code < 128 && code % 2 == 1) out_.stops = true;
  }

  uint64_t operand(uint16_t code, unsigned bits, bool signed64) const {
    if (code < 128) {
      if (bits == 64 && code % 2 == 1) return 0;  // the model stops on these
      return bits == 64 ? reg_pair(code) : reg(code);
    }
    if (code < kIntMinusOne) return code - kIntZero;
    if (code <= 208) return (0 - uint64_t{code - 192u}) & width_mask(bits);
    if (code >= kFloatHalf && code <= 248) return inline_float(code, bits);
    if (code == kSrcScc) return in_.scc ? 1 : 0;
    if (code == kLiteral) {
      const bool negative = (spec_.literal >> 31) != 0;
      return signed64 && negative ? spec_.literal | 0xFFFFFFFF00000000ull : spec_.literal;
    }
    ADD_FAILURE() << "the test does not use operand code " << code;
    return 0;
  }

  const InstSpec& spec_;
  const Machine& in_;
  Outcome out_;
  unsigned dst_bits_ = 0;
  unsigned src_bits_[2] = {0, 0};
  bool src0_signed64_ = false;
};

// Bit helpers written as the guide describes the operations: bit by bit.

bool bit(uint64_t v, unsigned i) { return (v >> i & 1) != 0; }

uint64_t reversed(uint64_t v, unsigned bits) {
  uint64_t out = 0;
  for (unsigned i = 0; i < bits; ++i) {
    if (bit(v, i)) out |= 1ull << (bits - 1 - i);
  }
  return out;
}

// Position of the lowest set bit, or -1 (as a 32-bit pattern) if none.
uint64_t lowest_one(uint64_t v, unsigned bits) {
  for (unsigned i = 0; i < bits; ++i) {
    if (bit(v, i)) return i;
  }
  return 0xFFFFFFFFu;
}

// Number of zeros above the highest set bit, or -1 if none.
uint64_t zeros_above_highest_one(uint64_t v, unsigned bits) {
  for (unsigned i = 0; i < bits; ++i) {
    if (bit(v, bits - 1 - i)) return i;
  }
  return 0xFFFFFFFFu;
}

// Number of bits from the top that equal the sign bit (the sign bit included), or -1 if all do.
uint64_t sign_run_length(uint64_t v, unsigned bits) {
  const bool sign = bit(v, bits - 1);
  unsigned run = 1;
  while (run < bits && bit(v, bits - 1 - run) == sign) ++run;
  return run == bits ? 0xFFFFFFFFu : run;
}

uint64_t sign_extend_from(uint64_t v, unsigned bits) {
  uint64_t out = v & ((1ull << bits) - 1);
  if (bit(v, bits - 1)) out |= ~((1ull << bits) - 1);
  return out & 0xFFFFFFFFu;
}

uint64_t with_bit(uint64_t v, unsigned position, bool value) {
  std::bitset<64> b(v);
  b.set(position, value);
  return b.to_ullong();
}

uint64_t each_bit_twice(uint64_t v) {
  uint64_t out = 0;
  for (unsigned i = 0; i < 32; ++i) {
    if (bit(v, i)) out |= 3ull << (2 * i);
  }
  return out;
}

uint64_t any_in_quad(uint64_t v, unsigned bits) {
  uint64_t out = 0;
  for (unsigned i = 0; i < bits; ++i) {
    if (bit(v, i)) out |= 1ull << (i / 4);
  }
  return out;
}

uint64_t whole_quads(uint64_t v, unsigned bits) {
  uint64_t out = 0;
  for (unsigned i = 0; i < bits; ++i) {
    if (bit(v, i)) out |= 0xFull << (i / 4 * 4);
  }
  return out;
}

uint64_t count_ones(uint64_t v, unsigned bits) {
  return bits == 64 ? std::bitset<64>(v).count() : std::bitset<32>(v).count();
}

// s_bfe: bit i of the result is bit (offset + i) of the source for i below the width; bits
// past the source's top read as its sign (signed) or zero; the signed forms then copy the
// field's top bit upwards.
uint64_t extract_field(uint64_t source, uint64_t control, unsigned bits, bool is_signed) {
  const unsigned offset = static_cast<unsigned>(control % bits);
  const unsigned width = static_cast<unsigned>(control >> 16 & 0x7F);
  const bool top = bit(source, bits - 1);
  uint64_t out = 0;
  for (unsigned i = 0; i < bits && i < width; ++i) {
    const unsigned from = offset + i;
    const bool b = from < bits ? bit(source, from) : (is_signed && top);
    if (b) out |= 1ull << i;
  }
  if (is_signed && width > 0 && width < bits && bit(out, width - 1)) {
    for (unsigned i = width; i < bits; ++i) out |= 1ull << i;
  }
  return out;
}

uint64_t field_of_ones(unsigned size, unsigned offset, unsigned bits) {
  uint64_t out = 0;
  for (unsigned i = offset; i < offset + size && i < bits; ++i) out |= 1ull << i;
  return out;
}

uint64_t arithmetic_shift_right(uint64_t v, unsigned amount, unsigned bits) {
  for (unsigned k = 0; k < amount; ++k) v = (v >> 1) | (v & (1ull << (bits - 1)));
  return v;
}

uint64_t halves(uint64_t low, uint64_t high) { return (low & 0xFFFF) | (high & 0xFFFF) << 16; }

// EXEC as the instruction's width sees it: exec_lo, or the exec_lo/exec_hi pair.
void exec_update(Ref& r, uint64_t (*combine)(uint64_t s, uint64_t e), bool d_gets_old) {
  const unsigned bits = r.dst_bits();
  const uint64_t old_exec = bits == 64 ? r.reg_pair(kExecLo) : r.reg(kExecLo);
  const uint64_t new_exec = combine(r.s0(), old_exec) & width_mask(bits);
  if (bits == 64) {
    r.set_pair(kExecLo, new_exec);
  } else {
    r.set_reg(kExecLo, static_cast<uint32_t>(new_exec));
  }
  r.d(d_gets_old ? old_exec : new_exec);
  r.set_scc(new_exec != 0);
}

// An SGPR number from a base and M0 taken as a signed offset; -1 when it leaves s0..s105 or a
// pair would be odd or run past s105.
int64_t relative_index(uint16_t base, int64_t offset, unsigned bits) {
  const int64_t index = base + offset;
  if (index < 0 || index >= kSgprCount) return -1;
  if (bits == 64 && (index % 2 == 1 || index + 1 >= kSgprCount)) return -1;
  return index;
}

void relative_read(Ref& r) {
  const int64_t from = relative_index(r.src0_code(), as_signed32(r.reg(kM0)), r.dst_bits());
  if (from < 0) return r.stop();
  const uint16_t f = static_cast<uint16_t>(from);
  r.d(r.dst_bits() == 64 ? r.reg_pair(f) : r.reg(f));
}

void relative_write(Ref& r) {
  const int64_t to = relative_index(r.sdst(), as_signed32(r.reg(kM0)), r.dst_bits());
  if (to < 0) return r.stop();
  const uint16_t t = static_cast<uint16_t>(to);
  if (r.dst_bits() == 64) {
    r.set_pair(t, r.s0());
  } else {
    r.set_reg(t, static_cast<uint32_t>(r.s0()));
  }
}

void shift_then_add(Ref& r, unsigned shift) {
  const UInt128 sum = (UInt128{r.s0()} << shift) + r.s1();
  r.d(static_cast<uint64_t>(sum));
  r.set_scc(sum > 0xFFFFFFFFu);
}

using OracleFn = void (*)(Ref&);

const std::map<std::string, OracleFn>& oracles() {
  static const std::map<std::string, OracleFn> table = {
      // SOP1.
      {"s_mov_b32", [](Ref& r) { r.d(r.s0()); }},
      {"s_mov_b64", [](Ref& r) { r.d(r.s0()); }},
      {"s_cmov_b32", [](Ref& r) { if (r.scc()) r.d(r.s0()); }},
      {"s_cmov_b64", [](Ref& r) { if (r.scc()) r.d(r.s0()); }},
      {"s_brev_b32", [](Ref& r) { r.d(reversed(r.s0(), 32)); }},
      {"s_brev_b64", [](Ref& r) { r.d(reversed(r.s0(), 64)); }},
      {"s_ctz_i32_b32", [](Ref& r) { r.d(lowest_one(r.s0(), 32)); }},
      {"s_ctz_i32_b64", [](Ref& r) { r.d(lowest_one(r.s0(), 64)); }},
      {"s_clz_i32_u32", [](Ref& r) { r.d(zeros_above_highest_one(r.s0(), 32)); }},
      {"s_clz_i32_u64", [](Ref& r) { r.d(zeros_above_highest_one(r.s0(), 64)); }},
      {"s_cls_i32", [](Ref& r) { r.d(sign_run_length(r.s0(), 32)); }},
      {"s_cls_i32_i64", [](Ref& r) { r.d(sign_run_length(r.s0(), 64)); }},
      {"s_sext_i32_i8", [](Ref& r) { r.d(sign_extend_from(r.s0(), 8)); }},
      {"s_sext_i32_i16", [](Ref& r) { r.d(sign_extend_from(r.s0(), 16)); }},
      {"s_bitset0_b32", [](Ref& r) { r.d(with_bit(r.old_d(), r.s0() % 32, false)); }},
      {"s_bitset0_b64", [](Ref& r) { r.d(with_bit(r.old_d(), r.s0() % 64, false)); }},
      {"s_bitset1_b32", [](Ref& r) { r.d(with_bit(r.old_d(), r.s0() % 32, true)); }},
      {"s_bitset1_b64", [](Ref& r) { r.d(with_bit(r.old_d(), r.s0() % 64, true)); }},
      {"s_bitreplicate_b64_b32", [](Ref& r) { r.d(each_bit_twice(r.s0())); }},
      {"s_abs_i32",
       [](Ref& r) {
         const int64_t v = as_signed32(r.s0());
         r.d_scc(static_cast<uint64_t>(v < 0 ? -v : v));
       }},
      {"s_bcnt0_i32_b32", [](Ref& r) { r.d_scc(32 - count_ones(r.s0(), 32)); }},
      {"s_bcnt0_i32_b64", [](Ref& r) { r.d_scc(64 - count_ones(r.s0(), 64)); }},
      {"s_bcnt1_i32_b32", [](Ref& r) { r.d_scc(count_ones(r.s0(), 32)); }},
      {"s_bcnt1_i32_b64", [](Ref& r) { r.d_scc(count_ones(r.s0(), 64)); }},
      {"s_quadmask_b32", [](Ref& r) { r.d_scc(any_in_quad(r.s0(), 32)); }},
      {"s_quadmask_b64", [](Ref& r) { r.d_scc(any_in_quad(r.s0(), 64)); }},
      {"s_wqm_b32", [](Ref& r) { r.d_scc(whole_quads(r.s0(), 32)); }},
      {"s_wqm_b64", [](Ref& r) { r.d_scc(whole_quads(r.s0(), 64)); }},
      {"s_not_b32", [](Ref& r) { r.d_scc(~r.s0()); }},
      {"s_not_b64", [](Ref& r) { r.d_scc(~r.s0()); }},
      {"s_and_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & e; }, true); }},
      {"s_and_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & e; }, true); }},
      {"s_or_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s | e; }, true); }},
      {"s_or_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s | e; }, true); }},
      {"s_xor_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s ^ e; }, true); }},
      {"s_xor_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s ^ e; }, true); }},
      {"s_nand_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s & e); }, true); }},
      {"s_nand_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s & e); }, true); }},
      {"s_nor_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s | e); }, true); }},
      {"s_nor_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s | e); }, true); }},
      {"s_xnor_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s ^ e); }, true); }},
      {"s_xnor_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~(s ^ e); }, true); }},
      {"s_and_not0_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s & e; }, true); }},
      {"s_and_not0_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s & e; }, true); }},
      {"s_or_not0_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s | e; }, true); }},
      {"s_or_not0_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s | e; }, true); }},
      {"s_and_not1_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & ~e; }, true); }},
      {"s_and_not1_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & ~e; }, true); }},
      {"s_or_not1_saveexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s | ~e; }, true); }},
      {"s_or_not1_saveexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s | ~e; }, true); }},
      {"s_and_not0_wrexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s & e; }, false); }},
      {"s_and_not0_wrexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return ~s & e; }, false); }},
      {"s_and_not1_wrexec_b32",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & ~e; }, false); }},
      {"s_and_not1_wrexec_b64",
       [](Ref& r) { exec_update(r, [](uint64_t s, uint64_t e) { return s & ~e; }, false); }},
      {"s_movrels_b32", relative_read},
      {"s_movrels_b64", relative_read},
      {"s_movreld_b32", relative_write},
      {"s_movreld_b64", relative_write},
      {"s_movrelsd_2_b32",
       [](Ref& r) {
         const uint32_t m0 = r.reg(kM0);
         const int64_t from = relative_index(r.src0_code(), m0 % 1024, 32);
         const int64_t to = relative_index(r.sdst(), (m0 >> 16) % 1024, 32);
         if (from < 0 || to < 0) return r.stop();
         r.set_reg(static_cast<uint16_t>(to), r.reg(static_cast<uint16_t>(from)));
       }},
      {"s_getpc_b64", [](Ref& r) { r.d(r.pc() + 4); }},
      {"s_setpc_b64", [](Ref& r) { r.jump(r.s0()); }},
      {"s_swappc_b64",
       [](Ref& r) {
         const uint64_t target = r.s0();
         r.d(r.pc() + 4);
         r.jump(target);
       }},
      {"s_rfe_b64", [](Ref& r) { r.stop(); }},  // no trap handler to return from

      // SOP2.
      {"s_add_u32",
       [](Ref& r) {
         const uint64_t sum = r.s0() + r.s1();
         r.d(sum);
         r.set_scc(sum > 0xFFFFFFFFu);
       }},
      {"s_sub_u32",
       [](Ref& r) {
         const int64_t difference = static_cast<int64_t>(r.s0()) - static_cast<int64_t>(r.s1());
         r.d(static_cast<uint64_t>(difference));
         r.set_scc(difference < 0);
       }},
      {"s_add_i32",
       [](Ref& r) {
         const int64_t sum = as_signed32(r.s0()) + as_signed32(r.s1());
         r.d(static_cast<uint64_t>(sum));
         r.set_scc(!fits_in_i32(sum));
       }},
      {"s_sub_i32",
       [](Ref& r) {
         const int64_t difference = as_signed32(r.s0()) - as_signed32(r.s1());
         r.d(static_cast<uint64_t>(difference));
         r.set_scc(!fits_in_i32(difference));
       }},
      {"s_addc_u32",
       [](Ref& r) {
         const uint64_t sum = r.s0() + r.s1() + (r.scc() ? 1 : 0);
         r.d(sum);
         r.set_scc(sum > 0xFFFFFFFFu);
       }},
      {"s_subb_u32",
       [](Ref& r) {
         const int64_t difference =
             static_cast<int64_t>(r.s0()) - static_cast<int64_t>(r.s1()) - (r.scc() ? 1 : 0);
         r.d(static_cast<uint64_t>(difference));
         r.set_scc(difference < 0);
       }},
      // The guide takes the difference in 32 bits, so INT32_MIN - 1 wraps to INT32_MAX.
      {"s_absdiff_i32",
       [](Ref& r) {
         const int64_t difference = as_signed32(r.s0() - r.s1());
         r.d_scc(static_cast<uint64_t>(difference < 0 ? -difference : difference));
       }},
      {"s_lshl_b32", [](Ref& r) { r.d_scc(r.s0() << (r.s1() % 32)); }},
      {"s_lshl_b64", [](Ref& r) { r.d_scc(r.s0() << (r.s1() % 64)); }},
      {"s_lshr_b32", [](Ref& r) { r.d_scc(r.s0() >> (r.s1() % 32)); }},
      {"s_lshr_b64", [](Ref& r) { r.d_scc(r.s0() >> (r.s1() % 64)); }},
      {"s_ashr_i32",
       [](Ref& r) { r.d_scc(arithmetic_shift_right(r.s0(), static_cast<unsigned>(r.s1() % 32), 32)); }},
      {"s_ashr_i64",
       [](Ref& r) { r.d_scc(arithmetic_shift_right(r.s0(), static_cast<unsigned>(r.s1() % 64), 64)); }},
      {"s_lshl1_add_u32", [](Ref& r) { shift_then_add(r, 1); }},
      {"s_lshl2_add_u32", [](Ref& r) { shift_then_add(r, 2); }},
      {"s_lshl3_add_u32", [](Ref& r) { shift_then_add(r, 3); }},
      {"s_lshl4_add_u32", [](Ref& r) { shift_then_add(r, 4); }},
      {"s_min_i32",
       [](Ref& r) {
         const bool first = as_signed32(r.s0()) < as_signed32(r.s1());
         r.set_scc(first);
         r.d(first ? r.s0() : r.s1());
       }},
      {"s_min_u32",
       [](Ref& r) {
         const bool first = r.s0() < r.s1();
         r.set_scc(first);
         r.d(first ? r.s0() : r.s1());
       }},
      {"s_max_i32",
       [](Ref& r) {
         const bool first = as_signed32(r.s0()) >= as_signed32(r.s1());
         r.set_scc(first);
         r.d(first ? r.s0() : r.s1());
       }},
      {"s_max_u32",
       [](Ref& r) {
         const bool first = r.s0() >= r.s1();
         r.set_scc(first);
         r.d(first ? r.s0() : r.s1());
       }},
      {"s_and_b32", [](Ref& r) { r.d_scc(r.s0() & r.s1()); }},
      {"s_and_b64", [](Ref& r) { r.d_scc(r.s0() & r.s1()); }},
      {"s_or_b32", [](Ref& r) { r.d_scc(r.s0() | r.s1()); }},
      {"s_or_b64", [](Ref& r) { r.d_scc(r.s0() | r.s1()); }},
      {"s_xor_b32", [](Ref& r) { r.d_scc(r.s0() ^ r.s1()); }},
      {"s_xor_b64", [](Ref& r) { r.d_scc(r.s0() ^ r.s1()); }},
      {"s_nand_b32", [](Ref& r) { r.d_scc(~(r.s0() & r.s1())); }},
      {"s_nand_b64", [](Ref& r) { r.d_scc(~(r.s0() & r.s1())); }},
      {"s_nor_b32", [](Ref& r) { r.d_scc(~(r.s0() | r.s1())); }},
      {"s_nor_b64", [](Ref& r) { r.d_scc(~(r.s0() | r.s1())); }},
      {"s_xnor_b32", [](Ref& r) { r.d_scc(~(r.s0() ^ r.s1())); }},
      {"s_xnor_b64", [](Ref& r) { r.d_scc(~(r.s0() ^ r.s1())); }},
      {"s_and_not1_b32", [](Ref& r) { r.d_scc(r.s0() & ~r.s1()); }},
      {"s_and_not1_b64", [](Ref& r) { r.d_scc(r.s0() & ~r.s1()); }},
      {"s_or_not1_b32", [](Ref& r) { r.d_scc(r.s0() | ~r.s1()); }},
      {"s_or_not1_b64", [](Ref& r) { r.d_scc(r.s0() | ~r.s1()); }},
      {"s_bfe_u32", [](Ref& r) { r.d_scc(extract_field(r.s0(), r.s1(), 32, false)); }},
      {"s_bfe_i32", [](Ref& r) { r.d_scc(extract_field(r.s0(), r.s1(), 32, true)); }},
      {"s_bfe_u64", [](Ref& r) { r.d_scc(extract_field(r.s0(), r.s1(), 64, false)); }},
      {"s_bfe_i64", [](Ref& r) { r.d_scc(extract_field(r.s0(), r.s1(), 64, true)); }},
      {"s_bfm_b32",
       [](Ref& r) {
         r.d(field_of_ones(static_cast<unsigned>(r.s0() % 32), static_cast<unsigned>(r.s1() % 32),
                           32));
       }},
      {"s_bfm_b64",
       [](Ref& r) {
         r.d(field_of_ones(static_cast<unsigned>(r.s0() % 64), static_cast<unsigned>(r.s1() % 64),
                           64));
       }},
      {"s_mul_i32",
       [](Ref& r) { r.d(static_cast<uint64_t>(as_signed32(r.s0()) * as_signed32(r.s1()))); }},
      {"s_mul_hi_u32",
       [](Ref& r) { r.d(static_cast<uint64_t>((UInt128{r.s0()} * r.s1()) >> 32)); }},
      {"s_mul_hi_i32",
       [](Ref& r) {
         const Int128 product = Int128{as_signed32(r.s0())} * as_signed32(r.s1());
         r.d(static_cast<uint64_t>(static_cast<int64_t>(product >> 32)));
       }},
      {"s_cselect_b32", [](Ref& r) { r.d(r.scc() ? r.s0() : r.s1()); }},
      {"s_cselect_b64", [](Ref& r) { r.d(r.scc() ? r.s0() : r.s1()); }},
      {"s_pack_ll_b32_b16", [](Ref& r) { r.d(halves(r.s0(), r.s1())); }},
      {"s_pack_lh_b32_b16", [](Ref& r) { r.d(halves(r.s0(), r.s1() >> 16)); }},
      {"s_pack_hh_b32_b16", [](Ref& r) { r.d(halves(r.s0() >> 16, r.s1() >> 16)); }},
      {"s_pack_hl_b32_b16", [](Ref& r) { r.d(halves(r.s0() >> 16, r.s1())); }},

      // SOPC.
      {"s_cmp_eq_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) == as_signed32(r.s1())); }},
      {"s_cmp_lg_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) != as_signed32(r.s1())); }},
      {"s_cmp_gt_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) > as_signed32(r.s1())); }},
      {"s_cmp_ge_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) >= as_signed32(r.s1())); }},
      {"s_cmp_lt_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) < as_signed32(r.s1())); }},
      {"s_cmp_le_i32", [](Ref& r) { r.set_scc(as_signed32(r.s0()) <= as_signed32(r.s1())); }},
      {"s_cmp_eq_u32", [](Ref& r) { r.set_scc(r.s0() == r.s1()); }},
      {"s_cmp_lg_u32", [](Ref& r) { r.set_scc(r.s0() != r.s1()); }},
      {"s_cmp_gt_u32", [](Ref& r) { r.set_scc(r.s0() > r.s1()); }},
      {"s_cmp_ge_u32", [](Ref& r) { r.set_scc(r.s0() >= r.s1()); }},
      {"s_cmp_lt_u32", [](Ref& r) { r.set_scc(r.s0() < r.s1()); }},
      {"s_cmp_le_u32", [](Ref& r) { r.set_scc(r.s0() <= r.s1()); }},
      {"s_bitcmp0_b32", [](Ref& r) { r.set_scc(!std::bitset<32>(r.s0()).test(r.s1() % 32)); }},
      {"s_bitcmp1_b32", [](Ref& r) { r.set_scc(std::bitset<32>(r.s0()).test(r.s1() % 32)); }},
      {"s_bitcmp0_b64", [](Ref& r) { r.set_scc(!std::bitset<64>(r.s0()).test(r.s1() % 64)); }},
      {"s_bitcmp1_b64", [](Ref& r) { r.set_scc(std::bitset<64>(r.s0()).test(r.s1() % 64)); }},
      {"s_cmp_eq_u64", [](Ref& r) { r.set_scc(r.s0() == r.s1()); }},
      {"s_cmp_lg_u64", [](Ref& r) { r.set_scc(r.s0() != r.s1()); }},

      // SOPK: the sdst register is the source of the compares and of s_addk/s_mulk.
      {"s_movk_i32", [](Ref& r) { r.d(sign_extend_from(r.simm16(), 16)); }},
      {"s_version", [](Ref&) {}},
      {"s_cmovk_i32", [](Ref& r) { if (r.scc()) r.d(sign_extend_from(r.simm16(), 16)); }},
      {"s_cmpk_eq_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) == static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_lg_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) != static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_gt_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) > static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_ge_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) >= static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_lt_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) < static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_le_i32",
       [](Ref& r) { r.set_scc(as_signed32(r.reg(r.sdst())) <= static_cast<int16_t>(r.simm16())); }},
      {"s_cmpk_eq_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) == r.simm16()); }},
      {"s_cmpk_lg_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) != r.simm16()); }},
      {"s_cmpk_gt_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) > r.simm16()); }},
      {"s_cmpk_ge_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) >= r.simm16()); }},
      {"s_cmpk_lt_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) < r.simm16()); }},
      {"s_cmpk_le_u32", [](Ref& r) { r.set_scc(r.reg(r.sdst()) <= r.simm16()); }},
      {"s_addk_i32",
       [](Ref& r) {
         const int64_t sum = as_signed32(r.reg(r.sdst())) + static_cast<int16_t>(r.simm16());
         r.d(static_cast<uint64_t>(sum));
         r.set_scc(!fits_in_i32(sum));
       }},
      {"s_mulk_i32",
       [](Ref& r) {
         r.d(static_cast<uint64_t>(as_signed32(r.reg(r.sdst())) *
                                   static_cast<int16_t>(r.simm16())));
       }},
      {"s_call_b64",
       [](Ref& r) {
         r.d(r.pc() + 4);
         r.jump(r.pc() + 4 + static_cast<uint64_t>(int64_t{static_cast<int16_t>(r.simm16())} * 4));
       }},
      {"s_waitcnt_vscnt", [](Ref&) {}},
      {"s_waitcnt_vmcnt", [](Ref&) {}},
      {"s_waitcnt_expcnt", [](Ref&) {}},
      {"s_waitcnt_lgkmcnt", [](Ref&) {}},

      // SOPP: messages and hints change nothing here; halts and traps cannot be modelled.
      {"s_sendmsg", [](Ref&) {}},
      {"s_sleep", [](Ref&) {}},
      {"s_setprio", [](Ref&) {}},
      {"s_sendmsghalt", [](Ref& r) { r.stop(); }},
      {"s_trap", [](Ref& r) { r.stop(); }},
      {"s_code_end", [](Ref& r) { r.stop(); }},
  };
  return table;
}

// gfx1100 scalar ALU instructions sem_salu.cpp leaves out, and why.
const std::map<std::string, std::string>& not_implemented() {
  static const std::map<std::string, std::string> table = {
      // The table marks these gfx1100, but llvm-mc-19 rejects them for gfx1100: RDNA3.5 only.
      {"s_fmaak_f32", "float SALU, RDNA3.5 only"},
      {"s_fmamk_f32", "float SALU, RDNA3.5 only"},
  };
  return table;
}

// Hardware-register instructions, implemented (or not) with the MODE register elsewhere.
bool implemented_elsewhere(const std::string& mnemonic) {
  return mnemonic == "s_getreg_b32" || mnemonic == "s_setreg_b32" ||
         mnemonic == "s_setreg_imm32_b32";
}

// Implemented, and checked by their own tests below (SaluMessages, SaluSubvectorLoops): the
// oracle table cannot say "larger than the last read" or follow a loop.
bool tested_separately(const std::string& mnemonic) {
  return mnemonic == "s_sendmsg_rtn_b32" || mnemonic == "s_sendmsg_rtn_b64" ||
         mnemonic == "s_subvector_loop_begin" || mnemonic == "s_subvector_loop_end";
}

// ---------------------------------------------------------------------------------------------
// Values.

// SplitMix64: fast enough to draw the tens of millions of values the runs below use.
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), by scaling rather than dividing.
  uint32_t below(uint32_t n) { return static_cast<uint32_t>((next() >> 32) * n >> 32); }
  bool percent(unsigned p) { return below(100) < p; }

  // A 32-bit value, often near an edge where carries, signs and bit counts change.
  uint32_t word() {
    switch (below(10)) {
      case 0: return below(65);
      case 1: return 0u - below(65);
      case 2: return 1u << below(32);
      case 3: return (1u << below(32)) - 1;
      case 4: return 0x80000000u + below(16) - 8;
      case 5: return ~(1u << below(32));
      default: return static_cast<uint32_t>(next());
    }
  }
  uint64_t dword() {
    switch (below(8)) {
      case 0: return below(65);
      case 1: return 0 - uint64_t{below(65)};
      case 2: return 1ull << below(64);
      case 3: return (1ull << below(64)) - 1;
      case 4: return 0x8000000000000000ull + below(16) - 8;
      default: return uint64_t{word()} | uint64_t{word()} << 32;
    }
  }
  uint16_t half() {
    switch (below(6)) {
      case 0: return static_cast<uint16_t>(below(65));
      case 1: return static_cast<uint16_t>(0x10000 - below(65));
      case 2: return static_cast<uint16_t>(0x8000 + below(16) - 8);
      default: return static_cast<uint16_t>(next());
    }
  }

 private:
  uint64_t state_;
};

// A destination the SALU may write in user mode (trap temporaries are privileged).
uint16_t pick_destination(Random& r, unsigned bits) {
  const uint32_t p = r.below(100);
  if (bits == 64) {
    if (p < 76) return static_cast<uint16_t>(2 * r.below(kSgprCount / 2));
    if (p < 86) return kVccLo;
    if (p < 91) return kNull;
    if (p < 98) return kExecLo;
    return static_cast<uint16_t>(1 + 2 * r.below(kSgprCount / 2));  // misaligned: must stop
  }
  if (p < 70) return static_cast<uint16_t>(r.below(kSgprCount));
  if (p < 76) return kVccLo;
  if (p < 80) return kVccHi;
  if (p < 85) return kNull;
  if (p < 90) return kM0;
  if (p < 96) return kExecLo;
  return kExecHi;
}

uint16_t pick_register_source(Random& r, unsigned bits) {
  const uint32_t p = r.below(100);
  if (bits == 64) {
    if (p < 70) return static_cast<uint16_t>(2 * r.below(kSgprCount / 2));
    if (p < 78) return kVccLo;
    if (p < 84) return static_cast<uint16_t>(kTtmp0 + 2 * r.below(8));
    if (p < 92) return kExecLo;
    if (p < 96) return kNull;
    if (p < 98) return kExecHi;  // misaligned: must stop before reading past the register file
    return static_cast<uint16_t>(1 + 2 * r.below(kSgprCount / 2));
  }
  if (p < 70) return static_cast<uint16_t>(r.below(kSgprCount));
  if (p < 75) return kVccLo;
  if (p < 78) return kVccHi;
  if (p < 83) return static_cast<uint16_t>(kTtmp0 + r.below(16));
  if (p < 87) return kM0;
  if (p < 93) return kExecLo;
  if (p < 97) return kExecHi;
  return kNull;
}

uint16_t pick_source(Random& r, unsigned bits) {
  const uint32_t p = r.below(100);
  if (p < 66) return pick_register_source(r, bits);
  if (p < 80) return static_cast<uint16_t>(kIntZero + r.below(81));  // 0..64 and -1..-16
  if (p < 86) return static_cast<uint16_t>(kFloatHalf + r.below(9));
  if (p < 97) return kLiteral;
  return kSrcScc;
}

InstSpec random_spec(const InstInfo* info, Random& r) {
  InstSpec s;
  s.info = info;
  const std::string m = info->mnemonic;
  const unsigned dst_bits = operand_size(info, "sdst");
  const unsigned src0_bits = operand_size(info, "ssrc0");
  const unsigned src1_bits = operand_size(info, "ssrc1");
  if (dst_bits != 0) s.sdst = pick_destination(r, dst_bits);
  if (src0_bits != 0) {
    const bool registers_only = info->operand("ssrc0")->type == isa::OperandType::Sreg;
    s.src0 = registers_only ? pick_register_source(r, src0_bits) : pick_source(r, src0_bits);
  }
  if (src1_bits != 0) s.src1 = pick_source(r, src1_bits);
  if (has_operand(info, "simm16") || info->format == Format::SOPP) s.simm16 = r.half();
  // Bases of M0-relative moves: an SGPR, sometimes something else (which must stop).
  if (relative_source(m)) {
    s.src0 = r.percent(97) ? static_cast<uint16_t>(r.below(kSgprCount)) : kVccLo;
  }
  if (relative_destination(m)) {
    s.sdst = r.percent(97) ? static_cast<uint16_t>(r.below(kSgprCount)) : kVccLo;
  }
  s.literal = r.word();
  return s;
}

// A random M0 for a relative move from `base`: usually a register in range, sometimes not.
uint32_t relative_m0(Random& r, uint16_t base, unsigned bits) {
  if (r.percent(5)) return r.word();
  const uint32_t target = bits == 64 ? 2 * r.below(kSgprCount / 2) : r.below(kSgprCount);
  return target - base;  // below the base this wraps, as a negative offset
}

uint32_t relative_offset10(Random& r, uint16_t base) {
  if (r.percent(5) || base >= kSgprCount) return r.below(1024);
  return r.below(kSgprCount - base);
}

void put(Machine& m, uint16_t code, unsigned bits, uint64_t value) {
  if (code >= 128 || code == kNull) return;
  m.sreg[code] = static_cast<uint32_t>(value);
  if (bits == 64 && code + 1 < 128) m.sreg[code + 1] = static_cast<uint32_t>(value >> 32);
}

void randomize_operands(Machine& m, const InstSpec& s, const Shape& shape, Random& r) {
  auto fill = [&](uint16_t code, unsigned bits) {
    put(m, code, bits, bits == 64 ? r.dword() : r.word());
  };
  const uint32_t exec_kind = r.below(8);
  put(m, kExecLo, 64, exec_kind == 0 ? 0 : exec_kind == 1 ? ~0ull : r.dword());
  fill(kM0, 32);
  fill(kVccLo, 64);
  fill(s.sdst, shape.dst_bits);
  fill(s.src0, shape.src0_bits);
  fill(s.src1, shape.src1_bits);
  if (shape.sopk) fill(s.sdst, 32);
  if (shape.relative_src && shape.relative_dst) {  // s_movrelsd_2_b32
    m.sreg[kM0] = relative_offset10(r, s.src0) | relative_offset10(r, s.sdst) << 16 |
                  (r.below(64) << 10) | (r.below(64) << 26);
  } else if (shape.relative_src) {
    m.sreg[kM0] = relative_m0(r, s.src0, shape.dst_bits);
  } else if (shape.relative_dst) {
    m.sreg[kM0] = relative_m0(r, s.sdst, shape.dst_bits);
  }
  m.scc = r.percent(50);
  m.pc = (r.next() & 0x00007FFFFFFFFFFCull) | 0x100;
}

// ---------------------------------------------------------------------------------------------
// Running the model against the oracle.

std::string reg_label(uint16_t code) {
  return cutlm::scalar_reg_name(code) + "(" + std::to_string(code) + ")";
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

enum class Verdict { kAgreed, kRejected, kFailed };

class Checker {
 public:
  using Filler = std::function<void(Machine&, uint64_t)>;

  Checker() : wave32_(32), wave64_(64), baseline_(0x5A1) {}

  // Runs `spec` on `count` states: a random register file, then `fill(machine, k)`. Fails the
  // test, naming the case, at the first disagreement. The decoder refuses the field
  // combinations LLVM refuses (odd register pairs, for one); with `may_be_rejected` such an
  // encoding only has to stop the executor cleanly.
  Verdict run(const InstSpec& spec, bool wave64, uint64_t count, const Filler& fill,
              bool may_be_rejected = false) {
    const std::vector<uint32_t> words = encode(spec);
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
    const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size());
    if (!inst.valid() && may_be_rejected) return check_rejected(spec, inst, wave64);
    if (!inst.valid() || inst.info != spec.info ||
        static_cast<std::size_t>(inst.num_words) != words.size()) {
      ADD_FAILURE() << "decoding " << describe(spec) << ": " << inst.error;
      return Verdict::kFailed;
    }
    const auto found = oracles().find(spec.info->mnemonic);
    if (found == oracles().end()) {
      ADD_FAILURE() << "no oracle for " << spec.info->mnemonic;
      return Verdict::kFailed;
    }
    const OracleFn oracle = found->second;
    const Shape shape = shape_of(spec);
    cutlm::WaveState& wave = wave64 ? wave64_ : wave32_;
    // The registers the instruction does not name keep random values, new every few runs.
    if (runs_++ % 16 == 0) {
      for (uint32_t& v : base_.sreg) v = baseline_.word();
    }
    for (uint64_t k = 0; k < count; ++k) {
      Machine before = base_;
      fill(before, k);
      Ref ref(spec, shape, before);
      oracle(ref);
      const Outcome& expect = ref.outcome();

      std::memcpy(wave.sreg_storage(), before.sreg.data(), sizeof before.sreg);
      wave.scc = before.scc;
      wave.pc = before.pc;
      log_.clear();
      cutlm::StepResult result;
      std::string error;
      bool threw = false;
      try {
        result = executor_.step(inst, wave, &log_);
      } catch (const cutlm::ModelError& e) {
        threw = true;
        error = e.what();
      }
      const uint32_t* storage = wave.sreg_storage();
      const bool quick_match =
          !threw && !expect.stops && std::memcmp(storage, expect.after.sreg.data(), 128 * 4) == 0 &&
          wave.scc == expect.after.scc && result.next_pc == expect.next_pc && !result.ended &&
          wave.pc == before.pc && log_matches(expect) && log_.scc == expect.scc_written;
      const std::string problem =
          quick_match ? std::string() : compare(spec, before, expect, wave, result, threw, error);
      if (!problem.empty()) {
        ADD_FAILURE() << describe(spec) << " in wave" << (wave64 ? 64 : 32) << ": " << problem
                      << "\n  inputs: " << inputs(spec, before);
        return Verdict::kFailed;
      }
      ++states_;
    }
    // The vector registers and the mode are not the SALU's to touch.
    const cutlm::Mode fresh;
    if (wave.vgprs_used().any() || wave.mode.ieee != fresh.ieee ||
        wave.mode.dx10_clamp != fresh.dx10_clamp || wave.mode.denorm_f32 != fresh.denorm_f32 ||
        wave.mode.denorm_f16_f64 != fresh.denorm_f16_f64) {
      ADD_FAILURE() << describe(spec) << " changed VGPRs or the MODE register";
      return Verdict::kFailed;
    }
    return Verdict::kAgreed;
  }

  uint64_t states() const { return states_; }
  uint64_t rejected() const { return rejected_; }

 private:
  Verdict check_rejected(const InstSpec& spec, const cutlm::DecodedInst& inst, bool wave64) {
    cutlm::WaveState& wave = wave64 ? wave64_ : wave32_;
    for (uint16_t code = 0; code < 128; ++code) wave.set_sreg(code, code * 0x01010101u);
    const std::vector<uint32_t> before(wave.sreg_storage(), wave.sreg_storage() + 128);
    std::string error;
    try {
      executor_.step(inst, wave, nullptr);
    } catch (const cutlm::ModelError& e) {
      error = e.what();
    }
    if (error.find(spec.info->mnemonic) == std::string::npos ||
        !std::equal(before.begin(), before.end(), wave.sreg_storage())) {
      ADD_FAILURE() << describe(spec) << ": the decoder rejects it (" << inst.error
                    << ") but the executor did not stop cleanly: " << error;
      return Verdict::kFailed;
    }
    ++rejected_;
    return Verdict::kRejected;
  }

  bool log_matches(const Outcome& expect) const {
    std::bitset<128> logged;
    for (uint16_t code : log_.sregs) {
      if (code >= 128) return false;
      logged.set(code);
    }
    return logged == expect.written;
  }

  std::string compare(const InstSpec& spec, const Machine& before, const Outcome& expect,
                      const cutlm::WaveState& wave, const cutlm::StepResult& result, bool threw,
                      const std::string& error) const {
    std::array<uint32_t, 128> sreg;
    for (uint16_t code = 0; code < 128; ++code) sreg[code] = wave.sreg(code);
    sreg[kNull] = before.sreg[kNull];  // sreg() reads null as 0 whatever the storage holds
    if (expect.stops) {
      if (!threw) return "completed, but the model should stop with a ModelError";
      if (error.find(spec.info->mnemonic) == std::string::npos) {
        return "the error does not name the instruction: " + error;
      }
      if (sreg != before.sreg || wave.scc != before.scc) {
        return "stopped, but changed registers first: " + error;
      }
      return "";
    }
    if (threw) return "unexpected ModelError: " + error;
    std::string out;
    for (uint16_t code = 0; code < 128; ++code) {
      if (sreg[code] != expect.after.sreg[code]) {
        out += "\n  " + reg_label(code) + ": expected " + hex(expect.after.sreg[code]) +
               ", model " + hex(sreg[code]);
      }
    }
    if (wave.scc != expect.after.scc) {
      out += "\n  SCC: expected " + std::to_string(expect.after.scc) + ", model " +
             std::to_string(wave.scc);
    }
    if (result.next_pc != expect.next_pc) {
      out += "\n  next pc: expected " + hex(expect.next_pc) + ", model " + hex(result.next_pc);
    }
    if (result.ended) out += "\n  the instruction ended the program";
    if (wave.pc != before.pc) out += "\n  the wave's pc changed (the runner's job)";
    std::bitset<128> logged;
    for (uint16_t code : log_.sregs) {
      if (code >= 128) return out + "\n  commit log names operand code " + std::to_string(code);
      logged.set(code);
    }
    if (logged != expect.written) {
      out += "\n  commit log registers differ from the writes (expected " +
             expect.written.to_string() + ")";
    }
    if (log_.scc != expect.scc_written) out += "\n  commit log SCC flag differs from the write";
    return out;
  }

  std::string inputs(const InstSpec& spec, const Machine& m) const {
    std::ostringstream out;
    auto show = [&](const char* what, uint16_t code, unsigned bits) {
      if (bits == 0 || code >= 128) return;
      out << what << "=" << hex(m.sreg[code]);
      if (bits == 64 && code + 1 < 128) out << ":" << hex(m.sreg[code + 1]);
      out << " ";
    };
    show("sdst", spec.sdst, operand_size(spec.info, "sdst"));
    show("src0", spec.src0, operand_size(spec.info, "ssrc0"));
    show("src1", spec.src1, operand_size(spec.info, "ssrc1"));
    out << "exec=" << hex(m.sreg[kExecHi]) << ":" << hex(m.sreg[kExecLo])
        << " m0=" << hex(m.sreg[kM0]) << " scc=" << m.scc << " pc=" << hex(m.pc);
    return out.str();
  }

  cutlm::Executor executor_;
  cutlm::WaveState wave32_;
  cutlm::WaveState wave64_;
  cutlm::CommitLog log_;
  Random baseline_;
  Machine base_;
  uint64_t runs_ = 0;
  uint64_t states_ = 0;
  uint64_t rejected_ = 0;
};

// ---------------------------------------------------------------------------------------------
// The instruction set covered.

std::vector<const InstInfo*> tested_instructions(Format format) {
  std::vector<const InstInfo*> out;
  for (const InstInfo* info : gfx1100_instructions(format)) {
    if (oracles().count(info->mnemonic) != 0) out.push_back(info);
  }
  return out;
}

TEST(SaluCoverage, EveryScalarAluInstructionIsImplementedOrListed) {
  cutlm::Executor executor;
  std::map<Format, std::pair<int, int>> counts;  // implemented, total
  for (Format format : {Format::SOP1, Format::SOP2, Format::SOPC, Format::SOPK}) {
    for (const InstInfo* info : gfx1100_instructions(format)) {
      const std::string m = info->mnemonic;
      ++counts[format].second;
      if (executor.implemented(info->op)) ++counts[format].first;
      if (implemented_elsewhere(m)) continue;
      if (tested_separately(m)) {
        EXPECT_TRUE(executor.implemented(info->op)) << m;
        continue;
      }
      const bool listed = not_implemented().count(m) != 0;
      const bool has_oracle = oracles().count(m) != 0;
      EXPECT_NE(listed, has_oracle) << m << ": must be either tested or listed as left out";
      EXPECT_EQ(executor.implemented(info->op), has_oracle) << m;
    }
  }
  for (const auto& [format, c] : counts) {
    std::printf("%-5s %3d of %3d instructions implemented\n", isa::format_name(format), c.first,
                c.second);
  }
  for (const char* m :
       {"s_sendmsg", "s_sendmsghalt", "s_sleep", "s_setprio", "s_trap", "s_code_end"}) {
    const InstInfo* info = find_instruction(m);
    ASSERT_NE(info, nullptr) << m;
    EXPECT_TRUE(executor.implemented(info->op)) << m;
  }
}

// The encoder above is what every other test relies on; llvm-mc-19 must agree with it.
TEST(SaluEncoding, MatchesLlvmMc) {
  Random r(7);
  std::vector<InstSpec> specs;
  for (Format format : {Format::SOP1, Format::SOP2, Format::SOPC, Format::SOPK, Format::SOPP}) {
    for (const InstInfo* info : tested_instructions(format)) {
      const std::string m = info->mnemonic;
      for (int variant = 0; variant < 6; ++variant) {
        InstSpec s = random_spec(info, r);
        // Only what LLVM accepts: aligned pairs, a literal no inline constant could replace,
        // no 1/(2*pi) for 64-bit operands (LLVM has no f64 spelling of the hardware's).
        auto legal = [&](uint16_t& code, const char* field) {
          const unsigned bits = operand_size(info, field);
          if (bits == 64 && code < 128 && code % 2 == 1) code = 4;
          if (bits == 64 && code == 248) code = kIntZero;
          if (code == kVccLo && (relative_source(m) || relative_destination(m))) code = 8;
        };
        legal(s.sdst, "sdst");
        legal(s.src0, "ssrc0");
        legal(s.src1, "ssrc1");
        s.literal = 0x1000 + r.below(0x7FFE0000);
        if (m.rfind("s_waitcnt_", 0) == 0) s.sdst = kNull;  // LLVM insists on null
        if (info->format == Format::SOPP) s.simm16 = static_cast<uint16_t>(r.below(4));
        if (!has_operand(info, "simm16")) s.simm16 = 0;
        if (m == "s_sendmsg" || m == "s_sendmsghalt") s.simm16 = 3;
        specs.push_back(s);
      }
    }
  }
  std::vector<std::string> lines;
  for (const InstSpec& s : specs) lines.push_back(llvm_text(s));
  std::string errors;
  const auto encodings = cutlm_test::llvm_assemble(lines, false, &errors);
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encodings.size(), specs.size());
  for (std::size_t i = 0; i < specs.size(); ++i) {
    EXPECT_EQ(cutlm_test::byte_list(cutlm_test::words_to_bytes(encode(specs[i]))),
              cutlm_test::byte_list(encodings[i].bytes))
        << lines[i];
  }
}

// ---------------------------------------------------------------------------------------------
// Random operands: at least 100,000 states per instruction, half in wave32 and half in wave64,
// on random encodings (registers, pairs, vcc, exec, m0, null, inline constants, literals, SCC).
// The instructions that always stop the model get a token number.

constexpr int kRandomEncodings = 100;
constexpr uint64_t kStatesPerEncoding = 1000;

bool always_stops(const std::string& mnemonic) {
  return mnemonic == "s_trap" || mnemonic == "s_code_end" || mnemonic == "s_sendmsghalt" ||
         mnemonic == "s_rfe_b64";
}

void random_run(Format format, uint64_t seed) {
  Checker checker;
  Random r(seed);
  const std::vector<const InstInfo*> infos = tested_instructions(format);
  uint64_t computing = 0;
  for (const InstInfo* info : infos) {
    const bool stops = always_stops(info->mnemonic);
    if (!stops) ++computing;
    const int wanted = stops ? 10 : kRandomEncodings;
    int accepted = 0;
    for (int attempt = 0; accepted < wanted && attempt < 4 * wanted; ++attempt) {
      const InstSpec spec = random_spec(info, r);
      const Shape shape = shape_of(spec);
      const Verdict verdict = checker.run(
          spec, attempt % 2 == 1, stops ? 100 : kStatesPerEncoding,
          [&](Machine& m, uint64_t) { randomize_operands(m, spec, shape, r); }, true);
      if (verdict == Verdict::kFailed) break;
      if (verdict == Verdict::kAgreed) ++accepted;
    }
  }
  std::printf("%-5s %zu instructions, %llu random states (%llu encodings the decoder rejects)\n",
              isa::format_name(format), infos.size(),
              static_cast<unsigned long long>(checker.states()),
              static_cast<unsigned long long>(checker.rejected()));
  EXPECT_GE(checker.states(), computing * kRandomEncodings * kStatesPerEncoding);
}

TEST(SaluRandom, Sop1) { random_run(Format::SOP1, 101); }
TEST(SaluRandom, Sop2) { random_run(Format::SOP2, 102); }
TEST(SaluRandom, Sopc) { random_run(Format::SOPC, 103); }
TEST(SaluRandom, Sopk) { random_run(Format::SOPK, 104); }
TEST(SaluRandom, SoppMessagesAndStops) { random_run(Format::SOPP, 105); }

// ---------------------------------------------------------------------------------------------
// Exhaustive runs over reduced widths. Operands sit in fixed registers: D in s10 (s[10:11]),
// S0 in s20 (s[20:21]), S1 in s30 (s[30:31]).

constexpr uint16_t kD = 10;
constexpr uint16_t kS0 = 20;
constexpr uint16_t kS1 = 30;

InstSpec fixed_spec(const std::string& mnemonic) {
  InstSpec s;
  s.info = find_instruction(mnemonic);
  EXPECT_NE(s.info, nullptr) << mnemonic;
  s.sdst = kD;
  s.src0 = kS0;
  s.src1 = kS1;
  return s;
}

void run_all(const std::vector<std::string>& mnemonics, uint64_t count,
             const std::function<void(Machine&, const InstSpec&, uint64_t)>& fill,
             bool both_wave_sizes = false) {
  Checker checker;
  for (const std::string& m : mnemonics) {
    const InstSpec spec = fixed_spec(m);
    if (spec.info == nullptr) continue;
    for (bool wave64 : {false, true}) {
      if (wave64 && !both_wave_sizes) break;
      checker.run(spec, wave64, count,
                  [&](Machine& machine, uint64_t k) { fill(machine, spec, k); });
    }
  }
}

// Every 16-bit pattern, placed low, high, sign-extended and repeated in 32 bits (and in each
// 16-bit lane of 64 bits, and sign-extended from the top).
TEST(SaluExhaustive, SingleSourceOperationsOnEvery16BitPattern) {
  run_all({"s_mov_b32", "s_cmov_b32", "s_brev_b32", "s_ctz_i32_b32", "s_clz_i32_u32", "s_cls_i32",
           "s_sext_i32_i8", "s_sext_i32_i16", "s_abs_i32", "s_bcnt0_i32_b32", "s_bcnt1_i32_b32",
           "s_quadmask_b32", "s_wqm_b32", "s_not_b32", "s_bitreplicate_b64_b32"},
          4 * 65536, [](Machine& m, const InstSpec&, uint64_t k) {
            const uint32_t v = static_cast<uint32_t>(k & 0xFFFF);
            const uint32_t placed[] = {v, v << 16, static_cast<uint32_t>(sign_extend_from(v, 16)),
                                       v | (v ^ 0xFFFF) << 16};
            m.sreg[kS0] = placed[k >> 16];
            m.scc = (k >> 16) % 2 == 1;
          });
  run_all(
      {"s_mov_b64", "s_cmov_b64", "s_brev_b64", "s_ctz_i32_b64", "s_clz_i32_u64", "s_cls_i32_i64",
       "s_bcnt0_i32_b64", "s_bcnt1_i32_b64", "s_quadmask_b64", "s_wqm_b64", "s_not_b64"},
      5 * 65536, [](Machine& m, const InstSpec&, uint64_t k) {
        const uint64_t v = k & 0xFFFF;
        const unsigned lane = static_cast<unsigned>(k >> 16);
        const uint64_t value =
            lane < 4 ? v << (16 * lane) : static_cast<uint64_t>(static_cast<int16_t>(v)) << 40;
        put(m, kS0, 64, lane == 4 ? ~value : value);
        m.scc = lane % 2 == 1;
      });
}

// Every 12-bit pattern (repeated to fill the operand) with every shift amount; the unused
// upper bits of the amount hold garbage, which must not matter.
TEST(SaluExhaustive, ShiftsOnEvery12BitPatternAndAmount) {
  run_all({"s_lshl_b32", "s_lshr_b32", "s_ashr_i32"}, 4096 * 32,
          [](Machine& m, const InstSpec&, uint64_t k) {
            const uint32_t v = static_cast<uint32_t>(k % 4096);
            m.sreg[kS0] = v | v << 12 | v << 24;
            m.sreg[kS1] = static_cast<uint32_t>(k / 4096) | static_cast<uint32_t>(k * 0x9E3779B9u)
                                                                << 5;
          });
  run_all({"s_lshl_b64", "s_lshr_b64", "s_ashr_i64"}, 4096 * 64,
          [](Machine& m, const InstSpec&, uint64_t k) {
            const uint64_t v = k % 4096;
            put(m, kS0, 64, v | v << 12 | v << 24 | v << 36 | v << 48 | v << 60);
            m.sreg[kS1] = static_cast<uint32_t>(k / 4096) | static_cast<uint32_t>(k * 0x9E3779B9u)
                                                                << 6;
          });
}

// Every offset and every width (0..127) on a set of data values.
TEST(SaluExhaustive, BitFieldExtractsOnEveryOffsetAndWidth) {
  std::vector<uint64_t> data;
  Random r(11);
  for (int i = 0; i < 64; ++i) data.push_back(r.dword());
  data[0] = 0;
  data[1] = ~0ull;
  data[2] = 0x8000000080000000ull;
  auto control = [](uint64_t k, unsigned offsets) {
    const uint32_t offset = static_cast<uint32_t>(k % offsets);
    const uint32_t width = static_cast<uint32_t>(k / offsets % 128);
    // Bits outside [offset] and [22:16] are ignored: fill them on odd data indexes.
    const uint32_t garbage = (k / offsets / 128) % 2 == 1 ? 0xFF80FFE0u & ~(offsets - 1) : 0;
    return offset | width << 16 | garbage;
  };
  run_all({"s_bfe_u32", "s_bfe_i32"}, 32 * 128 * 64, [&](Machine& m, const InstSpec&, uint64_t k) {
    m.sreg[kS0] = static_cast<uint32_t>(data[k / (32 * 128)]);
    m.sreg[kS1] = control(k, 32);
  });
  run_all({"s_bfe_u64", "s_bfe_i64"}, 64 * 128 * 32, [&](Machine& m, const InstSpec&, uint64_t k) {
    put(m, kS0, 64, data[k / (64 * 128)]);
    m.sreg[kS1] = control(k, 64);
  });
}

TEST(SaluExhaustive, BitFieldMasksOnEverySizeAndOffset) {
  run_all({"s_bfm_b32", "s_bfm_b64"}, 64 * 64 * 4, [](Machine& m, const InstSpec&, uint64_t k) {
    const uint32_t garbage = k / 4096 == 0 ? 0 : static_cast<uint32_t>(k * 0x9E3779B9u) << 6;
    m.sreg[kS0] = static_cast<uint32_t>(k % 64) | garbage;
    m.sreg[kS1] = static_cast<uint32_t>(k / 64 % 64) | garbage;
  });
}

// 256 values around every edge (zero, the sign change, all ones, powers of two), all pairs,
// with SCC clear and set.
std::vector<uint32_t> edge_values32() {
  std::vector<uint32_t> v;
  for (uint32_t i = 0; i < 24; ++i) {
    v.push_back(i);
    v.push_back(0u - 1 - i);
    v.push_back(0x7FFFFFFFu - i);
    v.push_back(0x80000000u + i);
  }
  for (uint32_t b = 4; b < 32; ++b) {
    v.push_back(1u << b);
    v.push_back((1u << b) - 1);
    v.push_back(0u - (1u << b));
  }
  Random r(13);
  while (v.size() < 256) v.push_back(static_cast<uint32_t>(r.next()));
  return v;
}

TEST(SaluExhaustive, TwoSourceOperationsOnEdgeValuePairs) {
  static const std::vector<uint32_t> edges = edge_values32();
  run_all({"s_add_u32",         "s_sub_u32",         "s_add_i32",         "s_sub_i32",
           "s_addc_u32",        "s_subb_u32",        "s_absdiff_i32",     "s_lshl1_add_u32",
           "s_lshl2_add_u32",   "s_lshl3_add_u32",   "s_lshl4_add_u32",   "s_min_i32",
           "s_min_u32",         "s_max_i32",         "s_max_u32",         "s_mul_i32",
           "s_mul_hi_u32",      "s_mul_hi_i32",      "s_cselect_b32",     "s_and_b32",
           "s_or_b32",          "s_xor_b32",         "s_nand_b32",        "s_nor_b32",
           "s_xnor_b32",        "s_and_not1_b32",    "s_or_not1_b32",     "s_pack_ll_b32_b16",
           "s_pack_lh_b32_b16", "s_pack_hh_b32_b16", "s_pack_hl_b32_b16", "s_cmp_eq_i32",
           "s_cmp_lg_i32",      "s_cmp_gt_i32",      "s_cmp_ge_i32",      "s_cmp_lt_i32",
           "s_cmp_le_i32",      "s_cmp_eq_u32",      "s_cmp_lg_u32",      "s_cmp_gt_u32",
           "s_cmp_ge_u32",      "s_cmp_lt_u32",      "s_cmp_le_u32"},
          256 * 256 * 2, [](Machine& m, const InstSpec&, uint64_t k) {
            m.sreg[kS0] = edges[k % 256];
            m.sreg[kS1] = edges[k / 256 % 256];
            m.scc = k >= 65536;
          });
  run_all({"s_and_b64", "s_or_b64", "s_xor_b64", "s_nand_b64", "s_nor_b64", "s_xnor_b64",
           "s_and_not1_b64", "s_or_not1_b64", "s_cselect_b64", "s_cmp_eq_u64", "s_cmp_lg_u64"},
          256 * 256 * 2, [](Machine& m, const InstSpec&, uint64_t k) {
            const uint64_t a = edges[k % 256];
            const uint64_t b = edges[k / 256 % 256];
            put(m, kS0, 64, a | (k % 3 == 0 ? b << 32 : a << 32));
            put(m, kS1, 64, b | (k % 5 == 0 ? a << 32 : b << 32));
            m.scc = k >= 65536;
          });
}

// Every (source, EXEC) pair of 8-bit patterns, repeated over the register, in both wave sizes:
// the _b32 forms must leave exec_hi alone and the _b64 forms treat it as a register.
TEST(SaluExhaustive, ExecUpdatesOnEvery8BitPairInBothWaveSizes) {
  std::vector<std::string> ops;
  for (const char* op :
       {"and", "or", "xor", "nand", "nor", "xnor", "and_not0", "or_not0", "and_not1", "or_not1"}) {
    for (const char* width : {"_b32", "_b64"})
      ops.push_back("s_" + std::string(op) + "_saveexec" + width);
  }
  for (const char* op : {"s_and_not0_wrexec_b32", "s_and_not0_wrexec_b64", "s_and_not1_wrexec_b32",
                         "s_and_not1_wrexec_b64"}) {
    ops.push_back(op);
  }
  run_all(
      ops, 256 * 256,
      [](Machine& m, const InstSpec&, uint64_t k) {
        const uint64_t repeat = 0x0101010101010101ull;
        put(m, kS0, 64, (k % 256) * repeat);
        put(m, kExecLo, 64, (k / 256) * repeat ^ (k % 7 == 0 ? 0xFF00000000000000ull : 0));
      },
      true);
}

// Every bit position (the unused upper bits of the position hold garbage).
TEST(SaluExhaustive, BitTestsAndSetsOnEveryPosition) {
  Random r(17);
  std::vector<uint64_t> data;
  for (int i = 0; i < 64; ++i) data.push_back(r.dword());
  auto position = [](uint64_t k) {
    return static_cast<uint32_t>(k % 64) | (k / 64 % 2 == 1 ? static_cast<uint32_t>(k) << 6 : 0);
  };
  run_all({"s_bitcmp0_b32", "s_bitcmp1_b32", "s_bitcmp0_b64", "s_bitcmp1_b64"}, 64 * 64 * 2,
          [&](Machine& m, const InstSpec&, uint64_t k) {
            put(m, kS0, 64, data[k / 128]);
            m.sreg[kS1] = position(k);
          });
  run_all({"s_bitset0_b32", "s_bitset1_b32", "s_bitset0_b64", "s_bitset1_b64"}, 64 * 64 * 2,
          [&](Machine& m, const InstSpec&, uint64_t k) {
            put(m, kD, 64, data[k / 128]);
            m.sreg[kS0] = position(k);
          });
}

// Every immediate, each against register values equal to it, next to it and elsewhere.
TEST(SaluExhaustive, ImmediateOperationsOnEveryImmediate) {
  static const std::vector<uint32_t> edges = edge_values32();
  Checker checker;
  for (const char* m :
       {"s_movk_i32", "s_cmovk_i32", "s_cmpk_eq_i32", "s_cmpk_lg_i32", "s_cmpk_gt_i32",
        "s_cmpk_ge_i32", "s_cmpk_lt_i32", "s_cmpk_le_i32", "s_cmpk_eq_u32", "s_cmpk_lg_u32",
        "s_cmpk_gt_u32", "s_cmpk_ge_u32", "s_cmpk_lt_u32", "s_cmpk_le_u32", "s_addk_i32",
        "s_mulk_i32", "s_call_b64"}) {
    InstSpec spec = fixed_spec(m);
    if (spec.info == nullptr) continue;
    const bool is_unsigned = std::string(m).find("_u32") != std::string::npos;
    for (uint32_t imm = 0; imm < 65536; ++imm) {
      spec.simm16 = static_cast<uint16_t>(imm);
      const uint32_t as_operand =
          is_unsigned ? imm : static_cast<uint32_t>(static_cast<int16_t>(imm));
      const Verdict verdict = checker.run(spec, imm % 2 == 1, 4, [&](Machine& machine, uint64_t k) {
        const uint32_t values[] = {as_operand, as_operand + 1, as_operand - 1,
                                   edges[(imm + k) % 256]};
        machine.sreg[kD] = values[k];
        machine.scc = k % 2 == 1;
      });
      if (verdict != Verdict::kAgreed) break;
    }
  }
}

// Every base and every M0 offset that reaches s0..s105 and somewhat beyond, both signs.
TEST(SaluExhaustive, RelativeMovesOnEveryBaseAndOffset) {
  Checker checker;
  for (const char* m : {"s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64"}) {
    InstSpec spec = fixed_spec(m);
    const bool pairs = operand_size(spec.info, "sdst") == 64;
    for (uint16_t base = 0; base < kSgprCount;
         base = static_cast<uint16_t>(base + (pairs ? 2 : 1))) {
      if (relative_source(m)) {
        spec.src0 = base;
      } else {
        spec.sdst = base;
      }
      checker.run(spec, base % 2 == 1, 240, [&](Machine& machine, uint64_t k) {
        machine.sreg[kM0] = static_cast<uint32_t>(static_cast<int32_t>(k) - 120);
      });
    }
  }
  // Both 10-bit offsets over every value that stays in range and three beyond, with garbage in
  // the M0 bits that must be ignored.
  InstSpec spec = fixed_spec("s_movrelsd_2_b32");
  for (uint16_t base = 0; base < kSgprCount; base = static_cast<uint16_t>(base + 3)) {
    spec.src0 = base;
    spec.sdst = static_cast<uint16_t>(kSgprCount - 1 - base);
    const uint32_t source_offsets = kSgprCount - spec.src0 + 3;
    const uint32_t destination_offsets = kSgprCount - spec.sdst + 3;
    checker.run(spec, false, source_offsets * destination_offsets,
                [&](Machine& machine, uint64_t k) {
                  const uint32_t garbage = static_cast<uint32_t>(k * 0x9E3779B9u) & 0xFC00FC00u;
                  machine.sreg[kM0] = static_cast<uint32_t>(k % source_offsets) |
                                      static_cast<uint32_t>(k / source_offsets) << 16 | garbage;
                });
  }
}

// ---------------------------------------------------------------------------------------------
// Whole programs, assembled by llvm-mc-19 and run by the functional runner.

cutlm::WaveState run_asm(const std::string& body, bool wave64) {
  cutlm_test::TempDir dir;
  const std::string path = dir.file("prog.s");
  cutlm_test::write_file(path, body);
  const cutlm::Program program = cutlm::load_program(path, wave64);
  cutlm::Executor executor;
  cutlm::FunctionalRunner runner(program, executor);
  cutlm::WaveState wave(wave64 ? 64 : 32);
  wave.pc = 0;
  runner.run(wave, 1000);
  return wave;
}

// Answers worked out by hand from the guide's descriptions.
TEST(SaluPrograms, KnownAnswers) {
  const cutlm::WaveState w = run_asm(R"(
    s_mov_b32 s0, 0x12345678
    s_bfe_u32 s1, s0, 0x80004         // 8 bits from bit 4
    s_movk_i32 s2, 0xF0
    s_bfe_i32 s2, s2, 0x40004         // 4 bits from bit 4, sign-extended
    s_quadmask_b32 s3, 0x00F00101
    s_wqm_b32 s4, 0x00F00101
    s_bitreplicate_b64_b32 s[6:7], 5
    s_cls_i32 s8, 0xFFFF0000
    s_cls_i32 s9, 1
    s_cls_i32 s10, 0
    s_ctz_i32_b32 s11, 0x80
    s_clz_i32_u32 s12, 0x10000
    s_brev_b32 s13, 1
    s_absdiff_i32 s14, 3, 10
    s_absdiff_i32 s15, 0x80000000, 1  // the difference wraps in 32 bits
    s_mul_hi_i32 s16, -2, 3
    s_add_u32 s17, -1, 1
    s_cselect_b32 s18, 1, 0           // the carry
    s_sub_i32 s19, 0x80000000, 1
    s_cselect_b32 s20, 1, 0           // the overflow
    s_lshl2_add_u32 s21, 0x40000000, 0
    s_cselect_b32 s22, 1, 0
    s_bcnt1_i32_b64 s23, -1
    s_mov_b32 s24, 0x9ABCDEF0
    s_pack_hl_b32_b16 s24, s0, s24
    s_movk_i32 s25, 0x8000
    s_addk_i32 s25, -1                // 0xFFFF8000 - 1: no overflow
    s_cselect_b32 s26, 1, 0
    s_mov_b32 s27, 0x7FFFFFFF
    s_addk_i32 s27, 1                 // overflow
    s_cselect_b32 s28, 1, 0
    s_bfm_b32 s29, 4, 8
    s_ashr_i64 s[30:31], 0x80000000, 4  // a signed operand: the literal is sign-extended
    s_lshr_b64 s[32:33], 0x80000000, 4  // an unsigned one: zero-extended
    s_endpgm
  )",
                                     false);
  const std::vector<std::pair<int, uint32_t>> expected = {
      {1, 0x67},        {2, 0xFFFFFFFF},  {3, 0x25},        {4, 0x00F00F0F},  {6, 0x33},
      {7, 0},           {8, 16},          {9, 31},          {10, 0xFFFFFFFF}, {11, 7},
      {12, 15},         {13, 0x80000000}, {14, 7},          {15, 0x7FFFFFFF}, {16, 0xFFFFFFFF},
      {17, 0},          {18, 1},          {19, 0x7FFFFFFF}, {20, 1},          {21, 0},
      {22, 1},          {23, 64},         {24, 0xDEF01234}, {25, 0xFFFF7FFF}, {26, 0},
      {27, 0x80000000}, {28, 1},          {29, 0xF00},      {30, 0xF8000000}, {31, 0xFFFFFFFF},
      {32, 0x08000000}, {33, 0}};
  for (const auto& [reg, value] : expected) {
    EXPECT_EQ(w.sreg(static_cast<uint16_t>(reg)), value) << "s" << reg;
  }
}

// getpc/setpc/swappc/call and an SCC-controlled loop.
TEST(SaluPrograms, ProgramCounterMovesAndLoops) {
  const cutlm::WaveState w = run_asm(R"(
    s_getpc_b64 s[0:1]                  // 0x00: s[0:1] = 4
  after_getpc:
    s_mov_b32 s2, 0                     // 0x04
    s_mov_b32 s3, 10                    // 0x08
  loop:
    s_add_u32 s2, s2, s3
    s_sub_u32 s3, s3, 1
    s_cmp_lg_u32 s3, 0
    s_cbranch_scc1 loop
    s_add_u32 s4, s0, func - after_getpc
    s_addc_u32 s5, s1, 0
    s_swappc_b64 s[30:31], s[4:5]       // 0x28
    s_getpc_b64 s[32:33]                // 0x2c
    s_call_b64 s[34:35], func2          // 0x30
    s_getpc_b64 s[36:37]                // 0x34
    s_endpgm
  func:                                 // 0x3c
    s_addk_i32 s6, 0x100
    s_setpc_b64 s[30:31]
  func2:
    s_addk_i32 s6, 1
    s_setpc_b64 s[34:35]
  )",
                                     false);
  EXPECT_EQ(w.sreg(0), 4u);  // the address after s_getpc
  EXPECT_EQ(w.sreg(1), 0u);
  EXPECT_EQ(w.sreg(2), 55u);
  EXPECT_EQ(w.sreg(3), 0u);
  EXPECT_EQ(w.sreg64(4), 0x3Cu);
  EXPECT_EQ(w.sreg(6), 0x101u);  // each function ran once
  EXPECT_EQ(w.sreg64(30), 0x2Cu);
  EXPECT_EQ(w.sreg64(32), 0x30u);
  EXPECT_EQ(w.sreg64(34), 0x34u);
  EXPECT_EQ(w.sreg64(36), 0x38u);
}

// The _b32 and _b64 EXEC forms in both wave sizes work on the registers as they are.
TEST(SaluPrograms, ExecFormsInBothWaveSizes) {
  for (bool wave64 : {false, true}) {
    const cutlm::WaveState w = run_asm(R"(
      s_mov_b32 exec_lo, 0x0000FFFF
      s_mov_b32 exec_hi, 0x12345678
      s_mov_b32 s0, 0x00FF00FF
      s_mov_b32 s1, 0xFFFF0000
      s_and_saveexec_b64 s[2:3], s[0:1]     // exec = 0x12340000:000000FF
      s_cselect_b32 s4, 1, 0
      s_or_saveexec_b32 s5, 0x100           // exec_lo = 0x1FF, exec_hi untouched
      s_mov_b64 s[6:7], exec
      s_and_not1_wrexec_b32 s8, 0           // exec_lo = 0 & ~0x1FF = 0
      s_cselect_b32 s9, 1, 0
      s_endpgm
    )",
                                       wave64);
    SCOPED_TRACE(wave64 ? "wave64" : "wave32");
    EXPECT_EQ(w.sreg(2), 0x0000FFFFu);
    EXPECT_EQ(w.sreg(3), 0x12345678u);
    EXPECT_EQ(w.sreg(4), 1u);
    EXPECT_EQ(w.sreg(5), 0x000000FFu);
    EXPECT_EQ(w.sreg(6), 0x000001FFu);
    EXPECT_EQ(w.sreg(7), 0x12340000u);
    EXPECT_EQ(w.sreg(8), 0u);
    EXPECT_EQ(w.sreg(9), 0u);
    EXPECT_EQ(w.sreg(kExecLo), 0u);
    EXPECT_EQ(w.sreg(kExecHi), 0x12340000u);
  }
}

// ---------------------------------------------------------------------------------------------
// Stops.

std::string error_of(const std::vector<uint32_t>& words, bool wave64 = false) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size());
  cutlm::Executor executor;
  cutlm::WaveState wave(wave64 ? 64 : 32);
  try {
    executor.step(inst, wave, nullptr);
  } catch (const cutlm::ModelError& e) {
    return e.what();
  }
  return "";
}

TEST(SaluStops, TrapsHaltsAndCodeEndNameThemselves) {
  for (const std::string m :
       {"s_trap", "s_sendmsghalt", "s_code_end", "s_rfe_b64", "s_sendmsg_rtn_b32"}) {
    InstSpec s = fixed_spec(m);
    s.simm16 = 5;
    const std::string error = error_of(encode(s));
    EXPECT_NE(error.find(m), std::string::npos) << m << ": " << error;
  }
  InstSpec trap = fixed_spec("s_trap");
  trap.simm16 = 0x1203;  // the trap ID is simm16[7:0]
  EXPECT_NE(error_of(encode(trap)).find("s_trap 3:"), std::string::npos) << error_of(encode(trap));
}

// The decoder refuses odd register pairs as LLVM does; the SALU handlers check again, for
// decoded forms that did not come through it.
TEST(SaluStops, MisalignedPairsAndRelativeIndexesOutOfRange) {
  InstSpec mov = fixed_spec("s_mov_b64");
  mov.sdst = 11;
  EXPECT_NE(error_of(encode(mov)).find("s_mov_b64"), std::string::npos);
  mov.sdst = kD;
  const std::vector<uint8_t> aligned = cutlm_test::words_to_bytes(encode(mov));
  for (const bool odd_destination : {true, false}) {
    cutlm::DecodedInst patched = cutlm::decode(aligned.data(), aligned.size());
    ASSERT_TRUE(patched.valid());
    if (odd_destination) {
      patched.sdst = 11;
    } else {
      patched.src[0] = kExecHi;  // a pair at exec_hi would run past the register file
    }
    cutlm::Executor executor;
    cutlm::WaveState wave(32);
    std::string error;
    try {
      executor.step(patched, wave, nullptr);
    } catch (const cutlm::ModelError& e) {
      error = e.what();
    }
    EXPECT_NE(error.find("not an even-aligned register pair"), std::string::npos) << error;
    EXPECT_EQ(wave.sreg(kD), 0u);
  }
  InstSpec movrels = fixed_spec("s_movrels_b32");
  movrels.src0 = 105;
  cutlm::WaveState wave(32);
  wave.set_sreg(kM0, 1);
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(encode(movrels));
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size());
  cutlm::Executor executor;
  EXPECT_THROW(executor.step(inst, wave, nullptr), cutlm::ModelError);
}

// ---------------------------------------------------------------------------------------------
// Messages with a return value, subvector loops and the remaining SOPP instructions
// (docs/valu-semantics.md, "SALU messages with a return value, subvector loops, SOPP
// leftovers").

// Runs one encoded instruction on `wave`; the ModelError text, or "" if it completed.
std::string step_words(cutlm::Executor& executor, const std::vector<uint32_t>& words,
                       cutlm::WaveState& wave, cutlm::StepResult* result) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), wave.wave64());
  if (!inst.valid()) return "does not decode: " + inst.error;
  try {
    *result = executor.step(inst, wave, nullptr);
  } catch (const cutlm::ModelError& e) {
    return e.what();
  }
  return "";
}

void fill_scalars(cutlm::WaveState& wave, Random& r) {
  for (uint16_t code = 0; code < 128; ++code) wave.set_sreg(code, r.word());
  wave.scc = r.below(2) == 1;
}

std::array<uint32_t, 128> scalars(const cutlm::WaveState& wave) {
  std::array<uint32_t, 128> out{};
  for (uint16_t code = 0; code < 128; ++code) out[code] = wave.sreg(code);
  return out;
}

constexpr uint16_t kMsgRtnDoorbell = 128;
constexpr uint16_t kMsgRtnDdid = 129;
constexpr uint16_t kMsgRtnTma = 130;
constexpr uint16_t kMsgRtnRealtime = 131;
constexpr uint16_t kMsgRtnSaveWave = 132;
constexpr uint16_t kMsgRtnTba = 133;

// REALTIME increases from read to read; TMA and TBA are 0 (no trap handler); nothing but the
// destination changes.
TEST(SaluMessages, SendmsgRtnReturnsRealtimeAndTrapAddresses) {
  cutlm::Executor executor;
  Random r(31);
  uint64_t last = 0;
  int reads = 0;
  for (int i = 0; i < 2000; ++i) {
    const bool b64 = i % 2 == 0;
    InstSpec s = fixed_spec(b64 ? "s_sendmsg_rtn_b64" : "s_sendmsg_rtn_b32");
    s.sdst = static_cast<uint16_t>(2 * r.below(53));
    const uint16_t ids[] = {kMsgRtnRealtime, kMsgRtnTma, kMsgRtnTba};
    s.src0 = ids[i % 3];
    cutlm::WaveState wave(i % 4 < 2 ? 32 : 64);
    fill_scalars(wave, r);
    const std::array<uint32_t, 128> before = scalars(wave);
    const bool scc = wave.scc;
    cutlm::StepResult result;
    ASSERT_EQ(step_words(executor, encode(s), wave, &result), "") << describe(s);
    const uint64_t value = b64 ? wave.sreg64(s.sdst) : static_cast<uint64_t>(wave.sreg(s.sdst));
    if (s.src0 == kMsgRtnRealtime) {
      // The counter is far below 2^32 here, so the b32 form's low half increases too.
      EXPECT_GT(value, last) << describe(s);
      last = value;
      ++reads;
    } else {
      EXPECT_EQ(value, 0u) << describe(s);
    }
    std::array<uint32_t, 128> expected = before;
    expected[s.sdst] = wave.sreg(s.sdst);
    if (b64) expected[s.sdst + 1] = wave.sreg(static_cast<uint16_t>(s.sdst + 1));
    EXPECT_EQ(scalars(wave), expected) << describe(s) << ": registers besides sdst changed";
    EXPECT_EQ(wave.scc, scc);
    EXPECT_EQ(result.next_pc, 4u);
  }
  std::printf("  2000 messages, %d realtime reads\n", reads);
}

// Messages the model cannot answer stop it, naming the message, and change nothing.
TEST(SaluMessages, SendmsgRtnWithoutAnAnswerStops) {
  cutlm::Executor executor;
  Random r(32);
  const std::pair<uint16_t, const char*> cases[] = {{kMsgRtnDoorbell, "MSG_RTN_GET_DOORBELL"},
                                                    {kMsgRtnDdid, "MSG_RTN_GET_DDID"},
                                                    {kMsgRtnSaveWave, "MSG_RTN_SAVE_WAVE"},
                                                    {0, "message id 0"},
                                                    {127, "message id 127"},
                                                    {134, "message id 134"},
                                                    {255, "message id 255"}};
  for (const auto& [id, name] : cases) {
    for (const char* m : {"s_sendmsg_rtn_b32", "s_sendmsg_rtn_b64"}) {
      InstSpec s = fixed_spec(m);
      s.src0 = id;
      cutlm::WaveState wave(64);
      fill_scalars(wave, r);
      const std::array<uint32_t, 128> before = scalars(wave);
      cutlm::StepResult result;
      const std::string error = step_words(executor, encode(s), wave, &result);
      EXPECT_NE(error.find(name), std::string::npos) << describe(s) << ": " << error;
      EXPECT_EQ(scalars(wave), before) << describe(s);
    }
  }
}

// A loop body that counts, per lane, how often it ran, and records each pass's EXEC.
constexpr const char* kSubvectorLoop = R"(
    s_subvector_loop_begin s4, END
  BODY:
    v_add_nc_u32 v1, 1, v1
    s_add_u32 s5, s5, 1
    s_mov_b64 s[10:11], s[8:9]
    s_mov_b64 s[8:9], exec
    s_subvector_loop_end s4, BODY
  END:
    s_endpgm
)";

// The loop on random EXEC masks against what the documented reading predicts: in wave64 one
// pass per non-empty half of EXEC, the low half first, EXEC restored afterwards; in wave32 one
// pass. Every active lane runs the body once either way.
TEST(SaluSubvectorLoops, OnePassPerNonEmptyHalf) {
  Random r(33);
  int runs = 0;
  for (bool wave64 : {false, true}) {
    cutlm_test::TempDir dir;
    const std::string path = dir.file("loop.s");
    cutlm_test::write_file(path, kSubvectorLoop);
    const cutlm::Program program = cutlm::load_program(path, wave64);
    cutlm::Executor executor;
    cutlm::FunctionalRunner runner(program, executor);
    for (int i = 0; i < 4000; ++i) {
      uint64_t exec = r.next();
      switch (i % 5) {
        case 0: exec &= 0xFFFFFFFFull; break;                       // low half only
        case 1: exec &= ~0xFFFFFFFFull; break;                      // high half only
        case 2: exec = i % 10 == 2 ? 0 : exec & (0 - exec); break;  // nothing, or one lane
        default: break;
      }
      if (!wave64) exec &= 0xFFFFFFFFull;
      cutlm::WaveState wave(wave64 ? 64 : 32);
      for (uint16_t code = 0; code < 106; ++code) wave.set_sreg(code, 0);
      wave.set_exec(exec);
      for (int lane = 0; lane < 64; ++lane) wave.set_vgpr(1, lane, static_cast<uint32_t>(lane));
      wave.pc = 0;
      runner.run(wave, 100);
      const uint64_t low = exec & 0xFFFFFFFFull;
      const uint64_t high = exec & ~0xFFFFFFFFull;
      const uint32_t passes = wave64 ? (low != 0) + (high != 0) : (exec != 0);
      SCOPED_TRACE("wave" + std::to_string(wave64 ? 64 : 32) + " exec " + std::to_string(exec));
      EXPECT_EQ(wave.sreg(5), passes);
      EXPECT_EQ(wave.exec(), exec);
      const uint64_t exec_mask = wave64 ? ~0ull : 0xFFFFFFFFull;
      if (passes == 2) {
        EXPECT_EQ(wave.sreg64(10) & exec_mask, low);  // first pass
        EXPECT_EQ(wave.sreg64(8) & exec_mask, high);  // second pass
        EXPECT_EQ(wave.sreg(4), static_cast<uint32_t>(low));
      } else if (passes == 1) {
        EXPECT_EQ(wave.sreg64(8) & exec_mask, exec);
        EXPECT_EQ(wave.sreg(4), 0u);
      } else {
        EXPECT_EQ(wave.sreg(4), 0u);
      }
      for (int lane = 0; lane < (wave64 ? 64 : 32); ++lane) {
        const uint32_t ran = (exec >> lane & 1) != 0 ? 1 : 0;
        ASSERT_EQ(wave.vgpr(1, lane), static_cast<uint32_t>(lane) + ran) << "lane " << lane;
      }
      ++runs;
      if (::testing::Test::HasFailure()) return;
    }
  }
  std::printf("  %d loops\n", runs);
}

// At s_subvector_loop_end, EXEC 0 with a half set aside could end either pass: the model stops.
TEST(SaluSubvectorLoops, AmbiguousEndStops) {
  cutlm::Executor executor;
  InstSpec end = fixed_spec("s_subvector_loop_end");
  end.sdst = 4;
  end.simm16 = static_cast<uint16_t>(-5);
  cutlm::WaveState wave(64);
  wave.set_exec(0);
  wave.set_sreg(4, 0x10);
  const std::array<uint32_t, 128> before = scalars(wave);
  cutlm::StepResult result;
  const std::string error = step_words(executor, encode(end), wave, &result);
  EXPECT_NE(error.find("s_subvector_loop_end"), std::string::npos) << error;
  EXPECT_EQ(scalars(wave), before);
}

// Waits, hints and signals: for every immediate the decoder accepts, nothing changes and the
// wave goes on with the next instruction. The conditional-debug branches never branch.
TEST(SaluSopp, LeftoversChangeNothing) {
  cutlm::Executor executor;
  Random r(34);
  int steps = 0;
  for (const char* m : {"s_waitcnt_depctr", "s_wait_idle", "s_wait_event", "s_clause",
                        "s_set_inst_prefetch_distance", "s_wakeup", "s_incperflevel",
                        "s_decperflevel", "s_ttracedata", "s_ttracedata_imm", "s_icache_inv",
                        "s_cbranch_cdbgsys", "s_cbranch_cdbguser", "s_cbranch_cdbgsys_or_user",
                        "s_cbranch_cdbgsys_and_user", "s_setkill", "s_sethalt"}) {
    const InstInfo* info = find_instruction(m);
    ASSERT_NE(info, nullptr) << m;
    EXPECT_TRUE(executor.implemented(info->op)) << m;
    for (int i = 0; i < 300; ++i) {
      InstSpec s;
      s.info = info;
      s.simm16 = static_cast<uint16_t>(i < 8 ? i : r.word());
      // s_setkill/s_sethalt 1 end or halt the wave (below); here only 0 in bit 0.
      if (std::string(m) == "s_setkill" || std::string(m) == "s_sethalt") s.simm16 &= ~1u;
      const std::vector<uint32_t> words = encode(s);
      const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
      if (!cutlm::decode(bytes.data(), bytes.size()).valid()) continue;
      cutlm::WaveState wave(i % 2 == 0 ? 32 : 64);
      fill_scalars(wave, r);
      wave.pc = 0x40;
      const std::array<uint32_t, 128> before = scalars(wave);
      const bool scc = wave.scc;
      cutlm::StepResult result;
      ASSERT_EQ(step_words(executor, words, wave, &result), "") << describe(s);
      EXPECT_EQ(scalars(wave), before) << describe(s);
      EXPECT_EQ(wave.scc, scc) << describe(s);
      EXPECT_FALSE(wave.vgprs_used().any()) << describe(s);
      EXPECT_EQ(result.next_pc, 0x44u) << describe(s);
      EXPECT_FALSE(result.ended) << describe(s);
      ++steps;
    }
  }
  std::printf("  %d steps\n", steps);
}

TEST(SaluSopp, KillHaltAndSavedEnd) {
  cutlm::Executor executor;
  auto run = [&](const char* m, uint16_t simm16, cutlm::StepResult* result) {
    InstSpec s;
    s.info = find_instruction(m);
    s.simm16 = simm16;
    cutlm::WaveState wave(32);
    return step_words(executor, encode(s), wave, result);
  };
  cutlm::StepResult result;
  EXPECT_EQ(run("s_setkill", 1, &result), "");
  EXPECT_TRUE(result.ended);  // a killed wave ends
  result = {};
  EXPECT_EQ(run("s_endpgm_saved", 0, &result), "");
  EXPECT_TRUE(result.ended);
  const std::string halt = run("s_sethalt", 1, &result);
  EXPECT_NE(halt.find("s_sethalt"), std::string::npos) << halt;
}

TEST(SaluSopp, LeftoverEncodingsMatchLlvmMc) {
  const std::vector<std::pair<std::string, InstSpec>> cases = [] {
    std::vector<std::pair<std::string, InstSpec>> out;
    auto add = [&out](const std::string& text, const char* m, uint16_t sdst, uint16_t src0,
                      uint16_t simm16) {
      InstSpec s;
      s.info = find_instruction(m);
      s.sdst = sdst;
      s.src0 = src0;
      s.simm16 = simm16;
      out.emplace_back(text, s);
    };
    add("s_sendmsg_rtn_b32 s7, sendmsg(MSG_RTN_GET_REALTIME)", "s_sendmsg_rtn_b32", 7, 131, 0);
    add("s_sendmsg_rtn_b64 s[6:7], sendmsg(MSG_RTN_GET_TBA)", "s_sendmsg_rtn_b64", 6, 133, 0);
    add("s_sendmsg_rtn_b64 vcc, sendmsg(MSG_RTN_GET_TMA)", "s_sendmsg_rtn_b64", kVccLo, 130, 0);
    add("s_subvector_loop_begin s4, 3", "s_subvector_loop_begin", 4, 0, 3);
    add("s_subvector_loop_end s9, -3", "s_subvector_loop_end", 9, 0, 0xFFFD);
    add("s_setkill 1", "s_setkill", 0, 0, 1);
    add("s_sethalt 0", "s_sethalt", 0, 0, 0);
    add("s_set_inst_prefetch_distance 0x2", "s_set_inst_prefetch_distance", 0, 0, 2);
    add("s_clause 0x3f", "s_clause", 0, 0, 0x3F);
    add("s_waitcnt_depctr 0xfffe", "s_waitcnt_depctr", 0, 0, 0xFFFE);
    add("s_wait_idle", "s_wait_idle", 0, 0, 0);
    add("s_wait_event 0x1", "s_wait_event", 0, 0, 1);
    add("s_cbranch_cdbgsys 5", "s_cbranch_cdbgsys", 0, 0, 5);
    add("s_cbranch_cdbguser -2", "s_cbranch_cdbguser", 0, 0, 0xFFFE);
    add("s_cbranch_cdbgsys_or_user 7", "s_cbranch_cdbgsys_or_user", 0, 0, 7);
    add("s_cbranch_cdbgsys_and_user 9", "s_cbranch_cdbgsys_and_user", 0, 0, 9);
    add("s_endpgm_saved", "s_endpgm_saved", 0, 0, 0);
    add("s_wakeup", "s_wakeup", 0, 0, 0);
    add("s_incperflevel 3", "s_incperflevel", 0, 0, 3);
    add("s_decperflevel 4", "s_decperflevel", 0, 0, 4);
    add("s_ttracedata", "s_ttracedata", 0, 0, 0);
    add("s_ttracedata_imm 0x5", "s_ttracedata_imm", 0, 0, 5);
    add("s_icache_inv", "s_icache_inv", 0, 0, 0);
    return out;
  }();
  std::vector<std::string> lines;
  for (const auto& c : cases) {
    ASSERT_NE(c.second.info, nullptr) << c.first;
    lines.push_back(c.first);
  }
  std::string errors;
  const auto encodings = cutlm_test::llvm_assemble(lines, false, &errors);
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encodings.size(), cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i) {
    EXPECT_EQ(cutlm_test::byte_list(cutlm_test::words_to_bytes(encode(cases[i].second))),
              cutlm_test::byte_list(encodings[i].bytes))
        << lines[i];
  }
}

}  // namespace
