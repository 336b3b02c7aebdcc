#include "loader/code_object.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>

#include "loader/program.h"
#include "support/errors.h"

namespace cutlm {
namespace {

// Bit fields of the descriptor's registers (AMDGPUUsage, kernel descriptor tables for GFX10-11).
struct Field {
  unsigned shift;
  unsigned width;
  uint32_t get(uint32_t word) const { return (word >> shift) & ((1u << width) - 1); }
  void set(uint32_t& word, uint32_t value) const {
    const uint32_t mask = ((1u << width) - 1) << shift;
    word = (word & ~mask) | ((value << shift) & mask);
  }
};
constexpr Field kVgprGranules{0, 6};
constexpr Field kRoundF32{12, 2};
constexpr Field kRoundF16F64{14, 2};
constexpr Field kDenormF32{16, 2};
constexpr Field kDenormF16F64{18, 2};
constexpr Field kDx10Clamp{21, 1};
constexpr Field kIeee{23, 1};
constexpr Field kPrivateSegment{0, 1};  // RSRC2
constexpr Field kUserSgprCount{1, 5};
constexpr Field kWorkgroupIdX{7, 1};
constexpr Field kWorkgroupInfo{10, 1};
constexpr Field kWorkitemIds{11, 2};
constexpr unsigned kWave32Bit = 10;  // kernel_code_properties

// The descriptor's denormal field: bit 0 keeps input denormals, bit 1 keeps output denormals.
DenormMode denorm_from_field(uint32_t value) {
  switch (value) {
    case 0: return DenormMode::Flush;
    case 1: return DenormMode::FlushOut;
    case 2: return DenormMode::FlushIn;
    default: return DenormMode::Preserve;
  }
}

uint32_t denorm_to_field(DenormMode mode) {
  switch (mode) {
    case DenormMode::Flush: return 0;
    case DenormMode::FlushOut: return 1;
    case DenormMode::FlushIn: return 2;
    case DenormMode::Preserve: return 3;
  }
  return 3;
}

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
  ElfView(const std::vector<uint8_t>& bytes, std::string path, bool check_target = true)
      : bytes_(bytes), path_(std::move(path)) {
    if (bytes_.size() < 64 || std::memcmp(bytes_.data(),
                                          "\x7f"
                                          "ELF",
                                          4) != 0) {
      fail("not an ELF file");
    }
    if (bytes_[4] != 2 || bytes_[5] != 1) fail("not a 64-bit little-endian ELF file");
    if (check_target) check_elf_target(bytes_, path_, /*require_hsa=*/true);
    type_ = read<uint16_t>(0x10, "the ELF header");
    machine_ = read<uint16_t>(0x12, "the ELF header");
    read_sections();
    read_segments();
  }

  [[noreturn]] void fail(const std::string& what) const { throw InputError(path_ + ": " + what); }

  template <typename T>
  T read(uint64_t offset, const char* what) const {
    if (offset > bytes_.size() || bytes_.size() - offset < sizeof(T)) {
      fail(std::string("malformed ELF: ") + what + " lies outside the file");
    }
    return load<T>(bytes_.data() + offset);
  }

  const uint8_t* span(uint64_t offset, uint64_t size, const char* what) const {
    if (offset > bytes_.size() || bytes_.size() - offset < size) {
      fail(std::string("malformed ELF: ") + what + " lies outside the file");
    }
    return bytes_.data() + offset;
  }

  uint16_t type() const { return type_; }
  uint16_t machine() const { return machine_; }
  const std::vector<Section>& sections() const { return sections_; }
  const std::vector<Segment>& segments() const { return segments_; }

