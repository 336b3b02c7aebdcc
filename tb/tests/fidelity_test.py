#!/usr/bin/env python3
"""--fidelity through the cutlm command line, and the generated facts against their evidence.

Usage: fidelity_test.py CUTLM SOURCE_DIR WORK_DIR

- tb/tests/fidelity/*.s as raw-program dispatches: an approximate result (v_rcp_f32) reported under
  "branch" (via v_cmp and s_cbranch_vccnz), "address" (a global_load offset) and "exec" (v_cmpx),
  each with the v_rcp_f32 origin; the integer and exact program reports no taint;
- classes: v_add_f32 oracle, v_rcp_f32 approximate; `cutlm run --cosim`: v_add_nc_u32 cosim;
- an unwritable path is a one-line usage error (exit 2);
- an RDNA4 run (`run --arch gfx1200`) names each operation as gfx1200 does (s_add_co_u32, which
  runs as gfx1100's s_add_u32) and gives RDNA4's own operations (v_min_num_f32,
  v_permlane16_var_b32) the evidence of the suites that check them, and v_s_exp_f32 its vector
  twin's bound;
- the data: every model-choice link's anchor is a heading of docs/valu-semantics.md, and the
  bounds name the approximate operations. (The oracle table against the suites' sources:
  oracle_suites_test.py.)
"""
import json
import os
import re
import subprocess
import sys

CUTLM, SOURCE, WORK = sys.argv[1:4]
PROGRAMS = os.path.join(SOURCE, "tb", "tests", "fidelity")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def cutlm(args):
    return subprocess.run([CUTLM] + args, capture_output=True, text=True, timeout=300)


def manifest(name):
    path = os.path.join(WORK, name + ".json")
    with open(path, "w") as f:
        json.dump({
            "raw": os.path.join(PROGRAMS, name + ".s"),
            "descriptor": {"wave_size": 32, "kernarg_ptr": True, "workgroup_id": [True, False, False],
                           "workitem_id_dims": 1, "lds_bytes": 0, "scratch_bytes": 0,
                           "ieee": True, "denorm_f32": "preserve",
                           "denorm_f16_f64": "preserve"},
            "grid": [32, 1, 1], "block": [32, 1, 1],
            "buffers": [{"name": "data", "size": 128, "init": {"fill": {"u8": "0x1"}}}],
            "args": [{"buffer": "data"}]}, f)
    return path


def report(args, out):
    proc = cutlm(args + ["--fidelity", out, "-q"])
    check(proc.returncode == 0, f"{' '.join(args)}: exit {proc.returncode}: {proc.stderr.strip()}")
    if proc.returncode != 0:
        return None
    with open(out) as f:
        return json.load(f)


def classes(rep):
    return {i["mnemonic"]: i["class"] for i in rep["instructions"]}


def dispatch_report(name, timing="fast"):
    return report(["dispatch", manifest(name), "--timing", timing],
                  os.path.join(WORK, f"{name}_{timing}.fidelity.json"))


def sinks():
    for timing in ["fast", "cycle"]:
        for name, sink in [("branch", "branch"), ("address", "address"), ("exec", "exec")]:
            rep = dispatch_report(name, timing)
            if rep is None:
                continue
            taint = rep["taint"]
            check(taint["granularity"] == "register", f"{name}: granularity {taint['granularity']}")
            events = taint[sink]
            check(len(events) >= 1, f"{name} ({timing}): no {sink} event: {taint}")
            for e in events:
                check(e["origin"]["mnemonic"] == "v_rcp_f32",
                      f"{name} ({timing}): {sink} event's origin is not v_rcp_f32: {e}")
            c = classes(rep)
            check(c.get("v_rcp_f32") == "approximate", f"{name}: v_rcp_f32 is {c.get('v_rcp_f32')}")
            check(sum(rep["counts"].values()) == sum(i["executed"] for i in rep["instructions"]),
                  f"{name}: counts do not sum to the executed instructions")
        rep = dispatch_report("exact", timing)
        if rep is not None:
            taint = rep["taint"]
            check(taint["branch"] == [] and taint["address"] == [] and taint["exec"] == [],
                  f"exact ({timing}): tainted: {taint}")
            c = classes(rep)
            check(c.get("v_add_f32") == "oracle", f"exact: v_add_f32 is {c.get('v_add_f32')}")
            check(c.get("v_add_nc_u32") == "oracle", f"exact: v_add_nc_u32 is {c.get('v_add_nc_u32')}")


