// Floating-point VALU arithmetic: add, mul, fma, min/max, med3, ldexp, division helpers.
#include "executor.h"

namespace cutlm {

void register_valu_fp_arith_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
