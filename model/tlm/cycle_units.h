// The units of the cycle-approximate compute unit (`--timing cycle`), each a SystemC module
// reached over TLM-2.0 sockets. A SIMD's arbiter sends every instruction the cycle policy
// (cycle_policy.h) issues to the unit of its type as one transaction carrying an IssueRecord
// (IssueExtension), its annotated delay the issue time; the unit answers with the cycle the
// instruction entered execution and the cycle its results are readable, and adds that much to
// the delay. The instruction's register write-back goes to the register files' timing side
// (WritebackExtension), which the arbiters read through DMI (the scoreboard). Nothing here runs
// a thread: the arbiter calls in at the issue time, so idle cycles cost nothing.
#pragma once

#include <tlm_utils/multi_passthrough_target_socket.h>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "timing/cpi.h"
#include "timing/timing_params.h"

namespace cutlm::tlm_model {

inline sc_core::sc_time cycles_to_time(uint64_t cycles, const sc_core::sc_time& period) {
  return sc_core::sc_time::from_value(cycles * period.value());
}

// cycles_to_time for one period with the short spans (latencies, the gap to the next issue)
// looked up: the units convert one on every issue, and the conversion is a library call.
class CycleTimes {
 public:
  explicit CycleTimes(const sc_core::sc_time& period) : period_(period) {
    for (uint64_t c = 0; c < small_.size(); ++c) small_[c] = cycles_to_time(c, period);
  }
  sc_core::sc_time of(uint64_t cycles) const {
    return cycles < small_.size() ? small_[cycles] : cycles_to_time(cycles, period_);
  }

 private:
  sc_core::sc_time period_;
  std::array<sc_core::sc_time, 64> small_;
};

// Set-associative tags with LRU replacement, and when each line's fill arrives (a hit on a line
// still being filled waits for it, so requests to one line complete in the order they came).
class CacheTags {
 public:
  CacheTags(uint64_t bytes, unsigned line_bytes, unsigned ways);
  // True on a hit, with `ready` the cycle the line's data is there (0: long since); a miss
  // installs the line (evicting the least recently used of its set), to be given its fill time
  // with filled().
  bool access(uint64_t address, uint64_t& ready);
  void filled(uint64_t address, uint64_t ready);
  // Whether the line is held, with its `ready` as access() gives it; changes nothing (no install,
  // no recency).
  bool holds(uint64_t address, uint64_t& ready) const;
  // The line is taken until `ready` (a write to it in L2): later requests wait for that.
  void busy_until(uint64_t address, uint64_t ready);
  unsigned line_bytes() const { return line_bytes_; }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};
  // The index of `line`'s way, or npos (a lookup reads the set's tags only: they sit apart from
  // the rest, so that a 32-way set's scan touches 256 bytes).
  static constexpr size_t npos = ~size_t{0};
  size_t find(uint64_t line) const;

  unsigned line_bytes_;
  unsigned ways_;
  uint64_t sets_;
  // sets_ x ways_ each, allocated at the first access.
  std::vector<uint64_t> tags_;   // kEmpty: an empty way
  std::vector<uint64_t> ready_;  // the cycle the line's data is there
  std::vector<uint64_t> used_;   // the line's last access (0: never): the least recent goes
  uint64_t accesses_ = 0;
};

// One issued instruction, as the payload of the transaction to its unit.
struct IssueRecord {
  // From the arbiter.
  uint64_t issue = 0;           // the cycle the arbiter issued it
  uint64_t operands_ready = 0;  // VALU: when sources still in the VALU pipeline arrive
  const timing::ClassTiming* timing = nullptr;
  unsigned passes = 1;  // wave64 instructions that are not single-pass: 2
  bool store = false;   // memory: completion is the write acknowledgement
  // Memory: the byte address of every active lane's access (two per lane for the two-address
  // LDS forms), and the bytes each one reads or writes.
  const uint64_t* addresses = nullptr;
  unsigned address_count = 0;
  unsigned bytes_per_address = 4;
  unsigned wave_lanes = 32;  // lanes per pass boundary for LDS bank cycles: 32
  bool atomic = false;       // LDS: lanes at one address take turns
  uint64_t token = 0;        // names the instruction in an asynchronous completion
  // From the unit.
  uint64_t start = 0;  // the cycle it entered execution (later than issue when it waited)
  uint64_t done = 0;   // the cycle its results are readable, or the memory operation completes
                       // (kPending: a memory target answers later)
  uint8_t level = 0;   // memory: the deepest level that served it (MemoryLevel)
  unsigned lines = 0;  // memory: the line requests it made
};

constexpr uint64_t kPending = ~uint64_t{0};

