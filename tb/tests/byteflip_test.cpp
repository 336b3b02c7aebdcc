// Corrupt code objects through the whole command: shipped .hsaco files (and the relocatable
// .o) with random bytes flipped, each run by `cutlm dispatch` and `cutlm disasm`. Whatever the
// corruption, the command must end by itself with 0, 1 (model error) or 2 (input error): never
// a signal, never a hang, never an "internal error" (an exception no check caught). Seeded: a
// failure names the seed and variant, which rebuild the file.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "test_util.h"

namespace {

using cutlm_test::TempDir;

constexpr unsigned kSeed = 20261201;
constexpr int kVariants = 400;

struct Shipped {
  const char* object;    // in the build's kernels folder
  const char* manifest;  // the manifest that runs it
};
const Shipped kShipped[] = {
    {"saxpy_w32.hsaco", "saxpy_w32.json"},
    {"reduce_w64.hsaco", "reduce_w64.json"},
    {"branches_w32.hsaco", "branches_w32.json"},
    {"saxpy_w32.o", "saxpy_w32_relocatable.json"},
};

std::vector<uint8_t> read_bytes(const std::string& path) {
  const std::string text = cutlm_test::read_text(path);
  return std::vector<uint8_t>(text.begin(), text.end());
}

struct Outcome {
  int status = -1;  // as the shell reports it: 124 or 137 for a timeout, 128 + N for signal N
  std::string err;
};

// Runs a shell command under a hard timeout.
Outcome run_bounded(const std::string& command, const std::string& err_path) {
  const std::string full = "timeout -s KILL 20 " + command + " > /dev/null 2> " + err_path;
  const int raw = std::system(full.c_str());
  Outcome o;
  o.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + (WIFSIGNALED(raw) ? WTERMSIG(raw) : 0);
  o.err = cutlm_test::read_text(err_path);
  return o;
}

// Flips 1 to 4 bytes; the positions favour the places a loader reads: the ELF header, the
// program headers, notes, symbols and descriptors near the start, and the section headers at
// the end.
std::vector<uint8_t> flip(const std::vector<uint8_t>& good, std::mt19937_64& rng) {
  std::vector<uint8_t> bytes = good;
  const size_t size = bytes.size();
  const int count = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < count; ++i) {
    size_t at = 0;
    switch (rng() % 4) {
      case 0: at = rng() % 64; break;
      case 1: at = rng() % std::min<size_t>(size, 4096); break;
      case 2: at = size - 1 - rng() % std::min<size_t>(size, 1024); break;
      default: at = rng() % size; break;
    }
    bytes[at] ^= static_cast<uint8_t>(1 + rng() % 255);
  }
  return bytes;
}

TEST(ByteFlip, FlippedCodeObjectsNeverCrashOrHang) {
  TempDir dir;
  std::mt19937_64 rng(kSeed);
  std::vector<std::vector<uint8_t>> originals;
  std::vector<nlohmann::json> manifests;
  for (const Shipped& s : kShipped) {
    originals.push_back(read_bytes(std::string(CUTLM_KERNEL_DIR) + "/" + s.object));
    ASSERT_GT(originals.back().size(), 1024u) << s.object;
    nlohmann::json m = nlohmann::json::parse(
        cutlm_test::read_text(std::string(CUTLM_KERNEL_DIR) + "/" + s.manifest));
    m["grid"] = m["block"];  // one workgroup: each run stays short
    for (auto& b : m["buffers"]) {
      b.erase("dump");
      b.erase("expect");  // one workgroup leaves the expected results unwritten
    }
    manifests.push_back(m);
  }
  int statuses[3] = {0, 0, 0};
  for (int variant = 0; variant < kVariants; ++variant) {
    const size_t which = static_cast<size_t>(variant) % originals.size();
    const std::string object = dir.file(std::string("v") + (which == 3 ? ".o" : ".hsaco"));
    cutlm_test::write_bytes(object, flip(originals[which], rng));
    nlohmann::json m = manifests[which];
    m["code"] = object;
    cutlm_test::write_file(dir.file("m.json"), m.dump());
    const std::string bin = CUTLM_BINARY;
    const Outcome dispatch = run_bounded(
        bin + " dispatch -q --max-instructions 20000 " + dir.file("m.json"), dir.file("err"));
    const Outcome disasm = run_bounded(bin + " disasm " + object, dir.file("err"));
    for (const auto& [what, o] : {std::pair<const char*, Outcome>{"dispatch", dispatch},
                                  std::pair<const char*, Outcome>{"disasm", disasm}}) {
      const bool ok = (o.status == 0 || o.status == 1 || o.status == 2) &&
                      o.err.find("internal error") == std::string::npos;
      ASSERT_TRUE(ok) << what << " of variant " << variant << " (seed " << kSeed << ", from "
                      << kShipped[which].object << ") ended with status " << o.status << ": "
                      << o.err;
    }
    ++statuses[dispatch.status];
  }
  // Most flips hit code or padding and still run; some must reach the loader's checks.
  EXPECT_GT(statuses[0], 0);
  EXPECT_GT(statuses[2], 0);
  std::printf("dispatch exit statuses over %d variants: 0: %d, 1: %d, 2: %d\n", kVariants,
              statuses[0], statuses[1], statuses[2]);
}

}  // namespace
