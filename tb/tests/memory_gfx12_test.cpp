// RDNA4 (gfx1200) memory instructions: every VBUFFER operation, the new SMEM loads and
// prefetches, the new DS atomics, the new FLAT/GLOBAL atomics, the block and transposing loads.
// Every instruction word comes from llvm-mc-19 -mcpu=gfx1200 (written here as assembly with random
// registers, offsets and modifiers), runs through the real decoder and executor on a random wave
// (wave32 and wave64, random EXEC) against a memory written here, and the whole state is compared
// with what this file's oracles predict. The oracles take what an instruction does from its name
// and from the definitions they cite (buffer addressing and range checks as Mesa's
// ac_build_buffer_descriptor states the OOB_SELECT modes for GFX11+; IEEE 754-2019
// minimumNumber/maximumNumber; sums rounded by GNU MPFR), and share no code with the model.
//
// The last tests build OpenCL kernels with clang-19 -mcpu=gfx1200 that use these instructions
// (raw buffer loads and stores, sub-dword scalar loads, ds_min_num_rtn_f32, global packed bf16
// and f16 adds) and run them through `cutlm dispatch` in both timing modes, their `expect`
// values computed here.
//
// Cases per instruction: CUTLM_LONG=1 runs more (printed by each test).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/memory.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "memory_test_machine.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

namespace isa = cutlm::isa;
using cutlm::WaveState;
using Rng = std::mt19937_64;
using cutlm_test::differences;
using cutlm_test::get_le;
using cutlm_test::has_token;
using cutlm_test::long_run;
using cutlm_test::Machine;
using cutlm_test::MpfrRange;
using cutlm_test::set_le;

int trials(int normal, int long_count, const char* what) {
  const int n = long_run() ? long_count : normal;
  std::printf("[ cases    ] %s: %d random cases per instruction\n", what, n);
  return n;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

Machine random_machine(Rng& rng, int wave_size, std::size_t global_bytes = 32768) {
  Machine m(wave_size);
  m.wave.memory = &m.mem;
  for (int r = 0; r < 256; ++r) {
    for (int lane = 0; lane < 64; ++lane) m.v(r, lane) = static_cast<uint32_t>(rng());
  }
  for (int code = 0; code < 106; ++code) m.s(code) = static_cast<uint32_t>(rng());
  m.s(125) = static_cast<uint32_t>(rng());  // M0
  m.mem.base = 0x200000000ull + (rng() % 16) * 0x100000;
  m.mem.global.resize(global_bytes);
  for (auto& b : m.mem.global) b = static_cast<uint8_t>(rng());
  m.mem.lds_bytes.resize(4096);
  for (auto& b : m.mem.lds_bytes) b = static_cast<uint8_t>(rng());
  m.mem.scratch.assign(64, std::vector<uint8_t>(512));
  for (auto& lane : m.mem.scratch) {
    for (auto& b : lane) b = static_cast<uint8_t>(rng());
  }
  const int pick = static_cast<int>(rng() % 6);
  uint64_t exec = pick == 0 ? ~0ull : pick == 1 ? 0 : rng();
  if (wave_size == 32) exec &= 0xFFFFFFFFull;
  m.wave.set_exec(exec);
  return m;
}

cutlm::Executor& executor() {
  static cutlm::Executor ex;
  return ex;
}

// Assembles lines with llvm-mc-19 -mcpu=gfx1200; one encoding per line.
std::vector<std::vector<uint8_t>> assemble(const std::vector<std::string>& lines) {
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, false, &errors, "", "gfx1200");
  EXPECT_TRUE(errors.empty()) << errors;
  EXPECT_EQ(encoded.size(), lines.size());
  std::vector<std::vector<uint8_t>> out;
  for (const auto& e : encoded) out.push_back(e.bytes);
  return out;
}

cutlm::DecodedInst decode12(const std::vector<uint8_t>& bytes, bool wave64) {
  return cutlm::decode(bytes.data(), bytes.size(), wave64, cutlm::DecodeMode::Execute,
                       isa::Arch::Gfx1200);
}

// Runs `bytes` on `got` and compares the whole state with `want`.
void expect_case(Machine& got, Machine& want, const std::vector<uint8_t>& bytes,
                 const std::string& line) {
  const cutlm::DecodedInst d = decode12(bytes, got.wave.wave64());
  ASSERT_TRUE(d.valid()) << line << ": " << d.error;
  cutlm::CommitLog log;
  log.record_accesses = true;
  executor().step(d, got.wave, &log);
  const std::string diff = differences(got, want);
  EXPECT_TRUE(diff.empty()) << line << " (wave" << got.wave.wave_size() << ", exec "
                            << hex(got.wave.exec()) << ")\n"
                            << diff;
}

std::string vregs(unsigned first, unsigned count) {
  if (count == 1) return "v" + std::to_string(first);
  return "v[" + std::to_string(first) + ":" + std::to_string(first + count - 1) + "]";
}
std::string sregs(unsigned first, unsigned count) {
  if (count == 1) return "s" + std::to_string(first);
  return "s[" + std::to_string(first) + ":" + std::to_string(first + count - 1) + "]";
}

// ---------------------------------------------------------------------------------------------
// Float oracles.

// A binary format: total width, fraction bits, exponent bits.
struct Binary {
  unsigned width, fraction, exponent;
  uint64_t sign() const { return 1ull << (width - 1); }
  uint64_t exp_mask() const { return ((1ull << exponent) - 1) << fraction; }
  uint64_t quiet_bit() const { return 1ull << (fraction - 1); }
  bool nan(uint64_t x) const {
    return (x & exp_mask()) == exp_mask() && (x & (quiet_bit() * 2 - 1));
  }
  bool inf(uint64_t x) const { return (x & ~sign()) == exp_mask(); }
  bool zero(uint64_t x) const { return (x & ~sign()) == 0; }
  int bias() const { return (1 << (exponent - 1)) - 1; }
  // The value as a double (exact for f16, bf16, f32, f64 finite values).
  double value(uint64_t x) const {
    const bool neg = (x & sign()) != 0;
    const uint64_t e = (x & exp_mask()) >> fraction;
    const uint64_t f = x & ((1ull << fraction) - 1);
    double v;
    if (e == (1ull << exponent) - 1) {
      v = f != 0 ? std::nan("") : INFINITY;
    } else if (e == 0) {
      v = std::ldexp(static_cast<double>(f), 1 - bias() - static_cast<int>(fraction));
    } else {
      v = std::ldexp(static_cast<double>(f | 1ull << fraction),
                     static_cast<int>(e) - bias() - static_cast<int>(fraction));
    }
    return neg ? -v : v;
  }
  // The pattern of a double this format holds exactly (or an infinity).
  uint64_t pattern(double v) const {
    const uint64_t s = std::signbit(v) ? sign() : 0;
    v = std::fabs(v);
    if (std::isinf(v)) return s | exp_mask();
    if (v == 0) return s;
    int e2 = 0;
    std::frexp(v, &e2);
    const int e = e2 - 1;
    const int min_e = 1 - bias();
    if (e < min_e) {
      return s | static_cast<uint64_t>(std::ldexp(v, static_cast<int>(fraction) - min_e));
    }
    const uint64_t f =
        static_cast<uint64_t>(std::ldexp(v, static_cast<int>(fraction) - e)) - (1ull << fraction);
    return s | static_cast<uint64_t>(e + bias()) << fraction | f;
  }
};
const Binary kF16{16, 10, 5};
const Binary kBF16{16, 7, 8};
const Binary kF32{32, 23, 8};
const Binary kF64{64, 52, 11};

