// The timeline writer (--timeline): the file is read back with nlohmann::json (and Python's json
// module), never with the writer's own code, and checked against the rules the Perfetto UI and
// chrome://tracing rely on.
#include "trace/timeline.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "test_util.h"

namespace {

using cutlm::OutputError;
using cutlm::TimelineWriter;
using cutlm::timing::CpiCategory;
using cutlm_test::TempDir;
using nlohmann::json;

json read_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());  // throws on invalid JSON (and invalid UTF-8)
}

using Track = std::pair<int64_t, int64_t>;  // pid, tid

// The rules a viewer relies on (ASSERTs return early: call through ASSERT_NO_FATAL_FAILURE).
void check_format(const json& doc) {
  EXPECT_TRUE(doc.is_object());
  EXPECT_TRUE(doc.at("traceEvents").is_array());
  EXPECT_TRUE(doc.at("displayTimeUnit").is_string());
  EXPECT_EQ(doc.at("otherData").at("time_unit"), "cycle");
  const json& events = doc.at("traceEvents");
  EXPECT_EQ(doc.at("otherData").at("events").get<size_t>(), events.size());

  std::map<Track, std::vector<std::pair<uint64_t, uint64_t>>> slices;  // [ts, end) per track
  std::set<int64_t> named_processes;
  std::set<Track> named_threads;
  std::map<std::tuple<std::string, int64_t, std::string>, int> open_async;
  for (const json& e : events) {
    ASSERT_TRUE(e.contains("ph") && e.contains("ts") && e.contains("pid") && e.contains("tid"))
        << e.dump();
    ASSERT_TRUE(e.at("ts").is_number_unsigned()) << e.dump();
    ASSERT_TRUE(e.at("pid").is_number_integer() && e.at("tid").is_number_integer()) << e.dump();
    const std::string ph = e.at("ph");
    const Track track{e.at("pid").get<int64_t>(), e.at("tid").get<int64_t>()};
    if (ph == "M") {
      const std::string name = e.at("name");
      if (name == "process_name") named_processes.insert(track.first);
      if (name == "thread_name") named_threads.insert(track);
      if (name == "process_name" || name == "thread_name") {
        EXPECT_FALSE(e.at("args").at("name").get<std::string>().empty());
      } else {
        EXPECT_TRUE(name == "process_sort_index" || name == "thread_sort_index") << e.dump();
        EXPECT_TRUE(e.at("args").at("sort_index").is_number_integer());
      }
    } else if (ph == "X") {
      ASSERT_TRUE(e.at("dur").is_number_unsigned()) << e.dump();
      const uint64_t ts = e.at("ts"), dur = e.at("dur");
      EXPECT_GT(dur, 0u) << e.dump();
      EXPECT_TRUE(e.at("name").is_string());
      EXPECT_TRUE(e.at("cat").is_string());
      slices[track].emplace_back(ts, ts + dur);
    } else if (ph == "b" || ph == "e") {
      const auto key =
          std::make_tuple(e.at("cat").get<std::string>(), track.first, e.at("id").dump());
      open_async[key] += ph == "b" ? 1 : -1;
      EXPECT_GE(open_async[key], 0) << "end before begin: " << e.dump();
    } else {
      ADD_FAILURE() << "unexpected phase " << e.dump();
    }
  }
  for (const auto& [key, count] : open_async) EXPECT_EQ(count, 0) << "unmatched async event";
  for (auto& [track, list] : slices) {
    EXPECT_TRUE(named_processes.count(track.first)) << "pid " << track.first;
    EXPECT_TRUE(named_threads.count(track)) << "pid " << track.first << " tid " << track.second;
    // Nesting (what the viewers need): sorted by start, longest first, each slice lies inside
    // the enclosing one or after it. The writer promises more: no overlap at all.
    std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first < b.first : a.second > b.second;
    });
    std::vector<uint64_t> stack;
    for (size_t i = 0; i < list.size(); ++i) {
      while (!stack.empty() && stack.back() <= list[i].first) stack.pop_back();
      if (!stack.empty()) {
        EXPECT_LE(list[i].second, stack.back())
            << "partial overlap on pid " << track.first << " tid " << track.second;
      }
      stack.push_back(list[i].second);
      if (i != 0) {
        EXPECT_GE(list[i].first, list[i - 1].second)
            << "overlap on pid " << track.first << " tid " << track.second;
      }
    }
  }
}

