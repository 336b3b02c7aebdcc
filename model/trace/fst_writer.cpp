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

namespace {

// The errors a failed write leaves in errno. fstapi checks none of its writes, but errno keeps
// the first failure's reason (C library calls never reset it), so the writer zeroes it before
// handing fstapi work and reads it afterwards.
bool write_failed(int error) {
  return error == ENOSPC || error == EDQUOT || error == EFBIG || error == EIO;
}

uint64_t read_be64(const unsigned char* bytes) {
  uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value = (value << 8) | bytes[i];
  return value;
}

// Whether the closed file is a whole FST: blocks (a type byte, then a big-endian length that
// counts itself and the block's data) that tile the file exactly, none left unfinished, with
// the geometry and hierarchy blocks fstapi writes last.
bool fst_file_complete(const std::string& path) {
  FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) return false;
  bool geometry = false;
  bool hierarchy = false;
  bool whole = false;
  long position = 0;
  for (;;) {
    unsigned char head[9];
    const size_t got = std::fread(head, 1, sizeof head, file);
    if (got == 0 && std::feof(file)) {
      whole = position > 0;
      break;
    }
    if (got != sizeof head) break;
    const int type = head[0];
    const uint64_t length = read_be64(head + 1);
    if (type == FST_BL_SKIP || length < 8 || length > (uint64_t{1} << 62)) break;
    if (type == FST_BL_GEOM) geometry = true;
    if (type == FST_BL_HIER || type == FST_BL_HIER_LZ4 || type == FST_BL_HIER_LZ4DUO) {
      hierarchy = true;
    }
    position += 1 + static_cast<long>(length);
    if (std::fseek(file, position, SEEK_SET) != 0) break;
    // fseek past the end succeeds: a block that runs past it shows in the file's size.
    const long here = std::ftell(file);
    if (std::fseek(file, 0, SEEK_END) != 0 || std::ftell(file) < here ||
        std::fseek(file, here, SEEK_SET) != 0) {
      break;
    }
  }
  std::fclose(file);
  return whole && geometry && hierarchy;
}

}  // namespace

void FstWriter::emit_flush() {
  errno = 0;
  fstWriterFlushContext(context_);
  const int error = errno;
  if (write_failed(error)) {
    throw OutputError("cannot write the waveform " + path() + ": " + std::strerror(error));
  }
}

bool FstWriter::emit_close() {
  if (context_ == nullptr) return false;
  void* context = context_;
  context_ = nullptr;
  errno = 0;
  fstWriterClose(context);
  const int error = errno;
  if (write_failed(error)) {
    throw OutputError("cannot write the waveform " + path() + ": " + std::strerror(error));
  }
  // Whatever errno says, a file that is not a whole FST is an error.
  if (!fst_file_complete(path())) {
    throw OutputError("cannot write the waveform " + path() +
                      ": the FST file is incomplete (a write failed)");
  }
  return true;
}

}  // namespace cutlm
