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

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tb", "cosim"))
import coverage_report  # noqa: E402
import random_program  # noqa: E402

# Loop counts and body lengths drawn when the options do not fix them: loops multiply the
# lanes a program compares for the cost of one generation, bodies vary what is drawn.
LOOPS = (0, 4, 8, 16)
LENGTH_RANGE = (40, 160)
# No random program runs this long; a hung run is cut and counted as an error.
RUN_TIMEOUT_S = 1800

# The cutlm this process is waiting for, so that a worker told to stop takes it along.
RUNNING = None


def stop_running(signum, frame):
    """SIGTERM handler of a worker: ends its cutlm run, then itself."""
    if RUNNING is not None and RUNNING.poll() is None:
        RUNNING.kill()
    os._exit(128 + signum)


MATCHED = re.compile(r"cosim: matched (\d+) instructions, (\d+) lanes")
MISMATCHED = re.compile(r"cosim: (\d+) mismatches in (\d+) of (\d+) instructions")


class Spec:
    """Program `index` of a regression: generator seed, wave size, loop count, body length."""

    def __init__(self, seed, index, wave, loop=None, length=None):
        rng = random.Random(f"cutlm-regress:{seed}:{index}")
        self.index = index
        self.gen_seed = rng.getrandbits(40)
        self.wave64 = wave == "64" or (wave == "both" and index % 2 == 1)
        drawn_loop = rng.choice(LOOPS)
        drawn_length = rng.randint(*LENGTH_RANGE)
        self.loop = drawn_loop if loop is None else loop
        self.length = drawn_length if length is None else length

    def gen_command(self):
        """The random_program.py line that writes the same program."""
        return (f"tb/cosim/random_program.py gen --seed {self.gen_seed}"
                f"{' --wave64' if self.wave64 else ''} --loop {self.loop} "
                f"--length {self.length}")


def coverage_build(cutlm):
    """Whether `cutlm` verilated its datapath with line/toggle coverage (its --version says
    "RTL coverage: on"), so each run can write --rtl-coverage."""
    proc = subprocess.run([cutlm, "--version"], capture_output=True, text=True)
    return proc.returncode == 0 and "RTL coverage: on" in proc.stdout.splitlines()


def built_units(cutlm):
    """The RTL units verilated into `cutlm` (from `cutlm isa`: a unit marked * is not built);
    an empty list when all are."""
    proc = subprocess.run([cutlm, "isa"], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{cutlm} isa failed (exit {proc.returncode}): "
                           f"{proc.stderr.strip()[:200]}")
    built, missing = set(), set()
    for line in proc.stdout.splitlines():
        words = line.split()
        if len(words) < 6 or not words[1].isdigit():
            continue
        unit = words[-1]
        if unit == "-":
            continue
        (missing if unit.endswith("*") else built).add(unit.rstrip("*"))
    if not built:
        raise RuntimeError(f"{cutlm} has no RTL unit verilated: nothing to co-simulate")
    return [] if not missing else sorted(built)


class Generator:
    """random_program.py's operation tables for the units of this build, loaded once."""

    def __init__(self, units):
        args = type("Args", (), {})()
        args.units = ",".join(units)
        args.exclude = ""
        args.rtl_dir = os.path.join(ROOT, "isa", "rtl")
        args.isa = os.path.join(ROOT, "isa", "gfx1100.json")
        self.ops, self.forms = random_program.rtl_setup(args)
        self.by_name, _ = coverage_report.load_isa(args.isa, args.rtl_dir)
        self.rtl_ops = set(self.ops)

    def write(self, spec, base):
        """Writes base.s and base.state.json; returns the state."""
        text, state, _ = random_program.generate(spec.gen_seed, spec.wave64, spec.loop,
                                                 spec.length, self.ops, self.forms)
        with open(base + ".s", "w") as f:
            f.write(text)
        with open(base + ".state.json", "w") as f:
            json.dump(state, f)
        return state


def cosim_command(cutlm, program, state, rtl, extra=()):
    args = [cutlm, "run", program, "--state", state, "--cosim",
            "--max-instructions", str(1 << 40)]
    if rtl == "faulty":
        args += ["--cosim-rtl", "faulty"]
    return args + list(extra)


def run_cosim(cutlm, program, state, rtl, extra=(), env=None, timeout=RUN_TIMEOUT_S):
    """One `cutlm run --cosim`: {"status": "pass"|"mismatch"|"error", "rc", "instructions",
    "lanes" (None unless clean), "mismatches", "output"}."""
    global RUNNING
    # The workers ignore SIGINT (the parent handles Ctrl-C) and exec keeps that: cutlm gets it
    # back, so Ctrl-C on a terminal stops it too.
    proc = subprocess.Popen(cosim_command(cutlm, program, state, rtl, extra),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=env,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    RUNNING = proc
    try:
        text, _ = proc.communicate(timeout=timeout)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        rc, text = -1, f"cutlm run did not finish in {timeout} s"
    finally:
        RUNNING = None
    out = {"rc": rc, "instructions": 0, "lanes": None, "mismatches": 0, "output": text}
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
            if inst is not None and re.sub(r"_E(32|64)$", "", inst["name"]) in gen.rtl_ops:
                lanes += bin(exec_before).count("1")
            exec_before = int(rec.get("exec", "0x0"), 16)
    return lanes
