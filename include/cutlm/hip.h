// HIP's kernel built-ins (threadIdx, blockIdx, blockDim, gridDim, __syncthreads and the
// __global__/__device__/__shared__ qualifiers) for gfx1100 kernels built without the ROCm HIP
// headers and device libraries. Include it first in a .hip file:
//
//   clang-19 -x hip --offload-arch=gfx1100 --cuda-device-only --no-gpu-bundle-output \
//            -nogpulib -nogpuinc -O2 -I include k.hip -o k.hsaco
//
// -nogpuinc leaves out clang's HIP wrapper headers, which need a ROCm installation; they are
// what normally defines the qualifiers, so this header defines them when they are missing.
// Sizes come from the HSA dispatch packet (workgroup_size_x/y/z as u16 at byte 4, grid_size_x/y/z
// in work-items as u32 at byte 12), which cutlm dispatch writes for every launch.
#ifndef CUTLM_HIP_H
#define CUTLM_HIP_H

#if !defined(__HIP__)
#error "cutlm/hip.h is for HIP (clang-19 -x hip)"
#endif

#ifndef __global__
#define __global__ __attribute__((global))
#endif
#ifndef __device__
#define __device__ __attribute__((device))
#endif
#ifndef __host__
#define __host__ __attribute__((host))
#endif
#ifndef __shared__
#define __shared__ __attribute__((shared))
#endif
#ifndef __constant__
#define __constant__ __attribute__((constant))
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...) __attribute__((amdgpu_flat_work_group_size(1, __VA_ARGS__)))
#endif

#if !defined(__HIP_DEVICE_COMPILE__)
// The host pass of a whole HIP compile (no --cuda-device-only) writes a launch stub per kernel
// and needs hipLaunchKernel declared; the object then carries the device code in .hip_fatbin.
// Running it needs a HIP runtime; cutlm dispatch reads the device code from the object.
struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
typedef struct ihipStream_t* hipStream_t;
extern "C" int hipLaunchKernel(const void* function, dim3 grid, dim3 block, void** args,
                               __SIZE_TYPE__ shared_bytes, hipStream_t stream);
#endif

namespace cutlm_hip {

// Each member of threadIdx, blockIdx, blockDim and gridDim is a property read through one of
// these getters, as HIP's own headers do, so `threadIdx.x` compiles to the builtin.
struct ThreadIdx {
  __declspec(property(get = get_x)) unsigned x;
  __declspec(property(get = get_y)) unsigned y;
  __declspec(property(get = get_z)) unsigned z;
  static __device__ __forceinline__ unsigned get_x() { return __builtin_amdgcn_workitem_id_x(); }
  static __device__ __forceinline__ unsigned get_y() { return __builtin_amdgcn_workitem_id_y(); }
  static __device__ __forceinline__ unsigned get_z() { return __builtin_amdgcn_workitem_id_z(); }
};

struct BlockIdx {
  __declspec(property(get = get_x)) unsigned x;
  __declspec(property(get = get_y)) unsigned y;
  __declspec(property(get = get_z)) unsigned z;
  static __device__ __forceinline__ unsigned get_x() { return __builtin_amdgcn_workgroup_id_x(); }
  static __device__ __forceinline__ unsigned get_y() { return __builtin_amdgcn_workgroup_id_y(); }
  static __device__ __forceinline__ unsigned get_z() { return __builtin_amdgcn_workgroup_id_z(); }
};

static __device__ __forceinline__ unsigned block_size(int dim) {
  // A C cast: the builtin's pointer is in the constant address space on the host pass too.
  const unsigned short* packet = (const unsigned short*)__builtin_amdgcn_dispatch_ptr();
  return packet[2 + dim];
}

static __device__ __forceinline__ unsigned grid_size(int dim) {
  const unsigned* packet = (const unsigned*)__builtin_amdgcn_dispatch_ptr();
  return packet[3 + dim];
}

struct BlockDim {
  __declspec(property(get = get_x)) unsigned x;
  __declspec(property(get = get_y)) unsigned y;
  __declspec(property(get = get_z)) unsigned z;
  static __device__ __forceinline__ unsigned get_x() { return block_size(0); }
  static __device__ __forceinline__ unsigned get_y() { return block_size(1); }
  static __device__ __forceinline__ unsigned get_z() { return block_size(2); }
};

// gridDim counts blocks, as in HIP and CUDA; the packet holds work-items.
struct GridDim {
  __declspec(property(get = get_x)) unsigned x;
  __declspec(property(get = get_y)) unsigned y;
  __declspec(property(get = get_z)) unsigned z;
  static __device__ __forceinline__ unsigned blocks(int dim) {
    return (grid_size(dim) + block_size(dim) - 1) / block_size(dim);
  }
  static __device__ __forceinline__ unsigned get_x() { return blocks(0); }
  static __device__ __forceinline__ unsigned get_y() { return blocks(1); }
  static __device__ __forceinline__ unsigned get_z() { return blocks(2); }
};

}  // namespace cutlm_hip

static constexpr __device__ cutlm_hip::ThreadIdx threadIdx{};
static constexpr __device__ cutlm_hip::BlockIdx blockIdx{};
static constexpr __device__ cutlm_hip::BlockDim blockDim{};
static constexpr __device__ cutlm_hip::GridDim gridDim{};

// The fences make shared and global writes before the barrier visible to the block after it.
static __device__ __forceinline__ void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#endif  // CUTLM_HIP_H
