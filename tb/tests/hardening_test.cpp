// The cutlm command under ordinary mistakes and hostile inputs: accesses that run past a buffer's
// end, limits given as negative or non-numeric text, outputs that cannot be written, barriers
// after waves ended, dispatches with more waves than an 8-bit id holds, oversized values echoed
// in errors. Every case must end with the documented exit status and one readable line, never
// a signal, a hang or a silently missing file.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "cosim/vcd_test_reader.h"
#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

CommandResult cutlm(const std::string& args) {
  return cutlm_test::run_command(std::string(CUTLM_BINARY) + " " + args, "");
}

// A raw-code dispatch in `dir`: program text, one workgroup shape, and buffers given as JSON.
std::string raw_manifest(const TempDir& dir, const std::string& program, int grid, int block,
                         const std::string& buffers, const std::string& args, int wave_size = 32) {
  cutlm_test::write_file(dir.file("k.s"), program);
  const std::string manifest =
      R"({"raw": "k.s", "descriptor": {"wave_size": )" + std::to_string(wave_size) +
      R"(, "kernarg_ptr": true, "workgroup_id": [true, false, false]}, "grid": [)" +
      std::to_string(grid) + R"(, 1, 1], "block": [)" + std::to_string(block) +
      R"(, 1, 1], "buffers": [)" + buffers + R"(], "args": [)" + args + "]}";
  cutlm_test::write_file(dir.file("m.json"), manifest);
  return dir.file("m.json");
}

// The single stderr line of a failed command (empty when there were more or none).
std::string only_line(const CommandResult& r) {
  const auto lines = cutlm_test::split_lines(r.err);
  return lines.size() == 1 ? lines[0] : std::string();
}

// ---- accesses that start inside a buffer and run past its end ----

struct StraddleCase {
  const char* name;
  const char* program;
  int grid;
  int buffer_size;
  const char* where;    // workgroup, wave and lane of the faulting access
  const char* address;  // the faulting access's address
};

void PrintTo(const StraddleCase& c, std::ostream* out) { *out << c.name; }

class Straddle : public ::testing::TestWithParam<StraddleCase> {};

TEST_P(Straddle, IsAnOutOfBoundsFault) {
  const StraddleCase& c = GetParam();
  TempDir dir;
  const std::string manifest =
      raw_manifest(dir, c.program, c.grid, 32,
                   R"({"name": "b", "size": )" + std::to_string(c.buffer_size) +
                       R"(, "init": {"fill": {"u8": "0x0"}}})",
                   R"({"buffer": "b"})");
  const CommandResult r = cutlm("dispatch " + manifest + " -q --max-instructions 10000");
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string line = only_line(r);
  EXPECT_EQ(line.rfind(std::string("cutlm: fault: out of bounds: ") + c.where, 0), 0u) << r.err;
  EXPECT_NE(line.find(std::string("address ") + c.address), std::string::npos) << line;
}

// The first buffer sits at 4 GiB (0x100000000).
INSTANTIATE_TEST_SUITE_P(
    Dispatch, Straddle,
    ::testing::Values(
        // A 4-byte load at offset 254 of a 256-byte buffer (lane 0 only).
        StraddleCase{"global_load_at_254",
                     "  s_load_b64 s[2:3], s[0:1], 0x0\n"
                     "  v_mov_b32 v1, 254\n"
                     "  s_waitcnt lgkmcnt(0)\n"
                     "  global_load_u16 v2, v1, s[2:3]\n"
                     "  global_load_b32 v2, v1, s[2:3]\n"
                     "  s_waitcnt vmcnt(0)\n"
                     "  s_endpgm\n",
                     1, 256, "workgroup (0,0,0) wave 0 lane 0 ", "0x1000000fe"},
        // An 8-byte scalar load at 0xfc of a 256-byte buffer.
        StraddleCase{"s_load_b64_at_0xfc",
                     "  s_load_b64 s[2:3], s[0:1], 0x0\n"
                     "  s_waitcnt lgkmcnt(0)\n"
                     "  s_load_b64 s[4:5], s[2:3], 0xfc\n"
                     "  s_waitcnt lgkmcnt(0)\n"
                     "  s_endpgm\n",
                     1, 256, "workgroup (0,0,0) wave 0 lane - ", "0x1000000fc"},
        // 1000 work-items each store 4 bytes at 4 * their global id into 3999 bytes: the last
        // one's word (workgroup 31, lane 7) has three bytes inside.
        StraddleCase{"last_lane_store_into_3999",
                     "  s_load_b64 s[4:5], s[0:1], 0x0\n"
                     "  s_lshl_b32 s6, s2, 5\n"
                     "  v_add_nc_u32 v1, s6, v0\n"
                     "  v_lshlrev_b32 v1, 2, v1\n"
                     "  s_waitcnt lgkmcnt(0)\n"
                     "  global_store_b32 v1, v1, s[4:5]\n"
                     "  s_endpgm\n",
                     1000, 3999, "workgroup (31,0,0) wave 0 lane 7 ", "0x100000f9c"}),
    [](const ::testing::TestParamInfo<StraddleCase>& param) { return param.param.name; });

