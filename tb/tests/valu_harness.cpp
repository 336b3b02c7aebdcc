// The VALU test harness (valu_harness.h): encoding, the test's own operand fetch, random values,
// waves and instances, prediction from the oracle, running and checking.
#include "valu_harness.h"

#include <algorithm>
#include <bitset>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace valu_harness {

// In the 32-bit encodings a 16-bit operand's VGPR field says v[n].h as n + 128.
uint32_t vgpr_field(const Source& s) { return (s.code - kVgpr0) + (s.high ? 128u : 0u); }

void encode(Instance& ins) {
  const isa::InstInfo* info = ins.info;
  std::vector<uint32_t> w(2, 0);
  auto src_field = [&](const Source& s) -> uint32_t {
    if (s.code >= kVgpr0 && s.bits == 16) return kVgpr0 + vgpr_field(s);
    return s.code;
  };
  switch (info->format) {
    case isa::Format::VOP1:
      w.resize(1);
      w[0] = enc::VOP1::kId;
      put(w, enc::VOP1::op, info->opcode);
      put(w, enc::VOP1::src0, src_field(ins.src[0]));
      if (ins.vdst >= 0) {
        put(w, enc::VOP1::vdst, static_cast<uint32_t>(ins.vdst) + (ins.dst_high ? 128u : 0u));
      } else {
        put(w, enc::VOP1::vdst, ins.sdst);
      }
      break;
    case isa::Format::VOP2:
      w.resize(1);
      w[0] = enc::VOP2::kId;
      put(w, enc::VOP2::op, info->opcode);
      put(w, enc::VOP2::src0, src_field(ins.src[0]));
      put(w, enc::VOP2::vsrc1, vgpr_field(ins.src[1]));
      put(w, enc::VOP2::vdst, static_cast<uint32_t>(ins.vdst) + (ins.dst_high ? 128u : 0u));
      break;
    case isa::Format::VOPC:
      w.resize(1);
      w[0] = enc::VOPC::kId;
      put(w, enc::VOPC::op, info->opcode);
      put(w, enc::VOPC::src0, src_field(ins.src[0]));
      put(w, enc::VOPC::vsrc1, vgpr_field(ins.src[1]));
      break;
    case isa::Format::VOP3: {
      w[0] = enc::VOP3::kId;
      put(w, enc::VOP3::op, info->opcode);
      uint32_t opsel = 0;
      for (int i = 0; i < ins.num_src; ++i) {
        if (ins.src[i].high) opsel |= 1u << i;
      }
      if (ins.dst_high) opsel |= 8;
      put(w, enc::VOP3::opsel, opsel);
      put(w, enc::VOP3::abs, ins.abs);
      put(w, enc::VOP3::neg, ins.neg);
      put(w, enc::VOP3::clmp, ins.clamp ? 1 : 0);
      put(w, enc::VOP3::omod, ins.omod);
      put(w, enc::VOP3::vdst, ins.vdst >= 0 ? static_cast<uint32_t>(ins.vdst) : ins.sdst);
      const isa::BitField fields[3] = {enc::VOP3::src0, enc::VOP3::src1, enc::VOP3::src2};
      for (int i = 0; i < ins.num_src; ++i) put(w, fields[i], ins.src[i].code);
      break;
    }
    case isa::Format::VOP3SD: {
      w[0] = enc::VOP3SD::kId;
      put(w, enc::VOP3SD::op, info->opcode);
      put(w, enc::VOP3SD::sdst, ins.sdst);
      put(w, enc::VOP3SD::clmp, ins.clamp ? 1 : 0);
      put(w, enc::VOP3SD::vdst, static_cast<uint32_t>(ins.vdst));
      const isa::BitField fields[3] = {enc::VOP3SD::src0, enc::VOP3SD::src1, enc::VOP3SD::src2};
      for (int i = 0; i < ins.num_src; ++i) put(w, fields[i], ins.src[i].code);
      break;
    }
    case isa::Format::VOP3P: {
      w[0] = enc::VOP3P::kId;
      put(w, enc::VOP3P::op, info->opcode);
      put(w, enc::VOP3P::opsel, ins.opsel & 7u);
      put(w, enc::VOP3P::opsel_hi, ins.opsel_hi & 3u);
      put(w, enc::VOP3P::opsel_hi2, ins.opsel_hi >> 2 & 1u);
      put(w, enc::VOP3P::neg, ins.neg);
      put(w, enc::VOP3P::neg_hi, ins.neg_hi);
      put(w, enc::VOP3P::clmp, ins.clamp ? 1 : 0);
      put(w, enc::VOP3P::vdst, static_cast<uint32_t>(ins.vdst));
      const isa::BitField fields[3] = {enc::VOP3P::src0, enc::VOP3P::src1, enc::VOP3P::src2};
      for (int i = 0; i < ins.num_src; ++i) put(w, fields[i], ins.src[i].code);
      break;
    }
    default: ADD_FAILURE() << "unexpected format for " << info->name;
  }
  for (int i = 0; i < ins.num_src; ++i) {
    if (ins.src[i].code == kLiteralCode) {
      w.push_back(ins.literal);
      break;
    }
  }
  ins.words = w;
}

