#!/usr/bin/env python3
"""Checks the timing classes of isa/gfx1100.json (timing_class, from isa/timing_classes.json, which
scripts/gen_isa_tables.py turns into InstInfo::timing_class) against LLVM's scheduling model, as
llvm-mca-19 -mcpu=gfx1100 reports each instruction's latency and resources.

The classes come from Mesa ACO; LLVM is an independent source. Every gfx1100 instruction with an
LLVM sample text in the data (SOP*, SMEM, VOP1, VOP2, VOPC) is checked, and so is every VOP3,
VOP3SD, VOP3P and VINTERP form: its words are built from the data's field layout (VGPR sources,
as many as the form has) and llvm-mc-19 disassembles them into the text llvm-mca reads.

RDNA4's own classes (timing_class_source mesa_gfx12 in isa/gfx1200.json, given with --gfx1200
FILE) are checked the same way against llvm-mca-19 -mcpu=gfx1200 (GFX12SpeedModel), from each
instruction's LLVM sample text.

Usage: timing_classes_llvm_test.py ISA_JSON [--gfx1200 GFX1200_JSON] [LLVM_MCA [LLVM_MC]]
"""
import json
import re
import subprocess
import sys

# What LLVM 19's GFX11 model says for each class: (latency, resources), the resources without
# HWRC (every instruction) and HWSALU (a VALU writing an SGPR or VCC also takes it). None: the
# class is not checked (llvm-mca has no counter model for waits; messages and traps are one-offs).
EXPECTED = {
    "valu32": (5, {"HWVALU"}),
    "valu_fma": (5, {"HWVALU"}),
    "valu64": (6, {"HWVALU"}),
    "valu_quarter_rate32": (8, {"HWVALU"}),
    "valu_transcendental32": (10, {"HWTransVALU"}),
    "valu_double": (38, {"HWVALU"}),
    "valu_double_add": (38, {"HWVALU"}),
    "valu_double_convert": (38, {"HWVALU"}),
    "valu_double_transcendental": (40, {"HWVALU", "HWTransVALU"}),
    "wmma": (32, {"HWVALU"}),  # ACO's number; LLVM 19 has none (see KNOWN)
    "valu_pseudo_scalar_trans": (7, {"HWVALU"}),  # gfx1200 only (GFX12SpeedModel)
    "salu": (2, {"HWSALU"}),
    "smem": (20, {"HWLGKM"}),
    "branch": (32, {"HWBranch"}),
    "barrier": (2000, {"HWBranch"}),
    "sendmsg": None,
    "waitcnt": None,
    "other": None,
}

# Where LLVM's model and the classes differ, and why: name pattern -> (what LLVM says, reason).
# Each must still occur, so that a difference that goes away is noticed.
KNOWN = {
    r"v_wmma_.*": ((5, {"HWVALU"}), "LLVM 19 has no WMMA class for gfx11 (plain Write32Bit); "
                   "ACO times WMMA at 32 cycles (16 for iu4)"),
    r"v_cmpx_.*_f64": ((6, {"HWVALU"}), "LLVM gives the EXEC-writing f64 compares Write64Bit "
                       "(latency 6) but the VCC-writing ones WriteDouble (38); ACO classes both "
                       "valu_double"),
    r"v_mad_[iu]64_[iu]32": ((8, {"HWVALU"}), "LLVM: WriteIntMul (quarter rate, 8); ACO: valu64 "
                             "(6, two VALU cycles)"),
    r"v_qsad_pk_u16_u8": ((8, {"HWVALU"}), "LLVM: quarter rate (8); ACO lists it without a "
                          "class (valu32)"),
    r"s_(call|setpc|swappc|rfe)_b64|s_subvector_loop_(begin|end)": (
        None, "LLVM gives calls, returns and indirect jumps a SALU or call class, not WriteBranch; "
        "ACO classes them branch"),
    r"v_swap(rel)?_b32": ((6, {"HWVALU"}), "LLVM: latency 6 (two results); ACO lists them "
                          "without a class (valu32)"),
}
# Forms whose built words llvm-mc-19 does not disassemble (no operands to fill, an SGPR
# destination, or true16 operands), and so are not checked; each must still fail to disassemble.
NOT_DISASSEMBLED = {"V_NOP_E64", "V_PIPEFLUSH_E64", "V_READFIRSTLANE_B32_E64", "V_MOV_B16_E64"}

