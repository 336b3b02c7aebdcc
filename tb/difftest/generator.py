"""Random instructions of every encoding form of a generation, built from the field layouts and
opcode lists in isa/<generation>.json (gfx1100, gfx1200).

Structured instructions use legal opcodes (gfx1100: true) with operand values drawn to hit every
operand class (registers, specials, inline constants, literals, VGPR high halves) and modifiers
drawn more often where the operation plausibly takes them; a small share also gets one random
field ("jitter") so that field checks are exercised. Random items are plain random dwords, or
random dwords carrying one format's identifier bits.
"""
from isa_model import (GROUPS, SRC_DPP8, SRC_DPP8_FI, SRC_DPP16, SRC_LITERAL, SRC_VGPR_FIRST,
                       source_keys)

# Encoding forms per family and how often each is drawn relative to the others.
FORMS = {
    "SOP1": [("SOP1", 4), ("SOP1_LIT", 1)],
    "SOP2": [("SOP2", 4), ("SOP2_LIT", 1)],
    "SOPK": [("SOPK", 1), ("SOPK_LIT", 0.1)],  # SOPK_LIT: s_setreg_imm32_b32 only
    "SOPC": [("SOPC", 4), ("SOPC_LIT", 1)],
    "SOPP": [("SOPP", 1)],
    "SMEM": [("SMEM", 1)],
    "VOP1": [("VOP1", 4), ("VOP1_LIT", 1), ("VOP1_DPP16", 1.5), ("VOP1_DPP8", 1)],
    "VOP2": [("VOP2", 4), ("VOP2_LIT", 1.5), ("VOP2_DPP16", 1.5), ("VOP2_DPP8", 1)],
    "VOPC": [("VOPC", 4), ("VOPC_LIT", 1), ("VOPC_DPP16", 1.5), ("VOPC_DPP8", 1)],
    "VOP3": [("VOP3", 6), ("VOP3_LIT", 1.5), ("VOP3_DPP16", 1.5), ("VOP3_DPP8", 1)],
    "VOP3SD": [("VOP3SD", 4), ("VOP3SD_LIT", 1), ("VOP3SD_DPP16", 1), ("VOP3SD_DPP8", 1)],
    "VOP3P": [("VOP3P", 5), ("VOP3P_LIT", 1.5), ("VOP3P_DPP16", 1), ("VOP3P_DPP8", 1)],
    "VOPD": [("VOPD", 3), ("VOPD_LIT", 1)],
    "VINTERP": [("VINTERP", 1)],
    "LDSDIR": [("LDSDIR", 1)],
    "DS": [("DS", 1)],
    "FLAT": [("FLAT", 1)],
    "GLOBAL": [("GLOBAL", 1)],
    "SCRATCH": [("SCRATCH", 1)],
    "MUBUF": [("MUBUF", 1)],
    "MTBUF": [("MTBUF", 1)],
    "MIMG": [("MIMG", 3), ("MIMG_NSA", 1)],
    "EXP": [("EXP", 1)],
    # RDNA4's memory and export encodings (drawn by gen_generic).
    "VBUFFER": [("VBUFFER", 1)],
    "VIMAGE": [("VIMAGE", 1)],
    "VSAMPLE": [("VSAMPLE", 1)],
    "VFLAT": [("VFLAT", 1)],
    "VGLOBAL": [("VGLOBAL", 1)],
    "VSCRATCH": [("VSCRATCH", 1)],
    "VDSDIR": [("VDSDIR", 1)],
    "VEXPORT": [("VEXPORT", 1)],
}

# Share of each family within its group: roughly by how much there is to get wrong.
FAMILY_WEIGHTS = {
    "SOP1": 3, "SOP2": 3, "SOPK": 2, "SOPC": 2, "SOPP": 2.5, "SMEM": 2,
    "VOP1": 3, "VOP2": 3, "VOP3": 6, "VOPC": 3, "VOP3SD": 1.5, "VOP3P": 2.5, "VOPD": 2,
    "VINTERP": 1,
    "LDSDIR": 0.5, "DS": 3, "FLAT": 2, "GLOBAL": 2, "SCRATCH": 1.5, "MUBUF": 2.5, "MTBUF": 1.5,
    "MIMG": 3, "EXP": 1,
    "VBUFFER": 3, "VIMAGE": 2, "VSAMPLE": 2, "VFLAT": 2, "VGLOBAL": 2, "VSCRATCH": 1.5,
    "VDSDIR": 0.5, "VEXPORT": 1,
}  # yapf: disable

