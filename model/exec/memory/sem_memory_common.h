// Plumbing shared by the memory-instruction handlers (sem_memory*.cpp): what each operation
// does (a table filled at registration, keyed by isa::Op), lane-by-lane VGPR access with the
// commit log, accesses to global, scratch and LDS memory with their faults, and the atomic
// read-modify-write rules every memory family shares.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/memory.h"
#include "exec/wave_state.h"
#include "isa/bits.h"
#include "isa/decoder.h"
#include "isa/operands.h"

namespace cutlm::mem {

// The dword fast paths copy register lanes to and from memory as they are: the memory is
// little-endian, and so must the host be.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the model assumes a little-endian host");

enum class Access : uint8_t { None, Load, Store, Atomic };

// Which half of a VGPR a 16-bit (d16) load writes, or a d16_hi store reads.
enum class Half : uint8_t { Full, Low, High };

enum class AtomicOp : uint8_t {
  Swap,
  CmpSwap,   // data: new value then compare value
  CmpSwapF,  // the compare is a floating-point equality (+0 == -0, NaN never equal)
  Add,
  Sub,
  RSub,
  CSub,  // subtract, clamped at 0
  MinI,
  MaxI,
  MinU,
  MaxU,
  And,
  Or,
  Xor,
  Inc,
  Dec,
  MinF,
  MaxF,
  AddF,
  MskOr,    // (old & ~data) | data2
  Wrap,     // old >= data ? old - data : old + data2
  CondSub,  // old >= data ? old - data : old (RDNA4's cond_sub)
  MinNum,   // IEEE 754-2019 minimumNumber / maximumNumber (RDNA4's min_num / max_num)
  MaxNum,
  PkAddF16,   // two f16 sums, one per half
  PkAddBF16,  // two bf16 sums, one per half
};

// What one memory operation does to each active lane.
struct MemOp {
  Access access = Access::None;
  uint8_t bytes = 0;  // bytes per lane (loads, stores) or the atomic's width (4 or 8)
  bool sign = false;  // a narrow load sign-extends
  Half half = Half::Full;
  AtomicOp atomic = AtomicOp::Swap;
  bool returns = false;  // DS: the _RTN form (FLAT/GLOBAL/MUBUF atomics return when glc is set)
  bool typed = false;    // a buffer format access whose format the instruction names (tbuffer)
};

// The table every handler reads its operation's description from.
std::vector<MemOp>& op_table();
inline const MemOp& op_of(const ExecContext& c) {
  return op_table()[static_cast<std::size_t>(c.inst.info->op)];
}

inline MemOp load(unsigned bytes, bool sign = false, Half half = Half::Full) {
  MemOp m;
  m.access = Access::Load;
  m.bytes = static_cast<uint8_t>(bytes);
  m.sign = sign;
  m.half = half;
  return m;
}
inline MemOp store(unsigned bytes, Half half = Half::Full) {
  MemOp m;
  m.access = Access::Store;
  m.bytes = static_cast<uint8_t>(bytes);
  m.half = half;
  return m;
}
inline MemOp atomic(AtomicOp op, unsigned bytes, bool returns = false) {
  MemOp m;
  m.access = Access::Atomic;
  m.atomic = op;
  m.bytes = static_cast<uint8_t>(bytes);
  m.returns = returns;
  return m;
}

// Data dwords an atomic reads from its data VGPRs: two values for compare-swap, mskor, wrap.
inline unsigned atomic_data_values(AtomicOp op) {
  return op == AtomicOp::CmpSwap || op == AtomicOp::CmpSwapF || op == AtomicOp::MskOr ||
                 op == AtomicOp::Wrap
             ? 2
             : 1;
}

// The new memory value of an atomic from the old one and its data (value `data`, second value
// `data2` for compare-swap's compare, mskor's or, wrap's addend), `bytes` 4 or 8 wide.
uint64_t atomic_result(AtomicOp op, unsigned bytes, uint64_t old, uint64_t data, uint64_t data2);

inline int next_vgpr(int reg, int step = 1) { return (reg + step) % kNumVgprs; }

// VGPR writes of one instruction: set lane by lane, logged once per register at the end. When
// the caller holds loads (CommitLog::hold_loads), what a load or a returning atomic writes goes
// to the log's held registers instead, and lands when the caller says.
class VgprWriter {
 public:
  explicit VgprWriter(ExecContext& c) : c_(c), hold_(c.log != nullptr && c.log->hold_loads) {}
  void write(int reg, int lane, uint32_t value) {
    note(reg);
    if (!hold_) {
      c_.wave.set_vgpr(reg, lane, value);
      return;
    }
    HeldRegister& h = held(reg);
    h.bits = ~0u;
    h.values[static_cast<std::size_t>(lane)] = value;
    h.lanes |= uint64_t{1} << lane;
  }
  // A 16-bit load's half of `reg` (high: bits 31:16); the other half keeps its value.
  void write_half(int reg, int lane, uint32_t half, bool high) {
    const uint32_t bits = high ? 0xFFFF0000u : 0xFFFFu;
    const uint32_t placed = high ? half << 16 : half & 0xFFFFu;
    note(reg);
    if (!hold_) {
      const uint32_t old = c_.wave.vgpr(reg, lane);
      c_.wave.set_vgpr(reg, lane, (old & ~bits) | placed);
      return;
    }
    // Both halves may come from one load (a d16 format with two components).
    HeldRegister& h = held(reg);
    h.bits |= bits;
    uint32_t& v = h.values[static_cast<std::size_t>(lane)];
    v = (v & ~bits) | placed;
    h.lanes |= uint64_t{1} << lane;
  }
  // The lane array a caller stores `reg`'s new values into directly (then calls wrote()): the
  // register itself, or its held entry. A held entry lives in the log's vector, which a later
  // row() of another register may grow: take every register's row() before writing through
  // any of them (rows() below).
  uint32_t* row(int reg) {
    note(reg);
    if (!hold_) return c_.wave.vgpr_storage() + static_cast<std::size_t>(reg) * 64;
    return held(reg).values.data();
  }
  // The rows of `count` consecutive registers from `first`, valid together.
  void rows(int first, int count, uint32_t** out) {
    for (int d = 0; d < count; ++d) note(next_vgpr(first, d));  // every entry exists first
    for (int d = 0; d < count; ++d) out[d] = row(next_vgpr(first, d));
  }
  // `lanes` of `reg` were stored through row().
  void wrote(int reg, uint64_t lanes) {
    note(reg);
    if (!hold_) {
      c_.wave.mark_vgpr_used(reg);
      return;
    }
    HeldRegister& h = held(reg);
    h.bits = ~0u;
    h.lanes |= lanes;
  }
  // Writes `bytes` of a lane's little-endian data into consecutive registers from `reg`.
  void write_bytes(int reg, int lane, const uint8_t* data, unsigned bytes);
  void finish() {
    if (c_.log == nullptr) return;
    for (int i = 0; i < count_; ++i) c_.log->vgprs.push_back(order_[i]);
  }

