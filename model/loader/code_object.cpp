#include "loader/code_object.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "loader/elf_view.h"
#include "loader/kernel_metadata.h"
#include "loader/program.h"
#include "support/errors.h"

namespace cutlm {
namespace {

using elf_file::ElfView;
using elf_file::hex;

// The loaded image's bound. Real code objects are kilobytes to a few MiB; the executor's decode
// cache holds a 328-byte slot per instruction word of the image, so a corrupt 240 MiB segment
// size cost 12 GB before this bound came down from 256 MiB.
constexpr uint64_t kMaxImageBytes = 16ull << 20;

const ElfView::Symbol* find_symbol(const std::vector<ElfView::Symbol>& symbols,
                                   const std::string& name) {
  for (const ElfView::Symbol& s : symbols) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

// The kernels of an object: every symbol NAME with a descriptor NAME.kd, once each.
std::vector<std::string> kernel_symbols(const std::vector<ElfView::Symbol>& symbols) {
  std::vector<std::string> names;
  for (const ElfView::Symbol& s : symbols) {
    if (s.name.size() > 3 && s.name.compare(s.name.size() - 3, 3, ".kd") == 0) {
      const std::string name = s.name.substr(0, s.name.size() - 3);
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  return names;
}

std::string without_spaces(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c != ' ') out += c;
  }
  return out;
}

// The function name of a demangled signature: the text before the parameter list, without a
// template's return type ("void scale<float>(float*)" gives "scale<float>").
std::string plain_name(const std::string& demangled) {
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < demangled.size(); ++i) {
    const char c = demangled[i];
    if (c == '<') ++depth;
    if (c == '>') --depth;
    if (c == ' ' && depth == 0) start = i + 1;
    if (c == '(' && depth == 0) return demangled.substr(start, i - start);
  }
  return demangled;
}

// The last component of a qualified name ("ns::scale" gives "scale").
std::string unqualified(const std::string& name) {
  const size_t colons = name.rfind("::");
  return colons == std::string::npos ? name : name.substr(colons + 2);
}

// Kernel names as a user reads them: demangled, with the symbol when it differs, at most 32.
std::string kernel_list(const std::vector<std::string>& kernels) {
  if (kernels.empty()) return "none";
  std::string text;
  for (size_t i = 0; i < kernels.size() && i < 32; ++i) {
    const std::string shown = demangle_symbol(kernels[i]);
    text += (i == 0 ? "" : ", ") + shown;
    if (shown != kernels[i]) text += " [" + kernels[i] + "]";
  }
  if (kernels.size() > 32) text += ", and " + std::to_string(kernels.size() - 32) + " more";
  return text;
}

// The kernel symbol `wanted` names: the symbol itself, its demangled signature (spaces do not
// matter) or, when only one kernel has it, its plain name, qualified or not.
std::string resolve_kernel(const ElfView& elf, const std::vector<ElfView::Symbol>& symbols,
                           const std::string& wanted) {
  const std::vector<std::string> kernels = kernel_symbols(symbols);
  if (std::find(kernels.begin(), kernels.end(), wanted) != kernels.end()) return wanted;
  const std::string signature = without_spaces(wanted);
  std::vector<std::string> matches;
  for (const std::string& k : kernels) {
    if (without_spaces(demangle_symbol(k)) == signature) matches.push_back(k);
  }
  if (matches.empty() && wanted.find('(') == std::string::npos) {
    for (const std::string& k : kernels) {
      const std::string plain = plain_name(demangle_symbol(k));
      if (plain == wanted || unqualified(plain) == wanted) matches.push_back(k);
    }
  }
  if (matches.size() == 1) return matches.front();
  if (matches.size() > 1) {
    elf.fail("kernel \"" + wanted + "\" is ambiguous: " + kernel_list(matches) +
             "; name one by its signature or symbol");
  }
  elf.fail("kernel \"" + wanted + "\" not found (no symbol " + wanted +
           ".kd; kernels: " + kernel_list(kernels) + ")");
}

// A linked object: the image is every PT_LOAD segment at its virtual address.
void load_linked(const ElfView& elf, const ElfView::Symbol& kd, CodeObject& object) {
  uint64_t image_end = 0;
  for (const ElfView::Segment& s : elf.segments()) {
    if (s.type != 1 /*PT_LOAD*/) continue;
    if (s.vaddr > kMaxImageBytes || s.memsz > kMaxImageBytes - s.vaddr) {
      elf.fail("a loadable segment (address " + hex(s.vaddr) + ", " + std::to_string(s.memsz) +
               " bytes) lies beyond 16 MiB; not a code object this model loads");
    }
    image_end = std::max(image_end, s.vaddr + s.memsz);
  }
  if (image_end == 0) elf.fail("the linked code object has no loadable segment");
  object.image.assign(image_end, 0);
  for (const ElfView::Segment& s : elf.segments()) {
    if (s.type != 1 || s.filesz == 0) continue;
    const uint8_t* data = elf.span(s.offset, std::min(s.filesz, s.memsz), "a loadable segment");
    std::copy(data, data + std::min(s.filesz, s.memsz),
              object.image.begin() + static_cast<std::ptrdiff_t>(s.vaddr));
  }
  for (const ElfView::Segment& s : elf.segments()) {
    if (s.type != 1 || s.memsz == 0 || (s.flags & 2 /*PF_W*/) == 0) continue;
    object.writable_ranges.push_back({s.vaddr, s.memsz});
  }
  std::sort(
      object.writable_ranges.begin(), object.writable_ranges.end(),
      [](const CodeObject::Range& a, const CodeObject::Range& b) { return a.address < b.address; });
  // Overlapping writable segments (no linker writes them) become one range.
  std::vector<CodeObject::Range> merged;
  for (const CodeObject::Range& r : object.writable_ranges) {
    if (!merged.empty() && r.address <= merged.back().address + merged.back().size) {
      merged.back().size =
          std::max(merged.back().address + merged.back().size, r.address + r.size) -
          merged.back().address;
    } else {
      merged.push_back(r);
    }
  }
  object.writable_ranges = std::move(merged);
  object.image_is_loaded = true;
  if (kd.value > object.image.size() || object.image.size() - kd.value < KernelDescriptor::kSize) {
    elf.fail("descriptor " + object.kernel + ".kd lies outside the loaded image");
  }
  object.descriptor = KernelDescriptor::parse(object.image.data() + kd.value);
  // Both terms are bounded by the image (at most 16 MiB) before they are added.
  const int64_t image_size = static_cast<int64_t>(object.image.size());
  const int64_t offset = object.descriptor.entry_offset;
  const int64_t entry =
      offset < -image_size || offset >= image_size ? -1 : static_cast<int64_t>(kd.value) + offset;
  if (entry < 0 || static_cast<uint64_t>(entry) >= object.image.size()) {
    elf.fail("kernel " + object.kernel +
             ": the descriptor's entry offset points outside the image");
  }
  object.entry_pc = static_cast<uint64_t>(entry);
}

// A relocatable (`-c`) object: the entry offset is still a relocation, so the entry is the kernel
// symbol itself and the image is the section that holds it.
void load_relocatable(const ElfView& elf, const std::vector<ElfView::Symbol>& symbols,
                      const ElfView::Symbol& kd, CodeObject& object) {
  const ElfView::Symbol* entry = find_symbol(symbols, object.kernel);
  if (entry == nullptr) elf.fail("kernel symbol " + object.kernel + " not found");
  const auto& sections = elf.sections();
  if (kd.section >= sections.size() || entry->section >= sections.size()) {
    elf.fail("kernel " + object.kernel + ": symbol in an unknown section");
  }
  const ElfView::Section& kd_section = sections[kd.section];
  elf.span(kd_section.offset, kd_section.size, "the kernel descriptor's section");
  if (kd.value > kd_section.size || kd_section.size - kd.value < KernelDescriptor::kSize) {
    elf.fail("descriptor " + object.kernel + ".kd lies outside its section");
  }
  object.descriptor = KernelDescriptor::parse(
      elf.span(kd_section.offset + kd.value, KernelDescriptor::kSize, "the kernel descriptor"));
  const ElfView::Section& text = sections[entry->section];
  const uint8_t* code = elf.span(text.offset, text.size, "the kernel's code section");
  object.image.assign(code, code + text.size);
  if (entry->value >= object.image.size()) {
    elf.fail("kernel symbol " + object.kernel + " lies outside its section");
  }
  object.entry_pc = entry->value;
}

}  // namespace

CodeObject load_code_object_bytes(const std::vector<uint8_t>& bytes, const std::string& path,
                                  const std::string& kernel) {
  const UnwrappedCodeObject code = unwrap_offload_bundle(bytes, path);
  // Checks the target: a generation with tables, or gfx1100's instruction set.
  const ElfView elf(code.bytes, code.label);
  CodeObject object;
  object.path = path;
  object.arch = elf.arch();
  const std::vector<ElfView::Symbol> symbols = elf.symbols();
  object.kernel = resolve_kernel(elf, symbols, kernel);
  const ElfView::Symbol* kd = find_symbol(symbols, object.kernel + ".kd");
  if (elf.type() == 1 /*ET_REL*/) {
    load_relocatable(elf, symbols, *kd, object);
  } else if (elf.type() == 3 /*ET_DYN*/ || elf.type() == 2 /*ET_EXEC*/) {
    load_linked(elf, *kd, object);
  } else {
    elf.fail("unsupported ELF type " + std::to_string(elf.type()));
  }
  if (object.descriptor.kernarg_size > kMaxKernargBytes) {
    // Without metadata the dispatcher sizes the kernarg segment from this field alone.
    elf.fail("kernel " + object.kernel + ": the descriptor's kernarg segment of " +
             std::to_string(object.descriptor.kernarg_size) +
             " bytes is more than cutlm's limit of " + std::to_string(kMaxKernargBytes));
  }
  if (object.descriptor.private_segment_fixed_size > kMaxScratchBytes) {
    elf.fail("kernel " + object.kernel + ": the descriptor asks for " +
             std::to_string(object.descriptor.private_segment_fixed_size) +
             " bytes of scratch per work-item; cutlm's limit is " +
             std::to_string(kMaxScratchBytes));
  }
  read_kernel_metadata(elf, object);
  return object;
}

ElfContents read_elf_contents(const std::vector<uint8_t>& bytes, const std::string& path,
                              const std::string& kernel, std::string* kernel_symbol) {
  const UnwrappedCodeObject code = unwrap_offload_bundle(bytes, path);
  // Any AMDGPU object (llvm-mc output too), not only AMDHSA ones: the target check of `run`.
  const ElfView elf(code.bytes, code.label, /*check_target=*/false);
  ElfContents out;
  out.arch = check_elf_target(code.bytes, code.label, /*require_hsa=*/false);
  out.label = code.label;
  out.relocatable = elf.type() == 1 /*ET_REL*/;
  for (const ElfView::Section& s : elf.sections()) {
    ElfContents::Section section;
    section.name = s.name;
    section.address = s.addr;
    section.executable = (s.flags & 0x4 /*SHF_EXECINSTR*/) != 0;
    if (s.type != 8 /*SHT_NOBITS*/ && s.type != 0 /*SHT_NULL*/ && s.size != 0) {
      const uint8_t* data = elf.span(s.offset, s.size, ("section " + s.name).c_str());
      section.bytes.assign(data, data + s.size);
    }
    out.sections.push_back(std::move(section));
  }
  const std::vector<ElfView::Symbol> symbols = elf.symbols();
  for (const ElfView::Symbol& s : symbols) {
    out.symbols.push_back(ElfContents::Symbol{s.name, s.value, s.size, s.section, s.type});
  }
  if (!kernel.empty() && kernel_symbol != nullptr) {
    *kernel_symbol = resolve_kernel(elf, symbols, kernel);
  }
  return out;
}

std::string demangle_symbol(const std::string& symbol) {
  int status = 0;
  const std::unique_ptr<char, void (*)(void*)> text(
      abi::__cxa_demangle(symbol.c_str(), nullptr, nullptr, &status), std::free);
  return status == 0 && text != nullptr ? std::string(text.get()) : symbol;
}

std::string kernel_plain_name(const std::string& symbol) {
  return plain_name(demangle_symbol(symbol));
}

CodeObject load_code_object(const std::string& path, const std::string& kernel) {
  return load_code_object_bytes(read_binary_file(path, "code object"), path, kernel);
}

}  // namespace cutlm
