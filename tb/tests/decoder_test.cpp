// The decoder and disassembler against LLVM: llvm-mc-19 assembles every sample here, and its
// disassembler's text is the expected disassembly. No encoding in this file is typed by hand
// except the seed page's example bytes and words built from the seed's field layout, which
// LLVM then confirms.
#include "isa/decoder.h"

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <cstring>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "isa/disasm.h"
#include "isa_tables.h"
#include "test_util.h"

namespace {

using cutlm::isa::Format;
using cutlm_test::LlvmEncoding;

// Holds bytes so that the last one sits just before an inaccessible page: a decoder that reads
// past `available` crashes the test instead of passing by luck.
class GuardedBytes {
 public:
  explicit GuardedBytes(const std::vector<uint8_t>& bytes) {
    page_ = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    void* base =
        mmap(nullptr, 2 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) throw std::runtime_error("mmap failed");
    base_ = static_cast<uint8_t*>(base);
    if (mprotect(base_ + page_, page_, PROT_NONE) != 0) throw std::runtime_error("mprotect");
    data_ = base_ + page_ - bytes.size();
    if (!bytes.empty()) std::memcpy(data_, bytes.data(), bytes.size());
  }
  ~GuardedBytes() { munmap(base_, 2 * page_); }
  GuardedBytes(const GuardedBytes&) = delete;
  GuardedBytes& operator=(const GuardedBytes&) = delete;
  const uint8_t* data() const { return data_; }

