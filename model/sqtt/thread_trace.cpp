#include "sqtt/thread_trace.h"

#include <array>
#include <cinttypes>
#include <cstdio>
#include <unordered_map>

#include "isa/decoder.h"
#include "isa/disasm.h"
#include "loader/code_object.h"
#include "loader/program.h"
#include "sqtt/packets.h"
#include "support/errors.h"

namespace cutlm::sqtt {
namespace {

// The hardware writes a buffer in blocks of 32 bytes (its write pointer counts them; Mesa's
// ac_sqtt and radv_sqtt take cur_offset * 32 bytes).
constexpr std::size_t kBlockBytes = 32;
constexpr unsigned kRdna3Layout = 3;

constexpr unsigned kOpJump = 0x03;    // a branch taken
constexpr unsigned kOpJumpNo = 0x04;  // a branch not taken

// INST operations of RDNA3 by their names in tinygrad's decoder (the decoded traces' names).
struct OpName {
  unsigned op;
  const char* name;
};
constexpr OpName kOpNames[] = {
    {0x00, "SALU"},       {0x01, "SMEM_RD"},    {0x03, "JUMP"},         {0x04, "JUMP_NO"},
    {0x05, "CALL"},       {0x09, "MESSAGE"},    {0x0b, "VALUT_4"},      {0x0d, "VALUB_2"},
    {0x0e, "VALUB_4"},    {0x0f, "VALUB_16"},   {0x12, "VINTERP"},      {0x13, "BARRIER"},
    {0x1c, "FLAT_RD_2"},  {0x1d, "FLAT_WR_3"},  {0x1e, "FLAT_WR_4"},    {0x1f, "FLAT_WR_5"},
    {0x20, "FLAT_WR_6"},  {0x21, "SGMEM_RD_1"}, {0x22, "SGMEM_RD_2"},   {0x24, "SGMEM_WR_2"},
    {0x25, "SGMEM_WR_3"}, {0x26, "SGMEM_WR_4"}, {0x27, "SGMEM_WR_5"},   {0x28, "SGMEM_WR_6"},
    {0x29, "LDS_RD"},     {0x2a, "LDS_WR_1"},   {0x2b, "LDS_WR_2"},     {0x2c, "LDS_WR_3"},
    {0x2d, "LDS_WR_4"},   {0x2e, "LDS_WR_5"},   {0x72, "SALU_WR_EXEC"}, {0x73, "VALU1_WR_EXEC"},
};
// Other SIMDs' memory instructions, as the traced SIMD's stream reports them.
constexpr unsigned kOtherLdsFirst = 0x50;   // OTHER_LDS_1 .. OTHER_LDS_5
constexpr unsigned kOtherFlatFirst = 0x55;  // OTHER_FLAT_2 .. OTHER_FLAT_6
constexpr unsigned kOtherVmemFirst = 0x5a;  // OTHER_VMEM_1 .. OTHER_VMEM_13
constexpr unsigned kOtherLast = 0x66;

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%" PRIx64, value);
  return text;
}

bool is_endpgm(const DecodedInst& inst) {
  const isa::Op op = inst.info->op;
  return op == isa::Op::S_ENDPGM || op == isa::Op::S_ENDPGM_SAVED ||
         op == isa::Op::S_ENDPGM_ORDERED_PS_DONE;
}

bool is_branch(const DecodedInst& inst) {
  return inst.info->op == isa::Op::S_BRANCH ||
         std::string(inst.info->name).compare(0, 10, "S_CBRANCH_") == 0;
}

// Instructions whose next pc the code alone does not give.
bool next_pc_unknown(const DecodedInst& inst) {
  const isa::Op op = inst.info->op;
  return op == isa::Op::S_SETPC_B64 || op == isa::Op::S_SWAPPC_B64 || op == isa::Op::S_CALL_B64 ||
         op == isa::Op::S_RFE_B64;
}

// The kernel's instructions by pc, decoded once.
class CodeWalker {
 public:
  explicit CodeWalker(const KernelText& code) : code_(code) {}

