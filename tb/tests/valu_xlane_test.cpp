// DPP16/DPP8 operand fetch, VOPD dual issue, and the cross-lane and M0-relative moves
// (sem_valu_xlane.cpp, sem_vopd.cpp, the DPP path of Executor::step), run through the real
// decoder and executor on random waves (wave32 and wave64, random EXEC) and compared, whole
// state against whole state, with what oracles written here predict.
//
// The oracles are independent of the model. The DPP lane pattern is built by moving data the
// way LLVM's modifier reference words each control ("row_shr:n shifts the row right": lane i's
// value lands in lane i+n), where the model asks each lane where it reads from; validity,
// bound_ctrl, fi and the masks follow the same reference. Operations are plain C++. Instruction
// words are encoded here from the generated field layouts, and a sample of every form is
// compared with llvm-mc-19's encoding of the same assembly text.
//
// CUTLM_LONG=1 runs many more random cases; each test prints how many it ran.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/wave_state.h"
#include "isa/decoder.h"
#include "support/errors.h"
#include "test_util.h"
#include "valu_harness.h"

namespace {

namespace isa = cutlm::isa;
namespace enc = cutlm::isa::enc;
using cutlm::WaveState;
using Rng = std::mt19937_64;

constexpr uint16_t kVgpr0 = 256;
constexpr uint16_t kVccLo = 106;
constexpr uint16_t kM0 = 125;
constexpr uint16_t kExecLo = 126;
constexpr uint16_t kLiteral = 255;
constexpr uint32_t kDpp16 = 250;
constexpr uint32_t kDpp8 = 233;
constexpr uint32_t kDpp8Fi = 234;

bool long_run() {
  const char* v = std::getenv("CUTLM_LONG");
  return v != nullptr && *v != '\0' && std::string(v) != "0";
}

uint64_t test_seed() {
  const char* text = std::getenv("CUTLM_TEST_SEED");
  return text != nullptr ? std::strtoull(text, nullptr, 0) : 0xD99C0DE;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

void put(std::vector<uint32_t>& words, isa::BitField f, uint32_t value) {
  for (unsigned b = 0; b <= static_cast<unsigned>(f.hi - f.lo); ++b) {
    const unsigned pos = f.lo + b;
    if (words.size() <= pos / 32) words.resize(pos / 32 + 1, 0);
    const uint32_t bit = 1u << (pos % 32);
    if ((value >> b & 1) != 0) {
      words[pos / 32] |= bit;
    } else {
      words[pos / 32] &= ~bit;
    }
  }
}

// The gfx1100 instruction of an operation in a format, as the generated table names it.
const isa::InstInfo* instruction(const std::string& op, isa::Format format) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (all[i].available && all[i].format == format && op == isa::op_name(all[i].op))
      return &all[i];
  }
  ADD_FAILURE() << "no gfx1100 " << isa::format_name(format) << " instruction " << op;
  return nullptr;
}

uint64_t all_lanes(int wave_size) { return wave_size == 64 ? ~0ull : 0xFFFFFFFFull; }
bool bit(uint64_t v, int i) { return (v >> i & 1) != 0; }

uint64_t random_exec(Rng& rng, int wave_size) {
  const uint64_t lanes = all_lanes(wave_size);
  switch (rng() % 8) {
    case 0: return lanes;
    case 1: return lanes & ~(0xFFFFull << (16 * (rng() % (wave_size / 16))));  // a row off
    case 2: return rng() & rng() & lanes;
    case 3: return (rng() | rng()) & lanes;
    case 4: return rng() % 8 == 0 ? 0 : (1ull << (rng() % wave_size));
    default: return rng() & lanes;
  }
}

// Random VGPRs v0..v[vgprs-1] (values repeat now and then, so compares see equal ones), random
// SGPRs and SCC, and a random EXEC.
void randomize(Rng& rng, WaveState& w, int vgprs) {
  std::array<uint32_t, 6> pool{};
  for (uint32_t& p : pool) p = static_cast<uint32_t>(rng());
  for (int reg = 0; reg < vgprs; ++reg) {
    for (int lane = 0; lane < 64; ++lane) {
      const uint64_t r = rng();
      w.set_vgpr(reg, lane,
                 r % 4 == 0 ? pool[(r >> 8) % pool.size()] : static_cast<uint32_t>(r >> 16));
    }
  }
  uint32_t* sregs = w.sreg_storage();
  for (int i = 0; i < cutlm::kNumScalarRegs; ++i) sregs[i] = static_cast<uint32_t>(rng());
  w.set_exec(random_exec(rng, w.wave_size()));
  w.scc = (rng() & 1) != 0;
}

uint64_t read_pair(const WaveState& w, uint16_t code) {
  uint64_t v = w.sreg(code);
  if (w.wave64()) v |= static_cast<uint64_t>(w.sreg(static_cast<uint16_t>(code + 1))) << 32;
  return v;
}

void write_pair(WaveState& w, uint16_t code, uint64_t value) {
  w.set_sreg(code, static_cast<uint32_t>(value));
  if (w.wave64()) w.set_sreg(static_cast<uint16_t>(code + 1), static_cast<uint32_t>(value >> 32));
}

// The whole-state comparison the other suites use.
using valu_harness::same_state;

std::string words_text(const std::vector<uint32_t>& words) {
  std::string text;
  for (uint32_t w : words) text += " " + hex(w);
  return text;
}

// Decodes and executes words; checks the result against `expected` (or, with `error_part`,
// that the model stops with a ModelError containing it and changes nothing).
class Runner {
 public:
  bool run(const std::vector<uint32_t>& words, const isa::InstInfo* info, const WaveState& before,
           const WaveState& expected, const std::string& what, bool* ended = nullptr) {
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
    const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), before.wave64());
    const std::string where = what + " words" + words_text(words) + " wave" +
                              std::to_string(before.wave_size()) + " exec " + hex(before.exec());
    if (!inst.valid() || inst.info != info || inst.num_words != words.size()) {
      ADD_FAILURE() << "decoded as " << (inst.valid() ? inst.info->name : inst.error) << ": "
                    << where;
      return false;
    }
    actual_ = before;
    try {
      const cutlm::StepResult result = executor.step(inst, actual_, nullptr);
      if (ended != nullptr) *ended = result.ended;
    } catch (const cutlm::ModelError& e) {
      ADD_FAILURE() << e.what() << ": " << where;
      return false;
    }
    return same_state(expected, actual_, where);
  }

  bool run_stops(const std::vector<uint32_t>& words, const WaveState& before,
                 const std::string& error_part, const std::string& what) {
    const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
    const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), before.wave64());
    const std::string where = what + " words" + words_text(words);
    if (!inst.valid()) {
      ADD_FAILURE() << "does not decode (" << inst.error << "): " << where;
      return false;
    }
    actual_ = before;
    std::string error;
    try {
      executor.step(inst, actual_, nullptr);
    } catch (const cutlm::ModelError& e) {
      error = e.what();
    }
    if (error.find(error_part) == std::string::npos) {
      ADD_FAILURE() << "expected a ModelError with \"" << error_part << "\", got \"" << error
                    << "\": " << where;
      return false;
    }
    return same_state(before, actual_, where + " (stopped)");
  }

  cutlm::Executor executor;

 private:
  WaveState actual_{64};
};

// Assembles lines with llvm-mc-19 and compares each encoding with the words built here.
void check_with_llvm_mc(const std::vector<std::string>& lines,
                        const std::vector<std::vector<uint32_t>>& words, bool wave64,
                        const std::string& attrs = "") {
  ASSERT_EQ(lines.size(), words.size());
  std::string errors;
  const auto encodings = cutlm_test::llvm_assemble(lines, wave64, &errors, attrs);
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encodings.size(), lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(cutlm_test::byte_list(cutlm_test::words_to_bytes(words[i])),
              cutlm_test::byte_list(encodings[i].bytes))
        << lines[i];
  }
}

// =============================================================================================
// DPP

struct Dpp {
  bool dpp8 = false;
  unsigned ctrl = 0;                 // DPP16 dpp_ctrl
  std::array<unsigned, 8> select{};  // DPP8
  unsigned row_mask = 0xF;
  unsigned bank_mask = 0xF;
  bool bound_ctrl = false;
  bool fi = false;
};

// Every dpp_ctrl gfx1100 defines (LLVM's dpp16_ctrl list), in encoding order.
std::vector<unsigned> defined_controls() {
  std::vector<unsigned> controls;
  for (unsigned c = 0; c <= 0xFF; ++c) controls.push_back(c);  // quad_perm
  for (unsigned group : {0x100u, 0x110u, 0x120u}) {            // row_shl, row_shr, row_ror
    for (unsigned n = 1; n <= 15; ++n) controls.push_back(group + n);
  }
  controls.push_back(0x140);                                         // row_mirror
  controls.push_back(0x141);                                         // row_half_mirror
  for (unsigned n = 0; n <= 15; ++n) controls.push_back(0x150 + n);  // row_share
  for (unsigned n = 0; n <= 15; ++n) controls.push_back(0x160 + n);  // row_xmask
  return controls;
}

