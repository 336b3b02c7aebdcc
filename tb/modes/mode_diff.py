#!/usr/bin/env python3
"""The timing-mode differential: random correct kernels (mode_programs.py) run under
`--timing fast` and under `--timing cycle` with a random timing configuration (cache sizes and
latencies, wave slots, bandwidth); every dumped buffer must be byte-identical. The fast run also
has --hazards error, so a generator bug (a missing wait) shows as such, not as a difference.
A difference is minimised block by block to a replayable reproducer under --out.

  mode_diff.py --cutlm BUILD/cutlm --programs N [--seed S] [--jobs J] [--out DIR]
               [--manifest M.json ... [--configs K]]

Exit status: 0 no difference, 1 differences (reproducers written), 2 usage or tool errors.
"""

import argparse
import concurrent.futures
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mode_programs  # noqa: E402

MEMORY_CHOICES = {
    "l0_bytes": [4096, 16384, 32768],
    "l0_hit_cycles": [1, 20, 60, 200],
    "l0_outstanding_misses": [1, 4, 64],
    "l1_bytes": [16384, 262144],
    "l1_hit_cycles": [5, 88, 300],
    "l2_hit_ns": [4, 72, 240],
    "dram_ns": [12, 234.55, 800],
    "dram_gbps": [2.5, 10, 160],
    "dram_burst_bytes": [0, 4096],
    "tlb_miss_ns": [0, 200],
    "smem_latency": [1, 38, 500],
    "scalar_cache_bytes": [1024, 16384],
    "lds_latency": [1, 32, 200],
    "vector_lines_per_cycle": [1, 4],
}


def timing_config(rng, slot_choices=(2, 4, 16)):
    """A random override of the cycle mode's parameters ({} a quarter of the time); the wave
    slots per SIMD from `slot_choices` (enough for the kernel's workgroups)."""
    if rng.random() < 0.25:
        return {}
    memory = {k: rng.choice(v) for k, v in MEMORY_CHOICES.items() if rng.random() < 0.5}
    config = {"memory": memory} if memory else {}
    if rng.random() < 0.5:
        config["structure"] = {"wave_slots_per_simd": rng.choice(slot_choices)}
    if rng.random() < 0.3:
        config["front_end"] = {"icache_miss_ns": rng.choice([0.4, 80, 400])}
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
    if config_path:
        cmd += ["--timing-config", config_path]
    if stats:
        cmd += ["--stats", stats]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise ToolError(f"{' '.join(cmd)}: exit {r.returncode}: {r.stderr.strip()[:2000]}")
    dumps = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".bin"):
            with open(os.path.join(folder, name), "rb") as f:
                dumps[name] = f.read()
    return dumps


