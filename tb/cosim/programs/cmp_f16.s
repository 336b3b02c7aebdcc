// Directed cosim program: every v_cmp_*_f16 and v_cmpx_*_f16 (VOPC and VOP3) on
// special pairs (NaNs, zeros, infinities, denormals, extremes) and random ones, with abs/neg
// modifiers, under four MODE input-denormal settings. Written for the compare units
// (rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim.
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v1, 0x40003c00
  v_mov_b32 v2, 0x3c004000
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v1, 0x3c004000
  v_mov_b32 v2, 0x40003c00
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v1, 0x3c003c00
  v_mov_b32 v2, 0x3c003c00
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x00008000
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v1, 0x00008000
  v_mov_b32 v2, 0x80000000
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v1, 0x3c007e00
  v_mov_b32 v2, 0x7e003c00
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v1, 0x7e003c00
  v_mov_b32 v2, 0x3c007e00
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v1, 0x7d007d00
  v_mov_b32 v2, 0x7d007d00
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v1, 0x7c00fe00
  v_mov_b32 v2, 0xfe007c00
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v1, 0x7bff7c00
  v_mov_b32 v2, 0x7c007bff
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v1, 0xfbfffc00
  v_mov_b32 v2, 0xfc00fbff
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v1, 0x7c007c00
  v_mov_b32 v2, 0x7c007c00
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v1, 0x7c00fc00
  v_mov_b32 v2, 0xfc007c00
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x00010000
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v1, 0x00018001
  v_mov_b32 v2, 0x80010001
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v1, 0x03ff0001
  v_mov_b32 v2, 0x000103ff
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v1, 0xc000bc00
  v_mov_b32 v2, 0xbc00c000
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v1, 0xbc00c000
  v_mov_b32 v2, 0xc000bc00
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v1, 0x3c00bc00
  v_mov_b32 v2, 0xbc003c00
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v1, 0x040003ff
  v_mov_b32 v2, 0x03ff0400
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v1, 0x80018000
  v_mov_b32 v2, 0x80008001
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v1, 0x00010000
  v_mov_b32 v2, 0x00000001
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v1, 0x03ff83ff
  v_mov_b32 v2, 0x83ff03ff
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v1, 0x84000400
  v_mov_b32 v2, 0x04008400
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v1, 0x0000fd00
  v_mov_b32 v2, 0xfd000000
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v1, 0x00008001
  v_mov_b32 v2, 0x80010000
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v1, 0x4249424e
  v_mov_b32 v2, 0x424e4249
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v1, 0xe3d6af1f
  v_mov_b32 v2, 0xaf1fe3d6
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v1, 0xaa8b2f8b
  v_mov_b32 v2, 0x2f8baa8b
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v1, 0xa41525ac
  v_mov_b32 v2, 0x25aca415
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v1, 0xbbe8bbe8
  v_mov_b32 v2, 0xbbe8bbe8
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v1, 0xbea48804
  v_mov_b32 v2, 0x8804bea4
  s_mov_b32 exec_lo, -1
