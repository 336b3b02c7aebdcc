// Turns instruction bytes into one structured form, driven by the generated ISA tables.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "isa_tables.h"

namespace cutlm {

enum class SrcVariant : uint8_t { None, Literal, Dpp16, Dpp8 };

enum class OperandKind : uint8_t {
  Vgpr,            // value: VGPR number
  Scalar,          // value: scalar operand code (s0..s105, vcc, ttmp, null, m0, exec)
  InlineConstant,  // value: the 9-bit code (128..208 integers, 240..248 floats)
  Literal,         // the instruction's literal dword
  Special,         // value: another 9-bit code (src_scc, shared/private base, ...)
  Immediate,       // value: an immediate field (simm16, offsets, ...)
};

// One operand as the ISA table names it, with where its value comes from.
struct DecodedOperand {
  const char* name = nullptr;  // AMD's operand name: vdst, src0, vdata, simm16, srcx0, ...
  OperandKind kind = OperandKind::Immediate;
  uint16_t value = 0;
  uint16_t bits = 0;  // the operand's size in bits (64: a register pair)
  // isa::kRoleRead | kRoleWrite | kRoleAddress, from the generated tables; a returning atomic's
  // destination is written only when its glc bit is set (resolved here, once).
  uint8_t role = 0;
  bool abs = false;
  bool neg = false;
  bool high = false;  // a 16-bit operand in the high half of its VGPR
};

struct DecodedInst;
struct VopdComponents;

struct DecodedInst {
  // The generation whose tables and field layouts decoded the words.
  isa::Arch arch = isa::Arch::Gfx1100;
  // nullptr when the words are no instruction of that generation; `error` then says why.
  const isa::InstInfo* info = nullptr;
  const isa::InstInfo* info_y = nullptr;  // VOPD: the second operation
  isa::Format format = isa::Format::Count;
  uint8_t num_words = 1;
  std::array<uint32_t, 3> words{};
  SrcVariant variant = SrcVariant::None;
  uint32_t literal = 0;
  // The literal as a 64-bit source i reads it, widened once here rather than per lane: an f64
  // takes it as its high dword, a signed 64-bit integer sign-extends it, others zero-extend it.
  std::array<uint64_t, 3> literal64{};

  // Operand fields as encoded. VGPR-only fields are given in the 9-bit operand space
  // (256 + n) so that every source reads alike; 0xFFFF means the form has no such field.
  static constexpr uint16_t kNone = 0xFFFF;
  uint16_t vdst = kNone;
  uint16_t sdst = kNone;
  std::array<uint16_t, 3> src{kNone, kNone, kNone};
  uint8_t abs = 0;    // bit i: |src i|
  uint8_t neg = 0;    // bit i: -src i
  uint8_t opsel = 0;  // bit i: src i from the high half; bit 3: destination high half
  uint8_t omod = 0;
  bool clamp = false;
  uint16_t simm16 = 0;

  // The encoding form (e.g. VOP3_LIT) and every operand the ISA table lists that has a field
  // (implicit ones such as the VCC of a VOPC have none), by name.
  isa::Encoding encoding = isa::Encoding::Count;
  static constexpr int kMaxOperands = 8;
  std::array<DecodedOperand, kMaxOperands> operands{};
  uint8_t num_operands = 0;

  std::string error;
  // False for words LLVM 19 rejects but gfx1100 executes (a field the operation does not use is
  // set), decoded with DecodeMode::Execute; the text shows the operation without that field.
  bool llvm_prints = true;

  // Forms the executor runs, built once by decode() in DecodeMode::Execute (never per
  // execution; null otherwise): a DPP instruction with src0 naming the DPP dword's VGPR (a
  // true16 high half folded into opsel bit 0) and the DPP16 dword's abs/neg merged into abs/neg;
  // a VOPD instruction's two operations as the VOP1/VOP2 instructions they perform (null when
  // either has no gfx1100 counterpart).
  std::shared_ptr<const DecodedInst> dpp_resolved;
  std::shared_ptr<const VopdComponents> vopd;

  bool valid() const { return info != nullptr; }
  uint32_t size_bytes() const { return num_words * 4u; }
};

// The two operations of a VOPD instruction as VOP1/VOP2 instructions: the same operands and the
// shared literal, with words encoded for that form so that errors and traces disassemble them.
// `x_reads_y` / `y_reads_x`: whether one reads the other's destination VGPR (the executor then
// keeps the sources as they were before either writes).
struct VopdComponents {
  DecodedInst x;
  DecodedInst y;
  bool x_reads_y = false;
  bool y_reads_x = false;
};

// The VOP1/VOP2 instruction a VOPD operation performs (V_DUAL_<name> is V_<name>), nullptr if
// gfx1100 has none.
const isa::InstInfo* vopd_counterpart(isa::Op dual, isa::Arch arch = isa::Arch::Gfx1100);

// The v_cmpx form of a v_cmp operation (V_CMP_<name> is V_CMPX_<name>: the same compare, its
// result written to EXEC), Op::Invalid if there is none.
isa::Op cmpx_form(isa::Op cmp);

// The DPP dword of a DPP instruction: src0's VGPR and the lane pattern, read where VOP1, VOP2 and
// VOPC put it, or the VOP3 family. The executor applies it, the disassembler prints it.
struct DppWord {
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
DppWord read_dpp_word(const DecodedInst& dpp);

// A DPP instruction as the executor runs it (DecodedInst::dpp_resolved).
DecodedInst dpp_execution_form(const DecodedInst& dpp);

// Which words are instructions. Disassemble: exactly those llvm-objdump-19 prints (the others
// are `.long` data), for the disassembler, the difftest and the fuzzer. Execute: also the words
// gfx1100 runs although LLVM rejects them (fields the operation does not use are set), for the
// executor; docs/valu-semantics.md lists each rule with its evidence.
enum class DecodeMode : uint8_t { Disassemble, Execute };

// Decodes the instruction at `bytes`. `available` is how many bytes may be read; an instruction
// cut off by the end of the input is reported as such, never read past. Some field values are
// legal in one wave size only (lane-mask register pairs), hence `wave64`.
DecodedInst decode(const uint8_t* bytes, std::size_t available, bool wave64 = false,
                   DecodeMode mode = DecodeMode::Disassemble, isa::Arch arch = isa::Arch::Gfx1100);

// The table's description of source `index` (0..2): AMD names it src0, ssrc0 or vsrc0
// depending on the form (the VOP3 forms of VOP1 instructions say vsrc0). nullptr if none.
const isa::OperandInfo* source_operand(const isa::InstInfo* info, int index);

// Whether a vector-memory atomic returns the old value: its glc bit where the form has one
// (gfx11), else bit 0 of its temporal hint th (gfx12's TH_ATOMIC_RETURN).
bool atomic_returns(const DecodedInst& d);

// Which unit a format's instructions belong to, for dispatch and timing.
enum class FormatFamily : uint8_t { Scalar, VectorAlu, Memory };
FormatFamily format_family(isa::Format format);

// Classifies only: which format the first dword belongs to (Format::Count if none).
isa::Format classify_format(uint32_t word0, uint32_t word1_or_zero,
                            isa::Arch arch = isa::Arch::Gfx1100);

// The encoding form named like a format (its plain form: VOP3 for VOP3, VBUFFER for VBUFFER).
isa::Encoding format_encoding(isa::Format format);

}  // namespace cutlm
