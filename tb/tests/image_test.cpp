// The storage-image unit (gfx1100 MIMG, gfx1200 VIMAGE): image_load, image_load_mip,
// image_store, image_store_mip and the image atomics, every instruction word from llvm-mc-19
// (gfx1100: contiguous and NSA addresses; gfx1200: its address slots), run through the real
// decoder and executor on a random wave (wave32 and wave64, random EXEC) and compared, whole
// state, with this file's oracle.
//
// The oracle shares nothing with the model: it writes its own image descriptor (T#) from the
// field positions its sources give (ROCm ROCR-Runtime src/image/resource_gfx11.h for gfx11; AMD
// PAL src/core/hw/gfxip/gfx12/chip/gfx12_sq_ko_reg.h sq_img_rsrc_t for gfx12), learns each
// unified format number from llvm-mc-19 (the format:[BUF_FMT_*] of a tbuffer instruction) and
// reads its components and numeric format from that name, converts with GNU MPFR (UNORM and
// SNORM scaled and rounded to nearest even once, floats exactly or rounded once), and reads the
// atomics from AMD's pseudocode (RDNA3/RDNA4 ISA guides). A mutant descriptor encoder (width and
// height swapped) must disagree with the model.
//
// The gfx1100 operations checked: IMAGE_LOAD, IMAGE_LOAD_MIP, IMAGE_STORE, IMAGE_STORE_MIP,
// IMAGE_ATOMIC_SWAP, IMAGE_ATOMIC_CMPSWAP, IMAGE_ATOMIC_ADD, IMAGE_ATOMIC_SUB, IMAGE_ATOMIC_SMIN,
// IMAGE_ATOMIC_UMIN, IMAGE_ATOMIC_SMAX, IMAGE_ATOMIC_UMAX, IMAGE_ATOMIC_AND, IMAGE_ATOMIC_OR,
// IMAGE_ATOMIC_XOR, IMAGE_ATOMIC_INC, IMAGE_ATOMIC_DEC (and RDNA4's names and float atomics).
//
// Cases per setting: CUTLM_LONG=1 runs more (printed by each test).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "float_oracle.h"
#include "isa/bits.h"
#include "isa/decoder.h"
#include "memory_test_machine.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

namespace isa = cutlm::isa;
using cutlm_test::differences;
using cutlm_test::get_le;
using cutlm_test::long_run;
using cutlm_test::Machine;
using cutlm_test::set_le;
using Rng = std::mt19937_64;
namespace vh = valu_harness;

int trials(int normal, int long_count, const char* what) {
  const int n = long_run() ? long_count : normal;
  std::printf("[ cases    ] %s: %d random cases per setting\n", what, n);
  return n;
}

cutlm::Executor& executor() {
  static cutlm::Executor ex;
  return ex;
}

const char* cpu_of(isa::Arch a) { return a == isa::Arch::Gfx1100 ? "gfx1100" : "gfx1200"; }

// ---- the T#, written from the sources' field positions ---------------------------------------

struct Piece {
  unsigned dword, lo, hi;
};
struct Layout {
  std::vector<Piece> base, format, width, height, sel[4], base_level, last_level, sw_mode, type,
      depth, base_array;
  unsigned pitch_align;  // Mesa: a linear pitch is a multiple of 256 bytes (gfx11), 128 (gfx12)
};

Layout layout_of(isa::Arch a) {
  Layout l;
  l.sel[0] = {{3, 0, 2}};
  l.sel[1] = {{3, 3, 5}};
  l.sel[2] = {{3, 6, 8}};
  l.sel[3] = {{3, 9, 11}};
  l.base = {{0, 0, 31}, {1, 0, 7}};
  l.sw_mode = {{3, 20, 24}};
  l.type = {{3, 28, 31}};
  l.base_array = {{4, 16, 28}};
  if (a == isa::Arch::Gfx1100) {  // ROCR resource_gfx11.h
    l.format = {{1, 20, 27}};
    l.width = {{1, 30, 31}, {2, 0, 11}};
    l.height = {{2, 14, 27}};
    l.base_level = {{3, 12, 15}};
    l.last_level = {{3, 16, 19}};
    l.depth = {{4, 0, 13}};  // DEPTH [12:0] and, for 1D/2D, pitch bit 13
    l.pitch_align = 256;
  } else {  // PAL gfx12 sq_img_rsrc_t
    l.format = {{1, 17, 24}};
    l.base_level = {{1, 25, 29}};
    l.width = {{1, 30, 31}, {2, 0, 13}};
    l.height = {{2, 14, 29}};
    l.last_level = {{3, 15, 19}};
    l.depth = {{4, 0, 15}};  // depth [13:0] and pitch_msb [15:14]
    l.pitch_align = 128;
  }
  return l;
}

void put(uint32_t* d, const std::vector<Piece>& pieces, uint64_t value) {
  for (const Piece& p : pieces) {
    const unsigned width = p.hi - p.lo + 1;
    const uint32_t mask = static_cast<uint32_t>(((1ull << width) - 1) << p.lo);
    d[p.dword] = (d[p.dword] & ~mask) | (static_cast<uint32_t>(value << p.lo) & mask);
    value >>= width;
  }
}

// SQ_RSRC_IMG_* (Mesa sid.h): 1D 8, 2D 9, 3D 10, CUBE 11, 1D_ARRAY 12, 2D_ARRAY 13.
const char* const kDimNames[] = {"1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY"};
constexpr unsigned k1d = 0, k2d = 1, k3d = 2, kCube = 3, k1dArray = 4, k2dArray = 5;

// ---- formats, from LLVM -------------------------------------------------------------------------

enum class Kind { Unorm, Snorm, Uscaled, Sscaled, Uint, Sint, Float };
struct Format {
  unsigned number = 0;
  std::string name;
  std::vector<unsigned> bits;  // from the least significant
  Kind kind = Kind::Uint;
  unsigned bytes() const {
    unsigned t = 0;
    for (unsigned b : bits) t += b;
    return t / 8;
  }
};

