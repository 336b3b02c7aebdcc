#!/usr/bin/env python3
"""Functional coverage of the random cosim, and Verilator line/toggle coverage of the datapath.

Functional bins are counted from what actually ran: `cutlm run --trace` gives every retired
instruction (asm, exec, the registers it wrote); replaying the writes over the initial state
(--state) gives each instruction's source values in every active lane. Bins, per RTL-covered
operation (isa/rtl/*.json):
  input   source i x value class: zero, denorm, normal, inf, qnan, snan for a float source
          (f16/f32/f64 by the operand's format); zero, one, max, min, ones, other for integers
  mod     abs, neg, clamp, omod (mul:2, mul:4, div:2), op_sel, for the forms that have them
  mode    round mode (4), denormal mode (4) and IEEE (2; only for a generation whose programs
          write MODE.IEEE, tb/cosim/generations.json) of the MODE fields the operation uses
          (f32 ops the f32 fields, f16/f64 ops the f16_f64 fields), as marginals
Goals: 100% of each kind's bins (docs/coverification.md). A bin whose hardware value cannot
arise (an input class an operand's encoding cannot carry) is still listed: uncovered bins are
printed, so the reader sees them.

  coverage_report.py [--arch A] functional COUNTS.json [--uncovered]  (random_program.py run)
  coverage_report.py verilator coverage.dat [--annotate DIR]    (verilator_coverage summary)
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generation  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

FLOAT_CLASSES = ["zero", "denorm", "normal", "inf", "qnan", "snan"]
INT_CLASSES = ["zero", "one", "max", "min", "ones", "other"]
ROUND = ["nearest_even", "plus_inf", "minus_inf", "zero"]
DENORM = ["flush", "flush_out", "flush_in", "preserve"]  # MODE field values 0..3
INLINE_FLOATS = {"0.5": 0.5, "-0.5": -0.5, "1.0": 1.0, "-1.0": -1.0, "2.0": 2.0, "-2.0": -2.0,
                 "4.0": 4.0, "-4.0": -4.0}
FLOAT_WIDTH = {"FMT_NUM_F16": 16, "FMT_NUM_F32": 32, "FMT_NUM_F64": 64}


def float_class(bits, width):
    exp_bits, man_bits = {16: (5, 10), 32: (8, 23), 64: (11, 52)}[width]
    exp = (bits >> man_bits) & ((1 << exp_bits) - 1)
    man = bits & ((1 << man_bits) - 1)
    if exp == 0:
        return "zero" if man == 0 else "denorm"
    if exp == (1 << exp_bits) - 1:
        if man == 0:
            return "inf"
        return "qnan" if man >> (man_bits - 1) else "snan"
    return "normal"


def int_class(bits, width):
    mask = (1 << width) - 1
    bits &= mask
    if bits == 0:
        return "zero"
    if bits == 1:
        return "one"
    if bits == mask:
        return "ones"
    if bits == mask >> 1:
        return "max"
    if bits == 1 << (width - 1):
        return "min"
    return "other"


def load_isa(isa_json, rtl_dir, arch=generation.DEFAULT):
    """({name: record} of the generation's instructions, each with "op", the operation it
    performs (generation.py); {RTL operation: unit})."""
    by_name = {i["name"]: i for i in generation.instructions(arch, isa_json)}
    ops = {}
    for path in sorted(glob.glob(os.path.join(rtl_dir, "*.json"))):
        with open(path) as f:
            spec = json.load(f)
        for op in spec["ops"]:
            ops[op] = spec["unit"]
    return by_name, ops


def isa_record(mnemonic, by_name):
    name = mnemonic.upper()
    for cand in (name, re.sub(r"_DPP$", "_E32", name), re.sub(r"_DPP$", "", name),
                 re.sub(r"_DPP$", "_E64", name), name + "_E32", name + "_E64",
                 re.sub(r"_E(32|64)$", "", name)):
        if cand in by_name:
            return by_name[cand]
    return None


def split_operands(text):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class Replay:
    """The wave's registers, replayed from the initial state and the trace's writes."""

    def __init__(self, state):
        self.lanes = state.get("wave_size", 32)
        self.v = {}
        for name, val in state.get("vgpr", {}).items():
            vals = val if isinstance(val, list) else [val] * self.lanes
            self.v[int(name[1:])] = [int(x, 16) for x in vals]
        self.s = {}
        for name, val in state.get("sgpr", {}).items():
            if re.fullmatch(r"s\d+", name):
                self.s[int(name[1:])] = int(val, 16)
        self.mode = 0x3F0  # IEEE, DX10 clamp, denormals kept, round to nearest even
        # The trace's "exec" is the value after the instruction (a v_cmpx's result), so the
        # lanes an instruction ran in are the previous record's.
        exec_mask = state.get("exec", (1 << self.lanes) - 1)
        self.exec = int(exec_mask, 16) if isinstance(exec_mask, str) else int(exec_mask)
        mode = state.get("mode", {})
        if mode.get("ieee") is False:
            self.mode &= ~0x200

    def apply(self, writes):
        for name, val in writes.items():
            m = re.fullmatch(r"v(\d+)", name)
            if m:
                self.v[int(m.group(1))] = [int(x, 16) for x in val]
                continue
            m = re.fullmatch(r"s(\d+)", name)
            if m:
                self.s[int(m.group(1))] = int(val, 16)
            elif name == "mode":
                self.mode = int(val, 16)

    def value(self, text, lane, width, fmt, half):
        """Bits of source operand `text` (modifiers stripped) in `lane`, or None."""
        m = re.fullmatch(r"(v\d+)\.([lh])", text)  # a true16 half
        if m:
            text, half = m.group(1), m.group(2) == "h"
        m = re.fullmatch(r"v(\d+)", text)
        if m:
            r = int(m.group(1))
            bits = self.v.get(r, [0] * self.lanes)[lane]
            if width == 16 and half:
                bits >>= 16
            return bits
        m = re.fullmatch(r"v\[(\d+):(\d+)\]", text)
        if m:
            lo = int(m.group(1))
            return self.v.get(lo, [0] * self.lanes)[lane] | \
                (self.v.get(lo + 1, [0] * self.lanes)[lane] << 32)
        m = re.fullmatch(r"s(\d+)", text)
        if m:
            bits = self.s.get(int(m.group(1)), 0)
            return bits >> 16 if width == 16 and half else bits
        m = re.fullmatch(r"s\[(\d+):(\d+)\]", text)
        if m:
            lo = int(m.group(1))
            return self.s.get(lo, 0) | (self.s.get(lo + 1, 0) << 32)
        if re.fullmatch(r"0x[0-9a-fA-F]+", text):
            v = int(text, 16)
            return v << 32 if width == 64 and fmt in FLOAT_WIDTH else v
        if re.fullmatch(r"-?\d+", text):
            return int(text) & ((1 << width) - 1)
        if text in INLINE_FLOATS:
            return None  # a normal number of the operand's format
        return None


def strip_mods(text):
    mods = set()
    t = text
    if t.startswith("-") and not re.fullmatch(r"-\d+(\.\d+)?", t):
        mods.add("neg")
        t = t[1:]
    m = re.fullmatch(r"neg\((.*)\)", t)
    if m:
        mods.add("neg")
        t = m.group(1)
    if t.startswith("|") and t.endswith("|"):
        mods.add("abs")
        t = t[1:-1]
    m = re.fullmatch(r"abs\((.*)\)", t)
    if m:
        mods.add("abs")
        t = m.group(1)
    return t, mods


def source_keys(inst):
    return [k for k in ("src0", "vsrc0", "src1", "vsrc1", "src2") if k in inst["operands"]]


def dest_count(inst):
    n = 0
    vd = inst["operands"].get("vdst")
    if vd is not None and vd["type"] != "OPR_EXEC":
        n += 1
    if "sdst" in inst["operands"]:
        n += 1
    if inst["family"] in ("VOP2", "VOPC") and "VCC" in inst.get("implicit_writes", []):
        n += 1
    return n


def new_counts():
    # lanes: active lanes of the RTL operations counted (what the cosim compares)
    return {"input": {}, "mod": {}, "mode": {}, "ops_seen": {}, "lanes": 0}


def bump(table, key, n=1):
    table[key] = table.get(key, 0) + n


def accumulate(trace_path, state, counts, by_name, ops):
    replay = Replay(state)
    with open(trace_path) as f:
        for line in f:
            rec = json.loads(line)
            asm = rec.get("asm", "")
            parts = asm.split(None, 1)
            inst = isa_record(parts[0], by_name) if parts else None
            if inst is not None:
                op = inst["op"]
                if op in ops:
                    count_instruction(op, inst, parts, rec, replay, counts)
            replay.apply(rec.get("writes", {}))
            if "exec" in rec:
                replay.exec = int(rec["exec"], 16)


def count_instruction(op, inst, parts, rec, replay, counts):
    bump(counts["ops_seen"], op)
    rest = parts[1] if len(parts) > 1 else ""
    # trailing modifiers: words after the operand list
    tokens = split_operands(rest)
    mods = set()
    opsel = [0, 0, 0, 0]
    if tokens:
        last = tokens[-1].split()
        tokens[-1] = last[0] if last else ""
        for word in last[1:]:
            if word == "clamp":
                mods.add("clamp")
            elif word in ("mul:2", "mul:4", "div:2"):
                mods.add("omod_" + word.replace(":", ""))
            elif word.startswith("op_sel:"):
                opsel = [int(x) for x in re.findall(r"\d", word)] + [0] * 4
                if any(opsel):
                    mods.add("op_sel")
            elif word.startswith(("row_", "quad_perm", "bank_", "bound_ctrl", "fi:", "dpp8")):
                mods.add("dpp")
    srcs = tokens[dest_count(inst):]
    exec_mask = replay.exec
    lanes = [ln for ln in range(replay.lanes) if exec_mask >> ln & 1]
    counts["lanes"] = counts.get("lanes", 0) + len(lanes)
    first_float = None
    for i, key in enumerate(source_keys(inst)):
        if i >= len(srcs):
            break
        o = inst["operands"][key]
        text, smods = strip_mods(srcs[i])
        mods |= smods
        fmt, width = o["format"], o["bits"]
        if fmt in FLOAT_WIDTH and first_float is None:
            first_float = FLOAT_WIDTH[fmt]
        if o["type"] == "OPR_SREG":
            continue
        for ln in lanes:
            bits = replay.value(text, ln, width, fmt, opsel[i] if i < 3 else 0)
            if bits is None:
                cls = "normal" if fmt in FLOAT_WIDTH else "other"
            elif fmt in FLOAT_WIDTH:
                cls = float_class(bits, FLOAT_WIDTH[fmt])
            else:
                cls = int_class(bits, min(width, 64) if width >= 8 else 32)
            bump(counts["input"], f"{op}|src{i}|{cls}")
    for mod in mods:
        bump(counts["mod"], f"{op}|{mod}")
    if first_float is not None and lanes:
        mode = replay.mode
        if first_float == 32:
            rnd, den = mode & 3, (mode >> 4) & 3
        else:
            rnd, den = (mode >> 2) & 3, (mode >> 6) & 3
        bump(counts["mode"], f"{op}|round|{ROUND[rnd]}")
        bump(counts["mode"], f"{op}|denorm|{DENORM[den]}")
        bump(counts["mode"], f"{op}|ieee|{(mode >> 9) & 1}")


def merge(into, counts):
    for kind in into:
        if kind == "excluded":
            continue
        if isinstance(into[kind], int):
            into[kind] += counts.get(kind, 0)
            continue
        for k, v in counts.get(kind, {}).items():
            bump(into[kind], k, v)


def goal_bins(by_name, ops, arch=generation.DEFAULT):
    """Every bin the goals ask for, per kind: {kind: [bin, ...]}. The IEEE bins only where the
    generation's programs write MODE.IEEE (tb/cosim/generations.json)."""
    bins = {"input": [], "mod": [], "mode": []}
    ieee = "ieee" in generation.spec(arch)["mode_writes"]
    for op in ops:
        forms = [i for i in by_name.values() if i["op"] == op
                 and i["family"] in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD")]
        if not forms:
            continue
        ref = max(forms, key=lambda i: len(source_keys(i)))
        is_float = False
        has16 = False
        for i, key in enumerate(source_keys(ref)):
            o = ref["operands"][key]
            if o["type"] == "OPR_SREG":
                continue
            classes = FLOAT_CLASSES if o["format"] in FLOAT_WIDTH else INT_CLASSES
            if o["format"] in FLOAT_WIDTH:
                is_float = True
            if o["bits"] == 16:
                has16 = True
            bins["input"] += [f"{op}|src{i}|{c}" for c in classes]
        e64 = [i for i in forms if i["family"] in ("VOP3", "VOP3SD")]
        if not is_float and e64 and re.search(r"_(ADD|SUB|SUBREV)(3)?_", op + "_") \
                and "VOP3" in {i["family"] for i in e64}:
            bins["mod"].append(f"{op}|clamp")  # integer add/sub clamp saturates
        if is_float and e64:
            fams = {i["family"] for i in e64}
            mods = ["neg", "clamp"]
            if "VOP3" in fams:
                mods.append("abs")
            vd = ref["operands"].get("vdst", {})
            if "VOP3" in fams and vd.get("type") == "OPR_VGPR":
                mods += ["omod_mul2", "omod_mul4", "omod_div2"]
            if has16:
                mods.append("op_sel")
            bins["mod"] += [f"{op}|{m}" for m in mods]
        if is_float:
            bins["mode"] += [f"{op}|round|{r}" for r in ROUND]
            bins["mode"] += [f"{op}|denorm|{d}" for d in DENORM]
            if ieee:
                bins["mode"] += [f"{op}|ieee|{v}" for v in (0, 1)]
    return bins


def report_functional(counts, by_name, ops, show_uncovered, arch=generation.DEFAULT):
    """Prints the bins per kind against the goals; returns the percentage of goal bins
    covered. Excluded bins (counts["excluded"]: {bin: reason}, from random_program.py) are
    listed with their reason and not counted; with show_uncovered, the uncovered bins are
    listed per operation."""
    bins = goal_bins(by_name, ops, arch)
    excluded = counts.get("excluded", {})
    print(f"functional coverage: {len(ops)} RTL operations, "
          f"{sum(counts['ops_seen'].values())} instructions, {counts.get('lanes', 0)} lanes "
          f"counted")
    missing_ops = [op for op in ops if op not in counts["ops_seen"]]
    if missing_ops:
        shown = ", ".join(missing_ops[:12]) + (" ..." if len(missing_ops) > 12 else "")
        print(f"  operations never run: {len(missing_ops)} ({shown})")
    total_cov = total = 0
    uncovered = {}
    for kind in ("input", "mod", "mode"):
        want = [b for b in bins[kind] if b not in excluded]
        covered = [b for b in want if counts[kind].get(b, 0) > 0]
        total_cov += len(covered)
        total += len(want)
        pct = 100.0 * len(covered) / len(want) if want else 100.0
        left_out = len(bins[kind]) - len(want)
        print(f"  {kind:6s} {len(covered):5d}/{len(want):<5d} bins {pct:6.1f}%  (goal 100%"
              f"{f'; {left_out} excluded' if left_out else ''})")
        for b in want:
            if counts[kind].get(b, 0) == 0:
                op, rest = b.split("|", 1)
                uncovered.setdefault(op, []).append(f"{kind} {rest.replace('|', ' ')}")
    pct = 100.0 * total_cov / total if total else 100.0
    print(f"  all    {total_cov:5d}/{total:<5d} bins {pct:6.1f}%")
    if show_uncovered:
        for op in sorted(uncovered):
            print(f"  uncovered {op}: {', '.join(uncovered[op])}")
        for b in sorted(excluded):
            print(f"  excluded {b.replace('|', ' ')}: {excluded[b]}")
    return pct


def report_verilator(dat, annotate, rtl_dir):
    """Line and toggle figures of a Verilator coverage.dat, per RTL file, and the uncovered
    lines (verilator_coverage --annotate marks them with %000000)."""
    points = {"line": [0, 0], "toggle": [0, 0], "other": [0, 0]}
    per_file = {}
    with open(dat) as f:
        for line in f:
            if not line.startswith("C "):
                continue
            m = re.match(r"C '(.*)' (\d+)$", line.strip())
            if not m:
                continue
            fields = dict(kv.split("\x02", 1) for kv in m.group(1).split("\x01") if "\x02" in kv)
            count = int(m.group(2))
            page = fields.get("page", "")
            kind = "toggle" if "toggle" in page else ("line" if "line" in page or "block" in page
                                                     or "branch" in page else "other")
            points[kind][1] += 1
            points[kind][0] += count > 0
            fn = os.path.basename(fields.get("f", "?"))
            pf = per_file.setdefault(fn, {"line": [0, 0], "toggle": [0, 0], "other": [0, 0]})
            pf[kind][1] += 1
            pf[kind][0] += count > 0
    for kind in ("line", "toggle"):
        c, t = points[kind]
        print(f"verilator {kind} coverage: {c}/{t} points {100.0 * c / t if t else 0:.1f}%")
    for fn in sorted(per_file):
        pf = per_file[fn]
        figs = ", ".join(f"{k} {pf[k][0]}/{pf[k][1]}" for k in ("line", "toggle") if pf[k][1])
        print(f"  {fn}: {figs}")
    if annotate:
        subprocess.run(["verilator_coverage", "--annotate", annotate, "--annotate-min", "1", dat],
                       check=True, capture_output=True)
        for path in sorted(glob.glob(os.path.join(annotate, "*.sv"))):
            with open(path) as f:
                for n, line in enumerate(f, 1):
                    if line.startswith("%000000") and "toggle" not in line:
                        print(f"  uncovered {os.path.basename(path)}:{n}: {line[8:].rstrip()}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--arch", choices=generation.NAMES, default=generation.DEFAULT,
                    help="the generation the programs were written for")
    ap.add_argument("--isa", help="its ISA data (default: tb/cosim/generations.json's)")
    ap.add_argument("--rtl-dir", default=os.path.join(ROOT, "isa", "rtl"))
    ap.add_argument("--units", default="")
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("functional")
    f.add_argument("counts", nargs="+")
    f.add_argument("--uncovered", action="store_true")
    f.add_argument("--min-percent", type=float, default=0.0)
    t = sub.add_parser("trace", help="count one trace: TRACE.jsonl STATE.json -o COUNTS.json")
    t.add_argument("trace")
    t.add_argument("state")
    t.add_argument("-o", "--output", required=True)
    v = sub.add_parser("verilator")
    v.add_argument("dat")
    v.add_argument("--annotate")
    args = ap.parse_args()
    by_name, ops = load_isa(args.isa, args.rtl_dir, args.arch)
    units = [u for u in re.split(r"[,;]", args.units) if u]
    if units:
        ops = {op: u for op, u in ops.items() if u in units}
    if args.cmd == "functional":
        counts = new_counts()
        counts["excluded"] = {}
        for path in args.counts:
            with open(path) as fh:
                loaded = json.load(fh)
            merge(counts, loaded)
            counts["excluded"].update(loaded.get("excluded", {}))
        pct = report_functional(counts, by_name, list(ops), args.uncovered, args.arch)
        return 0 if pct >= args.min_percent else 1
    if args.cmd == "trace":
        counts = new_counts()
        with open(args.state) as fh:
            state = json.load(fh)
        accumulate(args.trace, state, counts, by_name, ops)
        with open(args.output, "w") as fh:
            json.dump(counts, fh)
        return 0
    report_verilator(args.dat, args.annotate, args.rtl_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
