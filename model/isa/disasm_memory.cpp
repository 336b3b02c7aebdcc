// Memory, export and LDS-direct formats: DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF, MIMG, EXP,
// LDSDIR. One renderer per format produces the text, the comment LLVM prints after the bytes
// and whether LLVM accepts the field combination at all, so that the three never disagree.
#include "isa/disasm_memory.h"

#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "image_tables.h"
#include "isa/bits.h"
#include "isa/disasm_common.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::memory {

using isa::Op;

// `code` is in the 8-bit scalar operand space; `dwords` is 1, 2, 4 or 8. With `sources` the
// operand may also be an inline constant, a special source or a literal (MUBUF soffset).
void flat_saddr(Builder& b, FlatAddressKind kind, unsigned saddr) {
  if (kind == FlatAddressKind::Flat) return;
  if (saddr == operand::kNull) {
    b.operand("off");
  } else if (kind == FlatAddressKind::Global) {
    b.scalar(saddr, 2);
  } else {
    // exec_hi decodes but lies outside the operand's class, which LLVM's printer notes.
    b.scalar(saddr, 1, false,
             saddr == operand::kExecHi
                 ? "/*Invalid register, operand has 'SReg_32_XEXEC_HI' register class*/"
                 : "");
  }
}

void flat_address(Builder& b, FlatAddressKind kind, unsigned vaddr, bool saddr_off, bool sve,
                  bool has_vaddr) {
  switch (kind) {
    case FlatAddressKind::Flat:
      b.require(saddr_off && !sve);
      b.vgprs(vaddr, 2);
      break;
    case FlatAddressKind::Global:
      b.require(!sve);
      if (has_vaddr) b.vgprs(vaddr, saddr_off ? 2 : 1);
      break;
    case FlatAddressKind::Scratch:  // the VGPR address is used only when sve says so
      if (sve) {
        b.vgprs(vaddr, 1);
      } else {
        b.operand("off");
      }
      break;
  }
}

ScalarText scalar_operand(unsigned code, unsigned dwords, bool sources, uint32_t literal) {
  ScalarText out;
  // Pairs start on even registers, wider tuples on multiples of 4; LLVM rounds an unaligned
  // number down and warns.
  const unsigned align = dwords == 1 ? 1 : dwords == 2 ? 2 : 4;
  auto tuple = [&](const char* prefix, const char* cls, unsigned index, unsigned count) {
    if (index % align != 0) {
      out.warning = std::string("Warning: ") + cls + "_" + std::to_string(dwords * 32) +
                    ": scalar reg isn't aligned " + std::to_string(index);
    }
    const unsigned first = index / align * align;
    if (first + dwords > count) {
      out.valid = false;
    } else if (dwords == 1) {
      out.text = prefix + std::to_string(first);
    } else {
      out.text = std::string(prefix) + "[" + std::to_string(first) + ":" +
                 std::to_string(first + dwords - 1) + "]";
    }
  };
  if (code < operand::kNumSgprs) {
    tuple("s", "SGPR", code, operand::kNumSgprs);
    return out;
  }
  if (code >= operand::kTtmpFirst && code <= operand::kTtmpLast) {
    tuple("ttmp", "TTMP", code - operand::kTtmpFirst, kNumTtmps);
    return out;
  }
  if (code == operand::kNull) {
    out.text = "null";
    return out;
  }
  if (dwords == 1) {
    switch (code) {
      case operand::kVccLo: out.text = "vcc_lo"; return out;
      case operand::kVccHi: out.text = "vcc_hi"; return out;
      case operand::kM0: out.text = "m0"; return out;
      case operand::kExecLo: out.text = "exec_lo"; return out;
      case operand::kExecHi: out.text = "exec_hi"; return out;
      default: break;
    }
  } else if (dwords == 2 && (code == operand::kVccLo || code == operand::kExecLo)) {
    out.text = code == operand::kVccLo ? "vcc" : "exec";
    return out;
  }
  if (sources && dwords == 1) {
    static const char* const kApertures[] = {"src_shared_base", "src_shared_limit",
                                             "src_private_base", "src_private_limit",
                                             "src_pops_exiting_wave_id"};
    if (operand::is_inline_int(static_cast<uint16_t>(code))) {
      out.text = std::to_string(operand::inline_int_value(static_cast<uint16_t>(code)));
    } else if (operand::is_inline_float(static_cast<uint16_t>(code))) {
      out.text = float_constant(static_cast<uint16_t>(code), 32);
    } else if (code >= kSharedBase && code < kSharedBase + 5) {
      out.text = kApertures[code - kSharedBase];
    } else if (code == kVccz) {
      out.text = "src_vccz";
    } else if (code == kExecz) {
      out.text = "src_execz";
    } else if (code == operand::kScc) {
      out.text = "src_scc";
    } else if (code == kLdsDirect) {
      // LLVM decodes it but its printer flags it as outside the operand's register class.
      out.text = "src_lds_direct/*Invalid register, operand has 'SReg_32' register class*/";
    } else if (code == operand::kLiteral) {
      out.text = immediate32_text(literal);
    } else {
      out.valid = false;
    }
    return out;
  }
  out.valid = false;
  return out;
}