std::string name_of(const json& events, int64_t pid, int64_t tid) {
  for (const json& e : events) {
    if (e.at("ph") == "M" && e.at("pid") == pid && e.at("tid") == tid &&
        (e.at("name") == "process_name" || e.at("name") == "thread_name")) {
      return e.at("args").at("name");
    }
  }
  return "";
}

std::vector<json> with(const json& events, const std::string& ph, const std::string& cat) {
  std::vector<json> found;
  for (const json& e : events) {
    if (e.at("ph") == ph && e.value("cat", "") == cat) found.push_back(e);
  }
  return found;
}

TEST(Timeline, SmallTimelineFollowsTheFormat) {
  TempDir dir;
  const std::string path = dir.file("t.json");
  const std::string tricky = "v_mov_b32 v0, \"q\" \\ back\ttab\nline \x01 \xff end";
  {
    TimelineWriter tl(path);
    tl.declare_slot(0, 0);
    tl.declare_slot(0, 1);
    tl.declare_slot(1, 3);
    tl.workgroup_launch(0, 7, {1, 2, 3}, 2);
    tl.wave_begin(0, 0, 0, 11, 7);
    tl.wave_begin(1, 3, 1, 12, 7);
    tl.stall(0, 0, 0, 4, CpiCategory::Fetch);
    tl.instruction(0, 0, 4, 5, 9, "v_add_f32 v1, v2, v3", 0x10, 11, 7, {1, 2, 3});
    tl.instruction(0, 0, 5, 6, 10, "v_add_f32 v4, v2, v3", 0x14, 11, 7, {1, 2, 3});
    tl.stall(0, 0, 6, 10, CpiCategory::DependencyValu);
    tl.instruction(0, 0, 10, 12, 15, tricky, 0x18, 11, 7, {1, 2, 3});
    tl.stall(0, 0, 12, 12, CpiCategory::Nop);  // empty: nothing written
    tl.instruction(1, 3, 2, 3, 300, "global_load_b32 v1, v0, s[0:1]", 0x1c, 12, 7, {1, 2, 3});
    tl.stall(1, 3, 3, 300, CpiCategory::WaitVmcnt);
    tl.instruction(1, 3, 300, 301, 301, "s_endpgm", 0x20, 12, 7, {1, 2, 3});
    tl.wave_end(0, 0, 16, 11);
    tl.wave_end(1, 3, 301, 12);
    tl.workgroup_end(301, 7, {1, 2, 3});
    tl.set_info("kernel", "saxpy \"quoted\"");
    tl.close();
    tl.close();  // idempotent
    EXPECT_THROW(tl.set_info("time_unit", "ns"), std::invalid_argument);
  }
  const json doc = read_json(path);
  ASSERT_NO_FATAL_FAILURE(check_format(doc));
  const json& events = doc.at("traceEvents");
  EXPECT_EQ(doc.at("otherData").at("kernel"), "saxpy \"quoted\"");
  EXPECT_EQ(doc.at("otherData").at("last_cycle"), 301);

  // Track groups and tracks are named.
  EXPECT_EQ(name_of(events, 1, 0), "Workgroups");
  EXPECT_EQ(name_of(events, 2, 0), "SIMD 0");
  EXPECT_EQ(name_of(events, 3, 0), "SIMD 1");
  EXPECT_EQ(name_of(events, 2, 1000001), "slot 0");
  EXPECT_EQ(name_of(events, 2, 1001001), "slot 1");
  EXPECT_EQ(name_of(events, 3, 2003001), "slot 3");
  EXPECT_EQ(name_of(events, 3, 2003002), "slot 3 waves");

  // Issue slices: [issue, issue_end), named by the disassembly, with their args.
  const auto issues = with(events, "X", "issue");
  ASSERT_EQ(issues.size(), 5u);
  const json& third = issues[2];
  EXPECT_EQ(third.at("name"), "v_mov_b32 v0, \"q\" \\ back\ttab\nline \x01 \xEF\xBF\xBD end");
  EXPECT_EQ(third.at("ts"), 10);
  EXPECT_EQ(third.at("dur"), 2);
  EXPECT_EQ(third.at("pid"), 2);
  EXPECT_EQ(third.at("tid"), 1000001);
  EXPECT_EQ(third.at("args").at("pc"), "0x18");
  EXPECT_EQ(third.at("args").at("wave"), 11);
  EXPECT_EQ(third.at("args").at("workgroup"), 7);
  EXPECT_EQ(third.at("args").at("workgroup_id"), json::array({1, 2, 3}));
  EXPECT_EQ(third.at("args").at("latency"), 5);

  // In flight: [issue, complete) on as many tracks as overlap (two for SIMD 0 slot 0).
  const auto inflight = with(events, "X", "inflight");
  ASSERT_EQ(inflight.size(), 5u);
  std::set<int64_t> slot0_tracks;
  for (const json& e : inflight) {
    if (e.at("pid") == 2) slot0_tracks.insert(e.at("tid").get<int64_t>());
  }
  EXPECT_EQ(slot0_tracks, (std::set<int64_t>{1000003, 1000004}));
  EXPECT_EQ(name_of(events, 2, 1000004), "slot 0 in flight 1");
  EXPECT_EQ(inflight[0].at("dur"), 5);
  EXPECT_EQ(inflight[3].at("dur"), 298);
  EXPECT_EQ(inflight[3].at("args").at("complete"), 300);

  // Stalls: named by the CPI category, their own category and a colour.
  const auto stalls = with(events, "X", "stall");
  ASSERT_EQ(stalls.size(), 3u);
  EXPECT_EQ(stalls[0].at("name"), cutlm::timing::cpi_category_name(CpiCategory::Fetch));
  EXPECT_EQ(stalls[1].at("name"), cutlm::timing::cpi_category_name(CpiCategory::DependencyValu));
  EXPECT_EQ(stalls[2].at("name"), cutlm::timing::cpi_category_name(CpiCategory::WaitVmcnt));
  EXPECT_EQ(stalls[2].at("dur"), 297);
  for (const json& s : stalls) EXPECT_TRUE(s.at("cname").is_string());
  EXPECT_NE(stalls[0].at("cname"), stalls[2].at("cname"));

  // Wave and workgroup lives.
  const auto waves = with(events, "X", "wave");
  ASSERT_EQ(waves.size(), 2u);
  EXPECT_EQ(waves[0].at("name"), "wave 11");
  EXPECT_EQ(waves[0].at("ts"), 0);
  EXPECT_EQ(waves[0].at("dur"), 16);
  EXPECT_EQ(waves[0].at("tid"), 1000002);
  EXPECT_FALSE(waves[0].at("args").contains("unfinished"));
  const auto groups = with(events, "X", "workgroup");
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].at("name"), "workgroup 7 (1,2,3)");
  EXPECT_EQ(groups[0].at("dur"), 301);
  EXPECT_EQ(groups[0].at("args").at("waves"), 2);
  EXPECT_EQ(groups[0].at("args").at("workgroup_id"), json::array({1, 2, 3}));
}

