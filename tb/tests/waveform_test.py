#!/usr/bin/env python3
"""Waveforms that scale, end to end through the cutlm command:

  fst          `--vcd X.fst` holds the same signals and values as `--vcd X.vcd` of the same run
               and dispatch (read back with GTKWave's fst2vcd; skipped, exit 77, without it)
  filters      --wave-window / --wave-workgroups: the filtered trace is exactly the full trace's
               lines in the window and the workgroups; the filtered waveform has only times in
               the window, only those workgroups' wave scopes, and their values are the full
               waveform's; malformed values are one-line errors with exit 2
  names        one wave, one name: a fault line's wave, the trace's wave_name, the waveform's
               scope and the timeline's wave slices agree
  gtkw         the save file written beside a dump, from another folder: its dump and filter
               paths are absolute and work; every signal it names is in the dump
  pcs          `cutlm run` of a linked object traces the addresses llvm-objdump-19 prints

Usage: waveform_test.py CUTLM MANIFEST WORKDIR [CASE...]
"""
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vcd_compare import read_vcd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def cutlm(*args, cwd=None, expect=0):
    proc = subprocess.run([CUTLM, *args], cwd=cwd, capture_output=True, text=True, timeout=600)
    if expect is not None and proc.returncode != expect:
        raise SystemExit(f"cutlm {' '.join(args)}: exit {proc.returncode}, wanted {expect}\n"
                         f"{proc.stderr}")
    return proc


def fst_as_vcd(fst):
    out = fst + ".as.vcd"
    with open(out, "w") as f:
        subprocess.run(["fst2vcd", fst], stdout=f, check=True, timeout=600)
    return read_vcd(out)


def case_fst():
    if shutil.which("fst2vcd") is None:
        print("fst2vcd not found (Debian package gtkwave); skipping")
        return 77
    runs = {
        "run": ["run", os.path.join(REPO, "examples/seeds.s"), "--state",
                os.path.join(REPO, "examples/seeds.state.json"), "--cosim", "-q"],
        "dispatch_cycle": ["dispatch", MANIFEST, "--timing", "cycle", "-q", "--dump-dir", WORK],
        "dispatch_fast": ["dispatch", MANIFEST, "-q", "--dump-dir", WORK,
                          "--wave-window", "50:900"],
    }
    for name, args in runs.items():
        vcd = os.path.join(WORK, name + ".vcd")
        fst = os.path.join(WORK, name + ".fst")
        cutlm(*args, "--vcd", vcd)
        cutlm(*args, "--vcd", fst)
        with open(fst, "rb") as f:
            check(f.read(1) == b"\x00", f"{name}: {fst} does not start with an FST header block")
        a, b = read_vcd(vcd), fst_as_vcd(fst)
        check(len(a) > 20, f"{name}: only {len(a)} signals")
        check(set(a) == set(b), f"{name}: signals differ: {sorted(set(a) ^ set(b))[:5]}")
        differing = [s for s in a if s in b and a[s] != b[s]]
        check(not differing, f"{name}: values differ in {differing[:5]}")
        print(f"fst {name}: {len(a)} signals equal; VCD {os.path.getsize(vcd)} bytes, "
              f"FST {os.path.getsize(fst)} bytes")
    return 0


def trace_lines(path):
    with open(path) as f:
        return [json.loads(line) for line in f]


