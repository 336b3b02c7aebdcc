// Code objects and launches: what clang's HIP host code calls (fat-binary, function and variable
// registration, the triple-chevron configuration, hipLaunchKernel) and the module API for
// code objects loaded at run time.
#include <dlfcn.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

#include "runtime.h"

using cutlm::hip::Runtime;
using cutlm::hip::set_last;

namespace {

// clang's wrapper around a translation unit's offload bundle (its .hipFatBinSegment entry).
struct FatbinWrapper {
  uint32_t magic;  // "HIPF"
  uint32_t version;
  const void* binary;
  const void* unused;
};
constexpr uint32_t kFatbinMagic = 0x48495046;

// The explicit arguments of a launch at their offsets, from HIP's array of pointers to each.
std::vector<uint8_t> pack_arguments(const ihipModuleSymbol_t& kernel, void** args) {
  std::vector<uint8_t> bytes(kernel.kernarg_bytes, 0);
  for (size_t i = 0; i < kernel.args.size(); ++i) {
    const auto [offset, size] = kernel.args[i];
    if (args != nullptr && args[i] != nullptr && offset + size <= bytes.size())
      std::memcpy(bytes.data() + offset, args[i], size);
  }
  return bytes;
}

hipError_t launch_locked(ihipModuleSymbol_t& kernel, dim3 grid, dim3 block, size_t shared,
                         const std::vector<uint8_t>& kernarg) {
  Runtime& rt = Runtime::get();
  if (shared > rt.lds_per_workgroup) {
    cutlm::hip::report("launch of " + kernel.name + ": " + std::to_string(shared) +
                       " bytes of dynamic shared memory; a workgroup has " +
                       std::to_string(rt.lds_per_workgroup));
    return hipErrorInvalidValue;
  }
  return rt.launch(kernel, grid, block, static_cast<uint32_t>(shared), kernarg);
}

// The file a registered bundle lives in (the executable or a shared library), for messages.
std::string object_file_of(const void* address) {
  Dl_info info{};
  if (dladdr(address, &info) != 0 && info.dli_fname != nullptr && info.dli_fname[0] != '\0')
    return info.dli_fname;
  return "the program";
}

}  // namespace

extern "C" {

void** __hipRegisterFatBinary(const void* data) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  auto module = std::make_unique<ihipModule_t>();
  const auto* wrapper = static_cast<const FatbinWrapper*>(data);
  module->from_fatbin = true;
  if (wrapper != nullptr && wrapper->magic == kFatbinMagic) {
    module->fatbin = wrapper->binary;
  } else {
    // Older compilers pass the bundle itself.
    module->fatbin = data;
  }
  module->label = object_file_of(module->fatbin);
  rt.modules.push_back(std::move(module));
  return reinterpret_cast<void**>(rt.modules.back().get());
}

void __hipUnregisterFatBinary(void** modules) {
  // The program is ending: the device forgets its modules with the connection.
  (void)modules;
}

void __hipRegisterFunction(void** modules, const void* host_function, char* device_function,
                           const char* device_name, unsigned int thread_limit, void* tid, void* bid,
                           dim3* block_dim, dim3* grid_dim, int* wave_size) {
  (void)device_function, (void)thread_limit, (void)tid, (void)bid, (void)block_dim;
  (void)grid_dim, (void)wave_size;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  rt.host_functions[host_function] = {reinterpret_cast<ihipModule_t*>(modules), device_name};
}

void __hipRegisterVar(void** modules, void* var, char* host_var, char* device_var, int ext,
                      size_t size, int constant, int global) {
  (void)host_var, (void)ext, (void)size, (void)constant, (void)global;
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  rt.host_variables[var] = {reinterpret_cast<ihipModule_t*>(modules), device_var};
}

void __hipRegisterManagedVar(void* module, void** pointer, void* init_value, const char* name,
                             size_t size, unsigned align) {
  (void)module, (void)pointer, (void)init_value, (void)name, (void)size, (void)align;
  cutlm::hip::report(std::string("__managed__ variable ") + name +
                     " is not supported: use hipMallocManaged");
}

