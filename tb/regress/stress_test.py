#!/usr/bin/env python3
"""Back-to-back small `cutlm regress` runs, none of which may hang.

  stress_test.py --cutlm BUILD/cutlm --work DIR --runs N [--time-limit S] [--first R]

Run r varies what the scheduling depends on: the RTL (odd runs faulty, so their mismatches are
minimized on the worker threads too), --jobs 1..4, --shard K/M or none, the wave size and 2..4
tiny programs. Each run must end within the time limit (past it, it is a hang: its processes
are listed, with where the kernel has them waiting, and killed), with the exit status its
summary implies (0 clean; 3 when something mismatched, always so against the faulty RTL), a
summary that is complete (not interrupted, every program of the shard counted), no scratch or
half-written file and no process left. Prints each run and the figures: runs, hangs,
failures, the longest run. Exit status 0 when every run passed.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_watch import describe_processes, half_written, no_process_left, start_tagged  # noqa


def options(r):
    """The options of run r (a function of r alone, so a failing run can be repeated)."""
    faulty = r % 2 == 1
    jobs = 1 + (r // 2) % 4
    opts = ["--programs", str(2 + r % 3), "--seed", str(7000 + r), "--jobs", str(jobs),
            "--wave", ("32", "64", "both")[r % 3], "--loop", str((r // 3) % 2),
            "--length", str(6 + r % 7)]
    shard = None
    if (r // 8) % 2 == 1:
        m = 2 + (r // 16) % 2
        shard = (r % m, m)
        opts += ["--shard", f"{shard[0]}/{m}"]
    if faulty:
        # A few candidates per failure: the minimizations run side by side and end soon.
        opts += ["--cosim-rtl", "faulty", "--minimize-runs", "10"]
    return opts, faulty, shard


def one_run(cutlm, work, r, limit):
    """(problems, seconds, hung) of run r."""
    opts, faulty, shard = options(r)
    out = os.path.join(work, f"run{r:03d}")
    shutil.rmtree(out, ignore_errors=True)
    tag = uuid.uuid4().hex
    start = time.monotonic()
    proc = start_tagged([cutlm, "regress", *opts, "--out", out], tag)
    hung = False
    try:
        stdout, stderr = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        hung = True
        stuck = describe_processes(tag)
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
    seconds = time.monotonic() - start
    problems = []
    if hung:
        problems.append(f"HANG: still running after {limit} s; its processes:\n      " +
                        "\n      ".join(stuck or ["(none found)"]))
    if not no_process_left(tag):
        problems.append("processes of the run were left running")
    if "Traceback" in stderr:
        problems.append(f"a traceback: {stderr.strip()[-400:]}")
    if hung:
        return problems, seconds, True
    try:
        with open(os.path.join(out, "summary.json")) as f:
            s = json.load(f)
    except (OSError, ValueError) as e:
        problems.append(f"no summary ({e}); exit {proc.returncode}: {stderr.strip()[-300:]}")
        return problems, seconds, False
    programs = int(opts[1])
    planned = len(range(shard[0], programs, shard[1])) if shard else programs
    implied = 3 if s["mismatches"] else (1 if s["failed"] else 0)
    if proc.returncode != implied:
        problems.append(f"exit {proc.returncode}, its summary implies {implied}: "
                        f"{stderr.strip()[-300:]}")
    if s.get("interrupted") is not None or s["passed"] + s["failed"] != planned:
        problems.append(f"incomplete summary: {s['passed']} + {s['failed']} of {planned} "
                        f"programs, interrupted {s.get('interrupted')}")
    if faulty and (not s["mismatches"] or any(f.get("status", "mismatch") != "mismatch"
                                              for f in s["failures"])):
        problems.append(f"the faulty RTL: {s['mismatches']} mismatches, failures "
                        f"{[f.get('status') for f in s['failures']]}")
    if not faulty and s["failed"]:
        problems.append(f"the normal RTL: {s['failed']} programs failed")
    bad = half_written(out)
    if bad:
        problems.append(f"scratch or half-written files left: {bad[:3]}")
    shutil.rmtree(out, ignore_errors=True)
    return problems, seconds, False


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--first", type=int, default=0, help="the first run's number")
    ap.add_argument("--time-limit", type=float, default=240.0,
                    help="seconds a run may take before it counts as hung")
    args = ap.parse_args()
    cutlm = os.path.abspath(args.cutlm)
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    failed, hangs, times = [], 0, []
    for r in range(args.first, args.first + args.runs):
        problems, seconds, hung = one_run(cutlm, work, r, args.time_limit)
        times.append((seconds, r))
        hangs += hung
        opts = " ".join(options(r)[0])
        print(f"{'ok  ' if not problems else 'FAIL'} run {r:3d} {seconds:6.1f} s: {opts}",
              flush=True)
        for p in problems:
            print(f"     {p}", flush=True)
        if problems:
            failed.append(r)
    longest, longest_run = max(times)
    print(f"stress: {len(times)} runs, {hangs} hangs, {len(failed)} failed; longest run "
          f"{longest:.1f} s (run {longest_run}), mean {sum(t for t, _ in times) / len(times):.1f} s"
          f", limit {args.time_limit:g} s")
    if failed:
        print(f"failed runs: {failed}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
