"""What the tests of `cutlm regress` watch a run with: the processes it started (each carries
an environment variable of the run's own, so that what it left running is found after it ended)
and the scratch or half-written files it left."""
import json
import os
import signal
import subprocess
import time

TAG = "CUTLM_REGRESS_TEST_TAG"


def tagged_processes(tag):
    """Live processes (not zombies: those have an empty environment) with TAG=tag."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if f"{TAG}={tag}".encode() in f.read().split(b"\0"):
                    found.append(int(pid))
        except OSError:
            pass
    return found


def no_process_left(tag, grace=3.0):
    """Whether every process of the tagged run is gone (allowing `grace` s for SIGKILLs)."""
    end = time.monotonic() + grace
    while tagged_processes(tag) and time.monotonic() < end:
        time.sleep(0.1)
    left = tagged_processes(tag)
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return not left


def leftovers(folder):
    """Scratch or half-written files a run left in its output folder."""
    found = []
    for root, dirs, files in os.walk(folder):
        found += [os.path.join(root, d) for d in dirs if d == "work"]
        found += [os.path.join(root, f) for f in files
                  if f.endswith(".tmp") or f.endswith(".trace.jsonl")]
    return found


def start_tagged(cmd, tag):
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, **{TAG: tag}), start_new_session=True)


def wait_for(predicate, limit):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def describe_processes(tag):
    """One line per live process of the tagged run: pid, parent, state, where the kernel has it
    waiting (wchan) and its command line; what a hang report shows."""
    lines = []
    for pid in tagged_processes(tag):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/wchan") as f:
                wchan = f.read().strip() or "-"
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
        lines.append(f"pid {pid} ppid {fields[1]} state {fields[0]} wchan {wchan}: {cmd[:200]}")
    return lines


def half_written(folder):
    """Files of a run's output folder that are not whole: leftovers, JSON that does not parse,
    a program that does not end with s_endpgm."""
    bad = leftovers(folder)
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            try:
                if name.endswith(".json"):
                    with open(path) as f:
                        json.load(f)
                elif name.endswith(".s"):
                    with open(path) as f:
                        if f.read().rstrip().splitlines()[-1].strip() != "s_endpgm":
                            bad.append(path)
            except (OSError, ValueError, IndexError):
                bad.append(path)
    return bad
