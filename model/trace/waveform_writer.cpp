#include "trace/waveform_writer.h"

#include <algorithm>
#include <stdexcept>

#include "support/output_file.h"
#include "trace/fst_writer.h"
#include "trace/vcd_writer.h"

namespace cutlm {

namespace {

// VCD and FST names are whitespace-separated tokens, so a name must not contain any.
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

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

std::unique_ptr<WaveformWriter> open_waveform(const std::string& path,
                                              const std::string& timescale) {
  if (ends_with(path, ".fst")) return std::make_unique<FstWriter>(path, timescale);
  return std::make_unique<VcdWriter>(path, timescale);
}

WaveformWriter::WaveformWriter(std::string path, std::string timescale)
    : path_(std::move(path)), timescale_(std::move(timescale)) {
  scopes_.push_back(Scope{"", -1, {}, {}});
  scope_index_.emplace("", 0);
  value_.push_back(0);  // the spare word after the last signal
}

void WaveformWriter::close_quietly() {
  try {
    close();
  } catch (const OutputError&) {
    // Reported by close() to callers that ask; a destructor has nobody to tell.
  }
}

void WaveformWriter::close() {
  if (!is_open()) return;
  // An unused writer still leaves a well-formed file with its declarations.
  header_once();
  if (started_) time_if_needed();
  emit_close();
}

void WaveformWriter::set_window(uint64_t start, uint64_t end) {
  if (header_written_) {
    throw std::logic_error("WaveformWriter: window set after the first advance() of " + path_);
  }
  window_start_ = start;
  window_end_ = end;
}

int WaveformWriter::add_signal(const std::string& scope, const std::string& name, unsigned width) {
  if (header_written_) {
    throw std::logic_error("WaveformWriter: signal '" + scope + "." + name +
                           "' declared after the first advance() of " + path_);
  }
  if (width == 0) {
    throw std::invalid_argument("WaveformWriter: signal '" + scope + "." + name + "' has width 0");
  }
  std::string key = scope;
  key.push_back('\0');
  key += name;
  if (!signal_names_.emplace(key, static_cast<int>(signals_.size())).second) {
    throw std::invalid_argument("WaveformWriter: signal '" + scope + "." + name +
                                "' declared twice");
  }
  const int scope_id = scope_for(scope);
  const int id = static_cast<int>(signals_.size());
  const unsigned nwords = words_for(width);
  // The spare word stays last.
  const uint32_t offset = static_cast<uint32_t>(value_.size() - 1);
  signals_.push_back(Signal{offset, nwords, top_word_mask(width), false});
  declarations_.push_back(Declaration{width, scope_id, sanitized(name)});
  value_.resize(value_.size() + nwords, 0);
  dumped_.resize(value_.size(), 0);
  scopes_[static_cast<size_t>(scope_id)].signals.push_back(id);
  return id;
}

int WaveformWriter::scope_for(const std::string& path) {
  const auto found = scope_index_.find(path);
  if (found != scope_index_.end()) return found->second;
  // Create the parent chain first, so nesting follows the dots.
  const size_t dot = path.rfind('.');
  const int parent = dot == std::string::npos ? 0 : scope_for(path.substr(0, dot));
  const std::string leaf = dot == std::string::npos ? path : path.substr(dot + 1);
  const int index = static_cast<int>(scopes_.size());
  scopes_.push_back(Scope{sanitized(leaf), parent, {}, {}});
  scopes_[static_cast<size_t>(parent)].children.push_back(index);
  scope_index_.emplace(path, index);
  return index;
}

void WaveformWriter::throw_unknown_id(int id) {
  throw std::out_of_range("WaveformWriter: unknown signal id " + std::to_string(id));
}

void WaveformWriter::store(Signal& sig, const uint32_t* words, unsigned nwords) {
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

void WaveformWriter::header_once() {
  if (header_written_) return;
  header_written_ = true;
  emit_header();
}

void WaveformWriter::advance(uint64_t time) {
  header_once();
  if (time > window_end_ || (!started_ && time < window_start_)) {
    // Outside the window: the values are kept (the first step inside dumps them all), nothing
    // reaches the file.
    return;
  }
  if (!started_) {
    started_ = true;
    time_ = time;
    emit_time(time);
    time_written_ = true;
    emit_initial_begin();
    for (size_t id = 0; id < signals_.size(); ++id) emit_value(id, &value_[signals_[id].offset]);
    emit_initial_end();
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
    time_if_needed();
    emit_value(static_cast<size_t>(id), current);
  }
  pending_.clear();

  if (new_step && ++steps_since_flush_ >= kFlushInterval) {
    steps_since_flush_ = 0;
    emit_flush();
  }
}

void WaveformWriter::flush() {
  if (!is_open()) return;
  // Once started, the file always ends at the current time, even when nothing changed in it,
  // so a viewer shows the whole run.
  if (started_) time_if_needed();
  steps_since_flush_ = 0;
  emit_flush();
}

void WaveformWriter::time_if_needed() {
  if (time_written_) return;
  emit_time(time_);
  time_written_ = true;
}

}  // namespace cutlm
