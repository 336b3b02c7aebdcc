#!/usr/bin/env python3
"""The calibration blocks of tb/timing/calibration.py side by side: cutlm's cycle mode (wave32
and wave64) against llvm-mca-19's GFX11 model (`-mtriple=amdgcn -mcpu=gfx1100`).

For each block of N units:
  cutlm w32/w64      cycles of `cutlm run --timing cycle` on the block run once (straight line,
                     then s_endpgm: includes launch, cold fetch and drain)
  cutlm/unit         steady-state cycles per unit (the calibration's loop slope, fixed costs
                     cancelled)
  mca total          llvm-mca-19 "Total Cycles" for the same N units, one iteration
  mca/iter           llvm-mca-19's per-iteration estimate: Total Cycles of 100 iterations / 100
  mca/unit           the same divided by N, beside cutlm/unit
and a note where llvm-mca's GFX11 model is crude for the block: every resource busy one cycle
(f64, transcendental and quarter-rate throughput look full rate), VOPD counted as two ops, no
wave size, s_nop/s_sleep as plain SALU ops, no s_waitcnt/s_delay_alu model, no WMMA class.

It is a report, not a pass/fail on agreement. With --check it exits 1 unless every block got a
row with numbers in every column that applies (the ctest `timing_vs_mca` runs it so).

Usage: timing-vs-mca.py CUTLM [--llvm-mca llvm-mca-19] [--llvm-mc llvm-mc-19] [--only REGEX]
                        [--check] [--cycle-args "--timing cycle"]
"""
import argparse
import importlib.util
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def load_calibration():
    sys.dont_write_bytecode = True  # no __pycache__ in the source tree
    spec = importlib.util.spec_from_file_location("calibration",
                                                  REPO / "tb" / "timing" / "calibration.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def mca_cycles(llvm_mca, lines, iterations):
    r = subprocess.run([llvm_mca, "-mtriple=amdgcn", "-mcpu=gfx1100",
                        f"-iterations={iterations}"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"llvm-mca: {r.stderr.strip()[:300]}")
    m = re.search(r"^Total Cycles:\s+(\d+)", r.stdout, re.M)
    if not m:
        raise RuntimeError("llvm-mca printed no Total Cycles")
    return int(m.group(1))


GENERAL_NOTES = [
    "llvm-mca-19's GFX11SpeedModel (docs/timing-evidence.md section 5): IssueWidth 1, every "
    "resource (HWVALU, HWTransVALU, HWSALU, ...) held 1 cycle whatever the class, latencies from "
    "SISchedule.td; no wave size, no s_waitcnt/s_delay_alu/s_nop/s_sleep semantics, no WMMA class.",
    "cutlm straight-line counts include wave launch, cold instruction fetch and the final drain; "
    "llvm-mca's totals include only its pipeline fill. Compare the per-unit columns.",
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cutlm")
    ap.add_argument("--llvm-mca", default="llvm-mca-19")
    ap.add_argument("--llvm-mc", default="llvm-mc-19")
    ap.add_argument("--only")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless every block printed a complete row")
    ap.add_argument("--cycle-args", default="--timing cycle")
    args = ap.parse_args(argv)
    cal = load_calibration()
    only = re.compile(args.only) if args.only else None
    blocks = [b for b in cal.BLOCKS if not only or only.search(b.name)]

    header = ("block", "N", "cutlm w32", "cutlm w64", "cutlm/unit w32", "cutlm/unit w64",
              "mca total", "mca/iter", "mca/unit", "note")
    rows = []
    incomplete = []
    with tempfile.TemporaryDirectory(prefix="cutlm-mca-") as tmp:
        for b in blocks:
            d = Path(tmp) / b.name
            d.mkdir()
            runner = cal.Runner(args.cutlm, args.llvm_mc, d, args.cycle_args.split(), [], False)
            cells = [b.name, str(b.n)]
            numbers_ok = True
            for wave64 in (False, True):
                if wave64 and not b.wave64_ok:
                    cells.append("n/a")
                    continue
                try:
                    s = runner.run(cal.straight_program(b, wave64), wave64, b.config)
                    cells.append(str(s["cycles"]))
                except (RuntimeError, KeyError, ValueError) as e:
                    cells.append("error")
                    numbers_ok = False
                    print(f"{b.name}: cutlm: {e}", file=sys.stderr)
            for wave64 in (False, True):
                if wave64 and not b.wave64_ok:
                    cells.append("n/a")
                    continue
                try:
                    cells.append(cal.fmt(cal.measure_slope(runner, b, wave64)))
                except (RuntimeError, KeyError, ValueError) as e:
                    cells.append("error")
                    numbers_ok = False
                    print(f"{b.name}: cutlm slope: {e}", file=sys.stderr)
            body = cal.straight_body(b, False)
            try:
                cells.append(str(mca_cycles(args.llvm_mca, body, 1)))
                hundred = mca_cycles(args.llvm_mca, body, 100)
                cells.append(cal.fmt(hundred / 100))
                cells.append(cal.fmt(hundred / (100 * b.n)))
            except RuntimeError as e:
                cells += ["error", "error", "error"]
                numbers_ok = False
                print(f"{b.name}: {e}", file=sys.stderr)
            expected = f"sources: {cal.fmt(b.w32) if b.w32 is not None else '-'}/unit w32"
            if b.wave64_ok:
                expected += f", {cal.fmt(b.w64) if b.w64 is not None else '-'} w64"
            cells.append("; ".join(x for x in (expected, b.mca_note) if x))
            rows.append(cells)
            if not numbers_ok:
                incomplete.append(b.name)

        # The loop itself: taken-branch cost per iteration.
        loop = [f"cal_loop:", f"s_sub_u32 {cal.LOOP_COUNTER}, {cal.LOOP_COUNTER}, 1",
                f"s_cmp_lg_u32 {cal.LOOP_COUNTER}, 0", "s_cbranch_scc1 cal_loop"]
        if not only or only.search("branch_loop"):
            d = Path(tmp) / "branch_loop"
            d.mkdir()
            runner = cal.Runner(args.cutlm, args.llvm_mc, d, args.cycle_args.split(), [], False)
            cells = ["branch_loop", "1"]
            per = []
            try:
                for wave64 in (False, True):
                    c = [runner.run(cal.BRANCH_LOOP.format(k=k), wave64)["cycles"]
                         for k in (8, 16)]
                    cells.append(str(c[0]) + " (K=8)")
                    per.append(cal.fmt((c[1] - c[0]) / 8))
                cells += per
            except (RuntimeError, KeyError, ValueError) as e:
                cells += ["error"] * (4 - (len(cells) - 2))
                incomplete.append("branch_loop")
                print(f"branch_loop: {e}", file=sys.stderr)
            try:
                cells.append(str(mca_cycles(args.llvm_mca, loop, 8)) + " (8 it.)")
                per_iteration = cal.fmt(mca_cycles(args.llvm_mca, loop, 100) / 100)
                cells += [per_iteration, per_iteration]
            except RuntimeError as e:
                cells += ["error", "error", "error"]
                incomplete.append("branch_loop")
                print(f"branch_loop: {e}", file=sys.stderr)
            cells.append("per iteration of s_sub/s_cmp/s_cbranch (taken); llvm-mca: "
                         "WriteBranch latency 32 but 1 resource cycle, no refetch")
            rows.append(cells)

    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header) - 1)]
    for r in [header] + rows:
        print("  ".join(r[i].ljust(widths[i]) for i in range(len(header) - 1)) + "  " + r[-1])
    print()
    for n in GENERAL_NOTES:
        print("note: " + n)
    if args.check:
        missing = [b.name for b in blocks if b.name not in [r[0] for r in rows]]
        if incomplete or missing:
            print(f"incomplete rows: {incomplete + missing}", file=sys.stderr)
            return 1
        print(f"{len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
