#include "sqtt_compare.h"

#include <algorithm>
#include <boost/program_options.hpp>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "child_runs.h"
#include "cli_common.h"
#include "help_texts.h"
#include "loader/json_input.h"
#include "loader/program.h"
#include "sqtt/compare.h"
#include "sqtt/fit.h"
#include "sqtt/packets.h"
#include "sqtt/thread_trace.h"
#include "support/errors.h"
#include "support/output_file.h"
#include "timing/timing_params.h"

// isa/gfx1100_timing.json as built into cutlm (model/timing): the parameters' defaults.
extern const char cutlm_gfx1100_timing_json[];

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

using nlohmann::ordered_json;
using namespace cutlm::sqtt;

using cutlm::cli::CommandLine;
using cutlm::cli::kExitModelError;
using cutlm::cli::kExitOk;
using cutlm::cli::kExitUsage;
using cutlm::cli::last_line;
using cutlm::cli::run_child;
using cutlm::cli::this_executable;
using cutlm::cli::WorkDir;

int usage(const std::string& command, const std::string& what) {
  std::fprintf(stderr, "cutlm sqtt %s: %s (see cutlm sqtt %s --help)\n", command.c_str(),
               what.c_str(), command.c_str());
  return kExitUsage;
}

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", 100 * fraction);
  return text;
}

// ---- timing files

struct ParameterPath {
  std::string name;  // memory.dram_ns
  std::vector<std::string> keys;
};

// A parameter's value as a timing file holds it: {"value": V, "source": ...} or V bare.
const ordered_json* parameter_value(const ordered_json& doc, const std::vector<std::string>& keys) {
  const ordered_json* at = &doc;
  for (const std::string& key : keys) {
    if (!at->is_object()) return nullptr;
    const auto found = at->find(key);
    if (found == at->end()) return nullptr;
    at = &*found;
  }
  if (at->is_object()) {
    const auto value = at->find("value");
    return value == at->end() ? nullptr : &*value;
  }
  return at;
}

void set_parameter(ordered_json& doc, const std::vector<std::string>& keys, ordered_json value,
                   const std::string& source) {
  ordered_json* at = &doc;
  for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
    if (!at->contains(keys[i]) || !(*at)[keys[i]].is_object())
      (*at)[keys[i]] = ordered_json::object();
    at = &(*at)[keys[i]];
  }
  ordered_json& leaf = (*at)[keys.back()];
  if (source.empty() && leaf.is_object()) {
    leaf["value"] = std::move(value);
  } else if (source.empty()) {
    leaf = std::move(value);
  } else {
    leaf = {{"value", std::move(value)}, {"source", source}};
  }
}

const ordered_json& default_timing() {
  static const ordered_json defaults = ordered_json::parse(cutlm_gfx1100_timing_json);
  return defaults;
}

// A parameter's value in whole units (a nanosecond value rounded), the override's if given.
uint64_t effective_value(const ordered_json& overrides, const std::vector<std::string>& keys) {
  const auto whole = [](const ordered_json* v) {
    return v != nullptr && v->is_number() && v->get<double>() >= 0;
  };
  const ordered_json* v = parameter_value(overrides, keys);
  if (!whole(v)) v = parameter_value(default_timing(), keys);
  return whole(v) ? static_cast<uint64_t>(std::llround(v->get<double>())) : 0;
}

ParameterPath parse_parameter(const std::string& name) {
  ParameterPath p;
  p.name = name;
  std::size_t at = 0;
  while (at <= name.size()) {
    const std::size_t dot = std::min(name.find('.', at), name.size());
    p.keys.push_back(name.substr(at, dot - at));
    at = dot + 1;
  }
  const ordered_json* v = nullptr;
  if (p.keys.size() >= 2 && p.keys.size() <= 3) v = parameter_value(default_timing(), p.keys);
  if (v == nullptr || !v->is_number()) {
    throw cutlm::InputError("--param " + name.substr(0, 80) +
                            ": no numeric parameter of isa/gfx1100_timing.json (write GROUP.KEY, "
                            "e.g. memory.dram_ns, or classes.CLASS.KEY)");
  }
  return p;
}

// ---- the model's runs

// A model run that did not finish: the command reports it and ends with its status.
struct ModelRunFailed {
  int status = kExitModelError;
  std::string message;
};

// A marker of a buffer: the engine's clock beside the GPU's reference counter.
struct Marker {
  uint64_t time = 0;
  uint64_t reference = 0;
};

// One shader engine's waves (start, end) in its buffer's clock, and its markers.
struct EngineWaves {
  unsigned se = 0;
  std::vector<std::pair<uint64_t, uint64_t>> waves;
  std::vector<Marker> markers;
};

// The markers of a buffer (the TS_DELTA_OR_MARK packets with bit 9 set and bit 8 clear, whose
// bits from 12 up are the reference counter; tinygrad's decoder, TG-DEC).
std::vector<Marker> buffer_markers(const std::vector<uint8_t>& bytes) {
  std::vector<Marker> markers;
  PacketReader reader(bytes.data(), bytes.size());
  Packet packet;
  while (reader.next(packet)) {
    if (packet.kind == PacketKind::Timestamp && packet.field(9, 1) == 1 && packet.field(8, 1) == 0)
      markers.push_back({packet.time, packet.bits >> 12});
  }
  return markers;
}

