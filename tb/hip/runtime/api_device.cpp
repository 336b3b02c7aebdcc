// The device (one gfx1100 as the model runs it), streams and events, and errors. Every launch
// and copy runs when it is called, in the order called, so every stream is in order and
// complete at once; an event records the device clock: the model time of the launches before it.
#include <hip/hip_version.h>

#include <algorithm>
#include <cstring>

#include "runtime.h"

using cutlm::hip::Runtime;
using cutlm::hip::set_last;

namespace {

// gfx1100 as the Radeon RX 7900 XTX has it, with the model's own clock and compute units.
void fill_properties(hipDeviceProp_t* p, const Runtime& rt) {
  std::memset(p, 0, sizeof *p);
  std::snprintf(p->name, sizeof p->name, "AMD Radeon RX 7900 XTX (cutlm gfx1100 model, %s)",
                rt.timing.c_str());
  std::snprintf(p->gcnArchName, sizeof p->gcnArchName, "gfx1100");
  p->gcnArch = 1100;
  p->major = 11;
  p->minor = 0;
  p->totalGlobalMem = rt.heap_size;
  p->sharedMemPerBlock = rt.lds_per_workgroup;
  p->maxSharedMemoryPerMultiProcessor = rt.lds_per_workgroup;
  // 1536 wave32 VGPRs of 32 lanes on each of the CU's two SIMDs (isa/gfx1100_timing.json).
  p->regsPerBlock = 2 * 1536 * 32;
  p->warpSize = 32;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
  // The model takes any grid whose work-items per dimension fit in 32 bits; int caps the field.
  p->maxGridSize[0] = p->maxGridSize[1] = p->maxGridSize[2] = 2147483647;
  // The model's clock, in kHz.
  p->clockRate = static_cast<int>(1e6 / rt.clock_ns + 0.5);
  p->clockInstructionRate = p->clockRate;
  // The RX 7900 XTX's 384-bit GDDR6 at 960 GB/s and 6 MiB L2 (docs: NOTES, whole-GPU facts);
  // the clock is what CUDA's reading of these fields (2 x clock x width) makes of 960 GB/s.
  p->memoryBusWidth = 384;
  p->memoryClockRate = 10000000;
  p->l2CacheSize = 6 * 1024 * 1024;
  p->totalConstMem = 2147483647;
  p->multiProcessorCount = static_cast<int>(rt.compute_units);
  // 2 SIMDs x 16 wave slots, a wave64 in each (isa/gfx1100_timing.json).
  p->maxThreadsPerMultiProcessor = 2048;
  p->concurrentKernels = 1;
  p->canMapHostMemory = 1;
  p->managedMemory = 1;
  p->directManagedMemAccessFromHost = 1;
  p->concurrentManagedAccess = 1;
  p->isLargeBar = 1;
  p->memPitch = 2147483647;
  p->textureAlignment = 256;
  p->texturePitchAlignment = 256;
  p->cooperativeLaunch = 0;
  hipDeviceArch_t& a = p->arch;
  a.hasGlobalInt32Atomics = a.hasGlobalFloatAtomicExch = a.hasSharedInt32Atomics = 1;
  a.hasSharedFloatAtomicExch = a.hasFloatAtomicAdd = a.hasGlobalInt64Atomics = 1;
  a.hasSharedInt64Atomics = a.hasDoubles = a.hasWarpVote = a.hasWarpBallot = 1;
  a.hasWarpShuffle = a.hasFunnelShift = a.hasThreadFenceSystem = a.hasSyncThreadsExt = 1;
  a.has3dGrid = 1;
  a.hasDynamicParallelism = 0;
}

bool valid_device(int device) { return device == 0; }

ihipEvent_t* live_event(hipEvent_t event) {
  for (const auto& e : Runtime::get().events) {
    if (e.get() == event) return e.get();
  }
  return nullptr;
}

bool live_stream(hipStream_t stream) {
  if (stream == nullptr) return true;  // the null stream
  for (const auto& s : Runtime::get().streams) {
    if (s.get() == stream) return true;
  }
  return false;
}

}  // namespace

