"""Directed programs of the f16 unit: every operation under the f16 MODE settings, op_sel
halves and output modifiers; operands from a state file (f16_inputs.json's random lanes)."""
import json
import os

from asm import block, comment, ins, vop3_opsel

HERE = os.path.dirname(os.path.abspath(__file__))

BINARY = ["v_add_f16", "v_sub_f16", "v_subrev_f16", "v_mul_f16", "v_min_f16", "v_max_f16"]
TERNARY = ["v_fma_f16", "v_min3_f16", "v_max3_f16", "v_med3_f16", "v_minmax_f16",
           "v_maxmin_f16"]
ROUNDING = ["v_floor_f16", "v_ceil_f16", "v_trunc_f16", "v_rndne_f16", "v_fract_f16"]

# Every operation once, with abs/neg, constants and literals (f16_modes and f16_wave64).
BASIC_BODY = (
    [ins(f"{op} v10, v1, v2") if k == 0 else ins(f"{op}_e64 v11, -v2, |v3|")
     for op in BINARY for k in range(2)] +
    [ins(f"{op} v12, v1, v2, v3") for op in TERNARY] +
    block("""
v_fmac_f16 v13, v1, v2
v_fmaak_f16 v14, v1, v3, 0x3c01
v_fmamk_f16 v15, v2, 0xc400, v3
v_fmaak_f16 v14, v6, v7, 0x7c01
v_ldexp_f16 v16, v1, v5
v_ldexp_f16 v17, v5, v5
""") +
    [ins(f"{op} v18, {src}") for op in ROUNDING for src in ("v1", "v3")] +
    block("""
v_cvt_f16_f32 v19, v4
v_cvt_f16_f32_e64 v19, -|v4|
v_cvt_f32_f16 v19, v1
v_cvt_f32_f16 v19, v2
v_add_f16 v10, 1.0, v6
v_mul_f16 v10, 0.5, v7
v_fma_f16 v12, v6, -v7, 0.5
"""))

OUTPUT_MODIFIERS = ["", " clamp", " mul:2", " mul:4", " div:2", " clamp mul:2", " clamp div:2"]


def outmods_body():
    out = []
    for mod in OUTPUT_MODIFIERS:
        out += [ins(f"{op}_e64 v10, v1, -v2{mod}") for op in BINARY]
        out += [ins(f"{op} v12, -|v1|, v2, -v3{mod}") for op in TERNARY]
        out += [ins(f"v_fmac_f16_e64 v13, v6, v7{mod}"), ins(f"v_ldexp_f16_e64 v16, v1, v5{mod}")]
        out += [ins(f"{op}_e64 v18, -v1{mod}") for op in ROUNDING]
        out += [ins(f"v_cvt_f16_f32_e64 v19, v4{mod}"), ins(f"v_cvt_f32_f16_e64 v19, -v2{mod}")]
    return out


# VOP3 opcodes of the forms llvm-mc-19 writes no op_sel for (AMD RDNA3 ISA, VOP3 opcode table).
VOP3_OPCODES = {"v_add_f16": 0x132, "v_sub_f16": 0x133, "v_subrev_f16": 0x134,
                "v_mul_f16": 0x135, "v_max_f16": 0x139, "v_min_f16": 0x13A,
                "v_ldexp_f16": 0x13B, "v_cvt_f16_f32": 0x18A, "v_cvt_f32_f16": 0x18B,
                "v_floor_f16": 0x1DB, "v_ceil_f16": 0x1DC, "v_trunc_f16": 0x1DD,
                "v_rndne_f16": 0x1DE, "v_fract_f16": 0x1DF, "v_maxmin_f16": 0x260,
                "v_minmax_f16": 0x261}


def f16_opsel(name, vdst, srcs, opsel, suffix="_e64"):
    return vop3_opsel(name + suffix, VOP3_OPCODES[name], vdst, srcs, opsel)


# (op_sel of the two-source forms, op_sel of the three-source forms): src0 and src1 halves,
# then the destination half with each.
OPSEL_BLOCKS = [((1, 0, 0, 0), (1, 0, 0, 0)), ((0, 1, 0, 0), (0, 1, 0, 0)),
                ((1, 1, 0, 0), (1, 1, 0, 0)), ((0, 0, 0, 1), (0, 0, 0, 1)),
                ((1, 0, 0, 1), (1, 0, 0, 1)), ((0, 1, 0, 1), (0, 1, 0, 1)),
                ((1, 1, 0, 1), (1, 1, 1, 1))]


