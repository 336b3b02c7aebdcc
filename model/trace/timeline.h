// The timeline of a cycle-approximate run (`--timeline FILE`): Chrome Trace Event JSON ("JSON
// Object Format") for the Perfetto UI (ui.perfetto.dev) and chrome://tracing, streamed to disk.
//
// Time: one CU cycle is one microsecond of trace time ("ts" and "dur" are in µs and are
// integers), so a viewer's "us" reads as cycles and no rounding can make adjacent slices
// overlap. otherData says so ("time_unit": "cycle").
//
// Layout (pid = process = track group, tid = thread = track):
//   pid 1 "Workgroups": one slice per workgroup, [launch, end), on tracks "workgroups N";
//   pid 2 + s "SIMD s": per wave slot n (tids (s + 1) * 1000000 + n * 1000 + 1, 2, 3 ...):
//     "slot n"              issue slices [issue, issue_end) named by the disassembly (cat
//                           "issue") and stall slices named by the CPI category (cat "stall");
//     "slot n waves"        one slice per wave's life in the slot (cat "wave");
//     "slot n in flight k"  each instruction's [issue, complete) (cat "inflight").
// Every track holds complete events ("ph":"X") that never overlap, which both viewers draw
// without complaint. In-flight instructions overlap each other, so they are packed onto as many
// "in flight" tracks as are needed at once (first free track at the issue cycle) rather than
// written as async events: Perfetto puts async slices on one track per distinct name, which
// would scatter them over one track per instruction text. Workgroups are packed the same way.
//
// Slices whose end is only known later (waves, workgroups) are written when they end; the
// ones still open at close() end at the latest cycle seen, with "unfinished": true.
//
// Every write is checked (OutputError naming the file). close() finishes the JSON, so a run
// that stops at a fault and then closes leaves a valid file with everything up to the fault;
// the destructor does the same for a writer that was never closed, but cannot report errors.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/output_file.h"
#include "timing/cpi.h"
#include "trace/json_text.h"

namespace cutlm {

class TimelineWriter {
 public:
  // Opens `path` (OutputError naming it and the OS reason if it cannot).
  explicit TimelineWriter(const std::string& path);
  ~TimelineWriter();
  TimelineWriter(const TimelineWriter&) = delete;
  TimelineWriter& operator=(const TimelineWriter&) = delete;

  // Names the tracks of a wave slot (and its SIMD's track group, the first time). A slot used
  // without being declared is declared on first use.
  void declare_slot(unsigned simd, unsigned slot);
  // The SIMDs' track groups' names, by SIMD number (a GPU run's "SE1 CU17 SIMD0"; "SIMD n"
  // for those not given). Set before the first slot is declared.
  void set_simd_labels(std::vector<std::string> labels);

  // An instruction issued at `issue`, its issue port busy until `issue_end` (> issue), its
  // result written at `complete` (>= issue_end). A slot's issue and stall slices must come in
  // time order and not overlap: std::invalid_argument / std::logic_error otherwise, since the
  // viewers would silently draw something else.
  void instruction(unsigned simd, unsigned slot, uint64_t issue, uint64_t issue_end,
                   uint64_t complete, const std::string& disassembly, uint64_t pc, uint64_t wave_id,
                   uint64_t workgroup_index, std::array<uint32_t, 3> workgroup_id);
  // The wave in `slot` could not issue in [begin, end) because of `reason` (an empty range
  // writes nothing).
  void stall(unsigned simd, unsigned slot, uint64_t begin, uint64_t end,
             timing::CpiCategory reason);

  // A wave's life in a slot. A wave_begin on a slot whose wave has not ended ends that one
  // first (as unfinished); a wave_end without a wave writes nothing.
  // `name`: the wave's wave_name() (trace/wave_name.h), the slice's name; "wave ID" if empty.
  void wave_begin(unsigned simd, unsigned slot, uint64_t cycle, uint64_t wave_id,
                  uint64_t workgroup_index, const std::string& name = std::string());
  void wave_end(unsigned simd, unsigned slot, uint64_t cycle, uint64_t wave_id);

