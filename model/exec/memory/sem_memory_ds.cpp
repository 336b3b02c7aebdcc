// DS: LDS loads, stores and atomics, and the lane exchanges that use the DS path without LDS
// (ds_swizzle_b32, ds_permute_b32, ds_bpermute_b32).
//
// Address: VGPR addr + the 16-bit offset (the 2addr forms: each 8-bit offset times the element
// size, times 64 more for stride64), 32-bit arithmetic. An access whose bytes are not all inside
// the workgroup's LDS allocation reads 0 and writes nothing (each dword separately for the
// b64/b96/b128 and 2addr forms, the whole access for atomics); that is not a fault. Loads and
// stores may be unaligned; atomics must be naturally aligned (a MemoryFault otherwise).
// GDS (the gds bit, and the GWS, ordered-count and GS-register operations that exist only there)
// and ds_bvh_stack_rtn_b32 are not modelled: they stop with a ModelError saying so.
#include <cstring>

#include "exec/memory/sem_memory_common.h"

namespace cutlm::mem {
namespace {

using isa::Op;

struct DsFields {
  int addr, data0, data1, vdst;
  uint32_t offset0, offset1;
  uint32_t offset() const { return offset0 | offset1 << 8; }
};

DsFields ds_fields(const ExecContext& c) {
  const uint32_t* w = c.inst.words.data();
  // gfx1200's DS form has no gds bit: 0 there.
  if (field(w, c.inst.arch, isa::Encoding::DS, isa::Field::gds) != 0) {
    c.fail("GDS accesses are not modelled");
  }
  DsFields f;
  f.addr = static_cast<int>(field(w, c.inst.arch, isa::Encoding::DS, isa::Field::addr));
  f.data0 = static_cast<int>(field(w, c.inst.arch, isa::Encoding::DS, isa::Field::data0));
  f.data1 = static_cast<int>(field(w, c.inst.arch, isa::Encoding::DS, isa::Field::data1));
  f.vdst = static_cast<int>(field(w, c.inst.arch, isa::Encoding::DS, isa::Field::vdst));
  f.offset0 = field(w, c.inst.arch, isa::Encoding::DS, isa::Field::offset0);
  f.offset1 = field(w, c.inst.arch, isa::Encoding::DS, isa::Field::offset1);
  return f;
}

void lds_read(const LdsView& lds, uint64_t address, uint8_t* out, unsigned n) {
  lds.read(address, out, n);
}
void lds_write(const LdsView& lds, uint64_t address, const uint8_t* data, unsigned n) {
  lds.write(address, data, n);
}

// The DS operations of one address: loads, stores, atomics (the table's MemOp).
void ds_access(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const MemOp& m = op_of(c);
  const DsFields f = ds_fields(c);
  const LdsView lds = lds_view(memory_of(c));
  const uint64_t exec = c.wave.exec();
  const bool addtid =
      c.inst.info->op == Op::DS_LOAD_ADDTID_B32 || c.inst.info->op == Op::DS_STORE_ADDTID_B32;
  VgprWriter out(c);
  if (!addtid && m.access != Access::Atomic && m.half == Half::Full && m.bytes % 4 == 0) {
    // Whole dwords from a VGPR address: copied between LDS and the registers' lane arrays, each
    // dword checked as run_lane's pieces are (outside the allocation: reads 0, writes dropped).
    const int dwords = m.bytes / 4;
    const bool load = m.access == Access::Load;
    const int first = load ? f.vdst : f.data0;
    const uint32_t* storage = c.wave.vgpr_storage();
    const uint32_t* address = storage + static_cast<std::size_t>(f.addr) * 64;
    const uint64_t active = exec & c.wave.lane_mask();
    // A load's lanes go to its registers (or where the caller holds them), a store's come from
    // its data registers.
    uint32_t* loaded[4] = {};
    if (load && active != 0) out.rows(first, dwords, loaded);
    for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
      const int lane = __builtin_ctzll(pending);
      const uint64_t at = static_cast<uint32_t>(address[lane] + f.offset());
      c.record_access(MemorySpace::Lds, lane, at, m.bytes);
      for (int d = 0; d < dwords; ++d) {
        if (load) {
          lds.read(at + 4u * d, reinterpret_cast<uint8_t*>(loaded[d] + lane), 4);
        } else {
          lds.write(at + 4u * d,
                    reinterpret_cast<const uint8_t*>(
                        storage + static_cast<std::size_t>(next_vgpr(first, d)) * 64 + lane),
                    4);
        }
      }
    }
    if (load && active != 0) {
      for (int d = 0; d < dwords; ++d) out.wrote(next_vgpr(first, d), active);
    }
    out.finish();
    return;
  }
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    // The _ADDTID forms: M0[15:0] + offset + 4 * lane instead of a VGPR address.
    const uint64_t at = addtid ? (c.wave.sreg(operand::kM0) & 0xFFFF) + f.offset() +
                                     4ull * static_cast<unsigned>(lane)
                               : static_cast<uint32_t>(c.wave.vgpr(f.addr, lane) + f.offset());
    if (m.access == Access::Atomic) require_aligned(c, lane, at, m.bytes);
    c.record_access(MemorySpace::Lds, lane, at, m.bytes, m.access == Access::Atomic);
    // An atomic's second value (compare, or-mask, wrap addend) is data1, not the next register.
    MemOp one = m;
    int vdata = f.data0;
    uint64_t data2 = 0;
    if (m.access == Access::Atomic && atomic_data_values(m.atomic) == 2) {
      data2 = m.bytes == 8 ? vgpr64(c.wave, f.data1, lane) : c.wave.vgpr(f.data1, lane);
    }
    if (m.access == Access::Atomic) {
      const uint64_t data = m.bytes == 8 ? vgpr64(c.wave, vdata, lane) : c.wave.vgpr(vdata, lane);
      uint8_t bytes[8] = {};
      uint64_t old = 0;
      if (lds.in_range(at, m.bytes)) {
        std::memcpy(bytes, lds.base + at, m.bytes);
        old = le_value(bytes, m.bytes);
        put_le(bytes, atomic_result(m.atomic, m.bytes, old, data, data2), m.bytes);
        std::memcpy(lds.base + at, bytes, m.bytes);
      }
      if (m.returns) {
        out.write(f.vdst, lane, static_cast<uint32_t>(old));
        if (m.bytes == 8) out.write(next_vgpr(f.vdst), lane, static_cast<uint32_t>(old >> 32));
      }
      continue;
    }
    run_lane(
        c, out, one, lane, f.vdst, vdata, false,
        [&](unsigned delta, uint8_t* bytes, unsigned n) {
          lds_read(lds, at + delta, bytes, n);
          return true;
        },
        [&](unsigned delta, const uint8_t* bytes, unsigned n) {
          lds_write(lds, at + delta, bytes, n);
        });
  }
  out.finish();
}

