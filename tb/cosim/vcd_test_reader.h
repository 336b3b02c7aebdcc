// Reads back a VCD file written by VcdWriter, for tests: declarations, time stamps and every
// value change, keyed by the signal's full dotted name.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cutlm::vcd_test {

struct VcdChange {
  uint64_t time;
  std::string bits;  // binary digits as written (leading zeros dropped)
};

struct VcdContents {
  std::string timescale;
  std::vector<std::string> scopes;  // full dotted path of every $scope, in file order
  std::map<std::string, unsigned> widths;
  std::map<std::string, std::vector<VcdChange>> changes;
  std::vector<uint64_t> times;  // every #time, in file order
  int dumpvars_blocks = 0;

  // The value a signal has at `time` (the last change at or before it), as a number.
  uint64_t value_at(const std::string& name, uint64_t time) const {
    const auto found = changes.find(name);
    if (found == changes.end()) throw std::out_of_range("no signal " + name);
    std::string bits = "0";
    for (const VcdChange& change : found->second) {
      if (change.time > time) break;
      bits = change.bits;
    }
    return std::stoull(bits, nullptr, 2);
  }

  // Bits [lo, lo + width) (width <= 64) of a signal of any width at `time`.
  uint64_t field_at(const std::string& name, uint64_t time, unsigned lo, unsigned width) const {
    const auto found = changes.find(name);
    if (found == changes.end()) throw std::out_of_range("no signal " + name);
    std::string bits = "0";
    for (const VcdChange& change : found->second) {
      if (change.time > time) break;
      bits = change.bits;
    }
    uint64_t value = 0;
    for (unsigned i = 0; i < width; ++i) {
      const size_t bit = lo + i;  // from the right end
      if (bit < bits.size() && bits[bits.size() - 1 - bit] == '1') value |= uint64_t{1} << i;
    }
    return value;
  }
};

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline VcdContents parse_vcd(const std::string& text) {
  VcdContents vcd;
  std::istringstream in(text);
  std::vector<std::string> scope;
  std::map<std::string, std::string> names;  // identifier code -> full name
  uint64_t time = 0;
  const auto join = [&](const std::string& leaf) {
    std::string path;
    for (const std::string& part : scope) path += part + ".";
    return path + leaf;
  };
  const auto record = [&](const std::string& code, std::string bits) {
    const auto found = names.find(code);
    if (found == names.end()) throw std::runtime_error("unknown identifier code " + code);
    vcd.changes[found->second].push_back(VcdChange{time, std::move(bits)});
  };
  std::string token;
  while (in >> token) {
    if (token == "$timescale") {
      in >> vcd.timescale >> token;
    } else if (token == "$scope") {
      std::string kind;
      std::string name;
      in >> kind >> name >> token;
      vcd.scopes.push_back(join(name));
      scope.push_back(name);
    } else if (token == "$upscope") {
      in >> token;
      scope.pop_back();
    } else if (token == "$var") {
      std::string kind;
      unsigned width = 0;
      std::string code;
      std::string name;
      in >> kind >> width >> code >> name;
      while (in >> token && token != "$end") {
      }
      names[code] = join(name);
      vcd.widths[join(name)] = width;
      vcd.changes[join(name)];
    } else if (token == "$version" || token == "$date" || token == "$comment") {
      while (in >> token && token != "$end") {
      }
    } else if (token == "$dumpvars") {
      ++vcd.dumpvars_blocks;
    } else if (token[0] == '#') {
      time = std::stoull(token.substr(1));
      vcd.times.push_back(time);
    } else if (token[0] == 'b') {
      std::string code;
      in >> code;
      record(code, token.substr(1));
    } else if (token[0] == '0' || token[0] == '1') {
      record(token.substr(1), token.substr(0, 1));
    }
  }
  return vcd;
}

}  // namespace cutlm::vcd_test
