// `cutlm --version` and `cutlm help COMMAND`, through the cutlm binary.
#include <gtest/gtest.h>

#include <string>

#include "test_util.h"

namespace {

using cutlm_test::CommandResult;

CommandResult cutlm(const std::string& args) {
  return cutlm_test::run_command(std::string(CUTLM_BINARY) + " " + args, "");
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(Version, NamesTheProjectVersionAndTheToolsItWasBuiltWith) {
  const CommandResult r = cutlm("--version");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  EXPECT_EQ(r.out.rfind(std::string("cutlm ") + CUTLM_PROJECT_VERSION + "\n", 0), 0u) << r.out;
  EXPECT_TRUE(contains(r.out, "LLVM 19.")) << r.out;
  EXPECT_TRUE(contains(r.out, "SystemC 2.")) << r.out;
  EXPECT_TRUE(contains(r.out, "Verilator 5.")) << r.out;
  EXPECT_FALSE(contains(r.out, "unknown")) << r.out;
}

TEST(Help, HelpCommandIsTheCommandsHelp) {
  for (const char* command : {"run", "dispatch", "disasm", "isa", "sqtt", "exec", "config"}) {
    SCOPED_TRACE(command);
    const CommandResult help = cutlm(std::string("help ") + command);
    const CommandResult option = cutlm(std::string(command) + " --help");
    EXPECT_EQ(help.status, 0) << help.err;
    EXPECT_EQ(option.status, 0);
    EXPECT_FALSE(help.out.empty());
    EXPECT_EQ(help.out, option.out);
    EXPECT_EQ(help.err, option.err);
  }
}

TEST(Help, HelpAloneIsTheOverviewAndAnUnknownCommandIsAUsageError) {
  const CommandResult overview = cutlm("help");
  EXPECT_EQ(overview.status, 0);
  EXPECT_TRUE(contains(overview.out, "cutlm help COMMAND")) << overview.out;
  EXPECT_TRUE(contains(overview.out, "cutlm --version")) << overview.out;
  const CommandResult unknown = cutlm("help frobnicate");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(contains(unknown.err, "unknown command \"frobnicate\"")) << unknown.err;
}

}  // namespace
