// An approximate result (v_rcp_f32) decides a branch through v_cmp and VCC.
  v_mov_b32 v1, 2.0
  v_rcp_f32 v2, v1
  v_cmp_gt_f32 vcc_lo, 0.5, v2
  s_cbranch_vccnz done
  s_nop 0
done:
  s_endpgm