TEST(Timeline, OverlappingWorkgroupsGetTracksOfTheirOwn) {
  TempDir dir;
  const std::string path = dir.file("wg.json");
  {
    TimelineWriter tl(path);
    tl.workgroup_launch(0, 0, {0, 0, 0}, 1);
    tl.workgroup_launch(1, 1, {1, 0, 0}, 1);
    tl.workgroup_end(5, 0, {0, 0, 0});
    tl.workgroup_launch(5, 2, {2, 0, 0}, 1);  // reuses the first track
    tl.workgroup_launch(6, 3, {3, 0, 0}, 1);  // both taken: a third
    tl.workgroup_end(9, 1, {1, 0, 0});
    tl.workgroup_end(9, 3, {3, 0, 0});
    tl.workgroup_end(20, 2, {2, 0, 0});
    tl.workgroup_end(30, 99, {9, 9, 9});  // never launched: ignored
    tl.close();
  }
  const json doc = read_json(path);
  ASSERT_NO_FATAL_FAILURE(check_format(doc));
  const json& events = doc.at("traceEvents");
  const auto groups = with(events, "X", "workgroup");
  ASSERT_EQ(groups.size(), 4u);
  std::map<int, int64_t> track_of;
  for (const json& g : groups) track_of[g.at("args").at("workgroup")] = g.at("tid");
  EXPECT_EQ(track_of[2], track_of[0]);
  EXPECT_NE(track_of[1], track_of[0]);
  EXPECT_NE(track_of[3], track_of[0]);
  EXPECT_NE(track_of[3], track_of[1]);
}

