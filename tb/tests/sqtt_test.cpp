// The SQTT decoder (model/sqtt) on buffers written here bit by bit from the packet layouts
// (model/sqtt/README.md and its sources), for a small program assembled by llvm-mc-19: packet
// kinds, lengths and time deltas; the walk through the code with s_delay_alu, a taken and a
// not-taken branch, IMMEDIATE_MASK and other SIMDs' packets; and every error the decoder
// reports. The real traces are checked against tinygrad's decoding by sqtt_decode_test.py.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "sqtt/compare.h"
#include "sqtt/fit.h"
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

// ---- cutlm sqtt compare's pieces (the command on the real traces: sqtt_compare_test.py)

// A timeline as model/trace/timeline.h lays it out: SIMD 0's slot 0 and SIMD 1's slot 2.
std::string timeline(const std::string& events) {
  return R"({"traceEvents": [
{"ph":"M","pid":2,"tid":0,"ts":0,"name":"process_name","args":{"name":"SIMD 0"}},
{"ph":"M","pid":2,"tid":1000001,"ts":0,"name":"thread_name","args":{"name":"slot 0"}},
{"ph":"M","pid":2,"tid":1000002,"ts":0,"name":"thread_name","args":{"name":"slot 0 waves"}},
{"ph":"M","pid":3,"tid":0,"ts":0,"name":"process_name","args":{"name":"SIMD 1"}},
{"ph":"M","pid":3,"tid":2003001,"ts":0,"name":"thread_name","args":{"name":"slot 2"}},
{"ph":"M","pid":3,"tid":2003002,"ts":0,"name":"thread_name","args":{"name":"slot 2 waves"}})" +
         events + "]}";
}

const char kTwoWaves[] = R"(,
{"ph":"X","pid":2,"tid":1000001,"ts":0,"dur":10,"name":"fetch","cat":"stall","args":{"cycles":10}},
{"ph":"X","pid":2,"tid":1000001,"ts":10,"dur":1,"name":"s_mov_b32 s0, 2","cat":"issue","args":{"pc":"0x1000","wave":0}},
{"ph":"X","pid":2,"tid":1000001,"ts":11,"dur":2,"name":"dependency_valu","cat":"stall","args":{"cycles":2}},
{"ph":"X","pid":2,"tid":1000001,"ts":13,"dur":1,"name":"arbitration","cat":"stall","args":{"cycles":1}},
{"ph":"X","pid":2,"tid":1000001,"ts":14,"dur":1,"name":"v_mov_b32_e32 v0, 0","cat":"issue","args":{"pc":"0x1004","wave":0}},
{"ph":"X","pid":1002,"tid":1001,"ts":14,"dur":50,"name":"l2, 1 line","cat":"memory","args":{"level":"l2","lines":1,"address":"0x0","pc":"0x1004","wave":0}},
{"ph":"X","pid":2,"tid":1000001,"ts":15,"dur":4,"name":"fetch","cat":"stall","args":{"cycles":4}},
{"ph":"X","pid":2,"tid":1000002,"ts":0,"dur":20,"name":"wg(0,0,0)w0","cat":"wave","args":{"wave":0,"wave_name":"wg(0,0,0)w0","workgroup":0,"begin":0,"end":20}},
{"ph":"X","pid":3,"tid":2003001,"ts":5,"dur":1,"name":"s_endpgm","cat":"issue","args":{"pc":"0x1020","wave":1}},
{"ph":"X","pid":3,"tid":2003002,"ts":3,"dur":3,"name":"wg(1,0,0)w0","cat":"wave","args":{"wave":1,"wave_name":"wg(1,0,0)w0","workgroup":1,"begin":3,"end":6}})";

