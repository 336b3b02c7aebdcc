// Copyright cutlm contributors.
//
// Fused multiply-add of binary32 values, combinational: a * b + c computed exactly and rounded
// once in the given FP_ROUND mode, with gradual underflow (denormal results) and overflow by the
// rounding mode (IEEE 754). The f32 unit runs add, sub, mul, fma and ldexp through it (add is
// a * 1.0 + c). Operands arrive after abs/neg and MODE's input flush; MODE's output flush and
// the output modifiers are the caller's.
//
// NaNs (docs/valu-semantics.md, "The floating-point core"): the first NaN in the order a, b,
// then an invalid product (0 * inf), then c, quieted when MODE.IEEE is set and passed on
// unchanged otherwise; an invalid operation (0 * inf, inf - inf) gives the negative default NaN.
//
// Datapath: the 48-bit product of the normalised significands and the addend are placed in a
// 77-bit fixed-point field (the classic 3p+5 window, p = 24): the product in bits [50:3], the
// addend starting with its leading bit in bit 76 and shifted right by the exponent difference;
// addend bits shifted below bit 1 are ORed into bit 0 (sticky). Two empty bits between the
// unshifted addend's lsb (53) and the product's msb (50) keep the guard bits right when the
// addend is larger than the product by more than the field: the product then only counts
// as a nonzero amount below the addend's guard bit, which its field position also gives.

module cutlm_f32_fma
  import cutlm_valu_pkg::*;
