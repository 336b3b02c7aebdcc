#!/usr/bin/env python3
"""Generates the model's ISA tables (C++) from isa/<generation>.json at build time.

Everything the decoder and disassembler know about opcodes, names, operand sizes and field
layouts comes from here; nothing of it is typed by hand in the C++ sources.

Usage: gen_isa_tables.py ISA_JSON OUT_HEADER OUT_SOURCE [MORE_ISA_JSON...]

The first file is the primary generation (gfx1100): the functions without an Arch argument and
the enc:: constants describe it. Every file gets its own instruction table, opcode index,
encoding layouts and LLVM targets, reached through an isa::Arch; the enums (Format, Op,
Encoding, Field, ...) are the union of all generations, so one decoder reads every generation's
words through its layouts.
"""
import json
import os
import re
import sys

# Families in the order the Format enum lists them.
FORMATS = [
    "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD",
    "VOP3P", "VOPD", "VINTERP", "LDSDIR", "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF",
    "MIMG", "EXP",
]


def ident(name):
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def canonical_op(name):
    """V_MIN_F16_E32 and V_MIN_F16_E64 are one operation in two encodings."""
    return re.sub(r"_E(32|64)$", "", name)


def op_of(inst):
    """The operation an instruction performs: its own, or the primary generation's one it is a
    rename of (isa/<arch>_execution.json)."""
    return inst.get("runs_as", canonical_op(inst["name"]))


def apply_renames(g, path, primary):
    """Gives each instruction a later generation renamed (isa/<arch>_execution.json) the primary
    generation's operation and timing class, after checking that the operation exists there
    with the same operand sizes."""
    renames_path = os.path.join(os.path.dirname(path), f"{g['arch']}_execution.json")
    if not os.path.exists(renames_path):
        return
    with open(renames_path) as f:
        data = json.load(f)
    renames = data["renames"]
    g["memory_forms"] = data.get("memory_forms", {})
    g["architected_workgroup_ids"] = data.get("architected_workgroup_ids")
    g["fixed_mode"] = data.get("fixed_mode")
    if g["fixed_mode"] is not None and set(g["fixed_mode"]) != {"ieee", "dx10_clamp"}:
        sys.exit(f"{renames_path}: fixed_mode names ieee and dx10_clamp, nothing else")
    g["matrix_layout"] = data.get("matrix_layout", "replicated")
    g["machine_registers"] = data.get("machine_registers", {})
    for reg, value in g["machine_registers"].items():
        if reg not in MACHINE_REGISTERS:
            sys.exit(f"{renames_path}: unknown machine register {reg}")
        if not isinstance(value, int) or not 0 <= value < 1 << 32:
            sys.exit(f"{renames_path}: {reg} is no 32-bit value")
    if g["matrix_layout"] not in MATRIX_LAYOUTS:
        sys.exit(f"{renames_path}: unknown matrix_layout {g['matrix_layout']}")
    for form, spec in g["memory_forms"].items():
        if form not in g["encodings"]:
            sys.exit(f"{renames_path}: {g['arch']} has no encoding {form}")
        for base in [spec["as"]] + spec.get("also_as", []):
            if base not in primary["encodings"]:
                sys.exit(f"{renames_path}: {form} runs as {base}, which {primary['arch']} lacks")
        for old, new in spec["fields"].items():
            if new not in g["encodings"][form]["fields"]:
                sys.exit(f"{renames_path}: {form} has no field {new}")
    by_op = {}
    for inst in primary["instructions"]:
        if inst.get(primary["arch"]):
            by_op.setdefault(canonical_op(inst["name"]), []).append(inst)
    used = set()
    for inst in g["instructions"]:
        name = canonical_op(inst["name"])
        if name not in renames:
            continue
        base = renames[name]["runs_as"]
        if base not in by_op:
            sys.exit(f"{renames_path}: {name} runs as {base}, which {primary['arch']} lacks")
        sizes = sorted(o["bits"] for o in inst["operands"].values())
        same_family = [b for b in by_op[base] if b["family"] == inst["family"]]
        match = [b for b in same_family or by_op[base]
                 if sorted(o["bits"] for o in b["operands"].values()) == sizes]
        # An operation whose operand sizes differ only in how the generations list them (an image
        # operation's dmask-sized data, RDNA4's address slots) is listed as the same operation.
        if not match and name in data.get("same_operation_despite_operands", {}):
            match = same_family or by_op[base]
        if not match:
            sys.exit(f"{renames_path}: {inst['name']} and {base} have different operands")
        inst["runs_as"] = base
        if inst.get("timing_class_source") == "gfx1100_format_default":
            inst["timing_class"] = match[0]["timing_class"]
        used.add(name)
    # Timing classes taken from the gfx1100 instruction an instruction splits or replaces.
    timing_like = data.get("timing_like", {})
    for inst in g["instructions"]:
        name = canonical_op(inst["name"])
        if name in timing_like and inst.get("timing_class_source") == "gfx1100_format_default":
            if timing_like[name] not in by_op:
                sys.exit(f"{renames_path}: {name} times like {timing_like[name]}, which is unknown")
            inst["timing_class"] = by_op[timing_like[name]][0]["timing_class"]
            used.add(name)
    # Same-named instructions whose operands differ from the primary's do not run with its
    # semantics unless listed as the same operation.
    same = data.get("same_operation_despite_operands", {})
    primary_forms = {i["family"] for i in primary["instructions"]}
    forms = {f: spec["as"] for f, spec in g["memory_forms"].items()}
    # A form that replaces several gfx1100 formats (VBUFFER: MUBUF and MTBUF) finds a
    # same-named operation in any of them.
    also = {f: spec.get("also_as", []) for f, spec in g["memory_forms"].items()}
    sizes = {}
    for inst in primary["instructions"]:
        if inst.get(primary["arch"]):
            sizes[(inst["family"], inst["name"])] = sorted(o["bits"] for o in inst["operands"].values())
    for inst in g["instructions"]:
        family = forms.get(inst["family"], inst["family"])
        inst["executes"] = family in primary_forms
        mine = sorted(o["bits"] for o in inst["operands"].values())
        theirs = sizes.get((family, inst["name"]))
        for other in also.get(inst["family"], []):
            if theirs is None:
                theirs = sizes.get((other, inst["name"]))
        if theirs is not None and theirs != mine:
            if inst["name"] in same:
                used.add(inst["name"])
            elif not (g["matrix_layout"] != "replicated" and is_matrix(inst)):
                inst["executes"] = False
    # Instructions the generation's hardware lacks although LLVM and AMD's tables list them.
    absent = data.get("absent_from_hardware", {})
    g["absent_from_hardware"] = {}
    for inst in g["instructions"]:
        if inst["name"] in absent:
            inst["executes"] = False
            g["absent_from_hardware"][op_of(inst)] = absent[inst["name"]]
            used.add(inst["name"])
    # Loads that transpose a matrix across the lanes: each one's element width.
    transpose = data.get("transpose_loads", {})
    g["transpose_loads"] = {}
    for inst in g["instructions"]:
        if inst["name"] in transpose:
            bits = transpose[inst["name"]]["element_bits"]
            if bits not in (8, 16) or memory_access(inst) != "Load":
                sys.exit(f"{renames_path}: {inst['name']} is no load of 8- or 16-bit elements")
            g["transpose_loads"][op_of(inst)] = bits
            used.add(inst["name"])
    unused = sorted((set(renames) | set(timing_like) | set(same) | set(absent) | set(transpose))
                    - used)
    if unused:
        sys.exit(f"{renames_path}: no {g['arch']} instruction is named {', '.join(unused)}")


