// The cycle mode's parameters (model/timing): the built-in defaults are isa/gfx1100_timing.json's
// values with a source each, every key reaches exactly its own field, and override files are
// checked strictly (unknown keys, wrong types, ranges, unreadable or malformed files: one line
// naming the file and the key).
#include "timing/timing_params.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "support/errors.h"
#include "timing/cpi.h"

namespace {

using namespace cutlm;
using namespace cutlm::timing;
using nlohmann::json;

const std::string kJsonPath = std::string(CUTLM_SOURCE_DIR) + "/isa/gfx1100_timing.json";

json source_json() {
  std::ifstream in(kJsonPath);
  EXPECT_TRUE(in) << kJsonPath;
  return json::parse(in);
}

// The fields as this test names them, written independently of the loader's table: a loader that
// maps a key to the wrong member disagrees with this.
struct Field {
  std::string key;  // "structure.simds_per_cu", "classes.valu32.latency"
  std::function<json(const TimingParams&)> get;
};

std::vector<Field> all_fields() {
  std::vector<Field> f;
  auto u = [&f](const char* key, uint32_t TimingParams::*m) {
    f.push_back({key, [m](const TimingParams& p) { return json(p.*m); }});
  };
  auto r = [&f](const char* key, double TimingParams::*m) {
    f.push_back({key, [m](const TimingParams& p) { return json(p.*m); }});
  };
  u("structure.simds_per_cu", &TimingParams::simds_per_cu);
  u("structure.simds_per_wgp", &TimingParams::simds_per_wgp);
  f.push_back({"structure.wgp_mode", [](const TimingParams& p) { return json(p.wgp_mode); }});
  u("structure.wave_slots_per_simd", &TimingParams::wave_slots_per_simd);
  u("structure.vgprs_per_simd", &TimingParams::vgprs_per_simd);
  u("structure.vgpr_granule_wave32", &TimingParams::vgpr_granule_wave32);
  u("structure.vgpr_granule_wave64", &TimingParams::vgpr_granule_wave64);
  u("structure.lds_bytes_per_cu", &TimingParams::lds_bytes_per_cu);
  u("structure.lds_bytes_per_wgp", &TimingParams::lds_bytes_per_wgp);
  u("structure.lds_granule_bytes", &TimingParams::lds_granule_bytes);
  u("structure.barriers_per_cu", &TimingParams::barriers_per_cu);
  u("front_end.icache_bytes", &TimingParams::icache_bytes);
  u("front_end.icache_line_bytes", &TimingParams::icache_line_bytes);
  u("front_end.icache_ways", &TimingParams::icache_ways);
  r("front_end.icache_miss_ns", &TimingParams::icache_miss_ns);
  u("front_end.icache_prefetch_lines", &TimingParams::icache_prefetch_lines);
  u("front_end.branch_taken_cycles", &TimingParams::branch_taken_cycles);
  u("front_end.wave_launch_cycles", &TimingParams::wave_launch_cycles);
  u("front_end.wave_launch_interval_cycles", &TimingParams::wave_launch_interval_cycles);
  u("control.sleep_cycles_per_unit", &TimingParams::sleep_cycles_per_unit);
  u("control.barrier_release_cycles", &TimingParams::barrier_release_cycles);
  u("control.wave64_passes", &TimingParams::wave64_passes);
  u("control.valu_to_memory_cycles", &TimingParams::valu_to_memory_cycles);
  u("memory.smem_latency", &TimingParams::smem_latency);
  u("memory.scalar_cache_bytes", &TimingParams::scalar_cache_bytes);
  u("memory.scalar_cache_line_bytes", &TimingParams::scalar_cache_line_bytes);
  u("memory.scalar_cache_ways", &TimingParams::scalar_cache_ways);
  u("memory.lds_latency", &TimingParams::lds_latency);
  u("memory.lds_banks", &TimingParams::lds_banks);
  u("memory.vector_line_bytes", &TimingParams::vector_line_bytes);
  u("memory.vector_lines_per_cycle", &TimingParams::vector_lines_per_cycle);
  u("memory.l0_bytes", &TimingParams::l0_bytes);
  u("memory.l0_ways", &TimingParams::l0_ways);
  u("memory.l0_hit_cycles", &TimingParams::l0_hit_cycles);
  u("memory.l0_outstanding_misses", &TimingParams::l0_outstanding_misses);
  u("memory.l1_bytes", &TimingParams::l1_bytes);
  u("memory.l1_ways", &TimingParams::l1_ways);
  u("memory.l1_hit_cycles", &TimingParams::l1_hit_cycles);
  u("memory.l2_bytes", &TimingParams::l2_bytes);
  u("memory.l2_ways", &TimingParams::l2_ways);
  r("memory.l2_hit_ns", &TimingParams::l2_hit_ns);
  r("memory.dram_ns", &TimingParams::dram_ns);
  r("memory.dram_gbps", &TimingParams::dram_gbps);
  u("memory.dram_burst_bytes", &TimingParams::dram_burst_bytes);
  r("memory.tlb_miss_ns", &TimingParams::tlb_miss_ns);
  u("memory.tlb_page_bytes", &TimingParams::tlb_page_bytes);
  u("memory.tlb_entries", &TimingParams::tlb_entries);
  u("memory.l1_bytes_per_cycle", &TimingParams::l1_bytes_per_cycle);
  u("memory.l2_channels", &TimingParams::l2_channels);
  r("memory.l2_gbps", &TimingParams::l2_gbps);
  u("memory.mall_bytes", &TimingParams::mall_bytes);
  u("memory.mall_ways", &TimingParams::mall_ways);
  r("memory.mall_hit_ns", &TimingParams::mall_hit_ns);
  r("memory.mall_gbps", &TimingParams::mall_gbps);
  u("memory.mcds", &TimingParams::mcds);
  r("memory.dram_total_gbps", &TimingParams::dram_total_gbps);
  r("memory.dram_read_efficiency", &TimingParams::dram_read_efficiency);
  r("memory.dram_write_efficiency", &TimingParams::dram_write_efficiency);
  r("memory.queue_window_ns", &TimingParams::queue_window_ns);
  u("loosely_timed.valu_latency", &TimingParams::loose_valu_latency);
  u("loosely_timed.salu_latency", &TimingParams::loose_salu_latency);
  u("loosely_timed.wave64_valu_passes", &TimingParams::loose_wave64_valu_passes);
  u("loosely_timed.smem_latency", &TimingParams::loose_smem_latency);
  u("loosely_timed.lds_latency", &TimingParams::loose_lds_latency);
  u("loosely_timed.vmem_latency", &TimingParams::loose_vmem_latency);
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const std::string name =
        std::string("classes.") + isa::timing_class_name(static_cast<isa::TimingClass>(c));
    f.push_back({name + ".port",
                 [c](const TimingParams& p) { return json(port_name(p.classes[c].port)); }});
    f.push_back(
        {name + ".latency", [c](const TimingParams& p) { return json(p.classes[c].latency); }});
    f.push_back({name + ".issue_cycles",
                 [c](const TimingParams& p) { return json(p.classes[c].issue_cycles); }});
    f.push_back({name + ".trans_cycles",
                 [c](const TimingParams& p) { return json(p.classes[c].trans_cycles); }});
  }
  return f;
}

