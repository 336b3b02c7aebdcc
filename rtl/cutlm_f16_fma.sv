// Copyright cutlm contributors.
//
// The f16 unit's fused multiply-add a * b + c (operands already modified and flushed), exact
// up to the single rounding (cutlm_f16_round, outside). Every f16 value is an integer multiple of
// 2^-24 below 2^16, so the product is a multiple of 2^-48 below 2^32 and the sum fits an 82-bit
// fixed-point magnitude with its LSB at 2^-48: no bit is lost before the rounding.
// add, sub and subrev are fma(x, 1.0, y) with y negated for the subtraction (neg_c_i: an
// arithmetic negation, so a NaN subtrahend comes back as it is); mul has no addend (no_addend_i),
// so its zero keeps the product's sign in every rounding mode.
// Special values (docs/valu-semantics.md, "Floating-point arithmetic" and "The floating-point
// core"): the first NaN operand in a, b, c order, quieted in IEEE mode; an invalid operation
// (0 * inf, even with a NaN addend, and inf - inf) gives the negative default NaN 0xFE00; an exact
// zero sum of operands of different signs is +0, -0 when rounding toward -inf (IEEE 754 6.3).

module cutlm_f16_fma
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned Width = 82
) (
  input  logic [15:0]      a_i,
  input  logic [15:0]      b_i,
  input  logic [15:0]      c_i,
  input  logic             neg_c_i,
  input  logic             no_addend_i,
  input  logic             ieee_i,
  input  logic [1:0]       round_i,
  // A result that needs no rounding (NaN, infinity, exact zero), or the exact magnitude.
  output logic             special_o,
  output logic [15:0]      special_value_o,
  output logic             sign_o,
  output logic [Width-1:0] mag_o
);

  localparam logic [15:0] F16DefaultNan = 16'hfe00;
  localparam logic [15:0] F16QuietBit   = 16'h0200;
  localparam logic [14:0] F16InfMag     = 15'h7c00;

  logic a_nan, b_nan, c_nan, a_inf, b_inf, c_inf, a_zero, b_zero;
  assign a_nan  = (a_i[14:10] == 5'h1f) && (a_i[9:0] != 10'd0);
  assign b_nan  = (b_i[14:10] == 5'h1f) && (b_i[9:0] != 10'd0);
  assign c_nan  = !no_addend_i && (c_i[14:10] == 5'h1f) && (c_i[9:0] != 10'd0);
  assign a_inf  = a_i[14:0] == F16InfMag;
  assign b_inf  = b_i[14:0] == F16InfMag;
  assign c_inf  = !no_addend_i && (c_i[14:0] == F16InfMag);
  assign a_zero = a_i[14:0] == 15'd0;
  assign b_zero = b_i[14:0] == 15'd0;

  logic prod_sign, add_sign;
  assign prod_sign = a_i[15] ^ b_i[15];
  // Without an addend the sum is the product: the addend is a zero of the product's sign.
  assign add_sign  = no_addend_i ? prod_sign : c_i[15] ^ neg_c_i;

  // Significands with the hidden bit, and exponents with a denormal's read as 1.
  logic [10:0] a_sig, b_sig, c_sig;
  logic [4:0]  a_exp, b_exp, c_exp;
  assign a_sig = {a_i[14:10] != 5'd0, a_i[9:0]};
  assign b_sig = {b_i[14:10] != 5'd0, b_i[9:0]};
  assign c_sig = no_addend_i ? 11'd0 : {c_i[14:10] != 5'd0, c_i[9:0]};
  assign a_exp = (a_i[14:10] == 5'd0) ? 5'd1 : a_i[14:10];
  assign b_exp = (b_i[14:10] == 5'd0) ? 5'd1 : b_i[14:10];
  assign c_exp = (c_i[14:10] == 5'd0) ? 5'd1 : c_i[14:10];

  // x = sig * 2^(exp - 25): the product is sig_a * sig_b * 2^(exp_a + exp_b - 2) units of
  // 2^-48 (below 2^80), the addend sig_c * 2^(exp_c + 23) units (below 2^64).
  logic [21:0]      prod_sig;
  logic [Width-1:0] prod_mag, add_mag;
  assign prod_sig = a_sig * b_sig;
  assign prod_mag = Width'(prod_sig) << (a_exp + b_exp - 6'd2);
  assign add_mag  = Width'(c_sig) << (c_exp + 6'd23);

  logic             prod_larger;
  logic [Width-1:0] sum_mag;
  logic             sum_sign;
  assign prod_larger = prod_mag >= add_mag;
  always_comb begin
    if (prod_sign == add_sign) begin
      sum_mag  = prod_mag + add_mag;
      sum_sign = prod_sign;
    end else if (prod_larger) begin
      sum_mag  = prod_mag - add_mag;
      sum_sign = prod_sign;
    end else begin
      sum_mag  = add_mag - prod_mag;
      sum_sign = add_sign;
    end
  end

  // An exact zero: operands of one sign keep it (both are zeros then), else +0 or, toward -inf,
  // -0.
  logic zero_sign;
  assign zero_sign = (prod_sign == add_sign) ? prod_sign : (round_i == RoundMinusInf);

  always_comb begin
    special_o       = 1'b1;
    special_value_o = '0;
    if (a_nan) begin
      special_value_o = ieee_i ? (a_i | F16QuietBit) : a_i;
    end else if (b_nan) begin
      special_value_o = ieee_i ? (b_i | F16QuietBit) : b_i;
    end else if ((a_inf && b_zero) || (a_zero && b_inf)) begin
      special_value_o = F16DefaultNan;
    end else if (c_nan) begin
      special_value_o = ieee_i ? (c_i | F16QuietBit) : c_i;
    end else if (a_inf || b_inf) begin
      special_value_o = (c_inf && (add_sign != prod_sign)) ? F16DefaultNan
                                                           : {prod_sign, F16InfMag};
    end else if (c_inf) begin
      special_value_o = {add_sign, F16InfMag};
    end else if (sum_mag == '0) begin
      special_value_o = {zero_sign, 15'd0};
    end else begin
      special_o = 1'b0;
    end
  end

  assign sign_o = sum_sign;
  assign mag_o  = sum_mag;

endmodule
