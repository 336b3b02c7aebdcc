// Scalar instructions that steer a wave rather than compute: the program-counter moves and
// s_call, and the SOPP/SOPK messages, waits, hints and stops (most of which leave the modelled
// state alone). Written from the RDNA3 ISA guide's descriptions.
#include <atomic>
#include <cstdint>
#include <string>

#include "exec/scalar/salu_operands.h"

namespace cutlm {
namespace {

using isa::Op;
using namespace salu;

// --- Program counter -----------------------------------------------------------------------
//
// The return address these write is that of the next instruction.

void get_pc(ExecContext& c) {
  const uint16_t d = destination<64>(c);
  write_dest<64>(c, d, next_instruction(c));
  mark_salu(c);
}

void set_pc(ExecContext& c) {
  c.result.next_pc = source<64>(c, 0);
  c.result.unit = Unit::Branch;
}

void swap_pc(ExecContext& c) {
  const uint16_t d = destination<64>(c);
  const uint64_t target = source<64>(c, 0);  // read before D, which may be the same pair
  write_dest<64>(c, d, next_instruction(c));
  c.result.next_pc = target;
  c.result.unit = Unit::Branch;
}

// s_call_b64: like s_branch, but the return address goes to D first.
void call(ExecContext& c) {
  const uint16_t d = destination<64>(c);
  write_dest<64>(c, d, next_instruction(c));
  c.result.next_pc = branch_target(c);
  c.result.unit = Unit::Branch;
}

// s_rfe_b64 returns from a trap handler to user mode; the model runs no trap handler.
void return_from_exception(ExecContext& c) {
  c.fail("s_rfe_b64 outside a trap handler (the model has no trap handler or privileged mode)");
}

// --- Instructions with no effect on the modelled state -------------------------------------

// s_version only tells tools which ISA the code was built for. s_setprio changes the wave's
// issue priority among waves: it changes no result.
void no_effect(ExecContext& c) { c.result.unit = Unit::Other; }

// s_sleep and RDNA4's s_sleep_var idle the wave for a count of 64-clock units: SIMM16[6:0], or
// bits [6:0] of the scalar source (docs/timing.md). They change no result; the count goes to
// the step's record for the cycle mode.
constexpr uint32_t kSleepCountMask = 0x7F;

void sleep(ExecContext& c) {
  c.result.unit = Unit::Other;
  c.result.sleeps = true;
  c.result.sleep_units = static_cast<uint8_t>(c.inst.simm16 & kSleepCountMask);
}

void sleep_var(ExecContext& c) {
  c.result.unit = Unit::Other;
  c.result.sleeps = true;
  c.result.sleep_units = static_cast<uint8_t>(c.read_scalar_src(0, 32) & kSleepCountMask);
}

// The SOPK waits (on a counter in a register plus an immediate) change nothing here, as
// s_waitcnt changes nothing: the model completes every memory access before the next
// instruction.
void wait_no_effect(ExecContext& c) { c.result.unit = Unit::Waitcnt; }

// s_sendmsg signals the SPI, GS or host; none of them is modelled, and the message compute
// shaders send (MSG_DEALLOC_VGPRS before s_endpgm) only releases registers early.
void send_message(ExecContext& c) { c.result.unit = Unit::Other; }

// s_sendmsghalt halts the wave until the host resumes it, which no one here would do.
void send_message_and_halt(ExecContext& c) {
  c.fail("s_sendmsghalt halts the wave until the host resumes it; the model has no host");
}

// s_trap jumps to the trap handler with the trap ID in simm16[7:0]; none is installed.
void trap(ExecContext& c) {
  c.fail("s_trap " + std::to_string(c.inst.simm16 & 0xFF) +
         ": the model has no trap handler to enter");
}

// s_code_end pads the code after the program; executing it raises an illegal-instruction
// exception, which means the program ran past its end.
void code_end(ExecContext& c) {
  c.fail("s_code_end executed: the program ran past its end (padding after s_endpgm)");
}

// --- Messages that return a value, subvector loops, and the remaining SOPP instructions ------
//
// Choices the guide leaves open are in docs/valu-semantics.md ("SALU messages with a return
// value, subvector loops, SOPP leftovers").

// The 64-bit REALTIME counter. The functional core has no clock, so every read returns one
// tick more than the read before it anywhere in the process: strictly increasing, which is
// what programs timing themselves rely on.
uint64_t next_realtime_tick() {
  static std::atomic<uint64_t> ticks{0};
  return ++ticks;
}

// s_sendmsg_rtn_b32/b64: the message id is the ssrc0 field itself (not an operand).
template <unsigned Bits>
void send_message_with_return(ExecContext& c) {
  const uint16_t d = destination<Bits>(c);
  const unsigned id = c.inst.src[0];
  uint64_t value = 0;
  switch (id) {
    case 131: value = next_realtime_tick(); break;  // MSG_RTN_GET_REALTIME
    case 130:                                       // MSG_RTN_GET_TMA
    case 133: value = 0; break;  // MSG_RTN_GET_TBA: no trap handler installed, address 0
    case 128: c.fail("MSG_RTN_GET_DOORBELL: the model has no queue whose doorbell to return");
    case 129: c.fail("MSG_RTN_GET_DDID: the model has no dispatcher to number draws/dispatches");
    case 132: c.fail("MSG_RTN_SAVE_WAVE: only a context-save trap handler sends it");
    default: c.fail("message id " + std::to_string(id) + " returns nothing the guide defines");
  }
  write_dest<Bits>(c, d, value & kMask<Bits>);
  mark_salu(c);
}

// s_subvector_loop_begin sdst, END: in wave64 the loop body runs first for the low 32 lanes,
// then for the high 32. sdst holds the half of EXEC set aside. With no lane active the loop is
// skipped (to END, the instruction after s_subvector_loop_end); wave32 is a single pass.
void subvector_loop_begin(ExecContext& c) {
  const uint64_t exec = c.wave.exec();
  const uint32_t low = static_cast<uint32_t>(exec);
  const uint32_t high = c.wave.wave64() ? static_cast<uint32_t>(exec >> 32) : 0;
  if (low != 0 && high != 0) {
    c.write_sreg(c.inst.sdst, high);
    c.write_sreg(operand::kExecHi, 0);  // the low pass
  } else {
    c.write_sreg(c.inst.sdst, 0);  // one pass (low or high) with nothing set aside
    if (exec == 0) c.result.next_pc = branch_target(c);
  }
  c.result.unit = Unit::Branch;
}

// s_subvector_loop_end sdst, BODY: after the low pass (EXEC_HI == 0, a high half set aside) the
// high half runs next and the low half is set aside, branching back to BODY; after the last
// pass the set-aside low half returns to EXEC. EXEC == 0 with a half set aside could end either
// pass, so the model stops there.
void subvector_loop_end(ExecContext& c) {
  c.result.unit = Unit::Branch;
  if (!c.wave.wave64()) return;
  const uint32_t saved = c.wave.sreg(c.inst.sdst);
  const uint64_t exec = c.wave.exec();
  const uint32_t low = static_cast<uint32_t>(exec);
  const uint32_t high = static_cast<uint32_t>(exec >> 32);
  if (high == 0 && saved != 0) {
    if (low == 0) {
      c.fail("s_subvector_loop_end with EXEC 0 and lanes set aside: which pass ended is unknown");
    }
    c.write_sreg(c.inst.sdst, low);
    c.write_sreg(operand::kExecLo, 0);
    c.write_sreg(operand::kExecHi, saved);
    c.result.next_pc = branch_target(c);
    return;
  }
  if (saved != 0) c.write_sreg(operand::kExecLo, low | saved);
}

// The conditional-debug branches test WAVE_STATUS.COND_DBG_SYS/USER, which only a debugger
// sets; none is attached, so they never branch.
void debug_branch_not_taken(ExecContext& c) { c.result.unit = Unit::Branch; }

// s_setkill 1 kills the wave: it ends here. s_setkill 0 leaves it running.
void set_kill(ExecContext& c) {
  c.result.ended = (c.inst.simm16 & 1) != 0;
  c.result.unit = c.result.ended ? Unit::Branch : Unit::Other;
}

// s_sethalt 1 halts the wave until the host clears the bit, which no one here would do.
void set_halt(ExecContext& c) {
  if ((c.inst.simm16 & 1) != 0) {
    c.fail("s_sethalt 1 halts the wave until the host resumes it; the model has no host");
  }
  c.result.unit = Unit::Other;
}

// s_endpgm_saved ends a wave whose state a context-save handler stored: the wave ends.
void end_program_saved(ExecContext& c) {
  c.result.ended = true;
  c.result.unit = Unit::Branch;
}

}  // namespace

void register_salu_control_semantics(std::vector<Handler>& table) {
  auto set = [&table](Op op, Handler handler) { table[static_cast<size_t>(op)] = handler; };

  // The program counter (SOP1) and s_call_b64 (SOPK).
  set(Op::S_GETPC_B64, get_pc);
  set(Op::S_SETPC_B64, set_pc);
  set(Op::S_SWAPPC_B64, swap_pc);
  set(Op::S_RFE_B64, return_from_exception);
  set(Op::S_CALL_B64, call);

  // SOPK waits, SOPP messages, hints and stops, messages with a return value and subvector
  // loops. The waits (the model completes every access and dependency before the next
  // instruction), hints, performance and trace signals and the instruction cache (the model
  // fetches from memory every time) change nothing the model keeps.
  set(Op::S_VERSION, no_effect);
  set(Op::S_WAITCNT_VSCNT, wait_no_effect);
  set(Op::S_WAITCNT_VMCNT, wait_no_effect);
  set(Op::S_WAITCNT_EXPCNT, wait_no_effect);
  set(Op::S_WAITCNT_LGKMCNT, wait_no_effect);
  set(Op::S_SENDMSG, send_message);
  set(Op::S_SENDMSGHALT, send_message_and_halt);
  set(Op::S_SLEEP, sleep);
  set(Op::S_SLEEP_VAR, sleep_var);
  set(Op::S_SETPRIO, no_effect);
  set(Op::S_TRAP, trap);
  set(Op::S_CODE_END, code_end);
  set(Op::S_SENDMSG_RTN_B32, send_message_with_return<32>);
  set(Op::S_SENDMSG_RTN_B64, send_message_with_return<64>);
  set(Op::S_SUBVECTOR_LOOP_BEGIN, subvector_loop_begin);
  set(Op::S_SUBVECTOR_LOOP_END, subvector_loop_end);
  set(Op::S_WAITCNT_DEPCTR, wait_no_effect);
  set(Op::S_WAIT_IDLE, wait_no_effect);
  // RDNA4's split counters and its ALU dependency wait.
  for (Op op : {Op::S_WAIT_LOADCNT, Op::S_WAIT_STORECNT, Op::S_WAIT_DSCNT, Op::S_WAIT_KMCNT,
                Op::S_WAIT_LOADCNT_DSCNT, Op::S_WAIT_STORECNT_DSCNT, Op::S_WAIT_SAMPLECNT,
                Op::S_WAIT_BVHCNT, Op::S_WAIT_EXPCNT, Op::S_WAIT_ALU}) {
    set(op, wait_no_effect);
  }
  set(Op::S_WAIT_EVENT, wait_no_effect);
  set(Op::S_CLAUSE, no_effect);
  set(Op::S_SET_INST_PREFETCH_DISTANCE, no_effect);
  set(Op::S_WAKEUP, no_effect);
  set(Op::S_INCPERFLEVEL, no_effect);
  set(Op::S_DECPERFLEVEL, no_effect);
  set(Op::S_TTRACEDATA, no_effect);
  set(Op::S_TTRACEDATA_IMM, no_effect);
  set(Op::S_ICACHE_INV, no_effect);
  set(Op::S_CBRANCH_CDBGSYS, debug_branch_not_taken);
  set(Op::S_CBRANCH_CDBGUSER, debug_branch_not_taken);
  set(Op::S_CBRANCH_CDBGSYS_OR_USER, debug_branch_not_taken);
  set(Op::S_CBRANCH_CDBGSYS_AND_USER, debug_branch_not_taken);
  set(Op::S_SETKILL, set_kill);
  set(Op::S_SETHALT, set_halt);
  set(Op::S_ENDPGM_SAVED, end_program_saved);
}

}  // namespace cutlm
