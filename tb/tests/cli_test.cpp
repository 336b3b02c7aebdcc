// The cutlm command as a user meets it: exit statuses and one clear line for every kind of
// bad input, and outputs that stay readable up to a fault.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Outcome {
  int status = -1;
  std::string out;
  std::string err;
};

// ctest runs the cases as parallel processes: every file name carries the process id.
std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "cli_" + std::to_string(getpid()) + "_" + name;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Outcome run_cutlm(const std::string& args) {
  const std::string out = temp_path("stdout.txt");
  const std::string err = temp_path("stderr.txt");
  const std::string command = std::string(CUTLM_BINARY) + " " + args + " > " + out + " 2> " + err;
  const int raw = std::system(command.c_str());
  Outcome o;
  o.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  o.out = read_all(out);
  o.err = read_all(err);
  return o;
}

std::string write_file(const std::string& name, const std::string& bytes) {
  const std::string path = temp_path(name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

std::string words_bin(const std::string& name, const std::vector<uint32_t>& words) {
  std::string bytes(words.size() * 4, '\0');
  for (size_t i = 0; i < words.size(); ++i) {
    for (int b = 0; b < 4; ++b) bytes[i * 4 + b] = static_cast<char>(words[i] >> (8 * b));
  }
  return write_file(name, bytes);
}

int line_count(const std::string& text) {
  int lines = 0;
  for (char ch : text) lines += ch == '\n';
  return lines;
}

constexpr uint32_t kEndpgm = 0xBFB00000;  // s_endpgm

TEST(Cli, HelpExplainsRunAndExitStatuses) {
  const Outcome top = run_cutlm("--help");
  EXPECT_EQ(top.status, 0);
  EXPECT_NE(top.out.find("cutlm run PROGRAM"), std::string::npos);
  EXPECT_NE(top.out.find("3 cosim mismatch"), std::string::npos);
  const Outcome run = run_cutlm("run --help");
  EXPECT_EQ(run.status, 0);
  for (const char* option : {"--state", "--dump-state", "--wave64", "--cosim", "--vcd", "--trace",
                             "--max-instructions"}) {
    EXPECT_NE(run.out.find(option), std::string::npos) << option;
  }
  EXPECT_EQ(run_cutlm("").status, 2);
  EXPECT_EQ(run_cutlm("frobnicate").status, 2);
  EXPECT_EQ(run_cutlm("run --no-such-option x.s").status, 2);
}

TEST(Cli, MissingProgramIsAnInputError) {
  const Outcome o = run_cutlm("run /nonexistent/prog.s");
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find("/nonexistent/prog.s"), std::string::npos) << o.err;
}

TEST(Cli, MalformedStateNamesTheFileAndKey) {
  const std::string prog = words_bin("ok.bin", {kEndpgm});
  const std::string bad_json = write_file("bad.json", "{\"sgpr\": {\"s0\": ");
  Outcome o = run_cutlm("run " + prog + " --state " + bad_json);
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find(bad_json), std::string::npos) << o.err;
  const std::string bad_key =
      write_file("badkey.json", "{\"vgpr\": {\"v1\": \"0x1\", \"x9\": \"0x0\"}}");
  o = run_cutlm("run " + prog + " --state " + bad_key);
  EXPECT_EQ(o.status, 2);
  EXPECT_NE(o.err.find("vgpr.x9"), std::string::npos) << o.err;
  const std::string bad_value = write_file("badval.json", "{\"exec\": \"fast\"}");
  o = run_cutlm("run " + prog + " --state " + bad_value);
  EXPECT_EQ(o.status, 2);
  EXPECT_NE(o.err.find("exec"), std::string::npos) << o.err;
}

// RDNA4 has no IEEE or DX10_CLAMP bit: a state that clears one is refused, naming the file; the
// same state runs on gfx1100.
TEST(Cli, Gfx1200RefusesAStateWithoutIeeeMode) {
  const std::string prog = words_bin("ok12.bin", {kEndpgm});
  const std::string state = write_file("noieee.json", "{\"mode\": {\"ieee\": false}}");
  Outcome o = run_cutlm("run --arch gfx1200 " + prog + " --state " + state + " -q");
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find(state + ": mode: gfx1200 has no IEEE or DX10_CLAMP bit"), std::string::npos)
      << o.err;
  o = run_cutlm("run " + prog + " --state " + state + " -q");
  EXPECT_EQ(o.status, 0) << o.err;
}

