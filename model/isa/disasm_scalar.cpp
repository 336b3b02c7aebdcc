// Scalar formats: SOP1, SOP2, SOPK, SOPC, SOPP, SMEM, in llvm-objdump-19's spelling, including
// the field values it refuses (it prints the word as .long) and the warnings it appends.
#include <cstdio>

#include "isa/bits.h"
#include "isa/disasm_common.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail {
namespace {

namespace enc = isa::enc;
using isa::Op;

using operand::kLdsDirect;

// Registers LLVM decodes but then finds outside the operand's register class: it prints them
// followed by a note naming the class.
enum class Excluded : uint8_t { None, M0AndExec, Exec, VccAndExec };

struct Slot {
  unsigned bits = 32;
  bool immediates = true;  // false: LLVM prints a constant with "/*Invalid immediate*/"
  bool half = false;       // a 16-bit float operand: LLVM prints a literal as 16 bits
  bool half_hex = false;   // ... typed as an integer: float constants as their f16 bits
  const char* class_name = "SReg_32";
  Excluded excluded = Excluded::None;
  bool lds_direct = false;  // LDS direct belongs to the operand's class (gfx12's barrier ids)
};

// A signed value as LLVM's formatHex prints it: "-0x1" for -1.
std::string signed_hex(int64_t value) {
  return value < 0 ? "-" + hex(static_cast<uint64_t>(-value)) : hex(static_cast<uint64_t>(value));
}

// The f16 encoding of an inline float constant (codes 240..248: 0.5, -0.5, 1, -1, 2, -2, 4, -4,
// 1/(2*pi)).
uint32_t f16_constant_bits(uint16_t code) {
  static const uint16_t kBits[] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000,
                                   0xC000, 0x4400, 0xC400, 0x3118};
  return kBits[code - 240];
}

std::string small_or_hex(uint32_t value) {
  return value <= 64 ? std::to_string(value) : hex(value);
}

// A literal of a 16-bit float source as LLVM 19 prints it: SOP2 keeps the literal's low half and
// reads it as f16 (an integer or float inline value by name, else hex). SOPC (`as_int16`) types
// the sources as 16-bit integers: an integer inline value of the whole literal, then an f32
// inline constant of the whole literal, else the low half in hex.
std::string half_literal(uint32_t literal, bool as_int16) {
  const uint32_t low = literal & 0xFFFF;
  const int64_t value = as_int16 ? static_cast<int32_t>(literal) : static_cast<int16_t>(low);
  if (operand::is_inline_int_value(value)) return std::to_string(value);
  for (uint16_t code = operand::kFloatFirst; code <= operand::kFloatLast; ++code) {
    const uint32_t bits = as_int16 ? literal : low;
    if (operand::inline_float_bits(code, as_int16 ? 32 : 16) == bits) {
      return float_constant(code, 32);
    }
  }
  return hex(low);
}

// Builds the text operand by operand and collects what LLVM would say about it.
class Printer {
 public:
  explicit Printer(const DecodedInst& d) : d_(d) {}

  bool valid = true;
  // A field the operation does not use is set: LLVM rejects the word, the hardware ignores it.
  bool unused_field_set = false;
  std::string comment;  // LLVM's alignment warnings, in operand order

