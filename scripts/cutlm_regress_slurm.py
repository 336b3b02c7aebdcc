"""`cutlm regress --slurm`: a regression as a Slurm job array, one shard per array task.

run_slurm(args) writes DIR/regress.sbatch (task K runs `cutlm regress --shard K/M ... --out
DIR/shard-K`), prints it and stops under --dry-run, else submits it with `sbatch --parsable`,
waits for every task (unless --no-wait), checks how each ended and merges the shards with
`cutlm regress --merge DIR`. Exit status as `cutlm regress`: the merged run's 0 clean, 3 a
mismatch, 1 another program failure; 2 bad usage or a scheduler failure (sbatch missing,
submission refused or unanswered, a task failed, timed out or was cancelled, a shard wrote no
summary), with a one-line error naming the shard and its log; 128+n when signal n ended the
wait (the job keeps running, named).

Called by scripts/cutlm_regress.py, which parses --slurm, --partition, --shards, --time, --dry-run
and --no-wait next to the regress options (args.cutlm is the absolute path of the cutlm binary,
args.out the output directory) and gives the options every shard runs with (`forward`). This
module does not import that one: it shares only scripts/regress/stop.py's STOP with it.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

from regress.stop import STOP, signal_name

EXIT_MISMATCH = 3
EXIT_ERROR = 2

# Slurm's forms (sbatch --partition: a name or a comma-separated list; --time: minutes,
# minutes:seconds, hours:minutes:seconds, days-hours, days-hours:minutes,
# days-hours:minutes:seconds, or no limit): nothing else reaches an #SBATCH line.
PARTITION = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*(,[A-Za-z0-9_][A-Za-z0-9_.+-]*)*")
TIME_LIMIT = re.compile(r"\d+(:\d+){0,2}|\d+-\d+(:\d+){0,2}|UNLIMITED|INFINITE")

# Slurm job states of a task that ended without finishing its work (squeue/scontrol/sacct names).
_ABNORMAL = {"TIMEOUT", "CANCELLED", "NODE_FAIL", "OUT_OF_MEMORY", "PREEMPTED", "BOOT_FAIL",
             "DEADLINE", "REVOKED", "SPECIAL_EXIT"}


# Exit statuses of a shard that ran to its end: clean, a program failed, a mismatch. Its summary
# counts them, and the merge's exit status reports them.
_COUNTED_EXITS = {"0", "1", str(EXIT_MISMATCH)}


# How long a Slurm client command may take before it counts as not answering (a controller
# that is down or overloaded): sbatch gets longer, it may wait for the controller's answer.
SBATCH_TIMEOUT_S = 300
QUERY_TIMEOUT_S = 120


class SlurmError(Exception):
    """A failure with its one-line message (exit status 2)."""


class Interrupted(Exception):
    """A signal (its number the argument) stopped the command: exit status 128+n."""


def _say(msg):
    print("cutlm regress: " + msg, file=sys.stderr, flush=True)


def _positive_int(text, what):
    try:
        value = int(text)
    except (TypeError, ValueError):
        value = 0
    if value < 1:
        raise SlurmError(f"{what} must be a positive integer, not '{text}'")
    return value


def _sbatch_path(path, what):
    """path for an #SBATCH line: sbatch splits those at whitespace and expands %-patterns."""
    if re.search(r"\s", path):
        raise SlurmError(f"{what} '{path}' contains whitespace, which #SBATCH lines cannot hold")
    return path.replace("%", "%%")


def shard_dir(out, k):
    return os.path.join(out, f"shard-{k}")


def _checked(value, pattern, what):
    """value for an #SBATCH line when it has Slurm's form (cutlm_regress.py checks the options
    first; this guards a caller that did not): no whitespace, no second directive."""
    if value and not pattern.fullmatch(value):
        raise SlurmError(f"{what} {value!r} is not in Slurm's form")
    return value


