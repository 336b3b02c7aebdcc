#include "dispatch/dispatch.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "dispatch/dispatch_engine.h"
#include "dispatch/runner.h"
#include "exec/memory.h"
#include "isa/disasm.h"
#include "isa/operands.h"
#include "support/output_file.h"
#include "trace/wave_name.h"

namespace cutlm {
namespace {

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

// Into a byte vector or a region's pages.
template <typename T, typename Bytes>
void put(Bytes& bytes, uint64_t offset, T value) {
  if (offset + sizeof value <= bytes.size())
    std::memcpy(bytes.data() + offset, &value, sizeof value);
}

uint64_t align_up(uint64_t value, uint64_t alignment) {
  return alignment == 0 ? value : (value + alignment - 1) / alignment * alignment;
}

// The parameter types of a demangled signature ("f(float*, std::pair<int, int>, unsigned int)"
// gives "float*", "std::pair<int, int>", "unsigned int"); empty for a name without one.
std::vector<std::string> signature_parameters(const std::string& signature) {
  std::vector<std::string> params;
  int depth = 0;
  size_t open = std::string::npos;
  for (size_t i = 0; i < signature.size(); ++i) {
    const char c = signature[i];
    if (c == '<' || c == '[') ++depth;
    if (c == '>' || c == ']') --depth;
    if (c == '(' && depth == 0 && open == std::string::npos) {
      open = i + 1;
      continue;
    }
    if (open == std::string::npos) continue;
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) {
      --depth;
      continue;
    }
    if ((c == ',' && depth == 0) || (c == ')' && depth == 0)) {
      std::string param = signature.substr(open, i - open);
      while (!param.empty() && param.front() == ' ') param.erase(param.begin());
      if (!param.empty() && param != "void") params.push_back(param);
      open = i + 1;
      if (c == ')') break;
    }
  }
  return params;
}

// What a kernel parameter's type is, as far as a manifest's argument can be checked against it.
enum class ParamClass { Pointer, Float, Integer, Unknown };

ParamClass param_class(const std::string& type) {
  if (type.empty()) return ParamClass::Unknown;
  if (type.back() == '*') return ParamClass::Pointer;
  std::string t = type;
  for (const char* qualifier : {"const ", "volatile "}) {
    for (size_t at; (at = t.find(qualifier)) != std::string::npos;)
      t.erase(at, std::strlen(qualifier));
  }
  static const char* const kFloats[] = {"float", "double", "half", "_Float16", "__fp16"};
  static const char* const kIntegers[] = {
      "char",           "signed char",   "unsigned char", "uchar",        "short",
      "unsigned short", "ushort",        "int",           "unsigned int", "uint",
      "long",           "unsigned long", "ulong",         "long long",    "unsigned long long",
      "bool",           "size_t",        "ptrdiff_t",     "int8_t",       "uint8_t",
      "int16_t",        "uint16_t",      "int32_t",       "uint32_t",     "int64_t",
      "uint64_t",       "intptr_t",      "uintptr_t"};
  for (const char* f : kFloats) {
    if (t == f) return ParamClass::Float;
  }
  for (const char* i : kIntegers) {
    if (t == i) return ParamClass::Integer;
  }
  return ParamClass::Unknown;
}

ParamClass arg_class(const ArgSpec& arg) {
  if (arg.key == "buffer") return ParamClass::Pointer;
  if (arg.key == "f16" || arg.key == "f32" || arg.key == "f64") return ParamClass::Float;
  if (arg.key == "raw" || arg.key == "local") return ParamClass::Unknown;
  return ParamClass::Integer;
}

// A buffer for a number, or a float for an integer (or the other way): the bits would be
// taken as they are, which is never what a manifest means.
bool classes_conflict(ParamClass param, ParamClass given) {
  if (param == ParamClass::Unknown || given == ParamClass::Unknown || param == given) return false;
  // An address given as a number (u64) is allowed for a pointer.
  return !(param == ParamClass::Pointer && given == ParamClass::Integer);
}

}  // namespace

std::string fault_line(const std::string& kind, std::array<uint32_t, 3> workgroup, int wave,
                       int lane, uint64_t pc, bool has_address, uint64_t address,
                       const std::string& detail) {
  std::string line = "fault: " + kind + ": " + wave_label(workgroup, static_cast<unsigned>(wave)) +
                     " lane " + (lane < 0 ? "-" : std::to_string(lane)) + " pc " + hex(pc) +
                     " address " + (has_address ? hex(address) : "-");
  if (!detail.empty()) line += ": " + detail;
  return line;
}

DispatchFault::DispatchFault(std::string kind_in, std::array<uint32_t, 3> workgroup_in, int wave_in,
                             int lane_in, uint64_t pc_in, bool has_address_in, uint64_t address_in,
                             const std::string& detail_in)
    : ModelError(fault_line(kind_in, workgroup_in, wave_in, lane_in, pc_in, has_address_in,
                            address_in, detail_in)),
      kind(std::move(kind_in)),
      detail(detail_in),
      workgroup(workgroup_in),
      wave(wave_in),
      lane(lane_in),
      pc(pc_in),
      has_address(has_address_in),
      address(address_in) {}

bool Workgroup::arrive_at_barrier(int w, uint64_t pc) {
  WaveSlot& slot = waves[static_cast<size_t>(w)];
  slot.barrier_pc = pc;
  slot.status = WaveStatus::AtBarrier;
  ++parked_;
  return release_if_complete();
}