hipError_t __hipPushCallConfiguration(dim3 grid, dim3 block, size_t shared, hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  rt.call_configurations.push_back({grid, block, shared, stream});
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3* grid, dim3* block, size_t* shared, hipStream_t* stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (rt.call_configurations.empty()) return set_last(hipErrorMissingConfiguration);
  const Runtime::CallConfiguration c = rt.call_configurations.back();
  rt.call_configurations.pop_back();
  *grid = c.grid;
  *block = c.block;
  *shared = c.shared;
  *stream = c.stream;
  return hipSuccess;
}

hipError_t hipLaunchKernel(const void* function_address, dim3 grid, dim3 block, void** args,
                           size_t shared, hipStream_t stream) {
  (void)stream;  // every stream runs in order, at once
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModuleSymbol_t* kernel = nullptr;
  hipError_t e = rt.kernel_of_stub(function_address, &kernel);
  if (e != hipSuccess) return set_last(e);
  return set_last(launch_locked(*kernel, grid, block, shared, pack_arguments(*kernel, args)));
}

hipError_t hipExtLaunchKernel(const void* function_address, dim3 grid, dim3 block, void** args,
                              size_t shared, hipStream_t stream, hipEvent_t start, hipEvent_t stop,
                              int flags) {
  (void)flags;
  if (start != nullptr) {
    const hipError_t e = hipEventRecord(start, stream);
    if (e != hipSuccess) return e;
  }
  const hipError_t e = hipLaunchKernel(function_address, grid, block, args, shared, stream);
  if (e == hipSuccess && stop != nullptr) return hipEventRecord(stop, stream);
  return e;
}

hipError_t hipConfigureCall(dim3 grid, dim3 block, size_t shared, hipStream_t stream) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  rt.legacy_configuration = {grid, block, shared, stream};
  rt.legacy_arguments.clear();
  return hipSuccess;
}

hipError_t hipSetupArgument(const void* arg, size_t size, size_t offset) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  if (arg == nullptr || offset + size > 4096) return set_last(hipErrorInvalidValue);
  if (rt.legacy_arguments.size() < offset + size) rt.legacy_arguments.resize(offset + size, 0);
  std::memcpy(rt.legacy_arguments.data() + offset, arg, size);
  return hipSuccess;
}

hipError_t hipLaunchByPtr(const void* function_address) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModuleSymbol_t* kernel = nullptr;
  hipError_t e = rt.kernel_of_stub(function_address, &kernel);
  if (e != hipSuccess) return set_last(e);
  std::vector<uint8_t> kernarg = rt.legacy_arguments;
  kernarg.resize(std::max<size_t>(kernarg.size(), kernel->kernarg_bytes), 0);
  const Runtime::CallConfiguration c = rt.legacy_configuration;
  return set_last(launch_locked(*kernel, c.grid, c.block, c.shared, kernarg));
}

// The module API: code objects (.hsaco, offload bundles, host objects with .hip_fatbin) loaded
// at run time.

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  if (module == nullptr || fname == nullptr) return set_last(hipErrorInvalidValue);
  std::ifstream in(fname, std::ios::binary);
  if (!in) {
    cutlm::hip::report(std::string("hipModuleLoad: cannot open ") + fname + ": " +
                       std::strerror(errno));
    return set_last(hipErrorFileNotFound);
  }
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  auto m = std::make_unique<ihipModule_t>();
  m->label = fname;
  m->image = std::move(bytes);
  const hipError_t e = rt.ensure_registered(*m);
  if (e != hipSuccess) return set_last(e);
  *module = m.get();
  rt.modules.push_back(std::move(m));
  return hipSuccess;
}

