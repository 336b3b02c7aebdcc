// Zero-filled memory whose pages the OS allocates when they are first written (an anonymous
// private mapping): a buffer a kernel never touches costs address space, not memory, and reading
// an untouched page costs nothing either. The bytes stay where they are for the object's life, so
// pointers into them (DMI, decode caches) stay valid.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cutlm {

class PageMemory {
 public:
  PageMemory() = default;
  // `size` zero bytes; throws InputError naming the size and the OS reason when the mapping is
  // refused (an address-space limit, a strict overcommit policy).
  explicit PageMemory(uint64_t size);
  // `bytes` copied into fresh pages.
  explicit PageMemory(const std::vector<uint8_t>& bytes);
  ~PageMemory();
  PageMemory(PageMemory&& other) noexcept;
  PageMemory& operator=(PageMemory&& other) noexcept;
  PageMemory(const PageMemory&) = delete;
  PageMemory& operator=(const PageMemory&) = delete;

  uint8_t* data() { return data_; }
  const uint8_t* data() const { return data_; }
  uint64_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  uint8_t& operator[](uint64_t i) { return data_[i]; }
  const uint8_t& operator[](uint64_t i) const { return data_[i]; }
  uint8_t* begin() { return data_; }
  uint8_t* end() { return data_ + size_; }
  const uint8_t* begin() const { return data_; }
  const uint8_t* end() const { return data_ + size_; }

  bool operator==(const PageMemory& other) const;
  bool operator!=(const PageMemory& other) const { return !(*this == other); }

 private:
  void release();

  uint8_t* data_ = nullptr;
  uint64_t size_ = 0;
};

}  // namespace cutlm
