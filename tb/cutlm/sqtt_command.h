// `cutlm sqtt`: real RDNA3 hardware thread traces (SQTT), decoded into waves and issue cycles.
#pragma once

#include <string>
#include <vector>

// Runs `cutlm sqtt SUBCOMMAND ...` (`args` after "sqtt") and returns the exit status. Input and
// output errors are thrown as cutlm::InputError (exit 2, one line).
int sqtt_command(const std::vector<std::string>& args);
