// Instruction fetch: an initiator on the instruction memory. It asks for DMI once and then
// reads through the pointer; b_transport is the slow path when DMI is refused.
#pragma once

#include <tlm_utils/simple_initiator_socket.h>

#include <cstdint>
#include <cstring>
#include <systemc>
#include <tlm>

namespace cutlm::tlm_model {

class FetchUnit : public sc_core::sc_module {
 public:
  tlm_utils::simple_initiator_socket<FetchUnit> insn;

  explicit FetchUnit(sc_core::sc_module_name name) : sc_core::sc_module(name), insn("insn") {}

  // Copies up to `size` bytes at `pc` (fewer at the end of memory); adds the access time to
  // `delay`. Returns the number of bytes read.
  std::size_t fetch(uint64_t pc, uint8_t* out, std::size_t size, sc_core::sc_time& delay) {
    if (!dmi_tried_) request_dmi();
    if (dmi_valid_) {
      if (pc > dmi_.get_end_address()) return 0;
      const std::size_t n = std::min<std::size_t>(size, dmi_.get_end_address() - pc + 1);
      std::memcpy(out, dmi_.get_dmi_ptr() + pc, n);
      delay += dmi_.get_read_latency();
      ++dmi_reads_;
      return n;
    }
    // Slow path: one transaction per dword, so a short tail still reads what exists.
    std::size_t got = 0;
    for (; got + 4 <= size; got += 4) {
      tlm::tlm_generic_payload p;
      p.set_command(tlm::TLM_READ_COMMAND);
      p.set_address(pc + got);
      p.set_data_ptr(out + got);
      p.set_data_length(4);
      p.set_streaming_width(4);
      p.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
      insn->b_transport(p, delay);
      ++transport_reads_;
      if (!p.is_response_ok()) break;
    }
    return got;
  }

  uint64_t dmi_reads() const { return dmi_reads_; }
  uint64_t transport_reads() const { return transport_reads_; }

 private:
  void request_dmi() {
    dmi_tried_ = true;
    tlm::tlm_generic_payload p;
    p.set_command(tlm::TLM_READ_COMMAND);
    p.set_address(0);
    dmi_valid_ = insn->get_direct_mem_ptr(p, dmi_) && dmi_.is_read_allowed();
  }

  tlm::tlm_dmi dmi_;
  bool dmi_tried_ = false;
  bool dmi_valid_ = false;
  uint64_t dmi_reads_ = 0;
  uint64_t transport_reads_ = 0;
};

}  // namespace cutlm::tlm_model
