// Parsing JSON input files (manifests, wave states) strictly: a key given twice in one object is
// an error naming it (nlohmann::json would silently keep the last one), and so is nesting deeper
// than any valid file needs.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "support/errors.h"

namespace cutlm {

// Throws InputError "ORIGIN: malformed JSON: ...", "ORIGIN: KEY.PATH: given twice" or
// "ORIGIN: nested more than N levels deep".
inline nlohmann::json parse_input_json(const std::string& text, const std::string& origin) {
  using nlohmann::json;
  constexpr size_t kMaxDepth = 64;
  struct Level {
    bool object = false;
    std::string path;  // "buffers[1].init"
    std::set<std::string> keys;
    std::string key;   // the member being read (objects)
    size_t index = 0;  // the element being read (arrays)
  };
  std::vector<Level> levels;
  // The path of the value that starts now inside the innermost container.
  auto child_path = [&levels]() -> std::string {
    if (levels.empty()) return std::string();
    Level& top = levels.back();
    if (top.object) return top.path.empty() ? top.key : top.path + "." + top.key;
    return top.path + "[" + std::to_string(top.index++) + "]";
  };
  const json::parser_callback_t check = [&](int, json::parse_event_t event, json& parsed) {
    switch (event) {
      case json::parse_event_t::object_start:
      case json::parse_event_t::array_start: {
        if (levels.size() >= kMaxDepth) {
          throw InputError(origin + ": nested more than " + std::to_string(kMaxDepth) +
                           " levels deep");
        }
        Level level;
        level.path = child_path();
        level.object = event == json::parse_event_t::object_start;
        levels.push_back(std::move(level));
        break;
      }
      case json::parse_event_t::key: {
        Level& top = levels.back();
        top.key = parsed.get<std::string>();
        if (!top.keys.insert(top.key).second) {
          const std::string path = top.path.empty() ? top.key : top.path + "." + top.key;
          throw InputError(origin + ": " + path + ": given twice (a key may appear once)");
        }
        break;
      }
      case json::parse_event_t::value:
        if (!levels.empty() && !levels.back().object) ++levels.back().index;
        break;
      case json::parse_event_t::object_end:
      case json::parse_event_t::array_end: levels.pop_back(); break;
    }
    return true;
  };
  try {
    return json::parse(text, check);
  } catch (const json::exception& e) {
    throw InputError(origin + ": malformed JSON: " + e.what());
  }
}

// "0x" followed by 1 to 16 hex digits, as manifests and state files write values; false for
// anything else.
inline bool parse_hex_text(const std::string& text, uint64_t* value) {
  if (text.size() < 3 || text.size() > 2 + 16 || text[0] != '0' ||
      (text[1] != 'x' && text[1] != 'X')) {
    return false;
  }
  uint64_t result = 0;
  for (size_t i = 2; i < text.size(); ++i) {
    const char ch = text[i];
    unsigned digit;
    if (ch >= '0' && ch <= '9')
      digit = static_cast<unsigned>(ch - '0');
    else if (ch >= 'a' && ch <= 'f')
      digit = static_cast<unsigned>(ch - 'a' + 10);
    else if (ch >= 'A' && ch <= 'F')
      digit = static_cast<unsigned>(ch - 'A' + 10);
    else
      return false;
    result = result << 4 | digit;
  }
  *value = result;
  return true;
}

}  // namespace cutlm