  std::string operand(uint16_t code, const Slot& slot) {
    if (operand::is_inline_int(code)) {
      return constant(std::to_string(operand::inline_int_value(code)), slot);
    }
    // A 16-bit scalar operand (gfx12's SALU f16): LLVM shows a float constant as its f16 bits
    // and a literal's low half.
    const bool sixteen = slot.immediates && slot.half;
    if (operand::is_inline_float(code)) {
      if (sixteen && slot.half_hex) return constant(hex(f16_constant_bits(code)), slot);
      return constant(float_constant(code, slot.immediates ? slot.bits : 32), slot);
    }
    if (code == operand::kLiteral) {
      const std::string text = sixteen ? half_literal(d_.literal, slot.half_hex)
                               : slot.immediates && slot.bits == 64 ? small_or_hex(d_.literal)
                                                                    : immediate32_text(d_.literal);
      return constant(text, slot);
    }
    if (code < operand::kNumSgprs) return tuple("s", "SGPR_", code, slot.bits, operand::kNumSgprs);
    if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast && slot.bits == 96) {
      // LLVM 19 has no 96-bit trap-temporary tuple: it names the first register alone.
      return "ttmp" + std::to_string(code - operand::kTtmpFirst) +
             "/*Invalid register, operand has '" + slot.class_name + "' register class*/";
    }
    if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
      return tuple("ttmp", "TTMP_", code - operand::kTtmpFirst, slot.bits,
                   operand::kTtmpLast - operand::kTtmpFirst + 1);
    }
    const char* name = slot.bits == 32 ? special32(code) : special64(code);
    if (name == nullptr) {
      valid = false;
      return "";
    }
    std::string text = name;
    if (outside_class(code, slot)) {
      text +=
          "/*Invalid register, operand has '" + std::string(slot.class_name) + "' register class*/";
    }
    return text;
  }

 private:
  std::string constant(const std::string& text, const Slot& slot) {
    return slot.immediates ? text : text + "/*Invalid immediate*/";
  }

  // An SGPR or TTMP tuple; LLVM aligns a misaligned one down and warns.
  // `count` is how many registers of that kind exist.
  std::string tuple(const char* prefix, const char* class_prefix, unsigned index, unsigned bits,
                    unsigned count) {
    const unsigned dwords = bits / 32;
    const unsigned align = dwords >= 3 ? 4 : dwords;  // a 96-bit tuple is aligned as 128
    const unsigned first = index / align * align;
    if (first + dwords > count) {
      valid = false;
      return "";
    }
    if (first != index) {
      comment += "Warning: " + std::string(class_prefix) + std::to_string(bits) +
                 ": scalar reg isn't aligned " + std::to_string(index);
    }
    if (dwords == 1) return prefix + std::to_string(first);
    return std::string(prefix) + "[" + std::to_string(first) + ":" +
           std::to_string(first + dwords - 1) + "]";
  }

  // The special sources but lds_direct, which the operand printer treats on its own.
  static const char* special_source(uint16_t code) {
    return code == kLdsDirect ? nullptr : operand::special_source_name(code);
  }

  static const char* special32(uint16_t code) {
    if (const char* name = operand::special_register_name(code)) return name;
    return operand::special_source_name(code);
  }

  // Wider operands have no halves, m0 or LDS direct.
  static const char* special64(uint16_t code) {
    switch (code) {
      case operand::kVccLo: return "vcc";
      case operand::kNull: return "null";
      case operand::kExecLo: return "exec";
      default: return special_source(code);
    }
  }

  static bool outside_class(uint16_t code, const Slot& slot) {
    // LDS direct belongs to no scalar register class but LLVM's barrier-id operands.
    if (code == kLdsDirect) return !slot.lds_direct;
    switch (slot.excluded) {
      case Excluded::None: return false;
      case Excluded::M0AndExec:
        return code == operand::kM0 || code == operand::kExecLo || code == operand::kExecHi;
      case Excluded::Exec: return code == operand::kExecLo;
      case Excluded::VccAndExec: return code == operand::kVccLo || code == operand::kExecLo;
    }
    return false;
  }

  const DecodedInst& d_;
};

unsigned bits_of(const isa::InstInfo* info, const char* field) {
  const isa::OperandInfo* o = info->operand(field);
  if (o == nullptr) return 0;
  // 16-bit scalar sources read a whole SGPR; LLVM treats them as 32-bit operands.
  return o->bits < 32 ? 32 : o->bits;
}

bool has_operand(const isa::InstInfo* info, const char* field) {
  return info->operand(field) != nullptr;
}

isa::OperandType type_of(const isa::InstInfo* info, const char* field) {
  return info->operand(field)->type;
}

