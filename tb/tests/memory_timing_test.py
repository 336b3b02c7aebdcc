#!/usr/bin/env python3
"""The cycle mode's memory side against the figures it models.

Usage: memory_timing_test.py CUTLM WORK_DIR

- Pointer chases, one per level (a footprint that fits L0, one that fits L1 but not L0, one that
  fits L2 but not L1, one that fits nowhere): the cycles per dependent load, measured as the
  slope between two chase lengths, lie between the level's published load-to-use latency and
  that latency plus the loop's own cycles (at most LOOP_SLACK).
- Streaming: a copy kernel over 4 MB reaches the CU's share of the DRAM bandwidth.
- Coalescing: one wave32 dword load with consecutive lanes is one line request; with lanes 128
  bytes apart it is 32, and it takes longer.
- LDS banks: lanes 4 bytes apart are conflict-free; lanes 128 bytes apart all hit one bank and
  take 32 cycles per instruction (31 conflict cycles each).
- Loads land when they complete: a kernel that stores a loaded register without s_waitcnt stores
  the register's old value in cycle mode (as the hardware would), the loaded one in fast mode.

The published figures (docs/timing-evidence.md section 4; RX 7900 XTX at 2.5 GHz):
"""
import json
import os
import random
import shutil
import struct
import subprocess
import sys

CUTLM, WORK = sys.argv[1:3]
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
failures = []

# Chips and Cheese measurements (ns at the card's clock) in cycles at 2.5 GHz, and the inferred
# or chosen values where no measurement exists (marked), as isa/gfx1100_timing.json holds them.
PUBLISHED = {
    "l0": 60,     # not measured in text: between the scalar cache's 38 and L1's 88 (chosen)
    "l1": 88,     # 35 ns, CnC raytracing article
    "l2": 245,    # 98 ns, fitted to the RX 7900 XTX traces (docs/timing.md "Against real traces")
    "dram": 586,  # 234.55 ns, CnC "Latency Testing is Hard", vector path
}
LOOP_SLACK = 16  # the chase loop's own cycles: waitcnt, counter, compare, branch and refetch
DRAM_BYTES_PER_CYCLE = 4.0  # 960 GB/s / 96 CUs / 2.5 GHz


def check(condition, what):
    print(("ok:   " if condition else "FAIL: ") + what)
    if not condition:
        failures.append(what)


DESCRIPTOR = {"wave_size": 32, "kernarg_ptr": True, "workgroup_id": [True, False, False],
              "workitem_id_dims": 1, "lds_bytes": 0, "scratch_bytes": 0, "ieee": True,
              "denorm_f32": "preserve", "denorm_f16_f64": "preserve"}


