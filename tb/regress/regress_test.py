#!/usr/bin/env python3
"""Tests of `cutlm regress` (scripts/cutlm_regress.py) through the cutlm executable.

  regress_test.py --cutlm BUILD/cutlm --work DIR CHECK
CHECK: determinism (clean; totals equal across --jobs 1/2 and 2 shards merged; progress bar on a
terminal only), faulty (exit 3, reproducers replay and shrink), arch (--arch gfx1200 reaches the
generator, every cutlm run, the reproducers, the summary, --merge and the Slurm script), merge
(missing, inconsistent and malformed shards), usage (exit 2 with one line), verilator (coverage
files merged), signals (SIGTERM/SIGINT stop a run cleanly), watchdog (a hung run is killed and
recorded), fullfs (a full file system under --out: exit 2 naming the file; root only, else exit 77
to skip).
Programs are kept tiny (--loop/--length) so that each check takes well under a minute of CPU.
"""
import argparse
import copy
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time
import uuid

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                      "cutlm_regress.py")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_watch import (TAG, leftovers, no_process_left, start_tagged, tagged_processes,  # noqa
                       wait_for)

SMALL = ["--loop", "1", "--length", "15"]
failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def regress(cutlm, *args, stderr_tty=False, timeout=900):
    cmd = [cutlm, "regress", *args]
    if not stderr_tty:
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "", f"(still running after {timeout} s)"
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


def cutlm_running(tag):
    """Whether a `cutlm run` child of the tagged regression is running."""
    for pid in tagged_processes(tag):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                words = f.read().split(b"\0")
        except OSError:
            continue
        if len(words) > 2 and words[1] == b"run" and b"--cosim" in words:
            return True
    return False


def load(folder):
    with open(os.path.join(folder, "summary.json")) as f:
        return json.load(f)


def load_or_none(folder):
    """The summary, or None when the run wrote none (its failure is checked separately)."""
    try:
        return load(folder)
    except (OSError, ValueError):
        return None


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
    # The same programs in the cycle mode on a whole GPU: the same lanes (the timing never
    # changes a result), and the summary says what ran.
    rc, out, err = regress(cutlm, *base, "--timing", "cycle", "--gpu", "rx7900xtx",
                           "--out", f"{work}/gpu")
    check(rc == 0, f"the GPU run exits 0 (got {rc}): {err[-300:]}")
    g = load(f"{work}/gpu")
    check(g["timing"] == "cycle" and g["cus"] == 96 and a["timing"] == "fast" and
          a["cus"] is None, f"the summaries name the mode ({g['timing']}, {g['cus']})")
    check((g["passed"], g["lanes"], g["instructions"]) == (a["passed"], a["lanes"],
                                                         a["instructions"]),
          "the GPU's cycle mode passes the same programs with the same lanes")
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


# cutlm, with every command line it is given appended to LOG first.
FAKE_LOG = """#!/bin/sh
echo "$*" >> LOG
exec CUTLM "$@"
"""


