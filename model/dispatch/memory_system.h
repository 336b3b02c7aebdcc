// The dispatch's memory: a sparse 64-bit global address space of named regions (the code object,
// the kernarg segment, the dispatch packet, the buffers) with unmapped gaps between them, and the
// WaveMemory each wave's memory instructions use (global memory, its workgroup's LDS, its
// lanes' scratch).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "exec/memory.h"
#include "support/page_memory.h"

namespace cutlm {

// How a wave reaches global memory: the memory system itself, or (in the TLM model) a socket.
class GlobalAccess {
 public:
  virtual ~GlobalAccess() = default;
  virtual bool read(uint64_t address, void* out, unsigned size) = 0;
  virtual bool write(uint64_t address, const void* data, unsigned size) = 0;
  // Writable mapped bytes at address, or nullptr (read-only or unmapped: use read/write).
  virtual uint8_t* span(uint64_t address, unsigned size) = 0;
};

struct MemoryRegion {
  std::string name;
  uint64_t base = 0;
  PageMemory data;  // pages allocated as they are first written
  bool writable = true;
  uint64_t end() const { return base + data.size(); }
};

class MemorySystem : public GlobalAccess {
 public:
  // Maps a zero-filled region; throws std::logic_error if it overlaps another, InputError naming
  // it when the OS refuses its memory.
  MemoryRegion& map(const std::string& name, uint64_t base, uint64_t size, bool writable);
  // Maps a region holding `contents`.
  MemoryRegion& map(const std::string& name, uint64_t base, const std::vector<uint8_t>& contents,
                    bool writable);

  // The region holding every byte of [address, address + size), or nullptr.
  MemoryRegion* find(uint64_t address, uint64_t size) {
    if (last_ != nullptr && address >= last_->base && size <= last_->data.size() &&
        address - last_->base <= last_->data.size() - size) {
      return last_;
    }
    return find_slow(address, size);
  }
  const MemoryRegion* region(const std::string& name) const;
  const std::vector<std::unique_ptr<MemoryRegion>>& regions() const { return regions_; }

  bool read(uint64_t address, void* out, unsigned size) override;
  bool write(uint64_t address, const void* data, unsigned size) override;
  uint8_t* span(uint64_t address, unsigned size) override;

 private:
  MemoryRegion* find_slow(uint64_t address, uint64_t size);
  std::vector<std::unique_ptr<MemoryRegion>> regions_;  // sorted by base
  MemoryRegion* last_ = nullptr;
};

// One wave's view of memory in a dispatch.
class DispatchWaveMemory : public WaveMemory {
 public:
  DispatchWaveMemory(GlobalAccess& global, std::vector<uint8_t>& lds, uint32_t scratch_per_lane,
                     int wave_size)
      : global_(global), lds_(lds), scratch_per_lane_(scratch_per_lane), wave_size_(wave_size) {}

  bool read_global(uint64_t address, void* out, unsigned size) override {
    return global_.read(address, out, size);
  }
  bool write_global(uint64_t address, const void* data, unsigned size) override {
    return global_.write(address, data, size);
  }
  uint8_t* global_span(uint64_t address, unsigned size) override {
    return global_.span(address, size);
  }
  uint32_t lds_size() const override { return static_cast<uint32_t>(lds_.size()); }
  uint8_t* lds() override { return lds_.data(); }
  uint8_t* scratch_lanes(uint32_t* bytes_per_lane) override;
  bool read_scratch(int lane, uint64_t offset, void* out, unsigned size) override;
  bool write_scratch(int lane, uint64_t offset, const void* data, unsigned size) override;

  uint32_t scratch_per_lane() const { return scratch_per_lane_; }

 private:
  uint8_t* scratch_at(int lane, uint64_t offset, unsigned size);

  GlobalAccess& global_;
  std::vector<uint8_t>& lds_;
  uint32_t scratch_per_lane_;
  int wave_size_;
  std::vector<uint8_t> scratch_;  // allocated at the first access, lane after lane
};

}  // namespace cutlm
