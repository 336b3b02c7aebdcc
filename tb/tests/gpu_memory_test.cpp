// The whole GPU's shared memory (model/tlm/gpu_memory.h) driven by fake compute units over its
// TLM socket, and by real MemoryHierarchy instances attached to it. Every expected figure is
// computed here from the timing parameters (latencies converted at the clock, bandwidths as
// bytes over rate), never copied from a run. SystemC elaborates once per process, so every
// scenario's modules are built before the first test runs (sc_main below).
#include "tlm/gpu_memory.h"

#include <gtest/gtest.h>
#include <tlm_utils/simple_initiator_socket.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "timing/timing_params.h"

namespace {

using cutlm::timing::TimingParams;
using cutlm::tlm_model::GpuLevel;
using cutlm::tlm_model::GpuMemory;
using cutlm::tlm_model::GpuRequester;
using cutlm::tlm_model::MemoryHierarchy;
using cutlm::tlm_model::MemoryLevel;
using cutlm::tlm_model::ServedBy;

constexpr uint64_t kLine = 128;
constexpr uint64_t kMiB = 1024 * 1024;

// What one request came back with.
struct Answer {
  uint64_t done = 0;
  MemoryLevel level = MemoryLevel::L0;
  bool infinity_cache = false;
};

// A compute unit's stand-in: an initiator that sends one line request at a given cycle, as an
// attached MemoryHierarchy does (the request's cycle in the delay, its CU and array in the
// GpuRequester extension).
class FakeCu : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<FakeCu> socket;

  // `identify`: whether the requests carry their CU and array (an attached CU's always do).
  FakeCu(sc_core::sc_module_name name, GpuMemory& memory, unsigned cu, unsigned array,
         sc_core::sc_time period, bool identify = true)
      : sc_core::sc_module(name), socket("socket"), period_(period) {
    socket.bind(memory.target);
    if (identify) {
      auto* who = new GpuRequester();
      who->cu = cu;
      who->array = array;
      payload_.set_extension(who);
    }
    served_ = new ServedBy();
    payload_.set_extension(served_);
  }

  Answer send(uint64_t address, bool write, uint64_t cycle) {
    payload_.set_command(write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    payload_.set_address(address);
    payload_.set_data_ptr(nullptr);
    payload_.set_data_length(0);
    payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = period_ * static_cast<double>(cycle);
    socket->b_transport(payload_, delay);
    EXPECT_EQ(payload_.get_response_status(), tlm::TLM_OK_RESPONSE);
    return Answer{static_cast<uint64_t>(std::llround(delay / period_)), served_->level,
                  served_->infinity_cache};
  }
  Answer read(uint64_t address, uint64_t cycle) { return send(address, false, cycle); }
  Answer write(uint64_t address, uint64_t cycle) { return send(address, true, cycle); }

 private:
  sc_core::sc_time period_;
  tlm::tlm_generic_payload payload_;
  ServedBy* served_ = nullptr;
};

// What a CU binds to its hierarchy's vector and scalar sockets (the test calls the hierarchy's
// request functions directly).
class CuPorts : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<CuPorts> vector, scalar;
  CuPorts(sc_core::sc_module_name name, MemoryHierarchy& memory)
      : sc_core::sc_module(name), vector("vector"), scalar("scalar") {
    vector.bind(memory.vector);
    scalar.bind(memory.scalar);
  }
};

// A GpuMemory with `cus` fake CUs, CU c on shader array c % arrays.
struct Gpu {
  TimingParams params;
  sc_core::sc_time period;
  std::unique_ptr<GpuMemory> memory;
  std::vector<std::unique_ptr<FakeCu>> cus;

  Gpu(const std::string& name, const TimingParams& p, unsigned arrays, unsigned cu_count)
      : params(p), period(p.clock_ns, sc_core::SC_NS) {
    memory = std::make_unique<GpuMemory>(name.c_str(), params, period, arrays);
    for (unsigned c = 0; c < cu_count; ++c) {
      cus.push_back(std::make_unique<FakeCu>((name + "_cu" + std::to_string(c)).c_str(), *memory, c,
                                             c % arrays, period));
    }
  }
  const cutlm::tlm_model::GpuLevelCounters& at(GpuLevel level) const {
    return memory->counters(level);
  }
};

