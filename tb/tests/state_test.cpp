// The state file format and the program loaders: what they accept and how they refuse.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "exec/wave_state.h"
#include "loader/program.h"
#include "loader/state_json.h"
#include "support/errors.h"

namespace cutlm {
namespace {

std::string error_of(const std::string& text, int wave_size = 32) {
  WaveState wave(wave_size);
  try {
    load_state_text(text, "test.json", wave);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(StateJson, AppliesEveryKind) {
  WaveState wave(32);
  load_state_text(R"({"wave_size": 32, "exec": "0xf0", "scc": 1,
      "mode": {"ieee": false, "dx10_clamp": false, "denorm_f16_f64": "flush"},
      "sgpr": {"s0": "0x1", "s105": "0xffffffff", "vcc_lo": "0x5", "m0": "0x7"},
      "vgpr": {"v1": "0x3c00", "v255": ["0x0","0x1","0x2","0x3","0x4","0x5","0x6","0x7",
        "0x8","0x9","0xa","0xb","0xc","0xd","0xe","0xf","0x10","0x11","0x12","0x13","0x14",
        "0x15","0x16","0x17","0x18","0x19","0x1a","0x1b","0x1c","0x1d","0x1e","0x1f"]}})",
                  "t", wave);
  EXPECT_EQ(wave.exec(), 0xF0u);
  EXPECT_TRUE(wave.scc);
  EXPECT_FALSE(wave.mode.ieee);
  EXPECT_FALSE(wave.mode.dx10_clamp);
  EXPECT_TRUE(wave.mode.flush_in_f16_f64());
  EXPECT_TRUE(wave.mode.flush_out_f16_f64());
  EXPECT_EQ(wave.sreg(0), 1u);
  EXPECT_EQ(wave.sreg(105), 0xFFFFFFFFu);
  EXPECT_EQ(wave.vcc(), 5u);
  EXPECT_EQ(wave.sreg(operand::kM0), 7u);
  for (int lane = 0; lane < 32; ++lane) {
    EXPECT_EQ(wave.vgpr(1, lane), 0x3C00u);
    EXPECT_EQ(wave.vgpr(255, lane), static_cast<uint32_t>(lane));
  }
}

TEST(StateJson, DefaultsAreIeeeOnAndDenormalsKept) {
  WaveState wave(64);
  load_state_text("{}", "t", wave);
  EXPECT_TRUE(wave.mode.ieee);
  EXPECT_TRUE(wave.mode.dx10_clamp);
  EXPECT_FALSE(wave.mode.flush_in_f16_f64());
  EXPECT_FALSE(wave.mode.flush_out_f16_f64());
}

TEST(StateJson, RoundTripsThroughTheDump) {
  WaveState wave(64);
  load_state_text(R"({"exec": "0x8000000000000001", "sgpr": {"s7": "0x77", "vcc_hi": "0x9"},
                      "vgpr": {"v3": "0xabcd"}, "mode": {"ieee": false}})",
                  "t", wave);
  const std::string dump = dump_state_json(wave);
  WaveState again(64);
  load_state_text(dump, "dump", again);
  EXPECT_EQ(dump_state_json(again), dump);
  EXPECT_EQ(again.exec(), 0x8000000000000001ull);
  EXPECT_EQ(again.sreg(7), 0x77u);
  EXPECT_EQ(again.vgpr(3, 63), 0xABCDu);
  EXPECT_NE(dump.find("\"s105\""), std::string::npos);
  EXPECT_NE(dump.find("\"m0\""), std::string::npos);
  EXPECT_EQ(dump.find("\"v4\""), std::string::npos);  // only VGPRs the state set or wrote
}

TEST(StateJson, ErrorsNameTheKeyOrValue) {
  EXPECT_NE(error_of("{\"bogus\": 1}").find("unknown key \"bogus\""), std::string::npos);
  EXPECT_NE(error_of("{\"sgpr\": {\"s106\": \"0x0\"}}").find("sgpr.s106"), std::string::npos);
  EXPECT_NE(error_of("{\"vgpr\": {\"v256\": \"0x0\"}}").find("vgpr.v256"), std::string::npos);
  EXPECT_NE(error_of("{\"vgpr\": {\"v1\": \"12\"}}").find("vgpr.v1"), std::string::npos);
  EXPECT_NE(error_of("{\"vgpr\": {\"v1\": [\"0x1\"]}}").find("expected 32 lane values"),
            std::string::npos);
  EXPECT_NE(error_of("{\"exec\": \"0x1ffffffff\"}").find("does not fit in 32 bits"),
            std::string::npos);
  EXPECT_NE(error_of("{\"mode\": {\"ieee\": 1}}").find("mode.ieee"), std::string::npos);
  EXPECT_NE(error_of("{\"mode\": {\"round\": 1}}").find("mode.round"), std::string::npos);
  EXPECT_NE(error_of("{\"sgpr\": {\"s1\": \"0xzz\"}}").find("sgpr.s1"), std::string::npos);
  EXPECT_NE(error_of("{\"wave_size\": 64}").find("wave_size"), std::string::npos);
  EXPECT_NE(error_of("{\"exec\": ").find("malformed JSON"), std::string::npos);
  EXPECT_NE(error_of("[1, 2]").find("JSON object"), std::string::npos);
}

std::string write_temp(const std::string& name, const std::string& bytes) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

std::string load_error(const std::string& path) {
  try {
    load_program(path, false);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ProgramLoader, RefusesBadFilesWithTheirName) {
  EXPECT_NE(load_error("/nonexistent/p.bin").find("/nonexistent/p.bin: cannot open"),
            std::string::npos);
  EXPECT_NE(load_error(write_temp("empty.bin", "")).find("empty"), std::string::npos);
  EXPECT_NE(load_error(write_temp("junk.o", "not an elf at all")).find("unknown program type"),
            std::string::npos);
  EXPECT_NE(load_error(write_temp("short.o", std::string("\x7f"
                                                         "ELF\x02\x01",
                                                         6)))
                .find("not an ELF file"),
            std::string::npos);
  // An ELF header whose section table points past the end of the file.
  std::string elf(64, '\0');
  elf.replace(0, 6,
              std::string("\x7f"
                          "ELF\x02\x01",
                          6));
  elf[0x28] = '\x7f';  // e_shoff far away
  elf[0x3A] = 64;      // e_shentsize
  elf[0x3C] = 2;       // e_shnum
  elf[0x3E] = 1;       // e_shstrndx
  EXPECT_NE(load_error(write_temp("cut.o", elf)).find("malformed ELF"), std::string::npos);
  EXPECT_NE(load_error(write_temp("bad.s", "v_bogus_op v1, v2\n")).find("assembly failed"),
            std::string::npos);
}

TEST(ProgramLoader, AssemblesAndReadsElfText) {
  const std::string path = write_temp("ok.s", "v_min_f16 v5, -1, v2\ns_endpgm\n");
  const Program program = load_program(path, false);
  // The seed page's encoding of v_min_f16 v5, -1, v2 on gfx1100, then s_endpgm.
  const std::vector<uint8_t> expected = {0xc1, 0x04, 0x0a, 0x74, 0x00, 0x00, 0xb0, 0xbf};
  EXPECT_EQ(program.code, expected);
}

}  // namespace
}  // namespace cutlm
