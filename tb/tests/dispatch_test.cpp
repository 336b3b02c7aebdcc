// The dispatcher's plain-C++ parts: manifest parsing and its errors, kernel descriptors against
// what llvm-mc-19 assembles from .amdhsa directives, the kernarg layout against OpenCL's
// alignment rules, each wave's initial state against AMDGPUUsage's rules (written out here),
// barriers, and the global address space.
#include "dispatch/dispatch.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "dispatch/memory_system.h"
#include "dispatch/printf_buffer.h"
#include "loader/code_object.h"
#include "loader/manifest.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

using cutlm::InputError;
using cutlm_test::TempDir;

std::string parse_error(const std::string& text) {
  try {
    cutlm::parse_manifest(text, "dir/m.json");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Manifest, ParsesTheIssueExample) {
  const cutlm::Manifest m = cutlm::parse_manifest(
      R"({"raw": "code.bin", "descriptor": {"wave_size": 32, "kernarg_ptr": true,
          "workgroup_id": [true, false, false], "workitem_id_dims": 1, "lds_bytes": 65536,
          "scratch_bytes": 0, "ieee": true, "denorm_f32": "preserve", "denorm_f16_f64": "preserve"},
          "grid": [256, 1, 1], "block": [64, 1, 1],
          "buffers": [{"name": "a", "size": 512, "init": {"file": "a.bin"}},
                      {"name": "b", "size": 512, "init": {"random": 7}},
                      {"name": "c", "size": 512, "init": {"fill": "0x0"}, "dump": "c.bin"}],
          "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"u32": 7}, {"f32": 1.5},
                   {"u64": "0x10"}]})",
      "dir/m.json");
  EXPECT_EQ(m.raw, "dir/code.bin");
  EXPECT_EQ(m.descriptor.wave_size(), 32);
  EXPECT_TRUE(m.descriptor.user_sgpr(cutlm::UserSgpr::KernargSegmentPtr));
  EXPECT_EQ(m.descriptor.user_sgpr_count(), 2u);
  EXPECT_TRUE(m.descriptor.workgroup_id(0));
  EXPECT_FALSE(m.descriptor.workgroup_id(1));
  EXPECT_EQ(m.descriptor.group_segment_fixed_size, 65536u);
  EXPECT_EQ(m.grid[0], 256u);
  EXPECT_EQ(m.block[0], 64u);
  ASSERT_EQ(m.buffers.size(), 3u);
  EXPECT_EQ(m.buffers[0].init.file, "dir/a.bin");
  EXPECT_EQ(m.buffers[1].init.seed, 7u);
  EXPECT_EQ(m.buffers[2].dump, "c.bin");
  ASSERT_EQ(m.args.size(), 6u);
  EXPECT_EQ(m.args[3].bytes, (std::vector<uint8_t>{7, 0, 0, 0}));
  const float f = 1.5f;
  std::vector<uint8_t> fbytes(4);
  std::memcpy(fbytes.data(), &f, 4);
  EXPECT_EQ(m.args[4].bytes, fbytes);
  EXPECT_EQ(m.args[5].bytes, (std::vector<uint8_t>{0x10, 0, 0, 0, 0, 0, 0, 0}));
}

TEST(Manifest, EveryErrorIsOneLineNamingFileAndKey) {
  const std::string base = R"("code": "k.o", "kernel": "k", "grid": [1], "block": [1])";
  const struct {
    std::string text;
    std::string expected;  // the message starts with this
  } cases[] = {
      {"{" + base + R"(, "grdi": [1]})", "dir/m.json: grdi: unknown key"},
      {"{" + base + R"(, "buffers": [{"name": "a", "size": 4, "colour": 1}]})",
       "dir/m.json: buffers[0].colour: unknown key"},
      {"{" + base + R"(, "buffers": [{"name": "a", "size": 0}]})",
       "dir/m.json: buffers[0].size: must be at least 1"},
      {"{" + base + R"(, "buffers": [{"name": "a", "size": 4, "init": {"random": -1}}]})",
       "dir/m.json: buffers[0].init.random: expected a non-negative integer"},
      {"{" + base + R"(, "buffers": [{"name": "a", "size": 4, "init": {"fill": "zero"}}]})",
       "dir/m.json: buffers[0].init.fill: \"zero\" is not a hex string"},
      {"{" + base + R"(, "args": [{"buffer": "nope"}]})", "dir/m.json: args[0].buffer: no buffer"},
      {"{" + base + R"(, "args": [{"u16": 70000}]})",
       "dir/m.json: args[0].u16: 70000 is too large"},
      {"{" + base + R"(, "args": [{"i8": -129}]})", "dir/m.json: args[0].i8: -129 is out of range"},
      {"{" + base + R"(, "args": [{"u32": 1, "f32": 2}]})",
       "dir/m.json: args[0]: expected exactly one key"},
      {"{" + base + R"(, "args": [{"q32": 1}]})", "dir/m.json: args[0].q32: unknown key"},
      {R"({"code": "k.o", "grid": [1], "block": [1]})", "dir/m.json: kernel: missing"},
      {R"({"code": "k.o", "raw": "r.bin", "kernel": "k", "grid": [1], "block": [1]})",
       "dir/m.json: raw: give exactly one of code or raw"},
      {R"({"raw": "r.bin", "grid": [1], "block": [1]})", "dir/m.json: descriptor: missing"},
      {R"({"raw": "r.bin", "descriptor": {"wave_size": 16}, "grid": [1], "block": [1]})",
       "dir/m.json: descriptor.wave_size: must be 32 or 64"},
      {R"({"raw": "r.bin", "descriptor": {"denorm_f32": "keep"}, "grid": [1], "block": [1]})",
       "dir/m.json: descriptor.denorm_f32: expected preserve"},
      {R"({"raw": "r.bin", "descriptor": {"kernarg_ptr": true, "user_sgpr_count": 1}, "grid": [1], "block": [1]})",
       "dir/m.json: descriptor.user_sgpr_count: smaller than"},
      {"{" + std::string(R"("code": "k.o", "kernel": "k", "grid": [0], "block": [1])") + "}",
       "dir/m.json: grid[0]: must be at least 1"},
      {"{" + std::string(R"("code": "k.o", "kernel": "k", "grid": [1], "block": [64, 32])") + "}",
       "dir/m.json: block: at most 1024 work-items"},
      {"{" + base, "dir/m.json: malformed JSON"},
      {"{" + base + R"(, "arch": "gfx1200"})", "dir/m.json: arch: only with \"raw\""},
      {R"({"raw": "r.s", "arch": "gfx90a", "descriptor": {}, "grid": [1], "block": [1]})",
       "dir/m.json: arch: \"gfx90a\" is no target"},
      {R"({"raw": "r.s", "arch": "gfx1200", "descriptor": {"ieee": false}, "grid": [1], "block": [1]})",
       "dir/m.json: descriptor.ieee: gfx1200 has no IEEE mode bit"},
      {R"({"raw": "r.s", "arch": "gfx1201", "descriptor": {"dx10_clamp": false}, "grid": [1], "block": [1]})",
       "dir/m.json: descriptor.dx10_clamp: gfx1201 has no DX10_CLAMP mode bit"},
  };
  for (const auto& c : cases) {
    const std::string error = parse_error(c.text);
    EXPECT_EQ(error.rfind(c.expected, 0), 0u) << "for " << c.text << "\n got: " << error;
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  }
}

