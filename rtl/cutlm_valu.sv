// Copyright cutlm contributors.
//
// VALU datapath of the cutlm compute unit: one SIMD32 (RDNA3 / gfx1100). An issue is one pass of
// 32 lanes: a wave32 instruction is one issue, a wave64 instruction two (lanes 0-31, then 32-63).
// The issued operation goes to the functional unit that runs it (cutlm_valu_units, generated
// from isa/rtl/*.json); each unit has its own pipeline, latency and issue rate, and answers on
// its own result port, so results of different units may come out in the same cycle.
//
// An issue is taken in the cycle issue_valid_i and issue_ready_o are both high; issue_ready_o
// says whether the unit of issue_op_i takes one this cycle. Semantics: rtl/README.md and
// docs/valu-semantics.md.

module cutlm_valu
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
(
  input  logic                                      clk_i,
  input  logic                                      rst_ni,

  input  logic                                      issue_valid_i,
  input  valu_op_e                                  issue_op_i,
  input  logic [15:0]                               issue_tag_i,      // echoed on the result
  input  logic [NumLanes-1:0]                       issue_exec_i,     // lanes written
  input  logic [9:0]                                issue_mode_i,     // MODE[9:0]
  input  logic [2:0]                                issue_abs_i,      // bit i: src i
  input  logic [2:0]                                issue_neg_i,
  input  logic [3:0]                                issue_opsel_i,    // [2:0] src hi, [3] dst hi
  input  logic                                      issue_clamp_i,
  input  logic [1:0]                                issue_omod_i,
  input  logic [NumLanes-1:0][63:0]                 issue_src0_i,     // raw bits per lane
  input  logic [NumLanes-1:0][63:0]                 issue_src1_i,
  input  logic [NumLanes-1:0][63:0]                 issue_src2_i,
  input  logic [NumLanes-1:0][63:0]                 issue_vdst_old_i,
  input  logic [NumLanes-1:0]                       issue_mask_in_i,  // VCC / carry-in bits
  output logic                                      issue_ready_o,

  // Cosim self-test: while high, lane FaultLane of every result is wrong in one bit (data and
  // mask), which the checker must catch. A port rather than a second build of the datapath.
  input  logic                                      debug_fault_i,

  output logic [NumUnits-1:0]                       result_valid_o,
  output valu_op_e [NumUnits-1:0]                   result_op_o,
  output logic [NumUnits-1:0][15:0]                 result_tag_o,
  output logic [NumUnits-1:0][NumLanes-1:0]         result_vgpr_we_o,
  // Each lane's {data, mask bit} as the unit returned it (valu_lane_out_t: data in [64:1]); a
  // lane's data is written where result_vgpr_we_o says. Kept in the units' packed layout: a
  // per-lane copy into another layout would cost the simulator every cycle.
  output valu_lane_out_t [NumUnits-1:0][NumLanes-1:0] result_lanes_o,
  output logic [NumUnits-1:0]                       result_mask_we_o,
  output logic [NumUnits-1:0][NumLanes-1:0]         result_mask_o     // inactive lanes 0
);

  // ---------------------------------------------------------------------------------------------
  // Issue: the unit that runs the operation
  // ---------------------------------------------------------------------------------------------
  valu_unit_e          issue_unit;
  logic [NumUnits-1:0] unit_valid;
  logic [NumUnits-1:0] unit_ready;

  assign issue_unit    = valu_op_unit(issue_op_i);
  assign issue_ready_o = unit_ready[issue_unit];

  always_comb begin
    unit_valid = '0;
    // An operation no unit runs (ValuOpNone) goes nowhere.
    if (issue_valid_i && issue_unit != ValuUnitNone) begin
      unit_valid[issue_unit] = unit_ready[issue_unit];
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Units
  // ---------------------------------------------------------------------------------------------
  logic [NumUnits-1:0]                         unit_out_valid;
  valu_op_e [NumUnits-1:0]                     unit_out_op;
  logic [NumUnits-1:0][15:0]                   unit_out_tag;
  logic [NumUnits-1:0][NumLanes-1:0]           unit_out_exec;
  valu_lane_out_t [NumUnits-1:0][NumLanes-1:0] unit_out_lanes;

  cutlm_valu_units u_units (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .valid_i (unit_valid),
    .op_i    (issue_op_i),
    .tag_i   (issue_tag_i),
    .exec_i     (issue_exec_i),
    .mode_i     (issue_mode_i),
    .abs_i      (issue_abs_i),
    .neg_i      (issue_neg_i),
    .opsel_i    (issue_opsel_i),
    .clamp_i    (issue_clamp_i),
    .omod_i     (issue_omod_i),
    .src0_i     (issue_src0_i),
    .src1_i     (issue_src1_i),
    .src2_i     (issue_src2_i),
    .vdst_old_i (issue_vdst_old_i),
    .mask_in_i  (issue_mask_in_i),
    .ready_o (unit_ready),
    .valid_o (unit_out_valid),
    .op_o    (unit_out_op),
    .tag_o   (unit_out_tag),
    .exec_o  (unit_out_exec),
    .lanes_o (unit_out_lanes)
  );

  // The lane debug_fault_i breaks.
  localparam int unsigned FaultLane = 5;

  // ---------------------------------------------------------------------------------------------
  // Results: write enables from the operation's destinations, inactive lanes masked
  // ---------------------------------------------------------------------------------------------
  for (genvar u = 0; u < NumUnits; u++) begin : gen_result
    logic writes_vgpr, writes_mask;
    logic [NumLanes-1:0] lane_mask;
    assign writes_vgpr = unit_out_valid[u] && valu_op_writes_vgpr(unit_out_op[u]);
    assign writes_mask = unit_out_valid[u] && valu_op_writes_mask(unit_out_op[u]);

    for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
      assign lane_mask[l] = unit_out_lanes[u][l].mask;
    end

    assign result_valid_o[u]   = unit_out_valid[u];
    assign result_op_o[u]      = unit_out_op[u];
    assign result_tag_o[u]     = unit_out_tag[u];
    assign result_vgpr_we_o[u] = writes_vgpr ? unit_out_exec[u] : '0;
    assign result_mask_we_o[u] = writes_mask;

    logic fault_active;
    assign fault_active = debug_fault_i && unit_out_valid[u] && unit_out_exec[u][FaultLane];
    always_comb begin
      result_lanes_o[u]                    = unit_out_lanes[u];
      result_lanes_o[u][FaultLane].data[0] = unit_out_lanes[u][FaultLane].data[0] ^ fault_active;
      result_mask_o[u]                     = writes_mask ? (unit_out_exec[u] & lane_mask) : '0;
      result_mask_o[u][FaultLane]          = result_mask_o[u][FaultLane] ^
                                             (fault_active && writes_mask);
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Invariants
  // ---------------------------------------------------------------------------------------------
