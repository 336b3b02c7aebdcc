#include "cosim/cosim_checker.h"

#include <algorithm>
#include <bitset>
#include <cinttypes>
#include <cstdio>
#include <utility>

namespace cutlm {

namespace {

std::string hex(uint64_t value, int digits) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%0*" PRIx64, digits, value);
  return text;
}

// How the two values are shown: data in hex of the destination's width, the op by name, counts
// and bits in decimal.
std::string value_text(const CosimMismatch& m, uint64_t value) {
  switch (m.kind) {
    case CosimMismatch::Kind::kVgprData: return hex(value, m.vgpr_bits == 64 ? 16 : 8);
    case CosimMismatch::Kind::kOp: return rtl_op_text(value);
    default: return std::to_string(value);
  }
}

const char* const kRoundNames[] = {"rne", "+inf", "-inf", "rtz"};

// MODE[9:0] as the fields the datapath reads (rtl/cutlm_valu_pkg.sv valu_mode_t).
std::string mode_text(uint32_t mode) {
  return "mode " + hex(mode & 0x3ff, 3) + " (round f32 " + kRoundNames[mode & 3] + " f64/f16 " +
         kRoundNames[mode >> 2 & 3] + ", denorm f32 " + std::to_string(mode >> 4 & 3) +
         " f64/f16 " + std::to_string(mode >> 6 & 3) + ", dx10_clamp " +
         std::to_string(mode >> 8 & 1) + ", ieee " + std::to_string(mode >> 9 & 1) + ")";
}

}  // namespace

std::string rtl_op_text(uint64_t op_bits) {
  if (op_bits <= static_cast<uint64_t>(isa::num_rtl_ops())) {
    return isa::rtl_op_info(static_cast<isa::RtlOp>(op_bits)).name;
  }
  return "op" + std::to_string(op_bits);
}

const char* mismatch_kind_name(CosimMismatch::Kind kind) {
  switch (kind) {
    case CosimMismatch::Kind::kVgprData: return "vgpr data";
    case CosimMismatch::Kind::kVgprWriteEnable: return "vgpr write enable";
    case CosimMismatch::Kind::kMask: return "mask bit";
    case CosimMismatch::Kind::kMaskWriteEnable: return "mask write enable";
    case CosimMismatch::Kind::kOp: return "op";
    case CosimMismatch::Kind::kLatency: return "latency";
    case CosimMismatch::Kind::kMissingResult: return "missing result";
    case CosimMismatch::Kind::kUnexpectedResult: return "unexpected result";
  }
  return "?";
}

std::string CosimMismatch::to_string() const {
  if (kind == Kind::kUnexpectedResult) {
    return "unexpected RTL result: tag " + std::to_string(tag) + " op " + rtl_op_text(rtl) +
           " on unit port " + std::to_string(unit) + " at cycle " + std::to_string(result_cycle) +
           ", nothing in flight on that port has that tag";
  }
  std::string line = "pc " + hex(pc, 8) + " [";
  for (unsigned w = 0; w < num_words && w < words.size(); ++w) {
    line += (w == 0 ? "" : " ") + hex(words[w], 8).substr(2);
  }
  line += "] '" + disasm + "'";
  if (vopd_component != 0) line += " (vopd y)";
  line += " " + (wave_name.empty() ? "wave " + std::to_string(wave_id) : wave_name) +
          (wave64 ? " w64 " : " w32 ") + rtl_op_text(static_cast<uint64_t>(op));
  if (!dest_name.empty()) line += " -> " + dest_name;
  if (!mask_name.empty() && mask_name != dest_name) line += " -> " + mask_name;
  if (lane >= 0) line += " lane " + std::to_string(lane) + (lane_active ? "" : " (inactive)");
  if (pass >= 0) line += " pass " + std::to_string(pass);
  line += ": " + std::string(mismatch_kind_name(kind));
  if (kind == Kind::kLatency) {
    line += " model " + std::to_string(model) + " (timing class " +
            isa::timing_class_name(timing_class) + ") rtl " + std::to_string(rtl) + " (unit port " +
            std::to_string(unit) + ")";
  } else if (kind != Kind::kMissingResult) {
    line += " model " + value_text(*this, model) + " rtl " + value_text(*this, rtl);
  }
  if (lane >= 0) {
    line += " | src0 " + hex(src[0], 16) + " src1 " + hex(src[1], 16) + " src2 " + hex(src[2], 16) +
            " vdst_old " + hex(vdst_old, 16) + " mask_in " + std::to_string(mask_in ? 1 : 0);
  }
  line += " | abs " + std::to_string(abs) + " neg " + std::to_string(neg) + " opsel " +
          hex(opsel, 1) + " clamp " + std::to_string(clamp) + " omod " + std::to_string(omod) +
          " | " + mode_text(mode);
  line += " | tag " + std::to_string(tag) + " issued cycle " + std::to_string(issue_cycle);
  if (kind != Kind::kMissingResult) line += " result cycle " + std::to_string(result_cycle);
  return line;
}

