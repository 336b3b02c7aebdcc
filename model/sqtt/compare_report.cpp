// cutlm sqtt compare's output: the comparison as aligned text and as JSON.
#include <cinttypes>
#include <cstdarg>
#include <cstdio>

#include "sqtt/compare.h"

namespace cutlm::sqtt {
namespace {

using nlohmann::ordered_json;

__attribute__((format(printf, 1, 2))) std::string format(const char* pattern, ...) {
  char text[512];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(text, sizeof text, pattern, args);
  va_end(args);
  return text;
}

std::string hex(uint64_t value) { return format("0x%" PRIx64, value); }

std::string percent(double fraction) { return format("%+.1f%%", 100 * fraction); }

// "fetch 200, arbitration 3": the largest `count` stalls.
std::string stall_text(const std::vector<ModelStall>& stalls, std::size_t count) {
  std::string out;
  for (std::size_t i = 0; i < stalls.size() && i < count; ++i) {
    if (stalls[i].cycles == 0) continue;
    out += (out.empty() ? "" : ", ") + stalls[i].category + " " + std::to_string(stalls[i].cycles);
  }
  return out.empty() ? "-" : out;
}

std::string simd_list(const std::vector<unsigned>& simds) {
  std::string out;
  for (std::size_t i = 0; i < simds.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == simds.size() ? " and " : ", ") + std::to_string(simds[i]);
  }
  return out;
}

ordered_json stalls_json(const std::vector<ModelStall>& stalls) {
  ordered_json out = ordered_json::object();
  for (const ModelStall& s : stalls) out[s.category] = s.cycles;
  return out;
}

ordered_json row_json(const InstructionRow& row) {
  ordered_json j;
  j["pc"] = hex(row.pc);
  j["disassembly"] = row.disassembly;
  j["kind"] = row.kind;
  j["hardware"] = {
      {"packet", row.hardware_packet}, {"time", row.hardware_time}, {"delta", row.hardware_delta}};
  ordered_json model;
  model["cycle"] = row.model_cycle;
  model["delta"] = row.model_delta;
  model["stalls"] = stalls_json(row.model_stalls);
  model["memory_level"] =
      row.model_memory_level.empty() ? ordered_json() : ordered_json(row.model_memory_level);
  j["model"] = std::move(model);
  return j;
}

ordered_json model_wave_json(const ModelWave& m) {
  return {{"wave", m.id},     {"name", m.name}, {"simd", m.simd},         {"slot", m.slot},
          {"begin", m.begin}, {"end", m.end},   {"life", m.end - m.begin}};
}

std::string gap_table(const char* title, const char* key, const std::vector<Gap>& gaps) {
  std::string out = std::string("\n") + title + "\n";
  out += format("  %-44s %5s %10s %10s %10s\n", key, "rows", "hardware", "model", "diff");
  double hardware = 0;
  double model = 0;
  unsigned rows = 0;
  for (const Gap& g : gaps) {
    out += format("  %-44s %5u %10.1f %10.1f %+10.1f\n", g.kind.c_str(), g.rows_per_wave,
                  g.hardware_cycles, g.model_cycles, g.difference);
    hardware += g.hardware_cycles;
    model += g.model_cycles;
    rows += g.rows_per_wave;
  }
  out += format("  %-44s %5u %10.1f %10.1f %+10.1f\n", "total (the traced waves' mean life)", rows,
                hardware, model, model - hardware);
  return out;
}

ordered_json gaps_json(const std::vector<Gap>& gaps) {
  ordered_json out = ordered_json::array();
  for (const Gap& g : gaps) {
    out.push_back({{"kind", g.kind},
                   {"rows_per_wave", g.rows_per_wave},
                   {"hardware_cycles", g.hardware_cycles},
                   {"model_cycles", g.model_cycles},
                   {"difference", g.difference}});
  }
  return out;
}

}  // namespace

