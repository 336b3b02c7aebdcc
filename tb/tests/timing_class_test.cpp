// Timing classes in the generated tables: every instruction has one, the classes of
// representative operations are the ones Mesa ACO gives them, and the wave64 single-pass flag
// covers exactly the kinds Mesa's is_dual_issue_capable lists. (timing_classes_llvm_test checks
// the same classes against llvm-mca-19's latencies and resources.)
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "isa_tables.h"

namespace {

using namespace cutlm;
using isa::TimingClass;

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The operation of an encoding form, as isa/timing_classes.json names it (v_min_f16).
std::string op_of(const isa::InstInfo& info) { return lower(isa::op_name(info.op)); }

TEST(TimingClass, EveryInstructionHasANamedClass) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  ASSERT_GT(count, 1400u);
  std::map<std::string, int> per_class;
  for (std::size_t i = 0; i < count; ++i) {
    const int cls = static_cast<int>(all[i].timing_class);
    ASSERT_LT(cls, static_cast<int>(TimingClass::Count)) << all[i].name;
    const std::string name = isa::timing_class_name(all[i].timing_class);
    EXPECT_FALSE(name.empty()) << all[i].name;
    EXPECT_NE(name, "unknown") << all[i].name;
    if (all[i].available) ++per_class[name];
  }
  // gfx1100 runs no scalar float op (RDNA3.5's SALU float unit) and no pseudo-scalar
  // transcendental (RDNA4's).
  EXPECT_EQ(per_class.count("sfpu"), 0u);
  EXPECT_EQ(per_class.count("valu_pseudo_scalar_trans"), 0u);
  for (int c = 0; c < static_cast<int>(TimingClass::Count); ++c) {
    const std::string name = isa::timing_class_name(static_cast<TimingClass>(c));
    if (name != "sfpu" && name != "valu_pseudo_scalar_trans") {
      EXPECT_GT(per_class[name], 0) << name << " has no gfx1100 instruction";
    }
  }
}

// RDNA4's pseudo-scalar transcendentals have ACO's class of their own (latency 7, one cycle of
// the transcendental unit), not their VALU twin's nor their format's default.
TEST(TimingClass, Gfx1200PseudoScalarTranscendentalsHaveTheirOwnClass) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(isa::Arch::Gfx1200, &count);
  const std::regex pseudo_scalar("v_s_(exp|log|rcp|rsq|sqrt)_f(16|32)");
  int seen = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (!std::regex_match(op_of(all[i]), pseudo_scalar)) continue;
    ++seen;
    EXPECT_STREQ(isa::timing_class_name(all[i].timing_class), "valu_pseudo_scalar_trans")
        << all[i].name;
  }
  EXPECT_EQ(seen, 10);
}

TEST(TimingClass, OneClassPerOperationWhateverTheEncoding) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  std::map<isa::Op, TimingClass> seen;
  for (std::size_t i = 0; i < count; ++i) {
    auto [it, fresh] = seen.emplace(all[i].op, all[i].timing_class);
    EXPECT_TRUE(fresh || it->second == all[i].timing_class) << all[i].name;
  }
}

// Representative operations and their class in Mesa's aco_opcodes.py (and LLVM where noted).
TEST(TimingClass, RepresentativeOperations) {
  const std::map<std::string, std::string> expected = {
      {"v_add_f32", "valu32"},
      {"v_fma_f32", "valu_fma"},
      {"v_exp_f32", "valu_transcendental32"},
      {"v_sqrt_f16", "valu_transcendental32"},
      {"v_mul_lo_u32", "valu_quarter_rate32"},
      {"v_mul_hi_i32", "valu_quarter_rate32"},
      {"v_lshlrev_b64", "valu64"},
      {"v_cmp_eq_u64", "valu64"},
      {"v_mad_u64_u32", "valu64"},
      {"v_fma_f64", "valu_double"},
      {"v_cmp_class_f64", "valu_double"},
      {"v_div_fixup_f64", "valu_double"},  // LLVM's class (Mesa leaves it at valu32)
      {"v_add_f64", "valu_double_add"},
      {"v_cvt_f32_f64", "valu_double_convert"},
      {"v_rsq_f64", "valu_double_transcendental"},
      {"v_wmma_f32_16x16x16_f16", "wmma"},
      {"v_dual_fmac_f32", "valu32"},
      {"s_add_u32", "salu"},
      {"s_nop", "salu"},
      {"s_sleep", "salu"},
      {"s_load_b32", "smem"},
      {"s_branch", "branch"},
      {"s_cbranch_execz", "branch"},
      {"s_setpc_b64", "branch"},
      {"s_barrier", "barrier"},
      {"s_waitcnt", "waitcnt"},
      {"s_delay_alu", "waitcnt"},
      {"s_sendmsg", "sendmsg"},
      {"s_trap", "other"},
      {"ds_load_b32", "ds"},
      {"lds_param_load", "ds"},
      {"global_load_b32", "vmem"},
      {"buffer_store_b32", "vmem"},
      {"image_sample", "vmem"},
      {"exp", "exp"},
  };
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  std::set<std::string> found;
  for (std::size_t i = 0; i < count; ++i) {
    auto it = expected.find(op_of(all[i]));
    if (it == expected.end()) continue;
    found.insert(it->first);
    EXPECT_EQ(isa::timing_class_name(all[i].timing_class), it->second) << all[i].name;
  }
  EXPECT_EQ(found.size(), expected.size());
}