// ---- limits given on the command line ----

// A tiny program for `run`: one instruction and the end.
std::string tiny_program(const TempDir& dir) {
  cutlm_test::write_file(dir.file("p.s"), "v_mov_b32 v1, 1\ns_endpgm\n");
  return dir.file("p.s");
}

TEST(Limits, NegativeOrNonNumericCountsAreUsageErrors) {
  TempDir dir;
  const std::string program = tiny_program(dir);
  for (const char* bad : {"-1", "abc", "1e3", "12x", "\"\"", "0", "99999999999999999999999"}) {
    for (const char* option : {"--max-instructions", "--valu-latency", "--salu-latency"}) {
      if (std::string(option) == "--salu-latency" && std::string(bad) == "0") continue;
      const CommandResult r = cutlm("run " + program + " -q " + option + " " + bad);
      EXPECT_EQ(r.status, 2) << option << " " << bad << ": " << r.err;
      EXPECT_NE(only_line(r).find(option), std::string::npos) << r.err;
    }
  }
  // The same checks on dispatch, which has more of them.
  const std::string manifest = raw_manifest(dir, "s_endpgm\n", 32, 32, "", "");
  for (const char* option : {"--max-instructions", "--max-total-instructions", "--vmem-latency",
                             "--lds-latency", "--smem-latency"}) {
    const CommandResult r = cutlm("dispatch " + manifest + " -q " + option + " -1");
    EXPECT_EQ(r.status, 2) << option << ": " << r.err;
    EXPECT_NE(only_line(r).find(option), std::string::npos) << r.err;
  }
  EXPECT_EQ(cutlm("run " + program + " -q --max-instructions 5").status, 0);
}

TEST(Limits, ClockPeriodMustBeFiniteAndInRange) {
  TempDir dir;
  const std::string program = tiny_program(dir);
  for (const char* bad : {"nan", "inf", "-inf", "1e300", "-1", "0", "1e-9", "x", "1ns"}) {
    const CommandResult r = cutlm("run " + program + " -q --clock-ns " + bad);
    EXPECT_EQ(r.status, 2) << bad << ": " << r.err;
    EXPECT_NE(only_line(r).find("--clock-ns"), std::string::npos) << r.err;
  }
  EXPECT_EQ(cutlm("run " + program + " -q --clock-ns 0.5").status, 0);
  EXPECT_EQ(cutlm("run " + program + " -q --clock-ns 2e3").status, 0);
}

// A grid far larger than intended stops at the dispatch-wide limit with a fault.
TEST(Limits, DispatchWideInstructionLimit) {
  TempDir dir;
  // 64 workgroups of one wave, three instructions each: 192 in all.
  const std::string manifest =
      raw_manifest(dir, "s_nop 0\ns_nop 0\ns_endpgm\n", 64 * 32, 32, "", "");
  const CommandResult r = cutlm("dispatch " + manifest + " -q --max-total-instructions 100");
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string line = only_line(r);
  EXPECT_EQ(
      line.rfind("cutlm: fault: instruction limit: workgroup (33,0,0) wave 0 lane - pc 0x", 0), 0u)
      << r.err;
  EXPECT_NE(line.find("--max-total-instructions"), std::string::npos) << line;
  EXPECT_EQ(cutlm("dispatch " + manifest + " -q --max-total-instructions 192").status, 0);
}