def test_arch(cutlm, work):
    """--arch gfx1200: the programs are gfx1200's (random_program.py gen --arch gfx1200 writes
    them again byte for byte), every cutlm run is told the generation, the summary records it,
    --merge refuses shards of two generations and the Slurm script forwards it."""
    log = os.path.join(work, "runs.log")
    fake = os.path.join(work, "cutlm-logged")
    with open(fake, "w") as f:
        f.write(FAKE_LOG.replace("CUTLM", cutlm).replace("LOG", log))
    os.chmod(fake, 0o755)
    base = ["--programs", "4", "--seed", "11", "--wave", "both", *SMALL]
    p = subprocess.run([sys.executable, SCRIPT, "--cutlm", fake, *base, "--arch", "gfx1200",
                        "--jobs", "2", "--out", f"{work}/g12"], capture_output=True, text=True,
                       timeout=600)
    check(p.returncode == 0, f"a gfx1200 regression exits 0 (got {p.returncode}): "
          f"{(p.stdout + p.stderr)[-300:]}")
    s = load_or_none(f"{work}/g12") or {"arch": None, "passed": 0, "lanes": 0,
                                         "instructions": 0}
    check(s["arch"] == "gfx1200" and s["passed"] == 4 and s["lanes"] > s["instructions"] > 0,
          f"the summary says gfx1200 and counts 4 passed programs ({s['arch']}, "
          f"{s['passed']}, {s['lanes']} lanes)")
    check("gfx1200 wave both" in p.stdout, f"the report names the generation: {p.stdout[:200]}")
    with open(log) as f:
        runs = [ln.split() for ln in f if ln.startswith("run ")]
    check(len(runs) == 4 and all(w[w.index("--arch") + 1] == "gfx1200" for w in runs
                                 if "--arch" in w) and all("--arch" in w for w in runs),
          f"each of the 4 cutlm runs has --arch gfx1200 ({[' '.join(w[:4]) for w in runs]})")
    # The faulty RTL: the reproducers are gfx1200 programs, replayed as such.
    out = f"{work}/g12-faulty"
    rc, stdout, err = regress(cutlm, "--programs", "1", "--seed", "3", "--loop", "4",
                              "--length", "40", "--arch", "gfx1200", "--cosim-rtl", "faulty",
                              "--out", out)
    check(rc == 3, f"gfx1200, faulty RTL: exit 3 (got {rc}): {err[-300:]}")
    s = load_or_none(out) or {"failures": []}
    f = s["failures"][0] if s["failures"] else {}
    orig, mini = f.get("original"), f.get("minimized")
    check(orig is not None and mini is not None, "the failure has both reproducers")
    if orig is not None and mini is not None:
        folder = os.path.dirname(os.path.join(out, orig["program"]))
        with open(os.path.join(folder, "original.log")) as fh:
            gen_line = fh.readline()[2:].split()
        check(gen_line[:4] == ["tb/cosim/random_program.py", "gen", "--arch", "gfx1200"],
              f"original.log's generator line names gfx1200 ({' '.join(gen_line)})")
        again = os.path.join(work, "again.s")
        regen = subprocess.run([sys.executable, os.path.join(os.path.dirname(SCRIPT), "..",
                                                             *gen_line[0].split("/")),
                                *gen_line[1:], "-o", again], capture_output=True, text=True,
                               timeout=300)
        with open(os.path.join(out, orig["program"])) as a, open(again) as b:
            same = a.read() == b.read()
        check(regen.returncode == 0 and same,
              f"that line writes original.s again (exit {regen.returncode}, same {same})")
        for rtl, want in (("faulty", 3), ("normal", 0)):
            replay = subprocess.run([cutlm, "run", os.path.join(out, mini["program"]), "--arch",
                                     "gfx1200", "--state", os.path.join(out, mini["state"]),
                                     "--cosim", "--cosim-rtl", rtl], capture_output=True,
                                    text=True, timeout=300)
            check(replay.returncode == want, f"the minimized pair under --arch gfx1200 and the "
                  f"{rtl} RTL exits {want} (got {replay.returncode})")
    # Shards of two generations are two regressions.
    shutil.rmtree(f"{work}/mixed", ignore_errors=True)
    for k, arch in ((0, "gfx1200"), (1, "gfx1100")):
        rc, _, err = regress(cutlm, *base, "--arch", arch, "--shard", f"{k}/2", "--jobs", "1",
                             "--out", f"{work}/mixed/shard-{k}")
        check(rc == 0, f"shard {k}/2 ({arch}) exits 0 (got {rc}): {err[-200:]}")
    rc, _, err = regress(cutlm, "--merge", f"{work}/mixed")
    lines = err.strip().splitlines()
    check(rc == 2 and len(lines) == 1 and "arch gfx1100 differs" in lines[0],
          f"--merge of a gfx1200 and a gfx1100 shard: exit 2 naming arch ({rc}: {err!r})")
    rc, stdout, err = regress(cutlm, *base, "--arch", "gfx1200", "--slurm", "--dry-run",
                              "--shards", "2", "--out", f"{work}/slurm")
    check(rc == 0 and re.search(r"regress --shard .* --arch gfx1200 ", stdout) is not None,
          f"the Slurm script's shards run --arch gfx1200 ({rc}: {stdout[-300:]!r})")


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
    # A lone shard of 10**15: the first missing shard is named, not all of them listed (which
    # took all memory; the limit turns that back into a quick failure of this check).
    lone = f"{work}/merge-lone"
    os.makedirs(f"{lone}/shard-0")
    with open(f"{folder}/shard-0/summary.json") as f:
        s = json.load(f)
    s["shard"] = "0/1000000000000000"
    with open(f"{lone}/shard-0/summary.json", "w") as f:
        json.dump(s, f)
    p = subprocess.run([cutlm, "regress", "--merge", lone], capture_output=True, text=True,
                       timeout=300, preexec_fn=lambda: resource.setrlimit(
                           resource.RLIMIT_AS, (1 << 30, 1 << 30)))
    check(p.returncode == 2 and p.stderr.strip() == f"cutlm regress --merge: shard 1 of "
          f"1000000000000000 is missing ({lone}/shard-1/summary.json)",
          f"a lone shard of a huge M: exit 2 naming shard 1 (exit {p.returncode}: "
          f"{p.stderr.strip()[-300:]!r})")
    test_merge_malformed(cutlm, work)


