// A 64x64 float matrix product in 16x16 tiles staged through LDS, with a barrier after each
// tile is loaded and after it is used: the textbook tiled matmul. Each thread's two global loads
// per tile may be served by different cache levels, so the s_waitcnt vmcnt the compiler places
// relies on vector loads returning in issue order. The inputs are small integers (the low four
// bits of random words), so every sum is exact in f32 and the host reference needs no tolerance.
static void workgroup_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel void matmul(__global const uint* a_bits, __global const uint* b_bits, __global float* c) {
  __local float a_tile[16][16];
  __local float b_tile[16][16];
  const uint tx = __builtin_amdgcn_workitem_id_x();
  const uint ty = __builtin_amdgcn_workitem_id_y();
  const uint row = __builtin_amdgcn_workgroup_id_y() * 16 + ty;
  const uint col = __builtin_amdgcn_workgroup_id_x() * 16 + tx;
  float sum = 0.0f;
  for (uint t = 0; t < 64; t += 16) {
    a_tile[ty][tx] = (float)(a_bits[row * 64 + t + tx] & 15);
    b_tile[ty][tx] = (float)(b_bits[(t + ty) * 64 + col] & 15);
    workgroup_barrier();
    for (uint k = 0; k < 16; ++k) sum += a_tile[ty][k] * b_tile[k][tx];
    workgroup_barrier();
  }
  c[row * 64 + col] = sum;
}
