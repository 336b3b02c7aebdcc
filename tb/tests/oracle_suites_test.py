#!/usr/bin/env python3
"""isa/oracle_suites.json against the suites it names: fails when the table claims an operation a
suite does not check, or a suite checks an operation the table does not list.

Usage: oracle_suites_test.py SOURCE_DIR [--write]

The table (the oracle suites of tb/tests, each with its oracle and the operations it checks) is
what scripts/gen_fidelity.py builds the --fidelity facts from, so the model does not depend on
the tests' sources; this test keeps the two equal. What a suite checks, read from its source:
  - the operations it names (an _e32/_e64/_dpp suffix dropped);
  - the names it builds from string literals in loops: `for (const char* t : {"I32", "U32"})`
    ... `std::string("V_") + which + "_" + t` (a `const std::string x = ...;` inside takes the
    literals, or the loop variable, its initializer names), every piece of the name a literal;
  - with `families` and `claim`: every operation of those isa/gfx1100.json families, as long
    as the source still says the claim (its words; comment line breaks do not count).
--write rewrites the table's `ops` lists from the sources (after a suite changed).
Exit status: 0 equal (or written), 1 a difference (each listed: a suite that does not exist
too), 2 bad usage; a malformed table stops with its one-line error (gen_fidelity's check).
"""
import json
import os
import re
import sys

SOURCE = sys.argv[1] if len(sys.argv) > 1 else ""
sys.path.insert(0, os.path.join(SOURCE, "scripts"))
import gen_fidelity  # noqa: E402

LOOP = re.compile(r'for \(const char\* (\w+) : \{((?:\s*"[^"]*"\s*,?)+)\}\)')
ALIAS = re.compile(r'const std::string (\w+) = ([^;]*);')
CONCAT = re.compile(r'(?:std::string\()?(?:"[A-Za-z0-9_]*"|\b[a-z_]\w*\b)\)?'
                    r'(?:\s*\+\s*(?:std::string\()?(?:"[A-Za-z0-9_]*"|\b[a-z_]\w*\b)\)?)+')


def statement_end(src, i):
    """Where the statement starting at src[i] ends: its block's closing brace, a nested loop's
    end, or its semicolon."""
    while src[i].isspace():
        i += 1
    if src[i] == "{":
        depth = 0
        for j in range(i, len(src)):
            depth += {"{": 1, "}": -1}.get(src[j], 0)
            if depth == 0:
                return j
    m = LOOP.match(src, i)
    if m:
        return statement_end(src, m.end())
    depth = 0
    for j in range(i, len(src)):
        depth += {"(": 1, ")": -1, "{": 1, "}": -1}.get(src[j], 0)
        if src[j] == ";" and depth == 0:
            return j
    return len(src)


def made_of(name, literals):
    """Whether `name` is a concatenation of some of `literals`."""
    ends = {0}
    for i in range(len(name)):
        if i in ends:
            ends |= {i + len(x) for x in literals if name.startswith(x, i)}
    return len(name) in ends


def composed_names(src, ops):
    """Operations a suite builds from pieces in loops over string literals; only the names
    that are operations, and whose every piece is one of the source's literals, count."""
    scopes = []  # (start, end, name, values)
    for m in LOOP.finditer(src):
        scopes.append((m.end(), statement_end(src, m.end()), m.group(1),
                       re.findall(r'"([^"]*)"', m.group(2))))

    def values(name, pos):
        best = None
        for start, end, n, vals in scopes:
            if n == name and start <= pos <= end and (best is None or start > best[0]):
                best = (start, vals)
        return best[1] if best else None

    for m in ALIAS.finditer(src):
        lits = re.findall(r'"([A-Za-z0-9_]*)"', m.group(2))
        ref = re.fullmatch(r"\s*(\w+)\s*", m.group(2))
        vals = lits or (values(ref.group(1), m.start()) if ref else None)
        if vals:
            end = min((e for s, e, _, _ in scopes if s <= m.start() <= e), default=len(src))
            scopes.append((m.end(), end, m.group(1), vals))
    literals = {x.upper() for x in re.findall(r'"([A-Za-z0-9_]+)"', src)}
    found = []
    for m in CONCAT.finditer(src):
        parts = []
        for tok in re.split(r"\s*\+\s*", m.group(0)):
            tok = tok.replace("std::string(", "").rstrip(")")
            if tok.startswith('"'):
                parts.append([tok.strip('"')])
            else:
                vals = values(tok, m.start())
                if vals is None:
                    parts = None
                    break
                parts.append(vals)
        if not parts:
            continue
        names = [""]
        for vals in parts:
            names = [n + v for n in names for v in vals][:10000]
        for n in names:
            n = n.upper()
            if n in ops and n not in found and made_of(n, literals):
                found.append(n)
    return found


def checked_by(suite, ops, names):
    """(the operations the suite's source names or composes, by any generation's name, the
    source) of one table entry; the gfx1100 operations of its claimed families are left out
    (the table lists those by family)."""
    path = os.path.join(SOURCE, "tb", "tests", suite["suite"] + ".cpp")
    if not os.path.isfile(path):
        return None, None
    with open(path) as f:
        src = f.read()
    named = gen_fidelity.ops_named(src, names, expand=False)
    named += [o for o in composed_names(src, names) if o not in named]
    families = set(suite.get("families", []))
    return sorted(o for o in named if ops.get(o) not in families), src


def main():
    if not SOURCE or sys.argv[2:] not in ([], ["--write"]):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    primary = os.path.join(SOURCE, "isa", "gfx1100.json")
    ops = gen_fidelity.load_ops(primary)
    names = gen_fidelity.load_names(primary, SOURCE)
    table_path = os.path.join(SOURCE, gen_fidelity.TABLE)
    table = gen_fidelity.load_table(table_path, ops, names)
    failures = []
    for suite in table["suites"]:
        name = suite["suite"]
        found, src = checked_by(suite, ops, names)
        if found is None:
            failures.append(f"{name}: no such suite (tb/tests/{name}.cpp)")
            continue
        # The claim's words, wherever the source's comment lines break them.
        prose = " ".join(re.sub(r"\n\s*//", " ", src).split())
        if "claim" in suite and suite["claim"] not in prose:
            failures.append(f"{name}: the source no longer says its claim {suite['claim']!r}")
        if sys.argv[2:] == ["--write"]:
            suite["ops"] = found
            continue
        for op in sorted(set(suite["ops"]) - set(found)):
            failures.append(f"{name}: the table lists {op}, which the suite does not check")
        for op in sorted(set(found) - set(suite["ops"])):
            failures.append(f"{name}: checks {op}, which the table does not list")
    if sys.argv[2:] == ["--write"] and not failures:
        with open(table_path, "w") as f:
            f.write(gen_fidelity.dump_table(table))
        print(f"oracle_suites_test: wrote {table_path}")
        return 0
    for failure in failures:
        print(f"{gen_fidelity.TABLE}: {failure}")
    if failures:
        print(f"{len(failures)} differences; after changing a suite, update the table with "
              f"tb/tests/oracle_suites_test.py {SOURCE} --write")
        return 1
    print(f"{sum(len(s['ops']) for s in table['suites'])} operations of "
          f"{len(table['suites'])} suites match their sources")
    return 0


if __name__ == "__main__":
    sys.exit(main())
