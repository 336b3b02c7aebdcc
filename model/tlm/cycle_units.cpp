#include "tlm/cycle_units.h"

#include <algorithm>
#include <stdexcept>

namespace cutlm::tlm_model {

using timing::CpiCategory;

RegisterReadiness::RegisterReadiness(sc_core::sc_module_name name, bool vector, unsigned slots)
    : sc_core::sc_module(name),
      writeback("writeback"),
      vector_(vector),
      per_slot_(vector ? kNumVgprs : kNumScalarRegs + 1),
      entries_(static_cast<std::size_t>(per_slot_) * slots),
      written_(slots) {
  static_assert(kNumVgprs >= kNumScalarRegs + 1, "a slot's written registers fit one bitset");
  writeback.register_b_transport(this, &RegisterReadiness::b_transport);
  writeback.register_get_direct_mem_ptr(this, &RegisterReadiness::get_direct_mem_ptr);
}

void RegisterReadiness::reset_slot(unsigned slot, uint64_t cycle) {
  Entry* row = entries_.data() + static_cast<std::size_t>(slot) * per_slot_;
  std::bitset<kNumVgprs>& written = written_[slot];
  const Entry launched{cycle, CpiCategory::DependencyValu};
  for (std::size_t reg = written._Find_first(); reg < written.size();
       reg = written._Find_next(reg)) {
    row[reg] = launched;
  }
  written.reset();
}

void RegisterReadiness::b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time&) {
  const auto* extension = payload.get_extension<WritebackExtension>();
  if (extension == nullptr || extension->record == nullptr) {
    payload.set_response_status(tlm::TLM_GENERIC_ERROR_RESPONSE);
    return;
  }
  const WritebackRecord& record = *extension->record;
  Entry* slot = entries_.data() + static_cast<std::size_t>(record.slot) * per_slot_;
  std::bitset<kNumVgprs>& written = written_[record.slot];
  const Entry entry{record.ready, record.producer};
  const CommitLog& log = *record.written;
  if (vector_) {
    for (uint16_t reg : log.vgprs) {
      slot[reg % kNumVgprs] = entry;
      written.set(reg % kNumVgprs);
    }
  } else {
    for (uint16_t code : log.sregs) {
      if (code >= kNumScalarRegs) continue;
      slot[code] = entry;
      written.set(code);
    }
    if (log.scc) {
      slot[kSccIndex] = entry;
      written.set(kSccIndex);
    }
  }
  ++writebacks_;
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

bool RegisterReadiness::get_direct_mem_ptr(tlm::tlm_generic_payload& payload, tlm::tlm_dmi& dmi) {
  dmi.set_dmi_ptr(reinterpret_cast<unsigned char*>(entries_.data()));
  dmi.set_start_address(0);
  dmi.set_end_address(entries_.size() * sizeof(Entry) - 1);
  dmi.allow_read();
  return payload.is_read();
}

ExecutionUnit::ExecutionUnit(sc_core::sc_module_name name, Kind kind,
                             const timing::TimingParams& params, sc_core::sc_time period)
    : sc_core::sc_module(name),
      issue("issue"),
      params_(params),
      period_(period),
      times_(period),
      kind_(kind) {
  issue.register_b_transport(this, &ExecutionUnit::b_transport);
  // The waveform shows the pipeline as deep as its longest ALU latency (at most 64 stages).
  unsigned deepest = 1;
  for (const timing::ClassTiming& c : params_.classes) deepest = std::max(deepest, c.latency);
  depth_ = std::min(deepest, 64u);
}

uint64_t ExecutionUnit::in_flight(uint64_t cycle) const {
  if (history_ == 0 || cycle < last_start_) return 0;
  const uint64_t ahead = cycle - last_start_;
  const uint64_t bits = ahead >= 64 ? 0 : history_ << ahead;
  return depth_ >= 64 ? bits : bits & ((uint64_t{1} << depth_) - 1);
}

void ExecutionUnit::b_transport(int, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  auto* extension = payload.get_extension<IssueExtension>();
  if (extension == nullptr || extension->record == nullptr) {
    payload.set_response_status(tlm::TLM_GENERIC_ERROR_RESPONSE);
    return;
  }
  IssueRecord& record = *extension->record;
  const timing::ClassTiming& t = *record.timing;
  const uint64_t per_pass = std::max(1u, t.issue_cycles);
  uint64_t start = std::max(record.issue, free_);
  if (kind_ == Kind::Valu) {
    // A source still in the pipeline holds the instruction (and the unit) until it arrives;
    // a transcendental also waits for the TRANS unit.
    start = std::max(start, record.operands_ready);
    if (t.trans_cycles != 0) start = std::max(start, trans_free_);
  }
  const bool memory =
      kind_ == Kind::ScalarMemory || kind_ == Kind::Lds || kind_ == Kind::VectorMemory;
  const uint64_t occupied = memory ? serve(record, start) : per_pass * record.passes;
  free_ = start + occupied;
  if (t.trans_cycles != 0) trans_free_ = start + uint64_t{t.trans_cycles} * record.passes;
  busy_ += occupied;
  ++instructions_;
  // A transcendental's later pass waits for the TRANS unit, so passes are that far apart.
  const uint64_t pass_spacing = std::max<uint64_t>(per_pass, t.trans_cycles);
  if (!memory) record.done = start + pass_spacing * (record.passes - 1) + t.latency;
  record.start = start;
  if (start >= last_start_) {
    const uint64_t ahead = start - last_start_;
    history_ = (ahead >= 64 ? 0 : history_ << ahead) | 1;
    last_start_ = start;
  }
  if (record.done != kPending) delay += times_.of(record.done - record.issue);
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

uint64_t ExecutionUnit::serve(IssueRecord& record, uint64_t) {
  throw std::logic_error(std::string(name()) + ": no memory model behind this unit");
  return record.passes;
}

CacheTags::CacheTags(uint64_t bytes, unsigned line_bytes, unsigned ways)
    : line_bytes_(std::max(1u, line_bytes)), ways_(std::max(1u, ways)) {
  sets_ = std::max<uint64_t>(1, bytes / line_bytes_ / ways_);
}

size_t CacheTags::find(uint64_t line) const {
  if (tags_.empty()) return npos;
  const size_t first = (line % sets_) * ways_;
  const uint64_t* set = tags_.data() + first;
  for (unsigned w = 0; w < ways_; ++w) {
    if (set[w] == line) return first + w;
  }
  return npos;
}

bool CacheTags::access(uint64_t address, uint64_t& ready) {
  // The tags take memory at their first use: a CU attached to the whole GPU's memory never uses
  // its own L1 and L2 (6 MiB of L2 is 49,152 tags).
  if (tags_.empty()) {
    tags_.assign(sets_ * ways_, kEmpty);
    ready_.assign(sets_ * ways_, 0);
    used_.assign(sets_ * ways_, 0);
  }
  const uint64_t line = address / line_bytes_;
  size_t way = find(line);
  const bool hit = way != npos;
  if (!hit) {
    // A miss takes the least recently used way (an empty one first: never used).
    const size_t first = (line % sets_) * ways_;
    way = first;
    for (size_t w = first + 1; w < first + ways_; ++w) {
      if (used_[w] < used_[way]) way = w;
    }
    tags_[way] = line;
    ready_[way] = 0;
  }
  used_[way] = ++accesses_;
  ready = ready_[way];
  return hit;
}

bool CacheTags::holds(uint64_t address, uint64_t& ready) const {
  const size_t way = find(address / line_bytes_);
  if (way == npos) return false;
  ready = ready_[way];
  return true;
}

void CacheTags::filled(uint64_t address, uint64_t ready) {
  // A line being filled keeps its first fill's arrival (a second request for it went down on
  // its own).
  const size_t way = find(address / line_bytes_);
  if (way != npos && (ready_[way] == 0 || ready < ready_[way])) ready_[way] = ready;
}

void CacheTags::busy_until(uint64_t address, uint64_t ready) {
  const size_t way = find(address / line_bytes_);
  if (way != npos) ready_[way] = ready;
}

InstructionCache::InstructionCache(sc_core::sc_module_name name, const timing::TimingParams& params,
                                   sc_core::sc_time period)
    : sc_core::sc_module(name),
      fetch("fetch"),
      memory("memory"),
      params_(params),
      period_(period),
      tags_(params.icache_bytes, params.icache_line_bytes, params.icache_ways),
      line_buffer_(params.icache_line_bytes) {
  fetch.register_b_transport(this, &InstructionCache::b_transport);
}

void InstructionCache::b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const uint64_t line = payload.get_address() / params_.icache_line_bytes;
  const uint64_t cycle = (sc_core::sc_time_stamp() + delay).value() / period_.value();
  const uint64_t ready = look_up(line, cycle, /*demand=*/true);
  // The prefetcher asks for the lines after the one read, so that straight-line code finds
  // them there (or on their way).
  for (uint64_t ahead = 1; ahead <= params_.icache_prefetch_lines; ++ahead) {
    look_up(line + ahead, cycle, /*demand=*/false);
  }
  delay += cycles_to_time(ready - cycle, period_);
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

uint64_t InstructionCache::look_up(uint64_t line, uint64_t cycle, bool demand) {
  const uint64_t address = line * params_.icache_line_bytes;
  uint64_t ready = 0;
  if (tags_.access(address, ready)) {
    // A hit on a line whose fill is still on its way waits for the fill.
    hits_ += demand ? 1 : 0;
    return std::max(cycle, ready);
  }
  ready = cycle + params_.icache_miss_cycles;
  tags_.filled(address, ready);
  misses_ += demand ? 1 : 0;
  // The fill: the line's bytes from instruction memory (what exists of it at the end).
  tlm::tlm_generic_payload fill;
  fill.set_command(tlm::TLM_READ_COMMAND);
  fill.set_address(address);
  fill.set_data_ptr(line_buffer_.data());
  fill.set_data_length(static_cast<unsigned>(line_buffer_.size()));
  fill.set_streaming_width(static_cast<unsigned>(line_buffer_.size()));
  fill.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  sc_core::sc_time fill_delay = sc_core::SC_ZERO_TIME;
  memory->b_transport(fill, fill_delay);
  return ready;
}

WaveFetch::WaveFetch(sc_core::sc_module_name name, const timing::TimingParams& params,
                     sc_core::sc_time period)
    : sc_core::sc_module(name), icache("icache"), params_(params), period_(period) {
  payload_.set_command(tlm::TLM_READ_COMMAND);
  payload_.set_data_ptr(nullptr);
  payload_.set_data_length(0);
}

uint64_t WaveFetch::line_ready(uint64_t pc, uint64_t cycle) {
  payload_.set_address(pc - pc % params_.icache_line_bytes);
  payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  // The request's time rides in the annotated delay, relative to SystemC's time.
  const sc_core::sc_time at = cycles_to_time(cycle, period_);
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  sc_core::sc_time delay = at > now ? at - now : sc_core::SC_ZERO_TIME;
  icache->b_transport(payload_, delay);
  ++requests_;
  return std::max<uint64_t>(cycle, (now + delay).value() / period_.value());
}

SimdArbiter::SimdArbiter(sc_core::sc_module_name name, unsigned index, sc_core::sc_time period)
    : sc_core::sc_module(name),
      valu("valu"),
      salu("salu"),
      branch("branch"),
      scalar_memory("scalar_memory"),
      lds("lds"),
      vector_memory("vector_memory"),
      vgpr_writeback("vgpr_writeback"),
      sgpr_writeback("sgpr_writeback"),
      index_(index),
      period_(period) {
  // No data: the records ride as extensions, set once and pointed at each record in turn.
  payload_.set_command(tlm::TLM_IGNORE_COMMAND);
  payload_.set_data_ptr(nullptr);
  payload_.set_data_length(0);
  payload_.set_streaming_width(0);
  payload_.set_extension(&issue_extension_);
  payload_.set_extension(&writeback_extension_);
}

SimdArbiter::~SimdArbiter() {
  payload_.clear_extension(&issue_extension_);
  payload_.clear_extension(&writeback_extension_);
}

void SimdArbiter::send(timing::Port port, IssueRecord& record, uint64_t now) {
  tlm_utils::simple_initiator_socket<SimdArbiter>* socket = nullptr;
  switch (port) {
    case timing::Port::Valu: socket = &valu; break;
    case timing::Port::Salu: socket = &salu; break;
    case timing::Port::Branch: socket = &branch; break;
    case timing::Port::Smem: socket = &scalar_memory; break;
    case timing::Port::Lds: socket = &lds; break;
    case timing::Port::Vmem: socket = &vector_memory; break;
    default: record.start = record.issue, record.done = record.issue + 1; return;
  }
  ++issued_[static_cast<std::size_t>(port)];
  issue_extension_.record = &record;
  writeback_extension_.record = nullptr;
  payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  // Loosely timed: the annotated delay is the issue time ahead of the engine's time.
  // (Usually none: the arbiter issues at its own time.)
  const uint64_t ahead = record.issue - std::min(record.issue, now);
  sc_core::sc_time delay = ahead == 0 ? sc_core::SC_ZERO_TIME : cycles_to_time(ahead, period_);
  (*socket)->b_transport(payload_, delay);
}

void SimdArbiter::write_back(bool vector, WritebackRecord& record) {
  writeback_extension_.record = &record;
  issue_extension_.record = nullptr;
  payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  (vector ? vgpr_writeback : sgpr_writeback)->b_transport(payload_, delay);
}

const RegisterReadiness::Entry* SimdArbiter::row(
    tlm_utils::simple_initiator_socket<SimdArbiter>& socket, const RegisterReadiness::Entry*& base,
    unsigned per_slot, unsigned slot) {
  if (base == nullptr) {
    tlm::tlm_generic_payload request;
    request.set_command(tlm::TLM_READ_COMMAND);
    request.set_address(0);
    tlm::tlm_dmi dmi;
    if (!socket->get_direct_mem_ptr(request, dmi)) {
      throw std::logic_error("register file timing refused DMI");
    }
    base = reinterpret_cast<const RegisterReadiness::Entry*>(dmi.get_dmi_ptr());
  }
  return base + static_cast<std::size_t>(slot) * per_slot;
}

const RegisterReadiness::Entry* SimdArbiter::vgpr_row(unsigned slot) {
  return row(vgpr_writeback, vgpr_base_, kNumVgprs, slot);
}

const RegisterReadiness::Entry* SimdArbiter::sgpr_row(unsigned slot) {
  return row(sgpr_writeback, sgpr_base_, kNumScalarRegs + 1, slot);
}

}  // namespace cutlm::tlm_model
