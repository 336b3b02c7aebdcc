// Directed cosim program: every integer v_cmp/v_cmpx (i16, u16, i32, u32, i64, u64; VOPC and
// VOP3) on extreme, equal, adjacent and random pairs, 16-bit halves by op_sel and v[n].h,
// inline constants and literals. Written for the compare units (rtl/cutlm_valu_cmp*.sv);
// run: cutlm run THIS --cosim.
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v1, 0x7fff2285
  v_mov_b32 v2, 0xffff2286
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000001
  v_mov_b32 v8, 0xe6eca3da
  v_mov_b32 v9, 0xf541ab61
  v_mov_b32 v10, 0xe6eca3da
  v_mov_b32 v11, 0xf541ab61
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v1, 0x13d27182
  v_mov_b32 v2, 0x13d27282
  v_mov_b32 v6, 0xae7c7ae4
  v_mov_b32 v7, 0x2655fa99
  v_mov_b32 v8, 0x31a3cf78
  v_mov_b32 v9, 0xc42a14b6
  v_mov_b32 v10, 0x31a3cf78
  v_mov_b32 v11, 0xc42a14b6
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v1, 0x85a30001
  v_mov_b32 v2, 0x5ddf0001
  v_mov_b32 v6, 0x7fffffff
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x80000000
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v1, 0x092940d9
  v_mov_b32 v2, 0x017640d9
  v_mov_b32 v6, 0x12345678
  v_mov_b32 v7, 0x12345678
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v1, 0x00017fff
  v_mov_b32 v2, 0x8000ffff
  v_mov_b32 v6, 0xfffffffe
  v_mov_b32 v7, 0x00000001
  v_mov_b32 v8, 0x2dc04d35
  v_mov_b32 v9, 0x20122283
  v_mov_b32 v10, 0x1a5632e0
  v_mov_b32 v11, 0x0168ef24
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v1, 0x88630001
  v_mov_b32 v2, 0x8863ffff
  v_mov_b32 v6, 0xef72d4b9
  v_mov_b32 v7, 0xef72d4b8
  v_mov_b32 v8, 0x4ea98bad
  v_mov_b32 v9, 0x14a69560
  v_mov_b32 v10, 0x4ea98bad
  v_mov_b32 v11, 0x14a69560
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v1, 0x79663c46
  v_mov_b32 v2, 0x79663c46
  v_mov_b32 v6, 0xeba25611
  v_mov_b32 v7, 0xeba25611
  v_mov_b32 v8, 0x7f370bf3
  v_mov_b32 v9, 0x9238c6a1
  v_mov_b32 v10, 0x8579adc3
  v_mov_b32 v11, 0xb9848002
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v1, 0x0001e2f9
  v_mov_b32 v2, 0x7fffe2f9
  v_mov_b32 v6, 0x31eeb892
  v_mov_b32 v7, 0x31efb892
  v_mov_b32 v8, 0x36dc679c
  v_mov_b32 v9, 0xb495548a
  v_mov_b32 v10, 0xbecf0c0d
  v_mov_b32 v11, 0xe93f81d0
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v1, 0x604c7fff
  v_mov_b32 v2, 0x614c0001
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x12345678
  v_mov_b32 v8, 0x6dae4547
  v_mov_b32 v9, 0x06ea9425
  v_mov_b32 v10, 0x6dae4547
  v_mov_b32 v11, 0x06ea9426
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v1, 0x2836fffe
  v_mov_b32 v2, 0x2936fffe
  v_mov_b32 v6, 0x0d4c58ab
  v_mov_b32 v7, 0x0d4c58ab
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x7fffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0xffffffff
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v1, 0x800063c2
  v_mov_b32 v2, 0xfffe008e
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0xffffffff
  v_mov_b32 v8, 0x275bbf80
  v_mov_b32 v9, 0xa67ce511
  v_mov_b32 v10, 0x0db79902
  v_mov_b32 v11, 0xbb62bd1c
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v1, 0x3715eed7
  v_mov_b32 v2, 0x4230eed6
  v_mov_b32 v6, 0x5ee957a6
  v_mov_b32 v7, 0x5eea57a6
  v_mov_b32 v8, 0xed04c666
  v_mov_b32 v9, 0xc03750ba
  v_mov_b32 v10, 0xed04c666
  v_mov_b32 v11, 0xc03750ba
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v1, 0x3c5b8000
  v_mov_b32 v2, 0x3c5b1234
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0xffffffff
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v1, 0x000171f3
  v_mov_b32 v2, 0xffff72f3
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7fffffff
  v_mov_b32 v8, 0x3e610134
  v_mov_b32 v9, 0x50faac1b
  v_mov_b32 v10, 0x3e610134
  v_mov_b32 v11, 0x50faac1c
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v1, 0x0001fffe
  v_mov_b32 v2, 0xfffe8000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000001
  v_mov_b32 v8, 0x9241b7ed
  v_mov_b32 v9, 0x730b07bb
  v_mov_b32 v10, 0x9241b7ed
  v_mov_b32 v11, 0x730b07bb
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v1, 0x00004053
  v_mov_b32 v2, 0x7fff4054
  v_mov_b32 v6, 0x1b6e7779
  v_mov_b32 v7, 0x1b6f7779
  v_mov_b32 v8, 0xe8334ba1
  v_mov_b32 v9, 0x5705603e
  v_mov_b32 v10, 0xa727a3ba
  v_mov_b32 v11, 0x386ef954
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v1, 0x00001234
  v_mov_b32 v2, 0x0000fffe
  v_mov_b32 v6, 0xddc89919
  v_mov_b32 v7, 0xddc89918
  v_mov_b32 v8, 0x864d687e
  v_mov_b32 v9, 0xb35a8de7
  v_mov_b32 v10, 0x864d687f
  v_mov_b32 v11, 0xb35a8de7
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v1, 0x998dfffe
  v_mov_b32 v2, 0x998cfffe
  v_mov_b32 v6, 0xcf1ec7ba
  v_mov_b32 v7, 0xa09c74e3
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0xffffffff
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v1, 0x4e6efffe
  v_mov_b32 v2, 0x4e6dffff
  v_mov_b32 v6, 0x9f440f98
  v_mov_b32 v7, 0x9f440f98
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x7fffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v1, 0xfdd28000
  v_mov_b32 v2, 0xfdd20001
  v_mov_b32 v6, 0xac9c8903
  v_mov_b32 v7, 0xb74d1614
  v_mov_b32 v8, 0xd4cfc3c1
  v_mov_b32 v9, 0x22210d76
  v_mov_b32 v10, 0xae6d4bca
  v_mov_b32 v11, 0x5843990b
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v1, 0x55360ae5
  v_mov_b32 v2, 0x553694b4
  v_mov_b32 v6, 0xeb18731b
  v_mov_b32 v7, 0xeb18731a
  v_mov_b32 v8, 0xaaccb15c
  v_mov_b32 v9, 0x4893e8f3
  v_mov_b32 v10, 0xaaccb15c
  v_mov_b32 v11, 0x4893e8f4
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v1, 0xffff09e4
  v_mov_b32 v2, 0x800009e5
  v_mov_b32 v6, 0x7fffffff
  v_mov_b32 v7, 0x80000000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x7fffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x7fffffff
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v1, 0x25fb91e4
  v_mov_b32 v2, 0xdd1291e4
  v_mov_b32 v6, 0x78a268ff
  v_mov_b32 v7, 0x63dd2d4d
  v_mov_b32 v8, 0x98b5e570
  v_mov_b32 v9, 0x1abfe6b7
  v_mov_b32 v10, 0x98b5e56f
  v_mov_b32 v11, 0x1abfe6b7
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v1, 0x7fff7fff
  v_mov_b32 v2, 0x12340001
  v_mov_b32 v6, 0x12345678
  v_mov_b32 v7, 0x00000001
  v_mov_b32 v8, 0x2446b39d
  v_mov_b32 v9, 0x9c2ca931
  v_mov_b32 v10, 0x2446b39d
  v_mov_b32 v11, 0x9c2ca931
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v1, 0x7ffffffe
  v_mov_b32 v2, 0x7fffffff
  v_mov_b32 v6, 0x00f0a572
  v_mov_b32 v7, 0x00f0a572
  v_mov_b32 v8, 0x06ab1f24
  v_mov_b32 v9, 0xc6685080
  v_mov_b32 v10, 0x06ab1f25
  v_mov_b32 v11, 0xc6685080
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v1, 0x4a7a0001
  v_mov_b32 v2, 0x4a790001
  v_mov_b32 v6, 0x883ead0f
  v_mov_b32 v7, 0x883ead0f
  v_mov_b32 v8, 0x61901e60
  v_mov_b32 v9, 0x93fbe97f
  v_mov_b32 v10, 0xd0917142
  v_mov_b32 v11, 0x9230a15a
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v1, 0x0000fffe
  v_mov_b32 v2, 0x7fffffff
  v_mov_b32 v6, 0x7fffffff
  v_mov_b32 v7, 0x00000001
  v_mov_b32 v8, 0x9268004f
  v_mov_b32 v9, 0x8364a709
  v_mov_b32 v10, 0x9268004f
  v_mov_b32 v11, 0x8364a709
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v1, 0x95d28b16
  v_mov_b32 v2, 0x95d28b16
  v_mov_b32 v6, 0x3f4f2878
  v_mov_b32 v7, 0xf4385693
  v_mov_b32 v8, 0xeed9797d
  v_mov_b32 v9, 0xdbef2191
  v_mov_b32 v10, 0xeed9797d
  v_mov_b32 v11, 0xdbef2191
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v1, 0xfd67f89a
  v_mov_b32 v2, 0x6f2bf89b
  v_mov_b32 v6, 0xda80ddef
  v_mov_b32 v7, 0x5ffeeea4
  v_mov_b32 v8, 0xf3d05e59
  v_mov_b32 v9, 0x47cd73ed
  v_mov_b32 v10, 0xf3d05e59
  v_mov_b32 v11, 0x47cd73ed
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v1, 0xffffa524
  v_mov_b32 v2, 0x7fff17b8
  v_mov_b32 v6, 0xfe454634
  v_mov_b32 v7, 0xfe454634
  v_mov_b32 v8, 0x00000001
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x80000000
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v1, 0x12342061
  v_mov_b32 v2, 0x00002061
  v_mov_b32 v6, 0xcd09e875
  v_mov_b32 v7, 0x7bea8a85
  v_mov_b32 v8, 0x6013e022
  v_mov_b32 v9, 0x9477f5ca
  v_mov_b32 v10, 0x6013e021
  v_mov_b32 v11, 0x9477f5ca
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v1, 0xffff1f1b
  v_mov_b32 v2, 0xfffe6875
  v_mov_b32 v6, 0x27b2bdda
  v_mov_b32 v7, 0x27b2bdda
  v_mov_b32 v8, 0xee823e27
  v_mov_b32 v9, 0x6a0f709e
  v_mov_b32 v10, 0xee823e28
  v_mov_b32 v11, 0x6a0f709e
  s_mov_b32 exec_lo, -1