 private:
  std::size_t page_ = 0;
  uint8_t* base_ = nullptr;
  uint8_t* data_ = nullptr;
};

cutlm::DecodedInst decode_exact(const std::vector<uint8_t>& bytes) {
  GuardedBytes guarded(bytes);
  return cutlm::decode(guarded.data(), bytes.size());
}

std::string first_token(const std::string& text) { return text.substr(0, text.find(' ')); }

std::vector<LlvmEncoding> assemble_all(const std::vector<std::string>& lines, bool wave64) {
  std::string errors;
  std::vector<LlvmEncoding> out = cutlm_test::llvm_assemble(lines, wave64, &errors);
  EXPECT_EQ(errors, "") << "llvm-mc rejected a sample";
  EXPECT_EQ(out.size(), lines.size());
  return out;
}

// LLVM's disassembly of one instruction; empty if LLVM does not decode it.
std::string llvm_text(const std::vector<uint8_t>& bytes, bool wave64,
                      const std::string& attrs = "") {
  std::string errors;
  const auto lines = cutlm_test::llvm_disassemble(bytes, wave64, &errors, attrs);
  EXPECT_EQ(errors, "") << cutlm_test::byte_list(bytes);
  return lines.size() == 1 ? lines[0] : "";
}

// ---------------------------------------------------------------------------------------------
// Decoding and disassembly of the instructions the model executes.

TEST(DecoderVsLlvm, SeedEncodingsFromTheNotes) {
  // The seed page's example `v_cmp_class_f64 vcc, -1, v2` is [0xc1,0x04,0xfe,0x7c].
  const std::vector<uint8_t> seed = {0xc1, 0x04, 0xfe, 0x7c};
  const auto enc = assemble_all({"v_cmp_class_f64 vcc_lo, -1, v2"}, false);
  ASSERT_EQ(enc.size(), 1u);
  EXPECT_EQ(enc[0].bytes, seed);
  const cutlm::DecodedInst inst = decode_exact(seed);
  ASSERT_TRUE(inst.valid()) << inst.error;
  EXPECT_EQ(inst.format, Format::VOPC);
  EXPECT_EQ(inst.info->opcode, 127);  // the seed page: opcode 127 on RDNA3
  EXPECT_EQ(inst.size_bytes(), 4u);
}

// Shared by both wave sizes: nothing here names a lane mask.
const std::vector<std::string> kCommonLines = {
    "v_min_f16 v5, -1, v2",  // the seed example
    "v_min_f16_e64 v5, -1, v2",
    "v_min_f16_e64 v5, -|v1|, v2 clamp",
    "v_min_f16_e64 v5, |v1|, -|v2|",
    "v_min_f16_e64 v5, -v1, |s2|",
    "v_min_f16_e64 v5, v1, v2 mul:2",
    "v_min_f16_e64 v5, v1, v2 mul:4",
    "v_min_f16_e64 v5, v1, v2 div:2",
    "v_min_f16_e64 v5, v1, v2 clamp div:2",
    "v_min_f16_e64 v5, 0.5, -4.0",
    "v_min_f16_e64 v5, 0x1234, v2",
    "v_min_f16_e64 v255, s1, s2",
    "v_min_f16_e64 v5, m0, exec_lo",
    "v_min_f16 v5, 1.0, v2",
    "v_min_f16 v5, 0.15915494, v2",
    "v_min_f16 v5, 1.5, v2",
    "v_min_f16 v5, 0x1234, v2",
    "v_min_f16 v5, s1, v2",
    "v_min_f16 v5, s105, v2",
    "v_min_f16 v5, m0, v2",
    "v_min_f16 v5, vcc_lo, v2",
    "v_min_f16 v5, exec_lo, v2",
    "v_min_f16 v5, 64, v2",
    "v_min_f16 v5, -16, v2",
    "v_min_f16 v5, v127, v127",
    "v_min_f16 v127, src_scc, v2",
    "s_mov_b32 s0, 0x12345678",
    "s_mov_b32 s0, 0xffff0000",
    "s_mov_b32 s0, -1",
    "s_mov_b32 vcc_lo, 1.0",
    "s_mov_b32 s105, exec_hi",
    "s_mov_b32 m0, 0x3f800000",
    "s_mov_b32 ttmp0, s1",
    "s_mov_b32 null, 7",
    "v_mov_b32 v1, v2",
    "v_mov_b32 v0, s0",
    "v_mov_b32 v255, 0.5",
    "v_mov_b32 v1, -4.0",
    "v_mov_b32 v1, 0xdeadbeef",
    "v_mov_b32 v1, src_scc",
    "v_mov_b32_e64 v1, v2",
    "s_nop 0",
    "s_nop 3",
    "s_nop 0xf",
    "s_waitcnt 0",
    "s_waitcnt vmcnt(0) lgkmcnt(0)",
    "s_waitcnt vmcnt(1)",
    "s_waitcnt expcnt(2)",
    "s_waitcnt lgkmcnt(3)",
    "s_waitcnt vmcnt(5) lgkmcnt(1)",
    "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)",
    "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)",
    "s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)",
    "s_delay_alu instid0(SALU_CYCLE_3)",
    "s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_3)",
    "s_delay_alu instid0(VALU_DEP_4) | instid1(VALU_DEP_2)",
    "s_delay_alu instid0(NO_DEP)",
    "s_endpgm",
};

// "{D}" is the scalar destination: s4 in wave32, s[4:5] in wave64.
const std::vector<std::string> kMaskLines = {
    "v_cmp_class_f64 {VCC}, -1, v2",  // the seed example
    "v_cmp_class_f64 {VCC}, v[2:3], v4",
    "v_cmp_class_f64 {VCC}, s[2:3], v2",
    "v_cmp_class_f64 {VCC}, 1.0, v2",
    "v_cmp_class_f64 {VCC}, 3.0, v2",
    "v_cmp_class_f64 {VCC}, 0x12345678, v2",
    "v_cmp_class_f64 {VCC}, 0.15915494309189532, v2",
    "v_cmp_class_f64 {VCC}, v[254:255], v255",
    "v_cmp_class_f64 {VCC}, vcc, v2",
    "v_cmp_class_f64 {VCC}, exec, v2",
    "v_cmp_class_f64 {VCC}, ttmp[0:1], v2",
    "v_cmp_class_f64_e64 {VCC}, -1, v2",
    "v_cmp_class_f64_e64 {D}, -1, v2",
    "v_cmp_class_f64_e64 {D}, |v[2:3]|, 0x3ff",
    "v_cmp_class_f64_e64 {D}, -v[2:3], s6",
    "v_cmp_class_f64_e64 {D}, -|v[2:3]|, v4",
    "v_cmp_class_f64_e64 {D}, s[2:3], 1",
    "v_cmp_class_f64_e64 {D}, 0.5, v4",
    "v_cmp_class_f64_e64 {D}, v[2:3], 0x12345",
    "v_cmp_class_f64_e64 {D}, 3.0, v2",
    "v_cmp_class_f64_e64 null, v[2:3], v4",
    "v_cmp_class_f64_e64 {D2}, v[254:255], v255",
};

std::string substitute(std::string text, bool wave64) {
  const std::pair<std::string, std::string> subs[] = {
      {"{VCC}", wave64 ? "vcc" : "vcc_lo"},
      {"{D2}", wave64 ? "s[104:105]" : "s105"},
      {"{D}", wave64 ? "s[4:5]" : "s4"},
  };
  for (const auto& [key, value] : subs) {
    const auto pos = text.find(key);
    if (pos != std::string::npos) text.replace(pos, key.size(), value);
  }
  return text;
}

void check_against_llvm(bool wave64) {
  std::vector<std::string> lines = kCommonLines;
  for (const std::string& line : kMaskLines) lines.push_back(substitute(line, wave64));
  const auto encodings = assemble_all(lines, wave64);
  ASSERT_EQ(encodings.size(), lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const LlvmEncoding& enc = encodings[i];
    SCOPED_TRACE(lines[i] + "  [" + cutlm_test::byte_list(enc.bytes) + "]" +
                 (wave64 ? " wave64" : " wave32"));
    const std::string expected = llvm_text(enc.bytes, wave64);
    ASSERT_FALSE(expected.empty());
    const cutlm::DecodedInst inst = decode_exact(enc.bytes);
    ASSERT_TRUE(inst.valid()) << inst.error;
    EXPECT_EQ(inst.size_bytes(), enc.bytes.size());
    EXPECT_EQ(std::string(inst.info->mnemonic), first_token(expected));
    EXPECT_EQ(cutlm::disassemble(inst, wave64), expected);
  }
}

TEST(DecoderVsLlvm, InstructionsWave32) { check_against_llvm(false); }
TEST(DecoderVsLlvm, InstructionsWave64) { check_against_llvm(true); }

// Without -mattr=+real-true16 LLVM 19 cannot show 16-bit halves: it prints VOP2 VGPR fields of
// 128+n as `v129/*Invalid register, operand has 'VGPR_32_Lo128' register class*/` and drops
// VOP3 op_sel entirely. The model shows both, so these words are compared with the
// +real-true16 disassembler, whose only other difference is that it names the low half `.l`
// where the model (like LLVM's default mode) writes the plain register.
std::string drop_low_half_suffix(const std::string& text) {
  static const std::regex kLow(R"(\.l\b)");
  return std::regex_replace(text, kLow, "");
}

TEST(DecoderVsLlvm, True16HalvesAndOpSelAgainstRealTrue16Disassembler) {
  std::vector<std::vector<uint8_t>> samples;
  std::string errors;
  // VOP2 forms naming high halves, as LLVM's true16 assembler encodes them.
  const auto vop2 = cutlm_test::llvm_assemble(
      {"v_min_f16_e32 v5.h, v1.h, v2.l", "v_min_f16_e32 v5.l, v1.l, v2.h",
       "v_min_f16_e32 v5.h, v1.h, v2.h", "v_min_f16_e32 v127.h, s1, v2.h",
       "v_min_f16_e32 v5.l, 1.0, v127.h", "v_min_f16_e32 v5.h, 0x1234, v2.l"},
      false, &errors, "+real-true16");
  ASSERT_EQ(errors, "");
  ASSERT_EQ(vop2.size(), 6u);
  for (const auto& e : vop2) samples.push_back(e.bytes);
  // VOP3 op_sel: LLVM 19 cannot assemble it for v_min_f16, so the bits [14:11] are set in the
  // encoding of the plain form (the disassembler below confirms what they mean).
  const auto vop3 =
      cutlm_test::llvm_assemble({"v_min_f16_e64 v5, v1, v2", "v_min_f16_e64 v5, -|v1|, v2 clamp",
                                 "v_min_f16_e64 v5, v1, s2 mul:2"},
                                false, &errors);
  ASSERT_EQ(errors, "");
  ASSERT_EQ(vop3.size(), 3u);
  for (const auto& e : vop3) {
    for (unsigned opsel : {1u, 2u, 8u, 9u, 11u}) {
      std::vector<uint8_t> bytes = e.bytes;
      bytes[1] = static_cast<uint8_t>(bytes[1] | (opsel << 3));  // bits 14:11 of word 0
      samples.push_back(bytes);
    }
  }
  for (const auto& bytes : samples) {
    SCOPED_TRACE(cutlm_test::byte_list(bytes));
    const std::string expected = llvm_text(bytes, false, "+real-true16");
    ASSERT_FALSE(expected.empty());
    const cutlm::DecodedInst inst = decode_exact(bytes);
    ASSERT_TRUE(inst.valid()) << inst.error;
    EXPECT_EQ(inst.size_bytes(), bytes.size());
    EXPECT_EQ(cutlm::disassemble(inst, false), drop_low_half_suffix(expected)) << expected;
  }
}

// ---------------------------------------------------------------------------------------------
// Format and length of one sample of every format, of literal forms and of DPP forms.

struct FormatSample {
  std::string text;
  Format format;
  cutlm::SrcVariant variant = cutlm::SrcVariant::None;
};

const std::vector<FormatSample>& format_samples() {
  using V = cutlm::SrcVariant;
  static const std::vector<FormatSample> samples = {
      {"s_mov_b32 s0, s1", Format::SOP1},
      {"s_add_u32 s0, s1, s2", Format::SOP2},
      {"s_movk_i32 s0, 0x1234", Format::SOPK},
      {"s_cmp_eq_u32 s0, s1", Format::SOPC},
      {"s_nop 0", Format::SOPP},
      {"s_branch 5", Format::SOPP},
      {"s_load_b32 s0, s[2:3], 0x0", Format::SMEM},
      {"v_mov_b32 v0, v1", Format::VOP1},
      {"v_add_f32 v0, v1, v2", Format::VOP2},
      {"v_cmp_eq_f32 vcc_lo, v0, v1", Format::VOPC},
      {"v_fma_f32 v0, v1, v2, v3", Format::VOP3},
      {"v_mov_b32_e64 v0, v1", Format::VOP3},
      {"v_cmp_eq_f32_e64 s0, v0, v1", Format::VOP3},
      {"v_add_co_u32 v0, s0, v1, v2", Format::VOP3SD},
      {"v_div_scale_f32 v0, s0, v1, v2, v3", Format::VOP3SD},
      {"v_pk_add_f16 v0, v1, v2", Format::VOP3P},
      {"v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v4", Format::VOPD},
      {"v_interp_p10_f32 v0, v1, v2, v3", Format::VINTERP},
      {"lds_param_load v0, attr0.x", Format::LDSDIR},
      {"lds_direct_load v0", Format::LDSDIR},
      {"ds_load_b32 v0, v1", Format::DS},
      {"flat_load_b32 v0, v[1:2]", Format::FLAT},
      {"global_load_b32 v0, v[1:2], off", Format::GLOBAL},
      {"scratch_load_b32 v0, v1, off", Format::SCRATCH},
      {"buffer_load_b32 v0, off, s[0:3], 0", Format::MUBUF},
      {"tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT]", Format::MTBUF},
      {"image_load v0, v1, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D", Format::MIMG},
      {"exp mrt0 v0, v1, v2, v3", Format::EXP},
      // Literal forms: 64-bit.
      {"s_mov_b32 s0, 0x12345678", Format::SOP1, V::Literal},
      {"s_add_u32 s0, 0x12345678, s2", Format::SOP2, V::Literal},
      {"s_cmp_eq_u32 s0, 0x12345", Format::SOPC, V::Literal},
      {"s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x1", Format::SOPK, V::Literal},
      {"v_mov_b32 v0, 0x12345678", Format::VOP1, V::Literal},
      {"v_min_f16 v5, 0x1234, v2", Format::VOP2, V::Literal},
      {"v_fmaak_f32 v0, v1, v2, 0x3f800000", Format::VOP2, V::Literal},
      {"v_fmamk_f32 v0, v1, 0x3f800000, v2", Format::VOP2, V::Literal},
      {"v_cmp_eq_f32 vcc_lo, 0x12345, v1", Format::VOPC, V::Literal},
      {"v_cmp_class_f64 vcc_lo, 3.0, v2", Format::VOPC, V::Literal},
      // Literal forms: 96-bit.
      {"v_fma_f32 v0, v1, v2, 0x3f810000", Format::VOP3, V::Literal},
      {"v_cmp_class_f64_e64 s4, |v[2:3]|, 0x3ff", Format::VOP3, V::Literal},
      {"v_min_f16_e64 v5, 0x1234, v2", Format::VOP3, V::Literal},
      {"v_add_co_u32 v0, s0, 0x12345, v2", Format::VOP3SD, V::Literal},
      {"v_pk_add_f16 v0, 0x12345, v2", Format::VOP3P, V::Literal},
      {"v_dual_fmaak_f32 v0, v1, v2, 0x3f800000 :: v_dual_mov_b32 v3, v4", Format::VOPD,
       V::Literal},
      {"v_dual_mov_b32 v0, 0x12345 :: v_dual_mov_b32 v3, v4", Format::VOPD, V::Literal},
      // DPP forms.
      {"v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", Format::VOP1,
       V::Dpp16},
      {"v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7]", Format::VOP1, V::Dpp8},
      {"v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7] fi:1", Format::VOP1, V::Dpp8},
      {"v_min_f16_dpp v5, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf", Format::VOP2, V::Dpp16},
      {"v_cmp_eq_f32_dpp vcc_lo, v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
       Format::VOPC, V::Dpp16},
      {"v_add_f32_e64_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", Format::VOP3,
       V::Dpp16},
      {"v_add_f32_e64_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0]", Format::VOP3, V::Dpp8},
      {"v_min_f16_e64_dpp v5, v1, v2 dpp8:[0,1,2,3,4,5,6,7]", Format::VOP3, V::Dpp8},
  };
  return samples;
}

std::vector<LlvmEncoding> format_sample_encodings() {
  std::vector<std::string> lines;
  for (const FormatSample& s : format_samples()) lines.push_back(s.text);
  return assemble_all(lines, false);
}

TEST(DecoderFormats, EveryFormatLiteralAndDppForm) {
  const auto encodings = format_sample_encodings();
  ASSERT_EQ(encodings.size(), format_samples().size());
  std::vector<bool> seen(static_cast<std::size_t>(Format::Count), false);
  for (std::size_t i = 0; i < encodings.size(); ++i) {
    const FormatSample& sample = format_samples()[i];
    const LlvmEncoding& enc = encodings[i];
    SCOPED_TRACE(sample.text + "  [" + cutlm_test::byte_list(enc.bytes) + "]");
    const cutlm::DecodedInst inst = decode_exact(enc.bytes);
    ASSERT_TRUE(inst.valid()) << inst.error;
    EXPECT_EQ(cutlm::isa::format_name(inst.format), cutlm::isa::format_name(sample.format));
    EXPECT_EQ(inst.size_bytes(), enc.bytes.size());
    EXPECT_EQ(static_cast<int>(inst.variant), static_cast<int>(sample.variant));
    if (inst.variant == cutlm::SrcVariant::Literal) {
      EXPECT_EQ(inst.literal, cutlm_test::word_at(enc.bytes, enc.bytes.size() / 4 - 1));
    }
    seen[static_cast<std::size_t>(sample.format)] = true;
  }
  for (int f = 0; f < static_cast<int>(Format::Count); ++f) {
    if (!cutlm::isa::has_format(cutlm::isa::Arch::Gfx1100, static_cast<Format>(f))) continue;
    EXPECT_TRUE(seen[f]) << "no sample of " << cutlm::isa::format_name(static_cast<Format>(f));
  }
}

// The structured operands: every register operand the decoder extracts from the fields
// must be one the assembly text (what LLVM encoded) names, and each sample has operands.
bool text_names_register(const std::string& text, char prefix, unsigned number) {
  const std::string single = std::string(1, prefix) + std::to_string(number);
  const std::string range = std::string(1, prefix) + "[" + std::to_string(number) + ":";
  for (std::size_t at = text.find(single); at != std::string::npos;
       at = text.find(single, at + 1)) {
    const std::size_t end = at + single.size();
    const bool starts_word = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
    const bool ends_word =
        end == text.size() || !std::isdigit(static_cast<unsigned char>(text[end]));
    if (starts_word && ends_word) return true;
  }
  return text.find(range) != std::string::npos;
}

TEST(DecoderOperands, RegisterFieldsOfEverySampleMatchTheAssembly) {
  const auto encodings = format_sample_encodings();
  ASSERT_EQ(encodings.size(), format_samples().size());
  for (std::size_t i = 0; i < encodings.size(); ++i) {
    const FormatSample& sample = format_samples()[i];
    SCOPED_TRACE(sample.text);
    const cutlm::DecodedInst inst = decode_exact(encodings[i].bytes);
    ASSERT_TRUE(inst.valid()) << inst.error;
    EXPECT_NE(inst.encoding, cutlm::isa::Encoding::Count);
    int registers = 0;
    for (int k = 0; k < inst.num_operands; ++k) {
      const cutlm::DecodedOperand& op = inst.operands[static_cast<std::size_t>(k)];
      if (op.kind == cutlm::OperandKind::Vgpr) {
        EXPECT_TRUE(text_names_register(sample.text, 'v', op.value)) << op.name << " v" << op.value;
        ++registers;
      } else if (op.kind == cutlm::OperandKind::Scalar && op.value < 106) {
        EXPECT_TRUE(text_names_register(sample.text, 's', op.value)) << op.name << " s" << op.value;
        ++registers;
      }
    }
    // A sample whose text names a VGPR or SGPR must decode at least one register operand.
    bool names_register = false;
    for (std::size_t c = 0; c + 1 < sample.text.size(); ++c) {
      const bool boundary = c == 0 || !std::isalnum(static_cast<unsigned char>(sample.text[c - 1]));
      const char next = sample.text[c + 1];
      names_register |= boundary && (sample.text[c] == 'v' || sample.text[c] == 's') &&
                        (std::isdigit(static_cast<unsigned char>(next)) || next == '[');
    }
    if (names_register) {
      EXPECT_GT(registers, 0);
    }
  }
}

// InstInfo::mnemonic is LLVM's spelling; LLVM's disassembler names each sample.
TEST(DecoderFormats, MnemonicsMatchLlvm) {
  const auto encodings = format_sample_encodings();
  ASSERT_EQ(encodings.size(), format_samples().size());
  for (std::size_t i = 0; i < encodings.size(); ++i) {
    const FormatSample& sample = format_samples()[i];
    // LLVM appends _dpp (or, for VOPC, nothing) to DPP mnemonics: the table names the
    // operation, not the DPP variant, so those are left out.
    if (sample.variant == cutlm::SrcVariant::Dpp16 || sample.variant == cutlm::SrcVariant::Dpp8) {
      continue;
    }
    const LlvmEncoding& enc = encodings[i];
    SCOPED_TRACE(sample.text + "  [" + cutlm_test::byte_list(enc.bytes) + "]");
    const cutlm::DecodedInst inst = decode_exact(enc.bytes);
    ASSERT_TRUE(inst.valid()) << inst.error;
    const std::string expected = llvm_text(enc.bytes, false);
    EXPECT_EQ(std::string(inst.info->mnemonic), first_token(expected)) << expected;
    if (inst.format == Format::VOPD) {
      ASSERT_NE(inst.info_y, nullptr);
      const auto sep = expected.find(":: ");
      ASSERT_NE(sep, std::string::npos);
      EXPECT_EQ(std::string(inst.info_y->mnemonic), first_token(expected.substr(sep + 3)));
    }
  }
}

// An MIMG instruction with non-sequential addresses (NSA) carries its extra address VGPRs in
// further dwords after the 64-bit base: LLVM encodes this one in 12 bytes.
TEST(DecoderFormats, MimgNsaAddressDwords) {
  const auto enc = assemble_all(
      {"image_sample v0, [v1, v3], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D"}, false);
  ASSERT_EQ(enc.size(), 1u);
  ASSERT_EQ(enc[0].bytes.size(), 12u);
  const cutlm::DecodedInst inst = decode_exact(enc[0].bytes);
  ASSERT_TRUE(inst.valid()) << inst.error;
  EXPECT_EQ(inst.format, Format::MIMG);
  EXPECT_EQ(inst.size_bytes(), enc[0].bytes.size());
}

// Back to back, every sample must start where the previous one's length says.
TEST(DecoderFormats, WalksAConcatenatedStream) {
  const auto encodings = format_sample_encodings();
  std::vector<uint8_t> stream;
  std::vector<std::size_t> starts;
  for (const auto& e : encodings) {
    starts.push_back(stream.size());
    stream.insert(stream.end(), e.bytes.begin(), e.bytes.end());
  }
  GuardedBytes guarded(stream);
  std::size_t pc = 0;
  for (std::size_t i = 0; i < encodings.size(); ++i) {
    ASSERT_EQ(pc, starts[i]) << "lost sync before " << format_samples()[i].text;
    const cutlm::DecodedInst inst = cutlm::decode(guarded.data() + pc, stream.size() - pc);
    ASSERT_TRUE(inst.valid()) << format_samples()[i].text << ": " << inst.error;
    pc += inst.size_bytes();
  }
  EXPECT_EQ(pc, stream.size());
}

// Every instruction cut short (the last dword missing, or fewer bytes still) is an error, and
// the decoder reads none of the missing bytes (they lie in an inaccessible page).
TEST(DecoderTruncation, CutInstructionsAreErrorsAndNeverReadPastTheInput) {
  std::vector<LlvmEncoding> all = format_sample_encodings();
  std::vector<std::string> lines = kCommonLines;
  for (const std::string& line : kMaskLines) lines.push_back(substitute(line, false));
  for (const auto& e : assemble_all(lines, false)) all.push_back(e);
  int multi_dword = 0;
  for (const LlvmEncoding& enc : all) {
    SCOPED_TRACE(enc.text + "  [" + cutlm_test::byte_list(enc.bytes) + "]");
    ASSERT_TRUE(decode_exact(enc.bytes).valid());
    if (enc.bytes.size() > 4) ++multi_dword;
    for (std::size_t n = 0; n < enc.bytes.size(); ++n) {
      const std::vector<uint8_t> cut(enc.bytes.begin(), enc.bytes.begin() + n);
      const cutlm::DecodedInst inst = decode_exact(cut);
      EXPECT_FALSE(inst.valid()) << n << " of " << enc.bytes.size() << " bytes";
      EXPECT_FALSE(inst.error.empty()) << n << " of " << enc.bytes.size() << " bytes";
    }
  }
  EXPECT_GE(multi_dword, 30);
}

// ---------------------------------------------------------------------------------------------
// Encodings that exist only on RDNA3.5 (the SALU float operations) are illegal on gfx1100.

struct ScalarTemplate {
  Format format;
  const char* text;  // a gfx1100 instruction of the format; its opcode field is replaced
  unsigned op_lo;    // the opcode field [op_hi:op_lo] in the RDNA3 ISA layouts
  unsigned op_hi;
};

TEST(DecoderIllegal, Rdna35OnlyScalarFloatOpsAreInvalid) {
  const ScalarTemplate templates[] = {
      {Format::SOP1, "s_mov_b32 s0, s1", 8, 15},       // SOP1: [15:8] op
      {Format::SOP2, "s_add_u32 s0, s1, s2", 23, 29},  // SOP2: [29:23] op
      {Format::SOPC, "s_cmp_eq_u32 s0, s1", 16, 22},   // SOPC: [22:16] op
  };
  std::size_t count = 0;
  const cutlm::isa::InstInfo* table = cutlm::isa::all_instructions(&count);
  int checked = 0;
  bool saw_s_add_f32 = false;
  for (const ScalarTemplate& t : templates) {
    const auto base = assemble_all({t.text}, false);
    ASSERT_EQ(base.size(), 1u);
    const uint32_t field_mask = ((1u << (t.op_hi - t.op_lo + 1)) - 1) << t.op_lo;
    for (std::size_t i = 0; i < count; ++i) {
      const cutlm::isa::InstInfo& info = table[i];
      // (One-word probes: the RDNA3.5 ops that always carry a literal K are left out.)
      if (info.format != t.format || info.available || info.always_literal) continue;
      const uint32_t word = (cutlm_test::word_at(base[0].bytes, 0) & ~field_mask) |
                            (uint32_t{info.opcode} << t.op_lo);
      const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes({word});
      SCOPED_TRACE(std::string(info.mnemonic) + "  [" + cutlm_test::byte_list(bytes) + "]");
      // LLVM: the word is that instruction on RDNA3.5 (gfx1150) and no instruction on gfx1100.
      const auto rdna35 = cutlm_test::run_command(
          std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=gfx1150 --disassemble",
          cutlm_test::byte_list(bytes) + "\n");
      EXPECT_NE(rdna35.out.find(std::string(info.mnemonic) + " "), std::string::npos)
          << rdna35.out << rdna35.err;
      std::string errors;
      const auto gfx1100 = cutlm_test::llvm_disassemble(bytes, false, &errors);
      EXPECT_TRUE(gfx1100.empty()) << gfx1100[0];
      EXPECT_NE(errors.find("invalid instruction encoding"), std::string::npos) << errors;
      // The model agrees with gfx1100.
      const cutlm::DecodedInst inst = decode_exact(bytes);
      EXPECT_FALSE(inst.valid()) << cutlm::disassemble(inst, false);
      EXPECT_FALSE(inst.error.empty());
      ++checked;
      if (std::string(info.mnemonic) == "s_add_f32") saw_s_add_f32 = true;
    }
  }
  EXPECT_TRUE(saw_s_add_f32);
  EXPECT_GE(checked, 40);
}

// Words whose identifier bits belong to no gfx1100 format: LLVM rejects each on its own (and
// then decodes the two s_nop after it, so it did not take them as extra dwords); so must the
// model, though more bytes follow.
TEST(DecoderIllegal, WordsOfNoFormatAgreeWithLlvm) {
  const uint32_t s_nop = cutlm_test::word_at(assemble_all({"s_nop 0"}, false).at(0).bytes, 0);
  for (uint32_t word : {0xFFFFFFFFu, 0xFC000000u, 0xE4000000u, 0xD0000000u}) {
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes({word, s_nop, s_nop});
    SCOPED_TRACE(cutlm_test::byte_list(bytes));
    std::string errors;
    const auto lines = cutlm_test::llvm_disassemble(bytes, false, &errors);
    ASSERT_NE(errors.find("invalid instruction encoding"), std::string::npos) << errors;
    ASSERT_EQ(lines, (std::vector<std::string>{"s_nop 0", "s_nop 0"}));
    const cutlm::DecodedInst inst = decode_exact(bytes);
    EXPECT_FALSE(inst.valid()) << cutlm::disassemble(inst, false);
    EXPECT_FALSE(inst.error.empty());
  }
}

// A scratch access's saddr of exec_hi decodes, but lies outside the operand's register class,
// which LLVM's printer notes after the register: on gfx1100 (SCRATCH) and gfx1200 (VSCRATCH).
TEST(DecoderVsLlvm, ScratchSaddrExecHiCarriesLlvmsClassNote) {
  struct Case {
    const char* cpu;
    cutlm::isa::Arch arch;
    const char* source;  // saddr s5, patched to exec_hi (127) below
  };
  for (const Case& c :
       {Case{"gfx1100", cutlm::isa::Arch::Gfx1100, "scratch_load_u8 v2, off, s5 offset:220"},
        Case{"gfx1200", cutlm::isa::Arch::Gfx1200, "scratch_load_u8 v2, off, s5 offset:220"}}) {
    SCOPED_TRACE(c.cpu);
    std::string errors;
    const auto encoded = cutlm_test::llvm_assemble({c.source}, false, &errors, "", c.cpu);
    ASSERT_EQ(encoded.size(), 1u) << errors;
    std::vector<uint8_t> bytes = encoded[0].bytes;
    // saddr: gfx1100 SCRATCH bits 54:48 (byte 6), gfx1200 VSCRATCH bits 6:0 (byte 0).
    const size_t at = c.arch == cutlm::isa::Arch::Gfx1100 ? 6 : 0;
    ASSERT_EQ(bytes.at(at) & 0x7F, 5);
    bytes[at] = static_cast<uint8_t>((bytes[at] & 0x80) | 127);
    const auto llvm = cutlm_test::llvm_disassemble(bytes, false, &errors, "", c.cpu);
    ASSERT_EQ(llvm.size(), 1u) << errors;
    ASSERT_NE(llvm[0].find("exec_hi/*Invalid register"), std::string::npos) << llvm[0];
    const cutlm::DecodedInst inst =
        cutlm::decode(bytes.data(), bytes.size(), false, cutlm::DecodeMode::Disassemble, c.arch);
    ASSERT_TRUE(inst.valid()) << inst.error;
    EXPECT_EQ(cutlm::disassemble(inst, false), llvm[0]);
  }
}

// Fewer than four bytes are never an instruction.
TEST(DecoderIllegal, ShortInputsAreErrors) {
  for (std::size_t n = 0; n < 4; ++n) {
    const std::vector<uint8_t> bytes(n, 0xBF);
    const cutlm::DecodedInst inst = decode_exact(bytes);
    EXPECT_FALSE(inst.valid());
    EXPECT_FALSE(inst.error.empty());
  }
}

// ---------------------------------------------------------------------------------------------
// Decoding for execution: words LLVM 19 rejects because a field the operation does not use is
// set (docs/valu-semantics.md, "Decoding for execution"), and VOPD pairs that break the
// assembler's bank rules. The words are built from the field layouts by hand.

struct HandWords {
  const char* what;
  std::vector<uint32_t> dirty;  // as the hardware may meet it
  std::vector<uint32_t> clean;  // the same instruction with the field zero
};

const std::vector<HandWords>& hand_words() {
  static const std::vector<HandWords> words = {
      {"ds_add_u32 with vdst", {0xD8000004u, 0x07000201u}, {0xD8000004u, 0x00000201u}},
      {"ds_max_u64 with vdst", {0xD9200008u, 0xC8000201u}, {0xD9200008u, 0x00000201u}},
      {"ds_store_b32 with vdst", {0xD8340000u, 0x09000201u}, {0xD8340000u, 0x00000201u}},
      {"ds_nop with offset", {0xD8500005u, 0x00000000u}, {0xD8500000u, 0x00000000u}},
      {"v_mov_b32_e64 with src1", {0xD5810004u, 0x00020F01u}, {0xD5810004u, 0x00000101u}},
      {"v_mov_b32_e64 with neg src2", {0xD5810004u, 0x80000101u}, {0xD5810004u, 0x00000101u}},
      {"v_dual_mov_b32 with vsrcx1", {0xCA080F01u, 0x00020B04u}, {0xCA080101u, 0x00020B04u}},
      {"v_nop with vdst", {0x7E0A0000u}, {0x7E000000u}},
      {"s_icache_inv with simm16", {0xBFBC0003u}, {0xBFBC0000u}},
  };
  return words;
}

// llvm-objdump-19's listing of raw words (assembled as data by llvm-mc-19): one line per
// instruction, as `cutlm disasm` prints them.
std::vector<std::string> objdump_lines(const std::vector<uint32_t>& words) {
  std::ostringstream data;
  data << ".text\n.long ";
  for (std::size_t i = 0; i < words.size(); ++i) data << (i ? ", " : "") << words[i];
  data << "\n";
  cutlm_test::TempDir dir;
  const std::string object = dir.file("words.o");
  const auto mc = cutlm_test::run_command(
      std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=gfx1100 -filetype=obj -o '" + object + "'",
      data.str());
  EXPECT_EQ(mc.status, 0) << mc.err;
  const auto dump = cutlm_test::run_command(
      std::string(CUTLM_LLVM_OBJDUMP) + " -d --mcpu=gfx1100 '" + object + "'", "");
  EXPECT_EQ(dump.status, 0) << dump.err;
  std::vector<std::string> out;
  bool in_text = false;
  for (const std::string& line : cutlm_test::split_lines(dump.out)) {
    if (line.find("<.text>:") != std::string::npos) {
      in_text = true;
      continue;
    }
    if (in_text && !line.empty()) out.push_back(line);
  }
  return out;
}

std::vector<std::string> our_lines(const std::vector<uint32_t>& words) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
  std::ostringstream out;
  std::ostringstream warnings;
  cutlm::disassemble_buffer(bytes.data(), bytes.size(), false, out, warnings);
  return cutlm_test::split_lines(out.str());
}