// The register write-back of one instruction, as the payload to a register file's timing side.
struct WritebackRecord {
  unsigned slot = 0;  // wave slot of the SIMD
  uint64_t ready = 0;
  timing::CpiCategory producer = timing::CpiCategory::DependencyValu;
  const CommitLog* written = nullptr;
};

// The records ride on generic payloads as extensions (the payload itself carries no data): an
// issue to a unit, and a write-back to a register file's timing side.
template <typename Record>
struct RecordExtension : tlm::tlm_extension<RecordExtension<Record>> {
  Record* record = nullptr;
  tlm::tlm_extension_base* clone() const override {
    auto* copy = new RecordExtension;
    copy->record = record;
    return copy;
  }
  void copy_from(const tlm::tlm_extension_base& other) override {
    record = static_cast<const RecordExtension&>(other).record;
  }
};
using IssueExtension = RecordExtension<IssueRecord>;
using WritebackExtension = RecordExtension<const WritebackRecord>;

// When each register of each wave slot becomes readable, and which kind of unit writes it: the
// timing side of a SIMD's VGPR file (256 per slot) or SGPR file (VCC, EXEC, M0 and SCC among
// them). Written by write-back transactions; read by the arbiter through DMI on `entries()`.
class RegisterReadiness : public sc_core::sc_module {
 public:
  struct Entry {
    uint64_t ready = 0;
    timing::CpiCategory producer = timing::CpiCategory::DependencyValu;
  };
  static constexpr unsigned kSccIndex = kNumScalarRegs;  // SGPR files: SCC after the registers

  tlm_utils::simple_target_socket<RegisterReadiness> writeback;

  RegisterReadiness(sc_core::sc_module_name name, bool vector, unsigned slots);

  // Every register of `slot` readable from `cycle` (a wave launching into the slot).
  void reset_slot(unsigned slot, uint64_t cycle);
  unsigned registers_per_slot() const { return per_slot_; }
  uint64_t writebacks() const { return writebacks_; }

 private:
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  bool get_direct_mem_ptr(tlm::tlm_generic_payload& payload, tlm::tlm_dmi& dmi);

  bool vector_;
  unsigned per_slot_;
  // Zero pages from the OS (a zero entry, ready at cycle 0, holds nothing): a whole GPU's 192
  // files are 12 MiB, of which a kernel touches the few registers it uses.
  std::vector<Entry, ZeroedAllocator<Entry>> entries_;
  // Per slot, the registers written since it was last reset: a launch resets only those (the
  // others still hold an earlier launch's cycle, which no wave can issue before), so a whole
  // GPU's thousands of launches do not each sweep a 4 KiB row through the host's caches.
  std::vector<std::bitset<kNumVgprs>> written_;
  uint64_t writebacks_ = 0;
};

// A unit that takes instructions of some classes: busy `issue_cycles` per pass, results after
// `latency` from the start of the last pass (memory: the configured latency). One per SIMD for
// the VALU (with the transcendental unit beside it), the SALU and the branch/message unit; one
// per CU for scalar memory, LDS and vector memory.
class ExecutionUnit : public sc_core::sc_module {
 public:
  enum class Kind : uint8_t { Valu, Salu, Branch, ScalarMemory, Lds, VectorMemory };

  // Per-CU units take instructions from every SIMD's arbiter.
  tlm_utils::multi_passthrough_target_socket<ExecutionUnit> issue;

  ExecutionUnit(sc_core::sc_module_name name, Kind kind, const timing::TimingParams& params,
                sc_core::sc_time period);
  virtual ~ExecutionUnit() = default;

  // The first cycle a new instruction can enter (the arbiter reads this while picking).
  uint64_t free_at() const { return free_; }
  // The transcendental unit's (VALU only).
  uint64_t trans_free_at() const { return trans_free_; }
  uint64_t busy_cycles() const { return busy_; }
  uint64_t instructions() const { return instructions_; }
  Kind unit_kind() const { return kind_; }
  // Bit k: an instruction entered execution k cycles before `cycle` and is still in flight
  // (the last 64 cycles), for the waveform.
  uint64_t in_flight(uint64_t cycle) const;

 protected:
  // The memory units' part: the cycles the unit stays busy from `start` and record.done (and
  // record.level); model/tlm/memory_timing.h.
  virtual uint64_t serve(IssueRecord& record, uint64_t start);

  const timing::TimingParams& params_;
  sc_core::sc_time period_;
  CycleTimes times_;

 private:
  void b_transport(int, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);

