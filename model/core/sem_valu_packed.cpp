// VOP3P: packed 16-bit operations, dot products, fma_mix and WMMA.
#include "executor.h"

namespace cutlm {

void register_valu_packed_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