TEST(Timeline, ManyWavesRandomTimeline) {
  TempDir dir;
  const std::string path = dir.file("many.json");
  std::mt19937_64 rng(42);
  size_t instructions = 0;
  {
    TimelineWriter tl(path);
    for (unsigned simd = 0; simd < 2; ++simd) {
      for (unsigned slot = 0; slot < 16; ++slot) {
        tl.declare_slot(simd, slot);
        uint64_t now = rng() % 50;
        tl.wave_begin(simd, slot, now, simd * 16 + slot, slot / 4);
        for (int i = 0; i < 200; ++i) {
          if (rng() % 3 == 0) {
            const uint64_t stall = 1 + rng() % 20;
            tl.stall(simd, slot, now, now + stall,
                     static_cast<CpiCategory>(1 + rng() % (cutlm::timing::kCpiCategories - 1)));
            now += stall;
          }
          const uint64_t busy = 1 + rng() % 4;
          const uint64_t latency = busy + rng() % (rng() % 8 == 0 ? 500 : 10);
          tl.instruction(simd, slot, now, now + busy, now + latency, "v_nop", 4 * i,
                         simd * 16 + slot, slot / 4, {slot / 4, 0, 0});
          ++instructions;
          now += busy;
        }
        tl.wave_end(simd, slot, now, simd * 16 + slot);
      }
    }
    tl.close();
  }
  const json doc = read_json(path);
  ASSERT_NO_FATAL_FAILURE(check_format(doc));
  const json& events = doc.at("traceEvents");
  EXPECT_EQ(with(events, "X", "issue").size(), instructions);
  EXPECT_EQ(with(events, "X", "inflight").size(), instructions);
}

TEST(Timeline, CloseAfterAFaultLeavesValidJson) {
  TempDir dir;
  const std::string path = dir.file("fault.json");
  {
    TimelineWriter tl(path);
    try {
      tl.workgroup_launch(0, 0, {0, 0, 0}, 1);
      tl.wave_begin(0, 2, 0, 5, 0);
      tl.instruction(0, 2, 3, 4, 8, "global_load_b32 v1, v0, s[0:1]", 0x0, 5, 0, {0, 0, 0});
      throw std::runtime_error("fault: out of bounds");
    } catch (const std::runtime_error&) {
      tl.set_info("status", "fault");
      tl.close();
    }
    // What the rest of a run may still report after the fault path closed the file.
    tl.instruction(0, 2, 9, 10, 11, "s_endpgm", 0x4, 5, 0, {0, 0, 0});
    tl.wave_end(0, 2, 11, 5);
  }
  const json doc = read_json(path);
  ASSERT_NO_FATAL_FAILURE(check_format(doc));
  const json& events = doc.at("traceEvents");
  EXPECT_EQ(doc.at("otherData").at("status"), "fault");
  EXPECT_EQ(with(events, "X", "issue").size(), 1u);
  const auto waves = with(events, "X", "wave");
  ASSERT_EQ(waves.size(), 1u);
  EXPECT_EQ(waves[0].at("args").at("unfinished"), true);
  EXPECT_EQ(waves[0].at("dur"), 8);  // to the latest cycle seen
  const auto groups = with(events, "X", "workgroup");
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].at("args").at("unfinished"), true);
}

