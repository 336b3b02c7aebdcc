// A TLM-2.0 target over a block of storage, with its permissions and latency (the instruction
// memory is one). It grants DMI so that the fast path is a pointer access, and answers debug
// transport for tools. Several initiators may bind (instruction memory: the decoder's fetch and
// the instruction cache's line fills).
#pragma once

#include <tlm_utils/multi_passthrough_target_socket.h>

#include <cstdint>
#include <cstring>
#include <systemc>
#include <tlm>

namespace cutlm::tlm_model {

class StorageTarget : public sc_core::sc_module {
 public:
  tlm_utils::multi_passthrough_target_socket<StorageTarget> in;

  StorageTarget(sc_core::sc_module_name name, uint8_t* data, std::size_t size, bool writable,
                sc_core::sc_time access_latency)
      : sc_core::sc_module(name),
        in("in"),
        data_(data),
        size_(size),
        writable_(writable),
        latency_(access_latency) {
    in.register_b_transport(this, &StorageTarget::b_transport);
    in.register_get_direct_mem_ptr(this, &StorageTarget::get_direct_mem_ptr);
    in.register_transport_dbg(this, &StorageTarget::transport_dbg);
  }

  std::size_t size() const { return size_; }

 private:
  bool in_range(const tlm::tlm_generic_payload& p) const {
    return p.get_address() < size_ && p.get_data_length() <= size_ - p.get_address();
  }

  void b_transport(int, tlm::tlm_generic_payload& p, sc_core::sc_time& delay) {
    if (p.get_byte_enable_ptr() != nullptr || p.get_streaming_width() < p.get_data_length()) {
      p.set_response_status(tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE);
      return;
    }
    if (!in_range(p)) {
      p.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
      return;
    }
    if (p.is_write() && !writable_) {
      p.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
      return;
    }
    copy(p);
    delay += latency_;
    p.set_dmi_allowed(true);
    p.set_response_status(tlm::TLM_OK_RESPONSE);
  }

  bool get_direct_mem_ptr(int, tlm::tlm_generic_payload& p, tlm::tlm_dmi& dmi) {
    dmi.set_dmi_ptr(data_);
    dmi.set_start_address(0);
    dmi.set_end_address(size_ - 1);
    dmi.set_read_latency(latency_);
    dmi.set_write_latency(latency_);
    dmi.allow_read();
    if (writable_) dmi.allow_read_write();
    return !p.is_write() || writable_;
  }

  unsigned transport_dbg(int, tlm::tlm_generic_payload& p) {
    if (p.get_address() >= size_) return 0;
    const std::size_t n = std::min<std::size_t>(p.get_data_length(), size_ - p.get_address());
    if (p.is_write() && !writable_) return 0;
    if (p.is_read())
      std::memcpy(p.get_data_ptr(), data_ + p.get_address(), n);
    else
      std::memcpy(data_ + p.get_address(), p.get_data_ptr(), n);
    return static_cast<unsigned>(n);
  }

  void copy(tlm::tlm_generic_payload& p) {
    if (p.is_read())
      std::memcpy(p.get_data_ptr(), data_ + p.get_address(), p.get_data_length());
    else
      std::memcpy(data_ + p.get_address(), p.get_data_ptr(), p.get_data_length());
  }

  uint8_t* data_;
  std::size_t size_;
  bool writable_;
  sc_core::sc_time latency_;
};

}  // namespace cutlm::tlm_model
