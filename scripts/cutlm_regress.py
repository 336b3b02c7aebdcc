#!/usr/bin/env python3
"""cutlm regress: random co-simulation programs, each a `cutlm run --cosim` child process (J at a
time), with minimized reproducers of every mismatch and the merged coverage, in
DIR/summary.json.

  cutlm regress --programs N --seed S [--jobs J] [--wave 32|64|both]
                [--arch gfx1100|gfx1200] [--cosim-rtl normal|faulty] [--shard K/M]
                [--loop N] [--length L] [--minimize-runs R] [--program-timeout SECONDS]
                [--merge-timeout SECONDS]
                [--timing fast|cycle [--cus N | --gpu rx7900xtx]] --out DIR
  cutlm regress --merge DIR [--merge-timeout SECONDS]
  cutlm regress --slurm [--partition P] [--shards M] [--time LIMIT] [--dry-run] [--no-wait] ...

Program i (0 <= i < N, N at most 10^12) depends on S and i only (scripts/regress/programs.py), so the same seed
gives the same programs and totals whatever J or the sharding. A program that runs longer than
its budget (from its instruction count, or --program-timeout) is killed and counted as a
failure ("timed out after N s"). SIGINT, SIGTERM or SIGHUP stop the run within seconds: every
child ended, scratch files removed, the programs done so far in DIR/summary.json marked
"interrupted". Exit status: 0 every program matched; 3 something mismatched; 1 a program ended
otherwise (model error, crash, timeout) and nothing mismatched, or an internal error; 2 bad
usage, an output that cannot be written (a full disk), or --merge found a shard missing,
inconsistent or malformed; 128+n stopped by signal n (130 SIGINT, 143 SIGTERM, 129 SIGHUP).
"""
# The docstring is the command's --help text. `cutlm regress ...`
# (tb/cutlm/regress_command.cpp) starts this script and adds `--cutlm PATH` (itself).
import os
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from regress.stop import STOP, signal_name  # noqa: E402


def _on_signal(signum, frame):
    if STOP.signum is None:
        STOP.signum = signum


# Before the imports below (the generator's tables take a moment to load), so that a signal
# during them is handled too: no KeyboardInterrupt traceback anywhere.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
for _signum in STOP_SIGNALS:
    signal.signal(_signum, _on_signal)
# `cutlm regress` blocks them before it starts Python (so none is lost or ends it with a
# traceback while Python starts): one that came meanwhile is handled now.
signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)

import argparse  # noqa: E402
import collections  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

from regress import programs  # noqa: E402
from regress import minimize  # noqa: E402
import cutlm_regress_slurm  # noqa: E402

FORMAT = "cutlm-regress/1"
# The generations random_program.py writes programs for (tb/cosim/generations.json).
GENERATIONS = programs.random_program.generation.NAMES
DEFAULT_GENERATION = programs.random_program.generation.DEFAULT
EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_MISMATCH = 0, 1, 2, 3
# Runs a minimization may spend on one failure (deterministic, unlike a time limit).
DEFAULT_MINIMIZE_RUNS = 400
# How long a stopping regression waits for its threads (each ends its cutlm within 0.1 s; a
# thread inside the generator finishes its llvm-mc run first).
STOP_GRACE_S = 5.0
LOOP_MAX = 1 << 20
LENGTH_MAX = 100000
# A trillion programs: years of cosim on the largest cluster; the bound keeps a mistyped count
# from meaning "forever" (and from overflowing a range's length, 2**63).
PROGRAMS_MAX = 10 ** 12
# verilator_coverage --write's time limit merging F coverage files: this plus a second a file
# (it reads a few MB a file in well under that), unless --merge-timeout says otherwise.
MERGE_TIMEOUT_BASE_S = 300


def stopping():
    return bool(STOP)


def stopping_soon(grace=0.5):
    """Whether the regression is stopping, or starts to within `grace` s: a signal sent to the
    whole process group can end a child (the generator's llvm-mc) a moment before the main
    thread's handler runs, and what that child's end looked like is no failure."""
    end = time.monotonic() + grace
    while not stopping() and time.monotonic() < end:
        time.sleep(0.02)
    return stopping()


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


# Options that take a value: a value that begins with '-' (`--shard -1/2`) is joined to its
# option before argparse sees it, which would take it for an option and say "expected one
# argument"; the option's own check then names what is wrong with it.
VALUE_OPTIONS = ("--cutlm", "--programs", "--seed", "--jobs", "-j", "--wave", "--arch",
                 "--cosim-rtl", "--shard", "--loop", "--length", "--minimize-runs",
                 "--program-timeout",
                 "--timing", "--cus", "--gpu", "--merge-timeout", "--out", "--merge", "--partition",
                 "--shards", "--time")


def join_dash_values(argv):
    out = []
    i = 0
    while i < len(argv):
        word = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        if word in VALUE_OPTIONS and nxt is not None and nxt.startswith("-") and \
                not nxt.startswith("--") and nxt[:2] not in ("-j", "-h"):
            out.append(f"{word}={nxt}")
            i += 2
            continue
        out.append(word)
        i += 1
    return out


