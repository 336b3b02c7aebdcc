#!/usr/bin/env python3
"""Derives isa/<generation>.json, the project's own copy of one generation's ISA facts, from
AMD's machine-readable ISA data (run by hand when the shared data changes; the result is
committed). What differs between generations is the GENERATIONS entry below, never code.

Usage: import_isa.py [--arch gfx1100|gfx1200] ISA_JSON PSEUDOCODE_TXT OUT_JSON [TIMING_CLASSES_JSON]
  gfx1100 (the default): ../shared/isa/rdna3_isa.json -> isa/gfx1100.json
  gfx1200:               ../shared/isa/rdna4_isa.json -> isa/gfx1200.json (needs llvm-mc-19)

Which instructions the generation has (the boolean named after it on each instruction): for
gfx1100 the source's llvm_gfx1100 field. The RDNA3 source describes RDNA3.5, a superset of
gfx1100. An instruction of a family that LLVM was asked about (llvm_gfx1100 present) and rejected
(null) is marked gfx1100: false, except the two that the source notes as rejected only because of
the operand fill used for the probe (and v_pipeflush, which LLVM decodes as VOP1 when its unused
vdst field is 0, like v_nop). The RDNA4 source has no such field: the importer asks
llvm-mc-19 -mcpu=gfx1200 itself, one word per opcode (scripts/llvm_probe.py). The names of the
hardware registers (hwreg(...)) and of the messages (sendmsg(...)) are asked of llvm-mc-19 for
both generations.

Each instruction's timing class (and the wave64 single-pass flag) comes from
isa/timing_classes.json, the committed facts with their sources; an instruction without a class
stops the import."""
import json
import os
import re
import sys

import llvm_probe

# Per generation: the LLVM target names and their EF_AMDGPU_MACH values (LLVM's AMDGPUUsage
# "AMDGPU ELF Header"; llvm-mc-19 -mcpu=NAME -filetype=obj writes them), the product family, and
# where the generation's instruction list comes from.
GENERATIONS = {
    "gfx1100": {
        "family": "RDNA3",
        "targets": {"gfx1100": 0x041},
        "llvm_field": "llvm_gfx1100",
        "false_rejections": {"V_NOP_E32", "V_PIPEFLUSH_E32", "S_ENDPGM_ORDERED_PS_DONE"},
        # RDNA3.5 additions that the source lists in families LLVM was not asked about per
        # opcode (or in operand-name variants it missed): llvm-mc-19 -mcpu=gfx1100 rejects them
        # both assembling and disassembling.
        "llvm_rejects": {"S_FMAAK_F32", "S_FMAMK_F32", "V_DUAL_DOT2ACC_F32_BF16"},
        "timing_fallback": None,
    },
    "gfx1200": {
        "family": "RDNA4",
        "targets": {"gfx1200": 0x048, "gfx1201": 0x04E},
        "probe_mcpu": "gfx1200",
        # LLVM 19 decodes v_mov_b16's VOP3 form only with +real-true16, as on gfx11 (where
        # AMD's data lists it); the probe runs without.
        "false_rejections": {"V_MOV_B16_E64"},
        "llvm_rejects": set(),
        # AMD's RDNA4 data lists s_waitcnt without its operand; LLVM 19 still decodes it, with
        # gfx11's counter fields.
        # The barrier operations' operands are missing too; LLVM's probe text names them
        # (s_get_barrier_state s0, s0; s_barrier_join s0).
        # The ATC probes' immediate (sdata) is 8 bits in AMD's data, as on gfx11; LLVM 19's gfx12
        # encoding has 5 of the field's 7 bits for it and rejects a word with more set.
        "operand_fixes": {
            "S_ATC_PROBE": {"sdata": {"bits": 5, "format": "FMT_NUM_B8", "type": "OPR_SIMM8"}},
            "S_ATC_PROBE_BUFFER": {
                "sdata": {"bits": 5, "format": "FMT_NUM_B8", "type": "OPR_SIMM8"}},
            "S_WAITCNT": {"simm16": {"bits": 16, "format": "FMT_NUM_B16", "type": "OPR_WAITCNT"}},
            "S_GET_BARRIER_STATE": {
                "sdst": {"bits": 32, "format": "FMT_NUM_B32", "type": "OPR_SDST"},
                "ssrc0": {"bits": 32, "format": "FMT_NUM_B32", "type": "OPR_SSRC_BARRIER_ID"}},
            "S_BARRIER_INIT": {
                "ssrc0": {"bits": 32, "format": "FMT_NUM_B32", "type": "OPR_SSRC_BARRIER_ID"}},
            "S_BARRIER_JOIN": {
                "ssrc0": {"bits": 32, "format": "FMT_NUM_B32", "type": "OPR_SSRC_BARRIER_ID"}},
        },
        # No gfx12 timing source has been read yet: an operation gfx1100 lacks takes the class
        # its format has by default in the gfx1100 data (Mesa's table defaults), marked so.
        "timing_fallback": {
            "SOP1": "salu", "SOP2": "salu", "SOPK": "salu", "SOPC": "salu", "SOPP": "salu",
            "SMEM": "smem", "VOP1": "valu32", "VOP2": "valu32", "VOPC": "valu32",
            "VOP3": "valu32", "VOP3SD": "valu32", "VOP3P": "valu32", "VOPD": "valu32",
            "VINTERP": "valu32", "DS": "ds", "VDSDIR": "ds", "VBUFFER": "vmem",
            "VIMAGE": "vmem", "VSAMPLE": "vmem", "VFLAT": "vmem", "VGLOBAL": "vmem",
            "VSCRATCH": "vmem", "VEXPORT": "exp",
        },
    },
}
# Instructions whose encoding always carries a 32-bit literal dword (LLVM: they take a "K" constant).
ALWAYS_LITERAL = {
    "S_SETREG_IMM32_B32", "V_FMAAK_F32_E32", "V_FMAMK_F32_E32", "V_FMAAK_F16_E32",
    "V_FMAMK_F16_E32", "V_DUAL_FMAAK_F32", "V_DUAL_FMAMK_F32", "S_FMAAK_F32", "S_FMAMK_F32",
}


