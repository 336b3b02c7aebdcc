// The VALU operations that have an RTL counterpart (rtl/), from isa/rtl/*.json. The table is
// generated (scripts/gen_rtl_ops.py, one list for the SystemVerilog package and this), so an
// RtlOp's number is the RTL's valu_op_e value. Only the generated .cpp changes when the list
// does; this header stays, so the model does not recompile.
#pragma once

#include <cstdint>

#include "isa_tables.h"

namespace cutlm::isa {

// Numbered as in the generated table; 0 is "no RTL counterpart".
enum class RtlOp : uint16_t { None = 0 };

struct RtlOpInfo {
  const char* name;  // "v_add_f32"
  const char* unit;  // its functional unit in rtl/ ("f32"), "none" for RtlOp::None
  bool built;        // its unit is in this build's verilated datapath (CUTLM_RTL_UNITS)
  bool writes_vgpr;  // some form writes a VGPR
  bool writes_mask;  // some form writes a lane mask (SGPR, VCC or EXEC)
  bool mask_in;      // some form reads a lane mask (VCC or an SGPR-pair src2)
};

int num_rtl_ops();  // RtlOp values 1..num_rtl_ops()
const RtlOpInfo& rtl_op_info(RtlOp op);
RtlOp rtl_op_of(Op op);
int num_rtl_units();
const char* rtl_unit_name(int index);

}  // namespace cutlm::isa