FAMILIES_WITH_SAMPLES = {"SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC"}
FAMILIES_BUILT = {"VOP3", "VOP3SD", "VOP3P", "VINTERP"}


def word(isa, inst, sources):
    """The instruction's 64-bit words: op, vdst v10, sources v2, v4, v6 (those the form has)."""
    enc = isa["encodings"][inst["family"]]
    fields = enc["fields"]
    value = int(enc["identifier"], 16)

    def put(name, v):
        nonlocal value
        if name in fields:
            f = fields[name]
            value |= (v & ((1 << (f["hi"] - f["lo"] + 1)) - 1)) << f["lo"]

    put("op", inst["opcode"])
    put("vdst", 10)
    put("sdst", 20)
    for i in range(sources):
        if f"src{i}" in inst["operands"]:
            put(f"src{i}", 256 + 2 * i + 2)
    if inst["family"] == "VOP3P":  # packed operands read both halves (LLVM's default printing)
        put("opsel_hi", 3)
        put("opsel_hi2", 1)
    return value.to_bytes(8, "little")


def disassemble(isa, inst, mc):
    """LLVM's text for the built words; a source field LLVM wants as an SGPR becomes one."""
    for sources in (3, 2):
        data = " ".join(f"0x{b:02x}" for b in word(isa, inst, sources))
        r = subprocess.run([mc, "-arch=amdgcn", "-mcpu=gfx1100", "--disassemble"], input=data,
                           capture_output=True, text=True)
        lines = [line.strip() for line in r.stdout.splitlines()
                 if line.strip() and not line.strip().startswith(".")]
        if lines and "warning" not in r.stderr:
            text = lines[0]
            return re.sub(r"[vs](\d+)/\*Invalid register, operand has '(\w+)'[^*]*\*/",
                          lambda m: ("v" if m.group(2).startswith("VGPR") else "s") + m.group(1),
                          text)
    return None


def mca(texts, tool, mcpu="gfx1100"):
    """(latency, resources) of each text, llvm-mca's instruction-info and pressure tables."""
    out = subprocess.run([tool, "-mtriple=amdgcn", f"-mcpu={mcpu}", "-iterations=1",
                          "-instruction-info", "-resource-pressure", "-timeline=0", "-"],
                         input="\n".join(texts) + "\n", capture_output=True, text=True,
                         check=True).stdout
    names = re.findall(r"^\[(\d+)\]\s+- (\w+)$", out[out.index("Resources:"):], re.M)
    names = [n for _, n in names]
    info = out[out.index("Instruction Info"):out.index("Resources:")]
    rows = [line for line in info.splitlines() if re.match(r"^\s+\d+\s+\d+\s+\S+", line)]
    pressure = out[out.index("Resource pressure by instruction"):].splitlines()[2:]
    result = []
    for row, p in zip(rows, pressure):
        cols = p.split()[:len(names)]
        used = {names[k] for k, c in enumerate(cols) if c != "-"}
        result.append((int(row.split()[1]), used))
    assert len(result) == len(texts), "llvm-mca dropped an instruction"
    return result


def assembles(texts, tool):
    """Which texts llvm-mca takes (LLVM disassembles s_waitcnt_*cnt with an SGPR it then rejects)."""
    err = subprocess.run([tool, "-mtriple=amdgcn", "-mcpu=gfx1100", "-iterations=1", "-"],
                         input="\n".join(texts) + "\n", capture_output=True, text=True).stderr
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"^<stdin>:(\d+):\d+: error", err, re.M)}
    return [n not in bad for n in range(len(texts))]


def op_name(inst):
    return re.sub(r"_E(32|64)$", "", inst["name"]).lower()


