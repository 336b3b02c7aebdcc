// What the vector ALU printers share (disasm_vector*.cpp, disasm_vop*.cpp): facts about
// operations, LLVM's view of an instruction (its Profile), the Printer that spells operands and
// notes what LLVM would reject, and the DPP dword.
//
// The text is what llvm-objdump-19 prints for gfx1100, including its notes on operands of the
// wrong register class and its alignment warnings. Where LLVM 19 hides what the hardware does
// we show it in LLVM's own syntax: the high halves of 16-bit VOP1/VOP2/VOPC operands (`v5.h`,
// as LLVM's real-true16 mode prints them) and op_sel on 16-bit VOP3 operands.
//
// Which modifiers, register files and forms LLVM accepts is a property of its per-instruction
// profiles rather than of the ISA table. The Profile derives it from the table's operand types
// where a rule exists, and names the instructions where LLVM departs from the rule
// (disasm_vector_profile.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "isa/disasm_common.h"

namespace cutlm::disasm_detail::vector_alu {

using isa::Format;
using isa::NumFormat;
using isa::Op;
using isa::OperandType;
namespace enc = isa::enc;

// ---------------------------------------------------------------------------------------------
// Facts about operations (disasm_vector_profile.cpp).

inline bool one_of(Op op, std::initializer_list<Op> ops) {
  return std::find(ops.begin(), ops.end(), op) != ops.end();
}

// Which encodings an operation has in the ISA table (V_ADD_F32 has a VOP2 and a VOP3 form).
struct OpForms {
  bool e32 = false;  // VOP1, VOP2 or VOPC
  bool vop1 = false;
  bool vopc = false;
  bool vop3 = false;  // VOP3 or VOP3SD
};
const OpForms& forms_of(Op op, isa::Arch arch);

// LLVM knows no VOP3 form of these although the ISA lists one, so their VOP1 form prints
// without the _e32 suffix, like every instruction with a single encoding.
bool llvm_lacks_vop3(Op op);
bool is_float(NumFormat f);
// v_cmpx writes EXEC, implicitly even in its VOP3 form.
bool is_cmpx(const isa::InstInfo* info);
bool is_cmp_class(Op op);
// The 16-bit integer VOP3 instructions LLVM gives op_sel, and source modifiers it ignores.
bool is_int16_opsel(Op op);
bool is_wmma(Op op);
// WMMA with a 16-bit accumulator: op_sel picks the halves of D it uses.
bool is_wmma_16bit(Op op);
bool is_fma_mix(Op op);
bool is_permlane16(Op op);
bool is_dot2_16(Op op);
bool is_carry_in(Op op);
// v_mov_b16 is the one 16-bit instruction LLVM 19 prints with explicit .l/.h halves.
bool shows_halves(Op op);
bool is_dpp_code(uint32_t src0);
// gfx12's transcendentals to an SGPR (v_s_exp_f32, ...).
bool is_scalar_transcendental(Op op);

// ---------------------------------------------------------------------------------------------
// LLVM's view of an instruction: how it reads and prints each source, which bits it accepts.

// How a constant is printed: by the operand's width and type.
enum class Imm : uint8_t { Fp16, Int16, Bf16, B32, PackedFp16, PackedBf16, Fp64, Int64, WmmaAcc };
// What the abs/neg bits of a source mean: float modifiers, sext() of an integer, accepted but
// not shown, or rejected.
enum class Mods : uint8_t { None, Float, Sext, Ignored };
// The register file an operand takes; others print with an "Invalid register" note.
enum class Regs : uint8_t { Any, Vgpr, VgprOrLds, VgprOrConstant, Sgpr, SgprOrLds, LaneMask };

struct Source {
  bool present = false;
  bool sixteen = false;  // 16 bits wide: true16 halves in VOP1/VOP2/VOPC, op_sel in VOP3
  uint8_t dwords = 1;
  Imm imm = Imm::B32;
  Mods mods = Mods::None;
  Regs regs = Regs::Any;
};

// Where byte_sel comes from: op_sel bits 0 and 1 (the source byte of v_cvt_f32_fp8, bit 0 its
// high bit) or bits 2 and 3 (the destination byte of v_cvt_sr_fp8_f32).
enum class ByteSel : uint8_t { None, SourceBits, DestinationBits };

struct Profile {
  Source src[3];
  int num_src = 0;
  unsigned dst_dwords = 1;
  bool dst_sixteen = false;
  bool clamp = false;
  bool omod = false;
  bool dpp = false;  // a DPP form exists
  // VOP3 op_sel: shown for instructions with 16-bit operands as [src0,src1,(src2,)dst]
  // (VOPC forms have no dst entry).
  bool opsel = false;
  int opsel_sources = 0;
  bool opsel_dst = false;
  uint8_t opsel_ignored = 0;  // bits LLVM accepts and does not show
  uint8_t opsel_illegal = 0;  // bits LLVM rejects
  // The fp8/bf8 conversions that name a byte: byte_sel:N from two op_sel bits.
  ByteSel byte_sel = ByteSel::None;
  // The scalar destination excludes EXEC (v_s_exp_f32 and the other gfx12 scalar
  // transcendentals): LLVM notes exec_lo and exec_hi as outside its class.
  bool dst_xexec = false;
};

Imm imm_kind(const isa::OperandInfo& o);
// Every instruction's profile, made once.
const Profile& profile_of(const isa::InstInfo* info);

// ---------------------------------------------------------------------------------------------
// The printer builds the text and notes what LLVM would reject (disasm_vector_printer.cpp).

struct Printer {
  Printer(const DecodedInst& inst, const Context& context) : d(inst), ctx(context) {}

