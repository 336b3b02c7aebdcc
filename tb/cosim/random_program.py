#!/usr/bin/env python3
"""Random programs of the RTL-covered VALU operations, and the cosim run that checks them.

  random_program.py gen [--arch gfx1100|gfx1200] --seed S [--wave64] [--loop N] [--length L]
                        -o prog.s
      writes prog.s (llvm-mc-19 -mcpu=ARCH assembly ending in s_endpgm) and prog.state.json
      (the wave's initial registers for `cutlm run --state`), and with --coverage-out a JSON
      record of what was emitted (instruction, form, operand kinds, modifiers, MODE writes).
  random_program.py run [--arch gfx1100|gfx1200] --cutlm BUILD/cutlm --wave 32|64
                        --min-lanes N [--seed S] [--cosim-rtl normal|faulty]
      generates programs from seed S on, runs each with `cutlm run --arch ARCH --cosim`, sums
      the checker's "cosim: matched N instructions, M lanes" lines and fails on a mismatch or
      when fewer than N lanes were compared. The directed programs run first (gfx1100 only:
      they are gfx1100 assembly): those tb/cosim/directed/gen_directed.py writes (into the
      run's folder) and the hand-written tb/cosim/programs/*.s, or those in the --programs
      folders.

The generation (--arch, default gfx1100) decides what tb/cosim/generations.json lists: the ISA
data the forms, operand shapes and names come from, llvm-mc-19's -mcpu, the MODE fields the
programs write (RDNA4 has no IEEE or DX10_CLAMP field) and `cutlm run --arch`. The operations
are the RTL's (isa/rtl/*.json) that the generation executes: a gfx1200 instruction performs
the gfx1100 operation of its name, or of the one isa/gfx1200_execution.json renames
(generation.py, through scripts/gen_isa_tables.py's rules).
      --coverage-out F counts the functional bins from the programs' traces (coverage_report.py),
      --uncovered lists the uncovered ones, --check-goals fails unless every goal bin is hit;
      --rtl-coverage DIR writes each run's Verilator coverage (a CUTLM_RTL_COVERAGE build);
      --no-cosim runs the model alone, to see quickly what coverage a run would reach.

Coverage plan: body instruction k of a run (seed S's program starts at k = S * length) runs
operation k mod N of a fixed order of the N operations; in round k div N, even rounds take the
operation's forms in turn (e32, e64, ...) with MODE's round and denormal fields in turn and
sources mostly from registers no instruction writes, whose lanes hold every value class; odd
rounds force two of its modifier bins (abs, neg, clamp, omod, op_sel), in turn. So a short run
(the default 10^6 lanes) reaches every operation, modifier and mode bin.

The operations are read from isa/rtl/*.json (the units the build verilated: --units), their
forms and operand shapes from the generation's ISA data (VOP1, VOP2, VOPC, VOP3, VOP3SD).
Operands are random VGPRs, SGPRs, inline constants and literals with abs/neg/clamp/omod and
16-bit op_sel where the encoding has them; EXEC and MODE (round, denormal, and on gfx1100 IEEE
and DX10 clamp) change between instructions. Input values are biased to the classes where
implementations differ: zeros, denormals, normals near rounding boundaries, infinities, quiet
and signalling NaNs and integer edge values. The same seed gives the same program.

llvm-mc-19 cannot write op_sel on the VOP3 form of a VOP1/VOP2/VOPC 16-bit operation (its
gfx11 "fake16" syntax has none), although the encoding has the field: such instructions are
assembled without it and emitted as .long words with OPSEL (VOP3 bits 14:11, the same on
gfx1200) set. Lines
llvm-mc rejects (an operand rule this generator does not model) are regenerated with plain VGPR
operands, then dropped; the count is reported.
"""
import argparse
import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import coverage_report  # noqa: E402
import generation  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DIRECTED_GENERATOR = os.path.join(ROOT, "tb", "cosim", "directed", "gen_directed.py")
HAND_WRITTEN_PROGRAMS = os.path.join(ROOT, "tb", "cosim", "programs")
LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")

FAMILIES = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD")
FLOAT_FMTS = {"FMT_NUM_F16": 16, "FMT_NUM_F32": 32, "FMT_NUM_F64": 64}

# VGPR layout. Working pools are read and written by the random instructions; the frozen copy
# (v64 + n mirrors vn's initial value) is rotated across lanes each loop iteration and copied
# back into a few working registers, so the classes of the inputs do not wash out while results
# keep evolving.
POOL32 = list(range(0, 24))      # f32 (v0-v15) and integer (v16-v23) values
POOL16 = list(range(24, 36))     # two f16 values per register
POOL64 = list(range(36, 64, 2))  # f64 pairs v[36:37]..v[62:63] (the last four integer-biased)
FROZEN = 64
# Registers no instruction writes (the first of each kind): their lanes keep every value class
# (make_state), so any instruction that reads one sees them all; results go to the others.
PRISTINE = set(POOL32[0:8] + POOL32[16:20] + POOL16[0:6] + POOL64[0:4] + POOL64[10:12])
SGPR_SRC = list(range(0, 40))    # s0-s39: random values, readable
SGPR_DST = list(range(20, 40))   # lane-mask results land here
S_COUNTER, S_MODE = 104, 103     # the loop counter and the MODE value written from it


def ops_from_rtl(rtl_dir, units):
    """{op: unit} of the units built (all when `units` is empty)."""
    ops = {}
    for path in sorted(glob.glob(os.path.join(rtl_dir, "*.json"))):
        with open(path) as f:
            spec = json.load(f)
        if units and spec["unit"] not in units:
            continue
        for op in spec["ops"]:
            ops[op] = spec["unit"]
    return ops


def load_forms(records, ops):
    """op name -> list of its encodable forms (VOP1/2/C/3/3SD instruction records of the
    generation, generation.instructions: a form performs the operation its "op" names)."""
    forms = {op: [] for op in ops}
    for inst in records:
        if inst["family"] in FAMILIES and inst["op"] in forms:
            forms[inst["op"]].append(inst)
    return {op: fs for op, fs in forms.items() if fs}


# ---------------------------------------------------------------------------------------------
# Values


