#include "support/output_file.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

namespace cutlm {

OutputFile::OutputFile(const std::string& path, const std::string& what, std::size_t buffer_bytes)
    : path_(path), what_(what) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
    throw OutputError("cannot write the " + what + " to " + path + ": it is a directory");
  }
  file_ = std::fopen(path.c_str(), "wb");
  if (file_ == nullptr) fail("open", errno);
  if (buffer_bytes != 0) std::setvbuf(file_, nullptr, _IOFBF, buffer_bytes);
}

OutputFile::~OutputFile() {
  if (file_ != nullptr) std::fclose(file_);
}

void OutputFile::fail(const char* action, int error) {
  // Once failed, the file is closed so that the destructor cannot fail again quietly.
  if (file_ != nullptr) {
    std::fclose(file_);
    file_ = nullptr;
  }
  throw OutputError("cannot " + std::string(action) + " the " + what_ + " " + path_ + ": " +
                    std::strerror(error != 0 ? error : EIO));
}

void OutputFile::write(const char* data, std::size_t size) {
  if (file_ == nullptr) throw OutputError("the " + what_ + " " + path_ + " is already closed");
  errno = 0;
  if (std::fwrite(data, 1, size, file_) != size || std::ferror(file_)) fail("write", errno);
}

void OutputFile::flush() {
  if (file_ == nullptr) return;
  errno = 0;
  if (std::fflush(file_) != 0 || std::ferror(file_)) fail("write", errno);
}

void OutputFile::close() {
  if (file_ == nullptr) return;
  flush();
  std::FILE* file = file_;
  file_ = nullptr;
  errno = 0;
  if (std::fclose(file) != 0) {
    const int error = errno;
    throw OutputError("cannot write the " + what_ + " " + path_ + ": " +
                      std::strerror(error != 0 ? error : EIO));
  }
}

void write_output_file(const std::string& path, const std::string& what, const std::string& text) {
  OutputFile file(path, what);
  file.write(text);
  file.close();
}

void check_output_writable(const std::string& path, const std::string& what) {
  struct stat info {};
  const bool existed = ::stat(path.c_str(), &info) == 0;
  if (existed && S_ISDIR(info.st_mode)) {
    throw OutputError("cannot write the " + what + " to " + path + ": it is a directory");
  }
  std::FILE* file = std::fopen(path.c_str(), "ab");
  if (file == nullptr) {
    const int error = errno;
    throw OutputError("cannot open the " + what + " " + path + ": " + std::strerror(error));
  }
  std::fclose(file);
  if (!existed) std::remove(path.c_str());
}

}  // namespace cutlm
