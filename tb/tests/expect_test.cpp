// Checked outputs: a buffer's "expect" compared after the dispatch in both
// timing modes (exit 4 and the listing when it differs), ulp and abs tolerances at their
// boundaries, every malformed expect refused at load with exit 2 and one line naming the key,
// --print's table, and fill values with an explicit width (the old digit-count form warns).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

CommandResult cutlm(const std::string& args) {
  return cutlm_test::run_command(std::string(CUTLM_BINARY) + " " + args, "");
}

// out[i] = i for `items` work-items: the kernel writes every element of buffer "out".
const char kLaneIds[] =
    "  s_load_b64 s[2:3], s[0:1], 0x0\n"
    "  v_lshlrev_b32 v1, 2, v0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  global_store_b32 v1, v0, s[2:3]\n"
    "  s_endpgm\n";

// A raw-code manifest in `dir` (m.json) running `program` over `items` work-items in one
// workgroup, with the buffers given as JSON and the first buffer as the only argument.
std::string manifest(const TempDir& dir, const std::string& program, int items,
                     const std::string& buffers) {
  cutlm_test::write_file(dir.file("k.s"), program);
  cutlm_test::write_file(
      dir.file("m.json"),
      R"({"raw": "k.s", "descriptor": {"wave_size": 32, "kernarg_ptr": true}, "grid": [)" +
          std::to_string(items) + R"(, 1, 1], "block": [)" + std::to_string(items) +
          R"(, 1, 1], "buffers": [)" + buffers + R"(], "args": [{"buffer": "b"}]})");
  return dir.file("m.json");
}

// Buffer "b" holding `bytes` (from a file) under a kernel that writes nothing, with `expect`.
std::string held(const TempDir& dir, const std::vector<uint8_t>& bytes, const std::string& expect) {
  cutlm_test::write_bytes(dir.file("b.bin"), bytes);
  return manifest(dir, "  s_endpgm\n", 1,
                  R"({"name": "b", "size": )" + std::to_string(bytes.size()) +
                      R"(, "init": {"file": "b.bin"}, "expect": )" + expect + "}");
}

template <typename T>
std::vector<uint8_t> bytes_of(std::vector<T> values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(T));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

std::string counting(int n, int offset) {
  std::string list;
  for (int i = 0; i < n; ++i) list += (i == 0 ? "" : ", ") + std::to_string(i + offset);
  return list;
}

const char* const kTimings[] = {"fast", "cycle"};

// ---- passing and failing ----

TEST(Expect, MatchingValuesPassInBothTimingModes) {
  TempDir dir;
  const std::string m =
      manifest(dir, kLaneIds, 32,
               R"({"name": "b", "size": 128, "expect": {"type": "u32", "values": [)" +
                   counting(32, 0) + "]}}");
  for (const char* timing : kTimings) {
    const CommandResult r = cutlm("dispatch " + m + " --timing " + timing);
    EXPECT_EQ(r.status, 0) << timing << ": " << r.err;
    EXPECT_EQ(r.err, "") << timing;
    EXPECT_NE(r.out.find("cutlm: expect: 1 buffer match\n"), std::string::npos) << r.out;
    const CommandResult quiet = cutlm("dispatch " + m + " -q --timing " + timing);
    EXPECT_EQ(quiet.status, 0) << quiet.err;
    EXPECT_EQ(quiet.out, "") << timing;
  }
}

TEST(Expect, DifferingValuesExitFourWithTheFirstTenListed) {
  TempDir dir;
  const std::string m =
      manifest(dir, kLaneIds, 32,
               R"({"name": "b", "size": 128, "expect": {"type": "i32", "values": [)" +
                   counting(32, -1) + "]}}");
  for (const char* timing : kTimings) {
    const CommandResult r = cutlm("dispatch " + m + " -q --timing " + timing);
    EXPECT_EQ(r.status, 4) << timing << ": " << r.err;
    const std::vector<std::string> lines = cutlm_test::split_lines(r.err);
    ASSERT_EQ(lines.size(), 11u) << r.err;
    EXPECT_EQ(lines[0], "cutlm: expect: buffer b (i32) element 0: expected -1, got 0");
    EXPECT_EQ(lines[9], "cutlm: expect: buffer b (i32) element 9: expected 8, got 9");
    EXPECT_EQ(lines[10], "cutlm: expect: buffer b: 32 of 32 elements differ");
  }
}

