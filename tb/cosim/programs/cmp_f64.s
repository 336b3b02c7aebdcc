// Directed cosim program: every v_cmp_*_f64 and v_cmpx_*_f64 (VOPC and VOP3) on
// special pairs (NaNs, zeros, infinities, denormals, extremes) and random ones, with abs/neg
// modifiers, under four MODE input-denormal settings. Written for the compare units
// (rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim.
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x3ff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x40000000
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x40000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x3ff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80000000
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x80000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x7ff80000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x3ff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff80000
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x7ff40000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff40000
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xfff80000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x7ff00000
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x7fefffff
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xfff00000
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0xffefffff
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x7ff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xfff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v3, 0x80000000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x000fffff
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xbff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xc0000000
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xc0000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xbff00000
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xbff00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v2, 0xffffffff
  v_mov_b32 v3, 0x000fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00100000
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x80000000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x80000000
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v2, 0xffffffff
  v_mov_b32 v3, 0x800fffff
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x000fffff
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x00100000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80100000
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0xfff40000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v3, 0x80000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v2, 0xf306dc01
  v_mov_b32 v3, 0x23b6bd8f
  v_mov_b32 v4, 0x41b79d35
  v_mov_b32 v5, 0x5b1196f7
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v2, 0xd9959a62
  v_mov_b32 v3, 0x3be93fb8
  v_mov_b32 v4, 0xd9959a64
  v_mov_b32 v5, 0x3be93fb8
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v2, 0x8cb950a5
  v_mov_b32 v3, 0x906b630c
  v_mov_b32 v4, 0xabb4da1c
  v_mov_b32 v5, 0x5d3c6201
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v2, 0xe37d3739
  v_mov_b32 v3, 0x6e08d514
  v_mov_b32 v4, 0xa7be99ae
  v_mov_b32 v5, 0x1e0b4ee5
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v2, 0x58921843
  v_mov_b32 v3, 0xd1d42a63
  v_mov_b32 v4, 0xa23fb787
  v_mov_b32 v5, 0xfc559a25
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v2, 0x434cbf26
  v_mov_b32 v3, 0xb0e04e90
  v_mov_b32 v4, 0x434cbf22
  v_mov_b32 v5, 0xb0e04e90
  s_mov_b32 exec_lo, -1
// MODE denormals: keep every denormal.
  s_denorm_mode 0xf
  v_cmp_f_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_f_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_f_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_f_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_eq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_eq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_eq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_eq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_le_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_le_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_le_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_le_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_gt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_gt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_gt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_gt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_o_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_o_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_o_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_o_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_u_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_u_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_u_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_u_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ngt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ngt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ngt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ngt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nle_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nle_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nle_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nle_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_neq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_neq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_neq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_neq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_t_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_t_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_t_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_t_f64_e64 s12, v[4:5], v[2:3]
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f64_e64 s10, v[2:3], 1.0
  v_cmp_lt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0, v[4:5]
  v_cmp_eq_f64_e64 s10, v[2:3], 1.0
  v_cmp_eq_f64_e64 s10, -0.5, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0, v[4:5]
  v_cmp_ge_f64_e64 s10, v[2:3], 1.0
  v_cmp_ge_f64_e64 s10, -0.5, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0, v[4:5]
  v_cmp_u_f64_e64 s10, v[2:3], 1.0
  v_cmp_u_f64_e64 s10, -0.5, v[4:5]
  v_cmp_u_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_u_f64 vcc_lo, 0, v[4:5]
  v_cmp_nlt_f64_e64 s10, v[2:3], 1.0
  v_cmp_nlt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0, v[4:5]
