// VINTERP: the pixel-interpolation steps v_interp_p10_* and v_interp_p2_*. Each lane combines
// its own barycentric coordinate (src1) with attribute values held by the lanes of its quad:
// P10 computes P0 + i * (P1 - P0)-style partial sums as fma(src0 at quad lane 1, src1, src2 at
// quad lane 0), P2 as fma(src0 at quad lane 2, src1, src2). Other lanes' registers are read
// whatever their EXEC bit (the quad's helper lanes hold the attribute data).
#include "exec/executor.h"
#include "exec/sem_valu_lanes.h"
#include "fp/fp.h"
#include "isa/operands.h"

namespace cutlm {
namespace {

using fp::Format;

enum class Step { P10, P2 };

// kHalfSources: src0 (and src2 for P10) are f16 halves chosen by opsel; kHalfResult: P2 writes
// an f16 to the half opsel bit 3 names; kTowardZero: the _rtz forms round toward zero.
template <Step kStep, bool kHalfSources, bool kHalfResult, bool kTowardZero>
void interp(ExecContext& c) {
  const DecodedInst& inst = c.inst;
  WaveState& wave = c.wave;
  for (int i = 0; i < 3; ++i) {
    if (!operand::is_vgpr(inst.src[i])) c.fail("VINTERP sources must be VGPRs");
  }
  const int reg[3] = {inst.src[0] - operand::kVgprFirst, inst.src[1] - operand::kVgprFirst,
                      inst.src[2] - operand::kVgprFirst};
  const int dest = inst.vdst - operand::kVgprFirst;
  fp::Env env32 = fp::env_for(wave.mode, Format::F32);
  fp::Env env16 = fp::env_for(wave.mode, Format::F16);
  if (kTowardZero) {
    env32.round = RoundMode::Zero;
    env16.round = RoundMode::Zero;
  }
  // f16 attribute values widen exactly to f32 (every f16 is a normal f32); a NaN is quieted
  // only in IEEE mode, as everywhere.
  fp::Env exact{};
  exact.ieee = wave.mode.ieee;
  auto source = [&](int index, int lane) -> uint64_t {
    const uint32_t raw = wave.vgpr(reg[index], lane);
    const bool half = kHalfSources && (index == 0 || (index == 2 && kStep == Step::P10));
    uint64_t value = raw;
    if (half) {
      const uint64_t bits = (inst.opsel >> index & 1) != 0 ? raw >> 16 : raw & 0xFFFF;
      value = fp::convert(bits, Format::F16, exact, Format::F32, exact);
    }
    return fp::abs_neg(value, Format::F32, false, (inst.neg >> index & 1) != 0);
  };
  const uint64_t exec = wave.exec();
  // Results are computed for every active lane before any is written: a destination that is
  // also a source must be read as it was.
  uint32_t results[64];
  for (int lane = 0; lane < wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const int quad = lane & ~3;
    const uint64_t a = source(0, quad + (kStep == Step::P10 ? 1 : 2));
    const uint64_t b = source(1, lane);
    const uint64_t addend = kStep == Step::P10 ? source(2, quad) : source(2, lane);
    const uint64_t sum = fp::fma(a, b, addend, Format::F32, env32);
    if (kHalfResult) {
      const uint64_t half = fp::convert(sum, Format::F32, exact, Format::F16, env16);
      const uint64_t clamped = fp::output_modifiers(half, Format::F16, 0, inst.clamp, env16);
      const uint32_t old = wave.vgpr(dest, lane);
      results[lane] = (inst.opsel & 8) != 0 ? (old & 0xFFFFu) | static_cast<uint32_t>(clamped) << 16
                                            : (old & 0xFFFF0000u) | static_cast<uint32_t>(clamped);
    } else {
      results[lane] =
          static_cast<uint32_t>(fp::output_modifiers(sum, Format::F32, 0, inst.clamp, env32));
    }
  }
  for (int lane = 0; lane < wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) != 0) c.write_vgpr(dest, lane, results[lane]);
  }
  wave.mark_vgpr_used(dest);
  c.result.unit = Unit::Valu;
}

}  // namespace

void register_valu_interp_semantics(std::vector<Handler>& table) {
  auto set = [&table](isa::Op op, Handler h) { table[static_cast<size_t>(op)] = h; };
  set(isa::Op::V_INTERP_P10_F32, interp<Step::P10, false, false, false>);
  set(isa::Op::V_INTERP_P2_F32, interp<Step::P2, false, false, false>);
  set(isa::Op::V_INTERP_P10_F16_F32, interp<Step::P10, true, false, false>);
  set(isa::Op::V_INTERP_P2_F16_F32, interp<Step::P2, true, true, false>);
  set(isa::Op::V_INTERP_P10_RTZ_F16_F32, interp<Step::P10, true, false, true>);
  set(isa::Op::V_INTERP_P2_RTZ_F16_F32, interp<Step::P2, true, true, true>);
}

}  // namespace cutlm
