// The shipped kernels end to end: `cutlm dispatch` runs each manifest (wave32 and wave64) and a
// host reference written here in plain C++ computes what the dumped buffers must hold. The
// inputs come from the manifests' "random" initialiser, regenerated here from its definition
// (splitmix64, little-endian), not from the model's code. Then the fault tests: hand-written raw
// code that must stop with exit 1 and the one-line report.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

const std::string kKernels = CUTLM_KERNEL_DIR;
const std::string kFaults = CUTLM_FAULT_DIR;

std::vector<uint8_t> splitmix_bytes(uint64_t seed, size_t size) {
  std::vector<uint8_t> out;
  uint64_t x = seed;
  while (out.size() < size) {
    x += 0x9E3779B97F4A7C15ull;
    uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z = z ^ (z >> 31);
    for (int i = 0; i < 8 && out.size() < size; ++i)
      out.push_back(static_cast<uint8_t>(z >> (8 * i)));
  }
  return out;
}

template <typename T>
std::vector<T> as(const std::vector<uint8_t>& bytes) {
  std::vector<T> values(bytes.size() / sizeof(T));
  std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
  return values;
}

template <typename T>
std::vector<T> random_values(uint64_t seed, size_t count) {
  return as<T>(splitmix_bytes(seed, count * sizeof(T)));
}

CommandResult dispatch(const std::string& manifest, const std::string& options) {
  return cutlm_test::run_command(
      std::string(CUTLM_BINARY) + " dispatch " + manifest + " " + options, "");
}

// Runs a shipped manifest, dumping into `dir`; returns the dump named `dump`.
std::vector<uint8_t> run_kernel(const TempDir& dir, const std::string& manifest,
                                const std::vector<std::string>& dumps,
                                std::vector<std::vector<uint8_t>>* out,
                                const std::string& options = "") {
  const CommandResult r =
      dispatch(kKernels + "/" + manifest, "-q --dump-dir " + dir.file("") + " " + options);
  EXPECT_EQ(r.status, 0) << manifest << ": " << r.err;
  out->clear();
  for (const std::string& d : dumps) {
    const std::string text = cutlm_test::read_text(dir.file(d));
    out->emplace_back(text.begin(), text.end());
  }
  return out->empty() ? std::vector<uint8_t>() : out->front();
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// ---- host references ----

bool half_is_nan(uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff) != 0; }

double half_value(uint16_t h) {
  const int exponent = (h >> 10) & 0x1f;
  const int mantissa = h & 0x3ff;
  const double magnitude =
      exponent == 0 ? std::ldexp(mantissa, -24) : std::ldexp(1024 + mantissa, exponent - 25);
  return (h & 0x8000) ? -magnitude : magnitude;
}

// OpenCL fmin on half as gfx1100 computes it: a NaN operand is ignored (both NaN: a NaN), -0 is
// below +0. Returns false for "any NaN" (the payload is not specified).
bool reference_fmin(uint16_t a, uint16_t b, uint16_t* result) {
  if (half_is_nan(a) && half_is_nan(b)) return false;
  if (half_is_nan(a)) {
    *result = b;
  } else if (half_is_nan(b)) {
    *result = a;
  } else {
    const double va = half_value(a);
    const double vb = half_value(b);
    if (va < vb || (va == vb && (a & 0x8000)))
      *result = a;
    else
      *result = b;
  }
  return true;
}

// The class bit __builtin_amdgcn_class tests: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal,
// 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
int double_class(uint64_t bits) {
  const bool negative = bits >> 63;
  const uint64_t exponent = (bits >> 52) & 0x7ff;
  const uint64_t mantissa = bits & ((1ull << 52) - 1);
  if (exponent == 0x7ff) {
    if (mantissa == 0) return negative ? 2 : 9;
    return (mantissa >> 51) ? 1 : 0;
  }
  if (exponent == 0) {
    if (mantissa == 0) return negative ? 5 : 6;
    return negative ? 4 : 7;
  }
  return negative ? 3 : 8;
}

uint32_t collatz_steps(uint32_t start) {
  uint32_t x = (start & 0xffff) + 1;
  uint32_t count = 0;
  while (x != 1 && count < 1000) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++count;
  }
  return count;
}