uint32_t cycles_at(double ns, double clock_ns) {
  return static_cast<uint32_t>(std::llround(ns / clock_ns));
}

// The scenarios, built before elaboration.
struct World {
  std::unique_ptr<Gpu> hits, shared, stream, l2_stream, mall, beyond_mall, writes, latencies,
      merges, order;
  TimingParams attached_params;
  std::unique_ptr<GpuMemory> attached;
  std::unique_ptr<MemoryHierarchy> cu_a, cu_b, cu_alone;
  std::vector<std::unique_ptr<CuPorts>> ports;
  std::unique_ptr<FakeCu> stranger;  // bound to `hits` without saying who it is
};
World* world = nullptr;

TimingParams defaults() { return cutlm::timing::default_timing_params(); }

void build_world() {
  world = new World();
  world->hits = std::make_unique<Gpu>("hits", defaults(), 2, 4);
  world->stranger =
      std::make_unique<FakeCu>("stranger", *world->hits->memory, 9, 0, world->hits->period, false);
  world->shared = std::make_unique<Gpu>("shared", defaults(), 4, 8);
  world->stream = std::make_unique<Gpu>("stream", defaults(), 4, 4);
  world->l2_stream = std::make_unique<Gpu>("l2_stream", defaults(), 12, 12);
  world->mall = std::make_unique<Gpu>("mall", defaults(), 4, 4);
  world->beyond_mall = std::make_unique<Gpu>("beyond_mall", defaults(), 2, 2);
  world->writes = std::make_unique<Gpu>("writes", defaults(), 2, 2);
  world->merges = std::make_unique<Gpu>("merges", defaults(), 2, 3);
  world->order = std::make_unique<Gpu>("order", defaults(), 2, 2);
  // The latencies at another clock (the traces' 3.03 GHz), with an L2 of 128 KiB so that a line
  // can be in the Infinity Cache and not in L2.
  TimingParams p = defaults();
  p.l2_bytes = 128 * 1024;
  p.set_clock(0.33);
  world->latencies = std::make_unique<Gpu>("latencies", p, 3, 3);
  world->attached_params = defaults();
  const sc_core::sc_time period(world->attached_params.clock_ns, sc_core::SC_NS);
  world->attached = std::make_unique<GpuMemory>("attached", world->attached_params, period, 2);
  world->cu_a = std::make_unique<MemoryHierarchy>("cu_a", world->attached_params, period);
  world->cu_b = std::make_unique<MemoryHierarchy>("cu_b", world->attached_params, period);
  world->cu_alone = std::make_unique<MemoryHierarchy>("cu_alone", world->attached_params, period);
  for (MemoryHierarchy* m : {world->cu_a.get(), world->cu_b.get(), world->cu_alone.get()}) {
    world->ports.push_back(
        std::make_unique<CuPorts>((std::string(m->basename()) + "_ports").c_str(), *m));
  }
  world->attached->attach(*world->cu_a, 0, 1);
  world->attached->attach(*world->cu_b, 1, 1);
}

TEST(GpuMemory, SecondReadHitsTheArraysL1NotAnotherArrays) {
  Gpu& g = *world->hits;
  const TimingParams& p = g.params;
  // CUs 0 and 2 are on array 0, CU 1 on array 1.
  const uint64_t a = 0x10000;
  const Answer first = g.cus[0]->read(a, 100);
  EXPECT_EQ(first.level, MemoryLevel::Dram);
  EXPECT_FALSE(first.infinity_cache);
  const uint64_t t = first.done + 10;
  const Answer same_array = g.cus[2]->read(a, t);
  EXPECT_EQ(same_array.level, MemoryLevel::L1);
  EXPECT_EQ(same_array.done - t, p.l1_hit_cycles);
  const Answer other_array = g.cus[1]->read(a, t);
  EXPECT_EQ(other_array.level, MemoryLevel::L2);
  EXPECT_EQ(other_array.done - t, p.l2_hit_cycles);
  EXPECT_EQ(g.memory->l1_counters(0).requests, 2u);
  EXPECT_EQ(g.memory->l1_counters(0).hits, 1u);
  EXPECT_EQ(g.memory->l1_counters(1).requests, 1u);
  EXPECT_EQ(g.memory->l1_counters(1).hits, 0u);
  EXPECT_EQ(g.at(GpuLevel::L2).requests, 2u);
  EXPECT_EQ(g.at(GpuLevel::L2).hits, 1u);
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, 1u);
  EXPECT_EQ(g.at(GpuLevel::Dram).bytes, kLine);
}