// a + b correctly rounded to nearest even (GNU MPFR, subnormals kept); a NaN operand gives the
// first NaN quieted, inf - inf the negative default NaN.
uint64_t add_oracle(const Binary& f, uint64_t a, uint64_t b) {
  if (f.nan(a)) return a | f.quiet_bit();
  if (f.nan(b)) return b | f.quiet_bit();
  if (f.inf(a) && f.inf(b) && a != b) return f.sign() | f.exp_mask() | f.quiet_bit();
  const int p = static_cast<int>(f.fraction) + 1;
  // MPFR's exponents: x = m * 2^e with m in [0.5, 1); the smallest normal is 2^(1 - bias).
  const mpfr_exp_t emax = f.bias() + 1;
  const mpfr_exp_t emin = 2 - f.bias() - p;
  MpfrRange range(emin, emax);
  mpfr_t x, y, r;
  mpfr_inits2(p, x, y, r, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(x, f.value(a), MPFR_RNDN);
  mpfr_set_d(y, f.value(b), MPFR_RNDN);
  int t = mpfr_add(r, x, y, MPFR_RNDN);
  t = mpfr_check_range(r, t, MPFR_RNDN);
  mpfr_subnormalize(r, t, MPFR_RNDN);
  const double d = mpfr_get_d(r, MPFR_RNDN);  // MPFR gives an exact zero sum IEEE's sign
  mpfr_clears(x, y, r, static_cast<mpfr_ptr>(nullptr));
  return f.pattern(d);
}

// IEEE 754-2019 minimumNumber / maximumNumber with the data first: a NaN beside a number gives
// the number; two NaNs give the data quieted; -0 orders below +0; equal values keep memory's.
uint64_t min_max_number(const Binary& f, uint64_t mem, uint64_t data, bool max) {
  if (f.nan(data) && f.nan(mem)) return data | f.quiet_bit();
  if (f.nan(data)) return mem;
  if (f.nan(mem)) return data;
  const double d = f.value(data), m = f.value(mem);
  bool take;
  if (d == 0 && m == 0) {
    take = max ? (!std::signbit(d) && std::signbit(m)) : (std::signbit(d) && !std::signbit(m));
  } else {
    take = max ? d > m : d < m;
  }
  return take ? data : mem;
}

// ---------------------------------------------------------------------------------------------
// What an atomic does to memory, from its name.

struct Atomic {
  std::string op;    // SWAP, CMPSWAP, ADD, SUB_CLAMP, COND_SUB, MIN_NUM, PK_ADD, ...
  std::string type;  // U32, I64, F32, F16, BF16, B32, ...
  unsigned bytes = 4;
  bool two_values() const { return op == "CMPSWAP"; }
};

Atomic atomic_of(const std::string& name) {
  std::vector<std::string> t = cutlm_test::name_tokens(name);
  std::vector<std::string> kept;
  for (const std::string& x : t) {
    if (x != "RTN") kept.push_back(x);
  }
  Atomic a;
  a.type = kept.back();
  a.bytes = a.type.substr(a.type.size() - 2) == "64" ? 8 : 4;
  // The operation: the tokens after ATOMIC (global/flat/buffer) or after DS, before the type.
  std::size_t first = 1;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    if (kept[i] == "ATOMIC") first = i + 1;
  }
  for (std::size_t i = first; i + 1 < kept.size(); ++i) a.op += (a.op.empty() ? "" : "_") + kept[i];
  return a;
}

uint64_t atomic_oracle(const Atomic& a, uint64_t old, uint64_t d, uint64_t d2) {
  const bool wide = a.bytes == 8;
  const uint64_t mask = wide ? ~0ull : 0xFFFFFFFFull;
  old &= mask;
  d &= mask;
  d2 &= mask;
  auto sgn = [&](uint64_t v) {
    return wide ? static_cast<int64_t>(v) : static_cast<int64_t>(static_cast<int32_t>(v));
  };
  const std::string& op = a.op;
  if (op == "SWAP") return d;
  if (op == "CMPSWAP") return old == d2 ? d : old;
  if (op == "ADD" && a.type == "F32") return add_oracle(kF32, old, d);
  if (op == "ADD") return (old + d) & mask;
  if (op == "SUB") return (old - d) & mask;
  if (op == "SUB_CLAMP") return old < d ? 0 : old - d;
  if (op == "COND_SUB") return old >= d ? old - d : old;
  if (op == "MIN" || op == "MAX") {
    const bool take = a.type[0] == 'I' ? (op == "MIN" ? sgn(d) < sgn(old) : sgn(d) > sgn(old))
                                       : (op == "MIN" ? d < old : d > old);
    return take ? d : old;
  }
  if (op == "MIN_NUM" || op == "MAX_NUM")
    return min_max_number(wide ? kF64 : kF32, old, d, op == "MAX_NUM");
  if (op == "AND") return old & d;
  if (op == "OR") return old | d;
  if (op == "XOR") return old ^ d;
  if (op == "INC") return old >= d ? 0 : old + 1;
  if (op == "DEC") return old == 0 || old > d ? d : old - 1;
  if (op == "PK_ADD") {
    const Binary& f = a.type == "F16" ? kF16 : kBF16;
    uint64_t out = 0;
    for (unsigned h = 0; h < 32; h += 16)
      out |= add_oracle(f, old >> h & 0xFFFF, d >> h & 0xFFFF) << h;
    return out;
  }
  ADD_FAILURE() << "no oracle for atomic " << op << " " << a.type;
  return old;
}

// An operand value reaching the interesting cases for the old value in memory.
uint64_t interesting(Rng& rng, const Atomic& a, uint64_t old) {
  const uint64_t mask = a.bytes == 8 ? ~0ull : 0xFFFFFFFFull;
  auto half = [&](const Binary& f) -> uint64_t {
    switch (rng() % 9) {
      case 0: return f.exp_mask() | f.quiet_bit();                  // quiet NaN
      case 1: return f.exp_mask() | 1;                              // signalling NaN
      case 2: return f.exp_mask() | (rng() % 2 ? f.sign() : 0);     // infinities
      case 3: return rng() % 2 ? f.sign() : 0;                      // zeros
      case 4: return (rng() % 3 + 1) | (rng() % 2 ? f.sign() : 0);  // denormals
      case 5: return f.exp_mask() - 1;                              // largest finite
      default: return rng() & 0xFFFF;
    }
  };
  if (a.op == "PK_ADD") {
    const Binary& f = a.type == "F16" ? kF16 : kBF16;
    if (rng() % 4 == 0) return old ^ f.sign();  // x + -x
    return half(f) | half(f) << 16;
  }
  switch (rng() % 7) {
    case 0: return old;
    case 1: return 0;
    case 2: return (old + 1) & mask;
    case 3:
      if (a.type[0] == 'F') {
        static const uint32_t k32[] = {0x7FC00000u, 0x7F800001u, 0xFF800000u, 0x7F800000u,
                                       0x80000000u, 0,           0x00000001u, 0x807FFFFFu};
        static const uint64_t k64[] = {0x7FF8000000000000ull,
                                       0x7FF0000000000001ull,
                                       0xFFF0000000000000ull,
                                       0x8000000000000000ull,
                                       0,
                                       1};
        return a.bytes == 8 ? k64[rng() % 6] : k32[rng() % 8];
      }
      return mask;
    case 4: return old ^ (a.bytes == 8 ? 1ull << 63 : 1ull << 31);  // the other sign, or -0
    default: return rng() & mask;
  }
}

// Memory old values that meet the operands often: NaNs, zeros, copies.
void seed_memory_value(Rng& rng, uint8_t* at, const Atomic& a) {
  if (rng() % 3 != 0) return;
  Atomic fake = a;
  const uint64_t v = interesting(rng, fake, get_le(at, a.bytes));
  set_le(at, v, a.bytes);
}

// ---------------------------------------------------------------------------------------------
// VBUFFER

struct Resource {
  uint64_t base;
  uint32_t stride;
  uint32_t num_records;
  bool add_tid;
  unsigned index_stride_code;
  unsigned oob;
  unsigned format;
  uint32_t words[4];
};

// A resource with swizzling off (gfx11's word layout, which gfx12 keeps: see the model's
// isa/gfx1200_execution.json): base [47:0], stride [61:48]; NUM_RECORDS; format [17:12],
// index stride [22:21], add-tid [23], OOB_SELECT [29:28].
Resource random_resource(Rng& rng, const Machine& m, unsigned align) {
  Resource r;
  r.base = m.mem.base + 1024 + (rng() % 64) * align;
  static const uint32_t kStrides[] = {0, 8, 16, 24, 32, 64};
  r.stride = kStrides[rng() % 6];
  r.oob = static_cast<unsigned>(rng() % 4);
  r.num_records = static_cast<uint32_t>(rng() % 2 == 0 ? rng() % 64 : rng() % 4096);
  r.add_tid = rng() % 4 == 0;
  r.index_stride_code = static_cast<unsigned>(rng() % 4);
  r.format = static_cast<unsigned>(rng() % 64);
  r.words[0] = static_cast<uint32_t>(r.base);
  r.words[1] = static_cast<uint32_t>(r.base >> 32 & 0xFFFF) | r.stride << 16;
  r.words[2] = r.num_records;
  r.words[3] = r.format << 12 | r.index_stride_code << 21 | (r.add_tid ? 1u : 0u) << 23 |
               r.oob << 28 | static_cast<uint32_t>(rng() % 16) << 24;  // gfx12's new bits
  return r;
}

struct BufferCase {
  unsigned vdata, vaddr, rsrc;
  std::string soffset_text;
  uint32_t soffset;
  int32_t ioffset;
  bool offen, idxen, tfe, returns;
};

// The documented range check of one piece (payload bytes at byte `offset` of record `index`).
bool buffer_in_range(const Resource& r, uint64_t index, uint64_t offset, unsigned payload) {
  switch (r.oob) {
    case 0: return index < r.num_records && offset + payload <= r.stride;
    case 1: return index < r.num_records;
    case 2: return r.num_records != 0;
    default: return index * r.stride + offset + payload <= r.num_records;
  }
}

