// The command under the third round of reliability findings: a timing configuration that must
// not change a result (ports a class cannot use, fields the run would ignore, the cosim's latency
// check against the RTL's fixed latencies); memory on demand (untouched buffers and large raw
// programs cost no memory, buffers that cannot fit are refused); outputs that never collide or
// fail silently (two outputs one file, an output that is an input, an FST on a full disk, more
// waves than waveform scopes, a name too long for the save file); inputs that cannot block (FIFOs)
// and __local pointer arguments with their dynamic LDS; messages that say what they mean.
// Every case ends with the documented exit status and one readable line.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

const std::string kKernels = CUTLM_KERNEL_DIR;
const std::string kSource = CUTLM_SOURCE_DIR;

CommandResult sh(const std::string& command) { return cutlm_test::run_command(command, ""); }

// cutlm with a time limit: an input that blocks shows as exit status 124 instead of a hung test.
CommandResult cutlm(const std::string& args) {
  return sh("timeout 60 " + std::string(CUTLM_BINARY) + " " + args);
}

std::vector<std::string> lines_of(const std::string& text) { return cutlm_test::split_lines(text); }

// The single stderr line of a command (empty when there were more or none).
std::string only_line(const CommandResult& r) {
  const auto lines = lines_of(r.err);
  return lines.size() == 1 ? lines[0] : std::string();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

bool exists(const std::string& path) {
  struct stat info {};
  return ::lstat(path.c_str(), &info) == 0;
}

// A raw-code dispatch in `dir`: program text, grid and block (one dimension), buffers and args.
std::string raw_manifest(const TempDir& dir, const std::string& program, uint64_t grid, int block,
                         const std::string& buffers, const std::string& args,
                         const std::string& name = "m.json") {
  cutlm_test::write_file(dir.file("k.s"), program);
  const std::string manifest =
      R"({"raw": "k.s", "descriptor": {"wave_size": 32, "kernarg_ptr": true}, "grid": [)" +
      std::to_string(grid) + R"(, 1, 1], "block": [)" + std::to_string(block) +
      R"(, 1, 1], "buffers": [)" + buffers + R"(], "args": [)" + args + "]}";
  cutlm_test::write_file(dir.file(name), manifest);
  return dir.file(name);
}

// Stores each work-item's index in its workgroup to that word of the buffer the first argument
// points to.
const char kStoreIds[] =
    "  s_load_b64 s[2:3], s[0:1], 0x0\n"
    "  v_lshlrev_b32 v1, 2, v0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  global_store_b32 v1, v0, s[2:3]\n"
    "  s_endpgm\n";

// A command run in a child of its own, with its peak resident set from wait4.
struct Measured {
  int status = -1;
  uint64_t peak_rss_bytes = 0;
  double seconds = 0;
  std::string err;
};

Measured measure(const TempDir& dir, const std::string& args) {
  const std::string err_path = dir.file("measured.err");
  const std::string command = std::string(CUTLM_BINARY) + " " + args + " 2> '" + err_path + "'";
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  Measured m;
  int status = 0;
  struct rusage usage {};
  if (pid > 0 && wait4(pid, &status, 0, &usage) == pid) {
    m.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.peak_rss_bytes = static_cast<uint64_t>(usage.ru_maxrss) * 1024;  // Linux: KiB
  }
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  m.err = cutlm_test::read_text(err_path);
  return m;
}

uint64_t mem_total_bytes() {
  std::ifstream in("/proc/meminfo");
  for (std::string key; in >> key;) {
    uint64_t kib = 0;
    in >> kib;
    if (key == "MemTotal:") return kib * 1024;
    std::string rest;
    std::getline(in, rest);
  }
  return 0;
}

constexpr uint64_t kMiB = uint64_t{1} << 20;
constexpr uint64_t kGiB = uint64_t{1} << 30;

// ---- a timing configuration never changes a result ----

// On the lds or smem port a VALU instruction's result was never written back: saxpy stored
// zeros with exit 0. Each such port is refused with the key, before anything runs.
TEST(TimingConfig, APortAClassCannotUseIsRefused) {
  TempDir dir;
  for (const char* cls : {"valu32", "valu_fma", "valu64", "valu_quarter_rate32", "valu_double"}) {
    for (const char* port : {"lds", "smem", "salu", "vmem"}) {
      const std::string config = dir.file("t.json");
      cutlm_test::write_file(
          config, std::string(R"({"classes": {")") + cls + R"(": {"port": ")" + port + R"("}}})");
      const CommandResult r =
          cutlm("dispatch " + kKernels + "/saxpy_w32.json -q --timing cycle --timing-config " +
                config + " --dump-dir " + dir.file(""));
      EXPECT_EQ(r.status, 2) << cls << " on " << port << ": " << r.err;
      EXPECT_EQ(only_line(r), "cutlm: error: " + config + ": classes." + cls + ".port: " + cls +
                                  " instructions issue on the valu port only (their unit), got \"" +
                                  port + "\"");
      EXPECT_FALSE(exists(dir.file("saxpy_w32.y.bin"))) << "a dump was written";
    }
  }
  // Its own port may be repeated: the run is the default one.
  cutlm_test::write_file(dir.file("same.json"), R"({"classes": {"valu32": {"port": "valu"}}})");
  EXPECT_EQ(cutlm("dispatch " + kKernels + "/saxpy_w32.json -q --timing cycle --timing-config " +
                  dir.file("same.json") + " --dump-dir " + dir.file(""))
                .status,
            0);
}

// The memory classes' issue_cycles were accepted and ignored (only the profile showed them).
TEST(TimingConfig, FieldsTheRunIgnoresAreRefused) {
  TempDir dir;
  for (const char* cls : {"ds", "vmem", "smem"}) {
    const std::string config = dir.file("t.json");
    cutlm_test::write_file(config,
                           std::string(R"({"classes": {")") + cls + R"(": {"issue_cycles": 4}}})");
    const CommandResult r =
        cutlm("dispatch " + kKernels + "/reduce_w32.json -q --timing cycle --timing-config " +
              config + " --dump-dir " + dir.file(""));
    EXPECT_EQ(r.status, 2) << cls << ": " << r.err;
    const std::string line = only_line(r);
    EXPECT_TRUE(contains(line, std::string("classes.") + cls + ".issue_cycles: 4 is not modelled"))
        << line;
  }
}

// The RTL's latencies are fixed: a configuration that changes the model's VALU latencies used to
// make every VALU instruction a cosim mismatch (exit 3, "latency model 9 ... rtl 5").
TEST(TimingConfig, CosimComparesTheRtlWithItsFixedLatencies) {
  TempDir dir;
  cutlm_test::write_file(dir.file("t.json"),
                         R"({"classes": {"valu32": {"latency": 9}, "valu64": {"latency": 9},
                                         "valu_fma": {"latency": 7}}})");
  const CommandResult r = cutlm("run " + kSource + "/examples/seeds.s --state " + kSource +
                                "/examples/seeds.state.json --cosim --timing cycle "
                                "--timing-config " +
                                dir.file("t.json"));
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(only_line(r),
            "cutlm: note: --timing-config changes VALU latencies (valu32 9, valu_fma 7, valu64 9); "
            "the RTL's are fixed, so --cosim compares its latency with the built-in ones");
  EXPECT_TRUE(contains(r.out, "cosim: matched ")) << r.out;
  // Without a changed latency there is no note.
  const CommandResult plain = cutlm("run " + kSource + "/examples/seeds.s --state " + kSource +
                                    "/examples/seeds.state.json --cosim --timing cycle");
  EXPECT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(plain.err, "");
}

// ---- memory on demand ----

// A 1 GiB buffer the kernel never touches cost 1 GB of resident memory.
TEST(Memory, AnUntouchedBufferCostsNoMemory) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir, kStoreIds, 32, 32,
                                            R"({"name": "out", "size": 128, "dump": "out.bin"},
                      {"name": "big", "size": 1073741824, "init": {"fill": {"u32": 0}}})",
                                            R"({"buffer": "out"})");
  const Measured m = measure(dir, "dispatch " + manifest + " -q");
  ASSERT_EQ(m.status, 0) << m.err;
  std::printf("[ figures ] dispatch with an untouched 1 GiB buffer: peak RSS %.1f MiB\n",
              static_cast<double>(m.peak_rss_bytes) / kMiB);
  EXPECT_LT(m.peak_rss_bytes, 256 * kMiB);
  const std::string out = cutlm_test::read_text(dir.file("out.bin"));
  ASSERT_EQ(out.size(), 128u);
  for (uint32_t i = 0; i < 32; ++i) {
    uint32_t value = 0;
    std::memcpy(&value, out.data() + 4 * i, 4);
    EXPECT_EQ(value, i);
  }
}