ImageOp image_op(const isa::InstInfo* info) {
  ImageOp m;
  const std::string name = info->name;
  m.bvh = name.rfind("IMAGE_BVH", 0) == 0;
  m.bvh64 = m.bvh && name.find("BVH64") != std::string::npos;
  m.atomic = name.find("_ATOMIC_") != std::string::npos;
  m.cmpswap = m.atomic && name.find("_CMPSWAP") != std::string::npos;
  m.sampler = info->operand("ssamp") != nullptr || info->operand("samp") != nullptr;
  m.msaa_load = info->op == Op::IMAGE_MSAA_LOAD;
  m.gather4 = m.msaa_load || name.find("_GATHER4") != std::string::npos;
  const bool resinfo = info->op == Op::IMAGE_GET_RESINFO;
  m.has_d16 = !m.bvh && !m.atomic && !resinfo && info->op != Op::IMAGE_GET_LOD &&
              name.find("_PCK") == std::string::npos;
  m.coordinates = !resinfo;
  if (!m.sampler) {
    m.lod = resinfo || name.find("_MIP") != std::string::npos;
    return m;
  }
  // The variant letters after the operation name, one '_'-separated token each.
  static const char* const kStems[] = {"IMAGE_SAMPLE", "IMAGE_GATHER4", "IMAGE_GET_LOD"};
  std::string rest;
  for (const char* stem : kStems) {
    if (name.rfind(stem, 0) == 0) rest = name.substr(std::strlen(stem)) + "_";
  }
  std::string token;
  for (const char c : rest) {
    if (c != '_') {
      token += c;
      continue;
    }
    if (token == "O" || token == "B" || token == "C") ++m.extra_args;
    if (token == "L" || token == "CL") m.lod = true;
    if (token == "D") m.gradients = true;
    if (token == "G16") m.g16 = true;
    token.clear();
  }
  return m;
}

unsigned image_address_dwords(const ImageOp& m, const ImageDim& dim, bool a16) {
  unsigned words = m.extra_args;
  const unsigned components = (m.coordinates ? dim.coords : 0) + (m.lod ? 1 : 0);
  words += a16 ? (components + 1) / 2 : components;
  if (m.gradients) words += m.g16 ? (dim.gradients / 2 + 1) / 2 * 2 : dim.gradients;
  return words;
}

unsigned image_data_variant(const ImageOp& m, unsigned dwords) {
  if (m.atomic) {
    if (m.cmpswap) return dwords == 2 || dwords == 4 ? dwords : 0;
    if (dwords == 4) return 5;
    return dwords <= 2 ? dwords : 0;
  }
  if (m.msaa_load) return dwords >= 2 && dwords <= 5 ? dwords : 0;
  if (m.gather4) return dwords == 2 || dwords == 4 || dwords == 5 ? dwords : 0;
  return dwords >= 1 && dwords <= 5 ? dwords : 0;
}

