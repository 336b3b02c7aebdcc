// The s_waitcnt hazard checker: per wave, the memory operations still outstanding by the counter
// an s_waitcnt would wait on (vmcnt, lgkmcnt), in issue order, with the registers they will
// write. An instruction that reads or writes such a register before a wait retired the load is
// reported: the model writes load results at issue, so a kernel that forgets an s_waitcnt
// computes the right answer here and the wrong one on the hardware.
//
// Counter rules (docs/timing-evidence.md section 3, "which counter counts what"):
//  - vmcnt: vector loads and atomics with return, in order: vmcnt(N) retires all but the newest
//    N of them. FLAT counts here too (the model's flat addresses are global ones).
//  - lgkmcnt: LDS in order; SMEM returns out of order, and FLAT is counted here as well, out of
//    order with the rest. lgkmcnt(N) with N > 0 retires the oldest (LDS count - N) LDS
//    operations, since the others may all have completed first; SMEM and FLAT only at
//    lgkmcnt(0).
//  - vscnt: stores and atomics without return write no register, so nothing is tracked for it.
//  - s_wait_idle retires everything, and so does the wave's end.
// The hardware stalls a wave whose counter is full (6 bits): at most 63 operations per counter
// are tracked, the oldest retiring first.
//
// The check costs a compare when no wave has anything outstanding, a table lookup when others
// have; waves are found by their id in a direct-mapped table (an overflow map takes the rare
// collisions), pending registers in a bitset per wave.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/errors.h"

namespace cutlm {

enum class HazardMode : uint8_t { Off, Warn, Error };

// A hazard in error mode: "hazard: wave 0 pc 0x8 (v_add_nc_u32 ...) reads v2 before ...".
class HazardError : public ModelError {
 public:
  using ModelError::ModelError;
};

class HazardChecker {
 public:
  // Warnings go to `warn` ("hazard: ..." without a prefix), one call per line.
  HazardChecker(HazardMode mode, std::function<void(const std::string&)> warn);
  // Names a wave by its id in hazard lines ("workgroup (X,Y,Z) wave N", trace/wave_name.h);
  // without one a line says "wave ID".
  void set_wave_namer(std::function<std::string(uint32_t)> namer) { namer_ = std::move(namer); }

  // Before `inst` executes on `wave` (wave.pc is its address). Throws HazardError in error mode.
  void before(const WaveState& wave, const DecodedInst& inst) {
    if (total_ == 0) return;  // the common case: no wave has a load outstanding
    current_ = find(wave.wave_id);
    if (current_ != nullptr) check(*current_, wave, inst);
  }

  // After it executed at `pc` (memory operations start, waits and the end retire them).
  void after(const WaveState& wave, uint64_t pc, const DecodedInst& inst,
             const StepResult& result) {
    static_assert(Unit::Smem > Unit::Other && Unit::Vmem > Unit::Smem && Unit::Lds > Unit::Vmem,
                  "the memory units are the last ones");
    if (result.unit >= Unit::Smem) {
      record(wave, pc, inst);
    } else if (current_ != nullptr && (result.unit == Unit::Waitcnt || result.ended)) {
      retire(*current_, wave, inst, result.ended);
    }
  }

  // The line about hazards not printed because their (pc, register) pair was reported already;
  // empty when there were none.
  std::string summary() const;
  uint64_t reported() const { return reported_; }
  uint64_t suppressed() const { return suppressed_; }

  // An operation in flight (public for the tests).
  struct Pending {
    uint64_t pc = 0;
    std::array<uint32_t, 3> words{};
    isa::Arch arch = isa::Arch::Gfx1100;  // the generation that decodes `words`
    bool vm = false;                      // counts on vmcnt (in order)
    bool lgkm = false;                    // counts on lgkmcnt
    bool ordered = false;                 // in order on lgkmcnt (LDS); SMEM and FLAT are not
    bool scalar = false;                  // destination in the scalar registers, else VGPRs
    uint16_t first = 0;  // first destination register (VGPR number or scalar operand code)
    uint8_t count = 0;   // destination registers (0: none)
  };
  // The operations wave `wave_id` has outstanding, oldest first (for the tests).
  std::vector<Pending> outstanding(uint32_t wave_id) const;

 private:
  struct WaveHazards;
  static uint8_t events_of(const Pending& p);
  static void retire_counted(const WaveHazards& w, uint8_t events, unsigned allowed,
                             std::vector<bool>& done);
  struct WaveHazards {
    uint32_t wave_id = 0;
    uint32_t count = 0;  // operations in `ops`: 0 means the entry is free
    std::bitset<256> vgprs;
    std::bitset<128> sregs;  // scalar operand codes 0..127
    std::vector<Pending> ops;
  };
  static constexpr uint32_t kTableSize = 256;

  WaveHazards* find(uint32_t wave_id) {
    WaveHazards& home = table_[wave_id & (kTableSize - 1)];
    if (home.count != 0 && home.wave_id == wave_id) return &home;
    return overflow_.empty() ? nullptr : find_overflow(wave_id);
  }
  WaveHazards* find_overflow(uint32_t wave_id);
  const WaveHazards* find_const(uint32_t wave_id) const;
  void check(WaveHazards& w, const WaveState& wave, const DecodedInst& inst);
  void record(const WaveState& wave, uint64_t pc, const DecodedInst& inst);
  void retire(WaveHazards& w, const WaveState& wave, const DecodedInst& inst, bool ended);
  void retire_where(WaveHazards& w, const std::vector<bool>& done);
  void release(WaveHazards& w);
  void hazard(const WaveHazards& w, const WaveState& wave, const DecodedInst& inst, bool write,
              bool scalar, uint16_t reg);

  HazardMode mode_;
  std::function<void(const std::string&)> warn_;
  std::function<std::string(uint32_t)> namer_;
  std::vector<WaveHazards> table_;  // kTableSize entries, by wave id
  std::unordered_map<uint32_t, WaveHazards> overflow_;
  // The wave of the instruction between before() and after(); null whenever total_ is 0.
  WaveHazards* current_ = nullptr;
  uint64_t total_ = 0;                 // operations outstanding in all waves
  std::unordered_set<uint64_t> seen_;  // (pc, register) pairs reported
  uint64_t reported_ = 0;
  uint64_t suppressed_ = 0;
  uint64_t first_suppressed_pc_ = 0;
};

}  // namespace cutlm
