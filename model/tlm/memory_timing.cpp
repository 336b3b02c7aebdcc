#include "tlm/memory_timing.h"

#include <algorithm>
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
      params_(params),
      period_(period),
      l0_(params.l0_bytes, params.vector_line_bytes, params.l0_ways),
      l1_(params.l1_bytes, params.vector_line_bytes, params.l1_ways),
      l2_(params.l2_bytes, params.vector_line_bytes, params.l2_ways),
      scalar_cache_(params.scalar_cache_bytes, params.scalar_cache_line_bytes,
                    params.scalar_cache_ways) {
  vector.register_nb_transport_fw(this, &MemoryHierarchy::nb_transport_fw);
  vector.register_b_transport(this, &MemoryHierarchy::b_transport_vector);
  scalar.register_b_transport(this, &MemoryHierarchy::b_transport_scalar);
}

uint64_t MemoryHierarchy::cycle_of(const sc_core::sc_time& delay) const {
  return (sc_core::sc_time_stamp() + delay).value() / period_.value();
}

uint64_t MemoryHierarchy::below_l0(uint64_t address, uint64_t cycle, MemoryLevel& level) {
  const uint64_t line = params_.vector_line_bytes;
  auto count = [this, line](MemoryLevel l, bool hit) {
    LevelCounters& c = counters_[static_cast<size_t>(l)];
    ++c.requests;
    c.hits += hit ? 1 : 0;
    c.bytes += line;
  };
  uint64_t ready = 0;
  const bool l1_hit = l1_.access(address, ready);
  count(MemoryLevel::L1, l1_hit);
  if (l1_hit) {
    level = MemoryLevel::L1;
    return std::max(cycle + params_.l1_hit_cycles, ready);
  }
  uint64_t done = 0;
  const bool l2_hit = l2_.access(address, ready);
  count(MemoryLevel::L2, l2_hit);
  if (l2_hit) {
    level = MemoryLevel::L2;
    done = std::max(cycle + params_.l2_hit_cycles, ready);
  } else {
    // Beyond L2 one latency, and the CU's share of the bandwidth: lines queue for it.
    const uint64_t start = std::max(cycle, dram_free_);
    dram_free_ = start + (line + params_.dram_bytes_per_cycle - 1) / params_.dram_bytes_per_cycle;
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
  LevelCounters& l0 = counters_[static_cast<size_t>(MemoryLevel::L0)];
  ++l0.requests;
  l0.bytes += params_.vector_line_bytes;
  uint64_t ready = 0;
  if (write) {
    // The L0 writes through and does not allocate: the L2 takes the line and acknowledges (after
    // a fill of that line still in flight: atomics and stores to one line stay in order); the
    // line still costs the DRAM path's bandwidth when it is written back.
    l2_.access(address, ready);
    LevelCounters& l2 = counters_[static_cast<size_t>(MemoryLevel::L2)];
    ++l2.requests;
    ++l2.hits;
    l2.bytes += params_.vector_line_bytes;
    dram_free_ = std::max(dram_free_, cycle) +
                 (params_.vector_line_bytes + params_.dram_bytes_per_cycle - 1) /
                     params_.dram_bytes_per_cycle;
    LevelCounters& dram = counters_[static_cast<size_t>(MemoryLevel::Dram)];
    ++dram.requests;
    ++dram.hits;
    dram.bytes += params_.vector_line_bytes;
    level = MemoryLevel::L2;
    const uint64_t done = std::max(cycle + params_.l2_hit_cycles, ready);
    l2_.filled(address, done);
    return done;
  }
  if (l0_.access(address, ready)) {
    ++l0.hits;
    level = MemoryLevel::L0;
    return std::max(cycle + params_.l0_hit_cycles, ready);
  }
  // A miss needs one of the L0's miss slots: wait for the oldest to free when all are taken.
  l0_misses_.erase(std::remove_if(l0_misses_.begin(), l0_misses_.end(),
                                  [cycle](uint64_t done) { return done <= cycle; }),
                   l0_misses_.end());
  if (l0_misses_.size() >= params_.l0_outstanding_misses) {
    auto first = std::min_element(l0_misses_.begin(), l0_misses_.end());
    cycle = *first;
    l0_misses_.erase(first);
  }
  const uint64_t done = below_l0(address, cycle, level);
  l0_.filled(address, done);
  l0_misses_.push_back(done);
  return done;
}

uint64_t MemoryHierarchy::scalar_request(uint64_t address, uint64_t cycle, MemoryLevel& level) {
  ++scalar_counters_.requests;
  scalar_counters_.bytes += params_.scalar_cache_line_bytes;
  uint64_t ready = 0;
  if (scalar_cache_.access(address, ready)) {
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
  const uint64_t done = vector_request(payload.get_address(), payload.is_write(), cycle, level);
  delay += cycles_to_time(done - cycle, period_);
  if (ServedBy* served = payload.get_extension<ServedBy>()) served->level = level;
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

void MemoryHierarchy::b_transport_scalar(tlm::tlm_generic_payload& payload,
                                         sc_core::sc_time& delay) {
  MemoryLevel level = MemoryLevel::L0;
  const uint64_t cycle = cycle_of(delay);
  const uint64_t done = scalar_request(payload.get_address(), cycle, level);
  delay += cycles_to_time(done - cycle, period_);
  if (ServedBy* served = payload.get_extension<ServedBy>()) served->level = level;
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
    const uint64_t request = start + i / rate;
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
  return std::max<uint64_t>(record.passes, address_cycles);
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