// Sampler address sizes LLVM defines: every count some dimension and a16 setting can need.
bool sampler_address_defined(const ImageOp& m, unsigned words) {
  unsigned lo = 1, hi = m.lod ? 4 : 3;
  if (m.gradients) {
    lo = 2;
    hi = (m.g16 ? 7 : 9) + (m.lod ? 1 : 0);
  }
  return words >= lo + m.extra_args && words <= hi + m.extra_args;
}

unsigned image_decoded_data(const ImageOp& m) {
  if (m.atomic) return m.cmpswap ? 2 : 1;
  return m.gather4 ? 4 : 1;
}

// Unified buffer formats by number; LLVM omits the default (1) and prints others by number.
std::string buffer_format_name(unsigned format) {
  if (format == 0) return "BUF_FMT_INVALID";
  const isa::UnifiedFormat* f = isa::unified_format(format);
  return f != nullptr ? f->name : "";
}

}  // namespace cutlm::disasm_detail::memory

namespace cutlm::disasm_detail {
namespace {

using namespace memory;  // the helpers disasm_memory.h shares

namespace enc = isa::enc;
using isa::Format;
using isa::Op;

// ---- DS ----

// ds_swizzle_b32's offset in LLVM's swizzle(...) macro syntax, or as a number when no macro
// describes it.
std::string swizzle_text(unsigned offset) {
  constexpr unsigned kQuadPermMode = 0x8000;
  constexpr unsigned kLaneMask = 0x1f;
  if ((offset & 0xff00) == kQuadPermMode) {
    std::string s = "swizzle(QUAD_PERM";
    for (unsigned lane = 0; lane < 4; ++lane) s += "," + std::to_string(offset >> (2 * lane) & 3);
    return s + ")";
  }
  if ((offset & kQuadPermMode) != 0) return std::to_string(offset);
  // Bit-mask mode: each lane id bit is and-ed, or-ed and xor-ed with the three masks.
  const unsigned and_mask = offset & kLaneMask;
  const unsigned or_mask = offset >> 5 & kLaneMask;
  const unsigned xor_mask = offset >> 10 & kLaneMask;
  auto power_of_two = [](unsigned v) { return v != 0 && (v & (v - 1)) == 0; };
  if (and_mask == kLaneMask && or_mask == 0 && power_of_two(xor_mask)) {
    return "swizzle(SWAP," + std::to_string(xor_mask) + ")";
  }
  if (and_mask == kLaneMask && or_mask == 0 && xor_mask != 0 && power_of_two(xor_mask + 1)) {
    return "swizzle(REVERSE," + std::to_string(xor_mask + 1) + ")";
  }
  const unsigned group = kLaneMask - and_mask + 1;
  if (group > 1 && power_of_two(group) && or_mask < group && xor_mask == 0) {
    return "swizzle(BROADCAST," + std::to_string(group) + "," + std::to_string(or_mask) + ")";
  }
  std::string bits;
  for (int bit = 4; bit >= 0; --bit) {
    const bool a = and_mask >> bit & 1;
    const bool o = or_mask >> bit & 1;
    const bool x = xor_mask >> bit & 1;
    if (a && !o) {
      bits += x ? 'i' : 'p';  // the lane bit kept or inverted
    } else {
      bits += (o != x) ? '1' : '0';  // forced to a constant
    }
  }
  return "swizzle(BITMASK_PERM,\"" + bits + "\")";
}

Rendered render_ds(const DecodedInst& d) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const Op op = info->op;
  // LLVM's DS encodings zero every register field the operation does not use.
  static const char* const kRegisterFields[] = {"vdst", "addr", "data0", "data1"};
  static const isa::Field kFields[] = {isa::Field::vdst, isa::Field::addr, isa::Field::data0,
                                       isa::Field::data1};
  for (int i = 0; i < 4; ++i) {
    const uint32_t reg = b.get(isa::Encoding::DS, kFields[i]);
    if (info->operand(kRegisterFields[i]) == nullptr) {
      b.unused(reg == 0);
    } else {
      b.vgprs(reg, dwords_of(info, kRegisterFields[i]));
    }
  }
  const bool gds = b.get(isa::Encoding::DS, isa::Field::gds) != 0;
  // A generation without GDS (RDNA4) has no gds field; LLVM fixes that bit to 0 there.
  if (!isa::layout(d.arch, isa::Encoding::DS).has(isa::Field::gds)) {
    b.require(b.get(enc::DS::gds) == 0);
  }
  const unsigned offset0 = b.get(isa::Encoding::DS, isa::Field::offset0);
  const unsigned offset1 = b.get(isa::Encoding::DS, isa::Field::offset1);
  const unsigned offset = offset0 | offset1 << 8;
  // GWS, ordered-count and GS-register operations exist only as GDS accesses; a few others
  // only as LDS accesses.
  const bool gds_only = name_has(info, "_GWS_") || op == Op::DS_ORDERED_COUNT ||
                        op == Op::DS_ADD_GS_REG_RTN || op == Op::DS_SUB_GS_REG_RTN;
  const bool lds_only = op == Op::DS_NOP || op == Op::DS_BVH_STACK_RTN_B32 ||
                        op == Op::DS_PERMUTE_B32 || op == Op::DS_BPERMUTE_B32;
  if (gds_only) b.require(gds);
  if (lds_only) b.require(!gds);
  if (op == Op::DS_NOP) {
    b.unused(offset == 0);
  } else if (name_has(info, "_2ADDR")) {
    if (offset0 != 0) b.modifier("offset0:" + std::to_string(offset0));
    if (offset1 != 0) b.modifier("offset1:" + std::to_string(offset1));
  } else if (op == Op::DS_SWIZZLE_B32) {
    if (offset != 0) b.modifier("offset:" + swizzle_text(offset));
  } else if (offset != 0) {
    b.modifier("offset:" + std::to_string(offset));
  }
  b.flag(gds, "gds");
  return b.finish();
}

// ---- FLAT, GLOBAL, SCRATCH (one encoding, told apart by the segment field) ----

Rendered render_flat(const DecodedInst& d) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const Format format = d.format;
  // Same bit positions in all three segments.
  const unsigned vdst = b.get(enc::FLAT::vdst);
  const unsigned addr = b.get(enc::FLAT::addr);
  const unsigned data = b.get(enc::FLAT::data);
  const unsigned saddr = b.get(enc::FLAT::saddr);
  const bool sve = b.get(enc::FLAT::sve) != 0;
  const bool glc = b.get(enc::FLAT::glc) != 0;
  const uint32_t raw_offset = b.get(enc::FLAT::offset);

