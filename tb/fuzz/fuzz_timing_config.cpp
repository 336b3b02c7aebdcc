// libFuzzer target: arbitrary text as a `--timing-config` file, read through load_timing_params
// from a scratch file (the path is part of every message). An InputError is the expected answer
// to a bad file: one line starting with the path. A file that loads must give parameters the
// cycle mode can run on: every class on its built-in port, the fields the memory parameters time
// unchanged, and the rules between fields (SIMDs per WGP, whole cache sets, TRANS only on the
// VALU) holding.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "fuzz_common.h"
#include "support/errors.h"
#include "timing/timing_params.h"

namespace {

using cutlm::timing::ClassTiming;
using cutlm::timing::Port;
using cutlm::timing::TimingParams;

void check(bool holds, const std::string& what) {
  if (!holds) fuzz::fail("fuzz_timing_config", what);
}

bool whole_sets(uint64_t bytes, uint64_t line, uint64_t ways) {
  return line * ways != 0 && bytes % (line * ways) == 0 && bytes >= line * ways;
}

bool power_of_two(uint64_t n) { return n != 0 && (n & (n - 1)) == 0; }

void check_runnable(const TimingParams& p) {
  const TimingParams& built_in = cutlm::timing::default_timing_params();
  check(p.simds_per_cu >= 1 && p.simds_per_wgp >= p.simds_per_cu, "SIMD counts");
  check(p.wave_slots_per_simd >= 1 && p.wave_slots_per_simd <= 64, "wave slots");
  check(p.vgprs_per_simd >= 256, "VGPRs per SIMD");
  check(p.lds_bytes_per_wgp >= p.lds_bytes_per_cu && p.lds_bytes_per_cu >= 1, "LDS sizes");
  check(power_of_two(p.icache_line_bytes) &&
            whole_sets(p.icache_bytes, p.icache_line_bytes, p.icache_ways),
        "instruction cache geometry");
  check(power_of_two(p.scalar_cache_line_bytes) &&
            whole_sets(p.scalar_cache_bytes, p.scalar_cache_line_bytes, p.scalar_cache_ways),
        "scalar cache geometry");
  check(power_of_two(p.vector_line_bytes) && power_of_two(p.lds_banks), "line and bank counts");
  for (const auto& [bytes, ways] :
       {std::pair{p.l0_bytes, p.l0_ways}, std::pair{p.l1_bytes, p.l1_ways},
        std::pair{p.l2_bytes, p.l2_ways}}) {
    check(whole_sets(bytes, p.vector_line_bytes, ways), "data cache geometry");
  }
  check(p.wave64_passes == 1 || p.wave64_passes == 2, "wave64 passes");
  for (std::size_t c = 0; c < cutlm::timing::kTimingClasses; ++c) {
    const ClassTiming& t = p.classes[c];
    const ClassTiming& d = built_in.classes[c];
    const std::string name = cutlm::isa::timing_class_name(static_cast<cutlm::isa::TimingClass>(c));
    check(t.port == d.port, name + ": a port other than its own loaded");
    check((t.port == Port::None) == (t.issue_cycles == 0), name + ": issue cycles and port");
    check(t.trans_cycles == 0 || t.port == Port::Valu, name + ": TRANS off the VALU");
    const bool timed_elsewhere =
        t.port == Port::None || t.port == Port::Vmem || t.port == Port::Smem || t.port == Port::Lds;
    if (timed_elsewhere) {
      check(t.latency == d.latency && t.issue_cycles == d.issue_cycles,
            name + ": a field the run ignores changed");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = fuzz::scratch_dir() + "/timing.json";
  fuzz::write_file(path, data, size);
  TimingParams params;
  try {
    params = cutlm::timing::load_timing_params(path);
  } catch (const cutlm::InputError& e) {
    const std::string message = e.what();
    check(message.rfind(path, 0) == 0, "an error that does not start with the file: " + message);
    check(message.find('\n') == std::string::npos, "an error of more than one line: " + message);
    return 0;
  }
  check_runnable(params);
  return 0;
}
