// libFuzzer target: bytes as one shader engine's thread-trace buffer (`cutlm sqtt decode`),
// decoded against the gemm kernel of tb/timing/hwtraces with instruction tracing on and off. An
// InputError is the expected answer to a bad buffer. A buffer that decodes must make sense:
// every wave ends no earlier than it starts; exactly the waves on the traced SIMD of a tracing
// engine have instructions, in time order from the wave's start, at pcs inside .text, the last
// its WAVEEND at the wave's end; and the JSON parses back to as many waves.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "fuzz_common.h"
#include "sqtt/thread_trace.h"
#include "support/errors.h"

#ifndef CUTLM_FUZZ_SQTT_CODE
#error "CUTLM_FUZZ_SQTT_CODE names the code object the buffers are decoded against"
#endif

namespace {

void check_wave(const cutlm::sqtt::TracedWave& wave, bool traced,
                const cutlm::sqtt::KernelText& code) {
  const auto fail = [](const std::string& what) { fuzz::fail("fuzz_sqtt", what); };
  if (wave.end < wave.start) fail("a wave ends before it starts");
  const bool on_traced_simd =
      traced && wave.cu == cutlm::sqtt::kTracedCu && wave.simd == cutlm::sqtt::kTracedSimd;
  if (wave.has_instructions != on_traced_simd) fail("instructions on the wrong wave");
  if (!wave.has_instructions) {
    if (!wave.instructions.empty()) fail("instructions on an untraced wave");
    return;
  }
  if (wave.instructions.empty()) fail("a traced wave without its end");
  uint64_t time = wave.start;
  for (const cutlm::sqtt::TracedInstruction& inst : wave.instructions) {
    if (inst.time < time) fail("instructions out of time order");
    time = inst.time;
    if (inst.pc < code.address || inst.pc - code.address >= code.bytes.size())
      fail("a pc outside .text");
  }
  const cutlm::sqtt::TracedInstruction& last = wave.instructions.back();
  if (last.packet != "WAVEEND" || last.time != wave.end) fail("a traced wave's last is no WAVEEND");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const cutlm::sqtt::KernelText code =
      cutlm::sqtt::load_kernel_text(CUTLM_FUZZ_SQTT_CODE, "");
  for (bool traced : {true, false}) {
    cutlm::sqtt::ShaderEngineBuffer buffer;
    buffer.label = "fuzz.sqtt";
    buffer.bytes.assign(data, data + size);
    buffer.instruction_trace = traced;
    std::vector<cutlm::sqtt::TracedWave> waves;
    try {
      waves = cutlm::sqtt::decode_shader_engine(buffer, code);
    } catch (const cutlm::InputError&) {
      continue;
    }
    for (const cutlm::sqtt::TracedWave& wave : waves) check_wave(wave, traced, code);
    const nlohmann::json json = nlohmann::json::parse(cutlm::sqtt::waves_json(waves));
    if (json.at("waves").size() != waves.size()) fuzz::fail("fuzz_sqtt", "the JSON lost waves");
  }
  return 0;
}
