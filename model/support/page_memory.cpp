#include "support/page_memory.h"

#include <sys/mman.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <utility>

#include "support/errors.h"

namespace cutlm {

PageMemory::PageMemory(uint64_t size) {
  if (size == 0) return;
  static_assert(sizeof(std::size_t) == sizeof(uint64_t), "a 64-bit host");
  // No MAP_NORESERVE: the kernel's overcommit policy may still refuse a mapping that could never
  // be backed, which is reported here rather than by the OOM killer later.
  void* at = ::mmap(nullptr, static_cast<std::size_t>(size), PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (at == MAP_FAILED) {
    const int error = errno;
    throw InputError("cannot reserve " + std::to_string(size) +
                     " bytes of memory: " + std::strerror(error));
  }
  data_ = static_cast<uint8_t*>(at);
  size_ = size;
}

PageMemory::PageMemory(const std::vector<uint8_t>& bytes) : PageMemory(bytes.size()) {
  if (!bytes.empty()) std::memcpy(data_, bytes.data(), bytes.size());
}

PageMemory::~PageMemory() { release(); }

PageMemory::PageMemory(PageMemory&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}

PageMemory& PageMemory::operator=(PageMemory&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void PageMemory::release() {
  if (data_ != nullptr) ::munmap(data_, static_cast<std::size_t>(size_));
  data_ = nullptr;
  size_ = 0;
}

bool PageMemory::operator==(const PageMemory& other) const {
  return size_ == other.size_ && (size_ == 0 || std::memcmp(data_, other.data_, size_) == 0);
}

}  // namespace cutlm
