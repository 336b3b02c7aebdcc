// The storage-image unit: image loads, stores, atomics and get_resinfo without a sampler, for
// gfx1100's MIMG and RDNA4's VIMAGE (read by gfx1100's field names, isa/gfx1200_execution.json).
// The image resource descriptor (T#, eight SGPRs) is read field by field through the
// generation's layout in isa/image_resource.json (isa::image_field); its format through the
// unified format table the buffer instructions share, with the same conversions
// (sem_memory_format.h).
//
// Modelled: 1D, 2D, 3D, 1D array and 2D array images in the linear swizzle mode, mip level 0,
// every unified format of the table; dmask, d16, a16, tfe/lwe (the status dword is 0: no texture
// is partially resident), unorm (no effect without a sampler), MIMG's NSA address forms.
// Refused with a one-line ModelError: other swizzle modes, other mip levels, cube and MSAA
// images, a T# type that disagrees with the instruction's dim, r128 (a 128-bit T#), 64-bit
// atomics, atomics on a texel that is not one dword, stores through a reordering dst_sel.
//
// A linear texel lies at base + slice * slice_pitch + y * row_pitch + x * bytes_per_texel. The
// row pitch of a 1D or 2D image is the T#'s pitch field + 1 texels (ROCm writes pitch - 1 there);
// arrays and 3D images carry no pitch: their rows are the width rounded up to the generation's
// linear pitch alignment (isa/image_resource.json, pitch_align_bytes), a slice height rows.
// Out of range (x >= width, y >= height, z >= depth, base_array + slice > the last slice) a load
// reads the texel as all zero bits, which the format then converts (a format without W reads W
// as 1), a store or an atomic does nothing and an atomic returns 0: docs/valu-semantics.md,
// "Images".
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "exec/memory/sem_memory_common.h"
#include "exec/memory/sem_memory_format.h"
#include "image_tables.h"

