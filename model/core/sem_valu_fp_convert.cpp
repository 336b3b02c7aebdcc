// Conversions between formats and integers, rounding to integral values, frexp, packing.
#include "executor.h"

namespace cutlm {

void register_valu_fp_convert_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
