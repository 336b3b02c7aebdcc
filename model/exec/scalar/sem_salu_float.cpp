// The scalar ALU's float operations (RDNA4; RDNA3.5 has them too, gfx1100 does not) that do not
// fit valu::scalar_lane: s_fmac_f32/f16, s_fmaak/fmamk_f32 (a third operand from the destination
// or the literal) and the fourteen s_cmp relations of each format (a result in SCC). Each is its
// VALU counterpart on one value without modifiers: the same rounding, denormal and NaN rules from
// the wave's MODE (fp::env_for). s_add/sub/mul and s_minimum/maximum are registered with their VALU
// twins.
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "exec/executor.h"
#include "exec/fp_order.h"
#include "exec/scalar/salu_operands.h"
#include "fp/fp.h"

namespace cutlm {
namespace {

using fp::Format;
using salu::mark_salu;
using salu::source;

// Source i of format F: an f16 one is the register's low half (or the f16 inline constant).
template <Format F>
uint64_t float_source(const ExecContext& c, int i) {
  if (F == Format::F16) return c.read_scalar_src(i, 16) & 0xFFFF;
  return source<32>(c, i);
}

// fma with the third operand (or second, for fmamk) the destination's old value or the literal;
// an f16 result is zero-extended.
enum class Fused { Accumulate, AddLiteral, MulLiteral };

template <Format F, Fused kForm>
void fused(ExecContext& c) {
  const fp::Env e = fp::env_for(c.wave.mode, F);
  const uint64_t mask = fp::value_mask(F);
  const uint64_t a = float_source<F>(c, 0);
  const uint64_t b = float_source<F>(c, 1);
  const uint16_t d = salu::destination<32>(c);
  const uint64_t k = c.inst.literal & mask;
  uint64_t r = 0;
  switch (kForm) {
    case Fused::Accumulate: r = fp::fma(a, b, c.wave.sreg(d) & mask, F, e); break;
    case Fused::AddLiteral: r = fp::fma(a, b, k, F, e); break;
    case Fused::MulLiteral: r = fp::fma(a, k, b, F, e); break;
  }
  salu::write_dest<32>(c, d, r & mask);
  mark_salu(c);
}

// As v_cmp_*: MODE's input flush makes a denormal a zero of its sign; SCC takes the relation.
template <Format F, uint8_t kAccepts>
void compare(ExecContext& c) {
  const fp::Env e = fp::env_for(c.wave.mode, F);
  const uint64_t a = fp::flush_input(float_source<F>(c, 0), F, e);
  const uint64_t b = fp::flush_input(float_source<F>(c, 1), F, e);
  c.write_scc((kAccepts & fp_order::compare_values(a, b, F)) != 0);
  mark_salu(c);
}

// The s_cmp_*_f32/f16 forms exist for relations 1..14 (no f and t): kRelations[1..14].
template <Format F, std::size_t... kIndex>
void register_compares(std::vector<Handler>& table, const std::array<isa::Op, 14>& ops,
                       std::index_sequence<kIndex...>) {
  ((table[static_cast<std::size_t>(ops[kIndex])] = compare<F, fp_order::kRelations[kIndex + 1]>),
   ...);
}

}  // namespace

void register_salu_float_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<std::size_t>(op)] = handler; };
  constexpr Format S = Format::F32;
  constexpr Format H = Format::F16;
  set(Op::S_FMAC_F32, fused<S, Fused::Accumulate>);
  set(Op::S_FMAAK_F32, fused<S, Fused::AddLiteral>);
  set(Op::S_FMAMK_F32, fused<S, Fused::MulLiteral>);
  set(Op::S_FMAC_F16, fused<H, Fused::Accumulate>);
  register_compares<S>(
      table,
      {Op::S_CMP_LT_F32, Op::S_CMP_EQ_F32, Op::S_CMP_LE_F32, Op::S_CMP_GT_F32, Op::S_CMP_LG_F32,
       Op::S_CMP_GE_F32, Op::S_CMP_O_F32, Op::S_CMP_U_F32, Op::S_CMP_NGE_F32, Op::S_CMP_NLG_F32,
       Op::S_CMP_NGT_F32, Op::S_CMP_NLE_F32, Op::S_CMP_NEQ_F32, Op::S_CMP_NLT_F32},
      std::make_index_sequence<14>());
  register_compares<H>(
      table,
      {Op::S_CMP_LT_F16, Op::S_CMP_EQ_F16, Op::S_CMP_LE_F16, Op::S_CMP_GT_F16, Op::S_CMP_LG_F16,
       Op::S_CMP_GE_F16, Op::S_CMP_O_F16, Op::S_CMP_U_F16, Op::S_CMP_NGE_F16, Op::S_CMP_NLG_F16,
       Op::S_CMP_NGT_F16, Op::S_CMP_NLE_F16, Op::S_CMP_NEQ_F16, Op::S_CMP_NLT_F16},
      std::make_index_sequence<14>());
}

}  // namespace cutlm
