// Small pieces of hand-written JSON for the streamed outputs (timeline, profile), which build
// their text in a reused buffer instead of a JSON document per event.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace cutlm::json_text {

inline void append_uint(std::string& out, uint64_t value) {
  char buf[24];
  const auto result = std::to_chars(buf, buf + sizeof buf, value);
  out.append(buf, result.ptr);
}

// "0x1c": pcs are shown the way the disassembler and the trace show them.
inline void append_hex_string(std::string& out, uint64_t value) {
  char buf[24];
  const auto result = std::to_chars(buf, buf + sizeof buf, value, 16);
  out += "\"0x";
  out.append(buf, result.ptr);
  out += '"';
}

// Length of the valid UTF-8 sequence starting at text[i], or 0 if there is none: strict
// parsers reject a file with one bad byte, so such bytes are replaced rather than copied.
inline size_t utf8_sequence_length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  size_t length = 0;
  uint32_t min = 0;
  uint32_t code = 0;
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2, min = 0x80, code = lead & 0x1fu;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3, min = 0x800, code = lead & 0x0fu;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4, min = 0x10000, code = lead & 0x07u;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xc0u) != 0x80u) return 0;
    code = (code << 6) | (byte(i + k) & 0x3fu);
  }
  if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return 0;
  return length;
}

// A JSON string literal: quotes, backslashes and control characters escaped, invalid UTF-8
// bytes replaced by U+FFFD.
inline void append_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (size_t i = 0; i < text.size();) {
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    if (ch >= 0x80) {
      const size_t length = utf8_sequence_length(text, i);
      if (length == 0) {
        out += "\\ufffd";
        ++i;
      } else {
        out.append(text.data() + i, length);
        i += length;
      }
      continue;
    }
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch < 0x20) {
          out += "\\u00";
          out += kHex[ch >> 4];
          out += kHex[ch & 0xf];
        } else {
          out += static_cast<char>(ch);
        }
    }
    ++i;
  }
  out += '"';
}

// The fields of one JSON object, appended to `out` one after another: `"key":value` pairs
// separated by `separator` (the streamed outputs write "," and ":"; the fidelity report, which
// people read, ", " and ": "). `continuing`: the object already holds a field.
class Fields {
 public:
  explicit Fields(std::string& out, bool continuing = false, const char* separator = ",",
                  const char* colon = ":")
      : out_(out), separator_(separator), colon_(colon), first_(!continuing) {}

  // The key alone; the caller writes the value next.
  std::string& key(std::string_view name) {
    if (!first_) out_ += separator_;
    first_ = false;
    append_string(out_, name);
    out_ += colon_;
    return out_;
  }
  Fields& number(std::string_view name, uint64_t value) {
    append_uint(key(name), value);
    return *this;
  }
  Fields& text(std::string_view name, std::string_view value) {
    append_string(key(name), value);
    return *this;
  }
  // "0x1c", as append_hex_string writes it.
  Fields& hex(std::string_view name, uint64_t value) {
    append_hex_string(key(name), value);
    return *this;
  }
  // A value already in JSON (true, null, an array written by the caller).
  Fields& json(std::string_view name, std::string_view value) {
    key(name) += value;
    return *this;
  }

 private:
  std::string& out_;
  const char* separator_;
  const char* colon_;
  bool first_;
};

}  // namespace cutlm::json_text