RANDOM_FORMS = ("RANDOM", "RANDOM_ID")
JITTER_SHARE = 0.05

# Valid export targets: mrt0-7, mrtz, null, pos0-4, prim, dual_src_blend0/1.
EXP_TARGETS = list(range(0, 10)) + list(range(12, 17)) + [20, 21, 22]
# Scalar source codes outside registers and the usual constants (reserved ones included).
ODD_SCALAR = list(range(209, 240)) + [249, 250, 251, 252, 253, 254]
FLOAT_LITERALS = [
    0x3F800000, 0xBF800000, 0x40490FDB, 0x3E22F983, 0x3C00, 0xBC00, 0x3800, 0x7FC00000,
    0x7F800000, 0xFF800000, 0x00000001, 0x80000000, 0x3FF00000, 0x40000000, 0x3118
]


def all_forms():
    return [form for family in FORMS for form, _ in FORMS[family]]


class Item:
    __slots__ = ("form", "family", "name", "words")

    def __init__(self, form, family, name, words):
        self.form = form
        self.family = family
        self.name = name
        self.words = words


def is_float(inst):
    return any(
        any(t in op["format"] for t in ("F16", "F32", "F64", "BF16"))
        for op in inst["operands"].values())


def has_16bit(inst):
    return any(op["bits"] == 16 for op in inst["operands"].values())


