"""Known gaps in LLVM 19's gfx1100 and gfx1200 disassembly: places where llvm-objdump-19 (without
+real-true16) is wrong or incomplete, so a disagreement there is no bug of ours.

Each rule has a precondition on the instruction's encoding and an `explains` check that must
reproduce our text exactly from LLVM's, changing only what the gap is about; a disagreement that
the rule cannot fully account for stays a failure. Add a rule only with a stated reason why LLVM
is wrong or incomplete, never to hide a bug of ours.

Where it helps, a rule may consult a second LLVM oracle: the same words disassembled with
--mattr=+real-true16, where LLVM 19 names 16-bit halves (.l/.h) and prints op_sel. Our output
follows the default (non-true16) spelling, so that text is compared with its ".l" suffixes
removed.
"""
import re

from isa_model import SRC_LITERAL, SRC_VGPR_FIRST, source_keys

INVALID_REG = re.compile(r"v(\d+)/\*Invalid register, operand has '[^']*' register class\*/")
LOW_HALF = re.compile(r"\b(v\d+)\.l\b")
OP_SEL = re.compile(r" op_sel:\[([01](?:,[01])*)\]")


class Context:
    """One disagreement: the words at its offset and both texts."""

    def __init__(self, isa, words, llvm_line, cutlm_line, wave64):
        self.isa = isa
        self.words = words
        self.llvm = llvm_line.text
        self.cutlm = cutlm_line.text
        self.llvm_words = llvm_line.words
        self.cutlm_words = cutlm_line.words
        self.wave64 = wave64
        self.family, self.form, self.inst = isa.classify(words)
        # LLVM's +real-true16 line for these words, filled in when a rule asks for it.
        self.true16 = None
        self.true16_words = None
        # LLVM's line for the words with high-half fields lowered (see rule (a)).
        self.lowered = None
        self.lowered_words = None

    def same_length_as_llvm(self):
        return self.llvm_words == self.cutlm_words

    def same_length_as_true16(self):
        return self.true16_words == self.cutlm_words

    def field(self, name):
        return self.isa.field(self.form, self.words, name)


def without_low_halves(text):
    return LOW_HALF.sub(r"\1", text)


def high_halves(text):
    """LLVM's "vN/*Invalid register...*/" for a true16 high half, spelt as we do: v(N-128).h."""
    return INVALID_REG.sub(lambda m: "v%d.h" % (int(m.group(1)) - 128), text)


# ---- (a) true16 high halves in the 32-bit VOP1/VOP2/VOPC forms ----------------------------------
def true16_high_half_operands(ctx):
    """Fields of 16-bit operands whose VGPR number is 128 or more (a high half on gfx11)."""
    if ctx.family not in ("VOP1", "VOP2", "VOPC") or ctx.inst is None:
        return []
    ops = ctx.inst["operands"]
    found = []
    fields = ctx.isa.layout(ctx.form)

    def bits(key):
        return ops[key]["bits"] if key in ops else None

    if bits("vdst") == 16 and "vdst" in fields and ctx.field("vdst") >= 128:
        found.append("vdst")
    if bits("vsrc1") == 16 and ctx.field("vsrc1") >= 128:
        found.append("vsrc1")
    if bits("src0") == 16:
        if "vsrc0" in fields:  # DPP: the source VGPR sits in the DPP dword
            if ctx.field("vsrc0") >= 128:
                found.append("vsrc0")
        elif ctx.field("src0") >= SRC_VGPR_FIRST + 128:
            found.append("src0")
    return found


def true16_high_half_applies(ctx):
    return bool(true16_high_half_operands(ctx))


def lowered_words(ctx):
    """The words with every high-half VGPR field moved to the low half (field - 128)."""
    fields = ctx.isa.layout(ctx.form)
    bits = 0
    for i, w in enumerate(ctx.words):
        bits |= w << (32 * i)
    for name in true16_high_half_operands(ctx):
        fld = fields[name]
        bits -= 128 << fld["lo"]
    return [(bits >> (32 * i)) & 0xFFFFFFFF for i in range(len(ctx.words))]


HIGH_HALF = re.compile(r"\b(v\d+)\.h\b")


def true16_high_half_explains(ctx):
    if (INVALID_REG.search(ctx.llvm) and ctx.same_length_as_llvm() and
            ctx.cutlm == high_halves(ctx.llvm)):
        return True
    if (ctx.true16 is not None and not ctx.true16.startswith(".long") and
            ctx.same_length_as_true16() and
            ctx.cutlm == high_halves(without_low_halves(ctx.true16))):
        return True
    # LLVM 19 rejects some 16-bit instructions outright when a field names a high half (it
    # has no true16 form of them). Then the same words with those fields lowered must be an
    # instruction LLVM prints exactly as our text with each vN.h spelt vN.
    return (ctx.lowered is not None and not ctx.lowered.startswith(".long") and
            len(ctx.lowered_words) == len(ctx.cutlm_words) and
            HIGH_HALF.search(ctx.cutlm) is not None and
            HIGH_HALF.sub(r"\1", ctx.cutlm) == ctx.lowered)


