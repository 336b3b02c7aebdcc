// Directed cosim program (f16 unit): every f16 operation under each f16 rounding mode x
// denormal mode (s_round_mode / s_denorm_mode; the f32 fields random), IEEE on and off.
// Inputs (state file): v1-v3, v6, v7 f16 pairs biased to zeros, denormals, NaNs (quiet and
// signalling), infinities, values near 1 and rounding boundaries, v2 = -v1 or v1 in some
// lanes (exact zeros, ties); v4 f32 values for v_cvt_f16_f32 (ties, overflow, f16 denormal
// range); v5 ldexp exponents in the low half; v10-v19 destinations with a known high half.
// Generated once (f16 unit helper script); edit freely.
// f16 round 0, denorm 3, ieee 1
  s_round_mode 0x3
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 3, ieee 1
  s_round_mode 0x7
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 3, ieee 1
  s_round_mode 0x8
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 3, ieee 1
  s_round_mode 0xd
  s_denorm_mode 0xd
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 0, ieee 1
  s_round_mode 0x2
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 0, ieee 1
  s_round_mode 0x5
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 0, ieee 1
  s_round_mode 0x9
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 0, ieee 1
  s_round_mode 0xd
  s_denorm_mode 0x0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 1, ieee 1
  s_round_mode 0x3
  s_denorm_mode 0x6
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 1, ieee 1
  s_round_mode 0x6
  s_denorm_mode 0x6
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 1, ieee 1
  s_round_mode 0xb
  s_denorm_mode 0x4
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 1, ieee 1
  s_round_mode 0xf
  s_denorm_mode 0x7
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 2, ieee 1
  s_round_mode 0x2
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 2, ieee 1
  s_round_mode 0x4
  s_denorm_mode 0x8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 2, ieee 1
  s_round_mode 0x9
  s_denorm_mode 0xb
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 2, ieee 1
  s_round_mode 0xe
  s_denorm_mode 0xa
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 2
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 3, ieee 0
  s_round_mode 0x3
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 3, ieee 0
  s_round_mode 0x5
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 3, ieee 0
  s_round_mode 0xb
  s_denorm_mode 0xf
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 3, ieee 0
  s_round_mode 0xf
  s_denorm_mode 0xc
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 0, ieee 0
  s_round_mode 0x0
  s_denorm_mode 0x3
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 0, ieee 0
  s_round_mode 0x5
  s_denorm_mode 0x1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 0, ieee 0
  s_round_mode 0xa
  s_denorm_mode 0x0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 0, ieee 0
  s_round_mode 0xf
  s_denorm_mode 0x2
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 1, ieee 0
  s_round_mode 0x0
  s_denorm_mode 0x5
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 1, ieee 0
  s_round_mode 0x4
  s_denorm_mode 0x4
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 1, ieee 0
  s_round_mode 0x9
  s_denorm_mode 0x4
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 1, ieee 0
  s_round_mode 0xc
  s_denorm_mode 0x4
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 0, denorm 2, ieee 0
  s_round_mode 0x3
  s_denorm_mode 0x9
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 1, denorm 2, ieee 0
  s_round_mode 0x5
  s_denorm_mode 0x9
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 1
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 2, denorm 2, ieee 0
  s_round_mode 0x9
  s_denorm_mode 0x9
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
// f16 round 3, denorm 2, ieee 0
  s_round_mode 0xc
  s_denorm_mode 0x9
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0
  v_add_f16 v10, v1, v2
  v_add_f16_e64 v11, -v2, |v3|
  v_sub_f16 v10, v1, v2
  v_sub_f16_e64 v11, -v2, |v3|
  v_subrev_f16 v10, v1, v2
  v_subrev_f16_e64 v11, -v2, |v3|
  v_mul_f16 v10, v1, v2
  v_mul_f16_e64 v11, -v2, |v3|
  v_min_f16 v10, v1, v2
  v_min_f16_e64 v11, -v2, |v3|
  v_max_f16 v10, v1, v2
  v_max_f16_e64 v11, -v2, |v3|
  v_fma_f16 v12, v1, v2, v3
  v_min3_f16 v12, v1, v2, v3
  v_max3_f16 v12, v1, v2, v3
  v_med3_f16 v12, v1, v2, v3
  v_minmax_f16 v12, v1, v2, v3
  v_maxmin_f16 v12, v1, v2, v3
  v_fmac_f16 v13, v1, v2
  v_fmaak_f16 v14, v1, v3, 0x3c01
  v_fmamk_f16 v15, v2, 0xc400, v3
  v_fmaak_f16 v14, v6, v7, 0x7c01
  v_ldexp_f16 v16, v1, v5
  v_ldexp_f16 v17, v5, v5
  v_floor_f16 v18, v1
  v_floor_f16 v18, v3
  v_ceil_f16 v18, v1
  v_ceil_f16 v18, v3
  v_trunc_f16 v18, v1
  v_trunc_f16 v18, v3
  v_rndne_f16 v18, v1
  v_rndne_f16 v18, v3
  v_fract_f16 v18, v1
  v_fract_f16 v18, v3
  v_cvt_f16_f32 v19, v4
  v_cvt_f16_f32_e64 v19, -|v4|
  v_cvt_f32_f16 v19, v1
  v_cvt_f32_f16 v19, v2
  v_add_f16 v10, 1.0, v6
  v_mul_f16 v10, 0.5, v7
  v_fma_f16 v12, v6, -v7, 0.5
  s_endpgm