  Kind kind_;
  uint64_t free_ = 0;
  uint64_t trans_free_ = 0;
  uint64_t busy_ = 0;
  uint64_t instructions_ = 0;
  uint64_t history_ = 0;  // bit j: something started at last_start_ - j
  uint64_t last_start_ = 0;
  unsigned depth_ = 1;
};

// The instruction cache the waves fetch through (shared by the SIMDs of the CU): set
// associative, LRU, a line fill read from instruction memory over `memory` on a miss, and the
// next front_end.icache_prefetch_lines lines asked for behind it. A fetch transaction names a
// line; its delay grows by the miss cost when the line was not present.
class InstructionCache : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<InstructionCache> fetch;
  tlm_utils::simple_initiator_socket<InstructionCache> memory;

  InstructionCache(sc_core::sc_module_name name, const timing::TimingParams& params,
                   sc_core::sc_time period);

  uint64_t hits() const { return hits_; }
  uint64_t misses() const { return misses_; }

 private:
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  // The cycle `line` is present when asked for at `cycle` (a miss starts its fill); only the
  // waves' own requests (`demand`), not the prefetcher's, count as hits and misses.
  uint64_t look_up(uint64_t line, uint64_t cycle, bool demand);
  const timing::TimingParams& params_;
  sc_core::sc_time period_;
  CacheTags tags_;
  std::vector<uint8_t> line_buffer_;
  uint64_t hits_ = 0;
  uint64_t misses_ = 0;
};

// Instruction fetch for the waves: asks the instruction cache for the line of a pc and says
// when the wave's instruction buffer holds it.
class WaveFetch : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<WaveFetch> icache;

  WaveFetch(sc_core::sc_module_name name, const timing::TimingParams& params,
            sc_core::sc_time period);

  // The cycle the line holding `pc` is in the instruction buffer when asked for at `cycle`.
  uint64_t line_ready(uint64_t pc, uint64_t cycle);
  uint64_t requests() const { return requests_; }

 private:
  const timing::TimingParams& params_;
  sc_core::sc_time period_;
  tlm::tlm_generic_payload payload_;
  uint64_t requests_ = 0;
};

// A SIMD's instruction arbiter: its initiator sockets reach the units of each issue port and
// the SIMD's register files' timing side. The choice of wave lives in the compute unit's cycle
// policy (cycle_policy.h), which sends each issued instruction through here.
class SimdArbiter : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<SimdArbiter> valu;
  tlm_utils::simple_initiator_socket<SimdArbiter> salu;
  tlm_utils::simple_initiator_socket<SimdArbiter> branch;
  tlm_utils::simple_initiator_socket<SimdArbiter> scalar_memory;
  tlm_utils::simple_initiator_socket<SimdArbiter> lds;
  tlm_utils::simple_initiator_socket<SimdArbiter> vector_memory;
  tlm_utils::simple_initiator_socket<SimdArbiter> vgpr_writeback;
  tlm_utils::simple_initiator_socket<SimdArbiter> sgpr_writeback;

  SimdArbiter(sc_core::sc_module_name name, unsigned index, sc_core::sc_time period);
  ~SimdArbiter() override;

  unsigned index() const { return index_; }
  // The unit behind each port (for its busy state while picking), set at elaboration.
  void set_unit(timing::Port port, const ExecutionUnit* unit) {
    units_[static_cast<std::size_t>(port)] = unit;
  }
  const ExecutionUnit* unit(timing::Port port) const {
    return units_[static_cast<std::size_t>(port)];
  }
  // Issues `record` to the unit of `port` at record.issue; the unit fills start and done.
  void send(timing::Port port, IssueRecord& record, uint64_t now);
  void write_back(bool vector, WritebackRecord& record);
  // A slot's scoreboard row in the register files (through DMI, asked for once).
  const RegisterReadiness::Entry* vgpr_row(unsigned slot);
  const RegisterReadiness::Entry* sgpr_row(unsigned slot);
  uint64_t issued(timing::Port port) const { return issued_[static_cast<std::size_t>(port)]; }

 private:
  const RegisterReadiness::Entry* row(tlm_utils::simple_initiator_socket<SimdArbiter>& socket,
                                      const RegisterReadiness::Entry*& base, unsigned per_slot,
                                      unsigned slot);

  unsigned index_;
  sc_core::sc_time period_;
  std::array<const ExecutionUnit*, timing::kPorts> units_{};
  std::array<uint64_t, timing::kPorts> issued_{};
  tlm::tlm_generic_payload payload_;
  IssueExtension issue_extension_;
  WritebackExtension writeback_extension_;
  const RegisterReadiness::Entry* vgpr_base_ = nullptr;
  const RegisterReadiness::Entry* sgpr_base_ = nullptr;
};

}  // namespace cutlm::tlm_model
