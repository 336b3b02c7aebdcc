// Directed cosim program (int unit): logic, shifts, bit counts, bit fields, alignment,
// byte permutes, lerp and sums of absolute differences.
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
// logic, 32 and 16 bit
  v_and_b32 v10, v1, v2
  v_and_b32 v10, v3, v4
  v_and_b32 v10, v2, v1
  v_and_b32 v10, s1, v3
  v_and_b32 v10, -1, v4
  v_and_b32 v10, 0x80000000, v2
  v_and_b32 v10, v4, 64
  v_or_b32 v10, v1, v2
  v_or_b32 v10, v3, v4
  v_or_b32 v10, v2, v1
  v_or_b32 v10, s1, v3
  v_or_b32 v10, -1, v4
  v_or_b32 v10, 0x80000000, v2
  v_or_b32 v10, v4, 64
  v_xor_b32 v10, v1, v2
  v_xor_b32 v10, v3, v4
  v_xor_b32 v10, v2, v1
  v_xor_b32 v10, s1, v3
  v_xor_b32 v10, -1, v4
  v_xor_b32 v10, 0x80000000, v2
  v_xor_b32 v10, v4, 64
  v_xnor_b32 v10, v1, v2
  v_xnor_b32 v10, v3, v4
  v_xnor_b32 v10, v2, v1
  v_xnor_b32 v10, s1, v3
  v_xnor_b32 v10, -1, v4
  v_xnor_b32 v10, 0x80000000, v2
  v_xnor_b32 v10, v4, 64
  v_not_b32 v11, v1
  v_not_b32 v11, v2
  v_not_b32 v11, v3
  v_not_b32 v11, v4
  v_not_b32 v11, s0
  v_not_b32 v11, 0
  v_not_b32 v11, -1
  v_not_b32 v11, 0x00010000
  v_not_b32 v11, 0xffff8000
  v_not_b32_e64 v11, v3
  v_bfrev_b32 v11, v1
  v_bfrev_b32 v11, v2
  v_bfrev_b32 v11, v3
  v_bfrev_b32 v11, v4
  v_bfrev_b32 v11, s0
  v_bfrev_b32 v11, 0
  v_bfrev_b32 v11, -1
  v_bfrev_b32 v11, 0x00010000
  v_bfrev_b32 v11, 0xffff8000
  v_bfrev_b32_e64 v11, v3
  v_clz_i32_u32 v11, v1
  v_clz_i32_u32 v11, v2
  v_clz_i32_u32 v11, v3
  v_clz_i32_u32 v11, v4
  v_clz_i32_u32 v11, s0
  v_clz_i32_u32 v11, 0
  v_clz_i32_u32 v11, -1
  v_clz_i32_u32 v11, 0x00010000
  v_clz_i32_u32 v11, 0xffff8000
  v_clz_i32_u32_e64 v11, v3
  v_ctz_i32_b32 v11, v1
  v_ctz_i32_b32 v11, v2
  v_ctz_i32_b32 v11, v3
  v_ctz_i32_b32 v11, v4
  v_ctz_i32_b32 v11, s0
  v_ctz_i32_b32 v11, 0
  v_ctz_i32_b32 v11, -1
  v_ctz_i32_b32 v11, 0x00010000
  v_ctz_i32_b32 v11, 0xffff8000
  v_ctz_i32_b32_e64 v11, v3
  v_cls_i32 v11, v1
  v_cls_i32 v11, v2
  v_cls_i32 v11, v3
  v_cls_i32 v11, v4
  v_cls_i32 v11, s0
  v_cls_i32 v11, 0
  v_cls_i32 v11, -1
  v_cls_i32 v11, 0x00010000
  v_cls_i32 v11, 0xffff8000
  v_cls_i32_e64 v11, v3
  v_or3_b32 v12, v1, v2, v3
  v_or3_b32 v12, v4, v3, v2
  v_or3_b32 v12, v2, v1, v4
  v_or3_b32 v12, v1, s1, v2
  v_or3_b32 v12, v3, v4, 7
  v_or3_b32 v12, v4, -1, v1
  v_or3_b32 v12, v2, v3, 0x0c0d0804
  v_xor3_b32 v12, v1, v2, v3
  v_xor3_b32 v12, v4, v3, v2
  v_xor3_b32 v12, v2, v1, v4
  v_xor3_b32 v12, v1, s1, v2
  v_xor3_b32 v12, v3, v4, 7
  v_xor3_b32 v12, v4, -1, v1
  v_xor3_b32 v12, v2, v3, 0x0c0d0804
  v_and_or_b32 v12, v1, v2, v3
  v_and_or_b32 v12, v4, v3, v2
  v_and_or_b32 v12, v2, v1, v4
  v_and_or_b32 v12, v1, s1, v2
  v_and_or_b32 v12, v3, v4, 7
  v_and_or_b32 v12, v4, -1, v1
  v_and_or_b32 v12, v2, v3, 0x0c0d0804
  v_lshl_or_b32 v12, v1, v2, v3
  v_lshl_or_b32 v12, v4, v3, v2
  v_lshl_or_b32 v12, v2, v1, v4
  v_lshl_or_b32 v12, v1, s1, v2
  v_lshl_or_b32 v12, v3, v4, 7
  v_lshl_or_b32 v12, v4, -1, v1
  v_lshl_or_b32 v12, v2, v3, 0x0c0d0804
  v_bfi_b32 v12, v1, v2, v3
  v_bfi_b32 v12, v4, v3, v2
  v_bfi_b32 v12, v2, v1, v4
  v_bfi_b32 v12, v1, s1, v2
  v_bfi_b32 v12, v3, v4, 7
  v_bfi_b32 v12, v4, -1, v1
  v_bfi_b32 v12, v2, v3, 0x0c0d0804
  v_alignbit_b32 v12, v1, v2, v3
  v_alignbit_b32 v12, v4, v3, v2
  v_alignbit_b32 v12, v2, v1, v4
  v_alignbit_b32 v12, v1, s1, v2
  v_alignbit_b32 v12, v3, v4, 7
  v_alignbit_b32 v12, v4, -1, v1
  v_alignbit_b32 v12, v2, v3, 0x0c0d0804
  v_alignbyte_b32 v12, v1, v2, v3
  v_alignbyte_b32 v12, v4, v3, v2
  v_alignbyte_b32 v12, v2, v1, v4
  v_alignbyte_b32 v12, v1, s1, v2
  v_alignbyte_b32 v12, v3, v4, 7
  v_alignbyte_b32 v12, v4, -1, v1
  v_alignbyte_b32 v12, v2, v3, 0x0c0d0804
  v_perm_b32 v12, v1, v2, v3
  v_perm_b32 v12, v4, v3, v2
  v_perm_b32 v12, v2, v1, v4
  v_perm_b32 v12, v1, s1, v2
  v_perm_b32 v12, v3, v4, 7
  v_perm_b32 v12, v4, -1, v1
  v_perm_b32 v12, v2, v3, 0x0c0d0804
  v_lerp_u8 v12, v1, v2, v3
  v_lerp_u8 v12, v4, v3, v2
  v_lerp_u8 v12, v2, v1, v4
  v_lerp_u8 v12, v1, s1, v2
  v_lerp_u8 v12, v3, v4, 7
  v_lerp_u8 v12, v4, -1, v1
  v_lerp_u8 v12, v2, v3, 0x0c0d0804
  v_bfe_u32 v12, v1, v2, v3
  v_bfe_u32 v12, v4, v3, v2
  v_bfe_u32 v12, v2, v1, v4
  v_bfe_u32 v12, v1, s1, v2
  v_bfe_u32 v12, v3, v4, 7
  v_bfe_u32 v12, v4, -1, v1
  v_bfe_u32 v12, v2, v3, 0x0c0d0804
  v_bfe_i32 v12, v1, v2, v3
  v_bfe_i32 v12, v4, v3, v2
  v_bfe_i32 v12, v2, v1, v4
  v_bfe_i32 v12, v1, s1, v2
  v_bfe_i32 v12, v3, v4, 7
  v_bfe_i32 v12, v4, -1, v1
  v_bfe_i32 v12, v2, v3, 0x0c0d0804
  v_sad_u8 v12, v1, v2, v3
  v_sad_u8 v12, v4, v3, v2
  v_sad_u8 v12, v2, v1, v4
  v_sad_u8 v12, v1, s1, v2
  v_sad_u8 v12, v3, v4, 7
  v_sad_u8 v12, v4, -1, v1
  v_sad_u8 v12, v2, v3, 0x0c0d0804
  v_sad_hi_u8 v12, v1, v2, v3
  v_sad_hi_u8 v12, v4, v3, v2
  v_sad_hi_u8 v12, v2, v1, v4
  v_sad_hi_u8 v12, v1, s1, v2
  v_sad_hi_u8 v12, v3, v4, 7
  v_sad_hi_u8 v12, v4, -1, v1
  v_sad_hi_u8 v12, v2, v3, 0x0c0d0804
  v_sad_u16 v12, v1, v2, v3
  v_sad_u16 v12, v4, v3, v2
  v_sad_u16 v12, v2, v1, v4
  v_sad_u16 v12, v1, s1, v2
  v_sad_u16 v12, v3, v4, 7
  v_sad_u16 v12, v4, -1, v1
  v_sad_u16 v12, v2, v3, 0x0c0d0804
  v_sad_u32 v12, v1, v2, v3
  v_sad_u32 v12, v4, v3, v2
  v_sad_u32 v12, v2, v1, v4
  v_sad_u32 v12, v1, s1, v2
  v_sad_u32 v12, v3, v4, 7
  v_sad_u32 v12, v4, -1, v1
  v_sad_u32 v12, v2, v3, 0x0c0d0804
  v_msad_u8 v12, v1, v2, v3
  v_msad_u8 v12, v4, v3, v2
  v_msad_u8 v12, v2, v1, v4
  v_msad_u8 v12, v1, s1, v2
  v_msad_u8 v12, v3, v4, 7
  v_msad_u8 v12, v4, -1, v1
  v_msad_u8 v12, v2, v3, 0x0c0d0804
  v_bfe_u32 v12, v1, v2, v3
  v_bfe_i32 v12, v1, v2, v3
  v_bfe_u32 v12, v1, 8, 4
  v_bfe_i32 v12, v1, 8, 4
  v_bfe_u32 v12, v2, 31, 1
  v_bfe_i32 v12, v2, 31, 1
  v_bfe_u32 v12, v3, 0, 0
  v_bfe_i32 v12, v3, 0, 0
  v_bfe_u32 v12, v4, 12, 20
  v_bfe_i32 v12, v4, 12, 20
  v_bfe_u32 v12, v2, 1, 31
  v_bfe_i32 v12, v2, 1, 31
  v_bfe_u32 v12, v4, v0, 16
  v_bfe_i32 v12, v4, v0, 16
  v_bfm_b32 v13, v1, v2
  v_bcnt_u32_b32 v13, v1, v2
  v_bfm_b32 v13, v0, 4
  v_bcnt_u32_b32 v13, v0, 4
  v_bfm_b32 v13, 8, v0
  v_bcnt_u32_b32 v13, 8, v0
  v_bfm_b32 v13, 0, 0
  v_bcnt_u32_b32 v13, 0, 0
  v_bfm_b32 v13, 31, 1
  v_bcnt_u32_b32 v13, 31, 1
  v_bfm_b32 v13, v3, s1
  v_bcnt_u32_b32 v13, v3, s1
  v_perm_b32 v12, v1, v2, 0x0b0a0908
  v_perm_b32 v12, v1, v2, 0x0c0d0e0f
  v_perm_b32 v12, v3, v4, 0x07060504
  v_alignbyte_b32 v12, v1, v2, 3
