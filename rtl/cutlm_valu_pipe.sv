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
  // Stages 2..Latency. Only the valid bits move from stage to stage; an issue's payload (op, tag,
  // exec, lane results) is written once into a small result buffer and read when its valid bit
  // reaches the last stage. With a fixed latency results leave in the order they came, so the
  // buffer is a ring of as many entries as issues can be in stages 2..Latency at once:
  // ceil((Latency - 1) / IssueInterval). (Moving 2,080 bits of lane results through every stage
  // cost the simulator most of its time in the 38-cycle f64 units.)
  // ---------------------------------------------------------------------------------------------
  if (Latency == 1) begin : gen_no_stages
    assign valid_o = valid_i;
    assign op_o    = op_i;
    assign tag_o   = tag_i;
    assign exec_o  = exec_i;
    assign lanes_o = lanes_i;
  end else begin : gen_stages
    localparam int unsigned Depth   = (Latency - 1 + IssueInterval - 1) / IssueInterval;
    localparam int unsigned PtrBits = (Depth > 1) ? $clog2(Depth) : 1;

    typedef struct packed {
      valu_op_e                      op;
      logic [15:0]                   tag;
      logic [NumLanes-1:0]           exec;
      valu_lane_out_t [NumLanes-1:0] lanes;
    } pipe_entry_t;

    logic [Latency:2]   stage_valid_q;   // stage s at bit s
    pipe_entry_t        entry_q [Depth];
    logic [PtrBits-1:0] write_ptr_q, read_ptr_q;

    function automatic logic [PtrBits-1:0] next_ptr(logic [PtrBits-1:0] ptr);
      return (32'(ptr) == Depth - 1) ? '0 : ptr + 1'b1;
    endfunction

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        stage_valid_q <= '0;
        write_ptr_q   <= '0;
        read_ptr_q    <= '0;
      end else begin
        stage_valid_q <= (stage_valid_q << 1) | (Latency - 1)'(valid_i);
        if (valid_i) begin
          write_ptr_q <= next_ptr(write_ptr_q);
        end
        if (stage_valid_q[Latency]) begin
          read_ptr_q <= next_ptr(read_ptr_q);
        end
      end
    end

    // Payload loads only behind a valid result: bubbles leave the buffer (and the waveform)
    // still. No reset: an entry is read only after it was written.
    always_ff @(posedge clk_i) begin
      if (valid_i) begin
        entry_q[write_ptr_q] <= '{op: op_i, tag: tag_i, exec: exec_i, lanes: lanes_i};
      end
    end

    assign valid_o = stage_valid_q[Latency];
    assign op_o    = entry_q[read_ptr_q].op;
    assign tag_o   = entry_q[read_ptr_q].tag;
    assign exec_o  = entry_q[read_ptr_q].exec;
    assign lanes_o = entry_q[read_ptr_q].lanes;

`ifndef SYNTHESIS
    // The ring never overruns: an entry is written only when its slot's previous issue has left
    // (or leaves on this edge), which the issue interval guarantees.
    // (checking_q: the checks start after reset without a synchronous use of rst_ni.)
    logic [PtrBits:0] in_flight_q;
    logic             checking_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        in_flight_q <= '0;
        checking_q  <= 1'b0;
      end else begin
        in_flight_q <= in_flight_q + (PtrBits+1)'(valid_i) - (PtrBits+1)'(stage_valid_q[Latency]);
        checking_q  <= 1'b1;
      end
    end
    always_ff @(posedge clk_i) begin
      if (checking_q) begin
        assert (32'(in_flight_q) + 32'(valid_i) - 32'(stage_valid_q[Latency]) <= Depth)
          else $error("cutlm_valu_pipe: result buffer overrun (%0d entries)", Depth);
      end
    end
`endif
  end

endmodule