// A field added to TimingParams must be added to the JSON, the loader and all_fields() above.
static_assert(sizeof(ClassTiming) == 16, "a new ClassTiming field: update the loader and test");
// 59 four-byte fields (the JSON's integers, wgp_mode padded, and the six cycle counts
// set_clock() fills) and 17 doubles (the JSON's twelve, clock_ns and the four rates set_clock()
// fills), with 20 bytes of alignment padding.
static_assert(sizeof(TimingParams) == 59 * 4 + 17 * 8 + 20 + kTimingClasses * sizeof(ClassTiming),
              "a new TimingParams field: update the JSON, the loader and all_fields()");

json::json_pointer pointer(const std::string& key) {
  std::string p = "/" + key;
  for (char& ch : p) {
    if (ch == '.') ch = '/';
  }
  return json::json_pointer(p);
}

// Writes `doc` to a temporary file, removed when the test ends.
class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    // The process id too: ctest runs each test in its own process, several at once.
    path_ = testing::TempDir() + "timing_params_test_" + std::to_string(getpid()) + "_" +
            std::to_string(counter_++) + ".json";
    std::ofstream(path_) << text;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  std::string path_;
};

// The InputError message of loading `text`, or "" if it loads.
std::string load_error(const std::string& text) {
  TempFile file(text);
  try {
    load_timing_params(file.path());
  } catch (const InputError& e) {
    const std::string message = e.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_EQ(message.rfind(file.path() + ": ", 0), 0u) << message;
    return message.substr(file.path().size() + 2);
  }
  return "";
}

