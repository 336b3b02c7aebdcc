// Hardware registers that a generation's instructions read and that no kernel can set: the
// value the model gives each, from isa/<arch>_execution.json (machine_registers). The
// definitions are generated into isa_tables.cpp; this header stays as it is when a value
// changes, so only the tables recompile.
#pragma once

#include <cstdint>

#include "isa_tables.h"

namespace cutlm::isa {

// The generator (scripts/gen_isa_tables.py, MACHINE_REGISTERS) lists the same names.
enum class MachineRegister : uint8_t {
  VgtGsMaxWaveId,  // VGT_GS_MAX_WAVE_ID: where global_atomic_ordered_add_b64's ordered id wraps
};

// The register's value on `arch`; false when the generation's data gives it none (its
// instructions do not read it).
bool machine_register(Arch arch, MachineRegister reg, uint32_t* value);

}  // namespace cutlm::isa