// i16: low halves, then high halves.
  v_cmp_lt_i16 vcc_lo, v1, v2
  v_cmp_lt_i16_e64 s10, v2, v1
  v_cmp_lt_i16_e64 s10, v1, -1
  v_cmp_lt_i16_e64 s10, 0x8000, v1
  .long 0xd431180c, 0x00020501  // v_cmp_lt_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd431080c, 0x00020301  // v_cmp_lt_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c630581  // v_cmp_lt_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_lt_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_eq_i16 vcc_lo, v1, v2
  v_cmp_eq_i16_e64 s10, v2, v1
  v_cmp_eq_i16_e64 s10, v1, -1
  v_cmp_eq_i16_e64 s10, 0x8000, v1
  .long 0xd432180c, 0x00020501  // v_cmp_eq_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd432080c, 0x00020301  // v_cmp_eq_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c650581  // v_cmp_eq_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_eq_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_le_i16 vcc_lo, v1, v2
  v_cmp_le_i16_e64 s10, v2, v1
  v_cmp_le_i16_e64 s10, v1, -1
  v_cmp_le_i16_e64 s10, 0x8000, v1
  .long 0xd433180c, 0x00020501  // v_cmp_le_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd433080c, 0x00020301  // v_cmp_le_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c670581  // v_cmp_le_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_le_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_gt_i16 vcc_lo, v1, v2
  v_cmp_gt_i16_e64 s10, v2, v1
  v_cmp_gt_i16_e64 s10, v1, -1
  v_cmp_gt_i16_e64 s10, 0x8000, v1
  .long 0xd434180c, 0x00020501  // v_cmp_gt_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd434080c, 0x00020301  // v_cmp_gt_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c690581  // v_cmp_gt_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_gt_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_ne_i16 vcc_lo, v1, v2
  v_cmp_ne_i16_e64 s10, v2, v1
  v_cmp_ne_i16_e64 s10, v1, -1
  v_cmp_ne_i16_e64 s10, 0x8000, v1
  .long 0xd435180c, 0x00020501  // v_cmp_ne_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd435080c, 0x00020301  // v_cmp_ne_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c6b0581  // v_cmp_ne_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_ne_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_ge_i16 vcc_lo, v1, v2
  v_cmp_ge_i16_e64 s10, v2, v1
  v_cmp_ge_i16_e64 s10, v1, -1
  v_cmp_ge_i16_e64 s10, 0x8000, v1
  .long 0xd436180c, 0x00020501  // v_cmp_ge_i16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd436080c, 0x00020301  // v_cmp_ge_i16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c6d0581  // v_cmp_ge_i16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_ge_i16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_i16_e64 v2, 5
  s_mov_b32 exec_lo, -1
