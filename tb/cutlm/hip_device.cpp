#include "hip_device.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <systemc>

#include "cli_common.h"
#include "dispatch/dispatch.h"
#include "loader/manifest.h"
#include "outputs.h"
#include "protocol.h"
#include "support/errors.h"

namespace cutlm::cli {

namespace protocol = hip_protocol;

namespace {

using hip_protocol::read_all;
using hip_protocol::write_all;

bool write_pipe(int fd, const void* data, size_t size) {
  const auto* p = static_cast<const uint8_t*>(data);
  while (size > 0) {
    const ssize_t n = write(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

std::vector<uint8_t> status_only(protocol::Status status) {
  protocol::Writer w;
  w.put<uint32_t>(static_cast<uint32_t>(status));
  return w.bytes();
}

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

// A file name's characters: letters, digits, '_', '-', '.'; anything else becomes '_'.
std::string file_safe(const std::string& name) {
  std::string out;
  for (char c : name) {
    const bool ok =
        std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' || c == '.';
    out += ok ? c : '_';
  }
  return out.empty() ? std::string("kernel") : out;
}

constexpr uint64_t kAlign = protocol::kAllocAlignment;
// Where the dispatcher keeps its own regions (the code image at 0, the packet, queue and
// kernarg segment below 4 GiB): no device address may fall there.
constexpr uint64_t kLowestDeviceAddress = uint64_t{1} << 32;

// What a launch's child process sends back.
struct LaunchOutcome {
  protocol::Status status = protocol::Status::DeviceError;
  std::string message;
  uint64_t cycles = 0;
  uint64_t instructions = 0;
  std::string printed;  // the kernel's printf output
  std::string printed_stderr;

  void write(protocol::Writer& w) const {
    w.put<uint32_t>(static_cast<uint32_t>(status));
    w.put_string(message);
    w.put<uint64_t>(cycles);
    w.put<uint64_t>(instructions);
    w.put_string(printed);
    w.put_string(printed_stderr);
  }
  bool read(protocol::Reader& r) {
    status = static_cast<protocol::Status>(r.get<uint32_t>());
    message = r.get_string();
    cycles = r.get<uint64_t>();
    instructions = r.get<uint64_t>();
    printed = r.get_string();
    printed_stderr = r.get_string();
    return r.ok();
  }
};

}  // namespace

HipDevice::HipDevice(const ExecOptions& options, int socket, int heap_fd)
    : options_(options), socket_(socket), heap_fd_(heap_fd) {
  struct stat st {};
  if (fstat(heap_fd, &st) != 0 || st.st_size <= 0) {
    throw InputError(std::string("the device heap cannot be read: ") + std::strerror(errno));
  }
  heap_size_ = static_cast<uint64_t>(st.st_size);
  void* map =
      mmap(nullptr, heap_size_, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, heap_fd, 0);
  if (map == MAP_FAILED) {
    throw InputError(std::string("cannot map the device heap: ") + std::strerror(errno));
  }
  heap_ = static_cast<uint8_t*>(map);
  free_[0] = heap_size_ / kAlign * kAlign;
}

HipDevice::~HipDevice() {
  if (heap_ != nullptr) munmap(heap_, heap_size_);
}

void HipDevice::serve() {
  for (;;) {
    protocol::Header header;
    if (!read_all(socket_, &header, sizeof header)) return;  // the program has ended
    // Code objects are at most tens of MiB; a larger message is no request of the runtime's.
    if (header.size > (1u << 30)) {
      print_error("exec: the program sent a malformed request (" + std::to_string(header.size) +
                  " bytes); the device stops answering it");
      return;
    }
    std::vector<uint8_t> payload(header.size);
    if (!read_all(socket_, payload.data(), payload.size())) return;
    const std::vector<uint8_t> reply = handle(header.kind, payload);
    protocol::Header answer;
    answer.kind = header.kind;
    answer.size = static_cast<uint32_t>(reply.size());
    if (!write_all(socket_, &answer, sizeof answer) ||
        !write_all(socket_, reply.data(), reply.size())) {
      return;
    }
  }
}

std::vector<uint8_t> HipDevice::handle(uint32_t kind, const std::vector<uint8_t>& payload) {
  switch (static_cast<protocol::Kind>(kind)) {
    case protocol::Kind::Hello: return hello(payload);
    case protocol::Kind::Alloc: return alloc(payload);
    case protocol::Kind::Free: return release(payload);
    case protocol::Kind::Register: return register_module(payload);
    case protocol::Kind::Unregister: return unregister_module(payload);
    case protocol::Kind::Launch: return launch(payload);
  }
  print_error("exec: the program sent an unknown request (kind " + std::to_string(kind) + ")");
  return status_only(protocol::Status::InvalidValue);
}

std::vector<uint8_t> HipDevice::hello(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  program_heap_ = r.get<uint64_t>();
  const uint64_t size = r.get<uint64_t>();
  protocol::Writer w;
  std::string message;
  if (!r.ok() || size != heap_size_) {
    message = "the runtime and the device disagree on the heap's size";
  } else if (program_heap_ < kLowestDeviceAddress) {
    message = "the program mapped the device heap at " + hex(program_heap_) +
              ", where the model keeps its own regions";
  }
  w.put<uint32_t>(static_cast<uint32_t>(message.empty() ? protocol::Status::Ok
                                                        : protocol::Status::DeviceError));
  w.put<double>(options_.clock_ns);
  w.put<uint32_t>(options_.compute_units);
  w.put<uint64_t>(65536);
  w.put_string(options_.run.timing);
  w.put_string(message);
  return w.bytes();
}

bool HipDevice::heap_allocate(uint64_t size, uint64_t* offset) {
  const uint64_t rounded = (size + kAlign - 1) / kAlign * kAlign;
  for (auto it = free_.begin(); it != free_.end(); ++it) {
    if (it->second < rounded) continue;
    *offset = it->first;
    const uint64_t rest = it->second - rounded;
    free_.erase(it);
    if (rest > 0) free_[*offset + rounded] = rest;
    return true;
  }
  return false;
}

void HipDevice::heap_free(uint64_t offset) {
  uint64_t size = 0;
  if (auto a = allocations_.find(offset); a != allocations_.end()) {
    size = (a->second.size + kAlign - 1) / kAlign * kAlign;
  } else if (auto m = module_storage_.find(offset); m != module_storage_.end()) {
    size = (m->second + kAlign - 1) / kAlign * kAlign;
  }
  if (size == 0) return;
  // The next allocation here sees zeros, as a fresh one does; punching a hole gives them back
  // to the system too (a memset would first touch every page).
  if (fallocate(heap_fd_, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(offset),
                static_cast<off_t>(size)) != 0) {
    std::memset(heap_ + offset, 0, size);
  }
  auto next = free_.lower_bound(offset);
  if (next != free_.end() && offset + size == next->first) {
    size += next->second;
    next = free_.erase(next);
  }
  if (next != free_.begin()) {
    auto prev = std::prev(next);
    if (prev->first + prev->second == offset) {
      prev->second += size;
      return;
    }
  }
  free_[offset] = size;
}

std::vector<uint8_t> HipDevice::alloc(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  const uint64_t size = r.get<uint64_t>();
  const auto kind = static_cast<protocol::AllocKind>(r.get<uint32_t>());
  uint64_t offset = 0;
  protocol::Writer w;
  if (!r.ok() || size == 0 || !heap_allocate(size, &offset)) {
    w.put<uint32_t>(static_cast<uint32_t>(protocol::Status::OutOfMemory));
    w.put<uint64_t>(0);
    return w.bytes();
  }
  const char* how = kind == protocol::AllocKind::Host      ? "hipHostMalloc"
                    : kind == protocol::AllocKind::Managed ? "hipMallocManaged"
                                                           : "hipMalloc";
  allocations_[offset] = {size, std::string(how) + " #" + std::to_string(++allocation_count_)};
  w.put<uint32_t>(static_cast<uint32_t>(protocol::Status::Ok));
  w.put<uint64_t>(program_heap_ + offset);
  return w.bytes();
}

std::vector<uint8_t> HipDevice::release(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  const uint64_t address = r.get<uint64_t>();
  if (!r.ok() || address < program_heap_ || allocations_.count(address - program_heap_) == 0) {
    return status_only(protocol::Status::InvalidValue);
  }
  heap_free(address - program_heap_);
  allocations_.erase(address - program_heap_);
  return status_only(protocol::Status::Ok);
}

std::string HipDevice::unique_kernel_name(const std::string& plain, const std::string& symbol) {
  const std::string name = file_safe(plain);
  const auto it = kernel_names_.find(name);
  if (it == kernel_names_.end() || it->second == symbol) {
    kernel_names_[name] = symbol;
    return name;
  }
  // Another kernel (an overload, or the same name in another code object) has it.
  const std::string by_symbol = file_safe(symbol);
  kernel_names_[by_symbol] = symbol;
  return by_symbol;
}

std::vector<uint8_t> HipDevice::register_module(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  const std::string label = r.get_string();
  const std::vector<uint8_t> bytes = r.get_bytes();
  protocol::Writer w;
  auto refuse = [&w](const std::string& message) {
    print_error(message);
    w.put<uint32_t>(static_cast<uint32_t>(protocol::Status::InvalidImage));
    w.put_string(message);
    return w.bytes();
  };
  if (!r.ok()) return refuse("exec: a malformed code object registration");
  Module module;
  module.label = label;
  std::vector<ElfContents::Symbol> variables;
  try {
    const ElfContents contents = read_elf_contents(bytes, label, "", nullptr);
    std::vector<std::string> symbols;
    for (const ElfContents::Symbol& s : contents.symbols) {
      const bool descriptor = s.name.size() > 3 && s.name.compare(s.name.size() - 3, 3, ".kd") == 0;
      if (descriptor) {
        const std::string kernel = s.name.substr(0, s.name.size() - 3);
        if (std::find(symbols.begin(), symbols.end(), kernel) == symbols.end())
          symbols.push_back(kernel);
      } else if (s.type == 1 /*STT_OBJECT*/ && s.size > 0 && s.name.rfind("__hip_cuid_", 0) != 0) {
        if (std::none_of(variables.begin(), variables.end(),
                         [&s](const ElfContents::Symbol& v) { return v.name == s.name; }))
          variables.push_back(s);
      }
    }
    for (const std::string& symbol : symbols) {
      Kernel k;
      auto object = std::make_shared<CodeObject>(load_code_object_bytes(bytes, label, symbol));
      if (!object->has_metadata) {
        return refuse(label + ": kernel " + symbol +
                      " has no argument metadata (NT_AMDGPU_METADATA), which a HIP launch needs");
      }
      if (!object->image_is_loaded) {
        return refuse(label + ": kernel " + symbol +
                      " is in a relocatable object; HIP loads linked code objects");
      }
      k.symbol = symbol;
      k.signature = demangle_symbol(symbol);
      k.name = unique_kernel_name(kernel_plain_name(symbol), symbol);
      k.object = object;
      for (const KernelArg& a : object->args) {
        if (a.hidden()) continue;
        k.explicit_args.push_back(&a);
        k.explicit_bytes = std::max(k.explicit_bytes, a.offset + a.size);
      }
      if (module.image_size == 0) {
        module.image_size = object->image.size();
        module.writable = object->writable_ranges;
      }
      module.kernels.push_back(std::move(k));
    }
  } catch (const InputError& e) {
    return refuse(e.what());
  }
  // The image's writable segments (and read-only data, for hipMemcpyFromSymbol) live in the
  // heap between launches; a variable past the image (no kernels) gets zeros.
  uint64_t storage = module.image_size;
  for (const ElfContents::Symbol& v : variables)
    storage = std::max(storage, std::min<uint64_t>(v.value + v.size, uint64_t{1} << 26));
  if (storage > 0) {
    if (!heap_allocate(storage, &module.image_offset)) {
      return refuse(label + ": the device heap has no room for its " + std::to_string(storage) +
                    " bytes of code object data");
    }
    module_storage_[module.image_offset] = storage;
    module.image_storage_size = storage;
    if (!module.kernels.empty()) {
      const std::vector<uint8_t>& image = module.kernels.front().object->image;
      std::copy(image.begin(), image.end(), heap_ + module.image_offset);
    }
  }
  const uint32_t id = next_module_++;
  w.put<uint32_t>(static_cast<uint32_t>(protocol::Status::Ok));
  w.put_string("");
  w.put<uint32_t>(id);
  w.put<uint32_t>(static_cast<uint32_t>(module.kernels.size()));
  for (const Kernel& k : module.kernels) {
    w.put_string(k.symbol);
    w.put_string(k.name);
    w.put_string(k.signature);
    w.put<uint32_t>(k.explicit_bytes);
    w.put<uint32_t>(static_cast<uint32_t>(k.explicit_args.size()));
    for (const KernelArg* a : k.explicit_args) {
      w.put<uint32_t>(a->offset);
      w.put<uint32_t>(a->size);
    }
    const KernelDescriptor& d = k.object->descriptor;
    w.put<uint32_t>(d.group_segment_fixed_size);
    w.put<uint32_t>(d.private_segment_fixed_size);
    w.put<uint32_t>(d.vgpr_count());
    w.put<uint32_t>(static_cast<uint32_t>(d.wave_size()));
  }
  w.put<uint32_t>(static_cast<uint32_t>(variables.size()));
  for (const ElfContents::Symbol& v : variables) {
    w.put_string(v.name);
    w.put<uint64_t>(v.value);
    w.put<uint64_t>(v.value + v.size <= storage ? v.size : 0);
    w.put<uint64_t>(program_heap_ + module.image_offset + v.value);
  }
  // The storage is device memory the program may copy to (hipGetSymbolAddress gives it).
  w.put<uint64_t>(storage > 0 ? program_heap_ + module.image_offset : 0);
  w.put<uint64_t>(storage);
  module.storage_name = "__device__ variables of " + label;
  modules_[id] = std::move(module);
  return w.bytes();
}

std::vector<uint8_t> HipDevice::unregister_module(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  const uint32_t id = r.get<uint32_t>();
  const auto it = modules_.find(id);
  if (!r.ok() || it == modules_.end()) return status_only(protocol::Status::InvalidValue);
  if (module_storage_.count(it->second.image_offset) != 0) {
    heap_free(it->second.image_offset);
    module_storage_.erase(it->second.image_offset);
  }
  modules_.erase(it);
  return status_only(protocol::Status::Ok);
}

namespace {

// The child's side of a launch: the dispatch of `manifest` on the compute unit, with the
// heap's buffers and the module's variables copied in before and out after (a fault too).
LaunchOutcome run_launch(const Manifest& manifest, RunOptions o, const std::string& title,
                         const std::vector<std::pair<uint8_t*, std::string>>& buffers,
                         uint8_t* image_storage, const std::vector<CodeObject::Range>& writable) {
  LaunchOutcome out;
  std::unique_ptr<Dispatch> dispatch;
  Outputs outputs;
  try {
    dispatch = std::make_unique<Dispatch>(manifest);
    outputs.open(o);
  } catch (const std::logic_error& e) {
    out.message = title + ": " + e.what();
    print_error(out.message);
    return out;
  } catch (const InputError& e) {
    out.status = protocol::Status::LaunchRefused;
    out.message = title + ": " + e.what();
    print_error(out.message);
    return out;
  }
  for (const auto& [host, name] : buffers) {
    PageMemory& data = const_cast<MemoryRegion&>(dispatch->buffer(name)).data;
    std::memcpy(data.data(), host, data.size());
  }
  // The kernel's own variables at their image addresses (its code reaches them pc-relative),
  // and as they were, to see afterwards which bytes it wrote there.
  std::vector<std::pair<MemoryRegion*, std::vector<uint8_t>>> variables;
  for (const CodeObject::Range& range : writable) {
    MemoryRegion* region =
        image_storage == nullptr ? nullptr : dispatch->memory().find(range.address, 1);
    if (region == nullptr || !region->writable) continue;
    std::memcpy(region->data.data(), image_storage + region->base, region->data.size());
    variables.emplace_back(region, std::vector<uint8_t>(region->data.begin(), region->data.end()));
  }

  const std::unique_ptr<HazardChecker> hazards = make_hazard_checker(o);
  if (hazards) {
    const Dispatch* named = dispatch.get();
    hazards->set_wave_namer([named](uint32_t wave_id) { return named->wave_label(wave_id); });
  }
  {
    const Dispatch* named = dispatch.get();
    outputs.wave_namer = [named](uint32_t wave_id) { return named->wave_name(wave_id); };
  }
  tlm_model::ComputeUnit cu("cu", *dispatch, o.config);
  outputs.attach(cu, o, dispatch->program(), dispatch->wave_size() == 64);
  WaveformSizeWatch watch(o.vcd, o.cosim);
  if (watch.active()) cu.set_progress_hook([&watch](const EngineProgress& p) { watch.update(p); });
  sc_core::sc_start();
  print_hazard_summary(hazards.get());

  // Whatever happened, the buffers hold what the kernel wrote: no output is lost.
  for (const auto& [host, name] : buffers) {
    const PageMemory& data = dispatch->buffer(name).data;
    std::memcpy(host, data.data(), data.size());
  }
  // A variable is one storage reached two ways (its image address and, through a pointer from
  // hipGetSymbolAddress, its storage in the heap): what was written at the image address wins.
  for (const auto& [region, before] : variables) {
    for (size_t i = 0; i < before.size(); ++i) {
      if (region->data[i] != before[i]) image_storage[region->base + i] = region->data[i];
    }
  }

  const PrintfOutput printed = dispatch->printf_output();
  out.printed = printed.stdout_text;
  out.printed_stderr = printed.stderr_text;
  for (const std::string& problem : printed.problems)
    std::fprintf(stderr, "cutlm: warning: %s: %s\n", title.c_str(), one_line(problem).c_str());
  const Stats& stats = cu.stats();
  out.cycles = stats.cycles;
  out.instructions = stats.instructions;
  try {
    outputs.finish();
    if (!o.stats.empty()) write_output_file(o.stats, "statistics", stats.to_json().dump(2) + "\n");
  } catch (const OutputError& e) {
    print_error(title + ": " + e.what());
  }
  if (outputs.cosim) {
    std::fprintf(stderr, "cutlm: %s: %s\n", title.c_str(), outputs.cosim->summary().c_str());
    if (outputs.vcd) outputs.rtl->detach_waveform();
  }
  if (cu.finished()) {
    out.status = outputs.cosim && outputs.cosim->mismatch_count() != 0
                     ? protocol::Status::CosimMismatch
                     : protocol::Status::Ok;
    return out;
  }
  if (outputs.cosim_stopped()) {
    out.status = protocol::Status::CosimMismatch;
    out.message = title + ": stopped at the first cosim mismatch";
    return out;
  }
  out.message = cu.error();
  if (cu.error_is_input()) {
    out.status = protocol::Status::LaunchRefused;
    print_error(title + ": " + one_line(out.message));
  } else {
    const bool address = out.message.rfind("fault: out of bounds", 0) == 0 ||
                         out.message.rfind("fault: misaligned", 0) == 0;
    out.status = address ? protocol::Status::IllegalAddress : protocol::Status::LaunchFault;
    std::fprintf(stderr, "cutlm: %s: %s\n", title.c_str(), one_line(out.message).c_str());
  }
  return out;
}

}  // namespace

std::vector<uint8_t> HipDevice::launch(const std::vector<uint8_t>& payload) {
  protocol::Reader r(payload);
  const uint32_t module_id = r.get<uint32_t>();
  const uint32_t kernel_index = r.get<uint32_t>();
  std::array<uint32_t, 3> grid{}, block{};
  for (uint32_t& g : grid) g = r.get<uint32_t>();
  for (uint32_t& b : block) b = r.get<uint32_t>();
  const uint32_t dynamic_lds = r.get<uint32_t>();
  const std::vector<uint8_t> kernarg = r.get_bytes();
  LaunchOutcome outcome;
  const auto reply = [&outcome]() {
    protocol::Writer w;
    outcome.write(w);
    return w.bytes();
  };
  const auto module = modules_.find(module_id);
  if (!r.ok() || module == modules_.end() || kernel_index >= module->second.kernels.size()) {
    print_error("exec: a launch names no registered kernel");
    outcome.status = protocol::Status::InvalidValue;
    return reply();
  }
  const Module& m = module->second;
  const Kernel& k = m.kernels[kernel_index];
  KernelTotals& totals = totals_[k.name];
  if (totals.launches == 0) kernel_order_.push_back(k.name);
  const uint64_t number = totals.launches++;
  ++launches_;
  const std::string title = "launch " + std::to_string(number) + " of " + k.name;
  if (kernarg.size() != k.explicit_bytes) {
    print_error(title + ": the runtime passed " + std::to_string(kernarg.size()) +
                " bytes of arguments, the kernel takes " + std::to_string(k.explicit_bytes));
    outcome.status = protocol::Status::InvalidValue;
    ++totals.failed;
    return reply();
  }

  Manifest manifest;
  manifest.path = m.label + ", " + title;
  manifest.folder = ".";
  manifest.code = m.label;
  manifest.kernel = k.symbol;
  manifest.loaded = k.object;
  manifest.grid = grid;
  manifest.block = block;
  manifest.dynamic_lds = dynamic_lds;
  std::vector<std::pair<uint8_t*, std::string>> buffers;
  for (const auto& [offset, a] : allocations_) {
    BufferSpec b;
    b.name = a.name;
    b.size = a.size;
    b.address = program_heap_ + offset;
    manifest.buffers.push_back(b);
    buffers.emplace_back(heap_ + offset, a.name);
  }
  for (const auto& [id, other] : modules_) {
    if (other.image_storage_size == 0) continue;
    BufferSpec b;
    b.name = other.storage_name;
    b.size = other.image_storage_size;
    b.address = program_heap_ + other.image_offset;
    manifest.buffers.push_back(b);
    buffers.emplace_back(heap_ + other.image_offset, b.name);
  }
  for (const KernelArg* a : k.explicit_args) {
    ArgSpec arg;
    arg.key = "raw";
    arg.bytes.assign(kernarg.begin() + a->offset, kernarg.begin() + a->offset + a->size);
    manifest.args.push_back(arg);
  }
  RunOptions o = options_.run;
  const std::string stem = k.name + "." + std::to_string(number);
  if (!options_.stats_dir.empty()) o.stats = options_.stats_dir + "/" + stem + ".stats.json";
  if (!options_.trace_dir.empty()) o.trace = options_.trace_dir + "/" + stem + ".trace.jsonl";
  if (!options_.vcd_dir.empty()) o.vcd = options_.vcd_dir + "/" + stem + ".vcd";
  if (!options_.fst_dir.empty()) o.vcd = options_.fst_dir + "/" + stem + ".fst";

  // A SystemC kernel elaborates once per process: each launch has a process of its own.
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) {
    print_error(title + ": cannot make a pipe: " + std::strerror(errno));
    ++totals.failed;
    return reply();
  }
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid < 0) {
    print_error(title + ": cannot start a process for it: " + std::strerror(errno));
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    ++totals.failed;
    return reply();
  }
  if (pid == 0) {
    close(pipe_fds[0]);
    close(socket_);
    LaunchOutcome child;
    try {
      child = run_launch(manifest, o, title, buffers,
                         m.image_size > 0 ? heap_ + m.image_offset : nullptr, m.writable);
    } catch (const std::exception& e) {
      child.status = protocol::Status::DeviceError;
      child.message = title + ": internal error: " + e.what();
      print_error(child.message);
    }
    protocol::Writer w;
    child.write(w);
    const std::vector<uint8_t>& bytes = w.bytes();
    const uint64_t size = bytes.size();
    write_pipe(pipe_fds[1], &size, sizeof size);
    write_pipe(pipe_fds[1], bytes.data(), bytes.size());
    std::fflush(stdout);
    std::fflush(stderr);
    _exit(0);
  }
  close(pipe_fds[1]);
  uint64_t size = 0;
  std::vector<uint8_t> bytes;
  const bool got = read_all(pipe_fds[0], &size, sizeof size) && size < (1u << 30) &&
                   (bytes.resize(size), read_all(pipe_fds[0], bytes.data(), size));
  close(pipe_fds[0]);
  int wait_status = 0;
  while (waitpid(pid, &wait_status, 0) < 0 && errno == EINTR) {
  }
  protocol::Reader result(bytes);
  if (!got || !outcome.read(result)) {
    outcome.status = protocol::Status::DeviceError;
    outcome.message =
        title + ": the model's process ended without a result (" +
        (WIFSIGNALED(wait_status) ? "signal " + std::to_string(WTERMSIG(wait_status))
                                  : "exit status " + std::to_string(WEXITSTATUS(wait_status))) +
        ")";
    print_error(outcome.message);
  }
  totals.instructions += outcome.instructions;
  totals.cycles += outcome.cycles;
  if (outcome.status == protocol::Status::CosimMismatch) {
    cosim_mismatch_ = true;
    ++totals.mismatched;
  } else if (outcome.status != protocol::Status::Ok) {
    ++totals.failed;
  }
  return reply();
}

void HipDevice::print_summary() const {
  if (kernel_order_.empty()) {
    std::fprintf(stderr, "cutlm: exec: the program launched no kernel\n");
    return;
  }
  const double ghz = 1.0 / options_.clock_ns;
  for (const std::string& name : kernel_order_) {
    const KernelTotals& t = totals_.at(name);
    std::fprintf(
        stderr,
        "cutlm: exec: %s: %llu launch%s, %llu instructions, %llu cycles (%.3f us at "
        "%.3g GHz, %s timing)%s\n",
        name.c_str(), static_cast<unsigned long long>(t.launches), t.launches == 1 ? "" : "es",
        static_cast<unsigned long long>(t.instructions), static_cast<unsigned long long>(t.cycles),
        static_cast<double>(t.cycles) * options_.clock_ns / 1000.0, ghz,
        options_.run.timing.c_str(),
        (std::string(t.failed == 0 ? "" : ", " + std::to_string(t.failed) + " failed") +
         (t.mismatched == 0 ? "" : ", " + std::to_string(t.mismatched) + " with cosim mismatches"))
            .c_str());
  }
}

}  // namespace cutlm::cli
