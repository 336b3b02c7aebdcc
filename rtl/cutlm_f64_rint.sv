// Copyright cutlm contributors.
//
// Rounds an f64 to an integral f64 in the direction dir_i (FP_ROUND encoding: nearest even for
// V_RNDNE, +inf for V_CEIL, -inf for V_FLOOR and V_FRACT, zero for V_TRUNC), as IEEE 754
// roundToIntegral: a zero result keeps the input's sign (ceil(-0.5) = -0), which is the reading
// docs/valu-semantics.md documents ("Conversions and rounding to integral values"). Infinities
// and NaNs come back unchanged (NaN quieting is the caller's). Exact in every case, so no MODE
// rounding applies.

module cutlm_f64_rint
  import cutlm_valu_pkg::*;
(
  input  logic [63:0] x_i,
  input  logic [1:0]  dir_i,
  output logic [63:0] result_o
);

  logic        sign;
  logic [10:0] field;
  int          frac_bits;  // fraction bits below the binary point
  logic [63:0] frac_mask, int_part;
  logic        nonzero, half, rest, odd, round_up;

  assign sign  = x_i[63];
  assign field = x_i[62:52];

  always_comb begin
    result_o  = x_i;
    frac_bits = 1075 - int'(field);
    frac_mask = '0;
    int_part  = x_i;
    half      = 1'b0;
    rest      = 1'b0;
    odd       = 1'b0;
    round_up  = 1'b0;
    nonzero   = (x_i[62:0] != '0);

    if (field >= 11'd1075) begin
      // Integral already (|x| >= 2^52), or infinity or NaN.
      result_o = x_i;
    end else if (field < 11'd1023) begin
      // |x| < 1: the result is 0 or 1 of the input's sign. A denormal counts as nonzero here;
      // a flushed one arrives as zero.
      unique case (dir_i)
        RoundNearestEven: round_up = (field == 11'd1022) && (x_i[51:0] != '0);  // > 0.5
        RoundPlusInf:     round_up = nonzero && !sign;
        RoundMinusInf:    round_up = nonzero && sign;
        default:          round_up = 1'b0;
      endcase
      result_o = round_up ? {sign, 11'd1023, 52'd0} : {sign, 63'd0};
    end else begin
      // 1 <= |x| < 2^52: clear the frac_bits (1..52) fraction bits. The integer part's last bit
      // is bit frac_bits of the pattern (for |x| < 2 that is the exponent field's last bit, odd
      // for 1023, which is right: the integer part is 1). Adding 1 << frac_bits carries into the
      // exponent field when the integer part is all ones (1.5 -> 2.0).
      frac_mask = ~({64{1'b1}} << frac_bits);
      int_part  = x_i & ~frac_mask;
      half      = x_i[frac_bits-1];
      rest      = |(x_i & (frac_mask >> 1));
      odd       = x_i[frac_bits];
      unique case (dir_i)
        RoundNearestEven: round_up = half && (rest || odd);
        RoundPlusInf:     round_up = (half || rest) && !sign;
        RoundMinusInf:    round_up = (half || rest) && sign;
        default:          round_up = 1'b0;
      endcase
      result_o = int_part + (round_up ? (64'd1 << frac_bits) : 64'd0);
    end
  end

endmodule
