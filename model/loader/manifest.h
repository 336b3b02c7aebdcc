// The dispatch manifest: which kernel to run (a code object and its kernel name, or raw machine
// code with a descriptor written in the manifest), the grid, the buffers and the arguments.
//
// {"code": "k.hsaco", "kernel": "vmin",          or  "raw": "code.bin", "descriptor": {...},
//  "grid": [256, 1, 1], "block": [64, 1, 1],
//  "buffers": [{"name": "a", "size": 512, "init": {"file": "a.bin"}, "dump": "a.out.bin"}],
//  "args": [{"buffer": "a"}, {"u32": 7}, {"f32": 1.5}, {"u64": "0x10"}]}
//
// Paths are relative to the manifest's folder. Unknown keys are errors; every error is one line
// naming the file and the key.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "loader/code_object.h"

namespace cutlm {

struct BufferInit {
  enum class Kind { Zero, File, Random, Fill } kind = Kind::Zero;
  std::string file;              // File: resolved path
  uint64_t seed = 0;             // Random: splitmix64 seed
  std::vector<uint8_t> pattern;  // Fill: little-endian bytes repeated over the buffer
};

struct BufferSpec {
  std::string name;
  uint64_t size = 0;
  BufferInit init;
  std::string dump;  // as written in the manifest (relative); empty: not dumped
};

struct ArgSpec {
  std::string key;     // buffer, u8, i8, u16, i16, f16, u32, i32, f32, u64, i64, f64
  std::string buffer;  // key "buffer": the buffer whose address is passed
  uint64_t buffer_offset = 0;
  std::vector<uint8_t> bytes;  // the value, little-endian, sizeof the type
  unsigned size() const { return key == "buffer" ? 8u : static_cast<unsigned>(bytes.size()); }
};

struct Manifest {
  std::string path;
  std::string folder;
  // A code object and kernel name, or raw code with the descriptor the manifest spells out.
  std::string code;  // resolved path; empty for raw
  std::string kernel;
  std::string raw;  // resolved path; empty for a code object
  KernelDescriptor descriptor;
  std::array<uint32_t, 3> grid{1, 1, 1};
  std::array<uint32_t, 3> block{1, 1, 1};
  std::vector<BufferSpec> buffers;
  std::vector<ArgSpec> args;

  std::string resolve(const std::string& relative) const;
};

// Throws InputError "PATH: KEY: what is wrong" for any malformed or unknown entry.
Manifest load_manifest(const std::string& path);
Manifest parse_manifest(const std::string& text, const std::string& path);

// The bytes the "random" initialiser writes: successive splitmix64 outputs from `seed`, each
// little-endian, the last one cut to fit.
void fill_random(uint8_t* data, uint64_t size, uint64_t seed);

}  // namespace cutlm