Slot sop_slot(const isa::InstInfo* info, const char* field) {
  Slot slot;
  slot.bits = bits_of(info, field);
  // LLVM 19 prints a literal of a 16-bit float source of SOP2 and SOPC as 16 bits (SOP1 reads a
  // 32-bit one); it types SOPC's as 16-bit integers, so their inline float constants show as f16
  // bits (half_literal).
  const isa::OperandInfo* o = info->operand(field);
  slot.half = o != nullptr && o->bits == 16 && o->num_format == isa::NumFormat::NumF16 &&
              info->format != isa::Format::SOP1;
  slot.half_hex = slot.half && info->format == isa::Format::SOPC;
  slot.lds_direct = o != nullptr && o->type == isa::OperandType::SsrcBarrierId;
  // The ISA calls these sources SREG; LLVM agrees except for s_swappc_b64 and s_movrelsd_2_b32,
  // whose sources it declares as taking constants too.
  slot.immediates = type_of(info, field) != isa::OperandType::Sreg ||
                    info->op == Op::S_SWAPPC_B64 || info->op == Op::S_MOVRELSD_2_B32;
  return slot;
}

// simm16 = id [5:0], offset [10:6], size - 1 [15:11]; offset 0 and size 32 go unsaid. The
// register names are the generation's (LLVM's, in the ISA data).
std::string hwreg_text(isa::Arch arch, uint16_t imm) {
  const unsigned id = imm & 0x3F;
  const unsigned offset = imm >> 6 & 0x1F;
  const unsigned size = (imm >> 11 & 0x1F) + 1;
  const char* name = isa::hwreg_name(arch, id);
  std::string text = "hwreg(" + (name != nullptr ? std::string(name) : std::to_string(id));
  if (offset != 0 || size != 32)
    text += ", " + std::to_string(offset) + ", " + std::to_string(size);
  return text + ")";
}

// Messages are the low byte and take no operation or stream; LLVM names a known one (the
// generation's names, in the ISA data) whatever the high byte holds, spells an unknown one as
// sendmsg(id, 0, 0) if that re-encodes to the same value, else prints the number.
std::string sendmsg_text(isa::Arch arch, uint16_t imm) {
  const unsigned id = imm & 0xFF;
  if (const char* name = isa::message_name(arch, id)) return "sendmsg(" + std::string(name) + ")";
  if (imm == id) return "sendmsg(" + std::to_string(id) + ", 0, 0)";
  return std::to_string(imm);
}

// simm16 = vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0]; counters at their maximum go unsaid
// unless all are.
std::string waitcnt_text(uint16_t imm) {
  const unsigned vm = imm >> 10 & 0x3F;
  const unsigned exp = imm & 0x7;
  const unsigned lgkm = imm >> 4 & 0x3F;
  const bool all_max = vm == 0x3F && exp == 0x7 && lgkm == 0x3F;
  std::string text;
  const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : " ") + part; };
  if (vm != 0x3F || all_max) add("vmcnt(" + std::to_string(vm) + ")");
  if (exp != 0x7 || all_max) add("expcnt(" + std::to_string(exp) + ")");
  if (lgkm != 0x3F || all_max) add("lgkmcnt(" + std::to_string(lgkm) + ")");
  return text;
}

// simm16 = instid0 [3:0], instskip [6:4], instid1 [10:7]; the rest is ignored.
std::string delay_alu_text(uint16_t imm) {
  static const char* const kIds[] = {"NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
                                     "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
                                     "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
                                     "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3"};
  static const char* const kSkips[] = {"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"};
  constexpr unsigned kNumIds = sizeof kIds / sizeof kIds[0];
  constexpr unsigned kNumSkips = sizeof kSkips / sizeof kSkips[0];
  const auto id_name = [](unsigned v) {
    return v < kNumIds ? kIds[v] : "/* invalid instid value */";
  };
  std::string text;
  const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : " | ") + part; };
  const unsigned id0 = imm & 0xF;
  const unsigned skip = imm >> 4 & 0x7;
  const unsigned id1 = imm >> 7 & 0xF;
  if (id0 != 0) add("instid0(" + std::string(id_name(id0)) + ")");
  if (skip != 0) {
    add("instskip(" +
        std::string(skip < kNumSkips ? kSkips[skip] : "/* invalid instskip value */") + ")");
  }
  if (id1 != 0) add("instid1(" + std::string(id_name(id1)) + ")");
  return text.empty() ? "0" : text;
}