// The wave size, and the gfx1200 build of the kernels (NAME_gfx1200_wN) when the parameter is
// given as 1000 + N: the same host references check both generations.
class Kernel : public ::testing::TestWithParam<int> {
 protected:
  std::string suffix() const {
    const int wave = GetParam() % 1000;
    return (GetParam() >= 1000 ? "_gfx1200_w" : "_w") + std::to_string(wave);
  }
  TempDir dir_;
};

TEST_P(Kernel, FminOnHalf) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "seeds_vmin" + suffix() + ".json", {"vmin" + suffix() + ".c.bin"}, &dumps);
  const auto a = random_values<uint16_t>(11, 1000);
  const auto b = random_values<uint16_t>(12, 1000);
  const auto c = as<uint16_t>(dumps[0]);
  ASSERT_EQ(c.size(), 1000u);
  int nan_inputs = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    nan_inputs += half_is_nan(a[i]) || half_is_nan(b[i]);
    uint16_t expected = 0;
    if (!reference_fmin(a[i], b[i], &expected)) {
      EXPECT_TRUE(half_is_nan(c[i])) << "i=" << i;
    } else {
      ASSERT_EQ(c[i], expected) << "i=" << i << " a=" << hex(a[i]) << " b=" << hex(b[i]);
    }
  }
  EXPECT_GT(nan_inputs, 0) << "the random inputs should reach the NaN rules";
  std::printf("fmin on half: %zu elements checked (%d with a NaN input)\n", c.size(), nan_inputs);
}

TEST_P(Kernel, ClassOnDoubleWithMaskArgument) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "seeds_classify" + suffix() + ".json", {"classify" + suffix() + ".hit.bin"},
             &dumps);
  const auto x = random_values<uint64_t>(21, 1000);
  const auto hit = as<uint32_t>(dumps[0]);
  const uint32_t mask = 0x2a9;
  ASSERT_EQ(hit.size(), 1000u);
  int hits = 0;
  for (size_t i = 0; i < hit.size(); ++i) {
    const uint32_t expected = (mask >> double_class(x[i])) & 1;
    hits += static_cast<int>(expected);
    ASSERT_EQ(hit[i], expected) << "i=" << i << " x=" << hex(x[i]);
  }
  EXPECT_GT(hits, 0);
  EXPECT_LT(hits, 1000);
}

TEST_P(Kernel, Saxpy) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "saxpy" + suffix() + ".json", {"saxpy" + suffix() + ".y.bin"}, &dumps);
  const auto x = random_values<float>(31, 3000);
  const auto y = random_values<float>(32, 3000);
  const auto out = as<float>(dumps[0]);
  ASSERT_EQ(out.size(), 3000u);
  for (size_t i = 0; i < out.size(); ++i) {
    const float expected = std::fma(2.5f, x[i], y[i]);
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(out[i])) << "i=" << i;
      continue;
    }
    uint32_t want, got;
    std::memcpy(&want, &expected, 4);
    std::memcpy(&got, &out[i], 4);
    ASSERT_EQ(got, want) << "i=" << i << " x=" << x[i] << " y=" << y[i];
  }
}

TEST_P(Kernel, LdsReductionWithBarriers) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "reduce" + suffix() + ".json", {"reduce" + suffix() + ".sums.bin"}, &dumps);
  const auto in = random_values<uint32_t>(41, 16384);
  const auto sums = as<uint32_t>(dumps[0]);
  ASSERT_EQ(sums.size(), 64u);
  for (size_t g = 0; g < 64; ++g) {
    uint32_t sum = 0;
    for (size_t k = 0; k < 256; ++k) sum += in[g * 256 + k];
    ASSERT_EQ(sums[g], sum) << "workgroup " << g;
  }
}

