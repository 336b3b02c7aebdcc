// Directed cosim program (f64 unit): add, mul, fma, min, max and ldexp
// with abs/neg, clamp, omod, inline constants, literals and SGPR pairs.
// Per-lane inputs: v0 the lane id, v1-v8 hashed from it; f64 operands built from the
// hashes in chosen exponent ranges (A, B, D, R) or raw (C), then f64 specials (signed
// zeros, infinities, quiet and signalling NaNs, denormals, normal and integer boundaries)
// patched into lanes that differ per register. Every instruction block runs under
// several MODE settings: f64 and f32 rounding, f64/f16 and f32 denormals, IEEE, DX10_CLAMP.
// Written by a script (not kept): the blocks repeat per MODE setting, see the MODE comments.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_add_nc_u32 v1, 0x9e3779b1, v0
  v_mul_lo_u32 v1, v1, 0x9e3779b1
  v_lshrrev_b32 v40, 15, v1
  v_xor_b32 v1, v1, v40
  v_mul_lo_u32 v1, v1, 0x85ebca77
  v_lshrrev_b32 v40, 13, v1
  v_xor_b32 v1, v1, v40
  v_add_nc_u32 v2, 0x85ebca77, v1
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v40, 15, v2
  v_xor_b32 v2, v2, v40
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v40, 13, v2
  v_xor_b32 v2, v2, v40
  v_add_nc_u32 v3, 0xc2b2ae3d, v2
  v_mul_lo_u32 v3, v3, 0xc2b2ae3d
  v_lshrrev_b32 v40, 15, v3
  v_xor_b32 v3, v3, v40
  v_mul_lo_u32 v3, v3, 0x85ebca77
  v_lshrrev_b32 v40, 13, v3
  v_xor_b32 v3, v3, v40
  v_add_nc_u32 v4, 0x27d4eb2f, v3
  v_mul_lo_u32 v4, v4, 0x27d4eb2f
  v_lshrrev_b32 v40, 15, v4
  v_xor_b32 v4, v4, v40
  v_mul_lo_u32 v4, v4, 0x85ebca77
  v_lshrrev_b32 v40, 13, v4
  v_xor_b32 v4, v4, v40
  v_add_nc_u32 v5, 0x165667b1, v4
  v_mul_lo_u32 v5, v5, 0x165667b1
  v_lshrrev_b32 v40, 15, v5
  v_xor_b32 v5, v5, v40
  v_mul_lo_u32 v5, v5, 0x85ebca77
  v_lshrrev_b32 v40, 13, v5
  v_xor_b32 v5, v5, v40
  v_add_nc_u32 v6, 0xd3a2646c, v5
  v_mul_lo_u32 v6, v6, 0xd3a2646c
  v_lshrrev_b32 v40, 15, v6
  v_xor_b32 v6, v6, v40
  v_mul_lo_u32 v6, v6, 0x85ebca77
  v_lshrrev_b32 v40, 13, v6
  v_xor_b32 v6, v6, v40
  v_add_nc_u32 v7, 0xfd7046c5, v6
  v_mul_lo_u32 v7, v7, 0xfd7046c5
  v_lshrrev_b32 v40, 15, v7
  v_xor_b32 v7, v7, v40
  v_mul_lo_u32 v7, v7, 0x85ebca77
  v_lshrrev_b32 v40, 13, v7
  v_xor_b32 v7, v7, v40
  v_add_nc_u32 v8, 0xb55a4f09, v7
  v_mul_lo_u32 v8, v8, 0xb55a4f09
  v_lshrrev_b32 v40, 15, v8
  v_xor_b32 v8, v8, v40
  v_mul_lo_u32 v8, v8, 0x85ebca77
  v_lshrrev_b32 v40, 13, v8
  v_xor_b32 v8, v8, v40
// A = v[10:11] in [2^-7, 2): sign, 3 exponent bits and the fraction from hashes
  v_mov_b32 v10, v5
  v_and_or_b32 v11, v1, 0x807fffff, 0x3f800000
