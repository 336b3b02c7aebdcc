#!/usr/bin/env python3
"""The timing-mode differential: random correct kernels (mode_programs.py) run under
`--timing fast` and under `--timing cycle` with a random timing configuration (cache sizes,
ways and latencies, wave slots, VGPRs, LDS, barriers, bandwidth, WGP mode); every dumped buffer
must be byte-identical. The fast run also has --hazards error, so a generator bug (a missing
wait) shows as such, not as a difference.

Programs run in batches: the programs of a batch share a wave size and workgroup size and run
as one dispatch (a workgroup finds its program by its id; each program has its own buffers), so
that a cutlm process and its start-up serve many programs. A difference is attributed to the
program whose buffers differ; that program is run alone, and, if the difference needs the
others, the batch is cut down to the programs it needs; then blocks are dropped while the
difference stays. The reproducer (one program when it fails alone) and the replay commands go
under --out.

  mode_diff.py --cutlm BUILD/cutlm --programs N [--seed S] [--batch B] [--jobs J] [--out DIR]
               [--manifest M.json ... [--configs K]] [--progress SECONDS]

Program i is a function of --seed, i and --batch only. Exit status: 0 no difference,
1 differences (reproducers written), 2 usage or tool errors (a fast-mode run that fails: its
batch is kept under --out).
"""

import argparse
import concurrent.futures
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mode_programs  # noqa: E402

MEMORY_CHOICES = {
    "l0_bytes": [4096, 16384, 32768],
    "l0_ways": [1, 4, 32],
    "l0_hit_cycles": [1, 20, 60, 200],
    "l0_outstanding_misses": [1, 4, 64],
    "l1_bytes": [16384, 262144],
    "l1_ways": [1, 16],
    "l1_hit_cycles": [5, 88, 300],
    "l2_bytes": [65536, 1048576, 6291456],
    "l2_hit_ns": [4, 72, 240],
    "dram_ns": [12, 234.55, 800],
    "dram_gbps": [2.5, 10, 160],
    "dram_burst_bytes": [0, 4096],
    "tlb_miss_ns": [0, 200],
    "tlb_page_bytes": [4096, 65536],
    "tlb_entries": [1, 16, 4096],
    "smem_latency": [1, 38, 500],
    "scalar_cache_bytes": [1024, 16384],
    "scalar_cache_ways": [1, 4],
    "lds_latency": [1, 32, 200],
    "lds_banks": [1, 4, 32],
    "vector_lines_per_cycle": [1, 4],
}
# What every cycle-mode run adds (--cus N: a GPU of N compute units).
CYCLE_OPTIONS = []


SIMDS = 2  # structure.simds_per_cu; 4 in WGP mode (structure.simds_per_wgp)
VGPRS_PER_WAVE = 64  # the generated kernels' descriptor


