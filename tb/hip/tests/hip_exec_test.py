#!/usr/bin/env python3
"""Whole HIP programs on cutlm's HIP runtime: built with clang++-19 and the flags of
`cutlm config`, run through `cutlm exec` (and once directly, the runtime starting its own
device), each program checking its own results on the host. Also checked here: the per-launch
statistics files and the summary against each other, a kernel's fault as an error the program
sees plus the fault line naming the buffer, and a program linked against Debian's own
libamdhip64 running on cutlm's through the library path.

Usage: hip_exec_test.py --cutlm PATH --clang PATH --source-dir DIR --work DIR [--only NAME]
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys


class Failure(Exception):
    pass


def run(cmd, env=None, timeout=600):
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)


def check(condition, what, result=None):
    if condition:
        return
    detail = ""
    if result is not None:
        detail = (f"\n  command: {shlex.join(result.args)}\n  exit: {result.returncode}"
                  f"\n  stdout: {result.stdout[-3000:]}\n  stderr: {result.stderr[-3000:]}")
    raise Failure(what + detail)


class Context:
    def __init__(self, args):
        self.cutlm = args.cutlm
        self.clang = args.clang
        self.source = args.source_dir
        self.work = args.work
        os.makedirs(self.work, exist_ok=True)
        self.cflags = shlex.split(self.config("--hip-cflags"))
        self.libs = shlex.split(self.config("--hip-libs"))

    def config(self, what):
        r = run([self.cutlm, "config", what])
        check(r.returncode == 0 and r.stdout.strip(), f"cutlm config {what}", r)
        return r.stdout.strip()

    def build(self, source, name, libs=None):
        obj = os.path.join(self.work, name + ".o")
        exe = os.path.join(self.work, name)
        r = run([self.clang, *self.cflags, "-O2", "-c", source, "-o", obj])
        check(r.returncode == 0, f"compiling {source}", r)
        r = run([self.clang, obj, *(self.libs if libs is None else libs), "-o", exe])
        check(r.returncode == 0, f"linking {name}", r)
        return exe

    def exec(self, exe, *options, env=None):
        return run([self.cutlm, "exec", *options, "--", exe], env=env)


def fresh(path):
    """An empty folder: nothing a previous run left can pass for this run's output."""
    shutil.rmtree(path, ignore_errors=True)
    return path


def summary(stderr):
    """The exec summary: {kernel: (launches, instructions, cycles)}."""
    lines = re.findall(r"^cutlm: exec: (\S+): (\d+) launch(?:es)?, (\d+) instructions, (\d+) cycles",
                       stderr, re.M)
    return {k: (int(n), int(i), int(c)) for k, n, i, c in lines}


