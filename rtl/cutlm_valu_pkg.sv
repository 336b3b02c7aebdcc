// Copyright cutlm contributors.
//
// Shared types of the cutlm VALU datapath (RDNA3 / gfx1100): one SIMD32. The operations, the
// functional units and which unit runs which operation are generated from the ISA data
// (cutlm_valu_ops_pkg, scripts/gen_rtl_ops.py); this package holds what every unit agrees on.

package cutlm_valu_pkg;

  // A package offers its constants to every unit; a build that leaves a unit out (CUTLM_RTL_UNITS)
  // leaves some unused, which is no design error.
  /* verilator lint_off UNUSEDPARAM */

  // A SIMD32: a wave32 instruction is one pass, a wave64 instruction two (lanes 0-31, then 32-63),
  // each an issue of its own.
  localparam int unsigned NumLanes = 32;

  // The MODE register's bits [9:0] (ISA guide, "MODE"), in that bit order (a packed struct lists
  // its most significant field first), so the raw bits cast to it.
  typedef struct packed {
    logic       ieee;            // [9]   IEEE NaN rules (quieting, min/max)
    logic       dx10_clamp;      // [8]   clamp takes NaN to 0
    logic [1:0] denorm_f64_f16;  // [7:6] FP_DENORM for f64 and f16
    logic [1:0] denorm_f32;      // [5:4] FP_DENORM for f32
    logic [1:0] round_f64_f16;   // [3:2] FP_ROUND for f64 and f16
    logic [1:0] round_f32;       // [1:0] FP_ROUND for f32
  } valu_mode_t;

  // FP_ROUND values.
  localparam logic [1:0] RoundNearestEven = 2'd0;
  localparam logic [1:0] RoundPlusInf     = 2'd1;
  localparam logic [1:0] RoundMinusInf    = 2'd2;
  localparam logic [1:0] RoundToZero      = 2'd3;

  // FP_DENORM values: bit 0 keeps input denormals, bit 1 keeps output denormals; a cleared bit
  // flushes them to a zero of their sign.
  localparam int unsigned DenormKeepInput  = 0;
  localparam int unsigned DenormKeepOutput = 1;

  // VOP3 output modifier.
  typedef enum logic [1:0] {
    OmodNone = 2'd0,
    OmodMul2 = 2'd1,
    OmodMul4 = 2'd2,
    OmodDiv2 = 2'd3
  } omod_e;

  // What one lane of a unit is given. Sources are raw bits as the model routes them (see
  // rtl/README.md): no modifier is applied yet, 32-bit operands in [31:0] with [63:32] zero.
  typedef struct packed {
    logic [63:0] src0;
    logic [63:0] src1;
    logic [63:0] src2;
    logic [63:0] vdst_old;  // the destination before the write (accumulators, half merges)
    logic        mask_in;   // this lane's VCC / SGPR-pair bit (cndmask, carry in)
    logic [2:0]  abs;       // bit i: |src i|
    logic [2:0]  neg;       // bit i: -src i
    logic [3:0]  opsel;     // bit i: src i from [31:16]; bit 3: result to [31:16]
    logic        clamp;
    omod_e       omod;
    valu_mode_t  mode;
  } valu_lane_in_t;

  // What one lane of a unit returns. Inactive lanes are handled outside the units.
  typedef struct packed {
    logic [63:0] data;  // the destination's new value ([31:0] for a 32-bit destination)
    logic        mask;  // the lane's bit of a scalar result: compare, class, carry/borrow out
  } valu_lane_out_t;

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

  /* verilator lint_on UNUSEDPARAM */

endpackage