  // Operations LLVM 19 does not know for gfx1100: the table's FLAT-segment entries that AMD
  // defines only for GLOBAL, flat_atomic_csub_u32 and the global/scratch loads to LDS.
  if (format == Format::FLAT &&
      (std::strncmp(info->name, "FLAT_", 5) != 0 || info->op == Op::FLAT_ATOMIC_CSUB_U32)) {
    b.reject();
  }
  if (format != Format::FLAT && name_has(info, "_LOAD_LDS_")) b.reject();

  const bool atomic = name_has(info, "_ATOMIC_");
  const unsigned data_dwords = dwords_of(info, "data");
  if (info->operand("vdst") != nullptr && (!atomic || glc)) {
    // An atomic returns the pre-op value: half the data of a compare-swap.
    const unsigned dwords =
        atomic ? data_dwords / (name_has(info, "_CMPSWAP_") ? 2 : 1) : dwords_of(info, "vdst");
    b.vgprs(vdst, dwords);
  }
  const FlatAddressKind kind = format == Format::FLAT     ? FlatAddressKind::Flat
                               : format == Format::GLOBAL ? FlatAddressKind::Global
                                                          : FlatAddressKind::Scratch;
  flat_address(b, kind, addr, saddr == operand::kNull, sve, info->operand("addr") != nullptr);
  if (data_dwords != 0) b.vgprs(data, data_dwords);
  flat_saddr(b, kind, saddr);
  // GLOBAL and SCRATCH offsets are signed; LLVM shows FLAT's as unsigned.
  const int64_t offset =
      format == Format::FLAT ? raw_offset : static_cast<int64_t>(sign_extend(raw_offset, 13));
  if (offset != 0) b.modifier("offset:" + std::to_string(offset));
  b.flag(glc, "glc");
  b.flag(b.get(enc::FLAT::slc) != 0, "slc");
  b.flag(b.get(enc::FLAT::dlc) != 0, "dlc");
  return b.finish();
}