 private:
  void note(int reg) {
    if (written_.test(static_cast<std::size_t>(reg))) return;
    written_.set(static_cast<std::size_t>(reg));
    order_[count_++] = static_cast<uint16_t>(reg);
    if (hold_) {
      c_.wave.mark_vgpr_used(reg);
      c_.log->hold(true, static_cast<uint16_t>(reg));
      held_index_[static_cast<std::size_t>(reg)] = static_cast<uint16_t>(c_.log->held_count - 1);
    }
  }
  HeldRegister& held(int reg) { return c_.log->held[held_index_[static_cast<std::size_t>(reg)]]; }

  ExecContext& c_;
  bool hold_;
  std::bitset<kNumVgprs> written_;
  // Each register at most once, so the array cannot overflow; no heap allocation per
  // instruction. Left uninitialized: only the first count_ entries are read (held_index_: only
  // the written registers').
  std::array<uint16_t, kNumVgprs> order_;
  std::array<uint16_t, kNumVgprs> held_index_;
  int count_ = 0;
};

// Reads `bytes` (a multiple of 4, or less than 4) of a lane's data from consecutive VGPRs.
void read_vgpr_bytes(const WaveState& wave, int reg, int lane, uint8_t* out, unsigned bytes);
inline uint64_t vgpr64(const WaveState& wave, int reg, int lane) {
  return wave.vgpr(reg, lane) | static_cast<uint64_t>(wave.vgpr(next_vgpr(reg), lane)) << 32;
}

inline uint64_t le_value(const uint8_t* bytes, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n && i < 8; ++i) v |= static_cast<uint64_t>(bytes[i]) << (8 * i);
  return v;
}
inline void put_le(uint8_t* bytes, uint64_t v, unsigned n) {
  for (unsigned i = 0; i < n; ++i) bytes[i] = static_cast<uint8_t>(v >> (8 * i));
}