def two_shards(cutlm, good):
    """Shards 0/2 and 1/2 of a tiny regress under `good`/shard-K."""
    for k in (0, 1):
        rc, _, err = regress(cutlm, "--programs", "3", "--seed", "4", "--loop", "0",
                             "--length", "8", "--shard", f"{k}/2", "--out", f"{good}/shard-{k}")
        check(rc == 0, f"shard {k}/2 exits 0 (got {rc}): {err[-200:]}")


def merge_with_shard1(cutlm, good, folder, text):
    """--merge of a copy of the shard folders `good` (no merged files) whose shard 1 summary is
    `text` (str or bytes); returns regress()'s (status, stdout, stderr)."""
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(good, folder)
    for name in ("summary.json", "functional_coverage.json"):
        if os.path.exists(f"{folder}/{name}"):
            os.remove(f"{folder}/{name}")
    with open(f"{folder}/shard-1/summary.json", "wb") as f:
        f.write(text if isinstance(text, bytes) else text.encode())
    return regress(cutlm, "--merge", folder)


def test_merge_malformed(cutlm, work):
    """Shard summaries of the wrong shape or with impossible values: exit 2, one line naming
    the shard and the field, no merged summary (and never one holding NaN)."""
    good = f"{work}/merge-good"
    shutil.rmtree(good, ignore_errors=True)
    two_shards(cutlm, good)
    with open(f"{good}/shard-1/summary.json") as f:
        shard1 = f.read()
    valid = json.loads(shard1)

    def changed(**fields):
        s = json.loads(shard1)
        s.update(fields)
        return json.dumps(s)

    def bad_failure(**fields):
        entry = {"index": 1, "seed": 5, "status": "error", "reason": "x",
                 "original": {"program": "failures/p000001/original.s",
                              "state": "failures/p000001/original.state.json"},
                 "minimized": None}
        entry.update(fields)
        return changed(passed=valid["passed"] - 1, failed=1, failures=[entry])

    cases = [
        ("a list", "[1, 2, 3]", "array"),
        ("a string", '"summary"', "string"),
        ("a string count", changed(passed="1"), '"passed"'),
        ("a negative count", changed(lanes=-7), '"lanes"'),
        ("a fractional count", changed(instructions=2.5), '"instructions"'),
        ("a boolean count", changed(mismatches=True), '"mismatches"'),
        ("NaN", shard1.replace('"lanes": %d' % valid["lanes"], '"lanes": NaN'), "NaN"),
        ("Infinity seconds", shard1.replace('"seconds": ', '"seconds": Infinity, "x": '),
         "Infinity"),
        ("counts that do not add up", changed(passed=valid["passed"] + 5), "add up"),
        ("failures a string", changed(failures="none"), '"failures"'),
        ("failures not matching failed", changed(failed=0, failures=[{"index": 1}]),
         '"failures"'),
        ("a failure of another shard", bad_failure(index=0), "index"),
        ("a failure path outside the folder",
         bad_failure(original={"program": "../../etc/passwd", "state": "a"}), "program"),
        ("a negative coverage bin",
         changed(coverage={"functional": {"lanes": -1}, "verilator": None}),
         "coverage.functional.lanes"),
        ("coverage a list", changed(coverage=[]), '"coverage"'),
        ("an unknown wave", changed(wave=32), '"wave"'),
        ("an interrupted shard", changed(interrupted="SIGTERM"), "interrupted"),
        ("no seed", json.dumps({k: v for k, v in valid.items() if k != "seed"}), '"seed"'),
        ("nested too deep", "[" * 100000 + "]" * 100000, "deep"),
        ("not UTF-8", b"\xff\xfe{}", "UTF-8"),
        ("not JSON", '{"format": ', "not JSON"),
    ]
    for what, text, needle in cases:
        folder = f"{work}/merge-bad"
        rc, out, err = merge_with_shard1(cutlm, good, folder, text)
        lines = err.strip().splitlines()
        check(rc == 2 and len(lines) == 1 and "shard 1" in lines[0] and needle in lines[0]
              and "Traceback" not in err and not os.path.exists(f"{folder}/summary.json"),
              f"merge of {what}: exit 2, one line naming shard 1 and {needle} "
              f"(exit {rc}: {err.strip()[:300]!r})")
    rc, out, err = regress(cutlm, "--merge", good)

    def no_constant(name):
        raise ValueError(name)

    with open(f"{good}/summary.json") as f:
        merged = json.loads(f.read(), parse_constant=no_constant)
    check(rc == 0 and merged["passed"] == 3 and merged["interrupted"] is None,
          f"the well-formed shards merge (exit {rc}, passed {merged['passed']})")