TEST(Cli, IllegalWordStopsWithPcAndWords) {
  // s_nop 0, then a word that no gfx1100 encoding has (identifier bits 0xFC......).
  const std::string prog = words_bin("illegal.bin", {0xBF800000, 0xFC000000, kEndpgm});
  const Outcome o = run_cutlm("run " + prog);
  EXPECT_EQ(o.status, 1);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find("pc 0x4"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("0xfc000000"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("illegal"), std::string::npos) << o.err;
}

TEST(Cli, UnimplementedInstructionIsNamed) {
  // Sampling image instructions decode but do not execute: the model has no sampler.
  const std::string prog = write_file(
      "unimpl.s",
      "image_sample v[0:3], v0, s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_1D\ns_endpgm\n");
  const Outcome o = run_cutlm("run " + prog);
  EXPECT_EQ(o.status, 1);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find("unimplemented instruction image_sample at pc 0x0"), std::string::npos)
      << o.err;
}

TEST(Cli, RunningOffTheEndIsAFault) {
  const std::string prog = words_bin("noend.bin", {0xBF800000});
  const Outcome o = run_cutlm("run " + prog);
  EXPECT_EQ(o.status, 1);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_EQ(o.err.rfind("cutlm: fault: pc outside the program: workgroup (0,0,0) wave 0 lane - pc "
                        "0x4 address -: ",
                        0),
            0u)
      << o.err;
  EXPECT_NE(o.err.find("noend.bin has 4 bytes of code"), std::string::npos) << o.err;
}

TEST(Cli, RunawayLoopStopsAndLeavesReadableTraces) {
  const std::string prog = write_file("loop.s", "loop:\n  v_mov_b32 v1, s0\n  s_branch loop\n");
  const std::string trace = temp_path("loop.jsonl");
  const std::string vcd = temp_path("loop.vcd");
  const Outcome o =
      run_cutlm("run " + prog + " --max-instructions 1000 --trace " + trace + " --vcd " + vcd);
  EXPECT_EQ(o.status, 1);
  EXPECT_EQ(line_count(o.err), 1) << o.err;
  EXPECT_NE(o.err.find("more than 1000 instructions"), std::string::npos) << o.err;
  // Every trace line up to the fault is complete JSON.
  std::ifstream in(trace);
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines) {
    EXPECT_TRUE(nlohmann::json::accept(line)) << line;
  }
  EXPECT_EQ(lines, 1000);
  // The waveform has its header and time steps up to the fault.
  const std::string dump = read_all(vcd);
  EXPECT_NE(dump.find("$enddefinitions"), std::string::npos);
  EXPECT_NE(dump.find("\n#999"), std::string::npos);
}

TEST(Cli, CosimMismatchExitsWithThree) {
  const std::string state = std::string(CUTLM_SOURCE_DIR) + "/examples/seeds.state.json";
  const std::string prog = std::string(CUTLM_SOURCE_DIR) + "/examples/seeds.s";
  Outcome o = run_cutlm("run " + prog + " --state " + state + " --cosim -q");
  EXPECT_EQ(o.status, 0) << o.err;
  EXPECT_NE(o.out.find("cosim: matched 2 instructions, 62 lanes"), std::string::npos) << o.out;
  o = run_cutlm("run " + prog + " --state " + state + " --cosim --cosim-rtl faulty -q");
  EXPECT_EQ(o.status, 3) << o.err;
  EXPECT_NE(o.out.find("mismatches"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("lane 5"), std::string::npos) << o.out;
}

TEST(Cli, SeedProgramDumpsStateInBothWaveSizes) {
  for (const char* variant : {"seeds", "seeds_wave64"}) {
    const std::string base = std::string(CUTLM_SOURCE_DIR) + "/examples/" + variant;
    const std::string dump = temp_path(std::string(variant) + ".final.json");
    const Outcome o =
        run_cutlm("run " + base + ".s --state " + base + ".state.json --dump-state " + dump);
    ASSERT_EQ(o.status, 0) << o.err;
    const nlohmann::json state = nlohmann::json::parse(read_all(dump));
    const nlohmann::json init = nlohmann::json::parse(read_all(base + ".state.json"));
    const int lanes = init["wave_size"].get<int>();
    const uint64_t exec = std::stoull(init["exec"].get<std::string>(), nullptr, 16);
    uint64_t vcc = 0;
    for (int lane = 0; lane < lanes; ++lane) {
      const uint32_t v2 = static_cast<uint32_t>(std::stoul(
          init["vgpr"]["v2"][static_cast<size_t>(lane)].get<std::string>(), nullptr, 16));
      const uint32_t v5 = static_cast<uint32_t>(std::stoul(
          state["vgpr"]["v5"][static_cast<size_t>(lane)].get<std::string>(), nullptr, 16));
      const bool active = (exec >> lane & 1) != 0;
      // -1 is a quiet NaN both as an f64 (class bit 1) and as an f16 (min returns the other
      // operand, quieted if it is a signalling NaN in IEEE mode).
      if (active && (v2 >> 1 & 1)) vcc |= 1ull << lane;
      uint16_t expected_low = static_cast<uint16_t>(v2);
      const bool snan = (expected_low & 0x7C00) == 0x7C00 && (expected_low & 0x3FF) != 0 &&
                        (expected_low & 0x200) == 0;
      if (snan) expected_low |= 0x200;
      const uint32_t expected = active ? 0xDEAD0000u | expected_low : 0xDEAD0000u;
      EXPECT_EQ(v5, expected) << variant << " lane " << lane;
    }
    const uint64_t vcc_lo = std::stoull(state["sgpr"]["vcc_lo"].get<std::string>(), nullptr, 16);
    const uint64_t vcc_hi = std::stoull(state["sgpr"]["vcc_hi"].get<std::string>(), nullptr, 16);
    EXPECT_EQ(vcc_lo, vcc & 0xFFFFFFFFu) << variant;
    // wave32 writes VCC_LO only; wave64 writes both halves.
    EXPECT_EQ(vcc_hi, lanes == 32 ? 0xCAFEF00Du : vcc >> 32) << variant;
  }
}

}  // namespace

