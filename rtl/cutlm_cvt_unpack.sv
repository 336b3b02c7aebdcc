// Copyright cutlm contributors.
//
// Reads one floating-point source of a conversion: the VOP3 input modifiers (abs first, then
// neg, both plain sign-bit operations: docs/valu-semantics.md "Operand delivery"), then MODE's
// input-denormal flush of the source's format (a flushed denormal reads as a zero of its sign),
// then the value's class and, for finite non-zero values, its true exponent and its significand
// normalised so that the leading one is the top bit (denormals included), so that every consumer
// sees value = sig * 2^(exp - ManBits).

module cutlm_cvt_unpack #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] bits_i,
  input  logic                     abs_i,
  input  logic                     neg_i,
  input  logic                     flush_i,   // MODE clears "keep input denormals"
  output logic [ExpBits+ManBits:0] bits_o,    // after the modifiers and the flush
  output logic                     sign_o,
  output logic                     nan_o,
  output logic                     inf_o,
  output logic                     zero_o,
  output logic signed [9:0]        exp_o,     // unbiased exponent of the normalised value
  output logic [ManBits:0]         sig_o      // 1.fraction, leading one at the top
);

  localparam int unsigned Width = ExpBits + ManBits + 1;
  localparam int signed   Bias  = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned LzBits = $clog2(ManBits + 1);

  logic [Width-1:0]   modded;
  logic [ExpBits-1:0] exp_field;
  logic [ManBits-1:0] man_field;
  logic               is_den;

  always_comb begin
    modded = bits_i;
    if (abs_i) modded[Width-1] = 1'b0;
    if (neg_i) modded[Width-1] = ~modded[Width-1];
  end

  assign exp_field = modded[Width-2 -: ExpBits];
  assign man_field = modded[ManBits-1:0];
  assign is_den    = (exp_field == '0) && (man_field != '0);

  always_comb begin
    bits_o = modded;
    if (is_den && flush_i) begin
      bits_o = {modded[Width-1], {(Width-1){1'b0}}};
    end
  end

  assign sign_o = bits_o[Width-1];
  assign nan_o  = (exp_field == '1) && (man_field != '0);
  assign inf_o  = (exp_field == '1) && (man_field == '0);
  assign zero_o = (bits_o[Width-2:0] == '0);

  // A denormal's leading one is moved to the top; its exponent falls by the shift.
  logic [LzBits-1:0] lz;
  always_comb begin
    lz = '0;
    for (int i = 0; i < ManBits; i++) begin
      if (man_field[i]) lz = LzBits'(ManBits - 1 - i);
    end
  end

  always_comb begin
    if (exp_field == '0) begin
      sig_o = {1'b0, man_field} << (lz + 1'b1);
      exp_o = 10'(1 - Bias) - 10'(lz) - 10'sd1;
    end else begin
      sig_o = {1'b1, man_field};
      exp_o = 10'(signed'({1'b0, exp_field})) - 10'(Bias);
    end
  end

endmodule
