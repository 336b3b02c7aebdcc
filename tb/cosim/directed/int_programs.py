"""Directed programs of the integer units (int, imul, int64): each body on hashed inputs with
integer edges patched in, then again under a sparse EXEC; wave32 and wave64."""
from asm import block, comment, each, hash_regs, ins, lane_id, vop3_opsel, without_comments

# 0, 1, -1, the sign bit, the largest, and 16-bit edges.
INT_EDGES = ["0", "1", "-1", "0x80000000", "0x7fffffff", "0xffff", "0x8000", "0x7fff",
             "0xffff0000", "0x00ff00ff"]
# The lanes each edge goes to: register n starts 3n masks further on, so edges meet both
# edges and random values; wave64's high half starts 2n + 1 further.
EDGE_LANES = [0x00000101, 0x00010010, 0x00100202, 0x01000404, 0x10000808, 0x00001020,
              0x00002040, 0x00204080, 0x02000000, 0x40008000]

INPUTS_COMMENT = [
    "Per-lane inputs: v0 the lane id; v1-v4 hashed from it (multiply, xor-shift), so every",
    "lane differs; then integer edge values (0, 1, -1, sign bit, max, 16-bit edges) patched",
    "into some lanes of each, on different lanes per register, so edges meet edges and randoms.",
]


def inputs(wave64):
    out = lane_id(wave64=wave64) + hash_regs(["v1", "v2", "v3", "v4"], "v8")
    n = len(EDGE_LANES)
    for r, reg in enumerate(["v1", "v2", "v3", "v4"]):
        for k, value in enumerate(INT_EDGES):
            out.append(ins(f"s_mov_b32 vcc_lo, 0x{EDGE_LANES[(3 * r + k) % n]:08x}"))
            if wave64:
                out.append(ins(f"s_mov_b32 vcc_hi, 0x{EDGE_LANES[(5 * r + k + 1) % n]:08x}"))
            out.append(ins(f"v_cndmask_b32_e64 {reg}, {reg}, {value}, "
                           f"{'vcc' if wave64 else 'vcc_lo'}"))
    return out


UNIFORMS = block("""
// Uniform values in SGPRs, a carry mask in s20 (vcc: every third lane).
s_mov_b32 s0, 0x80000001
s_mov_b32 s1, 0x12345678
s_mov_b32 s2, 0xfffffff0
s_mov_b32 s3, 0x7fff8000
s_mov_b32 s20, 0x49249249
""")


def program(title, body, wave64=False):
    """The body on every lane, then again (without its comments) under a sparse EXEC."""
    out = [comment(t) for t in title + INPUTS_COMMENT] + inputs(wave64) + UNIFORMS
    if wave64:
        out += [ins("s_mov_b32 s21, 0x92492492"), ins("s_mov_b64 vcc, s[20:21]")] + body
        out += [ins("s_mov_b32 exec_lo, 0xf00f0ff0"), ins("s_mov_b32 exec_hi, 0x5a5aa5a5")]
        out += without_comments(body) + [ins("s_mov_b64 exec, -1")]
    else:
        out += [ins("s_mov_b32 vcc_lo, s20")] + body + [ins("s_mov_b32 exec_lo, 0x5a5af00f")]
        out += without_comments(body) + [ins("s_mov_b32 exec_lo, -1")]
    return out + [ins("s_endpgm")]


# Source lists shared by the bodies: registers both ways round, an SGPR, inline constants and
# literals at the edges; the wide list adds a large constant, an SGPR second and equal sources.
SRC2 = ["v1, v2", "v3, v4", "v2, v1", "s1, v3", "-1, v4", "0x80000000, v2"]
SRC2_WIDE = SRC2 + ["v4, 64", "v1, s0", "v2, v2"]
SRC3 = ["v1, v2, v3", "v4, v3, v2", "v2, v1, v4", "v1, s1, v2", "v3, v4, 7", "v4, -1, v1"]
# 16-bit sources, each after vdst is reset so the kept half is seen.
SRC2_16 = ["v1, v2", "v3, v4", "v4, -1", "v2, 0x7fff"]


def each_source(ops, fmts):
    """fmt of every op, source by source (the ops alternate)."""
    return [ins(fmt.format(op=op)) for fmt in fmts for op in ops]


def kept_half(op, dst, keep, srcs, clamp=False):
    """dst reset to keep before each source pair, so the half op does not write is compared."""
    out = []
    for src in srcs:
        out += [ins(f"v_mov_b32 {dst}, {keep}"), ins(f"{op} {dst}, {src}")]
        if clamp:
            out.append(ins(f"{op} {dst}, {src} clamp"))
    return out


