// The retirement trace: one JSON line per retired instruction with every register it wrote.
#pragma once

#include <cstdint>
#include <string>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/output_file.h"

namespace cutlm {

class TraceWriter {
 public:
  // Throws OutputError naming the file and the OS reason if it cannot be opened; every write
  // is checked the same way.
  explicit TraceWriter(const std::string& path);

  // `pc` is the instruction's address; `wave` is the state after it retired.
  void retire(const DecodedInst& inst, uint64_t pc, const WaveState& wave, const CommitLog& log,
              uint64_t cycle);
  void flush() { out_.flush(); }
  // Flushes and closes; throws OutputError if the last lines did not reach the file.
  void close() { out_.close(); }

 private:
  OutputFile out_;
  std::string line_;
};

}  // namespace cutlm