bool Workgroup::end_wave(int w) {
  waves[static_cast<size_t>(w)].status = WaveStatus::Ended;
  --live_;
  barrier_state.members = live_;
  // AMD's S_BARRIER: waves that have terminated are not waited for, so the last wave to end
  // can complete the barrier the others wait at.
  return release_if_complete();
}

bool Workgroup::release_if_complete() {
  if (parked_ == 0 || parked_ < live_) return false;
  for (WaveSlot& s : waves) {
    if (s.status == WaveStatus::AtBarrier) s.status = WaveStatus::Running;
  }
  parked_ = 0;
  barrier_state.signals = 0;  // a new barrier phase
  return true;
}

std::string Workgroup::waves_at_barrier() const {
  std::string list;
  for (size_t i = 0; i < waves.size(); ++i) {
    if (waves[i].status != WaveStatus::AtBarrier) continue;
    if (!list.empty()) list += ", ";
    list += std::to_string(i) + " (pc " + hex(waves[i].barrier_pc) + ")";
  }
  return list;
}

Dispatch::Dispatch(const Manifest& manifest) : manifest_(manifest) {
  load_code();
  for (int d = 0; d < 3; ++d) {
    workgroups_[static_cast<size_t>(d)] =
        (manifest_.grid[static_cast<size_t>(d)] + manifest_.block[static_cast<size_t>(d)] - 1) /
        manifest_.block[static_cast<size_t>(d)];
  }
  if (lds_bytes() > kMaxLdsBytes) {
    throw InputError(
        manifest_.path + ": the kernel asks for " + std::to_string(lds_bytes()) + " bytes of LDS" +
        (manifest_.dynamic_lds != 0
             ? " (" + std::to_string(descriptor_.group_segment_fixed_size) + " of its own, " +
                   std::to_string(manifest_.dynamic_lds) + " dynamic)"
             : std::string()) +
        "; a gfx1100 workgroup has at most 65536");
  }
  if (descriptor_.enabled_user_sgprs() > descriptor_.user_sgpr_count()) {
    throw InputError(manifest_.path + ": descriptor enables " +
                     std::to_string(descriptor_.enabled_user_sgprs()) +
                     " user SGPRs but its user SGPR count is " +
                     std::to_string(descriptor_.user_sgpr_count()));
  }
  map_buffers();
  build_kernarg();
  write_dispatch_packet();
}

void Dispatch::load_code() {
  if (manifest_.loaded) {
    object_ = *manifest_.loaded;
  } else if (!manifest_.code.empty()) {
    object_ = load_code_object(manifest_.code, manifest_.kernel);
  }
  if (manifest_.loaded || !manifest_.code.empty()) {
    program_.path = manifest_.code;
    program_.code = object_.image;
    program_.arch = object_.arch;
    entry_pc_ = object_.entry_pc;
    descriptor_ = object_.descriptor;
    if (object_.image_is_loaded) {
      descriptor_address_ =
          static_cast<uint64_t>(static_cast<int64_t>(entry_pc_) - descriptor_.entry_offset);
    }
    if (object_.metadata_wave_size != 0 && object_.metadata_wave_size != descriptor_.wave_size()) {
      throw InputError(manifest_.code + ": kernel " + manifest_.kernel + ": metadata says wave" +
                       std::to_string(object_.metadata_wave_size) + ", the descriptor wave" +
                       std::to_string(descriptor_.wave_size()));
    }
  } else {
    const isa::Target* target = isa::find_target(manifest_.arch.c_str());
    if (target == nullptr)
      throw InputError(manifest_.path + ": arch: unknown target " + manifest_.arch);
    program_ = load_program(manifest_.raw, manifest_.descriptor.wave_size() == 64,
                            /*warn_trailing=*/true, target->name);
    if (program_.arch != target->arch) {
      throw InputError(manifest_.raw + " is a " + isa::arch_name(program_.arch) +
                       "-generation code object; the manifest's arch " + manifest_.arch +
                       " contradicts it");
    }
    entry_pc_ = program_.entry;
    descriptor_ = manifest_.descriptor;
  }
  // The image is read-only but for its writable segments (__device__ variables), each its own
  // region.
  uint64_t at = 0;
  auto map_part = [this](const std::string& name, uint64_t begin, uint64_t end, bool writable) {
    if (end <= begin) return;
    MemoryRegion& r = memory_.map(name, address_map::kCode + begin, end - begin, writable);
    std::copy(program_.code.begin() + static_cast<std::ptrdiff_t>(begin),
              program_.code.begin() + static_cast<std::ptrdiff_t>(end), r.data.begin());
  };
  const uint64_t image_end = program_.code.size();
  for (const CodeObject::Range& range : object_.writable_ranges) {
    const uint64_t begin = std::max(at, std::min(range.address, image_end));
    const uint64_t end = std::min(range.address + range.size, image_end);
    if (end <= begin) continue;
    map_part("code", at, begin, false);
    map_part("code object data", begin, end, true);
    at = end;
  }
  map_part("code", at, image_end, false);
}

uint32_t Dispatch::lds_bytes() const {
  return descriptor_.group_segment_fixed_size + manifest_.dynamic_lds;
}

namespace {

// The most memory a dispatch's buffers may take together: the machine's, or the container's.
uint64_t buffer_memory_limit() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_bytes = sysconf(_SC_PAGE_SIZE);
  uint64_t limit = pages > 0 && page_bytes > 0
                       ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page_bytes)
                       : ~uint64_t{0};
  // A container's own limit (cgroup v2), when it has one lower than the machine's.
  std::ifstream cgroup("/sys/fs/cgroup/memory.max");
  unsigned long long cgroup_limit = 0;
  if (cgroup >> cgroup_limit && cgroup_limit != 0) limit = std::min<uint64_t>(limit, cgroup_limit);
  return limit;
}

}  // namespace

