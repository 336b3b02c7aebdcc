// Device memory: allocations in the device heap (which the program maps, so every copy is a
// memcpy), copies and fills checked against the allocations they name, and __device__ /
// __constant__ variables reached through their host shadows.
#include <cstring>

#include "runtime.h"

using cutlm::hip::Runtime;
using cutlm::hip::set_last;
namespace protocol = cutlm::hip_protocol;

namespace {

uint64_t address_of(const void* p) { return reinterpret_cast<uint64_t>(p); }

hipError_t allocate(void** ptr, size_t size, protocol::AllocKind kind) {
  if (ptr == nullptr) return set_last(hipErrorInvalidValue);
  *ptr = nullptr;
  if (size == 0) return hipSuccess;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (!rt.connected()) return set_last(hipErrorNoDevice);
  protocol::Writer w;
  w.put<uint64_t>(size);
  w.put<uint32_t>(static_cast<uint32_t>(kind));
  std::vector<uint8_t> reply;
  if (!rt.request(protocol::Kind::Alloc, w, &reply)) return set_last(hipErrorNoDevice);
  protocol::Reader r(reply);
  const auto status = static_cast<protocol::Status>(r.get<uint32_t>());
  const uint64_t address = r.get<uint64_t>();
  if (!r.ok() || status != protocol::Status::Ok) return set_last(hipErrorOutOfMemory);
  rt.allocations[address] = {size, kind};
  *ptr = reinterpret_cast<void*>(address);
  return hipSuccess;
}

hipError_t release(void* ptr) {
  if (ptr == nullptr) return hipSuccess;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  const auto it = rt.allocations.find(address_of(ptr));
  if (it == rt.allocations.end() || it->second.kind == protocol::AllocKind::Module)
    return set_last(hipErrorInvalidValue);
  protocol::Writer w;
  w.put<uint64_t>(address_of(ptr));
  std::vector<uint8_t> reply;
  if (!rt.request(protocol::Kind::Free, w, &reply)) return set_last(hipErrorNoDevice);
  rt.allocations.erase(it);
  return hipSuccess;
}

// Whether [p, p + size) lies in one allocation (device memory as a copy's kind names it).
bool in_device_memory(const void* p, size_t size) {
  return Runtime::get().find_allocation(address_of(p), size, nullptr) != nullptr;
}

// A copy of `kind`: the sides it calls device memory must be allocations of this device (the
// program's bug otherwise, reported as hipErrorInvalidValue as HIP does).
hipError_t copy(void* dst, const void* src, size_t size, hipMemcpyKind kind) {
  if (size == 0) return hipSuccess;
  if (dst == nullptr || src == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  const bool dst_device = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
  const bool src_device = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault)
    return set_last(hipErrorInvalidMemcpyDirection);
  if ((dst_device && !in_device_memory(dst, size)) || (src_device && !in_device_memory(src, size)))
    return set_last(hipErrorInvalidValue);
  std::memmove(dst, src, size);
  // A copy waits for the launches before it: a kernel's fault is reported here.
  return set_last(rt.take_pending());
}

hipError_t fill(void* dst, const void* pattern, size_t width, size_t count) {
  if (count == 0) return hipSuccess;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (dst == nullptr || !in_device_memory(dst, count * width))
    return set_last(hipErrorInvalidValue);
  auto* out = static_cast<uint8_t*>(dst);
  for (size_t i = 0; i < count; ++i) std::memcpy(out + i * width, pattern, width);
  return set_last(rt.take_pending());
}

hipError_t symbol_copy(const void* symbol, size_t offset, void* host, size_t size, bool to_symbol) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModule_t::Variable* v = nullptr;
  const hipError_t e = rt.variable_of_shadow(symbol, &v);
  if (e != hipSuccess) return set_last(e);
  if (offset > v->size || size > v->size - offset || (size != 0 && host == nullptr))
    return set_last(hipErrorInvalidValue);
  if (to_symbol) {
    std::memcpy(v->host + offset, host, size);
  } else {
    std::memcpy(host, v->host + offset, size);
  }
  return set_last(rt.take_pending());
}

}  // namespace

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
  return allocate(ptr, size, protocol::AllocKind::Device);
}

hipError_t hipMallocManaged(void** dev_ptr, size_t size, unsigned int flags) {
  (void)flags;
  return allocate(dev_ptr, size, protocol::AllocKind::Managed);
}

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags) {
  (void)flags;
  return allocate(ptr, size, protocol::AllocKind::Host);
}

