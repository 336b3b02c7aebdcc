// Decode: turns the bytes fetch delivers into decoded instructions, once per address. The
// decoder itself is the functional core's; this module owns the cache and the fetch path.
#pragma once

#include <cstdint>
#include <systemc>

#include "isa/decode_cache.h"
#include "tlm/fetch_unit.h"

namespace cutlm::tlm_model {

class DecodeUnit : public sc_core::sc_module {
 public:
  DecodeUnit(sc_core::sc_module_name name, FetchUnit& fetch, uint64_t code_size, isa::Arch arch)
      : sc_core::sc_module(name), fetch_(fetch), cache_(code_size, arch) {}

  // The instruction at pc; fetches and decodes it the first time only. Fetch time is added
  // to `delay`.
  const DecodedInst& at(uint64_t pc, sc_core::sc_time& delay, bool wave64) {
    return cache_.get(
        pc,
        [&](uint64_t address, uint8_t* out, std::size_t size) {
          ++decodes_;
          return fetch_.fetch(address, out, size, delay);
        },
        wave64);
  }

  uint64_t decodes() const { return decodes_; }

 private:
  FetchUnit& fetch_;
  DecodeCache cache_;
  uint64_t decodes_ = 0;
};

}  // namespace cutlm::tlm_model
