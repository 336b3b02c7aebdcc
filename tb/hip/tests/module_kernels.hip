// Kernels for hipModuleLoad (built alone: clang++-19 $(cutlm config --hip-cflags)
// --cuda-device-only --no-gpu-bundle-output module_kernels.hip -o module_kernels.hsaco).
#include <hip/hip_runtime.h>

__device__ float module_scale;

extern "C" __global__ void scaled_copy(const float* in, float* out, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = module_scale * in[i];
}

// A C++ kernel, found by its plain name or its symbol.
__global__ void add_offset(int* data, int offset, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += offset;
}
