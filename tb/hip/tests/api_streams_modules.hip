// Streams, events, asynchronous copies, symbols, managed and host memory and the module API on
// cutlm's runtime. argv[1] is module_kernels.hsaco. Every result is checked here; the exit
// status says whether all held.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                      \
  do {                                                                                   \
    const hipError_t e_ = (call);                                                        \
    if (e_ != hipSuccess) {                                                              \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                   hipGetErrorName(e_));                                                 \
      return 1;                                                                          \
    }                                                                                    \
  } while (0)
#define EXPECT(condition, ...)                                   \
  do {                                                           \
    if (!(condition)) {                                          \
      std::fprintf(stderr, "line %d: ", __LINE__);               \
      std::fprintf(stderr, __VA_ARGS__);                         \
      std::fputc('\n', stderr);                                  \
      return 1;                                                  \
    }                                                            \
  } while (0)

constexpr unsigned kN = 256;

__device__ int table[64];

__global__ void square(const int* in, int* out) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}

__global__ void add_one(int* data) { data[blockIdx.x * blockDim.x + threadIdx.x] += 1; }

// The same variable reached two ways: through the pointer hipGetSymbolAddress gave, and by name.
__global__ void bump_through_pointer(int* p) { p[threadIdx.x] += 1; }
__global__ void bump_by_name() { table[threadIdx.x] += 100; }

int callbacks = 0;
void stream_callback(hipStream_t, hipError_t status, void* count) {
  if (status == hipSuccess) ++*static_cast<int*>(count);
}
void host_function(void* count) { ++*static_cast<int*>(count); }

