"""What program i of a regression is, and one cosim run of a program.

Program i of seed S is a function of (S, i) and the options alone (never of the worker, the
order or the shard that runs it): its generator seed, wave size and size are drawn from a
random.Random seeded with the string "cutlm-regress:S:i" (string seeds hash with SHA-512, so
they are the same on every Python 3 and every machine).
"""
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tb", "cosim"))
import coverage_report  # noqa: E402
import random_program  # noqa: E402

# Loop counts and body lengths drawn when the options do not fix them: loops multiply the
# lanes a program compares for the cost of one generation, bodies vary what is drawn.
LOOPS = (0, 4, 8, 16)
LENGTH_RANGE = (40, 160)

# The watchdog's budget of one cosim run: BUDGET_BASE_S for starting cutlm (SystemC, the
# verilated datapath, llvm-mc) plus BUDGET_PER_INSTRUCTION_S per wave instruction the program
# can execute (its instruction lines times its loop count; a wave64 instruction passes the
# SIMD32 datapath twice). Measured on the project's 2-core machine at load 6: 0.1 s to start,
# about 50 us per such instruction with the trace on (a wave64 program of 542 lines looping 16
# times: 0.8 s). The budget is 40 times that plus a minute, so neither a loaded machine nor a
# coverage build sees false timeouts, and the largest drawn program (160-line body, 16
# iterations, wave64) still ends within about 95 s when it hangs.
BUDGET_BASE_S = 60.0
BUDGET_PER_INSTRUCTION_S = 0.002


def run_budget(static_instructions, loop, wave64):
    """Seconds a program of `static_instructions` lines (a loop of `loop` iterations) may run."""
    executed = static_instructions * max(loop, 1) * (2 if wave64 else 1)
    return BUDGET_BASE_S + BUDGET_PER_INSTRUCTION_S * executed


class Stopped(Exception):
    """The regression is stopping (a signal or a fatal error): a run was ended, not judged."""


class RunError(Exception):
    """What ends the whole regression with exit status 2, as its one-line message: an output
    that cannot be written (a full disk), a tool that cannot be started."""


def os_error_message(action, error):
    """'cannot write PATH: REASON' from an OSError (its file name when it has one)."""
    where = f" {error.filename}" if error.filename else ""
    return f"cannot {action}{where}: {error.strerror or error}"


# The cutlm (and verilator_coverage) processes running now, each the leader of its own process
# group, so that a stopping regression can end them and whatever they started.
_RUNNING = set()
_RUNNING_LOCK = threading.Lock()


def kill_group(proc):
    """SIGKILL to the process group of a child run_child started, while it is not reaped (its
    pid, the group's id, cannot have been reused)."""
    if proc.returncode is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def kill_all_running():
    with _RUNNING_LOCK:
        running = list(_RUNNING)
    for proc in running:
        kill_group(proc)


# Signals that stop a whole job (timeout, scancel, Ctrl-C send them to every process): a child
# they killed was not judged, the regression is stopping.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def run_child(cmd, timeout=None, should_stop=None, env=None):
    """Runs cmd in a process group of its own, its stdout and stderr read through a pipe.
    Waits in 0.1 s steps: when should_stop() turns true the group is killed and Stopped
    raised; past `timeout` seconds it is killed and (None, output so far) returned. Returns
    (exit status, output text)."""
    try:
        # start_new_session is a setsid() in the child before exec: no Python code runs between
        # fork and exec, so no lock another thread held can be inherited.
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, env=env, start_new_session=True)
    except OSError as e:
        raise RunError(os_error_message("run", e))
    with _RUNNING_LOCK:
        _RUNNING.add(proc)
    deadline = None if timeout is None else time.monotonic() + timeout
    timed_out = False
    try:
        while True:
            try:
                output, _ = proc.communicate(timeout=0.1)
                break
            except subprocess.TimeoutExpired:
                pass
            if should_stop is not None and should_stop():
                kill_group(proc)
                proc.communicate()
                raise Stopped()
            if deadline is not None and time.monotonic() > deadline:
                kill_group(proc)
                output, _ = proc.communicate()
                timed_out = True
                break
    finally:
        with _RUNNING_LOCK:
            _RUNNING.discard(proc)
    if should_stop is not None:
        # A stop signal sent to every process of the job may reach the child first.
        if proc.returncode is not None and -proc.returncode in STOP_SIGNALS:
            end = time.monotonic() + 1.0
            while not should_stop() and time.monotonic() < end:
                time.sleep(0.02)
        if should_stop():
            raise Stopped()
    text = output.decode(errors="replace") if output else ""
    return (None if timed_out else proc.returncode), text


