"""Pieces the directed cosim programs share: lines of gfx1100 assembly as strings."""

# Multipliers of the per-lane hash (murmur3's finalizer constants and the golden ratio).
HASH_SEEDS = [0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D, 0x27D4EB2F, 0x165667B1, 0xD3A2646C,
              0xFD7046C5, 0xB55A4F09]
HASH_MIX = 0x85EBCA77


def ins(text):
    """One instruction line (the programs indent instructions by two spaces)."""
    return "  " + text


def comment(text):
    return "// " + text


def lane_id(wave64=False):
    """v0 = the lane id."""
    out = [ins("v_mbcnt_lo_u32_b32 v0, -1, 0")]
    if wave64:
        out.append(ins("v_mbcnt_hi_u32_b32 v0, -1, v0"))
    return out


def hash_regs(regs, tmp, seeds=HASH_SEEDS, first_src="v0"):
    """Each register a hash of the previous one (the first of first_src): add the seed,
    multiply, xor-shift, multiply, xor-shift; every lane differs."""
    out = []
    src = first_src
    for reg, seed in zip(regs, seeds):
        out += [ins(f"v_add_nc_u32 {reg}, 0x{seed:08x}, {src}"),
                ins(f"v_mul_lo_u32 {reg}, {reg}, 0x{seed:08x}"),
                ins(f"v_lshrrev_b32 {tmp}, 15, {reg}"),
                ins(f"v_xor_b32 {reg}, {reg}, {tmp}"),
                ins(f"v_mul_lo_u32 {reg}, {reg}, 0x{HASH_MIX:08x}"),
                ins(f"v_lshrrev_b32 {tmp}, 13, {reg}"),
                ins(f"v_xor_b32 {reg}, {reg}, {tmp}")]
        src = reg
    return out


def spread_mask(k, first, step, second):
    """Two lanes of 32 for the k-th patched value: (first + step*k) and (second + step*k)
    mod 32; consecutive values land on different lanes and every lane is reached."""
    return (1 << ((first + step * k) % 32)) | (1 << ((second + step * k) % 32))


class EdgePatcher:
    """Patches edge values into some lanes of a register (v_cndmask under a VCC mask), each
    value on its own pair of lanes; the lane pairs move on with every value patched."""

    def __init__(self, wave64=False):
        self.k = 0
        self.wave64 = wave64

    def patch(self, reg, values):
        out = []
        for value in values:
            out.append(ins(f"s_mov_b32 vcc_lo, 0x{spread_mask(self.k, 3, 7, 16):08x}"))
            if self.wave64:
                out.append(ins(f"s_mov_b32 vcc_hi, 0x{spread_mask(self.k, 1, 11, 6):08x}"))
            vcc = "vcc" if self.wave64 else "vcc_lo"
            out.append(ins(f"v_cndmask_b32_e64 {reg}, {reg}, {value}, {vcc}"))
            self.k += 1
        return out


def is_vop3_operand(src):
    """A source that needs the VOP3 (_e64) encoding: abs/neg of a register or an output
    modifier (clamp, mul:N, div:2) after it."""
    operands = src.split(" ")
    modifiers = [o for o in operands if o.startswith(("clamp", "mul:", "div:"))]
    return bool(modifiers) or any(o.startswith(("-v", "-|", "|")) for o in operands)


def unary_list(op, dst, srcs):
    """op dst, src for each source, _e32 or _e64 as the source needs."""
    return [ins(f"{op}_{'e64' if is_vop3_operand(s) else 'e32'} {dst}, {s}") for s in srcs]


def each(op_names, fmt):
    """fmt formatted with op= each name, fmt a list of lines."""
    return [ins(line.format(op=op)) for op in op_names for line in fmt]


def vop3_opsel(name, opcode, vdst, srcs, opsel):
    """A VOP3 instruction with op_sel as .long words, for the forms llvm-mc-19 writes no op_sel
    for; the intended instruction in the comment. opsel: a bit per source, the last for the
    destination half (OPSEL bits 11.. of the first word, the destination's bit 14); VGPR sources
    as 256 + n, 9 bits each."""
    bits = sum(bit << i for i, bit in enumerate(opsel[:-1])) | opsel[-1] << 3
    word0 = 0xD4000000 | opcode << 16 | bits << 11 | vdst
    word1 = sum((256 + src) << (9 * i) for i, src in enumerate(srcs))
    text = f"{name} v{vdst}, {', '.join(f'v{s}' for s in srcs)}"
    opsel_text = ",".join(map(str, opsel))
    return ins(f".long 0x{word0:08x}, 0x{word1:08x}  // {text} op_sel:[{opsel_text}]")


def block(text):
    """Lines of a text block: '//' lines are comments, the others instructions."""
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        out.append(line if line.startswith("//") else ins(line))
    return out


def without_comments(lines):
    return [line for line in lines if not line.startswith("//")]


def lane_loads(regs, rows, wave64=False):
    """Operands one lane at a time: EXEC = lane n, then v_mov_b32 of row n's values into regs."""
    out = []
    for lane, row in enumerate(rows):
        if wave64 and lane < 31:  # a 64-bit literal below 2^31 (larger ones sign-extend)
            out.append(ins(f"s_mov_b64 exec, {hex(1 << lane)}"))
        elif wave64:
            out += [ins(f"s_mov_b32 exec_lo, {hex((1 << lane) & 0xFFFFFFFF)}"),
                    ins(f"s_mov_b32 exec_hi, {hex(1 << lane >> 32)}")]
        else:
            out.append(ins(f"s_mov_b32 exec_lo, {hex(1 << lane)}"))
        out += [ins(f"v_mov_b32 {reg}, {value}") for reg, value in zip(regs, row)]
    return out
