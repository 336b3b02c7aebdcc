// Copyright cutlm contributors.
//
// One lane of the f32 unit, combinational. Semantics from AMD's RDNA3 ISA guide (VOP1, VOP2 and
// VOP3 opcodes; MODE) and docs/valu-semantics.md ("Floating-point arithmetic", "The
// floating-point core", "Conversions and rounding to integral values", V_MIN_F16 for min/max
// and the output modifiers):
//   1. abs then neg on each float source (sign-bit operations, NaNs included);
//   2. MODE's f32 input flush: a denormal source reads as a zero of its sign;
//   3. the operation, rounded once in MODE.round_f32 (one fused multiply-add serves add, sub,
//      mul, fma, ldexp and fract's addition);
//   4. output flush, omod, clamp, output flush (cutlm_f32_outmod).

module cutlm_valu_f32_lane
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  valu_op_e       op_i,
  input  valu_lane_in_t  lane_i,
  output valu_lane_out_t lane_o
);

  localparam logic [31:0] One      = 32'h3f80_0000;
  localparam logic [31:0] QuietBit = 32'h0040_0000;

  // ---------------------------------------------------------------------------------------------
  // Sources: modifiers, then the input flush
  // ---------------------------------------------------------------------------------------------
  logic        flush_in;
  logic [31:0] s0, s1, s2, acc;

  assign flush_in = !lane_i.mode.denorm_f32[DenormKeepInput];

  function automatic logic [31:0] source(logic [31:0] x, logic abs_bit, logic neg_bit,
                                         logic flush);
    logic [31:0] m;
    m = {(x[31] && !abs_bit) ^ neg_bit, x[30:0]};
    return (flush && (m[30:23] == 8'd0)) ? {m[31], 31'd0} : m;
  endfunction

  assign s0  = source(lane_i.src0[31:0], lane_i.abs[0], lane_i.neg[0], flush_in);
  assign s1  = source(lane_i.src1[31:0], lane_i.abs[1], lane_i.neg[1], flush_in);
  assign s2  = source(lane_i.src2[31:0], lane_i.abs[2], lane_i.neg[2], flush_in);
  // fmac's addend is the destination's old value, in the third source's place.
  assign acc = source(lane_i.vdst_old[31:0], lane_i.abs[2], lane_i.neg[2], flush_in);

  // ---------------------------------------------------------------------------------------------
  // Comparisons (min/max family)
  // ---------------------------------------------------------------------------------------------
  function automatic logic is_nan(logic [30:0] x);  // the sign is no part of it
    return (x[30:23] == 8'hff) && (x[22:0] != '0);
  endfunction

  function automatic logic is_snan(logic [30:0] x);
    return is_nan(x) && !x[22];
  endfunction

  // Unsigned key ordering non-NaN values with -0 below +0 (the guide's LT_NEG_ZERO).
  function automatic logic [31:0] order_key(logic [31:0] x);
    return x[31] ? ~x : {1'b1, x[30:0]};
  endfunction

  // IEEE equality: +0 == -0.
  function automatic logic float_eq(logic [31:0] x, logic [31:0] y);
    return (x == y) || ((x[30:0] == '0) && (y[30:0] == '0));
  endfunction

  // V_MIN_F32 / V_MAX_F32: with MODE.IEEE a signalling NaN (a's first) comes back quieted;
  // otherwise a NaN yields the other operand, b when both are (gfx1100, docs/valu-semantics.md
  // V_MIN_F16 step 2); equal values give b.
  function automatic logic [31:0] fmin(logic [31:0] a, logic [31:0] b, logic ieee);
    if (ieee && is_snan(a[30:0])) return a | QuietBit;
    if (ieee && is_snan(b[30:0])) return b | QuietBit;
    if (is_nan(a[30:0])) return b;
    if (is_nan(b[30:0])) return a;
    return (order_key(a) < order_key(b)) ? a : b;
  endfunction

  function automatic logic [31:0] fmax(logic [31:0] a, logic [31:0] b, logic ieee);
    if (ieee && is_snan(a[30:0])) return a | QuietBit;
    if (ieee && is_snan(b[30:0])) return b | QuietBit;
    if (is_nan(a[30:0])) return b;
    if (is_nan(b[30:0])) return a;
    return (order_key(a) > order_key(b)) ? a : b;
  endfunction

  // V_MED3_F32 as the guide composes it: min3 when any source is a NaN, else the larger of the
  // two sources other than the first one max3 equals.
  function automatic logic [31:0] fmed3(logic [31:0] a, logic [31:0] b, logic [31:0] c,
                                        logic ieee);
    logic [31:0] hi;
    if (is_nan(a[30:0]) || is_nan(b[30:0]) || is_nan(c[30:0])) begin
      return fmin(fmin(a, b, ieee), c, ieee);
    end
    hi = fmax(fmax(a, b, ieee), c, ieee);
    if (float_eq(hi, a)) return fmax(b, c, ieee);
    if (float_eq(hi, b)) return fmax(a, c, ieee);
    return fmax(a, b, ieee);
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Rounding to integral (floor, ceil, trunc, rndne; fract's floor)
  // ---------------------------------------------------------------------------------------------
  logic [1:0]  int_dir;
  logic [31:0] int_result;

  always_comb begin
    unique case (op_i)
      ValuOpVCeilF32:  int_dir = RoundPlusInf;
      ValuOpVTruncF32: int_dir = RoundToZero;
      ValuOpVRndneF32: int_dir = RoundNearestEven;
      default:         int_dir = RoundMinusInf;  // floor, and fract's floor
    endcase
  end

  cutlm_f32_round_int u_round_int (
    .x_i      (s0),
    .dir_i    (int_dir),
    .ieee_i   (lane_i.mode.ieee),
    .result_o (int_result)
  );

  // ---------------------------------------------------------------------------------------------
  // Fused multiply-add: operands per operation
  // ---------------------------------------------------------------------------------------------
  logic [31:0]       fma_a, fma_b, fma_c, fma_result;
  logic              fma_mul_only;
  logic signed [9:0] fma_scale;
  logic              dx9_zero;  // a zero factor (after the input flush) of a DX9 operation
  logic signed [31:0] ldexp_exp;

  // A subtraction negates its subtrahend, but a NaN subtrahend is returned as it is.
  function automatic logic [31:0] negate_number(logic [31:0] x);
    return is_nan(x[30:0]) ? x : {~x[31], x[30:0]};
  endfunction

  assign dx9_zero  = (s0[30:0] == '0) || (s1[30:0] == '0);
  assign ldexp_exp = $signed(lane_i.src1[31:0]);

  always_comb begin
    fma_a        = s0;
    fma_b        = One;
    fma_c        = s1;
    fma_mul_only = 1'b0;
    fma_scale    = 10'sd0;
    unique case (op_i)
      ValuOpVAddF32:    ;  // s0 * 1 + s1
      ValuOpVSubF32:    fma_c = negate_number(s1);
      ValuOpVSubrevF32: begin
        fma_a = s1;
        fma_c = negate_number(s0);
      end
      ValuOpVMulF32: begin
        fma_b        = s1;
        fma_mul_only = 1'b1;
      end
      ValuOpVFmaF32, ValuOpVFmaakF32: begin
        fma_b = s1;
        fma_c = s2;
      end
      ValuOpVFmamkF32: begin
        fma_b = s2;
        fma_c = s1;
      end
      ValuOpVFmacF32: begin
        fma_b = s1;
        fma_c = acc;
      end
      // DX9 rules: 0 * x = +0 whatever x is, then (fma forms) +0 + addend as an IEEE addition.
      ValuOpVMulDx9ZeroF32: begin
        fma_a        = dx9_zero ? 32'd0 : s0;
        fma_b        = dx9_zero ? 32'd0 : s1;
        fma_mul_only = 1'b1;
      end
      ValuOpVFmaDx9ZeroF32: begin
        fma_a = dx9_zero ? 32'd0 : s0;
        fma_b = dx9_zero ? 32'd0 : s1;
        fma_c = s2;
      end
      ValuOpVFmacDx9ZeroF32: begin
        fma_a = dx9_zero ? 32'd0 : s0;
        fma_b = dx9_zero ? 32'd0 : s1;
        fma_c = acc;
      end
      // S0 * 2^S1: beyond +-320 every f32 overflows or underflows entirely, so S1 is clamped.
      ValuOpVLdexpF32: begin
        fma_mul_only = 1'b1;
        if (ldexp_exp > 32'sd320) begin
          fma_scale = 10'sd320;
        end else if (ldexp_exp < -32'sd320) begin
          fma_scale = -10'sd320;
        end else begin
          fma_scale = 10'(ldexp_exp);
        end
      end
      // x + -floor(x), one IEEE addition.
      ValuOpVFractF32:  fma_c = {~int_result[31], int_result[30:0]};
      default:          ;
    endcase
  end

  cutlm_f32_fma u_fma (
    .a_i        (fma_a),
    .b_i        (fma_b),
    .c_i        (fma_c),
    .mul_only_i (fma_mul_only),
    .scale_i    (fma_scale),
    .round_i    (lane_i.mode.round_f32),
    .ieee_i     (lane_i.mode.ieee),
    .result_o   (fma_result)
  );

  // ---------------------------------------------------------------------------------------------
  // Result
  // ---------------------------------------------------------------------------------------------
  logic [31:0] op_result, final_result;
  logic        ieee;
  assign ieee = lane_i.mode.ieee;

  always_comb begin
    unique case (op_i)
      ValuOpVMinF32:    op_result = fmin(s0, s1, ieee);
      ValuOpVMaxF32:    op_result = fmax(s0, s1, ieee);
      ValuOpVMin3F32:   op_result = fmin(fmin(s0, s1, ieee), s2, ieee);
      ValuOpVMax3F32:   op_result = fmax(fmax(s0, s1, ieee), s2, ieee);
      ValuOpVMinmaxF32: op_result = fmax(fmin(s0, s1, ieee), s2, ieee);
      ValuOpVMaxminF32: op_result = fmin(fmax(s0, s1, ieee), s2, ieee);
      ValuOpVMed3F32:   op_result = fmed3(s0, s1, s2, ieee);
      ValuOpVFloorF32, ValuOpVCeilF32, ValuOpVTruncF32, ValuOpVRndneF32: op_result = int_result;
      // AMD: fract stays below 1.0 (a tiny negative x rounds x + 1 up to 1.0).
      ValuOpVFractF32: begin
        op_result = (!fma_result[31] && !is_nan(fma_result[30:0])
                     && (fma_result[30:0] >= One[30:0])) ? 32'h3f7f_ffff : fma_result;
      end
      default:          op_result = fma_result;
    endcase
  end

  // Arithmetic flushes its rounded result before omod; min/max and the rounding operations take
  // omod on the result as it is (docs/valu-semantics.md: V_MIN_F16; "Conversions and rounding
  // to integral values").
  logic pre_flush;
  always_comb begin
    unique case (op_i)
      ValuOpVAddF32, ValuOpVSubF32, ValuOpVSubrevF32, ValuOpVMulF32, ValuOpVFmaF32,
      ValuOpVFmacF32, ValuOpVFmaakF32, ValuOpVFmamkF32, ValuOpVMulDx9ZeroF32,
      ValuOpVFmaDx9ZeroF32, ValuOpVFmacDx9ZeroF32, ValuOpVLdexpF32: pre_flush = 1'b1;
      default: pre_flush = 1'b0;
    endcase
  end

  cutlm_f32_outmod u_outmod (
    .x_i         (op_result),
    .pre_flush_i (pre_flush),
    .omod_i      (lane_i.omod),
    .clamp_i     (lane_i.clamp),
    .mode_i      (lane_i.mode),
    .result_o    (final_result)
  );

  always_comb begin
    lane_o = '0;
    unique case (op_i)
      ValuOpVAddF32, ValuOpVSubF32, ValuOpVSubrevF32, ValuOpVMulF32, ValuOpVFmaF32,
      ValuOpVFmacF32, ValuOpVFmaakF32, ValuOpVFmamkF32, ValuOpVMulDx9ZeroF32,
      ValuOpVFmaDx9ZeroF32, ValuOpVFmacDx9ZeroF32, ValuOpVMinF32, ValuOpVMaxF32,
      ValuOpVMin3F32, ValuOpVMax3F32, ValuOpVMed3F32, ValuOpVMinmaxF32, ValuOpVMaxminF32,
      ValuOpVLdexpF32, ValuOpVFloorF32, ValuOpVCeilF32, ValuOpVTruncF32, ValuOpVRndneF32,
      ValuOpVFractF32: lane_o.data[31:0] = final_result;
      default:         lane_o = '0;
    endcase
  end

  // Fields no f32 operation reads: 32-bit operands only, no lane mask, no opsel.
  logic unused_lane_fields;
  assign unused_lane_fields = ^{lane_i.src0[63:32], lane_i.src1[63:32], lane_i.src2[63:32],
                                lane_i.vdst_old[63:32], lane_i.mask_in, lane_i.opsel};

endmodule
