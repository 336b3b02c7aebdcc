#!/usr/bin/env python3
"""Checks the implicit-operand facts of isa/gfx1100.json (implicit_reads, implicit_writes, which
scripts/gen_isa_tables.py turns into InstInfo::implicit_reads/implicit_writes) against LLVM's
own instruction descriptions, as llvm-mca-19 shows them through register dependencies.

The facts come from AMD's ISA guide; LLVM is an independent source. For every instruction with
an LLVM sample text in the data (SOP1, SOP2, SOPC, SOPK, SOPP, VOP1, VOP2, VOPC), each probe runs
a producer and a consumer through llvm-mca's in-order gfx1100 model: the consumer issuing later
after a producer of the register than after an unrelated producer of the same unit means a
dependency through that register.

Usage: implicit_operands_llvm_test.py ISA_JSON [LLVM_MCA]
"""
import json
import re
import subprocess
import sys
import tempfile

# Producers of a register and their unrelated twins (same unit, same latency).
READ_PROBES = {
    "SCC": ("s_cmp_eq_u32 s100, s101", "s_mov_b32 s102, s101"),
    "VCC": ("v_cmp_eq_f32_e32 vcc_lo, v100, v101", "v_add_f32_e32 v102, v100, v101"),
    "M0": ("s_mov_b32 m0, s100", "s_mov_b32 s102, s100"),
    "EXEC": ("s_mov_b32 exec_lo, s100", "s_mov_b32 s102, s100"),
}
# Consumers of a register and their unrelated twins.
WRITE_PROBES = {
    "SCC": ("s_cselect_b32 s103, s104, s105", "s_mov_b32 s103, s104"),
    "VCC": ("v_cndmask_b32_e32 v103, v104, v105, vcc_lo", "v_mov_b32_e32 v103, v104"),
    "EXEC": ("s_mov_b32 s103, exec_lo", "s_mov_b32 s103, s104"),
}
FAMILIES = {"SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "VOP1", "VOP2", "VOPC"}

# Where LLVM's descriptions and the ISA guide differ, and why: (direction, register) -> what
# LLVM says, the instructions (None: any) and the reason. Each must still occur, so a fixed
# difference is noticed.
KNOWN = {
    ("read", "EXEC"): (True, None, "LLVM gives every VALU instruction an implicit EXEC use, the "
                       "lane mask; the facts list EXEC only where the operation reads it as a value"),
    ("read", "M0"): (False, None, "LLVM's MC descriptions leave M0 out of movrel, swaprel and "
                     "s_sendmsg (its code generator adds M0 as an operand); llvm-mca does track M0 "
                     "(s_mov_b32 s10, m0 waits for s_mov_b32 m0)"),
    ("write", "VCC"): (False, {"V_ADD_CO_CI_U32_E32", "V_SUB_CO_CI_U32_E32",
                               "V_SUBREV_CO_CI_U32_E32"},
                       "llvm-mca shows no wait on the VOP2 carry-out; the ISA guide and LLVM's own "
                       "disassembly (v_add_co_ci_u32_e32 v2, vcc_lo, ...) name VCC as destination"),
    ("write", "SCC"): (False, {"S_QUADMASK_B32", "S_QUADMASK_B64"},
                       "the ISA guide sets SCC from the result; LLVM 19 has no SCC def"),
}


def known(key, llvm_says):
    entry = KNOWN.get((key[1], key[2]))
    return entry is not None and entry[0] == llvm_says and (entry[1] is None or key[0] in entry[1])


def delay(pairs, mca):
    """For each (first, second) pair: cycles from the first's dispatch to the second's."""
    with tempfile.NamedTemporaryFile("w", suffix=".s") as f:
        for i, (a, b) in enumerate(pairs):
            f.write(f"# LLVM-MCA-BEGIN r{i}\n{a}\n{b}\n# LLVM-MCA-END\n")
        f.flush()
        out = subprocess.run([mca, "-mtriple=amdgcn", "-mcpu=gfx1100", "-iterations=1", "-timeline",
                              "-timeline-max-cycles=0", f.name],
                             capture_output=True, text=True, check=True).stdout
    result = []
    for region in out.split("Code Region - ")[1:]:
        first = re.search(r"^\[0,0\]\s+(\S.*)$", region, re.M)
        second = re.search(r"^\[0,1\]\s+(\S.*)$", region, re.M)
        result.append(second.group(1).index("D") - first.group(1).index("D"))
    assert len(result) == len(pairs), "llvm-mca dropped a region"
    return result


def assembles(texts, mca):
    """Which texts llvm-mca takes: a sample LLVM disassembles but its assembler rejects (the
    s_waitcnt_*cnt forms with a register other than null) is left out."""
    out = subprocess.run([mca, "-mtriple=amdgcn", "-mcpu=gfx1100", "-iterations=1", "-"],
                         input="\n".join(texts) + "\n", capture_output=True, text=True).stderr
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"^<stdin>:(\d+):\d+: error", out, re.M)}
    return [n not in bad for n in range(len(texts))]


def main(isa_json, mca="llvm-mca-19"):
    with open(isa_json) as f:
        data = json.load(f)
    samples = [i for i in data["instructions"]
               if i["family"] in FAMILIES and i["gfx1100"] and "llvm_sample" in i]
    ok = assembles([i["llvm_sample"] for i in samples], mca)
    skipped = [i["llvm_sample"] for i, good in zip(samples, ok) if not good]
    samples = [i for i, good in zip(samples, ok) if good]
    pairs, keys = [], []
    for inst in samples:
        text = inst["llvm_sample"]
        for reg, (producer, twin) in READ_PROBES.items():
            pairs += [(producer, text), (twin, text)]
            keys.append((inst["name"], "read", reg))
        if inst["family"] == "SOPP":
            continue  # branches and waits produce nothing a consumer could wait for
        for reg, (consumer, twin) in WRITE_PROBES.items():
            pairs += [(text, consumer), (text, twin)]
            keys.append((inst["name"], "write", reg))
    delays = delay(pairs, mca)
    llvm = {k: delays[2 * n] > delays[2 * n + 1] for n, k in enumerate(keys)}

    facts = {}
    for inst in samples:
        for reg in inst.get("implicit_reads", []):
            facts[(inst["name"], "read", reg)] = True
        for reg in inst.get("implicit_writes", []):
            facts[(inst["name"], "write", reg)] = True

    failures = []
    seen = {k: 0 for k in KNOWN}
    for key, llvm_says in sorted(llvm.items()):
        ours = facts.get(key, False)
        if ours == llvm_says:
            continue
        if known(key, llvm_says):
            seen[(key[1], key[2])] += 1
            continue
        failures.append(f"{key[0]} {key[1]}s {key[2]}: ISA facts say {ours}, LLVM says {llvm_says}")
    checked = len(llvm)
    print(f"{len(samples)} instructions probed; llvm-mca rejects {len(skipped)} samples: "
          + "; ".join(skipped))
    for (kind, reg), (_, _, why) in KNOWN.items():
        print(f"known difference, {kind} {reg}: {seen[(kind, reg)]} instructions ({why})")
        if seen[(kind, reg)] == 0:
            failures.append(f"known difference {kind} {reg} no longer occurs: remove it")
    for line in failures:
        print("MISMATCH:", line)
    print(f"{checked - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
