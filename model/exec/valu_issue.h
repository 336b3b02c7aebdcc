// One VALU instruction as the RTL datapath sees it: operands after the model's routing, modifiers,
// MODE, and the model's results. The executor fills it, for every operation that has an RTL
// counterpart (isa::InstInfo::rtl_op), around the operation's own handler: sources and old
// destination before, destination and lane mask after. The cosim transactor drives the RTL with
// the inputs and the checker compares the results.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "isa/rtl_ops.h"

namespace cutlm {

constexpr int kMaxLanes = 64;

struct ValuIssue {
  // Where it came from, for reports.
  uint64_t pc = 0;
  std::array<uint32_t, 3> words{};
  uint8_t num_words = 0;
  std::string disasm;
  uint32_t wave_id = 0;
  bool wave64 = false;
  // For VOPD: 0 the X operation, 1 the Y operation (each is an issue of its own); 0 otherwise.
  uint8_t vopd_component = 0;

  // Which operation, and its timing class (the checker compares the RTL's latency with it).
  isa::RtlOp op = isa::RtlOp::None;
  isa::Op isa_op = isa::Op::Invalid;
  isa::TimingClass timing_class = isa::TimingClass::Valu32;

  // Datapath inputs.
  uint64_t exec = 0;  // lanes the instruction writes (EXEC, or DPP's write mask); wave32: < 2^32
  uint32_t mode = 0;  // the MODE register's bits [9:0]: round, denorm, dx10_clamp, ieee
  uint8_t abs = 0;    // bit i: |src i|
  uint8_t neg = 0;    // bit i: -src i
  uint8_t opsel = 0;  // bit i: src i from the high half; bit 3: the result to the high half
  uint8_t omod = 0;   // 1: x2, 2: x4, 3: x0.5
  bool clamp = false;
  uint8_t num_sources = 0;
  // Raw source bits per lane as the operation reads them: a VGPR's 32 bits (64-bit operands: the
  // pair), an SGPR's, an inline constant in the operand's width and format, the literal; DPP's
  // src0 from its source lane. Always-literal forms (fmaak/fmamk) put the literal in src[2].
  std::array<std::array<uint64_t, kMaxLanes>, 3> src{};
  std::array<uint64_t, kMaxLanes> vdst_old{};  // the destination VGPR(s) before the write
  uint64_t mask_in = 0;  // per lane: the VCC or SGPR-pair bit a cndmask or carry-in op reads

  // What the model computed.
  std::string dest_name;     // "v5", "v[4:5]", "vcc_lo", "s[4:5]", "exec_lo" for reports
  bool writes_vgpr = false;  // a VGPR destination (v_add_co_u32 writes both)
  uint8_t vgpr_bits = 32;    // 32 or 64
  std::array<uint64_t, kMaxLanes> vgpr_data{};  // the destination after, every lane
  bool writes_mask = false;  // a scalar lane mask: VCC, an SGPR (pair) or EXEC (cmpx)
  std::string mask_name;     // its register, for reports
  uint64_t mask = 0;         // its value after (wave32: the low 32 bits)
};

// Receives every VALU issue that has an RTL counterpart (the cosim checker is one).
class ValuIssueObserver {
 public:
  virtual ~ValuIssueObserver() = default;
  virtual void on_valu_issue(const ValuIssue& issue) = 0;
  // True when the observer wants this operation (its unit is in the verilated datapath); the
  // executor skips the capture otherwise.
  virtual bool observes(isa::RtlOp op) const {
    (void)op;
    return true;
  }
};

}  // namespace cutlm