// The 2addr forms: two elements of `bytes` (4 or 8) at offset0 and offset1 (times 64 with
// stride64); loads fill vdst with both, stores take data0 and data1, exchanges do both.
template <unsigned kBytes, unsigned kStride, Access kAccess, bool kExchange>
void ds_two(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const DsFields f = ds_fields(c);
  const LdsView lds = lds_view(memory_of(c));
  const uint64_t exec = c.wave.exec();
  constexpr unsigned kDwords = kBytes / 4;
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint32_t base = c.wave.vgpr(f.addr, lane);
    const uint32_t at[2] = {base + f.offset0 * kBytes * kStride,
                            base + f.offset1 * kBytes * kStride};
    c.record_access(MemorySpace::Lds, lane, at[0], kBytes, kExchange);
    c.record_access(MemorySpace::Lds, lane, at[1], kBytes, kExchange);
    const int data[2] = {f.data0, f.data1};
    uint32_t values[2][kDwords];
    for (int e = 0; e < 2; ++e) {
      for (unsigned d = 0; d < kDwords; ++d) {
        values[e][d] = c.wave.vgpr(next_vgpr(data[e], static_cast<int>(d)), lane);
      }
    }
    // Both elements are read before either is written, so an exchange whose two addresses
    // coincide returns the old value twice.
    for (int e = 0; e < 2; ++e) {
      if (kExchange) require_aligned(c, lane, at[e], kBytes);
      if (kAccess != Access::Load && !kExchange) continue;
      for (unsigned d = 0; d < kDwords; ++d) {
        uint8_t bytes[4];
        lds_read(lds, at[e] + 4 * d, bytes, 4);
        out.write(next_vgpr(f.vdst, static_cast<int>(e * kDwords + d)), lane,
                  static_cast<uint32_t>(le_value(bytes, 4)));
      }
    }
    if (kAccess != Access::Store) continue;
    for (int e = 0; e < 2; ++e) {
      for (unsigned d = 0; d < kDwords; ++d) {
        uint8_t bytes[4];
        put_le(bytes, values[e][d], 4);
        lds_write(lds, at[e] + 4 * d, bytes, 4);
      }
    }
  }
  out.finish();
}

