// Four independent v_fma_f32 chains, eight deep per iteration; s0 holds the iteration count.
// Each chain converges to a normal value (x <- x * 0.5 + c), so no lane hits a special case.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_cvt_f32_u32 v0, v0
  v_add_f32 v1, 1.0, v0
  v_add_f32 v2, 2.0, v0
  v_add_f32 v3, 4.0, v0
  v_add_f32 v4, 0.5, v0
  v_mov_b32 v5, 0.5
  v_mov_b32 v6, 1.0
loop:
  v_fma_f32 v1, v1, v5, v6
  v_fma_f32 v2, v2, v5, v6
  v_fma_f32 v3, v3, v5, v6
  v_fma_f32 v4, v4, v5, v6
  v_fma_f32 v1, v1, v5, v6
  v_fma_f32 v2, v2, v5, v6
  v_fma_f32 v3, v3, v5, v6
  v_fma_f32 v4, v4, v5, v6
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
