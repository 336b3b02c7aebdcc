#include "dispatch/printf_buffer.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>

namespace cutlm {
namespace {

uint64_t align8(uint64_t n) { return (n + 7) / 8 * 8; }

// Reads a frame's fields in order; running past its end marks it incomplete.
class FrameReader {
 public:
  FrameReader(const uint8_t* data, uint64_t size) : data_(data), size_(size) {}

  bool u64(uint64_t* value) {
    if (size_ - at_ < 8) return fail();
    std::memcpy(value, data_ + at_, 8);
    at_ += 8;
    return true;
  }
  // A NUL-terminated string padded to 8 bytes.
  bool string(std::string* text) {
    const uint8_t* start = data_ + at_;
    const void* nul = std::memchr(start, 0, size_ - at_);
    if (nul == nullptr) return fail();
    const uint64_t length = static_cast<uint64_t>(static_cast<const uint8_t*>(nul) - start);
    text->assign(reinterpret_cast<const char*>(start), length);
    at_ += std::min<uint64_t>(align8(length + 1), size_ - at_);
    return true;
  }
  bool ok() const { return ok_; }

 private:
  bool fail() {
    ok_ = false;
    return false;
  }
  const uint8_t* data_;
  uint64_t size_;
  uint64_t at_ = 0;
  bool ok_ = true;
};

bool is_flag(char c) { return c == '-' || c == '+' || c == ' ' || c == '#' || c == '0'; }

}  // namespace

std::string format_printf(const std::string& format, const uint8_t* args, uint64_t size,
                          bool* complete) {
  FrameReader in(args, size);
  std::string out;
  char buf[512];
  size_t i = 0;
  while (i < format.size()) {
    const char c = format[i];
    if (c != '%') {
      out += c;
      ++i;
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      out += '%';
      i += 2;
      continue;
    }
    // %[flags][width][.precision][length]conversion; '*' takes an int argument.
    const size_t mark = out.size();
    std::string spec = "%";
    size_t j = i + 1;
    while (j < format.size() && is_flag(format[j])) spec += format[j++];
    auto number = [&]() {
      if (j < format.size() && format[j] == '*') {
        uint64_t v = 0;
        in.u64(&v);
        spec += std::to_string(static_cast<int32_t>(v));
        ++j;
        return;
      }
      while (j < format.size() && std::isdigit(static_cast<unsigned char>(format[j])) != 0)
        spec += format[j++];
    };
    number();
    if (j < format.size() && format[j] == '.') {
      spec += format[j++];
      number();
    }
    std::string length;
    while (j < format.size() && std::strchr("hljztL", format[j]) != nullptr) length += format[j++];
    if (j >= format.size()) {
      out += format.substr(i);
      break;
    }
    const char conversion = format[j++];
    const bool wide =
        length == "l" || length == "ll" || length == "j" || length == "z" || length == "t";
    uint64_t v = 0;
    switch (conversion) {
      case 'd':
      case 'i':
        in.u64(&v);
        std::snprintf(
            buf, sizeof buf, (spec + "lld").c_str(),
            wide ? static_cast<long long>(v) : static_cast<long long>(static_cast<int32_t>(v)));
        out += buf;
        break;
      case 'u':
      case 'o':
      case 'x':
      case 'X':
        in.u64(&v);
        std::snprintf(buf, sizeof buf, (spec + "ll" + conversion).c_str(),
                      wide ? static_cast<unsigned long long>(v)
                           : static_cast<unsigned long long>(static_cast<uint32_t>(v)));
        out += buf;
        break;
      case 'c':
        in.u64(&v);
        std::snprintf(buf, sizeof buf, (spec + "c").c_str(), static_cast<int>(v & 0xff));
        out += buf;
        break;
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A': {
        in.u64(&v);
        double d = 0;
        std::memcpy(&d, &v, 8);
        std::snprintf(buf, sizeof buf, (spec + conversion).c_str(), d);
        out += buf;
        break;
      }
      case 'p':
        in.u64(&v);
        std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
        out += buf;
        break;
      case 's': {
        std::string text;
        if (in.string(&text)) {
          std::snprintf(buf, sizeof buf, (spec + "s").c_str(), text.c_str());
          out += buf;
        }
        break;
      }
      case 'n': in.u64(&v); break;
      default: out += format.substr(i, j - i); break;
    }
    // A frame that ends before its arguments do: the conversion prints nothing, nor what follows.
    if (!in.ok()) {
      out.resize(mark);
      break;
    }
    i = j;
  }
  if (complete != nullptr) *complete = in.ok();
  return out;
}

PrintfOutput decode_printf_buffer(const uint8_t* data, uint64_t size,
                                  const std::vector<CodeObject::PrintfFormat>& formats) {
  PrintfOutput result;
  if (size < kPrintfBufferHeader) return result;
  uint32_t used = 0, capacity = 0;
  std::memcpy(&used, data, 4);
  std::memcpy(&capacity, data + 4, 4);
  capacity = static_cast<uint32_t>(std::min<uint64_t>(capacity, size - kPrintfBufferHeader));
  if (used > capacity) {
    result.problems.push_back("printf: the buffer's " + std::to_string(capacity) +
                              " bytes are full: later printf calls printed nothing");
  }
  const uint8_t* records = data + kPrintfBufferHeader;
  const uint64_t end = std::min(used, capacity);
  uint64_t at = 0;
  while (end - at >= 4) {
    uint32_t control = 0;
    std::memcpy(&control, records + at, 4);
    const uint64_t frame = control >> 2;
    if (frame < 4 || frame > end - at) {
      result.problems.push_back("printf: a record at offset " + std::to_string(at) + " claims " +
                                std::to_string(frame) + " bytes; the rest is lost");
      break;
    }
    FrameReader head(records + at + 4, frame - 4);
    std::string format;
    uint64_t args_at = at + 4;
    if ((control & 2) != 0) {
      uint64_t hash = 0;
      head.u64(&hash);
      args_at += 8;
      bool found = false;
      for (const CodeObject::PrintfFormat& f : formats) {
        if (f.hash == hash) {
          format = f.format;
          found = true;
          break;
        }
      }
      if (!found) {
        char hex[24];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
        result.problems.push_back(std::string("printf: no format string with hash ") + hex +
                                  " in the code object's metadata");
        at += frame;
        continue;
      }
    } else {
      head.string(&format);
      args_at += align8(format.size() + 1);
    }
    bool complete = true;
    const std::string text = args_at <= at + frame ? format_printf(format, records + args_at,
                                                                   at + frame - args_at, &complete)
                                                   : std::string();
    if (!complete) {
      result.problems.push_back("printf: \"" + format.substr(0, 60) +
                                "\" has fewer arguments than its format names");
    }
    ((control & 1) != 0 ? result.stderr_text : result.stdout_text) += text;
    at += frame;
  }
  return result;
}

}  // namespace cutlm
