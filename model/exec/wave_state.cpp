#include "exec/wave_state.h"

#include <cstdlib>

namespace cutlm {

WaveState::WaveState(int wave_size)
    : wave_size_(wave_size), vgprs_(static_cast<size_t>(kNumVgprs) * 64, 0u) {}

}  // namespace cutlm
