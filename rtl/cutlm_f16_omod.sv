// Copyright cutlm contributors.
//
// f16 output modifiers, in order: omod scaling, clamp, flush of output denormals.
//  - omod acts only outside IEEE mode and with output denormals flushed (AMD ignores output
//    modifiers otherwise). It is a power-of-two scaling rounded to nearest even (only x0.5 can
//    round), overflow gives infinity of the same sign, a NaN passes unchanged and a zero result
//    is +0.
//  - clamp limits to [+0, +1]: negatives and -0 give +0, above 1.0 (+inf too) gives 1.0, a NaN
//    gives +0 with DX10 clamp and passes unchanged without.
//  - flush_out writes a denormal as zero of the same sign.

module cutlm_f16_omod import cutlm_valu_pkg::*; (
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

  logic        sign;
  logic [4:0]  exponent;
  logic [9:0]  mantissa;
  logic        omod_en;

  assign {sign, exponent, mantissa} = value_i;
  assign omod_en = !ieee_i && flush_out_i && (omod_i != OmodNone);

  // ---------------------------------------------------------------------------------------------
  // omod
  // ---------------------------------------------------------------------------------------------
  logic [1:0]  up_shift;     // log2 of the x2 / x4 factor
  logic [5:0]  exp_up;       // one bit wider to see the overflow
  logic [11:0] denorm_up;    // denormal mantissa scaled up, may reach the normal range
  logic [10:0] sig_low;      // significand of a value below 2^-13, in units of 2^-24
  logic [10:0] sig_half;     // sig_low halved, rounded to nearest even (1024 is 2^-14)
  logic [15:0] scaled;
  logic [15:0] omod_value;

  assign up_shift  = (omod_i == OmodMul4) ? 2'd2 : 2'd1;
  assign exp_up    = {1'b0, exponent} + {4'd0, up_shift};
  assign denorm_up = {2'b00, mantissa} << up_shift;
  assign sig_low   = {exponent[0], mantissa};
  // One bit shifted out, no sticky bits below it: a set bit is an exact tie, kept even.
  assign sig_half  = {1'b0, sig_low[10:1]} + {10'd0, sig_low[0] & sig_low[1]};

  always_comb begin
    scaled = value_i;
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
        if (exponent >= 5'd2) begin
          scaled = {sign, exponent - 5'd1, mantissa};
        end else begin
          // Result is denormal, or rounds up to 2^-14, which the encoding carries into exponent 1.
          scaled = {sign, 4'd0, sig_half};
        end
      end
      default: scaled = value_i;  // OmodNone: omod_en is low anyway
    endcase
  end

  always_comb begin
    omod_value = value_i;
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

  // ---------------------------------------------------------------------------------------------
  // flush of output denormals, last
  // ---------------------------------------------------------------------------------------------
  logic clamp_denorm;

  assign clamp_denorm = (clamp_value[14:10] == 5'd0) && (clamp_value[9:0] != 10'd0);
  assign value_o      = (flush_out_i && clamp_denorm) ? {clamp_value[15], 15'd0} : clamp_value;

endmodule