std::string control_text(const Dpp& d) {
  if (d.dpp8) {
    std::string text = "dpp8:[";
    for (int i = 0; i < 8; ++i) text += (i ? "," : "") + std::to_string(d.select[i]);
    return text + "]";
  }
  const unsigned c = d.ctrl;
  const std::string n = std::to_string(c & 0xF);
  if (c <= 0xFF) {
    return "quad_perm:[" + std::to_string(c & 3) + "," + std::to_string(c >> 2 & 3) + "," +
           std::to_string(c >> 4 & 3) + "," + std::to_string(c >> 6 & 3) + "]";
  }
  switch (c >> 4) {
    case 0x10: return "row_shl:" + n;
    case 0x11: return "row_shr:" + n;
    case 0x12: return "row_ror:" + n;
    case 0x15: return "row_share:" + n;
    case 0x16: return "row_xmask:" + n;
    default: return c == 0x140 ? "row_mirror" : "row_half_mirror";
  }
}

std::string dpp_suffix(const Dpp& d) {
  if (d.dpp8) return " " + control_text(d) + (d.fi ? " fi:1" : "");
  char masks[48];
  std::snprintf(masks, sizeof masks, " row_mask:0x%x bank_mask:0x%x", d.row_mask, d.bank_mask);
  return " " + control_text(d) + masks + (d.bound_ctrl ? " bound_ctrl:1" : "") +
         (d.fi ? " fi:1" : "");
}

// For every lane, the lane whose src0 value it receives (-1: none), built by sending each lane's
// value where the control moves it.
std::array<int, 64> receives_from(const Dpp& d) {
  std::array<int, 64> from;
  from.fill(-1);
  if (d.dpp8) {
    for (int lane = 0; lane < 64; ++lane)
      from[lane] = lane / 8 * 8 + static_cast<int>(d.select[lane % 8]);
    return from;
  }
  const unsigned c = d.ctrl;
  const int n = static_cast<int>(c & 0xF);
  for (int row = 0; row < 4; ++row) {
    const int base = row * 16;
    if (c <= 0xFF) {  // each quad: lane k takes the quad's lane named by bits [2k+1:2k]
      for (int quad = 0; quad < 4; ++quad) {
        for (int k = 0; k < 4; ++k) {
          from[base + quad * 4 + k] = base + quad * 4 + static_cast<int>((c >> (2 * k)) & 3);
        }
      }
      continue;
    }
    for (int i = 0; i < 16; ++i) {  // lane base+i sends its value to `to`
      int to = -1;
      switch (c >> 4) {
        case 0x10: to = i - n; break;         // shift left: toward lane 0
        case 0x11: to = i + n; break;         // shift right: toward lane 15
        case 0x12: to = (i + n) % 16; break;  // rotate right
        case 0x16: to = i ^ n; break;         // xmask
        case 0x14: to = c == 0x140 ? 15 - i : (i / 8) * 8 + (7 - i % 8); break;
        default: break;
      }
      if (to >= 0 && to < 16) from[base + to] = base + i;
    }
    if ((c >> 4) == 0x15) {  // share: the whole row receives lane n
      for (int i = 0; i < 16; ++i) from[base + i] = base + n;
    }
  }
  return from;
}

// What DPP does to one lane: whether the lane is written, and its src0 value.
struct Fetched {
  bool written = false;
  uint32_t value = 0;
};

std::array<Fetched, 64> fetch_all(const Dpp& d, const WaveState& w, int src0_reg) {
  const std::array<int, 64> from = receives_from(d);
  const uint64_t exec = w.exec();
  std::array<Fetched, 64> out{};
  for (int lane = 0; lane < w.wave_size(); ++lane) {
    if (!bit(exec, lane)) continue;
    const int f = from[lane];
    const bool valid = f >= 0 && (bit(exec, f) || d.fi);
    bool written = true;
    if (!d.dpp8) {
      const bool row_on = bit(d.row_mask, lane / 16);
      const bool bank_on = bit(d.bank_mask, (lane / 4) % 4);
      written = row_on && bank_on && (valid || d.bound_ctrl);
    }
    out[lane].written = written;
    out[lane].value = valid ? w.vgpr(src0_reg, f) : 0;
  }
  return out;
}

enum class Shape { Move, Binary, Select, Compare, CompareExec, Move16, MinF16 };

struct DppForm {
  const char* op;
  isa::Format format;
  Shape shape;
  const char* text;  // assembly mnemonic without the _dpp / _e64_dpp suffix
  std::function<uint32_t(uint32_t, uint32_t)> f;
};

std::vector<DppForm> dpp_forms() {
  auto gt_u = [](uint32_t a, uint32_t b) { return a > b ? 1u : 0u; };
  auto lt_i = [](uint32_t a, uint32_t b) {
    return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? 1u : 0u;
  };
  auto eq = [](uint32_t a, uint32_t b) { return a == b ? 1u : 0u; };
  return {
      {"V_MOV_B32", isa::Format::VOP1, Shape::Move, "v_mov_b32", nullptr},
      {"V_MOV_B32", isa::Format::VOP3, Shape::Move, "v_mov_b32", nullptr},
      {"V_ADD_NC_U32", isa::Format::VOP2, Shape::Binary, "v_add_nc_u32",
       [](uint32_t a, uint32_t b) { return a + b; }},
      {"V_SUB_NC_U32", isa::Format::VOP2, Shape::Binary, "v_sub_nc_u32",
       [](uint32_t a, uint32_t b) { return a - b; }},
      {"V_XOR_B32", isa::Format::VOP3, Shape::Binary, "v_xor_b32",
       [](uint32_t a, uint32_t b) { return a ^ b; }},
      {"V_CNDMASK_B32", isa::Format::VOP2, Shape::Select, "v_cndmask_b32", nullptr},
      {"V_CNDMASK_B32", isa::Format::VOP3, Shape::Select, "v_cndmask_b32", nullptr},
      {"V_CMP_GT_U32", isa::Format::VOPC, Shape::Compare, "v_cmp_gt_u32", gt_u},
      {"V_CMP_LT_I32", isa::Format::VOP3, Shape::Compare, "v_cmp_lt_i32", lt_i},
      {"V_CMPX_EQ_U32", isa::Format::VOPC, Shape::CompareExec, "v_cmpx_eq_u32", eq},
      {"V_MOV_B16", isa::Format::VOP1, Shape::Move16, "v_mov_b16", nullptr},
      {"V_MIN_F16", isa::Format::VOP2, Shape::MinF16, "v_min_f16", nullptr},
  };
}

struct DppCase {
  const DppForm* form = nullptr;
  const isa::InstInfo* info = nullptr;
  Dpp dpp;
  int vdst = 0, src0 = 1, src1 = 2;
  uint16_t sdst = 8;  // VOP3 compare destination / VOP3 cndmask condition (SGPR, pair in wave64)
  bool src0_high = false, src1_high = false, dst_high = false;  // 16-bit halves
  uint8_t abs = 0, neg = 0;                                     // cndmask: bit 0 src0, bit 1 src1
  std::vector<uint32_t> words;
};

bool sixteen(const DppCase& c) {
  return c.form->shape == Shape::Move16 || c.form->shape == Shape::MinF16;
}