def parse_args(argv):
    ap = Parser(prog="cutlm regress", usage=argparse.SUPPRESS, description=__doc__,
                formatter_class=argparse.RawDescriptionHelpFormatter,
                epilog="Exit status: 0 clean, 3 a mismatch, 1 another program failure, "
                       "2 bad usage or an unwritable output, 128+n signal n.\nThe README's "
                       "\"Regressions\" section explains summary.json and how to replay a "
                       "failure.")
    ap.add_argument("--cutlm", required=True, help=argparse.SUPPRESS)
    ap.add_argument("--programs", type=int, metavar="N", help="programs to run")
    ap.add_argument("--seed", type=int, metavar="S", help="the regression's seed")
    ap.add_argument("--jobs", "-j", type=int, metavar="J",
                    help="cutlm runs side by side (default: the machine's cores)")
    ap.add_argument("--wave", choices=["32", "64", "both"], default="32",
                    help="wave size (both: even programs wave32, odd wave64)")
    ap.add_argument("--arch", choices=GENERATIONS, default=DEFAULT_GENERATION,
                    help="the GPU generation the programs are written for and run as "
                    "(random_program.py gen --arch, cutlm run --arch)")
    ap.add_argument("--cosim-rtl", choices=["normal", "faulty"], default="normal",
                    help="faulty: the RTL with lane 5 broken, to see failures and reproducers")
    ap.add_argument("--shard", metavar="K/M", help="run only the programs i with i %% M == K")
    ap.add_argument("--loop", type=int, metavar="N",
                    help="every program's loop count (default: drawn per program)")
    ap.add_argument("--length", type=int, metavar="L",
                    help="every program's body length (default: drawn per program)")
    ap.add_argument("--minimize-runs", type=int, default=DEFAULT_MINIMIZE_RUNS, metavar="R",
                    help="cosim runs a minimization may spend per failure (0: do not minimize)")
    ap.add_argument("--program-timeout", type=float, metavar="SECONDS",
                    help="kill a cosim run after this long (default: a budget from the "
                         "program's instruction count, 60 s and more)")
    ap.add_argument("--merge-timeout", type=float, metavar="SECONDS",
                    help="kill verilator_coverage merging the coverage files after this long "
                         f"(default: {MERGE_TIMEOUT_BASE_S} s plus 1 s per file)")
    ap.add_argument("--timing", choices=["fast", "cycle"], default="fast",
                    help="the timing mode every program runs in (cutlm run --timing)")
    ap.add_argument("--cus", type=int, metavar="N",
                    help="with --timing cycle: each program on a GPU of N compute units")
    ap.add_argument("--gpu", choices=["rx7900xtx"],
                    help="with --timing cycle: each program on the whole GPU (--cus 96)")
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
    args = ap.parse_args(join_dash_values(argv))

    slurm_only = [o for o, v in (("--partition", args.partition), ("--shards", args.shards),
                                 ("--time", args.time), ("--dry-run", args.dry_run),
                                 ("--no-wait", args.no_wait)) if v is not None and v is not False]
    if slurm_only and not args.slurm:
        raise UsageError(f"{slurm_only[0]} needs --slurm")
    if args.merge_timeout is not None and not (math.isfinite(args.merge_timeout) and
                                               args.merge_timeout > 0):
        raise UsageError(f"--merge-timeout must be a number of seconds above 0, not "
                         f"{args.merge_timeout}")
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
    if not 1 <= args.programs <= PROGRAMS_MAX:
        raise UsageError(f"--programs must be 1..{PROGRAMS_MAX}, not {args.programs}")
    if args.seed < 0:
        raise UsageError(f"--seed must be 0 or more, not {args.seed}")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    if args.gpu is not None:
        if args.cus is not None and args.cus != 96:
            raise UsageError(f"--cus {args.cus} contradicts --gpu {args.gpu} (96 CUs)")
        args.cus = 96
    if args.cus is not None and args.timing != "cycle":
        raise UsageError("--cus and --gpu need --timing cycle")
    if args.cus is not None and args.cus not in GPU_SIZES:
        raise UsageError(f"--cus {args.cus}: a GPU of 1, 2, 4, 6 or 8 CUs or a multiple of 16 "
                         f"up to 96")
    programs.MODEL_OPTIONS[:] = model_options(args)
    if args.loop is not None and not 0 <= args.loop <= LOOP_MAX:
        raise UsageError(f"--loop must be 0..{LOOP_MAX}, not {args.loop}")
    if args.length is not None and not 1 <= args.length <= LENGTH_MAX:
        raise UsageError(f"--length must be 1..{LENGTH_MAX}, not {args.length}")
    if args.minimize_runs < 0:
        raise UsageError(f"--minimize-runs must be 0 or more, not {args.minimize_runs}")
    if args.program_timeout is not None and not (math.isfinite(args.program_timeout) and
                                                 args.program_timeout > 0):
        raise UsageError(f"--program-timeout must be a number of seconds above 0, not "
                         f"{args.program_timeout}")
    if args.shards is not None and args.shards < 1:
        raise UsageError(f"--shards must be at least 1, not {args.shards}")
    if args.partition is not None and (len(args.partition) > 200 or
                                       not cutlm_regress_slurm.PARTITION.fullmatch(args.partition)):
        raise UsageError(f"--partition wants a Slurm partition name or a comma-separated list "
                         f"of them (letters, digits, _ . + -), not {args.partition!r}")
    if args.time is not None and not cutlm_regress_slurm.TIME_LIMIT.fullmatch(args.time):
        raise UsageError(f"--time wants a Slurm time limit (MIN, MIN:SEC, H:MIN:SEC, D-H, "
                         f"D-H:MIN, D-H:MIN:SEC or UNLIMITED), not {args.time!r}")
    args.shard_k, args.shard_m = 0, 1
    if args.shard is not None:
        if args.slurm:
            raise UsageError("--shard is for one shard's run; --slurm makes the shards itself")
        m = re.fullmatch(r"(\d+)/(\d+)", args.shard)
        if not m or int(m.group(2)) < 1 or int(m.group(1)) >= int(m.group(2)):
            raise UsageError(f"--shard wants K/M, whole numbers with 0 <= K < M (shard K of "
                             f"M), not {args.shard!r}")
        args.shard_k, args.shard_m = int(m.group(1)), int(m.group(2))
    return args