def case_filters():
    full_vcd = os.path.join(WORK, "full.vcd")
    full_trace = os.path.join(WORK, "full.jsonl")
    cutlm("dispatch", MANIFEST, "-q", "--dump-dir", WORK, "--vcd", full_vcd, "--trace", full_trace)
    full = trace_lines(full_trace)
    # A window that cuts through the second workgroup and the whole of the fourth.
    wgs = sorted({tuple(t["workgroup"]) for t in full})
    check(len(wgs) >= 4, f"the dispatch has {len(wgs)} workgroups, the test needs 4")
    second = [t["cycle"] for t in full if tuple(t["workgroup"]) == wgs[1]]
    start = (min(second) + max(second)) // 2
    end = max(t["cycle"] for t in full if tuple(t["workgroup"]) == wgs[3])
    keep = {1, 3}
    window_vcd = os.path.join(WORK, "window.vcd")
    window_trace = os.path.join(WORK, "window.jsonl")
    cutlm("dispatch", MANIFEST, "-q", "--dump-dir", WORK, "--vcd", window_vcd, "--trace",
          window_trace, "--wave-window", f"{start}:{end}", "--wave-workgroups", "1,3-3")

    grid_x = max(w[0] for w in wgs) + 1
    index = lambda t: t["workgroup"][0] + grid_x * t["workgroup"][1]  # noqa: E731
    expected = [t for t in full if start <= t["cycle"] <= end and index(t) in keep]
    got = trace_lines(window_trace)
    check(len(expected) > 0, "the window holds no traced instruction")
    check(got == expected, f"filtered trace: {len(got)} lines, expected {len(expected)}")
    check(all("workgroup" in t and "wave_name" in t for t in got), "trace lines lack workgroup")

    a, b = read_vcd(full_vcd), read_vcd(window_vcd)
    times = {t for changes in b.values() for t, _ in changes}
    check(times and min(times) >= start and max(times) <= end,
          f"waveform times {min(times)}..{max(times)} outside {start}..{end}")
    scopes = {re.match(r"tlm\.cu\.waves\.([^.]+)\.", s).group(1) for s in b
              if s.startswith("tlm.cu.waves.")}
    kept_names = {t["wave_name"] for t in full if index(t) in keep}
    check(scopes == kept_names, f"wave scopes {sorted(scopes)[:4]} are not {sorted(kept_names)[:4]}")
    for sig in (s for s in b if s.startswith("tlm.cu.waves.")):
        # The full waveform's history seen through the window: the value at `start`, then the
        # changes up to `end`.
        before = [v for t, v in a[sig] if t <= start]
        seen = [(start, before[-1] if before else 0)] + [(t, v) for t, v in a[sig]
                                                          if start < t <= end]
        check(b[sig] == seen, f"{sig}: {b[sig][:4]} is not the full waveform's {seen[:4]}")

    for bad in (["--wave-window", "5"], ["--wave-window", "9:3"], ["--wave-window", "-1:4"],
                ["--wave-window", "1e3:2000"], ["--wave-workgroups", "1,,2"],
                ["--wave-workgroups", "4-2"], ["--wave-workgroups", "x"]):
        proc = cutlm("dispatch", MANIFEST, "-q", "--dump-dir", WORK, "--trace",
                     os.path.join(WORK, "bad.jsonl"), *bad, expect=2)
        lines = proc.stderr.strip().splitlines()
        check(len(lines) == 1 and lines[0].startswith(f"cutlm: error: {bad[0]}: "),
              f"{bad}: stderr {proc.stderr!r}")
    return 0