def timing_config(rng, waves_per_group, wave64, lds_bytes=None, vgprs=None):
    """A random override of the cycle mode's parameters ({} a fifth of the time), always
    leaving room for one workgroup of `waves_per_group` waves using `lds_bytes` of LDS and
    `vgprs` VGPRs per wave (None: unknown, the built-in LDS and VGPR sizes stay)."""
    if rng.random() < 0.2:
        return {}
    config = {}
    memory = {k: rng.choice(v) for k, v in MEMORY_CHOICES.items() if rng.random() < 0.4}
    if memory:
        config["memory"] = memory
    structure = {}
    # On a GPU the kernel descriptor says CU or WGP mode (the generated kernels': CU mode).
    wgp = rng.random() < 0.25 and not CYCLE_OPTIONS
    if wgp:
        structure["wgp_mode"] = True
    per_simd = -(-waves_per_group // (2 * SIMDS if wgp else SIMDS))
    if rng.random() < 0.5:
        structure["wave_slots_per_simd"] = rng.choice(
            [n for n in (1, 2, 3, 4, 16) if n >= per_simd])
    if vgprs is not None and rng.random() < 0.3:
        granule = 12 if wave64 else 24
        allocation = -(-vgprs // granule) * granule * (2 if wave64 else 1)
        structure["vgprs_per_simd"] = rng.choice(
            [n for n in (256, 512, 1536) if n >= per_simd * allocation])
    if rng.random() < 0.3:
        structure["barriers_per_cu"] = rng.choice([1, 2, 16])
    if lds_bytes is not None and rng.random() < 0.3:
        needed = -(-max(lds_bytes, 1) // 1024) * 1024
        structure["lds_bytes_per_cu"] = rng.choice(
            [n for n in (16384, 32768, 65536) if n >= needed])
    if structure:
        config["structure"] = structure
    front_end = {}
    if rng.random() < 0.3:
        front_end["icache_miss_ns"] = rng.choice([0.4, 80, 400])
    if rng.random() < 0.2:
        front_end["icache_prefetch_lines"] = rng.choice([0, 3, 8])
    if rng.random() < 0.2:
        front_end["wave_launch_interval_cycles"] = rng.choice([1, 30, 200])
    if rng.random() < 0.2:
        front_end["icache_bytes"] = rng.choice([1024, 32768])
    if rng.random() < 0.2:
        front_end["wave_launch_cycles"] = rng.choice([1, 4, 300])
    if front_end:
        config["front_end"] = front_end
    control = {}
    if rng.random() < 0.2:
        control["barrier_release_cycles"] = rng.choice([1, 4, 100])
    if rng.random() < 0.2:
        control["valu_to_memory_cycles"] = rng.choice([0, 17, 60])
    if control:
        config["control"] = control
    if rng.random() < 0.2:
        config["classes"] = {"valu32": {"latency": rng.choice([1, 5, 30])},
                             "salu": {"latency": rng.choice([1, 2, 20])}}
    return config


class ToolError(Exception):
    pass


def dispatch(cutlm, manifest, folder, timing, config_path=None, stats=None):
    """Runs one dispatch; returns {dump name: bytes}. A failing run raises ToolError."""
    os.makedirs(folder, exist_ok=True)
    cmd = [cutlm, "dispatch", manifest, "-q", "--timing", timing, "--dump-dir", folder,
           "--max-instructions", "100000"]
    if timing == "fast":
        cmd += ["--hazards", "error"]
    else:
        cmd += CYCLE_OPTIONS
    if config_path:
        cmd += ["--timing-config", config_path]
    if stats:
        cmd += ["--stats", stats]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise ToolError(f"{' '.join(cmd)}: no end after 600 s")
    if r.returncode != 0:
        raise ToolError(f"{' '.join(cmd)}: exit {r.returncode}: {r.stderr.strip()[:2000]}")
    dumps = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".bin"):
            with open(os.path.join(folder, name), "rb") as f:
                dumps[name] = f.read()
    return dumps


class Outcome:
    """Both modes' results for one case: `fast_error` when the fast run failed (a generator or
    model bug, not a difference), else `differing` (dump names) and `cycle_error`."""

    def __init__(self, fast=None, cycle=None, fast_error=None, cycle_error=None,
                 instructions=0):
        self.fast, self.cycle = fast, cycle
        self.fast_error, self.cycle_error = fast_error, cycle_error
        self.instructions = instructions

    @property
    def differs(self):
        return self.fast_error is None and (self.cycle_error is not None or
                                            self.fast != self.cycle)

    def where(self):
        if self.cycle_error is not None:
            return f"the cycle run failed ({self.cycle_error.splitlines()[0][-300:]})"
        for name in sorted(set(self.fast) | set(self.cycle)):
            a, b = self.fast.get(name, b""), self.cycle.get(name, b"")
            if a != b:
                at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]),
                          min(len(a), len(b)))
                return f"{name.split('.', 1)[1]} byte {at}"
        return "nowhere"

    def differing_programs(self):
        """Indexes of the programs whose dumps differ (all of them when the cycle run failed)."""
        if self.cycle_error is not None:
            return None
        names = {n for n in set(self.fast) | set(self.cycle)
                 if self.fast.get(n) != self.cycle.get(n)}
        return sorted({int(n.split(".p")[1].split(".")[0]) for n in names})


