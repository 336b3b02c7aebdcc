#!/usr/bin/env python3
"""cutlm regress: random co-simulation programs on local worker processes, with minimized
reproducers of every mismatch and the merged coverage, in DIR/summary.json.

  cutlm regress --programs N --seed S [--jobs J] [--wave 32|64|both]
                [--cosim-rtl normal|faulty] [--shard K/M] [--loop N] [--length L]
                [--minimize-runs R] --out DIR
  cutlm regress --merge DIR
  cutlm regress --slurm [--partition P] [--shards M] [--time LIMIT] [--dry-run] [--no-wait] ...

Program i (0 <= i < N) depends on S and i only (scripts/regress/programs.py), so the same seed
gives the same programs and totals whatever J or the sharding. Exit status: 0 every program
matched; 3 something mismatched; 1 a program ended otherwise (model error, crash, timeout)
and nothing mismatched; 2 bad usage, or --merge found a shard missing or inconsistent.
"""
# The docstring is the command's --help text. `cutlm regress ...` (tb/cutlm/main.cpp) starts
# this script and adds `--cutlm PATH` (itself).
import argparse
import json
import multiprocessing
import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from regress import programs  # noqa: E402
from regress import minimize  # noqa: E402

FORMAT = "cutlm-regress/1"
EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_MISMATCH = 0, 1, 2, 3
# Runs a minimization may spend on one failure (deterministic, unlike a time limit).
DEFAULT_MINIMIZE_RUNS = 400


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parse_args(argv):
    ap = Parser(prog="cutlm regress", usage=argparse.SUPPRESS, description=__doc__,
                formatter_class=argparse.RawDescriptionHelpFormatter,
                epilog="Exit status: 0 clean, 3 a mismatch, 1 another program failure, "
                       "2 bad usage.\nThe README's \"Regressions\" section explains "
                       "summary.json and how to replay a failure.")
    ap.add_argument("--cutlm", required=True, help=argparse.SUPPRESS)
    ap.add_argument("--programs", type=int, metavar="N", help="programs to run")
    ap.add_argument("--seed", type=int, metavar="S", help="the regression's seed")
    ap.add_argument("--jobs", "-j", type=int, metavar="J",
                    help="worker processes (default: the machine's cores)")
    ap.add_argument("--wave", choices=["32", "64", "both"], default="32",
                    help="wave size (both: even programs wave32, odd wave64)")
    ap.add_argument("--cosim-rtl", choices=["normal", "faulty"], default="normal",
                    help="faulty: the RTL with lane 5 broken, to see failures and reproducers")
    ap.add_argument("--shard", metavar="K/M", help="run only the programs i with i %% M == K")
    ap.add_argument("--loop", type=int, metavar="N",
                    help="every program's loop count (default: drawn per program)")
    ap.add_argument("--length", type=int, metavar="L",
                    help="every program's body length (default: drawn per program)")
    ap.add_argument("--minimize-runs", type=int, default=DEFAULT_MINIMIZE_RUNS, metavar="R",
                    help="cosim runs a minimization may spend per failure (0: do not minimize)")
    ap.add_argument("--out", metavar="DIR", help="where summary.json and failures/ go")
    ap.add_argument("--merge", metavar="DIR",
                    help="merge DIR/shard-K/summary.json into DIR/summary.json")
    ap.add_argument("--slurm", action="store_true", help="run the shards as a Slurm array")
    ap.add_argument("--partition", metavar="P", help="(--slurm) the partition")
    ap.add_argument("--shards", type=int, metavar="M", help="(--slurm) array tasks")
    ap.add_argument("--time", metavar="LIMIT", help="(--slurm) each task's time limit")
    ap.add_argument("--dry-run", action="store_true",
                    help="(--slurm) write and print the sbatch script, submit nothing")
    ap.add_argument("--no-wait", action="store_true",
                    help="(--slurm) submit and return; merge later with --merge")
    args = ap.parse_args(argv)

    slurm_only = [o for o, v in (("--partition", args.partition), ("--shards", args.shards),
                                 ("--time", args.time), ("--dry-run", args.dry_run),
                                 ("--no-wait", args.no_wait)) if v]
    if slurm_only and not args.slurm:
        raise UsageError(f"{slurm_only[0]} needs --slurm")
    if args.merge is not None:
        others = [o for o, v in (("--programs", args.programs), ("--seed", args.seed),
                                 ("--out", args.out), ("--shard", args.shard),
                                 ("--slurm", args.slurm)) if v is not None and v is not False]
        if others:
            raise UsageError(f"--merge takes only the folder, not {others[0]}")
        return args
    for name, value in (("--programs", args.programs), ("--seed", args.seed),
                        ("--out", args.out)):
        if value is None:
            raise UsageError(f"{name} is required")
    if args.programs < 1:
        raise UsageError(f"--programs must be at least 1, not {args.programs}")
    if args.seed < 0:
        raise UsageError(f"--seed must be 0 or more, not {args.seed}")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    if args.loop is not None and not 0 <= args.loop <= 1 << 20:
        raise UsageError(f"--loop must be 0..{1 << 20}, not {args.loop}")
    if args.length is not None and not 1 <= args.length <= 100000:
        raise UsageError(f"--length must be 1..100000, not {args.length}")
    if args.minimize_runs < 0:
        raise UsageError(f"--minimize-runs must be 0 or more, not {args.minimize_runs}")
    if args.shards is not None and args.shards < 1:
        raise UsageError(f"--shards must be at least 1, not {args.shards}")
    args.shard_k, args.shard_m = 0, 1
    if args.shard is not None:
        if args.slurm:
            raise UsageError("--shard is for one shard's run; --slurm makes the shards itself")
        m = re.fullmatch(r"(\d+)/(\d+)", args.shard)
        if not m or int(m.group(2)) < 1 or int(m.group(1)) >= int(m.group(2)):
            raise UsageError(f"--shard wants K/M with 0 <= K < M, not {args.shard!r}")
        args.shard_k, args.shard_m = int(m.group(1)), int(m.group(2))
    return args


