#include "dispatch/fidelity.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "dispatch/reg_footprint.h"
#include "isa/disasm.h"
#include "isa/operands.h"
#include "support/output_file.h"
#include "trace/json_text.h"

namespace cutlm {
namespace {

using namespace footprint;  // NOLINT: the register footprint shared with hazard_checker.cpp
using namespace json_text;  // NOLINT

constexpr size_t kOps = static_cast<size_t>(isa::Op::Count);

bool exact(FidelityClass c) { return c == FidelityClass::Cosim || c == FidelityClass::Oracle; }

// AMD's operation name in lower case, without the encoding suffix (v_add_f32).
std::string op_name(const isa::InstInfo& info) {
  std::string name = info.name;
  for (const char* suffix : {"_E32", "_E64"}) {
    const size_t n = std::strlen(suffix);
    if (name.size() > n && name.compare(name.size() - n, n, suffix) == 0)
      name.resize(name.size() - n);
  }
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name;
}

bool is_branch(const DecodedInst& inst) { return inst.info->branch; }

// Operands of a memory instruction that form its address.
bool is_address_operand(const DecodedInst& inst, const DecodedOperand& o) {
  if (format_family(inst.format) != FormatFamily::Memory && inst.format != isa::Format::SMEM) {
    return false;
  }
  return (o.role & isa::kRoleAddress) != 0;
}

std::string reg_name(bool scalar, uint16_t reg) {
  return scalar ? scalar_reg_name(reg) : "v" + std::to_string(reg);
}

}  // namespace

const char* fidelity_class_name(FidelityClass c) {
  switch (c) {
    case FidelityClass::Cosim: return "cosim";
    case FidelityClass::Oracle: return "oracle";
    case FidelityClass::Approximate: return "approximate";
    case FidelityClass::ModelChoice: return "model_choice";
    default: return "unchecked";
  }
}

FidelityTracker::FidelityTracker()
    : facts_(kOps), executed_(kOps, 0), ran_(kOps, nullptr), cosim_known_(kOps, -1) {
  std::size_t n = 0;
  const FidelityFact* facts = fidelity_facts(&n);
  for (std::size_t i = 0; i < n; ++i) facts_[static_cast<size_t>(facts[i].op)].push_back(&facts[i]);
}

FidelityClass FidelityTracker::class_of(isa::Op op) {
  const size_t i = static_cast<size_t>(op);
  if (cosim_known_[i] < 0) cosim_known_[i] = cosim_ && cosim_(op) ? 1 : 0;
  bool oracle = cosim_known_[i] == 1, approximate = false, choice = false;
  for (const FidelityFact* f : facts_[i]) {
    oracle = oracle || f->kind == FactKind::Oracle;
    approximate = approximate || f->kind == FactKind::Approximate;
    choice = choice || f->kind == FactKind::ModelChoice;
  }
  if (choice) return FidelityClass::ModelChoice;
  if (approximate) return FidelityClass::Approximate;
  if (cosim_known_[i] == 1) return FidelityClass::Cosim;
  return oracle ? FidelityClass::Oracle : FidelityClass::Unchecked;
}

int32_t FidelityTracker::origin_at(uint64_t pc, const DecodedInst& inst) {
  const auto it = origin_by_pc_.find(pc);
  if (it != origin_by_pc_.end()) return it->second;
  const auto index = static_cast<int32_t>(origins_.size());
  std::string name = op_name(*inst.info);
  if (inst.info_y != nullptr) name += " + " + op_name(*inst.info_y);
  origins_.push_back(Origin{pc, name});
  origin_by_pc_.emplace(pc, index);
  return index;
}

void FidelityTracker::event(Sink& sink, const WaveState& wave, uint64_t pc, const DecodedInst& inst,
                            const std::string& reg, int32_t origin) {
  ++sink.count;
  if (sink.first.size() >= kEventsKept) return;
  sink.first.push_back(Event{wave.wave_id, pc, disassemble(inst, wave.wave64()), reg, origin});
}

void FidelityTracker::count(const isa::InstInfo& info) {
  const auto i = static_cast<size_t>(info.op);
  ++executed_[i];
  if (ran_[i] == nullptr) ran_[i] = &info;
}

void FidelityTracker::after(const WaveState& wave, uint64_t pc, const DecodedInst& inst,
                            const StepResult& result) {
  if (!inst.valid()) return;
  count(*inst.info);
  FidelityClass cls = class_of(inst.info->op);
  if (inst.info_y != nullptr) {
    count(*inst.info_y);
    cls = std::max(cls, class_of(inst.info_y->op));
  }
  const auto [it, inserted] = waves_.try_emplace(wave.wave_id);
  WaveTaint& t = it->second;
  if (inserted) {
    t.vgprs.fill(kClean);
    t.sregs.fill(kClean);
    t.scc = kClean;
  }
  const bool wave64 = wave.wave64();
  const bool branch = is_branch(inst);

  // Reads: the first tainted input gives the origin; address and branch operands are sinks.
  int32_t in = kClean;
  auto use = [&](int32_t origin, bool address, bool scalar, uint16_t reg) {
    if (origin == kClean) return;
    if (in == kClean) in = origin;
    if (address) event(address_, wave, pc, inst, reg_name(scalar, reg), origin);
    if (branch) event(branch_, wave, pc, inst, reg_name(scalar, reg), origin);
  };
  for (int i = 0; i < inst.num_operands; ++i) {
    const DecodedOperand& o = inst.operands[static_cast<size_t>(i)];
    if ((role_of(inst, o) & kRead) == 0) continue;
    const bool address = is_address_operand(inst, o);
    const unsigned n = operand_dwords(inst, o, wave64);
    if (o.kind == OperandKind::Vgpr) {
      for (unsigned k = 0; k < n; ++k) {
        const auto reg = static_cast<uint16_t>((o.value + k) % 256);
        use(t.vgprs[reg], address, false, reg);
      }
    } else if (o.kind == OperandKind::Scalar) {
      if (o.value == operand::kScc) {
        use(t.scc, address, true, o.value);
        continue;
      }
      for (unsigned k = 0; k < n && o.value + k < kNumScalarRegs; ++k) {
        const auto reg = static_cast<uint16_t>(o.value + k);
        use(t.sregs[reg], address, true, reg);
      }
    }
  }
  uint8_t reads = inst.info->implicit_reads;
  uint8_t writes = inst.info->implicit_writes;
  if (inst.info_y != nullptr) {
    reads |= inst.info_y->implicit_reads;
    writes |= inst.info_y->implicit_writes;
  }
  if (is_vector(inst)) reads |= isa::kImplicitExec;
  auto use_pair = [&](uint16_t lo, bool pair) {
    for (uint16_t reg = lo; reg <= lo + (pair ? 1 : 0); ++reg) use(t.sregs[reg], false, true, reg);
  };
  // EXEC as the lane mask of a vector instruction is no branch input; a branch on EXEC reads it
  // through its implicit operand.
  if (reads & isa::kImplicitScc) use(t.scc, false, true, operand::kScc);
  if (reads & isa::kImplicitVcc) use_pair(operand::kVccLo, wave64);
  if (reads & isa::kImplicitExec) use_pair(operand::kExecLo, wave64);
  if (reads & isa::kImplicitM0) use_pair(operand::kM0, false);

  // Writes: tainted by a tainted input, else by a non-exact instruction, else clean.
  int32_t out = in;
  if (out == kClean && !exact(cls)) out = origin_at(pc, inst);
  bool exec_written = false;
  auto set_scalar = [&](uint16_t reg) {
    if (reg >= kNumScalarRegs || reg == operand::kNull) return;
    t.sregs[reg] = out;
    exec_written = exec_written || reg == operand::kExecLo || reg == operand::kExecLo + 1;
  };
  for (int i = 0; i < inst.num_operands; ++i) {
    const DecodedOperand& o = inst.operands[static_cast<size_t>(i)];
    if ((role_of(inst, o) & kWrite) == 0) continue;
    const unsigned n = operand_dwords(inst, o, wave64);
    if (o.kind == OperandKind::Vgpr) {
      for (unsigned k = 0; k < n; ++k) t.vgprs[(o.value + k) % 256] = out;
    } else if (o.kind == OperandKind::Scalar) {
      for (unsigned k = 0; k < n; ++k) set_scalar(static_cast<uint16_t>(o.value + k));
    }
  }
  if (writes & isa::kImplicitScc) t.scc = out;
  if (writes & isa::kImplicitVcc) {
    set_scalar(operand::kVccLo);
    if (wave64) set_scalar(operand::kVccLo + 1);
  }
  if (writes & isa::kImplicitExec) {
    set_scalar(operand::kExecLo);
    if (wave64) set_scalar(operand::kExecLo + 1);
  }
  if (writes & isa::kImplicitM0) set_scalar(operand::kM0);
  if (exec_written && out != kClean) event(exec_, wave, pc, inst, "exec", out);
  if (result.ended) waves_.erase(wave.wave_id);
}

std::string FidelityTracker::json() {
  std::string s = "{\n  \"instructions\": [";
  std::array<uint64_t, 5> counts{};
  bool first = true;
  for (size_t i = 0; i < kOps; ++i) {
    if (executed_[i] == 0) continue;
    const auto op = static_cast<isa::Op>(i);
    const FidelityClass cls = class_of(op);
    counts[static_cast<size_t>(cls)] += executed_[i];
    s += first ? "\n    {" : ",\n    {";
    first = false;
    Fields record(s, false, ", ", ": ");
    record.text("mnemonic", op_name(*ran_[i]));
    record.number("executed", executed_[i]).text("class", fidelity_class_name(cls));
    record.key("evidence") += "[";
    bool first_fact = true;
    auto fact = [&](const std::string& text) {
      if (!first_fact) s += ", ";
      first_fact = false;
      append_string(s, text);
    };
    if (cosim_known_[i] == 1) {
      fact(std::string("cosim: compared with the RTL in this run"));
    }
    const char* doc = nullptr;
    for (const FidelityFact* f : facts_[i]) {
      switch (f->kind) {
        case FactKind::Oracle:
          fact(std::string("oracle: tb/tests/") + f->source + ".cpp (" + f->detail + ")");
          break;
        case FactKind::Approximate:
          fact(std::string("approximate: ") + f->detail);
          if (doc == nullptr) doc = f->source;
          break;
        case FactKind::ModelChoice:
          fact(std::string("model choice: ") + f->detail);
          if (doc == nullptr || std::strstr(doc, "transcendental") != nullptr) doc = f->source;
          break;
      }
    }
    s += "]";
    if (doc != nullptr) {
      record.text("doc", doc);
    } else {
      record.json("doc", "null");
    }
    s += "}";
  }
  s += "\n  ],\n  \"counts\": {";
  Fields count_fields(s, false, ", ", ": ");
  for (size_t c = 0; c < counts.size(); ++c) {
    count_fields.number(fidelity_class_name(static_cast<FidelityClass>(c)), counts[c]);
  }
  s += "},\n  \"taint\": {\n    \"granularity\": \"register\",\n    \"memory\": \"not tracked\"";
  auto sink = [&](const char* name, const Sink& k) {
    s += ",\n    ";
    append_string(s, name);
    s += ": [";
    for (size_t e = 0; e < k.first.size(); ++e) {
      const Event& ev = k.first[e];
      const Origin& o = origins_[static_cast<size_t>(ev.origin)];
      s += e == 0 ? "\n      {" : ",\n      {";
      Fields entry(s, false, ", ", ": ");
      entry.number("wave", ev.wave);
      if (namer_) entry.text("wave_name", namer_(ev.wave));
      entry.hex("pc", ev.pc).text("instruction", ev.instruction).text("register", ev.reg);
      entry.key("origin") += "{";
      Fields(s, false, ", ", ": ").hex("pc", o.pc).text("mnemonic", o.mnemonic);
      s += "}}";
    }
    s += k.first.empty() ? "]" : "\n    ]";
  };
  sink("branch", branch_);
  sink("address", address_);
  sink("exec", exec_);
  s += ",\n    \"events\": {\"branch\": " + std::to_string(branch_.count) +
       ", \"address\": " + std::to_string(address_.count) +
       ", \"exec\": " + std::to_string(exec_.count) + "}\n  }\n}\n";
  return s;
}

void FidelityTracker::write(const std::string& path) {
  write_output_file(path, "fidelity", json());
}

}  // namespace cutlm
