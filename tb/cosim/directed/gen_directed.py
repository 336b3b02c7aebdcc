#!/usr/bin/env python3
"""Writes the directed cosim programs (gfx1100 assembly, some with a .state.json beside) into
a folder; tb/cosim/random_program.py runs them before the random programs.

  gen_directed.py --out DIR [--list]
Exit 0 when every program was written, 2 on a bad argument or an unwritable folder.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cmp_programs  # noqa: E402
import cvt_programs  # noqa: E402
import f16_programs  # noqa: E402
import f32_programs  # noqa: E402
import f64_programs  # noqa: E402
import int_programs  # noqa: E402

FAMILIES = [cmp_programs, cvt_programs, f16_programs, f32_programs, f64_programs, int_programs]


def all_programs():
    """{file name: text} of every program and state file."""
    out = {}
    for family in FAMILIES:
        for name, content in family.programs().items():
            if name in out:
                raise SystemExit(f"gen_directed.py: error: {name} made twice")
            out[name] = content if isinstance(content, str) else "\n".join(content) + "\n"
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True, help="folder to write the programs into")
    ap.add_argument("--list", action="store_true", help="print the names written")
    args = ap.parse_args()
    progs = all_programs()
    try:
        os.makedirs(args.out, exist_ok=True)
        for name, text in sorted(progs.items()):
            path = os.path.join(args.out, name)
            # Unchanged files keep their time stamps, so a rebuild reruns nothing.
            if os.path.exists(path):
                with open(path) as f:
                    if f.read() == text:
                        continue
            with open(path, "w") as f:
                f.write(text)
    except OSError as e:
        print(f"gen_directed.py: error: {args.out}: {e.strerror}", file=sys.stderr)
        return 2
    if args.list:
        print("\n".join(sorted(progs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
