// Cross-lane and relative-addressing moves: v_swap, v_movrel*, v_permlane*.
#include "executor.h"

namespace cutlm {

void register_valu_xlane_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
