"""The RTL-covered VALU operations: one list for the SystemVerilog datapath and the C++ model.

isa/rtl/<unit>.json names a functional unit of rtl/ (its module) and the operations it runs, by
the ISA data's operation names (V_ADD_F32 covers V_ADD_F32_E32 and _E64, and the DPP and VOPD
forms that reach it). load() checks each name against isa/gfx1100.json, gives each operation one
number (the SystemVerilog enum value and the C++ isa::RtlOp are both that number) and derives the
operation's datapath facts from the ISA data:
  writes_vgpr  some form has a VGPR destination
  writes_mask  some form writes a scalar lane mask (an SGPR destination, VCC or EXEC)
  mask_in      some form reads a lane mask (VCC implicitly, or an SGPR-pair src2)
Used by scripts/gen_rtl_ops.py (SystemVerilog) and scripts/gen_isa_tables.py (C++).
"""
import glob
import json
import os
import re


def canonical_op(name):
    return re.sub(r"_E(32|64)$", "", name)


def camel(token):
    return "".join(part.capitalize() for part in token.lower().split("_"))


def load(isa_json, rtl_dir, built=None):
    """Returns (units, ops). units: [{name, module, built, ops}] sorted by name; ops: [{name,
    unit, value, writes_vgpr, writes_mask, mask_in, widths}] numbered from 1 in unit order.
    `built`: unit names verilated in this build (None or empty: all)."""
    with open(isa_json) as f:
        data = json.load(f)
    forms = {}
    for inst in data["instructions"]:
        if not inst.get("gfx1100", True):
            continue
        forms.setdefault(canonical_op(inst["name"]), []).append(inst)

    units = []
    seen = {}
    for path in sorted(glob.glob(os.path.join(rtl_dir, "*.json"))):
        with open(path) as f:
            spec = json.load(f)
        for key in ("unit", "module", "ops"):
            if key not in spec:
                raise SystemExit(f"{path}: missing key '{key}'")
        name = spec["unit"]
        if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
            raise SystemExit(f"{path}: unit name '{name}' must be lower_snake_case")
        if os.path.splitext(os.path.basename(path))[0] != name:
            raise SystemExit(f"{path}: file name must be the unit name ({name}.json)")
        for op in spec["ops"]:
            if op not in forms:
                raise SystemExit(f"{path}: '{op}' is no gfx1100 operation in {isa_json}")
            if not any(i["family"].startswith("VOP") for i in forms[op]):
                raise SystemExit(f"{path}: '{op}' is not a VALU operation")
            if op in seen:
                raise SystemExit(f"{path}: '{op}' is already run by unit '{seen[op]}'")
            seen[op] = name
        units.append({"name": name, "module": spec["module"], "ops": list(spec["ops"])})
    units.sort(key=lambda u: u["name"])
    names = {u["name"] for u in units}
    built = [b for b in (built or []) if b]
    for b in built:
        if b not in names:
            raise SystemExit(f"CUTLM_RTL_UNITS names '{b}', which no isa/rtl/*.json defines")
    for u in units:
        u["built"] = not built or u["name"] in built

    ops = []
    for u in units:
        for op in u["ops"]:
            fs = forms[op]
            writes_vgpr = any(i["operands"].get("vdst", {}).get("type") == "OPR_VGPR" for i in fs)
            writes_mask = any(
                i["operands"].get("vdst", {}).get("type") in ("OPR_SREG", "OPR_EXEC")
                or "sdst" in i["operands"]
                or set(i.get("implicit_writes", [])) & {"VCC", "EXEC"}
                for i in fs)
            mask_in = any(
                "VCC" in i.get("implicit_reads", [])
                or i["operands"].get("src2", {}).get("type") == "OPR_SREG"
                for i in fs)
            ops.append({"name": op, "unit": u["name"], "value": len(ops) + 1,
                        "writes_vgpr": writes_vgpr, "writes_mask": writes_mask,
                        "mask_in": mask_in})
    return units, ops
