// Global memory as TLM-2.0: a target over the dispatch's sparse address space (the core's
// MemorySystem) that grants DMI region by region, and the compute unit's data port, an initiator
// that the waves' memory instructions reach global memory through (DMI pointer when granted,
// b_transport otherwise). An access to an unmapped address answers TLM_ADDRESS_ERROR_RESPONSE,
// which the memory instruction turns into a fault.
#pragma once

#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <cstdint>
#include <cstring>
#include <systemc>
#include <tlm>
#include <vector>

#include "dispatch/memory_system.h"

namespace cutlm::tlm_model {

class GlobalMemoryTarget : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<GlobalMemoryTarget> in;

  GlobalMemoryTarget(sc_core::sc_module_name name, MemorySystem& memory,
                     sc_core::sc_time access_latency)
      : sc_core::sc_module(name), in("in"), memory_(memory), latency_(access_latency) {
    in.register_b_transport(this, &GlobalMemoryTarget::b_transport);
    in.register_get_direct_mem_ptr(this, &GlobalMemoryTarget::get_direct_mem_ptr);
    in.register_transport_dbg(this, &GlobalMemoryTarget::transport_dbg);
  }

 private:
  void b_transport(tlm::tlm_generic_payload& p, sc_core::sc_time& delay) {
    if (p.get_byte_enable_ptr() != nullptr || p.get_streaming_width() < p.get_data_length()) {
      p.set_response_status(tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE);
      return;
    }
    MemoryRegion* r = memory_.find(p.get_address(), p.get_data_length());
    if (r == nullptr) {
      p.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
      return;
    }
    if (p.is_write() && !r->writable) {
      p.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
      return;
    }
    uint8_t* at = r->data.data() + (p.get_address() - r->base);
    if (p.is_read())
      std::memcpy(p.get_data_ptr(), at, p.get_data_length());
    else
      std::memcpy(at, p.get_data_ptr(), p.get_data_length());
    delay += latency_;
    p.set_dmi_allowed(true);
    p.set_response_status(tlm::TLM_OK_RESPONSE);
  }

  // DMI covers the whole region that holds the address; an unmapped address gets a denial for
  // the gap around it, as TLM-2.0 asks.
  bool get_direct_mem_ptr(tlm::tlm_generic_payload& p, tlm::tlm_dmi& dmi) {
    MemoryRegion* r = memory_.find(p.get_address(), 1);
    if (r == nullptr) {
      dmi.set_start_address(p.get_address());
      dmi.set_end_address(p.get_address());
      dmi.set_granted_access(tlm::tlm_dmi::DMI_ACCESS_NONE);
      return false;
    }
    dmi.set_dmi_ptr(r->data.data());
    dmi.set_start_address(r->base);
    dmi.set_end_address(r->end() - 1);
    dmi.set_read_latency(latency_);
    dmi.set_write_latency(latency_);
    if (r->writable)
      dmi.allow_read_write();
    else
      dmi.allow_read();
    return !p.is_write() || r->writable;
  }

  unsigned transport_dbg(tlm::tlm_generic_payload& p) {
    MemoryRegion* r = memory_.find(p.get_address(), p.get_data_length());
    if (r == nullptr || (p.is_write() && !r->writable)) return 0;
    uint8_t* at = r->data.data() + (p.get_address() - r->base);
    if (p.is_read())
      std::memcpy(p.get_data_ptr(), at, p.get_data_length());
    else
      std::memcpy(at, p.get_data_ptr(), p.get_data_length());
    return p.get_data_length();
  }

  MemorySystem& memory_;
  sc_core::sc_time latency_;
};

class DataPort : public sc_core::sc_module, public GlobalAccess {
 public:
  tlm_utils::simple_initiator_socket<DataPort> data;

  explicit DataPort(sc_core::sc_module_name name) : sc_core::sc_module(name), data("data") {
    data.register_invalidate_direct_mem_ptr(this, &DataPort::invalidate);
  }

  bool read(uint64_t address, void* out, unsigned size) override {
    if (const uint8_t* p = direct(address, size, false)) {
      std::memcpy(out, p, size);
      ++dmi_accesses_;
      return true;
    }
    return transport(tlm::TLM_READ_COMMAND, address, static_cast<uint8_t*>(out), size);
  }

  bool write(uint64_t address, const void* in, unsigned size) override {
    if (uint8_t* p = direct(address, size, true)) {
      std::memcpy(p, in, size);
      ++dmi_accesses_;
      return true;
    }
    return transport(tlm::TLM_WRITE_COMMAND, address,
                     const_cast<uint8_t*>(static_cast<const uint8_t*>(in)), size);
  }

  uint8_t* span(uint64_t address, unsigned size) override {
    uint8_t* p = direct(address, size, true);
    if (p != nullptr) ++dmi_accesses_;
    return p;
  }

  uint64_t dmi_accesses() const { return dmi_accesses_; }
  uint64_t transport_accesses() const { return transport_accesses_; }

 private:
  // The DMI pointer for [address, address + size), or nullptr for the transport path. An access
  // that starts inside a granted region but runs past its end takes the transport path too,
  // where the target answers with an address error (the access faults).
  uint8_t* direct(uint64_t address, unsigned size, bool for_write) {
    if (size == 0 || address + size < address) return nullptr;
    for (const tlm::tlm_dmi& d : regions_) {
      if (address < d.get_start_address() || address > d.get_end_address()) continue;
      if (address + size - 1 > d.get_end_address()) return nullptr;
      if (for_write && !d.is_write_allowed()) return nullptr;
      return d.get_dmi_ptr() + (address - d.get_start_address());
    }
    if (asked_.size() > 64) return nullptr;  // a wild access pattern: stay on the slow path
    for (uint64_t a : asked_) {
      if (a == address) return nullptr;
    }
    tlm::tlm_generic_payload p;
    p.set_command(for_write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    p.set_address(address);
    tlm::tlm_dmi dmi;
    const bool granted = data->get_direct_mem_ptr(p, dmi);
    // Kept only when it holds the start address: the loop above then decides every later
    // access that starts in it, so one grant never leads to another request for it.
    if (dmi.get_dmi_ptr() != nullptr && dmi.is_read_allowed() &&
        address >= dmi.get_start_address() && address <= dmi.get_end_address()) {
      regions_.push_back(dmi);
      if (!granted || address + size - 1 > dmi.get_end_address()) return nullptr;
      if (for_write && !dmi.is_write_allowed()) return nullptr;
      return dmi.get_dmi_ptr() + (address - dmi.get_start_address());
    }
    asked_.push_back(address);
    return nullptr;
  }

  bool transport(tlm::tlm_command command, uint64_t address, uint8_t* bytes, unsigned size) {
    tlm::tlm_generic_payload p;
    p.set_command(command);
    p.set_address(address);
    p.set_data_ptr(bytes);
    p.set_data_length(size);
    p.set_streaming_width(size);
    p.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;  // timing comes from the unit latencies
    data->b_transport(p, delay);
    ++transport_accesses_;
    return p.is_response_ok();
  }

  void invalidate(sc_dt::uint64 start, sc_dt::uint64 end) {
    (void)start;
    (void)end;
    regions_.clear();
    asked_.clear();
  }

  std::vector<tlm::tlm_dmi> regions_;
  std::vector<uint64_t> asked_;
  uint64_t dmi_accesses_ = 0;
  uint64_t transport_accesses_ = 0;
};

}  // namespace cutlm::tlm_model
