// MUBUF and MTBUF (and RDNA4's VBUFFER, which replaces both; its fields are read by their
// gfx1100 names, isa/gfx1200_execution.json): buffer loads, stores and atomics through a
// 128-bit buffer resource in four SGPRs (gfx11 layout; gfx12 keeps it for every field read here,
// see that file):
//   dword 0-1: base address [47:0], stride [61:48], swizzle enable [63:62] (element size 4, 8
//              or 16 bytes for 1-3);
//   dword 2:   NUM_RECORDS;
//   dword 3:   format [18:12] (the *_FORMAT_* MUBUF operations), index stride [22:21] (8, 16, 32
//              or 64), add thread id [23], OOB_SELECT [29:28].
// index = VGPR index (idxen) + lane (add thread id); offset = VGPR offset (offen) + the
// instruction offset (gfx11: 12 bits unsigned; RDNA4: 24 bits signed, the sum in 32 bits).
// Unswizzled, the address is base + soffset + index * stride + offset; swizzled, index and
// offset are interleaved in elements of index-stride lanes.
// Range checking (OOB_SELECT), with payload the bytes one check covers:
//   0: index >= NUM_RECORDS or offset + payload > stride;   1: index >= NUM_RECORDS;
//   2: NUM_RECORDS == 0;   3 (raw): swizzled with a stride as 0, else
//      index * stride + offset + payload > NUM_RECORDS.
// Out of range, loads read 0 and stores and atomics do nothing (an atomic returns 0); that is no
// fault. Untyped loads and stores check each dword, format accesses and atomics the whole element.
#include <cmath>
#include <cstring>

#include "exec/memory/sem_memory_common.h"
#include "exec/memory/sem_memory_format.h"
#include "fp/fp.h"
#include "fp/fp16.h"