def opsel_body():
    out = []
    for two, three in OPSEL_BLOCKS:
        src0, _, _, dst = two
        out += [f16_opsel(op, 10, [1, 2], two) for op in BINARY]
        out.append(f16_opsel("v_ldexp_f16", 16, [1, 5], two))
        out += [f16_opsel(op, 18, [3], (src0, 0, 0, dst)) for op in ROUNDING]
        out += [f16_opsel("v_cvt_f16_f32", 19, [4], (0, 0, 0, dst)),
                f16_opsel("v_cvt_f32_f16", 19, [2], (src0, 0, 0, 0))]
        text = ",".join(map(str, three))
        out += [ins(f"{op} v12, v1, v2, v3 op_sel:[{text}]") for op in TERNARY[:4]]
        out += [f16_opsel(op, 12, [1, 2, 3], three, suffix="") for op in TERNARY[4:]]
        out.append(ins(f"v_fmac_f16_e64 v13, v1, v2 op_sel:[{text}]"))
    # fake16 VOP1/VOP2: the high halves are the VGPR fields 128 and up.
    out += block("""
v_add_f16 v138, v129, v130
v_sub_f16 v10, v1, v130
v_mul_f16 v138, v129, v2
v_min_f16 v138, v1, v130
v_max_f16 v10, v129, v130
v_fmac_f16 v141, v129, v130
v_ldexp_f16 v144, v129, v133
v_floor_f16 v146, v131
v_fract_f16 v146, v129
v_rndne_f16 v18, v131
v_cvt_f16_f32 v147, v4
v_cvt_f32_f16 v19, v129
""")
    out += [ins(".long 0x711d0781, 0x00003c00  // v_fmaak_f16 v14, v1, v3, 0x3c00 with src0, "
                "vsrc1 and vdst +128 (.h halves)"),
            ins(".long 0x6f1f0782, 0x00003800  // v_fmamk_f16 v15, v2, 0x3800, v3 with src0, "
                "vsrc1 and vdst +128 (.h halves)")]
    return out


