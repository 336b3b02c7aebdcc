// One VALU instruction as the datapath sees it: operands after fetch, modifiers, mode, and the
// model's results. The functional core fills it for every VALU op that has an RTL counterpart;
// the cosim transactor drives the RTL with the inputs and the checker compares the results.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace cutlm {

constexpr int kMaxLanes = 64;

enum class ValuOp : uint8_t { None = 0, MinF16 = 1, CmpClassF64 = 2 };

const char* valu_op_name(ValuOp op);

struct ValuIssue {
  // Where it came from, for reports.
  uint64_t pc = 0;
  std::array<uint32_t, 3> words{};
  uint8_t num_words = 0;
  std::string disasm;
  uint32_t wave_id = 0;
  bool wave64 = false;

  // Datapath inputs.
  ValuOp op = ValuOp::None;
  uint64_t exec = 0;  // lane enables; upper 32 bits are 0 in wave32
  bool mode_ieee = true;
  bool mode_dx10_clamp = true;
  bool mode_flush_in = false;   // f16/f64 input denormals read as zero
  bool mode_flush_out = false;  // f16/f64 output denormals written as zero
  uint8_t abs = 0;              // bit 0 src0, bit 1 src1
  uint8_t neg = 0;
  bool clamp = false;
  uint8_t omod = 0;
  uint8_t opsel = 0;                       // bit 0 src0 hi, bit 1 src1 hi, bit 3 dst hi
  std::array<uint64_t, kMaxLanes> src0{};  // raw operand bits per lane
  std::array<uint32_t, kMaxLanes> src1{};
  std::array<uint32_t, kMaxLanes> vdst_old{};  // destination before the write

  // What the model computed.
  std::string dest_name;                        // "v5", "vcc_lo", "s[4:5]" for reports
  uint64_t vgpr_write_mask = 0;                 // lanes whose VGPR is written
  std::array<uint32_t, kMaxLanes> vgpr_data{};  // the whole 32-bit value written per lane
  bool writes_mask = false;                     // a scalar lane mask (VCC or SGPRs) is written
  uint64_t mask = 0;                            // that mask; inactive lanes are 0
};

// Receives every VALU issue that has an RTL counterpart (the cosim checker is one).
class ValuIssueObserver {
 public:
  virtual ~ValuIssueObserver() = default;
  virtual void on_valu_issue(const ValuIssue& issue) = 0;
};

}  // namespace cutlm
