"""Directed programs of the cvt unit: every conversion on hashed and edge inputs under five
MODE settings (one block per setting), wave32 and wave64."""
from asm import EdgePatcher, comment, hash_regs, ins, lane_id, unary_list

# f32 edges: zeros, infinities, NaNs (quiet, signalling, with payload), +-1, +-0.5, rounding
# ties, integer and 16-bit saturation bounds, denormals, f16 range ends and ties.
F32_EDGES = [
    "0x0", "0x80000000", "0x7f800000", "0xff800000", "0x7fc00000", "0x7fa00001",
    "0xffc00123", "0x3f800000", "0xbf800000", "0x3f000000", "0xbf000000", "0x3fc00000",
    "0xc0200000", "0x3effffff", "0x4effffff", "0x4f000000", "0xcf000000", "0xcf000001",
    "0x4f7fffff", "0x4f800000", "0x477fff00", "0x477fff80", "0x46fffe00", "0xc7000000",
    "0xc7000100", "0x437f0000", "0x437f8000", "0x437f7fff", "0x1", "0x807fffff", "0x800000",
    "0x80800000", "0x7f7fffff", "0x477fe000", "0x477ff000", "0x38800000", "0x387fc000",
    "0x33800000", "0xb3000001", "0x3f7fffff", "0xbf7fffff", "0x3f7fff00"]
F16_EDGES = [
    0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7d01, 0xfe23, 0x3c00, 0xbc00, 0x3800, 0xb800,
    0x3e00, 0xc100, 0x37ff, 0x7bff, 0xfbff, 0x0001, 0x83ff, 0x0400, 0x8400, 0x3bff, 0xbbff,
    0x7800, 0x77ff, 0x5bf8, 0x5bfc, 0xd800]
INT_EDGES = [
    "0x0", "0x1", "0xffffffff", "0x80000000", "0x7fffffff", "0xffff", "0x8000", "0x7fff",
    "0xffff8000", "0x10000", "0x7fff7fff", "0x80008000", "0xffe0", "0xff00ff", "0xfff0", "0x7",
    "0x8", "0xf"]


def f16_pairs(high_offset):
    """Every f16 edge in the low half, another (high_offset + 5k apart) in the high half."""
    n = len(F16_EDGES)
    return [hex(F16_EDGES[(high_offset + 5 * k) % n] << 16 | lo)
            for k, lo in enumerate(F16_EDGES)]


def inputs(wave64):
    out = [ins("s_mov_b32 exec_lo, -1")]
    if wave64:
        out.append(ins("s_mov_b32 exec_hi, -1"))
    out += lane_id(wave64=wave64)
    out += hash_regs(["v1", "v2", "v3", "v4", "v5", "v6"], "v9")
    for reg in ("v3", "v4"):  # f32 exponents 2^-3 .. 2^28
        out += [ins(f"v_bfe_u32 v9, {reg}, 24, 5"), ins("v_add_nc_u32 v9, 0x7c, v9"),
                ins(f"v_and_b32 {reg}, 0x807fffff, {reg}"),
                ins(f"v_lshl_or_b32 {reg}, v9, 23, {reg}")]
    for reg in ("v5", "v6"):  # two f16 each, exponents 2^-6 .. 2^9
        out += [ins(f"v_and_b32 v9, 0x3c003c00, {reg}"), ins("v_lshrrev_b32 v9, 1, v9"),
                ins("v_add_nc_u32 v9, 0x24002400, v9"),
                ins(f"v_bfi_b32 {reg}, 0x7c007c00, v9, {reg}")]
    edges = EdgePatcher(wave64)
    out += edges.patch("v1", F32_EDGES[1::2])
    out += edges.patch("v2", F32_EDGES[0::2])
    out += edges.patch("v3", F32_EDGES)
    out += edges.patch("v4", F32_EDGES)
    out += edges.patch("v5", f16_pairs(5))
    out += edges.patch("v6", f16_pairs(6))
    out += [ins("v_mov_b32 v7, v1"), ins("v_lshrrev_b32 v8, 9, v2")]
    out += edges.patch("v7", INT_EDGES)
    out += edges.patch("v8", INT_EDGES)
    return out


