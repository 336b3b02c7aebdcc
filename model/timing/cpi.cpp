#include "timing/cpi.h"

namespace cutlm::timing {

namespace {
// In CpiCategory's order; the keys of --stats, --profile and the timeline.
const char* const kCpiNames[] = {"issued",          "dependency_valu",  "dependency_trans",
                                 "dependency_salu", "dependency_smem",  "dependency_vmem",
                                 "dependency_lds",  "waitcnt_vmcnt",    "waitcnt_vscnt",
                                 "waitcnt_lgkmcnt", "barrier",          "arbitration",
                                 "fetch",           "delay_alu",        "nop",
                                 "sleep",           "lds_bank_conflict"};
static_assert(sizeof(kCpiNames) / sizeof(kCpiNames[0]) == kCpiCategories);
}  // namespace

const char* cpi_category_name(CpiCategory category) {
  const auto i = static_cast<std::size_t>(category);
  return i < kCpiCategories ? kCpiNames[i] : "?";
}

}  // namespace cutlm::timing
