// The loader's reading of ELF files (code_object.cpp, kernel_metadata.cpp, offload_bundle.cpp):
// a bounds-checked view of an ELF64 little-endian file, its sections, segments and symbols.
// Every read outside the file is an InputError naming the file and what lay outside.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "isa_tables.h"
#include "support/errors.h"

namespace cutlm::elf_file {

// Little-endian values at unaligned addresses (the host is little-endian too).
template <typename T>
T load(const uint8_t* p) {
  T value;
  std::memcpy(&value, p, sizeof value);
  return value;
}

template <typename T>
void store(uint8_t* p, T value) {
  std::memcpy(p, &value, sizeof value);
}

// "0x1f", for messages.
std::string hex(uint64_t value);

// A bounds-checked view of an ELF64 little-endian file.
class ElfView {
 public:
  struct Section {
    std::string name;
    uint32_t type = 0;
    uint64_t flags = 0;
    uint64_t addr = 0;
    uint64_t offset = 0;
    uint64_t size = 0;
    uint32_t link = 0;
    uint64_t entsize = 0;
  };
  struct Symbol {
    std::string name;
    uint64_t value = 0;
    uint64_t size = 0;
    uint16_t section = 0;
    uint8_t type = 0;  // STT_*
  };
  struct Segment {
    uint32_t type = 0;
    uint32_t flags = 0;
    uint64_t offset = 0;
    uint64_t vaddr = 0;
    uint64_t filesz = 0;
    uint64_t memsz = 0;
  };

  // `check_target` off: any 64-bit little-endian ELF (a host object that may carry .hip_fatbin).
  ElfView(const std::vector<uint8_t>& bytes, std::string path, bool check_target = true);

  [[noreturn]] void fail(const std::string& what) const { throw InputError(path_ + ": " + what); }

  // `size` bytes at `offset`; `what` names them in the error when they lie outside the file.
  const uint8_t* span(uint64_t offset, uint64_t size, const char* what) const {
    if (offset > bytes_.size() || bytes_.size() - offset < size) {
      fail(std::string("malformed ELF: ") + what + " lies outside the file");
    }
    return bytes_.data() + offset;
  }

  template <typename T>
  T read(uint64_t offset, const char* what) const {
    return load<T>(span(offset, sizeof(T), what));
  }

  uint16_t type() const { return type_; }
  // The generation the object is for (gfx1100 when the target was not checked).
  isa::Arch arch() const { return arch_; }
  uint16_t machine() const { return machine_; }
  const std::vector<Section>& sections() const { return sections_; }
  const std::vector<Segment>& segments() const { return segments_; }

  // Symbols of .symtab, or of .dynsym when the file has no .symtab.
  std::vector<Symbol> symbols() const;

 private:
  void read_sections();
  void read_segments();

  const std::vector<uint8_t>& bytes_;
  std::string path_;
  uint16_t type_ = 0;
  isa::Arch arch_ = isa::Arch::Gfx1100;
  uint16_t machine_ = 0;
  std::vector<Section> sections_;
  std::vector<Segment> segments_;
};

}  // namespace cutlm::elf_file