def test_api_smoke(ctx):
    exe = ctx.build(os.path.join(ctx.source, "tb/hip/tests/api_smoke.hip"), "api_smoke")
    for timing in ("fast", "cycle"):
        stats = fresh(os.path.join(ctx.work, "smoke_stats_" + timing))
        r = ctx.exec(exe, "--timing", timing, "--stats", stats)
        check(r.returncode == 0 and "all checks passed" in r.stdout,
              f"api_smoke through cutlm exec --timing {timing}", r)
        got = summary(r.stderr)
        check(set(got) == {"scale_add", "fill_index"} and got["scale_add"][0] == 2 and
              got["fill_index"][0] == 1, "the summary names each kernel and its launches", r)
        # The summary adds up the launches' own statistics files.
        for kernel, (launches, instructions, cycles) in got.items():
            records = []
            for n in range(launches):
                with open(os.path.join(stats, f"{kernel}.{n}.stats.json")) as f:
                    records.append(json.load(f))
            check(sum(s["instructions"] for s in records) == instructions and
                  sum(s["cycles"] for s in records) == cycles and
                  all(s["instructions"] > 0 and s["cycles"] > 0 for s in records),
                  f"{kernel}: the summary equals its launches' statistics", r)
            check(all(s["timing"] == ("cycle" if timing == "cycle" else "loosely-timed")
                      for s in records), f"{kernel}: statistics of the {timing} mode", r)
    # Per launch a trace and a waveform named by kernel and launch number, and the cosim.
    traces = fresh(os.path.join(ctx.work, "smoke_traces"))
    waves = fresh(os.path.join(ctx.work, "smoke_waves"))
    r = ctx.exec(exe, "--trace", traces, "--fst", waves, "--cosim")
    check(r.returncode == 0 and "all checks passed" in r.stdout, "api_smoke with --cosim", r)
    for kernel, launches in (("scale_add", 2), ("fill_index", 1)):
        for n in range(launches):
            check(re.search(rf"^cutlm: launch {n} of {kernel}: cosim: matched [1-9]\d* "
                            r"instructions", r.stderr, re.M) is not None,
                  f"the cosim summary of launch {n} of {kernel}", r)
            with open(os.path.join(traces, f"{kernel}.{n}.trace.jsonl")) as f:
                lines = [json.loads(line) for line in f]
            check(lines and all("asm" in line and "pc" in line for line in lines),
                  f"{kernel}.{n}.trace.jsonl holds the launch's retired instructions")
            fst = os.path.join(waves, f"{kernel}.{n}.fst")
            vcd = run(["fst2vcd", fst])
            check(vcd.returncode == 0 and "$enddefinitions" in vcd.stdout and
                  "$scope module rtl $end" in vcd.stdout and "$scope module tlm $end" in vcd.stdout,
                  f"{kernel}.{n}.fst has the TLM and RTL signals", vcd)
    # Against the deliberately broken datapath: the program's results are the model's and its
    # checks pass, the launches report their mismatches, and cutlm exec exits 3.
    r = ctx.exec(exe, "--cosim", "--cosim-rtl", "faulty")
    check(r.returncode == 3 and "all checks passed" in r.stdout and
          re.search(r"^cutlm: launch 0 of scale_add: cosim: \d+ mismatches", r.stderr, re.M)
          is not None and "with cosim mismatches" in r.stderr,
          "a cosim mismatch is exit status 3, the program unaffected", r)
    # Without cutlm exec the runtime starts a device of its own (the build's cutlm).
    env = dict(os.environ)
    env.pop("CUTLM_HIP_FDS", None)
    env["CUTLM"] = ctx.cutlm
    r = run([exe], env=env)
    check(r.returncode == 0 and "all checks passed" in r.stdout,
          "api_smoke run directly (its runtime starts the device)", r)


def test_streams_modules(ctx):
    exe = ctx.build(os.path.join(ctx.source, "tb/hip/tests/api_streams_modules.hip"),
                    "api_streams_modules")
    module = os.path.join(ctx.work, "module_kernels.hsaco")
    r = run([ctx.clang, *ctx.cflags, "--cuda-device-only", "--no-gpu-bundle-output", "-O2",
             os.path.join(ctx.source, "tb/hip/tests/module_kernels.hip"), "-o", module])
    check(r.returncode == 0, "building module_kernels.hsaco", r)
    for timing in ("fast", "cycle"):
        r = run([ctx.cutlm, "exec", "--timing", timing, "--", exe, module])
        check(r.returncode == 0 and "all checks passed" in r.stdout,
              f"api_streams_modules through cutlm exec --timing {timing}", r)
        got = summary(r.stderr)
        check(got.get("square", (0,))[0] == 2 and got.get("scaled_copy", (0,))[0] == 1 and
              got.get("add_offset", (0,))[0] == 1, "the module's kernels in the summary", r)


def test_printf(ctx):
    """Device printf gives what the host's printf gives for the same calls, in both modes, in
    order with the program's own output."""
    exe = ctx.build(os.path.join(ctx.source, "tb/hip/tests/printf.hip"), "printf")
    host = run([exe, "--host"])
    check(host.returncode == 0 and host.stdout.count("\n") == 5, "the host's printf", host)
    for timing in ("fast", "cycle"):
        r = ctx.exec(exe, "--timing", timing, "-q")
        check(r.returncode == 0 and r.stdout == host.stdout,
              f"device printf through cutlm exec --timing {timing} equals the host's", r)