namespace cutlm::mem {
namespace {

using isa::Op;

struct BufferResource {
  uint64_t base = 0;
  uint32_t stride = 0;
  unsigned swizzle = 0;
  uint32_t num_records = 0;
  unsigned index_stride = 8;
  bool add_tid = false;
  unsigned oob_select = 0;
  unsigned format = 0;
};

BufferResource resource(const ExecContext& c, uint16_t first) {
  uint32_t d[4];
  for (int i = 0; i < 4; ++i) d[i] = c.wave.sreg(static_cast<uint16_t>(first + i));
  BufferResource r;
  r.base = d[0] | static_cast<uint64_t>(d[1] & 0xFFFF) << 32;
  r.stride = d[1] >> 16 & 0x3FFF;
  r.swizzle = d[1] >> 30;
  r.num_records = d[2];
  r.format = d[3] >> 12 & 0x7F;
  r.index_stride = 8u << (d[3] >> 21 & 3);
  r.add_tid = (d[3] >> 23 & 1) != 0;
  r.oob_select = d[3] >> 28 & 3;
  return r;
}

// One lane's view of the instruction: the resource, soffset, and the lane's index and offset.
struct BufferLane {
  const BufferResource* r;
  uint64_t soffset;
  uint64_t index;
  uint64_t offset;  // VGPR offset + instruction offset
};

bool in_range(const BufferLane& l, uint64_t offset, unsigned payload) {
  const BufferResource& r = *l.r;
  switch (r.oob_select) {
    case 0: return l.index < r.num_records && offset + payload <= r.stride;
    case 1: return l.index < r.num_records;
    case 2: return r.num_records != 0;
    default:
      if (r.swizzle != 0 && r.stride != 0) {
        return l.index < r.num_records && offset + payload <= r.stride;
      }
      return l.index * r.stride + offset + payload <= r.num_records;
  }
}

uint64_t address_of(const BufferLane& l, uint64_t offset) {
  const BufferResource& r = *l.r;
  if (r.swizzle == 0) return r.base + l.soffset + l.index * r.stride + offset;
  const uint64_t element = 4ull << (r.swizzle - 1);
  const uint64_t index_msb = l.index / r.index_stride;
  const uint64_t index_lsb = l.index % r.index_stride;
  return r.base + l.soffset + (index_msb * r.stride + offset / element * element) * r.index_stride +
         index_lsb * element + offset % element;
}

struct BufferFields {
  int vdata;
  int vaddr;
  uint16_t srsrc;
  uint32_t soffset_code;
  uint32_t offset;  // the instruction offset; a signed one (RDNA4) wraps in 32 bits
  bool offen, idxen, returns, tfe;
};

// The fields by their gfx1100 names, through the instruction's generation's layout (RDNA4's
// VBUFFER: isa/gfx1200_execution.json).
BufferFields buffer_fields(const ExecContext& c) {
  const uint32_t* w = c.inst.words.data();
  const isa::Arch arch = c.inst.arch;
  const isa::Encoding e = c.inst.encoding;
  using F = isa::Field;
  BufferFields f;
  f.vdata = static_cast<int>(exec_field(w, arch, e, F::vdata));
  f.vaddr = static_cast<int>(exec_field(w, arch, e, F::vaddr));
  f.srsrc = descriptor_sgpr(c, 4, "buffer resource");
  f.soffset_code = exec_field(w, arch, e, F::soffset);
  const uint32_t raw = exec_field(w, arch, e, F::offset);
  f.offset = isa::signed_offset(arch, e)
                 ? static_cast<uint32_t>(sign_extend(raw, exec_field_bits(arch, e, F::offset)))
                 : raw;
  f.offen = exec_field(w, arch, e, F::offen) != 0;
  f.idxen = exec_field(w, arch, e, F::idxen) != 0;
  f.returns = atomic_returns(c.inst);
  f.tfe = exec_field(w, arch, e, F::tfe) != 0;
  return f;
}

BufferLane lane_view(const ExecContext& c, const BufferFields& f, const BufferResource& r,
                     uint32_t soffset, int lane) {
  BufferLane l{&r, soffset, 0, f.offset};
  if (f.idxen) l.index = c.wave.vgpr(f.vaddr, lane);
  if (f.offen) l.offset += c.wave.vgpr(next_vgpr(f.vaddr, f.idxen ? 1 : 0), lane);
  l.offset &= 0xFFFFFFFFull;
  if (r.add_tid) l.index += static_cast<unsigned>(lane);
  return l;
}

bool is_load_to_lds(Op op) {
  return op == Op::BUFFER_LOAD_LDS_U8 || op == Op::BUFFER_LOAD_LDS_I8 ||
         op == Op::BUFFER_LOAD_LDS_U16 || op == Op::BUFFER_LOAD_LDS_I16 ||
         op == Op::BUFFER_LOAD_LDS_B32;
}

// The global bytes buffer_access's in-range pieces reach (the same pieces: dword by dword, an
// atomic whole), as one window: found once, so that each lane's access is a copy.
GlobalWindow buffer_window(const ExecContext& c, const MemOp& m, const BufferFields& f,
                           const BufferResource& r, uint32_t soffset, uint64_t exec) {
  uint64_t low = ~0ull;
  uint64_t high = 0;
  const uint64_t active = exec & c.wave.lane_mask();
  for (uint64_t pending = active; pending != 0; pending &= pending - 1) {
    const int lane = __builtin_ctzll(pending);
    const BufferLane l = lane_view(c, f, r, soffset, lane);
    const unsigned step = m.access == Access::Atomic ? m.bytes : 4u;
    for (unsigned at = 0; at < m.bytes; at += step) {
      const unsigned n = m.bytes - at < step ? m.bytes - at : step;
      if (!in_range(l, l.offset + at, n)) continue;
      const uint64_t address = address_of(l, l.offset + at);
      if (address > ~0ull - n) return GlobalWindow{};
      low = address < low ? address : low;
      high = address + n > high ? address + n : high;
    }
  }
  return global_window(c, low, high);
}

// Untyped loads, stores, atomics and loads to LDS. A load to LDS writes its (extended) dword to
// LDS at M0[15:0] + the instruction offset + 4 * lane instead of a VGPR; an LDS dword outside the
// allocation is dropped.
void buffer_access(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const MemOp& m = op_of(c);
  const BufferFields f = buffer_fields(c);
  const BufferResource r = resource(c, f.srsrc);
  const uint32_t soffset = scalar_field_value(c, f.soffset_code);
  const bool to_lds = is_load_to_lds(c.inst.info->op);
  const bool returns = m.access == Access::Atomic && f.returns;
  const uint64_t exec = c.wave.exec();
  const uint32_t lds_base = (c.wave.sreg(operand::kM0) & 0xFFFF) + f.offset;
  const GlobalWindow window = buffer_window(c, m, f, r, soffset, exec);
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const BufferLane l = lane_view(c, f, r, soffset, lane);
    if (in_range(l, l.offset, 1)) {
      c.record_access(MemorySpace::Global, lane, address_of(l, l.offset), m.bytes);
    }
    bool failed = false;
    auto read = [&](unsigned delta, uint8_t* bytes, unsigned n) {
      if (!in_range(l, l.offset + delta, n)) {
        std::memset(bytes, 0, n);
        failed = true;
        return false;
      }
      const uint64_t at = address_of(l, l.offset + delta);
      if (m.access == Access::Atomic) require_aligned(c, lane, at, m.bytes);
      global_read(c, window, lane, at, bytes, n);
      return true;
    };
    auto write = [&](unsigned delta, const uint8_t* bytes, unsigned n) {
      if (!in_range(l, l.offset + delta, n)) return;
      global_write(c, window, lane, address_of(l, l.offset + delta), bytes, n);
    };
    if (to_lds) {
      uint8_t bytes[4] = {};
      read(0, bytes, m.bytes);
      const uint64_t raw = le_value(bytes, m.bytes);
      uint8_t value[4];
      put_le(value, m.sign ? sign_extend(raw, m.bytes * 8u) : raw, 4);
      const uint64_t at = static_cast<uint64_t>(lds_base) + 4ull * static_cast<unsigned>(lane);
      lds_view(memory_of(c)).write(at, value, 4);
      continue;
    }
    run_lane(c, out, m, lane, f.vdata, f.vdata, returns, read, write);
    if (f.tfe && m.access == Access::Load) {
      // The dword after the data says whether the load failed (was out of range).
      out.write(next_vgpr(f.vdata, (m.bytes + 3) / 4), lane, failed ? 1u : 0u);
    }
  }
  out.finish();
}

void no_effect(ExecContext& c) { c.result.unit = Unit::Vmem; }

// Which VGPR and half a component of a format access uses.
struct Slot {
  int reg;
  int shift;  // 0 or 16 (d16), 0 for 32-bit components
};
Slot component_slot(const MemOp& m, int vdata, unsigned index) {
  if (m.half == Half::Full) return {next_vgpr(vdata, static_cast<int>(index)), 0};
  if (m.half == Half::High) return {vdata, 16};
  return {next_vgpr(vdata, static_cast<int>(index / 2)), index % 2 == 0 ? 0 : 16};
}

// *_FORMAT_* and TBUFFER_*: `bytes` in the table is the number of components.
void buffer_format(ExecContext& c) {
  c.result.unit = Unit::Vmem;
  const MemOp& m = op_of(c);
  const BufferFields f = buffer_fields(c);
  const BufferResource r = resource(c, f.srsrc);
  const unsigned number =
      m.typed ? exec_field(c.inst.words.data(), c.inst.arch, c.inst.encoding, isa::Field::format)
              : r.format;
  const isa::UnifiedFormat* format = isa::unified_format(number);
  if (format == nullptr)
    c.fail("buffer data format " + std::to_string(number) + " is no gfx11 format");
  const isa::UnifiedFormat& df = *format;
  const uint32_t soffset = scalar_field_value(c, f.soffset_code);
  const bool d16 = m.half != Half::Full;
  const unsigned element = df.element_bytes();
  const bool to_lds = c.inst.info->op == Op::BUFFER_LOAD_LDS_FORMAT_X;
  const uint32_t lds_base = (c.wave.sreg(operand::kM0) & 0xFFFF) + f.offset;
  const uint64_t exec = c.wave.exec();
  VgprWriter out(c);
  for (int lane = 0; lane < c.wave.wave_size(); ++lane) {
    if ((exec >> lane & 1) == 0) continue;
    const BufferLane l = lane_view(c, f, r, soffset, lane);
    const bool ok = in_range(l, l.offset, element);
    uint8_t bytes[16] = {};
    if (ok) {
      c.record_access(MemorySpace::Global, lane, address_of(l, l.offset), element);
      global_read(c, lane, address_of(l, l.offset), bytes, element);
    }
    if (to_lds) {
      // buffer_load_lds_format_x: X as a 32-bit value, to the LDS dword buffer_access names.
      uint8_t value[4];
      put_le(value,
             ok ? component_to_register(df, df.bits[0], get_bits(bytes, 0, df.bits[0]), false) : 0,
             4);
      WaveMemory& lds = memory_of(c);
      const uint64_t at = static_cast<uint64_t>(lds_base) + 4ull * static_cast<unsigned>(lane);
      if (lds_in_range(lds, at, 4)) std::memcpy(lds.lds() + at, value, 4);
      continue;
    }
    if (m.access == Access::Load) {
      unsigned lo = 0;
      for (unsigned i = 0; i < m.bytes; ++i) {
        uint32_t value = 0;
        if (i < df.components) {
          value =
              ok ? component_to_register(df, df.bits[i], get_bits(bytes, lo, df.bits[i]), d16) : 0;
          lo += df.bits[i];
        } else {
          value = missing_component(df, i, d16);
        }
        const Slot s = component_slot(m, f.vdata, i);
        if (!d16) {
          out.write(s.reg, lane, value);
        } else {
          out.write_half(s.reg, lane, value & 0xFFFF, s.shift == 16);
        }
      }
      if (f.tfe) {
        const unsigned dwords = d16 ? (m.bytes + 1) / 2 : m.bytes;
        out.write(next_vgpr(f.vdata, static_cast<int>(dwords)), lane, ok ? 0u : 1u);
      }
      continue;
    }
    if (!ok) continue;
    // A store replaces the components it supplies and leaves the element's others as they were.
    unsigned lo = 0;
    for (unsigned i = 0; i < df.components && i < m.bytes; ++i) {
      const Slot s = component_slot(m, f.vdata, i);
      const uint32_t value = c.wave.vgpr(s.reg, lane) >> s.shift;
      set_bits(bytes, lo, df.bits[i], register_to_component(df, df.bits[i], value, d16));
      lo += df.bits[i];
    }
    global_write(c, lane, address_of(l, l.offset), bytes, element);
  }
  out.finish();
}

void set(std::vector<Handler>& table, Op op, const MemOp& what, Handler handler) {
  op_table()[static_cast<std::size_t>(op)] = what;
  table[static_cast<std::size_t>(op)] = handler;
}

MemOp format_op(Access access, unsigned components, Half half, bool typed = false) {
  MemOp m;
  m.access = access;
  m.bytes = static_cast<uint8_t>(components);
  m.half = half;
  m.typed = typed;
  return m;
}

}  // namespace