// ---- MUBUF, MTBUF ----

Rendered render_buffer(const DecodedInst& d) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const bool typed = d.format == Format::MTBUF;
  // The two encodings share every field but op and format.
  const unsigned vdata = b.get(enc::MUBUF::vdata);
  const unsigned vaddr = b.get(enc::MUBUF::vaddr);
  const bool idxen = b.get(enc::MUBUF::idxen) != 0;
  const bool offen = b.get(enc::MUBUF::offen) != 0;
  const bool glc = b.get(enc::MUBUF::glc) != 0;
  const bool dlc = b.get(enc::MUBUF::dlc) != 0;
  const bool tfe = b.get(enc::MUBUF::tfe) != 0;
  if (info->operand("srsrc") == nullptr) {
    // Cache invalidations: no operands, and LLVM's encoding fixes these bits to 0.
    b.require(!glc && !dlc && !tfe && !idxen && !offen);
    return b.finish();
  }
  const bool atomic = name_has(info, "_ATOMIC_");
  const bool to_lds = name_has(info, "_LOAD_LDS_");
  // LLVM 19 has no TFE form of typed buffer accesses, atomics or loads to LDS on gfx1100.
  if (typed || atomic || to_lds) b.require(!tfe);
  if (!to_lds) b.vgprs(vdata, dwords_of(info, "vdata") + (tfe ? 1 : 0));
  if (idxen || offen) {
    b.vgprs(vaddr, idxen && offen ? 2 : 1);
  } else {
    b.operand("off");
  }
  b.scalar(b.get(enc::MUBUF::srsrc) * 4, 4);
  b.scalar(b.get(enc::MUBUF::soffset), 1, true);
  if (typed) {
    const unsigned format = b.get(enc::MTBUF::format);
    constexpr unsigned kDefaultFormat = 1;  // BUF_FMT_8_UNORM
    const std::string name = buffer_format_name(format);
    if (name.empty()) {
      b.modifier("format:" + std::to_string(format));
    } else if (format != kDefaultFormat) {
      b.modifier("format:[" + name + "]");
    }
  }
  b.flag(idxen, "idxen");
  b.flag(offen, "offen");
  const unsigned offset = b.get(enc::MUBUF::offset);
  if (offset != 0) b.modifier("offset:" + std::to_string(offset));
  b.flag(glc, "glc");
  b.flag(b.get(enc::MUBUF::slc) != 0, "slc");
  b.flag(dlc, "dlc");
  b.flag(tfe, "tfe");
  return b.finish();
}

// ---- MIMG ----

// LLVM 19 keeps one machine instruction per (data dwords, address dwords) pair it defines and
// re-picks it from dmask, d16, tfe, dim and a16 after decoding; when the pair is missing, or the
// wider register would run past v255, it prints the instruction as first decoded. These model
// its tables for gfx1100.

// Non-NSA address register sizes: LLVM has no 4- or 8-dword-only variant; a 4-dword one exists
// when 3 or 4 is needed and an 8-dword one when any of 5-8 is.
bool image_address_variant(const ImageOp& m, bool nsa, unsigned words) {
  if (!m.sampler) return words >= (nsa ? 2u : 1u) && words <= 4;
  if (nsa) return words >= 2 && sampler_address_defined(m, words);
  auto any = [&](unsigned lo, unsigned hi) {
    for (unsigned w = lo; w <= hi; ++w) {
      if (sampler_address_defined(m, w)) return true;
    }
    return false;
  };
  if (words == 4) return any(3, 4);
  if (words == 8) return any(5, 8);
  if (words == 16) return any(13, 16);
  return words <= 12 && sampler_address_defined(m, words);
}

