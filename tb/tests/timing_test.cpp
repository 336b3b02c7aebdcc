// The loosely timed compute unit's timing rules, as README's Status section states them, checked
// through `cutlm run --stats` (one SystemC elaboration per process, so each case is a process):
// one instruction issues per cycle; a VALU result is readable `valu_latency` cycles after issue,
// an SALU result (SCC included) `salu_latency` cycles after; a wave64 VALU instruction takes two
// issue cycles. Dependencies the instruction names in its operand fields and the ones it reads
// implicitly (the generated ISA facts: SCC for s_cbranch_scc*, s_cselect, s_addc/subb, s_cmov*;
// VCC for VOP2 v_cndmask and carries, v_div_fmas, v_dual_cndmask, s_cbranch_vcc*) both stall.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "test_util.h"

namespace {

using cutlm_test::TempDir;

struct Stats {
  uint64_t cycles = 0;
  uint64_t stalls = 0;
  uint64_t instructions = 0;
};

Stats run(const std::string& program, const std::string& options = "") {
  TempDir dir;
  const std::string source = dir.file("p.s");
  const std::string stats = dir.file("stats.json");
  cutlm_test::write_file(source, program + "\ns_endpgm\n");
  const auto r = cutlm_test::run_command(
      std::string(CUTLM_BINARY) + " run " + source + " -q --stats " + stats + " " + options, "");
  EXPECT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(cutlm_test::read_text(stats));
  return Stats{j.at("cycles").get<uint64_t>(), j.at("dependency_stall_cycles").get<uint64_t>(),
               j.at("instructions").get<uint64_t>()};
}

std::string repeat(const std::string& line, int times) {
  std::string text;
  for (int i = 0; i < times; ++i) text += line + "\n";
  return text;
}

// Eight VALU instructions each reading the previous one's result.
const std::string kDependentChain = repeat("v_add_nc_u32 v1, v1, v2", 8);
// Eight that read only registers nobody writes.
const std::string kIndependent =
    "v_add_nc_u32 v1, v9, v10\nv_add_nc_u32 v2, v9, v10\nv_add_nc_u32 v3, v9, v10\n"
    "v_add_nc_u32 v4, v9, v10\nv_add_nc_u32 v5, v9, v10\nv_add_nc_u32 v6, v9, v10\n"
    "v_add_nc_u32 v7, v9, v10\nv_add_nc_u32 v8, v9, v10";

TEST(Timing, DependentValuChainWaitsForEachResult) {
  // Each of the 7 dependent issues waits latency - 1 cycles after the one before.
  EXPECT_EQ(run(kDependentChain).stalls, 7u * (5 - 1));
  EXPECT_EQ(run(kDependentChain, "--valu-latency 9").stalls, 7u * (9 - 1));
  EXPECT_EQ(run(kIndependent).stalls, 0u);
  // The stalls are cycles: the chain takes exactly that much longer than independent work.
  EXPECT_EQ(run(kDependentChain).cycles - run(kIndependent).cycles, 7u * (5 - 1));
}

// The cycle mode's wait for a transcendental's result, per dependent instruction in a chain of
// four, from the CPI stack: RDNA4's pseudo-scalar forms have their own class (isa/gfx1100_timing
// .json valu_pseudo_scalar_trans, latency 7), their VALU twins the transcendental one (10).
uint64_t cycle_mode_trans_wait(const std::string& program) {
  TempDir dir;
  const std::string source = dir.file("p.s");
  const std::string stats = dir.file("stats.json");
  cutlm_test::write_file(source, program + "\ns_endpgm\n");
  const auto r = cutlm_test::run_command(std::string(CUTLM_BINARY) + " run --arch gfx1200 " +
                                             source + " -q --timing cycle --stats " + stats,
                                         "");
  EXPECT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(cutlm_test::read_text(stats));
  return j.at("cpi_stack").at("dependency_trans").get<uint64_t>();
}

TEST(Timing, Gfx1200PseudoScalarTranscendentalsHaveTheirOwnLatency) {
  const uint64_t pseudo_scalar = cycle_mode_trans_wait(
      "v_s_exp_f32 s1, s2\nv_s_exp_f32 s3, s1\nv_s_exp_f32 s4, s3\nv_s_exp_f32 s5, s4");
  const uint64_t vector = cycle_mode_trans_wait(
      "v_exp_f32 v1, v2\nv_exp_f32 v3, v1\nv_exp_f32 v4, v3\nv_exp_f32 v5, v4");
  EXPECT_EQ(pseudo_scalar, 3u * (7 - 1));
  EXPECT_EQ(vector, 3u * (10 - 1));
}

TEST(Timing, Wave64ValuTakesTwoIssueCycles) {
  const Stats w32 = run(kIndependent);
  const Stats w64 = run(kIndependent, "--wave64");
  EXPECT_EQ(w64.instructions, w32.instructions);
  EXPECT_EQ(w64.cycles - w32.cycles, 8u);  // one more pass for each of the 8
}

TEST(Timing, SccReadByABranchWaitsForTheSalu) {
  const std::string program = "s_cmp_eq_u32 s0, s0\ns_cbranch_scc1 next\nnext:";
  EXPECT_EQ(run(program).stalls, 2u - 1);
  EXPECT_EQ(run(program, "--salu-latency 6").stalls, 6u - 1);
  // A branch that reads nothing written just before does not wait.
  EXPECT_EQ(run("s_cmp_eq_u32 s0, s0\ns_nop 0\ns_branch next\nnext:").stalls, 0u);
}

TEST(Timing, ImplicitVccReadsWaitForTheCompare) {
  // VOP2 v_cndmask reads VCC without naming it; the VOP3 form names its mask.
  EXPECT_EQ(run("v_cmp_eq_u32 vcc_lo, v0, v0\nv_cndmask_b32 v1, v2, v3, vcc_lo").stalls, 5u - 1);
  EXPECT_EQ(run("v_cmp_eq_u32 s4, v0, v0\nv_cndmask_b32_e64 v1, v2, v3, s4").stalls, 5u - 1);
  EXPECT_EQ(run("v_cmp_eq_u32 vcc_lo, v0, v0\ns_cbranch_vccnz next\nnext:").stalls, 5u - 1);
  // Without the compare there is nothing to wait for.
  EXPECT_EQ(run("v_cndmask_b32 v1, v2, v3, vcc_lo").stalls, 0u);
}

TEST(Timing, EverySccReaderWaitsForTheCompare) {
  for (const char* reader : {"s_cselect_b32 s1, s2, s3", "s_cselect_b64 s[4:5], s[6:7], s[8:9]",
                             "s_addc_u32 s1, s2, s3", "s_subb_u32 s1, s2, s3", "s_cmov_b32 s1, s2",
                             "s_cmov_b64 s[4:5], s[6:7]", "s_cmovk_i32 s1, 0x7"}) {
    EXPECT_EQ(run(std::string("s_cmp_eq_u32 s0, s0\n") + reader).stalls, 2u - 1) << reader;
  }
  // s_add_u32 writes SCC but does not read it.
  EXPECT_EQ(run("s_cmp_eq_u32 s0, s0\ns_add_u32 s1, s2, s3").stalls, 0u);
}

TEST(Timing, VccReadersWithoutAMaskFieldWaitForAVopcCompare) {
  const std::string compare = "v_cmp_eq_u32_e32 vcc_lo, v0, v0\n";
  for (const char* reader :
       {"v_cndmask_b32_e32 v1, v2, v3, vcc_lo", "v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo",
        "v_sub_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo", "v_div_fmas_f32 v1, v2, v3, v4",
        "v_dual_cndmask_b32 v1, v2, v3 :: v_dual_mov_b32 v4, v5",
        "v_dual_mov_b32 v4, v5 :: v_dual_cndmask_b32 v1, v2, v3"}) {
    EXPECT_EQ(run(compare + reader).stalls, 5u - 1) << reader;
  }
  // The VOP3 forms read the mask their src2 names, here one nobody wrote.
  EXPECT_EQ(run(compare + "v_cndmask_b32_e64 v1, v2, v3, s4").stalls, 0u);
  EXPECT_EQ(run(compare + "v_add_co_ci_u32_e64 v1, s5, v2, v3, s4").stalls, 0u);
}

// RDNA4's s_sleep_var sleeps for the count its scalar source holds, in s_sleep's 64-clock units
// (control.sleep_cycles_per_unit; docs/timing.md): the cycle mode takes the count the executor
// read, bits [6:0] of the register (the s_nop keeps the SGPR's latency out of the comparison).
// The fast mode gives sleeps no time.
TEST(Timing, SleepVarSleepsForTheCountInItsRegister) {
  const std::string cycle = "--arch gfx1200 --timing cycle";
  auto sleep_var = [](uint32_t count, const std::string& options) {
    return run("s_mov_b32 s0, " + std::to_string(count) + "\ns_nop 7\ns_sleep_var s0", options)
        .cycles;
  };
  auto sleep_imm = [&](int count) {
    return run("s_mov_b32 s0, 0\ns_nop 7\ns_sleep " + std::to_string(count), cycle).cycles;
  };
  EXPECT_EQ(sleep_var(5, cycle) - sleep_var(1, cycle), 4u * 64);
  EXPECT_EQ(sleep_var(3, cycle), sleep_imm(3));
  EXPECT_EQ(sleep_var(0x83, cycle), sleep_var(3, cycle));  // only bits [6:0] count
  EXPECT_EQ(sleep_var(100, "--arch gfx1200"), sleep_var(1, "--arch gfx1200"));
}

}  // namespace
