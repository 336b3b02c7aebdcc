// The GTKWave translate filters the save files written with --vcd name (`cutlm
// --gtkwave-filter`, `cutlm disasm --gtkwave-filter`, `cutlm --gtkwave-state-filter`). GTKWave
// waits for each answer, so every line is flushed at once.
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "cli_common.h"
#include "isa/decoder.h"
#include "isa/disasm.h"
#include "timing/cpi.h"

namespace cutlm::cli {

bool parse_filter_line(const std::string& line, std::vector<uint32_t>* words) {
  words->clear();
  std::vector<std::string> tokens;
  std::string token;
  for (char ch : line) {
    if (ch == ' ' || ch == '\t' || ch == '\r') {
      if (!token.empty()) tokens.push_back(token);
      token.clear();
    } else {
      token += ch;
    }
  }
  if (!token.empty()) tokens.push_back(token);
  if (tokens.empty()) return false;
  auto hex_digits = [](std::string t) {
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) t = t.substr(2);
    for (char ch : t) {
      if (!std::isxdigit(static_cast<unsigned char>(ch))) return std::string();
    }
    return t;
  };
  if (tokens.size() == 1) {
    const std::string digits = hex_digits(tokens[0]);
    if (digits.empty() || digits.size() > 24) return false;
    for (std::size_t end = digits.size(); end > 0;) {
      const std::size_t begin = end >= 8 ? end - 8 : 0;
      words->push_back(
          static_cast<uint32_t>(std::stoul(digits.substr(begin, end - begin), nullptr, 16)));
      end = begin;
    }
    return true;
  }
  for (const std::string& t : tokens) {
    const std::string digits = hex_digits(t);
    if (digits.empty() || digits.size() > 8 || words->size() == 3) return false;
    words->push_back(static_cast<uint32_t>(std::stoul(digits, nullptr, 16)));
  }
  return true;
}

// GTKWave translate filter: one value per line in, one disassembly line out, flushed at once
// (GTKWave waits for each answer).
int gtkwave_filter(bool wave64) {
  std::string line;
  std::vector<uint32_t> words;
  while (std::getline(std::cin, line)) {
    if (!parse_filter_line(line, &words)) {
      std::cout << line << std::endl;  // x, z and other non-values pass through
      continue;
    }
    uint8_t bytes[12] = {};
    std::memcpy(bytes, words.data(), words.size() * 4);
    const cutlm::DecodedInst inst = cutlm::decode(bytes, words.size() * 4, wave64);
    std::cout << cutlm::disassemble(inst, wave64) << std::endl;
  }
  return kExitOk;
}

// GTKWave translate filter for the cycle mode's wave-slot states (cutlm-cycle.gtkw): 0 empty,
// 1 issued, 2 + the CPI category the wave waits for (docs/timing.md).
int gtkwave_state_filter() {
  std::string line;
  while (std::getline(std::cin, line)) {
    char* end = nullptr;
    const unsigned long value = std::strtoul(line.c_str(), &end, 16);
    if (line.empty() || end == nullptr || *end != '\0') {
      std::cout << line << std::endl;  // x, z and other non-values pass through
    } else if (value < 2) {
      std::cout << (value == 0 ? "empty" : "issued") << std::endl;
    } else if (value - 2 < cutlm::timing::kCpiCategories) {
      std::cout << cutlm::timing::cpi_category_name(
                       static_cast<cutlm::timing::CpiCategory>(value - 2))
                << std::endl;
    } else {
      std::cout << line << std::endl;
    }
  }
  return kExitOk;
}

}  // namespace cutlm::cli