TEST(GpuMemory, L2MissesOncePerLineForManyCus) {
  Gpu& g = *world->shared;
  const uint64_t lines = 64;
  const size_t n = g.cus.size();
  // Every CU reads the same 64 lines at about the same time (one cycle apart per CU).
  for (uint64_t l = 0; l < lines; ++l) {
    for (size_t c = 0; c < n; ++c) g.cus[c]->read(0x400000 + l * kLine, 1000 + l + c);
  }
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, lines);
  EXPECT_EQ(g.at(GpuLevel::Mall).requests, lines);
  EXPECT_EQ(g.at(GpuLevel::Mall).hits, 0u);
  const auto& l2 = g.at(GpuLevel::L2);
  EXPECT_EQ(l2.requests - l2.hits, lines);  // misses
  EXPECT_EQ(g.at(GpuLevel::L1).requests, lines * n);
}

// Streams `lines` distinct lines from CUs first_cu, first_cu + 1, ... (`cu_count` of them, 0: all
// from first_cu on) in turn, `per_cycle` requests per cycle from `start`; the last completion.
uint64_t stream(Gpu& g, uint64_t base, uint64_t lines, uint64_t per_cycle, uint64_t start,
                size_t first_cu = 0, size_t cu_count = 0) {
  uint64_t last = 0;
  const size_t cus = cu_count != 0 ? cu_count : g.cus.size() - first_cu;
  for (uint64_t i = 0; i < lines; ++i) {
    const Answer a = g.cus[first_cu + i % cus]->read(base + i * kLine, start + i / per_cycle);
    last = std::max(last, a.done);
  }
  return last;
}

TEST(GpuMemory, StreamingIsBoundByDramBandwidth) {
  Gpu& g = *world->stream;
  const uint64_t bytes = 16 * kMiB;
  const uint64_t lines = bytes / kLine;
  const uint64_t last = stream(g, 0x40000000, lines, 8, 0);  // 1 KiB asked per cycle
  // Reads sustain the measured fraction of the peak.
  const double rate = g.params.dram_total_bytes_per_cycle * g.params.dram_read_efficiency;
  ASSERT_LT(g.params.dram_read_efficiency, 1.0);
  const double ideal = static_cast<double>(bytes) / rate;
  std::printf("16 MiB from DRAM: %llu cycles, bytes / bandwidth %.0f (%.3f of it)\n",
              static_cast<unsigned long long>(last), ideal, last / ideal);
  EXPECT_GE(static_cast<double>(last), ideal);
  EXPECT_LE(static_cast<double>(last), 1.10 * ideal);
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, lines);
  const double achieved = g.at(GpuLevel::Dram).achieved_bytes_per_cycle();
  EXPECT_LE(achieved, rate);
  EXPECT_GE(achieved, 0.9 * rate);
}

TEST(GpuMemory, FewRequestsInFlightStayBelowDramBandwidth) {
  // One line at a time (each asked when the previous one is back): latency-bound, far below the
  // bandwidth; the check above is not passed by a model that ignores what is in flight.
  Gpu& g = *world->stream;
  uint64_t t = 10000000;
  const uint64_t lines = 256;
  const uint64_t first = t;
  for (uint64_t i = 0; i < lines; ++i) t = g.cus[0]->read(0x80000000 + i * kLine, t).done;
  EXPECT_EQ(t - first, lines * g.params.dram_cycles);
}