TEST(TimingParams, EveryFieldHasTheJsonFilesValue) {
  const json doc = source_json();
  const TimingParams& p = default_timing_params();
  for (const Field& f : all_fields()) {
    ASSERT_TRUE(doc.contains(pointer(f.key + ".value"))) << f.key;
    EXPECT_EQ(f.get(p), doc.at(pointer(f.key + ".value"))) << f.key;
  }
}

TEST(TimingParams, EveryLeafOfTheJsonIsAFieldWithASource) {
  const json doc = source_json();
  std::size_t leaves = 0;
  std::function<void(const json&, const std::string&)> walk = [&](const json& node,
                                                                  const std::string& key) {
    if (node.contains("value")) {
      ++leaves;
      ASSERT_TRUE(node.contains("source")) << key;
      ASSERT_TRUE(node["source"].is_string()) << key;
      EXPECT_FALSE(node["source"].get<std::string>().empty()) << key;
      EXPECT_EQ(node.size(), 2u) << key;
      return;
    }
    for (auto it = node.begin(); it != node.end(); ++it) {
      if (key.empty() && it.key() == "about") continue;
      ASSERT_TRUE(it->is_object()) << key << "." << it.key();
      walk(*it, key.empty() ? it.key() : key + "." + it.key());
    }
  };
  walk(doc, "");
  EXPECT_EQ(leaves, all_fields().size());
}