void encode(DppCase& c) {
  std::vector<uint32_t> w(1, 0);
  const uint32_t marker = c.dpp.dpp8 ? (c.dpp.fi ? kDpp8Fi : kDpp8) : kDpp16;
  const uint32_t vdst = static_cast<uint32_t>(c.vdst) + (c.dst_high ? 128u : 0u);
  const uint32_t vsrc1 = static_cast<uint32_t>(c.src1) + (c.src1_high ? 128u : 0u);
  const bool vop3 = c.info->format == isa::Format::VOP3;
  switch (c.info->format) {
    case isa::Format::VOP1:
      w[0] = enc::VOP1::kId;
      put(w, enc::VOP1::op, c.info->opcode);
      put(w, enc::VOP1::vdst, vdst);
      put(w, enc::VOP1::src0, marker);
      break;
    case isa::Format::VOP2:
      w[0] = enc::VOP2::kId;
      put(w, enc::VOP2::op, c.info->opcode);
      put(w, enc::VOP2::vdst, vdst);
      put(w, enc::VOP2::vsrc1, vsrc1);
      put(w, enc::VOP2::src0, marker);
      break;
    case isa::Format::VOPC:
      w[0] = enc::VOPC::kId;
      put(w, enc::VOPC::op, c.info->opcode);
      put(w, enc::VOPC::vsrc1, vsrc1);
      put(w, enc::VOPC::src0, marker);
      break;
    default:  // VOP3
      w.assign(2, 0);
      w[0] = enc::VOP3::kId;
      put(w, enc::VOP3::op, c.info->opcode);
      put(w, enc::VOP3::vdst, c.form->shape == Shape::Compare ? c.sdst : vdst);
      put(w, enc::VOP3::src0, marker);
      if (c.form->shape != Shape::Move) put(w, enc::VOP3::src1, kVgpr0 + c.src1);
      if (c.form->shape == Shape::Select) put(w, enc::VOP3::src2, c.sdst);
      put(w, enc::VOP3::abs, c.abs);
      put(w, enc::VOP3::neg, c.neg);
      break;
  }
  const uint32_t vsrc0 = static_cast<uint32_t>(c.src0) + (c.src0_high ? 128u : 0u);
  if (c.dpp.dpp8) {
    if (vop3) {
      const isa::BitField sel[] = {enc::VOP3_DPP8::lane_sel_0, enc::VOP3_DPP8::lane_sel_1,
                                   enc::VOP3_DPP8::lane_sel_2, enc::VOP3_DPP8::lane_sel_3,
                                   enc::VOP3_DPP8::lane_sel_4, enc::VOP3_DPP8::lane_sel_5,
                                   enc::VOP3_DPP8::lane_sel_6, enc::VOP3_DPP8::lane_sel_7};
      put(w, enc::VOP3_DPP8::vsrc0, vsrc0);
      for (int i = 0; i < 8; ++i) put(w, sel[i], c.dpp.select[i]);
    } else {
      const isa::BitField sel[] = {enc::VOP1_DPP8::lane_sel_0, enc::VOP1_DPP8::lane_sel_1,
                                   enc::VOP1_DPP8::lane_sel_2, enc::VOP1_DPP8::lane_sel_3,
                                   enc::VOP1_DPP8::lane_sel_4, enc::VOP1_DPP8::lane_sel_5,
                                   enc::VOP1_DPP8::lane_sel_6, enc::VOP1_DPP8::lane_sel_7};
      put(w, enc::VOP1_DPP8::vsrc0, vsrc0);
      for (int i = 0; i < 8; ++i) put(w, sel[i], c.dpp.select[i]);
    }
  } else if (vop3) {
    put(w, enc::VOP3_DPP16::vsrc0, vsrc0);
    put(w, enc::VOP3_DPP16::dpp, c.dpp.ctrl);
    put(w, enc::VOP3_DPP16::fi, c.dpp.fi);
    put(w, enc::VOP3_DPP16::bc, c.dpp.bound_ctrl);
    put(w, enc::VOP3_DPP16::row_mask, c.dpp.row_mask);
    put(w, enc::VOP3_DPP16::bank_mask, c.dpp.bank_mask);
  } else {
    put(w, enc::VOP1_DPP16::vsrc0, vsrc0);
    put(w, enc::VOP1_DPP16::dpp, c.dpp.ctrl);
    put(w, enc::VOP1_DPP16::fi, c.dpp.fi);
    put(w, enc::VOP1_DPP16::bc, c.dpp.bound_ctrl);
    put(w, enc::VOP1_DPP16::row_mask, c.dpp.row_mask);
    put(w, enc::VOP1_DPP16::bank_mask, c.dpp.bank_mask);
    put(w, enc::VOP1_DPP16::src0_abs, c.abs & 1);
    put(w, enc::VOP1_DPP16::src0_neg, c.neg & 1);
    put(w, enc::VOP1_DPP16::src1_abs, c.abs >> 1 & 1);
    put(w, enc::VOP1_DPP16::src1_neg, c.neg >> 1 & 1);
  }
  c.words = w;
}

std::string sgpr_text(uint16_t code, bool wave64) {
  if (!wave64) return "s" + std::to_string(code);
  return "s[" + std::to_string(code) + ":" + std::to_string(code + 1) + "]";
}

std::string vgpr_text(int reg, bool is16, bool high) {
  return "v" + std::to_string(reg) + (is16 ? (high ? ".h" : ".l") : "");
}

// The assembly text llvm-mc-19 (with +real-true16 for the 16-bit forms) reads.
std::string assembly(const DppCase& c, bool wave64) {
  const bool vop3 = c.info->format == isa::Format::VOP3;
  const std::string name = std::string(c.form->text) + (vop3 ? "_e64_dpp" : "_dpp");
  const bool h = sixteen(c);
  const std::string d = vgpr_text(c.vdst, h, c.dst_high);
  auto mod = [&](const std::string& reg, int i) {
    std::string text = (c.abs >> i & 1) ? "|" + reg + "|" : reg;
    return (c.neg >> i & 1) ? "-" + text : text;
  };
  const std::string a = mod(vgpr_text(c.src0, h, c.src0_high), 0);
  const std::string b = mod(vgpr_text(c.src1, h, c.src1_high), 1);
  const std::string vcc = wave64 ? "vcc" : "vcc_lo";
  std::string ops;
  switch (c.form->shape) {
    case Shape::Move:
    case Shape::Move16: ops = d + ", " + a; break;
    case Shape::Binary:
    case Shape::MinF16: ops = d + ", " + a + ", " + b; break;
    case Shape::Select:
      ops = d + ", " + a + ", " + b + ", " + (vop3 ? sgpr_text(c.sdst, wave64) : vcc);
      break;
    case Shape::Compare:
      ops = (vop3 ? sgpr_text(c.sdst, wave64) : vcc) + ", " + a + ", " + b;
      break;
    case Shape::CompareExec: ops = a + ", " + b; break;
  }
  return name + " " + ops + dpp_suffix(c.dpp);
}

uint32_t sign_mods(uint32_t v, int i, const DppCase& c) {
  if (c.abs >> i & 1) v &= 0x7FFFFFFFu;
  if (c.neg >> i & 1) v ^= 0x80000000u;
  return v;
}

uint32_t half_of(uint32_t v, bool high) { return high ? v >> 16 : v & 0xFFFF; }
uint32_t with_half(uint32_t old, uint32_t half, bool high) {
  return high ? (old & 0xFFFF) | half << 16 : (old & 0xFFFF0000u) | (half & 0xFFFF);
}

// The state after the instruction, from the state before it.
void predict(const DppCase& c, const WaveState& before, WaveState& after) {
  after = before;
  const std::array<Fetched, 64> fetched = fetch_all(c.dpp, before, c.src0);
  const bool vop3 = c.info->format == isa::Format::VOP3;
  const uint64_t condition = vop3 ? read_pair(before, c.sdst) : read_pair(before, kVccLo);
  uint64_t mask = 0;
  for (int lane = 0; lane < before.wave_size(); ++lane) {
    if (!fetched[lane].written) continue;
    const uint32_t a = fetched[lane].value;
    const uint32_t b = before.vgpr(c.src1, lane);
    const uint32_t old = before.vgpr(c.vdst, lane);
    switch (c.form->shape) {
      case Shape::Move: after.set_vgpr(c.vdst, lane, a); break;
      case Shape::Binary: after.set_vgpr(c.vdst, lane, c.form->f(a, b)); break;
      case Shape::Select:
        after.set_vgpr(c.vdst, lane,
                       bit(condition, lane) ? sign_mods(b, 1, c) : sign_mods(a, 0, c));
        break;
      case Shape::Compare:
      case Shape::CompareExec:
        if (c.form->f(a, b) != 0) mask |= 1ull << lane;
        break;
      case Shape::Move16:
        after.set_vgpr(c.vdst, lane, with_half(old, half_of(a, c.src0_high), c.dst_high));
        break;
      case Shape::MinF16: {
        // Both halves are positive finite f16 here, ordered like their bit patterns.
        const uint32_t x = half_of(a, c.src0_high);
        const uint32_t y = half_of(b, c.src1_high);
        after.set_vgpr(c.vdst, lane, with_half(old, std::min(x, y), c.dst_high));
        break;
      }
    }
  }
  if (c.form->shape == Shape::Compare) write_pair(after, vop3 ? c.sdst : kVccLo, mask);
  if (c.form->shape == Shape::CompareExec) write_pair(after, kExecLo, mask);
}

Dpp random_dpp16(Rng& rng, unsigned ctrl) {
  Dpp d;
  d.ctrl = ctrl;
  // Mostly all rows and banks on, often some off.
  d.row_mask = rng() % 3 == 0 ? static_cast<unsigned>(rng() % 16) : 0xF;
  d.bank_mask = rng() % 3 == 0 ? static_cast<unsigned>(rng() % 16) : 0xF;
  d.bound_ctrl = (rng() & 1) != 0;
  d.fi = (rng() & 1) != 0;
  return d;
}

