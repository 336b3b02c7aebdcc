// Copyright cutlm contributors.
//
// Shared types and parameters of the cutlm VALU datapath (RDNA3 / gfx1100 compute-unit model).

package cutlm_valu_pkg;

  // Wave64: every instruction carries one operand set per lane.
  localparam int unsigned NumLanes = 64;

  // Cycles from issue to result. The datapath is split into three register stages:
  //   stage 1: operands selected (half, flush-in, abs/neg), f64 class looked up
  //   stage 2: f16 min selected
  //   stage 3: output modifiers applied, destination merged (drives the result ports)
  // cutlm_valu checks at elaboration that this matches the stages it builds.
  localparam int unsigned ValuLatency = 3;

  typedef enum logic [1:0] {
    ValuOpNone        = 2'd0,
    ValuOpMinF16      = 2'd1,
    ValuOpCmpClassF64 = 2'd2
  } valu_op_e;

  // VOP3 output modifier encoding.
  typedef enum logic [1:0] {
    OmodNone = 2'd0,
    OmodMul2 = 2'd1,
    OmodMul4 = 2'd2,
    OmodDiv2 = 2'd3
  } omod_e;

  // Mode and modifier bits that are still needed after the issue stage; the source-side bits
  // (abs, neg, src half select, flush-in) are consumed while the operands are fetched.
  typedef struct packed {
    logic  ieee;
    logic  dx10_clamp;
    logic  flush_out;
    logic  clamp;
    omod_e omod;
    logic  dst_hi;
  } valu_ctrl_t;

  // V_CMP_CLASS mask bit positions (src1 bits [9:0]).
  localparam int unsigned NumFpClasses   = 10;
  localparam int unsigned FpClassSNan    = 0;
  localparam int unsigned FpClassQNan    = 1;
  localparam int unsigned FpClassNegInf  = 2;
  localparam int unsigned FpClassNegNorm = 3;
  localparam int unsigned FpClassNegDen  = 4;
  localparam int unsigned FpClassNegZero = 5;
  localparam int unsigned FpClassPosZero = 6;
  localparam int unsigned FpClassPosDen  = 7;
  localparam int unsigned FpClassPosNorm = 8;
  localparam int unsigned FpClassPosInf  = 9;

endpackage
