// Device printf for HIP programs built for cutlm exec: `cutlm config --hip-cflags` selects
// clang-19's buffered printf (-mprintf-kind=buffered) and includes this header, which defines
// the __printf_alloc it calls and ROCm 5.2's device libraries (Debian's) lack. The frame goes
// into the kernel's hidden_printf_buffer (byte 72 of the implicit arguments in code object v5,
// clang-19's default), which starts with [u32 bytes used][u32 capacity]; the model prints the
// frames after the launch (model/dispatch/printf_buffer.h). A frame that does not fit gets a
// null pointer: that printf returns -1 and prints nothing.
#if defined(__HIP_DEVICE_COMPILE__) && !defined(CUTLM_HIP_PRINTF_H)
#define CUTLM_HIP_PRINTF_H

// Weak: several translation units linked for the device (-fgpu-rdc) share one.
typedef __attribute__((address_space(1))) char cutlm_global_char;
typedef __attribute__((address_space(1))) unsigned int cutlm_global_uint;
extern "C" __attribute__((weak, used, device)) cutlm_global_char* __printf_alloc(
    unsigned int bytes) {
  const __attribute__((address_space(4))) unsigned long* implicit_args =
      (const __attribute__((address_space(4))) unsigned long*)__builtin_amdgcn_implicitarg_ptr();
  cutlm_global_uint* header = (cutlm_global_uint*)implicit_args[9];
  if (header == 0) return 0;
  const unsigned int capacity = header[1];
  const unsigned int at = __atomic_fetch_add(&header[0], bytes, __ATOMIC_RELAXED);
  if (at > capacity || bytes > capacity - at) return 0;
  return (cutlm_global_char*)header + 8 + at;
}
#endif
