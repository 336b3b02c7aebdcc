// Copyright cutlm contributors.
//
// V_FLOOR_F16, V_CEIL_F16, V_TRUNC_F16 and V_RNDNE_F16 on a modified, flushed operand: IEEE 754
// roundToIntegral (toward -inf, +inf, zero, nearest even). A zero result keeps the input's sign
// (ceil(-0.5) = -0; docs/valu-semantics.md, "Conversions and rounding to integral values": the
// guide's rndne pseudocode would give +0 there). Infinities pass; a NaN passes, quieted in IEEE
// mode. Values of 2^10 and above are integers already; every result is exact.

module cutlm_f16_rint (
  input  logic [15:0] value_i,
  input  logic [1:0]  dir_i,    // FP_ROUND encoding of the direction
  input  logic        ieee_i,
  output logic [15:0] value_o
);

  import cutlm_valu_pkg::*;

  localparam logic [15:0] F16QuietBit = 16'h0200;
  localparam logic [14:0] F16OneMag   = 15'h3c00;

  logic       sign;
  logic [4:0] exponent;
  logic [9:0] mantissa;
  assign {sign, exponent, mantissa} = value_i;

  // 1 <= |x| < 2^10: 25 - exponent fraction bits in the encoding; adding one unit of the integer
  // LSB to the encoding carries into the exponent where needed (1.5 + 0x400 = 2.0).
  logic [3:0]  frac_bits;
  logic [14:0] int_unit;    // the integer LSB in the encoding
  logic [14:0] frac_mask;
  logic [14:0] frac, half;
  logic [14:0] int_part;
  logic        odd;
  assign frac_bits = 4'(5'd25 - exponent);
  assign int_unit  = 15'd1 << frac_bits;
  assign frac_mask = int_unit - 15'd1;
  assign frac      = value_i[14:0] & frac_mask;
  assign half      = int_unit >> 1;
  assign int_part  = value_i[14:0] & ~frac_mask;
  assign odd       = |(value_i[14:0] & int_unit);

  logic up;  // away from zero by one
  always_comb begin
    unique case (dir_i)
      RoundMinusInf:    up = sign && (frac != 15'd0);
      RoundPlusInf:     up = !sign && (frac != 15'd0);
      RoundNearestEven: up = (frac > half) || ((frac == half) && odd);
      default:          up = 1'b0;  // RoundToZero
    endcase
  end

  // |x| < 1 (denormals and zeros included): 0 or 1 of x's sign.
  logic small_one;
  always_comb begin
    unique case (dir_i)
      RoundMinusInf:    small_one = sign && (value_i[14:0] != 15'd0);
      RoundPlusInf:     small_one = !sign && (value_i[14:0] != 15'd0);
      RoundNearestEven: small_one = (exponent == 5'd14) && (mantissa != 10'd0);  // above 0.5
      default:          small_one = 1'b0;
    endcase
  end

  always_comb begin
    if (exponent == 5'h1f) begin
      value_o = (ieee_i && (mantissa != 10'd0)) ? (value_i | F16QuietBit) : value_i;
    end else if (exponent >= 5'd25) begin
      value_o = value_i;
    end else if (exponent < 5'd15) begin
      value_o = {sign, small_one ? F16OneMag : 15'd0};
    end else begin
      value_o = {sign, int_part + (up ? int_unit : 15'd0)};
    end
  end

endmodule