def test_merge_fuzz(cutlm, work, mutations=80):
    """Random mutations of a well-formed shard summary (values of another type or out of range,
    keys dropped or added, bytes cut or flipped): --merge either merges (exit 0, a summary that
    is strict JSON) or refuses (exit 2, one line naming shard 1), never a traceback or another
    status, and never a partial summary. The seed is printed, so a failure can be replayed;
    what a seed found stays below as a fixed case, checked every run."""
    import random
    seed = int(os.environ.get("CUTLM_FUZZ_SEED", str(int(time.time()))))
    print(f"merge fuzz: seed {seed}")
    rng = random.Random(seed)
    good = f"{work}/fuzz-good"
    two_shards(cutlm, good)
    with open(f"{good}/shard-1/summary.json") as f:
        valid = json.load(f)
    # The run's time, whose digits would shift the byte cuts and so the mutations of a seed.
    valid["seconds"] = 2.694

    # (what, fields changed, what the one line names): refused, where they merged with exit 3
    # (seed 3 mutation 34) or ended in an OverflowError traceback (seed 17 mutation 39).
    found = [
        ("mismatches but no mismatching failure", {"mismatches": 1}, '"mismatches"'),
        ("programs past 2**63", {"programs": 10**30}, "add up"),
    ]
    for what, fields, needle in found:
        folder = f"{work}/fuzz-case"
        rc, out, err = merge_with_shard1(cutlm, good, folder, json.dumps({**valid, **fields}))
        lines = err.strip().splitlines()
        check(rc == 2 and len(lines) == 1 and "shard 1" in lines[0] and needle in lines[0]
              and not os.path.exists(f"{folder}/summary.json"),
              f"found by the fuzz, {what}: exit 2, one line naming shard 1 and {needle} "
              f"(exit {rc}: {err.strip()[:300]!r})")
    values = [None, True, -1, 0, 1, 2.5, -0.0, 10**30, "x", "", [], {}, [1], {"a": 1},
              float("nan"), float("inf")]

    def value():
        # A copy: the case's next mutation may change what this one put in, which would change
        # `values` for later cases, or make a list hold itself (json.dumps: "Circular reference").
        return copy.deepcopy(rng.choice(values))

    def mutate(node, depth=0):
        if isinstance(node, dict) and node and rng.random() < 0.8:
            key = rng.choice(sorted(node))
            action = rng.random()
            if action < 0.2:
                del node[key]
            elif action < 0.3:
                node["unexpected_" + key] = value()
            elif action < 0.7 or depth > 3:
                node[key] = value()
            else:
                mutate(node[key], depth + 1)
        elif isinstance(node, list) and node:
            i = rng.randrange(len(node))
            if rng.random() < 0.5:
                node[i] = value()
            else:
                mutate(node[i], depth + 1)

    def no_constant(name):
        raise ValueError(name)

    for n in range(mutations):
        s = json.loads(json.dumps(valid))
        for _ in range(rng.randint(1, 3)):
            mutate(s)
        text = json.dumps(s).encode()
        if rng.random() < 0.2:
            cut = rng.randrange(len(text))
            text = text[:cut] if rng.random() < 0.5 else \
                text[:cut] + bytes([rng.randrange(256)]) + text[cut + 1:]
        folder = f"{work}/fuzz-case"
        rc, out, err = merge_with_shard1(cutlm, good, folder, text)
        lines = err.strip().splitlines()
        what = f"mutation {n} (seed {seed}): {text[:200]!r}"
        if rc == 0:
            try:
                with open(f"{folder}/summary.json") as f:
                    json.loads(f.read(), parse_constant=no_constant)
                ok = True
            except (OSError, ValueError):
                ok = False
            check(ok, f"{what}: merged, but the summary is not strict JSON")
        else:
            check(rc == 2 and len(lines) == 1 and "shard 1" in lines[0] and "Traceback" not in err
                  and not os.path.exists(f"{folder}/summary.json"),
                  f"{what}: exit {rc}, {err.strip()[:300]!r}")


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

    # A verilator_coverage that never ends is killed at --merge-timeout (its process group with
    # it): the run ends as it would have, without coverage.dat, one line saying why.
    hang_bin = os.path.join(work, "hang-bin")
    os.makedirs(hang_bin)
    pid_file = os.path.join(work, "hung.pid")
    with open(os.path.join(hang_bin, "verilator_coverage"), "w") as f:
        f.write(f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 600\n")
    os.chmod(os.path.join(hang_bin, "verilator_coverage"), 0o755)
    env = dict(os.environ, PATH=hang_bin + os.pathsep + os.environ.get("PATH", ""))
    for name, extra, files in (("hung", ["--out", f"{work}/hung"], 3),
                               ("hung merge", None, 2)):
        if extra is None:
            cmd = base[:4] + ["--merge", f"{work}/sh"]
        else:
            cmd = base + extra
        began = time.monotonic()
        try:
            p = subprocess.run(cmd + ["--merge-timeout", "2"], capture_output=True, text=True,
                               env=env, timeout=120)
            rc, err = p.returncode, p.stderr.strip()
        except subprocess.TimeoutExpired:
            rc, err = None, "(still running after 120 s)"
        took = time.monotonic() - began
        folder = f"{work}/sh" if extra is None else f"{work}/hung"
        try:
            verilator = load(folder)["coverage"]["verilator"]
        except (OSError, ValueError) as e:
            verilator = f"no summary: {e}"
        check(rc == 0 and verilator is None and
              not os.path.exists(os.path.join(folder, "coverage.dat")) and
              len(err.splitlines()) == 1 and
              f"verilator_coverage --write failed: timed out after 2 s merging {files} "
              "coverage files" in err and "Traceback" not in err,
              f"{name}: a hung verilator_coverage is killed after 2 s, no coverage.dat "
              f"(exit {rc} after {took:.1f} s: {err!r}, verilator {verilator!r})")
        try:
            with open(pid_file) as f:
                hung = int(f.read())
            os.remove(pid_file)
        except (OSError, ValueError):
            hung = None
        check(hung is not None and not os.path.exists(f"/proc/{hung}"),
              f"{name}: the hung verilator_coverage is gone ({hung})")


def stop_run(cutlm, work, name, signum, regress_args, ready, to_group=False):
    """Starts a regression, waits until ready(out, tag), sends signum (to its process group, as
    `timeout` does, or to it alone, as kill or scancel's first signal do) and checks that it
    stops within 10 s the clean way. Returns the summary (or None)."""
    out = f"{work}/{name}"
    tag = uuid.uuid4().hex
    proc = start_tagged([cutlm, "regress", *regress_args, "--out", out], tag)
    started = wait_for(lambda: ready(out, tag) or proc.poll() is not None, 300)
    check(started and proc.poll() is None, f"{name}: the run got going ({proc.poll()})")
    sent = time.monotonic()
    if to_group:
        os.killpg(proc.pid, signum)
    else:
        proc.send_signal(signum)
    try:
        stdout, stderr = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
    took = time.monotonic() - sent
    name_of = signal.Signals(signum).name
    lines = stderr.strip().splitlines()
    print(f"     {name}: {name_of} -> exit {proc.returncode} after {took:.2f} s: {stderr.strip()}")
    check(proc.returncode == 128 + signum and took < 10,
          f"{name}: {name_of} ends it with exit {128 + signum} within 10 s "
          f"(exit {proc.returncode} after {took:.1f} s)")
    check(len(lines) == 1 and f"interrupted by {name_of}" in lines[0] and
          "Traceback" not in stderr, f"{name}: one line saying so ({stderr.strip()[:300]!r})")
    check(no_process_left(tag), f"{name}: no process of the run is left")
    check(not leftovers(out), f"{name}: no scratch file left ({leftovers(out)[:3]})")
    try:
        summary = load(out)
    except (OSError, ValueError) as e:
        check(False, f"{name}: a partial summary ({e})")
        return None
    check(summary["interrupted"] == name_of, f"{name}: the summary is marked interrupted by "
          f"{name_of} ({summary['interrupted']})")
    for f in summary["failures"]:
        check(os.path.isfile(os.path.join(out, f["original"]["program"])),
              f"{name}: failure {f['index']}'s reproducer is there")
    return summary


def test_signals(cutlm, work):
    longer = ["--seed", "5", "--jobs", "2", "--loop", "4", "--length", "60"]
    s = stop_run(cutlm, work, "sigterm", signal.SIGTERM, ["--programs", "12", *longer],
                 lambda out, tag: cutlm_running(tag), to_group=True)
    check(s is not None and s["passed"] + s["failed"] < 12,
          "sigterm: stopped before the end (fewer than 12 programs in the summary)")
    # With 2 jobs, program 4 starts once 3 have finished: those stay in the summary.
    s = stop_run(cutlm, work, "sigint", signal.SIGINT, ["--programs", "12", *longer],
                 lambda out, tag: os.path.exists(os.path.join(out, "work", "p000004.s")))
    check(s is not None and 3 <= s["passed"] + s["failed"] < 12 and s["lanes"] > 0,
          f"sigint: the programs done before the signal are in the summary "
          f"({s and s['passed'] + s['failed']})")
    # In the minimization: every program has run, the minimizers' scratch folders exist.
    s = stop_run(cutlm, work, "sigterm-minimizing", signal.SIGTERM,
                 ["--programs", "2", "--seed", "3", "--jobs", "2", "--loop", "4", "--length",
                  "40", "--cosim-rtl", "faulty"],
                 lambda out, tag: any(os.path.isdir(os.path.join(out, "failures", d, "work"))
                                      for d in os.listdir(os.path.join(out, "failures")))
                 if os.path.isdir(os.path.join(out, "failures")) else False)
    check(s is not None and s["failed"] == 2 and
          any(f["minimized"] is None for f in s["failures"]),
          "sigterm-minimizing: both programs counted, an unfinished minimization left null")
    # Early: while the generator's tables load, before any program.
    s = stop_run(cutlm, work, "sighup-early", signal.SIGHUP, ["--programs", "3", *longer],
                 lambda out, tag: os.path.isdir(os.path.join(out, "work")))
    check(s is not None and s["passed"] + s["failed"] <= 3, "sighup-early: a summary")


FAKE_HANG = """#!/bin/sh
# cutlm, except that `cutlm run` of a program whose path ends in HANG never ends (a child that
# holds the output pipe open, as a hung simulation would).
if [ "$1" = run ]; then
  case "$2" in *HANG) sleep 100000 & wait; exit 0;; esac
fi
exec CUTLM "$@"
"""


def test_watchdog(cutlm, work):
    fake = os.path.join(work, "cutlm-hangs")
    with open(fake, "w") as f:
        f.write(FAKE_HANG.replace("CUTLM", cutlm).replace("HANG", "/p000001.s"))
    os.chmod(fake, 0o755)
    tag = uuid.uuid4().hex
    out = f"{work}/hung"
    start = time.monotonic()
    proc = start_tagged([sys.executable, SCRIPT, "--cutlm", fake, "--programs", "3", "--seed",
                         "2", "--loop", "0", "--length", "6", "--jobs", "2",
                         "--program-timeout", "3", "--out", out], tag)
    try:
        stdout, stderr = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
    took = time.monotonic() - start
    print(stdout)
    check(proc.returncode == 1 and 3 <= took < 60,
          f"a hung run is cut at 3 s and the regression goes on: exit 1 (got "
          f"{proc.returncode} after {took:.1f} s): {stderr[-300:]}")
    check(no_process_left(tag), "the hung run's processes are gone")
    s = load(out)
    check(s["passed"] == 2 and s["failed"] == 1 and s["interrupted"] is None,
          f"two programs passed, one failed ({s['passed']}, {s['failed']})")
    f = s["failures"][0] if s["failures"] else {}
    check(f.get("index") == 1 and f.get("status") == "timeout" and
          f.get("reason") == "timed out after 3 s" and f.get("minimized") is None,
          f"the failure record: program 1, timeout, 'timed out after 3 s' ({f})")
    check("FAIL program 1" in stdout and "timed out after 3 s" in stdout,
          "the report names the timed-out program and why")
    if f.get("original"):
        # The reproducer is the program that ran (its hang was the stand-in's): the real
        # cutlm runs it to the end.
        replay = subprocess.run([cutlm, "run", os.path.join(out, f["original"]["program"]),
                                 "--state", os.path.join(out, f["original"]["state"]),
                                 "--cosim"], capture_output=True, text=True, timeout=300)
        check(replay.returncode == 0, f"the reproducer replays (exit {replay.returncode})")
        with open(os.path.join(out, "failures", "p000001", "original.log")) as log:
            text = log.read()
        check("timed out after 3 s" in text and
              "random_program.py gen --arch gfx1100 --seed" in text,
              "original.log says why and how to generate the program again")
    check(not leftovers(out), f"no scratch file left ({leftovers(out)[:3]})")

    # A minimization candidate that hangs is cut too: it does not fail "the same way", the
    # minimization ends and the original stays the reproducer.
    with open(fake, "w") as f:
        f.write(FAKE_HANG.replace("CUTLM", cutlm).replace("HANG", "/candidate.s"))
    tag = uuid.uuid4().hex
    start = time.monotonic()
    proc = start_tagged([sys.executable, SCRIPT, "--cutlm", fake, "--programs", "1", "--seed",
                         "3", "--loop", "0", "--length", "20", "--cosim-rtl", "faulty",
                         "--program-timeout", "2", "--out", f"{work}/hung-minimize"], tag)
    try:
        stdout, stderr = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
    took = time.monotonic() - start
    s = load(f"{work}/hung-minimize")
    check(proc.returncode == 3 and took < 60 and s["failures"] and
          s["failures"][0]["minimized"] is None,
          f"a hung minimization candidate is cut: exit 3, no minimized pair (exit "
          f"{proc.returncode} after {took:.1f} s)")
    check(no_process_left(tag), "the hung candidate's processes are gone")


SKIP = 77


def test_fullfs(cutlm, work):
    """--out on a small tmpfs that the traces fill: exit 2 with one line naming the file and
    the OS error, no traceback, nothing half-written left."""
    if os.geteuid() != 0:
        print("SKIP: mounting a small tmpfs needs root")
        return SKIP
    mnt = f"{work}/mnt"
    os.makedirs(mnt, exist_ok=True)
    for size, what in (("160k", "filled by the traces"), ("12k", "too small for a program")):
        if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", mnt],
                          capture_output=True).returncode != 0:
            print("SKIP: cannot mount a tmpfs here")
            return SKIP
        try:
            tag = uuid.uuid4().hex
            proc = start_tagged([cutlm, "regress", "--programs", "4", "--seed", "5", "--jobs",
                                 "2", "--loop", "4", "--length", "40", "--out", f"{mnt}/out"],
                                tag)
            try:
                stdout, stderr = proc.communicate(timeout=300)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                stdout, stderr = proc.communicate()
            lines = stderr.strip().splitlines()
            print(f"     {size}: exit {proc.returncode}: {stderr.strip()}")
            check(proc.returncode == 2 and len(lines) == 1 and
                  "No space left on device" in lines[0] and f"{mnt}/out/" in lines[0] and
                  "Traceback" not in stderr,
                  f"a tmpfs of {size} ({what}): exit 2, one line naming the file and the OS "
                  f"error (exit {proc.returncode}: {stderr.strip()[:300]!r})")
            check(no_process_left(tag), f"{size}: no process of the run is left")
            check(not leftovers(mnt), f"{size}: nothing half-written ({leftovers(mnt)[:3]})")
            for root, _, files in os.walk(mnt):
                for name in files:
                    if name.endswith(".json"):
                        try:
                            with open(os.path.join(root, name)) as f:
                                json.load(f)
                        except ValueError as e:
                            check(False, f"{size}: {name} is whole JSON ({e})")
        finally:
            subprocess.run(["umount", mnt])
    return 0


