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

// Coordinate search with adaptive steps: each parameter in turn is moved up, then down, by its
// step; a move that lowers the error is kept and doubles that parameter's step (so a far optimum
// is reached in logarithmically many runs), a parameter that cannot improve in either direction
// halves its step. It ends when every step is below one or after `max_evaluations` points.
// Points outside [lower, upper] are not tried; `error` may return +infinity for a point the
// model refuses. The first steps are a quarter of each start value (at least one).
SearchResult coordinate_search(const std::vector<int64_t>& start, const std::vector<int64_t>& lower,
                               const std::vector<int64_t>& upper,
                               const std::function<double(const std::vector<int64_t>&)>& error,
                               unsigned max_evaluations);

}  // namespace cutlm::sqtt
