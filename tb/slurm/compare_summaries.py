#!/usr/bin/env python3
"""Compares two `cutlm regress` summaries (format cutlm-regress/1) field by field.

  compare_summaries.py LOCAL/summary.json MERGED/summary.json [--ignore FIELD ...]

Equal means every field but the wall time ("seconds", at any depth) and those named by --ignore
is the same, after the places of files are made comparable: each summary's own output
directory is cut from absolute paths (a run in DIR and one in DIR2 write the same reproducers
under different directories), and the "shard-K/" a merge puts before a shard's relative paths
is dropped (the merged run keeps failures/p000003/ in DIR/shard-1/, the local run in DIR).
Prints each difference on its own line; exit 0 equal, 1 different, 2 unreadable.
"""
import argparse
import json
import os
import re
import sys


def normalized(value, out_dir, ignored):
    """value with the ignored fields dropped and out_dir's paths made relative."""
    if isinstance(value, dict):
        return {k: normalized(v, out_dir, ignored) for k, v in value.items() if k not in ignored}
    if isinstance(value, list):
        return [normalized(v, out_dir, ignored) for v in value]
    if isinstance(value, str):
        if value == out_dir or value.startswith(out_dir + os.sep):
            value = "<out>" + value[len(out_dir):]
        return re.sub(r"^(<out>/)?shard-\d+/", r"\1", value)
    return value


def differences(a, b, where="summary"):
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                side = "first" if key in a else "second"
                yield f"{where}.{key}: only in the {side}"
            else:
                yield from differences(a[key], b[key], f"{where}.{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            yield from differences(x, y, f"{where}[{i}]")
    elif a != b:
        yield f"{where}: {json.dumps(a)[:200]} != {json.dumps(b)[:200]}"


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        print(f"compare_summaries: cannot read {path}: {e}", file=sys.stderr)
        sys.exit(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--ignore", action="append", default=[])
    args = parser.parse_args()
    ignored = {"seconds", *args.ignore}
    first, second = (normalized(load(p), os.path.dirname(os.path.abspath(p)), ignored)
                     for p in (args.first, args.second))
    found = list(differences(first, second))
    for line in found:
        print(line)
    if not found:
        print(f"equal: {args.first} and {args.second} (ignoring {', '.join(sorted(ignored))})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
