// Decoded instructions cached by address: each is decoded once, never in the hot loop again.
#pragma once

#include <cstdint>
#include <vector>

#include "isa/decoder.h"

namespace cutlm {

class DecodeCache {
 public:
  explicit DecodeCache(uint64_t code_size) : slots_((code_size + 3) / 4), filled_(slots_.size()) {}

  // `read` copies up to 12 bytes at pc into a buffer and returns how many it could. A cache
  // serves one wave size (the first one asked for).
  // The decode at an aligned pc if it is cached (null: not yet, misaligned, or never cached).
  const DecodedInst* find(uint64_t pc) const {
    const uint64_t slot = pc / 4;
    return pc % 4 == 0 && slot < slots_.size() && filled_[slot] ? &slots_[slot] : nullptr;
  }

  template <typename ReadFn>
  const DecodedInst& get(uint64_t pc, ReadFn&& read, bool wave64 = false) {
    const uint64_t slot = pc / 4;
    if (slot < slots_.size() && filled_[slot]) return slots_[slot];
    return fill(pc, read, wave64);
  }

 private:
  // The first visit of an address: kept out of line so that the hit path above inlines into
  // the issue loops.
  template <typename ReadFn>
  [[gnu::noinline]] const DecodedInst& fill(uint64_t pc, ReadFn& read, bool wave64) {
    const uint64_t slot = pc / 4;
    uint8_t bytes[12];
    const std::size_t got = read(pc, bytes, sizeof bytes);
    // The executor runs what the hardware runs, a wider set than LLVM prints.
    DecodedInst inst = decode(bytes, got, wave64, DecodeMode::Execute);
    if (slot >= slots_.size() || pc % 4 != 0) {
      scratch_ = inst;  // outside the program or misaligned: never cached
      return scratch_;
    }
    slots_[slot] = inst;
    filled_[slot] = true;
    return slots_[slot];
  }

  std::vector<DecodedInst> slots_;
  std::vector<uint8_t> filled_;  // bytes, not bits: tested on every issue
  DecodedInst scratch_;
};

}  // namespace cutlm
