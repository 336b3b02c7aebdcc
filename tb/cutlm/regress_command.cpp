// `cutlm regress` is scripts/cutlm_regress.py (process pool, delta debugging, Slurm): this
// process hands over to it, naming itself so that the workers run this very build.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cli_common.h"

using namespace cutlm::cli;

int regress_command(const std::vector<std::string>& args, const char* argv0) {
  const std::string script = std::string(CUTLM_SOURCE_DIR) + "/scripts/cutlm_regress.py";
  if (access(script.c_str(), R_OK) != 0) {
    std::fprintf(stderr, "cutlm regress: %s is missing (cutlm was built from %s)\n", script.c_str(),
                 CUTLM_SOURCE_DIR);
    return kExitUsage;
  }
  std::vector<char> self(4096, '\0');
  const ssize_t n = readlink("/proc/self/exe", self.data(), self.size() - 1);
  std::string cutlm_path = n > 0 ? std::string(self.data(), static_cast<std::size_t>(n)) : "";
  if (cutlm_path.empty()) {
    char* resolved = realpath(argv0, nullptr);
    if (resolved == nullptr) {
      std::fprintf(stderr, "cutlm regress: cannot find the path of this cutlm executable\n");
      return kExitUsage;
    }
    cutlm_path = resolved;
    std::free(resolved);
  }
  std::vector<std::string> words = {"python3", script, "--cutlm", cutlm_path};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> exec_argv;
  for (std::string& w : words) exec_argv.push_back(&w[0]);
  exec_argv.push_back(nullptr);
  std::fflush(stdout);
  // Held until the script has its handlers (it unblocks them): a SIGTERM or Ctrl-C while
  // Python starts would otherwise end it with a traceback or leave nothing said.
  sigset_t stop_signals;
  sigset_t previous;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGHUP);
  sigprocmask(SIG_BLOCK, &stop_signals, &previous);
  execvp("python3", exec_argv.data());
  sigprocmask(SIG_SETMASK, &previous, nullptr);
  std::fprintf(stderr, "cutlm regress: cannot run python3 (%s); it runs %s\n", std::strerror(errno),
               script.c_str());
  return kExitUsage;
}