// The gfx11 dependency counters of s_waitcnt_depctr, in LLVM's printing order.
struct DepCounter {
  const char* name;
  unsigned shift;
  unsigned width;
  unsigned all_ones_default;  // the value that means "do not wait"
};
constexpr DepCounter kDepCounters[] = {{"depctr_hold_cnt", 7, 1, 1},  {"depctr_sa_sdst", 0, 1, 1},
                                       {"depctr_va_vdst", 12, 4, 15}, {"depctr_va_sdst", 9, 3, 7},
                                       {"depctr_va_ssrc", 8, 1, 1},   {"depctr_va_vcc", 1, 1, 1},
                                       {"depctr_vm_vsrc", 2, 3, 7}};

// Symbolic only if no bit outside the counters is set; counters at their default go unsaid
// unless all are.
std::string depctr_text(uint16_t imm) {
  unsigned covered = 0;
  bool any_waits = false;
  for (const DepCounter& c : kDepCounters) {
    covered |= ((1u << c.width) - 1) << c.shift;
    any_waits |= (imm >> c.shift & ((1u << c.width) - 1)) != c.all_ones_default;
  }
  if ((imm & ~covered) != 0) return hex(imm);
  std::string text;
  for (const DepCounter& c : kDepCounters) {
    const unsigned value = imm >> c.shift & ((1u << c.width) - 1);
    if (value == c.all_ones_default && any_waits) continue;
    text += (text.empty() ? "" : " ") + std::string(c.name) + "(" + std::to_string(value) + ")";
  }
  return text;
}

// simm16 = version [7:0], W64 [13], W32 [14], MDP [15]; any other bit makes it a plain number.
std::string version_text(uint16_t imm) {
  if ((imm & 0x1F00) != 0) return hex(imm);
  const unsigned version = imm & 0xFF;
  std::string text;
  switch (version) {
    case 0: text = "UC_VERSION_GFX7"; break;
    case 4: text = "UC_VERSION_GFX10"; break;
    case 6: text = "UC_VERSION_GFX11"; break;
    case 9: text = "UC_VERSION_GFX12"; break;
    default: text = std::to_string(version); break;
  }
  // LLVM prints each "|" as a binary expression, parenthesising the left side once it is one.
  bool compound = false;
  static const struct {
    unsigned bit;
    const char* name;
  } kFlags[] = {{13, "UC_VERSION_W64_BIT"}, {14, "UC_VERSION_W32_BIT"}, {15, "UC_VERSION_MDP_BIT"}};
  for (const auto& flag : kFlags) {
    if ((imm >> flag.bit & 1) == 0) continue;
    text = (compound ? "(" + text + ")" : text) + "|" + flag.name;
    compound = true;
  }
  return text;
}

bool is_branch(const isa::InstInfo* info) {
  if (info->op == Op::S_SUBVECTOR_LOOP_BEGIN || info->op == Op::S_SUBVECTOR_LOOP_END) return true;
  const isa::OperandInfo* imm = info->operand("simm16");
  return info->format == isa::Format::SOPP && imm != nullptr &&
         imm->type == isa::OperandType::Label;
}

