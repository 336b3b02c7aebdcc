// The state behind cutlm's HIP runtime: the connection to the device (`cutlm exec`, or one this
// library starts), the device heap mapped into the program, the registered code objects with
// their kernels and variables, streams and events, and the errors the API reports.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "protocol.h"

// HIP's opaque handles are this library's own types.
struct ihipModule_t {
  uint32_t id = 0;  // the device's module id, once registered
  bool registered = false;
  bool from_fatbin = false;
  std::string label;             // where the code came from, for messages
  const void* fatbin = nullptr;  // a program's offload bundle, registered at its first use
  std::vector<uint8_t> image;    // a code object given by hipModuleLoad*, registered at once
  std::vector<struct ihipModuleSymbol_t*> kernels;
  struct Variable {
    std::string symbol;
    uint64_t image_address = 0;  // where its own code object's code reaches it
    uint64_t size = 0;
    uint8_t* host = nullptr;  // the device's storage, as the program sees it
  };
  std::vector<Variable> variables;
  uint64_t storage = 0;  // the variables' storage in the device heap
};

struct ihipModuleSymbol_t {
  ihipModule_t* module = nullptr;
  uint32_t index = 0;  // in the device's kernel list
  std::string symbol;
  std::string name;
  std::string signature;
  uint32_t kernarg_bytes = 0;
  std::vector<std::pair<uint32_t, uint32_t>> args;  // offset, size of each explicit argument
  uint32_t lds = 0;
  uint32_t scratch = 0;
  uint32_t vgprs = 0;
  uint32_t wave_size = 32;
};

struct ihipStream_t {
  unsigned flags = 0;
  int priority = 0;
};

struct ihipEvent_t {
  unsigned flags = 0;
  bool recorded = false;
  double time_ns = 0;  // the device clock when it was recorded
};

namespace cutlm::hip {

// One allocation of the device heap.
struct Allocation {
  uint64_t size = 0;
  hip_protocol::AllocKind kind = hip_protocol::AllocKind::Device;
};

class Runtime {
 public:
  static Runtime& get();

  std::mutex mutex;

  // Connects on first use; false (with one line on stderr, once) when there is no device.
  bool connected();
  // One request and its reply (the reply's status is the first u32). False when the device is
  // gone (the line is printed once).
  bool request(hip_protocol::Kind kind, const hip_protocol::Writer& payload,
               std::vector<uint8_t>* reply);

  // Device facts from the hello.
  double clock_ns = 1;
  uint32_t compute_units = 1;
  uint64_t lds_per_workgroup = 65536;
  std::string timing;
  uint64_t heap_size = 0;
  uint8_t* heap = nullptr;

  // Device memory.
  std::map<uint64_t, Allocation> allocations;  // by address
  // The allocation holding [address, address + size), or null.
  const Allocation* find_allocation(uint64_t address, uint64_t size, uint64_t* base) const;

  // Code objects: modules by handle, kernels by host stub, variables by host shadow.
  std::vector<std::unique_ptr<ihipModule_t>> modules;
  std::map<const void*, std::pair<ihipModule_t*, std::string>> host_functions;
  std::map<const void*, std::pair<ihipModule_t*, std::string>> host_variables;
  // Registers the module with the device if it is not yet; hipErrorInvalidImage with the
  // reason on stderr when the device cannot load it.
  hipError_t ensure_registered(ihipModule_t& module);
  hipError_t kernel_of_stub(const void* stub, ihipModuleSymbol_t** kernel);
  hipError_t variable_of_shadow(const void* shadow, ihipModule_t::Variable** variable);

  // Runs one launch. `kernarg` holds the explicit arguments at their offsets.
  hipError_t launch(ihipModuleSymbol_t& kernel, dim3 grid, dim3 block, uint32_t dynamic_lds,
                    const std::vector<uint8_t>& kernarg);

  // The device clock: the model time of every launch so far, in ns.
  double device_time_ns = 0;

  // A kernel's fault, reported by the next call that waits for the device.
  hipError_t pending = hipSuccess;
  hipError_t take_pending() {
    const hipError_t e = pending;
    pending = hipSuccess;
    return e;
  }

  // The triple-chevron configurations pushed and not yet popped.
  struct CallConfiguration {
    dim3 grid;
    dim3 block;
    size_t shared = 0;
    hipStream_t stream = nullptr;
  };
  std::vector<CallConfiguration> call_configurations;

  // hipConfigureCall / hipSetupArgument / hipLaunchByPtr.
  CallConfiguration legacy_configuration;
  std::vector<uint8_t> legacy_arguments;

  std::vector<std::unique_ptr<ihipStream_t>> streams;
  std::vector<std::unique_ptr<ihipEvent_t>> events;

 private:
  Runtime() = default;
  bool connect();
  bool start_device(int* socket_fd, int* heap_fd);
  void report_once(const std::string& line);

  bool tried_ = false;
  bool connected_ = false;
  bool gone_ = false;
  int socket_ = -1;
  int server_pid_ = -1;
};

// Every API function ends through this: it records the error as the thread's last one.
hipError_t set_last(hipError_t error);
// The thread's last error (hipGetLastError, hipPeekAtLastError).
hipError_t& last_error();

// One line on stderr, prefixed "cutlm HIP runtime: ".
void report(const std::string& line);

}  // namespace cutlm::hip
