#include "trace/wave_name.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

#include "support/errors.h"
#include "support/quoted.h"

namespace cutlm {

std::string wave_name(const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup) {
  return "wg(" + std::to_string(workgroup[0]) + "," + std::to_string(workgroup[1]) + "," +
         std::to_string(workgroup[2]) + ")w" + std::to_string(wave_in_workgroup);
}

std::string wave_label(const std::array<uint32_t, 3>& workgroup, unsigned wave_in_workgroup) {
  return "workgroup (" + std::to_string(workgroup[0]) + "," + std::to_string(workgroup[1]) + "," +
         std::to_string(workgroup[2]) + ") wave " + std::to_string(wave_in_workgroup);
}

namespace {

std::string shown(const std::string& text) { return quoted_value(text); }

// A plain decimal number (no sign, no spaces) of at most 64 bits; false otherwise.
bool parse_decimal(const std::string& text, uint64_t* value) {
  if (text.empty()) return false;
  for (char ch : text) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  }
  errno = 0;
  *value = std::strtoull(text.c_str(), nullptr, 10);
  return errno != ERANGE;
}

// 2^64 - 1: the largest cycle count and workgroup index.
constexpr const char kLargest[] = "18446744073709551615";

}  // namespace

void parse_wave_window(const std::string& text, WaveFilter& filter) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos || text.find(':', colon + 1) != std::string::npos) {
    throw InputError("--wave-window: " + shown(text) + " is not START:END (cycles)");
  }
  const std::string first = text.substr(0, colon);
  const std::string last = text.substr(colon + 1);
  uint64_t start = 0;
  uint64_t end = WaveFilter::kNoEnd;
  if ((!first.empty() && !parse_decimal(first, &start)) ||
      (!last.empty() && !parse_decimal(last, &end))) {
    throw InputError("--wave-window: " + shown(text) +
                     " is not START:END with whole numbers of cycles from 0 to " +
                     std::string(kLargest));
  }
  if (start > end) {
    throw InputError("--wave-window: " + shown(text) + " starts after it ends");
  }
  filter.start = start;
  filter.end = end;
}

void parse_wave_workgroups(const std::string& text, WaveFilter& filter) {
  filter.workgroups.clear();
  size_t begin = 0;
  while (true) {
    const size_t comma = text.find(',', begin);
    const std::string item =
        text.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin);
    const size_t dash = item.find('-');
    uint64_t first = 0;
    uint64_t last = 0;
    const bool ok = dash == std::string::npos
                        ? parse_decimal(item, &first) && (last = first, true)
                        : parse_decimal(item.substr(0, dash), &first) &&
                              parse_decimal(item.substr(dash + 1), &last) && first <= last;
    if (!ok) {
      throw InputError("--wave-workgroups: " + shown(item) + " in " + shown(text) +
                       " is not a workgroup index from 0 to " + std::string(kLargest) +
                       " or a range FIRST-LAST (e.g. 0,3-5)");
    }
    filter.workgroups.emplace_back(first, last);
    if (comma == std::string::npos) break;
    begin = comma + 1;
  }
}

}  // namespace cutlm