# Implicit operands: registers an instruction reads or writes without an operand field naming
# them. Only the register names are taken from the ISA guide's pseudocode (which of SCC, VCC,
# EXEC, M0 each encoding form reads or writes), never the pseudocode itself.
IMPLICIT_REGISTERS = {"SCC": "SCC", "VCC": "VCC", "VCCZ": "VCC", "EXEC": "EXEC", "EXEC_LO": "EXEC",
                      "EXEC_HI": "EXEC", "EXECZ": "EXEC", "M0": "M0"}
ASSIGNMENT = re.compile(r"\s*(=(?!=)|\+=|-=|\|=|&=|\^=)")
# Facts the pseudocode does not show (its blocks for these forms are field descriptions or
# absent), from the ISA guide's text: VOPD v_dual_cndmask_b32 has no mask field and selects by
# VCC; LDS parameter/direct loads and GWS operations take their base from M0; s_sendmsg takes the
# data of some messages from M0.
EXTRA_READS = {
    "V_DUAL_CNDMASK_B32": ["VCC"],
    "LDS_PARAM_LOAD": ["M0"], "LDS_DIRECT_LOAD": ["M0"],
    "S_SENDMSG": ["M0"], "S_SENDMSGHALT": ["M0"],
    "DS_GWS_INIT": ["M0"], "DS_GWS_SEMA_V": ["M0"], "DS_GWS_SEMA_BR": ["M0"], "DS_GWS_SEMA_P": ["M0"],
    "DS_GWS_SEMA_RELEASE_ALL": ["M0"], "DS_GWS_BARRIER": ["M0"],
}
# s_subvector_loop_begin/end run a wave64 as two halves by switching EXEC (the guide's text; its
# pseudocode block is empty; LLVM's description defines EXEC too).
EXTRA_WRITES = {"S_SUBVECTOR_LOOP_BEGIN": ["EXEC"], "S_SUBVECTOR_LOOP_END": ["EXEC"]}


def pseudocode_blocks(path):
    """(family, name) -> the code lines of its block, comments removed."""
    blocks = {}
    current = None
    with open(path) as f:
        for line in f:
            if line.startswith("### "):
                _, family, name, _ = line.split()
                current = blocks.setdefault((family, name), [])
            elif current is not None and not line.startswith("#"):
                code = line.split("//")[0].strip()
                if code:
                    current.append(code)
    return blocks


def implicit_operands(inst, lines):
    """The implicit reads and writes of one encoding form, as sorted register lists."""
    reads, writes = set(), set()
    for code in lines:
        for name, reg in IMPLICIT_REGISTERS.items():
            for m in re.finditer(r"(?<![A-Za-z0-9_.])" + name + r"(?![A-Za-z0-9_])(\.[a-z0-9]+)?(\[[^\]]*\])*", code):
                if ASSIGNMENT.match(code[m.end():]):
                    writes.add(reg)
                elif reg not in writes:  # reading back its own result is no input
                    reads.add(reg)
        # VOPC's destination D0 is VCC (or EXEC for v_cmpx, which the pseudocode names).
        if inst["family"] == "VOPC" and re.match(r"D0(\.[a-z0-9]+)?(\[[^\]]*\])*\s*=", code):
            writes.add("VCC")
    operands = inst["operands"]
    # The VOP3/VOP3SD forms name the lane mask VOP2 uses implicitly: a 64-bit mask source (src2)
    # for the carry-in or select, a scalar destination (sdst) for the carry-out.
    if any(o["format"] == "FMT_NUM_M64" and f.startswith("src") for f, o in operands.items()):
        reads.discard("VCC")
    if "sdst" in operands and inst["family"] in ("VOP3", "VOP3SD"):
        writes.discard("VCC")
    reads.update(EXTRA_READS.get(inst["name"], []))
    writes.update(EXTRA_WRITES.get(inst["name"], []))
    return sorted(reads), sorted(writes)


