// Copyright cutlm contributors.
//
// The lanes of the 64-bit integer unit, combinational: 64-bit shifts and the 32 x 32 + 64 mads.
// Semantics from AMD's RDNA3 ISA guide (section 16, VOP3 and VOP3SD opcodes):
// - v_lshlrev_b64 / v_lshrrev_b64 / v_ashrrev_i64 shift the 64-bit S1 by S0[5:0].
// - v_mad_u64_u32 / v_mad_i64_i32 compute S0 * S1 + S2 in 65 bits (operands zero- or
//   sign-extended); D0 is the low 64 bits and the scalar destination's lane bit (the lane's
//   `mask`) is bit 64. clamp is ignored (docs/valu-semantics.md, "Integer operations").

package cutlm_valu_int64_lane_pkg;
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;

  // One lane. A function, so that the simulator has its code once for all lanes: the unit
  // (generated, scripts/gen_rtl_ops.py) calls it in a loop, where one instance per lane would be
  // code of its own each.
  function automatic valu_lane_out_t int64_lane(valu_op_e op, valu_lane_in_t lane_i);
    logic [31:0] a, b;
    logic [63:0] b64, c64;
    logic [64:0] mad_u, mad_i;
    logic unused_lane_fields;
    valu_lane_out_t lane_o;

    a   = lane_i.src0[31:0];
    b   = lane_i.src1[31:0];
    b64 = lane_i.src1;
    c64 = lane_i.src2;

    // The 65-bit mads: a 64-bit product of the extended sources plus the extended addend.
    mad_u = {1'b0, 64'(a) * 64'(b)} + {1'b0, c64};
    mad_i = 65'($signed(a) * $signed(b)) + {c64[63], c64};

    begin
      lane_o = '0;
      unique case (op)
        ValuOpVLshlrevB64: lane_o.data = b64 << a[5:0];
        ValuOpVLshrrevB64: lane_o.data = b64 >> a[5:0];
        ValuOpVAshrrevI64: lane_o.data = 64'($signed(b64) >>> a[5:0]);
        ValuOpVMadU64U32:  {lane_o.mask, lane_o.data} = mad_u;
        ValuOpVMadI64I32:  {lane_o.mask, lane_o.data} = mad_i;
        default:           lane_o = '0;
      endcase
    end

    // Fields these operations do not read.
    unused_lane_fields = ^{lane_i.src0[63:32], lane_i.vdst_old, lane_i.mask_in,
                           lane_i.abs, lane_i.neg, lane_i.opsel, lane_i.clamp,
                           lane_i.omod, lane_i.mode};
    return lane_o;
  endfunction

endpackage
