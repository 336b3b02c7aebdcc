// Copyright cutlm contributors.
//
// Rounds a finite, non-zero float value to an integer magnitude: value = p * 2^(exp - 23), the
// sign separate. p is an f32-shaped significand (1.23, an f16's padded with zeros) or, for the
// normalised conversions, that significand times 32767 or 65535, exact (the caller then keeps
// exp <= -1, so the value stays below 2^16). The caller saturates to the destination type.
//
// rnd_i[1:0] is an FP_ROUND value (cutlm_valu_pkg); rnd_i[2] asks instead for round to nearest
// with halves toward +infinity, floor(x + 0.5) taken exactly (V_CVT_NEAREST_I32_F32).

module cutlm_cvt_f2i
  import cutlm_valu_pkg::*;
(
  input  logic              sign_i,
  input  logic signed [9:0] exp_i,
  input  logic [39:0]       p_i,
  input  logic [2:0]        rnd_i,
  output logic [32:0]       mag_o,
  output logic              big_o    // |value| >= 2^32 (p_i below 2^24 when exp_i >= 0)
);

  // value * 2^24 = p * 2^(exp + 1): the integer part above bit 24, the rounding bits below.
  logic signed [10:0] shift;
  logic [71:0]        fixed;
  logic               lost;       // ones shifted out below the fixed point's last bit
  logic [31:0]        int_part;
  logic               half, sticky, inc;

  assign shift = 11'(exp_i) + 11'sd1;
  assign big_o = (exp_i >= 10'sd32);

  always_comb begin
    if (shift >= 0) begin
      fixed = 72'(p_i) << unsigned'(shift);
      lost  = 1'b0;
    end else begin
      fixed = 72'(p_i) >> unsigned'(-shift);
      lost  = ((fixed << unsigned'(-shift)) != 72'(p_i));
    end
  end

  assign int_part = fixed[55:24];
  assign half     = fixed[23];
  assign sticky   = (fixed[22:0] != '0) || lost;

  always_comb begin
    if (rnd_i[2]) begin
      // Ties go toward +inf: up in magnitude for positive values, down for negative ones.
      inc = sign_i ? (half && sticky) : half;
    end else begin
      unique case (rnd_i[1:0])
        RoundNearestEven: inc = half && (sticky || int_part[0]);
        RoundPlusInf:     inc = !sign_i && (half || sticky);
        RoundMinusInf:    inc = sign_i && (half || sticky);
        default:          inc = 1'b0;  // RoundToZero
      endcase
    end
  end

  assign mag_o = {1'b0, int_part} + 33'(inc);

  // Above bit 55 only when big_o is set, and the caller then saturates.
  logic unused_fixed_top;
  assign unused_fixed_top = ^fixed[71:56];

endmodule
