#include "timing/timing_params.h"

#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "support/errors.h"
#include "support/input_file.h"

// isa/gfx1100_timing.json, written into a generated source at build time (scripts/embed_text.py)
// so that the program does not need the source tree.
extern const char cutlm_gfx1100_timing_json[];

namespace cutlm::timing {

namespace {

using nlohmann::json;

constexpr uint32_t kMaxCycles = 100000;

struct UintField {
  const char* group;
  const char* key;
  uint32_t TimingParams::*member;
  uint32_t min;
  uint32_t max;
  bool power_of_two;
};

// Every integer of TimingParams, as the JSON nests it. The ranges keep the model's arithmetic
// meaningful (no zero-sized structure, no cache with a line that cannot be indexed).
const UintField kUintFields[] = {
    {"structure", "simds_per_cu", &TimingParams::simds_per_cu, 1, 16, false},
    {"structure", "simds_per_wgp", &TimingParams::simds_per_wgp, 1, 32, false},
    // 64: the largest wave slot count the scheduler's per-SIMD masks hold.
    {"structure", "wave_slots_per_simd", &TimingParams::wave_slots_per_simd, 1, 64, false},
    // At least 256: one wave may address v0..v255.
    {"structure", "vgprs_per_simd", &TimingParams::vgprs_per_simd, 256, 65536, false},
    {"structure", "vgpr_granule_wave32", &TimingParams::vgpr_granule_wave32, 1, 256, false},
    {"structure", "vgpr_granule_wave64", &TimingParams::vgpr_granule_wave64, 1, 256, false},
    {"structure", "lds_bytes_per_cu", &TimingParams::lds_bytes_per_cu, 1, 1u << 24, false},
    {"structure", "lds_bytes_per_wgp", &TimingParams::lds_bytes_per_wgp, 1, 1u << 24, false},
    {"structure", "lds_granule_bytes", &TimingParams::lds_granule_bytes, 4, 65536, true},
    {"structure", "barriers_per_cu", &TimingParams::barriers_per_cu, 1, 1024, false},
    {"front_end", "icache_bytes", &TimingParams::icache_bytes, 64, 1u << 24, false},
    {"front_end", "icache_line_bytes", &TimingParams::icache_line_bytes, 16, 4096, true},
    {"front_end", "icache_ways", &TimingParams::icache_ways, 1, 64, false},
    {"front_end", "icache_prefetch_lines", &TimingParams::icache_prefetch_lines, 0, 64, false},
    {"front_end", "branch_taken_cycles", &TimingParams::branch_taken_cycles, 0, kMaxCycles, false},
    {"front_end", "wave_launch_cycles", &TimingParams::wave_launch_cycles, 0, kMaxCycles, false},
    {"front_end", "wave_launch_interval_cycles", &TimingParams::wave_launch_interval_cycles, 0,
     kMaxCycles, false},
    {"control", "sleep_cycles_per_unit", &TimingParams::sleep_cycles_per_unit, 0, kMaxCycles,
     false},
    {"control", "barrier_release_cycles", &TimingParams::barrier_release_cycles, 0, kMaxCycles,
     false},
    {"control", "wave64_passes", &TimingParams::wave64_passes, 1, 2, false},
    {"control", "valu_to_memory_cycles", &TimingParams::valu_to_memory_cycles, 0, kMaxCycles,
     false},
    {"memory", "smem_latency", &TimingParams::smem_latency, 0, kMaxCycles, false},
    {"memory", "scalar_cache_bytes", &TimingParams::scalar_cache_bytes, 64, 1u << 24, false},
    {"memory", "scalar_cache_line_bytes", &TimingParams::scalar_cache_line_bytes, 4, 4096, true},
    {"memory", "scalar_cache_ways", &TimingParams::scalar_cache_ways, 1, 64, false},
    {"memory", "lds_latency", &TimingParams::lds_latency, 0, kMaxCycles, false},
    {"memory", "lds_banks", &TimingParams::lds_banks, 1, 256, true},
    {"memory", "vector_line_bytes", &TimingParams::vector_line_bytes, 4, 4096, true},
    {"memory", "vector_lines_per_cycle", &TimingParams::vector_lines_per_cycle, 1, 64, false},
    {"memory", "l0_bytes", &TimingParams::l0_bytes, 64, 1u << 24, false},
    {"memory", "l0_ways", &TimingParams::l0_ways, 1, 256, false},
    {"memory", "l0_hit_cycles", &TimingParams::l0_hit_cycles, 0, kMaxCycles, false},
    {"memory", "l0_outstanding_misses", &TimingParams::l0_outstanding_misses, 1, 4096, false},
    {"memory", "l1_bytes", &TimingParams::l1_bytes, 64, 1u << 26, false},
    {"memory", "l1_ways", &TimingParams::l1_ways, 1, 256, false},
    {"memory", "l1_hit_cycles", &TimingParams::l1_hit_cycles, 0, kMaxCycles, false},
    {"memory", "l2_bytes", &TimingParams::l2_bytes, 64, 1u << 30, false},
    {"memory", "l2_ways", &TimingParams::l2_ways, 1, 256, false},
    {"memory", "dram_burst_bytes", &TimingParams::dram_burst_bytes, 0, 1u << 30, false},
    {"memory", "tlb_page_bytes", &TimingParams::tlb_page_bytes, 4096, 1u << 30, true},
    {"memory", "tlb_entries", &TimingParams::tlb_entries, 1, 65536, false},
    {"memory", "l1_bytes_per_cycle", &TimingParams::l1_bytes_per_cycle, 1, 1u << 20, false},
    {"memory", "l2_channels", &TimingParams::l2_channels, 1, 1024, false},
    {"memory", "mall_bytes", &TimingParams::mall_bytes, 64, 1u << 31, false},
    {"memory", "mall_ways", &TimingParams::mall_ways, 1, 256, false},
    {"memory", "mcds", &TimingParams::mcds, 1, 64, false},
    {"loosely_timed", "valu_latency", &TimingParams::loose_valu_latency, 1, 64, false},
    {"loosely_timed", "salu_latency", &TimingParams::loose_salu_latency, 0, 1024, false},
    {"loosely_timed", "wave64_valu_passes", &TimingParams::loose_wave64_valu_passes, 1, 2, false},
    {"loosely_timed", "smem_latency", &TimingParams::loose_smem_latency, 0, 1000000, false},
    {"loosely_timed", "lds_latency", &TimingParams::loose_lds_latency, 0, 1000000, false},
    {"loosely_timed", "vmem_latency", &TimingParams::loose_vmem_latency, 0, 1000000, false},
};

struct RealField {
  const char* group;
  const char* key;
  double TimingParams::*member;
  double min;
  double max;
};

// The memory side's times and rates. A bandwidth of zero would stall every line forever.
constexpr double kMaxNs = 1e6;
const RealField kRealFields[] = {
    {"front_end", "icache_miss_ns", &TimingParams::icache_miss_ns, 0, kMaxNs},
    {"memory", "l2_hit_ns", &TimingParams::l2_hit_ns, 0, kMaxNs},
    {"memory", "dram_ns", &TimingParams::dram_ns, 0, kMaxNs},
    {"memory", "dram_gbps", &TimingParams::dram_gbps, 0.001, 1e6},
    {"memory", "tlb_miss_ns", &TimingParams::tlb_miss_ns, 0, kMaxNs},
    {"memory", "l2_gbps", &TimingParams::l2_gbps, 0.001, 1e6},
    {"memory", "mall_hit_ns", &TimingParams::mall_hit_ns, 0, kMaxNs},
    {"memory", "mall_gbps", &TimingParams::mall_gbps, 0.001, 1e6},
    {"memory", "dram_total_gbps", &TimingParams::dram_total_gbps, 0.001, 1e6},
    {"memory", "dram_read_efficiency", &TimingParams::dram_read_efficiency, 0.01, 1},
    {"memory", "dram_write_efficiency", &TimingParams::dram_write_efficiency, 0.01, 1},
    {"memory", "queue_window_ns", &TimingParams::queue_window_ns, 0, kMaxNs},
};

struct ClassField {
  const char* key;
  uint32_t ClassTiming::*member;
};
const ClassField kClassFields[] = {
    {"latency", &ClassTiming::latency},
    {"issue_cycles", &ClassTiming::issue_cycles},
    {"trans_cycles", &ClassTiming::trans_cycles},
};

const char* const kGroups[] = {"structure", "front_end",     "control",
                               "memory",    "loosely_timed", "classes"};
const char* const kPortNames[] = {"valu", "salu", "vmem", "smem", "lds", "branch", "none"};
static_assert(sizeof(kPortNames) / sizeof(kPortNames[0]) == kPorts);

// Reads one file into a TimingParams: either every key (the built-in defaults) or any subset
// (an override file), each error one line "ORIGIN: KEY.PATH: what".
class Reader {
 public:
  Reader(std::string origin, bool complete) : origin_(std::move(origin)), complete_(complete) {}