Dpp random_dpp8(Rng& rng) {
  Dpp d;
  d.dpp8 = true;
  for (unsigned& s : d.select) s = static_cast<unsigned>(rng() % 8);
  d.fi = (rng() & 1) != 0;
  return d;
}

// A case of `form`: registers among v0..v7 (they may coincide: a DPP source read must see the
// register as it was before any lane is written), a random SGPR pair, halves and modifiers.
DppCase random_case(Rng& rng, const DppForm& form, const Dpp& dpp) {
  DppCase c;
  c.form = &form;
  c.info = instruction(form.op, form.format);
  c.dpp = dpp;
  c.vdst = static_cast<int>(rng() % 8);
  c.src0 = static_cast<int>(rng() % 8);
  c.src1 = static_cast<int>(rng() % 8);
  c.sdst = static_cast<uint16_t>(2 * (rng() % 50));
  if (sixteen(c)) {
    c.src0_high = (rng() & 1) != 0;
    c.src1_high = (rng() & 1) != 0;
    c.dst_high = (rng() & 1) != 0;
  }
  // Sign modifiers exist on v_cndmask (float-style operands); DPP8 words have no room for them
  // in the 32-bit encodings.
  if (form.shape == Shape::Select && (!dpp.dpp8 || form.format == isa::Format::VOP3)) {
    c.abs = static_cast<uint8_t>(rng() % 4);
    c.neg = static_cast<uint8_t>(rng() % 4);
  }
  encode(c);
  return c;
}

// Gives the f16 operands of v_min_f16 positive finite halves (below 0x4000).
void make_min_f16_operands(WaveState& w, const DppCase& c) {
  if (c.form->shape != Shape::MinF16) return;
  for (int reg : {c.src0, c.src1}) {
    for (int lane = 0; lane < 64; ++lane) w.set_vgpr(reg, lane, w.vgpr(reg, lane) & 0x3FFF3FFF);
  }
}

struct Counts {
  uint64_t cases = 0;
  uint64_t lanes = 0;
};

bool run_dpp_case(Runner& runner, Rng& rng, const DppCase& c, int wave_size, Counts& counts) {
  WaveState before(wave_size);
  randomize(rng, before, 8);
  make_min_f16_operands(before, c);
  WaveState expected(wave_size);
  predict(c, before, expected);
  if (!runner.run(c.words, c.info, before, expected,
                  assembly(c, wave_size == 64) + " (" + c.info->name + ")")) {
    return false;
  }
  ++counts.cases;
  counts.lanes += std::bitset<64>(before.exec()).count();
  return true;
}

// Every DPP16 control on every form, wave32 and wave64, with random masks, bound_ctrl and fi.
TEST(Dpp16, EveryControlOnEveryForm) {
  Runner runner;
  Rng rng(test_seed());
  const std::vector<DppForm> forms = dpp_forms();
  const int rounds = long_run() ? 60 : 3;
  std::printf("  %d random configurations per control, form and wave size\n", rounds);
  Counts counts;
  int failures = 0;
  for (unsigned ctrl : defined_controls()) {
    for (const DppForm& form : forms) {
      for (int wave_size : {32, 64}) {
        for (int r = 0; r < rounds; ++r) {
          const DppCase c = random_case(rng, form, random_dpp16(rng, ctrl));
          if (!run_dpp_case(runner, rng, c, wave_size, counts) && ++failures > 5) return;
        }
      }
    }
  }
  std::printf("  %zu controls, %zu forms: %llu cases, %llu active lanes\n",
              defined_controls().size(), forms.size(),
              static_cast<unsigned long long>(counts.cases),
              static_cast<unsigned long long>(counts.lanes));
}

// bound_ctrl and fi in all four combinations with the row and bank masks, for the controls
// that leave rows (shifts) and a full permutation, on sparse EXEC masks.
TEST(Dpp16, BoundCtrlFetchInactiveAndMasks) {
  Runner runner;
  Rng rng(test_seed() + 1);
  const std::vector<DppForm> forms = dpp_forms();
  Counts counts;
  for (unsigned ctrl : {0x101u, 0x108u, 0x10Fu, 0x111u, 0x11Fu, 0x1Bu, 0x140u, 0x15Au}) {
    for (unsigned masks = 0; masks < 256; masks += long_run() ? 1 : 17) {
      for (int flags = 0; flags < 4; ++flags) {
        Dpp d;
        d.ctrl = ctrl;
        d.row_mask = masks & 0xF;
        d.bank_mask = masks >> 4;
        d.bound_ctrl = (flags & 1) != 0;
        d.fi = (flags & 2) != 0;
        const DppForm& form = forms[(masks + flags) % forms.size()];
        ASSERT_TRUE(
            run_dpp_case(runner, rng, random_case(rng, form, d), 32 << (flags % 2), counts));
      }
    }
  }
  std::printf("  %llu cases\n", static_cast<unsigned long long>(counts.cases));
}

// Random DPP8 selects (with and without fi) on every form.
TEST(Dpp8, RandomSelectsOnEveryForm) {
  Runner runner;
  Rng rng(test_seed() + 2);
  const std::vector<DppForm> forms = dpp_forms();
  const int per_form = long_run() ? 20000 : 600;
  std::printf("  %d random selects per form\n", per_form);
  Counts counts;
  int failures = 0;
  for (const DppForm& form : forms) {
    for (int i = 0; i < per_form; ++i) {
      const DppCase c = random_case(rng, form, random_dpp8(rng));
      if (!run_dpp_case(runner, rng, c, i % 2 == 0 ? 32 : 64, counts) && ++failures > 5) return;
    }
  }
  std::printf("  %llu cases, %llu active lanes\n", static_cast<unsigned long long>(counts.cases),
              static_cast<unsigned long long>(counts.lanes));
}

// dpp_ctrl values gfx1100 does not define decode (llvm-objdump shows them with a comment) but
// must stop execution without changing anything.
TEST(Dpp16, UndefinedControlsStop) {
  Runner runner;
  Rng rng(test_seed() + 3);
  const DppForm form = dpp_forms()[2];  // v_add_nc_u32
  const std::vector<unsigned> defined = defined_controls();
  int undefined = 0;
  for (unsigned ctrl = 0x100; ctrl <= 0x1FF; ++ctrl) {
    if (std::find(defined.begin(), defined.end(), ctrl) != defined.end()) continue;
    ++undefined;
    Dpp d;
    d.ctrl = ctrl;
    const DppCase c = random_case(rng, form, d);
    WaveState before(32);
    randomize(rng, before, 8);
    ASSERT_TRUE(runner.run_stops(c.words, before, "DPP control", "dpp_ctrl " + hex(ctrl)));
  }
  std::printf("  %d undefined controls\n", undefined);
}

// The encoder above against llvm-mc-19: every form with a sample of controls and modifiers.
TEST(DppEncoding, MatchesLlvmMc) {
  Rng rng(test_seed() + 4);
  const std::vector<DppForm> forms = dpp_forms();
  const std::vector<unsigned> controls = defined_controls();
  for (bool wave64 : {false, true}) {
    std::vector<std::string> lines;
    std::vector<std::vector<uint32_t>> words;
    for (const DppForm& form : forms) {
      for (int i = 0; i < 24; ++i) {
        Dpp d =
            i % 4 == 3 ? random_dpp8(rng) : random_dpp16(rng, controls[rng() % controls.size()]);
        if (i < 12 && !d.dpp8) d.ctrl = controls[256 + rng() % (controls.size() - 256)];
        DppCase c = random_case(rng, form, d);
        lines.push_back(assembly(c, wave64));
        words.push_back(c.words);
      }
    }
    check_with_llvm_mc(lines, words, wave64, "+real-true16");
  }
}

// =============================================================================================
// VOPD

struct DualOp {
  const char* name;  // isa::op_name of the VOPD operation
  const char* text;
  int sources;                                          // 1: src0 only (mov); 2: src0 and vsrc1
  std::function<uint32_t(uint32_t, uint32_t, bool)> f;  // src0, src1, VCC bit
};

std::vector<DualOp> integer_dual_ops() {
  return {
      {"V_DUAL_MOV_B32", "v_dual_mov_b32", 1, [](uint32_t a, uint32_t, bool) { return a; }},
      {"V_DUAL_CNDMASK_B32", "v_dual_cndmask_b32", 2,
       [](uint32_t a, uint32_t b, bool vcc) { return vcc ? b : a; }},
      {"V_DUAL_ADD_NC_U32", "v_dual_add_nc_u32", 2,
       [](uint32_t a, uint32_t b, bool) { return a + b; }},
      {"V_DUAL_LSHLREV_B32", "v_dual_lshlrev_b32", 2,
       [](uint32_t a, uint32_t b, bool) { return b << (a % 32); }},
      {"V_DUAL_AND_B32", "v_dual_and_b32", 2, [](uint32_t a, uint32_t b, bool) { return a & b; }},
  };
}