// B = v[12:13] in [2, 512)
  v_mov_b32 v12, v6
  v_and_or_b32 v13, v2, 0x807fffff, 0x40000000
// C = v[14:15]: raw hash bits, any exponent
  v_mov_b32 v14, v7
  v_mov_b32 v15, v3
// D = v[16:17] in [0.5, 2) with short fractions (ties of rounding to integral)
  v_and_b32 v16, v8, 0xff000000
  s_mov_b32 s10, 0x3fe00000
  v_and_or_b32 v17, v4, 0x801fffff, s10
// R = v[34:35]: exponents 2^-2 .. 2^61, so integral rounding and int conversions see
// every count of fraction bits
  v_mov_b32 v34, v7
  v_bfe_u32 v40, v8, 3, 6
  v_add_nc_u32 v40, 0x3fd, v40
  v_lshlrev_b32 v40, 20, v40
  v_and_or_b32 v35, v5, 0x800fffff, v40
// integers: v9 hashed, v18 ldexp exponents in [-1100, 1100)
  v_mov_b32 v9, v2
  v_and_b32 v18, 0x7ff, v6
  v_subrev_nc_u32 v18, 0x44c, v18
  s_mov_b32 vcc_lo, 0x00000001
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // +0
  v_cndmask_b32_e64 v11, v11, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -0
  v_cndmask_b32_e64 v11, v11, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // +inf
  v_cndmask_b32_e64 v11, v11, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -inf
  v_cndmask_b32_e64 v11, v11, 0xfff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // qNaN
  v_cndmask_b32_e64 v11, v11, 0x7ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v10, v10, 0x1234, vcc_lo  // -qNaN+payload
  v_cndmask_b32_e64 v11, v11, 0xfff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000400
  v_cndmask_b32_e64 v10, v10, 0x1, vcc_lo  // sNaN
  v_cndmask_b32_e64 v11, v11, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -sNaN
  v_cndmask_b32_e64 v11, v11, 0xfff40000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v10, v10, 0x1, vcc_lo  // min denormal
  v_cndmask_b32_e64 v11, v11, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v10, v10, 0xffffffff, vcc_lo  // max denormal
  v_cndmask_b32_e64 v11, v11, 0xfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000040
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -denormal
  v_cndmask_b32_e64 v11, v11, 0x80080000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // min normal
  v_cndmask_b32_e64 v11, v11, 0x100000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100000
  v_cndmask_b32_e64 v10, v10, 0xffffffff, vcc_lo  // -max normal
  v_cndmask_b32_e64 v11, v11, 0xffefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x08000000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 1.0
  v_cndmask_b32_e64 v11, v11, 0x3ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000004
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -1.0
  v_cndmask_b32_e64 v11, v11, 0xbff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 0.5
  v_cndmask_b32_e64 v11, v11, 0x3fe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -0.5
  v_cndmask_b32_e64 v11, v11, 0xbfe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 1.5
  v_cndmask_b32_e64 v11, v11, 0x3ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 2.5
  v_cndmask_b32_e64 v11, v11, 0x40040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000020
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -2.5
  v_cndmask_b32_e64 v11, v11, 0xc0040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 2^31
  v_cndmask_b32_e64 v11, v11, 0x41e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -2^31
  v_cndmask_b32_e64 v11, v11, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v10, v10, 0x180000, vcc_lo  // -2^31-0.75
  v_cndmask_b32_e64 v11, v11, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v10, v10, 0xfff00000, vcc_lo  // 2^32-0.5
  v_cndmask_b32_e64 v11, v11, 0x41efffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 2^32
  v_cndmask_b32_e64 v11, v11, 0x41f00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00008000
  v_cndmask_b32_e64 v10, v10, 0x1, vcc_lo  // 2^52+1
  v_cndmask_b32_e64 v11, v11, 0x43300000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400000
  v_cndmask_b32_e64 v10, v10, 0xffffffff, vcc_lo  // 1-2^-53
  v_cndmask_b32_e64 v11, v11, 0x3fefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // -2^-1000
  v_cndmask_b32_e64 v11, v11, 0x81700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v10, v10, 0x0, vcc_lo  // 2^1000
  v_cndmask_b32_e64 v11, v11, 0x7e700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v10, v10, 0xffffffff, vcc_lo  // 0.49999999999999994
  v_cndmask_b32_e64 v11, v11, 0x3fdfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // +0
  v_cndmask_b32_e64 v13, v13, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000400
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -0
  v_cndmask_b32_e64 v13, v13, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // +inf
  v_cndmask_b32_e64 v13, v13, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -inf
  v_cndmask_b32_e64 v13, v13, 0xfff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // qNaN
  v_cndmask_b32_e64 v13, v13, 0x7ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000040
  v_cndmask_b32_e64 v12, v12, 0x1234, vcc_lo  // -qNaN+payload
  v_cndmask_b32_e64 v13, v13, 0xfff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v12, v12, 0x1, vcc_lo  // sNaN
  v_cndmask_b32_e64 v13, v13, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -sNaN
  v_cndmask_b32_e64 v13, v13, 0xfff40000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000000
  v_cndmask_b32_e64 v12, v12, 0x1, vcc_lo  // min denormal
  v_cndmask_b32_e64 v13, v13, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000004
  v_cndmask_b32_e64 v12, v12, 0xffffffff, vcc_lo  // max denormal
  v_cndmask_b32_e64 v13, v13, 0xfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -denormal
  v_cndmask_b32_e64 v13, v13, 0x80080000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // min normal
  v_cndmask_b32_e64 v13, v13, 0x100000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800000
  v_cndmask_b32_e64 v12, v12, 0xffffffff, vcc_lo  // -max normal
  v_cndmask_b32_e64 v13, v13, 0xffefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x40000000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 1.0
  v_cndmask_b32_e64 v13, v13, 0x3ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000020
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -1.0
  v_cndmask_b32_e64 v13, v13, 0xbff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 0.5
  v_cndmask_b32_e64 v13, v13, 0x3fe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -0.5
  v_cndmask_b32_e64 v13, v13, 0xbfe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 1.5
  v_cndmask_b32_e64 v13, v13, 0x3ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 2.5
  v_cndmask_b32_e64 v13, v13, 0x40040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -2.5
  v_cndmask_b32_e64 v13, v13, 0xc0040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00008000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 2^31
  v_cndmask_b32_e64 v13, v13, 0x41e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400000
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -2^31
  v_cndmask_b32_e64 v13, v13, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v12, v12, 0x180000, vcc_lo  // -2^31-0.75
  v_cndmask_b32_e64 v13, v13, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v12, v12, 0xfff00000, vcc_lo  // 2^32-0.5
  v_cndmask_b32_e64 v13, v13, 0x41efffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 2^32
  v_cndmask_b32_e64 v13, v13, 0x41f00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040000
  v_cndmask_b32_e64 v12, v12, 0x1, vcc_lo  // 2^52+1
  v_cndmask_b32_e64 v13, v13, 0x43300000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v12, v12, 0xffffffff, vcc_lo  // 1-2^-53
  v_cndmask_b32_e64 v13, v13, 0x3fefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000001
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // -2^-1000
  v_cndmask_b32_e64 v13, v13, 0x81700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v12, v12, 0x0, vcc_lo  // 2^1000
  v_cndmask_b32_e64 v13, v13, 0x7e700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v12, v12, 0xffffffff, vcc_lo  // 0.49999999999999994
  v_cndmask_b32_e64 v13, v13, 0x3fdfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000020
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // +0
  v_cndmask_b32_e64 v15, v15, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -0
  v_cndmask_b32_e64 v15, v15, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // +inf
  v_cndmask_b32_e64 v15, v15, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -inf
  v_cndmask_b32_e64 v15, v15, 0xfff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // qNaN
  v_cndmask_b32_e64 v15, v15, 0x7ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v14, v14, 0x1234, vcc_lo  // -qNaN+payload
  v_cndmask_b32_e64 v15, v15, 0xfff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00008000
  v_cndmask_b32_e64 v14, v14, 0x1, vcc_lo  // sNaN
  v_cndmask_b32_e64 v15, v15, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -sNaN
  v_cndmask_b32_e64 v15, v15, 0xfff40000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v14, v14, 0x1, vcc_lo  // min denormal
  v_cndmask_b32_e64 v15, v15, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v14, v14, 0xffffffff, vcc_lo  // max denormal
  v_cndmask_b32_e64 v15, v15, 0xfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -denormal
  v_cndmask_b32_e64 v15, v15, 0x80080000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // min normal
  v_cndmask_b32_e64 v15, v15, 0x100000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v14, v14, 0xffffffff, vcc_lo  // -max normal
  v_cndmask_b32_e64 v15, v15, 0xffefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000001
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 1.0
  v_cndmask_b32_e64 v15, v15, 0x3ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -1.0
  v_cndmask_b32_e64 v15, v15, 0xbff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 0.5
  v_cndmask_b32_e64 v15, v15, 0x3fe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -0.5
  v_cndmask_b32_e64 v15, v15, 0xbfe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 1.5
  v_cndmask_b32_e64 v15, v15, 0x3ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 2.5
  v_cndmask_b32_e64 v15, v15, 0x40040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000400
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -2.5
  v_cndmask_b32_e64 v15, v15, 0xc0040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 2^31
  v_cndmask_b32_e64 v15, v15, 0x41e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -2^31
  v_cndmask_b32_e64 v15, v15, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v14, v14, 0x180000, vcc_lo  // -2^31-0.75
  v_cndmask_b32_e64 v15, v15, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000040
  v_cndmask_b32_e64 v14, v14, 0xfff00000, vcc_lo  // 2^32-0.5
  v_cndmask_b32_e64 v15, v15, 0x41efffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 2^32
  v_cndmask_b32_e64 v15, v15, 0x41f00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100000
  v_cndmask_b32_e64 v14, v14, 0x1, vcc_lo  // 2^52+1
  v_cndmask_b32_e64 v15, v15, 0x43300000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000000
  v_cndmask_b32_e64 v14, v14, 0xffffffff, vcc_lo  // 1-2^-53
  v_cndmask_b32_e64 v15, v15, 0x3fefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000004
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // -2^-1000
  v_cndmask_b32_e64 v15, v15, 0x81700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v14, v14, 0x0, vcc_lo  // 2^1000
  v_cndmask_b32_e64 v15, v15, 0x7e700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v14, v14, 0xffffffff, vcc_lo  // 0.49999999999999994
  v_cndmask_b32_e64 v15, v15, 0x3fdfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // +0
  v_cndmask_b32_e64 v17, v17, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -0
  v_cndmask_b32_e64 v17, v17, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // +inf
  v_cndmask_b32_e64 v17, v17, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -inf
  v_cndmask_b32_e64 v17, v17, 0xfff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000020
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // qNaN
  v_cndmask_b32_e64 v17, v17, 0x7ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v16, v16, 0x1234, vcc_lo  // -qNaN+payload
  v_cndmask_b32_e64 v17, v17, 0xfff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v16, v16, 0x1, vcc_lo  // sNaN
  v_cndmask_b32_e64 v17, v17, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -sNaN
  v_cndmask_b32_e64 v17, v17, 0xfff40000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v16, v16, 0x1, vcc_lo  // min denormal
  v_cndmask_b32_e64 v17, v17, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v16, v16, 0xffffffff, vcc_lo  // max denormal
  v_cndmask_b32_e64 v17, v17, 0xfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00008000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -denormal
  v_cndmask_b32_e64 v17, v17, 0x80080000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // min normal
  v_cndmask_b32_e64 v17, v17, 0x100000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v16, v16, 0xffffffff, vcc_lo  // -max normal
  v_cndmask_b32_e64 v17, v17, 0xffefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 1.0
  v_cndmask_b32_e64 v17, v17, 0x3ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -1.0
  v_cndmask_b32_e64 v17, v17, 0xbff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 0.5
  v_cndmask_b32_e64 v17, v17, 0x3fe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -0.5
  v_cndmask_b32_e64 v17, v17, 0xbfe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000001
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 1.5
  v_cndmask_b32_e64 v17, v17, 0x3ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 2.5
  v_cndmask_b32_e64 v17, v17, 0x40040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -2.5
  v_cndmask_b32_e64 v17, v17, 0xc0040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 2^31
  v_cndmask_b32_e64 v17, v17, 0x41e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -2^31
  v_cndmask_b32_e64 v17, v17, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v16, v16, 0x180000, vcc_lo  // -2^31-0.75
  v_cndmask_b32_e64 v17, v17, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000400
  v_cndmask_b32_e64 v16, v16, 0xfff00000, vcc_lo  // 2^32-0.5
  v_cndmask_b32_e64 v17, v17, 0x41efffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 2^32
  v_cndmask_b32_e64 v17, v17, 0x41f00000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v16, v16, 0x1, vcc_lo  // 2^52+1
  v_cndmask_b32_e64 v17, v17, 0x43300000, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v16, v16, 0xffffffff, vcc_lo  // 1-2^-53
  v_cndmask_b32_e64 v17, v17, 0x3fefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000040
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // -2^-1000
  v_cndmask_b32_e64 v17, v17, 0x81700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v16, v16, 0x0, vcc_lo  // 2^1000
  v_cndmask_b32_e64 v17, v17, 0x7e700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100000
  v_cndmask_b32_e64 v16, v16, 0xffffffff, vcc_lo  // 0.49999999999999994
  v_cndmask_b32_e64 v17, v17, 0x3fdfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // +0
  v_cndmask_b32_e64 v35, v35, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00100000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -0
  v_cndmask_b32_e64 v35, v35, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // +inf
  v_cndmask_b32_e64 v35, v35, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000004
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -inf
  v_cndmask_b32_e64 v35, v35, 0xfff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // qNaN
  v_cndmask_b32_e64 v35, v35, 0x7ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v34, v34, 0x1234, vcc_lo  // -qNaN+payload
  v_cndmask_b32_e64 v35, v35, 0xfff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800000
  v_cndmask_b32_e64 v34, v34, 0x1, vcc_lo  // sNaN
  v_cndmask_b32_e64 v35, v35, 0x7ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -sNaN
  v_cndmask_b32_e64 v35, v35, 0xfff40000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000020
  v_cndmask_b32_e64 v34, v34, 0x1, vcc_lo  // min denormal
  v_cndmask_b32_e64 v35, v35, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v34, v34, 0xffffffff, vcc_lo  // max denormal
  v_cndmask_b32_e64 v35, v35, 0xfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -denormal
  v_cndmask_b32_e64 v35, v35, 0x80080000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // min normal
  v_cndmask_b32_e64 v35, v35, 0x100000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v34, v34, 0xffffffff, vcc_lo  // -max normal
  v_cndmask_b32_e64 v35, v35, 0xffefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 1.0
  v_cndmask_b32_e64 v35, v35, 0x3ff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00008000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -1.0
  v_cndmask_b32_e64 v35, v35, 0xbff00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 0.5
  v_cndmask_b32_e64 v35, v35, 0x3fe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -0.5
  v_cndmask_b32_e64 v35, v35, 0xbfe00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 1.5
  v_cndmask_b32_e64 v35, v35, 0x3ff80000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 2.5
  v_cndmask_b32_e64 v35, v35, 0x40040000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -2.5
  v_cndmask_b32_e64 v35, v35, 0xc0040000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 2^31
  v_cndmask_b32_e64 v35, v35, 0x41e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000001
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -2^31
  v_cndmask_b32_e64 v35, v35, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v34, v34, 0x180000, vcc_lo  // -2^31-0.75
  v_cndmask_b32_e64 v35, v35, 0xc1e00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v34, v34, 0xfff00000, vcc_lo  // 2^32-0.5
  v_cndmask_b32_e64 v35, v35, 0x41efffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 2^32
  v_cndmask_b32_e64 v35, v35, 0x41f00000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000000
  v_cndmask_b32_e64 v34, v34, 0x1, vcc_lo  // 2^52+1
  v_cndmask_b32_e64 v35, v35, 0x43300000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v34, v34, 0xffffffff, vcc_lo  // 1-2^-53
  v_cndmask_b32_e64 v35, v35, 0x3fefffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000400
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // -2^-1000
  v_cndmask_b32_e64 v35, v35, 0x81700000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v34, v34, 0x0, vcc_lo  // 2^1000
  v_cndmask_b32_e64 v35, v35, 0x7e700000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v34, v34, 0xffffffff, vcc_lo  // 0.49999999999999994
  v_cndmask_b32_e64 v35, v35, 0x3fdfffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000008
  v_cndmask_b32_e64 v9, v9, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000100
  v_cndmask_b32_e64 v9, v9, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x00002000
  v_cndmask_b32_e64 v9, v9, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00040000
  v_cndmask_b32_e64 v9, v9, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00800000
  v_cndmask_b32_e64 v9, v9, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000000
  v_cndmask_b32_e64 v9, v9, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000002
  v_cndmask_b32_e64 v9, v9, 0x3ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000040
  v_cndmask_b32_e64 v9, v9, 0xfffffc02, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v9, v9, 0xfffffbce, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v9, v9, 0xfffffbcd, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v9, v9, 0x400, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v9, v9, 0xfffff830, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v9, v9, 0x7d0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v9, v9, 0x7ffffff0, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v9, v9, 0x34, vcc_lo
  s_mov_b32 vcc_lo, 0x00000800
  v_cndmask_b32_e64 v18, v18, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00010000
  v_cndmask_b32_e64 v18, v18, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x00200000
  v_cndmask_b32_e64 v18, v18, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x04000000
  v_cndmask_b32_e64 v18, v18, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x80000000
  v_cndmask_b32_e64 v18, v18, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00000010
  v_cndmask_b32_e64 v18, v18, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00000200
  v_cndmask_b32_e64 v18, v18, 0x3ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00004000
  v_cndmask_b32_e64 v18, v18, 0xfffffc02, vcc_lo
  s_mov_b32 vcc_lo, 0x00080000
  v_cndmask_b32_e64 v18, v18, 0xfffffbce, vcc_lo
  s_mov_b32 vcc_lo, 0x01000000
  v_cndmask_b32_e64 v18, v18, 0xfffffbcd, vcc_lo
  s_mov_b32 vcc_lo, 0x20000000
  v_cndmask_b32_e64 v18, v18, 0x400, vcc_lo
  s_mov_b32 vcc_lo, 0x00000004
  v_cndmask_b32_e64 v18, v18, 0xfffff830, vcc_lo
  s_mov_b32 vcc_lo, 0x00000080
  v_cndmask_b32_e64 v18, v18, 0x7d0, vcc_lo
  s_mov_b32 vcc_lo, 0x00001000
  v_cndmask_b32_e64 v18, v18, 0x7ffffff0, vcc_lo
  s_mov_b32 vcc_lo, 0x00020000
  v_cndmask_b32_e64 v18, v18, 0x34, vcc_lo
