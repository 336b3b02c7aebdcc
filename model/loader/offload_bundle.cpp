// Code objects inside clang offload bundles (`__CLANG_OFFLOAD_BUNDLE__`, clang-offload-bundler's
// binary format) and inside the .hip_fatbin section of a host object or executable.
#include <cstring>
#include <string>
#include <vector>

#include "loader/code_object.h"
#include "loader/elf_view.h"
#include "support/errors.h"

namespace cutlm {
namespace {

using elf_file::ElfView;
using elf_file::hex;
using elf_file::load;

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

}  // namespace

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

}  // namespace cutlm
