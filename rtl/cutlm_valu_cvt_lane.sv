// Copyright cutlm contributors.
//
// One lane of the conversion unit, combinational: f32/f16 to and from integers, the normalised
// (snorm/unorm) and packed forms, frexp and v_pack_b32_f16. Semantics from AMD's RDNA3 ISA guide
// (section 16, the opcodes' descriptions and notes) and, where the guide is silent, the choices
// docs/valu-semantics.md records ("Conversions and rounding to integral values", "Integer
// operations"); each is cited where it is used.
//
// Common rules (docs/valu-semantics.md, Conversions): float sources take abs then neg and the
// input flush of their format's MODE field; integer sources take no modifiers; float results go
// through omod, clamp and the output flush of their format (cutlm_fp_outmod); for
// float-to-integer conversions clamp only enables the INEXACT exception (AMD's notes) and omod
// does nothing, so both are ignored there. 16-bit results go to the half opsel[3] names, the
// other half keeps vdst_old's bits.

module cutlm_valu_cvt_lane
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  valu_op_e       op_i,
  input  valu_lane_in_t  lane_i,
  output valu_lane_out_t lane_o
);

  // ---------------------------------------------------------------------------------------------
  // MODE and sources
  // ---------------------------------------------------------------------------------------------
  valu_mode_t mode;
  logic       flush_in_f32, flush_out_f32, flush_in_f16, flush_out_f16;

  assign mode          = lane_i.mode;
  assign flush_in_f32  = !mode.denorm_f32[DenormKeepInput];
  assign flush_out_f32 = !mode.denorm_f32[DenormKeepOutput];
  assign flush_in_f16  = !mode.denorm_f64_f16[DenormKeepInput];
  assign flush_out_f16 = !mode.denorm_f64_f16[DenormKeepOutput];

  logic [31:0] s0, s1, s2, old;
  logic [15:0] h0, h1;  // the 16-bit sources, from the half opsel picks

  assign s0  = lane_i.src0[31:0];
  assign s1  = lane_i.src1[31:0];
  assign s2  = lane_i.src2[31:0];
  assign old = lane_i.vdst_old[31:0];
  assign h0  = lane_i.opsel[0] ? s0[31:16] : s0[15:0];
  assign h1  = lane_i.opsel[1] ? s1[31:16] : s1[15:0];

  // ---------------------------------------------------------------------------------------------
  // Float sources: src0 and src1 read as f32 and as f16.
  // ---------------------------------------------------------------------------------------------
  logic [31:0]       a32_bits, b32_bits;
  logic              a32_sign, a32_nan, a32_inf, a32_zero;
  logic              b32_sign, b32_nan, b32_inf, b32_zero;
  logic signed [9:0] a32_exp, b32_exp;
  logic [23:0]       a32_sig, b32_sig;

  cutlm_cvt_unpack #(.ExpBits(8), .ManBits(23)) u_a32 (
    .bits_i (s0), .abs_i (lane_i.abs[0]), .neg_i (lane_i.neg[0]), .flush_i (flush_in_f32),
    .bits_o (a32_bits), .sign_o (a32_sign), .nan_o (a32_nan), .inf_o (a32_inf),
    .zero_o (a32_zero), .exp_o (a32_exp), .sig_o (a32_sig)
  );

  cutlm_cvt_unpack #(.ExpBits(8), .ManBits(23)) u_b32 (
    .bits_i (s1), .abs_i (lane_i.abs[1]), .neg_i (lane_i.neg[1]), .flush_i (flush_in_f32),
    .bits_o (b32_bits), .sign_o (b32_sign), .nan_o (b32_nan), .inf_o (b32_inf),
    .zero_o (b32_zero), .exp_o (b32_exp), .sig_o (b32_sig)
  );

  logic [15:0]       a16_bits, b16_bits;
  logic              a16_sign, a16_nan, a16_inf, a16_zero;
  logic              b16_sign, b16_nan, b16_inf, b16_zero;
  logic signed [9:0] a16_exp, b16_exp;
  logic [10:0]       a16_sig, b16_sig;

  cutlm_cvt_unpack #(.ExpBits(5), .ManBits(10)) u_a16 (
    .bits_i (h0), .abs_i (lane_i.abs[0]), .neg_i (lane_i.neg[0]), .flush_i (flush_in_f16),
    .bits_o (a16_bits), .sign_o (a16_sign), .nan_o (a16_nan), .inf_o (a16_inf),
    .zero_o (a16_zero), .exp_o (a16_exp), .sig_o (a16_sig)
  );

  cutlm_cvt_unpack #(.ExpBits(5), .ManBits(10)) u_b16 (
    .bits_i (h1), .abs_i (lane_i.abs[1]), .neg_i (lane_i.neg[1]), .flush_i (flush_in_f16),
    .bits_o (b16_bits), .sign_o (b16_sign), .nan_o (b16_nan), .inf_o (b16_inf),
    .zero_o (b16_zero), .exp_o (b16_exp), .sig_o (b16_sig)
  );

  // ---------------------------------------------------------------------------------------------
  // Float to integer: two converters, lo (src0) and hi (src1, the packed forms' second value).
  // ---------------------------------------------------------------------------------------------
  logic is_f16_src;   // the float source(s) are f16
  logic is_snorm, is_unorm;
  logic [2:0] f2i_rnd;

  always_comb begin
    is_f16_src = 1'b0;
    is_snorm   = 1'b0;
    is_unorm   = 1'b0;
    // Truncation whatever MODE says for the plain conversions (docs/valu-semantics.md: model
    // choice, LLVM selects them for C's truncating conversions; the f16 forms' notes say
    // "Conversion is done with truncation").
    f2i_rnd    = {1'b0, RoundToZero};
    unique case (op_i)
      ValuOpVCvtI16F16, ValuOpVCvtU16F16:             is_f16_src = 1'b1;
      // AMD: "round-down semantics (ignore the default rounding mode)".
      ValuOpVCvtFloorI32F32:                           f2i_rnd = {1'b0, RoundMinusInf};
      // AMD: round to nearest ignoring MODE, as floor(x + 0.5); the sum is exact so halves go
      // up and 0.49999997 gives 0 (docs/valu-semantics.md: model choice).
      ValuOpVCvtNearestI32F32:                         f2i_rnd = 3'b100;
      // The f32 rounding mode (docs/valu-semantics.md: model choice after Mesa's MODE tracking).
      ValuOpVCvtPkU8F32:                               f2i_rnd = {1'b0, mode.round_f32};
      // snorm/unorm: round to nearest even whatever MODE says (docs/valu-semantics.md: model
      // choice, the D3D rule).
      ValuOpVCvtPkNormI16F32: begin
        is_snorm = 1'b1;
        f2i_rnd  = {1'b0, RoundNearestEven};
      end
      ValuOpVCvtPkNormU16F32: begin
        is_unorm = 1'b1;
        f2i_rnd  = {1'b0, RoundNearestEven};
      end
      ValuOpVCvtPkNormI16F16, ValuOpVCvtNormI16F16: begin
        is_f16_src = 1'b1;
        is_snorm   = 1'b1;
        f2i_rnd    = {1'b0, RoundNearestEven};
      end
      ValuOpVCvtPkNormU16F16, ValuOpVCvtNormU16F16: begin
        is_f16_src = 1'b1;
        is_unorm   = 1'b1;
        f2i_rnd    = {1'b0, RoundNearestEven};
      end
      default: ;
    endcase
  end

  // The source values in one shape: value = sig24 * 2^(exp - 23).
  logic              lo_sign, lo_nan, lo_inf, lo_zero, hi_sign, hi_nan, hi_inf, hi_zero;
  logic signed [9:0] lo_exp, hi_exp;
  logic [23:0]       lo_sig, hi_sig;

  always_comb begin
    if (is_f16_src) begin
      {lo_sign, lo_nan, lo_inf, lo_zero, lo_exp} = {a16_sign, a16_nan, a16_inf, a16_zero, a16_exp};
      {hi_sign, hi_nan, hi_inf, hi_zero, hi_exp} = {b16_sign, b16_nan, b16_inf, b16_zero, b16_exp};
      lo_sig = {a16_sig, 13'b0};
      hi_sig = {b16_sig, 13'b0};
    end else begin
      {lo_sign, lo_nan, lo_inf, lo_zero, lo_exp} = {a32_sign, a32_nan, a32_inf, a32_zero, a32_exp};
      {hi_sign, hi_nan, hi_inf, hi_zero, hi_exp} = {b32_sign, b32_nan, b32_inf, b32_zero, b32_exp};
      lo_sig = a32_sig;
      hi_sig = b32_sig;
    end
  end

  // snorm and unorm scale |x| < 1 by 32767 or 65535 exactly before the one rounding.
  function automatic logic [39:0] scaled(input logic [23:0] sig, input logic snorm,
                                         input logic unorm);
    if (snorm) return 40'(sig) * 40'd32767;
    if (unorm) return 40'(sig) * 40'd65535;
    return 40'(sig);
  endfunction

  logic [32:0] lo_mag, hi_mag;
  logic        lo_big, hi_big;

  cutlm_cvt_f2i u_f2i_lo (
    .sign_i (lo_sign), .exp_i (lo_exp), .p_i (scaled(lo_sig, is_snorm, is_unorm)),
    .rnd_i (f2i_rnd), .mag_o (lo_mag), .big_o (lo_big)
  );

  cutlm_cvt_f2i u_f2i_hi (
    .sign_i (hi_sign), .exp_i (hi_exp), .p_i (scaled(hi_sig, is_snorm, is_unorm)),
    .rnd_i (f2i_rnd), .mag_o (hi_mag), .big_o (hi_big)
  );

  // Saturation to an integer type (AMD: "out-of-range floating point values (including
  // infinity) saturate. NAN is converted to 0."). Returns the value sign-extended to 32 bits.
  function automatic logic [31:0] sat_int(input logic sign, input logic nan, input logic inf,
                                          input logic zero, input logic big,
                                          input logic [32:0] mag, input logic is_signed,
                                          input int unsigned n);
    logic [32:0] lim;
    if (nan || zero) return '0;
    if (is_signed) begin
      lim = 33'd1 << (n - 1);
      if (sign) begin
        if (inf || big || mag > lim) return 32'(-lim);
        return 32'(-mag);
      end
      if (inf || big || mag > lim - 33'd1) return 32'(lim - 33'd1);
      return mag[31:0];
    end
    lim = (33'd1 << n) - 33'd1;
    if (sign) return '0;  // every negative value rounds to zero or below
    if (inf || big || mag > lim) return lim[31:0];
    return mag[31:0];
  endfunction

  // snorm/unorm: |x| >= 1 (and infinities) clamp to +-1 first (docs/valu-semantics.md: clamp to
  // [-1, 1] / [0, 1], -1.0 gives -32767), NaN gives 0.
  function automatic logic [15:0] norm16(input logic sign, input logic nan, input logic inf,
                                         input logic zero, input logic signed [9:0] exp,
                                         input logic [15:0] mag, input logic snorm);
    logic [15:0] m;
    if (nan || zero) return '0;
    if (!snorm && sign) return '0;
    m = (inf || exp >= 0) ? (snorm ? 16'd32767 : 16'd65535) : mag;
    return (snorm && sign) ? 16'(-m) : m;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Integer to float: one integer source, normalised, rounded to f32 (or f16) in MODE's
  // rounding mode for the destination format (docs/valu-semantics.md: "Integer to float rounds
  // per the destination's rounding mode").
  // ---------------------------------------------------------------------------------------------
  logic              i2f_sign;
  logic [31:0]       i2f_mag;
  logic signed [9:0] i2f_scale;  // V_CVT_OFF_F32_I4 divides by 16

  always_comb begin
    i2f_sign  = 1'b0;
    i2f_mag   = s0;
    i2f_scale = '0;
    unique case (op_i)
      ValuOpVCvtF32I32: begin
        i2f_sign = s0[31];
        i2f_mag  = s0[31] ? -s0 : s0;
      end
      ValuOpVCvtF32Ubyte0: i2f_mag = {24'b0, s0[7:0]};
      ValuOpVCvtF32Ubyte1: i2f_mag = {24'b0, s0[15:8]};
      ValuOpVCvtF32Ubyte2: i2f_mag = {24'b0, s0[23:16]};
      ValuOpVCvtF32Ubyte3: i2f_mag = {24'b0, s0[31:24]};
      // AMD's table for S0[3:0]: the signed nibble in sixteenths (1000 is -0.5, 0111 +0.4375).
      ValuOpVCvtOffF32I4: begin
        i2f_sign  = s0[3];
        i2f_mag   = {28'b0, s0[3] ? 4'(-s0[3:0]) : s0[3:0]};
        i2f_scale = -10'sd4;
      end
      ValuOpVCvtF16I16: begin
        i2f_sign = h0[15];
        i2f_mag  = {16'b0, h0[15] ? 16'(-h0) : h0};
      end
      ValuOpVCvtF16U16: i2f_mag = {16'b0, h0};
      default: ;
    endcase
  end

  logic [5:0]  i2f_lz;
  logic [31:0] i2f_sig;
  logic signed [9:0] i2f_exp;

  always_comb begin
    i2f_lz = 6'd32;
    for (int i = 0; i < 32; i++) begin
      if (i2f_mag[i]) i2f_lz = 6'(31 - i);
    end
  end

  assign i2f_sig = i2f_mag << i2f_lz[4:0];
  assign i2f_exp = 10'sd31 - 10'(i2f_lz) + i2f_scale;

  logic [31:0] i2f_f32;

  cutlm_cvt_round_pack #(.ExpBits(8), .ManBits(23), .InW(32)) u_i2f_f32 (
    .sign_i (i2f_sign), .zero_i (i2f_mag == '0), .exp_i (i2f_exp), .sig_i (i2f_sig),
    .sticky_i (1'b0), .rnd_i (mode.round_f32), .bits_o (i2f_f32)
  );

  // ---------------------------------------------------------------------------------------------
  // f16 results: lo is the integer source (v_cvt_f16_i16/u16) or src0 as f32 (pk_rtz); hi is
  // src1 as f32 (pk_rtz).
  // ---------------------------------------------------------------------------------------------
  logic              rtz_op;
  logic              lo16_sign, lo16_zero;
  logic signed [9:0] lo16_exp;
  logic [31:0]       lo16_sig;
  logic [1:0]        lo16_rnd;
  logic [15:0]       lo16_rounded, hi16_rounded;

  assign rtz_op = (op_i == ValuOpVCvtPkRtzF16F32);

  always_comb begin
    if (rtz_op) begin
      lo16_sign = a32_sign;
      lo16_zero = a32_zero;
      lo16_exp  = a32_exp;
      lo16_sig  = {a32_sig, 8'b0};
      // AMD: "Round-toward-zero regardless of current round mode setting in hardware."
      lo16_rnd  = RoundToZero;
    end else begin
      lo16_sign = i2f_sign;
      lo16_zero = (i2f_mag == '0);
      lo16_exp  = i2f_exp;
      lo16_sig  = i2f_sig;
      lo16_rnd  = mode.round_f64_f16;
    end
  end

  cutlm_cvt_round_pack #(.ExpBits(5), .ManBits(10), .InW(32)) u_lo_f16 (
    .sign_i (lo16_sign), .zero_i (lo16_zero), .exp_i (lo16_exp), .sig_i (lo16_sig),
    .sticky_i (1'b0), .rnd_i (lo16_rnd), .bits_o (lo16_rounded)
  );

  cutlm_cvt_round_pack #(.ExpBits(5), .ManBits(10), .InW(32)) u_hi_f16 (
    .sign_i (b32_sign), .zero_i (b32_zero), .exp_i (b32_exp), .sig_i ({b32_sig, 8'b0}),
    .sticky_i (1'b0), .rnd_i (RoundToZero), .bits_o (hi16_rounded)
  );

  // f32 to f16 narrowing of the special values: infinities stay, NaNs are quieted in both MODE.IEEE
  // settings (docs/valu-semantics.md, the floating-point core: narrowing conversions quiet in both
  // modes), keeping the sign and the payload's top bits.
  function automatic logic [15:0] narrow16(input logic sign, input logic [8:0] payload,
                                           input logic nan, input logic inf,
                                           input logic [15:0] rounded);
    if (nan) return {sign, 5'h1f, 1'b1, payload};
    if (inf) return {sign, 5'h1f, 10'b0};
    return rounded;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // frexp (docs/valu-semantics.md: C's frexp; exponent 0 for zeros, infinities and NaNs; a
  // denormal's true exponent unless MODE flushes it; the mantissa of a NaN is the NaN, quieted in
  // IEEE mode; AMD's pseudocode returns infinities as they are).
  // ---------------------------------------------------------------------------------------------
  logic [31:0] mant32, exp32;
  logic [15:0] mant16, exp16;
  logic signed [9:0] frexp_e32, frexp_e16;  // frexp's mantissa is in [0.5, 1): one more

  assign frexp_e32 = a32_exp + 10'sd1;
  assign frexp_e16 = a16_exp + 10'sd1;

  always_comb begin
    if (a32_nan)                 mant32 = mode.ieee ? (a32_bits | 32'h0040_0000) : a32_bits;
    else if (a32_inf || a32_zero) mant32 = a32_bits;
    else                         mant32 = {a32_sign, 8'd126, a32_sig[22:0]};
    exp32 = (a32_nan || a32_inf || a32_zero) ? '0 : 32'(frexp_e32);

    if (a16_nan)                 mant16 = mode.ieee ? (a16_bits | 16'h0200) : a16_bits;
    else if (a16_inf || a16_zero) mant16 = a16_bits;
    else                         mant16 = {a16_sign, 5'd14, a16_sig[9:0]};
    exp16 = (a16_nan || a16_inf || a16_zero) ? '0 : 16'(frexp_e16);
  end

  // ---------------------------------------------------------------------------------------------
  // Output modifiers of the float results.
  // ---------------------------------------------------------------------------------------------
  logic [31:0] f32_raw, f32_out;
  logic [15:0] lo16_raw, hi16_raw, lo16_out, hi16_out;

  always_comb begin
    f32_raw  = (op_i == ValuOpVFrexpMantF32) ? mant32 : i2f_f32;
    hi16_raw = hi16_rounded;
    unique case (op_i)
      ValuOpVCvtPkRtzF16F32: begin
        lo16_raw = narrow16(a32_sign, a32_bits[21:13], a32_nan, a32_inf, lo16_rounded);
        hi16_raw = narrow16(b32_sign, b32_bits[21:13], b32_nan, b32_inf, hi16_rounded);
      end
      ValuOpVFrexpMantF16: lo16_raw = mant16;
      default: lo16_raw = lo16_rounded;
    endcase
  end

  cutlm_fp_outmod #(.ExpBits(8), .FracBits(23)) u_outmod_f32 (
    .r_i (f32_raw), .pre_flush_i (1'b0), .ieee_i (mode.ieee), .flush_out_i (flush_out_f32),
    .omod_i (lane_i.omod), .clamp_i (lane_i.clamp), .dx10_clamp_i (mode.dx10_clamp), .r_o (f32_out)
  );

  cutlm_fp_outmod #(.ExpBits(5), .FracBits(10)) u_outmod_lo16 (
    .r_i (lo16_raw), .pre_flush_i (1'b0), .ieee_i (mode.ieee), .flush_out_i (flush_out_f16),
    .omod_i (lane_i.omod), .clamp_i (lane_i.clamp), .dx10_clamp_i (mode.dx10_clamp), .r_o (lo16_out)
  );

  cutlm_fp_outmod #(.ExpBits(5), .FracBits(10)) u_outmod_hi16 (
    .r_i (hi16_raw), .pre_flush_i (1'b0), .ieee_i (mode.ieee), .flush_out_i (flush_out_f16),
    .omod_i (lane_i.omod), .clamp_i (lane_i.clamp), .dx10_clamp_i (mode.dx10_clamp), .r_o (hi16_out)
  );

  // ---------------------------------------------------------------------------------------------
  // Results
  // ---------------------------------------------------------------------------------------------
  function automatic logic [31:0] half_merge(input logic [15:0] r, input logic hi,
                                             input logic [31:0] prev);
    return hi ? {r, prev[15:0]} : {prev[31:16], r};
  endfunction

  // i32_to_i16 / u32_to_u16 saturate (docs/valu-semantics.md: model choice).
  function automatic logic [15:0] sat_i32_i16(input logic [31:0] v);
    if ($signed(v) > 32'sd32767)  return 16'h7fff;
    if ($signed(v) < -32'sd32768) return 16'h8000;
    return v[15:0];
  endfunction

  function automatic logic [15:0] sat_u32_u16(input logic [31:0] v);
    return (v > 32'd65535) ? 16'hffff : v[15:0];
  endfunction

  logic [31:0] lo_i32, lo_u32, lo_i16, lo_u16, lo_u8, hi_i16, hi_u16;
  logic [15:0] lo_norm, hi_norm;
  logic [4:0]  byte_shift;

  always_comb begin
    lo_i32  = sat_int(lo_sign, lo_nan, lo_inf, lo_zero, lo_big, lo_mag, 1'b1, 32);
    lo_u32  = sat_int(lo_sign, lo_nan, lo_inf, lo_zero, lo_big, lo_mag, 1'b0, 32);
    lo_i16  = sat_int(lo_sign, lo_nan, lo_inf, lo_zero, lo_big, lo_mag, 1'b1, 16);
    lo_u16  = sat_int(lo_sign, lo_nan, lo_inf, lo_zero, lo_big, lo_mag, 1'b0, 16);
    lo_u8   = sat_int(lo_sign, lo_nan, lo_inf, lo_zero, lo_big, lo_mag, 1'b0, 8);
    hi_i16  = sat_int(hi_sign, hi_nan, hi_inf, hi_zero, hi_big, hi_mag, 1'b1, 16);
    hi_u16  = sat_int(hi_sign, hi_nan, hi_inf, hi_zero, hi_big, hi_mag, 1'b0, 16);
    lo_norm = norm16(lo_sign, lo_nan, lo_inf, lo_zero, lo_exp, lo_mag[15:0], is_snorm);
    hi_norm = norm16(hi_sign, hi_nan, hi_inf, hi_zero, hi_exp, hi_mag[15:0], is_snorm);
  end

  assign byte_shift = {s1[1:0], 3'b0};

  always_comb begin
    lane_o = '0;
    unique case (op_i)
      ValuOpVCvtF32I32, ValuOpVCvtF32U32, ValuOpVCvtF32Ubyte0, ValuOpVCvtF32Ubyte1,
      ValuOpVCvtF32Ubyte2, ValuOpVCvtF32Ubyte3, ValuOpVCvtOffF32I4, ValuOpVFrexpMantF32:
        lane_o.data[31:0] = f32_out;

      ValuOpVCvtI32F32, ValuOpVCvtFloorI32F32, ValuOpVCvtNearestI32F32:
        lane_o.data[31:0] = lo_i32;
      ValuOpVCvtU32F32:
        lane_o.data[31:0] = lo_u32;

      ValuOpVCvtF16I16, ValuOpVCvtF16U16, ValuOpVFrexpMantF16:
        lane_o.data[31:0] = half_merge(lo16_out, lane_i.opsel[3], old);
      ValuOpVCvtI16F16:
        lane_o.data[31:0] = half_merge(lo_i16[15:0], lane_i.opsel[3], old);
      ValuOpVCvtU16F16:
        lane_o.data[31:0] = half_merge(lo_u16[15:0], lane_i.opsel[3], old);
      ValuOpVCvtNormI16F16, ValuOpVCvtNormU16F16:
        lane_o.data[31:0] = half_merge(lo_norm, lane_i.opsel[3], old);
      ValuOpVFrexpExpI16F16:
        lane_o.data[31:0] = half_merge(exp16, lane_i.opsel[3], old);

      ValuOpVCvtI32I16: lane_o.data[31:0] = {{16{h0[15]}}, h0};
      ValuOpVCvtU32U16: lane_o.data[31:0] = {16'b0, h0};

      ValuOpVCvtPkRtzF16F32:
        lane_o.data[31:0] = {hi16_out, lo16_out};
      // docs/valu-semantics.md: v_pack_b32_f16 flushes denormal inputs per the f16 MODE and
      // moves NaNs bit for bit (model choice): a move of the two modified, flushed halves, with
      // no output modifier (LLVM rejects omod on it; clamp and the output flush do not apply).
      ValuOpVPackB32F16:
        lane_o.data[31:0] = {b16_bits, a16_bits};
      ValuOpVCvtPkI16F32: lane_o.data[31:0] = {hi_i16[15:0], lo_i16[15:0]};
      ValuOpVCvtPkU16F32: lane_o.data[31:0] = {hi_u16[15:0], lo_u16[15:0]};
      ValuOpVCvtPkI16I32: lane_o.data[31:0] = {sat_i32_i16(s1), sat_i32_i16(s0)};
      ValuOpVCvtPkU16U32: lane_o.data[31:0] = {sat_u32_u16(s1), sat_u32_u16(s0)};
      ValuOpVCvtPkNormI16F32, ValuOpVCvtPkNormU16F32, ValuOpVCvtPkNormI16F16,
      ValuOpVCvtPkNormU16F16:
        lane_o.data[31:0] = {hi_norm, lo_norm};

      // S2 with byte S1[1:0] replaced by the converted value (AMD's pseudocode).
      ValuOpVCvtPkU8F32:
        lane_o.data[31:0] = (s2 & ~(32'hff << byte_shift)) | ((lo_u8 & 32'hff) << byte_shift);

      ValuOpVFrexpExpI32F32: lane_o.data[31:0] = exp32;

      default: lane_o = '0;
    endcase
  end

  // Fields no conversion reads.
  logic unused_lane_fields;
  assign unused_lane_fields = ^{lane_i.src0[63:32], lane_i.src1[63:32], lane_i.src2[63:32],
                                lane_i.vdst_old[63:32], lane_i.mask_in, lane_i.abs[2],
                                lane_i.neg[2], lane_i.opsel[2], lo_i16[31:16], lo_u16[31:16],
                                hi_i16[31:16], hi_u16[31:16], b32_bits[31:22], b32_bits[12:0]};

endmodule
