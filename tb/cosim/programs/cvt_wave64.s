// Directed cosim program (cvt unit): every block in wave64 (both passes; run with --wave64).
// Inputs per lane: v0 the lane id; v1, v2 hashed bits; v3, v4
// f32 with random exponents in [2^-3, 2^28] (integer ranges with fractions); v5, v6 two f16 each
// in [2^-6, 2^10); v7, v8 integers; then edge values (zeros, infinities, quiet and signalling
// NaNs, rounding ties, saturation bounds, denormals, +-1) patched into different lanes of each.
// Every block runs under five MODE settings (rounding, denormals, IEEE, DX10_CLAMP).
  s_mov_b32 exec_lo, -1
  s_mov_b32 exec_hi, -1
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0
  v_add_nc_u32 v1, 0x9e3779b1, v0
  v_mul_lo_u32 v1, v1, 0x9e3779b1
  v_lshrrev_b32 v9, 15, v1
  v_xor_b32 v1, v1, v9
  v_mul_lo_u32 v1, v1, 0x85ebca77
  v_lshrrev_b32 v9, 13, v1
  v_xor_b32 v1, v1, v9
  v_add_nc_u32 v2, 0x85ebca77, v1
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v9, 15, v2
  v_xor_b32 v2, v2, v9
  v_mul_lo_u32 v2, v2, 0x85ebca77
  v_lshrrev_b32 v9, 13, v2
  v_xor_b32 v2, v2, v9
  v_add_nc_u32 v3, 0xc2b2ae3d, v2
  v_mul_lo_u32 v3, v3, 0xc2b2ae3d
  v_lshrrev_b32 v9, 15, v3
  v_xor_b32 v3, v3, v9
  v_mul_lo_u32 v3, v3, 0x85ebca77
  v_lshrrev_b32 v9, 13, v3
  v_xor_b32 v3, v3, v9
  v_add_nc_u32 v4, 0x27d4eb2f, v3
  v_mul_lo_u32 v4, v4, 0x27d4eb2f
  v_lshrrev_b32 v9, 15, v4
  v_xor_b32 v4, v4, v9
  v_mul_lo_u32 v4, v4, 0x85ebca77
  v_lshrrev_b32 v9, 13, v4
  v_xor_b32 v4, v4, v9
  v_add_nc_u32 v5, 0x165667b1, v4
  v_mul_lo_u32 v5, v5, 0x165667b1
  v_lshrrev_b32 v9, 15, v5
  v_xor_b32 v5, v5, v9
  v_mul_lo_u32 v5, v5, 0x85ebca77
  v_lshrrev_b32 v9, 13, v5
  v_xor_b32 v5, v5, v9
  v_add_nc_u32 v6, 0xd3a2646c, v5
  v_mul_lo_u32 v6, v6, 0xd3a2646c
  v_lshrrev_b32 v9, 15, v6
  v_xor_b32 v6, v6, v9
  v_mul_lo_u32 v6, v6, 0x85ebca77
  v_lshrrev_b32 v9, 13, v6
  v_xor_b32 v6, v6, v9
  v_bfe_u32 v9, v3, 24, 5
  v_add_nc_u32 v9, 0x7c, v9
  v_and_b32 v3, 0x807fffff, v3
  v_lshl_or_b32 v3, v9, 23, v3
  v_bfe_u32 v9, v4, 24, 5
  v_add_nc_u32 v9, 0x7c, v9
  v_and_b32 v4, 0x807fffff, v4
  v_lshl_or_b32 v4, v9, 23, v4
  v_and_b32 v9, 0x3c003c00, v5
  v_lshrrev_b32 v9, 1, v9
  v_add_nc_u32 v9, 0x24002400, v9
  v_bfi_b32 v5, 0x7c007c00, v9, v5
  v_and_b32 v9, 0x3c003c00, v6
  v_lshrrev_b32 v9, 1, v9
  v_add_nc_u32 v9, 0x24002400, v9
  v_bfi_b32 v6, 0x7c007c00, v9, v6
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v1, v1, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v1, v1, 0xff800000, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v1, v1, 0x7fa00001, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v1, v1, 0x3f800000, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v1, v1, 0x3f000000, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v1, v1, 0x3fc00000, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v1, v1, 0x3effffff, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v1, v1, 0x4f000000, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v1, v1, 0xcf000001, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v1, v1, 0x4f800000, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v1, v1, 0x477fff80, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v1, v1, 0xc7000000, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v1, v1, 0x437f0000, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v1, v1, 0x437f7fff, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v1, v1, 0x807fffff, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v1, v1, 0x80800000, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v1, v1, 0x477fe000, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v1, v1, 0x38800000, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v1, v1, 0x33800000, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v1, v1, 0x3f7fffff, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v1, v1, 0x3f7fff00, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v2, v2, 0x0, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v2, v2, 0x7f800000, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v2, v2, 0x7fc00000, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v2, v2, 0xffc00123, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v2, v2, 0xbf800000, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v2, v2, 0xbf000000, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v2, v2, 0xc0200000, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v2, v2, 0x4effffff, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v2, v2, 0xcf000000, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v2, v2, 0x4f7fffff, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v2, v2, 0x477fff00, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v2, v2, 0x46fffe00, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v2, v2, 0xc7000100, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v2, v2, 0x437f8000, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v2, v2, 0x1, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v2, v2, 0x800000, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v2, v2, 0x7f7fffff, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v2, v2, 0x477ff000, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v2, v2, 0x387fc000, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v2, v2, 0xb3000001, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v2, v2, 0xbf7fffff, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v3, v3, 0x0, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v3, v3, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v3, v3, 0x7f800000, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v3, v3, 0xff800000, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v3, v3, 0x7fc00000, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v3, v3, 0x7fa00001, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v3, v3, 0xffc00123, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v3, v3, 0x3f800000, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v3, v3, 0xbf800000, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v3, v3, 0x3f000000, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v3, v3, 0xbf000000, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v3, v3, 0x3fc00000, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v3, v3, 0xc0200000, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v3, v3, 0x3effffff, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v3, v3, 0x4effffff, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v3, v3, 0x4f000000, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v3, v3, 0xcf000000, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v3, v3, 0xcf000001, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v3, v3, 0x4f7fffff, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v3, v3, 0x4f800000, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v3, v3, 0x477fff00, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v3, v3, 0x477fff80, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v3, v3, 0x46fffe00, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v3, v3, 0xc7000000, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v3, v3, 0xc7000100, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v3, v3, 0x437f0000, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v3, v3, 0x437f8000, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v3, v3, 0x437f7fff, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v3, v3, 0x1, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v3, v3, 0x807fffff, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v3, v3, 0x800000, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v3, v3, 0x80800000, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v3, v3, 0x7f7fffff, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v3, v3, 0x477fe000, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v3, v3, 0x477ff000, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v3, v3, 0x38800000, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v3, v3, 0x387fc000, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v3, v3, 0x33800000, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v3, v3, 0xb3000001, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v3, v3, 0x3f7fffff, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v3, v3, 0xbf7fffff, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v3, v3, 0x3f7fff00, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v4, v4, 0x0, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v4, v4, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v4, v4, 0x7f800000, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v4, v4, 0xff800000, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v4, v4, 0x7fc00000, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v4, v4, 0x7fa00001, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v4, v4, 0xffc00123, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v4, v4, 0x3f800000, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v4, v4, 0xbf800000, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v4, v4, 0x3f000000, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v4, v4, 0xbf000000, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v4, v4, 0x3fc00000, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v4, v4, 0xc0200000, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v4, v4, 0x3effffff, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v4, v4, 0x4effffff, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v4, v4, 0x4f000000, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v4, v4, 0xcf000000, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v4, v4, 0xcf000001, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v4, v4, 0x4f7fffff, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v4, v4, 0x4f800000, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v4, v4, 0x477fff00, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v4, v4, 0x477fff80, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v4, v4, 0x46fffe00, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v4, v4, 0xc7000000, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v4, v4, 0xc7000100, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v4, v4, 0x437f0000, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v4, v4, 0x437f8000, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v4, v4, 0x437f7fff, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v4, v4, 0x1, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v4, v4, 0x807fffff, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v4, v4, 0x800000, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v4, v4, 0x80800000, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v4, v4, 0x7f7fffff, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v4, v4, 0x477fe000, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v4, v4, 0x477ff000, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v4, v4, 0x38800000, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v4, v4, 0x387fc000, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v4, v4, 0x33800000, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v4, v4, 0xb3000001, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v4, v4, 0x3f7fffff, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v4, v4, 0xbf7fffff, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v4, v4, 0x3f7fff00, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v5, v5, 0x7d010000, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v5, v5, 0xb8008000, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v5, v5, 0xfbff7c00, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v5, v5, 0x3bfffc00, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v5, v5, 0x5bfc7e00, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v5, v5, 0xfc007d01, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v5, v5, 0xbc00fe23, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v5, v5, 0x37ff3c00, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v5, v5, 0x400bc00, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v5, v5, 0x77ff3800, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v5, v5, 0x8000b800, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v5, v5, 0xfe233e00, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v5, v5, 0x3e00c100, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v5, v5, 0x137ff, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v5, v5, 0xbbff7bff, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v5, v5, 0xd800fbff, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v5, v5, 0x7e000001, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v5, v5, 0x380083ff, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v5, v5, 0x7bff0400, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v5, v5, 0x84008400, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v5, v5, 0x5bf83bff, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v5, v5, 0x7c00bbff, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v5, v5, 0x3c007800, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v5, v5, 0xc10077ff, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v5, v5, 0x83ff5bf8, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v5, v5, 0x78005bfc, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v5, v5, 0xd800, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v6, v6, 0xfe230000, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v6, v6, 0x3e008000, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v6, v6, 0x17c00, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v6, v6, 0xbbfffc00, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v6, v6, 0xd8007e00, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v6, v6, 0x7e007d01, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v6, v6, 0x3800fe23, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v6, v6, 0x7bff3c00, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v6, v6, 0x8400bc00, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v6, v6, 0x5bf83800, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v6, v6, 0x7c00b800, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v6, v6, 0x3c003e00, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v6, v6, 0xc100c100, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v6, v6, 0x83ff37ff, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v6, v6, 0x78007bff, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v6, v6, 0xfbff, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v6, v6, 0x7d010001, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v6, v6, 0xb80083ff, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v6, v6, 0xfbff0400, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v6, v6, 0x3bff8400, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v6, v6, 0x5bfc3bff, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v6, v6, 0xfc00bbff, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v6, v6, 0xbc007800, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v6, v6, 0x37ff77ff, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v6, v6, 0x4005bf8, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v6, v6, 0x77ff5bfc, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v6, v6, 0x8000d800, vcc
  v_mov_b32 v7, v1
  v_lshrrev_b32 v8, 9, v2
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v7, v7, 0x0, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v7, v7, 0x1, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v7, v7, 0xffffffff, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v7, v7, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x01000800
  s_mov_b32 vcc_hi, 0x00004200
  v_cndmask_b32_e64 v7, v7, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x80040000
  s_mov_b32 vcc_hi, 0x02100000
  v_cndmask_b32_e64 v7, v7, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x02000040
  s_mov_b32 vcc_hi, 0x80000010
  v_cndmask_b32_e64 v7, v7, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x00002001
  s_mov_b32 vcc_hi, 0x00008400
  v_cndmask_b32_e64 v7, v7, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x00100080
  s_mov_b32 vcc_hi, 0x04200000
  v_cndmask_b32_e64 v7, v7, 0xffff8000, vcc
  s_mov_b32 vcc_lo, 0x08004000
  s_mov_b32 vcc_hi, 0x00000021
  v_cndmask_b32_e64 v7, v7, 0x10000, vcc
  s_mov_b32 vcc_lo, 0x00200004
  s_mov_b32 vcc_hi, 0x00010800
  v_cndmask_b32_e64 v7, v7, 0x7fff7fff, vcc
  s_mov_b32 vcc_lo, 0x10000200
  s_mov_b32 vcc_hi, 0x08400000
  v_cndmask_b32_e64 v7, v7, 0x80008000, vcc
  s_mov_b32 vcc_lo, 0x00010008
  s_mov_b32 vcc_hi, 0x00000042
  v_cndmask_b32_e64 v7, v7, 0xffe0, vcc
  s_mov_b32 vcc_lo, 0x00800400
  s_mov_b32 vcc_hi, 0x00021000
  v_cndmask_b32_e64 v7, v7, 0xff00ff, vcc
  s_mov_b32 vcc_lo, 0x40020000
  s_mov_b32 vcc_hi, 0x10800000
  v_cndmask_b32_e64 v7, v7, 0xfff0, vcc
  s_mov_b32 vcc_lo, 0x01000020
  s_mov_b32 vcc_hi, 0x00000084
  v_cndmask_b32_e64 v7, v7, 0x7, vcc
  s_mov_b32 vcc_lo, 0x80001000
  s_mov_b32 vcc_hi, 0x00042000
  v_cndmask_b32_e64 v7, v7, 0x8, vcc
  s_mov_b32 vcc_lo, 0x00080040
  s_mov_b32 vcc_hi, 0x21000000
  v_cndmask_b32_e64 v7, v7, 0xf, vcc
  s_mov_b32 vcc_lo, 0x04002000
  s_mov_b32 vcc_hi, 0x00000108
  v_cndmask_b32_e64 v8, v8, 0x0, vcc
  s_mov_b32 vcc_lo, 0x00100002
  s_mov_b32 vcc_hi, 0x00084000
  v_cndmask_b32_e64 v8, v8, 0x1, vcc
  s_mov_b32 vcc_lo, 0x08000100
  s_mov_b32 vcc_hi, 0x42000000
  v_cndmask_b32_e64 v8, v8, 0xffffffff, vcc
  s_mov_b32 vcc_lo, 0x00008004
  s_mov_b32 vcc_hi, 0x00000210
  v_cndmask_b32_e64 v8, v8, 0x80000000, vcc
  s_mov_b32 vcc_lo, 0x00400200
  s_mov_b32 vcc_hi, 0x00108000
  v_cndmask_b32_e64 v8, v8, 0x7fffffff, vcc
  s_mov_b32 vcc_lo, 0x20010000
  s_mov_b32 vcc_hi, 0x84000000
  v_cndmask_b32_e64 v8, v8, 0xffff, vcc
  s_mov_b32 vcc_lo, 0x00800010
  s_mov_b32 vcc_hi, 0x00000420
  v_cndmask_b32_e64 v8, v8, 0x8000, vcc
  s_mov_b32 vcc_lo, 0x40000800
  s_mov_b32 vcc_hi, 0x00210000
  v_cndmask_b32_e64 v8, v8, 0x7fff, vcc
  s_mov_b32 vcc_lo, 0x00040020
  s_mov_b32 vcc_hi, 0x08000001
  v_cndmask_b32_e64 v8, v8, 0xffff8000, vcc
  s_mov_b32 vcc_lo, 0x02001000
  s_mov_b32 vcc_hi, 0x00000840
  v_cndmask_b32_e64 v8, v8, 0x10000, vcc
  s_mov_b32 vcc_lo, 0x00080001
  s_mov_b32 vcc_hi, 0x00420000
  v_cndmask_b32_e64 v8, v8, 0x7fff7fff, vcc
  s_mov_b32 vcc_lo, 0x04000080
  s_mov_b32 vcc_hi, 0x10000002
  v_cndmask_b32_e64 v8, v8, 0x80008000, vcc
  s_mov_b32 vcc_lo, 0x00004002
  s_mov_b32 vcc_hi, 0x00001080
  v_cndmask_b32_e64 v8, v8, 0xffe0, vcc
  s_mov_b32 vcc_lo, 0x00200100
  s_mov_b32 vcc_hi, 0x00840000
  v_cndmask_b32_e64 v8, v8, 0xff00ff, vcc
  s_mov_b32 vcc_lo, 0x10008000
  s_mov_b32 vcc_hi, 0x20000004
  v_cndmask_b32_e64 v8, v8, 0xfff0, vcc
  s_mov_b32 vcc_lo, 0x00400008
  s_mov_b32 vcc_hi, 0x00002100
  v_cndmask_b32_e64 v8, v8, 0x7, vcc
  s_mov_b32 vcc_lo, 0x20000400
  s_mov_b32 vcc_hi, 0x01080000
  v_cndmask_b32_e64 v8, v8, 0x8, vcc
  s_mov_b32 vcc_lo, 0x00020010
  s_mov_b32 vcc_hi, 0x40000008
  v_cndmask_b32_e64 v8, v8, 0xf, vcc
