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

#endif  // CUTLM_OPENCL_H
