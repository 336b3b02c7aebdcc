"""The directed program of the f32 unit: all its operations on two sets of 32 lanes under every
rounding x denormal mode, then the VOP3 forms with modifiers under four IEEE/DX10_CLAMP modes."""
from asm import block, comment, ins, lane_loads

# v1-v4 per lane: special values against special values (zeros, denormals, infinities, NaNs,
# extremes, ties) and ldexp exponents; drawn from a fixed seed.
SPECIAL_ROWS = [
    ("0x00000000", "0xbf800000", "0xff800000", "0xffffff6b"),
    ("0x80000000", "0x00000001", "0x3f000000", "0x00000118"),
    ("0x3f800000", "0xff7fffff", "0x3f800001", "0x00000001"),
    ("0xbf800000", "0x4b7fffff", "0x007fffff", "0x80000000"),
    ("0x7f800000", "0x3f800001", "0x3effffff", "0x000003e8"),
    ("0xff800000", "0x7fc00000", "0x7fc00000", "0xffffff81"),
    ("0x7fc00000", "0x807fffff", "0xbf000000", "0xffffffff"),
    ("0xffc00001", "0x3fc00000", "0x00000000", "0xffffffff"),
    ("0x7fa00000", "0x33800000", "0x807fffff", "0xfffffc18"),
    ("0xff800001", "0x3f800000", "0x3f7fffff", "0xfffffc18"),
    ("0x00000001", "0xff800001", "0xffc00001", "0x00000096"),
    ("0x80000001", "0x7f7fffff", "0x3fc00000", "0xfffffc18"),
    ("0x007fffff", "0x4b000000", "0x80000000", "0x00000000"),
    ("0x807fffff", "0x00400000", "0x00800000", "0xfffffffe"),
    ("0x00800000", "0xff800000", "0x33800000", "0x7fffffff"),
    ("0x80800000", "0x007fffff", "0x7fa00000", "0x00000017"),
    ("0x7f7fffff", "0xbf000000", "0xbfc00000", "0x00000118"),
    ("0xff7fffff", "0x3f7fffff", "0x3f800000", "0x00000096"),
    ("0x3f000000", "0x80000000", "0x80800000", "0x000003e8"),
    ("0xbf000000", "0x7fa00000", "0x34000000", "0x00000118"),
    ("0x3fc00000", "0x80800000", "0xff800001", "0xffffffe9"),
    ("0xbfc00000", "0x40200000", "0x40200000", "0x00000017"),
    ("0x40200000", "0x40490fdb", "0xbf800000", "0x0000007f"),
    ("0x4b000000", "0x7f800000", "0x7f7fffff", "0xfffffed4"),
    ("0x4b7fffff", "0x80000001", "0x40490fdb", "0xfffffffe"),
    ("0x3effffff", "0x3f000000", "0x00000001", "0xffffff6b"),
    ("0x3f7fffff", "0x3effffff", "0x4b000000", "0xffffff6b"),
    ("0x33800000", "0x00000000", "0x7f800000", "0x80000000"),
    ("0x34000000", "0xffc00001", "0xff7fffff", "0x7fffffff"),
    ("0x40490fdb", "0x00800000", "0x00400000", "0xffffff6b"),
    ("0x00400000", "0xbfc00000", "0x80000001", "0x00000019"),
    ("0x3f800001", "0x34000000", "0x4b7fffff", "0x00000000"),
]
# v5-v8 per lane: sums and products that cancel (v6 near -v5, v7 near -v5 x v6).
CANCEL_ROWS = [
    ("0x473b05e3", "0xc73b05e2", "0x7d9221b5", "0x00000000"),
    ("0x366e7c0c", "0xb66e7c0c", "0xb66e7c0b", "0x7fffffff"),
    ("0x49f3790d", "0xc9f3790e", "0x813be93f", "0x7fffffff"),
    ("0x3fb4da1c", "0xbfb4da1e", "0xbfb4da1e", "0x00000118"),
    ("0x48434cbf", "0xc8434cbc", "0x81f182a8", "0xffffff81"),
    ("0x42adedf1", "0xc2adedf3", "0xc2adedf0", "0x00000001"),
    ("0x3637097b", "0xb6370978", "0x7dddcf01", "0xffffffde"),
    ("0x3e76b1fd", "0xbe76b1fd", "0xbe76b1ff", "0x0000007f"),
    ("0x41935c59", "0xc1935c5a", "0x494053bc", "0x00000017"),
    ("0x42e854c6", "0xc2e854c7", "0xc2e854c8", "0x00000001"),
    ("0x448ae56c", "0xc48ae56c", "0x2ea17332", "0xfffffc18"),
    ("0x391cbd15", "0xb91cbd14", "0xb91cbd12", "0xfffffffe"),
    ("0x3c9a7240", "0xbc9a7240", "0xbf000000", "0x00000017"),
    ("0x3acd2f4e", "0xbacd2f4e", "0xbacd2f4e", "0x0000000e"),
    ("0x3cf69a3c", "0xbcf69a3d", "0x350cc530", "0xffffffe9"),
    ("0x49800001", "0xc9800000", "0xc9800000", "0x7fffffff"),
    ("0x44b02b7d", "0xc4b02b7c", "0x97933e6c", "0x00000001"),
    ("0x3f853175", "0xbf853175", "0xbf853174", "0x0000007f"),
    ("0x4a35b51a", "0xca35b51a", "0x007fffff", "0x0000007f"),
    ("0x33c2504c", "0xb3c2504e", "0xb3c2504d", "0xffffff81"),
    ("0x3df70f3c", "0xbdf70f3d", "0xfe636a75", "0x00000080"),
    ("0x3520d68c", "0xb520d68e", "0xb520d68c", "0xfffffc18"),
    ("0x4327c372", "0xc327c370", "0x012aa8e4", "0xfffffed4"),
    ("0x34a655fa", "0xb4a655f9", "0xb4a655f9", "0x7fffffff"),
    ("0x38c399ec", "0xb8c399ec", "0x7f70c6ca", "0x00000096"),
    ("0x438de1a3", "0xc38de1a3", "0xc38de1a0", "0x000003e8"),
    ("0x3be5844c", "0xbbe5844d", "0xbedf67b7", "0x0000007f"),
    ("0x49000001", "0xc9000001", "0xc8fffffe", "0xfffffffe"),
    ("0x376ca223", "0xb76ca221", "0x7fc00000", "0x0000007f"),
    ("0x3e78a268", "0xbe78a26a", "0xbe78a266", "0xffffffe9"),
    ("0x4280f0a5", "0xc280f0a5", "0xc6b9f303", "0x00000118"),
    ("0x4a2815a9", "0xca2815aa", "0xca2815a9", "0xffffff6b"),
]

