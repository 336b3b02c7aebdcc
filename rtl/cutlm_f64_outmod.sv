// Copyright cutlm contributors.
//
// What happens to a float result after its operation, per docs/valu-semantics.md (V_MIN_F16
// steps 4 and 5, which "Floating-point arithmetic" and "Conversions" apply to every float
// result): MODE's output flush, then the VOP3 output modifier omod, then clamp, then the output
// flush again. For the result's own format (ExpBits/FracBits: f64 11/52, f32 8/23).
// - omod (x2, x4, x0.5) only when omod_en_i: the caller gives MODE.IEEE clear and output
//   denormals flushed (AMD: output modifiers are ignored in IEEE mode and with output denormals
//   enabled). The input is then never a denormal (flushed just before), so scaling is exact or
//   overflows to infinity of the sign, or falls below the normal range, where the last flush
//   makes it a zero of its sign; a NaN and an infinity pass unchanged; a zero becomes +0 (AMD:
//   "-0 is flushed to +0").
// - clamp to [+0.0, +1.0]: negative values and -0 give +0, values above 1.0 give 1.0; a NaN gives
//   +0 when MODE.DX10_CLAMP is set and passes unchanged otherwise.

module cutlm_f64_outmod
  import cutlm_valu_pkg::*;
#(
  parameter int unsigned ExpBits  = 11,
  parameter int unsigned FracBits = 52
) (
  input  logic [ExpBits+FracBits:0] r_i,
  input  logic                      flush_out_i,
  input  logic                      omod_en_i,
  input  omod_e                     omod_i,
  input  logic                      clamp_i,
  input  logic                      dx10_clamp_i,
  output logic [ExpBits+FracBits:0] r_o
);

  localparam int unsigned Width    = ExpBits + FracBits + 1;
  localparam int          Bias     = (1 << (ExpBits - 1)) - 1;
  localparam int          MaxField = (1 << ExpBits) - 1;

  localparam logic [Width-1:0] PosZero = '0;
  localparam logic [Width-1:0] PosOne  = {1'b0, ExpBits'(Bias), {FracBits{1'b0}}};

  function automatic logic [Width-1:0] flush(logic [Width-1:0] v, logic en);
    logic [Width-1:0] f;
    f = v;
    if (en && v[Width-2:FracBits] == '0) begin
      f[FracBits-1:0] = '0;
    end
    return f;
  endfunction

  logic [Width-1:0] flushed, scaled, clamped;
  logic             is_nan, is_inf, is_zero;
  int               field, new_field;

  always_comb begin
    flushed = flush(r_i, flush_out_i);
    field   = int'(flushed[Width-2:FracBits]);
    is_nan  = (field == MaxField) && (flushed[FracBits-1:0] != '0);
    is_inf  = (field == MaxField) && (flushed[FracBits-1:0] == '0);
    is_zero = (flushed[Width-2:0] == '0);

    unique case (omod_i)
      OmodMul2: new_field = field + 1;
      OmodMul4: new_field = field + 2;
      OmodDiv2: new_field = field - 1;
      default:  new_field = field;
    endcase

    scaled = flushed;
    if (omod_en_i && omod_i != OmodNone && !is_nan && !is_inf) begin
      if (is_zero) begin
        scaled = PosZero;
      end else if (new_field >= MaxField) begin
        scaled = {flushed[Width-1], {ExpBits{1'b1}}, {FracBits{1'b0}}};
      end else if (new_field <= 0) begin
        scaled = {flushed[Width-1], {(Width-1){1'b0}}};
      end else begin
        scaled = {flushed[Width-1], ExpBits'(new_field), flushed[FracBits-1:0]};
      end
    end

    clamped = scaled;
    if (clamp_i) begin
      if ((scaled[Width-2:FracBits] == {ExpBits{1'b1}}) && (scaled[FracBits-1:0] != '0)) begin
        clamped = dx10_clamp_i ? PosZero : scaled;
      end else if (scaled[Width-1]) begin
        clamped = PosZero;
      end else if (scaled[Width-2:0] > PosOne[Width-2:0]) begin
        clamped = PosOne;
      end
    end

    r_o = flush(clamped, flush_out_i);
  end

endmodule
