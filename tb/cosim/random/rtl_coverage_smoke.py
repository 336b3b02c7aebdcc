#!/usr/bin/env python3
"""Checks the line/toggle coverage path end to end: `cutlm run --cosim --rtl-coverage` on a
directed program of each built unit writes a coverage file, and scripts/rtl-coverage-report.py
reports every built unit's lane file with some line points covered.

  rtl_coverage_smoke.py --cutlm BUILD/cutlm [--units int,f32] [--programs DIR] --work DIR
--programs: the generated directed programs (default: tb/cosim/directed/gen_directed.py
writes them into DIR).
Exit 0 when it holds, 1 (with the reason) otherwise.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--units", default="")
    ap.add_argument("--programs", help="folder of the generated directed programs")
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    units = [u for u in re.split(r"[,;]", args.units) if u]
    if not units:
        for path in glob.glob(os.path.join(ROOT, "isa", "rtl", "*.json")):
            with open(path) as f:
                units.append(json.load(f)["unit"])
    os.makedirs(args.work, exist_ok=True)
    programs = args.programs
    if not programs:
        programs = os.path.join(args.work, "directed")
        gen = subprocess.run([sys.executable, os.path.join(ROOT, "tb", "cosim", "directed",
                                                           "gen_directed.py"), "--out", programs])
        if gen.returncode != 0:
            print(f"FAIL: gen_directed.py exit {gen.returncode}")
            return 1
    dats = []
    for unit in sorted(units):
        progs = sorted(p for p in glob.glob(os.path.join(programs, f"{unit}_*.s"))
                       if "wave64" not in p)
        if not progs:
            continue  # a unit without a directed program is seen in the report anyway
        prog = progs[0]
        dat = os.path.join(args.work, f"{unit}.dat")
        if os.path.exists(dat):
            os.remove(dat)
        cmd = [args.cutlm, "run", prog, "--cosim", "--rtl-coverage", dat, "-q"]
        state = prog[:-2] + ".state.json"
        if os.path.exists(state):
            cmd += ["--state", state]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0 or not os.path.exists(dat):
            print(f"FAIL: {' '.join(cmd)} (exit {proc.returncode}) wrote no coverage file\n"
                  f"{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
            return 1
        dats.append(dat)
    if not dats:
        print("FAIL: no directed program of the built units to run")
        return 1
    report = subprocess.run([sys.executable, os.path.join(ROOT, "scripts",
                                                          "rtl-coverage-report.py")] + dats,
                            capture_output=True, text=True)
    print(report.stdout + report.stderr)
    if report.returncode != 0:
        print(f"FAIL: rtl-coverage-report.py exit {report.returncode}")
        return 1
    for unit in units:
        # cmp64 and cmp_f64 run on the cmp unit's lane file (rtl/README.md): it is checked once.
        if not os.path.exists(os.path.join(ROOT, "rtl", f"cutlm_valu_{unit}_lane.sv")):
            continue
        m = re.search(rf"^  cutlm_valu_{re.escape(unit)}_lane\.sv\s+line (\d+)/(\d+)",
                      report.stdout, re.M)
        if not m:
            print(f"FAIL: the report lists no cutlm_valu_{unit}_lane.sv")
            return 1
        if int(m.group(1)) == 0:
            print(f"FAIL: no line point of cutlm_valu_{unit}_lane.sv covered")
            return 1
    print(f"ok: {len(dats)} coverage files, every built unit's lane file reported")
    return 0


if __name__ == "__main__":
    sys.exit(main())
