// libFuzzer target: arbitrary text as a wave state file (`cutlm run --state`), read into a
// wave32 and a wave64 WaveState. An InputError is the expected answer to a bad file. A state
// that loads must survive the round trip the README promises ("one schema in and out"): its
// dump loads again and dumps to the same text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "exec/wave_state.h"
#include "fuzz_common.h"
#include "loader/state_json.h"
#include "support/errors.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (int wave_size : {32, 64}) {
    cutlm::WaveState wave(wave_size);
    wave.set_exec(wave.lane_mask());
    try {
      cutlm::load_state_text(text, "fuzz.json", wave);
    } catch (const cutlm::InputError&) {
      continue;
    }
    const std::string dump = cutlm::dump_state_json(wave);
    cutlm::WaveState again(wave_size);
    try {
      cutlm::load_state_text(dump, "dump", again);
    } catch (const cutlm::InputError& e) {
      fuzz::fail("fuzz_state_json",
                 std::string("the dump of a loaded state does not load: ") + e.what());
    }
    if (cutlm::dump_state_json(again) != dump) {
      fuzz::fail("fuzz_state_json", "the dump of a loaded state does not round-trip");
    }
  }
  return 0;
}
