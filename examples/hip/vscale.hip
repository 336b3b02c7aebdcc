// x[i] *= a for the first n elements: HIP's threadIdx, blockIdx and blockDim from cutlm/hip.h,
// no ROCm headers or device library. The last block is partial (n is no multiple of 128).
#include "cutlm/hip.h"

__global__ void vscale(float* x, float a, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