TEST(GpuMemory, L2HitsAreBoundByL2Bandwidth) {
  Gpu& g = *world->l2_stream;
  const uint64_t bytes = 6 * kMiB;  // the whole L2
  const uint64_t lines = bytes / kLine;
  // Fill L2 from array 0, then read it all again from the other eleven arrays (their L1s are
  // cold), 32 lines asked per cycle: more than L2 can give.
  const uint64_t filled = stream(g, 0, lines, 8, 0, 0, 1);
  const uint64_t l2_hits_before = g.at(GpuLevel::L2).hits;
  const uint64_t start = filled + 1000;
  const uint64_t last = stream(g, 0, lines, 32, start, 1);
  EXPECT_EQ(g.at(GpuLevel::L2).hits - l2_hits_before, lines);
  const double ideal = static_cast<double>(bytes) / g.params.l2_bytes_per_cycle;
  const double took = static_cast<double>(last - start);
  std::printf("6 MiB from L2: %.0f cycles, bytes / bandwidth %.0f (%.3f of it)\n", took, ideal,
              took / ideal);
  EXPECT_GE(took, ideal);
  EXPECT_LE(took, 1.10 * ideal);
}

TEST(GpuMemory, InfinityCacheHoldsAWorkingSetBeyondL2) {
  Gpu& g = *world->mall;
  const uint64_t bytes = 24 * kMiB;  // 4x L2, a quarter of the Infinity Cache
  const uint64_t lines = bytes / kLine;
  const uint64_t first = stream(g, 0, lines, 8, 0);
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, lines);
  const uint64_t start = first + 1000;
  const uint64_t second = stream(g, 0, lines, 16, start);  // 2 KiB asked per cycle
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, lines);         // nothing more from DRAM
  EXPECT_EQ(g.at(GpuLevel::Mall).hits, lines);
  EXPECT_EQ(g.at(GpuLevel::L2).hits, 0u);  // L2 is too small to keep any of it
  // The second pass runs at the Infinity Cache's rate, not DRAM's.
  const double ideal = static_cast<double>(bytes) / g.params.mall_bytes_per_cycle;
  const double took = static_cast<double>(second - start);
  std::printf("24 MiB from the Infinity Cache: %.0f cycles, bytes / bandwidth %.0f (%.3f)\n", took,
              ideal, took / ideal);
  EXPECT_GE(took, ideal);
  EXPECT_LE(took, 1.10 * ideal);
}

TEST(GpuMemory, InfinityCacheDoesNotHoldMoreThanItsSize) {
  Gpu& g = *world->beyond_mall;
  const uint64_t lines = (g.params.mall_bytes + 32 * kMiB) / kLine;  // 128 MiB
  const uint64_t first = stream(g, 0, lines, 8, 0);
  stream(g, 0, lines, 8, first + 1000);
  EXPECT_EQ(g.at(GpuLevel::Mall).hits, 0u);
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, 2 * lines);
}

TEST(GpuMemory, WritesGoToL2AndOnToDram) {
  Gpu& g = *world->writes;
  const TimingParams& p = g.params;
  const uint64_t a = 0x7000000;
  const Answer w = g.cus[0]->write(a, 500);
  EXPECT_EQ(w.level, MemoryLevel::L2);
  EXPECT_EQ(w.done - 500, p.l2_hit_cycles);
  EXPECT_EQ(g.at(GpuLevel::L1).requests, 0u);  // the L1 is read-only: stores pass it by
  EXPECT_EQ(g.at(GpuLevel::L2).requests, 1u);
  EXPECT_EQ(g.at(GpuLevel::Dram).bytes, kLine);
  // The written line is in L2 for any array.
  const uint64_t t = w.done + 5;
  const Answer r = g.cus[1]->read(a, t);
  EXPECT_EQ(r.level, MemoryLevel::L2);
  EXPECT_EQ(r.done - t, p.l2_hit_cycles);
  // A stream of stores is held back once DRAM's queue is full: 16 MiB of stores take as long as
  // DRAM needs for them at the writes' sustained rate, less the L2's latency (the last lines
  // are acknowledged once DRAM has room for them) and a period of the channel's counting.
  const uint64_t bytes = 16 * kMiB;
  uint64_t last = 0;
  const uint64_t start = 100000;
  for (uint64_t i = 0; i < bytes / kLine; ++i) {
    last = std::max(last, g.cus[i % 2]->write(0x10000000 + i * kLine, start + i / 8).done);
  }
  const double ideal =
      static_cast<double>(bytes) / (p.dram_total_bytes_per_cycle * p.dram_write_efficiency);
  const double took = static_cast<double>(last - start);
  std::printf("16 MiB of stores: %.0f cycles, bytes / DRAM bandwidth %.0f (%.3f)\n", took, ideal,
              took / ideal);
  EXPECT_GE(took, ideal - p.queue_window_cycles);
  EXPECT_LE(took, 1.10 * ideal);
}

