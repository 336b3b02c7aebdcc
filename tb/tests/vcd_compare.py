#!/usr/bin/env python3
"""Reads VCD files (cutlm's own, or fst2vcd's rendering of an FST) into comparable histories.

A history maps each signal's full name ("tlm.cu.pc") to its value changes [(time, value)], the
value as an integer (x and z bits read as 0), consecutive repeats dropped. Two waveforms hold
the same signals and values when their histories are equal, whatever the writer's identifier
codes, declaration order, header or range notation. Used by waveform_test.py.
"""
import re
import sys


def read_vcd(path):
    scopes = []
    codes = {}  # identifier code -> [full names]
    widths = {}
    history = {}
    time = 0
    in_defs = True
    with open(path, encoding="utf-8", errors="replace") as f:
        tokens_iter = (tok for line in f for tok in line.split())
        for tok in tokens_iter:
            if in_defs:
                if tok == "$scope":
                    next(tokens_iter)
                    scopes.append(next(tokens_iter))
                elif tok == "$upscope":
                    scopes.pop()
                elif tok == "$var":
                    _kind, width, code, name = (next(tokens_iter) for _ in range(4))
                    rest = next(tokens_iter)
                    while rest != "$end":
                        rest = next(tokens_iter)  # the range "[63:0]"
                    full = ".".join(scopes + [re.sub(r"\[\d+:\d+\]$", "", name)])
                    codes.setdefault(code, []).append(full)
                    widths[full] = int(width)
                    history[full] = []
                elif tok == "$enddefinitions":
                    in_defs = False
                continue
            if tok.startswith("#"):
                time = int(tok[1:])
            elif tok.startswith("$"):
                continue
            elif tok[0] in "bB":
                value = int(re.sub("[xXzZ]", "0", tok[1:]) or "0", 2)
                record(history, codes[next(tokens_iter)], time, value)
            elif tok[0] in "01xXzZ":
                record(history, codes[tok[1:]], time, 1 if tok[0] == "1" else 0)
    return history


def record(history, names, time, value):
    for name in names:
        changes = history[name]
        if changes and changes[-1][0] == time:
            changes.pop()
        if changes and changes[-1][1] == value:
            continue
        changes.append((time, value))


def main():
    a, b = read_vcd(sys.argv[1]), read_vcd(sys.argv[2])
    if set(a) != set(b):
        print("signals differ: only in first:", sorted(set(a) - set(b))[:10],
              "only in second:", sorted(set(b) - set(a))[:10])
        return 1
    for name in sorted(a):
        if a[name] != b[name]:
            print(f"{name} differs: {a[name][:6]} vs {b[name][:6]}")
            return 1
    print(f"equal: {len(a)} signals")
    return 0


if __name__ == "__main__":
    sys.exit(main())