# The GPU shapes cutlm --cus takes (docs/timing.md, "The whole GPU").
GPU_SIZES = (1, 2, 4, 6, 8, 16, 32, 48, 64, 80, 96)


def model_options(args):
    """What every cutlm run of the regression adds for its generation, timing mode and GPU
    (the default generation unsaid, as before the option existed)."""
    out = [] if args.arch == DEFAULT_GENERATION else ["--arch", args.arch]
    out += [] if args.timing == "fast" else ["--timing", args.timing]
    if args.cus is not None:
        out += ["--cus", str(args.cus)]
    return out


def forward_args(args):
    """The options every shard of this regression runs with (for the Slurm script): the
    program set and the variant, not the scheduling (jobs, shard, out)."""
    out = ["--programs", str(args.programs), "--seed", str(args.seed), "--wave", args.wave,
           "--cosim-rtl", args.cosim_rtl, "--minimize-runs", str(args.minimize_runs)]
    out += model_options(args)
    if args.loop is not None:
        out += ["--loop", str(args.loop)]
    if args.length is not None:
        out += ["--length", str(args.length)]
    if getattr(args, "program_timeout", None) is not None:
        out += ["--program-timeout", f"{args.program_timeout:g}"]
    return out


# ---------------------------------------------------------------------------------------------
# The work of one program, done on a worker thread: the Python part (generating, counting the
# coverage of the trace) is short next to the cutlm child it waits for.


class Context:
    def __init__(self, args, out, work, gen, vcov):
        self.cutlm = args.cutlm
        self.seed = args.seed
        self.wave = args.wave
        self.arch = args.arch
        self.loop = args.loop
        self.length = args.length
        self.rtl = args.cosim_rtl
        self.program_timeout = args.program_timeout
        self.minimize_runs = args.minimize_runs
        self.out = out
        self.work = work
        self.gen = gen
        self.vcov = vcov


def remove_quietly(path):
    try:
        os.remove(path)
    except OSError:
        pass


def run_program(ctx, index):
    gen = ctx.gen
    spec = programs.Spec(ctx.seed, index, ctx.wave, ctx.loop, ctx.length, ctx.arch)
    name = f"p{index:06d}"
    base = os.path.join(ctx.work, name)
    result = {"index": index, "seed": spec.gen_seed, "wave64": spec.wave64, "status": "error",
              "rc": None, "instructions": 0, "lanes": 0, "mismatches": 0,
              "coverage": programs.coverage_report.new_counts()}
    try:
        text, state = gen.generate(spec)
    except SystemExit as e:
        # random_program's verdict on a program llvm-mc keeps rejecting: nothing to run.
        if stopping_soon():
            raise programs.Stopped()
        result.update(reason=f"generator: {e}"[:300], budget=None)
        return result
    if stopping():
        raise programs.Stopped()
    lines = text.splitlines()
    budget = ctx.program_timeout or programs.run_budget(minimize.instruction_count(lines),
                                                        spec.loop, spec.wave64)
    result["budget"] = budget
    programs.write_file(base + ".s", text)
    programs.write_json(base + ".state.json", state)
    trace = base + ".trace.jsonl"
    extra = ["--trace", trace]
    vcov = os.path.join(ctx.work, "vcov", name + ".dat")
    if ctx.vcov:
        extra += ["--rtl-coverage", vcov]
    try:
        got = programs.run_cosim(ctx.cutlm, base + ".s", base + ".state.json", ctx.rtl, extra,
                                 timeout=budget, should_stop=stopping)
        status, reason = got["status"], None
        # A timed-out run's trace is cut anywhere (and may be huge): not counted.
        if status != "timeout" and os.path.exists(trace):
            counts = programs.coverage_report.new_counts()
            try:
                programs.coverage_report.accumulate(trace, state, counts, gen.by_name,
                                                    gen.rtl_ops)
                if status != "pass":
                    got["lanes"] = programs.trace_lanes(trace, gen, state)
                result["coverage"] = counts
            except OSError as e:
                raise programs.RunError(programs.os_error_message("read", e))
            except (ValueError, TypeError, KeyError, AttributeError, IndexError) as e:
                # cutlm writes whole JSON lines: a bad one is cutlm's failure, not ours.
                status, reason = "error", f"unreadable trace: {type(e).__name__}: {e}"[:300]
                got["lanes"] = 0
    finally:
        remove_quietly(trace)
    if status == "timeout":
        reason = f"timed out after {budget:g} s"
        remove_quietly(vcov)  # cut anywhere too: verilator_coverage could not read it
    result.update(status=status, rc=got["rc"], instructions=got["instructions"],
                  lanes=got["lanes"] or 0, mismatches=got["mismatches"])
    if status != "pass":
        folder = os.path.join(ctx.out, "failures", name)
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as e:
            raise programs.RunError(programs.os_error_message("create", e))
        programs.write_file(os.path.join(folder, "original.s"), text)
        programs.write_json(os.path.join(folder, "original.state.json"), state)
        programs.write_file(os.path.join(folder, "original.log"),
                            f"# {spec.gen_command()}\n# exit {got['rc']}"
                            f"{' (' + reason + ')' if reason else ''}\n{got['output']}")
        result["folder"] = folder
        result["reason"] = reason or last_line(got["output"])
    remove_quietly(base + ".s")
    remove_quietly(base + ".state.json")
    return result