void Dispatch::map_buffers() {
  // A buffer's pages are allocated when the kernel first writes them (an untouched buffer costs
  // nothing), but any buffer may be written whole: together they must fit in memory, or the OS
  // would end the run midway.
  uint64_t total = 0;
  for (const BufferSpec& spec : manifest_.buffers) total += spec.size;
  const uint64_t limit = buffer_memory_limit();
  if (total > limit) {
    throw InputError(manifest_.path + ": buffers: " + std::to_string(total) + " bytes in " +
                     std::to_string(manifest_.buffers.size()) +
                     " buffers, more than this machine's memory (" + std::to_string(limit) +
                     " bytes), the limit of a dispatch's buffers together");
  }
  for (size_t i = 0; i < manifest_.buffers.size(); ++i) {
    const BufferSpec& spec = manifest_.buffers[i];
    MemoryRegion& region = memory_.map(
        spec.name, spec.address != 0 ? spec.address : (i + 1) * address_map::kBufferStride,
        spec.size, true);
    switch (spec.init.kind) {
      case BufferInit::Kind::Zero: break;
      case BufferInit::Kind::Random:
        fill_random(region.data.data(), spec.size, spec.init.seed);
        break;
      case BufferInit::Kind::Fill:
        // A zero fill leaves the pages untouched, as a buffer without init does.
        if (std::all_of(spec.init.pattern.begin(), spec.init.pattern.end(),
                        [](uint8_t byte) { return byte == 0; })) {
          break;
        }
        for (uint64_t at = 0; at < spec.size; ++at) {
          region.data[at] = spec.init.pattern[at % spec.init.pattern.size()];
        }
        break;
      case BufferInit::Kind::File: {
        std::ifstream in(spec.init.file, std::ios::binary);
        if (!in) {
          throw InputError(manifest_.path + ": buffers[" + std::to_string(i) +
                           "].init.file: cannot open " + spec.init.file);
        }
        // Straight into the buffer (a byte-wise stream iterator took a second for 64 MiB); one
        // byte past the buffer's size says the file is longer.
        in.read(reinterpret_cast<char*>(region.data.data()),
                static_cast<std::streamsize>(spec.size));
        const uint64_t got = static_cast<uint64_t>(in.gcount());
        if (got == spec.size && in.peek() != std::char_traits<char>::eof()) {
          in.seekg(0, std::ios::end);
          const std::streamoff length = in.tellg();
          throw InputError(manifest_.path + ": buffers[" + std::to_string(i) +
                           "].init.file: " + spec.init.file + " has " +
                           (length > 0 ? std::to_string(length) : std::string("more")) +
                           " bytes, more than the buffer's " + std::to_string(spec.size));
        }
        if (in.bad()) {
          throw InputError(manifest_.path + ": buffers[" + std::to_string(i) +
                           "].init.file: cannot read " + spec.init.file);
        }
        break;
      }
    }
  }
}

