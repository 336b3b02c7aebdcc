#!/usr/bin/env python3
"""The whole-GPU model's host cost: one grid in cycle mode on `--cus 1` and on
`--cus 96`, each in its own `cutlm dispatch` process; prints per run the modelled cycles, host
seconds (wall and CPU), the peak resident memory (the child's ru_maxrss, from os.wait4) and
that peak less the kernel's buffers per modelled CU; then the 96-CU run's host time over the
1-CU run's (target: at most 1.5) and its memory per CU (target: at most 64 MiB). A benchmark:
it prints figures and fails only when a run fails.

Usage: gpu_scaling.py CUTLM CODE_OBJECT MANIFEST [--cus 1,96] [--rounds N] [--workgroups N]
                      [--copy-mib N] [--repeat N]
MANIFEST is a manifest of the fma_chains kernel (tb/timing/gpu/fma_grid.json); CODE_OBJECT
replaces its code; --rounds and --workgroups shrink it (the ctest's smoke run). --copy-mib N runs
a memory-bound grid instead: the same code object's copy16 streaming N MiB (16 bytes per
work-item, random input, the output checked against it by the run's `expect`). --repeat N runs
each CU count N times, alternating, and keeps each one's fastest run (a shared machine's noise
only ever adds time).
--cachegrind L2_BYTES instead runs each count once under valgrind's cachegrind, with a last-level
cache of that size (16-way, 64 B lines: the host core's L2), and prints the host instructions and
simulated misses of that cache and their ratios: figures a noisy machine does not move.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

MIB = 1 << 20


def measure(cutlm, manifest, cus, work):
    """One run in a child process: (stats, wall seconds, CPU seconds, peak RSS bytes)."""
    stats_path = os.path.join(work, f"cus{cus}.stats.json")
    args = [cutlm, "dispatch", manifest, "--timing", "cycle", "--cus", str(cus), "--stats",
            stats_path, "-q"]
    start = time.monotonic()
    with open(os.path.join(work, f"cus{cus}.stderr"), "w") as err:
        child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        with open(os.path.join(work, f"cus{cus}.stderr")) as f:
            sys.exit(f"gpu_scaling: {' '.join(args)}: exit {child.returncode}: "
                     f"{f.read().strip()[-300:]}")
    with open(stats_path) as f:
        stats = json.load(f)
    # Linux reports ru_maxrss in KiB.
    return stats, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def cachegrind_counts(cutlm, manifest, cus, work, l2_bytes):
    """One run under cachegrind: (host instructions, simulated last-level misses)."""
    out = os.path.join(work, f"cus{cus}.cachegrind")
    args = ["valgrind", "--tool=cachegrind", "--cache-sim=yes", f"--LL={l2_bytes},16,64",
            f"--cachegrind-out-file={out}", cutlm, "dispatch", manifest, "--timing", "cycle",
            "--cus", str(cus), "-q"]
    done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"gpu_scaling: {' '.join(args)}: exit {done.returncode}: "
                 f"{done.stderr.strip()[-300:]}")
    counts = {}
    for line in done.stderr.splitlines():
        # "==123== I   refs:      2,112,832,788" and "==123== LL misses:  4,469,027  (...)"
        text = line.split("==", 2)[-1].strip()
        for key, name in (("I   refs:", "instructions"), ("LL misses:", "misses")):
            if text.startswith(key):
                counts[name] = int(text[len(key):].split()[0].replace(",", ""))
    if len(counts) != 2:
        sys.exit(f"gpu_scaling: no counts in cachegrind's report for {cus} CUs")
    return counts["instructions"], counts["misses"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cutlm")
    parser.add_argument("code")
    parser.add_argument("manifest")
    parser.add_argument("--cus", default="1,96", help="the CU counts to run (default 1,96)")
    parser.add_argument("--rounds", type=int, help="the kernel's rounds (default: the manifest's)")
    parser.add_argument("--workgroups", type=int,
                        help="the grid's workgroups (default: the manifest's)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs per CU count, alternating; the fastest counts (default 1)")
    parser.add_argument("--copy-mib", type=int,
                        help="run copy16 over this many MiB instead (a memory-bound grid)")
    parser.add_argument("--cachegrind", type=int, metavar="L2_BYTES",
                        help="count host instructions and simulated misses of an L2 of this "
                             "size under cachegrind instead of timing the runs")
    opts = parser.parse_args()
    counts = [int(c) for c in opts.cus.split(",")]

    with open(opts.manifest) as f:
        m = json.load(f)
    m["code"] = os.path.abspath(opts.code)
    if opts.workgroups:
        m["grid"][0] = opts.workgroups * m["block"][0]
        m["buffers"][0]["size"] = 32 * m["grid"][0]  # eight floats per work-item
    if opts.rounds:
        m["args"][3]["u32"] = opts.rounds
    m["buffers"][0].pop("dump", None)
    what = f"{m['args'][3]['u32']} rounds"
    if opts.copy_mib:
        size = opts.copy_mib * MIB
        m = {"code": m["code"], "kernel": "copy16", "grid": [size // 16, 1, 1],
             "block": [256, 1, 1],
             "buffers": [{"name": "in", "size": size, "init": {"file": "in.bin"}},
                         {"name": "out", "size": size,
                          "expect": {"file": "in.bin", "type": "u32"}}],
             "args": [{"buffer": "in"}, {"buffer": "out"}]}
        what = "streaming copy"
    buffers = sum(b["size"] for b in m["buffers"])
    items = m["grid"][0] * m["grid"][1] * m["grid"][2]
    with tempfile.TemporaryDirectory(prefix="cutlm-gpu-scaling-") as work:
        manifest = os.path.join(work, "manifest.json")
        with open(manifest, "w") as f:
            json.dump(m, f)
        if opts.copy_mib:
            with open(os.path.join(work, "in.bin"), "wb") as f:
                f.write(os.urandom(opts.copy_mib * MIB))
        print(f"grid: {m['kernel']}, {items:,} work-items in workgroups of {m['block'][0]}, "
              f"{what}; kernel buffers {buffers / MIB:.1f} MiB")
        if opts.cachegrind:
            print(f"{'CUs':>4} {'host instructions':>18} {'L2 misses':>12} "
                  f"(cachegrind, a {opts.cachegrind:,}-byte 16-way L2)")
            found = {}
            for cus in counts:
                found[cus] = cachegrind_counts(opts.cutlm, manifest, cus, work, opts.cachegrind)
                print(f"{cus:>4} {found[cus][0]:>18,} {found[cus][1]:>12,}", flush=True)
            if len(counts) >= 2:
                one, many = found[counts[0]], found[counts[-1]]
                print(f"on {counts[-1]} CUs over {counts[0]}: {many[0] / one[0]:.2f}x host "
                      f"instructions, {many[1] / one[1]:.2f}x L2 misses")
            return 0
        print(f"{'CUs':>4} {'cycles':>12} {'instructions':>13} {'wall s':>8} {'CPU s':>8} "
              f"{'peak RSS MiB':>13} {'(RSS - buffers) / CUs MiB':>26}")
        best = {}
        for _ in range(max(1, opts.repeat)):
            for cus in counts:
                stats, wall, cpu, rss = measure(opts.cutlm, manifest, cus, work)
                if cus not in best or cpu < best[cus][2]:
                    best[cus] = (stats, wall, cpu, rss)
        rows = {}
        for cus in counts:
            stats, wall, cpu, rss = best[cus]
            per_cu = (rss - buffers) / cus / MIB
            rows[cus] = (wall, cpu, per_cu)
            print(f"{cus:>4} {stats['cycles']:>12,} {stats['instructions']:>13,} {wall:>8.2f} "
                  f"{cpu:>8.2f} {rss / MIB:>13.1f} {per_cu:>26.2f}", flush=True)
    if len(counts) >= 2:
        one, many = counts[0], counts[-1]
        wall_ratio = rows[many][0] / rows[one][0]
        cpu_ratio = rows[many][1] / rows[one][1]
        print(f"host time on {many} CUs over {one}: {wall_ratio:.2f}x wall, {cpu_ratio:.2f}x CPU "
              f"(target at most 1.5x: {'met' if cpu_ratio <= 1.5 else 'NOT met'} by CPU time)")
        print(f"host memory on {many} CUs beyond the kernel's buffers: {rows[many][2]:.2f} MiB per "
              f"modelled CU (target at most 64: {'met' if rows[many][2] <= 64 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
