#!/usr/bin/env python3
"""Tests of `cutlm regress` (scripts/cutlm_regress.py) through the cutlm executable.

  regress_test.py --cutlm BUILD/cutlm --work DIR CHECK
CHECK: determinism (clean; totals equal across --jobs 1/2 and 2 shards merged; progress bar on
a terminal only), faulty (exit 3, reproducers replay and shrink), merge (missing and
inconsistent shards), usage (exit 2 with one line), verilator (coverage files merged).
Programs are kept tiny (--loop/--length) so that each check takes well under a minute of CPU.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

SMALL = ["--loop", "1", "--length", "15"]
failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def regress(cutlm, *args, stderr_tty=False):
    cmd = [cutlm, "regress", *args]
    if not stderr_tty:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        return p.returncode, p.stdout, p.stderr
    # stderr on a pseudo-terminal, so the progress bar shows.
    master, slave = os.openpty()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=slave, text=True)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    out = p.stdout.read()
    p.wait(timeout=900)
    os.close(master)
    return p.returncode, out, b"".join(chunks).decode(errors="replace")


def load(folder):
    with open(os.path.join(folder, "summary.json")) as f:
        return json.load(f)


def comparable(summary):
    s = dict(summary)
    s.pop("seconds")
    for f in s["failures"]:
        for pair in ("original", "minimized"):
            if f.get(pair):
                for what in ("program", "state"):
                    f[pair][what] = re.sub(r"^shard-\d+/", "", f[pair][what])
    return s


def test_determinism(cutlm, work):
    base = ["--programs", "4", "--seed", "11", "--wave", "both", *SMALL]
    rc1, out1, err1 = regress(cutlm, *base, "--jobs", "1", "--out", f"{work}/j1")
    rc2, _, err2 = regress(cutlm, *base, "--jobs", "2", "--out", f"{work}/j2", stderr_tty=True)
    check(rc1 == 0 and rc2 == 0, f"clean runs exit 0 (got {rc1}, {rc2}): {out1[-300:]}")
    a, b = load(f"{work}/j1"), load(f"{work}/j2")
    check(a["format"] == "cutlm-regress/1" and a["programs"] == 4 and a["passed"] == 4
          and a["failed"] == 0 and a["mismatches"] == 0 and a["failures"] == [],
          f"summary counts 4 passed programs: {dict(list(a.items())[:9])}")
    check(a["lanes"] > a["instructions"] > 0, f"lanes {a['lanes']} > instructions "
          f"{a['instructions']} > 0")
    # Programs of wave32 and wave64 alternately: the lane count is a sum of whole passes of
    # at most 32 or 64 active lanes each.
    check(a["lanes"] <= 64 * a["instructions"], "no more than 64 lanes per instruction")
    check(len(a["coverage"]["functional"]) > 50 and
          all(k.split("|")[0] in ("input", "mod", "mode", "ops_seen", "lanes")
              for k in a["coverage"]["functional"]),
          f"functional coverage merged ({len(a['coverage']['functional'])} bins)")
    check(comparable(a) == comparable(b), "--jobs 1 and --jobs 2 give the same summary")
    check("\r" in err2 and "regress [" in err2 and "4/4" in err2,
          "a terminal's stderr shows the progress bar")
    check("\r" not in err1 and "regress [" not in err1, "no progress bar off a terminal")
    shutil.rmtree(f"{work}/sharded", ignore_errors=True)
    for k in (0, 1):
        rc, out, err = regress(cutlm, *base, "--shard", f"{k}/2", "--jobs", "1",
                               "--out", f"{work}/sharded/shard-{k}")
        check(rc == 0, f"shard {k}/2 exits 0 (got {rc}): {err[-300:]}")
        s = load(f"{work}/sharded/shard-{k}")
        check(s["shard"] == f"{k}/2" and s["passed"] == 2,
              f"shard {k}/2 ran its 2 programs (passed {s['passed']})")
    rc, out, err = regress(cutlm, "--merge", f"{work}/sharded")
    check(rc == 0, f"--merge exits 0 (got {rc}): {err[-300:]}")
    m = load(f"{work}/sharded")
    check(m["shard"] is None, "the merged summary has shard null")
    check(comparable(m) == comparable(a), "2 shards merged equal the unsharded summary")
    # The same programs when the seed is the same, others for another seed.
    rc, _, _ = regress(cutlm, *[x if x != "11" else "12" for x in base], "--out", f"{work}/s12")
    check(rc == 0 and load(f"{work}/s12")["lanes"] != a["lanes"],
          "another seed runs other programs")


def test_faulty(cutlm, work):
    out = f"{work}/faulty"
    rc, stdout, err = regress(cutlm, "--programs", "2", "--seed", "3", "--wave", "both",
                              "--loop", "4", "--length", "40", "--cosim-rtl", "faulty",
                              "--out", out)
    print(stdout)
    check(rc == 3, f"faulty RTL: exit 3 (got {rc}): {err[-300:]}")
    s = load(out)
    check(s["failed"] == 2 and s["mismatches"] > 0 and len(s["failures"]) == 2,
          f"both programs failed with mismatches ({s['failed']}, {s['mismatches']})")
    check([f["index"] for f in s["failures"]] == [0, 1], "failures listed in index order")
    for f in s["failures"]:
        orig, mini = f["original"], f["minimized"]
        check(mini is not None, f"program {f['index']} has a minimized reproducer")
        if mini is None:
            continue
        with open(os.path.join(out, orig["program"])) as fh:
            orig_count = sum(1 for ln in fh if ln.strip() and not ln.strip().startswith("//")
                             and not ln.strip().endswith(":"))
        print(f"     program {f['index']}: original {orig_count} instruction lines (a 4-"
              f"iteration loop), minimized {mini['instructions']}")
        check(mini["instructions"] * 10 <= orig_count,
              f"minimized ({mini['instructions']}) at most a tenth of the original "
              f"({orig_count})")
        for pair, name in ((orig, "original"), (mini, "minimized")):
            replay = subprocess.run([cutlm, "run", os.path.join(out, pair["program"]),
                                     "--state", os.path.join(out, pair["state"]), "--cosim",
                                     "--cosim-rtl", "faulty", "--cosim-stop-first"],
                                    capture_output=True, text=True, timeout=300)
            check(replay.returncode == 3 and "mismatch" in replay.stdout + replay.stderr,
                  f"the {name} pair of program {f['index']} replays to a mismatch (exit "
                  f"{replay.returncode})")
        # The fault is in the RTL, not the program: the same pair matches the normal RTL, and
        # the lanes left active are the broken one.
        normal = subprocess.run([cutlm, "run", os.path.join(out, mini["program"]),
                                 "--state", os.path.join(out, mini["state"]), "--cosim"],
                                capture_output=True, text=True, timeout=300)
        check(normal.returncode == 0, f"the minimized pair matches the normal RTL "
              f"(exit {normal.returncode})")
        with open(os.path.join(out, mini["state"])) as fh:
            state = json.load(fh)
        # The datapath is one SIMD32, a wave64 passes through it twice: lane 5 or 37.
        lanes = [ln for ln in range(64) if int(state.get("exec", "0"), 16) >> ln & 1]
        check(len(lanes) == 1 and lanes[0] % 32 == 5,
              f"the minimized state's EXEC is one lane, the broken one ({state.get('exec')})")


def test_merge(cutlm, work):
    folder = f"{work}/merge"
    shutil.rmtree(folder, ignore_errors=True)
    for k in (0, 2):
        rc, _, err = regress(cutlm, "--programs", "3", "--seed", "4", "--loop", "0",
                             "--length", "8", "--shard", f"{k}/3", "--out",
                             f"{folder}/shard-{k}")
        check(rc == 0, f"shard {k}/3 exits 0 (got {rc}): {err[-200:]}")
    rc, out, err = regress(cutlm, "--merge", folder)
    lines = err.strip().splitlines()
    check(rc == 2 and len(lines) == 1 and "shard 1 " in lines[0] and "missing" in lines[0],
          f"a missing shard: exit 2, one line naming shard 1 (exit {rc}: {err.strip()!r})")
    check(not os.path.exists(f"{folder}/summary.json"), "no merged summary written")
    # A shard of another regression (another seed) in the folder.
    os.makedirs(f"{folder}/shard-1")
    with open(f"{folder}/shard-0/summary.json") as f:
        other = json.load(f)
    other.update(shard="1/3", seed=5)
    with open(f"{folder}/shard-1/summary.json", "w") as f:
        json.dump(other, f)
    rc, out, err = regress(cutlm, "--merge", folder)
    lines = err.strip().splitlines()
    check(rc == 2 and len(lines) == 1 and "shard 1" in lines[0] and "seed" in lines[0],
          f"an inconsistent shard: exit 2, one line naming shard 1 and the seed "
          f"(exit {rc}: {err.strip()!r})")
    rc, out, err = regress(cutlm, "--merge", f"{work}/no-such-folder")
    check(rc == 2 and len(err.strip().splitlines()) == 1, f"--merge of no folder: exit 2, "
          f"one line ({err.strip()!r})")


COVERAGE_POINT = "C '\x01t\x02line\x01page\x02v_line/top\x01f\x02lane.sv\x01l\x0210" \
    "\x01n\x020\x01h\x02top' 1\n"


def test_verilator(cutlm, work):
    """Runs of a coverage build of cutlm (--version: "RTL coverage: on") each write
    --rtl-coverage FILE; a stand-in that says so and writes one point hit once per `cutlm run`
    (the real cutlm runs without the option) shows the files merged: the count is the number
    of runs."""
    fake = os.path.join(work, "cutlm-coverage")
    with open(os.path.join(work, "point.dat"), "w") as f:
        f.write("# SystemC::Coverage-3\n" + COVERAGE_POINT)
    with open(fake, "w") as f:
        f.write(f"#!/bin/sh\n"
                f"if [ \"$1\" = --version ]; then\n"
                f"  {cutlm} --version | sed 's/^RTL coverage: off$/RTL coverage: on/'; exit 0\n"
                f"fi\n"
                f"prev=\n"
                f"for a do\n"
                f"  shift\n"
                f"  if [ \"$prev\" = --rtl-coverage ]; then\n"
                f"    cp {work}/point.dat \"$a\"; prev=; continue\n"
                f"  fi\n"
                f"  if [ \"$a\" = --rtl-coverage ]; then prev=$a; continue; fi\n"
                f"  set -- \"$@\" \"$a\"\n"
                f"done\n"
                f"exec {cutlm} \"$@\"\n")
    os.chmod(fake, 0o755)
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                          "cutlm_regress.py")

    def hits(dat):
        with open(dat) as f:
            return sum(int(ln.rsplit(" ", 1)[1]) for ln in f if ln.startswith("C "))

    base = [sys.executable, script, "--cutlm", fake, "--programs", "3", "--seed", "2",
            "--loop", "0", "--length", "6"]
    p = subprocess.run(base + ["--out", f"{work}/one"], capture_output=True, text=True)
    s = load(f"{work}/one")
    check(p.returncode == 0 and s["coverage"]["verilator"] == "coverage.dat" and
          hits(f"{work}/one/coverage.dat") == 3,
          f"three runs' coverage files merged into coverage.dat ({s['coverage']['verilator']})")
    for k in (0, 1):
        subprocess.run(base + ["--shard", f"{k}/2", "--out", f"{work}/sh/shard-{k}"],
                       capture_output=True, text=True)
    p = subprocess.run(base[:4] + ["--merge", f"{work}/sh"], capture_output=True, text=True)
    s = load(f"{work}/sh")
    check(p.returncode == 0 and s["coverage"]["verilator"] == "coverage.dat" and
          hits(f"{work}/sh/coverage.dat") == 3,
          f"the shards' coverage.dat merged ({s['coverage']['verilator']})")
    p = subprocess.run([sys.executable, script, "--cutlm", cutlm, "--programs", "1", "--seed",
                        "2", "--loop", "0", "--length", "6", "--out", f"{work}/plain"],
                       capture_output=True, text=True)
    check(load(f"{work}/plain")["coverage"]["verilator"] is None,
          "no Verilator coverage from a build without it: null")


def test_usage(cutlm, work):
    bad = [
        ["--seed", "1", "--out", "x"],                       # no --programs
        ["--programs", "0", "--seed", "1", "--out", "x"],
        ["--programs", "2", "--seed", "1"],                  # no --out
        ["--programs", "2", "--seed", "1", "--out", "x", "--shard", "2/2"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--shard", "one"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--wave", "16"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--cosim-rtl", "broken"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--jobs", "0"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--partition", "p"],
        ["--programs", "two", "--seed", "1", "--out", "x"],
        ["--merge", "x", "--seed", "1"],
        ["--bogus"],
    ]
    for args in bad:
        rc, out, err = regress(cutlm, *args)
        check(rc == 2 and len(err.strip().splitlines()) == 1 and "cutlm regress" in err,
              f"{' '.join(args)}: exit 2, one line ({rc}: {err.strip()!r})")
    check(not os.path.exists("x"), "bad usage writes nothing")
    helped = subprocess.run([cutlm, "help", "regress"], capture_output=True, text=True)
    check(helped.returncode == 0 and "--shard K/M" in helped.stdout and
          "--merge DIR" in helped.stdout, "cutlm help regress shows the usage")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("check", choices=["determinism", "faulty", "merge", "usage", "verilator"])
    args = ap.parse_args()
    cutlm = os.path.abspath(args.cutlm)
    work = os.path.abspath(os.path.join(args.work, args.check))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.chdir(work)
    globals()["test_" + args.check](cutlm, work)
    if failures:
        print(f"{len(failures)} checks failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