// A trace folder, decoded once, and what the model runs for it.
struct PreparedTrace {
  std::string dir;
  LaunchDescription launch;
  KernelText code;
  std::size_t waves = 0;  // in the whole trace
  // The whole trace's first wave start to last wave end, the buffers' times taken as they are
  // (each engine's clock has its own origin: kernel_span() puts them on one base).
  uint64_t span = 0;
  std::vector<EngineWaves> engines;  // in the order of launch.json's buffers
  std::vector<ComparedUnit> units;
  std::vector<std::array<uint64_t, 3>> grids;  // the model's grid per unit
};

// The grid's first `workgroups` workgroups (x fastest), rounded up to whole rows or planes
// when they are not a whole number of them.
std::array<uint64_t, 3> cut_grid(const LaunchDescription& launch, uint64_t workgroups) {
  std::array<uint64_t, 3> groups{};
  for (int d = 0; d < 3; ++d) groups[d] = launch.grid[d] / launch.block[d];
  // Each dimension is below 2^32 (launch.json's check), so two of them multiply exactly.
  const uint64_t plane = groups[0] * groups[1];
  if (workgroups / plane >= groups[2]) return launch.grid;
  if (workgroups <= groups[0])
    return {workgroups * launch.block[0], launch.block[1], launch.block[2]};
  const uint64_t rows = (workgroups + groups[0] - 1) / groups[0];
  if (rows <= groups[1]) return {launch.grid[0], rows * launch.block[1], launch.block[2]};
  const uint64_t planes = (workgroups + groups[0] * groups[1] - 1) / (groups[0] * groups[1]);
  return {launch.grid[0], launch.grid[1], std::min(planes, groups[2]) * launch.block[2]};
}

PreparedTrace prepare_trace(const std::string& dir) {
  PreparedTrace t;
  t.dir = dir;
  if (!fs::is_directory(dir)) throw cutlm::InputError(dir + ": no such trace folder");
  const std::string launch_path = (fs::path(dir) / "launch.json").string();
  t.launch = parse_launch(launch_path, cutlm::read_text_file(launch_path, "launch description"));
  t.code = load_kernel_text((fs::path(dir) / t.launch.code).string(), t.launch.kernel);
  std::vector<TracedWave> waves;
  for (const TraceBufferFile& file : t.launch.buffers) {
    ShaderEngineBuffer buffer;
    buffer.se = file.se;
    buffer.label = (fs::path(dir) / file.file).string();
    buffer.bytes = cutlm::read_binary_file(buffer.label, "thread-trace buffer");
    buffer.instruction_trace = file.instruction_trace;
    std::vector<TracedWave> engine = decode_shader_engine(buffer, t.code);
    EngineWaves e;
    e.se = file.se;
    for (const TracedWave& w : engine) e.waves.emplace_back(w.start, w.end);
    e.markers = buffer_markers(buffer.bytes);
    t.engines.push_back(std::move(e));
    waves.insert(waves.end(), engine.begin(), engine.end());
  }
  t.waves = waves.size();
  if (!waves.empty()) {
    uint64_t first = std::numeric_limits<uint64_t>::max();
    uint64_t last = 0;
    for (const TracedWave& w : waves) {
      first = std::min(first, w.start);
      last = std::max(last, w.end);
    }
    t.span = last - first;
  }
  t.units = compared_units(waves, t.launch.buffers, t.code.wgp_mode);
  if (t.units.empty()) {
    throw cutlm::InputError(dir + ": no shader engine that traced instructions shows waves on " +
                            "the traced SIMD's CU: nothing to compare");
  }
  const uint64_t items = t.launch.block[0] * t.launch.block[1] * t.launch.block[2];
  const uint64_t wave_size = t.code.wave64 ? 64 : 32;
  const uint64_t waves_per_group = (items + wave_size - 1) / wave_size;
  for (const ComparedUnit& unit : t.units) {
    const uint64_t groups = (unit.waves.size() + waves_per_group - 1) / waves_per_group;
    t.grids.push_back(cut_grid(t.launch, groups));
  }
  return t;
}

// The hardware's kernel on one time base.
struct KernelSpan {
  uint64_t span = 0;     // first wave start to last wave end
  bool aligned = false;  // every engine's clock moved onto the reference engine's by a marker
  unsigned reference_se = 0;
  // Per engine with waves: its clock less the reference engine's.
  std::vector<std::pair<unsigned, int64_t>> offsets;
  uint64_t longest_engine_span = 0;  // the largest of the engines' own spans
};

// Reference-counter values closer than this are one marker event: every engine records each
// event, with counter values within 4 ticks of each other (docs/gpu-evidence.md section 2).
constexpr uint64_t kSameMarkerTicks = 8;