TEST(GpuMemory, AReadJoiningItsArraysL1MissTakesNoL2Turn) {
  Gpu& g = *world->merges;
  const TimingParams& p = g.params;
  // CUs 0 and 2 are on array 0, CU 1 on array 1.
  const uint64_t a = 0x5000000;
  const Answer first = g.cus[0]->read(a, 1000);
  const Answer joined = g.cus[2]->read(a, 1010);
  EXPECT_EQ(first.done - 1000, p.dram_cycles);
  EXPECT_EQ(joined.level, MemoryLevel::Dram);
  EXPECT_EQ(joined.done - 1010, p.dram_cycles);  // its own whole latency (the traces' waves)
  EXPECT_EQ(g.at(GpuLevel::L1).requests, 2u);
  EXPECT_EQ(g.at(GpuLevel::L2).requests, 1u);  // the L1 asked L2 once
  // Another array's L1 asks L2 itself: the line is on its way there, L2 asks no further.
  const Answer other = g.cus[1]->read(a, 1020);
  EXPECT_EQ(other.done - 1020, p.dram_cycles);
  EXPECT_EQ(g.at(GpuLevel::L2).requests, 2u);
  EXPECT_EQ(g.at(GpuLevel::Dram).requests, 1u);
  // A read simulated after the fill it joins but asked before it is not held to that fill.
  const uint64_t b = 0x5100000;
  const Answer late = g.cus[0]->read(b, 3000);
  const Answer early = g.cus[2]->read(b, 2500);
  EXPECT_EQ(late.done - 3000, p.dram_cycles);
  EXPECT_EQ(early.done - 2500, p.dram_cycles);
}

TEST(GpuMemory, ALineAskedLaterButSimulatedFirstHoldsUpNoEarlierOne) {
  Gpu& g = *world->order;
  const TimingParams& p = g.params;
  // Fill DRAM's queue from cycle 20000 on (a CU simulated ahead of the others), then ask for a
  // line at cycle 1000 on the same MCD: it starts at once, as it would had it come first.
  const uint64_t lines = 4096;
  stream(g, 0x60000000, lines, 64, 20000, 0, 1);
  const uint64_t mcds = p.mcds;
  const uint64_t a = 0x60000000 + lines * mcds * kLine;  // on MCD 0, like the stream's first
  const Answer early = g.cus[1]->read(a, 1000);
  EXPECT_EQ(early.done - 1000, p.dram_cycles);
  // Asked during the stream, a line queues behind it.
  const Answer during = g.cus[1]->read(a + mcds * kLine, 20010);
  EXPECT_GT(during.done - 20010, p.dram_cycles + 100);
}