  void read(const json& doc, TimingParams& p) const {
    if (!doc.is_object()) fail("", "expected a JSON object");
    for (auto it = doc.begin(); it != doc.end(); ++it) {
      if (it.key() == "about") {
        if (!it->is_string()) fail("about", "expected a string");
        continue;
      }
      if (!known_group(it.key())) fail(it.key(), "unknown key");
      if (!it->is_object()) fail(it.key(), "expected an object");
    }
    for (const UintField& f : kUintFields) {
      if (const json* v = leaf(doc, {f.group, f.key})) {
        p.*f.member = read_uint(*v, path({f.group, f.key}), f.min, f.max, f.power_of_two);
      }
    }
    for (const RealField& f : kRealFields) {
      if (const json* v = leaf(doc, {f.group, f.key})) {
        p.*f.member = read_real(*v, path({f.group, f.key}), f.min, f.max);
      }
    }
    if (const json* v = leaf(doc, {"structure", "wgp_mode"})) {
      if (!v->is_boolean()) fail(path({"structure", "wgp_mode"}), "expected true or false", v);
      p.wgp_mode = v->get<bool>();
    }
    for (const char* group : {"structure", "front_end", "control", "memory", "loosely_timed"}) {
      reject_unknown(doc, group, [group](const std::string& key) {
        if (std::string(group) == "structure" && key == "wgp_mode") return true;
        for (const UintField& f : kUintFields) {
          if (group == std::string(f.group) && key == f.key) return true;
        }
        for (const RealField& f : kRealFields) {
          if (group == std::string(f.group) && key == f.key) return true;
        }
        return false;
      });
    }
    read_classes(doc, p);
  }