// The engine's marker of the reference's event `value`: the nearest within kSameMarkerTicks.
const Marker* same_event(const std::vector<Marker>& markers, uint64_t value) {
  const Marker* best = nullptr;
  uint64_t best_distance = kSameMarkerTicks + 1;
  for (const Marker& m : markers) {
    const uint64_t distance = m.reference > value ? m.reference - value : value - m.reference;
    if (distance < best_distance) {
      best = &m;
      best_distance = distance;
    }
  }
  return best;
}

// Each engine's offset is found at the latest marker of the reference engine (the first with
// waves) before its first wave start that the engine shares; the engines' clocks drift by up to
// 0.2% (docs/gpu-evidence.md section 2), so the nearest event before the kernel is the one used.
// An engine with no shared marker leaves the span unaligned: then it is the buffers' own times.
KernelSpan kernel_span(const PreparedTrace& t) {
  KernelSpan k;
  const EngineWaves* reference = nullptr;
  for (const EngineWaves& e : t.engines) {
    if (e.waves.empty()) continue;
    if (reference == nullptr || e.se < reference->se) reference = &e;
    uint64_t first = std::numeric_limits<uint64_t>::max();
    uint64_t last = 0;
    for (const auto& [start, end] : e.waves) {
      first = std::min(first, start);
      last = std::max(last, end);
    }
    k.longest_engine_span = std::max(k.longest_engine_span, last - first);
  }
  if (reference == nullptr) return k;
  k.reference_se = reference->se;
  uint64_t reference_first = std::numeric_limits<uint64_t>::max();
  for (const auto& wave : reference->waves) reference_first = std::min(reference_first, wave.first);
  k.aligned = true;
  for (const EngineWaves& e : t.engines) {
    if (e.waves.empty()) continue;
    bool found = false;
    for (auto m = reference->markers.rbegin(); m != reference->markers.rend() && !found; ++m) {
      if (m->time > reference_first) continue;
      if (const Marker* hit = same_event(e.markers, m->reference)) {
        k.offsets.emplace_back(e.se,
                               static_cast<int64_t>(hit->time) - static_cast<int64_t>(m->time));
        found = true;
      }
    }
    if (!found) {
      k.aligned = false;
      k.offsets.emplace_back(e.se, 0);
    }
  }
  int64_t first = std::numeric_limits<int64_t>::max();
  int64_t last = std::numeric_limits<int64_t>::min();
  for (std::size_t i = 0, j = 0; i < t.engines.size(); ++i) {
    if (t.engines[i].waves.empty()) continue;
    const int64_t offset = k.aligned ? k.offsets[j].second : 0;
    ++j;
    for (const auto& [start, end] : t.engines[i].waves) {
      first = std::min(first, static_cast<int64_t>(start) - offset);
      last = std::max(last, static_cast<int64_t>(end) - offset);
    }
  }
  k.span = static_cast<uint64_t>(last - first);
  return k;
}

ordered_json manifest_for(const PreparedTrace& t, const std::array<uint64_t, 3>& grid) {
  ordered_json m;
  m["comment"] = "written by cutlm sqtt compare from " + t.dir + "/launch.json";
  m["code"] = fs::absolute(fs::path(t.dir) / t.launch.code).string();
  m["kernel"] = t.launch.kernel;
  m["grid"] = grid;
  m["block"] = t.launch.block;
  ordered_json buffers = ordered_json::array();
  ordered_json args = ordered_json::array();
  for (std::size_t i = 0; i < t.launch.buffer_bytes.size(); ++i) {
    const std::string name = "buffer" + std::to_string(i);
    ordered_json b = {{"name", name}, {"size", t.launch.buffer_bytes[i]}};
    if (t.launch.buffer_is_input[i]) b["init"] = {{"random", i + 1}};
    buffers.push_back(std::move(b));
    args.push_back({{"buffer", name}});
  }
  m["buffers"] = std::move(buffers);
  m["args"] = std::move(args);
  return m;
}

struct CompareSettings {
  ordered_json overrides = ordered_json::object();  // in the defaults' units
  double clock_ghz = 0;                             // 0: each trace's own
  std::string gpu_lookahead;                        // --gpu-lookahead of a --gpu run (empty: none)
};

// The timing file of one trace's runs: the overrides, the descriptor's WGP mode (unless given).
ordered_json run_config(const PreparedTrace& t, const CompareSettings& settings) {
  ordered_json config = settings.overrides;
  if (parameter_value(config, {"structure", "wgp_mode"}) == nullptr)
    set_parameter(config, {"structure", "wgp_mode"}, t.code.wgp_mode, "");
  return config;
}

// The CU clock period of a trace's runs, as --clock-ns takes it.
std::string clock_ns_text(const PreparedTrace& t, const CompareSettings& settings) {
  const double ghz = settings.clock_ghz > 0 ? settings.clock_ghz : t.launch.clock_ghz;
  char text[32];
  std::snprintf(text, sizeof text, "%.6f", 1.0 / ghz);
  return text;
}

