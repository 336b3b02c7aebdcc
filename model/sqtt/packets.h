// The packets of an RDNA3 (gfx11) SQ thread-trace buffer ("SQTT", trace layout 3), as the hardware
// writes one per shader engine. The buffer is a stream of 4-bit nibbles, low nibble of each byte
// first; a packet's first bits say its kind and therefore its length (1 to 16 nibbles), and most
// packets carry a small time delta that advances the trace's clock. The layouts, lengths and
// delta fields are in README.md with their sources.
#pragma once

#include <cstddef>
#include <cstdint>

namespace cutlm::sqtt {

enum class PacketKind : uint8_t {
  Nop,
  LayoutHeader,   // the buffer's first packet: the trace layout (3 for RDNA3)
  WaveStart,      // a wave was launched: CU, SIMD, slot
  WaveEnd,        // a wave ended (its s_endpgm): CU, SIMD, slot
  WaveAlloc,      // wave slot allocation
  WaveReady,      // waves ready to issue, a mask of slots
  ValuInst,       // the traced SIMD issued a VALU instruction of a slot
  Inst,           // the traced SIMD issued an instruction of a slot; its kind is the `op` field
  Immediate,      // the traced SIMD issued an immediate instruction (s_waitcnt, s_nop, ...)
  ImmediateMask,  // the same for several slots at once, a mask of slots
  AluExec,        // ALU execution events
  VmemExec,       // vector-memory execution events
  Perf,           // performance counter sample
  Event,          // a pipeline event
  EventBig,       // a pipeline event with a wider field
  Reg,            // a register write the command processor made
  Snapshot,       // a snapshot of a counter
  UtilCounter,    // utilisation counters
  WaveState,      // the trace unit's own state (time delta of 9 bits)
  TimeShort,      // time delta 4 + the 4-bit field
  Timestamp,      // a 36-bit time delta, or a marker pairing the clock with a reference counter
  TimeDeltaS8W3,  // time delta of 3 bits
  TimeDeltaS5W2,  // time delta of 2 bits
  TimeDeltaS5W3,  // time delta of 3 bits
  Count
};

// The packet's name as tinygrad's and rocprofiler's decoders spell it (WAVESTART, TS_DELTA_SHORT).
const char* packet_kind_name(PacketKind kind);
// How many nibbles a packet of this kind takes.
unsigned packet_nibbles(PacketKind kind);

struct Packet {
  PacketKind kind = PacketKind::Nop;
  // Where the packet starts, in nibbles from the buffer's first byte (the byte is nibble / 2).
  uint64_t nibble = 0;
  // The packet's bits, its first nibble lowest; bits past its length are zero.
  uint64_t bits = 0;
  // The trace clock after this packet's delta: shader-clock cycles since the buffer's start.
  uint64_t time = 0;

  uint64_t byte_offset() const { return nibble / 2; }
  uint64_t field(unsigned lo, unsigned width) const {
    return (bits >> lo) & ((width >= 64) ? ~uint64_t{0} : ((uint64_t{1} << width) - 1));
  }
};

// Where a WAVESTART or WAVEEND packet's wave runs in its shader engine. `cu` is the packet's
// work-group processor number in its shader array plus 8 times the shader array (the number the
// decoded traces call "cu"); `simd` counts the WGP's four SIMDs; `slot` is the wave slot.
struct WaveLocation {
  unsigned cu = 0;
  unsigned simd = 0;
  unsigned slot = 0;
};
WaveLocation wave_location(const Packet& packet);  // WaveStart or WaveEnd only

// The wave slot of an instruction packet (ValuInst, Inst, Immediate).
unsigned instruction_slot(const Packet& packet);
// The operation field of an Inst packet (7 bits).
unsigned inst_op(const Packet& packet);
// The slots an ImmediateMask packet names (bit i: slot i).
unsigned immediate_mask(const Packet& packet);
// The trace layout a LayoutHeader announces.
unsigned layout_version(const Packet& packet);

// Reads a buffer's packets in order. Only packets that lie wholly inside the buffer are read:
// the hardware stops writing at a 32-byte boundary, so the last packet may be cut off.
class PacketReader {
 public:
  PacketReader(const uint8_t* data, std::size_t size) : data_(data), nibbles_(uint64_t{size} * 2) {}
  // The next packet, false when no whole packet is left.
  bool next(Packet& packet);
  // Nibbles read so far.
  uint64_t position() const { return position_; }

 private:
  unsigned nibble_at(uint64_t index) const {
    return (data_[index / 2] >> ((index % 2) * 4)) & 0xFu;
  }

  const uint8_t* data_;
  uint64_t nibbles_;
  uint64_t position_ = 0;
  uint64_t time_ = 0;
};

}  // namespace cutlm::sqtt