// ---- progress ----

TEST(Progress, ShownWhenAskedAndSilentOtherwiseWhenStderrIsAFile) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir, "s_endpgm\n", 8 * 32, 32, "", "");
  const CommandResult quiet = cutlm("dispatch " + manifest + " -q");
  EXPECT_EQ(quiet.status, 0);
  EXPECT_EQ(quiet.err, "");
  const CommandResult plain = cutlm("dispatch " + manifest);
  EXPECT_EQ(plain.err, "");  // stderr is not a terminal here
  const CommandResult asked = cutlm("dispatch " + manifest + " -q --progress");
  EXPECT_EQ(asked.status, 0);
  EXPECT_EQ(only_line(asked).rfind("cutlm: progress: 8/8 workgroups, 8 instructions, ", 0), 0u)
      << asked.err;
}

// ---- outputs that cannot be written ----

struct OutputCase {
  const char* option;
  const char* path;    // relative to the scratch folder unless absolute
  const char* reason;  // the OS reason the line must name
};

void PrintTo(const OutputCase& c, std::ostream* out) { *out << c.option << " " << c.path; }

class Unwritable : public ::testing::TestWithParam<OutputCase> {
 protected:
  static std::string path_of(const TempDir& dir, const OutputCase& c) {
    return c.path[0] == '/' ? std::string(c.path) : dir.file(c.path);
  }
  static void expect_named(const CommandResult& r, const std::string& path, const OutputCase& c) {
    EXPECT_EQ(r.status, 2) << c.option << " " << path << ": " << r.err;
    const std::string line = only_line(r);
    EXPECT_EQ(line.rfind("cutlm: error: cannot ", 0), 0u) << r.err;
    EXPECT_NE(line.find(path), std::string::npos) << line;
    EXPECT_NE(line.find(c.reason), std::string::npos) << line;
  }
};

class UnwritableRun : public Unwritable {};
class UnwritableDispatch : public Unwritable {};

TEST_P(UnwritableRun, ExitsTwoNamingTheFileAndTheReason) {
  const OutputCase& c = GetParam();
  TempDir dir;
  const std::string path = path_of(dir, c);
  expect_named(cutlm("run " + tiny_program(dir) + " -q " + c.option + " " + path), path, c);
}

TEST_P(UnwritableDispatch, ExitsTwoNamingTheFileAndTheReason) {
  const OutputCase& c = GetParam();
  TempDir dir;
  const std::string path = path_of(dir, c);
  // Enough instructions that the trace and waveform outgrow any buffer.
  const std::string manifest =
      raw_manifest(dir, "v_mov_b32 v1, 1\ns_endpgm\n", 4096 * 32, 32, "", "");
  expect_named(cutlm("dispatch " + manifest + " -q " + c.option + " " + path), path, c);
}

// The outputs both commands have; `run` also dumps the state.
const OutputCase kSharedOutputs[] = {{"--stats", "missing/s.json", "No such file or directory"},
                                     {"--trace", "missing/t.jsonl", "No such file or directory"},
                                     {"--vcd", "missing/w.vcd", "No such file or directory"},
                                     {"--stats", "/dev/full", "No space left on device"},
                                     {"--trace", "/dev/full", "No space left on device"},
                                     {"--vcd", "/dev/full", "No space left on device"},
                                     {"--stats", ".", "is a directory"},
                                     {"--trace", ".", "is a directory"}};
const OutputCase kStateDumps[] = {{"--dump-state", "missing/d.json", "No such file or directory"},
                                  {"--dump-state", "/dev/full", "No space left on device"}};

std::string output_case_name(const ::testing::TestParamInfo<OutputCase>& param) {
  std::string name = std::string(param.param.option + 2) + "_" + param.param.path;
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name + "_" + std::to_string(param.index);
}

INSTANTIATE_TEST_SUITE_P(Outputs, UnwritableRun, ::testing::ValuesIn(kSharedOutputs),
                         output_case_name);
