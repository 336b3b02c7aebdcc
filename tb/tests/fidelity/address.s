// An approximate result (v_rcp_f32 of 1.0) becomes the offset of a global load.
  s_load_b64 s[2:3], s[0:1], 0x0
  v_mov_b32 v1, 1.0
  v_rcp_f32 v1, v1
  v_cvt_u32_f32 v1, v1
  v_lshlrev_b32 v1, 2, v1
  s_waitcnt lgkmcnt(0)
  global_load_b32 v2, v1, s[2:3]
  s_waitcnt vmcnt(0)
  s_endpgm
