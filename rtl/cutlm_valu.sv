// Copyright cutlm contributors.
//
// VALU datapath of the cutlm compute unit: V_MIN_F16 and V_CMP_CLASS_F64 over 64 lanes.
// Fully pipelined: one issue per cycle, the result comes out ValuLatency cycles later with
// result_valid_o high for one cycle. Semantics: docs/valu-semantics.md.
//
// The shared control (valid, op, tag, exec, modifiers) is pipelined here once, in stage_*_q
// arrays indexed by register stage 1..ValuLatency (stage s holds the instruction issued s
// cycles ago); each cutlm_valu_lane holds only its own data.

module cutlm_valu import cutlm_valu_pkg::*; (
  input  logic                       clk_i,
  input  logic                       rst_ni,

  input  logic                       issue_valid_i,
  input  valu_op_e                   issue_op_i,
  input  logic [15:0]                issue_tag_i,          // echoed on the result
  input  logic [NumLanes-1:0]        issue_exec_i,         // lane enables
  input  logic                       issue_mode_ieee_i,
  input  logic                       issue_mode_dx10_clamp_i,
  input  logic                       issue_mode_flush_in_i,   // f16/f64 input denormals read as zero
  input  logic                       issue_mode_flush_out_i,  // f16/f64 output denormals written as zero
  input  logic [1:0]                 issue_abs_i,          // [0] src0, [1] src1
  input  logic [1:0]                 issue_neg_i,
  input  logic                       issue_clamp_i,
  input  logic [1:0]                 issue_omod_i,
  input  logic [3:0]                 issue_opsel_i,        // [0] src0 hi, [1] src1 hi, [3] dst hi; [2] unused
  input  logic [NumLanes-1:0][63:0]  issue_src0_i,         // raw operand bits per lane; f16 ops use [31:0]
  input  logic [NumLanes-1:0][31:0]  issue_src1_i,
  input  logic [NumLanes-1:0][31:0]  issue_vdst_old_i,     // current destination value (half merge / inactive lanes)

  output logic                       result_valid_o,
  output valu_op_e                   result_op_o,
  output logic [15:0]                result_tag_o,
  output logic [NumLanes-1:0]        result_vgpr_we_o,     // MinF16: = exec; CmpClass: all 0
  output logic [NumLanes-1:0][31:0]  result_vgpr_data_o,   // full 32-bit value to write (inactive lanes: vdst_old)
  output logic                       result_mask_we_o,     // CmpClass: 1 (scalar mask write)
  output logic [NumLanes-1:0]        result_mask_o         // CmpClass per-lane bit, 0 for inactive lanes
);

  // The lanes hard-wire which stage does what (see cutlm_valu_lane); the package constant the
  // transactor reads must agree with it.
  if (ValuLatency != 3) begin : gen_latency_mismatch
    $error("cutlm_valu: ValuLatency must be 3, the number of register stages built");
  end

  // ---------------------------------------------------------------------------------------------
  // Shared control pipeline
  // ---------------------------------------------------------------------------------------------
  valu_ctrl_t issue_ctrl;

  assign issue_ctrl.ieee       = issue_mode_ieee_i;
  assign issue_ctrl.dx10_clamp = issue_mode_dx10_clamp_i;
  assign issue_ctrl.flush_out  = issue_mode_flush_out_i;
  assign issue_ctrl.clamp      = issue_clamp_i;
  assign issue_ctrl.omod       = omod_e'(issue_omod_i);
  assign issue_ctrl.dst_hi     = issue_opsel_i[3];

  // opsel[2] would select a src2 half; neither op has a src2.
  logic unused_opsel_src2;
  assign unused_opsel_src2 = issue_opsel_i[2];

  logic                stage_valid_d [1:ValuLatency];
  logic                stage_valid_q [1:ValuLatency];
  valu_op_e            stage_op_d    [1:ValuLatency];
  valu_op_e            stage_op_q    [1:ValuLatency];
  logic [15:0]         stage_tag_d   [1:ValuLatency];
  logic [15:0]         stage_tag_q   [1:ValuLatency];
  logic [NumLanes-1:0] stage_exec_d  [1:ValuLatency];
  logic [NumLanes-1:0] stage_exec_q  [1:ValuLatency];
  // The output stage applies no modifiers, so the modifier bits stop one stage earlier.
  valu_ctrl_t          stage_ctrl_d  [1:ValuLatency-1];
  valu_ctrl_t          stage_ctrl_q  [1:ValuLatency-1];

  always_comb begin
    stage_valid_d[1] = issue_valid_i;
    stage_op_d[1]    = issue_op_i;
    stage_tag_d[1]   = issue_tag_i;
    stage_exec_d[1]  = issue_exec_i;
    for (int unsigned s = 2; s <= ValuLatency; s++) begin
      stage_valid_d[s] = stage_valid_q[s-1];
      stage_op_d[s]    = stage_op_q[s-1];
      stage_tag_d[s]   = stage_tag_q[s-1];
      stage_exec_d[s]  = stage_exec_q[s-1];
    end
    stage_ctrl_d[1] = issue_ctrl;
    for (int unsigned s = 2; s < ValuLatency; s++) begin
      stage_ctrl_d[s] = stage_ctrl_q[s-1];
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int unsigned s = 1; s <= ValuLatency; s++) begin
        stage_valid_q[s] <= 1'b0;
      end
    end else begin
      stage_valid_q <= stage_valid_d;
    end
  end

  // Payload registers load only behind a valid instruction: bubbles leave them untouched.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int unsigned s = 1; s <= ValuLatency; s++) begin
        stage_op_q[s]   <= ValuOpNone;
        stage_tag_q[s]  <= '0;
        stage_exec_q[s] <= '0;
      end
      for (int unsigned s = 1; s < ValuLatency; s++) begin
        stage_ctrl_q[s] <= '0;
      end
    end else begin
      for (int unsigned s = 1; s <= ValuLatency; s++) begin
        if (stage_valid_d[s]) begin
          stage_op_q[s]   <= stage_op_d[s];
          stage_tag_q[s]  <= stage_tag_d[s];
          stage_exec_q[s] <= stage_exec_d[s];
        end
      end
      for (int unsigned s = 1; s < ValuLatency; s++) begin
        if (stage_valid_d[s]) begin
          stage_ctrl_q[s] <= stage_ctrl_d[s];
        end
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Lanes
  // ---------------------------------------------------------------------------------------------
  logic [NumLanes-1:0][31:0] lane_data;
  logic [NumLanes-1:0]       lane_class_hit;

  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    cutlm_valu_lane u_lane (
      .clk_i              (clk_i),
      .rst_ni             (rst_ni),
      .issue_valid_i      (issue_valid_i),
      .issue_src_hi_i     (issue_opsel_i[1:0]),
      .issue_flush_in_i   (issue_mode_flush_in_i),
      .issue_abs_i        (issue_abs_i),
      .issue_neg_i        (issue_neg_i),
      .issue_src0_i       (issue_src0_i[l]),
      .issue_src1_i       (issue_src1_i[l]),
      .issue_vdst_old_i   (issue_vdst_old_i[l]),
      .s1_valid_i         (stage_valid_q[1]),
      .s1_ieee_i          (stage_ctrl_q[1].ieee),
      .s2_valid_i         (stage_valid_q[2]),
      .s2_op_i            (stage_op_q[2]),
      .s2_ctrl_i          (stage_ctrl_q[2]),
      .s2_exec_i          (stage_exec_q[2][l]),
      .result_data_o      (lane_data[l]),
      .result_class_hit_o (lane_class_hit[l])
    );
  end

  // ---------------------------------------------------------------------------------------------
  // Result
  // ---------------------------------------------------------------------------------------------
  logic result_is_min;
  logic result_is_class;
  logic [NumLanes-1:0] result_mask;

  assign result_is_min   = stage_valid_q[ValuLatency] && (stage_op_q[ValuLatency] == ValuOpMinF16);
  assign result_is_class = stage_valid_q[ValuLatency] &&
                           (stage_op_q[ValuLatency] == ValuOpCmpClassF64);

  assign result_valid_o   = stage_valid_q[ValuLatency];
  assign result_op_o      = stage_op_q[ValuLatency];
  assign result_tag_o     = stage_tag_q[ValuLatency];
  assign result_vgpr_we_o = result_is_min ? stage_exec_q[ValuLatency] : '0;
  assign result_mask_we_o = result_is_class;
  // Inactive lanes report 0 in the mask.
  assign result_mask      = result_is_class ? (stage_exec_q[ValuLatency] & lane_class_hit) : '0;

`ifdef CUTLM_INJECT_LANE_FAULT
  // Cosim self-test only: one active lane returns a wrong result, which the checker must catch.
  localparam int unsigned FaultLane = `CUTLM_INJECT_LANE_FAULT;

  logic fault_active;
  assign fault_active = result_valid_o && stage_exec_q[ValuLatency][FaultLane];

  always_comb begin
    result_vgpr_data_o = lane_data;
    result_mask_o      = result_mask;
    result_vgpr_data_o[FaultLane][0] = lane_data[FaultLane][0] ^ fault_active;
    result_mask_o[FaultLane]         = result_mask[FaultLane] ^ fault_active;
  end
`else
  assign result_vgpr_data_o = lane_data;
  assign result_mask_o      = result_mask;
`endif

endmodule
