// Drives one cutlm_valu_pipe (verilated with --assert, Latency 5, IssueInterval 4) and shows the
// pipe's assertions are compiled in and fire: `legal` issues every IssueInterval cycles and must
// run clean; `overrun` issues every cycle (what ready_o forbids), which overruns the result
// buffer, so the assertion must stop the simulation with its message; `counted` does the same
// with the error limit the cosim transactor sets (tb/cosim/verilated_valu.h), so the simulation
// must run on and count the failures. ctest checks the output.
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

#include "Vcutlm_valu_pipe.h"
#include "verilated.h"

int main(int argc, char** argv) {
  const std::string mode = argc == 2 ? argv[1] : "";
  if (mode != "legal" && mode != "overrun" && mode != "counted") {
    std::fprintf(stderr, "usage: %s legal|overrun|counted\n", argv[0]);
    return 2;
  }
  const bool overrun = mode != "legal";
  auto context = std::make_unique<VerilatedContext>();
  if (mode == "counted") context->errorLimit(std::numeric_limits<int>::max());
  auto pipe = std::make_unique<Vcutlm_valu_pipe>(context.get(), "pipe");
  const auto tick = [&] {
    pipe->clk_i = 0;
    pipe->eval();
    pipe->clk_i = 1;
    pipe->eval();
  };
  pipe->rst_ni = 0;
  tick();
  pipe->rst_ni = 1;
  unsigned results = 0;
  for (unsigned cycle = 0; cycle < 64 && !context->gotFinish(); ++cycle) {
    pipe->valid_i = overrun || cycle % 4 == 0 ? 1 : 0;
    pipe->tag_i = static_cast<uint16_t>(cycle);
    tick();
    if (pipe->valid_o) ++results;
  }
  pipe->final();
  std::printf("pipe %s: %u results, %d assertion failures\n", mode.c_str(), results,
              context->errorCount());
  return 0;
}
