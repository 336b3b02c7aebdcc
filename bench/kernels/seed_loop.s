// The seed instructions in a loop: v_min_f16, v_cmp_class_f64 and v_add_f32 with the loop's
// SALU; s0 holds the iteration count.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_cvt_f16_u16 v1, v0
  v_mov_b32 v2, 0x3c00
  v_cvt_f64_u32 v[8:9], v0
  v_mov_b32 v4, 0x3fc
  v_cvt_f32_u32 v6, v0
  v_mov_b32 v7, 0.5
loop:
  v_min_f16 v5, v1, v2
  v_cmp_class_f64 vcc_lo, v[8:9], v4
  v_add_f32 v6, v6, v7
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