  // The instruction at `pc`; `where` starts the message when there is none.
  const DecodedInst& at(uint64_t pc, const std::string& where) {
    const auto found = decoded_.find(pc);
    if (found != decoded_.end()) return found->second;
    if (pc < code_.address || pc - code_.address >= code_.bytes.size()) {
      mismatch(where, "pc " + hex(pc) + " lies outside its code [" + hex(code_.address) + ", " +
                          hex(code_.address + code_.bytes.size()) + ")");
    }
    const std::size_t offset = static_cast<std::size_t>(pc - code_.address);
    DecodedInst inst = decode(code_.bytes.data() + offset, code_.bytes.size() - offset,
                              code_.wave64, DecodeMode::Execute);
    if (!inst.valid()) mismatch(where, "pc " + hex(pc) + " holds no instruction: " + inst.error);
    return decoded_.emplace(pc, std::move(inst)).first->second;
  }

  std::string text(const DecodedInst& inst) const { return disassemble(inst, code_.wave64); }

  [[noreturn]] void mismatch(const std::string& where, const std::string& what) const {
    throw InputError(where + what + "; " + code_.label +
                     " does not match this trace (is it the code object that ran?)");
  }

 private:
  const KernelText& code_;
  std::unordered_map<uint64_t, DecodedInst> decoded_;
};

struct RunningWave {
  bool active = false;
  TracedWave wave;
  uint64_t pc = 0;  // the next instruction of an instruction-traced wave
};

class ShaderEngineDecoder {
 public:
  ShaderEngineDecoder(const ShaderEngineBuffer& buffer, const KernelText& code)
      : buffer_(buffer), code_(code), walker_(code), running_(kCus * kSimds * kSlots) {}

  std::vector<TracedWave> run() {
    check_buffer(buffer_.label, buffer_.bytes);
    PacketReader reader(buffer_.bytes.data(), buffer_.bytes.size());
    Packet packet;
    while (reader.next(packet)) {
      switch (packet.kind) {
        case PacketKind::WaveStart: start(packet); break;
        case PacketKind::WaveEnd: end(packet); break;
        case PacketKind::ValuInst:
        case PacketKind::Immediate:
          if (buffer_.instruction_trace) issue(packet, instruction_slot(packet), 0);
          break;
        case PacketKind::Inst:
          if (buffer_.instruction_trace && !inst_op_is_other_simd(inst_op(packet)))
            issue(packet, instruction_slot(packet), inst_op(packet));
          break;
        case PacketKind::ImmediateMask:
          if (!buffer_.instruction_trace) break;
          for (unsigned slot = 0; slot < 16; ++slot) {
            if ((immediate_mask(packet) >> slot) & 1u) issue(packet, slot, 0);
          }
          break;
        default: break;
      }
    }
    report_unfinished();
    return std::move(ended_);
  }

 private:
  static constexpr unsigned kCus = 16;  // the 4-bit CU number of WaveLocation
  static constexpr unsigned kSimds = 4;
  static constexpr unsigned kSlots = 32;

  static std::size_t index(unsigned cu, unsigned simd, unsigned slot) {
    return (std::size_t{cu} * kSimds + simd) * kSlots + slot;
  }
  static std::string wave_name(unsigned cu, unsigned simd, unsigned slot) {
    return "cu " + std::to_string(cu) + " simd " + std::to_string(simd) + " slot " +
           std::to_string(slot);
  }
  std::string at(const Packet& packet) const {
    return buffer_.label + ": byte " + std::to_string(packet.byte_offset()) + ": ";
  }

  void start(const Packet& packet) {
    const WaveLocation where = wave_location(packet);
    RunningWave& r = running_[index(where.cu, where.simd, where.slot)];
    if (r.active) {
      throw InputError(at(packet) + "WAVESTART of " + wave_name(where.cu, where.simd, where.slot) +
                       " while the wave that started there at cycle " +
                       std::to_string(r.wave.start) + " still runs: a corrupt trace");
    }
    r = RunningWave{};
    r.active = true;
    r.wave.se = buffer_.se;
    r.wave.cu = where.cu;
    r.wave.simd = where.simd;
    r.wave.slot = where.slot;
    r.wave.start = packet.time;
    r.wave.has_instructions =
        buffer_.instruction_trace && where.cu == kTracedCu && where.simd == kTracedSimd;
    r.pc = code_.entry;
  }