// Mesa's is_dual_issue_capable (gfx11): f32/f16 fma, add, sub, mul (and their mk/ak/ac and
// dx9-zero forms), moves, cndmask, writelane, f32/f16 and 16-bit integer min/max, 16-bit integer
// add/sub/mad/mul_lo/logic/shifts, dot2 into f16/bf16/f32. Written here as a pattern over the
// operation names, independently of the data's list.
bool documented_single_pass(const std::string& op) {
  static const std::regex kinds(
      "v_(fma|fmac|fmaak|fmamk|mul|add|sub|subrev)_f(32|16)"
      "|v_(mul|fma|fmac)_dx9_zero_f32"
      "|v_mov_b(32|16)|v_movrel(d|s|sd|sd_2)_b32|v_cndmask_b(32|16)|v_writelane_b32"
      "|v_(max|min)_(f32|f16|i16|u16)"
      "|v_(add_nc|sub_nc|mad)_(i16|u16)|v_mul_lo_u16"
      "|v_(not|and|or|xor)_b16|v_(lshrrev|lshlrev)_b16|v_ashrrev_i16"
      "|v_dot2_(bf16_bf16|f32_bf16|f16_f16|f32_f16)|v_dot2acc_f32_f16");
  return std::regex_match(op, kinds);
}

TEST(TimingClass, Wave64SinglePassIsTheDocumentedKinds) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  std::set<std::string> flagged;
  for (std::size_t i = 0; i < count; ++i) {
    const std::string op = op_of(all[i]);
    // VOPD is wave32 only; its X/Y ops are not wave64 instructions.
    const bool expect = all[i].format != isa::Format::VOPD && documented_single_pass(op);
    EXPECT_EQ(all[i].wave64_single_pass, expect) << all[i].name;
    if (all[i].wave64_single_pass) flagged.insert(op);
  }
  // Every kind is present (a renamed opcode would otherwise drop out silently).
  EXPECT_EQ(flagged.size(), 55u);
  for (const char* op : {"v_fma_f32", "v_fmac_f32", "v_add_f16", "v_mov_b32", "v_cndmask_b32",
                         "v_max_f32", "v_min_u16", "v_dot2_f32_f16", "v_dot2acc_f32_f16"}) {
    EXPECT_EQ(flagged.count(op), 1u) << op;
  }
  // Not single pass: transcendentals, f64, 32-bit integer add, operand-dependent fma_mix.
  for (const char* op : {"v_exp_f32", "v_fma_f64", "v_add_nc_u32", "v_fma_mix_f32"}) {
    EXPECT_EQ(flagged.count(op), 0u) << op;
  }
}

// RDNA4's 22 WMMA and SWMMAC all time as WMMA: the six that share gfx1100's names by their own
// data, the other 16 through isa/gfx1200_execution.json timing_like (none left at its format's
// default class, valu32).
TEST(TimingClass, Gfx1200MatrixInstructionsAreWmma) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(isa::Arch::Gfx1200, &count);
  std::set<std::string> names;
  for (std::size_t i = 0; i < count; ++i) {
    const std::string name = all[i].name;
    if (name.rfind("V_WMMA_", 0) != 0 && name.rfind("V_SWMMAC_", 0) != 0) continue;
    names.insert(name);
    EXPECT_EQ(all[i].timing_class, TimingClass::Wmma) << name;
    EXPECT_TRUE(all[i].executes) << name;
  }
  EXPECT_EQ(names.size(), 22u);
}

}  // namespace
