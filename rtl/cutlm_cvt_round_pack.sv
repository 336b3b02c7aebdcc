// Copyright cutlm contributors.
//
// Rounds a finite value to a float format once, in an FP_ROUND mode, with gradual underflow
// (denormal results; a caller flushes them where MODE says) and IEEE overflow: to infinity, or to
// the largest finite value of the sign when the mode rounds toward zero or away from that
// infinity. value = sig * 2^(exp - (InW - 1)), with sig's leading one at the top (unless zero_i),
// and sticky_i standing for further non-zero bits below sig.

module cutlm_cvt_round_pack
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23,
  parameter int unsigned InW     = 32
) (
  input  logic                     sign_i,
  input  logic                     zero_i,
  input  logic signed [9:0]        exp_i,
  input  logic [InW-1:0]           sig_i,
  input  logic                     sticky_i,
  input  logic [1:0]               rnd_i,
  output logic [ExpBits+ManBits:0] bits_o
);

  localparam int signed   Bias  = (1 << (ExpBits - 1)) - 1;
  localparam int signed   EMin  = 1 - Bias;
  localparam int unsigned WideW = 2 * InW + 2;
  localparam int unsigned TotW  = ManBits + 12;

  logic                  denorm;
  logic [7:0]            shift;
  logic [WideW-1:0]      wide;
  logic [ManBits:0]      man;      // with the hidden bit
  logic                  guard, sticky, inc;
  logic [TotW-1:0]       total;
  logic                  overflow;
  logic [ExpBits+ManBits-1:0] max_finite, infinity;

  assign denorm = (exp_i < 10'(EMin));

  always_comb begin
    shift = '0;
    if (denorm) begin
      // Past InW + 1 places every bit is below the guard bit: the same as InW + 1.
      if ((10'(EMin) - exp_i) > 10'(InW + 1)) shift = 8'(InW + 1);
      else                                    shift = 8'(10'(EMin) - exp_i);
    end
  end

  assign wide   = {sig_i, (InW + 2)'(0)} >> shift;
  assign man    = wide[WideW-1 -: ManBits+1];
  assign guard  = wide[WideW-ManBits-2];
  assign sticky = (wide[WideW-ManBits-3:0] != '0) || sticky_i;

  always_comb begin
    unique case (rnd_i)
      RoundNearestEven: inc = guard && (sticky || man[0]);
      RoundPlusInf:     inc = !sign_i && (guard || sticky);
      RoundMinusInf:    inc = sign_i && (guard || sticky);
      default:          inc = 1'b0;
    endcase
  end

  // The hidden bit adds one to the exponent field, so a normal value starts from exp + Bias - 1;
  // a carry out of the significand then moves to the next binade, and a denormal that rounds up
  // to 2^EMin becomes the smallest normal, both by the addition alone.
  logic signed [9:0] base;  // not negative when !denorm
  assign base = exp_i + 10'(Bias - 1);

  always_comb begin
    total = TotW'(man) + TotW'(inc);
    if (!denorm) total = total + (TotW'(base) << ManBits);
  end

  assign infinity   = {{ExpBits{1'b1}}, {ManBits{1'b0}}};
  assign max_finite = {{(ExpBits-1){1'b1}}, 1'b0, {ManBits{1'b1}}};
  assign overflow   = (exp_i > 10'(Bias)) || (total >= TotW'(infinity));

  always_comb begin
    if (zero_i) begin
      bits_o = {sign_i, {(ExpBits+ManBits){1'b0}}};
    end else if (overflow) begin
      unique case (rnd_i)
        RoundNearestEven: bits_o = {sign_i, infinity};
        RoundPlusInf:     bits_o = {sign_i, sign_i ? max_finite : infinity};
        RoundMinusInf:    bits_o = {sign_i, sign_i ? infinity : max_finite};
        default:          bits_o = {sign_i, max_finite};
      endcase
    end else begin
      bits_o = {sign_i, total[ExpBits+ManBits-1:0]};
    end
  end

  logic unused_total_top;
  assign unused_total_top = ^total[TotW-1:ExpBits+ManBits];

endmodule