// The memory of the wave, or a ModelError naming the instruction when it runs outside a dispatch.
WaveMemory& memory_of(const ExecContext& c);

// "words 0x... 0x... (disassembly)": the instruction part of a fault's one-line report.
std::string fault_context(const ExecContext& c);
[[noreturn]] void fault(const ExecContext& c, const char* kind, int lane, uint64_t address);

// Global memory: faults ("out of bounds") when any byte is unmapped.
void global_read(const ExecContext& c, int lane, uint64_t address, uint8_t* out, unsigned n);
void global_write(const ExecContext& c, int lane, uint64_t address, const uint8_t* data,
                  unsigned n);
// A lane's private memory: faults ("scratch out of bounds") when outside the lane's space.
void scratch_read(const ExecContext& c, int lane, uint64_t offset, uint8_t* out, unsigned n);
void scratch_write(const ExecContext& c, int lane, uint64_t offset, const uint8_t* data,
                   unsigned n);
// Global bytes [low, high) mapped writable, found once for an instruction whose lanes all fall
// there (the common case: neighbouring addresses of one buffer); `base` nullptr when not.
struct GlobalWindow {
  uint64_t low = 0;
  uint64_t high = 0;
  uint8_t* base = nullptr;
  // The n bytes at `address` inside the window, or nullptr.
  uint8_t* at(uint64_t address, unsigned n) const {
    if (base == nullptr || address < low || address > high || n > high - address) return nullptr;
    return base + (address - low);
  }
};
// The window over [low, high), empty when high <= low, the range is wide (a gather: not worth
// one span) or not one mapped writable region.
GlobalWindow global_window(const ExecContext& c, uint64_t low, uint64_t high);
// global_read/global_write through the window when it holds the bytes (else as below).
void global_read(const ExecContext& c, const GlobalWindow& w, int lane, uint64_t address,
                 uint8_t* out, unsigned n);
void global_write(const ExecContext& c, const GlobalWindow& w, int lane, uint64_t address,
                  const uint8_t* data, unsigned n);

// LDS: an access reaches memory only when every byte lies inside the allocation; otherwise a read
// gives zeros and a write is dropped (see docs/valu-semantics.md, "Memory instructions").
bool lds_in_range(WaveMemory& m, uint64_t address, unsigned n);
// The workgroup's LDS as one instruction sees it: found once, not per lane.
struct LdsView {
  uint8_t* base;
  uint32_t size;
  bool in_range(uint64_t address, unsigned n) const {
    return base != nullptr && address + n <= size;
  }
  void read(uint64_t address, uint8_t* out, unsigned n) const {
    if (in_range(address, n)) {
      __builtin_memcpy(out, base + address, n);
    } else {
      __builtin_memset(out, 0, n);
    }
  }
  void write(uint64_t address, const uint8_t* data, unsigned n) const {
    if (in_range(address, n)) __builtin_memcpy(base + address, data, n);
  }
};
inline LdsView lds_view(WaveMemory& m) { return LdsView{m.lds(), m.lds_size()}; }

// Every lane's private memory, found once for an instruction (WaveMemory::scratch_lanes).
struct ScratchView {
  uint8_t* base = nullptr;
  uint32_t per_lane = 0;
  // The n bytes at the lane's private `offset`, or nullptr (then scratch_read/write decide).
  uint8_t* at(int lane, uint64_t offset, unsigned n) const {
    if (base == nullptr || n > per_lane || offset > per_lane - n) return nullptr;
    return base + static_cast<std::size_t>(lane) * per_lane + offset;
  }
};
inline ScratchView scratch_view(WaveMemory& m) {
  ScratchView v;
  v.base = m.scratch_lanes(&v.per_lane);
  return v;
}

// An atomic must be naturally aligned; faults ("misaligned") otherwise.
void require_aligned(const ExecContext& c, int lane, uint64_t address, unsigned bytes);

