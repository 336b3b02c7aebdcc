// The loaders under corrupt and foreign inputs: code objects whose metadata or headers lie,
// code objects built for other GPUs, folders given where files belong, state and manifest JSON
// that repeats keys, and raw code cut mid-word. Each must end with exit status 2 (or run, for
// the gfx11 targets with gfx1100's instruction set) and one line naming the file and the fault.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "exec/wave_state.h"
#include "loader/code_object.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "loader/state_json.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

CommandResult cutlm(const std::string& args) {
  return cutlm_test::run_command(std::string(CUTLM_BINARY) + " " + args, "");
}

std::vector<uint8_t> read_bytes(const std::string& path) {
  const std::string text = cutlm_test::read_text(path);
  return std::vector<uint8_t>(text.begin(), text.end());
}

int line_count(const std::string& text) {
  int lines = 0;
  for (char ch : text) lines += ch == '\n';
  return lines;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Four explicit arguments (offsets 0, 8, 16, 24) and the hidden ones clang adds for
// get_local_size.
const char* kKernel = R"(
__kernel void k(float a, __global const float* x, __global float* y, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
           __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = a * x[i] + y[i];
}
)";

// Compiles kKernel with clang-19 for `cpu` into dir/NAME; returns the path.
std::string compile(const TempDir& dir, const std::string& cpu, const std::string& name,
                    const std::string& extra = "") {
  cutlm_test::write_file(dir.file("k.cl"), kKernel);
  const std::string out = dir.file(name);
  const std::string command =
      "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -mcpu=" + cpu + " " +
      extra + " " + dir.file("k.cl") + " -o " + out;
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  return out;
}

// A manifest for kKernel in dir/m.json naming code object `code`.
std::string manifest(const TempDir& dir, const std::string& code) {
  const std::string path = dir.file("m.json");
  cutlm_test::write_file(path, R"({"code": ")" + code + R"(", "kernel": "k",
    "grid": [64, 1, 1], "block": [64, 1, 1],
    "buffers": [{"name": "x", "size": 256, "init": {"random": 1}},
                {"name": "y", "size": 256, "init": {"random": 2}}],
    "args": [{"f32": 2.0}, {"buffer": "x"}, {"buffer": "y"}, {"u32": 64}]})");
  return path;
}

// Every offset of a msgpack fixstr key ".offset" / ".size" followed by a one-byte value, in the
// order the metadata lists the arguments.
std::vector<size_t> msgpack_fixint_values(const std::vector<uint8_t>& bytes,
                                          const std::string& key) {
  std::vector<size_t> at;
  const std::string needle = std::string(1, static_cast<char>(0xa0 | key.size())) + key;
  const std::string text(bytes.begin(), bytes.end());
  for (size_t i = text.find(needle); i != std::string::npos; i = text.find(needle, i + 1)) {
    at.push_back(i + needle.size());
  }
  return at;
}

// ---- item: every size and offset read from the file checked before use ----