// E = v[40:41]: C with the f64 quiet bit set (C's signalling NaNs quiet: NaN against NaN)
  v_mov_b32 v40, v14
  v_or_b32 v41, 0x80000, v15
// uniform f64 values in SGPRs: 0.1 and -3.0
  s_mov_b32 s0, 0x9999999a
  s_mov_b32 s1, 0x3fb99999
  s_mov_b32 s2, 0
  s_mov_b32 s3, 0xc0080000
// MODE: round 0x1 (f32 1, f64 0), denorm 0x2 (f32 2, f64 0), IEEE 0, DX10_CLAMP 0
  s_round_mode 0x1
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x0 (f32 0, f64 0), denorm 0x7 (f32 3, f64 1), IEEE 0, DX10_CLAMP 1
  s_round_mode 0x0
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x3 (f32 3, f64 0), denorm 0x8 (f32 0, f64 2), IEEE 1, DX10_CLAMP 0
  s_round_mode 0x3
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x2 (f32 2, f64 0), denorm 0xd (f32 1, f64 3), IEEE 1, DX10_CLAMP 1
  s_round_mode 0x2
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x5 (f32 1, f64 1), denorm 0x2 (f32 2, f64 0), IEEE 0, DX10_CLAMP 0
  s_round_mode 0x5
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x4 (f32 0, f64 1), denorm 0x7 (f32 3, f64 1), IEEE 0, DX10_CLAMP 1
  s_round_mode 0x4
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x7 (f32 3, f64 1), denorm 0x8 (f32 0, f64 2), IEEE 1, DX10_CLAMP 0
  s_round_mode 0x7
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x6 (f32 2, f64 1), denorm 0xd (f32 1, f64 3), IEEE 1, DX10_CLAMP 1
  s_round_mode 0x6
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x9 (f32 1, f64 2), denorm 0x2 (f32 2, f64 0), IEEE 0, DX10_CLAMP 0
  s_round_mode 0x9
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0x8 (f32 0, f64 2), denorm 0x7 (f32 3, f64 1), IEEE 0, DX10_CLAMP 1
  s_round_mode 0x8
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xb (f32 3, f64 2), denorm 0x8 (f32 0, f64 2), IEEE 1, DX10_CLAMP 0
  s_round_mode 0xb
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xa (f32 2, f64 2), denorm 0xd (f32 1, f64 3), IEEE 1, DX10_CLAMP 1
  s_round_mode 0xa
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xd (f32 1, f64 3), denorm 0x2 (f32 2, f64 0), IEEE 0, DX10_CLAMP 0
  s_round_mode 0xd
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xc (f32 0, f64 3), denorm 0x7 (f32 3, f64 1), IEEE 0, DX10_CLAMP 1
  s_round_mode 0xc
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xf (f32 3, f64 3), denorm 0x8 (f32 0, f64 2), IEEE 1, DX10_CLAMP 0
  s_round_mode 0xf
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
// MODE: round 0xe (f32 2, f64 3), denorm 0xd (f32 1, f64 3), IEEE 1, DX10_CLAMP 1
  s_round_mode 0xe
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  v_add_f64 v[20:21], v[14:15], v[10:11] div:2
  v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
  v_add_f64 v[20:21], 1.0, v[14:15]
  v_add_f64 v[20:21], s[0:1], v[14:15]
  v_add_f64 v[20:21], 0x3ff80000, v[10:11]
  v_add_f64 v[20:21], v[14:15], s[2:3]
  v_mul_f64 v[22:23], v[10:11], v[12:13]
  v_mul_f64 v[22:23], v[14:15], v[14:15]
  v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
  v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
  v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
  v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
  v_mul_f64 v[24:25], v[10:11], v[14:15]
  v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
  v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
  v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
  v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
  v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
  v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
  v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
  v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
  v_min_f64 v[28:29], v[10:11], v[14:15]
  v_min_f64 v[28:29], v[14:15], -v[12:13]
  v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
  v_max_f64 v[28:29], v[14:15], v[16:17]
  v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
  v_max_f64 v[28:29], v[12:13], v[14:15] div:2
  v_max_f64 v[28:29], v[14:15], 0
  v_min_f64 v[28:29], v[14:15], -v[14:15]
  v_max_f64 v[28:29], -v[14:15], v[14:15]
  v_min_f64 v[28:29], v[14:15], v[40:41]
  v_max_f64 v[28:29], v[40:41], v[14:15]
  v_add_f64 v[20:21], v[40:41], -v[14:15]
  v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
  v_ldexp_f64 v[30:31], v[14:15], v18
  v_ldexp_f64 v[30:31], v[10:11], v9
  v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
  v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
  v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
  s_mov_b32 exec_lo, 0x5a5af00f
  v_add_f64 v[20:21], v[10:11], v[12:13]
  v_add_f64 v[20:21], v[14:15], v[10:11]
  v_add_f64 v[20:21], v[10:11], -v[10:11]
  v_add_f64 v[20:21], v[14:15], -v[16:17]
  v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
  v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
  s_mov_b32 exec_lo, -1
  s_endpgm