// alignbit/alignbyte: S2 is a 16-bit operand, op_sel[2] takes its high half
  .long 0xd616200c, 0x040e0501  // v_alignbit_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
  .long 0xd616200c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
  .long 0xd616180c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
  .long 0xd617200c, 0x040e0501  // v_alignbyte_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
  .long 0xd617200c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
  .long 0xd617180c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
// shifts: the rev forms shift S1 by S0
  v_lshlrev_b32 v14, v1, v2
  v_lshlrev_b32 v14, v0, v4
  v_lshlrev_b32 v14, v3, v1
  v_lshlrev_b32 v14, 31, v2
  v_lshlrev_b32 v14, 1, s0
  v_lshlrev_b32 v14, v4, 0x80000000
  v_lshlrev_b32 v14, v2, -1
  v_lshlrev_b32 v14, 33, v3
  v_lshrrev_b32 v14, v1, v2
  v_lshrrev_b32 v14, v0, v4
  v_lshrrev_b32 v14, v3, v1
  v_lshrrev_b32 v14, 31, v2
  v_lshrrev_b32 v14, 1, s0
  v_lshrrev_b32 v14, v4, 0x80000000
  v_lshrrev_b32 v14, v2, -1
  v_lshrrev_b32 v14, 33, v3
  v_ashrrev_i32 v14, v1, v2
  v_ashrrev_i32 v14, v0, v4
  v_ashrrev_i32 v14, v3, v1
  v_ashrrev_i32 v14, 31, v2
  v_ashrrev_i32 v14, 1, s0
  v_ashrrev_i32 v14, v4, 0x80000000
  v_ashrrev_i32 v14, v2, -1
  v_ashrrev_i32 v14, 33, v3
