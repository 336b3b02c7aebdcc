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
  b.scalar(get(d, F::rsrc), 4);
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

Rendered render_vflat(const DecodedInst& d) {
  Builder b(d);
  const isa::InstInfo* info = d.info;
  const unsigned saddr = get(d, F::saddr);
  const bool sve = get(d, F::sve) != 0;
  const bool atomic =
      info->memory_access == MemoryAccess::Atomic || info->memory_access == MemoryAccess::CmpSwap;
  const bool returns = (get(d, F::th) & 1) != 0;
  const unsigned data_dwords = dwords_of(info, "vsrc");
  if (info->operand("vdst") != nullptr && (!atomic || returns)) {
    const unsigned dwords =
        atomic ? data_dwords / (info->memory_access == MemoryAccess::CmpSwap ? 2 : 1)
               : dwords_of(info, "vdst");
    b.vgprs(get(d, F::vdst), dwords);
  }
  if (info->num_operands == 0) {
    // global_inv, global_wb, global_wbinv: no address; LLVM fixes saddr to off and shows
    // neither the offset nor an address.
    b.require(saddr == kOff);
    cache_policy(b, d);
    return b.finish();
  }
  const unsigned vaddr = get(d, F::vaddr);
  flat_address(b,
               d.format == Format::VFLAT     ? FlatAddressKind::Flat
               : d.format == Format::VGLOBAL ? FlatAddressKind::Global
                                             : FlatAddressKind::Scratch,
               vaddr, saddr == kOff, sve, info->operand("vaddr") != nullptr);
  if (data_dwords != 0) b.vgprs(get(d, F::vsrc), data_dwords);
  if (d.format != Format::VFLAT) {
    if (saddr == kOff) {
      b.operand("off");
    } else {
      b.scalar(saddr, d.format == Format::VGLOBAL ? 2 : 1);
    }
  }
  const int64_t offset = offset24(d);
  if (offset != 0) b.modifier("offset:" + std::to_string(offset));
  cache_policy(b, d);
  return b.finish();
}

Rendered render_vimage(const DecodedInst& d) {
  Builder b(d);
  const ImageOp m = image_op(d.info);
  const bool sampler = d.format == Format::VSAMPLE;
  const bool a16 = get(d, F::a16) != 0;
  const bool d16 = get(d, F::d16) != 0;
  const bool tfe = get(d, F::tfe) != 0;
  const unsigned dmask = get(d, F::dmask);
  const ImageDim& dim = kImageDims[get(d, F::dim)];
  if (!m.has_d16) b.require(!d16);

  unsigned channels = 0;
  for (unsigned bits = dmask; bits != 0; bits &= bits - 1) ++channels;
  unsigned want_data = m.gather4 ? 4 : (channels == 0 ? 1 : channels);
  if (d16) want_data = (want_data + 1) / 2;
  if (tfe) ++want_data;
  unsigned data_regs = image_data_variant(m, want_data);
  if (data_regs == 0) data_regs = m.atomic ? (m.cmpswap ? 2 : 1) : (m.gather4 ? 4 : 1);
  b.vgprs(get(d, F::vdata), data_regs);

  // One VGPR per address slot; the last slot takes whatever the operation needs beyond them.
  static const F kSlots[] = {F::vaddr0, F::vaddr1, F::vaddr2, F::vaddr3, F::vaddr4};
  const unsigned slots = sampler ? 4 : 5;
  const unsigned words = image_address_dwords(m, dim, a16);
  const unsigned used = words < 1 ? 1 : (words < slots ? words : slots);
  // LLVM's VIMAGE encodings with fewer than five addresses fix the fifth slot to 0 (the
  // others it leaves free).
  if (!sampler && used < 5) b.require(get(d, F::vaddr4) == 0);
  if (used == 1) {
    b.vgprs(get(d, kSlots[0]), words < 1 ? 1 : words);
  } else {
    std::string list = "[";
    for (unsigned i = 0; i < used; ++i) {
      const unsigned regs = i + 1 == used ? words - (used - 1) : 1;
      const unsigned reg = get(d, kSlots[i]);
      b.require(reg + regs <= kNumVgprs);
      list += (i == 0 ? "" : ", ") + reg_range('v', reg, regs);
    }
    b.operand(list + "]");
  }
  b.scalar(get(d, F::rsrc), 8);
  if (m.sampler) b.scalar(get(d, F::samp), 4);
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