TEST(Manifest, FillPatternWidthFollowsItsDigits) {
  const cutlm::Manifest m = cutlm::parse_manifest(
      R"({"code": "k.o", "kernel": "k", "grid": [1], "block": [1], "buffers": [
          {"name": "a", "size": 4, "init": {"fill": "0x7"}},
          {"name": "b", "size": 4, "init": {"fill": "0x3c00"}},
          {"name": "c", "size": 4, "init": {"fill": "0xdeadbeef"}}]})",
      "m.json");
  EXPECT_EQ(m.buffers[0].init.pattern, (std::vector<uint8_t>{7}));
  EXPECT_EQ(m.buffers[1].init.pattern, (std::vector<uint8_t>{0x00, 0x3c}));
  EXPECT_EQ(m.buffers[2].init.pattern, (std::vector<uint8_t>{0xef, 0xbe, 0xad, 0xde}));
}

// ---- kernel descriptors: llvm-mc-19 assembles the directives, ld.lld-19 links ----

// k.s of `dir` assembled by llvm-mc-19 for `mcpu` (with `mc_options`) into k.o, and linked by
// ld.lld-19 into k.hsaco when `link`; the path of the last one made.
std::string assemble_object(const TempDir& dir, const std::string& mcpu,
                            const std::string& mc_options, bool link) {
  const std::string object = dir.file("k.o");
  const std::string mc = std::string(CUTLM_LLVM_MC) + " -triple=amdgcn-amd-amdhsa -mcpu=" + mcpu +
                         " -filetype=obj " + mc_options + "-o " + object + " " + dir.file("k.s");
  EXPECT_EQ(std::system(mc.c_str()), 0) << mc;
  if (!link) return object;
  const std::string linked = dir.file("k.hsaco");
  const std::string ld = "ld.lld-19 -shared -o " + linked + " " + object;
  EXPECT_EQ(std::system(ld.c_str()), 0) << ld;
  return linked;
}

std::string assemble_kernel(const TempDir& dir, bool wave32, bool link) {
  const std::string source = dir.file("k.s");
  cutlm_test::write_file(source, std::string(R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_nop 0
  s_endpgm
  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_next_free_vgpr 37
    .amdhsa_next_free_sgpr 10
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_count 6
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 2
    .amdhsa_group_segment_fixed_size 4096
    .amdhsa_private_segment_fixed_size 64
    .amdhsa_float_round_mode_32 1
    .amdhsa_float_round_mode_16_64 3
    .amdhsa_float_denorm_mode_32 1
    .amdhsa_float_denorm_mode_16_64 2
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
    .amdhsa_wavefront_size32 )") + (wave32 ? "1" : "0") +
                                     R"(
  .end_amdhsa_kernel
)");
  return assemble_object(dir, "gfx1100", wave32 ? "" : "-mattr=+wavefrontsize64 ", link);
}

