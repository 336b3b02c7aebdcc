#!/usr/bin/env python3
"""The s_waitcnt hazard checker through the cutlm command line.

Usage: hazard_test.py CUTLM KERNEL_BUILD_DIR SOURCE_DIR WORK_DIR [CLANG]

Checks, in both timing modes (--timing fast and --timing cycle):
- a global load, a scalar load and an LDS load used before their s_waitcnt are each reported
  with the exact warning line, once; --hazards error stops with exit 1 and `cutlm: hazard: ...`;
  --hazards off says nothing; the same programs with the right s_waitcnt say nothing;
- a loop reading a register a load has not written yet gives one warning and a summary line;
- every shipped kernel, and the OpenCL and HIP examples (built with CLANG), are silent;
- `cutlm run` takes the option (a run has no memory, so its programs load nothing) and a bad
  value is a usage error (exit 2).
"""
import glob
import json
import os
import shutil
import subprocess
import sys

CUTLM, KERNELS, SOURCE, WORK = sys.argv[1:5]
CLANG = sys.argv[5] if len(sys.argv) > 5 else "clang-19"
TIMINGS = ["fast", "cycle"]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def cutlm(args):
    return subprocess.run([CUTLM] + args, capture_output=True, text=True, timeout=600)


def expect(args, status, stderr):
    """Runs cutlm; the exit status and stderr must be exactly these."""
    proc = cutlm(args)
    check(proc.returncode == status,
          f"{' '.join(args)}: exit {proc.returncode}, expected {status}: {proc.stderr.strip()}")
    check(proc.stderr == stderr,
          f"{' '.join(args)}: stderr\n{proc.stderr}expected\n{stderr}")


def manifest(path, source, lds=0):
    """A raw-program manifest: one wave32 workgroup of 32 work-items, a 128-byte buffer."""
    with open(path, "w") as f:
        json.dump({
            "raw": source,
            "descriptor": {"wave_size": 32, "kernarg_ptr": True, "workgroup_id": [True, False, False],
                           "workitem_id_dims": 1, "lds_bytes": lds, "scratch_bytes": 0,
                           "ieee": True, "denorm_f32": "preserve",
                           "denorm_f16_f64": "preserve"},
            "grid": [32, 1, 1], "block": [32, 1, 1],
            "buffers": [{"name": "data", "size": 128, "init": {"fill": {"u8": "0x1"}}}],
            "args": [{"buffer": "data"}]}, f)


# Each program: its text with {wait} where the missing s_waitcnt belongs, that s_waitcnt, the LDS
# it needs and the warning the missing wait gives.
PROGRAMS = {
    "global": ("""  s_load_b64 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v2, v1, s[2:3]
{wait}  v_add_nc_u32 v3, v2, v2
  s_waitcnt vmcnt(0)
  s_endpgm
""", "  s_waitcnt vmcnt(0)\n", 0,
               "hazard: workgroup (0,0,0) wave 0 pc 0x18 (v_add_nc_u32_e32 v3, v2, v2) reads v2 before "
               "global_load_b32 at pc 0x10 completed"),
    # Used as an SALU source, not an address: in cycle mode the read sees the old value.
    "scalar": ("""  s_load_b64 s[2:3], s[0:1], 0x0
{wait}  s_add_u32 s4, s2, 4
  s_endpgm
""", "  s_waitcnt lgkmcnt(0)\n", 0,
               "hazard: workgroup (0,0,0) wave 0 pc 0x8 (s_add_u32 s4, s2, 4) reads s2 before s_load_b64 at pc 0x0 "
               "completed"),
    "lds": ("""  v_lshlrev_b32 v1, 2, v0
  ds_store_b32 v1, v0
  ds_load_b32 v2, v1
{wait}  v_add_nc_u32 v3, v2, v2
  s_waitcnt lgkmcnt(0)
  s_endpgm
""", "  s_waitcnt lgkmcnt(0)\n", 128,
            "hazard: workgroup (0,0,0) wave 0 pc 0x14 (v_add_nc_u32_e32 v3, v2, v2) reads v2 before ds_load_b32 "
            "at pc 0xc completed"),
}