TEST(Timeline, DestructorWithoutCloseFinishesTheJson) {
  TempDir dir;
  const std::string path = dir.file("unclosed.json");
  {
    TimelineWriter tl(path);
    tl.instruction(0, 0, 0, 1, 2, "s_nop 0", 0x0, 0, 0, {0, 0, 0});
  }
  ASSERT_NO_FATAL_FAILURE(check_format(read_json(path)));
}

TEST(Timeline, BrokenPromisesAreErrorsNotWrongPictures) {
  TempDir dir;
  TimelineWriter tl(dir.file("bad.json"));
  EXPECT_THROW(tl.instruction(0, 0, 5, 5, 6, "x", 0, 0, 0, {0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(tl.instruction(0, 0, 5, 7, 6, "x", 0, 0, 0, {0, 0, 0}), std::invalid_argument);
  tl.instruction(0, 0, 5, 7, 9, "x", 0, 0, 0, {0, 0, 0});
  EXPECT_THROW(tl.instruction(0, 0, 6, 8, 9, "x", 0, 0, 0, {0, 0, 0}), std::logic_error);
  EXPECT_THROW(tl.stall(0, 0, 6, 8, CpiCategory::Barrier), std::logic_error);
  tl.stall(0, 0, 7, 8, CpiCategory::Barrier);
  EXPECT_THROW(tl.declare_slot(0, 1000), std::invalid_argument);
  EXPECT_THROW(tl.declare_slot(1000, 0), std::invalid_argument);
  tl.close();
  ASSERT_NO_FATAL_FAILURE(check_format(read_json(dir.file("bad.json"))));
}

TEST(Timeline, UnwritablePathIsAnOutputErrorNamingIt) {
  TempDir dir;
  const std::string path = dir.file("missing/t.json");
  try {
    TimelineWriter tl(path);
    FAIL() << "no error";
  } catch (const OutputError& error) {
    EXPECT_NE(std::string(error.what()).find(path), std::string::npos) << error.what();
  }
}

TEST(Timeline, LostDataIsReportedByClose) {
  TimelineWriter tl("/dev/full");
  tl.instruction(0, 0, 0, 1, 2, "s_nop 0", 0x0, 0, 0, {0, 0, 0});
  try {
    tl.close();
    FAIL() << "no error";
  } catch (const OutputError& error) {
    EXPECT_NE(std::string(error.what()).find("/dev/full"), std::string::npos) << error.what();
  }
  EXPECT_THROW(tl.close(), OutputError);  // still lost
}

// A second, independent parser: Python's json module (strict about control characters).
TEST(Timeline, PythonJsonLoadsIt) {
  TempDir dir;
  const std::string path = dir.file("py.json");
  {
    TimelineWriter tl(path);
    tl.wave_begin(0, 0, 0, 1, 0);
    tl.instruction(0, 0, 0, 1, 3, "a \"b\" \\c\x02\x7f", 0x0, 1, 0, {0, 0, 0});
    tl.stall(0, 0, 1, 4, CpiCategory::Arbitration);
    tl.wave_end(0, 0, 5, 1);
    tl.close();
  }
  const std::string command = std::string(CUTLM_PYTHON) +
                              " -c \"import json,sys; d=json.load(open(sys.argv[1])); "
                              "assert d['otherData']['time_unit']=='cycle'; "
                              "assert all('ph' in e and 'ts' in e for e in d['traceEvents'])\" " +
                              path;
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
}

}  // namespace
