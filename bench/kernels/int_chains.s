// The integer reference: four independent v_mad_u32_u24 chains, eight deep per iteration,
// the same shape as fma_f32_chains.s; s0 holds the iteration count.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_add_nc_u32 v1, 1, v0
  v_add_nc_u32 v2, 2, v0
  v_add_nc_u32 v3, 3, v0
  v_add_nc_u32 v4, 4, v0
  v_mov_b32 v5, 3
  v_mov_b32 v6, 7
loop:
  v_mad_u32_u24 v1, v1, v5, v6
  v_mad_u32_u24 v2, v2, v5, v6
  v_mad_u32_u24 v3, v3, v5, v6
  v_mad_u32_u24 v4, v4, v5, v6
  v_mad_u32_u24 v1, v1, v5, v6
  v_mad_u32_u24 v2, v2, v5, v6
  v_mad_u32_u24 v3, v3, v5, v6
  v_mad_u32_u24 v4, v4, v5, v6
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