void expect_directives(const cutlm::CodeObject& o, int wave_size) {
  const cutlm::KernelDescriptor& d = o.descriptor;
  EXPECT_EQ(d.wave_size(), wave_size);
  EXPECT_EQ(d.vgpr_count(), 40u);  // 37 rounded up to the granule (8 in wave32, 4 in wave64)
  EXPECT_TRUE(d.user_sgpr(cutlm::UserSgpr::DispatchPtr));
  EXPECT_TRUE(d.user_sgpr(cutlm::UserSgpr::KernargSegmentPtr));
  EXPECT_FALSE(d.user_sgpr(cutlm::UserSgpr::QueuePtr));
  EXPECT_FALSE(d.user_sgpr(cutlm::UserSgpr::PrivateSegmentBuffer));
  EXPECT_EQ(d.user_sgpr_count(), 6u);
  EXPECT_EQ(d.enabled_user_sgprs(), 4u);
  EXPECT_TRUE(d.workgroup_id(0));  // the directive's default
  EXPECT_TRUE(d.workgroup_id(1));
  EXPECT_TRUE(d.workgroup_id(2));
  EXPECT_EQ(d.workitem_id_dims(), 3u);
  EXPECT_EQ(d.group_segment_fixed_size, 4096u);
  EXPECT_EQ(d.private_segment_fixed_size, 64u);
  const cutlm::Mode m = d.mode();
  EXPECT_EQ(m.round_f32, cutlm::RoundMode::PlusInfinity);
  EXPECT_EQ(m.round_f16_f64, cutlm::RoundMode::Zero);
  EXPECT_EQ(m.denorm_f32, cutlm::DenormMode::FlushOut);  // 1: flush outputs, keep inputs
  EXPECT_EQ(m.denorm_f16_f64, cutlm::DenormMode::FlushIn);
  EXPECT_FALSE(m.dx10_clamp);
  EXPECT_FALSE(m.ieee);
  // The kernel's first instruction is s_nop 0.
  ASSERT_LE(o.entry_pc + 4, o.image.size());
  uint32_t first = 0;
  std::memcpy(&first, o.image.data() + o.entry_pc, 4);
  EXPECT_EQ(first, 0xbf800000u);
}

TEST(CodeObject, LinkedDescriptorMatchesTheDirectives) {
  for (bool wave32 : {true, false}) {
    TempDir dir;
    const cutlm::CodeObject o = cutlm::load_code_object(assemble_kernel(dir, wave32, true), "k");
    EXPECT_TRUE(o.image_is_loaded);
    expect_directives(o, wave32 ? 32 : 64);
  }
}

TEST(CodeObject, RelocatableDescriptorMatchesTheDirectives) {
  for (bool wave32 : {true, false}) {
    TempDir dir;
    const cutlm::CodeObject o = cutlm::load_code_object(assemble_kernel(dir, wave32, false), "k");
    EXPECT_FALSE(o.image_is_loaded);
    EXPECT_EQ(o.entry_pc, 0u);
    expect_directives(o, wave32 ? 32 : 64);
  }
}

TEST(CodeObject, MissingKernelNamesTheOnesThere) {
  TempDir dir;
  const std::string path = assemble_kernel(dir, true, true);
  try {
    cutlm::load_code_object(path, "nope");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("kernel \"nope\" not found"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("kernels: k"), std::string::npos) << e.what();
  }
}

TEST(CodeObject, DescriptorEncodingRoundTrips) {
  cutlm::KernelDescriptor d;
  d.set_wave_size(64);
  d.set_user_sgpr(cutlm::UserSgpr::QueuePtr, true);
  d.set_user_sgpr_count(5);
  d.set_workgroup_id(2, true);
  d.set_workitem_id_dims(2);
  cutlm::Mode m;
  m.denorm_f32 = cutlm::DenormMode::Flush;
  m.round_f16_f64 = cutlm::RoundMode::MinusInfinity;
  d.set_mode(m);
  d.group_segment_fixed_size = 123;
  const std::vector<uint8_t> bytes = d.encode();
  ASSERT_EQ(bytes.size(), 64u);
  const cutlm::KernelDescriptor back = cutlm::KernelDescriptor::parse(bytes.data());
  EXPECT_EQ(back.wave_size(), 64);
  EXPECT_TRUE(back.user_sgpr(cutlm::UserSgpr::QueuePtr));
  EXPECT_EQ(back.user_sgpr_count(), 5u);
  EXPECT_TRUE(back.workgroup_id(2));
  EXPECT_EQ(back.workitem_id_dims(), 2u);
  EXPECT_EQ(back.mode().denorm_f32, cutlm::DenormMode::Flush);
  EXPECT_EQ(back.mode().round_f16_f64, cutlm::RoundMode::MinusInfinity);
  // AMDGPUUsage's byte offsets: LDS size at 0, RSRC1 at 48, RSRC2 at 52, properties at 56.
  EXPECT_EQ(bytes[0], 123);
  uint32_t rsrc2 = 0;
  std::memcpy(&rsrc2, bytes.data() + 52, 4);
  EXPECT_EQ((rsrc2 >> 1) & 31, 5u);  // USER_SGPR_COUNT
  EXPECT_EQ((rsrc2 >> 9) & 1, 1u);   // ENABLE_SGPR_WORKGROUP_ID_Z
  EXPECT_EQ((rsrc2 >> 11) & 3, 1u);  // ENABLE_VGPR_WORKITEM_ID: x and y
  uint16_t properties = 0;
  std::memcpy(&properties, bytes.data() + 56, 2);
  EXPECT_EQ(properties, 1u << 2);  // queue pointer, wave64 (bit 10 clear)
}

// ---- kernarg layout: clang-19 compiles the kernel, C's alignment rules give the offsets ----

