// A 16-bin histogram of the low four bits of every input word: each workgroup counts into
// __local bins with atomic_inc, then adds its bins to the global ones with atomic_add; the
// largest input word goes to max[0] by atomic_max. OpenCL's atomic_* from cutlm/opencl.h.
#include "cutlm/opencl.h"

__kernel void histogram(__global const uint* in, __global uint* bins, __global uint* max,
                        uint n) {
  __local uint local_bins[16];
  const size_t lid = get_local_id(0);
  const size_t gid = get_global_id(0);
  if (lid < 16) local_bins[lid] = 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < n) {
    atomic_inc(&local_bins[in[gid] & 15u]);
    atomic_max(max, in[gid]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16) atomic_add(&bins[lid], local_bins[lid]);
}