// Not just the file again: facts the evidence file gives and the lead's decisions, so a value
// moved to the wrong field or a wrong edit of the JSON shows.
TEST(TimingParams, DefaultsHoldTheDecidedValues) {
  const TimingParams& p = default_timing_params();
  using TC = isa::TimingClass;
  EXPECT_EQ(p.simds_per_cu, 2u);
  EXPECT_EQ(p.simds_per_wgp, 4u);
  EXPECT_EQ(p.wave_slots_per_simd, 16u);
  EXPECT_EQ(p.vgprs_per_simd, 1536u);
  EXPECT_EQ(p.vgpr_granule_wave32, 24u);
  EXPECT_EQ(p.vgpr_granule_wave64, 12u);
  EXPECT_EQ(p.lds_bytes_per_cu, 65536u);
  EXPECT_EQ(p.lds_bytes_per_wgp, 131072u);
  EXPECT_EQ(p.lds_granule_bytes, 1024u);
  EXPECT_EQ(p.barriers_per_cu, 16u);
  EXPECT_EQ(p.icache_bytes, 32768u);
  EXPECT_EQ(p.icache_line_bytes, 64u);
  EXPECT_EQ(p.sleep_cycles_per_unit, 64u);
  EXPECT_EQ(p.wave64_passes, 2u);
  EXPECT_EQ(p.smem_latency, 38u);
  EXPECT_EQ(p.lds_latency, 32u);
  EXPECT_EQ(p.l0_bytes, 32768u);
  EXPECT_EQ(p.l1_hit_cycles, 88u);
  EXPECT_EQ(p.dram_ns, 234.55);
  // At the default 2.5 GHz the nanosecond values are the cycles the sources convert them to.
  EXPECT_EQ(p.dram_cycles, 586u);
  EXPECT_EQ(p.l2_hit_cycles, 245u);  // 98 ns, fitted to the RX 7900 XTX traces
  EXPECT_EQ(p.dram_bytes_per_cycle, 4.0);
  EXPECT_EQ(p.of(TC::Valu32).latency, 5u);
  EXPECT_EQ(p.of(TC::Valu32).issue_cycles, 1u);
  EXPECT_EQ(p.of(TC::Valu64).latency, 6u);
  EXPECT_EQ(p.of(TC::Valu64).issue_cycles, 2u);
  EXPECT_EQ(p.of(TC::ValuQuarterRate32).latency, 8u);
  EXPECT_EQ(p.of(TC::ValuQuarterRate32).issue_cycles, 4u);
  EXPECT_EQ(p.of(TC::ValuTranscendental32).latency, 10u);
  EXPECT_EQ(p.of(TC::ValuTranscendental32).issue_cycles, 1u);
  EXPECT_EQ(p.of(TC::ValuTranscendental32).trans_cycles, 4u);
  EXPECT_EQ(p.of(TC::ValuPseudoScalarTrans).latency, 7u);
  EXPECT_EQ(p.of(TC::ValuPseudoScalarTrans).issue_cycles, 1u);
  EXPECT_EQ(p.of(TC::ValuPseudoScalarTrans).trans_cycles, 1u);
  for (TC c : {TC::ValuDouble, TC::ValuDoubleAdd, TC::ValuDoubleConvert}) {
    EXPECT_EQ(p.of(c).latency, 38u);
    EXPECT_EQ(p.of(c).issue_cycles, 16u);
  }
  EXPECT_EQ(p.of(TC::Wmma).latency, 32u);
  EXPECT_EQ(p.of(TC::Wmma).issue_cycles, 32u);
  EXPECT_EQ(p.of(TC::Salu).port, Port::Salu);
  EXPECT_EQ(p.of(TC::Salu).latency, 2u);
  EXPECT_EQ(p.of(TC::Smem).port, Port::Smem);
  EXPECT_EQ(p.of(TC::Ds).port, Port::Lds);
  EXPECT_EQ(p.of(TC::Vmem).port, Port::Vmem);
  EXPECT_EQ(p.of(TC::Exp).port, Port::Vmem);
  for (TC c : {TC::Branch, TC::Sendmsg, TC::Barrier}) EXPECT_EQ(p.of(c).port, Port::Branch);
  for (TC c : {TC::Waitcnt, TC::Other}) {
    EXPECT_EQ(p.of(c).port, Port::None);
    EXPECT_EQ(p.of(c).issue_cycles, 0u);
  }
  // Every class but the transcendentals (pseudo-scalar included) leaves the TRANS unit free;
  // every VALU class is on valu.
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const auto tc = static_cast<TC>(c);
    const bool trans = tc == TC::ValuTranscendental32 || tc == TC::ValuDoubleTranscendental ||
                       tc == TC::ValuPseudoScalarTrans;
    EXPECT_EQ(p.classes[c].trans_cycles != 0, trans) << isa::timing_class_name(tc);
    if (std::string(isa::timing_class_name(tc)).rfind("valu", 0) == 0 || tc == TC::Wmma) {
      EXPECT_EQ(p.classes[c].port, Port::Valu) << isa::timing_class_name(tc);
    }
  }
}

TEST(TimingParams, TheDefaultsFileLoadsAsAnOverrideUnchanged) {
  const TimingParams loaded = load_timing_params(kJsonPath);
  for (const Field& f : all_fields()) {
    EXPECT_EQ(f.get(loaded), f.get(default_timing_params())) << f.key;
  }
}