// Every name BUF_FMT_<layout>_<kind> llvm-mc-19 accepts, with the number it encodes.
const std::vector<Format>& formats() {
  static const std::vector<Format> all = [] {
    const char* layouts[] = {"8",        "16",          "8_8",        "32",         "16_16",
                             "10_11_11", "11_11_10",    "10_10_10_2", "2_10_10_10", "8_8_8_8",
                             "32_32",    "16_16_16_16", "32_32_32",   "32_32_32_32"};
    const std::pair<const char*, Kind> kinds[] = {
        {"UNORM", Kind::Unorm},     {"SNORM", Kind::Snorm}, {"USCALED", Kind::Uscaled},
        {"SSCALED", Kind::Sscaled}, {"UINT", Kind::Uint},   {"SINT", Kind::Sint},
        {"FLOAT", Kind::Float}};
    std::vector<Format> out;
    const isa::FieldSpec* spec =
        isa::encoding_field(isa::Arch::Gfx1100, isa::Encoding::MTBUF, "format");
    for (const char* layout : layouts) {
      for (const auto& k : kinds) {
        const std::string name = std::string("BUF_FMT_") + layout + "_" + k.first;
        std::string errors;
        const auto enc = cutlm_test::llvm_assemble(
            {std::string("tbuffer_load_format") + "_x v0, off, s[0:3], 0 format:[" + name + "]"},
            false, &errors);
        if (enc.size() != 1) continue;  // LLVM has no such format
        Format f;
        f.name = name;
        f.kind = k.second;
        f.number = cutlm::field(reinterpret_cast<const uint32_t*>(enc[0].bytes.data()), spec->bits);
        // The layout lists the fields from the most significant.
        std::string rest = layout;
        std::vector<unsigned> msb_first;
        std::size_t at = 0;
        while (at <= rest.size()) {
          const std::size_t us = rest.find('_', at);
          msb_first.push_back(static_cast<unsigned>(std::stoul(rest.substr(at, us - at))));
          if (us == std::string::npos) break;
          at = us + 1;
        }
        f.bits.assign(msb_first.rbegin(), msb_first.rend());
        out.push_back(f);
      }
    }
    return out;
  }();
  return all;
}

const Format& format_named(const std::string& name) {
  for (const Format& f : formats()) {
    if (f.name == name) return f;
  }
  ADD_FAILURE() << "no format " << name;
  return formats()[0];
}

// ---- conversion oracle --------------------------------------------------------------------------

constexpr vh::Fmt kUf11{12, 6, -19, 16, false};  // unsigned 11-bit float: 5-bit exponent, 6 bits
constexpr vh::Fmt kUf10{11, 5, -18, 16, false};  // unsigned 10-bit float: 5-bit exponent, 5 bits

vh::Fmt small_float(unsigned bits) { return bits == 11 ? kUf11 : kUf10; }

// An exact double rounded to nearest even into f32 (or f16).
uint32_t round_to(double v, bool d16) {
  const vh::Fmt f = d16 ? vh::kF16 : vh::kF32;
  return static_cast<uint32_t>(
      vh::rounded(f, MPFR_RNDN, [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set_d(r, v, rnd); }));
}

// A quotient a / b rounded once (MPFR) into f32 (or f16).
uint32_t quotient(int64_t a, int64_t b, bool d16) {
  const vh::Fmt f = d16 ? vh::kF16 : vh::kF32;
  return static_cast<uint32_t>(vh::rounded(f, MPFR_RNDN, [&](mpfr_t r, mpfr_rnd_t rnd) {
    mpfr_t x, y;
    mpfr_init2(x, 64);
    mpfr_init2(y, 64);
    mpfr_set_si(x, a, MPFR_RNDN);
    mpfr_set_si(y, b, MPFR_RNDN);
    const int t = mpfr_div(r, x, y, rnd);
    mpfr_clear(x);
    mpfr_clear(y);
    return t;
  }));
}

// The value of a float pattern, infinities included.
double value_of(uint64_t raw, vh::Fmt f) {
  if (vh::is_inf(raw, f)) return vh::negative(raw, f) ? -INFINITY : INFINITY;
  return vh::decode(raw, f);
}

uint64_t sext(uint64_t v, unsigned bits) {
  const uint64_t sign = 1ull << (bits - 1);
  v &= bits >= 64 ? ~0ull : (1ull << bits) - 1;
  return (v ^ sign) - sign;
}

// The register value one component's raw bits read as.
uint32_t read_component(const Format& f, unsigned bits, uint64_t raw, bool d16) {
  const int64_t s = static_cast<int64_t>(sext(raw, bits));
  switch (f.kind) {
    case Kind::Uint: return static_cast<uint32_t>(d16 ? raw & 0xFFFF : raw);
    case Kind::Sint: return static_cast<uint32_t>(d16 ? static_cast<uint64_t>(s) & 0xFFFF : s);
    case Kind::Unorm: return quotient(static_cast<int64_t>(raw), (1ll << bits) - 1, d16);
    case Kind::Snorm: {
      const int64_t max = (1ll << (bits - 1)) - 1;
      return quotient(std::max(s, -max), max, d16);  // the most negative reads as -1
    }
    case Kind::Uscaled: return round_to(static_cast<double>(raw), d16);
    case Kind::Sscaled: return round_to(static_cast<double>(s), d16);
    case Kind::Float: break;
  }
  if (bits == 32) return d16 ? round_to(value_of(raw, vh::kF32), true) : static_cast<uint32_t>(raw);
  if (bits == 16)
    return d16 ? static_cast<uint32_t>(raw) : round_to(value_of(raw, vh::kF16), false);
  const vh::Fmt sf = small_float(bits);
  if (vh::is_inf(raw, sf)) return d16 ? 0x7C00u : 0x7F800000u;
  return round_to(vh::decode(raw, sf), d16);
}

bool integer(const Format& f) { return f.kind == Kind::Uint || f.kind == Kind::Sint; }

uint32_t one(const Format& f, bool d16) { return integer(f) ? 1u : d16 ? 0x3C00u : 0x3F800000u; }

