// Architectural state of one wave: scalar and vector registers, EXEC, SCC, MODE, pc.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "fp/mode.h"
#include "isa/operands.h"

namespace cutlm {

class WaveMemory;  // memory.h

// The state of a workgroup's barrier that instructions read: how many waves have signalled it
// since it last completed (s_barrier_signal_isfirst, s_get_barrier_state) and how many it waits
// for (the workgroup's waves that have not ended). The dispatcher owns it and keeps it.
struct WorkgroupBarrier {
  uint32_t signals = 0;
  uint32_t members = 0;
};

constexpr int kNumVgprs = 256;

// Zeroed pages of at least `bytes` from the operating system (std::bad_alloc when it has none),
// and their return.
void* map_zeroed_pages(std::size_t bytes);
void unmap_pages(void* pages, std::size_t bytes);

// An allocator of zeroed memory that leaves a new element's value alone: a vector of n words
// built on it is all zero without having written them. The memory is mapped from the operating
// system, which provides a page of a wave's 64 KiB register file only when a register in it is
// first written: a kernel uses a few of its 256 VGPRs, and a whole GPU holds thousands of waves.
template <typename T>
struct ZeroedAllocator {
  using value_type = T;
  ZeroedAllocator() = default;
  template <typename U>
  ZeroedAllocator(const ZeroedAllocator<U>&) {}
  T* allocate(std::size_t n) { return static_cast<T*>(map_zeroed_pages(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) { unmap_pages(p, n * sizeof(T)); }
  // Value-initialisation (a vector's new elements) writes nothing: the pages are zero.
  template <typename U>
  void construct(U*) {}
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <typename U>
  bool operator==(const ZeroedAllocator<U>&) const {
    return true;
  }
  template <typename U>
  bool operator!=(const ZeroedAllocator<U>&) const {
    return false;
  }
};
using VgprStorage = std::vector<uint32_t, ZeroedAllocator<uint32_t>>;

class WaveState {
 public:
  explicit WaveState(int wave_size = 32);
  // A wave whose VGPR storage comes from (and on destruction goes back to) this thread's pool of
  // storage left by earlier such waves: a dispatch creates one wave per 32 or 64 work-items, and
  // clearing 64 KiB for each dominated short kernels. The wave starts as the plain constructor's
  // does (every register zero): only the registers the earlier wave used are cleared, which
  // relies on every VGPR write marking its register (mark_vgpr_used, as the state dump does).
  struct Recycled {};
  WaveState(int wave_size, Recycled);
  ~WaveState();
  WaveState(const WaveState&) = default;
  WaveState(WaveState&&) = default;
  WaveState& operator=(const WaveState&) = default;
  WaveState& operator=(WaveState&&) = default;

  int wave_size() const { return wave_size_; }
  bool wave64() const { return wave_size_ == 64; }
  uint64_t lane_mask() const { return wave64() ? ~0ull : 0xFFFFFFFFull; }

  // Scalar registers by operand code: s0..s105, vcc_lo/hi, ttmp, null, m0, exec_lo/hi.
  uint32_t sreg(uint16_t code) const { return code == operand::kNull ? 0 : sregs_[code]; }
  void set_sreg(uint16_t code, uint32_t value) {
    if (code != operand::kNull) sregs_[code] = value;
  }
  // A register pair; null reads as a 64-bit zero, and a pair may not run past exec_hi.
  uint64_t sreg64(uint16_t code) const {
    if (code == operand::kNull || code + 1 >= kNumScalarRegs) return sreg(code);
    return sreg(code) | (static_cast<uint64_t>(sreg(static_cast<uint16_t>(code + 1))) << 32);
  }

  // Inline: every VALU instruction reads EXEC.
  uint64_t exec() const { return lane_pair(operand::kExecLo); }
  void set_exec(uint64_t value) { set_lane_pair(operand::kExecLo, value); }
  uint64_t vcc() const { return lane_pair(operand::kVccLo); }
  void set_vcc(uint64_t value) { set_lane_pair(operand::kVccLo, value); }

  uint32_t vgpr(int reg, int lane) const { return vgprs_[reg * 64 + lane]; }
  void set_vgpr(int reg, int lane, uint32_t value) {
    vgprs_[reg * 64 + lane] = value;
    vgpr_used_.set(reg);
  }
  // Registers the initial state set or the program wrote (the state dump lists those).
  const std::bitset<kNumVgprs>& vgprs_used() const { return vgpr_used_; }
  void mark_vgpr_used(int reg) { vgpr_used_.set(reg); }

  // Raw storage: the VALU handlers run on a register's 64 lanes at once through it, and tests
  // fill whole register files.
  uint32_t* sreg_storage() { return sregs_.data(); }
  uint32_t* vgpr_storage() { return vgprs_.data(); }
  std::size_t vgpr_storage_words() const { return vgprs_.size(); }

  bool scc = false;
  Mode mode;
  uint64_t pc = 0;
  uint32_t wave_id = 0;
  // What memory instructions reach; none outside a dispatch (they then stop with a ModelError).
  WaveMemory* memory = nullptr;
  // The workgroup barrier the wave shares with its workgroup; none for a wave alone (cutlm run,
  // tests), which the barrier instructions treat as a workgroup of one.
  WorkgroupBarrier* barrier = nullptr;

 private:
  // A lane mask held in an SGPR (wave32) or an SGPR pair (wave64).
  uint64_t lane_pair(uint16_t lo) const {
    const uint64_t low = sregs_[lo];
    return wave64() ? low | static_cast<uint64_t>(sregs_[lo + 1]) << 32 : low;
  }
  void set_lane_pair(uint16_t lo, uint64_t value) {
    sregs_[lo] = static_cast<uint32_t>(value);
    if (wave64()) sregs_[lo + 1] = static_cast<uint32_t>(value >> 32);
  }

  // Whether the destructor returns the VGPR storage to the pool; a copy or move is not pooled.
  struct PoolTag {
    bool pooled = false;
    PoolTag() = default;
    PoolTag(const PoolTag&) {}
    PoolTag& operator=(const PoolTag&) { return *this; }
  };

  int wave_size_;
  PoolTag pool_;
  std::array<uint32_t, kNumScalarRegs> sregs_{};
  VgprStorage vgprs_;
  std::bitset<kNumVgprs> vgpr_used_;
};

}  // namespace cutlm