// ds_condxchg32_rtn_b64: two dwords at (addr + offset) & 0xFFF8; each is replaced by its data
// dword's low 31 bits when that dword's bit 31 is set; the old pair is returned.
void ds_condxchg32(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const DsFields f = ds_fields(c);
  const LdsView lds = lds_view(memory_of(c));
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const uint32_t at = (c.wave.vgpr(f.addr, lane) + f.offset()) & 0xFFF8u;
    c.record_access(MemorySpace::Lds, lane, at, 8, true);
    const uint32_t values[2] = {c.wave.vgpr(f.data0, lane), c.wave.vgpr(next_vgpr(f.data0), lane)};
    for (int d = 0; d < 2; ++d) {
      uint8_t bytes[4];
      lds_read(lds, at + 4u * d, bytes, 4);
      out.write(next_vgpr(f.vdst, d), lane, static_cast<uint32_t>(le_value(bytes, 4)));
      const uint32_t data = values[d];
      if ((data >> 31) != 0) {
        put_le(bytes, data & 0x7FFFFFFFu, 4);
        lds_write(lds, at + 4u * d, bytes, 4);
      }
    }
  }
  out.finish();
}

// ds_append / ds_consume: one LDS counter at M0[15:0] + offset, read once for the wave and moved
// by the number of active lanes; every active lane gets the old value. (The GDS form stops in
// ds_fields.)
template <bool kAppend>
void ds_counter(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const DsFields f = ds_fields(c);
  const LdsView lds = lds_view(memory_of(c));
  const uint64_t exec = c.wave.exec();
  const uint64_t at = (c.wave.sreg(operand::kM0) & 0xFFFF) + f.offset();
  c.record_access(MemorySpace::Lds, 0, at, 4, true);
  uint8_t bytes[4];
  lds_read(lds, at, bytes, 4);
  const uint32_t old = static_cast<uint32_t>(le_value(bytes, 4));
  const uint32_t count = static_cast<uint32_t>(__builtin_popcountll(exec));
  put_le(bytes, kAppend ? old + count : old - count, 4);
  lds_write(lds, at, bytes, 4);
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) != 0) out.write(f.vdst, lane, old);
  }
  out.finish();
}

// ---- lane exchanges -------------------------------------------------------------------------

// The lane ds_swizzle_b32 reads for lane `i`: always within i's half of the wave (bit 5 kept).
int swizzle_source(uint32_t offset, int i) {
  const int low = i & 0x1F;
  int j;
  if (offset >= 0xE000) {
    // FFT: the lane's low 5 bits reversed, shifted down by the mask's bit count, or-ed with the
    // lane's masked bits.
    const int mask = static_cast<int>(offset & 0x1F);
    int reversed = 0;
    for (int b = 0; b < 5; ++b) reversed |= ((low >> b) & 1) << (4 - b);
    j = (reversed >> __builtin_popcount(static_cast<unsigned>(mask))) | (low & mask);
  } else if (offset >= 0xC000) {
    // Rotate by offset[9:5] lanes (towards lower lanes; offset[10] towards higher), within groups
    // the unmasked bits select; the masked bits stay.
    const int mask = static_cast<int>(offset & 0x1F);
    const int amount = static_cast<int>(offset >> 5 & 0x1F);
    const int rotated = (offset >> 10 & 1) != 0 ? low - amount : low + amount;
    j = (low & mask) | (rotated & ~mask);
  } else if ((offset & 0x8000) != 0) {
    // Quad permute: offset[7:0] holds a 2-bit source for each lane of a quad.
    j = (low & ~3) | static_cast<int>(offset >> (2 * (low & 3)) & 3);
  } else {
    // Bit masks: ((lane & and) | or) ^ xor on the low 5 bits.
    const int and_mask = static_cast<int>(offset & 0x1F);
    const int or_mask = static_cast<int>(offset >> 5 & 0x1F);
    const int xor_mask = static_cast<int>(offset >> 10 & 0x1F);
    j = ((low & and_mask) | or_mask) ^ xor_mask;
  }
  return (j & 0x1F) | (i & 0x20);
}

