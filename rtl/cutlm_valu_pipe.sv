// Copyright cutlm contributors.
//
// The pipeline of one functional unit after its issue register. cutlm_valu_units holds each
// unit's issue register (stage 1: the operands, loaded on the clock edge that ends the issue
// cycle); the unit's lanes compute from it combinationally, and this module carries their results
// through stages 2..Latency, so a result leaves the unit Latency cycles after its issue. A new
// issue is taken every IssueInterval cycles (ready_o low in between). The unit's latency and rate
// are its two parameters, stated (with their evidence) where the unit instantiates this.

module cutlm_valu_pipe
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
#(
  parameter int unsigned Latency       = 5,
  parameter int unsigned IssueInterval = 1
) (
  input  logic                           clk_i,
  input  logic                           rst_ni,

  input  logic                           valid_i,   // stage 1 holds an issue
  input  valu_op_e                       op_i,
  input  logic [15:0]                    tag_i,
  input  logic [NumLanes-1:0]            exec_i,
  input  valu_lane_out_t [NumLanes-1:0]  lanes_i,   // the lanes' results from stage 1
  output logic                           ready_o,

  output logic                           valid_o,
  output valu_op_e                       op_o,
  output logic [15:0]                    tag_o,
  output logic [NumLanes-1:0]            exec_o,
  output valu_lane_out_t [NumLanes-1:0]  lanes_o
);

  if (Latency < 1) begin : gen_latency_check
    $error("cutlm_valu_pipe: Latency must be at least 1");
  end
  if (IssueInterval < 1) begin : gen_interval_check
    $error("cutlm_valu_pipe: IssueInterval must be at least 1");
  end

  // ---------------------------------------------------------------------------------------------
  // Issue rate. valid_i is the issue register's valid bit, one cycle after the issue was taken, so
  // the unit is busy from that cycle on: IssueInterval - 1 cycles after the issue in all.
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned BusyBits = (IssueInterval > 2) ? $clog2(IssueInterval - 1) : 1;

  if (IssueInterval > 1) begin : gen_busy
    logic [BusyBits-1:0] busy_d, busy_q;

    assign ready_o = (busy_q == '0) && !valid_i;
    always_comb begin
      busy_d = busy_q;
      if (valid_i) begin
        busy_d = BusyBits'(IssueInterval - 2);
      end else if (busy_q != '0) begin
        busy_d = busy_q - 1'b1;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        busy_q <= '0;
      end else begin
        busy_q <= busy_d;
      end
    end
  end else begin : gen_no_busy
    assign ready_o = 1'b1;
  end

  // ---------------------------------------------------------------------------------------------
  // Stages 2..Latency; stage s holds what was issued s cycles ago (stage 1 is the input).
  // ---------------------------------------------------------------------------------------------
  if (Latency == 1) begin : gen_no_stages
    assign valid_o = valid_i;
    assign op_o    = op_i;
    assign tag_o   = tag_i;
    assign exec_o  = exec_i;
    assign lanes_o = lanes_i;
  end else begin : gen_stages
    logic                          stage_valid_q [2:Latency];
    valu_op_e                      stage_op_q    [2:Latency];
    logic [15:0]                   stage_tag_q   [2:Latency];
    logic [NumLanes-1:0]           stage_exec_q  [2:Latency];
    valu_lane_out_t [NumLanes-1:0] stage_lanes_q [2:Latency];

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        for (int unsigned s = 2; s <= Latency; s++) begin
          stage_valid_q[s] <= 1'b0;
        end
      end else begin
        stage_valid_q[2] <= valid_i;
        for (int unsigned s = 3; s <= Latency; s++) begin
          stage_valid_q[s] <= stage_valid_q[s-1];
        end
      end
    end

    // Payload registers load only behind a valid result: bubbles leave them (and the waveform)
    // still.
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        for (int unsigned s = 2; s <= Latency; s++) begin
          stage_op_q[s]    <= ValuOpNone;
          stage_tag_q[s]   <= '0;
          stage_exec_q[s]  <= '0;
          stage_lanes_q[s] <= '0;
        end
      end else begin
        if (valid_i) begin
          stage_op_q[2]    <= op_i;
          stage_tag_q[2]   <= tag_i;
          stage_exec_q[2]  <= exec_i;
          stage_lanes_q[2] <= lanes_i;
        end
        for (int unsigned s = 3; s <= Latency; s++) begin
          if (stage_valid_q[s-1]) begin
            stage_op_q[s]    <= stage_op_q[s-1];
            stage_tag_q[s]   <= stage_tag_q[s-1];
            stage_exec_q[s]  <= stage_exec_q[s-1];
            stage_lanes_q[s] <= stage_lanes_q[s-1];
          end
        end
      end
    end

    assign valid_o = stage_valid_q[Latency];
    assign op_o    = stage_op_q[Latency];
    assign tag_o   = stage_tag_q[Latency];
    assign exec_o  = stage_exec_q[Latency];
    assign lanes_o = stage_lanes_q[Latency];
  end

endmodule
