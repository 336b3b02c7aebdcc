// Copyright cutlm contributors.
//
// The 64-bit integer unit (64-bit shifts, v_mad_u64_u32, v_mad_i64_i32): its lanes
// (cutlm_valu_int64_lane), then the unit's pipeline.
//
// Latency 6, one issue every 2 cycles: the VALU's 64-bit class (LLVM SISchedule.td Write64Bit = 6;
// Mesa ACO valu64 latency 6, two cycles of the VALU per pass). docs/timing-evidence.md.

module cutlm_valu_int64
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

  cutlm_valu_int64_lane u_lanes (
    .op_i    (op_i),
    .lanes_i (lanes_i),
    .lanes_o (lane_result)
  );

  // Each lane's operands and result under the lane's own name, for the waveform: the lanes are
  // one loop in cutlm_valu_int64_lane, so they have no instance of their own there.
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    valu_lane_in_t  lane_i;
    valu_lane_out_t lane_o;
    assign lane_i = lanes_i[l];
    assign lane_o = lane_result[l];
  end

  cutlm_valu_pipe #(
    .Latency       (6),
    .IssueInterval (2)
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