// MODE: round nearest even, denormals kept, IEEE (the launch default)
  s_round_mode 0x0
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
  v_cvt_i32_f32_e32 v10, v1
  v_cvt_i32_f32_e32 v10, v2
  v_cvt_i32_f32_e32 v10, v3
  v_cvt_i32_f32_e32 v10, v4
  v_cvt_i32_f32_e64 v11, -v3
  v_cvt_i32_f32_e64 v11, |v4|
  v_cvt_i32_f32_e64 v11, -|v1| clamp
  v_cvt_i32_f32_e64 v11, v2 mul:2
  v_cvt_i32_f32_e32 v11, 0.5
  v_cvt_i32_f32_e32 v11, -4.0
  v_cvt_i32_f32_e32 v11, 0x4f000000
  v_cvt_u32_f32_e32 v10, v1
  v_cvt_u32_f32_e32 v10, v2
  v_cvt_u32_f32_e32 v10, v3
  v_cvt_u32_f32_e32 v10, v4
  v_cvt_u32_f32_e64 v11, -v3
  v_cvt_u32_f32_e64 v11, |v4|
  v_cvt_u32_f32_e64 v11, -|v1| clamp
  v_cvt_u32_f32_e64 v11, v2 mul:2
  v_cvt_u32_f32_e32 v11, 0.5
  v_cvt_u32_f32_e32 v11, -4.0
  v_cvt_u32_f32_e32 v11, 0x4f000000
  v_cvt_floor_i32_f32_e32 v10, v1
  v_cvt_floor_i32_f32_e32 v10, v2
  v_cvt_floor_i32_f32_e32 v10, v3
  v_cvt_floor_i32_f32_e32 v10, v4
  v_cvt_floor_i32_f32_e64 v11, -v3
  v_cvt_floor_i32_f32_e64 v11, |v4|
  v_cvt_floor_i32_f32_e64 v11, -|v1| clamp
  v_cvt_floor_i32_f32_e32 v11, 0.5
  v_cvt_floor_i32_f32_e32 v11, -4.0
  v_cvt_floor_i32_f32_e32 v11, 0x4f000000
  v_cvt_nearest_i32_f32_e32 v10, v1
  v_cvt_nearest_i32_f32_e32 v10, v2
  v_cvt_nearest_i32_f32_e32 v10, v3
  v_cvt_nearest_i32_f32_e32 v10, v4
  v_cvt_nearest_i32_f32_e64 v11, -v3
  v_cvt_nearest_i32_f32_e64 v11, |v4|
  v_cvt_nearest_i32_f32_e64 v11, -|v1| clamp
  v_cvt_nearest_i32_f32_e32 v11, 0.5
  v_cvt_nearest_i32_f32_e32 v11, -4.0
  v_cvt_nearest_i32_f32_e32 v11, 0x4f000000
  v_cvt_pk_i16_f32 v12, v3, v4
  v_cvt_pk_i16_f32 v12, v1, v2
  v_cvt_pk_i16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_i16_f32 v12, v3, 0x47000000
  v_cvt_pk_u16_f32 v12, v3, v4
  v_cvt_pk_u16_f32 v12, v1, v2
  v_cvt_pk_u16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_u16_f32 v12, v3, 0x47000000
  v_cvt_pk_u8_f32 v13, v3, 0, v7
  v_cvt_pk_u8_f32 v13, v4, 0, v8
  v_cvt_pk_u8_f32 v13, v3, 1, v7
  v_cvt_pk_u8_f32 v13, v4, 1, v8
  v_cvt_pk_u8_f32 v13, v3, 2, v7
  v_cvt_pk_u8_f32 v13, v4, 2, v8
  v_cvt_pk_u8_f32 v13, v3, 3, v7
  v_cvt_pk_u8_f32 v13, v4, 3, v8
  v_cvt_pk_u8_f32 v13, v1, v8, v2
  v_cvt_pk_u8_f32 v13, -v3, v7, v4
  v_cvt_pk_u8_f32 v13, |v4|, 2, v13
  v_cvt_pk_u8_f32 v13, 0x437f8000, 1, v1
  v_cvt_f32_i32_e32 v10, v1
  v_cvt_f32_i32_e32 v10, v7
  v_cvt_f32_i32_e32 v10, v8
  v_cvt_f32_i32_e64 v11, v2 mul:2
  v_cvt_f32_i32_e64 v11, v7 clamp mul:4
  v_cvt_f32_i32_e64 v11, v8 div:2
  v_cvt_f32_i32_e64 v11, v1 clamp
  v_cvt_f32_i32_e32 v11, -1
  v_cvt_f32_i32_e32 v11, 0x7fffffff
  v_cvt_f32_u32_e32 v10, v1
  v_cvt_f32_u32_e32 v10, v7
  v_cvt_f32_u32_e32 v10, v8
  v_cvt_f32_u32_e64 v11, v2 mul:2
  v_cvt_f32_u32_e64 v11, v7 clamp mul:4
  v_cvt_f32_u32_e64 v11, v8 div:2
  v_cvt_f32_u32_e64 v11, v1 clamp
  v_cvt_f32_u32_e32 v11, -1
  v_cvt_f32_u32_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte0_e32 v10, v1
  v_cvt_f32_ubyte0_e32 v10, v7
  v_cvt_f32_ubyte0_e32 v10, v8
  v_cvt_f32_ubyte0_e64 v11, v2 mul:2
  v_cvt_f32_ubyte0_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte0_e64 v11, v8 div:2
  v_cvt_f32_ubyte0_e64 v11, v1 clamp
  v_cvt_f32_ubyte0_e32 v11, -1
  v_cvt_f32_ubyte0_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte1_e32 v10, v1
  v_cvt_f32_ubyte1_e32 v10, v7
  v_cvt_f32_ubyte1_e32 v10, v8
  v_cvt_f32_ubyte1_e64 v11, v2 mul:2
  v_cvt_f32_ubyte1_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte1_e64 v11, v8 div:2
  v_cvt_f32_ubyte1_e64 v11, v1 clamp
  v_cvt_f32_ubyte1_e32 v11, -1
  v_cvt_f32_ubyte1_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte2_e32 v10, v1
  v_cvt_f32_ubyte2_e32 v10, v7
  v_cvt_f32_ubyte2_e32 v10, v8
  v_cvt_f32_ubyte2_e64 v11, v2 mul:2
  v_cvt_f32_ubyte2_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte2_e64 v11, v8 div:2
  v_cvt_f32_ubyte2_e64 v11, v1 clamp
  v_cvt_f32_ubyte2_e32 v11, -1
  v_cvt_f32_ubyte2_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte3_e32 v10, v1
  v_cvt_f32_ubyte3_e32 v10, v7
  v_cvt_f32_ubyte3_e32 v10, v8
  v_cvt_f32_ubyte3_e64 v11, v2 mul:2
  v_cvt_f32_ubyte3_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte3_e64 v11, v8 div:2
  v_cvt_f32_ubyte3_e64 v11, v1 clamp
  v_cvt_f32_ubyte3_e32 v11, -1
  v_cvt_f32_ubyte3_e32 v11, 0x7fffffff
  v_cvt_off_f32_i4_e32 v10, v1
  v_cvt_off_f32_i4_e32 v10, v7
  v_cvt_off_f32_i4_e32 v10, v8
  v_cvt_off_f32_i4_e64 v11, v2 mul:2
  v_cvt_off_f32_i4_e64 v11, v7 clamp mul:4
  v_cvt_off_f32_i4_e64 v11, v8 div:2
  v_cvt_off_f32_i4_e64 v11, v1 clamp
  v_cvt_off_f32_i4_e32 v11, -1
  v_cvt_off_f32_i4_e32 v11, 0x7fffffff
  v_cvt_f16_i16_e32 v12, v1
  v_cvt_f16_i16_e32 v12, v5
  v_cvt_f16_i16_e32 v12, v7
  v_cvt_f16_i16_e32 v12, v8
  v_cvt_f16_i16_e64 v12, v2 mul:2
  v_cvt_f16_i16_e64 v12, v7 clamp mul:4
  v_cvt_f16_i16_e64 v12, v8 div:2
  v_cvt_f16_i16_e64 v12, v6 clamp
  v_cvt_f16_i16_e32 v12, 0xfff0
  v_cvt_f16_u16_e32 v12, v1
  v_cvt_f16_u16_e32 v12, v5
  v_cvt_f16_u16_e32 v12, v7
  v_cvt_f16_u16_e32 v12, v8
  v_cvt_f16_u16_e64 v12, v2 mul:2
  v_cvt_f16_u16_e64 v12, v7 clamp mul:4
  v_cvt_f16_u16_e64 v12, v8 div:2
  v_cvt_f16_u16_e64 v12, v6 clamp
  v_cvt_f16_u16_e32 v12, 0xfff0
  v_cvt_i32_i16_e32 v13, v7
  v_cvt_i32_i16_e32 v13, v1
  v_cvt_u32_u16_e32 v13, v8
  v_cvt_u32_u16_e32 v13, v2
  v_cvt_pk_i16_i32 v14, v7, v8
  v_cvt_pk_i16_i32 v14, v1, v2
  v_cvt_pk_i16_i32 v14, v8, 0x12345
  v_cvt_pk_i16_i32 v14, -1, v7
  v_cvt_pk_u16_u32 v14, v7, v8
  v_cvt_pk_u16_u32 v14, v1, v2
  v_cvt_pk_u16_u32 v14, v8, 0x12345
  v_cvt_pk_u16_u32 v14, -1, v7
  v_cvt_i16_f16_e32 v10, v5
  v_cvt_i16_f16_e32 v10, v6
  v_cvt_i16_f16_e32 v10, v1
  v_cvt_i16_f16_e64 v10, -v5
  v_cvt_i16_f16_e64 v10, |v6| clamp
  v_cvt_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_i16_f16_e64 v10, v6 mul:4
  v_cvt_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_i16_f16_e32 v10, 0.5
  v_cvt_i16_f16_e32 v10, -2.0
  v_cvt_u16_f16_e32 v10, v5
  v_cvt_u16_f16_e32 v10, v6
  v_cvt_u16_f16_e32 v10, v1
  v_cvt_u16_f16_e64 v10, -v5
  v_cvt_u16_f16_e64 v10, |v6| clamp
  v_cvt_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_u16_f16_e64 v10, v6 mul:4
  v_cvt_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_u16_f16_e32 v10, 0.5
  v_cvt_u16_f16_e32 v10, -2.0
  v_cvt_norm_i16_f16_e32 v10, v5
  v_cvt_norm_i16_f16_e32 v10, v6
  v_cvt_norm_i16_f16_e32 v10, v1
  v_cvt_norm_i16_f16_e64 v10, -v5
  v_cvt_norm_i16_f16_e64 v10, |v6| clamp
  v_cvt_norm_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_i16_f16_e64 v10, v6 mul:4
  v_cvt_norm_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_i16_f16_e32 v10, 0.5
  v_cvt_norm_i16_f16_e32 v10, -2.0
  v_cvt_norm_u16_f16_e32 v10, v5
  v_cvt_norm_u16_f16_e32 v10, v6
  v_cvt_norm_u16_f16_e32 v10, v1
  v_cvt_norm_u16_f16_e64 v10, -v5
  v_cvt_norm_u16_f16_e64 v10, |v6| clamp
  v_cvt_norm_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_u16_f16_e64 v10, v6 mul:4
  v_cvt_norm_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_u16_f16_e32 v10, 0.5
  v_cvt_norm_u16_f16_e32 v10, -2.0
  v_frexp_mant_f16_e32 v10, v5
  v_frexp_mant_f16_e32 v10, v6
  v_frexp_mant_f16_e32 v10, v1
  v_frexp_mant_f16_e64 v10, -v5
  v_frexp_mant_f16_e64 v10, |v6| clamp
  v_frexp_mant_f16_e64 v10, -|v5| mul:2
  v_frexp_mant_f16_e64 v10, v6 mul:4
  v_frexp_mant_f16_e64 v10, v2 clamp div:2
  v_frexp_mant_f16_e32 v10, 0.5
  v_frexp_mant_f16_e32 v10, -2.0
  v_frexp_exp_i16_f16_e32 v10, v5
  v_frexp_exp_i16_f16_e32 v10, v6
  v_frexp_exp_i16_f16_e32 v10, v1
  v_frexp_exp_i16_f16_e64 v10, -v5
  v_frexp_exp_i16_f16_e64 v10, |v6| clamp
  v_frexp_exp_i16_f16_e64 v10, -|v5| mul:2
  v_frexp_exp_i16_f16_e64 v10, v6 mul:4
  v_frexp_exp_i16_f16_e64 v10, v2 clamp div:2
  v_frexp_exp_i16_f16_e32 v10, 0.5
  v_frexp_exp_i16_f16_e32 v10, -2.0
  v_cvt_pk_norm_i16_f16 v11, v5, v6
  v_cvt_pk_norm_i16_f16 v11, v1, v2
  v_cvt_pk_norm_i16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_i16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_i16_f16 v11, v5, 1.0
  v_cvt_pk_norm_i16_f16 v11, -0.5, v6
  v_cvt_pk_norm_u16_f16 v11, v5, v6
  v_cvt_pk_norm_u16_f16 v11, v1, v2
  v_cvt_pk_norm_u16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_u16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_u16_f16 v11, v5, 1.0
  v_cvt_pk_norm_u16_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6
  v_pack_b32_f16 v11, v1, v2
  v_pack_b32_f16 v11, -v6, |v5|
  v_pack_b32_f16 v11, v5, v6 op_sel:[1,0,0]
  v_pack_b32_f16 v11, v5, v6 op_sel:[0,1,0]
  v_pack_b32_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_pack_b32_f16 v11, v5, 1.0
  v_pack_b32_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6 clamp
  v_pack_b32_f16 v11, v2, v1 clamp
  v_cvt_pk_rtz_f16_f32_e32 v10, v3, v4
  v_cvt_pk_rtz_f16_f32_e32 v10, v1, v2
  v_cvt_pk_rtz_f16_f32_e32 v10, v4, v3
  v_cvt_pk_rtz_f16_f32_e64 v10, -v3, |v4|
  v_cvt_pk_rtz_f16_f32_e64 v10, -|v1|, v2 clamp
  v_cvt_pk_rtz_f16_f32_e64 v10, v3, v4 mul:2
  v_cvt_pk_rtz_f16_f32_e64 v10, v4, v1 clamp mul:4
  v_cvt_pk_rtz_f16_f32_e64 v10, v1, v3 div:2
  v_cvt_pk_rtz_f16_f32_e32 v10, 0.5, v3
  v_cvt_pk_norm_i16_f32 v10, v3, v4
  v_cvt_pk_norm_i16_f32 v10, v1, v2
  v_cvt_pk_norm_i16_f32 v10, v4, v3
  v_cvt_pk_norm_i16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_i16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_i16_f32 v10, 0.5, v3
  v_cvt_pk_norm_u16_f32 v10, v3, v4
  v_cvt_pk_norm_u16_f32 v10, v1, v2
  v_cvt_pk_norm_u16_f32 v10, v4, v3
  v_cvt_pk_norm_u16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_u16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_u16_f32 v10, 0.5, v3
  v_frexp_mant_f32_e32 v11, v1
  v_frexp_mant_f32_e32 v11, v2
  v_frexp_mant_f32_e32 v11, v3
  v_frexp_mant_f32_e32 v11, v4
  v_frexp_mant_f32_e64 v11, -v1
  v_frexp_mant_f32_e64 v11, |v2| clamp
  v_frexp_mant_f32_e64 v11, -|v3| mul:2
  v_frexp_mant_f32_e64 v11, v4 clamp mul:4
  v_frexp_mant_f32_e64 v11, v1 div:2
  v_frexp_mant_f32_e32 v11, -4.0
  v_frexp_exp_i32_f32_e32 v11, v1
  v_frexp_exp_i32_f32_e32 v11, v2
  v_frexp_exp_i32_f32_e32 v11, v3
  v_frexp_exp_i32_f32_e32 v11, v4
  v_frexp_exp_i32_f32_e64 v11, -v1
  v_frexp_exp_i32_f32_e64 v11, |v2| clamp
  v_frexp_exp_i32_f32_e32 v11, -4.0
