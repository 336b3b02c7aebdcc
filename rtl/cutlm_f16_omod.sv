// Copyright cutlm contributors.
//
// f16 output modifiers, in order: the flush of output denormals, omod scaling, clamp, and the
// flush again (docs/valu-semantics.md, "Floating-point arithmetic"; AMD on LLVM review D30209:
// with output denormals flushed "denorms will be flushed to +/-0 first. Then, if output modifier
// is non-zero, -0 will be forced to +0 prior applying the modifier", for every float type).
//  - omod acts only outside IEEE mode and with output denormals flushed (AMD: ignored otherwise).
//    It scales by a power of two, rounded to nearest even (only x0.5 of the smallest normals can
//    round), overflow gives infinity of the same sign, a NaN or infinity passes unchanged and a
//    zero is +0.
//  - clamp limits to [+0, +1]: negatives and -0 give +0, above 1.0 (+inf too) gives 1.0, a NaN
//    gives +0 with DX10 clamp and passes unchanged without.
//  - flush_out writes a denormal as zero of the same sign.

module cutlm_f16_omod
  import cutlm_valu_pkg::*;
(
  input  logic [15:0] value_i,
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

  logic [15:0] flushed;
  logic        sign;
  logic [4:0]  exponent;
  logic [9:0]  mantissa;
  logic        omod_en;

  assign flushed = flush(value_i, flush_out_i);
  assign {sign, exponent, mantissa} = flushed;
  assign omod_en = !ieee_i && flush_out_i && (omod_i != OmodNone);

  // ---------------------------------------------------------------------------------------------
  // omod on a normal (omod_en implies the flush: no denormal gets here)
  // ---------------------------------------------------------------------------------------------
  logic [5:0]  exp_up;    // one bit wider to see the overflow
  logic [10:0] sig_half;  // 2^-14 * 1.m halved: its 11 significand bits shifted right once,
                          // the lost bit an exact tie kept even (1024 carries into 2^-14)
  logic [15:0] scaled;

  assign exp_up   = {1'b0, exponent} + ((omod_i == OmodMul4) ? 6'd2 : 6'd1);
  assign sig_half = {1'b0, 1'b1, mantissa[9:1]} + {10'd0, mantissa[0] & mantissa[1]};

  always_comb begin
    unique case (omod_i)
      OmodMul2, OmodMul4: begin
        scaled = (exp_up >= {1'b0, F16ExpMax}) ? {sign, F16ExpMax, 10'd0}
                                               : {sign, exp_up[4:0], mantissa};
      end
      OmodDiv2: begin
        scaled = (exponent >= 5'd2) ? {sign, exponent - 5'd1, mantissa} : {sign, 4'd0, sig_half};
      end
      default: scaled = flushed;  // OmodNone: omod_en is low anyway
    endcase
  end

  logic [15:0] omod_value;
  always_comb begin
    omod_value = flushed;
    if (omod_en && (exponent != F16ExpMax)) begin  // NaN and infinity are fixed points
      omod_value = (exponent == 5'd0) ? F16PosZero : scaled;
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

  // The flush again, last: x0.5 may have made a denormal.
  assign value_o = flush(clamp_value, flush_out_i);

endmodule