TEST(LoaderHardening, ArgumentOffsetNearTwoToThe64IsAnInputError) {
  TempDir dir;
  std::vector<uint8_t> bytes = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  const std::vector<size_t> offsets = msgpack_fixint_values(bytes, ".offset");
  ASSERT_GE(offsets.size(), 4u);
  ASSERT_EQ(bytes[offsets[3]], 24u);  // argument 3 (n) at offset 24, a positive fixint
  bytes[offsets[3]] = 0xfe;           // negative fixint -2: offset 0xfffffffffffffffe
  cutlm_test::write_bytes(dir.file("bad.hsaco"), bytes);

  try {
    cutlm::load_code_object(dir.file("bad.hsaco"), "k");
    ADD_FAILURE() << "a kernarg offset of -2 was accepted";
  } catch (const cutlm::InputError& e) {
    EXPECT_TRUE(contains(e.what(), "argument 3")) << e.what();
    EXPECT_TRUE(contains(e.what(), "offset 0xfffffffffffffffe outside the kernarg segment"))
        << e.what();
  }
  const CommandResult r = cutlm("dispatch " + manifest(dir, "bad.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "bad.hsaco")) << r.err;
  EXPECT_TRUE(contains(r.err, "offset 0xfffffffffffffffe outside the kernarg segment (size "))
      << r.err;
  // The unmodified object still runs: the check refuses only what lies outside.
  EXPECT_EQ(cutlm("dispatch " + manifest(dir, "good.hsaco") + " -q").status, 0);
}

TEST(LoaderHardening, ArgumentSizeRunningPastTheSegmentIsAnInputError) {
  TempDir dir;
  std::vector<uint8_t> bytes = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  const std::vector<size_t> sizes = msgpack_fixint_values(bytes, ".size");
  ASSERT_GE(sizes.size(), 4u);
  ASSERT_EQ(bytes[sizes[3]], 4u);  // n: 4 bytes
  bytes[sizes[3]] = 0xff;          // -1: offset 24 + size 2^64-1 wraps to 23
  cutlm_test::write_bytes(dir.file("bad.hsaco"), bytes);
  const CommandResult r = cutlm("dispatch " + manifest(dir, "bad.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "argument 3")) << r.err;
  EXPECT_TRUE(contains(r.err, "outside the kernarg segment")) << r.err;
}

TEST(LoaderHardening, MetadataOfTheWrongTypeIsAnInputError) {
  TempDir dir;
  std::vector<uint8_t> bytes = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  const std::vector<size_t> offsets = msgpack_fixint_values(bytes, ".offset");
  ASSERT_GE(offsets.size(), 4u);
  bytes[offsets[3]] = 0xc3;  // msgpack true where an integer belongs
  try {
    cutlm::load_code_object_bytes(bytes, "t.hsaco", "k");
    ADD_FAILURE() << "a boolean offset was accepted";
  } catch (const cutlm::InputError& e) {
    EXPECT_TRUE(contains(e.what(), ".offset: expected an integer")) << e.what();
  }
}

TEST(LoaderHardening, HeaderTablesOutsideTheFileAreInputErrors) {
  TempDir dir;
  const std::vector<uint8_t> good = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  ASSERT_GE(good.size(), 64u);
  struct Patch {
    size_t at;
    unsigned width;
    uint64_t value;
  } patches[] = {
      {0x28, 8, ~0ull - 0x20},  // e_shoff near 2^64: offset + i * entsize wraps
      {0x20, 8, ~0ull - 0x10},  // e_phoff near 2^64
      {0x3C, 2, 0xffff},        // e_shnum far beyond the file
  };
  for (const Patch& p : patches) {
    std::vector<uint8_t> bytes = good;
    std::memcpy(bytes.data() + p.at, &p.value, p.width);
    try {
      cutlm::load_code_object_bytes(bytes, "t.hsaco", "k");
      ADD_FAILURE() << "patch at " << p.at << " was accepted";
    } catch (const cutlm::InputError& e) {
      EXPECT_TRUE(contains(e.what(), "outside the file")) << e.what();
    }
  }
}

// Found by fuzz_code_object: without metadata the descriptor's kernarg size alone sized the
// kernarg segment, so 0xffffffff allocated 4 GiB (8 GB resident, two minutes, exit 0).
TEST(LoaderHardening, HugeDescriptorKernargSizeIsAnInputError) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"), R"(.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_kernarg_size 4294967295
.end_amdhsa_kernel
)");
  const std::string command = std::string(CUTLM_LLVM_MC) +
                              " -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj -o " +
                              dir.file("k.o") + " " + dir.file("k.s");
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  cutlm_test::write_file(dir.file("m.json"),
                         R"({"code": "k.o", "kernel": "k", "grid": [1], "block": [1]})");
  const CommandResult r = cutlm("dispatch -q " + dir.file("m.json"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "kernarg segment of 4294967295 bytes")) << r.err;
}

// A loadable segment whose memory size was corrupted to 240 MiB made the dispatch's decode
// cache (328 bytes per instruction word) take 12 GB; it must be refused at load time.
TEST(LoaderHardening, HugeLoadableSegmentIsAnInputError) {
  TempDir dir;
  std::vector<uint8_t> bytes = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  uint64_t phoff = 0;
  uint16_t phnum = 0;
  std::memcpy(&phoff, bytes.data() + 0x20, 8);
  std::memcpy(&phnum, bytes.data() + 0x38, 2);
  bool patched = false;
  for (uint16_t i = 0; i < phnum && !patched; ++i) {
    uint32_t type = 0;
    std::memcpy(&type, bytes.data() + phoff + 56u * i, 4);
    if (type != 1) continue;  // PT_LOAD
    const uint64_t memsz = 0x0f000000;
    std::memcpy(bytes.data() + phoff + 56u * i + 0x28, &memsz, 8);
    patched = true;
  }
  ASSERT_TRUE(patched);
  cutlm_test::write_bytes(dir.file("big.hsaco"), bytes);
  // The timeout keeps the old behaviour (minutes, gigabytes) from stalling the suite.
  const CommandResult r =
      cutlm_test::run_command("timeout -s KILL 30 " + std::string(CUTLM_BINARY) + " dispatch -q " +
                                  manifest(dir, "big.hsaco"),
                              "");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "lies beyond 16 MiB")) << r.err;
}

// ---- item: inputs built for another GPU ----

TEST(LoaderHardening, CodeObjectForGfx90aIsRefused) {
  TempDir dir;
  compile(dir, "gfx90a", "k.hsaco");
  const CommandResult r = cutlm("dispatch " + manifest(dir, "k.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "k.hsaco is a code object for gfx90a; cutlm models gfx1100"))
      << r.err;
}

TEST(LoaderHardening, CodeObjectForRdna35IsRefused) {
  TempDir dir;
  for (const std::string cpu : {"gfx1150", "gfx1151"}) {
    compile(dir, cpu, "k.hsaco");
    const CommandResult r = cutlm("dispatch " + manifest(dir, "k.hsaco") + " -q");
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_TRUE(contains(r.err, "is a code object for " + cpu + "; cutlm models gfx1100")) << r.err;
  }
}

TEST(LoaderHardening, SameIsaTargetsRunWithOneWarning) {
  TempDir dir;
  for (const std::string cpu : {"gfx1101", "gfx1102"}) {
    compile(dir, cpu, "k.hsaco");
    const CommandResult r = cutlm("dispatch " + manifest(dir, "k.hsaco") + " -q");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(line_count(r.err), 1) << r.err;
    EXPECT_TRUE(contains(r.err, "built for " + cpu + ", running as gfx1100 (same instruction set)"))
        << r.err;
  }
}

TEST(LoaderHardening, XnackOnAGfx1100ObjectIsRefused) {
  TempDir dir;
  std::vector<uint8_t> bytes = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  uint32_t flags = 0;
  std::memcpy(&flags, bytes.data() + 0x30, 4);
  ASSERT_EQ(flags & 0xff, 0x41u);
  flags |= 0x300;  // EF_AMDGPU_FEATURE_XNACK_ON_V4
  std::memcpy(bytes.data() + 0x30, &flags, 4);
  cutlm_test::write_bytes(dir.file("k.hsaco"), bytes);
  const CommandResult r = cutlm("dispatch " + manifest(dir, "k.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(contains(r.err, "xnack")) << r.err;
}

TEST(LoaderHardening, NonAmdgpuAndNonHsaObjectsAreRefused) {
  TempDir dir;
  const std::vector<uint8_t> good = read_bytes(compile(dir, "gfx1100", "good.hsaco"));
  std::vector<uint8_t> x86 = good;
  x86[0x12] = 62;  // EM_X86_64
  x86[0x13] = 0;
  cutlm_test::write_bytes(dir.file("x86.hsaco"), x86);
  CommandResult r = cutlm("dispatch " + manifest(dir, "x86.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(contains(r.err, "not an AMDGPU object")) << r.err;
  std::vector<uint8_t> pal = good;
  pal[7] = 65;  // ELFOSABI_AMDGPU_PAL: no AMDHSA descriptor to trust
  cutlm_test::write_bytes(dir.file("pal.hsaco"), pal);
  r = cutlm("dispatch " + manifest(dir, "pal.hsaco") + " -q");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(contains(r.err, "not AMDHSA")) << r.err;
}

TEST(LoaderHardening, RunAndDisasmCheckTheTargetOfAnElfObject) {
  TempDir dir;
  cutlm_test::write_file(dir.file("a.s"), "s_endpgm\n");
  const auto assemble = [&](const std::string& cpu) {
    const std::string out = dir.file(cpu + ".o");
    const std::string command = std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=" + cpu +
                                " -filetype=obj -o " + out + " " + dir.file("a.s");
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    return out;
  };
  const std::string gfx90a = assemble("gfx90a");
  for (const std::string command : {"run -q ", "disasm "}) {
    const CommandResult r = cutlm(command + gfx90a);
    EXPECT_EQ(r.status, 2) << command << r.err;
    EXPECT_EQ(line_count(r.err), 1) << command << r.err;
    EXPECT_TRUE(contains(r.err, "gfx90a.o is a code object for gfx90a; cutlm models gfx1100"))
        << command << r.err;
  }
  const CommandResult same = cutlm("run " + assemble("gfx1102") + " -q");
  EXPECT_EQ(same.status, 0) << same.err;
  EXPECT_TRUE(contains(same.err, "built for gfx1102, running as gfx1100")) << same.err;
  const CommandResult own = cutlm("run " + assemble("gfx1100") + " -q");
  EXPECT_EQ(own.status, 0) << own.err;
  EXPECT_EQ(own.err, "");
}

TEST(LoaderHardening, Rdna4ProgramsRunAndTheirMissingInstructionsStopWithOneLine) {
  TempDir dir;
  // s_add_co_u32 is RDNA4's name of s_add_u32 (gfx1100 has no such mnemonic): 5 + 7 with the
  // carry out in SCC, and 0xffffffff + 1 carries.
  cutlm_test::write_file(dir.file("add.s"),
                         "s_mov_b32 s0, 5\ns_add_co_u32 s1, s0, 7\n"
                         "s_mov_b32 s2, -1\ns_add_co_u32 s3, s2, 1\ns_endpgm\n");
  const CommandResult old_arch = cutlm("run -q " + dir.file("add.s"));
  EXPECT_EQ(old_arch.status, 2) << old_arch.err;  // llvm-mc-19 -mcpu=gfx1100 rejects it
  const CommandResult r = cutlm("run -q --arch gfx1200 " + dir.file("add.s") + " --dump-state " +
                                dir.file("state.json"));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string state = cutlm_test::read_text(dir.file("state.json"));
  EXPECT_TRUE(contains(state, "\"s1\": \"0x0000000c\"")) << state;
  EXPECT_TRUE(contains(state, "\"s3\": \"0x00000000\"")) << state;
  EXPECT_TRUE(contains(state, "\"scc\": 1")) << state;
  // The same program as a gfx1200 ELF object: the object says its generation.
  const std::string object = dir.file("add.o");
  const std::string command = std::string(CUTLM_LLVM_MC) +
                              " -arch=amdgcn -mcpu=gfx1200 -filetype=obj -o " + object + " " +
                              dir.file("add.s");
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const CommandResult elf = cutlm("run -q " + object);
  EXPECT_EQ(elf.status, 0) << elf.err;
  const CommandResult contradicted = cutlm("run -q --arch gfx1100 " + object);
  EXPECT_EQ(contradicted.status, 2) << contradicted.err;
  EXPECT_TRUE(contains(contradicted.err, "contradicts")) << contradicted.err;
  // RDNA4 operations without semantics (a pixel-shader parameter load, a sampling image load):
  // one line, exit 1, never a crash.
  for (const std::string text :
       {"ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:0\ns_endpgm\n",
        "image_sample v[0:3], v0, s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_1D\ns_endpgm\n"}) {
    cutlm_test::write_file(dir.file("missing.s"), text);
    const CommandResult missing = cutlm("run -q --arch gfx1200 " + dir.file("missing.s"));
    EXPECT_EQ(missing.status, 1) << text << missing.err;
    EXPECT_EQ(line_count(missing.err), 1) << text << missing.err;
    EXPECT_TRUE(contains(missing.err, "unimplemented instruction")) << text << missing.err;
  }
}

// ---- item: a path that is a folder ----

TEST(LoaderHardening, FoldersGivenAsFilesAreInputErrors) {
  TempDir dir;
  const std::string folder = dir.file("sub.bin");  // a folder with a program's extension
  ASSERT_EQ(std::system(("mkdir -p " + folder + " " + dir.file("sub.s")).c_str()), 0);
  cutlm_test::write_file(dir.file("code.json"), R"({"code": ".", "kernel": "k",
    "grid": [1, 1, 1], "block": [1, 1, 1]})");
  cutlm_test::write_file(dir.file("raw.json"), R"({"raw": "sub.bin", "descriptor": {},
    "grid": [1, 1, 1], "block": [1, 1, 1]})");
  cutlm_test::write_bytes(dir.file("ok.bin"), cutlm_test::words_to_bytes({0xBFB00000}));
  cutlm_test::write_file(dir.file("buf.json"), R"({"raw": "ok.bin", "descriptor": {},
    "grid": [1, 1, 1], "block": [1, 1, 1],
    "buffers": [{"name": "a", "size": 16, "init": {"file": "sub.bin"}}]})");
  const std::vector<std::string> commands = {
      "run -q " + dir.file(""),
      "run -q " + folder,
      "run -q " + dir.file("sub.s"),
      "disasm " + dir.file(""),
      "disasm " + folder,
      "run -q " + dir.file("ok.bin") + " --state " + folder,
      "dispatch -q " + dir.file("code.json"),
      "dispatch -q " + dir.file("raw.json"),
      "dispatch -q " + dir.file("buf.json"),
      "dispatch -q " + folder,
  };
  for (const std::string& args : commands) {
    const CommandResult r = cutlm(args);
    EXPECT_EQ(r.status, 2) << args << ": " << r.err;
    EXPECT_EQ(line_count(r.err), 1) << args << ": " << r.err;
    EXPECT_TRUE(contains(r.err, "is a directory")) << args << ": " << r.err;
    EXPECT_FALSE(contains(r.err, "internal error")) << args << ": " << r.err;
  }
}

// ---- item: state and manifest JSON that says a thing twice ----

TEST(LoaderHardening, StateSettingExecTwiceDifferentlyIsAnError) {
  for (const char* half : {"exec_lo", "exec_hi"}) {
    cutlm::WaveState wave(64);
    const std::string text = std::string(R"({"exec": "0x1", "sgpr": {")") + half + R"(": "0x3"}})";
    try {
      cutlm::load_state_text(text, "s.json", wave);
      ADD_FAILURE() << "exec and sgpr." << half << " disagree and were accepted";
    } catch (const cutlm::InputError& e) {
      EXPECT_TRUE(contains(e.what(), "s.json")) << e.what();
      EXPECT_TRUE(contains(e.what(), "exec (0x1) and sgpr." + std::string(half) + " (0x3)"))
          << e.what();
    }
  }
  // The dump writes both spellings; when they agree the state loads (one schema in and out).
  cutlm::WaveState wave(64);
  cutlm::load_state_text(
      R"({"exec": "0x300000001", "sgpr": {"exec_lo": "0x1", "exec_hi": "0x3", "vcc_lo": "0x3"}})",
      "s.json", wave);
  EXPECT_EQ(wave.exec(), 0x300000001u);
}

TEST(LoaderHardening, RepeatedKeysAreErrorsNamingTheKey) {
  const std::pair<const char*, const char*> states[] = {
      {R"({"scc": 0, "scc": 1})", "scc: given twice"},
      {R"({"sgpr": {"s0": "0x1", "s1": "0x2", "s0": "0x3"}})", "sgpr.s0: given twice"},
      {R"({"mode": {"ieee": true, "ieee": false}})", "mode.ieee: given twice"},
  };
  for (const auto& [text, expected] : states) {
    cutlm::WaveState wave(32);
    try {
      cutlm::load_state_text(text, "s.json", wave);
      ADD_FAILURE() << text << " accepted";
    } catch (const cutlm::InputError& e) {
      EXPECT_TRUE(contains(e.what(), std::string("s.json: ") + expected)) << e.what();
    }
  }
  const std::pair<const char*, const char*> manifests[] = {
      {R"({"raw": "a.bin", "descriptor": {}, "grid": [1], "grid": [2], "block": [1]})",
       "grid: given twice"},
      {R"({"raw": "a.bin", "descriptor": {}, "grid": [1], "block": [1],
           "buffers": [{"name": "a", "size": 4}, {"name": "b", "size": 4, "size": 8}]})",
       "buffers[1].size: given twice"},
  };
  for (const auto& [text, expected] : manifests) {
    try {
      cutlm::parse_manifest(text, "m.json");
      ADD_FAILURE() << text << " accepted";
    } catch (const cutlm::InputError& e) {
      EXPECT_TRUE(contains(e.what(), std::string("m.json: ") + expected)) << e.what();
    }
  }
  TempDir dir;
  cutlm_test::write_bytes(dir.file("ok.bin"), cutlm_test::words_to_bytes({0xBFB00000}));
  cutlm_test::write_file(dir.file("s.json"), R"({"exec": "0x1", "exec": "0x3"})");
  const CommandResult r = cutlm("run " + dir.file("ok.bin") + " --state " + dir.file("s.json"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "exec: given twice")) << r.err;
}

// ---- item: raw code that is not a whole number of words ----

TEST(LoaderHardening, RunWarnsAboutTrailingBytesAsDisasmDoes) {
  TempDir dir;
  std::vector<uint8_t> bytes = cutlm_test::words_to_bytes({0xBFB00000});
  bytes.push_back(0x01);
  cutlm_test::write_bytes(dir.file("odd.bin"), bytes);
  const CommandResult run = cutlm("run " + dir.file("odd.bin") + " -q");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(line_count(run.err), 1) << run.err;
  EXPECT_TRUE(contains(run.err, "odd.bin")) << run.err;
  EXPECT_TRUE(contains(run.err, "offset 0x4: 1 trailing byte(s) are no whole instruction"))
      << run.err;
  const CommandResult disasm = cutlm("disasm " + dir.file("odd.bin"));
  EXPECT_TRUE(contains(disasm.err, "offset 0x4: 1 trailing byte(s) are no whole instruction"))
      << disasm.err;
  // A whole number of words runs without a word on stderr.
  cutlm_test::write_bytes(dir.file("even.bin"), cutlm_test::words_to_bytes({0xBFB00000}));
  EXPECT_EQ(cutlm("run " + dir.file("even.bin") + " -q").err, "");
}

}  // namespace
