// VOPD dual issue: one instruction carrying two VALU operations, X and Y (wave32 only). Each
// component runs the handler of its ordinary VOP1/VOP2 counterpart (v_dual_add_f32 runs
// v_add_f32's), so a component works as soon as that operation has semantics; until then the
// VOPD instruction stops with "unimplemented instruction" naming it. Both components read
// their sources before either writes its destination. The decoder builds the two components
// once (DecodedInst::vopd); here they only run.
#include <algorithm>
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
  // Handlers come from an executor of this thread's own: an Executor has no handler lookup,
  // and all executors register the same ones.
  thread_local Executor components;
  const VopdComponents* parts = c.inst.vopd.get();
  if (parts == nullptr || !components.implemented(parts->x.info->op) ||
      !components.implemented(parts->y.info->op)) {
    // The components are built by the decoder (DecodeMode::Execute); name what is missing.
    const isa::InstInfo* base_x = vopd_counterpart(c.inst.info->op, c.inst.arch);
    const isa::InstInfo* base_y = vopd_counterpart(c.inst.info_y->op, c.inst.arch);
    if (base_x == nullptr || !components.implemented(base_x->op)) {
      unimplemented(c, "X", c.inst.info, base_x);
    }
    if (base_y == nullptr || !components.implemented(base_y->op)) {
      unimplemented(c, "Y", c.inst.info_y, base_y);
    }
    // Decoded for the disassembler: no components were built.
    const DecodedInst executable =
        decode(reinterpret_cast<const uint8_t*>(c.inst.words.data()), c.inst.num_words * 4u, false,
               DecodeMode::Execute, c.inst.arch);
    if (executable.vopd == nullptr) c.fail("VOPD components could not be built");
    ExecContext again{executable, c.wave, c.log, c.observer, c.result};
    dual_issue(again);
    return;
  }
  const DecodedInst& x = parts->x;
  const DecodedInst& y = parts->y;
  components.set_valu_observer(c.observer);
  // Both operations read their sources before either writes. Run first the one whose
  // destination the other does not read; only when each reads the other's destination is X's
  // result held back while Y runs.
  // (A component that stops the model ends the run; the other's result may then be written.)
  if (!parts->y_reads_x) {
    components.step(x, c.wave, c.log);
    components.step(y, c.wave, c.log);
  } else if (!parts->x_reads_y) {
    components.step(y, c.wave, c.log);
    components.step(x, c.wave, c.log);
  } else {
    const int vdst_x = x.vdst - operand::kVgprFirst;
    uint32_t* x_lanes = c.wave.vgpr_storage() + vdst_x * 64;
    const int lanes = c.wave.wave_size();
    std::array<uint32_t, 64> before;
    std::array<uint32_t, 64> x_result;
    std::copy(x_lanes, x_lanes + lanes, before.begin());
    components.step(x, c.wave, c.log);
    std::copy(x_lanes, x_lanes + lanes, x_result.begin());
    std::copy(before.begin(), before.begin() + lanes, x_lanes);
    components.step(y, c.wave, c.log);  // if Y stops the model, X's result is not committed
    std::copy(x_result.begin(), x_result.begin() + lanes, x_lanes);
  }
  c.result.unit = Unit::Valu;
}

}  // namespace

// Every generation's VOPD operations (RDNA4 adds v_dual_min_num_f32 and kin).
void register_vopd_semantics(std::vector<Handler>& table) {
  for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(static_cast<isa::Arch>(a), &count);
    for (std::size_t i = 0; i < count; ++i) {
      if (all[i].format == isa::Format::VOPD && all[i].available) {
        table[static_cast<std::size_t>(all[i].op)] = dual_issue;
      }
    }
  }
}

}  // namespace cutlm