// MODE denormals: keep every denormal.
  s_denorm_mode 0xf
  v_cmp_f_f16 vcc_lo, v1, v2
  v_cmp_f_f16_e64 s10, -v1, |v2|
  v_cmp_f_f16_e64 s11, -|v1|, -v2
  v_cmp_f_f16_e64 s12, v2, v1
  .long 0xd400080c, 0x00020301  // v_cmp_f_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4001a0d, 0x20020501  // v_cmp_f_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c010581  // v_cmp_f_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lt_f16 vcc_lo, v1, v2
  v_cmp_lt_f16_e64 s10, -v1, |v2|
  v_cmp_lt_f16_e64 s11, -|v1|, -v2
  v_cmp_lt_f16_e64 s12, v2, v1
  .long 0xd401080c, 0x00020301  // v_cmp_lt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4011a0d, 0x20020501  // v_cmp_lt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c030581  // v_cmp_lt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_eq_f16 vcc_lo, v1, v2
  v_cmp_eq_f16_e64 s10, -v1, |v2|
  v_cmp_eq_f16_e64 s11, -|v1|, -v2
  v_cmp_eq_f16_e64 s12, v2, v1
  .long 0xd402080c, 0x00020301  // v_cmp_eq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4021a0d, 0x20020501  // v_cmp_eq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c050581  // v_cmp_eq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_le_f16 vcc_lo, v1, v2
  v_cmp_le_f16_e64 s10, -v1, |v2|
  v_cmp_le_f16_e64 s11, -|v1|, -v2
  v_cmp_le_f16_e64 s12, v2, v1
  .long 0xd403080c, 0x00020301  // v_cmp_le_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4031a0d, 0x20020501  // v_cmp_le_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c070581  // v_cmp_le_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_gt_f16 vcc_lo, v1, v2
  v_cmp_gt_f16_e64 s10, -v1, |v2|
  v_cmp_gt_f16_e64 s11, -|v1|, -v2
  v_cmp_gt_f16_e64 s12, v2, v1
  .long 0xd404080c, 0x00020301  // v_cmp_gt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4041a0d, 0x20020501  // v_cmp_gt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c090581  // v_cmp_gt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lg_f16 vcc_lo, v1, v2
  v_cmp_lg_f16_e64 s10, -v1, |v2|
  v_cmp_lg_f16_e64 s11, -|v1|, -v2
  v_cmp_lg_f16_e64 s12, v2, v1
  .long 0xd405080c, 0x00020301  // v_cmp_lg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4051a0d, 0x20020501  // v_cmp_lg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0b0581  // v_cmp_lg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ge_f16 vcc_lo, v1, v2
  v_cmp_ge_f16_e64 s10, -v1, |v2|
  v_cmp_ge_f16_e64 s11, -|v1|, -v2
  v_cmp_ge_f16_e64 s12, v2, v1
  .long 0xd406080c, 0x00020301  // v_cmp_ge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4061a0d, 0x20020501  // v_cmp_ge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0d0581  // v_cmp_ge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_o_f16 vcc_lo, v1, v2
  v_cmp_o_f16_e64 s10, -v1, |v2|
  v_cmp_o_f16_e64 s11, -|v1|, -v2
  v_cmp_o_f16_e64 s12, v2, v1
  .long 0xd407080c, 0x00020301  // v_cmp_o_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4071a0d, 0x20020501  // v_cmp_o_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0f0581  // v_cmp_o_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_u_f16 vcc_lo, v1, v2
  v_cmp_u_f16_e64 s10, -v1, |v2|
  v_cmp_u_f16_e64 s11, -|v1|, -v2
  v_cmp_u_f16_e64 s12, v2, v1
  .long 0xd408080c, 0x00020301  // v_cmp_u_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4081a0d, 0x20020501  // v_cmp_u_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c110581  // v_cmp_u_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nge_f16 vcc_lo, v1, v2
  v_cmp_nge_f16_e64 s10, -v1, |v2|
  v_cmp_nge_f16_e64 s11, -|v1|, -v2
  v_cmp_nge_f16_e64 s12, v2, v1
  .long 0xd409080c, 0x00020301  // v_cmp_nge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4091a0d, 0x20020501  // v_cmp_nge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c130581  // v_cmp_nge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlg_f16 vcc_lo, v1, v2
  v_cmp_nlg_f16_e64 s10, -v1, |v2|
  v_cmp_nlg_f16_e64 s11, -|v1|, -v2
  v_cmp_nlg_f16_e64 s12, v2, v1
  .long 0xd40a080c, 0x00020301  // v_cmp_nlg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40a1a0d, 0x20020501  // v_cmp_nlg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c150581  // v_cmp_nlg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ngt_f16 vcc_lo, v1, v2
  v_cmp_ngt_f16_e64 s10, -v1, |v2|
  v_cmp_ngt_f16_e64 s11, -|v1|, -v2
  v_cmp_ngt_f16_e64 s12, v2, v1
  .long 0xd40b080c, 0x00020301  // v_cmp_ngt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40b1a0d, 0x20020501  // v_cmp_ngt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c170581  // v_cmp_ngt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nle_f16 vcc_lo, v1, v2
  v_cmp_nle_f16_e64 s10, -v1, |v2|
  v_cmp_nle_f16_e64 s11, -|v1|, -v2
  v_cmp_nle_f16_e64 s12, v2, v1
  .long 0xd40c080c, 0x00020301  // v_cmp_nle_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40c1a0d, 0x20020501  // v_cmp_nle_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c190581  // v_cmp_nle_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_neq_f16 vcc_lo, v1, v2
  v_cmp_neq_f16_e64 s10, -v1, |v2|
  v_cmp_neq_f16_e64 s11, -|v1|, -v2
  v_cmp_neq_f16_e64 s12, v2, v1
  .long 0xd40d080c, 0x00020301  // v_cmp_neq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40d1a0d, 0x20020501  // v_cmp_neq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1b0581  // v_cmp_neq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlt_f16 vcc_lo, v1, v2
  v_cmp_nlt_f16_e64 s10, -v1, |v2|
  v_cmp_nlt_f16_e64 s11, -|v1|, -v2
  v_cmp_nlt_f16_e64 s12, v2, v1
  .long 0xd40e080c, 0x00020301  // v_cmp_nlt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40e1a0d, 0x20020501  // v_cmp_nlt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1d0581  // v_cmp_nlt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_t_f16 vcc_lo, v1, v2
  v_cmp_t_f16_e64 s10, -v1, |v2|
  v_cmp_t_f16_e64 s11, -|v1|, -v2
  v_cmp_t_f16_e64 s12, v2, v1
  .long 0xd40f080c, 0x00020301  // v_cmp_t_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40f1a0d, 0x20020501  // v_cmp_t_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1f0581  // v_cmp_t_f16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd480187e, 0x00020501  // v_cmpx_f_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd481187e, 0x00020501  // v_cmpx_lt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd482187e, 0x00020501  // v_cmpx_eq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd483187e, 0x00020501  // v_cmpx_le_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd484187e, 0x00020501  // v_cmpx_gt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd485187e, 0x00020501  // v_cmpx_lg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd486187e, 0x00020501  // v_cmpx_ge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd487187e, 0x00020501  // v_cmpx_o_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd488187e, 0x00020501  // v_cmpx_u_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd489187e, 0x00020501  // v_cmpx_nge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48a187e, 0x00020501  // v_cmpx_nlg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48b187e, 0x00020501  // v_cmpx_ngt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48c187e, 0x00020501  // v_cmpx_nle_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48d187e, 0x00020501  // v_cmpx_neq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48e187e, 0x00020501  // v_cmpx_nlt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48f187e, 0x00020501  // v_cmpx_t_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f16_e64 s10, v1, 1.0
  v_cmp_lt_f16_e64 s10, -0.5, v2
  v_cmp_lt_f16 vcc_lo, 0x3c00, v2
  v_cmp_lt_f16 vcc_lo, 0, v2
  v_cmp_eq_f16_e64 s10, v1, 1.0
  v_cmp_eq_f16_e64 s10, -0.5, v2
  v_cmp_eq_f16 vcc_lo, 0x3c00, v2
  v_cmp_eq_f16 vcc_lo, 0, v2
  v_cmp_ge_f16_e64 s10, v1, 1.0
  v_cmp_ge_f16_e64 s10, -0.5, v2
  v_cmp_ge_f16 vcc_lo, 0x3c00, v2
  v_cmp_ge_f16 vcc_lo, 0, v2
  v_cmp_u_f16_e64 s10, v1, 1.0
  v_cmp_u_f16_e64 s10, -0.5, v2
  v_cmp_u_f16 vcc_lo, 0x3c00, v2
  v_cmp_u_f16 vcc_lo, 0, v2
  v_cmp_nlt_f16_e64 s10, v1, 1.0
  v_cmp_nlt_f16_e64 s10, -0.5, v2
  v_cmp_nlt_f16 vcc_lo, 0x3c00, v2
  v_cmp_nlt_f16 vcc_lo, 0, v2
