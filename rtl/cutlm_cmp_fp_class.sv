// Copyright cutlm contributors.
//
// The class of a float operand as a one-hot vector in V_CMP_CLASS mask order (cutlm_valu_pkg
// FpClass*), following the order of tests in AMD's V_CMP_CLASS_F16/F32/F64 pseudocode (RDNA3
// ISA guide): signalling NaN, quiet NaN, infinity, normal (exponent above 0), denormal (nonzero
// with a zero exponent), zero. It reads the raw fields: a denormal is a denormal whatever the
// MODE denormal setting (docs/valu-semantics.md, V_CMP_CLASS_F64 and "Floating-point compares
// and classes"). Written after the old datapath's cutlm_f64_class, for any format.

module cutlm_cmp_fp_class
  import cutlm_valu_pkg::*;
(
  input  logic                    sign_i,
  input  logic                    exp_zero_i,
  input  logic                    exp_max_i,
  input  logic                    mant_zero_i,
  input  logic                    quiet_i,
  output logic [NumFpClasses-1:0] class_o
);

  always_comb begin
    class_o = '0;
    if (exp_max_i) begin
      if (mant_zero_i) begin
        class_o[sign_i ? FpClassNegInf : FpClassPosInf] = 1'b1;
      end else if (quiet_i) begin
        class_o[FpClassQNan] = 1'b1;
      end else begin
        class_o[FpClassSNan] = 1'b1;
      end
    end else if (!exp_zero_i) begin
      class_o[sign_i ? FpClassNegNorm : FpClassPosNorm] = 1'b1;
    end else if (!mant_zero_i) begin
      class_o[sign_i ? FpClassNegDen : FpClassPosDen] = 1'b1;
    end else begin
      class_o[sign_i ? FpClassNegZero : FpClassPosZero] = 1'b1;
    end
  end

endmodule
