// FLAT, GLOBAL and SCRATCH loads, stores and atomics. One encoding, three address forms:
//  - FLAT: a 64-bit VGPR address plus the unsigned 12-bit offset. The model gives flat addresses
//    no LDS or private apertures: they are global addresses (docs/valu-semantics.md).
//  - GLOBAL: a 64-bit VGPR address ("off" in saddr), or an SGPR-pair base plus a 32-bit unsigned
//    VGPR offset; either plus the signed 13-bit offset. The _ADDTID forms: SGPR base + offset +
//    4 * lane.
//  - SCRATCH: the lane's private offset, VGPR (when sve is set) + SGPR (unless "off") + signed
//    13-bit offset; neither gives the "ST" form (the offset alone).
// Atomics return the memory's old value when glc is set.
#include <cstring>

#include "exec/memory/sem_memory_common.h"
#include "isa/machine_registers.h"

namespace cutlm::mem {
namespace {

using isa::Op;

struct FlatFields {
  int vdst;
  int vaddr;
  int vdata;
  uint16_t saddr;
  bool sve;
  bool returns;      // an atomic returns the old value (glc; gfx12: th's TH_ATOMIC_RETURN)
  int64_t offset;    // the instruction's offset, sign-extended where it is signed
  isa::Format base;  // FLAT, GLOBAL or SCRATCH (RDNA4's VFLAT, VGLOBAL, VSCRATCH as those)
};

// The fields by their gfx1100 names, through the instruction's generation's layout.
FlatFields flat_fields(const ExecContext& c) {
  const uint32_t* w = c.inst.words.data();
  const isa::Arch arch = c.inst.arch;
  const isa::Encoding e = c.inst.encoding;
  using F = isa::Field;
  FlatFields f;
  f.vdst = static_cast<int>(exec_field(w, arch, e, F::vdst));
  f.vaddr = static_cast<int>(exec_field(w, arch, e, F::addr));
  f.vdata = static_cast<int>(exec_field(w, arch, e, F::data));
  f.saddr = static_cast<uint16_t>(exec_field(w, arch, e, F::saddr));
  f.sve = exec_field(w, arch, e, F::sve) != 0;
  f.returns = atomic_returns(c.inst);
  f.base = isa::base_format(c.inst.format);
  const uint32_t raw = exec_field(w, arch, e, F::offset);
  // gfx1100's FLAT-segment offset is unsigned; GLOBAL's and SCRATCH's (and RDNA4's every
  // segment's) are signed.
  const bool is_signed = f.base != isa::Format::FLAT || isa::signed_offset(arch, e);
  f.offset = is_signed ? static_cast<int64_t>(sign_extend(raw, exec_field_bits(arch, e, F::offset)))
                       : static_cast<int64_t>(raw);
  return f;
}

bool addtid(Op op) { return op == Op::GLOBAL_LOAD_ADDTID_B32 || op == Op::GLOBAL_STORE_ADDTID_B32; }

// The lane's global address (FLAT, GLOBAL).
uint64_t global_address(const ExecContext& c, const FlatFields& f, int lane) {
  const int64_t offset = f.offset;
  if (addtid(c.inst.info->op)) {
    return c.wave.sreg64(f.saddr) + static_cast<uint64_t>(offset) +
           4ull * static_cast<unsigned>(lane);
  }
  if (f.base == isa::Format::GLOBAL && f.saddr != operand::kNull) {
    return c.wave.sreg64(f.saddr) + c.wave.vgpr(f.vaddr, lane) + static_cast<uint64_t>(offset);
  }
  return vgpr64(c.wave, f.vaddr, lane) + static_cast<uint64_t>(offset);
}

// The lane's private offset (SCRATCH), computed in 64 bits so that a negative sum stays out of
// every lane's space.
uint64_t scratch_offset(const ExecContext& c, const FlatFields& f, int lane) {
  int64_t offset = f.offset;
  if (f.sve) offset += c.wave.vgpr(f.vaddr, lane);
  if (f.saddr != operand::kNull) offset += c.wave.sreg(f.saddr);
  return static_cast<uint64_t>(offset);
}

// A global load or store whose lanes all fall in one mapped span (the common case: a wave's
// lanes touch neighbouring addresses of one buffer): the span is found once, with one call,
// and every lane's bytes are copied through it. False when the lanes reach outside one span;
// the lane-by-lane path then runs (and faults where a lane's access does).
bool global_span_access(const ExecContext& c, const MemOp& m, const FlatFields& f, uint64_t exec,
                        VgprWriter& out) {
  const uint64_t active = exec & c.wave.lane_mask();
  if (active == 0 || c.wave.memory == nullptr) return false;
  uint64_t address[64];
  uint64_t low = ~0ull;
  uint64_t high = 0;
  // The address form is fixed for the instruction: chosen once, not per lane.
  const WaveState& wave = c.wave;
  const bool flat = f.base == isa::Format::FLAT;
  const uint64_t offset = static_cast<uint64_t>(f.offset);
  const bool from_tid = addtid(c.inst.info->op);
  const bool sgpr_base = !flat && f.saddr != operand::kNull;
  const uint64_t base_sgpr = from_tid || sgpr_base ? wave.sreg64(f.saddr) : 0;
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    const uint64_t at = from_tid    ? base_sgpr + offset + 4ull * static_cast<unsigned>(lane)
                        : sgpr_base ? base_sgpr + wave.vgpr(f.vaddr, lane) + offset
                                    : vgpr64(wave, f.vaddr, lane) + offset;
    if (at > ~0ull - m.bytes) return false;
    address[lane] = at;
    low = at < low ? at : low;
    high = at + m.bytes > high ? at + m.bytes : high;
  }
  // Far-apart lanes (a gather): not worth one span.
  if (high - low > (1u << 24)) return false;
  uint8_t* base = c.wave.memory->global_span(low, static_cast<unsigned>(high - low));
  if (base == nullptr) return false;
  if (c.log != nullptr && c.log->record_accesses) {
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      c.record_access(MemorySpace::Global, lane, address[lane], m.bytes);
    }
  }
  if (m.half == Half::Full && m.bytes % 4 == 0) {
    // Whole dwords: copied between memory and the registers' lane arrays, lane after lane as
    // run_lane does, and each register logged once.
    const int dwords = m.bytes / 4;
    const bool load = m.access == Access::Load;
    const int first = load ? f.vdst : f.vdata;
    // A load's lanes go to its registers (or where the caller holds them), a store's come from
    // its data registers.
    uint32_t* rows[4];
    if (load) {
      out.rows(first, dwords, rows);
    } else {
      for (int d = 0; d < dwords; ++d) {
        rows[d] = c.wave.vgpr_storage() + static_cast<std::size_t>(next_vgpr(first, d)) * 64;
      }
    }
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      uint8_t* at = base + (address[lane] - low);
      for (int d = 0; d < dwords; ++d) {
        if (load) {
          std::memcpy(rows[d] + lane, at + 4 * d, 4);
        } else {
          std::memcpy(at + 4 * d, rows[d] + lane, 4);
        }
      }
    }
    if (load) {
      for (int d = 0; d < dwords; ++d) out.wrote(next_vgpr(first, d), active);
    }
    return true;
  }
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    uint8_t* at = base + (address[lane] - low);
    run_lane(
        c, out, m, lane, f.vdst, f.vdata, false,
        [at](unsigned delta, uint8_t* bytes, unsigned n) {
          std::memcpy(bytes, at + delta, n);
          return true;
        },
        [at](unsigned delta, const uint8_t* bytes, unsigned n) {
          std::memcpy(at + delta, bytes, n);
        });
  }
  return true;
}

