#include "sqtt/fit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

namespace cutlm::sqtt {
namespace {

class Search {
 public:
  Search(const std::vector<int64_t>& start, const std::vector<int64_t>& lower,
         const std::vector<int64_t>& upper,
         const std::function<double(const std::vector<int64_t>&)>& error, unsigned max_evaluations)
      : n_(start.size()), lower_(lower), upper_(upper), error_(error), budget_(max_evaluations) {
    if (lower.size() != n_ || upper.size() != n_)
      throw std::invalid_argument("search_minimum: bounds of another size than the start");
    for (std::size_t i = 0; i < n_; ++i) {
      if (lower[i] > upper[i] || start[i] < lower[i] || start[i] > upper[i])
        throw std::invalid_argument("search_minimum: the start lies outside its bounds");
    }
    if (max_evaluations == 0) throw std::invalid_argument("search_minimum: no evaluation allowed");
    result_.best = start;
    result_.best_error = std::numeric_limits<double>::infinity();
    result_.start_error = evaluate(start);
  }

  // Rounds of coordinate search with adaptive steps: each parameter in turn is moved up, then
  // down, by its step; a move that lowers the error is kept and doubles that parameter's step,
  // a parameter that cannot improve halves it. A sweep in which no parameter moved tries each
  // pair of parameters along the two diagonals, both directions, by the smaller of their steps
  // (at least one): a valley across the axes, such as two parameters that share one cost (a
  // wave's launch and its first fetch), is walked that way where single moves stall. A sweep
  // that moved is tried once more in the same direction (Hooke and Jeeves' pattern move). A
  // round ends when every step is zero and no diagonal helps; rounds start again from the best
  // point, steps a quarter of each value, while they improve.
  void run() {
    for (double round_start = result_.best_error; budget_left();) {
      std::vector<int64_t> step(n_);
      for (std::size_t i = 0; i < n_; ++i)
        step[i] = std::max<int64_t>(1, std::abs(result_.best[i]) / 4);
      for (bool moving = true; moving && budget_left();) {
        const std::vector<int64_t> sweep_start = result_.best;
        for (std::size_t i = 0; i < n_ && budget_left(); ++i) {
          if (step[i] == 0) continue;
          std::vector<int64_t> delta(n_, 0);
          bool improved = false;
          for (const int64_t direction : {int64_t{1}, int64_t{-1}}) {
            delta[i] = direction * step[i];
            if ((improved = try_move(delta))) break;
          }
          step[i] = improved ? grow(step[i], i) : step[i] / 2;
        }
        if (result_.best != sweep_start) {
          std::vector<int64_t> delta(n_);
          for (std::size_t i = 0; i < n_; ++i) delta[i] = result_.best[i] - sweep_start[i];
          if (n_ > 1) try_move(delta);
          continue;
        }
        moving = diagonals(step);
        for (const int64_t s : step) moving = moving || s > 0;
      }
      if (!(result_.best_error < round_start)) break;
      round_start = result_.best_error;
    }
  }

  SearchResult result() {
    result_.evaluations = static_cast<unsigned>(seen_.size());
    return result_;
  }

 private:
  bool budget_left() const { return seen_.size() < budget_; }

  std::vector<int64_t> nearest(const std::vector<double>& x) const {
    std::vector<int64_t> p(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const double clamped =
          std::clamp(x[i], static_cast<double>(lower_[i]), static_cast<double>(upper_[i]));
      p[i] = static_cast<int64_t>(std::llround(clamped));
    }
    return p;
  }

  int64_t grow(int64_t step, std::size_t i) const {
    return std::min(step * 2, std::max<int64_t>(1, upper_[i] - lower_[i]));
  }

  // The best point moved by `delta` (clamped to the bounds): whether that is better.
  bool try_move(const std::vector<int64_t>& delta) {
    if (!budget_left()) return false;
    std::vector<int64_t> trial(n_);
    for (std::size_t i = 0; i < n_; ++i)
      trial[i] = std::clamp(result_.best[i] + delta[i], lower_[i], upper_[i]);
    if (trial == result_.best) return false;
    const double before = result_.best_error;
    evaluate(trial);
    return result_.best_error < before;
  }

  // Every pair of parameters along both diagonals; a move that helps is repeated with doubling
  // strides while they help, and doubles both parameters' steps.
  bool diagonals(std::vector<int64_t>& step) {
    for (std::size_t i = 0; i < n_; ++i) {
      for (std::size_t j = i + 1; j < n_; ++j) {
        const int64_t m = std::max<int64_t>(1, std::min(step[i], step[j]));
        for (const auto& [a, b] : {std::pair<int64_t, int64_t>{1, -1}, {-1, 1}, {1, 1}, {-1, -1}}) {
          std::vector<int64_t> delta(n_, 0);
          delta[i] = a * m;
          delta[j] = b * m;
          if (try_move(delta)) {
            // Down the valley with doubling strides while that helps.
            while (budget_left()) {
              for (int64_t& d : delta) d *= 2;
              if (!try_move(delta)) break;
            }
            step[i] = grow(std::max<int64_t>(step[i], m), i);
            step[j] = grow(std::max<int64_t>(step[j], m), j);
            return true;
          }
        }
      }
    }
    return false;
  }

  // Each distinct point once; the best so far kept.
  double evaluate(const std::vector<int64_t>& point) {
    const auto found = seen_.find(point);
    if (found != seen_.end()) return found->second;
    const double e = error_(point);
    seen_.emplace(point, e);
    if (e < result_.best_error) {
      result_.best = point;
      result_.best_error = e;
    }
    return e;
  }

  std::size_t n_;
  const std::vector<int64_t>& lower_;
  const std::vector<int64_t>& upper_;
  const std::function<double(const std::vector<int64_t>&)>& error_;
  unsigned budget_;
  std::map<std::vector<int64_t>, double> seen_;
  SearchResult result_;
};

}  // namespace

SearchResult search_minimum(const std::vector<int64_t>& start, const std::vector<int64_t>& lower,
                            const std::vector<int64_t>& upper,
                            const std::function<double(const std::vector<int64_t>&)>& error,
                            unsigned max_evaluations) {
  Search search(start, lower, upper, error, max_evaluations);
  search.run();
  return search.result();
}

}  // namespace cutlm::sqtt