 private:
  [[noreturn]] void fail(const std::string& key_path, const std::string& what,
                         const json* got = nullptr) const {
    std::string message = origin_ + ": ";
    // A key the file gave may hold any character (a JSON "\n" is a newline): each
    // non-printable one shows as '?', so the message stays one line.
    for (const char ch : key_path) {
      message += std::isprint(static_cast<unsigned char>(ch)) != 0 ? ch : '?';
    }
    if (!key_path.empty()) message += ": ";
    message += what;
    if (got) message += ", got " + got->dump();
    throw InputError(message);
  }

  static std::string path(std::initializer_list<std::string> parts) {
    std::string out;
    for (const std::string& part : parts) out += (out.empty() ? "" : ".") + part;
    return out;
  }

  static bool known_group(const std::string& key) {
    for (const char* group : kGroups) {
      if (key == group) return true;
    }
    return false;
  }

  // The value of a leaf given bare or as {"value": V, "source": "..."}; null if the file does not
  // give it (an error for the complete defaults file).
  const json* leaf(const json& doc, std::initializer_list<std::string> parts) const {
    const json* node = &doc;
    for (const std::string& part : parts) {
      auto it = node->find(part);
      if (it == node->end()) {
        if (complete_) fail(path(parts), "missing");
        return nullptr;
      }
      node = &*it;
    }
    if (!node->is_object()) return node;
    for (auto it = node->begin(); it != node->end(); ++it) {
      if (it.key() == "source") {
        if (!it->is_string()) fail(path(parts) + ".source", "expected a string");
      } else if (it.key() != "value") {
        fail(path(parts) + "." + it.key(), "unknown key");
      }
    }
    auto value = node->find("value");
    if (value == node->end()) fail(path(parts), "expected a value or {\"value\": V}");
    if (complete_ && !node->contains("source")) fail(path(parts), "no source");
    return &*value;
  }

