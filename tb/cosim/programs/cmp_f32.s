// Directed cosim program: every v_cmp_*_f32 and v_cmpx_*_f32 (VOPC and VOP3) on
// special pairs (NaNs, zeros, infinities, denormals, extremes) and random ones, with abs/neg
// modifiers, under four MODE input-denormal settings. Written for the compare units
// (rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim.
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x40000000
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v1, 0x40000000
  v_mov_b32 v2, 0x3f800000
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x3f800000
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x80000000
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x00000000
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v1, 0x7fc00000
  v_mov_b32 v2, 0x3f800000
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x7fc00000
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v1, 0x7fa00000
  v_mov_b32 v2, 0x7fa00000
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v1, 0xffc00000
  v_mov_b32 v2, 0x7f800000
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f7fffff
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0xff7fffff
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f800000
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0x7f800000
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x00000000
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000001
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x007fffff
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0xc0000000
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v1, 0xc0000000
  v_mov_b32 v2, 0xbf800000
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0x3f800000
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v1, 0x007fffff
  v_mov_b32 v2, 0x00800000
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x80000001
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x00000001
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v1, 0x807fffff
  v_mov_b32 v2, 0x007fffff
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v1, 0x00800000
  v_mov_b32 v2, 0x80800000
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v1, 0xffa00000
  v_mov_b32 v2, 0x00000000
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000000
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v1, 0x4b6ea010
  v_mov_b32 v2, 0x4b6ea011
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v1, 0xd670a838
  v_mov_b32 v2, 0xff7d5ec0
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v1, 0x03b1d74b
  v_mov_b32 v2, 0xd59a0625
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v1, 0x258ececb
  v_mov_b32 v2, 0x258ececd
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v1, 0xcf4b1858
  v_mov_b32 v2, 0x432ff218
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v1, 0xd38cadcd
  v_mov_b32 v2, 0xd38cadce
  s_mov_b32 exec_lo, -1
