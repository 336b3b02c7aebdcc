#include "sqtt/compare.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <utility>

#include "isa/decoder.h"
#include "isa/disasm.h"
#include "loader/json_input.h"
#include "support/errors.h"

namespace cutlm::sqtt {
namespace {

using nlohmann::json;

// The SIMDs of a WGP (the trace's numbering) and of its first CU in CU mode.
const std::vector<unsigned> kWgpSimds = {0, 1, 2, 3};
const std::vector<unsigned> kFirstCuSimds = {0, 1};

constexpr uint64_t kMaxWorkItems = uint64_t{1} << 32;
constexpr uint64_t kMaxBufferBytes = uint64_t{1} << 32;
constexpr uint64_t kMaxWorkgroupSize = 1024;
constexpr double kMinClockGhz = 0.1;
constexpr double kMaxClockGhz = 10;

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%" PRIx64, value);
  return text;
}

// ---- launch.json

class LaunchReader {
 public:
  explicit LaunchReader(std::string label) : label_(std::move(label)) {}

  [[noreturn]] void fail(const std::string& key, const std::string& what) const {
    throw InputError(label_ + ": " + key + ": " + what);
  }

  const json& member(const json& doc, const std::string& key) const {
    const auto found = doc.find(key);
    if (found == doc.end()) fail(key, "missing");
    return *found;
  }

  uint64_t count(const json& value, const std::string& key, uint64_t min, uint64_t max) const {
    if (!value.is_number_integer() && !value.is_number_unsigned())
      fail(key, "expected a whole number");
    if (value.is_number_integer() && value.get<int64_t>() < 0) fail(key, "negative");
    const uint64_t v = value.get<uint64_t>();
    if (v < min || v > max) {
      fail(key, std::to_string(v) + " is out of range [" + std::to_string(min) + ", " +
                    std::to_string(max) + "]");
    }
    return v;
  }

  std::string text(const json& value, const std::string& key) const {
    if (!value.is_string() || value.get<std::string>().empty())
      fail(key, "expected a non-empty string");
    return value.get<std::string>();
  }

  std::array<uint64_t, 3> dims(const json& value, const std::string& key) const {
    if (!value.is_array() || value.empty() || value.size() > 3)
      fail(key, "expected 1 to 3 whole numbers");
    std::array<uint64_t, 3> out{{1, 1, 1}};
    for (std::size_t i = 0; i < value.size(); ++i)
      out[i] = count(value[i], key + "[" + std::to_string(i) + "]", 1, kMaxWorkItems);
    return out;
  }

