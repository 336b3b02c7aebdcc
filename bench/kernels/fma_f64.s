// Four independent v_fma_f64 chains, two deep per iteration; s0 holds the iteration count.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_cvt_f64_u32 v[2:3], v0
  v_add_f64 v[4:5], v[2:3], 1.0
  v_add_f64 v[6:7], v[2:3], 2.0
  v_add_f64 v[8:9], v[2:3], 4.0
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0x3fe00000
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0x3ff00000
loop:
  v_fma_f64 v[2:3], v[2:3], v[10:11], v[12:13]
  v_fma_f64 v[4:5], v[4:5], v[10:11], v[12:13]
  v_fma_f64 v[6:7], v[6:7], v[10:11], v[12:13]
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[12:13]
  v_fma_f64 v[2:3], v[2:3], v[10:11], v[12:13]
  v_fma_f64 v[4:5], v[4:5], v[10:11], v[12:13]
  v_fma_f64 v[6:7], v[6:7], v[10:11], v[12:13]
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[12:13]
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