def check_gfx1200(path, tool):
    """Failures among gfx1200's own classes (source mesa_gfx12), against GFX12SpeedModel."""
    with open(path) as f:
        isa = json.load(f)
    own = [i for i in isa["instructions"] if i.get("timing_class_source") == "mesa_gfx12"]
    failures = [f"{i['name']}: no LLVM sample" for i in own if "llvm_sample" not in i]
    own = [i for i in own if "llvm_sample" in i]
    if not own:
        return ["gfx1200: no instruction has a class of its own (mesa_gfx12)"]
    for inst, (latency, used) in zip(own, mca([i["llvm_sample"] for i in own], tool, "gfx1200")):
        expected = EXPECTED[inst["timing_class"]]
        used = used - {"HWRC", "HWSALU"}
        if (latency, used) != expected:
            failures.append(f"{inst['name']} ({inst['llvm_sample']}, gfx1200): class "
                            f"{inst['timing_class']} expects latency {expected[0]} on "
                            f"{sorted(expected[1])}; llvm-mca-19 says {latency} on {sorted(used)}")
    print(f"gfx1200: {len(own)} instructions of RDNA4's own classes checked against "
          f"llvm-mca-19 -mcpu=gfx1200")
    return failures


def main(isa_json, *args):
    args = list(args)
    gfx1200 = None
    if args[:1] == ["--gfx1200"]:
        gfx1200, args = args[1], args[2:]
    tool = args[0] if args else "llvm-mca-19"
    mc = args[1] if len(args) > 1 else "llvm-mc-19"
    with open(isa_json) as f:
        isa = json.load(f)
    failures = check_gfx1200(gfx1200, tool) if gfx1200 else []
    samples = []
    for inst in isa["instructions"]:
        if not inst["gfx1100"]:
            continue
        if "timing_class" not in inst:
            failures.append(f"{inst['name']}: no timing class")
            continue
        if inst["family"] in FAMILIES_WITH_SAMPLES and "llvm_sample" in inst:
            samples.append((inst, inst["llvm_sample"]))
        elif inst["family"] in FAMILIES_BUILT:
            text = disassemble(isa, inst, mc)
            if (text is None) != (inst["name"] in NOT_DISASSEMBLED):
                failures.append(f"{inst['name']}: llvm-mc-19 disassembles its words: "
                                f"{text is not None}, expected {inst['name'] not in NOT_DISASSEMBLED}")
            elif text is not None:
                samples.append((inst, text))
    ok = assembles([t for _, t in samples], tool)
    skipped = [t for (_, t), good in zip(samples, ok) if not good]
    samples = [s for s, good in zip(samples, ok) if good]
    results = mca([t for _, t in samples], tool)

    seen = {k: 0 for k in KNOWN}
    agreed = checked = 0
    for (inst, text), (latency, used) in zip(samples, results):
        cls = inst["timing_class"]
        expected = EXPECTED[cls]
        if expected is None:
            continue
        checked += 1
        used = used - {"HWRC"}
        if cls.startswith(("valu", "wmma")):
            used -= {"HWSALU"}
        if (latency, used) == expected:
            agreed += 1
            continue
        op = op_name(inst)
        known = [k for k, (says, _) in KNOWN.items()
                 if re.fullmatch(k, op) and (says is None or says == (latency, used))]
        if known:
            seen[known[0]] += 1
            continue
        failures.append(f"{inst['name']} ({text}): class {cls} expects latency {expected[0]} on "
                        f"{sorted(expected[1])}; llvm-mca-19 says {latency} on {sorted(used)}")
    print(f"{checked} instructions checked against llvm-mca-19, {agreed} agree; "
          f"llvm-mca rejects {len(skipped)} samples: " + "; ".join(skipped))
    for pattern, (_, why) in KNOWN.items():
        print(f"known difference, {pattern}: {seen[pattern]} instructions ({why})")
        if seen[pattern] == 0:
            failures.append(f"known difference {pattern} no longer occurs: remove it")
    for line in failures:
        print("MISMATCH:", line)
    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