def test_fault(ctx):
    exe = ctx.build(os.path.join(ctx.source, "tb/hip/tests/fault.hip"), "fault")
    r = ctx.exec(exe)
    check(r.returncode == 0, "the program sees hipErrorIllegalAddress from the launch and the "
                             "next synchronize, and copies its buffer back", r)
    check("launch: hipErrorIllegalAddress" in r.stdout, "the launch's error", r)
    line = re.search(r"^cutlm: launch 0 of write_past_end: fault: out of bounds: .*$", r.stderr,
                     re.M)
    check(line is not None, "the fault line on stderr", r)
    check(re.search(r"0 bytes past the end of buffer hipMalloc #1 \(128 bytes at 0x[0-9a-f]+\)",
                    line.group(0)) is not None, "the fault line names the buffer", r)
    check("1 failed" in r.stderr, "the summary counts the failed launch", r)


def test_debian_link(ctx):
    """A program linked against Debian's libamdhip64 (ROCm 5.2, which knows no gfx1100) runs
    on cutlm's runtime through cutlm exec's library path."""
    debian = "/usr/lib/x86_64-linux-gnu/libamdhip64.so.5"
    if not os.path.exists(debian):
        print("hip_exec_test: skipped debian_link: no " + debian)
        return
    exe = ctx.build(os.path.join(ctx.source, "tb/hip/tests/api_smoke.hip"), "api_smoke_debian",
                    libs=["-L/usr/lib/x86_64-linux-gnu", "-lamdhip64"])
    r = run(["readelf", "-d", exe])
    check("RUNPATH" not in r.stdout and "RPATH" not in r.stdout,
          "the Debian-linked program carries no run path of cutlm's", r)
    r = ctx.exec(exe)
    check(r.returncode == 0 and "all checks passed" in r.stdout,
          "a program linked against Debian's libamdhip64 through cutlm exec", r)


def test_exec_cli(ctx):
    """cutlm exec's own errors and exit statuses, with programs that use no HIP at all."""
    r = run([ctx.cutlm, "exec", "--", "/nonexistent/program"])
    check(r.returncode == 2 and r.stderr.count("\n") == 1 and
          "cannot run /nonexistent/program" in r.stderr, "a program that does not exist", r)
    r = run([ctx.cutlm, "exec"])
    check(r.returncode == 2 and "no program given" in r.stderr, "no program", r)
    r = run([ctx.cutlm, "exec", "--cus", "2", "--", "true"])
    check(r.returncode == 2 and "--cus needs --timing cycle" in r.stderr, "--cus 2", r)
    r = run([ctx.cutlm, "exec", "--timing", "cycle", "--cus", "5", "--", "true"])
    check(r.returncode == 2 and "--cus 5: a GPU of" in r.stderr, "--cus 5", r)
    r = run([ctx.cutlm, "exec", "--stats", "/dev/null/stats", "--", "true"])
    check(r.returncode == 2 and "--stats: cannot write to the folder /dev/null/stats" in r.stderr,
          "an unwritable --stats folder", r)
    r = run([ctx.cutlm, "exec", "--", "sh", "-c", "exit 5"])
    check(r.returncode == 5 and "the program launched no kernel" in r.stderr,
          "the program's exit status", r)
    r = run([ctx.cutlm, "exec", "--", "sh", "-c", "kill -9 $$"])
    check(r.returncode == 128 + 9 and "ended by signal 9" in r.stderr, "a program killed", r)


