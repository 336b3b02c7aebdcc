// Copyright cutlm contributors.
//
// Rounds a binary32 value to an integral binary32 value, combinational: v_floor (toward -inf),
// v_ceil (toward +inf), v_trunc (toward zero) and v_rndne (to nearest, ties to even), selected
// by the FP_ROUND encoding of the direction. IEEE roundToIntegral as docs/valu-semantics.md
// states it ("Conversions and rounding to integral values"): a zero result keeps the input's
// sign (ceil(-0.5) = -0), infinities pass, a NaN is quieted when MODE.IEEE is set. The input
// flush of MODE is applied before this module.

module cutlm_f32_round_int
  import cutlm_valu_pkg::*;
(
  input  logic [31:0] x_i,
  input  logic [1:0]  dir_i,   // FP_ROUND value naming the direction
  input  logic        ieee_i,
  output logic [31:0] result_o
);

  logic        sign;
  logic [7:0]  exp_field;
  logic [22:0] frac;
  assign sign      = x_i[31];
  assign exp_field = x_i[30:23];
  assign frac      = x_i[22:0];

  // 1 <= |x| < 2^23: frac_bits (1..23) fraction bits are cleared, then one unit of the integer
  // part is added when the direction rounds away from the truncated value.
  logic [4:0]  frac_bits;
  logic [23:0] int_unit;  // the integer part's lsb, in significand bits
  logic [22:0] frac_mask, half_mask;
  logic        int_lsb, half, below_half, inexact;
  assign frac_bits  = 5'(8'd150 - exp_field);
  assign int_unit   = 24'd1 << frac_bits;
  assign frac_mask  = 23'(int_unit - 24'd1);
  assign half_mask  = frac_mask ^ (frac_mask >> 1);
  assign half       = |(frac & half_mask);
  assign below_half = |(frac & (frac_mask >> 1));
  assign inexact    = half || below_half;
  // The integer part's lsb is the hidden bit when every stored bit is a fraction bit.
  assign int_lsb    = |({1'b1, frac} & int_unit);

  logic away, away_small;
  always_comb begin
    unique case (dir_i)
      RoundNearestEven: away = half && (below_half || int_lsb);
      RoundPlusInf:     away = !sign && inexact;
      RoundMinusInf:    away = sign && inexact;
      default:          away = 1'b0;
    endcase
  end

  // |x| < 1 (zeros and denormals included): the result is 0 or 1 of x's sign; to nearest only
  // above 0.5 (0.5 itself ties to the even 0).
  always_comb begin
    unique case (dir_i)
      RoundNearestEven: away_small = (exp_field == 8'd126) && (frac != '0);
      RoundPlusInf:     away_small = !sign && (x_i[30:0] != '0);
      RoundMinusInf:    away_small = sign && (x_i[30:0] != '0);
      default:          away_small = 1'b0;
    endcase
  end

  always_comb begin
    if (exp_field == 8'hff) begin
      // Infinity passes; a NaN is quieted in IEEE mode.
      result_o = (ieee_i && (frac != '0)) ? (x_i | 32'h0040_0000) : x_i;
    end else if (exp_field >= 8'd150) begin
      result_o = x_i;  // already integral
    end else if (exp_field < 8'd127) begin
      result_o = {sign, away_small ? 31'h3f80_0000 : 31'd0};
    end else begin
      // Adding the int_unit to the packed bits carries into the exponent (1.5 -> 2.0).
      result_o = {sign, {exp_field, frac & ~frac_mask} + (away ? 31'(int_unit) : 31'd0)};
    end
  end

endmodule
