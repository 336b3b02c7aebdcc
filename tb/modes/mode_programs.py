"""Random correct kernels for the timing-mode differential (mode_diff.py).

A program is gfx1100 assembly for a grid of workgroups of several waves. Its blocks load from a
read-only buffer (streaming, gathered, strided and hot lines, several widths, under split EXEC
masks, both 16-bit halves of one register, 64-bit and FLAT addresses), store in several widths
to lane-private slots and read them back (a store then a load of one address with no wait, two
stores to one slot), exchange data between the waves of a workgroup through LDS (every width,
the two-address forms with their offset scaling) and through global memory, each across
`s_barrier`, apply atomics (global and LDS, to shared words without return and to the lane's
own words with return), and load scalars (every width, warm and cold scalar lines). The waits
are placed as a compiler places them: before the first use of a loaded register,
`s_waitcnt vmcnt(N)` with N the vector loads issued since (they return in order), `lgkmcnt(N)`
the LDS operations issued since when no scalar load is outstanding, `lgkmcnt(0)` otherwise;
stores and LDS writes another wave reads are waited for (`vscnt`, `lgkmcnt`) before the
barrier. The result is therefore defined whatever the memory timing: the fast and the cycle
mode must write the same bytes. The body is a list of blocks, each complete in itself (its
loads waited for before it ends), so that a failing program can be minimised block by block.

Several programs with one wave size and workgroup size run as one dispatch (`write`): each
workgroup finds its program by its id, and each program has its own buffers and kernel
arguments, so that a program computes in a batch exactly what it computes alone.
"""

import json
import random

IN_WORDS = 1 << 18  # 1 MiB: streams and gathers reach past L0 and L1
ATOM_WORDS = 256
ATOMIC_OPS = ["add_u32", "xor_b32", "max_u32", "min_u32"]  # one region of `atom` per op
ATOM_REGION = ATOM_WORDS // len(ATOMIC_OPS)
OWN_ATOM_WORDS = 4  # per lane, after the shared words
ACCUMULATORS = list(range(10, 18))  # v10..v17, stored at the end
LOAD_REGS = list(range(20, 52))  # destinations of loads
ADDR_REGS = list(range(4, 10))  # addresses
RESULT_SLOTS = len(ACCUMULATORS) + 16  # per lane: the accumulators, then block stores
LDS_LIMIT = 32768  # per workgroup: half a CU's LDS, so that two workgroups can share it
KERNARG_BYTES = 24  # in, out, atom


class Block:
    """Assembly lines with their own waits; each block runs in every wave, so that the
    barriers in it stay matched when blocks are dropped."""

    def __init__(self, lines, kind):
        self.lines = lines
        self.kind = kind


class Program:
    def __init__(self, seed, wave64, waves_per_group, groups, data_seed):
        self.seed = seed
        self.data_seed = data_seed  # the contents of `in`, one buffer for a whole batch
        self.wave64 = wave64
        self.wave_size = 64 if wave64 else 32
        self.waves_per_group = waves_per_group
        self.groups = groups
        self.block_size = self.wave_size * waves_per_group
        self.lanes = self.block_size * groups
        self.prologue = []
        self.blocks = []
        self.epilogue = []
        self.lds_used = 0

    def lds_area(self, size):
        """The LDS offset of `size` fresh bytes (16-byte aligned), or None when full."""
        base = (self.lds_used + 15) & ~15
        if base + size > LDS_LIMIT:
            return None
        self.lds_used = base + size
        return base

    @property
    def lds_bytes(self):
        # Dropped blocks keep their areas: the survivors' offsets hold.
        return max(4, self.lds_used)

    def body(self, blocks=None):
        lines = []
        for b in (self.blocks if blocks is None else blocks):
            lines += b.lines
        return self.prologue + lines + self.epilogue

    def buffers(self, index, dump_prefix):
        return [
            {"name": f"out{index}", "size": self.lanes * RESULT_SLOTS * 4,
             "dump": f"{dump_prefix}.p{index}.out.bin"},
            {"name": f"atom{index}", "size": ATOM_WORDS * 4 + self.lanes * OWN_ATOM_WORDS * 4,
             "dump": f"{dump_prefix}.p{index}.atom.bin"},
        ]


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


