// Copyright cutlm contributors.
//
// V_MIN_F16 / V_MAX_F16 selection on modified operands a (S0) and b (S1), gfx1100 rules
// (the v_min_f16 reference page for gfx1100 and docs/valu-semantics.md):
//  - IEEE mode: an sNaN in a gives a quieted, else an sNaN in b gives b quieted;
//  - else a NaN in a gives b, else a NaN in b gives a (both NaN: b; RDNA3.5's guide tests b
//    first and would give a, the gfx1100 page wins); outside IEEE mode an sNaN passes as it is;
//  - otherwise the smaller (larger) value with -0 ordered below +0; equal values have equal bits.

module cutlm_f16_minmax (
  input  logic [15:0] a_i,
  input  logic [15:0] b_i,
  input  logic        max_i,   // max instead of min
  input  logic        ieee_i,
  output logic [15:0] value_o
);

  localparam logic [15:0] F16QuietBit = 16'h0200;

  logic a_nan, b_nan, a_snan, b_snan;
  logic b_below_a;

  assign a_nan  = (a_i[14:10] == 5'h1f) && (a_i[9:0] != 10'd0);
  assign b_nan  = (b_i[14:10] == 5'h1f) && (b_i[9:0] != 10'd0);
  assign a_snan = a_nan && !a_i[9];
  assign b_snan = b_nan && !b_i[9];

  // Sign-magnitude order of non-NaN values; comparing the signs first puts -0 below +0.
  always_comb begin
    if (a_i[15] != b_i[15]) begin
      b_below_a = b_i[15];
    end else if (a_i[15]) begin
      b_below_a = b_i[14:0] > a_i[14:0];
    end else begin
      b_below_a = b_i[14:0] < a_i[14:0];
    end
  end

  always_comb begin
    if (ieee_i && a_snan) begin
      value_o = a_i | F16QuietBit;
    end else if (ieee_i && b_snan) begin
      value_o = b_i | F16QuietBit;
    end else if (a_nan) begin
      value_o = b_i;
    end else if (b_nan) begin
      value_o = a_i;
    end else if (max_i) begin
      value_o = b_below_a ? a_i : b_i;
    end else begin
      value_o = b_below_a ? b_i : a_i;
    end
  end

endmodule