  uint32_t read_uint(const json& v, const std::string& key_path, uint32_t min, uint32_t max,
                     bool power_of_two) const {
    const std::string expected = std::string("expected ") +
                                 (power_of_two ? "a power of two" : "an integer") + " from " +
                                 std::to_string(min) + " to " + std::to_string(max);
    if (!v.is_number_integer()) fail(key_path, expected, &v);
    // Unsigned and signed JSON integers alike: compare without narrowing first.
    const bool negative = v.is_number_unsigned() ? false : v.get<int64_t>() < 0;
    const uint64_t n = negative ? 0 : v.get<uint64_t>();
    if (negative || n < min || n > max || (power_of_two && (n & (n - 1)) != 0)) {
      fail(key_path, expected, &v);
    }
    return static_cast<uint32_t>(n);
  }

  double read_real(const json& v, const std::string& key_path, double min, double max) const {
    if (!v.is_number() || !(v.get<double>() >= min) || !(v.get<double>() <= max)) {
      fail(key_path, "expected a number from " + json(min).dump() + " to " + json(max).dump(), &v);
    }
    return v.get<double>();
  }

  template <typename Known>
  void reject_unknown(const json& doc, const char* group, Known known) const {
    auto it = doc.find(group);
    if (it == doc.end()) return;
    for (auto member = it->begin(); member != it->end(); ++member) {
      if (!known(member.key())) fail(path({group, member.key()}), "unknown key");
    }
  }

  void read_classes(const json& doc, TimingParams& p) const {
    auto classes = doc.find("classes");
    if (classes == doc.end()) {
      if (complete_) fail("classes", "missing");
      return;
    }
    for (auto it = classes->begin(); it != classes->end(); ++it) {
      if (class_index(it.key()) == kTimingClasses) fail("classes." + it.key(), "unknown key");
      if (!it->is_object()) fail("classes." + it.key(), "expected an object");
      for (auto member = it->begin(); member != it->end(); ++member) {
        bool known = member.key() == "port";
        for (const ClassField& f : kClassFields) known = known || member.key() == f.key;
        if (!known) fail(path({"classes", it.key(), member.key()}), "unknown key");
      }
    }
    for (std::size_t c = 0; c < kTimingClasses; ++c) {
      const std::string name = isa::timing_class_name(static_cast<isa::TimingClass>(c));
      if (!classes->contains(name)) {
        if (complete_) fail("classes." + name, "missing");
        continue;
      }
      ClassTiming& t = p.classes[c];
      if (const json* v = leaf(doc, {"classes", name, "port"})) t.port = read_port(*v, name);
      for (const ClassField& f : kClassFields) {
        if (const json* v = leaf(doc, {"classes", name, f.key})) {
          t.*f.member = read_uint(*v, path({"classes", name, f.key}), 0, kMaxCycles, false);
        }
      }
    }
  }

  static std::size_t class_index(const std::string& name) {
    for (std::size_t c = 0; c < kTimingClasses; ++c) {
      if (name == isa::timing_class_name(static_cast<isa::TimingClass>(c))) return c;
    }
    return kTimingClasses;
  }

  Port read_port(const json& v, const std::string& name) const {
    if (v.is_string()) {
      for (std::size_t i = 0; i < kPorts; ++i) {
        if (v.get<std::string>() == kPortNames[i]) return static_cast<Port>(i);
      }
    }
    fail(path({"classes", name, "port"}),
         "expected one of valu, salu, vmem, smem, lds, branch, none", &v);
  }