CosimChecker::CosimChecker(RtlValu& rtl, size_t max_kept)
    : rtl_(rtl), max_kept_(max_kept), timing_(timing::default_timing_params()) {
  rtl_.set_listener(this);
}

CosimChecker::~CosimChecker() { rtl_.set_listener(nullptr); }

void CosimChecker::set_cycle(uint64_t cycle) {
  cycle_ = cycle;
  if (!stopped_) rtl_.advance_to(cycle);
}

bool CosimChecker::observes(isa::RtlOp op) const { return !stopped_ && isa::rtl_op_info(op).built; }

void CosimChecker::on_valu_issue(const ValuIssue& issue) {
  if (stopped_) return;
  rtl_.issue(issue, cycle_);
  check_stop();
}

void CosimChecker::check_stop() {
  if (!stop_first_ || stopped_ || mismatch_count_ == 0) return;
  stopped_ = true;
  throw CosimStop("cosim mismatch (--cosim-stop-first): " + mismatches_.front().to_string());
}

void CosimChecker::finish() {
  if (!stopped_) rtl_.drain();
  // An assertion of the datapath that failed is a failure of the cosim like a mismatch.
  const uint64_t failures = rtl_.assertion_failures();
  if (failures > assertion_failures_) {
    mismatch_count_ += failures - assertion_failures_;
    assertion_failures_ = failures;
  }
  if (stop_first_ && mismatch_count_ != 0) stopped_ = true;
}

CosimMismatch CosimChecker::describe(const ValuIssue& issue, uint64_t issue_cycle, uint16_t tag,
                                     CosimMismatch::Kind kind, int lane, uint64_t model,
                                     uint64_t rtl) {
  CosimMismatch m;
  m.kind = kind;
  m.lane = lane;
  m.model = model;
  m.rtl = rtl;
  m.pc = issue.pc;
  m.words = issue.words;
  m.num_words = issue.num_words;
  m.disasm = issue.disasm;
  m.dest_name = issue.dest_name;
  m.mask_name = issue.writes_mask ? issue.mask_name : std::string();
  m.wave_id = issue.wave_id;
  m.wave64 = issue.wave64;
  m.vopd_component = issue.vopd_component;
  m.op = issue.op;
  m.timing_class = issue.timing_class;
  m.vgpr_bits = issue.vgpr_bits;
  m.tag = tag;
  m.issue_cycle = issue_cycle;
  m.abs = issue.abs;
  m.neg = issue.neg;
  m.opsel = issue.opsel;
  m.clamp = issue.clamp;
  m.omod = issue.omod;
  m.mode = issue.mode;
  m.num_sources = issue.num_sources;
  if (lane >= 0 && lane < kMaxLanes) {
    const auto index = static_cast<size_t>(lane);
    m.lane_active = (issue.exec >> lane) & 1u;
    for (size_t s = 0; s < m.src.size(); ++s) m.src[s] = issue.src[s][index];
    m.vdst_old = issue.vdst_old[index];
    m.mask_in = (issue.mask_in >> lane) & 1u;
  }
  return m;
}

void CosimChecker::report(CosimMismatch mismatch) {
  ++mismatch_count_;
  if (wave_namer_ && mismatch.kind != CosimMismatch::Kind::kUnexpectedResult) {
    mismatch.wave_name = wave_namer_(mismatch.wave_id);
  }
  if (mismatches_.size() < max_kept_) mismatches_.push_back(std::move(mismatch));
}

