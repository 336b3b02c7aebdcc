// The per-pc profile (--profile): counts, totals, and both file formats read back independently.
#include "trace/profile.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/output_file.h"
#include "test_util.h"

namespace {

using cutlm::OutputError;
using cutlm::Profile;
using cutlm::timing::cpi_category_name;
using cutlm::timing::CpiCategory;
using cutlm_test::TempDir;
using nlohmann::json;

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string disasm(uint64_t pc) {
  std::ostringstream text;
  text << "inst_at_" << std::hex << pc << " v0, \"q\"";
  return text.str();
}

// A loop body at 0x8..0x10 run 10 times, with waits.
Profile sample() {
  Profile p(0x20);
  p.issue(0x0, 1);
  p.stall(0x0, CpiCategory::Fetch, 30);
  for (int i = 0; i < 10; ++i) {
    p.issue(0x8, 2);
    p.stall(0x8, CpiCategory::DependencyValu, 3);
    p.issue(0xc, 1);
    p.stall(0xc, CpiCategory::WaitVmcnt, 100);
    p.stall(0xc, CpiCategory::Arbitration, 1);
    p.issue(0x10, 1);
  }
  p.issue(0x1c, 1);
  return p;
}

TEST(Profile, RowsAndTotals) {
  const Profile p = sample();
  EXPECT_EQ(p.row(0x4), nullptr);  // never executed
  EXPECT_EQ(p.row(0x14), nullptr);
  ASSERT_NE(p.row(0xc), nullptr);
  EXPECT_EQ(p.row(0xc)->executions, 10u);
  EXPECT_EQ(p.row(0xc)->issue_cycles, 10u);
  EXPECT_EQ(p.row(0xc)->stalls[static_cast<size_t>(CpiCategory::WaitVmcnt)], 1000u);
  EXPECT_EQ(p.row(0xc)->stall_cycles(), 1010u);
  EXPECT_EQ(p.row(0x8)->issue_cycles, 20u);

  const auto rows = p.rows();
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows.front().first, 0x0u);
  EXPECT_EQ(rows.back().first, 0x1cu);
  Profile::Totals sum;
  for (const auto& [pc, row] : rows) {
    sum.executions += row->executions;
    sum.issue_cycles += row->issue_cycles;
    for (size_t i = 0; i < sum.stalls.size(); ++i) sum.stalls[i] += row->stalls[i];
  }
  const Profile::Totals t = p.totals();
  EXPECT_EQ(t.pcs, 5u);
  EXPECT_EQ(t.executions, sum.executions);
  EXPECT_EQ(t.executions, 32u);
  EXPECT_EQ(t.issue_cycles, sum.issue_cycles);
  EXPECT_EQ(t.stalls, sum.stalls);
  EXPECT_EQ(t.stall_cycles(), 30u + 30u + 1000u + 10u);
}

TEST(Profile, OutOfRangeAndOddPcsAreKeptAndNeverCrash) {
  Profile p(8);
  p.issue(0x1000, 3);                              // past the code
  p.issue(0x2, 1);                                 // not 4-aligned
  p.issue(~uint64_t{0} - 3, 1);                    // the top of the address space
  p.stall(0x4, CpiCategory::Issued, 5);            // no stall: ignored
  p.stall(0x4, static_cast<CpiCategory>(200), 5);  // no category: ignored
  EXPECT_EQ(p.row(0x4), nullptr);
  ASSERT_NE(p.row(0x1000), nullptr);
  EXPECT_EQ(p.row(0x1000)->issue_cycles, 3u);
  ASSERT_NE(p.row(0x2), nullptr);
  EXPECT_EQ(p.totals().pcs, 3u);
  EXPECT_EQ(p.rows()[0].first, 0x2u);  // sorted by pc
  Profile empty(0);
  empty.issue(0, 1);
  EXPECT_EQ(empty.totals().executions, 1u);
}

