// RDNA4 (gfx1200) barrier instructions and s_sleep_var: s_barrier_signal(_isfirst) and
// s_get_barrier_state on the workgroup barrier, the named-barrier forms gfx1200/gfx1201 do not
// have (docs/valu-semantics.md, "Barriers and s_sleep_var"), and a clang-19 kernel that uses
// them through `cutlm dispatch` in both timing modes.
//
// Oracles: the barrier's definition (one signal count per workgroup phase, the first signal
// sets SCC; the state word's fields as AMD's RDNA4 guide places them), applied to waves run in
// an order the test picks; the kernel's results are order-independent facts (exactly one wave
// of each workgroup is first; after the wait the state holds no signals and every wave).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

namespace isa = cutlm::isa;
using cutlm::WaveState;

cutlm::Executor& executor() {
  static cutlm::Executor ex;
  return ex;
}

// One instruction assembled by llvm-mc-19 -mcpu=gfx1200 and decoded for gfx1200.
cutlm::DecodedInst decode12(const std::string& line) {
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble({line}, false, &errors, "", "gfx1200");
  EXPECT_TRUE(errors.empty()) << line << ": " << errors;
  EXPECT_EQ(encoded.size(), 1u) << line;
  static std::vector<std::vector<uint8_t>> keep;  // decoded instructions point into their words
  keep.push_back(encoded.empty() ? std::vector<uint8_t>{} : encoded[0].bytes);
  return cutlm::decode(keep.back().data(), keep.back().size(), false, cutlm::DecodeMode::Execute,
                       isa::Arch::Gfx1200);
}

cutlm::StepResult step(const cutlm::DecodedInst& d, WaveState& wave) {
  cutlm::CommitLog log;
  return executor().step(d, wave, &log);
}

// The state word: valid in bit 0, members in [10:4], signals in [22:16].
uint32_t state_word(uint32_t signals, uint32_t members) {
  return signals << 16 | members << 4 | 1u;
}

std::string failure(const cutlm::DecodedInst& d, WaveState& wave) {
  try {
    step(d, wave);
  } catch (const cutlm::ModelError& e) {
    return e.what();
  }
  return "";
}

TEST(BarrierGfx12, IsFirstIsTheFirstSignalOfEachPhase) {
  cutlm::WorkgroupBarrier barrier;
  barrier.members = 3;
  std::vector<WaveState> waves(3, WaveState(32));
  for (auto& w : waves) w.barrier = &barrier;
  const cutlm::DecodedInst isfirst = decode12("s_barrier_signal_isfirst -1");
  const cutlm::DecodedInst signal = decode12("s_barrier_signal -1");
  const cutlm::DecodedInst state = decode12("s_get_barrier_state s7, -1");
  ASSERT_TRUE(isfirst.valid() && signal.valid() && state.valid());
  // Wave 2 signals first, then 0 (plain signal), then 1: only wave 2 sees SCC set.
  for (auto& w : waves) w.scc = true;
  waves[1].scc = true;
  step(isfirst, waves[2]);
  step(signal, waves[0]);
  step(isfirst, waves[1]);
  EXPECT_TRUE(waves[2].scc);
  EXPECT_FALSE(waves[1].scc);
  EXPECT_TRUE(waves[0].scc);  // s_barrier_signal leaves SCC alone
  EXPECT_EQ(barrier.signals, 3u);
  const cutlm::StepResult r = step(state, waves[0]);
  EXPECT_EQ(waves[0].sreg(7), state_word(3, 3));
  EXPECT_FALSE(r.barrier);  // only s_barrier_wait parks the wave
  // A new phase (the dispatcher clears the count when the barrier completes): the next signal
  // is first again, whichever wave makes it.
  barrier.signals = 0;
  waves[0].scc = false;
  step(isfirst, waves[0]);
  EXPECT_TRUE(waves[0].scc);
  step(state, waves[1]);
  EXPECT_EQ(waves[1].sreg(7), state_word(1, 3));
  // s_barrier_wait -1 asks the dispatcher to park the wave.
  EXPECT_TRUE(step(decode12("s_barrier_wait -1"), waves[1]).barrier);
}