// MODE denormals: keep every denormal.
  s_denorm_mode 0xf
  v_cmp_f_f32 vcc_lo, v1, v2
  v_cmp_f_f32_e64 s10, -v1, |v2|
  v_cmp_f_f32_e64 s11, -|v1|, -v2
  v_cmp_f_f32_e64 s12, v2, v1
  v_cmp_lt_f32 vcc_lo, v1, v2
  v_cmp_lt_f32_e64 s10, -v1, |v2|
  v_cmp_lt_f32_e64 s11, -|v1|, -v2
  v_cmp_lt_f32_e64 s12, v2, v1
  v_cmp_eq_f32 vcc_lo, v1, v2
  v_cmp_eq_f32_e64 s10, -v1, |v2|
  v_cmp_eq_f32_e64 s11, -|v1|, -v2
  v_cmp_eq_f32_e64 s12, v2, v1
  v_cmp_le_f32 vcc_lo, v1, v2
  v_cmp_le_f32_e64 s10, -v1, |v2|
  v_cmp_le_f32_e64 s11, -|v1|, -v2
  v_cmp_le_f32_e64 s12, v2, v1
  v_cmp_gt_f32 vcc_lo, v1, v2
  v_cmp_gt_f32_e64 s10, -v1, |v2|
  v_cmp_gt_f32_e64 s11, -|v1|, -v2
  v_cmp_gt_f32_e64 s12, v2, v1
  v_cmp_lg_f32 vcc_lo, v1, v2
  v_cmp_lg_f32_e64 s10, -v1, |v2|
  v_cmp_lg_f32_e64 s11, -|v1|, -v2
  v_cmp_lg_f32_e64 s12, v2, v1
  v_cmp_ge_f32 vcc_lo, v1, v2
  v_cmp_ge_f32_e64 s10, -v1, |v2|
  v_cmp_ge_f32_e64 s11, -|v1|, -v2
  v_cmp_ge_f32_e64 s12, v2, v1
  v_cmp_o_f32 vcc_lo, v1, v2
  v_cmp_o_f32_e64 s10, -v1, |v2|
  v_cmp_o_f32_e64 s11, -|v1|, -v2
  v_cmp_o_f32_e64 s12, v2, v1
  v_cmp_u_f32 vcc_lo, v1, v2
  v_cmp_u_f32_e64 s10, -v1, |v2|
  v_cmp_u_f32_e64 s11, -|v1|, -v2
  v_cmp_u_f32_e64 s12, v2, v1
  v_cmp_nge_f32 vcc_lo, v1, v2
  v_cmp_nge_f32_e64 s10, -v1, |v2|
  v_cmp_nge_f32_e64 s11, -|v1|, -v2
  v_cmp_nge_f32_e64 s12, v2, v1
  v_cmp_nlg_f32 vcc_lo, v1, v2
  v_cmp_nlg_f32_e64 s10, -v1, |v2|
  v_cmp_nlg_f32_e64 s11, -|v1|, -v2
  v_cmp_nlg_f32_e64 s12, v2, v1
  v_cmp_ngt_f32 vcc_lo, v1, v2
  v_cmp_ngt_f32_e64 s10, -v1, |v2|
  v_cmp_ngt_f32_e64 s11, -|v1|, -v2
  v_cmp_ngt_f32_e64 s12, v2, v1
  v_cmp_nle_f32 vcc_lo, v1, v2
  v_cmp_nle_f32_e64 s10, -v1, |v2|
  v_cmp_nle_f32_e64 s11, -|v1|, -v2
  v_cmp_nle_f32_e64 s12, v2, v1
  v_cmp_neq_f32 vcc_lo, v1, v2
  v_cmp_neq_f32_e64 s10, -v1, |v2|
  v_cmp_neq_f32_e64 s11, -|v1|, -v2
  v_cmp_neq_f32_e64 s12, v2, v1
  v_cmp_nlt_f32 vcc_lo, v1, v2
  v_cmp_nlt_f32_e64 s10, -v1, |v2|
  v_cmp_nlt_f32_e64 s11, -|v1|, -v2
  v_cmp_nlt_f32_e64 s12, v2, v1
  v_cmp_t_f32 vcc_lo, v1, v2
  v_cmp_t_f32_e64 s10, -v1, |v2|
  v_cmp_t_f32_e64 s11, -|v1|, -v2
  v_cmp_t_f32_e64 s12, v2, v1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f32_e64 s10, v1, 1.0
  v_cmp_lt_f32_e64 s10, -0.5, v2
  v_cmp_lt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_lt_f32 vcc_lo, 0, v2
  v_cmp_eq_f32_e64 s10, v1, 1.0
  v_cmp_eq_f32_e64 s10, -0.5, v2
  v_cmp_eq_f32 vcc_lo, 0x3f800000, v2
  v_cmp_eq_f32 vcc_lo, 0, v2
  v_cmp_ge_f32_e64 s10, v1, 1.0
  v_cmp_ge_f32_e64 s10, -0.5, v2
  v_cmp_ge_f32 vcc_lo, 0x3f800000, v2
  v_cmp_ge_f32 vcc_lo, 0, v2
  v_cmp_u_f32_e64 s10, v1, 1.0
  v_cmp_u_f32_e64 s10, -0.5, v2
  v_cmp_u_f32 vcc_lo, 0x3f800000, v2
  v_cmp_u_f32 vcc_lo, 0, v2
  v_cmp_nlt_f32_e64 s10, v1, 1.0
  v_cmp_nlt_f32_e64 s10, -0.5, v2
  v_cmp_nlt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_nlt_f32 vcc_lo, 0, v2