  std::string origin_;
  bool complete_;
};

bool is_memory_port(Port port) {
  return port == Port::Vmem || port == Port::Smem || port == Port::Lds;
}

// What an override file may not change, since no run would follow it: a class's port (its
// instructions' unit: on another port a VALU result is never written back), and the latency and
// issue cycles of the classes whose timing the memory parameters give (the memory ports) or that
// produce nothing (port none). The file may repeat the built-in value.
void check_fixed_ports(const TimingParams& p, const TimingParams& defaults,
                       const std::string& origin) {
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const Port port = p.classes[c].port;
    const Port fixed = defaults.classes[c].port;
    if (port == fixed) continue;
    const std::string name = isa::timing_class_name(static_cast<isa::TimingClass>(c));
    throw InputError(origin + ": classes." + name + ".port: " + name +
                     " instructions issue on the " + port_name(fixed) +
                     " port only (their unit), got \"" + port_name(port) + "\"");
  }
}

void check_unmodelled_class_fields(const TimingParams& p, const TimingParams& defaults,
                                   const std::string& origin) {
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const ClassTiming& t = p.classes[c];
    const ClassTiming& d = defaults.classes[c];
    if (!is_memory_port(d.port) && d.port != Port::None) continue;
    const std::string key =
        std::string("classes.") + isa::timing_class_name(static_cast<isa::TimingClass>(c));
    const char* why = d.port == Port::None
                          ? "a class on port none holds no unit and produces no result"
                          : "the memory parameters (memory.*) time the memory units";
    struct Checked {
      const char* field;
      uint32_t value, fixed;
    };
    for (const Checked& f : {Checked{"issue_cycles", t.issue_cycles, d.issue_cycles},
                             Checked{"latency", t.latency, d.latency}}) {
      if (f.value == f.fixed) continue;
      throw InputError(origin + ": " + key + "." + f.field + ": " + std::to_string(f.value) +
                       " is not modelled (" + why + "); only the built-in " +
                       std::to_string(f.fixed) + " is accepted");
    }
  }
}

// Rules between fields, on the merged result: a file may change one field of a pair only as far
// as the other allows.
void check_consistent(const TimingParams& p, const std::string& origin) {
  auto fail = [&origin](const std::string& message) { throw InputError(origin + ": " + message); };
  if (p.simds_per_wgp < p.simds_per_cu) {
    fail("structure.simds_per_wgp: " + std::to_string(p.simds_per_wgp) +
         " is fewer than structure.simds_per_cu (" + std::to_string(p.simds_per_cu) + ")");
  }
  if (p.lds_bytes_per_wgp < p.lds_bytes_per_cu) {
    fail("structure.lds_bytes_per_wgp: " + std::to_string(p.lds_bytes_per_wgp) +
         " is less than structure.lds_bytes_per_cu (" + std::to_string(p.lds_bytes_per_cu) + ")");
  }
  const uint64_t set_bytes = uint64_t{p.icache_line_bytes} * p.icache_ways;
  if (p.icache_bytes % set_bytes != 0 || p.icache_bytes < set_bytes) {
    fail("front_end.icache_bytes: " + std::to_string(p.icache_bytes) +
         " is not a whole number of sets of front_end.icache_ways (" +
         std::to_string(p.icache_ways) + ") lines of front_end.icache_line_bytes (" +
         std::to_string(p.icache_line_bytes) + ")");
  }
  struct Cache {
    const char* bytes_key;
    uint32_t bytes, line, ways;
  };
  for (const Cache& c :
       {Cache{"memory.scalar_cache_bytes", p.scalar_cache_bytes, p.scalar_cache_line_bytes,
              p.scalar_cache_ways},
        Cache{"memory.l0_bytes", p.l0_bytes, p.vector_line_bytes, p.l0_ways},
        Cache{"memory.l1_bytes", p.l1_bytes, p.vector_line_bytes, p.l1_ways},
        Cache{"memory.l2_bytes", p.l2_bytes, p.vector_line_bytes, p.l2_ways},
        Cache{"memory.mall_bytes", p.mall_bytes, p.vector_line_bytes, p.mall_ways}}) {
    const uint64_t set = uint64_t{c.line} * c.ways;
    if (c.bytes % set != 0 || c.bytes < set) {
      fail(std::string(c.bytes_key) + ": " + std::to_string(c.bytes) +
           " is not a whole number of sets of " + std::to_string(c.ways) + " lines of " +
           std::to_string(c.line) + " bytes");
    }
  }
  for (std::size_t c = 0; c < kTimingClasses; ++c) {
    const ClassTiming& t = p.classes[c];
    const std::string key =
        std::string("classes.") + isa::timing_class_name(static_cast<isa::TimingClass>(c));
    if (t.port == Port::None && t.issue_cycles != 0) {
      fail(key + ": issue_cycles " + std::to_string(t.issue_cycles) +
           " on port none (a class that holds no port has issue_cycles 0)");
    }
    if (t.port != Port::None && t.issue_cycles == 0) {
      fail(key + ": issue_cycles 0 on port " + port_name(t.port) + " (expected 1 or more)");
    }
    if (t.trans_cycles != 0 && t.port != Port::Valu) {
      fail(key + ": trans_cycles " + std::to_string(t.trans_cycles) + " on port " +
           port_name(t.port) + " (only a VALU class uses the transcendental unit)");
    }
  }
}

