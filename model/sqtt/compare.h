// A real thread trace beside the cycle mode's run of the same launch: the launch as the test
// data describes it (launch.json), the model's waves read back from its timeline, which
// hardware waves are compared with which model waves, each traced instruction's issue delta on
// both sides, and the errors per wave and per kernel. Plain C++: running the model is the
// command's job (tb/cutlm), which hands the timeline's text in.
#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sqtt/thread_trace.h"

namespace cutlm::sqtt {

// launch.json of a trace folder (tb/timing/hwtraces/README.md).
struct TraceBufferFile {
  unsigned se = 0;
  std::string file;  // relative to the folder
  bool instruction_trace = false;
};

struct LaunchDescription {
  std::string kernel;
  std::string code;                          // relative to the folder
  std::array<uint64_t, 3> grid{{1, 1, 1}};   // work-items
  std::array<uint64_t, 3> block{{1, 1, 1}};  // work-items
  std::vector<uint64_t> buffer_bytes;        // the kernel's buffer arguments, in order
  std::vector<bool> buffer_is_input;         // read by the kernel (the others start as zeros)
  double clock_ghz = 0;                      // the shader clock while it ran
  std::vector<TraceBufferFile> buffers;      // one per shader engine, in engine order
};

// Throws InputError naming `label` and the key for anything missing, mistyped or out of range.
LaunchDescription parse_launch(const std::string& label, const std::string& text);

// One cycle-mode run, from its --timeline (model/trace/timeline.h's layout).
struct ModelStall {
  std::string category;  // a CPI category (dependency_valu, waitcnt_vmcnt, fetch, ...)
  uint64_t cycles = 0;
};

struct ModelIssue {
  uint64_t pc = 0;
  uint64_t cycle = 0;
  std::string disassembly;
  // The wave's stalls since its previous issue (the first: since it began), largest first.
  std::vector<ModelStall> stalls;
  std::string memory_level;  // a memory instruction's deepest level that served it, else empty
};

struct ModelWave {
  uint64_t id = 0;
  std::string name;  // wg(x,y,z)wN
  unsigned simd = 0;
  unsigned slot = 0;
  uint64_t begin = 0;  // launch
  uint64_t end = 0;    // the cycle after its s_endpgm
  std::vector<ModelIssue> issues;
  std::vector<ModelStall> final_stalls;  // after its last issue, before its end
};

// The waves in order of id. Throws InputError naming `label` when the text is no timeline of
// complete waves (a run that stopped early leaves unfinished ones).
std::vector<ModelWave> parse_model_timeline(const std::string& label, const std::string& text);

// What is compared: per instruction-tracing shader engine, the waves the trace shows on the CU
// that holds the traced SIMD (CU 0, SIMD 0), i.e. WGP 0's SIMDs 0 and 1 in CU mode (the SIMDs
// are numbered within the WGP and its first CU is taken to hold SIMDs 0 and 1), all four SIMDs
// in WGP mode. The model runs that many waves' workgroups on one CU (or WGP).
struct ComparedUnit {
  unsigned se = 0;
  unsigned cu = kTracedCu;
  std::vector<unsigned> simds;
  std::vector<TracedWave> waves;  // sorted by start
};

std::vector<ComparedUnit> compared_units(const std::vector<TracedWave>& waves,
                                         const std::vector<TraceBufferFile>& buffers,
                                         bool wgp_mode);

// One traced instruction on both sides. Deltas are the cycles since the wave's previous traced
// instruction (the first instruction's: since the wave started). The s_endpgm row is the wave's
// end on both sides: the hardware reports no issue of s_endpgm, only the WAVEEND.
struct InstructionRow {
  uint64_t pc = 0;
  std::string disassembly;
  std::string kind;  // what the row's delta measures: launch, end, s_waitcnt counter, timing class
  std::string hardware_packet;
  uint64_t hardware_time = 0;
  int64_t hardware_delta = 0;
  uint64_t model_cycle = 0;
  int64_t model_delta = 0;
  std::vector<ModelStall> model_stalls;
  std::string model_memory_level;
};

struct WaveComparison {
  TracedWave hardware;  // its instructions are in `rows`
  bool has_model = false;
  ModelWave model;                   // its issues are in `rows`
  double life_error = 0;             // (model life - hardware life) / hardware life
  std::vector<InstructionRow> rows;  // for instruction-traced waves
  std::string divergence;            // where the two instruction streams part, if they do
};

struct UnitComparison {
  unsigned se = 0;
  unsigned cu = 0;
  std::vector<unsigned> simds;
  uint64_t workgroups = 0;                        // the model ran this many workgroups of the grid
  std::array<uint64_t, 3> model_grid{{0, 0, 0}};  // in work-items, set by the caller
  std::vector<WaveComparison> waves;
  std::vector<ModelWave> unpaired_model_waves;
  uint64_t hardware_span = 0;  // first start to last end
  uint64_t model_span = 0;
};

// Per row of the traced path, over every instruction-traced wave that reached it.
struct RowSummary {
  uint64_t pc = 0;
  std::string disassembly;
  std::string kind;
  std::string hardware_packet;
  unsigned waves = 0;
  double hardware_median = 0;
  double model_median = 0;
  double mean_difference = 0;            // model - hardware
  std::vector<ModelStall> model_stalls;  // mean cycles per wave, largest first
};

// The difference in cycles per traced wave, by the kind of row.
struct Gap {
  std::string kind;
  unsigned rows_per_wave = 0;
  double hardware_cycles = 0;
  double model_cycles = 0;
  double difference = 0;  // model - hardware
};

struct TraceComparison {
  std::vector<UnitComparison> units;
  double hardware_median_life = 0;
  double model_median_life = 0;
  double median_life_error = 0;  // fractions: (model - hardware) / hardware
  double hardware_span = 0;      // averaged over the units
  double model_span = 0;
  double span_error = 0;
  double life_rms_error = 0;  // root mean square of the paired waves' life errors
  // Per traced wave, the sum over its rows of |model delta - hardware delta| over its hardware
  // life, averaged: where the cycles go, not only how many (errors of opposite sign that cancel
  // in the life add up here).
  double row_error = 0;
  unsigned traced_waves = 0;  // with instruction rows
  std::vector<RowSummary> rows;
  std::vector<Gap> gaps;  // by the row's kind, largest |difference| first
  // The same rows grouped by the model's largest stall in each ("fetch", "waitcnt_vmcnt", ...;
  // "no stall" where the model issued without waiting).
  std::vector<Gap> gaps_by_model_stall;
};

// The comparison of one unit with the model's run of its workgroups. Hardware and model waves
// are paired SIMD by SIMD (the unit's k-th SIMD with the model's SIMD k), in order of start.
UnitComparison compare_unit(const ComparedUnit& unit, uint64_t workgroups,
                            const std::vector<ModelWave>& model, const KernelText& code);

// The per-kernel figures over the units.
TraceComparison summarize(std::vector<UnitComparison> units);

// The comparison as text: the kernel's figures, each unit's waves side by side, the traced
// instructions (medians over the traced waves; with `every_wave` each traced wave's rows too)
// and the gaps by kind.
std::string comparison_text(const TraceComparison& t, bool every_wave);
// The same as JSON (cutlm sqtt compare --json): every wave, every row.
nlohmann::ordered_json comparison_json(const TraceComparison& t);

}  // namespace cutlm::sqtt