// A value for `key` other than its default that the loader accepts on its own, or null.
json other_value(const Field& field, const TimingParams& defaults) {
  const json current = field.get(defaults);
  std::vector<json> candidates;
  if (current.is_boolean()) {
    candidates.push_back(!current.get<bool>());
  } else if (current.is_string()) {
    for (const char* port : {"valu", "salu", "vmem", "smem", "lds", "branch", "none"}) {
      candidates.push_back(port);
    }
  } else {
    const uint32_t n = current.get<uint32_t>();
    candidates = {n + 1, n * 2, n - 1};
  }
  for (const json& candidate : candidates) {
    if (candidate == current) continue;
    json doc;
    doc[pointer(field.key)] = candidate;
    if (load_error(doc.dump()).empty()) return candidate;
  }
  return nullptr;
}

// Class fields a file cannot change: every class's port (its instructions' unit), issue_cycles
// and latency of the classes the memory parameters time or that hold no port, and trans_cycles
// of a non-VALU class (FixedClassFieldsAreRefused).
bool fixed_class_field(const std::string& key, const TimingParams& p) {
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const std::string prefix =
        std::string("classes.") + isa::timing_class_name(static_cast<isa::TimingClass>(c)) + ".";
    if (key.rfind(prefix, 0) != 0) continue;
    const std::string field = key.substr(prefix.size());
    const ClassTiming& t = p.classes[c];
    const bool timed_elsewhere =
        t.port == Port::None || t.port == Port::Vmem || t.port == Port::Smem || t.port == Port::Lds;
    if (field == "port") return true;
    if (field == "issue_cycles" || field == "latency") return timed_elsewhere;
    if (field == "trans_cycles") return t.port != Port::Valu;
  }
  return false;
}

TEST(TimingParams, EachKeyChangesExactlyItsOwnField) {
  const TimingParams& defaults = default_timing_params();
  const std::vector<Field> fields = all_fields();
  for (const Field& field : fields) {
    const json value = other_value(field, defaults);
    if (fixed_class_field(field.key, defaults)) {
      EXPECT_TRUE(value.is_null()) << field.key << " changed alone to " << value.dump();
      continue;
    }
    ASSERT_FALSE(value.is_null()) << field.key << ": no other value loads";
    for (bool bare : {true, false}) {
      json doc;
      doc[pointer(field.key)] = bare ? value : json{{"value", value}, {"source", "test"}};
      TempFile file(doc.dump());
      const TimingParams p = load_timing_params(file.path());
      for (const Field& other : fields) {
        if (other.key == field.key) {
          EXPECT_EQ(other.get(p), value) << field.key;
        } else {
          EXPECT_EQ(other.get(p), other.get(defaults)) << field.key << " changed " << other.key;
        }
      }
    }
  }
}

TEST(TimingParams, TiedClassFieldsChangeWithTheirPort) {
  // waitcnt holds no port: issue_cycles needs a port, trans_cycles needs the VALU.
  EXPECT_EQ(load_error(R"({"classes": {"waitcnt": {"issue_cycles": 1}}})"),
            "classes.waitcnt: issue_cycles 1 on port none (a class that holds no port has "
            "issue_cycles 0)");
  EXPECT_EQ(load_error(R"({"classes": {"salu": {"trans_cycles": 2}}})"),
            "classes.salu: trans_cycles 2 on port salu (only a VALU class uses the "
            "transcendental unit)");
}

