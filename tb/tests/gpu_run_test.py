#!/usr/bin/env python3
"""`cutlm dispatch --timing cycle --cus N / --gpu rx7900xtx` end to end on the shipped kernels.

What is checked, each against something the GPU policy does not compute itself:
- the results are the fast mode's, byte for byte (the timing never changes a result);
- the workgroups per shader engine are those of the dispatcher's rule D2 (docs/gpu-evidence.md:
  one workgroup to each engine in turn, from SE1), counted here from the rule;
- the per-unit figures add up to the GPU's (instructions, waves, workgroups, wave cycles, the
  CPI stack), and the CPI stack sums to wave_cycles;
- a grid of many workgroups takes fewer cycles on 96 CUs than on one;
- the timeline names the SIMDs' track groups by shader engine and unit;
- bad GPU options are exit 2 with one line.

usage: gpu_run_test.py CUTLM KERNELS_DIR WORK_DIR
"""
import json
import os
import shutil
import subprocess
import sys

FAILED = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        FAILED.append(what)


def run(cutlm, *args):
    r = subprocess.run([cutlm, *args], capture_output=True, text=True, timeout=600)
    return r.returncode, r.stdout, r.stderr


def dispatch(cutlm, manifest, work, tag, *options):
    folder = os.path.join(work, tag)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    stats = os.path.join(folder, "stats.json")
    rc, _, err = run(cutlm, "dispatch", manifest, "-q", "--dump-dir", folder, "--stats", stats,
                     *options)
    if rc != 0:
        raise SystemExit(f"{manifest} {' '.join(options)}: exit {rc}: {err.strip()}")
    dumps = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".bin"):
            with open(os.path.join(folder, name), "rb") as f:
                dumps[name] = f.read()
    with open(stats) as f:
        return dumps, json.load(f), folder


def rule_d2(workgroups, engines, first=1):
    """Workgroups per engine when each engine takes one in turn, from `first`."""
    counts = [0] * engines
    for i in range(workgroups):
        counts[(first + i) % engines] += 1
    return counts


