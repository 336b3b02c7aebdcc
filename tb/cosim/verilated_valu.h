// RtlValu over the Verilated class of rtl/cutlm_valu.sv. Included only by the translation units
// that construct it (rtl_valu_normal.cpp, rtl_valu_faulty.cpp: the same class, the latter with
// the datapath's debug_fault_i held high).
#pragma once

#include <sys/mman.h>
#include <ucontext.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "cosim/rtl_valu.h"
#include "isa/rtl_ops.h"
#include "verilated.h"
#include "verilated_syms.h"
#if VM_COVERAGE
#include "verilated_cov.h"
#endif

namespace cutlm {

namespace verilated_port {

// Packed ports are CData/SData/IData/QData up to 64 bits and VlWide beyond; these read and
// write a field of either, so the transactor follows the port widths the generated package
// gives (they grow with the number of units and operations).
template <class T>
uint64_t field(const T& port, unsigned lo, unsigned width) {
  static_assert(std::is_integral_v<T>);
  const uint64_t value = lo >= 64 ? 0 : static_cast<uint64_t>(port) >> lo;
  return width >= 64 ? value : value & ((uint64_t{1} << width) - 1);
}

template <std::size_t N>
uint64_t field(const VlWide<N>& port, unsigned lo, unsigned width) {
  const unsigned word = lo / 32;
  const unsigned shift = lo % 32;
  if (word >= N) return 0;
  uint64_t value = static_cast<uint64_t>(port[word]) >> shift;
  if (32 - shift < width && word + 1 < N) {
    value |= static_cast<uint64_t>(port[word + 1]) << (32 - shift);
  }
  if (shift != 0 && 64 - shift < width && word + 2 < N) {
    value |= static_cast<uint64_t>(port[word + 2]) << (64 - shift);
  }
  return width >= 64 ? value : value & ((uint64_t{1} << width) - 1);
}

template <class T>
void set(T& port, uint64_t value) {
  static_assert(std::is_integral_v<T>);
  port = static_cast<T>(value);
}

// Lane `lane`'s 64 bits of a [NumLanes-1:0][63:0] input port.
template <std::size_t N>
void set_lane64(VlWide<N>& port, int lane, uint64_t value) {
  static_assert(N == 2 * kRtlLanes, "a 64-bit-per-lane port of the SIMD32");
  port[static_cast<std::size_t>(2 * lane)] = static_cast<uint32_t>(value);
  port[static_cast<std::size_t>(2 * lane + 1)] = static_cast<uint32_t>(value >> 32);
}

}  // namespace verilated_port

// Runs calls on a stack of its own. The Verilated evaluation keeps the design's wide temporaries
// on the stack (frames of several hundred KB, growing with the units), more than a SystemC
// thread's stack holds (the compute unit drives the RTL from its SC_THREAD), so every eval()
// switches to this stack and back: two context switches, small against an evaluation.
class OwnStack {
 public:
  static constexpr size_t kBytes = size_t{64} << 20;  // reserved; pages are used as touched

  OwnStack() {
    memory_ = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (memory_ == MAP_FAILED) throw std::runtime_error("cosim: cannot map the RTL's stack");
    if (::getcontext(&callee_) != 0) throw std::runtime_error("cosim: getcontext failed");
    callee_.uc_stack.ss_sp = memory_;
    callee_.uc_stack.ss_size = kBytes;
    callee_.uc_link = nullptr;
    const auto self = reinterpret_cast<uintptr_t>(this);
    ::makecontext(&callee_, reinterpret_cast<void (*)()>(&OwnStack::entry), 2,
                  static_cast<unsigned>(self >> 32), static_cast<unsigned>(self & 0xffffffffu));
  }
  ~OwnStack() { ::munmap(memory_, kBytes); }
  OwnStack(const OwnStack&) = delete;
  OwnStack& operator=(const OwnStack&) = delete;

  // Calls job() on this stack and returns when it has.
  template <class Job>
  void run(Job& job) {
    call_ = [](void* j) { (*static_cast<Job*>(j))(); };
    job_ = &job;
    ::swapcontext(&caller_, &callee_);
  }

