#include "child_runs.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "loader/program.h"
#include "support/errors.h"
#include "support/output_file.h"

extern char** environ;

namespace cutlm::cli {

namespace fs = std::filesystem;

std::string this_executable() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) throw cutlm::InputError("cannot find this cutlm executable: " + error.message());
  return self.string();
}

WorkDir::WorkDir(const std::string& keep) {
  if (!keep.empty()) {
    std::error_code error;
    fs::create_directories(keep, error);
    if (error || !fs::is_directory(keep))
      throw cutlm::InputError("--work-dir: cannot create " + keep + ": " + error.message());
    path_ = keep;
    return;
  }
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern =
      std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/cutlm-sqtt-XXXXXX";
  if (mkdtemp(&pattern[0]) == nullptr) {
    throw cutlm::InputError("cannot create a temporary folder for the model's runs (" + pattern +
                            "): " + std::strerror(errno));
  }
  path_ = pattern;
  remove_ = true;
}
WorkDir::~WorkDir() {
  if (!remove_) return;
  std::error_code ignored;
  fs::remove_all(path_, ignored);
}

std::string WorkDir::file(const std::string& name) const {
  return (fs::path(path_) / name).string();
}

std::string last_line(const std::string& path) {
  std::string text;
  try {
    text = cutlm::read_text_file(path, "model output");
  } catch (const cutlm::InputError&) {
    return "";
  }
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const std::size_t newline = text.rfind('\n');
  return newline == std::string::npos ? text : text.substr(newline + 1);
}

int run_child(const std::string& exe, const std::vector<std::string>& args,
              const std::string& out_path, const std::string& err_path) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  std::vector<std::string> words = {exe};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    throw cutlm::InputError("cannot run " + exe +
                            " for the model's run: " + std::strerror(spawned));
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) throw cutlm::InputError(std::string("waitpid: ") + std::strerror(errno));
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

}  // namespace cutlm::cli
