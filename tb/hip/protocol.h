// The messages between cutlm's HIP runtime library (in the program) and the device it talks
// to (`cutlm exec`, which runs each kernel launch on the model). Plain C++17 and POSIX, no other
// header: both sides include it.
//
// A message is a header {uint32 kind, uint32 size} and `size` bytes of payload, written in host
// byte order over a stream socket. Every request gets exactly one reply of the same kind. Device
// memory is one shared memory file (memfd) that both processes map: device addresses are the
// program's addresses of that mapping, so the program reads and writes device memory directly
// and the device copies it in and out around each launch.
#pragma once

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace cutlm::hip_protocol {

// Writes all `size` bytes to the socket (no SIGPIPE when the peer has gone); false on an error.
inline bool write_all(int fd, const void* data, size_t size) {
  const auto* p = static_cast<const uint8_t*>(data);
  while (size > 0) {
    const ssize_t n = send(fd, p, size, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

// Reads exactly `size` bytes (a socket or a pipe); false at the end of the stream or an error.
inline bool read_all(int fd, void* data, size_t size) {
  auto* p = static_cast<uint8_t*>(data);
  while (size > 0) {
    const ssize_t n = read(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

// The environment: the two descriptors the program inherits ("SOCKET,HEAP").
constexpr const char* kEnvDescriptors = "CUTLM_HIP_FDS";
// The device heap's size: the RX 7900 XTX's 24 GiB (a sparse file: only what is written uses
// memory).
constexpr uint64_t kHeapBytes = uint64_t{24} << 30;
// Device allocations are aligned to this (and so every buffer's address).
constexpr uint64_t kAllocAlignment = 256;

enum class Kind : uint32_t {
  Hello = 1,     // -> heap base in the program; <- device facts
  Alloc = 2,     // size, kind; <- status, address
  Free = 3,      // address; <- status
  Register = 4,  // a code object (bundle, host object or ELF); <- module description
  Launch = 5,    // module, kernel, grid, block, dynamic LDS, kernarg bytes; <- result
  Unregister = 6,
};

// What an allocation is for (names the buffer in fault lines).
enum class AllocKind : uint32_t {
  Device = 0,
  Host = 1,
  Managed = 2,
  Module = 3,  // a code object's variables (never hipFree'd)
};

// A request's outcome, which the runtime turns into a hipError_t.
enum class Status : uint32_t {
  Ok = 0,
  OutOfMemory = 1,
  InvalidValue = 2,    // a size, address or dimension the device cannot take
  InvalidImage = 3,    // a code object the model cannot load
  LaunchFault = 4,     // the kernel faulted (the line is in the message)
  IllegalAddress = 5,  // the kernel accessed memory outside every buffer
  LaunchRefused = 6,   // the launch's inputs were wrong (the message says why)
  CosimMismatch = 7,   // --cosim found the RTL and the model disagreeing
  DeviceError = 8,     // the model stopped otherwise (the message says why)
};

struct Header {
  uint32_t kind = 0;
  uint32_t size = 0;
};

// Little serialisation helpers over a byte vector; a reader that runs out marks itself failed
// instead of reading past the end.
class Writer {
 public:
  template <typename T>
  void put(T value) {
    append(&value, sizeof value);
  }
  void put_bytes(const void* data, size_t size) {
    put<uint64_t>(size);
    append(data, size);
  }
  void put_string(const std::string& text) { put_bytes(text.data(), text.size()); }
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  void append(const void* data, size_t size) {
    if (size == 0) return;
    const size_t at = bytes_.size();
    bytes_.resize(at + size);
    std::memcpy(bytes_.data() + at, data, size);
  }
  std::vector<uint8_t> bytes_;
};

class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  explicit Reader(const std::vector<uint8_t>& bytes) : Reader(bytes.data(), bytes.size()) {}

  template <typename T>
  T get() {
    T value{};
    if (!ok_ || size_ - at_ < sizeof value) {
      ok_ = false;
      return value;
    }
    std::memcpy(&value, data_ + at_, sizeof value);
    at_ += sizeof value;
    return value;
  }
  std::vector<uint8_t> get_bytes() {
    const uint64_t size = get<uint64_t>();
    if (!ok_ || size > size_ - at_) {
      ok_ = false;
      return {};
    }
    std::vector<uint8_t> out(data_ + at_, data_ + at_ + size);
    at_ += size;
    return out;
  }
  std::string get_string() {
    const std::vector<uint8_t> bytes = get_bytes();
    return std::string(bytes.begin(), bytes.end());
  }
  bool ok() const { return ok_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t at_ = 0;
  bool ok_ = true;
};

// Payloads, in the order their fields are written.
//
// Hello request: u64 heap base (the program's address of the heap mapping), u64 heap size.
// Hello reply: u32 status, f64 clock period in ns, u32 compute units, u64 LDS bytes per
//   workgroup, string timing mode, string message (why the device refuses, when it does).
// Alloc request: u64 size, u32 AllocKind. Reply: u32 status, u64 address.
// Free request: u64 address. Reply: u32 status.
// Register request: string label (where the code came from), bytes code object.
// Register reply: u32 status, string message, u32 module id, u32 kernel count, per kernel:
//   string symbol, string name (as fault lines and output files name it), string signature,
//   u32 explicit kernarg bytes, u32 argument count, per argument u32 offset, u32 size; u32
//   static LDS bytes, u32 scratch bytes per work-item, u32 VGPRs, u32 wave size; then u32
//   variable count, per variable: string symbol, u64 device address, u64 size, u64 host
//   address (where the program reads and writes it).
// Launch request: u32 module, u32 kernel, u32 grid[3] (work-items), u32 block[3], u32 dynamic
//   LDS bytes, bytes kernarg (the explicit arguments at their offsets).
// Launch reply: u32 status, string message, u64 cycles, u64 instructions, string device printf
//   output for stdout, string for stderr.
// Unregister request: u32 module. Reply: u32 status.

}  // namespace cutlm::hip_protocol
