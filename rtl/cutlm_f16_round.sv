// Copyright cutlm contributors.
//
// Rounds an exact nonzero magnitude to f16, once, in one of the four FP_ROUND modes (the
// rounding the f16 unit's add/sub/mul/fma, ldexp, fract and v_cvt_f16_f32 share). The value is
// mag_i * 2^lsb_exp_i (plus a sticky fraction below mag_i[0] when sticky_i). Gradual underflow:
// results below 2^-14 round at the denormal LSB 2^-24. Overflow (IEEE 754 7.4): to nearest gives
// infinity; toward zero the largest finite value; toward +inf / -inf infinity on that side and
// the largest finite value of the sign on the other. The output denormal flush is the caller's.

module cutlm_f16_round
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned Width = 64
) (
  input  logic                    sign_i,
  input  logic [Width-1:0]        mag_i,      // nonzero
  input  logic signed [15:0]      lsb_exp_i,  // exponent of mag_i[0]
  input  logic                    sticky_i,   // nonzero bits below mag_i[0]
  input  logic [1:0]              round_i,    // FP_ROUND
  output logic [15:0]             value_o
);

  localparam int unsigned PosBits = $clog2(Width + 2);
  localparam logic [15:0] F16Inf    = 16'h7c00;
  localparam logic [15:0] F16MaxFin = 16'h7bff;

  // Leading one of the magnitude.
  logic [PosBits-1:0] lead;
  always_comb begin
    lead = '0;
    for (int unsigned i = 0; i < Width; i++) begin
      if (mag_i[i]) begin
        lead = PosBits'(i);
      end
    end
  end

  // Unbiased exponent of the leading one; a normal result keeps 11 bits from there, a smaller one
  // rounds at 2^-24 (position -24 - lsb_exp_i of the magnitude).
  logic signed [15:0] lead_exp;
  logic               normal;
  logic signed [15:0] lsb_pos;    // position in mag_i of the result's LSB
  logic signed [15:0] biased_exp;

  assign lead_exp   = lsb_exp_i + $signed(16'(lead));
  assign normal     = lead_exp >= -16'sd14;
  assign lsb_pos    = normal ? $signed(16'(lead)) - 16'sd10 : -16'sd24 - lsb_exp_i;
  assign biased_exp = normal ? lead_exp + 16'sd15 : 16'sd0;

  // Shift to the result's LSB: a left shift is exact; a right shift keeps the guard bit and
  // ORs the rest into sticky. A shift past the whole magnitude leaves only sticky bits.
  localparam int unsigned ShBits = PosBits + 1;
  logic [ShBits-1:0] rsh;           // right shift, limited to Width + 1
  logic [Width-1:0]  shifted;
  logic [11:0]       kept;          // at most 11 significant bits
  logic              guard, sticky;

  always_comb begin
    rsh     = '0;
    shifted = '0;
    guard   = 1'b0;
    sticky  = sticky_i;
    if (lsb_pos <= 16'sd0) begin
      // Only small magnitudes get here: at most 11 bits after the shift.
      shifted = mag_i << (-lsb_pos);
    end else begin
      rsh     = (lsb_pos > $signed(16'(Width + 1))) ? ShBits'(Width + 1) : ShBits'(lsb_pos);
      shifted = mag_i >> rsh;
      guard   = |(mag_i & (Width'(1) << (rsh - 1'b1)));
      sticky  = sticky_i | (|(mag_i & ~({Width{1'b1}} << (rsh - 1'b1))));
    end
    kept = shifted[11:0];
  end

  // Above bit 11 the shifted magnitude is zero (11 bits are kept).
  logic unused_shifted;
  assign unused_shifted = ^shifted[Width-1:12];

  logic increment;
  always_comb begin
    unique case (round_i)
      RoundNearestEven: increment = guard && (sticky || kept[0]);
      RoundPlusInf:     increment = !sign_i && (guard || sticky);
      RoundMinusInf:    increment = sign_i && (guard || sticky);
      default:          increment = 1'b0;  // RoundToZero
    endcase
  end

  // Exponent field and significand added as one integer: a normal significand carries its
  // hidden bit into the exponent (hence biased_exp - 1), a rounding carry moves on by itself, and
  // a denormal that rounds up to 2^-14 becomes the smallest normal.
  logic [16:0] encoded;
  logic        overflow;
  assign encoded  = ((biased_exp > 16'sd0) ? {biased_exp[6:0] - 7'd1, 10'd0} : 17'd0)
                    + {5'd0, kept} + {16'd0, increment};
  assign overflow = (biased_exp >= 16'sd31) || (encoded >= {1'b0, F16Inf});

  always_comb begin
    if (!overflow) begin
      value_o = {sign_i, encoded[14:0]};
    end else begin
      unique case (round_i)
        RoundNearestEven: value_o = {sign_i, F16Inf[14:0]};
        RoundPlusInf:     value_o = {sign_i, sign_i ? F16MaxFin[14:0] : F16Inf[14:0]};
        RoundMinusInf:    value_o = {sign_i, sign_i ? F16Inf[14:0] : F16MaxFin[14:0]};
        default:          value_o = {sign_i, F16MaxFin[14:0]};
      endcase
    end
  end

endmodule
