#include "runtime.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern char** environ;

namespace cutlm::hip {

namespace protocol = hip_protocol;

void report(const std::string& line) {
  std::fprintf(stderr, "cutlm HIP runtime: %s\n", line.c_str());
  std::fflush(stderr);
}

hipError_t& last_error() {
  static thread_local hipError_t error = hipSuccess;
  return error;
}

hipError_t set_last(hipError_t error) {
  if (error != hipSuccess) last_error() = error;
  return error;
}

Runtime& Runtime::get() {
  // Never destroyed: the program's own exit handlers (__hipUnregisterFatBinary) may run after
  // every static destructor.
  static Runtime* runtime = new Runtime();
  return *runtime;
}

void Runtime::report_once(const std::string& line) {
  if (gone_) return;
  gone_ = true;
  report(line);
}

bool Runtime::connected() {
  if (!tried_) {
    tried_ = true;
    connected_ = connect();
  }
  return connected_ && !gone_;
}

namespace {

using hip_protocol::read_all;
using hip_protocol::write_all;

// "S,H": the socket and heap descriptors; false when malformed.
bool parse_descriptors(const char* text, int* socket_fd, int* heap_fd) {
  char* end = nullptr;
  const long s = std::strtol(text, &end, 10);
  if (end == text || *end != ',') return false;
  const char* second = end + 1;
  const long h = std::strtol(second, &end, 10);
  if (end == second || *end != '\0' || s < 0 || h < 0 || s > 65535 || h > 65535) return false;
  *socket_fd = static_cast<int>(s);
  *heap_fd = static_cast<int>(h);
  return true;
}

// At exit, a device this library started ends with the program: the socket closes, the device
// prints its summary, and the program waits for it.
int started_device_pid = -1;
int started_device_socket = -1;
void stop_started_device() {
  if (started_device_pid <= 0) return;
  close(started_device_socket);
  int status = 0;
  while (waitpid(started_device_pid, &status, 0) < 0 && errno == EINTR) {
  }
  started_device_pid = -1;
}

}  // namespace

// A program run without `cutlm exec` starts its own device: `cutlm exec --serve S,H` with the
// default options, on a socket pair and a heap made here.
bool Runtime::start_device(int* socket_fd, int* heap_fd) {
  const char* cutlm = std::getenv("CUTLM");
  const std::string binary = cutlm != nullptr && *cutlm != '\0' ? cutlm : CUTLM_BINARY_DEFAULT;
  if (access(binary.c_str(), X_OK) != 0) {
    report(
        "no device: run the program with `cutlm exec -- PROGRAM`, or set CUTLM to the cutlm "
        "executable (" +
        binary + ": " + std::strerror(errno) + ")");
    return false;
  }
  const int heap_file = memfd_create("cutlm-hip-heap", 0);
  if (heap_file < 0 || ftruncate(heap_file, static_cast<off_t>(protocol::kHeapBytes)) != 0) {
    report(std::string("no device: cannot make the device heap: ") + std::strerror(errno));
    if (heap_file >= 0) close(heap_file);
    return false;
  }
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) {
    report(std::string("no device: cannot make a socket pair: ") + std::strerror(errno));
    close(heap_file);
    return false;
  }
  fcntl(pair[0], F_SETFD, FD_CLOEXEC);
  const std::string fds = std::to_string(pair[1]) + "," + std::to_string(heap_file);
  std::vector<std::string> words = {binary, "exec", "--serve", fds};
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int error = posix_spawn(&pid, binary.c_str(), nullptr, nullptr, argv.data(), environ);
  close(pair[1]);
  if (error != 0) {
    report("no device: cannot start " + binary + ": " + std::strerror(error));
    close(pair[0]);
    close(heap_file);
    return false;
  }
  server_pid_ = pid;
  started_device_pid = pid;
  started_device_socket = pair[0];
  std::atexit(stop_started_device);
  *socket_fd = pair[0];
  *heap_fd = heap_file;
  return true;
}

