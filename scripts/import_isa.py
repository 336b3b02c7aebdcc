#!/usr/bin/env python3
"""Derives isa/gfx1100.json, the project's own copy of the ISA facts, from the shared RDNA3.5
machine-readable ISA data (run by hand when the shared data changes; the result is committed).

The source describes RDNA3.5, a superset of gfx1100. An instruction of a family that LLVM was
asked about (llvm_gfx1100 present) and rejected (null) is marked gfx1100: false, except the two
that the source notes as rejected only because of the operand fill used for the probe (and
v_pipeflush, which LLVM decodes as VOP1 when its unused vdst field is 0, like v_nop)."""
import json
import sys

FALSE_REJECTIONS = {"V_NOP_E32", "V_PIPEFLUSH_E32", "S_ENDPGM_ORDERED_PS_DONE"}
# RDNA3.5 additions that the source lists in families LLVM was not asked about per opcode (or
# in operand-name variants it missed): llvm-mc-19 -mcpu=gfx1100 rejects them both assembling
# and disassembling.
LLVM_REJECTS = {"S_FMAAK_F32", "S_FMAMK_F32", "V_DUAL_DOT2ACC_F32_BF16"}
# Instructions whose encoding always carries a 32-bit literal dword (LLVM: they take a "K" constant).
ALWAYS_LITERAL = {
    "S_SETREG_IMM32_B32", "V_FMAAK_F32_E32", "V_FMAMK_F32_E32", "V_FMAAK_F16_E32",
    "V_FMAMK_F16_E32", "V_DUAL_FMAAK_F32", "V_DUAL_FMAMK_F32", "S_FMAAK_F32", "S_FMAMK_F32",
}


def main(src, dst):
    with open(src) as f:
        data = json.load(f)
    out_inst = []
    for inst in data["instructions"]:
        entry = {
            "family": inst["family"],
            "name": inst["name"],
            "opcode": inst["opcode"],
            "operands": inst["operands"],
        }
        llvm_text = inst.get("llvm_gfx1100", "absent")
        if (llvm_text is None and inst["name"] not in FALSE_REJECTIONS) or \
                inst["name"] in LLVM_REJECTS:
            entry["gfx1100"] = False
        else:
            entry["gfx1100"] = True
        if llvm_text not in (None, "absent"):
            entry["llvm_sample"] = llvm_text
        if inst["name"] in ALWAYS_LITERAL:
            entry["always_literal"] = True
        out_inst.append(entry)
    out = {
        "source": data["source"] + "; filtered for gfx1100 by scripts/import_isa.py",
        "encodings": data["encodings"],
        "instructions": out_inst,
    }
    with open(dst, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