TEST(BarrierGfx12, ALoneWaveIsAWorkgroupOfOne) {
  WaveState wave(64);
  const cutlm::DecodedInst isfirst = decode12("s_barrier_signal_isfirst -1");
  for (int i = 0; i < 2; ++i) {
    wave.scc = false;
    step(isfirst, wave);
    EXPECT_TRUE(wave.scc);
  }
  step(decode12("s_get_barrier_state s3, -1"), wave);
  EXPECT_EQ(wave.sreg(3), state_word(0, 1));
}

TEST(BarrierGfx12, OtherBarriersStopTheRunAndChangeNothing) {
  cutlm::WorkgroupBarrier barrier;
  barrier.members = 2;
  WaveState wave(32);
  wave.barrier = &barrier;
  wave.set_sreg(125, 5);  // m0: barrier 5
  wave.set_sreg(3, 0x1234);
  struct Case {
    const char* line;
    const char* says;
  };
  const Case cases[] = {
      {"s_barrier_signal 1", "named barriers are GFX12.5's"},
      {"s_barrier_signal m0", "names barrier 5"},
      {"s_barrier_signal_isfirst 0", "names barrier 0"},
      {"s_barrier_signal_isfirst -2", "trap handler's barrier"},
      {"s_get_barrier_state s3, m0", "names barrier 5"},
      {"s_get_barrier_state s3, 16", "names barrier 16"},
      {"s_barrier_wait 1", "named barriers are GFX12.5's"},
      {"s_barrier_init m0", "does not exist on gfx1200 hardware"},
      {"s_barrier_join m0", "does not exist on gfx1200 hardware"},
      {"s_barrier_leave", "does not exist on gfx1200 hardware"},
  };
  for (const Case& c : cases) {
    wave.scc = true;
    const std::string what = failure(decode12(c.line), wave);
    EXPECT_NE(what.find(c.says), std::string::npos) << c.line << ": " << what;
    EXPECT_TRUE(wave.scc) << c.line;
    EXPECT_EQ(wave.sreg(3), 0x1234u) << c.line;
    EXPECT_EQ(barrier.signals, 0u) << c.line;
  }
}

// Through the command: one line, the fault an instruction the hardware lacks raises, exit 1.
TEST(BarrierGfx12, RunningAnAbsentInstructionIsAnIllegalInstructionFault) {
  cutlm_test::TempDir dir;
  for (const char* line : {"s_barrier_join m0", "s_barrier_leave", "s_barrier_init m0"}) {
    cutlm_test::write_file(dir.file("p.s"), std::string(line) + "\ns_endpgm\n");
    const auto r = cutlm_test::run_command(
        std::string(CUTLM_BINARY) + " run --arch gfx1200 " + dir.file("p.s"), "");
    EXPECT_EQ(r.status, 1) << line;
    EXPECT_NE(r.err.find("fault: illegal instruction"), std::string::npos) << line << r.err;
    EXPECT_NE(r.err.find("does not exist on gfx1200 hardware"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

TEST(BarrierGfx12, TheIsaDataMarksTheNamedBarrierInstructionsAbsent) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(isa::Arch::Gfx1200, &count);
  int absent = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& info = all[i];
    const std::string name = info.name;
    const bool named =
        name == "S_BARRIER_INIT" || name == "S_BARRIER_JOIN" || name == "S_BARRIER_LEAVE";
    EXPECT_EQ(isa::absent_from_hardware(isa::Arch::Gfx1200, info.op) != nullptr, named) << name;
    if (named) {
      ++absent;
      EXPECT_FALSE(info.executes) << name;
    }
  }
  EXPECT_EQ(absent, 3);
  EXPECT_EQ(isa::absent_from_hardware(isa::Arch::Gfx1100, isa::Op::S_BARRIER), nullptr);
  for (const isa::Op op :
       {isa::Op::S_BARRIER_SIGNAL_ISFIRST, isa::Op::S_GET_BARRIER_STATE, isa::Op::S_SLEEP_VAR}) {
    EXPECT_EQ(executor().support(op), cutlm::Support::Executes) << isa::op_name(op);
  }
}

TEST(SleepVarGfx12, ChangesNoStateAndRecordsTheCountItRead) {
  WaveState wave(32);
  wave.set_sreg(4, 0xFFFFFF85u);  // bits [6:0] = 5
  wave.scc = true;
  const WaveState before = wave;
  const cutlm::StepResult r = step(decode12("s_sleep_var s4"), wave);
  EXPECT_TRUE(r.sleeps);
  EXPECT_EQ(r.sleep_units, 5u);
  EXPECT_EQ(wave.scc, before.scc);
  for (int s = 0; s < 106; ++s) EXPECT_EQ(wave.sreg(s), before.sreg(s)) << s;
  const cutlm::StepResult imm = step(decode12("s_sleep_var 9"), wave);
  EXPECT_EQ(imm.sleep_units, 9u);
  const cutlm::StepResult plain = step(decode12("s_sleep 3"), wave);
  EXPECT_TRUE(plain.sleeps);
  EXPECT_EQ(plain.sleep_units, 3u);
}

// ---------------------------------------------------------------------------------------------
// A kernel built by clang-19 -mcpu=gfx1200, run through cutlm dispatch in both timing modes.

const char* const kKernel = R"(kernel void bar12(global uint* out) {
  uint i = __builtin_amdgcn_workitem_id_x();
  uint g = __builtin_amdgcn_workgroup_id_x();
  uint first, state;
  // As written: LLVM 19 drops the s_barrier_wait of __builtin_amdgcn_s_barrier_wait here.
  __asm volatile("s_barrier_signal_isfirst -1\n"
                 "s_cselect_b32 %0, 1, 0\n"
                 "s_barrier_wait -1\n"
                 "s_get_barrier_state %1, -1" : "=s"(first), "=s"(state) : : "scc");
  if ((i & (__builtin_amdgcn_wavefrontsize() - 1)) == 0) {
    __hip_atomic_fetch_add(&out[g], first, __ATOMIC_RELAXED, 4);
    out[16 + g * 8 + i / __builtin_amdgcn_wavefrontsize()] = state;
  }
  __builtin_amdgcn_s_sleep_var(out[100 + g]);
}
)";

