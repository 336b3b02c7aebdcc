#include "dispatch/runner.h"

#include <cstdio>
#include <cstring>

#include "dispatch/dispatch_engine.h"
#include "support/errors.h"

namespace cutlm {

std::size_t read_program_bytes(const Program& program, uint64_t pc, uint8_t* out,
                               std::size_t size) {
  if (pc >= program.code.size()) return 0;
  const std::size_t n = std::min<std::size_t>(size, program.code.size() - pc);
  std::memcpy(out, program.code.data() + pc, n);
  return n;
}

FunctionalRunner::FunctionalRunner(const Program& program, Executor& executor)
    : program_(program), executor_(executor) {}

Stats FunctionalRunner::run(WaveState& wave, uint64_t max_instructions, TraceWriter* trace) {
  Stats stats;
  BareCorePolicy policy(program_);
  EngineLimits limits;
  limits.max_instructions = max_instructions;
  limits.max_total_instructions = max_instructions;
  DispatchEngine<BareCorePolicy> engine(executor_, policy, stats, limits);
  engine.set_trace(trace);
  engine.run_workgroup(*Workgroup::single_wave(wave));
  return stats;
}

}  // namespace cutlm
