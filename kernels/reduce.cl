// One sum per workgroup of 256 work-items, by halving through LDS with a barrier between steps
// (the waves of the workgroup exchange partial sums, so every step needs all of them).
static void workgroup_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel void reduce(__global const uint* in, __global uint* sums) {
  __local uint partial[256];
  const uint lid = __builtin_amdgcn_workitem_id_x();
  const uint group = __builtin_amdgcn_workgroup_id_x();
  partial[lid] = in[group * 256 + lid];
  workgroup_barrier();
  for (uint stride = 128; stride > 0; stride >>= 1) {
    if (lid < stride) partial[lid] += partial[lid + stride];
    workgroup_barrier();
  }
  if (lid == 0) sums[group] = partial[0];
}
