"""Directed programs of the compare units: every v_cmp/v_cmpx relation on special and random
operand pairs loaded one lane at a time, float compares under four input-denormal modes."""
from asm import comment, ins, lane_loads

# The 16 float relations in opcode order (the low 4 bits of the VOPC/VOP3 opcode).
FLOAT_RELATIONS = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt",
                   "nle", "neq", "nlt", "t"]
# Relations also compared against an inline constant and a literal.
CONSTANT_RELATIONS = ["lt", "eq", "ge", "u", "nlt"]

DENORM_MODES = [("keep every denormal.", "0xf"), ("flush every denormal.", "0x0"),
                ("f32 inputs flushed, f16/f64 kept.", "0xe"),
                ("f16/f64 inputs flushed, f32 kept.", "0xb")]

# Per lane (a, b): ordered, equal, signed zeros, NaNs (quiet, signalling, against numbers and
# each other), infinities against the largest numbers, denormals, then random pairs.
F32_PAIRS = [
    ("0x3f800000", "0x40000000"), ("0x40000000", "0x3f800000"), ("0x3f800000", "0x3f800000"),
    ("0x00000000", "0x80000000"), ("0x80000000", "0x00000000"), ("0x7fc00000", "0x3f800000"),
    ("0x3f800000", "0x7fc00000"), ("0x7fa00000", "0x7fa00000"), ("0xffc00000", "0x7f800000"),
    ("0x7f800000", "0x7f7fffff"), ("0xff800000", "0xff7fffff"), ("0x7f800000", "0x7f800000"),
    ("0xff800000", "0x7f800000"), ("0x00000001", "0x00000000"), ("0x80000001", "0x00000001"),
    ("0x00000001", "0x007fffff"), ("0xbf800000", "0xc0000000"), ("0xc0000000", "0xbf800000"),
    ("0xbf800000", "0x3f800000"), ("0x007fffff", "0x00800000"), ("0x80000000", "0x80000001"),
    ("0x00000000", "0x00000001"), ("0x807fffff", "0x007fffff"), ("0x00800000", "0x80800000"),
    ("0xffa00000", "0x00000000"), ("0x80000001", "0x00000000"), ("0x4b6ea010", "0x4b6ea011"),
    ("0xd670a838", "0xff7d5ec0"), ("0x03b1d74b", "0xd59a0625"), ("0x258ececb", "0x258ececd"),
    ("0xcf4b1858", "0x432ff218"), ("0xd38cadcd", "0xd38cadce")]
# The same kinds of pairs in f16 (a, b); v1 holds b:a, v2 a:b, so the high halves compare too.
F16_PAIRS = [
    (0x3c00, 0x4000), (0x4000, 0x3c00), (0x3c00, 0x3c00), (0x0000, 0x8000), (0x8000, 0x0000),
    (0x7e00, 0x3c00), (0x3c00, 0x7e00), (0x7d00, 0x7d00), (0xfe00, 0x7c00), (0x7c00, 0x7bff),
    (0xfc00, 0xfbff), (0x7c00, 0x7c00), (0xfc00, 0x7c00), (0x0001, 0x0000), (0x8001, 0x0001),
    (0x0001, 0x03ff), (0xbc00, 0xc000), (0xc000, 0xbc00), (0xbc00, 0x3c00), (0x03ff, 0x0400),
    (0x8000, 0x8001), (0x0000, 0x0001), (0x83ff, 0x03ff), (0x0400, 0x8400), (0xfd00, 0x0000),
    (0x8001, 0x0000), (0x424e, 0x4249), (0xaf1f, 0xe3d6), (0x2f8b, 0xaa8b), (0x25ac, 0xa415),
    (0xbbe8, 0xbbe8), (0x8804, 0xbea4)]
# f64 (a, b) as low, high words: v[2:3] and v[4:5].
F64_PAIRS = [
    ("0x00000000", "0x3ff00000", "0x00000000", "0x40000000"),
    ("0x00000000", "0x40000000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x3ff00000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x00000000", "0x00000000", "0x80000000"),
    ("0x00000000", "0x80000000", "0x00000000", "0x00000000"),
    ("0x00000000", "0x7ff80000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x3ff00000", "0x00000000", "0x7ff80000"),
    ("0x00000000", "0x7ff40000", "0x00000000", "0x7ff40000"),
    ("0x00000000", "0xfff80000", "0x00000000", "0x7ff00000"),
    ("0x00000000", "0x7ff00000", "0xffffffff", "0x7fefffff"),
    ("0x00000000", "0xfff00000", "0xffffffff", "0xffefffff"),
    ("0x00000000", "0x7ff00000", "0x00000000", "0x7ff00000"),
    ("0x00000000", "0xfff00000", "0x00000000", "0x7ff00000"),
    ("0x00000001", "0x00000000", "0x00000000", "0x00000000"),
    ("0x00000001", "0x80000000", "0x00000001", "0x00000000"),
    ("0x00000001", "0x00000000", "0xffffffff", "0x000fffff"),
    ("0x00000000", "0xbff00000", "0x00000000", "0xc0000000"),
    ("0x00000000", "0xc0000000", "0x00000000", "0xbff00000"),
    ("0x00000000", "0xbff00000", "0x00000000", "0x3ff00000"),
    ("0xffffffff", "0x000fffff", "0x00000000", "0x00100000"),
    ("0x00000000", "0x80000000", "0x00000001", "0x80000000"),
    ("0x00000000", "0x00000000", "0x00000001", "0x00000000"),
    ("0xffffffff", "0x800fffff", "0xffffffff", "0x000fffff"),
    ("0x00000000", "0x00100000", "0x00000000", "0x80100000"),
    ("0x00000000", "0xfff40000", "0x00000000", "0x00000000"),
    ("0x00000001", "0x80000000", "0x00000000", "0x00000000"),
    ("0xf306dc01", "0x23b6bd8f", "0x41b79d35", "0x5b1196f7"),
    ("0xd9959a62", "0x3be93fb8", "0xd9959a64", "0x3be93fb8"),
    ("0x8cb950a5", "0x906b630c", "0xabb4da1c", "0x5d3c6201"),
    ("0xe37d3739", "0x6e08d514", "0xa7be99ae", "0x1e0b4ee5"),
    ("0x58921843", "0xd1d42a63", "0xa23fb787", "0xfc559a25"),
    ("0x434cbf26", "0xb0e04e90", "0x434cbf22", "0xb0e04e90")]