// A register value (d16: its low half) as a component's raw bits.
uint64_t write_component(const Format& f, unsigned bits, uint32_t reg, bool d16) {
  const uint64_t mask = bits == 32 ? 0xFFFFFFFFull : (1ull << bits) - 1;
  if (d16) reg &= 0xFFFF;
  if (integer(f)) return reg & mask;
  const double v = d16 ? value_of(reg, vh::kF16) : value_of(reg, vh::kF32);
  auto rint_clamped = [&](double x, double lo, double hi) {
    if (std::isnan(x)) return 0.0;
    x = std::min(std::max(x, lo), hi);
    mpfr_t m;
    mpfr_init2(m, 64);
    mpfr_set_d(m, x, MPFR_RNDN);
    mpfr_rint(m, m, MPFR_RNDN);  // ties to even
    const double out = mpfr_get_d(m, MPFR_RNDN);
    mpfr_clear(m);
    return out;
  };
  const double max_u = std::ldexp(1.0, static_cast<int>(bits)) - 1;
  const double max_s = std::ldexp(1.0, static_cast<int>(bits) - 1) - 1;
  switch (f.kind) {
    case Kind::Unorm: return static_cast<uint64_t>(rint_clamped(v * max_u, 0, max_u)) & mask;
    case Kind::Snorm:
      return static_cast<uint64_t>(static_cast<int64_t>(rint_clamped(v * max_s, -max_s, max_s))) &
             mask;
    case Kind::Uscaled: return static_cast<uint64_t>(rint_clamped(v, 0, max_u)) & mask;
    case Kind::Sscaled:
      return static_cast<uint64_t>(static_cast<int64_t>(rint_clamped(v, -max_s - 1, max_s))) & mask;
    default: break;
  }
  if (bits == 32) return d16 ? vh::encode_exact(v, vh::kF32) : reg;  // f16 widens exactly
  if (bits == 16)
    return d16 ? reg : vh::rounded(vh::kF16, MPFR_RNDN, [&](mpfr_t r, mpfr_rnd_t rnd) {
      return mpfr_set_d(r, v, rnd);
    });
  // The unsigned small floats: negatives and -0 store 0 (the model's documented choice).
  if (!(v > 0)) return 0;
  return vh::rounded(small_float(bits), MPFR_RNDN,
                     [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set_d(r, v, rnd); });
}

uint64_t bits_at(const uint8_t* p, unsigned lo, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; ++i)
    v |= static_cast<uint64_t>(p[(lo + i) / 8] >> ((lo + i) % 8) & 1) << i;
  return v;
}
void put_bits(uint8_t* p, unsigned lo, unsigned n, uint64_t v) {
  for (unsigned i = 0; i < n; ++i) {
    const unsigned b = lo + i;
    p[b / 8] = static_cast<uint8_t>((p[b / 8] & ~(1u << (b % 8))) | ((v >> i & 1) << (b % 8)));
  }
}

// ---- one image and one instruction --------------------------------------------------------------

struct Image {
  unsigned dim = k2d;
  unsigned width = 1, height = 1, depth = 1, base_array = 0, last_array = 0;
  unsigned pitch = 1;  // texels, 1D/2D
  unsigned sel[4] = {4, 5, 6, 7};
  unsigned sw_mode = 0, base_level = 0;
  uint64_t base = 0;
  Format format;
  uint64_t row_bytes = 0, slice_bytes = 0;

  unsigned coords() const { return dim == k1d ? 1 : (dim == k2d || dim == k1dArray) ? 2 : 3; }
  bool array() const { return dim == k1dArray || dim == k2dArray; }
  unsigned slices() const { return array() ? last_array + 1 : dim == k3d ? depth : 1; }
};

void lay_out(Image& im, const Layout& l) {
  const unsigned bpe = im.format.bytes();
  if (im.dim == k1d || im.dim == k2d) {
    im.row_bytes = static_cast<uint64_t>(im.pitch) * bpe;
  } else {
    im.row_bytes =
        (static_cast<uint64_t>(im.width) * bpe + l.pitch_align - 1) / l.pitch_align * l.pitch_align;
  }
  im.slice_bytes = im.row_bytes * ((im.dim == k1d || im.dim == k1dArray) ? 1 : im.height);
}

std::vector<uint32_t> descriptor(const Image& im, const Layout& l, bool swap_mutant = false) {
  std::vector<uint32_t> d(8, 0);
  put(d.data(), l.base, im.base >> 8);
  put(d.data(), l.format, im.format.number);
  put(d.data(), swap_mutant ? l.height : l.width, im.width - 1);
  put(d.data(), swap_mutant ? l.width : l.height, im.height - 1);
  for (int i = 0; i < 4; ++i) put(d.data(), l.sel[i], im.sel[i]);
  put(d.data(), l.base_level, im.base_level);
  put(d.data(), l.sw_mode, im.sw_mode);
  put(d.data(), l.type, 8 + im.dim);
  uint64_t depth = 0;
  if (im.dim == k1d || im.dim == k2d) depth = im.pitch - 1;  // ROCm: pitch - 1 for 1D and 2D
  if (im.dim == k3d) depth = im.depth - 1;
  if (im.array()) depth = im.last_array;
  put(d.data(), l.depth, depth);
  put(d.data(), l.base_array, im.array() ? im.base_array : 0);
  return d;
}

struct Inst {
  std::string name;  // image_load, image_store_mip, image_atomic_add ...
  bool mip = false;
  bool store = false;
  bool atomic = false;
  unsigned dmask = 0xF;
  bool d16 = false, a16 = false, tfe = false, nsa = false, returns = false;
  unsigned vdata = 0;
  std::vector<unsigned> vaddr;  // one VGPR per address dword
  unsigned srsrc = 8;
};

unsigned data_dwords(const Inst& in) {
  const unsigned n = static_cast<unsigned>(__builtin_popcount(in.dmask));
  return (in.d16 ? (n + 1) / 2 : n) + (in.tfe ? 1 : 0);
}

std::string vregs(unsigned first, unsigned count) {
  if (count == 1) return "v" + std::to_string(first);
  return "v[" + std::to_string(first) + ":" + std::to_string(first + count - 1) + "]";
}

std::string text_of(const Inst& in, const Image& im, isa::Arch arch) {
  char dmask[8];
  std::snprintf(dmask, sizeof dmask, "0x%x", in.dmask);
  std::string addr;
  if (in.vaddr.size() == 1) {
    addr = "v" + std::to_string(in.vaddr[0]);
  } else if (arch == isa::Arch::Gfx1200 || in.nsa) {
    addr = "[";
    for (std::size_t i = 0; i < in.vaddr.size(); ++i)
      addr += (i ? ", v" : "v") + std::to_string(in.vaddr[i]);
    addr += "]";
  } else {
    addr = vregs(in.vaddr[0], static_cast<unsigned>(in.vaddr.size()));
  }
  const unsigned data =
      in.atomic ? (in.name.find("cmpswap") != std::string::npos ? 2 : 1) : data_dwords(in);
  std::string t = in.name + " " + vregs(in.vdata, data) + ", " + addr + ", s[" +
                  std::to_string(in.srsrc) + ":" + std::to_string(in.srsrc + 7) +
                  "] dmask:" + dmask + " dim:SQ_RSRC_IMG_" + kDimNames[im.dim];
  if (in.returns) t += arch == isa::Arch::Gfx1100 ? " glc" : " th:TH_ATOMIC_RETURN";
  if (in.a16) t += " a16";
  if (in.tfe) t += " tfe";
  if (in.d16) t += " d16";
  return t;
}