const isa::OperandInfo* table_source(const isa::InstInfo* info, int i) {
  static const char* const kNames[3][3] = {
      {"src0", "ssrc0", "vsrc0"}, {"src1", "ssrc1", "vsrc1"}, {"src2", "ssrc2", "vsrc2"}};
  for (const char* name : kNames[i]) {
    if (const isa::OperandInfo* o = info->operand(name)) return o;
  }
  return nullptr;
}

// Float inline constants 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi) in each width.
uint64_t float_constant(uint16_t code, unsigned bits) {
  static const uint64_t k16[] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000,
                                 0xC000, 0x4400, 0xC400, 0x3118};
  static const uint64_t k32[] = {0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000,
                                 0xC0000000, 0x40800000, 0xC0800000, 0x3E22F983};
  static const uint64_t k64[] = {0x3FE0000000000000, 0xBFE0000000000000, 0x3FF0000000000000,
                                 0xBFF0000000000000, 0x4000000000000000, 0xC000000000000000,
                                 0x4010000000000000, 0xC010000000000000, 0x3FC45F306DC9C882};
  const int i = code - 240;
  return bits == 16 ? k16[i] : bits == 64 ? k64[i] : k32[i];
}

uint64_t fetch(const WaveState& w, const Instance& ins, const Source& s, int lane) {
  const unsigned width = s.bits == 16 ? 16 : s.bits == 64 ? 64 : 32;
  uint64_t v = 0;
  if (s.code >= kVgpr0) {
    const int n = s.code - kVgpr0;
    v = w.vgpr(n, lane);
    if (width == 64) v |= static_cast<uint64_t>(w.vgpr(n + 1, lane)) << 32;
  } else if (s.code < 128) {
    v = w.sreg(s.code);
    if (width == 64) v |= static_cast<uint64_t>(w.sreg(static_cast<uint16_t>(s.code + 1))) << 32;
  } else if (s.code <= 208) {
    const int64_t k = s.code <= 192 ? s.code - 128 : 192 - s.code;
    v = static_cast<uint64_t>(k) & low_mask(width);
  } else if (s.code >= 240 && s.code <= 248) {
    v = float_constant(s.code, width);
  } else if (s.code == kLiteralCode) {
    v = ins.literal & low_mask(std::min(width, 32u));
    if (width == 64 && s.signed_64) v = static_cast<uint64_t>(sext(v, 32));
    if (width == 64 && s.f64) v = static_cast<uint64_t>(ins.literal) << 32;
  }
  if (width == 16) v = (s.high ? v >> 16 : v) & 0xFFFF;
  return v;
}

uint64_t read_mask(const WaveState& w, uint16_t code) {
  if (code >= 128) {  // inline 0 or -1
    return code == 128 ? 0 : ~0ull;
  }
  uint64_t m = w.sreg(code);
  if (w.wave64()) m |= static_cast<uint64_t>(w.sreg(static_cast<uint16_t>(code + 1))) << 32;
  return m;
}

void write_mask(WaveState& w, uint16_t code, uint64_t mask) {
  if (code == kNullReg) return;
  w.set_sreg(code, static_cast<uint32_t>(mask));
  if (w.wave64()) w.set_sreg(static_cast<uint16_t>(code + 1), static_cast<uint32_t>(mask >> 32));
}

// ---------------------------------------------------------------------------------------------
// Random values, waves and MODE

unsigned float_width(Values values) {
  return values == Values::F16 ? 16 : values == Values::F64 ? 64 : 32;
}

ValueSource::ValueSource(Rng& r, Values k) : rng(r), kind(k) {
  if (kind != Values::Integer) fast.state = rng();
  for (uint64_t& p : pool) p = next_fresh();
}

uint64_t ValueSource::next_fresh() {
  if (kind != Values::Integer) return random_float(fast, float_width(kind));
  static const uint64_t kEdges[] = {0,
                                    1,
                                    2,
                                    0x7F,
                                    0x80,
                                    0xFF,
                                    0x7FFF,
                                    0x8000,
                                    0xFFFF,
                                    0x10000,
                                    0x7FFFFF,
                                    0x800000,
                                    0xFFFFFF,
                                    0x7FFFFFFF,
                                    0x80000000,
                                    0xFFFFFFFF,
                                    0x100000000,
                                    0x7FFFFFFFFFFFFFFF,
                                    0x8000000000000000,
                                    ~0ull};
  switch (rng() % 8) {
    case 0:
    case 1: return rng();
    case 2: return rng() % 40;
    case 3: return static_cast<uint64_t>(-static_cast<int64_t>(rng() % 40 + 1));
    case 4: return kEdges[rng() % (sizeof kEdges / sizeof kEdges[0])];
    case 5: return (1ull << (rng() % 64)) + (rng() % 3) - 1;
    case 6: {  // two interesting 16-bit halves
      static const uint64_t kHalves[] = {0,      1,      0x7F,   0x80,   0xFF,
                                         0x7FFF, 0x8000, 0x8001, 0xFFFF, 0xFFFE};
      return kHalves[rng() % 10] | kHalves[rng() % 10] << 16 | (rng() & ~0xFFFFFFFFull);
    }
    default: return rng() & 0xFFFFFFFF;
  }
}

// A float next to a pool value: one ulp up or down in magnitude, or the other sign.
uint64_t ValueSource::pool_neighbour() {
  const unsigned bits = float_width(kind);
  const uint64_t sign = 1ull << (bits - 1);
  const uint64_t p = pool[fast() % pool.size()];
  const uint64_t magnitude = p & ~sign & low_mask(bits);
  switch (fast() % 3) {
    case 0: return p ^ sign;
    case 1: return (p & sign) | ((magnitude + 1) & ~sign & low_mask(bits));
    default: return magnitude == 0 ? p ^ sign : (p & sign) | (magnitude - 1);
  }
}