TEST(Expect, OneDifferingElementAmongMatchingOnes) {
  TempDir dir;
  std::string values = counting(32, 0);
  values.replace(values.find(", 17,"), 5, ", 99,");
  const std::string m = manifest(
      dir, kLaneIds, 32,
      R"({"name": "b", "size": 128, "expect": {"values": [)" + values + "]}}");  // default u32
  const CommandResult r = cutlm("dispatch " + m);
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err,
            "cutlm: expect: buffer b (u32) element 17: expected 99, got 17\n"
            "cutlm: expect: buffer b: 1 of 32 elements differ\n");
  EXPECT_EQ(r.out.find("buffers match"), std::string::npos) << r.out;
}

// A large buffer is compared block by block: differences in the first, a middle and the last
// (partial) block are each found, and only they are counted.
TEST(Expect, DifferencesAnywhereInALargeBufferAreCounted) {
  TempDir dir;
  const size_t elements = 5000;  // not a multiple of any power-of-two block
  std::vector<uint32_t> data(elements);
  for (size_t i = 0; i < elements; ++i) data[i] = static_cast<uint32_t>(i * 2654435761u);
  std::vector<uint32_t> reference = data;
  const size_t changed[] = {0, 1500, 1501, elements - 1};
  for (size_t i : changed) reference[i] ^= 0x80u;
  cutlm_test::write_bytes(dir.file("want.bin"), bytes_of(reference));
  const std::string m = held(dir, bytes_of(data), R"({"type": "u32", "file": "want.bin"})");
  const CommandResult r = cutlm("dispatch " + m);
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_NE(r.err.find("cutlm: expect: buffer b: 4 of 5000 elements differ\n"), std::string::npos)
      << r.err;
  for (size_t i : changed) {
    EXPECT_NE(r.err.find("element " + std::to_string(i) + ":"), std::string::npos) << i;
  }
  cutlm_test::write_bytes(dir.file("want.bin"), bytes_of(data));
  EXPECT_EQ(cutlm("dispatch " + m).status, 0);
}

// An input file longer than its buffer is refused by name; a shorter one fills the start.
TEST(Expect, InputFileLongerThanItsBufferIsRefused) {
  TempDir dir;
  cutlm_test::write_bytes(dir.file("b.bin"), std::vector<uint8_t>(129, 7));
  const std::string m =
      manifest(dir, "  s_endpgm\n", 1, R"({"name": "b", "size": 128, "init": {"file": "b.bin"}})");
  const CommandResult r = cutlm("dispatch " + m);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("buffers[0].init.file: " + dir.file("b.bin") +
                       " has 129 bytes, more than the buffer's 128"),
            std::string::npos)
      << r.err;
  std::vector<uint8_t> shorter(100, 7);
  cutlm_test::write_bytes(dir.file("b.bin"), shorter);
  std::vector<uint8_t> want = shorter;
  want.resize(128, 0);
  cutlm_test::write_bytes(dir.file("want.bin"), want);
  const std::string m2 = manifest(
      dir, "  s_endpgm\n", 1,
      R"({"name": "b", "size": 128, "init": {"file": "b.bin"}, "expect": {"type": "u8", "file": "want.bin"}})");
  const CommandResult r2 = cutlm("dispatch " + m2);
  EXPECT_EQ(r2.status, 0) << r2.err;
}

TEST(Expect, ReferenceFileRelativeToTheManifest) {
  TempDir dir;
  std::vector<uint32_t> ref(32);
  for (uint32_t i = 0; i < 32; ++i) ref[i] = i;
  cutlm_test::write_bytes(dir.file("ref.bin"), bytes_of(ref));
  const std::string m =
      manifest(dir, kLaneIds, 32, R"({"name": "b", "size": 128, "expect": {"file": "ref.bin"}})");
  EXPECT_EQ(cutlm("dispatch " + m + " -q").status, 0);
  ref[31] = 7;
  cutlm_test::write_bytes(dir.file("ref.bin"), bytes_of(ref));
  const CommandResult r = cutlm("dispatch " + m + " -q");
  EXPECT_EQ(r.status, 4);
  EXPECT_EQ(r.err,
            "cutlm: expect: buffer b (u32) element 31: expected 7, got 31\n"
            "cutlm: expect: buffer b: 1 of 32 elements differ\n");
}

