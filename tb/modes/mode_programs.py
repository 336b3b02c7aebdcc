"""Random correct kernels for the timing-mode differential (mode_diff.py).

A program is gfx1100 assembly plus a manifest: a grid of workgroups of several waves that load
from a read-only buffer (streaming, gathered, hot and cold lines), exchange data through LDS
across s_barrier, load scalars, add with atomics, and store every result to lane-private slots.
The waits are placed as a compiler places them: before the first use of a loaded register,
s_waitcnt vmcnt(N) with N the vector loads issued since (they return in order), lgkmcnt(N) the
LDS operations issued since when no scalar load is outstanding, lgkmcnt(0) otherwise. The
result is therefore defined whatever the memory timing: the fast and the cycle mode must write
the same bytes. The body is a list of blocks, each complete in itself (its loads waited for
before it ends), so that a failing program can be minimised block by block.
"""

import json
import random

IN_WORDS = 1 << 18  # 1 MiB: streams and gathers reach past L0 and L1
ATOM_WORDS = 256
ACCUMULATORS = list(range(10, 18))  # v10..v17, stored at the end
LOAD_REGS = list(range(20, 52))  # destinations of loads
ADDR_REGS = list(range(4, 10))  # addresses
RESULT_SLOTS = len(ACCUMULATORS) + 8  # per lane: the accumulators, then block stores


class Block:
    """Assembly lines with their own waits; `barrier` blocks must be kept in every wave."""

    def __init__(self, lines, kind):
        self.lines = lines
        self.kind = kind


class Program:
    def __init__(self, seed, wave64, waves_per_group, groups):
        self.seed = seed
        self.wave64 = wave64
        self.wave_size = 64 if wave64 else 32
        self.waves_per_group = waves_per_group
        self.groups = groups
        self.block_size = self.wave_size * waves_per_group
        self.lanes = self.block_size * groups
        self.prologue = []
        self.blocks = []
        self.epilogue = []
        self.lds_phases = 0

    @property
    def lds_bytes(self):
        return max(4, self.lds_phases * self.block_size * 4)

    def source(self, blocks=None):
        body = []
        for b in (self.blocks if blocks is None else blocks):
            body += b.lines
        lines = [f"// mode differential program, seed {self.seed}"] + self.prologue + body
        return "\n".join(lines + self.epilogue) + "\n"

    def manifest(self, program_file, dump_prefix):
        return {
            "comment": f"random mode-differential program, seed {self.seed}",
            "raw": program_file,
            "descriptor": {
                "wave_size": self.wave_size,
                "kernarg_ptr": True,
                "user_sgpr_count": 2,
                "workgroup_id": [True, False, False],
                "workitem_id_dims": 1,
                "lds_bytes": self.lds_bytes,
                "vgprs": 64,
            },
            "grid": [self.lanes, 1, 1],
            "block": [self.block_size, 1, 1],
            "buffers": [
                {"name": "in", "size": IN_WORDS * 4, "init": {"random": self.seed}},
                {"name": "out", "size": self.lanes * RESULT_SLOTS * 4,
                 "dump": dump_prefix + ".out.bin"},
                {"name": "atom", "size": ATOM_WORDS * 4 + self.lanes * 4 * 4,
                 "dump": dump_prefix + ".atom.bin"},
            ],
            "args": [{"buffer": "in"}, {"buffer": "out"}, {"buffer": "atom"}],
        }


class Waits:
    """Outstanding operations of the block being written, in issue order: for each, the
    registers it will write."""

    def __init__(self):
        self.vm = []  # frozensets of VGPRs
        self.lgkm = []  # ("lds" | "smem", frozenset of registers)

    def before_use(self, lines, vregs=(), sregs=()):
        vregs, sregs = set(vregs), set(sregs)
        need = None
        for i, regs in enumerate(self.vm):
            if regs & vregs:
                need = len(self.vm) - 1 - i
        if need is not None:
            lines.append(f"s_waitcnt vmcnt({need})")
            self.vm = self.vm[len(self.vm) - need:] if need else []
        need = None
        for i, (kind, regs) in enumerate(self.lgkm):
            if regs & (vregs if kind == "lds" else sregs):
                need = len(self.lgkm) - 1 - i
        if need is not None:
            # Scalar loads return out of order: while one is outstanding, only 0 is safe.
            if any(kind == "smem" for kind, _ in self.lgkm):
                need = 0
            lines.append(f"s_waitcnt lgkmcnt({need})")
            self.lgkm = self.lgkm[len(self.lgkm) - need:] if need else []

    def drain(self, lines):
        if self.vm:
            lines.append("s_waitcnt vmcnt(0)")
            self.vm = []
        if self.lgkm:
            lines.append("s_waitcnt lgkmcnt(0)")
            self.lgkm = []


