// RDNA4's 96-bit vector-memory encodings: VBUFFER (untyped and typed buffers), VFLAT, VGLOBAL
// and VSCRATCH (one layout each), VIMAGE and VSAMPLE (images, up to five address VGPRs given
// one by one). Their cache policy is a temporal hint (th) and a scope instead of glc/slc/dlc.
#include <string>

#include "isa/disasm_memory.h"

namespace cutlm::disasm_detail::memory {

std::string temporal_hint(const isa::InstInfo* info, unsigned th, unsigned scope);

namespace {

using F = isa::Field;
using isa::Format;
using isa::MemoryAccess;

// A field of the instruction's own form in its generation.
uint32_t get(const DecodedInst& d, F f) {
  return field(d.words.data(), d.arch, format_encoding(d.format), f);
}

// LLVM 19 decodes the non-volatile bit (nv) but prints nothing for it.
void cache_policy(Builder& b, const DecodedInst& d) {
  const std::string text = cache_policy_text(d.info, get(d, F::th), get(d, F::scope));
  if (!text.empty()) b.modifier(text.substr(1));
}

// A 7-bit SGPR field that names "off" (null) when no register is used.
constexpr unsigned kOff = operand::kNull;

int64_t offset24(const DecodedInst& d) {
  return static_cast<int64_t>(sign_extend(get(d, F::ioffset), 24));
}

// A 9-bit descriptor field (rsrc, samp): LLVM 19 takes vcc and exec with a note on their class;
// an image's (`any_source`) it decodes as any source, noting what lies outside the SGPR tuple
// class. A literal (255) it then reads as a fourth dword, which this decoder does not take:
// that word prints as .long (an LLVM gap in the difftest).
void descriptor(Builder& b, unsigned code, unsigned dwords, bool any_source) {
  const std::string note =
      "/*Invalid register, operand has 'SReg_" + std::to_string(dwords * 32) + "' register class*/";
  if (any_source && operand::is_vgpr(static_cast<uint16_t>(code))) {
    const unsigned reg = code - operand::kVgprFirst;
    b.require(reg + dwords <= kNumVgprs);
    b.operand(reg_range('v', reg, dwords) + note);
    b.misclassed();
    return;
  }
  if (code == operand::kVccLo || code == operand::kExecLo) {
    b.operand((code == operand::kVccLo ? "vcc" : "exec") + note);
    b.misclassed();
    return;
  }
  const bool immediate = operand::is_inline_int(static_cast<uint16_t>(code)) ||
                         operand::is_inline_float(static_cast<uint16_t>(code));
  const bool special = (code >= kSharedBase && code < kSharedBase + 5) || code == kVccz ||
                       code == kExecz || code == operand::kScc;
  if (any_source && (immediate || special)) {
    b.operand(scalar_operand(code, 1, true, 0).text + (immediate ? "/*Invalid immediate*/" : ""));
    b.misclassed();
    return;
  }
  // SGPR and TTMP tuples, null; m0, the high halves, LDS direct and a literal are rejected.
  b.require(code < operand::kNumSgprs || code == operand::kNull ||
            (code >= operand::kTtmpFirst && code <= operand::kTtmpLast));
  b.scalar(code, dwords);
}

}  // namespace

// LLVM's spelling of the temporal hint, by what the instruction does with memory: a load's and a
// store's hints read differently at system scope (3 is BYPASS there), an atomic's bit 0 asks
// for the old value and bit 2 means cascade only from device scope up.
std::string temporal_hint(const isa::InstInfo* info, unsigned th, unsigned scope) {
  constexpr unsigned kScopeDev = 2, kScopeSys = 3;
  if (th == 0) return "";
  const MemoryAccess access = info->memory_access;
  if (access == MemoryAccess::Atomic || access == MemoryAccess::CmpSwap) {
    if ((th & 4) != 0) {
      if (scope < kScopeDev) return " th:TH_ATOMIC_" + hex(th);
      return (th & 2) != 0 ? " th:TH_ATOMIC_CASCADE_NT" : " th:TH_ATOMIC_CASCADE_RT";
    }
    static const char* const kAtomic[] = {"", "RETURN", "NT", "NT_RETURN"};
    return std::string(" th:TH_ATOMIC_") + kAtomic[th];
  }
  if (access == MemoryAccess::Store) {
    static const char* const kStore[] = {"",      "NT",    "HT",    "RT_WB",
                                         "NT_RT", "RT_NT", "NT_HT", "NT_WB"};
    if (th == 3 && scope == kScopeSys) return " th:TH_STORE_BYPASS";
    return std::string(" th:TH_STORE_") + kStore[th];
  }
  static const char* const kLoad[] = {"", "NT", "HT", "LU", "NT_RT", "RT_NT", "NT_HT", nullptr};
  if (th == 3 && scope == kScopeSys) return " th:TH_LOAD_BYPASS";
  if (kLoad[th] == nullptr) return " th:" + hex(th);
  return std::string(" th:TH_LOAD_") + kLoad[th];
}

Rendered render_vbuffer(const DecodedInst& d) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const bool typed = name_has(info, "TBUFFER_");
  const bool idxen = get(d, F::idxen) != 0;
  const bool offen = get(d, F::offen) != 0;
  const bool tfe = get(d, F::tfe) != 0;
  const bool atomic =
      info->memory_access == MemoryAccess::Atomic || info->memory_access == MemoryAccess::CmpSwap;
  // LLVM 19 has no TFE form of typed buffer accesses or atomics, as on gfx11.
  if (typed || atomic) b.require(!tfe);
  b.vgprs(get(d, F::vdata), dwords_of(info, "vdata") + (tfe ? 1 : 0));
  if (idxen || offen) {
    b.vgprs(get(d, F::vaddr), idxen && offen ? 2 : 1);
  } else {
    b.operand("off");
  }
  descriptor(b, get(d, F::rsrc), 4, false);
  b.scalar(get(d, F::soffset), 1);
  if (typed) {
    const unsigned format = get(d, F::format);
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
  const int64_t offset = offset24(d);
  if (offset != 0) b.modifier("offset:" + std::to_string(offset));
  cache_policy(b, d);
  b.flag(tfe, "tfe");
  return b.finish();
}

Rendered render_vflat(const DecodedInst& d, bool wave64) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const unsigned saddr = get(d, F::saddr);
  const bool sve = get(d, F::sve) != 0;
  const bool atomic =
      info->memory_access == MemoryAccess::Atomic || info->memory_access == MemoryAccess::CmpSwap;
  const bool returns = (get(d, F::th) & 1) != 0;
  const unsigned data_dwords = dwords_of(info, "vsrc");
  if (info->operand("vdst") != nullptr && (!atomic || returns)) {
    unsigned dwords = atomic ? data_dwords / (info->memory_access == MemoryAccess::CmpSwap ? 2 : 1)
                             : dwords_of(info, "vdst");
    // The transposing loads fill a WMMA operand, the matrix spread over the wave's lanes: half
    // the registers in wave64.
    if (wave64 && isa::transpose_element_bits(d.arch, info->op) != 0) dwords = (dwords + 1) / 2;
    b.vgprs(get(d, F::vdst), dwords);
  }
  if (info->num_operands == 0) {
    // global_inv, global_wb, global_wbinv: no address; LLVM fixes saddr to off and sve to 0,
    // and shows neither the offset nor an address.
    b.require(saddr == kOff && !sve);
    cache_policy(b, d);
    return b.finish();
  }
  const unsigned vaddr = get(d, F::vaddr);
  const FlatAddressKind kind = d.format == Format::VFLAT     ? FlatAddressKind::Flat
                               : d.format == Format::VGLOBAL ? FlatAddressKind::Global
                                                             : FlatAddressKind::Scratch;
  flat_address(b, kind, vaddr, saddr == kOff, sve, info->operand("vaddr") != nullptr);
  if (data_dwords != 0) b.vgprs(get(d, F::vsrc), data_dwords);
  flat_saddr(b, kind, saddr);
  const int64_t offset = offset24(d);
  if (offset != 0) b.modifier("offset:" + std::to_string(offset));
  cache_policy(b, d);
  return b.finish();
}

