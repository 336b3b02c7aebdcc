#include "tlm/memory_timing.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cutlm::tlm_model {

const char* memory_level_name(MemoryLevel level) {
  static const char* const kNames[] = {"l0", "l1", "l2", "dram"};
  return kNames[static_cast<size_t>(level)];
}

MemoryHierarchy::MemoryHierarchy(sc_core::sc_module_name name, const timing::TimingParams& params,
                                 sc_core::sc_time period)
    : sc_core::sc_module(name),
      vector("vector"),
      scalar("scalar"),
      below("below"),
      params_(params),
      period_(period),
      l0_(params.l0_bytes, params.vector_line_bytes, params.l0_ways),
      l1_(params.l1_bytes, params.vector_line_bytes, params.l1_ways),
      l2_(params.l2_bytes, params.vector_line_bytes, params.l2_ways),
      scalar_cache_(params.scalar_cache_bytes, params.scalar_cache_line_bytes,
                    params.scalar_cache_ways),
      tlb_(uint64_t{params.tlb_entries} * params.tlb_page_bytes, params.tlb_page_bytes,
           std::min(16u, params.tlb_entries)) {
  vector.register_nb_transport_fw(this, &MemoryHierarchy::nb_transport_fw);
  vector.register_b_transport(this, &MemoryHierarchy::b_transport_vector);
  scalar.register_b_transport(this, &MemoryHierarchy::b_transport_scalar);
}

uint64_t MemoryHierarchy::cycle_of(const sc_core::sc_time& delay) const {
  return (sc_core::sc_time_stamp() + delay).value() / period_.value();
}

void MemoryHierarchy::attach_shared(SharedMemorySocket& target, unsigned cu, unsigned array) {
  if (shared_ != nullptr) {
    throw std::logic_error(std::string(name()) + ": attached to the GPU's memory twice");
  }
  below.bind(target);
  shared_ = new GpuRequester();
  shared_->cu = cu;
  shared_->array = array;
  below_served_ = new ServedBy();
  below_payload_.set_extension(shared_);  // the payload owns both
  below_payload_.set_extension(below_served_);
  below_payload_.set_data_ptr(nullptr);
  below_payload_.set_data_length(0);
  below_payload_.set_byte_enable_ptr(nullptr);
}