// The waves of a timeline, from their "wave" slices (one per wave's life, on its slot's track):
// (launch, end). Only the slices are read, so a GPU's tracks, named by place, need no more.
std::vector<std::pair<uint64_t, uint64_t>> timeline_waves(const std::string& path) {
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(cutlm::read_text_file(path, "model timeline"));
  } catch (const nlohmann::json::exception& e) {
    throw cutlm::InputError(path + ": malformed JSON: " + std::string(e.what()).substr(0, 200));
  }
  if (!doc.is_object() || !doc.contains("traceEvents") || !doc["traceEvents"].is_array())
    throw cutlm::InputError(path + ": no traceEvents list: not a cutlm timeline");
  std::vector<std::pair<uint64_t, uint64_t>> waves;
  const nlohmann::json& events = doc["traceEvents"];
  for (std::size_t i = 0; i < events.size(); ++i) {
    const nlohmann::json& e = events[i];
    if (!e.is_object() || e.value("cat", "") != "wave") continue;
    const auto ts = e.find("ts");
    const auto dur = e.find("dur");
    if (ts == e.end() || dur == e.end() || !ts->is_number_unsigned() ||
        !dur->is_number_unsigned() || e.value("unfinished", false)) {
      throw cutlm::InputError(path + ": traceEvents[" + std::to_string(i) +
                              "]: a wave slice without its whole-number ts and dur, or unfinished");
    }
    waves.emplace_back(ts->get<uint64_t>(), ts->get<uint64_t>() + dur->get<uint64_t>());
  }
  return waves;
}

class ModelRunner {
 public:
  explicit ModelRunner(const std::string& work_dir) : self_(this_executable()), work_(work_dir) {}

  // The model's waves for unit `u` of the trace; a failed run throws ModelRunFailed.
  std::vector<ModelWave> run(const PreparedTrace& t, std::size_t u, const ordered_json& config,
                             const std::string& clock_ns) {
    const std::string tag = "run" + std::to_string(++runs_);
    const std::string timeline = work_.file(tag + ".timeline.json");
    dispatch(t, t.grids[u], config, tag, {"--clock-ns", clock_ns, "--timeline", timeline});
    return parse_model_timeline(timeline, cutlm::read_text_file(timeline, "model timeline"));
  }

  // The trace's whole grid on the GPU `gpu` (cutlm dispatch --gpu): its waves' (launch, end)
  // and the run's cycles (its statistics').
  std::pair<std::vector<std::pair<uint64_t, uint64_t>>, uint64_t> run_gpu(
      const PreparedTrace& t, const ordered_json& config, const std::string& clock_ns,
      const std::string& gpu, const std::string& lookahead) {
    const std::string tag = "run" + std::to_string(++runs_);
    const std::string timeline = work_.file(tag + ".timeline.json");
    const std::string stats = work_.file(tag + ".stats.json");
    std::vector<std::string> options = {"--gpu",      gpu,      "--clock-ns", clock_ns,
                                        "--timeline", timeline, "--stats",    stats};
    if (!lookahead.empty()) options.insert(options.end(), {"--gpu-lookahead", lookahead});
    dispatch(t, t.launch.grid, config, tag, options);
    const nlohmann::json s =
        cutlm::parse_input_json(cutlm::read_text_file(stats, "model statistics"), stats);
    if (!s.contains("cycles") || !s["cycles"].is_number_unsigned())
      throw cutlm::InputError(stats + ": no whole number \"cycles\"");
    return {timeline_waves(timeline), s["cycles"].get<uint64_t>()};
  }

  std::string file(const std::string& name) const { return work_.file(name); }

 private:
  void dispatch(const PreparedTrace& t, const std::array<uint64_t, 3>& grid,
                const ordered_json& config, const std::string& tag,
                const std::vector<std::string>& options) {
    const std::string manifest = work_.file(tag + ".manifest.json");
    const std::string timing = work_.file(tag + ".timing.json");
    cutlm::write_output_file(manifest, "model manifest", manifest_for(t, grid).dump(1) + "\n");
    cutlm::write_output_file(timing, "model timing file", config.dump(1) + "\n");
    const std::string out = work_.file(tag + ".stdout");
    const std::string err = work_.file(tag + ".stderr");
    std::vector<std::string> args = {"dispatch",        manifest, "--timing", "cycle",
                                     "--timing-config", timing,   "-q"};
    args.insert(args.end(), options.begin(), options.end());
    const int status = run_child(self_, args, out, err);
    if (status != kExitOk) {
      ModelRunFailed failed;
      failed.status = status == kExitUsage ? kExitUsage : kExitModelError;
      const std::string line = last_line(err);
      failed.message = "the model's run of " + t.dir + " failed (cutlm dispatch exit " +
                       std::to_string(status) + ")" + (line.empty() ? "" : ": " + line) +
                       (work_.kept() ? "; its files: " + manifest + ", " + timing
                                     : "; --work-dir DIR keeps its files");
      throw failed;
    }
  }

  std::string self_;
  WorkDir work_;
  unsigned runs_ = 0;
};