void Dispatch::build_kernarg() {
  auto arg_bytes = [this](const ArgSpec& arg) {
    std::vector<uint8_t> bytes = arg.bytes;
    if (arg.key == "buffer") {
      const uint64_t address = buffer(arg.buffer).base + arg.buffer_offset;
      bytes.resize(8);
      std::memcpy(bytes.data(), &address, 8);
    }
    return bytes;
  };
  const std::string& path = manifest_.path;
  if (object_.has_metadata) {
    std::vector<const KernelArg*> explicit_args;
    for (const KernelArg& a : object_.args) {
      if (!a.hidden()) explicit_args.push_back(&a);
    }
    // The parameters' types: the metadata's (OpenCL), else the demangled signature's (HIP).
    const std::vector<std::string> from_signature =
        signature_parameters(demangle_symbol(object_.kernel));
    std::vector<std::string> param_types;
    for (size_t i = 0; i < explicit_args.size(); ++i) {
      const KernelArg& a = *explicit_args[i];
      param_types.push_back(!a.type_name.empty()                            ? a.type_name
                            : from_signature.size() == explicit_args.size() ? from_signature[i]
                                                                            : std::string());
    }
    auto describe = [&](size_t i) {
      const std::string& type = param_types[i];
      const std::string& name = explicit_args[i]->name;
      if (type.empty()) return name.empty() ? std::string("?") : name;
      return name.empty() ? type : type + " " + name;
    };
    if (explicit_args.size() != manifest_.args.size()) {
      std::string list;
      for (size_t i = 0; i < explicit_args.size(); ++i) {
        list += (list.empty() ? "" : ", ") + describe(i);
      }
      throw InputError(path + ": args: kernel " + manifest_.kernel + " takes " +
                       std::to_string(explicit_args.size()) + " arguments (" + list +
                       "), the manifest gives " + std::to_string(manifest_.args.size()));
    }
    uint64_t size = std::max<uint64_t>(object_.kernarg_segment_size, descriptor_.kernarg_size);
    for (const KernelArg& a : object_.args) size = std::max<uint64_t>(size, a.offset + a.size);
    kernarg_.assign(size, 0);
    for (size_t i = 0; i < explicit_args.size(); ++i) {
      const KernelArg& meta = *explicit_args[i];
      const ArgSpec& arg = manifest_.args[i];
      check_pointer_arg(meta, arg, i);
      if (meta.size != arg.size()) {
        throw InputError(path + ": args[" + std::to_string(i) + "]: the kernel's argument " +
                         std::to_string(i) + " (" + describe(i) + ") has " +
                         std::to_string(meta.size) + " bytes, " + arg.key + " has " +
                         std::to_string(arg.size()));
      }
      const ParamClass param =
          meta.value_kind == "global_buffer" ? ParamClass::Pointer : param_class(param_types[i]);
      if (classes_conflict(param, arg_class(arg))) {
        throw InputError(path + ": args[" + std::to_string(i) + "]: the kernel's argument " +
                         std::to_string(i) + " is " + describe(i) + ", the manifest gives " +
                         (arg.key == "buffer" ? "buffer " + arg.buffer : arg.key) + ": write " +
                         (param == ParamClass::Pointer ? std::string("{\"buffer\": NAME}")
                          : param == ParamClass::Float ? "a float of its size (f16, f32, f64)"
                                                       : "an integer of its size (u32, i32, ...)"));
      }
      std::vector<uint8_t> bytes = arg_bytes(arg);
      if (arg.key == "local") bytes = local_arg_bytes(arg, meta.pointee_align, i);
      std::copy(bytes.begin(), bytes.end(), kernarg_.begin() + meta.offset);
    }
    // The implicit arguments the OpenCL/HIP runtimes pass (code object v5 layout by name).
    for (const KernelArg& a : object_.args) {
      if (!a.hidden()) continue;
      const std::string& kind = a.value_kind;
      const char last = kind.back();
      const int dim = last == 'x' ? 0 : last == 'y' ? 1 : last == 'z' ? 2 : -1;
      uint64_t value = 0;
      if (dim >= 0 && kind.rfind("hidden_block_count_", 0) == 0) {
        value = workgroups_[static_cast<size_t>(dim)];
      } else if (dim >= 0 && kind.rfind("hidden_group_size_", 0) == 0) {
        value = manifest_.block[static_cast<size_t>(dim)];
      } else if (dim >= 0 && kind.rfind("hidden_remainder_", 0) == 0) {
        value =
            manifest_.grid[static_cast<size_t>(dim)] % manifest_.block[static_cast<size_t>(dim)];
      } else if (kind == "hidden_grid_dims") {
        value = manifest_.grid[2] > 1 ? 3 : manifest_.grid[1] > 1 ? 2 : 1;
      } else if (kind == "hidden_queue_ptr") {
        value = address_map::kQueue;
      } else if (kind == "hidden_dynamic_lds_size") {
        value = manifest_.dynamic_lds;
      } else if (kind == "hidden_printf_buffer") {
        value = address_map::kPrintfBuffer;
        if (memory_.region("printf buffer") == nullptr) {
          MemoryRegion& buffer =
              memory_.map("printf buffer", address_map::kPrintfBuffer,
                          kPrintfBufferHeader + address_map::kPrintfBufferBytes, true);
          put<uint32_t>(buffer.data, 4, static_cast<uint32_t>(address_map::kPrintfBufferBytes));
        }
      }
      for (uint32_t b = 0; b < a.size && b < 8; ++b) {
        kernarg_[a.offset + b] = static_cast<uint8_t>(value >> (8 * b));
      }
    }
  } else {
    // No metadata (raw code): each argument at its natural alignment, in order.
    uint64_t offset = 0;
    std::vector<std::pair<uint64_t, std::vector<uint8_t>>> placed;
    for (size_t i = 0; i < manifest_.args.size(); ++i) {
      const ArgSpec& arg = manifest_.args[i];
      offset = align_up(offset, arg.size());
      placed.emplace_back(offset, arg.key == "local" ? local_arg_bytes(arg, 0, i) : arg_bytes(arg));
      offset += arg.size();
    }
    kernarg_.assign(std::max<uint64_t>(offset, descriptor_.kernarg_size), 0);
    for (const auto& [at, bytes] : placed) {
      std::copy(bytes.begin(), bytes.end(), kernarg_.begin() + static_cast<std::ptrdiff_t>(at));
    }
  }
  // Runtimes hand out kernarg memory in 16-byte granules.
  kernarg_.resize(align_up(std::max<size_t>(kernarg_.size(), 16), 16), 0);
  memory_.map("kernarg segment", address_map::kKernarg, kernarg_, false);
}

// The manifest's value must be of the parameter's kind: a __local pointer takes its LDS size
// ({"local": BYTES}) and nothing else takes one; a global pointer takes a buffer (or, as a raw
// address, a u64), never another scalar.
void Dispatch::check_pointer_arg(const KernelArg& meta, const ArgSpec& arg, size_t index) const {
  const std::string where = manifest_.path + ": args[" + std::to_string(index) +
                            "]: the kernel's argument " + std::to_string(index) + " (" +
                            meta.type_name + (meta.name.empty() ? "" : " " + meta.name) + ")";
  // A runtime's launch (cutlm exec) passes the bytes its program gave, whatever the kind.
  if (arg.key == "raw") return;
  const bool local_pointer = meta.value_kind == "dynamic_shared_pointer";
  if (local_pointer && arg.key != "local") {
    throw InputError(where + " is a __local pointer: give the bytes of LDS it points to as " +
                     "{\"local\": BYTES}, not " + arg.key);
  }
  if (!local_pointer && arg.key == "local") {
    throw InputError(where + " is " + meta.value_kind +
                     ", not a __local pointer: {\"local\": BYTES} is for those");
  }
  // A global pointer given something else: the kinds check names both (build_kernarg).
}