def forward_args(args):
    """The options every shard of this regression runs with (for the Slurm script): the
    program set and the variant, not the scheduling (jobs, shard, out)."""
    out = ["--programs", str(args.programs), "--seed", str(args.seed), "--wave", args.wave,
           "--cosim-rtl", args.cosim_rtl, "--minimize-runs", str(args.minimize_runs)]
    if args.loop is not None:
        out += ["--loop", str(args.loop)]
    if args.length is not None:
        out += ["--length", str(args.length)]
    return out


# ---------------------------------------------------------------------------------------------
# Workers (forked: they inherit the generator tables loaded once by the parent)

CTX = {}


def _worker_init():
    # Ctrl-C goes to the parent, which stops the pool; a stopped worker stops its cutlm.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, programs.stop_running)


def run_program(index):
    ctx = CTX
    gen = ctx["gen"]
    spec = programs.Spec(ctx["seed"], index, ctx["wave"], ctx["loop"], ctx["length"])
    name = f"p{index:06d}"
    base = os.path.join(ctx["work"], name)
    state = gen.write(spec, base)
    trace = base + ".trace.jsonl"
    extra = ["--trace", trace]
    if ctx["vcov"]:
        extra += ["--rtl-coverage", os.path.join(ctx["work"], "vcov", name + ".dat")]
    got = programs.run_cosim(ctx["cutlm"], base + ".s", base + ".state.json", ctx["rtl"], extra)
    counts = programs.coverage_report.new_counts()
    if os.path.exists(trace):
        programs.coverage_report.accumulate(trace, state, counts, gen.by_name, gen.rtl_ops)
        if got["status"] != "pass":
            got["lanes"] = programs.trace_lanes(trace, gen, state)
        os.remove(trace)
    result = {"index": index, "seed": spec.gen_seed, "wave64": spec.wave64,
              "status": got["status"], "rc": got["rc"], "instructions": got["instructions"],
              "lanes": got["lanes"] or 0, "mismatches": got["mismatches"], "coverage": counts}
    if got["status"] != "pass":
        folder = os.path.join(ctx["out"], "failures", name)
        os.makedirs(folder, exist_ok=True)
        shutil.copy(base + ".s", os.path.join(folder, "original.s"))
        shutil.copy(base + ".state.json", os.path.join(folder, "original.state.json"))
        with open(os.path.join(folder, "original.log"), "w") as f:
            f.write(f"# {spec.gen_command()}\n# exit {got['rc']}\n{got['output']}")
        result["folder"] = folder
        result["message"] = last_line(got["output"])
    os.remove(base + ".s")
    os.remove(base + ".state.json")
    return result


