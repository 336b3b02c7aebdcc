// Directed cosim program: v_cmp_class_f16/f32/f64 and v_cmpx_class_* (VOPC and VOP3) on a value
// of every class in every lane group, with single-class masks, all-class and random masks, abs/neg
// on src0, mask bits above [9:0], f16 halves, and under flushed denormals (the class reads raw
// bits). Written for the compare units (rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim.
// Per-lane operands: one lane at a time under EXEC.
  s_mov_b32 exec_lo, 0x1
  v_mov_b32 v1, 0xfc007d00
  v_mov_b32 v2, 0x7fa00000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff40000
  v_mov_b32 v5, 0x00800001
  v_mov_b32 v6, 0x00000001
  s_mov_b32 exec_lo, 0x2
  v_mov_b32 v1, 0x7c007e00
  v_mov_b32 v2, 0x7fc00000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff80000
  v_mov_b32 v5, 0x01000002
  v_mov_b32 v6, 0x00000002
  s_mov_b32 exec_lo, 0x4
  v_mov_b32 v1, 0x12fdfc00
  v_mov_b32 v2, 0xff800000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff00000
  v_mov_b32 v5, 0x02000004
  v_mov_b32 v6, 0x00000004
  s_mov_b32 exec_lo, 0x8
  v_mov_b32 v1, 0xfc00c000
  v_mov_b32 v2, 0xc0000000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xc0000000
  v_mov_b32 v5, 0x00010008
  v_mov_b32 v6, 0x00000008
  s_mov_b32 exec_lo, 0x10
  v_mov_b32 v1, 0x84038001
  v_mov_b32 v2, 0x80000001
  v_mov_b32 v3, 0x00000001
  v_mov_b32 v4, 0x80000000
  v_mov_b32 v5, 0x00020010
  v_mov_b32 v6, 0x00000010
  s_mov_b32 exec_lo, 0x20
  v_mov_b32 v1, 0x4da18000
  v_mov_b32 v2, 0x80000000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x80000000
  v_mov_b32 v5, 0x00040020
  v_mov_b32 v6, 0x00000020
  s_mov_b32 exec_lo, 0x40
  v_mov_b32 v1, 0xec210000
  v_mov_b32 v2, 0x00000000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x00080040
  v_mov_b32 v6, 0x00000040
  s_mov_b32 exec_lo, 0x80
  v_mov_b32 v1, 0x7e0003ff
  v_mov_b32 v2, 0x007fffff
  v_mov_b32 v3, 0xffffffff
  v_mov_b32 v4, 0x000fffff
  v_mov_b32 v5, 0x00100080
  v_mov_b32 v6, 0x00000080
  s_mov_b32 exec_lo, 0x100
  v_mov_b32 v1, 0xfd007bff
  v_mov_b32 v2, 0x7f7fffff
  v_mov_b32 v3, 0xffffffff
  v_mov_b32 v4, 0x7fefffff
  v_mov_b32 v5, 0x00200100
  v_mov_b32 v6, 0x00000100
  s_mov_b32 exec_lo, 0x200
  v_mov_b32 v1, 0x4fd17c00
  v_mov_b32 v2, 0x7f800000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff00000
  v_mov_b32 v5, 0x00400200
  v_mov_b32 v6, 0x00000200
  s_mov_b32 exec_lo, 0x400
  v_mov_b32 v1, 0x9507fd00
  v_mov_b32 v2, 0xffa00000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff40000
  v_mov_b32 v5, 0x00800001
  v_mov_b32 v6, 0x00000001
  s_mov_b32 exec_lo, 0x800
  v_mov_b32 v1, 0x8001fe01
  v_mov_b32 v2, 0xffc00001
  v_mov_b32 v3, 0x00000001
  v_mov_b32 v4, 0xfff80000
  v_mov_b32 v5, 0x01000002
  v_mov_b32 v6, 0x00000002
  s_mov_b32 exec_lo, 0x1000
  v_mov_b32 v1, 0x2e198400
  v_mov_b32 v2, 0x80800000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x80100000
  v_mov_b32 v5, 0x02000004
  v_mov_b32 v6, 0x00000004
  s_mov_b32 exec_lo, 0x2000
  v_mov_b32 v1, 0x4a2a83ff
  v_mov_b32 v2, 0x807fffff
  v_mov_b32 v3, 0xffffffff
  v_mov_b32 v4, 0x800fffff
  v_mov_b32 v5, 0x03ff0008
  v_mov_b32 v6, 0x00000008
  s_mov_b32 exec_lo, 0x4000
  v_mov_b32 v1, 0x7c0083ff
  v_mov_b32 v2, 0xeb67dd82
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff00000
  v_mov_b32 v5, 0x00000010
  v_mov_b32 v6, 0x00000010
  s_mov_b32 exec_lo, 0x8000
  v_mov_b32 v1, 0x78bf7d00
  v_mov_b32 v2, 0x03e53eba
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff00000
  v_mov_b32 v5, 0xfd550020
  v_mov_b32 v6, 0x00000020
  s_mov_b32 exec_lo, 0x10000
  v_mov_b32 v1, 0x7d0078bf
  v_mov_b32 v2, 0xa6c2beb0
  v_mov_b32 v3, 0xd756c0f0
  v_mov_b32 v4, 0x9d1139a4
  v_mov_b32 v5, 0x02aa0040
  v_mov_b32 v6, 0x00000040
  s_mov_b32 exec_lo, 0x20000
  v_mov_b32 v1, 0x83ff7c00
  v_mov_b32 v2, 0xae7bf87b
  v_mov_b32 v3, 0xe30aa425
  v_mov_b32 v4, 0x0296045b
  v_mov_b32 v5, 0xd4bf0080
  v_mov_b32 v6, 0x00000080
  s_mov_b32 exec_lo, 0x40000
  v_mov_b32 v1, 0x83ff4a2a
  v_mov_b32 v2, 0x7f7fffff
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff80000
  v_mov_b32 v5, 0x236c0100
  v_mov_b32 v6, 0x00000100
  s_mov_b32 exec_lo, 0x80000
  v_mov_b32 v1, 0x84002e19
  v_mov_b32 v2, 0x4b02b199
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x80100000
  v_mov_b32 v5, 0x48fe0200
  v_mov_b32 v6, 0x00000200
  s_mov_b32 exec_lo, 0x100000
  v_mov_b32 v1, 0xfe018001
  v_mov_b32 v2, 0xeb6fa143
  v_mov_b32 v3, 0xfc14c093
  v_mov_b32 v4, 0xebef8aad
  v_mov_b32 v5, 0x330203ff
  v_mov_b32 v6, 0x000003ff
  s_mov_b32 exec_lo, 0x200000
  v_mov_b32 v1, 0xfd009507
  v_mov_b32 v2, 0xc814dc4b
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff00000
  v_mov_b32 v5, 0x86c80000
  v_mov_b32 v6, 0x00000000
  s_mov_b32 exec_lo, 0x400000
  v_mov_b32 v1, 0x7c004fd1
  v_mov_b32 v2, 0x80800000
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff40000
  v_mov_b32 v5, 0x517bfd55
  v_mov_b32 v6, 0x0000fd55
  s_mov_b32 exec_lo, 0x800000
  v_mov_b32 v1, 0x7bfffd00
  v_mov_b32 v2, 0x37122e49
  v_mov_b32 v3, 0x6db6f3d6
  v_mov_b32 v4, 0x27d8fb29
  v_mov_b32 v5, 0xfb6e02aa
  v_mov_b32 v6, 0x000002aa
  s_mov_b32 exec_lo, 0x1000000
  v_mov_b32 v1, 0x03ff7e00
  v_mov_b32 v2, 0x80000001
  v_mov_b32 v3, 0x5cbfc836
  v_mov_b32 v4, 0x5415a043
  v_mov_b32 v5, 0x4cb4d4bf
  v_mov_b32 v6, 0xccb7d4bf
  s_mov_b32 exec_lo, 0x2000000
  v_mov_b32 v1, 0x0000ec21
  v_mov_b32 v2, 0x66e915bf
  v_mov_b32 v3, 0x3161b010
  v_mov_b32 v4, 0x9b707a8d
  v_mov_b32 v5, 0x0001236c
  v_mov_b32 v6, 0x0538236c
  s_mov_b32 exec_lo, 0x4000000
  v_mov_b32 v1, 0x80004da1
  v_mov_b32 v2, 0xa44bf020
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0xfff00000
  v_mov_b32 v5, 0x000248fe
  v_mov_b32 v6, 0x65ea48fe
  s_mov_b32 exec_lo, 0x8000000
  v_mov_b32 v1, 0x80018403
  v_mov_b32 v2, 0x7fc00000
  v_mov_b32 v3, 0x6d64e7ad
  v_mov_b32 v4, 0x8e8dc31d
  v_mov_b32 v5, 0x00043302
  v_mov_b32 v6, 0xca273302
  s_mov_b32 exec_lo, 0x10000000
  v_mov_b32 v1, 0xc000fc00
  v_mov_b32 v2, 0x7f31944e
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x7ff40000
  v_mov_b32 v5, 0x000886c8
  v_mov_b32 v6, 0x64ce86c8
  s_mov_b32 exec_lo, 0x20000000
  v_mov_b32 v1, 0xfc0012fd
  v_mov_b32 v2, 0xc0000000
  v_mov_b32 v3, 0x1f893d02
  v_mov_b32 v4, 0x0217f426
  v_mov_b32 v5, 0x0010517b
  v_mov_b32 v6, 0x5716517b
  s_mov_b32 exec_lo, 0x40000000
  v_mov_b32 v1, 0x7e007c00
  v_mov_b32 v2, 0x0ec733fe
  v_mov_b32 v3, 0x00000000
  v_mov_b32 v4, 0x00000000
  v_mov_b32 v5, 0x0020fb6e
  v_mov_b32 v6, 0xe969fb6e
  s_mov_b32 exec_lo, 0x80000000
  v_mov_b32 v1, 0x7d00fc00
  v_mov_b32 v2, 0xcbd29319
  v_mov_b32 v3, 0x0cd9cfcf
  v_mov_b32 v4, 0xe06f0c4c
  v_mov_b32 v5, 0x00404cb4
  v_mov_b32 v6, 0x6dd54cb4
  s_mov_b32 exec_lo, -1
