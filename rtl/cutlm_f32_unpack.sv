// Copyright cutlm contributors.
//
// Unpacks a binary32 value for arithmetic: its class and, for a finite nonzero value, a
// normalised 24-bit significand with an unbiased exponent wide enough for denormals
// (value = man_o / 2^23 * 2^exp_o), so the datapath after it never sees a denormal. The input
// flush of MODE is applied before this module: a denormal reaching it is a kept denormal.

module cutlm_f32_unpack (
  input  logic [31:0]        x_i,
  output logic               sign_o,
  output logic               zero_o,
  output logic               inf_o,
  output logic               nan_o,
  output logic               snan_o,
  output logic signed [11:0] exp_o,  // unbiased exponent of man_o[23]
  output logic [23:0]        man_o   // man_o[23] set unless the value is zero, inf or NaN
);

  logic [7:0]  exp_field;
  logic [22:0] frac;
  assign exp_field = x_i[30:23];
  assign frac      = x_i[22:0];

  assign sign_o = x_i[31];
  assign zero_o = (exp_field == 8'd0) && (frac == '0);
  assign inf_o  = (exp_field == 8'hff) && (frac == '0);
  assign nan_o  = (exp_field == 8'hff) && (frac != '0);
  assign snan_o = nan_o && !frac[22];

  // Leading zeros of a denormal's {0, frac} (1..23): the shift that normalises it.
  logic [4:0] den_lz;
  always_comb begin
    den_lz = 5'd23;
    for (int unsigned i = 0; i < 23; i++) begin
      if (frac[i]) begin
        den_lz = 5'(23 - i);  // the highest set bit is found last
      end
    end
  end

  always_comb begin
    if (exp_field != 8'd0) begin
      man_o = {1'b1, frac};
      exp_o = $signed({4'd0, exp_field}) - 12'sd127;
    end else begin
      // A denormal is 0.frac * 2^-126; zero gives a zero significand (its exponent is unused).
      man_o = {1'b0, frac} << den_lz;
      exp_o = -12'sd126 - $signed({7'd0, den_lz});
    end
  end

endmodule
