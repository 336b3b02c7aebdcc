// Directed cosim program (int unit): minimum, maximum, three-operand min/max/median and
// minmax/maxmin, 32- and 16-bit, signed and unsigned.
// Per-lane inputs: v0 the lane id; v1-v4 hashed from it (multiply, xor-shift), so every
// lane differs; then integer edge values (0, 1, -1, sign bit, max, 16-bit edges) patched
// into some lanes of each, on different lanes per register, so edges meet edges and randoms.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_add_nc_u32 v1, 0x9e3779b1, v0
  v_mul_lo_u32 v1, v1, 0x9e3779b1
  v_lshrrev_b32 v8, 15, v1
  v_xor_b32 v1, v1, v8
  v_mul_lo_u32 v1, v1, 0x85ebca77
  v_lshrrev_b32 v8, 13, v1
  v_xor_b32 v1, v1, v8
  v_add_nc_u32 v2, 0x85ebca77, v1
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v8, 15, v2
  v_xor_b32 v2, v2, v8
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v8, 13, v2
  v_xor_b32 v2, v2, v8
  v_add_nc_u32 v3, 0xc2b2ae3d, v2
  v_mul_lo_u32 v3, v3, 0xc2b2ae3d
  v_lshrrev_b32 v8, 15, v3
  v_xor_b32 v3, v3, v8
  v_mul_lo_u32 v3, v3, 0x85ebca77
  v_lshrrev_b32 v8, 13, v3
  v_xor_b32 v3, v3, v8
  v_add_nc_u32 v4, 0x27d4eb2f, v3
  v_mul_lo_u32 v4, v4, 0x27d4eb2f
  v_lshrrev_b32 v8, 15, v4
  v_xor_b32 v4, v4, v8
  v_mul_lo_u32 v4, v4, 0x85ebca77
  v_lshrrev_b32 v8, 13, v4
  v_xor_b32 v4, v4, v8
  s_mov_b32 vcc_lo, 0x00000101
  v_cndmask_b32_e64 v1, v1, 0, vcc_lo
  s_mov_b32 vcc_lo, 0x00010010
  v_cndmask_b32_e64 v1, v1, 1, vcc_lo
  s_mov_b32 vcc_lo, 0x00100202
  v_cndmask_b32_e64 v1, v1, -1, vcc_lo
  s_mov_b32 vcc_lo, 0x01000404
  v_cndmask_b32_e64 v1, v1, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000808
  v_cndmask_b32_e64 v1, v1, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00001020
  v_cndmask_b32_e64 v1, v1, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00002040
  v_cndmask_b32_e64 v1, v1, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x00204080
  v_cndmask_b32_e64 v1, v1, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v1, v1, 0xffff0000, vcc_lo
  s_mov_b32 vcc_lo, 0x40008000
  v_cndmask_b32_e64 v1, v1, 0x00ff00ff, vcc_lo
  s_mov_b32 vcc_lo, 0x01000404
  v_cndmask_b32_e64 v2, v2, 0, vcc_lo
  s_mov_b32 vcc_lo, 0x10000808
  v_cndmask_b32_e64 v2, v2, 1, vcc_lo
  s_mov_b32 vcc_lo, 0x00001020
  v_cndmask_b32_e64 v2, v2, -1, vcc_lo
  s_mov_b32 vcc_lo, 0x00002040
  v_cndmask_b32_e64 v2, v2, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00204080
  v_cndmask_b32_e64 v2, v2, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v2, v2, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x40008000
  v_cndmask_b32_e64 v2, v2, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000101
  v_cndmask_b32_e64 v2, v2, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00010010
  v_cndmask_b32_e64 v2, v2, 0xffff0000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100202
  v_cndmask_b32_e64 v2, v2, 0x00ff00ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00002040
  v_cndmask_b32_e64 v3, v3, 0, vcc_lo
  s_mov_b32 vcc_lo, 0x00204080
  v_cndmask_b32_e64 v3, v3, 1, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v3, v3, -1, vcc_lo
  s_mov_b32 vcc_lo, 0x40008000
  v_cndmask_b32_e64 v3, v3, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000101
  v_cndmask_b32_e64 v3, v3, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00010010
  v_cndmask_b32_e64 v3, v3, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100202
  v_cndmask_b32_e64 v3, v3, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000404
  v_cndmask_b32_e64 v3, v3, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x10000808
  v_cndmask_b32_e64 v3, v3, 0xffff0000, vcc_lo
  s_mov_b32 vcc_lo, 0x00001020
  v_cndmask_b32_e64 v3, v3, 0x00ff00ff, vcc_lo
  s_mov_b32 vcc_lo, 0x40008000
  v_cndmask_b32_e64 v4, v4, 0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000101
  v_cndmask_b32_e64 v4, v4, 1, vcc_lo
  s_mov_b32 vcc_lo, 0x00010010
  v_cndmask_b32_e64 v4, v4, -1, vcc_lo
  s_mov_b32 vcc_lo, 0x00100202
  v_cndmask_b32_e64 v4, v4, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000404
  v_cndmask_b32_e64 v4, v4, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x10000808
  v_cndmask_b32_e64 v4, v4, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00001020
  v_cndmask_b32_e64 v4, v4, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002040
  v_cndmask_b32_e64 v4, v4, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00204080
  v_cndmask_b32_e64 v4, v4, 0xffff0000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v4, v4, 0x00ff00ff, vcc_lo
