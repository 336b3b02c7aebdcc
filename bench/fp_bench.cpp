// The floating-point speed benchmark (not a timed test):
//  - loop kernels (bench/kernels/*.s) on one wave32 through the bare functional runner;
//  - dispatch kernels (bench/fp_kernels.cl, clang-19 -O2; manifests bench/fp_*.json): a
//    VOPD-heavy float kernel, saxpy over 4 Mi floats, an LDS reduction; through the bare
//    functional core and the SystemC compute unit's cycle mode, which runs in a
//    child process of this program (SystemC elaborates once per process).
// Each prints wave instructions/s and lane operations/s beside the same lane work done by native
// C++ (the host's limit) and the integer loop kernel ("half the integer rate" target).
// Usage: cutlm_fp_bench [--kernel NAME] [--iterations N] [--no-native] [--no-cycle]
//   --iterations fixes a loop kernel's count (for callgrind: deterministic instruction counts);
//   without it each loop kernel runs for about a third of a second. --grid-divisor D runs the
//   dispatch kernels on the bare core on 1/D of their grid (callgrind: two divisors give the
//   marginal instructions per wave instruction without the start-up). The cycle mode's child
//   process, `cutlm_fp_bench --cycle-run MANIFEST [DIVISOR]`, can be run alone the same way.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <systemc>
#include <vector>

#include "dispatch/dispatch.h"
#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "tlm/compute_unit.h"

