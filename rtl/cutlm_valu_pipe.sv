// Copyright cutlm contributors.
//
// The pipeline of one functional unit: carries an issue's lane results from the cycle it is
// issued to the cycle it leaves the unit, Latency cycles later, and takes a new issue every
// IssueInterval cycles (ready_o low in between). Each unit's lanes compute combinationally in the
// issue cycle; the registers here stand for the unit's pipeline stages, so the unit's latency and
// rate are its two parameters, stated (with their evidence) where the unit instantiates this.

module cutlm_valu_pipe
  import cutlm_valu_pkg::*;
  import cutlm_valu_ops_pkg::*;
#(
  parameter int unsigned Latency       = 5,
  parameter int unsigned IssueInterval = 1
) (
  input  logic                           clk_i,
  input  logic                           rst_ni,

  input  logic                           valid_i,
  input  valu_op_e                       op_i,
  input  logic [15:0]                    tag_i,
  input  logic [NumLanes-1:0]            exec_i,
  input  valu_lane_out_t [NumLanes-1:0]  lanes_i,
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
  // Issue rate: after an issue the unit is busy for IssueInterval - 1 cycles.
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned BusyBits = (IssueInterval > 1) ? $clog2(IssueInterval) : 1;

  logic [BusyBits-1:0] busy_d, busy_q;

  assign ready_o = (busy_q == '0);

  always_comb begin
    busy_d = busy_q;
    if (valid_i && ready_o) begin
      busy_d = BusyBits'(IssueInterval - 1);
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

  // ---------------------------------------------------------------------------------------------
  // Stages 1..Latency; stage s holds what was issued s cycles ago.
  // ---------------------------------------------------------------------------------------------
  logic                          stage_valid_q [1:Latency];
  valu_op_e                      stage_op_q    [1:Latency];
  logic [15:0]                   stage_tag_q   [1:Latency];
  logic [NumLanes-1:0]           stage_exec_q  [1:Latency];
  valu_lane_out_t [NumLanes-1:0] stage_lanes_q [1:Latency];

  logic issue_taken;
  assign issue_taken = valid_i && ready_o;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int unsigned s = 1; s <= Latency; s++) begin
        stage_valid_q[s] <= 1'b0;
      end
    end else begin
      stage_valid_q[1] <= issue_taken;
      for (int unsigned s = 2; s <= Latency; s++) begin
        stage_valid_q[s] <= stage_valid_q[s-1];
      end
    end
  end

  // Payload registers load only behind a valid issue: bubbles leave them (and the waveform) still.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int unsigned s = 1; s <= Latency; s++) begin
        stage_op_q[s]    <= ValuOpNone;
        stage_tag_q[s]   <= '0;
        stage_exec_q[s]  <= '0;
        stage_lanes_q[s] <= '0;
      end
    end else begin
      if (issue_taken) begin
        stage_op_q[1]    <= op_i;
        stage_tag_q[1]   <= tag_i;
        stage_exec_q[1]  <= exec_i;
        stage_lanes_q[1] <= lanes_i;
      end
      for (int unsigned s = 2; s <= Latency; s++) begin
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

endmodule