 private:
  static void entry(unsigned high, unsigned low) {
    auto* self = reinterpret_cast<OwnStack*>(static_cast<uintptr_t>(high) << 32 | low);
    for (;;) {
      self->call_(self->job_);
      ::swapcontext(&self->callee_, &self->caller_);
    }
  }

  void* memory_ = nullptr;
  ucontext_t caller_{};
  ucontext_t callee_{};
  void (*call_)(void*) = nullptr;
  void* job_ = nullptr;
};

template <class Model>
class VerilatedValu final : public RtlValu {
  // Bits of a valu_lane_out_t (cutlm_valu_pkg): 64 data bits and the mask bit.
  static constexpr unsigned kLaneOutBits = 65;

 public:
  // `break_lane`: drive the datapath's debug_fault_i (lane 5 returns a wrong bit), so tests can
  // show that the checker catches a wrong lane.
  explicit VerilatedValu(std::string model_name, bool break_lane = false)
      : RtlValu(std::move(model_name)),
        context_(std::make_unique<VerilatedContext>()),
        break_lane_(break_lane) {
    // The model registers its scopes (used by the waveform probes) with the thread's current
    // context rather than the one it is given, so that must be ours while it is built.
    Verilated::threadContextp(context_.get());
    // A failed assertion ($error) stops the simulation once the error limit is reached (by
    // default the first): the process would abort and lose its traces. Counted instead, and
    // reported by the checker.
    context_->errorLimit(std::numeric_limits<int>::max());
    model_ = std::make_unique<Model>(context_.get(), "TOP");
    try {
      read_port_widths();
      start(units_);
    } catch (...) {
      tear_down();
      throw;
    }
  }

  ~VerilatedValu() override { tear_down(); }

  // Writes the line and toggle coverage counted so far to `path` (verilator_coverage's input);
  // false when the datapath was verilated without coverage (CUTLM_RTL_COVERAGE off).
  bool write_coverage(const std::string& path) {
#if VM_COVERAGE
    context_->coveragep()->write(path.c_str());
    return true;
#else
    static_cast<void>(path);
    return false;
#endif
  }

 protected:
  void drive_issue(const ValuIssue& issue, unsigned pass, uint16_t tag) override {
    using verilated_port::set;
    using verilated_port::set_lane64;
    Model& m = *model_;
    const unsigned base = pass * kRtlLanes;
    set(m.issue_valid_i, 1);
    set(m.issue_op_i, static_cast<uint64_t>(issue.op));
    set(m.issue_tag_i, tag);
    set(m.issue_exec_i, (issue.exec >> base) & 0xffffffffu);
    set(m.issue_mode_i, issue.mode & 0x3ffu);
    set(m.issue_abs_i, issue.abs & 7u);
    set(m.issue_neg_i, issue.neg & 7u);
    set(m.issue_opsel_i, issue.opsel & 15u);
    set(m.issue_clamp_i, issue.clamp ? 1 : 0);
    set(m.issue_omod_i, issue.omod & 3u);
    set(m.issue_mask_in_i, (issue.mask_in >> base) & 0xffffffffu);
    for (int lane = 0; lane < kRtlLanes; ++lane) {
      const size_t from = base + static_cast<size_t>(lane);
      set_lane64(m.issue_src0_i, lane, issue.src[0][from]);
      set_lane64(m.issue_src1_i, lane, issue.src[1][from]);
      set_lane64(m.issue_src2_i, lane, issue.src[2][from]);
      set_lane64(m.issue_vdst_old_i, lane, issue.vdst_old[from]);
    }
  }

  // Only valid drops: the payload inputs keep their values, which the datapath ignores, so an
  // idle cycle changes nothing else in the waveform.
  void drive_idle() override { model_->issue_valid_i = 0; }

  void set_reset(bool active) override {
    model_->rst_ni = active ? 0 : 1;
    model_->debug_fault_i = break_lane_ ? 1 : 0;
  }

