// The memory a wave's memory instructions reach, and the fault they raise when an access fails.
#pragma once

#include <cstdint>
#include <string>

#include "support/errors.h"

namespace cutlm {

// What one wave's memory instructions read and write. The dispatcher implements it (buffers in a
// 64-bit global address space, the workgroup's LDS, per-lane scratch); tests implement it simply.
class WaveMemory {
 public:
  virtual ~WaveMemory() = default;
  // Global/flat address space. false when any byte of [address, address + size) is unmapped.
  virtual bool read_global(uint64_t address, void* out, unsigned size) = 0;
  virtual bool write_global(uint64_t address, const void* data, unsigned size) = 0;
  // Direct pointer to `size` mapped bytes at `address` (fast path), or nullptr (then use
  // read/write).
  virtual uint8_t* global_span(uint64_t address, unsigned size) {
    (void)address;
    (void)size;
    return nullptr;
  }
  // The workgroup's LDS: allocation size in bytes and its storage.
  virtual uint32_t lds_size() const = 0;
  virtual uint8_t* lds() = 0;
  // Every lane's private memory at once (fast path): lane L's space is the `*bytes_per_lane`
  // bytes from base + L * *bytes_per_lane; nullptr when not so laid out (then use read/write).
  virtual uint8_t* scratch_lanes(uint32_t* bytes_per_lane) {
    (void)bytes_per_lane;
    return nullptr;
  }
  // Private (scratch) memory of one lane: byte offset within that lane's private space.
  virtual bool read_scratch(int lane, uint64_t offset, void* out, unsigned size) = 0;
  virtual bool write_scratch(int lane, uint64_t offset, const void* data, unsigned size) = 0;
};

// A memory access that faults: thrown by memory handlers, caught by the dispatcher, which adds
// workgroup and wave to the one-line report. Derives from ModelError (exit 1).
struct MemoryFault : ModelError {
  // kind: "out of bounds", "misaligned", "scratch out of bounds", ...; lane -1 for a scalar
  // (SMEM) access. `context` (the instruction's words and text, or empty) ends the message.
  MemoryFault(std::string kind, int lane, uint64_t address, uint64_t pc,
              const std::string& context = std::string());

  std::string kind;
  int lane;
  uint64_t address;
  uint64_t pc;
};

// The one-line text MemoryFault carries: "memory fault (KIND): lane L, address 0x..., pc 0x...".
std::string memory_fault_message(const std::string& kind, int lane, uint64_t address, uint64_t pc);

}  // namespace cutlm
