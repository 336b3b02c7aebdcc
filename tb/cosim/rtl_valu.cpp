#include "cosim/rtl_valu.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <stdexcept>
#include <utility>

#include "verilated.h"
#include "verilated_syms.h"

namespace cutlm {

namespace {

// Arrays larger than this are memories, not waveform material; attach_waveform() skips them.
constexpr size_t kMaxProbeElements = 1024;

// Orders "gen_lane[2]" before "gen_lane[10]", so the waveform lists lanes in lane order.
bool natural_less(const std::string& a, const std::string& b) {
  size_t i = 0;
  size_t j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) &&
        std::isdigit(static_cast<unsigned char>(b[j]))) {
      size_t end_i = i;
      size_t end_j = j;
      while (end_i < a.size() && std::isdigit(static_cast<unsigned char>(a[end_i]))) ++end_i;
      while (end_j < b.size() && std::isdigit(static_cast<unsigned char>(b[end_j]))) ++end_j;
      const std::string num_a = a.substr(i, end_i - i);
      const std::string num_b = b.substr(j, end_j - j);
      if (num_a.size() != num_b.size()) return num_a.size() < num_b.size();
      if (num_a != num_b) return num_a < num_b;
      i = end_i;
      j = end_j;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

// How a public variable is laid out: element width and unpacked dimensions (left, right).
struct VarLayout {
  unsigned width;
  std::vector<std::pair<int, int>> dims;
  size_t elements;
  size_t stride;  // bytes per element
};

VarLayout layout_of(const VerilatedVar& var) {
  VarLayout layout{static_cast<unsigned>(var.packed().elements()), {}, 1, var.entSize()};
  // Verilator 5.006 describes an unpacked array of 1-bit elements with the array's range in the
  // packed slot. Packed ranges are descending in practice, so an ascending one is the array.
  if (var.udims() == 0 && var.dims() == 1 && var.vltype() == VLVT_UINT8 &&
      var.packed().left() < var.packed().right()) {
    layout.width = 1;
    layout.dims.emplace_back(var.packed().left(), var.packed().right());
    layout.elements = static_cast<size_t>(var.packed().elements());
    return layout;
  }
  for (int d = 1; d <= var.udims(); ++d) {
    layout.dims.emplace_back(var.left(d), var.right(d));
    layout.elements *= static_cast<size_t>(var.elements(d));
  }
  return layout;
}

// "[i][j]" of the element at storage position `flat` (last dimension fastest; position 0 of a
// dimension is its lowest index).
std::string element_suffix(const VarLayout& layout, size_t flat) {
  std::string suffix;
  for (size_t d = layout.dims.size(); d-- > 0;) {
    const int left = layout.dims[d].first;
    const int right = layout.dims[d].second;
    const size_t count = static_cast<size_t>(std::abs(left - right) + 1);
    const int index = std::min(left, right) + static_cast<int>(flat % count);
    flat /= count;
    suffix = "[" + std::to_string(index) + "]" + suffix;
  }
  return suffix;
}

bool probe_type_supported(VerilatedVarType type) {
  return type == VLVT_UINT8 || type == VLVT_UINT16 || type == VLVT_UINT32 || type == VLVT_UINT64 ||
         type == VLVT_WDATA;
}

}  // namespace

RtlValu::RtlValu(std::string model_name) : model_name_(std::move(model_name)) {}

RtlValu::~RtlValu() = default;

void RtlValu::start(int num_units) {
  num_units_ = num_units;
  unit_passes_.assign(static_cast<size_t>(num_units_), {});
  // The unit of each operation, by the generated tables (valu_unit_e: ValuUnitNone, then the
  // units in rtl_unit_name() order).
  op_unit_.assign(static_cast<size_t>(isa::num_rtl_ops()) + 1, 0);
  for (int op = 1; op <= isa::num_rtl_ops(); ++op) {
    const char* unit = isa::rtl_op_info(static_cast<isa::RtlOp>(op)).unit;
    for (int u = 0; u < isa::num_rtl_units(); ++u) {
      if (std::strcmp(unit, isa::rtl_unit_name(u)) == 0 && u + 1 < num_units_) {
        op_unit_[static_cast<size_t>(op)] = u + 1;
      }
    }
  }
  reset();
}

int RtlValu::unit_of(isa::RtlOp op) const {
  const auto index = static_cast<size_t>(op);
  return index < op_unit_.size() ? op_unit_[index] : 0;
}

void RtlValu::reset() {
  set_reset(true);
  drive_idle();
  for (int edge = 0; edge < 2; ++edge) {
    settle();
    rising_edge();
  }
  set_reset(false);
  settle();
}

bool RtlValu::overdue() const {
  // The oldest pass in flight (each unit's queue is in the order taken).
  uint64_t oldest = next_cycle_;
  for (const std::deque<Pass>& passes : unit_passes_) {
    if (!passes.empty()) oldest = std::min(oldest, passes.front().cycle);
  }
  return next_cycle_ - oldest > kMaxLatency;
}

void RtlValu::advance_to(uint64_t cycle) {
  while (next_cycle_ < cycle && passes_in_flight_ != 0 && !overdue()) run_cycle(nullptr);
  // Nothing left to come out (or the RTL is overdue and drain() will say so): skip ahead.
  if (next_cycle_ < cycle) {
    show_idle_state();
    next_cycle_ = cycle;
  }
}

void RtlValu::show_idle_state() {
  // The last clocked cycle was sampled before its edge; what that edge did (the last result
  // leaving the output stage) holds for the whole skipped stretch. Evaluating without a clock
  // edge shows it in the waveform at the first skipped cycle.
  if (vcd_ == nullptr || idle_state_shown_) return;
  drive_idle();
  settle();
  sample(next_cycle_);
  idle_state_shown_ = true;
}

void RtlValu::issue(const ValuIssue& issue, uint64_t cycle) {
  advance_to(cycle);
  in_flight_.push_back(Instruction{issue, RtlValuResult{}, 0, false});
  const InstructionRef instruction = std::prev(in_flight_.end());
  const unsigned passes = issue.wave64 ? 2 : 1;
  instruction->result.passes = passes;
  ++issued_;
  for (unsigned index = 0; index < passes; ++index) {
    const Pass pass{next_tag_++, index, 0, instruction};  // the tag wraps at 16 bits like the port
    ++instruction->outstanding;
    instruction->result.tags[index] = pass.tag;
    unsigned waited = 0;
    while (!run_cycle(&pass)) {
      ++stall_cycles_;
      if (++waited > kMaxLatency) {
        // Never ready: the unit is stuck. The pass is reported and the rest of the instruction
        // is not issued (a pass already in flight is dropped when it comes).
        pass_missing(Pass{pass.tag, index, next_cycle_ - 1, instruction});
        return;
      }
    }
  }
}

void RtlValu::drain() {
  while (passes_in_flight_ != 0 && !overdue()) run_cycle(nullptr);
  for (std::deque<Pass>& passes : unit_passes_) {
    while (!passes.empty()) {
      const Pass lost = passes.front();
      passes.pop_front();
      --passes_in_flight_;
      pass_missing(lost);
    }
  }
  show_idle_state();
}

bool RtlValu::run_cycle(const Pass* pass) {
  const uint64_t cycle = next_cycle_;
  if (pass != nullptr) {
    drive_issue(pass->instruction->issue, pass->index, pass->tag);
  } else {
    drive_idle();
  }
  settle();
  if (vcd_ != nullptr) sample(cycle);
  collect_results(cycle);
  // Taken when ready this cycle (ready depends on the issued operation's unit only, so it is
  // read after the inputs settle). A pass's own result cannot come out in the cycle it is taken.
  bool taken = false;
  if (pass != nullptr && issue_ready()) {
    taken = true;
    Pass entry = *pass;
    entry.cycle = cycle;
    pass->instruction->result.issue_cycles[pass->index] = cycle;
    unit_passes_[static_cast<size_t>(unit_of(pass->instruction->issue.op))].push_back(entry);
    ++passes_in_flight_;
    ++passes_issued_;
  }
  rising_edge();
  ++next_cycle_;
  ++cycles_clocked_;
  idle_state_shown_ = false;
  return taken;
}

void RtlValu::collect_results(uint64_t cycle) {
  uint64_t valid = results_valid();
  while (valid != 0) {
    const int unit = __builtin_ctzll(valid);
    valid &= valid - 1;
    RtlValuPassResult result;
    result.cycle = cycle;
    result.unit = unit;
    read_result(unit, result);
    match(result);
  }
}

void RtlValu::match(const RtlValuPassResult& result) {
  if (result.unit < 0 || result.unit >= num_units_) {
    if (listener_ != nullptr) listener_->on_rtl_unexpected_result(result);
    return;
  }
  std::deque<Pass>& passes = unit_passes_[static_cast<size_t>(result.unit)];
  const auto found = std::find_if(passes.begin(), passes.end(),
                                  [&](const Pass& entry) { return entry.tag == result.tag; });
  if (found == passes.end()) {
    if (listener_ != nullptr) listener_->on_rtl_unexpected_result(result);
    return;
  }
  // A unit answers in the order it took its passes, so whatever it took before the matching tag
  // was lost.
  for (auto skipped = found - passes.begin(); skipped > 0; --skipped) {
    const Pass lost = passes.front();
    passes.pop_front();
    --passes_in_flight_;
    pass_missing(lost);
  }
  const Pass entry = passes.front();
  passes.pop_front();
  --passes_in_flight_;
  Instruction& instruction = *entry.instruction;
  RtlValuResult& out = instruction.result;
  const unsigned index = entry.index;
  out.result_cycles[index] = result.cycle;
  out.op_bits[index] = result.op_bits;
  out.mask_we[index] = result.mask_we;
  out.unit = result.unit;
  const unsigned base = index * kRtlLanes;
  out.vgpr_we |= static_cast<uint64_t>(result.vgpr_we) << base;
  out.mask |= static_cast<uint64_t>(result.mask) << base;
  std::copy(result.vgpr_data.begin(), result.vgpr_data.end(), out.vgpr_data.begin() + base);
  finished_pass(entry.instruction);
}

void RtlValu::pass_missing(const Pass& pass) {
  Instruction& instruction = *pass.instruction;
  if (!instruction.missing && listener_ != nullptr) {
    listener_->on_rtl_missing_result(instruction.issue, pass.cycle, pass.tag);
  }
  instruction.missing = true;
  finished_pass(pass.instruction);
}

void RtlValu::finished_pass(InstructionRef instruction) {
  if (instruction->outstanding > 0) --instruction->outstanding;
  if (instruction->outstanding != 0) return;
  if (!instruction->missing && listener_ != nullptr) {
    listener_->on_rtl_result(instruction->issue, instruction->result);
  }
  in_flight_.erase(instruction);
}

size_t RtlValu::attach_waveform(WaveformWriter& vcd, const std::string& scope_prefix,
                                RtlProbes probes) {
  detach_waveform();  // one writer at a time
  VerilatedContext* const ctx = context();
  Verilated::threadContextp(ctx);
  const VerilatedScopeNameMap* const scope_map = ctx->scopeNameMap();

  // Scope names are "<model instance>.<hierarchy>"; the hierarchy "TOP" holds the top-level
  // ports, which the top module's own scope repeats under the module's name.
  std::vector<std::pair<std::string, const VerilatedScope*>> scopes;
  const VerilatedScope* port_scope = nullptr;
  for (const auto& entry : *scope_map) {
    const std::string full = entry.first;
    const size_t dot = full.find('.');
    const std::string hierarchy = dot == std::string::npos ? full : full.substr(dot + 1);
    if (hierarchy == "TOP") {
      port_scope = entry.second;
    } else {
      scopes.emplace_back(hierarchy, entry.second);
    }
  }
  std::sort(scopes.begin(), scopes.end(),
            [](const auto& a, const auto& b) { return natural_less(a.first, b.first); });

  // The top module is the one-level scope that repeats every port.
  std::string top_name;
  for (const auto& [hierarchy, scope] : scopes) {
    if (hierarchy.find('.') != std::string::npos || port_scope == nullptr ||
        port_scope->varsp() == nullptr || scope->varsp() == nullptr) {
      continue;
    }
    bool has_ports = true;
    for (const auto& port : *port_scope->varsp()) {
      has_ports = has_ports && scope->varFind(port.first) != nullptr;
    }
    if (has_ports) {
      top_name = hierarchy;
      break;
    }
  }
  std::vector<std::pair<std::string, const VerilatedScope*>> chosen;
  if (top_name.empty() && port_scope != nullptr) chosen.emplace_back("", port_scope);
  for (const auto& entry : scopes) {
    if (probes == RtlProbes::kAll || entry.first == top_name) chosen.push_back(entry);
  }

  size_t added = 0;
  for (const auto& [hierarchy, scope] : chosen) {
    if (scope->varsp() == nullptr) continue;
    std::string vcd_scope = scope_prefix;
    if (!hierarchy.empty()) vcd_scope += (vcd_scope.empty() ? "" : ".") + hierarchy;
    for (const auto& [name, var] : *scope->varsp()) {
      if (var.isParam() || !probe_type_supported(var.vltype())) continue;
      const VarLayout layout = layout_of(var);
      if (layout.elements > kMaxProbeElements) continue;
      const unsigned nwords = (layout.width + 31) / 32;
      const auto* base = static_cast<const uint8_t*>(var.datap());
      for (size_t element = 0; element < layout.elements; ++element) {
        const std::string signal = std::string(name) + element_suffix(layout, element);
        const int id = vcd.add_signal(vcd_scope, signal, layout.width);
        probes_.push_back(
            Probe{id, base + element * layout.stride, static_cast<uint8_t>(var.vltype()), nwords});
        ++added;
      }
    }
  }
  vcd_ = &vcd;
  return added;
}

void RtlValu::detach_waveform() {
  vcd_ = nullptr;
  probes_.clear();
}

void RtlValu::sample(uint64_t cycle) {
  for (const Probe& probe : probes_) {
    switch (probe.type) {
      case VLVT_UINT8: vcd_->set(probe.vcd_id, *static_cast<const CData*>(probe.data)); break;
      case VLVT_UINT16: vcd_->set(probe.vcd_id, *static_cast<const SData*>(probe.data)); break;
      case VLVT_UINT32: vcd_->set(probe.vcd_id, *static_cast<const IData*>(probe.data)); break;
      case VLVT_UINT64: vcd_->set(probe.vcd_id, *static_cast<const QData*>(probe.data)); break;
      default:
        vcd_->set_words(probe.vcd_id, static_cast<const EData*>(probe.data), probe.nwords);
        break;
    }
  }
  vcd_->advance(cycle);
}

}  // namespace cutlm