TEST(Kernarg, ArgumentsAtTheirAlignedOffsetsAndHiddenArgumentsFilled) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.cl"),
                         "__kernel void k(char c, int i, long l, short s, __global float* p) {\n"
                         "  p[0] = c + i + l + s + __builtin_amdgcn_workgroup_size_x();\n}\n");
  const std::string cc =
      "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 "
      "-nogpulib -O2 " +
      dir.file("k.cl") + " -o " + dir.file("k.hsaco");
  ASSERT_EQ(std::system(cc.c_str()), 0);
  cutlm_test::write_file(dir.file("m.json"), R"({"code": "k.hsaco", "kernel": "k",
      "grid": [300, 5, 1], "block": [64, 2, 1], "buffers": [{"name": "p", "size": 4}],
      "args": [{"i8": -2}, {"i32": -3}, {"i64": "0x1122334455667788"}, {"u16": 9},
               {"buffer": "p"}]})");
  const cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
  const std::vector<uint8_t>& k = d.kernarg();
  ASSERT_GE(k.size(), 56u);  // the group size builtin makes clang declare the hidden arguments
  auto at = [&](size_t offset, size_t size) {
    uint64_t v = 0;
    std::memcpy(&v, k.data() + offset, size);
    return v;
  };
  EXPECT_EQ(at(0, 1), 0xfeu);
  EXPECT_EQ(at(4, 4), 0xfffffffdu);
  EXPECT_EQ(at(8, 8), 0x1122334455667788u);
  EXPECT_EQ(at(16, 2), 9u);
  EXPECT_EQ(at(24, 8), d.buffer("p").base);
  // Code object v5 implicit arguments from the 8-aligned end of the explicit ones (32):
  // block counts (u32 x3), group sizes (u16 x3), remainders (u16 x3).
  EXPECT_EQ(at(32, 4), 5u);  // ceil(300 / 64)
  EXPECT_EQ(at(36, 4), 3u);  // ceil(5 / 2)
  EXPECT_EQ(at(40, 4), 1u);
  EXPECT_EQ(at(44, 2), 64u);
  EXPECT_EQ(at(46, 2), 2u);
  EXPECT_EQ(at(48, 2), 1u);
  EXPECT_EQ(at(50, 2), 300u % 64);
  EXPECT_EQ(at(52, 2), 1u);

  cutlm_test::write_file(dir.file("few.json"), R"({"code": "k.hsaco", "kernel": "k",
      "grid": [1], "block": [1], "args": [{"i8": 1}]})");
  try {
    cutlm::Dispatch bad(cutlm::load_manifest(dir.file("few.json")));
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("args: kernel k takes 5 arguments"), std::string::npos)
        << e.what();
  }
  cutlm_test::write_file(dir.file("size.json"), R"({"code": "k.hsaco", "kernel": "k",
      "grid": [1], "block": [1], "buffers": [{"name": "p", "size": 4}],
      "args": [{"i8": 1}, {"i64": 1}, {"i64": 1}, {"u16": 1}, {"buffer": "p"}]})");
  try {
    cutlm::Dispatch bad(cutlm::load_manifest(dir.file("size.json")));
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("args[1]:"), std::string::npos) << e.what();
  }
}

// An argument of the parameter's size but another kind (a float for an integer, a buffer for a
// number) is an error naming both; integers of either signedness pass, as do u64 addresses.
// The error a one-work-item dispatch of `kernel` in dir/k.hsaco with a 4-byte buffer `buffer`
// and `args` stops with ("" when it is accepted).
std::string kernarg_error(const TempDir& dir, const std::string& kernel, const std::string& buffer,
                          const std::string& args) {
  cutlm_test::write_file(dir.file("m.json"),
                         R"({"code": "k.hsaco", "kernel": ")" + kernel +
                             R"(", "grid": [1], "block": [1], "buffers": [{"name": ")" + buffer +
                             R"(", "size": 4}], "args": )" + args + "}");
  try {
    cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

TEST(Kernarg, ArgumentKindsAreCheckedAgainstTheParameterTypes) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.cl"),
                         "__kernel void k(uint n, float a, int i, __global float* p) {\n"
                         "  p[0] = n + a + i;\n}\n");
  const std::string cc =
      "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 "
      "-nogpulib -O2 " +
      dir.file("k.cl") + " -o " + dir.file("k.hsaco");
  ASSERT_EQ(std::system(cc.c_str()), 0);
  auto error_of = [&](const std::string& args) { return kernarg_error(dir, "k", "p", args); };
  EXPECT_EQ(error_of(R"([{"u32": 1}, {"f32": 1.5}, {"i32": -1}, {"buffer": "p"}])"), "");
  EXPECT_EQ(error_of(R"([{"i32": 1}, {"f32": 1.5}, {"u32": 1}, {"u64": "0x10"}])"), "");
  std::string e = error_of(R"([{"f32": 1.5}, {"f32": 1.5}, {"i32": 1}, {"buffer": "p"}])");
  EXPECT_NE(e.find("args[0]: the kernel's argument 0 is uint, the manifest gives f32"),
            std::string::npos)
      << e;
  e = error_of(R"([{"u32": 1}, {"u32": 3}, {"i32": 1}, {"buffer": "p"}])");
  EXPECT_NE(e.find("args[1]: the kernel's argument 1 is float, the manifest gives u32"),
            std::string::npos)
      << e;
  e = error_of(R"([{"u32": 1}, {"f32": 1.5}, {"i32": 1}, {"f64": 2.5}])");
  EXPECT_NE(e.find("args[3]: the kernel's argument 3 is float*, the manifest gives f64"),
            std::string::npos)
      << e;
}