// The address size of the variant LLVM's decoder table holds: the smallest non-NSA one; for
// NSA the largest that fits one NSA dword (5 addresses).
unsigned image_decoded_address(const ImageOp& m, bool nsa) {
  if (!nsa) {
    for (unsigned w = 1; w <= 16; ++w) {
      if (image_address_variant(m, false, w)) return w;
    }
    return 1;
  }
  for (unsigned w = 5; w >= 2; --w) {
    if (image_address_variant(m, true, w)) return w;
  }
  return 2;
}

Rendered render_bvh(const DecodedInst& d, const ImageOp& m) {
  Builder b(d);
  // LLVM's ray-intersection encodings fix every control field but a16.
  b.require(
      b.get(enc::MIMG::dmask) == 0xf && b.get(enc::MIMG::unrm) == 1 &&
      b.get(enc::MIMG::r128) == 1 && b.get(enc::MIMG::glc) == 0 && b.get(enc::MIMG::slc) == 0 &&
      b.get(enc::MIMG::dlc) == 0 && b.get(enc::MIMG::d16) == 0 && b.get(enc::MIMG::tfe) == 0 &&
      b.get(enc::MIMG::lwe) == 0 && b.get(enc::MIMG::dim) == 0 && b.get(enc::MIMG::ssamp) == 0);
  const bool a16 = b.get(enc::MIMG::a16) != 0;
  b.vgprs(b.get(enc::MIMG::vdata), 4);
  const unsigned vaddr = b.get(enc::MIMG::vaddr);
  if (b.get(enc::MIMG::nsa) != 0) {
    // Node pointer, ray extent, then origin, direction and inverse direction (the last two
    // as one with a16), three dwords each.
    const unsigned count = a16 ? 4 : 5;
    std::string list = "[";
    for (unsigned i = 0; i < count; ++i) {
      const unsigned reg = i == 0 ? vaddr : d.words[2] >> (8 * (i - 1)) & 0xff;
      const unsigned dwords = i == 0 ? (m.bvh64 ? 2 : 1) : i == 1 ? 1 : 3;
      b.require(reg + dwords <= kNumVgprs);
      list += (i == 0 ? "" : ", ") + reg_range('v', reg, dwords);
    }
    b.operand(list + "]");
  } else {
    b.vgprs(vaddr, (m.bvh64 ? 12 : 11) - (a16 ? 3 : 0));
  }
  b.scalar(b.get(enc::MIMG::srsrc) * 4, 4);
  b.flag(a16, "a16");
  return b.finish();
}

