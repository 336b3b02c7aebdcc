// RtlValu over the datapath with its debug_fault_i input high (lane 5 returns a wrong bit), for
// testing the checker. The same Verilated class as the normal one: no second build.
#include "Vcutlm_valu.h"
#include "cosim/verilated_valu.h"

namespace cutlm {

std::unique_ptr<RtlValu> make_faulty_rtl_valu() {
  return std::make_unique<VerilatedValu<Vcutlm_valu>>("Vcutlm_valu (lane 5 broken)", true);
}

}  // namespace cutlm