extern "C" {

hipError_t hipInit(unsigned int flags) {
  (void)flags;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  return set_last(rt.connected() ? hipSuccess : hipErrorNoDevice);
}

hipError_t hipDriverGetVersion(int* version) {
  if (version == nullptr) return set_last(hipErrorInvalidValue);
  *version = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int* version) {
  if (version == nullptr) return set_last(hipErrorInvalidValue);
  *version = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipGetDeviceCount(int* count) {
  if (count == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  *count = rt.connected() ? 1 : 0;
  return *count == 0 ? set_last(hipErrorNoDevice) : hipSuccess;
}

hipError_t hipGetDevice(int* device) {
  if (device == nullptr) return set_last(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipSetDevice(int device) {
  return valid_device(device) ? hipSuccess : set_last(hipErrorInvalidDevice);
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (device == nullptr) return set_last(hipErrorInvalidValue);
  if (!valid_device(ordinal)) return set_last(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}

hipError_t hipSetDeviceFlags(unsigned flags) {
  (void)flags;
  return hipSuccess;
}

hipError_t hipGetDeviceFlags(unsigned int* flags) {
  if (flags == nullptr) return set_last(hipErrorInvalidValue);
  *flags = 0;
  return hipSuccess;
}

hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
  (void)prop;
  if (device == nullptr) return set_last(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device) {
  if (prop == nullptr) return set_last(hipErrorInvalidValue);
  if (!valid_device(device)) return set_last(hipErrorInvalidDevice);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (!rt.connected()) return set_last(hipErrorNoDevice);
  fill_properties(prop, rt);
  return hipSuccess;
}

hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  hipDeviceProp_t p;
  const hipError_t e = hipGetDeviceProperties(&p, device);
  if (e != hipSuccess) return e;
  if (name == nullptr || len <= 0) return set_last(hipErrorInvalidValue);
  std::snprintf(name, static_cast<size_t>(len), "%s", p.name);
  return hipSuccess;
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  if (major == nullptr || minor == nullptr) return set_last(hipErrorInvalidValue);
  if (!valid_device(device)) return set_last(hipErrorInvalidDevice);
  *major = 11;
  *minor = 0;
  return hipSuccess;
}

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  hipDeviceProp_t p;
  const hipError_t e = hipGetDeviceProperties(&p, device);
  if (e != hipSuccess) return e;
  if (bytes == nullptr) return set_last(hipErrorInvalidValue);
  *bytes = p.totalGlobalMem;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  hipDeviceProp_t p;
  const hipError_t e = hipGetDeviceProperties(&p, device);
  if (e != hipSuccess) return e;
  if (value == nullptr) return set_last(hipErrorInvalidValue);
  switch (attr) {
    case hipDeviceAttributeClockRate: *value = p.clockRate; break;
    case hipDeviceAttributeClockInstructionRate: *value = p.clockInstructionRate; break;
    case hipDeviceAttributeMemoryClockRate: *value = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: *value = p.memoryBusWidth; break;
    case hipDeviceAttributeMultiprocessorCount: *value = p.multiProcessorCount; break;
    case hipDeviceAttributeWarpSize: *value = p.warpSize; break;
    case hipDeviceAttributeMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: *value = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: *value = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: *value = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock:
    case hipDeviceAttributeSharedMemPerBlockOptin:
      *value = static_cast<int>(p.sharedMemPerBlock);
      break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
    case hipDeviceAttributeSharedMemPerMultiprocessor:
      *value = static_cast<int>(p.maxSharedMemoryPerMultiProcessor);
      break;
    case hipDeviceAttributeMaxRegistersPerBlock:
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: *value = p.regsPerBlock; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor:
      *value = p.maxThreadsPerMultiProcessor;
      break;
    case hipDeviceAttributeL2CacheSize: *value = p.l2CacheSize; break;
    case hipDeviceAttributeComputeCapabilityMajor: *value = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: *value = p.minor; break;
    case hipDeviceAttributeGcnArch: *value = p.gcnArch; break;
    case hipDeviceAttributeTotalConstantMemory: *value = static_cast<int>(p.totalConstMem); break;
    case hipDeviceAttributeConcurrentKernels: *value = p.concurrentKernels; break;
    case hipDeviceAttributeManagedMemory: *value = p.managedMemory; break;
    case hipDeviceAttributeCanMapHostMemory: *value = p.canMapHostMemory; break;
    case hipDeviceAttributeConcurrentManagedAccess: *value = p.concurrentManagedAccess; break;
    case hipDeviceAttributeDirectManagedMemAccessFromHost:
      *value = p.directManagedMemAccessFromHost;
      break;
    case hipDeviceAttributeIntegrated: *value = p.integrated; break;
    case hipDeviceAttributeCooperativeLaunch: *value = p.cooperativeLaunch; break;
    case hipDeviceAttributeEccEnabled: *value = 0; break;
    case hipDeviceAttributeComputeMode: *value = 0; break;
    case hipDeviceAttributePciBusId:
    case hipDeviceAttributePciDeviceId:
    case hipDeviceAttributePciDomainID: *value = 0; break;
    case hipDeviceAttributeTextureAlignment: *value = static_cast<int>(p.textureAlignment); break;
    default: return set_last(hipErrorInvalidValue);
  }
  return hipSuccess;
}

hipError_t hipDeviceGetLimit(size_t* value, enum hipLimit_t limit) {
  if (value == nullptr) return set_last(hipErrorInvalidValue);
  switch (limit) {
    case hipLimitMallocHeapSize: *value = 0; return hipSuccess;
    default: return set_last(hipErrorUnsupportedLimit);
  }
}

hipError_t hipDeviceCanAccessPeer(int* can_access, int device, int peer) {
  (void)device, (void)peer;
  if (can_access == nullptr) return set_last(hipErrorInvalidValue);
  *can_access = 0;
  return hipSuccess;
}

hipError_t hipDeviceSetCacheConfig(hipFuncCache_t config) {
  (void)config;
  return hipSuccess;
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* config) {
  if (config == nullptr) return set_last(hipErrorInvalidValue);
  *config = hipFuncCachePreferNone;
  return hipSuccess;
}

hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config) {
  (void)config;
  return hipSuccess;
}

hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* config) {
  if (config == nullptr) return set_last(hipErrorInvalidValue);
  *config = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}

hipError_t hipDeviceGetStreamPriorityRange(int* least, int* greatest) {
  if (least != nullptr) *least = 0;
  if (greatest != nullptr) *greatest = 0;
  return hipSuccess;
}

hipError_t hipDeviceSynchronize(void) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  return set_last(rt.take_pending());
}

hipError_t hipCtxSynchronize(void) { return hipDeviceSynchronize(); }

hipError_t hipDeviceReset(void) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  rt.pending = hipSuccess;
  return hipSuccess;
}

