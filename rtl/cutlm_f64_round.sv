// Copyright cutlm contributors.
//
// Rounds an exact value sign * mant_i * 2^exp_i (mant_i an unsigned integer, any bits set, none
// lost yet) once to a binary float of ExpBits/FracBits (f64: 11/52; f32: 8/23) in rounding mode
// rm_i (MODE's FP_ROUND encoding), combinational. Results below the normal range round as
// denormals (gradual underflow, so tininess is judged after rounding: a value that rounds up to
// the smallest normal is that normal); overflow gives infinity, or the largest finite value of
// the sign when the mode rounds toward zero (IEEE 754 section 7.4). A zero mant_i gives a zero of
// sign_i: the caller decides the sign of an exact zero. The input flush and the output flush of
// MODE are the caller's.

module cutlm_f64_round
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned ExpBits  = 11,
  parameter int unsigned FracBits = 52,
  parameter int unsigned MantW    = 165
) (
  input  logic                        sign_i,
  input  logic [MantW-1:0]            mant_i,
  input  logic signed [15:0]          exp_i,   // weight of mant_i[0]
  input  logic [1:0]                  rm_i,
  output logic [ExpBits+FracBits:0]   result_o
);

  localparam int Bias     = (1 << (ExpBits - 1)) - 1;
  localparam int EMin     = 1 - Bias;             // exponent of the smallest normal
  localparam int MaxField = (1 << ExpBits) - 1;   // the infinity/NaN exponent field
  localparam int MagBits  = ExpBits + FracBits;

  // Position of the leading one: the value's exponent is exp_i + msb.
  int msb;
  always_comb begin
    msb = -1;
    for (int i = 0; i < int'(MantW); i++) begin
      if (mant_i[i]) begin
        msb = i;
      end
    end
  end

  int               emsb;     // exponent of the leading one
  int               lsb_exp;  // weight of the result's last fraction bit
  int               drop;     // low bits of mant_i below that weight
  logic [FracBits:0] kept;    // mant_i >> drop: the significand before rounding
  logic [MantW-1:0] below;    // mask of the dropped bits under the round bit
  logic             round_bit, sticky, round_up, overflow, to_inf;
  int               base;     // exponent field minus the hidden bit's carry (see packing)
  logic [MagBits:0] mag;      // exponent field and fraction, one bit of headroom

  always_comb begin
    emsb    = int'(exp_i) + msb;
    // A denormal result keeps the weight of the smallest normal's last bit.
    lsb_exp = ((emsb > EMin) ? emsb : EMin) - int'(FracBits);
    drop    = lsb_exp - int'(exp_i);

    kept      = '0;
    round_bit = 1'b0;
    sticky    = 1'b0;
    below     = '0;
    if (drop <= 0) begin
      // Fewer bits than the format holds: exact (a left shift of at most FracBits).
      kept = (FracBits + 1)'(mant_i << (-drop));
    end else if (drop > int'(MantW)) begin
      sticky = |mant_i;
    end else begin
      kept      = (FracBits + 1)'(mant_i >> drop);
      round_bit = mant_i[drop-1];
      below     = ~({MantW{1'b1}} << (drop - 1));
      sticky    = |(mant_i & below);
    end

    unique case (rm_i)
      RoundNearestEven: round_up = round_bit && (sticky || kept[0]);
      RoundPlusInf:     round_up = (round_bit || sticky) && !sign_i;
      RoundMinusInf:    round_up = (round_bit || sticky) && sign_i;
      default:          round_up = 1'b0;  // RoundToZero
    endcase

    // Packing: a normal significand still has its hidden bit (bit FracBits), which adds one to
    // the exponent field, so the field base is one less; a denormal's base is 0. A carry out of
    // rounding then moves into the exponent field by itself (the largest denormal rounding up to
    // the smallest normal, or 1.11..1 rounding up to 10.0).
    base = (emsb >= EMin) ? (emsb + Bias - 1) : 0;
    mag  = '0;
    overflow = 1'b0;
    if (emsb + Bias >= MaxField) begin
      overflow = 1'b1;
    end else begin
      mag = ((MagBits + 1)'(base) << FracBits) + (MagBits + 1)'(kept)
            + (MagBits + 1)'(round_up);
      overflow = (mag[MagBits:FracBits] >= (ExpBits + 1)'(MaxField));
    end

    // Overflow goes to infinity unless the mode rounds toward zero for this sign.
    unique case (rm_i)
      RoundNearestEven: to_inf = 1'b1;
      RoundPlusInf:     to_inf = !sign_i;
      RoundMinusInf:    to_inf = sign_i;
      default:          to_inf = 1'b0;
    endcase

    if (msb < 0) begin
      result_o = {sign_i, {MagBits{1'b0}}};
    end else if (overflow) begin
      result_o = to_inf ? {sign_i, {ExpBits{1'b1}}, {FracBits{1'b0}}}
                        : {sign_i, ExpBits'(MaxField - 1), {FracBits{1'b1}}};
    end else begin
      result_o = {sign_i, mag[MagBits-1:0]};
    end
  end

endmodule