def assemble(llvm_mc, source, wave64):
    """The object of `source`, assembled once for both runs (cutlm would assemble it twice)."""
    obj = source[:-2] + ".o"
    cmd = [llvm_mc, "-arch=amdgcn", "-mcpu=gfx1100", "-filetype=obj", "-o", obj, source]
    if wave64:
        cmd.insert(3, "-mattr=+wavefrontsize64")
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0 or "error" in r.stderr:
        raise ToolError(f"{' '.join(cmd)}: exit {r.returncode}: {r.stderr.strip()[:2000]}")
    return os.path.basename(obj)


def run_case(tools, entries, config, work, stats=False):
    """Runs the batch [(program, blocks or None)] in both modes in folder `work`; `tools` is
    (cutlm, llvm-mc)."""
    cutlm, llvm_mc = tools
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    mode_programs.write(entries, work, "batch")
    obj = assemble(llvm_mc, os.path.join(work, "batch.s"), entries[0][0].wave64)
    manifest = mode_programs.write(entries, work, "batch", obj)
    config_path = os.path.join(work, "timing.json")
    with open(config_path, "w") as f:
        json.dump(config, f)
    stats_path = os.path.join(work, "stats.json") if stats else None
    try:
        try:
            fast = dispatch(cutlm, manifest, os.path.join(work, "fast"), "fast")
        except ToolError as e:
            return Outcome(fast_error=str(e))
        try:
            cycle = dispatch(cutlm, manifest, os.path.join(work, "cycle"), "cycle", config_path,
                             stats_path)
        except ToolError as e:
            return Outcome(fast, None, cycle_error=str(e))
        instructions = 0
        if stats_path:
            with open(stats_path) as f:
                instructions = json.load(f).get("instructions", 0)
        return Outcome(fast, cycle, instructions=instructions)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def minimise(tools, entries, config, work, budget):
    """Drops programs, then blocks, while the modes still differ; at most `budget` runs of
    the pair. Returns the smallest batch found."""
    runs = 0

    def still_differs(trial):
        nonlocal runs
        runs += 1
        return run_case(tools, trial, config, work).differs

    entries = [(p, list(p.blocks) if b is None else list(b)) for p, b in entries]
    # Programs in runs of halving length, then one by one until none can go.
    chunk = max(1, len(entries) // 2)
    while len(entries) > 1 and runs < budget:
        removed = False
        i = 0
        while i < len(entries) and len(entries) > 1 and runs < budget:
            trial = entries[:i] + entries[i + chunk:]
            if trial and still_differs(trial):
                entries, removed = trial, True
            else:
                i += chunk
        if chunk == 1 and not removed:
            break
        chunk = max(1, chunk // 2)
    for k in range(len(entries)):
        changed = True
        while changed and runs < budget:
            changed = False
            p, blocks = entries[k]
            for i in range(len(blocks)):
                trial = entries[:k] + [(p, blocks[:i] + blocks[i + 1:])] + entries[k + 1:]
                if runs < budget and still_differs(trial):
                    entries, changed = trial, True
                    break
    return entries


def write_reproducer(folder, entries, config, what, cutlm_name="cutlm"):
    os.makedirs(folder, exist_ok=True)
    mode_programs.write(entries, folder, "program")
    with open(os.path.join(folder, "timing.json"), "w") as f:
        json.dump(config, f, indent=1)
    seeds = ", ".join(str(p.seed) for p, _ in entries)
    wave = 64 if entries[0][0].wave64 else 32
    with open(os.path.join(folder, "README"), "w") as f:
        f.write(f"{what}\nPrograms (seeds {seeds}; wave{wave}, "
                f"{entries[0][0].waves_per_group} waves per workgroup). Replay:\n"
                f"  mkdir -p fast cycle\n"
                f"  {cutlm_name} dispatch program.json --timing fast --hazards error"
                f" --dump-dir fast\n"
                f"  {cutlm_name} dispatch program.json --timing cycle --timing-config timing.json"
                f"{''.join(' ' + o for o in CYCLE_OPTIONS)} --dump-dir cycle\n"
                f"  diff -r fast cycle\n")


def batch_programs(seed, index, size, total):
    """Batch `index`: its programs, and the generator that drew their shared shape (for the
    timing configuration next)."""
    first = index * size
    seeds = [seed + i for i in range(first, min(first + size, total))]
    rng = random.Random(seeds[0] * 7919 + size)
    wave64 = rng.random() < 0.5
    waves_per_group = rng.choice([1, 2, 2, 4, 4, 8])
    return [mode_programs.generate(s, wave64, waves_per_group, seeds[0]) for s in seeds], rng


class Budget:
    """How many differences are still minimised (the others are only reported)."""

    def __init__(self, n):
        self.n = n
        self.lock = threading.Lock()

    def take(self):
        with self.lock:
            if self.n <= 0:
                return False
            self.n -= 1
            return True


def run_batch(tools, seed, index, size, total, out, scratch, budget):
    """Returns (programs, wave64, instructions, differences, failures)."""
    programs, rng = batch_programs(seed, index, size, total)
    lds = max(p.lds_bytes for p in programs)
    config = timing_config(rng, programs[0].waves_per_group, programs[0].wave64, lds,
                           VGPRS_PER_WAVE)
    entries = [(p, None) for p in programs]
    work = os.path.join(scratch, f"b{index}")
    outcome = run_case(tools, entries, config, work, stats=True)
    seeds = f"seeds {programs[0].seed}..{programs[-1].seed}"
    if outcome.fast_error is not None:
        folder = os.path.join(out, f"fast_failure_seed{programs[0].seed}")
        write_reproducer(folder, entries, config, f"The fast run failed: {outcome.fast_error}")
        return len(programs), programs[0].wave64, 0, [], [
            f"batch {index} ({seeds}): the fast run failed: {outcome.fast_error}: {folder}"]
    if not outcome.differs:
        return len(programs), programs[0].wave64, outcome.instructions, [], []
    differences = []
    culprits = outcome.differing_programs()
    where = outcome.where()
    if culprits is None:
        culprits = list(range(len(programs)))
    if not budget.take():
        return len(programs), programs[0].wave64, outcome.instructions, [
            f"batch {index} ({seeds}): the modes differ at {where} (not minimised: the "
            f"minimising budget is spent)"], []
    # The first differing program alone, else the batch around it.
    target = culprits[0]
    alone = [(programs[target], None)]
    mini = os.path.join(scratch, f"b{index}_min")
    if run_case(tools, alone, config, mini).differs:
        case = alone
    else:
        case = entries
    case = minimise(tools, case, config, mini, budget=400)
    final = run_case(tools, case, config, mini)
    folder = os.path.join(out, f"difference_seed{programs[target].seed}")
    write_reproducer(folder, case, config,
                     f"The modes differ at {final.where() if final.differs else where}.")
    differences.append(f"batch {index} ({seeds}): program seed {programs[target].seed} "
                       f"differs at {where} ({len(culprits)} of {len(programs)} programs "
                       f"differ): minimised to {len(case)} program(s), "
                       f"{sum(len(b) for _, b in case)} block(s): {folder}")
    return len(programs), programs[0].wave64, outcome.instructions, differences, []


def run_manifest(cutlm, manifest, seed, scratch):
    """A shipped manifest under the fast mode and the cycle mode with a random configuration."""
    rng = random.Random(seed)
    # The shipped kernels' workgroups have at most 256 work-items: 8 wave32 waves.
    config = timing_config(rng, waves_per_group=8, wave64=False)
    work = os.path.join(scratch, f"m{seed}")
    config_path = work + ".timing.json"
    with open(config_path, "w") as f:
        json.dump(config, f)
    try:
        fast = dispatch(cutlm, manifest, work + "_fast", "fast")
        cycle = dispatch(cutlm, manifest, work + "_cycle", "cycle", config_path)
    finally:
        shutil.rmtree(work + "_fast", ignore_errors=True)
        shutil.rmtree(work + "_cycle", ignore_errors=True)
    outcome = Outcome(fast, cycle)
    if not outcome.differs:
        return None
    return f"{manifest} with --timing-config {json.dumps(config)}: differs at {outcome.where()}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--llvm-mc", default="llvm-mc-19")
    ap.add_argument("--programs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=32, help="programs per dispatch")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="mode-diff-out")
    ap.add_argument("--manifest", action="append", default=[],
                    help="a shipped manifest to run too, under --configs random configurations")
    ap.add_argument("--configs", type=int, default=3)
    ap.add_argument("--cus", type=int, default=None,
                    help="run the cycle mode as a GPU of N compute units (cutlm --cus N)")
    ap.add_argument("--minimise", type=int, default=5,
                    help="differences minimised at most (the others are reported)")
    ap.add_argument("--scratch", default=None,
                    help="where the runs' files go (default: /dev/shm when writable; a disk "
                         "file system slows down creating and deleting so many small files)")
    ap.add_argument("--progress", type=float, default=0,
                    help="print a progress line every SECONDS (0: never)")
    args = ap.parse_args()
    if args.cus is not None:
        CYCLE_OPTIONS[:] = ["--cus", str(args.cus)]
    if args.programs < 1 or args.jobs < 1 or args.batch < 1:
        print("mode_diff: --programs, --batch and --jobs must be at least 1", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    differences, failures = [], []
    instructions = 0
    waves = {False: 0, True: 0}
    done = dispatches = 0
    start = last = time.monotonic()
    budget = Budget(args.minimise)
    batches = -(-args.programs // args.batch)
    scratch_root = args.scratch
    if scratch_root is None and os.access("/dev/shm", os.W_OK):
        scratch_root = "/dev/shm"
    with tempfile.TemporaryDirectory(prefix="mode-diff-", dir=scratch_root) as scratch:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            shipped = [pool.submit(run_manifest, args.cutlm, m, args.seed + 100000 * k + i,
                                   scratch)
                       for i, m in enumerate(args.manifest) for k in range(args.configs)]
            futures = [pool.submit(run_batch, (args.cutlm, args.llvm_mc), args.seed, b, args.batch,
                                   args.programs, args.out, scratch, budget)
                       for b in range(batches)]
            try:
                for fut in concurrent.futures.as_completed(shipped):
                    difference = fut.result()
                    if difference:
                        differences.append(difference)
                        print(difference, flush=True)
                for fut in concurrent.futures.as_completed(futures):
                    count, wave64, executed, found, failed = fut.result()
                    done += count
                    dispatches += 1
                    waves[wave64] += count
                    instructions += executed
                    for line in found + failed:
                        print(line, flush=True)
                    differences += found
                    failures += failed
                    now = time.monotonic()
                    if args.progress and now - last >= args.progress:
                        last = now
                        print(f"mode_diff: {done}/{args.programs} programs, {instructions} "
                              f"instructions, {len(differences)} differences, "
                              f"{now - start:.0f} s, {done / (now - start):.2f} programs/s",
                              flush=True)
            except ToolError as e:
                for f in shipped + futures:
                    f.cancel()
                print(f"mode_diff: {e}", file=sys.stderr)
                return 2
    seconds = time.monotonic() - start
    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    cpu = sum(u.ru_utime + u.ru_stime for u in used)
    print(f"mode differential: {len(args.manifest)} shipped manifests x {args.configs} configurations,"
          f" {args.programs} random programs ({waves[False]} wave32, {waves[True]} wave64)"
          f" in {dispatches} dispatches per mode, {instructions} instructions,"
          f" {len(differences)} differences, {len(failures)} fast-mode failures"
          f"{f' (cycle mode on {args.cus} CUs)' if args.cus else ''};"
          f" {seconds:.0f} s ({args.programs / seconds:.2f} programs/s), {cpu:.0f} CPU s")
    if failures:
        return 2
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
