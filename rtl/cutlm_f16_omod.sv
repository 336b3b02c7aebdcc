// Copyright cutlm contributors.
//
// f16 output modifiers: omod scaling, clamp, and last the flush of output denormals
// (docs/valu-semantics.md, V_MIN_F16 steps 4 and 5). With flush_first_i the output flush also
// comes before omod: the rounded arithmetic (add/sub/mul/fma forms, ldexp) flushes once
// rounded ("Floating-point arithmetic": "rounded once per MODE, the output flush, then omod,
// clamp and the output flush"); min/max, rounding to integral (fract too) and conversions do
// not ("float results go through omod, clamp and, last, the output flush"), so their omod
// scales a denormal.
//  - omod acts only outside IEEE mode and with output denormals flushed (AMD: ignored otherwise).
//    It scales by a power of two, rounded to nearest even (only x0.5 of a denormal or of the
//    smallest normals can round), overflow gives infinity of the same sign, a NaN or infinity
//    passes unchanged and every zero it gives is +0 (one x0.5 rounds down to included).
//  - clamp limits to [+0, +1]: negatives and -0 give +0, above 1.0 (+inf too) gives 1.0, a NaN
//    gives +0 with DX10 clamp and passes unchanged without.
//  - flush_out writes a denormal as zero of the same sign.

module cutlm_f16_omod
  import cutlm_valu_pkg::*;
(
  input  logic [15:0] value_i,
  input  logic        flush_first_i,  // the output flush before omod too (rounded arithmetic)
  input  logic        ieee_i,
  input  logic        flush_out_i,
  input  omod_e       omod_i,
  input  logic        clamp_i,
  input  logic        dx10_clamp_i,
  output logic [15:0] value_o
);

  localparam logic [15:0] F16PosZero = 16'h0000;
  localparam logic [15:0] F16One     = 16'h3c00;
  localparam logic [4:0]  F16ExpMax  = 5'h1f;

  function automatic logic [15:0] flush(logic [15:0] v, logic enable);
    return (enable && (v[14:10] == 5'd0)) ? {v[15], 15'd0} : v;
  endfunction

  logic [15:0] pre;
  logic        sign;
  logic [4:0]  exponent;
  logic [9:0]  mantissa;
  logic        omod_en;

  assign pre = flush(value_i, flush_first_i && flush_out_i);
  assign {sign, exponent, mantissa} = pre;
  assign omod_en = !ieee_i && flush_out_i && (omod_i != OmodNone);

  // ---------------------------------------------------------------------------------------------
  // omod
  // ---------------------------------------------------------------------------------------------
  logic [1:0]  up_shift;   // log2 of the x2 / x4 factor
  logic [5:0]  exp_up;     // one bit wider to see the overflow
  logic [11:0] denorm_up;  // a denormal's mantissa scaled up, may reach the normal range
  logic [10:0] sig_low;    // significand of a value below 2^-13, in units of 2^-24
  logic [10:0] sig_half;   // sig_low halved; the lost bit an exact tie kept even (1024 is 2^-14)
  logic [15:0] scaled;

  assign up_shift  = (omod_i == OmodMul4) ? 2'd2 : 2'd1;
  assign exp_up    = {1'b0, exponent} + {4'd0, up_shift};
  assign denorm_up = {2'b00, mantissa} << up_shift;
  assign sig_low   = {exponent[0], mantissa};
  assign sig_half  = {1'b0, sig_low[10:1]} + {10'd0, sig_low[0] & sig_low[1]};

  always_comb begin
    unique case (omod_i)
      OmodMul2, OmodMul4: begin
        if (exponent != 5'd0) begin
          scaled = (exp_up >= {1'b0, F16ExpMax}) ? {sign, F16ExpMax, 10'd0}
                                                 : {sign, exp_up[4:0], mantissa};
        end else if (denorm_up[11]) begin
          scaled = {sign, 5'd2, denorm_up[10:1]};  // bit 0 is a shifted-in zero: exact
        end else if (denorm_up[10]) begin
          scaled = {sign, 5'd1, denorm_up[9:0]};
        end else begin
          scaled = {sign, 5'd0, denorm_up[9:0]};
        end
      end
      OmodDiv2: begin
        // Below 2^-13 the result is denormal, or rounds up to 2^-14 (the carry into exponent 1).
        scaled = (exponent >= 5'd2) ? {sign, exponent - 5'd1, mantissa} : {sign, 4'd0, sig_half};
      end
      default: scaled = pre;  // OmodNone: omod_en is low anyway
    endcase
  end

  logic [15:0] omod_value;
  always_comb begin
    omod_value = pre;
    if (omod_en && (exponent != F16ExpMax)) begin  // NaN and infinity are fixed points
      omod_value = (scaled[14:0] == 15'd0) ? F16PosZero : scaled;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // clamp
  // ---------------------------------------------------------------------------------------------
  logic        omod_nan;
  logic [15:0] clamp_value;

  assign omod_nan = (omod_value[14:10] == F16ExpMax) && (omod_value[9:0] != 10'd0);

  always_comb begin
    clamp_value = omod_value;
    if (clamp_i) begin
      if (omod_nan) begin
        clamp_value = dx10_clamp_i ? F16PosZero : omod_value;
      end else if (omod_value[15]) begin
        clamp_value = F16PosZero;
      end else if (omod_value[14:0] > F16One[14:0]) begin
        clamp_value = F16One;
      end
    end
  end

  // The output flush, last.
  assign value_o = flush(clamp_value, flush_out_i);

endmodule