// Ray intersection: LLVM's encoding fixes every control field but a16 (and the ignored nv).
// The addresses: node pointer (two VGPRs for bvh64), ray extent, then origin, direction and
// inverse direction, three VGPRs each; with a16 direction and inverse direction share three.
Rendered render_bvh(const DecodedInst& d, const ImageOp& m) {
  Builder b(d);
  const bool a16 = get(d, F::a16) != 0;
  b.require(get(d, F::dmask) == 0xf && get(d, F::r128) == 1 && get(d, F::dim) == 0 &&
            get(d, F::d16) == 0 && get(d, F::tfe) == 0 && get(d, F::th) == 0 &&
            get(d, F::scope) == 0);
  b.vgprs(get(d, F::vdata), 4);
  static const F kSlots[] = {F::vaddr0, F::vaddr1, F::vaddr2, F::vaddr3, F::vaddr4};
  const unsigned count = a16 ? 4 : 5;
  if (a16) b.require(get(d, F::vaddr4) == 0);
  std::string list = "[";
  for (unsigned i = 0; i < count; ++i) {
    const unsigned reg = get(d, kSlots[i]);
    const unsigned regs = i == 0 ? (m.bvh64 ? 2 : 1) : i == 1 ? 1 : 3;
    b.require(reg + regs <= kNumVgprs);
    list += (i == 0 ? "" : ", ") + reg_range('v', reg, regs);
  }
  b.operand(list + "]");
  descriptor(b, get(d, F::rsrc), 4, true);
  b.flag(a16, "a16");
  return b.finish();
}