// Dynamic LDS: each __local pointer argument's bytes follow the kernel's own LDS (and the
// arguments before it) in every workgroup's LDS, each start aligned to its pointee's alignment
// and at least 16 bytes (a model choice: the widest LDS access, ds_load_b128, is 16 bytes). The
// kernarg gets the start's 32-bit LDS address; the workgroup's LDS grows by the bytes.
std::vector<uint8_t> Dispatch::local_arg_bytes(const ArgSpec& arg, uint32_t pointee_align,
                                               size_t index) {
  const uint64_t start =
      align_up(descriptor_.group_segment_fixed_size, std::max<uint32_t>(pointee_align, 16));
  const uint64_t end = start + arg.local_bytes;
  if (end > kMaxLdsBytes) {
    throw InputError(manifest_.path + ": args[" + std::to_string(index) +
                     "].local: " + std::to_string(arg.local_bytes) + " bytes of LDS from offset " +
                     std::to_string(start) + " end past the " + std::to_string(kMaxLdsBytes) +
                     " bytes a gfx1100 workgroup has");
  }
  descriptor_.group_segment_fixed_size = static_cast<uint32_t>(end);
  const auto address = static_cast<uint32_t>(start);
  std::vector<uint8_t> bytes(4);
  std::memcpy(bytes.data(), &address, 4);
  return bytes;
}

void Dispatch::write_dispatch_packet() {
  // hsa_kernel_dispatch_packet_t, for kernels that read their sizes through the dispatch pointer.
  std::vector<uint8_t> packet(64, 0);
  put<uint16_t>(packet, 0, 2);  // HSA_PACKET_TYPE_KERNEL_DISPATCH
  put<uint16_t>(packet, 2, manifest_.grid[2] > 1 ? 3 : manifest_.grid[1] > 1 ? 2 : 1);
  for (int d = 0; d < 3; ++d) {
    put<uint16_t>(packet, 4 + 2 * static_cast<uint64_t>(d),
                  static_cast<uint16_t>(manifest_.block[static_cast<size_t>(d)]));
    put<uint32_t>(packet, 12 + 4 * static_cast<uint64_t>(d),
                  manifest_.grid[static_cast<size_t>(d)]);
  }
  put<uint32_t>(packet, 24, descriptor_.private_segment_fixed_size);
  put<uint32_t>(packet, 28, lds_bytes());
  put<uint64_t>(packet, 32, descriptor_address_);
  put<uint64_t>(packet, 40, address_map::kKernarg);
  memory_.map("dispatch packet", address_map::kDispatchPacket, packet, false);
  memory_.map("queue", address_map::kQueue, 256, false);
}

std::pair<std::array<uint32_t, 3>, unsigned> Dispatch::wave_position(uint32_t wave_id) const {
  const uint64_t index = wave_id / max_waves_per_workgroup();
  const std::array<uint32_t, 3> id = {
      static_cast<uint32_t>(index % workgroups_[0]),
      static_cast<uint32_t>(index / workgroups_[0] % workgroups_[1]),
      static_cast<uint32_t>(index / workgroups_[0] / workgroups_[1])};
  return {id, wave_id % max_waves_per_workgroup()};
}

std::string Dispatch::wave_label(uint32_t wave_id) const {
  const auto [id, w] = wave_position(wave_id);
  return cutlm::wave_label(id, w);
}

std::string Dispatch::wave_name(uint32_t wave_id) const {
  const auto [id, w] = wave_position(wave_id);
  return cutlm::wave_name(id, w);
}

unsigned Dispatch::max_waves_per_workgroup() const {
  const unsigned items = manifest_.block[0] * manifest_.block[1] * manifest_.block[2];
  return (items + static_cast<unsigned>(wave_size()) - 1) / static_cast<unsigned>(wave_size());
}

const MemoryRegion& Dispatch::buffer(const std::string& name) const {
  for (size_t i = 0; i < manifest_.buffers.size(); ++i) {
    if (manifest_.buffers[i].name != name) continue;
    const MemoryRegion* r = memory_.region(name);
    if (r != nullptr) return *r;
  }
  throw InputError(manifest_.path + ": no buffer named \"" + name + "\"");
}

PrintfOutput Dispatch::printf_output() const {
  const MemoryRegion* buffer = memory_.region("printf buffer");
  if (buffer == nullptr) return PrintfOutput();
  return decode_printf_buffer(buffer->data.data(), buffer->data.size(), object_.printf_formats);
}

std::string Dispatch::describe_address(uint64_t address) const {
  auto name = [this](const MemoryRegion& r) {
    bool is_buffer = false;
    for (const BufferSpec& b : manifest_.buffers) is_buffer = is_buffer || b.name == r.name;
    return (is_buffer ? "buffer " : "the ") + r.name + " (" + std::to_string(r.data.size()) +
           " bytes at " + hex(r.base) + ")";
  };
  const MemoryRegion* below = nullptr;
  const MemoryRegion* above = nullptr;
  for (const auto& r : memory_.regions()) {
    if (r->base <= address) below = r.get();
    if (r->base > address) {
      above = r.get();
      break;
    }
  }
  if (below != nullptr && address < below->end()) {
    return "offset " + std::to_string(address - below->base) + " of " + name(*below);
  }
  const uint64_t past = below != nullptr ? address - below->end() : ~uint64_t{0};
  const uint64_t before = above != nullptr ? above->base - address : ~uint64_t{0};
  if (below != nullptr && past <= before) {
    return std::to_string(past) + " bytes past the end of " + name(*below);
  }
  if (above != nullptr) return std::to_string(before) + " bytes before " + name(*above);
  return "no memory is mapped";
}