void flat_access(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const MemOp& m = op_of(c);
  const FlatFields f = flat_fields(c);
  const bool returns = m.access == Access::Atomic && f.returns;
  const bool scratch = f.base == isa::Format::SCRATCH;
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  if (!scratch && (m.access == Access::Load || m.access == Access::Store) &&
      global_span_access(c, m, f, exec, out)) {
    out.finish();
    return;
  }
  // The lanes' private memory is found once; a piece outside a lane's space takes
  // scratch_read/scratch_write, which fault as before.
  const ScratchView lanes =
      scratch && c.wave.memory != nullptr ? scratch_view(*c.wave.memory) : ScratchView{};
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    if (scratch) {
      const uint64_t at = scratch_offset(c, f, lane);
      if (m.access == Access::Atomic) require_aligned(c, lane, at, m.bytes);
      c.record_access(MemorySpace::Scratch, lane, at, m.bytes);
      run_lane(
          c, out, m, lane, f.vdst, f.vdata, returns,
          [&](unsigned delta, uint8_t* bytes, unsigned n) {
            if (const uint8_t* p = lanes.at(lane, at + delta, n)) {
              std::memcpy(bytes, p, n);
            } else {
              scratch_read(c, lane, at + delta, bytes, n);
            }
            return true;
          },
          [&](unsigned delta, const uint8_t* bytes, unsigned n) {
            if (uint8_t* p = lanes.at(lane, at + delta, n)) {
              std::memcpy(p, bytes, n);
            } else {
              scratch_write(c, lane, at + delta, bytes, n);
            }
          });
    } else {
      const uint64_t at = global_address(c, f, lane);
      if (m.access == Access::Atomic) require_aligned(c, lane, at, m.bytes);
      c.record_access(MemorySpace::Global, lane, at, m.bytes);
      run_lane(
          c, out, m, lane, f.vdst, f.vdata, returns,
          [&](unsigned delta, uint8_t* bytes, unsigned n) {
            global_read(c, lane, at + delta, bytes, n);
            return true;
          },
          [&](unsigned delta, const uint8_t* bytes, unsigned n) {
            global_write(c, lane, at + delta, bytes, n);
          });
    }
  }
  out.finish();
}