TEST(Profile, JsonMatchesTheCounts) {
  TempDir dir;
  const std::string path = dir.file("p.json");
  sample().write(path, disasm);
  const json doc = json::parse(read_text(path));
  EXPECT_EQ(doc.at("format"), "cutlm-profile");
  EXPECT_EQ(doc.at("version"), 1);
  EXPECT_EQ(doc.at("time_unit"), "cycle");
  const json& totals = doc.at("totals");
  EXPECT_EQ(totals.at("pcs"), 5);
  EXPECT_EQ(totals.at("executions"), 32);
  EXPECT_EQ(totals.at("issue_cycles"), 42);
  EXPECT_EQ(totals.at("stall_cycles"), 1070);
  EXPECT_FALSE(totals.at("stalls").contains("issued"));
  EXPECT_EQ(totals.at("stalls").size(), cutlm::timing::kCpiCategories - 1);
  EXPECT_EQ(totals.at("stalls").at(cpi_category_name(CpiCategory::WaitVmcnt)), 1000);

  const json& rows = doc.at("rows");
  ASSERT_EQ(rows.size(), 5u);
  uint64_t executions = 0, issue = 0, stall = 0;
  std::map<std::string, uint64_t> by_reason;
  for (const json& row : rows) {
    executions += row.at("executions").get<uint64_t>();
    issue += row.at("issue_cycles").get<uint64_t>();
    stall += row.at("stall_cycles").get<uint64_t>();
    uint64_t reasons = 0;
    for (const auto& [name, cycles] : row.at("stalls").items()) {
      by_reason[name] += cycles.get<uint64_t>();
      reasons += cycles.get<uint64_t>();
    }
    EXPECT_EQ(reasons, row.at("stall_cycles").get<uint64_t>());
    const uint64_t pc = std::stoull(row.at("pc").get<std::string>(), nullptr, 16);
    EXPECT_EQ(row.at("disassembly"), disasm(pc));
  }
  EXPECT_EQ(executions, totals.at("executions").get<uint64_t>());
  EXPECT_EQ(issue, totals.at("issue_cycles").get<uint64_t>());
  EXPECT_EQ(stall, totals.at("stall_cycles").get<uint64_t>());
  for (const auto& [name, cycles] : totals.at("stalls").items()) {
    EXPECT_EQ(by_reason[name], cycles.get<uint64_t>()) << name;
  }
  const json& c = rows[2];
  EXPECT_EQ(c.at("pc"), "0xc");
  EXPECT_EQ(c.at("executions"), 10);
  EXPECT_EQ(c.at("stalls").at(cpi_category_name(CpiCategory::Arbitration)), 10);
  // A row's reasons come largest first (read in file order).
  const auto ordered = nlohmann::ordered_json::parse(read_text(path));
  EXPECT_EQ(ordered.at("rows")[2].at("stalls").begin().key(),
            cpi_category_name(CpiCategory::WaitVmcnt));
}

TEST(Profile, TextTable) {
  TempDir dir;
  const std::string path = dir.file("p.txt");
  sample().write(path, disasm);
  const std::string text = read_text(path);
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 1u + 1u + 5u + 1u);  // comment, header, rows, total
  EXPECT_EQ(lines[0].rfind("# cutlm profile", 0), 0u);
  EXPECT_EQ(lines[1].rfind("pc", 0), 0u);
  EXPECT_NE(lines[1].find("executions"), std::string::npos);
  EXPECT_EQ(lines[7].rfind("total", 0), 0u);
  for (uint64_t pc : {0x0, 0x8, 0xc, 0x10, 0x1c}) {
    EXPECT_NE(text.find(disasm(pc)), std::string::npos) << pc;
  }
  // Rows sorted by pc, aligned: the disassembly column starts at one offset on every row.
  EXPECT_EQ(lines[4].rfind("0x000c", 0), 0u);
  const size_t column = lines[2].find("inst_at_");
  for (size_t i = 2; i < 7; ++i) EXPECT_EQ(lines[i].find("inst_at_"), column) << lines[i];
  const std::string reasons = std::string(cpi_category_name(CpiCategory::WaitVmcnt)) + " 1000, " +
                              cpi_category_name(CpiCategory::Arbitration) + " 10";
  EXPECT_NE(lines[4].find(reasons), std::string::npos) << lines[4];
  EXPECT_NE(lines[7].find(" 32 "), std::string::npos) << lines[7];
}

TEST(Profile, BadPathIsAnOutputError) {
  TempDir dir;
  const std::string path = dir.file("missing/p.json");
  try {
    sample().write(path, disasm);
    FAIL() << "no error";
  } catch (const OutputError& error) {
    EXPECT_NE(std::string(error.what()).find(path), std::string::npos) << error.what();
  }
  EXPECT_THROW(sample().write("/dev/full", disasm), OutputError);
}

}  // namespace