// Lanes read their source's addr VGPR as it was before the instruction; an inactive source gives 0.
void ds_swizzle(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const DsFields f = ds_fields(c);
  const uint64_t exec = c.wave.exec();
  const int n = c.wave.wave_size();
  uint32_t in[64];
  for (int lane = 0; lane < n; ++lane) in[lane] = c.wave.vgpr(f.addr, lane);
  VgprWriter out(c);
  for (int lane = 0; lane < n; ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const int j = swizzle_source(f.offset(), lane);
    out.write(f.vdst, lane, (exec >> j & 1) != 0 ? in[j] : 0);
  }
  out.finish();
}

// The lane a permute address selects: bits [6:2] of addr + offset, within the lane's own half of
// a wave64 (AMD: "destination lane is MOD 32 regardless of wave size").
int permute_lane(uint32_t address, int lane) {
  return static_cast<int>(address >> 2 & 0x1F) | (lane & 0x20);
}

// ds_permute_b32 pushes each active lane's data to the lane its address names (the highest lane
// wins a tie); ds_bpermute_b32 pulls from the lane its address names (0 from an inactive one).
template <bool kBackward>
void ds_permute(ExecContext& c) {
  c.result.unit = Unit::Lds;
  const DsFields f = ds_fields(c);
  const uint64_t exec = c.wave.exec();
  const int n = c.wave.wave_size();
  uint32_t result[64] = {};
  for (int lane = 0; lane < n; ++lane) {
    const int other = permute_lane(c.wave.vgpr(f.addr, lane) + f.offset(), lane);
    if (kBackward) {
      if ((exec >> other & 1) != 0) result[lane] = c.wave.vgpr(f.data0, other);
    } else if ((exec >> lane & 1) != 0) {
      result[other] = c.wave.vgpr(f.data0, lane);
    }
  }
  VgprWriter out(c);
  for (int lane = 0; lane < n; ++lane) {
    if ((exec >> lane & 1) != 0) out.write(f.vdst, lane, result[lane]);
  }
  out.finish();
}

void ds_nop(ExecContext& c) { c.result.unit = Unit::Lds; }

void set(std::vector<Handler>& table, Op op, const MemOp& what, Handler handler) {
  op_table()[static_cast<std::size_t>(op)] = what;
  table[static_cast<std::size_t>(op)] = handler;
}

}  // namespace

