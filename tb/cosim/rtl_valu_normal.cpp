// RtlValu over the datapath as built.
#include <stdexcept>

#include "Vcutlm_valu.h"
#include "cosim/rtl_coverage.h"
#include "cosim/verilated_valu.h"

namespace cutlm {

std::unique_ptr<RtlValu> make_rtl_valu() {
  return std::make_unique<VerilatedValu<Vcutlm_valu>>("Vcutlm_valu");
}

bool rtl_coverage_built() { return VM_COVERAGE != 0; }

void write_rtl_coverage(RtlValu& rtl, const std::string& path) {
  // The faulty variant is the same class, so every RtlValu made here is one.
  auto* verilated = dynamic_cast<VerilatedValu<Vcutlm_valu>*>(&rtl);
  if (verilated == nullptr || !verilated->write_coverage(path)) {
    throw std::logic_error("the datapath was built without coverage (CUTLM_RTL_COVERAGE)");
  }
}

}  // namespace cutlm
