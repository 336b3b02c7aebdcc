#include "cosim/rtl_valu.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "verilated.h"
#include "verilated_syms.h"

namespace cutlm {

namespace {

// Results may come late from a broken RTL; drain() waits this much beyond the latency before
// declaring them missing.
constexpr unsigned kDrainSlack = 64;
// The latency measurement at construction gives up after this many cycles.
constexpr unsigned kMaxLatency = 256;
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

void RtlValu::start() {
  reset();
  // Measure the pipeline depth with one issue that enables no lane.
  ValuIssue probe;
  probe.op = ValuOp::MinF16;
  drive_issue(probe, 0);
  settle();
  rising_edge();
  unsigned cycles = 1;
  RtlValuResult result;
  for (;;) {
    drive_idle();
    settle();
    if (read_result(result)) break;
    if (++cycles > kMaxLatency) {
      throw std::runtime_error(model_name_ + ": no result within " + std::to_string(kMaxLatency) +
                               " cycles of an issue");
    }
    rising_edge();
  }
  latency_ = cycles;
  reset();
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

void RtlValu::advance_to(uint64_t cycle) {
  while (next_cycle_ < cycle && !in_flight_.empty() && idle_streak_ < latency_) {
    run_cycle(nullptr);
  }
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
  run_cycle(&issue);
}

void RtlValu::drain() {
  for (unsigned budget = latency_ + kDrainSlack; !in_flight_.empty() && budget > 0; --budget) {
    run_cycle(nullptr);
  }
  while (!in_flight_.empty()) {
    const InFlight& lost = in_flight_.front();
    if (listener_ != nullptr) listener_->on_rtl_missing_result(lost.issue, lost.cycle, lost.tag);
    in_flight_.pop_front();
  }
  show_idle_state();
}

void RtlValu::run_cycle(const ValuIssue* issue) {
  const uint64_t cycle = next_cycle_;
  if (issue != nullptr) {
    drive_issue(*issue, next_tag_);
    in_flight_.push_back(InFlight{*issue, next_tag_, cycle});
    ++next_tag_;  // wraps at 16 bits like the port
    ++issued_;
    idle_streak_ = 0;
  } else {
    drive_idle();
    ++idle_streak_;
  }
  settle();
  if (vcd_ != nullptr) sample(cycle);
  RtlValuResult result;
  if (read_result(result)) {
    result.cycle = cycle;
    match(result);
  }
  rising_edge();
  ++next_cycle_;
  ++cycles_clocked_;
  idle_state_shown_ = false;
}

void RtlValu::match(const RtlValuResult& result) {
  const auto found = std::find_if(in_flight_.begin(), in_flight_.end(),
                                  [&](const InFlight& entry) { return entry.tag == result.tag; });
  if (found == in_flight_.end()) {
    if (listener_ != nullptr) listener_->on_rtl_unexpected_result(result);
    return;
  }
  // Results come in issue order, so whatever was issued before the matching tag was lost.
  for (auto skipped = found - in_flight_.begin(); skipped > 0; --skipped) {
    const InFlight& lost = in_flight_.front();
    if (listener_ != nullptr) listener_->on_rtl_missing_result(lost.issue, lost.cycle, lost.tag);
    in_flight_.pop_front();
  }
  const InFlight& entry = in_flight_.front();
  if (listener_ != nullptr) listener_->on_rtl_result(entry.issue, entry.cycle, result);
  in_flight_.pop_front();
}

size_t RtlValu::attach_waveform(VcdWriter& vcd, const std::string& scope_prefix, RtlProbes probes) {
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
