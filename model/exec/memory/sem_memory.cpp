// Memory instructions: SMEM here, and the plumbing the other families share (see
// sem_memory_common.h); FLAT/GLOBAL/SCRATCH in sem_memory_flat.cpp, MUBUF/MTBUF in
// sem_memory_buffer.cpp, DS in sem_memory_ds.cpp. Accesses complete at once: the functional core
// has no outstanding-access counters, so s_waitcnt has nothing to wait for here.
#include <cstdio>
#include <cstring>

#include "exec/memory/sem_memory_common.h"
#include "fp/fp.h"
#include "isa/disasm.h"

namespace cutlm {
namespace mem {

std::vector<MemOp>& op_table() {
  static std::vector<MemOp> table(static_cast<std::size_t>(isa::Op::Count));
  return table;
}

uint64_t atomic_result(AtomicOp op, unsigned bytes, uint64_t old, uint64_t data, uint64_t data2) {
  const bool wide = bytes == 8;
  const uint64_t mask = wide ? ~0ull : 0xFFFFFFFFull;
  old &= mask;
  data &= mask;
  data2 &= mask;
  const int64_t old_s = static_cast<int64_t>(sign_extend(old, bytes * 8));
  const int64_t data_s = static_cast<int64_t>(sign_extend(data, bytes * 8));
  auto as_double = [&](uint64_t bits) {
    return wide ? fp::bits_double(bits)
                : static_cast<double>(fp::bits_float(static_cast<uint32_t>(bits)));
  };
  switch (op) {
    case AtomicOp::Swap: return data;
    case AtomicOp::CmpSwap: return old == data2 ? data : old;
    case AtomicOp::CmpSwapF: return as_double(old) == as_double(data2) ? data : old;
    case AtomicOp::Add: return (old + data) & mask;
    case AtomicOp::Sub: return (old - data) & mask;
    case AtomicOp::RSub: return (data - old) & mask;
    case AtomicOp::CSub: return old < data ? 0 : old - data;
    case AtomicOp::MinI: return data_s < old_s ? data : old;
    case AtomicOp::MaxI: return data_s > old_s ? data : old;
    case AtomicOp::MinU: return data < old ? data : old;
    case AtomicOp::MaxU: return data > old ? data : old;
    case AtomicOp::And: return old & data;
    case AtomicOp::Or: return old | data;
    case AtomicOp::Xor: return old ^ data;
    case AtomicOp::Inc: return old >= data ? 0 : old + 1;
    case AtomicOp::Dec: return old == 0 || old > data ? data : old - 1;
    // AMD defines these by the comparison alone: a NaN on either side keeps the old value, and
    // equal values (+0 and -0 too) keep it as well.
    case AtomicOp::MinF: return as_double(data) < as_double(old) ? data : old;
    case AtomicOp::MaxF: return as_double(data) > as_double(old) ? data : old;
    case AtomicOp::AddF: {
      const fp::Env env;  // round to nearest even, denormals kept
      return fp::add(old, data, wide ? fp::Format::F64 : fp::Format::F32, env);
    }
    case AtomicOp::MskOr: return (old & ~data) | data2;
    case AtomicOp::Wrap: return old >= data ? old - data : (old + data2) & mask;
  }
  return old;
}

void VgprWriter::write_bytes(int reg, int lane, const uint8_t* data, unsigned bytes) {
  for (unsigned i = 0; i < bytes; i += 4, reg = next_vgpr(reg)) {
    write(reg, lane, static_cast<uint32_t>(le_value(data + i, bytes - i < 4 ? bytes - i : 4)));
  }
}

void read_vgpr_bytes(const WaveState& wave, int reg, int lane, uint8_t* out, unsigned bytes) {
  for (unsigned i = 0; i < bytes; i += 4, reg = next_vgpr(reg)) {
    put_le(out + i, wave.vgpr(reg, lane), bytes - i < 4 ? bytes - i : 4);
  }
}

WaveMemory& memory_of(const ExecContext& c) {
  if (c.wave.memory == nullptr) {
    c.fail("a memory instruction needs memory: run it with cutlm dispatch");
  }
  return *c.wave.memory;
}

std::string fault_context(const ExecContext& c) {
  std::string text = "words";
  char buf[16];
  for (unsigned i = 0; i < c.inst.num_words; ++i) {
    std::snprintf(buf, sizeof buf, " 0x%08x", c.inst.words[i]);
    text += buf;
  }
  return text + " (" + disassemble(c.inst, c.wave.wave64()) + ")";
}

void fault(const ExecContext& c, const char* kind, int lane, uint64_t address) {
  throw MemoryFault(kind, lane, address, c.wave.pc, fault_context(c));
}

void global_read(const ExecContext& c, int lane, uint64_t address, uint8_t* out, unsigned n) {
  WaveMemory& m = memory_of(c);
  if (const uint8_t* span = m.global_span(address, n)) {
    std::memcpy(out, span, n);
    return;
  }
  if (!m.read_global(address, out, n)) fault(c, "out of bounds", lane, address);
}

void global_write(const ExecContext& c, int lane, uint64_t address, const uint8_t* data,
                  unsigned n) {
  WaveMemory& m = memory_of(c);
  if (uint8_t* span = m.global_span(address, n)) {
    std::memcpy(span, data, n);
    return;
  }
  if (!m.write_global(address, data, n)) fault(c, "out of bounds", lane, address);
}

GlobalWindow global_window(const ExecContext& c, uint64_t low, uint64_t high) {
  GlobalWindow w;
  if (high <= low || high - low > (1u << 24) || c.wave.memory == nullptr) return w;
  w.base = c.wave.memory->global_span(low, static_cast<unsigned>(high - low));
  if (w.base != nullptr) {
    w.low = low;
    w.high = high;
  }
  return w;
}

void global_read(const ExecContext& c, const GlobalWindow& w, int lane, uint64_t address,
                 uint8_t* out, unsigned n) {
  if (const uint8_t* p = w.at(address, n)) {
    std::memcpy(out, p, n);
    return;
  }
  global_read(c, lane, address, out, n);
}

void global_write(const ExecContext& c, const GlobalWindow& w, int lane, uint64_t address,
                  const uint8_t* data, unsigned n) {
  if (uint8_t* p = w.at(address, n)) {
    std::memcpy(p, data, n);
    return;
  }
  global_write(c, lane, address, data, n);
}

void scratch_read(const ExecContext& c, int lane, uint64_t offset, uint8_t* out, unsigned n) {
  if (!memory_of(c).read_scratch(lane, offset, out, n)) {
    fault(c, "scratch out of bounds", lane, offset);
  }
}

void scratch_write(const ExecContext& c, int lane, uint64_t offset, const uint8_t* data,
                   unsigned n) {
  if (!memory_of(c).write_scratch(lane, offset, data, n)) {
    fault(c, "scratch out of bounds", lane, offset);
  }
}

bool lds_in_range(WaveMemory& m, uint64_t address, unsigned n) {
  return address + n <= m.lds_size() && m.lds() != nullptr;
}

void require_aligned(const ExecContext& c, int lane, uint64_t address, unsigned bytes) {
  if (address % bytes != 0) fault(c, "misaligned", lane, address);
}

uint32_t scalar_field_value(const ExecContext& c, uint32_t code) {
  const uint16_t op = static_cast<uint16_t>(code);
  if (operand::is_scalar_reg(op)) return c.wave.sreg(op);
  if (operand::is_inline_int(op)) return static_cast<uint32_t>(operand::inline_int_value(op));
  if (op == operand::kLiteral) return c.inst.literal;
  c.fail("scalar offset operand " + std::to_string(code) + " is not supported");
}

// ---- SMEM ---------------------------------------------------------------------------------

namespace {

// Dwords of sdata each operation writes.
unsigned smem_dwords(isa::Op op) {
  switch (op) {
    case isa::Op::S_LOAD_B32:
    case isa::Op::S_BUFFER_LOAD_B32: return 1;
    case isa::Op::S_LOAD_B64:
    case isa::Op::S_BUFFER_LOAD_B64: return 2;
    case isa::Op::S_LOAD_B128:
    case isa::Op::S_BUFFER_LOAD_B128: return 4;
    case isa::Op::S_LOAD_B256:
    case isa::Op::S_BUFFER_LOAD_B256: return 8;
    default: return 16;
  }
}

// A field of the SMEM form by its gfx1100 name, as the instruction's generation lays it out.
uint32_t smem_field(const ExecContext& c, isa::Field f) {
  return exec_field(c.inst.words.data(), c.inst.arch, c.inst.encoding, f);
}

// The byte offset an SMEM instruction adds: its signed immediate (21 bits on gfx1100, 24 on
// gfx1200) plus the SGPR soffset names (null: none).
int64_t smem_offset(const ExecContext& c) {
  const unsigned bits = exec_field_bits(c.inst.arch, c.inst.encoding, isa::Field::offset);
  const int64_t imm = static_cast<int64_t>(sign_extend(smem_field(c, isa::Field::offset), bits));
  return imm + c.wave.sreg(static_cast<uint16_t>(smem_field(c, isa::Field::soffset)));
}

// A register tuple starts on an even register (pairs) or a multiple of four (wider); like LLVM,
// the model rounds an unaligned field down.
uint16_t aligned_tuple(uint32_t code, unsigned dwords) {
  const unsigned align = dwords >= 4 ? 4 : dwords;
  return static_cast<uint16_t>(code / align * align);
}

void smem_write(ExecContext& c, const uint32_t* values, unsigned dwords) {
  const uint16_t sdata = aligned_tuple(smem_field(c, isa::Field::sdata), dwords);
  for (unsigned i = 0; i < dwords; ++i) {
    const uint16_t code = static_cast<uint16_t>(sdata + i);
    if (code >= kNumScalarRegs) break;
    c.load_sreg(code, values[i]);
  }
}

// s_load_b*: dwords from the 64-bit address in an SGPR pair; the two low address bits are ignored.
void s_load(ExecContext& c) {
  c.result.unit = Unit::Smem;
  const uint16_t sbase = static_cast<uint16_t>(smem_field(c, isa::Field::sbase) * 2);
  const uint64_t address = (c.wave.sreg64(sbase) + static_cast<uint64_t>(smem_offset(c))) & ~3ull;
  const unsigned dwords = smem_dwords(c.inst.info->op);
  uint8_t bytes[64];
  c.record_access(MemorySpace::Scalar, 0, address, dwords * 4);
  global_read(c, -1, address, bytes, dwords * 4);
  uint32_t values[16];
  for (unsigned i = 0; i < dwords; ++i)
    values[i] = static_cast<uint32_t>(le_value(bytes + 4 * i, 4));
  smem_write(c, values, dwords);
}

// s_buffer_load_b*: the buffer resource in four SGPRs; each dword whose byte offset (immediate +
// soffset, low two bits ignored) is not below NUM_RECORDS reads 0, the others come from
// base + offset.
void s_buffer_load(ExecContext& c) {
  c.result.unit = Unit::Smem;
  const uint16_t sbase = aligned_tuple(smem_field(c, isa::Field::sbase) * 2, 4);
  const uint64_t base =
      c.wave.sreg(sbase) |
      static_cast<uint64_t>(c.wave.sreg(static_cast<uint16_t>(sbase + 1)) & 0xFFFF) << 32;
  const uint32_t num_records = c.wave.sreg(static_cast<uint16_t>(sbase + 2));
  const uint32_t offset = static_cast<uint32_t>(smem_offset(c)) & ~3u;
  const unsigned dwords = smem_dwords(c.inst.info->op);
  c.record_access(MemorySpace::Scalar, 0, base + offset, dwords * 4);
  uint32_t values[16];
  for (unsigned i = 0; i < dwords; ++i) {
    const uint64_t at = static_cast<uint64_t>(offset) + 4 * i;
    values[i] = 0;
    if (at + 4 > num_records) continue;
    uint8_t bytes[4];
    global_read(c, -1, base + at, bytes, 4);
    values[i] = static_cast<uint32_t>(le_value(bytes, 4));
  }
  smem_write(c, values, dwords);
}

// Cache invalidations and address-translation probes change no architectural state here.
void smem_no_effect(ExecContext& c) { c.result.unit = Unit::Smem; }

}  // namespace

void register_smem(std::vector<Handler>& table) {
  using isa::Op;
  for (Op op :
       {Op::S_LOAD_B32, Op::S_LOAD_B64, Op::S_LOAD_B128, Op::S_LOAD_B256, Op::S_LOAD_B512}) {
    table[static_cast<std::size_t>(op)] = s_load;
  }
  for (Op op : {Op::S_BUFFER_LOAD_B32, Op::S_BUFFER_LOAD_B64, Op::S_BUFFER_LOAD_B128,
                Op::S_BUFFER_LOAD_B256, Op::S_BUFFER_LOAD_B512}) {
    table[static_cast<std::size_t>(op)] = s_buffer_load;
  }
  for (Op op : {Op::S_DCACHE_INV, Op::S_GL1_INV, Op::S_ATC_PROBE, Op::S_ATC_PROBE_BUFFER}) {
    table[static_cast<std::size_t>(op)] = smem_no_effect;
  }
}

}  // namespace mem

void register_memory_semantics(std::vector<Handler>& table) {
  mem::register_smem(table);
  mem::register_flat(table);
  mem::register_buffer(table);
  mem::register_ds(table);
}

}  // namespace cutlm
