// Memory instructions: SMEM here, and the plumbing the other families share (see
// sem_memory_common.h); FLAT/GLOBAL/SCRATCH in sem_memory_flat.cpp, MUBUF/MTBUF in
// sem_memory_buffer.cpp, DS in sem_memory_ds.cpp. Accesses complete at once: the functional core
// has no outstanding-access counters, so s_waitcnt has nothing to wait for here.
#include <cstdio>
#include <cstring>

#include "exec/fp_order.h"
#include "exec/memory/sem_memory_common.h"
#include "fp/fp.h"
#include "isa/disasm.h"

namespace cutlm {
namespace mem {

std::vector<MemOp>& op_table() {
  static std::vector<MemOp> table(static_cast<std::size_t>(isa::Op::Count));
  return table;
}

namespace {

// The packed float atomics round to nearest even and keep denormals: LLVM's SIISelLowering
// (fpModeMatchesGlobalFPAtomicMode) says the global FP atomics have a fixed FP mode that
// supports packed-f16 denormals, and the model reads its bf16 twin the same way (the DS forms
// follow MODE on the hardware, which the model's DS float atomics do not model; see
// docs/valu-semantics.md). NaNs as the fp core passes them on (the first, memory's, quieted).
uint16_t packed_f16_add(uint16_t old, uint16_t data) {
  const fp::Env env;
  return static_cast<uint16_t>(fp::add(old, data, fp::Format::F16, env));
}

// bf16 is the top half of an f32: the f32 sum rounded to nearest even once more. Rounding
// twice is exact here: 24 bits hold at least 2 x 8 + 2 (the condition under which a sum
// rounded first to the wider format rounds on to the same bf16 as the exact sum), and the
// exponent ranges are the same.
uint16_t packed_bf16_add(uint16_t old, uint16_t data) {
  const fp::Env env;
  const uint32_t sum = static_cast<uint32_t>(fp::add(
      static_cast<uint64_t>(old) << 16, static_cast<uint64_t>(data) << 16, fp::Format::F32, env));
  if (fp::is_nan(sum, fp::Format::F32)) return static_cast<uint16_t>(sum >> 16);
  return static_cast<uint16_t>((sum + 0x7FFFu + (sum >> 16 & 1)) >> 16);
}

}  // namespace

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
    case AtomicOp::CondSub: return old >= data ? old - data : old;
    // AMD names the data first: two NaNs give the data quieted, equal values keep memory's.
    case AtomicOp::MinNum:
    case AtomicOp::MaxNum:
      return fp_order::minimum_maximum_number(data, old, wide ? fp::Format::F64 : fp::Format::F32,
                                              op == AtomicOp::MaxNum);
    case AtomicOp::PkAddF16:
    case AtomicOp::PkAddBF16: {
      uint64_t out = 0;
      for (unsigned half = 0; half < 32; half += 16) {
        const uint16_t a = static_cast<uint16_t>(old >> half);
        const uint16_t b = static_cast<uint16_t>(data >> half);
        const uint16_t sum =
            op == AtomicOp::PkAddF16 ? packed_f16_add(a, b) : packed_bf16_add(a, b);
        out |= static_cast<uint64_t>(sum) << half;
      }
      return out;
    }
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

// Dwords of sdata each operation writes (RDNA4's b96 too).
unsigned smem_dwords(isa::Op op) {
  switch (op) {
    case isa::Op::S_LOAD_B32:
    case isa::Op::S_BUFFER_LOAD_B32: return 1;
    case isa::Op::S_LOAD_B64:
    case isa::Op::S_BUFFER_LOAD_B64: return 2;
    case isa::Op::S_LOAD_B96:
    case isa::Op::S_BUFFER_LOAD_B96: return 3;
    case isa::Op::S_LOAD_B128:
    case isa::Op::S_BUFFER_LOAD_B128: return 4;
    case isa::Op::S_LOAD_B256:
    case isa::Op::S_BUFFER_LOAD_B256: return 8;
    default: return 16;
  }
}

// RDNA4's sub-dword scalar loads: bytes read, and whether the value is sign-extended.
struct SubDword {
  unsigned bytes;
  bool sign;
};
SubDword smem_sub_dword(isa::Op op) {
  switch (op) {
    case isa::Op::S_LOAD_I8:
    case isa::Op::S_BUFFER_LOAD_I8: return {1, true};
    case isa::Op::S_LOAD_U8:
    case isa::Op::S_BUFFER_LOAD_U8: return {1, false};
    case isa::Op::S_LOAD_I16:
    case isa::Op::S_BUFFER_LOAD_I16: return {2, true};
    default: return {2, false};
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
  const unsigned align = dwords >= 3 ? 4 : dwords;  // b96 as b128 (llvm-mc-19 rejects s[5:7])
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

// The 64-bit address of an s_load: the SGPR pair plus the offsets.
uint64_t s_load_address(const ExecContext& c) {
  const uint16_t sbase = static_cast<uint16_t>(smem_field(c, isa::Field::sbase) * 2);
  return c.wave.sreg64(sbase) + static_cast<uint64_t>(smem_offset(c));
}

// The buffer resource's base address [47:0] and NUM_RECORDS (dword 2).
struct ScalarBuffer {
  uint64_t base;
  uint32_t num_records;
};
ScalarBuffer scalar_buffer(const ExecContext& c) {
  const uint16_t sbase = aligned_tuple(smem_field(c, isa::Field::sbase) * 2, 4);
  return {c.wave.sreg(sbase) |
              static_cast<uint64_t>(c.wave.sreg(static_cast<uint16_t>(sbase + 1)) & 0xFFFF) << 32,
          c.wave.sreg(static_cast<uint16_t>(sbase + 2))};
}

// s_load_b*: dwords from the 64-bit address in an SGPR pair; the two low address bits are ignored.
void s_load(ExecContext& c) {
  c.result.unit = Unit::Smem;
  const uint64_t address = s_load_address(c) & ~3ull;
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
  const ScalarBuffer b = scalar_buffer(c);
  const uint64_t base = b.base;
  const uint32_t num_records = b.num_records;
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

// RDNA4's s_load_{i,u}{8,16} and s_buffer_load_{i,u}{8,16}: one SGPR, the byte or halfword at
// the address (no address bit ignored: AMD's pseudocode reads MEM[ADDR].i8 / .u16) sign- or
// zero-extended. The buffer form reads 0 when the bytes are not all below NUM_RECORDS, as the
// dword forms do per dword.
template <bool kBuffer>
void s_load_sub_dword(ExecContext& c) {
  c.result.unit = Unit::Smem;
  const SubDword what = smem_sub_dword(c.inst.info->op);
  uint8_t bytes[2] = {};
  if (kBuffer) {
    const ScalarBuffer b = scalar_buffer(c);
    const uint32_t offset = static_cast<uint32_t>(smem_offset(c));
    c.record_access(MemorySpace::Scalar, 0, b.base + offset, what.bytes);
    if (static_cast<uint64_t>(offset) + what.bytes <= b.num_records) {
      global_read(c, -1, b.base + offset, bytes, what.bytes);
    }
  } else {
    const uint64_t address = s_load_address(c);
    c.record_access(MemorySpace::Scalar, 0, address, what.bytes);
    global_read(c, -1, address, bytes, what.bytes);
  }
  const uint64_t raw = le_value(bytes, what.bytes);
  const uint32_t value = static_cast<uint32_t>(what.sign ? sign_extend(raw, what.bytes * 8) : raw);
  smem_write(c, &value, 1);
}

// Cache invalidations and address-translation probes change no architectural state here, nor
// do RDNA4's prefetches: AMD's pseudocode has them fill the instruction or scalar data cache
// (PrefetchScalarInst / PrefetchScalarData, and only with MODE.SCALAR_PREFETCH_EN) and write no
// register; the model reads no memory for them, so no address of theirs can fault.
void smem_no_effect(ExecContext& c) { c.result.unit = Unit::Smem; }

}  // namespace

void register_smem(std::vector<Handler>& table) {
  using isa::Op;
  for (Op op : {Op::S_LOAD_B32, Op::S_LOAD_B64, Op::S_LOAD_B96, Op::S_LOAD_B128, Op::S_LOAD_B256,
                Op::S_LOAD_B512}) {
    table[static_cast<std::size_t>(op)] = s_load;
  }
  for (Op op : {Op::S_BUFFER_LOAD_B32, Op::S_BUFFER_LOAD_B64, Op::S_BUFFER_LOAD_B96,
                Op::S_BUFFER_LOAD_B128, Op::S_BUFFER_LOAD_B256, Op::S_BUFFER_LOAD_B512}) {
    table[static_cast<std::size_t>(op)] = s_buffer_load;
  }
  for (Op op : {Op::S_LOAD_I8, Op::S_LOAD_U8, Op::S_LOAD_I16, Op::S_LOAD_U16}) {
    table[static_cast<std::size_t>(op)] = s_load_sub_dword<false>;
  }
  for (Op op :
       {Op::S_BUFFER_LOAD_I8, Op::S_BUFFER_LOAD_U8, Op::S_BUFFER_LOAD_I16, Op::S_BUFFER_LOAD_U16}) {
    table[static_cast<std::size_t>(op)] = s_load_sub_dword<true>;
  }
  for (Op op : {Op::S_DCACHE_INV, Op::S_GL1_INV, Op::S_ATC_PROBE, Op::S_ATC_PROBE_BUFFER,
                Op::S_PREFETCH_INST, Op::S_PREFETCH_INST_PC_REL, Op::S_PREFETCH_DATA,
                Op::S_PREFETCH_DATA_PC_REL, Op::S_BUFFER_PREFETCH_DATA}) {
    table[static_cast<std::size_t>(op)] = smem_no_effect;
  }
}

uint16_t descriptor_sgpr(const ExecContext& c, unsigned dwords, const char* what) {
  const isa::BitField at = isa::exec_field(c.inst.arch, c.inst.encoding, isa::Field::srsrc);
  const isa::EncodingLayout& l = isa::layout(c.inst.arch, c.inst.encoding);
  unsigned scale = 1;
  for (std::size_t i = 0; i < l.count; ++i) {
    const isa::FieldSpec& spec = l.fields[i];
    if (spec.bits.lo == at.lo && spec.bits.hi == at.hi && spec.kind == isa::FieldKind::SRsrcField)
      scale = 4;
  }
  const unsigned first = field(c.inst.words.data(), at) * scale;
  if (first + dwords > static_cast<unsigned>(kNumScalarRegs)) {
    c.fail(std::string("the ") + what + "'s SGPRs s[" + std::to_string(first) + ":" +
           std::to_string(first + dwords - 1) + "] run past the scalar registers");
  }
  return static_cast<uint16_t>(first);
}

}  // namespace mem

void register_memory_semantics(std::vector<Handler>& table) {
  mem::register_smem(table);
  mem::register_flat(table);
  mem::register_buffer(table);
  mem::register_ds(table);
  mem::register_image(table);
}

}  // namespace cutlm