def case_names():
    vcd = os.path.join(WORK, "names.vcd")
    trace = os.path.join(WORK, "names.jsonl")
    timeline = os.path.join(WORK, "names.timeline.json")
    # The instruction limit stops the dispatch inside the second workgroup: a fault line.
    proc = cutlm("dispatch", MANIFEST, "-q", "--dump-dir", WORK, "--timing", "cycle", "--vcd", vcd,
                 "--trace", trace, "--timeline", timeline, "--max-total-instructions", "1000",
                 expect=1)
    m = re.search(r"fault: instruction limit: workgroup \((\d+),(\d+),(\d+)\) wave (\d+) ",
                  proc.stderr)
    check(m is not None, f"no fault line naming a wave: {proc.stderr!r}")
    if m is None:
        return 0
    fault_name = "wg({},{},{})w{}".format(*m.groups())
    lines = trace_lines(trace)
    names = {t["wave_name"] for t in lines}
    for t in lines:
        check(t["wave_name"] == "wg({},{},{})w{}".format(*t["workgroup"], t["wave_in_workgroup"]),
              f"trace line names {t['wave_name']} for {t['workgroup']} {t['wave_in_workgroup']}")
    check(fault_name in names, f"the fault's wave {fault_name} is not in the trace {sorted(names)}")
    scopes = {s.split(".")[3] for s in read_vcd(vcd) if s.startswith("tlm.cu.waves.")}
    check(names <= scopes, f"trace waves {sorted(names - scopes)} have no waveform scope")
    with open(timeline) as f:
        events = json.load(f)["traceEvents"]
    slices = {e["name"] for e in events if e.get("cat") == "wave"}
    check(names <= slices, f"trace waves {sorted(names - slices)} have no timeline slice")
    check(fault_name in slices, f"the fault's wave {fault_name} has no timeline slice")

    # Cosim mismatches name their waves as the trace does: the faulty RTL breaks lane 5 of
    # every VALU result, in every wave of every workgroup.
    proc = cutlm("dispatch", MANIFEST, "--dump-dir", WORK, "--trace", trace, "--cosim",
                 "--cosim-rtl", "faulty", expect=3)
    by_pc = {}
    for t in trace_lines(trace):
        by_pc.setdefault(int(t["pc"], 16) if isinstance(t["pc"], str) else t["pc"],
                         set()).add(t["wave_name"])
    reported = re.findall(r"^\s*pc (0x[0-9a-f]+) \[[^]]*\] '[^']*'(?: \(vopd y\))? (\S+) w(?:32|64) ",
                          proc.stdout, re.M)
    check(len(reported) >= 2, f"too few mismatch lines: {proc.stdout[:300]!r}")
    for pc, name in reported:
        check(name in by_pc.get(int(pc, 16), set()),
              f"mismatch at pc {pc} names {name}; the trace has {sorted(by_pc.get(int(pc, 16), ()))}")
    check(len({name for _, name in reported}) >= 2,
          f"the mismatches name one wave only: {sorted({n for _, n in reported})}")

    # The fidelity report's taint events name their waves as the trace does (the branch kernel
    # branches on a value from an approximate instruction in every wave).
    branches = os.path.join(os.path.dirname(MANIFEST), "branches_w32.json")
    fidelity = os.path.join(WORK, "names.fidelity.json")
    cutlm("dispatch", branches, "-q", "--dump-dir", WORK, "--trace", trace, "--fidelity", fidelity)
    by_id = {t["wave"]: t["wave_name"] for t in trace_lines(trace)}
    with open(fidelity) as f:
        taint = json.load(f)["taint"]
    events = [e for sink in ("branch", "address", "exec") for e in taint[sink]]
    check(events, "the branch kernel's fidelity report has no taint event")
    for e in events:
        check(e.get("wave_name") == by_id.get(e["wave"]),
              f"fidelity names wave {e['wave']} {e.get('wave_name')}, the trace {by_id.get(e['wave'])}")
    return 0


def case_gtkw():
    elsewhere = os.path.join(WORK, "elsewhere")
    os.makedirs(os.path.join(elsewhere, "out"), exist_ok=True)
    for args, save in ((["run", os.path.join(REPO, "examples/seeds.s"), "--state",
                         os.path.join(REPO, "examples/seeds.state.json")], "cutlm.gtkw"),
                       (["dispatch", MANIFEST, "--timing", "cycle", "--dump-dir", "out"],
                        "cutlm-cycle.gtkw")):
        cutlm(*args, "-q", "--vcd", "out/w.vcd", cwd=elsewhere)
        gtkw = os.path.join(elsewhere, "out/w.vcd.gtkw")
        with open(gtkw) as f:
            text = f.read()
        dump = re.search(r'^\[dumpfile\] "(.*)"$', text, re.M)
        check(dump is not None and os.path.isabs(dump.group(1)) and
              os.path.samefile(dump.group(1), os.path.join(elsewhere, "out/w.vcd")),
              f"{save}: [dumpfile] is not the dump's absolute path")
        filters = re.findall(r"^\^>\d+ (\S+) (.*)$", text, re.M)
        check(filters, f"{save}: no translate filter")
        for exe, arg in set(filters):
            check(os.path.isabs(exe) and os.access(exe, os.X_OK), f"{save}: filter {exe}")
            value = "7cfe04c1" if arg == "--gtkwave-filter" else "d"
            out = subprocess.run([exe, arg], input=value + "\n", capture_output=True, text=True,
                                 cwd="/", timeout=60).stdout.strip()
            want = "v_cmp_class_f64_e32 vcc_lo, -1, v2" if value == "7cfe04c1" else "arbitration"
            check(out == want, f"{save}: filter {exe} {arg} printed {out!r}, wanted {want!r}")
        # Every signal the save file shows is in the dump (the RTL ones only with --cosim).
        signals = read_vcd(os.path.join(elsewhere, "out/w.vcd"))
        named = [re.sub(r"\[\d+:\d+\]$", "", line) for line in text.splitlines()
                 if line and line[0] not in "[@*-^" and not line.startswith("rtl.")]
        missing = [n for n in named if n not in signals]
        check(named and not missing, f"{save}: signals missing from the dump: {missing[:5]}")
    # GTKWave itself (under Xvfb, when installed) opens the FST of a cycle-mode dispatch with
    # the save file written beside it, from that other folder, and shows every signal it names.
    cutlm("dispatch", MANIFEST, "--timing", "cycle", "--dump-dir", "out", "-q", "--vcd",
          "out/w.fst", cwd=elsewhere)
    proc = subprocess.run([os.path.join(REPO, "scripts/check-waveform.sh"), "out/w.fst",
                           "out/w.fst.gtkw"], cwd=elsewhere, capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, CUTLM_BIN=CUTLM))
    print(proc.stdout.strip() or proc.stderr.strip())
    check(proc.returncode in (0, 77), f"GTKWave on the FST: {proc.stderr[-500:]}")
    return 0


