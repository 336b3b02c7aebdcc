#!/usr/bin/env python3
"""`cutlm regress` under random signals and on a small file system that fills up.

  soak_test.py --cutlm BUILD/cutlm --work DIR --iterations N [--seed S]

Each iteration runs one small regression (random options: RTL, jobs, wave, sizes) in one of
three ways: a SIGTERM, SIGINT or SIGHUP after a random delay (to its process group, as
`timeout` sends it, or to it alone, as kill does); --out on a tmpfs of a random small size
(8 KiB to 1 MiB) that the runs fill; or both. Whatever happens, the run must end (within 10 s of
a signal), print no traceback, leave no process, no scratch file and no half-written file
(every JSON file parses, every program ends with s_endpgm), and exit as documented: 0 or 3
when it finished (the summary complete), 128+n with one line when signal n stopped it (the
summary, if any, marked interrupted by it), 2 with one line naming the file and "No space left
on device" when the file system filled. The tmpfs needs root and mount(8); without them only
the signal iterations run (said at the start). Prints the figures at the end; exit 0 when every
iteration passed.
"""
import argparse
import collections
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_watch import describe_processes, half_written, no_process_left, start_tagged  # noqa

SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
SIZES = ("8k", "16k", "32k", "64k", "128k", "256k", "512k", "1m")


def can_mount(mnt):
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    os.makedirs(mnt, exist_ok=True)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", mnt],
                      capture_output=True).returncode != 0:
        return False
    subprocess.run(["umount", mnt])
    return True


def unmount(mnt):
    """Unmounts the tmpfs; False when it was busy (something of the run still holds it)."""
    if subprocess.run(["umount", mnt], capture_output=True).returncode == 0:
        return True
    subprocess.run(["umount", "-l", mnt], capture_output=True)
    return False