std::string values_json(const std::vector<uint32_t>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

TEST(BarrierGfx12Kernel, OneFirstWavePerWorkgroupAndTheStateAfterTheWait) {
  cutlm_test::TempDir dir;
  cutlm_test::write_file(dir.file("bar12.cl"), kKernel);
  // 320 work-items in workgroups of 128: two full ones and one of 64.
  const uint32_t items[] = {128, 128, 64};
  for (int wave : {32, 64}) {
    const std::string code = dir.file("bar12_w" + std::to_string(wave) + ".hsaco");
    const auto cc = cutlm_test::run_command(
        std::string(CUTLM_CLANG) +
            " -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1200 -nogpulib -O2 " +
            (wave == 64 ? "-mwavefrontsize64 " : "") + dir.file("bar12.cl") + " -o " + code,
        "");
    ASSERT_EQ(cc.status, 0) << cc.err;
    std::vector<uint32_t> out(128, 0);
    for (int g = 0; g < 3; ++g) {
      out[g] = 1;
      const uint32_t waves = (items[g] + wave - 1) / wave;
      for (uint32_t w = 0; w < waves; ++w) out[16 + g * 8 + w] = state_word(0, waves);
      out[100 + g] = static_cast<uint32_t>(3 + g);  // s_sleep_var reads these
    }
    std::vector<uint8_t> init(512, 0);
    for (int g = 0; g < 3; ++g) init[4 * (100 + g)] = static_cast<uint8_t>(3 + g);
    {
      FILE* f = std::fopen(dir.file("init.bin").c_str(), "wb");
      ASSERT_NE(f, nullptr);
      std::fwrite(init.data(), 1, init.size(), f);
      std::fclose(f);
    }
    const std::string manifest = dir.file("bar12_w" + std::to_string(wave) + ".json");
    cutlm_test::write_file(manifest, R"({"code": ")" + code +
                                         R"(", "kernel": "bar12", "grid": [320, 1, 1],
  "block": [128, 1, 1], "buffers": [{"name": "out", "size": 512, "init": {"file": ")" +
                                         dir.file("init.bin") +
                                         R"("}, "expect": {"type": "u32", "values": )" +
                                         values_json(out) + R"(}}],
  "args": [{"buffer": "out"}]})");
    for (const char* timing : {"fast", "cycle"}) {
      const auto r = cutlm_test::run_command(
          std::string(CUTLM_BINARY) + " dispatch " + manifest + " --timing " + timing, "");
      EXPECT_EQ(r.status, 0) << "wave" << wave << " " << timing << "\n" << r.out << r.err;
      EXPECT_NE((r.out + r.err).find("expect: 1 buffer match"), std::string::npos)
          << "wave" << wave << " " << timing << "\n"
          << r.out << r.err;
    }
  }
}

}  // namespace
