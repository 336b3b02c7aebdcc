#include "sqtt_command.h"

#include <algorithm>
#include <boost/program_options.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.h"
#include "help_texts.h"
#include "loader/program.h"
#include "sqtt/thread_trace.h"
#include "sqtt_compare.h"
#include "support/errors.h"
#include "support/output_file.h"

namespace po = boost::program_options;
using cutlm::cli::CommandLine;
using cutlm::cli::kExitOk;
using cutlm::cli::kExitUsage;

namespace {

int usage(const std::string& what) {
  std::fprintf(stderr, "cutlm sqtt decode: %s (see cutlm sqtt decode --help)\n", what.c_str());
  return kExitUsage;
}

// "0,1" or "none": the shader engines that traced instructions; false when malformed.
bool parse_se_list(const std::string& text, std::size_t buffers, std::vector<bool>& traced,
                   std::string& error) {
  traced.assign(buffers, false);
  if (text == "none") return true;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string item = text.substr(at, comma - at);
    if (item.empty() || item.size() > 3 ||
        item.find_first_not_of("0123456789") != std::string::npos) {
      error = "--itrace-se: \"" + text.substr(0, 40) + "\" is no list of shader engines (0,1)";
      return false;
    }
    const std::size_t se = std::stoul(item);
    if (se >= buffers) {
      error = "--itrace-se: shader engine " + item + " has no buffer (" + std::to_string(buffers) +
              " given)";
      return false;
    }
    traced[se] = true;
    at = comma + 1;
  }
  return true;
}

void write_stdout(const std::string& text) {
  if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
    throw cutlm::OutputError(std::string("cannot write the decoded trace to standard output: ") +
                             std::strerror(errno));
  }
}

int decode_command(const std::vector<std::string>& args) {
  std::vector<std::string> inputs;
  std::string kernel;
  std::string itrace_se;
  std::string output;
  po::options_description desc("cutlm sqtt decode CODE_OBJECT SE_BUFFER... [options]");
  desc.add_options()("help,h", "show this help")(
      "itrace-se", po::value(&itrace_se)->value_name("LIST"),
      "the shader engines that traced the instructions of CU 0, SIMD 0, e.g. 0,1 (tinygrad's "
      "default), or none; default: those whose buffer holds instruction packets")(
      "kernel", po::value(&kernel)->value_name("NAME"),
      "the kernel that ran, when the code object has several (symbol, signature or plain name)")(
      "output,o", po::value(&output)->value_name("FILE"), "write the JSON here (default: stdout)");
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("sqtt decode", desc, cutlm_help_sqtt_decode)
                                          .positional("input", po::value(&inputs), -1)
                                          .parse(args, vm)) {
    return *done;
  }
  if (inputs.size() < 2)
    return usage("give the code object and at least one shader engine's buffer");
  const std::size_t engines = inputs.size() - 1;
  std::vector<bool> traced;
  if (vm.count("itrace-se") != 0u) {
    std::string error;
    if (!parse_se_list(itrace_se, engines, traced, error)) return usage(error);
  }

  const cutlm::sqtt::KernelText code = cutlm::sqtt::load_kernel_text(inputs[0], kernel);
  std::vector<cutlm::sqtt::ShaderEngineBuffer> buffers(engines);
  for (std::size_t se = 0; se < engines; ++se) {
    cutlm::sqtt::ShaderEngineBuffer& buffer = buffers[se];
    buffer.se = static_cast<unsigned>(se);
    buffer.label = inputs[se + 1];
    buffer.bytes = cutlm::read_binary_file(buffer.label, "thread-trace buffer");
    cutlm::sqtt::check_buffer(buffer.label, buffer.bytes);
    buffer.instruction_trace =
        traced.empty() ? cutlm::sqtt::has_instruction_packets(buffer.bytes) : traced[se];
  }
  if (!output.empty()) cutlm::check_output_writable(output, "decoded trace");

  std::vector<cutlm::sqtt::TracedWave> waves;
  for (const cutlm::sqtt::ShaderEngineBuffer& buffer : buffers) {
    std::vector<cutlm::sqtt::TracedWave> engine_waves =
        cutlm::sqtt::decode_shader_engine(buffer, code);
    waves.insert(waves.end(), std::make_move_iterator(engine_waves.begin()),
                 std::make_move_iterator(engine_waves.end()));
  }
  const std::string json = cutlm::sqtt::waves_json(waves);
  if (output.empty()) {
    write_stdout(json);
  } else {
    cutlm::write_output_file(output, "decoded trace", json);
  }
  return kExitOk;
}

}  // namespace

int sqtt_command(const std::vector<std::string>& args) {
  if (args.empty()) {
    std::fputs(cutlm_help_sqtt, stderr);
    return kExitUsage;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::fputs(cutlm_help_sqtt, stdout);
    return kExitOk;
  }
  if (args[0] == "decode") return decode_command({args.begin() + 1, args.end()});
  if (args[0] == "compare") return sqtt_compare_command({args.begin() + 1, args.end()});
  if (args[0] == "fit") return sqtt_fit_command({args.begin() + 1, args.end()});
  std::fprintf(stderr, "cutlm sqtt: unknown subcommand \"%s\" (see cutlm sqtt --help)\n",
               args[0].substr(0, 60).c_str());
  return kExitUsage;
}
