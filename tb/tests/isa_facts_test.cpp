// ISA facts the generated tables and the operand model carry: the implicit operands of each
// encoding form (InstInfo::implicit_reads/implicit_writes, from isa/gfx1100.json) against lists
// written from AMD's RDNA3 ISA guide, and the one table of float inline constants against the
// values it stands for (implicit_operands_llvm_test checks the same facts against LLVM), and the
// pairing of each v_cmp with its v_cmpx form against the guide's VOPC opcodes.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>
#include <string>

#include "isa/decoder.h"
#include "isa/operands.h"
#include "isa_tables.h"

namespace {

using namespace cutlm;

// The gfx1100 instructions (AMD names, one per encoding form) whose facts have `bit`.
std::set<std::string> with(uint8_t bit, bool reads) {
  std::set<std::string> names;
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    const uint8_t mask = reads ? all[i].implicit_reads : all[i].implicit_writes;
    if (all[i].available && (mask & bit) != 0) names.insert(all[i].name);
  }
  return names;
}

// A normal binary16 value.
double f16_value(uint16_t bits) {
  const double magnitude = std::ldexp(1.0 + (bits & 0x3FF) / 1024.0, ((bits >> 10) & 0x1F) - 15);
  return (bits & 0x8000) != 0 ? -magnitude : magnitude;
}

const isa::InstInfo& find(const char* name) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (std::strcmp(all[i].name, name) == 0) return all[i];
  }
  ADD_FAILURE() << name << " is not in the table";
  return all[0];
}

TEST(ImplicitOperands, SccReadersAreTheGuidesSelectsCarriesMovesAndBranches) {
  const std::set<std::string> expected = {"S_CBRANCH_SCC0", "S_CBRANCH_SCC1", "S_CSELECT_B32",
                                          "S_CSELECT_B64",  "S_ADDC_U32",     "S_SUBB_U32",
                                          "S_CMOV_B32",     "S_CMOV_B64",     "S_CMOVK_I32"};
  EXPECT_EQ(with(isa::kImplicitScc, true), expected);
}

TEST(ImplicitOperands, VccReadersAreTheFormsWithoutAMaskField) {
  // The VOP3/VOP3SD forms of v_cndmask and the carries name their mask in src2; v_div_fmas has
  // no mask field in any form, nor has VOPD.
  const std::set<std::string> expected = {
      "S_CBRANCH_VCCZ",      "S_CBRANCH_VCCNZ",     "V_CNDMASK_B32_E32",
      "V_ADD_CO_CI_U32_E32", "V_SUB_CO_CI_U32_E32", "V_SUBREV_CO_CI_U32_E32",
      "V_DIV_FMAS_F32",      "V_DIV_FMAS_F64",      "V_DUAL_CNDMASK_B32"};
  EXPECT_EQ(with(isa::kImplicitVcc, true), expected);
  EXPECT_EQ(find("V_CNDMASK_B32_E64").implicit_reads, 0);
  EXPECT_EQ(find("V_ADD_CO_CI_U32").implicit_reads, 0);  // VOP3SD
}

TEST(ImplicitOperands, WritersOfSccVccAndExec) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& inst = all[i];
    const std::string name = inst.name;
    // Every scalar compare sets SCC; the VOPC compares write VCC, the v_cmpx ones EXEC in both
    // encodings, and the VOP3 compares write the SGPRs their sdst names.
    if (inst.format == isa::Format::SOPC && name.rfind("S_CMP", 0) == 0) {
      EXPECT_TRUE(inst.implicit_writes & isa::kImplicitScc) << name;
    }
    if (name.rfind("V_CMPX_", 0) == 0) {
      EXPECT_EQ(inst.implicit_writes, isa::kImplicitExec) << name;
    } else if (name.rfind("V_CMP_", 0) == 0) {
      EXPECT_EQ(inst.implicit_writes, inst.format == isa::Format::VOPC ? isa::kImplicitVcc : 0)
          << name;
    }
  }
  EXPECT_EQ(find("S_ADD_U32").implicit_writes, isa::kImplicitScc);
  EXPECT_EQ(find("S_MOV_B32").implicit_writes, 0);
  EXPECT_EQ(find("S_CSELECT_B32").implicit_writes, 0);
  EXPECT_EQ(find("S_AND_SAVEEXEC_B32").implicit_reads, isa::kImplicitExec);
  EXPECT_EQ(find("S_AND_SAVEEXEC_B32").implicit_writes, isa::kImplicitExec | isa::kImplicitScc);
  EXPECT_EQ(find("V_ADD_CO_CI_U32_E32").implicit_writes, isa::kImplicitVcc);
  EXPECT_EQ(find("V_ADD_CO_U32").implicit_writes, 0);     // VOP3SD: sdst names the carry
  EXPECT_EQ(find("V_DIV_SCALE_F32").implicit_writes, 0);  // likewise
}