namespace {

constexpr int kLanes = 32;

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Keeps native results alive without a store per operation.
volatile double g_sink;

// ---- native C++ doing each kernel's lane work --------------------------------------------------
// Each returns the lane operations done: one per lane per VALU instruction of the loop body.
// Built for the host's FMA unit too where it has one (the baseline x86-64 target would make
// every fma a library call), so that the figure is the host's limit.
#define CUTLM_NATIVE __attribute__((target_clones("fma", "default")))

CUTLM_NATIVE uint64_t native_fma_f32(uint64_t iterations) {
  float x[4][kLanes];
  for (int c = 0; c < 4; ++c) {
    for (int l = 0; l < kLanes; ++l) x[c][l] = static_cast<float>(l + c);
  }
  const float m = static_cast<float>(g_sink) + 0.5f;
  for (uint64_t i = 0; i < iterations; ++i) {
    for (int rep = 0; rep < 2; ++rep) {
      for (int c = 0; c < 4; ++c) {
        for (int l = 0; l < kLanes; ++l) x[c][l] = std::fma(x[c][l], m, 1.0f);
      }
    }
  }
  g_sink = x[0][0] + x[3][kLanes - 1];
  return iterations * 8 * kLanes;
}

CUTLM_NATIVE uint64_t native_fma_f64(uint64_t iterations) {
  double x[4][kLanes];
  for (int c = 0; c < 4; ++c) {
    for (int l = 0; l < kLanes; ++l) x[c][l] = l + c;
  }
  const double m = g_sink + 0.5;
  for (uint64_t i = 0; i < iterations; ++i) {
    for (int rep = 0; rep < 2; ++rep) {
      for (int c = 0; c < 4; ++c) {
        for (int l = 0; l < kLanes; ++l) x[c][l] = std::fma(x[c][l], m, 1.0);
      }
    }
  }
  g_sink = x[0][0] + x[3][kLanes - 1];
  return iterations * 8 * kLanes;
}

// The seed loop's lane work in host types: a min, a class test of a double, an add.
CUTLM_NATIVE uint64_t native_seed(uint64_t iterations) {
  float h[kLanes], s[kLanes];
  double d[kLanes];
  uint32_t vcc = 0;
  for (int l = 0; l < kLanes; ++l) {
    h[l] = static_cast<float>(l);
    d[l] = l;
    s[l] = static_cast<float>(l);
  }
  const float one = static_cast<float>(g_sink) + 1.0f;
  float lowest = 0;
  for (uint64_t i = 0; i < iterations; ++i) {
    uint32_t mask = 0;
    for (int l = 0; l < kLanes; ++l) {
      lowest += std::fmin(h[l], one);
      mask |= static_cast<uint32_t>(std::isnormal(d[l]) || d[l] == 0.0) << l;
      s[l] += 0.5f;
    }
    vcc ^= mask;
  }
  g_sink = lowest + s[0] + vcc;
  return iterations * 3 * kLanes;
}

// Packed f16 math has no host type here; float stands in for each half (two per lane).
CUTLM_NATIVE uint64_t native_pk_f16(uint64_t iterations) {
  float v1[2 * kLanes], v4[2 * kLanes], v6[2 * kLanes];
  for (int l = 0; l < 2 * kLanes; ++l) v1[l] = v4[l] = static_cast<float>(l);
  const float half = static_cast<float>(g_sink) + 0.5f;
  for (uint64_t i = 0; i < iterations; ++i) {
    for (int l = 0; l < 2 * kLanes; ++l) {
      v1[l] = std::fma(v1[l], half, 1.0f);
      v4[l] = v4[l] * half + 1.0f;
      v6[l] = std::fmax(v1[l], v4[l]);
    }
  }
  g_sink = v6[0] + v6[2 * kLanes - 1];
  return iterations * 4 * kLanes;
}

CUTLM_NATIVE uint64_t native_int(uint64_t iterations) {
  uint32_t x[4][kLanes];
  for (int c = 0; c < 4; ++c) {
    for (int l = 0; l < kLanes; ++l) x[c][l] = static_cast<uint32_t>(l + c);
  }
  const uint32_t m = static_cast<uint32_t>(g_sink) + 3;
  for (uint64_t i = 0; i < iterations; ++i) {
    for (int rep = 0; rep < 2; ++rep) {
      for (int c = 0; c < 4; ++c) {
        for (int l = 0; l < kLanes; ++l) x[c][l] = (x[c][l] & 0xFFFFFF) * m + 7;
      }
    }
  }
  g_sink = x[0][0] + x[3][kLanes - 1];
  return iterations * 8 * kLanes;
}

// The DPP loop's lane work: a wave-wide sum of 32 floats by halving, as the row shifts and the
// cross-row exchange do it (six VALU instructions).
CUTLM_NATIVE uint64_t native_dpp(uint64_t iterations) {
  float v[kLanes];
  float base = static_cast<float>(g_sink);
  float total = 0;
  for (uint64_t i = 0; i < iterations; ++i) {
    for (int l = 0; l < kLanes; ++l) v[l] = base + static_cast<float>(l);
    for (int step = 1; step < kLanes; step *= 2) {
      for (int l = kLanes - 1; l >= step; --l) v[l] += v[l - step];
    }
    total += v[kLanes - 1];
    base += 1.0f;
  }
  g_sink = total;
  return iterations * 6 * kLanes;
}

struct Kernel {
  const char* name;
  const char* file;
  uint64_t (*native)(uint64_t iterations);
};

const Kernel kKernels[] = {
    {"int_chains", "int_chains.s", native_int},
    {"fma_f32_chains", "fma_f32_chains.s", native_fma_f32},
    {"seed_loop", "seed_loop.s", native_seed},
    {"pk_f16", "pk_f16.s", native_pk_f16},
    {"fma_f64", "fma_f64.s", native_fma_f64},
    {"dpp_reduce", "dpp_reduce.s", native_dpp},
};

// ---- dispatch kernels ----------------------------------------------------------------------

// Native C++ doing a dispatch's lane work; returns the seconds it took.
CUTLM_NATIVE double native_vopd(const cutlm::Manifest&) {
  const auto start = std::chrono::steady_clock::now();
  const uint32_t items = 65536;
  const uint32_t rounds = 256;
  double sum = 0;
  for (uint32_t i = 0; i < items; ++i) {
    const float x = static_cast<float>(i) * 0x1p-24f;
    const float m = 0.5f + x, n = 0.75f - x;
    float a = x, b = x + 1.0f, c = x * 0.5f, d = x - 2.0f;
    float e = x + 3.0f, f = x * 0.75f, g = x + 0.125f, h = x - 1.5f;
    for (uint32_t r = 0; r < rounds; ++r) {
      a = std::fma(a, m, 0.3f);
      b = std::fma(b, n, 0.3f);
      c = c * m;
      d = d * n;
      e = std::fma(m, n, e) * 0.5f;
      f = f + m;
      g = std::fma(g, m, 0.3f);
      h = h - n;
    }
    sum += a + b + c + d + e + f + g + h;
  }
  g_sink = sum;
  return seconds_since(start);
}

CUTLM_NATIVE double native_saxpy(const cutlm::Manifest&) {
  std::vector<float> x(4u << 20, 1.5f), y(4u << 20, 2.0f);
  const auto start = std::chrono::steady_clock::now();
  const float a = static_cast<float>(g_sink) + 2.5f;
  for (std::size_t i = 0; i < y.size(); ++i) y[i] = std::fma(a, x[i], y[i]);
  const double seconds = seconds_since(start);
  g_sink = y[0] + y[y.size() - 1];
  return seconds;
}

CUTLM_NATIVE double native_lds_reduce(const cutlm::Manifest&) {
  std::vector<float> in(1u << 20, 1.0f + static_cast<float>(g_sink));
  std::vector<float> sums(in.size() / 256);
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t g = 0; g < sums.size(); ++g) {
    float partial[256];
    for (int l = 0; l < 256; ++l) partial[l] = in[g * 256 + l];
    for (int stride = 128; stride > 0; stride >>= 1) {
      for (int l = 0; l < stride; ++l) partial[l] += partial[l + stride];
    }
    sums[g] = partial[0];
  }
  const double seconds = seconds_since(start);
  g_sink = sums[0] + sums[sums.size() - 1];
  return seconds;
}