TEST(GpuMemory, EachLevelsLatencyIsItsParameterAtTheClock) {
  Gpu& g = *world->latencies;
  const TimingParams& p = g.params;
  const double clock = 0.33;
  const uint32_t dram = cycles_at(p.dram_ns, clock);
  const uint32_t mall = cycles_at(p.mall_hit_ns, clock);
  const uint32_t l2 = cycles_at(p.l2_hit_ns, clock);
  ASSERT_NE(dram, cycles_at(p.dram_ns, 0.4));  // the clock matters
  const uint64_t a = 0x3000000;
  uint64_t t = 1000;
  const Answer cold = g.cus[0]->read(a, t);
  EXPECT_EQ(cold.level, MemoryLevel::Dram);
  EXPECT_EQ(cold.done - t, dram);
  t = cold.done + 1;
  const Answer l1 = g.cus[0]->read(a, t);
  EXPECT_EQ(l1.level, MemoryLevel::L1);
  EXPECT_EQ(l1.done - t, p.l1_hit_cycles);  // the L1's latency is in cycles already
  const Answer from_l2 = g.cus[1]->read(a, t);
  EXPECT_EQ(from_l2.level, MemoryLevel::L2);
  EXPECT_EQ(from_l2.done - t, l2);
  // 1 MiB of other lines from array 1 pushes the line out of the 128 KiB L2, not out of the
  // Infinity Cache.
  t = stream(g, 0x20000000, kMiB / kLine, 1, t + 1000, 1) + 1000;
  const Answer from_mall = g.cus[2]->read(a, t);
  EXPECT_EQ(from_mall.level, MemoryLevel::Dram);
  EXPECT_TRUE(from_mall.infinity_cache);
  EXPECT_EQ(from_mall.done - t, mall);
}

TEST(GpuMemory, AttachedHierarchySendsItsMissesThere) {
  GpuMemory& gpu = *world->attached;
  const TimingParams& p = world->attached_params;
  MemoryHierarchy& a = *world->cu_a;
  MemoryHierarchy& b = *world->cu_b;
  EXPECT_TRUE(a.attached());
  EXPECT_FALSE(world->cu_alone->attached());
  const uint64_t address = 0x9000000;
  MemoryLevel level = MemoryLevel::L0;
  uint64_t t = 2000;
  // A cold read: the CU's own TLB walks, then DRAM.
  uint64_t done = a.vector_request(address, false, t, level);
  EXPECT_EQ(level, MemoryLevel::Dram);
  EXPECT_EQ(done - t, p.tlb_miss_cycles + p.dram_cycles);
  EXPECT_EQ(a.counters(MemoryLevel::L0).requests, 1u);
  EXPECT_EQ(a.counters(MemoryLevel::L1).requests, 0u);  // its own L1 is not used
  EXPECT_EQ(gpu.l1_counters(1).requests, 1u);
  // Another CU of the same array: its own TLB walks, its L0 misses, the array's L1 hits.
  t = done + 10;
  done = b.vector_request(address, false, t, level);
  EXPECT_EQ(level, MemoryLevel::L1);
  EXPECT_EQ(done - t, p.tlb_miss_cycles + p.l1_hit_cycles);
  EXPECT_EQ(gpu.l1_counters(1).hits, 1u);
  // A store goes to the GPU's L2; a scalar miss to the array's L1.
  t = done + 10;
  done = a.vector_request(address + 4 * kLine, true, t, level);
  EXPECT_EQ(level, MemoryLevel::L2);
  EXPECT_EQ(done - t, p.l2_hit_cycles);
  EXPECT_EQ(a.counters(MemoryLevel::L2).requests, 0u);
  t = done + 10;
  done = b.scalar_request(address, t, level);
  EXPECT_EQ(level, MemoryLevel::L1);
  EXPECT_EQ(done - t, p.l1_hit_cycles);
  // The CU left alone keeps its own hierarchy.
  t = 5000;
  done = world->cu_alone->vector_request(address, false, t, level);
  EXPECT_EQ(world->cu_alone->counters(MemoryLevel::L1).requests, 1u);
  EXPECT_EQ(gpu.l1_counters(0).requests, 0u);
}

TEST(GpuMemory, ARequestFromAnUnattachedInitiatorIsAnError) {
  // A payload without the requester's shader array cannot be served.
  EXPECT_THROW(world->stranger->read(0, 0), std::logic_error);
}

}  // namespace

int sc_main(int argc, char* argv[]) {
  testing::InitGoogleTest(&argc, argv);
  build_world();
  sc_core::sc_start(sc_core::SC_ZERO_TIME);  // elaborate: bind the sockets
  return RUN_ALL_TESTS();
}

int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}