def last_line(text):
    """The line that says what went wrong: the cosim verdict, else cutlm's error line."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for prefix in ("cosim:", "cutlm"):
        for ln in lines:
            if ln.startswith(prefix):
                return ln[:300]
    return (lines[-1] if lines else "no output")[:300]


def minimize_failure(result):
    """Shrinks one mismatching program; the minimized pair lands beside the original."""
    ctx = CTX
    folder = result["folder"]
    with open(os.path.join(folder, "original.s")) as f:
        lines = f.read().splitlines()
    with open(os.path.join(folder, "original.state.json")) as f:
        state = json.load(f)
    mini = minimize.Minimizer(ctx["cutlm"], ctx["rtl"], os.path.join(folder, "work"),
                              ctx["minimize_runs"])
    got = mini.minimize(lines, state)
    shutil.rmtree(os.path.join(folder, "work"), ignore_errors=True)
    if got is None:
        return result["index"], None
    small, small_state, complete = got
    count = minimize.instruction_count(small)
    header = (f"// minimized from original.s ({minimize.instruction_count(lines)} instructions) "
              f"to {count} in {mini.runs} cosim runs"
              f"{'' if complete else ' (run budget reached: may shrink further)'}; first "
              f"mismatch in {mini.target_op}")
    with open(os.path.join(folder, "minimized.s"), "w") as f:
        f.write(header + "\n" + "\n".join(small) + "\n")
    with open(os.path.join(folder, "minimized.state.json"), "w") as f:
        json.dump(small_state, f, indent=1)
    return result["index"], count


# ---------------------------------------------------------------------------------------------


class Progress:
    """One line on a terminal's stderr, redrawn; nothing when stderr is not a terminal."""

    def __init__(self, total, label):
        self.total = total
        self.label = label
        self.on = sys.stderr.isatty()
        self.start = time.time()
        self.last = 0.0

    def update(self, done, failed, lanes, force=False):
        if not self.on:
            return
        now = time.time()
        if not force and now - self.last < 0.2:
            return
        self.last = now
        width = 30
        filled = width * done // max(self.total, 1)
        rate = lanes / (now - self.start) if now > self.start else 0
        eta = (now - self.start) / done * (self.total - done) if done else 0
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                         f"{done}/{self.total}, {failed} failed, {lanes:.3g} lanes "
                         f"({rate:.3g}/s), ETA {eta:.0f} s \x1b[K")
        sys.stderr.flush()

    def close(self):
        if self.on:
            sys.stderr.write("\n")


def flatten_counts(counts):
    """coverage_report's {kind: {bin: n}} as one {kind|bin: n}, sorted; a plain total (such as
    lanes) keeps its kind as its key."""
    flat = {}
    for kind in sorted(counts):
        if isinstance(counts[kind], dict):
            for b, n in sorted(counts[kind].items()):
                flat[f"{kind}|{b}"] = n
        else:
            flat[kind] = counts[kind]
    return flat


def unflatten_counts(flat):
    counts = programs.coverage_report.new_counts()
    for key, n in flat.items():
        if "|" not in key:
            counts[key] = n
            continue
        kind, b = key.split("|", 1)
        counts.setdefault(kind, {})[b] = n
    return counts


def merge_verilator(out, parts):
    """verilator_coverage --write of the coverage files the runs left (only a coverage build
    of cutlm writes them); the path relative to `out`, or None."""
    if not parts:
        return None
    dat = os.path.join(out, "coverage.dat")
    proc = subprocess.run(["verilator_coverage", "--write", dat, *parts], capture_output=True,
                          text=True)
    if proc.returncode != 0:
        print(f"cutlm regress: verilator_coverage --write failed: {proc.stderr.strip()[:200]}",
              file=sys.stderr)
        return None
    return os.path.relpath(dat, out)


