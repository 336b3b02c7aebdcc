// The files one run reads and writes, checked before anything is written: no two outputs may be
// one file (the second would overwrite the first) and no output may be one of the inputs (it
// would be overwritten). Files are compared by device and inode when they exist, so hard links
// and symbolic links are caught, and by their folder's device and inode and their name when
// they do not exist yet. Character devices (/dev/null) may take several outputs.
#pragma once

#include <string>
#include <vector>

namespace cutlm {

class OutputSet {
 public:
  // `role` names the file in messages: "--trace", "buffers[1].dump", "the program".
  void add_input(const std::string& path, const std::string& role);
  void add_output(const std::string& path, const std::string& role);

  // Throws OutputError for the first clash, one line naming both roles and the file:
  // "--stats and --trace name one file, out/t.json: give each output its own file".
  void check() const;

 private:
  struct Entry {
    std::string path;
    std::string role;
    bool output;
  };
  std::vector<Entry> entries_;
};

}  // namespace cutlm