// Eight 4 GiB buffers (each within the per-buffer limit) were zero-filled until the OOM killer
// ended the run after 72 s. Buffers that together exceed the machine's memory are refused at once.
TEST(Memory, BuffersBeyondTheMachinesMemoryAreRefused) {
  const uint64_t total = mem_total_bytes();
  ASSERT_GT(total, 0u);
  const uint64_t count = total / (4 * kGiB) + 1;
  TempDir dir;
  std::string buffers;
  for (uint64_t i = 0; i < count; ++i) {
    buffers += (i == 0 ? "" : ", ") + std::string(R"({"name": "b)") + std::to_string(i) +
               R"(", "size": 4294967296})";
  }
  const std::string manifest = raw_manifest(dir, "s_endpgm\n", 32, 32, buffers, "");
  const Measured m = measure(dir, "dispatch " + manifest + " -q");
  EXPECT_EQ(m.status, 2) << m.err;
  EXPECT_LT(m.seconds, 20.0);
  const auto lines = lines_of(m.err);
  ASSERT_EQ(lines.size(), 1u) << m.err;
  EXPECT_TRUE(contains(lines[0], std::to_string(count * 4 * kGiB) + " bytes in " +
                                     std::to_string(count) +
                                     " buffers, more than this machine's "
                                     "memory ("))
      << lines[0];
  EXPECT_LT(m.peak_rss_bytes, 256 * kMiB);
}

