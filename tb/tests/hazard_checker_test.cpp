// The s_waitcnt hazard checker's counter rules (model/dispatch/hazard_checker.h), instruction by
// instruction: programs assembled by llvm-mc-19 are walked in order and each instruction is shown
// to the checker as the dispatch engine shows it (before it executes, then with its unit), without
// executing it, so that loads need no memory. The expected rules come from AMD's ISA guide
// (docs/timing-evidence.md section 3): vmcnt in order, LDS in order on lgkmcnt, SMEM out of order.
#include "dispatch/hazard_checker.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "loader/program.h"
#include "test_util.h"

namespace {

using cutlm::HazardChecker;
using cutlm::HazardMode;
using cutlm::Unit;

// The unit the executor would report: what the checker keys on after an instruction.
cutlm::StepResult result_of(const cutlm::DecodedInst& inst) {
  cutlm::StepResult r;
  // RDNA4's memory forms are the gfx1100 ones renamed.
  switch (cutlm::isa::base_format(inst.format)) {
    case cutlm::isa::Format::SMEM: r.unit = Unit::Smem; break;
    case cutlm::isa::Format::DS: r.unit = Unit::Lds; break;
    case cutlm::isa::Format::FLAT:
    case cutlm::isa::Format::GLOBAL:
    case cutlm::isa::Format::SCRATCH:
    case cutlm::isa::Format::MUBUF:
    case cutlm::isa::Format::MTBUF: r.unit = Unit::Vmem; break;
    case cutlm::isa::Format::SOPP:
      r.unit = Unit::Waitcnt;
      r.ended = inst.info->op == cutlm::isa::Op::S_ENDPGM;
      break;
    case cutlm::isa::Format::SOPK: r.unit = Unit::Waitcnt; break;
    default: r.unit = Unit::Valu; break;
  }
  return r;
}

struct Walk {
  std::vector<std::string> warnings;
  HazardChecker checker;
  cutlm::WaveState wave;
  cutlm::Program program;

  explicit Walk(const std::string& source, HazardMode mode = HazardMode::Warn, bool wave64 = false,
                const char* target = "gfx1100")
      : checker(mode, [this](const std::string& line) { warnings.push_back(line); }),
        wave(wave64 ? 64 : 32) {
    cutlm_test::TempDir dir;
    cutlm_test::write_file(dir.file("p.s"), source);
    program = cutlm::load_program(dir.file("p.s"), wave64, true, target);
  }

  // Shows instructions from the wave's pc up to (not including) `stop_pc`, or to s_endpgm.
  void run_until(uint64_t stop_pc = ~0ull) {
    while (wave.pc < program.code.size() && wave.pc < stop_pc) {
      const cutlm::DecodedInst inst =
          cutlm::decode(program.code.data() + wave.pc, program.code.size() - wave.pc, wave.wave64(),
                        cutlm::DecodeMode::Execute, program.arch);
      ASSERT_TRUE(inst.valid()) << inst.error;
      const cutlm::StepResult r = result_of(inst);
      checker.before(wave, inst);
      checker.after(wave, wave.pc, inst, r);
      if (r.ended) return;
      wave.pc += inst.size_bytes();
    }
  }
  std::vector<uint64_t> pending_pcs(uint32_t wave_id = 0) const {
    std::vector<uint64_t> pcs;
    for (const HazardChecker::Pending& p : checker.outstanding(wave_id)) pcs.push_back(p.pc);
    return pcs;
  }
};

TEST(HazardChecker, VmcntRetiresOnlyTheOlderOfTwoLoads) {
  Walk w(R"(
    global_load_b32 v1, v0, s[0:1]
    global_load_b32 v2, v0, s[0:1] offset:4
    s_waitcnt vmcnt(1)
    v_mov_b32 v3, v1
    v_mov_b32 v4, v2
    s_waitcnt vmcnt(0)
    v_mov_b32 v4, v2
    s_endpgm
  )");
  w.run_until(0x14);
  EXPECT_EQ(w.pending_pcs(), std::vector<uint64_t>{0x8});
  EXPECT_TRUE(w.warnings.empty());
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x18 (v_mov_b32_e32 v4, v2) reads v2 before global_load_b32 at pc "
            "0x8 completed");
  EXPECT_TRUE(w.pending_pcs().empty());
}

