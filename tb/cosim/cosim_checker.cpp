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

std::string op_bits_name(uint64_t bits) {
  if (bits <= static_cast<uint64_t>(ValuOp::CmpClassF64)) {
    return valu_op_name(static_cast<ValuOp>(bits));
  }
  return "op" + std::to_string(bits);
}

// How the two values are shown: enables and mask bits as 0/1, data in hex.
std::string value_text(CosimMismatch::Kind kind, uint64_t value) {
  switch (kind) {
    case CosimMismatch::Kind::kVgprData:
    case CosimMismatch::Kind::kInactiveVgprData: return hex(value, 8);
    case CosimMismatch::Kind::kOp: return op_bits_name(value);
    default: return std::to_string(value);
  }
}

}  // namespace

const char* mismatch_kind_name(CosimMismatch::Kind kind) {
  switch (kind) {
    case CosimMismatch::Kind::kVgprData: return "vgpr data";
    case CosimMismatch::Kind::kInactiveVgprData: return "inactive lane vgpr data";
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
  std::string line;
  if (kind == Kind::kUnexpectedResult) {
    return std::string("unexpected RTL result: tag ") + std::to_string(tag) + " op " +
           op_bits_name(rtl) + " at cycle " + std::to_string(result_cycle) +
           ", nothing in flight has that tag";
  }
  line = "pc " + hex(pc, 8) + " [";
  for (unsigned w = 0; w < num_words && w < words.size(); ++w) {
    line += (w == 0 ? "" : " ") + hex(words[w], 8).substr(2);
  }
  line += "] '" + disasm + "' wave " + std::to_string(wave_id) + (wave64 ? " w64" : " w32");
  line += " " + std::string(valu_op_name(op));
  if (!dest_name.empty()) line += " -> " + dest_name;
  if (lane >= 0) line += " lane " + std::to_string(lane) + (lane_active ? "" : " (inactive)");
  line += ": " + std::string(mismatch_kind_name(kind));
  if (kind != Kind::kMissingResult) {
    line += " model " + value_text(kind, model) + " rtl " + value_text(kind, rtl);
  }
  if (lane >= 0) {
    line += " | src0 " + hex(src0, 16) + " src1 " + hex(src1, 8) + " vdst_old " + hex(vdst_old, 8);
  }
  line += " | abs " + std::to_string(abs) + " neg " + std::to_string(neg) + " clamp " +
          std::to_string(clamp) + " omod " + std::to_string(omod) + " opsel " + hex(opsel, 1);
  line += " | ieee " + std::to_string(mode_ieee) + " dx10_clamp " +
          std::to_string(mode_dx10_clamp) + " flush_in " + std::to_string(mode_flush_in) +
          " flush_out " + std::to_string(mode_flush_out);
  line += " | tag " + std::to_string(tag) + " issued cycle " + std::to_string(issue_cycle);
  if (kind != Kind::kMissingResult) line += " result cycle " + std::to_string(result_cycle);
  return line;
}

CosimChecker::CosimChecker(RtlValu& rtl, size_t max_kept) : rtl_(rtl), max_kept_(max_kept) {
  rtl_.set_listener(this);
}

CosimChecker::~CosimChecker() { rtl_.set_listener(nullptr); }

void CosimChecker::set_cycle(uint64_t cycle) {
  cycle_ = cycle;
  rtl_.advance_to(cycle);
}

void CosimChecker::on_valu_issue(const ValuIssue& issue) { rtl_.issue(issue, cycle_); }

void CosimChecker::finish() { rtl_.drain(); }

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
  m.wave_id = issue.wave_id;
  m.wave64 = issue.wave64;
  m.op = issue.op;
  m.tag = tag;
  m.issue_cycle = issue_cycle;
  m.abs = issue.abs;
  m.neg = issue.neg;
  m.clamp = issue.clamp;
  m.omod = issue.omod;
  m.opsel = issue.opsel;
  m.mode_ieee = issue.mode_ieee;
  m.mode_dx10_clamp = issue.mode_dx10_clamp;
  m.mode_flush_in = issue.mode_flush_in;
  m.mode_flush_out = issue.mode_flush_out;
  if (lane >= 0 && lane < kMaxLanes) {
    m.lane_active = (issue.exec >> lane) & 1u;
    m.src0 = issue.src0[static_cast<size_t>(lane)];
    m.src1 = issue.src1[static_cast<size_t>(lane)];
    m.vdst_old = issue.vdst_old[static_cast<size_t>(lane)];
  }
  return m;
}

