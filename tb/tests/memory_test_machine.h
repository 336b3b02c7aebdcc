// The machine the memory-instruction tests execute on and their oracles compare: a wave, one
// mapped global buffer, the LDS and each lane's private bytes, with the oracles' own
// little-endian reads and writes. Shared by memory_test (gfx1100) and memory_gfx12_test.
#pragma once

#include <mpfr.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "exec/memory.h"
#include "exec/wave_state.h"

namespace cutlm_test {

class TestMemory : public cutlm::WaveMemory {
 public:
  uint64_t base = 0x100000000ull;
  std::vector<uint8_t> global;
  std::vector<uint8_t> lds_bytes;
  std::vector<std::vector<uint8_t>> scratch;  // [lane]
  bool use_span = false;  // hand the executor direct spans of the buffer (its fast path)

  bool mapped(uint64_t a, unsigned n) const {
    return a >= base && a - base <= global.size() && global.size() - (a - base) >= n;
  }
  bool read_global(uint64_t a, void* out, unsigned n) override {
    if (!mapped(a, n)) return false;
    std::memcpy(out, global.data() + (a - base), n);
    return true;
  }
  bool write_global(uint64_t a, const void* data, unsigned n) override {
    if (!mapped(a, n)) return false;
    std::memcpy(global.data() + (a - base), data, n);
    return true;
  }
  uint8_t* global_span(uint64_t a, unsigned n) override {
    return use_span && mapped(a, n) ? global.data() + (a - base) : nullptr;
  }
  uint32_t lds_size() const override { return static_cast<uint32_t>(lds_bytes.size()); }
  uint8_t* lds() override { return lds_bytes.data(); }
  bool read_scratch(int lane, uint64_t offset, void* out, unsigned n) override {
    const auto& s = scratch[static_cast<std::size_t>(lane)];
    if (offset > s.size() || s.size() - offset < n) return false;
    std::memcpy(out, s.data() + offset, n);
    return true;
  }
  bool write_scratch(int lane, uint64_t offset, const void* data, unsigned n) override {
    auto& s = scratch[static_cast<std::size_t>(lane)];
    if (offset > s.size() || s.size() - offset < n) return false;
    std::memcpy(s.data() + offset, data, n);
    return true;
  }
};

inline uint64_t get_le(const uint8_t* p, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
  return v;
}
inline void set_le(uint8_t* p, uint64_t v, unsigned n) {
  for (unsigned i = 0; i < n; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}

// A whole machine: the wave and its memory, copied to make the oracle's expectation. The wave
// reaches the memory once a test sets wave.memory (a test of an instruction outside a
// dispatch leaves it null).
struct Machine {
  cutlm::WaveState wave;
  TestMemory mem;
  explicit Machine(int wave_size) : wave(wave_size) {}
  Machine(const Machine& o) : wave(o.wave), mem(o.mem) { wave.memory = &mem; }
  Machine& operator=(const Machine& o) {
    wave = o.wave;
    mem = o.mem;
    wave.memory = o.wave.memory != nullptr ? &mem : nullptr;
    return *this;
  }
  uint32_t& v(int reg, int lane) {
    return wave
        .vgpr_storage()[static_cast<std::size_t>(reg % 256) * 64 + static_cast<std::size_t>(lane)];
  }
  uint32_t& s(int code) { return wave.sreg_storage()[code]; }
  bool active(int lane) const { return (wave.exec() >> lane & 1) != 0; }
};

// Every register, global, LDS and scratch byte where two machines differ, one line each (the
// first 2,000 characters).
inline std::string differences(Machine& got, Machine& want) {
  std::string out;
  auto add = [&](const std::string& line) {
    if (out.size() < 2000) out += line + "\n";
  };
  char buf[200];
  for (int r = 0; r < 256; ++r) {
    for (int lane = 0; lane < 64; ++lane) {
      if (got.v(r, lane) != want.v(r, lane)) {
        std::snprintf(buf, sizeof buf, "v%d lane %d: got 0x%08x want 0x%08x", r, lane,
                      got.v(r, lane), want.v(r, lane));
        add(buf);
      }
    }
  }
  for (int code = 0; code < 128; ++code) {
    if (got.s(code) != want.s(code)) {
      std::snprintf(buf, sizeof buf, "sreg %d: got 0x%08x want 0x%08x", code, got.s(code),
                    want.s(code));
      add(buf);
    }
  }
  for (std::size_t i = 0; i < want.mem.global.size(); ++i) {
    if (got.mem.global[i] != want.mem.global[i]) {
      std::snprintf(buf, sizeof buf, "global +0x%zx: got 0x%02x want 0x%02x", i, got.mem.global[i],
                    want.mem.global[i]);
      add(buf);
    }
  }
  for (std::size_t i = 0; i < want.mem.lds_bytes.size(); ++i) {
    if (got.mem.lds_bytes[i] != want.mem.lds_bytes[i]) {
      std::snprintf(buf, sizeof buf, "lds 0x%zx: got 0x%02x want 0x%02x", i, got.mem.lds_bytes[i],
                    want.mem.lds_bytes[i]);
      add(buf);
    }
  }
  for (int lane = 0; lane < 64; ++lane) {
    const auto& g = got.mem.scratch[static_cast<std::size_t>(lane)];
    const auto& w = want.mem.scratch[static_cast<std::size_t>(lane)];
    for (std::size_t i = 0; i < w.size(); ++i) {
      if (g[i] != w[i]) {
        std::snprintf(buf, sizeof buf, "scratch lane %d +0x%zx: got 0x%02x want 0x%02x", lane, i,
                      g[i], w[i]);
        add(buf);
      }
    }
  }
  return out;
}

// MPFR's exponent range set for the oracles' float sums while it lives, then restored.
struct MpfrRange {
  mpfr_exp_t saved_min = mpfr_get_emin(), saved_max = mpfr_get_emax();
  MpfrRange(mpfr_exp_t emin, mpfr_exp_t emax) {
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
  }
  ~MpfrRange() {
    mpfr_set_emin(saved_min);
    mpfr_set_emax(saved_max);
  }
};

// An instruction name's parts between underscores ("global_load_b32": global, load, b32).
inline std::vector<std::string> name_tokens(const std::string& name) {
  std::vector<std::string> out(1);
  for (char ch : name) {
    if (ch == '_') {
      out.emplace_back();
    } else {
      out.back() += ch;
    }
  }
  return out;
}
inline bool has_token(const std::string& name, const std::string& token) {
  for (const std::string& t : name_tokens(name)) {
    if (t == token) return true;
  }
  return false;
}

// CUTLM_LONG=1: the long runs' case counts.
inline bool long_run() {
  const char* v = std::getenv("CUTLM_LONG");
  return v != nullptr && std::string(v) == "1";
}

}  // namespace cutlm_test