  void settle() override {
    Verilated::threadContextp(context_.get());
    model_->clk_i = 0;
    eval();
  }

  void rising_edge() override {
    model_->clk_i = 1;
    eval();
  }

  bool issue_ready() override { return model_->issue_ready_o != 0; }

  uint64_t assertion_failures() const override {
    return static_cast<uint64_t>(context_->errorCount());
  }

  uint64_t results_valid() override {
    return verilated_port::field(model_->result_valid_o, 0, static_cast<unsigned>(units_));
  }

  void read_result(int unit, RtlValuPassResult& result) override {
    using verilated_port::field;
    const Model& m = *model_;
    const auto u = static_cast<unsigned>(unit);
    result.tag = static_cast<uint16_t>(field(m.result_tag_o, 16 * u, 16));
    result.op_bits = static_cast<uint32_t>(field(m.result_op_o, op_bits_ * u, op_bits_));
    result.vgpr_we = static_cast<uint32_t>(field(m.result_vgpr_we_o, kRtlLanes * u, kRtlLanes));
    result.mask_we = field(m.result_mask_we_o, u, 1) != 0;
    result.mask = static_cast<uint32_t>(field(m.result_mask_o, kRtlLanes * u, kRtlLanes));
    // result_lanes_o is valu_lane_out_t [NumUnits-1:0][NumLanes-1:0], {data[63:0], mask}
    // packed: lane l of unit u at bits [(u * NumLanes + l) * 65 +: 65], its data from bit 1.
    for (int lane = 0; lane < kRtlLanes; ++lane) {
      const unsigned at = (u * kRtlLanes + static_cast<unsigned>(lane)) * kLaneOutBits;
      result.vgpr_data[static_cast<size_t>(lane)] = field(m.result_lanes_o, at + 1, 64);
    }
  }

  VerilatedContext* context() override { return context_.get(); }

 private:
  // NumUnits and OpBits of the generated package, from the widths of result_valid_o and
  // result_op_o in the model's scope table (rtl/cutlm_valu.vlt), else from the C++ half of the
  // same generated list.
  void read_port_widths() {
    units_ = isa::num_rtl_units() + 1;
    op_bits_ = 1;
    while ((1u << op_bits_) < static_cast<unsigned>(isa::num_rtl_ops()) + 1) ++op_bits_;
    const VerilatedScopeNameMap* const scopes = context_->scopeNameMap();
    if (scopes != nullptr) {
      for (const auto& entry : *scopes) {
        const VerilatedVar* valid = entry.second->varFind("result_valid_o");
        const VerilatedVar* op = entry.second->varFind("result_op_o");
        if (valid == nullptr || op == nullptr) continue;
        const int units = valid->packed().elements();
        if (units > 0 && op->packed().elements() % units == 0) {
          units_ = units;
          op_bits_ = static_cast<unsigned>(op->packed().elements() / units);
        }
        break;
      }
    }
    const size_t lane_bits = sizeof(model_->result_lanes_o) * 8;
    if (units_ < 1 || units_ > 64 ||
        lane_bits < static_cast<size_t>(units_) * kRtlLanes * kLaneOutBits || op_bits_ > 16) {
      throw std::runtime_error(model_name() + ": unexpected port widths (" +
                               std::to_string(units_) + " units, " + std::to_string(op_bits_) +
                               " op bits)");
    }
  }

  void eval() {
    auto job = [this] { model_->eval(); };
    stack_.run(job);
  }

  void tear_down() {
    // Scopes unregister from the thread's current context too.
    Verilated::threadContextp(context_.get());
    model_->final();
    model_.reset();
    context_.reset();
    // Do not leave the thread pointing at a deleted context.
    Verilated::threadContextp(Verilated::defaultContextp());
  }

  OwnStack stack_;
  std::unique_ptr<VerilatedContext> context_;
  bool break_lane_ = false;
  std::unique_ptr<Model> model_;
  int units_ = 0;  // result ports
  unsigned op_bits_ = 1;
};

}  // namespace cutlm
