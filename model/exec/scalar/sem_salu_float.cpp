// The scalar ALU's f32 operations (RDNA4; RDNA3.5 has them too, gfx1100 does not) that do not
// fit valu::scalar_lane: s_fmac/fmaak/fmamk (a third operand from the destination or the
// literal) and the fourteen s_cmp relations (a result in SCC). Each is its VALU counterpart on
// one value without modifiers: the same rounding, denormal and NaN rules from the wave's MODE
// (fp::env_for). s_add/sub/mul and s_minimum/maximum are registered with their VALU twins.
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

constexpr Format kF32 = Format::F32;

// fma with the third operand (or second, for fmamk) the destination's old value or the literal.
enum class Fused { Accumulate, AddLiteral, MulLiteral };

template <Fused kForm>
void fused(ExecContext& c) {
  const fp::Env e = fp::env_for(c.wave.mode, kF32);
  const uint64_t a = source<32>(c, 0);
  const uint64_t b = source<32>(c, 1);
  const uint16_t d = salu::destination<32>(c);
  const uint64_t k = c.inst.literal;
  uint64_t r = 0;
  switch (kForm) {
    case Fused::Accumulate: r = fp::fma(a, b, c.wave.sreg(d), kF32, e); break;
    case Fused::AddLiteral: r = fp::fma(a, b, k, kF32, e); break;
    case Fused::MulLiteral: r = fp::fma(a, k, b, kF32, e); break;
  }
  salu::write_dest<32>(c, d, r);
  mark_salu(c);
}

// Source i after MODE's f32 input flush (a denormal becomes a zero of its sign).
uint64_t flushed_source(const ExecContext& c, int i, const fp::Env& e) {
  return fp::flush_input(source<32>(c, i), kF32, e);
}

// As v_cmp_*_f32: SCC takes the relation of the flushed sources.
template <uint8_t kAccepts>
void compare(ExecContext& c) {
  const fp::Env e = fp::env_for(c.wave.mode, kF32);
  const uint8_t outcome =
      fp_order::compare_values(flushed_source(c, 0, e), flushed_source(c, 1, e), kF32);
  c.write_scc((kAccepts & outcome) != 0);
  mark_salu(c);
}

// The s_cmp_*_f32 forms exist for relations 1..14 (no f and t): kRelations[1..14].
template <std::size_t... kIndex>
void register_compares(std::vector<Handler>& table, const std::array<isa::Op, 14>& ops,
                       std::index_sequence<kIndex...>) {
  ((table[static_cast<std::size_t>(ops[kIndex])] = compare<fp_order::kRelations[kIndex + 1]>), ...);
}

}  // namespace

void register_salu_float_semantics(std::vector<Handler>& table) {
  using isa::Op;
  auto set = [&table](Op op, Handler handler) { table[static_cast<std::size_t>(op)] = handler; };
  set(Op::S_FMAC_F32, fused<Fused::Accumulate>);
  set(Op::S_FMAAK_F32, fused<Fused::AddLiteral>);
  set(Op::S_FMAMK_F32, fused<Fused::MulLiteral>);
  register_compares(
      table,
      {Op::S_CMP_LT_F32, Op::S_CMP_EQ_F32, Op::S_CMP_LE_F32, Op::S_CMP_GT_F32, Op::S_CMP_LG_F32,
       Op::S_CMP_GE_F32, Op::S_CMP_O_F32, Op::S_CMP_U_F32, Op::S_CMP_NGE_F32, Op::S_CMP_NLG_F32,
       Op::S_CMP_NGT_F32, Op::S_CMP_NLE_F32, Op::S_CMP_NEQ_F32, Op::S_CMP_NLT_F32},
      std::make_index_sequence<14>());
}

}  // namespace cutlm