def canonical_op(name):
    """The operation name timing_classes.json uses: V_MIN_F16_E32 -> v_min_f16."""
    return re.sub(r"_E(32|64)$", "", name).lower()


def load_timing(path):
    with open(path) as f:
        timing = json.load(f)
    names = [c["name"] for c in timing["classes"]]
    for op, (cls, source) in timing["instructions"].items():
        if cls not in names or source not in timing["sources"]:
            sys.exit(f"{path}: {op}: unknown class {cls} or source {source}")
    for op in timing["wave64_single_pass"] + timing["wave64_single_pass_conditional"]:
        if op not in timing["instructions"]:
            sys.exit(f"{path}: wave64 list names {op}, which has no class")
    return timing


def main(arch, src, pseudocode, dst, timing_path=None):
    gen = GENERATIONS[arch]
    with open(src) as f:
        data = json.load(f)
    timing = load_timing(timing_path or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "isa", "timing_classes.json"))
    single_pass = set(timing["wave64_single_pass"])
    blocks = pseudocode_blocks(pseudocode)
    if "probe_mcpu" in gen:
        llvm = llvm_probe.probe(data, gen["probe_mcpu"], ALWAYS_LITERAL)
    else:
        llvm = {(i["family"], i["name"]): i.get(gen["llvm_field"], "absent")
                for i in data["instructions"]}
    out_inst = []
    for inst in data["instructions"]:
        entry = {
            "family": inst["family"],
            "name": inst["name"],
            "opcode": inst["opcode"],
            "operands": dict(inst["operands"], **gen.get("operand_fixes", {}).get(inst["name"], {})),
        }
        llvm_text = llvm[(inst["family"], inst["name"])]
        entry[arch] = not ((llvm_text is None and inst["name"] not in gen["false_rejections"])
                           or inst["name"] in gen["llvm_rejects"])
        if llvm_text not in (None, "absent"):
            entry["llvm_sample"] = llvm_text
        if inst["name"] in ALWAYS_LITERAL:
            entry["always_literal"] = True
        reads, writes = implicit_operands(inst, blocks.get((inst["family"], inst["name"]), []))
        if reads:
            entry["implicit_reads"] = reads
        if writes:
            entry["implicit_writes"] = writes
        op = canonical_op(inst["name"])
        if op in timing["instructions"]:
            entry["timing_class"], entry["timing_class_source"] = timing["instructions"][op]
        elif gen["timing_fallback"] is not None:
            entry["timing_class"] = gen["timing_fallback"][inst["family"]]
            entry["timing_class_source"] = "gfx1100_format_default"
        else:
            sys.exit(f"{inst['name']}: no timing class in the timing classes file")
        if op in single_pass:
            entry["wave64_single_pass"] = True
        out_inst.append(entry)
    extra = ""
    if gen["timing_fallback"] is not None:
        extra = ("; timing_class_source gfx1100_format_default: no class for this generation's "
                 "operation in the timing classes file, so its format's default class there")
    if "probe_mcpu" in gen:
        extra += (f"; {arch} (and llvm_sample) from llvm-mc-19 -mcpu={gen['probe_mcpu']} "
                  "--disassemble of one word per opcode (scripts/llvm_probe.py)")
    out = {
        "source": data["source"] + f"; filtered for {arch} by scripts/import_isa.py; "
                  "implicit_reads/implicit_writes (SCC, VCC, EXEC, M0) from the registers the ISA "
                  "guide's pseudocode names for each encoding form, plus the guide's text for "
                  "VOPD v_dual_cndmask, LDS direct/param loads, GWS, s_sendmsg and "
                  "s_subvector_loop_*; timing_class, timing_class_source and wave64_single_pass "
                  "from isa/timing_classes.json (Mesa ACO's instruction classes, llvm-mca-19)" + extra,
        "generation": {"name": arch, "family": gen["family"], "targets": gen["targets"],
                       "hwreg_names": {str(k): v for k, v in llvm_probe.hwreg_names(
                           next(iter(gen["targets"]))).items()},
                       "message_names": {str(k): v for k, v in llvm_probe.message_names(
                           next(iter(gen["targets"]))).items()}},
        "timing_classes": timing["classes"],
        "encodings": data["encodings"],
        "instructions": out_inst,
    }
    with open(dst, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    args = sys.argv[1:]
    arch = "gfx1100"
    if args[:1] == ["--arch"]:
        arch, args = args[1], args[2:]
    if arch not in GENERATIONS or len(args) not in (3, 4):
        sys.exit("usage: import_isa.py [--arch " + "|".join(GENERATIONS) +
                 "] ISA_JSON PSEUDOCODE_TXT OUT_JSON [TIMING_CLASSES_JSON]")
    main(arch, *args)
