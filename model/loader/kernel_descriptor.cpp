#include "loader/kernel_descriptor.h"

#include <algorithm>

#include "fp/mode.h"
#include "loader/elf_view.h"

namespace cutlm {
namespace {

// Bit fields of the descriptor's registers (AMDGPUUsage, kernel descriptor tables for GFX10-11).
struct Field {
  unsigned shift;
  unsigned width;
  uint32_t get(uint32_t word) const { return (word >> shift) & ((1u << width) - 1); }
  void set(uint32_t& word, uint32_t value) const {
    const uint32_t mask = ((1u << width) - 1) << shift;
    word = (word & ~mask) | ((value << shift) & mask);
  }
};
constexpr Field kVgprGranules{0, 6};
constexpr Field kRoundF32{12, 2};
constexpr Field kRoundF16F64{14, 2};
constexpr Field kDenormF32{16, 2};
constexpr Field kDenormF16F64{18, 2};
constexpr Field kDx10Clamp{21, 1};
constexpr Field kIeee{23, 1};
// RSRC1 WGP_MODE (gfx10+; LLVM AMDGPUUsage, "compute_pgm_rsrc1 for GFX6-GFX12").
constexpr Field kWgpMode{29, 1};
constexpr Field kPrivateSegment{0, 1};  // RSRC2
constexpr Field kUserSgprCount{1, 5};
constexpr Field kWorkgroupIdX{7, 1};
constexpr Field kWorkgroupInfo{10, 1};
constexpr Field kWorkitemIds{11, 2};
constexpr unsigned kWave32Bit = 10;  // kernel_code_properties

}  // namespace

unsigned user_sgpr_width(UserSgpr which) {
  switch (which) {
    case UserSgpr::PrivateSegmentBuffer: return 4;
    case UserSgpr::PrivateSegmentSize: return 1;
    default: return 2;
  }
}

const char* user_sgpr_name(UserSgpr which) {
  switch (which) {
    case UserSgpr::PrivateSegmentBuffer: return "private_segment_buffer";
    case UserSgpr::DispatchPtr: return "dispatch_ptr";
    case UserSgpr::QueuePtr: return "queue_ptr";
    case UserSgpr::KernargSegmentPtr: return "kernarg_ptr";
    case UserSgpr::DispatchId: return "dispatch_id";
    case UserSgpr::FlatScratchInit: return "flat_scratch_init";
    case UserSgpr::PrivateSegmentSize: return "private_segment_size";
    case UserSgpr::Count: break;
  }
  return "?";
}

KernelDescriptor KernelDescriptor::parse(const uint8_t* bytes) {
  KernelDescriptor d;
  d.group_segment_fixed_size = elf_file::load<uint32_t>(bytes + 0);
  d.private_segment_fixed_size = elf_file::load<uint32_t>(bytes + 4);
  d.kernarg_size = elf_file::load<uint32_t>(bytes + 8);
  d.entry_offset = elf_file::load<int64_t>(bytes + 16);
  d.rsrc3 = elf_file::load<uint32_t>(bytes + 44);
  d.rsrc1 = elf_file::load<uint32_t>(bytes + 48);
  d.rsrc2 = elf_file::load<uint32_t>(bytes + 52);
  d.code_properties = elf_file::load<uint16_t>(bytes + 56);
  d.kernarg_preload = elf_file::load<uint16_t>(bytes + 58);
  return d;
}

std::vector<uint8_t> KernelDescriptor::encode() const {
  std::vector<uint8_t> bytes(kSize, 0);
  elf_file::store(bytes.data() + 0, group_segment_fixed_size);
  elf_file::store(bytes.data() + 4, private_segment_fixed_size);
  elf_file::store(bytes.data() + 8, kernarg_size);
  elf_file::store(bytes.data() + 16, entry_offset);
  elf_file::store(bytes.data() + 44, rsrc3);
  elf_file::store(bytes.data() + 48, rsrc1);
  elf_file::store(bytes.data() + 52, rsrc2);
  elf_file::store(bytes.data() + 56, code_properties);
  elf_file::store(bytes.data() + 58, kernarg_preload);
  return bytes;
}

int KernelDescriptor::wave_size() const { return (code_properties >> kWave32Bit & 1) ? 32 : 64; }

unsigned KernelDescriptor::vgpr_count() const {
  return (kVgprGranules.get(rsrc1) + 1) * (wave_size() == 32 ? 8 : 4);
}

Mode KernelDescriptor::mode() const {
  Mode m;
  m.round_f32 = static_cast<RoundMode>(kRoundF32.get(rsrc1));
  m.round_f16_f64 = static_cast<RoundMode>(kRoundF16F64.get(rsrc1));
  m.denorm_f32 = denorm_mode_from_field(kDenormF32.get(rsrc1));
  m.denorm_f16_f64 = denorm_mode_from_field(kDenormF16F64.get(rsrc1));
  m.dx10_clamp = kDx10Clamp.get(rsrc1) != 0;
  m.ieee = kIeee.get(rsrc1) != 0;
  return m;
}

unsigned KernelDescriptor::user_sgpr_count() const { return kUserSgprCount.get(rsrc2); }

bool KernelDescriptor::user_sgpr(UserSgpr which) const {
  return (code_properties >> static_cast<unsigned>(which) & 1) != 0;
}

unsigned KernelDescriptor::enabled_user_sgprs() const {
  unsigned count = 0;
  for (unsigned i = 0; i < static_cast<unsigned>(UserSgpr::Count); ++i) {
    const UserSgpr which = static_cast<UserSgpr>(i);
    if (user_sgpr(which)) count += user_sgpr_width(which);
  }
  return count;
}

bool KernelDescriptor::workgroup_id(int dim) const {
  return (rsrc2 >> (kWorkgroupIdX.shift + static_cast<unsigned>(dim)) & 1) != 0;
}

bool KernelDescriptor::workgroup_info() const { return kWorkgroupInfo.get(rsrc2) != 0; }

bool KernelDescriptor::private_segment_wave_offset() const {
  return kPrivateSegment.get(rsrc2) != 0;
}

bool KernelDescriptor::wgp_mode() const { return kWgpMode.get(rsrc1) != 0; }

unsigned KernelDescriptor::workitem_id_dims() const {
  return std::min(3u, kWorkitemIds.get(rsrc2) + 1);
}

void KernelDescriptor::set_wave_size(int size) {
  if (size == 32)
    code_properties = static_cast<uint16_t>(code_properties | (1u << kWave32Bit));
  else
    code_properties = static_cast<uint16_t>(code_properties & ~(1u << kWave32Bit));
}

void KernelDescriptor::set_vgpr_count(unsigned count) {
  const unsigned granule = wave_size() == 32 ? 8 : 4;
  const unsigned granules = std::max(1u, (count + granule - 1) / granule);
  kVgprGranules.set(rsrc1, granules - 1);
}

void KernelDescriptor::set_mode(const Mode& m) {
  kRoundF32.set(rsrc1, static_cast<uint32_t>(m.round_f32));
  kRoundF16F64.set(rsrc1, static_cast<uint32_t>(m.round_f16_f64));
  kDenormF32.set(rsrc1, denorm_field(m.denorm_f32));
  kDenormF16F64.set(rsrc1, denorm_field(m.denorm_f16_f64));
  kDx10Clamp.set(rsrc1, m.dx10_clamp ? 1 : 0);
  kIeee.set(rsrc1, m.ieee ? 1 : 0);
}

void KernelDescriptor::set_user_sgpr(UserSgpr which, bool on) {
  const uint16_t bit = static_cast<uint16_t>(1u << static_cast<unsigned>(which));
  code_properties = static_cast<uint16_t>(on ? code_properties | bit : code_properties & ~bit);
}

void KernelDescriptor::set_user_sgpr_count(unsigned count) { kUserSgprCount.set(rsrc2, count); }

void KernelDescriptor::set_workgroup_id(int dim, bool on) {
  const Field f{kWorkgroupIdX.shift + static_cast<unsigned>(dim), 1};
  f.set(rsrc2, on ? 1 : 0);
}

void KernelDescriptor::set_workgroup_info(bool on) { kWorkgroupInfo.set(rsrc2, on ? 1 : 0); }

void KernelDescriptor::set_private_segment_wave_offset(bool on) {
  kPrivateSegment.set(rsrc2, on ? 1 : 0);
}

void KernelDescriptor::set_workitem_id_dims(unsigned dims) {
  kWorkitemIds.set(rsrc2, std::max(1u, std::min(dims, 3u)) - 1);
}

}  // namespace cutlm