TEST(Expect, FloatsAreListedWithTheirBits) {
  TempDir dir;
  const CommandResult r = cutlm(
      "dispatch -q " + held(dir, bytes_of<float>({1.5f}), R"({"type": "f32", "values": [0.1]})"));
  EXPECT_EQ(r.status, 4);
  EXPECT_EQ(r.err,
            "cutlm: expect: buffer b (f32) element 0: expected 0.100000001 (0x3dcccccd), got 1.5 "
            "(0x3fc00000)\n"
            "cutlm: expect: buffer b: 1 of 1 elements differ\n");
}

// ---- tolerances at their boundaries ----

struct ToleranceCase {
  const char* name;
  std::vector<uint8_t> held;
  const char* expect;
  int status;
};

void PrintTo(const ToleranceCase& c, std::ostream* out) { *out << c.name; }

class Tolerance : public ::testing::TestWithParam<ToleranceCase> {};

TEST_P(Tolerance, AtTheBoundary) {
  TempDir dir;
  const CommandResult r = cutlm("dispatch -q " + held(dir, GetParam().held, GetParam().expect));
  EXPECT_EQ(r.status, GetParam().status) << r.err;
}

std::vector<uint8_t> f32_bits(uint32_t bits) { return bytes_of<uint32_t>({bits}); }

INSTANTIATE_TEST_SUITE_P(
    Expect, Tolerance,
    ::testing::Values(
        ToleranceCase{"f32_exact", f32_bits(0x3f800000), R"({"type": "f32", "values": [1.0]})", 0},
        ToleranceCase{"f32_one_ulp_without_tolerance", f32_bits(0x3f800001),
                      R"({"type": "f32", "values": [1.0]})", 4},
        ToleranceCase{"f32_2_ulp_within_2", f32_bits(0x3f800002),
                      R"({"type": "f32", "values": [1.0], "ulp": 2})", 0},
        ToleranceCase{"f32_3_ulp_beyond_2", f32_bits(0x3f800003),
                      R"({"type": "f32", "values": [1.0], "ulp": 2})", 4},
        ToleranceCase{"f32_ulp_across_zero", f32_bits(0x80000001),
                      R"({"type": "f32", "values": ["0x00000001"], "ulp": 3})", 0},
        ToleranceCase{"f32_ulp_across_zero_short", f32_bits(0x80000001),
                      R"({"type": "f32", "values": ["0x00000001"], "ulp": 2})", 4},
        ToleranceCase{"signed_zeros_differ_exactly", f32_bits(0x80000000),
                      R"({"type": "f32", "values": [0.0]})", 4},
        ToleranceCase{"signed_zeros_one_ulp", f32_bits(0x80000000),
                      R"({"type": "f32", "values": [0.0], "ulp": 1})", 0},
        ToleranceCase{"signed_zeros_abs_zero", f32_bits(0x80000000),
                      R"({"type": "f32", "values": [0.0], "abs": 0})", 0},
        ToleranceCase{"abs_at_boundary", f32_bits(0x3fa00000),  // 1.25
                      R"({"type": "f32", "values": [1.0], "abs": 0.25})", 0},
        ToleranceCase{"abs_just_short", f32_bits(0x3fa00000),
                      R"({"type": "f32", "values": [1.0], "abs": 0.2499})", 4},
        ToleranceCase{"infinity_matches_itself", f32_bits(0x7f800000),
                      R"({"type": "f32", "values": ["0x7f800000"], "abs": 1})", 0},
        ToleranceCase{"infinity_is_not_near_max", f32_bits(0x7f800000),
                      R"({"type": "f32", "values": ["0x7f7fffff"], "abs": 1e30})", 4},
        ToleranceCase{"nan_matches_any_nan", f32_bits(0xffc00123),
                      R"({"type": "f32", "values": ["0x7fc00000"]})", 0},
        ToleranceCase{"nan_bits_as_u32", f32_bits(0xffc00123),
                      R"({"type": "u32", "values": ["0x7fc00000"]})", 4},
        ToleranceCase{"nan_is_no_number", f32_bits(0x7fc00000),
                      R"({"type": "f32", "values": [1.0], "ulp": 1000000000})", 4},
        ToleranceCase{"f16_one_ulp", bytes_of<uint16_t>({0x3c01}),
                      R"({"type": "f16", "values": [1.0], "ulp": 1})", 0},
        ToleranceCase{"f16_one_ulp_short", bytes_of<uint16_t>({0x3c01}),
                      R"({"type": "f16", "values": [1.0]})", 4},
        ToleranceCase{"f16_abs", bytes_of<uint16_t>({0x3e00}),  // 1.5
                      R"({"type": "f16", "values": ["0x3c00"], "abs": 0.5})", 0},
        ToleranceCase{"f16_number_rounds_to_nearest_even", bytes_of<uint16_t>({0x3c00}),
                      R"({"type": "f16", "values": [1.00048828125]})", 0},
        ToleranceCase{"f64_ulp", bytes_of<uint64_t>({0x3ff0000000000005ull}),
                      R"({"type": "f64", "values": [1.0], "ulp": 5})", 0},
        ToleranceCase{"f64_ulp_short", bytes_of<uint64_t>({0x3ff0000000000005ull}),
                      R"({"type": "f64", "values": [1.0], "ulp": 4})", 4},
        ToleranceCase{"i8_negative", bytes_of<uint8_t>({0xff, 0x80}),
                      R"({"type": "i8", "values": [-1, -128]})", 0},
        ToleranceCase{"u64_hex", bytes_of<uint64_t>({0xffffffffffffffffull}),
                      R"({"type": "u64", "values": ["0xffffffffffffffff"]})", 0}),
    [](const ::testing::TestParamInfo<ToleranceCase>& p) { return p.param.name; });

