// Error kinds the command line maps to exit statuses.
#pragma once

#include <stdexcept>
#include <string>

namespace cutlm {

// Bad input from the user: a missing file, malformed JSON, a bad option (exit 2).
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The program being modelled did something the model cannot go on from: an illegal or
// unimplemented instruction, a fault, a runaway loop (exit 1).
class ModelError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cutlm
