// The dispatch manifest: which kernel to run (a code object and its kernel name, or raw machine
// code with a descriptor written in the manifest), the grid, the buffers and the arguments.
//
// {"code": "k.hsaco", "kernel": "vmin",          or  "raw": "code.bin", "descriptor": {...},
//  "grid": [256, 1, 1], "block": [64, 1, 1],
//  "buffers": [{"name": "a", "size": 512, "init": {"file": "a.bin"}, "dump": "a.out.bin",
//               "expect": {"file": "a.ref.bin", "type": "f32", "ulp": 1}}],
//  "args": [{"buffer": "a"}, {"local": 1024}, {"u32": 7}, {"f32": 1.5}, {"u64": "0x10"}]}
//
// Paths are relative to the manifest's folder. Unknown keys are errors; every error is one line
// naming the file and the key path (buffers[1].expect.type), as schemas/manifest.schema.json
// nests them.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "loader/code_object.h"

namespace cutlm {

// The element types of typed values: expect, --print and fill.
enum class ElemType : uint8_t { U8, I8, U16, I16, U32, I32, U64, I64, F16, F32, F64 };

bool parse_elem_type(const std::string& name, ElemType* type);
const char* elem_type_name(ElemType type);
unsigned elem_size(ElemType type);
bool elem_is_float(ElemType type);
// "u8, i8, ..., f64": for error messages.
std::string elem_type_list();
// binary16 <-> double; to_half rounds to nearest even (overflow to infinity).
double half_to_double(uint16_t bits);
uint16_t double_to_half(double value);
// One element (its bits, little-endian, zero-extended) as the type: decimal integers, floats
// with enough digits to round-trip (%.5g f16, %.9g f32, %.17g f64), "nan", "inf", "-inf".
std::string format_element(ElemType type, uint64_t bits);

struct BufferInit {
  enum class Kind { Zero, File, Random, Fill } kind = Kind::Zero;
  std::string file;              // File: resolved path
  uint64_t seed = 0;             // Random: splitmix64 seed
  std::vector<uint8_t> pattern;  // Fill: little-endian bytes repeated over the buffer
};

// What a buffer must hold after the dispatch.
struct BufferExpect {
  bool present = false;
  ElemType type = ElemType::U32;
  std::string file;            // resolved path; empty when given as values
  std::vector<uint8_t> bytes;  // the expected contents, exactly the buffer's size
  enum class Tolerance { Exact, Ulp, Abs } tolerance = Tolerance::Exact;
  uint64_t ulp = 0;
  double abs = 0;
};

struct BufferSpec {
  std::string name;
  uint64_t size = 0;
  BufferInit init;
  std::string dump;  // as written in the manifest (relative); empty: not dumped
  BufferExpect expect;
  // A runtime's buffer (cutlm exec) sits at the address its program was given; 0 places it as
  // a manifest's buffer is placed.
  uint64_t address = 0;
};

struct ArgSpec {
  // buffer, local, u8, i8, u16, i16, f16, u32, i32, f32, u64, i64, f64; or raw (a runtime's
  // argument bytes as its program passed them, of any size and type)
  std::string key;
  std::string buffer;  // key "buffer": the buffer whose address is passed
  uint64_t buffer_offset = 0;
  // key "local": bytes of LDS each workgroup gets for a __local pointer argument (dynamic LDS,
  // after the kernel's own); the kernarg holds its 32-bit LDS address.
  uint32_t local_bytes = 0;
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
  // The target raw code is for (isa::find_target's name): a .s is assembled for it, a .bin's
  // words are its; an ELF object's EF_AMDGPU_MACH must agree.
  std::string arch = "gfx1100";
  KernelDescriptor descriptor;
  std::array<uint32_t, 3> grid{1, 1, 1};
  std::array<uint32_t, 3> block{1, 1, 1};
  std::vector<BufferSpec> buffers;
  std::vector<ArgSpec> args;
  // Accepted but deprecated forms, one line each ("PATH: KEY: ..."), for the command to print.
  std::vector<std::string> warnings;
  // A runtime's launch (cutlm exec): the code object it has loaded already (`code` and `kernel`
  // then only name it) and the dynamic LDS bytes the launch adds to the kernel's own.
  std::shared_ptr<const CodeObject> loaded;
  uint32_t dynamic_lds = 0;

  std::string resolve(const std::string& relative) const;
};

// Throws InputError "PATH: KEY: what is wrong" for any malformed or unknown entry.
Manifest load_manifest(const std::string& path);
Manifest parse_manifest(const std::string& text, const std::string& path);

// Every object the reader accepts and its keys, by path in the manifest: "" (the top level),
// "descriptor", "buffers[]", "buffers[].init", "buffers[].init.fill", "buffers[].expect",
// "args[]". The reader checks keys against these sets; the schema test compares them with
// schemas/manifest.schema.json.
const std::vector<std::pair<std::string, std::set<std::string>>>& manifest_keys();

// The bytes the "random" initialiser writes: successive splitmix64 outputs from `seed`, each
// little-endian, the last one cut to fit.
void fill_random(uint8_t* data, uint64_t size, uint64_t seed);

}  // namespace cutlm
