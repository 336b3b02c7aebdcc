#include "loader/listing.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <map>
#include <tuple>
#include <vector>

#include "isa/decoder.h"
#include "isa/disasm.h"

namespace cutlm {
namespace {

constexpr uint8_t kSttNotype = 0;
constexpr uint8_t kSttObject = 1;
constexpr uint8_t kSttFunc = 2;
constexpr uint8_t kSttSection = 3;
constexpr uint8_t kSttFile = 4;
constexpr uint8_t kSttCommon = 5;
constexpr uint16_t kShnAbs = 0xfff1;

struct Sym {
  uint64_t address = 0;
  std::string name;
  uint8_t type = 0;
};
using SymbolList = std::vector<Sym>;

// llvm-objdump's SymbolInfoTy order: address, then name, then type.
bool before(const Sym& a, const Sym& b) {
  return std::tie(a.address, a.name, a.type) < std::tie(b.address, b.name, b.type);
}

bool is_data(const Sym& s) { return s.type == kSttObject || s.type == kSttCommon; }

std::string hex_lower(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%" PRIx64, value);
  return buf;
}

// The last symbol at or below `target` in `list` (sorted), or null.
const Sym* last_at_or_below(const SymbolList& list, uint64_t target) {
  auto it = std::partition_point(list.begin(), list.end(),
                                 [&](const Sym& s) { return s.address <= target; });
  return it == list.begin() ? nullptr : &*(it - 1);
}

// llvm-objdump's dumpELFData: eight bytes a line, "%8x:" address, hex bytes, then the printable
// characters.
void dump_data(uint64_t section_address, const std::vector<uint8_t>& bytes, uint64_t index,
               uint64_t end, std::ostream& out) {
  for (uint64_t line = index; line < end; line += 8) {
    const uint64_t n = std::min<uint64_t>(8, end - line);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%8" PRIx64 ":", section_address + line);
    std::string text = buf;
    std::string ascii;
    for (uint64_t i = 0; i < n; ++i) {
      const uint8_t byte = bytes[line + i];
      std::snprintf(buf, sizeof buf, " %02x", byte);
      text += buf;
      ascii += (byte >= 0x20 && byte < 0x7f) ? static_cast<char>(byte) : '.';
    }
    text.append(3 * (8 - n) + 9, ' ');
    out << text << ascii << '\n';
  }
}

class Lister {
 public:
  Lister(const ElfContents& elf, bool wave64, std::ostream& out, std::ostream& warnings)
      : elf_(elf), wave64_(wave64), out_(out), warnings_(warnings) {
    // As llvm-objdump collects them: named symbols but section and file symbols, by section.
    for (const ElfContents::Symbol& s : elf.symbols) {
      if (s.name.empty() || s.type == kSttSection || s.type == kSttFile) continue;
      if (s.section == kShnAbs) {
        absolute_.push_back(Sym{s.value, s.name, s.type});
      } else if (s.section != 0 && s.section < elf.sections.size()) {
        by_section_[s.section].push_back(Sym{s.value, s.name, s.type});
      }
    }
    for (auto& entry : by_section_)
      std::stable_sort(entry.second.begin(), entry.second.end(), before);
    std::stable_sort(absolute_.begin(), absolute_.end(), before);
    for (std::size_t i = 0; i < elf.sections.size(); ++i) {
      section_addresses_.emplace_back(elf.sections[i].address, i);
    }
    std::stable_sort(section_addresses_.begin(), section_addresses_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
  }

  void section(std::size_t section_index, const std::string& only_symbol) {
    const ElfContents::Section& sec = elf_.sections[section_index];
    if (!sec.executable || sec.bytes.empty()) return;
    SymbolList& symbols = by_section_[section_index];
    if (!only_symbol.empty() && std::none_of(symbols.begin(), symbols.end(),
                                             [&](const Sym& s) { return s.name == only_symbol; })) {
      return;
    }
    // A section without a symbol at its start gets one named after it.
    if (symbols.empty() || symbols.front().address != sec.address) {
      symbols.insert(symbols.begin(), Sym{sec.address, sec.name, kSttFunc});
    }
    out_ << "\nDisassembly of section " << sec.name << ":\n";
    const uint64_t section_end = sec.address + sec.bytes.size();
    for (std::size_t si = 0; si < symbols.size();) {
      const std::size_t first = si;
      const uint64_t start = symbols[si].address;
      while (si < symbols.size() && symbols[si].address == start) ++si;
      uint64_t end = section_end;
      if (si < symbols.size()) end = std::min(end, symbols[si].address);
      if (start < sec.address || start >= end) continue;
      bool wanted = only_symbol.empty();
      bool data = true;
      const Sym* shown = &symbols[si - 1];
      for (std::size_t i = first; i < si; ++i) {
        if (symbols[i].name == only_symbol) wanted = true;
        if (!is_data(symbols[i])) {
          data = false;
          shown = &symbols[i];
        }
      }
      if (!wanted) continue;
      char buf[40];
      std::snprintf(buf, sizeof buf, "\n%016" PRIx64 " <", start);
      out_ << buf << shown->name << ">:\n";
      const uint64_t index = start - sec.address;
      const uint64_t stop = end - sec.address;
      if (data) {
        dump_data(sec.address, sec.bytes, index, stop, out_);
      } else {
        code(sec, symbols, index, stop);
      }
    }
  }

 private:
  void code(const ElfContents::Section& sec, const SymbolList& symbols, uint64_t index,
            uint64_t stop) {
    const std::vector<uint8_t>& bytes = sec.bytes;
    const BranchNamer namer = [&](uint64_t target) { return name_target(symbols, target); };
    while (index < stop) {
      // llvm-objdump shows a run of 8 or more zero bytes as "...", skipping whole words of it.
      uint64_t zeros = 0;
      while (index + zeros < stop && bytes[index + zeros] == 0) ++zeros;
      if (zeros >= 8) {
        out_ << "\t\t...\n";
        index += zeros & ~uint64_t{3};
        continue;
      }
      if (bytes.size() - index < 4) {
        warnings_ << "address 0x" << hex_lower(sec.address + index) << ": " << bytes.size() - index
                  << " trailing byte(s) are no whole instruction\n";
        return;
      }
      // An instruction may run past the next symbol, as in llvm-objdump, but not past the section.
      const DecodedInst d = decode(bytes.data() + index, bytes.size() - index, wave64_,
                                   DecodeMode::Disassemble, elf_.arch);
      out_ << disassemble_line(d, sec.address + index, wave64_, namer) << '\n';
      if (!d.valid() && d.error.find("cut off") != std::string::npos) {
        warnings_ << "address 0x" << hex_lower(sec.address + index) << ": " << d.error << '\n';
      }
      index += d.size_bytes();
    }
  }

  BranchTargetName name_target(const SymbolList& symbols, uint64_t target) const {
    BranchTargetName name;
    // The symbolizer: the first label (STT_NOTYPE) of this section at the target.
    for (const Sym& s : symbols) {
      if (s.address == target && s.type == kSttNotype) {
        name.operand = s.name;
        return name;
      }
    }
    // The comment: the nearest symbol at or below the target, in this section for a relocatable
    // object, else in the sections with the highest address at or below it (which need not
    // hold it), then among the absolute symbols.
    std::vector<const SymbolList*> candidates;
    if (elf_.relocatable) {
      candidates.push_back(&symbols);
    } else {
      auto it = std::partition_point(section_addresses_.begin(), section_addresses_.end(),
                                     [&](const auto& s) { return s.first <= target; });
      bool first = true;
      uint64_t address = 0;
      while (it != section_addresses_.begin()) {
        --it;
        if (first) address = it->first;
        first = false;
        if (it->first != address) break;
        auto found = by_section_.find(it->second);
        if (found != by_section_.end()) candidates.push_back(&found->second);
      }
    }
    candidates.push_back(&absolute_);
    for (const SymbolList* list : candidates) {
      const Sym* sym = last_at_or_below(*list, target);
      if (sym == nullptr) continue;
      name.comment = sym->name;
      if (target != sym->address) name.comment += "+0x" + hex_lower(target - sym->address);
      break;
    }
    return name;
  }

  const ElfContents& elf_;
  bool wave64_;
  std::ostream& out_;
  std::ostream& warnings_;
  std::map<std::size_t, SymbolList> by_section_;
  SymbolList absolute_;
  std::vector<std::pair<uint64_t, std::size_t>> section_addresses_;
};

}  // namespace

void write_listing(const ElfContents& elf, const std::string& shown_name, bool wave64,
                   const std::string& only_symbol, std::ostream& out, std::ostream& warnings) {
  out << '\n' << shown_name << ":\tfile format elf64-amdgpu\n";
  Lister lister(elf, wave64, out, warnings);
  for (std::size_t i = 0; i < elf.sections.size(); ++i) lister.section(i, only_symbol);
}

}  // namespace cutlm
