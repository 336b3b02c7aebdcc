#!/usr/bin/env python3
"""The cycle mode end to end, through the cutlm command line, on every shipped kernel.

Usage: cycle_mode_test.py CUTLM KERNEL_BUILD_DIR FAULT_DIR WORK_DIR

Checks what must hold whatever the timing numbers are:
- the same results as the fast mode (every dumped buffer byte for byte);
- the CPI stack sums exactly to wave_cycles, and the profile's issues and stalls to the same;
- occupancy never exceeds the wave slots, and workgroups overlap (more waves resident than one
  workgroup has) when the grid has more workgroups than fit one at a time;
- the timeline is Chrome Trace Event JSON whose slices on one track never overlap, with one issue
  slice per issued instruction;
- the waveform's per-slot state agrees with the timeline cycle by cycle;
- bad options and a kernel fault give the documented exit status, and the outputs stay readable.
"""
import glob
import json
import os
import shutil
import subprocess
import sys

CUTLM, KERNELS, FAULTS, WORK = sys.argv[1:5]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def run(args, expect=0):
    proc = subprocess.run([CUTLM] + args, capture_output=True, text=True, timeout=600)
    if proc.returncode != expect:
        failures.append(f"{' '.join(args)}: exit {proc.returncode}, expected {expect}: "
                        f"{proc.stderr.strip()[:300]}")
        print("FAIL:", failures[-1])
    return proc


def folder(name):
    path = os.path.join(WORK, name)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


CATEGORIES = ["issued", "dependency_valu", "dependency_trans", "dependency_salu",
              "dependency_smem", "dependency_vmem", "dependency_lds", "waitcnt_vmcnt",
              "waitcnt_vscnt", "waitcnt_lgkmcnt", "barrier", "arbitration", "fetch", "delay_alu",
              "nop", "sleep", "lds_bank_conflict"]


def read_vcd_states(path):
    """Per signal name ending in slotK.state: the list of (time, value) changes."""
    ids, changes, scope, time = {}, {}, [], 0
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words:
                continue
            if words[0] == "$scope":
                scope.append(words[2])
            elif words[0] == "$upscope":
                scope.pop()
            elif words[0] == "$var":
                name = ".".join(scope + [words[4]])
                if name.endswith(".state"):
                    ids[words[3]] = name
            elif words[0].startswith("#"):
                time = int(words[0][1:])
            elif words[0].startswith("b") and len(words) == 2 and words[1] in ids:
                changes.setdefault(ids[words[1]], []).append((time, int(words[0][1:], 2)))
    return changes


def timeline_tracks(events):
    """Slot tracks (pid, tid) with their issue and stall slices, from the metadata names."""
    names = {}
    for e in events:
        if e["ph"] == "M" and e["name"] == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
    processes = {e["pid"]: e["args"]["name"] for e in events
                 if e["ph"] == "M" and e["name"] == "process_name"}
    return names, processes