// u16: low halves, then high halves.
  v_cmp_lt_u16 vcc_lo, v1, v2
  v_cmp_lt_u16_e64 s10, v2, v1
  v_cmp_lt_u16_e64 s10, v1, -1
  v_cmp_lt_u16_e64 s10, 0x8000, v1
  .long 0xd439180c, 0x00020501  // v_cmp_lt_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd439080c, 0x00020301  // v_cmp_lt_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c730581  // v_cmp_lt_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_lt_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_eq_u16 vcc_lo, v1, v2
  v_cmp_eq_u16_e64 s10, v2, v1
  v_cmp_eq_u16_e64 s10, v1, -1
  v_cmp_eq_u16_e64 s10, 0x8000, v1
  .long 0xd43a180c, 0x00020501  // v_cmp_eq_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd43a080c, 0x00020301  // v_cmp_eq_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c750581  // v_cmp_eq_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_eq_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_le_u16 vcc_lo, v1, v2
  v_cmp_le_u16_e64 s10, v2, v1
  v_cmp_le_u16_e64 s10, v1, -1
  v_cmp_le_u16_e64 s10, 0x8000, v1
  .long 0xd43b180c, 0x00020501  // v_cmp_le_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd43b080c, 0x00020301  // v_cmp_le_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c770581  // v_cmp_le_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_le_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_le_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_gt_u16 vcc_lo, v1, v2
  v_cmp_gt_u16_e64 s10, v2, v1
  v_cmp_gt_u16_e64 s10, v1, -1
  v_cmp_gt_u16_e64 s10, 0x8000, v1
  .long 0xd43c180c, 0x00020501  // v_cmp_gt_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd43c080c, 0x00020301  // v_cmp_gt_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c790581  // v_cmp_gt_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_gt_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_ne_u16 vcc_lo, v1, v2
  v_cmp_ne_u16_e64 s10, v2, v1
  v_cmp_ne_u16_e64 s10, v1, -1
  v_cmp_ne_u16_e64 s10, 0x8000, v1
  .long 0xd43d180c, 0x00020501  // v_cmp_ne_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd43d080c, 0x00020301  // v_cmp_ne_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c7b0581  // v_cmp_ne_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_ne_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
  v_cmp_ge_u16 vcc_lo, v1, v2
  v_cmp_ge_u16_e64 s10, v2, v1
  v_cmp_ge_u16_e64 s10, v1, -1
  v_cmp_ge_u16_e64 s10, 0x8000, v1
  .long 0xd43e180c, 0x00020501  // v_cmp_ge_u16_e64 s12, v1.h, v2.h (op_sel:[1,1])
  .long 0xd43e080c, 0x00020301  // v_cmp_ge_u16_e64 s12, v1.h, v1.l (op_sel:[1,0])
  .long 0x7c7d0581  // v_cmp_ge_u16_e32 vcc_lo, v1.h, v2.h
  s_mov_b32 exec_lo, 0x7ffffffe
  v_cmpx_ge_u16 v1, v2
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_u16_e64 v2, 5
  s_mov_b32 exec_lo, -1