 private:
  std::string label_;
};

// ---- the model's timeline

struct TrackKey {
  int64_t pid = 0;
  int64_t tid = 0;
  bool operator<(const TrackKey& o) const { return pid != o.pid ? pid < o.pid : tid < o.tid; }
};

enum class SlotTrack { Issues, Waves };

struct SlotOf {
  unsigned slot = 0;
  SlotTrack track = SlotTrack::Issues;
};

// "SIMD 3" -> 3; "slot 5" -> 5; "slot 5 waves" -> 5 with `suffix`.
bool parse_numbered(const std::string& name, const std::string& prefix, const std::string& suffix,
                    unsigned& number) {
  if (name.size() <= prefix.size() + suffix.size() || name.compare(0, prefix.size(), prefix) != 0 ||
      name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
    return false;
  const std::string digits =
      name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
  if (digits.empty() || digits.size() > 6 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return false;
  number = static_cast<unsigned>(std::stoul(digits));
  return true;
}

class TimelineReader {
 public:
  explicit TimelineReader(std::string label) : label_(std::move(label)) {}

  std::vector<ModelWave> read(const std::string& text) {
    json doc;
    try {
      doc = json::parse(text);
    } catch (const json::exception& e) {
      throw InputError(label_ + ": malformed JSON: " + std::string(e.what()).substr(0, 200));
    }
    if (!doc.is_object() || !doc.contains("traceEvents") || !doc["traceEvents"].is_array())
      throw InputError(label_ + ": no traceEvents list: not a cutlm timeline");
    const json& events = doc["traceEvents"];
    for (std::size_t i = 0; i < events.size(); ++i) name_track(events[i], i);
    for (std::size_t i = 0; i < events.size(); ++i) slice(events[i], i);
    return assemble();
  }

 private:
  struct Stall {
    unsigned simd = 0;
    unsigned slot = 0;
    uint64_t begin = 0;
    uint64_t cycles = 0;
    std::string category;
  };
  struct Access {
    uint64_t wave = 0;
    uint64_t pc = 0;
    uint64_t begin = 0;
    std::string level;
  };

  [[noreturn]] void fail(std::size_t index, const std::string& what) const {
    throw InputError(label_ + ": traceEvents[" + std::to_string(index) + "]: " + what);
  }

  uint64_t number(const json& event, const char* key, std::size_t index) const {
    const auto found = event.find(key);
    if (found == event.end() || !found->is_number_unsigned())
      fail(index, std::string("expected a whole number \"") + key + "\"");
    return found->get<uint64_t>();
  }
  std::string string(const json& event, const char* key, std::size_t index) const {
    const auto found = event.find(key);
    if (found == event.end() || !found->is_string())
      fail(index, std::string("expected a string \"") + key + "\"");
    return found->get<std::string>();
  }
  uint64_t hex_string(const json& event, const char* key, std::size_t index) const {
    const std::string text = string(event, key, index);
    if (text.size() < 3 || text.size() > 18 || text.compare(0, 2, "0x") != 0 ||
        text.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
      fail(index, std::string("\"") + key + "\" is no hex number");
    return std::stoull(text.substr(2), nullptr, 16);
  }
  const json& args(const json& event, std::size_t index) const {
    const auto found = event.find("args");
    if (found == event.end() || !found->is_object()) fail(index, "expected an object \"args\"");
    return *found;
  }
  TrackKey track(const json& event, std::size_t index) const {
    const auto pid = event.find("pid");
    const auto tid = event.find("tid");
    if (pid == event.end() || !pid->is_number_integer() || tid == event.end() ||
        !tid->is_number_integer())
      fail(index, "expected whole numbers \"pid\" and \"tid\"");
    return {pid->get<int64_t>(), tid->get<int64_t>()};
  }

  // Track names (metadata events) say which SIMD and slot a track belongs to.
  void name_track(const json& event, std::size_t index) {
    if (!event.is_object()) fail(index, "expected an object");
    if (!event.contains("ph") || event["ph"] != "M") return;
    const std::string what = string(event, "name", index);
    const json& a = args(event, index);
    if (!a.contains("name") || !a["name"].is_string()) return;
    const std::string name = a["name"].get<std::string>();
    const TrackKey key = track(event, index);
    unsigned number = 0;
    if (what == "process_name" && parse_numbered(name, "SIMD ", "", number)) {
      simd_of_pid_[key.pid] = number;
    } else if (what == "thread_name") {
      if (parse_numbered(name, "slot ", " waves", number)) {
        slot_of_track_[key] = {number, SlotTrack::Waves};
      } else if (parse_numbered(name, "slot ", "", number)) {
        slot_of_track_[key] = {number, SlotTrack::Issues};
      }
    }
  }

  // The SIMD and slot of an event on a slot's track.
  std::pair<unsigned, SlotOf> place(const json& event, std::size_t index, SlotTrack kind) const {
    const TrackKey key = track(event, index);
    const auto simd = simd_of_pid_.find(key.pid);
    const auto slot = slot_of_track_.find(key);
    if (simd == simd_of_pid_.end() || slot == slot_of_track_.end() || slot->second.track != kind)
      fail(index, "on a track that is not the right track of a SIMD's wave slot");
    return {simd->second, slot->second};
  }

  void slice(const json& event, std::size_t index) {
    if (!event.contains("ph") || event["ph"] != "X") return;
    const std::string category = string(event, "cat", index);
    const uint64_t ts = number(event, "ts", index);
    const uint64_t dur = number(event, "dur", index);
    if (category == "wave") {
      const auto [simd, slot] = place(event, index, SlotTrack::Waves);
      const json& a = args(event, index);
      if (a.contains("unfinished"))
        fail(index, "a wave that did not finish: the model's run stopped early");
      ModelWave wave;
      wave.id = number(a, "wave", index);
      wave.name = string(a, "wave_name", index);
      wave.simd = simd;
      wave.slot = slot.slot;
      wave.begin = number(a, "begin", index);
      wave.end = number(a, "end", index);
      if (wave.end < wave.begin || wave.begin != ts || wave.end - wave.begin != dur)
        fail(index, "a wave whose begin and end disagree with its slice");
      if (!waves_.emplace(wave.id, std::move(wave)).second)
        fail(index, "wave " + std::to_string(number(a, "wave", index)) + " appears twice");
    } else if (category == "issue") {
      const auto [simd, slot] = place(event, index, SlotTrack::Issues);
      const json& a = args(event, index);
      ModelIssue issue;
      issue.pc = hex_string(a, "pc", index);
      issue.cycle = ts;
      issue.disassembly = string(event, "name", index);
      issues_.push_back({number(a, "wave", index), simd, slot.slot, std::move(issue)});
    } else if (category == "stall") {
      const auto [simd, slot] = place(event, index, SlotTrack::Issues);
      stalls_.push_back({simd, slot.slot, ts, dur, string(event, "name", index)});
    } else if (category == "memory") {
      const json& a = args(event, index);
      accesses_.push_back(
          {number(a, "wave", index), hex_string(a, "pc", index), ts, string(a, "level", index)});
    }
  }

  struct PlacedIssue {
    uint64_t wave = 0;
    unsigned simd = 0;
    unsigned slot = 0;
    ModelIssue issue;
  };

  ModelWave& wave_at(uint64_t id, const std::string& what) {
    const auto found = waves_.find(id);
    if (found == waves_.end())
      throw InputError(label_ + ": " + what + " of wave " + std::to_string(id) +
                       ", which has no life");
    return found->second;
  }

  std::vector<ModelWave> assemble() {
    for (PlacedIssue& placed : issues_) {
      ModelWave& wave = wave_at(placed.wave, "an issue");
      if (placed.simd != wave.simd || placed.slot != wave.slot || placed.issue.cycle < wave.begin ||
          placed.issue.cycle >= wave.end) {
        throw InputError(label_ + ": an issue of wave " + std::to_string(placed.wave) +
                         " at cycle " + std::to_string(placed.issue.cycle) +
                         " outside its slot or life");
      }
      wave.issues.push_back(std::move(placed.issue));
    }
    std::map<std::pair<unsigned, unsigned>, std::vector<ModelWave*>> by_slot;
    for (auto& [id, wave] : waves_) {
      std::stable_sort(wave.issues.begin(), wave.issues.end(),
                       [](const ModelIssue& a, const ModelIssue& b) { return a.cycle < b.cycle; });
      by_slot[{wave.simd, wave.slot}].push_back(&wave);
    }
    for (const Stall& stall : stalls_) attach_stall(stall, by_slot);
    for (const Access& access : accesses_) {
      ModelWave& wave = wave_at(access.wave, "a memory access");
      ModelIssue* latest = nullptr;
      for (ModelIssue& issue : wave.issues) {
        if (issue.cycle > access.begin) break;
        if (issue.pc == access.pc) latest = &issue;
      }
      if (latest != nullptr) latest->memory_level = access.level;
    }
    std::vector<ModelWave> out;
    out.reserve(waves_.size());
    for (auto& [id, wave] : waves_) {
      for (ModelIssue& issue : wave.issues) sort_stalls(issue.stalls);
      sort_stalls(wave.final_stalls);
      out.push_back(std::move(wave));
    }
    return out;
  }

  // A stall belongs to the wave in its slot then, and to that wave's next issue.
  void attach_stall(const Stall& stall,
                    std::map<std::pair<unsigned, unsigned>, std::vector<ModelWave*>>& by_slot) {
    if (stall.cycles == 0) return;
    for (ModelWave* wave : by_slot[{stall.simd, stall.slot}]) {
      if (stall.begin < wave->begin || stall.begin >= wave->end) continue;
      const uint64_t stall_end = stall.begin + stall.cycles;
      for (ModelIssue& issue : wave->issues) {
        if (issue.cycle >= stall_end) {
          add_stall(issue.stalls, stall.category, stall.cycles);
          return;
        }
      }
      add_stall(wave->final_stalls, stall.category, stall.cycles);
      return;
    }
    throw InputError(label_ + ": a " + stall.category + " stall at cycle " +
                     std::to_string(stall.begin) + " in SIMD " + std::to_string(stall.simd) +
                     " slot " + std::to_string(stall.slot) + ", where no wave lives");
  }

  static void add_stall(std::vector<ModelStall>& stalls, const std::string& category,
                        uint64_t cycles) {
    for (ModelStall& s : stalls) {
      if (s.category == category) {
        s.cycles += cycles;
        return;
      }
    }
    stalls.push_back({category, cycles});
  }

  static void sort_stalls(std::vector<ModelStall>& stalls) {
    std::stable_sort(stalls.begin(), stalls.end(),
                     [](const ModelStall& a, const ModelStall& b) { return a.cycles > b.cycles; });
  }

  std::string label_;
  std::map<int64_t, unsigned> simd_of_pid_;
  std::map<TrackKey, SlotOf> slot_of_track_;
  std::map<uint64_t, ModelWave> waves_;
  std::vector<PlacedIssue> issues_;
  std::vector<Stall> stalls_;
  std::vector<Access> accesses_;
};

// ---- comparing

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

double relative(double model, double hardware) {
  return hardware == 0 ? 0 : (model - hardware) / hardware;
}

// The instructions of the kernel, decoded once: the hardware skips s_delay_alu, and a row's
// kind is its instruction's timing class.
class CodeIndex {
 public:
  explicit CodeIndex(const KernelText& code) : code_(code) {}

  const DecodedInst* at(uint64_t pc) {
    const auto found = decoded_.find(pc);
    if (found != decoded_.end()) return found->second.valid() ? &found->second : nullptr;
    DecodedInst inst;
    if (pc >= code_.address && pc - code_.address < code_.bytes.size()) {
      const std::size_t offset = static_cast<std::size_t>(pc - code_.address);
      inst = decode(code_.bytes.data() + offset, code_.bytes.size() - offset, code_.wave64,
                    DecodeMode::Execute);
    }
    const DecodedInst& stored = decoded_.emplace(pc, std::move(inst)).first->second;
    return stored.valid() ? &stored : nullptr;
  }

  bool has_no_packet(uint64_t pc) {
    const DecodedInst* inst = at(pc);
    return inst != nullptr && inst->info->op == isa::Op::S_DELAY_ALU;
  }

  // What a row's delta measures, named for grouping.
  std::string kind(uint64_t pc, bool first, bool last) {
    if (first && last) return "launch to end (the wave's only instruction)";
    if (first) return "launch to first instruction";
    if (last) return "last instruction to wave end";
    const DecodedInst* inst = at(pc);
    if (inst == nullptr) return "unknown";
    const std::string disassembly = disassemble(*inst, code_.wave64);
    if (isa::timing_class_name(inst->info->timing_class) == std::string("waitcnt") &&
        disassembly.compare(0, 9, "s_waitcnt") == 0) {
      std::string counters;
      for (const char* counter : {"vmcnt", "vscnt", "lgkmcnt", "expcnt"}) {
        if (disassembly.find(counter) != std::string::npos)
          counters += std::string(counters.empty() ? " " : "+") + counter;
      }
      return "s_waitcnt" + counters;
    }
    return isa::timing_class_name(inst->info->timing_class);
  }

 private:
  const KernelText& code_;
  std::unordered_map<uint64_t, DecodedInst> decoded_;
};

void build_rows(WaveComparison& w, CodeIndex& code) {
  const std::vector<TracedInstruction>& hw = w.hardware.instructions;
  const std::vector<ModelIssue>& model = w.model.issues;
  std::size_t j = 0;
  uint64_t hw_previous = w.hardware.start;
  uint64_t model_previous = w.model.begin;
  for (std::size_t i = 0; i < hw.size(); ++i) {
    while (j < model.size() && code.has_no_packet(model[j].pc)) ++j;
    if (j == model.size()) {
      w.divergence = "row " + std::to_string(i) + ": the hardware goes on at pc " + hex(hw[i].pc) +
                     ", the model's wave has no more instructions";
      return;
    }
    const ModelIssue& m = model[j];
    if (m.pc != hw[i].pc) {
      w.divergence = "row " + std::to_string(i) + ": the hardware issues pc " + hex(hw[i].pc) +
                     ", the model pc " + hex(m.pc);
      return;
    }
    const bool last = i + 1 == hw.size();
    InstructionRow row;
    row.pc = m.pc;
    row.disassembly = m.disassembly;
    row.kind = code.kind(m.pc, i == 0, last);
    row.hardware_packet = hw[i].packet;
    row.hardware_time = hw[i].time;
    row.hardware_delta = static_cast<int64_t>(hw[i].time) - static_cast<int64_t>(hw_previous);
    row.model_cycle = last ? w.model.end : m.cycle;
    row.model_delta = static_cast<int64_t>(row.model_cycle) - static_cast<int64_t>(model_previous);
    row.model_stalls = m.stalls;
    if (last) {
      for (const ModelStall& s : w.model.final_stalls) {
        auto same = std::find_if(row.model_stalls.begin(), row.model_stalls.end(),
                                 [&](const ModelStall& x) { return x.category == s.category; });
        if (same == row.model_stalls.end()) {
          row.model_stalls.push_back(s);
        } else {
          same->cycles += s.cycles;
        }
      }
    }
    row.model_memory_level = m.memory_level;
    hw_previous = hw[i].time;
    model_previous = row.model_cycle;
    w.rows.push_back(std::move(row));
    ++j;
  }
  while (j < model.size() && code.has_no_packet(model[j].pc)) ++j;
  if (j < model.size()) {
    w.divergence =
        "the model's wave goes on at pc " + hex(model[j].pc) + " after the hardware's ended";
  }
}

// Rows' cycles summed by a key, then per traced wave, largest |difference| first.
class GapTable {
 public:
  void add(const std::string& key, const InstructionRow& row) {
    auto found = index_.find(key);
    if (found == index_.end()) {
      found = index_.emplace(key, gaps_.size()).first;
      gaps_.push_back(Gap{});
      gaps_.back().kind = key;
    }
    Gap& g = gaps_[found->second];
    ++g.rows_per_wave;
    g.hardware_cycles += static_cast<double>(row.hardware_delta);
    g.model_cycles += static_cast<double>(row.model_delta);
  }

  std::vector<Gap> per_wave(unsigned traced_waves) const {
    const double waves = traced_waves == 0 ? 1 : static_cast<double>(traced_waves);
    std::vector<Gap> out = gaps_;
    for (Gap& g : out) {
      g.rows_per_wave = static_cast<unsigned>(std::lround(g.rows_per_wave / waves));
      g.hardware_cycles /= waves;
      g.model_cycles /= waves;
      g.difference = g.model_cycles - g.hardware_cycles;
    }
    std::stable_sort(out.begin(), out.end(), [](const Gap& a, const Gap& b) {
      return std::fabs(a.difference) > std::fabs(b.difference);
    });
    return out;
  }

 private:
  std::map<std::string, std::size_t> index_;
  std::vector<Gap> gaps_;
};

}  // namespace

LaunchDescription parse_launch(const std::string& label, const std::string& text) {
  const json doc = parse_input_json(text, label);
  LaunchReader r(label);
  if (!doc.is_object()) throw InputError(label + ": expected a JSON object");
  LaunchDescription launch;
  launch.kernel = r.text(r.member(doc, "kernel"), "kernel");
  launch.code = r.text(r.member(doc, "code"), "code");
  launch.grid = r.dims(r.member(doc, "grid_work_items"), "grid_work_items");
  launch.block = r.dims(r.member(doc, "block"), "block");
  if (launch.block[0] * launch.block[1] * launch.block[2] > kMaxWorkgroupSize)
    r.fail("block", "more than " + std::to_string(kMaxWorkgroupSize) + " work-items");
  for (int d = 0; d < 3; ++d) {
    if (launch.grid[d] % launch.block[d] != 0)
      r.fail("grid_work_items", "not a whole number of blocks in dimension " + std::to_string(d));
  }
  const json& sizes = r.member(doc, "buffers_bytes");
  if (!sizes.is_array()) r.fail("buffers_bytes", "expected a list of sizes");
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    launch.buffer_bytes.push_back(
        r.count(sizes[i], "buffers_bytes[" + std::to_string(i) + "]", 1, kMaxBufferBytes));
  }
  launch.buffer_is_input.assign(launch.buffer_bytes.size(), false);
  const json& inputs = r.member(doc, "input_buffers");
  if (!inputs.is_array()) r.fail("input_buffers", "expected a list of buffer indexes");
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const std::string key = "input_buffers[" + std::to_string(i) + "]";
    if (launch.buffer_bytes.empty()) r.fail(key, "there are no buffers");
    launch.buffer_is_input[r.count(inputs[i], key, 0, launch.buffer_bytes.size() - 1)] = true;
  }
  const json& clock = r.member(doc, "shader_clock_ghz_estimate");
  if (!clock.is_number() || !(clock.get<double>() >= kMinClockGhz) ||
      !(clock.get<double>() <= kMaxClockGhz))
    r.fail("shader_clock_ghz_estimate", "expected a clock in GHz between 0.1 and 10");
  launch.clock_ghz = clock.get<double>();
  const json& buffers = r.member(doc, "sqtt");
  if (!buffers.is_array() || buffers.empty())
    r.fail("sqtt", "expected a list of the shader engines' buffers");
  for (std::size_t i = 0; i < buffers.size(); ++i) {
    const std::string key = "sqtt[" + std::to_string(i) + "]";
    if (!buffers[i].is_object()) r.fail(key, "expected an object");
    TraceBufferFile b;
    b.se = static_cast<unsigned>(r.count(r.member(buffers[i], "se"), key + ".se", i, i));
    b.file = r.text(r.member(buffers[i], "file"), key + ".file");
    const json& traced = r.member(buffers[i], "instruction_trace");
    if (!traced.is_boolean()) r.fail(key + ".instruction_trace", "expected true or false");
    b.instruction_trace = traced.get<bool>();
    launch.buffers.push_back(std::move(b));
  }
  return launch;
}

std::vector<ModelWave> parse_model_timeline(const std::string& label, const std::string& text) {
  return TimelineReader(label).read(text);
}

std::vector<ComparedUnit> compared_units(const std::vector<TracedWave>& waves,
                                         const std::vector<TraceBufferFile>& buffers,
                                         bool wgp_mode) {
  std::vector<ComparedUnit> units;
  for (const TraceBufferFile& buffer : buffers) {
    if (!buffer.instruction_trace) continue;
    ComparedUnit unit;
    unit.se = buffer.se;
    unit.simds = wgp_mode ? kWgpSimds : kFirstCuSimds;
    for (const TracedWave& wave : waves) {
      if (wave.se == unit.se && wave.cu == unit.cu &&
          std::find(unit.simds.begin(), unit.simds.end(), wave.simd) != unit.simds.end())
        unit.waves.push_back(wave);
    }
    if (unit.waves.empty()) continue;
    std::stable_sort(unit.waves.begin(), unit.waves.end(),
                     [](const TracedWave& a, const TracedWave& b) {
                       return a.start != b.start ? a.start < b.start : a.slot < b.slot;
                     });
    units.push_back(std::move(unit));
  }
  return units;
}

UnitComparison compare_unit(const ComparedUnit& unit, uint64_t workgroups,
                            const std::vector<ModelWave>& model, const KernelText& code) {
  UnitComparison out;
  out.se = unit.se;
  out.cu = unit.cu;
  out.simds = unit.simds;
  out.workgroups = workgroups;
  CodeIndex index(code);
  std::vector<bool> paired(model.size(), false);
  for (std::size_t k = 0; k < unit.simds.size(); ++k) {
    std::vector<const TracedWave*> hw;
    for (const TracedWave& w : unit.waves) {
      if (w.simd == unit.simds[k]) hw.push_back(&w);
    }
    std::vector<std::size_t> mine;
    for (std::size_t m = 0; m < model.size(); ++m) {
      if (model[m].simd == k) mine.push_back(m);
    }
    std::stable_sort(mine.begin(), mine.end(), [&](std::size_t a, std::size_t b) {
      return model[a].begin != model[b].begin ? model[a].begin < model[b].begin
                                              : model[a].id < model[b].id;
    });
    for (std::size_t n = 0; n < hw.size(); ++n) {
      WaveComparison w;
      w.hardware = *hw[n];
      if (n < mine.size()) {
        w.has_model = true;
        w.model = model[mine[n]];
        paired[mine[n]] = true;
        w.life_error = relative(static_cast<double>(w.model.end - w.model.begin),
                                static_cast<double>(w.hardware.end - w.hardware.start));
        if (w.hardware.has_instructions) build_rows(w, index);
      }
      out.waves.push_back(std::move(w));
    }
  }
  std::stable_sort(
      out.waves.begin(), out.waves.end(), [](const WaveComparison& a, const WaveComparison& b) {
        return a.hardware.start != b.hardware.start ? a.hardware.start < b.hardware.start
                                                    : a.hardware.slot < b.hardware.slot;
      });
  for (std::size_t m = 0; m < model.size(); ++m) {
    if (!paired[m]) out.unpaired_model_waves.push_back(model[m]);
  }
  uint64_t first = std::numeric_limits<uint64_t>::max();
  uint64_t last = 0;
  for (const TracedWave& w : unit.waves) {
    first = std::min(first, w.start);
    last = std::max(last, w.end);
  }
  out.hardware_span = unit.waves.empty() ? 0 : last - first;
  first = std::numeric_limits<uint64_t>::max();
  last = 0;
  for (const ModelWave& w : model) {
    first = std::min(first, w.begin);
    last = std::max(last, w.end);
  }
  out.model_span = model.empty() ? 0 : last - first;
  return out;
}

TraceComparison summarize(std::vector<UnitComparison> units) {
  TraceComparison t;
  t.units = std::move(units);
  std::vector<double> hw_lives;
  std::vector<double> model_lives;
  double squares = 0;
  unsigned paired = 0;
  double hw_spans = 0;
  double model_spans = 0;
  double row_errors = 0;
  struct RowAccumulator {
    RowSummary summary;
    std::vector<double> hardware;
    std::vector<double> model;
    double difference = 0;
    std::map<std::string, double> stalls;
  };
  std::vector<RowAccumulator> rows;
  std::map<std::pair<std::size_t, uint64_t>, std::size_t> row_at;  // (index, pc) -> rows
  GapTable by_kind;
  GapTable by_stall;
  for (const UnitComparison& unit : t.units) {
    hw_spans += static_cast<double>(unit.hardware_span);
    model_spans += static_cast<double>(unit.model_span);
    for (const WaveComparison& w : unit.waves) {
      hw_lives.push_back(static_cast<double>(w.hardware.end - w.hardware.start));
      if (!w.has_model) continue;
      model_lives.push_back(static_cast<double>(w.model.end - w.model.begin));
      squares += w.life_error * w.life_error;
      ++paired;
      if (w.rows.empty()) continue;
      ++t.traced_waves;
      double misplaced = 0;
      for (const InstructionRow& row : w.rows)
        misplaced += std::fabs(static_cast<double>(row.model_delta - row.hardware_delta));
      row_errors += misplaced / static_cast<double>(w.hardware.end - w.hardware.start);
      for (std::size_t i = 0; i < w.rows.size(); ++i) {
        const InstructionRow& row = w.rows[i];
        const auto key = std::make_pair(i, row.pc);
        auto found = row_at.find(key);
        if (found == row_at.end()) {
          found = row_at.emplace(key, rows.size()).first;
          RowAccumulator a;
          a.summary.pc = row.pc;
          a.summary.disassembly = row.disassembly;
          a.summary.kind = row.kind;
          a.summary.hardware_packet = row.hardware_packet;
          rows.push_back(std::move(a));
        }
        RowAccumulator& a = rows[found->second];
        a.hardware.push_back(static_cast<double>(row.hardware_delta));
        a.model.push_back(static_cast<double>(row.model_delta));
        a.difference += static_cast<double>(row.model_delta - row.hardware_delta);
        for (const ModelStall& s : row.model_stalls)
          a.stalls[s.category] += static_cast<double>(s.cycles);
        by_kind.add(row.kind, row);
        by_stall.add(row.model_stalls.empty() || row.model_stalls.front().cycles == 0
                         ? "no stall"
                         : row.model_stalls.front().category,
                     row);
      }
    }
    for (const ModelWave& m : unit.unpaired_model_waves)
      model_lives.push_back(static_cast<double>(m.end - m.begin));
  }
  t.hardware_median_life = median(hw_lives);
  t.model_median_life = median(model_lives);
  t.median_life_error = relative(t.model_median_life, t.hardware_median_life);
  if (!t.units.empty()) {
    t.hardware_span = hw_spans / static_cast<double>(t.units.size());
    t.model_span = model_spans / static_cast<double>(t.units.size());
  }
  t.span_error = relative(t.model_span, t.hardware_span);
  t.life_rms_error = paired == 0 ? 0 : std::sqrt(squares / paired);
  t.row_error = t.traced_waves == 0 ? 0 : row_errors / t.traced_waves;
  for (RowAccumulator& a : rows) {
    const double waves = static_cast<double>(a.hardware.size());
    a.summary.waves = static_cast<unsigned>(a.hardware.size());
    a.summary.hardware_median = median(a.hardware);
    a.summary.model_median = median(a.model);
    a.summary.mean_difference = a.difference / waves;
    for (const auto& [category, cycles] : a.stalls) {
      a.summary.model_stalls.push_back(
          {category, static_cast<uint64_t>(std::llround(cycles / waves))});
    }
    std::stable_sort(a.summary.model_stalls.begin(), a.summary.model_stalls.end(),
                     [](const ModelStall& x, const ModelStall& y) { return x.cycles > y.cycles; });
    t.rows.push_back(std::move(a.summary));
  }
  t.gaps = by_kind.per_wave(t.traced_waves);
  t.gaps_by_model_stall = by_stall.per_wave(t.traced_waves);
  return t;
}

}  // namespace cutlm::sqtt