// MODE denormals: flush every denormal.
  s_denorm_mode 0x0
  v_cmp_f_f16 vcc_lo, v1, v2
  v_cmp_f_f16_e64 s10, -v1, |v2|
  v_cmp_f_f16_e64 s11, -|v1|, -v2
  v_cmp_f_f16_e64 s12, v2, v1
  .long 0xd400080c, 0x00020301  // v_cmp_f_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4001a0d, 0x20020501  // v_cmp_f_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c010581  // v_cmp_f_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lt_f16 vcc_lo, v1, v2
  v_cmp_lt_f16_e64 s10, -v1, |v2|
  v_cmp_lt_f16_e64 s11, -|v1|, -v2
  v_cmp_lt_f16_e64 s12, v2, v1
  .long 0xd401080c, 0x00020301  // v_cmp_lt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4011a0d, 0x20020501  // v_cmp_lt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c030581  // v_cmp_lt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_eq_f16 vcc_lo, v1, v2
  v_cmp_eq_f16_e64 s10, -v1, |v2|
  v_cmp_eq_f16_e64 s11, -|v1|, -v2
  v_cmp_eq_f16_e64 s12, v2, v1
  .long 0xd402080c, 0x00020301  // v_cmp_eq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4021a0d, 0x20020501  // v_cmp_eq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c050581  // v_cmp_eq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_le_f16 vcc_lo, v1, v2
  v_cmp_le_f16_e64 s10, -v1, |v2|
  v_cmp_le_f16_e64 s11, -|v1|, -v2
  v_cmp_le_f16_e64 s12, v2, v1
  .long 0xd403080c, 0x00020301  // v_cmp_le_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4031a0d, 0x20020501  // v_cmp_le_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c070581  // v_cmp_le_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_gt_f16 vcc_lo, v1, v2
  v_cmp_gt_f16_e64 s10, -v1, |v2|
  v_cmp_gt_f16_e64 s11, -|v1|, -v2
  v_cmp_gt_f16_e64 s12, v2, v1
  .long 0xd404080c, 0x00020301  // v_cmp_gt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4041a0d, 0x20020501  // v_cmp_gt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c090581  // v_cmp_gt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lg_f16 vcc_lo, v1, v2
  v_cmp_lg_f16_e64 s10, -v1, |v2|
  v_cmp_lg_f16_e64 s11, -|v1|, -v2
  v_cmp_lg_f16_e64 s12, v2, v1
  .long 0xd405080c, 0x00020301  // v_cmp_lg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4051a0d, 0x20020501  // v_cmp_lg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0b0581  // v_cmp_lg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ge_f16 vcc_lo, v1, v2
  v_cmp_ge_f16_e64 s10, -v1, |v2|
  v_cmp_ge_f16_e64 s11, -|v1|, -v2
  v_cmp_ge_f16_e64 s12, v2, v1
  .long 0xd406080c, 0x00020301  // v_cmp_ge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4061a0d, 0x20020501  // v_cmp_ge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0d0581  // v_cmp_ge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_o_f16 vcc_lo, v1, v2
  v_cmp_o_f16_e64 s10, -v1, |v2|
  v_cmp_o_f16_e64 s11, -|v1|, -v2
  v_cmp_o_f16_e64 s12, v2, v1
  .long 0xd407080c, 0x00020301  // v_cmp_o_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4071a0d, 0x20020501  // v_cmp_o_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0f0581  // v_cmp_o_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_u_f16 vcc_lo, v1, v2
  v_cmp_u_f16_e64 s10, -v1, |v2|
  v_cmp_u_f16_e64 s11, -|v1|, -v2
  v_cmp_u_f16_e64 s12, v2, v1
  .long 0xd408080c, 0x00020301  // v_cmp_u_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4081a0d, 0x20020501  // v_cmp_u_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c110581  // v_cmp_u_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nge_f16 vcc_lo, v1, v2
  v_cmp_nge_f16_e64 s10, -v1, |v2|
  v_cmp_nge_f16_e64 s11, -|v1|, -v2
  v_cmp_nge_f16_e64 s12, v2, v1
  .long 0xd409080c, 0x00020301  // v_cmp_nge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4091a0d, 0x20020501  // v_cmp_nge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c130581  // v_cmp_nge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlg_f16 vcc_lo, v1, v2
  v_cmp_nlg_f16_e64 s10, -v1, |v2|
  v_cmp_nlg_f16_e64 s11, -|v1|, -v2
  v_cmp_nlg_f16_e64 s12, v2, v1
  .long 0xd40a080c, 0x00020301  // v_cmp_nlg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40a1a0d, 0x20020501  // v_cmp_nlg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c150581  // v_cmp_nlg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ngt_f16 vcc_lo, v1, v2
  v_cmp_ngt_f16_e64 s10, -v1, |v2|
  v_cmp_ngt_f16_e64 s11, -|v1|, -v2
  v_cmp_ngt_f16_e64 s12, v2, v1
  .long 0xd40b080c, 0x00020301  // v_cmp_ngt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40b1a0d, 0x20020501  // v_cmp_ngt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c170581  // v_cmp_ngt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nle_f16 vcc_lo, v1, v2
  v_cmp_nle_f16_e64 s10, -v1, |v2|
  v_cmp_nle_f16_e64 s11, -|v1|, -v2
  v_cmp_nle_f16_e64 s12, v2, v1
  .long 0xd40c080c, 0x00020301  // v_cmp_nle_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40c1a0d, 0x20020501  // v_cmp_nle_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c190581  // v_cmp_nle_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_neq_f16 vcc_lo, v1, v2
  v_cmp_neq_f16_e64 s10, -v1, |v2|
  v_cmp_neq_f16_e64 s11, -|v1|, -v2
  v_cmp_neq_f16_e64 s12, v2, v1
  .long 0xd40d080c, 0x00020301  // v_cmp_neq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40d1a0d, 0x20020501  // v_cmp_neq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1b0581  // v_cmp_neq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlt_f16 vcc_lo, v1, v2
  v_cmp_nlt_f16_e64 s10, -v1, |v2|
  v_cmp_nlt_f16_e64 s11, -|v1|, -v2
  v_cmp_nlt_f16_e64 s12, v2, v1
  .long 0xd40e080c, 0x00020301  // v_cmp_nlt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40e1a0d, 0x20020501  // v_cmp_nlt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1d0581  // v_cmp_nlt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_t_f16 vcc_lo, v1, v2
  v_cmp_t_f16_e64 s10, -v1, |v2|
  v_cmp_t_f16_e64 s11, -|v1|, -v2
  v_cmp_t_f16_e64 s12, v2, v1
  .long 0xd40f080c, 0x00020301  // v_cmp_t_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40f1a0d, 0x20020501  // v_cmp_t_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1f0581  // v_cmp_t_f16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd480187e, 0x00020501  // v_cmpx_f_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd481187e, 0x00020501  // v_cmpx_lt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd482187e, 0x00020501  // v_cmpx_eq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd483187e, 0x00020501  // v_cmpx_le_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd484187e, 0x00020501  // v_cmpx_gt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd485187e, 0x00020501  // v_cmpx_lg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd486187e, 0x00020501  // v_cmpx_ge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd487187e, 0x00020501  // v_cmpx_o_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd488187e, 0x00020501  // v_cmpx_u_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd489187e, 0x00020501  // v_cmpx_nge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48a187e, 0x00020501  // v_cmpx_nlg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48b187e, 0x00020501  // v_cmpx_ngt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48c187e, 0x00020501  // v_cmpx_nle_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48d187e, 0x00020501  // v_cmpx_neq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48e187e, 0x00020501  // v_cmpx_nlt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48f187e, 0x00020501  // v_cmpx_t_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f16_e64 s10, v1, 1.0
  v_cmp_lt_f16_e64 s10, -0.5, v2
  v_cmp_lt_f16 vcc_lo, 0x3c00, v2
  v_cmp_lt_f16 vcc_lo, 0, v2
  v_cmp_eq_f16_e64 s10, v1, 1.0
  v_cmp_eq_f16_e64 s10, -0.5, v2
  v_cmp_eq_f16 vcc_lo, 0x3c00, v2
  v_cmp_eq_f16 vcc_lo, 0, v2
  v_cmp_ge_f16_e64 s10, v1, 1.0
  v_cmp_ge_f16_e64 s10, -0.5, v2
  v_cmp_ge_f16 vcc_lo, 0x3c00, v2
  v_cmp_ge_f16 vcc_lo, 0, v2
  v_cmp_u_f16_e64 s10, v1, 1.0
  v_cmp_u_f16_e64 s10, -0.5, v2
  v_cmp_u_f16 vcc_lo, 0x3c00, v2
  v_cmp_u_f16 vcc_lo, 0, v2
  v_cmp_nlt_f16_e64 s10, v1, 1.0
  v_cmp_nlt_f16_e64 s10, -0.5, v2
  v_cmp_nlt_f16 vcc_lo, 0x3c00, v2
  v_cmp_nlt_f16 vcc_lo, 0, v2