// MODE denormals: flush every denormal.
  s_denorm_mode 0x0
  v_cmp_f_f32 vcc_lo, v1, v2
  v_cmp_f_f32_e64 s10, -v1, |v2|
  v_cmp_f_f32_e64 s11, -|v1|, -v2
  v_cmp_f_f32_e64 s12, v2, v1
  v_cmp_lt_f32 vcc_lo, v1, v2
  v_cmp_lt_f32_e64 s10, -v1, |v2|
  v_cmp_lt_f32_e64 s11, -|v1|, -v2
  v_cmp_lt_f32_e64 s12, v2, v1
  v_cmp_eq_f32 vcc_lo, v1, v2
  v_cmp_eq_f32_e64 s10, -v1, |v2|
  v_cmp_eq_f32_e64 s11, -|v1|, -v2
  v_cmp_eq_f32_e64 s12, v2, v1
  v_cmp_le_f32 vcc_lo, v1, v2
  v_cmp_le_f32_e64 s10, -v1, |v2|
  v_cmp_le_f32_e64 s11, -|v1|, -v2
  v_cmp_le_f32_e64 s12, v2, v1
  v_cmp_gt_f32 vcc_lo, v1, v2
  v_cmp_gt_f32_e64 s10, -v1, |v2|
  v_cmp_gt_f32_e64 s11, -|v1|, -v2
  v_cmp_gt_f32_e64 s12, v2, v1
  v_cmp_lg_f32 vcc_lo, v1, v2
  v_cmp_lg_f32_e64 s10, -v1, |v2|
  v_cmp_lg_f32_e64 s11, -|v1|, -v2
  v_cmp_lg_f32_e64 s12, v2, v1
  v_cmp_ge_f32 vcc_lo, v1, v2
  v_cmp_ge_f32_e64 s10, -v1, |v2|
  v_cmp_ge_f32_e64 s11, -|v1|, -v2
  v_cmp_ge_f32_e64 s12, v2, v1
  v_cmp_o_f32 vcc_lo, v1, v2
  v_cmp_o_f32_e64 s10, -v1, |v2|
  v_cmp_o_f32_e64 s11, -|v1|, -v2
  v_cmp_o_f32_e64 s12, v2, v1
  v_cmp_u_f32 vcc_lo, v1, v2
  v_cmp_u_f32_e64 s10, -v1, |v2|
  v_cmp_u_f32_e64 s11, -|v1|, -v2
  v_cmp_u_f32_e64 s12, v2, v1
  v_cmp_nge_f32 vcc_lo, v1, v2
  v_cmp_nge_f32_e64 s10, -v1, |v2|
  v_cmp_nge_f32_e64 s11, -|v1|, -v2
  v_cmp_nge_f32_e64 s12, v2, v1
  v_cmp_nlg_f32 vcc_lo, v1, v2
  v_cmp_nlg_f32_e64 s10, -v1, |v2|
  v_cmp_nlg_f32_e64 s11, -|v1|, -v2
  v_cmp_nlg_f32_e64 s12, v2, v1
  v_cmp_ngt_f32 vcc_lo, v1, v2
  v_cmp_ngt_f32_e64 s10, -v1, |v2|
  v_cmp_ngt_f32_e64 s11, -|v1|, -v2
  v_cmp_ngt_f32_e64 s12, v2, v1
  v_cmp_nle_f32 vcc_lo, v1, v2
  v_cmp_nle_f32_e64 s10, -v1, |v2|
  v_cmp_nle_f32_e64 s11, -|v1|, -v2
  v_cmp_nle_f32_e64 s12, v2, v1
  v_cmp_neq_f32 vcc_lo, v1, v2
  v_cmp_neq_f32_e64 s10, -v1, |v2|
  v_cmp_neq_f32_e64 s11, -|v1|, -v2
  v_cmp_neq_f32_e64 s12, v2, v1
  v_cmp_nlt_f32 vcc_lo, v1, v2
  v_cmp_nlt_f32_e64 s10, -v1, |v2|
  v_cmp_nlt_f32_e64 s11, -|v1|, -v2
  v_cmp_nlt_f32_e64 s12, v2, v1
  v_cmp_t_f32 vcc_lo, v1, v2
  v_cmp_t_f32_e64 s10, -v1, |v2|
  v_cmp_t_f32_e64 s11, -|v1|, -v2
  v_cmp_t_f32_e64 s12, v2, v1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f32_e64 s10, v1, 1.0
  v_cmp_lt_f32_e64 s10, -0.5, v2
  v_cmp_lt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_lt_f32 vcc_lo, 0, v2
  v_cmp_eq_f32_e64 s10, v1, 1.0
  v_cmp_eq_f32_e64 s10, -0.5, v2
  v_cmp_eq_f32 vcc_lo, 0x3f800000, v2
  v_cmp_eq_f32 vcc_lo, 0, v2
  v_cmp_ge_f32_e64 s10, v1, 1.0
  v_cmp_ge_f32_e64 s10, -0.5, v2
  v_cmp_ge_f32 vcc_lo, 0x3f800000, v2
  v_cmp_ge_f32 vcc_lo, 0, v2
  v_cmp_u_f32_e64 s10, v1, 1.0
  v_cmp_u_f32_e64 s10, -0.5, v2
  v_cmp_u_f32 vcc_lo, 0x3f800000, v2
  v_cmp_u_f32 vcc_lo, 0, v2
  v_cmp_nlt_f32_e64 s10, v1, 1.0
  v_cmp_nlt_f32_e64 s10, -0.5, v2
  v_cmp_nlt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_nlt_f32 vcc_lo, 0, v2
