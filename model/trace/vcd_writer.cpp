#include "trace/vcd_writer.h"

namespace cutlm {

namespace {

// VCD identifier codes use the printable characters '!'..'~'.
constexpr unsigned kFirstCodeChar = 33;
constexpr unsigned kCodeChars = 94;

std::string identifier_code(size_t index) {
  std::string code;
  do {
    code.push_back(static_cast<char>(kFirstCodeChar + index % kCodeChars));
    index /= kCodeChars;
  } while (index != 0);
  return code;
}

}  // namespace

VcdWriter::VcdWriter(const std::string& path, const std::string& timescale)
    : WaveformWriter(path, timescale) {
  // Value changes are many short writes; a large buffer keeps them cheap.
  file_ = std::make_unique<OutputFile>(path, "waveform", 1 << 20);
}

VcdWriter::~VcdWriter() { close_quietly(); }

bool VcdWriter::emit_close() {
  if (!file_->is_open()) return false;
  file_->close();
  return true;
}

void VcdWriter::emit_header() {
  codes_.clear();
  for (size_t id = 0; id < declarations().size(); ++id) codes_.push_back(identifier_code(id));
  std::string head = "$version cutlm VcdWriter $end\n$timescale " + timescale() + " $end\n";
  write_raw(head.data(), head.size());
  write_scope(0);
  write_raw("$enddefinitions $end\n", 21);
}

void VcdWriter::write_scope(int index) {
  const Scope& scope = scopes()[static_cast<size_t>(index)];
  std::string text;
  if (index != 0) text = "$scope module " + scope.name + " $end\n";
  for (const int id : scope.signals) {
    const Declaration& decl = declarations()[static_cast<size_t>(id)];
    text += "$var wire " + std::to_string(decl.width) + " " + codes_[static_cast<size_t>(id)] +
            " " + decl.name;
    if (decl.width > 1) text += " [" + std::to_string(decl.width - 1) + ":0]";
    text += " $end\n";
  }
  write_raw(text.data(), text.size());
  for (const int child : scope.children) write_scope(child);
  if (index != 0) write_raw("$upscope $end\n", 14);
}

void VcdWriter::emit_time(uint64_t time) {
  const std::string stamp = "#" + std::to_string(time) + "\n";
  write_raw(stamp.data(), stamp.size());
}

void VcdWriter::emit_value(size_t id, const uint32_t* words) {
  const unsigned nwords = words_of(id);
  line_.clear();
  if (declarations()[id].width == 1) {
    line_.push_back(words[0] ? '1' : '0');
  } else {
    line_.push_back('b');
    // Leading zeros are implied in VCD, so the digits start at the highest set bit.
    int top = static_cast<int>(nwords) - 1;
    while (top > 0 && words[top] == 0) --top;
    const uint32_t top_word = words[top];
    int bit = 31;
    while (bit > 0 && ((top_word >> bit) & 1u) == 0) --bit;
    for (int b = bit; b >= 0; --b) line_.push_back(((top_word >> b) & 1u) ? '1' : '0');
    // Whole words below the top one go a nibble at a time: wide buses dominate the output.
    static constexpr char kNibbles[16][5] = {"0000", "0001", "0010", "0011", "0100", "0101",
                                             "0110", "0111", "1000", "1001", "1010", "1011",
                                             "1100", "1101", "1110", "1111"};
    for (int w = top - 1; w >= 0; --w) {
      const uint32_t word = words[w];
      for (int shift = 28; shift >= 0; shift -= 4) line_.append(kNibbles[(word >> shift) & 15u], 4);
    }
    line_.push_back(' ');
  }
  line_ += codes_[id];
  line_.push_back('\n');
  write_raw(line_.data(), line_.size());
}

}  // namespace cutlm