namespace cutlm::mem {
namespace {

using isa::ImageField;
using isa::Op;

enum class ImageKind : uint8_t { None, Load, Store, Atomic, ResInfo };

struct ImageOpSpec {
  ImageKind kind = ImageKind::None;
  bool mip = false;  // one more address: the mip level
  AtomicOp atomic = AtomicOp::Swap;
};

std::vector<ImageOpSpec>& image_ops() {
  static std::vector<ImageOpSpec> table(static_cast<std::size_t>(Op::Count));
  return table;
}

// The T# fields the unit reads, and where its texels lie.
struct ImageResource {
  uint64_t base = 0;
  const isa::UnifiedFormat* format = nullptr;
  unsigned format_number = 0;
  unsigned type = 0;
  uint32_t width = 1, height = 1, depth = 1;  // depth: 3D only
  uint32_t base_array = 0, last_array = 0;    // arrays only
  unsigned dst_sel[4] = {};
  unsigned base_level = 0, last_level = 0;
  uint64_t row_bytes = 0, slice_bytes = 0;
  unsigned texel_bytes = 0;
};

bool is_array(unsigned type) {
  return type == isa::kImageType1dArray || type == isa::kImageType2dArray;
}

const char* type_name(unsigned type) {
  static const char* const kNames[] = {"1D",       "2D",       "3D",      "CUBE",
                                       "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY"};
  return type >= isa::kImageTypeFirst && type < isa::kImageTypeFirst + 8
             ? kNames[type - isa::kImageTypeFirst]
             : "reserved";
}

ImageResource resource(const ExecContext& c, uint16_t first) {
  uint32_t d[8];
  for (int i = 0; i < 8; ++i) d[i] = c.wave.sreg(static_cast<uint16_t>(first + i));
  const isa::Arch arch = c.inst.arch;
  auto get = [&](ImageField f) { return isa::image_field(d, arch, f); };
  ImageResource r;
  r.base = get(ImageField::BaseAddress) << 8;
  r.type = static_cast<unsigned>(get(ImageField::Type));
  const unsigned sw_mode = static_cast<unsigned>(get(ImageField::SwMode));
  if (sw_mode != isa::kImageLinearSwMode) {
    c.fail("image swizzle mode " + std::to_string(sw_mode) +
           " is not modelled (only the linear mode, 0)");
  }
  if (r.type < isa::kImageType1d || r.type > isa::kImageType2dArray ||
      r.type == isa::kImageTypeCube) {
    c.fail(std::string("image type ") + type_name(r.type) + " (" + std::to_string(r.type) +
           ") is not modelled (1D, 2D, 3D, 1D_ARRAY and 2D_ARRAY are)");
  }
  r.format_number = static_cast<unsigned>(get(ImageField::Format));
  r.format = isa::unified_format(r.format_number);
  if (r.format == nullptr) {
    c.fail("image format " + std::to_string(r.format_number) +
           " is not modelled (the unified formats 1-63 are)");
  }
  r.texel_bytes = r.format->element_bytes();
  r.width = static_cast<uint32_t>(get(ImageField::WidthMinus1)) + 1;
  const bool one_d = r.type == isa::kImageType1d || r.type == isa::kImageType1dArray;
  r.height = one_d ? 1 : static_cast<uint32_t>(get(ImageField::HeightMinus1)) + 1;
  const auto depth_field = static_cast<uint32_t>(get(ImageField::Depth));
  if (r.type == isa::kImageType3d) r.depth = depth_field + 1;
  if (is_array(r.type)) {
    r.base_array = static_cast<uint32_t>(get(ImageField::BaseArray));
    r.last_array = depth_field;
  }
  static const ImageField kSel[] = {ImageField::DstSelX, ImageField::DstSelY, ImageField::DstSelZ,
                                    ImageField::DstSelW};
  for (int i = 0; i < 4; ++i) r.dst_sel[i] = static_cast<unsigned>(get(kSel[i]));
  r.base_level = static_cast<unsigned>(get(ImageField::BaseLevel));
  r.last_level = static_cast<unsigned>(get(ImageField::LastLevel));
  if (r.type == isa::kImageType1d || r.type == isa::kImageType2d) {
    const uint64_t pitch = get(ImageField::PitchMinus1) + 1;
    if (pitch < r.width) {
      c.fail("the image T#'s row pitch (" + std::to_string(pitch) +
             " texels) is below its width (" + std::to_string(r.width) +
             "): the model reads a linear 1D or 2D image's pitch - 1 from the "
             "T#, as ROCm writes it");
    }
    r.row_bytes = pitch * r.texel_bytes;
  } else {
    const uint64_t align = isa::image_pitch_align_bytes(arch);
    r.row_bytes = (static_cast<uint64_t>(r.width) * r.texel_bytes + align - 1) / align * align;
  }
  r.slice_bytes = r.row_bytes * r.height;
  return r;
}

// The instruction's fields by their gfx1100 names.
struct ImageFields {
  int vdata;
  unsigned dmask;
  unsigned dim;
  bool a16, d16, tfe, returns;
};

ImageFields image_fields(const ExecContext& c) {
  const uint32_t* w = c.inst.words.data();
  const isa::Arch arch = c.inst.arch;
  const isa::Encoding e = c.inst.encoding;
  using F = isa::Field;
  ImageFields f;
  f.vdata = static_cast<int>(exec_field(w, arch, e, F::vdata));
  f.dmask = exec_field(w, arch, e, F::dmask);
  f.dim = exec_field(w, arch, e, F::dim);
  f.a16 = exec_field(w, arch, e, F::a16) != 0;
  f.d16 = exec_field(w, arch, e, F::d16) != 0;
  f.tfe = exec_field(w, arch, e, F::tfe) != 0 || exec_field(w, arch, e, F::lwe) != 0;
  f.returns = atomic_returns(c.inst);
  if (exec_field(w, arch, e, F::r128) != 0) {
    c.fail("r128 (a 128-bit image descriptor) is not modelled");
  }
  return f;
}

// The VGPR of address dword `k`: RDNA4 gives each its own field (vaddr0-vaddr4, the fifth the
// first of a run); gfx1100 a run from vaddr, or with NSA vaddr and then one byte each of the
// instruction's third dword.
int address_vgpr(const ExecContext& c, unsigned k) {
  const uint32_t* w = c.inst.words.data();
  const isa::Arch arch = c.inst.arch;
  const isa::Encoding e = c.inst.encoding;
  using F = isa::Field;
  if (isa::layout(arch, e).has(F::vaddr1)) {
    static const F kSlots[] = {F::vaddr0, F::vaddr1, F::vaddr2, F::vaddr3, F::vaddr4};
    if (k < 4) return static_cast<int>(field(w, arch, e, kSlots[k]));
    return next_vgpr(static_cast<int>(field(w, arch, e, F::vaddr4)), static_cast<int>(k - 4));
  }
  const int vaddr = static_cast<int>(exec_field(w, arch, e, F::vaddr));
  if (exec_field(w, arch, e, F::nsa) == 0 || k == 0) return next_vgpr(vaddr, static_cast<int>(k));
  if (k > 4 || c.inst.num_words < 3) c.fail("an NSA image address past its fifth dword");
  return static_cast<int>(w[2] >> (8 * (k - 1)) & 0xFF);
}

// Address component `i` of a lane: 32 bits each, or with a16 16 bits, two to a dword.
uint32_t address_component(const ExecContext& c, bool a16, unsigned i, int lane) {
  if (!a16) return c.wave.vgpr(address_vgpr(c, i), lane);
  return c.wave.vgpr(address_vgpr(c, i / 2), lane) >> (16 * (i % 2)) & 0xFFFF;
}

// Coordinates the dim takes: x, then y (2D kinds), then z or the slice.
unsigned coordinates(unsigned type) {
  switch (type) {
    case isa::kImageType1d: return 1;
    case isa::kImageType2d:
    case isa::kImageType1dArray: return 2;
    default: return 3;
  }
}

// One lane's texel: where it lies, and whether it is inside the image.
struct Texel {
  bool in_range = false;
  uint64_t address = 0;
};

Texel texel_of(const ExecContext& c, const ImageResource& r, const ImageFields& f, bool mip,
               int lane) {
  const unsigned n = coordinates(r.type);
  uint32_t at[3] = {};
  for (unsigned i = 0; i < n; ++i) at[i] = address_component(c, f.a16, i, lane);
  const uint32_t level = mip ? address_component(c, f.a16, n, lane) : 0;
  if (r.base_level + level != 0) {
    c.fail("image mip level " + std::to_string(r.base_level + level) +
           " is not modelled (level 0 only)");
  }
  const uint32_t x = at[0];
  uint32_t y = 0, z = 0;
  if (r.type == isa::kImageType1dArray) {
    z = at[1];
  } else if (n > 1) {
    y = at[1];
    z = at[2];
  }
  Texel t;
  uint64_t slice = 0;
  if (is_array(r.type)) {
    slice = static_cast<uint64_t>(r.base_array) + z;
    t.in_range = slice <= r.last_array;
  } else {
    slice = z;
    t.in_range = z < r.depth;
  }
  t.in_range = t.in_range && x < r.width && y < r.height;
  t.address =
      r.base + slice * r.slice_bytes + y * r.row_bytes + static_cast<uint64_t>(x) * r.texel_bytes;
  return t;
}

void require_dim(const ExecContext& c, const ImageResource& r, const ImageFields& f) {
  if (f.dim + isa::kImageTypeFirst != r.type) {
    c.fail(std::string("dim:SQ_RSRC_IMG_") + type_name(f.dim + isa::kImageTypeFirst) +
           " on a T# of type " + type_name(r.type) + " is not modelled");
  }
}

// The register value channel `sel` of a texel reads as (dst_sel applied).
uint32_t channel_value(const isa::UnifiedFormat& df, const uint8_t* texel, unsigned sel, bool d16) {
  const bool integer = df.num == isa::DataNum::Uint || df.num == isa::DataNum::Sint;
  if (sel == isa::kDstSelZero) return 0;
  if (sel == isa::kDstSelOne) return integer ? 1u : d16 ? 0x3C00u : 0x3F800000u;
  if (sel < isa::kDstSelX) return 0;  // the reserved codes
  const unsigned index = sel - isa::kDstSelX;
  if (index >= df.components) return missing_component(df, index, d16);
  unsigned lo = 0;
  for (unsigned i = 0; i < index; ++i) lo += df.bits[i];
  return component_to_register(df, df.bits[index], get_bits(texel, lo, df.bits[index]), d16);
}

unsigned popcount4(unsigned v) { return static_cast<unsigned>(__builtin_popcount(v & 0xF)); }

void image_load_store(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const ImageOpSpec& op = image_ops()[static_cast<std::size_t>(c.inst.info->op)];
  const ImageFields f = image_fields(c);
  const ImageResource r = resource(c, descriptor_sgpr(c, 8, "image resource"));
  require_dim(c, r, f);
  if ((f.dmask & 0xF) == 0) c.fail("an image load or store with dmask 0 is not modelled");
  const isa::UnifiedFormat& df = *r.format;
  const bool store = op.kind == ImageKind::Store;
  if (store) {
    if (f.tfe) c.fail("tfe or lwe on an image store is not modelled");
    for (unsigned i = 0; i < df.components; ++i) {
      if (r.dst_sel[i] != isa::kDstSelX + i) {
        c.fail(
            "an image store through a T# whose dst_sel reorders the format's components is "
            "not modelled");
      }
    }
  }
  const unsigned channels = popcount4(f.dmask);
  const unsigned all = (1u << df.components) - 1;
  const bool covers_all = (f.dmask & all) == all;  // a store replaces the whole texel
  const unsigned data_dwords = f.d16 ? (channels + 1) / 2 : channels;
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const Texel t = texel_of(c, r, f, op.mip, lane);
    uint8_t texel[16] = {};
    if (t.in_range) {
      c.record_access(MemorySpace::Global, lane, t.address, r.texel_bytes);
      if (!store || !covers_all) global_read(c, lane, t.address, texel, r.texel_bytes);
    }
    unsigned slot = 0;  // the channel's place among the data values
    if (!store) {
      for (unsigned ch = 0; ch < 4; ++ch) {
        if ((f.dmask >> ch & 1) == 0) continue;
        const uint32_t value = channel_value(df, texel, r.dst_sel[ch], f.d16);
        if (f.d16) {
          out.write_half(next_vgpr(f.vdata, static_cast<int>(slot / 2)), lane, value & 0xFFFF,
                         slot % 2 != 0);
        } else {
          out.write(next_vgpr(f.vdata, static_cast<int>(slot)), lane, value);
        }
        ++slot;
      }
      if (f.tfe) out.write(next_vgpr(f.vdata, static_cast<int>(data_dwords)), lane, 0);
      continue;
    }
    if (!t.in_range) continue;
    // The components dmask supplies replace the texel's; the others keep their bits.
    unsigned lo = 0;
    for (unsigned ch = 0; ch < df.components; ++ch) {
      if ((f.dmask >> ch & 1) != 0) {
        const int reg = next_vgpr(f.vdata, static_cast<int>(f.d16 ? slot / 2 : slot));
        const uint32_t raw = c.wave.vgpr(reg, lane);
        const uint32_t value = f.d16 ? raw >> (16 * (slot % 2)) & 0xFFFF : raw;
        set_bits(texel, lo, df.bits[ch], register_to_component(df, df.bits[ch], value, f.d16));
        ++slot;
      }
      lo += df.bits[ch];
    }
    global_write(c, lane, t.address, texel, r.texel_bytes);
  }
  out.finish();
}

void image_atomic(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const ImageOpSpec& op = image_ops()[static_cast<std::size_t>(c.inst.info->op)];
  const ImageFields f = image_fields(c);
  const ImageResource r = resource(c, descriptor_sgpr(c, 8, "image resource"));
  require_dim(c, r, f);
  const unsigned values = atomic_data_values(op.atomic);
  const unsigned want_dmask = values == 2 ? 0x3u : 0x1u;
  if ((f.dmask & 0xF) != want_dmask) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%x", f.dmask);
    c.fail(std::string("image atomic dmask ") + text +
           " is not modelled: 32-bit atomics only (dmask 0x1, compare-swap 0x3), not 64-bit ones");
  }
  if (f.tfe || f.d16) c.fail("tfe, lwe or d16 on an image atomic is not modelled");
  if (r.texel_bytes != 4) {
    c.fail("an image atomic on a " + std::to_string(r.texel_bytes) +
           "-byte texel is not modelled (one-dword formats only)");
  }
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const Texel t = texel_of(c, r, f, false, lane);
    const uint64_t data = c.wave.vgpr(f.vdata, lane);
    const uint64_t data2 = values == 2 ? c.wave.vgpr(next_vgpr(f.vdata), lane) : 0;
    uint64_t old = 0;
    if (t.in_range) {
      c.record_access(MemorySpace::Global, lane, t.address, 4, true);
      uint8_t bytes[4];
      global_read(c, lane, t.address, bytes, 4);
      old = le_value(bytes, 4);
      put_le(bytes, atomic_result(op.atomic, 4, old, data, data2), 4);
      global_write(c, lane, t.address, bytes, 4);
    }
    if (f.returns) out.write(f.vdata, lane, static_cast<uint32_t>(old));
  }
  out.finish();
}