INSTANTIATE_TEST_SUITE_P(StateDumps, UnwritableRun, ::testing::ValuesIn(kStateDumps),
                         output_case_name);
INSTANTIATE_TEST_SUITE_P(Outputs, UnwritableDispatch, ::testing::ValuesIn(kSharedOutputs),
                         output_case_name);

TEST(Unwritable, BufferDumpsNameTheFileBeforeTheDispatchRuns) {
  TempDir dir;
  const std::string manifest =
      raw_manifest(dir, "s_endpgm\n", 32, 32,
                   R"({"name": "b", "size": 64, "init": {"fill": {"u8": "0x0"}}, "dump": "b.bin"})",
                   R"({"buffer": "b"})");
  const CommandResult missing =
      cutlm("dispatch " + manifest + " -q --dump-dir " + dir.file("no/such/folder"));
  EXPECT_EQ(missing.status, 2) << missing.err;
  EXPECT_NE(only_line(missing).find(dir.file("no/such/folder/b.bin")), std::string::npos)
      << missing.err;
  EXPECT_NE(missing.err.find("No such file or directory"), std::string::npos) << missing.err;
  // The dump into a full disk fails when it is written.
  cutlm_test::write_file(
      dir.file("m2.json"),
      R"({"raw": "k.s", "descriptor": {"wave_size": 32}, "grid": [32, 1, 1], "block": [32, 1, 1],
          "buffers": [{"name": "b", "size": 64, "init": {"fill": {"u8": "0x0"}}, "dump": "/dev/full"}]})");
  const CommandResult full = cutlm("dispatch " + dir.file("m2.json") + " -q");
  EXPECT_EQ(full.status, 2) << full.err;
  EXPECT_NE(only_line(full).find("/dev/full: No space left on device"), std::string::npos)
      << full.err;
  // Nothing wrong: the dump is there.
  EXPECT_EQ(cutlm("dispatch " + manifest + " -q --dump-dir " + dir.file("")).status, 0);
  EXPECT_EQ(cutlm_test::read_text(dir.file("b.bin")).size(), 64u);
}

// ---- s_barrier after waves of the workgroup have ended ----

// Four waves of 32; the wave whose first work-item is `quitter` ends without a barrier (after
// spinning `spin` times), the others pass s_barrier and then store 1 for each work-item.
std::string barrier_program(int quitter, int spin) {
  return "  s_load_b64 s[4:5], s[0:1], 0x0\n"
         "  v_readfirstlane_b32 s6, v0\n"
         "  s_cmp_eq_u32 s6, " +
         std::to_string(quitter) +
         "\n"
         "  s_cbranch_scc1 quit\n"
         "  s_barrier\n"
         "  v_lshlrev_b32 v1, 2, v0\n"
         "  v_mov_b32 v2, 1\n"
         "  s_waitcnt lgkmcnt(0)\n"
         "  global_store_b32 v1, v2, s[4:5]\n"
         "  s_endpgm\n"
         "quit:\n"
         "  s_mov_b32 s7, " +
         std::to_string(spin) +
         "\n"
         "spin:\n"
         "  s_sub_u32 s7, s7, 1\n"
         "  s_cmp_lg_u32 s7, 0\n"
         "  s_cbranch_scc1 spin\n"
         "  s_endpgm\n";
}

void expect_survivors_passed(int quitter, int spin) {
  TempDir dir;
  const std::string manifest = raw_manifest(
      dir, barrier_program(quitter, spin), 128, 128,
      R"({"name": "b", "size": 512, "init": {"fill": {"u8": "0x0"}}, "dump": "b.bin"})",
      R"({"buffer": "b"})");
  const CommandResult r = cutlm("dispatch " + manifest + " -q --stats " + dir.file("s.json") +
                                " --dump-dir " + dir.file(""));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string dump = cutlm_test::read_text(dir.file("b.bin"));
  ASSERT_EQ(dump.size(), 512u);
  for (int item = 0; item < 128; ++item) {
    uint32_t value = 0;
    std::memcpy(&value, dump.data() + 4 * item, 4);
    EXPECT_EQ(value, item / 32 == quitter / 32 ? 0u : 1u) << "work-item " << item;
  }
  EXPECT_NE(cutlm_test::read_text(dir.file("s.json")).find("\"barrier_releases\": 1"),
            std::string::npos);
}