TEST(SqttCompare, ReadsTheModelsWavesFromItsTimeline) {
  const std::vector<cutlm::sqtt::ModelWave> waves =
      cutlm::sqtt::parse_model_timeline("t.json", timeline(kTwoWaves));
  ASSERT_EQ(waves.size(), 2u);
  const cutlm::sqtt::ModelWave& w = waves[0];
  EXPECT_EQ(w.name, "wg(0,0,0)w0");
  EXPECT_EQ(w.simd, 0u);
  EXPECT_EQ(w.slot, 0u);
  EXPECT_EQ(w.begin, 0u);
  EXPECT_EQ(w.end, 20u);
  ASSERT_EQ(w.issues.size(), 2u);
  EXPECT_EQ(w.issues[0].pc, 0x1000u);
  EXPECT_EQ(w.issues[0].cycle, 10u);
  ASSERT_EQ(w.issues[0].stalls.size(), 1u);
  EXPECT_EQ(w.issues[0].stalls[0].category, "fetch");
  EXPECT_EQ(w.issues[0].stalls[0].cycles, 10u);
  // The stalls between the two issues belong to the second, largest first.
  ASSERT_EQ(w.issues[1].stalls.size(), 2u);
  EXPECT_EQ(w.issues[1].stalls[0].category, "dependency_valu");
  EXPECT_EQ(w.issues[1].stalls[0].cycles, 2u);
  EXPECT_EQ(w.issues[1].stalls[1].category, "arbitration");
  EXPECT_EQ(w.issues[1].memory_level, "l2");
  EXPECT_EQ(w.issues[0].memory_level, "");
  // After the last issue: the wave's final stalls.
  ASSERT_EQ(w.final_stalls.size(), 1u);
  EXPECT_EQ(w.final_stalls[0].cycles, 4u);
  EXPECT_EQ(waves[1].simd, 1u);
  EXPECT_EQ(waves[1].slot, 2u);
  EXPECT_EQ(waves[1].issues.size(), 1u);
}