// A port a class cannot use, or a field the run would ignore, is refused with its key: on the lds
// port a VALU instruction's result was never written back (a correct kernel stored zeros), and
// the memory classes' issue_cycles only showed in the profile.
TEST(TimingParams, FixedClassFieldsAreRefused) {
  const TimingParams& defaults = default_timing_params();
  const char* const ports[] = {"valu", "salu", "vmem", "smem", "lds", "branch", "none"};
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const std::string name = isa::timing_class_name(static_cast<isa::TimingClass>(c));
    const std::string fixed = port_name(defaults.classes[c].port);
    for (const char* port : ports) {
      const std::string doc = R"({"classes": {")" + name + R"(": {"port": ")" + port + R"("}}})";
      if (fixed == port) {
        EXPECT_EQ(load_error(doc), "") << doc;  // the built-in value may be repeated
      } else {
        EXPECT_EQ(load_error(doc), "classes." + name + ".port: " + name +
                                       " instructions issue on the " + fixed +
                                       " port only (their unit), got \"" + port + "\"");
      }
    }
  }
  EXPECT_EQ(load_error(R"({"classes": {"ds": {"issue_cycles": 4}}})"),
            "classes.ds.issue_cycles: 4 is not modelled (the memory parameters (memory.*) time "
            "the memory units); only the built-in 1 is accepted");
  EXPECT_EQ(load_error(R"({"classes": {"vmem": {"latency": 7}}})"),
            "classes.vmem.latency: 7 is not modelled (the memory parameters (memory.*) time the "
            "memory units); only the built-in 0 is accepted");
  EXPECT_EQ(load_error(R"({"classes": {"other": {"latency": 3}}})"),
            "classes.other.latency: 3 is not modelled (a class on port none holds no unit and "
            "produces no result); only the built-in 0 is accepted");
  for (const char* name : {"ds", "vmem", "smem", "exp"}) {
    for (const char* field : {"issue_cycles", "latency"}) {
      const std::string doc =
          std::string(R"({"classes": {")") + name + R"(": {")" + field + R"(": 9}}})";
      EXPECT_NE(load_error(doc).find(std::string(name) + "." + field + ": 9 is not modelled"),
                std::string::npos)
          << doc;
    }
  }
  // The VALU, SALU and branch classes' latency and issue cycles are the run's: they still load.
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": 9, "issue_cycles": 2}}})"), "");
  EXPECT_EQ(load_error(R"({"classes": {"salu": {"latency": 3}, "branch": {"issue_cycles": 2}}})"),
            "");
}

TEST(TimingParams, UnknownKeysAreRejectedWithTheirPath) {
  EXPECT_EQ(load_error(R"({"structur": {}})"), "structur: unknown key");
  EXPECT_EQ(load_error(R"({"structure": {"simd_per_cu": 2}})"),
            "structure.simd_per_cu: unknown key");
  EXPECT_EQ(load_error(R"({"classes": {"valu33": {}}})"), "classes.valu33: unknown key");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latencies": 5}}})"),
            "classes.valu32.latencies: unknown key");
  EXPECT_EQ(load_error(R"({"memory": {"lds_latency": {"value": 3, "note": "x"}}})"),
            "memory.lds_latency.note: unknown key");
  EXPECT_EQ(load_error(R"({"memory": {"lds_latency": {"source": "x"}}})"),
            "memory.lds_latency: expected a value or {\"value\": V}");
  EXPECT_EQ(load_error(R"({"memory": {"lds_latency": 3, "lds_latency": 4}})"),
            "memory.lds_latency: given twice (a key may appear once)");
  EXPECT_EQ(load_error(R"({"classes": {"salu": {"latency": 1}, "salu": {}}})"),
            "classes.salu: given twice (a key may appear once)");
  // A key with a newline (JSON "\n") or another control character: the message stays one line
  // (the timing-config fuzzer found the newline).
  EXPECT_EQ(load_error(R"({"classes": {"valu_trans\ncendental32": {}}})"),
            "classes.valu_trans?cendental32: unknown key");
  EXPECT_EQ(load_error(R"({"mem\u0001ory": {}})"), "mem?ory: unknown key");
}