hipError_t hipMallocHost(void** ptr, size_t size) {
  return allocate(ptr, size, protocol::AllocKind::Host);
}

hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
  (void)flags;
  return allocate(ptr, size, protocol::AllocKind::Host);
}

hipError_t hipMallocAsync(void** dev_ptr, size_t size, hipStream_t stream) {
  (void)stream;
  return allocate(dev_ptr, size, protocol::AllocKind::Device);
}

hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  if (pitch == nullptr) return set_last(hipErrorInvalidValue);
  *pitch = (width + protocol::kAllocAlignment - 1) / protocol::kAllocAlignment *
           protocol::kAllocAlignment;
  return allocate(ptr, *pitch * height, protocol::AllocKind::Device);
}

hipError_t hipFree(void* ptr) { return release(ptr); }
hipError_t hipHostFree(void* ptr) { return release(ptr); }
hipError_t hipFreeHost(void* ptr) { return release(ptr); }
hipError_t hipFreeAsync(void* dev_ptr, hipStream_t stream) {
  (void)stream;
  return release(dev_ptr);
}

hipError_t hipMemcpy(void* dst, const void* src, size_t size, hipMemcpyKind kind) {
  return copy(dst, src, size, kind);
}

hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t size, hipMemcpyKind kind,
                               hipStream_t stream) {
  (void)stream;
  return copy(dst, src, size, kind);
}

hipError_t hipMemcpyAsync(void* dst, const void* src, size_t size, hipMemcpyKind kind,
                          hipStream_t stream) {
  (void)stream;  // in order, at once
  return copy(dst, src, size, kind);
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t size) {
  return copy(dst, src, size, hipMemcpyHostToDevice);
}
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t size) {
  return copy(dst, src, size, hipMemcpyDeviceToHost);
}
hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t size) {
  return copy(dst, src, size, hipMemcpyDeviceToDevice);
}
hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t size, hipStream_t stream) {
  (void)stream;
  return copy(dst, src, size, hipMemcpyHostToDevice);
}
hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t size, hipStream_t stream) {
  (void)stream;
  return copy(dst, src, size, hipMemcpyDeviceToHost);
}
hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t size,
                              hipStream_t stream) {
  (void)stream;
  return copy(dst, src, size, hipMemcpyDeviceToDevice);
}

hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind) {
  if (width > dpitch || width > spitch) return set_last(hipErrorInvalidPitchValue);
  for (size_t row = 0; row < height; ++row) {
    const hipError_t e = copy(static_cast<uint8_t*>(dst) + row * dpitch,
                              static_cast<const uint8_t*>(src) + row * spitch, width, kind);
    if (e != hipSuccess) return e;
  }
  return hipSuccess;
}

hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t stream) {
  (void)stream;
  return hipMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

hipError_t hipMemset(void* dst, int value, size_t size) {
  const auto byte = static_cast<uint8_t>(value);
  return fill(dst, &byte, 1, size);
}
hipError_t hipMemsetAsync(void* dst, int value, size_t size, hipStream_t stream) {
  (void)stream;
  return hipMemset(dst, value, size);
}
hipError_t hipMemsetD8(hipDeviceptr_t dest, unsigned char value, size_t count) {
  return fill(dest, &value, 1, count);
}
hipError_t hipMemsetD8Async(hipDeviceptr_t dest, unsigned char value, size_t count,
                            hipStream_t stream) {
  (void)stream;
  return fill(dest, &value, 1, count);
}
hipError_t hipMemsetD16(hipDeviceptr_t dest, unsigned short value, size_t count) {
  return fill(dest, &value, 2, count);
}
hipError_t hipMemsetD16Async(hipDeviceptr_t dest, unsigned short value, size_t count,
                             hipStream_t stream) {
  (void)stream;
  return fill(dest, &value, 2, count);
}
hipError_t hipMemsetD32(hipDeviceptr_t dest, int value, size_t count) {
  return fill(dest, &value, 4, count);
}
hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream) {
  (void)stream;
  return fill(dst, &value, 4, count);
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t size, size_t offset,
                             hipMemcpyKind kind) {
  (void)kind;
  return symbol_copy(symbol, offset, const_cast<void*>(src), size, true);
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t size, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream) {
  (void)kind, (void)stream;
  return symbol_copy(symbol, offset, const_cast<void*>(src), size, true);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t size, size_t offset,
                               hipMemcpyKind kind) {
  (void)kind;
  return symbol_copy(symbol, offset, dst, size, false);
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t size, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream) {
  (void)kind, (void)stream;
  return symbol_copy(symbol, offset, dst, size, false);
}

