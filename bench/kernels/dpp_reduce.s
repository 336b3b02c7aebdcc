// A wave-wide f32 sum the way compiled reductions do it: row shifts through DPP, then the two
// rows of 16 lanes combined with v_permlanex16; s0 holds the iteration count.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_cvt_f32_u32 v10, v0
loop:
  v_mov_b32 v1, v10
  v_add_f32_dpp v1, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  v_add_f32_dpp v1, v1, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
  v_add_f32_dpp v1, v1, v1 row_shr:4 row_mask:0xf bank_mask:0xe
  v_add_f32_dpp v1, v1, v1 row_shr:8 row_mask:0xf bank_mask:0xc
  v_permlanex16_b32 v2, v1, -1, -1
  v_add_f32 v1, v1, v2
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
