// A whole HIP program on cutlm's runtime: registration, device memory, a __constant__ and a
// __device__ variable, the triple chevron and hipLaunchKernelGGL, errors and device queries.
// Every result is checked here on the host; the exit status says whether all held.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                         \
  do {                                                                                      \
    const hipError_t e_ = (call);                                                           \
    if (e_ != hipSuccess) {                                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, hipGetErrorString(e_)); \
      return 1;                                                                             \
    }                                                                                       \
  } while (0)

__constant__ float scale;
__device__ unsigned launches_seen;

__global__ void scale_add(float* y, const float* x, float add, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = scale * x[i] + add;
  if (i == 0) atomicAdd(&launches_seen, 1u);
}

__global__ void fill_index(unsigned* out, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i * 3u + 1u;
}

int main() {
  int count = 0;
  CHECK(hipGetDeviceCount(&count));
  hipDeviceProp_t props;
  CHECK(hipGetDeviceProperties(&props, 0));
  if (count != 1 || std::strcmp(props.gcnArchName, "gfx1100") != 0 || props.warpSize != 32 ||
      props.sharedMemPerBlock != 65536) {
    std::fprintf(stderr, "device: %d devices, %s, warp %d, LDS %zu\n", count, props.gcnArchName,
                 props.warpSize, props.sharedMemPerBlock);
    return 1;
  }

  const unsigned n = 1000;  // no multiple of the block: the last block is partial
  std::vector<float> x(n), y(n, -1.0f);
  for (unsigned i = 0; i < n; ++i) x[i] = 0.25f * static_cast<float>(i);
  float *dx = nullptr, *dy = nullptr;
  CHECK(hipMalloc(&dx, n * sizeof(float)));
  CHECK(hipMalloc(&dy, n * sizeof(float)));
  CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemset(dy, 0, n * sizeof(float)));
  const float s = 3.0f;
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), &s, sizeof s));
  const unsigned zero = 0;
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(launches_seen), &zero, sizeof zero));

  scale_add<<<(n + 127) / 128, 128>>>(dy, dx, 1.0f, n);
  CHECK(hipGetLastError());
  CHECK(hipDeviceSynchronize());
  CHECK(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < n; ++i) {
    const float want = 3.0f * x[i] + 1.0f;
    if (y[i] != want) {
      std::fprintf(stderr, "scale_add: y[%u] = %g, expected %g\n", i, y[i], want);
      return 1;
    }
  }

  // The same kernel again through hipLaunchKernelGGL, with another scale.
  const float s2 = -0.5f;
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), &s2, sizeof s2));
  hipLaunchKernelGGL(scale_add, dim3((n + 63) / 64), dim3(64), 0, 0, dy, dx, 2.0f, n);
  CHECK(hipGetLastError());
  CHECK(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < n; ++i) {
    const float want = -0.5f * x[i] + 2.0f;
    if (y[i] != want) {
      std::fprintf(stderr, "hipLaunchKernelGGL: y[%u] = %g, expected %g\n", i, y[i], want);
      return 1;
    }
  }
  unsigned seen = 0;
  CHECK(hipMemcpyFromSymbol(&seen, HIP_SYMBOL(launches_seen), sizeof seen));
  if (seen != 2) {
    std::fprintf(stderr, "launches_seen = %u after two launches\n", seen);
    return 1;
  }

  // A 2-D grid of a second kernel.
  unsigned* d_out = nullptr;
  CHECK(hipMalloc(&d_out, 4096 * sizeof(unsigned)));
  fill_index<<<dim3(16), dim3(256)>>>(d_out, 4000);
  std::vector<unsigned> out(4096, 0);
  CHECK(hipMemcpy(out.data(), d_out, out.size() * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < 4096; ++i) {
    const unsigned want = i < 4000 ? i * 3u + 1u : 0u;
    if (out[i] != want) {
      std::fprintf(stderr, "fill_index: out[%u] = %u, expected %u\n", i, out[i], want);
      return 1;
    }
  }

  // Errors: a device copy outside every allocation, and a launch no gfx1100 takes.
  if (hipMemcpy(y.data(), dy + n, sizeof(float), hipMemcpyDeviceToHost) != hipErrorInvalidValue)
    return std::fprintf(stderr, "a copy past an allocation was accepted\n"), 1;
  if (hipGetLastError() != hipErrorInvalidValue || hipGetLastError() != hipSuccess)
    return std::fprintf(stderr, "hipGetLastError does not report and clear\n"), 1;
  fill_index<<<1, 2048>>>(d_out, 1);
  if (hipPeekAtLastError() != hipErrorInvalidConfiguration ||
      hipGetLastError() != hipErrorInvalidConfiguration)
    return std::fprintf(stderr, "a block of 2048 threads was accepted\n"), 1;
  if (std::strcmp(hipGetErrorString(hipErrorIllegalAddress),
                  "an illegal memory access was encountered") != 0 ||
      std::strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue") != 0)
    return std::fprintf(stderr, "error strings\n"), 1;

  CHECK(hipFree(dx));
  CHECK(hipFree(dy));
  CHECK(hipFree(d_out));
  std::printf("api_smoke: all checks passed\n");
  return 0;
}
