// The waveform writer's recording window and FST back end, and the wave name and filter parsers
// (model/trace): read back with the cosim tests' VCD reader, FST through GTKWave's fst2vcd.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "support/errors.h"
#include "support/output_file.h"
#include "trace/fst_writer.h"
#include "trace/vcd_writer.h"
#include "trace/wave_name.h"
#include "vcd_test_reader.h"

namespace cutlm {
namespace {

using vcd_test::parse_vcd;
using vcd_test::read_text;

std::string scratch(const std::string& name) {
  return testing::TempDir() + "waveform_writer_test_" + name;
}

// A counter stepped at every time 0..19 and a flag set at 5, through writer `w`.
void write_steps(WaveformWriter& w) {
  const int counter = w.add_signal("top.unit", "counter", 8);
  const int flag = w.add_signal("top", "flag", 1);
  for (uint64_t t = 0; t < 20; ++t) {
    w.set(counter, t);
    if (t == 5) w.set(flag, 1);
    w.advance(t);
  }
  w.close();
}

TEST(WaveformWriter, WindowKeepsOnlyItsStepsAndOpensOnTheStateThen) {
  const std::string path = scratch("window.vcd");
  {
    VcdWriter w(path);
    w.set_window(8, 12);
    write_steps(w);
  }
  const auto vcd = parse_vcd(read_text(path));
  ASSERT_FALSE(vcd.times.empty());
  EXPECT_EQ(vcd.times.front(), 8u);
  EXPECT_EQ(vcd.times.back(), 12u);
  // The flag was set before the window: the first step shows it.
  EXPECT_EQ(vcd.value_at("top.flag", 8), 1u);
  for (uint64_t t = 8; t <= 12; ++t) EXPECT_EQ(vcd.value_at("top.unit.counter", t), t);
  EXPECT_EQ(vcd.dumpvars_blocks, 1);
}

TEST(WaveformWriter, WindowTheRunNeverReachesLeavesOnlyDeclarations) {
  const std::string path = scratch("late.vcd");
  {
    VcdWriter w(path);
    w.set_window(100, 200);
    write_steps(w);
  }
  const auto vcd = parse_vcd(read_text(path));
  EXPECT_TRUE(vcd.times.empty());
  EXPECT_EQ(vcd.widths.at("top.unit.counter"), 8u);
}

TEST(WaveformWriter, WindowAfterTheFirstAdvanceIsRefused) {
  VcdWriter w(scratch("misuse.vcd"));
  w.add_signal("", "x", 1);
  w.advance(0);
  EXPECT_THROW(w.set_window(1, 2), std::logic_error);
}

TEST(WaveformWriter, FstHoldsWhatTheVcdHolds) {
  if (std::system("command -v fst2vcd >/dev/null 2>&1") != 0) GTEST_SKIP() << "no fst2vcd";
  const std::string vcd_path = scratch("same.vcd");
  const std::string fst_path = scratch("same.fst");
  const std::string back_path = scratch("same.back.vcd");
  {
    VcdWriter vcd(vcd_path);
    vcd.set_window(3, 15);
    write_steps(vcd);
    FstWriter fst(fst_path);
    fst.set_window(3, 15);
    write_steps(fst);
  }
  ASSERT_EQ(std::system(("fst2vcd " + fst_path + " > " + back_path).c_str()), 0);
  const auto a = parse_vcd(read_text(vcd_path));
  const auto b = parse_vcd(read_text(back_path));
  ASSERT_EQ(a.widths, b.widths);
  for (const auto& [name, width] : a.widths) {
    for (uint64_t t = 0; t < 20; ++t) {
      EXPECT_EQ(a.value_at(name, t), b.value_at(name, t)) << name << " at " << t;
    }
  }
}

TEST(WaveformWriter, OpenWaveformPicksTheFormatByName) {
  const std::string path = scratch("pick.fst");
  {
    auto w = open_waveform(path);
    write_steps(*w);
  }
  // FST files start with a header block (type 0); a VCD with text.
  std::FILE* f = std::fopen(path.c_str(), "rb");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(std::fgetc(f), 0);
  std::fclose(f);
  EXPECT_THROW(FstWriter("/nonexistent-folder/x.fst"), OutputError);
}

TEST(WaveName, OneNameTwoForms) {
  EXPECT_EQ(wave_name({1, 2, 3}, 4), "wg(1,2,3)w4");
  EXPECT_EQ(wave_label({1, 2, 3}, 4), "workgroup (1,2,3) wave 4");
  // A scope name as it stands: no whitespace, no hierarchy separator.
  EXPECT_EQ(wave_name({10, 0, 0}, 0).find_first_of(" .\t"), std::string::npos);
}

TEST(WaveFilter, ParsesWindowsAndLists) {
  WaveFilter f;
  parse_wave_window("10:20", f);
  EXPECT_EQ(f.start, 10u);
  EXPECT_EQ(f.end, 20u);
  parse_wave_window(":7", f);
  EXPECT_EQ(f.start, 0u);
  EXPECT_EQ(f.end, 7u);
  parse_wave_window("7:", f);
  EXPECT_EQ(f.end, WaveFilter::kNoEnd);
  parse_wave_workgroups("0,3-5", f);
  EXPECT_TRUE(f.records_workgroup(0));
  EXPECT_FALSE(f.records_workgroup(2));
  EXPECT_TRUE(f.records_workgroup(5));
  EXPECT_FALSE(f.records_workgroup(6));
  for (const char* bad :
       {"", "5", "1:2:3", "b:4", "-1:3", "4:3", " 1:2", "99999999999999999999:"}) {
    EXPECT_THROW(parse_wave_window(bad, f), InputError) << bad;
  }
  for (const char* bad : {"", ",", "1,", "3-1", "a", "1-", "-2", "1 ,2"}) {
    EXPECT_THROW(parse_wave_workgroups(bad, f), InputError) << bad;
  }
}

}  // namespace
}  // namespace cutlm