// The lane's address components: x, y, z or slice, mip.
struct Coords {
  uint32_t c[4] = {};
};

void write_address(Machine& m, const Inst& in, unsigned count, int lane, const Coords& co) {
  for (unsigned i = 0; i < count; ++i) {
    if (in.a16) {
      uint32_t& r = m.v(static_cast<int>(in.vaddr[i / 2]), lane);
      const unsigned shift = 16 * (i % 2);
      r = (r & ~(0xFFFFu << shift)) | (co.c[i] & 0xFFFF) << shift;
    } else {
      m.v(static_cast<int>(in.vaddr[i]), lane) = co.c[i];
    }
  }
}

// Where a lane's texel lies and whether the image holds it.
bool texel_at(const Image& im, const Coords& co, uint64_t* address) {
  const uint32_t x = co.c[0];
  uint32_t y = 0, z = 0;
  if (im.dim == k1dArray) {
    z = co.c[1];
  } else if (im.coords() > 1) {
    y = co.c[1];
    z = im.coords() > 2 ? co.c[2] : 0;
  }
  uint64_t slice = z;
  bool ok = x < im.width && y < (im.dim == k1d || im.dim == k1dArray ? 1u : im.height);
  if (im.array()) {
    slice = static_cast<uint64_t>(im.base_array) + z;
    ok = ok && slice <= im.last_array;
  } else {
    ok = ok && z < (im.dim == k3d ? im.depth : 1u);
  }
  *address = im.base + slice * im.slice_bytes + y * im.row_bytes +
             static_cast<uint64_t>(x) * im.format.bytes();
  return ok;
}

// ---- the harness ------------------------------------------------------------------------------

struct Case {
  Machine got, want;
  std::string text;
};

Machine random_machine(Rng& rng, int wave_size) {
  Machine m(wave_size);
  m.wave.memory = &m.mem;
  for (int r = 0; r < 256; ++r) {
    for (int lane = 0; lane < 64; ++lane) m.v(r, lane) = static_cast<uint32_t>(rng());
  }
  for (int code = 0; code < 106; ++code) m.s(code) = static_cast<uint32_t>(rng());
  m.mem.base = 0x300000000ull;
  m.mem.global.resize(1 << 14);
  for (auto& b : m.mem.global) b = static_cast<uint8_t>(rng());
  m.mem.scratch.assign(64, std::vector<uint8_t>(16));
  const int pick = static_cast<int>(rng() % 4);
  uint64_t exec = pick == 0 ? ~0ull : rng();
  if (wave_size == 32) exec &= 0xFFFFFFFFull;
  m.wave.set_exec(exec);
  return m;
}

// A random image of `f` at a 256-byte aligned place in the machine's memory.
Image random_image(Rng& rng, const Format& f, unsigned dim, const Layout& l, const Machine& m) {
  Image im;
  im.format = f;
  im.dim = dim;
  im.width = 1 + static_cast<unsigned>(rng() % 9);
  im.height = dim == k1d || dim == k1dArray ? 1 : 1 + static_cast<unsigned>(rng() % 6);
  im.depth = dim == k3d ? 1 + static_cast<unsigned>(rng() % 4) : 1;
  if (im.array()) {
    im.last_array = static_cast<unsigned>(rng() % 5);
    im.base_array = static_cast<unsigned>(rng() % (im.last_array + 1));
  }
  im.pitch = im.width + static_cast<unsigned>(rng() % 4);
  lay_out(im, l);
  const uint64_t bytes = im.slice_bytes * im.slices();
  const uint64_t room = m.mem.global.size() - bytes - 256;
  im.base = m.mem.base + (rng() % room) / 256 * 256;
  return im;
}

// Distinct VGPRs: `count` consecutive for data, then `addresses` others.
void pick_registers(Rng& rng, Inst& in, unsigned data, unsigned addresses) {
  in.vdata = static_cast<unsigned>(rng() % (200 - data));
  in.vaddr.clear();
  const unsigned run = static_cast<unsigned>(rng() % 40);
  for (unsigned i = 0; i < addresses; ++i) {
    unsigned r = 0;
    if (!in.nsa && in.vaddr.size() < addresses && (in.vaddr.empty() || true))
      r = 210 + run % 30 + i;
    if (in.nsa) {
      do {
        r = static_cast<unsigned>(rng() % 256);
      } while ((r >= in.vdata && r < in.vdata + data) ||
               std::find(in.vaddr.begin(), in.vaddr.end(), r) != in.vaddr.end());
    }
    in.vaddr.push_back(r);
  }
}

Coords random_coords(Rng& rng, const Image& im, bool mip) {
  Coords co;
  const bool outside = rng() % 5 == 0;
  const uint32_t limits[3] = {im.width,
                              im.dim == k1dArray ? im.last_array - im.base_array + 1 : im.height,
                              im.array() ? im.last_array - im.base_array + 1 : im.depth};
  for (unsigned i = 0; i < im.coords(); ++i) {
    const uint32_t lim = limits[i];
    co.c[i] = outside && rng() % 2 == 0 ? lim + static_cast<uint32_t>(rng() % 3)
                                        : static_cast<uint32_t>(rng() % lim);
  }
  if (mip) co.c[im.coords()] = 0;
  return co;
}

// Assembles every case's line with one llvm-mc-19 call, runs each and compares.
void run_cases(std::vector<Case>& cases, isa::Arch arch) {
  std::vector<std::string> lines;
  for (const Case& k : cases) lines.push_back(k.text);
  std::string errors;
  const bool wave64 = !cases.empty() && cases[0].got.wave.wave64();
  const auto enc = cutlm_test::llvm_assemble(lines, wave64, &errors, "", cpu_of(arch));
  ASSERT_EQ(enc.size(), cases.size()) << errors;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    Case& k = cases[i];
    const cutlm::DecodedInst d =
        cutlm::decode(enc[i].bytes.data(), enc[i].bytes.size(), k.got.wave.wave64(),
                      cutlm::DecodeMode::Execute, arch);
    ASSERT_TRUE(d.valid()) << k.text << ": " << d.error;
    cutlm::CommitLog log;
    try {
      executor().step(d, k.got.wave, &log);
    } catch (const cutlm::ModelError& e) {
      ADD_FAILURE() << k.text << ": " << e.what();
      continue;
    }
    const std::string diff = differences(k.got, k.want);
    char exec[24];
    std::snprintf(exec, sizeof exec, "0x%llx", static_cast<unsigned long long>(k.got.wave.exec()));
    EXPECT_TRUE(diff.empty()) << k.text << " (" << cpu_of(arch) << " wave" << k.got.wave.wave_size()
                              << ", exec " << exec << ")\n"
                              << diff;
  }
}

