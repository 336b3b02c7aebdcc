// The SQTT decoder (model/sqtt) on buffers written here bit by bit from the packet layouts
// (model/sqtt/README.md and its sources), for a small program assembled by llvm-mc-19: packet
// kinds, lengths and time deltas; the walk through the code with s_delay_alu, a taken and a
// not-taken branch, IMMEDIATE_MASK and other SIMDs' packets; and every error the decoder
// reports. The real traces are checked against tinygrad's decoding by sqtt_decode_test.py.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sqtt/packets.h"
#include "sqtt/thread_trace.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

using cutlm::sqtt::Packet;
using cutlm::sqtt::PacketKind;

// Writes packets nibble by nibble, low nibble of each byte first.
class TraceWriter {
 public:
  TraceWriter() { put(0b0010001 | (3u << 7), 16); }  // layout header, layout 3

  void put(uint64_t bits, unsigned nibbles) {
    for (unsigned i = 0; i < nibbles; ++i, ++nibble_) {
      const auto value = static_cast<uint8_t>((bits >> (4 * i)) & 0xF);
      if (nibble_ % 2 == 0) {
        bytes_.push_back(value);
      } else {
        bytes_.back() = static_cast<uint8_t>(bytes_.back() | (value << 4));
      }
    }
  }
  // Each packet below adds `delta` cycles (2 or 3 bits wide, as its layout says).
  void wave_start(unsigned delta, unsigned cu, unsigned simd, unsigned slot) {
    put(0b01100 | (delta << 5) | ((cu >> 3) << 7) | (simd << 8) | ((cu & 7) << 10) | (slot << 13),
        8);
  }
  void wave_end(unsigned delta, unsigned cu, unsigned simd, unsigned slot) {
    put(0b10101 | (delta << 5) | ((cu >> 3) << 8) | (simd << 9) | ((cu & 7) << 11) | (slot << 15),
        5);
  }
  void valu(unsigned delta, unsigned slot) { put(0b011 | (delta << 3) | (slot << 7), 3); }
  void immediate(unsigned delta, unsigned slot) { put(0b1101 | (delta << 4) | (slot << 7), 3); }
  void immediate_mask(unsigned delta, unsigned mask) {
    put(0b00100 | (delta << 5) | (uint64_t{mask} << 8), 6);
  }
  void inst(unsigned delta, unsigned slot, unsigned op) {
    put(0b010 | (delta << 4) | (slot << 8) | (uint64_t{op} << 13), 5);
  }
  void time_short(unsigned field) { put(0b1000 | (field << 4), 2); }  // field + 4 cycles
  void timestamp(uint64_t delta, bool marker) {
    put(0b0000001 | (uint64_t{marker} << 9) | (delta << 12), 12);
  }
  void nop() { put(0, 1); }

  // The buffer padded with NOPs to whole 32-byte blocks, as the hardware writes it.
  std::vector<uint8_t> buffer() const {
    std::vector<uint8_t> out = bytes_;
    while (out.size() % 32 != 0) out.push_back(0);
    return out;
  }
  uint64_t nibbles() const { return nibble_; }

 private:
  std::vector<uint8_t> bytes_;
  uint64_t nibble_ = 0;
};

std::vector<Packet> read_all(const std::vector<uint8_t>& bytes) {
  cutlm::sqtt::PacketReader reader(bytes.data(), bytes.size());
  std::vector<Packet> packets;
  Packet p;
  while (reader.next(p)) packets.push_back(p);
  return packets;
}

