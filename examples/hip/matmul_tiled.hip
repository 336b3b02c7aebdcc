// C = A * B for 64x64 floats, tiled through LDS: each 16x16 block of threads computes a 16x16
// tile of C, loading one 16x16 tile of A and of B into __shared__ memory per step, with
// __syncthreads() between loading and using them. Timed with events (on cutlm: the model's
// time at its clock) and checked against the product computed here on the host.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    const hipError_t e_ = (call);                                                       \
    if (e_ != hipSuccess) {                                                             \
      std::fprintf(stderr, "matmul_tiled: %s: %s\n", #call, hipGetErrorString(e_));     \
      return 1;                                                                         \
    }                                                                                   \
  } while (0)

constexpr int kN = 64;
constexpr int kTile = 16;

__global__ void matmul_tiled(const float* a, const float* b, float* c, int n) {
  __shared__ float a_tile[kTile][kTile];
  __shared__ float b_tile[kTile][kTile];
  const int row = blockIdx.y * kTile + threadIdx.y;
  const int col = blockIdx.x * kTile + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < n / kTile; ++t) {
    a_tile[threadIdx.y][threadIdx.x] = a[row * n + t * kTile + threadIdx.x];
    b_tile[threadIdx.y][threadIdx.x] = b[(t * kTile + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < kTile; ++k) sum += a_tile[threadIdx.y][k] * b_tile[k][threadIdx.x];
    __syncthreads();
  }
  c[row * n + col] = sum;
}

int main() {
  // Small multiples of 1/8 and 1/4: every product and partial sum is exact in binary32, so the
  // device's order of additions (and its fused multiply-adds) give exactly the host's result.
  std::vector<float> a(kN * kN), b(kN * kN), c(kN * kN, 0.0f), want(kN * kN, 0.0f);
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      a[i * kN + j] = static_cast<float>((i * 3 + j) % 7 - 3) * 0.5f;
      b[i * kN + j] = static_cast<float>((i * 5 + j * 2) % 9 - 4) * 0.25f;
    }
  }
  for (int i = 0; i < kN; ++i)
    for (int j = 0; j < kN; ++j)
      for (int k = 0; k < kN; ++k) want[i * kN + j] += a[i * kN + k] * b[k * kN + j];

  float *da = nullptr, *db = nullptr, *dc = nullptr;
  const size_t bytes = kN * kN * sizeof(float);
  CHECK(hipMalloc(&da, bytes));
  CHECK(hipMalloc(&db, bytes));
  CHECK(hipMalloc(&dc, bytes));
  CHECK(hipMemcpy(da, a.data(), bytes, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, b.data(), bytes, hipMemcpyHostToDevice));

  hipEvent_t start, stop;
  CHECK(hipEventCreate(&start));
  CHECK(hipEventCreate(&stop));
  CHECK(hipEventRecord(start, nullptr));
  matmul_tiled<<<dim3(kN / kTile, kN / kTile), dim3(kTile, kTile)>>>(da, db, dc, kN);
  CHECK(hipGetLastError());
  CHECK(hipEventRecord(stop, nullptr));
  CHECK(hipEventSynchronize(stop));
  float ms = 0.0f;
  CHECK(hipEventElapsedTime(&ms, start, stop));
  CHECK(hipMemcpy(c.data(), dc, bytes, hipMemcpyDeviceToHost));

  int wrong = 0;
  for (int i = 0; i < kN * kN; ++i) {
    if (c[i] != want[i] && wrong++ < 5) {
      std::fprintf(stderr, "matmul_tiled: C[%d][%d] = %g, expected %g\n", i / kN, i % kN, c[i],
                   want[i]);
    }
  }
  if (wrong != 0) {
    std::fprintf(stderr, "matmul_tiled: %d of %d elements wrong\n", wrong, kN * kN);
    return 1;
  }
  if (!(ms > 0.0f)) {
    std::fprintf(stderr, "matmul_tiled: the kernel took %g ms by its events\n", ms);
    return 1;
  }
  std::printf("matmul_tiled: 64x64 product correct; kernel time %.3f us by hipEventElapsedTime\n",
              ms * 1000.0f);
  CHECK(hipEventDestroy(start));
  CHECK(hipEventDestroy(stop));
  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dc));
  return 0;
}
