// Directed cosim program (f16 unit): abs/neg with clamp and omod (x2, x4, x0.5) on every
// f16 operation and both conversions, in the modes where omod acts (IEEE off, output
// denormals flushed) and where it does not, DX10_CLAMP on and off. Inputs as f16_modes.s.
// With omod acting, min/max/min3/max3/med3/minmax/maxmin and v_cvt_f16_f32 take omod on their
// unflushed result and flush last (docs/valu-semantics.md V_MIN_F16, Conversions); the rounded
// arithmetic flushes first.
// Generated once (f16 unit helper script); edit freely.
// f16 round 0, denorm 0, ieee 0, dx10_clamp 1
  s_round_mode 0x1
  s_denorm_mode 0x3
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 0, ieee 0, dx10_clamp 1
  s_round_mode 0xd
  s_denorm_mode 0x1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 0, denorm 0, ieee 0, dx10_clamp 0
  s_round_mode 0x2
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 0, ieee 0, dx10_clamp 0
  s_round_mode 0xd
  s_denorm_mode 0x1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 0, denorm 1, ieee 0, dx10_clamp 1
  s_round_mode 0x0
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 1, ieee 0, dx10_clamp 1
  s_round_mode 0xe
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 0, denorm 3, ieee 0, dx10_clamp 0
  s_round_mode 0x2
  s_denorm_mode 0xe
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 3, ieee 0, dx10_clamp 0
  s_round_mode 0xf
  s_denorm_mode 0xe
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 0, denorm 0, ieee 1, dx10_clamp 1
  s_round_mode 0x2
  s_denorm_mode 0x1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 0, ieee 1, dx10_clamp 1
  s_round_mode 0xf
  s_denorm_mode 0x0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 0, denorm 3, ieee 1, dx10_clamp 0
  s_round_mode 0x3
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
// f16 round 3, denorm 3, ieee 1, dx10_clamp 0
  s_round_mode 0xc
  s_denorm_mode 0xe
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16_e64 v10, v1, -v2
  v_sub_f16_e64 v10, v1, -v2
  v_subrev_f16_e64 v10, v1, -v2
  v_mul_f16_e64 v10, v1, -v2
  v_min_f16_e64 v10, v1, -v2
  v_max_f16_e64 v10, v1, -v2
  v_fma_f16 v12, -|v1|, v2, -v3
  v_min3_f16 v12, -|v1|, v2, -v3
  v_max3_f16 v12, -|v1|, v2, -v3
  v_med3_f16 v12, -|v1|, v2, -v3
  v_minmax_f16 v12, -|v1|, v2, -v3
  v_maxmin_f16 v12, -|v1|, v2, -v3
  v_fmac_f16_e64 v13, v6, v7
  v_ldexp_f16_e64 v16, v1, v5
  v_floor_f16_e64 v18, -v1
  v_ceil_f16_e64 v18, -v1
  v_trunc_f16_e64 v18, -v1
  v_rndne_f16_e64 v18, -v1
  v_fract_f16_e64 v18, -v1
  v_cvt_f16_f32_e64 v19, v4
  v_cvt_f32_f16_e64 v19, -v2
  v_add_f16_e64 v10, v1, -v2 clamp
  v_sub_f16_e64 v10, v1, -v2 clamp
  v_subrev_f16_e64 v10, v1, -v2 clamp
  v_mul_f16_e64 v10, v1, -v2 clamp
  v_min_f16_e64 v10, v1, -v2 clamp
  v_max_f16_e64 v10, v1, -v2 clamp
  v_fma_f16 v12, -|v1|, v2, -v3 clamp
  v_min3_f16 v12, -|v1|, v2, -v3 clamp
  v_max3_f16 v12, -|v1|, v2, -v3 clamp
  v_med3_f16 v12, -|v1|, v2, -v3 clamp
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp
  v_fmac_f16_e64 v13, v6, v7 clamp
  v_ldexp_f16_e64 v16, v1, v5 clamp
  v_floor_f16_e64 v18, -v1 clamp
  v_ceil_f16_e64 v18, -v1 clamp
  v_trunc_f16_e64 v18, -v1 clamp
  v_rndne_f16_e64 v18, -v1 clamp
  v_fract_f16_e64 v18, -v1 clamp
  v_cvt_f16_f32_e64 v19, v4 clamp
  v_cvt_f32_f16_e64 v19, -v2 clamp
  v_add_f16_e64 v10, v1, -v2 mul:2
  v_sub_f16_e64 v10, v1, -v2 mul:2
  v_subrev_f16_e64 v10, v1, -v2 mul:2
  v_mul_f16_e64 v10, v1, -v2 mul:2
  v_min_f16_e64 v10, v1, -v2 mul:2
  v_max_f16_e64 v10, v1, -v2 mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:2
  v_fmac_f16_e64 v13, v6, v7 mul:2
  v_ldexp_f16_e64 v16, v1, v5 mul:2
  v_floor_f16_e64 v18, -v1 mul:2
  v_ceil_f16_e64 v18, -v1 mul:2
  v_trunc_f16_e64 v18, -v1 mul:2
  v_rndne_f16_e64 v18, -v1 mul:2
  v_fract_f16_e64 v18, -v1 mul:2
  v_cvt_f16_f32_e64 v19, v4 mul:2
  v_cvt_f32_f16_e64 v19, -v2 mul:2
  v_add_f16_e64 v10, v1, -v2 mul:4
  v_sub_f16_e64 v10, v1, -v2 mul:4
  v_subrev_f16_e64 v10, v1, -v2 mul:4
  v_mul_f16_e64 v10, v1, -v2 mul:4
  v_min_f16_e64 v10, v1, -v2 mul:4
  v_max_f16_e64 v10, v1, -v2 mul:4
  v_fma_f16 v12, -|v1|, v2, -v3 mul:4
  v_min3_f16 v12, -|v1|, v2, -v3 mul:4
  v_max3_f16 v12, -|v1|, v2, -v3 mul:4
  v_med3_f16 v12, -|v1|, v2, -v3 mul:4
  v_minmax_f16 v12, -|v1|, v2, -v3 mul:4
  v_maxmin_f16 v12, -|v1|, v2, -v3 mul:4
  v_fmac_f16_e64 v13, v6, v7 mul:4
  v_ldexp_f16_e64 v16, v1, v5 mul:4
  v_floor_f16_e64 v18, -v1 mul:4
  v_ceil_f16_e64 v18, -v1 mul:4
  v_trunc_f16_e64 v18, -v1 mul:4
  v_rndne_f16_e64 v18, -v1 mul:4
  v_fract_f16_e64 v18, -v1 mul:4
  v_cvt_f16_f32_e64 v19, v4 mul:4
  v_cvt_f32_f16_e64 v19, -v2 mul:4
  v_add_f16_e64 v10, v1, -v2 div:2
  v_sub_f16_e64 v10, v1, -v2 div:2
  v_subrev_f16_e64 v10, v1, -v2 div:2
  v_mul_f16_e64 v10, v1, -v2 div:2
  v_min_f16_e64 v10, v1, -v2 div:2
  v_max_f16_e64 v10, v1, -v2 div:2
  v_fma_f16 v12, -|v1|, v2, -v3 div:2
  v_min3_f16 v12, -|v1|, v2, -v3 div:2
  v_max3_f16 v12, -|v1|, v2, -v3 div:2
  v_med3_f16 v12, -|v1|, v2, -v3 div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 div:2
  v_fmac_f16_e64 v13, v6, v7 div:2
  v_ldexp_f16_e64 v16, v1, v5 div:2
  v_floor_f16_e64 v18, -v1 div:2
  v_ceil_f16_e64 v18, -v1 div:2
  v_trunc_f16_e64 v18, -v1 div:2
  v_rndne_f16_e64 v18, -v1 div:2
  v_fract_f16_e64 v18, -v1 div:2
  v_cvt_f16_f32_e64 v19, v4 div:2
  v_cvt_f32_f16_e64 v19, -v2 div:2
  v_add_f16_e64 v10, v1, -v2 clamp mul:2
  v_sub_f16_e64 v10, v1, -v2 clamp mul:2
  v_subrev_f16_e64 v10, v1, -v2 clamp mul:2
  v_mul_f16_e64 v10, v1, -v2 clamp mul:2
  v_min_f16_e64 v10, v1, -v2 clamp mul:2
  v_max_f16_e64 v10, v1, -v2 clamp mul:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp mul:2
  v_fmac_f16_e64 v13, v6, v7 clamp mul:2
  v_ldexp_f16_e64 v16, v1, v5 clamp mul:2
  v_floor_f16_e64 v18, -v1 clamp mul:2
  v_ceil_f16_e64 v18, -v1 clamp mul:2
  v_trunc_f16_e64 v18, -v1 clamp mul:2
  v_rndne_f16_e64 v18, -v1 clamp mul:2
  v_fract_f16_e64 v18, -v1 clamp mul:2
  v_cvt_f16_f32_e64 v19, v4 clamp mul:2
  v_cvt_f32_f16_e64 v19, -v2 clamp mul:2
  v_add_f16_e64 v10, v1, -v2 clamp div:2
  v_sub_f16_e64 v10, v1, -v2 clamp div:2
  v_subrev_f16_e64 v10, v1, -v2 clamp div:2
  v_mul_f16_e64 v10, v1, -v2 clamp div:2
  v_min_f16_e64 v10, v1, -v2 clamp div:2
  v_max_f16_e64 v10, v1, -v2 clamp div:2
  v_fma_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_min3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_max3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_med3_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_minmax_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_maxmin_f16 v12, -|v1|, v2, -v3 clamp div:2
  v_fmac_f16_e64 v13, v6, v7 clamp div:2
  v_ldexp_f16_e64 v16, v1, v5 clamp div:2
  v_floor_f16_e64 v18, -v1 clamp div:2
  v_ceil_f16_e64 v18, -v1 clamp div:2
  v_trunc_f16_e64 v18, -v1 clamp div:2
  v_rndne_f16_e64 v18, -v1 clamp div:2
  v_fract_f16_e64 v18, -v1 clamp div:2
  v_cvt_f16_f32_e64 v19, v4 clamp div:2
  v_cvt_f32_f16_e64 v19, -v2 clamp div:2
  s_endpgm