# VOP3 opcodes of the 16-bit forms whose op_sel llvm-mc-19 cannot write (AMD RDNA3 ISA).
VOP3_OPCODES = {"v_and_b16": 0x362, "v_or_b16": 0x363, "v_xor_b16": 0x364,
                "v_lshlrev_b16": 0x338, "v_lshrrev_b16": 0x339, "v_ashrrev_i16": 0x33A,
                "v_max_u16": 0x309, "v_max_i16": 0x30A, "v_min_u16": 0x30B, "v_min_i16": 0x30C,
                "v_mul_lo_u16": 0x305, "v_alignbit_b32": 0x216, "v_alignbyte_b32": 0x217,
                "v_not_b16": 0x1E9, "v_sat_pk_u8_i16": 0x1E2}


def opsel(op, vdst, srcs, selects, suffix=""):
    return [vop3_opsel(op + suffix, VOP3_OPCODES[op], vdst, srcs, sel) for sel in selects]


def body_arith():
    out = [comment("add/sub without carry, 32-bit")]
    out += each(["v_add_nc_u32", "v_sub_nc_u32", "v_subrev_nc_u32"],
                [f"{{op}} v10, {s}" for s in SRC2] +
                [f"{{op}}_e64 v11, {s} clamp" for s in ("v1, v2", "v3, v4", "v2, s0")])
    out += each(["v_add_nc_i32", "v_sub_nc_i32"],
                [f"{{op}} v12, {s}{c}" for s in ("v1, v2", "v3, v4", "s0, v1", "v2, -1",
                                                "v4, 0x7fffffff") for c in ("", " clamp")])
    out.append(comment("add/sub with carry out (to VCC or an SGPR), and carry in"))
    out += each(["v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"],
                [f"{{op}} v13, {d}, {s}{c}" for s in ("v1, v2", "v3, v4", "s0, v2", "-1, v1",
                                                     "v4, 0xfffffff0")
                 for d, c in (("vcc_lo", ""), ("s22", " clamp"))])
    out += each(["v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32"], [
        "s_mov_b32 vcc_lo, s20"] +
        [f"{{op}} v14, vcc_lo, {s}, vcc_lo" for s in ("v1, v2", "v3, v4", "-1, v2", "s1, v1",
                                                     "0, v3")] + [
        "{op}_e64 v14, s22, v1, v2, s20", "{op}_e64 v14, s22, v3, v4, s20 clamp",
        "{op}_e64 v14, s23, v4, -1, s22"])
    out += block("""
// a 64-bit add chain
v_add_co_u32 v15, vcc_lo, v1, v3
v_add_co_ci_u32 v16, vcc_lo, v2, v4, vcc_lo
v_sub_co_u32 v15, vcc_lo, v15, v3
v_sub_co_ci_u32 v16, vcc_lo, v16, v4, vcc_lo
s_mov_b32 vcc_lo, s20
// three-operand adds
""")
    out += each(["v_add3_u32", "v_xad_u32", "v_lshl_add_u32", "v_add_lshl_u32"],
                [f"{{op}} v17, {s}" for s in ("v1, v2, v3", "v4, v3, v2", "v1, 5, v2",
                                              "s1, v2, -1", "v3, v4, 0x12345678",
                                              "v2, s0, s2")])
    out.append(comment("16-bit add/sub: halves by op_sel, the other half of vdst kept, clamp "
                       "saturates"))
    for op in ("v_add_nc_u16", "v_sub_nc_u16", "v_add_nc_i16", "v_sub_nc_i16"):
        out += kept_half(op, "v18", "v4", SRC2_16, clamp=True)
        for sel in ("1,0,0", "0,1,0", "1,1,0", "0,0,1", "1,1,1"):
            out += [ins(f"{op} v18, v1, v2 op_sel:[{sel}]"),
                    ins(f"{op} v18, v3, v4 op_sel:[{sel}] clamp")]
    return out + block("""
// moves and selects (VOP1/VOP2, VOP3 with sign modifiers, VOPD, DPP)
v_mov_b32 v19, v1
v_mov_b32 v19, s1
v_mov_b32 v19, -7
v_mov_b32 v19, 0.5
v_mov_b32 v19, 0xdeadbeef
v_mov_b32_e64 v19, v2
v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v19, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_add_nc_u32_dpp v19, v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf
v_add_nc_u32_dpp v19, v3, v4 quad_perm:[3,3,0,1] row_mask:0xa bank_mask:0x5
v_cndmask_b32 v20, v1, v2, vcc_lo
v_cndmask_b32 v20, -1, v3, vcc_lo
v_cndmask_b32_e64 v20, v1, v2, s20
v_cndmask_b32_e64 v20, -v1, v2, s20
v_cndmask_b32_e64 v20, |v3|, -|v4|, s20
v_cndmask_b32_e64 v20, v3, 0x55aa55aa, s22
v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v22, v2, v3
v_dual_cndmask_b32 v21, v3, v4 :: v_dual_lshlrev_b32 v22, v1, v2
v_dual_mov_b32 v22, -5 :: v_dual_and_b32 v21, v2, v3
v_mov_b16 v23.l, v1.h
v_mov_b16 v23.h, v2.l
v_mov_b16 v23.h, v3.h
v_mov_b16 v23.l, 0x1234
v_cndmask_b16 v23, v1, v2, s20
v_cndmask_b16 v23, -v3, |v4|, s22
""")