// The first SGPR of an instruction's `dwords`-dword descriptor (srsrc, by its gfx1100 name):
// gfx1100's srsrc counts SGPR quads (field kind SRsrcField), RDNA4's rsrc names the SGPR itself.
// A ModelError naming `what` when the descriptor runs past the scalar registers.
uint16_t descriptor_sgpr(const ExecContext& c, unsigned dwords, const char* what);

// A scalar source in an 8-bit field (MUBUF soffset): SGPR, special register, inline integer or
// the literal dword.
uint32_t scalar_field_value(const ExecContext& c, uint32_t code);

// One active lane of a load, store or atomic whose address the caller has worked out. `read(delta,
// out, n)` reads n bytes at `delta` past the lane's address and returns false when the access is
// out of range (a buffer's range check; `out` is then zeros), `write(delta, data, n)` writes them
// (dropped when out of range). Wider loads and stores go dword by dword, as a buffer's range check
// does. `vdst` receives loads and an atomic's old value when `returns`; `vdata` holds store data
// and an atomic's operands.
template <typename Read, typename Write>
void run_lane(const ExecContext& c, VgprWriter& out, const MemOp& m, int lane, int vdst, int vdata,
              bool returns, Read&& read, Write&& write) {
  const WaveState& wave = c.wave;
  switch (m.access) {
    case Access::Load: {
      uint8_t bytes[16] = {};
      for (unsigned at = 0; at < m.bytes; at += 4) {
        read(at, bytes + at, m.bytes - at < 4 ? m.bytes - at : 4u);
      }
      if (m.bytes >= 4) {
        out.write_bytes(vdst, lane, bytes, m.bytes);
        break;
      }
      const uint64_t raw = le_value(bytes, m.bytes);
      const uint64_t value = m.sign ? sign_extend(raw, m.bytes * 8u) : raw;
      if (m.half == Half::Full) {
        out.write(vdst, lane, static_cast<uint32_t>(value));
      } else {
        out.write_half(vdst, lane, static_cast<uint32_t>(value & 0xFFFF), m.half == Half::High);
      }
      break;
    }
    case Access::Store: {
      uint8_t bytes[16];
      if (m.half == Half::High) {
        put_le(bytes, wave.vgpr(vdata, lane) >> 16, m.bytes);
      } else {
        read_vgpr_bytes(wave, vdata, lane, bytes, m.bytes);
      }
      for (unsigned at = 0; at < m.bytes; at += 4) {
        write(at, bytes + at, m.bytes - at < 4 ? m.bytes - at : 4u);
      }
      break;
    }
    case Access::Atomic: {
      const unsigned dwords = m.bytes / 4;
      const uint64_t data = dwords == 2 ? vgpr64(wave, vdata, lane) : wave.vgpr(vdata, lane);
      uint64_t data2 = 0;
      if (atomic_data_values(m.atomic) == 2) {
        const int second = next_vgpr(vdata, static_cast<int>(dwords));
        data2 = dwords == 2 ? vgpr64(wave, second, lane) : wave.vgpr(second, lane);
      }
      uint8_t bytes[8] = {};
      uint64_t old = 0;
      if (read(0u, bytes, m.bytes)) {
        old = le_value(bytes, m.bytes);
        put_le(bytes, atomic_result(m.atomic, m.bytes, old, data, data2), m.bytes);
        write(0u, bytes, m.bytes);
      }
      if (returns) {
        out.write(vdst, lane, static_cast<uint32_t>(old));
        if (dwords == 2) out.write(next_vgpr(vdst), lane, static_cast<uint32_t>(old >> 32));
      }
      break;
    }
    case Access::None: break;
  }
}

// The atomics FLAT, GLOBAL and MUBUF have in common, one row per operation (Invalid: the family
// lacks it).
struct VmemAtomicRow {
  isa::Op flat, global, buffer;
  AtomicOp op;
  unsigned bytes;
};
const VmemAtomicRow* vmem_atomic_rows(std::size_t* count);

// Per-family registration (sem_memory_*.cpp).
void register_smem(std::vector<Handler>& table);
void register_flat(std::vector<Handler>& table);
void register_buffer(std::vector<Handler>& table);
void register_ds(std::vector<Handler>& table);
void register_image(std::vector<Handler>& table);

}  // namespace cutlm::mem