def reg_count(bits):
    return max(1, (bits or 32) // 32)


class Generator:
    def __init__(self, isa, rng, families):
        self.isa = isa
        self.r = rng
        self.families = families  # for RANDOM_ID
        self.candidates = {}  # (family, filter name) -> instructions

    # ---- operand values ---------------------------------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def bits(self, width, p=0.3):
        """A field of `width` bits, zero with probability 1 - p, else random."""
        return self.r.getrandbits(width) if self.chance(p) else 0

    def vgpr(self):
        x = self.r.random()
        if x < 0.55:
            return self.r.randrange(0, 32)
        if x < 0.88:
            return self.r.randrange(0, 128)
        return self.r.randrange(128, 256)

    def align(self, reg, regs):
        step = min(regs, 4)
        if step > 1 and self.chance(0.85):
            reg -= reg % step
        return reg

    def sgpr_dst(self, bits=32):
        if self.chance(0.75):
            return self.align(self.r.randrange(0, 106), reg_count(bits))
        return self.r.randrange(106, 128)

    def ssrc(self, bits=32):
        """An 8-bit scalar source: SGPR, special register, inline constant or odd code."""
        x = self.r.random()
        if x < 0.40:
            return self.align(self.r.randrange(0, 106), reg_count(bits))
        if x < 0.52:
            return self.r.randrange(106, 128)
        if x < 0.77:
            return self.r.randrange(128, 209)
        if x < 0.90:
            return self.r.randrange(240, 249)
        return self.r.choice(ODD_SCALAR)

    def src9(self, bits=32, vgpr_share=0.4, first=True):
        """A 9-bit source. `first`: src0, where 233/234/250/255 would change the form."""
        if self.chance(vgpr_share):
            return SRC_VGPR_FIRST + self.vgpr()
        while True:
            v = self.ssrc(bits)
            if not first or v not in (SRC_DPP8, SRC_DPP8_FI, SRC_DPP16, SRC_LITERAL):
                return v

    def literal(self):
        x = self.r.random()
        if x < 0.25:
            return self.r.randrange(-16, 65) & 0xFFFFFFFF
        if x < 0.40:
            return self.r.choice(FLOAT_LITERALS)
        if x < 0.55:
            return self.r.getrandbits(16)
        return self.r.getrandbits(32)

    def simm16(self):
        return self.r.randrange(0, 256) if self.chance(0.4) else self.r.getrandbits(16)

    def operand(self, inst, key):
        return inst["operands"].get(key)

    def op_bits(self, inst, key):
        op = inst["operands"].get(key)
        return op["bits"] if op else 32

    def narrow(self, inst):
        """No 64-bit operand: gfx11 DPP takes only those, so DPP forms mostly draw them."""
        return all(op["bits"] <= 32 for op in inst["operands"].values())

    def used_sources(self, inst):
        return [i for i in range(3) if any(k in inst["operands"] for k in source_keys(i))]

    def pick(self, family, want=None, key=None):
        """A legal instruction of `family`; `want` filters, cached under `key` (it is static)."""
        if want is None:
            return self.r.choice(self.isa.legal[family])
        cache_key = (family, key)
        insts = self.candidates.get(cache_key)
        if insts is None:
            insts = [i for i in self.isa.legal[family] if want(i)] or self.isa.legal[family]
            self.candidates[cache_key] = insts
        return self.r.choice(insts)

    def pick_for_dpp(self, family, want, key):
        """DPP forms mostly take operations without 64-bit operands (all gfx11 DPP allows)."""
        if self.chance(0.8):
            return self.pick(family, lambda i: want(i) and self.narrow(i), key + "/narrow")
        return self.pick(family, want, key)

    def dpp16_fields(self, v, with_src_mods=True):
        if self.chance(0.85):  # a defined control: quad_perm, row_shl/shr/ror, mirrors, share, xmask
            v["dpp"] = self.r.choice([
                self.r.randrange(0, 0x100),
                self.r.randrange(0x101, 0x110),
                self.r.randrange(0x111, 0x120),
                self.r.randrange(0x121, 0x130), 0x140, 0x141,
                self.r.randrange(0x150, 0x160),
                self.r.randrange(0x160, 0x170)
            ])
        else:
            v["dpp"] = self.r.getrandbits(9)
        v["row_mask"] = 0xF if self.chance(0.5) else self.r.getrandbits(4)
        v["bank_mask"] = 0xF if self.chance(0.5) else self.r.getrandbits(4)
        v["bc"] = self.bits(1)
        v["fi"] = self.bits(1)
        p = 0.2 if with_src_mods else 0.03
        for k in ("src0_abs", "src0_neg", "src1_abs", "src1_neg"):
            v[k] = self.bits(1, p)
        v["vsrc0"] = self.vgpr()

    def dpp8_fields(self, v):
        for i in range(8):
            v["lane_sel_%d" % i] = self.r.getrandbits(3)
        v["vsrc0"] = self.vgpr()

    def jitter(self, encoding, v):
        """Sets one operand or modifier field to a random value, legal or not."""
        fields = [
            name for name, f in self.isa.layout(encoding).items()
            if f["kind"] != "FixedBitField" and name not in ("op", "opx", "opy", "literal", "nsa")
        ]
        if fields:
            name = self.r.choice(fields)
            f = self.isa.layout(encoding)[name]
            width = f["hi"] - f["lo"] + 1
            value = self.r.getrandbits(width)
            # Values that would change the instruction's length are left to the random items.
            markers = (SRC_DPP8, SRC_DPP8_FI, SRC_DPP16)
            if name in ("src0", "srcx0", "srcy0") and (value in markers or v.get(name) in markers):
                return
            if "src" in name and SRC_LITERAL in (value, v.get(name)):
                return
            v[name] = value

    # ---- forms --------------------------------------------------------------------------------
    def make(self, form):
        if form == "RANDOM":
            words = [self.r.getrandbits(32) for _ in range(self.r.randrange(1, 4))]
            return Item(form, "RANDOM", "", words)
        if form == "RANDOM_ID":
            return self.random_with_identifier()
        family = form.split("_")[0]
        return getattr(self, "gen_" + family.lower(), self.gen_generic)(form, family)

    def finish(self, form, family, inst, encoding, v, extra=()):
        if self.chance(JITTER_SHARE):
            self.jitter(encoding, v)
        words = self.isa.encode(encoding, v) + list(extra)
        return Item(form, family, inst["name"].lower() if inst else "", words)

    def random_with_identifier(self):
        family = self.r.choice(self.families)
        enc = self.isa.encodings[family]
        mask = int(enc["identifier_mask"], 16)
        ident = int(enc["identifier"], 16)
        words = [(self.r.getrandbits(32) & ~mask & 0xFFFFFFFF) | ident]
        words += [self.r.getrandbits(32) for _ in range(enc["bits"] // 32 - 1)]
        if self.chance(0.3):
            words.append(self.r.getrandbits(32))
        return Item("RANDOM_ID", family, "", words)

    # Scalar ----------------------------------------------------------------------------------
    def scalar_sources(self, inst, v, keys, literal):
        used = [k for k in keys if k in inst["operands"]]
        for k in keys:
            v[k] = self.ssrc(self.op_bits(inst, k)) if k in used else self.bits(8, 0.05)
        if literal:
            for k in used:
                if self.chance(0.6):
                    v[k] = SRC_LITERAL
            if SRC_LITERAL not in [v[k] for k in used]:
                v[used[0]] = SRC_LITERAL
            v["literal"] = self.literal()

    def scalar_dst(self, inst, v):
        if "sdst" in inst["operands"]:
            v["sdst"] = self.sgpr_dst(self.op_bits(inst, "sdst"))
        else:
            v["sdst"] = self.bits(7, 0.05)

    def gen_sop1(self, form, family):
        lit = form.endswith("_LIT")
        inst = self.pick(family, lambda i: "ssrc0" in i["operands"], "ssrc0") if lit else self.pick(
            family)
        v = {"op": inst["opcode"]}
        self.scalar_dst(inst, v)
        self.scalar_sources(inst, v, ["ssrc0"], lit)
        return self.finish(form, family, inst, form, v)

    def gen_sop2(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.scalar_dst(inst, v)
        self.scalar_sources(inst, v, ["ssrc0", "ssrc1"], form.endswith("_LIT"))
        return self.finish(form, family, inst, form, v)

    def gen_sopc(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.scalar_sources(inst, v, ["ssrc0", "ssrc1"], form.endswith("_LIT"))
        return self.finish(form, family, inst, form, v)

    def gen_sopk(self, form, family):
        lit = form == "SOPK_LIT"
        inst = self.pick(family, lambda i: bool(i.get("always_literal")) == lit, form)
        v = {"op": inst["opcode"], "simm16": self.simm16()}
        self.scalar_dst(inst, v)
        if lit:
            v["literal"] = self.literal()
        return self.finish(form, family, inst, form, v)

    def gen_sopp(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"], "simm16": self.simm16() if inst["operands"] else self.bits(16, 0.1)}
        return self.finish(form, family, inst, form, v)

    def gen_smem(self, form, family):
        inst = self.pick(family)
        used = inst["operands"]
        v = {"op": inst["opcode"]}
        v["sbase"] = self.r.getrandbits(6) if "sbase" in used else self.bits(6, 0.05)
        if "sdata" in used:
            v["sdata"] = self.sgpr_dst(self.op_bits(inst, "sdata"))
        else:
            v["sdata"] = self.bits(7, 0.05)
        x = self.r.random()
        v["offset"] = 0 if x < 0.3 else (4 * self.r.randrange(0, 64) if x < 0.7 else
                                         self.r.getrandbits(21))
        if "soffset" in used:
            v["soffset"] = 125 if self.chance(0.5) else self.r.randrange(0, 106)
        else:
            v["soffset"] = self.bits(7, 0.05)
        v["glc"] = self.bits(1, 0.2)
        v["dlc"] = self.bits(1, 0.2)
        self.cache_policy(form, v)
        if "ioffset" in self.isa.layout(form):  # RDNA4: a 24-bit signed offset
            v["ioffset"] = self.offset24()
        return self.finish(form, family, inst, form, v)

    def offset24(self):
        x = self.r.random()
        if x < 0.3:
            return 0
        if x < 0.6:
            return 4 * self.r.randrange(0, 64)
        if x < 0.8:
            return (1 << 24) - 4 * self.r.randrange(1, 64)  # small negative
        return self.r.getrandbits(24)

    def cache_policy(self, form, v):
        """RDNA4's temporal hint, scope and non-volatile bits, where the form has them."""
        layout = self.isa.layout(form)
        for name, p in (("th", 0.5), ("scope", 0.5), ("nv", 0.15)):
            if name in layout:
                fld = layout[name]
                v[name] = self.bits(fld["hi"] - fld["lo"] + 1, p)

    # Vector ALU ------------------------------------------------------------------------------
    def vop_short(self, form, family, extra_fields):
        variant = form[len(family):]  # "", "_LIT", "_DPP16", "_DPP8"
        if variant == "_LIT":
            inst = self.pick(family, lambda i: "src0" in i["operands"] or i.get("always_literal"),
                             "lit")
        elif variant:
            inst = self.pick_for_dpp(
                family, lambda i: "src0" in i["operands"] and not i.get("always_literal"), "dpp")
        else:
            inst = self.pick(family, lambda i: not i.get("always_literal"), "plain")
        if inst.get("always_literal"):
            variant, form = "_LIT", family + "_LIT"
        v = {"op": inst["opcode"]}
        extra_fields(inst, v)
        if variant == "_DPP16":
            v["src0"] = SRC_DPP16
            self.dpp16_fields(v, is_float(inst))
        elif variant == "_DPP8":
            v["src0"] = self.r.choice((SRC_DPP8, SRC_DPP8_FI))
            self.dpp8_fields(v)
        elif variant == "_LIT":
            v["src0"] = SRC_LITERAL if (not inst.get("always_literal") or
                                        self.chance(0.2)) else self.src9(32)
            v["literal"] = self.literal()
        elif "src0" in inst["operands"]:
            v["src0"] = self.src9(self.op_bits(inst, "src0"))
        else:
            v["src0"] = self.bits(9, 0.05) & 0xFF
        return self.finish(form, family, inst, form, v)

    def gen_vop1(self, form, family):
        def fields(inst, v):
            vdst = self.operand(inst, "vdst")
            if vdst is None:
                v["vdst"] = self.bits(8, 0.05)
            elif vdst["type"] != "OPR_VGPR":
                v["vdst"] = self.sgpr_dst()
            else:
                v["vdst"] = self.vgpr()

        return self.vop_short(form, family, fields)

    def gen_vop2(self, form, family):
        def fields(inst, v):
            v["vdst"] = self.vgpr()
            v["vsrc1"] = self.vgpr()

        return self.vop_short(form, family, fields)

    def gen_vopc(self, form, family):
        return self.vop_short(form, family, lambda inst, v: v.update(vsrc1=self.vgpr()))

    def vop_long(self, form, family, modifiers):
        variant = form[len(family):]
        if variant.startswith("_DPP"):
            inst = self.pick_for_dpp(family, self.used_sources, "sources")
        elif variant:
            inst = self.pick(family, self.used_sources, "sources")
        else:
            inst = self.pick(family)
        used = self.used_sources(inst)
        v = {"op": inst["opcode"]}
        vdst = self.operand(inst, "vdst")
        if vdst is None:
            v["vdst"] = self.bits(8, 0.05)
        elif vdst["type"] == "OPR_VGPR":
            v["vdst"] = self.vgpr()
        else:
            v["vdst"] = self.sgpr_dst(vdst["bits"])
        for i in range(3):
            key = "src%d" % i
            if i in used:
                bits = max(self.op_bits(inst, k) for k in source_keys(i))
                v[key] = self.src9(bits, 0.5 if variant.startswith("_DPP") else 0.4)
            else:
                v[key] = self.bits(9, 0.05) & 0xFF
        if variant == "_DPP16":
            v["src0"] = SRC_DPP16
            self.dpp16_fields(v, with_src_mods=False)
        elif variant == "_DPP8":
            v["src0"] = self.r.choice((SRC_DPP8, SRC_DPP8_FI))
            self.dpp8_fields(v)
        elif variant == "_LIT" and used:
            for i in used:
                if self.chance(0.4):
                    v["src%d" % i] = SRC_LITERAL
            if SRC_LITERAL not in [v["src%d" % i] for i in used]:
                v["src%d" % self.r.choice(used)] = SRC_LITERAL
            v["literal"] = self.literal()
        modifiers(inst, used, v)
        return self.finish(form, family, inst, form, v)

    def mods_vop3(self, inst, used, v):
        fl = is_float(inst)
        p = 0.3 if fl else 0.04
        v["abs"] = sum(1 << i for i in used if self.chance(p))
        v["neg"] = sum(1 << i for i in used if self.chance(p))
        p_opsel = 0.3 if has_16bit(inst) else 0.03
        v["opsel"] = sum(1 << i for i in (0, 1, 2, 3) if self.chance(p_opsel))
        v["clmp"] = self.bits(1, 0.2)
        v["omod"] = self.r.randrange(1, 4) if self.chance(0.15 if fl else 0.03) else 0

    def mods_vop3sd(self, inst, used, v):
        fl = is_float(inst)
        v["sdst"] = self.sgpr_dst(64)
        v["neg"] = sum(1 << i for i in used if self.chance(0.3 if fl else 0.04))
        v["clmp"] = self.bits(1, 0.2)
        v["omod"] = self.r.randrange(1, 4) if self.chance(0.15 if fl else 0.03) else 0

    def mods_vop3p(self, inst, used, v):
        v["opsel"] = sum(1 << i for i in used if self.chance(0.3))
        if self.chance(0.6):
            v["opsel_hi"], v["opsel_hi2"] = 3, 1
        else:
            v["opsel_hi"], v["opsel_hi2"] = self.r.getrandbits(2), self.r.getrandbits(1)
        v["neg"] = sum(1 << i for i in used if self.chance(0.2))
        v["neg_hi"] = sum(1 << i for i in used if self.chance(0.2))
        v["clmp"] = self.bits(1, 0.2)

    def gen_vop3(self, form, family):
        return self.vop_long(form, family, self.mods_vop3)

    def gen_vop3sd(self, form, family):
        return self.vop_long(form, family, self.mods_vop3sd)

    def gen_vop3p(self, form, family):
        return self.vop_long(form, family, self.mods_vop3p)

    def gen_vopd(self, form, family):
        lit = form.endswith("_LIT")
        allow = (lambda i: True) if lit else (lambda i: not i.get("always_literal"))
        x = self.pick("VOPD", lambda i: i["opcode"] < 16 and allow(i), "x" + form)
        y = self.pick("VOPD", allow, "y" + form)
        v = {"opx": x["opcode"], "opy": y["opcode"]}
        v["srcx0"] = self.src9(32)
        v["srcy0"] = self.src9(32)
        # The table lists each operation's operands under its Y names (srcy0, vsrcy1, vdsty).
        v["vsrcx1"] = self.vgpr() if "vsrcy1" in x["operands"] else self.bits(8, 0.1)
        v["vsrcy1"] = self.vgpr() if "vsrcy1" in y["operands"] else self.bits(8, 0.1)
        v["vdstx"] = self.vgpr()
        v["vdsty"] = self.r.getrandbits(7)
        if lit:
            needs = x.get("always_literal") or y.get("always_literal")
            for k in ("srcx0", "srcy0"):
                if self.chance(0.5 if needs else 0.6):
                    v[k] = SRC_LITERAL
            if not needs and SRC_LITERAL not in (v["srcx0"], v["srcy0"]):
                v[self.r.choice(("srcx0", "srcy0"))] = SRC_LITERAL
            v["literal"] = self.literal()
        item = self.finish(form, family, x, form, v)
        item.name = "%s::%s" % (x["name"].lower(), y["name"].lower())
        return item

    def gen_vinterp(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"], "vdst": self.vgpr()}
        for i in range(3):
            v["src%d" % i] = SRC_VGPR_FIRST + self.vgpr() if self.chance(0.9) else self.src9()
        v["opsel"] = sum(1 << i for i in range(4) if self.chance(0.3 if has_16bit(inst) else 0.05))
        v["neg"] = sum(1 << i for i in range(3) if self.chance(0.2))
        v["clmp"] = self.bits(1, 0.2)
        v["waitexp"] = self.r.getrandbits(3)
        return self.finish(form, family, inst, form, v)

    # Memory, export --------------------------------------------------------------------------
    def vgpr_fields(self, inst, v, keys):
        for k in keys:
            v[k] = self.vgpr() if k in inst["operands"] else self.bits(8, 0.1)

    def gen_ldsdir(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"], "vdst": self.vgpr()}
        v["attr"] = self.r.getrandbits(6) if "attr" in inst["operands"] else self.bits(6, 0.1)
        v["attr_chan"] = self.r.getrandbits(2) if "attr" in inst["operands"] else self.bits(2, 0.1)
        v["wait_vdst"] = self.r.getrandbits(4)
        return self.finish(form, family, inst, form, v)

    def gen_ds(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.vgpr_fields(inst, v, ("addr", "data0", "data1", "vdst"))
        v["offset0"] = self.bits(8, 0.7)
        v["offset1"] = self.bits(8, 0.5)
        v["gds"] = self.bits(1, 0.15)
        return self.finish(form, family, inst, form, v)

    def flat_like(self, form, family, saddr_off_share):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.vgpr_fields(inst, v, ("addr", "data", "vdst"))
        x = self.r.random()
        v["offset"] = 0 if x < 0.3 else (self.r.randrange(0, 65) if x < 0.7 else
                                         self.r.getrandbits(13))
        if self.chance(saddr_off_share):
            v["saddr"] = 124  # the "off" code: no scalar base
        else:
            v["saddr"] = self.sgpr_dst(self.op_bits(inst, "saddr"))
        v["sve"] = self.bits(1, 0.4 if family == "SCRATCH" else 0.03)
        for k in ("glc", "slc", "dlc"):
            v[k] = self.bits(1, 0.25)
        return self.finish(form, family, inst, form, v)

    def gen_flat(self, form, family):
        return self.flat_like(form, family, 0.9)

    def gen_global(self, form, family):
        return self.flat_like(form, family, 0.5)

    def gen_scratch(self, form, family):
        return self.flat_like(form, family, 0.5)

    def buffer_fields(self, inst, v):
        self.vgpr_fields(inst, v, ("vdata", "vaddr"))
        v["srsrc"] = self.r.getrandbits(5)
        v["soffset"] = self.ssrc(32) if self.chance(0.9) else self.r.getrandbits(8)
        v["offset"] = self.bits(12, 0.7)
        for k in ("offen", "idxen", "glc", "slc", "dlc", "tfe"):
            v[k] = self.bits(1, 0.25)

    def gen_mubuf(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.buffer_fields(inst, v)
        return self.finish(form, family, inst, form, v)

    def gen_mtbuf(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.buffer_fields(inst, v)
        v["format"] = self.r.randrange(1, 78) if self.chance(0.7) else self.r.getrandbits(7)
        return self.finish(form, family, inst, form, v)

    def gen_mimg(self, form, family):
        inst = self.pick(family)
        v = {"op": inst["opcode"]}
        self.vgpr_fields(inst, v, ("vdata", "vaddr"))
        v["srsrc"] = self.r.getrandbits(5)
        v["ssamp"] = self.r.getrandbits(5) if "ssamp" in inst["operands"] else self.bits(5, 0.05)
        v["dmask"] = self.r.randrange(1, 16) if self.chance(0.95) else 0
        v["dim"] = self.r.getrandbits(3)
        for k in ("unrm", "r128", "a16", "d16", "glc", "slc", "dlc", "tfe", "lwe"):
            v[k] = self.bits(1, 0.15)
        extra = []
        if form == "MIMG_NSA":
            # Non-sequential addresses: vaddr1..4 one byte each in a third dword.
            v["nsa"] = 1
            extra.append(sum((self.vgpr() if self.chance(0.7) else 0) << (8 * i) for i in range(4)))
        return self.finish(form, family, inst, "MIMG", v, extra)

    def gen_generic(self, form, family):
        """A form with no generator of its own (RDNA4's VBUFFER, VIMAGE, VSAMPLE, VFLAT, VGLOBAL,
        VSCRATCH, VDSDIR, VEXPORT), from its field layout: registers where the instruction names
        them, aligned where they are wide, modifier bits mostly clear, offsets of every size."""
        inst = self.pick(family) if family in self.isa.legal else None
        layout = self.isa.layout(form)
        used = inst["operands"] if inst else {}
        v = {}
        for name, fld in layout.items():
            width = fld["hi"] - fld["lo"] + 1
            kind = fld["kind"]
            if kind == "FixedBitField":
                continue
            if kind == "EnumBitField":
                v[name] = inst["opcode"] if inst else 0
            elif kind == "VGPRField" or name.startswith("vaddr"):
                if name in used:
                    v[name] = self.align(self.vgpr(), reg_count(used[name]["bits"]))
                else:  # image addresses past the first are not listed as operands
                    v[name] = self.vgpr() if self.chance(0.7) else 0
            elif kind == "SGPRField":  # soffset, saddr: SGPRs, null (124) or m0 (125)
                x = self.r.random()
                v[name] = 124 if x < 0.4 else (125 if x < 0.45 else self.r.randrange(0, 106))
                if name == "saddr" and x >= 0.45:
                    v[name] &= ~1
            elif name in ("rsrc", "samp"):  # SGPR quads (and a few odd values)
                v[name] = 4 * self.r.randrange(0, 27) if self.chance(0.95) else self.r.getrandbits(width)
            elif name == "ioffset":
                v[name] = self.offset24()
            elif name == "dmask":
                v[name] = self.r.randrange(1, 16) if self.chance(0.95) else 0
            elif name in ("dim", "format"):
                v[name] = self.r.getrandbits(width)
            elif name == "target":
                v[name] = self.r.choice(EXP_TARGETS) if self.chance(0.8) else self.r.getrandbits(6)
            elif name in ("en", "attr", "attr_chan", "wait_va_vdst", "wait_vm_vsrc"):
                v[name] = self.r.getrandbits(width)
            else:
                v[name] = self.bits(width, 0.2)
        return self.finish(form, family, inst, form, v)

    def gen_exp(self, form, family):
        inst = self.isa.legal["EXP"][0]
        v = {"en": self.r.getrandbits(4)}
        v["target"] = self.r.choice(EXP_TARGETS) if self.chance(0.8) else self.r.getrandbits(6)
        v["done"] = self.bits(1)
        v["row"] = self.bits(1, 0.2)
        for k in ("vsrc0", "vsrc1", "vsrc2", "vsrc3"):
            v[k] = self.vgpr()
        return self.finish(form, family, inst, form, v)


def form_weights(families, random_share):
    """[(form, weight)] for the given families, plus the random forms' share of the total."""
    weights = []
    for family in families:
        total = sum(w for _, w in FORMS[family])
        weights += [(form, FAMILY_WEIGHTS[family] * w / total) for form, w in FORMS[family]]
    if random_share > 0 and weights:
        structured = sum(w for _, w in weights)
        each = structured * random_share / (1 - random_share) / 2
        weights += [("RANDOM", each), ("RANDOM_ID", each)]
    return weights


def select_forms(selection, groups=GROUPS):
    """Families and forms named by --format/--group (comma separated), as (families, forms)."""
    families, forms = [], []
    for name in selection:
        name = name.strip().upper()
        if name.lower() in groups:
            families += groups[name.lower()]
        elif name in FORMS:
            families.append(name)
        elif name in all_forms() or name in RANDOM_FORMS:
            forms.append(name)
        else:
            known = list(GROUPS) + list(FORMS) + [f for f in all_forms() if f not in FORMS]
            raise ValueError("unknown format or group %r; known: %s" %
                             (name, ", ".join(known + list(RANDOM_FORMS))))
    return families, forms