def check_built_units(work):
    """programs.built_units reads `cutlm isa`'s instruction lines only: a starred unit marks a
    partial build, and the per-format count lines after the listing name no unit."""
    sys.path.insert(0, os.path.join(os.path.dirname(SCRIPT)))
    from regress import programs  # noqa: E402
    fake = os.path.join(work, "fake_isa_cutlm")
    listing = ("format     op  mnemonic         status     timing class   rtl unit\n"
               "VOP2        3  v_add_f32_e32    executes   valu32         fp_add\n"
               "VOP2       17  v_min_f32_e32    executes   valu32         fp_minmax*\n"
               "SOP1        0  s_mov_b32        executes   salu           -\n"
               "\nformat    executes not modelled   decodes     total   rtl\n"
               "VOP2            49            0         0        49    42\n"
               "all            1373           10       100      1483   679\n")
    with open(fake, "w") as f:
        f.write("#!/bin/sh\ncat <<'EOF'\n" + listing + "EOF\n")
    os.chmod(fake, 0o755)
    got = programs.built_units(fake)
    check(got == ["fp_add"], f"built_units of a partial build: {got}, expected ['fp_add']")


def test_usage(cutlm, work):
    check_built_units(work)
    bad = [
        ["--seed", "1", "--out", "x"],                       # no --programs
        ["--programs", "0", "--seed", "1", "--out", "x"],
        ["--programs", "2", "--seed", "1"],                  # no --out
        ["--programs", "2", "--seed", "1", "--out", "x", "--shard", "2/2"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--shard", "one"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--wave", "16"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--cosim-rtl", "broken"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--arch", "gfx900"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--jobs", "0"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--partition", "p"],
        ["--programs", "two", "--seed", "1", "--out", "x"],
        ["--merge", "x", "--seed", "1"],
        ["--bogus"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--program-timeout", "0"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--program-timeout", "nan"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--program-timeout", "-3"],
        # Slurm's formats only: a newline would start a second #SBATCH directive.
        ["--programs", "2", "--seed", "1", "--out", "x", "--slurm", "--dry-run",
         "--partition", "p\n#SBATCH --wrap=evil"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--slurm", "--dry-run",
         "--partition", "short long"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--slurm", "--dry-run",
         "--time", "1:00:00\n#SBATCH --wrap=evil"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--slurm", "--dry-run",
         "--time", "1:2:3:4"],
        ["--programs", "2", "--seed", "1", "--out", "x", "--slurm", "--dry-run",
         "--time", "-5"],
    ]
    # A count past the bound is refused at once (it once listed every index first: no end).
    bad += [["--programs", str(10 ** 12 + 1), "--seed", "1", "--out", "x"],
            ["--programs", "9" * 40, "--seed", "1", "--out", "x", "--shard", "0/7"],
            ["--programs", "2", "--seed", "1", "--out", "x", "--merge-timeout", "0"],
            ["--programs", "2", "--seed", "1", "--out", "x", "--merge-timeout", "inf"],
            ["--merge", "x", "--merge-timeout", "-1"],
            # A GPU needs the cycle mode and a shape cutlm takes.
            ["--programs", "2", "--seed", "1", "--out", "x", "--cus", "96"],
            ["--programs", "2", "--seed", "1", "--out", "x", "--timing", "cycle", "--cus", "5"],
            ["--programs", "2", "--seed", "1", "--out", "x", "--timing", "cycle", "--cus", "16",
             "--gpu", "rx7900xtx"],
            ["--programs", "2", "--seed", "1", "--out", "x", "--timing", "slow"]]
    for args in bad:
        rc, out, err = regress(cutlm, *args, timeout=120)
        check(rc == 2 and len(err.strip().splitlines()) == 1 and "cutlm regress" in err
              and "Traceback" not in err,
              f"{' '.join(args)!r}: exit 2, one line ({rc}: {err.strip()!r})")
    rc, out, err = regress(cutlm, "--programs", str(10 ** 12 + 1), "--seed", "1", "--out", "x",
                           timeout=120)
    check(f"--programs must be 1..{10 ** 12}, not {10 ** 12 + 1}" in err,
          f"the bound named ({err.strip()!r})")
    # The largest count, sharded down to its last program: that one runs, at once (the shard's
    # programs are counted, not listed).
    last = 10 ** 12 - 1
    rc, out, err = regress(cutlm, "--programs", str(10 ** 12), "--seed", "1", *SMALL,
                           "--shard", f"{last}/{10 ** 12}", "--out", f"{work}/last",
                           timeout=300)
    try:
        s = load(f"{work}/last")
    except (OSError, ValueError) as e:
        s = {"error": str(e)}
    check(rc == 0 and s.get("programs") == 10 ** 12 and s.get("passed") == 1 and
          s.get("failed") == 0,
          f"--programs 10^12 --shard {last}/10^12 runs its one program ({rc}: {err.strip()!r}, "
          f"{ {k: s.get(k) for k in ('programs', 'passed', 'failed', 'error')} })")
    check(not os.path.exists("x"), "bad usage writes nothing")
    # A value that begins with '-' is the option's value, judged by the option's own check.
    for shard in ("-1/2", "-0/1"):
        rc, out, err = regress(cutlm, "--programs", "2", "--seed", "1", "--out", "x",
                               "--shard", shard)
        check(rc == 2 and len(err.strip().splitlines()) == 1 and "--shard wants K/M" in err
              and repr(shard) in err and "expected one argument" not in err,
              f"--shard {shard}: the shard's own message ({err.strip()!r})")
    helped = subprocess.run([cutlm, "help", "regress"], capture_output=True, text=True)
    check(helped.returncode == 0 and "--shard K/M" in helped.stdout and
          "--merge DIR" in helped.stdout, "cutlm help regress shows the usage")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("check", choices=["determinism", "faulty", "arch", "merge", "merge_fuzz",
                                      "usage",
                                      "verilator", "signals", "watchdog", "fullfs"])
    args = ap.parse_args()
    cutlm = os.path.abspath(args.cutlm)
    work = os.path.abspath(os.path.join(args.work, args.check))
    if os.path.ismount(os.path.join(work, "mnt")):
        subprocess.run(["umount", "-l", os.path.join(work, "mnt")])  # a killed fullfs check's
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.chdir(work)
    if globals()["test_" + args.check](cutlm, work) == SKIP:
        return SKIP
    if failures:
        print(f"{len(failures)} checks failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