struct DispatchKernel {
  const char* name;
  const char* manifest;
  double (*native)(const cutlm::Manifest&);
};

const DispatchKernel kDispatchKernels[] = {
    {"vopd_mix", "fp_vopd.json", native_vopd},
    {"saxpy", "fp_saxpy.json", native_saxpy},
    {"lds_reduce", "fp_lds_reduce.json", native_lds_reduce},
};

std::string manifest_path(const DispatchKernel& k) {
  return std::string(CUTLM_FP_BENCH_DISPATCH) + "/" + k.manifest;
}

constexpr uint64_t kLimit = 1ull << 40;

// The dispatch's manifest with its grid cut to 1/divisor (at least one workgroup).
cutlm::Manifest load_divided(const std::string& path, uint32_t grid_divisor) {
  cutlm::Manifest manifest = cutlm::load_manifest(path);
  manifest.grid[0] = std::max(manifest.grid[0] / grid_divisor, manifest.block[0]);
  return manifest;
}

// The child process: one dispatch in cycle mode, one line of figures on stdout.
int cycle_run(const std::string& path, uint32_t grid_divisor) {
  const cutlm::Manifest manifest = load_divided(path, grid_divisor);
  cutlm::Dispatch dispatch(manifest);
  cutlm::tlm_model::CuConfig config;
  config.mode = cutlm::tlm_model::TimingMode::Cycle;
  config.limits.max_instructions = kLimit;
  config.limits.max_total_instructions = kLimit;
  cutlm::tlm_model::ComputeUnit cu("cu", dispatch, config);
  const auto start = std::chrono::steady_clock::now();
  sc_core::sc_start();
  const double seconds = seconds_since(start);
  if (!cu.finished()) {
    std::fprintf(stderr, "cutlm_fp_bench: cycle mode: %s\n", cu.error().c_str());
    return 1;
  }
  std::printf("CYCLE %" PRIu64 " %.6f %" PRIu64 "\n", cu.stats().instructions, seconds,
              cu.stats().cycles);
  return 0;
}