// ---- malformed expects: exit 2, one line naming the key ----

struct MalformedCase {
  const char* name;
  const char* expect;  // the buffer's expect (the buffer has 8 bytes)
  const char* key;     // the key path the error names
  const char* what;    // part of the message
};

void PrintTo(const MalformedCase& c, std::ostream* out) { *out << c.name; }

class Malformed : public ::testing::TestWithParam<MalformedCase> {};

TEST_P(Malformed, IsOneLineNamingTheKey) {
  const MalformedCase& c = GetParam();
  TempDir dir;
  cutlm_test::write_bytes(dir.file("ref8.bin"), std::vector<uint8_t>(8, 0));
  cutlm_test::write_bytes(dir.file("ref9.bin"), std::vector<uint8_t>(9, 0));
  const std::string m =
      manifest(dir, "  s_endpgm\n", 1,
               std::string(R"({"name": "b", "size": 8, "expect": )") + c.expect + "}");
  const CommandResult r = cutlm("dispatch -q " + m);
  EXPECT_EQ(r.status, 2) << r.err;
  const std::vector<std::string> lines = cutlm_test::split_lines(r.err);
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("cutlm: error: " + m + ": " + c.key + ": ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(c.what), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(
    Expect, Malformed,
    ::testing::Values(
        MalformedCase{"not_an_object", "[1, 2]", "buffers[0].expect", "expected a JSON object"},
        MalformedCase{"unknown_key", R"({"values": [0, 0], "tolerance": 1})",
                      "buffers[0].expect.tolerance", "unknown key"},
        MalformedCase{"neither", R"({"type": "u32"})", "buffers[0].expect",
                      "exactly one of file or values"},
        MalformedCase{"both", R"({"file": "ref8.bin", "values": [0, 0]})", "buffers[0].expect",
                      "exactly one of file or values"},
        MalformedCase{"unknown_type", R"({"type": "u24", "values": [0, 0]})",
                      "buffers[0].expect.type", "\"u24\" is not one of u8, i8"},
        MalformedCase{"type_not_a_string", R"({"type": 32, "values": [0, 0]})",
                      "buffers[0].expect.type", "expected a string"},
        MalformedCase{"values_not_an_array", R"({"values": 0})", "buffers[0].expect.values",
                      "expected an array"},
        MalformedCase{"too_few_values", R"({"values": [1]})", "buffers[0].expect.values",
                      "1 values for a buffer of 2 u32 elements"},
        MalformedCase{"too_many_values", R"({"type": "u16", "values": [1, 2, 3, 4, 5]})",
                      "buffers[0].expect.values", "5 values for a buffer of 4 u16 elements"},
        MalformedCase{"value_out_of_range",
                      R"({"type": "u8", "values": [0, 0, 0, 0, 0, 0, 0, 256]})",
                      "buffers[0].expect.values[7]", "too large"},
        MalformedCase{"negative_unsigned", R"({"values": [0, -1]})", "buffers[0].expect.values[1]",
                      "non-negative"},
        MalformedCase{"signed_out_of_range", R"({"type": "i32", "values": [0, 2147483648]})",
                      "buffers[0].expect.values[1]", "out of range"},
        MalformedCase{"fraction_for_an_integer", R"({"type": "i32", "values": [0, 1.5]})",
                      "buffers[0].expect.values[1]", "expected an integer"},
        MalformedCase{"hex_too_wide", R"({"type": "u16", "values": ["0x10000", 0, 0, 0]})",
                      "buffers[0].expect.values[0]", "too large"},
        MalformedCase{"not_hex", R"({"values": ["12", 0]})", "buffers[0].expect.values[0]",
                      "not a hex string"},
        MalformedCase{"float_from_a_bool", R"({"type": "f32", "values": [true, 0]})",
                      "buffers[0].expect.values[0]", "expected a number or a hex string"},
        MalformedCase{"missing_file", R"({"file": "nope.bin"})", "buffers[0].expect.file",
                      "No such file or directory"},
        MalformedCase{"file_of_the_wrong_size", R"({"file": "ref9.bin"})", "buffers[0].expect.file",
                      "has 9 bytes, the buffer 8"},
        MalformedCase{"file_not_a_string", R"({"file": 1})", "buffers[0].expect.file",
                      "expected a string"},
        MalformedCase{"ulp_for_integers", R"({"values": [0, 0], "ulp": 1})",
                      "buffers[0].expect.ulp", "a tolerance needs a float type"},
        MalformedCase{"abs_for_integers", R"({"type": "i64", "values": [0], "abs": 1})",
                      "buffers[0].expect.abs", "a tolerance needs a float type"},
        MalformedCase{"ulp_and_abs", R"({"type": "f32", "values": [0, 0], "ulp": 1, "abs": 1})",
                      "buffers[0].expect", "at most one of ulp or abs"},
        MalformedCase{"negative_ulp", R"({"type": "f32", "values": [0, 0], "ulp": -1})",
                      "buffers[0].expect.ulp", "non-negative"},
        MalformedCase{"negative_abs", R"({"type": "f32", "values": [0, 0], "abs": -0.5})",
                      "buffers[0].expect.abs", "a finite number at least 0"},
        MalformedCase{"abs_as_text", R"({"type": "f32", "values": [0, 0], "abs": "0.5"})",
                      "buffers[0].expect.abs", "a finite number at least 0"}),
    [](const ::testing::TestParamInfo<MalformedCase>& p) { return p.param.name; });

TEST(Expect, BufferOfPartElementsIsRefused) {
  TempDir dir;
  const std::string m =
      manifest(dir, "  s_endpgm\n", 1, R"({"name": "b", "size": 6, "expect": {"values": [0]}})");
  const CommandResult r = cutlm("dispatch -q " + m);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "cutlm: error: " + m +
                       ": buffers[0].expect.type: the buffer's 6 bytes are not a whole number of "
                       "u32 elements\n");
}