// A HIP kernel's metadata has no type names: errors list the parameters of its signature.
TEST(Kernarg, HipKernelErrorsNameTheSignature) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.hip"),
                         "#include \"cutlm/hip.h\"\n"
                         "__global__ void scale(float* x, float a, unsigned n) {\n"
                         "  if (threadIdx.x < n) x[threadIdx.x] *= a;\n}\n");
  const std::string cc =
      "clang-19 -x hip --offload-arch=gfx1100 --cuda-device-only --no-gpu-bundle-output "
      "-nogpulib -nogpuinc -O2 -I " CUTLM_SOURCE_DIR "/include " +
      dir.file("k.hip") + " -o " + dir.file("k.hsaco");
  ASSERT_EQ(std::system(cc.c_str()), 0);
  auto error_of = [&](const std::string& args) { return kernarg_error(dir, "scale", "x", args); };
  EXPECT_EQ(error_of(R"([{"buffer": "x"}, {"f32": 2}, {"u32": 1}])"), "");
  std::string e = error_of(R"([{"buffer": "x"}, {"f32": 2}])");
  EXPECT_NE(e.find("takes 3 arguments (float*, float, unsigned int), the manifest gives 2"),
            std::string::npos)
      << e;
  e = error_of(R"([{"buffer": "x"}, {"f32": 2}, {"f32": 1}])");
  EXPECT_NE(e.find("the kernel's argument 2 is unsigned int, the manifest gives f32"),
            std::string::npos)
      << e;
}

// The device printf buffer, laid out by hand as LLVM's buffered printf writes it: [control:
// frame bytes << 2 | constant format << 1 | stderr][format hash or inline format][arguments,
// 8 bytes each, strings inline and padded to 8].
TEST(DevicePrintf, FramesDecodeAsTheHostWouldPrintThem) {
  std::vector<uint8_t> buffer(8, 0);
  auto put32 = [&](uint32_t v) {
    for (int b = 0; b < 4; ++b) buffer.push_back(static_cast<uint8_t>(v >> (8 * b)));
  };
  auto put64 = [&](uint64_t v) {
    for (int b = 0; b < 8; ++b) buffer.push_back(static_cast<uint8_t>(v >> (8 * b)));
  };
  auto put_text = [&](const std::string& t) {  // NUL-terminated, padded to 8 bytes
    for (char c : t) buffer.push_back(static_cast<uint8_t>(c));
    for (size_t n = t.size(); n < (t.size() + 8) / 8 * 8; ++n) buffer.push_back(0);
  };
  auto set32 = [&](size_t at, uint32_t v) { std::memcpy(buffer.data() + at, &v, 4); };
  const std::vector<cutlm::CodeObject::PrintfFormat> formats = {
      {0x1111222233334444ull, "x=%d y=%s z=%.3f c=%c %5x|%-3u|\n"}, {0x99ull, "unused\n"}};
  // Frame 1: a constant format, an int, an inline string, a double, a char, hex and unsigned.
  const size_t frame1 = buffer.size();
  put32(0);
  put64(0x1111222233334444ull);
  put64(0xfffffffbull);  // -5 as clang stores an int: zero-extended
  put_text("ab");        // 3 bytes padded to 8
  double d = 2.5;
  uint64_t bits = 0;
  std::memcpy(&bits, &d, 8);
  put64(bits);
  put64('Q');
  put64(0xbeef);
  put64(7);
  const uint32_t size1 = static_cast<uint32_t>(buffer.size() - frame1);
  set32(frame1, size1 << 2 | 2);
  // Frame 2: the format inline (not constant), to stderr.
  const size_t frame2 = buffer.size();
  put32(0);
  put_text("n=%u%%\n");  // 7 bytes padded to 8
  put64(4000000000u);
  const uint32_t size2 = static_cast<uint32_t>(buffer.size() - frame2);
  set32(frame2, size2 << 2 | 1);
  // Frame 3: a format hash the metadata does not have.
  const size_t frame3 = buffer.size();
  put32(0);
  put64(0x5555ull);
  const uint32_t size3 = static_cast<uint32_t>(buffer.size() - frame3);
  set32(frame3, size3 << 2 | 2);
  const uint32_t used = static_cast<uint32_t>(buffer.size() - 8);
  const uint32_t capacity = used + 100;
  set32(0, used);
  set32(4, capacity);

  const cutlm::PrintfOutput out =
      cutlm::decode_printf_buffer(buffer.data(), buffer.size(), formats);
  EXPECT_EQ(out.stdout_text, "x=-5 y=ab z=2.500 c=Q  beef|7  |\n");
  EXPECT_EQ(out.stderr_text, "n=4000000000%\n");
  ASSERT_EQ(out.problems.size(), 1u);
  EXPECT_NE(out.problems[0].find("no format string with hash 0000000000005555"), std::string::npos)
      << out.problems[0];

  // More asked for than the buffer holds: what fit is printed and the loss is reported.
  std::vector<uint8_t> full = buffer;
  const uint32_t overflow = capacity + 40;
  std::memcpy(full.data(), &overflow, 4);
  const cutlm::PrintfOutput cut = cutlm::decode_printf_buffer(full.data(), full.size(), formats);
  ASSERT_FALSE(cut.problems.empty());
  EXPECT_NE(cut.problems[0].find("are full"), std::string::npos) << cut.problems[0];

  // A frame with fewer arguments than its format names.
  bool complete = true;
  EXPECT_EQ(cutlm::format_printf("%d and %d", buffer.data() + frame1 + 12, 8, &complete),
            "-5 and ");
  EXPECT_FALSE(complete);
}