def run_local(args):
    out = os.path.abspath(args.out)
    work = os.path.join(out, "work")
    try:
        # A rerun into the same folder replaces the previous run's reproducers.
        if os.path.exists(os.path.join(out, "failures")):
            shutil.rmtree(os.path.join(out, "failures"))
        os.makedirs(os.path.join(work, "vcov"), exist_ok=True)
    except OSError as e:
        print(f"cutlm regress: --out {args.out}: {e.strerror}", file=sys.stderr)
        return EXIT_USAGE
    try:
        units = programs.built_units(args.cutlm)
    except (OSError, RuntimeError) as e:
        print(f"cutlm regress: {e}", file=sys.stderr)
        return EXIT_USAGE
    CTX.update(cutlm=args.cutlm, seed=args.seed, wave=args.wave, loop=args.loop,
               length=args.length, rtl=args.cosim_rtl, out=out, work=work,
               minimize_runs=args.minimize_runs, gen=programs.Generator(units),
               vcov=programs.coverage_build(args.cutlm))
    indices = [i for i in range(args.programs) if i % args.shard_m == args.shard_k]
    jobs = args.jobs or len(os.sched_getaffinity(0))
    start = time.time()
    results = {}
    progress = Progress(len(indices), "regress")
    lanes = 0
    ctx_mp = multiprocessing.get_context("fork")
    with ctx_mp.Pool(min(jobs, max(len(indices), 1)), initializer=_worker_init) as pool:
        try:
            for r in pool.imap_unordered(run_program, indices):
                results[r["index"]] = r
                lanes += r["lanes"]
                failed = sum(x["status"] != "pass" for x in results.values())
                progress.update(len(results), failed, lanes)
            progress.update(len(results), failed if results else 0, lanes, force=True)
            progress.close()
            to_minimize = [results[i] for i in sorted(results)
                           if results[i]["status"] == "mismatch"]
            minimized = {}
            if to_minimize and args.minimize_runs > 0:
                shrink = Progress(len(to_minimize), "minimize")
                for index, count in pool.imap_unordered(minimize_failure, to_minimize):
                    minimized[index] = count
                    shrink.update(len(minimized), 0, 0)
                shrink.close()
        except KeyboardInterrupt:
            pool.terminate()
            progress.close()
            print("cutlm regress: interrupted", file=sys.stderr)
            return 130
    seconds = time.time() - start
    counts = programs.coverage_report.new_counts()
    failures = []
    for i in sorted(results):
        r = results[i]
        programs.coverage_report.merge(counts, r["coverage"])
        if r["status"] == "pass":
            continue
        rel = os.path.relpath(r["folder"], out)
        entry = {"index": i, "seed": r["seed"],
                 "original": {"program": f"{rel}/original.s",
                              "state": f"{rel}/original.state.json"},
                 "minimized": None}
        if minimized.get(i) is not None:
            entry["minimized"] = {"program": f"{rel}/minimized.s",
                                  "state": f"{rel}/minimized.state.json",
                                  "instructions": minimized[i]}
        failures.append(entry)
    vcov = sorted(os.path.join(work, "vcov", f) for f in os.listdir(os.path.join(work, "vcov")))
    summary = {
        "format": FORMAT, "seed": args.seed, "programs": args.programs,
        "passed": sum(r["status"] == "pass" for r in results.values()),
        "failed": sum(r["status"] != "pass" for r in results.values()),
        "instructions": sum(r["instructions"] for r in results.values()),
        "lanes": sum(r["lanes"] for r in results.values()),
        "mismatches": sum(r["mismatches"] for r in results.values()),
        "seconds": round(seconds, 3), "wave": args.wave, "cosim_rtl": args.cosim_rtl,
        "loop": args.loop, "length": args.length,
        "shard": args.shard if args.shard_m > 1 or args.shard else None,
        "failures": failures,
        "coverage": {"functional": flatten_counts(counts),
                     "verilator": merge_verilator(out, vcov)},
    }
    shutil.rmtree(work, ignore_errors=True)
    write_summary(out, summary)
    with open(os.path.join(out, "functional_coverage.json"), "w") as f:
        json.dump(counts, f)
    report(summary, out, {r["index"]: r for r in results.values()})
    return exit_status(summary, results.values())


