// The VCD (IEEE 1364 Value Change Dump) back end of WaveformWriter: plain text, readable by
// every waveform viewer.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "support/output_file.h"
#include "trace/waveform_writer.h"

namespace cutlm {

// The file is flushed every kFlushInterval time steps, so a trace cut short by a crash stays
// readable up to roughly that point; flush() and close() write the rest.
class VcdWriter : public WaveformWriter {
 public:
  // Throws OutputError naming `path` and the OS reason if the file cannot be opened.
  explicit VcdWriter(const std::string& path, const std::string& timescale = "1ns");
  ~VcdWriter() override;

 private:
  void emit_header() override;
  void emit_time(uint64_t time) override;
  void emit_value(size_t id, const uint32_t* words) override;
  void emit_initial_begin() override { write_raw("$dumpvars\n", 10); }
  void emit_initial_end() override { write_raw("$end\n", 5); }
  void emit_flush() override { file_->flush(); }
  bool emit_close() override;
  bool is_open() const override { return file_->is_open(); }

  void write_scope(int index);
  void write_raw(const char* data, size_t size) { file_->write(data, size); }

  std::unique_ptr<OutputFile> file_;
  std::vector<std::string> codes_;  // VCD identifier code per signal, made with the header
  std::string line_;                // scratch buffer for one value change
};

}  // namespace cutlm
