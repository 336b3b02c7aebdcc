#include "loader/state_json.h"

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "loader/json_input.h"
#include "loader/program.h"
#include "support/errors.h"

namespace cutlm {
namespace {

using nlohmann::json;

std::string read_file(const std::string& path) { return read_text_file(path, "state file"); }

json parse(const std::string& text, const std::string& origin) {
  json doc = parse_input_json(text, origin);
  if (!doc.is_object()) throw InputError(origin + ": the state must be a JSON object");
  return doc;
}

uint64_t parse_hex(const json& value, const std::string& origin, const std::string& key,
                   unsigned bits) {
  if (!value.is_string()) {
    throw InputError(origin + ": " + key + ": expected a hex string like \"0x1f\"");
  }
  const std::string text = value.get<std::string>();
  uint64_t result = 0;
  if (!parse_hex_text(text, &result)) {
    throw InputError(origin + ": " + key + ": \"" + text + "\" is not a hex string like \"0x1f\"");
  }
  if (bits < 64 && (result >> bits) != 0) {
    throw InputError(origin + ": " + key + ": " + text + " does not fit in " +
                     std::to_string(bits) + " bits");
  }
  return result;
}

std::string hex32(uint64_t value) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(value));
  return buf;
}

void apply_mode(const json& mode, const std::string& origin, WaveState& wave) {
  if (!mode.is_object()) throw InputError(origin + ": mode: expected an object");
  for (auto it = mode.begin(); it != mode.end(); ++it) {
    const std::string key = "mode." + it.key();
    if (it.key() == "ieee" || it.key() == "dx10_clamp") {
      if (!it->is_boolean()) throw InputError(origin + ": " + key + ": expected true or false");
      (it.key() == "ieee" ? wave.mode.ieee : wave.mode.dx10_clamp) = it->get<bool>();
    } else if (it.key() == "round_f32" || it.key() == "round_f16_f64") {
      RoundMode parsed;
      if (!it->is_string() || !parse_round_mode(it->get<std::string>(), &parsed)) {
        throw InputError(origin + ": " + key +
                         ": expected \"nearest_even\", \"plus_infinity\", \"minus_infinity\" or "
                         "\"zero\"");
      }
      (it.key() == "round_f32" ? wave.mode.round_f32 : wave.mode.round_f16_f64) = parsed;
    } else if (it.key() == "denorm_f32" || it.key() == "denorm_f16_f64") {
      DenormMode parsed;
      if (!it->is_string() || !parse_denorm_mode(it->get<std::string>(), &parsed)) {
        throw InputError(origin + ": " + key +
                         ": expected \"preserve\", \"flush_in\", \"flush_out\" or \"flush\"");
      }
      (it.key() == "denorm_f32" ? wave.mode.denorm_f32 : wave.mode.denorm_f16_f64) = parsed;
    } else {
      throw InputError(origin + ": unknown key \"" + key + "\"");
    }
  }
}

int parse_vgpr_name(const std::string& name) {
  if (name.size() < 2 || name[0] != 'v') return -1;
  int number = 0;
  for (size_t i = 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9' || (i == 1 && name[i] == '0' && name.size() > 2)) return -1;
    number = number * 10 + (name[i] - '0');
    if (number >= kNumVgprs) return -1;
  }
  return number;
}

}  // namespace

int state_file_wave_size(const std::string& path) {
  const json doc = parse(read_file(path), path);
  if (!doc.contains("wave_size")) return 0;
  const json& size = doc["wave_size"];
  if (!size.is_number_integer() || (size.get<int>() != 32 && size.get<int>() != 64)) {
    throw InputError(path + ": wave_size: expected 32 or 64");
  }
  return size.get<int>();
}

void load_state_file(const std::string& path, WaveState& wave) {
  load_state_text(read_file(path), path, wave);
}