TraceComparison compare_trace(const PreparedTrace& t, const CompareSettings& settings,
                              ModelRunner& runner) {
  const ordered_json config = run_config(t, settings);
  std::map<std::array<uint64_t, 3>, std::vector<ModelWave>> runs;  // by grid: one run each
  std::vector<UnitComparison> units;
  for (std::size_t u = 0; u < t.units.size(); ++u) {
    auto found = runs.find(t.grids[u]);
    if (found == runs.end()) {
      found = runs.emplace(t.grids[u], runner.run(t, u, config, clock_ns_text(t, settings))).first;
    }
    const std::array<uint64_t, 3>& grid = t.grids[u];
    // The whole grid when the unit's share is all of it: saturate rather than wrap.
    uint64_t groups = 1;
    for (int d = 0; d < 3; ++d) {
      const uint64_t n = grid[d] / t.launch.block[d];
      groups = groups > std::numeric_limits<uint64_t>::max() / n
                   ? std::numeric_limits<uint64_t>::max()
                   : groups * n;
    }
    UnitComparison c = compare_unit(t.units[u], groups, found->second, t.code);
    c.model_grid = grid;
    units.push_back(std::move(c));
  }
  return summarize(std::move(units));
}

// The kernel as a whole: the trace beside the model's run of the whole grid on a GPU.
struct GpuComparison {
  std::string gpu;
  KernelSpan hardware;
  std::size_t hardware_waves = 0;
  double hardware_median_life = 0;
  std::size_t model_waves = 0;
  uint64_t model_first_launch = 0;
  uint64_t model_last_end = 0;
  uint64_t model_span = 0;
  uint64_t model_cycles = 0;  // the run's, from the dispatch
  double model_median_life = 0;
  double span_error = 0;  // fractions: (model - hardware) / hardware
  double life_error = 0;
};

double median_of(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double relative_error(double model, double hardware) {
  return hardware == 0 ? 0 : (model - hardware) / hardware;
}

GpuComparison compare_gpu(const PreparedTrace& t, const CompareSettings& settings,
                          ModelRunner& runner, const std::string& gpu) {
  GpuComparison c;
  c.gpu = gpu;
  c.hardware = kernel_span(t);
  c.hardware_waves = t.waves;
  std::vector<double> lives;
  for (const EngineWaves& e : t.engines) {
    for (const auto& [start, end] : e.waves) lives.push_back(static_cast<double>(end - start));
  }
  c.hardware_median_life = median_of(lives);
  const auto [waves, cycles] = runner.run_gpu(
      t, run_config(t, settings), clock_ns_text(t, settings), gpu, settings.gpu_lookahead);
  c.model_cycles = cycles;
  c.model_waves = waves.size();
  lives.clear();
  c.model_first_launch = std::numeric_limits<uint64_t>::max();
  for (const auto& [begin, end] : waves) {
    c.model_first_launch = std::min(c.model_first_launch, begin);
    c.model_last_end = std::max(c.model_last_end, end);
    lives.push_back(static_cast<double>(end - begin));
  }
  if (waves.empty()) c.model_first_launch = 0;
  c.model_span = c.model_last_end - c.model_first_launch;
  c.model_median_life = median_of(lives);
  c.span_error =
      relative_error(static_cast<double>(c.model_span), static_cast<double>(c.hardware.span));
  c.life_error = relative_error(c.model_median_life, c.hardware_median_life);
  return c;
}

ordered_json gpu_comparison_json(const GpuComparison& c) {
  ordered_json offsets = ordered_json::array();
  for (const auto& [se, offset] : c.hardware.offsets)
    offsets.push_back({{"se", se}, {"offset", offset}});
  ordered_json j;
  j["gpu"] = c.gpu;
  j["hardware"] = {{"waves", c.hardware_waves},
                   {"kernel_span", c.hardware.span},
                   {"aligned", c.hardware.aligned},
                   {"reference_se", c.hardware.reference_se},
                   {"clock_offsets", offsets},
                   {"longest_engine_span", c.hardware.longest_engine_span},
                   {"median_wave_life", c.hardware_median_life}};
  j["model"] = {{"waves", c.model_waves},
                {"kernel_span", c.model_span},
                {"first_launch", c.model_first_launch},
                {"last_end", c.model_last_end},
                {"cycles", c.model_cycles},
                {"median_wave_life", c.model_median_life}};
  j["errors"] = {{"kernel_span", c.span_error}, {"median_wave_life", c.life_error}};
  return j;
}

std::string gpu_comparison_text(const GpuComparison& c) {
  char line[200];
  std::string text = "                       hardware       model    error\n";
  std::snprintf(line, sizeof line, "kernel span       %13llu %11llu %8s\n",
                static_cast<unsigned long long>(c.hardware.span),
                static_cast<unsigned long long>(c.model_span), percent(c.span_error).c_str());
  text += line;
  std::snprintf(line, sizeof line, "median wave life  %13.1f %11.1f %8s\n", c.hardware_median_life,
                c.model_median_life, percent(c.life_error).c_str());
  text += line;
  std::snprintf(line, sizeof line, "waves             %13zu %11zu\n\n", c.hardware_waves,
                c.model_waves);
  text += line;
  text += "hardware: first wave start to last wave end, ";
  if (c.hardware.aligned) {
    text += "the engines' clocks aligned by their markers (clock offsets from SE" +
            std::to_string(c.hardware.reference_se) + ":";
    for (const auto& [se, offset] : c.hardware.offsets)
      text += " SE" + std::to_string(se) + " " + std::to_string(offset);
    text += ")";
  } else {
    text += "NOT aligned (an engine shares no marker with SE" +
            std::to_string(c.hardware.reference_se) + "): the buffers' own times";
  }
  text += "; the longest engine's own span " + std::to_string(c.hardware.longest_engine_span) +
          "\nmodel: first wave launch (cycle " + std::to_string(c.model_first_launch) +
          ") to last wave end (" + std::to_string(c.model_last_end) + "); the run took " +
          std::to_string(c.model_cycles) + " cycles from the dispatch\n";
  return text;
}

void write_comparison(const std::string& text, const std::string& output) {
  if (output.empty()) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
      throw cutlm::OutputError(std::string("cannot write the comparison to standard output: ") +
                               std::strerror(errno));
    }
  } else {
    cutlm::write_output_file(output, "comparison", text);
  }
}

