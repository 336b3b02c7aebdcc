#!/usr/bin/env python3
"""Whether two builds of cutlm give byte-identical statistics on the shipped kernels.

Usage: compare-stats.py BUILD REFERENCE_BUILD [--work DIR] [--timing fast,cycle]

Every shipped kernel manifest (kernels/*.json, as BUILD/kernels holds them beside their code
objects) is dispatched in each timing mode with `--stats`, once by BUILD/cutlm and once by
REFERENCE_BUILD/cutlm, on the same manifest and code object (BUILD's; a code object that
differs from REFERENCE_BUILD's is named, as it would make the builds' own kernels disagree).
The two statistics files must be equal byte for byte; a pair that differs is reported with the
first JSON key where it does. Buffers are dumped under the work folder, not beside the kernels.

Exit status: 0 every pair identical; 1 a pair differs, the builds' dispatches end otherwise
(exit status or error line), or one gives no statistics; 2 bad usage (a build without cutlm or
the shipped manifests).
"""
import argparse
import filecmp
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def first_difference(a, b, path="$"):
    """The first JSON path where a and b differ (None when equal as values)."""
    if type(a) is not type(b):
        return f"{path}: {json.dumps(a)[:80]} vs {json.dumps(b)[:80]}"
    if isinstance(a, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'the build' if key in a else 'the reference'}"
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        if list(a) != list(b):
            return f"{path}: the keys' order"
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None if len(a) == len(b) else f"{path}: {len(a)} vs {len(b)} items"
    return None if a == b else f"{path}: {json.dumps(a)[:80]} vs {json.dumps(b)[:80]}"


def dispatch(cutlm, manifest, timing, stats, dump_dir):
    os.makedirs(dump_dir, exist_ok=True)
    cmd = [cutlm, "dispatch", manifest, "--timing", timing, "--stats", stats, "--dump-dir",
           dump_dir, "-q"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    except subprocess.TimeoutExpired:
        return None, "timed out after 1800 s"
    lines = p.stderr.strip().splitlines()
    return p.returncode, lines[-1] if lines else ""


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("build")
    ap.add_argument("reference")
    ap.add_argument("--work", help="where the statistics go (default: a temporary folder)")
    ap.add_argument("--timing", default="fast,cycle", help="the timing modes, comma-separated")
    args = ap.parse_args()

    builds = {}
    for role, folder in (("build", args.build), ("reference", args.reference)):
        cutlm = os.path.join(os.path.abspath(folder), "cutlm")
        if not os.access(cutlm, os.X_OK):
            print(f"compare-stats: no cutlm in the {role} {folder}", file=sys.stderr)
            return 2
        builds[role] = cutlm
    kernel_dir = os.path.join(os.path.abspath(args.build), "kernels")
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(REPO, "kernels", "*.json")))
    missing = [n for n in names if not os.path.isfile(os.path.join(kernel_dir, n))]
    if not names or missing:
        print(f"compare-stats: {kernel_dir} lacks the shipped manifests {missing or names}",
              file=sys.stderr)
        return 2
    modes = [m for m in args.timing.split(",") if m]
    if not modes or any(m not in ("fast", "cycle") for m in modes):
        print(f"compare-stats: --timing takes fast and/or cycle, not {args.timing!r}",
              file=sys.stderr)
        return 2

    # The code objects the manifests name, against the reference build's own.
    ref_kernels = os.path.join(os.path.abspath(args.reference), "kernels")
    for code in sorted(glob.glob(os.path.join(kernel_dir, "*.hsaco")) +
                       glob.glob(os.path.join(kernel_dir, "*.o"))):
        other = os.path.join(ref_kernels, os.path.basename(code))
        if os.path.exists(other) and not filecmp.cmp(code, other, shallow=False):
            print(f"note: {os.path.basename(code)} differs between the builds' kernels "
                  f"(both cutlm run the build's)")

    work = args.work or tempfile.mkdtemp(prefix="compare-stats-")
    if args.work:
        shutil.rmtree(work, ignore_errors=True)
    differ = 0
    for name in names:
        manifest = os.path.join(kernel_dir, name)
        stem = os.path.splitext(name)[0]
        for mode in modes:
            runs = {}
            for role, cutlm in builds.items():
                stats = os.path.join(work, role, f"{stem}.{mode}.stats.json")
                os.makedirs(os.path.dirname(stats), exist_ok=True)
                runs[role] = (stats, *dispatch(cutlm, manifest, mode, stats,
                                               os.path.join(work, role, "dumps", mode)))
            (a, rc_a, err_a), (b, rc_b, err_b) = runs["build"], runs["reference"]
            label = f"{stem} --timing {mode}"
            if (rc_a, err_a) != (rc_b, err_b):
                print(f"DIFFER {label}: exit {rc_a} ({err_a!r}) vs {rc_b} ({err_b!r})")
                differ += 1
            elif not (os.path.exists(a) and os.path.exists(b)):
                print(f"DIFFER {label}: no statistics to compare (exit {rc_a}: {err_a!r})"
                      if os.path.exists(a) == os.path.exists(b) else
                      f"DIFFER {label}: statistics from one build only")
                differ += 1
            elif filecmp.cmp(a, b, shallow=False):
                print(f"same   {label} ({os.path.getsize(a)} bytes, exit {rc_a})")
            else:
                with open(a) as fa, open(b) as fb:
                    try:
                        where = first_difference(json.load(fa), json.load(fb))
                    except ValueError as e:
                        where = f"not JSON: {e}"
                print(f"DIFFER {label}: {where or 'the same values, other bytes'}")
                differ += 1
    total = len(names) * len(modes)
    print(f"compare-stats: {total - differ} of {total} identical ({work})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