const isa::InstInfo* vopd_op(const char* name) { return instruction(name, isa::Format::VOPD); }

struct DualCase {
  const DualOp* x = nullptr;
  const DualOp* y = nullptr;
  uint16_t srcx0 = 0, srcy0 = 0;  // 9-bit operand codes
  int vsrcx1 = 0, vsrcy1 = 0, vdstx = 0, vdsty = 1;
  uint32_t literal = 0;
  std::vector<uint32_t> words;
};

bool uses_literal(const DualCase& c) { return c.srcx0 == kLiteral || c.srcy0 == kLiteral; }

void encode(DualCase& c) {
  std::vector<uint32_t> w(2, 0);
  w[0] = enc::VOPD::kId;
  put(w, enc::VOPD::opx, vopd_op(c.x->name)->opcode);
  put(w, enc::VOPD::opy, vopd_op(c.y->name)->opcode);
  put(w, enc::VOPD::srcx0, c.srcx0);
  put(w, enc::VOPD::srcy0, c.srcy0);
  put(w, enc::VOPD::vsrcx1, static_cast<uint32_t>(c.vsrcx1));
  put(w, enc::VOPD::vsrcy1, static_cast<uint32_t>(c.vsrcy1));
  put(w, enc::VOPD::vdstx, static_cast<uint32_t>(c.vdstx));
  put(w, enc::VOPD::vdsty, static_cast<uint32_t>(c.vdsty) >> 1);
  if (uses_literal(c)) w.push_back(c.literal);
  c.words = w;
}

std::string operand_text(uint16_t code, uint32_t literal) {
  if (code >= kVgpr0) return "v" + std::to_string(code - kVgpr0);
  if (code < 106) return "s" + std::to_string(code);
  if (code == kVccLo) return "vcc_lo";
  if (code == kM0) return "m0";
  if (code >= 128 && code <= 192) return std::to_string(code - 128);
  if (code >= 193 && code <= 208) return "-" + std::to_string(code - 192);
  if (code == kLiteral) return hex(literal);
  return "?";
}

std::string assembly(const DualCase& c) {
  auto side = [&](const DualOp* op, uint16_t src0, int vsrc1, int vdst) {
    std::string text =
        std::string(op->text) + " v" + std::to_string(vdst) + ", " + operand_text(src0, c.literal);
    if (op->sources == 2) text += ", v" + std::to_string(vsrc1);
    return text;
  };
  return side(c.x, c.srcx0, c.vsrcx1, c.vdstx) + " :: " + side(c.y, c.srcy0, c.vsrcy1, c.vdsty);
}

uint32_t operand_value(const WaveState& w, uint16_t code, int lane, uint32_t literal) {
  if (code >= kVgpr0) return w.vgpr(code - kVgpr0, lane);
  if (code < 128) return w.sreg(code);
  if (code <= 192) return code - 128u;
  if (code <= 208) return 0u - (code - 192u);
  return literal;
}

void predict(const DualCase& c, const WaveState& before, WaveState& after) {
  after = before;
  const uint64_t vcc = before.sreg(kVccLo);
  for (int lane = 0; lane < 32; ++lane) {
    if (!bit(before.exec(), lane)) continue;
    const uint32_t x = c.x->f(operand_value(before, c.srcx0, lane, c.literal),
                              before.vgpr(c.vsrcx1, lane), bit(vcc, lane));
    const uint32_t y = c.y->f(operand_value(before, c.srcy0, lane, c.literal),
                              before.vgpr(c.vsrcy1, lane), bit(vcc, lane));
    after.set_vgpr(c.vdstx, lane, x);
    after.set_vgpr(c.vdsty, lane, y);
  }
}

// A random pair within LLVM's VOPD rules: src0s and vsrc1s of X and Y in different VGPR banks
// (register number mod 4), vdsts of different parity. Y often reads X's destination.
DualCase random_dual(Rng& rng, const DualOp& x, const DualOp& y) {
  DualCase c;
  c.x = &x;
  c.y = &y;
  c.literal = static_cast<uint32_t>(rng());
  c.vdstx = static_cast<int>(rng() % 24);
  c.vdsty = static_cast<int>((rng() % 12) * 2 + ((c.vdstx & 1) ^ 1));
  auto scalar_or_constant = [&]() -> uint16_t {
    switch (rng() % 4) {
      case 0: return static_cast<uint16_t>(rng() % 106);
      case 1: return static_cast<uint16_t>(128 + rng() % 81);
      case 2: return kLiteral;
      default: return rng() % 2 == 0 ? kVccLo : kM0;
    }
  };
  auto vgpr_in_other_bank = [&](int other) {
    int r;
    do r = static_cast<int>(rng() % 24);
    while (other >= 0 && r % 4 == other % 4);
    return r;
  };
  const bool x_vgpr = rng() % 3 != 0;
  c.srcx0 = x_vgpr ? static_cast<uint16_t>(kVgpr0 + rng() % 24) : scalar_or_constant();
  const int x_bank_reg = x_vgpr ? c.srcx0 - kVgpr0 : -1;
  if (rng() % 3 == 0 && (x_bank_reg < 0 || x_bank_reg % 4 != c.vdstx % 4)) {
    c.srcy0 = static_cast<uint16_t>(kVgpr0 + c.vdstx);  // Y reads what X writes
  } else if (rng() % 3 != 0) {
    c.srcy0 = static_cast<uint16_t>(kVgpr0 + vgpr_in_other_bank(x_bank_reg));
  } else {
    c.srcy0 = scalar_or_constant();
  }
  c.vsrcx1 = static_cast<int>(rng() % 24);
  if (rng() % 3 == 0 && c.vdstx % 4 != c.vsrcx1 % 4) {
    c.vsrcy1 = c.vdstx;
  } else {
    c.vsrcy1 = vgpr_in_other_bank(c.vsrcx1);
  }
  // A move has no vsrc1; LLVM encodes the unused field as 0.
  if (x.sources == 1) c.vsrcx1 = 0;
  if (y.sources == 1) c.vsrcy1 = 0;
  encode(c);
  return c;
}

// The X operations that exist are 0-13, so the integer ones on X are mov and cndmask; Y also
// has add_nc_u32, lshlrev_b32 and and_b32.
bool allowed_on_x(const DualOp& op) { return vopd_op(op.name)->opcode < 16; }

TEST(Vopd, EveryIntegerPairAgainstTheOracle) {
  Runner runner;
  Rng rng(test_seed() + 5);
  const std::vector<DualOp> ops = integer_dual_ops();
  const int per_pair = long_run() ? 50000 : 1500;
  std::printf("  %d random cases per pair\n", per_pair);
  uint64_t cases = 0;
  int pairs = 0;
  for (const DualOp& x : ops) {
    if (!allowed_on_x(x)) continue;
    for (const DualOp& y : ops) {
      ++pairs;
      for (int i = 0; i < per_pair; ++i) {
        const DualCase c = random_dual(rng, x, y);
        WaveState before(32);
        randomize(rng, before, 24);
        WaveState expected(32);
        predict(c, before, expected);
        ASSERT_TRUE(runner.run(c.words, vopd_op(x.name), before, expected, assembly(c)));
        ++cases;
      }
    }
  }
  std::printf("  %d pairs, %llu cases\n", pairs, static_cast<unsigned long long>(cases));
}

TEST(VopdEncoding, MatchesLlvmMc) {
  Rng rng(test_seed() + 6);
  const std::vector<DualOp> ops = integer_dual_ops();
  std::vector<std::string> lines;
  std::vector<std::vector<uint32_t>> words;
  for (const DualOp& x : ops) {
    if (!allowed_on_x(x)) continue;
    for (const DualOp& y : ops) {
      for (int i = 0; i < 12; ++i) {
        DualCase c = random_dual(rng, x, y);
        // LLVM folds a literal that fits an inline constant, and allows one literal value.
        if (c.literal < 0x100) c.literal += 0x1000;
        encode(c);
        lines.push_back(assembly(c));
        words.push_back(c.words);
      }
    }
  }
  check_with_llvm_mc(lines, words, false);
}

// Float components run the handlers of v_add_f32 & co., which are written elsewhere. Until
// one exists, a pair containing it must stop with "unimplemented instruction" naming it and
// leave the wave as it was.
// The float components (their semantics have MPFR suites of their own: valu_fp_arith_test,
// valu_packed_test) against their VOP1/VOP2 counterparts: each component instruction runs on
// the state before the pair, and the pair must write what the two would, each reading its
// operands as they were before either wrote.
struct FloatDual {
  const char* dual;    // op_name of the VOPD operation
  const char* base;    // op_name of the VOP1/VOP2 counterpart
  isa::Format format;  // the counterpart's format
  bool reads_vsrc1;    // false: the move
};

