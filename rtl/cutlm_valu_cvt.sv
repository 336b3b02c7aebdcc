// Copyright cutlm contributors.
//
// The conversion unit (f32/f16 to and from integers, normalised and packed forms, frexp,
// v_pack_b32_f16): one cutlm_valu_cvt_lane per lane, then the unit's pipeline.
//
// Latency 5, one issue per cycle: every operation here is in the timing model's valu32 class
// (`cutlm isa`); LLVM SISchedule.td gives conversions WriteFloatCvt = 5 (and Write32Bit = 5), Mesa
// ACO valu_convert32/valu32 latency 5, one VALU cycle per pass. docs/timing-evidence.md.

module cutlm_valu_cvt
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
    cutlm_valu_cvt_lane u_lane (
      .op_i   (op_i),
      .lane_i (lanes_i[l]),
      .lane_o (lane_result[l])
    );
  end

  cutlm_valu_pipe #(
    .Latency       (5),
    .IssueInterval (1)
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
