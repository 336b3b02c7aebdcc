// OpenCL C work-item functions and barrier for gfx1100 kernels built without the ROCm device
// libraries (clang-19 -nogpulib). Include it first in a .cl file:
//
//   clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 \
//            -I include k.cl -o k.hsaco
//
// Everything is defined on clang's __builtin_amdgcn_* builtins and the HSA dispatch packet
// (hsa_kernel_dispatch_packet_t: workgroup_size_x/y/z as u16 at byte 4, grid_size_x/y/z as u32
// at byte 12), which cutlm dispatch writes for every launch.
//
// clang declares the OpenCL built-ins itself (they are left undefined without the device
// libraries), so the names below are macros over cutlm_* functions: a definition with the
// builtin's own name would clash with clang's declaration.
//
// Also OpenCL 1.x's atomic_* functions (atom_* too), on clang's __atomic builtins.
//
// Limits: get_global_offset is always 0 (cutlm has no global offset); get_local_size is the
// enqueued size also in a last, partial workgroup.
#ifndef CUTLM_OPENCL_H
#define CUTLM_OPENCL_H

#ifndef __OPENCL_C_VERSION__
#error "cutlm/opencl.h is for OpenCL C (clang-19 -x cl); use cutlm/hip.h for HIP"
#endif

static inline __attribute__((always_inline)) uint cutlm_local_id(uint dim) {
  return dim == 0u   ? __builtin_amdgcn_workitem_id_x()
         : dim == 1u ? __builtin_amdgcn_workitem_id_y()
         : dim == 2u ? __builtin_amdgcn_workitem_id_z()
                     : 0u;
}

static inline __attribute__((always_inline)) uint cutlm_group_id(uint dim) {
  return dim == 0u   ? __builtin_amdgcn_workgroup_id_x()
         : dim == 1u ? __builtin_amdgcn_workgroup_id_y()
         : dim == 2u ? __builtin_amdgcn_workgroup_id_z()
                     : 0u;
}

// Out-of-range dimensions give 1, as OpenCL specifies for the size queries.
static inline __attribute__((always_inline)) uint cutlm_local_size(uint dim) {
  const __constant ushort* packet = (const __constant ushort*)__builtin_amdgcn_dispatch_ptr();
  return dim < 3u ? packet[2 + dim] : 1u;
}

static inline __attribute__((always_inline)) uint cutlm_global_size(uint dim) {
  const __constant uint* packet = (const __constant uint*)__builtin_amdgcn_dispatch_ptr();
  return dim < 3u ? packet[3 + dim] : 1u;
}

static inline __attribute__((always_inline)) uint cutlm_num_groups(uint dim) {
  const uint size = cutlm_local_size(dim);
  return (cutlm_global_size(dim) + size - 1u) / size;
}

static inline __attribute__((always_inline)) uint cutlm_work_dim(void) {
  const __constant ushort* packet = (const __constant ushort*)__builtin_amdgcn_dispatch_ptr();
  return packet[1] & 3u;  // setup: dimensions in bits 0-1
}

// The fences make LDS and global writes before the barrier visible to the workgroup after it.
static inline __attribute__((always_inline)) void cutlm_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#define get_local_id(dim) ((size_t)cutlm_local_id(dim))
#define get_group_id(dim) ((size_t)cutlm_group_id(dim))
#define get_local_size(dim) ((size_t)cutlm_local_size(dim))
#define get_enqueued_local_size(dim) ((size_t)cutlm_local_size(dim))
#define get_global_size(dim) ((size_t)cutlm_global_size(dim))
#define get_num_groups(dim) ((size_t)cutlm_num_groups(dim))
#define get_global_offset(dim) ((size_t)0)
#define get_work_dim() cutlm_work_dim()
#define get_global_id(dim) \
  ((size_t)cutlm_group_id(dim) * cutlm_local_size(dim) + cutlm_local_id(dim))
#define barrier(flags) cutlm_barrier()
#define work_group_barrier(flags) cutlm_barrier()

