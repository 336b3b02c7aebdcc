#!/usr/bin/env python3
"""The timing side reads instruction facts from the generated ISA tables, never from names:
fails if a string literal in model/tlm or model/dispatch (C++) is, or is a piece of, a gfx1100
instruction name (isa/gfx1100.json): an upper-case piece of at least 4 characters with an
underscore ("_STRIDE64_"), or a lower-case one that starts as the names do ("ds_", "s_", "v_",
...; module names such as "simd0_branch" are not instruction names).

  check-no-mnemonics.py REPO

Allowed: the fidelity report's display name, which trims the encoding suffix (_E32/_E64) off
the name it prints.
"""
import json
import os
import re
import sys

ALLOWED = {("model/dispatch/fidelity.cpp", "_E32"), ("model/dispatch/fidelity.cpp", "_E64")}
PREFIXES = ("s_", "v_", "ds_", "global_", "buffer_", "tbuffer_", "flat_", "scratch_", "image_",
            "exp", "lds_")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def main():
    repo = sys.argv[1]
    with open(os.path.join(repo, "isa", "gfx1100.json")) as f:
        names = [i["name"].upper() for i in json.load(f)["instructions"]]
    joined = "\n".join(names)
    found = []
    for folder in ("model/tlm", "model/dispatch"):
        for root, _, files in os.walk(os.path.join(repo, folder)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(root, name)
                rel = os.path.relpath(path, repo)
                with open(path, errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        if line.lstrip().startswith("//"):
                            continue
                        for text in LITERAL.findall(line):
                            key = text.upper()
                            shaped = text.isupper() or text.lower().startswith(PREFIXES)
                            if shaped and len(key) >= 4 and "_" in key and key in joined and \
                                    (rel, text) not in ALLOWED:
                                found.append(f"{rel}:{number}: \"{text}\" names instructions")
    for line in found:
        print(line)
    print(f"no-mnemonics: {len(found)} instruction names matched in model/tlm, model/dispatch")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