// ---- --print ----

TEST(Print, EightValuesPerLineWithTheIndex) {
  TempDir dir;
  const std::string m = manifest(dir, kLaneIds, 10, R"({"name": "b", "size": 40})");
  const CommandResult r = cutlm("dispatch -q " + m + " --print b");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "buffer b (u32, 10 elements):\n"
            "0:  0  1  2  3  4  5  6  7\n"
            "8:  8  9\n");
  const CommandResult wide = cutlm("dispatch -q " + m + " --print b:u64 --print b:i8");
  EXPECT_EQ(wide.status, 0) << wide.err;
  EXPECT_EQ(wide.out.rfind("buffer b (u64, 5 elements):\n"
                           "0:   4294967296  12884901890  21474836484  30064771078  38654705672\n"
                           "buffer b (i8, 40 elements):\n"
                           " 0:  0  0  0  0  1  0  0  0\n",
                           0),
            0u)
      << wide.out;
}

TEST(Print, FloatsRoundTripAndPartElementsAreNamed) {
  TempDir dir;
  const float nan = __builtin_nanf("");
  cutlm_test::write_bytes(dir.file("b.bin"), bytes_of<float>({1.5f, 0.1f, -__builtin_inff(), nan,
                                                              3.4028235e38f, 1e-45f}));
  const std::string m =
      manifest(dir, "  s_endpgm\n", 1, R"({"name": "b", "size": 26, "init": {"file": "b.bin"}})");
  const CommandResult r = cutlm("dispatch -q " + m + " --print b:f32 --print b:f16");
  EXPECT_EQ(r.status, 0) << r.err;
  // Each value right-aligned in a column two wider than the widest.
  std::string f32 = "buffer b (f32, 6 elements, the last 2 bytes not shown):\n0:";
  for (const char* v : {"1.5", "0.100000001", "-inf", "nan", "3.40282347e+38", "1.40129846e-45"})
    f32 += std::string(16 - std::strlen(v), ' ') + v;
  f32 += "\n";
  EXPECT_EQ(r.out.substr(0, f32.size()), f32) << r.out;
  const std::size_t f16 = r.out.find("buffer b (f16, 13 elements):\n 0:");
  ASSERT_NE(f16, std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" 1.9375 ", f16), std::string::npos) << r.out;  // 0x3fc0: 1.5f's high half
}