ordered_json read_overrides(const std::string& path) {
  if (path.empty()) return ordered_json::object();
  // Checked in full by the loader the model's runs use, so that a bad file is one line now.
  cutlm::timing::load_timing_params(path);
  const nlohmann::json strict =
      cutlm::parse_input_json(cutlm::read_text_file(path, "timing configuration"), path);
  return ordered_json::parse(strict.dump());
}

std::string clock_text(const PreparedTrace& t, const CompareSettings& settings) {
  char text[160];
  if (settings.clock_ghz > 0) {
    std::snprintf(text, sizeof text, "%.3f GHz (--clock-ghz; launch.json says %.3f)",
                  settings.clock_ghz, t.launch.clock_ghz);
  } else {
    std::snprintf(text, sizeof text, "%.3f GHz (launch.json)", t.launch.clock_ghz);
  }
  return text;
}

bool parse_clock(const std::string& text, double& clock) {
  if (text.empty() || text.size() > 12 ||
      text.find_first_not_of("0123456789.") != std::string::npos)
    return false;
  char* end = nullptr;
  clock = std::strtod(text.c_str(), &end);
  return end != nullptr && *end == '\0' && clock >= 0.1 && clock <= 10;
}

int compare_gpu_command(const PreparedTrace& trace, const CompareSettings& settings,
                        ModelRunner& runner, const std::string& gpu, bool json,
                        const std::string& output) {
  GpuComparison comparison;
  try {
    comparison = compare_gpu(trace, settings, runner, gpu);
  } catch (const ModelRunFailed& failed) {
    std::fprintf(stderr, "cutlm sqtt compare: %s\n", failed.message.c_str());
    return failed.status;
  }
  const double ghz = settings.clock_ghz > 0 ? settings.clock_ghz : trace.launch.clock_ghz;
  std::string text;
  if (json) {
    ordered_json j;
    j["format"] = "cutlm-sqtt-compare";
    j["version"] = 1;
    j["trace"] = trace.dir;
    j["kernel"] = trace.launch.kernel;
    j["clock_ghz"] = ghz;
    j["time_unit"] = "cycle";
    j["model_timing_config"] = run_config(trace, settings);
    j["model_grid"] = trace.launch.grid;
    const ordered_json body = gpu_comparison_json(comparison);
    for (auto it = body.begin(); it != body.end(); ++it) j[it.key()] = *it;
    text = j.dump(1) + "\n";
  } else {
    const auto& g = trace.launch.grid;
    text = "cutlm sqtt compare --gpu " + gpu + " " + trace.dir + "\nkernel " + trace.launch.kernel +
           ": the whole grid, " + std::to_string(g[0]) + " x " + std::to_string(g[1]) + " x " +
           std::to_string(g[2]) + " work-items; shader clock " + clock_text(trace, settings) +
           "; the model runs it on the whole GPU (cutlm dispatch --gpu " + gpu +
           ") in cycle mode at this clock\n\n" + gpu_comparison_text(comparison);
  }
  write_comparison(text, output);
  return kExitOk;
}

}  // namespace

