// Copyright cutlm contributors.
//
// The lanes of the 32-bit integer multiplier, combinational. Semantics from AMD's RDNA3 ISA guide
// (section 16, VOP3 opcodes): the 64-bit product of the two 32-bit sources, zero-extended
// (v_mul_lo_u32, v_mul_hi_u32) or sign-extended (v_mul_hi_i32); _lo keeps bits [31:0] (the same
// for signed and unsigned sources), _hi bits [63:32]. No modifiers: clamp is ignored
// (docs/valu-semantics.md, "Integer operations").

package cutlm_valu_imul_lane_pkg;
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;

  // One lane. A function, so that the simulator has its code once for all lanes: the unit
  // (generated, scripts/gen_rtl_ops.py) calls it in a loop, where one instance per lane would be
  // code of its own each.
  function automatic valu_lane_out_t imul_lane(valu_op_e op, valu_lane_in_t lane_i);
    logic [31:0] a, b;
    logic [63:0] prod_u, prod_i;
    logic unused_lane_fields;
    valu_lane_out_t lane_o;

    a = lane_i.src0[31:0];
    b = lane_i.src1[31:0];

    prod_u = 64'(a) * 64'(b);
    prod_i = 64'($signed(a) * $signed(b));

    begin
      lane_o = '0;
      unique case (op)
        ValuOpVMulLoU32: lane_o.data[31:0] = prod_u[31:0];
        ValuOpVMulHiU32: lane_o.data[31:0] = prod_u[63:32];
        ValuOpVMulHiI32: lane_o.data[31:0] = prod_i[63:32];
        default:         lane_o = '0;
      endcase
    end

    // Fields a multiply does not read; prod_i's low half equals prod_u's.
    unused_lane_fields = ^{lane_i.src0[63:32], lane_i.src1[63:32], lane_i.src2,
                           lane_i.vdst_old, lane_i.mask_in, lane_i.abs, lane_i.neg,
                           lane_i.opsel, lane_i.clamp, lane_i.omod, lane_i.mode,
                           prod_i[31:0]};
    return lane_o;
  endfunction

endpackage