  // Symbols of .symtab, or of .dynsym when the file has no .symtab.
  std::vector<Symbol> symbols() const {
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

 private:
  void read_sections() {
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

  void read_segments() {
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

  const std::vector<uint8_t>& bytes_;
  std::string path_;
  uint16_t type_ = 0;
  uint16_t machine_ = 0;
  std::vector<Section> sections_;
  std::vector<Segment> segments_;
};

constexpr uint32_t kNtAmdgpuMetadata = 32;
// The loaded image's bound. Real code objects are kilobytes to a few MiB; the executor's decode
// cache holds a 328-byte slot per instruction word of the image, so a corrupt 240 MiB segment
// size cost 12 GB before this bound came down from 256 MiB.
constexpr uint64_t kMaxImageBytes = 16ull << 20;
// Bounds on descriptor and metadata sizes, well above what real kernels use, so that a corrupt
// value is an error and not a multi-gigabyte allocation. The scratch bound matches the
// manifest's "scratch_bytes".
constexpr uint64_t kMaxKernargBytes = 1u << 20;
constexpr uint64_t kMaxScratchBytes = 1u << 20;
// msgpack nesting the metadata reader follows (real metadata nests 4 deep); nlohmann's msgpack
// reader recurses once per level, so a deeply nested note would overflow the stack.
constexpr unsigned kMaxMetadataDepth = 32;

std::string hex(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
  return buf;
}

// The msgpack blob of the NT_AMDGPU_METADATA note, or an empty vector.
std::vector<uint8_t> metadata_note(const ElfView& elf) {
  for (const ElfView::Section& s : elf.sections()) {
    if (s.type != 7 /*SHT_NOTE*/) continue;
    elf.span(s.offset, s.size, "a note section");  // so offset + size does not wrap
    uint64_t at = s.offset;
    const uint64_t end = s.offset + s.size;
    while (at + 12 <= end) {
      const uint32_t namesz = elf.read<uint32_t>(at, "a note");
      const uint32_t descsz = elf.read<uint32_t>(at + 4, "a note");
      const uint32_t type = elf.read<uint32_t>(at + 8, "a note");
      const uint64_t name_at = at + 12;
      const uint64_t desc_at = name_at + ((namesz + 3ull) & ~3ull);
      const uint8_t* name = elf.span(name_at, namesz, "a note name");
      const uint8_t* desc = elf.span(desc_at, descsz, "a note");
      if (type == kNtAmdgpuMetadata && namesz >= 6 && std::memcmp(name, "AMDGPU", 6) == 0) {
        return std::vector<uint8_t>(desc, desc + descsz);
      }
      at = desc_at + ((descsz + 3ull) & ~3ull);
    }
  }
  return {};
}

// nlohmann's DOM builder behind a nesting limit.
class DepthLimitedSax {
 public:
  DepthLimitedSax(nlohmann::json& root, const ElfView& elf) : dom_(root), elf_(elf) {}
  bool null() { return dom_.null(); }
  bool boolean(bool v) { return dom_.boolean(v); }
  bool number_integer(nlohmann::json::number_integer_t v) { return dom_.number_integer(v); }
  bool number_unsigned(nlohmann::json::number_unsigned_t v) { return dom_.number_unsigned(v); }
  bool number_float(nlohmann::json::number_float_t v, const std::string& s) {
    return dom_.number_float(v, s);
  }
  bool string(std::string& v) { return dom_.string(v); }
  bool binary(nlohmann::json::binary_t& v) { return dom_.binary(v); }
  bool start_object(std::size_t n) { return enter() && dom_.start_object(n); }
  bool key(std::string& k) { return dom_.key(k); }
  bool end_object() { return leave() && dom_.end_object(); }
  bool start_array(std::size_t n) { return enter() && dom_.start_array(n); }
  bool end_array() { return leave() && dom_.end_array(); }
  bool parse_error(std::size_t at, const std::string& token, const nlohmann::json::exception& e) {
    return dom_.parse_error(at, token, e);
  }

 private:
  bool enter() {
    if (++depth_ > kMaxMetadataDepth) {
      elf_.fail("malformed AMDGPU metadata note: nested more than " +
                std::to_string(kMaxMetadataDepth) + " levels deep");
    }
    return true;
  }
  bool leave() {
    --depth_;
    return true;
  }
  nlohmann::detail::json_sax_dom_parser<nlohmann::json> dom_;
  const ElfView& elf_;
  unsigned depth_ = 0;
};

// Typed reads of the metadata map; a value of the wrong type is an error naming the key.
class MetadataReader {
 public:
  MetadataReader(const ElfView& elf, std::string kernel) : elf_(elf), kernel_(std::move(kernel)) {}

  [[noreturn]] void fail(const std::string& what) const {
    elf_.fail("kernel " + kernel_ + ": metadata " + what);
  }

  // An integer; a negative one is kept as its 64-bit pattern, which every range check refuses.
  uint64_t integer(const nlohmann::json& map, const char* key, const std::string& where) const {
    const auto it = map.find(key);
    if (it == map.end()) return 0;
    if (it->is_number_unsigned()) return it->get<uint64_t>();
    if (it->is_number_integer()) return static_cast<uint64_t>(it->get<int64_t>());
    fail(where + key + ": expected an integer");
  }

  std::string text(const nlohmann::json& map, const char* key, const std::string& where) const {
    const auto it = map.find(key);
    if (it == map.end()) return std::string();
    if (!it->is_string()) fail(where + key + ": expected a string");
    return it->get<std::string>();
  }

 private:
  const ElfView& elf_;
  std::string kernel_;
};

void read_metadata(const ElfView& elf, CodeObject& object) {
  const std::vector<uint8_t> blob = metadata_note(elf);
  if (blob.empty()) return;
  nlohmann::json doc;
  try {
    DepthLimitedSax sax(doc, elf);
    if (!nlohmann::json::sax_parse(blob.begin(), blob.end(), &sax,
                                   nlohmann::json::input_format_t::msgpack)) {
      elf.fail("malformed AMDGPU metadata note");
    }
  } catch (const nlohmann::json::exception& e) {
    elf.fail(std::string("malformed AMDGPU metadata note: ") + e.what());
  }
  if (!doc.is_object()) elf.fail("malformed AMDGPU metadata note: not a map");
  // clang's buffered printf: "0:0:HASH,FORMAT" per format string (AMDGPUEmitPrintf).
  const auto printf_formats = doc.find("amdhsa.printf");
  if (printf_formats != doc.end() && printf_formats->is_array()) {
    for (const nlohmann::json& f : *printf_formats) {
      if (!f.is_string()) elf.fail("malformed AMDGPU metadata note: amdhsa.printf: not a string");
      const std::string text = f.get<std::string>();
      const size_t second = text.find(':', text.find(':') + 1);
      const size_t comma = text.find(',');
      if (second == std::string::npos || comma == std::string::npos || comma < second) {
        elf.fail("malformed AMDGPU metadata note: amdhsa.printf: \"" + text.substr(0, 60) +
                 "\" is not ID:SIZE:HASH,FORMAT");
      }
      CodeObject::PrintfFormat format;
      format.hash = std::strtoull(text.substr(second + 1, comma - second - 1).c_str(), nullptr, 16);
      format.format = text.substr(comma + 1);
      object.printf_formats.push_back(format);
    }
  }
  const auto kernels = doc.find("amdhsa.kernels");
  if (kernels == doc.end() || !kernels->is_array()) return;
  const MetadataReader r(elf, object.kernel);
  for (const nlohmann::json& k : *kernels) {
    if (!k.is_object()) continue;
    const auto name = k.find(".name");
    if (name == k.end() || !name->is_string() || name->get<std::string>() != object.kernel) {
      continue;
    }
    object.has_metadata = true;
    // The segment the dispatcher builds is the larger of the metadata's and the descriptor's.
    const uint64_t meta_size = r.integer(k, ".kernarg_segment_size", "");
    const uint64_t segment = std::max<uint64_t>(meta_size, object.descriptor.kernarg_size);
    if (segment > kMaxKernargBytes) {
      r.fail(".kernarg_segment_size: " + std::to_string(segment) +
             " bytes is more than cutlm's limit of " + std::to_string(kMaxKernargBytes));
    }
    object.kernarg_segment_size = static_cast<uint32_t>(meta_size);
    const uint64_t align = r.integer(k, ".kernarg_segment_align", "");
    if (align > kMaxKernargBytes) r.fail(".kernarg_segment_align: " + hex(align) + " is too large");
    object.kernarg_segment_align = static_cast<uint32_t>(align);
    const uint64_t wave = r.integer(k, ".wavefront_size", "");
    if (wave != 0 && wave != 32 && wave != 64) {
      r.fail(".wavefront_size: " + hex(wave) + " is not 32 or 64");
    }
    object.metadata_wave_size = static_cast<int>(wave);
    const auto args = k.find(".args");
    if (args == k.end()) return;
    if (!args->is_array()) r.fail(".args: expected an array");
    for (size_t i = 0; i < args->size(); ++i) {
      const nlohmann::json& a = (*args)[i];
      const std::string where = ".args[" + std::to_string(i) + "].";
      if (!a.is_object()) r.fail(where.substr(0, where.size() - 1) + ": expected a map");
      KernelArg arg;
      arg.name = r.text(a, ".name", where);
      arg.type_name = r.text(a, ".type_name", where);
      arg.value_kind = r.text(a, ".value_kind", where);
      const uint64_t offset = r.integer(a, ".offset", where);
      const uint64_t size = r.integer(a, ".size", where);
      // Checked here so that offset + size cannot wrap where the kernarg segment is filled.
      if (offset > segment || size > segment - offset) {
        elf.fail("kernel " + object.kernel + ": argument " + std::to_string(i) +
                 (arg.name.empty() ? "" : " (" + arg.name + ")") + " offset " + hex(offset) +
                 (offset > segment ? "" : " size " + hex(size)) +
                 " outside the kernarg segment (size " + std::to_string(segment) + ")");
      }
      arg.offset = static_cast<uint32_t>(offset);
      arg.size = static_cast<uint32_t>(size);
      const uint64_t pointee_align = r.integer(a, ".pointee_align", where);
      if (pointee_align > 65536 || (pointee_align & (pointee_align - 1)) != 0) {
        r.fail(where + "pointee_align: " + hex(pointee_align) +
               " is not a power of two up to 65536");
      }
      arg.pointee_align = static_cast<uint32_t>(pointee_align);
      object.args.push_back(arg);
    }
    return;
  }
}

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

constexpr char kBundleMagic[] = "__CLANG_OFFLOAD_BUNDLE__";
constexpr uint64_t kBundleMagicSize = sizeof kBundleMagic - 1;
constexpr char kCompressedBundleMagic[] = "CCOB";

bool starts_with_bytes(const uint8_t* data, uint64_t size, const char* magic, uint64_t length) {
  return size >= length && std::memcmp(data, magic, length) == 0;
}

// An entry ID as it may be shown: printable ASCII, at most 100 characters.
std::string printable_id(const std::string& id) {
  std::string out;
  for (char c : id.substr(0, 100)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return id.size() > 100 ? out + "..." : out;
}

struct BundleEntry {
  std::string id;
  uint64_t offset = 0;  // from the bundle's first byte
  uint64_t size = 0;
};

// The entries of the uncompressed bundle at data[0, size): the magic, a u64 entry count, then
// per entry u64 offset, u64 size, u64 ID length and the ID (clang-offload-bundler's binary
// format). Every entry's data is checked to lie inside the bundle.
std::vector<BundleEntry> read_bundle(const uint8_t* data, uint64_t size, const std::string& where) {
  const auto fail = [&](const std::string& what) -> void {
    throw InputError(where + ": malformed offload bundle: " + what);
  };
  const auto u64 = [&](uint64_t at, const char* what) {
    if (at > size || size - at < 8) fail(std::string(what) + " lies outside the bundle");
    return load<uint64_t>(data + at);
  };
  const uint64_t count = u64(kBundleMagicSize, "the entry count");
  uint64_t at = kBundleMagicSize + 8;
  // Each entry takes at least 24 bytes of header, which bounds a corrupt count.
  if (count > (size - at) / 24) fail("entry count " + std::to_string(count) + " is too large");
  std::vector<BundleEntry> entries;
  for (uint64_t i = 0; i < count; ++i) {
    const std::string which = "entry " + std::to_string(i);
    BundleEntry e;
    e.offset = u64(at, "an entry header");
    e.size = u64(at + 8, "an entry header");
    const uint64_t id_size = u64(at + 16, "an entry header");
    at += 24;
    if (id_size > size - at) fail(which + ": its ID lies outside the bundle");
    e.id.assign(reinterpret_cast<const char*>(data + at), id_size);
    at += id_size;
    if (e.offset > size || e.size > size - e.offset) {
      fail(which + " (" + printable_id(e.id) + "): offset " + hex(e.offset) + " size " +
           hex(e.size) + " lies outside the bundle (" + std::to_string(size) + " bytes)");
    }
    entries.push_back(e);
  }
  return entries;
}

// The processor of an entry ID "KIND-ARCH-VENDOR-OS-ENV-TARGETID" for amdgcn-amd-amdhsa with
// kind hip, hipv4 or openmp ("gfx1100" of "hipv4-amdgcn-amd-amdhsa--gfx1100:xnack-"), else "".
std::string amdgcn_processor(const std::string& id) {
  const size_t dash = id.find('-');
  if (dash == std::string::npos) return "";
  const std::string kind = id.substr(0, dash);
  if (kind != "hip" && kind != "hipv4" && kind != "openmp") return "";
  if (id.compare(dash + 1, 17, "amdgcn-amd-amdhsa") != 0) return "";
  // The target ID follows the triple's last '-'; its features ("xnack-") may hold '-' too.
  const size_t colon = id.find(':');
  const size_t last = id.rfind('-', colon == std::string::npos ? std::string::npos : colon);
  if (last == std::string::npos || last < dash + 18) return "";
  return id.substr(last + 1, colon == std::string::npos ? std::string::npos : colon - last - 1);
}

// The bundle's gfx1100 entry, else one of a gfx11 target with gfx1100's instruction set.
UnwrappedCodeObject pick_entry(const uint8_t* data, uint64_t size, const std::string& path,
                               const std::string& container) {
  if (starts_with_bytes(data, size, kCompressedBundleMagic, 4)) {
    throw InputError(path + ": " + container +
                     "is a compressed offload bundle (CCOB), which cutlm does not read; "
                     "unbundle it with clang-offload-bundler-19 --unbundle --type=o "
                     "--targets=hipv4-amdgcn-amd-amdhsa--gfx1100 --input=IN --output=OUT");
  }
  const std::vector<BundleEntry> entries = read_bundle(data, size, path);
  const BundleEntry* best = nullptr;
  for (const char* wanted : {"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx11-generic"}) {
    for (const BundleEntry& e : entries) {
      if (amdgcn_processor(e.id) == wanted) {
        best = &e;
        break;
      }
    }
    if (best != nullptr) break;
  }
  if (best == nullptr) {
    std::string ids;
    for (size_t i = 0; i < entries.size() && i < 16; ++i) {
      ids += (i == 0 ? "" : ", ") + printable_id(entries[i].id);
    }
    if (entries.size() > 16) ids += ", and " + std::to_string(entries.size() - 16) + " more";
    throw InputError(path + ": " + container +
                     "the offload bundle has no entry for gfx1100 or a gfx11 target with its "
                     "instruction set (entries: " +
                     (ids.empty() ? "none" : ids) + ")");
  }
  const std::string label = path + ", bundle entry " + printable_id(best->id);
  if (best->size == 0) throw InputError(label + ": the entry is empty");
  UnwrappedCodeObject out;
  out.bytes.assign(data + best->offset, data + best->offset + best->size);
  out.label = label;
  return out;
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

unsigned user_sgpr_width(UserSgpr which) {
  switch (which) {
    case UserSgpr::PrivateSegmentBuffer: return 4;
    case UserSgpr::PrivateSegmentSize: return 1;
    default: return 2;
  }
}

const char* user_sgpr_name(UserSgpr which) {
  switch (which) {
    case UserSgpr::PrivateSegmentBuffer: return "private_segment_buffer";
    case UserSgpr::DispatchPtr: return "dispatch_ptr";
    case UserSgpr::QueuePtr: return "queue_ptr";
    case UserSgpr::KernargSegmentPtr: return "kernarg_ptr";
    case UserSgpr::DispatchId: return "dispatch_id";
    case UserSgpr::FlatScratchInit: return "flat_scratch_init";
    case UserSgpr::PrivateSegmentSize: return "private_segment_size";
    case UserSgpr::Count: break;
  }
  return "?";
}

KernelDescriptor KernelDescriptor::parse(const uint8_t* bytes) {
  KernelDescriptor d;
  d.group_segment_fixed_size = load<uint32_t>(bytes + 0);
  d.private_segment_fixed_size = load<uint32_t>(bytes + 4);
  d.kernarg_size = load<uint32_t>(bytes + 8);
  d.entry_offset = load<int64_t>(bytes + 16);
  d.rsrc3 = load<uint32_t>(bytes + 44);
  d.rsrc1 = load<uint32_t>(bytes + 48);
  d.rsrc2 = load<uint32_t>(bytes + 52);
  d.code_properties = load<uint16_t>(bytes + 56);
  d.kernarg_preload = load<uint16_t>(bytes + 58);
  return d;
}

std::vector<uint8_t> KernelDescriptor::encode() const {
  std::vector<uint8_t> bytes(kSize, 0);
  store(bytes.data() + 0, group_segment_fixed_size);
  store(bytes.data() + 4, private_segment_fixed_size);
  store(bytes.data() + 8, kernarg_size);
  store(bytes.data() + 16, entry_offset);
  store(bytes.data() + 44, rsrc3);
  store(bytes.data() + 48, rsrc1);
  store(bytes.data() + 52, rsrc2);
  store(bytes.data() + 56, code_properties);
  store(bytes.data() + 58, kernarg_preload);
  return bytes;
}

int KernelDescriptor::wave_size() const { return (code_properties >> kWave32Bit & 1) ? 32 : 64; }

unsigned KernelDescriptor::vgpr_count() const {
  return (kVgprGranules.get(rsrc1) + 1) * (wave_size() == 32 ? 8 : 4);
}

Mode KernelDescriptor::mode() const {
  Mode m;
  m.round_f32 = static_cast<RoundMode>(kRoundF32.get(rsrc1));
  m.round_f16_f64 = static_cast<RoundMode>(kRoundF16F64.get(rsrc1));
  m.denorm_f32 = denorm_from_field(kDenormF32.get(rsrc1));
  m.denorm_f16_f64 = denorm_from_field(kDenormF16F64.get(rsrc1));
  m.dx10_clamp = kDx10Clamp.get(rsrc1) != 0;
  m.ieee = kIeee.get(rsrc1) != 0;
  return m;
}

unsigned KernelDescriptor::user_sgpr_count() const { return kUserSgprCount.get(rsrc2); }

bool KernelDescriptor::user_sgpr(UserSgpr which) const {
  return (code_properties >> static_cast<unsigned>(which) & 1) != 0;
}

unsigned KernelDescriptor::enabled_user_sgprs() const {
  unsigned count = 0;
  for (unsigned i = 0; i < static_cast<unsigned>(UserSgpr::Count); ++i) {
    const UserSgpr which = static_cast<UserSgpr>(i);
    if (user_sgpr(which)) count += user_sgpr_width(which);
  }
  return count;
}

bool KernelDescriptor::workgroup_id(int dim) const {
  return (rsrc2 >> (kWorkgroupIdX.shift + static_cast<unsigned>(dim)) & 1) != 0;
}

bool KernelDescriptor::workgroup_info() const { return kWorkgroupInfo.get(rsrc2) != 0; }

bool KernelDescriptor::private_segment_wave_offset() const {
  return kPrivateSegment.get(rsrc2) != 0;
}

unsigned KernelDescriptor::workitem_id_dims() const {
  return std::min(3u, kWorkitemIds.get(rsrc2) + 1);
}

void KernelDescriptor::set_wave_size(int size) {
  if (size == 32)
    code_properties = static_cast<uint16_t>(code_properties | (1u << kWave32Bit));
  else
    code_properties = static_cast<uint16_t>(code_properties & ~(1u << kWave32Bit));
}

void KernelDescriptor::set_vgpr_count(unsigned count) {
  const unsigned granule = wave_size() == 32 ? 8 : 4;
  const unsigned granules = std::max(1u, (count + granule - 1) / granule);
  kVgprGranules.set(rsrc1, granules - 1);
}

void KernelDescriptor::set_mode(const Mode& m) {
  kRoundF32.set(rsrc1, static_cast<uint32_t>(m.round_f32));
  kRoundF16F64.set(rsrc1, static_cast<uint32_t>(m.round_f16_f64));
  kDenormF32.set(rsrc1, denorm_to_field(m.denorm_f32));
  kDenormF16F64.set(rsrc1, denorm_to_field(m.denorm_f16_f64));
  kDx10Clamp.set(rsrc1, m.dx10_clamp ? 1 : 0);
  kIeee.set(rsrc1, m.ieee ? 1 : 0);
}

void KernelDescriptor::set_user_sgpr(UserSgpr which, bool on) {
  const uint16_t bit = static_cast<uint16_t>(1u << static_cast<unsigned>(which));
  code_properties = static_cast<uint16_t>(on ? code_properties | bit : code_properties & ~bit);
}

void KernelDescriptor::set_user_sgpr_count(unsigned count) { kUserSgprCount.set(rsrc2, count); }

void KernelDescriptor::set_workgroup_id(int dim, bool on) {
  const Field f{kWorkgroupIdX.shift + static_cast<unsigned>(dim), 1};
  f.set(rsrc2, on ? 1 : 0);
}

void KernelDescriptor::set_workgroup_info(bool on) { kWorkgroupInfo.set(rsrc2, on ? 1 : 0); }

void KernelDescriptor::set_private_segment_wave_offset(bool on) {
  kPrivateSegment.set(rsrc2, on ? 1 : 0);
}

void KernelDescriptor::set_workitem_id_dims(unsigned dims) {
  kWorkitemIds.set(rsrc2, std::max(1u, std::min(dims, 3u)) - 1);
}

CodeObject load_code_object_bytes(const std::vector<uint8_t>& bytes, const std::string& path,
                                  const std::string& kernel) {
  const UnwrappedCodeObject code = unwrap_offload_bundle(bytes, path);
  // Checks the target: gfx1100 or the same instruction set.
  const ElfView elf(code.bytes, code.label);
  CodeObject object;
  object.path = path;
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
  read_metadata(elf, object);
  return object;
}

UnwrappedCodeObject unwrap_offload_bundle(const std::vector<uint8_t>& bytes,
                                          const std::string& path) {
  if (starts_with_bytes(bytes.data(), bytes.size(), kBundleMagic, kBundleMagicSize) ||
      starts_with_bytes(bytes.data(), bytes.size(), kCompressedBundleMagic, 4)) {
    return pick_entry(bytes.data(), bytes.size(), path, "");
  }
  // A host object or executable (hipcc, clang-19 -x hip without --cuda-device-only) carries the
  // bundle in .hip_fatbin; an AMDGPU object is taken as it is.
  if (bytes.size() >= 64 &&
      std::memcmp(bytes.data(),
                  "\x7f"
                  "ELF",
                  4) == 0 &&
      bytes[4] == 2 && bytes[5] == 1 && load<uint16_t>(bytes.data() + 0x12) != 224 /*EM_AMDGPU*/) {
    const ElfView host(bytes, path, /*check_target=*/false);
    for (const ElfView::Section& s : host.sections()) {
      if (s.name != ".hip_fatbin" || s.type == 8 /*SHT_NOBITS*/) continue;
      const uint8_t* data = host.span(s.offset, s.size, "the .hip_fatbin section");
      if (!starts_with_bytes(data, s.size, kBundleMagic, kBundleMagicSize) &&
          !starts_with_bytes(data, s.size, kCompressedBundleMagic, 4)) {
        host.fail(".hip_fatbin holds no offload bundle");
      }
      return pick_entry(data, s.size, path, ".hip_fatbin: ");
    }
    throw InputError(path + ": not an AMDGPU object (e_machine " +
                     std::to_string(load<uint16_t>(bytes.data() + 0x12)) +
                     ", expected EM_AMDGPU 224) and no .hip_fatbin section with device code; "
                     "cutlm models gfx1100");
  }
  return UnwrappedCodeObject{bytes, path};
}

ElfContents read_elf_contents(const std::vector<uint8_t>& bytes, const std::string& path,
                              const std::string& kernel, std::string* kernel_symbol) {
  const UnwrappedCodeObject code = unwrap_offload_bundle(bytes, path);
  // Any AMDGPU object (llvm-mc output too), not only AMDHSA ones: the target check of `run`.
  const ElfView elf(code.bytes, code.label, /*check_target=*/false);
  check_elf_target(code.bytes, code.label, /*require_hsa=*/false);
  ElfContents out;
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