`ifndef SYNTHESIS
  // The checks run from the first clock edge after reset. A flop of their own keeps rst_ni an
  // asynchronous reset only (a clocked `if (rst_ni)` would also use it synchronously).
  logic checking_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      checking_q <= 1'b0;
    end else begin
      checking_q <= 1'b1;
    end
  end

  // One unit at most takes an issue, and only the unit that runs the operation.
  always_ff @(posedge clk_i) begin
    if (checking_q) begin
      assert ($onehot0(unit_valid))
        else $error("cutlm_valu: more than one unit took issue %0d", issue_tag_i);
      if (issue_valid_i) begin
        assert (!$isunknown(issue_op_i)) else $error("cutlm_valu: issue op is X");
      end
    end
  end
  // A unit answers only with an operation it runs, and never with X.
  for (genvar u = 1; u < NumUnits; u++) begin : gen_result_checks
    always_ff @(posedge clk_i) begin
      if (checking_q && unit_out_valid[u]) begin
        assert (valu_op_unit(unit_out_op[u]) == valu_unit_e'(u))
          else $error("cutlm_valu: unit %0d answered for op %0d", u, unit_out_op[u]);
        assert (!$isunknown(unit_out_lanes[u]))
          else $error("cutlm_valu: unit %0d result has X bits", u);
      end
    end
  end
`endif

endmodule
