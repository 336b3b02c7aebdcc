// Copyright cutlm contributors.
//
// One float source of a compare or class operation: picks the operand out of the raw source
// bits, applies the VOP3 abs and neg modifiers (abs first, then neg, both on the sign bit only,
// NaNs included: docs/valu-semantics.md, "Operand delivery") and splits it into the fields the
// compare and the class read. Formats: f16 (the half opsel picks), f32, f64.

module cutlm_cmp_fp_operand (
  input  logic [63:0] value_i,     // the raw source bits as routed (rtl/README.md)
  input  logic        f16_i,       // the operand is an f16 ...
  input  logic        f64_i,       // ... or an f64; else an f32
  input  logic        hi_i,        // f16: the operand is bits [31:16]
  input  logic        abs_i,
  input  logic        neg_i,
  output logic        sign_o,      // after abs/neg
  output logic        exp_zero_o,  // exponent field all zeros: zero or denormal
  output logic        exp_max_o,   // exponent field all ones: infinity or NaN
  output logic        mant_zero_o,
  output logic        quiet_o,     // the mantissa's top bit: a NaN with it set is quiet
  output logic [62:0] mag_o        // {exponent, mantissa} zero-extended: orders magnitudes
);

  logic        sign_raw;
  logic [15:0] half;

  assign half = hi_i ? value_i[31:16] : value_i[15:0];

  always_comb begin
    if (f16_i) begin
      sign_raw    = half[15];
      exp_zero_o  = (half[14:10] == '0);
      exp_max_o   = (half[14:10] == '1);
      mant_zero_o = (half[9:0] == '0);
      quiet_o     = half[9];
      mag_o       = 63'(half[14:0]);
    end else if (f64_i) begin
      sign_raw    = value_i[63];
      exp_zero_o  = (value_i[62:52] == '0);
      exp_max_o   = (value_i[62:52] == '1);
      mant_zero_o = (value_i[51:0] == '0);
      quiet_o     = value_i[51];
      mag_o       = value_i[62:0];
    end else begin
      sign_raw    = value_i[31];
      exp_zero_o  = (value_i[30:23] == '0);
      exp_max_o   = (value_i[30:23] == '1);
      mant_zero_o = (value_i[22:0] == '0);
      quiet_o     = value_i[22];
      mag_o       = 63'(value_i[30:0]);
    end
  end

  assign sign_o = (sign_raw & ~abs_i) ^ neg_i;

endmodule
