// OpenCL kernels built by clang-19 -mcpu=gfx1200 that multiply matrices with RDNA4's WMMA
// (__builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12) and SWMMAC
// (__builtin_amdgcn_swmmac_f32_16x16x32_f16_w32), run through `cutlm dispatch` in both timing
// modes. The kernel loads its lanes' registers as AMD's RDNA4 layout describes (lane 16h + i:
// row i of A, column i of B and C; K, and C's rows, 8h..8h+7 in wave32), and the host computes
// D = A * B + C itself. The elements are small integers, so every summation order gives the
// exact result, which the dispatch's `expect` compares bit for bit.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "test_util.h"

namespace {

const char* const kKernel = R"(#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half v8h __attribute__((ext_vector_type(8)));
typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v8f __attribute__((ext_vector_type(8)));
kernel void mm12(global float* d, global const half* a, global const half* b,
                 global const float* c, global float* d2, global const half* ac,
                 global const half* b2, global const short* index) {
  uint lane = __builtin_amdgcn_workitem_id_x();
  uint i = lane % 16, h = lane / 16;
  v8h av, bv, acv;
  v16h b2v;
  v8f cv;
  for (int e = 0; e < 8; ++e) {
    av[e] = a[i * 16 + 8 * h + e];
    bv[e] = b[(8 * h + e) * 16 + i];
    cv[e] = c[(8 * h + e) * 16 + i];
    acv[e] = ac[i * 16 + 8 * h + e];
  }
  for (int e = 0; e < 16; ++e) b2v[e] = b2[(16 * h + e) * 16 + i];
  v8f dv = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(av, bv, cv);
  v8f d2v = __builtin_amdgcn_swmmac_f32_16x16x32_f16_w32(acv, b2v, cv, index[i * 2 + h]);
  for (int e = 0; e < 8; ++e) {
    d[(8 * h + e) * 16 + i] = dv[e];
    d2[(8 * h + e) * 16 + i] = d2v[e];
  }
}
)";

using cutlm_test::CommandResult;

CommandResult sh(const std::string& command) { return cutlm_test::run_command(command, ""); }

void write_file(const std::string& path, const void* data, std::size_t size) {
  FILE* f = std::fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr) << path;
  std::fwrite(data, 1, size, f);
  std::fclose(f);
}

// A small integer's f16 pattern (|v| <= 2048, exact).
uint16_t f16_of(int v) {
  if (v == 0) return 0;
  const uint16_t sign = v < 0 ? 0x8000 : 0;
  unsigned m = static_cast<unsigned>(v < 0 ? -v : v);
  int e = 0;
  while ((m >> (e + 1)) != 0) ++e;
  const unsigned mantissa = (m << (10 - e)) & 0x3FF;
  return static_cast<uint16_t>(sign | static_cast<unsigned>(e + 15) << 10 | mantissa);
}

uint32_t f32_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

std::string values_json(const std::vector<uint32_t>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    out += (i ? ", " : "") + std::to_string(values[i]);
  }
  return out + "]";
}

// Builds `source` for gfx1200 with clang-19 into NAME.hsaco and checks that the code holds each
// of `mnemonics` (so the test exercises the instructions it names); the object's path.
std::string build_gfx1200(const cutlm_test::TempDir& dir, const std::string& source,
                          const std::string& name, const std::vector<const char*>& mnemonics) {
  const std::string code = dir.file(name + ".hsaco");
  const CommandResult cc =
      sh(std::string(CUTLM_CLANG) +
         " -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1200 -nogpulib -O2 " + source +
         " -o " + code);
  EXPECT_EQ(cc.status, 0) << cc.err;
  const CommandResult dis = sh(std::string(CUTLM_LLVM_OBJDUMP) + " -d --mcpu=gfx1200 " + code);
  for (const char* m : mnemonics) {
    EXPECT_NE(dis.out.find(m), std::string::npos) << m << " missing from\n" << dis.out;
  }
  return code;
}

// One buffer of a kernel's manifest: its expected u32 values, or its initial contents (the file
// NAME.bin in the test's folder, `size` bytes).
struct KernelBuffer {
  std::string name;
  std::vector<uint32_t> expect;
  int size = 0;
};

