// Copyright cutlm contributors.
//
// One lane of the VALU datapath. Computes both the V_MIN_F16 and the V_CMP_CLASS_F64 path; the
// stage-2 op picks what reaches the destination. Shared control (valid, op, modifiers, exec) is
// pipelined once in cutlm_valu and fed in per stage; this module only holds per-lane data.
//
//   issue  : operand select and input modifiers, f64 class lookup  -> s1_*_q
//   stage 1: f16 min                                                -> s2_*_q
//   stage 2: output modifiers, destination half merge, exec         -> s3_*_q (result)

module cutlm_valu_lane import cutlm_valu_pkg::*; (
  input  logic        clk_i,
  input  logic        rst_ni,

  // Issue
  input  logic        issue_valid_i,
  input  logic [1:0]  issue_src_hi_i,   // opsel [0] src0, [1] src1
  input  logic        issue_flush_in_i,
  input  logic [1:0]  issue_abs_i,
  input  logic [1:0]  issue_neg_i,
  input  logic [63:0] issue_src0_i,
  input  logic [31:0] issue_src1_i,
  input  logic [31:0] issue_vdst_old_i,

  // Stage 1
  input  logic        s1_valid_i,
  input  logic        s1_ieee_i,

  // Stage 2
  input  logic        s2_valid_i,
  input  valu_op_e    s2_op_i,
  input  valu_ctrl_t  s2_ctrl_i,
  input  logic        s2_exec_i,

  // Stage 3 (result); the class bit is not yet gated by exec or op
  output logic [31:0] result_data_o,
  output logic        result_class_hit_o
);

  // ---------------------------------------------------------------------------------------------
  // Issue: operands
  // ---------------------------------------------------------------------------------------------
  logic [15:0]             issue_a, issue_b;
  logic [63:0]             issue_src0_f64;
  logic [NumFpClasses-1:0] issue_class;
  logic                    issue_class_hit;

  cutlm_f16_operand u_operand_a (
    .raw_i      (issue_src0_i[31:0]),
    .hi_i       (issue_src_hi_i[0]),
    .flush_in_i (issue_flush_in_i),
    .abs_i      (issue_abs_i[0]),
    .neg_i      (issue_neg_i[0]),
    .value_o    (issue_a)
  );

  cutlm_f16_operand u_operand_b (
    .raw_i      (issue_src1_i),
    .hi_i       (issue_src_hi_i[1]),
    .flush_in_i (issue_flush_in_i),
    .abs_i      (issue_abs_i[1]),
    .neg_i      (issue_neg_i[1]),
    .value_o    (issue_b)
  );

  // f64 abs/neg touch only the sign; no flush, the class reads the raw bits.
  assign issue_src0_f64 = {(issue_src0_i[63] & ~issue_abs_i[0]) ^ issue_neg_i[0],
                           issue_src0_i[62:0]};

  cutlm_f64_class u_class (
    .value_i (issue_src0_f64),
    .class_o (issue_class)
  );

  // src1 bits above the class mask are don't-care for the compare.
  assign issue_class_hit = |(issue_class & issue_src1_i[NumFpClasses-1:0]);

  logic [15:0] s1_a_q, s1_b_q;
  logic        s1_class_hit_q;
  logic [31:0] s1_vdst_old_q;

  // Data registers load only with a valid instruction, so idle cycles do not toggle them.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s1_a_q         <= '0;
      s1_b_q         <= '0;
      s1_class_hit_q <= 1'b0;
      s1_vdst_old_q  <= '0;
    end else if (issue_valid_i) begin
      s1_a_q         <= issue_a;
      s1_b_q         <= issue_b;
      s1_class_hit_q <= issue_class_hit;
      s1_vdst_old_q  <= issue_vdst_old_i;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Stage 1: min
  // ---------------------------------------------------------------------------------------------
  logic [15:0] s1_min;

  cutlm_f16_min u_min (
    .a_i    (s1_a_q),
    .b_i    (s1_b_q),
    .ieee_i (s1_ieee_i),
    .min_o  (s1_min)
  );

  logic [15:0] s2_min_q;
  logic        s2_class_hit_q;
  logic [31:0] s2_vdst_old_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s2_min_q       <= '0;
      s2_class_hit_q <= 1'b0;
      s2_vdst_old_q  <= '0;
    end else if (s1_valid_i) begin
      s2_min_q       <= s1_min;
      s2_class_hit_q <= s1_class_hit_q;
      s2_vdst_old_q  <= s1_vdst_old_q;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Stage 2: output modifiers and destination merge
  // ---------------------------------------------------------------------------------------------
  logic [15:0] s2_f16;
  logic [31:0] s2_merged;
  logic [31:0] s2_data;

  cutlm_f16_outmod u_outmod (
    .value_i      (s2_min_q),
    .ieee_i       (s2_ctrl_i.ieee),
    .flush_out_i  (s2_ctrl_i.flush_out),
    .omod_i       (s2_ctrl_i.omod),
    .clamp_i      (s2_ctrl_i.clamp),
    .dx10_clamp_i (s2_ctrl_i.dx10_clamp),
    .value_o      (s2_f16)
  );

  // The other half of the destination keeps its old value.
  assign s2_merged = s2_ctrl_i.dst_hi ? {s2_f16, s2_vdst_old_q[15:0]}
                                      : {s2_vdst_old_q[31:16], s2_f16};

  // Inactive lanes, and ops that do not write a VGPR, hand back the old value.
  assign s2_data = (s2_exec_i && (s2_op_i == ValuOpMinF16)) ? s2_merged : s2_vdst_old_q;

  logic [31:0] s3_data_q;
  logic        s3_class_hit_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s3_data_q      <= '0;
      s3_class_hit_q <= 1'b0;
    end else if (s2_valid_i) begin
      s3_data_q      <= s2_data;
      s3_class_hit_q <= s2_class_hit_q;
    end
  end

  assign result_data_o      = s3_data_q;
  assign result_class_hit_o = s3_class_hit_q;

endmodule