TEST(SqttPackets, KindsLengthsAndTime) {
  TraceWriter w;
  w.nop();                    // 1 nibble: the next packet starts at an odd nibble
  w.valu(3, 7);               // +3
  w.time_short(2);            // +6
  w.timestamp(1000, false);   // +1000
  w.timestamp(77777, true);   // a marker: +0
  w.inst(5, 2, 0x29);         // +5
  w.immediate_mask(1, 0x28);  // +1
  w.wave_start(2, 9, 3, 17);  // +2
  w.wave_end(4, 9, 3, 17);    // +4
  const std::vector<Packet> packets = read_all(w.buffer());
  ASSERT_GE(packets.size(), 10u);
  const PacketKind kinds[] = {PacketKind::LayoutHeader, PacketKind::Nop,
                              PacketKind::ValuInst,     PacketKind::TimeShort,
                              PacketKind::Timestamp,    PacketKind::Timestamp,
                              PacketKind::Inst,         PacketKind::ImmediateMask,
                              PacketKind::WaveStart,    PacketKind::WaveEnd};
  const uint64_t times[] = {0, 0, 3, 9, 1009, 1009, 1014, 1015, 1017, 1021};
  const uint64_t starts[] = {0, 16, 17, 20, 22, 34, 46, 51, 57, 65};
  for (std::size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(packets[i].kind, kinds[i]) << i;
    EXPECT_EQ(packets[i].time, times[i]) << i;
    EXPECT_EQ(packets[i].nibble, starts[i]) << i;
  }
  EXPECT_EQ(cutlm::sqtt::layout_version(packets[0]), 3u);
  EXPECT_EQ(cutlm::sqtt::instruction_slot(packets[2]), 7u);
  EXPECT_EQ(cutlm::sqtt::instruction_slot(packets[6]), 2u);
  EXPECT_EQ(cutlm::sqtt::inst_op(packets[6]), 0x29u);
  EXPECT_EQ(cutlm::sqtt::immediate_mask(packets[7]), 0x28u);
  for (std::size_t i : {8u, 9u}) {
    const cutlm::sqtt::WaveLocation where = cutlm::sqtt::wave_location(packets[i]);
    EXPECT_EQ(where.cu, 9u);
    EXPECT_EQ(where.simd, 3u);
    EXPECT_EQ(where.slot, 17u);
  }
  // The padding is NOPs, one nibble each.
  for (std::size_t i = 10; i < packets.size(); ++i) EXPECT_EQ(packets[i].kind, PacketKind::Nop);
}

TEST(SqttPackets, FirstByteNamesTheKind) {
  const std::pair<uint8_t, PacketKind> cases[] = {
      {0x61, PacketKind::Event},         {0xE1, PacketKind::EventBig},
      {0x21, PacketKind::TimeDeltaS8W3}, {0x11, PacketKind::LayoutHeader},
      {0x51, PacketKind::WaveState},     {0x71, PacketKind::Snapshot},
      {0x31, PacketKind::UtilCounter},   {0x0B, PacketKind::ValuInst},
      {0x0A, PacketKind::Inst},          {0x07, PacketKind::Nop},
      {0x41, PacketKind::Nop},           {0x09, PacketKind::Reg},
      {0x1C, PacketKind::TimeDeltaS5W2}, {0x06, PacketKind::TimeDeltaS5W3},
      {0x16, PacketKind::Perf},          {0x05, PacketKind::WaveAlloc},
      {0x14, PacketKind::WaveReady},     {0x0E, PacketKind::AluExec},
      {0x0F, PacketKind::VmemExec},      {0x0D, PacketKind::Immediate},
  };
  for (const auto& [byte, kind] : cases) {
    std::vector<uint8_t> bytes(32, 0);
    bytes[0] = byte;
    const std::vector<Packet> packets = read_all(bytes);
    ASSERT_FALSE(packets.empty());
    EXPECT_EQ(packets[0].kind, kind) << std::hex << unsigned{byte};
  }
}

TEST(SqttPackets, APacketCutOffByTheEndIsNotRead) {
  // A REG packet is 16 nibbles; the buffer holds 15 of them.
  const std::vector<uint8_t> bytes = {0x09, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77};
  cutlm::sqtt::PacketReader reader(bytes.data(), bytes.size() - 1);
  Packet p;
  EXPECT_FALSE(reader.next(p));
  cutlm::sqtt::PacketReader whole(bytes.data(), bytes.size());
  ASSERT_TRUE(whole.next(p));
  EXPECT_EQ(p.kind, PacketKind::Reg);
  EXPECT_EQ(p.bits, 0x7766554433221109u);
  EXPECT_FALSE(whole.next(p));
}

TEST(SqttPackets, OperationNames) {
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x00), "SALU");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x04), "JUMP_NO");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x22), "SGMEM_RD_2");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x73), "VALU1_WR_EXEC");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x50), "OTHER_LDS_1");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x5b), "OTHER_VMEM_2");
  EXPECT_EQ(cutlm::sqtt::inst_op_name(0x7f), "INST_0x7f");
  EXPECT_TRUE(cutlm::sqtt::inst_op_is_other_simd(0x50));
  EXPECT_TRUE(cutlm::sqtt::inst_op_is_other_simd(0x66));
  EXPECT_FALSE(cutlm::sqtt::inst_op_is_other_simd(0x4f));
  EXPECT_FALSE(cutlm::sqtt::inst_op_is_other_simd(0x67));
}