// i32.
  v_cmp_f_i32 vcc_lo, v6, v7
  v_cmp_f_i32_e64 s10, v7, v6
  v_cmp_f_i32_e64 s10, v6, v6
  v_cmp_f_i32_e64 s10, v6, -1
  v_cmp_f_i32 vcc_lo, 0x80000000, v7
  v_cmp_f_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_f_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_f_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_lt_i32 vcc_lo, v6, v7
  v_cmp_lt_i32_e64 s10, v7, v6
  v_cmp_lt_i32_e64 s10, v6, v6
  v_cmp_lt_i32_e64 s10, v6, -1
  v_cmp_lt_i32 vcc_lo, 0x80000000, v7
  v_cmp_lt_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_lt_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_eq_i32 vcc_lo, v6, v7
  v_cmp_eq_i32_e64 s10, v7, v6
  v_cmp_eq_i32_e64 s10, v6, v6
  v_cmp_eq_i32_e64 s10, v6, -1
  v_cmp_eq_i32 vcc_lo, 0x80000000, v7
  v_cmp_eq_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_eq_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_le_i32 vcc_lo, v6, v7
  v_cmp_le_i32_e64 s10, v7, v6
  v_cmp_le_i32_e64 s10, v6, v6
  v_cmp_le_i32_e64 s10, v6, -1
  v_cmp_le_i32 vcc_lo, 0x80000000, v7
  v_cmp_le_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_le_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_le_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_gt_i32 vcc_lo, v6, v7
  v_cmp_gt_i32_e64 s10, v7, v6
  v_cmp_gt_i32_e64 s10, v6, v6
  v_cmp_gt_i32_e64 s10, v6, -1
  v_cmp_gt_i32 vcc_lo, 0x80000000, v7
  v_cmp_gt_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_gt_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_ne_i32 vcc_lo, v6, v7
  v_cmp_ne_i32_e64 s10, v7, v6
  v_cmp_ne_i32_e64 s10, v6, v6
  v_cmp_ne_i32_e64 s10, v6, -1
  v_cmp_ne_i32 vcc_lo, 0x80000000, v7
  v_cmp_ne_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ne_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_ge_i32 vcc_lo, v6, v7
  v_cmp_ge_i32_e64 s10, v7, v6
  v_cmp_ge_i32_e64 s10, v6, v6
  v_cmp_ge_i32_e64 s10, v6, -1
  v_cmp_ge_i32 vcc_lo, 0x80000000, v7
  v_cmp_ge_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ge_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_t_i32 vcc_lo, v6, v7
  v_cmp_t_i32_e64 s10, v7, v6
  v_cmp_t_i32_e64 s10, v6, v6
  v_cmp_t_i32_e64 s10, v6, -1
  v_cmp_t_i32 vcc_lo, 0x80000000, v7
  v_cmp_t_i32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_t_i32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_t_i32_e64 v7, 0
  s_mov_b32 exec_lo, -1
