#!/usr/bin/env python3
"""`cutlm sqtt decode` against real RX 7900 XTX thread traces (tb/timing/hwtraces).

Usage: sqtt_decode_test.py CUTLM HWTRACES_DIR WORK_DIR hw|errors

hw: every trace folder is decoded (its code object, its buffers in shader-engine order, the
    engines launch.json marks as instruction-traced) and the output compared with the folder's
    decoded.json, made by tinygrad's decoder, field by field: every wave's se, cu, simd, slot,
    start, end, and every instruction's pc, time and packet. Also: standard output equals -o,
    and the default instruction-traced engines (buffers with instruction packets) give the same
    result for the gemm traces.
errors: bad input gives exit status 2 and one line naming the file and what is wrong: truncated
    buffers (cut inside a 32-byte block, cut at a block while waves run), garbage, an empty
    buffer, a missing file, a directory, another layout, the wrong code object, something that
    is no code object, bad --itrace-se values, an unwritable output; and random byte flips of a
    real buffer never crash (exit 0 or 2, at most one line).
"""
import json
import os
import random
import shutil
import subprocess
import sys

CUTLM, HWTRACES, WORK, CASE = sys.argv[1:5]
TRACES = os.path.join(HWTRACES, "gfx1100")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def cutlm(args):
    return subprocess.run([CUTLM, "sqtt", "decode"] + args, capture_output=True, text=True,
                          timeout=300)


def trace_args(folder, itrace=True):
    """The command-line arguments that decode one trace folder, from its launch.json."""
    with open(os.path.join(folder, "launch.json")) as f:
        launch = json.load(f)
    buffers = sorted(launch["sqtt"], key=lambda b: b["se"])
    check([b["se"] for b in buffers] == list(range(len(buffers))),
          f"{folder}: launch.json's shader engines are not 0..{len(buffers) - 1}")
    args = [os.path.join(folder, launch["code"])]
    args += [os.path.join(folder, b["file"]) for b in buffers]
    if itrace:
        traced = [str(b["se"]) for b in buffers if b["instruction_trace"]]
        args += ["--itrace-se", ",".join(traced) if traced else "none"]
    return args


def compare(name, got, want):
    """Field-by-field comparison; returns the differences as 'path: got != want' lines."""
    diffs = []
    if sorted(got) != sorted(want):
        return [f"{name}: top-level keys {sorted(got)} != {sorted(want)}"]
    gw, ww = got["waves"], want["waves"]
    if len(gw) != len(ww):
        diffs.append(f"{name}: {len(gw)} waves != {len(ww)}")
    for i, (g, w) in enumerate(zip(gw, ww)):
        if sorted(g) != sorted(w):
            diffs.append(f"{name}: waves[{i}] keys {sorted(g)} != {sorted(w)}")
            continue
        for key in ("se", "cu", "simd", "slot", "start", "end"):
            if g[key] != w[key]:
                diffs.append(f"{name}: waves[{i}].{key}: {g[key]} != {w[key]}")
        gi, wi = g["instructions"], w["instructions"]
        if (gi is None) != (wi is None):
            diffs.append(f"{name}: waves[{i}].instructions: {gi!r:.40} != {wi!r:.40}")
            continue
        if gi is None:
            continue
        if len(gi) != len(wi):
            diffs.append(f"{name}: waves[{i}]: {len(gi)} instructions != {len(wi)}")
        for j, (a, b) in enumerate(zip(gi, wi)):
            if sorted(a) != sorted(b):
                diffs.append(f"{name}: waves[{i}].instructions[{j}] keys {sorted(a)} != {sorted(b)}")
                continue
            for key in ("pc", "time", "packet"):
                if a[key] != b[key]:
                    diffs.append(f"{name}: waves[{i}].instructions[{j}].{key}: {a[key]} != {b[key]}")
    return diffs


def hw_case():
    folders = sorted(os.listdir(TRACES))
    check(len(folders) == 4, f"{TRACES}: {len(folders)} trace folders, expected 4")
    for name in folders:
        folder = os.path.join(TRACES, name)
        out = os.path.join(WORK, name + ".json")
        proc = cutlm(trace_args(folder) + ["-o", out])
        check(proc.returncode == 0 and proc.stderr == "",
              f"{name}: exit {proc.returncode}: {proc.stderr.strip()}")
        if proc.returncode != 0:
            continue
        with open(out) as f:
            got = json.load(f)
        with open(os.path.join(folder, "decoded.json")) as f:
            want = json.load(f)
        diffs = compare(name, got, want)
        for d in diffs[:10]:
            check(False, d)
        check(not diffs, f"{name}: {len(diffs)} differences from decoded.json")
        waves = len(want["waves"])
        instructions = sum(len(w["instructions"] or []) for w in want["waves"])
        if not diffs:
            print(f"{name}: {waves} waves, {instructions} instructions: equal to decoded.json")

        stdout = cutlm(trace_args(folder))
        with open(out) as f:
            check(stdout.returncode == 0 and stdout.stdout == f.read(),
                  f"{name}: standard output differs from -o's file")
        if name.startswith("gemm"):
            # Without --itrace-se the engines whose buffers hold instruction packets are traced.
            auto = cutlm(trace_args(folder, itrace=False))
            check(auto.returncode == 0 and not compare(name, json.loads(auto.stdout), want),
                  f"{name}: the default instruction-traced engines give another result")


