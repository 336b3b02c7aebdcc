"""Directed programs of the integer units (int, imul, int64): each body on hashed inputs with
integer edges patched in, then again under a sparse EXEC; wave32 and wave64."""
from asm import block, comment, each, hash_regs, ins, lane_id, without_comments

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


def body_arith():
    return (
        block("""
// add/sub without carry, 32-bit
""") +
        each(["v_add_nc_u32", "v_sub_nc_u32", "v_subrev_nc_u32"], [
              "{op} v10, v1, v2",
              "{op} v10, v3, v4",
              "{op} v10, v2, v1",
              "{op} v10, s1, v3",
              "{op} v10, -1, v4",
              "{op} v10, 0x80000000, v2",
              "{op}_e64 v11, v1, v2 clamp",
              "{op}_e64 v11, v3, v4 clamp",
              "{op}_e64 v11, v2, s0 clamp"]) +
        each(["v_add_nc_i32", "v_sub_nc_i32"], [
              "{op} v12, v1, v2",
              "{op} v12, v1, v2 clamp",
              "{op} v12, v3, v4",
              "{op} v12, v3, v4 clamp",
              "{op} v12, s0, v1",
              "{op} v12, s0, v1 clamp",
              "{op} v12, v2, -1",
              "{op} v12, v2, -1 clamp",
              "{op} v12, v4, 0x7fffffff",
              "{op} v12, v4, 0x7fffffff clamp"]) +
        block("""
// add/sub with carry out (to VCC or an SGPR), and carry in
""") +
        each(["v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"], [
              "{op} v13, vcc_lo, v1, v2",
              "{op} v13, s22, v1, v2 clamp",
              "{op} v13, vcc_lo, v3, v4",
              "{op} v13, s22, v3, v4 clamp",
              "{op} v13, vcc_lo, s0, v2",
              "{op} v13, s22, s0, v2 clamp",
              "{op} v13, vcc_lo, -1, v1",
              "{op} v13, s22, -1, v1 clamp",
              "{op} v13, vcc_lo, v4, 0xfffffff0",
              "{op} v13, s22, v4, 0xfffffff0 clamp"]) +
        each(["v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32"], [
              "s_mov_b32 vcc_lo, s20",
              "{op} v14, vcc_lo, v1, v2, vcc_lo",
              "{op} v14, vcc_lo, v3, v4, vcc_lo",
              "{op} v14, vcc_lo, -1, v2, vcc_lo",
              "{op} v14, vcc_lo, s1, v1, vcc_lo",
              "{op} v14, vcc_lo, 0, v3, vcc_lo",
              "{op}_e64 v14, s22, v1, v2, s20",
              "{op}_e64 v14, s22, v3, v4, s20 clamp",
              "{op}_e64 v14, s23, v4, -1, s22"]) +
        block("""
// a 64-bit add chain
v_add_co_u32 v15, vcc_lo, v1, v3
v_add_co_ci_u32 v16, vcc_lo, v2, v4, vcc_lo
v_sub_co_u32 v15, vcc_lo, v15, v3
v_sub_co_ci_u32 v16, vcc_lo, v16, v4, vcc_lo
s_mov_b32 vcc_lo, s20
// three-operand adds
""") +
        each(["v_add3_u32", "v_xad_u32", "v_lshl_add_u32", "v_add_lshl_u32"], [
              "{op} v17, v1, v2, v3",
              "{op} v17, v4, v3, v2",
              "{op} v17, v1, 5, v2",
              "{op} v17, s1, v2, -1",
              "{op} v17, v3, v4, 0x12345678",
              "{op} v17, v2, s0, s2"]) +
        block("""
// 16-bit add/sub: halves by op_sel, the other half of vdst kept, clamp saturates
v_mov_b32 v18, v4
""") +
        each(["v_add_nc_u16", "v_sub_nc_u16", "v_add_nc_i16"], [
              "{op} v18, v1, v2",
              "{op} v18, v1, v2 clamp",
              "v_mov_b32 v18, v4",
              "{op} v18, v3, v4",
              "{op} v18, v3, v4 clamp",
              "v_mov_b32 v18, v4",
              "{op} v18, v4, -1",
              "{op} v18, v4, -1 clamp",
              "v_mov_b32 v18, v4",
              "{op} v18, v2, 0x7fff",
              "{op} v18, v2, 0x7fff clamp",
              "{op} v18, v1, v2 op_sel:[1,0,0]",
              "{op} v18, v3, v4 op_sel:[1,0,0] clamp",
              "{op} v18, v1, v2 op_sel:[0,1,0]",
              "{op} v18, v3, v4 op_sel:[0,1,0] clamp",
              "{op} v18, v1, v2 op_sel:[1,1,0]",
              "{op} v18, v3, v4 op_sel:[1,1,0] clamp",
              "{op} v18, v1, v2 op_sel:[0,0,1]",
              "{op} v18, v3, v4 op_sel:[0,0,1] clamp",
              "{op} v18, v1, v2 op_sel:[1,1,1]",
              "{op} v18, v3, v4 op_sel:[1,1,1] clamp",
              "v_mov_b32 v18, v4"]) +
        block("""
v_sub_nc_i16 v18, v1, v2
v_sub_nc_i16 v18, v1, v2 clamp
v_mov_b32 v18, v4
v_sub_nc_i16 v18, v3, v4
v_sub_nc_i16 v18, v3, v4 clamp
v_mov_b32 v18, v4
v_sub_nc_i16 v18, v4, -1
v_sub_nc_i16 v18, v4, -1 clamp
v_mov_b32 v18, v4
v_sub_nc_i16 v18, v2, 0x7fff
v_sub_nc_i16 v18, v2, 0x7fff clamp
v_sub_nc_i16 v18, v1, v2 op_sel:[1,0,0]
v_sub_nc_i16 v18, v3, v4 op_sel:[1,0,0] clamp
v_sub_nc_i16 v18, v1, v2 op_sel:[0,1,0]
v_sub_nc_i16 v18, v3, v4 op_sel:[0,1,0] clamp
v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,0]
v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,0] clamp
v_sub_nc_i16 v18, v1, v2 op_sel:[0,0,1]
v_sub_nc_i16 v18, v3, v4 op_sel:[0,0,1] clamp
v_sub_nc_i16 v18, v1, v2 op_sel:[1,1,1]
v_sub_nc_i16 v18, v3, v4 op_sel:[1,1,1] clamp
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
"""))


