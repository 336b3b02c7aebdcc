// RtlValu over the datapath as built.
#include "Vcutlm_valu.h"
#include "cosim/verilated_valu.h"

namespace cutlm {

std::unique_ptr<RtlValu> make_rtl_valu() {
  return std::make_unique<VerilatedValu<Vcutlm_valu>>("Vcutlm_valu");
}

}  // namespace cutlm