// MODE denormals: keep every denormal.
  s_denorm_mode 0xf
  v_cmp_class_f16 vcc_lo, v1, v5
  v_cmp_class_f16_e64 s10, -v1, v5
  v_cmp_class_f16_e64 s10, |v1|, v5
  v_cmp_class_f16_e64 s10, -|v1|, v5
  v_cmp_class_f16_e64 s11, v1, 1
  v_cmp_class_f16_e64 s11, v1, 2
  v_cmp_class_f16_e64 s11, v1, 4
  v_cmp_class_f16_e64 s11, v1, 8
  v_cmp_class_f16_e64 s11, v1, 16
  v_cmp_class_f16_e64 s11, v1, 32
  v_cmp_class_f16_e64 s11, v1, 64
  v_cmp_class_f16_e64 s11, v1, 128
  v_cmp_class_f16_e64 s11, v1, 256
  v_cmp_class_f16_e64 s11, v1, 512
  v_cmp_class_f16_e64 s11, v1, 0x3ff
  v_cmp_class_f16_e64 s11, v1, 0x290
  v_cmp_class_f16_e64 s11, -v1, 0x3
  v_cmp_class_f16 vcc_lo, 0x7c00, v5
  v_cmp_class_f16 vcc_lo, 1.0, v5
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f16 v1, v5
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f16_e64 -v1, 0x3a5
  s_mov_b32 exec_lo, -1
  v_cmp_class_f32 vcc_lo, v2, v6
  v_cmp_class_f32_e64 s10, -v2, v6
  v_cmp_class_f32_e64 s10, |v2|, v6
  v_cmp_class_f32_e64 s10, -|v2|, v6
  v_cmp_class_f32_e64 s11, v2, 1
  v_cmp_class_f32_e64 s11, v2, 2
  v_cmp_class_f32_e64 s11, v2, 4
  v_cmp_class_f32_e64 s11, v2, 8
  v_cmp_class_f32_e64 s11, v2, 16
  v_cmp_class_f32_e64 s11, v2, 32
  v_cmp_class_f32_e64 s11, v2, 64
  v_cmp_class_f32_e64 s11, v2, 128
  v_cmp_class_f32_e64 s11, v2, 256
  v_cmp_class_f32_e64 s11, v2, 512
  v_cmp_class_f32_e64 s11, v2, 0x3ff
  v_cmp_class_f32_e64 s11, v2, 0x290
  v_cmp_class_f32_e64 s11, -v2, 0x3
  v_cmp_class_f32 vcc_lo, -1, v6
  v_cmp_class_f32 vcc_lo, 1.0, v6
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f32 v2, v6
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f32_e64 -v2, 0x3a5
  s_mov_b32 exec_lo, -1
  v_cmp_class_f64 vcc_lo, v[3:4], v6
  v_cmp_class_f64_e64 s10, -v[3:4], v6
  v_cmp_class_f64_e64 s10, |v[3:4]|, v6
  v_cmp_class_f64_e64 s10, -|v[3:4]|, v6
  v_cmp_class_f64_e64 s11, v[3:4], 1
  v_cmp_class_f64_e64 s11, v[3:4], 2
  v_cmp_class_f64_e64 s11, v[3:4], 4
  v_cmp_class_f64_e64 s11, v[3:4], 8
  v_cmp_class_f64_e64 s11, v[3:4], 16
  v_cmp_class_f64_e64 s11, v[3:4], 32
  v_cmp_class_f64_e64 s11, v[3:4], 64
  v_cmp_class_f64_e64 s11, v[3:4], 128
  v_cmp_class_f64_e64 s11, v[3:4], 256
  v_cmp_class_f64_e64 s11, v[3:4], 512
  v_cmp_class_f64_e64 s11, v[3:4], 0x3ff
  v_cmp_class_f64_e64 s11, v[3:4], 0x290
  v_cmp_class_f64_e64 s11, -v[3:4], 0x3
  v_cmp_class_f64 vcc_lo, -1, v6
  v_cmp_class_f64 vcc_lo, 1.0, v6
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f64 v[3:4], v6
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f64_e64 -v[3:4], 0x3a5
  s_mov_b32 exec_lo, -1
  .long 0xd47d080c, 0x00020b01  // v_cmp_class_f16_e64 s12, v1.h, v5 (op_sel:[1,0])
  .long 0xd47d190c, 0x00020b01  // v_cmp_class_f16_e64 s12, |v1.h|, v5.h (op_sel:[1,1])
  .long 0xd47d100c, 0x20020b01  // v_cmp_class_f16_e64 s12, -v1, v5.h (op_sel:[0,1])
  .long 0x7cfb0b81  // v_cmp_class_f16_e32 vcc_lo, v1.h, v5.h
  .long 0x7cfb0b01  // v_cmp_class_f16_e32 vcc_lo, v1, v5.h
