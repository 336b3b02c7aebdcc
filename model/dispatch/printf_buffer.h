// Device printf as clang-19 lowers it with -mprintf-kind=buffered (LLVM's AMDGPUEmitPrintf): the
// kernel asks __printf_alloc for a frame in the buffer its hidden_printf_buffer argument names
// and writes [control dword: frame size << 2 | constant format << 1 | stderr][the format's MD5
// (low 64 bits) or the format itself][arguments: 8 bytes each (integers zero-extended, floats
// as doubles), strings inline, NUL-terminated, padded to 8]. The buffer this model hands out
// starts with [u32 bytes used][u32 capacity], which include/cutlm/hip_printf.h's
// __printf_alloc keeps.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "loader/code_object.h"

namespace cutlm {

constexpr uint32_t kPrintfBufferHeader = 8;

struct PrintfOutput {
  std::string stdout_text;
  std::string stderr_text;
  // Lines about what could not be printed: a full buffer, an unknown format, a cut frame.
  std::vector<std::string> problems;
};

// The printf output of a buffer of `size` bytes, the formats from the code object's metadata.
PrintfOutput decode_printf_buffer(const uint8_t* data, uint64_t size,
                                  const std::vector<CodeObject::PrintfFormat>& formats);

// One printf: `format` with its arguments read from [args, args + size).
std::string format_printf(const std::string& format, const uint8_t* args, uint64_t size,
                          bool* complete);

}  // namespace cutlm