def body_logic():
    return (
        block("""
// logic, 32 and 16 bit
""") +
        each(["v_and_b32", "v_or_b32", "v_xor_b32", "v_xnor_b32"], [
              "{op} v10, v1, v2",
              "{op} v10, v3, v4",
              "{op} v10, v2, v1",
              "{op} v10, s1, v3",
              "{op} v10, -1, v4",
              "{op} v10, 0x80000000, v2",
              "{op} v10, v4, 64"]) +
        each(["v_not_b32", "v_bfrev_b32", "v_clz_i32_u32", "v_ctz_i32_b32", "v_cls_i32"], [
              "{op} v11, v1",
              "{op} v11, v2",
              "{op} v11, v3",
              "{op} v11, v4",
              "{op} v11, s0",
              "{op} v11, 0",
              "{op} v11, -1",
              "{op} v11, 0x00010000",
              "{op} v11, 0xffff8000",
              "{op}_e64 v11, v3"]) +
        each(["v_or3_b32", "v_xor3_b32", "v_and_or_b32", "v_lshl_or_b32", "v_bfi_b32",
              "v_alignbit_b32", "v_alignbyte_b32", "v_perm_b32", "v_lerp_u8", "v_bfe_u32",
              "v_bfe_i32", "v_sad_u8", "v_sad_hi_u8", "v_sad_u16", "v_sad_u32", "v_msad_u8"], [
              "{op} v12, v1, v2, v3",
              "{op} v12, v4, v3, v2",
              "{op} v12, v2, v1, v4",
              "{op} v12, v1, s1, v2",
              "{op} v12, v3, v4, 7",
              "{op} v12, v4, -1, v1",
              "{op} v12, v2, v3, 0x0c0d0804"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v1, v2, v3"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v1, 8, 4"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v2, 31, 1"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v3, 0, 0"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v4, 12, 20"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v2, 1, 31"]) +
        each(["v_bfe_u32", "v_bfe_i32"], [
              "{op} v12, v4, v0, 16"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, v1, v2"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, v0, 4"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, 8, v0"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, 0, 0"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, 31, 1"]) +
        each(["v_bfm_b32", "v_bcnt_u32_b32"], [
              "{op} v13, v3, s1"]) +
        block("""
v_perm_b32 v12, v1, v2, 0x0b0a0908
v_perm_b32 v12, v1, v2, 0x0c0d0e0f
v_perm_b32 v12, v3, v4, 0x07060504
v_alignbyte_b32 v12, v1, v2, 3
// alignbit/alignbyte: S2 is a 16-bit operand, op_sel[2] takes its high half
.long 0xd616200c, 0x040e0501  // v_alignbit_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
.long 0xd616200c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
.long 0xd616180c, 0x040a0704  // v_alignbit_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
.long 0xd617200c, 0x040e0501  // v_alignbyte_b32 v12, v1, v2, v3 op_sel:[0,0,1,0]
.long 0xd617200c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[0,0,1,0]
.long 0xd617180c, 0x040a0704  // v_alignbyte_b32 v12, v4, v3, v2 op_sel:[1,1,0,0]
// shifts: the rev forms shift S1 by S0
""") +
        each(["v_lshlrev_b32", "v_lshrrev_b32", "v_ashrrev_i32"], [
              "{op} v14, v1, v2",
              "{op} v14, v0, v4",
              "{op} v14, v3, v1",
              "{op} v14, 31, v2",
              "{op} v14, 1, s0",
              "{op} v14, v4, 0x80000000",
              "{op} v14, v2, -1",
              "{op} v14, 33, v3"]) +
        block("""
// 16-bit logic and shifts: halves by op_sel, the other half of vdst kept
v_mov_b32 v15, v3
v_and_b16 v15, v1, v2
v_mov_b32 v15, v3
v_and_b16 v15, v3, v4
v_mov_b32 v15, v3
v_and_b16 v15, v0, v3
v_mov_b32 v15, v3
v_and_b16 v15, 15, v2
v_mov_b32 v15, v3
v_and_b16 v15, v4, -1
.long 0xd762080f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd762100f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd762580f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd762400f, 0x00020501  // v_and_b16 v15, v1, v2 op_sel:[0,0,1]
v_mov_b32 v15, v3
v_or_b16 v15, v1, v2
v_mov_b32 v15, v3
v_or_b16 v15, v3, v4
v_mov_b32 v15, v3
v_or_b16 v15, v0, v3
v_mov_b32 v15, v3
v_or_b16 v15, 15, v2
v_mov_b32 v15, v3
v_or_b16 v15, v4, -1
.long 0xd763080f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd763100f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd763580f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd763400f, 0x00020501  // v_or_b16 v15, v1, v2 op_sel:[0,0,1]
v_mov_b32 v15, v3
v_xor_b16 v15, v1, v2
v_mov_b32 v15, v3
v_xor_b16 v15, v3, v4
v_mov_b32 v15, v3
v_xor_b16 v15, v0, v3
v_mov_b32 v15, v3
v_xor_b16 v15, 15, v2
v_mov_b32 v15, v3
v_xor_b16 v15, v4, -1
.long 0xd764080f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd764100f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd764580f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd764400f, 0x00020501  // v_xor_b16 v15, v1, v2 op_sel:[0,0,1]
v_mov_b32 v15, v3
v_lshlrev_b16 v15, v1, v2
v_mov_b32 v15, v3
v_lshlrev_b16 v15, v3, v4
v_mov_b32 v15, v3
v_lshlrev_b16 v15, v0, v3
v_mov_b32 v15, v3
v_lshlrev_b16 v15, 15, v2
v_mov_b32 v15, v3
v_lshlrev_b16 v15, v4, -1
.long 0xd738080f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd738100f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd738580f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd738400f, 0x00020501  // v_lshlrev_b16 v15, v1, v2 op_sel:[0,0,1]
v_mov_b32 v15, v3
v_lshrrev_b16 v15, v1, v2
v_mov_b32 v15, v3
v_lshrrev_b16 v15, v3, v4
v_mov_b32 v15, v3
v_lshrrev_b16 v15, v0, v3
v_mov_b32 v15, v3
v_lshrrev_b16 v15, 15, v2
v_mov_b32 v15, v3
v_lshrrev_b16 v15, v4, -1
.long 0xd739080f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd739100f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd739580f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd739400f, 0x00020501  // v_lshrrev_b16 v15, v1, v2 op_sel:[0,0,1]
v_mov_b32 v15, v3
v_ashrrev_i16 v15, v1, v2
v_mov_b32 v15, v3
v_ashrrev_i16 v15, v3, v4
v_mov_b32 v15, v3
v_ashrrev_i16 v15, v0, v3
v_mov_b32 v15, v3
v_ashrrev_i16 v15, 15, v2
v_mov_b32 v15, v3
v_ashrrev_i16 v15, v4, -1
.long 0xd73a080f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,0,0]
.long 0xd73a100f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,1,0]
.long 0xd73a580f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[1,1,1]
.long 0xd73a400f, 0x00020501  // v_ashrrev_i16 v15, v1, v2 op_sel:[0,0,1]
// v_not_b16 (fake16 in llvm-mc-19): the VOP1 high halves as VGPR fields of 128 and up,
// the VOP3 ones by op_sel
.long 0x7e20d302  // v_not_b16_e32 v16.l, v2.l
.long 0xd5e90010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,0]
.long 0x7e20d382  // v_not_b16_e32 v16.l, v2.h
.long 0xd5e90810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,0]
.long 0x7f20d302  // v_not_b16_e32 v16.h, v2.l
.long 0xd5e94010, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[0,1]
.long 0x7f20d382  // v_not_b16_e32 v16.h, v2.h
.long 0xd5e94810, 0x00000103  // v_not_b16_e64 v16, v3 op_sel:[1,1]
v_not_b16 v16, 0x8000
// v_sat_pk_u8_i16: two signed halves limited to bytes, into one half of vdst
v_sat_pk_u8_i16 v16, v1
v_sat_pk_u8_i16 v16, v2
v_sat_pk_u8_i16 v16, v3
v_sat_pk_u8_i16 v16, v4
v_sat_pk_u8_i16 v16, s3
v_sat_pk_u8_i16 v16, -1
v_sat_pk_u8_i16 v16, 0x7fff0100
.long 0xd5e24010, 0x00000103  // v_sat_pk_u8_i16_e64 v16, v3 op_sel:[0,1]
"""))


def body_minmax():
    return (
        block("""
// min, max, min3, max3, med3, minmax, maxmin: 32-bit signed and unsigned
""") +
        each(["v_min_i32", "v_max_i32", "v_min_u32", "v_max_u32"], [
              "{op} v10, v1, v2",
              "{op} v10, v3, v4",
              "{op} v10, v2, v1",
              "{op} v10, s1, v3",
              "{op} v10, -1, v4",
              "{op} v10, 0x80000000, v2",
              "{op} v10, v4, 64",
              "{op} v10, v1, s0",
              "{op} v10, v2, v2"]) +
        each(["v_min3_i32", "v_max3_i32", "v_min3_u32", "v_max3_u32", "v_med3_i32", "v_med3_u32",
              "v_minmax_i32", "v_maxmin_i32", "v_minmax_u32", "v_maxmin_u32"], [
              "{op} v11, v1, v2, v3",
              "{op} v11, v4, v3, v2",
              "{op} v11, v2, v1, v4",
              "{op} v11, v1, s1, v2",
              "{op} v11, v3, v4, 7",
              "{op} v11, v4, -1, v1",
              "{op} v11, v2, v2, v3",
              "{op} v11, v1, v3, v1",
              "{op} v11, v2, 0x80000000, v4"]) +
        block("""
// 16-bit: halves by op_sel, the other half of vdst kept
v_mov_b32 v12, v4
v_min_i16 v12, v1, v2
v_mov_b32 v12, v4
v_min_i16 v12, v3, v4
v_mov_b32 v12, v4
v_min_i16 v12, v4, -1
v_mov_b32 v12, v4
v_min_i16 v12, v2, 0x7fff
.long 0xd70c080c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,0,0]
.long 0xd70c100c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[0,1,0]
.long 0xd70c580c, 0x00020501  // v_min_i16 v12, v1, v2 op_sel:[1,1,1]
v_mov_b32 v12, v4
v_max_i16 v12, v1, v2
v_mov_b32 v12, v4
v_max_i16 v12, v3, v4
v_mov_b32 v12, v4
v_max_i16 v12, v4, -1
v_mov_b32 v12, v4
v_max_i16 v12, v2, 0x7fff
.long 0xd70a080c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,0,0]
.long 0xd70a100c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[0,1,0]
.long 0xd70a580c, 0x00020501  // v_max_i16 v12, v1, v2 op_sel:[1,1,1]
v_mov_b32 v12, v4
v_min_u16 v12, v1, v2
v_mov_b32 v12, v4
v_min_u16 v12, v3, v4
v_mov_b32 v12, v4
v_min_u16 v12, v4, -1
v_mov_b32 v12, v4
v_min_u16 v12, v2, 0x7fff
.long 0xd70b080c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,0,0]
.long 0xd70b100c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[0,1,0]
.long 0xd70b580c, 0x00020501  // v_min_u16 v12, v1, v2 op_sel:[1,1,1]
v_mov_b32 v12, v4
v_max_u16 v12, v1, v2
v_mov_b32 v12, v4
v_max_u16 v12, v3, v4
v_mov_b32 v12, v4
v_max_u16 v12, v4, -1
v_mov_b32 v12, v4
v_max_u16 v12, v2, 0x7fff
.long 0xd709080c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,0,0]
.long 0xd709100c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[0,1,0]
.long 0xd709580c, 0x00020501  // v_max_u16 v12, v1, v2 op_sel:[1,1,1]
v_mov_b32 v12, v3
""") +
        each(["v_min3_i16", "v_max3_i16", "v_min3_u16", "v_max3_u16", "v_med3_i16"], [
              "{op} v12, v1, v2, v3",
              "v_mov_b32 v12, v3",
              "{op} v12, v4, v3, v2",
              "v_mov_b32 v12, v3",
              "{op} v12, v2, -1, v1",
              "v_mov_b32 v12, v3",
              "{op} v12, v4, 0x7fff, v2",
              "v_mov_b32 v12, v3",
              "{op} v12, v1, v1, v3",
              "{op} v12, v1, v2, v3 op_sel:[1,0,0,0]",
              "{op} v12, v1, v2, v3 op_sel:[0,1,0,0]",
              "{op} v12, v1, v2, v3 op_sel:[0,0,1,0]",
              "{op} v12, v1, v2, v3 op_sel:[1,1,1,1]",
              "{op} v12, v1, v2, v3 op_sel:[0,0,0,1]",
              "v_mov_b32 v12, v3"]) +
        block("""
v_med3_u16 v12, v1, v2, v3
v_mov_b32 v12, v3
v_med3_u16 v12, v4, v3, v2
v_mov_b32 v12, v3
v_med3_u16 v12, v2, -1, v1
v_mov_b32 v12, v3
v_med3_u16 v12, v4, 0x7fff, v2
v_mov_b32 v12, v3
v_med3_u16 v12, v1, v1, v3
v_med3_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
v_med3_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
v_med3_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
v_med3_u16 v12, v1, v2, v3 op_sel:[0,0,0,1]
"""))


def body_mul():
    return (
        block("""
// 24-bit multiplies and mads (sources' bits [23:0], signed or unsigned)
""") +
        each(["v_mul_i32_i24", "v_mul_hi_i32_i24", "v_mul_u32_u24", "v_mul_hi_u32_u24"], [
              "{op} v10, v1, v2",
              "{op} v10, v3, v4",
              "{op} v10, v2, v1",
              "{op} v10, s1, v3",
              "{op} v10, -1, v4",
              "{op} v10, 0x80000000, v2",
              "{op} v10, v4, 64",
              "{op} v10, v1, s0",
              "{op} v10, v2, v2",
              "{op}_e64 v10, v1, v2"]) +
        each(["v_mad_i32_i24", "v_mad_u32_u24", "v_mad_u32_u16", "v_mad_i32_i16"], [
              "{op} v11, v1, v2, v3",
              "{op} v11, v4, v3, v2",
              "{op} v11, v2, -1, v1",
              "{op} v11, s1, v3, 0x7fffffff",
              "{op} v11, v1, v1, v1",
              "{op} v11, v4, 0x8000, v2"]) +
        block("""
v_mad_u32_u16 v11, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_i32_i16 v11, v3, v4, v1 op_sel:[1,0,0,0]
v_mad_u32_u16 v11, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_i32_i16 v11, v3, v4, v1 op_sel:[0,1,0,0]
v_mad_u32_u16 v11, v1, v2, v3 op_sel:[1,1,0,0]
v_mad_i32_i16 v11, v3, v4, v1 op_sel:[1,1,0,0]
// 16-bit multiplies: halves by op_sel, the other half of vdst kept, clamp saturates
v_mov_b32 v12, v1
v_mul_lo_u16 v12, v1, v2
v_mov_b32 v12, v1
v_mul_lo_u16 v12, v3, v4
v_mov_b32 v12, v1
v_mul_lo_u16 v12, v4, -1
v_mov_b32 v12, v1
v_mul_lo_u16 v12, v2, 0x7fff
.long 0xd705080c, 0x00020903  // v_mul_lo_u16 v12, v3, v4 op_sel:[1,0,0]
.long 0xd705100c, 0x00020903  // v_mul_lo_u16 v12, v3, v4 op_sel:[0,1,0]
.long 0xd705580c, 0x00020903  // v_mul_lo_u16 v12, v3, v4 op_sel:[1,1,1]
v_mov_b32 v12, v2
v_mad_u16 v12, v1, v2, v3
v_mad_u16 v12, v1, v2, v3 clamp
v_mov_b32 v12, v2
v_mad_u16 v12, v4, v3, v2
v_mad_u16 v12, v4, v3, v2 clamp
v_mov_b32 v12, v2
v_mad_u16 v12, v2, -1, v1
v_mad_u16 v12, v2, -1, v1 clamp
v_mov_b32 v12, v2
v_mad_u16 v12, v4, 0x7fff, v2
v_mad_u16 v12, v4, 0x7fff, v2 clamp
v_mad_u16 v12, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_u16 v12, v3, v4, v1 op_sel:[1,0,0,0] clamp
v_mad_u16 v12, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_u16 v12, v3, v4, v1 op_sel:[0,1,0,0] clamp
v_mad_u16 v12, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_u16 v12, v3, v4, v1 op_sel:[0,0,1,0] clamp
v_mad_u16 v12, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_u16 v12, v3, v4, v1 op_sel:[1,1,1,1] clamp
v_mov_b32 v12, v2
v_mad_i16 v12, v1, v2, v3
v_mad_i16 v12, v1, v2, v3 clamp
v_mov_b32 v12, v2
v_mad_i16 v12, v4, v3, v2
v_mad_i16 v12, v4, v3, v2 clamp
v_mov_b32 v12, v2
v_mad_i16 v12, v2, -1, v1
v_mad_i16 v12, v2, -1, v1 clamp
v_mov_b32 v12, v2
v_mad_i16 v12, v4, 0x7fff, v2
v_mad_i16 v12, v4, 0x7fff, v2 clamp
v_mad_i16 v12, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_i16 v12, v3, v4, v1 op_sel:[1,0,0,0] clamp
v_mad_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_i16 v12, v3, v4, v1 op_sel:[0,1,0,0] clamp
v_mad_i16 v12, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_i16 v12, v3, v4, v1 op_sel:[0,0,1,0] clamp
v_mad_i16 v12, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_i16 v12, v3, v4, v1 op_sel:[1,1,1,1] clamp
// 32-bit multiplies (quarter rate)
""") +
        each(["v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32"], [
              "{op} v13, v1, v2",
              "{op} v13, v3, v4",
              "{op} v13, v2, v1",
              "{op} v13, s1, v3",
              "{op} v13, -1, v4",
              "{op} v13, 0x80000000, v2",
              "{op} v13, v4, 64",
              "{op} v13, v1, s0",
              "{op} v13, v2, v2"]) +
        block("""
// 64-bit shifts and 32 x 32 + 64 mads with carry out
v_mov_b32 v24, v3
v_mov_b32 v25, v4
""") +
        each(["v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64"], [
              "{op} v[26:27], v1, v[1:2]",
              "{op} v[26:27], v0, v[3:4]",
              "{op} v[26:27], v2, v[24:25]",
              "{op} v[26:27], 63, v[1:2]",
              "{op} v[26:27], 32, v[3:4]",
              "{op} v[26:27], 1, s[0:1]",
              "{op} v[26:27], v4, -1"]) +
        each(["v_mad_u64_u32", "v_mad_i64_i32"], [
              "{op} v[26:27], s24, v1, v2, v[3:4]",
              "{op} v[26:27], s24, v4, v3, v[1:2]",
              "{op} v[26:27], s24, v1, -1, v[24:25]",
              "{op} v[26:27], s24, v2, v2, -1",
              "{op} v[26:27], s24, s0, v3, v[1:2]",
              "{op} v[26:27], s24, v4, 0x7fffffff, v[2:3]",
              "{op} v[26:27], s24, v3, v1, 0",
              "{op} v[26:27], vcc_lo, v3, v4, v[1:2]"]))


def body_wave64():
    return (
        block("""
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
""") +
        each(["v_med3_i32", "v_perm_b32"], [
              "{op} v13, v1, v2, v3"]) +
        block("""
v_bfe_i32 v13, v4, v1, v2
v_add_nc_i16 v16, v1, v2 op_sel:[1,0,1] clamp
v_mad_u16 v16, v3, v4, v1 op_sel:[0,1,1,0] clamp
v_mov_b32_dpp v17, v4 row_shr:2 row_mask:0xf bank_mask:0xf
v_qsad_pk_u16_u8 v[14:15], v[1:2], v3, v[24:25]
v_mqsad_pk_u16_u8 v[14:15], v[3:4], v1, v[24:25]
"""))


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
