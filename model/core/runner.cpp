#include "runner.h"

#include <cstdio>
#include <cstring>

#include "errors.h"

namespace cutlm {

std::size_t read_program_bytes(const Program& program, uint64_t pc, uint8_t* out,
                               std::size_t size) {
  if (pc >= program.code.size()) return 0;
  const std::size_t n = std::min<std::size_t>(size, program.code.size() - pc);
  std::memcpy(out, program.code.data() + pc, n);
  return n;
}

std::string pc_outside_program(const Program& program, uint64_t pc) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "pc 0x%llx is outside the program (%zu bytes) in %s",
                static_cast<unsigned long long>(pc), program.code.size(), program.path.c_str());
  return buf;
}

FunctionalRunner::FunctionalRunner(const Program& program, Executor& executor)
    : program_(program), executor_(executor), cache_(program.code.size()) {}

RunStats FunctionalRunner::run(WaveState& wave, uint64_t max_instructions, TraceWriter* trace) {
  RunStats stats;
  CommitLog log;
  auto read = [this](uint64_t pc, uint8_t* out, std::size_t size) {
    return read_program_bytes(program_, pc, out, size);
  };
  while (true) {
    if (wave.pc >= program_.code.size()) throw ModelError(pc_outside_program(program_, wave.pc));
    if (stats.instructions >= max_instructions) {
      char buf[128];
      std::snprintf(buf, sizeof buf,
                    "pc 0x%llx: more than %llu instructions retired without s_endpgm "
                    "(runaway loop? raise --max-instructions)",
                    static_cast<unsigned long long>(wave.pc),
                    static_cast<unsigned long long>(max_instructions));
      throw ModelError(buf);
    }
    const DecodedInst& inst = cache_.get(wave.pc, read, wave.wave64());
    log.clear();
    const StepResult result = executor_.step(inst, wave, trace != nullptr ? &log : nullptr);
    ++stats.instructions;
    if (result.unit == Unit::Valu) ++stats.valu_instructions;
    if (trace != nullptr) trace->retire(inst, wave.pc, wave, log, stats.instructions - 1);
    if (result.ended) break;
    wave.pc = result.next_pc;
  }
  return stats;
}

}  // namespace cutlm