// u32.
  v_cmp_f_u32 vcc_lo, v6, v7
  v_cmp_f_u32_e64 s10, v7, v6
  v_cmp_f_u32_e64 s10, v6, v6
  v_cmp_f_u32_e64 s10, v6, -1
  v_cmp_f_u32 vcc_lo, 0x80000000, v7
  v_cmp_f_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_f_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_f_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_lt_u32 vcc_lo, v6, v7
  v_cmp_lt_u32_e64 s10, v7, v6
  v_cmp_lt_u32_e64 s10, v6, v6
  v_cmp_lt_u32_e64 s10, v6, -1
  v_cmp_lt_u32 vcc_lo, 0x80000000, v7
  v_cmp_lt_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_lt_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_eq_u32 vcc_lo, v6, v7
  v_cmp_eq_u32_e64 s10, v7, v6
  v_cmp_eq_u32_e64 s10, v6, v6
  v_cmp_eq_u32_e64 s10, v6, -1
  v_cmp_eq_u32 vcc_lo, 0x80000000, v7
  v_cmp_eq_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_eq_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_le_u32 vcc_lo, v6, v7
  v_cmp_le_u32_e64 s10, v7, v6
  v_cmp_le_u32_e64 s10, v6, v6
  v_cmp_le_u32_e64 s10, v6, -1
  v_cmp_le_u32 vcc_lo, 0x80000000, v7
  v_cmp_le_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_le_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_le_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_gt_u32 vcc_lo, v6, v7
  v_cmp_gt_u32_e64 s10, v7, v6
  v_cmp_gt_u32_e64 s10, v6, v6
  v_cmp_gt_u32_e64 s10, v6, -1
  v_cmp_gt_u32 vcc_lo, 0x80000000, v7
  v_cmp_gt_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_gt_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_ne_u32 vcc_lo, v6, v7
  v_cmp_ne_u32_e64 s10, v7, v6
  v_cmp_ne_u32_e64 s10, v6, v6
  v_cmp_ne_u32_e64 s10, v6, -1
  v_cmp_ne_u32 vcc_lo, 0x80000000, v7
  v_cmp_ne_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ne_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_ge_u32 vcc_lo, v6, v7
  v_cmp_ge_u32_e64 s10, v7, v6
  v_cmp_ge_u32_e64 s10, v6, v6
  v_cmp_ge_u32_e64 s10, v6, -1
  v_cmp_ge_u32 vcc_lo, 0x80000000, v7
  v_cmp_ge_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ge_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
  v_cmp_t_u32 vcc_lo, v6, v7
  v_cmp_t_u32_e64 s10, v7, v6
  v_cmp_t_u32_e64 s10, v6, v6
  v_cmp_t_u32_e64 s10, v6, -1
  v_cmp_t_u32 vcc_lo, 0x80000000, v7
  v_cmp_t_u32 vcc_lo, 64, v7
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_t_u32 v6, v7
  s_mov_b32 exec_lo, -1
  v_cmpx_t_u32_e64 v7, 0
  s_mov_b32 exec_lo, -1