struct Rate {
  double wave_per_s = 0;  // wave instructions (model) or VALU-instruction equivalents (native)
  double lane_per_s = 0;
};

// Runs the program's loop `iterations` times on one wave32 with every lane active.
cutlm::Stats run_model(const cutlm::Program& program, uint64_t iterations) {
  cutlm::WaveState wave(32);
  wave.set_exec(wave.lane_mask());
  wave.set_sreg(0, static_cast<uint32_t>(iterations));
  cutlm::Executor executor;
  cutlm::FunctionalRunner runner(program, executor);
  return runner.run(wave, ~0ull >> 1);
}

}  // namespace

int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  if (argc > 2 && std::string(argv[1]) == "--cycle-run") {
    // Optional third argument: the grid divisor (callgrind on the cycle mode alone).
    uint32_t divisor = argc > 3 ? static_cast<uint32_t>(std::strtoul(argv[3], nullptr, 0)) : 1;
    try {
      return cycle_run(argv[2], divisor == 0 ? 1 : divisor);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "cutlm_fp_bench: cycle mode: error: %s\n", e.what());
      return 2;
    }
  }
  std::string only;
  uint64_t fixed_iterations = 0;
  bool native = true;
  bool cycle = true;
  uint32_t grid_divisor = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--kernel" && i + 1 < argc) {
      only = argv[++i];
    } else if (arg == "--iterations" && i + 1 < argc) {
      fixed_iterations = std::strtoull(argv[++i], nullptr, 0);
    } else if (arg == "--no-native") {
      native = false;
    } else if (arg == "--no-cycle") {
      cycle = false;
    } else if (arg == "--grid-divisor" && i + 1 < argc) {
      grid_divisor = static_cast<uint32_t>(std::strtoul(argv[++i], nullptr, 0));
      if (grid_divisor == 0) grid_divisor = 1;
    } else {
      std::fprintf(stderr,
                   "usage: cutlm_fp_bench [--kernel NAME] [--iterations N] [--no-native] "
                   "[--no-cycle] [--grid-divisor D]\n");
      return 2;
    }
  }
  try {
    std::printf("%-15s %9s %10s %11s | %11s %8s | %s\n", "kernel", "M wave/s", "M lane/s", "vs int",
                "native M/s", "native/x", "wave instructions, VALU");
    double int_rate = 0;
    for (const Kernel& k : kKernels) {
      if (!only.empty() && only != k.name) continue;
      const cutlm::Program program =
          cutlm::load_program(std::string(CUTLM_FP_BENCH_KERNELS) + "/" + k.file, false);
      uint64_t iterations = fixed_iterations;
      if (iterations == 0) {
        // Calibrate on a short run, then aim at about a third of a second.
        auto start = std::chrono::steady_clock::now();
        run_model(program, 2000);
        const double per = seconds_since(start) / 2000;
        iterations = static_cast<uint64_t>(0.33 / (per > 0 ? per : 1e-9)) + 1;
      }
      auto start = std::chrono::steady_clock::now();
      const cutlm::Stats stats = run_model(program, iterations);
      const double seconds = seconds_since(start);
      Rate model;
      model.wave_per_s = stats.instructions / seconds;
      model.lane_per_s = static_cast<double>(stats.valu_instructions) * kLanes / seconds;
      if (std::strcmp(k.name, "int_chains") == 0) int_rate = model.wave_per_s;

      Rate host;
      if (native) {
        const uint64_t native_iterations = iterations * 4;
        start = std::chrono::steady_clock::now();
        const uint64_t lane_ops = k.native(native_iterations);
        const double native_seconds = seconds_since(start);
        host.lane_per_s = lane_ops / native_seconds;
        host.wave_per_s = host.lane_per_s / kLanes;
      }
      std::printf("%-15s %9.2f %10.1f %10.2fx | %11.1f %7.0fx | %llu, %llu\n", k.name,
                  model.wave_per_s / 1e6, model.lane_per_s / 1e6,
                  int_rate > 0 ? model.wave_per_s / int_rate : 0.0, host.wave_per_s / 1e6,
                  native && model.lane_per_s > 0 ? host.lane_per_s / model.lane_per_s : 0.0,
                  static_cast<unsigned long long>(stats.instructions),
                  static_cast<unsigned long long>(stats.valu_instructions));
    }
    std::printf(
        "M wave/s: wave32 instructions per second (all lanes active); M lane/s: VALU lane "
        "operations; vs int: rate over int_chains'; native: the lane work in C++, as VALU "
        "instructions per second; native/x: how many times faster the host does the lane work\n");

    bool printed_header = false;
    for (const DispatchKernel& k : kDispatchKernels) {
      if (!only.empty() && only != k.name) continue;
      if (!printed_header) {
        std::printf("\n%-15s %9s %10s %11s | %11s %8s | %9s %8s | %s\n", "dispatch", "M wave/s",
                    "M lane/s", "vs int", "native M/s", "native/x", "cycle M/s", "cyc/fast",
                    "wave instructions, VALU, cycles");
        printed_header = true;
      }
      const std::string path = manifest_path(k);
      const cutlm::Manifest manifest = load_divided(path, grid_divisor);
      cutlm::Dispatch bare(manifest);
      cutlm::Executor executor;
      cutlm::FunctionalDispatcher runner(bare, executor);
      auto start = std::chrono::steady_clock::now();
      const cutlm::Stats stats = runner.run(kLimit);
      const double seconds = seconds_since(start);
      // Every wave of these grids has all its lanes active.
      const double lanes = bare.wave_size();
      Rate model;
      model.wave_per_s = stats.instructions / seconds;
      model.lane_per_s = static_cast<double>(stats.valu_instructions) * lanes / seconds;
      Rate host;
      if (native) {
        const double native_seconds = k.native(manifest);
        host.lane_per_s = static_cast<double>(stats.valu_instructions) * lanes / native_seconds;
        host.wave_per_s = host.lane_per_s / lanes;
      }
      double cycle_rate = 0;
      uint64_t cycles = 0;
      if (cycle) {
        const std::string command = std::string("'") + argv[0] + "' --cycle-run '" + path + "' " +
                                    std::to_string(grid_divisor);
        FILE* child = popen(command.c_str(), "r");
        if (child == nullptr) throw std::runtime_error("cannot start " + command);
        uint64_t cycle_instructions = 0;
        double cycle_seconds = 0;
        const int fields = std::fscanf(child, "CYCLE %" SCNu64 " %lf %" SCNu64, &cycle_instructions,
                                       &cycle_seconds, &cycles);
        if (pclose(child) != 0 || fields != 3) throw std::runtime_error("the cycle run failed");
        cycle_rate = cycle_instructions / cycle_seconds;
      }
      std::printf("%-15s %9.2f %10.1f %10.2fx | %11.1f %7.0fx | %9.2f %8.2f | %llu, %llu, %llu\n",
                  k.name, model.wave_per_s / 1e6, model.lane_per_s / 1e6,
                  int_rate > 0 ? model.wave_per_s / int_rate : 0.0, host.wave_per_s / 1e6,
                  native && model.lane_per_s > 0 ? host.lane_per_s / model.lane_per_s : 0.0,
                  cycle_rate / 1e6, cycle_rate > 0 ? cycle_rate / model.wave_per_s : 0.0,
                  static_cast<unsigned long long>(stats.instructions),
                  static_cast<unsigned long long>(stats.valu_instructions),
                  static_cast<unsigned long long>(cycles));
    }
    if (printed_header) {
      std::printf(
          "dispatch: the bare functional core; native: the same lane work in C++ (VALU "
          "instructions per second); cycle: the compute unit's cycle mode, cyc/fast its rate "
          "over the bare core's\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm_fp_bench: error: %s\n", e.what());
    return 1;
  }
}