def case_pcs():
    src = os.path.join(WORK, "loop.s")
    with open(src, "w") as f:
        f.write("\t.text\n\t.globl loop\n\t.type loop,@function\nloop:\n"
                "\ts_mov_b32 s0, 3\n"
                ".Lagain:\n"
                "\tv_add_nc_u32 v1, 1, v1\n"
                "\ts_sub_u32 s0, s0, 1\n"
                "\ts_cmp_lg_u32 s0, 0\n"
                "\ts_cbranch_scc1 .Lagain\n"
                "\ts_endpgm\n")
    obj, linked = src + ".o", os.path.join(WORK, "loop.so")
    subprocess.run(["llvm-mc-19", "-arch=amdgcn", "-mcpu=gfx1100", "-filetype=obj", "-o", obj, src],
                   check=True)
    subprocess.run(["ld.lld-19", "-shared", "-o", linked, obj], check=True)
    listing = subprocess.run(["llvm-objdump-19", "-d", "--mcpu=gfx1100", linked],
                             capture_output=True, text=True, check=True).stdout
    addresses = {int(a, 16): w.split() for a, w in
                 re.findall(r"// ([0-9A-Fa-f]{12}): ((?:[0-9A-Fa-f]{8} ?)+)", listing)}
    check(addresses and min(addresses) != 0, "the linked object's .text is at address 0")
    trace = os.path.join(WORK, "loop.jsonl")
    out = cutlm("run", linked, "--trace", trace).stdout
    lines = trace_lines(trace)
    check(len(lines) == 1 + 4 * 3 + 1, f"{len(lines)} instructions traced")
    for t in lines:
        pc = int(t["pc"], 16)
        words = [w[2:].upper() for w in t["words"]]
        check(addresses.get(pc) == words,
              f"trace pc {t['pc']} {words}: llvm-objdump-19 has {addresses.get(pc)}")
    # A .text linked beyond the 16 MiB a program may span is refused in one line, exit 2.
    far = os.path.join(WORK, "far.so")
    subprocess.run(["ld.lld-19", "-shared", "--section-start=.text=0x2000000", "-o", far, obj],
                   check=True)
    proc = cutlm("run", far, expect=2)
    check(proc.stderr.count("\n") == 1 and "beyond 16 MiB" in proc.stderr,
          f"far .text: {proc.stderr!r}")
    end = re.search(r"s_endpgm at pc (0x[0-9a-f]+)", out)
    check(end is not None and int(end.group(1), 16) == max(addresses),
          f"run ends at {end and end.group(1)}, llvm-objdump-19's s_endpgm at {hex(max(addresses))}")
    return 0


CASES = {"fst": case_fst, "filters": case_filters, "names": case_names, "gtkw": case_gtkw,
         "pcs": case_pcs}

if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    CUTLM, MANIFEST, WORK = (os.path.abspath(p) for p in sys.argv[1:4])
    os.makedirs(WORK, exist_ok=True)
    status = 0
    for name in sys.argv[4:] or CASES:
        print(f"== {name}")
        status = max(status, CASES[name]())
    if failures:
        print(f"{len(failures)} checks failed")
        sys.exit(1)
    sys.exit(status)