// RDNA4's global/scratch _load_block and _store_block: up to 32 consecutive VGPRs of each active
// lane from or to the 32 consecutive dwords at the lane's address; VGPR i and dword i move only
// when M0 bit i is set, the others are holes left as they were (AMD's RDNA4 pseudocode).
template <bool kLoad>
void flat_block(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const FlatFields f = flat_fields(c);
  const bool scratch = f.base == isa::Format::SCRATCH;
  const uint32_t holes = c.wave.sreg(operand::kM0);
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint64_t at = scratch ? scratch_offset(c, f, lane) : global_address(c, f, lane);
    for (int i = 0; i < 32; ++i) {
      if ((holes >> i & 1) == 0) continue;
      const uint64_t address = at + 4u * static_cast<unsigned>(i);
      c.record_access(scratch ? MemorySpace::Scratch : MemorySpace::Global, lane, address, 4);
      uint8_t bytes[4];
      if (kLoad) {
        if (scratch) {
          scratch_read(c, lane, address, bytes, 4);
        } else {
          global_read(c, lane, address, bytes, 4);
        }
        out.write(next_vgpr(f.vdst, i), lane, static_cast<uint32_t>(le_value(bytes, 4)));
      } else {
        put_le(bytes, c.wave.vgpr(next_vgpr(f.vdata, i), lane), 4);
        if (scratch) {
          scratch_write(c, lane, address, bytes, 4);
        } else {
          global_write(c, lane, address, bytes, 4);
        }
      }
    }
  }
  out.finish();
}

// RDNA4's global_atomic_ordered_add_b64: a pair of dwords in memory, an ordered id and a running
// offset (what Mesa's gfx12 streamout keeps per buffer). A lane whose data names the current id
// (data's low dword) adds data's high dword to the offset and moves the id on, wrapping with the
// VGT_GS_MAX_WAVE_ID mask; a lane naming another id leaves both as they are. Either way the lane
// gets the pair as it found it (with th's TH_ATOMIC_RETURN). AMD's RDNA4 pseudocode; lanes go in
// ascending order, as every other atomic here.
void global_ordered_add(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const FlatFields f = flat_fields(c);
  uint32_t max_wave_id = 0;
  if (!isa::machine_register(c.inst.arch, isa::MachineRegister::VgtGsMaxWaveId, &max_wave_id)) {
    c.fail("the generation's data gives VGT_GS_MAX_WAVE_ID no value");
  }
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint64_t at = global_address(c, f, lane);
    require_aligned(c, lane, at, 8);
    c.record_access(MemorySpace::Global, lane, at, 8);
    uint8_t bytes[8];
    global_read(c, lane, at, bytes, 8);
    const uint32_t id = static_cast<uint32_t>(le_value(bytes, 4));
    const uint32_t offset = static_cast<uint32_t>(le_value(bytes + 4, 4));
    if (id == c.wave.vgpr(f.vdata, lane)) {
      uint8_t updated[8];
      put_le(updated, (id + 1) & max_wave_id, 4);
      put_le(updated + 4, offset + c.wave.vgpr(next_vgpr(f.vdata), lane), 4);
      global_write(c, lane, at, updated, 8);
    }
    if (f.returns) {
      out.write(f.vdst, lane, id);
      out.write(next_vgpr(f.vdst), lane, offset);
    }
  }
  out.finish();
}

