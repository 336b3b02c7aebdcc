// How far each executed instruction's result can be trusted (`--fidelity FILE`): per operation
// the evidence the project has for it, and per wave which registers hold a value that a
// non-exact instruction produced or fed, so a branch, a memory address or EXEC computed from one
// is reported with the instruction that started it.
//
// The evidence is generated at build time (scripts/gen_fidelity.py) from the project's data and
// docs, never listed here by hand: the oracle suites that check the operation
// (isa/oracle_suites.json, which tb/tests/oracle_suites_test.py holds equal to the suites'
// sources), the bounds of docs/valu-semantics.md's transcendental section, and its **model
// choice** bullets.
// Classes, strongest first: cosim (compared with the RTL in this run), oracle (checked exact by
// an oracle suite), approximate (within a documented bound), model_choice (AMD's documents are
// silent), unchecked (no evidence). An instruction takes the weakest class its facts give:
// oracle-checked and a model choice is model_choice (both facts are listed).
//
// Taint is per register (VGPR number, SGPR, VCC, EXEC, SCC, M0), not per lane, and does not
// flow through memory: a value stored and loaded again is clean.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"

namespace cutlm {

enum class FactKind : uint8_t { Oracle, Approximate, ModelChoice };

// One piece of evidence about an operation (generated: scripts/gen_fidelity.py).
struct FidelityFact {
  isa::Op op;
  FactKind kind;
  const char* source;  // the suite (oracle), or the docs/valu-semantics.md#anchor link
  const char* detail;  // the oracle, the bound, or the model-choice bullet
};
const FidelityFact* fidelity_facts(std::size_t* count);

enum class FidelityClass : uint8_t { Cosim, Oracle, Approximate, ModelChoice, Unchecked };
const char* fidelity_class_name(FidelityClass c);

class FidelityTracker {
 public:
  FidelityTracker();

  // With --cosim: whether the RTL compares an operation in this run (asked once per operation).
  void set_cosim(std::function<bool(isa::Op)> compared) { cosim_ = std::move(compared); }
  // Names a wave by its id in the taint events' "wave_name" (trace/wave_name.h's wave_name).
  void set_wave_namer(std::function<std::string(uint32_t)> namer) { namer_ = std::move(namer); }

  // After `inst` executed at `pc` on `wave`.
  void after(const WaveState& wave, uint64_t pc, const DecodedInst& inst, const StepResult& result);

  // The class an operation takes in this run (its cosim answer as first asked).
  FidelityClass class_of(isa::Op op);

  // The report as JSON (README.md, "--fidelity"); write() throws OutputError.
  std::string json();
  void write(const std::string& path);

  static constexpr size_t kEventsKept = 8;  // per sink

 private:
  static constexpr int32_t kClean = -1;
  struct Origin {
    uint64_t pc;
    std::string mnemonic;
  };
  struct Event {
    uint32_t wave;
    uint64_t pc;
    std::string instruction;
    std::string reg;
    int32_t origin;
  };
  struct Sink {
    std::vector<Event> first;
    uint64_t count = 0;
  };
  struct WaveTaint {
    std::array<int32_t, 256> vgprs;
    std::array<int32_t, 128> sregs;  // scalar operand codes 0..127
    int32_t scc = kClean;
  };

  void count(const isa::InstInfo& info);
  int32_t origin_at(uint64_t pc, const DecodedInst& inst);
  void event(Sink& sink, const WaveState& wave, uint64_t pc, const DecodedInst& inst,
             const std::string& reg, int32_t origin);

  std::vector<std::vector<const FidelityFact*>> facts_;  // by isa::Op
  std::vector<uint64_t> executed_;                       // by isa::Op
  // By isa::Op: the first instruction that ran it, whose name the report gives the operation
  // (the generation's own: gfx1200's s_add_co_u32 runs as gfx1100's s_add_u32).
  std::vector<const isa::InstInfo*> ran_;
  std::vector<int8_t> cosim_known_;  // by isa::Op: -1 not asked, 0, 1
  std::function<bool(isa::Op)> cosim_;
  std::function<std::string(uint32_t)> namer_;
  std::unordered_map<uint32_t, WaveTaint> waves_;
  std::vector<Origin> origins_;
  std::unordered_map<uint64_t, int32_t> origin_by_pc_;
  Sink branch_, address_, exec_;
};

}  // namespace cutlm
