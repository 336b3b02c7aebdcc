// The MODE register: s_getreg_b32/s_setreg_b32/s_setreg_imm32_b32 on hwreg(HW_REG_MODE), and
// s_round_mode/s_denorm_mode. Other hardware registers are not modelled yet and stop the run
// with a named error rather than reading as a made-up value.
#include <cstdio>

#include "exec/executor.h"

namespace cutlm {
namespace {

constexpr uint32_t kHwRegMode = 1;  // HW_REG_MODE's id in gfx11's hwreg space

// hwreg(id, offset, size) as SOPK's simm16 holds it: id [5:0], offset [10:6], size-1 [15:11].
struct HwRegField {
  uint32_t id;
  uint32_t offset;
  uint32_t mask;  // of `size` bits, not yet shifted
};

HwRegField hwreg_field(const ExecContext& c) {
  const uint32_t imm = c.inst.simm16;
  const uint32_t size = (imm >> 11 & 0x1F) + 1;
  HwRegField f{imm & 0x3F, imm >> 6 & 0x1F, size >= 32 ? 0xFFFFFFFFu : (1u << size) - 1};
  if (f.id != kHwRegMode) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "hardware register %u is not modelled yet", f.id);
    c.fail(buf);
  }
  return f;
}

void write_mode_field(ExecContext& c, const HwRegField& f, uint32_t value) {
  const uint32_t field_mask = f.offset >= 32 ? 0 : f.mask << f.offset;
  const uint32_t old = mode_register(c.wave.mode);
  c.wave.mode =
      with_fixed_mode(c.inst.info->arch,
                      mode_from_register((old & ~field_mask) | ((value << f.offset) & field_mask)));
  if (c.log != nullptr) c.log->mode = true;
  c.result.unit = Unit::Salu;
}

void s_getreg_b32(ExecContext& c) {
  const HwRegField f = hwreg_field(c);
  c.write_sreg(c.inst.sdst, (mode_register(c.wave.mode) >> f.offset) & f.mask);
  c.result.unit = Unit::Salu;
}

// s_setreg_b32's "sdst" field names the source SGPR.
void s_setreg_b32(ExecContext& c) { write_mode_field(c, hwreg_field(c), c.wave.sreg(c.inst.sdst)); }

void s_setreg_imm32_b32(ExecContext& c) { write_mode_field(c, hwreg_field(c), c.inst.literal); }

// FP_ROUND is MODE[3:0] and FP_DENORM MODE[7:4]; the immediate's low 4 bits replace them.
void s_round_mode(ExecContext& c) {
  write_mode_field(c, HwRegField{kHwRegMode, 0, 0xF}, c.inst.simm16);
}

void s_denorm_mode(ExecContext& c) {
  write_mode_field(c, HwRegField{kHwRegMode, 4, 0xF}, c.inst.simm16);
}

}  // namespace

void register_mode_semantics(std::vector<Handler>& table) {
  table[static_cast<size_t>(isa::Op::S_GETREG_B32)] = s_getreg_b32;
  table[static_cast<size_t>(isa::Op::S_SETREG_B32)] = s_setreg_b32;
  table[static_cast<size_t>(isa::Op::S_SETREG_IMM32_B32)] = s_setreg_imm32_b32;
  table[static_cast<size_t>(isa::Op::S_ROUND_MODE)] = s_round_mode;
  table[static_cast<size_t>(isa::Op::S_DENORM_MODE)] = s_denorm_mode;
}

}  // namespace cutlm
