// The device behind cutlm's HIP runtime (tb/hip): the other end of the program's socket. It
// keeps the device heap's allocations and the registered code objects, and runs every kernel
// launch on the compute unit model in a child process of its own (a SystemC kernel elaborates
// once per process), which copies the heap's buffers in, runs the dispatch as `cutlm dispatch`
// does (timing mode, cosim, hazards, statistics, trace and waveform per launch), copies them
// back (after a fault too) and reports the outcome.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "loader/code_object.h"
#include "model_options.h"

namespace cutlm::cli {

struct ExecOptions {
  RunOptions run;  // the model's options; its stats, trace and vcd are set per launch
  std::string stats_dir;
  std::string trace_dir;
  std::string vcd_dir;
  std::string fst_dir;
  double clock_ns = 0.4;
  unsigned compute_units = 1;
};

class HipDevice {
 public:
  // `socket` is the device's end of the program's socket; `heap_fd` the device heap.
  HipDevice(const ExecOptions& options, int socket, int heap_fd);
  ~HipDevice();
  HipDevice(const HipDevice&) = delete;
  HipDevice& operator=(const HipDevice&) = delete;

  // Answers the program's requests until it closes its end (or sends something malformed,
  // which ends the connection with one line).
  void serve();

  // One line per kernel launched (launches, instructions, cycles, faults), on stderr.
  void print_summary() const;
  bool cosim_mismatch() const { return cosim_mismatch_; }
  uint64_t launches() const { return launches_; }

 private:
  struct Allocation {
    uint64_t size = 0;
    std::string name;
  };
  struct Kernel {
    std::string symbol;
    std::string name;  // for file names and messages (unique among the program's kernels)
    std::string signature;
    std::shared_ptr<const CodeObject> object;
    std::vector<const KernelArg*> explicit_args;
    uint32_t explicit_bytes = 0;
  };
  struct Module {
    std::string label;
    std::vector<Kernel> kernels;
    uint64_t image_offset = 0;  // in the heap: the image, its variables' storage
    uint64_t image_size = 0;
    uint64_t image_storage_size = 0;  // the image, or as far as its variables reach
    std::string storage_name;         // its buffer's name in fault lines
    std::vector<CodeObject::Range> writable;
  };
  struct KernelTotals {
    uint64_t launches = 0;
    uint64_t instructions = 0;
    uint64_t cycles = 0;
    uint64_t failed = 0;
    uint64_t mismatched = 0;  // --cosim found the RTL disagreeing (the results are the model's)
  };

  std::vector<uint8_t> handle(uint32_t kind, const std::vector<uint8_t>& payload);
  std::vector<uint8_t> hello(const std::vector<uint8_t>& payload);
  std::vector<uint8_t> alloc(const std::vector<uint8_t>& payload);
  std::vector<uint8_t> release(const std::vector<uint8_t>& payload);
  std::vector<uint8_t> register_module(const std::vector<uint8_t>& payload);
  std::vector<uint8_t> unregister_module(const std::vector<uint8_t>& payload);
  std::vector<uint8_t> launch(const std::vector<uint8_t>& payload);

  // First fit in the heap; false when nothing fits.
  bool heap_allocate(uint64_t size, uint64_t* offset);
  void heap_free(uint64_t offset);
  std::string unique_kernel_name(const std::string& plain, const std::string& symbol);

  ExecOptions options_;
  int socket_;
  int heap_fd_;
  uint8_t* heap_ = nullptr;  // this process's mapping
  uint64_t heap_size_ = 0;
  uint64_t program_heap_ = 0;          // the program's address of the heap: device addresses
  std::map<uint64_t, uint64_t> free_;  // offset -> size
  std::map<uint64_t, Allocation> allocations_;   // offset -> the program's allocations
  std::map<uint64_t, uint64_t> module_storage_;  // offset -> size
  uint64_t allocation_count_ = 0;
  std::map<uint32_t, Module> modules_;
  uint32_t next_module_ = 1;
  std::map<std::string, std::string> kernel_names_;  // name -> the symbol that has it
  std::map<std::string, KernelTotals> totals_;       // by kernel name, in name order
  std::vector<std::string> kernel_order_;            // names in order of first launch
  uint64_t launches_ = 0;
  bool cosim_mismatch_ = false;
};

}  // namespace cutlm::cli
