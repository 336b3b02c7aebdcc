// y = a * x + y over f32, rounded once (fma), for n elements.
static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

__kernel void saxpy(float a, __global const float* x, __global float* y, uint n) {
  const uint i = global_index();
  if (i < n) y[i] = fma(a, x[i], y[i]);
}