// MODE denormals: flush every denormal.
  s_denorm_mode 0x0
  v_cmp_class_f16 vcc_lo, v1, v5
  v_cmp_class_f16_e64 s10, -v1, v5
  v_cmp_class_f16_e64 s10, |v1|, v5
  v_cmp_class_f16_e64 s10, -|v1|, v5
  v_cmp_class_f16_e64 s11, v1, 1
  v_cmp_class_f16_e64 s11, v1, 2
  v_cmp_class_f16_e64 s11, v1, 4
  v_cmp_class_f16_e64 s11, v1, 8
  v_cmp_class_f16_e64 s11, v1, 16
  v_cmp_class_f16_e64 s11, v1, 32
  v_cmp_class_f16_e64 s11, v1, 64
  v_cmp_class_f16_e64 s11, v1, 128
  v_cmp_class_f16_e64 s11, v1, 256
  v_cmp_class_f16_e64 s11, v1, 512
  v_cmp_class_f16_e64 s11, v1, 0x3ff
  v_cmp_class_f16_e64 s11, v1, 0x290
  v_cmp_class_f16_e64 s11, -v1, 0x3
  v_cmp_class_f16 vcc_lo, 0x7c00, v5
  v_cmp_class_f16 vcc_lo, 1.0, v5
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f16 v1, v5
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f16_e64 -v1, 0x3a5
  s_mov_b32 exec_lo, -1
  v_cmp_class_f32 vcc_lo, v2, v6
  v_cmp_class_f32_e64 s10, -v2, v6
  v_cmp_class_f32_e64 s10, |v2|, v6
  v_cmp_class_f32_e64 s10, -|v2|, v6
  v_cmp_class_f32_e64 s11, v2, 1
  v_cmp_class_f32_e64 s11, v2, 2
  v_cmp_class_f32_e64 s11, v2, 4
  v_cmp_class_f32_e64 s11, v2, 8
  v_cmp_class_f32_e64 s11, v2, 16
  v_cmp_class_f32_e64 s11, v2, 32
  v_cmp_class_f32_e64 s11, v2, 64
  v_cmp_class_f32_e64 s11, v2, 128
  v_cmp_class_f32_e64 s11, v2, 256
  v_cmp_class_f32_e64 s11, v2, 512
  v_cmp_class_f32_e64 s11, v2, 0x3ff
  v_cmp_class_f32_e64 s11, v2, 0x290
  v_cmp_class_f32_e64 s11, -v2, 0x3
  v_cmp_class_f32 vcc_lo, -1, v6
  v_cmp_class_f32 vcc_lo, 1.0, v6
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f32 v2, v6
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f32_e64 -v2, 0x3a5
  s_mov_b32 exec_lo, -1
  v_cmp_class_f64 vcc_lo, v[3:4], v6
  v_cmp_class_f64_e64 s10, -v[3:4], v6
  v_cmp_class_f64_e64 s10, |v[3:4]|, v6
  v_cmp_class_f64_e64 s10, -|v[3:4]|, v6
  v_cmp_class_f64_e64 s11, v[3:4], 1
  v_cmp_class_f64_e64 s11, v[3:4], 2
  v_cmp_class_f64_e64 s11, v[3:4], 4
  v_cmp_class_f64_e64 s11, v[3:4], 8
  v_cmp_class_f64_e64 s11, v[3:4], 16
  v_cmp_class_f64_e64 s11, v[3:4], 32
  v_cmp_class_f64_e64 s11, v[3:4], 64
  v_cmp_class_f64_e64 s11, v[3:4], 128
  v_cmp_class_f64_e64 s11, v[3:4], 256
  v_cmp_class_f64_e64 s11, v[3:4], 512
  v_cmp_class_f64_e64 s11, v[3:4], 0x3ff
  v_cmp_class_f64_e64 s11, v[3:4], 0x290
  v_cmp_class_f64_e64 s11, -v[3:4], 0x3
  v_cmp_class_f64 vcc_lo, -1, v6
  v_cmp_class_f64 vcc_lo, 1.0, v6
  s_mov_b32 exec_lo, 0xfffeffff
  v_cmpx_class_f64 v[3:4], v6
  s_mov_b32 exec_lo, -1
  v_cmpx_class_f64_e64 -v[3:4], 0x3a5
  s_mov_b32 exec_lo, -1
  .long 0xd47d080c, 0x00020b01  // v_cmp_class_f16_e64 s12, v1.h, v5 (op_sel:[1,0])
  .long 0xd47d190c, 0x00020b01  // v_cmp_class_f16_e64 s12, |v1.h|, v5.h (op_sel:[1,1])
  .long 0xd47d100c, 0x20020b01  // v_cmp_class_f16_e64 s12, -v1, v5.h (op_sel:[0,1])
  .long 0x7cfb0b81  // v_cmp_class_f16_e32 vcc_lo, v1.h, v5.h
  .long 0x7cfb0b01  // v_cmp_class_f16_e32 vcc_lo, v1, v5.h
  s_denorm_mode 0xf
  s_endpgm