def exit_status(summary, results):
    if summary["mismatches"] or any(r["status"] == "mismatch" for r in results):
        return EXIT_MISMATCH
    return EXIT_ERROR if summary["failed"] else EXIT_OK


def write_summary(out, summary):
    os.makedirs(out, exist_ok=True)
    tmp = os.path.join(out, "summary.json.tmp")
    with open(tmp, "w") as f:
        json.dump(summary, f, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(out, "summary.json"))


def report(summary, out, results=None):
    s = summary
    rate = s["lanes"] / s["seconds"] if s["seconds"] else 0
    print(f"cutlm regress: seed {s['seed']}, {s['programs']} programs"
          f"{' (shard ' + s['shard'] + ')' if s['shard'] else ''}, wave {s['wave']}, "
          f"{s['cosim_rtl']} RTL: {s['passed']} passed, {s['failed']} failed; "
          f"{s['instructions']} instructions, {s['lanes']} lanes, {s['mismatches']} mismatches "
          f"in {s['seconds']:.1f} s ({rate:.3g} lanes/s)")
    for f in s["failures"]:
        r = (results or {}).get(f["index"], {})
        mini = f["minimized"]
        small = (f"; minimized to {mini['instructions']} instructions: {mini['program']}"
                 if mini else "")
        print(f"  FAIL program {f['index']} (generator seed {f['seed']}): "
              f"{r.get('message', 'see ' + f['original']['program'])}\n"
              f"    {f['original']['program']}{small}")
    print(f"summary: {os.path.join(out, 'summary.json')}")


# ---------------------------------------------------------------------------------------------
# Merging shards