TEST(Barrier, AWaveThatEndedBeforeTheOthersArriveIsNotWaitedFor) {
  expect_survivors_passed(/*quitter=*/0, /*spin=*/1);
}

TEST(Barrier, TheLastWaveToEndReleasesTheOthers) {
  // The quitter spins long after the others have parked at the barrier.
  expect_survivors_passed(/*quitter=*/96, /*spin=*/200);
}

// A barrier that can never complete still faults: wave 0 waits at it while wave 1 spins
// forever without reaching one.
TEST(Barrier, ASpinningWaveMakesItImpossible) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir,
                                            "  v_readfirstlane_b32 s6, v0\n"
                                            "  s_cmp_eq_u32 s6, 0\n"
                                            "  s_cbranch_scc0 spin\n"
                                            "  s_barrier\n"
                                            "  s_endpgm\n"
                                            "spin:\n"
                                            "  s_branch spin\n",
                                            64, 64, "", "");
  const CommandResult r = cutlm("dispatch " + manifest + " -q --max-instructions 1000");
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string line = only_line(r);
  EXPECT_EQ(line.rfind("cutlm: fault: impossible barrier: workgroup (0,0,0) wave 1 lane - pc 0x14 "
                       "address -: waves 0 (pc 0xc) wait at s_barrier",
                       0),
            0u)
      << r.err;
}

// ---- the waveform names every wave of a large dispatch ----

TEST(Waveform, WaveAndWorkgroupIdsOutgrowEightBits) {
  TempDir dir;
  // 300 workgroups of one wave each.
  const std::string manifest = raw_manifest(dir, "s_nop 0\ns_endpgm\n", 300 * 32, 32, "", "");
  ASSERT_EQ(cutlm("dispatch " + manifest + " -q --vcd " + dir.file("w.vcd")).status, 0);
  const auto vcd = cutlm::vcd_test::parse_vcd(cutlm::vcd_test::read_text(dir.file("w.vcd")));
  EXPECT_EQ(vcd.widths.at("tlm.cu.wave_id"), 32u);
  EXPECT_EQ(vcd.widths.at("tlm.cu.workgroup_x"), 32u);
  const uint64_t end = vcd.times.back();
  EXPECT_EQ(vcd.value_at("tlm.cu.wave_id", end), 299u);
  EXPECT_EQ(vcd.value_at("tlm.cu.workgroup_x", end), 299u);
  EXPECT_EQ(vcd.value_at("tlm.cu.wave_in_workgroup", end), 0u);
}

// ---- options that would be ignored ----

TEST(Usage, OptionsThatWouldBeIgnoredAreRejected) {
  TempDir dir;
  const std::string program = tiny_program(dir);
  const CommandResult rtl = cutlm("run " + program + " -q --cosim-rtl faulty");
  EXPECT_EQ(rtl.status, 2) << rtl.err;
  EXPECT_NE(only_line(rtl).find("--cosim"), std::string::npos) << rtl.err;
  EXPECT_EQ(cutlm("run " + program + " -q --cosim --cosim-rtl normal").status, 0);
  const CommandResult both = cutlm("disasm --hex 7e020281 " + program);
  EXPECT_EQ(both.status, 2) << both.err;
  EXPECT_NE(only_line(both).find("not both"), std::string::npos) << both.err;
}

// ---- oversized values echoed in errors ----

TEST(Usage, AnOversizedValueIsCutInTheErrorLine) {
  TempDir dir;
  const std::string program = tiny_program(dir);
  const std::string huge(20 * 1000 * 1000, '7');
  cutlm_test::write_file(dir.file("s.json"), R"({"exec": "0x)" + huge + R"("})");
  const CommandResult r = cutlm("run " + program + " -q --state " + dir.file("s.json"));
  EXPECT_EQ(r.status, 2);
  const std::string line = only_line(r);
  EXPECT_FALSE(line.empty()) << r.err.size() << " bytes on stderr";
  EXPECT_LT(line.size(), 600u);
  EXPECT_NE(line.find("characters cut"), std::string::npos) << line;
}

}  // namespace