def missing_and_right_waits():
    work = os.path.join(WORK, "programs")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    for name, (text, wait, lds, warning) in PROGRAMS.items():
        for variant, inserted in (("missing", ""), ("right", wait)):
            with open(os.path.join(work, f"{name}_{variant}.s"), "w") as f:
                f.write(text.format(wait=inserted))
            manifest(os.path.join(work, f"{name}_{variant}.json"), f"{name}_{variant}.s", lds)
        missing = os.path.join(work, f"{name}_missing.json")
        right = os.path.join(work, f"{name}_right.json")
        for timing in TIMINGS:
            base = ["dispatch", "--timing", timing, "-q"]
            expect(base + [missing], 0, f"cutlm: warning: {warning}\n")
            expect(base + [missing, "--hazards", "warn"], 0, f"cutlm: warning: {warning}\n")
            expect(base + [missing, "--hazards", "error"], 1, f"cutlm: {warning}\n")
            expect(base + [missing, "--hazards", "off"], 0, "")
            expect(base + [right], 0, "")
            expect(base + [right, "--hazards", "error"], 0, "")


def loop_summary():
    """A loop reading a register its load has not written: one warning, then a summary."""
    work = os.path.join(WORK, "loop")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    with open(os.path.join(work, "loop.s"), "w") as f:
        f.write("""  v_mov_b32 v1, 0
  s_mov_b32 s4, 10
  ds_load_b32 v2, v1
loop:
  v_add_nc_u32 v3, v2, v3
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 loop
  s_waitcnt lgkmcnt(0)
  s_endpgm
""")
    manifest(os.path.join(work, "loop.json"), "loop.s", 128)
    for timing in TIMINGS:
        expect(["dispatch", os.path.join(work, "loop.json"), "--timing", timing, "-q"], 0,
               "cutlm: warning: hazard: workgroup (0,0,0) wave 0 pc 0x10 (v_add_nc_u32_e32 v3, v2, v3) reads v2 "
               "before ds_load_b32 at pc 0x8 completed\n"
               "cutlm: warning: hazard: 9 more reads of registers loads had not written yet "
               "(first at pc 0x10)\n")


def run_command():
    work = os.path.join(WORK, "run")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    program = os.path.join(work, "p.s")
    with open(program, "w") as f:
        f.write("  v_mov_b32 v1, 1\n  v_add_nc_u32 v2, v1, v1\n  s_endpgm\n")
    for timing in TIMINGS:
        for mode in ["warn", "error", "off"]:
            expect(["run", program, "--timing", timing, "--hazards", mode, "-q"], 0, "")
    seeds = os.path.join(SOURCE, "examples", "seeds.s")
    state = os.path.join(SOURCE, "examples", "seeds.state.json")
    expect(["run", seeds, "--state", state, "--hazards", "error", "-q"], 0, "")
    proc = cutlm(["run", program, "--hazards", "sometimes"])
    check(proc.returncode == 2 and proc.stderr ==
          'cutlm: error: --hazards must be warn, error or off, not "sometimes"\n',
          f"--hazards sometimes: exit {proc.returncode}: {proc.stderr}")
    proc = cutlm(["dispatch", "--help"])
    check("--hazards" in proc.stdout, "cutlm dispatch --help does not list --hazards")


def shipped_kernels_are_silent():
    manifests = sorted(glob.glob(os.path.join(KERNELS, "*.json")))
    check(len(manifests) >= 10, f"only {len(manifests)} shipped kernel manifests in {KERNELS}")
    dumps = os.path.join(WORK, "dumps")
    os.makedirs(dumps, exist_ok=True)
    for m in manifests:
        for timing in TIMINGS:
            expect(["dispatch", m, "--timing", timing, "--hazards", "error", "-q", "--dump-dir",
                    dumps], 0, "")


def examples_are_silent():
    work = os.path.join(WORK, "examples")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    include = os.path.join(SOURCE, "include")
    builds = [
        ([CLANG, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100",
          "-nogpulib", "-O2", "-I", include,
          os.path.join(SOURCE, "examples", "opencl", "reverse.cl"), "-o",
          os.path.join(work, "reverse.hsaco")], os.path.join("opencl", "reverse.json")),
        ([CLANG, "-x", "hip", "--offload-arch=gfx1100", "--cuda-device-only",
          "--no-gpu-bundle-output", "-nogpulib", "-nogpuinc", "-O2", "-I", include,
          os.path.join(SOURCE, "examples", "hip", "vscale.hip"), "-o",
          os.path.join(work, "vscale.hsaco")], os.path.join("hip", "vscale.json")),
    ]
    for command, manifest_path in builds:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=300)
        check(proc.returncode == 0, f"{' '.join(command)}: {proc.stderr}")
        copied = os.path.join(work, os.path.basename(manifest_path))
        shutil.copy(os.path.join(SOURCE, "examples", manifest_path), copied)
        for timing in TIMINGS:
            expect(["dispatch", copied, "--timing", timing, "--hazards", "error", "-q"], 0, "")


missing_and_right_waits()
loop_summary()
run_command()
shipped_kernels_are_silent()
examples_are_silent()
if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("hazard_test: all checks passed")