namespace {

// The size of an in-memory code object: an ELF's furthest section or header, or a bundle's
// furthest entry.
uint64_t image_extent(const uint8_t* image) {
  if (std::memcmp(image,
                  "\x7f"
                  "ELF",
                  4) != 0 ||
      image[4] != 2)
    return 0;
  uint64_t shoff = 0, phoff = 0;
  uint16_t shentsize = 0, shnum = 0, phentsize = 0, phnum = 0;
  std::memcpy(&phoff, image + 0x20, 8);
  std::memcpy(&shoff, image + 0x28, 8);
  std::memcpy(&phentsize, image + 0x36, 2);
  std::memcpy(&phnum, image + 0x38, 2);
  std::memcpy(&shentsize, image + 0x3a, 2);
  std::memcpy(&shnum, image + 0x3c, 2);
  if (shoff > (uint64_t{1} << 32) || phoff > (uint64_t{1} << 32)) return 0;
  uint64_t extent = std::max<uint64_t>(64, shoff + uint64_t{shentsize} * shnum);
  extent = std::max<uint64_t>(extent, phoff + uint64_t{phentsize} * phnum);
  for (uint16_t i = 0; i < shnum && shentsize >= 64; ++i) {
    const uint8_t* sh = image + shoff + uint64_t{i} * shentsize;
    uint32_t type = 0;
    uint64_t offset = 0, size = 0;
    std::memcpy(&type, sh + 4, 4);
    std::memcpy(&offset, sh + 0x18, 8);
    std::memcpy(&size, sh + 0x20, 8);
    if (type != 8 /*SHT_NOBITS*/ && offset < (uint64_t{1} << 32) && size < (uint64_t{1} << 32))
      extent = std::max(extent, offset + size);
  }
  return extent;
}

}  // namespace

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  if (module == nullptr || image == nullptr) return set_last(hipErrorInvalidValue);
  const auto* bytes = static_cast<const uint8_t*>(image);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  auto m = std::make_unique<ihipModule_t>();
  m->label = "the code object given to hipModuleLoadData";
  if (std::memcmp(bytes, "__CLANG_OFFLOAD_BUNDLE__", 24) == 0) {
    m->from_fatbin = true;
    m->fatbin = image;
  } else {
    const uint64_t size = image_extent(bytes);
    if (size == 0) {
      cutlm::hip::report(
          "hipModuleLoadData: the image is neither an ELF code object nor an "
          "offload bundle");
      return set_last(hipErrorInvalidImage);
    }
    m->image.assign(bytes, bytes + size);
  }
  const hipError_t e = rt.ensure_registered(*m);
  if (e != hipSuccess) return set_last(e);
  *module = m.get();
  rt.modules.push_back(std::move(m));
  return hipSuccess;
}

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int num_options,
                               hipJitOption* options, void** option_values) {
  (void)num_options, (void)options, (void)option_values;
  return hipModuleLoadData(module, image);
}

