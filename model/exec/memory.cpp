#include "exec/memory.h"

#include <cstdio>
#include <utility>

namespace cutlm {

std::string memory_fault_message(const std::string& kind, int lane, uint64_t address, uint64_t pc) {
  char text[160];
  if (lane < 0) {
    std::snprintf(text, sizeof text, "memory fault (%s): scalar access, address 0x%llx, pc 0x%llx",
                  kind.c_str(), static_cast<unsigned long long>(address),
                  static_cast<unsigned long long>(pc));
  } else {
    std::snprintf(text, sizeof text, "memory fault (%s): lane %d, address 0x%llx, pc 0x%llx",
                  kind.c_str(), lane, static_cast<unsigned long long>(address),
                  static_cast<unsigned long long>(pc));
  }
  return text;
}

MemoryFault::MemoryFault(std::string kind_in, int lane_in, uint64_t address_in, uint64_t pc_in,
                         const std::string& context)
    : ModelError(memory_fault_message(kind_in, lane_in, address_in, pc_in) +
                 (context.empty() ? std::string() : ": " + context)),
      kind(std::move(kind_in)),
      lane(lane_in),
      address(address_in),
      pc(pc_in) {}

}  // namespace cutlm
