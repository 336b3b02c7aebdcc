// RtlValu over one Verilated class of rtl/cutlm_valu.sv. Included only by the translation unit
// that instantiates it for that class (rtl_valu_normal.cpp, rtl_valu_faulty.cpp), so each
// executable sees each Verilated class once.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "cosim/rtl_valu.h"
#include "verilated.h"

namespace cutlm {

template <class Model>
class VerilatedValu final : public RtlValu {
 public:
  explicit VerilatedValu(std::string model_name)
      : RtlValu(std::move(model_name)), context_(std::make_unique<VerilatedContext>()) {
    // The model registers its scopes (used by the waveform probes) with the thread's current
    // context rather than the one it is given, so that must be ours while it is built.
    Verilated::threadContextp(context_.get());
    model_ = std::make_unique<Model>(context_.get(), "TOP");
    try {
      start();
    } catch (...) {
      tear_down();
      throw;
    }
  }

  ~VerilatedValu() override { tear_down(); }

 protected:
  void drive_issue(const ValuIssue& issue, uint16_t tag) override {
    Model& m = *model_;
    m.issue_valid_i = 1;
    m.issue_op_i = static_cast<uint8_t>(issue.op);
    m.issue_tag_i = tag;
    m.issue_exec_i = issue.exec;
    m.issue_mode_ieee_i = issue.mode_ieee;
    m.issue_mode_dx10_clamp_i = issue.mode_dx10_clamp;
    m.issue_mode_flush_in_i = issue.mode_flush_in;
    m.issue_mode_flush_out_i = issue.mode_flush_out;
    m.issue_abs_i = issue.abs & 3u;
    m.issue_neg_i = issue.neg & 3u;
    m.issue_clamp_i = issue.clamp;
    m.issue_omod_i = issue.omod & 3u;
    m.issue_opsel_i = issue.opsel & 15u;
    // Lane i occupies bits [i*64 +: 64] / [i*32 +: 32] of the packed operand ports.
    for (int lane = 0; lane < kMaxLanes; ++lane) {
      m.issue_src0_i[2 * lane] = static_cast<uint32_t>(issue.src0[lane]);
      m.issue_src0_i[2 * lane + 1] = static_cast<uint32_t>(issue.src0[lane] >> 32);
      m.issue_src1_i[lane] = issue.src1[lane];
      m.issue_vdst_old_i[lane] = issue.vdst_old[lane];
    }
  }

  // Only valid drops: the payload inputs keep their values, which the datapath ignores, so an
  // idle cycle changes nothing else in the waveform.
  void drive_idle() override { model_->issue_valid_i = 0; }

  void set_reset(bool active) override { model_->rst_ni = active ? 0 : 1; }

  void settle() override {
    Verilated::threadContextp(context_.get());
    model_->clk_i = 0;
    model_->eval();
  }

  void rising_edge() override {
    model_->clk_i = 1;
    model_->eval();
  }

  bool read_result(RtlValuResult& result) override {
    const Model& m = *model_;
    if (!m.result_valid_o) return false;
    result.tag = m.result_tag_o;
    result.op_bits = m.result_op_o;
    result.vgpr_we = m.result_vgpr_we_o;
    for (int lane = 0; lane < kMaxLanes; ++lane)
      result.vgpr_data[lane] = m.result_vgpr_data_o[lane];
    result.mask_we = m.result_mask_we_o;
    result.mask = m.result_mask_o;
    return true;
  }

  VerilatedContext* context() override { return context_.get(); }

 private:
  void tear_down() {
    // Scopes unregister from the thread's current context too.
    Verilated::threadContextp(context_.get());
    model_->final();
    model_.reset();
    context_.reset();
    // Do not leave the thread pointing at a deleted context.
    Verilated::threadContextp(Verilated::defaultContextp());
  }

  std::unique_ptr<VerilatedContext> context_;
  std::unique_ptr<Model> model_;
};

}  // namespace cutlm
