// Memory instructions: SMEM, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF, DS.
#include "executor.h"

namespace cutlm {

void register_memory_semantics(std::vector<Handler>& table) { (void)table; }

}  // namespace cutlm