// Replaces float components that are NaN (whose payload conversions the oracle leaves aside)
// by 1.0 in the image's bytes.
void no_nans(Machine& m, const Image& im) {
  if (im.format.kind != Kind::Float) return;
  const unsigned bpe = im.format.bytes();
  const uint64_t bytes = im.slice_bytes * im.slices();
  for (uint64_t at = 0; at + bpe <= bytes; at += bpe) {
    uint8_t* p = m.mem.global.data() + (im.base - m.mem.base) + at;
    unsigned lo = 0;
    for (unsigned b : im.format.bits) {
      const vh::Fmt f = b == 32 ? vh::kF32 : b == 16 ? vh::kF16 : small_float(b);
      if (vh::is_nan(bits_at(p, lo, b), f)) put_bits(p, lo, b, vh::one_of(f));
      lo += b;
    }
  }
}

// The expected machine after an image load or store.
void oracle_load_store(Machine& w, const Inst& in, const Image& im) {
  const unsigned n = im.coords() + (in.mip ? 1 : 0);
  const Format& f = im.format;
  for (int lane = 0; lane < w.wave.wave_size(); ++lane) {
    if (!w.active(lane)) continue;
    Coords co;
    for (unsigned i = 0; i < n; ++i) {
      co.c[i] = in.a16 ? w.v(static_cast<int>(in.vaddr[i / 2]), lane) >> (16 * (i % 2)) & 0xFFFF
                       : w.v(static_cast<int>(in.vaddr[i]), lane);
    }
    uint64_t address = 0;
    const bool ok = texel_at(im, co, &address);
    uint8_t* texel = ok ? w.mem.global.data() + (address - w.mem.base) : nullptr;
    uint8_t zeros[16] = {};
    const uint8_t* src = ok ? texel : zeros;
    unsigned slot = 0;
    if (!in.store) {
      for (unsigned ch = 0; ch < 4; ++ch) {
        if ((in.dmask >> ch & 1) == 0) continue;
        const unsigned sel = im.sel[ch];
        uint32_t value = 0;
        if (sel == 1) {
          value = one(f, in.d16);
        } else if (sel >= 4) {
          const unsigned c = sel - 4;
          if (c >= f.bits.size()) {
            value = c == 3 ? one(f, in.d16) : 0;
          } else {
            unsigned lo = 0;
            for (unsigned i = 0; i < c; ++i) lo += f.bits[i];
            value = read_component(f, f.bits[c], bits_at(src, lo, f.bits[c]), in.d16);
          }
        }
        if (in.d16) {
          uint32_t& r = w.v(static_cast<int>(in.vdata + slot / 2), lane);
          const unsigned shift = 16 * (slot % 2);
          r = (r & ~(0xFFFFu << shift)) | (value & 0xFFFF) << shift;
        } else {
          w.v(static_cast<int>(in.vdata + slot), lane) = value;
        }
        ++slot;
      }
      if (in.tfe) {
        const unsigned dwords = in.d16 ? (slot + 1) / 2 : slot;
        w.v(static_cast<int>(in.vdata + dwords), lane) = 0;
      }
      continue;
    }
    if (!ok) continue;
    unsigned lo = 0;
    for (unsigned ch = 0; ch < f.bits.size(); ++ch) {
      if ((in.dmask >> ch & 1) != 0) {
        const uint32_t reg = w.v(static_cast<int>(in.vdata + (in.d16 ? slot / 2 : slot)), lane);
        const uint32_t value = in.d16 ? reg >> (16 * (slot % 2)) & 0xFFFF : reg;
        put_bits(texel, lo, f.bits[ch], write_component(f, f.bits[ch], value, in.d16));
        ++slot;
      }
      lo += f.bits[ch];
    }
  }
}

// A store's data registers: values around the format's range.
void store_data(Rng& rng, Machine& m, const Inst& in, const Format& f) {
  const unsigned n = data_dwords(in);
  for (int lane = 0; lane < 64; ++lane) {
    for (unsigned d = 0; d < n * (in.d16 ? 2 : 1); ++d) {
      double v = 0;
      const unsigned bits = f.bits[0];
      switch (f.kind) {
        case Kind::Unorm:
        case Kind::Snorm:
          v = std::ldexp(static_cast<double>(static_cast<int64_t>(rng() % 3001) - 1500), -10);
          break;
        case Kind::Uscaled:
        case Kind::Sscaled:
          v = static_cast<double>(static_cast<int64_t>(rng() % (2ull << bits)) -
                                  (1ll << (bits - 1))) *
              1.25;
          break;
        case Kind::Float:
          v = std::ldexp(static_cast<double>(static_cast<int64_t>(rng() % 2001) - 1000),
                         static_cast<int>(rng() % 24) - 16);
          break;
        default: break;
      }
      uint32_t bitsv = static_cast<uint32_t>(rng());
      if (!integer(f)) {
        bitsv = in.d16 ? static_cast<uint32_t>(vh::rounded(
                             vh::kF16, MPFR_RNDN,
                             [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set_d(r, v, rnd); }))
                       : static_cast<uint32_t>(vh::rounded(
                             vh::kF32, MPFR_RNDN,
                             [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set_d(r, v, rnd); }));
      }
      if (in.d16) {
        uint32_t& r = m.v(static_cast<int>(in.vdata + d / 2), lane);
        const unsigned shift = 16 * (d % 2);
        r = (r & ~(0xFFFFu << shift)) | (bitsv & 0xFFFF) << shift;
      } else {
        m.v(static_cast<int>(in.vdata + d), lane) = bitsv;
      }
    }
  }
}

struct Setting {
  isa::Arch arch;
  int wave;
};
const Setting kSettings[] = {{isa::Arch::Gfx1100, 32},
                             {isa::Arch::Gfx1100, 64},
                             {isa::Arch::Gfx1200, 32},
                             {isa::Arch::Gfx1200, 64}};

