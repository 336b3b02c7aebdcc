#!/usr/bin/env python3
"""The RTL units' pipelines are the timing data's: one source for the model and the datapath.

Usage: rtl_unit_latency_test.py REPO GENERATED_DIR WORK_DIR

- Each generated unit top (GENERATED_DIR/cutlm_valu_<unit>.sv, the build's) instantiates one
  cutlm_valu_pipe whose Latency and IssueInterval are the latency and issue_cycles, in
  isa/gfx1100_timing.json, of the timing class that isa/gfx1100.json gives the unit's operations
  (an RDNA4-only operation: isa/gfx1200.json's class, or the class of the gfx1100 instruction
  isa/gfx1200_execution.json's timing_like names where it has none of its own), read here from
  the data, not through scripts/rtl_ops.py. A stale or hand-edited top fails.
- No hand-written RTL gives a pipe's figures: cutlm_valu_pipe's defaults are never used (every
  instance sets both) and nothing else instantiates it with numbers.
- isa/rtl/*.json carry no latency of their own: the generator refuses one, naming the file.
- The figures follow the timing data: with a copy of it whose valu32 latency is changed, the
  generator writes the new latency into every valu32 unit, and refuses the f32 unit (valu32 and
  valu_fma then differ) with a line naming the unit file and both classes.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys

REPO, GENERATED, WORK = sys.argv[1:4]
ISA_JSON = os.path.join(REPO, "isa", "gfx1100.json")
RTL_DATA = os.path.join(REPO, "isa", "rtl")
TIMING_JSON = os.path.join(REPO, "isa", "gfx1100_timing.json")
GFX1200_JSON = os.path.join(REPO, "isa", "gfx1200.json")
GFX1200_EXECUTION = os.path.join(REPO, "isa", "gfx1200_execution.json")
GEN = os.path.join(REPO, "scripts", "gen_rtl_ops.py")
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def unit_classes():
    """{unit: set of timing classes of its operations' gfx1100 forms}."""
    with open(ISA_JSON) as f:
        insts = json.load(f)["instructions"]
    class_of = {}
    for inst in insts:
        if inst.get("gfx1100", True):
            class_of.setdefault(re.sub(r"_E(32|64)$", "", inst["name"]), set()).add(
                inst["timing_class"])
    with open(GFX1200_JSON) as f:
        later = json.load(f)["instructions"]
    with open(GFX1200_EXECUTION) as f:
        timing_like = json.load(f).get("timing_like", {})
    later_class = {}
    for inst in later:
        op = re.sub(r"_E(32|64)$", "", inst["name"])
        if op in class_of or not inst.get("gfx1200", True):
            continue
        cls = inst["timing_class"]
        if inst.get("timing_class_source") == "gfx1100_format_default" and op in timing_like:
            cls = next(iter(class_of[timing_like[op]]))
        later_class.setdefault(op, set()).add(cls)
    class_of.update(later_class)
    units = {}
    for path in sorted(glob.glob(os.path.join(RTL_DATA, "*.json"))):
        with open(path) as f:
            spec = json.load(f)
        units[spec["unit"]] = set().union(*(class_of[op] for op in spec["ops"]))
    return units


def class_figures(timing_json):
    with open(timing_json) as f:
        classes = json.load(f)["classes"]
    return {c: (v["latency"]["value"], v["issue_cycles"]["value"]) for c, v in classes.items()}


PIPE = re.compile(r"cutlm_valu_pipe\s*#\(\s*\.Latency\s*\((\d+)\)\s*,\s*\.IssueInterval\s*\((\d+)\)\s*\)")


def pipes(sv_path):
    with open(sv_path) as f:
        text = f.read()
    return [(int(a), int(b)) for a, b in PIPE.findall(text)], text.count("cutlm_valu_pipe")


units = unit_classes()
figures = class_figures(TIMING_JSON)
check(len(units) >= 10, f"only {len(units)} units in isa/rtl")

# The build's unit tops against the data.
for unit, classes in sorted(units.items()):
    want = {figures[c] for c in classes}
    check(len(want) == 1, f"{unit}: its classes {sorted(classes)} differ in the timing data: {want}")
    path = os.path.join(GENERATED, f"cutlm_valu_{unit}.sv")
    if not os.path.exists(path):
        failures.append(f"{path}: missing")
        continue
    found, mentions = pipes(path)
    check(len(found) == 1 and mentions == 1,
          f"{path}: {len(found)} pipes with both figures among {mentions} cutlm_valu_pipe mentions")
    if found and len(want) == 1:
        check(found[0] == next(iter(want)),
              f"{path}: Latency {found[0][0]} IssueInterval {found[0][1]}, the timing data's "
              f"{sorted(classes)}: latency {next(iter(want))[0]} issue_cycles {next(iter(want))[1]}")

# Nothing else sets a pipe's figures.
others = [p for p in glob.glob(os.path.join(REPO, "rtl", "*.sv"))
          if os.path.basename(p) != "cutlm_valu_pipe.sv"]
others.append(os.path.join(GENERATED, "cutlm_valu_units.sv"))
for path in others:
    with open(path) as f:
        text = f.read()
    check("cutlm_valu_pipe" not in re.sub(r"//.*", "", text) and "defparam" not in text,
          f"{path}: instantiates cutlm_valu_pipe or overrides a parameter")

# No unit file gives a latency.
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
for path in glob.glob(os.path.join(RTL_DATA, "*.json")):
    with open(path) as f:
        check('"latency"' not in f.read(), f"{path}: gives a latency")


def last_line(text):
    lines = text.strip().splitlines()
    return lines[-1] if lines else ""


def generate(rtl_dir, timing_json, out):
    return subprocess.run([sys.executable, GEN, ISA_JSON, rtl_dir, "--sv", out,
                           "--timing", timing_json], capture_output=True, text=True, timeout=120)


with_latency = os.path.join(WORK, "rtl_with_latency")
shutil.copytree(RTL_DATA, with_latency)
with open(os.path.join(with_latency, "int.json")) as f:
    spec = json.load(f)
spec["latency"] = 5
with open(os.path.join(with_latency, "int.json"), "w") as f:
    json.dump(spec, f)
r = generate(with_latency, TIMING_JSON, os.path.join(WORK, "out_latency"))
check(r.returncode != 0 and "int.json: 'latency' does not belong here" in r.stderr
      and len(r.stderr.strip().splitlines()) == 1,
      f"a latency in isa/rtl/int.json: exit {r.returncode}, {last_line(r.stderr)!r}")

# A changed class latency reaches the unit tops (f32 set aside: its two classes would differ).
with open(TIMING_JSON) as f:
    timing = json.load(f)
new_latency = figures["valu32"][0] + 3
timing["classes"]["valu32"]["latency"]["value"] = new_latency
changed_timing = os.path.join(WORK, "timing_changed.json")
with open(changed_timing, "w") as f:
    json.dump(timing, f)
r = generate(RTL_DATA, changed_timing, os.path.join(WORK, "out_refused"))
check(r.returncode != 0 and "f32.json: its operations' timing classes differ" in r.stderr
      and "valu32 latency " + str(new_latency) in r.stderr and "valu_fma latency" in r.stderr,
      f"valu32 and valu_fma apart: exit {r.returncode}, {last_line(r.stderr)!r}")
without_f32 = os.path.join(WORK, "rtl_without_f32")
shutil.copytree(RTL_DATA, without_f32)
os.remove(os.path.join(without_f32, "f32.json"))
out = os.path.join(WORK, "out_changed")
r = generate(without_f32, changed_timing, out)
check(r.returncode == 0, f"the changed timing data: exit {r.returncode}, {last_line(r.stderr)!r}")
valu32_units = [u for u, c in units.items() if c == {"valu32"}]
check(len(valu32_units) >= 4, f"valu32 units: {valu32_units}")
for unit in valu32_units if r.returncode == 0 else []:
    found, _ = pipes(os.path.join(out, f"cutlm_valu_{unit}.sv"))
    check(found and found[0][0] == new_latency,
          f"{unit}: Latency {found} with valu32 latency {new_latency} in the timing data")

for f in failures:
    print("FAIL:", f)
print(f"rtl_unit_latency_test: {len(units)} units, {len(failures)} failures")
sys.exit(1 if failures else 0)