def iteration(cutlm, work, mnt, i, rng, fs_ok):
    kind = rng.choice(["signal"] * 3 + (["fullfs", "fullfs+signal"] if fs_ok else []))
    faulty = rng.random() < 0.4
    opts = ["--programs", str(rng.randint(3, 8)), "--seed", str(rng.randrange(10 ** 6)),
            "--jobs", str(rng.randint(1, 3)), "--wave", rng.choice(["32", "64", "both"]),
            "--loop", str(rng.choice([0, 1, 4])), "--length", str(rng.randint(10, 60))]
    if faulty:
        opts += ["--cosim-rtl", "faulty", "--minimize-runs", "20"]
    signum = rng.choice(SIGNALS) if "signal" in kind else None
    delay = rng.uniform(0, 3)
    to_group = rng.random() < 0.5
    size = rng.choice(SIZES) if "fullfs" in kind else None
    if size:
        if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", mnt],
                          capture_output=True).returncode != 0:
            return kind, None, None, [f"cannot mount a tmpfs of {size}"]
        out = os.path.join(mnt, "out")
    else:
        out = os.path.join(work, f"it{i:04d}")
        shutil.rmtree(out, ignore_errors=True)
    what = (f"{kind}: {' '.join(opts)}" + (f", tmpfs {size}" if size else "") +
            (f", {signal.Signals(signum).name} after {delay:.2f} s to the "
             f"{'group' if to_group else 'process'}" if signum else ""))
    problems = []
    tag = uuid.uuid4().hex
    proc = start_tagged([cutlm, "regress", *opts, "--out", out], tag)
    stop_took = sent = None
    try:
        if signum:
            try:
                proc.wait(timeout=delay)
            except subprocess.TimeoutExpired:
                sent = time.monotonic()
                if to_group:
                    os.killpg(proc.pid, signum)
                else:
                    proc.send_signal(signum)
        try:
            stdout, stderr = proc.communicate(timeout=10 if signum and proc.returncode is None
                                              else 300)
        except subprocess.TimeoutExpired:
            problems.append("HANG: " + "; ".join(describe_processes(tag) or ["no process"]))
            os.killpg(proc.pid, signal.SIGKILL)
            stdout, stderr = proc.communicate()
        if sent is not None:
            stop_took = time.monotonic() - sent
        rc = proc.returncode
        lines = stderr.strip().splitlines()
        if "Traceback" in stderr:
            problems.append(f"a traceback: {stderr.strip()[-300:]}")
        if not no_process_left(tag):
            problems.append("processes left running")
        bad = half_written(out)
        if bad:
            problems.append(f"scratch or half-written files: {bad[:3]}")
        summary = None
        try:
            with open(os.path.join(out, "summary.json")) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            pass
        interrupted = summary.get("interrupted") if summary else None
        if rc in (0, 3):
            if summary is None or interrupted is not None:
                problems.append(f"exit {rc} without a complete summary ({interrupted})")
            elif (rc == 3) != bool(summary["mismatches"]) or summary["failed"] and not faulty:
                problems.append(f"exit {rc} but {summary['mismatches']} mismatches, "
                                f"{summary['failed']} failed")
        elif signum and rc == 128 + signum:
            name = signal.Signals(signum).name
            if len(lines) != 1 or f"interrupted by {name}" not in lines[0]:
                problems.append(f"exit {rc} without its one line: {stderr.strip()[-300:]!r}")
            if summary is not None and interrupted != name:
                problems.append(f"exit {rc}, the summary says interrupted {interrupted}")
        elif signum and rc == -signum and delay < 0.05:
            pass  # the signal came before cutlm's main(): nothing had started
        elif size and rc == 2:
            if len(lines) != 1 or "No space left on device" not in lines[0] or \
                    mnt not in lines[0]:
                problems.append(f"exit 2 without one line naming the file and the OS error: "
                                f"{stderr.strip()[-300:]!r}")
            if summary is not None and "No space left on device" not in str(interrupted):
                problems.append(f"exit 2, the summary says interrupted {interrupted}")
        else:
            problems.append(f"exit {rc}: {stderr.strip()[-300:]!r}")
    finally:
        if size and not unmount(mnt):
            problems.append("the tmpfs was still busy after the run")
    if not size:
        shutil.rmtree(out, ignore_errors=True)
    return what, rc, stop_took, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--iterations", type=int, default=20)
    ap.add_argument("--seed", type=int, default=None, help="default: a new one, printed")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    rng = random.Random(seed)
    cutlm = os.path.abspath(args.cutlm)
    work = os.path.abspath(args.work)
    mnt = os.path.join(work, "mnt")
    os.makedirs(work, exist_ok=True)
    if os.path.ismount(mnt):
        subprocess.run(["umount", "-l", mnt])  # left by a killed soak
    fs_ok = can_mount(mnt)
    print(f"soak: seed {seed}, {args.iterations} iterations"
          f"{'' if fs_ok else '; no tmpfs (needs root and mount): signals only'}", flush=True)
    failed = []
    kinds = collections.Counter()
    exits = collections.Counter()
    stops = []
    for i in range(args.iterations):
        what, rc, stop_took, problems = iteration(cutlm, work, mnt, i, rng, fs_ok)
        kinds[what.split(":")[0]] += 1
        exits[rc] += 1
        if stop_took is not None:
            stops.append(stop_took)
        print(f"{'ok  ' if not problems else 'FAIL'} {i:4d} exit {rc}"
              f"{f', stopped in {stop_took:.2f} s' if stop_took is not None else ''}: {what}",
              flush=True)
        for p in problems:
            print(f"     {p}", flush=True)
        if problems:
            failed.append(i)
    print(f"soak: {args.iterations} iterations ({dict(kinds)}), exit statuses {dict(exits)}, "
          f"{len(failed)} failed; signals acted on in at most "
          f"{max(stops) if stops else 0:.2f} s (mean {sum(stops) / max(len(stops), 1):.2f} s)")
    if failed:
        print(f"failed iterations: {failed} (seed {seed})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
