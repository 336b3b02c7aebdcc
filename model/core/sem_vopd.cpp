// VOPD dual issue: two VALU operations in one instruction word pair.
#include "executor.h"

namespace cutlm {

void register_vopd_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
