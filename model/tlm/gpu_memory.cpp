#include "tlm/gpu_memory.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace cutlm::tlm_model {

const char* gpu_level_name(GpuLevel level) {
  static const char* const kNames[] = {"l1", "l2", "mall", "dram"};
  return kNames[static_cast<size_t>(level)];
}

GpuMemory::GpuMemory(sc_core::sc_module_name name, const timing::TimingParams& params,
                     sc_core::sc_time period, unsigned arrays)
    : sc_core::sc_module(name),
      target("target"),
      params_(params),
      period_(period),
      line_bytes_(params.vector_line_bytes),
      l2_(params.l2_bytes, params.vector_line_bytes, params.l2_ways),
      mall_(params.mall_bytes, params.vector_line_bytes, params.mall_ways),
      l1_counters_(arrays) {
  if (arrays == 0) throw std::invalid_argument(std::string(this->name()) + ": no shader arrays");
  l1_.reserve(arrays);
  for (unsigned a = 0; a < arrays; ++a) {
    l1_.emplace_back(params.l1_bytes, params.vector_line_bytes, params.l1_ways);
  }
  const double line = static_cast<double>(line_bytes_);
  const uint32_t period_cycles = std::max<uint32_t>(1, params.queue_window_cycles);
  auto channels = [&](std::vector<RateChannel>& v, size_t n, double bytes_per_cycle) {
    v.assign(n, RateChannel(line / bytes_per_cycle, period_cycles));
  };
  channels(l1_ports_, arrays, params.l1_bytes_per_cycle);
  channels(l2_channels_, params.l2_channels, params.l2_bytes_per_cycle / params.l2_channels);
  channels(links_, params.mcds, params.mall_bytes_per_cycle / params.mcds);
  channels(drams_, params.mcds, params.dram_total_bytes_per_cycle / params.mcds);
  // A stream of reads, or of writes, sustains only a fraction of the DRAM's peak: each line
  // names its own time on the channel.
  const double dram_line_cycles = line / (params.dram_total_bytes_per_cycle / params.mcds);
  dram_read_cycles_ = dram_line_cycles / params.dram_read_efficiency;
  dram_write_cycles_ = dram_line_cycles / params.dram_write_efficiency;
  target.register_b_transport(this, &GpuMemory::b_transport);
  target.register_nb_transport_fw(this, &GpuMemory::nb_transport_fw);
}

void GpuMemory::attach(MemoryHierarchy& cu_memory, unsigned cu, unsigned array) {
  if (array >= arrays()) {
    throw std::invalid_argument(std::string(name()) + ": CU " + std::to_string(cu) +
                                " attached to shader array " + std::to_string(array) + " of " +
                                std::to_string(arrays()));
  }
  cu_memory.attach_shared(target, cu, array);
}

RateChannel::RateChannel(double line_cycles, uint32_t period_cycles)
    : line_cycles_(line_cycles), period_(period_cycles), periods_(kPeriods) {}

RateChannel::Period& RateChannel::at(uint64_t period) {
  if (period >= first_ + kPeriods) {
    // Forget the periods that fall out of the ring (cleared for the ones that take their place).
    const uint64_t first = period - kPeriods + 1;
    if (first >= first_ + kPeriods) {
      std::fill(periods_.begin(), periods_.end(), Period{});
    } else {
      for (uint64_t p = first_; p < first; ++p) periods_[p % kPeriods] = Period{};
    }
    first_ = first;
  }
  return periods_[period % kPeriods];
}

uint64_t RateChannel::with_room(uint64_t period) {
  // A saturated channel has a long run of full periods ahead of the lines asked now: a full
  // period remembers where the last search from it found room (periods only ever fill up, so
  // nothing before that has room), and the search jumps there.
  uint64_t found = period;
  for (Period* p = &at(found); p->busy >= period_; p = &at(found)) {
    found = p->next_room > found ? p->next_room : found + 1;
  }
  if (found != period) at(period).next_room = found;
  return found;
}

uint64_t RateChannel::take(uint64_t cycle) { return take(cycle, line_cycles_); }

uint64_t RateChannel::take(uint64_t cycle, double line_cycles) {
  // A line asked before the ring's first period is counted in that period.
  uint64_t period = with_room(std::max<uint64_t>(cycle / period_, first_));
  double& taken = at(period).busy;
  const double start =
      std::max(static_cast<double>(cycle), static_cast<double>(period * period_) + taken);
  taken += line_cycles;
  // A line that does not fit in what is left of its period takes the rest from the next ones.
  double spill = taken - period_;
  while (spill > 0) {
    at(period).busy = static_cast<double>(period_);
    double& next = at(++period).busy;
    next += spill;
    spill = next - period_;
  }
  return static_cast<uint64_t>(std::ceil(start));
}