  // A workgroup's life; an end for an index that was not launched writes nothing.
  void workgroup_launch(uint64_t cycle, uint64_t index, std::array<uint32_t, 3> id, unsigned waves);
  void workgroup_end(uint64_t cycle, uint64_t index, std::array<uint32_t, 3> id);
  // A memory instruction's requests on the `unit`'s track group ("vector memory", "scalar
  // memory", "LDS" under the process "Memory"): from `begin` to its completion `end`, the
  // deepest level that served it, its line requests and its first lane's address.
  void memory_access(const std::string& unit, uint64_t begin, uint64_t end, const char* level,
                     unsigned lines, uint64_t address, uint64_t wave_id, uint64_t pc);

  // A string for otherData (kernel name, "status": "fault", ...), written at close(); setting a
  // key again replaces its value. The writer's own keys (generator, time_unit, ts_unit, events,
  // last_cycle) are std::invalid_argument.
  void set_info(const std::string& key, const std::string& value);

  // Ends the open slices, finishes the JSON and closes the file. Idempotent; throws
  // OutputError if data was lost (now or by an earlier failed write). Calls after close() are
  // ignored, so a fault path may close before the rest of the run winds down.
  void close();

  const std::string& path() const { return path_; }
  uint64_t events() const { return events_; }

 private:
  std::string simd_label(unsigned simd) const;
  std::vector<std::string> simd_labels_;
  struct OpenWave {
    bool open = false;
    uint64_t begin = 0;
    uint64_t wave_id = 0;
    uint64_t workgroup_index = 0;
    std::string name;
  };
  struct Slot {
    bool declared = false;
    uint64_t issue_track_end = 0;        // end of the last issue or stall slice
    std::vector<uint64_t> inflight_end;  // per "in flight" track: end of its last slice
    OpenWave wave;
  };
  struct Simd {
    bool declared = false;
    std::vector<Slot> slots;
  };
  struct OpenWorkgroup {
    uint64_t index;
    uint64_t launch;
    std::array<uint32_t, 3> id;
    unsigned waves;
    size_t track;
  };

  Slot& slot_at(unsigned simd, unsigned slot);
  // The slot's issue track from `begin` to `end`, for an issue or a stall slice (`what`: "issues
  // at", "stalls from"). Slices come in time order: std::logic_error for one that overlaps.
  Slot& claim_issue_track(unsigned simd, unsigned slot, uint64_t begin, uint64_t end,
                          const char* what);
  void name_track(unsigned pid, uint64_t tid, const std::string& name, uint64_t sort_index);
  void begin_event(const char* ph, uint64_t pid, uint64_t tid, uint64_t ts);
  void end_event();
  // A complete event ("ph":"X"): the slice [ts, ts + dur) named `name`, in category `cat` (and
  // Chrome's colour `cname`, if given); its args follow through the fields returned, then
  // end_slice().
  json_text::Fields begin_slice(uint64_t pid, uint64_t tid, uint64_t ts, uint64_t dur,
                                std::string_view name, const char* cat,
                                const char* cname = nullptr);
  void end_slice();
  void write_wave(unsigned simd, unsigned slot, const OpenWave& wave, uint64_t end,
                  bool unfinished);
  void write_workgroup(const OpenWorkgroup& group, uint64_t end, bool unfinished);
  void see(uint64_t cycle) {
    if (cycle > last_cycle_) last_cycle_ = cycle;
  }
  bool usable() const { return !closed_; }
  [[noreturn]] void rethrow_failure() const;
  void flush_event();

  std::string path_;
  std::unique_ptr<OutputFile> file_;
  std::string event_;  // the event being built, reused
  bool first_event_ = true;
  bool closed_ = false;
  std::string failure_;  // the first OutputError, for close()
  uint64_t events_ = 0;
  uint64_t last_cycle_ = 0;
  std::vector<Simd> simds_;
  std::vector<OpenWorkgroup> workgroups_;  // launched, not ended
  std::vector<uint64_t> workgroup_track_end_;
  // Memory: per unit name, its tracks' ends (accesses overlap, so they are packed).
  std::vector<std::pair<std::string, std::vector<uint64_t>>> memory_tracks_;
  std::vector<std::pair<std::string, std::string>> info_;
};

}  // namespace cutlm