void register_ds(std::vector<Handler>& table) {
  const struct {
    Op op;
    MemOp what;
  } kAccess[] = {
      {Op::DS_LOAD_B32, load(4)},
      {Op::DS_LOAD_B64, load(8)},
      {Op::DS_LOAD_B96, load(12)},
      {Op::DS_LOAD_B128, load(16)},
      {Op::DS_LOAD_U8, load(1)},
      {Op::DS_LOAD_I8, load(1, true)},
      {Op::DS_LOAD_U16, load(2)},
      {Op::DS_LOAD_I16, load(2, true)},
      {Op::DS_LOAD_U8_D16, load(1, false, Half::Low)},
      {Op::DS_LOAD_I8_D16, load(1, true, Half::Low)},
      {Op::DS_LOAD_U16_D16, load(2, false, Half::Low)},
      {Op::DS_LOAD_U8_D16_HI, load(1, false, Half::High)},
      {Op::DS_LOAD_I8_D16_HI, load(1, true, Half::High)},
      {Op::DS_LOAD_U16_D16_HI, load(2, false, Half::High)},
      {Op::DS_LOAD_ADDTID_B32, load(4)},
      {Op::DS_STORE_B8, store(1)},
      {Op::DS_STORE_B16, store(2)},
      {Op::DS_STORE_B32, store(4)},
      {Op::DS_STORE_B64, store(8)},
      {Op::DS_STORE_B96, store(12)},
      {Op::DS_STORE_B128, store(16)},
      {Op::DS_STORE_B8_D16_HI, store(1, Half::High)},
      {Op::DS_STORE_B16_D16_HI, store(2, Half::High)},
      {Op::DS_STORE_ADDTID_B32, store(4)},
  };
  for (const auto& row : kAccess) set(table, row.op, row.what, ds_access);

  // Atomics: the form without return and the _RTN form.
  const struct {
    Op plain, rtn;
    AtomicOp op;
    unsigned bytes;
  } kAtomics[] = {
      {Op::DS_ADD_U32, Op::DS_ADD_RTN_U32, AtomicOp::Add, 4},
      {Op::DS_SUB_U32, Op::DS_SUB_RTN_U32, AtomicOp::Sub, 4},
      {Op::DS_RSUB_U32, Op::DS_RSUB_RTN_U32, AtomicOp::RSub, 4},
      {Op::DS_INC_U32, Op::DS_INC_RTN_U32, AtomicOp::Inc, 4},
      {Op::DS_DEC_U32, Op::DS_DEC_RTN_U32, AtomicOp::Dec, 4},
      {Op::DS_MIN_I32, Op::DS_MIN_RTN_I32, AtomicOp::MinI, 4},
      {Op::DS_MAX_I32, Op::DS_MAX_RTN_I32, AtomicOp::MaxI, 4},
      {Op::DS_MIN_U32, Op::DS_MIN_RTN_U32, AtomicOp::MinU, 4},
      {Op::DS_MAX_U32, Op::DS_MAX_RTN_U32, AtomicOp::MaxU, 4},
      {Op::DS_AND_B32, Op::DS_AND_RTN_B32, AtomicOp::And, 4},
      {Op::DS_OR_B32, Op::DS_OR_RTN_B32, AtomicOp::Or, 4},
      {Op::DS_XOR_B32, Op::DS_XOR_RTN_B32, AtomicOp::Xor, 4},
      {Op::DS_MSKOR_B32, Op::DS_MSKOR_RTN_B32, AtomicOp::MskOr, 4},
      {Op::DS_CMPSTORE_B32, Op::DS_CMPSTORE_RTN_B32, AtomicOp::CmpSwap, 4},
      {Op::DS_CMPSTORE_F32, Op::DS_CMPSTORE_RTN_F32, AtomicOp::CmpSwapF, 4},
      {Op::DS_MIN_F32, Op::DS_MIN_RTN_F32, AtomicOp::MinF, 4},
      {Op::DS_MAX_F32, Op::DS_MAX_RTN_F32, AtomicOp::MaxF, 4},
      {Op::DS_ADD_F32, Op::DS_ADD_RTN_F32, AtomicOp::AddF, 4},
      {Op::Invalid, Op::DS_STOREXCHG_RTN_B32, AtomicOp::Swap, 4},
      {Op::Invalid, Op::DS_WRAP_RTN_B32, AtomicOp::Wrap, 4},
      {Op::DS_ADD_U64, Op::DS_ADD_RTN_U64, AtomicOp::Add, 8},
      {Op::DS_SUB_U64, Op::DS_SUB_RTN_U64, AtomicOp::Sub, 8},
      {Op::DS_RSUB_U64, Op::DS_RSUB_RTN_U64, AtomicOp::RSub, 8},
      {Op::DS_INC_U64, Op::DS_INC_RTN_U64, AtomicOp::Inc, 8},
      {Op::DS_DEC_U64, Op::DS_DEC_RTN_U64, AtomicOp::Dec, 8},
      {Op::DS_MIN_I64, Op::DS_MIN_RTN_I64, AtomicOp::MinI, 8},
      {Op::DS_MAX_I64, Op::DS_MAX_RTN_I64, AtomicOp::MaxI, 8},
      {Op::DS_MIN_U64, Op::DS_MIN_RTN_U64, AtomicOp::MinU, 8},
      {Op::DS_MAX_U64, Op::DS_MAX_RTN_U64, AtomicOp::MaxU, 8},
      {Op::DS_AND_B64, Op::DS_AND_RTN_B64, AtomicOp::And, 8},
      {Op::DS_OR_B64, Op::DS_OR_RTN_B64, AtomicOp::Or, 8},
      {Op::DS_XOR_B64, Op::DS_XOR_RTN_B64, AtomicOp::Xor, 8},
      {Op::DS_MSKOR_B64, Op::DS_MSKOR_RTN_B64, AtomicOp::MskOr, 8},
      {Op::DS_CMPSTORE_B64, Op::DS_CMPSTORE_RTN_B64, AtomicOp::CmpSwap, 8},
      {Op::DS_CMPSTORE_F64, Op::DS_CMPSTORE_RTN_F64, AtomicOp::CmpSwapF, 8},
      {Op::DS_MIN_F64, Op::DS_MIN_RTN_F64, AtomicOp::MinF, 8},
      {Op::DS_MAX_F64, Op::DS_MAX_RTN_F64, AtomicOp::MaxF, 8},
      {Op::Invalid, Op::DS_STOREXCHG_RTN_B64, AtomicOp::Swap, 8},
      // RDNA4's.
      {Op::DS_MIN_NUM_F32, Op::DS_MIN_NUM_RTN_F32, AtomicOp::MinNum, 4},
      {Op::DS_MAX_NUM_F32, Op::DS_MAX_NUM_RTN_F32, AtomicOp::MaxNum, 4},
      {Op::DS_MIN_NUM_F64, Op::DS_MIN_NUM_RTN_F64, AtomicOp::MinNum, 8},
      {Op::DS_MAX_NUM_F64, Op::DS_MAX_NUM_RTN_F64, AtomicOp::MaxNum, 8},
      {Op::DS_COND_SUB_U32, Op::DS_COND_SUB_RTN_U32, AtomicOp::CondSub, 4},
      {Op::DS_SUB_CLAMP_U32, Op::DS_SUB_CLAMP_RTN_U32, AtomicOp::CSub, 4},
      {Op::DS_PK_ADD_F16, Op::DS_PK_ADD_RTN_F16, AtomicOp::PkAddF16, 4},
      {Op::DS_PK_ADD_BF16, Op::DS_PK_ADD_RTN_BF16, AtomicOp::PkAddBF16, 4},
  };
  for (const auto& row : kAtomics) {
    if (row.plain != Op::Invalid) set(table, row.plain, atomic(row.op, row.bytes), ds_access);
    set(table, row.rtn, atomic(row.op, row.bytes, true), ds_access);
  }

  auto put = [&](Op op, Handler h) { table[static_cast<std::size_t>(op)] = h; };
  put(Op::DS_LOAD_2ADDR_B32, ds_two<4, 1, Access::Load, false>);
  put(Op::DS_LOAD_2ADDR_STRIDE64_B32, ds_two<4, 64, Access::Load, false>);
  put(Op::DS_LOAD_2ADDR_B64, ds_two<8, 1, Access::Load, false>);
  put(Op::DS_LOAD_2ADDR_STRIDE64_B64, ds_two<8, 64, Access::Load, false>);
  put(Op::DS_STORE_2ADDR_B32, ds_two<4, 1, Access::Store, false>);
  put(Op::DS_STORE_2ADDR_STRIDE64_B32, ds_two<4, 64, Access::Store, false>);
  put(Op::DS_STORE_2ADDR_B64, ds_two<8, 1, Access::Store, false>);
  put(Op::DS_STORE_2ADDR_STRIDE64_B64, ds_two<8, 64, Access::Store, false>);
  put(Op::DS_STOREXCHG_2ADDR_RTN_B32, ds_two<4, 1, Access::Store, true>);
  put(Op::DS_STOREXCHG_2ADDR_STRIDE64_RTN_B32, ds_two<4, 64, Access::Store, true>);
  put(Op::DS_STOREXCHG_2ADDR_RTN_B64, ds_two<8, 1, Access::Store, true>);
  put(Op::DS_STOREXCHG_2ADDR_STRIDE64_RTN_B64, ds_two<8, 64, Access::Store, true>);
  put(Op::DS_CONDXCHG32_RTN_B64, ds_condxchg32);
  put(Op::DS_APPEND, ds_counter<true>);
  put(Op::DS_CONSUME, ds_counter<false>);
  put(Op::DS_SWIZZLE_B32, ds_swizzle);
  put(Op::DS_PERMUTE_B32, ds_permute<false>);
  put(Op::DS_BPERMUTE_B32, ds_permute<true>);
  put(Op::DS_NOP, ds_nop);
  for (Op op : {Op::DS_GWS_INIT, Op::DS_GWS_SEMA_V, Op::DS_GWS_SEMA_BR, Op::DS_GWS_SEMA_P,
                Op::DS_GWS_SEMA_RELEASE_ALL, Op::DS_GWS_BARRIER, Op::DS_ORDERED_COUNT,
                Op::DS_ADD_GS_REG_RTN, Op::DS_SUB_GS_REG_RTN, Op::DS_BVH_STACK_RTN_B32}) {
    put(op, not_modelled);
  }
}

}  // namespace cutlm::mem
