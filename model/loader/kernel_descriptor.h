// The AMDHSA kernel descriptor (NAME.kd): its 64 bytes as raw fields and the settings the
// dispatcher decodes from them (AMDGPUUsage, "Kernel Descriptor", the tables for GFX10-11).
#pragma once

#include <cstdint>
#include <vector>

#include "exec/wave_state.h"

namespace cutlm {

// The user SGPRs a descriptor can ask for, in the order the hardware loads them from s0 on.
enum class UserSgpr : uint8_t {
  PrivateSegmentBuffer,  // 4 SGPRs
  DispatchPtr,           // 2
  QueuePtr,              // 2
  KernargSegmentPtr,     // 2
  DispatchId,            // 2
  FlatScratchInit,       // 2
  PrivateSegmentSize,    // 1
  Count
};
unsigned user_sgpr_width(UserSgpr which);
const char* user_sgpr_name(UserSgpr which);

// The 64-byte kernel descriptor, raw fields plus the decoded settings the dispatcher uses.
struct KernelDescriptor {
  static constexpr unsigned kSize = 64;

  uint32_t group_segment_fixed_size = 0;    // LDS bytes per workgroup
  uint32_t private_segment_fixed_size = 0;  // scratch bytes per work-item
  uint32_t kernarg_size = 0;
  int64_t entry_offset = 0;  // from the descriptor's address to the kernel's first instruction
  uint32_t rsrc3 = 0;
  uint32_t rsrc1 = 0;
  uint32_t rsrc2 = 0;
  uint16_t code_properties = 0;
  uint16_t kernarg_preload = 0;

  static KernelDescriptor parse(const uint8_t* bytes);
  std::vector<uint8_t> encode() const;

  int wave_size() const;
  // VGPRs allocated per lane (RSRC1 granulated count; granule 8 in wave32, 4 in wave64).
  unsigned vgpr_count() const;
  Mode mode() const;  // round and denormal modes, DX10 clamp, IEEE from RSRC1
  unsigned user_sgpr_count() const;
  bool user_sgpr(UserSgpr which) const;
  // The SGPRs the enabled user SGPRs fill (may be fewer than user_sgpr_count()).
  unsigned enabled_user_sgprs() const;
  bool workgroup_id(int dim) const;
  bool workgroup_info() const;
  bool private_segment_wave_offset() const;  // RSRC2 ENABLE_PRIVATE_SEGMENT
  unsigned workitem_id_dims() const;         // 1..3
  bool wgp_mode() const;  // RSRC1 WGP_MODE: the workgroup's waves may use the whole WGP

  // Setters for a descriptor written by hand (the manifest's "descriptor").
  void set_wave_size(int size);
  void set_vgpr_count(unsigned count);
  void set_mode(const Mode& mode);
  void set_user_sgpr(UserSgpr which, bool on);
  void set_user_sgpr_count(unsigned count);
  void set_workgroup_id(int dim, bool on);
  void set_workgroup_info(bool on);
  void set_private_segment_wave_offset(bool on);
  void set_workitem_id_dims(unsigned dims);
};

}  // namespace cutlm
