// Directed cosim program (cvt unit): f32 to integers: v_cvt_i32/u32/floor/nearest, v_cvt_pk_i16/u16_f32, v_cvt_pk_u8_f32.
// Inputs per lane: v0 the lane id; v1, v2 hashed bits; v3, v4
// f32 with random exponents in [2^-3, 2^28] (integer ranges with fractions); v5, v6 two f16 each
// in [2^-6, 2^10); v7, v8 integers; then edge values (zeros, infinities, quiet and signalling
// NaNs, rounding ties, saturation bounds, denormals, +-1) patched into different lanes of each.
// Every block runs under five MODE settings (rounding, denormals, IEEE, DX10_CLAMP).
  s_mov_b32 exec_lo, -1
  v_mbcnt_lo_u32_b32 v0, -1, 0
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
  v_cndmask_b32_e64 v1, v1, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v1, v1, 0xff800000, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v1, v1, 0x7fa00001, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v1, v1, 0x3f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v1, v1, 0x3f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v1, v1, 0x3fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v1, v1, 0x3effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v1, v1, 0x4f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v1, v1, 0xcf000001, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v1, v1, 0x4f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v1, v1, 0x477fff80, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v1, v1, 0xc7000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v1, v1, 0x437f0000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v1, v1, 0x437f7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v1, v1, 0x807fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v1, v1, 0x80800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v1, v1, 0x477fe000, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v1, v1, 0x38800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v1, v1, 0x33800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v1, v1, 0x3f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v1, v1, 0x3f7fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v2, v2, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v2, v2, 0x7f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v2, v2, 0x7fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v2, v2, 0xffc00123, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v2, v2, 0xbf800000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v2, v2, 0xbf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v2, v2, 0xc0200000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v2, v2, 0x4effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v2, v2, 0xcf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v2, v2, 0x4f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v2, v2, 0x477fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v2, v2, 0x46fffe00, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v2, v2, 0xc7000100, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v2, v2, 0x437f8000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v2, v2, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v2, v2, 0x800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v2, v2, 0x7f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v2, v2, 0x477ff000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v2, v2, 0x387fc000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v2, v2, 0xb3000001, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v2, v2, 0xbf7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v3, v3, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v3, v3, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v3, v3, 0x7f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v3, v3, 0xff800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v3, v3, 0x7fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v3, v3, 0x7fa00001, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v3, v3, 0xffc00123, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v3, v3, 0x3f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v3, v3, 0xbf800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v3, v3, 0x3f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v3, v3, 0xbf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v3, v3, 0x3fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v3, v3, 0xc0200000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v3, v3, 0x3effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v3, v3, 0x4effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v3, v3, 0x4f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v3, v3, 0xcf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v3, v3, 0xcf000001, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v3, v3, 0x4f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v3, v3, 0x4f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v3, v3, 0x477fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v3, v3, 0x477fff80, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v3, v3, 0x46fffe00, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v3, v3, 0xc7000000, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v3, v3, 0xc7000100, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v3, v3, 0x437f0000, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v3, v3, 0x437f8000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v3, v3, 0x437f7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v3, v3, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v3, v3, 0x807fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v3, v3, 0x800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v3, v3, 0x80800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v3, v3, 0x7f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v3, v3, 0x477fe000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v3, v3, 0x477ff000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v3, v3, 0x38800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v3, v3, 0x387fc000, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v3, v3, 0x33800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v3, v3, 0xb3000001, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v3, v3, 0x3f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v3, v3, 0xbf7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v3, v3, 0x3f7fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v4, v4, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v4, v4, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v4, v4, 0x7f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v4, v4, 0xff800000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v4, v4, 0x7fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v4, v4, 0x7fa00001, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v4, v4, 0xffc00123, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v4, v4, 0x3f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v4, v4, 0xbf800000, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v4, v4, 0x3f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v4, v4, 0xbf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v4, v4, 0x3fc00000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v4, v4, 0xc0200000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v4, v4, 0x3effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v4, v4, 0x4effffff, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v4, v4, 0x4f000000, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v4, v4, 0xcf000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v4, v4, 0xcf000001, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v4, v4, 0x4f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v4, v4, 0x4f800000, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v4, v4, 0x477fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v4, v4, 0x477fff80, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v4, v4, 0x46fffe00, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v4, v4, 0xc7000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v4, v4, 0xc7000100, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v4, v4, 0x437f0000, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v4, v4, 0x437f8000, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v4, v4, 0x437f7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v4, v4, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v4, v4, 0x807fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v4, v4, 0x800000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v4, v4, 0x80800000, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v4, v4, 0x7f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v4, v4, 0x477fe000, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v4, v4, 0x477ff000, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v4, v4, 0x38800000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v4, v4, 0x387fc000, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v4, v4, 0x33800000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v4, v4, 0xb3000001, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v4, v4, 0x3f7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v4, v4, 0xbf7fffff, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v4, v4, 0x3f7fff00, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v5, v5, 0x7d010000, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v5, v5, 0xb8008000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v5, v5, 0xfbff7c00, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v5, v5, 0x3bfffc00, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v5, v5, 0x5bfc7e00, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v5, v5, 0xfc007d01, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v5, v5, 0xbc00fe23, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v5, v5, 0x37ff3c00, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v5, v5, 0x400bc00, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v5, v5, 0x77ff3800, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v5, v5, 0x8000b800, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v5, v5, 0xfe233e00, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v5, v5, 0x3e00c100, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v5, v5, 0x137ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v5, v5, 0xbbff7bff, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v5, v5, 0xd800fbff, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v5, v5, 0x7e000001, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v5, v5, 0x380083ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v5, v5, 0x7bff0400, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v5, v5, 0x84008400, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v5, v5, 0x5bf83bff, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v5, v5, 0x7c00bbff, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v5, v5, 0x3c007800, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v5, v5, 0xc10077ff, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v5, v5, 0x83ff5bf8, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v5, v5, 0x78005bfc, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v5, v5, 0xd800, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v6, v6, 0xfe230000, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v6, v6, 0x3e008000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v6, v6, 0x17c00, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v6, v6, 0xbbfffc00, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v6, v6, 0xd8007e00, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v6, v6, 0x7e007d01, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v6, v6, 0x3800fe23, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v6, v6, 0x7bff3c00, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v6, v6, 0x8400bc00, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v6, v6, 0x5bf83800, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v6, v6, 0x7c00b800, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v6, v6, 0x3c003e00, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v6, v6, 0xc100c100, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v6, v6, 0x83ff37ff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v6, v6, 0x78007bff, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v6, v6, 0xfbff, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v6, v6, 0x7d010001, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v6, v6, 0xb80083ff, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v6, v6, 0xfbff0400, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v6, v6, 0x3bff8400, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v6, v6, 0x5bfc3bff, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v6, v6, 0xfc00bbff, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v6, v6, 0xbc007800, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v6, v6, 0x37ff77ff, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v6, v6, 0x4005bf8, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v6, v6, 0x77ff5bfc, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v6, v6, 0x8000d800, vcc_lo
  v_mov_b32 v7, v1
  v_lshrrev_b32 v8, 9, v2
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v7, v7, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v7, v7, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v7, v7, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v7, v7, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x01000800
  v_cndmask_b32_e64 v7, v7, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x80040000
  v_cndmask_b32_e64 v7, v7, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x02000040
  v_cndmask_b32_e64 v7, v7, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x00002001
  v_cndmask_b32_e64 v7, v7, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00100080
  v_cndmask_b32_e64 v7, v7, 0xffff8000, vcc_lo
  s_mov_b32 vcc_lo, 0x08004000
  v_cndmask_b32_e64 v7, v7, 0x10000, vcc_lo
  s_mov_b32 vcc_lo, 0x00200004
  v_cndmask_b32_e64 v7, v7, 0x7fff7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x10000200
  v_cndmask_b32_e64 v7, v7, 0x80008000, vcc_lo
  s_mov_b32 vcc_lo, 0x00010008
  v_cndmask_b32_e64 v7, v7, 0xffe0, vcc_lo
  s_mov_b32 vcc_lo, 0x00800400
  v_cndmask_b32_e64 v7, v7, 0xff00ff, vcc_lo
  s_mov_b32 vcc_lo, 0x40020000
  v_cndmask_b32_e64 v7, v7, 0xfff0, vcc_lo
  s_mov_b32 vcc_lo, 0x01000020
  v_cndmask_b32_e64 v7, v7, 0x7, vcc_lo
  s_mov_b32 vcc_lo, 0x80001000
  v_cndmask_b32_e64 v7, v7, 0x8, vcc_lo
  s_mov_b32 vcc_lo, 0x00080040
  v_cndmask_b32_e64 v7, v7, 0xf, vcc_lo
  s_mov_b32 vcc_lo, 0x04002000
  v_cndmask_b32_e64 v8, v8, 0x0, vcc_lo
  s_mov_b32 vcc_lo, 0x00100002
  v_cndmask_b32_e64 v8, v8, 0x1, vcc_lo
  s_mov_b32 vcc_lo, 0x08000100
  v_cndmask_b32_e64 v8, v8, 0xffffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00008004
  v_cndmask_b32_e64 v8, v8, 0x80000000, vcc_lo
  s_mov_b32 vcc_lo, 0x00400200
  v_cndmask_b32_e64 v8, v8, 0x7fffffff, vcc_lo
  s_mov_b32 vcc_lo, 0x20010000
  v_cndmask_b32_e64 v8, v8, 0xffff, vcc_lo
  s_mov_b32 vcc_lo, 0x00800010
  v_cndmask_b32_e64 v8, v8, 0x8000, vcc_lo
  s_mov_b32 vcc_lo, 0x40000800
  v_cndmask_b32_e64 v8, v8, 0x7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x00040020
  v_cndmask_b32_e64 v8, v8, 0xffff8000, vcc_lo
  s_mov_b32 vcc_lo, 0x02001000
  v_cndmask_b32_e64 v8, v8, 0x10000, vcc_lo
  s_mov_b32 vcc_lo, 0x00080001
  v_cndmask_b32_e64 v8, v8, 0x7fff7fff, vcc_lo
  s_mov_b32 vcc_lo, 0x04000080
  v_cndmask_b32_e64 v8, v8, 0x80008000, vcc_lo
  s_mov_b32 vcc_lo, 0x00004002
  v_cndmask_b32_e64 v8, v8, 0xffe0, vcc_lo
  s_mov_b32 vcc_lo, 0x00200100
  v_cndmask_b32_e64 v8, v8, 0xff00ff, vcc_lo
  s_mov_b32 vcc_lo, 0x10008000
  v_cndmask_b32_e64 v8, v8, 0xfff0, vcc_lo
  s_mov_b32 vcc_lo, 0x00400008
  v_cndmask_b32_e64 v8, v8, 0x7, vcc_lo
  s_mov_b32 vcc_lo, 0x20000400
  v_cndmask_b32_e64 v8, v8, 0x8, vcc_lo
  s_mov_b32 vcc_lo, 0x00020010
  v_cndmask_b32_e64 v8, v8, 0xf, vcc_lo
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
// MODE: round toward zero (f32) / +inf (f16), all denormals flushed, IEEE off, no DX10 clamp
  s_round_mode 0x7
  s_denorm_mode 0x0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0
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
// MODE: round nearest, input denormals kept, output flushed, IEEE off
  s_round_mode 0x0
  s_denorm_mode 0x5
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
  s_endpgm
