#!/usr/bin/env python3
"""Line and toggle coverage of the Verilated VALU datapath, from Verilator's coverage.dat files.

  rtl-coverage-report.py [--write MERGED.dat] [--annotate DIR] [--goal-line P]
                         [--goal-toggle P] [--toggles] COVERAGE.dat...

The files come from `cutlm run/dispatch --cosim --rtl-coverage FILE` in a build configured with
-DCUTLM_RTL_COVERAGE=ON. Several files (runs, wave sizes) are merged with `verilator_coverage
--write`; the report gives per file and per unit (isa/rtl/*.json: a unit's files are
cutlm_valu_<unit>*.sv and cutlm_<unit>_*.sv; the top, pipe, packages, generated side-by-side
module and helpers several units share, such as cutlm_fp_outmod.sv, are "common") the line coverage (Verilator's line and branch points: a block, an if and
its else, a case item) and the toggle coverage (each bit of each signal seen rising and
falling), every uncovered line point as file:line with the source text, and the overall
figures. --annotate DIR also writes verilator_coverage's annotated sources there.

Exit status: 0 goals met, 1 a figure below its goal, 2 bad input (a file that cannot be read,
verilator_coverage failing); the message names the file.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
VERILATOR_COVERAGE = os.environ.get("VERILATOR_COVERAGE", "verilator_coverage")
POINT = re.compile(r"^C '(.*)' (\d+)\s*$")


class InputError(Exception):
    pass


def unit_names(rtl_dir):
    names = set()
    for path in glob.glob(os.path.join(rtl_dir, "*.json")):
        try:
            with open(path) as f:
                names.add(json.load(f)["unit"])
        except (OSError, ValueError, KeyError) as e:
            raise InputError(f"{path}: {e}")
    # Longest first, so cmp_f64 is not taken for cmp.
    return sorted(names, key=len, reverse=True)


def unit_of(file_name, units):
    base = os.path.basename(file_name)
    for unit in units:
        if base.startswith((f"cutlm_valu_{unit}_", f"cutlm_{unit}_")) or \
                base == f"cutlm_valu_{unit}.sv":
            return unit
    return "common"


def merge(dats, merged):
    for dat in dats:
        if not os.path.isfile(dat):
            raise InputError(f"{dat}: no such coverage file")
    proc = subprocess.run([VERILATOR_COVERAGE, "--write", merged] + dats,
                          capture_output=True, text=True)
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["(no message)"])[0]
        raise InputError(f"{VERILATOR_COVERAGE} --write {merged}: {first}")


def read_points(dat):
    """[(kind, fields, count)]: kind is line or toggle (other point kinds are left out)."""
    points = []
    try:
        with open(dat, encoding="utf-8", errors="replace") as f:
            for n, line in enumerate(f, 1):
                if not line.startswith("C "):
                    continue
                m = POINT.match(line)
                if not m:
                    raise InputError(f"{dat}:{n}: not a coverage point")
                fields = {}
                for item in m.group(1).split("\x01"):
                    if "\x02" in item:
                        key, value = item.split("\x02", 1)
                        fields[key] = value
                page = fields.get("page", "")
                if page.startswith(("v_line/", "v_branch/")):
                    kind = "line"
                elif page.startswith("v_toggle/"):
                    kind = "toggle"
                else:
                    continue
                points.append((kind, fields, int(m.group(2))))
    except OSError as e:
        raise InputError(f"{dat}: {e.strerror}")
    return points


class Source:
    """Lines of the RTL sources the points name (read once)."""

    def __init__(self):
        self.files = {}

    def line(self, path, n):
        if path not in self.files:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    self.files[path] = f.read().splitlines()
            except OSError:
                self.files[path] = []
        lines = self.files[path]
        return lines[n - 1].strip() if 0 < n <= len(lines) else "?"


def percent(covered, total):
    return 100.0 * covered / total if total else 100.0


def figures(table):
    c, t = table
    return f"{c}/{t} {percent(c, t):5.1f}%"


def report(points, units, show_toggles, out):
    per_file, per_unit = {}, {}
    overall = {"line": [0, 0], "toggle": [0, 0]}
    uncovered_lines = {}
    uncovered_toggles = {}
    for kind, fields, count in points:
        path = fields.get("f", "?")
        thresh = int(fields.get("s", "1") or 1)
        hit = count >= thresh
        for table in (per_file.setdefault(path, {"line": [0, 0], "toggle": [0, 0]}),
                      per_unit.setdefault(unit_of(path, units), {"line": [0, 0], "toggle": [0, 0]}),
                      overall):
            table[kind][0] += hit
            table[kind][1] += 1
        if hit:
            continue
        lineno = int(fields.get("l", "0") or 0)
        if kind == "line":
            what = fields.get("o", "")
            uncovered_lines.setdefault((path, lineno), set()).add(what)
        else:
            # One entry per signal: the bits that never toggled are counted, not listed.
            signal = re.sub(r"\[\d+\]$", "", fields.get("o", "?"))
            key = (path, lineno, signal)
            uncovered_toggles[key] = uncovered_toggles.get(key, 0) + 1
    src = Source()
    out.append("per unit:          line                toggle")
    for unit in sorted(per_unit):
        t = per_unit[unit]
        out.append(f"  {unit:14s}  {figures(t['line']):18s}  {figures(t['toggle'])}")
    out.append("per file:")
    for path in sorted(per_file, key=os.path.basename):
        t = per_file[path]
        out.append(f"  {os.path.basename(path):34s}  line {figures(t['line']):18s}  "
                   f"toggle {figures(t['toggle'])}")
    out.append(f"uncovered line points: {len(uncovered_lines)} lines")
    for (path, lineno), whats in sorted(uncovered_lines.items(),
                                        key=lambda kv: (os.path.basename(kv[0][0]), kv[0][1])):
        kinds = ",".join(sorted(w for w in whats if w))
        out.append(f"  {os.path.basename(path)}:{lineno}: [{kinds}] {src.line(path, lineno)}")
    if show_toggles:
        out.append(f"uncovered toggle points: {sum(uncovered_toggles.values())} bits of "
                   f"{len(uncovered_toggles)} signals")
        for (path, lineno, signal), bits in sorted(uncovered_toggles.items(),
                                                   key=lambda kv: (os.path.basename(kv[0][0]),
                                                                   kv[0][1], kv[0][2])):
            out.append(f"  {os.path.basename(path)}:{lineno}: {signal} ({bits} bits)")
    out.append(f"overall: line {figures(overall['line'])}, toggle {figures(overall['toggle'])}")
    return overall


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dats", nargs="+", metavar="COVERAGE.dat")
    ap.add_argument("--write", help="keep the merged coverage file here")
    ap.add_argument("--annotate", help="write verilator_coverage's annotated sources here")
    ap.add_argument("--goal-line", type=float, default=0.0, metavar="P",
                    help="fail (exit 1) below P%% of line points covered")
    ap.add_argument("--goal-toggle", type=float, default=0.0, metavar="P",
                    help="fail (exit 1) below P%% of toggle points covered")
    ap.add_argument("--toggles", action="store_true",
                    help="also list the signals with bits that never toggled")
    ap.add_argument("--rtl-dir", default=os.path.join(ROOT, "isa", "rtl"),
                    help="the unit lists (isa/rtl/*.json), for the per-unit figures")
    args = ap.parse_args()
    try:
        units = unit_names(args.rtl_dir)
        with tempfile.TemporaryDirectory(prefix="cutlm-rtlcov-") as tmp:
            merged = args.write or os.path.join(tmp, "merged.dat")
            merge(args.dats, merged)
            if args.annotate:
                proc = subprocess.run([VERILATOR_COVERAGE, "--annotate", args.annotate, merged],
                                      capture_output=True, text=True)
                if proc.returncode != 0:
                    raise InputError(f"{VERILATOR_COVERAGE} --annotate {args.annotate}: "
                                     f"{(proc.stderr.strip().splitlines() or ['?'])[0]}")
            points = read_points(merged)
    except InputError as e:
        print(f"rtl-coverage-report: {e}", file=sys.stderr)
        return 2
    except FileNotFoundError:
        print(f"rtl-coverage-report: {VERILATOR_COVERAGE} not found (Debian package verilator)",
              file=sys.stderr)
        return 2
    if not points:
        print(f"rtl-coverage-report: {', '.join(args.dats)}: no line or toggle points",
              file=sys.stderr)
        return 2
    out = [f"RTL coverage of {len(args.dats)} file(s): {', '.join(args.dats)}"]
    overall = report(points, units, args.toggles, out)
    status = 0
    for kind, goal in (("line", args.goal_line), ("toggle", args.goal_toggle)):
        got = percent(*overall[kind])
        if got + 1e-9 < goal:
            out.append(f"FAIL: {kind} coverage {got:.1f}% is below the goal {goal:g}%")
            status = 1
        elif goal:
            out.append(f"{kind} coverage {got:.1f}% meets the goal {goal:g}%")
    print("\n".join(out))
    return status


if __name__ == "__main__":
    sys.exit(main())