int sqtt_compare_command(const std::vector<std::string>& args) {
  std::vector<std::string> inputs;
  std::string timing_config;
  std::string clock;
  std::string output;
  std::string work_dir;
  std::string gpu;
  CompareSettings settings;
  po::options_description desc("cutlm sqtt compare DIR [options]");
  desc.add_options()("help,h", "show this help")(
      "json", "print JSON (every wave, every row) instead of the tables")(
      "every-wave", "also print each traced wave's rows")(
      "timing-config", po::value(&timing_config)->value_name("FILE"),
      "override timing parameters (isa/gfx1100_timing.json's nesting, any subset)")(
      "clock-ghz", po::value(&clock)->value_name("G"),
      "the shader clock to run the model at (default: launch.json's)")(
      "gpu", po::value(&gpu)->value_name("NAME"),
      "run the whole grid on this GPU (rx7900xtx) and compare the kernel's span")(
      "gpu-lookahead", po::value(&settings.gpu_lookahead)->value_name("CYCLES"),
      "with --gpu: the model's lookahead (cutlm dispatch --gpu-lookahead)")(
      "work-dir", po::value(&work_dir)->value_name("D"),
      "keep the model's manifest, timing file and timeline here (default: a temporary folder)")(
      "output,o", po::value(&output)->value_name("FILE"), "write here (default: stdout)");
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("sqtt compare", desc, cutlm_help_sqtt_compare)
                                          .positional("input", po::value(&inputs), -1)
                                          .parse(args, vm)) {
    return *done;
  }
  if (inputs.size() != 1) return usage("compare", "give one trace folder");
  if (vm.count("clock-ghz") != 0u && !parse_clock(clock, settings.clock_ghz))
    return usage("compare",
                 "--clock-ghz: \"" + clock.substr(0, 20) + "\" is no clock in GHz (0.1 to 10)");
  const bool whole_gpu = vm.count("gpu") != 0u;
  if (whole_gpu && gpu != "rx7900xtx")
    return usage("compare",
                 "--gpu: \"" + gpu.substr(0, 20) + "\" is no GPU the model knows (rx7900xtx)");
  if (!whole_gpu && vm.count("gpu-lookahead") != 0u)
    return usage("compare", "--gpu-lookahead needs --gpu");
  if (whole_gpu && vm.count("every-wave") != 0u)
    return usage("compare", "--every-wave compares one CU's waves, not with --gpu");
  settings.overrides = read_overrides(timing_config);
  if (!output.empty()) cutlm::check_output_writable(output, "comparison");
  const PreparedTrace trace = prepare_trace(inputs[0]);
  ModelRunner runner(work_dir);
  if (whole_gpu)
    return compare_gpu_command(trace, settings, runner, gpu, vm.count("json") != 0u, output);
  TraceComparison comparison;
  try {
    comparison = compare_trace(trace, settings, runner);
  } catch (const ModelRunFailed& failed) {
    std::fprintf(stderr, "cutlm sqtt compare: %s\n", failed.message.c_str());
    return failed.status;
  }
  std::string text;
  const ordered_json config = run_config(trace, settings);
  if (vm.count("json") != 0u) {
    ordered_json j;
    j["format"] = "cutlm-sqtt-compare";
    j["version"] = 1;
    j["trace"] = trace.dir;
    j["kernel"] = trace.launch.kernel;
    j["trace_waves"] = trace.waves;
    j["trace_span"] = trace.span;
    j["clock_ghz"] = settings.clock_ghz > 0 ? settings.clock_ghz : trace.launch.clock_ghz;
    j["time_unit"] = "cycle";
    j["model_timing_config"] = config;
    const ordered_json body = comparison_json(comparison);
    for (auto it = body.begin(); it != body.end(); ++it) j[it.key()] = *it;
    text = j.dump(1) + "\n";
  } else {
    text = "cutlm sqtt compare " + trace.dir + "\nkernel " + trace.launch.kernel + ", " +
           std::to_string(trace.waves) + (trace.waves == 1 ? " wave" : " waves") +
           " in the trace over " + std::to_string(trace.span) + " cycles; shader clock " +
           clock_text(trace, settings) +
           "; the model runs in cycle mode at this clock (its nanosecond parameters in its "
           "cycles)\n\n" +
           comparison_text(comparison, vm.count("every-wave") != 0u);
  }
  write_comparison(text, output);
  return kExitOk;
}