TEST(Kernarg, RawCodeUsesNaturalAlignment) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"), "s_endpgm\n");
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s", "descriptor": {"kernarg_ptr": true},
      "grid": [1], "block": [1], "args": [{"u8": 1}, {"u16": 2}, {"u8": 3}, {"u64": 4},
      {"f32": 1.0}]})");
  const cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
  const std::vector<uint8_t>& k = d.kernarg();
  ASSERT_GE(k.size(), 28u);
  EXPECT_EQ(k[0], 1);
  EXPECT_EQ(k[2], 2);          // u16 at 2
  EXPECT_EQ(k[4], 3);          // u8 at 4
  EXPECT_EQ(k[8], 4);          // u64 at 8
  EXPECT_EQ(k[16 + 3], 0x3f);  // 1.0f = 0x3f800000 at 16
  EXPECT_EQ(k.size() % 16, 0u);
}

// ---- initial wave state (AMDGPUUsage "Initial Kernel Execution State", gfx11) ----

TEST(InitialState, SgprsVgprsExecAndModeFollowTheDescriptor) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"), "s_endpgm\n");
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s", "descriptor": {
      "wave_size": 32, "dispatch_ptr": true, "kernarg_ptr": true, "user_sgpr_count": 6,
      "workgroup_id": [true, false, true], "workitem_id_dims": 3, "lds_bytes": 256,
      "ieee": false, "dx10_clamp": false, "denorm_f32": "flush", "round_f32": "zero"},
      "grid": [10, 6, 3], "block": [4, 4, 2], "args": [{"u32": 5}]})");
  const cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
  // Workgroups: ceil(10/4) x ceil(6/4) x ceil(3/2) = 3 x 2 x 2, x fastest.
  EXPECT_EQ(d.workgroup_count(), 12u);
  cutlm::MemorySystem& memory = const_cast<cutlm::Dispatch&>(d).memory();
  for (uint64_t index : {0ull, 5ull, 11ull}) {
    const uint32_t gx = index % 3, gy = index / 3 % 2, gz = index / 6;
    // Work-items of this workgroup per dimension (the last one in each dimension is partial).
    const uint32_t sx = gx == 2 ? 2 : 4, sy = gy == 1 ? 2 : 4, sz = gz == 1 ? 1 : 2;
    const uint32_t items = sx * sy * sz;
    const auto wg = d.make_workgroup(index, memory);
    EXPECT_EQ(wg->id[0], gx);
    EXPECT_EQ(wg->id[2], gz);
    ASSERT_EQ(wg->waves.size(), (items + 31) / 32);
    EXPECT_EQ(wg->lds.size(), 256u);
    const cutlm::WaveState& w = *wg->waves[0].state;
    EXPECT_EQ(w.sreg(0) | static_cast<uint64_t>(w.sreg(1)) << 32,
              cutlm::address_map::kDispatchPacket);
    EXPECT_EQ(w.sreg(2) | static_cast<uint64_t>(w.sreg(3)) << 32, cutlm::address_map::kKernarg);
    EXPECT_EQ(w.sreg(6), gx);  // system SGPRs start at the user SGPR count
    EXPECT_EQ(w.sreg(7), gz);  // y is not enabled, so z follows x
    EXPECT_EQ(w.exec(), items >= 32 ? 0xffffffffull : (1ull << items) - 1);
    for (uint32_t lane = 0; lane < 32 && lane < items; ++lane) {
      const uint32_t x = lane % sx, y = lane / sx % sy, z = lane / (sx * sy);
      EXPECT_EQ(w.vgpr(0, static_cast<int>(lane)), x | y << 10 | z << 20) << "lane " << lane;
    }
    EXPECT_FALSE(w.mode.ieee);
    EXPECT_FALSE(w.mode.dx10_clamp);
    EXPECT_EQ(w.mode.denorm_f32, cutlm::DenormMode::Flush);
    EXPECT_EQ(w.mode.round_f32, cutlm::RoundMode::Zero);
    EXPECT_EQ(w.pc, 0u);
    EXPECT_NE(w.memory, nullptr);
  }
  // The dispatch packet: workgroup sizes (u16) at 4, grid sizes (u32) at 12, kernarg at 40.
  uint16_t wgx = 0;
  uint32_t grid_y = 0;
  uint64_t kernarg = 0;
  ASSERT_TRUE(memory.read(cutlm::address_map::kDispatchPacket + 4, &wgx, 2));
  ASSERT_TRUE(memory.read(cutlm::address_map::kDispatchPacket + 16, &grid_y, 4));
  ASSERT_TRUE(memory.read(cutlm::address_map::kDispatchPacket + 40, &kernarg, 8));
  EXPECT_EQ(wgx, 4u);
  EXPECT_EQ(grid_y, 6u);
  EXPECT_EQ(kernarg, cutlm::address_map::kKernarg);
}