void GpuMemory::count(GpuLevelCounters& c, bool hit, uint64_t cycle, uint64_t done) {
  ++c.requests;
  c.hits += hit ? 1 : 0;
  c.bytes += line_bytes_;
  c.first_cycle = std::min(c.first_cycle, cycle);
  c.last_cycle = std::max(c.last_cycle, done);
}

uint64_t GpuMemory::beyond_l2(uint64_t address, uint64_t cycle, bool write, GpuLevel& level) {
  const size_t mcd = (address / line_bytes_) % links_.size();
  GpuLevelCounters& mall = counters_[static_cast<size_t>(GpuLevel::Mall)];
  const uint64_t link_start = links_[mcd].take(cycle);
  uint64_t ready = 0;
  const bool tagged = mall_.access(address, ready);
  if (write) {
    // Written lines go out through the MCD's link and are written back to DRAM (charged now):
    // the L2 acknowledges once both have room. The Infinity Cache keeps the line.
    const uint64_t dram_start = drams_[mcd].take(link_start, dram_write_cycles_);
    const uint64_t done = std::max(link_start, dram_start);
    if (!tagged) mall_.filled(address, done);
    count(mall, tagged, cycle, done);
    count(counters_[static_cast<size_t>(GpuLevel::Dram)], true, link_start, done);
    level = GpuLevel::L2;
    return done;
  }
  uint64_t done = 0;
  if (tagged && ready <= link_start) {
    level = GpuLevel::Mall;
    done = link_start + params_.mall_hit_cycles;
  } else if (tagged) {
    // On its way from DRAM for another request: this one waits DRAM's whole latency from its
    // own request (as a read of a line L2 is filling does in MemoryHierarchy), but the line is
    // read once.
    level = GpuLevel::Dram;
    done = link_start + params_.dram_cycles;
    mall_.filled(address, done);
  } else {
    const uint64_t dram_start = drams_[mcd].take(link_start, dram_read_cycles_);
    level = GpuLevel::Dram;
    done = dram_start + params_.dram_cycles;
    mall_.filled(address, done);
    count(counters_[static_cast<size_t>(GpuLevel::Dram)], true, link_start, done);
  }
  count(mall, tagged, cycle, done);
  return done;
}

uint32_t GpuMemory::merged_latency(uint64_t address, uint64_t cycle, GpuLevel& level) const {
  uint64_t ready = 0;
  if (l2_.holds(address, ready) && ready <= cycle) {
    level = GpuLevel::L2;
    return params_.l2_hit_cycles;
  }
  if (mall_.holds(address, ready) && ready <= cycle) {
    level = GpuLevel::Mall;
    return params_.mall_hit_cycles;
  }
  level = GpuLevel::Dram;
  return params_.dram_cycles;
}