TEST(ImplicitOperands, M0Readers) {
  for (const char* name :
       {"S_MOVRELS_B32", "S_MOVRELD_B64", "V_MOVRELD_B32_E32", "V_MOVRELS_B32_E64",
        "V_SWAPREL_B32_E32", "DS_APPEND", "DS_LOAD_ADDTID_B32", "LDS_PARAM_LOAD", "S_SENDMSG"}) {
    EXPECT_TRUE(find(name).implicit_reads & isa::kImplicitM0) << name;
  }
  EXPECT_FALSE(find("V_MOV_B32_E32").implicit_reads & isa::kImplicitM0);
  EXPECT_FALSE(find("DS_LOAD_B32").implicit_reads & isa::kImplicitM0);
}

TEST(InlineConstants, OneTableHoldsEachValueInEveryFormat) {
  const double kValues[] = {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1.0 / (2.0 * M_PI)};
  ASSERT_EQ(operand::kNumInlineFloats, 9u);
  for (unsigned i = 0; i < operand::kNumInlineFloats; ++i) {
    const uint16_t code = static_cast<uint16_t>(operand::kFloatFirst + i);
    const operand::InlineFloat& f = operand::inline_float(code);
    double f64 = 0;
    std::memcpy(&f64, &f.f64, sizeof f64);
    // gfx1100's binary64 1/(2*pi) is rounded toward zero, one unit below the nearest double.
    EXPECT_EQ(f64, i == 8 ? std::nextafter(kValues[i], 0.0) : kValues[i]) << i;
    float f32 = 0;
    std::memcpy(&f32, &f.f32, sizeof f32);
    EXPECT_EQ(f32, static_cast<float>(kValues[i])) << i;
    // binary16 rounds 1/(2*pi) to nearest: within half a unit in the last place.
    EXPECT_LE(std::fabs(f16_value(f.f16) - kValues[i]), std::fabs(kValues[i]) * 0x1p-11) << i;
    EXPECT_EQ(f.bf16, f.f32 >> 16) << i;  // bf16 keeps f32's high half (1/(2*pi) truncated)
    EXPECT_EQ(operand::inline_float_bits(code, 16), f.f16);
    EXPECT_EQ(operand::inline_float_bits(code, 32), f.f32);
    EXPECT_EQ(operand::inline_float_bits(code, 64), f.f64);
    // The spelling reads back as the value at its precision.
    EXPECT_EQ(static_cast<float>(std::stod(f.text)), f32) << f.text;
    EXPECT_EQ(std::stod(f.text64), f64) << f.text64;
  }
}

// The guide's VOPC table puts each v_cmpx 0x80 above its v_cmp. cmpx_form, by which the executor
// registers the EXEC-writing compares, pairs them by name: the two agree for every gfx1100
// compare, and a v_cmpx has no cmpx form of its own.
TEST(CompareForms, CmpxIsTheVopcOpcode0x80Above) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  int pairs = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& info = all[i];
    if (!info.available || info.format != isa::Format::VOPC) continue;
    if (info.opcode >= 0x80) {
      EXPECT_EQ(cmpx_form(info.op), isa::Op::Invalid) << info.name;
      continue;
    }
    const isa::InstInfo* cmpx = isa::lookup(isa::Format::VOPC, info.opcode + 0x80);
    ASSERT_NE(cmpx, nullptr) << info.name;
    EXPECT_EQ(cmpx_form(info.op), cmpx->op) << info.name << " and " << cmpx->name;
    ++pairs;
  }
  // The guide's gfx11 v_cmp forms: 16 each for f16, f32 and f64 (F..TRU), 6 each for i16 and
  // u16, 8 each for i32, u32, i64 and u64, and v_cmp_class for f16, f32 and f64: 95.
  EXPECT_EQ(pairs, 95);
  EXPECT_EQ(cmpx_form(isa::Op::V_ADD_F32), isa::Op::Invalid);
}

}  // namespace
