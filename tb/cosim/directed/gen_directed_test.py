#!/usr/bin/env python3
"""Checks gen_directed.py: it writes every directed program (names as listed here), each
assembles with llvm-mc-19 for its wave size and ends in s_endpgm, each state file holds a
value per lane for its wave size, no name shadows a hand-written program, a second run leaves
the files untouched, and an unwritable folder is refused with exit status 2.

  gen_directed_test.py --work DIR [--llvm-mc llvm-mc-19]
Exit 0 when all of it holds, 1 (with the reasons) otherwise.
"""
import argparse
import glob
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GENERATOR = os.path.join(HERE, "gen_directed.py")
HAND_WRITTEN = os.path.join(HERE, "..", "programs")

PROGRAMS = ["cmp_class", "cmp_f16", "cmp_f32", "cmp_f64", "cmp_int", "cmp_wave64", "cvt_f16",
            "cvt_f32_int", "cvt_int_float", "cvt_pack", "cvt_wave64", "f16_modes", "f16_opsel",
            "f16_outmods", "f16_wave64", "f32_arith", "f64_arith", "f64_round_cvt",
            "f64_wave64", "int_arith", "int_logic", "int_minmax", "int_mul", "int_wave64"]
STATES = ["f16_modes", "f16_opsel", "f16_outmods", "f16_wave64"]


def generate(out):
    return subprocess.run([sys.executable, GENERATOR, "--out", out], capture_output=True,
                          text=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", required=True)
    ap.add_argument("--llvm-mc", default="llvm-mc-19")
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    out = os.path.join(args.work, "programs")
    errors = []
    proc = generate(out)
    if proc.returncode != 0:
        print(f"FAIL: gen_directed.py exited {proc.returncode}: {proc.stderr.strip()}")
        return 1
    expected = {p + ".s" for p in PROGRAMS} | {s + ".state.json" for s in STATES}
    written = {os.path.basename(p) for p in glob.glob(os.path.join(out, "*"))}
    if written != expected:
        errors.append(f"written {sorted(written - expected)} not expected, "
                      f"{sorted(expected - written)} missing")
    for name in sorted(written & expected):
        path = os.path.join(out, name)
        wave = 64 if "wave64" in name else 32
        if name.endswith(".state.json"):
            with open(path) as f:
                state = json.load(f)
            short = [r for r, lanes in state["vgpr"].items() if len(lanes) != wave]
            if state["wave_size"] != wave or short:
                errors.append(f"{name}: wave_size {state['wave_size']}, registers {short} "
                              f"without {wave} lanes")
            continue
        with open(path) as f:
            text = f.read()
        if not text.endswith("  s_endpgm\n"):
            errors.append(f"{name}: does not end in s_endpgm")
        if os.path.exists(os.path.join(HAND_WRITTEN, name)):
            errors.append(f"{name}: also a hand-written program in tb/cosim/programs")
        mattr = "+wavefrontsize64" if wave == 64 else "+wavefrontsize32"
        asm = subprocess.run([args.llvm_mc, "-triple=amdgcn", "-mcpu=gfx1100",
                              f"-mattr={mattr}", "-filetype=obj", "-o", os.devnull, path],
                             capture_output=True, text=True)
        if asm.returncode != 0:
            errors.append(f"{name}: {args.llvm_mc} exit {asm.returncode}: "
                          f"{asm.stderr.strip().splitlines()[:2]}")
    stamps = {p: os.stat(p).st_mtime_ns for p in glob.glob(os.path.join(out, "*"))}
    proc = generate(out)
    if proc.returncode != 0 or any(os.stat(p).st_mtime_ns != t for p, t in stamps.items()):
        errors.append("a second run rewrote unchanged files (or failed)")
    blocker = os.path.join(args.work, "a-file")
    with open(blocker, "w"):
        pass
    proc = generate(os.path.join(blocker, "programs"))
    lines = proc.stderr.strip().splitlines()
    if proc.returncode != 2 or len(lines) != 1 or blocker not in lines[0]:
        errors.append(f"a folder under a file: exit {proc.returncode}, stderr {lines}")
    for e in errors:
        print(f"FAIL: {e}")
    if not errors:
        print(f"ok: {len(PROGRAMS)} programs and {len(STATES)} state files written and checked")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
