// The two instructions the project started from, as a compiler emits them inside real kernels:
// fmin on half (v_min_f16, after v_max_f16 canonicalisation) and __builtin_amdgcn_class on
// double with the class mask a kernel argument (v_cmp_class_f64).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

__kernel void vmin(__global const half* a, __global const half* b, __global half* c, uint n) {
  const uint i = global_index();
  if (i < n) c[i] = fmin(a[i], b[i]);
}

__kernel void classify(__global const double* x, __global uint* hit, uint mask, uint n) {
  const uint i = global_index();
  if (i < n) hit[i] = __builtin_amdgcn_class(x[i], mask) ? 1u : 0u;
}