uint64_t MemoryHierarchy::below_shared(uint64_t address, bool write, uint64_t cycle,
                                       MemoryLevel& level) {
  below_payload_.set_command(write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
  below_payload_.set_address(address);
  below_payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  const sc_core::sc_time at = cycles_to_time(cycle, period_);
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  sc_core::sc_time delay = at > now ? at - now : sc_core::SC_ZERO_TIME;
  below->b_transport(below_payload_, delay);
  level = below_served_->level;
  infinity_cache_ = below_served_->infinity_cache;
  return std::max(cycle, cycle_of(delay));
}

namespace {

// A read finds its line present only once the line's fill has arrived: a read of a line still
// being filled goes down the hierarchy itself (the traces' waves, a few tens of cycles apart,
// each wait the whole cold latency; docs/timing.md, "Against real traces").
bool present(CacheTags& tags, uint64_t address, uint64_t cycle, uint64_t& ready) {
  return tags.access(address, ready) && ready <= cycle;
}

}  // namespace

uint64_t MemoryHierarchy::translate(uint64_t address, uint64_t cycle) {
  if (params_.tlb_miss_cycles == 0) return cycle;
  uint64_t ready = 0;
  if (tlb_.access(address, ready)) {
    if (ready <= cycle) return cycle;
    // A walk for the page is under way: this request walks too (the traces' waves each see the
    // whole cold latency, a few tens of cycles apart), and the entry keeps the first walk's end.
    return cycle + params_.tlb_miss_cycles;
  }
  ready = cycle + params_.tlb_miss_cycles;
  tlb_.filled(address, ready);
  return ready;
}

uint64_t MemoryHierarchy::take_dram_line(uint64_t cycle) {
  // A token bucket: the share refills at dram_bytes_per_cycle and holds at most the burst.
  const double rate = params_.dram_bytes_per_cycle;
  const double window = static_cast<double>(params_.dram_burst_bytes) / rate;
  const double now = static_cast<double>(cycle);
  const double start = std::max(now, dram_next_ - window);
  dram_next_ = std::max(dram_next_, now - window) + params_.vector_line_bytes / rate;
  return static_cast<uint64_t>(std::ceil(start));
}

uint64_t MemoryHierarchy::below_l0(uint64_t address, uint64_t cycle, MemoryLevel& level) {
  if (shared_ != nullptr) return below_shared(address, false, cycle, level);
  const uint64_t line = params_.vector_line_bytes;
  auto count = [this, line](MemoryLevel l, bool hit) {
    LevelCounters& c = counters_[static_cast<size_t>(l)];
    ++c.requests;
    c.hits += hit ? 1 : 0;
    c.bytes += line;
  };
  uint64_t ready = 0;
  const bool l1_hit = present(l1_, address, cycle, ready);
  count(MemoryLevel::L1, l1_hit);
  if (l1_hit) {
    level = MemoryLevel::L1;
    return std::max(cycle + params_.l1_hit_cycles, ready);
  }
  uint64_t done = 0;
  const bool l2_tagged = l2_.access(address, ready);
  const bool l2_hit = l2_tagged && ready <= cycle;
  count(MemoryLevel::L2, l2_hit);
  if (l2_hit) {
    level = MemoryLevel::L2;
    done = cycle + params_.l2_hit_cycles;
  } else if (l2_tagged) {
    // The line is on its way from DRAM: the read waits the whole path's latency, but the line
    // crosses the DRAM path once.
    level = MemoryLevel::Dram;
    done = cycle + params_.dram_cycles;
  } else {
    // Beyond L2 one latency, and the CU's share of the bandwidth: lines queue for it.
    const uint64_t start = take_dram_line(cycle);
    count(MemoryLevel::Dram, true);
    level = MemoryLevel::Dram;
    done = start + params_.dram_cycles;
    l2_.filled(address, done);
  }
  l1_.filled(address, done);
  return done;
}

uint64_t MemoryHierarchy::vector_request(uint64_t address, bool write, uint64_t cycle,
                                         MemoryLevel& level) {
  // Reads wait for their address's translation; the traces' stores to a buffer nothing has
  // touched are acknowledged as fast as L2 answers (docs/timing.md, "Against real traces").
  if (!write) cycle = translate(address, cycle);
  LevelCounters& l0 = counters_[static_cast<size_t>(MemoryLevel::L0)];
  ++l0.requests;
  l0.bytes += params_.vector_line_bytes;
  uint64_t ready = 0;
  if (write && shared_ != nullptr) return below_shared(address, true, cycle, level);
  if (write) {
    // The L0 writes through and does not allocate: the L2 takes the line and acknowledges (after
    // a fill of that line still in flight: atomics and stores to one line stay in order); the
    // line still costs the DRAM path's bandwidth when it is written back.
    l2_.access(address, ready);
    LevelCounters& l2 = counters_[static_cast<size_t>(MemoryLevel::L2)];
    ++l2.requests;
    ++l2.hits;
    l2.bytes += params_.vector_line_bytes;
    take_dram_line(cycle);
    LevelCounters& dram = counters_[static_cast<size_t>(MemoryLevel::Dram)];
    ++dram.requests;
    ++dram.hits;
    dram.bytes += params_.vector_line_bytes;
    level = MemoryLevel::L2;
    const uint64_t done = std::max(cycle + params_.l2_hit_cycles, ready);
    l2_.busy_until(address, done);
    return done;
  }
  const bool tagged = l0_.access(address, ready);
  if (tagged && ready <= cycle) {
    ++l0.hits;
    level = MemoryLevel::L0;
    return cycle + params_.l0_hit_cycles;
  }
  // A miss needs one of the L0's miss slots (wait for the oldest to free when all are taken); a
  // read of a line already on its way shares that line's slot.
  if (!tagged) {
    l0_misses_.erase(std::remove_if(l0_misses_.begin(), l0_misses_.end(),
                                    [cycle](uint64_t done) { return done <= cycle; }),
                     l0_misses_.end());
    if (l0_misses_.size() >= params_.l0_outstanding_misses) {
      auto first = std::min_element(l0_misses_.begin(), l0_misses_.end());
      cycle = *first;
      l0_misses_.erase(first);
    }
  }
  const uint64_t done = below_l0(address, cycle, level);
  l0_.filled(address, done);
  if (!tagged) l0_misses_.push_back(done);
  return done;
}

uint64_t MemoryHierarchy::scalar_request(uint64_t address, uint64_t cycle, MemoryLevel& level) {
  cycle = translate(address, cycle);
  ++scalar_counters_.requests;
  scalar_counters_.bytes += params_.scalar_cache_line_bytes;
  uint64_t ready = 0;
  if (present(scalar_cache_, address, cycle, ready)) {
    ++scalar_counters_.hits;
    level = MemoryLevel::L0;
    return std::max(cycle + params_.smem_latency, ready);
  }
  const uint64_t done = below_l0(address, cycle, level);
  scalar_cache_.filled(address, done);
  return done;
}

tlm::tlm_sync_enum MemoryHierarchy::nb_transport_fw(tlm::tlm_generic_payload& payload,
                                                    tlm::tlm_phase& phase,
                                                    sc_core::sc_time& delay) {
  if (phase != tlm::BEGIN_REQ) return tlm::TLM_COMPLETED;  // END_RESP: nothing left to do
  b_transport_vector(payload, delay);
  return tlm::TLM_COMPLETED;
}

void MemoryHierarchy::b_transport_vector(tlm::tlm_generic_payload& payload,
                                         sc_core::sc_time& delay) {
  MemoryLevel level = MemoryLevel::L0;
  const uint64_t cycle = cycle_of(delay);
  infinity_cache_ = false;
  const uint64_t done = vector_request(payload.get_address(), payload.is_write(), cycle, level);
  delay += cycles_to_time(done - cycle, period_);
  if (ServedBy* served = payload.get_extension<ServedBy>()) {
    served->level = level;
    served->infinity_cache = infinity_cache_;
  }
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

void MemoryHierarchy::b_transport_scalar(tlm::tlm_generic_payload& payload,
                                         sc_core::sc_time& delay) {
  MemoryLevel level = MemoryLevel::L0;
  const uint64_t cycle = cycle_of(delay);
  infinity_cache_ = false;
  const uint64_t done = scalar_request(payload.get_address(), cycle, level);
  delay += cycles_to_time(done - cycle, period_);
  if (ServedBy* served = payload.get_extension<ServedBy>()) {
    served->level = level;
    served->infinity_cache = infinity_cache_;
  }
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

namespace {

// The delay that puts a request at `cycle` on the caller's time axis.
sc_core::sc_time delay_to(uint64_t cycle, const sc_core::sc_time& period) {
  const sc_core::sc_time at = cycles_to_time(cycle, period);
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  return at > now ? at - now : sc_core::SC_ZERO_TIME;
}

// The distinct lines of `bytes` at each address.
void lines_of(const IssueRecord& record, unsigned line_bytes, std::vector<uint64_t>& lines) {
  lines.clear();
  const unsigned bytes = std::max(1u, record.bytes_per_address);
  // Consecutive lanes mostly touch the same or the next line: repeats of the last line are
  // dropped as they come, and the sort runs only when the lines came out of order.
  bool ordered = true;
  for (unsigned i = 0; i < record.address_count; ++i) {
    const uint64_t first = record.addresses[i] / line_bytes;
    const uint64_t last = (record.addresses[i] + bytes - 1) / line_bytes;
    for (uint64_t line = first; line <= last; ++line) {
      if (!lines.empty()) {
        if (line == lines.back()) continue;
        ordered = ordered && line > lines.back();
      }
      lines.push_back(line);
    }
  }
  if (ordered) return;
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
}

}  // namespace

VectorMemoryUnit::VectorMemoryUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
                                   sc_core::sc_time period)
    : ExecutionUnit(name, Kind::VectorMemory, params, period),
      memory("memory"),
      line_data_(params.vector_line_bytes) {
  memory.register_nb_transport_bw(this, &VectorMemoryUnit::nb_transport_bw);
}

uint64_t VectorMemoryUnit::serve(IssueRecord& record, uint64_t start) {
  const unsigned line_bytes = params_.vector_line_bytes;
  lines_of(record, line_bytes, lines_);
  const uint64_t rate = std::max(1u, params_.vector_lines_per_cycle);
  const uint64_t address_cycles = (lines_.size() + rate - 1) / rate;
  // The address unit takes the instruction into its queue at issue and sends its lines at its
  // rate after the lines of the instructions before it: a load of many lines holds the lines
  // behind it, not the issue of the next instruction (the traces issue a 16-line load one cycle
  // after the one before).
  const uint64_t first_line = std::max(start, address_free_);
  address_free_ = first_line + address_cycles;
  uint64_t done = start + 1;
  unsigned answered_later = 0;
  MemoryLevel deepest = MemoryLevel::L0;
  for (size_t i = 0; i < lines_.size(); ++i) {
    // A payload per line in flight: reused once its transaction has completed.
    tlm::tlm_generic_payload* payload = nullptr;
    for (const auto& p : payloads_) {
      if (p->get_response_status() != tlm::TLM_INCOMPLETE_RESPONSE) {
        payload = p.get();
        break;
      }
    }
    if (payload == nullptr) {
      payloads_.push_back(std::make_unique<tlm::tlm_generic_payload>());
      payload = payloads_.back().get();
      payload->set_extension(new ServedBy());
    }
    payload->set_command(record.store ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    payload->set_address(lines_[i] * line_bytes);
    payload->set_data_ptr(line_data_.data());
    payload->set_data_length(line_bytes);
    payload->set_streaming_width(line_bytes);
    payload->set_byte_enable_ptr(nullptr);
    payload->set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    payload->get_extension<ServedBy>()->level = MemoryLevel::L0;
    const uint64_t request = first_line + i / rate;
    tlm::tlm_phase phase = tlm::BEGIN_REQ;
    sc_core::sc_time delay = delay_to(request, period_);
    ++line_requests_;
    const tlm::tlm_sync_enum status = memory->nb_transport_fw(*payload, phase, delay);
    const bool answered =
        status == tlm::TLM_COMPLETED || (status == tlm::TLM_UPDATED && phase == tlm::BEGIN_RESP);
    if (!answered) {
      // The response comes on the backward path; the payload is the request's name there.
      payload->set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
      ++answered_later;
      payload_tokens_.push_back({payload, record.token});
      continue;
    }
    if (status == tlm::TLM_UPDATED) {
      tlm::tlm_phase end = tlm::END_RESP;
      sc_core::sc_time zero = sc_core::SC_ZERO_TIME;
      memory->nb_transport_fw(*payload, end, zero);
    }
    if (payload->get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE) {
      payload->set_response_status(tlm::TLM_OK_RESPONSE);
    }
    done = std::max<uint64_t>(done, (sc_core::sc_time_stamp() + delay).value() / period_.value());
    deepest = std::max(deepest, payload->get_extension<ServedBy>()->level);
  }
  record.level = static_cast<uint8_t>(deepest);
  record.lines = static_cast<unsigned>(lines_.size());
  if (answered_later != 0) {
    pending_.push_back(Pending{record.token, answered_later, done});
    record.done = kPending;
  } else {
    record.done = done;
    ++by_level_[static_cast<size_t>(deepest)];
  }
  return record.passes;
}

tlm::tlm_sync_enum VectorMemoryUnit::nb_transport_bw(tlm::tlm_generic_payload& payload,
                                                     tlm::tlm_phase& phase,
                                                     sc_core::sc_time& delay) {
  if (phase != tlm::BEGIN_RESP) return tlm::TLM_ACCEPTED;  // END_REQ
  const uint64_t done = (sc_core::sc_time_stamp() + delay).value() / period_.value();
  auto named = std::find_if(payload_tokens_.begin(), payload_tokens_.end(),
                            [&payload](const auto& p) { return p.first == &payload; });
  if (named == payload_tokens_.end()) {
    throw std::logic_error(std::string(name()) + ": a response to no request");
  }
  const uint64_t token = named->second;
  payload_tokens_.erase(named);
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE) {
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
  }
  auto pending = std::find_if(pending_.begin(), pending_.end(),
                              [token](const Pending& p) { return p.token == token; });
  if (pending != pending_.end()) {
    pending->done = std::max(pending->done, done);
    if (--pending->lines_left == 0) {
      const uint64_t all_done = pending->done;
      pending_.erase(pending);
      ++by_level_[static_cast<size_t>(MemoryLevel::Dram)];  // served beyond the CU
      if (on_complete_) on_complete_(token, all_done);
      response_.notify(delay);
    }
  }
  phase = tlm::END_RESP;
  return tlm::TLM_COMPLETED;
}

ScalarMemoryUnit::ScalarMemoryUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
                                   sc_core::sc_time period)
    : ExecutionUnit(name, Kind::ScalarMemory, params, period), memory("memory") {
  payload_.set_extension(&served_);
}

ScalarMemoryUnit::~ScalarMemoryUnit() { payload_.clear_extension(&served_); }

uint64_t ScalarMemoryUnit::serve(IssueRecord& record, uint64_t start) {
  std::vector<uint64_t> lines;
  lines_of(record, params_.scalar_cache_line_bytes, lines);
  uint64_t done = start + params_.smem_latency;
  MemoryLevel deepest = MemoryLevel::L0;
  for (size_t i = 0; i < lines.size(); ++i) {
    payload_.set_command(tlm::TLM_READ_COMMAND);
    payload_.set_address(lines[i] * params_.scalar_cache_line_bytes);
    payload_.set_data_ptr(nullptr);
    payload_.set_data_length(0);
    payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = delay_to(start + i, period_);
    memory->b_transport(payload_, delay);
    done = std::max<uint64_t>(done, (sc_core::sc_time_stamp() + delay).value() / period_.value());
    deepest = std::max(deepest, served_.level);
  }
  record.done = done;
  record.level = static_cast<uint8_t>(deepest);
  record.lines = static_cast<unsigned>(lines.size());
  return std::max<uint64_t>(1, lines.size());
}

LdsUnit::LdsUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
                 sc_core::sc_time period)
    : ExecutionUnit(name, Kind::Lds, params, period), bank_dwords_(params.lds_banks) {}

