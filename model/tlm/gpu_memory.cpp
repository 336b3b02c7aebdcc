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

namespace {

// A channel may take a line early by at most its level's latency less one line's transfer: then
// the n-th line of a stream never completes before n transfers' time, whatever the window.
double window_of(uint32_t window_cycles, uint32_t latency_cycles, double line_cycles) {
  return std::max(0.0, std::min<double>(window_cycles, latency_cycles - line_cycles));
}

}  // namespace

GpuMemory::GpuMemory(sc_core::sc_module_name name, const timing::TimingParams& params,
                     sc_core::sc_time period, unsigned arrays)
    : sc_core::sc_module(name),
      target("target"),
      params_(params),
      period_(period),
      line_bytes_(params.vector_line_bytes),
      l2_(params.l2_bytes, params.vector_line_bytes, params.l2_ways),
      mall_(params.mall_bytes, params.vector_line_bytes, params.mall_ways),
      l1_ports_(arrays),
      l2_channels_(params.l2_channels),
      links_(params.mcds),
      drams_(params.mcds),
      l1_counters_(arrays) {
  if (arrays == 0) throw std::invalid_argument(std::string(this->name()) + ": no shader arrays");
  l1_.reserve(arrays);
  for (unsigned a = 0; a < arrays; ++a) {
    l1_.emplace_back(params.l1_bytes, params.vector_line_bytes, params.l1_ways);
  }
  const double line = static_cast<double>(line_bytes_);
  l1_line_cycles_ = line / params.l1_bytes_per_cycle;
  l2_line_cycles_ = line / (params.l2_bytes_per_cycle / params.l2_channels);
  link_line_cycles_ = line / (params.mall_bytes_per_cycle / params.mcds);
  dram_line_cycles_ = line / (params.dram_total_bytes_per_cycle / params.mcds);
  const uint32_t w = params.queue_window_cycles;
  l1_window_ = window_of(w, params.l1_hit_cycles, l1_line_cycles_);
  l2_window_ = window_of(w, params.l2_hit_cycles, l2_line_cycles_);
  link_window_ = window_of(w, params.mall_hit_cycles, link_line_cycles_);
  // A line from DRAM crosses the link too: the window holds for the two together.
  dram_window_ = window_of(w, params.dram_cycles, dram_line_cycles_ + link_line_cycles_);
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

uint64_t GpuMemory::take(Channel& channel, double line_cycles, double window, uint64_t cycle) {
  // The channel's lines in order of arrival, one every line_cycles (its turn); a line may start
  // up to `window` before its turn, never before it was asked for. An idle channel saves no
  // turns, so the n-th line of a stream starts no earlier than n - 1 turns less the window.
  const double now = static_cast<double>(cycle);
  const double turn = std::max(channel.next, now);
  channel.next = turn + line_cycles;
  return static_cast<uint64_t>(std::ceil(std::max(now, turn - window)));
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
  const uint64_t link_start = take(links_[mcd], link_line_cycles_, link_window_, cycle);
  uint64_t ready = 0;
  const bool tagged = mall_.access(address, ready);
  if (write) {
    // Written lines go out through the MCD's link and are written back to DRAM (charged now):
    // the L2 acknowledges once both have room. The Infinity Cache keeps the line.
    const uint64_t dram_start = take(drams_[mcd], dram_line_cycles_, dram_window_, link_start);
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
    // On its way from DRAM for an earlier request: this one waits DRAM's whole latency (as a
    // read of a line L2 is filling does in MemoryHierarchy), but the line is read once.
    level = GpuLevel::Dram;
    done = std::max(ready, link_start + params_.dram_cycles);
  } else {
    const uint64_t dram_start = take(drams_[mcd], dram_line_cycles_, dram_window_, link_start);
    level = GpuLevel::Dram;
    done = dram_start + params_.dram_cycles;
    mall_.filled(address, done);
    count(counters_[static_cast<size_t>(GpuLevel::Dram)], true, link_start, done);
  }
  count(mall, tagged, cycle, done);
  return done;
}

uint64_t GpuMemory::read(unsigned array, uint64_t address, uint64_t cycle, GpuLevel& level) {
  GpuLevelCounters& l1 = counters_[static_cast<size_t>(GpuLevel::L1)];
  GpuLevelCounters& l2 = counters_[static_cast<size_t>(GpuLevel::L2)];
  const uint64_t l1_start = take(l1_ports_[array], l1_line_cycles_, l1_window_, cycle);
  uint64_t ready = 0;
  // A line is there for a read once its fill has arrived (as in MemoryHierarchy).
  if (l1_[array].access(address, ready) && ready <= l1_start) {
    level = GpuLevel::L1;
    const uint64_t done = l1_start + params_.l1_hit_cycles;
    count(l1, true, cycle, done);
    count(l1_counters_[array], true, cycle, done);
    return done;
  }
  const size_t channel = (address / line_bytes_) % l2_channels_.size();
  const uint64_t l2_start = take(l2_channels_[channel], l2_line_cycles_, l2_window_, l1_start);
  uint64_t done = 0;
  const bool l2_tagged = l2_.access(address, ready);
  if (l2_tagged && ready <= l2_start) {
    level = GpuLevel::L2;
    done = l2_start + params_.l2_hit_cycles;
  } else if (l2_tagged) {
    // On its way to L2 for an earlier request: waits the whole latency of the level it comes
    // from (the Infinity Cache if that holds the line by now, else DRAM); L2 asks no further.
    uint64_t mall_ready = 0;
    const bool in_mall = mall_.access(address, mall_ready);
    if (!in_mall) mall_.filled(address, ready);
    if (in_mall && mall_ready <= l2_start) {
      level = GpuLevel::Mall;
      done = std::max(ready, l2_start + params_.mall_hit_cycles);
    } else {
      level = GpuLevel::Dram;
      done = std::max(ready, l2_start + params_.dram_cycles);
    }
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
  const uint64_t l2_start = take(l2_channels_[channel], l2_line_cycles_, l2_window_, cycle);
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
