// Floating-point compares and classes (v_cmp_*, v_cmpx_* on f16/f32/f64).
#include "executor.h"

namespace cutlm {

void register_valu_fp_cmp_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
