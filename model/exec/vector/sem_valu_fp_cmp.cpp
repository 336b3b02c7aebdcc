// Floating-point compares and classes: v_cmp_* and v_cmpx_* on f16, f32 and f64 in their VOPC
// and VOP3 forms, v_cmp_class_f16/f32 and v_cmpx_class_f16/f32/f64. (v_cmp_class_f64 lives in
// sem_valu_cmp_class.cpp; the f64 class forms here share its lane
// function.) The mask rules follow the integer compares in sem_valu_int.cpp: inactive lanes give
// 0, wave32 writes one SGPR, v_cmp writes VCC (VOPC) or sdst (VOP3), v_cmpx writes only EXEC.
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "exec/executor.h"
#include "exec/fp_order.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"

namespace cutlm {
namespace {

using fp::Format;

using fp_order::compare_values;
using fp_order::kRelations;

// One source of a float compare: abs/neg (VOP3; the VOPC fields are 0), then the MODE's
// denormal input flush for the format, which turns a denormal into a zero of its sign.
uint64_t compare_operand(const valu::Lanes& lanes, int index, int lane, Format f,
                         const fp::Env& env) {
  const DecodedInst& inst = lanes.context().inst;
  const uint64_t raw = lanes.source(index, lane);
  const uint64_t modified =
      fp::abs_neg(raw, f, (inst.abs >> index & 1) != 0, (inst.neg >> index & 1) != 0);
  return fp::flush_input(modified, f, env);
}

template <Format kFormat, uint8_t kAccepts, bool kWritesExec>
void compare(ExecContext& c) {
  valu::Lanes lanes(c);
  const fp::Env env = fp::env_for(c.wave.mode, kFormat);
  uint64_t mask = 0;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint64_t a = compare_operand(lanes, 0, lane, kFormat, env);
    const uint64_t b = compare_operand(lanes, 1, lane, kFormat, env);
    if ((kAccepts & compare_values(a, b, kFormat)) != 0) mask |= 1ull << lane;
  }
  lanes.write_mask(kWritesExec ? operand::kExecLo : c.inst.sdst, mask);
  lanes.finish();
}

// Class mask bits: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
// 8 +normal, 9 +inf. Read from the raw bits: the denormal mode does not turn a denormal into a
// zero here (AMD's description tests the exponent and fraction of the operand itself).
int class_bit(uint64_t x, Format f) {
  const bool negative = fp::sign(x, f);
  if (fp::is_nan(x, f)) return fp::is_snan(x, f) ? 0 : 1;
  if (fp::is_inf(x, f)) return negative ? 2 : 9;
  if (fp::is_zero(x, f)) return negative ? 5 : 6;
  if (fp::is_denormal(x, f)) return negative ? 4 : 7;
  return negative ? 3 : 8;
}

// src0 is the value (abs/neg apply in VOP3), src1 the class mask in its table width (for f16 a
// 16-bit source, so op_sel or a v[n].h spelling selects the mask's half too).
template <Format kFormat, bool kWritesExec>
void compare_class(ExecContext& c) {
  valu::Lanes lanes(c);
  const DecodedInst& inst = c.inst;
  uint64_t mask = 0;
  for (int lane = 0; lane < lanes.size(); ++lane) {
    if (!lanes.active(lane)) continue;
    const uint64_t value = lanes.source(0, lane);
    const uint32_t classes = static_cast<uint32_t>(lanes.source(1, lane));
    bool hit = false;
    if (kFormat == Format::F64) {
      hit = cmp_class_f64_lane(value, classes, inst.abs, inst.neg);
    } else {
      const uint64_t x = fp::abs_neg(value, kFormat, (inst.abs & 1) != 0, (inst.neg & 1) != 0);
      hit = (classes >> class_bit(x, kFormat) & 1) != 0;
    }
    if (hit) mask |= 1ull << lane;
  }
  lanes.write_mask(kWritesExec ? operand::kExecLo : inst.sdst, mask);
  lanes.finish();
}

using RelationOps = std::array<isa::Op, 16>;

// The 16 compares of one format in kRelations order, each also in its v_cmpx form.
template <Format kFormat, std::size_t... kIndex>
void register_relations(std::vector<Handler>& table, const RelationOps& ops,
                        std::index_sequence<kIndex...>) {
  ((table[static_cast<std::size_t>(ops[kIndex])] = compare<kFormat, kRelations[kIndex], false>,
    table[static_cast<std::size_t>(cmpx_form(ops[kIndex]))] =
        compare<kFormat, kRelations[kIndex], true>),
   ...);
}

template <Format kFormat>
void register_compares(std::vector<Handler>& table, const RelationOps& ops) {
  register_relations<kFormat>(table, ops, std::make_index_sequence<16>());
}

}  // namespace

void register_valu_fp_cmp_semantics(std::vector<Handler>& table) {
  using isa::Op;
  register_compares<Format::F16>(
      table, {Op::V_CMP_F_F16, Op::V_CMP_LT_F16, Op::V_CMP_EQ_F16, Op::V_CMP_LE_F16,
              Op::V_CMP_GT_F16, Op::V_CMP_LG_F16, Op::V_CMP_GE_F16, Op::V_CMP_O_F16,
              Op::V_CMP_U_F16, Op::V_CMP_NGE_F16, Op::V_CMP_NLG_F16, Op::V_CMP_NGT_F16,
              Op::V_CMP_NLE_F16, Op::V_CMP_NEQ_F16, Op::V_CMP_NLT_F16, Op::V_CMP_T_F16});
  register_compares<Format::F32>(
      table, {Op::V_CMP_F_F32, Op::V_CMP_LT_F32, Op::V_CMP_EQ_F32, Op::V_CMP_LE_F32,
              Op::V_CMP_GT_F32, Op::V_CMP_LG_F32, Op::V_CMP_GE_F32, Op::V_CMP_O_F32,
              Op::V_CMP_U_F32, Op::V_CMP_NGE_F32, Op::V_CMP_NLG_F32, Op::V_CMP_NGT_F32,
              Op::V_CMP_NLE_F32, Op::V_CMP_NEQ_F32, Op::V_CMP_NLT_F32, Op::V_CMP_T_F32});
  register_compares<Format::F64>(
      table, {Op::V_CMP_F_F64, Op::V_CMP_LT_F64, Op::V_CMP_EQ_F64, Op::V_CMP_LE_F64,
              Op::V_CMP_GT_F64, Op::V_CMP_LG_F64, Op::V_CMP_GE_F64, Op::V_CMP_O_F64,
              Op::V_CMP_U_F64, Op::V_CMP_NGE_F64, Op::V_CMP_NLG_F64, Op::V_CMP_NGT_F64,
              Op::V_CMP_NLE_F64, Op::V_CMP_NEQ_F64, Op::V_CMP_NLT_F64, Op::V_CMP_T_F64});
  table[static_cast<std::size_t>(Op::V_CMP_CLASS_F16)] = compare_class<Format::F16, false>;
  table[static_cast<std::size_t>(Op::V_CMP_CLASS_F32)] = compare_class<Format::F32, false>;
  table[static_cast<std::size_t>(Op::V_CMPX_CLASS_F16)] = compare_class<Format::F16, true>;
  table[static_cast<std::size_t>(Op::V_CMPX_CLASS_F32)] = compare_class<Format::F32, true>;
  table[static_cast<std::size_t>(Op::V_CMPX_CLASS_F64)] = compare_class<Format::F64, true>;
}

}  // namespace cutlm