def last_line(text):
    """The line that says what went wrong: the cosim verdict, else cutlm's error line."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for prefix in ("cosim:", "cutlm"):
        for ln in lines:
            if ln.startswith(prefix):
                return ln[:300]
    return (lines[-1] if lines else "no output")[:300]


def minimize_failure(ctx, result):
    """Shrinks one mismatching program; the minimized pair lands beside the original."""
    folder = result["folder"]
    try:
        with open(os.path.join(folder, "original.s")) as f:
            lines = f.read().splitlines()
        with open(os.path.join(folder, "original.state.json")) as f:
            state = json.load(f)
    except OSError as e:
        raise programs.RunError(programs.os_error_message("read", e))
    work = os.path.join(folder, "work")
    mini = minimize.Minimizer(ctx.cutlm, ctx.rtl, work, ctx.minimize_runs,
                              timeout=result["budget"], should_stop=stopping)
    try:
        got = mini.minimize(lines, state)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if got is None:
        return result["index"], None
    small, small_state, complete = got
    count = minimize.instruction_count(small)
    header = (f"// minimized from original.s ({minimize.instruction_count(lines)} instructions) "
              f"to {count} in {mini.runs} cosim runs"
              f"{'' if complete else ' (run budget reached: may shrink further)'}; first "
              f"mismatch in {mini.target_op}")
    programs.write_file(os.path.join(folder, "minimized.s"),
                        header + "\n" + "\n".join(small) + "\n")
    programs.write_json(os.path.join(folder, "minimized.state.json"), small_state, indent=1)
    return result["index"], count


def run_parallel(items, jobs, work, on_result):
    """work(item) for every item on `jobs` threads, on_result(its result) on this (the main)
    thread as each finishes, until all have or the regression stops. The main thread polls
    deques (atomic appends and pops) between short sleeps, which a signal handler interrupts
    and resumes cleanly; it does not wait in queue.SimpleQueue.get(timeout=...): on Python 3.11
    a signal handled there after the deadline leaves it a negative time, which means forever."""
    # One iterator for every thread (next() on a list's or range's iterator is atomic), so
    # that a range of programs is never made a list.
    pending = iter(items)
    done = collections.deque()

    def worker():
        while not stopping():
            try:
                item = next(pending)
            except StopIteration:
                return
            try:
                done.append(work(item))
            except programs.Stopped:
                return
            except programs.RunError as e:
                STOP.fail(EXIT_USAGE, str(e))
                return
            except BaseException as e:  # noqa: B036 - a thread's end must stop the run
                if not stopping_soon():
                    STOP.fail(EXIT_ERROR, f"internal error: {type(e).__name__}: {e}"[:400])
                return

    threads = [threading.Thread(target=worker, name=f"regress-{i}", daemon=True)
               for i in range(min(jobs, len(items)))]
    for t in threads:
        t.start()
    finished = 0

    def collect():
        nonlocal finished
        while done:
            on_result(done.popleft())
            finished += 1

    while finished < len(items) and not stopping():
        collect()
        if finished < len(items):
            if not any(t.is_alive() for t in threads):
                collect()
                break
            time.sleep(0.02)
    if stopping():
        programs.kill_all_running()
        deadline = time.monotonic() + STOP_GRACE_S
        while any(t.is_alive() for t in threads) and time.monotonic() < deadline:
            time.sleep(0.02)
        programs.kill_all_running()
    else:
        while any(t.is_alive() for t in threads):
            time.sleep(0.02)
    collect()
    return finished == len(items)


# ---------------------------------------------------------------------------------------------


class Progress:
    """One line on a terminal's stderr, redrawn; nothing when stderr is not a terminal."""

    def __init__(self, total, label):
        self.total = total
        self.label = label
        self.on = sys.stderr.isatty()
        self.start = time.time()
        self.last = 0.0
        self.drawn = False

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
        self.drawn = True

    def close(self):
        if self.on and self.drawn:
            sys.stderr.write("\n")
            self.drawn = False


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


def merge_verilator(out, parts, timeout=None):
    """verilator_coverage --write of the coverage files the runs left (only a coverage build
    of cutlm writes them), killed after `timeout` seconds (default: MERGE_TIMEOUT_BASE_S plus
    one a file); the path relative to `out`, or None."""
    if not parts:
        return None
    dat = os.path.join(out, "coverage.dat")
    budget = timeout or MERGE_TIMEOUT_BASE_S + len(parts)
    try:
        rc, text = programs.run_child(["verilator_coverage", "--write", dat, *parts],
                                      timeout=budget)
        if rc is None:
            text = (f"timed out after {budget:g} s merging {len(parts)} coverage files "
                    f"(--merge-timeout)")
    except programs.RunError as e:
        rc, text = None, str(e)
    if rc != 0:
        print(f"cutlm regress: verilator_coverage --write failed: {text.strip()[:200]}; "
              f"{dat} not written", file=sys.stderr)
        remove_quietly(dat)
        return None
    return os.path.relpath(dat, out)