TEST_P(Kernel, DivergentBranchesAndLoop) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "branches" + suffix() + ".json",
             {"branches" + suffix() + ".steps.bin", "branches" + suffix() + ".kind.bin"}, &dumps);
  const auto start = random_values<uint32_t>(51, 2000);
  const auto steps = as<uint32_t>(dumps[0]);
  const auto kind = as<uint32_t>(dumps[1]);
  ASSERT_EQ(steps.size(), 2000u);
  for (size_t i = 0; i < 2000; ++i) {
    const uint32_t v = start[i];
    const uint32_t count = collatz_steps(v);
    ASSERT_EQ(steps[i], count) << "i=" << i << " start=" << v;
    uint32_t k;
    if (v % 3 == 0)
      k = v / 3;
    else if (v & 4)
      k = v ^ 0x5a5a5a5au;
    else
      k = ~v + count;
    ASSERT_EQ(kind[i], k) << "i=" << i << " start=" << v;
  }
}

TEST_P(Kernel, IntegerMix) {
  std::vector<std::vector<uint8_t>> dumps;
  run_kernel(dir_, "integer" + suffix() + ".json",
             {"integer" + suffix() + ".out.bin", "integer" + suffix() + ".wide.bin"}, &dumps);
  const auto a = random_values<uint32_t>(61, 2000);
  const auto b = random_values<uint32_t>(62, 2000);
  const auto out = as<uint32_t>(dumps[0]);
  const auto wide = as<uint64_t>(dumps[1]);
  ASSERT_EQ(out.size(), 2000u);
  for (size_t i = 0; i < 2000; ++i) {
    const uint32_t x = a[i];
    const uint32_t y = b[i];
    const int32_t sx = static_cast<int32_t>(x);
    const int32_t sy = static_cast<int32_t>(y);
    uint32_t h = static_cast<uint32_t>((static_cast<uint64_t>(x) * y) >> 32) ^
                 ((x << 13) | (x >> 19)) ^ (y >> (x & 31));
    h += static_cast<uint32_t>(__builtin_popcount(x)) +
         static_cast<uint32_t>(__builtin_clz(y | 1)) + (x < y ? x : y) -
         static_cast<uint32_t>(sx > sy ? sx : sy);
    h ^= static_cast<uint32_t>(sx / 7) + static_cast<uint32_t>(sx % 5);
    ASSERT_EQ(out[i], h * 0x9e3779b1u) << "i=" << i << " x=" << hex(x) << " y=" << hex(y);
    ASSERT_EQ(wide[i], static_cast<uint64_t>(x) * y + (static_cast<uint64_t>(h) << 17))
        << "i=" << i;
  }
}

// The cases where cache levels mix: a younger load served from a nearer level completes first,
// and the compiler's s_waitcnt vmcnt(N) still relies on the vector loads landing in issue order.
// Both timing modes must give the exact result.
TEST_P(Kernel, TiledMatmulExactInBothTimingModes) {
  const auto a = random_values<uint32_t>(71, 4096);
  const auto b = random_values<uint32_t>(72, 4096);
  for (const char* timing : {"fast", "cycle"}) {
    std::vector<std::vector<uint8_t>> dumps;
    run_kernel(dir_, "matmul" + suffix() + ".json", {"matmul" + suffix() + ".c.bin"}, &dumps,
               std::string("--timing ") + timing);
    const auto c = as<float>(dumps[0]);
    ASSERT_EQ(c.size(), 4096u) << timing;
    size_t wrong = 0;
    for (size_t row = 0; row < 64; ++row) {
      for (size_t col = 0; col < 64; ++col) {
        uint32_t sum = 0;  // small integers: the f32 sum is exact
        for (size_t k = 0; k < 64; ++k) sum += (a[row * 64 + k] & 15) * (b[k * 64 + col] & 15);
        if (c[row * 64 + col] != static_cast<float>(sum)) ++wrong;
      }
    }
    EXPECT_EQ(wrong, 0u) << "--timing " << timing << ": elements differ from the host's product";
  }
}

TEST_P(Kernel, GatherExactInBothTimingModes) {
  const auto a = random_values<uint32_t>(81, 8192);
  const auto idx = random_values<uint32_t>(82, 8192);
  const auto b = random_values<uint32_t>(83, 8192);
  for (const char* timing : {"fast", "cycle"}) {
    std::vector<std::vector<uint8_t>> dumps;
    run_kernel(dir_, "gather" + suffix() + ".json", {"gather" + suffix() + ".out.bin"}, &dumps,
               std::string("--timing ") + timing);
    const auto out = as<uint32_t>(dumps[0]);
    ASSERT_EQ(out.size(), 8192u) << timing;
    size_t wrong = 0;
    for (size_t i = 0; i < 8192; ++i) {
      if (out[i] != a[idx[i] & 8191] * 3 + b[i] + a[i]) ++wrong;
    }
    EXPECT_EQ(wrong, 0u) << "--timing " << timing << ": elements differ from the host's gather";
  }
}