cutlm::DecodedInst decode_mode(const std::vector<uint32_t>& words, cutlm::DecodeMode mode) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
  return cutlm::decode(bytes.data(), bytes.size(), false, mode);
}

TEST(DecodeForExecution, DisassemblyStaysLlvmObjdumpsAndExecutionTakesTheWord) {
  for (const HandWords& h : hand_words()) {
    // The disassembler prints what llvm-objdump-19 prints: `.long` for the rejected word.
    const std::vector<std::string> llvm = objdump_lines(h.dirty);
    ASSERT_FALSE(llvm.empty()) << h.what;
    EXPECT_EQ(our_lines(h.dirty), llvm) << h.what;
    EXPECT_NE(llvm[0].find(".long"), std::string::npos) << h.what << ": LLVM took " << llvm[0];
    EXPECT_FALSE(decode_mode(h.dirty, cutlm::DecodeMode::Disassemble).valid()) << h.what;
    // For execution it is the clean instruction; its text is LLVM's for the clean word.
    const cutlm::DecodedInst d = decode_mode(h.dirty, cutlm::DecodeMode::Execute);
    ASSERT_TRUE(d.valid()) << h.what << ": " << d.error;
    EXPECT_FALSE(d.llvm_prints) << h.what;
    EXPECT_EQ(d.num_words, h.dirty.size()) << h.what;
    const std::vector<uint8_t> clean = cutlm_test::words_to_bytes(h.clean);
    EXPECT_EQ(cutlm::disassemble(d, false), llvm_text(clean, false)) << h.what;
    const cutlm::DecodedInst c = decode_mode(h.clean, cutlm::DecodeMode::Execute);
    ASSERT_TRUE(c.valid());
    EXPECT_TRUE(c.llvm_prints);
    EXPECT_EQ(d.info, c.info) << h.what;
  }
}