hipError_t hipModuleUnload(hipModule_t module) {
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  for (auto it = rt.modules.begin(); it != rt.modules.end(); ++it) {
    if (it->get() != module || module->from_fatbin) continue;
    if (module->registered) {
      cutlm::hip_protocol::Writer w;
      w.put<uint32_t>(module->id);
      std::vector<uint8_t> reply;
      rt.request(cutlm::hip_protocol::Kind::Unregister, w, &reply);
    }
    for (ihipModuleSymbol_t* k : module->kernels) delete k;
    rt.allocations.erase(module->storage);
    rt.modules.erase(it);
    return hipSuccess;
  }
  return set_last(hipErrorInvalidHandle);
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  if (function == nullptr || module == nullptr || kname == nullptr)
    return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  const hipError_t e = rt.ensure_registered(*module);
  if (e != hipSuccess) return set_last(e);
  // The symbol, as HIP takes it; also the plain name when only one kernel has it.
  ihipModuleSymbol_t* by_name = nullptr;
  int named = 0;
  for (ihipModuleSymbol_t* k : module->kernels) {
    if (k->symbol == kname) {
      *function = k;
      return hipSuccess;
    }
    if (k->name == kname) by_name = k, ++named;
  }
  if (named == 1) {
    *function = by_name;
    return hipSuccess;
  }
  std::string list;
  for (ihipModuleSymbol_t* k : module->kernels)
    list += (list.empty() ? "" : ", ") + k->signature +
            (k->signature == k->symbol ? "" : " [" + k->symbol + "]");
  cutlm::hip::report(std::string("hipModuleGetFunction: ") + module->label + " has no kernel \"" +
                     kname + "\"" + (named > 1 ? " by one name" : "") +
                     " (kernels: " + (list.empty() ? "none" : list) + ")");
  return set_last(hipErrorNotFound);
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t module,
                              const char* name) {
  if (module == nullptr || name == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  const hipError_t e = rt.ensure_registered(*module);
  if (e != hipSuccess) return set_last(e);
  for (const ihipModule_t::Variable& v : module->variables) {
    if (v.symbol != name) continue;
    // Its storage in the device heap: copies and kernels reach it there.
    if (dptr != nullptr) *dptr = v.host;
    if (bytes != nullptr) *bytes = v.size;
    return hipSuccess;
  }
  return set_last(hipErrorNotFound);
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int grid_x, unsigned int grid_y,
                                 unsigned int grid_z, unsigned int block_x, unsigned int block_y,
                                 unsigned int block_z, unsigned int shared, hipStream_t stream,
                                 void** kernel_params, void** extra) {
  (void)stream;
  if (f == nullptr) return set_last(hipErrorInvalidResourceHandle);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  std::vector<uint8_t> kernarg;
  if (kernel_params != nullptr) {
    kernarg = pack_arguments(*f, kernel_params);
  } else if (extra != nullptr) {
    // {HIP_LAUNCH_PARAM_BUFFER_POINTER, buffer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
    //  HIP_LAUNCH_PARAM_END}: the arguments already laid out.
    const void* buffer = nullptr;
    size_t size = 0;
    for (size_t i = 0; extra[i] != HIP_LAUNCH_PARAM_END && i < 16; i += 2) {
      if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) buffer = extra[i + 1];
      if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE) size = *static_cast<size_t*>(extra[i + 1]);
    }
    if (buffer == nullptr) return set_last(hipErrorInvalidValue);
    kernarg.assign(std::max<size_t>(size, f->kernarg_bytes), 0);
    std::memcpy(kernarg.data(), buffer, size);
  } else {
    kernarg.assign(f->kernarg_bytes, 0);
  }
  return set_last(launch_locked(*f, dim3(grid_x, grid_y, grid_z), dim3(block_x, block_y, block_z),
                                shared, kernarg));
}

hipError_t hipFuncGetAttributes(struct hipFuncAttributes* attr, const void* func) {
  if (attr == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  std::lock_guard<std::mutex> lock(rt.mutex);
  ihipModuleSymbol_t* kernel = nullptr;
  const hipError_t e = rt.kernel_of_stub(func, &kernel);
  if (e != hipSuccess) return set_last(e);
  std::memset(attr, 0, sizeof *attr);
  attr->localSizeBytes = kernel->scratch;
  attr->sharedSizeBytes = kernel->lds;
  attr->maxDynamicSharedSizeBytes = static_cast<int>(rt.lds_per_workgroup - kernel->lds);
  attr->maxThreadsPerBlock = 1024;
  attr->numRegs = static_cast<int>(kernel->vgprs);
  attr->binaryVersion = 110;
  attr->ptxVersion = 110;
  return hipSuccess;
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t f) {
  if (value == nullptr || f == nullptr) return set_last(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = 1024; break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = static_cast<int>(f->lds); break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = static_cast<int>(f->scratch); break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = static_cast<int>(f->vgprs); break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      *value = static_cast<int>(rt.lds_per_workgroup - f->lds);
      break;
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION:
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = 110; break;
    default: return set_last(hipErrorInvalidValue);
  }
  return hipSuccess;
}

hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t config) {
  (void)func, (void)config;
  return hipSuccess;
}

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  (void)func, (void)attr, (void)value;
  return hipSuccess;
}

}  // extern "C"
