"""Directed programs of the f64 unit: every operation on f64 operands built from hashes in
chosen ranges with f64 specials patched in, each block under many MODE settings."""
from asm import block, comment, each, hash_regs, ins, lane_id

# (comment, low word, high word) of the f64 specials every operand register gets.
F64_SPECIALS = [
    ("+0", "0x0", "0x0"), ("-0", "0x0", "0x80000000"), ("+inf", "0x0", "0x7ff00000"),
    ("-inf", "0x0", "0xfff00000"), ("qNaN", "0x0", "0x7ff80000"),
    ("-qNaN+payload", "0x1234", "0xfff80000"), ("sNaN", "0x1", "0x7ff00000"),
    ("-sNaN", "0x0", "0xfff40000"), ("min denormal", "0x1", "0x0"),
    ("max denormal", "0xffffffff", "0xfffff"), ("-denormal", "0x0", "0x80080000"),
    ("min normal", "0x0", "0x100000"), ("-max normal", "0xffffffff", "0xffefffff"),
    ("1.0", "0x0", "0x3ff00000"), ("-1.0", "0x0", "0xbff00000"), ("0.5", "0x0", "0x3fe00000"),
    ("-0.5", "0x0", "0xbfe00000"), ("1.5", "0x0", "0x3ff80000"), ("2.5", "0x0", "0x40040000"),
    ("-2.5", "0x0", "0xc0040000"), ("2^31", "0x0", "0x41e00000"), ("-2^31", "0x0", "0xc1e00000"),
    ("-2^31-0.75", "0x180000", "0xc1e00000"), ("2^32-0.5", "0xfff00000", "0x41efffff"),
    ("2^32", "0x0", "0x41f00000"), ("2^52+1", "0x1", "0x43300000"),
    ("1-2^-53", "0xffffffff", "0x3fefffff"), ("-2^-1000", "0x0", "0x81700000"),
    ("2^1000", "0x0", "0x7e700000"), ("0.49999999999999994", "0xffffffff", "0x3fdfffff")]
# Integer edges of v9 and the ldexp exponents v18: the f64 exponent range's ends and beyond.
INT_SPECIALS = ["0x0", "0x1", "0xffffffff", "0x7fffffff", "0x80000000", "0xffffffff", "0x3ff",
                "0xfffffc02", "0xfffffbce", "0xfffffbcd", "0x400", "0xfffff830", "0x7d0",
                "0x7ffffff0", "0x34"]
# (register pair, first lane); the k-th special goes to lane first + 7k (integers: + 5k).
F64_OPERANDS = [(10, 0), (12, 3), (14, 5), (16, 9), (34, 13)]
INT_OPERANDS = [(9, 3), (18, 11)]

OPERANDS = block("""
// A = v[10:11] in [2^-7, 2): sign, 3 exponent bits and the fraction from hashes
v_mov_b32 v10, v5
v_and_or_b32 v11, v1, 0x807fffff, 0x3f800000
// B = v[12:13] in [2, 512)
v_mov_b32 v12, v6
v_and_or_b32 v13, v2, 0x807fffff, 0x40000000
// C = v[14:15]: raw hash bits, any exponent
v_mov_b32 v14, v7
v_mov_b32 v15, v3
// D = v[16:17] in [0.5, 2) with short fractions (ties of rounding to integral)
v_and_b32 v16, v8, 0xff000000
s_mov_b32 s10, 0x3fe00000
v_and_or_b32 v17, v4, 0x801fffff, s10
// R = v[34:35]: exponents 2^-2 .. 2^61, so integral rounding and int conversions see
// every count of fraction bits
v_mov_b32 v34, v7
v_bfe_u32 v40, v8, 3, 6
v_add_nc_u32 v40, 0x3fd, v40
v_lshlrev_b32 v40, 20, v40
v_and_or_b32 v35, v5, 0x800fffff, v40
// integers: v9 hashed, v18 ldexp exponents in [-1100, 1100)
v_mov_b32 v9, v2
v_and_b32 v18, 0x7ff, v6
v_subrev_nc_u32 v18, 0x44c, v18
""")

QUIET_AND_UNIFORMS = block("""
// E = v[40:41]: C with the f64 quiet bit set (C's signalling NaNs quiet: NaN against NaN)
v_mov_b32 v40, v14
v_or_b32 v41, 0x80000, v15
// uniform f64 values in SGPRs: 0.1 and -3.0
s_mov_b32 s0, 0x9999999a
s_mov_b32 s1, 0x3fb99999
s_mov_b32 s2, 0
s_mov_b32 s3, 0xc0080000
""")


def one_lane(lane, wave64):
    """VCC = the one lane."""
    if not wave64:
        return [ins(f"s_mov_b32 vcc_lo, 0x{1 << lane:08x}")]
    if lane < 32:
        return [ins(f"s_mov_b64 vcc, {hex(1 << lane)}")]
    return [ins("s_mov_b32 vcc_lo, 0"), ins(f"s_mov_b32 vcc_hi, {hex(1 << (lane - 32))}")]