# What a run into DIR writes: a rerun replaces all of it, so nothing of an earlier run (a
# summary, a reproducer) passes for this one's.
RUN_OUTPUTS = ("summary.json", "functional_coverage.json", "coverage.dat")


def prepare_out(out, work):
    for name in RUN_OUTPUTS:
        path = os.path.join(out, name)
        if os.path.isfile(path) or os.path.islink(path):
            os.remove(path)
    for folder in (os.path.join(out, "failures"), work):
        if os.path.lexists(folder):
            shutil.rmtree(folder)
    os.makedirs(os.path.join(work, "vcov"))


def remove_scratch(out, work):
    """The runs' scratch files: work/ (programs, traces, coverage parts) and the minimizers'
    failures/*/work/."""
    shutil.rmtree(work, ignore_errors=True)
    failures = os.path.join(out, "failures")
    try:
        names = os.listdir(failures)
    except OSError:
        return
    for name in names:
        shutil.rmtree(os.path.join(failures, name, "work"), ignore_errors=True)


def run_local(args):
    out = os.path.abspath(args.out)
    work = os.path.join(out, "work")
    try:
        prepare_out(out, work)
    except OSError as e:
        print(f"cutlm regress: --out {args.out}: {programs.os_error_message('prepare', e)}",
              file=sys.stderr)
        return EXIT_USAGE
    try:
        return run_programs(args, out, work)
    finally:
        programs.kill_all_running()
        remove_scratch(out, work)


def run_programs(args, out, work):
    try:
        units = programs.built_units(args.cutlm)
        ctx = Context(args, out, work, programs.Generator(units, args.arch),
                      programs.coverage_build(args.cutlm))
    except (RuntimeError, programs.RunError) as e:
        print(f"cutlm regress: {e}", file=sys.stderr)
        return EXIT_USAGE
    except SystemExit as e:
        print(f"cutlm regress: generator: {e}", file=sys.stderr)
        return EXIT_USAGE
    if stopping():
        return finish_stopped(args, out, None)
    # A range, not a list: a shard's programs are counted, never listed.
    indices = range(args.shard_k, args.programs, args.shard_m)
    jobs = args.jobs or len(os.sched_getaffinity(0))
    start = time.time()
    results = {}
    progress = Progress(len(indices), "regress")
    tally = {"failed": 0, "lanes": 0}

    def on_result(r):
        results[r["index"]] = r
        tally["lanes"] += r["lanes"]
        tally["failed"] += r["status"] != "pass"
        progress.update(len(results), tally["failed"], tally["lanes"])

    all_ran = run_parallel(indices, jobs, lambda i: run_program(ctx, i), on_result)
    progress.update(len(results), tally["failed"], tally["lanes"], force=True)
    progress.close()
    minimized = {}
    to_minimize = [results[i] for i in sorted(results) if results[i]["status"] == "mismatch"]
    all_minimized = True
    if all_ran and to_minimize and args.minimize_runs > 0:
        shrink = Progress(len(to_minimize), "minimize")

        def on_minimized(got):
            minimized[got[0]] = got[1]
            shrink.update(len(minimized), 0, 0)

        all_minimized = run_parallel(to_minimize, jobs, lambda r: minimize_failure(ctx, r),
                                     on_minimized)
        shrink.close()
    complete = all_ran and all_minimized and not stopping()
    summary, counts = build_summary(args, out, results, minimized, time.time() - start)
    if not complete:
        shrunk = (f" ({sum(v is not None for v in minimized.values())} of {len(to_minimize)} "
                  f"mismatching programs minimized)" if all_ran and to_minimize else "")
        return finish_stopped(args, out, summary, shrunk)
    programs.kill_all_running()
    vcov_dir = os.path.join(work, "vcov")
    vcov = sorted(os.path.join(vcov_dir, f) for f in os.listdir(vcov_dir))
    summary["coverage"]["verilator"] = merge_verilator(out, vcov, args.merge_timeout)
    remove_scratch(out, work)
    try:
        write_summary(out, summary)
        programs.write_json(os.path.join(out, "functional_coverage.json"), counts)
    except programs.RunError as e:
        print(f"cutlm regress: {e}", file=sys.stderr)
        return EXIT_USAGE
    report(summary, out, results)
    return exit_status(summary, results.values())