def write_script(args, forward):
    """Writes DIR/regress.sbatch (each shard runs with the options `forward`) and returns (its
    path, its text, the shard count)."""
    out = os.path.abspath(args.out)
    shards = _positive_int(getattr(args, "shards", None) or 1, "--shards")
    # A task's local workers each get a CPU of the allocation; one unless --jobs says more
    # (the local default, all the machine's cores, would oversubscribe a shared node).
    jobs = _positive_int(getattr(args, "jobs", None) or 1, "--jobs")
    cutlm = os.path.abspath(args.cutlm)
    partition = _checked(getattr(args, "partition", None), PARTITION,
                         "--partition")
    time_limit = _checked(getattr(args, "time", None), TIME_LIMIT, "--time")
    out_pattern = _sbatch_path(out, "--out")

    lines = [
        "#!/bin/bash",
        "# Written by `cutlm regress --slurm`: array task K runs shard K of the regression into",
        f"# {out}/shard-K; `cutlm regress --merge {out}` merges the shards' summaries.",
        "#SBATCH --job-name=cutlm-regress",
        f"#SBATCH --array=0-{shards - 1}",
    ]
    if partition:
        lines.append(f"#SBATCH --partition={partition}")
    if time_limit:
        lines.append(f"#SBATCH --time={time_limit}")
    lines += [
        f"#SBATCH --cpus-per-task={jobs}",
        f"#SBATCH --chdir={out_pattern}",
        # %a is the array task (the shard), %A the array's job id: a rerun keeps older logs.
        f"#SBATCH --output={out_pattern}/shard-%a/slurm-%A_%a.out",
        f"#SBATCH --error={out_pattern}/shard-%a/slurm-%A_%a.err",
        "",
        "shard=${SLURM_ARRAY_TASK_ID:?not run as a Slurm array task}",
        "exec " + " ".join(
            [shlex.quote(cutlm), "regress", f'--shard "$shard/{shards}"']
            + [shlex.quote(a) for a in forward]
            + [f"--jobs {jobs}", f'--out {shlex.quote(out)}/"shard-$shard"']),
        "",
    ]
    text = "\n".join(lines)
    try:
        os.makedirs(out, exist_ok=True)
        path = os.path.join(out, "regress.sbatch")
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o755)
    except OSError as e:
        raise SlurmError(f"cannot write {out}/regress.sbatch: {e.strerror}")
    return path, text, shards


def _tool(name):
    path = shutil.which(name)
    if path is None:
        raise SlurmError(f"{name} not found on PATH: --slurm needs the Slurm client commands "
                         "(--dry-run only writes the script)")
    return path


def _check_stop():
    if STOP.signum is not None:
        raise Interrupted(STOP.signum)


def _run(cmd, timeout=QUERY_TIMEOUT_S):
    """A Slurm client command's CompletedProcess; returncode None when it did not answer in
    `timeout` seconds (it is killed). A signal to this command ends it too (Interrupted)."""
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
    except OSError as e:
        raise SlurmError(f"cannot run {cmd[0]}: {e.strerror}")
    deadline = time.monotonic() + timeout
    while True:
        try:
            out, err = proc.communicate(timeout=0.1)
            return subprocess.CompletedProcess(cmd, proc.returncode, out, err)
        except subprocess.TimeoutExpired:
            pass
        if STOP.signum is not None or time.monotonic() > deadline:
            proc.kill()
            proc.communicate()
            _check_stop()
            return subprocess.CompletedProcess(cmd, None, "", f"no answer in {timeout} s")