TEST(HazardChecker, LgkmcntAboveZeroRetiresOnlyLdsInOrder) {
  // lgkmcnt(1) with one SMEM and two LDS loads outstanding: two of the three are done, but SMEM
  // returns out of order and may be one of them, so only the older LDS load is known to be done.
  Walk w(R"(
    s_load_b32 s4, s[0:1], 0x0
    ds_load_b32 v1, v0
    ds_load_b32 v2, v0 offset:4
    s_waitcnt lgkmcnt(1)
    v_mov_b32 v3, v1
    v_mov_b32 v4, v2
    s_mov_b32 s5, s4
    s_waitcnt lgkmcnt(0)
    s_mov_b32 s5, s4
    s_endpgm
  )");
  w.run_until(0x1c);
  EXPECT_EQ(w.pending_pcs(), (std::vector<uint64_t>{0x0, 0x10}));
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 2u);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x20 (v_mov_b32_e32 v4, v2) reads v2 before ds_load_b32 at pc 0x10 "
            "completed");
  EXPECT_EQ(w.warnings[1],
            "hazard: wave 0 pc 0x24 (s_mov_b32 s5, s4) reads s4 before s_load_b32 at pc 0x0 "
            "completed");
}

TEST(HazardChecker, SmemNeedsLgkmcntZero) {
  Walk w(R"(
    s_load_b64 s[4:5], s[0:1], 0x0
    s_load_b32 s6, s[0:1], 0x8
    s_waitcnt lgkmcnt(1)
    s_add_u32 s7, s5, 1
    s_endpgm
  )");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x14 (s_add_u32 s7, s5, 1) reads s5 before s_load_b64 at pc 0x0 "
            "completed");
  EXPECT_TRUE(w.pending_pcs().empty()) << "s_endpgm retires everything";
}

// RDNA4 splits lgkmcnt: kmcnt counts scalar memory only and dscnt LDS (AMD's RDNA4 ISA guide,
// LLVM's SIInsertWaitcnts KM_CNT and DS_CNT), so s_wait_kmcnt 0 leaves an LDS load pending.
TEST(HazardChecker, Rdna4KmcntWaitsForScalarMemoryOnly) {
  Walk w(R"(
    s_load_b32 s4, s[0:1], 0x0
    ds_load_b32 v1, v0
    s_wait_kmcnt 0x0
    s_mov_b32 s5, s4
    v_mov_b32 v3, v1
    s_wait_dscnt 0x0
    v_mov_b32 v3, v1
    s_endpgm
  )",
         HazardMode::Warn, false, "gfx1200");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x18 (v_mov_b32_e32 v3, v1) reads v1 before ds_load_b32 at pc 0x8 "
            "completed");
}

// A buffer instruction's vaddr is one VGPR per idxen and offen bit (AMD's data gives two): with
// offen alone the next load's v0 does not read v1, with both it does.
TEST(HazardChecker, BufferAddressIsOneVgprPerIndexAndOffset) {
  Walk w(R"(
    buffer_load_b32 v1, v0, s[4:7], 0 offen
    buffer_load_b32 v2, v0, s[4:7], 0 offen
    buffer_load_b32 v3, v[0:1], s[4:7], 0 idxen offen
    s_endpgm
  )");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_NE(w.warnings[0].find("pc 0x10 (buffer_load_b32 v3, v[0:1], s[4:7], 0 idxen offen) reads "
                               "v1 before buffer_load_b32 at pc 0x0 completed"),
            std::string::npos)
      << w.warnings[0];
}

// RDNA4's VBUFFER names its descriptor's SGPRs in a plain field (rsrc): they are read like any
// register, so a buffer load right after the scalar load of its descriptor is a hazard.
TEST(HazardChecker, Rdna4BufferDescriptorIsARegisterRead) {
  Walk w(R"(
    s_load_b128 s[4:7], s[0:1], 0x0
    buffer_load_b32 v1, v0, s[4:7], null offen
    s_wait_kmcnt 0x0
    buffer_load_b32 v2, v0, s[4:7], null offen
    s_endpgm
  )",
         HazardMode::Warn, false, "gfx1200");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_NE(w.warnings[0].find("pc 0x8 (buffer_load_b32 v1, v0, s[4:7], null offen) reads s"),
            std::string::npos)
      << w.warnings[0];
  EXPECT_NE(w.warnings[0].find("before s_load_b128 at pc 0x0 completed"), std::string::npos)
      << w.warnings[0];
}

