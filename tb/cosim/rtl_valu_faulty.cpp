// RtlValu over the datapath built with CUTLM_INJECT_LANE_FAULT=5, for testing the checker.
#include "Vcutlm_valu_faulty.h"
#include "cosim/verilated_valu.h"

namespace cutlm {

std::unique_ptr<RtlValu> make_faulty_rtl_valu() {
  return std::make_unique<VerilatedValu<Vcutlm_valu_faulty>>("Vcutlm_valu_faulty");
}

}  // namespace cutlm