// The program the traces below run, at 0x1000 (llvm-mc-19 gives the words).
const std::vector<std::string> kProgram = {
    "s_mov_b32 s0, 2",                  // 0x1000 SALU
    "v_mov_b32 v0, 0",                  // 0x1004 VALU
    "s_delay_alu instid0(VALU_DEP_1)",  // 0x1008 no packet
    "s_sub_u32 s0, s0, 1",              // 0x100c SALU, the loop's first instruction
    "s_waitcnt lgkmcnt(0)",             // 0x1010 IMMEDIATE
    "s_cmp_lg_u32 s0, 0",               // 0x1014 SALU
    "s_cbranch_scc1 65532",             // 0x1018 to 0x1018 + 4 - 16 = 0x100c
    "s_nop 0",                          // 0x101c IMMEDIATE (here through IMMEDIATE_MASK)
    "s_endpgm",                         // 0x1020 WAVEEND
};

cutlm::sqtt::KernelText program() {
  std::string errors;
  const std::vector<cutlm_test::LlvmEncoding> encodings =
      cutlm_test::llvm_assemble(kProgram, false, &errors);
  EXPECT_EQ(errors, "");
  cutlm::sqtt::KernelText code;
  code.label = "loop.elf";
  code.address = 0x1000;
  code.entry = 0x1000;
  for (const cutlm_test::LlvmEncoding& e : encodings)
    code.bytes.insert(code.bytes.end(), e.bytes.begin(), e.bytes.end());
  EXPECT_EQ(code.bytes.size(), 0x24u);
  return code;
}

constexpr unsigned kSalu = 0x00, kJump = 0x03, kJumpNo = 0x04, kOtherLds = 0x50;

// One wave of the loop program on the traced SIMD (slot `slot`), up to its s_nop.
void loop_packets(TraceWriter& w, unsigned slot) {
  w.inst(1, slot, kSalu);      // 0x1000
  w.valu(1, slot);             // 0x1004; s_delay_alu skipped
  w.inst(2, slot, kSalu);      // 0x100c
  w.immediate(1, slot);        // 0x1010
  w.inst(1, slot, kOtherLds);  // another SIMD's LDS access: not this wave's
  w.inst(1, slot, kSalu);      // 0x1014
  w.inst(1, slot, kJump);      // 0x1018 taken
  w.inst(3, slot, kSalu);      // 0x100c
  w.immediate(1, slot);        // 0x1010
  w.inst(1, slot, kSalu);      // 0x1014
  w.inst(1, slot, kJumpNo);    // 0x1018 not taken
}

cutlm::sqtt::ShaderEngineBuffer engine(const TraceWriter& w, bool traced) {
  cutlm::sqtt::ShaderEngineBuffer buffer;
  buffer.se = 1;
  buffer.label = "se1.sqtt";
  buffer.bytes = w.buffer();
  buffer.instruction_trace = traced;
  return buffer;
}

