// Copyright cutlm contributors.
//
// The lanes of a compare unit (cutlm_valu_cmp, cutlm_valu_cmp64, cutlm_valu_cmp_f64),
// combinational: every V_CMP_* and V_CMPX_* operation of gfx1100 (VOPC and its VOP3 form). The
// lane returns its result bit in `mask`; the top writes it to VCC, the VOP3 SGPR destination or
// (v_cmpx) EXEC, from the operation's generated facts, so a v_cmpx is its v_cmp here.
//
// Semantics from AMD's RDNA3 ISA guide (VOPC opcodes and their pseudocode) and
// docs/valu-semantics.md ("Floating-point compares and classes", V_CMP_CLASS_F64):
// - Float compares (f16/f32/f64): the operands after abs then neg (VOP3); a NaN on either side
//   makes them unordered, which makes LT, EQ, LE, GT, LG, GE and O false, and U and the negated
//   forms (NGE is !(S0 >= S1), ..., NLT is !(S0 < S1)) true. -0 equals +0. Signalling and quiet
//   NaNs compare alike (AMD tests only isNAN).
// - Denormal inputs: **model choice** of docs/valu-semantics.md, followed here: a compare honours
//   its format's MODE input-denormal flush (f32: MODE.denorm_f32, f16 and f64:
//   MODE.denorm_f64_f16); a flushed denormal compares as a zero.
// - Integer compares (i16/u16/i32/u32/i64/u64): the raw bits, no modifiers; NE is "not equal".
// - 16-bit sources (f16 and i16/u16 compares, the class's f16 value and mask): opsel[i] takes
//   source i from bits [31:16] (VOP3 op_sel, or the VOPC v[n].h spelling, which the decoder
//   turns into the same bits).
// - Class: src0 (after abs/neg) classified from its raw bits, never flushed; the result is the
//   bit of the class in src1[9:0], the 10-bit mask of cutlm_valu_pkg's FpClass* positions.
// - The VOP3 clamp bit is ignored (**model choice** of the same section: a mask bit has nothing
//   to clamp); omod cannot be encoded on a compare.