// Dispatches `kernel` of `code` (one wave32 workgroup) with `buffers`, passed as its arguments
// in that order, in both timing modes; every expectation must match.
void dispatch_in_both_modes(const cutlm_test::TempDir& dir, const std::string& code,
                            const std::string& kernel, const std::vector<KernelBuffer>& buffers,
                            const std::string& flags) {
  std::string list, args;
  int expects = 0;
  for (const KernelBuffer& b : buffers) {
    list += std::string(list.empty() ? "" : ",\n    ") + R"({"name": ")" + b.name + R"(", )";
    if (b.expect.empty()) {
      list += R"("size": )" + std::to_string(b.size) + R"(, "init": {"file": ")" +
              dir.file(b.name + ".bin") + R"("}})";
    } else {
      list += R"("size": )" + std::to_string(4 * b.expect.size()) +
              R"(, "expect": {"type": "u32", "values": )" + values_json(b.expect) + "}}";
      ++expects;
    }
    args += std::string(args.empty() ? "" : ", ") + R"({"buffer": ")" + b.name + R"("})";
  }
  const std::string manifest = dir.file(kernel + ".json");
  const std::string text = R"({"code": ")" + code + R"(", "kernel": ")" + kernel +
                           R"(", "grid": [32, 1, 1], "block": [32, 1, 1],
  "buffers": [)" + list + R"(],
  "args": [)" + args + "]}";
  write_file(manifest, text.data(), text.size());
  for (const char* timing : {"fast", "cycle"}) {
    const CommandResult r = sh(std::string(CUTLM_BINARY) + " dispatch " + manifest + " --timing " +
                               timing + " " + flags);
    EXPECT_EQ(r.status, 0) << timing << "\n" << r.out << r.err;
    const std::string match = "expect: " + std::to_string(expects) + " buffers match";
    EXPECT_NE((r.out + r.err).find(match), std::string::npos) << timing << "\n" << r.out << r.err;
  }
}

TEST(WmmaGfx12Kernel, DenseAndSparseProductsMatchTheHost) {
  cutlm_test::TempDir dir;
  const std::string source = dir.file("mm12.cl");
  write_file(source, kKernel, std::strlen(kKernel));
  std::mt19937 rng(12);
  auto small = [&rng]() { return static_cast<int>(rng() % 9) - 4; };
  // Row-major matrices: A and B 16x16, C 16x16, the sparse A 16x32 with two of each four K
  // zero, B2 32x16.
  std::vector<int> a(256), b(256), c(256), sa(512, 0), b2(512);
  for (int& x : a) x = small();
  for (int& x : b) x = small();
  for (int& x : c) x = small() * 8;
  for (int& x : b2) x = small();
  // The compressed A (16 values a row, in K order) and each lane's 16-bit index: lane 16h + i
  // holds row i's compressed values 8h..8h+7 (dense K 16h..16h+15), two 2-bit positions per
  // group of four.
  std::vector<uint16_t> ac(256), index(32);
  for (int m = 0; m < 16; ++m) {
    for (int group = 0; group < 8; ++group) {
      int p = static_cast<int>(rng() % 4);
      int q = static_cast<int>(rng() % 3);
      if (q >= p) ++q;
      if (q < p) std::swap(p, q);
      const int vp = small() | 1, vq = small() | 1;  // nonzero
      sa[m * 32 + 4 * group + p] = vp;
      sa[m * 32 + 4 * group + q] = vq;
      ac[m * 16 + 2 * group] = f16_of(vp);
      ac[m * 16 + 2 * group + 1] = f16_of(vq);
      const int h = group / 4;
      const int e = 2 * (group % 4);
      index[m * 2 + h] = static_cast<uint16_t>(index[m * 2 + h] | p << (2 * e) | q << (2 * e + 2));
    }
  }
  std::vector<uint16_t> ah(256), bh(256), b2h(512);
  std::vector<float> cf(256);
  for (int n = 0; n < 256; ++n) {
    ah[n] = f16_of(a[n]);
    bh[n] = f16_of(b[n]);
    cf[n] = static_cast<float>(c[n]);
  }
  for (int n = 0; n < 512; ++n) b2h[n] = f16_of(b2[n]);
  std::vector<uint32_t> d(256), d2(256);
  for (int m = 0; m < 16; ++m) {
    for (int n = 0; n < 16; ++n) {
      int sum = c[m * 16 + n], sum2 = c[m * 16 + n];
      for (int k = 0; k < 16; ++k) sum += a[m * 16 + k] * b[k * 16 + n];
      for (int k = 0; k < 32; ++k) sum2 += sa[m * 32 + k] * b2[k * 16 + n];
      d[m * 16 + n] = f32_bits(static_cast<float>(sum));
      d2[m * 16 + n] = f32_bits(static_cast<float>(sum2));
    }
  }
  write_file(dir.file("a.bin"), ah.data(), 512);
  write_file(dir.file("b.bin"), bh.data(), 512);
  write_file(dir.file("c.bin"), cf.data(), 1024);
  write_file(dir.file("ac.bin"), ac.data(), 512);
  write_file(dir.file("b2.bin"), b2h.data(), 1024);
  write_file(dir.file("index.bin"), index.data(), 64);

  const std::string code =
      build_gfx1200(dir, source, "mm12", {"v_wmma_f32_16x16x16_f16", "v_swmmac_f32_16x16x32_f16"});
  if (::testing::Test::HasFailure()) return;
  dispatch_in_both_modes(dir, code, "mm12",
                         {{"d", d, 0},
                          {"a", {}, 512},
                          {"b", {}, 512},
                          {"c", {}, 1024},
                          {"d2", d2, 0},
                          {"ac", {}, 512},
                          {"b2", {}, 1024},
                          {"index", {}, 64}},
                         "");
}