CONSTANTS = block("""
s_mov_b32 s10, 0x3eaaaaab
v_add_f32 v40, 0.5, v1
v_mul_f32 v40, s10, v2
v_fma_f32 v40, v1, 2.0, -1.0
v_min_f32 v40, -4.0, v1
v_ldexp_f32 v40, v1, -3
v_fract_f32 v40, s10
v_mul_f32 v40, 0x3f800001, v9
v_fma_f32 v40, s10, v9, 0x80000001
""")

BINARY = ["v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32"]
MIN3 = ["v_min3_f32", "v_max3_f32", "v_med3_f32", "v_minmax_f32", "v_maxmin_f32"]
ROUNDING = ["v_floor_f32", "v_ceil_f32", "v_trunc_f32", "v_rndne_f32", "v_fract_f32"]


def plain(a, b, c, d):
    """Every operation once on the registers a, b, c (d: ldexp exponents); v40 the result,
    c copied to it before each accumulating form."""
    return ([ins(f"{op} v40, {a}, {b}") for op in BINARY] +
            [ins(f"v_fma_f32 v40, {a}, {b}, {c}"), ins(f"v_mov_b32 v40, {c}"),
             ins(f"v_fmac_f32 v40, {a}, {b}"), ins(f"v_fmaak_f32 v40, {a}, {b}, 0x3f800001"),
             ins(f"v_fmamk_f32 v40, {a}, 0xc0490fdb, {b}"), ins(f"v_min_f32 v40, {a}, {b}"),
             ins(f"v_max_f32 v40, {a}, {b}"), ins(f"v_mul_dx9_zero_f32 v40, {a}, {b}"),
             ins(f"v_fma_dx9_zero_f32 v40, {a}, {b}, {c}"), ins(f"v_mov_b32 v40, {c}"),
             ins(f"v_fmac_dx9_zero_f32 v40, {a}, {b}")] +
            [ins(f"{op} v40, {a}, {b}, {c}") for op in MIN3] +
            [ins(f"v_ldexp_f32 v40, {a}, {d}")] + [ins(f"{op} v40, {a}") for op in ROUNDING])


