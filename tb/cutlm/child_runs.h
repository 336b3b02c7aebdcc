// Running this very cutlm as a child (sqtt compare and fit run the model so): its path, a work
// folder for the runs' files, the run with its output in files, and the last line of a file.
#pragma once

#include <string>
#include <vector>

namespace cutlm::cli {

// The path of the running cutlm (InputError if it cannot be found).
std::string this_executable();

// Where a run's manifest, timing file and timeline go: a temporary folder removed afterwards, or
// the user's (--work-dir), kept.
class WorkDir {
 public:
  explicit WorkDir(const std::string& keep);
  ~WorkDir();
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;

  std::string file(const std::string& name) const;
  bool kept() const { return !remove_; }

 private:
  std::string path_;
  bool remove_ = false;
};

// Runs `exe args...` with stdout and stderr in the files; its exit status (128 + n: signal n).
int run_child(const std::string& exe, const std::vector<std::string>& args,
              const std::string& out_path, const std::string& err_path);

// The last line of the file at `path` ("" if it cannot be read).
std::string last_line(const std::string& path);

}  // namespace cutlm::cli
