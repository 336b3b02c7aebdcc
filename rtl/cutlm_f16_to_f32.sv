// Copyright cutlm contributors.
//
// V_CVT_F32_F16: the modified, flushed f16 source widened to f32 (always exact), then the f32
// output modifiers, since the destination is f32 (docs/valu-semantics.md, "Conversions": float
// results take omod, clamp and the output flush of the destination format's MODE). A NaN keeps
// its sign and payload, quieted in IEEE mode (only narrowing conversions quiet in both modes).

module cutlm_f16_to_f32
  import cutlm_valu_pkg::*;
(
  input  logic [15:0] value_i,
  input  logic        ieee_i,
  input  logic        flush_out_i,   // f32 output denormals flushed (omod acts only then)
  input  omod_e       omod_i,
  input  logic        clamp_i,
  input  logic        dx10_clamp_i,
  output logic [31:0] value_o
);

  localparam logic [31:0] F32QuietBit = 32'h0040_0000;

  logic       sign;
  logic [4:0] exponent;
  logic [9:0] mantissa;
  assign {sign, exponent, mantissa} = value_i;

  // A denormal m * 2^-24 with its leading one at bit k is 1.f * 2^(k - 24).
  logic [3:0]  lead;
  logic [22:0] den_fraction;
  always_comb begin
    lead = '0;
    for (int unsigned i = 0; i < 10; i++) begin
      if (mantissa[i]) begin
        lead = 4'(i);
      end
    end
  end
  assign den_fraction = {mantissa, 13'd0} << (5'd10 - {1'b0, lead});

  logic [31:0] widened;
  logic        nan;
  assign nan = (exponent == 5'h1f) && (mantissa != 10'd0);
  always_comb begin
    if (exponent == 5'h1f) begin
      widened = {sign, 8'hff, mantissa, 13'd0};
      if (nan && ieee_i) begin
        widened = widened | F32QuietBit;
      end
    end else if (exponent != 5'd0) begin
      widened = {sign, {3'd0, exponent} + 8'd112, mantissa, 13'd0};
    end else if (mantissa != 10'd0) begin
      widened = {sign, 8'd103 + {4'd0, lead}, den_fraction};
    end else begin
      widened = {sign, 31'd0};
    end
  end

  // The f32 output modifiers, as for every f32 result.
  cutlm_fp_outmod #(
    .ExpBits  (8),
    .FracBits (23)
  ) u_outmod (
    .r_i          (widened),
    .pre_flush_i  (1'b0),
    .ieee_i       (ieee_i),
    .flush_out_i  (flush_out_i),
    .omod_i       (omod_i),
    .clamp_i      (clamp_i),
    .dx10_clamp_i (dx10_clamp_i),
    .r_o          (value_o)
  );

endmodule
