"""Asks llvm-mc-19 which opcodes of a machine-readable ISA file a target has (for
scripts/import_isa.py, for a generation whose source carries no LLVM field).

Each instruction is encoded once with its form's identifier bits, its opcode and every other
field zero (registers v0 and s0, no modifiers), plus a literal dword when the instruction always
carries one, and goes to llvm-mc-19 --disassemble alone. Words LLVM warns about, or decodes as
anything but one instruction of exactly that length, are a rejection; an instruction rejected that way is tried again with the other register fills
(FILLS: some operations reject register 0 or an SGPR in a field). The result
maps (family, name) to the text LLVM prints, or None."""
import concurrent.futures
import re
import subprocess



# Register fills tried in turn: all zero; register 1 everywhere; an aligned VGPR (v8, as WMMA
# wants) in every VGPR and source field with the SGPR fields null (124: "off", as a FLAT
# instruction's saddr must be).
# The last adds the modifier bits some operations require set: op_sel_hi all ones (WMMA and the
# FP8 dot products accept only the default), r128 and a full dmask (the BVH ray intersections).
FILLS = (None, {"vgpr": 1, "sgpr": 1}, {"vgpr": 8, "sgpr": 124},
         {"vgpr": 8, "sgpr": 124, "set": ("opsel_hi", "opsel_hi2", "r128", "dmask")})


def _words(enc, opcode, fill):
    bits = enc["bits"]
    value = int(enc["identifier"], 16)
    for name, fld in enc["fields"].items():
        width = fld["hi"] - fld["lo"] + 1
        if fld["kind"] == "EnumBitField":
            # VOPD: an operation only the second slot has (opcode too wide for opx) goes
            # there, with operation 0 in the first.
            v = opcode if opcode < (1 << width) else 0
        elif fld["kind"] == "FixedBitField":
            v = fld["value"]
        elif name == "opy":
            v = opcode if opcode < (1 << width) else 0
        elif fill and name in fill.get("set", ()):
            v = (1 << width) - 1
        elif fill and fld["kind"] in ("VGPRField", "SBaseField", "SRsrcField", "VDSTYField"):
            v = fill["vgpr"]
        elif fill and fld["kind"] == "SGPRField":
            v = fill["sgpr"]
        elif fill and fld["kind"] == "SrcField":
            v = 256 + fill["vgpr"]
        else:
            v = 0
        value |= (v & ((1 << width) - 1)) << fld["lo"]
    return [(value >> (32 * i)) & 0xFFFFFFFF for i in range(bits // 32)]


def _disassemble(words, mcpu):
    """LLVM's text for one instruction, None unless it decodes the words as one instruction."""
    data = ",".join(f"0x{b:02x}" for w in words for b in w.to_bytes(4, "little"))
    res = subprocess.run(["llvm-mc-19", "-arch=amdgcn", f"-mcpu={mcpu}", "--disassemble",
                          "-show-encoding"], input=data + "\n", capture_output=True, text=True,
                         check=False)
    out = [line.strip() for line in res.stdout.splitlines()
           if line.strip() and not line.strip().startswith(".")]
    if "warning" in res.stderr or len(out) != 1:
        return None
    text, _, encoding = out[0].partition("; encoding: ")
    return text.strip() if encoding.count("0x") == 4 * len(words) else None


def _run(lines, mcpu):
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(lambda words: _disassemble(words, mcpu), lines))


def probe(data, mcpu, always_literal):
    """(family, name) -> LLVM's text for the probe word, None where LLVM rejects every fill."""
    encodings = data["encodings"]
    todo = [i for i in data["instructions"] if i["family"] in encodings]
    answers = {}
    for fill in FILLS:
        lines = []
        for inst in todo:
            words = _words(encodings[inst["family"]], inst["opcode"], fill)
            if inst["name"] in always_literal:
                words.append(0x3F800000)
            lines.append(words)
        texts = _run(lines, mcpu)
        for inst, text in zip(todo, texts):
            key = (inst["family"], inst["name"])
            if text is not None or key not in answers:
                answers[key] = text
        todo = [i for i in todo if answers[(i["family"], i["name"])] is None]
    for inst in data["instructions"]:
        answers.setdefault((inst["family"], inst["name"]), "absent")
    return answers


def hwreg_names(mcpu):
    """{id: name} of the hardware registers LLVM names for the target: s_getreg_b32 s0, hwreg(id)
    for every 6-bit id, disassembled; ids LLVM prints as a number have no name."""
    names = {}
    for reg in range(64):
        simm16 = reg | (31 << 11)  # offset 0, size 32: the whole register
        text = _disassemble([0xB8800000 | simm16], mcpu)
        m = re.search(r"hwreg\((HW_REG_\w+)\)", text or "")
        if m:
            names[reg] = m.group(1)
    return names


def message_names(mcpu):
    """{id: name} of the messages LLVM names for the target: s_sendmsg with simm16 = id for every
    8-bit id, disassembled; ids LLVM prints as numbers have no name."""
    names = {}
    for msg in range(256):
        text = _disassemble([0xBFB60000 | msg], mcpu)
        m = re.search(r"sendmsg\((MSG_\w+)\)", text or "")
        if m:
            names[msg] = m.group(1)
    return names

