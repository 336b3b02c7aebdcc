// VOPD dual issue: one instruction carrying two VALU operations, X and Y (wave32 only). Each
// component runs the handler of its ordinary VOP1/VOP2 counterpart (v_dual_add_f32 runs
// v_add_f32's), so a component works as soon as that operation has semantics; until then the
// VOPD instruction stops with "unimplemented instruction" naming it. Both components read
// their sources before either writes its destination.
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "isa/bits.h"
#include "isa/operands.h"
#include "support/errors.h"

namespace cutlm {
namespace {

namespace enc = isa::enc;

// The VOP1/VOP2 instruction a VOPD operation performs: V_DUAL_<name> is V_<name>.
const isa::InstInfo* counterpart(isa::Op dual) {
  static const std::vector<const isa::InstInfo*> kTable = [] {
    std::vector<const isa::InstInfo*> table(static_cast<std::size_t>(isa::Op::Count), nullptr);
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(&count);
    for (std::size_t i = 0; i < count; ++i) {
      if (all[i].format != isa::Format::VOPD) continue;
      const std::string name = std::string("V_") + (isa::op_name(all[i].op) + 7);  // "V_DUAL_"
      for (std::size_t j = 0; j < count; ++j) {
        const isa::InstInfo& base = all[j];
        const bool vop12 = base.format == isa::Format::VOP1 || base.format == isa::Format::VOP2;
        if (vop12 && base.gfx1100 && name == isa::op_name(base.op)) {
          table[static_cast<std::size_t>(all[i].op)] = &base;
        }
      }
    }
    return table;
  }();
  return kTable[static_cast<std::size_t>(dual)];
}

void put(std::array<uint32_t, 3>& words, isa::BitField f, uint32_t value) {
  const unsigned width = f.hi - f.lo + 1u;
  const uint32_t mask = width >= 32 ? ~0u : (1u << width) - 1;
  words[f.lo / 32] |= (value & mask) << (f.lo % 32);
}

// One component as the VOP1/VOP2 instruction it is: the same operands and the shared literal,
// with words encoded for that form so that errors and traces can disassemble it.
DecodedInst component(const DecodedInst& vopd, const isa::InstInfo* base, uint16_t src0,
                      uint16_t vsrc1, uint16_t vdst) {
  DecodedInst d;
  d.info = base;
  d.format = base->format;
  d.vdst = static_cast<uint16_t>(operand::kVgprFirst + vdst);
  d.src[0] = src0;
  const bool vop2 = base->format == isa::Format::VOP2;
  if (vop2) d.src[1] = static_cast<uint16_t>(operand::kVgprFirst + vsrc1);
  if (vop2) {
    d.words[0] = enc::VOP2::kId;
    put(d.words, enc::VOP2::op, base->opcode);
    put(d.words, enc::VOP2::src0, src0);
    put(d.words, enc::VOP2::vsrc1, vsrc1);
    put(d.words, enc::VOP2::vdst, vdst);
  } else {
    d.words[0] = enc::VOP1::kId;
    put(d.words, enc::VOP1::op, base->opcode);
    put(d.words, enc::VOP1::src0, src0);
    put(d.words, enc::VOP1::vdst, vdst);
  }
  d.num_words = 1;
  if (src0 == operand::kLiteral || base->always_literal) {
    d.variant = SrcVariant::Literal;
    d.literal = vopd.literal;
    d.literal64.fill(vopd.literal);  // every VOPD operand is 32 bits wide
    d.words[1] = vopd.literal;
    d.num_words = 2;
  }
  isa::find_encoding(vop2 ? (d.variant == SrcVariant::Literal ? "VOP2_LIT" : "VOP2")
                          : (d.variant == SrcVariant::Literal ? "VOP1_LIT" : "VOP1"),
                     &d.encoding);
  return d;
}

[[noreturn]] void unimplemented(const ExecContext& c, const char* side, const isa::InstInfo* dual,
                                const isa::InstInfo* base) {
  char at[64];
  std::snprintf(at, sizeof at, " at pc 0x%llx", static_cast<unsigned long long>(c.wave.pc));
  const std::string what =
      base != nullptr ? std::string(base->mnemonic) : std::string(dual->mnemonic);
  throw ModelError("unimplemented instruction " + what + " (VOPD " + side + " component " +
                   dual->mnemonic + ")" + at + " (" + where(c.inst, c.wave.pc) + ")");
}

void dual_issue(ExecContext& c) {
  if (c.wave.wave64()) c.fail("VOPD dual issue does not exist in wave64");
  const uint32_t* w = c.inst.words.data();
  const isa::InstInfo* dual_x = c.inst.info;
  const isa::InstInfo* dual_y = c.inst.info_y;
  const isa::InstInfo* base_x = counterpart(dual_x->op);
  const isa::InstInfo* base_y = counterpart(dual_y->op);
  // Handlers come from an executor of this thread's own: an Executor has no handler lookup,
  // and all executors register the same ones.
  thread_local Executor components;
  if (base_x == nullptr || !components.implemented(base_x->op)) {
    unimplemented(c, "X", dual_x, base_x);
  }
  if (base_y == nullptr || !components.implemented(base_y->op)) {
    unimplemented(c, "Y", dual_y, base_y);
  }
  const uint16_t vdst_x = static_cast<uint16_t>(field(w, enc::VOPD::vdstx));
  // vdsty holds bits [7:1]; bit 0 is the opposite of vdstx's (the two use different banks).
  const uint16_t vdst_y =
      static_cast<uint16_t>(field(w, enc::VOPD::vdsty) << 1 | ((vdst_x & 1) ^ 1));
  const DecodedInst x = component(c.inst, base_x, static_cast<uint16_t>(field(w, enc::VOPD::srcx0)),
                                  static_cast<uint16_t>(field(w, enc::VOPD::vsrcx1)), vdst_x);
  const DecodedInst y = component(c.inst, base_y, static_cast<uint16_t>(field(w, enc::VOPD::srcy0)),
                                  static_cast<uint16_t>(field(w, enc::VOPD::vsrcy1)), vdst_y);

  components.set_valu_observer(c.observer);
  // X runs first; its result is held back while Y runs, so Y reads X's destination as it was.
  std::array<uint32_t, 64> before{};
  std::array<uint32_t, 64> x_result{};
  const int lanes = c.wave.wave_size();
  for (int lane = 0; lane < lanes; ++lane) before[lane] = c.wave.vgpr(vdst_x, lane);
  components.step(x, c.wave, c.log);
  for (int lane = 0; lane < lanes; ++lane) {
    x_result[lane] = c.wave.vgpr(vdst_x, lane);
    c.wave.set_vgpr(vdst_x, lane, before[lane]);
  }
  components.step(y, c.wave, c.log);  // if Y stops the model, X's result is not committed
  for (int lane = 0; lane < lanes; ++lane) c.wave.set_vgpr(vdst_x, lane, x_result[lane]);
  c.result.unit = Unit::Valu;
}

}  // namespace

void register_vopd_semantics(std::vector<Handler>& table) {
  std::size_t count = 0;
  const isa::InstInfo* all = isa::all_instructions(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (all[i].format == isa::Format::VOPD && all[i].gfx1100) {
      table[static_cast<std::size_t>(all[i].op)] = dual_issue;
    }
  }
}

}  // namespace cutlm