  void end(const Packet& packet) {
    const WaveLocation where = wave_location(packet);
    RunningWave& r = running_[index(where.cu, where.simd, where.slot)];
    if (!r.active) {
      throw InputError(at(packet) + "WAVEEND of " + wave_name(where.cu, where.simd, where.slot) +
                       ", where no wave runs: a corrupt trace, or one that does not start before "
                       "the launch");
    }
    r.wave.end = packet.time;
    if (r.wave.has_instructions) {
      const std::string where_text =
          at(packet) + "wave " + wave_name(where.cu, where.simd, where.slot) + ": ";
      const uint64_t pc = skip_delay_alu(r.pc, where_text);
      const DecodedInst& inst = walker_.at(pc, where_text);
      if (!is_endpgm(inst)) {
        walker_.mismatch(where_text, "the wave ended at pc " + hex(pc) + " (" + walker_.text(inst) +
                                         "), which is no s_endpgm");
      }
      r.wave.instructions.push_back({pc, packet.time, "WAVEEND"});
    }
    ended_.push_back(std::move(r.wave));
    r.active = false;
  }

  // s_delay_alu issues no packet: the wave's next reported instruction is the one after it.
  uint64_t skip_delay_alu(uint64_t pc, const std::string& where) {
    for (;;) {
      const DecodedInst& inst = walker_.at(pc, where);
      if (inst.info->op != isa::Op::S_DELAY_ALU) return pc;
      pc += inst.size_bytes();
    }
  }

  void issue(const Packet& packet, unsigned slot, unsigned op) {
    std::string name = packet.kind == PacketKind::Inst       ? inst_op_name(op)
                       : packet.kind == PacketKind::ValuInst ? "VALUINST"
                                                             : "IMMEDIATE";
    RunningWave& r = running_[index(kTracedCu, kTracedSimd, slot)];
    if (!r.active) {
      throw InputError(at(packet) + packet_kind_name(packet.kind) + " packet of slot " +
                       std::to_string(slot) + " of the traced SIMD (" +
                       wave_name(kTracedCu, kTracedSimd, slot) + "), where no wave runs: a " +
                       "corrupt trace, or a shader engine that traced another SIMD");
    }
    const std::string where = at(packet) + "wave " + wave_name(kTracedCu, kTracedSimd, slot) + ": ";
    const uint64_t pc = skip_delay_alu(r.pc, where);
    const DecodedInst& inst = walker_.at(pc, where);
    const std::string what = name + " packet at pc " + hex(pc) + " (" + walker_.text(inst) + ")";
    if (is_endpgm(inst)) walker_.mismatch(where, what + ", before the wave's end");
    if (next_pc_unknown(inst)) {
      throw InputError(where + what + ": cutlm cannot follow this instruction (its target is " +
                       "not in the code)");
    }
    const bool jump = packet.kind == PacketKind::Inst && (op == kOpJump || op == kOpJumpNo);
    if (is_branch(inst) && !jump)
      walker_.mismatch(where, what + ": a branch reports JUMP or JUMP_NO");
    if (jump && !is_branch(inst)) walker_.mismatch(where, what + ", which is no branch");
    if (packet.kind == PacketKind::ValuInst &&
        format_family(inst.format) != FormatFamily::VectorAlu)
      walker_.mismatch(where, what + ", which is no VALU instruction");
    if ((packet.kind == PacketKind::Immediate || packet.kind == PacketKind::ImmediateMask) &&
        inst.format != isa::Format::SOPP) {
      walker_.mismatch(where, what + ", which is no SOPP instruction");
    }
    r.wave.instructions.push_back({pc, packet.time, std::move(name)});
    uint64_t next = pc + inst.size_bytes();
    if (packet.kind == PacketKind::Inst && op == kOpJump) {
      // A taken branch goes to the next pc plus simm16 words (a signed count).
      next += static_cast<uint64_t>(int64_t{static_cast<int16_t>(inst.simm16)} * 4);
    }
    r.pc = next;
  }

