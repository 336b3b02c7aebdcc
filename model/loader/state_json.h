// The wave state file format, the same schema in and out:
// {"wave_size": 32, "exec": "0xffffffff", "scc": 0, "mode": {"ieee": true},
//  "sgpr": {"s0": "0x1", "vcc_lo": "0x0"}, "vgpr": {"v1": ["0x3c00", ...], "v2": "0x4000"}}
#pragma once

#include <string>

#include "exec/wave_state.h"

namespace cutlm {

struct StateFile {
  int wave_size = 0;  // 0: not given
  std::string text;
};

// Reads the wave size the file asks for (0 if none); throws InputError on malformed JSON.
int state_file_wave_size(const std::string& path);

// Applies the file to `wave`, whose wave size is already chosen. Throws InputError naming the
// key or value that is wrong.
void load_state_file(const std::string& path, WaveState& wave);
void load_state_text(const std::string& text, const std::string& origin, WaveState& wave);

// The dump: s0..s105, vcc_lo/hi, exec_lo/hi, m0, scc, exec, mode and every VGPR used.
std::string dump_state_json(const WaveState& wave);

}  // namespace cutlm
