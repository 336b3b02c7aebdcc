#!/usr/bin/env python3
"""Checks `cutlm isa --arch ARCH`'s RTL column against what a cosim run compares.

  isa_rtl_column_test.py --cutlm BUILD/cutlm --arch gfx1200 --work DIR

Every vector ALU instruction of the generation's table that executes is written once, from the
ISA data's `llvm_sample` (LLVM's own text of one encoding, assembled by llvm-mc-19 for the
generation), each after an EXEC reset. Two programs: the instructions the column gives an RTL
unit, and the others. Under `cutlm run --arch ARCH --cosim` the first must compare exactly one
instruction per line (two for a VOPD line: its sample pairs the operation with itself) and the
second none: the column says what co-simulates, no more, no less. A sample llvm-mc rejects is
repaired where the rule is known (VOPD register banks, an f32 literal in an f16 operand, a
register pair in a 32-bit operand); what stays rejected is listed as unchecked. Exit 0 when
both hold, 1 otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
VALU_FAMILIES = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD", "VOP3P", "VOPD", "VINTERP")
LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")
MATCHED = re.compile(r"cosim: matched (\d+) instructions")


def isa_rows(cutlm, arch):
    """{(format, opcode): (mnemonic, status, rtl unit)} from `cutlm isa --arch`."""
    out = subprocess.run([cutlm, "isa", "--arch", arch], capture_output=True, text=True,
                         check=True).stdout
    rows = {}
    # The instruction lines: from the header to the first blank line (the per-format counts
    # that follow have the same first two columns).
    for line in out.splitlines()[1:]:
        if not line.strip():
            break
        words = line.split()
        if len(words) >= 6 and words[1].isdigit() and words[0] in VALU_FAMILIES:
            rows[(words[0], int(words[1]))] = (words[2], words[3], words[-1])
    return rows


def repairs(sample, family):
    """The sample, then variants llvm-mc may accept: LLVM's sample is its disassembly of one
    canonical word, which need not assemble again."""
    yield sample
    if family == "VOPD" and "::" in sample:
        # Y's VGPR sources in other banks than X's (a VOPD rule).
        x, y = sample.split("::")
        op, operands = y.strip().split(None, 1)
        dst, *srcs = [t.strip() for t in operands.split(",")]
        srcs = [re.sub(r"^v(\d+)$", lambda m: f"v{int(m.group(1)) + 3}", t) for t in srcs]
        yield f"{x.strip()} :: {op} {', '.join([dst] + srcs)}"
    yield sample.replace("0x3f800000", "0x3c00").replace("s[0:1]", "v[2:3]")


def assembles(line, arch):
    proc = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={arch}"], input=line + "\n",
                          capture_output=True, text=True)
    return proc.returncode == 0 and "error" not in proc.stderr


def cosim_count(cutlm, arch, lines, path):
    with open(path, "w") as f:
        for line in lines:
            f.write(f"  s_mov_b32 exec_lo, -1\n  {line}\n")
        f.write("  s_endpgm\n")
    proc = subprocess.run([cutlm, "run", path, "--arch", arch, "--cosim", "--quiet"],
                          capture_output=True, text=True, timeout=600)
    m = MATCHED.search(proc.stdout + proc.stderr)
    if proc.returncode != 0 or not m:
        raise SystemExit(f"FAIL: cutlm run {path} exited {proc.returncode}:\n"
                         f"{(proc.stdout + proc.stderr)[-2000:]}")
    return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--arch", default="gfx1200")
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(ROOT, "isa", f"{args.arch}.json")) as f:
        data = json.load(f)
    rows = isa_rows(args.cutlm, args.arch)
    with_rtl, without, unchecked = [], [], []
    expected = 0
    for inst in data["instructions"]:
        row = rows.get((inst["family"], inst["opcode"]))
        if row is None or row[1] != "executes" or inst["family"] not in VALU_FAMILIES:
            continue
        sample = re.sub(r"/\*.*?\*/", "", inst.get("llvm_sample") or "").strip()
        text = next((t for t in repairs(sample, inst["family"]) if t and
                     assembles(t, args.arch)), None) if sample else None
        if text is None:
            unchecked.append(inst["name"] + (f" ({row[2]})" if row[2] != "-" else ""))
        elif row[2] != "-":
            with_rtl.append(text)
            expected += 2 if inst["family"] == "VOPD" else 1
        else:
            without.append(text)
    failed = False
    if unchecked:
        print(f"unchecked (no sample llvm-mc-19 assembles): {', '.join(unchecked)}")
    got = cosim_count(args.cutlm, args.arch, with_rtl, os.path.join(args.work, "rtl.s"))
    print(f"{args.arch}: {len(with_rtl)} instructions with an RTL unit in `cutlm isa` "
          f"({expected} operations), {got} compared by the cosim")
    failed |= got != expected
    other = cosim_count(args.cutlm, args.arch, without, os.path.join(args.work, "other.s"))
    print(f"{args.arch}: {len(without)} other vector ALU instructions, {other} compared")
    failed |= other != 0
    print("FAIL" if failed else "ok: the RTL column is what co-simulates")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
