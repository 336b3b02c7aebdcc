// The NT_AMDGPU_METADATA note of a code object (msgpack; AMDGPUUsage "Code Object Metadata"):
// the kernel's argument layout, kernarg segment, wave size and printf formats.
#pragma once

#include <cstdint>

#include "loader/code_object.h"
#include "loader/elf_view.h"

namespace cutlm {

// Bounds on descriptor and metadata sizes, well above what real kernels use, so that a corrupt
// value is an error and not a multi-gigabyte allocation. The scratch bound matches the
// manifest's "scratch_bytes".
constexpr uint64_t kMaxKernargBytes = 1u << 20;
constexpr uint64_t kMaxScratchBytes = 1u << 20;

// Fills `object`'s metadata fields (has_metadata, args, kernarg segment, wave size, printf
// formats) for its kernel from the note, when the object has one; InputError naming the file
// and key for a malformed note or a value out of range.
void read_kernel_metadata(const elf_file::ElfView& elf, CodeObject& object);

}  // namespace cutlm