DispatchFault Dispatch::with_address_described(const DispatchFault& fault) const {
  if (!fault.has_address) return fault;
  const std::string where = describe_address(fault.address);
  return DispatchFault(fault.kind, fault.workgroup, fault.wave, fault.lane, fault.pc, true,
                       fault.address, fault.detail.empty() ? where : fault.detail + ": " + where);
}

std::unique_ptr<Workgroup> Dispatch::make_workgroup(uint64_t index, GlobalAccess& global) const {
  auto wg = std::make_unique<Workgroup>();
  wg->index = index;
  wg->id = {static_cast<uint32_t>(index % workgroups_[0]),
            static_cast<uint32_t>(index / workgroups_[0] % workgroups_[1]),
            static_cast<uint32_t>(index / workgroups_[0] / workgroups_[1])};
  for (size_t d = 0; d < 3; ++d) {
    const uint64_t first = static_cast<uint64_t>(wg->id[d]) * manifest_.block[d];
    wg->size[d] =
        static_cast<uint32_t>(std::min<uint64_t>(manifest_.block[d], manifest_.grid[d] - first));
  }
  wg->lds.assign(lds_bytes(), 0);
  const unsigned ws = static_cast<unsigned>(wave_size());
  const uint64_t items = static_cast<uint64_t>(wg->size[0]) * wg->size[1] * wg->size[2];
  const unsigned num_waves = static_cast<unsigned>((items + ws - 1) / ws);
  const unsigned dims = descriptor_.workitem_id_dims();
  for (unsigned w = 0; w < num_waves; ++w) {
    WaveSlot slot;
    slot.owned_state = std::make_unique<WaveState>(static_cast<int>(ws), WaveState::Recycled{});
    slot.state = slot.owned_state.get();
    slot.memory = std::make_unique<DispatchWaveMemory>(
        global, wg->lds, descriptor_.private_segment_fixed_size, static_cast<int>(ws));
    WaveState& wave = *slot.state;
    wave.wave_id = static_cast<uint32_t>(index * max_waves_per_workgroup() + w);
    wave.memory = slot.memory.get();
    wave.barrier = &wg->barrier_state;
    wave.mode = with_fixed_mode(program_.arch, descriptor_.mode());
    wave.pc = entry_pc_;

    // User SGPRs from s0 in AMDGPUUsage's order, then the system SGPRs from the descriptor's
    // user SGPR count on.
    uint16_t s = 0;
    auto put64 = [&](uint64_t value) {
      wave.set_sreg(s++, static_cast<uint32_t>(value));
      wave.set_sreg(s++, static_cast<uint32_t>(value >> 32));
    };
    for (unsigned u = 0; u < static_cast<unsigned>(UserSgpr::Count); ++u) {
      const UserSgpr which = static_cast<UserSgpr>(u);
      if (!descriptor_.user_sgpr(which)) continue;
      switch (which) {
        case UserSgpr::PrivateSegmentBuffer:
          // No buffer resource: this model's scratch is per lane, reached by scratch_* only.
          for (int k = 0; k < 4; ++k) wave.set_sreg(s++, 0);
          break;
        case UserSgpr::DispatchPtr: put64(address_map::kDispatchPacket); break;
        case UserSgpr::QueuePtr: put64(address_map::kQueue); break;
        case UserSgpr::KernargSegmentPtr: put64(address_map::kKernarg); break;
        case UserSgpr::DispatchId: put64(0); break;
        case UserSgpr::FlatScratchInit: put64(0); break;
        case UserSgpr::PrivateSegmentSize:
          wave.set_sreg(s++, descriptor_.private_segment_fixed_size);
          break;
        case UserSgpr::Count: break;
      }
    }
    s = static_cast<uint16_t>(descriptor_.user_sgpr_count());
    if (const isa::ArchitectedId* ids = isa::architected_workgroup_ids(program_.arch)) {
      // Architected SGPRs (RDNA4): the ids go to their trap temporaries, none to system SGPRs.
      for (size_t d = 0; d < 3; ++d) {
        const isa::ArchitectedId& at = ids[d];
        const uint32_t mask = at.bits >= 32 ? ~0u : ((1u << at.bits) - 1) << at.lo;
        const uint32_t old = wave.sreg(at.reg);
        wave.set_sreg(at.reg, (old & ~mask) | ((wg->id[d] << at.lo) & mask));
      }
    } else {
      for (size_t d = 0; d < 3; ++d) {
        if (descriptor_.workgroup_id(static_cast<int>(d))) wave.set_sreg(s++, wg->id[d]);
      }
    }
    if (descriptor_.workgroup_info()) {
      // Workgroup info: bits [5:0] the number of waves in the workgroup (gfx11 keeps that field).
      wave.set_sreg(s++, num_waves & 0x3f);
    }
    if (descriptor_.private_segment_wave_offset()) wave.set_sreg(s++, 0);

    // Work-item ids packed in v0: x in [9:0], y in [19:10], z in [29:20].
    uint64_t exec = 0;
    for (unsigned lane = 0; lane < ws; ++lane) {
      const uint64_t flat = static_cast<uint64_t>(w) * ws + lane;
      uint32_t packed = 0;
      if (flat < items) {
        exec |= 1ull << lane;
        const uint32_t x = static_cast<uint32_t>(flat % wg->size[0]);
        const uint32_t y = static_cast<uint32_t>(flat / wg->size[0] % wg->size[1]);
        const uint32_t z = static_cast<uint32_t>(flat / wg->size[0] / wg->size[1]);
        packed = x | (dims >= 2 ? y << 10 : 0) | (dims >= 3 ? z << 20 : 0);
      }
      wave.set_vgpr(0, static_cast<int>(lane), packed);
    }
    wave.set_exec(exec);
    wg->waves.push_back(std::move(slot));
  }
  wg->live_ = num_waves;
  wg->barrier_state.members = num_waves;
  return wg;
}