std::string comparison_text(const TraceComparison& t, bool every_wave) {
  std::string out;
  out += format("%-50s %10s %10s %8s\n", "kernel", "hardware", "model", "error");
  out += format("  %-48s %10.1f %10.1f %8s\n", "median wave life", t.hardware_median_life,
                t.model_median_life, percent(t.median_life_error).c_str());
  out += format("  %-48s %10.1f %10.1f %8s\n", "span of the CU's waves (first start to last end)",
                t.hardware_span, t.model_span, percent(t.span_error).c_str());
  out += format("  %-48s %21s %8s\n", "wave life error, root mean square over the waves", "",
                format("%.1f%%", 100 * t.life_rms_error).c_str());
  out += format("  %-48s %21s %8s\n", "misplaced cycles: sum of |row differences| / life", "",
                format("%.1f%%", 100 * t.row_error).c_str());
  for (const UnitComparison& unit : t.units) {
    out += format(
        "\nSE %u, CU %u, SIMDs %s: %zu hardware waves; the model ran %" PRIu64 " workgroups\n",
        unit.se, unit.cu, simd_list(unit.simds).c_str(), unit.waves.size(), unit.workgroups);
    out += format("  %4s %4s %10s %6s | %-16s %4s %4s %7s %6s | %7s\n", "simd", "slot", "start",
                  "life", "model wave", "simd", "slot", "begin", "life", "error");
    for (const WaveComparison& w : unit.waves) {
      out += format("  %4u %4u %10" PRIu64 " %6" PRIu64 " | ", w.hardware.simd, w.hardware.slot,
                    w.hardware.start, w.hardware.end - w.hardware.start);
      if (w.has_model) {
        out += format("%-16s %4u %4u %7" PRIu64 " %6" PRIu64 " | %7s\n", w.model.name.c_str(),
                      w.model.simd, w.model.slot, w.model.begin, w.model.end - w.model.begin,
                      percent(w.life_error).c_str());
      } else {
        out += format("%-16s %4s %4s %7s %6s | %7s\n", "(none)", "", "", "", "", "");
      }
    }
    for (const ModelWave& m : unit.unpaired_model_waves) {
      out += format("  %4s %4s %10s %6s | %-16s %4u %4u %7" PRIu64 " %6" PRIu64 " |\n", "", "",
                    "(none)", "", m.name.c_str(), m.simd, m.slot, m.begin, m.end - m.begin);
    }
    out += format("  span %" PRIu64 " on the hardware, %" PRIu64 " in the model\n",
                  unit.hardware_span, unit.model_span);
    for (const WaveComparison& w : unit.waves) {
      if (!w.divergence.empty()) {
        out += format("  SIMD %u slot %u: the paths part: %s\n", w.hardware.simd, w.hardware.slot,
                      w.divergence.c_str());
      }
    }
  }
  if (t.traced_waves == 0) return out;
  out += format(
      "\ntraced instructions, median over %u wave(s) of the cycles since the wave's previous "
      "instruction\n(the first row: since the wave started; the s_endpgm row: to the wave's "
      "end); model stalls: mean cycles per wave\n",
      t.traced_waves);
  out += format("  %-8s %8s %8s %8s  %-14s %-36s %s\n", "pc", "hardware", "model", "diff", "packet",
                "model stalls", "instruction");
  for (const RowSummary& r : t.rows) {
    out += format("  %-8s %8.1f %8.1f %+8.1f  %-14s %-36s %s\n", hex(r.pc).c_str(),
                  r.hardware_median, r.model_median, r.mean_difference, r.hardware_packet.c_str(),
                  stall_text(r.model_stalls, 2).c_str(), r.disassembly.c_str());
  }
  out += gap_table(
      "where the difference comes from: cycles per traced wave by kind of row, "
      "largest first",
      "kind", t.gaps);
  out += gap_table("the same rows by the model's largest stall in the row", "model stall",
                   t.gaps_by_model_stall);
  if (!every_wave) return out;
  for (const UnitComparison& unit : t.units) {
    for (const WaveComparison& w : unit.waves) {
      if (w.rows.empty()) continue;
      out += format("\nSE %u SIMD %u slot %u (start %" PRIu64 ") beside the model's %s\n", unit.se,
                    w.hardware.simd, w.hardware.slot, w.hardware.start, w.model.name.c_str());
      out += format("  %-8s %8s %8s %8s  %-14s %-36s %-6s %s\n", "pc", "hardware", "model", "diff",
                    "packet", "model stalls", "memory", "instruction");
      for (const InstructionRow& r : w.rows) {
        out += format("  %-8s %8" PRId64 " %8" PRId64 " %+8" PRId64 "  %-14s %-36s %-6s %s\n",
                      hex(r.pc).c_str(), r.hardware_delta, r.model_delta,
                      r.model_delta - r.hardware_delta, r.hardware_packet.c_str(),
                      stall_text(r.model_stalls, 3).c_str(),
                      r.model_memory_level.empty() ? "-" : r.model_memory_level.c_str(),
                      r.disassembly.c_str());
      }
    }
  }
  return out;
}

