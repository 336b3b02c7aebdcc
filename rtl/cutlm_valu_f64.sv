// Copyright cutlm contributors.
//
// The double-precision unit: one cutlm_valu_f64_lane per lane, then the unit's pipeline. Runs
// the f64 arithmetic, rounding and conversion operations listed in isa/rtl/f64.json, all of the
// timing classes valu_double, valu_double_add and valu_double_convert, which share one figure.
//
// Latency 38: LLVM SISchedule.td WriteDouble/WriteDoubleAdd/WriteDoubleCvt = 38 on gfx11
// (GFX11SpeedModel); Mesa ACO says 22 with its own comment that fp64 "might be incorrect".
// One issue every 16 cycles: Mesa ACO valu_double uses the VALU for 16 cycles, the 1/16 f64
// rate of gfx1100 (RPC-RDNA says 1/32). isa/gfx1100_timing.json, docs/timing-evidence.md.

module cutlm_valu_f64
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

  valu_lane_out_t [NumLanes-1:0] lane_result;

  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    cutlm_valu_f64_lane u_lane (
      .op_i   (op_i),
      .lane_i (lanes_i[l]),
      .lane_o (lane_result[l])
    );
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