int sqtt_fit_command(const std::vector<std::string>& args) {
  std::vector<std::string> inputs;
  std::vector<std::string> params;
  std::string timing_config;
  std::string output;
  std::string work_dir;
  unsigned max_evaluations = 200;
  std::string objective = "wave-life";
  po::options_description desc("cutlm sqtt fit DIR... --param NAME [--param NAME ...] [options]");
  desc.add_options()("help,h", "show this help")(
      "objective", po::value(&objective)->value_name("NAME"),
      "wave-life (default): the waves' life errors; misplaced-cycles: each traced wave's "
      "|row differences| over its life")(
      "param", po::value(&params)->value_name("NAME"),
      "a parameter to fit, e.g. memory.dram_ns or classes.valu32.latency (repeatable)")(
      "timing-config", po::value(&timing_config)->value_name("FILE"),
      "start from these parameters (and keep them in the output)")(
      "output,o", po::value(&output)->value_name("FILE"),
      "write the fitted --timing-config file here (default: stdout)")(
      "max-evaluations", po::value(&max_evaluations)->value_name("N"),
      "points to evaluate at most, each a model run per trace (default 200)")(
      "work-dir", po::value(&work_dir)->value_name("D"),
      "keep the model runs' files here (default: a temporary folder)")(
      "quiet,q", "print no line per evaluation");
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("sqtt fit", desc, cutlm_help_sqtt_fit)
                                          .positional("input", po::value(&inputs), -1)
                                          .parse(args, vm)) {
    return *done;
  }
  if (inputs.empty()) return usage("fit", "give at least one trace folder");
  if (params.empty()) return usage("fit", "name at least one --param to fit");
  if (max_evaluations < 1 || max_evaluations > 100000)
    return usage("fit", "--max-evaluations: from 1 to 100000");
  if (objective != "wave-life" && objective != "misplaced-cycles") {
    return usage("fit", "--objective: \"" + objective.substr(0, 40) +
                            "\" is neither wave-life nor misplaced-cycles");
  }
  const bool by_rows = objective == "misplaced-cycles";
  const std::string error_name = by_rows ? "misplaced cycles" : "wave life error";
  const bool quiet = vm.count("quiet") != 0u;
  std::vector<ParameterPath> paths;
  for (const std::string& name : params) {
    for (const ParameterPath& p : paths) {
      if (p.name == name) return usage("fit", "--param " + name.substr(0, 80) + " given twice");
    }
    paths.push_back(parse_parameter(name));
  }
  CompareSettings settings;
  const ordered_json base = read_overrides(timing_config);
  if (!output.empty()) cutlm::check_output_writable(output, "fitted timing configuration");
  std::vector<PreparedTrace> traces;
  for (const std::string& dir : inputs) traces.push_back(prepare_trace(dir));
  ModelRunner runner(work_dir);
  const std::string check_path = runner.file("fit-check.timing.json");

  std::vector<int64_t> start;
  std::vector<int64_t> lower;
  std::vector<int64_t> upper;
  for (const ParameterPath& p : paths) {
    start.push_back(static_cast<int64_t>(effective_value(base, p.keys)));
    lower.push_back(0);
    upper.push_back(1000000);
  }
  const auto with_values = [&](const std::vector<int64_t>& values) {
    ordered_json config = base;
    for (std::size_t i = 0; i < paths.size(); ++i)
      set_parameter(config, paths[i].keys, values[i], "");
    return config;
  };
  const auto describe = [&](const std::vector<int64_t>& values) {
    std::string text;
    for (std::size_t i = 0; i < paths.size(); ++i)
      text += (i == 0 ? "" : " ") + paths[i].name + "=" + std::to_string(values[i]);
    return text;
  };
  unsigned evaluation = 0;
  const auto error = [&](const std::vector<int64_t>& values) {
    settings.overrides = with_values(values);
    ++evaluation;
    // A value the model's loader refuses (out of its range) is no candidate.
    try {
      cutlm::write_output_file(check_path, "timing check", settings.overrides.dump() + "\n");
      cutlm::timing::load_timing_params(check_path);
    } catch (const cutlm::InputError&) {
      if (!quiet) {
        std::fprintf(stderr, "fit %u: %s: out of the parameters' range\n", evaluation,
                     describe(values).c_str());
      }
      return std::numeric_limits<double>::infinity();
    }
    double sum = 0;
    for (const PreparedTrace& t : traces) {
      const TraceComparison c = compare_trace(t, settings, runner);
      sum += by_rows ? c.row_error : c.life_rms_error;
    }
    const double e = sum / static_cast<double>(traces.size());
    if (!quiet) {
      std::fprintf(stderr, "fit %u: %s: %s %s\n", evaluation, describe(values).c_str(),
                   error_name.c_str(), percent(e).c_str());
    }
    return e;
  };
  SearchResult result;
  try {
    result = search_minimum(start, lower, upper, error, max_evaluations);
  } catch (const ModelRunFailed& failed) {
    std::fprintf(stderr, "cutlm sqtt fit: %s\n", failed.message.c_str());
    return failed.status;
  }

  std::string trace_names;
  for (const PreparedTrace& t : traces)
    trace_names += (trace_names.empty() ? "" : ", ") + fs::path(t.dir).filename().string();
  const std::string source = "fitted by cutlm sqtt fit to " + trace_names + " (mean " +
                             (by_rows ? "misplaced cycles " : "wave-life RMS error ") +
                             percent(result.start_error) + " at " + describe(start) + ", " +
                             percent(result.best_error) + " fitted)";
  ordered_json fitted = ordered_json::object();
  fitted["about"] = "cutlm sqtt fit: " + describe(result.best) + "; " + source;
  for (auto& [key, value] : base.items()) {
    if (key != "about") fitted[key] = value;
  }
  for (std::size_t i = 0; i < paths.size(); ++i)
    set_parameter(fitted, paths[i].keys, result.best[i], source);
  const std::string text = fitted.dump(1) + "\n";
  // The summary goes with the results when the file goes elsewhere, beside the progress otherwise.
  std::fprintf(output.empty() ? stderr : stdout, "fitted %s after %u evaluations: %s %s -> %s\n",
               describe(result.best).c_str(), result.evaluations, error_name.c_str(),
               percent(result.start_error).c_str(), percent(result.best_error).c_str());
  if (output.empty()) {
    std::fwrite(text.data(), 1, text.size(), stdout);
  } else {
    cutlm::write_output_file(output, "fitted timing configuration", text);
  }
  std::fflush(stdout);
  return kExitOk;
}