void set(std::vector<Handler>& table, Op op, ImageOpSpec spec, Handler handler) {
  image_ops()[static_cast<std::size_t>(op)] = spec;
  table[static_cast<std::size_t>(op)] = handler;
}

ImageOpSpec spec(ImageKind kind, bool mip = false, AtomicOp atomic = AtomicOp::Swap) {
  ImageOpSpec s;
  s.kind = kind;
  s.mip = mip;
  s.atomic = atomic;
  return s;
}

}  // namespace

void register_image(std::vector<Handler>& table) {
  set(table, Op::IMAGE_LOAD, spec(ImageKind::Load), image_load_store);
  set(table, Op::IMAGE_LOAD_MIP, spec(ImageKind::Load, true), image_load_store);
  set(table, Op::IMAGE_STORE, spec(ImageKind::Store), image_load_store);
  set(table, Op::IMAGE_STORE_MIP, spec(ImageKind::Store, true), image_load_store);
  // gfx1100's names; RDNA4's *_UINT/*_INT are these operations (isa/gfx1200_execution.json).
  const struct {
    Op op;
    AtomicOp atomic;
  } kAtomics[] = {
      {Op::IMAGE_ATOMIC_SWAP, AtomicOp::Swap},
      {Op::IMAGE_ATOMIC_CMPSWAP, AtomicOp::CmpSwap},
      {Op::IMAGE_ATOMIC_ADD, AtomicOp::Add},
      {Op::IMAGE_ATOMIC_SUB, AtomicOp::Sub},
      {Op::IMAGE_ATOMIC_SMIN, AtomicOp::MinI},
      {Op::IMAGE_ATOMIC_UMIN, AtomicOp::MinU},
      {Op::IMAGE_ATOMIC_SMAX, AtomicOp::MaxI},
      {Op::IMAGE_ATOMIC_UMAX, AtomicOp::MaxU},
      {Op::IMAGE_ATOMIC_AND, AtomicOp::And},
      {Op::IMAGE_ATOMIC_OR, AtomicOp::Or},
      {Op::IMAGE_ATOMIC_XOR, AtomicOp::Xor},
      {Op::IMAGE_ATOMIC_INC, AtomicOp::Inc},
      {Op::IMAGE_ATOMIC_DEC, AtomicOp::Dec},
      // RDNA4's float atomics: add rounds to nearest even keeping denormals (as the global
      // float atomics); min/max order as IEEE 754-2019 minimumNumber/maximumNumber, which is
      // what AMD's pseudocode spells out (one NaN: the other value; -0 below +0).
      {Op::IMAGE_ATOMIC_ADD_FLT, AtomicOp::AddF},
      {Op::IMAGE_ATOMIC_MIN_FLT, AtomicOp::MinNum},
      {Op::IMAGE_ATOMIC_MAX_FLT, AtomicOp::MaxNum},
      {Op::IMAGE_ATOMIC_PK_ADD_F16, AtomicOp::PkAddF16},
      {Op::IMAGE_ATOMIC_PK_ADD_BF16, AtomicOp::PkAddBF16},
  };
  for (const auto& row : kAtomics) {
    set(table, row.op, spec(ImageKind::Atomic, false, row.atomic), image_atomic);
  }
}

}  // namespace cutlm::mem