std::string sopp_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  const std::string name = info->mnemonic;
  const uint16_t imm = d.simm16;
  if (info->op == Op::S_ENDPGM) return imm == 0 ? name : name + " " + std::to_string(imm);
  const isa::OperandInfo* operand = info->operand("simm16");
  if (operand == nullptr) {
    // LLVM knows these only with a zero immediate. (It lacks s_endpgm_ordered_ps_done for gfx11
    // altogether; the ISA has it, so we print it like its siblings.)
    if (imm != 0) p.unused_field_set = true;
    return name;
  }
  switch (operand->type) {
    case isa::OperandType::Label: return name + " " + std::to_string(imm);
    case isa::OperandType::Waitcnt: return name + " " + waitcnt_text(imm);
    case isa::OperandType::Delay: return name + " " + delay_alu_text(imm);
    case isa::OperandType::WaitcntDepctr:
    case isa::OperandType::WaitAlu: return name + " " + depctr_text(imm);
    case isa::OperandType::Sendmsg: return name + " " + sendmsg_text(d.arch, imm);
    case isa::OperandType::Clause:
    case isa::OperandType::WaitEvent:
    case isa::OperandType::WaitMemDs: return name + " " + hex(imm);
    default: break;
  }
  // LLVM declares these immediates as hex-printed ones (gfx12's single wait counters too).
  const bool always_hex = info->op == Op::S_SET_INST_PREFETCH_DISTANCE ||
                          info->op == Op::S_ROUND_MODE || info->op == Op::S_TTRACEDATA_IMM ||
                          info->op == Op::S_WAIT_LOADCNT || info->op == Op::S_WAIT_STORECNT ||
                          info->op == Op::S_WAIT_SAMPLECNT || info->op == Op::S_WAIT_BVHCNT ||
                          info->op == Op::S_WAIT_EXPCNT || info->op == Op::S_WAIT_DSCNT ||
                          info->op == Op::S_WAIT_KMCNT;
  return name + " " + (always_hex ? hex(imm) : small_or_hex(imm));
}

std::string sopk_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  const std::string name = info->mnemonic;
  const uint16_t imm = d.simm16;
  Slot dst;
  dst.bits = info->operand("sdst") != nullptr ? bits_of(info, "sdst") : 32;
  switch (info->op) {
    case Op::S_VERSION: return name + " " + version_text(imm);
    case Op::S_GETREG_B32:
      return name + " " + p.operand(d.sdst, dst) + ", " + hwreg_text(d.arch, imm);
    case Op::S_SETREG_B32:
      return name + " " + hwreg_text(d.arch, imm) + ", " + p.operand(d.sdst, dst);
    case Op::S_SETREG_IMM32_B32:
      return name + " " + hwreg_text(d.arch, imm) + ", " + immediate32_text(d.literal);
    case Op::S_CALL_B64:
    case Op::S_SUBVECTOR_LOOP_BEGIN:
    case Op::S_SUBVECTOR_LOOP_END:
      return name + " " + p.operand(d.sdst, dst) + ", " + std::to_string(imm);
    default: return name + " " + p.operand(d.sdst, dst) + ", " + hex(imm);
  }
}

std::string sop1_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  std::string text = info->mnemonic;
  const char* separator = " ";
  if (has_operand(info, "sdst")) {
    Slot dst;
    dst.bits = bits_of(info, "sdst");
    text += separator + p.operand(d.sdst, dst);
    separator = ", ";
  }
  if (has_operand(info, "ssrc0")) {
    text += separator;
    if (type_of(info, "ssrc0") == isa::OperandType::SendmsgRtn) {
      text += sendmsg_text(d.arch, d.src[0]);
    } else {
      text += p.operand(d.src[0], sop_slot(info, "ssrc0"));
    }
  }
  return text;
}

std::string sop2_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  Slot dst;
  dst.bits = bits_of(info, "sdst");
  std::string text = std::string(info->mnemonic) + " " + p.operand(d.sdst, dst) + ", ";
  text += p.operand(d.src[0], sop_slot(info, "ssrc0")) + ", ";
  if (info->always_literal) {
    // s_fmamk_f32 takes its constant K between the sources, s_fmaak_f32 after them; LLVM
    // prints K in hex whatever its value.
    const std::string k = hex(d.literal);
    const std::string src1 = p.operand(d.src[1], sop_slot(info, "ssrc1"));
    return text + (info->op == Op::S_FMAMK_F32 ? k + ", " + src1 : src1 + ", " + k);
  }
  return text + p.operand(d.src[1], sop_slot(info, "ssrc1"));
}