def check_sums(stats, label):
    gpu = stats["gpu"]
    units = gpu["units"]
    for key in ("instructions", "waves", "workgroups", "wave_cycles"):
        total = sum(u[key] for u in units)
        check(total == stats[key], f"{label}: the units' {key} add up to the GPU's "
              f"({total} vs {stats[key]})")
    stack = {k: sum(u["cpi_stack"][k] for u in units) for k in stats["cpi_stack"]}
    check(stack == stats["cpi_stack"], f"{label}: the units' CPI stacks add up to the GPU's")
    check(sum(stats["cpi_stack"].values()) == stats["wave_cycles"],
          f"{label}: the CPI stack sums to wave_cycles")
    by_engine = [sum(u["workgroups"] for u in units if u["engine"] == e)
                 for e in range(len(gpu["shader_engines"]))]
    check(by_engine == [e["workgroups"] for e in gpu["shader_engines"]],
          f"{label}: the engines' workgroups are their units' ({by_engine})")
    check(max(u["last_cycle"] for u in units) <= stats["cycles"],
          f"{label}: no unit ends after the GPU's span")


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    cutlm, kernels, work = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    for kernel in ("matmul_w32", "reduce_w32", "saxpy_w64"):
        manifest = os.path.join(kernels, kernel + ".json")
        fast, _, _ = dispatch(cutlm, manifest, work, kernel + "_fast", "--timing", "fast")
        one, one_stats, _ = dispatch(cutlm, manifest, work, kernel + "_cu", "--timing", "cycle")
        gpu, stats, folder = dispatch(cutlm, manifest, work, kernel + "_gpu", "--timing", "cycle",
                                      "--gpu", "rx7900xtx", "--timeline",
                                      os.path.join(work, kernel + "_gpu.timeline.json"))
        check(fast == gpu and fast == one and fast,
              f"{kernel}: the GPU leaves the fast mode's bytes ({len(fast)} dumps)")
        check(stats["gpu"]["compute_units"] == 96 and len(stats["gpu"]["shader_engines"]) == 6,
              f"{kernel}: 96 CUs in 6 shader engines")
        engines = [e["workgroups"] for e in stats["gpu"]["shader_engines"]]
        want = rule_d2(stats["workgroups"], 6)
        check(engines == want, f"{kernel}: workgroups per engine {engines} follow rule D2 {want}")
        check_sums(stats, kernel)
        if stats["workgroups"] >= 12:
            check(stats["cycles"] < one_stats["cycles"],
                  f"{kernel}: {stats['workgroups']} workgroups take fewer cycles on 96 CUs "
                  f"({stats['cycles']}) than on one ({one_stats['cycles']})")
        names = set()
        with open(os.path.join(work, kernel + "_gpu.timeline.json")) as f:
            for event in json.load(f)["traceEvents"]:
                if event.get("name") == "process_name":
                    names.add(event["args"]["name"])
        check(any(n.startswith("SE1 ") and " SIMD" in n for n in names),
              f"{kernel}: the timeline's track groups are named by place "
              f"({sorted(names)[:3]})")
    # The shared memory is the default (its levels in the statistics); --gpu-memory shared names
    # it, --gpu-memory per-cu gives each unit the one-CU model's memory: the same bytes each way.
    for kernel in ("reduce_w32", "matmul_w32"):
        manifest = os.path.join(kernels, kernel + ".json")
        fast, _, _ = dispatch(cutlm, manifest, work, kernel + "_fast2", "--timing", "fast")
        runs = {}
        for memory in ("default", "shared", "per-cu"):
            extra = [] if memory == "default" else ["--gpu-memory", memory]
            out, stats, _ = dispatch(cutlm, manifest, work, f"{kernel}_{memory}", "--timing",
                                     "cycle", "--gpu", "rx7900xtx", *extra)
            runs[memory] = stats
            check(out == fast, f"{kernel}: the {memory} memory leaves the fast mode's bytes")
            levels = list(stats["memory"]["levels"])
            want = (["l0", "l1", "l2", "dram", "scalar_cache"] if memory == "per-cu" else
                    ["l0", "l1", "l2", "mall", "dram", "scalar_cache"])
            check(levels == want, f"{kernel}: the {memory} memory's levels are {levels}")
            check_sums(stats, f"{kernel} on the {memory} memory")
        same = all(runs["default"][k] == runs["shared"][k] for k in ("cycles", "memory", "gpu"))
        check(same, f"{kernel}: the default memory is the shared one")
    # Sixteen CUs: one shader engine of the same shape; the engine round robin is trivial.
    manifest = os.path.join(kernels, "reduce_w32.json")
    _, stats, _ = dispatch(cutlm, manifest, work, "reduce_cus16", "--timing", "cycle",
                           "--cus", "16")
    check(len(stats["gpu"]["shader_engines"]) == 1 and stats["gpu"]["compute_units"] == 16,
          "--cus 16 is one shader engine of 16 CUs")
    check_sums(stats, "reduce on 16 CUs")
    # Bad options: exit 2, one line naming the option.
    for args, word in ((["--cus", "5"], "--cus"), (["--cus", "0"], "--cus"),
                       (["--cus", "97"], "--cus"), (["--gpu", "rx9070"], "--gpu"),
                       (["--cus", "16", "--gpu", "rx7900xtx"], "--cus"),
                       (["--timing", "fast", "--cus", "16"], "--cus"),
                       (["--gpu-memory", "shared"], "--gpu-memory"),
                       (["--gpu", "rx7900xtx", "--gpu-memory", "l3"], "--gpu-memory")):
        extra = [] if "--timing" in args else ["--timing", "cycle"]
        rc, _, err = run(cutlm, "dispatch", manifest, "-q", *extra, *args)
        lines = err.strip().splitlines()
        check(rc == 2 and len(lines) == 1 and word in lines[0],
              f"{' '.join(args)}: exit 2 and one line ({rc}: {err.strip()!r})")
    if FAILED:
        print(f"{len(FAILED)} checks failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
