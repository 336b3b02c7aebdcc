#!/usr/bin/env python3
"""What the real RX 7900 XTX thread traces show about how the GPU hands out waves.

Usage: dispatch_analysis.py [TRACE_DIR...]   (default: every folder of hwtraces/gfx1100)

Prints, for each trace folder, the figures docs/gpu-evidence.md quotes: what the decoded "cu"
field is, when each shader engine received its first wave, how fast each engine launched waves,
how they spread over WGPs and SIMDs, how many each got, and how the kernel's span splits into
launch spread and wave lives.

Inputs: decoded.json (every wave's se, cu, simd, slot, start, end), launch.json, code.elf (the
kernel descriptor's WGP_MODE and wave32 bits) and the raw se<K>.sqtt buffers. The buffers are
walked for two things decoded.json leaves out: the markers that pair each engine's clock with
the GPU's 100 MHz reference counter (each buffer counts cycles from its own start, so the six
engines' times share no origin until the markers align them), and the memory instructions the
instruction-traced SIMD reports for its partner SIMD. The walk must reproduce decoded.json's wave
starts, or the script stops. Standard library only; nothing here is a test.
"""
import collections
import json
import os
import statistics
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(HERE, "hwtraces", "gfx1100")

# RDNA3 (layout 3) packets: name, identifying low bits and their count, length in nibbles, time
# delta field (lowest bit, width). The layouts are those of model/sqtt/packets.cpp, whose sources
# are in model/sqtt/README.md; only lengths, time deltas and a few fields are needed here.
LAYOUTS = [
    ("NOP", 0b0000, 4, 1, 0, 0),
    ("LAYOUT_HEADER", 0b0010001, 7, 16, 0, 0),
    ("WAVESTART", 0b01100, 5, 8, 5, 2),
    ("WAVEEND", 0b10101, 5, 5, 5, 3),
    ("WAVEALLOC", 0b00101, 5, 5, 5, 3),
    ("WAVERDY", 0b10100, 5, 6, 5, 3),
    ("VALUINST", 0b011, 3, 3, 3, 3),
    ("INST", 0b010, 3, 5, 4, 3),
    ("IMMEDIATE", 0b1101, 4, 3, 4, 3),
    ("IMMEDIATE_MASK", 0b00100, 5, 6, 5, 3),
    ("ALUEXEC", 0b1110, 4, 2, 4, 2),
    ("VMEMEXEC", 0b1111, 4, 2, 4, 2),
    ("PERF", 0b10110, 5, 7, 5, 3),
    ("EVENT", 0b01100001, 8, 6, 8, 3),
    ("EVENT_BIG", 0b11100001, 8, 8, 8, 3),
    ("REG", 0b1001, 4, 16, 4, 3),
    ("SNAPSHOT", 0b1110001, 7, 16, 7, 3),
    ("UTILCTR", 0b0110001, 7, 12, 7, 2),
    ("TS_WAVE_STATE", 0b1010001, 7, 6, 7, 9),
    ("TS_DELTA_SHORT", 0b1000, 4, 2, 4, 4),
    ("TS_DELTA_OR_MARK", 0b0000001, 7, 12, 12, 36),
    ("TS_DELTA_S8_W3", 0b0100001, 7, 16, 8, 3),
    ("TS_DELTA_S5_W2", 0b11100, 5, 12, 5, 2),
    ("TS_DELTA_S5_W3", 0b00110, 5, 13, 5, 3),
]


def kind_table():
    """First byte -> layout: the one whose identifying bits match with the most bits."""
    table = []
    for byte in range(256):
        best, best_bits = LAYOUTS[0], 0
        for layout in LAYOUTS:
            bits = layout[2]
            if byte & ((1 << bits) - 1) == layout[1] and bits > best_bits:
                best, best_bits = layout, bits
        table.append(best)
    return table


KINDS = kind_table()
# INST operations the traced SIMD reports for memory instructions (tinygrad's InstOp names):
# 0x1c-0x2e its own FLAT/GLOBAL/LDS instructions, 0x50-0x5f those of "the other SIMD".
OWN_MEMORY_OPS = range(0x1C, 0x2F)
OTHER_MEMORY_OPS = range(0x50, 0x60)
# The SIMD pairs that could form a WGP's two CUs: which one is right is not documented.
PAIRINGS = (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2)))
MATCH_REF_TICKS = 8  # reference-counter values closer than this are the same marker event


