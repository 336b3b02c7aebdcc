// Integer arithmetic a hash or a codec would do: multiply-high, rotates, shifts, bit counts,
// min/max, signed division and remainder by constants, 64-bit products. (No device library:
// the OpenCL built-ins are written out or taken from clang's __builtin_*.)
static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

__kernel void integer_mix(__global const uint* a, __global const uint* b, __global uint* out,
                          __global ulong* wide, uint n) {
  const uint i = global_index();
  if (i >= n) return;
  const uint x = a[i];
  const uint y = b[i];
  const int sx = (int)x;
  const int sy = (int)y;
  uint h = (uint)(((ulong)x * (ulong)y) >> 32) ^ ((x << 13) | (x >> 19)) ^ (y >> (x & 31));
  h += (uint)__builtin_popcount(x) + (uint)__builtin_clz(y | 1) + (x < y ? x : y) -
       (uint)(sx > sy ? sx : sy);
  h ^= (uint)(sx / 7) + (uint)(sx % 5);
  out[i] = h * 0x9e3779b1u;
  wide[i] = (ulong)x * (ulong)y + ((ulong)h << 17);
}
