// The MODE register as s_getreg/s_setreg/s_round_mode/s_denorm_mode see it, and its effect on
// the VALU. The layout the tests expect is AMD's HW_REG_MODE: FP_ROUND [3:0], FP_DENORM [7:4],
// DX10_CLAMP [8], IEEE [9].
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/program.h"
#include "support/errors.h"
#include "trace/trace.h"

namespace cutlm {
namespace {

// The denormal mode AMD's two FP_DENORM bits stand for: bit 0 keeps inputs, bit 1 outputs.
DenormMode expected_denorm(uint32_t two_bits) {
  const bool keep_in = (two_bits & 1) != 0;
  const bool keep_out = (two_bits & 2) != 0;
  if (keep_in && keep_out) return DenormMode::Preserve;
  if (keep_in) return DenormMode::FlushOut;
  if (keep_out) return DenormMode::FlushIn;
  return DenormMode::Flush;
}

TEST(ModeRegister, EveryModelledBitPatternRoundTrips) {
  for (uint32_t bits = 0; bits < 1024; ++bits) {
    const Mode mode = mode_from_register(bits);
    EXPECT_EQ(static_cast<uint32_t>(mode.round_f32), bits & 3) << bits;
    EXPECT_EQ(static_cast<uint32_t>(mode.round_f16_f64), (bits >> 2) & 3) << bits;
    EXPECT_EQ(mode.denorm_f32, expected_denorm((bits >> 4) & 3)) << bits;
    EXPECT_EQ(mode.denorm_f16_f64, expected_denorm((bits >> 6) & 3)) << bits;
    EXPECT_EQ(mode.dx10_clamp, ((bits >> 8) & 1) != 0) << bits;
    EXPECT_EQ(mode.ieee, ((bits >> 9) & 1) != 0) << bits;
    EXPECT_EQ(mode_register(mode), bits);
  }
  // Bits the model gives no meaning are kept for s_getreg.
  EXPECT_EQ(mode_register(mode_from_register(0xABC003FFu)), 0xABC003FFu);
  // The default MODE: IEEE, DX10 clamp, denormals kept, round to nearest even.
  EXPECT_EQ(mode_register(Mode{}), 0x3F0u);
}

WaveState run_program(const std::string& name, const std::string& body,
                      void (*setup)(WaveState&) = nullptr, const char* target = "gfx1100") {
  const std::string path = ::testing::TempDir() + "mode_" + name + ".s";
  std::ofstream(path) << body << "\ns_endpgm\n";
  const Program program = load_program(path, false, false, target);
  WaveState wave(32);
  wave.set_exec(wave.lane_mask());
  if (setup != nullptr) setup(wave);
  Executor executor;
  FunctionalRunner runner(program, executor);
  runner.run(wave, 100);
  return wave;
}

TEST(ModeInstructions, SetregAndGetregFieldsOfHwRegMode) {
  const WaveState w = run_program("setreg",
                                  "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 10), 0x15a\n"
                                  "s_getreg_b32 s1, hwreg(HW_REG_MODE)\n"
                                  "s_getreg_b32 s2, hwreg(HW_REG_MODE, 4, 4)\n"
                                  "s_mov_b32 s3, 1\n"
                                  "s_setreg_b32 hwreg(HW_REG_MODE, 9, 1), s3\n"
                                  "s_getreg_b32 s4, hwreg(HW_REG_MODE, 8, 2)\n");
  EXPECT_EQ(w.sreg(1) & 0x3FF, 0x15Au);
  EXPECT_EQ(w.sreg(2), (0x15Au >> 4) & 0xF);
  EXPECT_EQ(w.sreg(4), 0x3u);  // DX10_CLAMP from 0x15a, then IEEE set by s_setreg_b32
  EXPECT_TRUE(w.mode.ieee);
  EXPECT_TRUE(w.mode.dx10_clamp);
  EXPECT_EQ(static_cast<uint32_t>(w.mode.round_f32), 0x15Au & 3);
  EXPECT_EQ(static_cast<uint32_t>(w.mode.round_f16_f64), (0x15Au >> 2) & 3);
  EXPECT_EQ(w.mode.denorm_f32, expected_denorm((0x15Au >> 4) & 3));
  EXPECT_EQ(w.mode.denorm_f16_f64, expected_denorm((0x15Au >> 6) & 3));
}

TEST(ModeInstructions, RoundAndDenormModeReplaceTheirFields) {
  const WaveState w = run_program("round",
                                  "s_round_mode 0x9\ns_denorm_mode 0x6\n"
                                  "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 10)\n");
  EXPECT_EQ(w.sreg(0), 0x9u | 0x6u << 4 | 0x300u);  // FP_ROUND 9, FP_DENORM 6; DX10/IEEE kept
  EXPECT_EQ(w.mode.round_f32, RoundMode::PlusInfinity);
  EXPECT_EQ(w.mode.round_f16_f64, RoundMode::MinusInfinity);
  EXPECT_EQ(w.mode.denorm_f32, DenormMode::FlushIn);
  EXPECT_EQ(w.mode.denorm_f16_f64, DenormMode::FlushOut);
}

TEST(ModeInstructions, IeeeBitChangesHowVMinF16TreatsSignallingNaN) {
  auto setup = [](WaveState& w) {
    for (int lane = 0; lane < 32; ++lane) {
      w.set_vgpr(1, lane, 0x7C01);  // a signalling NaN
      w.set_vgpr(2, lane, 0x3C00);  // 1.0
    }
  };
  // IEEE on (the default): the sNaN comes back quieted. Off: the other operand.
  const WaveState on = run_program("ieee_on", "v_min_f16 v5, v1, v2\n", setup);
  EXPECT_EQ(on.vgpr(5, 7) & 0xFFFF, 0x7E01u);
  const WaveState off = run_program(
      "ieee_off", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0\nv_min_f16 v5, v1, v2\n", setup);
  EXPECT_FALSE(off.mode.ieee);
  EXPECT_EQ(off.vgpr(5, 7) & 0xFFFF, 0x3C00u);
}

// RDNA4 has no IEEE or DX10_CLAMP bit (isa/gfx1200_execution.json fixed_mode): clearing MODE
// bits 8 and 9 leaves a gfx1200 wave quieting signalling NaNs and clamping NaN to 0, where the
// same code on gfx1100 turns both off.
TEST(ModeInstructions, Gfx1200QuietsAndClampsNaNWhateverSetregWrites) {
  auto setup = [](WaveState& w) {
    for (int lane = 0; lane < 32; ++lane) {
      w.set_vgpr(1, lane, 0x7F800001);  // a signalling f32 NaN
      w.set_vgpr(2, lane, 0x3F800000);  // 1.0
    }
  };
  const std::string body =
      "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0\n"
      "v_add_f32 v5, v1, v2\n"
      "v_add_f32_e64 v6, v1, v2 clamp\n";
  const WaveState rdna4 = run_program("fixed_gfx1200", body, setup, "gfx1200");
  EXPECT_TRUE(rdna4.mode.ieee);
  EXPECT_TRUE(rdna4.mode.dx10_clamp);
  EXPECT_EQ(rdna4.vgpr(5, 3), 0x7FC00001u);
  EXPECT_EQ(rdna4.vgpr(6, 3), 0u);
  const WaveState rdna3 = run_program("fixed_gfx1100", body, setup, "gfx1100");
  EXPECT_FALSE(rdna3.mode.ieee);
  EXPECT_FALSE(rdna3.mode.dx10_clamp);
  EXPECT_EQ(rdna3.vgpr(5, 3), 0x7F800001u);
  EXPECT_EQ(rdna3.vgpr(6, 3), 0x7F800001u);
}

TEST(ModeInstructions, OtherHardwareRegistersStopWithANamedError) {
  try {
    run_program("status", "s_getreg_b32 s0, hwreg(HW_REG_STATUS)\n");
    FAIL() << "no error";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("hardware register 2 is not modelled"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cutlm

namespace cutlm {
namespace {

// A MODE write shows in the retirement trace as the whole register after the instruction;
// instructions that do not write MODE leave it out.
TEST(ModeInstructions, TraceShowsModeWrites) {
  const std::string path = ::testing::TempDir() + "mode_trace.s";
  std::ofstream(path) << "s_round_mode 0x3\ns_mov_b32 s0, 1\ns_denorm_mode 0x0\ns_endpgm\n";
  const Program program = load_program(path, false);
  WaveState wave(32);
  const std::string trace_path = ::testing::TempDir() + "mode_trace.jsonl";
  {
    TraceWriter trace(trace_path);
    Executor executor;
    FunctionalRunner runner(program, executor);
    runner.run(wave, 100, &trace);
  }
  std::ifstream in(trace_path);
  std::string lines[4];
  for (std::string& line : lines) std::getline(in, line);
  // Default MODE 0x3F0; round bits [3:0] = 3, then denormal bits [7:4] = 0.
  EXPECT_NE(lines[0].find("\"mode\":\"0x000003f3\""), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1].find("\"mode\""), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("\"mode\":\"0x00000303\""), std::string::npos) << lines[2];
}

}  // namespace
}  // namespace cutlm
