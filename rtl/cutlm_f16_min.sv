// Copyright cutlm contributors.
//
// V_MIN_F16 selection on already-modified operands a (src0) and b (src1), gfx1100 rules:
//  - IEEE mode: an sNaN in a returns quieted a, else an sNaN in b returns quieted b;
//  - a NaN returns b, else b NaN returns a (both NaN: b, as on the gfx1100 reference page);
//    outside IEEE mode an sNaN passes unquieted;
//  - otherwise the smaller value with -0 ordered below +0; equal values return a.

module cutlm_f16_min (
  input  logic [15:0] a_i,
  input  logic [15:0] b_i,
  input  logic        ieee_i,
  output logic [15:0] min_o
);

  localparam logic [15:0] F16QuietBit = 16'h0200;

  logic a_nan, b_nan;
  logic a_snan, b_snan;
  logic b_below_a;

  assign a_nan  = (a_i[14:10] == 5'h1f) && (a_i[9:0] != 10'd0);
  assign b_nan  = (b_i[14:10] == 5'h1f) && (b_i[9:0] != 10'd0);
  assign a_snan = a_nan && !a_i[9];
  assign b_snan = b_nan && !b_i[9];

  // Sign-magnitude order on non-NaN values. Comparing signs first puts -0 below +0.
  always_comb begin
    if (a_i[15] != b_i[15]) begin
      b_below_a = b_i[15];
    end else if (a_i[15]) begin
      b_below_a = b_i[14:0] > a_i[14:0];  // both negative: larger magnitude is smaller
    end else begin
      b_below_a = b_i[14:0] < a_i[14:0];
    end
  end

  always_comb begin
    if (ieee_i && a_snan) begin
      min_o = a_i | F16QuietBit;
    end else if (ieee_i && b_snan) begin
      min_o = b_i | F16QuietBit;
    end else if (a_nan) begin
      min_o = b_i;
    end else if (b_nan) begin
      min_o = a_i;
    end else begin
      min_o = b_below_a ? b_i : a_i;
    end
  end

endmodule
