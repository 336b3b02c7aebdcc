// The derivative-free search of `cutlm sqtt fit`: integer parameters, an error that is costly to
// evaluate (a model run per trace) and has no gradient (cycle counts move in steps).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace cutlm::sqtt {

struct SearchResult {
  std::vector<int64_t> best;
  double start_error = 0;
  double best_error = 0;
  unsigned evaluations = 0;  // distinct points evaluated
};

// The integer point in [lower, upper] with the least `error` found from `start`, by coordinate
// search with adaptive steps: each parameter up or down by its step (a quarter of its value at
// first), doubled after a move that helps, halved when neither direction does; when no single
// parameter can move, each pair along its diagonals (a valley across the axes: two parameters
// that only their sum fixes); a sweep's whole move tried once more (Hooke and Jeeves' pattern
// move); rounds from the best point while they improve. It ends there or after
// `max_evaluations` distinct points, each evaluated once. `error` may return +infinity for a
// point the model refuses.
SearchResult search_minimum(const std::vector<int64_t>& start, const std::vector<int64_t>& lower,
                            const std::vector<int64_t>& upper,
                            const std::function<double(const std::vector<int64_t>&)>& error,
                            unsigned max_evaluations);

}  // namespace cutlm::sqtt