uint64_t GpuMemory::read(unsigned array, uint64_t address, uint64_t cycle, GpuLevel& level) {
  GpuLevelCounters& l1 = counters_[static_cast<size_t>(GpuLevel::L1)];
  GpuLevelCounters& l2 = counters_[static_cast<size_t>(GpuLevel::L2)];
  const uint64_t l1_start = l1_ports_[array].take(cycle);
  uint64_t ready = 0;
  // A line is there for a read once its fill has arrived (as in MemoryHierarchy).
  const bool l1_tagged = l1_[array].access(address, ready);
  if (l1_tagged && ready <= l1_start) {
    level = GpuLevel::L1;
    const uint64_t done = l1_start + params_.l1_hit_cycles;
    count(l1, true, cycle, done);
    count(l1_counters_[array], true, cycle, done);
    return done;
  }
  if (l1_tagged) {
    // The array's L1 has this line's miss outstanding: the read joins it and takes no L2 turn
    // (the L1 asks L2 for a line once, however many of its CUs want it), but it waits the whole
    // latency of the level the line comes from from its own request, as a read of a line being
    // filled does in MemoryHierarchy (the traces' waves; docs/timing.md, "Against real
    // traces"). Not the earlier fill's arrival: requests reach this module in the order the CUs
    // issue them, not in time order, so the fill may have been asked for later than this read.
    const uint64_t done = l1_start + merged_latency(address, l1_start, level);
    l1_[array].filled(address, done);
    count(l1, false, cycle, done);
    count(l1_counters_[array], false, cycle, done);
    return done;
  }
  const size_t channel = (address / line_bytes_) % l2_channels_.size();
  const uint64_t l2_start = l2_channels_[channel].take(l1_start);
  uint64_t done = 0;
  const bool l2_tagged = l2_.access(address, ready);
  if (l2_tagged && ready <= l2_start) {
    level = GpuLevel::L2;
    done = l2_start + params_.l2_hit_cycles;
  } else if (l2_tagged) {
    // On its way to L2 for another request: waits the whole latency of the level it comes from
    // (the Infinity Cache if that holds the line by now, else DRAM) from its own request, as
    // above; L2 asks no further.
    uint64_t mall_ready = 0;
    const bool in_mall = mall_.access(address, mall_ready);
    if (!in_mall) mall_.filled(address, ready);
    if (in_mall && mall_ready <= l2_start) {
      level = GpuLevel::Mall;
      done = l2_start + params_.mall_hit_cycles;
    } else {
      level = GpuLevel::Dram;
      done = l2_start + params_.dram_cycles;
    }
    l2_.filled(address, done);
  } else {
    done = beyond_l2(address, l2_start, false, level);
    l2_.filled(address, done);
  }
  count(l2, l2_tagged, l1_start, done);
  l1_[array].filled(address, done);
  count(l1, false, cycle, done);
  count(l1_counters_[array], false, cycle, done);
  return done;
}

uint64_t GpuMemory::write(uint64_t address, uint64_t cycle) {
  // The L1 is read-only: stores go to L2, which takes the line (write-allocate) and acknowledges
  // after its latency. A line L2 already holds takes the write there: L2 writes lines back, so
  // memory sees a line once however often the kernel writes it (inferred: GCN's and RDNA's L2
  // are write-back; docs/timing.md, "The whole GPU's memory"). Writes to a line pipeline: a
  // later one does not wait for an earlier one's acknowledgement.
  const size_t channel = (address / line_bytes_) % l2_channels_.size();
  const uint64_t l2_start = l2_channels_[channel].take(cycle);
  uint64_t ready = 0;
  const bool held = l2_.access(address, ready);
  uint64_t done = l2_start + params_.l2_hit_cycles;
  if (!held) {
    GpuLevel level = GpuLevel::L2;
    done = std::max(done, beyond_l2(address, l2_start, true, level));
  }
  l2_.busy_until(address, std::max(done, ready));
  count(counters_[static_cast<size_t>(GpuLevel::L2)], true, cycle, done);
  return done;
}

uint64_t GpuMemory::request(unsigned array, uint64_t address, bool write_request, uint64_t cycle,
                            GpuLevel& level) {
  if (write_request) {
    level = GpuLevel::L2;
    return write(address, cycle);
  }
  return read(array, address, cycle, level);
}

void GpuMemory::b_transport(int, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const GpuRequester* from = payload.get_extension<GpuRequester>();
  if (from == nullptr || from->array >= arrays()) {
    throw std::logic_error(std::string(name()) +
                           ": a request without its CU's shader array (attach the CU first)");
  }
  const uint64_t cycle = (sc_core::sc_time_stamp() + delay).value() / period_.value();
  GpuLevel level = GpuLevel::L1;
  const uint64_t done =
      request(from->array, payload.get_address(), payload.is_write(), cycle, level);
  delay += cycles_to_time(done - cycle, period_);
  if (ServedBy* served = payload.get_extension<ServedBy>()) {
    static constexpr MemoryLevel kAsMemoryLevel[] = {MemoryLevel::L1, MemoryLevel::L2,
                                                     MemoryLevel::Dram, MemoryLevel::Dram};
    served->level = kAsMemoryLevel[static_cast<size_t>(level)];
    served->infinity_cache = level == GpuLevel::Mall;
  }
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

tlm::tlm_sync_enum GpuMemory::nb_transport_fw(int id, tlm::tlm_generic_payload& payload,
                                              tlm::tlm_phase& phase, sc_core::sc_time& delay) {
  if (phase != tlm::BEGIN_REQ) return tlm::TLM_COMPLETED;  // END_RESP: nothing left to do
  b_transport(id, payload, delay);
  return tlm::TLM_COMPLETED;
}

}  // namespace cutlm::tlm_model