  void report_unfinished() const {
    const RunningWave* first = nullptr;
    std::size_t count = 0;
    for (const RunningWave& r : running_) {
      if (!r.active) continue;
      ++count;
      if (first == nullptr || r.wave.start < first->wave.start) first = &r;
    }
    if (first == nullptr) return;
    const std::string more =
        count > 1 ? " (and " + std::to_string(count - 1) + " more waves)" : std::string();
    throw InputError(buffer_.label + ": truncated: the trace ends (byte " +
                     std::to_string(buffer_.bytes.size()) + ") while wave " +
                     wave_name(first->wave.cu, first->wave.simd, first->wave.slot) +
                     ", started at cycle " + std::to_string(first->wave.start) + ", still runs" +
                     more);
  }

  const ShaderEngineBuffer& buffer_;
  const KernelText& code_;
  CodeWalker walker_;
  std::vector<RunningWave> running_;
  std::vector<TracedWave> ended_;
};

// Restores the loader's warning sink when a scope ends.
class WarningsSilenced {
 public:
  WarningsSilenced() : previous_(set_warning_sink([](const std::string&) {})) {}
  ~WarningsSilenced() { set_warning_sink(previous_); }
  WarningsSilenced(const WarningsSilenced&) = delete;
  WarningsSilenced& operator=(const WarningsSilenced&) = delete;

 private:
  WarningSink previous_;
};

// The one kernel of a code object (the symbols NAME.kd), for a call that names none.
std::string only_kernel(const std::vector<uint8_t>& bytes, const std::string& path) {
  std::vector<std::string> kernels;
  {
    // load_code_object_bytes checks the target again and gives its warnings once.
    WarningsSilenced quiet;
    const ElfContents elf = read_elf_contents(bytes, path, "", nullptr);
    for (const ElfContents::Symbol& symbol : elf.symbols) {
      const std::string& name = symbol.name;
      if (name.size() > 3 && name.compare(name.size() - 3, 3, ".kd") == 0)
        kernels.push_back(name.substr(0, name.size() - 3));
    }
  }
  if (kernels.size() == 1) return kernels.front();
  if (kernels.empty())
    throw InputError(path + ": no kernel (no symbol NAME.kd) in this code object");
  std::string list;
  for (std::size_t i = 0; i < kernels.size() && i < 8; ++i)
    list += (i == 0 ? "" : ", ") + kernels[i];
  if (kernels.size() > 8) list += ", ...";
  throw InputError(path + " holds " + std::to_string(kernels.size()) + " kernels (" + list +
                   "): name the one that ran with --kernel");
}

}  // namespace

std::string inst_op_name(unsigned op) {
  for (const OpName& n : kOpNames) {
    if (n.op == op) return n.name;
  }
  if (op >= kOtherLdsFirst && op < kOtherFlatFirst)
    return "OTHER_LDS_" + std::to_string(op - kOtherLdsFirst + 1);
  if (op >= kOtherFlatFirst && op < kOtherVmemFirst)
    return "OTHER_FLAT_" + std::to_string(op - kOtherFlatFirst + 2);
  if (op >= kOtherVmemFirst && op <= kOtherLast)
    return "OTHER_VMEM_" + std::to_string(op - kOtherVmemFirst + 1);
  char text[16];
  std::snprintf(text, sizeof text, "INST_0x%02x", op & 0xffu);
  return text;
}

bool inst_op_is_other_simd(unsigned op) { return op >= kOtherLdsFirst && op <= kOtherLast; }

