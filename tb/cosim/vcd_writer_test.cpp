#include "trace/vcd_writer.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "cosim/vcd_test_reader.h"

namespace cutlm {
namespace {

using vcd_test::parse_vcd;
using vcd_test::read_text;
using vcd_test::VcdContents;

class VcdWriterTest : public ::testing::Test {
 protected:
  VcdWriterTest()
      : path_(::testing::TempDir() + "vcd_writer_test." + std::to_string(::getpid()) + "." +
              ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".vcd") {}
  ~VcdWriterTest() override { std::remove(path_.c_str()); }

  size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  }

  std::string path_;
};

TEST_F(VcdWriterTest, HeaderNestsScopesAndDeclaresEverySignal) {
  {
    VcdWriter vcd(path_, "1ps");
    vcd.add_signal("cu.fetch", "pc", 64);
    vcd.add_signal("cu", "busy", 1);
    vcd.add_signal("cu.fetch", "valid", 1);
    vcd.add_signal("rtl.cutlm_valu.gen_lane[0].u_lane", "s1_a_q", 16);
    vcd.add_signal("", "top_level", 3);
    vcd.advance(0);
  }
  const std::string text = read_text(path_);
  EXPECT_NE(text.find("$timescale 1ps $end"), std::string::npos);
  const size_t cu = text.find("$scope module cu $end");
  const size_t fetch = text.find("$scope module fetch $end");
  const size_t defs = text.find("$enddefinitions $end");
  ASSERT_NE(cu, std::string::npos);
  ASSERT_NE(fetch, std::string::npos);
  ASSERT_NE(defs, std::string::npos);
  EXPECT_LT(cu, fetch);
  EXPECT_LT(fetch, defs);
  EXPECT_EQ(count(text, "$scope"), count(text, "$upscope"));
  EXPECT_NE(text.find(" pc [63:0] $end"), std::string::npos);

  const VcdContents vcd = parse_vcd(text);
  const std::vector<std::string> scopes = {"cu",
                                           "cu.fetch",
                                           "rtl",
                                           "rtl.cutlm_valu",
                                           "rtl.cutlm_valu.gen_lane[0]",
                                           "rtl.cutlm_valu.gen_lane[0].u_lane"};
  EXPECT_EQ(vcd.scopes, scopes);
  EXPECT_EQ(vcd.widths.at("cu.fetch.pc"), 64u);
  EXPECT_EQ(vcd.widths.at("cu.busy"), 1u);
  EXPECT_EQ(vcd.widths.at("cu.fetch.valid"), 1u);
  EXPECT_EQ(vcd.widths.at("rtl.cutlm_valu.gen_lane[0].u_lane.s1_a_q"), 16u);
  EXPECT_EQ(vcd.widths.at("top_level"), 3u);
}

TEST_F(VcdWriterTest, FirstDumpHasEverythingThenOnlyChanges) {
  {
    VcdWriter vcd(path_);
    const int a = vcd.add_signal("s", "a", 8);
    const int b = vcd.add_signal("s", "b", 1);
    const int c = vcd.add_signal("s", "c", 4);
    vcd.set(a, 0x5a);
    vcd.advance(0);  // a=0x5a b=0 c=0, all in $dumpvars
    vcd.set(a, 0x5a);
    vcd.set(b, 1);
    vcd.advance(1);  // only b
    vcd.set(c, 3);
    vcd.set(c, 0);
    vcd.advance(2);  // c changed and changed back: nothing, and no "#2"
    vcd.set(a, 0x1ff);
    vcd.advance(7);  // a = 0xff (masked to 8 bits)
    vcd.advance(9);  // nothing
  }
  const std::string text = read_text(path_);
  const VcdContents vcd = parse_vcd(text);
  EXPECT_EQ(vcd.dumpvars_blocks, 1);
  ASSERT_EQ(vcd.changes.at("s.a").size(), 2u);
  EXPECT_EQ(vcd.changes.at("s.a")[0].time, 0u);
  EXPECT_EQ(vcd.changes.at("s.a")[0].bits, "1011010");
  EXPECT_EQ(vcd.changes.at("s.a")[1].time, 7u);
  EXPECT_EQ(vcd.changes.at("s.a")[1].bits, "11111111");
  ASSERT_EQ(vcd.changes.at("s.b").size(), 2u);
  EXPECT_EQ(vcd.changes.at("s.b")[1].time, 1u);
  ASSERT_EQ(vcd.changes.at("s.c").size(), 1u);  // only the initial dump
  // The last time is written at close, so a viewer shows the whole run.
  EXPECT_EQ(vcd.times, (std::vector<uint64_t>{0, 1, 7, 9}));
  EXPECT_EQ(vcd.value_at("s.a", 8), 0xffu);
}

TEST_F(VcdWriterTest, EqualTimeMergesAndEarlierTimeNeverGoesBack) {
  uint64_t late = 0;
  {
    VcdWriter vcd(path_);
    const int tlm = vcd.add_signal("tlm", "x", 8);
    const int rtl = vcd.add_signal("rtl", "y", 8);
    vcd.advance(5);
    vcd.set(tlm, 1);
    vcd.advance(10);
    vcd.set(rtl, 2);
    vcd.advance(10);  // a second producer at the same time
    vcd.set(rtl, 3);
    vcd.advance(8);  // behind: merged into 10
    EXPECT_EQ(vcd.time(), 10u);
    late = vcd.late_advances();
  }
  EXPECT_EQ(late, 1u);
  const std::string text = read_text(path_);
  EXPECT_EQ(count(text, "#10\n"), 1u);
  EXPECT_EQ(count(text, "#8\n"), 0u);
  const VcdContents vcd = parse_vcd(text);
  EXPECT_EQ(vcd.times, (std::vector<uint64_t>{5, 10}));
  EXPECT_EQ(vcd.value_at("tlm.x", 10), 1u);
  EXPECT_EQ(vcd.value_at("rtl.y", 10), 3u);
}

TEST_F(VcdWriterTest, WideSignalsKeepEveryWord) {
  {
    VcdWriter vcd(path_);
    const int wide = vcd.add_signal("rtl", "wide", 100);
    const int huge = vcd.add_signal("rtl", "huge", 4096);
    const int narrow_from_words = vcd.add_signal("rtl", "narrow", 40);
    const uint32_t words[4] = {0x00000001, 0x80000000, 0x0000000f, 0xffffffff};
    vcd.set_words(wide, words, 4);  // bits 96..99 kept, the rest of word 3 dropped
    std::vector<uint32_t> big(128, 0);
    big[127] = 0x80000000u;
    big[0] = 1;
    vcd.set_words(huge, big.data(), 128);
    vcd.set_words(narrow_from_words, words, 1);  // missing upper word reads as 0
    vcd.advance(0);
    vcd.set(wide, 2);  // set() on a wide signal clears the upper words
    vcd.advance(1);
  }
  const VcdContents vcd = parse_vcd(read_text(path_));
  const std::string expected_wide = "1111" + std::string(28, '0') + "1111" + "1" +
                                    std::string(31, '0') + std::string(31, '0') + "1";
  ASSERT_EQ(vcd.changes.at("rtl.wide").size(), 2u);
  EXPECT_EQ(vcd.changes.at("rtl.wide")[0].bits, expected_wide);
  EXPECT_EQ(vcd.changes.at("rtl.wide")[1].bits, "10");
  const std::string& huge = vcd.changes.at("rtl.huge")[0].bits;
  ASSERT_EQ(huge.size(), 4096u);
  EXPECT_EQ(huge.front(), '1');
  EXPECT_EQ(huge.back(), '1');
  EXPECT_EQ(huge.find('1', 1), 4095u);
  EXPECT_EQ(vcd.changes.at("rtl.narrow")[0].bits, "1");
}

TEST_F(VcdWriterTest, FlushesPeriodicallySoACutTraceIsReadable) {
  VcdWriter vcd(path_);
  const int counter = vcd.add_signal("tlm", "counter", 32);
  for (uint64_t t = 0; t < VcdWriter::kFlushInterval + 10; ++t) {
    vcd.set(counter, t);
    vcd.advance(t);
  }
  // Still open: what is on disk is what a crash would leave behind.
  const VcdContents partial = parse_vcd(read_text(path_));
  ASSERT_FALSE(partial.times.empty());
  EXPECT_GE(partial.times.back(), VcdWriter::kFlushInterval - 1);
  EXPECT_EQ(partial.value_at("tlm.counter", partial.times.back()), partial.times.back());

  vcd.flush();
  const VcdContents flushed = parse_vcd(read_text(path_));
  EXPECT_EQ(flushed.times.back(), VcdWriter::kFlushInterval + 9);
}

TEST_F(VcdWriterTest, ManySignalsAndStepsStayFast) {
  {
    VcdWriter vcd(path_);
    std::vector<int> ids;
    for (int i = 0; i < 300; ++i) {
      ids.push_back(vcd.add_signal("unit" + std::to_string(i % 7), "s" + std::to_string(i),
                                   1 + static_cast<unsigned>(i % 70)));
    }
    for (uint64_t t = 0; t < 100000; ++t) {
      // A few signals change per step, the rest are set to the value they already have.
      for (size_t i = 0; i < ids.size(); ++i) vcd.set(ids[i], i % 10 == t % 10 ? t : 0);
      vcd.advance(t);
    }
  }
  // Every step changed something, so every step has its time stamp.
  const std::string text = read_text(path_);
  EXPECT_EQ(count(text, "\n#"), 100000u);
  EXPECT_EQ(count(text, "$var "), 300u);
}

TEST_F(VcdWriterTest, UnusedWriterLeavesAValidHeader) {
  {
    VcdWriter vcd(path_);
    vcd.add_signal("a", "b", 2);
  }
  const std::string text = read_text(path_);
  EXPECT_NE(text.find("$enddefinitions $end"), std::string::npos);
  EXPECT_EQ(parse_vcd(text).widths.at("a.b"), 2u);
}

TEST_F(VcdWriterTest, MisuseIsRejected) {
  VcdWriter vcd(path_);
  const int id = vcd.add_signal("a", "b", 2);
  EXPECT_THROW(vcd.add_signal("a", "b", 2), std::invalid_argument);
  EXPECT_THROW(vcd.add_signal("a", "zero", 0), std::invalid_argument);
  EXPECT_THROW(vcd.set(id + 1, 0), std::out_of_range);
  EXPECT_THROW(vcd.set(-1, 0), std::out_of_range);
  vcd.advance(0);
  EXPECT_THROW(vcd.add_signal("a", "late", 1), std::logic_error);
}

TEST(VcdWriter, UnopenablePathIsNamed) {
  const std::string path = "/nonexistent-dir/for/cutlm/trace.vcd";
  try {
    VcdWriter vcd(path);
    FAIL() << "no exception";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find(path), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace cutlm