// Uniform values in SGPRs, a carry mask in s20 (vcc: every third lane).
  s_mov_b32 s0, 0x80000001
  s_mov_b32 s1, 0x12345678
  s_mov_b32 s2, 0xfffffff0
  s_mov_b32 s3, 0x7fff8000
  s_mov_b32 s20, 0x49249249
  s_mov_b32 vcc_lo, s20
// min, max, min3, max3, med3, minmax, maxmin: 32-bit signed and unsigned
  v_min_i32 v10, v1, v2
  v_min_i32 v10, v3, v4
  v_min_i32 v10, v2, v1
  v_min_i32 v10, s1, v3
  v_min_i32 v10, -1, v4
  v_min_i32 v10, 0x80000000, v2
  v_min_i32 v10, v4, 64
  v_min_i32 v10, v1, s0
  v_min_i32 v10, v2, v2
  v_max_i32 v10, v1, v2
  v_max_i32 v10, v3, v4
  v_max_i32 v10, v2, v1
  v_max_i32 v10, s1, v3
  v_max_i32 v10, -1, v4
  v_max_i32 v10, 0x80000000, v2
  v_max_i32 v10, v4, 64
  v_max_i32 v10, v1, s0
  v_max_i32 v10, v2, v2
  v_min_u32 v10, v1, v2
  v_min_u32 v10, v3, v4
  v_min_u32 v10, v2, v1
  v_min_u32 v10, s1, v3
  v_min_u32 v10, -1, v4
  v_min_u32 v10, 0x80000000, v2
  v_min_u32 v10, v4, 64
  v_min_u32 v10, v1, s0
  v_min_u32 v10, v2, v2
  v_max_u32 v10, v1, v2
  v_max_u32 v10, v3, v4
  v_max_u32 v10, v2, v1
  v_max_u32 v10, s1, v3
  v_max_u32 v10, -1, v4
  v_max_u32 v10, 0x80000000, v2
  v_max_u32 v10, v4, 64
  v_max_u32 v10, v1, s0
  v_max_u32 v10, v2, v2
  v_min3_i32 v11, v1, v2, v3
  v_min3_i32 v11, v4, v3, v2
  v_min3_i32 v11, v2, v1, v4
  v_min3_i32 v11, v1, s1, v2
  v_min3_i32 v11, v3, v4, 7
  v_min3_i32 v11, v4, -1, v1
  v_min3_i32 v11, v2, v2, v3
  v_min3_i32 v11, v1, v3, v1
  v_min3_i32 v11, v2, 0x80000000, v4
  v_max3_i32 v11, v1, v2, v3
  v_max3_i32 v11, v4, v3, v2
  v_max3_i32 v11, v2, v1, v4
  v_max3_i32 v11, v1, s1, v2
  v_max3_i32 v11, v3, v4, 7
  v_max3_i32 v11, v4, -1, v1
  v_max3_i32 v11, v2, v2, v3
  v_max3_i32 v11, v1, v3, v1
  v_max3_i32 v11, v2, 0x80000000, v4
  v_min3_u32 v11, v1, v2, v3
  v_min3_u32 v11, v4, v3, v2
  v_min3_u32 v11, v2, v1, v4
  v_min3_u32 v11, v1, s1, v2
  v_min3_u32 v11, v3, v4, 7
  v_min3_u32 v11, v4, -1, v1
  v_min3_u32 v11, v2, v2, v3
  v_min3_u32 v11, v1, v3, v1
  v_min3_u32 v11, v2, 0x80000000, v4
  v_max3_u32 v11, v1, v2, v3
  v_max3_u32 v11, v4, v3, v2
  v_max3_u32 v11, v2, v1, v4
  v_max3_u32 v11, v1, s1, v2
  v_max3_u32 v11, v3, v4, 7
  v_max3_u32 v11, v4, -1, v1
  v_max3_u32 v11, v2, v2, v3
  v_max3_u32 v11, v1, v3, v1
  v_max3_u32 v11, v2, 0x80000000, v4
  v_med3_i32 v11, v1, v2, v3
  v_med3_i32 v11, v4, v3, v2
  v_med3_i32 v11, v2, v1, v4
  v_med3_i32 v11, v1, s1, v2
  v_med3_i32 v11, v3, v4, 7
  v_med3_i32 v11, v4, -1, v1
  v_med3_i32 v11, v2, v2, v3
  v_med3_i32 v11, v1, v3, v1
  v_med3_i32 v11, v2, 0x80000000, v4
  v_med3_u32 v11, v1, v2, v3
  v_med3_u32 v11, v4, v3, v2
  v_med3_u32 v11, v2, v1, v4
  v_med3_u32 v11, v1, s1, v2
  v_med3_u32 v11, v3, v4, 7
  v_med3_u32 v11, v4, -1, v1
  v_med3_u32 v11, v2, v2, v3
  v_med3_u32 v11, v1, v3, v1
  v_med3_u32 v11, v2, 0x80000000, v4
  v_minmax_i32 v11, v1, v2, v3
  v_minmax_i32 v11, v4, v3, v2
  v_minmax_i32 v11, v2, v1, v4
  v_minmax_i32 v11, v1, s1, v2
  v_minmax_i32 v11, v3, v4, 7
  v_minmax_i32 v11, v4, -1, v1
  v_minmax_i32 v11, v2, v2, v3
  v_minmax_i32 v11, v1, v3, v1
  v_minmax_i32 v11, v2, 0x80000000, v4
  v_maxmin_i32 v11, v1, v2, v3
  v_maxmin_i32 v11, v4, v3, v2
  v_maxmin_i32 v11, v2, v1, v4
  v_maxmin_i32 v11, v1, s1, v2
  v_maxmin_i32 v11, v3, v4, 7
  v_maxmin_i32 v11, v4, -1, v1
  v_maxmin_i32 v11, v2, v2, v3
  v_maxmin_i32 v11, v1, v3, v1
  v_maxmin_i32 v11, v2, 0x80000000, v4
  v_minmax_u32 v11, v1, v2, v3
  v_minmax_u32 v11, v4, v3, v2
  v_minmax_u32 v11, v2, v1, v4
  v_minmax_u32 v11, v1, s1, v2
  v_minmax_u32 v11, v3, v4, 7
  v_minmax_u32 v11, v4, -1, v1
  v_minmax_u32 v11, v2, v2, v3
  v_minmax_u32 v11, v1, v3, v1
  v_minmax_u32 v11, v2, 0x80000000, v4
  v_maxmin_u32 v11, v1, v2, v3
  v_maxmin_u32 v11, v4, v3, v2
  v_maxmin_u32 v11, v2, v1, v4
  v_maxmin_u32 v11, v1, s1, v2
  v_maxmin_u32 v11, v3, v4, 7
  v_maxmin_u32 v11, v4, -1, v1
  v_maxmin_u32 v11, v2, v2, v3
  v_maxmin_u32 v11, v1, v3, v1
  v_maxmin_u32 v11, v2, 0x80000000, v4
