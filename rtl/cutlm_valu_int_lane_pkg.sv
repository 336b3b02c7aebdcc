// Copyright cutlm contributors.
//
// The lanes of the 32-bit integer unit, combinational. Semantics from AMD's RDNA3 ISA guide
// (section 16, VOP1/VOP2/VOP3 opcodes) and docs/valu-semantics.md ("Integer operations"):
// integer operations take the raw bits. The exceptions, as the ISA says:
// - 16-bit operands: opsel[i] takes source i from [31:16]; a 16-bit result goes to the half
//   opsel[3] names, the other half keeps vdst_old's.
// - clamp saturates the add/sub nc, co and co_ci forms (u16, i16, u32, i32), v_mul_lo_u16 and
//   v_mad_u16/i16; the carry or borrow out is that of the unsaturated result. Every other
//   integer operation ignores clamp (docs/valu-semantics.md).
// - v_cndmask_b32/b16 take abs/neg on their two data sources as sign-bit operations (first abs
//   clears the sign, then neg flips it): the VOP3 form carries float input modifiers (LLVM
//   folds fneg/fabs of a select into them), so the sign bit is bit 31 (b32) or bit 15 (b16).

package cutlm_valu_int_lane_pkg;
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;

  // ---------------------------------------------------------------------------------------------
  // Helpers
  // ---------------------------------------------------------------------------------------------
  // Ordering of 32-bit values, signed or unsigned (one extra bit carries the sign). 16-bit values
  // are ordered as their 32-bit extensions (sign or zero), which keep their order.
  function automatic logic lt32(logic [31:0] x, logic [31:0] y, logic is_signed);
    return $signed({is_signed & x[31], x}) < $signed({is_signed & y[31], y});
  endfunction

  function automatic logic [31:0] min32(logic [31:0] x, logic [31:0] y, logic is_signed);
    return lt32(x, y, is_signed) ? x : y;
  endfunction

  function automatic logic [31:0] max32(logic [31:0] x, logic [31:0] y, logic is_signed);
    return lt32(x, y, is_signed) ? y : x;
  endfunction

  // AMD's median: the larger of the two sources that are not the maximum.
  function automatic logic [31:0] med3_32(logic [31:0] x, logic [31:0] y, logic [31:0] z,
                                          logic is_signed);
    logic [31:0] m;
    m = max32(max32(x, y, is_signed), z, is_signed);
    if (m == x) return max32(y, z, is_signed);
    if (m == y) return max32(x, z, is_signed);
    return max32(x, y, is_signed);
  endfunction

  // Saturation of a widened add/sub result (two bits beyond the width, two's complement) to the
  // unsigned or signed range of the width.
  function automatic logic [31:0] sat32(logic [33:0] v, logic is_signed);
    if (is_signed) begin
      if (v[33:31] == 3'b000 || v[33:31] == 3'b111) return v[31:0];
      return v[33] ? 32'h8000_0000 : 32'h7fff_ffff;
    end
    if (v[33]) return 32'h0;
    if (v[32]) return 32'hffff_ffff;
    return v[31:0];
  endfunction

  // The 16-bit saturation is the 32-bit one of the value in the upper half: the limits' upper
  // halves are the 16-bit limits.
  function automatic logic [15:0] sat16(logic [17:0] v, logic is_signed);
    return 16'(sat32({v, 16'h0}, is_signed) >> 16);
  endfunction

  // v_sat_pk_u8_i16's byte: a signed 16-bit value limited to [0, 255].
  function automatic logic [7:0] sat_u8(logic [15:0] n);
    if (n[15] || n == 16'h0) return 8'h00;
    if (n >= 16'h00ff) return 8'hff;
    return n[7:0];
  endfunction

  // |x - y| of unsigned values.
  function automatic logic [31:0] absdiff(logic [31:0] x, logic [31:0] y);
    return (x > y) ? x - y : y - x;
  endfunction

  // Sum of absolute differences of the four bytes; with skip_zero (v_msad_u8) a byte of y that
  // is 0 adds nothing.
  function automatic logic [31:0] sad_bytes(logic [31:0] x, logic [31:0] y, logic skip_zero);
    logic [31:0] s;
    s = '0;
    for (int unsigned i = 0; i < 4; i++) begin
      if (!(skip_zero && y[8*i +: 8] == 8'h0)) begin
        s = s + absdiff({24'h0, x[8*i +: 8]}, {24'h0, y[8*i +: 8]});
      end
    end
    return s;
  endfunction

  // v_perm_b32's byte select over {S0, S1} (byte 0 is S1[7:0]).
  function automatic logic [7:0] perm_byte(logic [63:0] data, logic [7:0] sel);
    if (sel >= 8'd13) return 8'hff;
    if (sel == 8'd12) return 8'h00;
    if (sel == 8'd11) return {8{data[63]}};
    if (sel == 8'd10) return {8{data[47]}};
    if (sel == 8'd9)  return {8{data[31]}};
    if (sel == 8'd8)  return {8{data[15]}};
    return data[8*sel[2:0] +: 8];
  endfunction

  // One lane. A function, so that the simulator has its code once for all lanes: the unit
  // (generated, scripts/gen_rtl_ops.py) calls it in a loop, where one instance per lane would be
  // code of its own each.
  function automatic valu_lane_out_t int_lane(valu_op_e op, valu_lane_in_t lane_i);
    logic [31:0] a, b, c;
    logic [15:0] a16, b16, c16;
    logic [31:0] a16_i, b16_i, c16_i, a16_u, b16_u, c16_u;  // sign- and zero-extended
    logic cin;
    logic [31:0] a_mod, b_mod;
    logic [15:0] a16_mod, b16_mod;
    logic        as_sub, as_signed, as_cin, as_rev;
    logic [31:0] as_x, as_y;
    logic [33:0] as_sum;
    logic [15:0] as16_x, as16_y;
    logic [17:0] as16_sum;
    logic [31:0] as_result;
    logic [15:0] as16_result;
    logic        as_carry;
    logic [47:0] mul_i24, mul_u24;
    logic [31:0] mul_u16, mul_i16;
    logic [33:0] mad_u16_wide, mad_i16_wide;
    logic [15:0] mad_u16_sat, mad_i16_sat, mul_lo_u16_sat;
    logic [31:0] popcount, clz, ctz, cls;
    logic [31:0] bitrev;
    logic [31:0] bfe_mask, bfe_u, bfe_i_field, bfe_i;
    logic [31:0] align_bit, align_byte;
    logic [31:0] perm;
    logic [31:0] lerp;
    logic [31:0] sad_u8;
    logic [63:0] qsad, mqsad;
    logic [31:0] res32;
    logic [15:0] res16;
    logic [63:0] res64;
    logic        is16;   // a 16-bit destination: merged into vdst_old's other half
    logic        is64;   // a 64-bit destination
    logic        mask;
    logic unused_lane_fields;
    valu_lane_out_t lane_o;

    // -------------------------------------------------------------------------------------------
    // Operands
    // -------------------------------------------------------------------------------------------
    a = lane_i.src0[31:0];
    b = lane_i.src1[31:0];
    c = lane_i.src2[31:0];

    a16 = lane_i.opsel[0] ? lane_i.src0[31:16] : lane_i.src0[15:0];
    b16 = lane_i.opsel[1] ? lane_i.src1[31:16] : lane_i.src1[15:0];
    c16 = lane_i.opsel[2] ? lane_i.src2[31:16] : lane_i.src2[15:0];
    {a16_i, b16_i, c16_i} = {{{16{a16[15]}}, a16}, {{16{b16[15]}}, b16}, {{16{c16[15]}}, c16}};
    {a16_u, b16_u, c16_u} = {{16'h0, a16}, {16'h0, b16}, {16'h0, c16}};

    cin = lane_i.mask_in;

    // Sign-bit modifiers of v_cndmask's two data sources.
    begin
      a_mod   = a;
      b_mod   = b;
      a16_mod = a16;
      b16_mod = b16;
      a_mod[31]   = (a[31] & ~lane_i.abs[0]) ^ lane_i.neg[0];
      b_mod[31]   = (b[31] & ~lane_i.abs[1]) ^ lane_i.neg[1];
      a16_mod[15] = (a16[15] & ~lane_i.abs[0]) ^ lane_i.neg[0];
      b16_mod[15] = (b16[15] & ~lane_i.abs[1]) ^ lane_i.neg[1];
    end

    // -------------------------------------------------------------------------------------------
    // Add/sub family: one widened adder per width; x + y + cin or x - y - cin, the operands
    // zero-extended (unsigned) or sign-extended (signed) by two bits, so the carry out is bit 32
    // (16) of a sum and the borrow out the sign of a difference.
    // -------------------------------------------------------------------------------------------

    begin
      as_sub    = 1'b0;
      as_signed = 1'b0;
      as_cin    = 1'b0;
      as_rev    = 1'b0;
      unique case (op)
        ValuOpVSubNcU32, ValuOpVSubCoU32, ValuOpVSubNcU16:  as_sub = 1'b1;
        ValuOpVSubrevNcU32, ValuOpVSubrevCoU32:             {as_sub, as_rev} = 2'b11;
        ValuOpVAddNcI32, ValuOpVAddNcI16:                   as_signed = 1'b1;
        ValuOpVSubNcI32, ValuOpVSubNcI16:                   {as_sub, as_signed} = 2'b11;
        ValuOpVAddCoCiU32:                                  as_cin = cin;
        ValuOpVSubCoCiU32:                                  {as_sub, as_cin} = {1'b1, cin};
        ValuOpVSubrevCoCiU32:                               {as_sub, as_rev, as_cin} = {2'b11, cin};
        default: ;
      endcase
      as_x   = as_rev ? b : a;
      as_y   = as_rev ? a : b;
      as16_x = a16;
      as16_y = b16;
      if (as_sub) begin
        as_sum   = {{2{as_signed & as_x[31]}}, as_x} - {{2{as_signed & as_y[31]}}, as_y} -
                   34'(as_cin);
        as16_sum = {{2{as_signed & as16_x[15]}}, as16_x} - {{2{as_signed & as16_y[15]}}, as16_y};
      end else begin
        as_sum   = {{2{as_signed & as_x[31]}}, as_x} + {{2{as_signed & as_y[31]}}, as_y} +
                   34'(as_cin);
        as16_sum = {{2{as_signed & as16_x[15]}}, as16_x} + {{2{as_signed & as16_y[15]}}, as16_y};
      end
    end

    as_result   = lane_i.clamp ? sat32(as_sum, as_signed) : as_sum[31:0];
    as16_result = lane_i.clamp ? sat16(as16_sum, as_signed) : as16_sum[15:0];
    // Unsigned only (the co forms): a sum's carry is bit 32, a difference's borrow its sign.
    as_carry    = as_sub ? as_sum[33] : as_sum[32];

    // -------------------------------------------------------------------------------------------
    // Multiplies
    // -------------------------------------------------------------------------------------------
    // 24-bit: the full 48-bit product, signed or unsigned.
    mul_i24 = 48'($signed(a[23:0]) * $signed(b[23:0]));
    mul_u24 = 48'(a[23:0]) * 48'(b[23:0]);

    // 16-bit sources, 32-bit products.
    mul_u16 = 32'(a16) * 32'(b16);
    mul_i16 = 32'($signed(a16) * $signed(b16));

    // v_mad_u16/i16 before truncation: product plus addend, widened so saturation sees the sum.
    mad_u16_wide = 34'(mul_u16) + 34'(c16);
    mad_i16_wide = {{2{mul_i16[31]}}, mul_i16} + {{18{c16[15]}}, c16};

    mad_u16_sat    = (mad_u16_wide[33:16] != '0) ? 16'hffff : mad_u16_wide[15:0];
    mad_i16_sat    = (mad_i16_wide[33:15] == '0 || mad_i16_wide[33:15] == '1) ?
                     mad_i16_wide[15:0] : (mad_i16_wide[33] ? 16'h8000 : 16'h7fff);
    mul_lo_u16_sat = (mul_u16[31:16] != '0) ? 16'hffff : mul_u16[15:0];

    // -------------------------------------------------------------------------------------------
    // Bit counts
    // -------------------------------------------------------------------------------------------
    begin
      popcount = '0;
      for (int unsigned i = 0; i < 32; i++) begin
        popcount = popcount + 32'(a[i]);
      end
      // -1 where no bit qualifies; else the first position found, counted from the search's end.
      clz = '1;
      for (int i = 31; i >= 0; i--) begin
        if (a[i] && clz == '1) clz = 32'(31 - i);
      end
      ctz = '1;
      for (int i = 0; i < 32; i++) begin
        if (a[i] && ctz == '1) ctz = 32'(i);
      end
      cls = '1;
      for (int i = 30; i >= 0; i--) begin
        if (a[i] != a[31] && cls == '1) cls = 32'(31 - i);
      end
    end

    begin
      for (int unsigned i = 0; i < 32; i++) begin
        bitrev[i] = a[31 - i];
      end
    end

    // -------------------------------------------------------------------------------------------
    // Bit fields, alignment, byte operations
    // -------------------------------------------------------------------------------------------
    // v_bfe_i32 shifts the signed S0 arithmetically (AMD: S0.i32 >> offset), so a field reaching
    // past bit 31 reads copies of the sign bit there; then the field's top bit (width c[4:0], which
    // 0 leaves empty) fills the bits above it.
    bfe_mask    = (32'h1 << c[4:0]) - 32'h1;
    bfe_u       = (a >> b[4:0]) & bfe_mask;
    bfe_i_field = 32'($signed(a) >>> b[4:0]) & bfe_mask;
    begin
      bfe_i = bfe_i_field;
      if (c[4:0] != 5'd0 && bfe_i_field[c[4:0] - 5'd1]) begin
        bfe_i = bfe_i_field | ~bfe_mask;
      end
    end

    // {S0, S1} shifted right, its low dword kept. S2 is a 16-bit operand here (AMD's operand table:
    // FMT_NUM_U16), so opsel[2] picks the half the shift count comes from.
    align_bit  = 32'({a, b} >> c16[4:0]);
    align_byte = 32'({a, b} >> {c16[1:0], 3'b000});

    begin
      for (int unsigned i = 0; i < 4; i++) begin
        perm[8*i +: 8] = perm_byte({a, b}, c[8*i +: 8]);
      end
    end

    // v_lerp_u8: per byte the rounded average, the rounding bit from S2's byte's lowest bit.
    begin
      for (int unsigned i = 0; i < 4; i++) begin
        lerp[8*i +: 8] = 8'((9'(a[8*i +: 8]) + 9'(b[8*i +: 8]) + 9'(c[8*i])) >> 1);
      end
    end

    sad_u8 = sad_bytes(a, b, 1'b0);

    // v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: four SADs of S1 against the dword windows of the 64-bit
    // S0 starting at bytes 0..3, each accumulated onto its 16-bit field of S2 and kept to 16 bits.
    begin
      for (int unsigned i = 0; i < 4; i++) begin
        qsad[16*i +: 16]  = 16'(sad_bytes(lane_i.src0[8*i +: 32], b, 1'b0) +
                                32'(lane_i.src2[16*i +: 16]));
        mqsad[16*i +: 16] = 16'(sad_bytes(lane_i.src0[8*i +: 32], b, 1'b1) +
                                32'(lane_i.src2[16*i +: 16]));
      end
    end

    // -------------------------------------------------------------------------------------------
    // Result
    // -------------------------------------------------------------------------------------------

    begin
      res32 = '0;
      res16 = '0;
      res64 = '0;
      is16  = 1'b0;
      is64  = 1'b0;
      mask  = 1'b0;
      unique case (op)
        // Moves and selects
        ValuOpVMovB32:      res32 = a;
        ValuOpVCndmaskB32:  res32 = cin ? b_mod : a_mod;
        ValuOpVMovB16:      {is16, res16} = {1'b1, a16};
        ValuOpVCndmaskB16:  {is16, res16} = {1'b1, cin ? b16_mod : a16_mod};

        // Add and subtract
        ValuOpVAddNcU32, ValuOpVSubNcU32, ValuOpVSubrevNcU32, ValuOpVAddNcI32,
        ValuOpVSubNcI32:    res32 = as_result;  // no carry out: "NC"
        ValuOpVAddCoU32, ValuOpVSubCoU32, ValuOpVSubrevCoU32, ValuOpVAddCoCiU32,
        ValuOpVSubCoCiU32, ValuOpVSubrevCoCiU32: begin
          res32 = as_result;
          mask  = as_carry;
        end
        ValuOpVAddNcU16, ValuOpVSubNcU16, ValuOpVAddNcI16,
        ValuOpVSubNcI16:    {is16, res16} = {1'b1, as16_result};
        ValuOpVAdd3U32:     res32 = a + b + c;
        ValuOpVXadU32:      res32 = (a ^ b) + c;
        ValuOpVLshlAddU32:  res32 = (a << b[4:0]) + c;
        ValuOpVAddLshlU32:  res32 = (a + b) << c[4:0];

        // Logic
        ValuOpVNotB32:      res32 = ~a;
        ValuOpVAndB32:      res32 = a & b;
        ValuOpVOrB32:       res32 = a | b;
        ValuOpVXorB32:      res32 = a ^ b;
        ValuOpVXnorB32:     res32 = ~(a ^ b);
        ValuOpVOr3B32:      res32 = a | b | c;
        ValuOpVXor3B32:     res32 = a ^ b ^ c;
        ValuOpVAndOrB32:    res32 = (a & b) | c;
        ValuOpVLshlOrB32:   res32 = (a << b[4:0]) | c;
        ValuOpVNotB16:      {is16, res16} = {1'b1, ~a16};
        ValuOpVSatPkU8I16:  {is16, res16} = {1'b1, sat_u8(a[31:16]), sat_u8(a[15:0])};
        ValuOpVAndB16:      {is16, res16} = {1'b1, a16 & b16};
        ValuOpVOrB16:       {is16, res16} = {1'b1, a16 | b16};
        ValuOpVXorB16:      {is16, res16} = {1'b1, a16 ^ b16};

        // Shifts: the "rev" forms shift S1 by S0.
        ValuOpVLshlrevB32:  res32 = b << a[4:0];
        ValuOpVLshrrevB32:  res32 = b >> a[4:0];
        ValuOpVAshrrevI32:  res32 = 32'($signed(b) >>> a[4:0]);
        ValuOpVLshlrevB16:  {is16, res16} = {1'b1, b16 << a16[3:0]};
        ValuOpVLshrrevB16:  {is16, res16} = {1'b1, b16 >> a16[3:0]};
        ValuOpVAshrrevI16:  {is16, res16} = {1'b1, 16'($signed(b16) >>> a16[3:0])};

        // Multiplies
        ValuOpVMulI32I24:   res32 = mul_i24[31:0];
        ValuOpVMulHiI32I24: res32 = {{16{mul_i24[47]}}, mul_i24[47:32]};
        ValuOpVMulU32U24:   res32 = mul_u24[31:0];
        ValuOpVMulHiU32U24: res32 = {16'h0, mul_u24[47:32]};
        ValuOpVMadI32I24:   res32 = mul_i24[31:0] + c;
        ValuOpVMadU32U24:   res32 = mul_u24[31:0] + c;
        ValuOpVMadU32U16:   res32 = mul_u16 + c;
        ValuOpVMadI32I16:   res32 = mul_i16 + c;
        ValuOpVMulLoU16:    {is16, res16} = {1'b1, lane_i.clamp ? mul_lo_u16_sat : mul_u16[15:0]};
        ValuOpVMadU16:      {is16, res16} = {1'b1, lane_i.clamp ? mad_u16_sat : mad_u16_wide[15:0]};
        ValuOpVMadI16:      {is16, res16} = {1'b1, lane_i.clamp ? mad_i16_sat : mad_i16_wide[15:0]};

        // Minimum, maximum, median
        ValuOpVMinI32:      res32 = min32(a, b, 1'b1);
        ValuOpVMaxI32:      res32 = max32(a, b, 1'b1);
        ValuOpVMinU32:      res32 = min32(a, b, 1'b0);
        ValuOpVMaxU32:      res32 = max32(a, b, 1'b0);
        ValuOpVMin3I32:     res32 = min32(min32(a, b, 1'b1), c, 1'b1);
        ValuOpVMax3I32:     res32 = max32(max32(a, b, 1'b1), c, 1'b1);
        ValuOpVMin3U32:     res32 = min32(min32(a, b, 1'b0), c, 1'b0);
        ValuOpVMax3U32:     res32 = max32(max32(a, b, 1'b0), c, 1'b0);
        ValuOpVMed3I32:     res32 = med3_32(a, b, c, 1'b1);
        ValuOpVMed3U32:     res32 = med3_32(a, b, c, 1'b0);
        ValuOpVMinmaxI32:   res32 = max32(min32(a, b, 1'b1), c, 1'b1);
        ValuOpVMaxminI32:   res32 = min32(max32(a, b, 1'b1), c, 1'b1);
        ValuOpVMinmaxU32:   res32 = max32(min32(a, b, 1'b0), c, 1'b0);
        ValuOpVMaxminU32:   res32 = min32(max32(a, b, 1'b0), c, 1'b0);
        ValuOpVMinI16:      {is16, res16} = {1'b1, 16'(min32(a16_i, b16_i, 1'b1))};
        ValuOpVMaxI16:      {is16, res16} = {1'b1, 16'(max32(a16_i, b16_i, 1'b1))};
        ValuOpVMinU16:      {is16, res16} = {1'b1, 16'(min32(a16_u, b16_u, 1'b0))};
        ValuOpVMaxU16:      {is16, res16} = {1'b1, 16'(max32(a16_u, b16_u, 1'b0))};
        ValuOpVMin3I16: {is16, res16} = {1'b1, 16'(min32(min32(a16_i, b16_i, 1'b1), c16_i, 1'b1))};
        ValuOpVMax3I16: {is16, res16} = {1'b1, 16'(max32(max32(a16_i, b16_i, 1'b1), c16_i, 1'b1))};
        ValuOpVMin3U16: {is16, res16} = {1'b1, 16'(min32(min32(a16_u, b16_u, 1'b0), c16_u, 1'b0))};
        ValuOpVMax3U16: {is16, res16} = {1'b1, 16'(max32(max32(a16_u, b16_u, 1'b0), c16_u, 1'b0))};
        ValuOpVMed3I16:     {is16, res16} = {1'b1, 16'(med3_32(a16_i, b16_i, c16_i, 1'b1))};
        ValuOpVMed3U16:     {is16, res16} = {1'b1, 16'(med3_32(a16_u, b16_u, c16_u, 1'b0))};

        // Bit fields and bit counts
        ValuOpVBfeU32:      res32 = bfe_u;
        ValuOpVBfeI32:      res32 = bfe_i;
        ValuOpVBfiB32:      res32 = (a & b) | (~a & c);
        ValuOpVBfmB32:      res32 = ((32'h1 << a[4:0]) - 32'h1) << b[4:0];
        ValuOpVBfrevB32:    res32 = bitrev;
        ValuOpVBcntU32B32:  res32 = popcount + b;
        ValuOpVClzI32U32:   res32 = clz;
        ValuOpVCtzI32B32:   res32 = ctz;
        ValuOpVClsI32:      res32 = cls;

        // Alignment and byte operations
        ValuOpVAlignbitB32:  res32 = align_bit;
        ValuOpVAlignbyteB32: res32 = align_byte;
        ValuOpVPermB32:      res32 = perm;
        ValuOpVLerpU8:       res32 = lerp;
        ValuOpVSadU8:        res32 = sad_u8 + c;
        ValuOpVSadHiU8:      res32 = (sad_u8 << 16) + c;
        ValuOpVSadU16:       res32 = absdiff({16'h0, a[15:0]}, {16'h0, b[15:0]}) +
                                     absdiff({16'h0, a[31:16]}, {16'h0, b[31:16]}) + c;
        ValuOpVSadU32:       res32 = absdiff(a, b) + c;
        ValuOpVMsadU8:       res32 = sad_bytes(a, b, 1'b1) + c;
        ValuOpVQsadPkU16U8:  {is64, res64} = {1'b1, qsad};
        ValuOpVMqsadPkU16U8: {is64, res64} = {1'b1, mqsad};

        default: ;
      endcase
    end

    begin
      lane_o      = '0;
      lane_o.mask = mask;
      if (is64) begin
        lane_o.data = res64;
      end else if (!is16) begin
        lane_o.data[31:0] = res32;
      end else if (lane_i.opsel[3]) begin
        lane_o.data[31:0] = {res16, lane_i.vdst_old[15:0]};
      end else begin
        lane_o.data[31:0] = {lane_i.vdst_old[31:16], res16};
      end
    end

    // Fields an integer operation does not read (only the qsads read src0 and src2 above [31:0]).
    unused_lane_fields = ^{lane_i.src1[63:32], lane_i.vdst_old[63:32], lane_i.abs[2],
                           lane_i.neg[2], lane_i.omod, lane_i.mode};
    return lane_o;
  endfunction

endpackage