bool Runtime::connect() {
  int socket_fd = -1;
  int heap_fd = -1;
  const char* fds = std::getenv(protocol::kEnvDescriptors);
  if (fds != nullptr) {
    if (!parse_descriptors(fds, &socket_fd, &heap_fd)) {
      report(std::string("no device: ") + protocol::kEnvDescriptors + "=\"" + fds +
             "\" is not SOCKET,HEAP");
      return false;
    }
    // The program's own children start devices of their own.
    unsetenv(protocol::kEnvDescriptors);
    fcntl(socket_fd, F_SETFD, FD_CLOEXEC);
    fcntl(heap_fd, F_SETFD, FD_CLOEXEC);
  } else if (!start_device(&socket_fd, &heap_fd)) {
    return false;
  }
  struct stat st {};
  if (fstat(heap_fd, &st) != 0 || st.st_size <= 0) {
    report(std::string("no device: the device heap cannot be read: ") + std::strerror(errno));
    return false;
  }
  heap_size = static_cast<uint64_t>(st.st_size);
  void* map =
      mmap(nullptr, heap_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, heap_fd, 0);
  if (map == MAP_FAILED) {
    report(std::string("no device: cannot map the device heap: ") + std::strerror(errno));
    return false;
  }
  close(heap_fd);
  heap = static_cast<uint8_t*>(map);
  socket_ = socket_fd;
  protocol::Writer hello;
  hello.put<uint64_t>(reinterpret_cast<uint64_t>(heap));
  hello.put<uint64_t>(heap_size);
  connected_ = true;
  std::vector<uint8_t> reply;
  if (!request(protocol::Kind::Hello, hello, &reply)) return false;
  protocol::Reader r(reply);
  const auto status = static_cast<protocol::Status>(r.get<uint32_t>());
  clock_ns = r.get<double>();
  compute_units = r.get<uint32_t>();
  lds_per_workgroup = r.get<uint64_t>();
  timing = r.get_string();
  const std::string message = r.get_string();
  if (!r.ok() || status != protocol::Status::Ok) {
    report("no device: " + (message.empty() ? std::string("the device refused") : message));
    return false;
  }
  return true;
}

bool Runtime::request(protocol::Kind kind, const protocol::Writer& payload,
                      std::vector<uint8_t>* reply) {
  if (!connected_ || gone_) return false;
  protocol::Header header;
  header.kind = static_cast<uint32_t>(kind);
  header.size = static_cast<uint32_t>(payload.bytes().size());
  if (payload.bytes().size() > UINT32_MAX || !write_all(socket_, &header, sizeof header) ||
      !write_all(socket_, payload.bytes().data(), payload.bytes().size())) {
    report_once("the device has gone (cutlm exec ended); no more launches run");
    return false;
  }
  protocol::Header answer;
  if (!read_all(socket_, &answer, sizeof answer) || answer.kind != header.kind) {
    report_once("the device has gone (cutlm exec ended); no more launches run");
    return false;
  }
  reply->assign(answer.size, 0);
  if (!read_all(socket_, reply->data(), reply->size())) {
    report_once("the device has gone (cutlm exec ended); no more launches run");
    return false;
  }
  return true;
}

const Allocation* Runtime::find_allocation(uint64_t address, uint64_t size, uint64_t* base) const {
  auto it = allocations.upper_bound(address);
  if (it == allocations.begin()) return nullptr;
  --it;
  if (address - it->first > it->second.size || size > it->second.size - (address - it->first)) {
    return nullptr;
  }
  if (base != nullptr) *base = it->first;
  return &it->second;
}

namespace {

// The extent of a clang offload bundle ("__CLANG_OFFLOAD_BUNDLE__", then the entry count and
// per entry its offset, size and id): 0 when the header is not one.
uint64_t bundle_extent(const uint8_t* data) {
  static const char kMagic[] = "__CLANG_OFFLOAD_BUNDLE__";
  constexpr size_t kMagicSize = sizeof kMagic - 1;
  if (std::memcmp(data, kMagic, kMagicSize) != 0) return 0;
  uint64_t at = kMagicSize;
  uint64_t count = 0;
  std::memcpy(&count, data + at, 8);
  at += 8;
  if (count == 0 || count > 4096) return 0;
  uint64_t extent = at;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset = 0, size = 0, id_size = 0;
    std::memcpy(&offset, data + at, 8);
    std::memcpy(&size, data + at + 8, 8);
    std::memcpy(&id_size, data + at + 16, 8);
    if (id_size > 4096 || offset > (uint64_t{1} << 32) || size > (uint64_t{1} << 32)) return 0;
    at += 24 + id_size;
    extent = std::max({extent, at, offset + size});
  }
  return extent;
}

}  // namespace

