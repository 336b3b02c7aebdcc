// libFuzzer target: arbitrary bytes through cutlm::decode and cutlm::disassemble, walked the way
// a disassembler walks a section, with the invariants every input must keep. The first byte
// chooses the generation (its value modulo the number of isa::Arch values: 0 gfx1100, 1
// gfx1200), so one corpus and one run cover every generation's tables.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "isa/decoder.h"
#include "isa/disasm.h"

namespace {

[[noreturn]] void fail(const char* what, std::size_t offset, const cutlm::DecodedInst& d,
                       bool wave64) {
  std::fprintf(stderr,
               "fuzz_decoder: invariant broken at offset %zu (%s, %s): %s (words %08X %08X "
               "%08X)\n",
               offset, cutlm::isa::arch_name(d.arch), wave64 ? "wave64" : "wave32", what,
               d.words[0], d.words[1], d.words[2]);
  std::abort();
}

// Every check sits where `wave64` names the wave size being walked.
#define FUZZ_CHECK(cond, offset, d)              \
  do {                                           \
    if (!(cond)) fail(#cond, offset, d, wave64); \
  } while (0)

uint32_t load_word(const uint8_t* p) {
  uint32_t w;
  std::memcpy(&w, p, 4);
  return w;
}

void check_text(const cutlm::DecodedInst& d, std::size_t offset, bool wave64) {
  const std::string text = cutlm::disassemble(d, wave64);
  FUZZ_CHECK(!text.empty(), offset, d);
  FUZZ_CHECK(text.find('\n') == std::string::npos, offset, d);
  FUZZ_CHECK(text.find('\0') == std::string::npos, offset, d);
  if (!d.valid()) {
    // As llvm-objdump: data, except the all-zero word, which LLVM names v_illegal.
    char expected[24];
    std::snprintf(expected, sizeof expected, ".long 0x%08x", d.words[0]);
    if (d.words[0] == 0) std::snprintf(expected, sizeof expected, "v_illegal");
    FUZZ_CHECK(text == expected, offset, d);
  }
  const std::string line = cutlm::disassemble_line(d, offset, wave64);
  FUZZ_CHECK(line.compare(0, text.size() + 1, "\t" + text) == 0, offset, d);
  char comment[32];
  std::snprintf(comment, sizeof comment, "// %012llX:", static_cast<unsigned long long>(offset));
  FUZZ_CHECK(line.find(comment) != std::string::npos, offset, d);
}

// One pass over the input in one wave size: decoding depends on it (lane-mask register pairs).
void walk(const uint8_t* data, std::size_t size, bool wave64, cutlm::isa::Arch arch) {
  std::size_t offset = 0;
  while (size - offset >= 4) {
    const std::size_t available = size - offset;  // exactly what is left: no read past the end
    const cutlm::DecodedInst d =
        cutlm::decode(data + offset, available, wave64, cutlm::DecodeMode::Disassemble, arch);
    // Decoded with the chosen generation's tables, never another's.
    FUZZ_CHECK(d.arch == arch, offset, d);
    if (d.valid()) FUZZ_CHECK(d.info->arch == arch, offset, d);
    const std::size_t step = d.size_bytes();
    FUZZ_CHECK(step >= 4 && step <= 12 && step % 4 == 0, offset, d);
    FUZZ_CHECK(step <= available, offset, d);
    FUZZ_CHECK(d.num_words >= 1 && d.num_words <= 3, offset, d);
    // An undecodable word is one word of data, as llvm-objdump prints it.
    FUZZ_CHECK(d.valid() || step == 4, offset, d);
    for (unsigned i = 0; i < d.num_words; ++i) {
      FUZZ_CHECK(d.words[i] == load_word(data + offset + 4 * i), offset, d);
    }
    if (d.valid()) FUZZ_CHECK(d.info->mnemonic != nullptr && d.info->mnemonic[0], offset, d);

    const cutlm::DecodedInst again =
        cutlm::decode(data + offset, available, wave64, cutlm::DecodeMode::Disassemble, arch);
    FUZZ_CHECK(again.info == d.info && again.num_words == d.num_words, offset, d);

    check_text(d, offset, wave64);
    offset += step;
  }
  // A tail of fewer than 4 bytes is no instruction, and must not be read beyond.
  const cutlm::DecodedInst tail =
      cutlm::decode(data + offset, size - offset, wave64, cutlm::DecodeMode::Disassemble, arch);
  FUZZ_CHECK(!tail.valid(), offset, tail);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto count = static_cast<unsigned>(cutlm::isa::Arch::Count);
  const auto arch = static_cast<cutlm::isa::Arch>(data[0] % count);
  walk(data + 1, size - 1, false, arch);
  walk(data + 1, size - 1, true, arch);
  return 0;
}