uint64_t ValueSource::next() {
  if (kind == Values::Integer) {
    return rng() % 10 < 3 ? pool[rng() % pool.size()] : next_fresh();
  }
  const uint64_t draw = fast();
  const unsigned pick = static_cast<unsigned>(draw % 10);
  if (pick < 3) return pool[(draw >> 32) % pool.size()];
  if (pick == 3) return pool_neighbour();
  return next_fresh();
}

// One 32-bit register's worth: two f16 values, one f32, integer bits, or an f64's high dword
// (a 32-bit literal used as an f64).
uint32_t ValueSource::next_word() {
  switch (kind) {
    case Values::F16: return static_cast<uint32_t>(next() | next() << 16);
    case Values::F64: return static_cast<uint32_t>(next() >> 32);
    default: return static_cast<uint32_t>(next());
  }
}

uint64_t random_exec(Rng& rng, int wave_size) {
  const uint64_t lanes = wave_size == 64 ? ~0ull : 0xFFFFFFFFull;
  switch (rng() % 10) {
    case 0: return lanes;
    case 1: return (1ull << (rng() % wave_size));
    case 2: return rng() & rng() & lanes;
    case 3: return rng() % 20 == 0 ? 0 : (rng() | rng()) & lanes;
    default: return rng() & lanes;
  }
}

// Every MODE field at random: IEEE, DX10 clamp, both denormal and both rounding modes.
cutlm::Mode random_mode(Rng& rng) {
  cutlm::Mode m;
  m.ieee = (rng() & 1) != 0;
  m.dx10_clamp = (rng() & 1) != 0;
  m.denorm_f32 = static_cast<cutlm::DenormMode>(rng() % 4);
  m.denorm_f16_f64 = static_cast<cutlm::DenormMode>(rng() % 4);
  m.round_f32 = static_cast<cutlm::RoundMode>(rng() % 4);
  m.round_f16_f64 = static_cast<cutlm::RoundMode>(rng() % 4);
  return m;
}

// Refills the registers the tests name (and every scalar register), picks a new EXEC and resets
// MODE. f64 values fill aligned register pairs, VGPRs and SGPRs alike.
void randomize(Rng& rng, WaveState& w, Values kind) {
  ValueSource values(rng, kind);
  w.mode = cutlm::Mode{};
  uint32_t* sregs = w.sreg_storage();
  if (kind == Values::F64) {
    for (int reg = 0; reg < kVgprsUsed + 4; reg += 2) {
      for (int lane = 0; lane < 64; ++lane) {
        const uint64_t v = values.next();
        w.set_vgpr(reg, lane, static_cast<uint32_t>(v));
        w.set_vgpr(reg + 1, lane, static_cast<uint32_t>(v >> 32));
      }
    }
    for (int i = 0; i < cutlm::kNumScalarRegs; i += 2) {
      const uint64_t v = values.next();
      sregs[i] = static_cast<uint32_t>(v);
      sregs[i + 1] = static_cast<uint32_t>(v >> 32);
    }
  } else {
    for (int reg = 0; reg < kVgprsUsed + 4; ++reg) {
      for (int lane = 0; lane < 64; ++lane) w.set_vgpr(reg, lane, values.next_word());
    }
    for (int i = 0; i < cutlm::kNumScalarRegs; ++i) sregs[i] = values.next_word();
  }
  w.set_exec(random_exec(rng, w.wave_size()));
  w.scc = (rng() & 1) != 0;
}

WaveState random_wave(Rng& rng, int wave_size, Values kind) {
  WaveState w(wave_size);
  randomize(rng, w, kind);
  return w;
}

// ---------------------------------------------------------------------------------------------
// Random instances

// A source for operand `index`: mostly VGPRs (either half of 16-bit ones), else SGPRs and
// special registers, inline constants or the literal.
Source random_source(Rng& rng, const isa::InstInfo* info, int index, const Instance& ins) {
  Source s;
  const isa::OperandInfo* o = table_source(info, index);
  s.bits = o != nullptr ? o->bits : 32;
  s.signed_64 = o != nullptr && o->bits == 64 && o->num_format == isa::NumFormat::NumI64;
  s.f64 = o != nullptr && o->bits == 64 && o->num_format == isa::NumFormat::NumF64;
  const bool vgpr_only =
      (info->format == isa::Format::VOP2 || info->format == isa::Format::VOPC) && index == 1;
  const unsigned pick = static_cast<unsigned>(rng() % 20);
  const int pair = s.bits == 64 ? 1 : 0;
  if (vgpr_only || pick < 12) {
    s.code = static_cast<uint16_t>(kVgpr0 + rng() % (kVgprsUsed - pair));
    s.high = s.bits == 16 && (rng() & 1) != 0;
  } else if (pick < 15) {
    static const uint16_t kScalars[] = {kVccLo, kM0, kExecLo, 107, 127, kNullReg};
    if (s.bits == 64) {
      s.code =
          rng() % 4 == 0 ? (rng() & 1 ? kVccLo : kExecLo) : static_cast<uint16_t>(2 * (rng() % 53));
    } else {
      s.code = rng() % 5 == 0 ? kScalars[rng() % 6] : static_cast<uint16_t>(rng() % 106);
      s.high = s.bits == 16 && ins.info->format == isa::Format::VOP3 && (rng() & 1) != 0;
    }
  } else if (pick < 18) {
    s.code = rng() % 4 == 0 ? static_cast<uint16_t>(240 + rng() % 9)
                            : static_cast<uint16_t>(128 + rng() % 81);
    // Constant halves follow the model's contract: a 16-bit pattern whose high half is 0.
    s.high = s.bits == 16 && ins.info->format == isa::Format::VOP3 && (rng() & 1) != 0;
  } else {
    s.code = kLiteralCode;
  }
  // In the 32-bit encodings only VGPR fields can name a high half; VOP3P has its own op_sel.
  if (ins.info->format != isa::Format::VOP3 && s.code < kVgpr0) s.high = false;
  if (ins.info->format == isa::Format::VOP3P) s.high = false;
  return s;
}

