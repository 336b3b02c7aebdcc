// Helpers the input fuzzers share: a private scratch folder, whole-file writes, and a checked
// invariant that aborts with a message (libFuzzer then keeps the input as a crash).
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace fuzz {

[[noreturn]] inline void fail(const char* target, const std::string& what) {
  std::fprintf(stderr, "%s: invariant broken: %s\n", target, what.c_str());
  std::abort();
}

// A folder of this process's own under $TMPDIR (or /tmp), made once.
inline const std::string& scratch_dir() {
  static const std::string dir = [] {
    const char* base = std::getenv("TMPDIR");
    std::string pattern =
        std::string(base != nullptr && *base ? base : "/tmp") + "/cutlm-fuzz-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data()) == nullptr) fail("fuzz", "mkdtemp failed");
    return std::string(buf.data());
  }();
  return dir;
}

inline void write_file(const std::string& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out) fail("fuzz", "cannot write " + path);
}

}  // namespace fuzz