def llvm_mnemonic(inst):
    """LLVM's spelling: lower case; v_fmaak/v_fmamk have no _e32 form to tell apart."""
    name = inst["name"].lower()
    if inst.get("always_literal") and inst["family"] == "VOP2":
        name = re.sub(r"_e32$", "", name)
    return name


# Registers read or written without an operand field naming them (the data's implicit_reads and
# implicit_writes), one bit each in InstInfo::implicit_reads/implicit_writes.
IMPLICIT_BITS = {"SCC": 1, "VCC": 2, "EXEC": 4, "M0": 8}


def implicit_mask(names):
    mask = 0
    for name in names:
        mask |= IMPLICIT_BITS[name]
    return mask


# What each operand does, one bit each in OperandInfo::role. AMD names what an instruction writes
# vdst, vdstx, vdsty, sdst and sdata, and a buffer or image form's vdata is the loaded data or
# the stored one; the rules below turn those names into facts once, here, so that nothing in the
# C++ tells a role by a name.
ROLE_READ, ROLE_WRITE, ROLE_WRITE_IF_RETURNS, ROLE_ADDRESS = 1, 2, 4, 8
DESTINATIONS = {"vdst", "vdstx", "vdsty", "sdst", "sdata"}
ADDRESS_FIELDS = {"addr", "saddr", "vaddr", "srsrc", "soffset", "sbase", "offset", "ioffset",
                  "rsrc", "samp"}
# RDNA4's vector-memory families (VBUFFER, ...) are the gfx11 ones renamed and regrouped.
VECTOR_MEMORY = {"FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG", "VBUFFER", "VFLAT",
                 "VGLOBAL", "VSCRATCH", "VIMAGE", "VSAMPLE"}
MEMORY_FAMILIES = {"SMEM", "DS"} | VECTOR_MEMORY
# SOPK forms whose sdst field is a source, or both.
SOPK_READS = ("S_CMPK_", "S_WAITCNT_", "S_SETREG_B32")
SOPK_READS_WRITES = ("S_ADDK_", "S_MULK_")


def memory_access(inst):
    """None, Load, Store, Atomic or CmpSwap, from AMD's name of a memory instruction."""
    if inst["family"] not in MEMORY_FAMILIES:
        return "None"
    name = inst["name"]
    if "CMPSWAP" in name:
        return "CmpSwap"
    if "ATOMIC" in name:
        return "Atomic"
    if "STORE" in name:
        return "Store"
    if "LOAD" in name or name.startswith("IMAGE_"):
        return "Load"  # every image operation that is no store or atomic returns data
    return "None"


def operand_role(inst, field):
    family, name = inst["family"], inst["name"]
    role = 0
    if family in MEMORY_FAMILIES and (field in ADDRESS_FIELDS or re.match(r"vaddr\d$", field)):
        role |= ROLE_ADDRESS
    access = memory_access(inst)
    returning = family in VECTOR_MEMORY and access in ("Atomic", "CmpSwap")
    if field == "vdata":
        if access == "Load":
            return role | ROLE_WRITE
        # An atomic's data, and its old value back in the same registers when glc is set.
        return role | ROLE_READ | (ROLE_WRITE_IF_RETURNS if returning and family in (
            "MUBUF", "MTBUF", "MIMG", "VBUFFER", "VIMAGE") else 0)
    if field not in DESTINATIONS:
        return role | ROLE_READ
    if family == "SOPK" and name.startswith(SOPK_READS):
        return role | ROLE_READ
    if family == "SOPK" and name.startswith(SOPK_READS_WRITES):
        return role | ROLE_READ | ROLE_WRITE
    if returning and field == "vdst":
        return role | ROLE_WRITE_IF_RETURNS  # FLAT/GLOBAL atomics return with glc
    return role | ROLE_WRITE


def is_branch(inst):
    """A conditional or register-indirect change of the pc (what the fidelity report follows)."""
    return inst["name"].startswith(("S_CBRANCH_", "S_SETPC_", "S_SWAPPC_"))


# A WMMA operand format that names its matrix (RDNA4's FMT_WMMA_AB_16X32_F16: 16 rows of 32
# 16-bit floats). gfx11's (FMT_WMMA_AB_F16) name no shape: their operands are not the matrix
# spread over the lanes (A and B are held twice over), so nothing is derived from them.
MATRIX_FORMAT = re.compile(r"FMT_WMMA_(?:AB|DC)_(\d+)X(\d+)_([A-Z0-9]+)$")
MATRIX_ELEMENTS = {"F16": 16, "BF16": 16, "F32": 32, "I32": 32, "IU8": 8, "IU4": 4, "FP8": 8,
                   "BF8": 8}