std::vector<FloatDual> float_duals() {
  return {
      {"V_DUAL_FMAC_F32", "V_FMAC_F32", isa::Format::VOP2, true},
      {"V_DUAL_FMAAK_F32", "V_FMAAK_F32", isa::Format::VOP2, true},
      {"V_DUAL_FMAMK_F32", "V_FMAMK_F32", isa::Format::VOP2, true},
      {"V_DUAL_MUL_F32", "V_MUL_F32", isa::Format::VOP2, true},
      {"V_DUAL_ADD_F32", "V_ADD_F32", isa::Format::VOP2, true},
      {"V_DUAL_SUB_F32", "V_SUB_F32", isa::Format::VOP2, true},
      {"V_DUAL_SUBREV_F32", "V_SUBREV_F32", isa::Format::VOP2, true},
      {"V_DUAL_MUL_DX9_ZERO_F32", "V_MUL_DX9_ZERO_F32", isa::Format::VOP2, true},
      {"V_DUAL_MAX_F32", "V_MAX_F32", isa::Format::VOP2, true},
      {"V_DUAL_MIN_F32", "V_MIN_F32", isa::Format::VOP2, true},
      {"V_DUAL_DOT2ACC_F32_F16", "V_DOT2ACC_F32_F16", isa::Format::VOP2, true},
      {"V_DUAL_MOV_B32", "V_MOV_B32", isa::Format::VOP1, false},
      {"V_DUAL_CNDMASK_B32", "V_CNDMASK_B32", isa::Format::VOP2, true},
      {"V_DUAL_ADD_NC_U32", "V_ADD_NC_U32", isa::Format::VOP2, true},
  };
}

// The counterpart instruction of one side: the same operands, the VOPD literal if it has one.
std::vector<uint32_t> component_words(const FloatDual& op, uint16_t src0, int vsrc1, int vdst,
                                      uint32_t literal) {
  const isa::InstInfo* info = instruction(op.base, op.format);
  std::vector<uint32_t> w(1, 0);
  if (op.format == isa::Format::VOP1) {
    w[0] = enc::VOP1::kId;
    put(w, enc::VOP1::op, info->opcode);
    put(w, enc::VOP1::src0, src0);
    put(w, enc::VOP1::vdst, static_cast<uint32_t>(vdst));
  } else {
    w[0] = enc::VOP2::kId;
    put(w, enc::VOP2::op, info->opcode);
    put(w, enc::VOP2::src0, src0);
    put(w, enc::VOP2::vsrc1, static_cast<uint32_t>(vsrc1));
    put(w, enc::VOP2::vdst, static_cast<uint32_t>(vdst));
  }
  if (src0 == kLiteral || info->always_literal) w.push_back(literal);
  return w;
}

// Values a float operation makes interesting: around 1.0, signed zeros, infinities, NaNs,
// denormals and random patterns.
uint32_t float_value(Rng& rng) {
  static const uint32_t kSpecial[] = {0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000,
                                      0xFF800000, 0x7FC00000, 0x7F800001, 0x00000001, 0x807FFFFF,
                                      0x7F7FFFFF, 0x3C003C00, 0xBC00C000};
  switch (rng() % 4) {
    case 0: return kSpecial[rng() % (sizeof kSpecial / sizeof kSpecial[0])];
    case 1: return static_cast<uint32_t>((rng() % 16 + 120) << 23 | (rng() & 0x807FFFFF));
    default: return static_cast<uint32_t>(rng());
  }
}

TEST(Vopd, FloatPairsMatchTheirComponentInstructions) {
  Runner runner;
  cutlm::Executor component_executor;
  Rng rng(test_seed() + 7);
  const std::vector<FloatDual> ops = float_duals();
  const int per_pair = long_run() ? 2000 : 60;
  uint64_t cases = 0;
  int pairs = 0;
  // random_dual's register choice for two-source operations (the words are rebuilt below).
  const DualOp placeholder{"V_DUAL_CNDMASK_B32", "v_dual_cndmask_b32", 2, nullptr};
  for (const FloatDual& x : ops) {
    if (vopd_op(x.dual)->opcode >= 16) continue;  // not available on X
    for (const FloatDual& y : ops) {
      ++pairs;
      for (int i = 0; i < per_pair; ++i) {
        // Registers and banks as the integer pairs choose them; the operations come from here.
        DualCase c = random_dual(rng, placeholder, placeholder);
        const bool x_k = vopd_op(x.dual)->always_literal;
        const bool y_k = vopd_op(y.dual)->always_literal;
        // fmaak/fmamk read their K from the literal; their src0 stays a register.
        if (x_k && c.srcx0 == kLiteral) c.srcx0 = static_cast<uint16_t>(kVgpr0 + 1);
        if (y_k && c.srcy0 == kLiteral) c.srcy0 = static_cast<uint16_t>(kVgpr0 + 2);
        if (!x.reads_vsrc1) c.vsrcx1 = 0;
        if (!y.reads_vsrc1) c.vsrcy1 = 0;
        c.literal = float_value(rng);
        std::vector<uint32_t> w(2, 0);
        w[0] = enc::VOPD::kId;
        put(w, enc::VOPD::opx, vopd_op(x.dual)->opcode);
        put(w, enc::VOPD::opy, vopd_op(y.dual)->opcode);
        put(w, enc::VOPD::srcx0, c.srcx0);
        put(w, enc::VOPD::srcy0, c.srcy0);
        put(w, enc::VOPD::vsrcx1, static_cast<uint32_t>(c.vsrcx1));
        put(w, enc::VOPD::vsrcy1, static_cast<uint32_t>(c.vsrcy1));
        put(w, enc::VOPD::vdstx, static_cast<uint32_t>(c.vdstx));
        put(w, enc::VOPD::vdsty, static_cast<uint32_t>(c.vdsty) >> 1);
        if (c.srcx0 == kLiteral || c.srcy0 == kLiteral || x_k || y_k) w.push_back(c.literal);

        WaveState before(32);
        randomize(rng, before, 24);
        for (int reg = 0; reg < 24; ++reg) {
          for (int lane = 0; lane < 32; ++lane) before.set_vgpr(reg, lane, float_value(rng));
        }
        before.mode = cutlm::mode_from_register(static_cast<uint32_t>(rng() & 0x3FF));
        // Each side alone on the state before the pair.
        WaveState after_x = before;
        WaveState after_y = before;
        const auto run_component = [&](const std::vector<uint32_t>& words, WaveState& wave) {
          const std::vector<uint8_t> bytes = cutlm_test::words_to_bytes(words);
          const cutlm::DecodedInst inst = cutlm::decode(bytes.data(), bytes.size(), false);
          ASSERT_TRUE(inst.valid()) << inst.error;
          component_executor.step(inst, wave, nullptr);
        };
        run_component(component_words(x, c.srcx0, c.vsrcx1, c.vdstx, c.literal), after_x);
        run_component(component_words(y, c.srcy0, c.vsrcy1, c.vdsty, c.literal), after_y);
        WaveState expected = before;
        for (int lane = 0; lane < 64; ++lane) {
          expected.set_vgpr(c.vdstx, lane, after_x.vgpr(c.vdstx, lane));
          expected.set_vgpr(c.vdsty, lane, after_y.vgpr(c.vdsty, lane));
        }
        const std::string what = std::string(x.dual) + " :: " + y.dual + " vdst v" +
                                 std::to_string(c.vdstx) + ", v" + std::to_string(c.vdsty);
        ASSERT_TRUE(runner.run(w, vopd_op(x.dual), before, expected, what));
        ++cases;
      }
    }
  }
  std::printf("  %d pairs, %llu cases against their component instructions\n", pairs,
              static_cast<unsigned long long>(cases));
}

// =============================================================================================
// v_swap, v_permlane*, M0-relative moves

// M0 for a relative move from bases below 200: mostly offsets that stay below v256, sometimes
// ones that do not. The split forms read M0[9:0] and M0[25:16] only, so the other bits get
// garbage.
uint32_t random_m0(Rng& rng, bool split) {
  auto offset = [&rng]() -> uint32_t {
    switch (rng() % 6) {
      case 0: return static_cast<uint32_t>(rng() % 8);
      case 1: return static_cast<uint32_t>(rng() % 0x400);  // often past v255
      default: return static_cast<uint32_t>(rng() % 56);
    }
  };
  if (split) return offset() | offset() << 16 | (static_cast<uint32_t>(rng()) & 0xFC00FC00u);
  return rng() % 16 == 0 ? static_cast<uint32_t>(rng()) : offset();
}

std::vector<uint32_t> vop1(const char* op, uint32_t vdst, uint32_t src0, uint32_t literal,
                           bool with_literal) {
  std::vector<uint32_t> w(1, enc::VOP1::kId);
  put(w, enc::VOP1::op, instruction(op, isa::Format::VOP1)->opcode);
  put(w, enc::VOP1::vdst, vdst);
  put(w, enc::VOP1::src0, src0);
  if (with_literal) w.push_back(literal);
  return w;
}

