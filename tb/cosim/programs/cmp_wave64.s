// Directed cosim program, wave64 (cutlm run THIS --wave64 --cosim): f32, i64 and f64 compares
// and classes writing the whole VCC pair, an SGPR pair and EXEC (v_cmpx), each issued as two
// SIMD32 passes. Written for the compare units (rtl/cutlm_valu_cmp*.sv).
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b64 exec, 0x1
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x40000000
  v_mov_b32 v4, 0xb95bf2e9
  v_mov_b32 v5, 0xaf698a52
  v_mov_b32 v6, 0x66eef9f8
  v_mov_b32 v7, 0xea7bd402
  v_mov_b32 v8, 0x8f64b9bc
  v_mov_b32 v9, 0xdedbf20a
  v_mov_b32 v10, 0x8f64b9bb
  v_mov_b32 v11, 0xdedbf20a
  s_mov_b64 exec, 0x2
  v_mov_b32 v1, 0x40000000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0x09fc3d74
  v_mov_b32 v5, 0x097ceae8
  v_mov_b32 v6, 0x724467bb
  v_mov_b32 v7, 0x86529299
  v_mov_b32 v8, 0x092936eb
  v_mov_b32 v9, 0x6a1e5eb2
  v_mov_b32 v10, 0x092936eb
  v_mov_b32 v11, 0x6a1e5eb2
  s_mov_b64 exec, 0x4
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0xbc3346b1
  v_mov_b32 v5, 0x30f8df80
  v_mov_b32 v6, 0x6c456bfc
  v_mov_b32 v7, 0x3461d5b7
  v_mov_b32 v8, 0x33bfb0e8
  v_mov_b32 v9, 0x46ed37b2
  v_mov_b32 v10, 0xbb1e7ce5
  v_mov_b32 v11, 0xcd3c46c6
  s_mov_b64 exec, 0x8
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x80000000
  v_mov_b32 v4, 0x640928fe
  v_mov_b32 v5, 0x67212b9d
  v_mov_b32 v6, 0x640928fb
  v_mov_b32 v7, 0x67212b9d
  v_mov_b32 v8, 0xf6b2ec9a
  v_mov_b32 v9, 0x2601bc31
  v_mov_b32 v10, 0xf6b2ec9a
  v_mov_b32 v11, 0x2601bc31
  s_mov_b64 exec, 0x10
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x34be6def
  v_mov_b32 v5, 0x6e662b28
  v_mov_b32 v6, 0x64ad8cd4
  v_mov_b32 v7, 0x0e945e97
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x7fffffff
  s_mov_b64 exec, 0x20
  v_mov_b32 v1, 0x7fc00000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0x6678c077
  v_mov_b32 v5, 0xd92f977b
  v_mov_b32 v6, 0x709721e5
  v_mov_b32 v7, 0xc56629c3
  v_mov_b32 v8, 0x4b797600
  v_mov_b32 v9, 0x2b3c00fe
  v_mov_b32 v10, 0x4b797600
  v_mov_b32 v11, 0x2b3c00fe
  s_mov_b64 exec, 0x40
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x7fc00000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0xf61ab0fe
  v_mov_b32 v9, 0x31b04af7
  v_mov_b32 v10, 0xf61ab0fe
  v_mov_b32 v11, 0x31b04af8
  s_mov_b64 exec, 0x80
  v_mov_b32 v1, 0x7fa00000
  v_mov_b32 v2, 0x7fa00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff40000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x007fc47e
  v_mov_b32 v9, 0x9a8f538b
  v_mov_b32 v10, 0xb79784c1
  v_mov_b32 v11, 0x3fa3cb10
  s_mov_b64 exec, 0x100
  v_mov_b32 v1, 0xffc00000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00100000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x80100000
  v_mov_b32 v8, 0x00000001
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000001
  v_mov_b32 v11, 0x00000000
  s_mov_b64 exec, 0x200
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f7fffff
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x800fffff
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x000fffff
  v_mov_b32 v8, 0x10d4ece6
  v_mov_b32 v9, 0x633f786d
  v_mov_b32 v10, 0x10d4ece6
  v_mov_b32 v11, 0x633f786e
  s_mov_b64 exec, 0x400
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0xff7fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x31277d93
  v_mov_b32 v9, 0x902c6f37
  v_mov_b32 v10, 0x31277d92
  v_mov_b32 v11, 0x902c6f37
  s_mov_b64 exec, 0x800
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x80000000
  v_mov_b32 v8, 0x61bfac35
  v_mov_b32 v9, 0x9ff8915e
  v_mov_b32 v10, 0x61bfac34
  v_mov_b32 v11, 0x9ff8915e
  s_mov_b64 exec, 0x1000
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x000fffff
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00100000
  v_mov_b32 v8, 0xe365476b
  v_mov_b32 v9, 0x736f04b7
  v_mov_b32 v10, 0xe365476b
  v_mov_b32 v11, 0x736f04b8
  s_mov_b64 exec, 0x2000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xbff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0x5414221c
  v_mov_b32 v9, 0x2487d73d
  v_mov_b32 v10, 0x72b84be7
  v_mov_b32 v11, 0xa0fc0bf1
  s_mov_b64 exec, 0x4000
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xc0000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0xbff00000
  v_mov_b32 v8, 0xc46f2c95
  v_mov_b32 v9, 0x2ce4d644
  v_mov_b32 v10, 0xc46f2c94
  v_mov_b32 v11, 0x2ce4d644
  s_mov_b64 exec, 0x8000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xbff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0xc0000000
  v_mov_b32 v8, 0x945572c8
  v_mov_b32 v9, 0x85f9501d
  v_mov_b32 v10, 0xf012dcec
  v_mov_b32 v11, 0xc9847f76
  s_mov_b64 exec, 0x10000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0xc0000000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x000fffff
  v_mov_b32 v8, 0xcab001cd
  v_mov_b32 v9, 0x926576a4
  v_mov_b32 v10, 0xcab001cd
  v_mov_b32 v11, 0x926576a5
  s_mov_b64 exec, 0x20000
  v_mov_b32 v1, 0xc0000000
  v_mov_b32 v2, 0xbf800000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000001
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0xffffffff
  s_mov_b64 exec, 0x40000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x664bd359
  v_mov_b32 v9, 0x9e45601e
  v_mov_b32 v10, 0x69e7174c
  v_mov_b32 v11, 0x3ee2a5e3
  s_mov_b64 exec, 0x80000
  v_mov_b32 v1, 0x007fffff
  v_mov_b32 v2, 0x00800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0x496465f2
  v_mov_b32 v9, 0x73870ef3
  v_mov_b32 v10, 0x496465f1
  v_mov_b32 v11, 0x73870ef3
  s_mov_b64 exec, 0x100000
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x80000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x00000000
  s_mov_b64 exec, 0x200000
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff00000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0xffefffff
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x7fffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0xffffffff
  s_mov_b64 exec, 0x400000
  v_mov_b32 v1, 0x807fffff
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x7fefffff
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x80000000
  s_mov_b64 exec, 0x800000
  v_mov_b32 v1, 0x00800000
  v_mov_b32 v2, 0x80800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff80000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0x9b0a27b9
  v_mov_b32 v9, 0x89b8386e
  v_mov_b32 v10, 0x9b0a27b9
  v_mov_b32 v11, 0x89b8386e
  s_mov_b64 exec, 0x1000000
  v_mov_b32 v1, 0xffa00000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff40000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff40000
  v_mov_b32 v8, 0xb48c0413
  v_mov_b32 v9, 0x9a10eb2b
  v_mov_b32 v10, 0xe5ea5eb8
  v_mov_b32 v11, 0x0022f543
  s_mov_b64 exec, 0x2000000
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff80000
  v_mov_b32 v8, 0xeba90f75
  v_mov_b32 v9, 0x94864323
  v_mov_b32 v10, 0xeba90f74
  v_mov_b32 v11, 0x94864323
  s_mov_b64 exec, 0x4000000
  v_mov_b32 v1, 0x6673663c
  v_mov_b32 v2, 0x66736638
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff80000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0x3db96dd4
  v_mov_b32 v9, 0xfbc51bd8
  v_mov_b32 v10, 0x3db96dd4
  v_mov_b32 v11, 0xfbc51bd8
  s_mov_b64 exec, 0x8000000
  v_mov_b32 v1, 0x3e0ad875
  v_mov_b32 v2, 0x3e0ad873
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0xb12c0317
  v_mov_b32 v9, 0x6655265c
  v_mov_b32 v10, 0xb12c0317
  v_mov_b32 v11, 0x6655265c
  s_mov_b64 exec, 0x10000000
  v_mov_b32 v1, 0xf4ee2270
  v_mov_b32 v2, 0x8ef141a3
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x80000000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x7fffffff
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000000
  s_mov_b64 exec, 0x20000000
  v_mov_b32 v1, 0x0c99c902
  v_mov_b32 v2, 0x70c200c2
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0x712cc6ba
  v_mov_b32 v9, 0x073fb308
  v_mov_b32 v10, 0x12137edd
  v_mov_b32 v11, 0xd86e3f68
  s_mov_b64 exec, 0x40000000
  v_mov_b32 v1, 0x1a5b9ccd
  v_mov_b32 v2, 0xc01558b8
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x40000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0x1c0473c5
  v_mov_b32 v9, 0xefea1afe
  v_mov_b32 v10, 0x5d671292
  v_mov_b32 v11, 0x15bc501a
  s_mov_b32 exec_lo, 0x80000000
  s_mov_b32 exec_hi, 0x0
  v_mov_b32 v1, 0x832cbaff
  v_mov_b32 v2, 0xbe5fbc29
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x40000000
  v_mov_b32 v8, 0xaa0e25b2
  v_mov_b32 v9, 0xc54aae4c
  v_mov_b32 v10, 0xaa0e25b1
  v_mov_b32 v11, 0xc54aae4c
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x1
  v_mov_b32 v1, 0x30d05c52
  v_mov_b32 v2, 0x757e5228
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x40000000
  v_mov_b32 v8, 0x7c693e4b
  v_mov_b32 v9, 0xe11ead6f
  v_mov_b32 v10, 0x7c693e4b
  v_mov_b32 v11, 0xe11ead70
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x2
  v_mov_b32 v1, 0x6cb1be29
  v_mov_b32 v2, 0x6cb1be2b
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x40000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0xb6f0710a
  v_mov_b32 v9, 0x002e3eac
  v_mov_b32 v10, 0xb6f0710a
  v_mov_b32 v11, 0x002e3eac
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x4
  v_mov_b32 v1, 0x0b72bb91
  v_mov_b32 v2, 0x0b72bb96
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0xb76892aa
  v_mov_b32 v9, 0x049fe1cb
  v_mov_b32 v10, 0xb76892aa
  v_mov_b32 v11, 0x049fe1cb
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x8
  v_mov_b32 v1, 0x06e1dd67
  v_mov_b32 v2, 0x06e1dd64
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x80000000
  v_mov_b32 v8, 0x56fe4433
  v_mov_b32 v9, 0x8d9343ac
  v_mov_b32 v10, 0xbcb00eaf
  v_mov_b32 v11, 0xf67b15d6
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x10
  v_mov_b32 v1, 0x0b1be14e
  v_mov_b32 v2, 0x303ca1d0
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000001
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000001
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x20
  v_mov_b32 v1, 0x249808d0
  v_mov_b32 v2, 0x8ed97714
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff80000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0xdfb24f35
  v_mov_b32 v9, 0x150d86f3
  v_mov_b32 v10, 0x9867797c
  v_mov_b32 v11, 0x359a8b34
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x40
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x3ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff80000
  v_mov_b32 v8, 0x27ccab2c
  v_mov_b32 v9, 0x1e5de835
  v_mov_b32 v10, 0x92e7d25d
  v_mov_b32 v11, 0x278cd64c
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x80
  v_mov_b32 v1, 0xffa00000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff40000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff40000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0xffffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x100
  v_mov_b32 v1, 0x00800000
  v_mov_b32 v2, 0x80800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff80000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000001
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x80000000
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x200
  v_mov_b32 v1, 0x807fffff
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x7fefffff
  v_mov_b32 v8, 0x1a7a68ac
  v_mov_b32 v9, 0x93fccec2
  v_mov_b32 v10, 0x1a7a68ac
  v_mov_b32 v11, 0x93fccec2
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x400
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff00000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0xffefffff
  v_mov_b32 v8, 0x4d4c98fd
  v_mov_b32 v9, 0x0bfcb2b6
  v_mov_b32 v10, 0x4d4c98fd
  v_mov_b32 v11, 0x0bfcb2b6
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x800
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x80000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x7ff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x80000000
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x1000
  v_mov_b32 v1, 0x007fffff
  v_mov_b32 v2, 0x00800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x7ff00000
  v_mov_b32 v8, 0xaee31121
  v_mov_b32 v9, 0x0c1e15c8
  v_mov_b32 v10, 0xaee31121
  v_mov_b32 v11, 0x0c1e15c8
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x2000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x12354ce6
  v_mov_b32 v9, 0x79313761
  v_mov_b32 v10, 0x12354ce6
  v_mov_b32 v11, 0x79313761
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x4000
  v_mov_b32 v1, 0xc0000000
  v_mov_b32 v2, 0xbf800000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x35caa9db
  v_mov_b32 v9, 0xa42b57e8
  v_mov_b32 v10, 0x35caa9da
  v_mov_b32 v11, 0xa42b57e8
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x8000
  v_mov_b32 v1, 0xbf800000
  v_mov_b32 v2, 0xc0000000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x000fffff
  v_mov_b32 v8, 0xb08afb23
  v_mov_b32 v9, 0xacf5531b
  v_mov_b32 v10, 0xb08afb24
  v_mov_b32 v11, 0xacf5531b
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x10000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xbff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0xc0000000
  v_mov_b32 v8, 0xffffffff
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x20000
  v_mov_b32 v1, 0x80000001
  v_mov_b32 v2, 0x00000001
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xc0000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0xbff00000
  v_mov_b32 v8, 0x86ed0d87
  v_mov_b32 v9, 0x5427629e
  v_mov_b32 v10, 0x86ed0d86
  v_mov_b32 v11, 0x5427629e
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x40000
  v_mov_b32 v1, 0x00000001
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xbff00000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x3ff00000
  v_mov_b32 v8, 0xbe184d67
  v_mov_b32 v9, 0xc89ebc3c
  v_mov_b32 v10, 0xbe184d67
  v_mov_b32 v11, 0xc89ebc3d
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x80000
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x000fffff
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00100000
  v_mov_b32 v8, 0x0039f533
  v_mov_b32 v9, 0xe97673fb
  v_mov_b32 v10, 0x6c5585ef
  v_mov_b32 v11, 0x2231099d
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x100000
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x80000000
  v_mov_b32 v8, 0x6c0cb215
  v_mov_b32 v9, 0x0cda5b74
  v_mov_b32 v10, 0x6c0cb216
  v_mov_b32 v11, 0x0cda5b74
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x200000
  v_mov_b32 v1, 0xff800000
  v_mov_b32 v2, 0xff7fffff
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00000000
  v_mov_b32 v6, 0x00000001
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0xfffffffe
  v_mov_b32 v9, 0xffffffff
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000001
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x400000
  v_mov_b32 v1, 0x7f800000
  v_mov_b32 v2, 0x7f7fffff
  v_mov_b32 v4, 0xffffffff
  v_mov_b32 v5, 0x800fffff
  v_mov_b32 v6, 0xffffffff
  v_mov_b32 v7, 0x000fffff
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0xffffffff
  v_mov_b32 v10, 0xffffffff
  v_mov_b32 v11, 0x00000000
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x800000
  v_mov_b32 v1, 0xffc00000
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00100000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x80100000
  v_mov_b32 v8, 0x00000001
  v_mov_b32 v9, 0x00000000
  v_mov_b32 v10, 0xfffffffe
  v_mov_b32 v11, 0xffffffff
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x1000000
  v_mov_b32 v1, 0x7fa00000
  v_mov_b32 v2, 0x7fa00000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0xfff40000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x0e49c80f
  v_mov_b32 v9, 0x3f0f48a9
  v_mov_b32 v10, 0x3840bf9f
  v_mov_b32 v11, 0x480822c1
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x2000000
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x7fc00000
  v_mov_b32 v4, 0x00000001
  v_mov_b32 v5, 0x80000000
  v_mov_b32 v6, 0x00000000
  v_mov_b32 v7, 0x00000000
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000001
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0xffffffff
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x4000000
  v_mov_b32 v1, 0x7fc00000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0xdfe4c7a5
  v_mov_b32 v5, 0x81294a71
  v_mov_b32 v6, 0xdfe4c7a2
  v_mov_b32 v7, 0x81294a71
  v_mov_b32 v8, 0x02f5a766
  v_mov_b32 v9, 0x03ac0152
  v_mov_b32 v10, 0x02f5a766
  v_mov_b32 v11, 0x03ac0153
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x8000000
  v_mov_b32 v1, 0x80000000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v4, 0x740e023d
  v_mov_b32 v5, 0x1606f8cc
  v_mov_b32 v6, 0x740e023e
  v_mov_b32 v7, 0x1606f8cc
  v_mov_b32 v8, 0xc17afaa7
  v_mov_b32 v9, 0xf282bc17
  v_mov_b32 v10, 0x422726ee
  v_mov_b32 v11, 0xf8660879
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x10000000
  v_mov_b32 v1, 0x00000000
  v_mov_b32 v2, 0x80000000
  v_mov_b32 v4, 0x963ab5d7
  v_mov_b32 v5, 0xa0fa6a24
  v_mov_b32 v6, 0x963ab5d0
  v_mov_b32 v7, 0xa0fa6a24
  v_mov_b32 v8, 0x8cd81597
  v_mov_b32 v9, 0xbb333c6d
  v_mov_b32 v10, 0xbb542c22
  v_mov_b32 v11, 0x3dde6770
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x20000000
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0x88e20037
  v_mov_b32 v5, 0x8324c234
  v_mov_b32 v6, 0x0368a583
  v_mov_b32 v7, 0x0f568068
  v_mov_b32 v8, 0x00000000
  v_mov_b32 v9, 0x00000001
  v_mov_b32 v10, 0x00000000
  v_mov_b32 v11, 0x00000001
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x40000000
  v_mov_b32 v1, 0x40000000
  v_mov_b32 v2, 0x3f800000
  v_mov_b32 v4, 0xb5ff09aa
  v_mov_b32 v5, 0xcc31d1dc
  v_mov_b32 v6, 0xb5ff09ab
  v_mov_b32 v7, 0xcc31d1dc
  v_mov_b32 v8, 0x4b69f30b
  v_mov_b32 v9, 0x5086600a
  v_mov_b32 v10, 0x4b69f30b
  v_mov_b32 v11, 0x5086600a
  s_mov_b32 exec_lo, 0x0
  s_mov_b32 exec_hi, 0x80000000
  v_mov_b32 v1, 0x3f800000
  v_mov_b32 v2, 0x40000000
  v_mov_b32 v4, 0x3d56ac8d
  v_mov_b32 v5, 0xb93ac7ee
  v_mov_b32 v6, 0x3d56ac8e
  v_mov_b32 v7, 0xb93ac7ee
  v_mov_b32 v8, 0x1080c299
  v_mov_b32 v9, 0xb1553c28
  v_mov_b32 v10, 0x1080c299
  v_mov_b32 v11, 0xb1553c28
  s_mov_b64 exec, -1
  s_denorm_mode 0xf
  v_cmp_f_f32 vcc, v1, v2
  v_cmp_f_f32_e64 s[10:11], -v1, |v2|
  v_cmp_f_f64 vcc, v[4:5], v[6:7]
  v_cmp_f_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_f_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_f_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_lt_f32 vcc, v1, v2
  v_cmp_lt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_lt_f64 vcc, v[4:5], v[6:7]
  v_cmp_lt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_lt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_lt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_eq_f32 vcc, v1, v2
  v_cmp_eq_f32_e64 s[10:11], -v1, |v2|
  v_cmp_eq_f64 vcc, v[4:5], v[6:7]
  v_cmp_eq_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_eq_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_eq_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_le_f32 vcc, v1, v2
  v_cmp_le_f32_e64 s[10:11], -v1, |v2|
  v_cmp_le_f64 vcc, v[4:5], v[6:7]
  v_cmp_le_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_le_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_le_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_gt_f32 vcc, v1, v2
  v_cmp_gt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_gt_f64 vcc, v[4:5], v[6:7]
  v_cmp_gt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_gt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_gt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_lg_f32 vcc, v1, v2
  v_cmp_lg_f32_e64 s[10:11], -v1, |v2|
  v_cmp_lg_f64 vcc, v[4:5], v[6:7]
  v_cmp_lg_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_lg_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_lg_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_ge_f32 vcc, v1, v2
  v_cmp_ge_f32_e64 s[10:11], -v1, |v2|
  v_cmp_ge_f64 vcc, v[4:5], v[6:7]
  v_cmp_ge_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_ge_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_ge_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_o_f32 vcc, v1, v2
  v_cmp_o_f32_e64 s[10:11], -v1, |v2|
  v_cmp_o_f64 vcc, v[4:5], v[6:7]
  v_cmp_o_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_o_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_o_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_u_f32 vcc, v1, v2
  v_cmp_u_f32_e64 s[10:11], -v1, |v2|
  v_cmp_u_f64 vcc, v[4:5], v[6:7]
  v_cmp_u_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_u_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_u_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nge_f32 vcc, v1, v2
  v_cmp_nge_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nge_f64 vcc, v[4:5], v[6:7]
  v_cmp_nge_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nge_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nge_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nlg_f32 vcc, v1, v2
  v_cmp_nlg_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nlg_f64 vcc, v[4:5], v[6:7]
  v_cmp_nlg_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nlg_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nlg_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_ngt_f32 vcc, v1, v2
  v_cmp_ngt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_ngt_f64 vcc, v[4:5], v[6:7]
  v_cmp_ngt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_ngt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_ngt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nle_f32 vcc, v1, v2
  v_cmp_nle_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nle_f64 vcc, v[4:5], v[6:7]
  v_cmp_nle_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nle_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nle_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_neq_f32 vcc, v1, v2
  v_cmp_neq_f32_e64 s[10:11], -v1, |v2|
  v_cmp_neq_f64 vcc, v[4:5], v[6:7]
  v_cmp_neq_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_neq_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_neq_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nlt_f32 vcc, v1, v2
  v_cmp_nlt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nlt_f64 vcc, v[4:5], v[6:7]
  v_cmp_nlt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nlt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nlt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_t_f32 vcc, v1, v2
  v_cmp_t_f32_e64 s[10:11], -v1, |v2|
  v_cmp_t_f64 vcc, v[4:5], v[6:7]
  v_cmp_t_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_t_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_t_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_f_i64 vcc, v[8:9], v[10:11]
  v_cmp_f_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_f_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_f_u64 vcc, v[8:9], v[10:11]
  v_cmp_f_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_f_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_lt_i64 vcc, v[8:9], v[10:11]
  v_cmp_lt_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_lt_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_lt_u64 vcc, v[8:9], v[10:11]
  v_cmp_lt_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_lt_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_eq_i64 vcc, v[8:9], v[10:11]
  v_cmp_eq_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_eq_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_eq_u64 vcc, v[8:9], v[10:11]
  v_cmp_eq_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_eq_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_le_i64 vcc, v[8:9], v[10:11]
  v_cmp_le_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_le_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_le_u64 vcc, v[8:9], v[10:11]
  v_cmp_le_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_le_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_gt_i64 vcc, v[8:9], v[10:11]
  v_cmp_gt_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_gt_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_gt_u64 vcc, v[8:9], v[10:11]
  v_cmp_gt_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_gt_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ne_i64 vcc, v[8:9], v[10:11]
  v_cmp_ne_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ne_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ne_u64 vcc, v[8:9], v[10:11]
  v_cmp_ne_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ne_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ge_i64 vcc, v[8:9], v[10:11]
  v_cmp_ge_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ge_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ge_u64 vcc, v[8:9], v[10:11]
  v_cmp_ge_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ge_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_t_i64 vcc, v[8:9], v[10:11]
  v_cmp_t_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_t_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_t_u64 vcc, v[8:9], v[10:11]
  v_cmp_t_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_t_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_class_f64 vcc, v[4:5], v8
  v_cmp_class_f64_e64 s[10:11], -v[6:7], 0x3ff
  v_cmp_class_f32_e64 s[10:11], |v1|, 0x1f0
  v_cmpx_class_f64 v[4:5], v10
  s_mov_b64 exec, -1
  s_denorm_mode 0x0
  v_cmp_f_f32 vcc, v1, v2
  v_cmp_f_f32_e64 s[10:11], -v1, |v2|
  v_cmp_f_f64 vcc, v[4:5], v[6:7]
  v_cmp_f_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_f_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_f_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_lt_f32 vcc, v1, v2
  v_cmp_lt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_lt_f64 vcc, v[4:5], v[6:7]
  v_cmp_lt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_lt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_lt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_eq_f32 vcc, v1, v2
  v_cmp_eq_f32_e64 s[10:11], -v1, |v2|
  v_cmp_eq_f64 vcc, v[4:5], v[6:7]
  v_cmp_eq_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_eq_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_eq_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_le_f32 vcc, v1, v2
  v_cmp_le_f32_e64 s[10:11], -v1, |v2|
  v_cmp_le_f64 vcc, v[4:5], v[6:7]
  v_cmp_le_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_le_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_le_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_gt_f32 vcc, v1, v2
  v_cmp_gt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_gt_f64 vcc, v[4:5], v[6:7]
  v_cmp_gt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_gt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_gt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_lg_f32 vcc, v1, v2
  v_cmp_lg_f32_e64 s[10:11], -v1, |v2|
  v_cmp_lg_f64 vcc, v[4:5], v[6:7]
  v_cmp_lg_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_lg_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_lg_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_ge_f32 vcc, v1, v2
  v_cmp_ge_f32_e64 s[10:11], -v1, |v2|
  v_cmp_ge_f64 vcc, v[4:5], v[6:7]
  v_cmp_ge_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_ge_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_ge_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_o_f32 vcc, v1, v2
  v_cmp_o_f32_e64 s[10:11], -v1, |v2|
  v_cmp_o_f64 vcc, v[4:5], v[6:7]
  v_cmp_o_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_o_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_o_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_u_f32 vcc, v1, v2
  v_cmp_u_f32_e64 s[10:11], -v1, |v2|
  v_cmp_u_f64 vcc, v[4:5], v[6:7]
  v_cmp_u_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_u_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_u_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nge_f32 vcc, v1, v2
  v_cmp_nge_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nge_f64 vcc, v[4:5], v[6:7]
  v_cmp_nge_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nge_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nge_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nlg_f32 vcc, v1, v2
  v_cmp_nlg_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nlg_f64 vcc, v[4:5], v[6:7]
  v_cmp_nlg_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nlg_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nlg_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_ngt_f32 vcc, v1, v2
  v_cmp_ngt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_ngt_f64 vcc, v[4:5], v[6:7]
  v_cmp_ngt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_ngt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_ngt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nle_f32 vcc, v1, v2
  v_cmp_nle_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nle_f64 vcc, v[4:5], v[6:7]
  v_cmp_nle_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nle_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nle_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_neq_f32 vcc, v1, v2
  v_cmp_neq_f32_e64 s[10:11], -v1, |v2|
  v_cmp_neq_f64 vcc, v[4:5], v[6:7]
  v_cmp_neq_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_neq_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_neq_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_nlt_f32 vcc, v1, v2
  v_cmp_nlt_f32_e64 s[10:11], -v1, |v2|
  v_cmp_nlt_f64 vcc, v[4:5], v[6:7]
  v_cmp_nlt_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_nlt_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_nlt_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_t_f32 vcc, v1, v2
  v_cmp_t_f32_e64 s[10:11], -v1, |v2|
  v_cmp_t_f64 vcc, v[4:5], v[6:7]
  v_cmp_t_f64_e64 s[10:11], v[6:7], -|v[4:5]|
  s_mov_b32 exec_lo, 0xfffffffe
  s_mov_b32 exec_hi, 0x7fffffff
  v_cmpx_t_f32 v1, v2
  s_mov_b64 exec, -1
  v_cmpx_t_f64_e64 v[4:5], v[6:7]
  s_mov_b64 exec, -1
  v_cmp_f_i64 vcc, v[8:9], v[10:11]
  v_cmp_f_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_f_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_f_u64 vcc, v[8:9], v[10:11]
  v_cmp_f_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_f_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_lt_i64 vcc, v[8:9], v[10:11]
  v_cmp_lt_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_lt_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_lt_u64 vcc, v[8:9], v[10:11]
  v_cmp_lt_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_lt_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_eq_i64 vcc, v[8:9], v[10:11]
  v_cmp_eq_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_eq_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_eq_u64 vcc, v[8:9], v[10:11]
  v_cmp_eq_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_eq_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_le_i64 vcc, v[8:9], v[10:11]
  v_cmp_le_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_le_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_le_u64 vcc, v[8:9], v[10:11]
  v_cmp_le_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_le_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_gt_i64 vcc, v[8:9], v[10:11]
  v_cmp_gt_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_gt_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_gt_u64 vcc, v[8:9], v[10:11]
  v_cmp_gt_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_gt_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ne_i64 vcc, v[8:9], v[10:11]
  v_cmp_ne_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ne_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ne_u64 vcc, v[8:9], v[10:11]
  v_cmp_ne_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ne_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ge_i64 vcc, v[8:9], v[10:11]
  v_cmp_ge_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ge_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_ge_u64 vcc, v[8:9], v[10:11]
  v_cmp_ge_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_ge_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_t_i64 vcc, v[8:9], v[10:11]
  v_cmp_t_i64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_t_i64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_t_u64 vcc, v[8:9], v[10:11]
  v_cmp_t_u64_e64 s[10:11], v[10:11], v[8:9]
  s_mov_b32 exec_hi, 0
  v_cmpx_t_u64 v[8:9], v[10:11]
  s_mov_b64 exec, -1
  v_cmp_class_f64 vcc, v[4:5], v8
  v_cmp_class_f64_e64 s[10:11], -v[6:7], 0x3ff
  v_cmp_class_f32_e64 s[10:11], |v1|, 0x1f0
  v_cmpx_class_f64 v[4:5], v10
  s_mov_b64 exec, -1
  s_denorm_mode 0xf
  s_endpgm
