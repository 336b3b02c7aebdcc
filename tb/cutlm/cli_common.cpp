#include "cli_common.h"

#include <cstdio>
#include <iostream>

namespace po = boost::program_options;

namespace cutlm::cli {

// Whatever a message echoes (an oversized value from a file, a newline inside a key), it stays
// one line: the middle of a long one is cut.
std::string one_line(const std::string& message) {
  constexpr std::size_t kMax = 400;
  constexpr std::size_t kHead = 260;
  constexpr std::size_t kTail = 100;
  std::string line = message;
  for (char& ch : line) {
    if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
  }
  if (line.size() <= kMax) return line;
  const std::size_t cut = line.size() - kHead - kTail;
  return line.substr(0, kHead) + " ... [" + std::to_string(cut) + " characters cut] ... " +
         line.substr(line.size() - kTail);
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "cutlm: error: %s\n", one_line(message).c_str());
}

void print_stop(const std::string& message) {
  if (message.rfind("fault: ", 0) == 0 || message.rfind("hazard: ", 0) == 0) {
    std::fprintf(stderr, "cutlm: %s\n", one_line(message).c_str());
  } else {
    print_error(message);
  }
}

std::optional<int> parse_command_line(const CommandLine& line, const std::vector<std::string>& args,
                                      po::variables_map& vm) {
  po::options_description all;
  all.add(*line.shown);
  if (line.hidden != nullptr) all.add(*line.hidden);
  po::positional_options_description positional;
  if (line.positional_name != nullptr) {
    po::options_description words;
    words.add_options()(line.positional_name, line.positional_value);
    all.add(words);
    positional.add(line.positional_name, line.positional_count);
  }
  try {
    po::command_line_parser parser(args);
    parser.options(all);
    if (line.positional_name != nullptr) parser.positional(positional);
    po::store(parser.run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm %s: %s (see cutlm %s --help)\n", line.command.c_str(),
                 one_line(e.what()).c_str(), line.command.c_str());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout << *line.shown << "\n" << line.help_text;
    return kExitOk;
  }
  return std::nullopt;
}

}  // namespace cutlm::cli
