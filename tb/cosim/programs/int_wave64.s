// Directed cosim program (int, imul, int64 units) in wave64: both passes of each
// instruction, lane masks as SGPR pairs.
// Per-lane inputs: v0 the lane id; v1-v4 hashed from it (multiply, xor-shift), so every
// lane differs; then integer edge values (0, 1, -1, sign bit, max, 16-bit edges) patched
// into some lanes of each, on different lanes per register, so edges meet edges and randoms.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0
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
  s_mov_b32 vcc_hi, 0x00010010
  v_cndmask_b32_e64 v1, v1, 0, vcc
  s_mov_b32 vcc_lo, 0x00010010
  s_mov_b32 vcc_hi, 0x00100202
  v_cndmask_b32_e64 v1, v1, 1, vcc
  s_mov_b32 vcc_lo, 0x00100202
  s_mov_b32 vcc_hi, 0x01000404
  v_cndmask_b32_e64 v1, v1, -1, vcc
  s_mov_b32 vcc_lo, 0x01000404
  s_mov_b32 vcc_hi, 0x10000808
  v_cndmask_b32_e64 v1, v1, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x10000808
  s_mov_b32 vcc_hi, 0x00001020
  v_cndmask_b32_e64 v1, v1, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x00001020
  s_mov_b32 vcc_hi, 0x00002040
  v_cndmask_b32_e64 v1, v1, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x00002040
  s_mov_b32 vcc_hi, 0x00204080
  v_cndmask_b32_e64 v1, v1, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x00204080
  s_mov_b32 vcc_hi, 0x02000000
  v_cndmask_b32_e64 v1, v1, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x02000000
  s_mov_b32 vcc_hi, 0x40008000
  v_cndmask_b32_e64 v1, v1, 0xffff0000, vcc
  s_mov_b32 vcc_lo, 0x40008000
  s_mov_b32 vcc_hi, 0x00000101
  v_cndmask_b32_e64 v1, v1, 0x00ff00ff, vcc
  s_mov_b32 vcc_lo, 0x01000404
  s_mov_b32 vcc_hi, 0x00002040
  v_cndmask_b32_e64 v2, v2, 0, vcc
  s_mov_b32 vcc_lo, 0x10000808
  s_mov_b32 vcc_hi, 0x00204080
  v_cndmask_b32_e64 v2, v2, 1, vcc
  s_mov_b32 vcc_lo, 0x00001020
  s_mov_b32 vcc_hi, 0x02000000
  v_cndmask_b32_e64 v2, v2, -1, vcc
  s_mov_b32 vcc_lo, 0x00002040
  s_mov_b32 vcc_hi, 0x40008000
  v_cndmask_b32_e64 v2, v2, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x00204080
  s_mov_b32 vcc_hi, 0x00000101
  v_cndmask_b32_e64 v2, v2, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x02000000
  s_mov_b32 vcc_hi, 0x00010010
  v_cndmask_b32_e64 v2, v2, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x40008000
  s_mov_b32 vcc_hi, 0x00100202
  v_cndmask_b32_e64 v2, v2, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x00000101
  s_mov_b32 vcc_hi, 0x01000404
  v_cndmask_b32_e64 v2, v2, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x00010010
  s_mov_b32 vcc_hi, 0x10000808
  v_cndmask_b32_e64 v2, v2, 0xffff0000, vcc
  s_mov_b32 vcc_lo, 0x00100202
  s_mov_b32 vcc_hi, 0x00001020
  v_cndmask_b32_e64 v2, v2, 0x00ff00ff, vcc
  s_mov_b32 vcc_lo, 0x00002040
  s_mov_b32 vcc_hi, 0x00010010
  v_cndmask_b32_e64 v3, v3, 0, vcc
  s_mov_b32 vcc_lo, 0x00204080
  s_mov_b32 vcc_hi, 0x00100202
  v_cndmask_b32_e64 v3, v3, 1, vcc
  s_mov_b32 vcc_lo, 0x02000000
  s_mov_b32 vcc_hi, 0x01000404
  v_cndmask_b32_e64 v3, v3, -1, vcc
  s_mov_b32 vcc_lo, 0x40008000
  s_mov_b32 vcc_hi, 0x10000808
  v_cndmask_b32_e64 v3, v3, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x00000101
  s_mov_b32 vcc_hi, 0x00001020
  v_cndmask_b32_e64 v3, v3, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x00010010
  s_mov_b32 vcc_hi, 0x00002040
  v_cndmask_b32_e64 v3, v3, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x00100202
  s_mov_b32 vcc_hi, 0x00204080
  v_cndmask_b32_e64 v3, v3, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x01000404
  s_mov_b32 vcc_hi, 0x02000000
  v_cndmask_b32_e64 v3, v3, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x10000808
  s_mov_b32 vcc_hi, 0x40008000
  v_cndmask_b32_e64 v3, v3, 0xffff0000, vcc
  s_mov_b32 vcc_lo, 0x00001020
  s_mov_b32 vcc_hi, 0x00000101
  v_cndmask_b32_e64 v3, v3, 0x00ff00ff, vcc
  s_mov_b32 vcc_lo, 0x40008000
  s_mov_b32 vcc_hi, 0x00002040
  v_cndmask_b32_e64 v4, v4, 0, vcc
  s_mov_b32 vcc_lo, 0x00000101
  s_mov_b32 vcc_hi, 0x00204080
  v_cndmask_b32_e64 v4, v4, 1, vcc
  s_mov_b32 vcc_lo, 0x00010010
  s_mov_b32 vcc_hi, 0x02000000
  v_cndmask_b32_e64 v4, v4, -1, vcc
  s_mov_b32 vcc_lo, 0x00100202
  s_mov_b32 vcc_hi, 0x40008000
  v_cndmask_b32_e64 v4, v4, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x01000404
  s_mov_b32 vcc_hi, 0x00000101
  v_cndmask_b32_e64 v4, v4, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x10000808
  s_mov_b32 vcc_hi, 0x00010010
  v_cndmask_b32_e64 v4, v4, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x00001020
  s_mov_b32 vcc_hi, 0x00100202
  v_cndmask_b32_e64 v4, v4, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x00002040
  s_mov_b32 vcc_hi, 0x01000404
  v_cndmask_b32_e64 v4, v4, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x00204080
  s_mov_b32 vcc_hi, 0x10000808
  v_cndmask_b32_e64 v4, v4, 0xffff0000, vcc
  s_mov_b32 vcc_lo, 0x02000000
  s_mov_b32 vcc_hi, 0x00001020
  v_cndmask_b32_e64 v4, v4, 0x00ff00ff, vcc