def _sleep(seconds):
    """time.sleep that a signal ends (its handler only sets a flag, which sleep outlives)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        _check_stop()
        time.sleep(min(0.1, max(0.0, end - time.monotonic())))
    _check_stop()


def _first_line(text):
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else "no message"


def clear_previous_run(out, shards):
    """Makes DIR/shard-K/ for the shards and removes what a previous run into DIR left there.

    Slurm does not create the directories of --output/--error (a task could not even start);
    a shard whose task dies early must not be merged from a previous run's summary; a previous
    run's merged summary must not pass for this run's; and the shard folders of a previous run
    with more shards would stop the merge (a rerun replaces a run, as a local one does).
    """
    for name in os.listdir(out):
        m = re.fullmatch(r"shard-(\d+)", name)
        if m and int(m.group(1)) >= shards:
            shutil.rmtree(os.path.join(out, name))
    for path in [os.path.join(out, "summary.json")] + [
            os.path.join(shard_dir(out, k), "summary.json") for k in range(shards)]:
        try:
            os.remove(path)
        except FileNotFoundError:
            pass
    for k in range(shards):
        os.makedirs(shard_dir(out, k), exist_ok=True)


def submit(path, out, shards):
    """Submits the script; returns the array's job id."""
    sbatch = _tool("sbatch")
    try:
        clear_previous_run(out, shards)
    except OSError as e:
        raise SlurmError(f"cannot prepare {out} for the shards: {e.strerror} ({e.filename})")
    result = _run([sbatch, "--parsable", path], timeout=SBATCH_TIMEOUT_S)
    if result.returncode is None:
        raise SlurmError(f"sbatch did not answer about {path} in {SBATCH_TIMEOUT_S} s (the job "
                         f"may have been submitted: squeue -n cutlm-regress)")
    if result.returncode != 0:
        raise SlurmError(f"sbatch refused {path}: {_first_line(result.stderr)}")
    # --parsable prints "jobid" or "jobid;cluster".
    job = result.stdout.strip().split(";")[0]
    if not job.isdigit():
        raise SlurmError(f"sbatch printed no job id for {path}: '{result.stdout.strip()}'")
    return job


def _expand_tasks(spec):
    """Task ids of a squeue array suffix: '3', '[0-3]', '[0,2-3%2]'."""
    spec = spec.strip("[]").split("%")[0]
    tasks = set()
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-", 1)
            tasks.update(range(int(lo), int(hi) + 1))
        elif part.isdigit():
            tasks.add(int(part))
    return tasks


def active_tasks(job):
    """The array's tasks still pending or running, or None while squeue cannot answer."""
    result = _run([_tool("squeue"), "-h", "-j", job, "-o", "%i"])
    if result.returncode != 0:
        # A job that finished and was purged from the controller is unknown: nothing is active.
        if "Invalid job id" in result.stderr:
            return set()
        return None
    tasks = set()
    for line in result.stdout.split():
        if "_" in line:
            tasks |= _expand_tasks(line.split("_", 1)[1])
    return tasks


def wait(job, shards, poll_max=10.0, give_up=300.0):
    """Waits until no task of the array is pending or running.

    squeue is polled rather than `sbatch --wait` used: sbatch --wait reports only the highest
    exit status of the array, and polling lets the wait print progress and survive a slurmctld
    restart; how each task ended is read afterwards (task_states). The interval grows to
    poll_max seconds so a long regression does not load the controller.
    """
    interval = 0.5
    last_shown = None
    failing_since = None
    while True:
        tasks = active_tasks(job)
        now = time.monotonic()
        if tasks is None:
            failing_since = failing_since or now
            if now - failing_since > give_up:
                raise SlurmError(f"squeue has not answered about job {job} for {give_up:.0f} s")
        else:
            failing_since = None
            done = shards - len(tasks)
            if done != last_shown:
                _say(f"Slurm job {job}: {done}/{shards} shards finished")
                last_shown = done
            if not tasks:
                return
        _sleep(interval)
        interval = min(interval * 1.5, poll_max)


def _scontrol_states(job):
    """{task: (state, "exit:signal")} from the controller's memory (MinJobAge after the end)."""
    result = _run([_tool("scontrol"), "-o", "show", "job", job])
    states = {}
    if result.returncode != 0:
        return states
    for line in result.stdout.splitlines():
        fields = dict(re.findall(r"(\w+)=(\S*)", line))
        task = fields.get("ArrayTaskId", "")
        if task.isdigit():
            states[int(task)] = (fields.get("JobState", ""), fields.get("ExitCode", ""))
    return states


def _sacct_states(job):
    """{task: (state, "exit:signal")} from accounting, for a job the controller forgot."""
    if shutil.which("sacct") is None:
        return {}
    result = _run(["sacct", "-n", "-P", "-X", "-j", job, "--format=JobID,State,ExitCode"])
    states = {}
    if result.returncode != 0:
        return states
    for line in result.stdout.splitlines():
        parts = line.split("|")
        if len(parts) >= 3 and "_" in parts[0]:
            task = parts[0].split("_", 1)[1]
            if task.isdigit():
                # "CANCELLED by 0": the state is the first word.
                states[int(task)] = (parts[1].split(" ")[0], parts[2])
    return states


