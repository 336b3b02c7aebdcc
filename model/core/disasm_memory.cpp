// Memory, export and LDS-direct formats: DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF, MIMG, EXP,
// LDSDIR.
#include "disasm_common.h"
#include "operands.h"

namespace cutlm::disasm_detail {

std::string disassemble_memory(const DecodedInst& d, const Context& ctx) {
  (void)ctx;
  return d.info->mnemonic;
}

}  // namespace cutlm::disasm_detail