TEST(MemoryGfx12, VbufferUntypedEveryInstruction) {
  const int n = trials(4, 200, "VBUFFER loads, stores, atomics");
  Rng rng(1200);
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(isa::Arch::Gfx1200, &count);
  int checked = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& info = all[i];
    const std::string name = info.name;
    if (info.format != isa::Format::VBUFFER || has_token(name, "FORMAT")) continue;
    const bool load = has_token(name, "LOAD");
    const bool store = has_token(name, "STORE");
    const bool atomic = has_token(name, "ATOMIC");
    ASSERT_TRUE(load || store || atomic) << name;
    // Loads and stores: bytes, sign, and which half a d16 form uses.
    unsigned bytes = 4;
    bool sign = false;
    for (const std::string& t : cutlm_test::name_tokens(name)) {
      if (t == "U8" || t == "I8" || t == "B8") bytes = 1;
      if (t == "U16" || t == "I16" || t == "B16") bytes = 2;
      if (t == "B32") bytes = 4;
      if (t == "B64") bytes = 8;
      if (t == "B96") bytes = 12;
      if (t == "B128") bytes = 16;
      if (t == "I8" || t == "I16") sign = true;
    }
    const bool d16 = has_token(name, "D16");
    const bool hi = has_token(name, "HI");
    const Atomic at = atomic ? atomic_of(name) : Atomic{};
    for (int trial = 0; trial < n; ++trial) {
      for (int wave_size : {32, 64}) {
        Machine m = random_machine(rng, wave_size);
        BufferCase c{};
        const unsigned align = atomic ? at.bytes : 4;
        const Resource r = random_resource(rng, m, 8);
        c.rsrc = static_cast<unsigned>(rng() % 25) * 4;  // s[0:3] .. s[96:99]
        for (int k = 0; k < 4; ++k) m.s(static_cast<int>(c.rsrc) + k) = r.words[k];
        c.offen = rng() % 2 == 0;
        c.idxen = rng() % 2 == 0;
        c.tfe = load && !d16 && bytes >= 4 && rng() % 3 == 0;
        c.returns = atomic && rng() % 2 == 0;
        const unsigned data_dwords =
            atomic ? at.bytes / 4 * (at.two_values() ? 2 : 1) : (bytes + 3) / 4 + (c.tfe ? 1 : 0);
        c.vdata = 100 + static_cast<unsigned>(rng() % 100);
        c.vaddr = 10 + static_cast<unsigned>(rng() % 80);
        // soffset: an SGPR (not the resource's), M0 or null.
        const int pick = static_cast<int>(rng() % 3);
        uint32_t soffset = static_cast<uint32_t>(rng() % 256) * align;
        if (pick == 0) {
          unsigned reg = 100 + static_cast<unsigned>(rng() % 5);
          c.soffset_text = "s" + std::to_string(reg);
          m.s(static_cast<int>(reg)) = soffset;
        } else if (pick == 1) {
          c.soffset_text = "m0";
          m.s(125) = soffset;
        } else {
          c.soffset_text = "null";
          soffset = 0;
        }
        c.soffset = soffset;
        c.ioffset = static_cast<int32_t>(rng() % 64 * align);
        // A large offset only where the range check keeps it inside the memory (OOB_SELECT 0
        // and 3 check the offset; 1 and 2 do not).
        if ((r.oob == 0 || r.oob == 3) && rng() % 6 == 0) {
          c.ioffset = static_cast<int32_t>(rng() % 0x800000 / align * align);
        }
        if (c.offen && rng() % 6 == 0) c.ioffset = -static_cast<int32_t>((rng() % 8 + 1) * align);
        // Per lane: index and offset VGPRs; a negative instruction offset gets a VGPR offset
        // at least as large, so that no lane leaves the mapped memory.
        for (int lane = 0; lane < 64; ++lane) {
          if (c.idxen) m.v(static_cast<int>(c.vaddr), lane) = static_cast<uint32_t>(rng() % 72);
          if (c.offen) {
            m.v(static_cast<int>(c.vaddr + (c.idxen ? 1 : 0)), lane) =
                static_cast<uint32_t>(rng() % 96 * align + 64 * align);
          }
        }
        std::string line = std::string(info.mnemonic) + " " + vregs(c.vdata, data_dwords) + ", ";
        line += c.idxen && c.offen   ? vregs(c.vaddr, 2)
                : c.idxen || c.offen ? vregs(c.vaddr, 1)
                                     : std::string("off");
        line += ", " + sregs(c.rsrc, 4) + ", " + c.soffset_text;
        if (c.idxen) line += " idxen";
        if (c.offen) line += " offen";
        if (c.ioffset != 0) line += " offset:" + std::to_string(c.ioffset);
        if (c.tfe) line += " tfe";
        if (c.returns) line += " th:TH_ATOMIC_RETURN";
        // Atomic operands and old values that meet.
        if (atomic) {
          for (int lane = 0; lane < 64; ++lane) {
            for (unsigned k = 0; k < data_dwords; k += at.bytes / 4) {
              const uint64_t v = interesting(rng, at, rng());
              m.v(static_cast<int>(c.vdata + k), lane) = static_cast<uint32_t>(v);
              if (at.bytes == 8)
                m.v(static_cast<int>(c.vdata + k + 1), lane) = static_cast<uint32_t>(v >> 32);
            }
          }
          for (std::size_t b = 0; b + at.bytes <= m.mem.global.size(); b += at.bytes)
            seed_memory_value(rng, m.mem.global.data() + b, at);
        }
        const auto encoded = assemble({line});
        if (encoded.empty()) return;
        // The oracle.
        Machine want = m;
        for (int lane = 0; lane < wave_size; ++lane) {
          if (!want.active(lane)) continue;
          uint64_t index = c.idxen ? want.v(static_cast<int>(c.vaddr), lane) : 0;
          if (r.add_tid) index += static_cast<unsigned>(lane);
          const uint32_t voff =
              c.offen ? m.v(static_cast<int>(c.vaddr + (c.idxen ? 1 : 0)), lane) : 0;
          const uint64_t offset = static_cast<uint32_t>(voff + static_cast<uint32_t>(c.ioffset));
          auto address = [&](uint64_t off) { return r.base + c.soffset + index * r.stride + off; };
          uint8_t* mem = want.mem.global.data();
          auto at_mem = [&](uint64_t a) { return mem + (a - want.mem.base); };
          if (load) {
            uint8_t data[16] = {};
            bool failed = false;
            for (unsigned piece = 0; piece < bytes; piece += 4) {
              const unsigned nb = bytes - piece < 4 ? bytes - piece : 4;
              if (buffer_in_range(r, index, offset + piece, nb)) {
                std::memcpy(data + piece, at_mem(address(offset + piece)), nb);
              } else {
                failed = true;
              }
            }
            const int vd = static_cast<int>(c.vdata);
            if (bytes >= 4) {
              for (unsigned k = 0; k < bytes / 4; ++k)
                want.v(vd + static_cast<int>(k), lane) =
                    static_cast<uint32_t>(get_le(data + 4 * k, 4));
            } else {
              uint32_t value = static_cast<uint32_t>(get_le(data, bytes));
              if (sign)
                value = bytes == 1 ? static_cast<uint32_t>(static_cast<int8_t>(value))
                                   : static_cast<uint32_t>(static_cast<int16_t>(value));
              if (!d16) {
                want.v(vd, lane) = value;
              } else if (hi) {
                want.v(vd, lane) = (want.v(vd, lane) & 0xFFFF) | value << 16;
              } else {
                want.v(vd, lane) = (want.v(vd, lane) & 0xFFFF0000u) | (value & 0xFFFF);
              }
            }
            if (c.tfe) want.v(vd + static_cast<int>(bytes / 4), lane) = failed ? 1 : 0;
          } else if (store) {
            uint8_t data[16];
            for (unsigned k = 0; k < (bytes + 3) / 4; ++k)
              set_le(data + 4 * k, want.v(static_cast<int>(c.vdata + k), lane), 4);
            if (hi) set_le(data, want.v(static_cast<int>(c.vdata), lane) >> 16, 2);
            for (unsigned piece = 0; piece < bytes; piece += 4) {
              const unsigned nb = bytes - piece < 4 ? bytes - piece : 4;
              if (buffer_in_range(r, index, offset + piece, nb))
                std::memcpy(at_mem(address(offset + piece)), data + piece, nb);
            }
          } else {
            auto value = [&](unsigned reg) {
              uint64_t v = want.v(static_cast<int>(reg), lane);
              if (at.bytes == 8)
                v |= static_cast<uint64_t>(want.v(static_cast<int>(reg + 1), lane)) << 32;
              return v;
            };
            const uint64_t d = value(c.vdata);
            const uint64_t d2 = at.two_values() ? value(c.vdata + at.bytes / 4) : 0;
            uint64_t old = 0;
            if (buffer_in_range(r, index, offset, at.bytes)) {
              uint8_t* p = at_mem(address(offset));
              old = get_le(p, at.bytes);
              set_le(p, atomic_oracle(at, old, d, d2), at.bytes);
            }
            if (c.returns) {
              want.v(static_cast<int>(c.vdata), lane) = static_cast<uint32_t>(old);
              if (at.bytes == 8)
                want.v(static_cast<int>(c.vdata + 1), lane) = static_cast<uint32_t>(old >> 32);
            }
          }
        }
        expect_case(m, want, encoded[0],
                    line + " oob " + std::to_string(r.oob) + " stride " + std::to_string(r.stride) +
                        " records " + std::to_string(r.num_records));
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
  EXPECT_EQ(checked, 55 * 2 * n);  // every VBUFFER operation without a format
}

// The format forms: a TBUFFER_* operation takes its format from the instruction, a
// BUFFER_*_FORMAT_* one from the resource; the integer formats 8, 16 and 32 (UINT) and
// 8_8_8_8 (UINT) load and store their components as they are.
TEST(MemoryGfx12, VbufferFormatFromInstructionOrResource) {
  const int n = trials(6, 300, "VBUFFER format forms");
  struct Fmt {
    const char* name;
    unsigned number;  // gfx11/gfx12 unified format number (llvm-mc-19 agrees: checked below)
    unsigned components, bits;
  };
  const Fmt kFormats[] = {{"BUF_FMT_8_UINT", 5, 1, 8},
                          {"BUF_FMT_16_UINT", 11, 1, 16},
                          {"BUF_FMT_32_UINT", 20, 1, 32},
                          {"BUF_FMT_8_8_8_8_UINT", 46, 4, 8}};
  // The numbers as llvm-mc-19 encodes them in the instruction's format field (bits [61:55]).
  for (const Fmt& f : kFormats) {
    const auto e = assemble(
        {std::string("tbuffer_load_format_x v1, off, s[4:7], s3 format:[") + f.name + "]"});
    ASSERT_EQ(e.size(), 1u);
    const uint32_t word1 = static_cast<uint32_t>(get_le(e[0].data() + 4, 4));
    ASSERT_EQ(word1 >> 23 & 0x7F, f.number) << f.name;
  }
  Rng rng(1201);
  int checked = 0;
  for (int trial = 0; trial < n; ++trial) {
    for (bool typed : {true, false}) {
      for (bool is_load : {true, false}) {
        const int wave_size = trial % 2 == 0 ? 32 : 64;
        Machine m = random_machine(rng, wave_size);
        const Fmt& f = kFormats[rng() % 4];
        const Fmt& other = kFormats[rng() % 4];
        Resource r = random_resource(rng, m, 8);
        r.oob = 3;
        r.stride = 0;
        r.add_tid = false;
        r.num_records = static_cast<uint32_t>(rng() % 512);
        r.format = typed ? other.number : f.number;
        r.words[1] = static_cast<uint32_t>(r.base >> 32 & 0xFFFF);
        r.words[2] = r.num_records;
        r.words[3] = r.format << 12 | 3u << 28;
        for (int k = 0; k < 4; ++k) m.s(8 + k) = r.words[k];
        const unsigned comps = f.components == 4 ? 4 : 1;
        const std::string suffix = comps == 4 ? "xyzw" : "x";
        std::string line = std::string(typed ? "tbuffer_" : "buffer_") +
                           (is_load ? "load" : "store") + "_format_" + suffix + " " +
                           vregs(20, comps) + ", v1, s[8:11], null";
        if (typed) line += std::string(" format:[") + f.name + "]";
        line += " offen";
        for (int lane = 0; lane < 64; ++lane) m.v(1, lane) = static_cast<uint32_t>(rng() % 128 * 4);
        const auto e = assemble({line});
        ASSERT_EQ(e.size(), 1u);
        Machine want = m;
        const unsigned element = f.components * f.bits / 8;
        for (int lane = 0; lane < wave_size; ++lane) {
          if (!want.active(lane)) continue;
          const uint64_t off = want.v(1, lane);
          const bool ok = off + element <= r.num_records;
          uint8_t* p = want.mem.global.data() + (r.base + off - want.mem.base);
          for (unsigned k = 0; k < comps; ++k) {
            const unsigned nbytes = f.bits / 8;
            if (is_load) {
              // Out of range every component the format has reads 0; a missing W reads 1.
              want.v(20 + static_cast<int>(k), lane) =
                  k < f.components
                      ? (ok ? static_cast<uint32_t>(get_le(p + k * nbytes, nbytes)) : 0u)
                  : k == 3 ? 1u
                           : 0u;
            } else if (ok && k < f.components) {
              set_le(p + k * nbytes, want.v(20 + static_cast<int>(k), lane), nbytes);
            }
          }
        }
        expect_case(m, want, e[0], line + " (resource format " + std::to_string(r.format) + ")");
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
}

// ---------------------------------------------------------------------------------------------
// SMEM

TEST(MemoryGfx12, SmemB96SubDwordLoadsAndPrefetches) {
  const int n = trials(20, 1000, "SMEM b96, sub-dword loads, prefetches");
  Rng rng(1202);
  struct Form {
    const char* mnemonic;
    unsigned bytes;  // 12 for b96
    bool sign, buffer;
  };
  const Form kForms[] = {
      {"s_load_b96", 12, false, false},      {"s_buffer_load_b96", 12, false, true},
      {"s_load_u8", 1, false, false},        {"s_load_i8", 1, true, false},
      {"s_load_u16", 2, false, false},       {"s_load_i16", 2, true, false},
      {"s_buffer_load_u8", 1, false, true},  {"s_buffer_load_i8", 1, true, true},
      {"s_buffer_load_u16", 2, false, true}, {"s_buffer_load_i16", 2, true, true}};
  int checked = 0;
  for (int trial = 0; trial < n; ++trial) {
    for (const Form& form : kForms) {
      Machine m = random_machine(rng, trial % 2 == 0 ? 32 : 64, 8192);
      const unsigned align = form.bytes == 12 ? 4 : 1;
      // Base: an SGPR pair (s_load) or a resource s[4:7] (s_buffer_load).
      const uint64_t base = m.mem.base + 2048 + rng() % 256 * align;
      const uint32_t num_records = static_cast<uint32_t>(rng() % 1200);
      if (form.buffer) {
        m.s(4) = static_cast<uint32_t>(base);
        m.s(5) = static_cast<uint32_t>(base >> 32 & 0xFFFF) | static_cast<uint32_t>(rng()) << 16;
        m.s(6) = num_records;
      } else {
        m.s(2) = static_cast<uint32_t>(base);
        m.s(3) = static_cast<uint32_t>(base >> 32);
      }
      // Negative offsets for s_load only: a buffer offset is 32-bit arithmetic whose wrap the
      // guide does not spell out.
      const int32_t imm = static_cast<int32_t>(rng() % 512 * align) -
                          (form.buffer ? 0 : 256 * static_cast<int32_t>(align));
      const int pick = static_cast<int>(rng() % 3);
      uint32_t soff = static_cast<uint32_t>(rng() % 256 * align);
      std::string soff_text;
      if (pick == 0) {
        soff_text = "s9";
        m.s(9) = soff;
      } else if (pick == 1) {
        soff_text = "m0";
        m.s(125) = soff;
      } else {
        soff_text = "null";
        soff = 0;
      }
      const unsigned sdata = form.bytes == 12 ? 12 + static_cast<unsigned>(rng() % 20) * 4
                                              : 12 + static_cast<unsigned>(rng() % 80);
      const unsigned dwords = form.bytes == 12 ? 3 : 1;
      const std::string line = std::string(form.mnemonic) + " " + sregs(sdata, dwords) + ", " +
                               (form.buffer ? "s[4:7]" : "s[2:3]") + ", " + soff_text +
                               " offset:" + std::to_string(imm);
      const auto e = assemble({line});
      ASSERT_EQ(e.size(), 1u);
      Machine want = m;
      const int64_t offset = static_cast<int64_t>(imm) + soff;
      if (form.bytes == 12) {
        for (unsigned k = 0; k < 3; ++k) {
          const int64_t at = offset + 4 * k;
          uint32_t value = 0;
          if (!form.buffer || (at >= 0 && static_cast<uint64_t>(at) + 4 <= num_records)) {
            value = static_cast<uint32_t>(get_le(
                want.mem.global.data() + (base + static_cast<uint64_t>(at) - want.mem.base), 4));
          }
          want.s(static_cast<int>(sdata + k)) = value;
        }
      } else {
        uint32_t raw = 0;
        if (!form.buffer ||
            (offset >= 0 && static_cast<uint64_t>(offset) + form.bytes <= num_records)) {
          raw = static_cast<uint32_t>(get_le(
              want.mem.global.data() + (base + static_cast<uint64_t>(offset) - want.mem.base),
              form.bytes));
        }
        if (form.sign)
          raw = form.bytes == 1 ? static_cast<uint32_t>(static_cast<int8_t>(raw))
                                : static_cast<uint32_t>(static_cast<int16_t>(raw));
        want.s(static_cast<int>(sdata)) = raw;
      }
      expect_case(m, want, e[0], line + " (records " + std::to_string(num_records) + ")");
      ++checked;
      if (::testing::Test::HasFailure()) return;
    }
  }
  // Prefetches change nothing and read nothing: an unmapped address does not fault.
  const std::vector<std::string> prefetches = {
      "s_prefetch_data s[2:3], 0x10, s5, 7", "s_prefetch_inst s[2:3], -0x80, m0, 31",
      "s_prefetch_inst_pc_rel 0x10, s5, 7", "s_prefetch_data_pc_rel 0x7fffff, null, 3",
      "s_buffer_prefetch_data s[4:7], 0x10, s5, 7"};
  const auto e = assemble(prefetches);
  ASSERT_EQ(e.size(), prefetches.size());
  for (std::size_t i = 0; i < prefetches.size(); ++i) {
    Machine m = random_machine(rng, 32, 64);
    m.s(2) = 0xDEAD0000u;  // far from the mapped bytes
    m.s(3) = 0x7F;
    Machine want = m;
    expect_case(m, want, e[i], prefetches[i]);
    ++checked;
  }
  std::printf("  %d cases\n", checked);
}

// ---------------------------------------------------------------------------------------------
// DS and FLAT/GLOBAL atomics

TEST(MemoryGfx12, DsNewAtomics) {
  const int n = trials(25, 1500, "DS atomics");
  const char* kOps[] = {"ds_min_num_f32",  "ds_max_num_f32",   "ds_min_num_f64", "ds_max_num_f64",
                        "ds_cond_sub_u32", "ds_sub_clamp_u32", "ds_pk_add_f16",  "ds_pk_add_bf16"};
  Rng rng(1203);
  int checked = 0;
  for (const char* base_name : kOps) {
    for (bool rtn : {false, true}) {
      std::string mnemonic = base_name;
      if (rtn) {
        const std::size_t last = mnemonic.rfind('_');
        mnemonic = mnemonic.substr(0, last) + "_rtn" + mnemonic.substr(last);
      }
      std::string upper;
      for (char ch : mnemonic)
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      const Atomic at = atomic_of(upper);
      const unsigned dw = at.bytes / 4;
      for (int trial = 0; trial < n; ++trial) {
        Machine m = random_machine(rng, trial % 2 == 0 ? 32 : 64);
        const unsigned addr = 10, data = 20, vdst = 30;
        const unsigned offset = static_cast<unsigned>(rng() % 64) * at.bytes;
        for (int lane = 0; lane < 64; ++lane) {
          // Some lanes share an address; a few fall outside the 4 KiB LDS.
          uint32_t a = static_cast<uint32_t>(rng() % 128) * at.bytes;
          if (rng() % 10 == 0) a = 4096 + static_cast<uint32_t>(rng() % 16) * at.bytes;
          m.v(addr, lane) = a;
          const uint64_t v =
              interesting(rng, at, get_le(m.mem.lds_bytes.data() + (a + offset) % 4096, at.bytes));
          m.v(data, lane) = static_cast<uint32_t>(v);
          if (dw == 2) m.v(data + 1, lane) = static_cast<uint32_t>(v >> 32);
        }
        for (std::size_t b = 0; b < m.mem.lds_bytes.size(); b += at.bytes)
          seed_memory_value(rng, m.mem.lds_bytes.data() + b, at);
        std::string line = mnemonic + " " + (rtn ? vregs(vdst, dw) + ", " : "") + vregs(addr, 1) +
                           ", " + vregs(data, dw);
        if (offset != 0) line += " offset:" + std::to_string(offset);
        const auto e = assemble({line});
        ASSERT_EQ(e.size(), 1u);
        Machine want = m;
        for (int lane = 0; lane < m.wave.wave_size(); ++lane) {
          if (!want.active(lane)) continue;
          const uint64_t a = static_cast<uint32_t>(want.v(addr, lane) + offset);
          uint64_t d = want.v(data, lane);
          if (dw == 2) d |= static_cast<uint64_t>(want.v(data + 1, lane)) << 32;
          uint64_t old = 0;
          if (a + at.bytes <= want.mem.lds_bytes.size()) {
            uint8_t* p = want.mem.lds_bytes.data() + a;
            old = get_le(p, at.bytes);
            set_le(p, atomic_oracle(at, old, d, 0), at.bytes);
          }
          if (rtn) {
            want.v(vdst, lane) = static_cast<uint32_t>(old);
            if (dw == 2) want.v(vdst + 1, lane) = static_cast<uint32_t>(old >> 32);
          }
        }
        expect_case(m, want, e[0], line);
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
}

TEST(MemoryGfx12, FlatGlobalNewAtomics) {
  const int n = trials(25, 1500, "FLAT/GLOBAL atomics");
  const char* kOps[] = {"cond_sub_u32", "sub_clamp_u32", "min_num_f32",
                        "max_num_f32",  "pk_add_f16",    "pk_add_bf16"};
  Rng rng(1204);
  int checked = 0;
  for (const char* segment : {"flat", "global"}) {
    for (const char* op : kOps) {
      const std::string mnemonic = std::string(segment) + "_atomic_" + op;
      std::string upper;
      for (char ch : mnemonic)
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      const Atomic at = atomic_of(upper);
      for (int trial = 0; trial < n; ++trial) {
        Machine m = random_machine(rng, trial % 2 == 0 ? 32 : 64);
        const bool flat = segment[0] == 'f';
        const bool saddr = !flat && rng() % 2 == 0;
        const bool returns = rng() % 2 == 0;
        const int32_t offset = static_cast<int32_t>(rng() % 64) * 4 - (flat ? 0 : 128);
        const unsigned vaddr = 10, data = 20, vdst = 30;
        const uint64_t sbase = m.mem.base + 4096;
        m.s(6) = static_cast<uint32_t>(sbase);
        m.s(7) = static_cast<uint32_t>(sbase >> 32);
        for (int lane = 0; lane < 64; ++lane) {
          const uint64_t rel = 4096 + static_cast<uint64_t>(rng() % 256) * 4;
          if (saddr) {
            m.v(vaddr, lane) = static_cast<uint32_t>(rel - 4096);
          } else {
            const uint64_t a = m.mem.base + rel;
            m.v(vaddr, lane) = static_cast<uint32_t>(a);
            m.v(vaddr + 1, lane) = static_cast<uint32_t>(a >> 32);
          }
          m.v(data, lane) = static_cast<uint32_t>(interesting(rng, at, rng()));
        }
        for (std::size_t b = 0; b < m.mem.global.size(); b += 4)
          seed_memory_value(rng, m.mem.global.data() + b, at);
        std::string line = mnemonic + " " + (returns ? vregs(vdst, 1) + ", " : "") +
                           (saddr ? vregs(vaddr, 1) : vregs(vaddr, 2)) + ", " + vregs(data, 1);
        if (!flat) line += saddr ? ", s[6:7]" : ", off";
        if (offset != 0) line += " offset:" + std::to_string(offset);
        if (returns) line += " th:TH_ATOMIC_RETURN";
        const auto e = assemble({line});
        ASSERT_EQ(e.size(), 1u);
        Machine want = m;
        for (int lane = 0; lane < m.wave.wave_size(); ++lane) {
          if (!want.active(lane)) continue;
          const uint64_t a =
              (saddr
                   ? sbase + want.v(vaddr, lane)
                   : (want.v(vaddr, lane) | static_cast<uint64_t>(want.v(vaddr + 1, lane)) << 32)) +
              static_cast<uint64_t>(static_cast<int64_t>(offset));
          uint8_t* p = want.mem.global.data() + (a - want.mem.base);
          const uint64_t old = get_le(p, 4);
          set_le(p, atomic_oracle(at, old, want.v(data, lane), 0), 4);
          if (returns) want.v(vdst, lane) = static_cast<uint32_t>(old);
        }
        expect_case(m, want, e[0], line);
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
}

// RDNA4's block loads and stores: VGPR i of each active lane and the dword at the lane's address
// + 4 i move when M0 bit i is set (AMD's RDNA4 pseudocode); the rest stay as they were.
TEST(MemoryGfx12, BlockLoadsAndStores) {
  const int n = trials(20, 1000, "block loads and stores");
  Rng rng(1206);
  int checked = 0;
  for (int trial = 0; trial < n; ++trial) {
    for (const char* segment : {"global", "scratch"}) {
      for (bool load : {true, false}) {
        Machine m = random_machine(rng, trial % 2 == 0 ? 32 : 64);
        const bool scratch = segment[0] == 's';
        const int form = static_cast<int>(rng() % 3);  // global: saddr, off; scratch: sve+s, s, sve
        const unsigned vaddr = 2, data = 40;
        const int32_t offset = static_cast<int32_t>(rng() % 32) * 4 - (scratch ? 0 : 64);
        const uint32_t holes = rng() % 4 == 0   ? 0xFFFFFFFFu
                               : rng() % 8 == 0 ? 0
                                                : static_cast<uint32_t>(rng());
        m.s(125) = holes;
        const uint64_t sbase = m.mem.base + 8192;
        m.s(6) = static_cast<uint32_t>(sbase);
        m.s(7) = static_cast<uint32_t>(sbase >> 32);
        m.s(8) = static_cast<uint32_t>(rng() % 32) * 4;  // scratch SGPR offset
        for (int lane = 0; lane < 64; ++lane) {
          const uint32_t rel = static_cast<uint32_t>(rng() % (scratch ? 32 : 128)) * 4;
          if (scratch || form == 0) {
            m.v(vaddr, lane) = rel;
          } else {
            const uint64_t a = m.mem.base + 8192 + rel;
            m.v(vaddr, lane) = static_cast<uint32_t>(a);
            m.v(vaddr + 1, lane) = static_cast<uint32_t>(a >> 32);
          }
        }
        std::string addr_text;
        if (scratch) {
          addr_text = form == 1   ? "off, s8"
                      : form == 2 ? vregs(vaddr, 1) + ", off"
                                  : vregs(vaddr, 1) + ", s8";
        } else {
          addr_text = form == 0 ? vregs(vaddr, 1) + ", s[6:7]" : vregs(vaddr, 2) + ", off";
        }
        const std::string regs = vregs(data, 32);
        std::string line = std::string(segment) + (load ? "_load_block " : "_store_block ");
        if (load) {
          line += regs + ", " + addr_text;
        } else {
          const std::size_t comma = addr_text.find(", ");
          line += addr_text.substr(0, comma) + ", " + regs + addr_text.substr(comma);
        }
        if (offset != 0) line += " offset:" + std::to_string(offset);
        const auto e = assemble({line});
        ASSERT_EQ(e.size(), 1u) << line;
        Machine want = m;
        for (int lane = 0; lane < m.wave.wave_size(); ++lane) {
          if (!want.active(lane)) continue;
          uint8_t* base;
          if (scratch) {
            int64_t at = offset;
            if (form != 1) at += want.v(vaddr, lane);
            if (form != 2) at += want.s(8);
            base = want.mem.scratch[static_cast<std::size_t>(lane)].data() + at;
          } else {
            const uint64_t a =
                (form == 0 ? sbase + want.v(vaddr, lane)
                           : (want.v(vaddr, lane) | static_cast<uint64_t>(want.v(vaddr + 1, lane))
                                                        << 32)) +
                static_cast<uint64_t>(static_cast<int64_t>(offset));
            base = want.mem.global.data() + (a - want.mem.base);
          }
          for (int i = 0; i < 32; ++i) {
            if ((holes >> i & 1) == 0) continue;
            if (load) {
              want.v(static_cast<int>(data) + i, lane) =
                  static_cast<uint32_t>(get_le(base + 4 * i, 4));
            } else {
              set_le(base + 4 * i, want.v(static_cast<int>(data) + i, lane), 4);
            }
          }
        }
        expect_case(m, want, e[0], line + " (M0 " + hex(holes) + ")");
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
}

// ---------------------------------------------------------------------------------------------
// RDNA4's transposing loads, global_load_tr_b128 (16-bit elements) and global_load_tr_b64
// (bytes). The oracle's mapping, as the sources docs/valu-semantics.md ("RDNA4") cites state it
// for wave32: lane L reads a run R(L) of 8 elements at its address, and receives as its element
// j (from bit 0 of its first VGPR up) R(8 floor(L/8) + j)[L mod 8]. Model choices: wave64 does
// the same with runs of 4 and groups of 4 lanes; an inactive lane reads nothing (its elements
// arrive as zeros) and keeps its registers.

struct TrForm {
  const char* mnemonic;
  unsigned element_bytes;
  unsigned wave32_dwords;  // destination registers in wave32 (half of them in wave64)
};
const TrForm kTrForms[] = {{"global_load_tr_b128", 2, 4}, {"global_load_tr_b64", 1, 2}};

// Oracles with a deliberately wrong mapping, to show the tests would catch one.
enum class TrMutant { None, NotTransposed, PairsSwapped, RowsReversed };

// Puts into `want` what the load leaves in vdst, given every lane's address.
void tr_oracle(Machine& want, const TrForm& f, int vdst, const uint64_t* address,
               TrMutant mutant = TrMutant::None) {
  const int lanes = want.wave.wave_size();
  const int run = lanes == 32 ? 8 : 4;  // elements each lane reads and receives
  const unsigned eb = f.element_bytes;
  const unsigned bytes = static_cast<unsigned>(run) * eb;
  std::vector<std::vector<uint8_t>> read(64, std::vector<uint8_t>(bytes, 0));
  for (int lane = 0; lane < lanes; ++lane) {
    if (!want.active(lane)) continue;
    std::memcpy(read[static_cast<std::size_t>(lane)].data(),
                want.mem.global.data() + (address[lane] - want.mem.base), bytes);
  }
  for (int lane = 0; lane < lanes; ++lane) {
    if (!want.active(lane)) continue;
    uint8_t got[16] = {};
    for (int j = 0; j < run; ++j) {
      int source = lane / run * run + j;
      int element = lane % run;
      if (mutant == TrMutant::NotTransposed) {
        source = lane;
        element = j;
      } else if (mutant == TrMutant::RowsReversed) {
        source = lane / run * run + (run - 1 - j);
      }
      const int to = mutant == TrMutant::PairsSwapped ? j ^ 1 : j;
      std::memcpy(
          got + static_cast<unsigned>(to) * eb,
          read[static_cast<std::size_t>(source)].data() + static_cast<unsigned>(element) * eb, eb);
    }
    for (unsigned d = 0; d < bytes / 4; ++d) {
      want.v(vdst + static_cast<int>(d), lane) = static_cast<uint32_t>(get_le(got + 4 * d, 4));
    }
  }
}

// One random transposing load: both address forms, random per-lane addresses (inactive lanes'
// sometimes unmapped: they must not fault), a random offset, the destination sometimes over the
// address registers. Returns the assembled line; `address` gets each lane's address.
std::string random_tr_case(Rng& rng, Machine& m, const TrForm& f, int* vdst, uint64_t* address) {
  const bool sgpr_base = rng() % 2 == 0;
  const int vaddr = 2;
  const int dwords = static_cast<int>(f.wave32_dwords) / (m.wave.wave64() ? 2 : 1);
  *vdst = rng() % 4 == 0 ? vaddr : 40;
  const int32_t offset = static_cast<int32_t>(rng() % 128) - 64;
  const uint64_t sbase = m.mem.base + 8192;
  m.s(6) = static_cast<uint32_t>(sbase);
  m.s(7) = static_cast<uint32_t>(sbase >> 32);
  for (int lane = 0; lane < 64; ++lane) {
    const uint32_t rel = static_cast<uint32_t>(rng() % 16384);
    uint64_t a = sbase + rel;
    if (!m.active(lane) && rng() % 4 == 0) a = 0x1000 + rel;  // unmapped
    address[lane] = a + static_cast<uint64_t>(static_cast<int64_t>(offset));
    if (sgpr_base) {
      m.v(vaddr, lane) = static_cast<uint32_t>(a - sbase);
    } else {
      m.v(vaddr, lane) = static_cast<uint32_t>(a);
      m.v(vaddr + 1, lane) = static_cast<uint32_t>(a >> 32);
    }
  }
  std::string line = std::string(f.mnemonic) + " " +
                     vregs(static_cast<unsigned>(*vdst), static_cast<unsigned>(dwords)) + ", ";
  line += sgpr_base ? vregs(vaddr, 1) + ", s[6:7]" : vregs(vaddr, 2) + ", off";
  if (offset != 0) line += " offset:" + std::to_string(offset);
  return line;
}

cutlm::DecodedInst assemble_tr(const std::string& line, bool wave64) {
  std::string errors;
  const auto e = cutlm_test::llvm_assemble({line}, wave64, &errors, "", "gfx1200");
  EXPECT_TRUE(errors.empty()) << line << ": " << errors;
  if (e.size() != 1) return cutlm::DecodedInst{};
  return decode12(e[0].bytes, wave64);
}

TEST(MemoryGfx12, TransposeLoadsMatchThePublishedMapping) {
  const int n = trials(40, 2000, "transposing loads");
  Rng rng(1207);
  int checked = 0;
  for (int trial = 0; trial < n; ++trial) {
    for (const int wave : {32, 64}) {
      for (const TrForm& f : kTrForms) {
        Machine m = random_machine(rng, wave);
        int vdst = 0;
        uint64_t address[64];
        const std::string line = random_tr_case(rng, m, f, &vdst, address);
        const cutlm::DecodedInst d = assemble_tr(line, wave == 64);
        ASSERT_TRUE(d.valid()) << line << ": " << d.error;
        Machine want = m;
        tr_oracle(want, f, vdst, address);
        cutlm::CommitLog log;
        log.record_accesses = true;
        executor().step(d, m.wave, &log);
        const std::string diff = differences(m, want);
        EXPECT_TRUE(diff.empty()) << line << " (wave" << wave << ", exec " << hex(m.wave.exec())
                                  << ")\n"
                                  << diff;
        // The record the hazard checker and the cycle mode read: each active lane's own read.
        std::size_t accesses = 0;
        for (const cutlm::MemoryAccess& a : log.accesses) {
          ASSERT_TRUE(want.active(a.lane)) << line << ": lane " << a.lane;
          EXPECT_EQ(a.address, address[a.lane]) << line << ": lane " << a.lane;
          EXPECT_EQ(a.bytes, f.element_bytes * (wave == 32 ? 8u : 4u)) << line;
          ++accesses;
        }
        EXPECT_EQ(accesses, static_cast<std::size_t>(__builtin_popcountll(m.wave.exec()))) << line;
        ++checked;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  std::printf("  %d cases\n", checked);
}

// The observations the mapping comes from, restated as data rather than as the rule above:
// the gfx1201 measurement (16-bit, wave32: lane L at the address of element 8L of a row-major
// 16x16 matrix; lane L receives B[4 floor(L/8) + j/2][L mod 8 + 8 (j mod 2)]) and AMD's gfx1250
// test (a column-major 16x16 matrix, lane L at column (L & 7) + 8 (L >> 4), half (L >> 3) & 1,
// receives row L mod 16, columns 8 floor(L/16) + j; 16-bit and 8-bit alike).
TEST(MemoryGfx12, TransposeLoadsReproduceTheHardwareObservations) {
  Rng rng(1208);
  for (const TrForm& f : kTrForms) {
    for (const bool amd_test : {false, true}) {
      if (!amd_test && f.element_bytes != 2) continue;  // the measurement is of b128 only
      Machine m = random_machine(rng, 32);
      m.wave.set_exec(0xFFFFFFFFull);
      const unsigned eb = f.element_bytes;
      // Element (r, c) of the matrix holds 16 r + c (distinct in a byte too).
      auto element_at = [&](unsigned index) { return m.mem.base + 4096 + index * eb; };
      for (unsigned r = 0; r < 16; ++r) {
        for (unsigned c = 0; c < 16; ++c) {
          const unsigned index = amd_test ? c * 16 + r : r * 16 + c;  // column-major for AMD's
          set_le(m.mem.global.data() + (element_at(index) - m.mem.base), 16 * r + c, eb);
        }
      }
      for (int lane = 0; lane < 32; ++lane) {
        const unsigned l = static_cast<unsigned>(lane);
        const unsigned column = (l & 7) + 8 * (l >> 4), half = (l >> 3) & 1;
        const uint64_t a = amd_test ? element_at(column * 16 + half * 8) : element_at(8 * l);
        m.v(2, lane) = static_cast<uint32_t>(a);
        m.v(3, lane) = static_cast<uint32_t>(a >> 32);
      }
      const std::string line =
          std::string(f.mnemonic) + " " + vregs(40, f.wave32_dwords) + ", v[2:3], off";
      const cutlm::DecodedInst d = assemble_tr(line, false);
      ASSERT_TRUE(d.valid()) << line;
      executor().step(d, m.wave, nullptr);
      for (unsigned l = 0; l < 32; ++l) {
        for (unsigned j = 0; j < 8; ++j) {
          const unsigned r = amd_test ? l % 16 : 4 * (l / 8) + j / 2;
          const unsigned c = amd_test ? 8 * (l / 16) + j : l % 8 + 8 * (j % 2);
          const unsigned bit = j * eb * 8;
          const uint32_t word = m.v(40 + static_cast<int>(bit / 32), static_cast<int>(l));
          const uint32_t got = word >> (bit % 32) & ((1u << (eb * 8)) - 1);
          EXPECT_EQ(got, 16 * r + c)
              << line << (amd_test ? " (AMD's gfx1250 test)" : " (the gfx1201 measurement)")
              << ": lane " << l << " element " << j;
        }
      }
    }
  }
}

// A mapping that is wrong in any of these ways disagrees with the model on random data: not
// transposed, neighbouring elements swapped (the halves of a VGPR for b128), the rows of a group
// taken in reverse order.
TEST(MemoryGfx12, TransposeLoadMutantsDisagree) {
  Rng rng(1209);
  for (const int wave : {32, 64}) {
    for (const TrForm& f : kTrForms) {
      for (const TrMutant mutant :
           {TrMutant::NotTransposed, TrMutant::PairsSwapped, TrMutant::RowsReversed}) {
        Machine m = random_machine(rng, wave);
        m.wave.set_exec(m.wave.lane_mask());
        int vdst = 0;
        uint64_t address[64];
        const std::string line = random_tr_case(rng, m, f, &vdst, address);
        const cutlm::DecodedInst d = assemble_tr(line, wave == 64);
        ASSERT_TRUE(d.valid()) << line;
        Machine right = m, wrong = m;
        tr_oracle(right, f, vdst, address);
        tr_oracle(wrong, f, vdst, address, mutant);
        executor().step(d, m.wave, nullptr);
        EXPECT_TRUE(differences(m, right).empty()) << line << " wave" << wave;
        EXPECT_FALSE(differences(m, wrong).empty())
            << line << " wave" << wave << ": mutant " << static_cast<int>(mutant)
            << " was not caught";
      }
    }
  }
}

// An active lane's unmapped address faults, naming the lane; the same address in an inactive
// lane reads nothing.
TEST(MemoryGfx12, TransposeLoadFaultsOnAnActiveLaneOnly) {
  Rng rng(1210);
  Machine m = random_machine(rng, 32);
  m.wave.pc = 0x40;
  for (int lane = 0; lane < 64; ++lane) {
    const uint64_t a = m.mem.base + 16 * static_cast<unsigned>(lane);
    m.v(2, lane) = static_cast<uint32_t>(a);
    m.v(3, lane) = static_cast<uint32_t>(a >> 32);
  }
  m.v(2, 9) = 0x1000;  // unmapped
  m.v(3, 9) = 0;
  const cutlm::DecodedInst d = assemble_tr("global_load_tr_b128 v[40:43], v[2:3], off", false);
  ASSERT_TRUE(d.valid());
  Machine quiet = m;
  quiet.wave.set_exec(0xFFFFFDFFull);  // lane 9 inactive
  EXPECT_NO_THROW(executor().step(d, quiet.wave, nullptr));
  m.wave.set_exec(0xFFFFFFFFull);
  try {
    executor().step(d, m.wave, nullptr);
    ADD_FAILURE() << "no fault";
  } catch (const cutlm::MemoryFault& fault) {
    EXPECT_EQ(fault.kind, "out of bounds");
    EXPECT_EQ(fault.lane, 9);
    EXPECT_EQ(fault.address, 0x1000u);
  }
}

// global_atomic_ordered_add_b64 needs VGT_GS_MAX_WAVE_ID, a geometry-shader register: it
// stops with a ModelError that says so, not as an unimplemented instruction.
TEST(MemoryGfx12, OrderedAddStopsAsNotModelled) {
  const auto e =
      assemble({"global_atomic_ordered_add_b64 v[2:3], v0, v[4:5], s[0:1] th:TH_ATOMIC_RETURN"});
  ASSERT_EQ(e.size(), 1u);
  const cutlm::DecodedInst d = decode12(e[0], false);
  ASSERT_TRUE(d.valid());
  EXPECT_EQ(executor().support(d.info->op), cutlm::Support::NotModelled);
  Rng rng(1205);
  Machine m = random_machine(rng, 32);
  m.wave.set_exec(1);
  try {
    executor().step(d, m.wave, nullptr);
    ADD_FAILURE() << "no error";
  } catch (const cutlm::ModelError& err) {
    EXPECT_NE(std::string(err.what()).find("not modelled"), std::string::npos) << err.what();
  }
}

// Every instruction this work made run is listed as executing (what `cutlm isa --arch gfx1200`
// prints), and every VBUFFER instruction is among them.
TEST(MemoryGfx12, StatusOfTheRdna4MemoryInstructions) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(isa::Arch::Gfx1200, &count);
  const std::vector<std::string> named = {"S_LOAD_B96",
                                          "S_BUFFER_LOAD_B96",
                                          "S_LOAD_I8",
                                          "S_LOAD_U8",
                                          "S_LOAD_I16",
                                          "S_LOAD_U16",
                                          "S_BUFFER_LOAD_I8",
                                          "S_BUFFER_LOAD_U8",
                                          "S_BUFFER_LOAD_I16",
                                          "S_BUFFER_LOAD_U16",
                                          "S_PREFETCH_INST",
                                          "S_PREFETCH_INST_PC_REL",
                                          "S_PREFETCH_DATA",
                                          "S_PREFETCH_DATA_PC_REL",
                                          "S_BUFFER_PREFETCH_DATA",
                                          "DS_MIN_NUM_F32",
                                          "DS_MAX_NUM_RTN_F64",
                                          "DS_COND_SUB_RTN_U32",
                                          "DS_SUB_CLAMP_U32",
                                          "DS_PK_ADD_BF16",
                                          "DS_PK_ADD_RTN_F16",
                                          "FLAT_ATOMIC_SUB_CLAMP_U32",
                                          "FLAT_ATOMIC_COND_SUB_U32",
                                          "GLOBAL_ATOMIC_MIN_NUM_F32",
                                          "GLOBAL_ATOMIC_PK_ADD_BF16",
                                          "GLOBAL_LOAD_TR_B128",
                                          "GLOBAL_LOAD_TR_B64"};
  int vbuffer = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& info = all[i];
    const bool listed =
        std::find(named.begin(), named.end(), std::string(info.name)) != named.end();
    if (info.format != isa::Format::VBUFFER && !listed) continue;
    vbuffer += info.format == isa::Format::VBUFFER;
    EXPECT_TRUE(info.executes) << info.name;
    EXPECT_EQ(executor().support(info.op), cutlm::Support::Executes) << info.name;
  }
  EXPECT_EQ(vbuffer, 89);
}

// ---------------------------------------------------------------------------------------------
// Kernels built by clang-19 -mcpu=gfx1200, run through cutlm dispatch.

const char* const kKernel = R"(#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef short short2v __attribute__((ext_vector_type(2)));
kernel void mem12(global uint* out, global uint* in, constant uchar* cb, constant short* cs,
                  local float* lf, global short2v* pk, global half2* ph) {
  uint i = __builtin_amdgcn_workitem_id_x();
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(in, 0, 200, 0x31014000);
  __amdgpu_buffer_rsrc_t w = __builtin_amdgcn_make_buffer_rsrc(out, 0, 4096, 0x31014000);
  uint a = __builtin_amdgcn_raw_buffer_load_b32(r, i * 4, 0, 0);
  uchar b8 = __builtin_amdgcn_raw_buffer_load_b8(r, i, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b32(a + b8, w, i * 4, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b16((ushort)a, w, 3200 + i * 2, 0, 0);
  out[512 + i] = cb[3] + cs[5];
  lf[i] = (float)i;
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  float o = __hip_atomic_fetch_min(&lf[i ^ 1], as_float(in[i]), __ATOMIC_RELAXED, 3);
  out[600 + i] = as_uint(o);
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  out[700 + i] = as_uint(lf[i]);
  __builtin_amdgcn_global_atomic_fadd_v2bf16(pk + (i & 3), (short2v)(0x3f80, 0x4000));
  __builtin_amdgcn_global_atomic_fadd_v2f16(ph + (i & 3), (half2)(1.0h, 2.0h));
}
)";

using cutlm_test::CommandResult;

CommandResult sh(const std::string& command) { return cutlm_test::run_command(command, ""); }

void write_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  FILE* f = std::fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr) << path;
  std::fwrite(bytes.data(), 1, bytes.size(), f);
  std::fclose(f);
}

std::string values_json(const std::vector<uint32_t>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

uint32_t f32_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

TEST(MemoryGfx12Kernel, BufferScalarDsAndPackedAtomicsMatchTheOracles) {
  cutlm_test::TempDir dir;
  const std::string source = dir.file("mem12.cl");
  {
    FILE* f = std::fopen(source.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs(kKernel, f);
    std::fclose(f);
  }
  // The inputs: floats that reach minimumNumber's cases, a constant buffer, packed start values.
  std::vector<uint32_t> in(64);
  for (uint32_t i = 0; i < 64; ++i) {
    switch (i % 8) {
      case 0: in[i] = 0x7FC00000u; break;  // quiet NaN
      case 1: in[i] = 0x7F800001u; break;  // signalling NaN
      case 2: in[i] = 0x80000000u; break;  // -0
      case 3: in[i] = f32_bits(static_cast<float>(i) - 0.5f); break;
      case 4: in[i] = f32_bits(static_cast<float>(i) + 10.0f); break;
      case 5: in[i] = 0xFF800000u; break;                           // -inf
      case 6: in[i] = 0x7F800000u; break;                           // +inf
      default: in[i] = f32_bits(static_cast<float>(i ^ 1)); break;  // equal
    }
  }
  std::vector<uint8_t> in_bytes(256);
  std::memcpy(in_bytes.data(), in.data(), 256);
  std::vector<uint8_t> k(64, 0);
  k[3] = 0xF0;
  k[10] = 0x01;
  k[11] = 0x80;  // cs[5] = -32767
  // Packed start values (low half, high half) per slot: rounding ties, NaN, infinity, denormal.
  const uint16_t bf_start[4][2] = {
      {0x4380, 0x4380}, {0x3F80, 0x4040}, {0xC100, 0x0001}, {0x7FC0, 0x7F80}};
  const uint16_t h_start[4][2] = {
      {0x6800, 0x6800}, {0x3C00, 0x3800}, {0xC400, 0x0001}, {0x7E00, 0x7C00}};
  std::vector<uint8_t> pk(16), ph(16);
  std::vector<uint32_t> pk_want(4), ph_want(4);
  for (int slot = 0; slot < 4; ++slot) {
    uint64_t bf[2] = {bf_start[slot][0], bf_start[slot][1]};
    uint64_t h[2] = {h_start[slot][0], h_start[slot][1]};
    set_le(pk.data() + 4 * slot, bf[0] | bf[1] << 16, 4);
    set_le(ph.data() + 4 * slot, h[0] | h[1] << 16, 4);
    for (int add = 0; add < 16; ++add) {  // 64 work-items over 4 slots; every addend the same
      bf[0] = add_oracle(kBF16, bf[0], 0x3F80);
      bf[1] = add_oracle(kBF16, bf[1], 0x4000);
      h[0] = add_oracle(kF16, h[0], 0x3C00);
      h[1] = add_oracle(kF16, h[1], 0x4000);
    }
    pk_want[slot] = static_cast<uint32_t>(bf[0] | bf[1] << 16);
    ph_want[slot] = static_cast<uint32_t>(h[0] | h[1] << 16);
  }
  write_bytes(dir.file("in.bin"), in_bytes);
  write_bytes(dir.file("k.bin"), k);
  write_bytes(dir.file("pk.bin"), pk);
  write_bytes(dir.file("ph.bin"), ph);
  // What out holds afterwards.
  std::vector<uint32_t> out(1024, 0);
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t a = i * 4 + 4 <= 200 ? in[i] : 0;
    out[i] = a + in_bytes[i];
    out[800 + i / 2] |= (a & 0xFFFF) << (16 * (i % 2));
    out[512 + i] = static_cast<uint32_t>(0xF0 + static_cast<int16_t>(0x8001));
    out[600 + i] = f32_bits(static_cast<float>(i ^ 1));
    out[700 + i] = static_cast<uint32_t>(
        min_max_number(kF32, f32_bits(static_cast<float>(i)), in[i ^ 1], false));
  }
  for (int wave : {32, 64}) {
    const std::string code = dir.file("mem12_w" + std::to_string(wave) + ".hsaco");
    const CommandResult cc =
        sh(std::string(CUTLM_CLANG) +
           " -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1200 -nogpulib -O2 " +
           (wave == 64 ? "-mwavefrontsize64 " : "") + source + " -o " + code);
    ASSERT_EQ(cc.status, 0) << cc.err;
    // The kernel uses the instructions under test.
    const CommandResult dis = sh(std::string(CUTLM_LLVM_OBJDUMP) + " -d --mcpu=gfx1200 " + code);
    for (const char* m : {"buffer_load_b32", "buffer_load_u8", "buffer_store_b32",
                          "buffer_store_b16", "s_load_u8", "s_load_i16", "ds_min_num_rtn_f32",
                          "global_atomic_pk_add_bf16", "global_atomic_pk_add_f16"}) {
      EXPECT_NE(dis.out.find(m), std::string::npos) << m << " missing from\n" << dis.out;
    }
    const std::string manifest = dir.file("mem12_w" + std::to_string(wave) + ".json");
    const std::string text = R"({"code": ")" + code +
                             R"(", "kernel": "mem12", "grid": [64, 1, 1], "block": [64, 1, 1],
  "buffers": [
    {"name": "out", "size": 4096, "expect": {"type": "u32", "values": )" +
                             values_json(out) + R"(}},
    {"name": "in", "size": 256, "init": {"file": ")" +
                             dir.file("in.bin") + R"("}},
    {"name": "k", "size": 64, "init": {"file": ")" +
                             dir.file("k.bin") + R"("}},
    {"name": "pk", "size": 16, "init": {"file": ")" +
                             dir.file("pk.bin") + R"("},
     "expect": {"type": "u32", "values": )" +
                             values_json(pk_want) + R"(}},
    {"name": "ph", "size": 16, "init": {"file": ")" +
                             dir.file("ph.bin") + R"("},
     "expect": {"type": "u32", "values": )" +
                             values_json(ph_want) + R"(}}],
  "args": [{"buffer": "out"}, {"buffer": "in"}, {"buffer": "k"}, {"buffer": "k"},
           {"local": 256}, {"buffer": "pk"}, {"buffer": "ph"}]})";
    {
      FILE* f = std::fopen(manifest.c_str(), "w");
      ASSERT_NE(f, nullptr);
      std::fputs(text.c_str(), f);
      std::fclose(f);
    }
    for (const char* timing : {"fast", "cycle"}) {
      const CommandResult r =
          sh(std::string(CUTLM_BINARY) + " dispatch " + manifest + " --timing " + timing);
      EXPECT_EQ(r.status, 0) << "wave" << wave << " " << timing << "\n" << r.out << r.err;
      EXPECT_NE((r.out + r.err).find("expect: 3 buffers match"), std::string::npos)
          << r.out << r.err;
    }
  }
}

}  // namespace
