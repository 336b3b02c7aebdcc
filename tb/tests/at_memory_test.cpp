// A user's own memory model on the compute unit's vector memory port: a small
// approximately-timed target that accepts each request (TLM_ACCEPTED) and answers it 1000 cycles
// later on the backward path (BEGIN_RESP from its own process), bound in place of the built-in
// hierarchy. The dispatch must compute what the bare functional core computes, every request
// must reach the target and be answered, and the run's cycles must show the target's latency.
// Usage: at_memory_test MANIFEST.json   (SystemC elaborates once per process: one scenario)
#include <tlm_utils/peq_with_get.h>
#include <tlm_utils/simple_target_socket.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <systemc>
#include <tlm>

#include "dispatch/dispatch.h"
#include "loader/manifest.h"
#include "tlm/compute_unit.h"

namespace {

constexpr uint64_t kLatencyCycles = 1000;

class SlowMemory : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<SlowMemory> socket;

  SC_HAS_PROCESS(SlowMemory);
  explicit SlowMemory(sc_core::sc_module_name name)
      : sc_core::sc_module(name), socket("socket"), responses_("responses") {
    socket.register_nb_transport_fw(this, &SlowMemory::nb_transport_fw);
    SC_THREAD(respond);
  }

  uint64_t requests() const { return requests_; }
  uint64_t answered() const { return answered_; }

 private:
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) {
    if (phase == tlm::BEGIN_REQ) {
      ++requests_;
      responses_.notify(payload, delay + sc_core::sc_time(kLatencyCycles, sc_core::SC_NS));
      return tlm::TLM_ACCEPTED;
    }
    return tlm::TLM_COMPLETED;  // END_RESP
  }

  void respond() {
    for (;;) {
      sc_core::wait(responses_.get_event());
      while (tlm::tlm_generic_payload* payload = responses_.get_next_transaction()) {
        payload->set_response_status(tlm::TLM_OK_RESPONSE);
        tlm::tlm_phase phase = tlm::BEGIN_RESP;
        sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
        socket->nb_transport_bw(*payload, phase, delay);
        ++answered_;
      }
    }
  }

  tlm_utils::peq_with_get<tlm::tlm_generic_payload> responses_;
  uint64_t requests_ = 0;
  uint64_t answered_ = 0;
};

int failures = 0;

void check(bool condition, const std::string& what) {
  std::printf("%s %s\n", condition ? "ok:  " : "FAIL:", what.c_str());
  if (!condition) ++failures;
}

}  // namespace

int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

int sc_main(int argc, char* argv[]) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: at_memory_test MANIFEST.json\n");
    return 2;
  }
  try {
    const cutlm::Manifest manifest = cutlm::load_manifest(argv[1]);
    cutlm::Dispatch reference(manifest);
    cutlm::Executor executor;
    cutlm::FunctionalDispatcher(reference, executor).run(1000000);

    cutlm::Dispatch timed(manifest);
    cutlm::tlm_model::CuConfig config;
    config.mode = cutlm::tlm_model::TimingMode::Cycle;
    config.external_vector_memory = true;
    cutlm::tlm_model::ComputeUnit cu("cu", timed, config);
    SlowMemory memory("slow_memory");
    cu.vector_memory_socket().bind(memory.socket);
    sc_core::sc_start();

    check(cu.finished(), "the dispatch finished: " + cu.error());
    bool same = true;
    for (const cutlm::BufferSpec& b : manifest.buffers) {
      same = same && reference.buffer(b.name).data == timed.buffer(b.name).data;
    }
    check(same, "every buffer equals the bare functional core's");
    const cutlm::Stats& stats = cu.stats();
    check(memory.requests() > 0 && memory.requests() == stats.memory.vector_line_requests,
          "the target saw every line request: " + std::to_string(memory.requests()) + " of " +
              std::to_string(stats.memory.vector_line_requests));
    check(memory.answered() == memory.requests(), "every request was answered");
    check(stats.cycles >= kLatencyCycles,
          "the run's " + std::to_string(stats.cycles) + " cycles include the target's latency");
    uint64_t stack = 0;
    for (uint64_t c : stats.cpi_stack) stack += c;
    check(stack == stats.wave_cycles, "the CPI stack sums to wave_cycles");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "at_memory_test: %s\n", e.what());
    return 2;
  }
  std::printf("at_memory_test: %d failures\n", failures);
  return failures == 0 ? 0 : 1;
}