def dispatch(name, source, buffers, args, grid=32, block=32, lds=0, timing="cycle"):
    folder = os.path.join(WORK, name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "k.s"), "w") as f:
        f.write(source)
    descriptor = dict(DESCRIPTOR, lds_bytes=lds)
    manifest = {"raw": "k.s", "descriptor": descriptor, "grid": [grid, 1, 1],
                "block": [block, 1, 1], "buffers": buffers, "args": args}
    path = os.path.join(folder, "k.json")
    with open(path, "w") as f:
        json.dump(manifest, f)
    stats = os.path.join(folder, f"stats_{timing}.json")
    dumps = os.path.join(folder, timing)
    os.makedirs(dumps, exist_ok=True)
    proc = subprocess.run([CUTLM, "dispatch", path, "-q", "--timing", timing, "--stats", stats,
                           "--dump-dir", dumps], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        check(False, f"{name}: exit {proc.returncode}: {proc.stderr.strip()[:300]}")
        return None, dumps
    return json.load(open(stats)), dumps


CHASE = """
  s_load_b64 s[2:3], s[0:1], 0x0
  s_load_b32 s4, s[0:1], 0x8
  v_mov_b32 v1, 0
  s_waitcnt lgkmcnt(0)
loop:
  global_load_b32 v1, v1, s[2:3]
  s_waitcnt vmcnt(0)
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def chase(level, footprint, lengths):
    lines = footprint // 128
    order = list(range(1, lines))
    random.Random(footprint).shuffle(order)
    order = [0] + order
    chain = [0] * (footprint // 4)
    for i, line in enumerate(order):
        chain[line * 32] = order[(i + 1) % lines] * 128
    path = os.path.join(WORK, f"chain_{level}.bin")
    with open(path, "wb") as f:
        f.write(struct.pack(f"<{len(chain)}I", *chain))
    cycles = []
    for n in lengths:
        stats, _ = dispatch(f"chase_{level}_{n}", CHASE,
                            [{"name": "chain", "size": footprint, "init": {"file": path}}],
                            [{"buffer": "chain"}, {"u32": n}])
        if stats is None:
            return
        cycles.append(stats["cycles"])
    per_load = (cycles[1] - cycles[0]) / (lengths[1] - lengths[0])
    low, high = PUBLISHED[level], PUBLISHED[level] + LOOP_SLACK
    check(low <= per_load <= high,
          f"pointer chase in {footprint // 1024} KB ({level}): {per_load:.1f} cycles per load, "
          f"published {PUBLISHED[level]} (+ up to {LOOP_SLACK} of loop)")


# Footprints: L0 32 KB, L1 256 KB, L2 6 MB; the chase walks 128-byte lines in a random cycle.
chase("l0", 8 * 1024, [2 * 64, 3 * 64])
chase("l1", 128 * 1024, [2 * 1024, 3 * 1024])
chase("l2", 2 * 1024 * 1024, [2 * 16384, 3 * 16384])
chase("dram", 32 * 1024 * 1024, [2000, 4000])

# s[0:1] kernarg pointer, s2 the workgroup id; 128 work-items per workgroup, 16 bytes each (a
# wave moves four lines per instruction, as bandwidth tests do).
COPY = """
  s_lshl_b32 s6, s2, 7
  s_load_b64 s[2:3], s[0:1], 0x0
  s_load_b64 s[4:5], s[0:1], 0x8
  v_add_nc_u32 v0, s6, v0
  v_lshlrev_b32 v0, 4, v0
  s_waitcnt lgkmcnt(0)
  global_load_b128 v[1:4], v0, s[2:3]
  s_waitcnt vmcnt(0)
  global_store_b128 v0, v[1:4], s[4:5]
  s_endpgm
"""
size = 4 * 1024 * 1024
stats, _ = dispatch("copy", COPY,
                    [{"name": "src", "size": size, "init": {"fill": "0x1"}},
                     {"name": "dst", "size": size}],
                    [{"buffer": "src"}, {"buffer": "dst"}], grid=size // 16, block=128)
if stats is not None:
    achieved = stats["memory"]["dram_bytes_per_cycle"]
    check(0.85 * DRAM_BYTES_PER_CYCLE <= achieved <= DRAM_BYTES_PER_CYCLE * 1.001,
          f"streaming copy of 4 MB: {achieved:.2f} bytes per cycle beyond L2, the CU's share "
          f"is {DRAM_BYTES_PER_CYCLE}")

STRIDED = """
  s_load_b64 s[2:3], s[0:1], 0x0
  s_load_b32 s4, s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mul_u32_u24 v1, s4, v0
  global_load_b32 v2, v1, s[2:3]
  s_waitcnt vmcnt(0)
  s_endpgm
"""
results = {}
for stride in (4, 128):
    stats, _ = dispatch(f"stride_{stride}", STRIDED,
                        [{"name": "data", "size": 32 * 128, "init": {"fill": "0x1"}}],
                        [{"buffer": "data"}, {"u32": stride}])
    results[stride] = stats
if all(results.values()):
    lines4 = results[4]["memory"]["vector_line_requests"]
    lines128 = results[128]["memory"]["vector_line_requests"]
    check(lines4 == 1 and lines128 == 32,
          f"coalescing: lanes 4 bytes apart make {lines4} line request, 128 apart {lines128}")
    check(results[128]["cycles"] > results[4]["cycles"],
          f"uncoalesced load slower: {results[128]['cycles']} vs {results[4]['cycles']} cycles")

LDS = """
  s_load_b32 s4, s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mul_u32_u24 v1, s4, v0
  ds_store_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  ds_load_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""
lds = {}
for stride in (4, 128):
    stats, _ = dispatch(f"lds_{stride}", LDS, [], [{"u32": stride}], lds=4096)
    lds[stride] = stats
if all(lds.values()):
    c4, c128 = (lds[s]["memory"]["lds_conflict_cycles"] for s in (4, 128))
    check(c4 == 0 and c128 == 62,
          f"LDS banks: stride 4 has {c4} conflict cycles, stride 128 (one bank) {c128} "
          "(31 per instruction, 2 instructions)")
    check(lds[128]["cycles"] - lds[4]["cycles"] >= 62,
          f"LDS conflicts cost their cycles: {lds[128]['cycles']} vs {lds[4]['cycles']}")

NO_WAIT = """
  s_load_b64 s[2:3], s[0:1], 0x0
  s_load_b64 s[4:5], s[0:1], 0x8
  v_lshlrev_b32 v0, 2, v0
  v_mov_b32 v1, 7
  s_waitcnt lgkmcnt(0)
  global_load_b32 v1, v0, s[2:3]
  global_store_b32 v0, v1, s[4:5]
  s_waitcnt vmcnt(0)
  s_endpgm
"""
stored = {}
for timing in ("fast", "cycle"):
    _, dumps = dispatch("no_wait", NO_WAIT,
                        [{"name": "src", "size": 128, "init": {"fill": "0x5"}},
                         {"name": "dst", "size": 128, "dump": "dst.bin"}],
                        [{"buffer": "src"}, {"buffer": "dst"}], timing=timing)
    path = os.path.join(dumps, "dst.bin")
    stored[timing] = set(struct.unpack("<32I", open(path, "rb").read())) if os.path.exists(
        path) else None
check(stored["fast"] == {0x05050505} and stored["cycle"] == {7},
      f"missing s_waitcnt: the store sees {stored['fast']} in fast mode (loads land at issue) "
      f"and the old value {stored['cycle']} in cycle mode (loads land at completion)")

# Requests to one line complete in the order they were made: a hit on a line whose fill is still
# in flight waits for it (so atomics to one address also apply in completion order).
ORDER = """
  s_load_b64 s[2:3], s[0:1], 0x0
  v_mov_b32 v0, 0
  v_mov_b32 v4, 1
  s_waitcnt lgkmcnt(0)
  global_load_b32 v1, v0, s[2:3]
  global_load_b32 v2, v0, s[2:3] offset:4
  global_atomic_add_u32 v3, v0, v4, s[2:3] glc
  global_atomic_add_u32 v5, v0, v4, s[2:3] glc
  s_waitcnt vmcnt(0)
  s_endpgm
"""
folder = os.path.join(WORK, "order")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "k.s"), "w") as f:
    f.write(ORDER)
