// Directed cosim program (int unit): adds and subtracts with and without carry, clamp,
// three-operand adds, 16-bit halves, moves and selects in every encoding.
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
// add/sub without carry, 32-bit
  v_add_nc_u32 v10, v1, v2
  v_add_nc_u32 v10, v3, v4
  v_add_nc_u32 v10, v2, v1
  v_add_nc_u32 v10, s1, v3
  v_add_nc_u32 v10, -1, v4
  v_add_nc_u32 v10, 0x80000000, v2
  v_add_nc_u32_e64 v11, v1, v2 clamp
  v_add_nc_u32_e64 v11, v3, v4 clamp
  v_add_nc_u32_e64 v11, v2, s0 clamp
  v_sub_nc_u32 v10, v1, v2
  v_sub_nc_u32 v10, v3, v4
  v_sub_nc_u32 v10, v2, v1
  v_sub_nc_u32 v10, s1, v3
  v_sub_nc_u32 v10, -1, v4
  v_sub_nc_u32 v10, 0x80000000, v2
  v_sub_nc_u32_e64 v11, v1, v2 clamp
  v_sub_nc_u32_e64 v11, v3, v4 clamp
  v_sub_nc_u32_e64 v11, v2, s0 clamp
  v_subrev_nc_u32 v10, v1, v2
  v_subrev_nc_u32 v10, v3, v4
  v_subrev_nc_u32 v10, v2, v1
  v_subrev_nc_u32 v10, s1, v3
  v_subrev_nc_u32 v10, -1, v4
  v_subrev_nc_u32 v10, 0x80000000, v2
  v_subrev_nc_u32_e64 v11, v1, v2 clamp
  v_subrev_nc_u32_e64 v11, v3, v4 clamp
  v_subrev_nc_u32_e64 v11, v2, s0 clamp
  v_add_nc_i32 v12, v1, v2
  v_add_nc_i32 v12, v1, v2 clamp
  v_add_nc_i32 v12, v3, v4
  v_add_nc_i32 v12, v3, v4 clamp
  v_add_nc_i32 v12, s0, v1
  v_add_nc_i32 v12, s0, v1 clamp
  v_add_nc_i32 v12, v2, -1
  v_add_nc_i32 v12, v2, -1 clamp
  v_add_nc_i32 v12, v4, 0x7fffffff
  v_add_nc_i32 v12, v4, 0x7fffffff clamp
  v_sub_nc_i32 v12, v1, v2
  v_sub_nc_i32 v12, v1, v2 clamp
  v_sub_nc_i32 v12, v3, v4
  v_sub_nc_i32 v12, v3, v4 clamp
  v_sub_nc_i32 v12, s0, v1
  v_sub_nc_i32 v12, s0, v1 clamp
  v_sub_nc_i32 v12, v2, -1
  v_sub_nc_i32 v12, v2, -1 clamp
  v_sub_nc_i32 v12, v4, 0x7fffffff
  v_sub_nc_i32 v12, v4, 0x7fffffff clamp
// add/sub with carry out (to VCC or an SGPR), and carry in
  v_add_co_u32 v13, vcc_lo, v1, v2
  v_add_co_u32 v13, s22, v1, v2 clamp
  v_add_co_u32 v13, vcc_lo, v3, v4
  v_add_co_u32 v13, s22, v3, v4 clamp
  v_add_co_u32 v13, vcc_lo, s0, v2
  v_add_co_u32 v13, s22, s0, v2 clamp
  v_add_co_u32 v13, vcc_lo, -1, v1
  v_add_co_u32 v13, s22, -1, v1 clamp
  v_add_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_add_co_u32 v13, s22, v4, 0xfffffff0 clamp
  v_sub_co_u32 v13, vcc_lo, v1, v2
  v_sub_co_u32 v13, s22, v1, v2 clamp
  v_sub_co_u32 v13, vcc_lo, v3, v4
  v_sub_co_u32 v13, s22, v3, v4 clamp
  v_sub_co_u32 v13, vcc_lo, s0, v2
  v_sub_co_u32 v13, s22, s0, v2 clamp
  v_sub_co_u32 v13, vcc_lo, -1, v1
  v_sub_co_u32 v13, s22, -1, v1 clamp
  v_sub_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_sub_co_u32 v13, s22, v4, 0xfffffff0 clamp
  v_subrev_co_u32 v13, vcc_lo, v1, v2
  v_subrev_co_u32 v13, s22, v1, v2 clamp
  v_subrev_co_u32 v13, vcc_lo, v3, v4
  v_subrev_co_u32 v13, s22, v3, v4 clamp
  v_subrev_co_u32 v13, vcc_lo, s0, v2
  v_subrev_co_u32 v13, s22, s0, v2 clamp
  v_subrev_co_u32 v13, vcc_lo, -1, v1
  v_subrev_co_u32 v13, s22, -1, v1 clamp
  v_subrev_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_subrev_co_u32 v13, s22, v4, 0xfffffff0 clamp
  s_mov_b32 vcc_lo, s20
  v_add_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_add_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_add_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_add_co_ci_u32_e64 v14, s23, v4, -1, s22
  s_mov_b32 vcc_lo, s20
  v_sub_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_sub_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_sub_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_sub_co_ci_u32_e64 v14, s23, v4, -1, s22
  s_mov_b32 vcc_lo, s20
  v_subrev_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_subrev_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_subrev_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_subrev_co_ci_u32_e64 v14, s23, v4, -1, s22
