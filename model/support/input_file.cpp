#include "support/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "support/errors.h"

namespace cutlm {

// open/fstat/read rather than a stream, so that every failure names the OS error (an ifstream
// on a folder "opens" and then fails deep inside the stream buffer). O_NONBLOCK: opening a FIFO
// for reading would otherwise wait for a writer; the file type is checked before any read.
void read_input_file(const std::string& path, const char* what, std::string& out) {
  const std::string a_what =
      (std::strchr("aeiou", what[0]) != nullptr && what[0] != '\0' ? "an " : "a ") +
      std::string(what);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    throw InputError(path + ": cannot open " + what + ": " + std::strerror(errno));
  }
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    const int error = errno;
    ::close(fd);
    throw InputError(path + ": cannot read " + what + ": " + std::strerror(error));
  }
  if (S_ISDIR(info.st_mode)) {
    ::close(fd);
    throw InputError(path + " is a directory, not " + a_what);
  }
  if (!S_ISREG(info.st_mode)) {
    ::close(fd);
    throw InputError(path + " is not a regular file (" + a_what + " must be one)");
  }
  out.clear();
  out.reserve(static_cast<size_t>(info.st_size));
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      const int error = errno;
      ::close(fd);
      throw InputError(path + ": cannot read " + what + ": " + std::strerror(error));
    }
    out.append(buf, static_cast<size_t>(n));
  }
  ::close(fd);
}

}  // namespace cutlm
