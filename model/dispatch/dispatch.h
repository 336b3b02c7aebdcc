// A kernel dispatch: the code, the global address space with the buffers and the kernarg
// segment, the workgroups with their waves in the initial state the descriptor asks for
// (AMDGPUUsage, "Initial Kernel Execution State"), barriers, faults, and the bare functional run
// loop (no SystemC) that the TLM compute unit's dispatch mode mirrors with timing.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "dispatch/memory_system.h"
#include "dispatch/printf_buffer.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decode_cache.h"
#include "loader/code_object.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "support/errors.h"
#include "trace/stats.h"
#include "trace/trace.h"

namespace cutlm {

// Where the dispatcher places things in the global address space. Buffers sit 4 GiB apart, so
// an overrun or underrun of any buffer lands in unmapped space and faults.
namespace address_map {
constexpr uint64_t kCode = 0;  // the code image, read-only, pc == address
constexpr uint64_t kDispatchPacket = 0x10000000;
constexpr uint64_t kQueue = 0x11000000;
constexpr uint64_t kKernarg = 0x12000000;
constexpr uint64_t kPrintfBuffer = 0x13000000;  // for kernels with hidden_printf_buffer
constexpr uint64_t kPrintfBufferBytes = 1 << 20;
constexpr uint64_t kBufferStride = 1ull << 32;  // buffer i at (i + 1) * 4 GiB
}  // namespace address_map

// LDS of one gfx1100 workgroup, the kernel's own and the dynamic LDS of its __local arguments.
constexpr uint32_t kMaxLdsBytes = 65536;

// A fault that stops the dispatch, as one line: kind, workgroup, wave, lane, pc and address
// ("-" where none applies), then what happened.
struct DispatchFault : ModelError {
  DispatchFault(std::string kind, std::array<uint32_t, 3> workgroup, int wave, int lane,
                uint64_t pc, bool has_address, uint64_t address, const std::string& detail);
  std::string kind;
  std::string detail;
  std::array<uint32_t, 3> workgroup;
  int wave;
  int lane;  // -1: none
  uint64_t pc;
  bool has_address;
  uint64_t address;
};

std::string fault_line(const std::string& kind, std::array<uint32_t, 3> workgroup, int wave,
                       int lane, uint64_t pc, bool has_address, uint64_t address,
                       const std::string& detail);

// One buffer's "expect" after the dispatch: how many elements differ and the first few.
struct ExpectResult {
  struct Mismatch {
    uint64_t index;
    uint64_t expected;  // the element's bits
    uint64_t got;
  };
  std::string buffer;
  ElemType type = ElemType::U32;
  uint64_t elements = 0;
  uint64_t differing = 0;
  std::vector<Mismatch> first;  // at most kMaxListed, by index
  static constexpr size_t kMaxListed = 10;
};

// Whether `got` passes for `expected` under the buffer's expect (exact integers; floats within
// the tolerance, a NaN matching any NaN).
bool element_matches(const BufferExpect& expect, uint64_t expected, uint64_t got);
// The lines that report a failed expect: one per listed element, then "N of M elements differ".
std::vector<std::string> expect_report(const ExpectResult& result);

enum class WaveStatus : uint8_t { Running, AtBarrier, Ended };

struct WaveSlot {
  WaveState* state = nullptr;  // owned_state, or a wave given from outside (a single-wave run)
  std::unique_ptr<WaveState> owned_state;
  std::unique_ptr<DispatchWaveMemory> memory;
  WaveStatus status = WaveStatus::Running;
  uint64_t instructions = 0;
  uint64_t barrier_pc = 0;
};

// One workgroup's waves, its LDS and its barrier.
class Workgroup {
 public:
  uint64_t index = 0;
  std::array<uint32_t, 3> id{};
  std::array<uint32_t, 3> size{};  // work-items per dimension (smaller at a partial edge)
  std::vector<uint8_t> lds;
  std::vector<WaveSlot> waves;
  // What the barrier instructions read (WaveState::barrier points here); members follows live().
  WorkgroupBarrier barrier_state;

  // A workgroup of the one wave `wave` (not owned): how `cutlm run` runs a program.
  static std::unique_ptr<Workgroup> single_wave(WaveState& wave);

  unsigned live() const { return live_; }
  // Wave w reached s_barrier at `pc`. True when that released the barrier (every live wave has
  // arrived).
  bool arrive_at_barrier(int w, uint64_t pc);
  // Wave w executed s_endpgm. True when that released the barrier the other live waves wait at
  // (AMD: a barrier waits only for the waves that have not terminated).
  bool end_wave(int w);
  // "1 (pc 0xc), 3 (pc 0xc)": the waves parked at s_barrier, for fault lines.
  std::string waves_at_barrier() const;

 private:
  friend class Dispatch;
  bool release_if_complete();
  unsigned live_ = 0;
  unsigned parked_ = 0;
};

class Dispatch {
 public:
  // Loads the code, maps the buffers (initialised as the manifest says) and builds the kernarg
  // segment and the dispatch packet. Throws InputError for anything wrong with the inputs.
  explicit Dispatch(const Manifest& manifest);