// a 64-bit add chain
  v_add_co_u32 v15, vcc_lo, v1, v3
  v_add_co_ci_u32 v16, vcc_lo, v2, v4, vcc_lo
  v_sub_co_u32 v15, vcc_lo, v15, v3
  v_sub_co_ci_u32 v16, vcc_lo, v16, v4, vcc_lo
  s_mov_b32 vcc_lo, s20
// three-operand adds
  v_add3_u32 v17, v1, v2, v3
  v_add3_u32 v17, v4, v3, v2
  v_add3_u32 v17, v1, 5, v2
  v_add3_u32 v17, s1, v2, -1
  v_add3_u32 v17, v3, v4, 0x12345678
  v_add3_u32 v17, v2, s0, s2
  v_xad_u32 v17, v1, v2, v3
  v_xad_u32 v17, v4, v3, v2
  v_xad_u32 v17, v1, 5, v2
  v_xad_u32 v17, s1, v2, -1
  v_xad_u32 v17, v3, v4, 0x12345678
  v_xad_u32 v17, v2, s0, s2
  v_lshl_add_u32 v17, v1, v2, v3
  v_lshl_add_u32 v17, v4, v3, v2
  v_lshl_add_u32 v17, v1, 5, v2
  v_lshl_add_u32 v17, s1, v2, -1
  v_lshl_add_u32 v17, v3, v4, 0x12345678
  v_lshl_add_u32 v17, v2, s0, s2
  v_add_lshl_u32 v17, v1, v2, v3
  v_add_lshl_u32 v17, v4, v3, v2
  v_add_lshl_u32 v17, v1, 5, v2
  v_add_lshl_u32 v17, s1, v2, -1
  v_add_lshl_u32 v17, v3, v4, 0x12345678
  v_add_lshl_u32 v17, v2, s0, s2
// 16-bit add/sub: halves by op_sel, the other half of vdst kept, clamp saturates
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v1, v2
  v_add_nc_u16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v3, v4
  v_add_nc_u16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v4, -1
  v_add_nc_u16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v2, 0x7fff
  v_add_nc_u16 v18, v2, 0x7fff clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,0,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[0,1,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,1,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[0,0,1]
  v_add_nc_u16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,1,1]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v1, v2
  v_sub_nc_u16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v3, v4
  v_sub_nc_u16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v4, -1
  v_sub_nc_u16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v2, 0x7fff
  v_sub_nc_u16 v18, v2, 0x7fff clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,0,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[0,1,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,1,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[0,0,1]
  v_sub_nc_u16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,1,1]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v1, v2
  v_add_nc_i16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v3, v4
  v_add_nc_i16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v4, -1
  v_add_nc_i16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v2, 0x7fff
  v_add_nc_i16 v18, v2, 0x7fff clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,0,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[0,1,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,1,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[0,0,1]
  v_add_nc_i16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,1,1]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v1, v2
  v_sub_nc_i16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v3, v4
  v_sub_nc_i16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v4, -1
  v_sub_nc_i16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v2, 0x7fff
  v_sub_nc_i16 v18, v2, 0x7fff clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,0,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[0,1,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[0,0,1]
  v_sub_nc_i16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,1]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,1] clamp