std::vector<std::string> Dispatch::dump_paths(const std::string& folder) const {
  std::vector<std::string> paths;
  for (const BufferSpec& spec : manifest_.buffers) {
    if (spec.dump.empty()) continue;
    paths.push_back(folder.empty()        ? manifest_.resolve(spec.dump)
                    : spec.dump[0] == '/' ? spec.dump
                                          : folder + "/" + spec.dump);
  }
  return paths;
}

void Dispatch::check_dumps_writable(const std::string& folder) const {
  for (const std::string& path : dump_paths(folder)) check_output_writable(path, "buffer dump");
}

void Dispatch::write_dumps(const std::string& folder) const {
  const std::vector<std::string> paths = dump_paths(folder);
  size_t next = 0;
  for (const BufferSpec& spec : manifest_.buffers) {
    if (spec.dump.empty()) continue;
    const MemoryRegion& r = buffer(spec.name);
    OutputFile out(paths[next++], "dump of buffer " + spec.name);
    out.write(reinterpret_cast<const char*>(r.data.data()), r.data.size());
    out.close();
  }
}

namespace {

template <typename Bytes>
uint64_t element_at(const Bytes& bytes, uint64_t index, unsigned width) {
  uint64_t bits = 0;
  for (unsigned b = 0; b < width; ++b) bits |= uint64_t{bytes[index * width + b]} << (8 * b);
  return bits;
}

double as_double(ElemType type, uint64_t bits) {
  if (type == ElemType::F16) return half_to_double(static_cast<uint16_t>(bits));
  if (type == ElemType::F32) {
    float f = 0;
    const auto b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, 4);
    return f;
  }
  double d = 0;
  std::memcpy(&d, &bits, 8);
  return d;
}

// The float's place in the ordered sequence of all floats of its width (-0 just below +0), so
// that the distance of two is their difference in units in the last place.
uint64_t ordered(uint64_t bits, unsigned width_bits) {
  const uint64_t sign = uint64_t{1} << (width_bits - 1);
  const uint64_t magnitude = bits & (sign - 1);
  return (bits & sign) != 0 ? sign - 1 - magnitude : sign + magnitude;
}

}  // namespace

bool element_matches(const BufferExpect& expect, uint64_t expected, uint64_t got) {
  if (!elem_is_float(expect.type)) return expected == got;
  const double e = as_double(expect.type, expected);
  const double g = as_double(expect.type, got);
  if (std::isnan(e) || std::isnan(g)) return std::isnan(e) && std::isnan(g);
  switch (expect.tolerance) {
    case BufferExpect::Tolerance::Exact: return expected == got;
    case BufferExpect::Tolerance::Ulp: {
      const unsigned w = 8 * elem_size(expect.type);
      const uint64_t a = ordered(expected, w);
      const uint64_t b = ordered(got, w);
      return (a > b ? a - b : b - a) <= expect.ulp;
    }
    case BufferExpect::Tolerance::Abs: return e == g || std::fabs(e - g) <= expect.abs;
  }
  return false;
}

std::vector<std::string> expect_report(const ExpectResult& result) {
  std::vector<std::string> lines;
  const bool is_float = elem_is_float(result.type);
  const int digits = static_cast<int>(2 * elem_size(result.type));
  auto shown = [&](uint64_t bits) {
    std::string text = format_element(result.type, bits);
    // Floats also by their bits: NaN payloads and signed zeros differ there.
    if (is_float) {
      char buf[24];
      std::snprintf(buf, sizeof buf, " (0x%0*llx)", digits, static_cast<unsigned long long>(bits));
      text += buf;
    }
    return text;
  };
  for (const ExpectResult::Mismatch& m : result.first) {
    lines.push_back("expect: buffer " + result.buffer + " (" + elem_type_name(result.type) +
                    ") element " + std::to_string(m.index) + ": expected " + shown(m.expected) +
                    ", got " + shown(m.got));
  }
  lines.push_back("expect: buffer " + result.buffer + ": " + std::to_string(result.differing) +
                  " of " + std::to_string(result.elements) + " elements differ");
  return lines;
}

std::vector<ExpectResult> Dispatch::check_expects() const {
  std::vector<ExpectResult> results;
  for (const BufferSpec& spec : manifest_.buffers) {
    if (!spec.expect.present) continue;
    const PageMemory& got = buffer(spec.name).data;
    const unsigned width = elem_size(spec.expect.type);
    ExpectResult result;
    result.buffer = spec.name;
    result.type = spec.expect.type;
    result.elements = spec.size / width;
    // Equal bits always match (a NaN its own bits, any tolerance zero difference): only a block
    // whose bytes differ is compared element by element.
    constexpr uint64_t kBlockElements = 512;
    for (uint64_t block = 0; block < result.elements; block += kBlockElements) {
      const uint64_t end = std::min(result.elements, block + kBlockElements);
      if (std::memcmp(spec.expect.bytes.data() + block * width, got.data() + block * width,
                      (end - block) * width) == 0) {
        continue;
      }
      for (uint64_t i = block; i < end; ++i) {
        const uint64_t e = element_at(spec.expect.bytes, i, width);
        const uint64_t g = element_at(got, i, width);
        if (element_matches(spec.expect, e, g)) continue;
        ++result.differing;
        if (result.first.size() < ExpectResult::kMaxListed) result.first.push_back({i, e, g});
      }
    }
    results.push_back(std::move(result));
  }
  return results;
}