// One load or store case of format f and image kind dim.
Case load_store_case(Rng& rng, const Setting& s, const Format& f, unsigned dim, bool store) {
  const Layout l = layout_of(s.arch);
  Case k{random_machine(rng, s.wave), Machine(s.wave), ""};
  Image im = random_image(rng, f, dim, l, k.got);
  Inst in;
  in.store = store;
  in.mip = rng() % 4 == 0;
  in.name = std::string(store ? "image_store" : "image_load") + (in.mip ? "_mip" : "");
  in.dmask = 1 + static_cast<unsigned>(rng() % 15);
  in.d16 = rng() % 3 == 0;
  in.a16 = rng() % 3 == 0;
  in.tfe = !store && rng() % 4 == 0;
  in.nsa = s.arch == isa::Arch::Gfx1100 && rng() % 2 == 0;
  in.srsrc = 4 * static_cast<unsigned>(rng() % 20);
  if (!store) {
    for (unsigned i = 0; i < 4; ++i) {
      static const unsigned kSels[] = {0, 1, 4, 5, 6, 7};
      im.sel[i] = rng() % 3 == 0 ? kSels[rng() % 6] : 4 + i;
    }
  }
  const unsigned n = im.coords() + (in.mip ? 1 : 0);
  const unsigned dwords = in.a16 ? (n + 1) / 2 : n;
  if (dwords == 1) in.nsa = false;
  pick_registers(rng, in, data_dwords(in), dwords);
  const std::vector<uint32_t> d = descriptor(im, l);
  for (unsigned i = 0; i < 8; ++i) k.got.s(static_cast<int>(in.srsrc + i)) = d[i];
  no_nans(k.got, im);
  if (store) store_data(rng, k.got, in, f);
  for (int lane = 0; lane < 64; ++lane)
    write_address(k.got, in, n, lane, random_coords(rng, im, in.mip));
  k.want = k.got;
  oracle_load_store(k.want, in, im);
  k.text = text_of(in, im, s.arch);
  return k;
}

TEST(Image, LoadsEveryFormatTypeAndDmask) {
  const int n = trials(1, 6, "image_load/_mip x 5 image kinds x 63 formats");
  Rng rng(11);
  ASSERT_EQ(formats().size(), 63u);
  std::vector<Case> cases;
  for (const Setting& s : kSettings) {
    for (const Format& f : formats()) {
      for (unsigned dim : {k1d, k2d, k3d, k1dArray, k2dArray}) {
        for (int t = 0; t < n; ++t) cases.push_back(load_store_case(rng, s, f, dim, false));
      }
    }
    run_cases(cases, s.arch);
    cases.clear();
  }
}

TEST(Image, StoresEveryFormatTypeAndDmask) {
  const int n = trials(1, 6, "image_store/_mip x 5 image kinds x 63 formats");
  Rng rng(12);
  std::vector<Case> cases;
  for (const Setting& s : kSettings) {
    for (const Format& f : formats()) {
      for (unsigned dim : {k1d, k2d, k3d, k1dArray, k2dArray}) {
        for (int t = 0; t < n; ++t) cases.push_back(load_store_case(rng, s, f, dim, true));
      }
    }
    run_cases(cases, s.arch);
    cases.clear();
  }
}

// ---- atomics --------------------------------------------------------------------------------

uint32_t f32_bits(double v) { return static_cast<uint32_t>(vh::encode_exact(v, vh::kF32)); }

uint32_t add_rounded(uint32_t a, uint32_t b, vh::Fmt f, unsigned shift) {
  const double x = vh::decode(a, f), y = vh::decode(b, f);
  (void)shift;
  return static_cast<uint32_t>(vh::rounded(f, MPFR_RNDN, [&](mpfr_t r, mpfr_rnd_t rnd) {
    mpfr_t p, q;
    mpfr_init2(p, 64);
    mpfr_init2(q, 64);
    mpfr_set_d(p, x, MPFR_RNDN);
    mpfr_set_d(q, y, MPFR_RNDN);
    const int t = mpfr_add(r, p, q, rnd);
    mpfr_clear(p);
    mpfr_clear(q);
    return t;
  }));
}

constexpr vh::Fmt kBf16{16, 7, -132, 128, false};

// AMD's pseudocode for each image atomic, read here: tmp the memory dword, src the data.
uint32_t atomic_oracle(const std::string& op, uint32_t tmp, uint32_t src, uint32_t cmp) {
  const auto si = [](uint32_t v) { return static_cast<int32_t>(v); };
  if (op == "swap") return src;
  if (op == "cmpswap") return tmp == cmp ? src : tmp;
  if (op == "add" || op == "add_uint") return tmp + src;
  if (op == "sub" || op == "sub_uint") return tmp - src;
  if (op == "smin" || op == "min_int") return si(src) < si(tmp) ? src : tmp;
  if (op == "umin" || op == "min_uint") return src < tmp ? src : tmp;
  if (op == "smax" || op == "max_int") return si(src) >= si(tmp) ? src : tmp;
  if (op == "umax" || op == "max_uint") return src >= tmp ? src : tmp;
  if (op == "and") return tmp & src;
  if (op == "or") return tmp | src;
  if (op == "xor") return tmp ^ src;
  if (op == "inc" || op == "inc_uint") return tmp >= src ? 0 : tmp + 1;
  if (op == "dec" || op == "dec_uint") return tmp == 0 || tmp > src ? src : tmp - 1;
  if (op == "add_flt") return add_rounded(tmp, src, vh::kF32, 0);
  if (op == "min_flt" || op == "max_flt") {
    const bool max = op == "max_flt";
    const bool sn = vh::is_nan(src, vh::kF32), tn = vh::is_nan(tmp, vh::kF32);
    if (sn && tn) return src | 0x400000u;
    if (sn) return tmp;
    if (tn) return src;
    const double a = vh::decode(src, vh::kF32), b = vh::decode(tmp, vh::kF32);
    const bool zeros = a == 0 && b == 0;
    const bool sneg = (src >> 31) != 0, tneg = (tmp >> 31) != 0;
    if (!max) return (a < b || (zeros && sneg && !tneg)) ? src : tmp;
    return (a > b || (zeros && !sneg && tneg)) ? src : tmp;
  }
  if (op == "pk_add_f16" || op == "pk_add_bf16") {
    const vh::Fmt f = op == "pk_add_f16" ? vh::kF16 : kBf16;
    const uint32_t lo = add_rounded(src & 0xFFFF, tmp & 0xFFFF, f, 0);
    const uint32_t hi = add_rounded(src >> 16, tmp >> 16, f, 0);
    return (lo & 0xFFFF) | hi << 16;
  }
  ADD_FAILURE() << "no oracle for " << op;
  return tmp;
}

