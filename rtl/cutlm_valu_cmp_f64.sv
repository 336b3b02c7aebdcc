// Copyright cutlm contributors.
//
// The f64 compare unit: v_cmp/v_cmpx on f64 and v_cmp(x)_class_f64: its lanes
// (cutlm_valu_cmp_lane), then the unit's pipeline.
//
// Latency 38, one issue every 16 cycles: timing class valu_double, which Mesa ACO gives the f64
// compares and classes of gfx11 (aco_opcodes.py; isa/timing_classes.json "mesa"). Latency: LLVM
// SISchedule.td WriteDouble = 38 (GFX11SpeedModel; ACO says 22 and doubts it, "fp64 might be
// incorrect"); issue: ACO valu_double {valu 16}, the 1/16 f64 rate. docs/timing-evidence.md,
// isa/gfx1100_timing.json classes.valu_double (the model's figures, which the cosim checks).

module cutlm_valu_cmp_f64
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  logic                           clk_i,
  input  logic                           rst_ni,
  input  logic                           valid_i,
  input  valu_op_e                       op_i,
  input  logic [15:0]                    tag_i,
  input  logic [NumLanes-1:0]            exec_i,
  input  valu_lane_in_t [NumLanes-1:0]   lanes_i,
  output logic                           ready_o,
  output logic                           valid_o,
  output valu_op_e                       op_o,
  output logic [15:0]                    tag_o,
  output logic [NumLanes-1:0]            exec_o,
  output valu_lane_out_t [NumLanes-1:0]  lanes_o
);

  // The lane module knows every compare; this unit runs only those isa/rtl/cmp_f64.json lists
  // and answers '0 for the others.
  valu_op_e lane_op;
  assign lane_op = (valu_op_unit(op_i) == ValuUnitCmpF64) ? op_i : ValuOpNone;

  valu_lane_out_t [NumLanes-1:0] lane_result;

  cutlm_valu_cmp_lane u_lanes (
    .op_i    (lane_op),
    .lanes_i (lanes_i),
    .lanes_o (lane_result)
  );

  // Each lane's operands and result under the lane's own name, for the waveform: the lanes are
  // one loop in cutlm_valu_cmp_lane, so they have no instance of their own there.
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    valu_lane_in_t  lane_i;
    valu_lane_out_t lane_o;
    assign lane_i = lanes_i[l];
    assign lane_o = lane_result[l];
  end

  cutlm_valu_pipe #(
    .Latency       (38),
    .IssueInterval (16)
  ) u_pipe (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .valid_i (valid_i),
    .op_i    (op_i),
    .tag_i   (tag_i),
    .exec_i  (exec_i),
    .lanes_i (lane_result),
    .ready_o (ready_o),
    .valid_o (valid_o),
    .op_o    (op_o),
    .tag_o   (tag_o),
    .exec_o  (exec_o),
    .lanes_o (lanes_o)
  );

endmodule