// In cycle mode a load's registers are written when its data lands: its trace line lists them
// as pending, and a landing line (same wave and pc) gives their values. Those values are the
// ones the fast mode, which writes loads at issue, shows on the load's own line.
TEST_P(Kernel, CycleTraceShowsLoadsWhenTheyLand) {
  using nlohmann::json;
  const std::string manifest = kKernels + "/gather" + suffix() + ".json";
  std::vector<json> lines[2];
  const char* modes[2] = {"fast", "cycle"};
  for (int m = 0; m < 2; ++m) {
    const std::string trace = dir_.file(std::string(modes[m]) + ".jsonl");
    const CommandResult r =
        dispatch(manifest, std::string("-q --timing ") + modes[m] + " --dump-dir " + dir_.file("") +
                               " --trace " + trace);
    ASSERT_EQ(r.status, 0) << r.err;
    std::ifstream in(trace);
    std::string line;
    while (std::getline(in, line)) lines[m].push_back(json::parse(line));
  }
  // The fast mode's loads: (wave, pc, occurrence) -> what the line wrote.
  using Key = std::tuple<int, std::string, int>;
  std::map<Key, json> fast_writes;
  std::map<std::pair<int, std::string>, int> seen;
  for (const json& j : lines[0]) {
    ASSERT_FALSE(j.contains("pending")) << "the fast mode writes loads at issue";
    const std::string asm_text = j["asm"];
    // RDNA4's counter waits name their counter (s_wait_loadcnt): not loads.
    if (asm_text.find("load") == std::string::npos || asm_text.rfind("s_wait", 0) == 0) continue;
    const int wave = j["wave"];
    const std::string pc = j["pc"];
    fast_writes[Key{wave, pc, seen[{wave, pc}]++}] = j["writes"];
  }
  std::map<std::pair<int, std::string>, int> pending_seen, landed_seen;
  size_t landings = 0;
  for (const json& j : lines[1]) {
    const int wave = j["wave"];
    const std::string pc = j["pc"];
    if (j.contains("pending")) {
      ++pending_seen[{wave, pc}];
      for (const json& reg : j["pending"]) {
        EXPECT_FALSE(j["writes"].contains(reg.get<std::string>())) << j.dump();
      }
      continue;
    }
    if (!j.contains("event")) continue;
    ASSERT_EQ(j["event"], "land");
    ++landings;
    const int occurrence = landed_seen[{wave, pc}]++;
    const int issued = pending_seen[{wave, pc}];
    ASSERT_LT(occurrence, issued) << "a landing before its load: " << j.dump();
    const auto found = fast_writes.find(Key{wave, pc, occurrence});
    ASSERT_NE(found, fast_writes.end()) << j.dump();
    EXPECT_EQ(j["writes"], found->second) << "wave " << wave << " pc " << pc;
  }
  EXPECT_EQ(landings, fast_writes.size()) << "every load lands once";
}

INSTANTIATE_TEST_SUITE_P(Wave, Kernel, ::testing::Values(32, 64, 1032, 1064),
                         [](const ::testing::TestParamInfo<int>& param) {
                           return (param.param >= 1000 ? "gfx1200_wave" : "wave") +
                                  std::to_string(param.param % 1000);
                         });

// The `-c` object: same kernel, loaded through its relocatable form.
TEST(KernelObject, RelocatableObjectRunsLikeTheLinkedOne) {
  TempDir dir;
  std::vector<std::vector<uint8_t>> linked, relocatable;
  run_kernel(dir, "saxpy_w32.json", {"saxpy_w32.y.bin"}, &linked);
  run_kernel(dir, "saxpy_w32_relocatable.json", {"saxpy_w32_relocatable.y.bin"}, &relocatable);
  ASSERT_EQ(linked[0].size(), 12000u);
  EXPECT_EQ(linked[0], relocatable[0]);
}

