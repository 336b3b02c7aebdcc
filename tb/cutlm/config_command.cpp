// `cutlm config`: the flags that build a HIP program for `cutlm exec`, in the manner of
// llvm-config. The paths are this build's (fixed when cutlm was configured).
#include <cstdio>
#include <optional>

#include "cli_common.h"
#include "help_texts.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

int config_command(const std::vector<std::string>& args) {
  bool cflags = false;
  bool libs = false;
  bool device_libs = false;
  bool library_dir = false;
  po::options_description desc("cutlm config [--hip-cflags] [--hip-libs]");
  desc.add_options()("help,h", "show this help")(
      "hip-cflags", po::bool_switch(&cflags),
      "the flags to compile a .hip file for gfx1100 with clang++-19")(
      "hip-libs", po::bool_switch(&libs), "the flags to link it with cutlm's HIP runtime")(
      "hip-device-libs", po::bool_switch(&device_libs),
      "the folder of ROCm device libraries with oclc_isa_version_1100.bc")(
      "hip-library-dir", po::bool_switch(&library_dir), "the folder of cutlm's libamdhip64.so.5");
  po::variables_map vm;
  if (const std::optional<int> done =
          CommandLine("config", desc, cutlm_help_config).parse(args, vm)) {
    return *done;
  }
  if (!cflags && !libs && !device_libs && !library_dir) {
    std::fprintf(stderr,
                 "cutlm config: ask for --hip-cflags, --hip-libs, --hip-device-libs or "
                 "--hip-library-dir (see cutlm config --help)\n");
    return kExitUsage;
  }
  // One line, the asked-for parts in a fixed order, as llvm-config prints them.
  std::string line;
  auto add = [&line](const std::string& words) { line += (line.empty() ? "" : " ") + words; };
  if (cflags) {
    add(std::string("-x hip --offload-arch=gfx1100 --rocm-device-lib-path=") +
        CUTLM_HIP_BITCODE_DIR + " -DROCPRIM_DISABLE_DPP -DROCPRIM_DETAIL_USE_DPP=false" +
        " -mprintf-kind=buffered -include " + CUTLM_SOURCE_DIR + "/include/cutlm/hip_printf.h");
  }
  if (libs) {
    add(std::string("-L") + CUTLM_HIP_LIBRARY_DIR + " -Wl,-rpath," + CUTLM_HIP_LIBRARY_DIR +
        " -lamdhip64");
  }
  if (device_libs) add(CUTLM_HIP_BITCODE_DIR);
  if (library_dir) add(CUTLM_HIP_LIBRARY_DIR);
  std::printf("%s\n", line.c_str());
  return kExitOk;
}
