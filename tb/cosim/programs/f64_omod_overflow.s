// Directed cosim program (f64 unit): omod x2 and x4 at the top of the exponent range, where a
// result overflows to infinity of its sign (docs/valu-semantics.md, V_MIN_F16 step 4), and x0.5
// at the bottom, where the smallest denormal rounds to +0. Found by `cutlm regress` (seed 2026):
// x4 of the largest binade carried out of the datapath's magnitude and gave +0.
// IEEE off and output denormals flushed (MODE.FP_DENORM f64/f16 = 0), so omod applies.
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0
  v_mbcnt_lo_u32_b32 v0, -1, 0
  // Per lane: the low word is the lane id, so each lane's value is a different
  // fraction in the same binade.
  v_mov_b32 v2, v0
  v_mov_b32 v3, 0x7fefffff
  v_mov_b32 v4, v0
  v_mov_b32 v5, 0xffe00000
  v_mov_b32 v6, v0
  v_mov_b32 v7, 0x7fd00000
  v_mov_b32 v8, v0
  v_mov_b32 v9, 0x80000000
  v_mov_b32 v10, 1
  v_mov_b32 v11, 0
  v_add_f64 v[20:21], v[2:3], 0 mul:2
  v_add_f64 v[22:23], v[2:3], 0 mul:4
  v_add_f64 v[24:25], v[4:5], 0 mul:4
  v_add_f64 v[26:27], v[6:7], 0 mul:4
  v_add_f64 v[28:29], v[6:7], 0 mul:2
  v_mul_f64 v[30:31], v[4:5], 1.0 mul:4
  v_fma_f64 v[32:33], v[2:3], 1.0, 0 mul:4
  v_ceil_f64_e64 v[34:35], v[4:5] mul:4
  v_floor_f64_e64 v[36:37], -v[4:5] clamp mul:4
  v_trunc_f64_e64 v[38:39], v[2:3] mul:2
  v_min_f64 v[40:41], v[2:3], v[6:7] mul:4
  v_max_f64 v[42:43], -|v[4:5]|, |v[2:3]| mul:4
  v_max_f64 v[44:45], v[6:7], v[2:3] clamp mul:4
  v_add_f64 v[46:47], v[10:11], 0 div:2
  v_mul_f64 v[48:49], v[8:9], 1.0 div:2
  // The same under round toward zero: overflow still gives infinity.
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf
  v_add_f64 v[50:51], v[2:3], 0 mul:4
  v_ceil_f64_e64 v[52:53], v[4:5] mul:4
  s_endpgm