hipError_t Runtime::ensure_registered(ihipModule_t& module) {
  if (module.registered) return hipSuccess;
  if (!connected()) return hipErrorNoDevice;
  const uint8_t* code = module.image.data();
  uint64_t size = module.image.size();
  if (module.from_fatbin) {
    code = static_cast<const uint8_t*>(module.fatbin);
    size = bundle_extent(code);
    if (size == 0) {
      report(module.label + ": the device code is not an offload bundle this runtime reads " +
             (std::memcmp(code, "CCOB", 4) == 0
                  ? std::string("(a compressed bundle: build without --offload-compress)")
                  : std::string("(no __CLANG_OFFLOAD_BUNDLE__ header)")));
      return hipErrorInvalidImage;
    }
  }
  protocol::Writer w;
  w.put_string(module.label);
  w.put_bytes(code, size);
  std::vector<uint8_t> reply;
  if (!request(protocol::Kind::Register, w, &reply)) return hipErrorNoDevice;
  protocol::Reader r(reply);
  const auto status = static_cast<protocol::Status>(r.get<uint32_t>());
  const std::string message = r.get_string();
  if (status != protocol::Status::Ok) {
    // The device printed the loader's line.
    return hipErrorInvalidImage;
  }
  module.id = r.get<uint32_t>();
  const uint32_t kernels = r.get<uint32_t>();
  for (uint32_t k = 0; k < kernels && r.ok(); ++k) {
    auto* kernel = new ihipModuleSymbol_t();
    kernel->module = &module;
    kernel->index = k;
    kernel->symbol = r.get_string();
    kernel->name = r.get_string();
    kernel->signature = r.get_string();
    kernel->kernarg_bytes = r.get<uint32_t>();
    const uint32_t args = r.get<uint32_t>();
    for (uint32_t a = 0; a < args && r.ok(); ++a) {
      const uint32_t offset = r.get<uint32_t>();
      const uint32_t arg_size = r.get<uint32_t>();
      kernel->args.emplace_back(offset, arg_size);
    }
    kernel->lds = r.get<uint32_t>();
    kernel->scratch = r.get<uint32_t>();
    kernel->vgprs = r.get<uint32_t>();
    kernel->wave_size = r.get<uint32_t>();
    module.kernels.push_back(kernel);
  }
  const uint32_t variables = r.get<uint32_t>();
  for (uint32_t v = 0; v < variables && r.ok(); ++v) {
    ihipModule_t::Variable var;
    var.symbol = r.get_string();
    var.image_address = r.get<uint64_t>();
    var.size = r.get<uint64_t>();
    const uint64_t host = r.get<uint64_t>();
    var.host = reinterpret_cast<uint8_t*>(host);
    module.variables.push_back(var);
  }
  const uint64_t storage = r.get<uint64_t>();
  const uint64_t storage_size = r.get<uint64_t>();
  if (storage != 0) allocations[storage] = {storage_size, hip_protocol::AllocKind::Module};
  module.storage = storage;
  if (!r.ok()) {
    report(module.label + ": the device's description of the code object is truncated");
    return hipErrorInvalidImage;
  }
  module.registered = true;
  return hipSuccess;
}

hipError_t Runtime::kernel_of_stub(const void* stub, ihipModuleSymbol_t** kernel) {
  const auto it = host_functions.find(stub);
  if (it == host_functions.end()) {
    report("hipLaunchKernel: no kernel is registered for the function at " +
           std::to_string(reinterpret_cast<uintptr_t>(stub)));
    return hipErrorInvalidDeviceFunction;
  }
  ihipModule_t& module = *it->second.first;
  const hipError_t e = ensure_registered(module);
  if (e != hipSuccess) return e;
  for (ihipModuleSymbol_t* k : module.kernels) {
    if (k->symbol == it->second.second) {
      *kernel = k;
      return hipSuccess;
    }
  }
  report(module.label + ": kernel " + it->second.second + " is not in the gfx1100 device code");
  return hipErrorInvalidDeviceFunction;
}

