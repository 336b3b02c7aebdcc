// A kernel launch's RDNA3 thread trace decoded into waves: every wave's shader engine, CU, SIMD,
// slot, start and end cycle, and for the waves of the instruction-traced SIMD each instruction's
// pc (its ELF address) and issue cycle, found by walking the kernel's code along the trace's
// instruction packets. Every inconsistency between buffer and code is an InputError naming the
// buffer, the byte and what disagrees.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cutlm::sqtt {

// The one SIMD per instruction-tracing shader engine whose instructions the trace records:
// the instruction packets name only a wave slot, so the SIMD is the capture's setting
// (SQ_THREAD_TRACE_MASK); tinygrad's profiler traces CU 0, SIMD 0.
constexpr unsigned kTracedCu = 0;
constexpr unsigned kTracedSimd = 0;

struct TracedInstruction {
  uint64_t pc = 0;    // ELF address
  uint64_t time = 0;  // issue cycle (shader clock, since the buffer's start)
  // The packet that reported it: VALUINST, IMMEDIATE (also for IMMEDIATE_MASK), WAVEEND (the
  // wave's s_endpgm) or an INST packet's operation (SALU, SMEM_RD, JUMP, JUMP_NO, LDS_RD, ...).
  std::string packet;
};

struct TracedWave {
  unsigned se = 0;
  unsigned cu = 0;  // see WaveLocation in packets.h
  unsigned simd = 0;
  unsigned slot = 0;
  uint64_t start = 0;  // WAVESTART cycle
  uint64_t end = 0;    // WAVEEND cycle
  // On the traced SIMD of an instruction-tracing shader engine: `instructions` is its trace.
  bool has_instructions = false;
  std::vector<TracedInstruction> instructions;
};

// One shader engine's buffer, exactly as the hardware wrote it.
struct ShaderEngineBuffer {
  unsigned se = 0;
  std::string label;  // the file, for messages
  std::vector<uint8_t> bytes;
  bool instruction_trace = false;  // this engine traced the instructions of its traced SIMD
};

// The code that ran: the kernel's executable section at its ELF addresses.
struct KernelText {
  std::string label;     // the file, for messages
  uint64_t address = 0;  // of bytes[0]
  std::vector<uint8_t> bytes;
  uint64_t entry = 0;  // where every wave starts
  bool wave64 = false;
  bool wgp_mode = false;  // the descriptor's WGP_MODE: a workgroup may use the WGP's four SIMDs
};

// Loads `kernel` of an AMDHSA code object (as `cutlm dispatch` names kernels; empty: the
// object's only kernel). Throws InputError naming the file.
KernelText load_kernel_text(const std::string& path, const std::string& kernel);

// Throws InputError when `bytes` cannot be a whole RDNA3 trace buffer: empty, not a whole number
// of the 32-byte blocks the hardware writes (a truncated file), or not starting with a layout 3
// header (another GPU's trace, or no trace at all).
void check_buffer(const std::string& label, const std::vector<uint8_t>& bytes);

// Whether the buffer holds any instruction packet (VALUINST, INST, IMMEDIATE, IMMEDIATE_MASK).
bool has_instruction_packets(const std::vector<uint8_t>& bytes);

// The buffer's waves in the order they ended. Throws InputError on a malformed buffer, a wave
// that starts twice, ends without starting or is still running when the buffer ends (a truncated
// trace), and on instruction packets the code cannot explain (the wrong code object).
std::vector<TracedWave> decode_shader_engine(const ShaderEngineBuffer& buffer,
                                             const KernelText& code);

// The name an INST packet's operation is reported with (SALU, JUMP_NO, ...; INST_0xNN when the
// operation has no name), and whether it reports an instruction of another SIMD (0x50..0x66),
// which does not advance the traced wave.
std::string inst_op_name(unsigned op);
bool inst_op_is_other_simd(unsigned op);

// {"waves": [...]}: one object per wave with se, cu, simd, slot, start, end and instructions
// (null, or a list of {pc: "0x...", time, packet}), one item per line as the decoded traces
// shipped with the test data are written.
std::string waves_json(const std::vector<TracedWave>& waves);

}  // namespace cutlm::sqtt