// moves and selects (VOP1/VOP2, VOP3 with sign modifiers, VOPD, DPP)
  v_mov_b32 v19, v1
  v_mov_b32 v19, s1
  v_mov_b32 v19, -7
  v_mov_b32 v19, 0.5
  v_mov_b32 v19, 0xdeadbeef
  v_mov_b32_e64 v19, v2
  v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v19, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  v_add_nc_u32_dpp v19, v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf
  v_add_nc_u32_dpp v19, v3, v4 quad_perm:[3,3,0,1] row_mask:0xa bank_mask:0x5
  v_cndmask_b32 v20, v1, v2, vcc_lo
  v_cndmask_b32 v20, -1, v3, vcc_lo
  v_cndmask_b32_e64 v20, v1, v2, s20
  v_cndmask_b32_e64 v20, -v1, v2, s20
  v_cndmask_b32_e64 v20, |v3|, -|v4|, s20
  v_cndmask_b32_e64 v20, v3, 0x55aa55aa, s22
  v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v22, v2, v3
  v_dual_cndmask_b32 v21, v3, v4 :: v_dual_lshlrev_b32 v22, v1, v2
  v_dual_mov_b32 v22, -5 :: v_dual_and_b32 v21, v2, v3
  v_mov_b16 v23.l, v1.h
  v_mov_b16 v23.h, v2.l
  v_mov_b16 v23.h, v3.h
  v_mov_b16 v23.l, 0x1234
  v_cndmask_b16 v23, v1, v2, s20
  v_cndmask_b16 v23, -v3, |v4|, s22
  s_mov_b32 exec_lo, 0x5a5af00f
  v_add_nc_u32 v10, v1, v2
  v_add_nc_u32 v10, v3, v4
  v_add_nc_u32 v10, v2, v1
  v_add_nc_u32 v10, s1, v3
  v_add_nc_u32 v10, -1, v4
  v_add_nc_u32 v10, 0x80000000, v2
  v_add_nc_u32_e64 v11, v1, v2 clamp
  v_add_nc_u32_e64 v11, v3, v4 clamp
  v_add_nc_u32_e64 v11, v2, s0 clamp
  v_sub_nc_u32 v10, v1, v2
  v_sub_nc_u32 v10, v3, v4
  v_sub_nc_u32 v10, v2, v1
  v_sub_nc_u32 v10, s1, v3
  v_sub_nc_u32 v10, -1, v4
  v_sub_nc_u32 v10, 0x80000000, v2
  v_sub_nc_u32_e64 v11, v1, v2 clamp
  v_sub_nc_u32_e64 v11, v3, v4 clamp
  v_sub_nc_u32_e64 v11, v2, s0 clamp
  v_subrev_nc_u32 v10, v1, v2
  v_subrev_nc_u32 v10, v3, v4
  v_subrev_nc_u32 v10, v2, v1
  v_subrev_nc_u32 v10, s1, v3
  v_subrev_nc_u32 v10, -1, v4
  v_subrev_nc_u32 v10, 0x80000000, v2
  v_subrev_nc_u32_e64 v11, v1, v2 clamp
  v_subrev_nc_u32_e64 v11, v3, v4 clamp
  v_subrev_nc_u32_e64 v11, v2, s0 clamp
  v_add_nc_i32 v12, v1, v2
  v_add_nc_i32 v12, v1, v2 clamp
  v_add_nc_i32 v12, v3, v4
  v_add_nc_i32 v12, v3, v4 clamp
  v_add_nc_i32 v12, s0, v1
  v_add_nc_i32 v12, s0, v1 clamp
  v_add_nc_i32 v12, v2, -1
  v_add_nc_i32 v12, v2, -1 clamp
  v_add_nc_i32 v12, v4, 0x7fffffff
  v_add_nc_i32 v12, v4, 0x7fffffff clamp
  v_sub_nc_i32 v12, v1, v2
  v_sub_nc_i32 v12, v1, v2 clamp
  v_sub_nc_i32 v12, v3, v4
  v_sub_nc_i32 v12, v3, v4 clamp
  v_sub_nc_i32 v12, s0, v1
  v_sub_nc_i32 v12, s0, v1 clamp
  v_sub_nc_i32 v12, v2, -1
  v_sub_nc_i32 v12, v2, -1 clamp
  v_sub_nc_i32 v12, v4, 0x7fffffff
  v_sub_nc_i32 v12, v4, 0x7fffffff clamp
  v_add_co_u32 v13, vcc_lo, v1, v2
  v_add_co_u32 v13, s22, v1, v2 clamp
  v_add_co_u32 v13, vcc_lo, v3, v4
  v_add_co_u32 v13, s22, v3, v4 clamp
  v_add_co_u32 v13, vcc_lo, s0, v2
  v_add_co_u32 v13, s22, s0, v2 clamp
  v_add_co_u32 v13, vcc_lo, -1, v1
  v_add_co_u32 v13, s22, -1, v1 clamp
  v_add_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_add_co_u32 v13, s22, v4, 0xfffffff0 clamp
  v_sub_co_u32 v13, vcc_lo, v1, v2
  v_sub_co_u32 v13, s22, v1, v2 clamp
  v_sub_co_u32 v13, vcc_lo, v3, v4
  v_sub_co_u32 v13, s22, v3, v4 clamp
  v_sub_co_u32 v13, vcc_lo, s0, v2
  v_sub_co_u32 v13, s22, s0, v2 clamp
  v_sub_co_u32 v13, vcc_lo, -1, v1
  v_sub_co_u32 v13, s22, -1, v1 clamp
  v_sub_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_sub_co_u32 v13, s22, v4, 0xfffffff0 clamp
  v_subrev_co_u32 v13, vcc_lo, v1, v2
  v_subrev_co_u32 v13, s22, v1, v2 clamp
  v_subrev_co_u32 v13, vcc_lo, v3, v4
  v_subrev_co_u32 v13, s22, v3, v4 clamp
  v_subrev_co_u32 v13, vcc_lo, s0, v2
  v_subrev_co_u32 v13, s22, s0, v2 clamp
  v_subrev_co_u32 v13, vcc_lo, -1, v1
  v_subrev_co_u32 v13, s22, -1, v1 clamp
  v_subrev_co_u32 v13, vcc_lo, v4, 0xfffffff0
  v_subrev_co_u32 v13, s22, v4, 0xfffffff0 clamp
  s_mov_b32 vcc_lo, s20
  v_add_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_add_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_add_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_add_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_add_co_ci_u32_e64 v14, s23, v4, -1, s22
  s_mov_b32 vcc_lo, s20
  v_sub_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_sub_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_sub_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_sub_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_sub_co_ci_u32_e64 v14, s23, v4, -1, s22
  s_mov_b32 vcc_lo, s20
  v_subrev_co_ci_u32 v14, vcc_lo, v1, v2, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, v3, v4, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, -1, v2, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, s1, v1, vcc_lo
  v_subrev_co_ci_u32 v14, vcc_lo, 0, v3, vcc_lo
  v_subrev_co_ci_u32_e64 v14, s22, v1, v2, s20
  v_subrev_co_ci_u32_e64 v14, s22, v3, v4, s20 clamp
  v_subrev_co_ci_u32_e64 v14, s23, v4, -1, s22
  v_add_co_u32 v15, vcc_lo, v1, v3
  v_add_co_ci_u32 v16, vcc_lo, v2, v4, vcc_lo
  v_sub_co_u32 v15, vcc_lo, v15, v3
  v_sub_co_ci_u32 v16, vcc_lo, v16, v4, vcc_lo
  s_mov_b32 vcc_lo, s20
  v_add3_u32 v17, v1, v2, v3
  v_add3_u32 v17, v4, v3, v2
  v_add3_u32 v17, v1, 5, v2
  v_add3_u32 v17, s1, v2, -1
  v_add3_u32 v17, v3, v4, 0x12345678
  v_add3_u32 v17, v2, s0, s2
  v_xad_u32 v17, v1, v2, v3
  v_xad_u32 v17, v4, v3, v2
  v_xad_u32 v17, v1, 5, v2
  v_xad_u32 v17, s1, v2, -1
  v_xad_u32 v17, v3, v4, 0x12345678
  v_xad_u32 v17, v2, s0, s2
  v_lshl_add_u32 v17, v1, v2, v3
  v_lshl_add_u32 v17, v4, v3, v2
  v_lshl_add_u32 v17, v1, 5, v2
  v_lshl_add_u32 v17, s1, v2, -1
  v_lshl_add_u32 v17, v3, v4, 0x12345678
  v_lshl_add_u32 v17, v2, s0, s2
  v_add_lshl_u32 v17, v1, v2, v3
  v_add_lshl_u32 v17, v4, v3, v2
  v_add_lshl_u32 v17, v1, 5, v2
  v_add_lshl_u32 v17, s1, v2, -1
  v_add_lshl_u32 v17, v3, v4, 0x12345678
  v_add_lshl_u32 v17, v2, s0, s2
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v1, v2
  v_add_nc_u16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v3, v4
  v_add_nc_u16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v4, -1
  v_add_nc_u16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_add_nc_u16 v18, v2, 0x7fff
  v_add_nc_u16 v18, v2, 0x7fff clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,0,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[0,1,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,1,0]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[0,0,1]
  v_add_nc_u16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_add_nc_u16 v18, v1, v2 op_sel:[1,1,1]
  v_add_nc_u16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v1, v2
  v_sub_nc_u16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v3, v4
  v_sub_nc_u16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v4, -1
  v_sub_nc_u16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_sub_nc_u16 v18, v2, 0x7fff
  v_sub_nc_u16 v18, v2, 0x7fff clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,0,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[0,1,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,1,0]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[0,0,1]
  v_sub_nc_u16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_sub_nc_u16 v18, v1, v2 op_sel:[1,1,1]
  v_sub_nc_u16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v1, v2
  v_add_nc_i16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v3, v4
  v_add_nc_i16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v4, -1
  v_add_nc_i16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_add_nc_i16 v18, v2, 0x7fff
  v_add_nc_i16 v18, v2, 0x7fff clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,0,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[0,1,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,1,0]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[0,0,1]
  v_add_nc_i16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_add_nc_i16 v18, v1, v2 op_sel:[1,1,1]
  v_add_nc_i16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v1, v2
  v_sub_nc_i16 v18, v1, v2 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v3, v4
  v_sub_nc_i16 v18, v3, v4 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v4, -1
  v_sub_nc_i16 v18, v4, -1 clamp
  v_mov_b32 v18, v4
  v_sub_nc_i16 v18, v2, 0x7fff
  v_sub_nc_i16 v18, v2, 0x7fff clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,0,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,0,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[0,1,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[0,1,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,0]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,0] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[0,0,1]
  v_sub_nc_i16 v18, v3, v4 op_sel:[0,0,1] clamp
  v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,1]
  v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,1] clamp
  v_mov_b32 v19, v1
  v_mov_b32 v19, s1
  v_mov_b32 v19, -7
  v_mov_b32 v19, 0.5
  v_mov_b32 v19, 0xdeadbeef
  v_mov_b32_e64 v19, v2
  v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v19, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  v_add_nc_u32_dpp v19, v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf
  v_add_nc_u32_dpp v19, v3, v4 quad_perm:[3,3,0,1] row_mask:0xa bank_mask:0x5
  v_cndmask_b32 v20, v1, v2, vcc_lo
  v_cndmask_b32 v20, -1, v3, vcc_lo
  v_cndmask_b32_e64 v20, v1, v2, s20
  v_cndmask_b32_e64 v20, -v1, v2, s20
  v_cndmask_b32_e64 v20, |v3|, -|v4|, s20
  v_cndmask_b32_e64 v20, v3, 0x55aa55aa, s22
  v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v22, v2, v3
  v_dual_cndmask_b32 v21, v3, v4 :: v_dual_lshlrev_b32 v22, v1, v2
  v_dual_mov_b32 v22, -5 :: v_dual_and_b32 v21, v2, v3
  v_mov_b16 v23.l, v1.h
  v_mov_b16 v23.h, v2.l
  v_mov_b16 v23.h, v3.h
  v_mov_b16 v23.l, 0x1234
  v_cndmask_b16 v23, v1, v2, s20
  v_cndmask_b16 v23, -v3, |v4|, s22
  s_mov_b32 exec_lo, -1
  s_endpgm