uint32_t interesting_float(Rng& rng, unsigned specials) {
  static const uint32_t kSpecial[] = {0,           0x80000000u, 0x3F800000u, 0xBF800000u,
                                      0x00000001u, 0x807FFFFFu, 0x7F800000u, 0xFF800000u,
                                      0x7FC00000u, 0x7F800001u};
  if (rng() % 3 == 0) {
    const uint32_t v = kSpecial[rng() % specials];
    return v;
  }
  return f32_bits(std::ldexp(static_cast<double>(static_cast<int64_t>(rng() % 4001) - 2000),
                             static_cast<int>(rng() % 40) - 20));
}

uint32_t half_pair(Rng& rng, vh::Fmt f) {
  auto one_half = [&] {
    const double v = std::ldexp(static_cast<double>(static_cast<int64_t>(rng() % 201) - 100),
                                static_cast<int>(rng() % 12) - 6);
    return static_cast<uint32_t>(
        vh::rounded(f, MPFR_RNDN, [&](mpfr_t r, mpfr_rnd_t rnd) { return mpfr_set_d(r, v, rnd); }));
  };
  return (one_half() & 0xFFFF) | one_half() << 16;
}

TEST(Image, AtomicsAgainstAmdPseudocode) {
  const int n = trials(3, 20, "image atomics x 5 image kinds");
  Rng rng(13);
  const std::vector<std::string> common = {"swap", "cmpswap", "and", "or", "xor"};
  const std::vector<std::string> gfx11 = {"add",  "sub",  "smin", "umin",
                                          "smax", "umax", "inc",  "dec"};
  const std::vector<std::string> gfx12 = {
      "add_uint", "sub_uint", "min_int", "min_uint", "max_int",    "max_uint",   "inc_uint",
      "dec_uint", "add_flt",  "min_flt", "max_flt",  "pk_add_f16", "pk_add_bf16"};
  std::vector<Case> cases;
  for (const Setting& s : kSettings) {
    std::vector<std::string> ops = common;
    const auto& more = s.arch == isa::Arch::Gfx1100 ? gfx11 : gfx12;
    ops.insert(ops.end(), more.begin(), more.end());
    const Layout l = layout_of(s.arch);
    for (const std::string& op : ops) {
      const bool flt = op == "add_flt" || op == "min_flt" || op == "max_flt";
      const bool pk = op.rfind("pk_", 0) == 0;
      const bool cmpswap = op == "cmpswap";
      const Format& f = format_named(pk          ? "BUF_FMT_16_16_FLOAT"
                                     : flt       ? "BUF_FMT_32_FLOAT"
                                     : rng() % 2 ? "BUF_FMT_32_UINT"
                                                 : "BUF_FMT_32_SINT");
      for (unsigned dim : {k1d, k2d, k3d, k1dArray, k2dArray}) {
        for (int t = 0; t < n; ++t) {
          Case k{random_machine(rng, s.wave), Machine(s.wave), ""};
          Image im = random_image(rng, f, dim, l, k.got);
          Inst in;
          in.atomic = true;
          in.name = "image_atomic_" + op;
          in.dmask = cmpswap ? 3 : 1;
          in.returns = rng() % 2 == 0;
          in.a16 = rng() % 3 == 0;
          in.nsa = s.arch == isa::Arch::Gfx1100 && rng() % 2 == 0;
          in.srsrc = 4 * static_cast<unsigned>(rng() % 20);
          const unsigned coords = im.coords();
          const unsigned dwords = in.a16 ? (coords + 1) / 2 : coords;
          if (dwords == 1) in.nsa = false;
          pick_registers(rng, in, cmpswap ? 2 : 1, dwords);
          const std::vector<uint32_t> d = descriptor(im, l);
          for (unsigned i = 0; i < 8; ++i) k.got.s(static_cast<int>(in.srsrc + i)) = d[i];
          // Few texels, so that lanes meet on one; values the float oracles read exactly.
          const uint64_t bytes = im.slice_bytes * im.slices();
          for (uint64_t at = 0; at + 4 <= bytes; at += 4) {
            uint8_t* p = k.got.mem.global.data() + (im.base - k.got.mem.base) + at;
            if (pk) set_le(p, half_pair(rng, op == "pk_add_f16" ? vh::kF16 : kBf16), 4);
            if (flt) set_le(p, interesting_float(rng, op == "add_flt" ? 6 : 10), 4);
            if (!pk && !flt && rng() % 2) set_le(p, rng() % 4, 4);
          }
          for (int lane = 0; lane < 64; ++lane) {
            write_address(k.got, in, coords, lane, random_coords(rng, im, false));
            uint32_t& d0 = k.got.v(static_cast<int>(in.vdata), lane);
            if (pk) d0 = half_pair(rng, op == "pk_add_f16" ? vh::kF16 : kBf16);
            if (flt) d0 = interesting_float(rng, op == "add_flt" ? 6 : 10);
            if (!pk && !flt && rng() % 2) d0 = static_cast<uint32_t>(rng() % 4);
            if (cmpswap && rng() % 2) k.got.v(static_cast<int>(in.vdata + 1), lane) = 0;
          }
          k.want = k.got;
          Machine& w = k.want;
          for (int lane = 0; lane < s.wave; ++lane) {
            if (!w.active(lane)) continue;
            Coords co;
            for (unsigned i = 0; i < coords; ++i) {
              co.c[i] =
                  in.a16 ? w.v(static_cast<int>(in.vaddr[i / 2]), lane) >> (16 * (i % 2)) & 0xFFFF
                         : w.v(static_cast<int>(in.vaddr[i]), lane);
            }
            uint64_t address = 0;
            uint32_t old = 0;
            if (texel_at(im, co, &address)) {
              uint8_t* p = w.mem.global.data() + (address - w.mem.base);
              old = static_cast<uint32_t>(get_le(p, 4));
              const uint32_t cmp = cmpswap ? w.v(static_cast<int>(in.vdata + 1), lane) : 0;
              set_le(p, atomic_oracle(op, old, w.v(static_cast<int>(in.vdata), lane), cmp), 4);
            }
            if (in.returns) w.v(static_cast<int>(in.vdata), lane) = old;
          }
          k.text = text_of(in, im, s.arch);
          cases.push_back(std::move(k));
        }
      }
    }
    run_cases(cases, s.arch);
    cases.clear();
  }
}

// ---- limits, refused with a one-line error ---------------------------------------------------

