#include "loader/kernel_metadata.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cutlm {
namespace {

constexpr uint32_t kNtAmdgpuMetadata = 32;
// msgpack nesting the metadata reader follows (real metadata nests 4 deep); nlohmann's msgpack
// reader recurses once per level, so a deeply nested note would overflow the stack.
constexpr unsigned kMaxMetadataDepth = 32;

// The msgpack blob of the NT_AMDGPU_METADATA note, or an empty vector.
std::vector<uint8_t> metadata_note(const elf_file::ElfView& elf) {
  for (const elf_file::ElfView::Section& s : elf.sections()) {
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
  DepthLimitedSax(nlohmann::json& root, const elf_file::ElfView& elf) : dom_(root), elf_(elf) {}
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
  const elf_file::ElfView& elf_;
  unsigned depth_ = 0;
};

// Typed reads of the metadata map; a value of the wrong type is an error naming the key.
class MetadataReader {
 public:
  MetadataReader(const elf_file::ElfView& elf, std::string kernel)
      : elf_(elf), kernel_(std::move(kernel)) {}

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
  const elf_file::ElfView& elf_;
  std::string kernel_;
};

}  // namespace

void read_kernel_metadata(const elf_file::ElfView& elf, CodeObject& object) {
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
    if (align > kMaxKernargBytes)
      r.fail(".kernarg_segment_align: " + elf_file::hex(align) + " is too large");
    object.kernarg_segment_align = static_cast<uint32_t>(align);
    const uint64_t wave = r.integer(k, ".wavefront_size", "");
    if (wave != 0 && wave != 32 && wave != 64) {
      r.fail(".wavefront_size: " + elf_file::hex(wave) + " is not 32 or 64");
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
                 (arg.name.empty() ? "" : " (" + arg.name + ")") + " offset " +
                 elf_file::hex(offset) + (offset > segment ? "" : " size " + elf_file::hex(size)) +
                 " outside the kernarg segment (size " + std::to_string(segment) + ")");
      }
      arg.offset = static_cast<uint32_t>(offset);
      arg.size = static_cast<uint32_t>(size);
      const uint64_t pointee_align = r.integer(a, ".pointee_align", where);
      if (pointee_align > 65536 || (pointee_align & (pointee_align - 1)) != 0) {
        r.fail(where + "pointee_align: " + elf_file::hex(pointee_align) +
               " is not a power of two up to 65536");
      }
      arg.pointee_align = static_cast<uint32_t>(pointee_align);
      object.args.push_back(arg);
    }
    return;
  }
}

}  // namespace cutlm
