// Per-instruction statistics of a cycle-approximate run (`--profile FILE`), the way a GPU
// profiler shows them: for every pc, how often it ran, its issue cycles and the cycles its
// waves waited before issuing it, by reason. Times are in CU cycles.
//
// Hot path: issue() and stall() index a vector by pc / 4 (sized from the code at
// construction) and add; a pc outside the code or not 4-aligned goes to a side table instead,
// so nothing is lost and nothing crashes.
//
// write(FILE): JSON when FILE ends in ".json", else an aligned text table. A pc gets a row when
// it was issued or waited for; the totals are the sums of the rows.
//
// JSON schema:
//   {"format": "cutlm-profile", "version": 1, "time_unit": "cycle",
//    "totals": {"pcs": N, "executions": N, "issue_cycles": N, "stall_cycles": N,
//               "stalls": {"dependency_valu": N, ... every category but "issued"}},
//    "rows": [{"pc": "0x1c", "executions": N, "issue_cycles": N, "stall_cycles": N,
//              "stalls": {"wait_vmcnt": N, ... only the categories with cycles},
//              "disassembly": "s_waitcnt vmcnt(0)"}, ...]}   (rows sorted by pc)
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "support/page_memory.h"
#include "timing/cpi.h"

namespace cutlm {

class Profile {
 public:
  struct Row {
    uint64_t executions = 0;
    uint64_t issue_cycles = 0;
    timing::CpiStack stalls{};  // by category; the Issued entry stays 0

    uint64_t stall_cycles() const;
    bool empty() const { return executions == 0 && issue_cycles == 0 && stall_cycles() == 0; }
  };
  struct Totals {
    uint64_t pcs = 0;  // rows
    uint64_t executions = 0;
    uint64_t issue_cycles = 0;
    timing::CpiStack stalls{};
    uint64_t stall_cycles() const;
  };

  explicit Profile(uint64_t code_bytes);

  // One execution of `pc`, its issue port busy for `issue_cycles`.
  void issue(uint64_t pc, uint64_t issue_cycles) {
    Row& row = row_for(pc);
    ++row.executions;
    row.issue_cycles += issue_cycles;
  }
  // `cycles` the wave of `pc` waited before issuing it. Issued is no stall and a category out of
  // range is no category: both are ignored.
  void stall(uint64_t pc, timing::CpiCategory reason, uint64_t cycles) {
    const auto index = static_cast<size_t>(reason);
    if (reason == timing::CpiCategory::Issued || index >= timing::kCpiCategories) return;
    row_for(pc).stalls[index] += cycles;
  }

  // The row of `pc`, or nullptr if nothing was recorded for it.
  const Row* row(uint64_t pc) const;
  // Every recorded pc with its row, sorted by pc.
  std::vector<std::pair<uint64_t, const Row*>> rows() const;
  Totals totals() const;

  // Writes FILE (OutputError naming it if it cannot): JSON when it ends in ".json", else the
  // text table (header, one line per pc, total line). `disassembly` gives each row's text.
  void write(const std::string& path,
             const std::function<std::string(uint64_t pc)>& disassembly) const;

 private:
  Row& row_for(uint64_t pc) {
    const uint64_t index = pc >> 2;
    if ((pc & 3) == 0 && index < row_count_) return row_table()[index];
    return outside_[pc];
  }
  // A Row of zero bytes is an empty row: the table is zero-filled memory whose pages are taken
  // when first written, so a large program costs memory only for the pcs that run.
  Row* row_table() { return reinterpret_cast<Row*>(row_pages_.data()); }
  const Row* row_table() const { return reinterpret_cast<const Row*>(row_pages_.data()); }
  std::string json(const std::function<std::string(uint64_t)>& disassembly) const;
  std::string text(const std::function<std::string(uint64_t)>& disassembly) const;

  uint64_t row_count_;
  PageMemory row_pages_;                       // row_count_ Rows, by pc / 4
  std::unordered_map<uint64_t, Row> outside_;  // pcs past the code or not 4-aligned, by pc
};

}  // namespace cutlm
