#include "trace/fst_writer.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "fstapi.h"
#include "support/output_file.h"

namespace cutlm {

FstWriter::FstWriter(const std::string& path, const std::string& timescale)
    : WaveformWriter(path, timescale) {
  // fstapi creates the file and a few temporary files beside it; a failure leaves errno set.
  errno = 0;
  context_ = fstWriterCreate(path.c_str(), /*use_compressed_hier=*/1);
  if (context_ == nullptr) {
    const int error = errno != 0 ? errno : EIO;
    throw OutputError("cannot open the waveform " + path + ": " + std::strerror(error));
  }
  fstWriterSetTimescaleFromString(context_, timescale.c_str());
  fstWriterSetVersion(context_, "cutlm FstWriter");
  fstWriterSetPackType(context_, FST_WR_PT_LZ4);
}

FstWriter::~FstWriter() { close_quietly(); }

void FstWriter::emit_header() {
  handles_.assign(declarations().size(), 0);
  declare_scope(0);
}

void FstWriter::declare_scope(int index) {
  const Scope& scope = scopes()[static_cast<size_t>(index)];
  if (index != 0) fstWriterSetScope(context_, FST_ST_VCD_MODULE, scope.name.c_str(), nullptr);
  for (const int id : scope.signals) {
    const Declaration& decl = declarations()[static_cast<size_t>(id)];
    // A vector's name carries its range as in the VCD, so both read back the same in GTKWave.
    const std::string name =
        decl.width > 1 ? decl.name + " [" + std::to_string(decl.width - 1) + ":0]" : decl.name;
    handles_[static_cast<size_t>(id)] =
        fstWriterCreateVar(context_, FST_VT_VCD_WIRE, FST_VD_IMPLICIT, decl.width, name.c_str(), 0);
  }
  for (const int child : scope.children) declare_scope(child);
  if (index != 0) fstWriterSetUpscope(context_);
}

void FstWriter::emit_time(uint64_t time) { fstWriterEmitTimeChange(context_, time); }

void FstWriter::emit_value(size_t id, const uint32_t* words) {
  // fstapi reads one word past a width that is a multiple of 32; the writer keeps a spare one.
  fstWriterEmitValueChangeVec32(context_, handles_[id], declarations()[id].width, words);
}

void FstWriter::emit_flush() { fstWriterFlushContext(context_); }

bool FstWriter::emit_close() {
  if (context_ == nullptr) return false;
  void* context = context_;
  context_ = nullptr;
  fstWriterClose(context);
  // fstWriterClose reports nothing: check that the file is there and holds a header at least.
  FILE* check = std::fopen(path().c_str(), "rb");
  long size = -1;
  if (check != nullptr) {
    std::fseek(check, 0, SEEK_END);
    size = std::ftell(check);
    std::fclose(check);
  }
  if (size <= 0) throw OutputError("cannot write the waveform " + path() + ": the file is empty");
  return true;
}

}  // namespace cutlm