def matrix_shape(num_format):
    """(rows, cols, element) of a format naming its matrix, or None."""
    m = MATRIX_FORMAT.match(num_format)
    if m is None:
        return None
    if m.group(3) not in MATRIX_ELEMENTS:
        sys.exit(f"{num_format}: unknown matrix element type {m.group(3)}")
    return int(m.group(1)), int(m.group(2)), m.group(3)


# How a generation keeps WMMA matrices in VGPRs (isa/<arch>_execution.json matrix_layout; a
# generation without one has gfx1100's).
MATRIX_LAYOUTS = ["replicated", "blocked"]

# The machine registers a generation's data may give a value (isa/<arch>_execution.json
# machine_registers), in the order of model/isa/machine_registers.h's MachineRegister; the
# value is the register field's, at most 32 bits.
MACHINE_REGISTERS = ["VGT_GS_MAX_WAVE_ID"]


def is_matrix(inst):
    """A matrix instruction whose operand formats name their matrices' shapes."""
    return any(matrix_shape(o["format"]) is not None for o in inst["operands"].values())


def camel(token):
    return "".join(part.capitalize() for part in token.lower().split("_"))


def load(path):
    with open(path) as f:
        data = json.load(f)
    data["arch"] = data["generation"]["name"]
    return data


def emit_generation(c, g, formats, all_encodings, all_fields):
    """One generation's instruction table, opcode index and encoding layouts (suffix _<arch>)."""
    a = ident(g["arch"])
    encodings = g["encodings"]
    ordered = sorted(g["selected"], key=lambda i: (formats.index(i["family"]), i["opcode"]))
    for idx, inst in enumerate(ordered):
        operands = inst["operands"]
        if not operands:
            continue
        c.append(f"const OperandInfo kOperands_{a}_{idx}[] = {{")
        for fname in sorted(operands):
            o = operands[fname]
            nf = camel(o["format"].replace("FMT_", ""))
            ot = camel(o["type"].replace("OPR_", ""))
            c.append(f'  {{"{fname}", {o["bits"]}, NumFormat::{nf}, OperandType::{ot}, '
                     f'{operand_role(inst, fname)}}},')
        c.append("};")
    c.append(f"\nconst InstInfo kInstructions_{a}[] = {{")
    for idx, inst in enumerate(ordered):
        n = len(inst["operands"])
        operands = f"kOperands_{a}_{idx}" if n else "nullptr"
        field_order = sorted(inst["operands"])
        source_index = []
        for i in range(3):
            names = [f"src{i}", f"ssrc{i}", f"vsrc{i}"]
            found = [field_order.index(name) for name in names if name in inst["operands"]]
            source_index.append(str(found[0]) if found else "-1")
        c.append(
            f'  {{Format::{inst["family"]}, {inst["opcode"]}, Op::{ident(op_of(inst))}, '
            f'"{inst["name"]}", "{llvm_mnemonic(inst)}", {str(inst[g["arch"]]).lower()}, '
            f'{str(inst.get("always_literal", False)).lower()}, {n}, {operands}, '
            f'{{{", ".join(source_index)}}}, '
            f'{field_order.index("vdst") if "vdst" in inst["operands"] else -1}, '
            f'{implicit_mask(inst.get("implicit_reads", []))}, '
            f'{implicit_mask(inst.get("implicit_writes", []))}, '
            f'TimingClass::{camel(inst["timing_class"])}, '
            f'{str(inst.get("wave64_single_pass", False)).lower()}, '
            f'MemoryAccess::{memory_access(inst)}, {str(is_branch(inst)).lower()}, '
            f'{str(inst.get("executes", True)).lower()}, '
            f'Arch::{camel(g["arch"])}}},'
        )
    c.append("};\n")
    # Dense opcode -> index tables per format; opcode space from the width of the op field.
    for fmt in formats:
        e = encodings.get(fmt)
        if e is None:
            continue
        widths = [fld["hi"] - fld["lo"] + 1 for fname, fld in e["fields"].items() if fname in ("op", "opx", "opy")]
        size = 1 << max(widths) if widths else 1
        table = [-1] * size
        for idx, inst in enumerate(ordered):
            if inst["family"] == fmt:
                table[inst["opcode"]] = idx
        c.append(f"const int16_t kIndex_{a}_{fmt}[{size}] = {{{', '.join(map(str, table))}}};")
    c.append(f"const FormatIndex kFormatIndex_{a}[] = {{")
    for fmt in formats:
        if fmt in encodings:
            c.append(f"  {{kIndex_{a}_{fmt}, static_cast<uint32_t>(sizeof(kIndex_{a}_{fmt}) / sizeof(int16_t))}},")
        else:
            c.append("  {nullptr, 0},")
    c.append("};\n")
    for name in sorted(encodings):
        e = encodings[name]
        c.append(f"const FieldSpec kFields_{a}_{ident(name)}[] = {{")
        for fname in sorted(e["fields"]):
            fld = e["fields"][fname]
            c.append(f'  {{"{fname}", {{{fld["hi"]}, {fld["lo"]}}}, FieldKind::{fld["kind"]}}},')
        c.append("};")
    c.append(f"const EncodingLayout kLayouts_{a}[] = {{")
    for name in all_encodings:
        e = encodings.get(name)
        if e is None:
            c.append("  {false, 0, 0, 0, nullptr, 0, {}},")
            continue
        at = []
        for fname in all_fields:
            fld = e["fields"].get(fname)
            at.append(f"{{{fld['hi']}, {fld['lo']}}}" if fld else "{0xFF, 0xFF}")
        c.append(f"  {{true, {e['bits']}, {e['identifier_mask']}u, {e['identifier']}u, "
                 f"kFields_{a}_{ident(name)}, sizeof(kFields_{a}_{ident(name)}) / sizeof(FieldSpec), "
                 f"{{{', '.join(at)}}}}},")
    c.append("};\n")


WAIT_DATA = {}