// ---- faults: exit 1 and one line naming kind, workgroup, wave, lane, pc and address ----

struct FaultCase {
  const char* manifest;
  const char* line;  // the line's start; the disassembly or the reason follows
};

// Names the case in test listings (GoogleTest would print the struct's bytes).
void PrintTo(const FaultCase& f, std::ostream* out) { *out << f.manifest; }

class Fault : public ::testing::TestWithParam<FaultCase> {};

TEST_P(Fault, StopsWithOneLine) {
  const FaultCase& f = GetParam();
  const CommandResult r = dispatch(kFaults + "/" + f.manifest, "--max-instructions 1000 -q");
  EXPECT_EQ(r.status, 1) << r.err;
  const auto lines = cutlm_test::split_lines(r.err);
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind(f.line, 0), 0u) << "got:  " << lines[0] << "\nwant: " << f.line;
}

// Addresses: the first buffer sits at 4 GiB (0x100000000); pcs follow the programs' layout
// (s_load_b64 and global_* take 8 bytes, VOP1/VOP2/SOPP/SOPC 4).
INSTANTIATE_TEST_SUITE_P(
    Raw, Fault,
    ::testing::Values(
        FaultCase{"out_of_bounds.json",
                  "cutlm: fault: out of bounds: workgroup (0,0,0) wave 0 lane 16 pc 0x10 "
                  "address 0x100000040: global_load_b32"},
        FaultCase{"misaligned.json",
                  "cutlm: fault: misaligned: workgroup (0,0,0) wave 0 lane 0 pc 0x14 address "
                  "0x100000002: global_atomic_add_u32"},
        FaultCase{"illegal.json",
                  "cutlm: fault: illegal instruction: workgroup (0,0,0) wave 0 lane - pc 0x4 "
                  "address -"},
        FaultCase{"barrier.json",
                  "cutlm: fault: impossible barrier: workgroup (0,0,0) wave 1 lane - pc 0x14 "
                  "address -: waves 0 (pc 0xc) wait at s_barrier"},
        FaultCase{"runaway.json",
                  "cutlm: fault: runaway loop: workgroup (0,0,0) wave 0 lane - pc 0x"}),
    [](const ::testing::TestParamInfo<FaultCase>& param) {
      std::string name = param.param.manifest;
      name = name.substr(0, name.find('.'));
      name.erase(std::remove(name.begin(), name.end(), '_'), name.end());
      return name;
    });

// An access outside every buffer is named against the nearest one (its name, size, address and
// the distance), and the buffers marked "dump" are written as the fault left them.
TEST(FaultOutputs, OutOfBoundsNamesTheBufferAndDumpsWhatWasWritten) {
  TempDir dir;
  cutlm_test::write_file(dir.file("k.s"),
                         "  s_load_b64 s[2:3], s[0:1], 0x0\n"
                         "  v_lshlrev_b32 v1, 2, v0\n"
                         "  v_mov_b32 v2, 7\n"
                         "  s_waitcnt lgkmcnt(0)\n"
                         "  global_store_b32 v1, v2, s[2:3]\n"  // words 0..31: in the buffer
                         "  global_load_b32 v3, v1, s[2:3] offset:64\n"  // lanes 16..31 past it
                         "  s_waitcnt vmcnt(0)\n"
                         "  s_endpgm\n");
  cutlm_test::write_file(dir.file("m.json"), R"({"raw": "k.s",
      "descriptor": {"wave_size": 32, "kernarg_ptr": true, "workitem_id_dims": 1},
      "grid": [32, 1, 1], "block": [32, 1, 1],
      "buffers": [{"name": "out", "size": 128, "dump": "out.bin"}],
      "args": [{"buffer": "out"}]})");
  const CommandResult r = dispatch(dir.file("m.json"), "-q");
  EXPECT_EQ(r.status, 1) << r.err;
  const auto lines = cutlm_test::split_lines(r.err);
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("cutlm: fault: out of bounds: workgroup (0,0,0) wave 0 lane 16 pc 0x1c "
                           "address 0x100000080: global_load_b32",
                           0),
            0u)
      << lines[0];
  const std::string where = ": 0 bytes past the end of buffer out (128 bytes at 0x100000000)";
  EXPECT_EQ(lines[0].size() >= where.size() &&
                lines[0].compare(lines[0].size() - where.size(), where.size(), where) == 0,
            true)
      << lines[0];
  const std::string dumped = cutlm_test::read_text(dir.file("out.bin"));
  ASSERT_EQ(dumped.size(), 128u);
  for (size_t word = 0; word < 32; ++word) {
    uint32_t value = 0;
    std::memcpy(&value, dumped.data() + 4 * word, 4);
    EXPECT_EQ(value, 7u) << "word " << word;
  }
}

