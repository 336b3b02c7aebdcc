// rocRAND's Philox4x32-10 generator (rocrand_kernel.h) in a kernel: every thread draws from its
// own subsequence. The host recomputes every number with its own Philox4x32-10, written from
// Salmon et al., "Parallel Random Numbers: As Easy as 1, 2, 3" (SC'11), and checked first
// against Random123's known-answer vectors.
#include <hip/hip_runtime.h>
#include <rocrand/rocrand_kernel.h>

#include <cstdint>
#include <cstdio>
#include <vector>

#define CHECK(call)                                                               \
  do {                                                                            \
    const hipError_t e_ = (call);                                                 \
    if (e_ != hipSuccess) {                                                       \
      std::fprintf(stderr, "philox: %s: %s\n", #call, hipGetErrorString(e_));     \
      return 1;                                                                   \
    }                                                                             \
  } while (0)

constexpr unsigned kThreads = 256;
constexpr unsigned kPerThread = 10;  // not a multiple of 4: draws cross counter blocks
constexpr unsigned long long kSeed = 0x1234abcd9876ull;

__global__ void draw(unsigned* out, unsigned long long seed) {
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  rocrand_state_philox4x32_10 state;
  rocrand_init(seed, tid, 0, &state);
  for (unsigned i = 0; i < kPerThread; ++i) out[tid * kPerThread + i] = rocrand(&state);
}

// Philox4x32-10 on the host.
struct Block {
  uint32_t w[4];
};

Block philox4x32_10(Block ctr, uint32_t k0, uint32_t k1) {
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = uint64_t{0xD2511F53u} * ctr.w[0];
    const uint64_t p1 = uint64_t{0xCD9E8D57u} * ctr.w[2];
    const Block next = {{static_cast<uint32_t>(p1 >> 32) ^ ctr.w[1] ^ k0,
                         static_cast<uint32_t>(p1),
                         static_cast<uint32_t>(p0 >> 32) ^ ctr.w[3] ^ k1,
                         static_cast<uint32_t>(p0)}};
    ctr = next;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return ctr;
}

// rocRAND's Philox stream for (seed, subsequence): the key is the seed's two halves, the
// counter's high 64 bits the subsequence; each counter gives four numbers in order.
uint32_t reference(unsigned long long seed, uint64_t subsequence, uint64_t index) {
  const uint64_t step = index / 4;
  const Block ctr = {{static_cast<uint32_t>(step), static_cast<uint32_t>(step >> 32),
                      static_cast<uint32_t>(subsequence),
                      static_cast<uint32_t>(subsequence >> 32)}};
  return philox4x32_10(ctr, static_cast<uint32_t>(seed), static_cast<uint32_t>(seed >> 32))
      .w[index % 4];
}

bool known_answers() {
  const Block zero = philox4x32_10({{0, 0, 0, 0}}, 0, 0);
  const Block pi = philox4x32_10({{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}}, 0xa4093822,
                                 0x299f31d0);
  const uint32_t zero_want[4] = {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8};
  const uint32_t pi_want[4] = {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1};
  for (int i = 0; i < 4; ++i) {
    if (zero.w[i] != zero_want[i] || pi.w[i] != pi_want[i]) return false;
  }
  return true;
}

int main() {
  if (!known_answers()) {
    std::fprintf(stderr, "philox: the host reference fails Random123's known answers\n");
    return 1;
  }
  const size_t count = kThreads * kPerThread;
  unsigned* d = nullptr;
  CHECK(hipMalloc(&d, count * sizeof(unsigned)));
  hipLaunchKernelGGL(draw, dim3(kThreads / 64), dim3(64), 0, 0, d, kSeed);
  CHECK(hipGetLastError());
  std::vector<unsigned> got(count);
  CHECK(hipMemcpy(got.data(), d, count * sizeof(unsigned), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (unsigned t = 0; t < kThreads; ++t) {
    for (unsigned i = 0; i < kPerThread; ++i) {
      const uint32_t want = reference(kSeed, t, i);
      if (got[t * kPerThread + i] != want && wrong++ < 5) {
        std::fprintf(stderr, "philox: thread %u number %u: 0x%08x, expected 0x%08x\n", t, i,
                     got[t * kPerThread + i], want);
      }
    }
  }
  if (wrong != 0) {
    std::fprintf(stderr, "philox: %d of %zu numbers wrong\n", wrong, count);
    return 1;
  }
  std::printf("philox: %zu numbers from %u subsequences match the host's Philox4x32-10\n", count,
              kThreads);
  CHECK(hipFree(d));
  return 0;
}