// i64.
  v_cmp_f_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_f_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_f_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_f_i64_e64 s10, v[8:9], -1
  v_cmp_f_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_f_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_f_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_lt_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_lt_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_lt_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_lt_i64_e64 s10, v[8:9], -1
  v_cmp_lt_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_lt_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_lt_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_eq_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_eq_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_eq_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_eq_i64_e64 s10, v[8:9], -1
  v_cmp_eq_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_eq_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_eq_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_le_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_le_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_le_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_le_i64_e64 s10, v[8:9], -1
  v_cmp_le_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_le_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_le_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_gt_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_gt_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_gt_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_gt_i64_e64 s10, v[8:9], -1
  v_cmp_gt_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_gt_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_gt_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_ne_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_ne_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_ne_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_ne_i64_e64 s10, v[8:9], -1
  v_cmp_ne_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_ne_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ne_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_ge_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_ge_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_ge_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_ge_i64_e64 s10, v[8:9], -1
  v_cmp_ge_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_ge_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ge_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_t_i64 vcc_lo, v[8:9], v[10:11]
  v_cmp_t_i64_e64 s10, v[10:11], v[8:9]
  v_cmp_t_i64_e64 s10, v[8:9], v[8:9]
  v_cmp_t_i64_e64 s10, v[8:9], -1
  v_cmp_t_i64 vcc_lo, 0x80000000, v[10:11]
  v_cmp_t_i64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_t_i64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_i64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
// u64.
  v_cmp_f_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_f_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_f_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_f_u64_e64 s10, v[8:9], -1
  v_cmp_f_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_f_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_f_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_f_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_lt_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_lt_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_lt_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_lt_u64_e64 s10, v[8:9], -1
  v_cmp_lt_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_lt_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_lt_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_lt_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_eq_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_eq_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_eq_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_eq_u64_e64 s10, v[8:9], -1
  v_cmp_eq_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_eq_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_eq_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_eq_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_le_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_le_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_le_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_le_u64_e64 s10, v[8:9], -1
  v_cmp_le_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_le_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_le_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_le_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_gt_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_gt_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_gt_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_gt_u64_e64 s10, v[8:9], -1
  v_cmp_gt_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_gt_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_gt_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_gt_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_ne_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_ne_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_ne_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_ne_u64_e64 s10, v[8:9], -1
  v_cmp_ne_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_ne_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ne_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_ne_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_ge_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_ge_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_ge_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_ge_u64_e64 s10, v[8:9], -1
  v_cmp_ge_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_ge_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_ge_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_ge_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  v_cmp_t_u64 vcc_lo, v[8:9], v[10:11]
  v_cmp_t_u64_e64 s10, v[10:11], v[8:9]
  v_cmp_t_u64_e64 s10, v[8:9], v[8:9]
  v_cmp_t_u64_e64 s10, v[8:9], -1
  v_cmp_t_u64 vcc_lo, 0xfffffff0, v[10:11]
  v_cmp_t_u64 vcc_lo, 64, v[10:11]
  s_mov_b32 exec_lo, 0xeffffff7
  v_cmpx_t_u64 v[8:9], v[10:11]
  s_mov_b32 exec_lo, -1
  v_cmpx_t_u64_e64 v[10:11], 0
  s_mov_b32 exec_lo, -1
  s_endpgm