Source random_mask_source(Rng& rng) {
  Source s;
  s.is_mask = true;
  s.bits = 64;
  switch (rng() % 6) {
    case 0: s.code = kVccLo; break;
    case 1: s.code = kExecLo; break;
    case 2: s.code = rng() & 1 ? 128 : 193; break;  // 0 or -1
    default: s.code = static_cast<uint16_t>(2 * (rng() % 53)); break;
  }
  return s;
}

uint16_t random_sdst(Rng& rng, bool allow_exec) {
  switch (rng() % 8) {
    case 0: return kVccLo;
    case 1: return kNullReg;
    case 2: return allow_exec ? kExecLo : kVccLo;
    default: return static_cast<uint16_t>(2 * (rng() % 53));
  }
}

bool is_vop3(const isa::InstInfo* info) {
  return info->format == isa::Format::VOP3 || info->format == isa::Format::VOP3SD;
}

bool is_cmpx(const std::string& name) { return name.rfind("V_CMPX_", 0) == 0; }

bool decodes(const Instance& ins) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
  return cutlm::decode(bytes.data(), bytes.size(), false, cutlm::DecodeMode::Disassemble,
                       ins.info->arch)
      .valid();
}

const ModifierSupport& modifier_support(const isa::InstInfo* info) {
  static std::map<const isa::InstInfo*, ModifierSupport> cache;
  const auto found = cache.find(info);
  if (found != cache.end()) return found->second;
  Instance base;
  base.info = info;
  for (int i = 0; i < 3; ++i) {
    const isa::OperandInfo* o = table_source(info, i);
    if (o == nullptr) continue;
    base.num_src = i + 1;
    const bool mask = o->type == isa::OperandType::Sreg;
    base.src[i] = {static_cast<uint16_t>(mask ? 30 : kVgpr0 + 1 + 2 * i), false, o->bits, mask};
  }
  const isa::OperandInfo* d = info->operand("vdst");
  if (d != nullptr && d->type == isa::OperandType::Vgpr) {
    base.vdst = 8;
    base.dst_bits = d->bits;
  } else if (d != nullptr) {
    base.sdst = d->type == isa::OperandType::Exec ? kExecLo : 20;
  }
  if (info->format == isa::Format::VOP3SD) base.sdst = 20;
  ModifierSupport support;
  auto accepts = [&](const std::function<void(Instance&)>& change) {
    Instance probe = base;
    change(probe);
    encode(probe);
    return decodes(probe);
  };
  if (accepts([](Instance&) {})) {
    support.clamp = accepts([](Instance& t) { t.clamp = true; });
    support.omod = info->format == isa::Format::VOP3 && accepts([](Instance& t) { t.omod = 1; });
    for (int i = 0; i < base.num_src; ++i) {
      const uint8_t bit = static_cast<uint8_t>(1u << i);
      if (info->format == isa::Format::VOP3) {
        if (accepts([bit](Instance& t) { t.abs = bit; })) support.abs |= bit;
      }
      if (accepts([bit](Instance& t) { t.neg = bit; })) support.neg |= bit;
      if (info->format == isa::Format::VOP3P) {
        if (accepts([bit](Instance& t) { t.opsel = bit; })) support.opsel |= bit;
        if (accepts([bit](Instance& t) { t.opsel_hi = static_cast<uint8_t>(7 & ~bit); })) {
          support.opsel_hi |= bit;
        }
        if (accepts([bit](Instance& t) { t.neg_hi = bit; })) support.neg_hi |= bit;
      }
    }
  }
  return cache.emplace(info, support).first->second;
}

// One 32-bit literal from a distribution (an f64's high dword for F64).
uint32_t random_literal(Rng& rng, Values kind) {
  if (kind == Values::Integer) return static_cast<uint32_t>(ValueSource(rng).next());
  return ValueSource(rng, kind).next_word();
}

