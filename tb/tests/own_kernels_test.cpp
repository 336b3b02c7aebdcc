// A kernel developer's own kernels: the OpenCL and HIP examples built by
// clang-19 with the shipped headers (include/cutlm), clang offload bundles and host objects that
// carry one in .hip_fatbin, and kernels named as the source names them. Every input is built at
// test time by clang-19 and clang-offload-bundler-19, then dispatched through the cutlm binary
// and its buffers checked against a host computation.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

const std::string kSource = CUTLM_SOURCE_DIR;
const std::string kInclude = kSource + "/include";

// The README's commands ("Your own kernel"), with the shipped headers.
const std::string kOpenClFlags = std::string(CUTLM_CLANG) +
                                 " -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100"
                                 " -nogpulib -O2 -I " +
                                 kInclude;
const std::string kHipFlags = std::string(CUTLM_CLANG) +
                              " -x hip --offload-arch=gfx1100 --cuda-device-only"
                              " -nogpulib -nogpuinc -O2 -I " +
                              kInclude;

CommandResult sh(const std::string& command) { return cutlm_test::run_command(command, ""); }

CommandResult cutlm(const std::string& args) { return sh(std::string(CUTLM_BINARY) + " " + args); }

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

int line_count(const std::string& text) {
  int lines = 0;
  for (char ch : text) lines += ch == '\n';
  return lines;
}

// Runs a compiler or bundler command; a failure stops the test with its stderr.
void build(const std::string& command) {
  const CommandResult r = sh(command);
  ASSERT_EQ(r.status, 0) << command << "\n" << r.err;
}

template <typename T>
std::vector<T> read_array(const std::string& path) {
  const std::string bytes = cutlm_test::read_text(path);
  std::vector<T> values(bytes.size() / sizeof(T));
  std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
  return values;
}

std::vector<uint8_t> read_bytes(const std::string& path) {
  const std::string text = cutlm_test::read_text(path);
  return std::vector<uint8_t>(text.begin(), text.end());
}

void copy_file(const std::string& from, const std::string& to) {
  std::filesystem::copy_file(from, to, std::filesystem::copy_options::overwrite_existing);
}

// A vscale manifest (x[i] *= 0.75 over 1000 random floats) for `code`, kernel named `kernel`.
std::string vscale_manifest(const std::string& code, const std::string& kernel) {
  return R"({"code": ")" + code + R"(", "kernel": ")" + kernel + R"(",
  "grid": [1000, 1, 1], "block": [128, 1, 1],
  "buffers": [{"name": "x", "size": 4000, "init": {"random": 11}, "dump": "x.in.bin"},
              {"name": "y", "size": 4000, "init": {"random": 11}, "dump": "vscale.x.bin"}],
  "args": [{"buffer": "y"}, {"f32": 0.75}, {"u32": 1000}]})";
}

// x[i] * 0.75 for every element, NaNs compared as NaNs (their payload is the float core's
// business, checked by its own suites).
void expect_scaled(const std::vector<float>& in, const std::vector<float>& out, float a) {
  ASSERT_EQ(in.size(), out.size());
  ASSERT_FALSE(in.empty());
  for (size_t i = 0; i < in.size(); ++i) {
    const float want = in[i] * a;
    if (std::isnan(want)) {
      EXPECT_TRUE(std::isnan(out[i])) << "element " << i;
    } else {
      EXPECT_EQ(std::memcmp(&want, &out[i], 4), 0)
          << "element " << i << ": " << want << " vs " << out[i];
    }
  }
}

