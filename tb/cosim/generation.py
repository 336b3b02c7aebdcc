"""The GPU generations the random cosim writes programs for (tb/cosim/generations.json), and each
generation's instruction records as the model's tables see them.

A record is the ISA data's instruction with "op" added: the (gfx1100) operation it performs,
which names its RTL counterpart in isa/rtl/*.json. A later generation's records come through
scripts/gen_isa_tables.py's own rules (apply_renames: renamed operations, and the same-named
instructions whose operands differ and so do not execute), so the generator and the C++ tables
cannot disagree on which instruction runs as which operation. Only instructions LLVM 19 has for
the generation and the model executes are listed.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import gen_isa_tables  # noqa: E402

with open(os.path.join(HERE, "generations.json")) as _f:
    TABLE = {k: v for k, v in json.load(_f).items() if not k.startswith("comment")}
NAMES = sorted(TABLE)
DEFAULT = "gfx1100"
# The generation every other one's renames refer to (gen_isa_tables.py's first file).
PRIMARY = "gfx1100"


def spec(name):
    """generations.json's entry of `name` (a SystemExit naming the choices when unknown)."""
    if name not in TABLE:
        raise SystemExit(f"unknown generation {name!r} (one of {', '.join(NAMES)})")
    return TABLE[name]


def isa_path(name):
    return os.path.join(ROOT, spec(name)["isa"])


_RECORDS = {}


def instructions(name, isa_json=None):
    """[record] of generation `name` (isa_json: another file in its place, e.g. a test's)."""
    path = isa_json or isa_path(name)
    key = (name, os.path.abspath(path))
    if key not in _RECORDS:
        data = gen_isa_tables.load(path)
        if data["arch"] != name:
            raise SystemExit(f"{path} is the ISA data of {data['arch']}, not {name}")
        if name != PRIMARY:
            gen_isa_tables.apply_renames(data, path, gen_isa_tables.load(isa_path(PRIMARY)))
        records = []
        for inst in data["instructions"]:
            if not inst.get(name, True) or not inst.get("executes", True):
                continue
            records.append(dict(inst, op=gen_isa_tables.op_of(inst)))
        _RECORDS[key] = records
    return _RECORDS[key]
