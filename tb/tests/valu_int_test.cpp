// VALU integer, compare and lane operations (sem_valu_int.cpp) run through the real decoder and
// executor: instruction words are built from the generated field layouts (a sample of them
// checked against llvm-mc-19), executed once on a random wave (wave32 and wave64, random EXEC),
// and the whole state is compared with what an oracle written here predicts, so inactive lanes
// and every other register are checked too. The harness doing that is tb/tests/valu_harness.h,
// shared with the other VALU families.
//
// The oracles are independent of the model: arithmetic is exact in 128 bits and then narrowed,
// bit fields and counts are bit loops and std::bitset, compare relations are parsed from the
// instruction's name, and operand fetch (VGPR halves, SGPR pairs, inline constants, literals)
// is written again here. AMD's instruction descriptions are the source; "Supports saturation"
// in AMD's notes is where clamp saturates.
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

using namespace valu_harness;

// Two's complement pattern of an exact value in `bits` bits, or its saturation to the signed or
// unsigned range of that width.
uint64_t narrow(Wide exact, unsigned bits, bool is_signed, bool saturate) {
  if (saturate) {
    const Wide lowest = is_signed ? -(static_cast<Wide>(1) << (bits - 1)) : 0;
    const Wide highest =
        is_signed ? (static_cast<Wide>(1) << (bits - 1)) - 1 : (static_cast<Wide>(1) << bits) - 1;
    exact = std::min(std::max(exact, lowest), highest);
  }
  return static_cast<uint64_t>(static_cast<UWide>(exact)) & low_mask(bits);
}
unsigned byte_at(uint64_t v, unsigned i) { return static_cast<unsigned>(v >> (8 * i)) & 0xFF; }
unsigned half_at(uint64_t v, unsigned i) { return static_cast<unsigned>(v >> (16 * i)) & 0xFFFF; }

// ---------------------------------------------------------------------------------------------
// Oracles (the oracle types, the instruction harness and the runner are in valu_harness.h)

// v_add/sub with the "Supports saturation" note: exact result, wrapped or (clamp) saturated.
Oracle add_sub_oracle(unsigned bits, bool is_signed, int kind /*0 add, 1 sub, 2 subrev*/) {
  return [=](const In& in) {
    const Wide a = is_signed ? sext(in.s[0], bits) : zext(in.s[0], bits);
    const Wide b = is_signed ? sext(in.s[1], bits) : zext(in.s[1], bits);
    const Wide exact = kind == 0 ? a + b : kind == 1 ? a - b : b - a;
    return val(narrow(exact, bits, is_signed, in.clamp));
  };
}

Wide u24(uint64_t v) { return zext(v, 24); }
Wide i24(uint64_t v) { return sext(v, 24); }