// MODE denormals: f32 inputs flushed, f16/f64 kept.
  s_denorm_mode 0xe
  v_cmp_f_f16 vcc_lo, v1, v2
  v_cmp_f_f16_e64 s10, -v1, |v2|
  v_cmp_f_f16_e64 s11, -|v1|, -v2
  v_cmp_f_f16_e64 s12, v2, v1
  .long 0xd400080c, 0x00020301  // v_cmp_f_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4001a0d, 0x20020501  // v_cmp_f_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c010581  // v_cmp_f_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lt_f16 vcc_lo, v1, v2
  v_cmp_lt_f16_e64 s10, -v1, |v2|
  v_cmp_lt_f16_e64 s11, -|v1|, -v2
  v_cmp_lt_f16_e64 s12, v2, v1
  .long 0xd401080c, 0x00020301  // v_cmp_lt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4011a0d, 0x20020501  // v_cmp_lt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c030581  // v_cmp_lt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_eq_f16 vcc_lo, v1, v2
  v_cmp_eq_f16_e64 s10, -v1, |v2|
  v_cmp_eq_f16_e64 s11, -|v1|, -v2
  v_cmp_eq_f16_e64 s12, v2, v1
  .long 0xd402080c, 0x00020301  // v_cmp_eq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4021a0d, 0x20020501  // v_cmp_eq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c050581  // v_cmp_eq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_le_f16 vcc_lo, v1, v2
  v_cmp_le_f16_e64 s10, -v1, |v2|
  v_cmp_le_f16_e64 s11, -|v1|, -v2
  v_cmp_le_f16_e64 s12, v2, v1
  .long 0xd403080c, 0x00020301  // v_cmp_le_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4031a0d, 0x20020501  // v_cmp_le_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c070581  // v_cmp_le_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_gt_f16 vcc_lo, v1, v2
  v_cmp_gt_f16_e64 s10, -v1, |v2|
  v_cmp_gt_f16_e64 s11, -|v1|, -v2
  v_cmp_gt_f16_e64 s12, v2, v1
  .long 0xd404080c, 0x00020301  // v_cmp_gt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4041a0d, 0x20020501  // v_cmp_gt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c090581  // v_cmp_gt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lg_f16 vcc_lo, v1, v2
  v_cmp_lg_f16_e64 s10, -v1, |v2|
  v_cmp_lg_f16_e64 s11, -|v1|, -v2
  v_cmp_lg_f16_e64 s12, v2, v1
  .long 0xd405080c, 0x00020301  // v_cmp_lg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4051a0d, 0x20020501  // v_cmp_lg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0b0581  // v_cmp_lg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ge_f16 vcc_lo, v1, v2
  v_cmp_ge_f16_e64 s10, -v1, |v2|
  v_cmp_ge_f16_e64 s11, -|v1|, -v2
  v_cmp_ge_f16_e64 s12, v2, v1
  .long 0xd406080c, 0x00020301  // v_cmp_ge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4061a0d, 0x20020501  // v_cmp_ge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0d0581  // v_cmp_ge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_o_f16 vcc_lo, v1, v2
  v_cmp_o_f16_e64 s10, -v1, |v2|
  v_cmp_o_f16_e64 s11, -|v1|, -v2
  v_cmp_o_f16_e64 s12, v2, v1
  .long 0xd407080c, 0x00020301  // v_cmp_o_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4071a0d, 0x20020501  // v_cmp_o_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0f0581  // v_cmp_o_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_u_f16 vcc_lo, v1, v2
  v_cmp_u_f16_e64 s10, -v1, |v2|
  v_cmp_u_f16_e64 s11, -|v1|, -v2
  v_cmp_u_f16_e64 s12, v2, v1
  .long 0xd408080c, 0x00020301  // v_cmp_u_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4081a0d, 0x20020501  // v_cmp_u_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c110581  // v_cmp_u_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nge_f16 vcc_lo, v1, v2
  v_cmp_nge_f16_e64 s10, -v1, |v2|
  v_cmp_nge_f16_e64 s11, -|v1|, -v2
  v_cmp_nge_f16_e64 s12, v2, v1
  .long 0xd409080c, 0x00020301  // v_cmp_nge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4091a0d, 0x20020501  // v_cmp_nge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c130581  // v_cmp_nge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlg_f16 vcc_lo, v1, v2
  v_cmp_nlg_f16_e64 s10, -v1, |v2|
  v_cmp_nlg_f16_e64 s11, -|v1|, -v2
  v_cmp_nlg_f16_e64 s12, v2, v1
  .long 0xd40a080c, 0x00020301  // v_cmp_nlg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40a1a0d, 0x20020501  // v_cmp_nlg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c150581  // v_cmp_nlg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ngt_f16 vcc_lo, v1, v2
  v_cmp_ngt_f16_e64 s10, -v1, |v2|
  v_cmp_ngt_f16_e64 s11, -|v1|, -v2
  v_cmp_ngt_f16_e64 s12, v2, v1
  .long 0xd40b080c, 0x00020301  // v_cmp_ngt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40b1a0d, 0x20020501  // v_cmp_ngt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c170581  // v_cmp_ngt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nle_f16 vcc_lo, v1, v2
  v_cmp_nle_f16_e64 s10, -v1, |v2|
  v_cmp_nle_f16_e64 s11, -|v1|, -v2
  v_cmp_nle_f16_e64 s12, v2, v1
  .long 0xd40c080c, 0x00020301  // v_cmp_nle_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40c1a0d, 0x20020501  // v_cmp_nle_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c190581  // v_cmp_nle_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_neq_f16 vcc_lo, v1, v2
  v_cmp_neq_f16_e64 s10, -v1, |v2|
  v_cmp_neq_f16_e64 s11, -|v1|, -v2
  v_cmp_neq_f16_e64 s12, v2, v1
  .long 0xd40d080c, 0x00020301  // v_cmp_neq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40d1a0d, 0x20020501  // v_cmp_neq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1b0581  // v_cmp_neq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlt_f16 vcc_lo, v1, v2
  v_cmp_nlt_f16_e64 s10, -v1, |v2|
  v_cmp_nlt_f16_e64 s11, -|v1|, -v2
  v_cmp_nlt_f16_e64 s12, v2, v1
  .long 0xd40e080c, 0x00020301  // v_cmp_nlt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40e1a0d, 0x20020501  // v_cmp_nlt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1d0581  // v_cmp_nlt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_t_f16 vcc_lo, v1, v2
  v_cmp_t_f16_e64 s10, -v1, |v2|
  v_cmp_t_f16_e64 s11, -|v1|, -v2
  v_cmp_t_f16_e64 s12, v2, v1
  .long 0xd40f080c, 0x00020301  // v_cmp_t_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40f1a0d, 0x20020501  // v_cmp_t_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1f0581  // v_cmp_t_f16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd480187e, 0x00020501  // v_cmpx_f_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd481187e, 0x00020501  // v_cmpx_lt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd482187e, 0x00020501  // v_cmpx_eq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd483187e, 0x00020501  // v_cmpx_le_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd484187e, 0x00020501  // v_cmpx_gt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd485187e, 0x00020501  // v_cmpx_lg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd486187e, 0x00020501  // v_cmpx_ge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd487187e, 0x00020501  // v_cmpx_o_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd488187e, 0x00020501  // v_cmpx_u_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd489187e, 0x00020501  // v_cmpx_nge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48a187e, 0x00020501  // v_cmpx_nlg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48b187e, 0x00020501  // v_cmpx_ngt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48c187e, 0x00020501  // v_cmpx_nle_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48d187e, 0x00020501  // v_cmpx_neq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48e187e, 0x00020501  // v_cmpx_nlt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48f187e, 0x00020501  // v_cmpx_t_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f16_e64 s10, v1, 1.0
  v_cmp_lt_f16_e64 s10, -0.5, v2
  v_cmp_lt_f16 vcc_lo, 0x3c00, v2
  v_cmp_lt_f16 vcc_lo, 0, v2
  v_cmp_eq_f16_e64 s10, v1, 1.0
  v_cmp_eq_f16_e64 s10, -0.5, v2
  v_cmp_eq_f16 vcc_lo, 0x3c00, v2
  v_cmp_eq_f16 vcc_lo, 0, v2
  v_cmp_ge_f16_e64 s10, v1, 1.0
  v_cmp_ge_f16_e64 s10, -0.5, v2
  v_cmp_ge_f16 vcc_lo, 0x3c00, v2
  v_cmp_ge_f16 vcc_lo, 0, v2
  v_cmp_u_f16_e64 s10, v1, 1.0
  v_cmp_u_f16_e64 s10, -0.5, v2
  v_cmp_u_f16 vcc_lo, 0x3c00, v2
  v_cmp_u_f16 vcc_lo, 0, v2
  v_cmp_nlt_f16_e64 s10, v1, 1.0
  v_cmp_nlt_f16_e64 s10, -0.5, v2
  v_cmp_nlt_f16 vcc_lo, 0x3c00, v2
  v_cmp_nlt_f16 vcc_lo, 0, v2
