// Copyright cutlm contributors.
//
// One lane of the double-precision unit, combinational. Semantics from AMD's RDNA3 ISA guide
// (VOP1/VOP3 opcodes: V_ADD/MUL/FMA/MIN/MAX/LDEXP_F64, V_TRUNC/CEIL/RNDNE/FLOOR/FRACT_F64 and the
// conversions between f64 and f32/i32/u32) and docs/valu-semantics.md, which records the readings
// where the guide is silent ("Floating-point arithmetic", "Conversions and rounding to integral
// values", "Denormal inputs of the special-case instructions", "The floating-point core").
//
// - Float sources: abs, then neg (sign-bit operations, NaNs included), then MODE's input flush of
//   the source's format (a denormal reads as a zero of its sign). Integer sources (V_CVT_F64_I32/
//   U32, V_LDEXP_F64's S1) take no modifiers.
// - f64 results round in MODE's f64/f16 rounding mode and flush by its f64/f16 denormal field;
//   V_CVT_F32_F64 reads its source by the f64 field and rounds and flushes its f32 result by the
//   f32 fields (the destination's format, as for every conversion in docs/valu-semantics.md).
// - NaNs: the first NaN operand in source order, quiet bit set when MODE.IEEE is set and unchanged
//   otherwise; invalid operations (inf - inf, 0 * inf) give the negative default NaN
//   0xFFF8000000000000, and fma's invalid 0 * inf gives it even against a NaN addend. V_CVT_F32_F64
//   narrows and so quiets in both modes. V_MIN/MAX_F64 follow the gfx1100 V_MIN_F16 page;
//   RDNA4's V_MIN/MAX_NUM_F64 and V_MINIMUM/MAXIMUM_F64 follow AMD's RDNA4 guide, whatever
//   MODE.IEEE says.
// - Float results then take omod, clamp and the output flush (cutlm_fp_outmod; add, mul, fma
//   and ldexp flush their rounded result before omod too); the integer
//   results of V_CVT_I32/U32_F64 ignore both (clamp only affects the INEXACT flag there).