Instance random_instance(Rng& rng, const isa::InstInfo* info, const OpSpec& spec) {
  Instance ins;
  ins.info = info;
  for (int i = 0; i < 3; ++i) {
    if (table_source(info, i) != nullptr) ins.num_src = i + 1;
  }
  const bool mask_in_src2 =
      is_vop3(info) && (spec.kind == Kind::Select || (spec.kind == Kind::Carry && spec.carry_in));
  for (int i = 0; i < ins.num_src; ++i) {
    ins.src[i] =
        (mask_in_src2 && i == 2) ? random_mask_source(rng) : random_source(rng, info, i, ins);
  }
  ins.literal = random_literal(rng, spec.values);
  const isa::OperandInfo* d = info->operand("vdst");
  if (d != nullptr && d->type == isa::OperandType::Vgpr) {
    ins.dst_bits = d->bits;
    ins.vdst = static_cast<int>(rng() % (kVgprsUsed - (d->bits > 32 ? d->bits / 32 - 1 : 0)));
    ins.dst_high = d->bits == 16 && (rng() & 1) != 0;
    // VOP3P has no op_sel bit for vdst: the 16-bit mix results name their half in the name.
    if (info->format == isa::Format::VOP3P) {
      ins.dst_high = d->bits == 16 && spec.name.find("MIXHI") != std::string::npos;
    }
  }
  if (spec.kind == Kind::Compare) ins.sdst = random_sdst(rng, true);
  if (info->format == isa::Format::VOPC) ins.sdst = kVccLo;
  if (is_cmpx(spec.name) && info->format == isa::Format::VOP3) ins.sdst = kExecLo;
  if (info->format == isa::Format::VOP3SD) ins.sdst = random_sdst(rng, false);
  const bool vop3p = info->format == isa::Format::VOP3P;
  if (spec.float_modifiers && (is_vop3(info) || vop3p)) {
    const ModifierSupport& m = modifier_support(info);
    ins.abs = static_cast<uint8_t>(rng() & m.abs);
    ins.neg = static_cast<uint8_t>(rng() & m.neg);
    ins.neg_hi = static_cast<uint8_t>(rng() & m.neg_hi);
    ins.clamp = m.clamp && (rng() & 1) != 0;
    ins.omod = m.omod ? static_cast<uint8_t>(rng() % 4) : 0;
  } else if (is_vop3(info)) {
    ins.clamp = (rng() & 1) != 0;
    if (spec.name == "V_CNDMASK_B32" || spec.name == "V_CNDMASK_B16" || spec.name == "V_MOV_B16") {
      ins.abs = static_cast<uint8_t>(rng() & 3);
      ins.neg = static_cast<uint8_t>(rng() & 3);
    }
  } else if (vop3p) {
    ins.clamp = modifier_support(info).clamp && (rng() & 1) != 0;
  }
  if (vop3p) {
    const ModifierSupport& m = modifier_support(info);
    ins.opsel = static_cast<uint8_t>(rng() & m.opsel);
    ins.opsel_hi = static_cast<uint8_t>(7 & ~((rng() & 1) != 0 ? rng() & m.opsel_hi : 0));
  }
  encode(ins);
  return ins;
}

// Gives source i of `ins` values of another distribution: the VGPR (every lane, both registers
// of a pair), the SGPR (or pair) or the literal it reads. Inline constants stay as they are.
void refill_source(Rng& rng, Values kind, Instance& ins, int i, WaveState& w) {
  const Source& s = ins.src[i];
  ValueSource values(rng, kind);
  auto word_pair = [&](uint32_t* low, uint32_t* high) {
    if (kind == Values::F64 || (kind == Values::Integer && high != nullptr)) {
      const uint64_t v = values.next();
      *low = static_cast<uint32_t>(v);
      if (high != nullptr) *high = static_cast<uint32_t>(v >> 32);
    } else {
      *low = values.next_word();
      if (high != nullptr) *high = values.next_word();
    }
  };
  if (s.code >= kVgpr0) {
    const int reg = s.code - kVgpr0;
    for (int lane = 0; lane < 64; ++lane) {
      uint32_t low = 0;
      uint32_t high = 0;
      word_pair(&low, s.bits == 64 ? &high : nullptr);
      w.set_vgpr(reg, lane, low);
      if (s.bits == 64) w.set_vgpr(reg + 1, lane, high);
    }
  } else if (s.code < 106) {
    uint32_t* sregs = w.sreg_storage();
    word_pair(&sregs[s.code], s.bits == 64 && s.code + 1 < 106 ? &sregs[s.code + 1] : nullptr);
  } else if (s.code == kLiteralCode) {
    ins.literal = random_literal(rng, kind);
  }
}

// ---------------------------------------------------------------------------------------------
// Running and checking

std::vector<const isa::InstInfo*> encodings_of(const std::string& name, isa::Arch arch) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(arch, &count);
  std::vector<const isa::InstInfo*> found;
  for (std::size_t i = 0; i < count; ++i) {
    const isa::InstInfo& info = all[i];
    if (!info.available || name != isa::op_name(info.op)) continue;
    switch (info.format) {
      case isa::Format::VOP1:
      case isa::Format::VOP2:
      case isa::Format::VOPC:
      case isa::Format::VOP3:
      case isa::Format::VOP3SD:
      case isa::Format::VOP3P: found.push_back(&info); break;
      default: break;
    }
  }
  return found;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string describe_mode(const cutlm::Mode& m) {
  return std::string(" mode{ieee=") + (m.ieee ? "1" : "0") + " dx10=" + (m.dx10_clamp ? "1" : "0") +
         " denorm_f32=" + cutlm::denorm_mode_name(m.denorm_f32) +
         " denorm_f16_f64=" + cutlm::denorm_mode_name(m.denorm_f16_f64) +
         " round_f32=" + cutlm::round_mode_name(m.round_f32) +
         " round_f16_f64=" + cutlm::round_mode_name(m.round_f16_f64) + "}";
}