int main(int argc, char** argv) {
  if (argc != 2) return std::fprintf(stderr, "usage: %s MODULE.hsaco\n", argv[0]), 2;

  // Two streams in order: a copy and a kernel on one, the other waits for its event.
  hipStream_t s1, s2;
  CHECK(hipStreamCreate(&s1));
  CHECK(hipStreamCreateWithFlags(&s2, hipStreamNonBlocking));
  unsigned flags = 0;
  CHECK(hipStreamGetFlags(s2, &flags));
  EXPECT(flags == hipStreamNonBlocking, "stream flags %u", flags);
  std::vector<int> in(kN), out(kN, 0);
  for (unsigned i = 0; i < kN; ++i) in[i] = static_cast<int>(i) - 100;
  int *d_in = nullptr, *d_out = nullptr;
  CHECK(hipMalloc(&d_in, kN * sizeof(int)));
  CHECK(hipMalloc(&d_out, kN * sizeof(int)));
  hipEvent_t start, middle, stop, untimed, unrecorded;
  CHECK(hipEventCreate(&start));
  CHECK(hipEventCreate(&middle));
  CHECK(hipEventCreateWithFlags(&stop, hipEventDefault));
  CHECK(hipEventCreateWithFlags(&untimed, hipEventDisableTiming));
  CHECK(hipEventCreate(&unrecorded));
  CHECK(hipEventRecord(start, s1));
  CHECK(hipMemcpyAsync(d_in, in.data(), kN * sizeof(int), hipMemcpyHostToDevice, s1));
  hipLaunchKernelGGL(square, dim3(kN / 64), dim3(64), 0, s1, d_in, d_out);
  CHECK(hipEventRecord(middle, s1));
  CHECK(hipStreamWaitEvent(s2, middle, 0));
  hipLaunchKernelGGL(add_one, dim3(kN / 128), dim3(128), 0, s2, d_out);
  CHECK(hipEventRecord(stop, s2));
  CHECK(hipEventRecord(untimed, s2));
  CHECK(hipMemcpyAsync(out.data(), d_out, kN * sizeof(int), hipMemcpyDeviceToHost, s2));
  CHECK(hipStreamAddCallback(s2, stream_callback, &callbacks, 0));
  CHECK(hipLaunchHostFunc(s1, host_function, &callbacks));
  CHECK(hipStreamSynchronize(s2));
  CHECK(hipStreamQuery(s1));
  CHECK(hipEventSynchronize(stop));
  CHECK(hipEventQuery(stop));
  for (unsigned i = 0; i < kN; ++i)
    EXPECT(out[i] == in[i] * in[i] + 1, "streams: out[%u] = %d, expected %d", i, out[i],
           in[i] * in[i] + 1);
  EXPECT(callbacks == 2, "callbacks ran %d times", callbacks);

  // Event times: the model's time of the launches between them, additive.
  float first = 0, second = 0, both = 0;
  CHECK(hipEventElapsedTime(&first, start, middle));
  CHECK(hipEventElapsedTime(&second, middle, stop));
  CHECK(hipEventElapsedTime(&both, start, stop));
  EXPECT(first > 0 && second > 0 && std::fabs(both - (first + second)) <= 1e-6f * both,
         "event times %g + %g vs %g ms", first, second, both);
  float ignored = 0;
  EXPECT(hipEventElapsedTime(&ignored, start, untimed) == hipErrorInvalidHandle,
         "an event without timing gave a time");
  EXPECT(hipEventElapsedTime(&ignored, start, unrecorded) == hipErrorInvalidHandle,
         "an unrecorded event gave a time");
  (void)hipGetLastError();

  // Symbols: copies at an offset, the size, and the address as a kernel argument.
  std::vector<int> init(64);
  for (int i = 0; i < 64; ++i) init[i] = 1000 * i;
  CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(table), init.data(), 60 * sizeof(int),
                               4 * sizeof(int), hipMemcpyHostToDevice, s1));
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), init.data() + 60, 4 * sizeof(int), 0));
  size_t size = 0;
  CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(table)));
  EXPECT(size == 64 * sizeof(int), "hipGetSymbolSize %zu", size);
  int* table_address = nullptr;
  CHECK(hipGetSymbolAddress(reinterpret_cast<void**>(&table_address), HIP_SYMBOL(table)));
  hipLaunchKernelGGL(bump_through_pointer, dim3(1), dim3(64), 0, 0, table_address);
  hipLaunchKernelGGL(bump_by_name, dim3(1), dim3(64), 0, 0);
  CHECK(hipDeviceSynchronize());
  std::vector<int> table_now(64, 0), through_pointer(64, 0);
  CHECK(hipMemcpyFromSymbolAsync(table_now.data(), HIP_SYMBOL(table), 64 * sizeof(int), 0,
                                 hipMemcpyDeviceToHost, s2));
  CHECK(hipMemcpy(through_pointer.data(), table_address, 64 * sizeof(int),
                  hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i) {
    const int want = (i < 4 ? init[60 + i] : init[i - 4]) + 101;
    EXPECT(table_now[i] == want && through_pointer[i] == want,
           "table[%d] = %d (by pointer %d), expected %d", i, table_now[i], through_pointer[i],
           want);
  }

  // Managed and host memory: the host reads and writes them directly.
  int* managed = nullptr;
  int* pinned = nullptr;
  CHECK(hipMallocManaged(reinterpret_cast<void**>(&managed), kN * sizeof(int)));
  CHECK(hipHostMalloc(reinterpret_cast<void**>(&pinned), kN * sizeof(int), 0));
  for (unsigned i = 0; i < kN; ++i) managed[i] = static_cast<int>(3 * i);
  hipLaunchKernelGGL(square, dim3(kN / 64), dim3(64), 0, 0, managed, pinned);
  CHECK(hipDeviceSynchronize());
  for (unsigned i = 0; i < kN; ++i)
    EXPECT(pinned[i] == static_cast<int>(9 * i * i), "pinned[%u] = %d", i, pinned[i]);
  hipPointerAttribute_t attributes;
  CHECK(hipPointerGetAttributes(&attributes, managed + 5));
  EXPECT(attributes.isManaged == 1 && attributes.memoryType == hipMemoryTypeDevice,
         "managed memory's attributes");
  CHECK(hipMemset(d_out, 0xff, kN * sizeof(int)));
  CHECK(hipMemsetD32(d_out, 7, 10));
  CHECK(hipMemcpyDtoH(out.data(), d_out, kN * sizeof(int)));
  EXPECT(out[9] == 7 && out[10] == -1, "memset: %d %d", out[9], out[10]);

  // The module API on a .hsaco file.
  hipModule_t module;
  CHECK(hipModuleLoad(&module, argv[1]));
  hipFunction_t scaled_copy, add_offset, missing = nullptr;
  CHECK(hipModuleGetFunction(&scaled_copy, module, "scaled_copy"));
  CHECK(hipModuleGetFunction(&add_offset, module, "_Z10add_offsetPiij"));
  hipFunction_t by_name = nullptr;
  CHECK(hipModuleGetFunction(&by_name, module, "add_offset"));
  EXPECT(by_name == add_offset, "the plain name finds the kernel");
  EXPECT(hipModuleGetFunction(&missing, module, "no_such_kernel") == hipErrorNotFound,
         "an unknown kernel was found");
  hipDeviceptr_t scale_address;
  size_t scale_bytes = 0;
  CHECK(hipModuleGetGlobal(&scale_address, &scale_bytes, module, "module_scale"));
  EXPECT(scale_bytes == sizeof(float), "module_scale has %zu bytes", scale_bytes);
  float scale = 2.5f;
  CHECK(hipMemcpyHtoD(scale_address, &scale, sizeof scale));
  std::vector<float> fin(kN), fout(kN, 0);
  for (unsigned i = 0; i < kN; ++i) fin[i] = 0.5f * static_cast<float>(i);
  float *d_fin = nullptr, *d_fout = nullptr;
  CHECK(hipMalloc(&d_fin, kN * sizeof(float)));
  CHECK(hipMalloc(&d_fout, kN * sizeof(float)));
  CHECK(hipMemcpyHtoD(d_fin, fin.data(), kN * sizeof(float)));
  unsigned n = kN;
  void* params[] = {&d_fin, &d_fout, &n};
  CHECK(hipModuleLaunchKernel(scaled_copy, kN / 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
  CHECK(hipMemcpyDtoH(fout.data(), d_fout, kN * sizeof(float)));
  for (unsigned i = 0; i < kN; ++i)
    EXPECT(fout[i] == 2.5f * fin[i], "scaled_copy: %g vs %g", fout[i], 2.5f * fin[i]);
  // The arguments laid out by the program (HIP_LAUNCH_PARAM_BUFFER_POINTER).
  struct {
    int* data;
    int offset;
    unsigned n;
  } packed = {d_in, 5, kN};
  size_t packed_size = sizeof packed;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                   &packed_size, HIP_LAUNCH_PARAM_END};
  CHECK(hipModuleLaunchKernel(add_offset, 1, 1, 1, kN, 1, 1, 0, s1, nullptr, extra));
  CHECK(hipMemcpy(out.data(), d_in, kN * sizeof(int), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < kN; ++i)
    EXPECT(out[i] == in[i] + 5, "add_offset: out[%u] = %d", i, out[i]);
  CHECK(hipModuleUnload(module));

  CHECK(hipEventDestroy(start));
  CHECK(hipEventDestroy(middle));
  CHECK(hipEventDestroy(stop));
  CHECK(hipEventDestroy(untimed));
  CHECK(hipEventDestroy(unrecorded));
  CHECK(hipStreamDestroy(s1));
  CHECK(hipStreamDestroy(s2));
  CHECK(hipFree(managed));
  CHECK(hipHostFree(pinned));
  std::printf("api_streams_modules: all checks passed\n");
  return 0;
}