def vreg(first, count):
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


def generate(seed, wave64=None, waves_per_group=None, data_seed=None):
    """Program `seed`; a batch fixes the wave size, the waves per workgroup and the contents
    of `in` (`data_seed`) for all its programs, otherwise the seed gives them too."""
    rng = random.Random(seed)
    drawn_wave64 = rng.random() < 0.5
    drawn_waves = rng.choice([1, 2, 4])
    p = Program(seed, drawn_wave64 if wave64 is None else wave64,
                drawn_waves if waves_per_group is None else waves_per_group,
                rng.choice([1, 2, 3, 5, 8]), seed if data_seed is None else data_seed)
    bs = p.block_size
    exec_reg = "exec" if p.wave64 else "exec_lo"
    vcc = "vcc" if p.wave64 else "vcc_lo"
    save = "s[20:21]" if p.wave64 else "s20"
    mov = "s_mov_b64" if p.wave64 else "s_mov_b32"
    # The kernel arguments in one wide load or three narrow ones: a first wide vector load then
    # holds more registers than any instruction before it (the held entries grow).
    if rng.random() < 0.5:
        arguments = ["s_load_b128 s[4:7], s[0:1], 0x0",  # in, out
                     "s_load_b64 s[8:9], s[0:1], 0x10"]  # atom
    else:
        arguments = [f"s_load_b64 s[{4 + 2 * k}:{5 + 2 * k}], s[0:1], 0x{8 * k:x}" for k in range(3)]
    p.prologue = arguments + [
        f"s_mul_i32 s10, s2, {bs}",
        "s_waitcnt lgkmcnt(0)",
        "v_add_nc_u32 v1, s10, v0",  # the lane's index in the grid
        f"v_and_b32 v2, {bs - 1}, v0",  # the lane's index in its workgroup
        "v_lshlrev_b32 v3, 2, v2",  # the lane's LDS dword in a b32 area
        f"v_mul_lo_u32 v60, v1, {RESULT_SLOTS * 4}",  # the lane's result slots
    ]
    for a in ACCUMULATORS:
        p.prologue.append(f"v_mov_b32 v{a}, 0x{rng.getrandbits(32):x}")
    slot = len(ACCUMULATORS)
    scalar_offsets = []  # scalar lines loaded so far: loading one again finds it warm

    def address(lines, reg, words_per_access):
        """reg = a byte offset into `in`: streaming, gathered, strided or a few hot lines."""
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

    def wide_address(lines, offset_reg, pair, base="s[4:5]"):
        """v[pair:pair+1] = the 64-bit address of `base` plus the offset in `offset_reg`."""
        lo, hi = base[2:-1].split(":")
        lines.append(f"v_add_co_u32 v{pair}, {vcc}, s{lo}, v{offset_reg}")
        lines.append(f"v_add_co_ci_u32_e64 v{pair + 1}, {vcc}, s{hi}, 0, {vcc}")

    def combine(lines, waits, sources, sregs=()):
        waits.before_use(lines, vregs=set(sources), sregs=set(sregs))
        for s in sources:
            acc = rng.choice(ACCUMULATORS)
            op = rng.choice(["v_add_nc_u32", "v_xor_b32", "v_sub_nc_u32", "v_mul_lo_u32"])
            lines.append(f"{op} v{acc}, v{s}, v{acc}")
        for s in sregs:
            acc = rng.choice(ACCUMULATORS)
            lines.append(f"v_add_nc_u32 v{acc}, s{s}, v{acc}")

    def load_dest(words):
        dst = rng.choice(LOAD_REGS[: len(LOAD_REGS) - words + 1])
        return list(range(dst, dst + words))

    def vector_loads(lines, waits):
        loaded = []
        for _ in range(rng.randint(1, 8)):
            kind = rng.choice(["b32", "b32", "b64", "b96", "b128", "d16", "u8", "i16", "wide",
                               "flat"])
            reg = rng.choice(ADDR_REGS)
            words = {"b64": 2, "b96": 4, "b128": 4}.get(kind, 1)
            address(lines, reg, words)
            if kind == "d16":
                # Both halves of one register from two loads, no wait between them.
                dst = rng.choice(LOAD_REGS)
                lines.append(f"global_load_d16_b16 v{dst}, v{reg}, s[4:5]")
                lines.append(f"global_load_d16_hi_b16 v{dst}, v{reg}, s[4:5] offset:2")
                waits.vm += [frozenset([dst]), frozenset([dst])]
                loaded.append([dst])
                continue
            if kind in ("wide", "flat"):
                # A 64-bit address in VGPRs (no SGPR base), through the global or the FLAT
                # encoding; address registers other than `reg`'s pair are free here.
                pair = rng.choice([r for r in (4, 6, 8) if reg not in (r, r + 1)])
                wide_address(lines, reg, pair)
                dst = rng.choice(LOAD_REGS)
                if kind == "wide":
                    lines.append(f"global_load_b32 v{dst}, v[{pair}:{pair + 1}], off")
                    waits.vm.append(frozenset([dst]))
                    loaded.append([dst])
                    continue
                # FLAT counts on both counters and may reach LDS, so a compiler waits for
                # both to be 0 before using its result.
                lines.append(f"flat_load_b32 v{dst}, v[{pair}:{pair + 1}]")
                lines.append("s_waitcnt vmcnt(0) lgkmcnt(0)")
                waits.vm, waits.lgkm = [], []
                combine(lines, waits, [dst])
                continue
            regs = load_dest(3 if kind == "b96" else words)
            lines.append(f"global_load_{kind} {vreg(regs[0], len(regs))}, v{reg}, s[4:5]")
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
        lines.append(f"v_and_b32 v61, {p.wave_size - 1}, v0")  # the lane in its wave
        lines.append(f"{mov} {save}, {exec_reg}")
        lines.append(f"v_cmpx_gt_u32 {split}, v61")
        lines.append(f"global_load_b32 v{dst}, v{reg}, s[4:5]")
        lines.append(f"{mov} {exec_reg}, {save}")
        lines.append(f"v_cmpx_le_u32 {split}, v61")
        lines.append(f"global_load_b32 v{dst}, v{reg}, s[4:5] offset:{4 * rng.randrange(64)}")
        lines.append(f"{mov} {exec_reg}, {save}")
        waits.vm += [frozenset([dst]), frozenset([dst])]
        combine(lines, waits, [dst])

    def scalar_loads(lines, waits):
        # Two windows of eight SGPRs (s12..s19, s24..s31); a destination of two registers
        # starts at an even one, of four or eight at a multiple of four.
        free = [12, 24]
        regs = []
        for _ in range(rng.randint(1, 4)):
            words = rng.choice([1, 1, 2, 4, 8])
            window = rng.randrange(2)
            align = min(words, 4)
            first = (free[window] + align - 1) // align * align
            if first + words > (20, 32)[window]:
                continue
            free[window] = first + words
            if scalar_offsets and rng.random() < 0.4:
                offset = rng.choice(scalar_offsets)  # a warm line
            elif rng.random() < 0.5:
                offset = 4 * rng.randrange(1024)  # a few hot lines
            else:
                offset = 4 * rng.randrange(1 << 16)  # cold lines
            scalar_offsets.append(offset)
            dst = f"s{first}" if words == 1 else f"s[{first}:{first + words - 1}]"
            lines.append(f"s_load_b{32 * words} {dst}, s[4:5], 0x{offset:x}")
            loaded = list(range(first, first + words))
            waits.lgkm.append(("smem", frozenset(loaded)))
            regs += rng.sample(loaded, min(len(loaded), 3))
        if regs:
            combine(lines, waits, [], sregs=regs)

    def lds_area_bytes(kind):
        if kind == "stride64":
            # Lane l's two dwords at (l % 64) * 4 and 256 bytes above, rows of 64 lanes.
            return ((bs + 63) // 64) * 512
        return bs * {"b32": 4, "b64": 8, "b96": 16, "b128": 16, "2addr": 8, "2addr_b64": 16}[kind]

    def lane_offset(lines, reg, lane_reg, kind):
        """reg = the LDS byte offset of lane `lane_reg`'s data in an area of `kind`."""
        if kind == "stride64":
            lines.append(f"v_and_b32 v{reg}, 63, v{lane_reg}")
            lines.append(f"v_lshlrev_b32 v{reg}, 2, v{reg}")
            lines.append(f"v_lshrrev_b32 v61, 6, v{lane_reg}")
            lines.append(f"v_lshl_add_u32 v{reg}, v61, 9, v{reg}")
            return
        shift = {"b32": 2, "b64": 3, "b96": 4, "b128": 4, "2addr": 3, "2addr_b64": 4}[kind]
        lines.append(f"v_lshlrev_b32 v{reg}, {shift}, v{lane_reg}")

    def lds_access(lines, waits, kind, addr, base, store, data=None):
        """One LDS access of lane data of `kind` at area `base` through register `addr` (which
        holds the lane's offset in the area); returns the registers a load writes."""
        if kind in ("2addr", "stride64", "2addr_b64"):
            unit = {"2addr": 4, "stride64": 256, "2addr_b64": 8}[kind]
            first = rng.randrange(0, min(base // unit, 200) + 1)
            lines.append(f"v_add_nc_u32 v{addr}, {base - first * unit}, v{addr}")
            name = {"2addr": "2addr_b32", "stride64": "2addr_stride64_b32",
                    "2addr_b64": "2addr_b64"}[kind]
            words = 2 if kind == "2addr_b64" else 1
            offsets = f"offset0:{first} offset1:{first + 1}"
            if store:
                a, b = data[:words], data[words:]
                lines.append(f"ds_store_{name} v{addr}, {vreg(a[0], words)}, "
                             f"{vreg(b[0], words)} {offsets}")
                return []
            dst = load_dest(2 * words)
            lines.append(f"ds_load_{name} {vreg(dst[0], 2 * words)}, v{addr} {offsets}")
            return dst
        words = {"b32": 1, "b64": 2, "b96": 3, "b128": 4}[kind]
        if store:
            lines.append(f"ds_store_{kind} v{addr}, {vreg(data[0], words)} offset:{base}")
            return []
        dst = load_dest(words)
        lines.append(f"ds_load_{kind} {vreg(dst[0], words)}, v{addr} offset:{base}")
        return dst

    def lds_exchange(lines, waits):
        kind = rng.choice(["b32", "b32", "b64", "b96", "b128", "2addr", "2addr_b64", "stride64"])
        base = p.lds_area(lds_area_bytes(kind))
        if base is None:
            return
        words = {"b32": 1, "b64": 2, "b96": 3, "b128": 4, "2addr": 2, "2addr_b64": 4,
                 "stride64": 2}[kind]
        first = rng.randrange(ACCUMULATORS[0], ACCUMULATORS[-1] - words + 2)
        data = list(range(first, first + words))
        lane_offset(lines, 4, 2, kind)
        lds_access(lines, waits, kind, 4, base, True, data)
        waits.lgkm.append(("lds", frozenset()))
        # Own data back at once (LDS is in order within a wave).
        lane_offset(lines, 5, 2, kind)
        dst = lds_access(lines, waits, kind, 5, base, False)
        waits.lgkm.append(("lds", frozenset(dst)))
        combine(lines, waits, dst)
        waits.drain(lines)
        lines.append("s_barrier")
        # A neighbour's data, from another wave when the group has several.
        shift = rng.randrange(1, bs)
        lines.append(f"v_add_nc_u32 v6, {shift}, v2")
        lines.append(f"v_and_b32 v6, {bs - 1}, v6")
        lane_offset(lines, 7, 6, kind)
        dst2 = lds_access(lines, waits, kind, 7, base, False)
        waits.lgkm.append(("lds", frozenset(dst2)))
        combine(lines, waits, dst2)

    def lds_atomics(lines, waits):
        base = p.lds_area(bs * 4)
        if base is None:
            return
        zero = rng.choice(LOAD_REGS)
        # Every lane clears its dword; after the barrier the lanes update shared dwords with
        # one commutative operation (without return: the final values do not depend on the
        # order), then each reads its own dword after a second barrier.
        init = 0 if rng.random() < 0.5 else rng.getrandbits(32)
        lines.append(f"v_mov_b32 v{zero}, 0x{init:x}")
        lines.append(f"ds_store_b32 v3, v{zero} offset:{base}")
        lines.append("s_waitcnt lgkmcnt(0)")
        lines.append("s_barrier")
        op = rng.choice(["add_u32", "xor_b32", "max_u32", "min_u32", "or_b32", "and_b32"])
        # All lanes on one dword (serialised), on a few, or spread.
        mask = rng.choice([0, 3, bs - 1])
        for _ in range(rng.randint(1, 3)):
            lines.append(f"v_and_b32 v5, {mask}, v{rng.choice(ACCUMULATORS)}")
            lines.append("v_lshlrev_b32 v5, 2, v5")
            lines.append(f"ds_{op} v5, v{rng.choice(ACCUMULATORS)} offset:{base}")
        lines.append("s_waitcnt lgkmcnt(0)")
        lines.append("s_barrier")
        dst = rng.choice(LOAD_REGS)
        lines.append(f"ds_load_b32 v{dst}, v3 offset:{base}")
        waits.lgkm.append(("lds", frozenset([dst])))
        combine(lines, waits, [dst])

    def lds_own_atomics(lines, waits):
        # The lane's own dword: a store, then returning atomics on it with no wait between
        # (LDS operations of a wave are done in order), the returns defined.
        base = p.lds_area(bs * 4)
        if base is None:
            return
        lines.append(f"ds_store_b32 v3, v{rng.choice(ACCUMULATORS)} offset:{base}")
        waits.lgkm.append(("lds", frozenset()))
        results = []
        for _ in range(rng.randint(1, 3)):
            op = rng.choice(["add_rtn_u32", "xor_rtn_b32", "max_rtn_u32", "storexchg_rtn_b32"])
            dst = rng.choice([r for r in LOAD_REGS if r not in results])
            lines.append(f"ds_{op} v{dst}, v3, v{rng.choice(ACCUMULATORS)} offset:{base}")
            waits.lgkm.append(("lds", frozenset([dst])))
            results.append(dst)
        dst = rng.choice([r for r in LOAD_REGS if r not in results])
        lines.append(f"ds_load_b32 v{dst}, v3 offset:{base}")
        waits.lgkm.append(("lds", frozenset([dst])))
        results.append(dst)
        rng.shuffle(results)
        for r in results:
            combine(lines, waits, [r])

    def atomics(lines, waits):
        if rng.random() < 0.5:
            # Without return to shared words, one operation per region of `atom`: the final
            # values do not depend on the order.
            region = rng.randrange(len(ATOMIC_OPS))
            mask = rng.choice([0, 7, ATOM_REGION - 1])
            for _ in range(rng.randint(1, 3)):
                lines.append(f"v_and_b32 v5, {mask}, v{rng.choice(ACCUMULATORS)}")
                lines.append(f"v_lshl_add_u32 v5, v5, 2, {region * ATOM_REGION * 4}")
                lines.append(f"global_atomic_{ATOMIC_OPS[region]} v5, "
                             f"v{rng.choice(ACCUMULATORS)}, s[8:9]")
        else:
            # With return to the lane's own words: the returned values are defined.
            returned = []
            for _ in range(rng.randint(1, 3)):
                word = rng.randrange(OWN_ATOM_WORDS)
                lines.append(f"v_lshlrev_b32 v5, {(OWN_ATOM_WORDS * 4).bit_length() - 1}, v1")
                lines.append(f"v_add_nc_u32 v5, {ATOM_WORDS * 4 + word * 4}, v5")
                dst = rng.choice([r for r in LOAD_REGS if r not in returned])
                if rng.random() < 0.3:
                    # Compare-and-swap: new value, then the compared one.
                    cmp = rng.choice(ACCUMULATORS[:-1])
                    lines.append(f"global_atomic_cmpswap_b32 v{dst}, v5, v[{cmp}:{cmp + 1}], "
                                 f"s[8:9] glc")
                else:
                    op = rng.choice(["add_u32", "swap_b32", "max_u32", "xor_b32"])
                    lines.append(f"global_atomic_{op} v{dst}, v5, v{rng.choice(ACCUMULATORS)}, "
                                 f"s[8:9] glc")
                waits.vm.append(frozenset([dst]))
                returned.append(dst)
            for r in returned:
                combine(lines, waits, [r])

    def take_slots(n):
        nonlocal slot
        if slot + n > RESULT_SLOTS:
            return None
        first = slot
        slot += n
        return first

    def store(lines, waits):
        kind = rng.choice(["b32", "b32", "b64", "b128", "b16", "d16_hi_b16", "b8", "twice"])
        words = {"b64": 2, "b128": 4}.get(kind, 1)
        first = take_slots(words)
        if first is None:
            return
        src = rng.randrange(ACCUMULATORS[0], ACCUMULATORS[-1] - words + 2)
        if kind == "twice":
            # Two stores to one slot with no wait between: the second one's value stays.
            lines.append(f"global_store_b32 v60, v{src}, s[6:7] offset:{first * 4}")
            lines.append(f"global_store_b32 v60, v{rng.choice(ACCUMULATORS)}, s[6:7] "
                         f"offset:{first * 4}")
            return
        # The narrow stores write a random part of the slot.
        byte = {"b16": 2 * rng.randrange(2), "d16_hi_b16": 2 * rng.randrange(2),
                "b8": rng.randrange(4)}.get(kind, 0)
        lines.append(f"global_store_{kind} v60, {vreg(src, words)}, s[6:7] "
                     f"offset:{first * 4 + byte}")

    def store_reload(lines, waits):
        # A store, then a load of the same address with no wait between (a wave's memory
        # operations to one address stay in order): the load sees the stored value.
        first = take_slots(1)
        if first is None:
            return
        lines.append(f"global_store_b32 v60, v{rng.choice(ACCUMULATORS)}, s[6:7] "
                     f"offset:{first * 4}")
        if rng.random() < 0.5:
            lines.append(f"global_store_b16 v60, v{rng.choice(ACCUMULATORS)}, s[6:7] "
                         f"offset:{first * 4 + 2 * rng.randrange(2)}")
        dst = rng.choice(LOAD_REGS)
        lines.append(f"global_load_b32 v{dst}, v60, s[6:7] offset:{first * 4}")
        waits.vm.append(frozenset([dst]))
        combine(lines, waits, [dst])

    def global_exchange(lines, waits):
        # Every lane stores to its slot; after the stores are waited for and a barrier, each
        # reads a neighbour's slot (another wave's when the group has several).
        first = take_slots(1)
        if first is None:
            return
        lines.append(f"global_store_b32 v60, v{rng.choice(ACCUMULATORS)}, s[6:7] "
                     f"offset:{first * 4}")
        lines.append("s_waitcnt_vscnt null, 0x0")
        lines.append("s_barrier")
        lines.append("buffer_gl0_inv")
        shift = rng.randrange(1, bs)
        lines.append(f"v_add_nc_u32 v6, {shift}, v2")
        lines.append(f"v_and_b32 v6, {bs - 1}, v6")
        lines.append("v_add_nc_u32 v6, s10, v6")
        lines.append(f"v_mul_lo_u32 v6, v6, {RESULT_SLOTS * 4}")
        dst = rng.choice(LOAD_REGS)
        lines.append(f"global_load_b32 v{dst}, v6, s[6:7] offset:{first * 4}")
        waits.vm.append(frozenset([dst]))
        combine(lines, waits, [dst])

    def mixed(lines, waits):
        # Vector, LDS and scalar loads interleaved, used in a random order: the waits mix the
        # counters as a compiler's do.
        base = p.lds_area(bs * 4)
        if base is None:
            return
        lines.append(f"ds_store_b32 v3, v{rng.choice(ACCUMULATORS)} offset:{base}")
        waits.lgkm.append(("lds", frozenset()))
        vector, scalar = [], []
        sfree = 12
        # Distinct destinations: the counters complete independently of each other.
        destinations = rng.sample(LOAD_REGS, 6)
        for _ in range(rng.randint(2, 6)):
            what = rng.choice(["global", "lds", "smem"])
            if what == "global":
                reg = rng.choice(ADDR_REGS)
                address(lines, reg, 1)
                dst = destinations.pop()
                lines.append(f"global_load_b32 v{dst}, v{reg}, s[4:5]")
                waits.vm.append(frozenset([dst]))
                vector.append(dst)
            elif what == "lds":
                dst = destinations.pop()
                lines.append(f"ds_load_b32 v{dst}, v3 offset:{base}")
                waits.lgkm.append(("lds", frozenset([dst])))
                vector.append(dst)
            elif sfree < 20:
                lines.append(f"s_load_b32 s{sfree}, s[4:5], 0x{4 * rng.randrange(4096):x}")
                waits.lgkm.append(("smem", frozenset([sfree])))
                scalar.append(sfree)
                sfree += 1
        uses = [("v", r) for r in vector] + [("s", r) for r in scalar]
        rng.shuffle(uses)
        for kind, r in uses:
            if kind == "v":
                combine(lines, waits, [r])
            else:
                combine(lines, waits, [], sregs=[r])

    makers = [vector_loads, vector_loads, divergent_loads, scalar_loads, atomics, store,
              store_reload, global_exchange, lds_exchange, lds_exchange, lds_atomics,
              lds_own_atomics, mixed]
    for _ in range(rng.randint(3, 10)):
        lines = []
        waits = Waits()
        maker = rng.choice(makers)
        maker(lines, waits)
        waits.drain(lines)
        if lines:
            p.blocks.append(Block(lines, maker.__name__))
    p.epilogue = [f"global_store_b32 v60, v{a}, s[6:7] offset:{4 * i}"
                  for i, a in enumerate(ACCUMULATORS)] + ["s_endpgm"]
    return p


def source(entries):
    """The assembly of a batch: [(program, blocks or None)]. Workgroup ids count through the
    programs in order; the workgroup tests which program it belongs to, takes its id within
    that program and moves the kernel argument pointer to that program's arguments."""
    lines = [f"// mode differential batch: seeds {', '.join(str(p.seed) for p, _ in entries)}"]
    start = 0
    for j, (p, blocks) in enumerate(entries):
        end = start + p.groups
        lines.append(f"// program {j}: seed {p.seed}, {p.groups} workgroups")
        if j + 1 < len(entries):
            lines += [f"s_cmp_ge_u32 s2, {end}", f"s_cbranch_scc1 mode_program{j + 1}"]
        if start:
            lines += [f"s_sub_u32 s2, s2, {start}", f"s_add_u32 s0, s0, {KERNARG_BYTES * j}",
                      "s_addc_u32 s1, s1, 0"]
        lines += p.body(blocks)
        if j + 1 < len(entries):
            lines.append(f"mode_program{j + 1}:")
        start = end
    return "\n".join(lines) + "\n"


def manifest(entries, program_file, dump_prefix):
    first = entries[0][0]
    for p, _ in entries:
        if (p.wave64, p.block_size, p.data_seed) != (first.wave64, first.block_size,
                                                      first.data_seed):
            raise ValueError("a batch's programs share one wave size, workgroup size and `in`")
    groups = sum(p.groups for p, _ in entries)
    # One read-only `in` for all: filling it costs more than running a small program.
    buffers = [{"name": "in", "size": IN_WORDS * 4, "init": {"random": first.data_seed}}]
    args = []
    for j, (p, _) in enumerate(entries):
        buffers += p.buffers(j, dump_prefix)
        args += [{"buffer": "in"}, {"buffer": f"out{j}"}, {"buffer": f"atom{j}"}]
    return {
        "comment": "random mode-differential programs, seeds "
                   + ", ".join(str(p.seed) for p, _ in entries),
        "raw": program_file,
        "descriptor": {
            "wave_size": first.wave_size,
            "kernarg_ptr": True,
            "user_sgpr_count": 2,
            "workgroup_id": [True, False, False],
            "workitem_id_dims": 1,
            "lds_bytes": max(p.lds_bytes for p, _ in entries),
            "vgprs": 64,
        },
        "grid": [groups * first.block_size, 1, 1],
        "block": [first.block_size, 1, 1],
        "buffers": buffers,
        "args": args,
    }


def write(entries, folder, name, program_file=None):
    """Writes NAME.s and NAME.json into `folder` for a batch [(program, blocks or None)];
    the manifest runs `program_file` (NAME.s by default: an object assembled from it saves
    cutlm the assembly). Returns the manifest's path."""
    with open(f"{folder}/{name}.s", "w") as f:
        f.write(source(entries))
    with open(f"{folder}/{name}.json", "w") as f:
        json.dump(manifest(entries, program_file or f"{name}.s", name), f, indent=1)
    return f"{folder}/{name}.json"
