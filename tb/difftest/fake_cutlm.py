#!/usr/bin/env python3
"""A stand-in for `cutlm disasm` that prints llvm-objdump-19's own lines, changed as the
environment variable FAKE_CUTLM_MUTATION says. selftest.py uses it to check that the
differential test finds (or, for the LLVM gaps, forgives) exactly what it should.

Mutations: none, text (every 50th line's text), merge (every 50th pair of one-word lines printed
as one two-word line), drop (every 50th line left out), high-half (LLVM's invalid-register
comments respelt as true16 high halves, right or off by one), op-sel (op_sel added to 16-bit
VOP3 lines from the encoded bits, right or with one bit flipped).
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from isa_model import Isa, source_keys  # noqa: E402
from difftest import LINE_END  # noqa: E402

INVALID_REG = re.compile(r"v(\d+)/\*Invalid register, operand has '[^']*' register class\*/")


def layout(text, offset, words, note=""):
    body = "\t" + text
    if len(text) < 59:
        body += " " * (59 - len(text))
    return body + "// %012X:%s%s" % (offset, "".join(" %08X" % w for w in words), note)


def main():
    args = [a for a in sys.argv[1:] if a != "disasm"]
    wave64 = "--wave64" in args
    obj = [a for a in args if not a.startswith("--")][0]
    cmd = [os.environ.get("FAKE_LLVM_OBJDUMP", "llvm-objdump-19"), "-d", "--mcpu=gfx1100"]
    if wave64:
        cmd.append("--mattr=+wavefrontsize64")
    out = subprocess.run(cmd + [obj], stdout=subprocess.PIPE, text=True, check=True).stdout
    mutation = os.environ.get("FAKE_CUTLM_MUTATION", "none")
    lines = []
    for raw in out.splitlines():
        m = LINE_END.search(raw) if raw.startswith("\t") else None
        if m:
            words = [int(w, 16) for w in m.group(2).split()]
            lines.append([raw[1:m.start()].rstrip(), int(m.group(1), 16), words, m.group(3)])
    isa = Isa()
    result = []
    i = 0
    while i < len(lines):
        text, offset, words, note = lines[i]
        if mutation == "text" and i % 50 == 7:
            text += " x"
        elif mutation == "drop" and i % 50 == 7:
            i += 1
            continue
        elif (mutation == "merge" and i % 50 == 7 and i + 1 < len(lines) and len(words) == 1 and
              len(lines[i + 1][2]) == 1):
            text, words = "merged", words + lines[i + 1][2]
            i += 1
        elif mutation.startswith("high-half"):
            shift = 128 if mutation == "high-half" else 127
            text = INVALID_REG.sub(lambda m: "v%d.h" % (int(m.group(1)) - shift), text)
        elif mutation.startswith("op-sel") and len(words) >= 2:
            family, form, inst = isa.classify(words)
            if family == "VOP3" and inst and any(o["bits"] == 16 for o in inst["operands"].values()):
                opsel = isa.field(form, words, "opsel")
                if mutation == "op-sel-wrong":
                    opsel ^= 1
                nsrc = sum(1 for s in range(3) if any(k in inst["operands"] for k in source_keys(s)))
                bits = [(opsel >> s) & 1 for s in range(nsrc)] + [(opsel >> 3) & 1]
                if any(bits) and "op_sel" not in text and not text.startswith(".long"):
                    text += " op_sel:[%s]" % ",".join(str(b) for b in bits)
        result.append(layout(text, offset, words, note))
        i += 1
    print("\n".join(result))


if __name__ == "__main__":
    main()
