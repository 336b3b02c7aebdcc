// The retirement trace: one JSON line per retired instruction with every register it wrote.
#pragma once

#include <cstdint>
#include <string>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/output_file.h"
#include "trace/wave_name.h"

namespace cutlm {

class TraceWriter {
 public:
  // Throws OutputError naming the file and the OS reason if it cannot be opened; every write
  // is checked the same way.
  // Only instructions retired in the filter's window by waves of its workgroups are written.
  explicit TraceWriter(const std::string& path, WaveFilter filter = WaveFilter());

  // `pc` is the instruction's address; `wave` is the state after it retired, wave
  // `wave_in_workgroup` of the workgroup with id `workgroup` and grid index `workgroup_index`.
  void retire(const DecodedInst& inst, uint64_t pc, const WaveState& wave, const CommitLog& log,
              uint64_t cycle, const std::array<uint32_t, 3>& workgroup, uint64_t workgroup_index,
              unsigned wave_in_workgroup) {
    if (!filter_.in_window(cycle) || !filter_.records_workgroup(workgroup_index)) return;
    write(inst, pc, wave, log, cycle, workgroup, wave_in_workgroup);
  }
  // A load's data landing in its registers (the cycle mode writes them after the load's
  // retire line): `pc` is the load's, `held` what it wrote, `wave` the state after landing.
  void land(uint64_t pc, const WaveState& wave, const HeldRegister* held, std::size_t held_count,
            uint64_t cycle, const std::array<uint32_t, 3>& workgroup, uint64_t workgroup_index,
            unsigned wave_in_workgroup) {
    if (!filter_.in_window(cycle) || !filter_.records_workgroup(workgroup_index)) return;
    write_landing(pc, wave, held, held_count, cycle, workgroup, wave_in_workgroup);
  }
  void flush() { out_.flush(); }
  // Flushes and closes; throws OutputError if the last lines did not reach the file.
  void close() { out_.close(); }

 private:
  void write(const DecodedInst& inst, uint64_t pc, const WaveState& wave, const CommitLog& log,
             uint64_t cycle, const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup);

  void write_landing(uint64_t pc, const WaveState& wave, const HeldRegister* held,
                     std::size_t held_count, uint64_t cycle,
                     const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup);
  // The fields every line starts with, from "pc" to "wave_name".
  void write_head(uint64_t pc, const WaveState& wave, uint64_t cycle,
                  const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup);

  WaveFilter filter_;
  OutputFile out_;
  std::string line_;
};

}  // namespace cutlm