// 16-bit logic and shifts: halves by op_sel, the other half of vdst kept
  v_mov_b32 v15, v3
  v_and_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_and_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_and_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_and_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_and_b16 v15, v4, -1
  .long 0xd762080f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd762100f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd762580f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd762400f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_or_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_or_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_or_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_or_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_or_b16 v15, v4, -1
  .long 0xd763080f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd763100f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd763580f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd763400f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_xor_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_xor_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_xor_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_xor_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_xor_b16 v15, v4, -1
  .long 0xd764080f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd764100f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd764580f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd764400f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v4, -1
  .long 0xd738080f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd738100f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd738580f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd738400f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v4, -1
  .long 0xd739080f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd739100f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd739580f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd739400f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v1, v2
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v3, v4
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v0, v3
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, 15, v2
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v4, -1
  .long 0xd73a080f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd73a100f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd73a580f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd73a400f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,0,1]
// v_not_b16 (fake16 in llvm-mc-19): the VOP1 high halves as VGPR fields of 128 and up,
// the VOP3 ones by op_sel
  .long 0x7e20d302  // v_not_b16_e32 v16.l, v2.l
  .long 0xd5e90010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,0]
  .long 0x7e20d382  // v_not_b16_e32 v16.l, v2.h
  .long 0xd5e90810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,0]
  .long 0x7f20d302  // v_not_b16_e32 v16.h, v2.l
  .long 0xd5e94010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,1]
  .long 0x7f20d382  // v_not_b16_e32 v16.h, v2.h
  .long 0xd5e94810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,1]
  v_not_b16 v16, 0x8000