std::vector<uint32_t> vop3(const char* op, uint32_t vdst, uint32_t src0, uint32_t src1,
                           uint32_t src2, uint32_t opsel) {
  std::vector<uint32_t> w(2, 0);
  w[0] = enc::VOP3::kId;
  put(w, enc::VOP3::op, instruction(op, isa::Format::VOP3)->opcode);
  put(w, enc::VOP3::vdst, vdst);
  put(w, enc::VOP3::src0, src0);
  put(w, enc::VOP3::src1, src1);
  put(w, enc::VOP3::src2, src2);
  put(w, enc::VOP3::opsel, opsel);
  return w;
}

TEST(Swap, SwapB32) {
  Runner runner;
  Rng rng(test_seed() + 8);
  const int count = long_run() ? 100000 : 4000;
  for (int i = 0; i < count; ++i) {
    const int wave_size = i % 2 == 0 ? 32 : 64;
    const int a = static_cast<int>(rng() % 16);
    const int b = rng() % 8 == 0 ? a : static_cast<int>(rng() % 16);
    WaveState before(wave_size);
    randomize(rng, before, 16);
    WaveState expected = before;
    for (int lane = 0; lane < wave_size; ++lane) {
      if (!bit(before.exec(), lane)) continue;
      expected.set_vgpr(a, lane, before.vgpr(b, lane));
      expected.set_vgpr(b, lane, before.vgpr(a, lane));
    }
    ASSERT_TRUE(runner.run(vop1("V_SWAP_B32", a, kVgpr0 + b, 0, false),
                           instruction("V_SWAP_B32", isa::Format::VOP1), before, expected,
                           "v_swap_b32 v" + std::to_string(a) + ", v" + std::to_string(b)));
  }
  std::printf("  %d cases\n", count);
}

// The relative moves, VOP1 and VOP3 forms. Every VGPR holds random data, so a move that reads
// or writes the wrong register is caught wherever it lands.
enum class Rel { D, S, SD, SD2, Swap };

struct RelOp {
  const char* op;
  Rel rel;
  bool has_vop3;
};

TEST(RelativeMoves, AgainstTheOracle) {
  Runner runner;
  Rng rng(test_seed() + 9);
  const RelOp ops[] = {{"V_MOVRELD_B32", Rel::D, true},
                       {"V_MOVRELS_B32", Rel::S, true},
                       {"V_MOVRELSD_B32", Rel::SD, true},
                       {"V_MOVRELSD_2_B32", Rel::SD2, true},
                       {"V_SWAPREL_B32", Rel::Swap, false}};
  const int per_op = long_run() ? 40000 : 1500;
  int stops = 0;
  uint64_t cases = 0;
  for (const RelOp& op : ops) {
    for (int i = 0; i < per_op; ++i) {
      const int wave_size = i % 2 == 0 ? 32 : 64;
      const bool e64 = op.has_vop3 && rng() % 3 == 0;
      const int vdst = static_cast<int>(rng() % 200);
      int vsrc = static_cast<int>(rng() % 200);
      if (rng() % 8 == 0) vsrc = vdst;
      // v_movreld reads any operand; the others a VGPR.
      uint16_t src0 = static_cast<uint16_t>(kVgpr0 + vsrc);
      const uint32_t literal = static_cast<uint32_t>(rng());
      if (op.rel == Rel::D && rng() % 2 == 0) {
        const uint16_t others[] = {static_cast<uint16_t>(rng() % 106), 128 + 7, 193, kM0, kLiteral};
        src0 = others[rng() % 5];
        if (e64 && src0 == kLiteral) src0 = 130;
      }
      WaveState before(wave_size);
      randomize(rng, before, 256);
      const uint32_t m0 = random_m0(rng, op.rel == Rel::SD2 || op.rel == Rel::Swap);
      before.set_sreg(kM0, m0);
      uint64_t dst_reg = static_cast<uint64_t>(vdst);
      uint64_t src_reg = static_cast<uint64_t>(vsrc);
      switch (op.rel) {
        case Rel::D: dst_reg += m0; break;
        case Rel::S: src_reg += m0; break;
        case Rel::SD: dst_reg += m0, src_reg += m0; break;
        case Rel::SD2:
        case Rel::Swap:
          src_reg += m0 & 0x3FF;
          dst_reg += (m0 >> 16) & 0x3FF;
          break;
      }
      const std::vector<uint32_t> words =
          e64 ? vop3(op.op, static_cast<uint32_t>(vdst), src0, 0, 0, 0)
              : vop1(op.op, static_cast<uint32_t>(vdst), src0, literal, src0 == kLiteral);
      const isa::InstInfo* info = instruction(op.op, e64 ? isa::Format::VOP3 : isa::Format::VOP1);
      const std::string what = std::string(info->name) + " vdst v" + std::to_string(vdst) +
                               " src0 " + std::to_string(src0) + " m0 " + hex(m0);
      if (dst_reg > 255 || src_reg > 255) {
        ASSERT_TRUE(runner.run_stops(words, before, "past v255", what));
        ++stops;
        continue;
      }
      WaveState expected = before;
      for (int lane = 0; lane < wave_size; ++lane) {
        if (!bit(before.exec(), lane)) continue;
        const int d = static_cast<int>(dst_reg);
        const int s = static_cast<int>(src_reg);
        if (op.rel == Rel::Swap) {
          expected.set_vgpr(d, lane, before.vgpr(s, lane));
          expected.set_vgpr(s, lane, before.vgpr(d, lane));
        } else if (op.rel == Rel::D) {
          expected.set_vgpr(d, lane, operand_value(before, src0, lane, literal));
        } else {
          expected.set_vgpr(d, lane, before.vgpr(s, lane));
        }
      }
      ASSERT_TRUE(runner.run(words, info, before, expected, what));
      ++cases;
    }
  }
  std::printf("  %llu moves checked, %d stopped past v255\n",
              static_cast<unsigned long long>(cases), stops);
}

// v_movrels and v_movreld with DPP: the DPP lane pattern applies to the (relative) source.
TEST(RelativeMoves, WithDpp) {
  Runner runner;
  Rng rng(test_seed() + 10);
  const std::vector<unsigned> controls = defined_controls();
  const int count = long_run() ? 40000 : 2000;
  for (int i = 0; i < count; ++i) {
    const bool relative_source = i % 2 == 0;
    const int wave_size = (i / 2) % 2 == 0 ? 32 : 64;
    const char* op = relative_source ? "V_MOVRELS_B32" : "V_MOVRELD_B32";
    const Dpp d =
        rng() % 3 == 0 ? random_dpp8(rng) : random_dpp16(rng, controls[rng() % controls.size()]);
    const int vdst = static_cast<int>(rng() % 16);
    const int vsrc = static_cast<int>(rng() % 16);
    WaveState before(wave_size);
    randomize(rng, before, 32);
    const uint32_t m0 = static_cast<uint32_t>(rng() % 16);
    before.set_sreg(kM0, m0);
    const int src_reg = relative_source ? vsrc + static_cast<int>(m0) : vsrc;
    const int dst_reg = relative_source ? vdst : vdst + static_cast<int>(m0);
    const std::array<Fetched, 64> fetched = fetch_all(d, before, src_reg);
    WaveState expected = before;
    for (int lane = 0; lane < wave_size; ++lane) {
      if (fetched[lane].written) expected.set_vgpr(dst_reg, lane, fetched[lane].value);
    }
    DppCase c;  // reuse the DPP encoder with a VOP1 move shape
    static const DppForm kMove{"", isa::Format::VOP1, Shape::Move, "", nullptr};
    c.form = &kMove;
    c.info = instruction(op, isa::Format::VOP1);
    c.dpp = d;
    c.vdst = vdst;
    c.src0 = vsrc;
    encode(c);
    ASSERT_TRUE(runner.run(c.words, c.info, before, expected,
                           std::string(op) + " " + dpp_suffix(d) + " m0 " + hex(m0)));
  }
  std::printf("  %d cases\n", count);
}

TEST(Permlane, Permlane64) {
  Runner runner;
  Rng rng(test_seed() + 11);
  const int count = long_run() ? 50000 : 2000;
  for (int i = 0; i < count; ++i) {
    const int wave_size = i % 4 == 0 ? 32 : 64;
    const int vdst = static_cast<int>(rng() % 8);
    const int vsrc = static_cast<int>(rng() % 8);
    WaveState before(wave_size);
    randomize(rng, before, 8);
    WaveState expected = before;
    if (wave_size == 64) {  // a no-op in wave32
      for (int lane = 0; lane < 64; ++lane) {
        if (bit(before.exec(), lane)) {
          expected.set_vgpr(vdst, lane, before.vgpr(vsrc, lane < 32 ? lane + 32 : lane - 32));
        }
      }
    }
    ASSERT_TRUE(runner.run(vop1("V_PERMLANE64_B32", vdst, kVgpr0 + vsrc, 0, false),
                           instruction("V_PERMLANE64_B32", isa::Format::VOP1), before, expected,
                           "v_permlane64_b32"));
  }
  std::printf("  %d cases\n", count);
}