// MODE: round toward +inf (f32) / -inf (f16), f32 denormals flushed
  s_round_mode 0x9
  s_denorm_mode 0xc
  v_cvt_i32_f32_e32 v10, v1
  v_cvt_i32_f32_e32 v10, v2
  v_cvt_i32_f32_e32 v10, v3
  v_cvt_i32_f32_e32 v10, v4
  v_cvt_i32_f32_e64 v11, -v3
  v_cvt_i32_f32_e64 v11, |v4|
  v_cvt_i32_f32_e64 v11, -|v1| clamp
  v_cvt_i32_f32_e64 v11, v2 mul:2
  v_cvt_i32_f32_e32 v11, 0.5
  v_cvt_i32_f32_e32 v11, -4.0
  v_cvt_i32_f32_e32 v11, 0x4f000000
  v_cvt_u32_f32_e32 v10, v1
  v_cvt_u32_f32_e32 v10, v2
  v_cvt_u32_f32_e32 v10, v3
  v_cvt_u32_f32_e32 v10, v4
  v_cvt_u32_f32_e64 v11, -v3
  v_cvt_u32_f32_e64 v11, |v4|
  v_cvt_u32_f32_e64 v11, -|v1| clamp
  v_cvt_u32_f32_e64 v11, v2 mul:2
  v_cvt_u32_f32_e32 v11, 0.5
  v_cvt_u32_f32_e32 v11, -4.0
  v_cvt_u32_f32_e32 v11, 0x4f000000
  v_cvt_floor_i32_f32_e32 v10, v1
  v_cvt_floor_i32_f32_e32 v10, v2
  v_cvt_floor_i32_f32_e32 v10, v3
  v_cvt_floor_i32_f32_e32 v10, v4
  v_cvt_floor_i32_f32_e64 v11, -v3
  v_cvt_floor_i32_f32_e64 v11, |v4|
  v_cvt_floor_i32_f32_e64 v11, -|v1| clamp
  v_cvt_floor_i32_f32_e32 v11, 0.5
  v_cvt_floor_i32_f32_e32 v11, -4.0
  v_cvt_floor_i32_f32_e32 v11, 0x4f000000
  v_cvt_nearest_i32_f32_e32 v10, v1
  v_cvt_nearest_i32_f32_e32 v10, v2
  v_cvt_nearest_i32_f32_e32 v10, v3
  v_cvt_nearest_i32_f32_e32 v10, v4
  v_cvt_nearest_i32_f32_e64 v11, -v3
  v_cvt_nearest_i32_f32_e64 v11, |v4|
  v_cvt_nearest_i32_f32_e64 v11, -|v1| clamp
  v_cvt_nearest_i32_f32_e32 v11, 0.5
  v_cvt_nearest_i32_f32_e32 v11, -4.0
  v_cvt_nearest_i32_f32_e32 v11, 0x4f000000
  v_cvt_pk_i16_f32 v12, v3, v4
  v_cvt_pk_i16_f32 v12, v1, v2
  v_cvt_pk_i16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_i16_f32 v12, v3, 0x47000000
  v_cvt_pk_u16_f32 v12, v3, v4
  v_cvt_pk_u16_f32 v12, v1, v2
  v_cvt_pk_u16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_u16_f32 v12, v3, 0x47000000
  v_cvt_pk_u8_f32 v13, v3, 0, v7
  v_cvt_pk_u8_f32 v13, v4, 0, v8
  v_cvt_pk_u8_f32 v13, v3, 1, v7
  v_cvt_pk_u8_f32 v13, v4, 1, v8
  v_cvt_pk_u8_f32 v13, v3, 2, v7
  v_cvt_pk_u8_f32 v13, v4, 2, v8
  v_cvt_pk_u8_f32 v13, v3, 3, v7
  v_cvt_pk_u8_f32 v13, v4, 3, v8
  v_cvt_pk_u8_f32 v13, v1, v8, v2
  v_cvt_pk_u8_f32 v13, -v3, v7, v4
  v_cvt_pk_u8_f32 v13, |v4|, 2, v13
  v_cvt_pk_u8_f32 v13, 0x437f8000, 1, v1
  v_cvt_f32_i32_e32 v10, v1
  v_cvt_f32_i32_e32 v10, v7
  v_cvt_f32_i32_e32 v10, v8
  v_cvt_f32_i32_e64 v11, v2 mul:2
  v_cvt_f32_i32_e64 v11, v7 clamp mul:4
  v_cvt_f32_i32_e64 v11, v8 div:2
  v_cvt_f32_i32_e64 v11, v1 clamp
  v_cvt_f32_i32_e32 v11, -1
  v_cvt_f32_i32_e32 v11, 0x7fffffff
  v_cvt_f32_u32_e32 v10, v1
  v_cvt_f32_u32_e32 v10, v7
  v_cvt_f32_u32_e32 v10, v8
  v_cvt_f32_u32_e64 v11, v2 mul:2
  v_cvt_f32_u32_e64 v11, v7 clamp mul:4
  v_cvt_f32_u32_e64 v11, v8 div:2
  v_cvt_f32_u32_e64 v11, v1 clamp
  v_cvt_f32_u32_e32 v11, -1
  v_cvt_f32_u32_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte0_e32 v10, v1
  v_cvt_f32_ubyte0_e32 v10, v7
  v_cvt_f32_ubyte0_e32 v10, v8
  v_cvt_f32_ubyte0_e64 v11, v2 mul:2
  v_cvt_f32_ubyte0_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte0_e64 v11, v8 div:2
  v_cvt_f32_ubyte0_e64 v11, v1 clamp
  v_cvt_f32_ubyte0_e32 v11, -1
  v_cvt_f32_ubyte0_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte1_e32 v10, v1
  v_cvt_f32_ubyte1_e32 v10, v7
  v_cvt_f32_ubyte1_e32 v10, v8
  v_cvt_f32_ubyte1_e64 v11, v2 mul:2
  v_cvt_f32_ubyte1_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte1_e64 v11, v8 div:2
  v_cvt_f32_ubyte1_e64 v11, v1 clamp
  v_cvt_f32_ubyte1_e32 v11, -1
  v_cvt_f32_ubyte1_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte2_e32 v10, v1
  v_cvt_f32_ubyte2_e32 v10, v7
  v_cvt_f32_ubyte2_e32 v10, v8
  v_cvt_f32_ubyte2_e64 v11, v2 mul:2
  v_cvt_f32_ubyte2_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte2_e64 v11, v8 div:2
  v_cvt_f32_ubyte2_e64 v11, v1 clamp
  v_cvt_f32_ubyte2_e32 v11, -1
  v_cvt_f32_ubyte2_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte3_e32 v10, v1
  v_cvt_f32_ubyte3_e32 v10, v7
  v_cvt_f32_ubyte3_e32 v10, v8
  v_cvt_f32_ubyte3_e64 v11, v2 mul:2
  v_cvt_f32_ubyte3_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte3_e64 v11, v8 div:2
  v_cvt_f32_ubyte3_e64 v11, v1 clamp
  v_cvt_f32_ubyte3_e32 v11, -1
  v_cvt_f32_ubyte3_e32 v11, 0x7fffffff
  v_cvt_off_f32_i4_e32 v10, v1
  v_cvt_off_f32_i4_e32 v10, v7
  v_cvt_off_f32_i4_e32 v10, v8
  v_cvt_off_f32_i4_e64 v11, v2 mul:2
  v_cvt_off_f32_i4_e64 v11, v7 clamp mul:4
  v_cvt_off_f32_i4_e64 v11, v8 div:2
  v_cvt_off_f32_i4_e64 v11, v1 clamp
  v_cvt_off_f32_i4_e32 v11, -1
  v_cvt_off_f32_i4_e32 v11, 0x7fffffff
  v_cvt_f16_i16_e32 v12, v1
  v_cvt_f16_i16_e32 v12, v5
  v_cvt_f16_i16_e32 v12, v7
  v_cvt_f16_i16_e32 v12, v8
  v_cvt_f16_i16_e64 v12, v2 mul:2
  v_cvt_f16_i16_e64 v12, v7 clamp mul:4
  v_cvt_f16_i16_e64 v12, v8 div:2
  v_cvt_f16_i16_e64 v12, v6 clamp
  v_cvt_f16_i16_e32 v12, 0xfff0
  v_cvt_f16_u16_e32 v12, v1
  v_cvt_f16_u16_e32 v12, v5
  v_cvt_f16_u16_e32 v12, v7
  v_cvt_f16_u16_e32 v12, v8
  v_cvt_f16_u16_e64 v12, v2 mul:2
  v_cvt_f16_u16_e64 v12, v7 clamp mul:4
  v_cvt_f16_u16_e64 v12, v8 div:2
  v_cvt_f16_u16_e64 v12, v6 clamp
  v_cvt_f16_u16_e32 v12, 0xfff0
  v_cvt_i32_i16_e32 v13, v7
  v_cvt_i32_i16_e32 v13, v1
  v_cvt_u32_u16_e32 v13, v8
  v_cvt_u32_u16_e32 v13, v2
  v_cvt_pk_i16_i32 v14, v7, v8
  v_cvt_pk_i16_i32 v14, v1, v2
  v_cvt_pk_i16_i32 v14, v8, 0x12345
  v_cvt_pk_i16_i32 v14, -1, v7
  v_cvt_pk_u16_u32 v14, v7, v8
  v_cvt_pk_u16_u32 v14, v1, v2
  v_cvt_pk_u16_u32 v14, v8, 0x12345
  v_cvt_pk_u16_u32 v14, -1, v7
  v_cvt_i16_f16_e32 v10, v5
  v_cvt_i16_f16_e32 v10, v6
  v_cvt_i16_f16_e32 v10, v1
  v_cvt_i16_f16_e64 v10, -v5
  v_cvt_i16_f16_e64 v10, |v6| clamp
  v_cvt_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_i16_f16_e64 v10, v6 mul:4
  v_cvt_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_i16_f16_e32 v10, 0.5
  v_cvt_i16_f16_e32 v10, -2.0
  v_cvt_u16_f16_e32 v10, v5
  v_cvt_u16_f16_e32 v10, v6
  v_cvt_u16_f16_e32 v10, v1
  v_cvt_u16_f16_e64 v10, -v5
  v_cvt_u16_f16_e64 v10, |v6| clamp
  v_cvt_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_u16_f16_e64 v10, v6 mul:4
  v_cvt_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_u16_f16_e32 v10, 0.5
  v_cvt_u16_f16_e32 v10, -2.0
  v_cvt_norm_i16_f16_e32 v10, v5
  v_cvt_norm_i16_f16_e32 v10, v6
  v_cvt_norm_i16_f16_e32 v10, v1
  v_cvt_norm_i16_f16_e64 v10, -v5
  v_cvt_norm_i16_f16_e64 v10, |v6| clamp
  v_cvt_norm_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_i16_f16_e64 v10, v6 mul:4
  v_cvt_norm_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_i16_f16_e32 v10, 0.5
  v_cvt_norm_i16_f16_e32 v10, -2.0
  v_cvt_norm_u16_f16_e32 v10, v5
  v_cvt_norm_u16_f16_e32 v10, v6
  v_cvt_norm_u16_f16_e32 v10, v1
  v_cvt_norm_u16_f16_e64 v10, -v5
  v_cvt_norm_u16_f16_e64 v10, |v6| clamp
  v_cvt_norm_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_u16_f16_e64 v10, v6 mul:4
  v_cvt_norm_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_u16_f16_e32 v10, 0.5
  v_cvt_norm_u16_f16_e32 v10, -2.0
  v_frexp_mant_f16_e32 v10, v5
  v_frexp_mant_f16_e32 v10, v6
  v_frexp_mant_f16_e32 v10, v1
  v_frexp_mant_f16_e64 v10, -v5
  v_frexp_mant_f16_e64 v10, |v6| clamp
  v_frexp_mant_f16_e64 v10, -|v5| mul:2
  v_frexp_mant_f16_e64 v10, v6 mul:4
  v_frexp_mant_f16_e64 v10, v2 clamp div:2
  v_frexp_mant_f16_e32 v10, 0.5
  v_frexp_mant_f16_e32 v10, -2.0
  v_frexp_exp_i16_f16_e32 v10, v5
  v_frexp_exp_i16_f16_e32 v10, v6
  v_frexp_exp_i16_f16_e32 v10, v1
  v_frexp_exp_i16_f16_e64 v10, -v5
  v_frexp_exp_i16_f16_e64 v10, |v6| clamp
  v_frexp_exp_i16_f16_e64 v10, -|v5| mul:2
  v_frexp_exp_i16_f16_e64 v10, v6 mul:4
  v_frexp_exp_i16_f16_e64 v10, v2 clamp div:2
  v_frexp_exp_i16_f16_e32 v10, 0.5
  v_frexp_exp_i16_f16_e32 v10, -2.0
  v_cvt_pk_norm_i16_f16 v11, v5, v6
  v_cvt_pk_norm_i16_f16 v11, v1, v2
  v_cvt_pk_norm_i16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_i16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_i16_f16 v11, v5, 1.0
  v_cvt_pk_norm_i16_f16 v11, -0.5, v6
  v_cvt_pk_norm_u16_f16 v11, v5, v6
  v_cvt_pk_norm_u16_f16 v11, v1, v2
  v_cvt_pk_norm_u16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_u16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_u16_f16 v11, v5, 1.0
  v_cvt_pk_norm_u16_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6
  v_pack_b32_f16 v11, v1, v2
  v_pack_b32_f16 v11, -v6, |v5|
  v_pack_b32_f16 v11, v5, v6 op_sel:[1,0,0]
  v_pack_b32_f16 v11, v5, v6 op_sel:[0,1,0]
  v_pack_b32_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_pack_b32_f16 v11, v5, 1.0
  v_pack_b32_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6 clamp
  v_pack_b32_f16 v11, v2, v1 clamp
  v_cvt_pk_rtz_f16_f32_e32 v10, v3, v4
  v_cvt_pk_rtz_f16_f32_e32 v10, v1, v2
  v_cvt_pk_rtz_f16_f32_e32 v10, v4, v3
  v_cvt_pk_rtz_f16_f32_e64 v10, -v3, |v4|
  v_cvt_pk_rtz_f16_f32_e64 v10, -|v1|, v2 clamp
  v_cvt_pk_rtz_f16_f32_e64 v10, v3, v4 mul:2
  v_cvt_pk_rtz_f16_f32_e64 v10, v4, v1 clamp mul:4
  v_cvt_pk_rtz_f16_f32_e64 v10, v1, v3 div:2
  v_cvt_pk_rtz_f16_f32_e32 v10, 0.5, v3
  v_cvt_pk_norm_i16_f32 v10, v3, v4
  v_cvt_pk_norm_i16_f32 v10, v1, v2
  v_cvt_pk_norm_i16_f32 v10, v4, v3
  v_cvt_pk_norm_i16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_i16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_i16_f32 v10, 0.5, v3
  v_cvt_pk_norm_u16_f32 v10, v3, v4
  v_cvt_pk_norm_u16_f32 v10, v1, v2
  v_cvt_pk_norm_u16_f32 v10, v4, v3
  v_cvt_pk_norm_u16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_u16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_u16_f32 v10, 0.5, v3
  v_frexp_mant_f32_e32 v11, v1
  v_frexp_mant_f32_e32 v11, v2
  v_frexp_mant_f32_e32 v11, v3
  v_frexp_mant_f32_e32 v11, v4
  v_frexp_mant_f32_e64 v11, -v1
  v_frexp_mant_f32_e64 v11, |v2| clamp
  v_frexp_mant_f32_e64 v11, -|v3| mul:2
  v_frexp_mant_f32_e64 v11, v4 clamp mul:4
  v_frexp_mant_f32_e64 v11, v1 div:2
  v_frexp_mant_f32_e32 v11, -4.0
  v_frexp_exp_i32_f32_e32 v11, v1
  v_frexp_exp_i32_f32_e32 v11, v2
  v_frexp_exp_i32_f32_e32 v11, v3
  v_frexp_exp_i32_f32_e32 v11, v4
  v_frexp_exp_i32_f32_e64 v11, -v1
  v_frexp_exp_i32_f32_e64 v11, |v2| clamp
  v_frexp_exp_i32_f32_e32 v11, -4.0
