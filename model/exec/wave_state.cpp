#include "exec/wave_state.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace cutlm {

void* map_zeroed_pages(std::size_t bytes) {
  if (bytes == 0) bytes = 1;
  void* pages = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (pages == MAP_FAILED) throw std::bad_alloc();
  return pages;
}

void unmap_pages(void* pages, std::size_t bytes) {
  if (pages != nullptr) munmap(pages, bytes == 0 ? 1 : bytes);
}

namespace {

constexpr std::size_t kVgprWords = static_cast<std::size_t>(kNumVgprs) * 64;

// VGPR storage of ended pooled waves with the registers each may have left non-zero. A whole GPU
// holds up to 96 CUs x 32 waves at once; the pool keeps as many (each holds only the pages its
// waves wrote: VgprStorage).
struct VgprPool {
  struct Entry {
    VgprStorage storage;
    std::bitset<kNumVgprs> dirty;
  };
  static constexpr std::size_t kMaxEntries = 4096;
  std::vector<Entry> entries;
};

VgprPool& vgpr_pool() {
  thread_local VgprPool pool;
  return pool;
}

}  // namespace

WaveState::WaveState(int wave_size) : wave_size_(wave_size), vgprs_(kVgprWords) {}

WaveState::WaveState(int wave_size, Recycled) : wave_size_(wave_size) {
  pool_.pooled = true;
  VgprPool& pool = vgpr_pool();
  if (pool.entries.empty()) {
    vgprs_.resize(kVgprWords);  // zero, untouched (VgprStorage)
    return;
  }
  VgprPool::Entry entry = std::move(pool.entries.back());
  pool.entries.pop_back();
  vgprs_ = std::move(entry.storage);
  // Set bits only (libstdc++'s scan): a short kernel leaves a handful of its 256 registers.
  for (std::size_t reg = entry.dirty._Find_first(); reg < entry.dirty.size();
       reg = entry.dirty._Find_next(reg)) {
    std::memset(vgprs_.data() + reg * 64, 0, 64 * sizeof(uint32_t));
  }
#ifndef NDEBUG
  // A VGPR write that did not mark its register would leak into this wave: debug builds check.
  for (uint32_t word : vgprs_) {
    if (word != 0) {
      std::fprintf(stderr, "cutlm: internal error: a recycled wave's VGPRs are not all zero\n");
      std::abort();
    }
  }
#endif
}

WaveState::~WaveState() {
  if (!pool_.pooled || vgprs_.size() != kVgprWords) return;
  VgprPool& pool = vgpr_pool();
  if (pool.entries.size() >= VgprPool::kMaxEntries) return;
  pool.entries.push_back(VgprPool::Entry{std::move(vgprs_), vgpr_used_});
}

}  // namespace cutlm
