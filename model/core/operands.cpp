#include "operands.h"

namespace cutlm::operand {

const char* special_register_name(uint16_t code) {
  switch (code) {
    case kVccLo: return "vcc_lo";
    case kVccHi: return "vcc_hi";
    case kNull: return "null";
    case kM0: return "m0";
    case kExecLo: return "exec_lo";
    case kExecHi: return "exec_hi";
    default: return nullptr;
  }
}

const char* special_source_name(uint16_t code) {
  switch (code) {
    case kSharedBase: return "src_shared_base";
    case kSharedLimit: return "src_shared_limit";
    case kPrivateBase: return "src_private_base";
    case kPrivateLimit: return "src_private_limit";
    case kPopsExitingWaveId: return "src_pops_exiting_wave_id";
    case kVccZ: return "src_vccz";
    case kExecZ: return "src_execz";
    case kScc: return "src_scc";
    case kLdsDirect: return "src_lds_direct";
    default: return nullptr;
  }
}

uint64_t inline_float_bits(uint16_t code, unsigned bits) {
  // 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi) in binary16, binary32, binary64.
  static const uint16_t kF16[] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000,
                                  0xC000, 0x4400, 0xC400, 0x3118};
  static const uint32_t kF32[] = {0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000,
                                  0xC0000000, 0x40800000, 0xC0800000, 0x3E22F983};
  static const uint64_t kF64[] = {0x3FE0000000000000, 0xBFE0000000000000, 0x3FF0000000000000,
                                  0xBFF0000000000000, 0x4000000000000000, 0xC000000000000000,
                                  0x4010000000000000, 0xC010000000000000, 0x3FC45F306DC9C882};
  const unsigned i = code - kFloatFirst;
  if (bits == 16) return kF16[i];
  if (bits == 64) return kF64[i];
  return kF32[i];
}

}  // namespace cutlm::operand
