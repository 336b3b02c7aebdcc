// The floating-point benchmark's dispatch kernels (cutlm_fp_bench), compiled by clang-19 -O2.

static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

// Float work as compiled kernels carry it: eight independent chains per work-item over `rounds`
// rounds, with per-lane multipliers and a literal addend, which clang pairs into VOPD dual
// issues (v_dual_fmac_f32, v_dual_fmaak_f32, v_dual_mul_f32, v_dual_add_f32).
__kernel void vopd_mix(__global float* out, uint rounds) {
  const uint i = global_index();
  const float x = (float)i * 0x1p-24f;
  const float m = 0.5f + x, n = 0.75f - x;
  float a = x, b = x + 1.0f, c = x * 0.5f, d = x - 2.0f;
  float e = x + 3.0f, f = x * 0.75f, g = x + 0.125f, h = x - 1.5f;
  for (uint r = 0; r < rounds; ++r) {
    a = fma(a, m, 0.3f);
    b = fma(b, n, 0.3f);
    c = c * m;
    d = d * n;
    e = fma(m, n, e) * 0.5f;
    f = f + m;
    g = fma(g, m, 0.3f);
    h = h - n;
  }
  out[i] = a + b + c + d + e + f + g + h;
}

// Memory streaming: y = a * x + y, one element per work-item.
__kernel void saxpy(float a, __global const float* x, __global float* y) {
  const uint i = global_index();
  y[i] = fma(a, x[i], y[i]);
}

// One f32 sum per workgroup of 256 work-items, halving through LDS with barriers.
__kernel void lds_reduce(__global const float* in, __global float* sums) {
  __local float partial[256];
  const uint lid = __builtin_amdgcn_workitem_id_x();
  const uint group = __builtin_amdgcn_workgroup_id_x();
  partial[lid] = in[group * 256 + lid];
  for (uint stride = 128; stride > 0; stride >>= 1) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    if (lid < stride) partial[lid] += partial[lid + stride];
  }
  if (lid == 0) sums[group] = partial[0];
}
