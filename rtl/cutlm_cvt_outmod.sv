// Copyright cutlm contributors.
//
// The output modifiers of a float result, in the order docs/valu-semantics.md gives for
// conversions ("float results go through omod, clamp and, last, the output flush of the
// destination format's MODE"), each step as V_MIN_F16's entry there describes it:
// - omod (x2, x4, x0.5) only when MODE.IEEE is 0 and the format's output denormals are flushed
//   (AMD: output modifiers are ignored in IEEE mode and with output denormals enabled); it rounds
//   to nearest even, overflows to infinity, passes NaNs and infinities, and every zero it gives
//   is +0 (AMD: "-0 is flushed to +0");
// - clamp to [+0, 1.0]: negatives and -0 to +0, above 1.0 (+inf too) to 1.0, a NaN to +0 with
//   MODE.DX10_CLAMP and unchanged without;
// - last, a denormal becomes a zero of its sign when MODE flushes output denormals.

module cutlm_cvt_outmod
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] bits_i,
  input  omod_e                    omod_i,
  input  logic                     clamp_i,
  input  logic                     ieee_i,
  input  logic                     dx10_clamp_i,
  input  logic                     flush_out_i,
  output logic [ExpBits+ManBits:0] bits_o
);

  localparam int unsigned Width = ExpBits + ManBits + 1;

  logic                  sign, nan, inf, zero;
  logic signed [9:0]     exp;
  logic [ManBits:0]      sig;
  logic [Width-1:0]      unused_bits;

  cutlm_cvt_unpack #(
    .ExpBits (ExpBits),
    .ManBits (ManBits)
  ) u_unpack (
    .bits_i  (bits_i),
    .abs_i   (1'b0),
    .neg_i   (1'b0),
    .flush_i (1'b0),
    .bits_o  (unused_bits),
    .sign_o  (sign),
    .nan_o   (nan),
    .inf_o   (inf),
    .zero_o  (zero),
    .exp_o   (exp),
    .sig_o   (sig)
  );

  logic              omod_on;
  logic signed [9:0] scaled_exp;
  logic [Width-1:0]  scaled;

  assign omod_on = (omod_i != OmodNone) && !ieee_i && flush_out_i;

  always_comb begin
    unique case (omod_i)
      OmodMul2: scaled_exp = exp + 10'sd1;
      OmodMul4: scaled_exp = exp + 10'sd2;
      OmodDiv2: scaled_exp = exp - 10'sd1;
      default:  scaled_exp = exp;
    endcase
  end

  cutlm_cvt_round_pack #(
    .ExpBits (ExpBits),
    .ManBits (ManBits),
    .InW     (ManBits + 1)
  ) u_scale (
    .sign_i   (sign),
    .zero_i   (zero),
    .exp_i    (scaled_exp),
    .sig_i    (sig),
    .sticky_i (1'b0),
    .rnd_i    (RoundNearestEven),
    .bits_o   (scaled)
  );

  logic [Width-1:0] after_omod, after_clamp;
  logic [Width-1:0] one;

  assign one = {1'b0, 1'b0, {(ExpBits-1){1'b1}}, {ManBits{1'b0}}};

  always_comb begin
    after_omod = bits_i;
    if (omod_on && !nan && !inf) begin
      after_omod = scaled;
      if (after_omod[Width-2:0] == '0) after_omod = '0;
    end
  end

  always_comb begin
    after_clamp = after_omod;
    if (clamp_i) begin
      if (nan) begin
        if (dx10_clamp_i) after_clamp = '0;
      end else if (after_omod[Width-1]) begin
        after_clamp = '0;
      end else if (after_omod > one) begin
        after_clamp = one;
      end
    end
  end

  always_comb begin
    bits_o = after_clamp;
    if (flush_out_i && after_clamp[Width-2 -: ExpBits] == '0) begin
      bits_o = {after_clamp[Width-1], {(Width-1){1'b0}}};
    end
  end

  logic unused;
  assign unused = ^unused_bits;

endmodule