def differs(cutlm, program, blocks, config, work):
    """Whether the two modes write different bytes for `program` with only `blocks`."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    manifest = mode_programs.write(program, work, "p", blocks)
    config_path = os.path.join(work, "timing.json")
    with open(config_path, "w") as f:
        json.dump(config, f)
    fast = dispatch(cutlm, manifest, os.path.join(work, "fast"), "fast")
    cycle = dispatch(cutlm, manifest, os.path.join(work, "cycle"), "cycle", config_path)
    return fast != cycle, fast, cycle


def minimise(cutlm, program, config, work):
    """Drops blocks while the difference stays; returns the smallest block list found."""
    blocks = list(program.blocks)
    changed = True
    while changed:
        changed = False
        for i in range(len(blocks)):
            trial = blocks[:i] + blocks[i + 1:]
            try:
                if differs(cutlm, program, trial, config, work)[0]:
                    blocks = trial
                    changed = True
                    break
            except ToolError:
                continue
    return blocks


def first_difference(fast, cycle):
    for name in sorted(set(fast) | set(cycle)):
        a, b = fast.get(name, b""), cycle.get(name, b"")
        if a != b:
            at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            return f"{name} byte {at}"
    return "none"


def run_one(cutlm, seed, out, scratch):
    rng = random.Random(seed * 7919 + 1)
    program = mode_programs.generate(seed)
    config = timing_config(rng)
    work = os.path.join(scratch, f"s{seed}")
    try:
        manifest = mode_programs.write(program, scratch, f"s{seed}")
        config_path = os.path.join(scratch, f"s{seed}.timing.json")
        with open(config_path, "w") as f:
            json.dump(config, f)
        stats = os.path.join(scratch, f"s{seed}.stats.json")
        fast = dispatch(cutlm, manifest, work + "_fast", "fast")
        cycle = dispatch(cutlm, manifest, work + "_cycle", "cycle", config_path, stats)
        with open(stats) as f:
            instructions = json.load(f).get("instructions", 0)
        if fast == cycle:
            return seed, program.wave64, instructions, None
        where = first_difference(fast, cycle)
        blocks = minimise(cutlm, program, config, work + "_min")
        folder = os.path.join(out, f"difference_seed{seed}")
        os.makedirs(folder, exist_ok=True)
        mode_programs.write(program, folder, "program", blocks)
        with open(os.path.join(folder, "timing.json"), "w") as f:
            json.dump(config, f, indent=1)
        with open(os.path.join(folder, "README"), "w") as f:
            f.write(f"seed {seed}: the modes differ at {where}. Replay:\n  mkdir -p fast cycle\n"
                    f"  cutlm dispatch program.json --timing fast --dump-dir fast\n"
                    f"  cutlm dispatch program.json --timing cycle --timing-config timing.json"
                    f" --dump-dir cycle\n  cmp fast/program.out.bin cycle/program.out.bin\n")
        return seed, program.wave64, instructions, f"seed {seed}: differs at {where}: {folder}"
    finally:
        for path in (work + "_fast", work + "_cycle", work + "_min"):
            shutil.rmtree(path, ignore_errors=True)


def run_manifest(cutlm, manifest, seed, scratch):
    """A shipped manifest under the fast mode and the cycle mode with a random configuration."""
    rng = random.Random(seed)
    # A shipped workgroup has up to 1024 work-items: 32 wave32 waves over 2 SIMDs at most here
    # (256 in the shipped kernels: 4 per SIMD).
    config = timing_config(rng, slot_choices=(4, 8, 16))
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
    if fast == cycle:
        return None
    return (f"{manifest} with --timing-config {json.dumps(config)}: differs at "
            f"{first_difference(fast, cycle)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--programs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="mode-diff-out")
    ap.add_argument("--manifest", action="append", default=[],
                    help="a shipped manifest to run too, under --configs random configurations")
    ap.add_argument("--configs", type=int, default=3)
    args = ap.parse_args()
    if args.programs < 1 or args.jobs < 1:
        print("mode_diff: --programs and --jobs must be at least 1", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    differences = []
    instructions = 0
    waves = {False: 0, True: 0}
    with tempfile.TemporaryDirectory(prefix="mode-diff-") as scratch:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            shipped = [pool.submit(run_manifest, args.cutlm, m, args.seed + 100000 * k + i,
                                   scratch)
                       for i, m in enumerate(args.manifest) for k in range(args.configs)]
            futures = [pool.submit(run_one, args.cutlm, args.seed + i, args.out, scratch)
                       for i in range(args.programs)]
            try:
                for fut in concurrent.futures.as_completed(shipped):
                    difference = fut.result()
                    if difference:
                        differences.append(difference)
                        print(difference, flush=True)
                for fut in concurrent.futures.as_completed(futures):
                    seed, wave64, count, difference = fut.result()
                    waves[wave64] += 1
                    instructions += count
                    if difference:
                        differences.append(difference)
                        print(difference, flush=True)
            except ToolError as e:
                for f in futures:
                    f.cancel()
                print(f"mode_diff: {e}", file=sys.stderr)
                return 2
    print(f"mode differential: {len(args.manifest)} shipped manifests x {args.configs} configurations,"
          f" {args.programs} random programs ({waves[False]} wave32, {waves[True]} wave64),"
          f" {instructions} instructions, {len(differences)} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
