#include "trace/vcd_writer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

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

// VCD tokens are separated by whitespace, so a name must not contain any.
std::string sanitized(const std::string& name) {
  std::string out = name;
  for (char& c : out) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') c = '_';
  }
  return out;
}

unsigned words_for(unsigned width) { return (width + 31) / 32; }

uint32_t top_word_mask(unsigned width) {
  const unsigned bits = width % 32;
  return bits == 0 ? ~0u : (1u << bits) - 1;
}

}  // namespace

VcdWriter::VcdWriter(const std::string& path, const std::string& timescale)
    : path_(path), timescale_(timescale) {
  // Value changes are many short writes; a large buffer keeps them cheap.
  file_ = std::make_unique<OutputFile>(path, "waveform", 1 << 20);
  scopes_.push_back(Scope{"", -1, {}, {}});
  scope_index_.emplace("", 0);
}

VcdWriter::~VcdWriter() {
  try {
    close();
  } catch (const OutputError&) {
    // Reported by close() to callers that ask; a destructor has nobody to tell.
  }
}

void VcdWriter::close() {
  if (!file_->is_open()) return;
  // An unused writer still leaves a well-formed file with its declarations.
  if (started_) {
    write_time_if_needed();
  } else {
    write_header();
  }
  file_->close();
}

int VcdWriter::add_signal(const std::string& scope, const std::string& name, unsigned width) {
  if (started_) {
    throw std::logic_error("VcdWriter: signal '" + scope + "." + name +
                           "' declared after the first advance() of " + path_);
  }
  if (width == 0) {
    throw std::invalid_argument("VcdWriter: signal '" + scope + "." + name + "' has width 0");
  }
  std::string key = scope;
  key.push_back('\0');
  key += name;
  if (!signal_names_.emplace(key, static_cast<int>(signals_.size())).second) {
    throw std::invalid_argument("VcdWriter: signal '" + scope + "." + name + "' declared twice");
  }
  const int scope_id = scope_for(scope);
  const int id = static_cast<int>(signals_.size());
  const unsigned nwords = words_for(width);
  signals_.push_back(
      Signal{static_cast<uint32_t>(value_.size()), nwords, top_word_mask(width), false});
  declarations_.push_back(
      Declaration{width, scope_id, sanitized(name), identifier_code(signals_.size() - 1)});
  value_.resize(value_.size() + nwords, 0);
  dumped_.resize(dumped_.size() + nwords, 0);
  scopes_[static_cast<size_t>(scope_id)].signals.push_back(id);
  return id;
}

int VcdWriter::scope_for(const std::string& path) {
  const auto found = scope_index_.find(path);
  if (found != scope_index_.end()) return found->second;
  // Create the parent chain first, so nesting follows the dots.
  const size_t dot = path.rfind('.');
  const int parent = dot == std::string::npos ? 0 : scope_for(path.substr(0, dot));
  const std::string leaf = dot == std::string::npos ? path : path.substr(dot + 1);
  const int index = static_cast<int>(scopes_.size());
  scopes_.push_back(Scope{sanitized(leaf), parent, {}, {}});
  scopes_[parent].children.push_back(index);
  scope_index_.emplace(path, index);
  return index;
}

void VcdWriter::throw_unknown_id(int id) {
  throw std::out_of_range("VcdWriter: unknown signal id " + std::to_string(id));
}

void VcdWriter::store(Signal& sig, const uint32_t* words, unsigned nwords) {
  uint32_t* current = &value_[sig.offset];
  bool changed = false;
  for (unsigned w = 0; w < sig.nwords; ++w) {
    uint32_t word = w < nwords ? words[w] : 0;
    if (w + 1 == sig.nwords) word &= sig.top_mask;
    if (current[w] != word) {
      current[w] = word;
      changed = true;
    }
  }
  if (changed && !sig.pending) {
    sig.pending = true;
    pending_.push_back(static_cast<int>(&sig - signals_.data()));
  }
}

void VcdWriter::advance(uint64_t time) {
  if (!started_) {
    write_header();
    started_ = true;
    time_ = time;
    const std::string start = "#" + std::to_string(time) + "\n$dumpvars\n";
    write_raw(start.data(), start.size());
    for (size_t id = 0; id < signals_.size(); ++id) write_value(id);
    write_raw("$end\n", 5);
    time_written_ = true;
    dumped_ = value_;
    for (const int id : pending_) signals_[static_cast<size_t>(id)].pending = false;
    pending_.clear();
    return;
  }

  bool new_step = false;
  if (time < time_) {
    ++late_advances_;
  } else if (time > time_) {
    time_ = time;
    time_written_ = false;
    new_step = true;
  }

  for (const int id : pending_) {
    Signal& sig = signals_[static_cast<size_t>(id)];
    sig.pending = false;
    uint32_t* shown = &dumped_[sig.offset];
    const uint32_t* current = &value_[sig.offset];
    if (std::equal(current, current + sig.nwords, shown)) continue;
    std::copy(current, current + sig.nwords, shown);
    write_time_if_needed();
    write_value(static_cast<size_t>(id));
  }
  pending_.clear();

  if (new_step && ++steps_since_flush_ >= kFlushInterval) {
    steps_since_flush_ = 0;
    file_->flush();
  }
}

void VcdWriter::flush() {
  if (!file_->is_open()) return;
  // Once started, the file always ends at the current time, even when nothing changed in it,
  // so a viewer shows the whole run.
  if (started_) write_time_if_needed();
  steps_since_flush_ = 0;
  file_->flush();
}

void VcdWriter::write_time_if_needed() {
  if (time_written_) return;
  const std::string stamp = "#" + std::to_string(time_) + "\n";
  write_raw(stamp.data(), stamp.size());
  time_written_ = true;
}

void VcdWriter::write_header() {
  std::string head = "$version cutlm VcdWriter $end\n$timescale " + timescale_ + " $end\n";
  write_raw(head.data(), head.size());
  write_scope(0);
  write_raw("$enddefinitions $end\n", 21);
}

void VcdWriter::write_scope(int index) {
  const Scope& scope = scopes_[static_cast<size_t>(index)];
  std::string text;
  if (index != 0) text = "$scope module " + scope.name + " $end\n";
  for (const int id : scope.signals) {
    const Declaration& decl = declarations_[static_cast<size_t>(id)];
    text += "$var wire " + std::to_string(decl.width) + " " + decl.code + " " + decl.name;
    if (decl.width > 1) text += " [" + std::to_string(decl.width - 1) + ":0]";
    text += " $end\n";
  }
  write_raw(text.data(), text.size());
  for (const int child : scope.children) write_scope(child);
  if (index != 0) write_raw("$upscope $end\n", 14);
}

void VcdWriter::write_value(size_t id) {
  const Signal& sig = signals_[id];
  const uint32_t* words = &value_[sig.offset];
  line_.clear();
  if (declarations_[id].width == 1) {
    line_.push_back(words[0] ? '1' : '0');
  } else {
    line_.push_back('b');
    // Leading zeros are implied in VCD, so the digits start at the highest set bit.
    int top = static_cast<int>(sig.nwords) - 1;
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
  line_ += declarations_[id].code;
  line_.push_back('\n');
  write_raw(line_.data(), line_.size());
}

void VcdWriter::write_raw(const char* data, size_t size) { file_->write(data, size); }

}  // namespace cutlm
