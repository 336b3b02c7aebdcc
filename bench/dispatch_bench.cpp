// The speed benchmark: one VALU-heavy dispatch through the bare functional core (no SystemC),
// through the SystemC/TLM compute unit in its loosely timed mode (--timing fast) and in its
// cycle-approximate mode (--timing cycle), printing wave instructions and lane operations per
// second for each, the cost of the TLM plumbing and the cycle mode's rate against the fast one.
// SystemC elaborates once per process, so the cycle mode runs in a second process of this
// program (--cycle-run) that prints one line for this one to read.
// Usage: cutlm_bench [MANIFEST.json]   (default: the valu_heavy manifest beside the binary)
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <systemc>

#include "dispatch/dispatch.h"
#include "loader/manifest.h"
#include "support/errors.h"
#include "tlm/compute_unit.h"

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void print_rates(const char* what, uint64_t instructions, uint64_t lane_ops, double seconds) {
  std::printf(
      "%-22s %12llu wave instructions in %7.3f s: %8.2f M wave instr/s, %9.1f M lane ops/s\n", what,
      static_cast<unsigned long long>(instructions), seconds, instructions / seconds / 1e6,
      lane_ops / seconds / 1e6);
}

// FNV-1a over every buffer: the cycle-mode process reports its results this way.
uint64_t buffers_hash(const cutlm::Manifest& manifest, const cutlm::Dispatch& dispatch) {
  uint64_t h = 1469598103934665603ull;
  for (const cutlm::BufferSpec& b : manifest.buffers) {
    for (uint8_t byte : dispatch.buffer(b.name).data) h = (h ^ byte) * 1099511628211ull;
  }
  return h;
}

// The child process: the dispatch in cycle mode, one line of figures on stdout.
int cycle_run(const std::string& manifest_path, uint64_t limit) {
  const cutlm::Manifest manifest = cutlm::load_manifest(manifest_path);
  cutlm::Dispatch dispatch(manifest);
  cutlm::tlm_model::CuConfig config;
  config.mode = cutlm::tlm_model::TimingMode::Cycle;
  config.limits.max_instructions = limit;
  config.limits.max_total_instructions = limit;
  cutlm::tlm_model::ComputeUnit cu("cu", dispatch, config);
  const auto start = std::chrono::steady_clock::now();
  sc_core::sc_start();
  const double seconds = seconds_since(start);
  if (!cu.finished()) {
    std::fprintf(stderr, "cutlm_bench: cycle mode: %s\n", cu.error().c_str());
    return 1;
  }
  std::printf("CYCLE %" PRIu64 " %" PRIu64 " %.6f %" PRIu64 " %" PRIu64 "\n",
              cu.stats().instructions, cu.stats().valu_instructions, seconds, cu.stats().cycles,
              buffers_hash(manifest, dispatch));
  return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  const uint64_t limit = 1ull << 40;
  if (argc > 2 && std::string(argv[1]) == "--cycle-run") {
    try {
      return cycle_run(argv[2], limit);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "cutlm_bench: cycle mode: error: %s\n", e.what());
      return 2;
    }
  }
  const std::string manifest_path = argc > 1 ? argv[1] : CUTLM_BENCH_MANIFEST;
  try {
    const cutlm::Manifest manifest = cutlm::load_manifest(manifest_path);

    // The bare functional core.
    cutlm::Dispatch bare(manifest);
    cutlm::Executor executor;
    cutlm::FunctionalDispatcher runner(bare, executor);
    auto start = std::chrono::steady_clock::now();
    const cutlm::Stats stats = runner.run(limit);
    const double bare_seconds = seconds_since(start);

    // The same dispatch on the TLM compute unit, loosely timed, no trace or waveform.
    cutlm::Dispatch timed(manifest);
    cutlm::tlm_model::CuConfig config;
    config.limits.max_instructions = limit;
    config.limits.max_total_instructions = limit;
    cutlm::tlm_model::ComputeUnit cu("cu", timed, config);
    start = std::chrono::steady_clock::now();
    sc_core::sc_start();
    const double tlm_seconds = seconds_since(start);
    if (!cu.finished()) {
      std::fprintf(stderr, "cutlm_bench: %s\n", cu.error().c_str());
      return 1;
    }

    // Every lane of the benchmark's waves is active, so lane operations are VALU instructions
    // times the wave size.
    const uint64_t ws = static_cast<uint64_t>(bare.wave_size());
    std::printf("cutlm_bench: %s (kernel %s, wave%llu): %llu workgroups, %llu waves\n",
                manifest_path.c_str(), manifest.kernel.c_str(), static_cast<unsigned long long>(ws),
                static_cast<unsigned long long>(stats.workgroups),
                static_cast<unsigned long long>(stats.waves));
    std::printf("%llu wave instructions, %llu of them VALU (%llu lane operations)\n",
                static_cast<unsigned long long>(stats.instructions),
                static_cast<unsigned long long>(stats.valu_instructions),
                static_cast<unsigned long long>(stats.valu_instructions * ws));
    print_rates("bare functional core:", stats.instructions, stats.valu_instructions * ws,
                bare_seconds);
    print_rates("SystemC/TLM (LT):", cu.stats().instructions, cu.stats().valu_instructions * ws,
                tlm_seconds);
    std::printf("TLM/bare time ratio: %.2f (target at most 2.00); TLM model: %llu cycles\n",
                tlm_seconds / bare_seconds, static_cast<unsigned long long>(cu.stats().cycles));
    bool same = cu.stats().instructions == stats.instructions;
    for (const cutlm::BufferSpec& b : manifest.buffers) {
      same = same && bare.buffer(b.name).data == timed.buffer(b.name).data;
    }
    std::printf("results of the two runs %s\n", same ? "match" : "DIFFER");

    // The cycle mode, in a process of its own.
    const std::string command =
        std::string("'") + argv[0] + "' --cycle-run '" + manifest_path + "'";
    FILE* child = popen(command.c_str(), "r");
    if (child == nullptr) throw std::runtime_error("cannot start " + command);
    uint64_t cycle_instructions = 0, cycle_valu = 0, cycle_cycles = 0, cycle_hash = 0;
    double cycle_seconds = 0;
    const int fields =
        std::fscanf(child, "CYCLE %" SCNu64 " %" SCNu64 " %lf %" SCNu64 " %" SCNu64,
                    &cycle_instructions, &cycle_valu, &cycle_seconds, &cycle_cycles, &cycle_hash);
    const int child_status = pclose(child);
    if (fields != 5 || child_status != 0) throw std::runtime_error("the cycle-mode run failed");
    print_rates("SystemC/TLM (cycle):", cycle_instructions, cycle_valu * ws, cycle_seconds);
    const double fast_rate = static_cast<double>(cu.stats().instructions) / tlm_seconds;
    const double cycle_rate = static_cast<double>(cycle_instructions) / cycle_seconds;
    std::printf("cycle/fast rate: %.2f (target at least 0.20); cycle model: %llu cycles\n",
                cycle_rate / fast_rate, static_cast<unsigned long long>(cycle_cycles));
    const bool cycle_same =
        cycle_instructions == stats.instructions && cycle_hash == buffers_hash(manifest, bare);
    std::printf("results of the cycle-mode run %s\n", cycle_same ? "match" : "DIFFER");
    return same && cycle_same ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm_bench: error: %s\n", e.what());
    return 2;
  }
}
