// How a message quotes a value the user gave: in double quotes, each non-printable character as
// '?', and a long value cut with a marker saying so, so that a line never shows part of a value
// as if it were the whole: "1234567890..." (300 characters).
#pragma once

#include <cctype>
#include <cstddef>
#include <string>

namespace cutlm {

inline std::string quoted_value(const std::string& text, std::size_t max = 40) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size() && i < max; ++i) {
    const char ch = text[i];
    out += std::isprint(static_cast<unsigned char>(ch)) != 0 ? ch : '?';
  }
  if (text.size() <= max) return out + "\"";
  return out + "...\" (" + std::to_string(text.size()) + " characters)";
}

}  // namespace cutlm
