#!/usr/bin/env python3
"""Whole listings: `cutlm disasm FILE` against `llvm-objdump-19 -d --mcpu=TARGET FILE` (TARGET
the object's EF_AMDGPU_MACH: gfx1100, or gfx1200 for the kernels' RDNA4 builds), byte for
byte, for every shipped kernel object, the OpenCL and HIP examples, and hand-written objects
that exercise llvm-objdump's symbol rules (labels as branch operands, data symbols, zero runs,
several symbols at one address, sections without a symbol at their start). `--kernel SYMBOL`
is compared with `--disassemble-symbols=SYMBOL`. Any difference fails with the first differing
line."""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

# Hand-written objects: what clang does not produce but a user's assembly may.
HAND_WRITTEN = {
    "labels.s": """
.text
  s_nop 0
  s_branch target
  s_cbranch_scc0 back
.globl f1
.type f1,@function
f1:
  s_nop 1
back:
  s_nop 2
target:
  .long 0
  s_endpgm
.globl g
.type g,@object
g:
  .long 0x12345678
.globl h2
h2:
h1:
  s_nop 3
  s_branch zz
  s_branch 0x7fff
  s_branch -30
  s_call_b64 s[0:1], h1
  s_subvector_loop_begin s0, zz
  s_nop 0
zz:
  .long 0
  .long 0
  .long 0
""",
    "symbols.s": """
.text
.type p2,@function
p2:
.type p1,@object
p1:
  s_nop 0
.type q2,@function
q2:
.type q1,@function
q1:
  s_nop 1
.type r2,@object
r2:
.type r1,@object
r1:
  .ascii "Hello, world! 0123456789"
n2:
.type n1,@function
n1:
n0:
  s_branch n2
  s_branch n0
  s_branch 1
.type y,@object
y:
  .long 0
  .long 0
  .long 0x12340000
.type d1,@function
d1:
  s_nop 6
  .long 0
  .long 0
  .long 0
  .long 0xbf800000
  v_mov_b32 v1, 0x3f800000
end:
""",
    "sections.s": """
.section .text.empty,"ax",@progbits
.section .text.one,"ax",@progbits
.globl f
.type f,@function
f:
  s_nop 0
  s_branch f
.section .text.two,"ax",@progbits
  s_nop 1
  s_branch 0
  v_cmp_eq_u32 vcc_lo, 1, v5
""",
}


def run(command, cwd):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit("FAIL: %s exited %d: %s" % (" ".join(command), result.returncode, result.stderr))
    return result.stdout


def first_difference(ours, theirs):
    a, b = ours.split("\n"), theirs.split("\n")
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end of listing>"
        y = b[i] if i < len(b) else "<end of listing>"
        if x != y:
            return "line %d:\n  cutlm:        %r\n  llvm-objdump: %r" % (i + 1, x, y)
    return None


def kernel_symbols(objdump_listing):
    # The labels of the full listing, which llvm-objdump's --disassemble-symbols accepts.
    names = []
    for line in objdump_listing.split("\n"):
        if line.endswith(">:") and " <" in line:
            names.append(line[line.index(" <") + 2:-2])
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cutlm", required=True)
    parser.add_argument("--llvm-objdump", required=True)
    parser.add_argument("--llvm-mc", required=True)
    parser.add_argument("--clang", required=True)
    parser.add_argument("--kernel-dir", required=True, help="the build's kernels folder")
    parser.add_argument("--source-dir", required=True)
    args = parser.parse_args()
    # The tools run in the objects' folders, so every path given must not depend on this one.
    args.cutlm = os.path.abspath(args.cutlm)
    args.kernel_dir = os.path.abspath(args.kernel_dir)
    args.source_dir = os.path.abspath(args.source_dir)

    with tempfile.TemporaryDirectory() as tmp:
        objects = []  # (folder, file name): both tools get the same relative name
        for path in sorted(glob.glob(os.path.join(args.kernel_dir, "*.hsaco")) +
                           glob.glob(os.path.join(args.kernel_dir, "*.o"))):
            objects.append((args.kernel_dir, os.path.basename(path)))
        include = os.path.join(args.source_dir, "include")
        run([args.clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
             "-mcpu=gfx1100", "-nogpulib", "-O2", "-I", include,
             os.path.join(args.source_dir, "examples/opencl/reverse.cl"), "-o", "reverse.hsaco"],
            tmp)
        run([args.clang, "-x", "hip", "--offload-arch=gfx1100", "--cuda-device-only",
             "-nogpulib", "-nogpuinc", "-O2", "-I", include, "--no-gpu-bundle-output",
             os.path.join(args.source_dir, "examples/hip/vscale.hip"), "-o", "vscale.hsaco"], tmp)
        objects += [(tmp, "reverse.hsaco"), (tmp, "vscale.hsaco")]
        for name, text in sorted(HAND_WRITTEN.items()):
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
            obj = name[:-2] + ".o"
            run([args.llvm_mc, "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj",
                 name, "-o", obj], tmp)
            objects.append((tmp, obj))

        failures = 0
        compared = 0
        for folder, name in objects:
            mcpu = "--mcpu=" + target_of(os.path.join(folder, name))
            theirs = run([args.llvm_objdump, "-d", mcpu, name], folder)
            ours = run([args.cutlm, "disasm", name], folder)
            compared += 1
            difference = first_difference(ours, theirs)
            if difference:
                failures += 1
                print("FAIL: %s differs from llvm-objdump-19, %s" % (name, difference))
            for symbol in kernel_symbols(theirs):
                if not symbol_is_kernel(folder, name, symbol):
                    continue
                theirs_one = run([args.llvm_objdump, "-d", mcpu,
                                  "--disassemble-symbols=" + symbol, name], folder)
                ours_one = run([args.cutlm, "disasm", name, "--kernel", symbol], folder)
                compared += 1
                difference = first_difference(ours_one, theirs_one)
                if difference:
                    failures += 1
                    print("FAIL: %s --kernel %s differs from --disassemble-symbols, %s" %
                          (name, symbol, difference))
        if failures:
            sys.exit("%d of %d listings differ" % (failures, compared))
        print("listings identical to llvm-objdump-19: %d (%d objects)" % (compared, len(objects)))


# EF_AMDGPU_MACH values (LLVM AMDGPUUsage, "AMDGPU ELF Header") of the targets the shipped
# kernels are built for: llvm-objdump-19 decodes with the --mcpu it is given, not the object's.
MACH_TARGETS = {0x041: "gfx1100", 0x048: "gfx1200", 0x04e: "gfx1201"}


def target_of(path):
    """The object's target from its ELF header's e_flags (gfx1100 when unknown)."""
    with open(path, "rb") as f:
        header = f.read(0x34)
    mach = int.from_bytes(header[0x30:0x34], "little") & 0xff if len(header) == 0x34 else 0
    return MACH_TARGETS.get(mach, "gfx1100")


def symbol_is_kernel(folder, name, symbol):
    # --kernel takes kernels (a symbol with a NAME.kd descriptor), which clang's objects have.
    with open(os.path.join(folder, name), "rb") as f:
        return (symbol + ".kd").encode() + b"\0" in f.read()


if __name__ == "__main__":
    main()
