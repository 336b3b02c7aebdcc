// The bare functional core's run loop (no SystemC): what the unit tests and the speed
// comparison use. The TLM compute unit runs the same decoder and executor.
#pragma once

#include <cstdint>

#include "decode_cache.h"
#include "executor.h"
#include "program.h"
#include "trace.h"
#include "wave_state.h"

namespace cutlm {

struct RunStats {
  uint64_t instructions = 0;
  uint64_t valu_instructions = 0;
};

class FunctionalRunner {
 public:
  FunctionalRunner(const Program& program, Executor& executor);

  // Runs the wave from its pc to s_endpgm. Throws ModelError on an illegal instruction, a pc
  // outside the program, or more than max_instructions retired (a runaway loop).
  RunStats run(WaveState& wave, uint64_t max_instructions, TraceWriter* trace = nullptr);

 private:
  const Program& program_;
  Executor& executor_;
  DecodeCache cache_;
};

// The bytes at pc, at most `size`, as the decoder may read them.
std::size_t read_program_bytes(const Program& program, uint64_t pc, uint8_t* out, std::size_t size);

// The error for a pc that left the program.
std::string pc_outside_program(const Program& program, uint64_t pc);

}  // namespace cutlm
