// `cutlm isa`: coverage at a glance, every instruction of the table with its status.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.h"
#include "exec/executor.h"
#include "help_texts.h"
#include "isa/decoder.h"
#include "isa/rtl_ops.h"

namespace po = boost::program_options;
using namespace cutlm::cli;

// Which instructions of the table execute and which only decode.
int isa_command(const std::vector<std::string>& args) {
  bool list_all = false;
  std::string arch = "gfx1100";
  po::options_description desc("cutlm isa [options]");
  desc.add_options()("help,h", "show this help")(
      "all", po::bool_switch(&list_all),
      "also list the instructions of the data file that LLVM 19 lacks for the target (for "
      "gfx1100: RDNA3.5 only)")("arch", po::value(&arch)->value_name("TARGET"),
                                "the table of this target: gfx1100 (the default), gfx1200, "
                                "gfx1201");
  po::variables_map vm;
  if (const std::optional<int> done = CommandLine("isa", desc, cutlm_help_isa).parse(args, vm)) {
    return *done;
  }
  const cutlm::isa::Target* target = cutlm::isa::find_target(arch.c_str());
  if (target == nullptr) {
    print_error("--arch " + arch + ": unknown target (gfx1100, gfx1200 or gfx1201)");
    return kExitUsage;
  }
  // The first generation's table has RDNA3.5-only rows LLVM rejects for gfx1100.
  const bool primary = target->arch == cutlm::isa::Arch{};
  const cutlm::Executor executor;
  std::size_t count = 0;
  const cutlm::isa::InstInfo* all = cutlm::isa::all_instructions(target->arch, &count);
  struct Tally {
    unsigned executes = 0;
    unsigned not_modelled = 0;
    unsigned decodes = 0;
    unsigned rtl = 0;
  };
  std::vector<Tally> tally(static_cast<std::size_t>(cutlm::isa::Format::Count));
  // The RTL operations this generation's instructions reach (the list is every generation's).
  std::vector<bool> rtl_ops_reached(static_cast<std::size_t>(cutlm::isa::num_rtl_ops()) + 1);
  std::printf("%-8s %4s  %-40s %-14s %-26s %s\n", "format", "op", "mnemonic", "status",
              "timing class", "rtl unit");
  for (std::size_t i = 0; i < count; ++i) {
    const cutlm::isa::InstInfo& info = all[i];
    if (!info.available && !list_all) continue;
    // A later generation's instruction runs with its operation's handler unless the ISA data
    // says the handlers do not read its form or operands (InstInfo::executes).
    // One the target's hardware lacks (isa::absent_from_hardware) stops like one not modelled.
    const bool absent = cutlm::isa::absent_from_hardware(target->arch, info.op) != nullptr;
    const cutlm::Support support = absent          ? cutlm::Support::NotModelled
                                   : info.executes ? executor.support(info.op)
                                                   : cutlm::Support::DecodesOnly;
    const char* status = !info.available ? (primary ? "illegal (RDNA3.5 only)" : "not in LLVM 19")
                         : absent        ? "absent on hw"
                         : support == cutlm::Support::Executes    ? "executes"
                         : support == cutlm::Support::NotModelled ? "not modelled"
                                                                  : "decodes";
    // What `cutlm run --cosim` compares: an instruction that executes, with the RTL operation
    // of its own operation or, a VOPD row, of the VOP1/VOP2 operation its component runs.
    const cutlm::isa::InstInfo* runs_as = info.format == cutlm::isa::Format::VOPD
                                              ? cutlm::vopd_counterpart(info.op, target->arch)
                                              : &info;
    const cutlm::isa::RtlOp rtl_op = runs_as != nullptr && support == cutlm::Support::Executes
                                         ? cutlm::isa::rtl_op_of(runs_as->op)
                                         : cutlm::isa::RtlOp::None;
    const cutlm::isa::RtlOpInfo& rtl = cutlm::isa::rtl_op_info(rtl_op);
    const bool has_rtl = rtl_op != cutlm::isa::RtlOp::None;
    const std::string rtl_unit = !has_rtl ? "-" : std::string(rtl.unit) + (rtl.built ? "" : "*");
    std::printf("%-8s %4u  %-40s %-14s %-26s %s\n", cutlm::isa::format_name(info.format),
                info.opcode, info.mnemonic, status,
                cutlm::isa::timing_class_name(info.timing_class), rtl_unit.c_str());
    if (!info.available) continue;
    Tally& t = tally[static_cast<std::size_t>(info.format)];
    if (has_rtl) {
      t.rtl++;
      rtl_ops_reached[static_cast<std::size_t>(rtl_op)] = true;
    }
    (support == cutlm::Support::Executes      ? t.executes
     : support == cutlm::Support::NotModelled ? t.not_modelled
                                              : t.decodes)++;
  }
  std::printf("\n%-8s %9s %12s %9s %9s %5s\n", "format", "executes", "not modelled", "decodes",
              "total", "rtl");
  Tally sum;
  for (std::size_t f = 0; f < tally.size(); ++f) {
    if (!cutlm::isa::has_format(target->arch, static_cast<cutlm::isa::Format>(f))) continue;
    const Tally& t = tally[f];
    std::printf("%-8s %9u %12u %9u %9u %5u\n",
                cutlm::isa::format_name(static_cast<cutlm::isa::Format>(f)), t.executes,
                t.not_modelled, t.decodes, t.executes + t.not_modelled + t.decodes, t.rtl);
    sum.executes += t.executes;
    sum.not_modelled += t.not_modelled;
    sum.decodes += t.decodes;
    sum.rtl += t.rtl;
  }
  std::printf("%-8s %9u %12u %9u %9u %5u\n", "all", sum.executes, sum.not_modelled, sum.decodes,
              sum.executes + sum.not_modelled + sum.decodes, sum.rtl);
  int built_ops = 0;
  for (int op = 1; op <= cutlm::isa::num_rtl_ops(); ++op) {
    if (cutlm::isa::rtl_op_info(static_cast<cutlm::isa::RtlOp>(op)).built) built_ops++;
  }
  int reached_ops = 0;
  for (const bool reached : rtl_ops_reached) reached_ops += reached ? 1 : 0;
  std::printf(
      "\nRTL counterpart: %u instructions, %d operations of %s (the RTL: %d operations in %d "
      "units, %d operations verilated in this build)\n",
      sum.rtl, reached_ops, arch.c_str(), cutlm::isa::num_rtl_ops(), cutlm::isa::num_rtl_units(),
      built_ops);
  return kExitOk;
}
