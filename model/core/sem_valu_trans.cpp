// Transcendental and approximate operations (exp, log, rcp, rsq, sqrt, sin, cos).
#include "executor.h"

namespace cutlm {

void register_valu_trans_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