void CosimChecker::on_rtl_result(const ValuIssue& issue, const RtlValuResult& result) {
  if (!comparing()) return;
  ++instructions_;
  const uint64_t before = mismatch_count_;
  // Lane mismatches are stamped with the pass that carried the lane.
  const auto mismatch = [&](CosimMismatch::Kind kind, int lane, uint64_t model, uint64_t rtl) {
    const size_t pass = lane >= kRtlLanes ? 1 : 0;
    CosimMismatch m =
        describe(issue, result.issue_cycles[pass], result.tags[pass], kind, lane, model, rtl);
    m.result_cycle = result.result_cycles[pass];
    m.unit = result.unit;
    return m;
  };

  for (unsigned pass = 0; pass < result.passes; ++pass) {
    if (result.op_bits[pass] != static_cast<uint32_t>(issue.op)) {
      CosimMismatch m = mismatch(CosimMismatch::Kind::kOp, -1, static_cast<uint64_t>(issue.op),
                                 result.op_bits[pass]);
      m.pass = static_cast<int>(pass);
      m.tag = result.tags[pass];
      m.issue_cycle = result.issue_cycles[pass];
      m.result_cycle = result.result_cycles[pass];
      report(std::move(m));
    }
  }
  // The timing model's figure for the class: issue to readable result (model/timing).
  const uint64_t expected = timing_.of(issue.timing_class).latency;
  if (result.latency() != expected) {
    report(mismatch(CosimMismatch::Kind::kLatency, -1, expected, result.latency()));
  }
  if (issue.writes_mask && !result.mask_we[0]) {
    report(mismatch(CosimMismatch::Kind::kMaskWriteEnable, -1, 1, 0));
  }

  const int wave_lanes = issue.wave64 ? 64 : 32;
  const uint64_t wave_mask = issue.wave64 ? ~0ull : 0xffffffffull;
  const uint64_t active = issue.exec & wave_mask;
  const uint64_t model_we = issue.writes_vgpr ? active : 0;
  const uint64_t data_mask = issue.vgpr_bits == 64 ? ~0ull : 0xffffffffull;
  lanes_ += std::bitset<64>(active).count();
  for (int lane = 0; lane < wave_lanes; ++lane) {
    const auto index = static_cast<size_t>(lane);
    const uint64_t model_bit = (model_we >> lane) & 1u;
    const uint64_t rtl_bit = (result.vgpr_we >> lane) & 1u;
    if (model_bit != rtl_bit) {
      report(mismatch(CosimMismatch::Kind::kVgprWriteEnable, lane, model_bit, rtl_bit));
    }
    if (issue.writes_mask) {
      // A lane mask is written as a whole, inactive lanes included.
      const uint64_t model_mask = (issue.mask >> lane) & 1u;
      const uint64_t rtl_mask = (result.mask >> lane) & 1u;
      if (model_mask != rtl_mask) {
        report(mismatch(CosimMismatch::Kind::kMask, lane, model_mask, rtl_mask));
      }
    }
    if (issue.writes_vgpr && ((active >> lane) & 1u) != 0) {
      const uint64_t model_data = issue.vgpr_data[index] & data_mask;
      const uint64_t rtl_data = result.vgpr_data[index] & data_mask;
      if (model_data != rtl_data) {
        report(mismatch(CosimMismatch::Kind::kVgprData, lane, model_data, rtl_data));
      }
    }
  }
  if (mismatch_count_ != before) ++mismatched_instructions_;
}

void CosimChecker::on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle,
                                         uint16_t tag) {
  if (!comparing()) return;
  ++instructions_;
  ++mismatched_instructions_;
  report(describe(issue, issue_cycle, tag, CosimMismatch::Kind::kMissingResult, -1, 0, 0));
}

void CosimChecker::on_rtl_unexpected_result(const RtlValuPassResult& result) {
  if (!comparing()) return;
  CosimMismatch m;
  m.kind = CosimMismatch::Kind::kUnexpectedResult;
  m.tag = result.tag;
  m.rtl = result.op_bits;
  m.unit = result.unit;
  m.result_cycle = result.cycle;
  report(std::move(m));
}

std::string CosimChecker::summary() {
  finish();
  if (mismatch_count_ == 0) {
    return "cosim: matched " + std::to_string(instructions_) + " instructions, " +
           std::to_string(lanes_) + " lanes";
  }
  std::string text = "cosim: " + std::to_string(mismatch_count_) + " mismatches in " +
                     std::to_string(mismatched_instructions_) + " of " +
                     std::to_string(instructions_) + " instructions";
  if (stop_first_) text += " (stopped at the first)";
  if (assertion_failures_ != 0) {
    text += "\n  the RTL's assertions failed " + std::to_string(assertion_failures_) +
            " times (counted among the mismatches; their %Error lines are printed above)";
  }
  const size_t shown = std::min(mismatches_.size(), kSummaryLines);
  for (size_t i = 0; i < shown; ++i) text += "\n  " + mismatches_[i].to_string();
  if (mismatch_count_ > shown) {
    text += "\n  ... and " + std::to_string(mismatch_count_ - shown) + " more";
    if (mismatch_count_ > mismatches_.size()) {
      text += " (the first " + std::to_string(mismatches_.size()) + " are kept in full)";
    }
  }
  return text;
}

}  // namespace cutlm
