// The s_waitcnt counters of a wave in both timing policies: the completion cycles of its
// outstanding memory operations of one kind, in completion order.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cutlm::tlm_model {

// Adds a completion cycle, keeping the list in completion order.
inline void add_pending(std::vector<uint64_t>& pending, uint64_t done) {
  pending.insert(std::upper_bound(pending.begin(), pending.end(), done), done);
}

// The cycle from which at most `allowed` operations of `pending` are outstanding (0: already);
// drops those completed by `now`.
inline uint64_t counter_ready(std::vector<uint64_t>& pending, unsigned allowed, uint64_t now) {
  pending.erase(pending.begin(), std::upper_bound(pending.begin(), pending.end(), now));
  if (pending.size() <= allowed) return 0;
  return pending[pending.size() - 1 - allowed];
}

}  // namespace cutlm::tlm_model
