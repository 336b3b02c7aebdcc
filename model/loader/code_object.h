// AMDHSA code objects: the kernel's descriptor (kernel_descriptor.h), its machine code and the
// argument layout from the code object's metadata note (kernel_metadata.cpp), out of an ELF
// file, an offload bundle or a host object's .hip_fatbin (offload_bundle.cpp). Layouts follow
// LLVM's AMDGPUUsage ("Kernel Descriptor", "Code Object Metadata").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "isa_tables.h"
#include "loader/kernel_descriptor.h"

namespace cutlm {

// One kernel argument as the metadata lays it out.
struct KernelArg {
  std::string name;
  std::string type_name;
  std::string value_kind;  // global_buffer, by_value, hidden_block_count_x, ...
  uint32_t offset = 0;
  uint32_t size = 0;
  uint32_t pointee_align = 0;  // dynamic_shared_pointer: the pointee's alignment (0: not given)
  bool hidden() const { return value_kind.compare(0, 7, "hidden_") == 0; }
};

struct CodeObject {
  std::string path;
  std::string kernel;
  // The bytes waves execute; pc p reads image[p]. A linked object's image is its loaded segments
  // at their virtual addresses (the dispatcher maps it read-only at global address 0 so that
  // s_getpc-relative data reads work); a relocatable object's image is the kernel's section.
  std::vector<uint8_t> image;
  bool image_is_loaded = false;
  // A linked object's writable loadable segments (where __device__ and __constant__ variables
  // live), as [address, address + size) ranges of the image, in address order.
  struct Range {
    uint64_t address = 0;
    uint64_t size = 0;
  };
  std::vector<Range> writable_ranges;
  uint64_t entry_pc = 0;
  KernelDescriptor descriptor;
  isa::Arch arch = isa::Arch::Gfx1100;  // the generation of EF_AMDGPU_MACH

  // From the NT_AMDGPU_METADATA note, when the object has one.
  bool has_metadata = false;
  std::vector<KernelArg> args;
  uint32_t kernarg_segment_size = 0;
  uint32_t kernarg_segment_align = 0;
  int metadata_wave_size = 0;
  // clang's buffered printf (-mprintf-kind=buffered): each format string by the low 64 bits of
  // its MD5, which a printf record names.
  struct PrintfFormat {
    uint64_t hash = 0;
    std::string format;
  };
  std::vector<PrintfFormat> printf_formats;
};

// Loads kernel `kernel` of an AMDHSA ELF (a linked .hsaco or a `-c` relocatable object), of a
// clang offload bundle, or of a host object or executable whose .hip_fatbin section holds one
// (see unwrap_offload_bundle). `kernel` is the symbol (`_Z6vscalePffj`), its demangled signature
// (`vscale(float*, float, unsigned int)`) or the plain name (`vscale`) when only one kernel has
// it; CodeObject::kernel is the symbol. Throws InputError naming the file and what is missing or
// malformed; an unknown or ambiguous name lists the kernels, demangled.
CodeObject load_code_object(const std::string& path, const std::string& kernel);
CodeObject load_code_object_bytes(const std::vector<uint8_t>& bytes, const std::string& path,
                                  const std::string& kernel);

// A code object taken out of a clang offload bundle (`__CLANG_OFFLOAD_BUNDLE__`, what
// `clang-19 -x hip --cuda-device-only` and hipcc write) or out of the .hip_fatbin section of a
// host ELF object or executable. The entry is hipv4/hip/openmp for amdgcn-amd-amdhsa, gfx1100
// first, else a gfx11 target with the same instruction set (check_elf_target warns about it).
// `bytes` that are neither are returned as they are with `label` = `path`. Otherwise `label` is
// "PATH, bundle entry ID" for messages; no usable entry or a malformed bundle is an InputError
// naming the file, what is wrong and, when there is no gfx1100 entry, the entries there are.
struct UnwrappedCodeObject {
  std::vector<uint8_t> bytes;
  std::string label;
};
UnwrappedCodeObject unwrap_offload_bundle(const std::vector<uint8_t>& bytes,
                                          const std::string& path);

// An AMDGPU ELF's sections and symbols as llvm-objdump reads them, for `cutlm disasm`'s listing.
struct ElfContents {
  struct Section {
    std::string name;
    uint64_t address = 0;
    bool executable = false;     // SHF_EXECINSTR
    std::vector<uint8_t> bytes;  // empty for SHT_NOBITS
  };
  struct Symbol {
    std::string name;
    uint64_t value = 0;
    uint64_t size = 0;
    uint16_t section = 0;  // index into `sections`, as in the ELF (0 and >= 0xff00: none)
    uint8_t type = 0;      // STT_NOTYPE 0, STT_OBJECT 1, STT_FUNC 2, STT_SECTION 3, ...
  };
  std::string label;  // the file, or "PATH, bundle entry ID"
  bool relocatable = false;
  isa::Arch arch = isa::Arch::Gfx1100;  // from EF_AMDGPU_MACH
  std::vector<Section> sections;        // every section header, in order
  std::vector<Symbol> symbols;          // .symtab, or .dynsym without one
};

// Reads `bytes` (an AMDGPU ELF, an offload bundle or a host ELF with .hip_fatbin, taking the
// entry load_code_object would take) for a listing; checks the target as `cutlm run` does. When
// `kernel` is not empty it is resolved as load_code_object resolves it and the symbol returned
// in `kernel_symbol`. Throws InputError naming the file.
ElfContents read_elf_contents(const std::vector<uint8_t>& bytes, const std::string& path,
                              const std::string& kernel, std::string* kernel_symbol);

// The demangled form of an ELF symbol (abi::__cxa_demangle), or the symbol when it is no
// mangled C++ name.
std::string demangle_symbol(const std::string& symbol);
// A kernel's name as a user writes it: the demangled function name without parameters or a
// template's return type (`_Z6vscalePffj` gives `vscale`), or the symbol of an extern "C" one.
std::string kernel_plain_name(const std::string& symbol);

}  // namespace cutlm