void register_buffer(std::vector<Handler>& table) {
  const struct {
    Op op;
    MemOp what;
  } kAccess[] = {
      {Op::BUFFER_LOAD_U8, load(1)},
      {Op::BUFFER_LOAD_I8, load(1, true)},
      {Op::BUFFER_LOAD_U16, load(2)},
      {Op::BUFFER_LOAD_I16, load(2, true)},
      {Op::BUFFER_LOAD_B32, load(4)},
      {Op::BUFFER_LOAD_B64, load(8)},
      {Op::BUFFER_LOAD_B96, load(12)},
      {Op::BUFFER_LOAD_B128, load(16)},
      {Op::BUFFER_LOAD_D16_U8, load(1, false, Half::Low)},
      {Op::BUFFER_LOAD_D16_I8, load(1, true, Half::Low)},
      {Op::BUFFER_LOAD_D16_B16, load(2, false, Half::Low)},
      {Op::BUFFER_LOAD_D16_HI_U8, load(1, false, Half::High)},
      {Op::BUFFER_LOAD_D16_HI_I8, load(1, true, Half::High)},
      {Op::BUFFER_LOAD_D16_HI_B16, load(2, false, Half::High)},
      {Op::BUFFER_STORE_B8, store(1)},
      {Op::BUFFER_STORE_B16, store(2)},
      {Op::BUFFER_STORE_B32, store(4)},
      {Op::BUFFER_STORE_B64, store(8)},
      {Op::BUFFER_STORE_B96, store(12)},
      {Op::BUFFER_STORE_B128, store(16)},
      {Op::BUFFER_STORE_D16_HI_B8, store(1, Half::High)},
      {Op::BUFFER_STORE_D16_HI_B16, store(2, Half::High)},
      {Op::BUFFER_LOAD_LDS_U8, load(1)},
      {Op::BUFFER_LOAD_LDS_I8, load(1, true)},
      {Op::BUFFER_LOAD_LDS_U16, load(2)},
      {Op::BUFFER_LOAD_LDS_I16, load(2, true)},
      {Op::BUFFER_LOAD_LDS_B32, load(4)},
  };
  for (const auto& row : kAccess) set(table, row.op, row.what, buffer_access);
  std::size_t count = 0;
  const VmemAtomicRow* rows = vmem_atomic_rows(&count);
  for (std::size_t i = 0; i < count; ++i) {
    if (rows[i].buffer != Op::Invalid) {
      set(table, rows[i].buffer, atomic(rows[i].op, rows[i].bytes), buffer_access);
    }
  }
  const struct {
    Op mubuf, mtbuf;
    Access access;
    unsigned components;
    Half half;
  } kFormats[] = {
      {Op::BUFFER_LOAD_FORMAT_X, Op::TBUFFER_LOAD_FORMAT_X, Access::Load, 1, Half::Full},
      {Op::BUFFER_LOAD_FORMAT_XY, Op::TBUFFER_LOAD_FORMAT_XY, Access::Load, 2, Half::Full},
      {Op::BUFFER_LOAD_FORMAT_XYZ, Op::TBUFFER_LOAD_FORMAT_XYZ, Access::Load, 3, Half::Full},
      {Op::BUFFER_LOAD_FORMAT_XYZW, Op::TBUFFER_LOAD_FORMAT_XYZW, Access::Load, 4, Half::Full},
      {Op::BUFFER_STORE_FORMAT_X, Op::TBUFFER_STORE_FORMAT_X, Access::Store, 1, Half::Full},
      {Op::BUFFER_STORE_FORMAT_XY, Op::TBUFFER_STORE_FORMAT_XY, Access::Store, 2, Half::Full},
      {Op::BUFFER_STORE_FORMAT_XYZ, Op::TBUFFER_STORE_FORMAT_XYZ, Access::Store, 3, Half::Full},
      {Op::BUFFER_STORE_FORMAT_XYZW, Op::TBUFFER_STORE_FORMAT_XYZW, Access::Store, 4, Half::Full},
      {Op::BUFFER_LOAD_D16_FORMAT_X, Op::TBUFFER_LOAD_D16_FORMAT_X, Access::Load, 1, Half::Low},
      {Op::BUFFER_LOAD_D16_FORMAT_XY, Op::TBUFFER_LOAD_D16_FORMAT_XY, Access::Load, 2, Half::Low},
      {Op::BUFFER_LOAD_D16_FORMAT_XYZ, Op::TBUFFER_LOAD_D16_FORMAT_XYZ, Access::Load, 3, Half::Low},
      {Op::BUFFER_LOAD_D16_FORMAT_XYZW, Op::TBUFFER_LOAD_D16_FORMAT_XYZW, Access::Load, 4,
       Half::Low},
      {Op::BUFFER_STORE_D16_FORMAT_X, Op::TBUFFER_STORE_D16_FORMAT_X, Access::Store, 1, Half::Low},
      {Op::BUFFER_STORE_D16_FORMAT_XY, Op::TBUFFER_STORE_D16_FORMAT_XY, Access::Store, 2,
       Half::Low},
      {Op::BUFFER_STORE_D16_FORMAT_XYZ, Op::TBUFFER_STORE_D16_FORMAT_XYZ, Access::Store, 3,
       Half::Low},
      {Op::BUFFER_STORE_D16_FORMAT_XYZW, Op::TBUFFER_STORE_D16_FORMAT_XYZW, Access::Store, 4,
       Half::Low},
      {Op::BUFFER_LOAD_D16_HI_FORMAT_X, Op::Invalid, Access::Load, 1, Half::High},
      {Op::BUFFER_STORE_D16_HI_FORMAT_X, Op::Invalid, Access::Store, 1, Half::High},
  };
  for (const auto& row : kFormats) {
    set(table, row.mubuf, format_op(row.access, row.components, row.half), buffer_format);
    if (row.mtbuf != Op::Invalid) {
      set(table, row.mtbuf, format_op(row.access, row.components, row.half, true), buffer_format);
    }
  }
  set(table, Op::BUFFER_LOAD_LDS_FORMAT_X, format_op(Access::Load, 1, Half::Full), buffer_format);
  set(table, Op::BUFFER_GL0_INV, MemOp{}, no_effect);
  set(table, Op::BUFFER_GL1_INV, MemOp{}, no_effect);
  // RDNA4's cache writeback and invalidate (VGLOBAL): the model's memory is coherent.
  set(table, Op::GLOBAL_WB, MemOp{}, no_effect);
  set(table, Op::GLOBAL_INV, MemOp{}, no_effect);
  set(table, Op::GLOBAL_WBINV, MemOp{}, no_effect);
}

}  // namespace cutlm::mem