def cosim():
    rep = report(["run", os.path.join(PROGRAMS, "exact.s"), "--cosim"],
                 os.path.join(WORK, "exact_cosim.fidelity.json"))
    if rep is None:
        return
    c = classes(rep)
    check(c.get("v_add_nc_u32") == "cosim", f"run --cosim: v_add_nc_u32 is {c.get('v_add_nc_u32')}")
    add = [i for i in rep["instructions"] if i["mnemonic"] == "v_add_nc_u32"]
    check(add and any(e.startswith("oracle:") for e in add[0]["evidence"]),
          "run --cosim: v_add_nc_u32 lost its oracle evidence")


def bad_path():
    proc = cutlm(["run", os.path.join(PROGRAMS, "exact.s"), "--fidelity",
                  os.path.join(WORK, "no", "such", "dir", "f.json")])
    check(proc.returncode == 2, f"unwritable --fidelity: exit {proc.returncode}")
    check(proc.stderr.count("\n") == 1 and "fidelity" in proc.stderr,
          f"unwritable --fidelity: stderr {proc.stderr!r}")


def rdna4():
    program = os.path.join(WORK, "rdna4.s")
    with open(program, "w") as f:
        f.write("  v_mov_b32 v1, 5\n  s_mov_b32 s4, 3\n  s_add_co_u32 s5, s4, 1\n"
                "  v_min_num_f32 v3, 1.0, v1\n  v_permlane16_var_b32 v4, v1, v0\n"
                "  v_s_exp_f32 s6, s4\n  s_endpgm\n")
    rep = report(["run", "--arch", "gfx1200", program], os.path.join(WORK, "rdna4.fidelity.json"))
    if rep is None:
        return
    c = classes(rep)
    wanted = {"v_mov_b32", "s_mov_b32", "s_add_co_u32", "v_min_num_f32", "v_permlane16_var_b32",
              "v_s_exp_f32", "s_endpgm"}
    check(set(c) == wanted, f"rdna4: mnemonics {sorted(c)}, not {sorted(wanted)}")
    for op in ["s_add_co_u32", "v_min_num_f32"]:
        check(c.get(op) == "oracle", f"rdna4: {op} is {c.get(op)}")
    # Its vector twin's bound (docs/valu-semantics.md).
    check(c.get("v_s_exp_f32") == "approximate", f"rdna4: v_s_exp_f32 is {c.get('v_s_exp_f32')}")
    # An oracle suite checks it, and a model choice (its select bits) weakens the class.
    check(c.get("v_permlane16_var_b32") == "model_choice",
          f"rdna4: v_permlane16_var_b32 is {c.get('v_permlane16_var_b32')}")
    lane = [i for i in rep["instructions"] if i["mnemonic"] == "v_permlane16_var_b32"]
    check(lane and any("valu_xlane_test" in e for e in lane[0]["evidence"]),
          "rdna4: v_permlane16_var_b32 lost valu_xlane_test's oracle evidence")


def data():
    out = os.path.join(WORK, "facts.json")
    subprocess.run([sys.executable, os.path.join(SOURCE, "scripts", "gen_fidelity.py"),
                    os.path.join(SOURCE, "isa", "gfx1100.json"), SOURCE, "--json", out], check=True)
    with open(out) as f:
        facts = json.load(f)
    with open(os.path.join(SOURCE, "docs", "valu-semantics.md")) as f:
        headings = [line.lstrip("#").strip() for line in f if line.startswith("#")]
    # GitHub's rule: lower case, drop punctuation but hyphens and underscores, spaces to hyphens.
    anchors = {re.sub(r"[^a-z0-9_\- ]", "", h.lower()).replace(" ", "-") for h in headings}
    choices = [f for f in facts if f["kind"] == "model_choice"]
    check(len(choices) > 10, f"only {len(choices)} model-choice facts")
    for fact in choices + [f for f in facts if f["kind"] == "approximate"]:
        doc, _, anchor = fact["source"].partition("#")
        check(doc == "docs/valu-semantics.md" and anchor in anchors,
              f"{fact['op']}: link {fact['source']} names no heading")
    approx = {f["op"] for f in facts if f["kind"] == "approximate"}
    for op in ["V_RCP_F32", "V_SQRT_F64", "V_SIN_F32", "V_EXP_F16", "V_RCP_IFLAG_F32",
               "V_S_EXP_F32", "V_S_SQRT_F16"]:
        check(op in approx, f"{op} is not approximate")


os.makedirs(WORK, exist_ok=True)
data()
sinks()
cosim()
rdna4()
bad_path()
for f in failures:
    print("FAIL:", f)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