// MODE denormals: f32 inputs flushed, f16/f64 kept.
  s_denorm_mode 0xe
  v_cmp_f_f32 vcc_lo, v1, v2
  v_cmp_f_f32_e64 s10, -v1, |v2|
  v_cmp_f_f32_e64 s11, -|v1|, -v2
  v_cmp_f_f32_e64 s12, v2, v1
  v_cmp_lt_f32 vcc_lo, v1, v2
  v_cmp_lt_f32_e64 s10, -v1, |v2|
  v_cmp_lt_f32_e64 s11, -|v1|, -v2
  v_cmp_lt_f32_e64 s12, v2, v1
  v_cmp_eq_f32 vcc_lo, v1, v2
  v_cmp_eq_f32_e64 s10, -v1, |v2|
  v_cmp_eq_f32_e64 s11, -|v1|, -v2
  v_cmp_eq_f32_e64 s12, v2, v1
  v_cmp_le_f32 vcc_lo, v1, v2
  v_cmp_le_f32_e64 s10, -v1, |v2|
  v_cmp_le_f32_e64 s11, -|v1|, -v2
  v_cmp_le_f32_e64 s12, v2, v1
  v_cmp_gt_f32 vcc_lo, v1, v2
  v_cmp_gt_f32_e64 s10, -v1, |v2|
  v_cmp_gt_f32_e64 s11, -|v1|, -v2
  v_cmp_gt_f32_e64 s12, v2, v1
  v_cmp_lg_f32 vcc_lo, v1, v2
  v_cmp_lg_f32_e64 s10, -v1, |v2|
  v_cmp_lg_f32_e64 s11, -|v1|, -v2
  v_cmp_lg_f32_e64 s12, v2, v1
  v_cmp_ge_f32 vcc_lo, v1, v2
  v_cmp_ge_f32_e64 s10, -v1, |v2|
  v_cmp_ge_f32_e64 s11, -|v1|, -v2
  v_cmp_ge_f32_e64 s12, v2, v1
  v_cmp_o_f32 vcc_lo, v1, v2
  v_cmp_o_f32_e64 s10, -v1, |v2|
  v_cmp_o_f32_e64 s11, -|v1|, -v2
  v_cmp_o_f32_e64 s12, v2, v1
  v_cmp_u_f32 vcc_lo, v1, v2
  v_cmp_u_f32_e64 s10, -v1, |v2|
  v_cmp_u_f32_e64 s11, -|v1|, -v2
  v_cmp_u_f32_e64 s12, v2, v1
  v_cmp_nge_f32 vcc_lo, v1, v2
  v_cmp_nge_f32_e64 s10, -v1, |v2|
  v_cmp_nge_f32_e64 s11, -|v1|, -v2
  v_cmp_nge_f32_e64 s12, v2, v1
  v_cmp_nlg_f32 vcc_lo, v1, v2
  v_cmp_nlg_f32_e64 s10, -v1, |v2|
  v_cmp_nlg_f32_e64 s11, -|v1|, -v2
  v_cmp_nlg_f32_e64 s12, v2, v1
  v_cmp_ngt_f32 vcc_lo, v1, v2
  v_cmp_ngt_f32_e64 s10, -v1, |v2|
  v_cmp_ngt_f32_e64 s11, -|v1|, -v2
  v_cmp_ngt_f32_e64 s12, v2, v1
  v_cmp_nle_f32 vcc_lo, v1, v2
  v_cmp_nle_f32_e64 s10, -v1, |v2|
  v_cmp_nle_f32_e64 s11, -|v1|, -v2
  v_cmp_nle_f32_e64 s12, v2, v1
  v_cmp_neq_f32 vcc_lo, v1, v2
  v_cmp_neq_f32_e64 s10, -v1, |v2|
  v_cmp_neq_f32_e64 s11, -|v1|, -v2
  v_cmp_neq_f32_e64 s12, v2, v1
  v_cmp_nlt_f32 vcc_lo, v1, v2
  v_cmp_nlt_f32_e64 s10, -v1, |v2|
  v_cmp_nlt_f32_e64 s11, -|v1|, -v2
  v_cmp_nlt_f32_e64 s12, v2, v1
  v_cmp_t_f32 vcc_lo, v1, v2
  v_cmp_t_f32_e64 s10, -v1, |v2|
  v_cmp_t_f32_e64 s11, -|v1|, -v2
  v_cmp_t_f32_e64 s12, v2, v1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f32_e64 s10, v1, 1.0
  v_cmp_lt_f32_e64 s10, -0.5, v2
  v_cmp_lt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_lt_f32 vcc_lo, 0, v2
  v_cmp_eq_f32_e64 s10, v1, 1.0
  v_cmp_eq_f32_e64 s10, -0.5, v2
  v_cmp_eq_f32 vcc_lo, 0x3f800000, v2
  v_cmp_eq_f32 vcc_lo, 0, v2
  v_cmp_ge_f32_e64 s10, v1, 1.0
  v_cmp_ge_f32_e64 s10, -0.5, v2
  v_cmp_ge_f32 vcc_lo, 0x3f800000, v2
  v_cmp_ge_f32 vcc_lo, 0, v2
  v_cmp_u_f32_e64 s10, v1, 1.0
  v_cmp_u_f32_e64 s10, -0.5, v2
  v_cmp_u_f32 vcc_lo, 0x3f800000, v2
  v_cmp_u_f32 vcc_lo, 0, v2
  v_cmp_nlt_f32_e64 s10, v1, 1.0
  v_cmp_nlt_f32_e64 s10, -0.5, v2
  v_cmp_nlt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_nlt_f32 vcc_lo, 0, v2
