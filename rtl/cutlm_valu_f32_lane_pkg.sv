// Copyright cutlm contributors.
//
// One lane of the f32 unit, combinational. Semantics from AMD's RDNA3 ISA guide (VOP1, VOP2 and
// VOP3 opcodes; MODE), AMD's RDNA4 ISA guide for the min/max operations RDNA4 adds (_NUM,
// MINIMUM/MAXIMUM) and docs/valu-semantics.md ("Floating-point arithmetic", "The
// floating-point core", "Conversions and rounding to integral values", V_MIN_F16 for min/max
// and the output modifiers):
//   1. abs then neg on each float source (sign-bit operations, NaNs included);
//   2. MODE's f32 input flush: a denormal source reads as a zero of its sign;
//   3. the operation, rounded once in MODE.round_f32 (one fused multiply-add serves add, sub,
//      mul, fma, ldexp and fract's addition);
//   4. output flush, omod, clamp, output flush (cutlm_f32_outmod).

package cutlm_valu_f32_lane_pkg;
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;

  // ---------------------------------------------------------------------------------------------
  // Helpers (once modules of their own: cutlm_f32_unpack, _fma, _outmod, _round_int)
  // ---------------------------------------------------------------------------------------------
  // f32_unpack's result.
  typedef struct packed {
    logic               sign;
    logic               zero;
    logic               inf;
    logic               nan;
    logic               snan;
    logic signed [11:0] exp;  // unbiased exponent of man[23]
    logic [23:0]        man;  // man[23] set unless the value is zero, inf or NaN
  } f32_unpack_t;

  // Unpacks a binary32 value for arithmetic: its class and, for a finite nonzero value, a
  // normalised 24-bit significand with an unbiased exponent wide enough for denormals
  // (value = man_o / 2^23 * 2^exp_o), so the datapath after it never sees a denormal. The input
  // flush of MODE is applied before this module: a denormal reaching it is a kept denormal.
  function automatic f32_unpack_t f32_unpack(logic [31:0] x_i);
    logic [7:0]  exp_field;
    logic [22:0] frac;
    logic [4:0] den_lz;
    logic sign_o;
    logic zero_o;
    logic inf_o;
    logic nan_o;
    logic snan_o;
    logic signed [11:0] exp_o;
    logic [23:0] man_o;

    exp_field = x_i[30:23];
    frac      = x_i[22:0];

    sign_o = x_i[31];
    zero_o = (exp_field == 8'd0) && (frac == '0);
    inf_o  = (exp_field == 8'hff) && (frac == '0);
    nan_o  = (exp_field == 8'hff) && (frac != '0);
    snan_o = nan_o && !frac[22];

    // Leading zeros of a denormal's {0, frac} (1..23): the shift that normalises it.
    begin
      den_lz = 5'd23;
      for (int unsigned i = 0; i < 23; i++) begin
        if (frac[i]) begin
          den_lz = 5'(23 - i);  // the highest set bit is found last
        end
      end
    end

    begin
      if (exp_field != 8'd0) begin
        man_o = {1'b1, frac};
        exp_o = $signed({4'd0, exp_field}) - 12'sd127;
      end else begin
        // A denormal is 0.frac * 2^-126; zero gives a zero significand (its exponent is unused).
        man_o = {1'b0, frac} << den_lz;
        exp_o = -12'sd126 - $signed({7'd0, den_lz});
      end
    end

    return {sign_o, zero_o, inf_o, nan_o, snan_o, exp_o, man_o};
  endfunction

  localparam logic [31:0] FmaDefaultNan = 32'hffc0_0000;
  localparam logic [31:0] FmaQuietBit   = 32'h0040_0000;
  localparam int unsigned FmaFieldW     = 77;

  // Fused multiply-add of binary32 values, combinational: a * b + c computed exactly and rounded
  // once in the given FP_ROUND mode, with gradual underflow (denormal results) and overflow by the
  // rounding mode (IEEE 754). The f32 unit runs add, sub, mul, fma and ldexp through it (add is
  // a * 1.0 + c). Operands arrive after abs/neg and MODE's input flush; MODE's output flush and
  // the output modifiers are the caller's.
  //
  // NaNs (docs/valu-semantics.md, "The floating-point core"): the first NaN in the order a, b,
  // then an invalid product (0 * inf), then c, quieted when MODE.IEEE is set and passed on
  // unchanged otherwise; an invalid operation (0 * inf, inf - inf) gives the negative default NaN.
  //
  // Datapath: the 48-bit product of the normalised significands and the addend are placed in a
  // 77-bit fixed-point field (the classic 3p+5 window, p = 24): the product in bits [50:3], the
  // addend starting with its leading bit in bit 76 and shifted right by the exponent difference;
  // addend bits shifted below bit 1 are ORed into bit 0 (sticky). Two empty bits between the
  // unshifted addend's lsb (53) and the product's msb (50) keep the guard bits right when the
  // addend is larger than the product by more than the field: the product then only counts
  // as a nonzero amount below the addend's guard bit, which its field position also gives.
  function automatic logic [31:0] f32_fma(logic [31:0] a_i, logic [31:0] b_i, logic [31:0] c_i,
                                          logic mul_only_i, logic signed [9:0] scale_i,
                                          logic [1:0] round_i, logic ieee_i);
    logic               a_sign, a_zero, a_inf, a_nan, a_snan;
    logic               b_sign, b_zero, b_inf, b_nan, b_snan;
    logic               c_sign, c_zero, c_inf, c_nan, c_snan;
    logic signed [11:0] a_exp, b_exp, c_exp;
    logic [23:0]        a_man, b_man, c_man;
    logic unused_snan;
    logic               prod_sign;
    logic [47:0]        prod;
    logic signed [11:0] prod_exp;
    logic signed [11:0]   shift_raw;  // how far the addend's leading bit lies below bit 76
    logic [6:0]           c_shift;
    logic signed [11:0]   ref_exp;
    logic [2*FmaFieldW-1:0]  c_wide;
    logic [FmaFieldW-1:0]    c_field, p_field;
    logic c_present;
    logic              eff_sub;
    logic [FmaFieldW:0]   sum;
    logic              sum_sign;
    logic [6:0]         sum_lz;
    logic signed [11:0] max_left;  // the left shift that brings bit 77 to weight 2^-126
    logic signed [11:0] exp_biased;
    logic [FmaFieldW:0]    norm;
    logic               norm_sticky;
    logic [2*FmaFieldW+1:0] right_wide;
    logic [6:0]         right_shift;
    logic [22:0] frac;  // the leading bit (norm[77]) is implied by the exponent
    logic        guard, sticky, round_up, overflow;
    logic [30:0] rounded;
    logic [31:0] overflow_value;
    logic unused_lead;
    logic prod_invalid, prod_inf, prod_zero;
    logic exact_zero_sign;  // the sign IEEE gives an exact zero sum of operands of unlike signs
    logic [31:0] result_o;

    // -------------------------------------------------------------------------------------------
    // Operands
    // -------------------------------------------------------------------------------------------

    {a_sign, a_zero, a_inf, a_nan, a_snan, a_exp, a_man} = f32_unpack(a_i);
    {b_sign, b_zero, b_inf, b_nan, b_snan, b_exp, b_man} = f32_unpack(b_i);
    {c_sign, c_zero, c_inf, c_nan, c_snan, c_exp, c_man} = f32_unpack(c_i);

    // Quieting sets the quiet bit whatever kind of NaN it is: the signalling flags are unused.
    unused_snan = a_snan ^ b_snan ^ c_snan;

    // -------------------------------------------------------------------------------------------
    // Exact product: value = prod / 2^46 * 2^prod_exp
    // -------------------------------------------------------------------------------------------

    prod_sign = a_sign ^ b_sign;
    prod      = 48'(a_man) * 48'(b_man);
    prod_exp  = a_exp + b_exp + $signed({{2{scale_i[9]}}, scale_i});

    // -------------------------------------------------------------------------------------------
    // Alignment. Field bit i weighs 2^(ref_exp + i - 49): the product's bit 46 sits in bit 49.
    // -------------------------------------------------------------------------------------------

    shift_raw = 12'sd27 + prod_exp - c_exp;

    // A zero addend (or none) adds nothing: the field stays on the product.
    c_present = !mul_only_i && !c_zero;

    begin
      if (c_present && (shift_raw < 0)) begin
        // The addend is larger than the field reaches: anchor the field on it instead.
        c_shift = 7'd0;
        ref_exp = c_exp - 12'sd27;
      end else begin
        // Beyond 78 the addend is entirely below bit 1: sticky only.
        c_shift = (shift_raw > 12'sd100) ? 7'd100 : 7'(shift_raw);
        ref_exp = prod_exp;
      end
    end

    c_wide  = {c_man, 130'd0} >> c_shift;
    c_field = !c_present ? '0 : {c_wide[153:78], |c_wide[77:0]};
    p_field = {26'd0, prod, 3'd0};

    // -------------------------------------------------------------------------------------------
    // Sum of magnitudes
    // -------------------------------------------------------------------------------------------

    eff_sub = c_present && (prod_sign != c_sign);

    begin
      if (!eff_sub) begin
        sum      = {1'b0, p_field} + {1'b0, c_field};
        sum_sign = prod_sign;
      end else if (p_field >= c_field) begin
        sum      = {1'b0, p_field - c_field};
        sum_sign = prod_sign;
      end else begin
        sum      = {1'b0, c_field - p_field};
        sum_sign = c_sign;
      end
    end

    // -------------------------------------------------------------------------------------------
    // Normalisation: the leading bit to bit 77, or as far as the exponent allows (denormal)
    // -------------------------------------------------------------------------------------------

    begin
      sum_lz = 7'd78;
      for (int unsigned i = 0; i <= FmaFieldW; i++) begin
        if (sum[i]) begin
          sum_lz = 7'(FmaFieldW - i);
        end
      end
    end

    max_left = ref_exp + 12'sd154;

    begin
      norm        = '0;
      norm_sticky = 1'b0;
      right_shift = 7'd0;
      right_wide  = '0;
      if ($signed({5'd0, sum_lz}) <= max_left) begin
        norm       = sum << sum_lz;
        exp_biased = ref_exp + 12'sd155 - $signed({5'd0, sum_lz});
      end else begin
        exp_biased = 12'sd0;
        if (max_left >= 0) begin
          norm = sum << max_left[6:0];  // below sum_lz <= 78
        end else begin
          right_shift = (max_left < -12'sd78) ? 7'd78 : 7'(-max_left);
          right_wide  = {sum, 78'd0} >> right_shift;
          norm        = right_wide[155:78];
          norm_sticky = |right_wide[77:0];
        end
      end
    end

    // -------------------------------------------------------------------------------------------
    // Rounding
    // -------------------------------------------------------------------------------------------

    frac   = norm[76:54];
    guard  = norm[53];
    sticky = (|norm[52:0]) || norm_sticky;

    unused_lead = norm[77];

    begin
      unique case (round_i)
        RoundNearestEven: round_up = guard && (sticky || frac[0]);
        RoundPlusInf:     round_up = !sum_sign && (guard || sticky);
        RoundMinusInf:    round_up = sum_sign && (guard || sticky);
        default:          round_up = 1'b0;  // RoundToZero
      endcase
    end

    // A carry out of the fraction steps the exponent: a denormal to the smallest normal, the
    // largest significand to the next binade, the largest finite value to infinity.
    overflow = exp_biased >= 12'sd255;
    rounded  = {exp_biased[7:0], frac} + 31'(round_up);

    // Overflow gives infinity, or the largest finite value where the mode rounds toward zero.
    begin
      unique case (round_i)
        RoundNearestEven: overflow_value = {sum_sign, 31'h7f80_0000};
        RoundPlusInf:     overflow_value = {sum_sign, sum_sign ? 31'h7f7f_ffff : 31'h7f80_0000};
        RoundMinusInf:    overflow_value = {sum_sign, sum_sign ? 31'h7f80_0000 : 31'h7f7f_ffff};
        default:          overflow_value = {sum_sign, 31'h7f7f_ffff};
      endcase
    end

    // -------------------------------------------------------------------------------------------
    // Result, special cases first
    // -------------------------------------------------------------------------------------------

    prod_invalid    = (a_inf && b_zero) || (a_zero && b_inf);
    prod_inf        = a_inf || b_inf;
    prod_zero       = a_zero || b_zero;
    exact_zero_sign = (round_i == RoundMinusInf);

    begin
      if (a_nan) begin
        result_o = ieee_i ? (a_i | FmaQuietBit) : a_i;
      end else if (b_nan) begin
        result_o = ieee_i ? (b_i | FmaQuietBit) : b_i;
      end else if (prod_invalid) begin
        result_o = FmaDefaultNan;
      end else if (!mul_only_i && c_nan) begin
        result_o = ieee_i ? (c_i | FmaQuietBit) : c_i;
      end else if (prod_inf) begin
        result_o = (!mul_only_i && c_inf && (c_sign != prod_sign)) ? FmaDefaultNan
                                                                   : {prod_sign, 31'h7f80_0000};
      end else if (!mul_only_i && c_inf) begin
        result_o = c_i;
      end else if (prod_zero) begin
        if (mul_only_i) begin
          result_o = {prod_sign, 31'd0};
        end else if (c_zero) begin
          result_o = {(prod_sign == c_sign) ? prod_sign : exact_zero_sign, 31'd0};
        end else begin
          result_o = c_i;  // exact: a finite nonzero addend plus zero
        end
      end else if (sum == '0) begin
        result_o = {exact_zero_sign, 31'd0};  // exact cancellation
      end else if (overflow) begin
        result_o = overflow_value;
      end else begin
        result_o = {sum_sign, rounded};
      end
    end

    return result_o;
  endfunction

  // A denormal becomes a zero of its sign.
  function automatic logic [31:0] outmod_flush(logic [31:0] x, logic enable);
    return (enable && (x[30:23] == 8'd0)) ? {x[31], 31'd0} : x;
  endfunction

  function automatic logic outmod_mag_is_nan(logic [30:0] x);
    return (x[30:23] == 8'hff) && (x[22:0] != '0);
  endfunction

  // x * 2 of a finite nonzero value: a denormal's fraction shifts left (its carry out making it
  // the smallest normal), a normal steps its exponent, overflowing to infinity.
  function automatic logic [31:0] outmod_times2(logic [31:0] x);
    if (x[30:23] == 8'd0) return {x[31], x[29:0], 1'b0};
    if (x[30:23] >= 8'hfe) return {x[31], 31'h7f80_0000};
    return {x[31], x[30:23] + 8'd1, x[22:0]};
  endfunction

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
  function automatic logic [31:0] f32_outmod(logic [31:0] x_i, logic pre_flush_i, omod_e omod_i,
                                             logic clamp_i, valu_mode_t mode_i);
    logic flush_out;
    logic [31:0] flushed, doubled, scaled, clamped;
    logic [7:0]  exp_field;
    logic        omod_on;
    logic unused_mode;
    logic [31:0] result_o;

    flush_out = !mode_i.denorm_f32[DenormKeepOutput];

    flushed   = outmod_flush(x_i, flush_out && pre_flush_i);
    exp_field = flushed[30:23];
    omod_on   = (omod_i != OmodNone) && !mode_i.ieee && flush_out;
    doubled   = outmod_times2(flushed);

    begin
      scaled = flushed;
      if (omod_on && !outmod_mag_is_nan(flushed[30:0]) && (exp_field != 8'hff)) begin
        unique case (omod_i)
          OmodMul2: scaled = doubled;
          OmodMul4: scaled = (doubled[30:23] == 8'hff) ? doubled : outmod_times2(doubled);
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

    begin
      clamped = scaled;
      if (clamp_i) begin
        if (outmod_mag_is_nan(scaled[30:0])) begin
          clamped = mode_i.dx10_clamp ? 32'd0 : scaled;
        end else if (scaled[31]) begin
          clamped = 32'd0;
        end else if (scaled[30:0] >= 31'h3f80_0000) begin
          clamped = 32'h3f80_0000;
        end
      end
    end

    result_o = outmod_flush(clamped, flush_out);

    // The f64/f16 MODE fields belong to other formats.
    unused_mode = ^{mode_i.denorm_f64_f16, mode_i.round_f64_f16, mode_i.denorm_f32[0],
                    mode_i.round_f32};

    return result_o;
  endfunction

  // Rounds a binary32 value to an integral binary32 value, combinational: v_floor (toward -inf),
  // v_ceil (toward +inf), v_trunc (toward zero) and v_rndne (to nearest, ties to even), selected
  // by the FP_ROUND encoding of the direction. IEEE roundToIntegral as docs/valu-semantics.md
  // states it ("Conversions and rounding to integral values"): a zero result keeps the input's
  // sign (ceil(-0.5) = -0), infinities pass, a NaN is quieted when MODE.IEEE is set. The input
  // flush of MODE is applied before this module.
  function automatic logic [31:0] f32_round_int(logic [31:0] x_i, logic [1:0] dir_i, logic ieee_i);
    logic        sign;
    logic [7:0]  exp_field;
    logic [22:0] frac;
    logic [4:0]  frac_bits;
    logic [23:0] int_unit;  // the integer part's lsb, in significand bits
    logic [22:0] frac_mask, half_mask;
    logic        int_lsb, half, below_half, inexact;
    logic away, away_small;
    logic [31:0] result_o;

    sign      = x_i[31];
    exp_field = x_i[30:23];
    frac      = x_i[22:0];

    // 1 <= |x| < 2^23: frac_bits (1..23) fraction bits are cleared, then one unit of the integer
    // part is added when the direction rounds away from the truncated value.
    frac_bits  = 5'(8'd150 - exp_field);
    int_unit   = 24'd1 << frac_bits;
    frac_mask  = 23'(int_unit - 24'd1);
    half_mask  = frac_mask ^ (frac_mask >> 1);
    half       = |(frac & half_mask);
    below_half = |(frac & (frac_mask >> 1));
    inexact    = half || below_half;
    // The integer part's lsb is the hidden bit when every stored bit is a fraction bit.
    int_lsb    = |({1'b1, frac} & int_unit);

    begin
      unique case (dir_i)
        RoundNearestEven: away = half && (below_half || int_lsb);
        RoundPlusInf:     away = !sign && inexact;
        RoundMinusInf:    away = sign && inexact;
        default:          away = 1'b0;
      endcase
    end

    // |x| < 1 (zeros and denormals included): the result is 0 or 1 of x's sign; to nearest only
    // above 0.5 (0.5 itself ties to the even 0).
    begin
      unique case (dir_i)
        RoundNearestEven: away_small = (exp_field == 8'd126) && (frac != '0);
        RoundPlusInf:     away_small = !sign && (x_i[30:0] != '0);
        RoundMinusInf:    away_small = sign && (x_i[30:0] != '0);
        default:          away_small = 1'b0;
      endcase
    end

    begin
      if (exp_field == 8'hff) begin
        // Infinity passes; a NaN is quieted in IEEE mode.
        result_o = (ieee_i && (frac != '0)) ? (x_i | 32'h0040_0000) : x_i;
      end else if (exp_field >= 8'd150) begin
        result_o = x_i;  // already integral
      end else if (exp_field < 8'd127) begin
        result_o = {sign, away_small ? 31'h3f80_0000 : 31'd0};
      end else begin
        // Adding the int_unit to the packed bits carries into the exponent (1.5 -> 2.0).
        result_o = {sign, {exp_field, frac & ~frac_mask} + (away ? 31'(int_unit) : 31'd0)};
      end
    end

    return result_o;
  endfunction

  localparam logic [31:0] One      = 32'h3f80_0000;
  localparam logic [31:0] QuietBit = 32'h0040_0000;

  function automatic logic [31:0] source(logic [31:0] x, logic abs_bit, logic neg_bit,
                                         logic flush);
    logic [31:0] m;
    m = {(x[31] && !abs_bit) ^ neg_bit, x[30:0]};
    return (flush && (m[30:23] == 8'd0)) ? {m[31], 31'd0} : m;
  endfunction

  function automatic logic is_nan(logic [30:0] x);  // the sign is no part of it
    return (x[30:23] == 8'hff) && (x[22:0] != '0);
  endfunction

  function automatic logic is_snan(logic [30:0] x);
    return is_nan(x) && !x[22];
  endfunction

  // Unsigned key ordering non-NaN values with -0 below +0 (the guide's LT_NEG_ZERO).
  function automatic logic [31:0] order_key(logic [31:0] x);
    return x[31] ? ~x : {1'b1, x[30:0]};
  endfunction

  // IEEE equality: +0 == -0.
  function automatic logic float_eq(logic [31:0] x, logic [31:0] y);
    return (x == y) || ((x[30:0] == '0) && (y[30:0] == '0));
  endfunction

  // V_MIN_F32 / V_MAX_F32: with MODE.IEEE a signalling NaN (a's first) comes back quieted;
  // otherwise a NaN yields the other operand, b when both are (gfx1100, docs/valu-semantics.md
  // V_MIN_F16 step 2); equal values give b.
  function automatic logic [31:0] fmin(logic [31:0] a, logic [31:0] b, logic ieee);
    if (ieee && is_snan(a[30:0])) return a | QuietBit;
    if (ieee && is_snan(b[30:0])) return b | QuietBit;
    if (is_nan(a[30:0])) return b;
    if (is_nan(b[30:0])) return a;
    return (order_key(a) < order_key(b)) ? a : b;
  endfunction

  function automatic logic [31:0] fmax(logic [31:0] a, logic [31:0] b, logic ieee);
    if (ieee && is_snan(a[30:0])) return a | QuietBit;
    if (ieee && is_snan(b[30:0])) return b | QuietBit;
    if (is_nan(a[30:0])) return b;
    if (is_nan(b[30:0])) return a;
    return (order_key(a) > order_key(b)) ? a : b;
  endfunction

  // V_MED3_F32 as the guide composes it: min3 when any source is a NaN, else the larger of the
  // two sources other than the first one max3 equals.
  function automatic logic [31:0] fmed3(logic [31:0] a, logic [31:0] b, logic [31:0] c,
                                        logic ieee);
    logic [31:0] hi;
    if (is_nan(a[30:0]) || is_nan(b[30:0]) || is_nan(c[30:0])) begin
      return fmin(fmin(a, b, ieee), c, ieee);
    end
    hi = fmax(fmax(a, b, ieee), c, ieee);
    if (float_eq(hi, a)) return fmax(b, c, ieee);
    if (float_eq(hi, b)) return fmax(a, c, ieee);
    return fmax(a, b, ieee);
  endfunction

  // RDNA4's V_MIN_NUM_F32 / V_MAX_NUM_F32 (IEEE 754-2019 minimumNumber / maximumNumber, as the
  // RDNA4 guide writes them): a NaN beside a number gives the number, signalling or not; two NaNs
  // give a quieted; -0 is below +0; equal values give b. MODE.IEEE does not enter.
  function automatic logic [31:0] fnum(logic [31:0] a, logic [31:0] b, logic want_max);
    if (is_nan(a[30:0]) && is_nan(b[30:0])) return a | QuietBit;
    if (is_nan(a[30:0])) return b;
    if (is_nan(b[30:0])) return a;
    if (want_max) return (order_key(a) > order_key(b)) ? a : b;
    return (order_key(a) < order_key(b)) ? a : b;
  endfunction

  // RDNA4's V_MINIMUM_F32 / V_MAXIMUM_F32 (IEEE 754-2019 minimum / maximum): a NaN is the result,
  // a signalling one quieted and tested first (a's, then b's), then a quiet one (a's, then b's);
  // otherwise as fnum.
  function automatic logic [31:0] fminimum(logic [31:0] a, logic [31:0] b, logic want_max);
    if (is_snan(a[30:0])) return a | QuietBit;
    if (is_snan(b[30:0])) return b | QuietBit;
    if (is_nan(a[30:0])) return a;
    if (is_nan(b[30:0])) return b;
    if (want_max) return (order_key(a) > order_key(b)) ? a : b;
    return (order_key(a) < order_key(b)) ? a : b;
  endfunction

  // V_MED3_NUM_F32 as the RDNA4 guide composes it: min3_num when any source is a NaN, else the
  // max_num of the two sources other than the first one max3_num equals (IEEE equality).
  function automatic logic [31:0] fmed3_num(logic [31:0] a, logic [31:0] b, logic [31:0] c);
    logic [31:0] hi;
    if (is_nan(a[30:0]) || is_nan(b[30:0]) || is_nan(c[30:0])) begin
      return fnum(fnum(a, b, 1'b0), c, 1'b0);
    end
    hi = fnum(fnum(a, b, 1'b1), c, 1'b1);
    if (float_eq(hi, a)) return fnum(b, c, 1'b1);
    if (float_eq(hi, b)) return fnum(a, c, 1'b1);
    return fnum(a, b, 1'b1);
  endfunction

  // A subtraction negates its subtrahend, but a NaN subtrahend is returned as it is.
  function automatic logic [31:0] negate_number(logic [31:0] x);
    return is_nan(x[30:0]) ? x : {~x[31], x[30:0]};
  endfunction

  // One lane. A function, so that the simulator has its code once for all lanes: the unit
  // (generated, scripts/gen_rtl_ops.py) calls it in a loop, where one instance per lane would be
  // code of its own each.
  function automatic valu_lane_out_t f32_lane(valu_op_e op, valu_lane_in_t lane_i);
    logic        flush_in;
    logic [31:0] s0, s1, s2, acc;
    logic [1:0]  int_dir;
    logic [31:0] int_result;
    logic [31:0]       fma_a, fma_b, fma_c, fma_result;
    logic              fma_mul_only;
    logic signed [9:0] fma_scale;
    logic              dx9_zero;  // a zero factor (after the input flush) of a DX9 operation
    logic signed [31:0] ldexp_exp;
    logic [31:0] op_result, final_result;
    logic        ieee;
    logic pre_flush;
    logic unused_lane_fields;
    valu_lane_out_t lane_o;

    // -------------------------------------------------------------------------------------------
    // Sources: modifiers, then the input flush
    // -------------------------------------------------------------------------------------------

    flush_in = !lane_i.mode.denorm_f32[DenormKeepInput];

    s0  = source(lane_i.src0[31:0], lane_i.abs[0], lane_i.neg[0], flush_in);
    s1  = source(lane_i.src1[31:0], lane_i.abs[1], lane_i.neg[1], flush_in);
    s2  = source(lane_i.src2[31:0], lane_i.abs[2], lane_i.neg[2], flush_in);
    // fmac's addend is the destination's old value, in the third source's place.
    acc = source(lane_i.vdst_old[31:0], lane_i.abs[2], lane_i.neg[2], flush_in);

    // -------------------------------------------------------------------------------------------
    // Comparisons (min/max family)
    // -------------------------------------------------------------------------------------------

    // -------------------------------------------------------------------------------------------
    // Rounding to integral (floor, ceil, trunc, rndne; fract's floor)
    // -------------------------------------------------------------------------------------------

    begin
      unique case (op)
        ValuOpVCeilF32:  int_dir = RoundPlusInf;
        ValuOpVTruncF32: int_dir = RoundToZero;
        ValuOpVRndneF32: int_dir = RoundNearestEven;
        default:         int_dir = RoundMinusInf;  // floor, and fract's floor
      endcase
    end

    int_result = f32_round_int(s0, int_dir, lane_i.mode.ieee);

    // -------------------------------------------------------------------------------------------
    // Fused multiply-add: operands per operation
    // -------------------------------------------------------------------------------------------

    dx9_zero  = (s0[30:0] == '0) || (s1[30:0] == '0);
    ldexp_exp = $signed(lane_i.src1[31:0]);

    begin
      fma_a        = s0;
      fma_b        = One;
      fma_c        = s1;
      fma_mul_only = 1'b0;
      fma_scale    = 10'sd0;
      unique case (op)
        ValuOpVAddF32:    ;  // s0 * 1 + s1
        ValuOpVSubF32:    fma_c = negate_number(s1);
        ValuOpVSubrevF32: begin
          fma_a = s1;
          fma_c = negate_number(s0);
        end
        ValuOpVMulF32: begin
          fma_b        = s1;
          fma_mul_only = 1'b1;
        end
        ValuOpVFmaF32, ValuOpVFmaakF32: begin
          fma_b = s1;
          fma_c = s2;
        end
        ValuOpVFmamkF32: begin
          fma_b = s2;
          fma_c = s1;
        end
        ValuOpVFmacF32: begin
          fma_b = s1;
          fma_c = acc;
        end
        // DX9 rules: 0 * x = +0 whatever x is, then (fma forms) +0 + addend as an IEEE addition.
        ValuOpVMulDx9ZeroF32: begin
          fma_a        = dx9_zero ? 32'd0 : s0;
          fma_b        = dx9_zero ? 32'd0 : s1;
          fma_mul_only = 1'b1;
        end
        ValuOpVFmaDx9ZeroF32: begin
          fma_a = dx9_zero ? 32'd0 : s0;
          fma_b = dx9_zero ? 32'd0 : s1;
          fma_c = s2;
        end
        ValuOpVFmacDx9ZeroF32: begin
          fma_a = dx9_zero ? 32'd0 : s0;
          fma_b = dx9_zero ? 32'd0 : s1;
          fma_c = acc;
        end
        // S0 * 2^S1: beyond +-320 every f32 overflows or underflows entirely, so S1 is clamped.
        ValuOpVLdexpF32: begin
          fma_mul_only = 1'b1;
          if (ldexp_exp > 32'sd320) begin
            fma_scale = 10'sd320;
          end else if (ldexp_exp < -32'sd320) begin
            fma_scale = -10'sd320;
          end else begin
            fma_scale = 10'(ldexp_exp);
          end
        end
        // x + -floor(x), one IEEE addition.
        ValuOpVFractF32:  fma_c = {~int_result[31], int_result[30:0]};
        default:          ;
      endcase
    end

    fma_result = f32_fma(fma_a, fma_b, fma_c, fma_mul_only, fma_scale, lane_i.mode.round_f32,
                         lane_i.mode.ieee);

    // -------------------------------------------------------------------------------------------
    // Result
    // -------------------------------------------------------------------------------------------
    ieee = lane_i.mode.ieee;

    begin
      unique case (op)
        ValuOpVMinF32:    op_result = fmin(s0, s1, ieee);
        ValuOpVMaxF32:    op_result = fmax(s0, s1, ieee);
        ValuOpVMin3F32:   op_result = fmin(fmin(s0, s1, ieee), s2, ieee);
        ValuOpVMax3F32:   op_result = fmax(fmax(s0, s1, ieee), s2, ieee);
        ValuOpVMinmaxF32: op_result = fmax(fmin(s0, s1, ieee), s2, ieee);
        ValuOpVMaxminF32: op_result = fmin(fmax(s0, s1, ieee), s2, ieee);
        ValuOpVMed3F32:   op_result = fmed3(s0, s1, s2, ieee);
        // RDNA4: IEEE 754-2019 minimumNumber/maximumNumber and minimum/maximum, composed as the
        // RDNA4 guide composes them.
        ValuOpVMinNumF32:         op_result = fnum(s0, s1, 1'b0);
        ValuOpVMaxNumF32:         op_result = fnum(s0, s1, 1'b1);
        ValuOpVMin3NumF32:        op_result = fnum(fnum(s0, s1, 1'b0), s2, 1'b0);
        ValuOpVMax3NumF32:        op_result = fnum(fnum(s0, s1, 1'b1), s2, 1'b1);
        ValuOpVMinmaxNumF32:      op_result = fnum(fnum(s0, s1, 1'b0), s2, 1'b1);
        ValuOpVMaxminNumF32:      op_result = fnum(fnum(s0, s1, 1'b1), s2, 1'b0);
        ValuOpVMed3NumF32:        op_result = fmed3_num(s0, s1, s2);
        ValuOpVMinimumF32:        op_result = fminimum(s0, s1, 1'b0);
        ValuOpVMaximumF32:        op_result = fminimum(s0, s1, 1'b1);
        ValuOpVMinimum3F32:       op_result = fminimum(fminimum(s0, s1, 1'b0), s2, 1'b0);
        ValuOpVMaximum3F32:       op_result = fminimum(fminimum(s0, s1, 1'b1), s2, 1'b1);
        ValuOpVMinimummaximumF32: op_result = fminimum(fminimum(s0, s1, 1'b0), s2, 1'b1);
        ValuOpVMaximumminimumF32: op_result = fminimum(fminimum(s0, s1, 1'b1), s2, 1'b0);
        ValuOpVFloorF32, ValuOpVCeilF32, ValuOpVTruncF32, ValuOpVRndneF32: op_result = int_result;
        // AMD: fract stays below 1.0 (a tiny negative x rounds x + 1 up to 1.0).
        ValuOpVFractF32: begin
          op_result = (!fma_result[31] && !is_nan(fma_result[30:0])
                       && (fma_result[30:0] >= One[30:0])) ? 32'h3f7f_ffff : fma_result;
        end
        default:          op_result = fma_result;
      endcase
    end

    // Arithmetic flushes its rounded result before omod; min/max (RDNA4's too) and the rounding
    // operations take omod on the result as it is (docs/valu-semantics.md: V_MIN_F16;
    // "Conversions and rounding to integral values").
    begin
      unique case (op)
        ValuOpVAddF32, ValuOpVSubF32, ValuOpVSubrevF32, ValuOpVMulF32, ValuOpVFmaF32,
        ValuOpVFmacF32, ValuOpVFmaakF32, ValuOpVFmamkF32, ValuOpVMulDx9ZeroF32,
        ValuOpVFmaDx9ZeroF32, ValuOpVFmacDx9ZeroF32, ValuOpVLdexpF32: pre_flush = 1'b1;
        default: pre_flush = 1'b0;
      endcase
    end

    final_result = f32_outmod(op_result, pre_flush, lane_i.omod, lane_i.clamp, lane_i.mode);

    begin
      lane_o = '0;
      unique case (op)
        ValuOpVAddF32, ValuOpVSubF32, ValuOpVSubrevF32, ValuOpVMulF32, ValuOpVFmaF32,
        ValuOpVFmacF32, ValuOpVFmaakF32, ValuOpVFmamkF32, ValuOpVMulDx9ZeroF32,
        ValuOpVFmaDx9ZeroF32, ValuOpVFmacDx9ZeroF32, ValuOpVMinF32, ValuOpVMaxF32,
        ValuOpVMin3F32, ValuOpVMax3F32, ValuOpVMed3F32, ValuOpVMinmaxF32, ValuOpVMaxminF32,
        ValuOpVLdexpF32, ValuOpVFloorF32, ValuOpVCeilF32, ValuOpVTruncF32, ValuOpVRndneF32,
        ValuOpVFractF32, ValuOpVMinNumF32, ValuOpVMaxNumF32, ValuOpVMin3NumF32,
        ValuOpVMax3NumF32, ValuOpVMed3NumF32, ValuOpVMinmaxNumF32, ValuOpVMaxminNumF32,
        ValuOpVMinimumF32, ValuOpVMaximumF32, ValuOpVMinimum3F32, ValuOpVMaximum3F32,
        ValuOpVMinimummaximumF32, ValuOpVMaximumminimumF32: lane_o.data[31:0] = final_result;
        default:         lane_o = '0;
      endcase
    end

    // Fields no f32 operation reads: 32-bit operands only, no lane mask, no opsel.
    unused_lane_fields = ^{lane_i.src0[63:32], lane_i.src1[63:32], lane_i.src2[63:32],
                           lane_i.vdst_old[63:32], lane_i.mask_in, lane_i.opsel};
    return lane_o;
  endfunction

endpackage