with open(os.path.join(folder, "k.json"), "w") as f:
    json.dump({"raw": "k.s", "descriptor": DESCRIPTOR, "grid": [32, 1, 1], "block": [32, 1, 1],
               "buffers": [{"name": "data", "size": 256}], "args": [{"buffer": "data"}]}, f)
timeline = os.path.join(folder, "t.json")
proc = subprocess.run([CUTLM, "dispatch", os.path.join(folder, "k.json"), "-q", "--timing",
                       "cycle", "--timeline", timeline, "--dump-dir", folder],
                      capture_output=True, text=True, timeout=600)
check(proc.returncode == 0, f"order kernel runs: {proc.stderr.strip()[:200]}")
if proc.returncode == 0:
    events = json.load(open(timeline))["traceEvents"]
    vector = sorted((e["ts"], e["ts"] + e["dur"]) for e in events
                    if e.get("cat") == "memory" and e["args"]["level"] != "lds" and
                    e["args"]["pc"] not in ("0x0",))
    vector = [v for v in vector if v[1] - v[0] > 0][-4:]
    ends = [end for _, end in vector]
    check(len(ends) == 4 and ends == sorted(ends),
          f"requests to one line complete in issue order: ends {ends}")

print(f"memory_timing_test: {len(failures)} failures")
sys.exit(1 if failures else 0)