def walk(data):
    """One buffer's wave starts (time, cu, simd, slot), markers (time, reference counter) and
    INST operation counts. cu is the WAVESTART's WGP field plus 8 times its bit 7, as decoded."""
    starts, markers, ops = [], [], collections.Counter()
    nibbles = len(data) * 2
    pos = time = 0

    def nibble(i):
        return (data[i // 2] >> ((i % 2) * 4)) & 0xF

    while pos < nibbles:
        first = nibble(pos) | (nibble(pos + 1) << 4 if pos + 1 < nibbles else 0)
        name, _, _, length, delta_lo, delta_bits = KINDS[first]
        if nibbles - pos < length:
            break  # the hardware stops at a 32-byte boundary: a last packet may be cut off
        bits = 0
        for i in range(length):
            bits |= nibble(pos + i) << (4 * i)
        delta = (bits >> delta_lo) & ((1 << delta_bits) - 1) if delta_bits else 0
        if name == "TS_DELTA_SHORT":
            delta += 4
        marker = name == "TS_DELTA_OR_MARK" and (bits >> 9) & 1 and not (bits >> 8) & 1
        if marker:
            delta = 0
        time += delta
        if marker:
            markers.append((time, bits >> 12))
        elif name == "WAVESTART":
            cu = ((bits >> 10) & 7) | (((bits >> 7) & 1) << 3)
            starts.append((time, cu, (bits >> 8) & 3, (bits >> 13) & 31))
        elif name == "INST":
            ops[(bits >> 13) & 0x7F] += 1
        pos += length
    return starts, markers, ops


def kernel_descriptor_bits(path):
    """(WGP_MODE, wave32) of the code object's first .kd symbol, or None when not found.
    COMPUTE_PGM_RSRC1 is at byte 48 of the descriptor (WGP_MODE: bit 29), kernel_code_properties
    at byte 56 (ENABLE_WAVEFRONT_SIZE32: bit 10); LLVM AMDGPUUsage, "Kernel Descriptor"."""
    try:
        with open(path, "rb") as f:
            elf = f.read()
        if elf[:4] != b"\x7fELF" or elf[4] != 2:
            return None
        shoff = struct.unpack_from("<Q", elf, 0x28)[0]
        shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
        sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize)
                    for i in range(shnum)]
        for sec in sections:
            if sec[1] != 2:  # SHT_SYMTAB
                continue
            strtab = sections[sec[6]]
            for i in range(sec[5] // 24):
                name_at, _, _, shndx, value, _ = struct.unpack_from("<IBBHQQ", elf, sec[4] + i * 24)
                start = strtab[4] + name_at
                name = elf[start:elf.index(b"\0", start)].decode(errors="replace")
                if name.endswith(".kd") and shndx < len(sections):
                    home = sections[shndx]
                    at = home[4] + value - home[3]
                    rsrc1 = struct.unpack_from("<I", elf, at + 48)[0]
                    props = struct.unpack_from("<H", elf, at + 56)[0]
                    return (rsrc1 >> 29) & 1, (props >> 10) & 1
    except (OSError, struct.error, ValueError, IndexError):
        return None
    return None


def load(folder):
    with open(os.path.join(folder, "decoded.json")) as f:
        waves = json.load(f)["waves"]
    with open(os.path.join(folder, "launch.json")) as f:
        launch = json.load(f)
    buffers = {}
    for b in launch["sqtt"]:
        with open(os.path.join(folder, b["file"]), "rb") as f:
            buffers[b["se"]] = walk(f.read())
    for se, (starts, _, _) in buffers.items():
        want = sorted((w["start"], w["cu"], w["simd"], w["slot"]) for w in waves if w["se"] == se)
        if sorted(starts) != want:
            sys.exit(f"{folder}: se{se}.sqtt: the packet walk does not reproduce decoded.json's "
                     f"wave starts ({len(starts)} against {len(want)})")
    return waves, launch, buffers


def same_event(markers, ref_value):
    """The one marker of `markers` whose reference value is closest to ref_value, if close."""
    near = [m for m in markers if abs(m[1] - ref_value) <= MATCH_REF_TICKS]
    return min(near, key=lambda m: abs(m[1] - ref_value)) if near else None


def clock_offsets(buffers, ref_se, first_start, last_end):
    """Per engine, its clock minus the reference engine's, from the marker event nearest before
    the kernel's first start and the one nearest after its last end (reference engine's times)."""
    ref_markers = buffers[ref_se][1]
    before = [m for m in ref_markers if m[0] <= first_start]
    after = [m for m in ref_markers if m[0] >= last_end]
    offsets = {}
    for se, (_, markers, _) in buffers.items():
        pair = []
        for candidates in (reversed(before), after):
            found = None
            for t_ref, value in candidates:
                hit = same_event(markers, value)
                if hit:
                    found = (hit[0] - t_ref, t_ref, hit[1] - value)
                    break
            pair.append(found)
        offsets[se] = pair
    return offsets


def fmt(values):
    return "/".join(str(v) for v in values)


def period(seq):
    """The shortest p with seq[i] == seq[i + p] throughout."""
    for p in range(1, len(seq)):
        if all(seq[i] == seq[i + p] for i in range(len(seq) - p)):
            return p
    return len(seq)


def mean_gap(groups):
    """Mean cycles between consecutive wave starts inside each group (lists in start order)."""
    gaps = [b["start"] - a["start"] for v in groups.values() for a, b in zip(v, v[1:])]
    return statistics.mean(gaps) if gaps else 0


def fill(groups, t0):
    """When every group has a wave, and when the first group got its second one."""
    second = [v[1]["start"] - t0 for v in groups.values() if len(v) > 1]
    return (f"+{max(v[0]['start'] for v in groups.values()) - t0} / "
            f"+{min(second) if second else '-'}")


class Trace:
    """One trace folder's waves by shader engine, on one time base where the markers allow."""

    def __init__(self, folder):
        self.waves, self.launch, self.buffers = load(folder)
        self.name = os.path.basename(os.path.normpath(folder))
        self.folder = folder
        self.by_se = collections.defaultdict(list)
        for w in self.waves:
            self.by_se[w["se"]].append(w)
        for ws in self.by_se.values():
            ws.sort(key=lambda w: (w["start"], w["cu"], w["simd"]))
        self.ref_se = min(self.by_se)
        self.first = self.by_se[self.ref_se][0]["start"]
        last = max(w["end"] for w in self.by_se[self.ref_se])
        self.offsets = clock_offsets(self.buffers, self.ref_se, self.first, last)
        self.aligned = {se: pair[0][0] for se, pair in self.offsets.items()
                        if pair[0] is not None and se in self.by_se}

    def at(self, w, key):
        """A wave's start or end on the reference engine's clock, from its first wave start."""
        return w[key] - self.aligned.get(w["se"], 0) - self.first

    def report(self):
        launch = self.launch
        print(f"== {self.name}: kernel {launch['kernel']}, grid {launch['grid_work_items']} "
              f"work-items, block {launch['block']}, {len(self.waves)} waves, clock "
              f"{launch['shader_clock_ghz_estimate']} GHz")
        kd = kernel_descriptor_bits(os.path.join(self.folder, launch.get("code", "code.elf")))
        if kd:
            print(f"   kernel descriptor: WGP_MODE {kd[0]} ({'WGP' if kd[0] else 'CU'} mode), "
                  f"wave32 {kd[1]}")
        self.report_cu_field()
        self.report_engines()
        self.report_launch()
        self.report_counts()
        self.report_span()
        self.report_partner()
        print()

    def report_cu_field(self):
        simds_of = collections.defaultdict(set)
        for w in self.waves:
            simds_of[(w["se"], w["cu"])].add(w["simd"])
        cus = sorted({cu for _, cu in simds_of})
        print(f"   'cu' values seen: {cus}; SIMDs per value: "
              f"{sorted({len(s) for s in simds_of.values()})}; distinct (se, cu): "
              f"{len(simds_of)}; low 3 bits {sorted({c & 7 for c in cus})}, bit 3 "
              f"{sorted({c >> 3 for c in cus})}")

    def report_engines(self):
        print(f"   shader engines (times in SE{self.ref_se}'s clock, cycles from its first wave "
              f"start; clock offset from the nearest common marker before / after the kernel):")
        for se in sorted(self.by_se):
            before, after = self.offsets[se]
            if before is None:
                print(f"     SE{se}: no marker shared with SE{self.ref_se}: cannot be aligned")
                continue
            ws = self.by_se[se]
            text = (f"     SE{se}: {len(ws)} waves; raw first start {ws[0]['start']}; offset "
                    f"{before[0]:+d} (marker {before[1] - self.first:+d}, ref delta "
                    f"{before[2]:+d})")
            text += f" / {after[0]:+d} (marker {after[1] - self.first:+d})" if after else " / none"
            text += f"; aligned first start {self.at(ws[0], 'start'):+d}"
            if after:
                text += f" / {ws[0]['start'] - after[0] - self.first:+d}"
            text += (f", last start {self.at(ws[-1], 'start'):+d}, last end "
                     f"{max(self.at(w, 'end') for w in ws):+d}")
            print(text)
        if len(self.aligned) > 1:
            raw = [ws[0]["start"] for ws in self.by_se.values()]
            first = {se: self.at(self.by_se[se][0], "start") for se in self.aligned}
            order = sorted(first, key=lambda se: (first[se], se))
            print(f"   first starts: raw spread {max(raw) - min(raw)} cycles (per-engine clocks); "
                  f"aligned spread {max(first.values()) - min(first.values())} cycles, order "
                  f"{' '.join(f'SE{se}({first[se]:+d})' for se in order)}")

    def report_launch(self):
        print("   per engine: waves over the launch spread, mean gap between wave starts "
              "(median, max), WGP round robin, mean gap per WGP and per SIMD:")
        patterns = collections.defaultdict(list)
        for se in sorted(self.by_se):
            ws = self.by_se[se]
            if len(ws) < 2:
                w = ws[0]
                print(f"     SE{se}: one wave: cu {w['cu']} simd {w['simd']} slot {w['slot']}, "
                      f"life {w['end'] - w['start']}")
                continue
            self.report_engine_launch(se, ws, patterns)
        self.report_gpu_fill()
        if patterns:
            print("   SIMD order per WGP, the repeating unit (all engines):")
            for unit, where in sorted(patterns.items(), key=lambda kv: -len(kv[1])):
                parity = sorted({"odd" if odd else "even" for odd, _ in where})
                print(f"     {unit} repeated: {len(where)} WGPs, at {'/'.join(parity)} places of "
                      f"the round robin, {min(n for _, n in where)}-{max(n for _, n in where)} "
                      f"waves each")

    @staticmethod
    def report_engine_launch(se, ws, patterns):
        t0 = ws[0]["start"]
        spread = ws[-1]["start"] - t0
        gaps = [b["start"] - a["start"] for a, b in zip(ws, ws[1:])]
        order = []
        for w in ws:
            if w["cu"] not in order:
                order.append(w["cu"])
        out_of_turn = sum(1 for i, w in enumerate(ws) if w["cu"] != order[i % len(order)])
        per_wgp = collections.defaultdict(list)
        per_simd = collections.defaultdict(list)
        slot_misses = 0
        for w in ws:
            per_wgp[w["cu"]].append(w)
            slot_misses += w["slot"] != len(per_simd[(w["cu"], w["simd"])])
            per_simd[(w["cu"], w["simd"])].append(w)
        for cu, v in per_wgp.items():
            seq = "".join(str(w["simd"]) for w in v)
            patterns[seq[:period(seq)]].append((order.index(cu) % 2, len(seq)))
        print(f"     SE{se}: {len(ws)} waves over {spread} cycles, gap {statistics.mean(gaps):.2f} "
              f"({statistics.median(gaps):g}, {max(gaps)}) = {len(ws) / max(1, spread):.2f} "
              f"waves/cycle; order {order}, {out_of_turn} out of turn; "
              f"{mean_gap(per_wgp):.1f}, {mean_gap(per_simd):.1f}")
        per_cu = []
        for pairs in PAIRINGS:
            groups = collections.defaultdict(list)
            for w in ws:
                half = next(i for i, pair in enumerate(pairs) if w["simd"] in pair)
                groups[(w["cu"], half)].append(w)
            (a, b), (c, d) = pairs
            per_cu.append(f"{a}+{b} / {c}+{d}: {fill(groups, t0)} (gap {mean_gap(groups):.1f})")
        print(f"       all have a wave / first second wave: WGPs {fill(per_wgp, t0)}, SIMDs "
              f"{fill(per_simd, t0)}, CUs if SIMDs pair as {', '.join(per_cu)}; slot = the "
              f"wave's rank on its SIMD for all but {slot_misses}")

    def report_gpu_fill(self):
        if len(self.aligned) < 2:
            return
        wgp = collections.defaultdict(list)
        for w in self.waves:
            if w["se"] in self.aligned:
                wgp[(w["se"], w["cu"])].append(self.at(w, "start"))
        second = [sorted(v)[1] for v in wgp.values() if len(v) > 1]
        if second:
            print(f"   GPU-wide (aligned): all {len(wgp)} WGPs have a wave at "
                  f"+{max(min(v) for v in wgp.values())}, the first second wave on a WGP at "
                  f"+{min(second)}")

    def report_counts(self):
        per_wgp = collections.Counter((w["se"], w["cu"]) for w in self.waves)
        per_simd = collections.Counter((w["se"], w["cu"], w["simd"]) for w in self.waves)
        by_index = collections.Counter(w["simd"] for w in self.waves)
        print(f"   waves per SE {dict(sorted((se, len(ws)) for se, ws in self.by_se.items()))}; "
              f"per WGP {dict(sorted(collections.Counter(per_wgp.values()).items()))} (count: "
              f"WGPs); per SIMD {dict(sorted(collections.Counter(per_simd.values()).items()))} "
              f"(count: SIMDs); by SIMD index {dict(sorted(by_index.items()))}; highest slot "
              f"{max(w['slot'] for w in self.waves)}")

    def report_span(self):
        waves = [w for w in self.waves if w["se"] in self.aligned]
        starts = [self.at(w, "start") for w in waves]
        ends = [self.at(w, "end") for w in waves]
        lives = sorted(w["end"] - w["start"] for w in self.waves)
        last = max(waves, key=lambda w: self.at(w, "end"))
        per_engine = fmt(max(w["end"] for w in ws) - ws[0]["start"]
                         for _, ws in sorted(self.by_se.items()))
        print(f"   span {max(ends) - min(starts)} cycles (first start to last end, aligned; launch "
              f"spread {max(starts) - min(starts)}) = the last wave to end started at "
              f"+{self.at(last, 'start') - min(starts)} + its life {last['end'] - last['start']}; "
              f"per-engine spans (own clocks) {per_engine}")
        resident = min(ends) > max(starts)
        print(f"   wave life min {lives[0]}, median {statistics.median(lives)}, max {lives[-1]}; "
              f"first end at +{min(ends) - min(starts)}, "
              + ("after the last start: every wave was resident at once" if resident else
                 "before the last start: waves ended while others had yet to start"))
        if len(self.by_se) > 1 and len(waves) >= 16:
            by_start = sorted(waves, key=lambda w: self.at(w, "start"))
            k = len(by_start) // 6
            early = statistics.median(w["end"] - w["start"] for w in by_start[:k])
            late = statistics.median(w["end"] - w["start"] for w in by_start[-k:])
            print(f"   median life of the first {k} waves launched {early}, of the last {k} {late}")

    def report_partner(self):
        """What the instruction-traced SIMD (cu 0, simd 0) reports for "the other SIMD"."""
        for b in sorted(self.launch["sqtt"], key=lambda b: b["se"]):
            if not b["instruction_trace"] or b["se"] not in self.by_se:
                continue
            ops = self.buffers[b["se"]][2]
            own = sum(n for op, n in ops.items() if op in OWN_MEMORY_OPS)
            other = sum(n for op, n in ops.items() if op in OTHER_MEMORY_OPS)
            wgp0 = [w for w in self.by_se[b["se"]] if w["cu"] == 0]
            traced = sum(1 for w in wgp0 if w["simd"] == 0)
            if own == 0 or traced == 0:
                print(f"   SE{b['se']} traced SIMD: no memory instructions")
                continue
            per_wave = own / traced
            counts = dict(sorted(collections.Counter(w["simd"] for w in wgp0).items()))
            print(f"   SE{b['se']} traced SIMD (cu 0, simd 0, {traced} waves): {own} own memory "
                  f"instructions ({per_wave:g} a wave), {other} reported for the other SIMD = "
                  f"{other / per_wave:g} waves' worth; waves on cu 0 by SIMD {counts}")


def main(argv):
    folders = argv[1:] or sorted(
        os.path.join(DEFAULT_DIR, d) for d in os.listdir(DEFAULT_DIR)
        if os.path.isdir(os.path.join(DEFAULT_DIR, d)))
    for folder in folders:
        for needed in ("decoded.json", "launch.json"):
            if not os.path.isfile(os.path.join(folder, needed)):
                sys.exit(f"{folder}: no {needed}: not a trace folder")
        Trace(folder).report()


if __name__ == "__main__":
    main(sys.argv)