# ---- (b) op_sel on 16-bit VOP3 instructions ------------------------------------------------------
def vop3_16bit_opsel_applies(ctx):
    if ctx.family != "VOP3" or ctx.inst is None:
        return False
    if not any(o["bits"] == 16 for o in ctx.inst["operands"].values()):
        return False
    return ctx.field("opsel") != 0 and "op_sel" not in ctx.llvm


def opsel_matches_encoding(ctx, entries):
    """Our op_sel list must be the encoded bits: one per source, then the destination (bit 3)."""
    opsel = ctx.field("opsel")
    nsrc = sum(1 for i in range(3) if any(k in ctx.inst["operands"] for k in source_keys(i)))
    want_srcs = [(opsel >> i) & 1 for i in range(nsrc)]
    if entries == want_srcs + [(opsel >> 3) & 1]:
        return True
    # Without a VGPR destination (the VOP3 forms of VOPC write an SGPR or EXEC) only the
    # sources have a bit; the destination bit selects nothing.
    vdst = ctx.inst["operands"].get("vdst")
    has_vgpr_dst = vdst is not None and vdst.get("type") == "OPR_VGPR"
    return entries == want_srcs and not has_vgpr_dst


def vop3_16bit_opsel_explains(ctx):
    if (ctx.true16 is not None and ctx.same_length_as_true16() and
            ctx.cutlm == without_low_halves(ctx.true16)):
        return True
    m = OP_SEL.search(ctx.cutlm)
    if m is None or ctx.llvm.startswith(".long") or not ctx.same_length_as_llvm():
        return False
    entries = [int(x) for x in m.group(1).split(",")]
    return (ctx.cutlm[:m.start()] + ctx.cutlm[m.end():] == ctx.llvm and
            opsel_matches_encoding(ctx, entries))


# ---- (c) v_mov_b16 in its VOP3 forms ------------------------------------------------------------
def mov_b16_vop3_applies(ctx):
    return (ctx.family == "VOP3" and ctx.inst is not None and
            ctx.inst["name"] == "V_MOV_B16_E64" and ctx.llvm.startswith(".long"))


def mov_b16_vop3_explains(ctx):
    return (ctx.true16 is not None and ctx.same_length_as_true16() and
            ctx.cutlm == ctx.true16)


# ---- (d) s_endpgm_ordered_ps_done ----------------------------------------------------------------
def ordered_ps_done_applies(ctx):
    return ctx.inst is not None and ctx.inst["name"] == "S_ENDPGM_ORDERED_PS_DONE"


def ordered_ps_done_explains(ctx):
    return (ctx.llvm.startswith(".long") and ctx.cutlm == "s_endpgm_ordered_ps_done" and
            ctx.same_length_as_llvm())


# ---- (e) v_cndmask_b32's DPP form with |src1| on gfx12 ----------------------------------------
CNDMASK_ABS = re.compile(r"\|(v\d+), (vcc(?:_lo)?)\|")


def cndmask_dpp_abs_applies(ctx):
    return (ctx.inst is not None and ctx.inst["name"] == "V_CNDMASK_B32_E32" and
            CNDMASK_ABS.search(ctx.llvm) is not None)


def cndmask_dpp_abs_explains(ctx):
    return (ctx.same_length_as_llvm() and
            ctx.cutlm == CNDMASK_ABS.sub(r"|\1|, \2", ctx.llvm))


# ---- (f) instructions LLVM decodes for gfx12 that RDNA4 does not have ---------------------------
LLVM_ONLY_GFX12 = ("s_singleuse_vdst ", "s_wakeup_barrier ")


def llvm_only_gfx12_applies(ctx):
    return ctx.isa.arch == "gfx1200" and ctx.llvm.startswith(LLVM_ONLY_GFX12)


def llvm_only_gfx12_explains(ctx):
    # LLVM's line also holds a literal source (s_wakeup_barrier 0x...): two words to our one.
    return (len(ctx.cutlm_words) == 1 and len(ctx.llvm_words) in (1, 2) and
            ctx.cutlm == ".long 0x%08x" % ctx.words[0])


# ---- (g) a literal as an image's resource or sampler descriptor ---------------------------------
def image_descriptor_literal_applies(ctx):
    if ctx.family not in ("VIMAGE", "VSAMPLE") or len(ctx.words) < 3:
        return False
    fields = ctx.isa.layout(ctx.family)
    return any(name in fields and ctx.field(name) == SRC_LITERAL for name in ("rsrc", "samp"))


def image_descriptor_literal_explains(ctx):
    return (len(ctx.llvm_words) == 4 and "/*Invalid immediate*/" in ctx.llvm and
            ctx.cutlm == ".long 0x%08x" % ctx.words[0])


class Gap:
    def __init__(self, name, reason, applies, explains, whole_line=False):
        self.name = name
        self.reason = reason
        self.applies = applies
        self.explains = explains
        # The rule explains LLVM's note after the words too (a line that is a different
        # instruction altogether); otherwise the notes must agree.
        self.whole_line = whole_line