// s_wait_loadcnt_dscnt holds two counts: loadcnt in [13:8], dscnt in [5:0]. 0x101 leaves one
// global load (the newer: loads return in order) and the one LDS load pending.
TEST(HazardChecker, Rdna4LoadcntDscntWaitsForBothCounts) {
  Walk w(R"(
    global_load_b32 v1, v0, s[0:1]
    global_load_b32 v2, v0, s[0:1] offset:4
    ds_load_b32 v3, v0
    s_wait_loadcnt_dscnt 0x101
    v_mov_b32 v4, v1
    v_mov_b32 v5, v2
    v_mov_b32 v6, v3
    s_endpgm
  )",
         HazardMode::Warn, false, "gfx1200");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 2u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x28 (v_mov_b32_e32 v5, v2) reads v2 before global_load_b32 at pc "
            "0xc completed");
  EXPECT_EQ(w.warnings[1],
            "hazard: wave 0 pc 0x2c (v_mov_b32_e32 v6, v3) reads v3 before ds_load_b32 at pc 0x18 "
            "completed");
}

// RDNA4's transposing loads spread a 16x16 matrix over the wave: in wave64, global_load_tr_b128
// writes two VGPRs, not the four the ISA data (wave32) gives, so reading v6 after it is no
// hazard there and is one in wave32.
TEST(HazardChecker, Rdna4TransposeLoadWritesHalfItsRegistersInWave64) {
  for (const bool wave64 : {true, false}) {
    Walk w(std::string("global_load_tr_b128 ") + (wave64 ? "v[4:5]" : "v[4:7]") + R"(, v[0:1], off
      v_mov_b32 v8, v6
      v_mov_b32 v9, v5
      s_endpgm
    )",
           HazardMode::Warn, wave64, "gfx1200");
    w.run_until();
    std::vector<std::string> want;
    if (!wave64) {
      want.push_back(
          "hazard: wave 0 pc 0xc (v_mov_b32_e32 v8, v6) reads v6 before global_load_tr_b128 at "
          "pc 0x0 completed");
    }
    want.push_back(
        "hazard: wave 0 pc 0x10 (v_mov_b32_e32 v9, v5) reads v5 before global_load_tr_b128 at pc "
        "0x0 completed");
    EXPECT_EQ(w.warnings, want) << "wave" << (wave64 ? 64 : 32);
  }
}

TEST(HazardChecker, WriteBeforeTheLoadLandedIsAHazard) {
  Walk w(R"(
    global_load_b64 v[2:3], v0, s[0:1]
    v_mov_b32 v3, 0
    s_endpgm
  )");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x8 (v_mov_b32_e32 v3, 0) writes v3 before global_load_b64 at pc "
            "0x0 completed");
}

TEST(HazardChecker, ALoadAfterALoadOfItsQueueToTheSameRegisterLandsLater) {
  // vmcnt loads and LDS loads complete in order within their queue; across queues, or after
  // SMEM, the order is unknown.
  Walk w(R"(
    global_load_u16 v2, v1, s[0:1]
    global_load_b32 v2, v1, s[0:1]
    ds_load_b32 v3, v1
    ds_load_b32 v3, v1 offset:4
    ds_load_b32 v2, v1
    s_load_b32 s4, s[0:1], 0x0
    s_load_b32 s4, s[0:1], 0x4
    s_endpgm
  )");
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 2u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x20 (ds_load_b32 v2, v1) writes v2 before global_load_b32 at pc "
            "0x8 completed");
  EXPECT_EQ(w.warnings[1],
            "hazard: wave 0 pc 0x30 (s_load_b32 s4, s[0:1], 0x4) writes s4 before s_load_b32 at "
            "pc 0x28 completed");
}

TEST(HazardChecker, SopkWaitsAddTheirSgpr) {
  // s_waitcnt_vmcnt waits for vmcnt <= SGPR[5:0] + simm16[5:0] (AMD's pseudocode). llvm-mc-19
  // takes only null for the SGPR: 0xbc880001 is s_waitcnt_vmcnt s8, 1.
  Walk w(R"(
    global_load_b32 v1, v0, s[0:1]
    global_load_b32 v2, v0, s[0:1]
    global_load_b32 v3, v0, s[0:1]
    .long 0xbc880001
    s_waitcnt_vmcnt null, 1
    s_waitcnt_lgkmcnt null, 0
    s_endpgm
  )");
  w.wave.set_sreg(8, 1);  // 1 + 1: two may stay outstanding
  w.run_until(0x1c);
  EXPECT_EQ(w.pending_pcs(), (std::vector<uint64_t>{0x8, 0x10}));
  w.run_until(0x20);
  EXPECT_EQ(w.pending_pcs(), std::vector<uint64_t>{0x10});
}

