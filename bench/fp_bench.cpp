// The floating-point speed benchmark (not a timed test): small loop programs (bench/kernels/*.s)
// run on one wave32 through the bare functional runner, each printed as wave instructions/s and
// lane operations/s beside the same lane work done by native C++ (the host's limit) and the
// integer kernel of the same shape (issue 14's "half the integer rate" target).
// Usage: cutlm_fp_bench [--kernel NAME] [--iterations N] [--no-native]
//   --iterations fixes the loop count (for callgrind: deterministic instruction counts);
//   without it each kernel runs for about a third of a second.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/program.h"

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
};

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
  std::string only;
  uint64_t fixed_iterations = 0;
  bool native = true;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--kernel" && i + 1 < argc) {
      only = argv[++i];
    } else if (arg == "--iterations" && i + 1 < argc) {
      fixed_iterations = std::strtoull(argv[++i], nullptr, 0);
    } else if (arg == "--no-native") {
      native = false;
    } else {
      std::fprintf(stderr,
                   "usage: cutlm_fp_bench [--kernel NAME] [--iterations N] [--no-native]\n");
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
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cutlm_fp_bench: error: %s\n", e.what());
    return 1;
  }
}