Rendered render_vimage(const DecodedInst& d) {
  const ImageOp m = image_op(d.info);
  if (m.bvh) return render_bvh(d, m);
  Builder b(d);
  const bool sampler = d.format == Format::VSAMPLE;
  const bool a16 = get(d, F::a16) != 0;
  const bool d16 = get(d, F::d16) != 0;
  const bool tfe = get(d, F::tfe) != 0;
  const unsigned dmask = get(d, F::dmask);
  const ImageDim& dim = kImageDims[get(d, F::dim)];
  if (!m.has_d16) b.require(!d16);

  // One VGPR per address slot, the last one possibly a tuple: VIMAGE has five slots, VSAMPLE
  // four.
  static const F kSlots[] = {F::vaddr0, F::vaddr1, F::vaddr2, F::vaddr3, F::vaddr4};
  unsigned slot_reg[5];
  for (unsigned i = 0; i < 5; ++i) slot_reg[i] = i < 4 || !sampler ? get(d, kSlots[i]) : 0;

  // The variant LLVM decodes first, with the slots it does not use fixed to 0: a VIMAGE
  // operation's one-address form when slots 1-3 are 0, else its four-address one (the fifth
  // slot is always 0); a VSAMPLE operation's widest form that fits the four slots.
  unsigned decoded_address = 4;
  if (!sampler) {
    b.require(slot_reg[4] == 0);
    if ((slot_reg[1] | slot_reg[2] | slot_reg[3]) == 0) decoded_address = 1;
  } else if (m.sampler) {
    while (decoded_address > 1 && !sampler_address_defined(m, decoded_address)) --decoded_address;
  }
  for (unsigned i = decoded_address; i < 4; ++i) b.require(slot_reg[i] == 0);
  const unsigned decoded_data = image_decoded_data(m);
  unsigned data_regs = image_data_variant(m, decoded_data);
  unsigned address = decoded_address;  // address operands
  unsigned last_regs = 1;              // registers of the last one
  const unsigned vdata = get(d, F::vdata);
  b.require(vdata + data_regs <= kNumVgprs);

  // LLVM's re-pick: the variant for the data and address dwords the fields ask for, if it
  // defines one and the wider registers stay within v255; more addresses than decoded widen
  // the last operand, fewer drop the trailing ones.
  const unsigned want_address = image_address_dwords(m, dim, a16);
  unsigned channels = 0;
  for (unsigned bits = dmask; bits != 0; bits &= bits - 1) ++channels;
  unsigned want_data = m.gather4 ? 4 : (channels == 0 ? 1 : channels);
  if (d16) want_data = (want_data + 1) / 2;
  if (tfe) ++want_data;
  const unsigned new_data_regs = image_data_variant(m, want_data);
  const bool address_defined =
      m.sampler ? sampler_address_defined(m, want_address) : want_address >= 1 && want_address <= 4;
  if ((want_data != decoded_data || want_address != decoded_address) && new_data_regs != 0 &&
      address_defined) {
    bool fits = want_data == decoded_data || vdata + new_data_regs <= kNumVgprs;
    const unsigned widened =
        want_address > decoded_address ? want_address - (decoded_address - 1) : 1;
    if (widened > 1) fits = fits && slot_reg[decoded_address - 1] + widened <= kNumVgprs;
    // A one-address form has no tuple to widen to: LLVM then keeps it as decoded.
    if (widened > 1 && decoded_address == 1) fits = false;
    if (fits) {
      data_regs = new_data_regs;
      last_regs = widened;
      if (want_address < decoded_address) address = want_address;
    }
  }

  b.vgprs(vdata, data_regs);
  if (address == 1) {
    b.vgprs(slot_reg[0], last_regs);
  } else {
    std::string list = "[";
    for (unsigned i = 0; i < address; ++i) {
      list += (i == 0 ? "" : ", ") + reg_range('v', slot_reg[i], i + 1 == address ? last_regs : 1);
    }
    b.operand(list + "]");
  }
  descriptor(b, get(d, F::rsrc), 8, true);
  if (m.sampler) {
    descriptor(b, get(d, F::samp), 4, true);
  } else if (sampler) {
    b.require(get(d, F::samp) == 0);  // LLVM fixes the sampler field of image_msaa_load to 0
  }
  if (dmask != 0) b.modifier("dmask:" + hex(dmask));
  b.modifier(std::string("dim:") + dim.name);
  b.flag(get(d, F::unrm) != 0, "unorm");
  cache_policy(b, d);
  b.flag(get(d, F::r128) != 0, "r128");
  b.flag(a16, "a16");
  b.flag(tfe, "tfe");
  b.flag(get(d, F::lwe) != 0, "lwe");
  b.flag(d16, "d16");
  return b.finish();
}

}  // namespace cutlm::disasm_detail::memory

namespace cutlm::disasm_detail {

std::string cache_policy_text(const isa::InstInfo* info, unsigned th, unsigned scope) {
  static const char* const kScopes[] = {"", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"};
  std::string text = memory::temporal_hint(info, th, scope);
  if (scope != 0) text += std::string(" scope:") + kScopes[scope & 3];
  return text;
}

}  // namespace cutlm::disasm_detail
