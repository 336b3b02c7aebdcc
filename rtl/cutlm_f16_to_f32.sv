// Copyright cutlm contributors.
//
// V_CVT_F32_F16: the modified, flushed f16 source widened to f32 (always exact), then the f32
// output modifiers, since the destination is f32 (docs/valu-semantics.md, "Conversions": float
// results take omod, clamp and the output flush of the destination format's MODE). A NaN keeps
// its sign and payload, quieted in IEEE mode (only narrowing conversions quiet in both modes).
// Every f16 value is an f32 normal or zero, and stays one after x2, x4 or x0.5, so omod only
// moves the exponent and the f32 output flush never has a denormal to flush.

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

  localparam logic [31:0] F32One      = 32'h3f80_0000;
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

  // omod (only outside IEEE mode with output denormals flushed, as for every float result; a zero
  // it produces is +0), then clamp to [+0, 1.0] (a NaN to +0 with DX10_CLAMP).
  logic [31:0] scaled;
  always_comb begin
    scaled = widened;
    if (!ieee_i && flush_out_i && (omod_i != OmodNone) && (widened[30:23] != 8'hff)) begin
      if (widened[30:0] == 31'd0) begin
        scaled = '0;
      end else begin
        unique case (omod_i)
          OmodMul2: scaled[30:23] = widened[30:23] + 8'd1;
          OmodMul4: scaled[30:23] = widened[30:23] + 8'd2;
          default:  scaled[30:23] = widened[30:23] - 8'd1;  // OmodDiv2
        endcase
      end
    end
  end

  logic scaled_nan;
  assign scaled_nan = (scaled[30:23] == 8'hff) && (scaled[22:0] != 23'd0);
  always_comb begin
    value_o = scaled;
    if (clamp_i) begin
      if (scaled_nan) begin
        value_o = dx10_clamp_i ? 32'd0 : scaled;
      end else if (scaled[31]) begin
        value_o = 32'd0;
      end else if (scaled > F32One) begin
        value_o = F32One;
      end
    end
  end

endmodule