VOPD = block("""
v_dual_mul_f32 v40, v1, v2 :: v_dual_add_f32 v41, v6, v7
v_dual_fmac_f32 v40, v1, v2 :: v_dual_sub_f32 v41, v6, v7
v_dual_max_f32 v40, v1, v2 :: v_dual_min_f32 v41, v6, v7
v_dual_fmaak_f32 v40, v1, v2, 0x3f800001 :: v_dual_subrev_f32 v41, v6, v7
v_dual_mul_dx9_zero_f32 v40, v1, v2 :: v_dual_fmamk_f32 v41, v6, 0xc0490fdb, v7
v_dual_mov_b32 v40, v3 :: v_dual_mov_b32 v41, v5
v_dual_fmac_f32 v40, v1, v2 :: v_dual_mul_dx9_zero_f32 v41, v6, v7
""")

# (src0, src1, output modifier) of the VOP3 blocks; src2 is -|v3| throughout.
MODIFIED = [("-v1", "-v2", ""), ("v1", "|v2|", " clamp"), ("-|v1|", "-v2", " mul:2"),
            ("v1", "|v2|", " mul:4"), ("|v1|", "|v2|", " div:2"), ("-v1", "-v2", " clamp mul:2")]


def modified():
    out = []
    for a, b, mod in MODIFIED:
        out += [ins(f"{op}_e64 v40, {a}, {b}{mod}") for op in BINARY]
        out += [ins(f"v_fma_f32 v40, {a}, {b}, -|v3|{mod}"), ins("v_mov_b32 v40, v3"),
                ins(f"v_fmac_f32_e64 v40, {a}, {b}{mod}")]
        out += [ins(f"{op}_e64 v40, {a}, {b}{mod}")
                for op in ("v_min_f32", "v_max_f32", "v_mul_dx9_zero_f32")]
        out += [ins(f"{op} v40, {a}, {b}, -|v3|{mod}")
                for op in ("v_fma_dx9_zero_f32", "v_min3_f32", "v_med3_f32", "v_maxmin_f32")]
        out.append(ins(f"v_ldexp_f32 v40, {a}, v4{mod}"))
        out += [ins(f"{op}_e64 v40, {a}{mod}")
                for op in ("v_floor_f32", "v_rndne_f32", "v_fract_f32")]
    return out


# (IEEE << 1 | DX10_CLAMP, f32 denormals, f32 rounding) of the modifier blocks.
MODIFIER_MODES = [(1, 0x1, 0x0), (0, 0x0, 0x2), (3, 0x3, 0x1), (1, 0x2, 0x3)]


def program():
    out = [comment(c) for c in [
        "Directed cosim program for the f32 unit (rtl/cutlm_valu_f32*.sv, rtl/cutlm_f32_*.sv): "
        "all 24",
        "operations it runs on two sets of 32 lanes (special values against special values; "
        "sums and",
        "products that cancel), plain and VOPD forms under every f32 rounding x denormal mode, "
        "then",
        "the VOP3 forms with abs/neg, clamp and omod (x2, x4, /2) on the special values under "
        "four",
        "IEEE / DX10_CLAMP / denormal / rounding combinations (omod acts with IEEE off and output",
        "denormals flushed). Written by a generator script from a fixed seed; run: cutlm run "
        "THIS --cosim."]]
    out += lane_loads(["v1", "v2", "v3", "v4"], SPECIAL_ROWS)
    out += lane_loads(["v5", "v6", "v7", "v8"], CANCEL_ROWS)
    out += [ins("s_mov_b32 exec_lo, -1")] + CONSTANTS
    body = plain("v1", "v2", "v3", "v4") + plain("v5", "v6", "v7", "v8") + VOPD
    for denorm in range(4):
        out.append(ins(f"s_denorm_mode {hex(denorm)}"))
        for rounding in range(4):
            out += [ins(f"s_round_mode {hex(rounding)}")] + body
    body = modified()
    for ieee_clamp, denorm, rounding in MODIFIER_MODES:
        out += [ins(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), {ieee_clamp}"),
                ins(f"s_denorm_mode {hex(denorm)}"), ins(f"s_round_mode {hex(rounding)}")] + body
    return out + [ins("s_endpgm")]


def programs():
    return {"f32_arith.s": program()}