// RDNA4's global_load_tr_b64/b128, the loads that fill a WMMA operand from a matrix stored the
// other way round. Each active lane reads `bytes` at its own address (the destination's size:
// the ISA data's wave32 one, half of it in wave64, where the same 16x16 matrix spreads over twice
// the lanes), E elements of the instruction's width (isa::transpose_element_bits). Each group of
// E lanes then exchanges them as an E x E transpose: lane L's element j is element L mod E of
// what lane E * floor(L / E) + j read. An inactive lane reads nothing and cannot fault; its
// elements reach the lanes that take them as zeros, and its own VGPRs keep their values (model
// choice: AMD asks for EXEC all ones; docs/valu-semantics.md, "RDNA4").
void flat_transpose_load(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const FlatFields f = flat_fields(c);
  const isa::InstInfo& info = *c.inst.info;
  const unsigned element = isa::transpose_element_bits(c.inst.arch, info.op) / 8;
  const int lanes = c.wave.wave_size();
  const unsigned wave32_bytes = info.operands[info.vdst_index].bits / 8u;
  const unsigned bytes = wave32_bytes * 32u / static_cast<unsigned>(lanes);
  const int per_lane = static_cast<int>(bytes / element);
  const uint64_t active = c.wave.exec() & c.wave.lane_mask();
  // Every lane's bytes are read before any register is written: the destination may overlap
  // another lane's address registers.
  uint8_t read[64][16] = {};
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    const uint64_t at = global_address(c, f, lane);
    c.record_access(MemorySpace::Global, lane, at, bytes);
    global_read(c, lane, at, read[lane], bytes);
  }
  VgprWriter out(c);
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    const int group = lane - lane % per_lane;
    const unsigned place = static_cast<unsigned>(lane % per_lane) * element;
    uint8_t mine[16];
    for (int j = 0; j < per_lane; ++j) {
      std::memcpy(mine + static_cast<unsigned>(j) * element, read[group + j] + place, element);
    }
    out.write_bytes(f.vdst, lane, mine, bytes);
  }
  out.finish();
}

// One row per access kind: the operation in each segment that has it (Invalid: none).
struct FlatRow {
  Op flat, global, scratch;
  MemOp what;
};