std::string sopc_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  std::string text = std::string(info->mnemonic) + " ";
  text += p.operand(d.src[0], sop_slot(info, "ssrc0")) + ", ";
  return text + p.operand(d.src[1], sop_slot(info, "ssrc1"));
}

std::string smem_text(const DecodedInst& d, Printer& p) {
  const isa::InstInfo* info = d.info;
  const uint32_t* w = d.words.data();
  const bool glc = field(w, d.arch, isa::Encoding::SMEM, isa::Field::glc) != 0;
  const bool dlc = field(w, d.arch, isa::Encoding::SMEM, isa::Field::dlc) != 0;
  const std::string name = info->mnemonic;
  const bool loads =
      info->operand("sdata") != nullptr && info->operand("sdata")->type == isa::OperandType::Sreg;
  // Cache invalidations and ATC probes have no cache-policy bits; LLVM rejects them set.
  if (!loads && (glc || dlc)) p.valid = false;
  // gfx11's 21-bit offset field or gfx12's 24-bit ioffset, signed either way.
  const isa::EncodingLayout& l = isa::layout(d.arch, isa::Encoding::SMEM);
  const isa::BitField offset_field =
      l.has(isa::Field::ioffset) ? l[isa::Field::ioffset] : l[isa::Field::offset];
  const int64_t offset = static_cast<int64_t>(
      sign_extend(field(w, offset_field), offset_field.hi - offset_field.lo + 1u));
  const uint16_t soffset =
      static_cast<uint16_t>(field(w, d.arch, isa::Encoding::SMEM, isa::Field::soffset));
  Slot base;
  base.bits = bits_of(info, "sbase");
  if (base.bits > 64) {
    base.class_name = "SReg_128";
    base.excluded = Excluded::VccAndExec;
  }
  if (has_operand(info, "sdata") && type_of(info, "sdata") == isa::OperandType::Simm5) {
    // The prefetches: base (none for the pc-relative ones), offset, soffset, then the 5-bit
    // length in sdata.
    std::string text = name + " ";
    if (has_operand(info, "sbase")) {
      text +=
          p.operand(
              static_cast<uint16_t>(field(w, d.arch, isa::Encoding::SMEM, isa::Field::sbase) * 2),
              base) +
          ", ";
    }
    const unsigned length = field(w, d.arch, isa::Encoding::SMEM, isa::Field::sdata);
    if (length >= 32) p.valid = false;  // a 5-bit immediate in the 7-bit field
    text += signed_hex(offset) + ", " + p.operand(soffset, Slot{}) + ", " + std::to_string(length);
    return text;
  }
  if (!has_operand(info, "sbase")) return name;

  std::string text = name + " ";
  const uint16_t sdata =
      static_cast<uint16_t>(field(w, d.arch, isa::Encoding::SMEM, isa::Field::sdata));
  if (loads) {
    Slot data;
    data.bits = bits_of(info, "sdata");
    switch (data.bits) {
      case 32:
        data.class_name = "SReg_32_XM0_XEXEC";
        data.excluded = Excluded::M0AndExec;
        break;
      case 64:
        data.class_name = "SReg_64_XEXEC";
        data.excluded = Excluded::Exec;
        break;
      case 96: data.class_name = "SReg_96"; break;
      case 128: data.class_name = "SReg_128"; break;
      case 256: data.class_name = "SReg_256"; break;
      default: data.class_name = "SReg_512"; break;
    }
    if (data.bits > 64) data.excluded = Excluded::VccAndExec;
    text += p.operand(sdata, data);
  } else {
    // The ATC probes' immediate; LLVM rejects a value wider than the operand (gfx12's is 5 bits
    // in the 7-bit field).
    if ((sdata >> info->operand("sdata")->bits) != 0) p.valid = false;
    text += small_or_hex(sdata);
  }

  // The field holds the register pair number.
  text +=
      ", " +
      p.operand(static_cast<uint16_t>(field(w, d.arch, isa::Encoding::SMEM, isa::Field::sbase) * 2),
                base) +
      ", ";

  // LLVM shows the 24-bit ioffset form's offset even when it is 0.
  const bool always = l.has(isa::Field::ioffset);
  if (soffset == operand::kNull && (offset != 0 || always)) {
    text += signed_hex(offset);
  } else {
    text += p.operand(soffset, Slot{});
    if (offset != 0 || always) text += " offset:" + signed_hex(offset);
  }
  if (glc) text += " glc";
  if (dlc) text += " dlc";
  // The ATC probes: LLVM shows neither a temporal hint nor a scope, whatever they hold.
  if (!loads) return text;
  return text + cache_policy_text(info, field(w, d.arch, isa::Encoding::SMEM, isa::Field::th),
                                  field(w, d.arch, isa::Encoding::SMEM, isa::Field::scope));
}