def _float_bits(rng, width, cls):
    exp_bits, man_bits = {16: (5, 10), 32: (8, 23), 64: (11, 52)}[width]
    sign = rng.getrandbits(1) << (width - 1)
    exp_max = (1 << exp_bits) - 1
    quiet = 1 << (man_bits - 1)
    if cls == "zero":
        return sign
    if cls == "denorm":
        man = rng.choice([1, (1 << man_bits) - 1, quiet, rng.getrandbits(man_bits) or 1])
        return sign | man
    if cls == "inf":
        return sign | (exp_max << man_bits)
    if cls == "qnan":
        return sign | (exp_max << man_bits) | quiet | rng.choice([0, rng.getrandbits(man_bits - 1)])
    if cls == "snan":
        return sign | (exp_max << man_bits) | (rng.getrandbits(man_bits - 1) or 1)
    # normal: edges of the range, values near 1 and near rounding ties, and anything
    bias = (1 << (exp_bits - 1)) - 1
    pick = rng.random()
    if pick < 0.15:
        exp = rng.choice([1, 2, exp_max - 1])
    elif pick < 0.6:
        exp = bias + rng.randint(-3, 3)
    else:
        exp = rng.randint(1, exp_max - 1)
    man = rng.choice([0, 1, (1 << man_bits) - 1, quiet, quiet | 1, rng.getrandbits(man_bits),
                      rng.getrandbits(man_bits)])
    return sign | (exp << man_bits) | man


FLOAT_CLASSES = ["zero", "denorm", "normal", "inf", "qnan", "snan"]
FLOAT_WEIGHTS = [10, 16, 40, 8, 8, 8]


def float_value(rng, width):
    cls = rng.choices(FLOAT_CLASSES, FLOAT_WEIGHTS)[0]
    return _float_bits(rng, width, cls)


def int_value(rng, width):
    mask = (1 << width) - 1
    half = 1 << (width - 1)
    edges = [0, 1, 2, mask, mask - 1, half, half - 1, half + 1, 0xFF, 0x100, 0x7FFF, 0x8000,
             0xFFFF, 0x10000, 0xFFFFFF, 0x1000000]
    pick = rng.random()
    if pick < 0.5:
        return rng.choice(edges) & mask
    if pick < 0.7:
        return rng.randint(0, 64) if rng.random() < 0.5 else (-rng.randint(1, 64)) & mask
    return rng.getrandbits(width)


def lane_value(rng, vgpr):
    """One lane's initial value of working VGPR `vgpr`, biased by its pool."""
    if vgpr in POOL16:
        lo = float_value(rng, 16) if rng.random() < 0.85 else int_value(rng, 16)
        hi = float_value(rng, 16) if rng.random() < 0.85 else int_value(rng, 16)
        return lo | (hi << 16)
    if vgpr < 16:
        return float_value(rng, 32) if rng.random() < 0.9 else int_value(rng, 32)
    if vgpr < 24:
        return int_value(rng, 32) if rng.random() < 0.8 else float_value(rng, 32)
    return None  # 64-bit pools are set pairwise


# ---------------------------------------------------------------------------------------------
# Instructions

INLINE_INTS = list(range(-16, 65))
INLINE_FLOATS = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"]


def mods_drawable(op, forms):
    """The modifier bins the generator can draw for `op` (names as coverage_report counts them),
    and per bin the forms that carry it."""
    out = {}
    for inst in forms[op]:
        fam = inst["family"]
        if fam not in ("VOP3", "VOP3SD"):
            continue
        opnds = inst["operands"]
        srcs = [o for k, o in opnds.items() if k.startswith(("src", "vsrc"))]
        float_src = any(o.get("format") in FLOAT_FMTS and o["type"] != "OPR_SREG" for o in srcs)
        vd = opnds.get("vdst")
        names = []
        if float_src:
            names.append("neg")
            if fam != "VOP3SD":
                names.append("abs")
        if float_src or "ADD" in op or "SUB" in op:
            names.append("clamp")
        if float_src and fam == "VOP3" and vd is not None and vd["type"] == "OPR_VGPR":
            names += ["omod_mul2", "omod_mul4", "omod_div2"]
        if any(o["bits"] == 16 for o in srcs if o["type"] != "OPR_SREG") or \
                (vd is not None and vd["type"] == "OPR_VGPR" and vd["bits"] == 16):
            names.append("op_sel")
        for name in names:
            out.setdefault(name, []).append(inst)
    return out