// nlohmann keeps the last of a key given twice; a timing file that says two things about one
// key is an error instead.
json parse_strict(const std::string& text, const std::string& origin) {
  struct Level {
    std::set<std::string> keys;
    std::string key;  // the member being read
  };
  std::vector<Level> levels;  // the open objects
  const json::parser_callback_t check = [&](int, json::parse_event_t event, json& parsed) {
    switch (event) {
      case json::parse_event_t::object_start: levels.emplace_back(); break;
      case json::parse_event_t::object_end: levels.pop_back(); break;
      case json::parse_event_t::key: {
        Level& top = levels.back();
        top.key = parsed.get<std::string>();
        if (!top.keys.insert(top.key).second) {
          std::string key_path;
          for (const Level& level : levels) key_path += (key_path.empty() ? "" : ".") + level.key;
          throw InputError(origin + ": " + key_path + ": given twice (a key may appear once)");
        }
        break;
      }
      default: break;
    }
    return true;
  };
  try {
    return json::parse(text, check);
  } catch (const json::exception& e) {
    throw InputError(origin + ": malformed JSON: " + e.what());
  }
}

TimingParams parse_defaults() {
  const std::string origin = "gfx1100_timing.json (built in)";
  TimingParams p;
  Reader(origin, true).read(parse_strict(cutlm_gfx1100_timing_json, origin), p);
  check_consistent(p, origin);
  p.set_clock(kDefaultClockNs);
  return p;
}

uint32_t cycles_of(double ns, double clock_ns) {
  const double cycles = std::round(ns / clock_ns);
  return cycles >= 4e9 ? 4000000000u : static_cast<uint32_t>(cycles);
}

}  // namespace

const char* port_name(Port port) {
  const auto i = static_cast<std::size_t>(port);
  return i < kPorts ? kPortNames[i] : "?";
}

const TimingParams& default_timing_params() {
  static const TimingParams params = parse_defaults();
  return params;
}

TimingParams load_timing_params(const std::string& path) {
  std::string text;
  read_input_file(path, "timing parameter file", text);
  TimingParams p = default_timing_params();
  Reader(path, false).read(parse_strict(text, path), p);
  check_fixed_ports(p, default_timing_params(), path);
  check_consistent(p, path);
  check_unmodelled_class_fields(p, default_timing_params(), path);
  p.set_clock(kDefaultClockNs);
  return p;
}

void TimingParams::set_clock(double ns) {
  clock_ns = ns;
  icache_miss_cycles = cycles_of(icache_miss_ns, ns);
  l2_hit_cycles = cycles_of(l2_hit_ns, ns);
  dram_cycles = cycles_of(dram_ns, ns);
  tlb_miss_cycles = cycles_of(tlb_miss_ns, ns);
  dram_bytes_per_cycle = dram_gbps * ns;  // GB/s x ns = bytes
  mall_hit_cycles = cycles_of(mall_hit_ns, ns);
  l2_bytes_per_cycle = l2_gbps * ns;
  mall_bytes_per_cycle = mall_gbps * ns;
  dram_total_bytes_per_cycle = dram_total_gbps * ns;
  queue_window_cycles = cycles_of(queue_window_ns, ns);
}

}  // namespace cutlm::timing