TEST(HazardChecker, AtomicsReturnWithGlcOnlyAndStoresAreNotTracked) {
  Walk w(R"(
    global_atomic_add_u32 v1, v0, v2, s[0:1] glc
    global_atomic_add_u32 v0, v3, s[0:1]
    global_store_b32 v0, v4, s[0:1]
    ds_store_b32 v0, v5
    v_mov_b32 v2, 0
    v_mov_b32 v3, v1
    s_endpgm
  )");
  w.run_until(0x20);
  // The returning atomic (vmcnt) and the LDS store (lgkmcnt, kept for the in-order count).
  EXPECT_EQ(w.pending_pcs(), (std::vector<uint64_t>{0x0, 0x18}));
  w.run_until();
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x24 (v_mov_b32_e32 v3, v1) reads v1 before global_atomic_add_u32 "
            "at pc 0x0 completed");
}

TEST(HazardChecker, ImplicitReadsAndWave32LaneMasks) {
  Walk w(R"(
    s_load_b32 s5, s[0:1], 0x0
    v_cndmask_b32_e64 v0, v1, v2, s4
    s_waitcnt lgkmcnt(0)
    s_load_b32 vcc_lo, s[0:1], 0x0
    v_cndmask_b32_e32 v0, v1, v2, vcc_lo
    s_endpgm
  )");
  w.run_until();
  // The wave32 lane mask s4 is one SGPR (the ISA data says 64 bits): the pending s5 is not read.
  // The e32 form reads vcc_lo without a field.
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.warnings[0],
            "hazard: wave 0 pc 0x1c (v_cndmask_b32_e32 v0, v1, v2, vcc_lo) reads vcc_lo before "
            "s_load_b32 at pc 0x14 completed");
}

TEST(HazardChecker, OncePerPcAndRegisterThenASummary) {
  Walk w(R"(
    ds_load_b32 v1, v0
    v_add_nc_u32 v2, v1, v1
    s_endpgm
  )");
  for (int i = 0; i < 3; ++i) {
    w.wave.pc = 0;
    w.run_until();
  }
  ASSERT_EQ(w.warnings.size(), 1u) << testing::PrintToString(w.warnings);
  EXPECT_EQ(w.checker.suppressed(), 2u);
  EXPECT_EQ(w.checker.summary(),
            "hazard: 2 more reads of registers loads had not written yet (first at pc 0x8)");
}

TEST(HazardChecker, ErrorModeThrowsAtTheFirst) {
  Walk w(R"(
    ds_load_b32 v1, v0
    v_add_nc_u32 v2, v1, v1
    s_endpgm
  )",
         HazardMode::Error);
  try {
    w.run_until();
    FAIL() << "no hazard error";
  } catch (const cutlm::HazardError& e) {
    EXPECT_EQ(std::string(e.what()),
              "hazard: wave 0 pc 0x8 (v_add_nc_u32_e32 v2, v1, v1) reads v1 before ds_load_b32 at "
              "pc 0x0 completed");
  }
}

TEST(HazardChecker, WavesSharingATableSlotKeepTheirOwnLoads) {
  Walk w(R"(
    ds_load_b32 v1, v0
    s_waitcnt lgkmcnt(0)
    s_endpgm
  )");
  w.run_until(0x8);  // wave 0 has the load outstanding
  cutlm::WaveState other(32);
  other.wave_id = 256;  // the same direct-mapped slot as wave 0
  const cutlm::DecodedInst load = cutlm::decode(w.program.code.data(), w.program.code.size(), false,
                                                cutlm::DecodeMode::Execute);
  w.checker.before(other, load);
  w.checker.after(other, 0, load, result_of(load));
  EXPECT_EQ(w.pending_pcs(0).size(), 1u);
  EXPECT_EQ(w.pending_pcs(256).size(), 1u);
  w.run_until();  // wave 0 waits and ends
  EXPECT_TRUE(w.pending_pcs(0).empty());
  EXPECT_EQ(w.pending_pcs(256).size(), 1u);
}

}  // namespace