TEST(Permlane, Permlane16AndX16) {
  Runner runner;
  Rng rng(test_seed() + 12);
  const int count = long_run() ? 100000 : 4000;
  for (int i = 0; i < count; ++i) {
    const bool cross = i % 2 == 1;
    const char* op = cross ? "V_PERMLANEX16_B32" : "V_PERMLANE16_B32";
    const int wave_size = (i / 2) % 2 == 0 ? 32 : 64;
    const int vdst = static_cast<int>(rng() % 8);
    const int vsrc = static_cast<int>(rng() % 8);
    const uint32_t opsel = static_cast<uint32_t>(rng() % 4);  // [0] fi, [1] bound_ctrl
    WaveState before(wave_size);
    randomize(rng, before, 8);
    // Selects from two SGPRs, or inline constants (all lanes pick one lane).
    uint16_t src1 = static_cast<uint16_t>(rng() % 100);
    uint16_t src2 = static_cast<uint16_t>(rng() % 100);
    if (rng() % 4 == 0) src1 = static_cast<uint16_t>(128 + rng() % 16);
    if (rng() % 4 == 0) src2 = static_cast<uint16_t>(128 + rng() % 16);
    const uint64_t selects = static_cast<uint64_t>(operand_value(before, src1, 0, 0)) |
                             static_cast<uint64_t>(operand_value(before, src2, 0, 0)) << 32;
    WaveState expected = before;
    for (int lane = 0; lane < wave_size; ++lane) {
      if (!bit(before.exec(), lane)) continue;
      const int row = lane / 16;
      const int from =
          (cross ? (row ^ 1) : row) * 16 + static_cast<int>((selects >> (4 * (lane % 16))) & 0xF);
      const bool valid = bit(before.exec(), from) || (opsel & 1) != 0;
      if (valid) {
        expected.set_vgpr(vdst, lane, before.vgpr(vsrc, from));
      } else if ((opsel & 2) != 0) {
        expected.set_vgpr(vdst, lane, 0);
      }
    }
    ASSERT_TRUE(runner.run(vop3(op, vdst, kVgpr0 + vsrc, src1, src2, opsel),
                           instruction(op, isa::Format::VOP3), before, expected,
                           std::string(op) + " op_sel " + std::to_string(opsel)));
  }
  std::printf("  %d cases\n", count);
}

// RDNA4's per-lane-select forms: words from llvm-mc-19 -mcpu=gfx1200 (aliasing triples
// included), random register contents and EXEC, the result predicted here lane by lane.
TEST(Permlane, Rdna4PerLaneSelects) {
  struct Form {
    bool cross;
    unsigned opsel;  // [0] fi, [1] bound_ctrl
    int vdst, vsrc, vsel;
  };
  std::vector<Form> forms;
  std::vector<std::string> lines;
  for (bool cross : {false, true}) {
    for (unsigned opsel = 0; opsel < 4; ++opsel) {
      for (const std::array<int, 3>& regs :
           {std::array<int, 3>{5, 1, 2}, std::array<int, 3>{1, 1, 2},
            std::array<int, 3>{2, 1, 2}}) {
        forms.push_back({cross, opsel, regs[0], regs[1], regs[2]});
        lines.push_back(std::string(cross ? "v_permlanex16_var_b32" : "v_permlane16_var_b32") +
                        " v" + std::to_string(regs[0]) + ", v" + std::to_string(regs[1]) + ", v" +
                        std::to_string(regs[2]) + " op_sel:[" + std::to_string(opsel & 1) + "," +
                        std::to_string(opsel >> 1) + "]");
      }
    }
  }
  std::string errors;
  const auto encoded = cutlm_test::llvm_assemble(lines, false, &errors, "", "gfx1200");
  ASSERT_TRUE(errors.empty()) << errors;
  ASSERT_EQ(encoded.size(), lines.size());
  cutlm::Executor executor;
  Rng rng(test_seed() + 1200);
  const int rounds = long_run() ? 4000 : 80;
  int count = 0;
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t f = 0; f < forms.size(); ++f) {
      const Form& form = forms[f];
      const int wave_size = (round + static_cast<int>(f)) % 2 == 0 ? 32 : 64;
      WaveState before(wave_size);
      randomize(rng, before, 8);
      const cutlm::DecodedInst inst =
          cutlm::decode(encoded[f].bytes.data(), encoded[f].bytes.size(), before.wave64(),
                        cutlm::DecodeMode::Execute, isa::Arch::Gfx1200);
      ASSERT_TRUE(inst.valid()) << lines[f] << ": " << inst.error;
      WaveState expected = before;
      for (int lane = 0; lane < wave_size; ++lane) {
        if (!bit(before.exec(), lane)) continue;
        const int row = lane / 16;
        const int from = (form.cross ? (row ^ 1) : row) * 16 +
                         static_cast<int>(before.vgpr(form.vsel, lane) & 0xF);
        const bool valid = bit(before.exec(), from) || (form.opsel & 1) != 0;
        if (valid) {
          expected.set_vgpr(form.vdst, lane, before.vgpr(form.vsrc, from));
        } else if ((form.opsel & 2) != 0) {
          expected.set_vgpr(form.vdst, lane, 0);
        }
      }
      WaveState actual = before;
      executor.step(inst, actual, nullptr);
      for (int lane = 0; lane < 64; ++lane) {
        ASSERT_EQ(actual.vgpr(form.vdst, lane), expected.vgpr(form.vdst, lane))
            << lines[f] << " wave" << wave_size << " lane " << lane;
      }
      ++count;
    }
  }
  std::printf("  %d cases\n", count);
}

TEST(CrossLaneEncoding, MatchesLlvmMc) {
  std::vector<std::string> lines = {
      "v_swap_b32 v3, v7",
      "v_swaprel_b32 v200, v9",
      "v_movreld_b32_e32 v4, s9",
      "v_movreld_b32_e32 v4, 0x12345",
      "v_movrels_b32_e32 v1, v250",
      "v_movrelsd_b32_e32 v17, v18",
      "v_movrelsd_2_b32_e32 v5, v6",
      "v_movreld_b32_e64 v4, v9",
      "v_movrels_b32_e64 v1, v2",
      "v_movrelsd_b32_e64 v1, v2",
      "v_movrelsd_2_b32_e64 v1, v2",
      "v_permlane64_b32 v1, v2",
      "v_permlane16_b32 v1, v2, s3, s4",
      "v_permlane16_b32 v1, v2, s3, s4 op_sel:[1,0]",
      "v_permlanex16_b32 v1, v2, 5, s4 op_sel:[0,1]",
      "v_permlanex16_b32 v1, v2, s3, 7 op_sel:[1,1]",
  };
  const std::vector<std::vector<uint32_t>> words = {
      vop1("V_SWAP_B32", 3, kVgpr0 + 7, 0, false),
      vop1("V_SWAPREL_B32", 200, kVgpr0 + 9, 0, false),
      vop1("V_MOVRELD_B32", 4, 9, 0, false),
      vop1("V_MOVRELD_B32", 4, kLiteral, 0x12345, true),
      vop1("V_MOVRELS_B32", 1, kVgpr0 + 250, 0, false),
      vop1("V_MOVRELSD_B32", 17, kVgpr0 + 18, 0, false),
      vop1("V_MOVRELSD_2_B32", 5, kVgpr0 + 6, 0, false),
      vop3("V_MOVRELD_B32", 4, kVgpr0 + 9, 0, 0, 0),
      vop3("V_MOVRELS_B32", 1, kVgpr0 + 2, 0, 0, 0),
      vop3("V_MOVRELSD_B32", 1, kVgpr0 + 2, 0, 0, 0),
      vop3("V_MOVRELSD_2_B32", 1, kVgpr0 + 2, 0, 0, 0),
      vop1("V_PERMLANE64_B32", 1, kVgpr0 + 2, 0, false),
      vop3("V_PERMLANE16_B32", 1, kVgpr0 + 2, 3, 4, 0),
      vop3("V_PERMLANE16_B32", 1, kVgpr0 + 2, 3, 4, 1),
      vop3("V_PERMLANEX16_B32", 1, kVgpr0 + 2, 128 + 5, 4, 2),
      vop3("V_PERMLANEX16_B32", 1, kVgpr0 + 2, 3, 128 + 7, 3),
  };
  check_with_llvm_mc(lines, words, false);
}

}  // namespace
