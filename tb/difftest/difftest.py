#!/usr/bin/env python3
"""Differential test of `cutlm disasm` against llvm-objdump-19 on random instructions of one
generation (--arch gfx1100, the default, or gfx1200).

Each chunk of random instructions (tb/difftest/generator.py) is written as `.long` lines,
assembled with llvm-mc-19, and disassembled by llvm-objdump-19 and by `cutlm disasm`; the two
listings are compared line by line, keyed by offset. Where the two disagree on an instruction's
length they are compared again from the next offset both have. Disagreements explained by a rule
in llvm_gaps.py are counted apart and do not fail the run.

Examples:
  difftest.py --cutlm build/cutlm --count 100000 --seed 1
  difftest.py --cutlm build/cutlm --format VOP3_DPP16 --count 2000 --wave 64
  difftest.py --cutlm build/cutlm --words "d5324800 00020501"      # one instruction, both tools
Exit status: 0 no disagreement outside the LLVM gaps, 1 disagreements, 2 tool or usage error.
"""
import argparse
import bisect
import collections
import multiprocessing
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import llvm_gaps  # noqa: E402
from generator import Generator, Item, form_weights, select_forms  # noqa: E402
from isa_model import Isa, isa_json_of  # noqa: E402

# The comment llvm-objdump ends each line with: offset and words, then possibly a note such as
# a branch target "<.text+0x4ec>" or "; Warning: ...".
LINE_END = re.compile(r"// ([0-9A-F]{12}):((?: [0-9A-F]{8})+)((?: (?![0-9A-F]{8}\b).*)?)$")
# A nop after each instruction sent to the +real-true16 oracle, so that however LLVM splits
# one instruction's words, the next one starts in step (an instruction is at most 3 dwords).
SYNC_PADDING = [0xBF800000] * 3
KINDS = ("validity", "length", "text", "note", "layout", "missing")


class ToolError(Exception):
    pass


class Line:
    __slots__ = ("raw", "text", "words", "note")

    def __init__(self, raw, text, words, note):
        self.raw = raw
        self.text = text
        self.words = words
        self.note = note  # what follows the words (" <.text+0x4ec>", " ; Warning: ..."), or ""

    @property
    def valid(self):
        return not self.text.startswith(".long ")


def parse_listing(output):
    """{offset: Line} of an llvm-objdump-style listing (headers and blank lines skipped)."""
    lines = {}
    for raw in output.splitlines():
        if not raw.startswith("\t"):
            continue
        m = LINE_END.search(raw)
        if m is None:
            continue
        words = [int(w, 16) for w in m.group(2).split()]
        lines[int(m.group(1), 16)] = Line(raw, raw[1:m.start()].rstrip(), words, m.group(3) or "")
    return lines


def run(cmd, what):
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        raise ToolError("%s failed (exit %d): %s\n%s" %
                        (what, proc.returncode, " ".join(cmd), proc.stderr[-2000:]))
    return proc.stdout


def assemble(opts, words_per_item, path):
    src = path + ".s"
    with open(src, "w") as f:
        f.write("\t.text\n")
        for words in words_per_item:
            f.write("\t.long " + ", ".join("0x%08x" % w for w in words) + "\n")
    obj = path + ".o"
    run([opts.llvm_mc, "-arch=amdgcn", "-mcpu=" + opts.arch, "-filetype=obj", src, "-o", obj],
        "llvm-mc")
    return obj


def llvm_listing(opts, obj, wave64, extra_attrs=()):
    attrs = list(extra_attrs) + (["+wavefrontsize64"] if wave64 else [])
    cmd = [opts.llvm_objdump, "-d", "--mcpu=" + opts.arch]
    if attrs:
        cmd.append("--mattr=" + ",".join(attrs))
    return parse_listing(run(cmd + [obj], "llvm-objdump"))