for manifest in sorted(glob.glob(os.path.join(KERNELS, "*.json"))):
    name = os.path.basename(manifest)[:-5]
    fast_dir, cycle_dir = folder(name + "_fast"), folder(name + "_cycle")
    run(["dispatch", manifest, "-q", "--dump-dir", fast_dir,
         "--stats", os.path.join(fast_dir, "stats.json")])
    stats_path = os.path.join(cycle_dir, "stats.json")
    timeline_path = os.path.join(WORK, name + ".timeline.json")
    profile_path = os.path.join(WORK, name + ".profile.json")
    vcd_path = os.path.join(WORK, name + ".vcd")
    run(["dispatch", manifest, "-q", "--timing", "cycle", "--dump-dir", cycle_dir,
         "--stats", stats_path, "--timeline", timeline_path, "--profile", profile_path,
         "--vcd", vcd_path])
    for dump in sorted(glob.glob(os.path.join(fast_dir, "*.bin"))):
        other = os.path.join(cycle_dir, os.path.basename(dump))
        check(os.path.exists(other) and open(dump, "rb").read() == open(other, "rb").read(),
              f"{name}: {os.path.basename(dump)} differs between the fast and the cycle mode")
    fast = json.load(open(os.path.join(fast_dir, "stats.json")))
    stats = json.load(open(stats_path))
    check(stats["timing"] == "cycle", f"{name}: stats timing {stats['timing']}")
    check(stats["instructions"] == fast["instructions"], f"{name}: instruction counts differ")
    stack = stats["cpi_stack"]
    check(list(stack) == CATEGORIES, f"{name}: cpi_stack keys {list(stack)}")
    check(sum(stack.values()) == stats["wave_cycles"],
          f"{name}: cpi_stack sums to {sum(stack.values())}, wave_cycles {stats['wave_cycles']}")
    check(stack["issued"] <= stats["instructions"], f"{name}: more issue cycles than instructions")
    check(0 < stats["wave_cycles"] <= stats["cycles"] * stats["occupancy"]["peak_waves"],
          f"{name}: wave_cycles {stats['wave_cycles']} outside (0, cycles x peak]")
    occupancy = stats["occupancy"]
    check(occupancy["peak_waves"] <= 32, f"{name}: {occupancy['peak_waves']} waves on 2x16 slots")
    waves_per_group = stats["waves"] // stats["workgroups"]
    if stats["workgroups"] > 1 and waves_per_group <= 16:
        check(occupancy["peak_waves"] > waves_per_group,
              f"{name}: workgroups did not overlap (peak {occupancy['peak_waves']} waves)")
    check(all(0 <= b <= 1 for b in stats["simd_busy"]) and len(stats["simd_busy"]) == 2,
          f"{name}: simd_busy {stats['simd_busy']}")

    profile = json.load(open(profile_path))
    totals = profile["totals"]
    check(totals["executions"] == stats["instructions"],
          f"{name}: profile executions {totals['executions']} != {stats['instructions']}")
    check(totals["stall_cycles"] + stack["issued"] == stats["wave_cycles"],
          f"{name}: profile stalls + issues != wave_cycles")

    trace = json.load(open(timeline_path))
    events = trace["traceEvents"]
    names, processes = timeline_tracks(events)
    slices = {}
    for e in events:
        if e["ph"] == "X":
            slices.setdefault((e["pid"], e["tid"]), []).append((e["ts"], e["ts"] + e["dur"], e))
    issues = 0
    for track, items in slices.items():
        items.sort(key=lambda item: item[0])
        for (b0, e0, _), (b1, _, _) in zip(items, items[1:]):
            if b1 < e0:
                check(False, f"{name}: slices overlap on track {names.get(track, track)} at {b1}")
                break
        issues += sum(1 for _, _, e in items if e.get("cat") == "issue")
    check(issues == stack["issued"], f"{name}: {issues} issue slices, {stack['issued']} issues")
    memory_slices = [e for e in events if e.get("cat") == "memory"]
    # (an instruction with no active lane makes no request and no slice)
    check(len(memory_slices) > 0 and stats["memory"]["vector_instructions"] > 0 and
          all(e["args"]["level"] in ("l0", "l1", "l2", "dram", "lds") for e in memory_slices),
          f"{name}: {len(memory_slices)} memory slices for "
          f"{stats['memory']['vector_instructions']} vector memory instructions")

    # The waveform's slot state against the timeline's slot track, for every cycle of SIMD 0
    # slot 0's waves: issued cycles and each stall's category.
    states = read_vcd_states(vcd_path)
    key = next((k for k in states if k.endswith("simd0.slot0.state")), None)
    check(key is not None, f"{name}: no simd0.slot0.state in the waveform")
    track = next((t for t, n in names.items() if n == "slot 0" and
                  processes.get(t[0]) == "SIMD 0"), None)
    check(track is not None, f"{name}: no SIMD 0 slot 0 track in the timeline")
    if key is not None and track is not None:
        expected = {}
        for begin, end, e in slices[track]:
            value = 1 if e.get("cat") == "issue" else 2 + CATEGORIES.index(e["name"])
            for cycle in range(begin, end):
                expected[cycle] = value
        changes = states[key]
        value, index, mismatches = 0, 0, 0
        for cycle in range(0, max(expected) + 1 if expected else 0):
            while index < len(changes) and changes[index][0] <= cycle:
                value = changes[index][1]
                index += 1
            if cycle in expected and expected[cycle] != value:
                mismatches += 1
        check(mismatches == 0,
              f"{name}: waveform slot state differs from the timeline in {mismatches} cycles")

# Options.
small = os.path.join(KERNELS, "saxpy_w32.json")
out = folder("options")
run(["dispatch", small, "-q", "--timeline", os.path.join(out, "t.json")], expect=2)
run(["dispatch", small, "-q", "--timing", "slow"], expect=2)
run(["dispatch", small, "-q", "--timing", "cycle", "--valu-latency", "7"], expect=2)
bad = os.path.join(out, "bad.json")
with open(bad, "w") as f:
    json.dump({"classes": {"valu32": {"latncy": 7}}}, f)
