// What every `cutlm` subcommand shares: exit statuses, one-line errors and the parsing of a
// command line. The options and outputs of a model run are in model_options.h and outputs.h.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

namespace cutlm::cli {

constexpr int kExitOk = 0;
constexpr int kExitModelError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitCosimMismatch = 3;
constexpr int kExitExpectMismatch = 4;

// Error and fault lines are one line of readable length (the middle of a long one is cut).
std::string one_line(const std::string& message);
// "cutlm: error: MESSAGE" on stderr.
void print_error(const std::string& message);
// What stopped a run or a dispatch: a fault or hazard line as it is, anything else as an error.
void print_stop(const std::string& message);

// The command line of `cutlm COMMAND` ("disasm", "sqtt fit"): the options `--help` shows
// (`shown`, which must outlive this), the help text printed after them, and what else the
// command accepts.
class CommandLine {
 public:
  CommandLine(std::string command, const boost::program_options::options_description& shown,
              const char* help_text = "");
  // The words without an option name go to `value` (at most `count` of them, -1 for any) under
  // the hidden option `name`.
  CommandLine& positional(const char* name, boost::program_options::value_semantic* value,
                          int count = 1);
  // Options accepted but not shown by --help (`exec --serve`).
  CommandLine& hidden(const boost::program_options::options_description& options);

  // Parses `args` into `vm`. The command ends here when the line is malformed (one line naming
  // the mistake, "cutlm COMMAND: ... (see cutlm COMMAND --help)", exit status 2) or asks for
  // --help (the options and the help text, exit status 0): the status is returned. Otherwise
  // nothing is returned and the command goes on.
  std::optional<int> parse(const std::vector<std::string>& args,
                           boost::program_options::variables_map& vm);

 private:
  std::string command_;
  const boost::program_options::options_description& shown_;
  const char* help_text_;
  boost::program_options::options_description all_;
  boost::program_options::positional_options_description positional_;
};

// The GTKWave translate filters the written save files name (gtkwave_filters.cpp): one
// instruction value per line in, its disassembly out; and the cycle mode's wave-slot states.
int gtkwave_filter(bool wave64);
int gtkwave_state_filter();
// Words of one filter line: "7cfe04c1 000000ff" (in order) or one wide hex value (a 96-bit
// instruction signal: the first word is the least significant). False when it is no value.
bool parse_filter_line(const std::string& line, std::vector<uint32_t>* words);

}  // namespace cutlm::cli

// The subcommands, each in its own file; `args` are the words after the command's name.
int run_command(const std::vector<std::string>& args);
int dispatch_command(const std::vector<std::string>& args);
int disasm_command(const std::vector<std::string>& args);
int isa_command(const std::vector<std::string>& args);
int regress_command(const std::vector<std::string>& args, const char* argv0);
int exec_command(const std::vector<std::string>& args);
int config_command(const std::vector<std::string>& args);