// A raw program cost about 95 bytes of resident memory per byte (a decode slot per word).
TEST(Memory, ARawProgramIsDecodedOnlyWhereItRuns) {
  TempDir dir;
  // s_endpgm, then 16 MiB of s_nop 0 the wave never reaches.
  std::vector<uint8_t> code(16 * kMiB);
  const uint32_t endpgm = 0xbfb00000;
  const uint32_t nop = 0xbf800000;
  for (size_t i = 0; i < code.size(); i += 4) std::memcpy(&code[i], i == 0 ? &endpgm : &nop, 4);
  cutlm_test::write_bytes(dir.file("big.bin"), code);
  const Measured m = measure(dir, "run " + dir.file("big.bin") + " -q");
  ASSERT_EQ(m.status, 0) << m.err;
  std::printf("[ figures ] run of a 16 MiB raw program: peak RSS %.1f MiB\n",
              static_cast<double>(m.peak_rss_bytes) / kMiB);
  // The program's bytes themselves are held a few times over (file, program, instruction memory).
  EXPECT_LT(m.peak_rss_bytes, 256 * kMiB);
  // Past 256 MiB a program is refused before it is read (a sparse file: no disk needed).
  const std::string huge = dir.file("huge.bin");
  cutlm_test::write_file(huge, "");
  ASSERT_EQ(truncate(huge.c_str(), static_cast<off_t>(300 * kMiB)), 0);
  const Measured refused = measure(dir, "run " + huge + " -q");
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(lines_of(refused.err),
            std::vector<std::string>{"cutlm: error: " + huge + ": " + std::to_string(300 * kMiB) +
                                     " bytes of code; a program has at most 268435456 (256 MiB)"});
  EXPECT_LT(refused.peak_rss_bytes, 256 * kMiB);
}

