// The FST back end of WaveformWriter: GTKWave's compressed, indexed format (the one it prefers
// for long runs), written through the fstapi library Verilator ships. The same signals and
// hierarchy as the VCD back end; fst2vcd turns one into the other.
#pragma once

#include <string>
#include <vector>

#include "trace/waveform_writer.h"

namespace cutlm {

class FstWriter : public WaveformWriter {
 public:
  // Throws OutputError naming `path` and the OS reason if the file cannot be created.
  explicit FstWriter(const std::string& path, const std::string& timescale = "1ns");
  ~FstWriter() override;

 private:
  void emit_header() override;
  void emit_time(uint64_t time) override;
  void emit_value(size_t id, const uint32_t* words) override;
  void emit_flush() override;
  bool emit_close() override;
  bool is_open() const override { return context_ != nullptr; }

  void declare_scope(int index);

  void* context_ = nullptr;        // fstWriterContext
  std::vector<uint32_t> handles_;  // fstHandle per signal
};

}  // namespace cutlm
