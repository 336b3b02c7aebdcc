// Divergent control flow: every lane walks its own Collatz sequence (a loop whose trip count
// differs lane by lane) and takes one of three branches on its value.
static uint global_index(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}

__kernel void branches(__global const uint* start, __global uint* steps, __global uint* kind,
                       uint n) {
  const uint i = global_index();
  if (i >= n) return;
  uint x = (start[i] & 0xffff) + 1;
  uint count = 0;
  while (x != 1 && count < 1000) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++count;
  }
  steps[i] = count;
  const uint v = start[i];
  uint k;
  if (v % 3 == 0)
    k = v / 3;
  else if (v & 4)
    k = v ^ 0x5a5a5a5a;
  else
    k = ~v + count;
  kind[i] = k;
}