// ---- outputs never collide and never silently fail ----

TEST(Outputs, TwoBufferDumpsToOneFileAreRefused) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir, kStoreIds, 32, 32,
                                            R"({"name": "a", "size": 128, "dump": "same.bin"},
                      {"name": "b", "size": 128, "dump": "./same.bin"})",
                                            R"({"buffer": "a"})");
  const CommandResult r = cutlm("dispatch " + manifest + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(only_line(r), "cutlm: error: buffers[0].dump and buffers[1].dump name one file, " +
                              dir.file("same.bin") + " (" + dir.file("./same.bin") +
                              "): give each output its own file");
  EXPECT_FALSE(exists(dir.file("same.bin")));
}

TEST(Outputs, ADumpNamedLikeAnInputIsRefusedAndTheInputKept) {
  TempDir dir;
  const std::string manifest = raw_manifest(
      dir, kStoreIds, 32, 32, R"({"name": "a", "size": 128, "dump": "k.s"})", R"({"buffer": "a"})");
  const CommandResult r = cutlm("dispatch " + manifest + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(only_line(r), "cutlm: error: buffers[0].dump " + dir.file("k.s") +
                              " is the raw code, an input of this run: it would be overwritten; "
                              "write it elsewhere");
  EXPECT_EQ(cutlm_test::read_text(dir.file("k.s")), kStoreIds);
  // The manifest itself, through --dump-dir.
  cutlm_test::write_file(dir.file("m2.json"),
                         R"({"raw": "k.s", "descriptor": {"wave_size": 32, "kernarg_ptr": true},
                             "grid": [32], "block": [32],
                             "buffers": [{"name": "a", "size": 128, "dump": "m2.json"}],
                             "args": [{"buffer": "a"}]})");
  const CommandResult m =
      cutlm("dispatch " + dir.file("m2.json") + " -q --dump-dir " + dir.file(""));
  EXPECT_EQ(m.status, 2) << m.err;
  EXPECT_TRUE(contains(only_line(m), "is the manifest, an input of this run")) << m.err;
}

TEST(Outputs, OptionsNamingOneFileAreRefusedBeforeAnythingIsWritten) {
  TempDir dir;
  cutlm_test::write_file(dir.file("p.s"), "v_mov_b32 v1, 1\ns_endpgm\n");
  const std::string program = dir.file("p.s");
  const std::string x = dir.file("x");
  struct Case {
    std::string options;
    std::string line;
  };
  ASSERT_EQ(symlink(x.c_str(), dir.file("link").c_str()), 0);
  const Case cases[] = {
      {"--trace " + x + " --stats " + x,
       "--trace and --stats name one file, " + x + ": give each output its own file"},
      {"--vcd " + x + " --trace " + x,
       "--trace and --vcd name one file, " + x + ": give each output its own file"},
      {"--trace " + x + ".gtkw --vcd " + x, "--trace and --vcd's save file name one file, " + x +
                                                ".gtkw: give each output its own file"},
      {"--stats " + x + " --dump-state " + dir.file("link"),
       "--stats and --dump-state name one file, " + x + " (" + dir.file("link") +
           "): give each output its own file"},
      {"--dump-state " + program, "--dump-state " + program +
                                      " is the program, an input of this run: it would be "
                                      "overwritten; write it elsewhere"},
  };
  for (const Case& c : cases) {
    const CommandResult r = cutlm("run " + program + " -q " + c.options);
    EXPECT_EQ(r.status, 2) << c.options << ": " << r.err;
    EXPECT_EQ(only_line(r), "cutlm: error: " + c.line) << c.options;
    EXPECT_FALSE(exists(x)) << c.options << ": " << x << " was written";
    EXPECT_FALSE(exists(x + ".gtkw")) << c.options;
  }
  EXPECT_EQ(cutlm_test::read_text(program), "v_mov_b32 v1, 1\ns_endpgm\n");
  // A hard link of the state file is the state file.
  cutlm_test::write_file(dir.file("s.json"), R"({"wave_size": 32})");
  ASSERT_EQ(link(dir.file("s.json").c_str(), dir.file("hard.json").c_str()), 0);
  const CommandResult hard = cutlm("run " + program + " -q --state " + dir.file("s.json") +
                                   " --dump-state " + dir.file("hard.json"));
  EXPECT_EQ(hard.status, 2) << hard.err;
  EXPECT_TRUE(contains(only_line(hard), "is the --state file, an input of this run")) << hard.err;
  EXPECT_EQ(cutlm_test::read_text(dir.file("s.json")), R"({"wave_size": 32})");
  // Several outputs to /dev/null are fine.
  EXPECT_EQ(cutlm("run " + program + " -q --trace /dev/null --stats /dev/null").status, 0);
}