MATCHED = re.compile(r"cosim: matched (\d+) instructions, (\d+) lanes")
MISMATCHED = re.compile(r"cosim: (\d+) mismatches in (\d+) of (\d+) instructions")


class Spec:
    """Program `index` of a regression: generator seed, wave size, loop count, body length."""

    def __init__(self, seed, index, wave, loop=None, length=None, arch="gfx1100"):
        rng = random.Random(f"cutlm-regress:{seed}:{index}")
        self.index = index
        self.arch = arch
        self.gen_seed = rng.getrandbits(40)
        self.wave64 = wave == "64" or (wave == "both" and index % 2 == 1)
        drawn_loop = rng.choice(LOOPS)
        drawn_length = rng.randint(*LENGTH_RANGE)
        self.loop = drawn_loop if loop is None else loop
        self.length = drawn_length if length is None else length

    def gen_command(self):
        """The random_program.py line that writes the same program."""
        return (f"tb/cosim/random_program.py gen --arch {self.arch} --seed {self.gen_seed}"
                f"{' --wave64' if self.wave64 else ''} --loop {self.loop} "
                f"--length {self.length}")


def _probe(cmd):
    """A quick query of cutlm (its version, its instruction table)."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"{' '.join(cmd)} did not answer in 120 s")
    except OSError as e:
        raise RunError(os_error_message("run", e))


def coverage_build(cutlm):
    """Whether `cutlm` verilated its datapath with line/toggle coverage (its --version says
    "RTL coverage: on"), so each run can write --rtl-coverage."""
    proc = _probe([cutlm, "--version"])
    return proc.returncode == 0 and "RTL coverage: on" in proc.stdout.splitlines()


def built_units(cutlm):
    """The RTL units verilated into `cutlm` (from `cutlm isa`: a unit marked * is not built);
    an empty list when all are."""
    proc = _probe([cutlm, "isa"])
    if proc.returncode != 0:
        raise RuntimeError(f"{cutlm} isa failed (exit {proc.returncode}): "
                           f"{proc.stderr.strip()[:200]}")
    built, missing = set(), set()
    for line in proc.stdout.splitlines():
        words = line.split()
        # Instruction lines: format, opcode, mnemonic, ...; the per-format counts after them
        # are all numbers.
        if len(words) < 6 or not words[1].isdigit() or words[2].isdigit():
            continue
        unit = words[-1]
        if unit == "-":
            continue
        (missing if unit.endswith("*") else built).add(unit.rstrip("*"))
    if not built:
        raise RuntimeError(f"{cutlm} has no RTL unit verilated: nothing to co-simulate")
    return [] if not missing else sorted(built)


class Generator:
    """random_program.py's operation tables for the units of this build and the generation
    the programs are written for (tb/cosim/generations.json), loaded once."""

    def __init__(self, units, arch="gfx1100"):
        args = type("Args", (), {})()
        args.units = ",".join(units)
        args.exclude = ""
        args.rtl_dir = os.path.join(ROOT, "isa", "rtl")
        args.isa = None
        args.arch = arch
        self.arch = arch
        self.ops, self.forms = random_program.rtl_setup(args)
        self.by_name, _ = coverage_report.load_isa(args.isa, args.rtl_dir, arch)
        self.rtl_ops = set(self.ops)

    def generate(self, spec):
        """(program text, state) of a Spec. Threads may call it side by side: the generator
        keeps its random state in the Program it builds, and its llvm-mc runs are children
        started without Python code between fork and exec."""
        text, state, _ = random_program.generate(spec.gen_seed, spec.wave64, spec.loop,
                                                 spec.length, self.ops, self.forms, self.arch)
        return text, state


def write_file(path, text):
    """Writes path whole or not at all (a temporary beside it, renamed): a full disk leaves no
    truncated file. Raises RunError naming the file and the OS error."""
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError as e:
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise RunError(f"cannot write {path}: {e.strerror or e}")


def write_json(path, value, indent=None):
    """JSON with no NaN or Infinity (not JSON), written as write_file does."""
    text = json.dumps(value, indent=indent, allow_nan=False)
    write_file(path, text + "\n")


# What every run adds for the regression's timing mode and GPU (cutlm_regress.py sets it).
MODEL_OPTIONS = []


def cosim_command(cutlm, program, state, rtl, extra=()):
    args = [cutlm, "run", program, "--state", state, "--cosim",
            "--max-instructions", str(1 << 40)] + MODEL_OPTIONS
    if rtl == "faulty":
        args += ["--cosim-rtl", "faulty"]
    return args + list(extra)


# cutlm's exit status 2 with one of these is the machine's fault (a full disk, a folder gone),
# not the program's: it ends the regression rather than count as a failing program.
OUTPUT_FAILURE = re.compile(r"^cutlm: error: (cannot (open|write|close|flush) .*)$", re.M)


def run_cosim(cutlm, program, state, rtl, extra=(), env=None, timeout=None,
              should_stop=None):
    """One `cutlm run --cosim`: {"status": "pass"|"mismatch"|"error"|"timeout", "rc",
    "instructions", "lanes" (None unless clean), "mismatches", "output"}. Raises Stopped when
    should_stop() turns true, RunError when cutlm could not write its outputs."""
    rc, text = run_child(cosim_command(cutlm, program, state, rtl, extra), timeout,
                         should_stop, env)
    out = {"rc": rc, "instructions": 0, "lanes": None, "mismatches": 0, "output": text}
    if rc is None:
        out.update(status="timeout", rc=-1, output=text + f"\ntimed out after {timeout:g} s")
        return out
    if rc == 2:
        failed_output = OUTPUT_FAILURE.search(text)
        if failed_output:
            raise RunError(failed_output.group(1))
    m = MATCHED.search(text)
    bad = MISMATCHED.search(text)
    if rc == 0 and m:
        out.update(status="pass", instructions=int(m.group(1)), lanes=int(m.group(2)))
    elif rc == 3 and bad:
        out.update(status="mismatch", mismatches=int(bad.group(1)),
                   instructions=int(bad.group(3)))
    else:
        out["status"] = "error"
    return out


def first_mismatch_op(output):
    """The mnemonic of the first mismatch a report lists (`... wg(0,0,0)w0 w32 v_mov_b32 -> ...`)."""
    m = re.search(r"\bw(?:32|64) (\S+) ->", output)
    return m.group(1) if m else None


def trace_lanes(trace_path, gen, state):
    """Lanes compared in a run, counted from its trace as the checker counts them (the lanes
    active when each instruction with an RTL counterpart issued): the checker's summary has no
    lane figure when something mismatched. A record's exec is the one after the instruction
    (a v_cmpx writes it), so each instruction counts the previous record's."""
    lanes = 0
    exec_before = int(state.get("exec", "0xffffffffffffffff"), 16)
    with open(trace_path) as f:
        for line in f:
            rec = json.loads(line)
            parts = rec.get("asm", "").split(None, 1)
            inst = coverage_report.isa_record(parts[0], gen.by_name) if parts else None
            if inst is not None and inst["op"] in gen.rtl_ops:
                lanes += bin(exec_before).count("1")
            exec_before = int(rec.get("exec", "0x0"), 16)
    return lanes