uint64_t LdsUnit::serve(IssueRecord& record, uint64_t start) {
  // Per pass of lanes: the dwords each bank must deliver; one distinct dword per bank per
  // cycle (lanes reading the same dword share it). An atomic's lanes at one address do not
  // share: each read-modify-write takes its turn.
  const unsigned per_pass = std::max(1u, record.wave_lanes);
  const unsigned dwords = std::max(1u, (record.bytes_per_address + 3) / 4);
  uint64_t cycles = 0;
  unsigned chunks = 0;
  const size_t banks = bank_dwords_.size();
  for (unsigned first = 0; first < record.address_count; first += per_pass) {
    const unsigned end = std::min(record.address_count, first + per_pass);
    // The common case first: no bank asked for two dwords, one cycle (a bank asked twice, even
    // for the same dword, takes the full count below).
    if (banks <= 64) {
      uint64_t used = 0;
      bool clash = false;
      for (unsigned i = first; i < end && !clash; ++i) {
        for (unsigned k = 0; k < dwords; ++k) {
          const uint64_t bit = uint64_t{1} << ((record.addresses[i] / 4 + k) % banks);
          if ((used & bit) != 0) {
            clash = true;
            break;
          }
          used |= bit;
        }
      }
      if (!clash) {
        cycles += 1;
        ++chunks;
        continue;
      }
    }
    for (auto& bank : bank_dwords_) bank.clear();
    for (unsigned i = first; i < end; ++i) {
      for (unsigned k = 0; k < dwords; ++k) {
        const uint64_t dword = record.addresses[i] / 4 + k;
        bank_dwords_[dword % bank_dwords_.size()].push_back(dword);
      }
    }
    uint64_t worst = 1;
    for (auto& bank : bank_dwords_) {
      if (bank.size() <= 1) continue;  // at most one dword: never worse than 1
      if (record.atomic) {
        worst = std::max<uint64_t>(worst, bank.size());
        continue;
      }
      std::sort(bank.begin(), bank.end());
      const uint64_t distinct =
          static_cast<uint64_t>(std::unique(bank.begin(), bank.end()) - bank.begin());
      worst = std::max(worst, distinct);
    }
    cycles += worst;
    ++chunks;
  }
  cycles = std::max<uint64_t>(cycles, record.passes);
  const uint64_t extra = cycles - std::max<uint64_t>(chunks, record.passes);
  conflict_cycles_ += extra;
  if (extra != 0) {
    std::rotate(conflicts_.begin(), conflicts_.begin() + 1, conflicts_.end());
    conflicts_.back() = {start + cycles - extra, start + cycles};
  }
  record.done = start + cycles - 1 + params_.lds_latency;
  record.level = static_cast<uint8_t>(MemoryLevel::L0);
  return cycles;
}

}  // namespace cutlm::tlm_model
