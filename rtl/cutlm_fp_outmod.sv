// Copyright cutlm contributors.
//
// What happens to a float result after its operation, per docs/valu-semantics.md: the output
// modifier omod, then clamp, then MODE's output flush (V_MIN_F16 steps 4 and 5, which "Conversions
// and rounding to integral values" and min/max follow). "Floating-point arithmetic" (add, mul,
// fma, ldexp) also flushes the rounded result before omod: pre_flush_i. For the result's
// own format (ExpBits/FracBits: f64 11/52, f32 8/23, f16 5/10), in every unit that writes a float
// result through a module (f16, f64, cvt; the f32 unit's lane function has its own).
// - omod (x2, x4, x0.5) only with MODE.IEEE clear and output denormals flushed (AMD: output
//   modifiers are ignored in IEEE mode and with output denormals enabled). It scales by a power
//   of two rounding to nearest even (only x0.5 of a denormal or of the smallest normals can be
//   inexact), overflowing to infinity of the sign; a NaN and an infinity pass unchanged; every
//   zero it gives is +0 (AMD: "-0 is flushed to +0"), one that x0.5 rounds down to included.
// - clamp to [+0.0, +1.0]: negative values and -0 give +0, values above 1.0 give 1.0; a NaN gives
//   +0 when MODE.DX10_CLAMP is set and passes unchanged otherwise.

module cutlm_fp_outmod
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned ExpBits  = 11,
  parameter int unsigned FracBits = 52
) (
  input  logic [ExpBits+FracBits:0] r_i,
  input  logic                      flush_out_i,
  input  logic                      pre_flush_i,
  input  logic                      ieee_i,
  input  omod_e                     omod_i,
  input  logic                      clamp_i,
  input  logic                      dx10_clamp_i,
  output logic [ExpBits+FracBits:0] r_o
);

  localparam int unsigned Width    = ExpBits + FracBits + 1;
  localparam int          Bias     = (1 << (ExpBits - 1)) - 1;
  localparam int          MaxField = (1 << ExpBits) - 1;

  localparam logic [Width-1:0] PosZero = '0;
  localparam logic [Width-1:0] PosOne  = {1'b0, ExpBits'(Bias), {FracBits{1'b0}}};

  function automatic logic [Width-1:0] flush(logic [Width-1:0] v, logic en);
    logic [Width-1:0] f;
    f = v;
    if (en && v[Width-2:FracBits] == '0) begin
      f[FracBits-1:0] = '0;
    end
    return f;
  endfunction

  // x2 of a magnitude {field, fraction}: a denormal doubles its fraction, which moves into the
  // smallest normal's binade by itself; a normal increments its exponent field.
  function automatic logic [Width-2:0] times2(logic [Width-2:0] m);
    if (m[Width-2:FracBits] == '0) begin
      return m << 1;
    end
    return m + (Width - 1)'(1 << FracBits);
  endfunction

  logic [Width-1:0] flushed, scaled, clamped;
  logic [Width-2:0] mag, mag_scaled;
  logic             is_nan, is_inf, is_zero;
  int               field;

  always_comb begin
    flushed = flush(r_i, pre_flush_i && flush_out_i);
    mag     = flushed[Width-2:0];
    field   = int'(flushed[Width-2:FracBits]);
    is_nan  = (field == MaxField) && (flushed[FracBits-1:0] != '0);
    is_inf  = (field == MaxField) && (flushed[FracBits-1:0] == '0);
    is_zero = (mag == '0);

    unique case (omod_i)
      OmodMul2: mag_scaled = times2(mag);
      OmodMul4: mag_scaled = times2(times2(mag));
      OmodDiv2: begin
        if (field >= 2) begin
          mag_scaled = mag - (Width - 1)'(1 << FracBits);
        end else begin
          // Into or within the denormals: halve, ties to even.
          mag_scaled = (mag >> 1) + (Width - 1)'(mag[0] && mag[1]);
        end
      end
      default: mag_scaled = mag;
    endcase

    scaled = flushed;
    if (!ieee_i && flush_out_i && omod_i != OmodNone && !is_nan && !is_inf) begin
      if (is_zero) begin
        scaled = PosZero;
      end else if (field + ((omod_i == OmodMul4) ? 2 : 1) >= MaxField && omod_i != OmodDiv2) begin
        // x2 or x4 overflowing: the field reached MaxField. Tested on the integer field before
        // the zero test below: x4 of the largest binade carries out of mag_scaled, which wraps
        // to zero.
        scaled = {flushed[Width-1], {ExpBits{1'b1}}, {FracBits{1'b0}}};
      end else if (mag_scaled == '0) begin
        // x0.5 of the smallest denormal rounding down to zero
        scaled = PosZero;
      end else begin
        scaled = {flushed[Width-1], mag_scaled};
      end
    end

    clamped = scaled;
    if (clamp_i) begin
      if ((scaled[Width-2:FracBits] == {ExpBits{1'b1}}) && (scaled[FracBits-1:0] != '0)) begin
        clamped = dx10_clamp_i ? PosZero : scaled;
      end else if (scaled[Width-1]) begin
        clamped = PosZero;
      end else if (scaled[Width-2:0] > PosOne[Width-2:0]) begin
        clamped = PosOne;
      end
    end

    r_o = flush(clamped, flush_out_i);
  end

endmodule