ordered_json comparison_json(const TraceComparison& t) {
  ordered_json j;
  j["hardware"] = {{"median_wave_life", t.hardware_median_life}, {"span", t.hardware_span}};
  j["model"] = {{"median_wave_life", t.model_median_life}, {"span", t.model_span}};
  j["errors"] = {{"median_wave_life", t.median_life_error},
                 {"span", t.span_error},
                 {"wave_life_rms", t.life_rms_error},
                 {"misplaced_cycles", t.row_error}};
  j["traced_waves"] = t.traced_waves;
  ordered_json units = ordered_json::array();
  for (const UnitComparison& unit : t.units) {
    ordered_json u;
    u["se"] = unit.se;
    u["cu"] = unit.cu;
    u["simds"] = unit.simds;
    u["model_workgroups"] = unit.workgroups;
    u["model_grid"] = unit.model_grid;
    u["hardware_span"] = unit.hardware_span;
    u["model_span"] = unit.model_span;
    ordered_json waves = ordered_json::array();
    for (const WaveComparison& w : unit.waves) {
      ordered_json wj;
      wj["hardware"] = {{"se", w.hardware.se},
                        {"cu", w.hardware.cu},
                        {"simd", w.hardware.simd},
                        {"slot", w.hardware.slot},
                        {"start", w.hardware.start},
                        {"end", w.hardware.end},
                        {"life", w.hardware.end - w.hardware.start}};
      wj["model"] = w.has_model ? model_wave_json(w.model) : ordered_json();
      wj["life_error"] = w.has_model ? ordered_json(w.life_error) : ordered_json();
      wj["divergence"] = w.divergence.empty() ? ordered_json() : ordered_json(w.divergence);
      if (w.rows.empty()) {
        wj["instructions"] = nullptr;
      } else {
        ordered_json rows = ordered_json::array();
        for (const InstructionRow& r : w.rows) rows.push_back(row_json(r));
        wj["instructions"] = std::move(rows);
      }
      waves.push_back(std::move(wj));
    }
    u["waves"] = std::move(waves);
    ordered_json unpaired = ordered_json::array();
    for (const ModelWave& m : unit.unpaired_model_waves) unpaired.push_back(model_wave_json(m));
    u["unpaired_model_waves"] = std::move(unpaired);
    units.push_back(std::move(u));
  }
  j["units"] = std::move(units);
  ordered_json rows = ordered_json::array();
  for (const RowSummary& r : t.rows) {
    rows.push_back({{"pc", hex(r.pc)},
                    {"disassembly", r.disassembly},
                    {"kind", r.kind},
                    {"hardware_packet", r.hardware_packet},
                    {"waves", r.waves},
                    {"hardware_median_delta", r.hardware_median},
                    {"model_median_delta", r.model_median},
                    {"mean_difference", r.mean_difference},
                    {"model_stalls", stalls_json(r.model_stalls)}});
  }
  j["instructions"] = std::move(rows);
  j["gaps"] = gaps_json(t.gaps);
  j["gaps_by_model_stall"] = gaps_json(t.gaps_by_model_stall);
  return j;
}

}  // namespace cutlm::sqtt