TEST(DecodeForExecution, VopdBankRuleBreakersDecodeInBothModesAsLlvmPrintsThem) {
  // srcx0 v1 / srcy0 v5 (bank 1) and vsrc1 v2 on both sides; then srcx0 v4 / srcy0 v0 (bank 0),
  // Y reading X's destination. llvm-mc-19 refuses to assemble these; its disassembler prints
  // them.
  const std::vector<std::vector<uint32_t>> pairs = {{0xC9080501u, 0x00020505u},
                                                    {0xC9080504u, 0x00020500u}};
  std::string errors;
  cutlm_test::llvm_assemble({"v_dual_add_f32 v0, v1, v2 :: v_dual_add_f32 v3, v5, v2"}, false,
                            &errors);
  EXPECT_NE(errors, "") << "llvm-mc assembled a bank conflict";
  for (const auto& words : pairs) {
    const std::vector<std::string> llvm = objdump_lines(words);
    EXPECT_EQ(our_lines(words), llvm);
    for (cutlm::DecodeMode mode : {cutlm::DecodeMode::Disassemble, cutlm::DecodeMode::Execute}) {
      const cutlm::DecodedInst d = decode_mode(words, mode);
      ASSERT_TRUE(d.valid()) << d.error;
      EXPECT_TRUE(d.llvm_prints);
    }
  }
}

TEST(DecodeForExecution, WhatTheHardwareCannotRunStaysInvalid) {
  // A VGPR tuple past v255 (ds_max_u64's data v[255:256]), v_pk_add_f16 with the VOP3P bit
  // above the opcode set, and VOPD in wave64.
  const std::vector<std::vector<uint32_t>> words = {{0xD9200008u, 0x0000FF01u},
                                                    {0xCC8F4004u, 0x18020501u}};
  EXPECT_FALSE(decode_mode(words[0], cutlm::DecodeMode::Execute).valid());
  EXPECT_FALSE(decode_mode(words[1], cutlm::DecodeMode::Execute).valid());
  const std::vector<uint8_t> vopd = cutlm_test::words_to_bytes({0xC9080501u, 0x00020505u});
  EXPECT_FALSE(cutlm::decode(vopd.data(), vopd.size(), true, cutlm::DecodeMode::Execute).valid());
}

}  // namespace