std::vector<OpSpec> arithmetic_ops() {
  std::vector<OpSpec> ops = {
      {"V_ADD_NC_U32", Kind::Value, add_sub_oracle(32, false, 0)},
      {"V_SUB_NC_U32", Kind::Value, add_sub_oracle(32, false, 1)},
      {"V_SUBREV_NC_U32", Kind::Value, add_sub_oracle(32, false, 2)},
      {"V_ADD_NC_I32", Kind::Value, add_sub_oracle(32, true, 0)},
      {"V_SUB_NC_I32", Kind::Value, add_sub_oracle(32, true, 1)},
      {"V_ADD_NC_U16", Kind::Value, add_sub_oracle(16, false, 0)},
      {"V_SUB_NC_U16", Kind::Value, add_sub_oracle(16, false, 1)},
      {"V_ADD_NC_I16", Kind::Value, add_sub_oracle(16, true, 0)},
      {"V_SUB_NC_I16", Kind::Value, add_sub_oracle(16, true, 1)},
      {"V_ADD3_U32", Kind::Value,
       [](const In& in) {
         return val(
             narrow(zext(in.s[0], 32) + zext(in.s[1], 32) + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_XAD_U32", Kind::Value,
       [](const In& in) {
         return val(narrow(zext(in.s[0] ^ in.s[1], 32) + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_LSHL_ADD_U32", Kind::Value,
       [](const In& in) {
         const Wide shifted = zext(zext(in.s[0], 32) << (in.s[1] & 31), 32);
         return val(narrow(shifted + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_ADD_LSHL_U32", Kind::Value,
       [](const In& in) {
         const Wide sum = zext(in.s[0], 32) + zext(in.s[1], 32);
         return val(narrow(sum << (in.s[2] & 31), 32, false, false));
       }},
      {"V_MUL_LO_U16", Kind::Value,
       [](const In& in) {
         return val(narrow(zext(in.s[0], 16) * zext(in.s[1], 16), 16, false, in.clamp));
       }},
      {"V_MAD_U16", Kind::Value,
       [](const In& in) {
         return val(narrow(zext(in.s[0], 16) * zext(in.s[1], 16) + zext(in.s[2], 16), 16, false,
                           in.clamp));
       }},
      {"V_MAD_I16", Kind::Value,
       [](const In& in) {
         return val(
             narrow(sext(in.s[0], 16) * sext(in.s[1], 16) + sext(in.s[2], 16), 16, true, in.clamp));
       }},
      {"V_MAD_U32_U16", Kind::Value,
       [](const In& in) {
         return val(
             narrow(zext(in.s[0], 16) * zext(in.s[1], 16) + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_MAD_I32_I16", Kind::Value,
       [](const In& in) {
         return val(
             narrow(sext(in.s[0], 16) * sext(in.s[1], 16) + sext(in.s[2], 32), 32, true, false));
       }},
      {"V_MUL_U32_U24", Kind::Value,
       [](const In& in) { return val(narrow(u24(in.s[0]) * u24(in.s[1]), 32, false, false)); }},
      {"V_MUL_HI_U32_U24", Kind::Value,
       [](const In& in) {
         return val(narrow((u24(in.s[0]) * u24(in.s[1])) >> 32, 32, false, false));
       }},
      {"V_MUL_I32_I24", Kind::Value,
       [](const In& in) { return val(narrow(i24(in.s[0]) * i24(in.s[1]), 32, true, false)); }},
      {"V_MUL_HI_I32_I24", Kind::Value,
       [](const In& in) {
         return val(narrow((i24(in.s[0]) * i24(in.s[1])) >> 32, 32, true, false));
       }},
      {"V_MAD_U32_U24", Kind::Value,
       [](const In& in) {
         return val(narrow(u24(in.s[0]) * u24(in.s[1]) + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_MAD_I32_I24", Kind::Value,
       [](const In& in) {
         return val(narrow(i24(in.s[0]) * i24(in.s[1]) + sext(in.s[2], 32), 32, true, false));
       }},
      {"V_MUL_LO_U32", Kind::Value,
       [](const In& in) {
         return val(narrow(zext(in.s[0], 32) * zext(in.s[1], 32), 32, false, false));
       }},
      {"V_MUL_HI_U32", Kind::Value,
       [](const In& in) {
         return val(narrow((zext(in.s[0], 32) * zext(in.s[1], 32)) >> 32, 32, false, false));
       }},
      {"V_MUL_HI_I32", Kind::Value,
       [](const In& in) {
         return val(narrow((sext(in.s[0], 32) * sext(in.s[1], 32)) >> 32, 32, true, false));
       }},
  };
  return ops;
}

// Carry-out: the exact sum or difference leaves the unsigned 32-bit range. Clamp saturates the
// result ("Supports saturation (unsigned 32-bit integer domain)"); the carry is unchanged.
Oracle carry_oracle(int kind /*0 add, 1 sub, 2 subrev*/) {
  return [=](const In& in) {
    const Wide a = zext(in.s[0], 32);
    const Wide b = zext(in.s[1], 32);
    const Wide c = in.mask_bit ? 1 : 0;
    const Wide exact = kind == 0 ? a + b + c : kind == 1 ? a - b - c : b - a - c;
    const bool out_of_range = exact < 0 || exact > 0xFFFFFFFF;
    return Out{narrow(exact, 32, false, in.clamp), out_of_range};
  };
}

std::vector<OpSpec> carry_ops() {
  std::vector<OpSpec> ops = {
      {"V_ADD_CO_U32", Kind::Carry, carry_oracle(0)},
      {"V_SUB_CO_U32", Kind::Carry, carry_oracle(1)},
      {"V_SUBREV_CO_U32", Kind::Carry, carry_oracle(2)},
      {"V_ADD_CO_CI_U32", Kind::Carry, carry_oracle(0), true},
      {"V_SUB_CO_CI_U32", Kind::Carry, carry_oracle(1), true},
      {"V_SUBREV_CO_CI_U32", Kind::Carry, carry_oracle(2), true},
      // 65-bit result: the low 64 bits to vdst, bit 64 to the mask.
      {"V_MAD_U64_U32", Kind::Carry,
       [](const In& in) {
         const UWide exact = static_cast<UWide>(zext(in.s[0], 32) * zext(in.s[1], 32)) +
                             static_cast<UWide>(in.s[2]);
         return Out{static_cast<uint64_t>(exact), ((exact >> 64) & 1) != 0};
       }},
      {"V_MAD_I64_I32", Kind::Carry,
       [](const In& in) {
         const Wide exact = sext(in.s[0], 32) * sext(in.s[1], 32) + sext(in.s[2], 64);
         const UWide bits = static_cast<UWide>(exact);
         return Out{static_cast<uint64_t>(bits), ((bits >> 64) & 1) != 0};
       }},
  };
  return ops;
}

Oracle pick_oracle(unsigned bits, bool is_signed, const std::string& which) {
  return [=](const In& in) {
    auto get = [&](int i) { return is_signed ? sext(in.s[i], bits) : zext(in.s[i], bits); };
    std::array<Wide, 3> v = {get(0), get(1), get(2)};
    Wide r = 0;
    if (which == "MIN") r = std::min(v[0], v[1]);
    if (which == "MAX") r = std::max(v[0], v[1]);
    if (which == "MIN3") r = std::min({v[0], v[1], v[2]});
    if (which == "MAX3") r = std::max({v[0], v[1], v[2]});
    if (which == "MINMAX") r = std::max(std::min(v[0], v[1]), v[2]);
    if (which == "MAXMIN") r = std::min(std::max(v[0], v[1]), v[2]);
    if (which == "MED3") {
      std::sort(v.begin(), v.end());
      r = v[1];
    }
    return val(narrow(r, bits, is_signed, false));
  };
}

std::vector<OpSpec> min_max_ops() {
  std::vector<OpSpec> ops;
  for (const char* type : {"I32", "U32", "I16", "U16"}) {
    const unsigned bits = type[1] == '3' ? 32 : 16;
    const bool is_signed = type[0] == 'I';
    for (const char* which : {"MIN", "MAX", "MIN3", "MAX3", "MED3"}) {
      ops.push_back({std::string("V_") + which + "_" + type, Kind::Value,
                     pick_oracle(bits, is_signed, which)});
    }
    if (bits == 32) {
      for (const char* which : {"MINMAX", "MAXMIN"}) {
        ops.push_back({std::string("V_") + which + "_" + type, Kind::Value,
                       pick_oracle(bits, is_signed, which)});
      }
    }
  }
  return ops;
}

std::vector<OpSpec> bitwise_ops() {
  std::vector<OpSpec> ops;
  for (unsigned bits : {32u, 16u}) {
    const std::string suffix = bits == 32 ? "_B32" : "_B16";
    const uint64_t m = low_mask(bits);
    ops.push_back(
        {"V_AND" + suffix, Kind::Value, [=](const In& in) { return val(in.s[0] & in.s[1] & m); }});
    ops.push_back(
        {"V_OR" + suffix, Kind::Value, [=](const In& in) { return val((in.s[0] | in.s[1]) & m); }});
    ops.push_back({"V_XOR" + suffix, Kind::Value,
                   [=](const In& in) { return val((in.s[0] ^ in.s[1]) & m); }});
    ops.push_back({"V_NOT" + suffix, Kind::Value, [=](const In& in) { return val(~in.s[0] & m); }});
  }
  ops.push_back({"V_XNOR_B32", Kind::Value,
                 [](const In& in) { return val(~(in.s[0] ^ in.s[1]) & 0xFFFFFFFF); }});
  ops.push_back({"V_AND_OR_B32", Kind::Value,
                 [](const In& in) { return val((in.s[0] & in.s[1]) | in.s[2]); }});
  ops.push_back(
      {"V_OR3_B32", Kind::Value, [](const In& in) { return val(in.s[0] | in.s[1] | in.s[2]); }});
  ops.push_back(
      {"V_XOR3_B32", Kind::Value, [](const In& in) { return val(in.s[0] ^ in.s[1] ^ in.s[2]); }});
  ops.push_back({"V_LSHL_OR_B32", Kind::Value, [](const In& in) {
                   return val(((in.s[0] << (in.s[1] & 31)) & 0xFFFFFFFF) | in.s[2]);
                 }});
  // Bit by bit: where the src0 mask bit is 1 take src1's bit, else src2's.
  ops.push_back({"V_BFI_B32", Kind::Value, [](const In& in) {
                   std::bitset<32> r;
                   for (int i = 0; i < 32; ++i) {
                     r[i] = ((in.s[0] >> i & 1) != 0 ? in.s[1] >> i : in.s[2] >> i) & 1;
                   }
                   return val(r.to_ullong());
                 }});
  // The "rev" shifts take the count from src0's low log2(width) bits.
  for (unsigned bits : {16u, 32u, 64u}) {
    const std::string width = std::to_string(bits);
    ops.push_back({"V_LSHLREV_B" + width, Kind::Value, [=](const In& in) {
                     return val(
                         narrow(zext(in.s[1], bits) << (in.s[0] % bits), bits, false, false));
                   }});
    ops.push_back({"V_LSHRREV_B" + width, Kind::Value, [=](const In& in) {
                     return val(
                         narrow(zext(in.s[1], bits) >> (in.s[0] % bits), bits, false, false));
                   }});
    ops.push_back({"V_ASHRREV_I" + width, Kind::Value, [=](const In& in) {
                     return val(narrow(sext(in.s[1], bits) >> (in.s[0] % bits), bits, true, false));
                   }});
  }
  return ops;
}

std::vector<OpSpec> bit_field_ops() {
  std::vector<OpSpec> ops = {
      {"V_BFE_U32", Kind::Value,
       [](const In& in) {
         const unsigned offset = in.s[1] % 32;
         const unsigned width = in.s[2] % 32;
         uint64_t r = 0;
         for (unsigned k = 0; k < width; ++k) {
           if (offset + k < 32) r |= (in.s[0] >> (offset + k) & 1) << k;
         }
         return val(r);
       }},
      // Signed: bits past bit 31 read as the sign; the field is then sign-extended.
      {"V_BFE_I32", Kind::Value,
       [](const In& in) {
         const unsigned offset = in.s[1] % 32;
         const unsigned width = in.s[2] % 32;
         Wide r = 0;
         for (unsigned k = 0; k < width; ++k) {
           const unsigned from = std::min(offset + k, 31u);
           r |= static_cast<Wide>(in.s[0] >> from & 1) << k;
         }
         if (width > 0) r = sext(static_cast<uint64_t>(r), width);
         return val(narrow(r, 32, true, false));
       }},
      {"V_BFM_B32", Kind::Value,
       [](const In& in) {
         const unsigned width = in.s[0] % 32;
         const unsigned offset = in.s[1] % 32;
         std::bitset<32> r;
         for (unsigned k = 0; k < width && offset + k < 32; ++k) r[offset + k] = true;
         return val(r.to_ullong());
       }},
      {"V_BFREV_B32", Kind::Value,
       [](const In& in) {
         std::bitset<32> in_bits(in.s[0]);
         std::bitset<32> r;
         for (int i = 0; i < 32; ++i) r[31 - i] = in_bits[i];
         return val(r.to_ullong());
       }},
      {"V_BCNT_U32_B32", Kind::Value,
       [](const In& in) { return val((std::bitset<32>(in.s[0]).count() + in.s[1]) & 0xFFFFFFFF); }},
      // Count of src0 bits standing for lanes below this one: lanes 0-31 (lo), 32-63 (hi).
      {"V_MBCNT_LO_U32_B32", Kind::Value,
       [](const In& in) {
         uint64_t count = 0;
         for (int l = 0; l < 32; ++l) count += (l < in.lane && (in.s[0] >> l & 1) != 0) ? 1 : 0;
         return val((count + in.s[1]) & 0xFFFFFFFF);
       }},
      {"V_MBCNT_HI_U32_B32", Kind::Value,
       [](const In& in) {
         uint64_t count = 0;
         for (int l = 32; l < 64; ++l)
           count += (l < in.lane && (in.s[0] >> (l - 32) & 1) != 0) ? 1 : 0;
         return val((count + in.s[1]) & 0xFFFFFFFF);
       }},
      {"V_CLZ_I32_U32", Kind::Value,
       [](const In& in) {
         for (int i = 31; i >= 0; --i) {
           if ((in.s[0] >> i & 1) != 0) return val(static_cast<uint64_t>(31 - i));
         }
         return val(0xFFFFFFFF);
       }},
      {"V_CTZ_I32_B32", Kind::Value,
       [](const In& in) {
         for (int i = 0; i < 32; ++i) {
           if ((in.s[0] >> i & 1) != 0) return val(static_cast<uint64_t>(i));
         }
         return val(0xFFFFFFFF);
       }},
      {"V_CLS_I32", Kind::Value,
       [](const In& in) {
         const uint64_t sign = in.s[0] >> 31 & 1;
         for (int i = 30; i >= 0; --i) {
           if ((in.s[0] >> i & 1) != sign) return val(static_cast<uint64_t>(31 - i));
         }
         return val(0xFFFFFFFF);
       }},
      {"V_ALIGNBIT_B32", Kind::Value,
       [](const In& in) {
         const UWide joined =
             static_cast<UWide>(in.s[0] & 0xFFFFFFFF) << 32 | (in.s[1] & 0xFFFFFFFF);
         return val(static_cast<uint64_t>(joined >> (in.s[2] % 32)) & 0xFFFFFFFF);
       }},
      {"V_ALIGNBYTE_B32", Kind::Value,
       [](const In& in) {
         const UWide joined =
             static_cast<UWide>(in.s[0] & 0xFFFFFFFF) << 32 | (in.s[1] & 0xFFFFFFFF);
         return val(static_cast<uint64_t>(joined >> (8 * (in.s[2] % 4))) & 0xFFFFFFFF);
       }},
      // Bytes 0-3 are src1, 4-7 src0. Selector 8-11: the sign of byte 1/3/5/7 spread; 12: 0x00;
      // 13 and above: 0xFF.
      {"V_PERM_B32", Kind::Value,
       [](const In& in) {
         std::array<unsigned, 8> bytes{};
         for (unsigned i = 0; i < 4; ++i) {
           bytes[i] = byte_at(in.s[1], i);
           bytes[i + 4] = byte_at(in.s[0], i);
         }
         uint64_t r = 0;
         for (unsigned i = 0; i < 4; ++i) {
           const unsigned sel = byte_at(in.s[2], i);
           unsigned b;
           if (sel < 8) {
             b = bytes[sel];
           } else if (sel < 12) {
             b = bytes[2 * (sel - 8) + 1] >= 0x80 ? 0xFF : 0x00;
           } else {
             b = sel == 12 ? 0x00 : 0xFF;
           }
           r |= static_cast<uint64_t>(b) << (8 * i);
         }
         return val(r);
       }},
  };
  return ops;
}

int byte_distance(unsigned a, unsigned b) {
  return std::abs(static_cast<int>(a) - static_cast<int>(b));
}

uint64_t sad4(uint64_t a, uint64_t b, uint64_t acc, bool skip_zero_reference) {
  uint64_t sum = acc;
  for (unsigned i = 0; i < 4; ++i) {
    if (skip_zero_reference && byte_at(b, i) == 0) continue;
    sum += static_cast<uint64_t>(byte_distance(byte_at(a, i), byte_at(b, i)));
  }
  return sum;
}

Oracle quad_sad_oracle(bool masked) {
  return [=](const In& in) {
    uint64_t r = 0;
    for (unsigned k = 0; k < 4; ++k) {
      const uint64_t window = in.s[0] >> (8 * k) & 0xFFFFFFFF;
      r |= (sad4(window, in.s[1], half_at(in.s[2], k), masked) & 0xFFFF) << (16 * k);
    }
    return val(r);
  };
}

std::vector<OpSpec> packed_byte_ops() {
  std::vector<OpSpec> ops = {
      {"V_LERP_U8", Kind::Value,
       [](const In& in) {
         uint64_t r = 0;
         for (unsigned i = 0; i < 4; ++i) {
           const unsigned sum =
               byte_at(in.s[0], i) + byte_at(in.s[1], i) + (byte_at(in.s[2], i) & 1);
           r |= static_cast<uint64_t>(sum / 2) << (8 * i);
         }
         return val(r);
       }},
      {"V_SAD_U8", Kind::Value,
       [](const In& in) { return val(sad4(in.s[0], in.s[1], in.s[2], false) & 0xFFFFFFFF); }},
      {"V_MSAD_U8", Kind::Value,
       [](const In& in) { return val(sad4(in.s[0], in.s[1], in.s[2], true) & 0xFFFFFFFF); }},
      {"V_SAD_HI_U8", Kind::Value,
       [](const In& in) {
         return val(((sad4(in.s[0], in.s[1], 0, false) << 16) + in.s[2]) & 0xFFFFFFFF);
       }},
      {"V_SAD_U16", Kind::Value,
       [](const In& in) {
         const uint64_t d = static_cast<uint64_t>(std::abs(static_cast<int>(half_at(in.s[0], 0)) -
                                                           static_cast<int>(half_at(in.s[1], 0)))) +
                            static_cast<uint64_t>(std::abs(static_cast<int>(half_at(in.s[0], 1)) -
                                                           static_cast<int>(half_at(in.s[1], 1))));
         return val((d + in.s[2]) & 0xFFFFFFFF);
       }},
      {"V_SAD_U32", Kind::Value,
       [](const In& in) {
         const Wide d = zext(in.s[0], 32) - zext(in.s[1], 32);
         return val(narrow((d < 0 ? -d : d) + zext(in.s[2], 32), 32, false, false));
       }},
      {"V_QSAD_PK_U16_U8", Kind::Value, quad_sad_oracle(false)},
      {"V_MQSAD_PK_U16_U8", Kind::Value, quad_sad_oracle(true)},
  };
  return ops;
}

uint64_t saturate_signed_to(int64_t v, int64_t lowest, int64_t highest) {
  return static_cast<uint64_t>(std::min(std::max(v, lowest), highest));
}

// Select and move take VOP3 abs/neg as sign-bit operations on their own width.
uint64_t with_modifiers(uint64_t v, unsigned bits, const In& in, int source) {
  const uint64_t sign = 1ull << (bits - 1);
  if ((in.abs >> source & 1) != 0) v &= ~sign;
  if ((in.neg >> source & 1) != 0) v ^= sign;
  return v;
}

std::vector<OpSpec> convert_move_select_ops() {
  std::vector<OpSpec> ops = {
      {"V_CVT_U32_U16", Kind::Value, [](const In& in) { return val(in.s[0] & 0xFFFF); }},
      {"V_CVT_I32_I16", Kind::Value,
       [](const In& in) { return val(narrow(sext(in.s[0], 16), 32, true, false)); }},
      {"V_CVT_PK_U16_U32", Kind::Value,
       [](const In& in) {
         const uint64_t lo = std::min<uint64_t>(in.s[0] & 0xFFFFFFFF, 65535);
         const uint64_t hi = std::min<uint64_t>(in.s[1] & 0xFFFFFFFF, 65535);
         return val(lo | hi << 16);
       }},
      {"V_CVT_PK_I16_I32", Kind::Value,
       [](const In& in) {
         const uint64_t lo =
             saturate_signed_to(static_cast<int64_t>(sext(in.s[0], 32)), -32768, 32767) & 0xFFFF;
         const uint64_t hi =
             saturate_signed_to(static_cast<int64_t>(sext(in.s[1], 32)), -32768, 32767) & 0xFFFF;
         return val(lo | hi << 16);
       }},
      {"V_SAT_PK_U8_I16", Kind::Value,
       [](const In& in) {
         const uint64_t lo = saturate_signed_to(static_cast<int64_t>(sext(in.s[0], 16)), 0, 255);
         const uint64_t hi =
             saturate_signed_to(static_cast<int64_t>(sext(in.s[0] >> 16, 16)), 0, 255);
         return val(lo | hi << 8);
       }},
      {"V_MOV_B16", Kind::Value,
       [](const In& in) { return val(with_modifiers(in.s[0], 16, in, 0)); }},
      {"V_CNDMASK_B32", Kind::Select,
       [](const In& in) {
         const int chosen = in.mask_bit ? 1 : 0;
         return val(with_modifiers(in.s[chosen], 32, in, chosen));
       }},
      {"V_CNDMASK_B16", Kind::Select,
       [](const In& in) {
         const int chosen = in.mask_bit ? 1 : 0;
         return val(with_modifiers(in.s[chosen], 16, in, chosen));
       }},
  };
  return ops;
}

// Every integer compare, its relation and type read from its name (V_CMP[X]_<rel>_<I|U><bits>).
std::vector<OpSpec> compare_ops() {
  std::vector<OpSpec> ops;
  for (const char* prefix : {"V_CMP_", "V_CMPX_"}) {
    for (const char* type : {"I16", "U16", "I32", "U32", "I64", "U64"}) {
      for (const char* rel : {"F", "LT", "EQ", "LE", "GT", "NE", "GE", "T"}) {
        const std::string r = rel;
        const std::string t = type;
        if (t.substr(1) == "16" && (r == "F" || r == "T")) continue;  // no such 16-bit compares
        const unsigned bits = static_cast<unsigned>(std::stoi(t.substr(1)));
        const bool is_signed = t[0] == 'I';
        ops.push_back({prefix + r + "_" + t, Kind::Compare, [=](const In& in) {
                         const Wide a = is_signed ? sext(in.s[0], bits) : zext(in.s[0], bits);
                         const Wide b = is_signed ? sext(in.s[1], bits) : zext(in.s[1], bits);
                         bool holds = r == "T";
                         if (r == "LT") holds = a < b;
                         if (r == "EQ") holds = a == b;
                         if (r == "LE") holds = !(b < a);
                         if (r == "GT") holds = b < a;
                         if (r == "NE") holds = !(a == b);
                         if (r == "GE") holds = !(a < b);
                         return Out{0, holds};
                       }});
      }
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Random instances of every operation in every encoding (valu_harness.h: random_family).

TEST(ValuIntRandom, AddSubMultiply) { random_family(arithmetic_ops()); }
TEST(ValuIntRandom, CarryOutAndCarryIn) { random_family(carry_ops()); }
TEST(ValuIntRandom, MinMaxMedian) { random_family(min_max_ops()); }
TEST(ValuIntRandom, BitwiseAndShifts) { random_family(bitwise_ops()); }
TEST(ValuIntRandom, BitFieldsCountsPermutes) { random_family(bit_field_ops()); }
TEST(ValuIntRandom, PackedBytes) { random_family(packed_byte_ops()); }
TEST(ValuIntRandom, ConvertMoveSelect) { random_family(convert_move_select_ops()); }
TEST(ValuIntRandom, Compares) { random_family(compare_ops()); }

// ---------------------------------------------------------------------------------------------
// Exhaustive runs over reduced domains (valu_harness.h: fixed_instance, exhaustive).

std::vector<OpSpec> all_ops() {
  return [] {
    std::vector<OpSpec> all;
    for (const auto& list :
         {arithmetic_ops(), carry_ops(), min_max_ops(), bitwise_ops(), bit_field_ops(),
          packed_byte_ops(), convert_move_select_ops(), compare_ops()}) {
      all.insert(all.end(), list.begin(), list.end());
    }
    return all;
  }();
}

// The 16-bit operations on every pair from 128 values around 0, 0x8000 and 0xFFFF (both halves,
// with and without clamp), and every 16-bit compare.
TEST(ValuIntExhaustive, SixteenBitPairs) {
  Runner runner(test_seed() + 1);
  const Domains domain = {joined({range(0, 0x20), range(0x7FE0, 0x8020), range(0xFFE0, 0x10000)})};
  const std::vector<OpSpec> all = all_ops();
  uint64_t lanes = 0;
  int configurations = 0;
  for (const OpSpec& spec : all) {
    if (spec.kind == Kind::Select) continue;
    for (const isa::InstInfo* info : encodings_of(spec.name)) {
      const Instance probe = fixed_instance(info, spec, false, false);
      bool sixteen = probe.num_src == 2;
      for (int i = 0; i < probe.num_src; ++i) sixteen = sixteen && probe.src[i].bits == 16;
      if (!sixteen) continue;
      // Both halves and clamp for the arithmetic; compares alternate the halves they read.
      const bool compare_variant = (configurations & 1) != 0;
      for (bool variant : {false, true}) {
        if (spec.kind == Kind::Compare && variant != compare_variant) continue;
        lanes += exhaustive(runner, spec, fixed_instance(info, spec, variant, variant), domain);
        ++configurations;
        if (HasFailure()) return;
      }
    }
  }
  report("16-bit pairs", configurations, lanes);
}

// The 32-bit operations on every pair (two sources) or triple (three) of boundary values.
TEST(ValuIntExhaustive, ThirtyTwoBitBoundaries) {
  Runner runner(test_seed() + 2);
  const Domains pairs = {{0,          1,          2,          3,          0x1F,       0x20,
                          0x21,       0x3F,       0x7F,       0x80,       0xFF,       0x100,
                          0x7FFF,     0x8000,     0xFFFF,     0x10000,    0x7FFFFF,   0x800000,
                          0xFFFFFF,   0x1000000,  0x7FFFFFFE, 0x7FFFFFFF, 0x80000000, 0x80000001,
                          0xFFFF0000, 0xFF00FF00, 0x0F0F0F0F, 0xFFFFFF80, 0xFFFFFFFD, 0xFFFFFFFE,
                          0xFFFFFFFF, 0x12345678}};
  const Domains triples = {{0, 1, 0x1F, 0x20, 0x7F, 0x80, 0xFFFF, 0x800000, 0x7FFFFFFF, 0x80000000,
                            0xFFFFFF80, 0xFFFFFFFF, 0x0C0D0E0F}};
  uint64_t lanes = 0;
  int configurations = 0;
  for (const OpSpec& spec : all_ops()) {
    for (const isa::InstInfo* info : encodings_of(spec.name)) {
      const Instance ins = fixed_instance(info, spec, false, configurations % 2 == 1);
      int values = 0;
      bool all_32 = true;
      for (int i = 0; i < ins.num_src; ++i) {
        if (ins.src[i].is_mask) continue;
        ++values;
        all_32 = all_32 && ins.src[i].bits == 32;
      }
      if (!all_32 || values < 2) continue;
      lanes += exhaustive(runner, spec, ins, values == 2 ? pairs : triples);
      ++configurations;
      if (HasFailure()) return;
    }
  }
  report("32-bit boundaries", configurations, lanes);
}

// Byte-wise operations on every pair of bytes: lane values (a, a+1, a+2, a+3) against
// (b, b+37, b+74, b+111), so each byte position meets each of the 65536 pairs.
TEST(ValuIntExhaustive, BytePairs) {
  Runner runner(test_seed() + 3);
  std::vector<uint64_t> first;
  std::vector<uint64_t> second;
  for (uint64_t a = 0; a < 256; ++a) {
    uint64_t x = 0;
    uint64_t y = 0;
    for (uint64_t i = 0; i < 4; ++i) {
      x |= ((a + i) & 0xFF) << (8 * i);
      y |= ((a + 37 * i) & 0xFF) << (8 * i);
    }
    first.push_back(x);
    second.push_back(y);
  }
  const Domains domains = {
      first, second, {0xFFFFFE01}};  // accumulator; lerp rounds up in bytes 0, 2, 3
  const std::vector<OpSpec> ops = packed_byte_ops();
  uint64_t lanes = 0;
  int configurations = 0;
  for (const char* name : {"V_SAD_U8", "V_MSAD_U8", "V_SAD_HI_U8", "V_LERP_U8"}) {
    const OpSpec& spec = find_spec(ops, name);
    const isa::InstInfo* info = encodings_of(name).front();
    lanes += exhaustive(runner, spec, fixed_instance(info, spec, false, false), domains);
    ++configurations;
    if (HasFailure()) return;
  }
  report("byte pairs", configurations, lanes);
}

// Every shift count, alignment and bit-field offset/width (with garbage in the unread bits)
// against a few data values.
TEST(ValuIntExhaustive, ShiftCountsAndFields) {
  Runner runner(test_seed() + 4);
  const std::vector<uint64_t> data = {0x80000001,         0xFFFFFFFF,        0x7FFFFFFF,
                                      0x12345678,         0x80000000,        0x1,
                                      0x8000000000000001, 0xFEDCBA9876543210};
  const std::vector<uint64_t> counts =
      joined({range(0, 70), {0xFFFFFFE0, 0xFFFFFFC1, 0x12345621, 0x100}});
  struct Case {
    const char* name;
    Domains domains;
  };
  const std::vector<Case> cases = {
      {"V_LSHLREV_B32", {counts, data}},         {"V_LSHRREV_B32", {counts, data}},
      {"V_ASHRREV_I32", {counts, data}},         {"V_LSHLREV_B64", {counts, data}},
      {"V_LSHRREV_B64", {counts, data}},         {"V_ASHRREV_I64", {counts, data}},
      {"V_LSHLREV_B16", {counts, data}},         {"V_LSHRREV_B16", {counts, data}},
      {"V_ASHRREV_I16", {counts, data}},         {"V_ALIGNBIT_B32", {data, data, counts}},
      {"V_ALIGNBYTE_B32", {data, data, counts}}, {"V_BFM_B32", {counts, counts}},
      {"V_BFE_U32", {data, counts, counts}},     {"V_BFE_I32", {data, counts, counts}},
      {"V_LSHL_OR_B32", {data, counts, data}},   {"V_LSHL_ADD_U32", {data, counts, data}},
      {"V_ADD_LSHL_U32", {data, data, counts}},
  };
  const std::vector<OpSpec> all = all_ops();
  uint64_t lanes = 0;
  int configurations = 0;
  for (const Case& c : cases) {
    const OpSpec& spec = find_spec(all, c.name);
    for (const isa::InstInfo* info : encodings_of(c.name)) {
      lanes += exhaustive(runner, spec,
                          fixed_instance(info, spec, (configurations & 1) != 0, false), c.domains);
      ++configurations;
      if (HasFailure()) return;
    }
  }
  report("counts and fields", configurations, lanes);
}

// ---------------------------------------------------------------------------------------------
// Lane operations, which read or write one chosen lane whatever EXEC says, and v_mqsad_u32_u8,
// whose accumulators and results are VGPR quads.

uint16_t random_lane_select(Rng& rng) {
  switch (rng() % 4) {
    case 0: return kM0;
    case 1: return static_cast<uint16_t>(128 + rng() % 65);  // 0..64
    default: return static_cast<uint16_t>(rng() % 106);
  }
}

TEST(ValuIntLanes, ReadlaneWritelaneReadfirstlane) {
  Runner runner(test_seed() + 5);
  const auto readlane = encodings_of("V_READLANE_B32");
  const auto writelane = encodings_of("V_WRITELANE_B32");
  const auto firstlane = encodings_of("V_READFIRSTLANE_B32");
  ASSERT_EQ(readlane.size(), 1u);
  ASSERT_EQ(writelane.size(), 1u);
  ASSERT_EQ(firstlane.size(), 2u);  // VOP1 and VOP3
  for (int round = 0; round < 3000; ++round) {
    const int wave_size = round % 2 == 0 ? 32 : 64;
    const WaveState& before = runner.fresh_wave(wave_size);
    WaveState& expected = runner.scratch_expected(wave_size);
    expected = before;
    Instance ins;
    auto lane_of = [&](uint16_t code) {
      Source s;
      s.code = code;
      return static_cast<int>(fetch(before, ins, s, 0) % static_cast<uint64_t>(wave_size));
    };
    switch (round % 3) {
      case 0: {  // v_readlane_b32 sdst, vsrc, lane select
        ins.info = readlane[0];
        ins.num_src = 2;
        ins.src[0].code = static_cast<uint16_t>(kVgpr0 + runner.rng() % kVgprsUsed);
        ins.src[1].code = random_lane_select(runner.rng);
        ins.sdst = static_cast<uint16_t>(runner.rng() % 106);
        expected.set_sreg(ins.sdst,
                          before.vgpr(ins.src[0].code - kVgpr0, lane_of(ins.src[1].code)));
        break;
      }
      case 1: {  // v_writelane_b32 vdst, scalar value, lane select
        ins.info = writelane[0];
        ins.num_src = 2;
        const uint16_t value_codes[] = {static_cast<uint16_t>(runner.rng() % 106), kM0, kVccLo, 200,
                                        kLiteralCode};
        ins.src[0].code = value_codes[runner.rng() % 5];
        ins.src[1].code = random_lane_select(runner.rng);
        ins.literal = static_cast<uint32_t>(runner.rng());
        ins.vdst = static_cast<int>(runner.rng() % kVgprsUsed);
        expected.set_vgpr(ins.vdst, lane_of(ins.src[1].code),
                          static_cast<uint32_t>(fetch(before, ins, ins.src[0], 0)));
        break;
      }
      default: {  // v_readfirstlane_b32 sdst, vsrc: the lowest active lane, lane 0 if none
        ins.info = firstlane[runner.rng() % 2];
        ins.num_src = 1;
        ins.src[0].code = static_cast<uint16_t>(kVgpr0 + runner.rng() % kVgprsUsed);
        ins.sdst = static_cast<uint16_t>(runner.rng() % 106);
        const std::bitset<64> exec(before.exec());
        int lane = 0;
        while (exec.any() && !exec[lane]) ++lane;
        expected.set_sreg(ins.sdst, before.vgpr(ins.src[0].code - kVgpr0, lane));
        break;
      }
    }
    encode(ins);
    ASSERT_TRUE(runner.run(ins, before, expected));
  }
}

TEST(ValuIntLanes, MqsadU32U8) {
  Runner runner(test_seed() + 6);
  const isa::InstInfo* info = encodings_of("V_MQSAD_U32_U8").front();
  uint64_t lanes = 0;
  for (int round = 0; round < 2000; ++round) {
    const int wave_size = round % 2 == 0 ? 32 : 64;
    const WaveState& before = runner.fresh_wave(wave_size);
    Instance ins;
    ins.info = info;
    ins.num_src = 3;
    ins.src[0] = {static_cast<uint16_t>(kVgpr0 + runner.rng() % (kVgprsUsed - 1)), false, 64,
                  false};
    if (runner.rng() % 4 == 0) ins.src[0].code = static_cast<uint16_t>(2 * (runner.rng() % 53));
    ins.src[1] = {static_cast<uint16_t>(kVgpr0 + runner.rng() % kVgprsUsed), false, 32, false};
    if (runner.rng() % 4 == 0) ins.src[1].code = static_cast<uint16_t>(runner.rng() % 106);
    ins.src[2] = {static_cast<uint16_t>(kVgpr0 + runner.rng() % (kVgprsUsed - 3)), false, 128,
                  false};
    ins.vdst = static_cast<int>(runner.rng() % (kVgprsUsed - 3));
    ins.clamp = (runner.rng() & 1) != 0;
    encode(ins);
    WaveState& expected = runner.scratch_expected(wave_size);
    expected = before;
    for (int lane = 0; lane < wave_size; ++lane) {
      if ((before.exec() >> lane & 1) == 0) continue;
      const uint64_t data = fetch(before, ins, ins.src[0], lane);
      const uint64_t reference = fetch(before, ins, ins.src[1], lane);
      for (int k = 0; k < 4; ++k) {
        const uint64_t acc = before.vgpr(ins.src[2].code - kVgpr0 + k, lane);
        expected.set_vgpr(ins.vdst + k, lane,
                          static_cast<uint32_t>(sad4(data >> (8 * k), reference, acc, true)));
      }
      ++lanes;
    }
    ASSERT_TRUE(runner.run(ins, before, expected));
  }
  std::printf("  %llu lane evaluations\n", static_cast<unsigned long long>(lanes));
}

// ---------------------------------------------------------------------------------------------
// The test's encoder against llvm-mc-19, so that the words above mean what LLVM (the reference
// for gfx1100 encodings) says they mean, independently of the generated field layouts.

Source vgpr(int n, unsigned bits = 32, bool high = false) {
  return Source{static_cast<uint16_t>(kVgpr0 + n), high, bits, false};
}
Source scalar(uint16_t code, unsigned bits = 32) { return Source{code, false, bits, false}; }

Instance hand_made(const char* name, isa::Format format, std::vector<Source> sources, int vdst,
                   uint16_t sdst = kNullReg) {
  Instance ins;
  for (const isa::InstInfo* info : encodings_of(name)) {
    if (info->format == format) ins.info = info;
  }
  EXPECT_NE(ins.info, nullptr) << name;
  ins.num_src = static_cast<int>(sources.size());
  for (std::size_t i = 0; i < sources.size(); ++i) ins.src[i] = sources[i];
  ins.vdst = vdst;
  ins.sdst = sdst;
  return ins;
}

TEST(ValuIntEncoding, MatchesLlvmMc) {
  struct Case {
    std::string text;
    Instance ins;
  };
  std::vector<Case> cases;
  auto add = [&](const std::string& text, Instance ins) {
    if (ins.info == nullptr) return;
    encode(ins);
    cases.push_back({text, ins});
  };
  using F = isa::Format;
  Instance clamp_add = hand_made("V_ADD_NC_U32", F::VOP3, {vgpr(1), vgpr(2)}, 4);
  clamp_add.clamp = true;
  add("v_add_nc_u32_e64 v4, v1, v2 clamp", clamp_add);
  add("v_add_nc_u32_e32 v4, v1, v2", hand_made("V_ADD_NC_U32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  Instance literal = hand_made("V_ADD_NC_U32", F::VOP3, {scalar(kLiteralCode), vgpr(2)}, 4);
  literal.literal = 0x12345678;
  add("v_add_nc_u32_e64 v4, 0x12345678, v2", literal);
  add("v_not_b32_e32 v4, v1", hand_made("V_NOT_B32", F::VOP1, {vgpr(1)}, 4));
  add("v_cmp_lt_u32_e32 vcc_lo, v1, v2",
      hand_made("V_CMP_LT_U32", F::VOPC, {vgpr(1), vgpr(2)}, -1));
  add("v_cmp_lt_i64_e64 s20, v[1:2], v[2:3]",
      hand_made("V_CMP_LT_I64", F::VOP3, {vgpr(1, 64), vgpr(2, 64)}, -1, 20));
  // LLVM encodes -256 for a signed 64-bit operand as the 32-bit literal 0xffffff00: the
  // hardware sign-extends it (unsigned 64-bit operands get it zero-extended).
  Instance wide_literal =
      hand_made("V_CMP_LT_I64", F::VOP3, {scalar(kLiteralCode, 64), vgpr(2, 64)}, -1, 20);
  wide_literal.literal = 0xFFFFFF00;
  add("v_cmp_lt_i64_e64 s20, -256, v[2:3]", wide_literal);
  add("v_cmpx_lt_u32_e64 v1, v2",
      hand_made("V_CMPX_LT_U32", F::VOP3, {vgpr(1), vgpr(2)}, -1, kExecLo));
  add("v_add_co_ci_u32_e64 v4, s20, v1, v2, s30",
      hand_made("V_ADD_CO_CI_U32", F::VOP3SD, {vgpr(1), vgpr(2), scalar(30, 64)}, 4, 20));
  add("v_add_co_ci_u32_e32 v4, vcc_lo, v1, v2, vcc_lo",
      hand_made("V_ADD_CO_CI_U32", F::VOP2, {vgpr(1), vgpr(2)}, 4));
  add("v_mad_u64_u32 v[4:5], s20, v1, v2, v[6:7]",
      hand_made("V_MAD_U64_U32", F::VOP3SD, {vgpr(1), vgpr(2), vgpr(6, 64)}, 4, 20));
  Instance select = hand_made("V_CNDMASK_B32", F::VOP3, {vgpr(1), vgpr(2), scalar(30, 64)}, 4);
  select.neg = 1;
  select.abs = 2;
  add("v_cndmask_b32_e64 v4, -v1, |v2|, s30", select);
  add("v_add_nc_u16 v4, v1, v2 op_sel:[1,1,0]",
      hand_made("V_ADD_NC_U16", F::VOP3, {vgpr(1, 16, true), vgpr(2, 16, true)}, 4));
  add("v_mad_u32_u16 v4, v1, v2, v3 op_sel:[0,1,0,0]",
      hand_made("V_MAD_U32_U16", F::VOP3, {vgpr(1, 16), vgpr(2, 16, true), vgpr(3)}, 4));
  add("v_readlane_b32 s20, v1, s2",
      hand_made("V_READLANE_B32", F::VOP3, {vgpr(1), scalar(2)}, -1, 20));
  add("v_writelane_b32 v4, s1, m0",
      hand_made("V_WRITELANE_B32", F::VOP3, {scalar(1), scalar(kM0)}, 4));
  add("v_readfirstlane_b32 s20, v1", hand_made("V_READFIRSTLANE_B32", F::VOP1, {vgpr(1)}, -1, 20));
  add("v_lshlrev_b64 v[4:5], v1, v[2:3]",
      hand_made("V_LSHLREV_B64", F::VOP3, {vgpr(1), vgpr(2, 64)}, 4));
  add("v_bfe_u32 v4, v1, 4, -8",
      hand_made("V_BFE_U32", F::VOP3, {vgpr(1), scalar(132), scalar(200)}, 4));
  add("v_perm_b32 v4, v1, s2, 0x5040100", [] {
    Instance ins = hand_made("V_PERM_B32", F::VOP3, {vgpr(1), scalar(2), scalar(kLiteralCode)}, 4);
    ins.literal = 0x05040100;
    return ins;
  }());
  std::vector<std::string> lines;
  for (const Case& c : cases) lines.push_back(c.text);
  std::vector<std::vector<uint32_t>> words;
  for (const Case& c : cases) words.push_back(c.ins.words);
  expect_llvm_encodings(lines, words);
}

// ---------------------------------------------------------------------------------------------
// AMD's worked examples, as a readable check of the oracles themselves.

TEST(ValuIntOracles, DocumentedExamples) {
  const std::vector<OpSpec> all = all_ops();
  auto one = [&](const char* name, uint64_t a) {
    In in;
    in.s[0] = a;
    return find_spec(all, name).oracle(in).value;
  };
  EXPECT_EQ(one("V_CLZ_I32_U32", 0x00000000), 0xFFFFFFFFu);
  EXPECT_EQ(one("V_CLZ_I32_U32", 0x100000FF), 3u);
  EXPECT_EQ(one("V_CLZ_I32_U32", 0x0000FFFF), 16u);
  EXPECT_EQ(one("V_CTZ_I32_B32", 0xFF000008), 3u);
  EXPECT_EQ(one("V_CTZ_I32_B32", 0x80000000), 31u);
  EXPECT_EQ(one("V_CLS_I32", 0x40000000), 1u);
  EXPECT_EQ(one("V_CLS_I32", 0x80000000), 1u);
  EXPECT_EQ(one("V_CLS_I32", 0x0FFFFFFF), 4u);
  EXPECT_EQ(one("V_CLS_I32", 0xFFFF0000), 16u);
  EXPECT_EQ(one("V_CLS_I32", 0xFFFFFFFE), 31u);
  EXPECT_EQ(one("V_CLS_I32", 0xFFFFFFFF), 0xFFFFFFFFu);
  // v_mbcnt_lo(-1, 0) then v_mbcnt_hi(-1, that) gives the lane number.
  for (int lane = 0; lane < 64; ++lane) {
    In lo;
    lo.s = {0xFFFFFFFF, 0, 0};
    lo.lane = lane;
    In hi = lo;
    hi.s[1] = find_spec(all, "V_MBCNT_LO_U32_B32").oracle(lo).value;
    EXPECT_EQ(find_spec(all, "V_MBCNT_HI_U32_B32").oracle(hi).value, static_cast<uint64_t>(lane));
  }
  // With clamp, 0 - 1 is 0 for an unsigned subtract and -1 for a signed one.
  In sub;
  sub.s = {0, 1, 0};
  sub.clamp = true;
  EXPECT_EQ(find_spec(all, "V_SUB_NC_U32").oracle(sub).value, 0u);
  EXPECT_EQ(find_spec(all, "V_SUB_NC_I32").oracle(sub).value, 0xFFFFFFFFu);
  sub.s = {0x7FFF, 1, 0};
  EXPECT_EQ(find_spec(all, "V_ADD_NC_I16").oracle(sub).value, 0x7FFFu);
}

}  // namespace
