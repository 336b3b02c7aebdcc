// v_cmpx on an approximate result (v_rcp_f32) writes EXEC.
  v_mov_b32 v1, 2.0
  v_rcp_f32 v2, v1
  v_cmpx_gt_f32 1.0, v2
  s_endpgm
