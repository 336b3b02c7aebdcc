// The cosim benchmark (not a timed test): lanes per second through
//   (a) the bare Verilated datapath (Vcutlm_valu), its ports driven and clocked directly, one
//       pass per cycle, no transactor;
//   (b) the transactor and checker alone (RtlValu + CosimChecker on recorded ValuIssues);
//   (c) the functional model alone (the bare runner, no observer);
//   (d) the full cosim: model + capture + transactor + checker (what `cutlm run --cosim` adds
//       to the model),
// all on the same instruction mix: a straight-line program of the int unit's v_add_nc_u32 and
// v_mov_b32 (e32 and e64) over random registers, every lane active, run as wave32 and wave64.
// The issues (a) and (b) replay are the ones the model captured in (d). Prints each rate and the
// ratio of (a) to (d), the cost of co-simulating against the bare RTL.
// Usage: cutlm_cosim_bench [--instructions N] [--repeats R]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "Vcutlm_valu.h"
#include "cosim/cosim_checker.h"
#include "cosim/rtl_valu.h"
#include "cosim/verilated_valu.h"
#include "dispatch/runner.h"
#include "exec/executor.h"
#include "isa/bits.h"
#include "isa_tables.h"

namespace cutlm {
namespace {

namespace enc = isa::enc;

// CPU seconds of this process: the machine the figures come from is often shared, and the work
// here is single-threaded.
double seconds_since(std::clock_t start) {
  return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

const isa::InstInfo& info_named(const char* name) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (std::strcmp(all[i].name, name) == 0) return all[i];
  }
  throw std::runtime_error(std::string("no instruction ") + name);
}

void put(std::vector<uint32_t>& w, isa::BitField f, uint32_t value) {
  for (unsigned bit = f.lo; bit <= f.hi; ++bit) {
    const uint32_t b = value >> (bit - f.lo) & 1;
    w[bit / 32] = (w[bit / 32] & ~(1u << (bit % 32))) | (b << (bit % 32));
  }
}

// v_add_nc_u32 / v_mov_b32, e32 and e64, VGPR sources v0..v31, destinations v32..v63.
Program make_program(unsigned instructions, uint32_t seed) {
  std::mt19937 rng(seed);
  const auto below = [&](uint32_t n) { return static_cast<uint32_t>(rng() % n); };
  std::vector<uint32_t> code;
  for (unsigned i = 0; i < instructions; ++i) {
    std::vector<uint32_t> w(2, 0);
    unsigned words = 1;
    const uint32_t vdst = 32 + below(32);
    switch (i % 4) {
      case 0: {
        static const isa::InstInfo& info = info_named("V_ADD_NC_U32_E32");
        put(w, enc::VOP2::encoding, 0);
        put(w, enc::VOP2::op, info.opcode);
        put(w, enc::VOP2::src0, 256 + below(32));
        put(w, enc::VOP2::vsrc1, below(32));
        put(w, enc::VOP2::vdst, vdst);
        break;
      }
      case 1: {
        static const isa::InstInfo& info = info_named("V_MOV_B32_E32");
        put(w, enc::VOP1::encoding, enc::VOP1::kId >> 25);
        put(w, enc::VOP1::op, info.opcode);
        put(w, enc::VOP1::src0, 256 + below(32));
        put(w, enc::VOP1::vdst, vdst);
        break;
      }
      case 2: {
        static const isa::InstInfo& info = info_named("V_ADD_NC_U32_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        put(w, enc::VOP3::vdst, vdst);
        put(w, enc::VOP3::src0, 256 + below(32));
        put(w, enc::VOP3::src1, 256 + below(32));
        words = 2;
        break;
      }
      default: {
        static const isa::InstInfo& info = info_named("V_MOV_B32_E64");
        put(w, enc::VOP3::encoding, enc::VOP3::kId >> 26);
        put(w, enc::VOP3::op, info.opcode);
        put(w, enc::VOP3::vdst, vdst);
        put(w, enc::VOP3::src0, 256 + below(32));
        words = 2;
        break;
      }
    }
    for (unsigned k = 0; k < words; ++k) code.push_back(w[k]);
  }
  code.push_back(0xBFB00000);  // s_endpgm
  Program program;
  program.path = "cosim bench program";
  program.code.resize(code.size() * 4);
  std::memcpy(program.code.data(), code.data(), program.code.size());
  return program;
}

WaveState make_wave(bool wave64, uint32_t seed) {
  std::mt19937 rng(seed);
  WaveState wave(wave64 ? 64 : 32);
  for (int reg = 0; reg < 64; ++reg) {
    for (int lane = 0; lane < wave.wave_size(); ++lane) wave.set_vgpr(reg, lane, rng());
  }
  wave.set_exec(wave.lane_mask());
  return wave;
}

// Feeds the checker one TLM cycle per instruction (two for a wave64: its two passes), as the
// compute unit's fast mode does, and keeps the issues for the replays.
class Stepper : public ValuIssueObserver {
 public:
  explicit Stepper(CosimChecker* checker, std::vector<ValuIssue>* record)
      : checker_(checker), record_(record) {}
  void on_valu_issue(const ValuIssue& issue) override {
    if (record_ != nullptr) record_->push_back(issue);
    if (checker_ == nullptr) return;
    checker_->set_cycle(cycle_);
    checker_->on_valu_issue(issue);
    cycle_ += issue.wave64 ? 2 : 1;
  }
  bool observes(isa::RtlOp op) const override {
    return checker_ == nullptr || checker_->observes(op);
  }

 private:
  CosimChecker* checker_;
  std::vector<ValuIssue>* record_;
  uint64_t cycle_ = 0;
};

uint64_t active_lanes(const std::vector<ValuIssue>& issues) {
  uint64_t lanes = 0;
  for (const ValuIssue& issue : issues) {
    lanes += static_cast<uint64_t>(__builtin_popcountll(issue.exec));
  }
  return lanes;
}

// (a): the datapath's ports written and the clock toggled directly, one pass per cycle.
double bare_datapath(const std::vector<ValuIssue>& issues, unsigned repeats, uint64_t* results) {
  auto context = std::make_unique<VerilatedContext>();
  Verilated::threadContextp(context.get());
  auto m = std::make_unique<Vcutlm_valu>(context.get(), "TOP");
  m->rst_ni = 0;
  for (int edge = 0; edge < 2; ++edge) {
    m->clk_i = 0;
    m->eval();
    m->clk_i = 1;
    m->eval();
  }
  m->rst_ni = 1;
  using verilated_port::set;
  using verilated_port::set_lane64;
  uint64_t valid = 0;
  uint16_t tag = 0;
  const std::clock_t start = std::clock();
  for (unsigned r = 0; r < repeats; ++r) {
    for (const ValuIssue& issue : issues) {
      for (unsigned pass = 0; pass < (issue.wave64 ? 2u : 1u); ++pass) {
        const unsigned base = pass * kRtlLanes;
        set(m->issue_valid_i, 1);
        set(m->issue_op_i, static_cast<uint64_t>(issue.op));
        set(m->issue_tag_i, tag++);
        set(m->issue_exec_i, (issue.exec >> base) & 0xffffffffu);
        set(m->issue_mode_i, issue.mode & 0x3ffu);
        for (int lane = 0; lane < kRtlLanes; ++lane) {
          const size_t from = base + static_cast<size_t>(lane);
          set_lane64(m->issue_src0_i, lane, issue.src[0][from]);
          set_lane64(m->issue_src1_i, lane, issue.src[1][from]);
          set_lane64(m->issue_src2_i, lane, issue.src[2][from]);
          set_lane64(m->issue_vdst_old_i, lane, issue.vdst_old[from]);
        }
        m->clk_i = 0;
        m->eval();
        valid += verilated_port::field(m->result_valid_o, 0, 64) != 0;
        m->clk_i = 1;
        m->eval();
      }
    }
  }
  const double seconds = seconds_since(start);
  *results = valid;
  m->final();
  m.reset();
  context.reset();
  Verilated::threadContextp(Verilated::defaultContextp());
  return seconds;
}

// (b): the transactor and checker on the recorded issues, one TLM cycle per pass.
double transactor_and_checker(const std::vector<ValuIssue>& issues, unsigned repeats,
                              std::string* summary) {
  const std::unique_ptr<RtlValu> rtl = make_rtl_valu();
  CosimChecker checker(*rtl);
  uint64_t cycle = 0;
  const std::clock_t start = std::clock();
  for (unsigned r = 0; r < repeats; ++r) {
    for (const ValuIssue& issue : issues) {
      checker.set_cycle(cycle);
      checker.on_valu_issue(issue);
      cycle += issue.wave64 ? 2 : 1;
    }
  }
  checker.finish();
  const double seconds = seconds_since(start);
  *summary = checker.summary();
  return seconds;
}

// (c) and (d): the program through the bare runner, with or without the cosim.
double model_run(const Program& program, bool wave64, unsigned repeats, unsigned instructions,
                 bool cosim, std::vector<ValuIssue>* record, std::string* summary) {
  std::unique_ptr<RtlValu> rtl;
  std::unique_ptr<CosimChecker> checker;
  if (cosim) {
    rtl = make_rtl_valu();
    checker = std::make_unique<CosimChecker>(*rtl);
  }
  Stepper stepper(checker.get(), record);
  Executor executor;
  if (cosim || record != nullptr) executor.set_valu_observer(&stepper);
  FunctionalRunner runner(program, executor);
  const std::clock_t start = std::clock();
  for (unsigned r = 0; r < repeats; ++r) {
    WaveState wave = make_wave(wave64, 1 + r);
    runner.run(wave, instructions + 1);
  }
  if (checker) checker->finish();
  const double seconds = seconds_since(start);
  if (checker) *summary = checker->summary();
  return seconds;
}

void print_rate(const char* what, uint64_t lanes, double seconds) {
  std::printf("  %-44s %11llu lanes in %7.3f CPU s: %8.3f M lanes/s\n", what,
              static_cast<unsigned long long>(lanes), seconds, lanes / seconds / 1e6);
}

int run(unsigned instructions, unsigned repeats) {
  int status = 0;
  for (const bool wave64 : {false, true}) {
    const Program program = make_program(instructions, 13);
    std::vector<ValuIssue> issues;
    std::string full_summary;
    std::string unused;
    // The recording run warms the caches and gives (a) and (b) their issues.
    model_run(program, wave64, 1, instructions, false, &issues, &unused);
    const uint64_t lanes_per_repeat = active_lanes(issues);
    const uint64_t lanes = lanes_per_repeat * repeats;

    uint64_t results = 0;
    const double bare = bare_datapath(issues, repeats, &results);
    std::string replay_summary;
    const double replay = transactor_and_checker(issues, repeats, &replay_summary);
    const double model = model_run(program, wave64, repeats, instructions, false, nullptr, &unused);
    const double full =
        model_run(program, wave64, repeats, instructions, true, nullptr, &full_summary);

    std::printf("wave%d: %u instructions x %u runs (v_add_nc_u32 / v_mov_b32, all lanes)\n",
                wave64 ? 64 : 32, instructions, repeats);
    print_rate("(a) bare Verilated datapath", lanes, bare);
    print_rate("(b) transactor + checker (recorded issues)", lanes, replay);
    print_rate("(c) functional model alone", lanes, model);
    print_rate("(d) full cosim (model + transactor + checker)", lanes, full);
    std::printf(
        "  ratio (a)/(d): %.1f (the bare datapath is %.1f times as fast as the full cosim)\n",
        full / bare, full / bare);
    std::printf("  %s\n  %s\n", replay_summary.c_str(), full_summary.c_str());
    if (full_summary.rfind("cosim: matched", 0) != 0 ||
        replay_summary.rfind("cosim: matched", 0) != 0 || results == 0) {
      status = 1;
    }
  }
  return status;
}

}  // namespace
}  // namespace cutlm

int main(int argc, char* argv[]) {
  unsigned instructions = 2000;
  unsigned repeats = 50;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    const auto value = static_cast<unsigned>(std::strtoul(argv[i + 1], nullptr, 10));
    if (option == "--instructions" && value > 0) {
      instructions = value;
    } else if (option == "--repeats" && value > 0) {
      repeats = value;
    } else {
      std::fprintf(stderr, "usage: cutlm_cosim_bench [--instructions N] [--repeats R]\n");
      return 2;
    }
  }
  try {
    return cutlm::run(instructions, repeats);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm_cosim_bench: %s\n", e.what());
    return 1;
  }
}