// B loaded with the transposing loads, as Composable Kernel's amd_global_load_transpose_to_vgpr
// does on gfx12 (__builtin_amdgcn_global_load_tr_b128_v8f16 for 16-bit elements,
// __builtin_amdgcn_global_load_tr_b64_v2i32 for 8-bit ones), and multiplied with the f16 and
// signed iu8 WMMA. B is row-major (K x N), so a plain load would give a lane a row; the kernel
// gives each group of 8 lanes the addresses of 8 rows, 8 elements each (lane L: row
// 8 (L / 16) + L mod 8, columns 8 ((L / 8) mod 2) ...), the addressing that reproduced the WMMA
// product on gfx1201 hardware (docs/valu-semantics.md, "RDNA4"), and each lane receives its
// column of B. The host computes the products itself.
const char* const kTransposeKernel = R"(#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half v8h __attribute__((ext_vector_type(8)));
typedef int v2i __attribute__((ext_vector_type(2)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef int v8i __attribute__((ext_vector_type(8)));
kernel void mmtr(global float* d, global const half* a, global half* b, global int* d8,
                 global const char* a8, global char* b8) {
  uint lane = __builtin_amdgcn_workitem_id_x();
  uint i = lane % 16, h = lane / 16;
  uint row = 8 * h + lane % 8, col = 8 * (lane / 8 % 2);
  v8h av;
  for (int e = 0; e < 8; ++e) av[e] = a[i * 16 + 8 * h + e];
  v8h bv = __builtin_amdgcn_global_load_tr_b128_v8f16((global v8h*)(b + row * 16 + col));
  v8f dv = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(av, bv, (v8f)(0.0f));
  uchar a8b[8];
  for (int e = 0; e < 8; ++e) a8b[e] = (uchar)a8[i * 16 + 8 * h + e];
  v2i a8v;
  a8v[0] = a8b[0] | a8b[1] << 8 | a8b[2] << 16 | (uint)a8b[3] << 24;
  a8v[1] = a8b[4] | a8b[5] << 8 | a8b[6] << 16 | (uint)a8b[7] << 24;
  v2i b8v = __builtin_amdgcn_global_load_tr_b64_v2i32((global v2i*)(b8 + row * 16 + col));
  v8i d8v = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12(true, a8v, true, b8v, (v8i)(0), false);
  for (int e = 0; e < 8; ++e) {
    d[(8 * h + e) * 16 + i] = dv[e];
    d8[(8 * h + e) * 16 + i] = d8v[e];
  }
}
)";

TEST(WmmaGfx12Kernel, TransposingLoadsFeedTheProducts) {
  cutlm_test::TempDir dir;
  const std::string source = dir.file("mmtr.cl");
  write_file(source, kTransposeKernel, std::strlen(kTransposeKernel));
  std::mt19937 rng(13);
  auto small = [&rng]() { return static_cast<int>(rng() % 15) - 7; };
  // Row-major 16x16 matrices; B asymmetric and random, so a wrong lane mapping shows.
  std::vector<int> a(256), b(256), a8(256), b8(256);
  for (int& x : a) x = small();
  for (int& x : b) x = small();
  for (int& x : a8) x = static_cast<int>(rng() % 255) - 127;
  for (int& x : b8) x = static_cast<int>(rng() % 255) - 127;
  std::vector<uint16_t> ah(256), bh(256);
  std::vector<int8_t> a8b(256), b8b(256);
  for (int n = 0; n < 256; ++n) {
    ah[n] = f16_of(a[n]);
    bh[n] = f16_of(b[n]);
    a8b[n] = static_cast<int8_t>(a8[n]);
    b8b[n] = static_cast<int8_t>(b8[n]);
  }
  std::vector<uint32_t> d(256), d8(256);
  for (int m = 0; m < 16; ++m) {
    for (int n = 0; n < 16; ++n) {
      int sum = 0, sum8 = 0;
      for (int k = 0; k < 16; ++k) {
        sum += a[m * 16 + k] * b[k * 16 + n];
        sum8 += a8[m * 16 + k] * b8[k * 16 + n];
      }
      d[m * 16 + n] = f32_bits(static_cast<float>(sum));
      d8[m * 16 + n] = static_cast<uint32_t>(sum8);
    }
  }
  write_file(dir.file("a.bin"), ah.data(), 512);
  write_file(dir.file("b.bin"), bh.data(), 512);
  write_file(dir.file("a8.bin"), a8b.data(), 256);
  write_file(dir.file("b8.bin"), b8b.data(), 256);

  const std::string code = build_gfx1200(dir, source, "mmtr",
                                         {"global_load_tr_b128", "global_load_tr_b64",
                                          "v_wmma_f32_16x16x16_f16", "v_wmma_i32_16x16x16_iu8"});
  if (::testing::Test::HasFailure()) return;
  dispatch_in_both_modes(dir, code, "mmtr",
                         {{"d", d, 0},
                          {"a", {}, 512},
                          {"b", {}, 512},
                          {"d8", d8, 0},
                          {"a8", {}, 256},
                          {"b8", {}, 256}},
                         "--hazards error");
}

}  // namespace
