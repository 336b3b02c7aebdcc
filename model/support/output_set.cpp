#include "support/output_set.h"

#include <sys/stat.h>

#include <filesystem>

#include "support/output_file.h"

namespace cutlm {

namespace {

// What makes two names one file: its device and inode, or for a file not there yet its folder's
// device and inode and its name. Empty for a file several outputs may share (a character device).
std::string identity(const std::string& path, int links_followed = 0) {
  namespace fs = std::filesystem;
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0) {
    if (S_ISCHR(info.st_mode)) return "";
    return "file " + std::to_string(info.st_dev) + ":" + std::to_string(info.st_ino);
  }
  std::error_code error;
  // A symbolic link to a file not there yet: writing it creates the link's target.
  if (::lstat(path.c_str(), &info) == 0 && S_ISLNK(info.st_mode) && links_followed < 40) {
    const fs::path target = fs::read_symlink(path, error);
    if (!error) {
      const fs::path resolved =
          target.is_absolute() ? target : fs::path(path).parent_path() / target;
      return identity(resolved.string(), links_followed + 1);
    }
  }
  const fs::path absolute = fs::absolute(path, error);
  if (error) return "path " + path;
  const fs::path folder = absolute.parent_path();
  if (::stat(folder.c_str(), &info) == 0) {
    return "in " + std::to_string(info.st_dev) + ":" + std::to_string(info.st_ino) + " " +
           absolute.filename().string();
  }
  // The folder is missing too: opening the output will say so; until then compare the names.
  return "path " + fs::weakly_canonical(absolute, error).string();
}

}  // namespace

void OutputSet::add_input(const std::string& path, const std::string& role) {
  if (!path.empty()) entries_.push_back({path, role, false});
}

void OutputSet::add_output(const std::string& path, const std::string& role) {
  if (!path.empty()) entries_.push_back({path, role, true});
}

void OutputSet::check() const {
  std::vector<std::string> ids;
  ids.reserve(entries_.size());
  for (const Entry& e : entries_) ids.push_back(identity(e.path));
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    if (!entries_[i].output || ids[i].empty()) continue;
    for (std::size_t j = 0; j < entries_.size(); ++j) {
      if (j == i || ids[j] != ids[i]) continue;
      const Entry& out = entries_[i];
      const Entry& other = entries_[j];
      if (!other.output) {
        throw OutputError(out.role + " " + out.path + " is " + other.role +
                          ", an input of this run: it would be overwritten; write it elsewhere");
      }
      if (j < i) continue;  // reported from the first of the pair
      throw OutputError(out.role + " and " + other.role + " name one file, " + out.path +
                        (other.path == out.path ? "" : " (" + other.path + ")") +
                        ": give each output its own file");
    }
  }
}

}  // namespace cutlm