hipError_t Runtime::variable_of_shadow(const void* shadow, ihipModule_t::Variable** variable) {
  const auto it = host_variables.find(shadow);
  if (it == host_variables.end()) return hipErrorInvalidSymbol;
  ihipModule_t& module = *it->second.first;
  const hipError_t e = ensure_registered(module);
  if (e != hipSuccess) return e;
  for (ihipModule_t::Variable& v : module.variables) {
    if (v.symbol == it->second.second) {
      *variable = &v;
      return hipSuccess;
    }
  }
  report(module.label + ": variable " + it->second.second + " is not in the gfx1100 device code");
  return hipErrorInvalidSymbol;
}

hipError_t Runtime::launch(ihipModuleSymbol_t& kernel, dim3 grid, dim3 block, uint32_t dynamic_lds,
                           const std::vector<uint8_t>& kernarg) {
  const uint64_t threads = uint64_t{block.x} * block.y * block.z;
  const uint64_t items[3] = {uint64_t{grid.x} * block.x, uint64_t{grid.y} * block.y,
                             uint64_t{grid.z} * block.z};
  if (threads == 0 || threads > 1024 || grid.x == 0 || grid.y == 0 || grid.z == 0 ||
      items[0] > UINT32_MAX || items[1] > UINT32_MAX || items[2] > UINT32_MAX) {
    report("launch of " + kernel.name + ": grid (" + std::to_string(grid.x) + "," +
           std::to_string(grid.y) + "," + std::to_string(grid.z) + ") of blocks (" +
           std::to_string(block.x) + "," + std::to_string(block.y) + "," + std::to_string(block.z) +
           ") is not a launch gfx1100 takes (1 to 1024 threads a block, at most 2^32-1 a "
           "dimension)");
    return hipErrorInvalidConfiguration;
  }
  protocol::Writer w;
  w.put<uint32_t>(kernel.module->id);
  w.put<uint32_t>(kernel.index);
  for (uint64_t n : items) w.put<uint32_t>(static_cast<uint32_t>(n));
  w.put<uint32_t>(block.x);
  w.put<uint32_t>(block.y);
  w.put<uint32_t>(block.z);
  w.put<uint32_t>(dynamic_lds);
  w.put_bytes(kernarg.data(), kernarg.size());
  std::vector<uint8_t> reply;
  if (!request(protocol::Kind::Launch, w, &reply)) return hipErrorNoDevice;
  protocol::Reader r(reply);
  const auto status = static_cast<protocol::Status>(r.get<uint32_t>());
  const std::string message = r.get_string();
  const uint64_t cycles = r.get<uint64_t>();
  r.get<uint64_t>();  // instructions
  // The kernel's printf output, in the program's own streams (after what it printed before).
  const std::string printed = r.get_string();
  const std::string printed_stderr = r.get_string();
  if (!printed.empty()) std::fwrite(printed.data(), 1, printed.size(), stdout);
  if (!printed_stderr.empty()) std::fwrite(printed_stderr.data(), 1, printed_stderr.size(), stderr);
  device_time_ns += static_cast<double>(cycles) * clock_ns;
  hipError_t error = hipSuccess;
  switch (status) {
    case protocol::Status::Ok: break;
    // The model's results are complete; cutlm exec's exit status reports the mismatch.
    case protocol::Status::CosimMismatch: break;
    case protocol::Status::IllegalAddress: error = hipErrorIllegalAddress; break;
    case protocol::Status::LaunchRefused: error = hipErrorLaunchOutOfResources; break;
    case protocol::Status::InvalidValue: error = hipErrorInvalidValue; break;
    default: error = hipErrorLaunchFailure; break;
  }
  // The device printed the fault line; the error reaches the program from this call, from
  // hipGetLastError and from the next call that waits for the device.
  if (error != hipSuccess) pending = error;
  return error;
}

}  // namespace cutlm::hip
