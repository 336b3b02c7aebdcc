// A small Value Change Dump (IEEE 1364 VCD) writer shared by the TLM model and the RTL cosim, so
// both sides of a run end up in one waveform on one time axis.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "support/output_file.h"

namespace cutlm {

// Usage: declare every signal with add_signal(), then per time step set() the values and call
// advance(time). advance() stamps the values set so far with `time` and writes only the signals
// whose value differs from what the file already shows (the first dump writes all of them, in a
// $dumpvars block). Signals start at 0.
//
// Time sharing: several producers may drive one writer. advance() with the current time adds
// to the current time step; a time earlier than the current one is also merged into the
// current step (counted by late_advances()) so that the file never goes backwards.
//
// The file is flushed every kFlushInterval time steps, so a trace cut short by a crash stays
// readable up to roughly that point; flush() and close() write the rest. Every write is checked:
// a file that cannot be written (a full disk, a missing folder) throws OutputError naming it.
class VcdWriter {
 public:
  static constexpr uint64_t kFlushInterval = 4096;

  // Throws OutputError naming `path` and the OS reason if the file cannot be opened.
  explicit VcdWriter(const std::string& path, const std::string& timescale = "1ns");
  ~VcdWriter();
  VcdWriter(const VcdWriter&) = delete;
  VcdWriter& operator=(const VcdWriter&) = delete;

  // Declares a signal in `scope` (dot-separated module path, e.g. "rtl.cutlm_valu.u_lane0";
  // empty for the top level) and returns the id to set() it with; any width from 1 up. Only
  // allowed before the first advance(); throws std::logic_error afterwards and
  // std::invalid_argument for width 0 or a name already declared in that scope.
  int add_signal(const std::string& scope, const std::string& name, unsigned width);

  // Sets a signal of up to 64 bits (bits above its width are ignored; a wider signal gets the
  // upper bits cleared). Setting the value a signal already has costs only the comparison.
  // Throws std::out_of_range for an unknown id.
  void set(int id, uint64_t value) {
    const uint32_t words[2] = {static_cast<uint32_t>(value), static_cast<uint32_t>(value >> 32)};
    store(signal_at(id), words, 2);
  }
  // Sets a signal of any width from 32-bit words, least significant word first. Words past the
  // signal's width are ignored, missing ones read as 0.
  void set_words(int id, const uint32_t* words, unsigned nwords) {
    store(signal_at(id), words, nwords);
  }

  // Dumps the changes since the last dump at `time` (see the class comment for merging).
  void advance(uint64_t time);

  // Ends the file at the current time (a time step without changes still shows up) and
  // flushes it. Throws OutputError if writing failed.
  void flush();
  // Flushes and closes the file; throws OutputError if the data did not all reach it. The
  // destructor closes an unclosed writer too, but cannot report a failure.
  void close();

  // The time of the current step (0 before the first advance()).
  uint64_t time() const { return time_; }
  bool started() const { return started_; }
  uint64_t late_advances() const { return late_advances_; }
  size_t signal_count() const { return signals_.size(); }
  const std::string& path() const { return path_; }

 private:
  // What set() and advance() touch, kept small and apart from the names so that sampling
  // thousands of signals per step stays in cache.
  struct Signal {
    uint32_t offset;  // into value_ / dumped_
    uint32_t nwords;
    uint32_t top_mask;  // valid bits of the most significant word
    bool pending;       // listed in pending_ since the last dump
  };
  struct Declaration {
    unsigned width;
    int scope;
    std::string name;
    std::string code;  // VCD identifier code
  };
  struct Scope {
    std::string name;
    int parent;
    std::vector<int> children;
    std::vector<int> signals;
  };

  Signal& signal_at(int id) {
    if (id < 0 || static_cast<size_t>(id) >= signals_.size()) throw_unknown_id(id);
    return signals_[static_cast<size_t>(id)];
  }
  [[noreturn]] static void throw_unknown_id(int id);
  int scope_for(const std::string& path);
  void store(Signal& sig, const uint32_t* words, unsigned nwords);
  void write_header();
  void write_scope(int index);
  void write_value(size_t id);
  void write_time_if_needed();
  void write_raw(const char* data, size_t size);

  std::string path_;
  std::string timescale_;
  std::unique_ptr<OutputFile> file_;
  std::vector<Signal> signals_;
  std::vector<Declaration> declarations_;  // same index as signals_
  std::vector<Scope> scopes_;              // [0] is the unnamed root
  std::unordered_map<std::string, int> scope_index_;
  std::unordered_map<std::string, int> signal_names_;  // "scope\0name" -> id
  std::vector<uint32_t> value_;                        // the values set so far
  std::vector<uint32_t> dumped_;                       // the values the file shows
  std::vector<int> pending_;                           // signals set since the last dump
  std::string line_;                                   // scratch buffer for one value change
  bool started_ = false;
  bool time_written_ = false;  // "#time_" is in the file
  uint64_t time_ = 0;
  uint64_t steps_since_flush_ = 0;
  uint64_t late_advances_ = 0;
};

}  // namespace cutlm