def mode(f16_round, f16_denorm, ieee, dx10_clamp, f32_round, f32_denorm):
    """MODE's fields: f32 in the low two bits of round/denorm, f16/f64 above; IEEE and
    DX10_CLAMP are MODE bits 9 and 8."""
    return [ins(f"s_round_mode {hex(f16_round << 2 | f32_round)}"),
            ins(f"s_denorm_mode {hex(f16_denorm << 2 | f32_denorm)}"),
            ins(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), {ieee << 1 | dx10_clamp}")]


# f16_modes: every f16 rounding x denormal mode, IEEE on then off; DX10_CLAMP and the f32
# fields were drawn at random, (dx10_clamp, f32 round, f32 denorm) per mode in that order.
MODES_RANDOM = [(1, 3, 3), (1, 3, 1), (1, 0, 3), (1, 1, 1), (0, 2, 2), (1, 1, 2), (0, 1, 2),
                (0, 1, 0), (1, 3, 2), (0, 2, 2), (1, 3, 0), (1, 3, 3), (0, 2, 0), (1, 0, 0),
                (1, 1, 3), (0, 2, 2), (1, 3, 3), (0, 1, 3), (0, 3, 3), (0, 3, 0), (1, 0, 3),
                (0, 1, 1), (1, 2, 0), (0, 3, 2), (1, 0, 1), (1, 0, 0), (0, 1, 0), (1, 0, 0),
                (0, 3, 1), (1, 1, 1), (0, 1, 1), (0, 0, 1)]
MODES = [(r, d, ieee) for ieee in (1, 0) for d in (3, 0, 1, 2) for r in range(4)]
# f16_outmods: omod acts with IEEE off and output denormals flushed; (f16 round, f16 denorm,
# ieee, dx10_clamp), the f32 (round, denorm) fields drawn at random.
OUTMOD_MODES = [(r, d, ieee, clamp) for ieee, settings in
                ((0, [(0, 1), (0, 0), (1, 1), (3, 0)]), (1, [(0, 1), (3, 0)]))
                for d, clamp in settings for r in (0, 3)]
OUTMOD_RANDOM = [(1, 3), (1, 1), (2, 2), (1, 1), (0, 3), (2, 3), (2, 2), (3, 2), (2, 1),
                 (3, 0), (3, 3), (0, 2)]

HEADER_INPUTS = [
    "Inputs (state file): v1-v3, v6, v7 f16 pairs biased to zeros, denormals, NaNs (quiet and",
    "signalling), infinities, values near 1 and rounding boundaries, v2 = -v1 or v1 in some",
    "lanes (exact zeros, ties); v4 f32 values for v_cvt_f16_f32 (ties, overflow, f16 denormal",
    "range); v5 ldexp exponents in the low half; v10-v19 destinations with a known high half.",
]
GENERATED = "Written by tb/cosim/directed/f16_programs.py; edit that, not this file."


def modes_program():
    out = [comment(c) for c in [
        "Directed cosim program (f16 unit): every f16 operation under each f16 rounding mode x",
        "denormal mode (s_round_mode / s_denorm_mode; the f32 fields random), IEEE on and off."]
        + HEADER_INPUTS + [GENERATED]]
    for (r, d, ieee), (clamp, r32, d32) in zip(MODES, MODES_RANDOM):
        out.append(comment(f"f16 round {r}, denorm {d}, ieee {ieee}"))
        out += mode(r, d, ieee, clamp, r32, d32) + BASIC_BODY
    return out + [ins("s_endpgm")]


def outmods_program():
    out = [comment(c) for c in [
        "Directed cosim program (f16 unit): abs/neg with clamp and omod (x2, x4, x0.5) on every",
        "f16 operation and both conversions, in the modes where omod acts (IEEE off, output",
        "denormals flushed) and where it does not, DX10_CLAMP on and off. Inputs as f16_modes.s.",
        "With omod acting, min/max/min3/max3/med3/minmax/maxmin and v_cvt_f16_f32 take omod on "
        "their",
        "unflushed result and flush last (docs/valu-semantics.md V_MIN_F16, Conversions); the "
        "rounded",
        "arithmetic flushes first.", GENERATED]]
    body = outmods_body()
    for (r, d, ieee, clamp), (r32, d32) in zip(OUTMOD_MODES, OUTMOD_RANDOM):
        out.append(comment(f"f16 round {r}, denorm {d}, ieee {ieee}, dx10_clamp {clamp}"))
        out += mode(r, d, ieee, clamp, r32, d32) + body
    return out + [ins("s_endpgm")]


def opsel_program():
    out = [comment(c) for c in [
        "Directed cosim program (f16 unit): op_sel source halves and destination half on every",
        "f16 operation (the other destination half keeps its old value, v10-v19 start as",
        "0xdeadXXXX). llvm-mc-19's gfx11 syntax has no op_sel on VOP3 forms of VOP1/VOP2",
        "operations: those are .long words with OPSEL (VOP3 bits 14:11) set, the intended",
        "instruction in the comment. Inputs as f16_modes.s.", GENERATED]]
    body = opsel_body()
    for setting in [(0, 3, 1, 1, 3, 2), (0, 0, 0, 1, 1, 1)]:
        out += mode(*setting) + body
    return out + [ins("s_endpgm")]


def wave64_program():
    out = [comment(c) for c in [
        "Directed cosim program (f16 unit), wave64: the basic f16 operations in three modes, both",
        "32-lane passes. Inputs as f16_modes.s, 64 lanes.", GENERATED]]
    for setting in [(0, 3, 1, 1, 3, 3), (1, 0, 0, 1, 3, 2), (2, 1, 1, 1, 3, 0)]:
        out += mode(*setting) + BASIC_BODY
    return out + [ins("s_endpgm")]


def state(name, lanes):
    """The program's state file: the random inputs, v10-v19 = 0xdead0000 + 0x111 x lane (low
    16 bits), so a kept destination half is seen."""
    with open(os.path.join(HERE, "f16_inputs.json")) as f:
        inputs = json.load(f)
    regs = inputs[name]
    vgpr = {reg: regs[reg] for reg in ("v1", "v2", "v3", "v6", "v7")}
    vgpr["v4"] = inputs["v4"][:lanes]
    vgpr["v5"] = regs["v5"]
    for reg in range(10, 20):
        vgpr[f"v{reg}"] = [f"0x{0xDEAD0000 + (lane * 0x111 & 0xFFFF):08x}" for lane in range(lanes)]
    exec_mask = f"0x{(1 << lanes) - 1:x}"
    return json.dumps({"wave_size": lanes, "exec": exec_mask, "vgpr": vgpr}, indent=1) + "\n"


def programs():
    return {
        "f16_modes.s": modes_program(), "f16_modes.state.json": state("f16_modes", 32),
        "f16_opsel.s": opsel_program(), "f16_opsel.state.json": state("f16_opsel", 32),
        "f16_outmods.s": outmods_program(), "f16_outmods.state.json": state("f16_outmods", 32),
        "f16_wave64.s": wave64_program(), "f16_wave64.state.json": state("f16_wave64", 64),
    }