// MODE denormals: f16/f64 inputs flushed, f32 kept.
  s_denorm_mode 0xb
  v_cmp_f_f32 vcc_lo, v1, v2
  v_cmp_f_f32_e64 s10, -v1, |v2|
  v_cmp_f_f32_e64 s11, -|v1|, -v2
  v_cmp_f_f32_e64 s12, v2, v1
  v_cmp_lt_f32 vcc_lo, v1, v2
  v_cmp_lt_f32_e64 s10, -v1, |v2|
  v_cmp_lt_f32_e64 s11, -|v1|, -v2
  v_cmp_lt_f32_e64 s12, v2, v1
  v_cmp_eq_f32 vcc_lo, v1, v2
  v_cmp_eq_f32_e64 s10, -v1, |v2|
  v_cmp_eq_f32_e64 s11, -|v1|, -v2
  v_cmp_eq_f32_e64 s12, v2, v1
  v_cmp_le_f32 vcc_lo, v1, v2
  v_cmp_le_f32_e64 s10, -v1, |v2|
  v_cmp_le_f32_e64 s11, -|v1|, -v2
  v_cmp_le_f32_e64 s12, v2, v1
  v_cmp_gt_f32 vcc_lo, v1, v2
  v_cmp_gt_f32_e64 s10, -v1, |v2|
  v_cmp_gt_f32_e64 s11, -|v1|, -v2
  v_cmp_gt_f32_e64 s12, v2, v1
  v_cmp_lg_f32 vcc_lo, v1, v2
  v_cmp_lg_f32_e64 s10, -v1, |v2|
  v_cmp_lg_f32_e64 s11, -|v1|, -v2
  v_cmp_lg_f32_e64 s12, v2, v1
  v_cmp_ge_f32 vcc_lo, v1, v2
  v_cmp_ge_f32_e64 s10, -v1, |v2|
  v_cmp_ge_f32_e64 s11, -|v1|, -v2
  v_cmp_ge_f32_e64 s12, v2, v1
  v_cmp_o_f32 vcc_lo, v1, v2
  v_cmp_o_f32_e64 s10, -v1, |v2|
  v_cmp_o_f32_e64 s11, -|v1|, -v2
  v_cmp_o_f32_e64 s12, v2, v1
  v_cmp_u_f32 vcc_lo, v1, v2
  v_cmp_u_f32_e64 s10, -v1, |v2|
  v_cmp_u_f32_e64 s11, -|v1|, -v2
  v_cmp_u_f32_e64 s12, v2, v1
  v_cmp_nge_f32 vcc_lo, v1, v2
  v_cmp_nge_f32_e64 s10, -v1, |v2|
  v_cmp_nge_f32_e64 s11, -|v1|, -v2
  v_cmp_nge_f32_e64 s12, v2, v1
  v_cmp_nlg_f32 vcc_lo, v1, v2
  v_cmp_nlg_f32_e64 s10, -v1, |v2|
  v_cmp_nlg_f32_e64 s11, -|v1|, -v2
  v_cmp_nlg_f32_e64 s12, v2, v1
  v_cmp_ngt_f32 vcc_lo, v1, v2
  v_cmp_ngt_f32_e64 s10, -v1, |v2|
  v_cmp_ngt_f32_e64 s11, -|v1|, -v2
  v_cmp_ngt_f32_e64 s12, v2, v1
  v_cmp_nle_f32 vcc_lo, v1, v2
  v_cmp_nle_f32_e64 s10, -v1, |v2|
  v_cmp_nle_f32_e64 s11, -|v1|, -v2
  v_cmp_nle_f32_e64 s12, v2, v1
  v_cmp_neq_f32 vcc_lo, v1, v2
  v_cmp_neq_f32_e64 s10, -v1, |v2|
  v_cmp_neq_f32_e64 s11, -|v1|, -v2
  v_cmp_neq_f32_e64 s12, v2, v1
  v_cmp_nlt_f32 vcc_lo, v1, v2
  v_cmp_nlt_f32_e64 s10, -v1, |v2|
  v_cmp_nlt_f32_e64 s11, -|v1|, -v2
  v_cmp_nlt_f32_e64 s12, v2, v1
  v_cmp_t_f32 vcc_lo, v1, v2
  v_cmp_t_f32_e64 s10, -v1, |v2|
  v_cmp_t_f32_e64 s11, -|v1|, -v2
  v_cmp_t_f32_e64 s12, v2, v1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f32 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f32_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f32_e64 s10, v1, 1.0
  v_cmp_lt_f32_e64 s10, -0.5, v2
  v_cmp_lt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_lt_f32 vcc_lo, 0, v2
  v_cmp_eq_f32_e64 s10, v1, 1.0
  v_cmp_eq_f32_e64 s10, -0.5, v2
  v_cmp_eq_f32 vcc_lo, 0x3f800000, v2
  v_cmp_eq_f32 vcc_lo, 0, v2
  v_cmp_ge_f32_e64 s10, v1, 1.0
  v_cmp_ge_f32_e64 s10, -0.5, v2
  v_cmp_ge_f32 vcc_lo, 0x3f800000, v2
  v_cmp_ge_f32 vcc_lo, 0, v2
  v_cmp_u_f32_e64 s10, v1, 1.0
  v_cmp_u_f32_e64 s10, -0.5, v2
  v_cmp_u_f32 vcc_lo, 0x3f800000, v2
  v_cmp_u_f32 vcc_lo, 0, v2
  v_cmp_nlt_f32_e64 s10, v1, 1.0
  v_cmp_nlt_f32_e64 s10, -0.5, v2
  v_cmp_nlt_f32 vcc_lo, 0x3f800000, v2
  v_cmp_nlt_f32 vcc_lo, 0, v2
  s_denorm_mode 0xf
  s_endpgm