Rendered render_image(const DecodedInst& d) {
  const ImageOp m = image_op(d.info);
  if (m.bvh) return render_bvh(d, m);
  Builder b(d);
  const bool nsa = b.get(enc::MIMG::nsa) != 0;
  const bool a16 = b.get(enc::MIMG::a16) != 0;
  const bool d16 = b.get(enc::MIMG::d16) != 0;
  const bool tfe = b.get(enc::MIMG::tfe) != 0;
  const unsigned dmask = b.get(enc::MIMG::dmask);
  const ImageDim& dim = kImageDims[b.get(enc::MIMG::dim)];
  const unsigned vdata = b.get(enc::MIMG::vdata);
  const unsigned vaddr = b.get(enc::MIMG::vaddr);
  if (!m.has_d16) b.require(!d16);
  if (!m.sampler) b.require(b.get(enc::MIMG::ssamp) == 0);

  // Sizes as decoded, then as LLVM re-picks them.
  const unsigned decoded_data = image_decoded_data(m);
  const unsigned decoded_address = image_decoded_address(m, nsa);
  unsigned data_regs = image_data_variant(m, decoded_data);
  unsigned address = decoded_address;  // dwords (non-NSA) or address operands (NSA)
  unsigned last_address_regs = 1;      // a partial NSA's last operand may be a tuple
  b.require(vdata + data_regs <= kNumVgprs);
  if (!nsa) b.require(vaddr + decoded_address <= kNumVgprs);

  unsigned want_address = image_address_dwords(m, dim, a16);
  if (!nsa && want_address > 12) want_address = 16;
  const bool partial_nsa = nsa && want_address > decoded_address;
  unsigned channels = 0;
  for (unsigned bits = dmask; bits != 0; bits &= bits - 1) ++channels;
  unsigned want_data = m.gather4 ? 4 : (channels == 0 ? 1 : channels);
  if (d16) want_data = (want_data + 1) / 2;
  if (tfe) ++want_data;
  const unsigned new_data_regs = image_data_variant(m, want_data);
  if ((want_data != decoded_data || want_address != decoded_address) && new_data_regs != 0 &&
      image_address_variant(m, nsa, want_address)) {
    bool fits = want_data == decoded_data || vdata + new_data_regs <= kNumVgprs;
    unsigned last_regs = 1;
    if (fits && (!nsa || partial_nsa) && want_address != decoded_address) {
      if (nsa) {
        last_regs = want_address - (decoded_address - 1);
        fits = (d.words[2] >> 24 & 0xff) + last_regs <= kNumVgprs;
      } else {
        fits = vaddr + want_address <= kNumVgprs;
      }
    }
    if (fits) {
      data_regs = new_data_regs;
      if (partial_nsa) {
        last_address_regs = last_regs;
      } else {
        address = want_address;
      }
    }
  }

  b.vgprs(vdata, data_regs);
  if (nsa) {
    std::string list = "[";
    for (unsigned i = 0; i < address; ++i) {
      const unsigned reg = i == 0 ? vaddr : d.words[2] >> (8 * (i - 1)) & 0xff;
      const unsigned regs = i + 1 == address ? last_address_regs : 1;
      list += (i == 0 ? "" : ", ") + reg_range('v', reg, regs);
    }
    b.operand(list + "]");
  } else {
    b.operand(reg_range('v', vaddr, address));
  }
  b.scalar(b.get(enc::MIMG::srsrc) * 4, 8);
  if (m.sampler) b.scalar(b.get(enc::MIMG::ssamp) * 4, 4);
  if (dmask != 0) b.modifier("dmask:" + hex(dmask));
  b.modifier(std::string("dim:") + dim.name);
  b.flag(b.get(enc::MIMG::unrm) != 0, "unorm");
  b.flag(b.get(enc::MIMG::glc) != 0, "glc");
  b.flag(b.get(enc::MIMG::slc) != 0, "slc");
  b.flag(b.get(enc::MIMG::dlc) != 0, "dlc");
  b.flag(b.get(enc::MIMG::r128) != 0, "r128");
  b.flag(a16, "a16");
  b.flag(tfe, "tfe");
  b.flag(b.get(enc::MIMG::lwe) != 0, "lwe");
  b.flag(d16, "d16");
  Rendered r = b.finish();
  // LLVM 19's NSA sampler forms carry one more space after the mnemonic.
  if (nsa && m.sampler) r.text.insert(std::strlen(d.info->mnemonic), " ");
  return r;
}

// ---- EXP, LDSDIR ----

std::string export_target(unsigned target) {
  constexpr unsigned kMrtLast = 7, kMrtz = 8, kPosFirst = 12, kPosLast = 16, kPrim = 20;
  constexpr unsigned kDualSrcBlend0 = 21, kDualSrcBlend1 = 22;
  if (target <= kMrtLast) return "mrt" + std::to_string(target);
  if (target == kMrtz) return "mrtz";
  if (target >= kPosFirst && target <= kPosLast) return "pos" + std::to_string(target - kPosFirst);
  if (target == kPrim) return "prim";
  if (target == kDualSrcBlend0 || target == kDualSrcBlend1) {
    return "dual_src_blend" + std::to_string(target - kDualSrcBlend0);
  }
  return "invalid_target_" + std::to_string(target);
}