package cutlm_valu_cmp_lane_pkg;
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
  // ---------------------------------------------------------------------------------------------
  // Float operand fields and classes
  // ---------------------------------------------------------------------------------------------
  // One float source of a compare or class operation, split into the fields the compare and the
  // class read.
  typedef struct packed {
    logic        sign;       // after abs/neg
    logic        exp_zero;   // exponent field all zeros: zero or denormal
    logic        exp_max;    // exponent field all ones: infinity or NaN
    logic        mant_zero;
    logic        quiet;      // the mantissa's top bit: a NaN with it set is quiet
    logic [62:0] mag;        // {exponent, mantissa} zero-extended: orders magnitudes
  } fp_operand_t;

  // Picks the operand out of the raw source bits (value: as routed, rtl/README.md; f16: the half
  // hi picks), applies the VOP3 abs and neg modifiers (abs first, then neg, both on the sign bit
  // only, NaNs included: docs/valu-semantics.md, "Operand delivery") and splits it. Formats: f16,
  // f32 (neither f16 nor f64), f64.
  function automatic fp_operand_t fp_operand(logic [63:0] value, logic f16, logic f64, logic hi,
                                             logic abs, logic neg);
    fp_operand_t op;
    logic [15:0] half;
    logic [63:0] bits;      // the operand alone, zero-extended
    int unsigned man_bits;  // the mantissa's width: the exponent field lies above it
    int unsigned sign_bit;
    half     = hi ? value[31:16] : value[15:0];
    bits     = f16 ? 64'(half) : f64 ? value : 64'(value[31:0]);
    man_bits = f16 ? 10 : f64 ? 52 : 23;
    sign_bit = f16 ? 15 : f64 ? 63 : 31;
    op.mag       = 63'(bits) & ~(63'd1 << sign_bit);
    op.exp_zero  = (op.mag >> man_bits) == '0;
    op.exp_max   = (op.mag >> man_bits) == (63'd1 << (sign_bit - man_bits)) - 63'd1;
    op.mant_zero = (op.mag << (63 - man_bits)) == '0;
    op.quiet     = op.mag[man_bits-1];
    op.sign      = (bits[sign_bit] & ~abs) ^ neg;
    return op;
  endfunction

  // The class of a float operand as a one-hot vector in V_CMP_CLASS mask order (cutlm_valu_pkg
  // FpClass*), following the order of tests in AMD's V_CMP_CLASS_F16/F32/F64 pseudocode (RDNA3
  // ISA guide): signalling NaN, quiet NaN, infinity, normal (exponent above 0), denormal (nonzero
  // with a zero exponent), zero. It reads the raw fields: a denormal is a denormal whatever the
  // MODE denormal setting (docs/valu-semantics.md, V_CMP_CLASS_F64 and "Floating-point compares
  // and classes").
  function automatic logic [NumFpClasses-1:0] fp_class(logic sign, logic exp_zero, logic exp_max,
                                                        logic mant_zero, logic quiet);
    logic [NumFpClasses-1:0] cls;
    cls = '0;
    if (exp_max) begin
      if (mant_zero) begin
        cls[sign ? FpClassNegInf : FpClassPosInf] = 1'b1;
      end else if (quiet) begin
        cls[FpClassQNan] = 1'b1;
      end else begin
        cls[FpClassSNan] = 1'b1;
      end
    end else if (!exp_zero) begin
      cls[sign ? FpClassNegNorm : FpClassPosNorm] = 1'b1;
    end else if (!mant_zero) begin
      cls[sign ? FpClassNegDen : FpClassPosDen] = 1'b1;
    end else begin
      cls[sign ? FpClassNegZero : FpClassPosZero] = 1'b1;
    end
    return cls;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Decode: what kind of compare, on what operand width, under which relation
  // ---------------------------------------------------------------------------------------------
  typedef enum logic [1:0] {
    KindNone  = 2'd0,
    KindFloat = 2'd1,
    KindInt   = 2'd2,
    KindClass = 2'd3
  } cmp_kind_e;

  typedef enum logic [1:0] {
    Width16 = 2'd0,
    Width32 = 2'd1,
    Width64 = 2'd2
  } cmp_width_e;

  // The 16 relations in AMD's opcode order (the low 4 bits of the float compares' opcodes). The
  // integer compares use the same codes: their NE is LG (less or greater) and their T is code 7
  // in the ISA, here PredT: for integers both mean the same, as nothing is unordered.
  typedef enum logic [3:0] {
    PredF   = 4'd0,
    PredLt  = 4'd1,
    PredEq  = 4'd2,
    PredLe  = 4'd3,
    PredGt  = 4'd4,
    PredLg  = 4'd5,
    PredGe  = 4'd6,
    PredO   = 4'd7,
    PredU   = 4'd8,
    PredNge = 4'd9,
    PredNlg = 4'd10,
    PredNgt = 4'd11,
    PredNle = 4'd12,
    PredNeq = 4'd13,
    PredNlt = 4'd14,
    PredT   = 4'd15
  } cmp_pred_e;

  typedef struct packed {
    cmp_kind_e  kind;
    cmp_width_e width;
    logic       signed_int;  // integer compares: the operands are two's complement
    cmp_pred_e  pred;
  } cmp_dec_t;

  // One lane. A function, so that the simulator has its code once for all lanes: the unit
  // (generated, scripts/gen_rtl_ops.py) calls it in a loop, where one instance per lane would be
  // code of its own each.
  function automatic valu_lane_out_t cmp_lane(valu_op_e op, valu_lane_in_t lane_i);
    cmp_dec_t dec;
    logic is_f16, is_f64;
    logic        a_sign, a_exp_zero, a_exp_max, a_mant_zero, a_quiet;
    logic        b_sign, b_exp_zero, b_exp_max, b_mant_zero, b_quiet;
    logic [62:0] a_mag_raw, b_mag_raw;
    fp_operand_t fp_a, fp_b;
    logic flush_in;
    logic [62:0] a_mag, b_mag;
    logic a_nan, b_nan, unordered;
    logic f_eq, f_below, f_lt, f_gt;
    logic [15:0] a16, b16;
    logic [64:0] a_int, b_int;
    logic i_eq, i_lt, i_gt;
    logic lt, eq, gt, ordered, rel;
    logic [NumFpClasses-1:0] a_class, class_mask;
    logic unused_lane_fields;
    valu_lane_out_t lane_o;

    // One line per relation and type, v_cmp and v_cmpx together (listed from isa/rtl/cmp*.json,
    // which list every VOPC operation of isa/gfx1100.json).
    begin
      unique case (op)
        ValuOpVCmpFF16, ValuOpVCmpxFF16:         dec = '{KindFloat, Width16, 1'b0, PredF};
        ValuOpVCmpLtF16, ValuOpVCmpxLtF16:       dec = '{KindFloat, Width16, 1'b0, PredLt};
        ValuOpVCmpEqF16, ValuOpVCmpxEqF16:       dec = '{KindFloat, Width16, 1'b0, PredEq};
        ValuOpVCmpLeF16, ValuOpVCmpxLeF16:       dec = '{KindFloat, Width16, 1'b0, PredLe};
        ValuOpVCmpGtF16, ValuOpVCmpxGtF16:       dec = '{KindFloat, Width16, 1'b0, PredGt};
        ValuOpVCmpLgF16, ValuOpVCmpxLgF16:       dec = '{KindFloat, Width16, 1'b0, PredLg};
        ValuOpVCmpGeF16, ValuOpVCmpxGeF16:       dec = '{KindFloat, Width16, 1'b0, PredGe};
        ValuOpVCmpOF16, ValuOpVCmpxOF16:         dec = '{KindFloat, Width16, 1'b0, PredO};
        ValuOpVCmpUF16, ValuOpVCmpxUF16:         dec = '{KindFloat, Width16, 1'b0, PredU};
        ValuOpVCmpNgeF16, ValuOpVCmpxNgeF16:     dec = '{KindFloat, Width16, 1'b0, PredNge};
        ValuOpVCmpNlgF16, ValuOpVCmpxNlgF16:     dec = '{KindFloat, Width16, 1'b0, PredNlg};
        ValuOpVCmpNgtF16, ValuOpVCmpxNgtF16:     dec = '{KindFloat, Width16, 1'b0, PredNgt};
        ValuOpVCmpNleF16, ValuOpVCmpxNleF16:     dec = '{KindFloat, Width16, 1'b0, PredNle};
        ValuOpVCmpNeqF16, ValuOpVCmpxNeqF16:     dec = '{KindFloat, Width16, 1'b0, PredNeq};
        ValuOpVCmpNltF16, ValuOpVCmpxNltF16:     dec = '{KindFloat, Width16, 1'b0, PredNlt};
        ValuOpVCmpTF16, ValuOpVCmpxTF16:         dec = '{KindFloat, Width16, 1'b0, PredT};
        ValuOpVCmpFF32, ValuOpVCmpxFF32:         dec = '{KindFloat, Width32, 1'b0, PredF};
        ValuOpVCmpLtF32, ValuOpVCmpxLtF32:       dec = '{KindFloat, Width32, 1'b0, PredLt};
        ValuOpVCmpEqF32, ValuOpVCmpxEqF32:       dec = '{KindFloat, Width32, 1'b0, PredEq};
        ValuOpVCmpLeF32, ValuOpVCmpxLeF32:       dec = '{KindFloat, Width32, 1'b0, PredLe};
        ValuOpVCmpGtF32, ValuOpVCmpxGtF32:       dec = '{KindFloat, Width32, 1'b0, PredGt};
        ValuOpVCmpLgF32, ValuOpVCmpxLgF32:       dec = '{KindFloat, Width32, 1'b0, PredLg};
        ValuOpVCmpGeF32, ValuOpVCmpxGeF32:       dec = '{KindFloat, Width32, 1'b0, PredGe};
        ValuOpVCmpOF32, ValuOpVCmpxOF32:         dec = '{KindFloat, Width32, 1'b0, PredO};
        ValuOpVCmpUF32, ValuOpVCmpxUF32:         dec = '{KindFloat, Width32, 1'b0, PredU};
        ValuOpVCmpNgeF32, ValuOpVCmpxNgeF32:     dec = '{KindFloat, Width32, 1'b0, PredNge};
        ValuOpVCmpNlgF32, ValuOpVCmpxNlgF32:     dec = '{KindFloat, Width32, 1'b0, PredNlg};
        ValuOpVCmpNgtF32, ValuOpVCmpxNgtF32:     dec = '{KindFloat, Width32, 1'b0, PredNgt};
        ValuOpVCmpNleF32, ValuOpVCmpxNleF32:     dec = '{KindFloat, Width32, 1'b0, PredNle};
        ValuOpVCmpNeqF32, ValuOpVCmpxNeqF32:     dec = '{KindFloat, Width32, 1'b0, PredNeq};
        ValuOpVCmpNltF32, ValuOpVCmpxNltF32:     dec = '{KindFloat, Width32, 1'b0, PredNlt};
        ValuOpVCmpTF32, ValuOpVCmpxTF32:         dec = '{KindFloat, Width32, 1'b0, PredT};
        ValuOpVCmpLtI16, ValuOpVCmpxLtI16:       dec = '{KindInt, Width16, 1'b1, PredLt};
        ValuOpVCmpEqI16, ValuOpVCmpxEqI16:       dec = '{KindInt, Width16, 1'b1, PredEq};
        ValuOpVCmpLeI16, ValuOpVCmpxLeI16:       dec = '{KindInt, Width16, 1'b1, PredLe};
        ValuOpVCmpGtI16, ValuOpVCmpxGtI16:       dec = '{KindInt, Width16, 1'b1, PredGt};
        ValuOpVCmpNeI16, ValuOpVCmpxNeI16:       dec = '{KindInt, Width16, 1'b1, PredLg};
        ValuOpVCmpGeI16, ValuOpVCmpxGeI16:       dec = '{KindInt, Width16, 1'b1, PredGe};
        ValuOpVCmpLtU16, ValuOpVCmpxLtU16:       dec = '{KindInt, Width16, 1'b0, PredLt};
        ValuOpVCmpEqU16, ValuOpVCmpxEqU16:       dec = '{KindInt, Width16, 1'b0, PredEq};
        ValuOpVCmpLeU16, ValuOpVCmpxLeU16:       dec = '{KindInt, Width16, 1'b0, PredLe};
        ValuOpVCmpGtU16, ValuOpVCmpxGtU16:       dec = '{KindInt, Width16, 1'b0, PredGt};
        ValuOpVCmpNeU16, ValuOpVCmpxNeU16:       dec = '{KindInt, Width16, 1'b0, PredLg};
        ValuOpVCmpGeU16, ValuOpVCmpxGeU16:       dec = '{KindInt, Width16, 1'b0, PredGe};
        ValuOpVCmpFI32, ValuOpVCmpxFI32:         dec = '{KindInt, Width32, 1'b1, PredF};
        ValuOpVCmpLtI32, ValuOpVCmpxLtI32:       dec = '{KindInt, Width32, 1'b1, PredLt};
        ValuOpVCmpEqI32, ValuOpVCmpxEqI32:       dec = '{KindInt, Width32, 1'b1, PredEq};
        ValuOpVCmpLeI32, ValuOpVCmpxLeI32:       dec = '{KindInt, Width32, 1'b1, PredLe};
        ValuOpVCmpGtI32, ValuOpVCmpxGtI32:       dec = '{KindInt, Width32, 1'b1, PredGt};
        ValuOpVCmpNeI32, ValuOpVCmpxNeI32:       dec = '{KindInt, Width32, 1'b1, PredLg};
        ValuOpVCmpGeI32, ValuOpVCmpxGeI32:       dec = '{KindInt, Width32, 1'b1, PredGe};
        ValuOpVCmpTI32, ValuOpVCmpxTI32:         dec = '{KindInt, Width32, 1'b1, PredT};
        ValuOpVCmpFU32, ValuOpVCmpxFU32:         dec = '{KindInt, Width32, 1'b0, PredF};
        ValuOpVCmpLtU32, ValuOpVCmpxLtU32:       dec = '{KindInt, Width32, 1'b0, PredLt};
        ValuOpVCmpEqU32, ValuOpVCmpxEqU32:       dec = '{KindInt, Width32, 1'b0, PredEq};
        ValuOpVCmpLeU32, ValuOpVCmpxLeU32:       dec = '{KindInt, Width32, 1'b0, PredLe};
        ValuOpVCmpGtU32, ValuOpVCmpxGtU32:       dec = '{KindInt, Width32, 1'b0, PredGt};
        ValuOpVCmpNeU32, ValuOpVCmpxNeU32:       dec = '{KindInt, Width32, 1'b0, PredLg};
        ValuOpVCmpGeU32, ValuOpVCmpxGeU32:       dec = '{KindInt, Width32, 1'b0, PredGe};
        ValuOpVCmpTU32, ValuOpVCmpxTU32:         dec = '{KindInt, Width32, 1'b0, PredT};
        ValuOpVCmpClassF16, ValuOpVCmpxClassF16: dec = '{KindClass, Width16, 1'b0, PredF};
        ValuOpVCmpClassF32, ValuOpVCmpxClassF32: dec = '{KindClass, Width32, 1'b0, PredF};
        ValuOpVCmpFI64, ValuOpVCmpxFI64:         dec = '{KindInt, Width64, 1'b1, PredF};
        ValuOpVCmpLtI64, ValuOpVCmpxLtI64:       dec = '{KindInt, Width64, 1'b1, PredLt};
        ValuOpVCmpEqI64, ValuOpVCmpxEqI64:       dec = '{KindInt, Width64, 1'b1, PredEq};
        ValuOpVCmpLeI64, ValuOpVCmpxLeI64:       dec = '{KindInt, Width64, 1'b1, PredLe};
        ValuOpVCmpGtI64, ValuOpVCmpxGtI64:       dec = '{KindInt, Width64, 1'b1, PredGt};
        ValuOpVCmpNeI64, ValuOpVCmpxNeI64:       dec = '{KindInt, Width64, 1'b1, PredLg};
        ValuOpVCmpGeI64, ValuOpVCmpxGeI64:       dec = '{KindInt, Width64, 1'b1, PredGe};
        ValuOpVCmpTI64, ValuOpVCmpxTI64:         dec = '{KindInt, Width64, 1'b1, PredT};
        ValuOpVCmpFU64, ValuOpVCmpxFU64:         dec = '{KindInt, Width64, 1'b0, PredF};
        ValuOpVCmpLtU64, ValuOpVCmpxLtU64:       dec = '{KindInt, Width64, 1'b0, PredLt};
        ValuOpVCmpEqU64, ValuOpVCmpxEqU64:       dec = '{KindInt, Width64, 1'b0, PredEq};
        ValuOpVCmpLeU64, ValuOpVCmpxLeU64:       dec = '{KindInt, Width64, 1'b0, PredLe};
        ValuOpVCmpGtU64, ValuOpVCmpxGtU64:       dec = '{KindInt, Width64, 1'b0, PredGt};
        ValuOpVCmpNeU64, ValuOpVCmpxNeU64:       dec = '{KindInt, Width64, 1'b0, PredLg};
        ValuOpVCmpGeU64, ValuOpVCmpxGeU64:       dec = '{KindInt, Width64, 1'b0, PredGe};
        ValuOpVCmpTU64, ValuOpVCmpxTU64:         dec = '{KindInt, Width64, 1'b0, PredT};
        ValuOpVCmpFF64, ValuOpVCmpxFF64:         dec = '{KindFloat, Width64, 1'b0, PredF};
        ValuOpVCmpLtF64, ValuOpVCmpxLtF64:       dec = '{KindFloat, Width64, 1'b0, PredLt};
        ValuOpVCmpEqF64, ValuOpVCmpxEqF64:       dec = '{KindFloat, Width64, 1'b0, PredEq};
        ValuOpVCmpLeF64, ValuOpVCmpxLeF64:       dec = '{KindFloat, Width64, 1'b0, PredLe};
        ValuOpVCmpGtF64, ValuOpVCmpxGtF64:       dec = '{KindFloat, Width64, 1'b0, PredGt};
        ValuOpVCmpLgF64, ValuOpVCmpxLgF64:       dec = '{KindFloat, Width64, 1'b0, PredLg};
        ValuOpVCmpGeF64, ValuOpVCmpxGeF64:       dec = '{KindFloat, Width64, 1'b0, PredGe};
        ValuOpVCmpOF64, ValuOpVCmpxOF64:         dec = '{KindFloat, Width64, 1'b0, PredO};
        ValuOpVCmpUF64, ValuOpVCmpxUF64:         dec = '{KindFloat, Width64, 1'b0, PredU};
        ValuOpVCmpNgeF64, ValuOpVCmpxNgeF64:     dec = '{KindFloat, Width64, 1'b0, PredNge};
        ValuOpVCmpNlgF64, ValuOpVCmpxNlgF64:     dec = '{KindFloat, Width64, 1'b0, PredNlg};
        ValuOpVCmpNgtF64, ValuOpVCmpxNgtF64:     dec = '{KindFloat, Width64, 1'b0, PredNgt};
        ValuOpVCmpNleF64, ValuOpVCmpxNleF64:     dec = '{KindFloat, Width64, 1'b0, PredNle};
        ValuOpVCmpNeqF64, ValuOpVCmpxNeqF64:     dec = '{KindFloat, Width64, 1'b0, PredNeq};
        ValuOpVCmpNltF64, ValuOpVCmpxNltF64:     dec = '{KindFloat, Width64, 1'b0, PredNlt};
        ValuOpVCmpTF64, ValuOpVCmpxTF64:         dec = '{KindFloat, Width64, 1'b0, PredT};
        ValuOpVCmpClassF64, ValuOpVCmpxClassF64: dec = '{KindClass, Width64, 1'b0, PredF};
        default: dec = '{KindNone, Width32, 1'b0, PredF};
      endcase
    end

    is_f16 = (dec.width == Width16);
    is_f64 = (dec.width == Width64);

    // -------------------------------------------------------------------------------------------
    // Float operands: src0 and src1 with their modifiers
    // -------------------------------------------------------------------------------------------

    fp_a = fp_operand(lane_i.src0, is_f16, is_f64, lane_i.opsel[0], lane_i.abs[0],
                      lane_i.neg[0]);
    fp_b = fp_operand(lane_i.src1, is_f16, is_f64, lane_i.opsel[1], lane_i.abs[1],
                      lane_i.neg[1]);
    {a_sign, a_exp_zero, a_exp_max, a_mant_zero, a_quiet, a_mag_raw} = fp_a;
    {b_sign, b_exp_zero, b_exp_max, b_mant_zero, b_quiet, b_mag_raw} = fp_b;

    // -------------------------------------------------------------------------------------------
    // Float compare
    // -------------------------------------------------------------------------------------------
    // The input-denormal flush of the operand's format (FP_DENORM bit 0 clear: flush inputs).
    flush_in = (dec.width == Width32) ? !lane_i.mode.denorm_f32[DenormKeepInput]
                                      : !lane_i.mode.denorm_f64_f16[DenormKeepInput];

    // A flushed denormal is a zero of its sign; the sign of a zero does not matter below.
    a_mag = (flush_in && a_exp_zero) ? '0 : a_mag_raw;
    b_mag = (flush_in && b_exp_zero) ? '0 : b_mag_raw;

    a_nan     = a_exp_max && !a_mant_zero;
    b_nan     = b_exp_max && !b_mant_zero;
    unordered = a_nan || b_nan;

    // Sign-magnitude order of two non-NaN values (infinities are the largest magnitudes): equal
    // when both are zeros of any sign or the bits agree; else a negative a is below a positive b,
    // two positives order by magnitude and two negatives the other way round.
    f_eq = ((a_mag == '0) && (b_mag == '0)) || ((a_sign == b_sign) && (a_mag == b_mag));

    begin
      unique case ({a_sign, b_sign})
        2'b10:   f_below = 1'b1;
        2'b01:   f_below = 1'b0;
        2'b00:   f_below = (a_mag < b_mag);
        default: f_below = (a_mag > b_mag);  // both negative
      endcase
    end

    f_lt = f_below && !f_eq;
    f_gt = !f_eq && !f_below;

    // -------------------------------------------------------------------------------------------
    // Integer compare: both operands widened to 65 bits (sign- or zero-extended), compared signed
    // -------------------------------------------------------------------------------------------
    a16 = lane_i.opsel[0] ? lane_i.src0[31:16] : lane_i.src0[15:0];
    b16 = lane_i.opsel[1] ? lane_i.src1[31:16] : lane_i.src1[15:0];

    begin
      unique case (dec.width)
        Width16: begin
          a_int = {{49{dec.signed_int & a16[15]}}, a16};
          b_int = {{49{dec.signed_int & b16[15]}}, b16};
        end
        Width64: begin
          a_int = {dec.signed_int & lane_i.src0[63], lane_i.src0};
          b_int = {dec.signed_int & lane_i.src1[63], lane_i.src1};
        end
        default: begin
          a_int = {{33{dec.signed_int & lane_i.src0[31]}}, lane_i.src0[31:0]};
          b_int = {{33{dec.signed_int & lane_i.src1[31]}}, lane_i.src1[31:0]};
        end
      endcase
    end

    i_eq = (a_int == b_int);
    i_lt = ($signed(a_int) < $signed(b_int));
    i_gt = !i_eq && !i_lt;

    // -------------------------------------------------------------------------------------------
    // The relation: LT/EQ/GT of the operands, all false when they are unordered
    // -------------------------------------------------------------------------------------------
    begin
      if (dec.kind == KindInt) begin
        {lt, eq, gt} = {i_lt, i_eq, i_gt};
        ordered      = 1'b1;
      end else begin
        {lt, eq, gt} = unordered ? 3'b000 : {f_lt, f_eq, f_gt};
        ordered      = !unordered;
      end
    end

    begin
      unique case (dec.pred)
        PredF:   rel = 1'b0;
        PredLt:  rel = lt;
        PredEq:  rel = eq;
        PredLe:  rel = lt || eq;
        PredGt:  rel = gt;
        PredLg:  rel = lt || gt;
        PredGe:  rel = gt || eq;
        PredO:   rel = ordered;
        PredU:   rel = !ordered;
        PredNge: rel = !(gt || eq);
        PredNlg: rel = !(lt || gt);
        PredNgt: rel = !gt;
        PredNle: rel = !(lt || eq);
        PredNeq: rel = !eq;
        PredNlt: rel = !lt;
        PredT:   rel = 1'b1;
        default: rel = 1'b0;
      endcase
    end

    // -------------------------------------------------------------------------------------------
    // Class
    // -------------------------------------------------------------------------------------------

    a_class = fp_class(a_sign, a_exp_zero, a_exp_max, a_mant_zero, a_quiet);

    // The f16 form's mask is a 16-bit operand (**model choice** of docs/valu-semantics.md):
    // opsel[1] picks its half. Only bits [9:0] are read.
    class_mask = is_f16 ? b16[NumFpClasses-1:0] : lane_i.src1[NumFpClasses-1:0];

    // -------------------------------------------------------------------------------------------
    // Result
    // -------------------------------------------------------------------------------------------
    begin
      lane_o = '0;
      unique case (dec.kind)
        KindFloat, KindInt: lane_o.mask = rel;
        KindClass:          lane_o.mask = |(a_class & class_mask);
        default:            lane_o.mask = 1'b0;
      endcase
    end

    // Fields a compare does not read (b_quiet: only src0 is classified).
    unused_lane_fields = ^{lane_i.src2, lane_i.vdst_old, lane_i.mask_in, lane_i.abs[2],
                           lane_i.neg[2], lane_i.opsel[3:2], lane_i.clamp, lane_i.omod,
                           lane_i.mode.ieee, lane_i.mode.dx10_clamp,
                           lane_i.mode.round_f64_f16, lane_i.mode.round_f32,
                           lane_i.mode.denorm_f32[DenormKeepOutput],
                           lane_i.mode.denorm_f64_f16[DenormKeepOutput], b_quiet};
    return lane_o;
  endfunction

endpackage
