#!/usr/bin/env python3
"""Generates the fidelity facts (model/dispatch/fidelity.h) from the ISA data and the docs.

Three kinds of fact per operation (isa::Op):
  oracle       isa/oracle_suites.json: the test suites of tb/tests that check instructions
               against an oracle independent of the model, each with its oracle and the
               operations it checks (listed by any generation's name, or whole
               isa/gfx1100.json families);
               tb/tests/oracle_suites_test.py keeps the table equal to the suites' sources, so
               the model is built from data, never from the tests
  approximate  docs/valu-semantics.md, section "Transcendental and approximate operations": the
               operations its bounds name, with the bound
  model_choice every bullet of docs/valu-semantics.md marked **model choice**, for the operations
               it names (or its section heading names), linked to the section's GitHub anchor

Usage: gen_fidelity.py ISA_JSON REPO_ROOT (--cpp OUT_CPP | --json OUT_JSON)
"""
import argparse
import json
import os
import re
import sys

TABLE = "isa/oracle_suites.json"
DOC = "docs/valu-semantics.md"
APPROX_SECTION = "Transcendental and approximate operations"
DECODING_SECTION = "Decoding for execution"

TOKEN = re.compile(r"\b(?:[vs]|ds|global|flat|scratch|buffer|tbuffer|image)_[a-z0-9_]+\b\*?", re.I)
SLASHES = re.compile(r"\b((?:[vs]|ds)_[a-z0-9_]+)_([a-z0-9]+)((?:/[a-z0-9]+)+)\b")
BRACES = re.compile(r"(\w*)\{([\w,]+)\}([\w/]*)")


def canonical(name):
    return re.sub(r"_E(32|64)$", "", name.upper())


# The later generations beside the primary one (isa/<arch>.json), whose instructions a suite
# may name: a renamed one (isa/<arch>_execution.json renames) is the primary operation it runs
# as, any other is the operation of its own name (scripts/gen_isa_tables.py's op_of).
LATER_GENERATIONS = ["gfx1200"]


def load_ops(isa_json):
    with open(isa_json) as f:
        insts = json.load(f)["instructions"]
    ops = {}
    for inst in insts:
        ops.setdefault(canonical(inst["name"]), inst["family"])
    return ops


def load_names(isa_json, root):
    """Every generation's operation names, each to the isa::Op it runs as."""
    names = {name: name for name in load_ops(isa_json)}
    for arch in LATER_GENERATIONS:
        renames = {}
        extra = os.path.join(root, "isa", f"{arch}_execution.json")
        try:
            if os.path.exists(extra):
                with open(extra) as f:
                    renames = json.load(f).get("renames", {})
            later = load_ops(os.path.join(root, "isa", f"{arch}.json"))
        except (OSError, ValueError) as e:
            sys.exit(f"gen_fidelity: {arch}: {e}")
        for name in later:
            names.setdefault(name, renames.get(name, {}).get("runs_as", name))
    return names


def ops_named(text, ops, expand=True):
    """Operations a text names: exact names (an _e32/_e64/_dpp suffix dropped), and with `expand`
    a name with two or more underscores standing for its typed forms (v_frexp_mant: _f16/_f32/_f64)
    and a wildcard (v_dot2_*: every operation so named)."""
    found = []
    # v_cvt_{i,u}32_f32: both names.
    text = BRACES.sub(lambda m: " ".join(m.group(1) + x + m.group(3) for x in m.group(2).split(",")),
                      text)
    # v_cvt_i32_f32/f64, v_frexp_mant/exp: the last part's alternatives.
    text = SLASHES.sub(lambda m: " ".join([m.group(0).split("/")[0]] + [
        m.group(1) + "_" + x for x in m.group(3).split("/")[1:]]), text)
    for tok in TOKEN.findall(text):
        wildcard = tok.endswith("*")
        t = re.sub(r"_(E32|E64|DPP|DPP8|DPP16|SDWA)$", "", tok.rstrip("*").upper())
        if t in ops:
            hits = [t]
        elif expand and wildcard and t.endswith("_") and t.count("_") >= 2:
            hits = sorted(o for o in ops if o.startswith(t))  # v_dot2_*: the text's wildcard
        elif expand and t.count("_") >= 2:
            hits = sorted(o for o in ops if re.fullmatch(re.escape(t) + r"_[A-Z0-9]+(_[A-Z0-9]+)?", o))
        else:
            hits = []
        for h in hits:
            if h not in found:
                found.append(h)
    return found


def load_table(path, ops, names):
    """isa/oracle_suites.json, checked: every suite has a name, an oracle and an ops list of
    operations of some generation (`names`); `families` (with the `claim` sentence of the suite
    that says so) are families of the primary ISA data (`ops`)."""
    try:
        with open(path) as f:
            table = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"gen_fidelity: {path}: {e}")
    families = set(ops.values())
    for i, suite in enumerate(table.get("suites", [])):
        where = f"{path}: suites[{i}]"
        if not isinstance(suite.get("suite"), str) or not isinstance(suite.get("oracle"), str):
            sys.exit(f"gen_fidelity: {where}: needs 'suite' and 'oracle'")
        for op in suite.get("ops", []):
            if op not in names:
                sys.exit(f"gen_fidelity: {where} ({suite['suite']}): '{op}' is no operation of "
                         "gfx1100 or a later generation")
        for family in suite.get("families", []):
            if family not in families or "claim" not in suite:
                sys.exit(f"gen_fidelity: {where} ({suite['suite']}): family '{family}' "
                         "(an ISA family, with the suite's 'claim')")
        suite.setdefault("ops", [])
    return table