// RDNA4's descriptor has no IEEE or DX10_CLAMP field (reserved, 0 in every gfx1200 code object):
// its waves start with both behaviours on (isa::fixed_mode), not with the reserved bits.
TEST(InitialState, Gfx1200WavesStartIeeeAndDx10ClampWhateverTheReservedBits) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"), R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_endpgm
  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 8
    .amdhsa_float_round_mode_32 3
    .amdhsa_wavefront_size32 1
  .end_amdhsa_kernel
)");
  const cutlm::CodeObject o =
      cutlm::load_code_object(assemble_object(dir, "gfx1200", "", true), "k");
  EXPECT_FALSE(o.descriptor.mode().ieee);  // the reserved bits
  EXPECT_FALSE(o.descriptor.mode().dx10_clamp);
  cutlm_test::write_file(dir.file("m.json"), R"({"code": "k.hsaco", "kernel": "k",
      "grid": [32, 1, 1], "block": [32, 1, 1]})");
  const cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
  cutlm::MemorySystem& memory = const_cast<cutlm::Dispatch&>(d).memory();
  const auto wg = d.make_workgroup(0, memory);
  const cutlm::WaveState& w = *wg->waves[0].state;
  EXPECT_TRUE(w.mode.ieee);
  EXPECT_TRUE(w.mode.dx10_clamp);
  EXPECT_EQ(w.mode.round_f32, cutlm::RoundMode::Zero);  // the fields RDNA4 has still count
}

// Raw code for RDNA4: the manifest's arch assembles the .s for gfx1200 (v_max_num_f32 and the
// split wait counters are gfx12's alone) and the waves run as gfx1200's: the workgroup id comes
// from the architected ttmp9, not a system SGPR. Without the arch the same file does not
// assemble.
TEST(Manifest, RawCodeRunsForTheTargetItNames) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"), R"(  s_load_b64 s[2:3], s[0:1], 0
  s_wait_kmcnt 0
  v_max_num_f32 v2, 1.0, 2.0
  v_mov_b32 v3, ttmp9
  v_lshlrev_b32 v1, 3, v3
  global_store_b64 v1, v[2:3], s[2:3]
  s_endpgm
)");
  const std::string rest = R"(, "descriptor": {"kernarg_ptr": true}, "grid": [96, 1, 1],
      "block": [32, 1, 1], "buffers": [{"name": "b", "size": 24}], "args": [{"buffer": "b"}]})";
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s", "arch": "gfx1200")" + rest);
  cutlm::Dispatch d(cutlm::load_manifest(dir.file("m.json")));
  cutlm::Executor executor;
  cutlm::FunctionalDispatcher runner(d, executor);
  EXPECT_EQ(runner.run(1000).waves, 3u);
  const uint64_t at = d.buffer("b").base;
  for (uint32_t wg = 0; wg < 3; ++wg) {
    uint32_t got[2] = {0, 0};
    ASSERT_TRUE(d.memory().read(at + 8 * wg, got, 8));
    EXPECT_EQ(got[0], 0x40000000u) << wg;  // 2.0f
    EXPECT_EQ(got[1], wg);
  }
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s")" + rest);
  EXPECT_THROW(cutlm::Dispatch(cutlm::load_manifest(dir.file("m.json"))), InputError);
}

// ---- barriers ----

cutlm::Dispatch raw_dispatch(const TempDir& dir, const std::string& code, const std::string& grid,
                             int wave_size = 32) {
  cutlm_test::write_file(dir.file("k.s"), code);
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s", "descriptor": {"wave_size": )" +
                                                 std::to_string(wave_size) + R"(}, "grid": )" +
                                                 grid + R"(, "block": [128, 1, 1]})");
  return cutlm::Dispatch(cutlm::load_manifest(dir.file("m.json")));
}

TEST(Barrier, EveryWaveWaitsForTheOthers) {
  TempDir dir;
  // Each wave passes two barriers; waves 0..3 of a 128-item workgroup.
  cutlm::Dispatch d = raw_dispatch(dir, "s_barrier\ns_nop 0\ns_barrier\ns_endpgm\n", "[256, 1, 1]");
  cutlm::Executor executor;
  cutlm::FunctionalDispatcher runner(d, executor);
  const cutlm::Stats stats = runner.run(1000);
  EXPECT_EQ(stats.workgroups, 2u);
  EXPECT_EQ(stats.waves, 8u);
  EXPECT_EQ(stats.barrier_releases, 4u);  // two per workgroup
  EXPECT_EQ(stats.instructions, 8u * 4);
}

// AMD's S_BARRIER waits only for the waves that have not terminated.
TEST(Barrier, AWaveThatEndsFirstIsNotWaitedFor) {
  TempDir dir;
  // Wave 2 (first work-item 64) ends before the barrier; the other three pass it.
  cutlm::Dispatch d = raw_dispatch(dir,
                                   "v_readfirstlane_b32 s0, v0\n"
                                   "s_cmp_eq_u32 s0, 64\n"
                                   "s_cbranch_scc1 done\n"
                                   "s_barrier\n"
                                   "s_nop 0\n"
                                   "done:\n"
                                   "s_endpgm\n",
                                   "[128, 1, 1]");
  cutlm::Executor executor;
  cutlm::FunctionalDispatcher runner(d, executor);
  const cutlm::Stats stats = runner.run(1000);
  EXPECT_EQ(stats.barrier_releases, 1u);
  EXPECT_EQ(stats.instructions, 3u * 6 + 4);  // three waves pass the barrier, one ends early
}

