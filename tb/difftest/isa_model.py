"""The parts of isa/<generation>.json the differential test needs: field layouts to build words
from, and a small classifier that tells which format, form and instruction a word sequence is.

The classifier exists only to attribute and explain disagreements (per-format counts, gap rules);
it is deliberately independent of the C++ decoder under test.
"""
import json
import os

SOURCE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_ISA_JSON = os.path.join(SOURCE_DIR, "isa", "gfx1100.json")


def isa_json_of(target):
    """The data file of the generation an LLVM target (-mcpu) belongs to."""
    for name in sorted(os.listdir(os.path.join(SOURCE_DIR, "isa"))):
        if name.startswith("gfx") and name.endswith(".json") and "_" not in name:
            path = os.path.join(SOURCE_DIR, "isa", name)
            with open(path) as f:
                if target in json.load(f)["generation"]["targets"]:
                    return path
    raise ValueError("no isa/*.json has the target %r" % target)

# Source operand codes (the 9-bit SrcField) that change an instruction's form.
SRC_DPP8 = 233
SRC_DPP8_FI = 234
SRC_DPP16 = 250
SRC_LITERAL = 255
SRC_VGPR_FIRST = 256

# Families whose 32-bit VOP forms put DPP/literal markers into src0.
VOP_SHORT = ("VOP1", "VOP2", "VOPC")
VOP_LONG = ("VOP3", "VOP3SD", "VOP3P")

# Every encoding family the generator produces, grouped for ctest parallelism (gfx1100's; a
# generation's own groups are Isa.groups: the families its data has, the same grouping).
GROUPS = {
    "scalar": ["SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM"],
    "vector": ["VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD", "VOP3P", "VOPD", "VINTERP"],
    "memory": ["LDSDIR", "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG", "EXP"],
}


def groups_of(families):
    """GROUPS for a generation with these families: scalar and vector ALU families as gfx1100's,
    every other one (RDNA4's VBUFFER, VIMAGE, ...) a memory or export family."""
    alu = GROUPS["scalar"] + GROUPS["vector"]
    out = {g: [f for f in GROUPS[g] if f in families] for g in ("scalar", "vector")}
    out["memory"] = [f for f in GROUPS["memory"] if f in families] + sorted(
        f for f in families if f not in alu and f not in GROUPS["memory"])
    return out


_SOURCE_KEYS = tuple(("src%d" % i, "ssrc%d" % i, "vsrc%d" % i) for i in range(3))


def source_keys(index):
    """AMD calls source i src<i>, ssrc<i> or vsrc<i> depending on the form."""
    return _SOURCE_KEYS[index]


class Isa:
    def __init__(self, path=DEFAULT_ISA_JSON):
        with open(path) as f:
            data = json.load(f)
        self.encodings = data["encodings"]
        self.instructions = data["instructions"]
        self.arch = data["generation"]["name"]
        self.targets = data["generation"]["targets"]
        self.by_opcode = {}
        self.legal = {}
        for inst in self.instructions:
            self.by_opcode[(inst["family"], inst["opcode"])] = inst
            if inst[self.arch]:
                self.legal.setdefault(inst["family"], []).append(inst)
        self.groups = groups_of({i["family"] for i in self.instructions})
        # First-dword identifiers, most specific mask first (as a hardware decoder tries them).
        families = [f for group in self.groups.values() for f in group]
        self.matchers = sorted(
            ((int(self.encodings[f]["identifier_mask"], 16), int(self.encodings[f]["identifier"],
                                                                  16), f) for f in families),
            key=lambda m: -bin(m[0]).count("1"))

    def layout(self, encoding):
        return self.encodings[encoding]["fields"]

    def words_of(self, encoding):
        return self.encodings[encoding]["bits"] // 32

    def encode(self, encoding, values):
        """Words of `encoding` with the given field values (fixed fields set, others zero)."""
        enc = self.encodings[encoding]
        bits = 0
        for name, fld in enc["fields"].items():
            width = fld["hi"] - fld["lo"] + 1
            value = fld["value"] if fld["kind"] == "FixedBitField" else values.get(name, 0)
            if not 0 <= value < (1 << width):
                raise ValueError("%s.%s: %d does not fit %d bits" % (encoding, name, value, width))
            bits |= value << fld["lo"]
        # A later generation's form may lack a field the gfx1100 generators set (SMEM's glc):
        # that value is dropped there; for gfx1100 a stray field is a generator bug.
        unknown = set(values) - set(enc["fields"])
        if unknown and self.arch == "gfx1100":
            raise ValueError("%s has no field(s) %s" % (encoding, sorted(unknown)))
        return [(bits >> (32 * i)) & 0xFFFFFFFF for i in range(enc["bits"] // 32)]

    def field(self, encoding, words, name):
        fld = self.encodings[encoding]["fields"][name]
        bits = 0
        for i, w in enumerate(words):
            bits |= w << (32 * i)
        return (bits >> fld["lo"]) & ((1 << (fld["hi"] - fld["lo"] + 1)) - 1)

    def family_of(self, word0, word1=0):
        for mask, ident, family in self.matchers:
            if word0 & mask != ident:
                continue
            if family == "VOP3":
                op = self.field("VOP3SD", [word0, word1], "op")
                if ("VOP3SD", op) in self.by_opcode:
                    return "VOP3SD"
            return family
        return None

    def classify(self, words):
        """(family, form, instruction or None) of the instruction starting with `words`.

        `form` is the encoding name that applies (VOP1_DPP16, VOP3_LIT, MIMG with NSA, ...).
        """
        w = list(words) + [0] * (3 - len(words))
        family = self.family_of(w[0], w[1])
        if family is None:
            return None, None, None
        op_field = "opx" if family == "VOPD" else "op"
        inst = None
        if "op" in self.encodings[family]["fields"] or family == "VOPD":
            inst = self.by_opcode.get((family, self.field(family, w, op_field)))
        elif family in ("EXP", "VEXPORT"):
            inst = self.by_opcode.get((family, 0))
        form = family
        if family in VOP_SHORT or family in VOP_LONG:
            src0 = self.field(family, w, "src0")
            if src0 == SRC_DPP16:
                form = family + "_DPP16"
            elif src0 in (SRC_DPP8, SRC_DPP8_FI):
                form = family + "_DPP8"
            elif family in VOP_SHORT and (src0 == SRC_LITERAL or
                                          (inst is not None and inst.get("always_literal"))):
                form = family + "_LIT"
            elif family in VOP_LONG and inst is not None:
                if any(
                        self.field(family, w, "src%d" % i) == SRC_LITERAL
                        for i in range(3) if any(k in inst["operands"] for k in source_keys(i))):
                    form = family + "_LIT"
        return family, form, inst

    def operand_bits(self, inst, key):
        op = inst["operands"].get(key) if inst else None
        return op["bits"] if op else None