void load_state_text(const std::string& text, const std::string& origin, WaveState& wave) {
  const json doc = parse(text, origin);
  // EXEC has two spellings: "exec" and the halves sgpr.exec_lo/exec_hi. The dump writes both
  // (one schema in and out), so both may be given when they agree; when they differ, which one
  // wins would be an accident of key order, so that is an error naming both.
  if (doc.contains("exec") && doc.contains("sgpr") && doc["sgpr"].is_object()) {
    const uint64_t exec = parse_hex(doc["exec"], origin, "exec", wave.wave64() ? 64 : 32);
    const json& sgpr = doc["sgpr"];
    for (const char* half : {"exec_lo", "exec_hi"}) {
      // In wave32 "exec" is exec_lo alone; exec_hi is a register of its own.
      if (!sgpr.contains(half) || (half[5] == 'h' && !wave.wave64())) continue;
      const std::string key = std::string("sgpr.") + half;
      const uint64_t value = parse_hex(sgpr[half], origin, key, 32);
      const uint64_t from_exec = half[5] == 'l' ? exec & 0xffffffffu : exec >> 32;
      if (value != from_exec) {
        throw InputError(origin + ": exec (" + doc["exec"].get<std::string>() + ") and " + key +
                         " (" + sgpr[half].get<std::string>() +
                         ") both set EXEC and disagree; give one");
      }
    }
  }
  for (auto it = doc.begin(); it != doc.end(); ++it) {
    const std::string& key = it.key();
    if (key == "wave_size") {
      if (!it->is_number_integer() || it->get<int>() != wave.wave_size()) {
        throw InputError(origin + ": wave_size: " + it->dump() + " does not match the run's wave" +
                         std::to_string(wave.wave_size()));
      }
    } else if (key == "exec") {
      wave.set_exec(parse_hex(*it, origin, key, wave.wave64() ? 64 : 32));
    } else if (key == "scc") {
      if (!(it->is_number_integer() && (it->get<int>() == 0 || it->get<int>() == 1)) &&
          !it->is_boolean()) {
        throw InputError(origin + ": scc: expected 0 or 1");
      }
      wave.scc = it->is_boolean() ? it->get<bool>() : it->get<int>() == 1;
    } else if (key == "mode") {
      apply_mode(*it, origin, wave);
    } else if (key == "sgpr") {
      if (!it->is_object()) throw InputError(origin + ": sgpr: expected an object");
      for (auto reg = it->begin(); reg != it->end(); ++reg) {
        uint16_t code;
        if (!parse_scalar_reg_name(reg.key(), &code) || code == operand::kNull) {
          throw InputError(origin + ": unknown scalar register \"sgpr." + reg.key() + "\"");
        }
        wave.set_sreg(code,
                      static_cast<uint32_t>(parse_hex(*reg, origin, "sgpr." + reg.key(), 32)));
      }
    } else if (key == "vgpr") {
      if (!it->is_object()) throw InputError(origin + ": vgpr: expected an object");
      for (auto reg = it->begin(); reg != it->end(); ++reg) {
        const int number = parse_vgpr_name(reg.key());
        const std::string name = "vgpr." + reg.key();
        if (number < 0) throw InputError(origin + ": unknown vector register \"" + name + "\"");
        if (reg->is_array()) {
          if (static_cast<int>(reg->size()) != wave.wave_size()) {
            throw InputError(origin + ": " + name + ": expected " +
                             std::to_string(wave.wave_size()) + " lane values, got " +
                             std::to_string(reg->size()));
          }
          for (int lane = 0; lane < wave.wave_size(); ++lane) {
            wave.set_vgpr(
                number, lane,
                static_cast<uint32_t>(parse_hex((*reg)[static_cast<size_t>(lane)], origin,
                                                name + "[" + std::to_string(lane) + "]", 32)));
          }
        } else {
          const uint32_t value = static_cast<uint32_t>(parse_hex(*reg, origin, name, 32));
          for (int lane = 0; lane < wave.wave_size(); ++lane) wave.set_vgpr(number, lane, value);
        }
      }
    } else {
      throw InputError(origin + ": unknown key \"" + key + "\"");
    }
  }
}

std::string dump_state_json(const WaveState& wave) {
  using ordered = nlohmann::ordered_json;  // registers in their natural order
  ordered doc = ordered::object();
  doc["wave_size"] = wave.wave_size();
  char buf[32];
  std::snprintf(buf, sizeof buf, wave.wave64() ? "0x%016llx" : "0x%08llx",
                static_cast<unsigned long long>(wave.exec()));
  doc["exec"] = buf;
  doc["scc"] = wave.scc ? 1 : 0;
  doc["mode"] = {{"ieee", wave.mode.ieee},
                 {"dx10_clamp", wave.mode.dx10_clamp},
                 {"denorm_f32", denorm_mode_name(wave.mode.denorm_f32)},
                 {"denorm_f16_f64", denorm_mode_name(wave.mode.denorm_f16_f64)},
                 {"round_f32", round_mode_name(wave.mode.round_f32)},
                 {"round_f16_f64", round_mode_name(wave.mode.round_f16_f64)}};
  ordered sgpr = ordered::object();
  for (uint16_t code = 0; code < operand::kNumSgprs; ++code) {
    sgpr[scalar_reg_name(code)] = hex32(wave.sreg(code));
  }
  for (uint16_t code :
       {operand::kVccLo, operand::kVccHi, operand::kExecLo, operand::kExecHi, operand::kM0}) {
    sgpr[scalar_reg_name(code)] = hex32(wave.sreg(code));
  }
  doc["sgpr"] = sgpr;
  ordered vgpr = ordered::object();
  for (int reg = 0; reg < kNumVgprs; ++reg) {
    if (!wave.vgprs_used().test(static_cast<size_t>(reg))) continue;
    ordered lanes = ordered::array();
    for (int lane = 0; lane < wave.wave_size(); ++lane)
      lanes.push_back(hex32(wave.vgpr(reg, lane)));
    vgpr["v" + std::to_string(reg)] = lanes;
  }
  doc["vgpr"] = vgpr;
  return doc.dump(1) + "\n";
}

}  // namespace cutlm