const FlatRow kAccessRows[] = {
    {Op::FLAT_LOAD_U8, Op::GLOBAL_LOAD_U8, Op::SCRATCH_LOAD_U8, load(1)},
    {Op::FLAT_LOAD_I8, Op::GLOBAL_LOAD_I8, Op::SCRATCH_LOAD_I8, load(1, true)},
    {Op::FLAT_LOAD_U16, Op::GLOBAL_LOAD_U16, Op::SCRATCH_LOAD_U16, load(2)},
    {Op::FLAT_LOAD_I16, Op::GLOBAL_LOAD_I16, Op::SCRATCH_LOAD_I16, load(2, true)},
    {Op::FLAT_LOAD_B32, Op::GLOBAL_LOAD_B32, Op::SCRATCH_LOAD_B32, load(4)},
    {Op::FLAT_LOAD_B64, Op::GLOBAL_LOAD_B64, Op::SCRATCH_LOAD_B64, load(8)},
    {Op::FLAT_LOAD_B96, Op::GLOBAL_LOAD_B96, Op::SCRATCH_LOAD_B96, load(12)},
    {Op::FLAT_LOAD_B128, Op::GLOBAL_LOAD_B128, Op::SCRATCH_LOAD_B128, load(16)},
    {Op::FLAT_LOAD_D16_U8, Op::GLOBAL_LOAD_D16_U8, Op::SCRATCH_LOAD_D16_U8,
     load(1, false, Half::Low)},
    {Op::FLAT_LOAD_D16_I8, Op::GLOBAL_LOAD_D16_I8, Op::SCRATCH_LOAD_D16_I8,
     load(1, true, Half::Low)},
    {Op::FLAT_LOAD_D16_B16, Op::GLOBAL_LOAD_D16_B16, Op::SCRATCH_LOAD_D16_B16,
     load(2, false, Half::Low)},
    {Op::FLAT_LOAD_D16_HI_U8, Op::GLOBAL_LOAD_D16_HI_U8, Op::SCRATCH_LOAD_D16_HI_U8,
     load(1, false, Half::High)},
    {Op::FLAT_LOAD_D16_HI_I8, Op::GLOBAL_LOAD_D16_HI_I8, Op::SCRATCH_LOAD_D16_HI_I8,
     load(1, true, Half::High)},
    {Op::FLAT_LOAD_D16_HI_B16, Op::GLOBAL_LOAD_D16_HI_B16, Op::SCRATCH_LOAD_D16_HI_B16,
     load(2, false, Half::High)},
    {Op::FLAT_STORE_B8, Op::GLOBAL_STORE_B8, Op::SCRATCH_STORE_B8, store(1)},
    {Op::FLAT_STORE_B16, Op::GLOBAL_STORE_B16, Op::SCRATCH_STORE_B16, store(2)},
    {Op::FLAT_STORE_B32, Op::GLOBAL_STORE_B32, Op::SCRATCH_STORE_B32, store(4)},
    {Op::FLAT_STORE_B64, Op::GLOBAL_STORE_B64, Op::SCRATCH_STORE_B64, store(8)},
    {Op::FLAT_STORE_B96, Op::GLOBAL_STORE_B96, Op::SCRATCH_STORE_B96, store(12)},
    {Op::FLAT_STORE_B128, Op::GLOBAL_STORE_B128, Op::SCRATCH_STORE_B128, store(16)},
    {Op::FLAT_STORE_D16_HI_B8, Op::GLOBAL_STORE_D16_HI_B8, Op::SCRATCH_STORE_D16_HI_B8,
     store(1, Half::High)},
    {Op::FLAT_STORE_D16_HI_B16, Op::GLOBAL_STORE_D16_HI_B16, Op::SCRATCH_STORE_D16_HI_B16,
     store(2, Half::High)},
    {Op::Invalid, Op::GLOBAL_LOAD_ADDTID_B32, Op::Invalid, load(4)},
    {Op::Invalid, Op::GLOBAL_STORE_ADDTID_B32, Op::Invalid, store(4)},
};