def generate(seed, wave64=None):
    rng = random.Random(seed)
    if wave64 is None:
        wave64 = rng.random() < 0.5
    p = Program(seed, wave64, rng.choice([1, 2, 4]), rng.choice([1, 2, 3, 5, 8]))
    exec_reg = "exec" if wave64 else "exec_lo"
    save = "s[20:21]" if wave64 else "s20"
    mov = "s_mov_b64" if wave64 else "s_mov_b32"
    p.prologue = [
        "s_load_b128 s[4:7], s[0:1], 0x0",  # in, out
        "s_load_b64 s[8:9], s[0:1], 0x10",  # atom
        f"s_mul_i32 s10, s2, {p.block_size}",
        "s_waitcnt lgkmcnt(0)",
        "v_add_nc_u32 v1, s10, v0",  # the lane's index in the grid
        f"v_and_b32 v2, {p.block_size - 1}, v0",
        "v_lshlrev_b32 v3, 2, v2",  # the lane's LDS dword in a phase
        f"v_mul_lo_u32 v60, v1, {RESULT_SLOTS * 4}",  # the lane's result slots
    ]
    for a in ACCUMULATORS:
        p.prologue.append(f"v_mov_b32 v{a}, 0x{rng.getrandbits(32):x}")
    slot = len(ACCUMULATORS)

    def address(lines, reg, words_per_access):
        """reg = a byte offset into `in`: streaming, gathered or a few hot lines."""
        pattern = rng.choice(["stream", "gather", "hot", "stride"])
        mask = IN_WORDS - words_per_access
        if pattern == "stream":
            lines.append(f"v_add_nc_u32 v{reg}, 0x{rng.randrange(IN_WORDS):x}, v1")
        elif pattern == "gather":
            lines.append(f"v_mul_lo_u32 v{reg}, v1, 0x{rng.getrandbits(20) | 1:x}")
            lines.append(f"v_xor_b32 v{reg}, v{rng.choice(ACCUMULATORS)}, v{reg}")
        elif pattern == "hot":
            lines.append(f"v_and_b32 v{reg}, 0x{rng.choice([15, 31, 63]):x}, v1")
            mask = 63 & ~(words_per_access - 1)
        else:
            lines.append(f"v_mul_lo_u32 v{reg}, v1, {rng.choice([16, 32, 64, 1024])}")
        lines.append(f"v_and_b32 v{reg}, 0x{mask & ~(words_per_access - 1):x}, v{reg}")
        lines.append(f"v_lshlrev_b32 v{reg}, 2, v{reg}")

    def combine(lines, waits, sources, sregs=()):
        waits.before_use(lines, vregs=set(sources), sregs=set(sregs))
        for s in sources:
            acc = rng.choice(ACCUMULATORS)
            op = rng.choice(["v_add_nc_u32", "v_xor_b32", "v_sub_nc_u32", "v_mul_lo_u32"])
            lines.append(f"{op} v{acc}, v{s}, v{acc}")
        for s in sregs:
            acc = rng.choice(ACCUMULATORS)
            lines.append(f"v_add_nc_u32 v{acc}, s{s}, v{acc}")

    def vector_loads(lines, waits):
        loaded = []
        for _ in range(rng.randint(1, 8)):
            kind = rng.choice(["b32", "b32", "b64", "b128", "d16"])
            reg = rng.choice(ADDR_REGS)
            words = {"b64": 2, "b128": 4}.get(kind, 1)
            address(lines, reg, words)
            if kind == "d16":
                # Both halves of one register from two loads, no wait between them.
                dst = rng.choice(LOAD_REGS)
                lines.append(f"global_load_d16_b16 v{dst}, v{reg}, s[4:5]")
                lines.append(f"global_load_d16_hi_b16 v{dst}, v{reg}, s[4:5] offset:2")
                waits.vm += [frozenset([dst]), frozenset([dst])]
                loaded.append([dst])
                continue
            dst = rng.choice(LOAD_REGS[: len(LOAD_REGS) - words + 1])
            dst -= dst % words
            regs = list(range(dst, dst + words))
            name = f"v{dst}" if words == 1 else f"v[{dst}:{dst + words - 1}]"
            lines.append(f"global_load_{kind} {name}, v{reg}, s[4:5]")
            waits.vm.append(frozenset(regs))
            loaded.append(regs)
        rng.shuffle(loaded)
        for regs in loaded:
            combine(lines, waits, regs)

    def divergent_loads(lines, waits):
        # One register loaded under two complementary exec masks with no wait between: the
        # landing must write only the lanes each load wrote.
        reg = rng.choice(ADDR_REGS)
        dst = rng.choice(LOAD_REGS)
        address(lines, reg, 64)  # room for the second load's offset
        split = rng.randrange(1, p.wave_size)
        lines.append(f"{mov} {save}, {exec_reg}")
        lines.append(f"v_cmpx_gt_u32 {split}, v0")
        lines.append(f"global_load_b32 v{dst}, v{reg}, s[4:5]")
        lines.append(f"{mov} {exec_reg}, {save}")
        lines.append(f"v_cmpx_le_u32 {split}, v0")
        lines.append(f"global_load_b32 v{dst}, v{reg}, s[4:5] offset:{4 * rng.randrange(64)}")
        lines.append(f"{mov} {exec_reg}, {save}")
        waits.vm += [frozenset([dst]), frozenset([dst])]
        combine(lines, waits, [dst])

    def scalar_loads(lines, waits):
        regs = []
        for i in range(rng.randint(1, 4)):
            s = 12 + i
            lines.append(f"s_load_b32 s{s}, s[4:5], 0x{4 * rng.randrange(1 << 16):x}")
            waits.lgkm.append(("smem", frozenset([s])))
            regs.append(s)
        combine(lines, waits, [], sregs=regs)

    def lds_exchange(lines, waits):
        nonlocal_phase = p.lds_phases
        p.lds_phases += 1
        base = nonlocal_phase * p.block_size * 4
        src = rng.choice(ACCUMULATORS)
        lines.append(f"ds_store_b32 v3, v{src} offset:{base}")
        waits.lgkm.append(("lds", frozenset()))
        # Own data back at once (LDS is in order within a wave).
        dst = rng.choice(LOAD_REGS)
        lines.append(f"ds_load_b32 v{dst}, v3 offset:{base}")
        waits.lgkm.append(("lds", frozenset([dst])))
        combine(lines, waits, [dst])
        waits.drain(lines)
        lines.append("s_barrier")
        # A neighbour's dword, from another wave when the group has several.
        shift = rng.randrange(1, p.block_size) if p.block_size > 1 else 0
        lines.append(f"v_add_nc_u32 v4, {shift}, v2")
        lines.append(f"v_and_b32 v4, {p.block_size - 1}, v4")
        lines.append("v_lshlrev_b32 v4, 2, v4")
        dst2 = rng.choice(LOAD_REGS)
        lines.append(f"ds_load_b32 v{dst2}, v4 offset:{base}")
        waits.lgkm.append(("lds", frozenset([dst2])))
        combine(lines, waits, [dst2])

    def atomics(lines, waits):
        nonlocal slot
        if rng.random() < 0.5:
            # Without return to shared words: the sum does not depend on the order.
            lines.append(f"v_and_b32 v5, {ATOM_WORDS - 1}, v{rng.choice(ACCUMULATORS)}")
            lines.append("v_lshlrev_b32 v5, 2, v5")
            lines.append(f"global_atomic_add_u32 v5, v{rng.choice(ACCUMULATORS)}, s[8:9]")
        else:
            # With return to the lane's own word: the returned value is defined.
            word = rng.randrange(4)
            lines.append(f"v_lshlrev_b32 v5, 4, v1")
            lines.append(
                f"v_add_nc_u32 v5, {ATOM_WORDS * 4 + word * 4}, v5")
            dst = rng.choice(LOAD_REGS)
            lines.append(f"global_atomic_add_u32 v{dst}, v5, v{rng.choice(ACCUMULATORS)}, s[8:9] glc")
            waits.vm.append(frozenset([dst]))
            combine(lines, waits, [dst])

    def store(lines, waits):
        nonlocal slot
        if slot >= RESULT_SLOTS:
            return
        src = rng.choice(ACCUMULATORS)
        lines.append(f"global_store_b32 v60, v{src}, s[6:7] offset:{slot * 4}")
        slot += 1

    makers = [vector_loads, vector_loads, divergent_loads, scalar_loads, atomics, store]
    for _ in range(rng.randint(3, 10)):
        lines = []
        waits = Waits()
        maker = rng.choice(makers + ([lds_exchange] if p.lds_phases < 8 else []))
        maker(lines, waits)
        waits.drain(lines)
        p.blocks.append(Block(lines, "barrier" if maker is lds_exchange else maker.__name__))
    p.epilogue = [f"global_store_b32 v60, v{a}, s[6:7] offset:{4 * i}"
                  for i, a in enumerate(ACCUMULATORS)] + ["s_endpgm"]
    return p


def write(p, folder, name, blocks=None):
    """Writes NAME.s and NAME.json into `folder`; returns the manifest's path."""
    with open(f"{folder}/{name}.s", "w") as f:
        f.write(p.source(blocks))
    manifest = p.manifest(f"{name}.s", name)
    with open(f"{folder}/{name}.json", "w") as f:
        json.dump(manifest, f, indent=1)
    return f"{folder}/{name}.json"
