// The memory side of the cycle mode: the scalar memory, LDS and vector memory units
// of the compute unit, and the memory hierarchy behind them, as SystemC modules.
//
// The vector memory unit is the CU's address unit: it coalesces the lane addresses of an
// instruction into cache-line requests and sends each over an approximately-timed TLM-2.0
// socket (nb_transport_fw with BEGIN_REQ; a target may complete at once with TLM_COMPLETED and
// the completion time in the delay, or answer later with BEGIN_RESP on the backward path), so a
// user's own memory or cache model can be bound in place of the hierarchy below. The hierarchy
// (a TLB, L0 per CU, L1, L2, then the rest of the path to DRAM as one latency and one
// bandwidth) is such a target; it also serves the scalar data cache's misses. The LDS unit counts
// bank conflicts. Every size, latency and rate is a parameter (timing::TimingParams, "memory").
#pragma once

#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <utility>
#include <vector>

#include "tlm/cycle_units.h"

namespace cutlm::tlm_model {

// Which level served a request (the deepest one it reached).
enum class MemoryLevel : uint8_t { L0, L1, L2, Dram, Count };
const char* memory_level_name(MemoryLevel level);

// Per level: lookups, hits and bytes moved, for the statistics.
struct LevelCounters {
  uint64_t requests = 0;
  uint64_t hits = 0;
  uint64_t bytes = 0;
};

// Tells the hierarchy's initiators which level served a request: an extension on the payload.
// Beyond L2 is Dram; the whole GPU's memory (GpuMemory) tells the Infinity Cache apart.
struct ServedBy : tlm::tlm_extension<ServedBy> {
  MemoryLevel level = MemoryLevel::L0;
  bool infinity_cache = false;  // level Dram, served by the Infinity Cache
  tlm::tlm_extension_base* clone() const override { return new ServedBy(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override {
    level = static_cast<const ServedBy&>(other).level;
    infinity_cache = static_cast<const ServedBy&>(other).infinity_cache;
  }
};

// Who sent a request to the whole GPU's memory: the CU and its shader array (whose L1 serves it).
struct GpuRequester : tlm::tlm_extension<GpuRequester> {
  unsigned cu = 0;
  unsigned array = 0;
  tlm::tlm_extension_base* clone() const override { return new GpuRequester(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override {
    cu = static_cast<const GpuRequester&>(other).cu;
    array = static_cast<const GpuRequester&>(other).array;
  }
};

// The target socket type the whole GPU's memory offers the CUs.
using SharedMemorySocket =
    tlm::tlm_base_target_socket_b<32, tlm::tlm_fw_transport_if<>, tlm::tlm_bw_transport_if<>>;

// L0 (per CU) -> L1 -> L2 -> DRAM, and the scalar cache's misses into L2. `vector` is an
// approximately-timed target that completes every request at once (TLM_COMPLETED, the completion
// in the annotated delay); `scalar` is loosely timed. Attached to the whole GPU's memory
// (GpuMemory::attach), the CU keeps its TLB, L0 and scalar cache, and sends their misses and its
// stores over `below` instead of through its own L1, L2 and DRAM share (whose counters then
// stay zero).
class MemoryHierarchy : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<MemoryHierarchy> vector;
  tlm_utils::simple_target_socket<MemoryHierarchy> scalar;
  tlm_utils::simple_initiator_socket_optional<MemoryHierarchy> below;  // bound only when attached

  MemoryHierarchy(sc_core::sc_module_name name, const timing::TimingParams& params,
                  sc_core::sc_time period);

  const LevelCounters& counters(MemoryLevel level) const {
    return counters_[static_cast<size_t>(level)];
  }
  const LevelCounters& scalar_counters() const { return scalar_counters_; }

  // The cycle a line request made at `cycle` completes, and the level that served it.
  uint64_t vector_request(uint64_t address, bool write, uint64_t cycle, MemoryLevel& level);
  uint64_t scalar_request(uint64_t address, uint64_t cycle, MemoryLevel& level);

  // Binds `below` to the whole GPU's memory as CU `cu` of shader array `array` (GpuMemory::attach
  // calls it). Before elaboration ends.
  void attach_shared(SharedMemorySocket& target, unsigned cu, unsigned array);
  bool attached() const { return shared_ != nullptr; }

 private:
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay);
  void b_transport_vector(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  void b_transport_scalar(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  uint64_t cycle_of(const sc_core::sc_time& delay) const;
  // Below L0: L1, L2, DRAM (shared by the vector misses and the scalar cache's). Each level's
  // latency is the whole load-to-use time of a request it serves (as the measurements are).
  uint64_t below_l0(uint64_t address, uint64_t cycle, MemoryLevel& level);
  // The cycle a request made at `cycle` has its address translated (the TLB's miss is the
  // page walk; later requests to a page being walked wait for that walk).
  uint64_t translate(uint64_t address, uint64_t cycle);
  // The cycle a line may start on the path beyond L2 when asked at `cycle`: the CU's share of
  // the bandwidth, of which it may borrow up to memory.dram_burst_bytes ahead.
  uint64_t take_dram_line(uint64_t cycle);
  // Attached: a line request to the whole GPU's memory.
  uint64_t below_shared(uint64_t address, bool write, uint64_t cycle, MemoryLevel& level);

  const timing::TimingParams& params_;
  sc_core::sc_time period_;
  CacheTags l0_, l1_, l2_, scalar_cache_, tlb_;
  std::vector<uint64_t> l0_misses_;  // completion cycles of the L0's outstanding misses
  double dram_next_ = 0;             // when the lines taken so far are paid for at the CU's share
  std::array<LevelCounters, static_cast<size_t>(MemoryLevel::Count)> counters_{};
  LevelCounters scalar_counters_;
  // Attached: the payload of `below` (owning its extensions) and what served the last request.
  tlm::tlm_generic_payload below_payload_;
  GpuRequester* shared_ = nullptr;
  ServedBy* below_served_ = nullptr;
  bool infinity_cache_ = false;
};

// The CU's vector memory unit: coalescing and the AT initiator to the memory system.
class VectorMemoryUnit : public ExecutionUnit {
 public:
  tlm_utils::simple_initiator_socket<VectorMemoryUnit> memory;

  VectorMemoryUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
                   sc_core::sc_time period);

  // Called when an instruction whose requests were answered later has all its data.
  void set_completion_handler(std::function<void(uint64_t token, uint64_t done)> handler) {
    on_complete_ = std::move(handler);
  }
  const sc_core::sc_event& response_event() const { return response_; }
  uint64_t pending_instructions() const { return pending_.size(); }
  uint64_t line_requests() const { return line_requests_; }
  // Instructions by the deepest level that served them, and their cycles from issue to done.
  const std::array<uint64_t, static_cast<size_t>(MemoryLevel::Count)>& by_level() const {
    return by_level_;
  }

 protected:
  uint64_t serve(IssueRecord& record, uint64_t start) override;

 private:
  struct Pending {
    uint64_t token;
    unsigned lines_left;
    uint64_t done;
  };
  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay);

  std::vector<uint64_t> lines_;
  std::vector<uint8_t> line_data_;  // the payloads' data buffer (timing only: not read)
  std::vector<std::unique_ptr<tlm::tlm_generic_payload>> payloads_;  // reused when complete
  std::vector<std::pair<tlm::tlm_generic_payload*, uint64_t>> payload_tokens_;  // answered later
  std::vector<Pending> pending_;
  ServedBy served_;
  std::function<void(uint64_t, uint64_t)> on_complete_;
  sc_core::sc_event response_;
  uint64_t line_requests_ = 0;
  uint64_t address_free_ = 0;  // when the address unit has sent the queued instructions' lines
  std::array<uint64_t, static_cast<size_t>(MemoryLevel::Count)> by_level_{};
};

// Scalar memory: the lines a scalar load touches, through the scalar data cache.
class ScalarMemoryUnit : public ExecutionUnit {
 public:
  tlm_utils::simple_initiator_socket<ScalarMemoryUnit> memory;

  ScalarMemoryUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
                   sc_core::sc_time period);
  ~ScalarMemoryUnit() override;

 protected:
  uint64_t serve(IssueRecord& record, uint64_t start) override;

 private:
  tlm::tlm_generic_payload payload_;
  ServedBy served_;
};

// LDS: lanes whose dwords fall in the same bank (at different addresses) take turns.
class LdsUnit : public ExecutionUnit {
 public:
  LdsUnit(sc_core::sc_module_name name, const timing::TimingParams& params,
          sc_core::sc_time period);
  uint64_t conflict_cycles() const { return conflict_cycles_; }
  uint64_t newest_conflict_end() const { return conflicts_.back().second; }
  // Calls f(low, high) for each span of [from, to), oldest first, in which the unit was taking
  // turns for an earlier instruction's bank conflicts (an instruction waiting for the unit then
  // waits for those). The last kConflictHistory instructions with conflicts are remembered.
  template <typename F>
  void each_conflict(uint64_t from, uint64_t to, F&& f) const {
    for (const auto& [first, end] : conflicts_) {
      const uint64_t low = std::max(from, first);
      const uint64_t high = std::min(to, end);
      if (high > low) f(low, high);
    }
  }

 protected:
  uint64_t serve(IssueRecord& record, uint64_t start) override;

 private:
  std::vector<std::vector<uint64_t>> bank_dwords_;
  uint64_t conflict_cycles_ = 0;  // cycles beyond one per pass, over the run
  static constexpr size_t kConflictHistory = 16;
  std::array<std::pair<uint64_t, uint64_t>, kConflictHistory> conflicts_{};  // newest last
};

}  // namespace cutlm::tlm_model