def task_states(job):
    return _scontrol_states(job) or _sacct_states(job)


def _log_hint(out, k, job):
    """Where shard k's task wrote its stderr, with its last line when there is one."""
    err = os.path.join(shard_dir(out, k), f"slurm-{job}_{k}.err")
    try:
        with open(err, errors="replace") as f:
            lines = [line.strip() for line in f if line.strip()]
    except OSError:
        return f"see {err} (absent)"
    if lines:
        return f"see {err}: {lines[-1][:200]}"
    return f"see {err}"


def shard_failures(out, job, shards, states, time_limit=None):
    """One message per shard whose task did not finish its work (empty when all did)."""
    failures = []
    for k in range(shards):
        summary = os.path.join(shard_dir(out, k), "summary.json")
        where = f"shard {k}/{shards} (Slurm job {job}_{k})"
        state, exit_code = states.get(k, ("", ""))
        code, _, signal = exit_code.partition(":")
        log = _log_hint(out, k, job)
        if state in _ABNORMAL:
            limit = f" (time limit {time_limit})" if state == "TIMEOUT" and time_limit else ""
            failures.append(f"{where} ended {state}{limit}; {log}")
        elif state not in ("", "COMPLETED", "FAILED"):
            failures.append(f"{where} is still {state}; merge later with "
                            f"`cutlm regress --merge {out}`")
        elif signal not in ("", "0"):
            failures.append(f"{where} was killed by signal {signal}; {log}")
        elif not os.path.isfile(summary):
            ended = f"failed with exit status {code} and " if state == "FAILED" else ""
            failures.append(f"{where} {ended}wrote no {summary}; {log}")
        elif state == "FAILED" and code not in _COUNTED_EXITS:
            failures.append(f"{where} failed with exit status {code}; {log}")
    return failures


def merge(cutlm, out):
    """`cutlm regress --merge DIR`: its exit status is the regression's."""
    proc = subprocess.Popen([cutlm, "regress", "--merge", out], stdin=subprocess.DEVNULL)
    while True:
        try:
            return proc.wait(timeout=0.1)
        except subprocess.TimeoutExpired:
            pass
        if STOP.signum is not None:
            proc.terminate()
            proc.wait()
            raise Interrupted(STOP.signum)


def run_slurm(args, forward):
    try:
        return _run_slurm(args, forward)
    except SlurmError as e:
        _say(str(e))
        return EXIT_ERROR
    except Interrupted as e:
        signum = e.args[0]
        job = getattr(args, "_slurm_job", None)
        out = os.path.abspath(args.out)
        if job is None and getattr(args, "_slurm_submitting", False):
            _say(f"interrupted by {signal_name(signum)} while sbatch ran: the "
                 f"array may have been submitted (squeue -n cutlm-regress)")
        elif job is None:
            _say(f"interrupted by {signal_name(signum)}")
        else:
            _say(f"interrupted by {signal_name(signum)}: Slurm job {job} keeps "
                 f"running (scancel {job} stops it; `cutlm regress --merge {out}` merges it once "
                 f"finished)")
        return 128 + signum


def _run_slurm(args, forward):
    if not getattr(args, "out", None):
        raise SlurmError("--slurm needs --out DIR on a file system the cluster's nodes share")
    out = os.path.abspath(args.out)
    path, text, shards = write_script(args, forward)
    if getattr(args, "dry_run", False):
        sys.stdout.write(text)
        return 0
    if not getattr(args, "no_wait", False):
        # Checked before submitting: a job nobody can wait for is not submitted.
        _tool("sbatch")
        _tool("squeue")
        _tool("scontrol")
    _check_stop()
    args._slurm_submitting = True
    job = submit(path, out, shards)
    args._slurm_job = job
    _say(f"submitted {path} as Slurm job {job} ({shards} shards)")
    if getattr(args, "no_wait", False):
        _say(f"once job {job} has finished: cutlm regress --merge {out}")
        return 0
    wait(job, shards)
    failures = shard_failures(out, job, shards, task_states(job), getattr(args, "time", None))
    for failure in failures:
        _say(failure)
    if failures:
        return EXIT_ERROR
    return merge(os.path.abspath(args.cutlm), out)
