// A kernel that writes past the end of its buffer: the program gets the error back from the
// launch, from hipGetLastError and from the next copy, and what the kernel wrote before the
// fault is still there. The exit status says whether all of that held.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

__global__ void write_past_end(unsigned* out, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  // Every work-item writes; the buffer holds only n of them.
  out[i] = 100u + i;
  (void)n;
}

int main() {
  const unsigned n = 32;
  unsigned* d = nullptr;
  if (hipMalloc(&d, n * sizeof(unsigned)) != hipSuccess) return 2;
  if (hipMemset(d, 0, n * sizeof(unsigned)) != hipSuccess) return 2;
  // One wave of 64: lanes 32 and up are past the end.
  hipLaunchKernelGGL(write_past_end, dim3(1), dim3(64), 0, 0, d, n);
  const hipError_t launch = hipGetLastError();
  const hipError_t sync = hipDeviceSynchronize();
  std::vector<unsigned> host(n, 0);
  const hipError_t copy = hipMemcpy(host.data(), d, n * sizeof(unsigned), hipMemcpyDeviceToHost);
  std::printf("launch: %s\nsynchronize: %s\ncopy: %s\n", hipGetErrorName(launch),
              hipGetErrorName(sync), hipGetErrorName(copy));
  if (launch != hipErrorIllegalAddress || sync != hipErrorIllegalAddress || copy != hipSuccess)
    return 1;
  return 0;
}
