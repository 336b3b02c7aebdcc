// Copyright cutlm contributors.
//
// Selects one f16 source operand from its 32-bit register value and applies the input-side
// modifiers: half select (opsel), flush of input denormals, then abs and neg as plain sign-bit
// operations (NaNs included, so an sNaN stays signalling).

module cutlm_f16_operand (
  input  logic [31:0] raw_i,
  input  logic        hi_i,        // take bits [31:16] instead of [15:0]
  input  logic        flush_in_i,  // denormal inputs read as zero of the same sign
  input  logic        abs_i,
  input  logic        neg_i,
  output logic [15:0] value_o
);

  logic [15:0] half;
  logic        is_denorm;
  logic [14:0] magnitude;

  assign half      = hi_i ? raw_i[31:16] : raw_i[15:0];
  assign is_denorm = (half[14:10] == 5'd0) && (half[9:0] != 10'd0);
  assign magnitude = (flush_in_i && is_denorm) ? 15'd0 : half[14:0];

  // Flush keeps the sign, so it commutes with abs/neg; abs clears first, neg flips after.
  assign value_o = {(half[15] & ~abs_i) ^ neg_i, magnitude};

endmodule
