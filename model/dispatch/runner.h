// The bare functional core running one wave (no SystemC): what the unit tests use. It is the
// dispatch engine with a workgroup of one wave, as `cutlm run` on the compute unit is.
#pragma once

#include <cstdint>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/program.h"
#include "trace/stats.h"
#include "trace/trace.h"

namespace cutlm {

class FunctionalRunner {
 public:
  FunctionalRunner(const Program& program, Executor& executor);

  // Runs the wave from its pc to s_endpgm. Throws a DispatchFault (a ModelError) on an illegal
  // instruction, a pc outside the program, or more than max_instructions retired.
  Stats run(WaveState& wave, uint64_t max_instructions, TraceWriter* trace = nullptr);

 private:
  const Program& program_;
  Executor& executor_;
};

// The bytes at pc, at most `size`, as the decoder may read them.
std::size_t read_program_bytes(const Program& program, uint64_t pc, uint8_t* out, std::size_t size);

}  // namespace cutlm