def expect_error(what, args, *phrases, prefix="cutlm: error: "):
    """Exit status 2 and exactly one stderr line starting with `prefix` holding every phrase."""
    proc = cutlm(args)
    lines = proc.stderr.splitlines()
    ok = (proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(prefix) and
          all(p in lines[0] for p in phrases) and proc.stdout == "")
    check(ok, f"{what}: exit {proc.returncode}, stderr {proc.stderr!r}, expected one line with "
              f"{phrases}")
    if ok:
        print(f"{what}: {lines[0]}")


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def errors_case():
    gemm = os.path.join(TRACES, "gemm_r_32_32_16_2_run0")
    empty = os.path.join(TRACES, "empty_E_run0")
    code = os.path.join(gemm, "code.elf")
    se0 = open(os.path.join(gemm, "se0.sqtt"), "rb").read()
    se2 = open(os.path.join(gemm, "se2.sqtt"), "rb").read()

    cut = write(os.path.join(WORK, "cut.sqtt"), se0[:len(se0) - 5])
    expect_error("cut inside a block", [code, cut], "cut.sqtt: truncated", "32-byte blocks")
    # SE 2's waves start before byte 1,870 and end after byte 1,950: a buffer that stops at
    # byte 1,920 (60 blocks) has them all running.
    running = write(os.path.join(WORK, "running.sqtt"), se2[:1920])
    expect_error("cut while waves run", [code, running], "running.sqtt: truncated",
                 "still runs")
    # SE 0 traced instructions; cut while its waves run too.
    traced = write(os.path.join(WORK, "traced.sqtt"), se0[:2048])
    expect_error("cut while traced waves run", [code, traced, "--itrace-se", "0"],
                 "traced.sqtt: truncated", "still runs")

    rng = random.Random(24)
    garbage = write(os.path.join(WORK, "garbage.sqtt"), bytes(rng.randrange(256) for _ in range(4096)))
    expect_error("garbage", [code, garbage], "garbage.sqtt: not an RDNA3 thread trace")
    # A real header, then garbage: whatever it decodes to, the waves cannot add up.
    tail = write(os.path.join(WORK, "tail.sqtt"),
                 se0[:8] + bytes(rng.randrange(256) for _ in range(4088)))
    expect_error("garbage after a header", [code, tail, "--itrace-se", "0"], "tail.sqtt")
    expect_error("empty buffer", [code, write(os.path.join(WORK, "empty.sqtt"), b"")],
                 "empty.sqtt: empty")
    expect_error("missing buffer", [code, os.path.join(WORK, "missing.sqtt")], "missing.sqtt",
                 "No such file or directory")
    expect_error("missing code object", [os.path.join(WORK, "missing.elf"),
                                         os.path.join(gemm, "se0.sqtt")],
                 "missing.elf", "No such file or directory")
    expect_error("a directory as buffer", [code, WORK], "is a directory")
    rdna4 = bytearray(se0)
    rdna4[0] = (rdna4[0] & 0x7F)  # layout field bits 7..12: 3 -> 4
    rdna4[1] = (rdna4[1] & ~0x1F) | 0x02
    expect_error("layout 4", [code, write(os.path.join(WORK, "rdna4.sqtt"), bytes(rdna4))],
                 "rdna4.sqtt", "layout 4 (RDNA4)")

    # The wrong code object: the empty kernel's code for the gemm trace, and the other way round.
    expect_error("empty kernel's code for gemm's trace",
                 [os.path.join(empty, "code.elf"), os.path.join(gemm, "se0.sqtt"),
                  "--itrace-se", "0"],
                 "se0.sqtt: byte ", "does not match this trace")
    expect_error("gemm's code for the empty kernel's trace",
                 [code] + [os.path.join(empty, f"se{k}.sqtt") for k in range(6)] +
                 ["--itrace-se", "0,1"],
                 "se1.sqtt: byte ", "no s_endpgm", "does not match this trace")
    expect_error("a buffer as code object", [os.path.join(gemm, "se0.sqtt"),
                                             os.path.join(gemm, "se1.sqtt")],
                 "se0.sqtt", "ELF")

    usage = "cutlm sqtt decode: "
    expect_error("engine without buffer", [code, os.path.join(gemm, "se0.sqtt"), "--itrace-se", "1"],
                 "--itrace-se", prefix=usage)
    expect_error("malformed engine list", [code, os.path.join(gemm, "se0.sqtt"), "--itrace-se",
                                           "0,x"], "--itrace-se", prefix=usage)
    expect_error("no buffer", [code], "at least one", prefix=usage)
    expect_error("unwritable output", [code, os.path.join(gemm, "se2.sqtt"), "-o",
                                       os.path.join(WORK, "no", "such", "out.json")],
                 "out.json")

    # Random single-byte changes of a real instruction-traced buffer: decoded or refused, never
    # a crash, a hang or more than one line.
    crashes = 0
    statuses = {}
    for i in range(120):
        data = bytearray(se0)
        at = rng.randrange(len(data))
        data[at] ^= 1 << rng.randrange(8)
        flipped = write(os.path.join(WORK, "flip.sqtt"), bytes(data))
        proc = cutlm([code, flipped, "--itrace-se", "0"])
        statuses[proc.returncode] = statuses.get(proc.returncode, 0) + 1
        lines = proc.stderr.splitlines()
        if proc.returncode not in (0, 2) or len(lines) > 1 or \
                (proc.returncode == 2 and not (lines[0].startswith("cutlm: error: ") and
                                               "flip.sqtt: " in lines[0])):
            crashes += 1
            check(False, f"flip of byte {at}: exit {proc.returncode}, stderr {proc.stderr!r:.300}")
    print(f"120 byte flips: exit statuses {statuses}")
    check(crashes == 0, f"{crashes} byte flips broke the decoder")


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    {"hw": hw_case, "errors": errors_case}[CASE]()
    if failures:
        print(f"{len(failures)} failures")
        return 1
    print("all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
