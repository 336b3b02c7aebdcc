// Integer adds and moves only: nothing is tainted.
  v_mov_b32 v1, 5
  v_add_nc_u32 v2, v1, v0
  s_mov_b32 s4, 3
  s_add_u32 s5, s4, 1
  v_add_f32 v3, 1.0, v1
  s_endpgm