// MODE: round toward -inf (f32) / zero (f16), f16 denormals flushed, IEEE off, DX10 clamp
  s_round_mode 0xe
  s_denorm_mode 0x3
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
  v_cvt_i32_f32_e32 v10, v1
  v_cvt_i32_f32_e32 v10, v2
  v_cvt_i32_f32_e32 v10, v3
  v_cvt_i32_f32_e32 v10, v4
  v_cvt_i32_f32_e64 v11, -v3
  v_cvt_i32_f32_e64 v11, |v4|
  v_cvt_i32_f32_e64 v11, -|v1| clamp
  v_cvt_i32_f32_e64 v11, v2 mul:2
  v_cvt_i32_f32_e32 v11, 0.5
  v_cvt_i32_f32_e32 v11, -4.0
  v_cvt_i32_f32_e32 v11, 0x4f000000
  v_cvt_u32_f32_e32 v10, v1
  v_cvt_u32_f32_e32 v10, v2
  v_cvt_u32_f32_e32 v10, v3
  v_cvt_u32_f32_e32 v10, v4
  v_cvt_u32_f32_e64 v11, -v3
  v_cvt_u32_f32_e64 v11, |v4|
  v_cvt_u32_f32_e64 v11, -|v1| clamp
  v_cvt_u32_f32_e64 v11, v2 mul:2
  v_cvt_u32_f32_e32 v11, 0.5
  v_cvt_u32_f32_e32 v11, -4.0
  v_cvt_u32_f32_e32 v11, 0x4f000000
  v_cvt_floor_i32_f32_e32 v10, v1
  v_cvt_floor_i32_f32_e32 v10, v2
  v_cvt_floor_i32_f32_e32 v10, v3
  v_cvt_floor_i32_f32_e32 v10, v4
  v_cvt_floor_i32_f32_e64 v11, -v3
  v_cvt_floor_i32_f32_e64 v11, |v4|
  v_cvt_floor_i32_f32_e64 v11, -|v1| clamp
  v_cvt_floor_i32_f32_e32 v11, 0.5
  v_cvt_floor_i32_f32_e32 v11, -4.0
  v_cvt_floor_i32_f32_e32 v11, 0x4f000000
  v_cvt_nearest_i32_f32_e32 v10, v1
  v_cvt_nearest_i32_f32_e32 v10, v2
  v_cvt_nearest_i32_f32_e32 v10, v3
  v_cvt_nearest_i32_f32_e32 v10, v4
  v_cvt_nearest_i32_f32_e64 v11, -v3
  v_cvt_nearest_i32_f32_e64 v11, |v4|
  v_cvt_nearest_i32_f32_e64 v11, -|v1| clamp
  v_cvt_nearest_i32_f32_e32 v11, 0.5
  v_cvt_nearest_i32_f32_e32 v11, -4.0
  v_cvt_nearest_i32_f32_e32 v11, 0x4f000000
  v_cvt_pk_i16_f32 v12, v3, v4
  v_cvt_pk_i16_f32 v12, v1, v2
  v_cvt_pk_i16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_i16_f32 v12, v3, 0x47000000
  v_cvt_pk_u16_f32 v12, v3, v4
  v_cvt_pk_u16_f32 v12, v1, v2
  v_cvt_pk_u16_f32 v12, -v4, |v3| clamp
  v_cvt_pk_u16_f32 v12, v3, 0x47000000
  v_cvt_pk_u8_f32 v13, v3, 0, v7
  v_cvt_pk_u8_f32 v13, v4, 0, v8
  v_cvt_pk_u8_f32 v13, v3, 1, v7
  v_cvt_pk_u8_f32 v13, v4, 1, v8
  v_cvt_pk_u8_f32 v13, v3, 2, v7
  v_cvt_pk_u8_f32 v13, v4, 2, v8
  v_cvt_pk_u8_f32 v13, v3, 3, v7
  v_cvt_pk_u8_f32 v13, v4, 3, v8
  v_cvt_pk_u8_f32 v13, v1, v8, v2
  v_cvt_pk_u8_f32 v13, -v3, v7, v4
  v_cvt_pk_u8_f32 v13, |v4|, 2, v13
  v_cvt_pk_u8_f32 v13, 0x437f8000, 1, v1
  v_cvt_f32_i32_e32 v10, v1
  v_cvt_f32_i32_e32 v10, v7
  v_cvt_f32_i32_e32 v10, v8
  v_cvt_f32_i32_e64 v11, v2 mul:2
  v_cvt_f32_i32_e64 v11, v7 clamp mul:4
  v_cvt_f32_i32_e64 v11, v8 div:2
  v_cvt_f32_i32_e64 v11, v1 clamp
  v_cvt_f32_i32_e32 v11, -1
  v_cvt_f32_i32_e32 v11, 0x7fffffff
  v_cvt_f32_u32_e32 v10, v1
  v_cvt_f32_u32_e32 v10, v7
  v_cvt_f32_u32_e32 v10, v8
  v_cvt_f32_u32_e64 v11, v2 mul:2
  v_cvt_f32_u32_e64 v11, v7 clamp mul:4
  v_cvt_f32_u32_e64 v11, v8 div:2
  v_cvt_f32_u32_e64 v11, v1 clamp
  v_cvt_f32_u32_e32 v11, -1
  v_cvt_f32_u32_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte0_e32 v10, v1
  v_cvt_f32_ubyte0_e32 v10, v7
  v_cvt_f32_ubyte0_e32 v10, v8
  v_cvt_f32_ubyte0_e64 v11, v2 mul:2
  v_cvt_f32_ubyte0_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte0_e64 v11, v8 div:2
  v_cvt_f32_ubyte0_e64 v11, v1 clamp
  v_cvt_f32_ubyte0_e32 v11, -1
  v_cvt_f32_ubyte0_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte1_e32 v10, v1
  v_cvt_f32_ubyte1_e32 v10, v7
  v_cvt_f32_ubyte1_e32 v10, v8
  v_cvt_f32_ubyte1_e64 v11, v2 mul:2
  v_cvt_f32_ubyte1_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte1_e64 v11, v8 div:2
  v_cvt_f32_ubyte1_e64 v11, v1 clamp
  v_cvt_f32_ubyte1_e32 v11, -1
  v_cvt_f32_ubyte1_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte2_e32 v10, v1
  v_cvt_f32_ubyte2_e32 v10, v7
  v_cvt_f32_ubyte2_e32 v10, v8
  v_cvt_f32_ubyte2_e64 v11, v2 mul:2
  v_cvt_f32_ubyte2_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte2_e64 v11, v8 div:2
  v_cvt_f32_ubyte2_e64 v11, v1 clamp
  v_cvt_f32_ubyte2_e32 v11, -1
  v_cvt_f32_ubyte2_e32 v11, 0x7fffffff
  v_cvt_f32_ubyte3_e32 v10, v1
  v_cvt_f32_ubyte3_e32 v10, v7
  v_cvt_f32_ubyte3_e32 v10, v8
  v_cvt_f32_ubyte3_e64 v11, v2 mul:2
  v_cvt_f32_ubyte3_e64 v11, v7 clamp mul:4
  v_cvt_f32_ubyte3_e64 v11, v8 div:2
  v_cvt_f32_ubyte3_e64 v11, v1 clamp
  v_cvt_f32_ubyte3_e32 v11, -1
  v_cvt_f32_ubyte3_e32 v11, 0x7fffffff
  v_cvt_off_f32_i4_e32 v10, v1
  v_cvt_off_f32_i4_e32 v10, v7
  v_cvt_off_f32_i4_e32 v10, v8
  v_cvt_off_f32_i4_e64 v11, v2 mul:2
  v_cvt_off_f32_i4_e64 v11, v7 clamp mul:4
  v_cvt_off_f32_i4_e64 v11, v8 div:2
  v_cvt_off_f32_i4_e64 v11, v1 clamp
  v_cvt_off_f32_i4_e32 v11, -1
  v_cvt_off_f32_i4_e32 v11, 0x7fffffff
  v_cvt_f16_i16_e32 v12, v1
  v_cvt_f16_i16_e32 v12, v5
  v_cvt_f16_i16_e32 v12, v7
  v_cvt_f16_i16_e32 v12, v8
  v_cvt_f16_i16_e64 v12, v2 mul:2
  v_cvt_f16_i16_e64 v12, v7 clamp mul:4
  v_cvt_f16_i16_e64 v12, v8 div:2
  v_cvt_f16_i16_e64 v12, v6 clamp
  v_cvt_f16_i16_e32 v12, 0xfff0
  v_cvt_f16_u16_e32 v12, v1
  v_cvt_f16_u16_e32 v12, v5
  v_cvt_f16_u16_e32 v12, v7
  v_cvt_f16_u16_e32 v12, v8
  v_cvt_f16_u16_e64 v12, v2 mul:2
  v_cvt_f16_u16_e64 v12, v7 clamp mul:4
  v_cvt_f16_u16_e64 v12, v8 div:2
  v_cvt_f16_u16_e64 v12, v6 clamp
  v_cvt_f16_u16_e32 v12, 0xfff0
  v_cvt_i32_i16_e32 v13, v7
  v_cvt_i32_i16_e32 v13, v1
  v_cvt_u32_u16_e32 v13, v8
  v_cvt_u32_u16_e32 v13, v2
  v_cvt_pk_i16_i32 v14, v7, v8
  v_cvt_pk_i16_i32 v14, v1, v2
  v_cvt_pk_i16_i32 v14, v8, 0x12345
  v_cvt_pk_i16_i32 v14, -1, v7
  v_cvt_pk_u16_u32 v14, v7, v8
  v_cvt_pk_u16_u32 v14, v1, v2
  v_cvt_pk_u16_u32 v14, v8, 0x12345
  v_cvt_pk_u16_u32 v14, -1, v7
  v_cvt_i16_f16_e32 v10, v5
  v_cvt_i16_f16_e32 v10, v6
  v_cvt_i16_f16_e32 v10, v1
  v_cvt_i16_f16_e64 v10, -v5
  v_cvt_i16_f16_e64 v10, |v6| clamp
  v_cvt_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_i16_f16_e64 v10, v6 mul:4
  v_cvt_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_i16_f16_e32 v10, 0.5
  v_cvt_i16_f16_e32 v10, -2.0
  v_cvt_u16_f16_e32 v10, v5
  v_cvt_u16_f16_e32 v10, v6
  v_cvt_u16_f16_e32 v10, v1
  v_cvt_u16_f16_e64 v10, -v5
  v_cvt_u16_f16_e64 v10, |v6| clamp
  v_cvt_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_u16_f16_e64 v10, v6 mul:4
  v_cvt_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_u16_f16_e32 v10, 0.5
  v_cvt_u16_f16_e32 v10, -2.0
  v_cvt_norm_i16_f16_e32 v10, v5
  v_cvt_norm_i16_f16_e32 v10, v6
  v_cvt_norm_i16_f16_e32 v10, v1
  v_cvt_norm_i16_f16_e64 v10, -v5
  v_cvt_norm_i16_f16_e64 v10, |v6| clamp
  v_cvt_norm_i16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_i16_f16_e64 v10, v6 mul:4
  v_cvt_norm_i16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_i16_f16_e32 v10, 0.5
  v_cvt_norm_i16_f16_e32 v10, -2.0
  v_cvt_norm_u16_f16_e32 v10, v5
  v_cvt_norm_u16_f16_e32 v10, v6
  v_cvt_norm_u16_f16_e32 v10, v1
  v_cvt_norm_u16_f16_e64 v10, -v5
  v_cvt_norm_u16_f16_e64 v10, |v6| clamp
  v_cvt_norm_u16_f16_e64 v10, -|v5| mul:2
  v_cvt_norm_u16_f16_e64 v10, v6 mul:4
  v_cvt_norm_u16_f16_e64 v10, v2 clamp div:2
  v_cvt_norm_u16_f16_e32 v10, 0.5
  v_cvt_norm_u16_f16_e32 v10, -2.0
  v_frexp_mant_f16_e32 v10, v5
  v_frexp_mant_f16_e32 v10, v6
  v_frexp_mant_f16_e32 v10, v1
  v_frexp_mant_f16_e64 v10, -v5
  v_frexp_mant_f16_e64 v10, |v6| clamp
  v_frexp_mant_f16_e64 v10, -|v5| mul:2
  v_frexp_mant_f16_e64 v10, v6 mul:4
  v_frexp_mant_f16_e64 v10, v2 clamp div:2
  v_frexp_mant_f16_e32 v10, 0.5
  v_frexp_mant_f16_e32 v10, -2.0
  v_frexp_exp_i16_f16_e32 v10, v5
  v_frexp_exp_i16_f16_e32 v10, v6
  v_frexp_exp_i16_f16_e32 v10, v1
  v_frexp_exp_i16_f16_e64 v10, -v5
  v_frexp_exp_i16_f16_e64 v10, |v6| clamp
  v_frexp_exp_i16_f16_e64 v10, -|v5| mul:2
  v_frexp_exp_i16_f16_e64 v10, v6 mul:4
  v_frexp_exp_i16_f16_e64 v10, v2 clamp div:2
  v_frexp_exp_i16_f16_e32 v10, 0.5
  v_frexp_exp_i16_f16_e32 v10, -2.0
  v_cvt_pk_norm_i16_f16 v11, v5, v6
  v_cvt_pk_norm_i16_f16 v11, v1, v2
  v_cvt_pk_norm_i16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_i16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_i16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_i16_f16 v11, v5, 1.0
  v_cvt_pk_norm_i16_f16 v11, -0.5, v6
  v_cvt_pk_norm_u16_f16 v11, v5, v6
  v_cvt_pk_norm_u16_f16 v11, v1, v2
  v_cvt_pk_norm_u16_f16 v11, -v6, |v5|
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[1,0,0]
  v_cvt_pk_norm_u16_f16 v11, v5, v6 op_sel:[0,1,0]
  v_cvt_pk_norm_u16_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_cvt_pk_norm_u16_f16 v11, v5, 1.0
  v_cvt_pk_norm_u16_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6
  v_pack_b32_f16 v11, v1, v2
  v_pack_b32_f16 v11, -v6, |v5|
  v_pack_b32_f16 v11, v5, v6 op_sel:[1,0,0]
  v_pack_b32_f16 v11, v5, v6 op_sel:[0,1,0]
  v_pack_b32_f16 v11, -|v6|, v5 op_sel:[1,1,0]
  v_pack_b32_f16 v11, v5, 1.0
  v_pack_b32_f16 v11, -0.5, v6
  v_pack_b32_f16 v11, v5, v6 clamp
  v_pack_b32_f16 v11, v2, v1 clamp
  v_cvt_pk_rtz_f16_f32_e32 v10, v3, v4
  v_cvt_pk_rtz_f16_f32_e32 v10, v1, v2
  v_cvt_pk_rtz_f16_f32_e32 v10, v4, v3
  v_cvt_pk_rtz_f16_f32_e64 v10, -v3, |v4|
  v_cvt_pk_rtz_f16_f32_e64 v10, -|v1|, v2 clamp
  v_cvt_pk_rtz_f16_f32_e64 v10, v3, v4 mul:2
  v_cvt_pk_rtz_f16_f32_e64 v10, v4, v1 clamp mul:4
  v_cvt_pk_rtz_f16_f32_e64 v10, v1, v3 div:2
  v_cvt_pk_rtz_f16_f32_e32 v10, 0.5, v3
  v_cvt_pk_norm_i16_f32 v10, v3, v4
  v_cvt_pk_norm_i16_f32 v10, v1, v2
  v_cvt_pk_norm_i16_f32 v10, v4, v3
  v_cvt_pk_norm_i16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_i16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_i16_f32 v10, 0.5, v3
  v_cvt_pk_norm_u16_f32 v10, v3, v4
  v_cvt_pk_norm_u16_f32 v10, v1, v2
  v_cvt_pk_norm_u16_f32 v10, v4, v3
  v_cvt_pk_norm_u16_f32 v10, -v3, |v4|
  v_cvt_pk_norm_u16_f32 v10, -|v1|, v2 clamp
  v_cvt_pk_norm_u16_f32 v10, 0.5, v3
  v_frexp_mant_f32_e32 v11, v1
  v_frexp_mant_f32_e32 v11, v2
  v_frexp_mant_f32_e32 v11, v3
  v_frexp_mant_f32_e32 v11, v4
  v_frexp_mant_f32_e64 v11, -v1
  v_frexp_mant_f32_e64 v11, |v2| clamp
  v_frexp_mant_f32_e64 v11, -|v3| mul:2
  v_frexp_mant_f32_e64 v11, v4 clamp mul:4
  v_frexp_mant_f32_e64 v11, v1 div:2
  v_frexp_mant_f32_e32 v11, -4.0
  v_frexp_exp_i32_f32_e32 v11, v1
  v_frexp_exp_i32_f32_e32 v11, v2
  v_frexp_exp_i32_f32_e32 v11, v3
  v_frexp_exp_i32_f32_e32 v11, v4
  v_frexp_exp_i32_f32_e64 v11, -v1
  v_frexp_exp_i32_f32_e64 v11, |v2| clamp
  v_frexp_exp_i32_f32_e32 v11, -4.0
  s_endpgm
