// Copyright cutlm contributors.
//
// V_CVT_F16_F32's exact part (the rounding is cutlm_f16_round's, in the f16/f64 FP_ROUND mode):
// the modified f32 source after the f32 input flush (docs/valu-semantics.md, "Conversions": the
// source's format's MODE flushes it, the destination's rounds and flushes the result). A NaN is
// quieted in both IEEE modes (a narrowing conversion, llvm-project PR 208733 tested on gfx1100),
// keeping the sign and the top of the payload; infinities and zeros pass.

module cutlm_f16_from_f32 (
  input  logic [31:0]        value_i,
  input  logic               flush_in_i,
  output logic               special_o,
  output logic [15:0]        special_value_o,
  output logic [23:0]        sig_o,
  output logic signed [15:0] lsb_exp_o
);

  logic       sign;
  logic [7:0] exponent;
  logic [22:0] mantissa;
  assign {sign, exponent, mantissa} = value_i;

  logic zero;
  assign zero = (exponent == 8'd0) && (flush_in_i || (mantissa == 23'd0));

  // x = sig * 2^(exp - 150), a denormal's exponent read as 1.
  assign sig_o     = {exponent != 8'd0, mantissa};
  assign lsb_exp_o = $signed({8'd0, (exponent == 8'd0) ? 8'd1 : exponent}) - 16'sd150;

  always_comb begin
    special_o       = 1'b1;
    special_value_o = {sign, 15'd0};
    if (exponent == 8'hff) begin
      special_value_o = (mantissa == 23'd0) ? {sign, 5'h1f, 10'd0}
                                            : {sign, 5'h1f, 1'b1, mantissa[21:13]};
    end else if (!zero) begin
      special_o = 1'b0;
    end
  end

endmodule