module cutlm_valu_f64_lane
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  valu_op_e       op_i,
  input  valu_lane_in_t  lane_i,
  output valu_lane_out_t lane_o
);

  localparam logic [63:0] F64One        = 64'h3ff0_0000_0000_0000;
  localparam logic [63:0] F64DefaultNan = 64'hfff8_0000_0000_0000;
  localparam logic [63:0] F64BelowOne   = 64'h3fef_ffff_ffff_ffff;  // V_FRACT's upper limit
  // V_LDEXP_F64: beyond this the result has overflowed or underflowed past every denormal, so the
  // exponent can be limited to keep the arithmetic narrow.
  localparam int          LdexpLimit    = 2200;

  // ---------------------------------------------------------------------------------------------
  // MODE
  // ---------------------------------------------------------------------------------------------
  valu_mode_t mode;
  logic [1:0] rm64, rm32;
  logic       flush_in64, flush_out64, flush_in32, flush_out32;

  assign mode        = lane_i.mode;
  assign rm64        = mode.round_f64_f16;
  assign rm32        = mode.round_f32;
  assign flush_in64  = !mode.denorm_f64_f16[DenormKeepInput];
  assign flush_out64 = !mode.denorm_f64_f16[DenormKeepOutput];
  assign flush_in32  = !mode.denorm_f32[DenormKeepInput];
  assign flush_out32 = !mode.denorm_f32[DenormKeepOutput];

  // ---------------------------------------------------------------------------------------------
  // Sources
  // ---------------------------------------------------------------------------------------------
  function automatic logic [63:0] f64_src(logic [63:0] v, logic abs_b, logic neg_b, logic flush);
    logic [63:0] s;
    s = v;
    if (abs_b) begin
      s[63] = 1'b0;
    end
    if (neg_b) begin
      s[63] = ~s[63];
    end
    if (flush && s[62:52] == '0) begin
      s[51:0] = '0;
    end
    return s;
  endfunction

  // Classes of an f64 by its magnitude bits [62:0].
  function automatic logic is_nan64(logic [62:0] v);
    return (v[62:52] == '1) && (v[51:0] != '0);
  endfunction

  function automatic logic is_snan64(logic [62:0] v);
    return is_nan64(v) && !v[51];
  endfunction

  function automatic logic is_inf64(logic [62:0] v);
    return (v[62:52] == '1) && (v[51:0] == '0);
  endfunction

  function automatic logic is_zero64(logic [62:0] v);
    return v == '0;
  endfunction

  // The weight of the last significand bit of a finite f64 with exponent field e (a denormal's:
  // the smallest normal's).
  function automatic int lsb_exp64(logic [10:0] e);
    return (e == '0) ? -1074 : (int'(e) - 1075);
  endfunction

  logic [63:0] s0, s1, s2;
  logic [31:0] s0_f32;

  assign s0 = f64_src(lane_i.src0, lane_i.abs[0], lane_i.neg[0], flush_in64);
  assign s1 = f64_src(lane_i.src1, lane_i.abs[1], lane_i.neg[1], flush_in64);
  assign s2 = f64_src(lane_i.src2, lane_i.abs[2], lane_i.neg[2], flush_in64);

  // V_CVT_F64_F32's f32 source, by the f32 denormal field.
  always_comb begin
    s0_f32 = lane_i.src0[31:0];
    if (lane_i.abs[0]) begin
      s0_f32[31] = 1'b0;
    end
    if (lane_i.neg[0]) begin
      s0_f32[31] = ~s0_f32[31];
    end
    if (flush_in32 && s0_f32[30:23] == '0) begin
      s0_f32[22:0] = '0;
    end
  end

  // MODE.IEEE quiets a NaN operand on its way to the result.
  logic [63:0] q0, q1;
  assign q0 = mode.ieee ? (s0 | (64'd1 << 51)) : s0;
  assign q1 = mode.ieee ? (s1 | (64'd1 << 51)) : s1;

  // ---------------------------------------------------------------------------------------------
  // Rounding to an integral value: V_TRUNC/CEIL/RNDNE/FLOOR_F64, and floor for V_FRACT_F64
  // ---------------------------------------------------------------------------------------------
  logic [1:0]  rint_dir;
  logic [63:0] rint_result;

  always_comb begin
    unique case (op_i)
      ValuOpVTruncF64: rint_dir = RoundToZero;
      ValuOpVCeilF64:  rint_dir = RoundPlusInf;
      ValuOpVRndneF64: rint_dir = RoundNearestEven;
      default:         rint_dir = RoundMinusInf;  // V_FLOOR_F64, V_FRACT_F64
    endcase
  end

  cutlm_f64_rint u_rint (
    .x_i      (s0),
    .dir_i    (rint_dir),
    .result_o (rint_result)
  );

  // ---------------------------------------------------------------------------------------------
  // The fma datapath: fma(a, b, c); add is a * 1.0 + b, mul a * b + 0 (the product's sign, so a
  // zero product keeps it), fract x + -floor(x) (the guide's "S0.f64 + -floor(S0.f64)").
  // ---------------------------------------------------------------------------------------------
  logic [63:0] fa, fb, fc;

  always_comb begin
    unique case (op_i)
      ValuOpVAddF64: begin
        fa = s0;
        fb = F64One;
        fc = s1;
      end
      ValuOpVMulF64: begin
        fa = s0;
        fb = s1;
        fc = {s0[63] ^ s1[63], 63'd0};
      end
      ValuOpVFractF64: begin
        fa = s0;
        fb = F64One;
        fc = {~rint_result[63], rint_result[62:0]};
      end
      default: begin  // V_FMA_F64
        fa = s0;
        fb = s1;
        fc = s2;
      end
    endcase
  end

  // Infinities and NaNs, in the order of docs/valu-semantics.md's core rule.
  logic        fma_special;
  logic [63:0] fma_special_val;
  logic        fa_nan, fb_nan, fc_nan, fa_inf, fb_inf, fc_inf, prod_sign;

  assign fa_nan    = is_nan64(fa[62:0]);
  assign fb_nan    = is_nan64(fb[62:0]);
  assign fc_nan    = is_nan64(fc[62:0]);
  assign fa_inf    = is_inf64(fa[62:0]);
  assign fb_inf    = is_inf64(fb[62:0]);
  assign fc_inf    = is_inf64(fc[62:0]);
  assign prod_sign = fa[63] ^ fb[63];

  always_comb begin
    fma_special     = 1'b1;
    fma_special_val = F64DefaultNan;
    if (fa_nan) begin
      fma_special_val = mode.ieee ? (fa | (64'd1 << 51)) : fa;
    end else if (fb_nan) begin
      fma_special_val = mode.ieee ? (fb | (64'd1 << 51)) : fb;
    end else if ((fa_inf && is_zero64(fb[62:0])) || (is_zero64(fa[62:0]) && fb_inf)) begin
      fma_special_val = F64DefaultNan;
    end else if (fc_nan) begin
      fma_special_val = mode.ieee ? (fc | (64'd1 << 51)) : fc;
    end else if (fa_inf || fb_inf) begin
      fma_special_val = (fc_inf && fc[63] != prod_sign) ? F64DefaultNan
                                                        : {prod_sign, 11'h7ff, 52'd0};
    end else if (fc_inf) begin
      fma_special_val = fc;
    end else begin
      fma_special = 1'b0;
    end
  end

  logic               fma_sign;
  logic [164:0]       fma_mant;
  logic signed [15:0] fma_exp;

  cutlm_f64_fma u_fma (
    .a_i    (fa),
    .b_i    (fb),
    .c_i    (fc),
    .rm_i   (rm64),
    .sign_o (fma_sign),
    .mant_o (fma_mant),
    .exp_o  (fma_exp)
  );

  // ---------------------------------------------------------------------------------------------
  // The f64 rounder: fma results, V_LDEXP_F64 and the conversions to f64
  // ---------------------------------------------------------------------------------------------
  logic               rnd_sign;
  logic [164:0]       rnd_mant;
  logic signed [15:0] rnd_exp;
  logic [63:0]        rnd_result;
  int                 ldexp_k;
  logic [31:0]        int_mag;

  always_comb begin
    ldexp_k = int'($signed(lane_i.src1[31:0]));
    if (ldexp_k > LdexpLimit) begin
      ldexp_k = LdexpLimit;
    end else if (ldexp_k < -LdexpLimit) begin
      ldexp_k = -LdexpLimit;
    end
    int_mag = lane_i.src0[31] ? (~lane_i.src0[31:0] + 32'd1) : lane_i.src0[31:0];

    rnd_sign = fma_sign;
    rnd_mant = fma_mant;
    rnd_exp  = fma_exp;
    unique case (op_i)
      ValuOpVLdexpF64: begin
        rnd_sign = s0[63];
        rnd_mant = 165'({(s0[62:52] != '0), s0[51:0]});
        rnd_exp  = 16'(lsb_exp64(s0[62:52]) + ldexp_k);
      end
      ValuOpVCvtF64I32: begin
        rnd_sign = lane_i.src0[31];
        rnd_mant = 165'(int_mag);
        rnd_exp  = '0;
      end
      ValuOpVCvtF64U32: begin
        rnd_sign = 1'b0;
        rnd_mant = 165'(lane_i.src0[31:0]);
        rnd_exp  = '0;
      end
      ValuOpVCvtF64F32: begin
        rnd_sign = s0_f32[31];
        rnd_mant = 165'({(s0_f32[30:23] != '0), s0_f32[22:0]});
        rnd_exp  = 16'((s0_f32[30:23] == '0) ? -149 : (int'(s0_f32[30:23]) - 150));
      end
      default: ;
    endcase
  end

  cutlm_f64_round #(
    .ExpBits  (11),
    .FracBits (52),
    .MantW    (165)
  ) u_round64 (
    .sign_i   (rnd_sign),
    .mant_i   (rnd_mant),
    .exp_i    (rnd_exp),
    .rm_i     (rm64),
    .result_o (rnd_result)
  );

  // V_CVT_F32_F64: the f64 source rounded to f32 in the f32 rounding mode.
  logic [31:0] rnd32_result;

  cutlm_f64_round #(
    .ExpBits  (8),
    .FracBits (23),
    .MantW    (53)
  ) u_round32 (
    .sign_i   (s0[63]),
    .mant_i   ({(s0[62:52] != '0), s0[51:0]}),
    .exp_i    (16'(lsb_exp64(s0[62:52]))),
    .rm_i     (rm32),
    .result_o (rnd32_result)
  );

  // ---------------------------------------------------------------------------------------------
  // V_MIN_F64 / V_MAX_F64 (gfx1100 V_MIN_F16 page's order: in IEEE mode a signalling NaN, S0's
  // first, comes back quieted; else a NaN yields the other operand, S1 when both are NaN; -0 is
  // below +0; equal operands give S1)
  // ---------------------------------------------------------------------------------------------
  logic        s0_below_s1, s1_below_s0;
  logic [63:0] minmax_result;

  // a < b with -0 < +0, neither a NaN.
  function automatic logic below64(logic [63:0] a, logic [63:0] b);
    if (a[63] != b[63]) begin
      return a[63];
    end
    return a[63] ? (a[62:0] > b[62:0]) : (a[62:0] < b[62:0]);
  endfunction

  assign s0_below_s1 = below64(s0, s1);
  assign s1_below_s0 = below64(s1, s0);

  always_comb begin
    if (mode.ieee && is_snan64(s0[62:0])) begin
      minmax_result = q0;
    end else if (mode.ieee && is_snan64(s1[62:0])) begin
      minmax_result = q1;
    end else if (is_nan64(s0[62:0])) begin
      minmax_result = s1;
    end else if (is_nan64(s1[62:0])) begin
      minmax_result = s0;
    end else if (op_i == ValuOpVMinF64) begin
      minmax_result = s0_below_s1 ? s0 : s1;
    end else begin
      minmax_result = s1_below_s0 ? s0 : s1;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // RDNA4's V_MIN_NUM_F64 / V_MAX_NUM_F64 (IEEE 754-2019 minimumNumber / maximumNumber: a NaN
  // beside a number gives the number, signalling or not, two NaNs give S0 quieted) and
  // V_MINIMUM_F64 / V_MAXIMUM_F64 (minimum / maximum: a signalling NaN quieted, S0's then S1's,
  // then a quiet NaN, S0's then S1's); otherwise -0 below +0 and S1 for equal operands.
  // ---------------------------------------------------------------------------------------------
  logic        rdna4_max;
  logic        s0_wins;
  logic [63:0] num_result, minimum_result;

  assign rdna4_max = (op_i == ValuOpVMaxNumF64) || (op_i == ValuOpVMaximumF64);
  assign s0_wins   = rdna4_max ? s1_below_s0 : s0_below_s1;

  always_comb begin
    if (is_nan64(s0[62:0]) && is_nan64(s1[62:0])) begin
      num_result = s0 | (64'd1 << 51);
    end else if (is_nan64(s0[62:0])) begin
      num_result = s1;
    end else if (is_nan64(s1[62:0])) begin
      num_result = s0;
    end else begin
      num_result = s0_wins ? s0 : s1;
    end
  end

  always_comb begin
    if (is_snan64(s0[62:0])) begin
      minimum_result = s0 | (64'd1 << 51);
    end else if (is_snan64(s1[62:0])) begin
      minimum_result = s1 | (64'd1 << 51);
    end else if (is_nan64(s0[62:0])) begin
      minimum_result = s0;
    end else if (is_nan64(s1[62:0])) begin
      minimum_result = s1;
    end else begin
      minimum_result = s0_wins ? s0 : s1;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // V_CVT_I32_F64 / V_CVT_U32_F64: truncation toward zero whatever MODE says, out-of-range values
  // and infinities saturate, NaN gives 0 (AMD's notes; docs/valu-semantics.md).
  // ---------------------------------------------------------------------------------------------
  int          s0_exp;
  logic        int_big;
  logic [31:0] int_part, cvt_i32, cvt_u32;

  always_comb begin
    s0_exp   = int'(s0[62:52]) - 1023;
    int_big  = (s0_exp >= 32);  // infinities included
    int_part = '0;
    if (s0_exp >= 0 && s0_exp < 32) begin
      int_part = 32'({1'b1, s0[51:0]} >> (52 - s0_exp));
    end

    if (is_nan64(s0[62:0])) begin
      cvt_i32 = '0;
    end else if (s0[63]) begin
      cvt_i32 = (int_big || int_part > 32'h8000_0000) ? 32'h8000_0000 : (~int_part + 32'd1);
    end else begin
      cvt_i32 = (int_big || int_part[31]) ? 32'h7fff_ffff : int_part;
    end

    if (is_nan64(s0[62:0]) || s0[63]) begin
      cvt_u32 = '0;  // negative values saturate to 0, -0.x truncates to 0
    end else begin
      cvt_u32 = int_big ? 32'hffff_ffff : int_part;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Results
  // ---------------------------------------------------------------------------------------------
  logic [63:0] r64;
  logic [31:0] r32;

  always_comb begin
    r64 = '0;
    r32 = '0;
    unique case (op_i)
      ValuOpVAddF64, ValuOpVMulF64, ValuOpVFmaF64: begin
        r64 = fma_special ? fma_special_val : rnd_result;
      end
      ValuOpVFractF64: begin
        // Below 1.0: x + 1 of a tiny negative x would round to 1.0.
        r64 = fma_special ? fma_special_val : rnd_result;
        if (!is_nan64(r64[62:0]) && !r64[63] && r64[62:0] > F64BelowOne[62:0]) begin
          r64 = F64BelowOne;
        end
      end
      ValuOpVMinF64, ValuOpVMaxF64: begin
        r64 = minmax_result;
      end
      ValuOpVMinNumF64, ValuOpVMaxNumF64: begin
        r64 = num_result;
      end
      ValuOpVMinimumF64, ValuOpVMaximumF64: begin
        r64 = minimum_result;
      end
      ValuOpVLdexpF64: begin
        r64 = is_nan64(s0[62:0]) ? q0 : (is_inf64(s0[62:0]) ? s0 : rnd_result);
      end
      ValuOpVTruncF64, ValuOpVCeilF64, ValuOpVRndneF64, ValuOpVFloorF64: begin
        r64 = is_nan64(s0[62:0]) ? q0 : rint_result;
      end
      ValuOpVCvtF64F32: begin
        if (s0_f32[30:23] == '1) begin
          // Infinity, or a NaN with its payload in the top fraction bits.
          r64 = {s0_f32[31], 11'h7ff, s0_f32[22:0], 29'd0};
          if (mode.ieee && s0_f32[22:0] != '0) begin
            r64[51] = 1'b1;
          end
        end else begin
          r64 = rnd_result;
        end
      end
      ValuOpVCvtF64I32, ValuOpVCvtF64U32: begin
        r64 = rnd_result;
      end
      ValuOpVCvtF32F64: begin
        if (is_nan64(s0[62:0])) begin
          r32 = {s0[63], 8'hff, 1'b1, s0[50:29]};
        end else if (is_inf64(s0[62:0])) begin
          r32 = {s0[63], 8'hff, 23'd0};
        end else begin
          r32 = rnd32_result;
        end
      end
      ValuOpVCvtI32F64: r32 = cvt_i32;
      ValuOpVCvtU32F64: r32 = cvt_u32;
      default: ;
    endcase
  end

  logic [63:0] out64;
  logic [31:0] out32;
  logic        arith_op;

  // "Floating-point arithmetic" flushes its rounded result before omod as well.
  assign arith_op = (op_i == ValuOpVAddF64) || (op_i == ValuOpVMulF64) ||
                    (op_i == ValuOpVFmaF64) || (op_i == ValuOpVLdexpF64);

  cutlm_fp_outmod #(
    .ExpBits  (11),
    .FracBits (52)
  ) u_outmod64 (
    .r_i          (r64),
    .flush_out_i  (flush_out64),
    .pre_flush_i  (arith_op),
    .ieee_i       (mode.ieee),
    .omod_i       (lane_i.omod),
    .clamp_i      (lane_i.clamp),
    .dx10_clamp_i (mode.dx10_clamp),
    .r_o          (out64)
  );

  cutlm_fp_outmod #(
    .ExpBits  (8),
    .FracBits (23)
  ) u_outmod32 (
    .r_i          (r32),
    .flush_out_i  (flush_out32),
    .pre_flush_i  (1'b0),
    .ieee_i       (mode.ieee),
    .omod_i       (lane_i.omod),
    .clamp_i      (lane_i.clamp),
    .dx10_clamp_i (mode.dx10_clamp),
    .r_o          (out32)
  );

  always_comb begin
    lane_o = '0;
    unique case (op_i)
      ValuOpVAddF64, ValuOpVMulF64, ValuOpVFmaF64, ValuOpVMinF64, ValuOpVMaxF64,
      ValuOpVLdexpF64, ValuOpVTruncF64, ValuOpVCeilF64, ValuOpVRndneF64, ValuOpVFloorF64,
      ValuOpVFractF64, ValuOpVCvtF64F32, ValuOpVCvtF64I32, ValuOpVCvtF64U32, ValuOpVMinNumF64,
      ValuOpVMaxNumF64, ValuOpVMinimumF64, ValuOpVMaximumF64: begin
        lane_o.data = out64;
      end
      ValuOpVCvtF32F64: lane_o.data[31:0] = out32;
      ValuOpVCvtI32F64, ValuOpVCvtU32F64: lane_o.data[31:0] = r32;  // no omod, no clamp
      default: lane_o = '0;
    endcase
  end

  // Fields no f64 operation reads.
  logic unused_lane_fields;
  assign unused_lane_fields = ^{lane_i.vdst_old, lane_i.mask_in, lane_i.opsel};

endmodule