  const Manifest& manifest() const { return manifest_; }
  const Program& program() const { return program_; }
  uint64_t entry_pc() const { return entry_pc_; }
  const KernelDescriptor& descriptor() const { return descriptor_; }
  // LDS bytes per workgroup: the kernel's own and the launch's dynamic share.
  uint32_t lds_bytes() const;
  int wave_size() const { return descriptor_.wave_size(); }
  MemorySystem& memory() { return memory_; }
  const MemorySystem& memory() const { return memory_; }
  uint64_t kernarg_address() const { return address_map::kKernarg; }
  const std::vector<uint8_t>& kernarg() const { return kernarg_; }

  std::array<uint32_t, 3> workgroup_grid() const { return workgroups_; }
  uint64_t workgroup_count() const {
    return static_cast<uint64_t>(workgroups_[0]) * workgroups_[1] * workgroups_[2];
  }
  unsigned max_waves_per_workgroup() const;
  // Wave `wave_id`'s workgroup id and index in it, and its names (trace/wave_name.h):
  // "workgroup (X,Y,Z) wave N" and "wg(X,Y,Z)wN".
  std::pair<std::array<uint32_t, 3>, unsigned> wave_position(uint32_t wave_id) const;
  std::string wave_label(uint32_t wave_id) const;
  std::string wave_name(uint32_t wave_id) const;

  // Workgroup `index` (x fastest) with every wave in its initial state; its waves reach global
  // memory through `global`.
  std::unique_ptr<Workgroup> make_workgroup(uint64_t index, GlobalAccess& global) const;

  // The buffer's region (its address and contents).
  const MemoryRegion& buffer(const std::string& name) const;
  // The device printf output of a kernel built with -mprintf-kind=buffered (empty without).
  PrintfOutput printf_output() const;
  // Where an address lies against the mapped regions, for fault lines: "offset 12 of buffer y
  // (4096 bytes)", "4 bytes past the end of buffer y (4096 bytes)", "16 bytes before ...".
  std::string describe_address(uint64_t address) const;
  // The fault with describe_address added when it names an address.
  DispatchFault with_address_described(const DispatchFault& fault) const;
  // Writes every buffer that has "dump" to `folder` (the manifest's folder when empty); throws
  // OutputError naming the file when one cannot be written.
  void write_dumps(const std::string& folder) const;
  // Throws OutputError when a dump could not be written, before the dispatch runs.
  void check_dumps_writable(const std::string& folder) const;
  // Where the buffers with "dump" are written, in manifest order.
  std::vector<std::string> dump_paths(const std::string& folder) const;
  // Compares every buffer that has "expect" with its final contents, in manifest order.
  std::vector<ExpectResult> check_expects() const;
  // The buffer as a table for --print: a header line, then the index and 8 values per line.
  // Throws InputError when there is no such buffer.
  std::string format_buffer(const std::string& name, ElemType type) const;

 private:
  void load_code();
  void map_buffers();
  void build_kernarg();
  void write_dispatch_packet();
  void check_pointer_arg(const KernelArg& meta, const ArgSpec& arg, size_t index) const;
  std::vector<uint8_t> local_arg_bytes(const ArgSpec& arg, uint32_t pointee_align, size_t index);

  Manifest manifest_;
  Program program_;
  uint64_t entry_pc_ = 0;
  KernelDescriptor descriptor_;
  CodeObject object_;  // for a code object: metadata and the descriptor's address
  uint64_t descriptor_address_ = 0;
  MemorySystem memory_;
  std::vector<uint8_t> kernarg_;
  std::array<uint32_t, 3> workgroups_{};
};

// Turns the error a wave's step threw into the dispatch's one-line fault and throws that.
[[noreturn]] void throw_wave_fault(const Workgroup& wg, int wave, const DecodedInst& inst,
                                   uint64_t pc, const Executor& executor, std::exception_ptr error);
// A wave retired max_instructions: a runaway loop, or an impossible barrier when other waves of
// its workgroup wait at s_barrier meanwhile.
[[noreturn]] void throw_runaway(const Workgroup& wg, int wave, uint64_t pc,
                                uint64_t max_instructions);
// The whole dispatch retired `limit` instructions (--max-total-instructions).
[[noreturn]] void throw_dispatch_limit(const Workgroup& wg, int wave, uint64_t pc, uint64_t limit);
[[noreturn]] void throw_pc_outside(const Workgroup& wg, int wave, uint64_t pc,
                                   const Program& program);

// The bare functional core's dispatch: the dispatch engine with BareCorePolicy (waves take turns of
// `slice` instructions).
class FunctionalDispatcher {
 public:
  FunctionalDispatcher(Dispatch& dispatch, Executor& executor, unsigned slice = 1);
  // Runs every workgroup. max_instructions bounds each wave (a runaway loop is a fault).
  Stats run(uint64_t max_instructions, TraceWriter* trace = nullptr);

 private:
  Dispatch& dispatch_;
  Executor& executor_;
  unsigned slice_;
};

}  // namespace cutlm