CMPX_EXEC = "0xfff7fffe"  # v_cmpx runs on most lanes and writes EXEC; restored after each


def long_word(words, text):
    """Encoded words for forms llvm-mc-19 cannot write (f16 high halves), the intended
    instruction in the comment."""
    return ins(f".long {', '.join(f'0x{w:08x}' for w in words)}  // {text}")


def float_body(ty, a, b, one):
    """Every relation of type ty on (a, b): VOPC and VOP3 with abs/neg, v_cmpx, constants."""
    out = []
    for op, rel in enumerate(FLOAT_RELATIONS):
        name = f"v_cmp_{rel}_{ty}"
        out += [ins(f"{name} vcc_lo, {a}, {b}"), ins(f"{name}_e64 s10, -{a}, |{b}|"),
                ins(f"{name}_e64 s11, -|{a}|, -{b}"), ins(f"{name}_e64 s12, {b}, {a}")]
        if ty == "f16":  # the high halves, by op_sel (VOP3) and v[n].h (VOPC)
            out += [long_word([0xD400080C | op << 16, 0x00020301],
                              f"{name}_e64 s12, v1.h, v1 (op_sel:[1,0])"),
                    long_word([0xD4001A0D | op << 16, 0x20020501],
                              f"{name}_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])"),
                    long_word([0x7C010581 | op << 17], f"{name}_e32 vcc_lo, v1.h, v2.h")]
    for op, rel in enumerate(FLOAT_RELATIONS):
        name = f"v_cmpx_{rel}_{ty}"
        out += [ins(f"s_mov_b32 exec_lo, {CMPX_EXEC}"), ins(f"{name} {a}, {b}"),
                ins("s_mov_b32 exec_lo, -1"), ins(f"{name}_e64 |{a}|, -{b}"),
                ins("s_mov_b32 exec_lo, -1")]
        if ty == "f16":
            out += [long_word([0xD480187E | op << 16, 0x00020501],
                              f"{name}_e64 v1.h, v2.h (op_sel:[1,1])"),
                    ins("s_mov_b32 exec_lo, -1")]
    for rel in CONSTANT_RELATIONS:
        name = f"v_cmp_{rel}_{ty}"
        out += [ins(f"{name}_e64 s10, {a}, 1.0"), ins(f"{name}_e64 s10, -0.5, {b}"),
                ins(f"{name} vcc_lo, {one}, {b}"), ins(f"{name} vcc_lo, 0, {b}")]
    return out


HEADER_END = ["Per-lane operands: one lane at a time under EXEC."]


def float_program(ty, regs, rows, a, b, one):
    out = [comment(c) for c in [
        f"Directed cosim program: every v_cmp_*_{ty} and v_cmpx_*_{ty} (VOPC and VOP3) on",
        "special pairs (NaNs, zeros, infinities, denormals, extremes) and random ones, with abs/neg",
        "modifiers, under four MODE input-denormal settings. Written for the compare units",
        "(rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim."] + HEADER_END]
    out += lane_loads(regs, rows) + [ins("s_mov_b32 exec_lo, -1")]
    body = float_body(ty, a, b, one)
    for title, setting in DENORM_MODES:
        out += [comment(f"MODE denormals: {title}"), ins(f"s_denorm_mode {setting}")] + body
    return out + [ins("s_denorm_mode 0xf"), ins("s_endpgm")]


def programs():
    f16_rows = [(f"0x{b:04x}{a:04x}", f"0x{a:04x}{b:04x}") for a, b in F16_PAIRS]
    return {
        "cmp_f16.s": float_program("f16", ["v1", "v2"], f16_rows, "v1", "v2", "0x3c00"),
        "cmp_f32.s": float_program("f32", ["v1", "v2"], F32_PAIRS, "v1", "v2", "0x3f800000"),
        "cmp_f64.s": float_program("f64", ["v2", "v3", "v4", "v5"], F64_PAIRS, "v[2:3]",
                                   "v[4:5]", "0x3ff00000"),
    }