def body_logic():
    out = [comment("logic, 32 and 16 bit")]
    out += each(["v_and_b32", "v_or_b32", "v_xor_b32", "v_xnor_b32"],
                [f"{{op}} v10, {s}" for s in SRC2 + ["v4, 64"]])
    out += each(["v_not_b32", "v_bfrev_b32", "v_clz_i32_u32", "v_ctz_i32_b32", "v_cls_i32"],
                [f"{{op}} v11, {s}" for s in ("v1", "v2", "v3", "v4", "s0", "0", "-1",
                                              "0x00010000", "0xffff8000")] +
                ["{op}_e64 v11, v3"])
    out += each(["v_or3_b32", "v_xor3_b32", "v_and_or_b32", "v_lshl_or_b32", "v_bfi_b32",
                 "v_alignbit_b32", "v_alignbyte_b32", "v_perm_b32", "v_lerp_u8", "v_bfe_u32",
                 "v_bfe_i32", "v_sad_u8", "v_sad_hi_u8", "v_sad_u16", "v_sad_u32", "v_msad_u8"],
                [f"{{op}} v12, {s}" for s in SRC3 + ["v2, v3, 0x0c0d0804"]])
    out += each_source(["v_bfe_u32", "v_bfe_i32"],
                       [f"{{op}} v12, {s}" for s in ("v1, v2, v3", "v1, 8, 4", "v2, 31, 1",
                                                     "v3, 0, 0", "v4, 12, 20", "v2, 1, 31",
                                                     "v4, v0, 16")])
    out += each_source(["v_bfm_b32", "v_bcnt_u32_b32"],
                       [f"{{op}} v13, {s}" for s in ("v1, v2", "v0, 4", "8, v0", "0, 0",
                                                     "31, 1", "v3, s1")])
    out += block("""
v_perm_b32 v12, v1, v2, 0x0b0a0908
v_perm_b32 v12, v1, v2, 0x0c0d0e0f
v_perm_b32 v12, v3, v4, 0x07060504
v_alignbyte_b32 v12, v1, v2, 3
// alignbit/alignbyte: S2 is a 16-bit operand, op_sel[2] takes its high half
""")
    for op in ("v_alignbit_b32", "v_alignbyte_b32"):
        out += (opsel(op, 12, [1, 2, 3], [(0, 0, 1, 0)]) +
                opsel(op, 12, [4, 3, 2], [(0, 0, 1, 0), (1, 1, 0, 0)]))
    out.append(comment("shifts: the rev forms shift S1 by S0"))
    out += each(["v_lshlrev_b32", "v_lshrrev_b32", "v_ashrrev_i32"],
                [f"{{op}} v14, {s}" for s in ("v1, v2", "v0, v4", "v3, v1", "31, v2", "1, s0",
                                              "v4, 0x80000000", "v2, -1", "33, v3")])
    out.append(comment("16-bit logic and shifts: halves by op_sel, the other half of vdst kept"))
    for op in ("v_and_b16", "v_or_b16", "v_xor_b16", "v_lshlrev_b16", "v_lshrrev_b16",
               "v_ashrrev_i16"):
        out += kept_half(op, "v15", "v3", ["v1, v2", "v3, v4", "v0, v3", "15, v2", "v4, -1"])
        out += opsel(op, 15, [1, 2], [(1, 0, 0), (0, 1, 0), (1, 1, 1), (0, 0, 1)])
    out += [comment("v_not_b16 (fake16 in llvm-mc-19): the VOP1 high halves as VGPR fields of "
                    "128 and up,"), comment("the VOP3 ones by op_sel")]
    for src_hi, dst_hi in ((0, 0), (1, 0), (0, 1), (1, 1)):
        word = 0x7E20D302 | src_hi << 7 | dst_hi << 24  # VOP1: vdst 16 (+128), src0 v2 (+128)
        out.append(ins(f".long 0x{word:08x}  // v_not_b16_e32 v16.{'lh'[dst_hi]}, "
                       f"v2.{'lh'[src_hi]}"))
        out += opsel("v_not_b16", 16, [3], [(src_hi, dst_hi)], suffix="_e64")
    out += block("""
v_not_b16 v16, 0x8000
// v_sat_pk_u8_i16: two signed halves limited to bytes, into one half of vdst
""")
    out += [ins(f"v_sat_pk_u8_i16 v16, {s}") for s in ("v1", "v2", "v3", "v4", "s3", "-1",
                                                        "0x7fff0100")]
    return out + opsel("v_sat_pk_u8_i16", 16, [3], [(0, 1)], suffix="_e64")


