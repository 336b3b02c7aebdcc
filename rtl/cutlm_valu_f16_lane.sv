// Copyright cutlm contributors.
//
// One lane of the f16 unit, combinational. Semantics from AMD's RDNA3 ISA guide (VOP1, VOP2 and
// VOP3 opcodes: D0.f16 = S0.f16 + S1.f16, fma(S0, S1, D0), ...), the gfx1100 v_min_f16 page,
// AMD's RDNA4 ISA guide for the min/max operations RDNA4 adds (_NUM, MINIMUM/MAXIMUM) and
// docs/valu-semantics.md. f16 arithmetic reads MODE's f16/f64 round and denormal fields.
//
// Sources: the 16-bit half opsel[i] names (true16), abs then neg, the input flush. v_fmac's
// addend is the destination half opsel[3] names; v_fmaak / v_fmamk take the literal's low half
// from src2 (fmaak: src0 * src1 + K, fmamk: src0 * K + src1; rtl/README.md).
// Results: NaN/infinity/zero cases, else one rounding (cutlm_f16_round) of an exact value. Then
// omod, clamp and the output flush (cutlm_fp_outmod); the rounded arithmetic (add/sub/mul/fma
// forms, ldexp) flushes before omod too, min/max, rounding to integral, fract and v_cvt_f16_f32
// do not (docs/valu-semantics.md: V_MIN_F16, "Conversions and rounding to integral values",
// "Floating-point arithmetic"). A 16-bit result goes to the destination half opsel[3] names; the
// other half keeps vdst_old.