std::string error_of(isa::Arch arch, const Image& im, const std::string& text, const Layout& l,
                     int wave = 32) {
  Rng rng(5);
  Machine m = random_machine(rng, wave);
  m.wave.set_exec(1);
  const std::vector<uint32_t> d = descriptor(im, l);
  for (unsigned i = 0; i < 8; ++i) m.s(static_cast<int>(8 + i)) = d[i];
  for (int r = 200; r < 204; ++r) m.v(r, 0) = 0;
  std::string errors;
  const auto enc = cutlm_test::llvm_assemble({text}, false, &errors, "", cpu_of(arch));
  if (enc.size() != 1) return "assembly failed: " + errors;
  const cutlm::DecodedInst inst = cutlm::decode(enc[0].bytes.data(), enc[0].bytes.size(), false,
                                                cutlm::DecodeMode::Execute, arch);
  try {
    cutlm::CommitLog log;
    executor().step(inst, m.wave, &log);
  } catch (const cutlm::ModelError& e) {
    return e.what();
  }
  return "";
}

TEST(Image, LimitsStopWithAOneLineError) {
  for (isa::Arch arch : {isa::Arch::Gfx1100, isa::Arch::Gfx1200}) {
    const Layout l = layout_of(arch);
    Image im;
    im.format = format_named("BUF_FMT_32_FLOAT");
    im.width = im.pitch = 4;
    im.height = 4;
    im.base = 0x300000000ull;
    lay_out(im, l);
    const std::string load2d =
        arch == isa::Arch::Gfx1100
            ? "image_load v0, v[200:201], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D"
            : "image_load v0, [v200, v201], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D";
    Image tiled = im;
    tiled.sw_mode = 9;
    EXPECT_NE(error_of(arch, tiled, load2d, l).find("image swizzle mode 9 is not modelled"),
              std::string::npos);
    Image mip = im;
    mip.base_level = 1;
    EXPECT_NE(error_of(arch, mip, load2d, l).find("mip level 1 is not modelled"),
              std::string::npos);
    Image cube = im;
    cube.dim = kCube;
    EXPECT_NE(error_of(arch, cube, load2d, l).find("CUBE"), std::string::npos);
    Image narrow = im;
    narrow.pitch = 2;
    EXPECT_NE(error_of(arch, narrow, load2d, l).find("row pitch"), std::string::npos);
    Image three = im;
    three.dim = k3d;
    EXPECT_NE(error_of(arch, three, load2d, l).find("dim:SQ_RSRC_IMG_2D on a T# of type 3D"),
              std::string::npos);
    const std::string atomic64 =
        arch == isa::Arch::Gfx1100
            ? "image_atomic_add v[0:1], v[200:201], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D"
            : "image_atomic_add_uint v[0:1], [v200, v201], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D";
    EXPECT_NE(error_of(arch, im, atomic64, l).find("64-bit"), std::string::npos);
    Image rgba = im;
    rgba.format = format_named("BUF_FMT_8_8_8_8_UNORM");
    rgba.sel[0] = 6;
    rgba.sel[2] = 4;
    const std::string store =
        arch == isa::Arch::Gfx1100
            ? "image_store v[0:3], v[200:201], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D"
            : "image_store v[0:3], [v200, v201], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D";
    EXPECT_NE(error_of(arch, rgba, store, l).find("dst_sel"), std::string::npos);
  }
}

// The oracle's T# encoder with width and height swapped must make the model read another texel
// (a mutant of the descriptor layout that the load tests would catch).
TEST(Image, MutantDescriptorLayoutDisagrees) {
  Rng rng(21);
  for (isa::Arch arch : {isa::Arch::Gfx1100, isa::Arch::Gfx1200}) {
    const Layout l = layout_of(arch);
    Machine m = random_machine(rng, 32);
    m.wave.set_exec(1);
    Image im;
    im.format = format_named("BUF_FMT_32_UINT");
    im.dim = k2dArray;  // no pitch in the T#: rows follow the width
    im.width = 3;
    im.height = 7;
    im.last_array = 0;
    im.base = m.mem.base + 256;
    lay_out(im, l);
    const std::vector<uint32_t> good = descriptor(im, l);
    const std::vector<uint32_t> bad = descriptor(im, l, true);
    m.v(200, 0) = 2;  // x
    m.v(201, 0) = 5;  // y
    m.v(202, 0) = 0;  // slice
    const std::string text =
        arch == isa::Arch::Gfx1100
            ? "image_load v0, v[200:202], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY"
            : "image_load v0, [v200, v201, v202], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY";
    std::string errors;
    const auto enc = cutlm_test::llvm_assemble({text}, false, &errors, "", cpu_of(arch));
    ASSERT_EQ(enc.size(), 1u) << errors;
    const cutlm::DecodedInst d = cutlm::decode(enc[0].bytes.data(), enc[0].bytes.size(), false,
                                               cutlm::DecodeMode::Execute, arch);
    uint64_t address = 0;
    Coords co;
    co.c[0] = 2;
    co.c[1] = 5;
    ASSERT_TRUE(texel_at(im, co, &address));
    const uint32_t want =
        static_cast<uint32_t>(get_le(m.mem.global.data() + (address - m.mem.base), 4));
    Machine a = m, b = m;
    for (unsigned i = 0; i < 8; ++i) {
      a.s(static_cast<int>(8 + i)) = good[i];
      b.s(static_cast<int>(8 + i)) = bad[i];
    }
    cutlm::CommitLog log;
    executor().step(d, a.wave, &log);
    executor().step(d, b.wave, &log);
    EXPECT_EQ(a.v(0, 0), want);
    EXPECT_NE(b.v(0, 0), want) << "the swapped-layout mutant went unnoticed";
  }
}

// The storage-image operations execute on both generations; the other image operations do not.
TEST(Image, StatusOfTheImageInstructions) {
  for (isa::Arch arch : {isa::Arch::Gfx1100, isa::Arch::Gfx1200}) {
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(arch, &count);
    int runs = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const isa::InstInfo& info = all[i];
      if (info.format != isa::Format::MIMG && info.format != isa::Format::VIMAGE &&
          info.format != isa::Format::VSAMPLE)
        continue;
      const std::string name = info.name;
      const bool storage = name == "IMAGE_LOAD" || name == "IMAGE_LOAD_MIP" ||
                           name == "IMAGE_STORE" || name == "IMAGE_STORE_MIP" ||
                           name.rfind("IMAGE_ATOMIC_", 0) == 0;
      const bool executes =
          info.executes && executor().support(info.op) == cutlm::Support::Executes;
      EXPECT_EQ(executes, storage) << cpu_of(arch) << " " << name;
      runs += executes;
    }
    EXPECT_EQ(runs, arch == isa::Arch::Gfx1100 ? 17 : 22) << cpu_of(arch);
  }
}

}  // namespace
