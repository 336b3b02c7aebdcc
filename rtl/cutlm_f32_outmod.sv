// Copyright cutlm contributors.
//
// What follows an f32 operation's result (docs/valu-semantics.md, V_MIN_F16 steps 4-5 and
// "Floating-point arithmetic"): for arithmetic (pre_flush_i) MODE's output flush of the rounded
// result, then for every operation the VOP3 output modifier, clamp, and last the output flush.
// Combinational.
//
// - omod (x2, x4, x0.5) applies only when MODE.IEEE is clear and f32 output denormals are
//   flushed (AMD: output modifiers are ignored in IEEE mode and with output denormals enabled).
//   It scales by a power of two, rounding to nearest even, overflow to infinity; a NaN passes,
//   a zero becomes +0 (AMD: "-0 is flushed to +0").
// - clamp limits to [+0, 1.0]: negatives and -0 to +0, above 1.0 (+inf too) to 1.0; a NaN to +0
//   with MODE.DX10_CLAMP, else unchanged.

module cutlm_f32_outmod
  import cutlm_valu_pkg::*;
(
  input  logic [31:0] x_i,
  input  logic        pre_flush_i,  // flush the operation's result before omod (arithmetic)
  input  omod_e       omod_i,
  input  logic        clamp_i,
  input  valu_mode_t  mode_i,
  output logic [31:0] result_o
);

  logic flush_out;
  assign flush_out = !mode_i.denorm_f32[DenormKeepOutput];

  // A denormal becomes a zero of its sign.
  function automatic logic [31:0] flush(logic [31:0] x, logic enable);
    return (enable && (x[30:23] == 8'd0)) ? {x[31], 31'd0} : x;
  endfunction

  function automatic logic mag_is_nan(logic [30:0] x);
    return (x[30:23] == 8'hff) && (x[22:0] != '0);
  endfunction

  // x * 2 of a finite nonzero value: a denormal's fraction shifts left (its carry out making it
  // the smallest normal), a normal steps its exponent, overflowing to infinity.
  function automatic logic [31:0] times2(logic [31:0] x);
    if (x[30:23] == 8'd0) return {x[31], x[29:0], 1'b0};
    if (x[30:23] >= 8'hfe) return {x[31], 31'h7f80_0000};
    return {x[31], x[30:23] + 8'd1, x[22:0]};
  endfunction

  logic [31:0] flushed, doubled, scaled, clamped;
  logic [7:0]  exp_field;
  logic        omod_on;

  assign flushed   = flush(x_i, flush_out && pre_flush_i);
  assign exp_field = flushed[30:23];
  assign omod_on   = (omod_i != OmodNone) && !mode_i.ieee && flush_out;
  assign doubled   = times2(flushed);

  always_comb begin
    scaled = flushed;
    if (omod_on && !mag_is_nan(flushed[30:0]) && (exp_field != 8'hff)) begin
      unique case (omod_i)
        OmodMul2: scaled = doubled;
        OmodMul4: scaled = (doubled[30:23] == 8'hff) ? doubled : times2(doubled);
        default: begin  // OmodDiv2
          if (exp_field > 8'd1) begin
            scaled = {flushed[31], exp_field - 8'd1, flushed[22:0]};
          end else begin
            // The smallest binade and the denormals halve into the denormals: one bit shifted
            // out, ties to even; a carry out of the fraction gives back the smallest normal.
            scaled = {flushed[31], 8'd0, exp_field[0], flushed[22:1]}
                     + {31'd0, flushed[0] && flushed[1]};
          end
        end
      endcase
      // Every zero omod gives is +0 ("-0 is flushed to +0"), one x0.5 rounds to included.
      if (scaled[30:0] == '0) begin
        scaled = 32'd0;
      end
    end
  end

  always_comb begin
    clamped = scaled;
    if (clamp_i) begin
      if (mag_is_nan(scaled[30:0])) begin
        clamped = mode_i.dx10_clamp ? 32'd0 : scaled;
      end else if (scaled[31]) begin
        clamped = 32'd0;
      end else if (scaled[30:0] >= 31'h3f80_0000) begin
        clamped = 32'h3f80_0000;
      end
    end
  end

  assign result_o = flush(clamped, flush_out);

  // The f64/f16 MODE fields belong to other formats.
  logic unused_mode;
  assign unused_mode = ^{mode_i.denorm_f64_f16, mode_i.round_f64_f16, mode_i.denorm_f32[0],
                         mode_i.round_f32};

endmodule