std::string describe(const Instance& ins, const WaveState& before) {
  std::string text = std::string(ins.info->name) + " words";
  for (uint32_t word : ins.words) text += " " + hex(word);
  text += " wave" + std::to_string(before.wave_size()) + " exec " + hex(before.exec());
  for (int i = 0; i < ins.num_src; ++i) {
    text += " src" + std::to_string(i) + "=" + std::to_string(ins.src[i].code) +
            (ins.src[i].high ? ".h" : "");
  }
  text += " vdst=" + std::to_string(ins.vdst) + (ins.dst_high ? ".h" : "") +
          " sdst=" + std::to_string(ins.sdst) + (ins.clamp ? " clamp" : "");
  if (ins.abs != 0) text += " abs=" + std::to_string(ins.abs);
  if (ins.neg != 0) text += " neg=" + std::to_string(ins.neg);
  if (ins.omod != 0) text += " omod=" + std::to_string(ins.omod);
  if (ins.info->format == isa::Format::VOP3P) {
    text += " op_sel=" + std::to_string(ins.opsel) + " op_sel_hi=" + std::to_string(ins.opsel_hi) +
            " neg_hi=" + std::to_string(ins.neg_hi);
  }
  const cutlm::Mode plain;
  if (cutlm::mode_register(before.mode) != cutlm::mode_register(plain)) {
    text += describe_mode(before.mode);
  }
  return text;
}

// The state the oracle predicts after `ins` on `before`, written to `after`.
void predict(const OpSpec& spec, const Instance& ins, const WaveState& before, WaveState& after) {
  after = before;
  const uint64_t exec = before.exec();
  const bool vop2 = ins.info->format == isa::Format::VOP2;
  uint64_t mask_in = 0;
  if (spec.kind == Kind::Select || (spec.kind == Kind::Carry && spec.carry_in)) {
    mask_in = vop2 ? read_mask(before, kVccLo) : read_mask(before, ins.src[2].code);
  }
  In in;
  in.clamp = ins.clamp;
  in.abs = ins.abs;
  in.neg = ins.neg;
  in.omod = ins.omod;
  in.wave64 = before.wave64();
  in.mode = before.mode;
  if (ins.info->format == isa::Format::VOP3P) {
    in.opsel = ins.opsel;
    in.opsel_hi = ins.opsel_hi;
    in.neg_hi = ins.neg_hi;
  }
  uint64_t mask_out = 0;
  for (int lane = 0; lane < before.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    in.lane = lane;
    in.mask_bit = (mask_in >> lane & 1) != 0;
    for (int i = 0; i < ins.num_src; ++i) {
      in.s[i] = ins.src[i].is_mask ? 0 : fetch(before, ins, ins.src[i], lane);
    }
    const Out out = spec.oracle(in);
    if (out.bit) mask_out |= 1ull << lane;
    if (spec.kind == Kind::Compare) continue;
    if (ins.dst_bits == 16) {
      const uint32_t old = before.vgpr(ins.vdst, lane);
      const uint32_t half = static_cast<uint32_t>(out.value & 0xFFFF);
      after.set_vgpr(ins.vdst, lane,
                     ins.dst_high ? (old & 0xFFFF) | half << 16 : (old & 0xFFFF0000) | half);
    } else {
      after.set_vgpr(ins.vdst, lane, static_cast<uint32_t>(out.value));
      if (ins.dst_bits == 64)
        after.set_vgpr(ins.vdst + 1, lane, static_cast<uint32_t>(out.value >> 32));
    }
  }
  if (spec.kind == Kind::Compare) {
    write_mask(after, is_cmpx(spec.name) ? kExecLo : ins.sdst, mask_out);
  } else if (spec.kind == Kind::Carry) {
    write_mask(after, vop2 ? kVccLo : ins.sdst, mask_out);
  }
}

// Assembles each line with llvm-mc-19 and expects it to encode as the words given for it.
void expect_llvm_encodings(const std::vector<std::string>& lines,
                           const std::vector<std::vector<uint32_t>>& words, bool wave64,
                           isa::Arch arch) {
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, wave64, &errors, "", isa::arch_name(arch));
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encoded.size(), lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::vector<uint32_t> llvm_words;
    for (std::size_t w = 0; w * 4 < encoded[i].bytes.size(); ++w) {
      llvm_words.push_back(cutlm_test::word_at(encoded[i].bytes, w));
    }
    EXPECT_EQ(llvm_words, words[i]) << lines[i] << " (llvm: " << encoded[i].text << ")";
  }
}

// Compares every VGPR lane, every scalar register and SCC; reports the first differences.
bool same_state(const WaveState& expected, const WaveState& actual, const std::string& what) {
  int reported = 0;
  for (uint16_t code = 0; code < cutlm::kNumScalarRegs && reported < 4; ++code) {
    if (expected.sreg(code) != actual.sreg(code)) {
      ADD_FAILURE() << what << "\n  " << cutlm::scalar_reg_name(code) << ": expected "
                    << hex(expected.sreg(code)) << ", got " << hex(actual.sreg(code));
      ++reported;
    }
  }
  for (int reg = 0; reg < cutlm::kNumVgprs && reported < 4; ++reg) {
    for (int lane = 0; lane < 64 && reported < 4; ++lane) {
      if (expected.vgpr(reg, lane) != actual.vgpr(reg, lane)) {
        ADD_FAILURE() << what << "\n  v" << reg << " lane " << lane << ": expected "
                      << hex(expected.vgpr(reg, lane)) << ", got " << hex(actual.vgpr(reg, lane));
        ++reported;
      }
    }
  }
  if (expected.scc != actual.scc) {
    ADD_FAILURE() << what << "\n  scc changed";
    ++reported;
  }
  return reported == 0;
}

