#include "isa/disasm.h"

#include <cstdio>

#include "isa/decoder.h"
#include "isa/disasm_common.h"

namespace cutlm {

std::string disassemble(const DecodedInst& d, bool wave64) {
  // As llvm-objdump does: a word that is no instruction prints as data, one word long.
  if (!d.valid()) {
    // The all-zero word is LLVM's v_illegal (an encoding the hardware traps on).
    if (d.words[0] == 0 && d.error.rfind("illegal", 0) == 0) return "v_illegal";
    char buf[24];
    std::snprintf(buf, sizeof buf, ".long 0x%08x", d.words[0]);
    return buf;
  }
  disasm_detail::Context ctx;
  ctx.wave64 = wave64;
  switch (format_family(d.format)) {
    case FormatFamily::Scalar: return disasm_detail::disassemble_scalar(d, ctx);
    case FormatFamily::VectorAlu: return disasm_detail::disassemble_vector(d, ctx);
    case FormatFamily::Memory: break;
  }
  return disasm_detail::disassemble_memory(d, ctx);
}

namespace {

// llvm-objdump's layout: a tab, the text padded to 59 columns, then "// ADDRESS: WORDS", then
// the branch target and register warnings. `namer` null: targets relative to .text.
std::string line_text(const DecodedInst& d, uint64_t address, bool wave64,
                      const BranchNamer* namer) {
  constexpr std::size_t kTextColumns = 59;
  std::string body = disassemble(d, wave64);
  std::string target_comment;
  uint64_t target = 0;
  bool commented = false;
  if (namer == nullptr) {
    target_comment = disasm_detail::branch_target_comment(d, address);
  } else if (disasm_detail::pc_relative_target(d, address, &target, &commented)) {
    const BranchTargetName name = (*namer)(target);
    if (!name.operand.empty()) {
      // The immediate is the last operand of every such instruction.
      body = body.substr(0, body.rfind(' ') + 1) + name.operand;
    } else if (commented && !name.comment.empty()) {
      target_comment = " <" + name.comment + ">";
    }
  }
  std::string text = "\t" + body;
  if (body.size() < kTextColumns) text.append(kTextColumns - body.size(), ' ');
  char buf[32];
  std::snprintf(buf, sizeof buf, "// %012llX:", static_cast<unsigned long long>(address));
  text += buf;
  for (unsigned i = 0; i < d.num_words; ++i) {
    std::snprintf(buf, sizeof buf, " %08X", d.words[i]);
    text += buf;
  }
  if (!d.valid()) return text;
  text += target_comment;
  disasm_detail::Context ctx;
  ctx.wave64 = wave64;
  std::string comment;
  switch (format_family(d.format)) {
    case FormatFamily::Scalar: comment = disasm_detail::scalar_comment(d); break;
    case FormatFamily::VectorAlu: comment = disasm_detail::vector_comment(d, ctx); break;
    case FormatFamily::Memory: comment = disasm_detail::memory_comment(d, wave64); break;
  }
  if (!comment.empty()) text += " ; " + comment;
  return text;
}

}  // namespace

std::string disassemble_line(const DecodedInst& d, uint64_t offset, bool wave64) {
  return line_text(d, offset, wave64, nullptr);
}

std::string disassemble_line(const DecodedInst& d, uint64_t address, bool wave64,
                             const BranchNamer& namer) {
  return line_text(d, address, wave64, &namer);
}

std::size_t disassemble_buffer(const uint8_t* bytes, std::size_t size, bool wave64,
                               std::ostream& out, std::ostream& warnings, isa::Arch arch) {
  std::size_t offset = 0;
  std::size_t count = 0;
  while (offset + 4 <= size) {
    const DecodedInst d =
        decode(bytes + offset, size - offset, wave64, DecodeMode::Disassemble, arch);
    out << disassemble_line(d, offset, wave64) << '\n';
    if (!d.valid() && d.error.find("cut off") != std::string::npos) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "offset 0x%zx: ", offset);
      warnings << buf << d.error << '\n';
    }
    offset += d.size_bytes();
    ++count;
  }
  if (offset < size) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "offset 0x%zx: %zu trailing byte(s) are no whole instruction",
                  offset, size - offset);
    warnings << buf << '\n';
  }
  return count;
}

}  // namespace cutlm