std::string Dispatch::format_buffer(const std::string& name, ElemType type) const {
  const PageMemory& data = buffer(name).data;
  const unsigned width = elem_size(type);
  const uint64_t count = data.size() / width;
  std::vector<std::string> values(count);
  size_t column = 1;
  for (uint64_t i = 0; i < count; ++i) {
    values[i] = format_element(type, element_at(data, i, width));
    column = std::max(column, values[i].size());
  }
  std::string text =
      "buffer " + name + " (" + elem_type_name(type) + ", " + std::to_string(count) + " elements";
  if (data.size() % width != 0) {
    text += ", the last " + std::to_string(data.size() % width) + " bytes not shown";
  }
  text += "):\n";
  const size_t index_width = std::to_string(count == 0 ? 0 : count - 1).size();
  constexpr uint64_t kPerLine = 8;
  for (uint64_t row = 0; row < count; row += kPerLine) {
    std::string index = std::to_string(row);
    text += std::string(index_width - index.size(), ' ') + index + ":";
    for (uint64_t i = row; i < std::min(count, row + kPerLine); ++i) {
      text += std::string(column + 2 - values[i].size(), ' ') + values[i];
    }
    text += "\n";
  }
  return text;
}

void throw_wave_fault(const Workgroup& wg, int wave, const DecodedInst& inst, uint64_t pc,
                      const Executor& executor, std::exception_ptr error) {
  const bool wave64 = wg.waves[static_cast<size_t>(wave)].state->wave64();
  const std::string text = inst.valid() ? disassemble(inst, wave64) : std::string();
  try {
    std::rethrow_exception(error);
  } catch (const DispatchFault&) {
    throw;
  } catch (const MemoryFault& e) {
    throw DispatchFault(e.kind, wg.id, wave, e.lane, e.pc, true, e.address,
                        text.empty() ? std::string(e.what()) : text);
  } catch (const ModelError& e) {
    std::string kind = "model error";
    // An instruction the target's hardware lacks (isa::absent_from_hardware) would raise the
    // hardware's illegal-instruction exception.
    if (!inst.valid() || isa::absent_from_hardware(inst.arch, inst.info->op) != nullptr)
      kind = "illegal instruction";
    else if (!executor.implemented(inst.info->op) ||
             std::strncmp(e.what(), "unimplemented", 13) == 0)
      kind = "unimplemented instruction";
    throw DispatchFault(kind, wg.id, wave, -1, pc, false, 0,
                        (text.empty() ? std::string() : text + ": ") + e.what());
  }
}

void throw_runaway(const Workgroup& wg, int wave, uint64_t pc, uint64_t max_instructions) {
  const std::string count = "more than " + std::to_string(max_instructions) + " instructions";
  const std::string hint = " without s_endpgm (raise --max-instructions)";
  const std::string parked = wg.waves_at_barrier();
  // A wave spinning while its siblings wait at s_barrier usually waits for something they do
  // after the barrier: the barrier can never complete.
  if (!parked.empty()) {
    throw DispatchFault(
        "impossible barrier", wg.id, wave, -1, pc, false, 0,
        "waves " + parked + " wait at s_barrier while this wave retired " + count + hint);
  }
  throw DispatchFault("runaway loop", wg.id, wave, -1, pc, false, 0, count + " retired" + hint);
}

void throw_dispatch_limit(const Workgroup& wg, int wave, uint64_t pc, uint64_t limit) {
  throw DispatchFault("instruction limit", wg.id, wave, -1, pc, false, 0,
                      "the dispatch retired " + std::to_string(limit) +
                          " instructions (raise --max-total-instructions)");
}

void throw_pc_outside(const Workgroup& wg, int wave, uint64_t pc, const Program& program) {
  throw DispatchFault(
      "pc outside the program", wg.id, wave, -1, pc, false, 0,
      program.path + " has " + std::to_string(program.code.size()) + " bytes of code");
}

std::unique_ptr<Workgroup> Workgroup::single_wave(WaveState& wave) {
  auto wg = std::make_unique<Workgroup>();
  WaveSlot slot;
  slot.state = &wave;
  wg->waves.push_back(std::move(slot));
  wg->live_ = 1;
  return wg;
}

BareCorePolicy::BareCorePolicy(const Program& program, unsigned slice)
    : program_(program), slice_(std::max(1u, slice)), cache_(program.code.size(), program.arch) {}

FunctionalDispatcher::FunctionalDispatcher(Dispatch& dispatch, Executor& executor, unsigned slice)
    : dispatch_(dispatch), executor_(executor), slice_(std::max(1u, slice)) {}

Stats FunctionalDispatcher::run(uint64_t max_instructions, TraceWriter* trace) {
  Stats stats;
  BareCorePolicy policy(dispatch_.program(), slice_);
  EngineLimits limits;
  limits.max_instructions = max_instructions;
  limits.max_total_instructions = ~uint64_t{0};
  DispatchEngine<BareCorePolicy> engine(executor_, policy, stats, limits);
  engine.set_trace(trace);
  engine.run(dispatch_, dispatch_.memory());
  return stats;
}

}  // namespace cutlm
