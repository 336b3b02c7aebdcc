// Copyright cutlm contributors.
//
// V_LDEXP_F16's exact part: x * 2^n with x the modified, flushed f16 S0 and n S1's 16 bits as a
// signed integer (abs/neg never touch S1). The result is x's significand with its LSB moved by
// n, rounded once by cutlm_f16_round with gradual underflow (docs/valu-semantics.md, v_ldexp: the
// guide's f16 form converts 2^S1 to f16 first, which cannot be meant for |S1| > 15). Zeros and
// infinities pass; a NaN passes, quieted in IEEE mode.

module cutlm_f16_ldexp (
  input  logic [15:0]        value_i,
  input  logic [15:0]        n_i,
  input  logic               ieee_i,
  output logic               special_o,
  output logic [15:0]        special_value_o,
  output logic [10:0]        sig_o,
  output logic signed [15:0] lsb_exp_o
);

  localparam logic [15:0] F16QuietBit = 16'h0200;

  logic [4:0] exponent;
  logic [9:0] mantissa;
  assign exponent = value_i[14:10];
  assign mantissa = value_i[9:0];

  // |n| beyond 80 moves any nonzero f16 (2^-24 .. 2^16) past both ends of the range (2^-25 ..
  // 2^16) by more than its width, so the limit changes no result.
  logic signed [15:0] n_limited;
  always_comb begin
    if ($signed(n_i) > 16'sd80) begin
      n_limited = 16'sd80;
    end else if ($signed(n_i) < -16'sd80) begin
      n_limited = -16'sd80;
    end else begin
      n_limited = $signed(n_i);
    end
  end

  assign sig_o     = {exponent != 5'd0, mantissa};
  assign lsb_exp_o = $signed({11'd0, (exponent == 5'd0) ? 5'd1 : exponent}) - 16'sd25 + n_limited;

  always_comb begin
    special_o       = 1'b1;
    special_value_o = value_i;  // zero or infinity
    if ((exponent == 5'h1f) && (mantissa != 10'd0)) begin
      special_value_o = ieee_i ? (value_i | F16QuietBit) : value_i;
    end else if ((exponent != 5'h1f) && (value_i[14:0] != 15'd0)) begin
      special_o = 1'b0;
    end
  end

endmodule