(
  input  logic [31:0]       a_i,
  input  logic [31:0]       b_i,
  input  logic [31:0]       c_i,
  input  logic              mul_only_i,  // a * b: no addend (not even a zero: -0 * 1 stays -0)
  input  logic signed [9:0] scale_i,     // the result is a * b * 2^scale_i (+ c): v_ldexp
  input  logic [1:0]        round_i,     // FP_ROUND
  input  logic              ieee_i,      // MODE.IEEE: a NaN result is quieted
  output logic [31:0]       result_o
);

  localparam logic [31:0] DefaultNan = 32'hffc0_0000;
  localparam logic [31:0] QuietBit   = 32'h0040_0000;
  localparam int unsigned FieldW     = 77;

  // ---------------------------------------------------------------------------------------------
  // Operands
  // ---------------------------------------------------------------------------------------------
  logic               a_sign, a_zero, a_inf, a_nan, a_snan;
  logic               b_sign, b_zero, b_inf, b_nan, b_snan;
  logic               c_sign, c_zero, c_inf, c_nan, c_snan;
  logic signed [11:0] a_exp, b_exp, c_exp;
  logic [23:0]        a_man, b_man, c_man;

  cutlm_f32_unpack u_unpack_a (
    .x_i(a_i), .sign_o(a_sign), .zero_o(a_zero), .inf_o(a_inf), .nan_o(a_nan), .snan_o(a_snan),
    .exp_o(a_exp), .man_o(a_man)
  );
  cutlm_f32_unpack u_unpack_b (
    .x_i(b_i), .sign_o(b_sign), .zero_o(b_zero), .inf_o(b_inf), .nan_o(b_nan), .snan_o(b_snan),
    .exp_o(b_exp), .man_o(b_man)
  );
  cutlm_f32_unpack u_unpack_c (
    .x_i(c_i), .sign_o(c_sign), .zero_o(c_zero), .inf_o(c_inf), .nan_o(c_nan), .snan_o(c_snan),
    .exp_o(c_exp), .man_o(c_man)
  );

  // Quieting sets the quiet bit whatever kind of NaN it is: the signalling flags are unused.
  logic unused_snan;
  assign unused_snan = a_snan ^ b_snan ^ c_snan;

  // ---------------------------------------------------------------------------------------------
  // Exact product: value = prod / 2^46 * 2^prod_exp
  // ---------------------------------------------------------------------------------------------
  logic               prod_sign;
  logic [47:0]        prod;
  logic signed [11:0] prod_exp;

  assign prod_sign = a_sign ^ b_sign;
  assign prod      = 48'(a_man) * 48'(b_man);
  assign prod_exp  = a_exp + b_exp + $signed({{2{scale_i[9]}}, scale_i});

  // ---------------------------------------------------------------------------------------------
  // Alignment. Field bit i weighs 2^(ref_exp + i - 49): the product's bit 46 sits in bit 49.
  // ---------------------------------------------------------------------------------------------
  logic signed [11:0]   shift_raw;  // how far the addend's leading bit lies below bit 76
  logic [6:0]           c_shift;
  logic signed [11:0]   ref_exp;
  logic [2*FieldW-1:0]  c_wide;
  logic [FieldW-1:0]    c_field, p_field;

  assign shift_raw = 12'sd27 + prod_exp - c_exp;

  // A zero addend (or none) adds nothing: the field stays on the product.
  logic c_present;
  assign c_present = !mul_only_i && !c_zero;

  always_comb begin
    if (c_present && (shift_raw < 0)) begin
      // The addend is larger than the field reaches: anchor the field on it instead.
      c_shift = 7'd0;
      ref_exp = c_exp - 12'sd27;
    end else begin
      // Beyond 78 the addend is entirely below bit 1: sticky only.
      c_shift = (shift_raw > 12'sd100) ? 7'd100 : 7'(shift_raw);
      ref_exp = prod_exp;
    end
  end

  assign c_wide  = {c_man, 130'd0} >> c_shift;
  assign c_field = !c_present ? '0 : {c_wide[153:78], |c_wide[77:0]};
  assign p_field = {26'd0, prod, 3'd0};

  // ---------------------------------------------------------------------------------------------
  // Sum of magnitudes
  // ---------------------------------------------------------------------------------------------
  logic              eff_sub;
  logic [FieldW:0]   sum;
  logic              sum_sign;

  assign eff_sub = c_present && (prod_sign != c_sign);

  always_comb begin
    if (!eff_sub) begin
      sum      = {1'b0, p_field} + {1'b0, c_field};
      sum_sign = prod_sign;
    end else if (p_field >= c_field) begin
      sum      = {1'b0, p_field - c_field};
      sum_sign = prod_sign;
    end else begin
      sum      = {1'b0, c_field - p_field};
      sum_sign = c_sign;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Normalisation: the leading bit to bit 77, or as far as the exponent allows (denormal)
  // ---------------------------------------------------------------------------------------------
  logic [6:0]         sum_lz;
  logic signed [11:0] max_left;  // the left shift that brings bit 77 to weight 2^-126
  logic signed [11:0] exp_biased;
  logic [FieldW:0]    norm;
  logic               norm_sticky;
  logic [2*FieldW+1:0] right_wide;
  logic [6:0]         right_shift;

  always_comb begin
    sum_lz = 7'd78;
    for (int unsigned i = 0; i <= FieldW; i++) begin
      if (sum[i]) begin
        sum_lz = 7'(FieldW - i);
      end
    end
  end

  assign max_left = ref_exp + 12'sd154;

  always_comb begin
    norm        = '0;
    norm_sticky = 1'b0;
    right_shift = 7'd0;
    right_wide  = '0;
    if ($signed({5'd0, sum_lz}) <= max_left) begin
      norm       = sum << sum_lz;
      exp_biased = ref_exp + 12'sd155 - $signed({5'd0, sum_lz});
    end else begin
      exp_biased = 12'sd0;
      if (max_left >= 0) begin
        norm = sum << max_left[6:0];  // below sum_lz <= 78
      end else begin
        right_shift = (max_left < -12'sd78) ? 7'd78 : 7'(-max_left);
        right_wide  = {sum, 78'd0} >> right_shift;
        norm        = right_wide[155:78];
        norm_sticky = |right_wide[77:0];
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Rounding
  // ---------------------------------------------------------------------------------------------
  logic [22:0] frac;  // the leading bit (norm[77]) is implied by the exponent
  logic        guard, sticky, round_up, overflow;
  logic [30:0] rounded;
  logic [31:0] overflow_value;

  assign frac   = norm[76:54];
  assign guard  = norm[53];
  assign sticky = (|norm[52:0]) || norm_sticky;

  logic unused_lead;
  assign unused_lead = norm[77];

  always_comb begin
    unique case (round_i)
      RoundNearestEven: round_up = guard && (sticky || frac[0]);
      RoundPlusInf:     round_up = !sum_sign && (guard || sticky);
      RoundMinusInf:    round_up = sum_sign && (guard || sticky);
      default:          round_up = 1'b0;  // RoundToZero
    endcase
  end

  // A carry out of the fraction steps the exponent: a denormal to the smallest normal, the
  // largest significand to the next binade, the largest finite value to infinity.
  assign overflow = exp_biased >= 12'sd255;
  assign rounded  = {exp_biased[7:0], frac} + 31'(round_up);

  // Overflow gives infinity, or the largest finite value where the mode rounds toward zero.
  always_comb begin
    unique case (round_i)
      RoundNearestEven: overflow_value = {sum_sign, 31'h7f80_0000};
      RoundPlusInf:     overflow_value = {sum_sign, sum_sign ? 31'h7f7f_ffff : 31'h7f80_0000};
      RoundMinusInf:    overflow_value = {sum_sign, sum_sign ? 31'h7f80_0000 : 31'h7f7f_ffff};
      default:          overflow_value = {sum_sign, 31'h7f7f_ffff};
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Result, special cases first
  // ---------------------------------------------------------------------------------------------
  logic prod_invalid, prod_inf, prod_zero;
  logic exact_zero_sign;  // the sign IEEE gives an exact zero sum of operands of unlike signs

  assign prod_invalid    = (a_inf && b_zero) || (a_zero && b_inf);
  assign prod_inf        = a_inf || b_inf;
  assign prod_zero       = a_zero || b_zero;
  assign exact_zero_sign = (round_i == RoundMinusInf);

  always_comb begin
    if (a_nan) begin
      result_o = ieee_i ? (a_i | QuietBit) : a_i;
    end else if (b_nan) begin
      result_o = ieee_i ? (b_i | QuietBit) : b_i;
    end else if (prod_invalid) begin
      result_o = DefaultNan;
    end else if (!mul_only_i && c_nan) begin
      result_o = ieee_i ? (c_i | QuietBit) : c_i;
    end else if (prod_inf) begin
      result_o = (!mul_only_i && c_inf && (c_sign != prod_sign)) ? DefaultNan
                                                                 : {prod_sign, 31'h7f80_0000};
    end else if (!mul_only_i && c_inf) begin
      result_o = c_i;
    end else if (prod_zero) begin
      if (mul_only_i) begin
        result_o = {prod_sign, 31'd0};
      end else if (c_zero) begin
        result_o = {(prod_sign == c_sign) ? prod_sign : exact_zero_sign, 31'd0};
      end else begin
        result_o = c_i;  // exact: a finite nonzero addend plus zero
      end
    end else if (sum == '0) begin
      result_o = {exact_zero_sign, 31'd0};  // exact cancellation
    end else if (overflow) begin
      result_o = overflow_value;
    end else begin
      result_o = {sum_sign, rounded};
    end
  end

endmodule