const VmemAtomicRow kAtomicRows[] = {
    {Op::FLAT_ATOMIC_SWAP_B32, Op::GLOBAL_ATOMIC_SWAP_B32, Op::BUFFER_ATOMIC_SWAP_B32,
     AtomicOp::Swap, 4},
    {Op::FLAT_ATOMIC_CMPSWAP_B32, Op::GLOBAL_ATOMIC_CMPSWAP_B32, Op::BUFFER_ATOMIC_CMPSWAP_B32,
     AtomicOp::CmpSwap, 4},
    {Op::FLAT_ATOMIC_ADD_U32, Op::GLOBAL_ATOMIC_ADD_U32, Op::BUFFER_ATOMIC_ADD_U32, AtomicOp::Add,
     4},
    {Op::FLAT_ATOMIC_SUB_U32, Op::GLOBAL_ATOMIC_SUB_U32, Op::BUFFER_ATOMIC_SUB_U32, AtomicOp::Sub,
     4},
    // RDNA4's flat_atomic_sub_clamp_u32 (its global and buffer forms are renames of these).
    {Op::FLAT_ATOMIC_SUB_CLAMP_U32, Op::GLOBAL_ATOMIC_CSUB_U32, Op::BUFFER_ATOMIC_CSUB_U32,
     AtomicOp::CSub, 4},
    {Op::FLAT_ATOMIC_MIN_I32, Op::GLOBAL_ATOMIC_MIN_I32, Op::BUFFER_ATOMIC_MIN_I32, AtomicOp::MinI,
     4},
    {Op::FLAT_ATOMIC_MIN_U32, Op::GLOBAL_ATOMIC_MIN_U32, Op::BUFFER_ATOMIC_MIN_U32, AtomicOp::MinU,
     4},
    {Op::FLAT_ATOMIC_MAX_I32, Op::GLOBAL_ATOMIC_MAX_I32, Op::BUFFER_ATOMIC_MAX_I32, AtomicOp::MaxI,
     4},
    {Op::FLAT_ATOMIC_MAX_U32, Op::GLOBAL_ATOMIC_MAX_U32, Op::BUFFER_ATOMIC_MAX_U32, AtomicOp::MaxU,
     4},
    {Op::FLAT_ATOMIC_AND_B32, Op::GLOBAL_ATOMIC_AND_B32, Op::BUFFER_ATOMIC_AND_B32, AtomicOp::And,
     4},
    {Op::FLAT_ATOMIC_OR_B32, Op::GLOBAL_ATOMIC_OR_B32, Op::BUFFER_ATOMIC_OR_B32, AtomicOp::Or, 4},
    {Op::FLAT_ATOMIC_XOR_B32, Op::GLOBAL_ATOMIC_XOR_B32, Op::BUFFER_ATOMIC_XOR_B32, AtomicOp::Xor,
     4},
    {Op::FLAT_ATOMIC_INC_U32, Op::GLOBAL_ATOMIC_INC_U32, Op::BUFFER_ATOMIC_INC_U32, AtomicOp::Inc,
     4},
    {Op::FLAT_ATOMIC_DEC_U32, Op::GLOBAL_ATOMIC_DEC_U32, Op::BUFFER_ATOMIC_DEC_U32, AtomicOp::Dec,
     4},
    {Op::FLAT_ATOMIC_SWAP_B64, Op::GLOBAL_ATOMIC_SWAP_B64, Op::BUFFER_ATOMIC_SWAP_B64,
     AtomicOp::Swap, 8},
    {Op::FLAT_ATOMIC_CMPSWAP_B64, Op::GLOBAL_ATOMIC_CMPSWAP_B64, Op::BUFFER_ATOMIC_CMPSWAP_B64,
     AtomicOp::CmpSwap, 8},
    {Op::FLAT_ATOMIC_ADD_U64, Op::GLOBAL_ATOMIC_ADD_U64, Op::BUFFER_ATOMIC_ADD_U64, AtomicOp::Add,
     8},
    {Op::FLAT_ATOMIC_SUB_U64, Op::GLOBAL_ATOMIC_SUB_U64, Op::BUFFER_ATOMIC_SUB_U64, AtomicOp::Sub,
     8},
    {Op::FLAT_ATOMIC_MIN_I64, Op::GLOBAL_ATOMIC_MIN_I64, Op::BUFFER_ATOMIC_MIN_I64, AtomicOp::MinI,
     8},
    {Op::FLAT_ATOMIC_MIN_U64, Op::GLOBAL_ATOMIC_MIN_U64, Op::BUFFER_ATOMIC_MIN_U64, AtomicOp::MinU,
     8},
    {Op::FLAT_ATOMIC_MAX_I64, Op::GLOBAL_ATOMIC_MAX_I64, Op::BUFFER_ATOMIC_MAX_I64, AtomicOp::MaxI,
     8},
    {Op::FLAT_ATOMIC_MAX_U64, Op::GLOBAL_ATOMIC_MAX_U64, Op::BUFFER_ATOMIC_MAX_U64, AtomicOp::MaxU,
     8},
    {Op::FLAT_ATOMIC_AND_B64, Op::GLOBAL_ATOMIC_AND_B64, Op::BUFFER_ATOMIC_AND_B64, AtomicOp::And,
     8},
    {Op::FLAT_ATOMIC_OR_B64, Op::GLOBAL_ATOMIC_OR_B64, Op::BUFFER_ATOMIC_OR_B64, AtomicOp::Or, 8},
    {Op::FLAT_ATOMIC_XOR_B64, Op::GLOBAL_ATOMIC_XOR_B64, Op::BUFFER_ATOMIC_XOR_B64, AtomicOp::Xor,
     8},
    {Op::FLAT_ATOMIC_INC_U64, Op::GLOBAL_ATOMIC_INC_U64, Op::BUFFER_ATOMIC_INC_U64, AtomicOp::Inc,
     8},
    {Op::FLAT_ATOMIC_DEC_U64, Op::GLOBAL_ATOMIC_DEC_U64, Op::BUFFER_ATOMIC_DEC_U64, AtomicOp::Dec,
     8},
    {Op::FLAT_ATOMIC_CMPSWAP_F32, Op::GLOBAL_ATOMIC_CMPSWAP_F32, Op::BUFFER_ATOMIC_CMPSWAP_F32,
     AtomicOp::CmpSwapF, 4},
    {Op::FLAT_ATOMIC_MIN_F32, Op::GLOBAL_ATOMIC_MIN_F32, Op::BUFFER_ATOMIC_MIN_F32, AtomicOp::MinF,
     4},
    {Op::FLAT_ATOMIC_MAX_F32, Op::GLOBAL_ATOMIC_MAX_F32, Op::BUFFER_ATOMIC_MAX_F32, AtomicOp::MaxF,
     4},
    {Op::FLAT_ATOMIC_ADD_F32, Op::GLOBAL_ATOMIC_ADD_F32, Op::BUFFER_ATOMIC_ADD_F32, AtomicOp::AddF,
     4},
    // RDNA4's.
    {Op::FLAT_ATOMIC_COND_SUB_U32, Op::GLOBAL_ATOMIC_COND_SUB_U32, Op::BUFFER_ATOMIC_COND_SUB_U32,
     AtomicOp::CondSub, 4},
    {Op::FLAT_ATOMIC_MIN_NUM_F32, Op::GLOBAL_ATOMIC_MIN_NUM_F32, Op::BUFFER_ATOMIC_MIN_NUM_F32,
     AtomicOp::MinNum, 4},
    {Op::FLAT_ATOMIC_MAX_NUM_F32, Op::GLOBAL_ATOMIC_MAX_NUM_F32, Op::BUFFER_ATOMIC_MAX_NUM_F32,
     AtomicOp::MaxNum, 4},
    {Op::FLAT_ATOMIC_PK_ADD_F16, Op::GLOBAL_ATOMIC_PK_ADD_F16, Op::BUFFER_ATOMIC_PK_ADD_F16,
     AtomicOp::PkAddF16, 4},
    {Op::FLAT_ATOMIC_PK_ADD_BF16, Op::GLOBAL_ATOMIC_PK_ADD_BF16, Op::BUFFER_ATOMIC_PK_ADD_BF16,
     AtomicOp::PkAddBF16, 4},
};