// Streams: all in order and complete as soon as their work is issued.

hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
  if (stream == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  auto s = std::make_unique<ihipStream_t>();
  s->flags = flags;
  s->priority = priority;
  *stream = s.get();
  rt.streams.push_back(std::move(s));
  return hipSuccess;
}

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  return hipStreamCreateWithPriority(stream, flags, 0);
}

hipError_t hipStreamCreate(hipStream_t* stream) {
  return hipStreamCreateWithPriority(stream, 0, 0);
}

hipError_t hipStreamDestroy(hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  for (auto it = rt.streams.begin(); it != rt.streams.end(); ++it) {
    if (it->get() != stream) continue;
    rt.streams.erase(it);
    return hipSuccess;
  }
  return set_last(hipErrorInvalidHandle);
}

hipError_t hipStreamSynchronize(hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (!live_stream(stream)) return set_last(hipErrorInvalidHandle);
  return set_last(rt.take_pending());
}

hipError_t hipStreamQuery(hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  return live_stream(stream) ? hipSuccess : set_last(hipErrorInvalidHandle);
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  (void)flags;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (!live_stream(stream) || live_event(event) == nullptr) return set_last(hipErrorInvalidHandle);
  return hipSuccess;
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (flags == nullptr || !live_stream(stream)) return set_last(hipErrorInvalidValue);
  *flags = stream == nullptr ? 0 : stream->flags;
  return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (priority == nullptr || !live_stream(stream)) return set_last(hipErrorInvalidValue);
  *priority = stream == nullptr ? 0 : stream->priority;
  return hipSuccess;
}

hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* user_data,
                                unsigned int flags) {
  (void)flags;
  if (callback == nullptr) return set_last(hipErrorInvalidValue);
  hipError_t status = hipSuccess;
  {
    Runtime& rt = Runtime::get();
    std::lock_guard<std::mutex> lock(rt.mutex);
    if (!live_stream(stream)) return set_last(hipErrorInvalidHandle);
    status = rt.pending;
  }
  // The stream's work is done: the callback runs now (outside the lock: it may call HIP).
  callback(stream, status, user_data);
  return hipSuccess;
}

hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* user_data) {
  if (fn == nullptr) return set_last(hipErrorInvalidValue);
  {
    Runtime& rt = Runtime::get();
    std::lock_guard<std::mutex> lock(rt.mutex);
    if (!live_stream(stream)) return set_last(hipErrorInvalidHandle);
  }
  fn(user_data);
  return hipSuccess;
}

// Events: the device clock at the point of the stream they are recorded in.

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (event == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  auto e = std::make_unique<ihipEvent_t>();
  e->flags = flags;
  *event = e.get();
  rt.events.push_back(std::move(e));
  return hipSuccess;
}

hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, 0); }

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipEvent_t* e = live_event(event);
  if (e == nullptr || !live_stream(stream)) return set_last(hipErrorInvalidHandle);
  e->recorded = true;
  e->time_ns = rt.device_time_ns;
  return hipSuccess;
}

hipError_t hipEventDestroy(hipEvent_t event) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  for (auto it = rt.events.begin(); it != rt.events.end(); ++it) {
    if (it->get() != event) continue;
    rt.events.erase(it);
    return hipSuccess;
  }
  return set_last(hipErrorInvalidHandle);
}

hipError_t hipEventSynchronize(hipEvent_t event) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (live_event(event) == nullptr) return set_last(hipErrorInvalidHandle);
  return set_last(rt.take_pending());
}

hipError_t hipEventQuery(hipEvent_t event) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  return live_event(event) != nullptr ? hipSuccess : set_last(hipErrorInvalidHandle);
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (ms == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  const ihipEvent_t* a = live_event(start);
  const ihipEvent_t* b = live_event(stop);
  if (a == nullptr || b == nullptr || !a->recorded || !b->recorded ||
      ((a->flags | b->flags) & hipEventDisableTiming) != 0) {
    return set_last(hipErrorInvalidHandle);
  }
  *ms = static_cast<float>((b->time_ns - a->time_ns) / 1e6);
  return hipSuccess;
}

// Errors.

hipError_t hipGetLastError(void) {
  const hipError_t e = cutlm::hip::last_error();
  cutlm::hip::last_error() = hipSuccess;
  return e;
}

hipError_t hipPeekAtLastError(void) { return cutlm::hip::last_error(); }

const char* hipGetErrorName(hipError_t error) {
  switch (error) {
#define CUTLM_HIP_ERROR(name, text) \
  case name:                        \
    return #name;
#include "errors.def"
#undef CUTLM_HIP_ERROR
    default: return "hipErrorUnknown";
  }
}

const char* hipGetErrorString(hipError_t error) {
  switch (error) {
#define CUTLM_HIP_ERROR(name, text) \
  case name:                        \
    return text;
#include "errors.def"
#undef CUTLM_HIP_ERROR
    default: return "unknown error";
  }
}

}  // extern "C"