def body_minmax():
    out = [comment("min, max, min3, max3, med3, minmax, maxmin: 32-bit signed "
                                   "and unsigned")]
    out += each(["v_min_i32", "v_max_i32", "v_min_u32", "v_max_u32"],
                [f"{{op}} v10, {s}" for s in SRC2_WIDE])
    out += each(["v_min3_i32", "v_max3_i32", "v_min3_u32", "v_max3_u32", "v_med3_i32",
                 "v_med3_u32", "v_minmax_i32", "v_maxmin_i32", "v_minmax_u32", "v_maxmin_u32"],
                [f"{{op}} v11, {s}" for s in SRC3 + ["v2, v2, v3", "v1, v3, v1",
                                                    "v2, 0x80000000, v4"]])
    out.append(comment("16-bit: halves by op_sel, the other half of vdst kept"))
    for op in ("v_min_i16", "v_max_i16", "v_min_u16", "v_max_u16"):
        out += kept_half(op, "v12", "v4", SRC2_16)
        out += opsel(op, 12, [1, 2], [(1, 0, 0), (0, 1, 0), (1, 1, 1)])
    for op in ("v_min3_i16", "v_max3_i16", "v_min3_u16", "v_max3_u16", "v_med3_i16",
               "v_med3_u16"):
        out += kept_half(op, "v12", "v3", ["v1, v2, v3", "v4, v3, v2", "v2, -1, v1",
                                           "v4, 0x7fff, v2", "v1, v1, v3"])
        out += [ins(f"{op} v12, v1, v2, v3 op_sel:[{sel}]")
                for sel in ("1,0,0,0", "0,1,0,0", "0,0,1,0", "1,1,1,1", "0,0,0,1")]
    return out