def test_config(ctx):
    """The device-library folder holds the generated gfx1100 ISA-version library, and clang-19
    needs it: with Debian's folder alone it refuses gfx1100."""
    folder = ctx.config("--hip-device-libs")
    check(f"--rocm-device-lib-path={folder}" in " ".join(ctx.cflags), "--hip-cflags names it")
    text = run(["llvm-dis-19", os.path.join(folder, "oclc_isa_version_1100.bc"), "-o", "-"])
    check(text.returncode == 0 and re.search(r"@__oclc_ISA_version = .* constant i32 11000,",
                                             text.stdout) is not None,
          "oclc_isa_version_1100.bc defines the ISA version 11000", text)
    for name in ("ocml.bc", "ockl.bc", "oclc_isa_version_1036.bc"):
        check(os.path.exists(os.path.join(folder, name)), f"{name} is in the folder too")
    source = os.path.join(ctx.work, "empty.hip")
    with open(source, "w") as f:
        f.write("#include <hip/hip_runtime.h>\n__global__ void k(int* p) { p[threadIdx.x] = 1; }\n")
    r = run([ctx.clang, "-x", "hip", "--offload-arch=gfx1100", "-c", source, "-o",
             os.path.join(ctx.work, "empty.o")])
    check(r.returncode != 0 and "cannot find ROCm device library" in r.stderr,
          "clang-19 with Debian's device libraries alone refuses gfx1100", r)
    r = run([ctx.clang, *ctx.cflags, "-c", source, "-o", os.path.join(ctx.work, "empty.o")])
    check(r.returncode == 0, "with cutlm config --hip-cflags it builds", r)
    r = run([ctx.cutlm, "config"])
    check(r.returncode == 2 and r.stdout == "", "cutlm config without a question", r)


# examples/hip: each prints one line that starts with its name and checks its own results.
EXAMPLES = {"matmul_tiled": "64x64 product correct", "philox": "match the host's Philox4x32-10",
            "radix_sort": "sorted by rocprim::block_radix_sort"}


def build_examples(ctx):
    for name in EXAMPLES:
        ctx.build(os.path.join(ctx.source, "examples/hip", name + ".hip"), "example_" + name)


def run_example(ctx, name, timing):
    exe = os.path.join(ctx.work, "example_" + name)
    check(os.path.exists(exe), f"{exe} is built (the hip_examples_build test)")
    r = ctx.exec(exe, "--timing", timing)
    check(r.returncode == 0 and EXAMPLES[name] in r.stdout,
          f"examples/hip/{name}.hip through cutlm exec --timing {timing}", r)
    got = summary(r.stderr)
    check(len(got) == 1 and all(n == 1 for n, _, _ in got.values()),
          "one launch of one kernel in the summary", r)
    if name == "matmul_tiled":
        # hipEventElapsedTime gives the launch's cycles at the model's clock (0.4 ns).
        events = re.search(r"kernel time ([0-9.]+) us by hipEventElapsedTime", r.stdout)
        cycles = next(iter(got.values()))[2]
        check(events is not None and abs(float(events.group(1)) - cycles * 0.4 / 1000) < 0.002,
              "the events' time is the launch's cycles at 2.5 GHz", r)


TESTS = {"api_smoke": test_api_smoke, "streams_modules": test_streams_modules,
         "fault": test_fault, "debian_link": test_debian_link, "exec_cli": test_exec_cli,
         "config": test_config, "printf": test_printf,
         "build_examples": build_examples}
for _name in EXAMPLES:
    for _timing in ("fast", "cycle"):
        TESTS[f"{_name}_{_timing}"] = (lambda n, t: lambda ctx: run_example(ctx, n, t))(_name,
                                                                                       _timing)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cutlm", required=True)
    parser.add_argument("--clang", required=True)
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--only", action="append", choices=sorted(TESTS))
    parser.add_argument("--skip", action="append", default=[], choices=sorted(TESTS))
    args = parser.parse_args()
    ctx = Context(args)
    failed = 0
    for name in args.only or [t for t in TESTS if t not in args.skip]:
        try:
            TESTS[name](ctx)
            print(f"hip_exec_test: {name}: ok")
        except (Failure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as e:
            failed += 1
            print(f"hip_exec_test: {name}: FAILED: {e}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
