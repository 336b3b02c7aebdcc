// The waveform writer shared by the TLM model and the RTL cosim, so both sides of a run end up in
// one waveform on one time axis. One front end (signal table, change detection, time merging,
// the recording window) and two back ends: VCD (vcd_writer.h, IEEE 1364 text) and FST
// (fst_writer.h, GTKWave's compressed format for long runs). Producers see only this class.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace cutlm {

// Usage: declare every signal with add_signal(), then per time step set() the values and call
// advance(time). advance() stamps the values set so far with `time` and emits only the signals
// whose value differs from what the file already shows (the first dump emits all of them).
// Signals start at 0.
//
// Time sharing: several producers may drive one writer. advance() with the current time adds
// to the current time step; a time earlier than the current one is also merged into the
// current step (counted by late_advances()) so that the file never goes backwards.
//
// Window (set_window): only time steps in [start, end] reach the file. The first step in the
// window dumps every signal's value at that time, so the file shows the state it opens on;
// steps after `end` are dropped. A file whose window the run never reached holds only the
// declarations.
//
// Every write is checked: a file that cannot be written (a full disk, a missing folder) throws
// OutputError naming it.
class WaveformWriter {
 public:
  static constexpr uint64_t kFlushInterval = 4096;
  static constexpr uint64_t kNoEnd = std::numeric_limits<uint64_t>::max();

  virtual ~WaveformWriter() = default;
  WaveformWriter(const WaveformWriter&) = delete;
  WaveformWriter& operator=(const WaveformWriter&) = delete;

  // Declares a signal in `scope` (dot-separated module path, e.g. "rtl.cutlm_valu.u_lane0";
  // empty for the top level) and returns the id to set() it with; any width from 1 up. Only
  // allowed before the first advance(); throws std::logic_error afterwards and
  // std::invalid_argument for width 0 or a name already declared in that scope.
  int add_signal(const std::string& scope, const std::string& name, unsigned width);

  // Records only time steps from `start` to `end` (inclusive); before the first advance().
  void set_window(uint64_t start, uint64_t end);

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
  // Flushes and closes the file; throws OutputError if the data did not all reach it. A
  // back end's destructor closes an unclosed writer too, but cannot report a failure.
  void close();

  // The time of the current step (0 before the first advance()).
  uint64_t time() const { return time_; }
  bool started() const { return started_; }
  uint64_t late_advances() const { return late_advances_; }
  size_t signal_count() const { return signals_.size(); }
  const std::string& path() const { return path_; }

 protected:
  WaveformWriter(std::string path, std::string timescale);

  struct Declaration {
    unsigned width;
    int scope;
    std::string name;
  };
  struct Scope {
    std::string name;
    int parent;
    std::vector<int> children;
    std::vector<int> signals;
  };

  // The back end: the header once (declarations from scopes_ / declarations_), then time stamps
  // and values; flush and close of the file. Values are the signal's words, least significant
  // first, with one spare word of 0 after them.
  virtual void emit_header() = 0;
  virtual void emit_time(uint64_t time) = 0;
  virtual void emit_value(size_t id, const uint32_t* words) = 0;
  // Around the first step's values (every signal): VCD's $dumpvars block.
  virtual void emit_initial_begin() {}
  virtual void emit_initial_end() {}
  virtual void emit_flush() = 0;
  // Closes the file; returns false when the writer was already closed.
  virtual bool emit_close() = 0;
  virtual bool is_open() const = 0;

  // For the back ends' destructors: close(), swallowing the error nobody can be told about.
  void close_quietly();

  const std::vector<Declaration>& declarations() const { return declarations_; }
  const std::vector<Scope>& scopes() const { return scopes_; }
  unsigned words_of(size_t id) const { return signals_[id].nwords; }

 private:
  // What set() and advance() touch, kept small and apart from the names so that sampling
  // thousands of signals per step stays in cache.
  struct Signal {
    uint32_t offset;  // into value_ / dumped_
    uint32_t nwords;
    uint32_t top_mask;  // valid bits of the most significant word
    bool pending;       // listed in pending_ since the last dump
  };

  Signal& signal_at(int id) {
    if (id < 0 || static_cast<size_t>(id) >= signals_.size()) throw_unknown_id(id);
    return signals_[static_cast<size_t>(id)];
  }
  [[noreturn]] static void throw_unknown_id(int id);
  int scope_for(const std::string& path);
  void store(Signal& sig, const uint32_t* words, unsigned nwords);
  void header_once();
  void time_if_needed();

  std::string path_;
  std::string timescale_;
  std::vector<Signal> signals_;
  std::vector<Declaration> declarations_;  // same index as signals_
  std::vector<Scope> scopes_;              // [0] is the unnamed root
  std::unordered_map<std::string, int> scope_index_;
  std::unordered_map<std::string, int> signal_names_;  // "scope\0name" -> id
  std::vector<uint32_t> value_;                        // the values set so far (+1 spare word)
  std::vector<uint32_t> dumped_;                       // the values the file shows
  std::vector<int> pending_;                           // signals set since the last dump
  uint64_t window_start_ = 0;
  uint64_t window_end_ = kNoEnd;
  bool header_written_ = false;
  bool started_ = false;       // the first in-window step was dumped
  bool time_written_ = false;  // the current time stamp is in the file
  uint64_t time_ = 0;
  uint64_t steps_since_flush_ = 0;
  uint64_t late_advances_ = 0;

 protected:
  const std::string& timescale() const { return timescale_; }
};

// Opens a waveform by the file name: FST for a name ending in ".fst", VCD otherwise. Throws
// OutputError naming `path` and the OS reason if the file cannot be opened.
std::unique_ptr<WaveformWriter> open_waveform(const std::string& path,
                                              const std::string& timescale = "1ns");

}  // namespace cutlm