def body_mul():
    out = [comment("24-bit multiplies and mads (sources' bits [23:0], signed or "
                                   "unsigned)")]
    out += each(["v_mul_i32_i24", "v_mul_hi_i32_i24", "v_mul_u32_u24", "v_mul_hi_u32_u24"],
                [f"{{op}} v10, {s}" for s in SRC2_WIDE] + ["{op}_e64 v10, v1, v2"])
    out += each(["v_mad_i32_i24", "v_mad_u32_u24", "v_mad_u32_u16", "v_mad_i32_i16"],
                [f"{{op}} v11, {s}" for s in ("v1, v2, v3", "v4, v3, v2", "v2, -1, v1",
                                              "s1, v3, 0x7fffffff", "v1, v1, v1",
                                              "v4, 0x8000, v2")])
    for sel in ("1,0,0,0", "0,1,0,0", "1,1,0,0"):
        out += [ins(f"v_mad_u32_u16 v11, v1, v2, v3 op_sel:[{sel}]"),
                ins(f"v_mad_i32_i16 v11, v3, v4, v1 op_sel:[{sel}]")]
    out.append(comment("16-bit multiplies: halves by op_sel, the other half of vdst kept, "
                       "clamp saturates"))
    out += kept_half("v_mul_lo_u16", "v12", "v1", SRC2_16)
    out += opsel("v_mul_lo_u16", 12, [3, 4], [(1, 0, 0), (0, 1, 0), (1, 1, 1)])
    for op in ("v_mad_u16", "v_mad_i16"):
        out += kept_half(op, "v12", "v2", ["v1, v2, v3", "v4, v3, v2", "v2, -1, v1",
                                           "v4, 0x7fff, v2"], clamp=True)
        for sel in ("1,0,0,0", "0,1,0,0", "0,0,1,0", "1,1,1,1"):
            out += [ins(f"{op} v12, v1, v2, v3 op_sel:[{sel}]"),
                    ins(f"{op} v12, v3, v4, v1 op_sel:[{sel}] clamp")]
    out.append(comment("32-bit multiplies (quarter rate)"))
    out += each(["v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32"],
                [f"{{op}} v13, {s}" for s in SRC2_WIDE])
    out += block("""
// 64-bit shifts and 32 x 32 + 64 mads with carry out
v_mov_b32 v24, v3
v_mov_b32 v25, v4
""")
    out += each(["v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64"],
                [f"{{op}} v[26:27], {s}" for s in ("v1, v[1:2]", "v0, v[3:4]", "v2, v[24:25]",
                                                   "63, v[1:2]", "32, v[3:4]", "1, s[0:1]",
                                                   "v4, -1")])
    return out + each(["v_mad_u64_u32", "v_mad_i64_i32"],
                      [f"{{op}} v[26:27], {s}" for s in (
                          "s24, v1, v2, v[3:4]", "s24, v4, v3, v[1:2]", "s24, v1, -1, v[24:25]",
                          "s24, v2, v2, -1", "s24, s0, v3, v[1:2]",
                          "s24, v4, 0x7fffffff, v[2:3]", "s24, v3, v1, 0",
                          "vcc_lo, v3, v4, v[1:2]")])


def body_wave64():
    return block("""
// a mix of the integer units in wave64: carries in VCC and SGPR pairs
v_add_co_u32 v10, vcc, v1, v2
v_add_co_ci_u32 v11, vcc, v3, v4, vcc
v_sub_co_u32 v10, s[22:23], v1, v2
v_sub_co_ci_u32_e64 v11, s[24:25], v3, v4, s[22:23] clamp
v_subrev_co_ci_u32_e64 v11, s[24:25], v3, -1, s[20:21]
v_cndmask_b32 v12, v1, v2, vcc
v_cndmask_b32_e64 v12, -v1, |v2|, s[20:21]
v_cndmask_b16 v12, v3, v4, s[22:23]
v_mad_u64_u32 v[14:15], s[26:27], v1, v2, v[3:4]
v_mad_i64_i32 v[14:15], vcc, v3, v4, v[1:2]
v_lshrrev_b64 v[14:15], v1, v[3:4]
v_ashrrev_i64 v[14:15], v2, v[1:2]
v_mul_hi_i32 v13, v1, v2
v_mul_lo_u32 v13, v3, v4
v_mul_hi_u32 v13, v4, s1
v_med3_i32 v13, v1, v2, v3
v_perm_b32 v13, v1, v2, v3
v_bfe_i32 v13, v4, v1, v2
v_add_nc_i16 v16, v1, v2 op_sel:[1,0,1] clamp
v_mad_u16 v16, v3, v4, v1 op_sel:[0,1,1,0] clamp
v_mov_b32_dpp v17, v4 row_shr:2 row_mask:0xf bank_mask:0xf
v_qsad_pk_u16_u8 v[14:15], v[1:2], v3, v[24:25]
v_mqsad_pk_u16_u8 v[14:15], v[3:4], v1, v[24:25]
""")


def programs():
    return {
        "int_arith.s": program([
            "Directed cosim program (int unit): adds and subtracts with and without carry, clamp,",
            "three-operand adds, 16-bit halves, moves and selects in every encoding."],
            body_arith()),
        "int_logic.s": program([
            "Directed cosim program (int unit): logic, shifts, bit counts, bit fields, alignment,",
            "byte permutes, lerp and sums of absolute differences."], body_logic()),
        "int_minmax.s": program([
            "Directed cosim program (int unit): minimum, maximum, three-operand min/max/median and",
            "minmax/maxmin, 32- and 16-bit, signed and unsigned."], body_minmax()),
        "int_mul.s": program([
            "Directed cosim program (int, imul, int64 units): 16-, 24- and 32-bit multiplies and",
            "mads, 64-bit shifts and the 64-bit mads with their carry out."], body_mul()),
        "int_wave64.s": program([
            "Directed cosim program (int, imul, int64 units) in wave64: both passes of each",
            "instruction, lane masks as SGPR pairs."], body_wave64(), wave64=True),
    }