void set(std::vector<Handler>& table, Op op, const MemOp& what, Handler handler) {
  if (op == Op::Invalid) return;
  op_table()[static_cast<std::size_t>(op)] = what;
  table[static_cast<std::size_t>(op)] = handler;
}

}  // namespace

const VmemAtomicRow* vmem_atomic_rows(std::size_t* count) {
  *count = sizeof kAtomicRows / sizeof kAtomicRows[0];
  return kAtomicRows;
}

void register_flat(std::vector<Handler>& table) {
  table[static_cast<std::size_t>(Op::GLOBAL_ATOMIC_ORDERED_ADD_B64)] = global_ordered_add;
  table[static_cast<std::size_t>(Op::GLOBAL_LOAD_BLOCK)] = flat_block<true>;
  table[static_cast<std::size_t>(Op::SCRATCH_LOAD_BLOCK)] = flat_block<true>;
  table[static_cast<std::size_t>(Op::GLOBAL_STORE_BLOCK)] = flat_block<false>;
  table[static_cast<std::size_t>(Op::SCRATCH_STORE_BLOCK)] = flat_block<false>;
  // The transposing loads, whichever generation's data names them.
  for (int a = 0; a < static_cast<int>(isa::Arch::Count); ++a) {
    std::size_t count = 0;
    const isa::InstInfo* all = isa::all_instructions(static_cast<isa::Arch>(a), &count);
    for (std::size_t i = 0; i < count; ++i) {
      if (isa::transpose_element_bits(all[i].arch, all[i].op) != 0) {
        table[static_cast<std::size_t>(all[i].op)] = flat_transpose_load;
      }
    }
  }
  for (const FlatRow& row : kAccessRows) {
    set(table, row.flat, row.what, flat_access);
    set(table, row.global, row.what, flat_access);
    set(table, row.scratch, row.what, flat_access);
  }
  for (const VmemAtomicRow& row : kAtomicRows) {
    set(table, row.flat, atomic(row.op, row.bytes), flat_access);
    set(table, row.global, atomic(row.op, row.bytes), flat_access);
  }
}

}  // namespace cutlm::mem
