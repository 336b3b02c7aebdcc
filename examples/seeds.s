// The two instructions the project was created from, exactly as AMD's reference pages give
// their LLVM examples (wave32: the VOPC writes vcc_lo).
  v_cmp_class_f64 vcc_lo, -1, v2   // -1 as an f64 is 0xffffffffffffffff: a quiet NaN
  v_min_f16 v5, -1, v2             // -1 as an f16 is 0xffff: a quiet NaN, so v5.l = v2.l
  s_endpgm
