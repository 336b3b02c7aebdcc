// Shared by the memory-format renderers (disasm_memory.cpp: gfx1100's formats;
// disasm_memory_v.cpp: RDNA4's VBUFFER, VIMAGE, VSAMPLE, VFLAT, VGLOBAL, VSCRATCH): the operand
// builder, the scalar operand spelling and what an image operation's registers depend on.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "isa/bits.h"
#include "isa/decoder.h"
#include "isa/disasm_common.h"
#include "isa/operands.h"

namespace cutlm::disasm_detail::memory {

inline constexpr unsigned kNumVgprs = 256;
inline constexpr unsigned kNumTtmps = operand::kTtmpLast - operand::kTtmpFirst + 1;
// Scalar source codes beyond those operands.h names.
inline constexpr unsigned kSharedBase = 235;  // then shared_limit, private_base/limit, pops_exiting
inline constexpr unsigned kVccz = 251;
inline constexpr unsigned kExecz = 252;
inline constexpr unsigned kLdsDirect = 254;

struct Rendered {
  std::string text;
  std::string comment;  // what LLVM prints after the instruction bytes ("Warning: ...")
  bool valid = true;
  bool executes = true;  // false only for what the hardware cannot run either
};

inline bool name_has(const isa::InstInfo* info, const char* part) {
  return std::strstr(info->name, part) != nullptr;
}

// Registers an operand of the table takes; 8- and 16-bit data still take a whole VGPR.
inline unsigned dwords_of(const isa::InstInfo* info, const char* name) {
  const isa::OperandInfo* o = info->operand(name);
  if (o == nullptr) return 0;
  return o->bits <= 32 ? 1 : o->bits / 32;
}

// A scalar operand spelled, range-checked and alignment-checked as LLVM's register classes do.
struct ScalarText {
  std::string text;
  std::string warning;
  bool valid = true;
};

// `code` is in the 8-bit scalar operand space; `dwords` is 1, 2, 4 or 8. With `sources` the
// operand may also be an inline constant, a special source or a literal (MUBUF soffset).
ScalarText scalar_operand(unsigned code, unsigned dwords, bool sources, uint32_t literal);

// Collects the operands of one instruction and remembers why LLVM would reject it.
class Builder {
 public:
  explicit Builder(const DecodedInst& d) : d_(d) {}

  uint32_t get(isa::BitField f) const { return field(d_.words.data(), f); }
  // A field of a form that several generations share, where the instruction's generation puts
  // it (0 if that generation's form has no such field).
  uint32_t get(isa::Encoding e, isa::Field f) const {
    return field(d_.words.data(), d_.arch, e, f);
  }

  void operand(const std::string& text) { operands_.push_back(text); }
  void modifier(const std::string& text) { modifiers_ += " " + text; }
  void flag(bool on, const char* name) {
    if (on) modifier(name);
  }
  void reject() { valid_ = executes_ = false; }
  // LLVM prints the operand with a note on its class; the hardware cannot use it.
  void misclassed() { executes_ = false; }
  void require(bool condition) {
    if (!condition) valid_ = executes_ = false;
  }
  // A field the operation does not use must be 0 for LLVM; the hardware ignores it.
  void unused(bool zero) {
    if (!zero) valid_ = false;
  }

  // A VGPR tuple; LLVM has no register for a tuple running past v255.
  void vgprs(unsigned first, unsigned dwords) {
    require(first + dwords <= kNumVgprs);
    operand(reg_range('v', first, dwords));
  }
  void scalar(unsigned code, unsigned dwords, bool sources = false, const char* suffix = "") {
    const ScalarText s = scalar_operand(code, dwords, sources, d_.literal);
    require(s.valid);
    // llvm-objdump runs its warnings together without a separator.
    if (!s.warning.empty()) comment_ += s.warning;
    operand(s.text + suffix);
  }

  Rendered finish() const {
    Rendered r;
    r.text = d_.info->mnemonic;
    for (std::size_t i = 0; i < operands_.size(); ++i) {
      r.text += (i == 0 ? " " : ", ") + operands_[i];
    }
    r.text += modifiers_;
    r.comment = comment_;
    r.valid = valid_;
    r.executes = executes_;
    return r;
  }