def cutlm_listing(opts, obj, wave64):
    cmd = [opts.cutlm, "disasm", obj] + (["--wave64"] if wave64 else [])
    return parse_listing(run(cmd, "cutlm disasm"))


def hex_words(words):
    return " ".join("%08X" % w for w in words)


def listing_holes(lines, size):
    """Offsets where a listing skips bytes: each line must start where the previous one ended."""
    holes = []
    expected = 0
    for off in sorted(lines):
        if off != expected:
            holes.append(expected)
        expected = off + 4 * len(lines[off].words)
    if size - expected >= 4:
        holes.append(expected)
    return holes


class ChunkResult:
    def __init__(self):
        self.generated = collections.Counter()  # form -> items
        self.compared = collections.Counter()  # form -> lines compared at common offsets
        self.failures = collections.Counter()  # (form, kind) -> disagreements
        self.gaps = collections.Counter()  # (form, gap name) -> explained disagreements
        self.unsynced = 0
        self.items = 0
        self.entries = []  # (form, report text) of every failure
        self.gap_examples = {}  # gap name -> one report text
        self.listings = ({}, {})  # llvm-objdump's and ours, kept only for --words


def true16_oracle(opts, contexts, wave64, workdir):
    """Fills ctx.true16 with LLVM's +real-true16 text for each context's words."""
    if not contexts:
        return
    groups = [ctx.words + SYNC_PADDING for ctx in contexts]
    obj = assemble(opts, groups, os.path.join(workdir, "true16"))
    listing = llvm_listing(opts, obj, wave64, ["+real-true16"])
    offset = 0
    for ctx, words in zip(contexts, groups):
        line = listing.get(offset)
        if line is not None:
            ctx.true16, ctx.true16_words = line.text, line.words
        offset += 4 * len(words)


def lowered_oracle(opts, contexts, wave64, workdir):
    """Fills ctx.lowered with LLVM's text of the words with high-half fields lowered."""
    if not contexts:
        return
    groups = [llvm_gaps.lowered_words(ctx) + SYNC_PADDING for ctx in contexts]
    obj = assemble(opts, groups, os.path.join(workdir, "lowered"))
    listing = llvm_listing(opts, obj, wave64, [])
    offset = 0
    for ctx, words in zip(contexts, groups):
        line = listing.get(offset)
        if line is not None:
            ctx.lowered, ctx.lowered_words = line.text, line.words
        offset += 4 * len(words)


def compare_chunk(opts, isa, task):
    chunk, n, wave64 = task
    seed_text = "%s/%d/%s" % (opts.seed, chunk, "w64" if wave64 else "w32")
    rng = random.Random(seed_text)
    families, forms = opts.families, opts.forms
    weights = form_weights(families, 0 if opts.forms_only else opts.random_share)
    weights += [(f, 1.0) for f in forms]
    gen = Generator(isa, rng, families or [f for g in isa.groups.values() for f in g])
    names = [f for f, _ in weights]
    chosen = rng.choices(names, [w for _, w in weights], k=n)
    items = [gen.make(form) for form in chosen]
    return compare_items(opts, isa, items, wave64, "seed %s chunk %d" % (opts.seed, chunk))