def inputs(wave64):
    vcc = "vcc" if wave64 else "vcc_lo"
    lanes = 64 if wave64 else 32
    out = lane_id(wave64=wave64) + hash_regs([f"v{i}" for i in range(1, 9)], "v40") + OPERANDS
    for reg, first in F64_OPERANDS:
        for k, (name, lo, hi) in enumerate(F64_SPECIALS):
            out += one_lane((first + 7 * k) % lanes, wave64)
            out += [ins(f"v_cndmask_b32_e64 v{reg}, v{reg}, {lo}, {vcc}  // {name}"),
                    ins(f"v_cndmask_b32_e64 v{reg + 1}, v{reg + 1}, {hi}, {vcc}")]
    for reg, first in INT_OPERANDS:
        for k, value in enumerate(INT_SPECIALS):
            out += one_lane((first + 5 * k) % lanes, wave64)
            out.append(ins(f"v_cndmask_b32_e64 v{reg}, v{reg}, {value}, {vcc}"))
    return out + QUIET_AND_UNIFORMS


def mode(round_mode, denorm, ieee, dx10_clamp):
    """A MODE block's comment and settings (round/denorm: f32 in bits 1:0, f64/f16 in 3:2)."""
    return [comment(f"MODE: round {hex(round_mode)} (f32 {round_mode & 3}, f64 {round_mode >> 2}),"
                    f" denorm {hex(denorm)} (f32 {denorm & 3}, f64 {denorm >> 2}), IEEE {ieee},"
                    f" DX10_CLAMP {dx10_clamp}"),
            ins(f"s_round_mode {hex(round_mode)}"), ins(f"s_denorm_mode {hex(denorm)}"),
            ins(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), {ieee}"),
            ins(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), {dx10_clamp}")]


# Every f64 rounding mode x four (f32 rounding, denormals, IEEE, DX10_CLAMP) settings.
MODES_ALL = [(r32 | r64 << 2, denorm, ieee, clamp) for r64 in range(4)
             for r32, denorm, ieee, clamp in [(1, 0x2, 0, 0), (0, 0x7, 0, 1), (3, 0x8, 1, 0),
                                              (2, 0xd, 1, 1)]]
MODES_WAVE64 = [(0x0, 0xf, 1, 1), (0x6, 0x0, 0, 0), (0xf, 0x3, 0, 1), (0x9, 0xc, 1, 0)]

INPUTS_COMMENT = [
    "Per-lane inputs: v0 the lane id, v1-v8 hashed from it; f64 operands built from the",
    "hashes in chosen exponent ranges (A, B, D, R) or raw (C), then f64 specials (signed",
    "zeros, infinities, quiet and signalling NaNs, denormals, normal and integer boundaries)",
    "patched into lanes that differ per register. Every instruction block runs under",
    "several MODE settings: f64 and f32 rounding, f64/f16 and f32 denormals, IEEE, DX10_CLAMP.",
    "Written by tb/cosim/directed/f64_programs.py: the blocks repeat per MODE setting, see the",
    "MODE comments.",
]


def program(title, body, modes, wave64=False):
    """The body under each MODE, then its first six instructions under a sparse EXEC."""
    out = [comment(t) for t in title + INPUTS_COMMENT] + inputs(wave64)
    for m in modes:
        out += mode(*m) + body
    if wave64:
        out += [ins("s_mov_b32 exec_lo, 0x0ff0f00f"), ins("s_mov_b32 exec_hi, 0x5a5a5a5a")]
        out += body[:6] + [ins("s_mov_b64 exec, -1")]
    else:
        out += [ins("s_mov_b32 exec_lo, 0x5a5af00f")] + body[:6] + [ins("s_mov_b32 exec_lo, -1")]
    return out + [ins("s_endpgm")]


def body_arith():
    return (
        block("""
v_add_f64 v[20:21], v[10:11], v[12:13]
v_add_f64 v[20:21], v[14:15], v[10:11]
v_add_f64 v[20:21], v[10:11], -v[10:11]
v_add_f64 v[20:21], v[14:15], -v[16:17]
v_add_f64 v[20:21], |v[14:15]|, -|v[12:13]| clamp
v_add_f64 v[20:21], v[10:11], v[12:13] mul:2
v_add_f64 v[20:21], v[14:15], v[10:11] div:2
v_add_f64 v[20:21], v[14:15], v[16:17] clamp mul:4
v_add_f64 v[20:21], 1.0, v[14:15]
v_add_f64 v[20:21], s[0:1], v[14:15]
v_add_f64 v[20:21], 0x3ff80000, v[10:11]
v_add_f64 v[20:21], v[14:15], s[2:3]
v_mul_f64 v[22:23], v[10:11], v[12:13]
v_mul_f64 v[22:23], v[14:15], v[14:15]
v_mul_f64 v[22:23], v[14:15], -v[16:17] mul:4
v_mul_f64 v[22:23], -v[14:15], 0.5 clamp
v_mul_f64 v[22:23], v[14:15], v[10:11] div:2
v_mul_f64 v[22:23], |v[14:15]|, s[2:3]
v_mul_f64 v[24:25], v[10:11], v[14:15]
v_fma_f64 v[26:27], v[10:11], v[14:15], -v[24:25]
v_fma_f64 v[26:27], v[10:11], v[12:13], v[14:15]
v_fma_f64 v[26:27], v[14:15], v[16:17], v[10:11]
v_fma_f64 v[26:27], -v[12:13], |v[16:17]|, v[14:15] mul:2
v_fma_f64 v[26:27], v[14:15], v[14:15], v[12:13] clamp
v_fma_f64 v[26:27], v[10:11], 2.0, -v[12:13]
v_fma_f64 v[26:27], v[14:15], -v[10:11], v[14:15] div:2
v_fma_f64 v[26:27], s[0:1], v[12:13], v[10:11]
v_min_f64 v[28:29], v[10:11], v[14:15]
v_min_f64 v[28:29], v[14:15], -v[12:13]
v_min_f64 v[28:29], v[14:15], v[16:17] mul:2
v_max_f64 v[28:29], v[14:15], v[16:17]
v_max_f64 v[28:29], -|v[10:11]|, v[14:15] clamp
v_max_f64 v[28:29], v[12:13], v[14:15] div:2
v_max_f64 v[28:29], v[14:15], 0
v_min_f64 v[28:29], v[14:15], -v[14:15]
v_max_f64 v[28:29], -v[14:15], v[14:15]
v_min_f64 v[28:29], v[14:15], v[40:41]
v_max_f64 v[28:29], v[40:41], v[14:15]
v_add_f64 v[20:21], v[40:41], -v[14:15]
v_fma_f64 v[26:27], v[14:15], -v[40:41], |v[14:15]|
v_ldexp_f64 v[30:31], v[14:15], v18
v_ldexp_f64 v[30:31], v[10:11], v9
v_ldexp_f64 v[30:31], -v[16:17], v18 mul:2
v_ldexp_f64 v[30:31], |v[14:15]|, -3 clamp
v_ldexp_f64 v[30:31], v[12:13], 0xfffffbd0
"""))


def body_round_cvt():
    return (
        each(["v_trunc_f64", "v_ceil_f64", "v_floor_f64", "v_rndne_f64", "v_fract_f64"], [
              "{op}_e32 v[32:33], v[34:35]"]) +
        block("""
v_trunc_f64_e32 v[32:33], v[14:15]
v_ceil_f64_e64 v[32:33], -v[16:17]
v_floor_f64_e64 v[32:33], |v[14:15]| mul:2
v_rndne_f64_e32 v[32:33], v[16:17]
v_rndne_f64_e64 v[32:33], -v[10:11] clamp
v_fract_f64_e32 v[32:33], v[14:15]
v_fract_f64_e32 v[32:33], v[10:11]
v_fract_f64_e64 v[32:33], -v[16:17] div:2
v_fract_f64_e64 v[32:33], -v[34:35] clamp
v_cvt_f32_f64_e32 v36, v[14:15]
v_cvt_f32_f64_e32 v36, v[10:11]
v_cvt_f32_f64_e64 v36, -|v[34:35]| clamp
v_cvt_f32_f64_e64 v36, v[14:15] mul:2
v_cvt_f32_f64_e64 v36, v[12:13] div:2
v_cvt_f64_f32_e32 v[38:39], v3
v_cvt_f64_f32_e32 v[38:39], v36
v_cvt_f64_f32_e64 v[38:39], -|v1| clamp
v_cvt_f64_f32_e64 v[38:39], v4 mul:4
""") +
        each(["v_cvt_f64_i32", "v_cvt_f64_u32"], [
              "{op}_e32 v[38:39], v9"]) +
        block("""
v_cvt_f64_i32_e64 v[38:39], v18 div:2
v_cvt_f64_u32_e64 v[38:39], v0 clamp
v_cvt_i32_f64_e32 v37, v[34:35]
v_cvt_i32_f64_e32 v37, v[14:15]
v_cvt_i32_f64_e32 v37, v[12:13]
v_cvt_u32_f64_e32 v37, v[34:35]
v_cvt_u32_f64_e64 v37, -v[34:35]
v_cvt_i32_f64_e64 v37, |v[10:11]| clamp
v_cvt_u32_f64_e64 v37, v[14:15] mul:2
"""))


def programs():
    return {
        "f64_arith.s": program([
            "Directed cosim program (f64 unit): add, mul, fma, min, max and ldexp",
            "with abs/neg, clamp, omod, inline constants, literals and SGPR pairs."],
            body_arith(), MODES_ALL),
        "f64_round_cvt.s": program([
            "Directed cosim program (f64 unit): trunc, ceil, floor, rndne, fract and the "
            "conversions between",
            "f64 and f32, i32, u32."], body_round_cvt(), MODES_ALL),
        "f64_wave64.s": program([
            "Directed cosim program (f64 unit) in wave64: both passes of a sample of every "
            "operation."], body_arith() + body_round_cvt(), MODES_WAVE64, wave64=True),
    }