MODES = [
    ("round nearest even, denormals kept, IEEE (the launch default)",
     ["s_round_mode 0x0", "s_denorm_mode 0xf", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1"]),
    ("round toward +inf (f32) / -inf (f16), f32 denormals flushed",
     ["s_round_mode 0x9", "s_denorm_mode 0xc"]),
    ("round toward -inf (f32) / zero (f16), f16 denormals flushed, IEEE off, DX10 clamp",
     ["s_round_mode 0xe", "s_denorm_mode 0x3", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 0",
      "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1"]),
    ("round toward zero (f32) / +inf (f16), all denormals flushed, IEEE off, no DX10 clamp",
     ["s_round_mode 0x7", "s_denorm_mode 0x0", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 0"]),
    ("round nearest, input denormals kept, output flushed, IEEE off",
     ["s_round_mode 0x0", "s_denorm_mode 0x5"]),
]


def body_f32_int():
    out = []
    full = ["v1", "v2", "v3", "v4", "-v3", "|v4|", "-|v1| clamp", "v2 mul:2", "0.5", "-4.0",
            "0x4f000000"]
    for op in ("v_cvt_i32_f32", "v_cvt_u32_f32", "v_cvt_floor_i32_f32", "v_cvt_nearest_i32_f32"):
        srcs = full if op in ("v_cvt_i32_f32", "v_cvt_u32_f32") else full[:7] + full[8:]
        out += unary_list(op, "v10", srcs[:4]) + unary_list(op, "v11", srcs[4:])
    for op in ("v_cvt_pk_i16_f32", "v_cvt_pk_u16_f32"):
        out += [ins(f"{op} v12, {s}") for s in
                ("v3, v4", "v1, v2", "-v4, |v3| clamp", "v3, 0x47000000")]
    out += [ins(f"v_cvt_pk_u8_f32 v13, {src}, {byte}, {acc}")
            for byte in range(4) for src, acc in (("v3", "v7"), ("v4", "v8"))]
    out += [ins(f"v_cvt_pk_u8_f32 v13, {s}") for s in
            ("v1, v8, v2", "-v3, v7, v4", "|v4|, 2, v13", "0x437f8000, 1, v1")]
    return out


def body_int_float():
    out = []
    srcs = ["v1", "v7", "v8", "v2 mul:2", "v7 clamp mul:4", "v8 div:2", "v1 clamp", "-1",
            "0x7fffffff"]
    for op in ("v_cvt_f32_i32", "v_cvt_f32_u32", "v_cvt_f32_ubyte0", "v_cvt_f32_ubyte1",
               "v_cvt_f32_ubyte2", "v_cvt_f32_ubyte3", "v_cvt_off_f32_i4"):
        out += unary_list(op, "v10", srcs[:3]) + unary_list(op, "v11", srcs[3:])
    for op in ("v_cvt_f16_i16", "v_cvt_f16_u16"):
        out += unary_list(op, "v12", ["v1", "v5", "v7", "v8", "v2 mul:2", "v7 clamp mul:4",
                                      "v8 div:2", "v6 clamp", "0xfff0"])
    out += unary_list("v_cvt_i32_i16", "v13", ["v7", "v1"])
    out += unary_list("v_cvt_u32_u16", "v13", ["v8", "v2"])
    for op in ("v_cvt_pk_i16_i32", "v_cvt_pk_u16_u32"):
        out += [ins(f"{op} v14, {s}") for s in ("v7, v8", "v1, v2", "v8, 0x12345", "-1, v7")]
    return out


def body_f16():
    out = []
    for op in ("v_cvt_i16_f16", "v_cvt_u16_f16", "v_cvt_norm_i16_f16", "v_cvt_norm_u16_f16",
               "v_frexp_mant_f16", "v_frexp_exp_i16_f16"):
        out += unary_list(op, "v10", ["v5", "v6", "v1", "-v5", "|v6| clamp", "-|v5| mul:2",
                                      "v6 mul:4", "v2 clamp div:2", "0.5", "-2.0"])
    pairs = ["v5, v6", "v1, v2", "-v6, |v5|", "v5, v6 op_sel:[1,0,0]", "v5, v6 op_sel:[0,1,0]",
             "-|v6|, v5 op_sel:[1,1,0]", "v5, 1.0", "-0.5, v6"]
    for op in ("v_cvt_pk_norm_i16_f16", "v_cvt_pk_norm_u16_f16", "v_pack_b32_f16"):
        out += [ins(f"{op} v11, {s}") for s in pairs]
    out += [ins("v_pack_b32_f16 v11, v5, v6 clamp"), ins("v_pack_b32_f16 v11, v2, v1 clamp")]
    return out


def body_pack():
    out = unary_list("v_cvt_pk_rtz_f16_f32", "v10", [
        "v3, v4", "v1, v2", "v4, v3", "-v3, |v4|", "-|v1|, v2 clamp", "v3, v4 mul:2",
        "v4, v1 clamp mul:4", "v1, v3 div:2", "0.5, v3"])
    for op in ("v_cvt_pk_norm_i16_f32", "v_cvt_pk_norm_u16_f32"):
        out += [ins(f"{op} v10, {s}") for s in
                ("v3, v4", "v1, v2", "v4, v3", "-v3, |v4|", "-|v1|, v2 clamp", "0.5, v3")]
    out += unary_list("v_frexp_mant_f32", "v11", ["v1", "v2", "v3", "v4", "-v1", "|v2| clamp",
                                                  "-|v3| mul:2", "v4 clamp mul:4", "v1 div:2",
                                                  "-4.0"])
    out += unary_list("v_frexp_exp_i32_f32", "v11", ["v1", "v2", "v3", "v4", "-v1",
                                                     "|v2| clamp", "-4.0"])
    return out


INPUTS_COMMENT = [
    "Inputs per lane: v0 the lane id; v1, v2 hashed bits; v3, v4",
    "f32 with random exponents in [2^-3, 2^28] (integer ranges with fractions); v5, v6 two f16 "
    "each",
    "in [2^-6, 2^10); v7, v8 integers; then edge values (zeros, infinities, quiet and signalling",
    "NaNs, rounding ties, saturation bounds, denormals, +-1) patched into different lanes of each.",
    "Every block runs under five MODE settings (rounding, denormals, IEEE, DX10_CLAMP).",
]


def program(what, body, wave64=False, modes=MODES):
    out = [comment(f"Directed cosim program (cvt unit): {what}")]
    out += [comment(c) for c in INPUTS_COMMENT]
    out += inputs(wave64)
    for title, setting in modes:
        out += [comment(f"MODE: {title}")] + [ins(s) for s in setting] + body
    return out + [ins("s_endpgm")]


def programs():
    return {
        "cvt_f32_int.s": program(
            "f32 to integers: v_cvt_i32/u32/floor/nearest, v_cvt_pk_i16/u16_f32, "
            "v_cvt_pk_u8_f32.", body_f32_int()),
        "cvt_int_float.s": program(
            "integers to f32/f16 and integer packing: v_cvt_f32_i32/u32/ubyte0-3, "
            "v_cvt_off_f32_i4, v_cvt_f16_i16/u16, v_cvt_i32_i16, v_cvt_u32_u16, "
            "v_cvt_pk_i16_i32, v_cvt_pk_u16_u32.", body_int_float()),
        "cvt_f16.s": program(
            "f16 sources: v_cvt_i16/u16_f16, v_cvt_norm_i16/u16_f16, v_frexp_mant/exp f16, "
            "v_cvt_pk_norm_*_f16, v_pack_b32_f16, with op_sel halves.", body_f16()),
        "cvt_pack.s": program(
            "f32 packing and frexp: v_cvt_pk_rtz_f16_f32, v_cvt_pk_norm_i16/u16_f32, "
            "v_frexp_mant_f32, v_frexp_exp_i32_f32.", body_pack()),
        "cvt_wave64.s": program(
            "every block in wave64 (both passes; run with --wave64).",
            body_f32_int() + body_int_float() + body_f16() + body_pack(), wave64=True,
            modes=MODES[:3]),
    }
