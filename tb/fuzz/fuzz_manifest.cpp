// libFuzzer target: arbitrary text as a dispatch manifest, read relative to a scratch folder
// that holds the shipped kernels' code objects (CUTLM_FUZZ_DATA_DIR, copied in at start-up), a
// raw program and a buffer file, so that mutated seed manifests get through to the code object
// loader, the buffer set-up and the kernarg segment. An InputError is the expected answer to a
// bad manifest; anything else is a finding.
#include <dirent.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "dispatch/dispatch.h"
#include "fuzz_common.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "support/errors.h"

#ifndef CUTLM_FUZZ_DATA_DIR
#define CUTLM_FUZZ_DATA_DIR ""
#endif

namespace {

// Buffers beyond this many bytes in all are left unmapped: they are the user's to ask for, and
// allocating them would only measure the fuzzer's memory limit.
constexpr uint64_t kMaxBufferBytes = 16u << 20;

class NoGlobalMemory : public cutlm::GlobalAccess {
 public:
  bool read(uint64_t, void*, unsigned) override { return false; }
  bool write(uint64_t, const void*, unsigned) override { return false; }
  uint8_t* span(uint64_t, unsigned) override { return nullptr; }
};

void copy_data_files() {
  const std::string from = CUTLM_FUZZ_DATA_DIR;
  DIR* dir = from.empty() ? nullptr : opendir(from.c_str());
  if (dir == nullptr) return;
  while (const dirent* entry = readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.size() < 3 || name[0] == '.') continue;
    std::ifstream in(from + "/" + name, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    const std::string text = bytes.str();
    fuzz::write_file(fuzz::scratch_dir() + "/" + name, text.data(), text.size());
  }
  closedir(dir);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  cutlm::set_warning_sink(nullptr);
  copy_data_files();
  const uint32_t endpgm[] = {0xBF800000u, 0xBFB00000u};  // s_nop 0; s_endpgm
  fuzz::write_file(fuzz::scratch_dir() + "/code.bin", endpgm, sizeof endpgm);
  const uint8_t init[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  fuzz::write_file(fuzz::scratch_dir() + "/a.bin", init, sizeof init);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  cutlm::Manifest m;
  try {
    m = cutlm::parse_manifest(text, fuzz::scratch_dir() + "/m.json");
  } catch (const cutlm::InputError&) {
    return 0;
  }
  uint64_t total = 0;
  for (const cutlm::BufferSpec& b : m.buffers) total += b.size;
  if (total > kMaxBufferBytes) return 0;
  if (m.args.size() > m.buffers.size() + 64) return 0;
  try {
    const cutlm::Dispatch d(m);
    NoGlobalMemory global;
    d.make_workgroup(0, global);
  } catch (const cutlm::InputError&) {
  }
  return 0;
}
