// out[i] = a[idx[i]] * 3 + b[i] + a[i]: a gather beside streaming loads. The gathered element
// usually misses where a[i] and b[i] hit (or the other way round), so the younger loads
// complete first in the memory system; the registers and vmcnt must still see them in order.
__kernel void gather(__global const uint* a, __global const uint* idx, __global const uint* b,
                     __global uint* out) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  out[i] = a[idx[i] & 8191] * 3 + b[i] + a[i];
}