 private:
  const DecodedInst& d_;
  std::vector<std::string> operands_;
  std::string modifiers_;
  std::string comment_;
  bool valid_ = true;
  bool executes_ = true;
};

// The address operands of the flat family (gfx11's FLAT/GLOBAL/SCRATCH, gfx12's VFLAT/VGLOBAL/
// VSCRATCH): a 64-bit VGPR address for flat; for global a 64-bit one without saddr, a 32-bit
// offset with it (when the form has an address at all); for scratch a VGPR only when sve says
// so, else "off". `saddr_off` is saddr's "no register" code.
enum class FlatAddressKind : uint8_t { Flat, Global, Scratch };
void flat_address(Builder& b, FlatAddressKind kind, unsigned vaddr, bool saddr_off, bool sve,
                  bool has_vaddr);
// Their saddr, after the data: none for flat; "off" for the no-register code; else an SGPR pair
// (global) or one SGPR (scratch), exec_hi with LLVM's note that it lies outside the class.
void flat_saddr(Builder& b, FlatAddressKind kind, unsigned saddr);

// What the address and data registers of an image operation depend on, derived from AMD's
// systematic names (IMAGE_SAMPLE_C_D_CL_O_G16: compare, derivatives, clamp, offset, 16-bit
// derivatives).
struct ImageOp {
  bool bvh = false;
  bool bvh64 = false;
  bool atomic = false;
  bool cmpswap = false;
  bool sampler = false;  // sample, gather4 and get_lod: also take a sampler descriptor
  bool gather4 = false;  // returns four channels whatever dmask says (gather4*, msaa_load)
  bool msaa_load = false;
  bool has_d16 = false;
  bool coordinates = true;
  bool lod = false;  // one more address: lod, clamp or mip level
  bool gradients = false;
  bool g16 = false;
  unsigned extra_args = 0;  // offset, bias, compare: one dword each whatever a16 says
};

ImageOp image_op(const isa::InstInfo* info);

struct ImageDim {
  const char* name;
  unsigned coords;
  unsigned gradients;
};

inline constexpr ImageDim kImageDims[] = {
    {"SQ_RSRC_IMG_1D", 1, 2},       {"SQ_RSRC_IMG_2D", 2, 4},
    {"SQ_RSRC_IMG_3D", 3, 6},       {"SQ_RSRC_IMG_CUBE", 3, 4},
    {"SQ_RSRC_IMG_1D_ARRAY", 2, 2}, {"SQ_RSRC_IMG_2D_ARRAY", 3, 4},
    {"SQ_RSRC_IMG_2D_MSAA", 3, 4},  {"SQ_RSRC_IMG_2D_MSAA_ARRAY", 4, 4},
};

// Address dwords the operation reads for a dimension; with a16 coordinates and lod pack two to
// a dword. gfx1100 has separate G16 opcodes, so a16 alone leaves derivatives 32-bit.
unsigned image_address_dwords(const ImageOp& m, const ImageDim& dim, bool a16);

// Data registers of the variant chosen for `dwords` channel dwords, or 0 if LLVM has none.
// LLVM 19's atomic tables have a quirk: the 4-dword entry of a one-dword atomic is a 5-register
// tuple.
unsigned image_data_variant(const ImageOp& m, unsigned dwords);

// LLVM 19 keeps one machine instruction per (data dwords, address dwords) pair it defines and
// re-picks it from dmask, d16, tfe, dim and a16 after decoding; when the pair is missing, or the
// wider register would run past v255, it prints the instruction as first decoded.
// Whether LLVM defines a sampler operation with that many address dwords.
bool sampler_address_defined(const ImageOp& m, unsigned words);
// The data registers of the variant LLVM decodes first.
unsigned image_decoded_data(const ImageOp& m);

// LLVM's name of a unified buffer format ("BUF_FMT_8_UNORM"), "" for a number it does not name.
std::string buffer_format_name(unsigned format);

// RDNA4's memory encodings (disasm_memory_v.cpp).
Rendered render_vbuffer(const DecodedInst& d);
Rendered render_vflat(const DecodedInst& d, bool wave64);
Rendered render_vimage(const DecodedInst& d);

}  // namespace cutlm::disasm_detail::memory