class Program:
    def __init__(self, rng, wave64, ops, forms, plan_start=0, arch=generation.DEFAULT):
        self.rng = rng
        self.wave64 = wave64
        self.arch = arch
        self.mcpu = generation.spec(arch)["llvm_mcpu"]
        # The MODE writes this generation's programs draw from (generations.json).
        self.mode_writes = generation.spec(arch)["mode_writes"]
        self.ops = ops  # {op: unit}
        self.by_unit = {}
        for op, unit in sorted(ops.items()):
            self.by_unit.setdefault(unit, []).append(op)
        self.units = sorted(self.by_unit)
        self.forms = forms
        # Coverage plan: body instruction k of the run (plan_start counts those of the earlier
        # seeds) runs operation order[k % N], in round k // N one of its forms and modifiers in
        # turn, so a short run reaches every operation, encoding and modifier bin; the operands,
        # values and the other modifiers stay random. The order is fixed by the operation list.
        self.order = sorted(ops)
        random.Random(len(self.order)).shuffle(self.order)
        self.plan = plan_start
        self.mod_forms = {op: mods_drawable(op, forms) for op in self.order}
        # Set for the plan's form rounds: sources mostly VGPRs that hold every value class.
        self.prefer_pristine = False
        self.skip = set()  # (op, bin) pairs llvm-mc rejects: neither planned nor drawn
        self.exec_partial = False
        self.plan_round = 0  # the current planned draw's round (always-literal classes in turn)
        self.lines = []      # (text, record or None)
        self.repaired = 0
        self.dropped = 0
        self.patched_opsel = 0

    # operand text ------------------------------------------------------------------------
    def vgpr(self, bits, fmt, dest=False):
        rng = self.rng
        if bits == 64:
            pool = [p for p in POOL64 if not (dest and p in PRISTINE)]
            if not dest and self.prefer_pristine and rng.random() < 0.8:
                pool = [p for p in POOL64 if p in PRISTINE]
            r = rng.choice(pool)
            return f"v[{r}:{r + 1}]", r
        if bits == 16 or (fmt.endswith(("F16", "I16", "U16", "B16")) and "PK2_" not in fmt):
            pool = POOL16
        else:
            pool = POOL32
        if not dest and rng.random() < 0.1:
            pool = POOL32 + POOL16  # raw bits of another kind now and then
        if dest:
            pool = [r for r in pool if r not in PRISTINE]
        elif self.prefer_pristine and rng.random() < 0.8:
            pool = [r for r in pool if r in PRISTINE] or pool
        r = rng.choice(pool)
        return f"v{r}", r

    def sgpr(self, bits):
        r = self.rng.choice(SGPR_SRC[:-1])
        if bits == 64:
            r &= ~1
            return f"s[{r}:{r + 1}]"
        return f"s{r}"

    def mask_sgpr(self):
        r = self.rng.choice(SGPR_DST[::2])
        return f"s[{r}:{r + 1}]" if self.wave64 else f"s{r}"

    def vcc(self):
        return "vcc" if self.wave64 else "vcc_lo"

    def literal(self, bits, fmt, any_class=False):
        """any_class: the float classes in turn, by plan round (an always-literal operand,
        whose classes come from here alone)."""
        rng = self.rng
        if fmt in FLOAT_FMTS:
            width = min(bits, 32) if bits != 64 else 64
            v = _float_bits(rng, width, FLOAT_CLASSES[self.plan_round % 6]) if any_class \
                else float_value(rng, width)
            if bits == 64:
                v >>= 32  # an f64 literal is the high word
            return f"0x{v:x}"
        return f"0x{int_value(rng, 32):x}"

    def source(self, op, kind_choices, bits, fmt, budget):
        """An operand: (text, kind). budget: remaining scalar slots (SGPR/literal) and literals."""
        rng = self.rng
        kinds = [k for k in kind_choices
                 if not (k in ("sgpr", "literal") and budget["scalar"] == 0)
                 and not (k == "literal" and budget["literal"] == 0)]
        weights = {"vgpr": 90 if self.prefer_pristine else 60, "sgpr": 12, "inline": 14,
                   "literal": 8}
        kind = rng.choices(kinds, [weights[k] for k in kinds])[0]
        if kind == "vgpr":
            return self.vgpr(bits, fmt)[0], kind
        if kind == "sgpr":
            budget["scalar"] -= 1
            return self.sgpr(bits), kind
        if kind == "literal":
            budget["scalar"] -= 1
            budget["literal"] -= 1
            return self.literal(bits, fmt), kind
        if fmt in FLOAT_FMTS and rng.random() < 0.6:
            return rng.choice(INLINE_FLOATS), "inline"
        return str(rng.choice(INLINE_INTS)), "inline"

    # one instruction -----------------------------------------------------------------------
    def instruction(self, op, plain=False, inst=None, force=None):
        """Assembly text and record for a random form of `op` (or `inst`). plain: VGPR sources
        only and no modifiers (the retry after llvm-mc rejected a line). force: modifier bins
        (mods_drawable's names, a set) the instruction carries."""
        rng = self.rng
        if inst is None:
            inst = rng.choice(self.forms[op])
        force = set(force or ())
        forced_abs = "abs" in force
        forced_neg = "neg" in force
        forced_omod = sorted(m for m in force if m.startswith("omod_"))[:1]
        fam = inst["family"]
        name = inst["name"].lower()
        opnds = inst["operands"]
        e64 = fam in ("VOP3", "VOP3SD")
        rec = {"op": op, "form": inst["name"], "family": fam, "src": [], "mods": [],
               "force": sorted(force)}
        budget = {"scalar": 2 if e64 else 1, "literal": 1}
        if inst.get("always_literal"):
            budget = {"scalar": 0, "literal": 0}
        dsts, srcs = [], []
        dst_half = False
        # destinations
        vd = opnds.get("vdst")
        if vd is not None:
            if vd["type"] == "OPR_VGPR":
                text, _ = self.vgpr(vd["bits"], vd["format"], dest=True)
                dsts.append(text)
                dst_half = vd["bits"] == 16
            elif vd["type"] == "OPR_SREG":
                dsts.append(self.mask_sgpr() if vd["bits"] == 64 else f"s{rng.choice(SGPR_DST)}")
            # OPR_EXEC (cmpx): no destination operand in the syntax
        if "sdst" in opnds:
            dsts.append(self.mask_sgpr())
        if fam == "VOP2" and "VCC" in inst.get("implicit_writes", []):
            dsts.append(self.vcc())
        if fam == "VOPC" and "VCC" in inst.get("implicit_writes", []):
            dsts.append(self.vcc())
        # sources
        half_srcs = []
        for key in ("src0", "vsrc0", "src1", "vsrc1", "src2"):
            o = opnds.get(key)
            if o is None:
                continue
            if o["type"] == "OPR_SREG":  # a lane mask (carry-in, cndmask select)
                srcs.append(self.mask_sgpr() if self.wave64 else f"s{rng.choice(SGPR_DST)}")
                rec["src"].append({"kind": "mask"})
                continue
            if o["type"] not in ("OPR_SRC", "OPR_VGPR", "OPR_SRC_VGPR"):
                return None
            vgpr_only = plain or (o["type"] != "OPR_SRC" and not (e64 and key != "vsrc1"))
            if not e64 and key in ("vsrc1",):
                vgpr_only = True
            choices = ["vgpr"] if vgpr_only else ["vgpr", "sgpr", "inline", "literal"]
            text, kind = self.source(op, choices, o["bits"], o["format"], budget)
            src_rec = {"kind": kind, "fmt": o["format"], "bits": o["bits"]}
            if e64 and not plain and o["format"] in FLOAT_FMTS:
                if (op, "abs") in self.skip:
                    forced_abs = False
                if forced_neg and text.startswith("-"):
                    text, kind = self.vgpr(o["bits"], o["format"])[0], "vgpr"
                    src_rec["kind"] = kind
                if (rng.random() < 0.25 and (op, "abs") not in self.skip) or forced_abs:
                    text = f"|{text}|" if fam != "VOP3SD" else text
                    src_rec["abs"] = fam != "VOP3SD"
                    forced_abs = False
                if ((rng.random() < 0.25 and (op, "neg") not in self.skip) or forced_neg) and \
                        not (kind == "inline" and text.startswith("-")):
                    text = "-" + text
                    src_rec["neg"] = True
                    forced_neg = False
            half_srcs.append(o["bits"] == 16)
            rec["src"].append(src_rec)
            srcs.append(text)
        if fam == "VOP2" and "VCC" in inst.get("implicit_reads", []):
            srcs.append(self.vcc())
        if inst.get("always_literal"):
            src0 = opnds.get("src0", {})
            lit = self.literal(src0.get("bits", 32), src0.get("format", "FMT_NUM_F32"),
                               any_class=True)
            # fmaak: dst, src0, vsrc1, K ; fmamk: dst, src0, K, vsrc1
            if name.startswith("v_fmamk") or name.startswith("v_madmk"):
                srcs.insert(1, lit)
            else:
                srcs.append(lit)
            rec["src"].append({"kind": "literal"})
        if op == "V_MOV_B16":
            # llvm-mc-19 writes this one in true16 syntax only (halves as .l/.h), and has no
            # e64 form of it.
            if e64:
                return None
            dsts = [d + rng.choice([".l", ".h"]) for d in dsts]
            srcs = [t + rng.choice([".l", ".h"]) if re.fullmatch(r"v\d+", t) else t
                    for t in srcs]
        mnemonic = name if (name.endswith(("_e32", "_e64")) or not e64) else name
        text = mnemonic + " " + ", ".join(dsts + srcs)
        opsel = 0
        if e64 and not plain:
            is_float = any(o.get("format") in FLOAT_FMTS for o in opnds.values())
            if ((rng.random() < 0.2 and (op, "clamp") not in self.skip) or "clamp" in force) and \
                    (is_float or "ADD" in op or "SUB" in op):
                text += " clamp"
                rec["mods"].append("clamp")
            if is_float and fam == "VOP3" and vd is not None and vd["type"] == "OPR_VGPR" \
                    and ((rng.random() < 0.3 and (op, "omod_mul2") not in self.skip) or forced_omod):
                omod = rng.choice(["mul:2", "mul:4", "div:2"])
                if forced_omod:
                    omod = forced_omod[0][5:8] + ":" + forced_omod[0][8:]
                text += " " + omod
                rec["mods"].append(omod)
            if any(half_srcs) or dst_half:
                while True:
                    for i, h in enumerate(half_srcs[:3]):
                        if h and rng.random() < 0.5:
                            opsel |= 1 << i
                    if dst_half and rng.random() < 0.5:
                        opsel |= 8
                    if opsel or "op_sel" not in force:
                        break
                if opsel:
                    rec["mods"].append(f"opsel{opsel}")
        rec["opsel"] = opsel
        return text, rec

    def set_skip(self, excluded):
        """Leaves out the modifier bins excluded_bins found llvm-mc rejecting."""
        self.skip = {tuple(b.split("|", 1)) for b in excluded}
        for op, mod in self.skip:
            self.mod_forms.get(op, {}).pop(mod, None)

    def planned_instruction(self):
        """The coverage plan's next instruction (see __init__): in round r, operation op's
        forms and modifier bins in turn."""
        k = self.plan
        self.plan += 1
        op = self.order[k % len(self.order)]
        rnd = k // len(self.order)
        self.plan_round = rnd
        mods = sorted(self.mod_forms[op])
        forms = self.forms[op]
        # Even rounds: a form in turn (e32 and e64 alike); odd rounds: a modifier bin in turn,
        # with a form that has it.
        if rnd % 2 == 1 and mods:
            # Two bins per round, on a form that has both (else the first alone).
            turn = rnd // 2
            # Half the list apart: the three omod bins (adjacent in the sorted list) never pair.
            first = mods[turn % len(mods)]
            second = mods[(turn + len(mods) // 2) % len(mods)]
            both = [i for i in self.mod_forms[op][first] if i in self.mod_forms[op][second]]
            force = {first, second} if both else {first}
            candidates = both or self.mod_forms[op][first]
        else:
            force = None
            candidates = [forms[(rnd // 2) % len(forms)]]
            # These rounds also set MODE's round and denormal fields (f32 and f16/f64 alike)
            # in turn, so four of them run an operation under every rounding and every
            # denormal mode (a short run has few rounds; the loop and the other rounds vary
            # the combinations).
            turn = rnd // 2
            rnd_mode, den_mode = turn % 4, (3 * turn + 2) % 4
            v = rnd_mode | rnd_mode << 2 | den_mode << 4 | den_mode << 6
            self.emit(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x{v:x}",
                      {"mode": "round_denorm", "value": v})
        self.prefer_pristine = force is None
        try:
            for _ in range(8):
                got = self.instruction(op, inst=self.rng.choice(candidates), force=force)
                if got is not None:
                    return got
            return self.random_instruction(op)
        finally:
            self.prefer_pristine = False

    def random_instruction(self, op=None, plain=False):
        """Each unit equally often (the compare units list hundreds of operations), then one of
        its operations."""
        rng = self.rng
        while True:
            pick = op or rng.choice(self.by_unit[rng.choice(self.units)])
            for _ in range(8):
                got = self.instruction(pick, plain)
                if got is not None:
                    return got
            op = None

    # program ----------------------------------------------------------------------------------
    def emit(self, text, rec=None):
        self.lines.append([text, rec])

    def exec_change(self):
        rng = self.rng
        lo = rng.choice([0xFFFFFFFF, 0xFFFFFFFF, 0x55555555, 0x0000FFFF, 0x80000001,
                         rng.getrandbits(32)])
        self.emit(f"s_mov_b32 exec_lo, 0x{lo:x}", {"exec": True})
        self.exec_partial = True
        if self.wave64:
            hi = rng.choice([0xFFFFFFFF, 0xAAAAAAAA, 0, rng.getrandbits(32)])
            self.emit(f"s_mov_b32 exec_hi, 0x{hi:x}", {"exec": True})

    def exec_all(self):
        self.exec_partial = False
        self.emit("s_mov_b32 exec_lo, -1")
        if self.wave64:
            self.emit("s_mov_b32 exec_hi, -1")

    def mode_change(self):
        rng = self.rng
        pick = self.mode_writes[rng.randrange(len(self.mode_writes))]
        if pick == "round":
            v = rng.randrange(16)
            self.emit(f"s_round_mode 0x{v:x}", {"mode": "round", "value": v})
        elif pick == "denorm":
            v = rng.randrange(16)
            self.emit(f"s_denorm_mode 0x{v:x}", {"mode": "denorm", "value": v})
        elif pick == "ieee":
            v = rng.randrange(2)
            self.emit(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), {v}", {"mode": "ieee", "value": v})
        elif pick == "dx10_clamp":
            v = rng.randrange(2)
            self.emit(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), {v}",
                      {"mode": "dx10_clamp", "value": v})
        elif pick == "round_denorm":
            v = rng.randrange(256)
            self.emit(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x{v:x}",
                      {"mode": "round_denorm", "value": v})
        else:
            raise SystemExit(f"tb/cosim/generations.json: {self.arch}: unknown MODE write {pick}")

    def body(self, length):
        """`length` planned instructions, EXEC and MODE changes between them."""
        rng = self.rng
        for _ in range(length):
            r = rng.random()
            if r < 0.04:
                self.exec_change()
            elif r < 0.07:
                self.exec_all()
            elif r < 0.15:
                self.mode_change()
            if self.exec_partial and (self.plan // len(self.order)) % 2 == 0:
                self.exec_all()  # the plan's value-class rounds run in every lane
            got = self.planned_instruction()
            self.emit(*got)
            if got[1]["form"].startswith("V_CMPX"):
                # A v_cmpx leaves EXEC as it compared (often empty): restore it, or the next
                # planned instructions may run in no lane. EXEC patterns come from exec_change.
                self.exec_all()

    def refresh(self, count):
        """Rotates `count` frozen registers across lanes and copies them into the working pools;
        64-bit pairs move together so their halves stay one f64."""
        rng = self.rng
        for _ in range(count):
            if rng.random() < 0.3:
                r = rng.choice(POOL64)
                regs = [r, r + 1]
            else:
                regs = [rng.choice(POOL32 + POOL16)]
            k = rng.choice([1, 3, 5, 7, 11])
            for w in regs:
                f = FROZEN + w
                self.emit(f"v_mov_b32_dpp v{f}, v{f} row_ror:{k} row_mask:0xf bank_mask:0xf")
                self.emit(f"v_mov_b32_e32 v{w}, v{f}")

    def build(self, length, loop):
        self.emit("s_mov_b32 exec_lo, -1")
        if self.wave64:
            self.emit("s_mov_b32 exec_hi, -1")
        for w in POOL32 + POOL16 + [r for p in POOL64 for r in (p, p + 1)]:
            self.emit(f"v_mov_b32_e32 v{FROZEN + w}, v{w}")
        if loop:
            self.emit(f"s_mov_b32 s{S_COUNTER}, {loop}")
            self.emit("loop:", None)
            self.refresh(4)
            self.body(length)
            self.exec_all()
            # MODE from the counter: each iteration another round/denorm combination
            # An odd multiplier of the program's own: another sequence of modes per program.
            self.emit(f"s_mul_i32 s{S_MODE}, s{S_COUNTER}, 0x{self.rng.randrange(1, 256, 2):x}")
            self.emit(f"s_setreg_b32 hwreg(HW_REG_MODE, 0, 8), s{S_MODE}", {"mode": "round_denorm", "value": "counter"})
            self.emit(f"s_sub_u32 s{S_COUNTER}, s{S_COUNTER}, 1")
            self.emit(f"s_cmp_lg_u32 s{S_COUNTER}, 0")
            self.emit("s_cbranch_scc1 loop")
        else:
            self.body(length)
        self.emit("s_endpgm")

    def text(self):
        out = []
        for text, _ in self.lines:
            out.append(text if text.endswith(":") else "  " + text)
        return "\n".join(out) + "\n"


def assemble_check(text, wave64, mcpu):
    """llvm-mc's verdict on `text`: (errors by 1-based line, encodings by line)."""
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"]
    if wave64:
        args.append("-mattr=+wavefrontsize64")
    proc = subprocess.run(args, input=text, capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", proc.stderr):
        errors.setdefault(int(m.group(1)), m.group(2))
    encodings = []
    for line in proc.stdout.splitlines():
        m = re.search(r"; encoding: \[([^\]]*)\]", line)
        if m:
            encodings.append([int(b, 16) for b in m.group(1).split(",")])
    return errors, encodings


def finalize(prog):
    """Repairs what llvm-mc rejects, then writes op_sel into the .long words of the lines that
    carry one. Returns the final text."""
    for attempt in range(5):
        errors, _ = assemble_check(prog.text(), prog.wave64, prog.mcpu)
        if not errors:
            break
        for lineno in errors:
            entry = prog.lines[lineno - 1]
            rec = entry[1]
            if rec and "op" in rec and attempt < 2 and rec.get("force"):
                # The planned modifier once more, on other operands.
                inst = next(i for i in prog.forms[rec["op"]] if i["name"] == rec["form"])
                got = prog.instruction(rec["op"], inst=inst, force=rec["force"])
                if got is not None:
                    entry[0], entry[1] = got
                    prog.repaired += 1
            elif rec and "op" in rec and attempt < 4:
                entry[0], entry[1] = prog.random_instruction(rec["op"], plain=True)
                prog.repaired += 1
            else:
                entry[0], entry[1] = "s_nop 0", None
                prog.dropped += 1
    else:
        errors, _ = assemble_check(prog.text(), prog.wave64, prog.mcpu)
        if errors:
            raise SystemExit(f"llvm-mc still rejects the program: {errors}")
    if not any(rec and rec.get("opsel") for _, rec in prog.lines):
        return prog.text()
    # One encoding per instruction line, in order (labels have none).
    _, encodings = assemble_check(prog.text(), prog.wave64, prog.mcpu)
    it = iter(encodings)
    for entry in prog.lines:
        text, rec = entry
        if text.endswith(":"):
            continue
        enc = next(it)
        if rec and rec.get("opsel"):
            word0 = int.from_bytes(bytes(enc[0:4]), "little")
            word0 |= rec["opsel"] << 11
            words = [word0] + [int.from_bytes(bytes(enc[i:i + 4]), "little")
                               for i in range(4, len(enc), 4)]
            entry[0] = ".long " + ", ".join(f"0x{w:08x}" for w in words) + \
                f"  // {text} op_sel:{rec['opsel']:#x}"
            prog.patched_opsel += 1
    return prog.text()


def class_values(rng, width):
    """One value of each float class and each integer edge class (coverage_report's bins) of
    a `width`-bit operand, in random lanes of a register: stratified, not left to chance."""
    mask = (1 << width) - 1
    half = 1 << (width - 1)
    return [_float_bits(rng, width, c) for c in FLOAT_CLASSES] + [0, 1, half - 1, half, mask]


def stratify(rng, vals, specials):
    """vals with `specials` written into distinct random lanes (every 32-lane half)."""
    for base in range(0, len(vals), 32):
        lanes = rng.sample(range(base, min(base + 32, len(vals))), len(specials))
        for lane, v in zip(lanes, specials):
            vals[lane] = v
    return vals


def make_state(rng, wave64):
    lanes = 64 if wave64 else 32
    vgpr = {}
    for w in POOL32 + POOL16:
        vals = [lane_value(rng, w) for _ in range(lanes)]
        if w in POOL16:
            lo = stratify(rng, [v & 0xFFFF for v in vals], class_values(rng, 16))
            hi = stratify(rng, [v >> 16 for v in vals], class_values(rng, 16))
            vals = [a | (b << 16) for a, b in zip(lo, hi)]
        else:
            vals = stratify(rng, vals, class_values(rng, 32))
        vgpr[f"v{w}"] = [f"0x{v:08x}" for v in vals]
    for p in POOL64:
        vals = []
        for _ in range(lanes):
            if p < 56:
                v = float_value(rng, 64) if rng.random() < 0.9 else int_value(rng, 64)
            else:
                v = int_value(rng, 64) if rng.random() < 0.8 else float_value(rng, 64)
            vals.append(v)
        vals = stratify(rng, vals, class_values(rng, 64))
        lo, hi = [], []
        for v in vals:
            lo.append(f"0x{v & 0xFFFFFFFF:08x}")
            hi.append(f"0x{v >> 32:08x}")
        vgpr[f"v{p}"] = lo
        vgpr[f"v{p + 1}"] = hi
    sgpr = {}
    for s in SGPR_SRC:
        v = float_value(rng, 32) if rng.random() < 0.6 else int_value(rng, 32)
        sgpr[f"s{s}"] = f"0x{v:08x}"
    mask = (1 << lanes) - 1
    return {"wave_size": lanes, "exec": f"0x{mask:x}", "sgpr": sgpr, "vgpr": vgpr}


def generate(seed, wave64, loop, length, ops, forms, arch=generation.DEFAULT):
    rng = random.Random(seed * 2 + (1 if wave64 else 0))
    # The plan continues from the previous seed's programs (about `length` draws each), so
    # consecutive seeds cover the operations and their modifier bins in turn.
    prog = Program(rng, wave64, ops, forms, plan_start=max(seed, 0) * length, arch=arch)
    prog.set_skip(known_rejections(ops, forms, wave64, arch))
    prog.build(length, loop)
    text = finalize(prog)
    arch_words = f" --arch {arch}" if arch != generation.DEFAULT else ""
    header = (f"// random_program.py gen{arch_words} --seed {seed}"
              f"{' --wave64' if wave64 else ''} --loop {loop} --length {length}\n")
    state = make_state(rng, wave64)
    coverage = {"seed": seed, "wave64": wave64, "loop": loop,
                "repaired": prog.repaired, "dropped": prog.dropped,
                "patched_opsel": prog.patched_opsel,
                "lines": [rec for _, rec in prog.lines if rec]}
    return header + text, state, coverage


def excluded_bins(ops, forms, wave64, arch=generation.DEFAULT):
    """{bin: reason} for the modifier bins coverage_report's goals list that no program can
    reach: llvm-mc-19 rejects the modifier on every form of the operation (the generator writes
    assembly; op_sel alone is patched into the encoding) or the generator's forms do not have
    it. Found by asking llvm-mc, four random lines per bin."""
    by_name, _ = coverage_report.load_isa(None, os.path.join(ROOT, "isa", "rtl"), arch)
    goals = coverage_report.goal_bins(by_name, list(ops), arch)["mod"]
    prog = Program(random.Random(12345), wave64, ops, forms, arch=arch)
    excluded, probes = {}, []
    for b in goals:
        op, mod = b.split("|")
        candidates = prog.mod_forms.get(op, {}).get(mod)
        if not candidates:
            excluded[b] = "no e64 form of the operation carries it with a float source"
            continue
        if mod == "op_sel":
            continue  # written into the encoding, whatever llvm-mc's syntax allows
        for _ in range(4):
            got = prog.instruction(op, inst=prog.rng.choice(candidates), force={mod})
            if got is not None:
                probes.append((b, got[0]))
    errors, _ = assemble_check("\n".join(text for _, text in probes) + "\n", wave64, prog.mcpu)
    verdict = {}
    for n, (b, _) in enumerate(probes, 1):
        if n in errors:
            verdict.setdefault(b, errors[n])
        else:
            verdict[b] = None
    for b, error in verdict.items():
        if error is not None:
            excluded[b] = f"llvm-mc-19 rejects it on the operation's forms ({error})"
    return excluded


_REJECTIONS = {}


def known_rejections(ops, forms, wave64, arch=generation.DEFAULT):
    """excluded_bins, once per operation list (a run generates many programs)."""
    key = (tuple(sorted(ops)), wave64, arch)
    if key not in _REJECTIONS:
        _REJECTIONS[key] = excluded_bins(ops, forms, wave64, arch)
    return _REJECTIONS[key]


def rtl_setup(args):
    units = [u for u in re.split(r"[,;]", args.units or "") if u]
    ops = ops_from_rtl(args.rtl_dir, units)
    for op in re.split(r"[,;]", args.exclude or ""):
        ops.pop(op.upper(), None)
    forms = load_forms(generation.instructions(args.arch, args.isa), ops)
    # Only operations with a form whose operands this generator can write (OPR_SRC/VGPR/lane
    # mask sources).
    usable = ("OPR_SRC", "OPR_VGPR", "OPR_SRC_VGPR", "OPR_SREG")
    ops = {op: u for op, u in ops.items() if op in forms and any(
        all(o["type"] in usable for k, o in i["operands"].items() if k.startswith(("src", "vsrc")))
        for i in forms[op])}
    if not ops:
        raise SystemExit(f"no RTL-covered operation with a VOP1/VOP2/VOPC/VOP3/VOP3SD form that "
                         f"{args.arch} executes")
    return ops, forms


def cmd_gen(args):
    ops, forms = rtl_setup(args)
    text, state, coverage = generate(args.seed, args.wave64, args.loop, args.length, ops, forms,
                                     args.arch)
    with open(args.output, "w") as f:
        f.write(text)
    state_path = re.sub(r"\.s$", "", args.output) + ".state.json"
    with open(state_path, "w") as f:
        json.dump(state, f, indent=1)
    if args.coverage_out:
        with open(args.coverage_out, "w") as f:
            json.dump(coverage, f)
    print(f"{args.output}: {len(coverage['lines'])} records, {coverage['repaired']} lines "
          f"regenerated plain, {coverage['dropped']} dropped, {coverage['patched_opsel']} op_sel "
          f"words", file=sys.stderr)


SUMMARY = re.compile(r"cosim: matched (\d+) instructions, (\d+) lanes")


def run_one(cutlm, prog, state, wave64, extra, out_dir, cosim=True, arch=generation.DEFAULT,
            rtl="normal"):
    args = [cutlm, "run", prog, "--arch", generation.spec(arch)["cutlm_arch"]] + \
        (["--cosim"] if cosim else []) + ["--max-instructions", str(1 << 40)]
    if cosim and rtl != "normal":
        args += ["--cosim-rtl", rtl]
    if state:
        args += ["--state", state]
    if wave64:
        args.append("--wave64")
    args += extra
    proc = subprocess.run(args, capture_output=True, text=True)
    text = proc.stdout + proc.stderr
    m = SUMMARY.search(text)
    if proc.returncode != 0 or (cosim and not m):
        return None, text, proc.returncode
    if not cosim:
        return (0, 0), text, 0  # the caller counts lanes from the trace
    return (int(m.group(1)), int(m.group(2))), text, 0


def directed_folders(args, out_dir):
    """The folders of directed programs: --programs as given, else the generated programs
    (written into out_dir) and the hand-written ones."""
    if args.programs:
        return args.programs
    generated = os.path.join(out_dir, "directed")
    proc = subprocess.run([sys.executable, DIRECTED_GENERATOR, "--out", generated],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"random_program.py: error: {DIRECTED_GENERATOR} exited "
                         f"{proc.returncode}: {(proc.stderr or proc.stdout).strip()}")
    return [generated, HAND_WRITTEN_PROGRAMS]


def cmd_run(args):
    ops, forms = rtl_setup(args)
    wave64 = args.wave == 64
    out_dir = args.keep or tempfile.mkdtemp(prefix="cutlm-random-")
    os.makedirs(out_dir, exist_ok=True)
    total_inst = total_lanes = 0
    counts = None
    cosim = not args.no_cosim
    if args.rtl_coverage:
        os.makedirs(args.rtl_coverage, exist_ok=True)
    if not cosim and not args.coverage_out:
        raise SystemExit("run --no-cosim needs --coverage-out (lanes are counted from traces)")
    if args.coverage_out:
        # Functional coverage from what ran: the trace's writes replayed over the state.
        counts = coverage_report.new_counts()
        by_name, _ = coverage_report.load_isa(args.isa, args.rtl_dir, args.arch)
        rtl_ops = set(ops)
    start = time.time()
    failures = 0
    # Directed programs first (<unit>_*.s, optional <name>.state.json beside), in name order
    # across the folders: those given, else the built-in ones where the generation runs them
    # (generations.json).
    folders = directed_folders(args, out_dir) if args.programs or \
        generation.spec(args.arch)["directed_programs"] else []
    directed = [prog for folder in folders for prog in glob.glob(os.path.join(folder, "*.s"))]
    for prog in sorted(directed, key=os.path.basename):
        name = os.path.basename(prog)
        if ("wave64" in name) != wave64:
            continue
        built = set(ops.values())
        if not any(name.startswith(u + "_") for u in built):
            continue  # a directed program of a unit this build does not have
        state = re.sub(r"\.s$", ".state.json", prog)
        trace = os.path.join(out_dir, "directed.jsonl")
        extra = [] if cosim else ["--trace", trace]
        if args.rtl_coverage and cosim:
            extra += ["--rtl-coverage", os.path.join(args.rtl_coverage,
                                                     f"directed_w{args.wave}_{name[:-2]}.dat")]
        got, text, rc = run_one(args.cutlm, prog, state if os.path.exists(state) else None,
                                wave64, extra, out_dir, cosim, args.arch, args.cosim_rtl)
        if got is not None and not cosim:
            # Lanes only: the directed programs' bins are not part of the random run's figures.
            scratch = coverage_report.new_counts()
            with open(state if os.path.exists(state) else os.devnull) as fh:
                text_state = fh.read()
            coverage_report.accumulate(trace, json.loads(text_state) if text_state else
                                       {"wave_size": 64 if wave64 else 32}, scratch, by_name,
                                       rtl_ops)
            got = (0, scratch["lanes"])
        if got is None:
            print(f"FAIL directed {prog} (exit {rc}):\n{text}")
            failures += 1
            continue
        total_inst += got[0]
        total_lanes += got[1]
        print(f"directed {name}: {got[0]} instructions, {got[1]} lanes")
    seed = args.seed
    programs = 0
    while total_lanes < args.min_lanes and failures == 0:
        if args.max_programs and programs >= args.max_programs:
            break
        text, state, coverage = generate(seed, wave64, args.loop, args.length, ops, forms,
                                         args.arch)
        base = os.path.join(out_dir, f"random_w{args.wave}_s{seed}")
        with open(base + ".s", "w") as f:
            f.write(text)
        with open(base + ".state.json", "w") as f:
            json.dump(state, f)
        extra = ["--trace", base + ".jsonl"] if counts is not None else []
        if args.rtl_coverage and cosim:
            extra += ["--rtl-coverage", os.path.join(
                args.rtl_coverage, f"random_{args.arch}_w{args.wave}_s{seed}.dat")]
        got, out, rc = run_one(args.cutlm, base + ".s", base + ".state.json", wave64, extra,
                               out_dir, cosim, args.arch, args.cosim_rtl)
        lanes_before = counts["lanes"] if counts is not None else 0
        programs += 1
        if got is None:
            rtl_words = f" --cosim-rtl {args.cosim_rtl}" if args.cosim_rtl != "normal" else ""
            # The checker's verdict line, which the tail below may have cut.
            verdict = re.search(r"^cosim: .*$", out, re.M)
            print(f"FAIL seed {seed} {args.arch} wave{args.wave} (exit {rc}); program kept: "
                  f"{base}.s\n{verdict.group(0) + chr(10) if verdict else ''}"
                  f"reproduce: {os.path.relpath(__file__, ROOT)} --units '{args.units}' "
                  f"--exclude '{args.exclude}' gen --arch {args.arch} "
                  f"--seed {seed}"
                  f"{' --wave64' if wave64 else ''} --loop {args.loop} --length {args.length}"
                  f" -o prog.s; cutlm run prog.s --arch {args.arch} --state prog.state.json "
                  f"--cosim{rtl_words}{' --wave64' if wave64 else ''}\n{out[-6000:]}")
            failures += 1
            break
        if got is not None and not cosim:
            coverage_report.accumulate(base + ".jsonl", state, counts, by_name, rtl_ops)
            os.remove(base + ".jsonl")
            got = (0, counts["lanes"] - lanes_before)
        if got[1] == 0:
            print(f"FAIL seed {seed}: no lane compared (is the RTL of units "
                  f"{args.units or 'all'} in this cutlm?)\n{out[-2000:]}")
            failures += 1
            break
        total_inst += got[0]
        total_lanes += got[1]
        if counts is not None and cosim:
            coverage_report.accumulate(base + ".jsonl", state, counts, by_name, rtl_ops)
            os.remove(base + ".jsonl")
        if not args.keep:
            os.remove(base + ".s")
            os.remove(base + ".state.json")
        seed += 1
    elapsed = time.time() - start
    goals_met = True
    if counts is not None:
        counts["excluded"] = known_rejections(ops, forms, wave64, args.arch)
        with open(args.coverage_out, "w") as f:
            json.dump(counts, f)
        goals_met = coverage_report.report_functional(counts, by_name, list(ops),
                                                      args.uncovered, args.arch) >= 100.0
    print(f"random cosim {args.arch} wave{args.wave}: {programs} programs (seeds "
          f"{args.seed}..{seed - 1}), {total_inst} instructions, {total_lanes} lanes matched in "
          f"{elapsed:.1f} s "
          f"({len(ops)} operations of units {', '.join(sorted(set(ops.values())))})")
    if failures:
        return 1
    if total_lanes < args.min_lanes:
        print(f"FAIL: {total_lanes} lanes compared, {args.min_lanes} required")
        return 1
    if args.check_goals and not goals_met:
        print("FAIL: the functional coverage goals are not met (uncovered bins above)")
        return 1
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--isa", help="the generation's ISA data in place of "
                    "tb/cosim/generations.json's (a test's)")
    ap.add_argument("--rtl-dir", default=os.path.join(ROOT, "isa", "rtl"))
    ap.add_argument("--units", default="", help="units built (comma list; empty: all)")
    ap.add_argument("--exclude", default="", help="operations left out (comma list), e.g. "
                    "while a known mismatch is being fixed")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="write one program and its state")
    g.add_argument("--arch", choices=generation.NAMES, default=generation.DEFAULT,
                   help="the generation: its forms, encodings and MODE fields "
                   "(tb/cosim/generations.json)")
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--wave64", action="store_true")
    g.add_argument("--loop", type=int, default=0, help="iterations (0: straight line)")
    g.add_argument("--length", type=int, default=200, help="instructions in the body")
    g.add_argument("-o", "--output", required=True)
    g.add_argument("--coverage-out")
    r = sub.add_parser("run", help="generate and run programs under the cosim")
    r.add_argument("--cutlm", required=True)
    r.add_argument("--arch", choices=generation.NAMES, default=generation.DEFAULT,
                   help="the generation: programs as gen --arch writes them, run with "
                   "`cutlm run --arch`")
    r.add_argument("--cosim-rtl", choices=["normal", "faulty"], default="normal",
                   help="the RTL build the runs compare against (faulty: lane 5 broken, to "
                   "check that a mismatch fails the run)")
    r.add_argument("--wave", type=int, choices=[32, 64], default=32)
    r.add_argument("--min-lanes", type=float, default=1e6)
    r.add_argument("--seed", type=int, default=1)
    # Short loops: more programs draw more operations and modifier bins for the same lanes
    # (the coverage plan's draws); each iteration still runs under another MODE.
    r.add_argument("--loop", type=int, default=4)
    r.add_argument("--length", type=int, default=200)
    r.add_argument("--max-programs", type=int, default=0)
    r.add_argument("--programs", action="append", metavar="DIR",
                   help="a folder of directed programs (repeatable); default: those "
                   "tb/cosim/directed/gen_directed.py writes and tb/cosim/programs")
    r.add_argument("--keep", help="keep the programs in this folder")
    r.add_argument("--coverage-out", help="functional coverage counts (JSON) of the random "
                   "programs, for coverage_report.py functional")
    r.add_argument("--uncovered", action="store_true",
                   help="with --coverage-out: list the uncovered bins per operation")
    r.add_argument("--check-goals", action="store_true",
                   help="with --coverage-out: fail unless every goal bin is covered")
    r.add_argument("--rtl-coverage", metavar="DIR",
                   help="write each program's Verilator line/toggle coverage (a build with "
                   "-DCUTLM_RTL_COVERAGE=ON) into DIR, for scripts/rtl-coverage-report.py")
    r.add_argument("--no-cosim", action="store_true",
                   help="run the model alone (lanes counted from the traces; needs "
                   "--coverage-out): what coverage a run reaches, quickly")
    args = ap.parse_args()
    if args.cmd == "gen":
        cmd_gen(args)
        return 0
    args.min_lanes = int(args.min_lanes)
    return cmd_run(args)


if __name__ == "__main__":
    sys.exit(main())