// 16-bit: halves by op_sel, the other half of vdst kept
  v_mov_b32 v12, v4
  v_min_i16 v12, v1, v2
  v_mov_b32 v12, v4
  v_min_i16 v12, v3, v4
  v_mov_b32 v12, v4
  v_min_i16 v12, v4, -1
  v_mov_b32 v12, v4
  v_min_i16 v12, v2, 0x7fff
  .long 0xd70c080c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70c100c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70c580c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_max_i16 v12, v1, v2
  v_mov_b32 v12, v4
  v_max_i16 v12, v3, v4
  v_mov_b32 v12, v4
  v_max_i16 v12, v4, -1
  v_mov_b32 v12, v4
  v_max_i16 v12, v2, 0x7fff
  .long 0xd70a080c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70a100c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70a580c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_min_u16 v12, v1, v2
  v_mov_b32 v12, v4
  v_min_u16 v12, v3, v4
  v_mov_b32 v12, v4
  v_min_u16 v12, v4, -1
  v_mov_b32 v12, v4
  v_min_u16 v12, v2, 0x7fff
  .long 0xd70b080c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70b100c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70b580c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_max_u16 v12, v1, v2
  v_mov_b32 v12, v4
  v_max_u16 v12, v3, v4
  v_mov_b32 v12, v4
  v_max_u16 v12, v4, -1
  v_mov_b32 v12, v4
  v_max_u16 v12, v2, 0x7fff
  .long 0xd709080c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd709100c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd709580c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v3
  v_min3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_min3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_min3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_min3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_min3_i16 v12, v1, v1, v3
  v_min3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_max3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_max3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_max3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_max3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_max3_i16 v12, v1, v1, v3
  v_max3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_min3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_min3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_min3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_min3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_min3_u16 v12, v1, v1, v3
  v_min3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_max3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_max3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_max3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_max3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_max3_u16 v12, v1, v1, v3
  v_max3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_med3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_med3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_med3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_med3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_med3_i16 v12, v1, v1, v3
  v_med3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_med3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_med3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_med3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_med3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_med3_u16 v12, v1, v1, v3
  v_med3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  s_mov_b32 exec_lo, 0x5a5af00f
  v_min_i32 v10, v1, v2
  v_min_i32 v10, v3, v4
  v_min_i32 v10, v2, v1
  v_min_i32 v10, s1, v3
  v_min_i32 v10, -1, v4
  v_min_i32 v10, 0x80000000, v2
  v_min_i32 v10, v4, 64
  v_min_i32 v10, v1, s0
  v_min_i32 v10, v2, v2
  v_max_i32 v10, v1, v2
  v_max_i32 v10, v3, v4
  v_max_i32 v10, v2, v1
  v_max_i32 v10, s1, v3
  v_max_i32 v10, -1, v4
  v_max_i32 v10, 0x80000000, v2
  v_max_i32 v10, v4, 64
  v_max_i32 v10, v1, s0
  v_max_i32 v10, v2, v2
  v_min_u32 v10, v1, v2
  v_min_u32 v10, v3, v4
  v_min_u32 v10, v2, v1
  v_min_u32 v10, s1, v3
  v_min_u32 v10, -1, v4
  v_min_u32 v10, 0x80000000, v2
  v_min_u32 v10, v4, 64
  v_min_u32 v10, v1, s0
  v_min_u32 v10, v2, v2
  v_max_u32 v10, v1, v2
  v_max_u32 v10, v3, v4
  v_max_u32 v10, v2, v1
  v_max_u32 v10, s1, v3
  v_max_u32 v10, -1, v4
  v_max_u32 v10, 0x80000000, v2
  v_max_u32 v10, v4, 64
  v_max_u32 v10, v1, s0
  v_max_u32 v10, v2, v2
  v_min3_i32 v11, v1, v2, v3
  v_min3_i32 v11, v4, v3, v2
  v_min3_i32 v11, v2, v1, v4
  v_min3_i32 v11, v1, s1, v2
  v_min3_i32 v11, v3, v4, 7
  v_min3_i32 v11, v4, -1, v1
  v_min3_i32 v11, v2, v2, v3
  v_min3_i32 v11, v1, v3, v1
  v_min3_i32 v11, v2, 0x80000000, v4
  v_max3_i32 v11, v1, v2, v3
  v_max3_i32 v11, v4, v3, v2
  v_max3_i32 v11, v2, v1, v4
  v_max3_i32 v11, v1, s1, v2
  v_max3_i32 v11, v3, v4, 7
  v_max3_i32 v11, v4, -1, v1
  v_max3_i32 v11, v2, v2, v3
  v_max3_i32 v11, v1, v3, v1
  v_max3_i32 v11, v2, 0x80000000, v4
  v_min3_u32 v11, v1, v2, v3
  v_min3_u32 v11, v4, v3, v2
  v_min3_u32 v11, v2, v1, v4
  v_min3_u32 v11, v1, s1, v2
  v_min3_u32 v11, v3, v4, 7
  v_min3_u32 v11, v4, -1, v1
  v_min3_u32 v11, v2, v2, v3
  v_min3_u32 v11, v1, v3, v1
  v_min3_u32 v11, v2, 0x80000000, v4
  v_max3_u32 v11, v1, v2, v3
  v_max3_u32 v11, v4, v3, v2
  v_max3_u32 v11, v2, v1, v4
  v_max3_u32 v11, v1, s1, v2
  v_max3_u32 v11, v3, v4, 7
  v_max3_u32 v11, v4, -1, v1
  v_max3_u32 v11, v2, v2, v3
  v_max3_u32 v11, v1, v3, v1
  v_max3_u32 v11, v2, 0x80000000, v4
  v_med3_i32 v11, v1, v2, v3
  v_med3_i32 v11, v4, v3, v2
  v_med3_i32 v11, v2, v1, v4
  v_med3_i32 v11, v1, s1, v2
  v_med3_i32 v11, v3, v4, 7
  v_med3_i32 v11, v4, -1, v1
  v_med3_i32 v11, v2, v2, v3
  v_med3_i32 v11, v1, v3, v1
  v_med3_i32 v11, v2, 0x80000000, v4
  v_med3_u32 v11, v1, v2, v3
  v_med3_u32 v11, v4, v3, v2
  v_med3_u32 v11, v2, v1, v4
  v_med3_u32 v11, v1, s1, v2
  v_med3_u32 v11, v3, v4, 7
  v_med3_u32 v11, v4, -1, v1
  v_med3_u32 v11, v2, v2, v3
  v_med3_u32 v11, v1, v3, v1
  v_med3_u32 v11, v2, 0x80000000, v4
  v_minmax_i32 v11, v1, v2, v3
  v_minmax_i32 v11, v4, v3, v2
  v_minmax_i32 v11, v2, v1, v4
  v_minmax_i32 v11, v1, s1, v2
  v_minmax_i32 v11, v3, v4, 7
  v_minmax_i32 v11, v4, -1, v1
  v_minmax_i32 v11, v2, v2, v3
  v_minmax_i32 v11, v1, v3, v1
  v_minmax_i32 v11, v2, 0x80000000, v4
  v_maxmin_i32 v11, v1, v2, v3
  v_maxmin_i32 v11, v4, v3, v2
  v_maxmin_i32 v11, v2, v1, v4
  v_maxmin_i32 v11, v1, s1, v2
  v_maxmin_i32 v11, v3, v4, 7
  v_maxmin_i32 v11, v4, -1, v1
  v_maxmin_i32 v11, v2, v2, v3
  v_maxmin_i32 v11, v1, v3, v1
  v_maxmin_i32 v11, v2, 0x80000000, v4
  v_minmax_u32 v11, v1, v2, v3
  v_minmax_u32 v11, v4, v3, v2
  v_minmax_u32 v11, v2, v1, v4
  v_minmax_u32 v11, v1, s1, v2
  v_minmax_u32 v11, v3, v4, 7
  v_minmax_u32 v11, v4, -1, v1
  v_minmax_u32 v11, v2, v2, v3
  v_minmax_u32 v11, v1, v3, v1
  v_minmax_u32 v11, v2, 0x80000000, v4
  v_maxmin_u32 v11, v1, v2, v3
  v_maxmin_u32 v11, v4, v3, v2
  v_maxmin_u32 v11, v2, v1, v4
  v_maxmin_u32 v11, v1, s1, v2
  v_maxmin_u32 v11, v3, v4, 7
  v_maxmin_u32 v11, v4, -1, v1
  v_maxmin_u32 v11, v2, v2, v3
  v_maxmin_u32 v11, v1, v3, v1
  v_maxmin_u32 v11, v2, 0x80000000, v4
  v_mov_b32 v12, v4
  v_min_i16 v12, v1, v2
  v_mov_b32 v12, v4
  v_min_i16 v12, v3, v4
  v_mov_b32 v12, v4
  v_min_i16 v12, v4, -1
  v_mov_b32 v12, v4
  v_min_i16 v12, v2, 0x7fff
  .long 0xd70c080c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70c100c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70c580c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_max_i16 v12, v1, v2
  v_mov_b32 v12, v4
  v_max_i16 v12, v3, v4
  v_mov_b32 v12, v4
  v_max_i16 v12, v4, -1
  v_mov_b32 v12, v4
  v_max_i16 v12, v2, 0x7fff
  .long 0xd70a080c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70a100c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70a580c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_min_u16 v12, v1, v2
  v_mov_b32 v12, v4
  v_min_u16 v12, v3, v4
  v_mov_b32 v12, v4
  v_min_u16 v12, v4, -1
  v_mov_b32 v12, v4
  v_min_u16 v12, v2, 0x7fff
  .long 0xd70b080c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd70b100c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd70b580c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v4
  v_max_u16 v12, v1, v2
  v_mov_b32 v12, v4
  v_max_u16 v12, v3, v4
  v_mov_b32 v12, v4
  v_max_u16 v12, v4, -1
  v_mov_b32 v12, v4
  v_max_u16 v12, v2, 0x7fff
  .long 0xd709080c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,0,0]
  .long 0xd709100c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[0,1,0]
  .long 0xd709580c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,1,1]
  v_mov_b32 v12, v3
  v_min3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_min3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_min3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_min3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_min3_i16 v12, v1, v1, v3
  v_min3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_min3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_min3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_max3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_max3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_max3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_max3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_max3_i16 v12, v1, v1, v3
  v_max3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_max3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_max3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_min3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_min3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_min3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_min3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_min3_u16 v12, v1, v1, v3
  v_min3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_min3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_min3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_max3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_max3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_max3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_max3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_max3_u16 v12, v1, v1, v3
  v_max3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_max3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_max3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_med3_i16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_med3_i16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_med3_i16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_med3_i16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_med3_i16 v12, v1, v1, v3
  v_med3_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_med3_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_med3_i16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  v_mov_b32 v12, v3
  v_med3_u16 v12, v1, v2, v3
  v_mov_b32 v12, v3
  v_med3_u16 v12, v4, v3, v2
  v_mov_b32 v12, v3
  v_med3_u16 v12, v2, -1, v1
  v_mov_b32 v12, v3
  v_med3_u16 v12, v4, 0x7fff, v2
  v_mov_b32 v12, v3
  v_med3_u16 v12, v1, v1, v3
  v_med3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
  v_med3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
  v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
  s_mov_b32 exec_lo, -1
  s_endpgm