def dump_table(table):
    """The table as written: one suite per block, its operations one per line."""
    return json.dumps(table, indent=2) + "\n"


def anchor(heading):
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    a = heading.strip().lower()
    a = re.sub(r"[^\w\- ]", "", a)
    return a.replace(" ", "-")


def doc_sections(text):
    """(heading, anchor, [bullet texts], intro text) per '## ' section."""
    sections = []
    seen = {}
    cur = None
    bullet = None
    for line in text.splitlines():
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            a = anchor(heading)
            n = seen.get(a, 0)
            seen[a] = n + 1
            cur = {"heading": heading, "anchor": a if n == 0 else f"{a}-{n}", "bullets": [],
                   "intro": ""}
            sections.append(cur)
            bullet = None
            continue
        if cur is None:
            continue
        if line.startswith("- "):
            bullet = line[2:]
            cur["bullets"].append(bullet)
        elif line.startswith("  ") and cur["bullets"] and bullet is not None:
            cur["bullets"][-1] += " " + line.strip()
        else:
            bullet = None
            if not cur["bullets"]:
                cur["intro"] += " " + line.strip()
    return sections


def short(text, n=200):
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= n else text[: n - 3].rstrip() + "..."


def approximate_facts(section, ops):
    """The bounds the section's opening gives: "f32 exp/log/rcp 1 ULP", "sin/cos ... give no
    bound", "v_x is v_y ..." (same bound)."""
    intro = re.sub(r"\s+", " ", section["intro"])
    facts = {}
    for fmt, names, bound in re.findall(r"\b(f16|f32|f64) ((?:[a-z]+/)*[a-z]+) ([0-9.^]+ ULP)", intro):
        for n in names.split("/"):
            op = f"V_{n.upper()}_{fmt.upper()}"
            if op in ops:
                facts[op] = f"{fmt} {names} {bound} (AMD)"
    m = re.search(r"((?:[a-z]+/)+[a-z]+) \([^()]*(?:\([^()]*\)[^()]*)*\) give no bound", intro)
    if m:
        for n in m.group(1).split("/"):
            for fmt in ("F16", "F32", "F64"):
                op = f"V_{n.upper()}_{fmt}"
                if op in ops:
                    facts[op] = f"{m.group(1)}: no bound from AMD (model: 1 ULP)"
    for a, b in re.findall(r"\b(v_[a-z0-9_]+) is (v_[a-z0-9_]+)", intro):
        if b.upper() in facts and a.upper() in ops:
            facts[a.upper()] = facts[b.upper()]
    return facts


def collect(isa_json, root):
    ops = load_ops(isa_json)
    names = load_names(isa_json, root)
    facts = []  # (op, kind, source, detail), each once: two names may run as one operation

    def add(name, kind, source, detail):
        fact = (names[name], kind, source, detail)
        if fact not in facts:
            facts.append(fact)

    for suite in load_table(os.path.join(root, TABLE), ops, names)["suites"]:
        families = set(suite.get("families", []))
        named = suite["ops"] + [o for o, fam in ops.items() if fam in families and o not in suite["ops"]]
        for op in named:
            add(op, "oracle", suite["suite"], suite["oracle"])
    with open(os.path.join(root, DOC)) as f:
        sections = doc_sections(f.read())
    for s in sections:
        link = f"{DOC}#{s['anchor']}"
        if s["heading"].startswith(APPROX_SECTION):
            for op, bound in approximate_facts(s, names).items():
                add(op, "approximate", link, bound)
        # Its choices concern words LLVM rejects (a field the operation lacks set), not the
        # operation: an s_barrier as LLVM encodes it is no model choice.
        if s["heading"].startswith(DECODING_SECTION):
            continue
        heading_ops = ops_named(s["heading"], names)
        for b in s["bullets"]:
            if "**model choice**" not in b.lower():
                continue
            named = ops_named(b, names) or heading_ops
            for op in named:
                add(op, "model_choice", link, short(b))
    return facts


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_if_changed(path, text):
    if os.path.exists(path):
        with open(path) as f:
            if f.read() == text:
                return
    with open(path, "w") as f:
        f.write(text)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("isa_json")
    p.add_argument("root")
    p.add_argument("--cpp")
    p.add_argument("--json")
    a = p.parse_args()
    facts = collect(a.isa_json, a.root)
    if a.json:
        write_if_changed(a.json, json.dumps(
            [{"op": o, "kind": k, "source": s, "detail": d} for o, k, s, d in facts], indent=1) + "\n")
    if a.cpp:
        kinds = {"oracle": "Oracle", "approximate": "Approximate", "model_choice": "ModelChoice"}
        c = ["// Generated by scripts/gen_fidelity.py from isa/oracle_suites.json and docs/valu-semantics.md. Do not edit.",
             '#include "dispatch/fidelity.h"\n', "namespace cutlm {\n", "namespace {\n",
             "const FidelityFact kFacts[] = {"]
        for o, k, s, d in facts:
            c.append(f"    {{isa::Op::{o}, FactKind::{kinds[k]}, {c_str(s)}, {c_str(d)}}},")
        c += ["};\n", "}  // namespace\n",
              "const FidelityFact* fidelity_facts(std::size_t* count) {",
              "  *count = sizeof kFacts / sizeof kFacts[0];", "  return kFacts;", "}\n",
              "}  // namespace cutlm"]
        write_if_changed(a.cpp, "\n".join(c) + "\n")


if __name__ == "__main__":
    main()
