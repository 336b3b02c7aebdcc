// The VALU pipeline: issue timing, its stage valid bits (for the waveform), and the analysis
// port that carries every VALU issue to the cosim.
#pragma once

#include <cstdint>
#include <systemc>
#include <tlm>

#include "exec/valu_issue.h"

namespace cutlm::tlm_model {

class ValuPipeline : public sc_core::sc_module {
 public:
  // Every VALU instruction the functional core executes, with its operands and results, at its
  // issue: what the cosim transactor subscribes to.
  tlm::tlm_analysis_port<ValuIssue> issued;

  ValuPipeline(sc_core::sc_module_name name, unsigned latency);

  unsigned latency() const { return latency_; }
  // Bit k set: an instruction is in stage k (0 = just issued) at `cycle`.
  uint64_t stage_valid(uint64_t cycle) const;
  // Issue cycles arrive in order (equal ones allowed); earlier ones than the last are ignored.
  void issue(uint64_t cycle);

 private:
  unsigned latency_;
  // Bit j: an instruction issued at cycle last_issue_ - j (the last 64 cycles). A shift
  // register keeps issue O(1); the latency is at most 64.
  uint64_t issue_history_ = 0;
  uint64_t last_issue_ = 0;
};

}  // namespace cutlm::tlm_model