  const DecodedInst& d;
  const Context& ctx;
  bool ok = true;        // LLVM 19 prints it
  bool executes = true;  // gfx1100 runs it (docs/valu-semantics.md)
  std::string warnings;  // llvm-objdump runs them together without a separator
  bool literal_read = false;
  uint64_t literal64 = 0;  // the literal as LLVM holds it for 64-bit float operands

  void fail() { ok = executes = false; }
  // A field the operation does not use is set: LLVM rejects the word, the hardware ignores it.
  void unused_field() { ok = false; }
  unsigned mask_dwords() const { return ctx.wave64 ? 2 : 1; }
  std::string vcc() const { return ctx.wave64 ? "vcc" : "vcc_lo"; }
  uint32_t literal() const { return d.words[d.num_words - 1]; }

  // What every family's printer reads first: the table entry, its operation, LLVM's profile of
  // it and the instruction's words.
  struct Instruction {
    const isa::InstInfo* info;
    Op op;
    const Profile& profile;
    const uint32_t* words;
  };
  Instruction instruction() const {
    return {d.info, d.info->op, profile_of(d.info), d.words.data()};
  }

  // Whether the decoder took a literal dword: one beyond the encoding and its DPP dword.
  bool has_literal() const;
  std::string vgpr(unsigned reg, unsigned dwords);
  std::string scalar(uint16_t code, unsigned dwords);
  std::string lane_mask(uint16_t code) { return scalar(code, mask_dwords()); }
  std::string constant(uint16_t code, Imm kind);
  // A 9-bit source operand without modifiers. `high` names the upper half of a 16-bit VGPR;
  // `halves` names the lower one explicitly too.
  std::string operand(uint16_t code, const Source& s, bool high = false, bool halves = false);
  // An 8-bit scalar destination field that LLVM decodes as a source (VOPC's VOP3 form,
  // v_readfirstlane): constants print with a note, 255 reads a literal dword. `mask`: a lane
  // mask of the wave size.
  // `sgpr_class`: the register class LLVM names when the field holds lds_direct.
  std::string scalar_destination(uint16_t code, bool mask, const char* sgpr_class = "SReg_32");
  // A source with its abs/neg modifiers as LLVM shows them.
  std::string modified(uint16_t code, const Source& s, bool abs, bool neg, bool high = false,
                       bool halves = false);
  std::string apply_mods(std::string text, bool immediate, Mods mods, bool abs, bool neg);
};

// An inline constant or the literal.
bool is_immediate(uint16_t code);
// "name a, b, c".
std::string join(const std::string& name, const std::vector<std::string>& ops);
// "[1,0,1]": the low `count` bits, bit 0 first.
std::string bits_list(unsigned bits, int count);
// The mnemonic without its encoding suffix: v_add_f32_e32 -> v_add_f32.
std::string base_name(const isa::InstInfo* info);

// ---------------------------------------------------------------------------------------------
// DPP: the dword after the encoding that carries src0's VGPR and the lane pattern.

using Dpp = DppWord;  // read_dpp_word (decoder.h)

// The DPP controls after the operands, e.g. " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf".
std::string dpp_suffix(const Dpp& p);

// ---------------------------------------------------------------------------------------------
// The printers of the encoding families; each returns the whole instruction text.

std::string e32_text(Printer& pr);    // VOP1, VOP2, VOPC (disasm_vop_e32.cpp)
std::string vop3_text(Printer& pr);   // VOP3, VOP3SD (disasm_vop3.cpp)
std::string vop3p_text(Printer& pr);  // VOP3P (disasm_vop3.cpp)

}  // namespace cutlm::disasm_detail::vector_alu
