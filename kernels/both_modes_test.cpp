// One dispatch engine, three timing policies: every shipped kernel and fault program runs on the
// bare functional core (FunctionalDispatcher, in this process) and on the SystemC compute unit
// (`cutlm dispatch`) in both of its timing modes, and they must agree on every dumped buffer and
// on the fault line.
// The example programs likewise through FunctionalRunner and `cutlm run`, compared on the
// whole final wave state. Timing may differ between the modes; results may not.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <tuple>
#include <vector>

#include "dispatch/dispatch.h"
#include "dispatch/runner.h"
#include "exec/executor.h"
#include "exec/wave_state.h"
#include "loader/manifest.h"
#include "loader/program.h"
#include "loader/state_json.h"
#include "test_util.h"

namespace {

using cutlm_test::CommandResult;
using cutlm_test::TempDir;

constexpr uint64_t kMaxInstructions = 1000;

std::vector<std::string> manifests_in(const std::string& folder) {
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() == ".json") paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::vector<std::string> all_manifests() {
  std::vector<std::string> paths = manifests_in(CUTLM_KERNEL_DIR);
  for (const std::string& fault : manifests_in(CUTLM_FAULT_DIR)) paths.push_back(fault);
  return paths;
}

class BothModes : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(BothModes, SameBuffersAndSameFaultLine) {
  const std::string& path = std::get<0>(GetParam());
  const std::string& timing = std::get<1>(GetParam());
  // The bare core.
  cutlm::Dispatch bare(cutlm::load_manifest(path));
  cutlm::Executor executor;
  std::string bare_fault;
  try {
    cutlm::FunctionalDispatcher(bare, executor).run(kMaxInstructions);
  } catch (const cutlm::DispatchFault& f) {
    bare_fault = std::string("cutlm: ") + f.what();
  }
  // The compute unit.
  TempDir dir;
  const CommandResult tlm = cutlm_test::run_command(
      std::string(CUTLM_BINARY) + " dispatch " + path + " -q --timing " + timing + " --dump-dir " +
          dir.file("") + " --max-instructions " + std::to_string(kMaxInstructions),
      "");
  if (bare_fault.empty()) {
    ASSERT_EQ(tlm.status, 0) << tlm.err;
  } else {
    EXPECT_EQ(tlm.status, 1) << tlm.err;
    EXPECT_EQ(cutlm_test::trim(tlm.err), bare_fault);
    return;  // buffers are not dumped after a fault
  }
  unsigned dumps = 0;
  for (const cutlm::BufferSpec& spec : bare.manifest().buffers) {
    if (spec.dump.empty()) continue;
    ++dumps;
    const std::string dumped = cutlm_test::read_text(dir.file(spec.dump));
    const cutlm::PageMemory& expected = bare.buffer(spec.name).data;
    ASSERT_EQ(dumped.size(), expected.size()) << spec.name;
    EXPECT_TRUE(std::equal(expected.begin(), expected.end(),
                           reinterpret_cast<const uint8_t*>(dumped.data())))
        << "buffer " << spec.name << " differs";
  }
  EXPECT_GT(dumps, 0u) << "a kernel manifest dumps at least one buffer";
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, BothModes,
    ::testing::Combine(::testing::ValuesIn(all_manifests()), ::testing::Values("fast", "cycle")),
    [](const ::testing::TestParamInfo<std::tuple<std::string, std::string>>& param) {
      const std::filesystem::path path(std::get<0>(param.param));
      std::string name = path.parent_path().filename().string() + "_" + path.stem().string() + "_" +
                         std::get<1>(param.param);
      for (char& ch : name) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      }
      return name;
    });

// `cutlm run` is a dispatch of one wave: the final state equals the bare runner's.
TEST(BothModesRun, ExampleProgramsEndInTheSameState) {
  for (const char* base : {"seeds", "seeds_wave64"}) {
    const std::string program_path = std::string(CUTLM_SOURCE_DIR) + "/examples/" + base + ".s";
    const std::string state_path =
        std::string(CUTLM_SOURCE_DIR) + "/examples/" + base + ".state.json";
    const bool wave64 = cutlm::state_file_wave_size(state_path) == 64;
    cutlm::WaveState wave(wave64 ? 64 : 32);
    wave.set_exec(wave.lane_mask());
    cutlm::load_state_file(state_path, wave);
    const cutlm::Program program = cutlm::load_program(program_path, wave64);
    cutlm::Executor executor;
    cutlm::FunctionalRunner(program, executor).run(wave, kMaxInstructions);

    TempDir dir;
    const CommandResult tlm =
        cutlm_test::run_command(std::string(CUTLM_BINARY) + " run " + program_path + " --state " +
                                    state_path + " -q --dump-state " + dir.file("s.json"),
                                "");
    ASSERT_EQ(tlm.status, 0) << tlm.err;
    EXPECT_EQ(cutlm_test::read_text(dir.file("s.json")), cutlm::dump_state_json(wave)) << base;
  }
}

}  // namespace