TEST(SqttTrace, WalksTheCodeAlongTheInstructionPackets) {
  const cutlm::sqtt::KernelText code = program();
  TraceWriter w;
  w.time_short(6);           // t = 10
  w.wave_start(1, 0, 0, 3);  // t = 11
  w.wave_start(2, 2, 1, 0);  // t = 13, an untraced SIMD
  loop_packets(w, 3);        // t = 13 + 14 = 27 (the OTHER packet's cycle included)
  w.wave_start(3, 0, 0, 5);  // t = 30
  loop_packets(w, 5);        // t = 44
  w.immediate_mask(2, (1u << 3) | (1u << 5));  // t = 46: both at s_nop
  w.wave_end(1, 0, 0, 5);                      // t = 47
  w.wave_end(3, 2, 1, 0);                      // t = 50
  w.wave_end(2, 0, 0, 3);                      // t = 52
  const std::vector<cutlm::sqtt::TracedWave> waves =
      cutlm::sqtt::decode_shader_engine(engine(w, true), code);

  ASSERT_EQ(waves.size(), 3u);
  // In the order the waves ended.
  EXPECT_EQ(waves[0].slot, 5u);
  EXPECT_EQ(waves[1].cu, 2u);
  EXPECT_EQ(waves[1].simd, 1u);
  EXPECT_FALSE(waves[1].has_instructions);
  EXPECT_EQ(waves[1].start, 13u);
  EXPECT_EQ(waves[1].end, 50u);
  EXPECT_EQ(waves[2].slot, 3u);
  EXPECT_EQ(waves[2].start, 11u);
  EXPECT_EQ(waves[2].end, 52u);
  for (const cutlm::sqtt::TracedWave& wave : waves) EXPECT_EQ(wave.se, 1u);

  struct Expected {
    uint64_t pc;
    uint64_t time;
    const char* packet;
  };
  const Expected slot3[] = {
      {0x1000, 14, "SALU"},      {0x1004, 15, "VALUINST"},  {0x100c, 17, "SALU"},
      {0x1010, 18, "IMMEDIATE"}, {0x1014, 20, "SALU"},      {0x1018, 21, "JUMP"},
      {0x100c, 24, "SALU"},      {0x1010, 25, "IMMEDIATE"}, {0x1014, 26, "SALU"},
      {0x1018, 27, "JUMP_NO"},   {0x101c, 46, "IMMEDIATE"}, {0x1020, 52, "WAVEEND"},
  };
  const std::vector<cutlm::sqtt::TracedInstruction>& got = waves[2].instructions;
  ASSERT_TRUE(waves[2].has_instructions);
  ASSERT_EQ(got.size(), std::size(slot3));
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].pc, slot3[i].pc) << i;
    EXPECT_EQ(got[i].time, slot3[i].time) << i;
    EXPECT_EQ(got[i].packet, slot3[i].packet) << i;
  }
  // Slot 5 ran the same code, 17 cycles later until the shared s_nop.
  const std::vector<cutlm::sqtt::TracedInstruction>& other = waves[0].instructions;
  ASSERT_EQ(other.size(), std::size(slot3));
  for (std::size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(other[i].pc, slot3[i].pc) << i;
    EXPECT_EQ(other[i].time, slot3[i].time + 17) << i;
  }
  EXPECT_EQ(other[10].time, 46u);
  EXPECT_EQ(other[11].time, 47u);

  // Without instruction tracing the same buffer gives the same waves and no instructions.
  const std::vector<cutlm::sqtt::TracedWave> plain =
      cutlm::sqtt::decode_shader_engine(engine(w, false), code);
  ASSERT_EQ(plain.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_FALSE(plain[i].has_instructions);
    EXPECT_EQ(plain[i].start, waves[i].start);
    EXPECT_EQ(plain[i].end, waves[i].end);
  }
  EXPECT_TRUE(cutlm::sqtt::has_instruction_packets(w.buffer()));
}

// decode_shader_engine's InputError text for a trace built by `build`, of the loop program or
// of its first `code_bytes` bytes.
template <typename Build>
std::string decode_error(Build build, std::size_t code_bytes = 0) {
  cutlm::sqtt::KernelText code = program();
  if (code_bytes != 0) code.bytes.resize(code_bytes);
  TraceWriter w;
  build(w);
  try {
    cutlm::sqtt::decode_shader_engine(engine(w, true), code);
  } catch (const cutlm::InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(SqttTrace, ReportsTracesTheCodeCannotExplain) {
  const auto contains = [](const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
  };
  std::string e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    w.valu(1, 0);  // at s_mov_b32
  });
  EXPECT_TRUE(contains(e, "se1.sqtt: byte ") && contains(e, "wave cu 0 simd 0 slot 0") &&
              contains(e, "VALUINST packet at pc 0x1000 (s_mov_b32 s0, 2)") &&
              contains(e, "no VALU instruction") && contains(e, "loop.elf does not match"))
      << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    w.wave_end(1, 0, 0, 0);
  });
  EXPECT_TRUE(contains(e, "ended at pc 0x1000") && contains(e, "no s_endpgm")) << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    w.inst(1, 0, kJump);
  });
  EXPECT_TRUE(contains(e, "JUMP packet at pc 0x1000") && contains(e, "no branch")) << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    for (int i = 0; i < 5; ++i) w.inst(1, 0, kSalu);  // up to the branch at 0x1018
    w.inst(1, 0, kSalu);
  });
  EXPECT_TRUE(contains(e, "SALU packet at pc 0x1018") && contains(e, "JUMP or JUMP_NO")) << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    w.immediate(1, 0);  // at s_mov_b32
  });
  EXPECT_TRUE(contains(e, "no SOPP instruction")) << e;
  e = decode_error([](TraceWriter& w) { w.valu(1, 4); });
  EXPECT_TRUE(contains(e, "slot 4 of the traced SIMD") && contains(e, "where no wave runs")) << e;
  e = decode_error([](TraceWriter& w) { w.wave_end(1, 3, 2, 1); });
  EXPECT_TRUE(contains(e, "WAVEEND of cu 3 simd 2 slot 1, where no wave runs")) << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 3, 2, 1);
    w.wave_start(1, 3, 2, 1);
  });
  EXPECT_TRUE(contains(e,
                       "WAVESTART of cu 3 simd 2 slot 1 while the wave that started there at "
                       "cycle 1 still runs"))
      << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 3, 2, 1);
    w.wave_start(2, 4, 0, 0);
  });
  EXPECT_TRUE(contains(e,
                       "se1.sqtt: truncated: the trace ends (byte 32) while wave cu 3 simd 2 "
                       "slot 1, started at cycle 1, still runs (and 1 more waves)"))
      << e;
  e = decode_error([](TraceWriter& w) {
    w.wave_start(1, 0, 0, 0);
    loop_packets(w, 0);
    w.immediate(1, 0);  // s_nop
    w.immediate(1, 0);  // at s_endpgm
  });
  EXPECT_TRUE(contains(e, "IMMEDIATE packet at pc 0x1020 (s_endpgm), before the wave's end")) << e;
  e = decode_error(
      [](TraceWriter& w) {
        w.wave_start(1, 0, 0, 0);
        w.inst(1, 0, kSalu);
        w.valu(1, 0);
        w.inst(1, 0, kSalu);  // past the code's end
      },
      8);
  EXPECT_TRUE(contains(e, "pc 0x1008 lies outside its code [0x1000, 0x1008)")) << e;
}