// OpenCL 1.x atomic functions (and their cl_khr_*_atomics names atom_*) on int and uint, and
// the 64-bit ones of cl_khr_int64_*_atomics on long and ulong, in __global and __local memory
// (and generic pointers in OpenCL C 2.0): each returns the old value, relaxed, as OpenCL
// defines them. atomic_xchg also takes float.
#define CUTLM_ATOMIC_FN static inline __attribute__((overloadable, always_inline))
#define CUTLM_ATOMIC_SPACE(AS, T)                                                       \
  CUTLM_ATOMIC_FN T cutlm_atomic_add(volatile AS T* p, T v) {                           \
    return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_sub(volatile AS T* p, T v) {                           \
    return __atomic_fetch_sub(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_xchg(volatile AS T* p, T v) {                          \
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);                                 \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_inc(volatile AS T* p) {                                \
    return __atomic_fetch_add(p, (T)1, __ATOMIC_RELAXED);                               \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_dec(volatile AS T* p) {                                \
    return __atomic_fetch_sub(p, (T)1, __ATOMIC_RELAXED);                               \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_cmpxchg(volatile AS T* p, T cmp, T v) {                \
    /* On failure cmp receives the old value; on success it is the old value. */        \
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                         \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_min(volatile AS T* p, T v) {                           \
    return __atomic_fetch_min(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_max(volatile AS T* p, T v) {                           \
    return __atomic_fetch_max(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_and(volatile AS T* p, T v) {                           \
    return __atomic_fetch_and(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_or(volatile AS T* p, T v) {                            \
    return __atomic_fetch_or(p, v, __ATOMIC_RELAXED);                                   \
  }                                                                                     \
  CUTLM_ATOMIC_FN T cutlm_atomic_xor(volatile AS T* p, T v) {                           \
    return __atomic_fetch_xor(p, v, __ATOMIC_RELAXED);                                  \
  }
#define CUTLM_ATOMIC_FLOAT_XCHG(AS)                                                           \
  CUTLM_ATOMIC_FN float cutlm_atomic_xchg(volatile AS float* p, float v) {                    \
    return as_float(__atomic_exchange_n((volatile AS uint*)p, as_uint(v), __ATOMIC_RELAXED)); \
  }

CUTLM_ATOMIC_SPACE(__global, int)
CUTLM_ATOMIC_SPACE(__global, uint)
CUTLM_ATOMIC_SPACE(__global, long)
CUTLM_ATOMIC_SPACE(__global, ulong)
CUTLM_ATOMIC_SPACE(__local, int)
CUTLM_ATOMIC_SPACE(__local, uint)
CUTLM_ATOMIC_SPACE(__local, long)
CUTLM_ATOMIC_SPACE(__local, ulong)
CUTLM_ATOMIC_FLOAT_XCHG(__global)
CUTLM_ATOMIC_FLOAT_XCHG(__local)
#if __OPENCL_C_VERSION__ >= 200 && \
    (__OPENCL_C_VERSION__ < 300 || defined(__opencl_c_generic_address_space))
CUTLM_ATOMIC_SPACE(, int)
CUTLM_ATOMIC_SPACE(, uint)
CUTLM_ATOMIC_SPACE(, long)
CUTLM_ATOMIC_SPACE(, ulong)
CUTLM_ATOMIC_FLOAT_XCHG()
#endif

#define atomic_add(p, v) cutlm_atomic_add(p, v)
#define atomic_sub(p, v) cutlm_atomic_sub(p, v)
#define atomic_xchg(p, v) cutlm_atomic_xchg(p, v)
#define atomic_inc(p) cutlm_atomic_inc(p)
#define atomic_dec(p) cutlm_atomic_dec(p)
#define atomic_cmpxchg(p, cmp, v) cutlm_atomic_cmpxchg(p, cmp, v)
#define atomic_min(p, v) cutlm_atomic_min(p, v)
#define atomic_max(p, v) cutlm_atomic_max(p, v)
#define atomic_and(p, v) cutlm_atomic_and(p, v)
#define atomic_or(p, v) cutlm_atomic_or(p, v)
#define atomic_xor(p, v) cutlm_atomic_xor(p, v)
#define atom_add(p, v) cutlm_atomic_add(p, v)
#define atom_sub(p, v) cutlm_atomic_sub(p, v)
#define atom_xchg(p, v) cutlm_atomic_xchg(p, v)
#define atom_inc(p) cutlm_atomic_inc(p)
#define atom_dec(p) cutlm_atomic_dec(p)
#define atom_cmpxchg(p, cmp, v) cutlm_atomic_cmpxchg(p, cmp, v)
#define atom_min(p, v) cutlm_atomic_min(p, v)
#define atom_max(p, v) cutlm_atomic_max(p, v)
#define atom_and(p, v) cutlm_atomic_and(p, v)
#define atom_or(p, v) cutlm_atomic_or(p, v)
#define atom_xor(p, v) cutlm_atomic_xor(p, v)

#endif  // CUTLM_OPENCL_H
