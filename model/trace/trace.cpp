#include "trace/trace.h"

#include <cstdio>
#include <utility>

#include "isa/disasm.h"
#include "support/errors.h"

namespace cutlm {
namespace {

void append_hex(std::string& out, uint64_t value, int digits) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "\"0x%0*llx\"", digits, static_cast<unsigned long long>(value));
  out += buf;
}

void append_json_string(std::string& out, const std::string& text) {
  out += '"';
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  out += '"';
}

}  // namespace

TraceWriter::TraceWriter(const std::string& path, WaveFilter filter)
    : filter_(std::move(filter)), out_(path, "trace", 1 << 20) {}

void TraceWriter::write(const DecodedInst& inst, uint64_t pc, const WaveState& wave,
                        const CommitLog& log, uint64_t cycle,
                        const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup) {
  std::string& s = line_;
  s.clear();
  s += '{';
  write_head(pc, wave, cycle, workgroup, wave_in_workgroup);
  s += ",\"words\":[";
  for (unsigned i = 0; i < inst.num_words; ++i) {
    if (i != 0) s += ',';
    append_hex(s, inst.words[i], 8);
  }
  s += "],\"asm\":";
  append_json_string(s, disassemble(inst, wave.wave64()));
  s += ",\"exec\":";
  append_hex(s, wave.exec(), wave.wave64() ? 16 : 8);
  // A held load's registers keep their values until the data lands: they are listed as
  // pending here and written by the landing line.
  auto held = [&log](bool vector, uint16_t reg) {
    for (size_t i = 0; i < log.held_count; ++i) {
      if (log.held[i].vector == vector && log.held[i].reg == reg) return true;
    }
    return false;
  };
  if (log.held_count != 0) {
    s += ",\"pending\":[";
    for (size_t i = 0; i < log.held_count; ++i) {
      if (i != 0) s += ',';
      const HeldRegister& h = log.held[i];
      append_json_string(s, h.vector ? "v" + std::to_string(h.reg) : scalar_reg_name(h.reg));
    }
    s += ']';
  }
  s += ",\"writes\":{";
  bool first = true;
  for (uint16_t code : log.sregs) {
    if (log.held_count != 0 && held(false, code)) continue;
    if (!first) s += ',';
    first = false;
    append_json_string(s, scalar_reg_name(code));
    s += ':';
    append_hex(s, wave.sreg(code), 8);
  }
  for (uint16_t reg : log.vgprs) {
    if (log.held_count != 0 && held(true, reg)) continue;
    if (!first) s += ',';
    first = false;
    s += "\"v" + std::to_string(reg) + "\":[";
    for (int lane = 0; lane < wave.wave_size(); ++lane) {
      if (lane != 0) s += ',';
      append_hex(s, wave.vgpr(reg, lane), 8);
    }
    s += ']';
  }
  if (log.scc) {
    if (!first) s += ',';
    first = false;
    s += "\"scc\":" + std::to_string(wave.scc ? 1 : 0);
  }
  if (log.mode) {
    if (!first) s += ',';
    s += "\"mode\":";
    append_hex(s, mode_register(wave.mode), 8);
  }
  s += "}}\n";
  out_.write(s);
}

void TraceWriter::write_head(uint64_t pc, const WaveState& wave, uint64_t cycle,
                             const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup) {
  std::string& s = line_;
  s += "\"pc\":";
  append_hex(s, pc, 1);
  s += ",\"cycle\":" + std::to_string(cycle) + ",\"wave\":" + std::to_string(wave.wave_id);
  s += ",\"workgroup\":[" + std::to_string(workgroup[0]) + "," + std::to_string(workgroup[1]) +
       "," + std::to_string(workgroup[2]) +
       "],\"wave_in_workgroup\":" + std::to_string(wave_in_workgroup) + ",\"wave_name\":\"" +
       wave_name(workgroup, wave_in_workgroup) + '"';
}

void TraceWriter::write_landing(uint64_t pc, const WaveState& wave, const HeldRegister* held,
                                std::size_t held_count, uint64_t cycle,
                                const std::array<uint32_t, 3>& workgroup,
                                unsigned wave_in_workgroup) {
  std::string& s = line_;
  s.clear();
  s += "{\"event\":\"land\",";
  write_head(pc, wave, cycle, workgroup, wave_in_workgroup);
  s += ",\"writes\":{";
  bool first = true;
  for (std::size_t i = 0; i < held_count; ++i) {
    const HeldRegister& h = held[i];
    if (!first) s += ',';
    first = false;
    if (!h.vector) {
      append_json_string(s, scalar_reg_name(h.reg));
      s += ':';
      append_hex(s, wave.sreg(h.reg), 8);
      continue;
    }
    s += "\"v" + std::to_string(h.reg) + "\":[";
    for (int lane = 0; lane < wave.wave_size(); ++lane) {
      if (lane != 0) s += ',';
      append_hex(s, wave.vgpr(h.reg, lane), 8);
    }
    s += ']';
  }
  s += "}}\n";
  out_.write(s);
}

}  // namespace cutlm