module cutlm_valu_f16_lane
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  valu_op_e       op_i,
  input  valu_lane_in_t  lane_i,
  output valu_lane_out_t lane_o
);

  localparam int unsigned SumWidth = 64;  // the FMA's window, see cutlm_f16_fma
  localparam logic [15:0] F16One   = 16'h3c00;
  localparam logic [15:0] F16BelowOne = 16'h3bff;  // fract's limit below 1.0

  valu_mode_t mode;
  logic       flush_in, flush_out;
  assign mode      = lane_i.mode;
  assign flush_in  = !mode.denorm_f64_f16[DenormKeepInput];
  assign flush_out = !mode.denorm_f64_f16[DenormKeepOutput];

  // ---------------------------------------------------------------------------------------------
  // Sources
  // ---------------------------------------------------------------------------------------------
  logic        is_fmac, is_k_op;
  logic [31:0] src2_raw;
  logic        src2_hi;
  assign is_fmac  = op_i == ValuOpVFmacF16;
  assign is_k_op  = (op_i == ValuOpVFmaakF16) || (op_i == ValuOpVFmamkF16);
  assign src2_raw = is_fmac ? lane_i.vdst_old[31:0] : lane_i.src2[31:0];
  assign src2_hi  = is_fmac ? lane_i.opsel[3] : (!is_k_op && lane_i.opsel[2]);

  logic [2:0][31:0] src_raw;
  logic [2:0]       src_hi;
  logic [2:0][15:0] src;
  assign src_raw = {src2_raw, lane_i.src1[31:0], lane_i.src0[31:0]};
  assign src_hi  = {src2_hi, lane_i.opsel[1:0]};
  for (genvar i = 0; i < 3; i++) begin : gen_src
    cutlm_f16_src u_src (
      .raw_i      (src_raw[i]),
      .hi_i       (src_hi[i]),
      .abs_i      (lane_i.abs[i]),
      .neg_i      (lane_i.neg[i]),
      .flush_in_i (flush_in),
      .value_o    (src[i])
    );
  end

  logic [15:0] s0, s1, s2;
  assign {s2, s1, s0} = src;

  // ---------------------------------------------------------------------------------------------
  // min / max and their three-operand compositions, as the guide composes them
  // ---------------------------------------------------------------------------------------------
  logic [15:0] min01, max01, min012, max012, max_min01_2, min_max01_2, max12, max02;
  cutlm_f16_minmax u_min01 (.a_i(s0), .b_i(s1), .max_i(1'b0), .ieee_i(mode.ieee), .value_o(min01));
  cutlm_f16_minmax u_max01 (.a_i(s0), .b_i(s1), .max_i(1'b1), .ieee_i(mode.ieee), .value_o(max01));
  cutlm_f16_minmax u_min012 (
    .a_i(min01), .b_i(s2), .max_i(1'b0), .ieee_i(mode.ieee), .value_o(min012)
  );
  cutlm_f16_minmax u_max012 (
    .a_i(max01), .b_i(s2), .max_i(1'b1), .ieee_i(mode.ieee), .value_o(max012)
  );
  cutlm_f16_minmax u_minmax (
    .a_i(min01), .b_i(s2), .max_i(1'b1), .ieee_i(mode.ieee), .value_o(max_min01_2)
  );
  cutlm_f16_minmax u_maxmin (
    .a_i(max01), .b_i(s2), .max_i(1'b0), .ieee_i(mode.ieee), .value_o(min_max01_2)
  );
  cutlm_f16_minmax u_max12 (.a_i(s1), .b_i(s2), .max_i(1'b1), .ieee_i(mode.ieee), .value_o(max12));
  cutlm_f16_minmax u_max02 (.a_i(s0), .b_i(s2), .max_i(1'b1), .ieee_i(mode.ieee), .value_o(max02));

  // med3 (guide): with a NaN operand min3; otherwise the max of the two operands other than the
  // first one equal (IEEE equality: +0 == -0) to max3.
  function automatic logic f16_is_nan(logic [14:0] magnitude);
    return (magnitude[14:10] == 5'h1f) && (magnitude[9:0] != 10'd0);
  endfunction
  function automatic logic f16_equal(logic [15:0] x, logic [15:0] y);
    return (x == y) || ((x[14:0] == 15'd0) && (y[14:0] == 15'd0));
  endfunction

  logic [15:0] med3;
  always_comb begin
    if (f16_is_nan(s0[14:0]) || f16_is_nan(s1[14:0]) || f16_is_nan(s2[14:0])) begin
      med3 = min012;
    end else if (f16_equal(max012, s0)) begin
      med3 = max12;
    end else if (f16_equal(max012, s1)) begin
      med3 = max02;
    end else begin
      med3 = max01;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // RDNA4's min/max (AMD's RDNA4 guide): the _NUM forms are IEEE 754-2019 minimumNumber /
  // maximumNumber (a NaN beside a number gives the number, signalling or not; two NaNs give S0
  // quieted), MINIMUM/MAXIMUM are minimum / maximum (a signalling NaN quieted, S0's then S1's,
  // then a quiet NaN, S0's then S1's); both order -0 below +0 and give S1 for equal values.
  // MODE.IEEE does not enter. The three-operand forms compose them as the guide does.
  // ---------------------------------------------------------------------------------------------
  localparam logic [15:0] F16Quiet = 16'h0200;

  // a < b (want_max: a > b) with -0 below +0, neither a NaN.
  function automatic logic f16_first_wins(logic [15:0] a, logic [15:0] b, logic want_max);
    logic a_below_b, b_below_a;
    if (a[15] != b[15]) begin
      a_below_b = a[15];
      b_below_a = b[15];
    end else begin
      a_below_b = a[15] ? (a[14:0] > b[14:0]) : (a[14:0] < b[14:0]);
      b_below_a = a[15] ? (b[14:0] > a[14:0]) : (b[14:0] < a[14:0]);
    end
    return want_max ? b_below_a : a_below_b;
  endfunction

  function automatic logic [15:0] f16_num(logic [15:0] a, logic [15:0] b, logic want_max);
    if (f16_is_nan(a[14:0]) && f16_is_nan(b[14:0])) return a | F16Quiet;
    if (f16_is_nan(a[14:0])) return b;
    if (f16_is_nan(b[14:0])) return a;
    return f16_first_wins(a, b, want_max) ? a : b;
  endfunction

  function automatic logic [15:0] f16_minimum(logic [15:0] a, logic [15:0] b, logic want_max);
    if (f16_is_nan(a[14:0]) && !a[9]) return a | F16Quiet;
    if (f16_is_nan(b[14:0]) && !b[9]) return b | F16Quiet;
    if (f16_is_nan(a[14:0])) return a;
    if (f16_is_nan(b[14:0])) return b;
    return f16_first_wins(a, b, want_max) ? a : b;
  endfunction

  // V_MED3_NUM_F16: min3_num with a NaN operand; otherwise the max_num of the two operands other
  // than the first one equal to max3_num (IEEE equality).
  function automatic logic [15:0] f16_med3_num(logic [15:0] a, logic [15:0] b, logic [15:0] c);
    logic [15:0] hi;
    if (f16_is_nan(a[14:0]) || f16_is_nan(b[14:0]) || f16_is_nan(c[14:0])) begin
      return f16_num(f16_num(a, b, 1'b0), c, 1'b0);
    end
    hi = f16_num(f16_num(a, b, 1'b1), c, 1'b1);
    if (f16_equal(hi, a)) return f16_num(b, c, 1'b1);
    if (f16_equal(hi, b)) return f16_num(a, c, 1'b1);
    return f16_num(a, b, 1'b1);
  endfunction

  logic [15:0] rdna4_sel;
  always_comb begin
    unique case (op_i)
      ValuOpVMinNumF16:         rdna4_sel = f16_num(s0, s1, 1'b0);
      ValuOpVMaxNumF16:         rdna4_sel = f16_num(s0, s1, 1'b1);
      ValuOpVMin3NumF16:        rdna4_sel = f16_num(f16_num(s0, s1, 1'b0), s2, 1'b0);
      ValuOpVMax3NumF16:        rdna4_sel = f16_num(f16_num(s0, s1, 1'b1), s2, 1'b1);
      ValuOpVMinmaxNumF16:      rdna4_sel = f16_num(f16_num(s0, s1, 1'b0), s2, 1'b1);
      ValuOpVMaxminNumF16:      rdna4_sel = f16_num(f16_num(s0, s1, 1'b1), s2, 1'b0);
      ValuOpVMed3NumF16:        rdna4_sel = f16_med3_num(s0, s1, s2);
      ValuOpVMinimumF16:        rdna4_sel = f16_minimum(s0, s1, 1'b0);
      ValuOpVMaximumF16:        rdna4_sel = f16_minimum(s0, s1, 1'b1);
      ValuOpVMinimum3F16:       rdna4_sel = f16_minimum(f16_minimum(s0, s1, 1'b0), s2, 1'b0);
      ValuOpVMaximum3F16:       rdna4_sel = f16_minimum(f16_minimum(s0, s1, 1'b1), s2, 1'b1);
      ValuOpVMinimummaximumF16: rdna4_sel = f16_minimum(f16_minimum(s0, s1, 1'b0), s2, 1'b1);
      ValuOpVMaximumminimumF16: rdna4_sel = f16_minimum(f16_minimum(s0, s1, 1'b1), s2, 1'b0);
      default:                  rdna4_sel = '0;
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Rounding to integral values (fract uses floor)
  // ---------------------------------------------------------------------------------------------
  logic [1:0]  rint_dir;
  logic [15:0] rint_value;
  always_comb begin
    unique case (op_i)
      ValuOpVCeilF16:  rint_dir = RoundPlusInf;
      ValuOpVTruncF16: rint_dir = RoundToZero;
      ValuOpVRndneF16: rint_dir = RoundNearestEven;
      default:         rint_dir = RoundMinusInf;  // floor, fract
    endcase
  end
  cutlm_f16_rint u_rint (
    .value_i (s0),
    .dir_i   (rint_dir),
    .ieee_i  (mode.ieee),
    .value_o (rint_value)
  );

  // ---------------------------------------------------------------------------------------------
  // The FMA: add, sub, subrev, mul, fma, fmac, fmaak, fmamk, and fract as x + -floor(x)
  // ---------------------------------------------------------------------------------------------
  logic [15:0] fma_a, fma_b, fma_c;
  logic        fma_neg_c, fma_no_addend;
  always_comb begin
    fma_a         = s0;
    fma_b         = s1;
    fma_c         = s2;
    fma_neg_c     = 1'b0;
    fma_no_addend = 1'b0;
    unique case (op_i)
      ValuOpVAddF16: begin
        fma_b = F16One;
        fma_c = s1;
      end
      ValuOpVSubF16: begin
        fma_b     = F16One;
        fma_c     = s1;
        fma_neg_c = 1'b1;
      end
      ValuOpVSubrevF16: begin  // S1 - S0: S1 comes first, its NaN wins
        fma_a     = s1;
        fma_b     = F16One;
        fma_c     = s0;
        fma_neg_c = 1'b1;
      end
      ValuOpVMulF16: fma_no_addend = 1'b1;
      ValuOpVFmamkF16: begin
        fma_b = s2;
        fma_c = s1;
      end
      ValuOpVFractF16: begin  // one IEEE addition x + -floor(x) in MODE's rounding
        fma_b     = F16One;
        fma_c     = rint_value;
        fma_neg_c = 1'b1;
      end
      default: ;  // fma, fmac, fmaak: s0 * s1 + s2
    endcase
  end

  logic                fma_special, fma_sign;
  logic [15:0]         fma_special_value;
  logic [SumWidth-1:0] fma_mag;
  logic signed [15:0]  fma_lsb_exp;
  cutlm_f16_fma u_fma (
    .a_i             (fma_a),
    .b_i             (fma_b),
    .c_i             (fma_c),
    .neg_c_i         (fma_neg_c),
    .no_addend_i     (fma_no_addend),
    .ieee_i          (mode.ieee),
    .round_i         (mode.round_f64_f16),
    .special_o       (fma_special),
    .special_value_o (fma_special_value),
    .sign_o          (fma_sign),
    .mag_o           (fma_mag),
    .lsb_exp_o       (fma_lsb_exp)
  );

  // ldexp: S1's 16 bits as a signed integer, no modifiers
  logic               ldexp_special;
  logic [15:0]        ldexp_special_value;
  logic [10:0]        ldexp_sig;
  logic signed [15:0] ldexp_lsb_exp;
  cutlm_f16_ldexp u_ldexp (
    .value_i         (s0),
    .n_i             (lane_i.opsel[1] ? lane_i.src1[31:16] : lane_i.src1[15:0]),
    .ieee_i          (mode.ieee),
    .special_o       (ldexp_special),
    .special_value_o (ldexp_special_value),
    .sig_o           (ldexp_sig),
    .lsb_exp_o       (ldexp_lsb_exp)
  );

  // v_cvt_f16_f32: the f32 source with abs/neg and the f32 input flush
  logic [31:0]        cvt_src;
  logic               cvt_special;
  logic [15:0]        cvt_special_value;
  logic [23:0]        cvt_sig;
  logic signed [15:0] cvt_lsb_exp;
  assign cvt_src = {(lane_i.src0[31] & ~lane_i.abs[0]) ^ lane_i.neg[0], lane_i.src0[30:0]};
  cutlm_f16_from_f32 u_from_f32 (
    .value_i         (cvt_src),
    .flush_in_i      (!mode.denorm_f32[DenormKeepInput]),
    .special_o       (cvt_special),
    .special_value_o (cvt_special_value),
    .sig_o           (cvt_sig),
    .lsb_exp_o       (cvt_lsb_exp)
  );

  // One rounder for the three.
  logic                round_sign;
  logic [SumWidth-1:0] round_mag;
  logic signed [15:0]  round_lsb_exp;
  logic                round_special;
  logic [15:0]         round_special_value;
  logic [15:0]         rounded;
  always_comb begin
    unique case (op_i)
      ValuOpVLdexpF16: begin
        round_sign          = s0[15];
        round_mag           = SumWidth'(ldexp_sig);
        round_lsb_exp       = ldexp_lsb_exp;
        round_special       = ldexp_special;
        round_special_value = ldexp_special_value;
      end
      ValuOpVCvtF16F32: begin
        round_sign          = cvt_src[31];
        round_mag           = SumWidth'(cvt_sig);
        round_lsb_exp       = cvt_lsb_exp;
        round_special       = cvt_special;
        round_special_value = cvt_special_value;
      end
      default: begin
        round_sign          = fma_sign;
        round_mag           = fma_mag;
        round_lsb_exp       = fma_lsb_exp;
        round_special       = fma_special;
        round_special_value = fma_special_value;
      end
    endcase
  end
  cutlm_f16_round #(.Width(SumWidth)) u_round (
    .sign_i    (round_sign),
    .mag_i     (round_mag),
    .lsb_exp_i (round_lsb_exp),
    .sticky_i  (1'b0),
    .round_i   (mode.round_f64_f16),
    .value_o   (rounded)
  );

  // A rounded result: the special value or the rounding. The arithmetic flushes it when denormal
  // and MODE says so (before omod, docs/valu-semantics.md "Floating-point arithmetic"). fract
  // stays below 1.0 and, like v_cvt_f16_f32, is flushed only after omod (its section,
  // "Conversions and rounding to integral values": omod, clamp, then the output flush).
  logic [15:0] arith, arith_flushed, fract_value;
  assign arith         = round_special ? round_special_value : rounded;
  assign arith_flushed = (flush_out && (arith[14:10] == 5'd0)) ? {arith[15], 15'd0} : arith;
  assign fract_value   = (!f16_is_nan(arith[14:0]) && (arith[14:0] >= F16One[14:0]))
                         ? F16BelowOne : arith;

  // ---------------------------------------------------------------------------------------------
  // Result, output modifiers, destination half
  // ---------------------------------------------------------------------------------------------
  logic [15:0] result;
  always_comb begin
    unique case (op_i)
      ValuOpVMinF16:    result = min01;
      ValuOpVMaxF16:    result = max01;
      ValuOpVMin3F16:   result = min012;
      ValuOpVMax3F16:   result = max012;
      ValuOpVMed3F16:   result = med3;
      ValuOpVMinmaxF16: result = max_min01_2;
      ValuOpVMaxminF16: result = min_max01_2;
      ValuOpVMinNumF16, ValuOpVMaxNumF16, ValuOpVMin3NumF16, ValuOpVMax3NumF16, ValuOpVMed3NumF16,
      ValuOpVMinmaxNumF16, ValuOpVMaxminNumF16, ValuOpVMinimumF16, ValuOpVMaximumF16,
      ValuOpVMinimum3F16, ValuOpVMaximum3F16, ValuOpVMinimummaximumF16,
      ValuOpVMaximumminimumF16: result = rdna4_sel;
      ValuOpVFloorF16, ValuOpVCeilF16, ValuOpVTruncF16, ValuOpVRndneF16: result = rint_value;
      ValuOpVFractF16:  result = fract_value;
      ValuOpVCvtF16F32: result = arith;
      default:          result = arith_flushed;
    endcase
  end

  // The rounded arithmetic flushes before omod; the others' omod sees the unflushed value.
  logic flush_first;
  always_comb begin
    unique case (op_i)
      ValuOpVMinF16, ValuOpVMaxF16, ValuOpVMin3F16, ValuOpVMax3F16, ValuOpVMed3F16,
      ValuOpVMinmaxF16, ValuOpVMaxminF16, ValuOpVFloorF16, ValuOpVCeilF16, ValuOpVTruncF16,
      ValuOpVRndneF16, ValuOpVFractF16, ValuOpVCvtF16F32, ValuOpVMinNumF16, ValuOpVMaxNumF16,
      ValuOpVMin3NumF16, ValuOpVMax3NumF16, ValuOpVMed3NumF16, ValuOpVMinmaxNumF16,
      ValuOpVMaxminNumF16, ValuOpVMinimumF16, ValuOpVMaximumF16, ValuOpVMinimum3F16,
      ValuOpVMaximum3F16, ValuOpVMinimummaximumF16, ValuOpVMaximumminimumF16: flush_first = 1'b0;
      default:                           flush_first = 1'b1;
    endcase
  end

  logic [15:0] result_mod;
  cutlm_fp_outmod #(
    .ExpBits  (5),
    .FracBits (10)
  ) u_omod (
    .r_i          (result),
    .pre_flush_i  (flush_first),
    .ieee_i       (mode.ieee),
    .flush_out_i  (flush_out),
    .omod_i       (lane_i.omod),
    .clamp_i      (lane_i.clamp),
    .dx10_clamp_i (mode.dx10_clamp),
    .r_o          (result_mod)
  );

  logic [31:0] widened;
  cutlm_f16_to_f32 u_to_f32 (
    .value_i      (s0),
    .ieee_i       (mode.ieee),
    .flush_out_i  (!mode.denorm_f32[DenormKeepOutput]),
    .omod_i       (lane_i.omod),
    .clamp_i      (lane_i.clamp),
    .dx10_clamp_i (mode.dx10_clamp),
    .value_o      (widened)
  );

  always_comb begin
    lane_o = '0;
    unique case (op_i)
      ValuOpVMinF16, ValuOpVMaxF16, ValuOpVAddF16, ValuOpVSubF16, ValuOpVSubrevF16,
      ValuOpVMulF16, ValuOpVFmaF16, ValuOpVFmacF16, ValuOpVFmaakF16, ValuOpVFmamkF16,
      ValuOpVMin3F16, ValuOpVMax3F16, ValuOpVMed3F16, ValuOpVMinmaxF16, ValuOpVMaxminF16,
      ValuOpVLdexpF16, ValuOpVFloorF16, ValuOpVCeilF16, ValuOpVTruncF16, ValuOpVRndneF16,
      ValuOpVFractF16, ValuOpVCvtF16F32, ValuOpVMinNumF16, ValuOpVMaxNumF16, ValuOpVMin3NumF16,
      ValuOpVMax3NumF16, ValuOpVMed3NumF16, ValuOpVMinmaxNumF16, ValuOpVMaxminNumF16,
      ValuOpVMinimumF16, ValuOpVMaximumF16, ValuOpVMinimum3F16, ValuOpVMaximum3F16,
      ValuOpVMinimummaximumF16, ValuOpVMaximumminimumF16: begin
        lane_o.data[31:0] = lane_i.opsel[3] ? {result_mod, lane_i.vdst_old[15:0]}
                                            : {lane_i.vdst_old[31:16], result_mod};
      end
      ValuOpVCvtF32F16: lane_o.data[31:0] = widened;
      default:          lane_o = '0;
    endcase
  end

  // Fields no f16 operation reads.
  logic unused_lane_fields;
  assign unused_lane_fields = ^{lane_i.src0[63:32], lane_i.src1[63:32], lane_i.src2[63:32],
                                lane_i.vdst_old[63:32], lane_i.mask_in, mode.round_f32};

endmodule
