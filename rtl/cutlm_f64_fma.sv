// Copyright cutlm contributors.
//
// The exact value of a * b + c for finite f64 operands (zeros and denormals included; NaNs and
// infinities are the caller's), as sign * mant_o * 2^exp_o for cutlm_f64_round to round once:
// the fused multiply-add of IEEE 754 (AMD's V_FMA_F64: "fma(S0, S1, S2)"), which the f64 unit also
// uses for add (a * 1.0 + b) and mul (a * b + 0 of the product's sign), so all three round once.
//
// The 53 x 53 product is exact (106 bits). The addend is aligned against it in a 165-bit window
// (56 bits above the product, 2 below): where one operand lies wholly below the other's round
// position it only matters as a sticky bit, which is jammed into the window's last bit.
// An exact zero sum is +0, or -0 when rounding toward -inf (IEEE 754 section 6.3).

module cutlm_f64_fma
  import cutlm_valu_pkg::*;
(
  input  logic [63:0]         a_i,
  input  logic [63:0]         b_i,
  input  logic [63:0]         c_i,
  input  logic [1:0]          rm_i,
  output logic                sign_o,
  output logic [164:0]        mant_o,
  output logic signed [15:0]  exp_o   // weight of mant_o[0]
);

  localparam int WinW    = 165;
  localparam int CTopPos = 111;  // highest addend position: its leading bit at window bit 163

  // Operands as normalized integer significands (leading one at bit 52) and the weight of their
  // last bit; a denormal is normalized by its leading zeros, so the product always has its
  // leading one at bit 104 or 105.
  logic [2:0][63:0] x;
  logic [2:0][52:0] sig;
  int               lsb_exp [3];
  logic [2:0]       is_zero;

  assign x = {c_i, b_i, a_i};

  always_comb begin
    for (int i = 0; i < 3; i++) begin
      logic [52:0] raw;
      int          lz;
      raw = {(x[i][62:52] != '0), x[i][51:0]};
      lz  = 53;
      for (int k = 0; k < 53; k++) begin
        if (raw[k]) begin
          lz = 52 - k;
        end
      end
      is_zero[i] = (raw == '0);
      sig[i]     = is_zero[i] ? '0 : (raw << lz);
      // A denormal has the smallest normal's exponent (-1022) without the hidden bit.
      lsb_exp[i] = ((x[i][62:52] == '0) ? -1074 : (int'(x[i][62:52]) - 1075)) - lz;
    end
  end

  logic [105:0]    prod;
  logic            prod_sign, c_sign, prod_zero;
  int              prod_exp, c_pos;
  logic [WinW-1:0] p_win, c_win;
  logic signed [15:0] win_exp;

  assign prod      = sig[0] * sig[1];
  assign prod_sign = a_i[63] ^ b_i[63];
  assign c_sign    = c_i[63];
  assign prod_zero = is_zero[0] || is_zero[1];
  assign prod_exp  = lsb_exp[0] + lsb_exp[1];

  always_comb begin
    // The addend's last bit, counted in the window where the product sits at bits [107:2].
    c_pos   = lsb_exp[2] - prod_exp + 2;
    p_win   = WinW'(prod) << 2;
    c_win   = '0;
    win_exp = 16'(prod_exp - 2);
    if (c_pos > CTopPos) begin
      // The product lies wholly below the addend's round position.
      c_win   = WinW'(sig[2]) << CTopPos;
      p_win   = WinW'(1);
      win_exp = 16'(lsb_exp[2] - CTopPos);
    end else if (c_pos >= 0) begin
      c_win = WinW'(sig[2]) << c_pos;
    end else if (c_pos > -53) begin
      // The addend's low bits fall below the window: keep them as a sticky bit.
      c_win = (WinW'(sig[2]) >> (-c_pos))
              | WinW'(|(sig[2] & ~({53{1'b1}} << (-c_pos))));
    end else begin
      c_win = WinW'(1);
    end

    sign_o = prod_sign;
    mant_o = '0;
    exp_o  = win_exp;
    if (prod_zero && is_zero[2]) begin
      // Zero plus zero: the common sign, else +0 (-0 toward -inf).
      sign_o = (prod_sign == c_sign) ? prod_sign : (rm_i == RoundMinusInf);
    end else if (prod_zero) begin
      sign_o = c_sign;
      mant_o = WinW'(sig[2]);
      exp_o  = 16'(lsb_exp[2]);
    end else if (is_zero[2]) begin
      mant_o = WinW'(prod);
      exp_o  = 16'(prod_exp);
    end else if (prod_sign == c_sign) begin
      mant_o = p_win + c_win;
    end else if (p_win >= c_win) begin
      mant_o = p_win - c_win;
      if (p_win == c_win) begin
        sign_o = (rm_i == RoundMinusInf);
      end
    end else begin
      sign_o = c_sign;
      mant_o = c_win - p_win;
    end
  end

endmodule