proc = run(["dispatch", small, "-q", "--timing", "cycle", "--timing-config", bad], expect=2)
check("latncy" in proc.stderr and proc.stderr.count("\n") == 1,
      f"bad --timing-config: one line naming the key, got {proc.stderr!r}")
# A parameter file changes the figures: a slower VALU makes the kernel slower.
slow = os.path.join(out, "slow.json")
with open(slow, "w") as f:
    json.dump({"classes": {"valu32": {"latency": 50}}}, f)
base = json.loads(run(["dispatch", small, "-q", "--timing", "cycle", "--dump-dir", out,
                       "--stats", "/dev/stdout"]).stdout)
slower = json.loads(run(["dispatch", small, "-q", "--timing", "cycle", "--dump-dir", out,
                         "--timing-config", slow, "--stats", "/dev/stdout"]).stdout)
check(slower["cycles"] > base["cycles"], "--timing-config valu32 latency 50 did not slow saxpy")

# Co-simulation in cycle mode: the cosim checker hears the VALU pipeline's analysis port.
proc = run(["dispatch", os.path.join(KERNELS, "seeds_vmin_w64.json"), "-q", "--timing", "cycle",
            "--cosim", "--dump-dir", out])
check("cosim: matched" in proc.stdout and "0 instructions" not in proc.stdout,
      f"cosim in cycle mode: {proc.stdout!r}")

# A fault in cycle mode: exit 1, one fault line, statistics and timeline still readable.
fault_dir = folder("fault")
proc = run(["dispatch", os.path.join(FAULTS, "out_of_bounds.json"), "-q", "--timing", "cycle",
            "--stats", os.path.join(fault_dir, "s.json"),
            "--timeline", os.path.join(fault_dir, "t.json"), "--dump-dir", fault_dir], expect=1)
check("fault: out of bounds" in proc.stderr + proc.stdout, f"fault line: {proc.stderr!r}")
stats = json.load(open(os.path.join(fault_dir, "s.json")))
check(stats["timing"] == "cycle", "fault: statistics written")
check(stats["wave_cycles"] > 0 and sum(stats["cpi_stack"].values()) == stats["wave_cycles"],
      f"fault: the CPI stack sums to {sum(stats['cpi_stack'].values())}, wave_cycles is "
      f"{stats['wave_cycles']}")
json.load(open(os.path.join(fault_dir, "t.json")))

# One wave issuing 4,096 loads with no wait: the 6-bit vmcnt bounds what is in flight, so the
# wave waits at the counter's limit (waitcnt_vmcnt cycles without an s_waitcnt), and the
# timeline and statistics are written.
flood_dir = folder("flood")
with open(os.path.join(flood_dir, "flood.s"), "w") as f:
    f.write("s_load_b64 s[4:5], s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v1, 0\n")
    f.write("global_load_b32 v2, v1, s[4:5]\n" * 4096)
    f.write("s_endpgm\n")
with open(os.path.join(flood_dir, "flood.json"), "w") as f:
    json.dump({"raw": "flood.s", "descriptor": {"wave_size": 32, "kernarg_ptr": True,
                                                "user_sgpr_count": 2},
               "grid": [32, 1, 1], "block": [32, 1, 1],
               "buffers": [{"name": "a", "size": 64}], "args": [{"buffer": "a"}]}, f)
# Slow hits and fast fetch, so that the loads in flight would outgrow the counter.
with open(os.path.join(flood_dir, "slow.json"), "w") as f:
    json.dump({"front_end": {"icache_miss_ns": 0.4}, "memory": {"l0_hit_cycles": 1000}}, f)
run(["dispatch", os.path.join(flood_dir, "flood.json"), "-q", "--timing", "cycle",
     "--timing-config", os.path.join(flood_dir, "slow.json"),
     "--stats", os.path.join(flood_dir, "s.json"), "--timeline", os.path.join(flood_dir, "t.json"),
     "--max-instructions", "10000"])
stats = json.load(open(os.path.join(flood_dir, "s.json")))
check(stats["cpi_stack"]["waitcnt_vmcnt"] > 0,
      f"flood: no wait at the vmcnt limit: {stats['cpi_stack']}")
json.load(open(os.path.join(flood_dir, "t.json")))

print(f"cycle_mode_test: {len(failures)} failures")
sys.exit(1 if failures else 0)