// Dispatches dir/m.json and checks the vscale buffers.
void dispatch_vscale(const TempDir& dir, const std::string& code, const std::string& kernel) {
  cutlm_test::write_file(dir.file("m.json"), vscale_manifest(code, kernel));
  const CommandResult r = cutlm("dispatch " + dir.file("m.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_scaled(read_array<float>(dir.file("x.in.bin")),
                read_array<float>(dir.file("vscale.x.bin")), 0.75f);
}

// ---- the shipped examples and headers ----

// OpenCL's atomic_* functions from cutlm/opencl.h: a histogram with atomic_inc in local memory,
// atomic_add and atomic_max in global memory, against the host's count of the dumped input.
TEST(OwnKernels, OpenClAtomicsHistogramMatchesTheHost) {
  TempDir dir;
  build(kOpenClFlags + " " + kSource + "/examples/opencl/histogram.cl -o " +
        dir.file("histogram.hsaco"));
  copy_file(kSource + "/examples/opencl/histogram.json", dir.file("histogram.json"));
  for (const char* timing : {"fast", "cycle"}) {
    const CommandResult r =
        cutlm("dispatch " + dir.file("histogram.json") + " -q --timing " + timing);
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<uint32_t> in = read_array<uint32_t>(dir.file("histogram.in.bin"));
    const std::vector<uint32_t> bins = read_array<uint32_t>(dir.file("histogram.bins.bin"));
    const std::vector<uint32_t> max = read_array<uint32_t>(dir.file("histogram.max.bin"));
    ASSERT_EQ(in.size(), 3000u);
    ASSERT_EQ(bins.size(), 16u);
    ASSERT_EQ(max.size(), 1u);
    std::vector<uint32_t> want(16, 0);
    uint32_t want_max = 0;
    for (uint32_t v : in) {
      ++want[v & 15u];
      want_max = std::max(want_max, v);
    }
    EXPECT_EQ(bins, want) << timing;
    EXPECT_EQ(max[0], want_max) << timing;
  }
}

TEST(OwnKernels, OpenClExampleBuildsWithTheHeaderAndMatchesTheHost) {
  TempDir dir;
  build(kOpenClFlags + " " + kSource + "/examples/opencl/reverse.cl -o " +
        dir.file("reverse.hsaco"));
  copy_file(kSource + "/examples/opencl/reverse.json", dir.file("reverse.json"));
  const CommandResult r = cutlm("dispatch " + dir.file("reverse.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<uint32_t> in = read_array<uint32_t>(dir.file("reverse.in.bin"));
  const std::vector<uint32_t> out = read_array<uint32_t>(dir.file("reverse.out.bin"));
  ASSERT_EQ(in.size(), 1024u);
  ASSERT_EQ(out.size(), 1024u);
  for (uint32_t g = 0; g < 4; ++g) {
    for (uint32_t l = 0; l < 256; ++l) {
      ASSERT_EQ(out[g * 256 + l], in[g * 256 + 255 - l] + 1024u) << "group " << g << " item " << l;
    }
  }
}

TEST(OwnKernels, HipExampleBuildsWithTheHeaderAndMatchesTheHost) {
  TempDir dir;
  build(kHipFlags + " --no-gpu-bundle-output " + kSource + "/examples/hip/vscale.hip -o " +
        dir.file("vscale.hsaco"));
  copy_file(kSource + "/examples/hip/vscale.json", dir.file("vscale.json"));
  const CommandResult r = cutlm("dispatch " + dir.file("vscale.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  // The manifest dumps only x, after the kernel: its input is the same seed's bytes, dumped by
  // a second manifest that runs the kernel with a = 1.
  cutlm_test::write_file(
      dir.file("one.json"),
      R"({"code": "vscale.hsaco", "kernel": "_Z6vscalePffj", "grid": [1000, 1, 1],
          "block": [128, 1, 1],
          "buffers": [{"name": "x", "size": 4000, "init": {"random": 11}, "dump": "in.bin"}],
          "args": [{"buffer": "x"}, {"f32": 1.0}, {"u32": 0}]})");
  ASSERT_EQ(cutlm("dispatch " + dir.file("one.json") + " -q").status, 0);
  expect_scaled(read_array<float>(dir.file("in.bin")), read_array<float>(dir.file("vscale.x.bin")),
                0.75f);
}

// Every work-item query of cutlm/opencl.h in a 2-D launch with a partial grid edge.
TEST(OwnKernels, OpenClHeaderGivesEveryWorkItemQuery) {
  TempDir dir;
  cutlm_test::write_file(dir.file("q.cl"), R"(#include "cutlm/opencl.h"
__kernel void queries(__global uint* out) {
  const size_t x = get_global_id(0), y = get_global_id(1);
  if (x >= get_global_size(0) || y >= get_global_size(1)) return;
  __global uint* o = out + 8 * (y * get_global_size(0) + x);
  o[0] = get_local_id(0) | (uint)get_local_id(1) << 16;
  o[1] = get_group_id(0) | (uint)get_group_id(1) << 16;
  o[2] = get_local_size(0) | (uint)get_local_size(1) << 16;
  o[3] = get_global_size(0) | (uint)get_global_size(1) << 16;
  o[4] = get_num_groups(0) | (uint)get_num_groups(1) << 16;
  o[5] = get_work_dim();
  o[6] = get_global_size(2) | (uint)get_local_size(2) << 16;
  o[7] = get_global_offset(0) + get_local_size(3);
}
)");
  build(kOpenClFlags + " " + dir.file("q.cl") + " -o " + dir.file("q.hsaco"));
  cutlm_test::write_file(dir.file("q.json"),
                         R"({"code": "q.hsaco", "kernel": "queries", "grid": [20, 6, 1],
  "block": [8, 4, 1],
  "buffers": [{"name": "out", "size": 3840, "init": {"fill": "0xdeadbeef"}, "dump": "q.bin"}],
  "args": [{"buffer": "out"}]})");
  const CommandResult r = cutlm("dispatch " + dir.file("q.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<uint32_t> out = read_array<uint32_t>(dir.file("q.bin"));
  ASSERT_EQ(out.size(), 960u);
  for (uint32_t y = 0; y < 6; ++y) {
    for (uint32_t x = 0; x < 20; ++x) {
      const uint32_t* o = &out[8 * (y * 20 + x)];
      const std::string at = "work-item (" + std::to_string(x) + "," + std::to_string(y) + ")";
      EXPECT_EQ(o[0], (x % 8) | (y % 4) << 16) << at;
      EXPECT_EQ(o[1], (x / 8) | (y / 4) << 16) << at;
      EXPECT_EQ(o[2], 8u | 4u << 16) << at;
      EXPECT_EQ(o[3], 20u | 6u << 16) << at;
      EXPECT_EQ(o[4], 3u | 2u << 16) << at;
      EXPECT_EQ(o[5], 2u) << at;
      EXPECT_EQ(o[6], 1u | 1u << 16) << at;
      EXPECT_EQ(o[7], 1u) << at;
    }
  }
}

// threadIdx, blockIdx, blockDim, gridDim, __shared__ and __syncthreads of cutlm/hip.h: each
// block sums its 64 elements through shared memory and every thread writes its ids.
TEST(OwnKernels, HipHeaderGivesBuiltinsSharedMemoryAndSyncthreads) {
  TempDir dir;
  cutlm_test::write_file(dir.file("b.hip"), R"(#include "cutlm/hip.h"
extern "C" __global__ void block_sums(const unsigned* in, unsigned* sums, unsigned* ids) {
  __shared__ unsigned partial[64];
  const unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
  const unsigned block = blockIdx.y * gridDim.x + blockIdx.x;
  partial[t] = in[block * 64 + t];
  __syncthreads();
  for (unsigned stride = 32; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) sums[block] = partial[0];
  ids[block * 64 + t] = threadIdx.x | threadIdx.y << 8 | blockIdx.x << 16 | blockIdx.y << 24;
  if (block == 0 && t == 0) ids[6 * 64] = blockDim.x | blockDim.y << 8 | gridDim.x << 16 |
                                          gridDim.y << 24 | threadIdx.z | blockIdx.z;
}
)");
  build(kHipFlags + " --no-gpu-bundle-output " + dir.file("b.hip") + " -o " + dir.file("b.hsaco"));
  cutlm_test::write_file(dir.file("b.json"),
                         R"({"code": "b.hsaco", "kernel": "block_sums", "grid": [48, 8, 1],
  "block": [16, 4, 1],
  "buffers": [{"name": "in", "size": 1536, "init": {"random": 5}, "dump": "in.bin"},
              {"name": "sums", "size": 24, "init": {"fill": "0x0"}, "dump": "sums.bin"},
              {"name": "ids", "size": 1540, "init": {"fill": "0x0"}, "dump": "ids.bin"}],
  "args": [{"buffer": "in"}, {"buffer": "sums"}, {"buffer": "ids"}]})");
  const CommandResult r = cutlm("dispatch " + dir.file("b.json") + " -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<uint32_t> in = read_array<uint32_t>(dir.file("in.bin"));
  const std::vector<uint32_t> sums = read_array<uint32_t>(dir.file("sums.bin"));
  const std::vector<uint32_t> ids = read_array<uint32_t>(dir.file("ids.bin"));
  ASSERT_EQ(sums.size(), 6u);
  ASSERT_EQ(ids.size(), 385u);
  for (uint32_t by = 0; by < 2; ++by) {
    for (uint32_t bx = 0; bx < 3; ++bx) {
      const uint32_t block = by * 3 + bx;
      uint32_t sum = 0;
      for (uint32_t t = 0; t < 64; ++t) {
        sum += in[block * 64 + t];
        EXPECT_EQ(ids[block * 64 + t], (t % 16) | (t / 16) << 8 | bx << 16 | by << 24)
            << "block " << block << " thread " << t;
      }
      EXPECT_EQ(sums[block], sum) << "block " << block;
    }
  }
  EXPECT_EQ(ids[6 * 64], 16u | 4u << 8 | 3u << 16 | 2u << 24);
}

// ---- offload bundles and host objects ----

// What clang-19 -x hip --cuda-device-only writes without --no-gpu-bundle-output: a bundle with
// a host entry and one per --offload-arch; the gfx1100 one is picked among others.
TEST(Bundles, DeviceOnlyBundleRunsItsGfx1100Entry) {
  TempDir dir;
  const std::string src = kSource + "/examples/hip/vscale.hip";
  build(kHipFlags + " " + src + " -o " + dir.file("one.out"));
  ASSERT_EQ(cutlm_test::read_text(dir.file("one.out")).compare(0, 24, "__CLANG_OFFLOAD_BUNDLE__"),
            0);
  dispatch_vscale(dir, "one.out", "vscale");
  build(kHipFlags + " --offload-arch=gfx90a --offload-arch=gfx1030 " + src + " -o " +
        dir.file("multi.out"));
  dispatch_vscale(dir, "multi.out", "vscale");
}

TEST(Bundles, NoGfx1100EntryNamesTheEntries) {
  TempDir dir;
  build(std::string(CUTLM_CLANG) +
        " -x hip --offload-arch=gfx90a --cuda-device-only -nogpulib -nogpuinc -O2 -I " + kInclude +
        " " + kSource + "/examples/hip/vscale.hip -o " + dir.file("k.out"));
  cutlm_test::write_file(dir.file("m.json"), vscale_manifest("k.out", "vscale"));
  const CommandResult r = cutlm("dispatch " + dir.file("m.json"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, dir.file("k.out") + ": the offload bundle has no entry for gfx1100"))
      << r.err;
  EXPECT_TRUE(contains(r.err, "hipv4-amdgcn-amd-amdhsa--gfx90a")) << r.err;
  EXPECT_TRUE(contains(r.err, "host-x86_64")) << r.err;
}

// hipcc's and clang's whole compiles: the device code rides in the host object's .hip_fatbin,
// and in a linked shared object's.
TEST(Bundles, HostObjectAndSharedLibraryCarryTheKernel) {
  TempDir dir;
  build(std::string(CUTLM_CLANG) + " -x hip --offload-arch=gfx1100 -nogpulib -nogpuinc -O2 -I " +
        kInclude + " -c " + kSource + "/examples/hip/vscale.hip -o " + dir.file("host.o"));
  dispatch_vscale(dir, "host.o", "vscale");
  build(std::string(CUTLM_CLANG) + " -fuse-ld=lld -shared " + dir.file("host.o") + " -o " +
        dir.file("libhost.so"));
  dispatch_vscale(dir, "libhost.so", "vscale(float*, float, unsigned int)");
  // A host object without device code says what it is.
  cutlm_test::write_file(dir.file("plain.c"), "int f(void) { return 1; }\n");
  build(std::string(CUTLM_CLANG) + " -c " + dir.file("plain.c") + " -o " + dir.file("plain.o"));
  cutlm_test::write_file(dir.file("p.json"), vscale_manifest("plain.o", "vscale"));
  const CommandResult r = cutlm("dispatch " + dir.file("p.json"));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "not an AMDGPU object")) << r.err;
}

// clang-offload-bundler-19 (clang-tools-19) writes the same format: an OpenCL code object
// bundled as a gfx1100 entry next to a gfx90a one.
TEST(Bundles, ClangOffloadBundlerOutputRuns) {
  TempDir dir;
  build(std::string(CUTLM_CLANG) +
        " -x hip --offload-arch=gfx1100 --cuda-device-only --no-gpu-bundle-output -nogpulib "
        "-nogpuinc -O2 -I " +
        kInclude + " " + kSource + "/examples/hip/vscale.hip -o " + dir.file("v.hsaco"));
  build(std::string(CUTLM_CLANG) +
        " -x hip --offload-arch=gfx90a --cuda-device-only --no-gpu-bundle-output -nogpulib "
        "-nogpuinc -O2 -I " +
        kInclude + " " + kSource + "/examples/hip/vscale.hip -o " + dir.file("v90a.hsaco"));
  build(std::string(CUTLM_OFFLOAD_BUNDLER) +
        " --type=o --targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx90a,"
        "hipv4-amdgcn-amd-amdhsa--gfx1100 --input=/dev/null --input=" +
        dir.file("v90a.hsaco") + " --input=" + dir.file("v.hsaco") +
        " --output=" + dir.file("b.out"));
  dispatch_vscale(dir, "b.out", "vscale");
}

// A bundle whose numbers lie: every cut or oversized field is one line, exit 2, naming the file.
TEST(Bundles, MalformedBundlesAreOneLineErrors) {
  TempDir dir;
  build(kHipFlags + " " + kSource + "/examples/hip/vscale.hip -o " + dir.file("good.out"));
  const std::vector<uint8_t> good = read_bytes(dir.file("good.out"));
  ASSERT_GT(good.size(), 200u);
  const auto put64 = [](std::vector<uint8_t>& b, size_t at, uint64_t v) {
    std::memcpy(b.data() + at, &v, 8);
  };
  struct Case {
    const char* name;
    std::vector<uint8_t> bytes;
    const char* message;
  };
  std::vector<Case> cases;
  cases.push_back({"magic only", std::vector<uint8_t>(good.begin(), good.begin() + 24),
                   "the entry count lies outside the bundle"});
  std::vector<uint8_t> count = good;
  put64(count, 24, ~0ull);
  cases.push_back({"count", count, "is too large"});
  std::vector<uint8_t> offset = good;
  put64(offset, 32 + 24 + 27 + 0, ~0ull - 4);  // the second entry's offset (after the host's)
  cases.push_back({"offset", offset, "lies outside the bundle"});
  std::vector<uint8_t> size = good;
  put64(size, 32 + 24 + 27 + 8, good.size());
  cases.push_back({"size", size, "lies outside the bundle"});
  std::vector<uint8_t> id = good;
  put64(id, 32 + 16, ~0ull);
  cases.push_back({"id length", id, "its ID lies outside the bundle"});
  cases.push_back(
      {"cut", std::vector<uint8_t>(good.begin(), good.begin() + 100), "lies outside the bundle"});
  std::vector<uint8_t> compressed(good.begin(), good.begin() + 64);
  std::memcpy(compressed.data(), "CCOB", 4);
  cases.push_back({"compressed", compressed, "compressed offload bundle"});
  for (const Case& c : cases) {
    cutlm_test::write_bytes(dir.file("bad.out"), c.bytes);
    cutlm_test::write_file(dir.file("m.json"), vscale_manifest("bad.out", "vscale"));
    const CommandResult r = cutlm("dispatch " + dir.file("m.json"));
    EXPECT_EQ(r.status, 2) << c.name << ": " << r.err;
    EXPECT_EQ(line_count(r.err), 1) << c.name << ": " << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("bad.out") + ": ")) << c.name << ": " << r.err;
    EXPECT_TRUE(contains(r.err, c.message)) << c.name << ": " << r.err;
  }
}

// ---- kernels by their source names ----

TEST(KernelNames, MangledHipKernelBySymbolSignatureAndPlainName) {
  TempDir dir;
  build(kHipFlags + " --no-gpu-bundle-output " + kSource + "/examples/hip/vscale.hip -o " +
        dir.file("v.hsaco"));
  for (const char* name : {"_Z6vscalePffj", "vscale(float*, float, unsigned int)",
                           "vscale(float*,float,unsigned int)", "vscale"}) {
    SCOPED_TRACE(name);
    dispatch_vscale(dir, "v.hsaco", name);
  }
}

TEST(KernelNames, OverloadsNeedTheirSignatureAndUnknownNamesListTheKernels) {
  TempDir dir;
  cutlm_test::write_file(dir.file("o.hip"), R"(#include "cutlm/hip.h"
__global__ void scale(float* x, float a, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
__global__ void scale(int* x, int a, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
namespace lib {
__global__ void vscale(float* x, float a, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
}  // namespace lib
)");
  build(kHipFlags + " --no-gpu-bundle-output " + dir.file("o.hip") + " -o " + dir.file("o.hsaco"));
  dispatch_vscale(dir, "o.hsaco", "scale(float*, float, unsigned int)");
  dispatch_vscale(dir, "o.hsaco", "lib::vscale");
  dispatch_vscale(dir, "o.hsaco", "vscale");

  cutlm_test::write_file(dir.file("m.json"), vscale_manifest("o.hsaco", "scale"));
  CommandResult r = cutlm("dispatch " + dir.file("m.json"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "kernel \"scale\" is ambiguous")) << r.err;
  EXPECT_TRUE(contains(r.err, "scale(float*, float, unsigned int) [_Z5scalePffj]")) << r.err;
  EXPECT_TRUE(contains(r.err, "scale(int*, int, unsigned int) [_Z5scalePiij]")) << r.err;

  cutlm_test::write_file(dir.file("m.json"), vscale_manifest("o.hsaco", "nope"));
  r = cutlm("dispatch " + dir.file("m.json"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(line_count(r.err), 1) << r.err;
  EXPECT_TRUE(contains(r.err, "kernel \"nope\" not found")) << r.err;
  EXPECT_TRUE(contains(r.err, "lib::vscale(float*, float, unsigned int)")) << r.err;
  EXPECT_TRUE(contains(r.err, "scale(int*, int, unsigned int)")) << r.err;
}

}  // namespace