// The text, validity and warnings of one instruction, all from the same walk over its operands.
Printer render(const DecodedInst& d, std::string* text) {
  Printer p(d);
  std::string body;
  switch (d.format) {
    case isa::Format::SOP1: body = sop1_text(d, p); break;
    case isa::Format::SOP2: body = sop2_text(d, p); break;
    case isa::Format::SOPK: body = sopk_text(d, p); break;
    case isa::Format::SOPC: body = sopc_text(d, p); break;
    case isa::Format::SOPP: body = sopp_text(d, p); break;
    case isa::Format::SMEM: body = smem_text(d, p); break;
    default: body = d.info->mnemonic; break;
  }
  if (text != nullptr) *text = body;
  return p;
}

bool is_scalar(isa::Format format) {
  switch (format) {
    case isa::Format::SOP1:
    case isa::Format::SOP2:
    case isa::Format::SOPK:
    case isa::Format::SOPC:
    case isa::Format::SOPP:
    case isa::Format::SMEM: return true;
    default: return false;
  }
}

}  // namespace

std::string disassemble_scalar(const DecodedInst& d, const Context& ctx) {
  (void)ctx;  // scalar operands name their width themselves; wave size changes nothing
  std::string text;
  render(d, &text);
  return text;
}

FieldCheck scalar_fields_check(const DecodedInst& d) {
  if (!d.valid() || !is_scalar(d.format)) return {};
  const Printer p = render(d, nullptr);
  return {p.valid && !p.unused_field_set, p.valid};
}

std::string scalar_comment(const DecodedInst& d) {
  if (!d.valid() || !is_scalar(d.format)) return "";
  return render(d, nullptr).comment;
}

std::string branch_target_comment(const DecodedInst& d, uint64_t offset) {
  if (!d.valid() || !is_scalar(d.format) || !is_branch(d.info)) return "";
  // The target counts in dwords from the next instruction; llvm-objdump names it relative to
  // the section symbol, wrapping below zero.
  const int64_t delta = static_cast<int16_t>(d.simm16) * int64_t{4};
  const uint64_t target = offset + 4 + static_cast<uint64_t>(delta);
  if (target == 0) return " <.text>";
  char buf[40];
  std::snprintf(buf, sizeof buf, " <.text+0x%llx>", static_cast<unsigned long long>(target));
  return buf;
}

bool pc_relative_target(const DecodedInst& d, uint64_t address, uint64_t* target, bool* commented) {
  if (!d.valid() || !is_scalar(d.format)) return false;
  *commented = is_branch(d.info);
  if (!*commented && d.info->op != Op::S_CALL_B64) return false;
  const int64_t delta = static_cast<int16_t>(d.simm16) * int64_t{4};
  *target = address + 4 + static_cast<uint64_t>(delta);
  return true;
}

}  // namespace cutlm::disasm_detail