// MODE denormals: f16/f64 inputs flushed, f32 kept.
  s_denorm_mode 0xb
  v_cmp_f_f16 vcc_lo, v1, v2
  v_cmp_f_f16_e64 s10, -v1, |v2|
  v_cmp_f_f16_e64 s11, -|v1|, -v2
  v_cmp_f_f16_e64 s12, v2, v1
  .long 0xd400080c, 0x00020301  // v_cmp_f_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4001a0d, 0x20020501  // v_cmp_f_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c010581  // v_cmp_f_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lt_f16 vcc_lo, v1, v2
  v_cmp_lt_f16_e64 s10, -v1, |v2|
  v_cmp_lt_f16_e64 s11, -|v1|, -v2
  v_cmp_lt_f16_e64 s12, v2, v1
  .long 0xd401080c, 0x00020301  // v_cmp_lt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4011a0d, 0x20020501  // v_cmp_lt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c030581  // v_cmp_lt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_eq_f16 vcc_lo, v1, v2
  v_cmp_eq_f16_e64 s10, -v1, |v2|
  v_cmp_eq_f16_e64 s11, -|v1|, -v2
  v_cmp_eq_f16_e64 s12, v2, v1
  .long 0xd402080c, 0x00020301  // v_cmp_eq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4021a0d, 0x20020501  // v_cmp_eq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c050581  // v_cmp_eq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_le_f16 vcc_lo, v1, v2
  v_cmp_le_f16_e64 s10, -v1, |v2|
  v_cmp_le_f16_e64 s11, -|v1|, -v2
  v_cmp_le_f16_e64 s12, v2, v1
  .long 0xd403080c, 0x00020301  // v_cmp_le_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4031a0d, 0x20020501  // v_cmp_le_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c070581  // v_cmp_le_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_gt_f16 vcc_lo, v1, v2
  v_cmp_gt_f16_e64 s10, -v1, |v2|
  v_cmp_gt_f16_e64 s11, -|v1|, -v2
  v_cmp_gt_f16_e64 s12, v2, v1
  .long 0xd404080c, 0x00020301  // v_cmp_gt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4041a0d, 0x20020501  // v_cmp_gt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c090581  // v_cmp_gt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_lg_f16 vcc_lo, v1, v2
  v_cmp_lg_f16_e64 s10, -v1, |v2|
  v_cmp_lg_f16_e64 s11, -|v1|, -v2
  v_cmp_lg_f16_e64 s12, v2, v1
  .long 0xd405080c, 0x00020301  // v_cmp_lg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4051a0d, 0x20020501  // v_cmp_lg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0b0581  // v_cmp_lg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ge_f16 vcc_lo, v1, v2
  v_cmp_ge_f16_e64 s10, -v1, |v2|
  v_cmp_ge_f16_e64 s11, -|v1|, -v2
  v_cmp_ge_f16_e64 s12, v2, v1
  .long 0xd406080c, 0x00020301  // v_cmp_ge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4061a0d, 0x20020501  // v_cmp_ge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0d0581  // v_cmp_ge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_o_f16 vcc_lo, v1, v2
  v_cmp_o_f16_e64 s10, -v1, |v2|
  v_cmp_o_f16_e64 s11, -|v1|, -v2
  v_cmp_o_f16_e64 s12, v2, v1
  .long 0xd407080c, 0x00020301  // v_cmp_o_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4071a0d, 0x20020501  // v_cmp_o_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c0f0581  // v_cmp_o_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_u_f16 vcc_lo, v1, v2
  v_cmp_u_f16_e64 s10, -v1, |v2|
  v_cmp_u_f16_e64 s11, -|v1|, -v2
  v_cmp_u_f16_e64 s12, v2, v1
  .long 0xd408080c, 0x00020301  // v_cmp_u_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4081a0d, 0x20020501  // v_cmp_u_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c110581  // v_cmp_u_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nge_f16 vcc_lo, v1, v2
  v_cmp_nge_f16_e64 s10, -v1, |v2|
  v_cmp_nge_f16_e64 s11, -|v1|, -v2
  v_cmp_nge_f16_e64 s12, v2, v1
  .long 0xd409080c, 0x00020301  // v_cmp_nge_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd4091a0d, 0x20020501  // v_cmp_nge_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c130581  // v_cmp_nge_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlg_f16 vcc_lo, v1, v2
  v_cmp_nlg_f16_e64 s10, -v1, |v2|
  v_cmp_nlg_f16_e64 s11, -|v1|, -v2
  v_cmp_nlg_f16_e64 s12, v2, v1
  .long 0xd40a080c, 0x00020301  // v_cmp_nlg_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40a1a0d, 0x20020501  // v_cmp_nlg_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c150581  // v_cmp_nlg_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_ngt_f16 vcc_lo, v1, v2
  v_cmp_ngt_f16_e64 s10, -v1, |v2|
  v_cmp_ngt_f16_e64 s11, -|v1|, -v2
  v_cmp_ngt_f16_e64 s12, v2, v1
  .long 0xd40b080c, 0x00020301  // v_cmp_ngt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40b1a0d, 0x20020501  // v_cmp_ngt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c170581  // v_cmp_ngt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nle_f16 vcc_lo, v1, v2
  v_cmp_nle_f16_e64 s10, -v1, |v2|
  v_cmp_nle_f16_e64 s11, -|v1|, -v2
  v_cmp_nle_f16_e64 s12, v2, v1
  .long 0xd40c080c, 0x00020301  // v_cmp_nle_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40c1a0d, 0x20020501  // v_cmp_nle_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c190581  // v_cmp_nle_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_neq_f16 vcc_lo, v1, v2
  v_cmp_neq_f16_e64 s10, -v1, |v2|
  v_cmp_neq_f16_e64 s11, -|v1|, -v2
  v_cmp_neq_f16_e64 s12, v2, v1
  .long 0xd40d080c, 0x00020301  // v_cmp_neq_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40d1a0d, 0x20020501  // v_cmp_neq_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1b0581  // v_cmp_neq_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_nlt_f16 vcc_lo, v1, v2
  v_cmp_nlt_f16_e64 s10, -v1, |v2|
  v_cmp_nlt_f16_e64 s11, -|v1|, -v2
  v_cmp_nlt_f16_e64 s12, v2, v1
  .long 0xd40e080c, 0x00020301  // v_cmp_nlt_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40e1a0d, 0x20020501  // v_cmp_nlt_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1d0581  // v_cmp_nlt_f16_e32 vcc_lo, v1.h, v2.h
  v_cmp_t_f16 vcc_lo, v1, v2
  v_cmp_t_f16_e64 s10, -v1, |v2|
  v_cmp_t_f16_e64 s11, -|v1|, -v2
  v_cmp_t_f16_e64 s12, v2, v1
  .long 0xd40f080c, 0x00020301  // v_cmp_t_f16_e64 s12, v1.h, v1 (op_sel:[1,0])
  .long 0xd40f1a0d, 0x20020501  // v_cmp_t_f16_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])
  .long 0x7c1f0581  // v_cmp_t_f16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_f_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_f_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd480187e, 0x00020501  // v_cmpx_f_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd481187e, 0x00020501  // v_cmpx_lt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_eq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd482187e, 0x00020501  // v_cmpx_eq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_le_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd483187e, 0x00020501  // v_cmpx_le_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_gt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd484187e, 0x00020501  // v_cmpx_gt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_lg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd485187e, 0x00020501  // v_cmpx_lg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd486187e, 0x00020501  // v_cmpx_ge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_o_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_o_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd487187e, 0x00020501  // v_cmpx_o_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_u_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_u_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd488187e, 0x00020501  // v_cmpx_u_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nge_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nge_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd489187e, 0x00020501  // v_cmpx_nge_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlg_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlg_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48a187e, 0x00020501  // v_cmpx_nlg_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_ngt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ngt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48b187e, 0x00020501  // v_cmpx_ngt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nle_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nle_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48c187e, 0x00020501  // v_cmpx_nle_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_neq_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_neq_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48d187e, 0x00020501  // v_cmpx_neq_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_nlt_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_nlt_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48e187e, 0x00020501  // v_cmpx_nlt_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_lo, 0xfff7fffe
  v_cmpx_t_f16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_t_f16_e64 |v1|, -v2
  s_mov_b32 exec_lo, -1
  .long 0xd48f187e, 0x00020501  // v_cmpx_t_f16_e64 v1.h, v2.h (op_sel:[1,1])
  s_mov_b32 exec_lo, -1
  v_cmp_lt_f16_e64 s10, v1, 1.0
  v_cmp_lt_f16_e64 s10, -0.5, v2
  v_cmp_lt_f16 vcc_lo, 0x3c00, v2
  v_cmp_lt_f16 vcc_lo, 0, v2
  v_cmp_eq_f16_e64 s10, v1, 1.0
  v_cmp_eq_f16_e64 s10, -0.5, v2
  v_cmp_eq_f16 vcc_lo, 0x3c00, v2
  v_cmp_eq_f16 vcc_lo, 0, v2
  v_cmp_ge_f16_e64 s10, v1, 1.0
  v_cmp_ge_f16_e64 s10, -0.5, v2
  v_cmp_ge_f16 vcc_lo, 0x3c00, v2
  v_cmp_ge_f16 vcc_lo, 0, v2
  v_cmp_u_f16_e64 s10, v1, 1.0
  v_cmp_u_f16_e64 s10, -0.5, v2
  v_cmp_u_f16 vcc_lo, 0x3c00, v2
  v_cmp_u_f16 vcc_lo, 0, v2
  v_cmp_nlt_f16_e64 s10, v1, 1.0
  v_cmp_nlt_f16_e64 s10, -0.5, v2
  v_cmp_nlt_f16 vcc_lo, 0x3c00, v2
  v_cmp_nlt_f16 vcc_lo, 0, v2
  s_denorm_mode 0xf
  s_endpgm
