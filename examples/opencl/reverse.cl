// Reverses each workgroup's slice of `in` through local memory and adds the grid size: the
// OpenCL work-item functions and barrier from cutlm/opencl.h, no ROCm device library.
#include "cutlm/opencl.h"

__kernel void reverse_blocks(__global const uint* in, __global uint* out, uint n) {
  __local uint tile[256];
  const size_t lid = get_local_id(0);
  const size_t gid = get_global_id(0);
  tile[lid] = gid < n ? in[gid] : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);  // every work-item's element is in the tile
  if (gid < n) out[gid] = tile[get_local_size(0) - 1 - lid] + (uint)get_global_size(0);
}