def compare_items(opts, isa, items, wave64, origin):
    result = ChunkResult()
    wave = "wave64" if wave64 else "wave32"
    workdir = tempfile.mkdtemp(prefix="difftest-", dir=opts.tmpdir)
    try:
        obj = assemble(opts, [it.words for it in items], os.path.join(workdir, "chunk"))
        llvm = llvm_listing(opts, obj, wave64)
        ours = cutlm_listing(opts, obj, wave64)
        if len(items) == 1:
            result.listings = (llvm, ours)
        all_words = [w for it in items for w in it.words]
        size = 4 * len(all_words)
        starts = []
        offset = 0
        for it in items:
            starts.append(offset)
            offset += 4 * len(it.words)
            result.generated[it.form] += 1
        result.items = len(items)

        def item_at(off):
            return items[bisect.bisect_right(starts, off) - 1]

        pending = []  # (form, kind, ctx, off, l, c)
        for off in sorted(set(llvm) | set(ours)):
            l, c = llvm.get(off), ours.get(off)
            if l is None or c is None:
                result.unsynced += 1
                continue
            form = item_at(off).form
            result.compared[form] += 1
            if l.raw == c.raw:
                continue
            if l.valid != c.valid:
                kind = "validity"
            elif l.words != c.words:
                kind = "length"
            elif l.text != c.text:
                kind = "text"
            elif l.note != c.note:
                kind = "note"
            else:
                kind = "layout"
            nwords = max(len(l.words), len(c.words))
            words = all_words[off // 4:off // 4 + nwords]
            ctx = llvm_gaps.Context(isa, words, l, c, wave64)
            pending.append((form, kind, ctx, off, l, c))
        true16_oracle(opts, [p[2] for p in pending if llvm_gaps.wants_true16(p[2])], wave64,
                      workdir)
        lowered_oracle(opts, [p[2] for p in pending if llvm_gaps.wants_lowered(p[2])], wave64,
                       workdir)
        for form, kind, ctx, off, l, c in pending:
            # A gap is about instruction text; what follows the words must still agree unless
            # the gap accounts for the whole line.
            gap = llvm_gaps.explain(ctx, l.note == c.note)
            entry = format_entry(form, kind, off, ctx, l, c, wave, origin, gap)
            if gap is not None:
                result.gaps[(form, gap.name)] += 1
                result.gap_examples.setdefault(gap.name, entry)
            else:
                result.failures[(form, kind)] += 1
                result.entries.append((form, entry))
        holes = {"llvm-objdump": listing_holes(llvm, size), "cutlm": listing_holes(ours, size)}
        for side, other in (("llvm-objdump", "cutlm"), ("cutlm", "llvm-objdump")):
            for hole in holes[side]:
                # llvm-objdump shows a run of zero words as "..." with no offset (and so does
                # cutlm): the same skip in both listings is agreement.
                if hole in holes[other] and hole < size and all_words[hole // 4] == 0:
                    continue
                form = item_at(min(hole, size - 4)).form
                result.failures[(form, "missing")] += 1
                result.entries.append(
                    (form, "[%s] missing at 0x%06x (%s, %s): %s printed no line for these bytes" %
                     (form, hole, wave, origin, side)))
    finally:
        if opts.keep:
            print("difftest: kept %s" % workdir)
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    return result


def format_entry(form, kind, off, ctx, l, c, wave, origin, gap):
    head = "[%s] %s at 0x%06x (%s, %s): %s" % (form, kind, off, wave, origin, hex_words(ctx.words))
    if gap is not None:
        head += "  [LLVM gap: %s]" % gap.name
    text = [head, "  llvm : %s   // %s%s" % (l.text, hex_words(l.words), l.note),
            "  cutlm: %s   // %s%s" % (c.text, hex_words(c.words), c.note)]
    if ctx.true16 is not None:
        text.append("  llvm +real-true16: %s" % ctx.true16)
    if kind == "layout":
        text += ["  llvm  line: %r" % l.raw, "  cutlm line: %r" % c.raw]
    return "\n".join(text)


class Totals:
    def __init__(self):
        self.generated = collections.Counter()
        self.compared = collections.Counter()
        self.failures = collections.Counter()
        self.gaps = collections.Counter()
        self.unsynced = 0
        self.items = 0
        self.shown = collections.Counter()
        self.reported = 0
        self.gap_examples = {}

    def add(self, r, opts, report):
        self.generated.update(r.generated)
        self.compared.update(r.compared)
        self.failures.update(r.failures)
        self.gaps.update(r.gaps)
        self.unsynced += r.unsynced
        self.items += r.items
        for name, text in r.gap_examples.items():
            self.gap_examples.setdefault(name, text)
        for form, text in r.entries:
            if self.shown[form] < opts.show:
                print(text)
                self.shown[form] += 1
            if report is not None and self.reported < opts.max_report:
                report.write(text + "\n")
                self.reported += 1


def print_table(t, wave):
    forms = sorted(set(t.generated) | set(t.compared))
    print("\n%s per form: generated / lines compared / disagreements (%s) / LLVM gaps" %
          (wave, ", ".join(KINDS)))
    for form in forms:
        kinds = [t.failures[(form, k)] for k in KINDS]
        gaps = sum(v for (f, _), v in t.gaps.items() if f == form)
        print("  %-14s %8d %8d %8d (%s) %7d" % (form, t.generated[form], t.compared[form],
                                               sum(kinds), " ".join(str(k) for k in kinds), gaps))
    by_family = collections.Counter()
    for (form, _), v in t.failures.items():
        by_family[form.split("_")[0] if not form.startswith("RANDOM") else form] += v
    print("  by family: " + ", ".join("%s %d" % kv for kv in sorted(by_family.items())))


def resolve_formats(opts, isa):
    selection = []
    for value in (opts.group or []) + (opts.format or []):
        selection += value.split(",")
    if not selection:
        selection = list(isa.groups)
    opts.families, opts.forms = select_forms(selection, isa.groups)
    # --format generates just what it names: random words only if it names RANDOM/RANDOM_ID.
    opts.forms_only = bool(opts.format)


def run_words(opts, isa):
    """Both listings of the given words, then what differs (as in a full run)."""
    words = [int(w, 16) for w in opts.words.replace(",", " ").split()]
    status = 0
    for wave64 in opts.waves:
        r = compare_items(opts, isa, [Item("WORDS", "WORDS", "", words)], wave64, "--words")
        for side, listing in zip(("llvm ", "cutlm"), r.listings):
            print("%s %s:" % ("wave64" if wave64 else "wave32", side))
            for _, line in sorted(listing.items()):
                print(line.raw)
        for _, text in r.entries:
            print(text)
        for text in r.gap_examples.values():
            print(text)
        status |= 1 if r.entries else 0
    return status


_WORKER = {}
LAST_TOTALS = None  # the last run's Totals, for selftest.py


def worker_init(opts):
    _WORKER["opts"] = opts
    _WORKER["isa"] = Isa(opts.isa)


def worker_run(task):
    try:
        return compare_chunk(_WORKER["opts"], _WORKER["isa"], task)
    except ToolError as e:
        return e


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cutlm", required=True, help="the cutlm binary (runs `cutlm disasm`)")
    ap.add_argument("--llvm-mc", default=shutil.which("llvm-mc-19") or "llvm-mc-19")
    ap.add_argument("--llvm-objdump", default=shutil.which("llvm-objdump-19") or "llvm-objdump-19")
    ap.add_argument("--arch", default="gfx1100",
                    help="the LLVM target (-mcpu) of both tools: gfx1100, gfx1200, gfx1201")
    ap.add_argument("--isa", default=None, help="the ISA data (default: the --arch generation's)")
    ap.add_argument("--count", type=int, default=10000, help="instructions per wave size")
    ap.add_argument("--seed", default="random", help="an integer, or 'random' (printed)")
    ap.add_argument("--group", action="append", help="scalar, vector, memory (comma list)")
    ap.add_argument("--format", action="append",
                    help="families (VOP3), forms (VOP3_DPP16, MIMG_NSA) or RANDOM/RANDOM_ID")
    ap.add_argument("--wave", choices=("32", "64", "both"), default="both")
    ap.add_argument("--chunk-size", type=int, default=25000, help="instructions per ELF")
    ap.add_argument("--only-chunk", type=int, help="rerun just this chunk of a seed")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--random-share", type=float, default=0.06,
                    help="share of purely random words (with and without format identifiers)")
    ap.add_argument("--report", help="write every disagreement to this file")
    ap.add_argument("--max-report", type=int, default=1000000, help="cap on report entries")
    ap.add_argument("--show", type=int, default=5, help="disagreements printed per form")
    ap.add_argument("--words", help="compare just these words (hex), e.g. 'd5324800 00020501'")
    ap.add_argument("--keep", action="store_true", help="keep the temporary .s/.o files")
    ap.add_argument("--tmpdir", default=None)
    opts = ap.parse_args(argv)

    if opts.seed == "random":
        opts.seed = str(random.SystemRandom().randrange(1, 1 << 31))
    opts.waves = {"32": [False], "64": [True], "both": [False, True]}[opts.wave]
    for tool in (opts.cutlm, opts.llvm_mc, opts.llvm_objdump):
        if shutil.which(tool) is None:
            print("difftest: %s not found or not executable" % tool, file=sys.stderr)
            return 2
    try:
        opts.isa = opts.isa or isa_json_of(opts.arch)
        isa = Isa(opts.isa)
        resolve_formats(opts, isa)
    except ValueError as e:
        print("difftest: %s" % e, file=sys.stderr)
        return 2
    if opts.words:
        return run_words(opts, isa)

    start = time.time()
    print("difftest: seed %s, %d instructions per wave size, formats %s, chunks of %d" %
          (opts.seed, opts.count, ",".join(opts.families + opts.forms), opts.chunk_size))
    print("difftest: reproduce with --seed %s (same --count/--chunk-size/--format/--group); "
          "one instruction with --words 'WORDS'" % opts.seed)
    report = open(opts.report, "w") if opts.report else None
    if report:
        report.write("# difftest seed %s, formats %s\n" % (opts.seed, ",".join(opts.families +
                                                                                 opts.forms)))
    grand = Totals()
    per_wave = {}
    tasks = []
    for wave64 in opts.waves:
        per_wave[wave64] = Totals()
        chunks = (opts.count + opts.chunk_size - 1) // opts.chunk_size
        for chunk in range(chunks):
            n = min(opts.chunk_size, opts.count - chunk * opts.chunk_size)
            if opts.only_chunk is None or opts.only_chunk == chunk:
                tasks.append((chunk, n, wave64))
    status = 0
    with multiprocessing.Pool(max(1, opts.jobs), worker_init, (opts, )) as pool:
        for task, r in zip(tasks, pool.imap(worker_run, tasks)):
            if isinstance(r, ToolError):
                print("difftest: chunk %d: %s" % (task[0], r), file=sys.stderr)
                status = 2
                continue
            per_wave[task[2]].add(r, opts, report)
            grand.add(r, argparse.Namespace(show=0, max_report=0), None)
    if report:
        report.close()
    for wave64, t in per_wave.items():
        print_table(t, "wave64" if wave64 else "wave32")
    if grand.gap_examples:
        print("\nLLVM gaps (counted apart, not failures); one example each:")
        for gap in llvm_gaps.GAPS:
            n = sum(v for (_, g), v in grand.gaps.items() if g == gap.name)
            print("  %-34s %8d  %s" % (gap.name, n, gap.reason))
            if gap.name in grand.gap_examples:
                print("    " + grand.gap_examples[gap.name].replace("\n", "\n    "))
    global LAST_TOTALS
    LAST_TOTALS = grand
    failures = sum(grand.failures.values())
    gaps = sum(grand.gaps.values())
    compared = sum(grand.compared.values())
    print("\ndifftest: %d lines compared, %d lines skipped while out of step; %.1f s" %
          (compared, grand.unsynced, time.time() - start))
    if opts.report:
        print("difftest: every disagreement is in %s%s" %
              (opts.report, " (first %d)" % opts.max_report if failures > opts.max_report else ""))
    print("difftest: %d instructions, %d disagreements (outside %d listed LLVM gaps)%s" %
          (grand.items, failures, gaps, "" if status == 0 else "; TOOL ERRORS"))
    if status:
        return status
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
