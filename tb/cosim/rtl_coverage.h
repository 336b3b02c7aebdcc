// Line and toggle coverage of the Verilated datapath, counted when the build verilated it with
// coverage points (CMake option CUTLM_RTL_COVERAGE); `cutlm run --cosim --rtl-coverage FILE`.
#pragma once

#include <string>

#include "cosim/rtl_valu.h"

namespace cutlm {

// Whether this build's datapath counts line and toggle coverage.
bool rtl_coverage_built();

// Writes the coverage counted so far by `rtl` (from make_rtl_valu or make_faulty_rtl_valu) to
// `path` in Verilator's coverage.dat format, for verilator_coverage. The file must be writable
// (Verilator's writer ends the process otherwise). Throws std::logic_error without a coverage
// build.
void write_rtl_coverage(RtlValu& rtl, const std::string& path);

}  // namespace cutlm
