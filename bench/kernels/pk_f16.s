// Packed f16 math: v_pk_fma_f16, v_pk_mul_f16, v_pk_add_f16 and v_pk_max_f16, two halves a
// lane; s0 holds the iteration count.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_cvt_f16_u16 v1, v0
  v_pk_add_f16 v1, v1, 1.0 op_sel_hi:[1,0]
  v_mov_b32 v2, 0x38003800
  v_mov_b32 v3, 0x3c003c00
  v_mov_b32 v4, v1
loop:
  v_pk_fma_f16 v1, v1, v2, v3
  v_pk_mul_f16 v5, v4, v2
  v_pk_add_f16 v4, v5, v3
  v_pk_max_f16 v6, v1, v4
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