TEST(SqttCompare, RefusesTimelinesItCannotRead) {
  const auto error = [](const std::string& text) -> std::string {
    try {
      cutlm::sqtt::parse_model_timeline("t.json", text);
    } catch (const cutlm::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  EXPECT_NE(error("{\"traceEvents\": [").find("t.json: malformed JSON"), std::string::npos);
  EXPECT_EQ(error("{}"), "t.json: no traceEvents list: not a cutlm timeline");
  EXPECT_NE(error(timeline(R"(,
{"ph":"X","pid":2,"tid":1000002,"ts":0,"dur":20,"name":"w","cat":"wave","args":{"wave":0,"wave_name":"w","begin":0,"end":20,"unfinished":true}})"))
                .find("did not finish"),
            std::string::npos);
  EXPECT_NE(error(timeline(R"(,
{"ph":"X","pid":2,"tid":1000001,"ts":3,"dur":2,"name":"fetch","cat":"stall","args":{}})"))
                .find("where no wave lives"),
            std::string::npos);
  EXPECT_NE(error(timeline(R"(,
{"ph":"X","pid":2,"tid":1000001,"ts":3,"dur":1,"name":"s_nop 0","cat":"issue","args":{"pc":"0x1000","wave":7}})"))
                .find("of wave 7, which has no life"),
            std::string::npos);
  EXPECT_NE(error(timeline(R"(,
{"ph":"X","pid":9,"tid":1,"ts":3,"dur":1,"name":"s_nop 0","cat":"issue","args":{"pc":"0x1000","wave":0}})"))
                .find("traceEvents[6]: on a track that is not"),
            std::string::npos);
  EXPECT_NE(error(timeline(R"(,
{"ph":"X","pid":2,"tid":1000001,"ts":3,"dur":1,"name":"s_nop 0","cat":"issue","args":{"pc":"12","wave":0}})"))
                .find("\"pc\" is no hex number"),
            std::string::npos);
}

TEST(SqttCompare, PairsWavesSimdBySimdAndAlignsTheirInstructions) {
  const cutlm::sqtt::KernelText code = program();
  // The hardware: one traced wave on SIMD 0 (the loop's straight path: branch not taken), one
  // untraced wave on SIMD 1, one on SIMD 2 (the WGP's other CU: not compared).
  cutlm::sqtt::TracedWave traced;
  traced.se = 1;
  traced.simd = 0;
  traced.start = 100;
  traced.end = 200;
  traced.has_instructions = true;
  const uint64_t pcs[] = {0x1000, 0x1004, 0x100c, 0x1010, 0x1014, 0x1018, 0x101c, 0x1020};
  const char* packets[] = {"SALU", "VALUINST", "SALU",      "IMMEDIATE",
                           "SALU", "JUMP_NO",  "IMMEDIATE", "WAVEEND"};
  for (int i = 0; i < 8; ++i) traced.instructions.push_back({pcs[i], 150u + 5u * i, packets[i]});
  traced.instructions.back().time = 200;
  cutlm::sqtt::TracedWave other = traced;
  other.simd = 1;
  other.start = 90;
  other.end = 150;
  other.has_instructions = false;
  other.instructions.clear();
  cutlm::sqtt::TracedWave far = other;
  far.simd = 2;
  const std::vector<cutlm::sqtt::ComparedUnit> units = cutlm::sqtt::compared_units(
      {traced, other, far}, {{0, "se0", true}, {1, "se1", true}}, false);
  ASSERT_EQ(units.size(), 1u);  // SE 0 has no waves
  EXPECT_EQ(units[0].se, 1u);
  ASSERT_EQ(units[0].waves.size(), 2u);
  EXPECT_EQ(units[0].waves[0].simd, 1u);  // by start
  EXPECT_EQ(cutlm::sqtt::compared_units({far}, {{0, "se0", true}}, true).size(), 0u);
  // In WGP mode the unit is all four SIMDs of the WGP.
  EXPECT_EQ(cutlm::sqtt::compared_units({traced, far}, {{1, "se1", true}}, true).at(0).waves.size(),
            2u);

  // The model: SIMD 0 runs two waves, the later one the hardware's partner of nothing; SIMD 1 one.
  cutlm::sqtt::ModelWave m0;
  m0.id = 0;
  m0.simd = 0;
  m0.begin = 0;
  m0.end = 70;
  const uint64_t cycles[] = {30, 31, 32, 40, 41, 45, 46, 47, 60};
  const uint64_t model_pcs[] = {0x1000, 0x1004, 0x1008, 0x100c, 0x1010,
                                0x1014, 0x1018, 0x101c, 0x1020};
  for (int i = 0; i < 9; ++i) m0.issues.push_back({model_pcs[i], cycles[i], "inst", {}, ""});
  m0.issues[0].stalls = {{"fetch", 30}};
  m0.final_stalls = {{"nop", 9}};
  cutlm::sqtt::ModelWave m1 = m0;
  m1.id = 1;
  m1.simd = 1;
  m1.issues.clear();
  m1.end = 50;
  cutlm::sqtt::ModelWave m2 = m1;
  m2.id = 2;
  m2.simd = 0;
  m2.begin = 5;
  m2.end = 40;
  const cutlm::sqtt::UnitComparison u = cutlm::sqtt::compare_unit(units[0], 3, {m2, m1, m0}, code);
  ASSERT_EQ(u.waves.size(), 2u);
  const cutlm::sqtt::WaveComparison& w = u.waves[1];  // the traced one started later
  ASSERT_TRUE(w.has_model);
  EXPECT_EQ(w.model.id, 0u);  // SIMD 0's earliest
  EXPECT_DOUBLE_EQ(w.life_error, (70.0 - 100.0) / 100.0);
  EXPECT_EQ(u.waves[0].model.id, 1u);
  ASSERT_EQ(u.unpaired_model_waves.size(), 1u);
  EXPECT_EQ(u.unpaired_model_waves[0].id, 2u);
  EXPECT_EQ(u.hardware_span, 110u);
  EXPECT_EQ(u.model_span, 70u);
  EXPECT_EQ(w.divergence, "");
  ASSERT_EQ(w.rows.size(), 8u);  // s_delay_alu at 0x1008 skipped on the model's side too
  EXPECT_EQ(w.rows[0].kind, "launch to first instruction");
  EXPECT_EQ(w.rows[0].hardware_delta, 50);
  EXPECT_EQ(w.rows[0].model_delta, 30);
  EXPECT_EQ(w.rows[2].pc, 0x100cu);
  EXPECT_EQ(w.rows[2].model_delta, 40 - 31);
  EXPECT_EQ(w.rows[3].kind, "s_waitcnt lgkmcnt");
  EXPECT_EQ(w.rows[2].kind, "salu");
  EXPECT_EQ(w.rows[7].kind, "last instruction to wave end");
  EXPECT_EQ(w.rows[7].model_cycle, 70u);  // the wave's end, not s_endpgm's issue
  EXPECT_EQ(w.rows[7].hardware_delta, 200 - 180);
  ASSERT_EQ(w.rows[7].model_stalls.size(), 1u);
  EXPECT_EQ(w.rows[7].model_stalls[0].category, "nop");

  const cutlm::sqtt::TraceComparison t = cutlm::sqtt::summarize({u});
  EXPECT_DOUBLE_EQ(t.hardware_median_life, 80);  // 60 and 100
  EXPECT_DOUBLE_EQ(t.model_median_life, 50);     // 35, 50, 70
  EXPECT_DOUBLE_EQ(t.life_rms_error,
                   std::sqrt((0.3 * 0.3 + (50.0 - 60.0) / 60.0 * (50.0 - 60.0) / 60.0) / 2));
  EXPECT_EQ(t.traced_waves, 1u);
  ASSERT_EQ(t.rows.size(), 8u);
  EXPECT_DOUBLE_EQ(t.rows[0].mean_difference, -20);
  double hardware = 0;
  double model = 0;
  for (const cutlm::sqtt::Gap& g : t.gaps) {
    hardware += g.hardware_cycles;
    model += g.model_cycles;
  }
  EXPECT_DOUBLE_EQ(hardware, 100);
  EXPECT_DOUBLE_EQ(model, 70);

  // A model that takes the other path parts from the hardware at the branch.
  cutlm::sqtt::ModelWave jumped = m0;
  jumped.issues[7].pc = 0x100c;
  const cutlm::sqtt::UnitComparison parted =
      cutlm::sqtt::compare_unit(units[0], 3, {jumped, m1}, code);
  EXPECT_EQ(parted.waves[1].divergence,
            "row 6: the hardware issues pc 0x101c, the model pc 0x100c");
  EXPECT_EQ(parted.waves[1].rows.size(), 6u);
}

// f = (x - 1000)^2 + 3 (y + 7)^2: the search finds the integer minimum from far away.
TEST(SqttFit, FindsAnIntegerMinimum) {
  unsigned calls = 0;
  const auto f = [&calls](const std::vector<int64_t>& p) {
    ++calls;
    const double x = static_cast<double>(p[0] - 1000);
    const double y = static_cast<double>(p[1] + 7);
    return x * x + 3 * y * y;
  };
  const cutlm::sqtt::SearchResult r =
      cutlm::sqtt::search_minimum({4, 50}, {0, -100}, {100000, 100}, f, 500);
  EXPECT_EQ(r.best, (std::vector<int64_t>{1000, -7}));
  EXPECT_DOUBLE_EQ(r.best_error, 0);
  EXPECT_DOUBLE_EQ(r.start_error, 996.0 * 996.0 + 3 * 57.0 * 57.0);
  EXPECT_EQ(r.evaluations, calls);  // each point once
  EXPECT_LT(r.evaluations, 200u);
}

// A valley across the axes, as when two parameters share a cost (a launch and a first fetch
// that only their sum fixes): 100 |x + y - 1000| + |x - 600|. Moving one parameter at a time
// from (4, 200) leaves the valley's floor at once; the simplex follows it to (600, 400).
TEST(SqttFit, FollowsAValleyAcrossTheAxes) {
  const auto f = [](const std::vector<int64_t>& p) {
    return 100 * std::fabs(static_cast<double>(p[0] + p[1] - 1000)) +
           std::fabs(static_cast<double>(p[0] - 600));
  };
  const cutlm::sqtt::SearchResult r =
      cutlm::sqtt::search_minimum({4, 200}, {0, 0}, {5000, 5000}, f, 1000);
  EXPECT_EQ(r.best, (std::vector<int64_t>{600, 400}));
  EXPECT_DOUBLE_EQ(r.best_error, 0);
}

TEST(SqttFit, KeepsItsBoundsAndBudget) {
  const auto f = [](const std::vector<int64_t>& p) {
    if (p[0] == 11) return std::numeric_limits<double>::infinity();  // refused by the model
    return std::fabs(static_cast<double>(p[0] - 50));
  };
  // The minimum lies beyond the upper bound: the search ends on the bound.
  EXPECT_EQ(cutlm::sqtt::search_minimum({10}, {0}, {30}, f, 100).best[0], 30);
  const cutlm::sqtt::SearchResult r = cutlm::sqtt::search_minimum({10}, {0}, {1000}, f, 3);
  EXPECT_EQ(r.evaluations, 3u);
  EXPECT_LE(r.best_error, r.start_error);
  EXPECT_THROW(cutlm::sqtt::search_minimum({10}, {20}, {30}, f, 10), std::invalid_argument);
  EXPECT_THROW(cutlm::sqtt::search_minimum({10}, {0, 0}, {30}, f, 10), std::invalid_argument);
}

}  // namespace
