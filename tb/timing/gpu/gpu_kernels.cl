// The whole-GPU model's kernel-level checks (tb/timing/gpu_checks.py), OpenCL C compiled by
// clang-19 -O2 for gfx1100 in wave32 and CU mode (-mcumode: a workgroup on one CU, as in the
// hardware traces), without VOPD dual issue (-mllvm -amdgpu-enable-vopd=0), so that the FMA
// kernel is held to the single-issue FP32 peak.

static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

// Streaming copy: one 16-byte load and one 16-byte store per work-item.
__kernel void copy16(__global const uint4* restrict in, __global uint4* restrict out) {
  const uint i = global_index();
  out[i] = in[i];
}

// FMA-bound: eight independent chains per work-item, 8 * `rounds` fused multiply-adds each
// (128 FLOP per work-item and round), a and b kernel arguments so that nothing folds. Chain j
// starts at 8 * i + j; with a = 1 and b = 0.5 it ends exactly at 8 * i + j + 4 * rounds while
// that stays below 2^23.
__kernel void fma_chains(__global float* out, float a, float b, uint rounds) {
  const uint i = global_index();
  float c0 = (float)(8 * i), c1 = c0 + 1.0f, c2 = c0 + 2.0f, c3 = c0 + 3.0f;
  float c4 = c0 + 4.0f, c5 = c0 + 5.0f, c6 = c0 + 6.0f, c7 = c0 + 7.0f;
  // Eight rounds per trip, so that the loop's scalar count and branch cost little.
  for (uint r = 0; r < rounds; ++r) {
#pragma unroll
    for (uint k = 0; k < 8; ++k) {
      c0 = fma(c0, a, b);
      c1 = fma(c1, a, b);
      c2 = fma(c2, a, b);
      c3 = fma(c3, a, b);
      c4 = fma(c4, a, b);
      c5 = fma(c5, a, b);
      c6 = fma(c6, a, b);
      c7 = fma(c7, a, b);
    }
  }
  __global float* o = out + 8 * i;
  o[0] = c0;
  o[1] = c1;
  o[2] = c2;
  o[3] = c3;
  o[4] = c4;
  o[5] = c5;
  o[6] = c6;
  o[7] = c7;
}
