// Device printf through cutlm exec: integers of each width and sign, floats, characters,
// constant and device-memory strings, widths and precisions, '*', %%. The same calls run on
// the host with `--host`: the test compares the two outputs.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstring>

__host__ __device__ void report(int lane, const char* word, int base) {
  printf("lane %d: %5.2f %x %c [%s] [%s] %ld %u %lld %% %*d|%-4d|%08.3e\n", lane - 1, 0.25 * lane,
         0xbeef + lane, 'a' + lane, "constant", word, -1234567890123L * lane, 4000000000u, -9LL,
         6, base + lane, lane, 1234.5678 * lane);
}

__global__ void report_lanes(const char* word, int base) {
  if (threadIdx.x < 3) report(static_cast<int>(threadIdx.x), word, base);
}

int main(int argc, char** argv) {
  std::printf("before the launch\n");
  if (argc == 2 && std::strcmp(argv[1], "--host") == 0) {
    for (int lane = 0; lane < 3; ++lane) report(lane, "device", 40);
  } else {
    char* word = nullptr;
    if (hipMalloc(&word, 8) != hipSuccess) return 2;
    if (hipMemcpy(word, "device", 7, hipMemcpyHostToDevice) != hipSuccess) return 2;
    hipLaunchKernelGGL(report_lanes, dim3(1), dim3(32), 0, 0, word, 40);
    if (hipDeviceSynchronize() != hipSuccess) return 1;
  }
  std::printf("after the launch\n");
  return 0;
}