// Decodes and executes `ins` on a copy of `before`; checks the result against `expected`.
bool Runner::run(const Instance& ins, const WaveState& before, const WaveState& expected) {
  const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(ins.words);
  const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), before.wave64(),
                                                cutlm::DecodeMode::Disassemble, ins.info->arch);
  // A random modifier the operation has no use for (clamp on v_add3_u32, say) makes a word
  // that LLVM, and so the decoder, reject: no instruction to execute.
  if (!inst.valid() && inst.error.rfind("field combination", 0) == 0) {
    ++rejected_encodings;
    return true;
  }
  if (inst.info != ins.info || inst.num_words != ins.words.size()) {
    ADD_FAILURE() << "decoded as " << (inst.info ? inst.info->name : inst.error.c_str()) << ": "
                  << describe(ins, before);
    return false;
  }
  WaveState& actual = actual_[before.wave64() ? 1 : 0];
  actual = before;
  cutlm::CommitLog log;
  try {
    executor.step(inst, actual, &log);
  } catch (const cutlm::ModelError& e) {
    ADD_FAILURE() << e.what() << ": " << describe(ins, before);
    return false;
  }
  return same_state(expected, actual, describe(ins, before));
}

// One random instance of `spec` in encoding `info` on a random wave; returns the active
// lanes checked (0 after a failure or a rejected word).
uint64_t Runner::random_case(const OpSpec& spec, const isa::InstInfo* info, int wave_size) {
  Instance ins = random_instance(rng, info, spec);
  WaveState& before = fresh_wave(wave_size, spec.values);
  if (spec.random_mode) before.mode = random_mode(rng);
  bool changed = false;
  for (int i = 0; i < ins.num_src; ++i) {
    if (!spec.source_values[i] || ins.src[i].is_mask) continue;
    refill_source(rng, *spec.source_values[i], ins, i, before);
    changed = true;
  }
  if (spec.prepare) {
    spec.prepare(rng, ins, before);
    changed = true;
  }
  if (changed) encode(ins);
  WaveState& expected = scratch_expected(wave_size);
  predict(spec, ins, before, expected);
  const uint64_t rejected = rejected_encodings;
  if (!run(ins, before, expected) || rejected_encodings != rejected) return 0;
  return static_cast<uint64_t>(std::bitset<64>(before.exec()).count());
}

uint64_t test_seed() {
  const char* text = std::getenv("CUTLM_TEST_SEED");
  return text != nullptr ? std::strtoull(text, nullptr, 0) : 0x5EED1100;
}

// True when the long runs were asked for (CUTLM_LONG=1).
bool long_run() {
  const char* text = std::getenv("CUTLM_LONG");
  return text != nullptr && text[0] != '\0' && text[0] != '0';
}

// Runs random instances of every operation in every encoding it has, alternating wave32 and
// wave64, until the family has seen at least `min_lanes` active lane evaluations.
void random_family(const std::vector<OpSpec>& ops, uint64_t min_lanes) {
  Runner runner(test_seed());
  std::vector<std::pair<const OpSpec*, const isa::InstInfo*>> forms;
  for (const OpSpec& spec : ops) {
    const auto infos = encodings_of(spec.name, spec.arch);
    ASSERT_FALSE(infos.empty()) << "no " << isa::arch_name(spec.arch) << " encoding named "
                                << spec.name;
    for (const isa::InstInfo* info : infos) forms.emplace_back(&spec, info);
  }
  uint64_t lanes = 0;
  int failures = 0;
  for (int round = 0; lanes < min_lanes || round < 8; ++round) {
    for (const auto& form : forms) {
      const uint64_t checked =
          runner.random_case(*form.first, form.second, round % 2 == 0 ? 32 : 64);
      if (checked == 0 && ::testing::Test::HasFailure() && ++failures > 5) return;
      lanes += checked;
    }
  }
  std::printf(
      "  %zu operations, %zu encodings, %llu lane evaluations (%llu words the decoder "
      "rejected)\n",
      ops.size(), forms.size(), static_cast<unsigned long long>(lanes),
      static_cast<unsigned long long>(runner.rejected_encodings));
  EXPECT_GE(lanes, min_lanes);
}

// ---------------------------------------------------------------------------------------------
// Exhaustive runs over reduced domains: sources in fixed VGPRs, every combination of the
// per-source value sets packed into the active lanes of instructions alternating wave32 and
// wave64, each with a random EXEC.

const OpSpec& find_spec(const std::vector<OpSpec>& ops, const std::string& name) {
  for (const OpSpec& spec : ops) {
    if (spec.name == name) return spec;
  }
  static const OpSpec kMissing{"", Kind::Value, nullptr};
  ADD_FAILURE() << "no oracle for " << name;
  return kMissing;
}