// v_sat_pk_u8_i16: two signed halves limited to bytes, into one half of vdst
  v_sat_pk_u8_i16 v16, v1
  v_sat_pk_u8_i16 v16, v2
  v_sat_pk_u8_i16 v16, v3
  v_sat_pk_u8_i16 v16, v4
  v_sat_pk_u8_i16 v16, s3
  v_sat_pk_u8_i16 v16, -1
  v_sat_pk_u8_i16 v16, 0x7fff0100
  .long 0xd5e24010, 0x00000103  // v_sat_pk_u8_i16_e64 v16, v3 op_sel:[0,1]
  s_mov_b32 exec_lo, 0x5a5af00f
  v_and_b32 v10, v1, v2
  v_and_b32 v10, v3, v4
  v_and_b32 v10, v2, v1
  v_and_b32 v10, s1, v3
  v_and_b32 v10, -1, v4
  v_and_b32 v10, 0x80000000, v2
  v_and_b32 v10, v4, 64
  v_or_b32 v10, v1, v2
  v_or_b32 v10, v3, v4
  v_or_b32 v10, v2, v1
  v_or_b32 v10, s1, v3
  v_or_b32 v10, -1, v4
  v_or_b32 v10, 0x80000000, v2
  v_or_b32 v10, v4, 64
  v_xor_b32 v10, v1, v2
  v_xor_b32 v10, v3, v4
  v_xor_b32 v10, v2, v1
  v_xor_b32 v10, s1, v3
  v_xor_b32 v10, -1, v4
  v_xor_b32 v10, 0x80000000, v2
  v_xor_b32 v10, v4, 64
  v_xnor_b32 v10, v1, v2
  v_xnor_b32 v10, v3, v4
  v_xnor_b32 v10, v2, v1
  v_xnor_b32 v10, s1, v3
  v_xnor_b32 v10, -1, v4
  v_xnor_b32 v10, 0x80000000, v2
  v_xnor_b32 v10, v4, 64
  v_not_b32 v11, v1
  v_not_b32 v11, v2
  v_not_b32 v11, v3
  v_not_b32 v11, v4
  v_not_b32 v11, s0
  v_not_b32 v11, 0
  v_not_b32 v11, -1
  v_not_b32 v11, 0x00010000
  v_not_b32 v11, 0xffff8000
  v_not_b32_e64 v11, v3
  v_bfrev_b32 v11, v1
  v_bfrev_b32 v11, v2
  v_bfrev_b32 v11, v3
  v_bfrev_b32 v11, v4
  v_bfrev_b32 v11, s0
  v_bfrev_b32 v11, 0
  v_bfrev_b32 v11, -1
  v_bfrev_b32 v11, 0x00010000
  v_bfrev_b32 v11, 0xffff8000
  v_bfrev_b32_e64 v11, v3
  v_clz_i32_u32 v11, v1
  v_clz_i32_u32 v11, v2
  v_clz_i32_u32 v11, v3
  v_clz_i32_u32 v11, v4
  v_clz_i32_u32 v11, s0
  v_clz_i32_u32 v11, 0
  v_clz_i32_u32 v11, -1
  v_clz_i32_u32 v11, 0x00010000
  v_clz_i32_u32 v11, 0xffff8000
  v_clz_i32_u32_e64 v11, v3
  v_ctz_i32_b32 v11, v1
  v_ctz_i32_b32 v11, v2
  v_ctz_i32_b32 v11, v3
  v_ctz_i32_b32 v11, v4
  v_ctz_i32_b32 v11, s0
  v_ctz_i32_b32 v11, 0
  v_ctz_i32_b32 v11, -1
  v_ctz_i32_b32 v11, 0x00010000
  v_ctz_i32_b32 v11, 0xffff8000
  v_ctz_i32_b32_e64 v11, v3
  v_cls_i32 v11, v1
  v_cls_i32 v11, v2
  v_cls_i32 v11, v3
  v_cls_i32 v11, v4
  v_cls_i32 v11, s0
  v_cls_i32 v11, 0
  v_cls_i32 v11, -1
  v_cls_i32 v11, 0x00010000
  v_cls_i32 v11, 0xffff8000
  v_cls_i32_e64 v11, v3
  v_or3_b32 v12, v1, v2, v3
  v_or3_b32 v12, v4, v3, v2
  v_or3_b32 v12, v2, v1, v4
  v_or3_b32 v12, v1, s1, v2
  v_or3_b32 v12, v3, v4, 7
  v_or3_b32 v12, v4, -1, v1
  v_or3_b32 v12, v2, v3, 0x0c0d0804
  v_xor3_b32 v12, v1, v2, v3
  v_xor3_b32 v12, v4, v3, v2
  v_xor3_b32 v12, v2, v1, v4
  v_xor3_b32 v12, v1, s1, v2
  v_xor3_b32 v12, v3, v4, 7
  v_xor3_b32 v12, v4, -1, v1
  v_xor3_b32 v12, v2, v3, 0x0c0d0804
  v_and_or_b32 v12, v1, v2, v3
  v_and_or_b32 v12, v4, v3, v2
  v_and_or_b32 v12, v2, v1, v4
  v_and_or_b32 v12, v1, s1, v2
  v_and_or_b32 v12, v3, v4, 7
  v_and_or_b32 v12, v4, -1, v1
  v_and_or_b32 v12, v2, v3, 0x0c0d0804
  v_lshl_or_b32 v12, v1, v2, v3
  v_lshl_or_b32 v12, v4, v3, v2
  v_lshl_or_b32 v12, v2, v1, v4
  v_lshl_or_b32 v12, v1, s1, v2
  v_lshl_or_b32 v12, v3, v4, 7
  v_lshl_or_b32 v12, v4, -1, v1
  v_lshl_or_b32 v12, v2, v3, 0x0c0d0804
  v_bfi_b32 v12, v1, v2, v3
  v_bfi_b32 v12, v4, v3, v2
  v_bfi_b32 v12, v2, v1, v4
  v_bfi_b32 v12, v1, s1, v2
  v_bfi_b32 v12, v3, v4, 7
  v_bfi_b32 v12, v4, -1, v1
  v_bfi_b32 v12, v2, v3, 0x0c0d0804
  v_alignbit_b32 v12, v1, v2, v3
  v_alignbit_b32 v12, v4, v3, v2
  v_alignbit_b32 v12, v2, v1, v4
  v_alignbit_b32 v12, v1, s1, v2
  v_alignbit_b32 v12, v3, v4, 7
  v_alignbit_b32 v12, v4, -1, v1
  v_alignbit_b32 v12, v2, v3, 0x0c0d0804
  v_alignbyte_b32 v12, v1, v2, v3
  v_alignbyte_b32 v12, v4, v3, v2
  v_alignbyte_b32 v12, v2, v1, v4
  v_alignbyte_b32 v12, v1, s1, v2
  v_alignbyte_b32 v12, v3, v4, 7
  v_alignbyte_b32 v12, v4, -1, v1
  v_alignbyte_b32 v12, v2, v3, 0x0c0d0804
  v_perm_b32 v12, v1, v2, v3
  v_perm_b32 v12, v4, v3, v2
  v_perm_b32 v12, v2, v1, v4
  v_perm_b32 v12, v1, s1, v2
  v_perm_b32 v12, v3, v4, 7
  v_perm_b32 v12, v4, -1, v1
  v_perm_b32 v12, v2, v3, 0x0c0d0804
  v_lerp_u8 v12, v1, v2, v3
  v_lerp_u8 v12, v4, v3, v2
  v_lerp_u8 v12, v2, v1, v4
  v_lerp_u8 v12, v1, s1, v2
  v_lerp_u8 v12, v3, v4, 7
  v_lerp_u8 v12, v4, -1, v1
  v_lerp_u8 v12, v2, v3, 0x0c0d0804
  v_bfe_u32 v12, v1, v2, v3
  v_bfe_u32 v12, v4, v3, v2
  v_bfe_u32 v12, v2, v1, v4
  v_bfe_u32 v12, v1, s1, v2
  v_bfe_u32 v12, v3, v4, 7
  v_bfe_u32 v12, v4, -1, v1
  v_bfe_u32 v12, v2, v3, 0x0c0d0804
  v_bfe_i32 v12, v1, v2, v3
  v_bfe_i32 v12, v4, v3, v2
  v_bfe_i32 v12, v2, v1, v4
  v_bfe_i32 v12, v1, s1, v2
  v_bfe_i32 v12, v3, v4, 7
  v_bfe_i32 v12, v4, -1, v1
  v_bfe_i32 v12, v2, v3, 0x0c0d0804
  v_sad_u8 v12, v1, v2, v3
  v_sad_u8 v12, v4, v3, v2
  v_sad_u8 v12, v2, v1, v4
  v_sad_u8 v12, v1, s1, v2
  v_sad_u8 v12, v3, v4, 7
  v_sad_u8 v12, v4, -1, v1
  v_sad_u8 v12, v2, v3, 0x0c0d0804
  v_sad_hi_u8 v12, v1, v2, v3
  v_sad_hi_u8 v12, v4, v3, v2
  v_sad_hi_u8 v12, v2, v1, v4
  v_sad_hi_u8 v12, v1, s1, v2
  v_sad_hi_u8 v12, v3, v4, 7
  v_sad_hi_u8 v12, v4, -1, v1
  v_sad_hi_u8 v12, v2, v3, 0x0c0d0804
  v_sad_u16 v12, v1, v2, v3
  v_sad_u16 v12, v4, v3, v2
  v_sad_u16 v12, v2, v1, v4
  v_sad_u16 v12, v1, s1, v2
  v_sad_u16 v12, v3, v4, 7
  v_sad_u16 v12, v4, -1, v1
  v_sad_u16 v12, v2, v3, 0x0c0d0804
  v_sad_u32 v12, v1, v2, v3
  v_sad_u32 v12, v4, v3, v2
  v_sad_u32 v12, v2, v1, v4
  v_sad_u32 v12, v1, s1, v2
  v_sad_u32 v12, v3, v4, 7
  v_sad_u32 v12, v4, -1, v1
  v_sad_u32 v12, v2, v3, 0x0c0d0804
  v_msad_u8 v12, v1, v2, v3
  v_msad_u8 v12, v4, v3, v2
  v_msad_u8 v12, v2, v1, v4
  v_msad_u8 v12, v1, s1, v2
  v_msad_u8 v12, v3, v4, 7
  v_msad_u8 v12, v4, -1, v1
  v_msad_u8 v12, v2, v3, 0x0c0d0804
  v_bfe_u32 v12, v1, v2, v3
  v_bfe_i32 v12, v1, v2, v3
  v_bfe_u32 v12, v1, 8, 4
  v_bfe_i32 v12, v1, 8, 4
  v_bfe_u32 v12, v2, 31, 1
  v_bfe_i32 v12, v2, 31, 1
  v_bfe_u32 v12, v3, 0, 0
  v_bfe_i32 v12, v3, 0, 0
  v_bfe_u32 v12, v4, 12, 20
  v_bfe_i32 v12, v4, 12, 20
  v_bfe_u32 v12, v2, 1, 31
  v_bfe_i32 v12, v2, 1, 31
  v_bfe_u32 v12, v4, v0, 16
  v_bfe_i32 v12, v4, v0, 16
  v_bfm_b32 v13, v1, v2
  v_bcnt_u32_b32 v13, v1, v2
  v_bfm_b32 v13, v0, 4
  v_bcnt_u32_b32 v13, v0, 4
  v_bfm_b32 v13, 8, v0
  v_bcnt_u32_b32 v13, 8, v0
  v_bfm_b32 v13, 0, 0
  v_bcnt_u32_b32 v13, 0, 0
  v_bfm_b32 v13, 31, 1
  v_bcnt_u32_b32 v13, 31, 1
  v_bfm_b32 v13, v3, s1
  v_bcnt_u32_b32 v13, v3, s1
  v_perm_b32 v12, v1, v2, 0x0b0a0908
  v_perm_b32 v12, v1, v2, 0x0c0d0e0f
  v_perm_b32 v12, v3, v4, 0x07060504
  v_alignbyte_b32 v12, v1, v2, 3
  .long 0xd616200c, 0x040e0501  // v_alignbit_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
  .long 0xd616200c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
  .long 0xd616180c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
  .long 0xd617200c, 0x040e0501  // v_alignbyte_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
  .long 0xd617200c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
  .long 0xd617180c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
  v_lshlrev_b32 v14, v1, v2
  v_lshlrev_b32 v14, v0, v4
  v_lshlrev_b32 v14, v3, v1
  v_lshlrev_b32 v14, 31, v2
  v_lshlrev_b32 v14, 1, s0
  v_lshlrev_b32 v14, v4, 0x80000000
  v_lshlrev_b32 v14, v2, -1
  v_lshlrev_b32 v14, 33, v3
  v_lshrrev_b32 v14, v1, v2
  v_lshrrev_b32 v14, v0, v4
  v_lshrrev_b32 v14, v3, v1
  v_lshrrev_b32 v14, 31, v2
  v_lshrrev_b32 v14, 1, s0
  v_lshrrev_b32 v14, v4, 0x80000000
  v_lshrrev_b32 v14, v2, -1
  v_lshrrev_b32 v14, 33, v3
  v_ashrrev_i32 v14, v1, v2
  v_ashrrev_i32 v14, v0, v4
  v_ashrrev_i32 v14, v3, v1
  v_ashrrev_i32 v14, 31, v2
  v_ashrrev_i32 v14, 1, s0
  v_ashrrev_i32 v14, v4, 0x80000000
  v_ashrrev_i32 v14, v2, -1
  v_ashrrev_i32 v14, 33, v3
  v_mov_b32 v15, v3
  v_and_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_and_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_and_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_and_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_and_b16 v15, v4, -1
  .long 0xd762080f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd762100f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd762580f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd762400f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_or_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_or_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_or_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_or_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_or_b16 v15, v4, -1
  .long 0xd763080f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd763100f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd763580f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd763400f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_xor_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_xor_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_xor_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_xor_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_xor_b16 v15, v4, -1
  .long 0xd764080f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd764100f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd764580f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd764400f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_lshlrev_b16 v15, v4, -1
  .long 0xd738080f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd738100f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd738580f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd738400f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v1, v2
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v3, v4
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v0, v3
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, 15, v2
  v_mov_b32 v15, v3
  v_lshrrev_b16 v15, v4, -1
  .long 0xd739080f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd739100f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd739580f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd739400f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,0,1]
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v1, v2
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v3, v4
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v0, v3
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, 15, v2
  v_mov_b32 v15, v3
  v_ashrrev_i16 v15, v4, -1
  .long 0xd73a080f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,0,0]
  .long 0xd73a100f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,1,0]
  .long 0xd73a580f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,1,1]
  .long 0xd73a400f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,0,1]
  .long 0x7e20d302  // v_not_b16_e32 v16.l, v2.l
  .long 0xd5e90010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,0]
  .long 0x7e20d382  // v_not_b16_e32 v16.l, v2.h
  .long 0xd5e90810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,0]
  .long 0x7f20d302  // v_not_b16_e32 v16.h, v2.l
  .long 0xd5e94010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,1]
  .long 0x7f20d382  // v_not_b16_e32 v16.h, v2.h
  .long 0xd5e94810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,1]
  v_not_b16 v16, 0x8000
  v_sat_pk_u8_i16 v16, v1
  v_sat_pk_u8_i16 v16, v2
  v_sat_pk_u8_i16 v16, v3
  v_sat_pk_u8_i16 v16, v4
  v_sat_pk_u8_i16 v16, s3
  v_sat_pk_u8_i16 v16, -1
  v_sat_pk_u8_i16 v16, 0x7fff0100
  .long 0xd5e24010, 0x00000103  // v_sat_pk_u8_i16_e64 v16, v3 op_sel:[0,1]
  s_mov_b32 exec_lo, -1
  s_endpgm
