#include "sqtt/packets.h"

#include <array>

namespace cutlm::sqtt {
namespace {

// How a kind is recognised and timed: its identifying low bits, its length, and where its time
// delta sits. Sources in README.md (rocprofiler's gfx11 token table, tinygrad's decoder).
struct Layout {
  PacketKind kind;
  const char* name;
  uint8_t pattern;       // the low `pattern_bits` bits of a packet of this kind
  uint8_t pattern_bits;  // Nop also stands for every byte no pattern matches
  uint8_t nibbles;       // length
  uint8_t delta_lo;      // time delta field
  uint8_t delta_bits;    // 0: no time delta
};

constexpr std::array<Layout, static_cast<std::size_t>(PacketKind::Count)> kLayouts = {{
    {PacketKind::Nop, "NOP", 0b0000, 4, 1, 0, 0},
    {PacketKind::LayoutHeader, "LAYOUT_HEADER", 0b0010001, 7, 16, 0, 0},
    {PacketKind::WaveStart, "WAVESTART", 0b01100, 5, 8, 5, 2},
    {PacketKind::WaveEnd, "WAVEEND", 0b10101, 5, 5, 5, 3},
    {PacketKind::WaveAlloc, "WAVEALLOC", 0b00101, 5, 5, 5, 3},
    {PacketKind::WaveReady, "WAVERDY", 0b10100, 5, 6, 5, 3},
    {PacketKind::ValuInst, "VALUINST", 0b011, 3, 3, 3, 3},
    {PacketKind::Inst, "INST", 0b010, 3, 5, 4, 3},
    {PacketKind::Immediate, "IMMEDIATE", 0b1101, 4, 3, 4, 3},
    {PacketKind::ImmediateMask, "IMMEDIATE_MASK", 0b00100, 5, 6, 5, 3},
    {PacketKind::AluExec, "ALUEXEC", 0b1110, 4, 2, 4, 2},
    {PacketKind::VmemExec, "VMEMEXEC", 0b1111, 4, 2, 4, 2},
    {PacketKind::Perf, "PERF", 0b10110, 5, 7, 5, 3},
    {PacketKind::Event, "EVENT", 0b01100001, 8, 6, 8, 3},
    {PacketKind::EventBig, "EVENT_BIG", 0b11100001, 8, 8, 8, 3},
    {PacketKind::Reg, "REG", 0b1001, 4, 16, 4, 3},
    {PacketKind::Snapshot, "SNAPSHOT", 0b1110001, 7, 16, 7, 3},
    {PacketKind::UtilCounter, "UTILCTR", 0b0110001, 7, 12, 7, 2},
    {PacketKind::WaveState, "TS_WAVE_STATE", 0b1010001, 7, 6, 7, 9},
    {PacketKind::TimeShort, "TS_DELTA_SHORT", 0b1000, 4, 2, 4, 4},
    {PacketKind::Timestamp, "TS_DELTA_OR_MARK", 0b0000001, 7, 12, 12, 36},
    {PacketKind::TimeDeltaS8W3, "TS_DELTA_S8_W3", 0b0100001, 7, 16, 8, 3},
    {PacketKind::TimeDeltaS5W2, "TS_DELTA_S5_W2", 0b11100, 5, 12, 5, 2},
    {PacketKind::TimeDeltaS5W3, "TS_DELTA_S5_W3", 0b00110, 5, 13, 5, 3},
}};

constexpr bool layouts_in_kind_order() {
  for (std::size_t i = 0; i < kLayouts.size(); ++i) {
    if (static_cast<std::size_t>(kLayouts[i].kind) != i) return false;
  }
  return true;
}
static_assert(layouts_in_kind_order(), "kLayouts is indexed by PacketKind");

const Layout& layout(PacketKind kind) { return kLayouts[static_cast<std::size_t>(kind)]; }

// A packet's kind from its first byte: the kind with the longest pattern that matches (the
// patterns do not overlap at equal length), Nop when none does.
std::array<PacketKind, 256> build_kind_table() {
  std::array<PacketKind, 256> table{};
  for (unsigned byte = 0; byte < 256; ++byte) {
    PacketKind best = PacketKind::Nop;
    unsigned best_bits = 0;
    for (const Layout& l : kLayouts) {
      const unsigned mask = (1u << l.pattern_bits) - 1;
      if ((byte & mask) == l.pattern && l.pattern_bits > best_bits) {
        best = l.kind;
        best_bits = l.pattern_bits;
      }
    }
    table[byte] = best;
  }
  return table;
}

const std::array<PacketKind, 256>& kind_table() {
  static const std::array<PacketKind, 256> table = build_kind_table();
  return table;
}

}  // namespace

const char* packet_kind_name(PacketKind kind) {
  return kind < PacketKind::Count ? layout(kind).name : "?";
}

unsigned packet_nibbles(PacketKind kind) {
  return kind < PacketKind::Count ? layout(kind).nibbles : 1;
}

WaveLocation wave_location(const Packet& packet) {
  WaveLocation where;
  if (packet.kind == PacketKind::WaveStart) {
    where.cu = static_cast<unsigned>(packet.field(10, 3) | (packet.field(7, 1) << 3));
    where.simd = static_cast<unsigned>(packet.field(8, 2));
    where.slot = static_cast<unsigned>(packet.field(13, 5));
  } else if (packet.kind == PacketKind::WaveEnd) {
    where.cu = static_cast<unsigned>(packet.field(11, 3) | (packet.field(8, 1) << 3));
    where.simd = static_cast<unsigned>(packet.field(9, 2));
    where.slot = static_cast<unsigned>(packet.field(15, 5));
  }
  return where;
}

unsigned instruction_slot(const Packet& packet) {
  return static_cast<unsigned>(packet.kind == PacketKind::Inst ? packet.field(8, 5)
                                                               : packet.field(7, 5));
}

unsigned inst_op(const Packet& packet) { return static_cast<unsigned>(packet.field(13, 7)); }

unsigned immediate_mask(const Packet& packet) { return static_cast<unsigned>(packet.field(8, 16)); }

unsigned layout_version(const Packet& packet) { return static_cast<unsigned>(packet.field(7, 6)); }

bool PacketReader::next(Packet& packet) {
  if (position_ >= nibbles_) return false;
  // The first byte names the kind; fewer than two nibbles left can only be a one-nibble packet.
  unsigned first = nibble_at(position_);
  if (position_ + 1 < nibbles_) first |= nibble_at(position_ + 1) << 4;
  const PacketKind kind = kind_table()[first];
  const Layout& l = layout(kind);
  if (nibbles_ - position_ < l.nibbles) return false;  // cut off by the end of the buffer
  uint64_t bits = 0;
  for (unsigned i = 0; i < l.nibbles; ++i) {
    bits |= static_cast<uint64_t>(nibble_at(position_ + i)) << (4 * i);
  }
  packet.kind = kind;
  packet.nibble = position_;
  packet.bits = bits;
  uint64_t delta = l.delta_bits != 0 ? packet.field(l.delta_lo, l.delta_bits) : 0;
  if (kind == PacketKind::TimeShort) delta += 4;
  // A marker (bit 9 set, bit 8 clear) pairs the clock with the reference counter: no delta.
  if (kind == PacketKind::Timestamp && packet.field(9, 1) == 1 && packet.field(8, 1) == 0) {
    delta = 0;
  }
  time_ += delta;
  packet.time = time_;
  position_ += l.nibbles;
  return true;
}

}  // namespace cutlm::sqtt