TEST(Barrier, AWaveSpinningWhileOthersWaitMakesItImpossible) {
  TempDir dir;
  cutlm::Dispatch d = raw_dispatch(dir,
                                   "v_readfirstlane_b32 s0, v0\n"
                                   "s_cmp_eq_u32 s0, 64\n"
                                   "s_cbranch_scc1 spin\n"
                                   "s_barrier\n"
                                   "s_endpgm\n"
                                   "spin:\n"
                                   "s_branch spin\n",
                                   "[128, 1, 1]");
  cutlm::Executor executor;
  cutlm::FunctionalDispatcher runner(d, executor);
  try {
    runner.run(1000);
    FAIL() << "no fault";
  } catch (const cutlm::DispatchFault& f) {
    EXPECT_EQ(f.kind, "impossible barrier");
    EXPECT_EQ(f.wave, 2);
    EXPECT_EQ(f.pc, 0x14u);
    EXPECT_FALSE(f.has_address);
    EXPECT_NE(std::string(f.what()).find("waves 0 (pc 0xc), 1 (pc 0xc), 3 (pc 0xc)"),
              std::string::npos)
        << f.what();
  }
}

TEST(Runaway, TheInstructionLimitStopsAWave) {
  TempDir dir;
  cutlm::Dispatch d = raw_dispatch(dir, "loop:\ns_branch loop\n", "[64, 1, 1]", 64);
  cutlm::Executor executor;
  cutlm::FunctionalDispatcher runner(d, executor);
  try {
    runner.run(500);
    FAIL() << "no fault";
  } catch (const cutlm::DispatchFault& f) {
    EXPECT_EQ(f.kind, "runaway loop");
    EXPECT_EQ(f.wave, 0);
  }
}

// ---- the global address space ----

TEST(MemorySystem, RegionsFaultOutsideAndProtectReadOnly) {
  cutlm::MemorySystem m;
  m.map("a", 0x1000, 16, true);
  m.map("ro", 0x3000, 8, false);
  EXPECT_THROW(m.map("overlap", 0x1008, 16, true), std::logic_error);
  uint32_t v = 0x12345678;
  EXPECT_TRUE(m.write(0x100c, &v, 4));
  EXPECT_FALSE(m.write(0x100d, &v, 4));  // one byte past the end
  EXPECT_FALSE(m.read(0xffe, &v, 4));    // one byte before the start
  EXPECT_FALSE(m.read(0x2000, &v, 4));   // the gap
  EXPECT_TRUE(m.read(0x3000, &v, 4));
  EXPECT_FALSE(m.write(0x3000, &v, 4));
  EXPECT_EQ(m.span(0x3000, 4), nullptr);
  ASSERT_NE(m.span(0x1000, 16), nullptr);
  EXPECT_EQ(m.span(0x1000, 17), nullptr);
  uint32_t back = 0;
  EXPECT_TRUE(m.read(0x100c, &back, 4));
  EXPECT_EQ(back, 0x12345678u);
}

TEST(MemorySystem, ScratchIsPerLaneAndBounded) {
  cutlm::MemorySystem m;
  std::vector<uint8_t> lds(64);
  cutlm::DispatchWaveMemory w(m, lds, 16, 32);
  const uint32_t a = 0xa, b = 0xb;
  EXPECT_TRUE(w.write_scratch(0, 12, &a, 4));
  EXPECT_TRUE(w.write_scratch(31, 12, &b, 4));
  EXPECT_FALSE(w.write_scratch(0, 13, &a, 4));
  EXPECT_FALSE(w.write_scratch(32, 0, &a, 4));
  uint32_t got = 0;
  EXPECT_TRUE(w.read_scratch(0, 12, &got, 4));
  EXPECT_EQ(got, 0xau);
  EXPECT_TRUE(w.read_scratch(31, 12, &got, 4));
  EXPECT_EQ(got, 0xbu);
  EXPECT_EQ(w.lds_size(), 64u);
}

// scratch_* instructions reach a dispatch's scratch through scratch_lanes (one call per
// instruction): its layout must be what read_scratch/write_scratch use, lane after lane.
TEST(MemorySystem, ScratchLanesShowsTheLanesPrivateBytes) {
  cutlm::MemorySystem m;
  std::vector<uint8_t> lds(64);
  cutlm::DispatchWaveMemory w(m, lds, 16, 32);
  const uint32_t a = 0x11223344, b = 0x55667788;
  ASSERT_TRUE(w.write_scratch(0, 12, &a, 4));
  ASSERT_TRUE(w.write_scratch(31, 4, &b, 4));
  uint32_t per_lane = 0;
  uint8_t* base = w.scratch_lanes(&per_lane);
  ASSERT_NE(base, nullptr);
  EXPECT_EQ(per_lane, 16u);
  uint32_t got = 0;
  std::memcpy(&got, base + 0 * 16 + 12, 4);
  EXPECT_EQ(got, a);
  std::memcpy(&got, base + 31 * 16 + 4, 4);
  EXPECT_EQ(got, b);
  const uint32_t c = 0x99aabbcc;
  std::memcpy(base + 7 * 16 + 8, &c, 4);
  ASSERT_TRUE(w.read_scratch(7, 8, &got, 4));
  EXPECT_EQ(got, c);
  // No private memory: no view (the instructions then fault through read/write_scratch).
  cutlm::DispatchWaveMemory none(m, lds, 0, 32);
  EXPECT_EQ(none.scratch_lanes(&per_lane), nullptr);
}

}  // namespace