// Uniform values in SGPRs, a carry mask in s20 (vcc: every third lane).
  s_mov_b32 s0, 0x80000001
  s_mov_b32 s1, 0x12345678
  s_mov_b32 s2, 0xfffffff0
  s_mov_b32 s3, 0x7fff8000
  s_mov_b32 s20, 0x49249249
  s_mov_b32 s21, 0x92492492
  s_mov_b64 vcc, s[20:21]
// a mix of the integer units in wave64: carries in VCC and SGPR pairs
  v_add_co_u32 v10, vcc, v1, v2
  v_add_co_ci_u32 v11, vcc, v3, v4, vcc
  v_sub_co_u32 v10, s[22:23], v1, v2
  v_sub_co_ci_u32_e64 v11, s[24:25], v3, v4, s[22:23] clamp
  v_subrev_co_ci_u32_e64 v11, s[24:25], v3, -1, s[20:21]
  v_cndmask_b32 v12, v1, v2, vcc
  v_cndmask_b32_e64 v12, -v1, |v2|, s[20:21]
  v_cndmask_b16 v12, v3, v4, s[22:23]
  v_mad_u64_u32 v[14:15], s[26:27], v1, v2, v[3:4]
  v_mad_i64_i32 v[14:15], vcc, v3, v4, v[1:2]
  v_lshrrev_b64 v[14:15], v1, v[3:4]
  v_ashrrev_i64 v[14:15], v2, v[1:2]
  v_mul_hi_i32 v13, v1, v2
  v_mul_lo_u32 v13, v3, v4
  v_mul_hi_u32 v13, v4, s1
  v_med3_i32 v13, v1, v2, v3
  v_perm_b32 v13, v1, v2, v3
  v_bfe_i32 v13, v4, v1, v2
  v_add_nc_i16 v16, v1, v2 op_sel:[1,0,1] clamp
  v_mad_u16 v16, v3, v4, v1 op_sel:[0,1,1,0] clamp
  v_mov_b32_dpp v17, v4 row_shr:2 row_mask:0xf bank_mask:0xf
  v_qsad_pk_u16_u8 v[14:15], v[1:2], v3, v[24:25]
  v_mqsad_pk_u16_u8 v[14:15], v[3:4], v1, v[24:25]
  s_mov_b32 exec_lo, 0xf00f0ff0
  s_mov_b32 exec_hi, 0x5a5aa5a5
  v_add_co_u32 v10, vcc, v1, v2
  v_add_co_ci_u32 v11, vcc, v3, v4, vcc
  v_sub_co_u32 v10, s[22:23], v1, v2
  v_sub_co_ci_u32_e64 v11, s[24:25], v3, v4, s[22:23] clamp
  v_subrev_co_ci_u32_e64 v11, s[24:25], v3, -1, s[20:21]
  v_cndmask_b32 v12, v1, v2, vcc
  v_cndmask_b32_e64 v12, -v1, |v2|, s[20:21]
  v_cndmask_b16 v12, v3, v4, s[22:23]
  v_mad_u64_u32 v[14:15], s[26:27], v1, v2, v[3:4]
  v_mad_i64_i32 v[14:15], vcc, v3, v4, v[1:2]
  v_lshrrev_b64 v[14:15], v1, v[3:4]
  v_ashrrev_i64 v[14:15], v2, v[1:2]
  v_mul_hi_i32 v13, v1, v2
  v_mul_lo_u32 v13, v3, v4
  v_mul_hi_u32 v13, v4, s1
  v_med3_i32 v13, v1, v2, v3
  v_perm_b32 v13, v1, v2, v3
  v_bfe_i32 v13, v4, v1, v2
  v_add_nc_i16 v16, v1, v2 op_sel:[1,0,1] clamp
  v_mad_u16 v16, v3, v4, v1 op_sel:[0,1,1,0] clamp
  v_mov_b32_dpp v17, v4 row_shr:2 row_mask:0xf bank_mask:0xf
  v_qsad_pk_u16_u8 v[14:15], v[1:2], v3, v[24:25]
  v_mqsad_pk_u16_u8 v[14:15], v[3:4], v1, v[24:25]
  s_mov_b64 exec, -1
  s_endpgm