def merge_dir(folder):
    """DIR/shard-K/summary.json for K in 0..M-1 -> DIR/summary.json. Returns the exit status
    (2 with one line naming the shard when one is missing or disagrees)."""
    folder = os.path.abspath(folder)
    if not os.path.isdir(folder):
        print(f"cutlm regress --merge: {folder} is not a folder", file=sys.stderr)
        return EXIT_USAGE
    found = {}
    for name in os.listdir(folder):
        m = re.fullmatch(r"shard-(\d+)", name)
        if m and os.path.isdir(os.path.join(folder, name)):
            found[int(m.group(1))] = os.path.join(folder, name)
    if not found:
        print(f"cutlm regress --merge: no shard-K folder in {folder}", file=sys.stderr)
        return EXIT_USAGE
    shards = {}
    for k, path in sorted(found.items()):
        summary_path = os.path.join(path, "summary.json")
        try:
            with open(summary_path) as f:
                shards[k] = json.load(f)
        except FileNotFoundError:
            print(f"cutlm regress --merge: shard {k}: {summary_path} is missing (the shard did "
                  f"not finish?)", file=sys.stderr)
            return EXIT_USAGE
        except (OSError, ValueError) as e:
            print(f"cutlm regress --merge: shard {k}: {summary_path}: {e}", file=sys.stderr)
            return EXIT_USAGE
    ref_k = min(shards)
    ref = shards[ref_k]
    m_total = None
    for k, s in sorted(shards.items()):
        shard = s.get("shard") if isinstance(s, dict) else None
        sm = re.fullmatch(r"(\d+)/(\d+)", shard or "")
        if s.get("format") != FORMAT or not sm:
            print(f"cutlm regress --merge: shard {k}: {found[k]}/summary.json is not a shard's "
                  f"summary ({FORMAT} with \"shard\": \"K/M\")", file=sys.stderr)
            return EXIT_USAGE
        if int(sm.group(1)) != k:
            print(f"cutlm regress --merge: shard {k}: its summary says shard {shard}",
                  file=sys.stderr)
            return EXIT_USAGE
        if m_total is None:
            m_total = int(sm.group(2))
        for key, value in (("M", int(sm.group(2))),) + tuple(
                (key, s.get(key)) for key in ("seed", "programs", "wave", "cosim_rtl", "loop",
                                              "length")):
            want = m_total if key == "M" else ref.get(key)
            if value != want:
                print(f"cutlm regress --merge: shard {k}: {key} {value} differs from shard "
                      f"{ref_k}'s {want}", file=sys.stderr)
                return EXIT_USAGE
    missing = [k for k in range(m_total) if k not in shards]
    if missing:
        print(f"cutlm regress --merge: shard {missing[0]} of {m_total} is missing "
              f"({os.path.join(folder, f'shard-{missing[0]}', 'summary.json')})",
              file=sys.stderr)
        return EXIT_USAGE
    extra = [k for k in shards if k >= m_total]
    if extra:
        print(f"cutlm regress --merge: shard {extra[0]} is beyond the {m_total} shards",
              file=sys.stderr)
        return EXIT_USAGE
    merged = {key: ref[key] for key in ("format", "seed", "programs")}
    for key in ("passed", "failed", "instructions", "lanes", "mismatches"):
        merged[key] = sum(s[key] for s in shards.values())
    merged["seconds"] = round(max(s["seconds"] for s in shards.values()), 3)
    for key in ("wave", "cosim_rtl", "loop", "length"):
        merged[key] = ref.get(key)
    merged["shard"] = None
    failures = []
    for k, s in shards.items():
        for f in s["failures"]:
            f = json.loads(json.dumps(f))
            for pair in ("original", "minimized"):
                if f.get(pair):
                    for what in ("program", "state"):
                        f[pair][what] = f"shard-{k}/{f[pair][what]}"
            failures.append(f)
    merged["failures"] = sorted(failures, key=lambda f: f["index"])
    functional = {}
    for s in shards.values():
        for b, n in s["coverage"]["functional"].items():
            functional[b] = functional.get(b, 0) + n
    dats = [os.path.join(folder, f"shard-{k}", s["coverage"]["verilator"])
            for k, s in sorted(shards.items()) if s["coverage"].get("verilator")]
    merged["coverage"] = {"functional": dict(sorted(functional.items())),
                          "verilator": merge_verilator(folder, dats)}
    write_summary(folder, merged)
    with open(os.path.join(folder, "functional_coverage.json"), "w") as f:
        json.dump(unflatten_counts(functional), f)
    report(merged, folder)
    if merged["mismatches"] or any(s["mismatches"] for s in shards.values()):
        return EXIT_MISMATCH
    return EXIT_ERROR if merged["failed"] else EXIT_OK


# ---------------------------------------------------------------------------------------------


def _terminated(signum, frame):
    raise KeyboardInterrupt()


def main(argv):
    # kill/scancel as Ctrl-C: the pool and its cutlm runs are stopped, not orphaned.
    signal.signal(signal.SIGTERM, _terminated)
    try:
        args = parse_args(argv)
    except UsageError as e:
        print(f"cutlm regress: {e} (see cutlm help regress)", file=sys.stderr)
        return EXIT_USAGE
    if args.merge is not None:
        return merge_dir(args.merge)
    if args.slurm:
        # scripts/cutlm_regress_slurm.py's run_slurm(args) gets the parsed options (cutlm,
        # programs, seed, jobs, wave, cosim_rtl, loop, length, minimize_runs, out, partition,
        # shards, time, dry_run, no_wait); forward_args(args) gives what every shard's
        # `cutlm regress --shard K/M` runs with, merge_dir(DIR) merges the shards.
        here = os.path.dirname(os.path.abspath(__file__))
        if not os.path.exists(os.path.join(here, "cutlm_regress_slurm.py")):
            print("cutlm regress: --slurm: not available", file=sys.stderr)
            return EXIT_USAGE
        import cutlm_regress_slurm
        return cutlm_regress_slurm.run_slurm(args)
    return run_local(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