hipError_t hipGetSymbolAddress(void** dev_ptr, const void* symbol) {
  if (dev_ptr == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModule_t::Variable* v = nullptr;
  const hipError_t e = rt.variable_of_shadow(symbol, &v);
  if (e != hipSuccess) return set_last(e);
  // Its storage in the device heap, which every kernel and copy reaches.
  *dev_ptr = v->host;
  return hipSuccess;
}

hipError_t hipGetSymbolSize(size_t* size, const void* symbol) {
  if (size == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModule_t::Variable* v = nullptr;
  const hipError_t e = rt.variable_of_shadow(symbol, &v);
  if (e != hipSuccess) return set_last(e);
  *size = v->size;
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (!rt.connected()) return set_last(hipErrorNoDevice);
  uint64_t used = 0;
  for (const auto& [address, a] : rt.allocations) used += a.size;
  if (free != nullptr) *free = rt.heap_size > used ? rt.heap_size - used : 0;
  if (total != nullptr) *total = rt.heap_size;
  return hipSuccess;
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t* pbase, size_t* psize, hipDeviceptr_t dptr) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  uint64_t base = 0;
  const cutlm::hip::Allocation* a = rt.find_allocation(address_of(dptr), 0, &base);
  if (a == nullptr) return set_last(hipErrorNotFound);
  if (pbase != nullptr) *pbase = reinterpret_cast<hipDeviceptr_t>(base);
  if (psize != nullptr) *psize = a->size;
  return hipSuccess;
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
  if (attributes == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  uint64_t base = 0;
  const cutlm::hip::Allocation* a = rt.find_allocation(address_of(ptr), 0, &base);
  if (a == nullptr) return set_last(hipErrorInvalidValue);
  std::memset(attributes, 0, sizeof *attributes);
  attributes->memoryType =
      a->kind == protocol::AllocKind::Host ? hipMemoryTypeHost : hipMemoryTypeDevice;
  attributes->device = 0;
  // Device memory is host memory the model reads: both pointers are the same.
  attributes->devicePointer = const_cast<void*>(ptr);
  attributes->hostPointer = const_cast<void*>(ptr);
  attributes->isManaged = a->kind == protocol::AllocKind::Managed ? 1 : 0;
  return hipSuccess;
}

hipError_t hipHostGetDevicePointer(void** dev_ptr, void* host_ptr, unsigned int flags) {
  (void)flags;
  if (dev_ptr == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (rt.find_allocation(address_of(host_ptr), 0, nullptr) == nullptr)
    return set_last(hipErrorInvalidValue);
  *dev_ptr = host_ptr;
  return hipSuccess;
}

hipError_t hipHostGetFlags(unsigned int* flags, void* host_ptr) {
  if (flags == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (rt.find_allocation(address_of(host_ptr), 0, nullptr) == nullptr)
    return set_last(hipErrorInvalidValue);
  *flags = hipHostMallocDefault;
  return hipSuccess;
}

hipError_t hipHostRegister(void* host_ptr, size_t size, unsigned int flags) {
  (void)host_ptr, (void)size, (void)flags;
  // The model reaches only the device heap; memory the program allocated itself is not in it.
  cutlm::hip::report("hipHostRegister is not supported: allocate with hipHostMalloc instead");
  return set_last(hipErrorNotSupported);
}

hipError_t hipHostUnregister(void* host_ptr) {
  (void)host_ptr;
  return set_last(hipErrorHostMemoryNotRegistered);
}

hipError_t hipMemPrefetchAsync(const void* dev_ptr, size_t count, int device, hipStream_t stream) {
  (void)dev_ptr, (void)count, (void)device, (void)stream;
  return hipSuccess;
}

hipError_t hipMemAdvise(const void* dev_ptr, size_t count, hipMemoryAdvise advice, int device) {
  (void)dev_ptr, (void)count, (void)advice, (void)device;
  return hipSuccess;
}

}  // extern "C"
