// rocPRIM's block radix sort in a kernel: each block of 128 threads sorts 512 keys (4 per
// thread) and writes them back in order; the host sorts each block's keys itself and compares.
// rocPRIM 5.3 does not know gfx1100: build with `cutlm config --hip-cflags`, which selects its
// path without DPP row broadcasts (-DROCPRIM_DISABLE_DPP -DROCPRIM_DETAIL_USE_DPP=false).
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <rocprim/rocprim.hpp>
#include <vector>

#define CHECK(call)                                                                   \
  do {                                                                                \
    const hipError_t e_ = (call);                                                     \
    if (e_ != hipSuccess) {                                                           \
      std::fprintf(stderr, "radix_sort: %s: %s\n", #call, hipGetErrorString(e_));     \
      return 1;                                                                       \
    }                                                                                 \
  } while (0)

constexpr unsigned kBlock = 128;
constexpr unsigned kItems = 4;
constexpr unsigned kBlocks = 3;

__global__ void sort_blocks(unsigned* keys) {
  using sorter = rocprim::block_radix_sort<unsigned, kBlock, kItems>;
  __shared__ sorter::storage_type storage;
  const unsigned base = blockIdx.x * kBlock * kItems;
  unsigned items[kItems];
  // Blocked arrangement: thread t holds keys t*kItems .. t*kItems+kItems-1 of its block.
  for (unsigned i = 0; i < kItems; ++i) items[i] = keys[base + threadIdx.x * kItems + i];
  sorter().sort(items, storage);
  for (unsigned i = 0; i < kItems; ++i) keys[base + threadIdx.x * kItems + i] = items[i];
}

int main() {
  const size_t count = kBlock * kItems * kBlocks;
  std::vector<unsigned> keys(count);
  uint32_t x = 2463534242u;  // xorshift32: keys with every bit position in play
  for (unsigned& k : keys) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    k = x;
  }
  keys[7] = keys[300] = 0xffffffffu;  // duplicates and extremes
  keys[9] = keys[10] = 0;
  unsigned* d = nullptr;
  CHECK(hipMalloc(&d, count * sizeof(unsigned)));
  CHECK(hipMemcpy(d, keys.data(), count * sizeof(unsigned), hipMemcpyHostToDevice));
  sort_blocks<<<kBlocks, kBlock>>>(d);
  CHECK(hipGetLastError());
  std::vector<unsigned> got(count);
  CHECK(hipMemcpy(got.data(), d, count * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (unsigned b = 0; b < kBlocks; ++b) {
    auto first = keys.begin() + b * kBlock * kItems;
    std::sort(first, first + kBlock * kItems);
  }
  int wrong = 0;
  for (size_t i = 0; i < count; ++i) {
    if (got[i] != keys[i] && wrong++ < 5) {
      std::fprintf(stderr, "radix_sort: key %zu: 0x%08x, expected 0x%08x\n", i, got[i], keys[i]);
    }
  }
  if (wrong != 0) {
    std::fprintf(stderr, "radix_sort: %d of %zu keys out of place\n", wrong, count);
    return 1;
  }
  std::printf("radix_sort: %u blocks of %u keys sorted by rocprim::block_radix_sort\n", kBlocks,
              kBlock * kItems);
  CHECK(hipFree(d));
  return 0;
}
