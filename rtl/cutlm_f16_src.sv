// Copyright cutlm contributors.
//
// One f16 source operand of the f16 unit: picks the 16-bit half (true16 opsel), applies abs then
// neg as plain sign-bit operations (NaNs included, so an sNaN stays signalling), then MODE's input
// denormal flush (a denormal reads as a zero of its sign). docs/valu-semantics.md, "Operand
// delivery"; the flush keeps the sign, so its order against abs/neg does not matter.

module cutlm_f16_src (
  input  logic [31:0] raw_i,
  input  logic        hi_i,        // bits [31:16] instead of [15:0]
  input  logic        abs_i,
  input  logic        neg_i,
  input  logic        flush_in_i,
  output logic [15:0] value_o
);

  logic [15:0] half;
  logic        denorm;

  assign half   = hi_i ? raw_i[31:16] : raw_i[15:0];
  assign denorm = (half[14:10] == 5'd0) && (half[9:0] != 10'd0);

  assign value_o = {(half[15] & ~abs_i) ^ neg_i,
                    (flush_in_i && denorm) ? 15'd0 : half[14:0]};

endmodule