// MODE denormals: flush every denormal.
  s_denorm_mode 0x0
  v_cmp_f_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_f_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_f_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_f_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_eq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_eq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_eq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_eq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_le_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_le_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_le_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_le_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_gt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_gt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_gt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_gt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_o_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_o_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_o_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_o_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_u_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_u_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_u_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_u_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ngt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ngt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ngt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ngt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nle_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nle_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nle_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nle_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_neq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_neq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_neq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_neq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_t_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_t_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_t_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_t_f64_e64 s12, v[4:5], v[2:3]
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f64_e64 s10, v[2:3], 1.0
  v_cmp_lt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0, v[4:5]
  v_cmp_eq_f64_e64 s10, v[2:3], 1.0
  v_cmp_eq_f64_e64 s10, -0.5, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0, v[4:5]
  v_cmp_ge_f64_e64 s10, v[2:3], 1.0
  v_cmp_ge_f64_e64 s10, -0.5, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0, v[4:5]
  v_cmp_u_f64_e64 s10, v[2:3], 1.0
  v_cmp_u_f64_e64 s10, -0.5, v[4:5]
  v_cmp_u_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_u_f64 vcc_lo, 0, v[4:5]
  v_cmp_nlt_f64_e64 s10, v[2:3], 1.0
  v_cmp_nlt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0, v[4:5]
// MODE denormals: f32 inputs flushed, f16/f64 kept.
  s_denorm_mode 0xe
  v_cmp_f_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_f_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_f_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_f_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_eq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_eq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_eq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_eq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_le_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_le_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_le_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_le_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_gt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_gt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_gt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_gt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_o_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_o_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_o_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_o_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_u_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_u_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_u_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_u_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ngt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ngt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ngt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ngt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nle_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nle_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nle_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nle_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_neq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_neq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_neq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_neq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_t_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_t_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_t_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_t_f64_e64 s12, v[4:5], v[2:3]
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f64_e64 s10, v[2:3], 1.0
  v_cmp_lt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0, v[4:5]
  v_cmp_eq_f64_e64 s10, v[2:3], 1.0
  v_cmp_eq_f64_e64 s10, -0.5, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0, v[4:5]
  v_cmp_ge_f64_e64 s10, v[2:3], 1.0
  v_cmp_ge_f64_e64 s10, -0.5, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0, v[4:5]
  v_cmp_u_f64_e64 s10, v[2:3], 1.0
  v_cmp_u_f64_e64 s10, -0.5, v[4:5]
  v_cmp_u_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_u_f64 vcc_lo, 0, v[4:5]
  v_cmp_nlt_f64_e64 s10, v[2:3], 1.0
  v_cmp_nlt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0, v[4:5]
// MODE denormals: f16/f64 inputs flushed, f32 kept.
  s_denorm_mode 0xb
  v_cmp_f_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_f_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_f_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_f_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_eq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_eq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_eq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_eq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_le_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_le_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_le_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_le_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_gt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_gt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_gt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_gt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_lg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_lg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_lg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_lg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_o_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_o_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_o_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_o_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_u_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_u_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_u_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_u_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nge_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nge_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nge_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nge_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlg_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlg_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlg_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlg_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_ngt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_ngt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_ngt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_ngt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nle_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nle_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nle_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nle_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_neq_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_neq_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_neq_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_neq_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_nlt_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_nlt_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_nlt_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_nlt_f64_e64 s12, v[4:5], v[2:3]
  v_cmp_t_f64 vcc_lo, v[2:3], v[4:5]
  v_cmp_t_f64_e64 s10, -v[2:3], |v[4:5]|
  v_cmp_t_f64_e64 s11, -|v[2:3]|, -v[4:5]
  v_cmp_t_f64_e64 s12, v[4:5], v[2:3]
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f64 v[2:3], v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f64_e64 |v[2:3]|, -v[4:5]
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f64_e64 s10, v[2:3], 1.0
  v_cmp_lt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_lt_f64 vcc_lo, 0, v[4:5]
  v_cmp_eq_f64_e64 s10, v[2:3], 1.0
  v_cmp_eq_f64_e64 s10, -0.5, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_eq_f64 vcc_lo, 0, v[4:5]
  v_cmp_ge_f64_e64 s10, v[2:3], 1.0
  v_cmp_ge_f64_e64 s10, -0.5, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_ge_f64 vcc_lo, 0, v[4:5]
  v_cmp_u_f64_e64 s10, v[2:3], 1.0
  v_cmp_u_f64_e64 s10, -0.5, v[4:5]
  v_cmp_u_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_u_f64 vcc_lo, 0, v[4:5]
  v_cmp_nlt_f64_e64 s10, v[2:3], 1.0
  v_cmp_nlt_f64_e64 s10, -0.5, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0x3ff00000, v[4:5]
  v_cmp_nlt_f64 vcc_lo, 0, v[4:5]
  s_denorm_mode 0xf
  s_endpgm
