#!/usr/bin/env python3
"""RDNA4 disassembly against LLVM on one hand-picked instruction of each encoding RDNA4 changed
or added (the split wait counters, SMEM's 24-bit offset and cache policy, VBUFFER, VGLOBAL,
VSCRATCH, VFLAT, VDSDIR, VEXPORT, the SALU float forms, hardware register names), in two ways:

- an object assembled with llvm-mc-19 -mcpu=gfx1201: `cutlm disasm OBJ` must take the generation
  from its EF_AMDGPU_MACH and print llvm-objdump-19 --mcpu=gfx1201's listing line for line;
- the same words through `cutlm disasm --arch gfx1200 --hex` must give llvm-objdump's text;
- words no assembler writes (WORD_SAMPLES: fields LLVM prints with a register-class note) through
  `cutlm disasm --arch gfx1200 --hex` must give llvm-mc-19 -mcpu=gfx1200 --disassemble's text.

The random differential (difftest.py --arch gfx1200) covers the rest; this one stays in the
default run. Exit status 1 with the first difference."""
import argparse
import os
import re
import subprocess
import sys
import tempfile

SAMPLES = """
s_wait_loadcnt 0x3
s_wait_storecnt 0x1
s_wait_samplecnt 0x2
s_wait_bvhcnt 0x4
s_wait_kmcnt 0x0
s_wait_dscnt 0x7
s_wait_expcnt 0x1
s_wait_loadcnt_dscnt 0x0
s_wait_storecnt_dscnt 0x102
s_wait_alu 0xfffd
s_load_b32 s4, s[2:3], 0x10
s_load_b96 s[8:10], s[2:3], s5 offset:0x40 th:TH_LOAD_NT
s_buffer_load_b64 s[4:5], s[8:11], null offset:-0x8 scope:SCOPE_SYS
s_add_f16 s5, s1, 0x4400
s_getreg_b32 s0, hwreg(HW_REG_SCRATCH_BASE_HI, 0, 8)
buffer_load_b32 v1, v2, s[4:7], s3 offen offset:16 th:TH_LOAD_NT scope:SCOPE_DEV
buffer_store_b64 v[2:3], off, s[8:11], null offset:-4
buffer_atomic_add_u32 v1, v2, s[4:7], null idxen th:TH_ATOMIC_RETURN
tbuffer_load_format_x v3, v14, s[40:43], null format:[BUF_FMT_10_10_10_2_SINT] offen
global_load_b32 v0, v[2:3], off offset:-64 th:TH_LOAD_HT
global_store_b128 v0, v[4:7], s[2:3] offset:256 scope:SCOPE_SE
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[4:5] th:TH_ATOMIC_RETURN
global_wb scope:SCOPE_SYS
scratch_load_b64 v[4:5], v1, off offset:8
scratch_store_b32 off, v2, s3 offset:-12
flat_load_u16 v1, v[2:3] offset:4
flat_atomic_add_f32 v[2:3], v4
ds_param_load v1, attr3.y wait_va_vdst:2 wait_vm_vsrc:1
export mrt0 v1, v2, off, off done
v_add_f32_e32 v1, v2, v3
v_max_num_f32_e64 v1, -v2, |v3|
"""


def run(cmd, what, stdin=None):
    proc = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True)
    if proc.returncode != 0:
        sys.exit("%s failed: %s\n%s" % (what, " ".join(cmd), proc.stderr[-2000:]))
    return proc.stdout


def listing_lines(text):
    """The instruction lines of a listing: text and words, without layout padding."""
    out = []
    for line in text.splitlines():
        if not line.startswith("\t") or "//" not in line:
            continue
        body, _, comment = line[1:].partition("//")
        words = comment.split(":", 1)[1].strip() if ":" in comment else comment.strip()
        out.append((body.strip(), words))
    return out


# Pseudo-scalar transcendentals writing lds_direct and exec_lo (LLVM: SReg_32_XEXEC), and
# v_readlane writing lds_direct (SReg_32).
WORD_SAMPLES = ["D68240FE 00000031", "D680407E 00000031", "D76000FE 00000501"]


def llvm_words_text(llvm_mc, words):
    data = " ".join("0x%02x" % b for w in words.split() for b in int(w, 16).to_bytes(4, "little"))
    out = run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx1200", "--disassemble"], "llvm-mc", data)
    return [l.strip() for l in out.splitlines() if l.strip() and not l.strip().startswith(".")][0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cutlm", required=True)
    ap.add_argument("--llvm-mc", default="llvm-mc-19")
    ap.add_argument("--llvm-objdump", default="llvm-objdump-19")
    opts = ap.parse_args()
    lines = [l for l in SAMPLES.strip().splitlines() if l.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "samples.s")
        obj = os.path.join(tmp, "samples.o")
        with open(src, "w") as f:
            f.write("\t.text\n" + "".join("\t" + l + "\n" for l in lines))
        run([opts.llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1201", "-filetype=obj", src,
             "-o", obj], "llvm-mc")
        llvm = listing_lines(run([opts.llvm_objdump, "-d", "--mcpu=gfx1201", obj], "llvm-objdump"))
        ours = listing_lines(run([opts.cutlm, "disasm", obj], "cutlm disasm"))
        if len(llvm) != len(lines):
            sys.exit("llvm-objdump listed %d instructions for %d samples" % (len(llvm), len(lines)))
        failures = 0
        for i, (want, got) in enumerate(zip(llvm, ours + [("", "")] * len(llvm))):
            if want != got:
                print("object, sample %d (%s):\n  llvm : %s  // %s\n  cutlm: %s  // %s" %
                      (i, lines[i], want[0], want[1], got[0], got[1]))
                failures += 1
        for i, (text, words) in enumerate(llvm):
            hexed = run([opts.cutlm, "disasm", "--arch", "gfx1200", "--hex", words], "cutlm --hex")
            got = listing_lines(hexed)
            if not got or got[0][0] != text:
                print("--hex, sample %d: llvm %r, cutlm %r" % (i, text, got[0][0] if got else ""))
                failures += 1
    for words in WORD_SAMPLES:
        want = llvm_words_text(opts.llvm_mc, words)
        got = listing_lines(run([opts.cutlm, "disasm", "--arch", "gfx1200", "--hex", words],
                                "cutlm --hex"))
        if not got or got[0][0] != want:
            print("words %s: llvm %r, cutlm %r" % (words, want, got[0][0] if got else ""))
            failures += 1
    lines += WORD_SAMPLES
    print("gfx1200 samples: %d instructions, %d differences" % (len(lines), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