GAPS = [
    # (a) gfx11 "true16": in the 32-bit VOP1/VOP2/VOPC encodings a 16-bit operand's VGPR field
    # holds 8 bits, and numbers 128-255 name the high half of v0-v127 (the ISA's only way to
    # reach a high half there). LLVM 19 knows this only with +real-true16, which gfx1100 does not
    # enable by default: it prints vN/*Invalid register, operand has 'VGPR_32_Lo128' register
    # class*/ or rejects the word outright. We print v(N-128).h; the rule requires that to be
    # LLVM's text with only those operands respelt, or LLVM's +real-true16 text minus ".l".
    Gap("true16-high-half-vop1-vop2-vopc",
        "LLVM 19 without +real-true16 cannot name VGPR high halves in 32-bit VOP encodings",
        true16_high_half_applies, true16_high_half_explains),
    # (b) op_sel selects the high or low half of each 16-bit VOP3 operand (and of the 16-bit
    # result). LLVM 19 prints op_sel for these only with +real-true16, so its default text shows
    # a different operation when op_sel is set. We print op_sel; the rule requires our text to be
    # LLVM's +real-true16 text minus ".l", or LLVM's text plus exactly the encoded op_sel bits.
    Gap("op-sel-16bit-vop3",
        "LLVM 19 without +real-true16 omits op_sel on 16-bit VOP3 instructions",
        vop3_16bit_opsel_applies, vop3_16bit_opsel_explains),
    # (c) v_mov_b16 exists as VOP1 and VOP3 on gfx11; LLVM 19 decodes its VOP3 forms (e64 and
    # e64_dpp) only with +real-true16 and prints .long otherwise. The rule requires our text to
    # be exactly LLVM's +real-true16 text (which spells both halves, .l and .h, as we do here).
    Gap("mov-b16-vop3",
        "LLVM 19 without +real-true16 cannot decode the VOP3 forms of v_mov_b16",
        mov_b16_vop3_applies, mov_b16_vop3_explains),
    # (d) AMD's RDNA3 ISA lists s_endpgm_ordered_ps_done (SOPP, a pixel-shader end of program);
    # LLVM 19 has no gfx11 encoding of it and prints the word as .long. We name it; the rule
    # requires exactly that text for the word with simm16 = 0 (other values are invalid for us
    # too, as the operation takes no operand).
    Gap("s-endpgm-ordered-ps-done",
        "LLVM 19 lacks the RDNA3 instruction s_endpgm_ordered_ps_done",
        ordered_ps_done_applies, ordered_ps_done_explains),
    # (e) For gfx12, LLVM 19 prints v_cndmask_b32_dpp's |src1| with the closing bar after the
    # implicit mask, "|v187, vcc_lo|", which its own assembler rejects ("expected vertical bar");
    # for gfx11 it prints "|v187|, vcc_lo". We print the latter; the rule requires that to be
    # LLVM's text with only the bars moved.
    Gap("cndmask-dpp-abs-gfx12",
        "LLVM 19 (gfx12) prints v_cndmask_b32_dpp's |src1| around the mask too",
        cndmask_dpp_abs_applies, cndmask_dpp_abs_explains),
    # (f) LLVM 19 decodes SOPP opcode 19 as s_singleuse_vdst (a gfx11.5 instruction) and SOP1
    # opcode 87 as s_wakeup_barrier for gfx12; AMD's RDNA4 ISA lists neither, so the word is
    # data (.long) to us. The rule requires exactly that .long of the first word, LLVM's line
    # one word long or two with a literal source.
    Gap("llvm-only-gfx12",
        "LLVM 19 decodes s_singleuse_vdst and s_wakeup_barrier, which AMD's RDNA4 ISA lacks",
        llvm_only_gfx12_applies, llvm_only_gfx12_explains),
    # (g) VIMAGE/VSAMPLE's 9-bit rsrc and samp fields name scalar registers; LLVM 19 decodes
    # them as general sources, and for 255 reads a literal dword into a descriptor
    # operand and prints "0x.../*Invalid immediate*/" (an instruction it cannot assemble). We
    # print the first word as .long; the rule requires LLVM's line to be that 4-dword form with
    # an invalid immediate.
    Gap("descriptor-literal",
        "LLVM 19 reads a literal for an image descriptor field of 255",
        image_descriptor_literal_applies, image_descriptor_literal_explains, whole_line=True),
]


def wants_lowered(ctx):
    """Whether rule (a) needs LLVM's text of the words with their high halves lowered."""
    return true16_high_half_applies(ctx) and ctx.llvm.startswith(".long")


def wants_true16(ctx):
    """Whether any rule applies, so the +real-true16 oracle is worth asking."""
    return any(g.applies(ctx) for g in GAPS)


def explain(ctx, same_note=True):
    """The gap that fully accounts for this disagreement, or None. `same_note`: both tools
    printed the same note after the words."""
    for gap in GAPS:
        if (same_note or gap.whole_line) and gap.applies(ctx) and gap.explains(ctx):
            return gap
    return None
