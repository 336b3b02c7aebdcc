// A file the model writes its results to (trace, waveform, statistics, state and buffer dumps).
// Every open, write, flush and close is checked: a result that cannot be written stops the run
// with an OutputError naming the file and the OS reason, rather than being lost silently.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>

#include "support/errors.h"

namespace cutlm {

// A result file could not be written (exit 2, like other bad input from the user: a path that
// cannot be written is the user's to fix).
class OutputError : public InputError {
 public:
  using InputError::InputError;
};

class OutputFile {
 public:
  // Opens `path` for writing (truncating it); throws OutputError when it cannot.
  // `what` names the output in messages ("trace", "waveform", ...).
  OutputFile(const std::string& path, const std::string& what, std::size_t buffer_bytes = 0);
  // Closes without reporting: call close() to learn whether the last bytes reached the file.
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  void write(const char* data, std::size_t size);
  void write(const std::string& text) { write(text.data(), text.size()); }
  void flush();
  // Flushes and closes; throws OutputError when the data did not all reach the file.
  void close();

  const std::string& path() const { return path_; }
  bool is_open() const { return file_ != nullptr; }

 private:
  [[noreturn]] void fail(const char* action, int error);

  std::string path_;
  std::string what_;
  std::FILE* file_ = nullptr;
};

// Writes `text` to `path` in one go (open, write, close, each checked).
void write_output_file(const std::string& path, const std::string& what, const std::string& text);

// Throws OutputError when `path` cannot be created or written (tried without truncating an
// existing file; a file the check created is removed again). Lets a long run fail at its start
// rather than at its end.
void check_output_writable(const std::string& path, const std::string& what);

}  // namespace cutlm