KernelText load_kernel_text(const std::string& path, const std::string& kernel) {
  const std::vector<uint8_t> bytes = read_binary_file(path, "code object");
  const std::string name = kernel.empty() ? only_kernel(bytes, path) : kernel;
  const CodeObject object = load_code_object_bytes(bytes, path, name);
  KernelText text;
  text.label = path;
  text.entry = object.entry_pc;
  text.wave64 = object.descriptor.wave_size() == 64;
  text.wgp_mode = object.descriptor.wgp_mode();
  if (object.image_is_loaded) {
    const UnwrappedCodeObject unwrapped = unwrap_offload_bundle(bytes, path);
    text.bytes = elf_text_section(unwrapped.bytes, unwrapped.label, &text.address);
  } else {
    text.bytes = object.image;  // a relocatable object: the kernel's section, from address 0
  }
  if (text.entry < text.address || text.entry - text.address >= text.bytes.size()) {
    throw InputError(path + ": kernel " + object.kernel + " starts at " + hex(text.entry) +
                     ", outside .text");
  }
  return text;
}

void check_buffer(const std::string& label, const std::vector<uint8_t>& bytes) {
  if (bytes.empty()) throw InputError(label + ": empty: no thread-trace data");
  if (bytes.size() % kBlockBytes != 0) {
    throw InputError(label + ": truncated: " + std::to_string(bytes.size()) +
                     " bytes is not a whole number of the 32-byte blocks the hardware writes");
  }
  PacketReader reader(bytes.data(), bytes.size());
  Packet first;
  if (!reader.next(first) || first.kind != PacketKind::LayoutHeader) {
    char start[40];
    std::snprintf(start, sizeof start, "%02x %02x %02x %02x", bytes[0], bytes[1], bytes[2],
                  bytes[3]);
    throw InputError(label + ": not an RDNA3 thread trace: no layout header at its start (bytes " +
                     start + ")");
  }
  const unsigned layout = layout_version(first);
  if (layout != kRdna3Layout) {
    throw InputError(label + ": a thread trace of layout " + std::to_string(layout) +
                     (layout == 4 ? " (RDNA4)" : "") + "; cutlm decodes RDNA3's layout 3");
  }
}

bool has_instruction_packets(const std::vector<uint8_t>& bytes) {
  PacketReader reader(bytes.data(), bytes.size());
  Packet packet;
  while (reader.next(packet)) {
    switch (packet.kind) {
      case PacketKind::ValuInst:
      case PacketKind::Inst:
      case PacketKind::Immediate:
      case PacketKind::ImmediateMask: return true;
      default: break;
    }
  }
  return false;
}

std::vector<TracedWave> decode_shader_engine(const ShaderEngineBuffer& buffer,
                                             const KernelText& code) {
  return ShaderEngineDecoder(buffer, code).run();
}

std::string waves_json(const std::vector<TracedWave>& waves) {
  std::string out = "{\n\"waves\": [";
  for (std::size_t w = 0; w < waves.size(); ++w) {
    const TracedWave& wave = waves[w];
    out += w == 0 ? "\n{\n" : ",\n{\n";
    out += "\"se\": " + std::to_string(wave.se) + ",\n";
    out += "\"cu\": " + std::to_string(wave.cu) + ",\n";
    out += "\"simd\": " + std::to_string(wave.simd) + ",\n";
    out += "\"slot\": " + std::to_string(wave.slot) + ",\n";
    out += "\"start\": " + std::to_string(wave.start) + ",\n";
    out += "\"end\": " + std::to_string(wave.end) + ",\n";
    out += "\"instructions\": ";
    if (!wave.has_instructions) {
      out += "null";
    } else {
      out += "[";
      for (std::size_t i = 0; i < wave.instructions.size(); ++i) {
        const TracedInstruction& inst = wave.instructions[i];
        out += i == 0 ? "\n{\n" : ",\n{\n";
        out += "\"pc\": \"" + hex(inst.pc) + "\",\n";
        out += "\"time\": " + std::to_string(inst.time) + ",\n";
        out += "\"packet\": \"" + inst.packet + "\"\n}";
      }
      out += wave.instructions.empty() ? "]" : "\n]";
    }
    out += "\n}";
  }
  out += waves.empty() ? "]\n}\n" : "\n]\n}\n";
  return out;
}

}  // namespace cutlm::sqtt