TEST(TimingParams, WrongTypesAndRangesAreRejected) {
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": "x"}}})"),
            "classes.valu32.latency: expected an integer from 0 to 100000, got \"x\"");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": {"value": 5.5}}}})"),
            "classes.valu32.latency: expected an integer from 0 to 100000, got 5.5");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": -1}}})"),
            "classes.valu32.latency: expected an integer from 0 to 100000, got -1");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": 100001}}})"),
            "classes.valu32.latency: expected an integer from 0 to 100000, got 100001");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"latency": 18446744073709551615}}})"),
            "classes.valu32.latency: expected an integer from 0 to 100000, got "
            "18446744073709551615");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"issue_cycles": 0}}})"),
            "classes.valu32: issue_cycles 0 on port valu (expected 1 or more)");
  EXPECT_EQ(load_error(R"({"classes": {"valu32": {"port": "alu"}}})"),
            "classes.valu32.port: expected one of valu, salu, vmem, smem, lds, branch, none, "
            "got \"alu\"");
  EXPECT_EQ(load_error(R"({"structure": {"simds_per_cu": 0}})"),
            "structure.simds_per_cu: expected an integer from 1 to 16, got 0");
  EXPECT_EQ(load_error(R"({"structure": {"wave_slots_per_simd": 65}})"),
            "structure.wave_slots_per_simd: expected an integer from 1 to 64, got 65");
  EXPECT_EQ(load_error(R"({"structure": {"wgp_mode": 1}})"),
            "structure.wgp_mode: expected true or false, got 1");
  EXPECT_EQ(load_error(R"({"front_end": {"icache_line_bytes": 48}})"),
            "front_end.icache_line_bytes: expected a power of two from 16 to 4096, got 48");
  EXPECT_EQ(load_error(R"({"front_end": {"icache_bytes": 1000}})"),
            "front_end.icache_bytes: 1000 is not a whole number of sets of front_end.icache_ways "
            "(4) lines of front_end.icache_line_bytes (64)");
  EXPECT_EQ(load_error(R"({"structure": {"simds_per_cu": 8}})"),
            "structure.simds_per_wgp: 4 is fewer than structure.simds_per_cu (8)");
  EXPECT_EQ(load_error(R"({"memory": []})"), "memory: expected an object");
  EXPECT_EQ(load_error(R"([1])"), "expected a JSON object");
  EXPECT_EQ(load_error(R"({"about": 3})"), "about: expected a string");
}

TEST(TimingParams, UnreadableAndMalformedFilesAreOneLine) {
  const std::string missing = testing::TempDir() + "timing_params_test_missing.json";
  try {
    load_timing_params(missing);
    FAIL() << "a missing file loaded";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              missing + ": cannot open timing parameter file: No such file or directory");
  }
  try {
    load_timing_params(testing::TempDir());
    FAIL() << "a directory loaded";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("is a directory"), std::string::npos) << e.what();
  }
  for (const char* text : {"", "{", "{\"memory\": {\"lds_latency\": 3,}}", "nul"}) {
    const std::string message = load_error(text);
    EXPECT_EQ(message.rfind("malformed JSON: ", 0), 0u) << text << " -> " << message;
  }
}

TEST(TimingParams, Names) {
  const char* const cpi[] = {"issued",          "dependency_valu",  "dependency_trans",
                             "dependency_salu", "dependency_smem",  "dependency_vmem",
                             "dependency_lds",  "waitcnt_vmcnt",    "waitcnt_vscnt",
                             "waitcnt_lgkmcnt", "barrier",          "arbitration",
                             "fetch",           "delay_alu",        "nop",
                             "sleep",           "lds_bank_conflict"};
  static_assert(sizeof(cpi) / sizeof(cpi[0]) == kCpiCategories);
  for (std::size_t i = 0; i < kCpiCategories; ++i) {
    EXPECT_STREQ(cpi_category_name(static_cast<CpiCategory>(i)), cpi[i]);
  }
  const char* const ports[] = {"valu", "salu", "vmem", "smem", "lds", "branch", "none"};
  static_assert(sizeof(ports) / sizeof(ports[0]) == kPorts);
  for (std::size_t i = 0; i < kPorts; ++i) {
    EXPECT_STREQ(port_name(static_cast<Port>(i)), ports[i]);
  }
  EXPECT_STREQ(cpi_category_name(CpiCategory::DependencyTrans), "dependency_trans");
  EXPECT_STREQ(port_name(Port::Lds), "lds");
}

}  // namespace