// A 254-character .vcd name failed only at FILE.gtkw, after the VCD was written.
TEST(Outputs, EveryNameIsCheckedBeforeAnyFileIsWritten) {
  TempDir dir;
  cutlm_test::write_file(dir.file("p.s"), "v_mov_b32 v1, 1\ns_endpgm\n");
  const std::string vcd = dir.file(std::string(250, 'w') + ".vcd");
  const CommandResult r =
      cutlm("run " + dir.file("p.s") + " -q --trace " + dir.file("t.jsonl") + " --vcd " + vcd);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(only_line(r),
            "cutlm: error: cannot open the GTKWave save file " + vcd + ".gtkw: File name too long");
  EXPECT_FALSE(exists(vcd));
  EXPECT_FALSE(exists(dir.file("t.jsonl")));
}

// 4,097 waves dropped every per-wave scope silently: the first 4,096 keep theirs, with a warning.
TEST(Outputs, WavesBeyondTheScopeLimitAreWarnedAbout) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir, "s_endpgm\n", 4097 * 32, 32, "", "");
  const CommandResult r = cutlm("dispatch " + manifest + " -q --vcd " + dir.file("w.vcd"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(only_line(r),
            "cutlm: warning: --vcd: per-wave scopes (tlm.cu.waves.*) for the first 4096 recorded "
            "waves only, not for the 1 after them (choose waves with --wave-workgroups)");
  const std::string vcd = cutlm_test::read_text(dir.file("w.vcd"));
  EXPECT_TRUE(contains(vcd, "$scope module wg(0,0,0)w0 $end")) << "first wave's scope missing";
  EXPECT_TRUE(contains(vcd, "$scope module wg(4095,0,0)w0 $end")) << "4096th wave's scope missing";
  EXPECT_FALSE(contains(vcd, "$scope module wg(4096,0,0)w0 $end"));
  // At the limit, no warning.
  const std::string at_limit = raw_manifest(dir, "s_endpgm\n", 4096 * 32, 32, "", "", "m2.json");
  const CommandResult quiet = cutlm("dispatch " + at_limit + " -q --vcd " + dir.file("w2.vcd"));
  EXPECT_EQ(quiet.status, 0);
  EXPECT_EQ(quiet.err, "");
}

// A small file system that fills up: a tmpfs, which only root can mount.
class FullDisk : public ::testing::Test {
 protected:
  void SetUp() override {
    if (geteuid() != 0) GTEST_SKIP() << "mounting a 64 KiB tmpfs needs root";
    mount_ = dir_.file("small");
    std::filesystem::create_directory(mount_);
    const CommandResult r = sh("mount -t tmpfs -o size=64k cutlm-test " + mount_);
    if (r.status != 0) GTEST_SKIP() << "cannot mount a tmpfs here: " << r.err;
    mounted_ = true;
  }
  void TearDown() override {
    if (mounted_) sh("umount " + mount_);
  }
  TempDir dir_;
  std::string mount_;
  bool mounted_ = false;
};

// --vcd w.fst on a full disk exited 0 with an unreadable FST; the VCD path reported ENOSPC.
TEST_F(FullDisk, AnFstThatCannotBeWrittenIsAnError) {
  // Enough instructions (512 waves of 200) that the waveform outgrows 64 KiB even compressed.
  const std::string manifest = raw_manifest(dir_,
                                            "  s_mov_b32 s4, 50\n"
                                            "loop:\n"
                                            "  v_add_nc_u32 v1, v1, v0\n"
                                            "  s_sub_u32 s4, s4, 1\n"
                                            "  s_cmp_lg_u32 s4, 0\n"
                                            "  s_cbranch_scc1 loop\n"
                                            "  s_endpgm\n",
                                            512 * 32, 32, "", "");
  for (const char* name : {"w.fst", "w.vcd"}) {
    const std::string path = mount_ + "/" + name;
    const CommandResult r = cutlm("dispatch " + manifest + " -q --vcd " + path);
    EXPECT_EQ(r.status, 2) << name << ": " << r.err;
    const std::string line = only_line(r);
    EXPECT_EQ(line.rfind("cutlm: error: cannot write the waveform " + path + ": ", 0), 0u) << line;
    EXPECT_TRUE(contains(line, "No space left on device") || contains(line, "incomplete")) << line;
    sh("rm -f " + mount_ + "/*");
  }
}

// ---- inputs ----

// A FIFO as an input blocked forever; now every input must be a regular file.
TEST(Inputs, AFifoIsRefusedNotWaitedOn) {
  TempDir dir;
  const std::string fifo = dir.file("fifo");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  for (const char* name : {"p.bin", "p.s", "p.o"}) {
    ASSERT_EQ(mkfifo(dir.file(name).c_str(), 0600), 0);
  }
  cutlm_test::write_file(dir.file("ok.s"), "s_endpgm\n");
  const std::string run = "run " + dir.file("ok.s") + " -q";
  struct Case {
    std::string args;
    std::string path;
  };
  const Case cases[] = {{"run " + dir.file("p.bin") + " -q", dir.file("p.bin")},
                        {"run " + dir.file("p.s") + " -q", dir.file("p.s")},
                        {"run " + dir.file("p.o") + " -q", dir.file("p.o")},
                        {"dispatch " + fifo + " -q", fifo},
                        {run + " --state " + fifo, fifo},
                        {run + " --timing cycle --timing-config " + fifo, fifo}};
  for (const Case& c : cases) {
    const CommandResult r = cutlm(c.args);
    EXPECT_EQ(r.status, 2) << c.args << ": " << r.err;
    const std::string line = only_line(r);
    EXPECT_EQ(line.rfind("cutlm: error: " + c.path + " is not a regular file", 0), 0u)
        << c.args << ": " << r.err;
  }
}

// An OpenCL __local pointer argument took a u32 and ran with no LDS: all zeros, exit 0.
TEST(Inputs, ALocalPointerArgumentGetsItsDynamicLds) {
  TempDir dir;
  // A static __local word beside the dynamic tile: they must not overlap.
  cutlm_test::write_file(dir.file("k.cl"), R"(#include "cutlm/opencl.h"
__kernel void reverse_local(__global const uint* in, __local uint* tile, __global uint* out) {
  __local uint bias;
  const size_t l = get_local_id(0);
  const size_t n = get_local_size(0);
  const size_t g = get_global_id(0);
  if (l == 0) bias = 1000u * (uint)get_group_id(0) + 7u;
  tile[l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[n - 1 - l] + bias;
}
)");
  const CommandResult cc =
      sh(std::string(CUTLM_CLANG) +
         " -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 "
         "-nogpulib -O2 -I " +
         kSource + "/include " + dir.file("k.cl") + " -o " + dir.file("k.hsaco"));
  ASSERT_EQ(cc.status, 0) << cc.err;
  const auto manifest = [&](const std::string& tile_arg) {
    cutlm_test::write_file(dir.file("m.json"), R"({"code": "k.hsaco", "kernel": "reverse_local",
        "grid": [256], "block": [64],
        "buffers": [{"name": "in", "size": 1024, "init": {"random": 3}},
                    {"name": "out", "size": 1024, "dump": "out.bin"}],
        "args": [{"buffer": "in"}, )" + tile_arg + R"(, {"buffer": "out"}]})");
    return dir.file("m.json");
  };
  const CommandResult r = cutlm("dispatch " + manifest(R"({"local": 256})") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  // The host's computation: the same splitmix64 input, reversed per block of 64, plus the bias.
  std::vector<uint32_t> in(256);
  uint64_t state = 3;
  for (size_t i = 0; i < in.size(); i += 2) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    in[i] = static_cast<uint32_t>(z);
    in[i + 1] = static_cast<uint32_t>(z >> 32);
  }
  const std::string out = cutlm_test::read_text(dir.file("out.bin"));
  ASSERT_EQ(out.size(), 1024u);
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t got = 0;
    std::memcpy(&got, out.data() + 4 * i, 4);
    const uint32_t block = i / 64;
    const uint32_t expected = in[block * 64 + 63 - i % 64] + 1000 * block + 7;
    ASSERT_EQ(got, expected) << "work-item " << i;
  }
  // A scalar for the pointer is refused, naming the argument; so is LDS beyond 64 KiB.
  const CommandResult scalar = cutlm("dispatch " + manifest(R"({"u32": 0})") + " -q");
  EXPECT_EQ(scalar.status, 2) << scalar.err;
  EXPECT_EQ(only_line(scalar), "cutlm: error: " + dir.file("m.json") +
                                   ": args[1]: the kernel's argument 1 (uint*) is a __local "
                                   "pointer: give the bytes of LDS it points to as {\"local\": "
                                   "BYTES}, not u32");
  const CommandResult large = cutlm("dispatch " + manifest(R"({"local": 65536})") + " -q");
  EXPECT_EQ(large.status, 2) << large.err;
  EXPECT_TRUE(contains(only_line(large), "args[1].local: 65536 bytes of LDS from offset "))
      << large.err;
  // And a size for a parameter that is not a __local pointer.
  cutlm_test::write_file(dir.file("m2.json"), R"({"code": "k.hsaco", "kernel": "reverse_local",
        "grid": [64], "block": [64], "buffers": [{"name": "b", "size": 256}],
        "args": [{"local": 4}, {"local": 256}, {"buffer": "b"}]})");
  const CommandResult wrong = cutlm("dispatch " + dir.file("m2.json") + " -q");
  EXPECT_EQ(wrong.status, 2) << wrong.err;
  EXPECT_TRUE(contains(only_line(wrong),
                       "args[0]: the kernel's argument 0 (uint*) is "
                       "global_buffer, not a __local pointer"))
      << wrong.err;
}