def build_summary(args, out, results, minimized, seconds):
    counts = programs.coverage_report.new_counts()
    failures = []
    for i in sorted(results):
        r = results[i]
        programs.coverage_report.merge(counts, r["coverage"])
        if r["status"] == "pass":
            continue
        entry = {"index": i, "seed": r["seed"], "status": r["status"],
                 "reason": r.get("reason", ""), "original": None, "minimized": None}
        if r.get("folder"):
            rel = os.path.relpath(r["folder"], out)
            entry["original"] = {"program": f"{rel}/original.s",
                                 "state": f"{rel}/original.state.json"}
            if minimized.get(i) is not None:
                entry["minimized"] = {"program": f"{rel}/minimized.s",
                                      "state": f"{rel}/minimized.state.json",
                                      "instructions": minimized[i]}
        failures.append(entry)
    summary = {
        "format": FORMAT, "seed": args.seed, "programs": args.programs,
        "passed": sum(r["status"] == "pass" for r in results.values()),
        "failed": sum(r["status"] != "pass" for r in results.values()),
        "instructions": sum(r["instructions"] for r in results.values()),
        "lanes": sum(r["lanes"] for r in results.values()),
        "mismatches": sum(r["mismatches"] for r in results.values()),
        "seconds": round(seconds, 3), "wave": args.wave, "arch": args.arch,
        "cosim_rtl": args.cosim_rtl,
        "timing": args.timing, "cus": args.cus,
        "loop": args.loop, "length": args.length,
        "shard": args.shard if args.shard_m > 1 or args.shard else None,
        "interrupted": None,
        "failures": failures,
        "coverage": {"functional": flatten_counts(counts), "verilator": None},
    }
    return summary, counts


