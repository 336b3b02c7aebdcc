// Decoded instructions cached by address: each is decoded once, never in the hot loop again.
// Only the instructions a run reaches are decoded and kept; the index from address to decode
// is zero-filled memory whose pages the OS allocates when first written, so a large program
// costs memory for the part that runs, not for its size.
#pragma once

#include <cstdint>
#include <deque>

#include "isa/decoder.h"
#include "support/page_memory.h"

namespace cutlm {

class DecodeCache {
 public:
  // `arch`: the generation the code is for, whose tables decode it.
  DecodeCache(uint64_t code_size, isa::Arch arch)
      : slots_((code_size + 3) / 4), index_(slots_ * sizeof(const DecodedInst*)), arch_(arch) {}

  // `read` copies up to 12 bytes at pc into a buffer and returns how many it could. A cache
  // serves one wave size (the first one asked for).
  // The decode at an aligned pc if it is cached (null: not yet, misaligned, or never cached).
  const DecodedInst* find(uint64_t pc) const {
    const uint64_t slot = pc / 4;
    return pc % 4 == 0 && slot < slots_ ? entries()[slot] : nullptr;
  }

  template <typename ReadFn>
  const DecodedInst& get(uint64_t pc, ReadFn&& read, bool wave64 = false) {
    const uint64_t slot = pc / 4;
    if (slot < slots_) {
      if (const DecodedInst* cached = entries()[slot]) return *cached;
    }
    return fill(pc, read, wave64);
  }

  // Instructions decoded and kept so far.
  std::size_t decoded() const { return decoded_.size(); }

 private:
  // Zero bytes read as null pointers (as on every platform this builds for).
  const DecodedInst* const* entries() const {
    return reinterpret_cast<const DecodedInst* const*>(index_.data());
  }
  const DecodedInst** entries() { return reinterpret_cast<const DecodedInst**>(index_.data()); }

  // The first visit of an address: kept out of line so that the hit path above inlines into
  // the issue loops.
  template <typename ReadFn>
  [[gnu::noinline]] const DecodedInst& fill(uint64_t pc, ReadFn& read, bool wave64) {
    const uint64_t slot = pc / 4;
    uint8_t bytes[12];
    const std::size_t got = read(pc, bytes, sizeof bytes);
    // The executor runs what the hardware runs, a wider set than LLVM prints.
    DecodedInst inst = decode(bytes, got, wave64, DecodeMode::Execute, arch_);
    if (slot >= slots_ || pc % 4 != 0) {
      scratch_ = inst;  // outside the program or misaligned: never cached
      return scratch_;
    }
    // A deque never moves what it holds: the index's pointers stay valid.
    decoded_.push_back(std::move(inst));
    entries()[slot] = &decoded_.back();
    return decoded_.back();
  }

  uint64_t slots_;
  PageMemory index_;  // slots_ pointers into decoded_, null until decoded
  isa::Arch arch_;
  std::deque<DecodedInst> decoded_;
  DecodedInst scratch_;
};

}  // namespace cutlm