// Raw code (no metadata): {"local": BYTES} is a 4-byte argument at its natural place, the
// address after the descriptor's LDS aligned to 16, and the workgroup's LDS grows by BYTES.
TEST(Inputs, RawCodeGetsDynamicLdsToo) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"),
                         "  s_load_b64 s[2:3], s[0:1], 0x0\n"
                         "  s_load_b32 s4, s[0:1], 0x8\n"
                         "  s_waitcnt lgkmcnt(0)\n"
                         "  v_mov_b32 v1, s4\n"
                         "  v_add_nc_u32 v3, 60, v1\n"  // the area's last dword
                         "  v_mov_b32 v4, 0x1234\n"
                         "  ds_store_b32 v3, v4\n"
                         "  s_waitcnt lgkmcnt(0)\n"
                         "  ds_load_b32 v5, v3\n"
                         "  s_waitcnt lgkmcnt(0)\n"
                         "  v_mov_b32 v2, 0\n"
                         "  global_store_b32 v2, v1, s[2:3]\n"
                         "  global_store_b32 v2, v5, s[2:3] offset:4\n"
                         "  s_endpgm\n");
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s",
      "descriptor": {"wave_size": 32, "kernarg_ptr": true, "lds_bytes": 4},
      "grid": [32], "block": [32], "buffers": [{"name": "out", "size": 8, "dump": "out.bin"}],
      "args": [{"buffer": "out"}, {"local": 64}]})");
  const CommandResult r = cutlm("dispatch " + dir.file("m.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string out = cutlm_test::read_text(dir.file("out.bin"));
  ASSERT_EQ(out.size(), 8u);
  uint32_t words[2] = {};
  std::memcpy(words, out.data(), 8);
  EXPECT_EQ(words[0], 16u);  // after the kernel's 4 bytes, aligned to 16
  EXPECT_EQ(words[1], 0x1234u);
}

// ---- messages that say what they mean ----

TEST(Messages, AnEchoedValueCutShortIsMarked) {
  TempDir dir;
  cutlm_test::write_file(dir.file("p.s"), "s_endpgm\n");
  const std::string value = std::string(40, 'f') + std::string(60, 'a');
  const CommandResult r = cutlm("run " + dir.file("p.s") + " -q --timing " + value);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(only_line(r), "cutlm: error: --timing must be fast or cycle, not \"" +
                              std::string(40, 'f') + "...\" (100 characters)");
  const CommandResult count =
      cutlm("run " + dir.file("p.s") + " -q --max-instructions " + std::string(45, '9'));
  EXPECT_EQ(count.status, 2);
  EXPECT_EQ(only_line(count), "cutlm: error: --max-instructions: \"" + std::string(40, '9') +
                                  "...\" (45 characters) is outside 1 to 4611686018427387904");
}

TEST(Messages, ANumberTooLargeNamesTheLimit) {
  TempDir dir;
  const std::string manifest = raw_manifest(dir, "s_endpgm\n", 32, 32, "", "");
  const std::string trace = " --trace " + dir.file("t.jsonl");
  const CommandResult r =
      cutlm("dispatch " + manifest + " -q" + trace + " --wave-window 1:18446744073709551616");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(only_line(r),
            "cutlm: error: --wave-window: \"1:18446744073709551616\" is not START:END with whole "
            "numbers of cycles from 0 to 18446744073709551615");
  // The largest cycle is a cycle.
  EXPECT_EQ(cutlm("dispatch " + manifest + " -q" + trace + " --wave-window 1:18446744073709551615")
                .status,
            0);
  const CommandResult wg =
      cutlm("dispatch " + manifest + " -q" + trace + " --wave-workgroups 99999999999999999999");
  EXPECT_EQ(wg.status, 2);
  EXPECT_TRUE(contains(only_line(wg), "is not a workgroup index from 0 to 18446744073709551615"))
      << wg.err;
}

TEST(Messages, TheImpossibleBarrierFaultIsASentence) {
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
  const CommandResult r = cutlm("dispatch " + manifest + " -q --max-instructions 10");
  EXPECT_EQ(r.status, 1);
  const std::string line = only_line(r);
  EXPECT_EQ(
      line.rfind("cutlm: fault: impossible barrier: workgroup (0,0,0) wave 1 lane - pc 0x", 0), 0u)
      << r.err;
  const std::string tail =
      ": waves 0 (pc 0xc) wait at s_barrier while this wave retired more than 10 instructions "
      "without s_endpgm (raise --max-instructions)";
  EXPECT_EQ(line.substr(line.size() - std::min(line.size(), tail.size())), tail) << line;
}

}  // namespace
