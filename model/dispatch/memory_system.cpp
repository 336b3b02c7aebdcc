#include "dispatch/memory_system.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "support/errors.h"

namespace cutlm {

MemoryRegion& MemorySystem::map(const std::string& name, uint64_t base, uint64_t size,
                                bool writable) {
  auto region = std::make_unique<MemoryRegion>();
  region->name = name;
  region->base = base;
  region->writable = writable;
  const auto at = std::upper_bound(
      regions_.begin(), regions_.end(), base,
      [](uint64_t value, const std::unique_ptr<MemoryRegion>& r) { return value < r->base; });
  if (at != regions_.end() && base + size > (*at)->base) {
    throw std::logic_error("region " + name + " overlaps " + (*at)->name);
  }
  if (at != regions_.begin() && (*(at - 1))->end() > base) {
    throw std::logic_error("region " + name + " overlaps " + (*(at - 1))->name);
  }
  try {
    region->data = PageMemory(size);
  } catch (const InputError& e) {
    throw InputError(name + ": " + e.what());
  }
  MemoryRegion& result = **regions_.insert(at, std::move(region));
  last_ = nullptr;
  return result;
}

MemoryRegion& MemorySystem::map(const std::string& name, uint64_t base,
                                const std::vector<uint8_t>& contents, bool writable) {
  MemoryRegion& region = map(name, base, contents.size(), writable);
  if (!contents.empty()) std::memcpy(region.data.data(), contents.data(), contents.size());
  return region;
}

MemoryRegion* MemorySystem::find_slow(uint64_t address, uint64_t size) {
  auto at = std::upper_bound(
      regions_.begin(), regions_.end(), address,
      [](uint64_t value, const std::unique_ptr<MemoryRegion>& r) { return value < r->base; });
  if (at == regions_.begin()) return nullptr;
  MemoryRegion* r = (at - 1)->get();
  if (size > r->data.size() || address - r->base > r->data.size() - size) return nullptr;
  last_ = r;
  return r;
}

const MemoryRegion* MemorySystem::region(const std::string& name) const {
  for (const auto& r : regions_) {
    if (r->name == name) return r.get();
  }
  return nullptr;
}

bool MemorySystem::read(uint64_t address, void* out, unsigned size) {
  MemoryRegion* r = find(address, size);
  if (r == nullptr) return false;
  std::memcpy(out, r->data.data() + (address - r->base), size);
  return true;
}

bool MemorySystem::write(uint64_t address, const void* data, unsigned size) {
  MemoryRegion* r = find(address, size);
  if (r == nullptr || !r->writable) return false;
  std::memcpy(r->data.data() + (address - r->base), data, size);
  return true;
}

uint8_t* MemorySystem::span(uint64_t address, unsigned size) {
  MemoryRegion* r = find(address, size);
  if (r == nullptr || !r->writable) return nullptr;
  return r->data.data() + (address - r->base);
}

uint8_t* DispatchWaveMemory::scratch_at(int lane, uint64_t offset, unsigned size) {
  if (lane < 0 || lane >= wave_size_ || size > scratch_per_lane_ ||
      offset > scratch_per_lane_ - size) {
    return nullptr;
  }
  if (scratch_.empty()) scratch_.assign(static_cast<size_t>(scratch_per_lane_) * wave_size_, 0);
  return scratch_.data() + static_cast<size_t>(lane) * scratch_per_lane_ + offset;
}

uint8_t* DispatchWaveMemory::scratch_lanes(uint32_t* bytes_per_lane) {
  if (scratch_per_lane_ == 0) return nullptr;
  if (scratch_.empty()) scratch_.assign(static_cast<size_t>(scratch_per_lane_) * wave_size_, 0);
  *bytes_per_lane = scratch_per_lane_;
  return scratch_.data();
}

bool DispatchWaveMemory::read_scratch(int lane, uint64_t offset, void* out, unsigned size) {
  const uint8_t* p = scratch_at(lane, offset, size);
  if (p == nullptr) return false;
  std::memcpy(out, p, size);
  return true;
}

bool DispatchWaveMemory::write_scratch(int lane, uint64_t offset, const void* data, unsigned size) {
  uint8_t* p = scratch_at(lane, offset, size);
  if (p == nullptr) return false;
  std::memcpy(p, data, size);
  return true;
}

}  // namespace cutlm
