// `cutlm sqtt compare` and `cutlm sqtt fit`: a real thread trace beside the cycle mode's run of
// the same launch, and the timing parameters fitted to a set of traces.
#pragma once

#include <string>
#include <vector>

// `args` after "compare" / "fit"; the exit status. Input errors are thrown as cutlm::InputError.
int sqtt_compare_command(const std::vector<std::string>& args);
int sqtt_fit_command(const std::vector<std::string>& args);
