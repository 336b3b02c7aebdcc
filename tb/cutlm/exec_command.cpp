// `cutlm exec`: runs a HIP program with cutlm's HIP runtime (tb/hip) in place of ROCm's, this
// process being its device: every kernel launch runs on the compute unit model.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>

#include "cli_common.h"
#include "help_texts.h"
#include "hip_device.h"
#include "model_options.h"
#include "protocol.h"
#include "support/errors.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

namespace {

std::string self_path() {
  std::error_code error;
  const std::string path = std::filesystem::read_symlink("/proc/self/exe", error).string();
  return error ? std::string() : path;
}

// The folder for per-launch files: made when missing, checked writable now rather than after
// the program has run.
void prepare_folder(const std::string& option, const std::string& folder) {
  if (folder.empty()) return;
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error || access(folder.c_str(), W_OK) != 0) {
    throw cutlm::InputError("--" + option + ": cannot write to the folder " + folder + ": " +
                            (error ? error.message() : std::string(std::strerror(errno))));
  }
}

// Whether execvp would find `program`: a path that names an executable file, or a name found
// executable in PATH.
bool runnable(const std::string& program) {
  if (program.find('/') != std::string::npos) return access(program.c_str(), X_OK) == 0;
  const char* path = std::getenv("PATH");
  std::string dirs = path != nullptr ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    const size_t end = std::min(dirs.find(':', start), dirs.size());
    const std::string dir = end > start ? dirs.substr(start, end - start) : ".";
    if (access((dir + "/" + program).c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace

int exec_command(const std::vector<std::string>& args) {
  // Everything after "--" is the program and its arguments.
  const auto dashes = std::find(args.begin(), args.end(), "--");
  const std::vector<std::string> own(args.begin(), dashes);
  const std::vector<std::string> program(dashes == args.end() ? dashes : dashes + 1, args.end());

  ExecOptions x;
  RunOptions& o = x.run;
  NumericOptions n;
  std::string serve;
  n.clock_ns = "0.4";
  po::options_description desc("cutlm exec [options] -- PROGRAM ARGS...");
  desc.add_options()("help,h", "show this help")(
      "timing", po::value(&o.timing)->value_name("MODE"),
      "fast (default): the loosely-timed compute unit; cycle: the cycle-approximate one "
      "(docs/timing.md)")("timing-config", po::value(&o.timing_config)->value_name("FILE"),
                          "with --timing cycle: override parameters of isa/gfx1100_timing.json")(
      "cus", po::value(&n.cus)->value_name("N"),
      "with --timing cycle: each launch on a GPU of N compute units (as cutlm dispatch --cus); "
      "without it, one CU")("gpu", po::value(&o.gpu)->value_name("NAME"),
                            "with --timing cycle: each launch on the whole GPU: rx7900xtx")(
      "stats", po::value(&x.stats_dir)->value_name("DIR"),
      "write each launch's statistics to DIR/KERNEL.N.stats.json")(
      "trace", po::value(&x.trace_dir)->value_name("DIR"),
      "write each launch's retirement trace to DIR/KERNEL.N.trace.jsonl")(
      "vcd", po::value(&x.vcd_dir)->value_name("DIR"),
      "write each launch's waveform to DIR/KERNEL.N.vcd (with --cosim, the RTL's signals too)")(
      "fst", po::value(&x.fst_dir)->value_name("DIR"),
      "the same as FST, GTKWave's compressed format: DIR/KERNEL.N.fst")(
      "cosim", po::bool_switch(&o.cosim),
      "compare every VALU instruction with an RTL counterpart against the Verilated datapath")(
      "cosim-rtl", po::value(&o.cosim_rtl)->value_name("VARIANT"),
      "with --cosim: normal (default) or faulty (lane 5 broken)")(
      "hazards", po::value(&o.hazards)->value_name("MODE"),
      "reads of registers a load has not written yet: warn (default), error, off")(
      "max-instructions", po::value(&n.max_instructions)->value_name("N"),
      "a wave retiring N instructions without s_endpgm is a fault (default 1000000)")(
      "max-total-instructions", po::value(&n.max_total_instructions)->value_name("N"),
      "a launch retiring N instructions is a fault (default 1000000000)")(
      "clock-ns", po::value(&n.clock_ns)->value_name("NS"),
      "the model's clock period (default 0.4: gfx1100's 2.5 GHz boost clock, at which the cycle "
      "mode's memory latencies are counted); events and the summary use it")(
      "quiet,q", po::bool_switch(&o.quiet), "no summary at the end");
  po::options_description hidden;
  hidden.add_options()("serve", po::value(&serve));
  po::variables_map vm;
  if (const std::optional<int> done =
          CommandLine("exec", desc, cutlm_help_exec).hidden(hidden).parse(own, vm)) {
    return *done;
  }
  try {
    apply_model_options(o, n, vm);
    x.clock_ns = parse_clock_ns(n.clock_ns);
    // What the program's device properties report: the GPU's CUs, or the one CU.
    x.compute_units = std::max(1u, o.config.compute_units);
    prepare_folder("stats", x.stats_dir);
    prepare_folder("trace", x.trace_dir);
    prepare_folder("vcd", x.vcd_dir);
    prepare_folder("fst", x.fst_dir);
    if (!x.vcd_dir.empty() && !x.fst_dir.empty())
      throw cutlm::InputError("give --vcd or --fst, not both");
  } catch (const cutlm::InputError& e) {
    print_error(e.what());
    return kExitUsage;
  }

  // A device the HIP runtime started for a program run without `cutlm exec`.
  if (!serve.empty()) {
    int socket_fd = -1, heap_fd = -1;
    if (std::sscanf(serve.c_str(), "%d,%d", &socket_fd, &heap_fd) != 2) {
      print_error("exec --serve: \"" + one_line(serve).substr(0, 40) + "\" is not SOCKET,HEAP");
      return kExitUsage;
    }
    try {
      HipDevice device(x, socket_fd, heap_fd);
      device.serve();
      if (!o.quiet) device.print_summary();
      return device.cosim_mismatch() ? kExitCosimMismatch : kExitOk;
    } catch (const cutlm::InputError& e) {
      print_error(std::string("exec: ") + e.what());
      return kExitUsage;
    }
  }

  if (program.empty()) {
    std::fprintf(stderr, "cutlm exec: no program given: cutlm exec [options] -- PROGRAM ARGS...\n");
    return kExitUsage;
  }
  if (!runnable(program[0])) {
    print_error("exec: cannot run " + one_line(program[0]) +
                (program[0].find('/') != std::string::npos
                     ? ": " + std::string(std::strerror(errno))
                     : ": not found in PATH"));
    return kExitUsage;
  }

  const int heap = memfd_create("cutlm-hip-heap", 0);
  if (heap < 0 || ftruncate(heap, static_cast<off_t>(cutlm::hip_protocol::kHeapBytes)) != 0) {
    print_error(std::string("exec: cannot make the device heap: ") + std::strerror(errno));
    return kExitUsage;
  }
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
    print_error(std::string("exec: cannot make a socket pair: ") + std::strerror(errno));
    return kExitUsage;
  }
  std::unique_ptr<HipDevice> device;
  try {
    device = std::make_unique<HipDevice>(x, pair[0], heap);
  } catch (const cutlm::InputError& e) {
    print_error(std::string("exec: ") + e.what());
    return kExitUsage;
  }

  // The program's environment: its descriptors, this build's runtime first in the library
  // path, and this cutlm for runtimes that start their own device (the program's children).
  std::string library_path = CUTLM_HIP_LIBRARY_DIR;
  if (const char* old = std::getenv("LD_LIBRARY_PATH"); old != nullptr && *old != '\0')
    library_path += std::string(":") + old;
  const std::string descriptors = std::to_string(pair[1]) + "," + std::to_string(heap);
  const std::string self = self_path();
  std::vector<std::string> words = program;
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid < 0) {
    print_error(std::string("exec: cannot start the program: ") + std::strerror(errno));
    return kExitUsage;
  }
  if (pid == 0) {
    // The program's end of the socket stays open across exec; the device's does not.
    const int flags = fcntl(pair[1], F_GETFD);
    fcntl(pair[1], F_SETFD, flags & ~FD_CLOEXEC);
    setenv(cutlm::hip_protocol::kEnvDescriptors, descriptors.c_str(), 1);
    setenv("LD_LIBRARY_PATH", library_path.c_str(), 1);
    if (!self.empty()) setenv("CUTLM", self.c_str(), 1);
    execvp(argv[0], argv.data());
    std::fprintf(stderr, "cutlm: error: exec: cannot run %s: %s\n", argv[0], std::strerror(errno));
    _exit(127);
  }
  close(pair[1]);
  device->serve();
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!o.quiet) device->print_summary();
  if (WIFSIGNALED(status)) {
    std::fprintf(stderr, "cutlm: exec: %s ended by signal %d (%s)\n", program[0].c_str(),
                 WTERMSIG(status), strsignal(WTERMSIG(status)));
    return 128 + WTERMSIG(status);
  }
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : kExitModelError;
  if (code == 0 && device->cosim_mismatch()) return kExitCosimMismatch;
  return code;
}