def finish_stopped(args, out, summary, note=""):
    """The end of a run that did not finish: every child ended, the programs done so far in a
    summary marked "interrupted" (by the signal's name or the error), one line on stderr.
    Exit status 128+n for signal n, else the error's."""
    programs.kill_all_running()
    # First, so that on a full disk the summary has the scratch files' room.
    remove_scratch(out, os.path.join(out, "work"))
    if STOP.error is not None:
        status, why = STOP.error
    else:
        status, why = 128 + STOP.signum, f"interrupted by {signal_name(STOP.signum)}"
    if summary is None:
        summary, _ = build_summary(args, out, {}, {}, 0.0)
    summary["interrupted"] = (signal_name(STOP.signum) if STOP.error is None else why)
    done = summary["passed"] + summary["failed"]
    planned = max(0, (args.programs - args.shard_k + args.shard_m - 1) // args.shard_m)
    try:
        write_summary(out, summary)
        kept = (f"{done} of {planned} programs done{note}, in "
                f"{os.path.join(out, 'summary.json')}")
    except programs.RunError as e:
        kept = f"no summary: {e}"
    print(f"cutlm regress: {why}; {kept}", file=sys.stderr)
    return status


def exit_status(summary, results):
    if summary["mismatches"] or any(r["status"] == "mismatch" for r in results):
        return EXIT_MISMATCH
    return EXIT_ERROR if summary["failed"] else EXIT_OK


def write_summary(out, summary):
    try:
        os.makedirs(out, exist_ok=True)
    except OSError as e:
        raise programs.RunError(programs.os_error_message("create", e))
    programs.write_json(os.path.join(out, "summary.json"), summary, indent=1)


def report(summary, out, results=None):
    s = summary
    rate = s["lanes"] / s["seconds"] if s["seconds"] else 0
    print(f"cutlm regress: seed {s['seed']}, {s['programs']} programs"
          f"{' (shard ' + s['shard'] + ')' if s['shard'] else ''}, {s['arch']} wave {s['wave']}, "
          f"{s['cosim_rtl']} RTL: {s['passed']} passed, {s['failed']} failed; "
          f"{s['instructions']} instructions, {s['lanes']} lanes, {s['mismatches']} mismatches "
          f"in {s['seconds']:.1f} s ({rate:.3g} lanes/s)")
    for f in s["failures"]:
        mini = f["minimized"]
        small = (f"; minimized to {mini['instructions']} instructions: {mini['program']}"
                 if mini else "")
        where = f"\n    {f['original']['program']}{small}" if f.get("original") else ""
        print(f"  FAIL program {f['index']} (generator seed {f['seed']}): "
              f"{f.get('reason') or 'see ' + f['original']['program']}{where}")
    print(f"summary: {os.path.join(out, 'summary.json')}")


# ---------------------------------------------------------------------------------------------
# Merging shards

# A shard summary larger than this is not one (a 10^5-program shard's is a few MB).
SUMMARY_MAX_BYTES = 256 << 20


class Malformed(Exception):
    """What is wrong with a shard's summary, as the end of a one-line message."""


def _show(value):
    text = json.dumps(value) if not isinstance(value, float) or math.isfinite(value) \
        else str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _field(obj, key, where):
    if key not in obj:
        raise Malformed(f'"{where}{key}" is missing')
    return obj[key]


def _count(obj, key, where=""):
    value = _field(obj, key, where)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise Malformed(f'"{where}{key}" is {_show(value)}, not a count (a whole number, '
                        f'0 or more)')
    return value


def _choice(obj, key, choices, where=""):
    value = _field(obj, key, where)
    if value not in choices or isinstance(value, bool):
        raise Malformed(f'"{where}{key}" is {_show(value)}, not one of '
                        f'{", ".join(_show(c) for c in choices)}')
    return value


def _optional_int(obj, key, lo, hi):
    value = _field(obj, key, "")
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise Malformed(f'"{key}" is {_show(value)}, not null or a whole number {lo}..{hi}')
    return value


def _relative_path(obj, key, where):
    value = _field(obj, key, where)
    if not isinstance(value, str) or not value or os.path.isabs(value) or \
            ".." in value.split("/") or "\0" in value:
        raise Malformed(f'"{where}{key}" is {_show(value)}, not a path inside the shard\'s '
                        f'folder')
    return value


def _object(value, what):
    if not isinstance(value, dict):
        kind = {list: "an array", str: "a string", type(None): "null", bool: "a boolean"}.get(
            type(value), "a number")
        raise Malformed(f"{what} is {kind}, not an object")
    return value


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")


def load_shard_summary(path):
    """The parsed summary.json of a shard; Malformed or OSError when it cannot be read."""
    size = os.stat(path).st_size
    if size > SUMMARY_MAX_BYTES:
        raise Malformed(f"{size} bytes, more than a summary's {SUMMARY_MAX_BYTES}")
    with open(path, "rb") as f:
        data = f.read(SUMMARY_MAX_BYTES + 1)
    try:
        return json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError as e:
        raise Malformed(f"not UTF-8 text (byte {e.start})")
    except RecursionError:
        raise Malformed("not JSON (nested too deep)")
    except ValueError as e:
        raise Malformed(f"not JSON ({e})")


def check_shard(s, k):
    """Checks every field of shard k's summary (types, ranges, the counts against each other
    and the failures against the programs of the shard); returns M."""
    _object(s, "the summary")
    if s.get("format") != FORMAT:
        raise Malformed(f'"format" is {_show(s.get("format"))}, not "{FORMAT}"')
    shard = _field(s, "shard", "")
    sm = re.fullmatch(r"(\d+)/(\d+)", shard) if isinstance(shard, str) else None
    if not sm or not int(sm.group(1)) < int(sm.group(2)):
        raise Malformed(f'"shard" is {_show(shard)}, not "K/M" with 0 <= K < M (the summary '
                        f'of a --shard run)')
    shard_k, shard_m = int(sm.group(1)), int(sm.group(2))
    if shard_k != k:
        raise Malformed(f"its summary says shard {shard}")
    interrupted = s.get("interrupted")
    if interrupted is not None:
        raise Malformed(f"the shard's run was interrupted ({_show(interrupted)}): rerun it")
    _count(s, "seed")
    programs_n = _count(s, "programs")
    if programs_n < 1:
        raise Malformed('"programs" is 0, not at least 1')
    for key in ("passed", "failed", "instructions", "lanes", "mismatches"):
        _count(s, key)
    seconds = _field(s, "seconds", "")
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or \
            not math.isfinite(seconds) or seconds < 0:
        raise Malformed(f'"seconds" is {_show(seconds)}, not a time (0 or more)')
    _choice(s, "wave", ("32", "64", "both"))
    s.setdefault("arch", DEFAULT_GENERATION)  # summaries from before --arch ran gfx1100
    _choice(s, "arch", tuple(GENERATIONS))
    _choice(s, "cosim_rtl", ("normal", "faulty"))
    s.setdefault("timing", "fast")  # summaries from before --timing ran the fast mode
    s.setdefault("cus", None)
    _choice(s, "timing", ("fast", "cycle"))
    if s["cus"] is not None and s["cus"] not in GPU_SIZES:
        raise Malformed(f'"cus" is {_show(s["cus"])}, not a GPU size cutlm takes')
    _optional_int(s, "loop", 0, LOOP_MAX)
    _optional_int(s, "length", 1, LENGTH_MAX)
    # Arithmetic, not len(range()): a count past 2**63 overflows a range's length.
    planned = max(0, (programs_n - shard_k + shard_m - 1) // shard_m)
    if s["passed"] + s["failed"] != planned:
        raise Malformed(f'"passed" {s["passed"]} and "failed" {s["failed"]} do not add up to '
                        f'the shard\'s {planned} programs')
    failures = _field(s, "failures", "")
    if not isinstance(failures, list):
        raise Malformed(f'"failures" is {_show(failures)}, not an array')
    if len(failures) != s["failed"]:
        raise Malformed(f'"failures" lists {len(failures)} programs, "failed" says '
                        f'{s["failed"]}')
    seen = set()
    for n, f in enumerate(failures):
        where = f"failures[{n}]."
        _object(f, f'"failures[{n}]"')
        index = _count(f, "index", where)
        if index >= programs_n or index % shard_m != shard_k or index in seen:
            raise Malformed(f'"{where}index" {index} is not one of the shard\'s programs '
                            f'(or is listed twice)')
        seen.add(index)
        _count(f, "seed", where)
        if "status" in f:
            _choice(f, "status", ("mismatch", "error", "timeout"), where)
        if "reason" in f and not isinstance(f["reason"], str):
            raise Malformed(f'"{where}reason" is {_show(f["reason"])}, not a string')
        for pair in ("original", "minimized"):
            value = _field(f, pair, where)
            if value is None:
                continue
            _object(value, f'"{where}{pair}"')
            for what in ("program", "state"):
                _relative_path(value, what, f"{where}{pair}.")
            if pair == "minimized":
                _count(value, "instructions", f"{where}{pair}.")
    # Only a mismatching program adds to "mismatches" (an error or a timeout adds 0).
    if s["mismatches"] and not any(f.get("status") == "mismatch" for f in failures):
        raise Malformed(f'"mismatches" is {s["mismatches"]}, but no failure is a mismatch')
    coverage = _object(_field(s, "coverage", ""), '"coverage"')
    functional = _object(_field(coverage, "functional", "coverage."), '"coverage.functional"')
    for key in functional:
        _count(functional, key, "coverage.functional.")
    if _field(coverage, "verilator", "coverage.") is not None:
        _relative_path(coverage, "verilator", "coverage.")
    return shard_m


def merge_dir(folder, merge_timeout=None):
    """DIR/shard-K/summary.json for K in 0..M-1 -> DIR/summary.json. Returns the exit status
    (2 with one line naming the shard when one is missing, malformed or disagrees)."""
    folder = os.path.abspath(folder)
    say = "cutlm regress --merge:"
    if not os.path.isdir(folder):
        print(f"{say} {folder} is not a folder", file=sys.stderr)
        return EXIT_USAGE
    found = {}
    try:
        names = os.listdir(folder)
    except OSError as e:
        print(f"{say} {programs.os_error_message('list', e)}", file=sys.stderr)
        return EXIT_USAGE
    for name in names:
        m = re.fullmatch(r"shard-(\d+)", name)
        if m and os.path.isdir(os.path.join(folder, name)):
            found[int(m.group(1))] = os.path.join(folder, name)
    if not found:
        print(f"{say} no shard-K folder in {folder}", file=sys.stderr)
        return EXIT_USAGE
    shards = {}
    m_total = None
    for k, path in sorted(found.items()):
        summary_path = os.path.join(path, "summary.json")
        try:
            shards[k] = load_shard_summary(summary_path)
            shard_m = check_shard(shards[k], k)
        except FileNotFoundError:
            print(f"{say} shard {k}: {summary_path} is missing (the shard did not finish?)",
                  file=sys.stderr)
            return EXIT_USAGE
        except OSError as e:
            print(f"{say} shard {k}: {programs.os_error_message('read', e)}", file=sys.stderr)
            return EXIT_USAGE
        except Malformed as e:
            print(f"{say} shard {k}: {summary_path}: {e}", file=sys.stderr)
            return EXIT_USAGE
        m_total = shard_m if m_total is None else m_total
        if shard_m != m_total:
            print(f"{say} shard {k}: M {shard_m} differs from shard {min(shards)}'s {m_total}",
                  file=sys.stderr)
            return EXIT_USAGE
    ref_k = min(shards)
    ref = shards[ref_k]
    for k, s in sorted(shards.items()):
        for key in ("seed", "programs", "wave", "arch", "cosim_rtl", "timing", "cus", "loop",
                    "length"):
            if s[key] != ref[key]:
                print(f"{say} shard {k}: {key} {s[key]} differs from shard {ref_k}'s "
                      f"{ref[key]}", file=sys.stderr)
                return EXIT_USAGE
    # The first one only: M comes from the summaries and may be huge.
    missing = next((k for k in range(m_total) if k not in shards), None)
    if missing is not None:
        print(f"{say} shard {missing} of {m_total} is missing "
              f"({os.path.join(folder, f'shard-{missing}', 'summary.json')})",
              file=sys.stderr)
        return EXIT_USAGE
    extra = [k for k in shards if k >= m_total]
    if extra:
        print(f"{say} shard {extra[0]} is beyond the {m_total} shards", file=sys.stderr)
        return EXIT_USAGE
    merged = {key: ref[key] for key in ("format", "seed", "programs")}
    for key in ("passed", "failed", "instructions", "lanes", "mismatches"):
        merged[key] = sum(s[key] for s in shards.values())
    merged["seconds"] = round(max(s["seconds"] for s in shards.values()), 3)
    for key in ("wave", "arch", "cosim_rtl", "timing", "cus", "loop", "length"):
        merged[key] = ref[key]
    merged["shard"] = None
    merged["interrupted"] = None
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
                          "verilator": merge_verilator(folder, dats, merge_timeout)}
    try:
        write_summary(folder, merged)
        programs.write_json(os.path.join(folder, "functional_coverage.json"),
                            unflatten_counts(functional))
    except programs.RunError as e:
        print(f"{say} {e}", file=sys.stderr)
        return EXIT_USAGE
    report(merged, folder)
    if merged["mismatches"] or any(f.get("status") == "mismatch" for f in failures):
        return EXIT_MISMATCH
    return EXIT_ERROR if merged["failed"] else EXIT_OK


# ---------------------------------------------------------------------------------------------


def main(argv):
    try:
        args = parse_args(argv)
    except UsageError as e:
        print(f"cutlm regress: {e} (see cutlm help regress)", file=sys.stderr)
        return EXIT_USAGE
    if stopping():
        print(f"cutlm regress: interrupted by {signal_name(STOP.signum)} before it began",
              file=sys.stderr)
        return 128 + STOP.signum
    if args.merge is not None:
        return merge_dir(args.merge, args.merge_timeout)
    if args.slurm:
        # The parsed options (cutlm, jobs, out, partition, shards, time, dry_run, no_wait) and
        # what every shard's `cutlm regress --shard K/M` runs with.
        return cutlm_regress_slurm.run_slurm(args, forward_args(args))
    return run_local(args)


def _exit(status):
    """Leaves at once: the worker threads are daemons that may still be finishing a generator
    call; stdout and stderr are flushed first (a closed pipe is not an error worth a
    traceback)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)


if __name__ == "__main__":
    try:
        _exit(main(sys.argv[1:]))
    except BrokenPipeError:
        _exit(EXIT_ERROR)
