// The speed benchmark: one VALU-heavy dispatch through the bare functional core (no SystemC)
// and through the SystemC/TLM compute unit in its loosely timed mode, printing wave
// instructions and lane operations per second for each and the cost of the TLM plumbing.
// Usage: cutlm_bench [MANIFEST.json]   (default: the valu_heavy manifest beside the binary)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
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

}  // namespace

int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  const std::string manifest_path = argc > 1 ? argv[1] : CUTLM_BENCH_MANIFEST;
  try {
    const cutlm::Manifest manifest = cutlm::load_manifest(manifest_path);
    const uint64_t limit = 1ull << 40;

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
    return same ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm_bench: error: %s\n", e.what());
    return 2;
  }
}