// A field of the instruction's own form, where its generation puts it (EXP and RDNA4's VEXPORT,
// LDSDIR and VDSDIR share these renderers).
uint32_t own_field(const DecodedInst& d, isa::Field f) {
  return field(d.words.data(), d.arch, format_encoding(d.format), f);
}

Rendered render_export(const DecodedInst& d) {
  using F = isa::Field;
  const unsigned enabled = own_field(d, F::en);
  const F sources[] = {F::vsrc0, F::vsrc1, F::vsrc2, F::vsrc3};
  std::string text = std::string(d.info->mnemonic) + " " + export_target(own_field(d, F::target));
  for (unsigned i = 0; i < 4; ++i) {
    text += i == 0 ? " " : ", ";
    text += (enabled >> i & 1) ? "v" + std::to_string(own_field(d, sources[i])) : "off";
  }
  if (own_field(d, F::done) != 0) text += " done";
  if (own_field(d, F::row) != 0) text += " row_en";
  Rendered r;
  r.text = text;
  return r;
}

Rendered render_lds_direct(const DecodedInst& d) {
  using F = isa::Field;
  Builder b(d);
  // Bits of the word that belong to no field; LLVM's encoding fixes them to 0.
  const isa::EncodingLayout& l = isa::layout(d.arch, format_encoding(d.format));
  uint32_t covered = 0;
  for (std::size_t i = 0; i < l.count; ++i) {
    for (unsigned bit = l.fields[i].bits.lo; bit <= l.fields[i].bits.hi && bit < 32; ++bit) {
      covered |= 1u << bit;
    }
  }
  b.require((d.words[0] & ~covered) == 0);
  b.vgprs(own_field(d, F::vdst), 1);
  if (d.info->operand("attr") != nullptr) {
    static const char kChannels[] = {'x', 'y', 'z', 'w'};
    b.operand("attr" + std::to_string(own_field(d, F::attr)) + "." +
              kChannels[own_field(d, F::attr_chan)]);
  }
  // The wait counters the form has: gfx11's wait_vdst, gfx12's wait_va_vdst and wait_vm_vsrc.
  static const std::pair<F, const char*> kWaits[] = {{F::wait_vdst, "wait_vdst:"},
                                                     {F::wait_va_vdst, "wait_va_vdst:"},
                                                     {F::wait_vm_vsrc, "wait_vm_vsrc:"}};
  for (const auto& [f, name] : kWaits) {
    if (l.has(f)) b.modifier(name + std::to_string(own_field(d, f)));
  }
  return b.finish();
}

Rendered render(const DecodedInst& d, bool wave64) {
  switch (d.format) {
    case Format::DS: return render_ds(d);
    case Format::FLAT:
    case Format::GLOBAL:
    case Format::SCRATCH: return render_flat(d);
    case Format::MUBUF:
    case Format::MTBUF: return render_buffer(d);
    case Format::MIMG: return render_image(d);
    case Format::EXP:
    case Format::VEXPORT: return render_export(d);
    case Format::LDSDIR:
    case Format::VDSDIR: return render_lds_direct(d);
    case Format::VBUFFER: return render_vbuffer(d);
    case Format::VFLAT:
    case Format::VGLOBAL:
    case Format::VSCRATCH: return render_vflat(d, wave64);
    case Format::VIMAGE:
    case Format::VSAMPLE: return render_vimage(d);
    default: break;
  }
  Rendered r;
  r.text = d.info->mnemonic;
  return r;
}

}  // namespace

std::string disassemble_memory(const DecodedInst& d, const Context& ctx) {
  return render(d, ctx.wave64).text;
}

FieldCheck memory_fields_check(const DecodedInst& d, bool wave64) {
  if (d.info == nullptr) return {};
  const Rendered r = render(d, wave64);
  return {r.valid, r.executes};
}

std::string memory_comment(const DecodedInst& d, bool wave64) {
  return d.info == nullptr ? std::string() : render(d, wave64).comment;
}

}  // namespace cutlm::disasm_detail
