// libFuzzer target: arbitrary bytes as an AMDHSA code object through the loader (ELF headers,
// sections, symbols, notes, msgpack metadata, kernel descriptor) and, when it loads, through
// what a dispatch does with it (kernarg segment from the metadata's argument layout, dispatch
// packet, initial wave state), and its code through the decoder of the generation the ELF names
// (gfx1100 or gfx1200: the seeds hold both). An InputError is the expected answer to a bad file;
// any other exception, a sanitizer report or a broken invariant is a finding.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dispatch/dispatch.h"
#include "fuzz_common.h"
#include "isa/decoder.h"
#include "loader/code_object.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "support/errors.h"

namespace {

// The shipped kernels' names (the seed corpus) and the tests' "k".
const char* const kKernels[] = {"saxpy",    "vmin",        "classify", "reduce",
                                "branches", "integer_mix", "k"};

class NoGlobalMemory : public cutlm::GlobalAccess {
 public:
  bool read(uint64_t, void*, unsigned) override { return false; }
  bool write(uint64_t, const void*, unsigned) override { return false; }
  uint8_t* span(uint64_t, unsigned) override { return nullptr; }
};

void check_object(const cutlm::CodeObject& o) {
  if (o.entry_pc >= o.image.size()) fuzz::fail("fuzz_code_object", "entry pc outside the image");
  const uint64_t segment = std::max<uint64_t>(o.kernarg_segment_size, o.descriptor.kernarg_size);
  for (const cutlm::KernelArg& a : o.args) {
    if (uint64_t{a.offset} + a.size > segment) {
      fuzz::fail("fuzz_code_object", "an argument outside the kernarg segment was accepted");
    }
  }
}

// The kernel's first instructions as the executor decodes them, with the tables of the object's
// generation: every word stays inside the image and is decoded by that generation.
void decode_code(const cutlm::CodeObject& o) {
  const std::size_t end = std::min<std::size_t>(o.image.size(), o.entry_pc + 4096);
  for (std::size_t pc = o.entry_pc; pc + 4 <= end;) {
    const cutlm::DecodedInst d =
        cutlm::decode(o.image.data() + pc, end - pc, false, cutlm::DecodeMode::Execute, o.arch);
    if (d.arch != o.arch || (d.valid() && d.info->arch != o.arch)) {
      fuzz::fail("fuzz_code_object", "the code was decoded with another generation's tables");
    }
    const std::size_t step = d.size_bytes();
    if (step < 4 || step > end - pc) fuzz::fail("fuzz_code_object", "a decode left the image");
    pc += step;
  }
}

// A dispatch of the loaded kernel, the manifest's arguments shaped as the metadata asks.
void dispatch(const std::vector<uint8_t>& bytes, const std::string& kernel,
              const cutlm::CodeObject& object) {
  const std::string& dir = fuzz::scratch_dir();
  cutlm::Manifest m;
  m.path = dir + "/m.json";
  m.folder = dir;
  m.code = dir + "/fuzz.hsaco";
  m.kernel = kernel;
  m.grid = {130, 2, 1};  // partial workgroups in x
  m.block = {64, 1, 1};
  cutlm::BufferSpec buffer;
  buffer.name = "b";
  buffer.size = 256;
  m.buffers.push_back(buffer);
  for (const cutlm::KernelArg& a : object.args) {
    if (a.hidden()) continue;
    cutlm::ArgSpec arg;
    if (a.size == 8 && a.value_kind == "global_buffer") {
      arg.key = "buffer";
      arg.buffer = "b";
    } else {
      arg.key = "u32";
      arg.bytes.assign(a.size, 0x5a);
    }
    m.args.push_back(arg);
  }
  fuzz::write_file(m.code, bytes.data(), bytes.size());
  try {
    const cutlm::Dispatch d(m);
    if (d.kernarg().size() < object.kernarg_segment_size) {
      fuzz::fail("fuzz_code_object", "kernarg segment smaller than the metadata's");
    }
    NoGlobalMemory global;
    d.make_workgroup(0, global);
    d.make_workgroup(d.workgroup_count() - 1, global);
  } catch (const cutlm::InputError&) {
    // e.g. a descriptor asking for more LDS than a workgroup has
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  cutlm::set_warning_sink(nullptr);  // gfx1101 objects warn on every load
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::vector<uint8_t> bytes(data, data + size);
  for (const char* kernel : kKernels) {
    try {
      const cutlm::CodeObject o = cutlm::load_code_object_bytes(bytes, "fuzz.hsaco", kernel);
      check_object(o);
      decode_code(o);
      dispatch(bytes, kernel, o);
      return 0;
    } catch (const cutlm::InputError& e) {
      // Only a missing kernel makes the next name worth a try.
      if (std::string(e.what()).find("not found (no symbol") == std::string::npos) return 0;
    }
  }
  return 0;
}
