// Reading a whole input file (a program, manifest, state or timing file) with every failure one
// InputError naming it: missing, unreadable, a directory, or not a regular file. A FIFO or a
// device is refused before anything is read from it, so that no input can block the run.
#pragma once

#include <string>

namespace cutlm {

// Reads `path` into `out`. `what` names the file's role ("manifest"). Messages:
// "PATH: cannot open WHAT: REASON", "PATH is a directory, not a WHAT",
// "PATH is not a regular file (a WHAT must be one)", "PATH: cannot read WHAT: REASON" (with "an"
// before a vowel).
void read_input_file(const std::string& path, const char* what, std::string& out);

}  // namespace cutlm
