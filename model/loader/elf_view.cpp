#include "loader/elf_view.h"

#include <cstdio>

#include "loader/program.h"

namespace cutlm::elf_file {

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

ElfView::ElfView(const std::vector<uint8_t>& bytes, std::string path, bool check_target)
    : bytes_(bytes), path_(std::move(path)) {
  if (bytes_.size() < 64 || std::memcmp(bytes_.data(),
                                        "\x7f"
                                        "ELF",
                                        4) != 0) {
    fail("not an ELF file");
  }
  if (bytes_[4] != 2 || bytes_[5] != 1) fail("not a 64-bit little-endian ELF file");
  if (check_target) arch_ = check_elf_target(bytes_, path_, /*require_hsa=*/true);
  type_ = read<uint16_t>(0x10, "the ELF header");
  machine_ = read<uint16_t>(0x12, "the ELF header");
  read_sections();
  read_segments();
}

std::vector<ElfView::Symbol> ElfView::symbols() const {
  const Section* table = nullptr;
  for (const Section& s : sections_) {
    if (s.type == 2 /*SHT_SYMTAB*/) table = &s;
  }
  if (table == nullptr) {
    for (const Section& s : sections_) {
      if (s.type == 11 /*SHT_DYNSYM*/) table = &s;
    }
  }
  std::vector<Symbol> result;
  if (table == nullptr || table->link >= sections_.size()) return result;
  const Section& strings = sections_[table->link];
  const uint8_t* names = span(strings.offset, strings.size, "the symbol names");
  span(table->offset, table->size, "the symbol table");  // every entry below lies inside
  const uint64_t count = table->entsize >= 24 ? table->size / table->entsize : 0;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t at = table->offset + i * table->entsize;
    Symbol sym;
    const uint32_t name = read<uint32_t>(at, "a symbol");
    sym.type = read<uint8_t>(at + 4, "a symbol") & 0xf;
    sym.section = read<uint16_t>(at + 6, "a symbol");
    sym.value = read<uint64_t>(at + 8, "a symbol");
    sym.size = read<uint64_t>(at + 16, "a symbol");
    if (name < strings.size) {
      const char* text = reinterpret_cast<const char*>(names + name);
      sym.name.assign(text, strnlen(text, strings.size - name));
    }
    result.push_back(sym);
  }
  return result;
}

void ElfView::read_sections() {
  const uint64_t shoff = read<uint64_t>(0x28, "the section header table");
  const uint16_t shentsize = read<uint16_t>(0x3A, "the ELF header");
  const uint16_t shnum = read<uint16_t>(0x3C, "the ELF header");
  const uint16_t shstrndx = read<uint16_t>(0x3E, "the ELF header");
  if (shnum == 0) return;
  if (shentsize < 64 || shstrndx >= shnum) fail("malformed ELF: bad section header table");
  span(shoff, static_cast<uint64_t>(shnum) * shentsize, "the section header table");
  for (uint16_t i = 0; i < shnum; ++i) {
    const uint64_t at = shoff + static_cast<uint64_t>(i) * shentsize;
    Section s;
    s.name = std::to_string(read<uint32_t>(at, "a section header"));  // resolved below
    s.type = read<uint32_t>(at + 4, "a section header");
    s.flags = read<uint64_t>(at + 8, "a section header");
    s.addr = read<uint64_t>(at + 0x10, "a section header");
    s.offset = read<uint64_t>(at + 0x18, "a section header");
    s.size = read<uint64_t>(at + 0x20, "a section header");
    s.link = read<uint32_t>(at + 0x28, "a section header");
    s.entsize = read<uint64_t>(at + 0x38, "a section header");
    sections_.push_back(s);
  }
  const Section& names = sections_[shstrndx];
  const uint8_t* text = span(names.offset, names.size, "the section names");
  for (Section& s : sections_) {
    const uint64_t name = std::stoull(s.name);
    s.name.clear();
    if (name < names.size) {
      const char* p = reinterpret_cast<const char*>(text + name);
      s.name.assign(p, strnlen(p, names.size - name));
    }
  }
}

void ElfView::read_segments() {
  const uint64_t phoff = read<uint64_t>(0x20, "the program header table");
  const uint16_t phentsize = read<uint16_t>(0x36, "the ELF header");
  const uint16_t phnum = read<uint16_t>(0x38, "the ELF header");
  if (phnum == 0) return;
  if (phentsize < 56) fail("malformed ELF: bad program header table");
  span(phoff, static_cast<uint64_t>(phnum) * phentsize, "the program header table");
  for (uint16_t i = 0; i < phnum; ++i) {
    const uint64_t at = phoff + static_cast<uint64_t>(i) * phentsize;
    Segment s;
    s.type = read<uint32_t>(at, "a program header");
    s.flags = read<uint32_t>(at + 4, "a program header");
    s.offset = read<uint64_t>(at + 8, "a program header");
    s.vaddr = read<uint64_t>(at + 0x10, "a program header");
    s.filesz = read<uint64_t>(at + 0x20, "a program header");
    s.memsz = read<uint64_t>(at + 0x28, "a program header");
    segments_.push_back(s);
  }
}

}  // namespace cutlm::elf_file