TEST(Print, UnknownBufferOrTypeIsAUsageError) {
  TempDir dir;
  const std::string m = manifest(dir, "  s_endpgm\n", 1, R"({"name": "b", "size": 4})");
  CommandResult r = cutlm("dispatch -q " + m + " --print c");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "cutlm: error: --print c: no buffer named \"c\" (buffers: b)\n");
  r = cutlm("dispatch -q " + m + " --print b:float");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "cutlm: error: --print b:float: \"float\" is not one of u8, i8, u16, i16, u32, i32, "
            "u64, i64, f16, f32, f64\n");
}

// ---- fill widths ----

TEST(Fill, ExplicitWidthsAndTheDeprecatedDigitCount) {
  TempDir dir;
  const std::string m = manifest(dir, "  s_endpgm\n", 1,
                                 R"({"name": "b", "size": 8, "init": {"fill": {"u32": "0x1"}},
          "expect": {"type": "u8", "values": [1, 0, 0, 0, 1, 0, 0, 0]}},
         {"name": "h", "size": 4, "init": {"fill": {"f16": 1.0}},
          "expect": {"type": "u16", "values": ["0x3c00", "0x3c00"]}},
         {"name": "f", "size": 8, "init": {"fill": {"f32": -2}},
          "expect": {"type": "u32", "values": ["0xc0000000", "0xc0000000"]}},
         {"name": "s", "size": 4, "init": {"fill": {"i8": -2}},
          "expect": {"type": "u32", "values": ["0xfefefefe"]}},
         {"name": "q", "size": 16, "init": {"fill": {"u64": "0x1"}},
          "expect": {"type": "u64", "values": [1, 1]}})");
  CommandResult r = cutlm("dispatch " + m);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("cutlm: expect: 5 buffers match\n"), std::string::npos) << r.out;

  const std::string old = manifest(dir, "  s_endpgm\n", 1,
                                   R"({"name": "b", "size": 8, "init": {"fill": "0x1"},
                                       "expect": {"type": "u8", "values": [1, 1, 1, 1, 1, 1, 1, 1]}})");
  r = cutlm("dispatch -q " + old);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "cutlm: warning: " + old +
                       ": buffers[0].init.fill: \"fill\": \"0x1\" takes its width from its digit "
                       "count, which is deprecated; write {\"u8\": \"0x1\"}\n");
}

TEST(Fill, MalformedTypedFillIsOneLine) {
  TempDir dir;
  const struct {
    const char* fill;
    const char* error;
  } cases[] = {
      {R"({"u24": 1})", "buffers[0].init.fill.u24: unknown key"},
      {R"({"u8": 1, "u16": 2})", "buffers[0].init.fill: expected exactly one key"},
      {R"({})", "buffers[0].init.fill: expected exactly one key"},
      {R"({"u8": 256})", "buffers[0].init.fill.u8: 256 is too large"},
      {R"({"i16": -40000})", "buffers[0].init.fill.i16: -40000 is out of range"},
      {R"({"f32": "1.5"})", "buffers[0].init.fill.f32: \"1.5\" is not a hex string"},
      {R"(7)", "buffers[0].init.fill: expected a typed value like {\"u32\": \"0x1\"}"},
  };
  for (const auto& c : cases) {
    const std::string m =
        manifest(dir, "  s_endpgm\n", 1,
                 std::string(R"({"name": "b", "size": 8, "init": {"fill": )") + c.fill + "}}");
    const CommandResult r = cutlm("dispatch -q " + m);
    EXPECT_EQ(r.status, 2) << c.fill;
    const std::vector<std::string> lines = cutlm_test::split_lines(r.err);
    ASSERT_EQ(lines.size(), 1u) << r.err;
    EXPECT_EQ(lines[0].rfind("cutlm: error: " + m + ": " + c.error, 0), 0u) << lines[0];
  }
}

}  // namespace