TEST(SqttTrace, ChecksTheBufferItself) {
  const auto error = [](const std::vector<uint8_t>& bytes) -> std::string {
    try {
      cutlm::sqtt::check_buffer("b.sqtt", bytes);
    } catch (const cutlm::InputError& e) {
      return e.what();
    }
    return "(no error)";
  };
  TraceWriter w;
  std::vector<uint8_t> good = w.buffer();
  EXPECT_EQ(error(good), "(no error)");
  EXPECT_EQ(error({}), "b.sqtt: empty: no thread-trace data");
  std::vector<uint8_t> cut(good.begin(), good.end() - 1);
  EXPECT_EQ(error(cut),
            "b.sqtt: truncated: 31 bytes is not a whole number of the 32-byte blocks the hardware "
            "writes");
  std::vector<uint8_t> headless(32, 0);
  EXPECT_EQ(error(headless),
            "b.sqtt: not an RDNA3 thread trace: no layout header at its start (bytes 00 00 00 00)");
  std::vector<uint8_t> rdna4 = good;
  rdna4[0] = 0x11;  // layout bits 7..12 = 4
  rdna4[1] = 0x02;
  EXPECT_EQ(error(rdna4),
            "b.sqtt: a thread trace of layout 4 (RDNA4); cutlm decodes RDNA3's layout 3");
}

TEST(SqttTrace, JsonLayout) {
  EXPECT_EQ(cutlm::sqtt::waves_json({}), "{\n\"waves\": []\n}\n");
  cutlm::sqtt::TracedWave plain;
  plain.se = 2;
  plain.cu = 9;
  plain.simd = 3;
  plain.slot = 4;
  plain.start = 10;
  plain.end = 20;
  cutlm::sqtt::TracedWave traced = plain;
  traced.has_instructions = true;
  traced.instructions = {{0x1700, 11, "SALU"}, {0x1868, 20, "WAVEEND"}};
  EXPECT_EQ(cutlm::sqtt::waves_json({plain, traced}),
            "{\n\"waves\": [\n"
            "{\n\"se\": 2,\n\"cu\": 9,\n\"simd\": 3,\n\"slot\": 4,\n\"start\": 10,\n\"end\": 20,\n"
            "\"instructions\": null\n},\n"
            "{\n\"se\": 2,\n\"cu\": 9,\n\"simd\": 3,\n\"slot\": 4,\n\"start\": 10,\n\"end\": 20,\n"
            "\"instructions\": [\n"
            "{\n\"pc\": \"0x1700\",\n\"time\": 11,\n\"packet\": \"SALU\"\n},\n"
            "{\n\"pc\": \"0x1868\",\n\"time\": 20,\n\"packet\": \"WAVEEND\"\n}\n"
            "]\n}\n]\n}\n");
}

}  // namespace