def main(src, out_h, out_cpp, *more):
    with open(os.path.join(os.path.dirname(src), "wait_counters.json")) as f:
        WAIT_DATA.update(json.load(f))
    generations = [load(path) for path in (src,) + more]
    for g, path in zip(generations[1:], more):
        apply_renames(g, path, generations[0])
    data = generations[0]
    encodings = data["encodings"]
    # Families of the later generations that the primary lacks (RDNA4's VBUFFER, ...) follow
    # the primary's in the Format enum.
    formats = FORMATS + sorted({i["family"] for g in generations[1:] for i in g["instructions"]}
                               - set(FORMATS))
    for g in generations:
        g["selected"] = [i for i in g["instructions"] if i["family"] in formats]
    instructions = data["selected"]
    every = [i for g in generations for i in g["selected"]]
    all_encodings = sorted({name for g in generations for name in g["encodings"]})

    # Timing classes in the data's order (isa/timing_classes.json, through scripts/import_isa.py).
    timing_classes = [c["name"] for c in data["timing_classes"]]
    num_formats = sorted({o["format"] for i in every for o in i["operands"].values()})
    operand_types = sorted({o["type"] for i in every for o in i["operands"].values()})
    ops = sorted({op_of(i) for i in every})

    h = []
    sources = ", ".join(f"isa/{g['arch']}.json" for g in generations)
    h.append(f"// Generated by scripts/gen_isa_tables.py from {sources}. Do not edit.")
    h.append("#pragma once")
    h.append("#include <cstddef>\n#include <cstdint>\n")
    h.append("namespace cutlm::isa {\n")
    h.append("enum class Format : uint8_t {")
    for fmt in formats:
        h.append(f"  {fmt},")
    h.append("  Count\n};\n")
    h.append("enum class NumFormat : uint8_t {")
    for nf in num_formats:
        h.append(f"  {camel(nf.replace('FMT_', ''))},")
    h.append("};\n")
    h.append("// The matrix a WMMA operand format names (FMT_WMMA_AB_16X32_F16: 16 rows of 32 f16")
    h.append("// elements); rows 0 for any other format, gfx11's unshaped WMMA formats included.")
    h.append("enum class MatrixElement : uint8_t {\n  None,")
    for e in MATRIX_ELEMENTS:
        h.append(f"  {camel(e)},")
    h.append("};\n")
    h.append("struct MatrixShape {\n  uint8_t rows;\n  uint8_t cols;\n  uint8_t element_bits;")
    h.append("  MatrixElement element;\n};\n")
    h.append("constexpr MatrixShape matrix_shape(NumFormat f) {\n  switch (f) {")
    for nf in num_formats:
        shape = matrix_shape(nf)
        if shape is None:
            continue
        rows, cols, elem = shape
        h.append(f"    case NumFormat::{camel(nf.replace('FMT_', ''))}: return {{{rows}, {cols}, "
                 f"{MATRIX_ELEMENTS[elem]}, MatrixElement::{camel(elem)}}};")
    h.append("    default: return {0, 0, 0, MatrixElement::None};\n  }\n}\n")
    h.append("enum class OperandType : uint8_t {")
    for ot in operand_types:
        h.append(f"  {camel(ot.replace('OPR_', ''))},")
    h.append("};\n")
    h.append("// One operation, whatever its encoding (V_MIN_F16_E32 and _E64 are V_MIN_F16).")
    h.append("enum class Op : uint16_t {\n  Invalid,")
    for op in ops:
        h.append(f"  {ident(op)},")
    h.append("  Count\n};\n")
    h.append("// Timing class of an operation (Mesa ACO's instruction classes; isa/timing_classes.json")
    h.append("// gives each one's meaning and sources, docs/timing.md the numbers).")
    h.append("enum class TimingClass : uint8_t {")
    for tc in timing_classes:
        h.append(f"  {camel(tc)},")
    h.append("  Count\n};\n")
    h.append("// Bits of InstInfo::implicit_reads and implicit_writes.")
    for name, bit in IMPLICIT_BITS.items():
        h.append(f"constexpr uint8_t kImplicit{camel(name)} = {bit};")
    h.append("")
    h.append("// Bits of OperandInfo::role: read, written, written only when the atomic returns (glc),")
    h.append("// part of a memory instruction's address.")
    h.append(f"constexpr uint8_t kRoleRead = {ROLE_READ};")
    h.append(f"constexpr uint8_t kRoleWrite = {ROLE_WRITE};")
    h.append(f"constexpr uint8_t kRoleWriteIfReturns = {ROLE_WRITE_IF_RETURNS};")
    h.append(f"constexpr uint8_t kRoleAddress = {ROLE_ADDRESS};\n")
    h.append("enum class MemoryAccess : uint8_t { None, Load, Store, Atomic, CmpSwap };\n")
    h.append("// The generations built in (isa/<name>.json each); the functions without an Arch")
    h.append("// argument describe the first.")
    h.append("enum class Arch : uint8_t {")
    for g in generations:
        h.append(f"  {camel(g['arch'])},")
    h.append("  Count\n};\n")
    h.append("struct OperandInfo {\n  const char* field;  // encoding field name: vdst, src0, ssrc1, ...")
    h.append("  uint16_t bits;\n  NumFormat num_format;\n  OperandType type;\n  uint8_t role;\n};\n")
    h.append("struct InstInfo {")
    h.append("  Format format;\n  uint16_t opcode;\n  Op op;")
    h.append("  const char* name;      // AMD's name, upper case (V_MIN_F16_E32)")
    h.append("  const char* mnemonic;  // LLVM's spelling, lower case (v_min_f16_e32)")
    h.append("  bool available;        // the table's generation has it (LLVM 19 accepts it there);")
    h.append("                         // false: e.g. RDNA3.5 only, illegal on gfx1100")
    h.append("  bool always_literal;   // the encoding always carries a literal dword")
    h.append("  uint8_t num_operands;\n  const OperandInfo* operands;")
    h.append("  // Index in operands of source i (its field src<i>, ssrc<i> or vsrc<i>), -1 for none:")
    h.append("  // found here so that nothing on the execution path searches by name.")
    h.append("  int8_t source_index[3];")
    h.append("  int8_t vdst_index;  // index in operands of vdst, -1 for none")
    h.append("  // Registers this encoding form reads or writes without a field naming them")
    h.append("  // (kImplicitScc | kImplicitVcc | kImplicitExec | kImplicitM0): v_cndmask_b32_e32 reads")
    h.append("  // VCC, its VOP3 form names the mask in src2 and does not. EXEC as the lane mask of")
    h.append("  // every vector instruction is not listed; EXEC as an operand (s_and_saveexec) is.")
    h.append("  uint8_t implicit_reads;\n  uint8_t implicit_writes;")
    h.append("  TimingClass timing_class;")
    h.append("  // Wave64 runs both 32-lane halves in one pass (Mesa's is_dual_issue_capable); false for")
    h.append("  // the rest, and for every DPP form whatever this says.")
    h.append("  bool wave64_single_pass;")
    h.append("  MemoryAccess memory_access;  // what a memory instruction does with memory")
    h.append("  bool branch;                 // changes the pc by a condition or a register")
    h.append("  // The executor may run it with its Op's handler: false for a later generation's")
    h.append("  // instruction in a form gfx1100's handlers do not read (RDNA4's VBUFFER, VIMAGE, ...)")
    h.append("  // or sharing a gfx1100 name but not its operand sizes (RDNA4's WMMA); see")
    h.append("  // isa/<arch>_execution.json.")
    h.append("  bool executes;")
    h.append("  Arch arch;                   // the generation whose table this is")
    h.append("  const OperandInfo* operand(const char* field) const;\n};\n")
    h.append("struct BitField {\n  uint8_t hi;\n  uint8_t lo;\n};\n")
    h.append("// Every encoding form: a format with or without literal, DPP or scalar-destination variant.")
    h.append("enum class Encoding : uint8_t {")
    for name in all_encodings:
        h.append(f"  {ident(name)},")
    h.append("  Count\n};\n")
    field_kinds = sorted({f["kind"] for g in generations for e in g["encodings"].values()
                          for f in e["fields"].values()})
    h.append("enum class FieldKind : uint8_t {")
    for k in field_kinds:
        h.append(f"  {k},")
    h.append("};\n")
    h.append("struct FieldSpec {\n  const char* name;\n  BitField bits;\n  FieldKind kind;\n};\n")
    h.append("// Field layouts of every encoding form, in bits of the whole instruction.")
    h.append("namespace enc {")
    for name in sorted(encodings):
        e = encodings[name]
        h.append(f"namespace {ident(name)} {{")
        h.append(f"constexpr unsigned kBits = {e['bits']};")
        h.append(f"constexpr uint32_t kIdMask = {e['identifier_mask']}u;")
        h.append(f"constexpr uint32_t kId = {e['identifier']}u;")
        for fname in sorted(e["fields"]):
            fld = e["fields"][fname]
            h.append(f"constexpr BitField {ident(fname)}{{{fld['hi']}, {fld['lo']}}};")
        h.append("}  // namespace " + ident(name))
    h.append("}  // namespace enc\n")
    all_fields = sorted({f for g in generations for e in g["encodings"].values() for f in e["fields"]})
    h.append("// Every field name of every generation's encodings, for the layouts below.")
    h.append("enum class Field : uint8_t {")
    for fname in all_fields:
        h.append(f"  {ident(fname)},")
    h.append("  Count\n};\n")
    h.append("// An LLVM target (-mcpu name) and its code objects' EF_AMDGPU_MACH.")
    h.append("struct Target {\n  const char* name;\n  uint16_t elf_mach;\n  Arch arch;\n};\n")
    h.append("// One encoding form in one generation: width, identifier bits and each field's place")
    h.append("// (hi = lo = 0xFF where the form has no such field).")
    h.append("struct EncodingLayout {")
    h.append("  bool present;  // the generation has this form")
    h.append("  uint8_t bits;\n  uint32_t id_mask;\n  uint32_t id;")
    h.append("  const FieldSpec* fields;\n  std::size_t count;")
    h.append("  BitField at[static_cast<int>(Field::Count)];")
    h.append("  bool has(Field f) const { return at[static_cast<int>(f)].hi != 0xFF; }")
    h.append("  BitField operator[](Field f) const { return at[static_cast<int>(f)]; }\n};\n")
    h.append("const char* format_name(Format format);")
    h.append("const char* encoding_name(Encoding encoding);")
    h.append("// Looks an encoding up by name (\"VOP3_LIT\"); false if there is none.")
    h.append("bool find_encoding(const char* name, Encoding* encoding);")
    h.append("const FieldSpec* encoding_fields(Encoding encoding, std::size_t* count);")
    h.append("const FieldSpec* encoding_field(Encoding encoding, const char* name);")
    h.append("const char* op_name(Op op);")
    h.append("// The data's name of a timing class (\"valu_transcendental32\").")
    h.append("const char* timing_class_name(TimingClass timing_class);")
    h.append("// The instruction of a format with that opcode, or nullptr if there is none.")
    h.append("const InstInfo* lookup(Format format, uint32_t opcode);")
    h.append("const InstInfo* all_instructions(std::size_t* count);\n")
    h.append("// The same, for one generation.")
    h.append("const char* arch_name(Arch arch);")
    h.append("// The generation's product family (\"RDNA3\").")
    h.append("const char* arch_family(Arch arch);")
    h.append("const Target* targets(std::size_t* count);")
    h.append("// The target of an -mcpu name or an EF_AMDGPU_MACH value; nullptr if no generation has it.")
    h.append("const Target* find_target(const char* name);")
    h.append("const Target* target_of_mach(uint32_t elf_mach);")
    h.append("const EncodingLayout& layout(Arch arch, Encoding encoding);")
    h.append("// Looks an encoding the generation has up by name; false if it has none.")
    h.append("bool find_encoding(Arch arch, const char* name, Encoding* encoding);")
    h.append("const FieldSpec* encoding_field(Arch arch, Encoding encoding, const char* name);")
    h.append("const InstInfo* lookup(Arch arch, Format format, uint32_t opcode);")
    h.append("const InstInfo* all_instructions(Arch arch, std::size_t* count);")
    h.append("// LLVM's name of hardware register `id` (hwreg(...)) in the generation, nullptr for none.")
    h.append("const char* hwreg_name(Arch arch, unsigned id);")
    h.append("// LLVM's name of message `id` (sendmsg(...)) in the generation, nullptr for none.")
    h.append("const char* message_name(Arch arch, unsigned id);")
    h.append("// The gfx1100 format whose semantics run a format's instructions (RDNA4's VGLOBAL: GLOBAL);")
    h.append("// the format itself for gfx1100's (isa/<arch>_execution.json, memory_forms).")
    h.append("Format base_format(Format format);")
    h.append("// Where field f of an encoding lies in the generation, f named as gfx1100 names it: the")
    h.append("// generation's own field, or the one its renames file gives (RDNA4's ioffset for offset);")
    h.append("// {0xFF, 0xFF} when it has neither.")
    h.append("BitField exec_field(Arch arch, Encoding encoding, Field f);")
    h.append("// Whether a memory form's offset is signed in the generation where the gfx1100 form it")
    h.append("// runs as has an unsigned one (memory_forms: RDNA4's VFLAT and VBUFFER ioffset).")
    h.append("bool signed_offset(Arch arch, Encoding encoding);")
    h.append("// Memory events the wait counters count (isa/wait_counters.json), one bit each.")
    for i, ev in enumerate(WAIT_DATA["events"]):
        h.append(f"constexpr uint8_t kWaitEvent{camel(ev)} = {1 << i};")
    h.append("// One count a wait instruction waits for: at most N operations of the events")
    h.append("// `events` outstanding, N = immediate bits [lo + bits - 1 : lo] (plus the SOPK form's")
    h.append("// SGPR when `sgpr`); `counter` the counter's name (vmcnt, loadcnt, ...).")
    h.append("struct WaitField {\n  const char* counter;\n  uint8_t events;\n  uint8_t lo;\n  uint8_t bits;\n  bool sgpr;\n};")
    h.append("struct WaitSpec {\n  uint8_t count;\n  WaitField fields[3];\n};")
    h.append("// The counts a counter wait of the generation waits for; nullptr for other operations.")
    h.append("const WaitSpec* wait_spec(Arch arch, Op op);")
    h.append("// Where a compute wave of the generation finds its workgroup id in dimension d: bits")
    h.append("// [lo + bits - 1 : lo] of scalar register `reg` (an operand code: ttmp9 is 117).")
    h.append("struct ArchitectedId {\n  uint16_t reg;\n  uint8_t lo;\n  uint8_t bits;\n};")
    h.append("// The generation's architected workgroup-id registers (x, y, z), nullptr when its")
    h.append("// workgroup ids are system SGPRs after the user SGPRs (gfx1100).")
    h.append("const ArchitectedId* architected_workgroup_ids(Arch arch);")
    h.append("// MODE behaviours the generation fixes rather than leaving to MODE's IEEE and DX10_CLAMP")
    h.append("// bits (isa/<arch>_execution.json fixed_mode); nullptr when the bits decide (gfx1100).")
    h.append("struct FixedMode {\n  bool ieee;\n  bool dx10_clamp;\n};")
    h.append("const FixedMode* fixed_mode(Arch arch);")
    h.append("// Why the generation's hardware lacks an operation LLVM 19 assembles for it")
    h.append("// (isa/<arch>_execution.json absent_from_hardware), or nullptr.")
    h.append("const char* absent_from_hardware(Arch arch, Op op);")
    h.append("// The element width in bits of a load that transposes 16x16 matrices across the lanes")
    h.append("// (isa/<arch>_execution.json transpose_loads: RDNA4's global_load_tr_b64/b128), 0 for")
    h.append("// every other operation.")
    h.append("unsigned transpose_element_bits(Arch arch, Op op);")
    h.append("// Where a generation's WMMA keeps its matrices in VGPRs (isa/<arch>_execution.json")
    h.append("// matrix_layout; docs/valu-semantics.md, \"WMMA\"): Replicated, gfx1100's (A and B held in each")
    h.append("// 16-lane group); Blocked, RDNA4's (each lane group holds one block of K, or of C/D's rows).")
    h.append("enum class MatrixLayout : uint8_t {")
    for name in MATRIX_LAYOUTS:
        h.append(f"  {camel(name)},")
    h.append("};")
    h.append("MatrixLayout matrix_layout(Arch arch);")
    h.append("// Whether the generation has instructions of that format.")
    h.append("bool has_format(Arch arch, Format format);\n")
    h.append("}  // namespace cutlm::isa")

    c = []
    c.append(f"// Generated by scripts/gen_isa_tables.py from {sources}. Do not edit.")
    c.append('#include "isa_tables.h"\n#include <cstring>\n\n#include "isa/machine_registers.h"\n')
    c.append("namespace cutlm::isa {\nnamespace {\n")
    c.append("struct FormatIndex {\n  const int16_t* table;\n  uint32_t size;\n};\n")
    for g in generations:
        emit_generation(c, g, formats, all_encodings, all_fields)
    c.append("const char* const kFormatNames[] = {" + ", ".join(f'"{f}"' for f in formats) + "};")
    c.append("const char* const kEncodingNames[] = {" + ", ".join(f'"{e}"' for e in all_encodings) + "};")
    c.append('const char* const kOpNames[] = {"INVALID", ' + ", ".join(f'"{o}"' for o in ops) + "};")
    c.append('const char* const kTimingClassNames[] = {' + ", ".join(f'"{t}"' for t in timing_classes) + "};")
    for g in generations:
        names = g["generation"].get("hwreg_names", {})
        c.append(f"const char* const kHwregNames_{ident(g['arch'])}[64] = {{" + ", ".join(
            f'"{names[str(i)]}"' if str(i) in names else "nullptr" for i in range(64)) + "};")
    for g in generations:
        names = g["generation"].get("message_names", {})
        c.append(f"const char* const kMessageNames_{ident(g['arch'])}[256] = {{" + ", ".join(
            f'"{names[str(i)]}"' if str(i) in names else "nullptr" for i in range(256)) + "};")
    c.append("\nstruct Generation {")
    c.append("  const char* name;\n  const char* family;\n  const InstInfo* instructions;\n  std::size_t count;")
    c.append("  const char* const* hwreg_names;")
    c.append("  const char* const* message_names;")
    c.append("  const FormatIndex* index;\n  const EncodingLayout* layouts;\n};\n")
    c.append("const Generation kGenerations[] = {")
    for g in generations:
        a = ident(g["arch"])
        c.append(f'  {{"{g["arch"]}", "{g["generation"]["family"]}", kInstructions_{a}, '
                 f'sizeof(kInstructions_{a}) / sizeof(InstInfo), kHwregNames_{a}, kMessageNames_{a}, '
                 f'kFormatIndex_{a}, '
                 f'kLayouts_{a}}},')
    c.append("};\n")
    c.append("const Target kTargets[] = {")
    for g in generations:
        for name, mach in g["generation"]["targets"].items():
            c.append(f'  {{"{name}", {mach}, Arch::{camel(g["arch"])}}},')
    c.append("};\n")
    c.append("const Generation& generation(Arch arch) { return kGenerations[static_cast<int>(arch)]; }\n")
    c.append("\n}  // namespace\n")
    c.append("const OperandInfo* InstInfo::operand(const char* field) const {")
    c.append("  for (uint8_t i = 0; i < num_operands; ++i) {")
    c.append("    if (std::strcmp(operands[i].field, field) == 0) return &operands[i];")
    c.append("  }\n  return nullptr;\n}\n")
    c.append("const char* format_name(Format format) { return kFormatNames[static_cast<int>(format)]; }\n")
    c.append("const char* op_name(Op op) { return kOpNames[static_cast<int>(op)]; }\n")
    c.append("const char* timing_class_name(TimingClass timing_class) {")
    c.append("  return kTimingClassNames[static_cast<int>(timing_class)];\n}\n")
    c.append("const char* encoding_name(Encoding encoding) { return kEncodingNames[static_cast<int>(encoding)]; }\n")
    c.append("const char* arch_name(Arch arch) { return generation(arch).name; }\n")
    c.append("const char* arch_family(Arch arch) { return generation(arch).family; }\n")
    c.append("const Target* targets(std::size_t* count) {")
    c.append("  *count = sizeof(kTargets) / sizeof(kTargets[0]);\n  return kTargets;\n}\n")
    c.append("const Target* find_target(const char* name) {")
    c.append("  for (const Target& t : kTargets) {")
    c.append("    if (std::strcmp(t.name, name) == 0) return &t;\n  }\n  return nullptr;\n}\n")
    c.append("const Target* target_of_mach(uint32_t elf_mach) {")
    c.append("  for (const Target& t : kTargets) {")
    c.append("    if (t.elf_mach == elf_mach) return &t;\n  }\n  return nullptr;\n}\n")
    c.append("const EncodingLayout& layout(Arch arch, Encoding encoding) {")
    c.append("  return generation(arch).layouts[static_cast<int>(encoding)];\n}\n")
    c.append("bool find_encoding(Arch arch, const char* name, Encoding* encoding) {")
    c.append("  for (int i = 0; i < static_cast<int>(Encoding::Count); ++i) {")
    c.append("    if (generation(arch).layouts[i].present && std::strcmp(kEncodingNames[i], name) == 0) {")
    c.append("      *encoding = static_cast<Encoding>(i);\n      return true;\n    }\n  }")
    c.append("  return false;\n}\n")
    c.append("bool find_encoding(const char* name, Encoding* encoding) {")
    c.append("  return find_encoding(Arch{}, name, encoding);\n}\n")
    c.append("const FieldSpec* encoding_fields(Encoding encoding, std::size_t* count) {")
    c.append("  const EncodingLayout& e = layout(Arch{}, encoding);")
    c.append("  *count = e.count;\n  return e.fields;\n}\n")
    c.append("const FieldSpec* encoding_field(Arch arch, Encoding encoding, const char* name) {")
    c.append("  const EncodingLayout& e = layout(arch, encoding);")
    c.append("  for (std::size_t i = 0; i < e.count; ++i) {")
    c.append("    if (std::strcmp(e.fields[i].name, name) == 0) return &e.fields[i];\n  }")
    c.append("  return nullptr;\n}\n")
    c.append("const FieldSpec* encoding_field(Encoding encoding, const char* name) {")
    c.append("  return encoding_field(Arch{}, encoding, name);\n}\n")
    c.append("const InstInfo* lookup(Arch arch, Format format, uint32_t opcode) {")
    c.append("  const FormatIndex& index = generation(arch).index[static_cast<int>(format)];")
    c.append("  if (opcode >= index.size || index.table[opcode] < 0) return nullptr;")
    c.append("  return &generation(arch).instructions[index.table[opcode]];\n}\n")
    c.append("const InstInfo* lookup(Format format, uint32_t opcode) { return lookup(Arch{}, format, opcode); }\n")
    c.append("const InstInfo* all_instructions(Arch arch, std::size_t* count) {")
    c.append("  *count = generation(arch).count;\n  return generation(arch).instructions;\n}\n")
    c.append("const InstInfo* all_instructions(std::size_t* count) { return all_instructions(Arch{}, count); }\n")
    c.append("const char* hwreg_name(Arch arch, unsigned id) {")
    c.append("  return id < 64 ? generation(arch).hwreg_names[id] : nullptr;\n}\n")
    c.append("const char* message_name(Arch arch, unsigned id) {")
    c.append("  return id < 256 ? generation(arch).message_names[id] : nullptr;\n}\n")
    base = {f: f for f in formats}
    aliases = []
    signed = []
    for g in generations:
        for form, spec in g.get("memory_forms", {}).items():
            if form in formats:
                base[form] = spec["as"]
            for old, new in sorted(spec["fields"].items()):
                aliases.append((camel(g["arch"]), ident(form), ident(old), ident(new)))
            if spec.get("signed_offset"):
                signed.append((camel(g["arch"]), ident(form)))
    c.append("Format base_format(Format format) {")
    c.append("  static const Format kBase[] = {" + ", ".join(f"Format::{base[f]}" for f in formats) + "};")
    c.append("  return kBase[static_cast<int>(format)];\n}\n")
    c.append("BitField exec_field(Arch arch, Encoding encoding, Field f) {")
    c.append("  const EncodingLayout& l = layout(arch, encoding);")
    c.append("  if (l.has(f)) return l[f];")
    c.append("  struct Alias {\n    Arch arch;\n    Encoding encoding;\n    Field field;\n    Field named;\n  };")
    c.append("  static const Alias kAliases[] = {")
    for a, form, old, new in aliases:
        c.append(f"      {{Arch::{a}, Encoding::{form}, Field::{old}, Field::{new}}},")
    if not aliases:
        c.append("      {Arch::Count, Encoding::Count, Field::Count, Field::Count},")
    c.append("  };")
    c.append("  for (const Alias& a : kAliases) {")
    c.append("    if (a.arch == arch && a.encoding == encoding && a.field == f) return l[a.named];")
    c.append("  }")
    c.append("  return {0xFF, 0xFF};\n}\n")
    c.append("bool signed_offset(Arch arch, Encoding encoding) {")
    if signed:
        cond = " || ".join(f"(arch == Arch::{a} && encoding == Encoding::{form})" for a, form in signed)
        c.append(f"  return {cond};")
    else:
        c.append("  (void)arch;\n  (void)encoding;\n  return false;")
    c.append("}\n")
    event_bit = {ev: 1 << i for i, ev in enumerate(WAIT_DATA["events"])}
    c.append("const WaitSpec* wait_spec(Arch arch, Op op) {")
    for g in generations:
        spec = WAIT_DATA.get(g["arch"])
        if spec is None:
            continue
        c.append(f"  if (arch == Arch::{camel(g['arch'])}) {{")
        c.append("    switch (op) {")
        names = {op_of(i) for i in g["instructions"] if i.get(g["arch"])}
        for wait, fields in sorted(spec["waits"].items()):
            if wait not in names:
                sys.exit(f"isa/wait_counters.json: {g['arch']} has no {wait}")
            parts = []
            for f in fields:
                counter, lo, bits = f[0], f[1], f[2]
                mask = 0
                for ev in spec["counters"][counter]:
                    mask |= event_bit[ev]
                sgpr = "true" if len(f) > 3 and f[3] == "sgpr" else "false"
                parts.append(f'{{"{counter}", {mask}, {lo}, {bits}, {sgpr}}}')
            c.append(f"      case Op::{ident(wait)}: {{")
            c.append(f"        static const WaitSpec kSpec = {{{len(fields)}, {{{', '.join(parts)}}}}};")
            c.append("        return &kSpec;\n      }")
        c.append("      default: return nullptr;\n    }\n  }")
    c.append("  return nullptr;\n}\n")
    c.append("const ArchitectedId* architected_workgroup_ids(Arch arch) {")
    for g in generations:
        ids = g.get("architected_workgroup_ids")
        if not ids:
            continue
        parts = []
        for d in ("x", "y", "z"):
            reg, lo, bits = ids[d]
            m = re.match(r"TTMP(\d+)$", reg)
            if m is None:
                sys.exit(f"architected_workgroup_ids: {reg} is no TTMP register")
            parts.append(f"{{{108 + int(m.group(1))}, {lo}, {bits}}}")  # ttmp0 is operand 108
        c.append(f"  static const ArchitectedId kIds_{ident(g['arch'])}[3] = {{{', '.join(parts)}}};")
        c.append(f"  if (arch == Arch::{camel(g['arch'])}) return kIds_{ident(g['arch'])};")
    c.append("  (void)arch;\n  return nullptr;\n}\n")
    c.append("const FixedMode* fixed_mode(Arch arch) {")
    for g in generations:
        fixed = g.get("fixed_mode")
        if not fixed:
            continue
        flags = ", ".join("true" if fixed[k] else "false" for k in ("ieee", "dx10_clamp"))
        c.append(f"  static const FixedMode kFixed_{ident(g['arch'])} = {{{flags}}};")
        c.append(f"  if (arch == Arch::{camel(g['arch'])}) return &kFixed_{ident(g['arch'])};")
    c.append("  (void)arch;\n  return nullptr;\n}\n")
    c.append("const char* absent_from_hardware(Arch arch, Op op) {")
    for g in generations:
        absent = g.get("absent_from_hardware") or {}
        if not absent:
            continue
        c.append(f"  if (arch == Arch::{camel(g['arch'])}) {{\n    switch (op) {{")
        for op in sorted(absent):
            why = absent[op].replace('\\', '\\\\').replace('"', '\\"')
            c.append(f'      case Op::{ident(op)}: return "{why}";')
        c.append("      default: break;\n    }\n  }")
    c.append("  (void)arch;\n  (void)op;\n  return nullptr;\n}\n")
    c.append("unsigned transpose_element_bits(Arch arch, Op op) {")
    for g in generations:
        loads = g.get("transpose_loads") or {}
        if not loads:
            continue
        c.append(f"  if (arch == Arch::{camel(g['arch'])}) {{\n    switch (op) {{")
        for op in sorted(loads):
            c.append(f"      case Op::{ident(op)}: return {loads[op]};")
        c.append("      default: break;\n    }\n  }")
    c.append("  (void)arch;\n  (void)op;\n  return 0;\n}\n")
    c.append("MatrixLayout matrix_layout(Arch arch) {")
    c.append("  static const MatrixLayout kLayouts[] = {" + ", ".join(
        f"MatrixLayout::{camel(g.get('matrix_layout', 'replicated'))}" for g in generations) + "};")
    c.append("  return kLayouts[static_cast<int>(arch)];\n}\n")
    c.append("bool machine_register(Arch arch, MachineRegister reg, uint32_t* value) {")
    for g in generations:
        for reg, value in sorted(g.get("machine_registers", {}).items()):
            c.append(f"  if (arch == Arch::{camel(g['arch'])} && reg == MachineRegister::{camel(reg.lower())}) {{")
            c.append(f"    *value = {value}u;\n    return true;\n  }}")
    c.append("  (void)arch;\n  (void)reg;\n  (void)value;\n  return false;\n}\n")
    c.append("bool has_format(Arch arch, Format format) {")
    c.append("  return generation(arch).index[static_cast<int>(format)].size != 0;\n}\n")
    c.append("}  // namespace cutlm::isa")

    with open(out_h, "w") as f:
        f.write("\n".join(h) + "\n")
    with open(out_cpp, "w") as f:
        f.write("\n".join(c) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:])