void CosimChecker::report(CosimMismatch mismatch) {
  ++mismatch_count_;
  if (mismatches_.size() < max_kept_) mismatches_.push_back(std::move(mismatch));
}

void CosimChecker::on_rtl_result(const ValuIssue& issue, uint64_t issue_cycle,
                                 const RtlValuResult& result) {
  ++instructions_;
  const uint64_t before = mismatch_count_;
  const auto mismatch = [&](CosimMismatch::Kind kind, int lane, uint64_t model, uint64_t rtl) {
    CosimMismatch m = describe(issue, issue_cycle, result.tag, kind, lane, model, rtl);
    m.result_cycle = result.cycle;
    report(std::move(m));
  };

  if (result.op_bits != static_cast<uint8_t>(issue.op)) {
    mismatch(CosimMismatch::Kind::kOp, -1, static_cast<uint64_t>(issue.op), result.op_bits);
  }
  const uint64_t took = result.cycle - issue_cycle;
  if (took != rtl_.latency()) mismatch(CosimMismatch::Kind::kLatency, -1, rtl_.latency(), took);
  if (issue.writes_mask != result.mask_we) {
    mismatch(CosimMismatch::Kind::kMaskWriteEnable, -1, issue.writes_mask, result.mask_we);
  }

  const int wave_lanes = issue.wave64 ? 64 : 32;
  const uint64_t wave_mask = issue.wave64 ? ~0ull : 0xffffffffull;
  const uint64_t active = issue.exec & wave_mask;
  lanes_ += std::bitset<64>(active).count();
  for (int lane = 0; lane < wave_lanes; ++lane) {
    const size_t index = static_cast<size_t>(lane);
    const bool lane_active = (active >> lane) & 1u;
    const uint64_t model_we = (issue.vgpr_write_mask >> lane) & 1u;
    const uint64_t rtl_we = (result.vgpr_we >> lane) & 1u;
    if (model_we != rtl_we) {
      mismatch(CosimMismatch::Kind::kVgprWriteEnable, lane, model_we, rtl_we);
    }
    if (issue.writes_mask) {
      // A lane mask is written as a whole, inactive lanes included.
      const uint64_t model_bit = (issue.mask >> lane) & 1u;
      const uint64_t rtl_bit = (result.mask >> lane) & 1u;
      if (model_bit != rtl_bit) mismatch(CosimMismatch::Kind::kMask, lane, model_bit, rtl_bit);
    } else if (lane_active) {
      if (issue.vgpr_data[index] != result.vgpr_data[index]) {
        mismatch(CosimMismatch::Kind::kVgprData, lane, issue.vgpr_data[index],
                 result.vgpr_data[index]);
      }
    } else if (issue.vdst_old[index] != result.vgpr_data[index]) {
      mismatch(CosimMismatch::Kind::kInactiveVgprData, lane, issue.vdst_old[index],
               result.vgpr_data[index]);
    }
  }
  if (mismatch_count_ != before) ++mismatched_instructions_;
}

void CosimChecker::on_rtl_missing_result(const ValuIssue& issue, uint64_t issue_cycle,
                                         uint16_t tag) {
  ++instructions_;
  ++mismatched_instructions_;
  report(describe(issue, issue_cycle, tag, CosimMismatch::Kind::kMissingResult, -1, 0, 0));
}

void CosimChecker::on_rtl_unexpected_result(const RtlValuResult& result) {
  CosimMismatch m;
  m.kind = CosimMismatch::Kind::kUnexpectedResult;
  m.tag = result.tag;
  m.rtl = result.op_bits;
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