// A VCD with --cosim on a large grid warns once, early, with its size extrapolated over the
// grid, and points to FST and the wave windows (the run is cut short by the instruction limit).
TEST(FaultOutputs, LargeCosimWaveformWarnsWithItsEstimate) {
  TempDir dir;
  const std::string n = std::to_string(256 * 4096);
  cutlm_test::write_file(dir.file("m.json"), R"({"code": ")" + kKernels + R"(/saxpy_w32.hsaco",
      "kernel": "saxpy", "grid": [)" + n + R"(, 1, 1], "block": [256, 1, 1],
      "buffers": [{"name": "x", "size": 4194304, "init": {"random": 1}},
                  {"name": "y", "size": 4194304, "init": {"random": 2}}],
      "args": [{"f32": 2.5}, {"buffer": "x"}, {"buffer": "y"}, {"u32": )" +
                                                 n + "}]}");
  const CommandResult r = dispatch(dir.file("m.json"), "-q --cosim --vcd " + dir.file("w.vcd") +
                                                           " --max-total-instructions 700");
  EXPECT_EQ(r.status, 1) << r.err;
  // The 32,768 waves also exceed the waveform's per-wave scopes: that warning is another one.
  std::vector<std::string> lines;
  for (const std::string& line : cutlm_test::split_lines(r.err)) {
    if (line.find("per-wave scopes") == std::string::npos) lines.push_back(line);
  }
  ASSERT_GE(lines.size(), 2u) << r.err;
  EXPECT_EQ(
      lines[0].rfind("cutlm: warning: the waveform " + dir.file("w.vcd") + " will be about ", 0),
      0u)
      << lines[0];
  for (const char* part : {" GB (",
                           " of 4096 workgroups, every RTL signal with --cosim); write "
                           "FILE.fst instead",
                           "--wave-window START:END", "--wave-workgroups"}) {
    EXPECT_NE(lines[0].find(part), std::string::npos) << part << "\n" << lines[0];
  }
  EXPECT_EQ(lines[1].rfind("cutlm: fault: instruction limit", 0), 0u) << lines[1];
  // The same run to an FST (already compressed) says nothing.
  const CommandResult fst = dispatch(dir.file("m.json"), "-q --cosim --vcd " + dir.file("w.fst") +
                                                             " --max-total-instructions 700");
  EXPECT_EQ(fst.err.find("will be about"), std::string::npos) << fst.err;
}

// What was traced before a fault stays readable: every trace line is complete JSON-looking text
// and the waveform has its header and a final time stamp.
TEST(FaultOutputs, TraceAndWaveformWrittenUpToTheFault) {
  TempDir dir;
  const CommandResult r =
      dispatch(kFaults + "/out_of_bounds.json",
               "-q --trace " + dir.file("t.jsonl") + " --vcd " + dir.file("w.vcd"));
  EXPECT_EQ(r.status, 1) << r.err;
  const auto trace = cutlm_test::split_lines(cutlm_test::read_text(dir.file("t.jsonl")));
  ASSERT_EQ(trace.size(), 3u);  // s_load, v_lshlrev, s_waitcnt retired before the load faulted
  for (const std::string& line : trace) {
    EXPECT_EQ(line.front(), '{');
    EXPECT_EQ(line.back(), '}');
  }
  const std::string vcd = cutlm_test::read_text(dir.file("w.vcd"));
  EXPECT_NE(vcd.find("$enddefinitions"), std::string::npos);
  EXPECT_NE(vcd.rfind("\n#"), std::string::npos);
  EXPECT_EQ(vcd.back(), '\n');
}

}  // namespace