namespace {

// `cutlm isa` names its columns, and every instruction line has a value under each.
TEST(CliIsa, HeaderNamesTheColumns) {
  const Outcome r = run_cutlm("isa");
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream lines(r.out);
  std::string header, first;
  std::getline(lines, header);
  std::getline(lines, first);
  std::istringstream words(header);
  std::vector<std::string> names;
  for (std::string w; words >> w;) names.push_back(w);
  EXPECT_EQ(names, (std::vector<std::string>{"format", "op", "mnemonic", "status", "timing",
                                             "class", "rtl", "unit"}))
      << header;
  // The columns line up: each name starts where its column's values start.
  EXPECT_EQ(header.find("mnemonic"), first.find("s_mov_b32")) << header << "\n" << first;
  EXPECT_EQ(header.find("status"), first.find("executes")) << header << "\n" << first;
  EXPECT_EQ(header.find("timing class"), first.find("salu")) << header << "\n" << first;
}

TEST(CliDisasm, PrintsObjdumpLayoutAndGoesOnAfterIllegalWords) {
  // The seed encodings (from the reference pages), a word no format has, and a literal cut
  // off by the end of the input.
  const Outcome o = run_cutlm("disasm --hex \"7cfe04c1 740a04c1 fc000000 7e0202ff\"");
  EXPECT_EQ(o.status, 0) << o.err;
  EXPECT_EQ(o.out,
            "\tv_cmp_class_f64_e32 vcc_lo, -1, v2                         // 000000000000: "
            "7CFE04C1\n"
            "\tv_min_f16_e32 v5, -1, v2                                   // 000000000004: "
            "740A04C1\n"
            "\t.long 0xfc000000                                           // 000000000008: "
            "FC000000\n"
            "\t.long 0x7e0202ff                                           // 00000000000C: "
            "7E0202FF\n");
  EXPECT_NE(o.err.find("offset 0xc"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("cut off"), std::string::npos) << o.err;
  EXPECT_EQ(run_cutlm("disasm --hex \"7cfe04c1 zz\"").status, 2);
  EXPECT_EQ(run_cutlm("disasm").status, 2);
}

TEST(CliDisasm, Wave64NamesVcc) {
  const Outcome o = run_cutlm("disasm --wave64 --hex 7cfe04c1");
  EXPECT_NE(o.out.find("v_cmp_class_f64_e32 vcc, -1, v2"), std::string::npos) << o.out;
}

TEST(CliDisasm, GtkwaveFilterAnswersEveryLine) {
  // One word; a 96-bit value as GTKWave shows the instr signal (word 0 least significant);
  // words in order; and a value with unknown bits, which passes through.
  const std::string input = write_file(
      "filter_in.txt", "7cfe04c1\n000003FF0001FEF0D47F006A\nd47f0104 00000d02\nxxxxxxxx\n");
  const Outcome o = run_cutlm("disasm --gtkwave-filter < " + input);
  EXPECT_EQ(o.status, 0);
  EXPECT_EQ(o.out,
            "v_cmp_class_f64_e32 vcc_lo, -1, v2\n"
            "v_cmp_class_f64_e64 vcc_lo, 0.5, 0x3ff\n"
            "v_cmp_class_f64_e64 s4, |v[2:3]|, s6\n"
            "xxxxxxxx\n");
}

}  // namespace
