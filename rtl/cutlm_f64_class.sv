// Copyright cutlm contributors.
//
// IEEE class of an f64 value as a one-hot vector in V_CMP_CLASS mask order. Reads the raw bits:
// a denormal is reported as denormal whatever the denormal mode.

module cutlm_f64_class import cutlm_valu_pkg::*; (
  input  logic [63:0]             value_i,
  output logic [NumFpClasses-1:0] class_o
);

  logic        sign;
  logic [10:0] exponent;
  logic [51:0] mantissa;

  assign {sign, exponent, mantissa} = value_i;

  always_comb begin
    class_o = '0;
    if (exponent == 11'h7ff) begin
      if (mantissa == 52'd0) begin
        class_o[sign ? FpClassNegInf : FpClassPosInf] = 1'b1;
      end else if (mantissa[51]) begin
        class_o[FpClassQNan] = 1'b1;
      end else begin
        class_o[FpClassSNan] = 1'b1;
      end
    end else if (exponent != 11'd0) begin
      class_o[sign ? FpClassNegNorm : FpClassPosNorm] = 1'b1;
    end else if (mantissa != 52'd0) begin
      class_o[sign ? FpClassNegDen : FpClassPosDen] = 1'b1;
    end else begin
      class_o[sign ? FpClassNegZero : FpClassPosZero] = 1'b1;
    end
  end

endmodule
