// Copyright cutlm contributors.
//
// The f16 unit's fused multiply-add a * b + c (operands already modified and flushed), exact
// up to the single rounding (cutlm_f16_round, outside). The 22-bit product P and the 11-bit
// addend C are added in a 64-bit window (64 bits keep the Verilated model on 64-bit words):
//  - d = exp(C's LSB) - exp(P's LSB) <= 46: the window's LSB is the lower of the two LSBs and the
//    sum is exact (C shifted by up to 46: 57 bits; P by up to 34, the most a product can sit
//    above an addend: 56 bits).
//  - d > 46: P < 2^-24 of C's LSB. C goes 25 bits up and P becomes one unit (a sticky bit):
//    C +- P and C +- 1 unit agree on every bit above the unit and on the remainder being
//    nonzero, and the result rounds at C's LSB or one below, far above it.
// add, sub and subrev are fma(x, 1.0, y) with y negated for the subtraction (neg_c_i: an
// arithmetic negation, so a NaN subtrahend comes back as it is); mul has no addend (no_addend_i),
// so its zero keeps the product's sign in every rounding mode.
// Special values (docs/valu-semantics.md, "Floating-point arithmetic" and "The floating-point
// core"): the first NaN operand in a, b, c order, quieted in IEEE mode; an invalid operation
// (0 * inf, even with a NaN addend, and inf - inf) gives the negative default NaN 0xFE00; an exact
// zero sum of operands of different signs is +0, -0 when rounding toward -inf (IEEE 754 6.3).

module cutlm_f16_fma
  import cutlm_valu_pkg::*;
(
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
  output logic [63:0]      mag_o,
  output logic signed [15:0] lsb_exp_o  // exponent of mag_o[0]
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
  // Without an addend its exponent is 1, so the window stays exact (d <= 24).
  assign c_exp = (no_addend_i || (c_i[14:10] == 5'd0)) ? 5'd1 : c_i[14:10];

  // x = sig * 2^(exp - 25): P = sig_a * sig_b * 2^(exp_a + exp_b - 50), C = sig_c * 2^(exp_c - 25).
  // d = exp_c + 25 - exp_a - exp_b lies in [-34, 53] (exponents 1..30).
  logic [21:0]       prod_sig;
  logic signed [7:0] lsb_gap;  // d
  logic              far;      // d > 46
  logic [5:0]        prod_shift, add_shift;
  logic [63:0]       prod_mag, add_mag;
  assign prod_sig = a_sig * b_sig;
  assign lsb_gap  = $signed({3'd0, c_exp}) + 8'sd25 - $signed({3'd0, a_exp})
                    - $signed({3'd0, b_exp});
  assign far      = lsb_gap > 8'sd46;
  assign prod_shift = (lsb_gap < 8'sd0) ? 6'(-lsb_gap) : 6'd0;
  assign add_shift  = far ? 6'd25 : ((lsb_gap > 8'sd0) ? 6'(lsb_gap) : 6'd0);
  assign prod_mag   = far ? {63'd0, prod_sig != 22'd0} : (64'(prod_sig) << prod_shift);
  assign add_mag    = 64'(c_sig) << add_shift;
  // The window's LSB: C's LSB minus 25 when far, else the lower LSB.
  assign lsb_exp_o  = far ? $signed({11'd0, c_exp}) - 16'sd50
                          : ((lsb_gap < 8'sd0) ? $signed({11'd0, c_exp}) - 16'sd25
                                               : $signed({11'd0, a_exp}) + $signed({11'd0, b_exp})
                                                 - 16'sd50);

  logic             prod_larger;
  logic [63:0]      sum_mag;
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
