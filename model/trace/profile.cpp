#include "trace/profile.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <type_traits>

#include "support/output_file.h"
#include "trace/json_text.h"

namespace cutlm {
namespace {

using json_text::Fields;
using timing::CpiCategory;
using timing::kCpiCategories;

// The loader's largest image is 16 MiB; a bigger size would only cost memory, and the pcs past
// it still land in the side table.
constexpr uint64_t kMaxCodeBytes = uint64_t{16} << 20;

uint64_t sum_stalls(const timing::CpiStack& stalls) {
  uint64_t sum = 0;
  for (size_t i = 0; i < kCpiCategories; ++i) {
    if (static_cast<CpiCategory>(i) != CpiCategory::Issued) sum += stalls[i];
  }
  return sum;
}

// The stall categories with cycles, largest first (ties in category order).
std::vector<size_t> largest_stalls(const timing::CpiStack& stalls) {
  std::vector<size_t> order;
  for (size_t i = 0; i < kCpiCategories; ++i) {
    if (static_cast<CpiCategory>(i) != CpiCategory::Issued && stalls[i] != 0) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return stalls[a] > stalls[b]; });
  return order;
}

std::string hex(uint64_t value, int digits) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(value));
  return buf;
}

std::string percent(uint64_t part, uint64_t whole) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%",
                whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return buf;
}

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

uint64_t Profile::Row::stall_cycles() const { return sum_stalls(stalls); }
uint64_t Profile::Totals::stall_cycles() const { return sum_stalls(stalls); }

static_assert(std::is_trivially_copyable_v<Profile::Row>, "rows live in zero-filled pages");

Profile::Profile(uint64_t code_bytes)
    : row_count_((std::min(code_bytes, kMaxCodeBytes) + 3) / 4),
      row_pages_(row_count_ * sizeof(Row)) {}

const Profile::Row* Profile::row(uint64_t pc) const {
  const Row* found = nullptr;
  const uint64_t index = pc >> 2;
  if ((pc & 3) == 0 && index < row_count_) {
    found = &row_table()[index];
  } else if (const auto it = outside_.find(pc); it != outside_.end()) {
    found = &it->second;
  }
  return found != nullptr && !found->empty() ? found : nullptr;
}

std::vector<std::pair<uint64_t, const Profile::Row*>> Profile::rows() const {
  std::vector<std::pair<uint64_t, const Row*>> result;
  for (uint64_t i = 0; i < row_count_; ++i) {
    if (!row_table()[i].empty()) result.emplace_back(i * 4, &row_table()[i]);
  }
  for (const auto& [pc, r] : outside_) {
    if (!r.empty()) result.emplace_back(pc, &r);
  }
  std::sort(result.begin(), result.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return result;
}

Profile::Totals Profile::totals() const {
  Totals totals;
  for (const auto& [pc, r] : rows()) {
    ++totals.pcs;
    totals.executions += r->executions;
    totals.issue_cycles += r->issue_cycles;
    for (size_t i = 0; i < kCpiCategories; ++i) totals.stalls[i] += r->stalls[i];
  }
  return totals;
}

std::string Profile::json(const std::function<std::string(uint64_t)>& disassembly) const {
  const Totals t = totals();
  std::string out = "{\"format\":\"cutlm-profile\",\"version\":1,\"time_unit\":\"cycle\",";
  out += "\n\"totals\":{";
  Fields totals(out);
  totals.number("pcs", t.pcs).number("executions", t.executions);
  totals.number("issue_cycles", t.issue_cycles).number("stall_cycles", t.stall_cycles());
  totals.key("stalls") += '{';
  Fields stalls(out);
  for (size_t i = 0; i < kCpiCategories; ++i) {
    if (static_cast<CpiCategory>(i) == CpiCategory::Issued) continue;
    stalls.number(timing::cpi_category_name(static_cast<CpiCategory>(i)), t.stalls[i]);
  }
  out += "}},\n\"rows\":[";
  bool first = true;
  for (const auto& [pc, r] : rows()) {
    out += first ? "\n{" : ",\n{";
    first = false;
    Fields row(out);
    row.hex("pc", pc).number("executions", r->executions).number("issue_cycles", r->issue_cycles);
    row.number("stall_cycles", r->stall_cycles()).key("stalls") += '{';
    Fields row_stalls(out);
    for (size_t i : largest_stalls(r->stalls)) {
      row_stalls.number(timing::cpi_category_name(static_cast<CpiCategory>(i)), r->stalls[i]);
    }
    out += '}';
    row.text("disassembly", disassembly(pc));
    out += '}';
  }
  out += "\n]}\n";
  return out;
}

std::string Profile::text(const std::function<std::string(uint64_t)>& disassembly) const {
  // At most this many reasons per line: the rest are in the JSON.
  constexpr size_t kReasonsShown = 3;
  const auto reasons = [](const timing::CpiStack& stalls) {
    std::string text;
    size_t shown = 0;
    for (size_t i : largest_stalls(stalls)) {
      if (shown == kReasonsShown) break;
      if (shown++ != 0) text += ", ";
      text += timing::cpi_category_name(static_cast<CpiCategory>(i));
      text += ' ';
      text += std::to_string(stalls[i]);
    }
    return text.empty() ? std::string("-") : text;
  };

  const auto all = rows();
  const Totals t = totals();
  int pc_digits = 4;
  if (!all.empty()) {
    for (uint64_t last = all.back().first >> 16; last != 0; last >>= 4) ++pc_digits;
  }
  using Line = std::array<std::string, 7>;
  std::vector<Line> lines;
  lines.push_back({"pc", "executions", "issue_cycles", "stall_cycles", "stall_share",
                   "largest_stalls", "disassembly"});
  for (const auto& [pc, r] : all) {
    lines.push_back({hex(pc, pc_digits), std::to_string(r->executions),
                     std::to_string(r->issue_cycles), std::to_string(r->stall_cycles()),
                     percent(r->stall_cycles(), t.stall_cycles()), reasons(r->stalls),
                     disassembly(pc)});
  }
  lines.push_back({"total", std::to_string(t.executions), std::to_string(t.issue_cycles),
                   std::to_string(t.stall_cycles()), percent(t.stall_cycles(), t.stall_cycles()),
                   reasons(t.stalls), std::to_string(t.pcs) + " pcs"});

  std::array<size_t, 7> width{};
  for (const Line& line : lines) {
    for (size_t c = 0; c < width.size(); ++c) width[c] = std::max(width[c], line[c].size());
  }
  std::string out =
      "# cutlm profile: per pc, executions, cycles its issue port was busy, cycles its waves "
      "waited before issuing it (CU cycles)\n";
  for (const Line& line : lines) {
    std::string row;
    for (size_t c = 0; c < width.size(); ++c) {
      // Text columns left-aligned, counts right-aligned; the last column is not padded.
      const bool left = c == 0 || c == 5 || c == 6;
      const std::string pad(width[c] - line[c].size(), ' ');
      if (c != 0) row += "  ";
      if (c == 6) {
        row += line[c];
      } else {
        row += left ? line[c] + pad : pad + line[c];
      }
    }
    out += row + "\n";
  }
  return out;
}

void Profile::write(const std::string& path,
                    const std::function<std::string(uint64_t pc)>& disassembly) const {
  const std::string content = ends_with(path, ".json") ? json(disassembly) : text(disassembly);
  write_output_file(path, "profile", content);
}

}  // namespace cutlm