// Sources in v1, v2, v3 (halves by `high`; a lane mask source in s30), destination v4 (or s20).
// When there are two or more value sources and one is a register pair, they go to v1, v3, v5 and
// the destination to v8 instead, so that no two operands overlap.
Instance fixed_instance(const isa::InstInfo* info, const OpSpec& spec, bool high, bool clamp) {
  Instance ins;
  ins.info = info;
  const bool mask_in_src2 =
      is_vop3(info) && (spec.kind == Kind::Select || (spec.kind == Kind::Carry && spec.carry_in));
  int values = 0;
  bool pair = false;
  for (int i = 0; i < 3; ++i) {
    const isa::OperandInfo* o = table_source(info, i);
    if (o == nullptr || (mask_in_src2 && i == 2)) continue;
    ++values;
    pair = pair || o->bits == 64;
  }
  const int spacing = values >= 2 && pair ? 2 : 1;
  for (int i = 0; i < 3; ++i) {
    const isa::OperandInfo* o = table_source(info, i);
    if (o == nullptr) continue;
    ins.num_src = i + 1;
    ins.src[i].code = static_cast<uint16_t>(kVgpr0 + 1 + spacing * i);
    ins.src[i].bits = o->bits;
    ins.src[i].high = o->bits == 16 && high;
    ins.src[i].f64 = o->bits == 64 && o->num_format == isa::NumFormat::NumF64;
    if (mask_in_src2 && i == 2) ins.src[i] = {30, false, 64, true};
  }
  const isa::OperandInfo* d = info->operand("vdst");
  if (d != nullptr && d->type == isa::OperandType::Vgpr) {
    ins.vdst = spacing == 2 ? 8 : 4;
    ins.dst_bits = d->bits;
    ins.dst_high = d->bits == 16 && !high;
  }
  ins.sdst = info->format == isa::Format::VOPC ? kVccLo : 20;
  if (is_cmpx(spec.name) && info->format == isa::Format::VOP3) ins.sdst = kExecLo;
  ins.clamp = clamp && is_vop3(info);
  encode(ins);
  return ins;
}

// Feeds every tuple of the value sources' domains (one domain for all if only one is given)
// through `ins` under `mode`; returns the lane evaluations, 0 after a failure.
uint64_t exhaustive(Runner& runner, const OpSpec& spec, const Instance& ins, const Domains& domains,
                    const cutlm::Mode& mode) {
  std::vector<int> value_sources;
  for (int i = 0; i < ins.num_src; ++i) {
    if (!ins.src[i].is_mask) value_sources.push_back(i);
  }
  auto domain_of = [&](std::size_t k) -> const std::vector<uint64_t>& {
    return domains.size() == 1 ? domains[0] : domains[k];
  };
  std::size_t total = 1;
  for (std::size_t k = 0; k < value_sources.size(); ++k) total *= domain_of(k).size();
  std::size_t next = 0;
  uint64_t lanes = 0;
  // Two random waves serve as the background of every step; EXEC changes each time.
  const std::array<WaveState, 2> base = {random_wave(runner.rng, 64), random_wave(runner.rng, 32)};
  for (int step = 0; next < total; ++step) {
    WaveState& before = runner.scratch_before(base[step % 2].wave_size());
    before = base[step % 2];
    before.mode = mode;
    const uint64_t lanes_mask = before.wave64() ? ~0ull : 0xFFFFFFFFull;
    const uint64_t exec = (step % 4 == 3 ? runner.rng() : runner.rng() | runner.rng()) & lanes_mask;
    before.set_exec(exec | 1);  // at least one lane makes progress
    for (int lane = 0; lane < before.wave_size() && next < total; ++lane) {
      if (((exec | 1) >> lane & 1) == 0) continue;
      std::size_t index = next++;
      for (std::size_t k = 0; k < value_sources.size(); ++k) {
        const std::vector<uint64_t>& domain = domain_of(k);
        const uint64_t v = domain[index % domain.size()];
        index /= domain.size();
        const Source& s = ins.src[value_sources[k]];
        const int reg = s.code - kVgpr0;
        const uint32_t old = before.vgpr(reg, lane);
        if (s.bits == 16) {
          const uint32_t half = static_cast<uint32_t>(v & 0xFFFF);
          before.set_vgpr(reg, lane,
                          s.high ? (old & 0xFFFF) | half << 16 : (old & 0xFFFF0000) | half);
        } else {
          before.set_vgpr(reg, lane, static_cast<uint32_t>(v));
          if (s.bits == 64) before.set_vgpr(reg + 1, lane, static_cast<uint32_t>(v >> 32));
        }
      }
      ++lanes;
    }
    WaveState& expected = runner.scratch_expected(before.wave_size());
    predict(spec, ins, before, expected);
    if (!runner.run(ins, before, expected)) return 0;
  }
  return lanes;
}

std::vector<uint64_t> range(uint64_t first, uint64_t end) {
  std::vector<uint64_t> values;
  for (uint64_t v = first; v < end; ++v) values.push_back(v);
  return values;
}

std::vector<uint64_t> joined(std::initializer_list<std::vector<uint64_t>> parts) {
  std::vector<uint64_t> values;
  for (const auto& part : parts) values.insert(values.end(), part.begin(), part.end());
  return values;
}

void report(const char* what, int configurations, uint64_t lanes) {
  std::printf("  %s: %d configurations, %llu lane evaluations\n", what, configurations,
              static_cast<unsigned long long>(lanes));
}

}  // namespace valu_harness
