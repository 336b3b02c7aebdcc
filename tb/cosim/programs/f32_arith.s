// Directed cosim program for the f32 unit (rtl/cutlm_valu_f32*.sv, rtl/cutlm_f32_*.sv): all 24
// operations it runs on two sets of 32 lanes (special values against special values; sums and
// products that cancel), plain and VOPD forms under every f32 rounding x denormal mode, then
// the VOP3 forms with abs/neg, clamp and omod (x2, x4, /2) on the special values under four
// IEEE / DX10_CLAMP / denormal / rounding combinations (omod acts with IEEE off and output
// denormals flushed). Written by a generator script from a fixed seed; run: cutlm run THIS --cosim.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0xbf800000
  v_mov_b32 v3, 0xff800000
  v_mov_b32 v4, 0xffffff6b
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v3, 0x3f000000
  v_mov_b32 v4, 0x00000118
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0xff7fffff
  v_mov_b32 v3, 0x3f800001
  v_mov_b32 v4, 0x00000001
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0x4b7fffff
  v_mov_b32 v3, 0x007fffff
  v_mov_b32 v4, 0x80000000
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x3f800001
  v_mov_b32 v3, 0x3effffff
  v_mov_b32 v4, 0x000003e8
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0x7fc00000
  v_mov_b32 v3, 0x7fc00000
  v_mov_b32 v4, 0xffffff81
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v1, 0x7fc00000
  v_mov_b32 v2, 0x807fffff
  v_mov_b32 v3, 0xbf000000
  v_mov_b32 v4, 0xffffffff
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v1, 0xffc00001
  v_mov_b32 v2, 0x3fc00000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xffffffff
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v1, 0x7fa00000
  v_mov_b32 v2, 0x33800000
  v_mov_b32 v3, 0x807fffff
  v_mov_b32 v4, 0xfffffc18
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v1, 0xff800001
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v3, 0x3f7fffff
  v_mov_b32 v4, 0xfffffc18
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0xff800001
  v_mov_b32 v3, 0xffc00001
  v_mov_b32 v4, 0x00000096
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x7f7fffff
  v_mov_b32 v3, 0x3fc00000
  v_mov_b32 v4, 0xfffffc18
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v1, 0x007fffff
  v_mov_b32 v2, 0x4b000000
  v_mov_b32 v3, 0x80000000
  v_mov_b32 v4, 0x00000000
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v1, 0x807fffff
  v_mov_b32 v2, 0x00400000
  v_mov_b32 v3, 0x00800000
  v_mov_b32 v4, 0xfffffffe
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v1, 0x00800000
  v_mov_b32 v2, 0xff800000
  v_mov_b32 v3, 0x33800000
  v_mov_b32 v4, 0x7fffffff
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v1, 0x80800000
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v3, 0x7fa00000
  v_mov_b32 v4, 0x00000017
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v1, 0x7f7fffff
  v_mov_b32 v2, 0xbf000000
  v_mov_b32 v3, 0xbfc00000
  v_mov_b32 v4, 0x00000118
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v1, 0xff7fffff
  v_mov_b32 v2, 0x3f7fffff
  v_mov_b32 v3, 0x3f800000
  v_mov_b32 v4, 0x00000096
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v1, 0x3f000000
  v_mov_b32 v2, 0x80000000
  v_mov_b32 v3, 0x80800000
  v_mov_b32 v4, 0x000003e8
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v1, 0xbf000000
  v_mov_b32 v2, 0x7fa00000
  v_mov_b32 v3, 0x34000000
  v_mov_b32 v4, 0x00000118
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v1, 0x3fc00000
  v_mov_b32 v2, 0x80800000
  v_mov_b32 v3, 0xff800001
  v_mov_b32 v4, 0xffffffe9
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v1, 0xbfc00000
  v_mov_b32 v2, 0x40200000
  v_mov_b32 v3, 0x40200000
  v_mov_b32 v4, 0x00000017
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v1, 0x40200000
  v_mov_b32 v2, 0x40490fdb
  v_mov_b32 v3, 0xbf800000
  v_mov_b32 v4, 0x0000007f
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v1, 0x4b000000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v3, 0x7f7fffff
  v_mov_b32 v4, 0xfffffed4
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v1, 0x4b7fffff
  v_mov_b32 v2, 0x80000001
  v_mov_b32 v3, 0x40490fdb
  v_mov_b32 v4, 0xfffffffe
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v1, 0x3effffff
  v_mov_b32 v2, 0x3f000000
  v_mov_b32 v3, 0x00000001
  v_mov_b32 v4, 0xffffff6b
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v1, 0x3f7fffff
  v_mov_b32 v2, 0x3effffff
  v_mov_b32 v3, 0x4b000000
  v_mov_b32 v4, 0xffffff6b
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v1, 0x33800000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x7f800000
  v_mov_b32 v4, 0x80000000
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v1, 0x34000000
  v_mov_b32 v2, 0xffc00001
  v_mov_b32 v3, 0xff7fffff
  v_mov_b32 v4, 0x7fffffff
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v1, 0x40490fdb
  v_mov_b32 v2, 0x00800000
  v_mov_b32 v3, 0x00400000
  v_mov_b32 v4, 0xffffff6b
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v1, 0x00400000
  v_mov_b32 v2, 0xbfc00000
  v_mov_b32 v3, 0x80000001
  v_mov_b32 v4, 0x00000019
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v1, 0x3f800001
  v_mov_b32 v2, 0x34000000
  v_mov_b32 v3, 0x4b7fffff
  v_mov_b32 v4, 0x00000000
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v5, 0x473b05e3
  v_mov_b32 v6, 0xc73b05e2
  v_mov_b32 v7, 0x7d9221b5
  v_mov_b32 v8, 0x00000000
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v5, 0x366e7c0c
  v_mov_b32 v6, 0xb66e7c0c
  v_mov_b32 v7, 0xb66e7c0b
  v_mov_b32 v8, 0x7fffffff
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v5, 0x49f3790d
  v_mov_b32 v6, 0xc9f3790e
  v_mov_b32 v7, 0x813be93f
  v_mov_b32 v8, 0x7fffffff
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v5, 0x3fb4da1c
  v_mov_b32 v6, 0xbfb4da1e
  v_mov_b32 v7, 0xbfb4da1e
  v_mov_b32 v8, 0x00000118
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v5, 0x48434cbf
  v_mov_b32 v6, 0xc8434cbc
  v_mov_b32 v7, 0x81f182a8
  v_mov_b32 v8, 0xffffff81
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v5, 0x42adedf1
  v_mov_b32 v6, 0xc2adedf3
  v_mov_b32 v7, 0xc2adedf0
  v_mov_b32 v8, 0x00000001
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v5, 0x3637097b
  v_mov_b32 v6, 0xb6370978
  v_mov_b32 v7, 0x7dddcf01
  v_mov_b32 v8, 0xffffffde
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v5, 0x3e76b1fd
  v_mov_b32 v6, 0xbe76b1fd
  v_mov_b32 v7, 0xbe76b1ff
  v_mov_b32 v8, 0x0000007f
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v5, 0x41935c59
  v_mov_b32 v6, 0xc1935c5a
  v_mov_b32 v7, 0x494053bc
  v_mov_b32 v8, 0x00000017
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v5, 0x42e854c6
  v_mov_b32 v6, 0xc2e854c7
  v_mov_b32 v7, 0xc2e854c8
  v_mov_b32 v8, 0x00000001
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v5, 0x448ae56c
  v_mov_b32 v6, 0xc48ae56c
  v_mov_b32 v7, 0x2ea17332
  v_mov_b32 v8, 0xfffffc18
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v5, 0x391cbd15
  v_mov_b32 v6, 0xb91cbd14
  v_mov_b32 v7, 0xb91cbd12
  v_mov_b32 v8, 0xfffffffe
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v5, 0x3c9a7240
  v_mov_b32 v6, 0xbc9a7240
  v_mov_b32 v7, 0xbf000000
  v_mov_b32 v8, 0x00000017
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v5, 0x3acd2f4e
  v_mov_b32 v6, 0xbacd2f4e
  v_mov_b32 v7, 0xbacd2f4e
  v_mov_b32 v8, 0x0000000e
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v5, 0x3cf69a3c
  v_mov_b32 v6, 0xbcf69a3d
  v_mov_b32 v7, 0x350cc530
  v_mov_b32 v8, 0xffffffe9
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v5, 0x49800001
  v_mov_b32 v6, 0xc9800000
  v_mov_b32 v7, 0xc9800000
  v_mov_b32 v8, 0x7fffffff
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v5, 0x44b02b7d
  v_mov_b32 v6, 0xc4b02b7c
  v_mov_b32 v7, 0x97933e6c
  v_mov_b32 v8, 0x00000001
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v5, 0x3f853175
  v_mov_b32 v6, 0xbf853175
  v_mov_b32 v7, 0xbf853174
  v_mov_b32 v8, 0x0000007f
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v5, 0x4a35b51a
  v_mov_b32 v6, 0xca35b51a
  v_mov_b32 v7, 0x007fffff
  v_mov_b32 v8, 0x0000007f
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v5, 0x33c2504c
  v_mov_b32 v6, 0xb3c2504e
  v_mov_b32 v7, 0xb3c2504d
  v_mov_b32 v8, 0xffffff81
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v5, 0x3df70f3c
  v_mov_b32 v6, 0xbdf70f3d
  v_mov_b32 v7, 0xfe636a75
  v_mov_b32 v8, 0x00000080
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v5, 0x3520d68c
  v_mov_b32 v6, 0xb520d68e
  v_mov_b32 v7, 0xb520d68c
  v_mov_b32 v8, 0xfffffc18
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v5, 0x4327c372
  v_mov_b32 v6, 0xc327c370
  v_mov_b32 v7, 0x012aa8e4
  v_mov_b32 v8, 0xfffffed4
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v5, 0x34a655fa
  v_mov_b32 v6, 0xb4a655f9
  v_mov_b32 v7, 0xb4a655f9
  v_mov_b32 v8, 0x7fffffff
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v5, 0x38c399ec
  v_mov_b32 v6, 0xb8c399ec
  v_mov_b32 v7, 0x7f70c6ca
  v_mov_b32 v8, 0x00000096
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v5, 0x438de1a3
  v_mov_b32 v6, 0xc38de1a3
  v_mov_b32 v7, 0xc38de1a0
  v_mov_b32 v8, 0x000003e8
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v5, 0x3be5844c
  v_mov_b32 v6, 0xbbe5844d
  v_mov_b32 v7, 0xbedf67b7
  v_mov_b32 v8, 0x0000007f
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v5, 0x49000001
  v_mov_b32 v6, 0xc9000001
  v_mov_b32 v7, 0xc8fffffe
  v_mov_b32 v8, 0xfffffffe
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v5, 0x376ca223
  v_mov_b32 v6, 0xb76ca221
  v_mov_b32 v7, 0x7fc00000
  v_mov_b32 v8, 0x0000007f
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v5, 0x3e78a268
  v_mov_b32 v6, 0xbe78a26a
  v_mov_b32 v7, 0xbe78a266
  v_mov_b32 v8, 0xffffffe9
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v5, 0x4280f0a5
  v_mov_b32 v6, 0xc280f0a5
  v_mov_b32 v7, 0xc6b9f303
  v_mov_b32 v8, 0x00000118
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v5, 0x4a2815a9
  v_mov_b32 v6, 0xca2815aa
  v_mov_b32 v7, 0xca2815a9
  v_mov_b32 v8, 0xffffff6b
  s_mov_b32 exec_lo, -1
  s_mov_b32 s10, 0x3eaaaaab
  v_add_f32 v40, 0.5, v1
  v_mul_f32 v40, s10, v2
  v_fma_f32 v40, v1, 2.0, -1.0
  v_min_f32 v40, -4.0, v1
  v_ldexp_f32 v40, v1, -3
  v_fract_f32 v40, s10
  v_mul_f32 v40, 0x3f800001, v9
  v_fma_f32 v40, s10, v9, 0x80000001
  s_denorm_mode 0x0
  s_round_mode 0x0
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x1
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x2
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x3
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_denorm_mode 0x1
  s_round_mode 0x0
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x1
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x2
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x3
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_denorm_mode 0x2
  s_round_mode 0x0
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x1
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x2
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x3
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_denorm_mode 0x3
  s_round_mode 0x0
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x1
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x2
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_round_mode 0x3
  v_add_f32 v40, v1, v2
  v_sub_f32 v40, v1, v2
  v_subrev_f32 v40, v1, v2
  v_mul_f32 v40, v1, v2
  v_fma_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_f32 v40, v1, v2
  v_fmaak_f32 v40, v1, v2, 0x3f800001
  v_fmamk_f32 v40, v1, 0xc0490fdb, v2
  v_min_f32 v40, v1, v2
  v_max_f32 v40, v1, v2
  v_mul_dx9_zero_f32 v40, v1, v2
  v_fma_dx9_zero_f32 v40, v1, v2, v3
  v_mov_b32 v40, v3
  v_fmac_dx9_zero_f32 v40, v1, v2
  v_min3_f32 v40, v1, v2, v3
  v_max3_f32 v40, v1, v2, v3
  v_med3_f32 v40, v1, v2, v3
  v_minmax_f32 v40, v1, v2, v3
  v_maxmin_f32 v40, v1, v2, v3
  v_ldexp_f32 v40, v1, v4
  v_floor_f32 v40, v1
  v_ceil_f32 v40, v1
  v_trunc_f32 v40, v1
  v_rndne_f32 v40, v1
  v_fract_f32 v40, v1
  v_add_f32 v40, v5, v6
  v_sub_f32 v40, v5, v6
  v_subrev_f32 v40, v5, v6
  v_mul_f32 v40, v5, v6
  v_fma_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_f32 v40, v5, v6
  v_fmaak_f32 v40, v5, v6, 0x3f800001
  v_fmamk_f32 v40, v5, 0xc0490fdb, v6
  v_min_f32 v40, v5, v6
  v_max_f32 v40, v5, v6
  v_mul_dx9_zero_f32 v40, v5, v6
  v_fma_dx9_zero_f32 v40, v5, v6, v7
  v_mov_b32 v40, v7
  v_fmac_dx9_zero_f32 v40, v5, v6
  v_min3_f32 v40, v5, v6, v7
  v_max3_f32 v40, v5, v6, v7
  v_med3_f32 v40, v5, v6, v7
  v_minmax_f32 v40, v5, v6, v7
  v_maxmin_f32 v40, v5, v6, v7
  v_ldexp_f32 v40, v5, v8
  v_floor_f32 v40, v5
  v_ceil_f32 v40, v5
  v_trunc_f32 v40, v5
  v_rndne_f32 v40, v5
  v_fract_f32 v40, v5
  v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
  v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
  v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
  v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
  v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
  v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  s_denorm_mode 0x1
  s_round_mode 0x0
  v_add_f32_e64 v40, -v1, -v2
  v_sub_f32_e64 v40, -v1, -v2
  v_subrev_f32_e64 v40, -v1, -v2
  v_mul_f32_e64 v40, -v1, -v2
  v_fma_f32 v40, -v1, -v2, -|v3|
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2
  v_min_f32_e64 v40, -v1, -v2
  v_max_f32_e64 v40, -v1, -v2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3|
  v_min3_f32 v40, -v1, -v2, -|v3|
  v_med3_f32 v40, -v1, -v2, -|v3|
  v_maxmin_f32 v40, -v1, -v2, -|v3|
  v_ldexp_f32 v40, -v1, v4
  v_floor_f32_e64 v40, -v1
  v_rndne_f32_e64 v40, -v1
  v_fract_f32_e64 v40, -v1
  v_add_f32_e64 v40, v1, |v2| clamp
  v_sub_f32_e64 v40, v1, |v2| clamp
  v_subrev_f32_e64 v40, v1, |v2| clamp
  v_mul_f32_e64 v40, v1, |v2| clamp
  v_fma_f32 v40, v1, |v2|, -|v3| clamp
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| clamp
  v_min_f32_e64 v40, v1, |v2| clamp
  v_max_f32_e64 v40, v1, |v2| clamp
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| clamp
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| clamp
  v_min3_f32 v40, v1, |v2|, -|v3| clamp
  v_med3_f32 v40, v1, |v2|, -|v3| clamp
  v_maxmin_f32 v40, v1, |v2|, -|v3| clamp
  v_ldexp_f32 v40, v1, v4 clamp
  v_floor_f32_e64 v40, v1 clamp
  v_rndne_f32_e64 v40, v1 clamp
  v_fract_f32_e64 v40, v1 clamp
  v_add_f32_e64 v40, -|v1|, -v2 mul:2
  v_sub_f32_e64 v40, -|v1|, -v2 mul:2
  v_subrev_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -|v1|, -v2 mul:2
  v_min_f32_e64 v40, -|v1|, -v2 mul:2
  v_max_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_dx9_zero_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_dx9_zero_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_min3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_med3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_maxmin_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_ldexp_f32 v40, -|v1|, v4 mul:2
  v_floor_f32_e64 v40, -|v1| mul:2
  v_rndne_f32_e64 v40, -|v1| mul:2
  v_fract_f32_e64 v40, -|v1| mul:2
  v_add_f32_e64 v40, v1, |v2| mul:4
  v_sub_f32_e64 v40, v1, |v2| mul:4
  v_subrev_f32_e64 v40, v1, |v2| mul:4
  v_mul_f32_e64 v40, v1, |v2| mul:4
  v_fma_f32 v40, v1, |v2|, -|v3| mul:4
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| mul:4
  v_min_f32_e64 v40, v1, |v2| mul:4
  v_max_f32_e64 v40, v1, |v2| mul:4
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| mul:4
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| mul:4
  v_min3_f32 v40, v1, |v2|, -|v3| mul:4
  v_med3_f32 v40, v1, |v2|, -|v3| mul:4
  v_maxmin_f32 v40, v1, |v2|, -|v3| mul:4
  v_ldexp_f32 v40, v1, v4 mul:4
  v_floor_f32_e64 v40, v1 mul:4
  v_rndne_f32_e64 v40, v1 mul:4
  v_fract_f32_e64 v40, v1 mul:4
  v_add_f32_e64 v40, |v1|, |v2| div:2
  v_sub_f32_e64 v40, |v1|, |v2| div:2
  v_subrev_f32_e64 v40, |v1|, |v2| div:2
  v_mul_f32_e64 v40, |v1|, |v2| div:2
  v_fma_f32 v40, |v1|, |v2|, -|v3| div:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, |v1|, |v2| div:2
  v_min_f32_e64 v40, |v1|, |v2| div:2
  v_max_f32_e64 v40, |v1|, |v2| div:2
  v_mul_dx9_zero_f32_e64 v40, |v1|, |v2| div:2
  v_fma_dx9_zero_f32 v40, |v1|, |v2|, -|v3| div:2
  v_min3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_med3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_maxmin_f32 v40, |v1|, |v2|, -|v3| div:2
  v_ldexp_f32 v40, |v1|, v4 div:2
  v_floor_f32_e64 v40, |v1| div:2
  v_rndne_f32_e64 v40, |v1| div:2
  v_fract_f32_e64 v40, |v1| div:2
  v_add_f32_e64 v40, -v1, -v2 clamp mul:2
  v_sub_f32_e64 v40, -v1, -v2 clamp mul:2
  v_subrev_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2 clamp mul:2
  v_min_f32_e64 v40, -v1, -v2 clamp mul:2
  v_max_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_min3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_med3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_maxmin_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_ldexp_f32 v40, -v1, v4 clamp mul:2
  v_floor_f32_e64 v40, -v1 clamp mul:2
  v_rndne_f32_e64 v40, -v1 clamp mul:2
  v_fract_f32_e64 v40, -v1 clamp mul:2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  s_denorm_mode 0x0
  s_round_mode 0x2
  v_add_f32_e64 v40, -v1, -v2
  v_sub_f32_e64 v40, -v1, -v2
  v_subrev_f32_e64 v40, -v1, -v2
  v_mul_f32_e64 v40, -v1, -v2
  v_fma_f32 v40, -v1, -v2, -|v3|
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2
  v_min_f32_e64 v40, -v1, -v2
  v_max_f32_e64 v40, -v1, -v2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3|
  v_min3_f32 v40, -v1, -v2, -|v3|
  v_med3_f32 v40, -v1, -v2, -|v3|
  v_maxmin_f32 v40, -v1, -v2, -|v3|
  v_ldexp_f32 v40, -v1, v4
  v_floor_f32_e64 v40, -v1
  v_rndne_f32_e64 v40, -v1
  v_fract_f32_e64 v40, -v1
  v_add_f32_e64 v40, v1, |v2| clamp
  v_sub_f32_e64 v40, v1, |v2| clamp
  v_subrev_f32_e64 v40, v1, |v2| clamp
  v_mul_f32_e64 v40, v1, |v2| clamp
  v_fma_f32 v40, v1, |v2|, -|v3| clamp
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| clamp
  v_min_f32_e64 v40, v1, |v2| clamp
  v_max_f32_e64 v40, v1, |v2| clamp
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| clamp
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| clamp
  v_min3_f32 v40, v1, |v2|, -|v3| clamp
  v_med3_f32 v40, v1, |v2|, -|v3| clamp
  v_maxmin_f32 v40, v1, |v2|, -|v3| clamp
  v_ldexp_f32 v40, v1, v4 clamp
  v_floor_f32_e64 v40, v1 clamp
  v_rndne_f32_e64 v40, v1 clamp
  v_fract_f32_e64 v40, v1 clamp
  v_add_f32_e64 v40, -|v1|, -v2 mul:2
  v_sub_f32_e64 v40, -|v1|, -v2 mul:2
  v_subrev_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -|v1|, -v2 mul:2
  v_min_f32_e64 v40, -|v1|, -v2 mul:2
  v_max_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_dx9_zero_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_dx9_zero_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_min3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_med3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_maxmin_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_ldexp_f32 v40, -|v1|, v4 mul:2
  v_floor_f32_e64 v40, -|v1| mul:2
  v_rndne_f32_e64 v40, -|v1| mul:2
  v_fract_f32_e64 v40, -|v1| mul:2
  v_add_f32_e64 v40, v1, |v2| mul:4
  v_sub_f32_e64 v40, v1, |v2| mul:4
  v_subrev_f32_e64 v40, v1, |v2| mul:4
  v_mul_f32_e64 v40, v1, |v2| mul:4
  v_fma_f32 v40, v1, |v2|, -|v3| mul:4
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| mul:4
  v_min_f32_e64 v40, v1, |v2| mul:4
  v_max_f32_e64 v40, v1, |v2| mul:4
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| mul:4
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| mul:4
  v_min3_f32 v40, v1, |v2|, -|v3| mul:4
  v_med3_f32 v40, v1, |v2|, -|v3| mul:4
  v_maxmin_f32 v40, v1, |v2|, -|v3| mul:4
  v_ldexp_f32 v40, v1, v4 mul:4
  v_floor_f32_e64 v40, v1 mul:4
  v_rndne_f32_e64 v40, v1 mul:4
  v_fract_f32_e64 v40, v1 mul:4
  v_add_f32_e64 v40, |v1|, |v2| div:2
  v_sub_f32_e64 v40, |v1|, |v2| div:2
  v_subrev_f32_e64 v40, |v1|, |v2| div:2
  v_mul_f32_e64 v40, |v1|, |v2| div:2
  v_fma_f32 v40, |v1|, |v2|, -|v3| div:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, |v1|, |v2| div:2
  v_min_f32_e64 v40, |v1|, |v2| div:2
  v_max_f32_e64 v40, |v1|, |v2| div:2
  v_mul_dx9_zero_f32_e64 v40, |v1|, |v2| div:2
  v_fma_dx9_zero_f32 v40, |v1|, |v2|, -|v3| div:2
  v_min3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_med3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_maxmin_f32 v40, |v1|, |v2|, -|v3| div:2
  v_ldexp_f32 v40, |v1|, v4 div:2
  v_floor_f32_e64 v40, |v1| div:2
  v_rndne_f32_e64 v40, |v1| div:2
  v_fract_f32_e64 v40, |v1| div:2
  v_add_f32_e64 v40, -v1, -v2 clamp mul:2
  v_sub_f32_e64 v40, -v1, -v2 clamp mul:2
  v_subrev_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2 clamp mul:2
  v_min_f32_e64 v40, -v1, -v2 clamp mul:2
  v_max_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_min3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_med3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_maxmin_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_ldexp_f32 v40, -v1, v4 clamp mul:2
  v_floor_f32_e64 v40, -v1 clamp mul:2
  v_rndne_f32_e64 v40, -v1 clamp mul:2
  v_fract_f32_e64 v40, -v1 clamp mul:2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  s_denorm_mode 0x3
  s_round_mode 0x1
  v_add_f32_e64 v40, -v1, -v2
  v_sub_f32_e64 v40, -v1, -v2
  v_subrev_f32_e64 v40, -v1, -v2
  v_mul_f32_e64 v40, -v1, -v2
  v_fma_f32 v40, -v1, -v2, -|v3|
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2
  v_min_f32_e64 v40, -v1, -v2
  v_max_f32_e64 v40, -v1, -v2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3|
  v_min3_f32 v40, -v1, -v2, -|v3|
  v_med3_f32 v40, -v1, -v2, -|v3|
  v_maxmin_f32 v40, -v1, -v2, -|v3|
  v_ldexp_f32 v40, -v1, v4
  v_floor_f32_e64 v40, -v1
  v_rndne_f32_e64 v40, -v1
  v_fract_f32_e64 v40, -v1
  v_add_f32_e64 v40, v1, |v2| clamp
  v_sub_f32_e64 v40, v1, |v2| clamp
  v_subrev_f32_e64 v40, v1, |v2| clamp
  v_mul_f32_e64 v40, v1, |v2| clamp
  v_fma_f32 v40, v1, |v2|, -|v3| clamp
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| clamp
  v_min_f32_e64 v40, v1, |v2| clamp
  v_max_f32_e64 v40, v1, |v2| clamp
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| clamp
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| clamp
  v_min3_f32 v40, v1, |v2|, -|v3| clamp
  v_med3_f32 v40, v1, |v2|, -|v3| clamp
  v_maxmin_f32 v40, v1, |v2|, -|v3| clamp
  v_ldexp_f32 v40, v1, v4 clamp
  v_floor_f32_e64 v40, v1 clamp
  v_rndne_f32_e64 v40, v1 clamp
  v_fract_f32_e64 v40, v1 clamp
  v_add_f32_e64 v40, -|v1|, -v2 mul:2
  v_sub_f32_e64 v40, -|v1|, -v2 mul:2
  v_subrev_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -|v1|, -v2 mul:2
  v_min_f32_e64 v40, -|v1|, -v2 mul:2
  v_max_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_dx9_zero_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_dx9_zero_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_min3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_med3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_maxmin_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_ldexp_f32 v40, -|v1|, v4 mul:2
  v_floor_f32_e64 v40, -|v1| mul:2
  v_rndne_f32_e64 v40, -|v1| mul:2
  v_fract_f32_e64 v40, -|v1| mul:2
  v_add_f32_e64 v40, v1, |v2| mul:4
  v_sub_f32_e64 v40, v1, |v2| mul:4
  v_subrev_f32_e64 v40, v1, |v2| mul:4
  v_mul_f32_e64 v40, v1, |v2| mul:4
  v_fma_f32 v40, v1, |v2|, -|v3| mul:4
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| mul:4
  v_min_f32_e64 v40, v1, |v2| mul:4
  v_max_f32_e64 v40, v1, |v2| mul:4
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| mul:4
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| mul:4
  v_min3_f32 v40, v1, |v2|, -|v3| mul:4
  v_med3_f32 v40, v1, |v2|, -|v3| mul:4
  v_maxmin_f32 v40, v1, |v2|, -|v3| mul:4
  v_ldexp_f32 v40, v1, v4 mul:4
  v_floor_f32_e64 v40, v1 mul:4
  v_rndne_f32_e64 v40, v1 mul:4
  v_fract_f32_e64 v40, v1 mul:4
  v_add_f32_e64 v40, |v1|, |v2| div:2
  v_sub_f32_e64 v40, |v1|, |v2| div:2
  v_subrev_f32_e64 v40, |v1|, |v2| div:2
  v_mul_f32_e64 v40, |v1|, |v2| div:2
  v_fma_f32 v40, |v1|, |v2|, -|v3| div:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, |v1|, |v2| div:2
  v_min_f32_e64 v40, |v1|, |v2| div:2
  v_max_f32_e64 v40, |v1|, |v2| div:2
  v_mul_dx9_zero_f32_e64 v40, |v1|, |v2| div:2
  v_fma_dx9_zero_f32 v40, |v1|, |v2|, -|v3| div:2
  v_min3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_med3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_maxmin_f32 v40, |v1|, |v2|, -|v3| div:2
  v_ldexp_f32 v40, |v1|, v4 div:2
  v_floor_f32_e64 v40, |v1| div:2
  v_rndne_f32_e64 v40, |v1| div:2
  v_fract_f32_e64 v40, |v1| div:2
  v_add_f32_e64 v40, -v1, -v2 clamp mul:2
  v_sub_f32_e64 v40, -v1, -v2 clamp mul:2
  v_subrev_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2 clamp mul:2
  v_min_f32_e64 v40, -v1, -v2 clamp mul:2
  v_max_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_min3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_med3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_maxmin_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_ldexp_f32 v40, -v1, v4 clamp mul:2
  v_floor_f32_e64 v40, -v1 clamp mul:2
  v_rndne_f32_e64 v40, -v1 clamp mul:2
  v_fract_f32_e64 v40, -v1 clamp mul:2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  s_denorm_mode 0x2
  s_round_mode 0x3
  v_add_f32_e64 v40, -v1, -v2
  v_sub_f32_e64 v40, -v1, -v2
  v_subrev_f32_e64 v40, -v1, -v2
  v_mul_f32_e64 v40, -v1, -v2
  v_fma_f32 v40, -v1, -v2, -|v3|
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2
  v_min_f32_e64 v40, -v1, -v2
  v_max_f32_e64 v40, -v1, -v2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3|
  v_min3_f32 v40, -v1, -v2, -|v3|
  v_med3_f32 v40, -v1, -v2, -|v3|
  v_maxmin_f32 v40, -v1, -v2, -|v3|
  v_ldexp_f32 v40, -v1, v4
  v_floor_f32_e64 v40, -v1
  v_rndne_f32_e64 v40, -v1
  v_fract_f32_e64 v40, -v1
  v_add_f32_e64 v40, v1, |v2| clamp
  v_sub_f32_e64 v40, v1, |v2| clamp
  v_subrev_f32_e64 v40, v1, |v2| clamp
  v_mul_f32_e64 v40, v1, |v2| clamp
  v_fma_f32 v40, v1, |v2|, -|v3| clamp
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| clamp
  v_min_f32_e64 v40, v1, |v2| clamp
  v_max_f32_e64 v40, v1, |v2| clamp
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| clamp
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| clamp
  v_min3_f32 v40, v1, |v2|, -|v3| clamp
  v_med3_f32 v40, v1, |v2|, -|v3| clamp
  v_maxmin_f32 v40, v1, |v2|, -|v3| clamp
  v_ldexp_f32 v40, v1, v4 clamp
  v_floor_f32_e64 v40, v1 clamp
  v_rndne_f32_e64 v40, v1 clamp
  v_fract_f32_e64 v40, v1 clamp
  v_add_f32_e64 v40, -|v1|, -v2 mul:2
  v_sub_f32_e64 v40, -|v1|, -v2 mul:2
  v_subrev_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -|v1|, -v2 mul:2
  v_min_f32_e64 v40, -|v1|, -v2 mul:2
  v_max_f32_e64 v40, -|v1|, -v2 mul:2
  v_mul_dx9_zero_f32_e64 v40, -|v1|, -v2 mul:2
  v_fma_dx9_zero_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_min3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_med3_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_maxmin_f32 v40, -|v1|, -v2, -|v3| mul:2
  v_ldexp_f32 v40, -|v1|, v4 mul:2
  v_floor_f32_e64 v40, -|v1| mul:2
  v_rndne_f32_e64 v40, -|v1| mul:2
  v_fract_f32_e64 v40, -|v1| mul:2
  v_add_f32_e64 v40, v1, |v2| mul:4
  v_sub_f32_e64 v40, v1, |v2| mul:4
  v_subrev_f32_e64 v40, v1, |v2| mul:4
  v_mul_f32_e64 v40, v1, |v2| mul:4
  v_fma_f32 v40, v1, |v2|, -|v3| mul:4
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, v1, |v2| mul:4
  v_min_f32_e64 v40, v1, |v2| mul:4
  v_max_f32_e64 v40, v1, |v2| mul:4
  v_mul_dx9_zero_f32_e64 v40, v1, |v2| mul:4
  v_fma_dx9_zero_f32 v40, v1, |v2|, -|v3| mul:4
  v_min3_f32 v40, v1, |v2|, -|v3| mul:4
  v_med3_f32 v40, v1, |v2|, -|v3| mul:4
  v_maxmin_f32 v40, v1, |v2|, -|v3| mul:4
  v_ldexp_f32 v40, v1, v4 mul:4
  v_floor_f32_e64 v40, v1 mul:4
  v_rndne_f32_e64 v40, v1 mul:4
  v_fract_f32_e64 v40, v1 mul:4
  v_add_f32_e64 v40, |v1|, |v2| div:2
  v_sub_f32_e64 v40, |v1|, |v2| div:2
  v_subrev_f32_e64 v40, |v1|, |v2| div:2
  v_mul_f32_e64 v40, |v1|, |v2| div:2
  v_fma_f32 v40, |v1|, |v2|, -|v3| div:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, |v1|, |v2| div:2
  v_min_f32_e64 v40, |v1|, |v2| div:2
  v_max_f32_e64 v40, |v1|, |v2| div:2
  v_mul_dx9_zero_f32_e64 v40, |v1|, |v2| div:2
  v_fma_dx9_zero_f32 v40, |v1|, |v2|, -|v3| div:2
  v_min3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_med3_f32 v40, |v1|, |v2|, -|v3| div:2
  v_maxmin_f32 v40, |v1|, |v2|, -|v3| div:2
  v_ldexp_f32 v40, |v1|, v4 div:2
  v_floor_f32_e64 v40, |v1| div:2
  v_rndne_f32_e64 v40, |v1| div:2
  v_fract_f32_e64 v40, |v1| div:2
  v_add_f32_e64 v40, -v1, -v2 clamp mul:2
  v_sub_f32_e64 v40, -v1, -v2 clamp mul:2
  v_subrev_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_mov_b32 v40, v3
  v_fmac_f32_e64 v40, -v1, -v2 clamp mul:2
  v_min_f32_e64 v40, -v1, -v2 clamp mul:2
  v_max_f32_e64 v40, -v1, -v2 clamp mul:2
  v_mul_dx9_zero_f32_e64 v40, -v1, -v2 clamp mul:2
  v_fma_dx9_zero_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_min3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_med3_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_maxmin_f32 v40, -v1, -v2, -|v3| clamp mul:2
  v_ldexp_f32 v40, -v1, v4 clamp mul:2
  v_floor_f32_e64 v40, -v1 clamp mul:2
  v_rndne_f32_e64 v40, -v1 clamp mul:2
  v_fract_f32_e64 v40, -v1 clamp mul:2
  s_endpgm
