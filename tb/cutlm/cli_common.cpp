#include "cli_common.h"

#include <cstdio>
#include <iostream>
#include <utility>

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

CommandLine::CommandLine(std::string command, const po::options_description& shown,
                         const char* help_text)
    : command_(std::move(command)), shown_(shown), help_text_(help_text) {
  all_.add(shown);
}

CommandLine& CommandLine::positional(const char* name, po::value_semantic* value, int count) {
  po::options_description words;
  words.add_options()(name, value);
  all_.add(words);
  positional_.add(name, count);
  return *this;
}

CommandLine& CommandLine::hidden(const po::options_description& options) {
  all_.add(options);
  return *this;
}

std::optional<int> CommandLine::parse(const std::vector<std::string>& args, po::variables_map& vm) {
  try {
    po::command_line_parser parser(args);
    parser.options(all_);
    if (positional_.max_total_count() != 0) parser.positional(positional_);
    po::store(parser.run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::fprintf(stderr, "cutlm %s: %s (see cutlm %s --help)\n", command_.c_str(),
                 one_line(e.what()).c_str(), command_.c_str());
    return kExitUsage;
  }
  if (vm.count("help") != 0u) {
    std::cout << shown_ << "\n" << help_text_;
    return kExitOk;
  }
  return std::nullopt;
}

}  // namespace cutlm::cli
