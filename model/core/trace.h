// The retirement trace: one JSON line per retired instruction with every register it wrote.
#pragma once

#include <cstdint>
#include <fstream>
#include <string>

#include "decoder.h"
#include "executor.h"
#include "wave_state.h"

namespace cutlm {

class TraceWriter {
 public:
  explicit TraceWriter(const std::string& path);  // throws InputError if it cannot open
  ~TraceWriter();

  // `pc` is the instruction's address; `wave` is the state after it retired.
  void retire(const DecodedInst& inst, uint64_t pc, const WaveState& wave, const CommitLog& log,
              uint64_t cycle);
  void flush() { out_.flush(); }

 private:
  std::ofstream out_;
  std::string line_;
};

}  // namespace cutlm
