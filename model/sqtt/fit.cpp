#include "sqtt/fit.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace cutlm::sqtt {

SearchResult coordinate_search(const std::vector<int64_t>& start, const std::vector<int64_t>& lower,
                               const std::vector<int64_t>& upper,
                               const std::function<double(const std::vector<int64_t>&)>& error,
                               unsigned max_evaluations) {
  const std::size_t n = start.size();
  if (lower.size() != n || upper.size() != n)
    throw std::invalid_argument("coordinate_search: bounds of another size than the start");
  for (std::size_t i = 0; i < n; ++i) {
    if (lower[i] > upper[i] || start[i] < lower[i] || start[i] > upper[i])
      throw std::invalid_argument("coordinate_search: the start lies outside its bounds");
  }
  std::map<std::vector<int64_t>, double> seen;
  const auto evaluate = [&](const std::vector<int64_t>& point) {
    const auto found = seen.find(point);
    if (found != seen.end()) return found->second;
    const double e = error(point);
    seen.emplace(point, e);
    return e;
  };
  SearchResult result;
  result.best = start;
  result.start_error = evaluate(start);
  result.best_error = result.start_error;
  std::vector<int64_t> step(n);
  for (std::size_t i = 0; i < n; ++i) step[i] = std::max<int64_t>(1, std::abs(start[i]) / 4);
  const auto budget_left = [&] { return seen.size() < max_evaluations; };
  bool moving = true;
  while (moving && budget_left()) {
    moving = false;
    for (std::size_t i = 0; i < n && budget_left(); ++i) {
      if (step[i] == 0) continue;
      moving = true;
      bool improved = false;
      for (const int64_t direction : {int64_t{1}, int64_t{-1}}) {
        std::vector<int64_t> trial = result.best;
        trial[i] = std::clamp(trial[i] + direction * step[i], lower[i], upper[i]);
        if (trial[i] == result.best[i] || !budget_left()) continue;
        const double e = evaluate(trial);
        if (e < result.best_error) {
          result.best = std::move(trial);
          result.best_error = e;
          improved = true;
          break;
        }
      }
      step[i] =
          improved ? std::min(step[i] * 2, std::max<int64_t>(1, upper[i] - lower[i])) : step[i] / 2;
    }
  }
  result.evaluations = static_cast<unsigned>(seen.size());
  return result;
}

}  // namespace cutlm::sqtt
