#include "tlm/valu_pipeline.h"

#include <algorithm>

namespace cutlm::tlm_model {

ValuPipeline::ValuPipeline(sc_core::sc_module_name name, unsigned latency)
    : sc_core::sc_module(name), issued("issued"), latency_(std::max(1u, std::min(latency, 64u))) {}

uint64_t ValuPipeline::stage_valid(uint64_t cycle) const {
  // Stage k at `cycle` holds what issued at cycle - k, i.e. history bit j with
  // k = cycle - last_issue_ + j.
  uint64_t bits;
  if (cycle >= last_issue_) {
    const uint64_t ahead = cycle - last_issue_;
    bits = ahead >= 64 ? 0 : issue_history_ << ahead;
  } else {
    const uint64_t behind = last_issue_ - cycle;
    bits = behind >= 64 ? 0 : issue_history_ >> behind;
  }
  return latency_ >= 64 ? bits : bits & ((1ull << latency_) - 1);
}

void ValuPipeline::issue(uint64_t cycle) {
  if (issue_history_ != 0 && cycle < last_issue_) return;
  const uint64_t ahead = cycle - last_issue_;
  issue_history_ = ahead >= 64 ? 0 : issue_history_ << ahead;
  issue_history_ |= 1;
  last_issue_ = cycle;
}

}  // namespace cutlm::tlm_model
