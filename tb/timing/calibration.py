#!/usr/bin/env python3
"""Calibration suite of the cycle-approximate compute unit (`cutlm ... --timing cycle`).

Every expectation below is written from a source named next to it (the short names are those of
docs/timing-evidence.md: SISched = LLVM's GFX11SpeedModel, ACO = Mesa's aco_statistics.cpp,
TG-SQTT = tinygrad's hardware SQ-thread-trace tests, ISA3/ISA3.5/ISA4 = AMD's ISA guides,
BaseInfo/OccTest/llc19 = LLVM's occupancy code, test and output). Nothing here calls the model's
own code to compute an expectation: the model is only run, through the `cutlm` command.

Straight-line blocks ("blocks") are measured as a per-repetition slope that cancels every fixed
cost (wave launch, cold instruction-cache misses, the final drain): the block's unit is repeated
N and 2N times inside a loop run K1 and K2 times, and

    slope = ((C(2N,K2) - C(2N,K1)) - (C(N,K2) - C(N,K1))) / ((K2 - K1) * N)

is the steady-state cost of one unit, loop overhead and cold misses cancelled. Where the model
should be exact the tolerance is +-5%. Kernels ("dispatch cases") are assembled with llvm-mc-19
from `.amdhsa_kernel` templates and run with `cutlm dispatch`.

Every stats file read is also checked: "timing" is "cycle" and the cpi_stack sums exactly to
wave_cycles. Every block also runs once in `--timing fast` and once in cycle mode with
--dump-state: the final states must be equal.

Usage: calibration.py CUTLM [--llvm-mc PATH] [--only REGEX] [--jobs N] [--list] [--verbose]
Exit status 0 when every check passes, 1 otherwise (each failure names the case, the
expectation, what the model gave and the source).
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Optional

REPO = Path(__file__).resolve().parents[2]
DEFAULTS_JSON = REPO / "isa" / "gfx1100_timing.json"

CPI_KEYS = ["issued", "dependency_valu", "dependency_trans", "dependency_salu", "dependency_smem",
            "dependency_vmem", "dependency_lds", "waitcnt_vmcnt", "waitcnt_vscnt",
            "waitcnt_lgkmcnt", "barrier", "arbitration", "fetch", "delay_alu", "nop", "sleep",
            "lds_bank_conflict"]

# Options that select the two timing modes; --cycle-args/--fast-args replace them (so that the
# scaffolding can be tried on a binary that does not know --timing yet).
CYCLE_ARGS = ["--timing", "cycle"]
FAST_ARGS = ["--timing", "fast"]

LOOP_COUNTER = "s100"  # the measuring loop's counter; blocks use s1..s40 and v1..v63


# ---------------------------------------------------------------------------------------------
# Blocks

@dataclass
class Block:
    name: str
    what: str
    # unit(i, wave64) -> the assembly lines of the i-th repetition
    unit: Callable[[int, bool], List[str]]
    w32: Optional[float]  # expected cycles per unit in wave32 (None: not checked)
    w64: Optional[float]  # ... in wave64 (None: not checked; "n/a" in wave64 if not wave64_ok)
    source: str
    n: int = 8
    tol: float = 0.05
    wave64_ok: bool = True  # False: the block does not assemble in wave64 (VOPD)
    config: Optional[dict] = None  # --timing-config overrides
    mca_note: str = ""  # where llvm-mca's GFX11 model is crude for this block
    prelude: List[str] = field(default_factory=list)
    # the cpi_stack category that should hold most of the non-issue cycles (None: not checked)
    cpi: Optional[str] = None


def rot(base, i, span=16):
    return base + (i % span)


def v64(i, base=10, span=8):  # a 64-bit VGPR pair, rotating
    r = base + 2 * (i % span)
    return f"v[{r}:{r + 1}]"


MCA_FULL_RATE = ("llvm-mca: every resource busy 1 cycle (no ResourceCycles in GFX11SpeedModel), "
                 "so this class's throughput looks full rate")
MCA_NO_WAVE = "llvm-mca: no wave size (wave64 costs the same as wave32)"

BLOCKS: List[Block] = [
    # --- valu32 -----------------------------------------------------------------------------
    Block("valu32_dep", "dependent v_add_nc_u32 chain",
          lambda i, w: ["v_add_nc_u32 v1, v1, v2"], 5, 6,
          "SISched Write32Bit / ACO valu32: latency 5; wave64: v_add_nc_u32 is not in ACO "
          "is_dual_issue_capable -> 2 passes, ACO BlockCycleEstimator::add: result = last pass "
          "start (+1) + 5", mca_note=MCA_NO_WAVE),
    Block("valu32_indep", "independent v_add_nc_u32",
          lambda i, w: [f"v_add_nc_u32 v{rot(10, i)}, v1, v2"], 1, 2,
          "ACO valu32 {5, valu 1}: 1 issue cycle; TG-SQTT test_independent_valus (1 cycle apart "
          "on hardware); wave64 two passes (ACO is_dual_issue_capable, ISA3 3.2.3)",
          mca_note=MCA_NO_WAVE),
    Block("valu32_xor_indep", "independent v_xor_b32 (two-pass in wave64)",
          lambda i, w: [f"v_xor_b32 v{rot(10, i)}, v1, v2"], 1, 2,
          "ACO valu32 busy 1; wave64: not in ACO is_dual_issue_capable -> 2 passes",
          mca_note=MCA_NO_WAVE),
    # --- wave64 single pass -----------------------------------------------------------------
    Block("fma_f32_dep", "dependent v_fma_f32 chain",
          lambda i, w: ["v_fma_f32 v1, v1, v2, v3"], 5, 5,
          "SISched WriteFloatFMA / ACO valu_fma: latency 5; wave64 single pass (ACO "
          "is_dual_issue_capable lists v_fma_f32; RPC-RDNA 128 V_FMA_F32/cycle/CU in wave64)"),
    Block("fma_f32_indep", "independent v_fma_f32",
          lambda i, w: [f"v_fma_f32 v{rot(10, i)}, v1, v2, v3"], 1, 1,
          "ACO valu_fma busy 1; wave64 single pass (ACO is_dual_issue_capable)",
          mca_note=MCA_NO_WAVE),
    Block("add_f32_dep", "dependent v_add_f32 chain",
          lambda i, w: ["v_add_f32 v1, v1, v2"], 5, 5,
          "SISched Write32Bit / ACO valu32: latency 5; wave64 single pass (ACO "
          "is_dual_issue_capable: v_add_f32)"),
    Block("add_f32_indep", "independent v_add_f32",
          lambda i, w: [f"v_add_f32 v{rot(10, i)}, v1, v2"], 1, 1,
          "ACO valu32 busy 1; wave64 single pass (ACO is_dual_issue_capable: v_add_f32)",
          mca_note=MCA_NO_WAVE),
    Block("single_pass_mix_indep",
          "independent v_mul_f32, v_mov_b32, v_cndmask_b32_e64, v_max_f32, v_add_nc_u16",
          lambda i, w: [f"v_mul_f32 v{rot(10, i, 8)}, v1, v2",
                        f"v_mov_b32 v{rot(20, i, 8)}, v1",
                        f"v_cndmask_b32_e64 v{rot(30, i, 8)}, v1, v2, "
                        + ("s[4:5]" if w else "s4"),
                        f"v_max_f32 v{rot(40, i, 8)}, v1, v2",
                        f"v_add_nc_u16 v{rot(50, i, 8)}, v1, v2"], 5, 5,
          "ACO valu32 busy 1 each; all five single pass in wave64 (ACO is_dual_issue_capable: "
          "mul/mov/cndmask/max f32, 16-bit integer add); 5 instructions per unit",
          mca_note=MCA_NO_WAVE),
    Block("add_f32_dpp_indep", "independent v_add_f32 with DPP (two-pass in wave64)",
          lambda i, w: [f"v_add_f32_dpp v{rot(10, i)}, v1, v2 quad_perm:[0,1,2,3] "
                        "row_mask:0xf bank_mask:0xf"], 1, 2,
          "ACO is_dual_issue_capable returns false for DPP -> 2 passes in wave64; busy 1 per pass",
          mca_note=MCA_NO_WAVE),
    # --- valu64 -----------------------------------------------------------------------------
    Block("valu64_dep", "dependent v_lshlrev_b64 chain",
          lambda i, w: ["v_lshlrev_b64 v[2:3], 1, v[2:3]"], 6, 8,
          "SISched Write64Bit / ACO valu64: latency 6; wave64: 2 passes, each busy 2 (ACO "
          "valu64 {6, valu 2}), result = second pass start (+2) + 6 (ACO BlockCycleEstimator::add)",
          mca_note=MCA_NO_WAVE),
    Block("valu64_indep", "independent v_lshlrev_b64",
          lambda i, w: [f"v_lshlrev_b64 {v64(i)}, 1, v[2:3]"], 2, 4,
          "ACO valu64 {6, valu 2, valu_complex 2}: port busy 2; wave64 two passes",
          mca_note=MCA_FULL_RATE + "; " + MCA_NO_WAVE),
    # --- quarter rate -----------------------------------------------------------------------
    Block("quarter_rate_dep", "dependent v_mul_lo_u32 chain",
          lambda i, w: ["v_mul_lo_u32 v1, v1, v2"], 8, 12,
          "SISched WriteQuarterRate32 / ACO valu_quarter_rate32: latency 8; wave64: second pass "
          "at +4 (busy 4), result +4+8 (ACO BlockCycleEstimator::add)", mca_note=MCA_NO_WAVE),
    Block("quarter_rate_indep", "independent v_mul_lo_u32",
          lambda i, w: [f"v_mul_lo_u32 v{rot(10, i)}, v1, v2"], 4, 8,
          "ACO valu_quarter_rate32 {8, valu 4, valu_complex 4}: port busy 4; wave64 two passes",
          mca_note=MCA_FULL_RATE + "; " + MCA_NO_WAVE),
    # --- transcendental ---------------------------------------------------------------------
    Block("trans_dep", "dependent v_exp_f32 chain",
          lambda i, w: ["v_exp_f32 v1, v1"], 10, 14,
          "SISched WriteTrans32 / ACO valu_transcendental32: latency 10; wave64: second pass "
          "waits for the TRANS unit (ACO valu_complex 4) -> +4+10", mca_note=MCA_NO_WAVE),
    Block("trans_indep", "independent v_exp_f32",
          lambda i, w: [f"v_exp_f32 v{rot(10, i, 8)}, v1"], 4, 8,
          "ACO valu_transcendental32 {10, valu 1, valu_complex 4}; TG-SQTT "
          "test_trans_4_cycle_issue_interval (hardware: independent transcendentals 4 apart); "
          "wave64 two passes of 4",
          mca_note=MCA_FULL_RATE + " (4 independent v_exp_f32 x100 = 410 cycles); "
          + MCA_NO_WAVE),
    Block("trans_interleaved", "v_exp_f32 then 3 independent v_add_f32",
          lambda i, w: [f"v_exp_f32 v{rot(10, i, 8)}, v1"]
          + [f"v_add_f32 v{rot(20, 3 * i + j, 24)}, v2, v3" for j in range(3)], 4, 8,
          "ACO valu 1 + valu_complex 4: the adds use the VALU port while the TRANS unit is busy "
          "(TG-SQTT test_valu_after_trans_packet_types; Hazard fixLdsDirectVALUHazard comment "
          "'Transcendentals can execute in parallel to other VALUs'): costs no more than "
          "trans_indep (wave64: TRANS 2x4 = 8 >= VALU 2+3)",
          mca_note="llvm-mca: 1 cycle per instruction (IssueWidth 1, v_exp_f32 on HWTransVALU "
          "for 1 cycle): 4 per unit by counting instructions, not from the TRANS unit's rate"),
    # --- f64 --------------------------------------------------------------------------------
    Block("f64_fma_dep", "dependent v_fma_f64 chain",
          lambda i, w: ["v_fma_f64 v[2:3], v[2:3], v[4:5], v[6:7]"], 38, 54, n=4,
          source="SISched WriteDouble: latency 38 (ACO says 22: conflict, docs/timing-evidence.md "
          "section 2; the defaults take LLVM's 38); wave64: second pass at +16 (ACO valu_double "
          "busy 16) -> +16+38", mca_note=MCA_NO_WAVE),
    Block("f64_mul_indep", "independent v_mul_f64",
          lambda i, w: [f"v_mul_f64 {v64(i)}, v[4:5], v[6:7]"], 16, 32, n=4,
          source="ACO valu_double {22, valu 16, valu_complex 16}: port busy 16 per wave32 op "
          "(RPC-RDNA's 1/32 rate would be 32: conflict); wave64 two passes",
          mca_note=MCA_FULL_RATE + " (4 independent v_mul_f64 x100 = 438 cycles); "
          + MCA_NO_WAVE),
    # --- WMMA -------------------------------------------------------------------------------
    Block("wmma_dep", "v_wmma_f32_16x16x16_f16 accumulating into one D",
          lambda i, w: ["v_wmma_f32_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[0:3]" if w else
                        "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]"], 32, None,
          "ACO wmma: latency 32 and VALU busy 32 (f16); wave64: no source for its pass count "
          "(reported, not checked)", n=4,
          mca_note="llvm-mca: no gfx11 WMMA class (latency 5, 1 cycle)"),
    Block("wmma_indep", "v_wmma_f32_16x16x16_f16 into four different D",
          lambda i, w: [(f"v_wmma_f32_16x16x16_f16 v[{24 + 4 * (i % 4)}:{27 + 4 * (i % 4)}], "
                         f"v[8:15], v[16:23], v[{24 + 4 * (i % 4)}:{27 + 4 * (i % 4)}]") if w else
                        (f"v_wmma_f32_16x16x16_f16 v[{24 + 8 * (i % 4)}:{31 + 8 * (i % 4)}], "
                         f"v[8:15], v[16:23], v[{24 + 8 * (i % 4)}:{31 + 8 * (i % 4)}]")], 32, None,
          "ACO wmma: VALU busy 32 per instruction; wave64 not checked (no source)", n=4,
          mca_note="llvm-mca: no gfx11 WMMA class (latency 5, 1 cycle)"),
    # --- VOPD -------------------------------------------------------------------------------
    Block("vopd_indep", "independent v_dual_add_f32 :: v_dual_mul_f32",
          lambda i, w: [f"v_dual_add_f32 v{10 + 2 * (i % 8)}, v1, v2 :: "
                        f"v_dual_mul_f32 v{11 + 2 * (i % 8)}, v3, v4"], 1, None,
          "ISA3 7.6: X and Y issue together in one instruction (wave32 only; llvm-mc-19: "
          "'instruction requires wavesize=32'); RPC-RDNA: VOPD doubles FP32 peak",
          wave64_ok=False, mca_note="llvm-mca: VOPD counted as 2 uops, RThroughput 2"),
    Block("vopd_dep", "dependent v_dual_add_f32 :: v_dual_mul_f32 chain",
          lambda i, w: ["v_dual_add_f32 v10, v10, v2 :: v_dual_mul_f32 v11, v11, v4"], 5, None,
          "ISA3 7.6 (both halves in one issue) and SISched/ACO latency 5", wave64_ok=False,
          mca_note="llvm-mca: VOPD counted as 2 uops"),
    # --- SALU -------------------------------------------------------------------------------
    Block("salu_dep", "dependent s_add_u32 chain",
          lambda i, w: ["s_add_u32 s1, s1, s2"], 2, 2,
          "SISched WriteSALU / ACO salu: latency 2 (ISA3.5 5.7 'typically a single cycle': "
          "conflict, defaults take 2)"),
    Block("salu_indep", "independent s_add_u32",
          lambda i, w: [f"s_add_u32 s{rot(10, i)}, s1, s2"], 1, 1,
          "ACO salu {2, scalar 1}: 1 issue cycle; one instruction per wave per cycle (HIPHW)"),
    # --- control ----------------------------------------------------------------------------
    Block("s_nop_0", "s_nop 0", lambda i, w: ["s_nop 0"], 1, 1,
          "ISA4 16.5 S_NOP: '0x0 means the next instruction can issue on the next clock'",
          mca_note="llvm-mca: s_nop is a plain SALU op (1 cycle whatever N)"),
    Block("s_nop_3", "s_nop 3", lambda i, w: ["s_nop 3"], 4, 4,
          "ISA4 16.5 S_NOP / PSEUDO S_NOP: N+1 wait states",
          mca_note="llvm-mca: s_nop is a plain SALU op (1 cycle whatever N)"),
    Block("s_nop_15", "s_nop 15", lambda i, w: ["s_nop 15"], 16, 16,
          "ISA4 16.5 S_NOP: '0xf ... 16 clocks later'",
          mca_note="llvm-mca: s_nop is a plain SALU op (1 cycle whatever N)"),
    Block("s_sleep_1", "s_sleep 1", lambda i, w: ["s_sleep 1"], 64, 64,
          "ISA4 16.5 S_SLEEP: 64*(N-1)..64*N clocks; model 64*N (docs/timing-evidence.md 3)",
          n=2, mca_note="llvm-mca: s_sleep is a plain SALU op (1 cycle)"),
    Block("s_sleep_2", "s_sleep 2", lambda i, w: ["s_sleep 2"], 128, 128,
          "ISA4 16.5 S_SLEEP / PSEUDO ('s_sleep 2 // 65-128'): model 64*N", n=2,
          mca_note="llvm-mca: s_sleep is a plain SALU op (1 cycle)"),
    Block("delay_alu_dep", "s_delay_alu VALU_DEP_1 before each dependent v_add_nc_u32",
          lambda i, w: ["s_delay_alu instid0(VALU_DEP_1)", "v_add_nc_u32 v1, v1, v2"], 5, 6,
          "ISA3.5 5.7 / ISA4 16.5 S_DELAY_ALU: 'may execute in zero cycles'; the chain costs "
          "what valu32_dep costs",
          mca_note="llvm-mca: s_delay_alu not modelled (a 1-cycle op)"),
    Block("delay_alu_indep",
          "v_add_nc_u32, s_delay_alu VALU_DEP_1, then an add that does not read its result",
          lambda i, w: [f"v_add_nc_u32 v{rot(10, i)}, v1, v2", "s_delay_alu instid0(VALU_DEP_1)",
                        f"v_add_nc_u32 v{rot(30, i)}, v1, v2"], 6, 8,
          "ISA3.5 5.7 S_DELAY_ALU: 'wait for the VALU N ago to have completed' (latency 5, "
          "SISched/ACO), whether or not the next instruction reads it: 5 + 1 issue; wave64: "
          "result at +1+5 (second pass), then the held add's two passes",
          mca_note="llvm-mca: s_delay_alu not modelled (a 1-cycle op)"),
    # --- the --timing-config path -----------------------------------------------------------
    Block("valu32_dep_latency7", "dependent v_add_nc_u32 chain, valu32 latency set to 7",
          lambda i, w: ["v_add_nc_u32 v1, v1, v2"], 7, 8,
          "--timing-config {\"classes\": {\"valu32\": {\"latency\": 7}}}: the override itself; "
          "wave64 +1 (second pass)", config={"classes": {"valu32": {"latency": 7}}},
          mca_note="(llvm-mca at its own latency 5)"),
]


# Where the stall cycles of the slow blocks must land in the CPI stack (the categories' meanings
# as the cycle mode's stats define them: a wave waiting for a VALU/TRANS/SALU result, sitting in
# s_nop, s_sleep or held by s_delay_alu).
CPI_OF = {"valu32_dep": "dependency_valu", "fma_f32_dep": "dependency_valu",
          "add_f32_dep": "dependency_valu", "valu64_dep": "dependency_valu",
          "quarter_rate_dep": "dependency_valu", "trans_dep": "dependency_trans",
          "f64_fma_dep": "dependency_valu", "wmma_dep": "dependency_valu",
          "vopd_dep": "dependency_valu", "salu_dep": "dependency_salu", "s_nop_3": "nop",
          "s_nop_15": "nop", "s_sleep_1": "sleep", "s_sleep_2": "sleep",
          "delay_alu_indep": "delay_alu", "valu32_dep_latency7": "dependency_valu"}
# delay_alu_dep is not in CPI_OF: when the held instruction also reads the awaited result, the
# wait has two causes, and which category it belongs to is a choice no source makes (the model
# counts it as dependency_valu; delay_alu_indep checks the delay_alu category alone).
for _b in BLOCKS:
    _b.cpi = CPI_OF.get(_b.name)


def loop_program(block, wave64, n, k):
    lines = list(block.prelude) + [f"s_mov_b32 {LOOP_COUNTER}, {k}", "cal_loop:"]
    for i in range(n):
        lines += block.unit(i, wave64)
    lines += [f"s_sub_u32 {LOOP_COUNTER}, {LOOP_COUNTER}, 1",
              f"s_cmp_lg_u32 {LOOP_COUNTER}, 0", "s_cbranch_scc1 cal_loop", "s_endpgm"]
    return "\n".join(lines) + "\n"


def straight_body(block, wave64, n=None):
    lines = list(block.prelude)
    for i in range(n or block.n):
        lines += block.unit(i, wave64)
    return lines


def straight_program(block, wave64, n=None):
    return "\n".join(straight_body(block, wave64, n) + ["s_endpgm"]) + "\n"


# The bare loop, for the taken-branch case: per-iteration cost with two refetch costs.
BRANCH_LOOP = "\n".join([f"s_mov_b32 {LOOP_COUNTER}, {{k}}", "cal_loop:",
                         f"s_sub_u32 {LOOP_COUNTER}, {LOOP_COUNTER}, 1",
                         f"s_cmp_lg_u32 {LOOP_COUNTER}, 0", "s_cbranch_scc1 cal_loop",
                         "s_endpgm"]) + "\n"


# ---------------------------------------------------------------------------------------------
# Running cutlm

class Runner:
    def __init__(self, cutlm, llvm_mc, workdir, cycle_args, fast_args, verbose):
        self.cutlm = cutlm
        self.llvm_mc = llvm_mc
        self.dir = Path(workdir)
        self.cycle_args = cycle_args
        self.fast_args = fast_args
        self.verbose = verbose
        self.counter = 0
        self.stats_checks = []  # (label, ok, message)

    def _path(self, suffix):
        self.counter += 1
        return self.dir / f"f{self.counter}{suffix}"

    def _cmd(self, args):
        if self.verbose:
            print("  $ " + " ".join(str(a) for a in args), file=sys.stderr)
        r = subprocess.run([str(a) for a in args], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"{' '.join(str(a) for a in args)}: exit {r.returncode}: "
                               f"{r.stderr.strip()[:400]}")
        return r

    def config_file(self, config):
        if not config:
            return []
        p = self._path(".json")
        p.write_text(json.dumps(config))
        return ["--timing-config", p]

    def check_stats(self, label, s):
        """The invariants every cycle-mode stats record must hold."""
        problems = []
        if s.get("timing") != "cycle":
            problems.append(f"timing is {s.get('timing')!r}, not 'cycle'")
        cpi = s.get("cpi_stack")
        if not isinstance(cpi, dict):
            problems.append("no cpi_stack")
        else:
            missing = [k for k in CPI_KEYS if k not in cpi]
            extra = [k for k in cpi if k not in CPI_KEYS]
            if missing or extra:
                problems.append(f"cpi_stack keys: missing {missing}, unexpected {extra}")
            total = sum(v for v in cpi.values() if isinstance(v, (int, float)))
            if total != s.get("wave_cycles"):
                problems.append(f"cpi_stack sums to {total}, wave_cycles is "
                                f"{s.get('wave_cycles')}")
        busy = s.get("simd_busy")
        if not isinstance(busy, list) or not all(0 <= b <= 1 for b in busy):
            problems.append(f"simd_busy {busy!r} is not a list of fractions")
        self.stats_checks.append((label, not problems, "; ".join(problems)))
        return s

    def run(self, program, wave64, config=None, mode="cycle", dump=False):
        src = self._path(".s")
        src.write_text(program)
        stats = self._path(".stats.json")
        args = [self.cutlm, "run", src, "-q", "--stats", stats]
        args += self.cycle_args if mode == "cycle" else self.fast_args
        if wave64:
            args.append("--wave64")
        args += self.config_file(config)
        state = None
        if dump:
            state = self._path(".state.json")
            args += ["--dump-state", state]
        self._cmd(args)
        s = json.loads(stats.read_text())
        if dump:
            return s, json.loads(state.read_text())
        return s

    def assemble_kernel(self, source, wave64):
        src = self._path(".s")
        src.write_text(source)
        obj = self._path(".o")
        args = [self.llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"]
        if wave64:
            args.append("-mattr=+wavefrontsize64")
        self._cmd(args + ["-o", obj, src])
        return obj

    def dispatch(self, obj, grid, block, config=None):
        manifest = self._path(".json")
        manifest.write_text(json.dumps({"code": obj.name, "kernel": "k", "grid": grid,
                                        "block": block}))
        stats = self._path(".stats.json")
        self._cmd([self.cutlm, "dispatch", manifest, "-q", "--stats", stats]
                  + self.cycle_args + self.config_file(config))
        return json.loads(stats.read_text())


# ---------------------------------------------------------------------------------------------
# Checks

@dataclass
class Result:
    case: str
    wave: str
    expected: str
    got: str
    ok: Optional[bool]  # None: reported, not checked
    source: str


def close(got, expected, tol):
    return abs(got - expected) <= tol * abs(expected) + 1e-9


def fmt(x):
    if isinstance(x, float):
        return f"{x:.3f}".rstrip("0").rstrip(".")
    return str(x)


K1, K2 = 3, 6


def measure_slope(runner, block, wave64, config=None, n=None, with_stats=False):
    """Cycles per unit, fixed costs cancelled; with_stats also gives each cpi_stack category's
    cycles per unit by the same double difference."""
    n = n or block.n
    cfg = block.config if config is None else config
    c, cpi = {}, {}
    for reps in (n, 2 * n):
        for k in (K1, K2):
            s = runner.run(loop_program(block, wave64, reps, k), wave64, cfg)
            runner.check_stats(f"{block.name} {'w64' if wave64 else 'w32'} N={reps} K={k}", s)
            c[(reps, k)] = s["cycles"]
            cpi[(reps, k)] = s.get("cpi_stack") or {}

    def slope_of(v):
        return ((v[(2 * n, K2)] - v[(2 * n, K1)]) - (v[(n, K2)] - v[(n, K1)])) / ((K2 - K1) * n)
    slope = slope_of(c)
    if not with_stats:
        return slope
    keys = set().union(*[set(x) for x in cpi.values()])
    per_category = {k: slope_of({rk: cpi[rk].get(k, 0) for rk in cpi}) for k in keys}
    return slope, per_category


def block_results(runner, block):
    out = []
    slopes = {}
    for wave64 in (False, True):
        wave = "w64" if wave64 else "w32"
        exp = block.w64 if wave64 else block.w32
        if wave64 and not block.wave64_ok:
            out.append(Result(block.name, wave, "n/a", "n/a", None,
                              "wave32 only (ISA3 7.6)"))
            continue
        try:
            got, stats = measure_slope(runner, block, wave64, with_stats=True)
        except RuntimeError as e:
            out.append(Result(block.name, wave, fmt(exp), f"error: {e}", False, block.source))
            continue
        slopes[wave] = got
        if exp is None:
            out.append(Result(block.name, wave, "-", fmt(got), None, block.source))
        else:
            out.append(Result(block.name, wave, f"{fmt(exp)} +-{int(block.tol * 100)}%",
                              fmt(got), close(got, exp, block.tol), block.source))
        if block.cpi:
            # Per unit, steady state: the stall cycles must land in the named category.
            stalls = {k: v for k, v in stats.items() if k != "issued"}
            top = max(stalls, key=stalls.get) if stalls else None
            out.append(Result(f"{block.name} cpi/unit", wave, f"stalls in {block.cpi}",
                              f"{top} {fmt(stalls[top])} of {fmt(sum(stalls.values()))}"
                              if top else "no cpi_stack", top == block.cpi and stalls[top] > 0,
                              "cpi_stack categories: a wave's wait counted where it comes from "
                              "(one wave: the whole stack is that wave's life)"))
    return out, slopes


def functional_results(runner, block):
    """--timing fast and --timing cycle leave the same final state."""
    out = []
    for wave64 in (False, True):
        if wave64 and not block.wave64_ok:
            continue
        wave = "w64" if wave64 else "w32"
        prog = straight_program(block, wave64)
        try:
            _, fast = runner.run(prog, wave64, None, mode="fast", dump=True)
            s, cyc = runner.run(prog, wave64, block.config, mode="cycle", dump=True)
            runner.check_stats(f"{block.name} {wave} straight", s)
        except RuntimeError as e:
            out.append(Result(f"{block.name} fast==cycle", wave, "equal", f"error: {e}", False,
                              "--timing fast and cycle run the same semantics"))
            continue
        diff = [k for k in set(fast) | set(cyc) if fast.get(k) != cyc.get(k)]
        out.append(Result(f"{block.name} fast==cycle", wave, "equal dump-state",
                          "equal" if not diff else f"differ in {sorted(diff)[:5]}", not diff,
                          "the timing mode must not change results"))
    return out


def find_key_path(tree, key, path=()):
    if isinstance(tree, dict):
        for k, v in tree.items():
            if k == key:
                return path + (k,)
            p = find_key_path(v, key, path + (k,))
            if p:
                return p
    return None


def nested(path, value):
    d = value
    for k in reversed(path):
        d = {k: d}
    return d


def branch_results(runner):
    """A loop's per-iteration cost includes the taken-branch refetch: setting
    branch_taken_cycles to B and B+16 must add exactly 16 cycles per iteration."""
    out = []
    source = ("parameter branch_taken_cycles (refetch after a taken branch; hardware value not "
              "found, docs/timing-evidence.md 3: LLVM 32 vs ACO 3)")
    try:
        defaults = json.loads(DEFAULTS_JSON.read_text())
        path = find_key_path(defaults, "branch_taken_cycles")
        if not path:
            raise RuntimeError(f"no branch_taken_cycles in {DEFAULTS_JSON}")
    except (OSError, ValueError, RuntimeError) as e:
        return [Result("branch_refetch", "w32", "+16/iteration", f"error: {e}", False, source)]

    def per_iteration(config, wave64):
        c = []
        for k in (8, 16):
            s = runner.run(BRANCH_LOOP.format(k=k), wave64, config)
            runner.check_stats(f"branch loop K={k}", s)
            c.append(s["cycles"])
        return (c[1] - c[0]) / 8

    for wave64 in (False, True):
        wave = "w64" if wave64 else "w32"
        try:
            base = per_iteration(nested(path, 4), wave64)
            more = per_iteration(nested(path, 20), wave64)
            default = per_iteration(None, wave64)
        except RuntimeError as e:
            out.append(Result("branch_refetch", wave, "+16", f"error: {e}", False, source))
            continue
        out.append(Result("branch_refetch (B=4 -> 20)", wave, "+16 per iteration",
                          f"+{fmt(more - base)}", close(more - base, 16, 0), source))
        # s_sub -> s_cmp waits for s100 (SALU latency 2), s_cmp -> s_cbranch waits for SCC (2),
        # then the branch's refetch: at least 4 + B per iteration.
        out.append(Result("branch_loop_iteration (B=4)", wave, ">= 8", fmt(base), base >= 8,
                          "SISched/ACO SALU latency 2 twice (s100, SCC) + B=4 refetch"))
        out.append(Result("branch_loop_iteration (defaults)", wave, "-", fmt(default), None,
                          "reported: the default refetch cost"))
    return out


# ---------------------------------------------------------------------------------------------
# Kernels

KERNEL = """  .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
{body}
  s_endpgm
  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_next_free_vgpr {vgprs}
    .amdhsa_next_free_sgpr 16
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_workgroup_processor_mode 0
    .amdhsa_wavefront_size32 {w32}
  .end_amdhsa_kernel
"""


def kernel(runner, lines, wave64, vgprs=16, loop=None):
    """A kernel of `lines`; with loop=K the lines are the body of a loop run K times (counter
    s10), so that a slope over K cancels launch and cold instruction fetch."""
    if loop is not None:
        lines = ([f"s_mov_b32 s10, {loop}", "cal_loop:"] + lines
                 + ["s_sub_u32 s10, s10, 1", "s_cmp_lg_u32 s10, 0", "s_cbranch_scc1 cal_loop"])
    text = KERNEL.format(body="\n".join("  " + l for l in lines), vgprs=vgprs,
                         w32=0 if wave64 else 1)
    return runner.assemble_kernel(text, wave64)


def dispatch_checked(runner, label, obj, grid, block, config=None):
    s = runner.dispatch(obj, grid, block, config)
    runner.check_stats(label, s)
    return s


DK1, DK2 = 4, 8  # loop counts of the dispatch slopes


def dispatch_slope(runner, label, body, wave64, grid, block, vgprs=16):
    """Cycles per loop iteration of a whole dispatch (launch, cold fetch and tail cancelled),
    and the stats of the longer run."""
    runs = []
    for k in (DK1, DK2):
        obj = kernel(runner, body, wave64, vgprs=vgprs, loop=k)
        runs.append(dispatch_checked(runner, f"{label} K={k}", obj, grid, block))
    return (runs[1]["cycles"] - runs[0]["cycles"]) / (DK2 - DK1), runs[1]


def dispatch_results(runner):
    out = []

    def guard(case, wave, expected, source, fn):
        try:
            out.extend(fn())
        except (RuntimeError, KeyError, TypeError, ZeroDivisionError) as e:
            out.append(Result(case, wave, expected, f"error: {e!r}"[:300], False, source))

    for wave64 in (False, True):
        wave = "w64" if wave64 else "w32"
        ws = 64 if wave64 else 32

        # 1. Workgroups overlap: 32 one-wave workgroups of a latency-bound chain, written as a
        # compiler writes it (s_delay_alu before each dependent VALU, so that a waiting wave
        # leaves the VALU port to the others).
        def overlap():
            chain = ["s_delay_alu instid0(VALU_DEP_1)", "v_add_nc_u32 v1, v1, v2"] * 8
            res = []
            one_k, _ = dispatch_slope(runner, f"overlap {wave} 1 WG", chain, wave64,
                                      [ws, 1, 1], [ws, 1, 1])
            many_k, _ = dispatch_slope(runner, f"overlap {wave} 32 WG", chain, wave64,
                                       [32 * ws, 1, 1], [ws, 1, 1])
            ratio = many_k / (32 * one_k)
            res.append(Result("overlap: 32 WG / (32 x 1 WG), per loop iteration", wave,
                              "<= 0.25", f"{ratio:.3f} ({fmt(many_k)} vs 32x{fmt(one_k)})",
                              ratio <= 0.25,
                              "BaseInfo getMaxWavesPerEU 16 x 2 SIMDs (getEUsPerCU): all 32 "
                              "workgroups resident at once; 16 waves x 8 VALU issues (x2 passes "
                              "in wave64) per SIMD per iteration vs 32 chains of 8 x 5(6) in a "
                              "row: about 0.1 (0.17)"))
            # The whole dispatch, straight-line code: 32 workgroups contain the work of one,
            # so they cannot finish sooner than one alone.
            obj = kernel(runner, ["v_add_nc_u32 v1, v1, v2"] * 32, wave64)
            one = dispatch_checked(runner, f"overlap {wave} 1 WG straight", obj, [ws, 1, 1],
                                   [ws, 1, 1])
            many = dispatch_checked(runner, f"overlap {wave} 32 WG straight", obj,
                                    [32 * ws, 1, 1], [ws, 1, 1])
            res.append(Result("monotonic: 32 WG >= 1 WG (straight-line kernel)", wave,
                              f">= {one['cycles']}", str(many["cycles"]),
                              many["cycles"] >= one["cycles"],
                              "the 32-workgroup dispatch includes the 1-workgroup one's work "
                              "(its first wave fetches the same cold lines)"))
            # One workgroup of four waves against one of a single wave, same code.
            four = dispatch_checked(runner, f"overlap {wave} 1 WG of 4 waves straight", obj,
                                    [4 * ws, 1, 1], [4 * ws, 1, 1])
            res.append(Result("monotonic: 1 WG of 4 waves >= 1 WG of 1 wave (straight-line)",
                              wave, f">= {one['cycles']}", str(four["cycles"]),
                              four["cycles"] >= one["cycles"],
                              "the 4-wave workgroup includes the 1-wave one's work: no wave can "
                              "issue from a cold instruction-cache line before its fill arrives"))
            res.append(Result("overlap: 32 WG / (32 x 1 WG), straight-line totals", wave, "-",
                              f"{many['cycles'] / (32 * one['cycles']):.3f}", None,
                              "reported"))
            return res
        guard("overlap", wave, "<= 0.25", "resident workgroups", overlap)

        # 2. The same work in two block shapes.
        def shapes():
            body = []
            for _ in range(16):
                body += ["v_add_nc_u32 v1, v1, v2", "v_mul_f32 v3, v3, v4",
                         "v_xor_b32 v5, v5, v6"]
            obj = kernel(runner, body, wave64)
            items = 2048 if not wave64 else 4096
            small = dispatch_checked(runner, f"shapes {wave} 64", obj, [items, 1, 1],
                                     [2 * ws, 1, 1])
            large = dispatch_checked(runner, f"shapes {wave} 256", obj, [items, 1, 1],
                                     [8 * ws, 1, 1])
            ratio = large["cycles"] / small["cycles"]
            return [Result(f"shapes: {items // (2 * ws)}x{2 * ws} vs {items // (8 * ws)}x{8 * ws}",
                           wave, "ratio 1 +-25%",
                           f"{ratio:.3f} ({large['cycles']} vs {small['cycles']})",
                           close(ratio, 1.0, 0.25),
                           "same waves and instructions; both shapes fill the 16 wave slots x 2 "
                           "SIMDs (BaseInfo getMaxWavesPerEU); 25%: launch order and tail differ")]
        guard("shapes", wave, "ratio 1 +-25%", "same work", shapes)

        # 3. VGPR-limited occupancy of a latency-bound (scalar-load) kernel.
        def vgprs():
            body = ["s_load_b32 s4, s[0:1], 0x4", "s_waitcnt lgkmcnt(0)",
                    "v_add_nc_u32 v1, s4, v1"] * 2
            grid = [64 * ws, 1, 1]
            few_k, few = dispatch_slope(runner, f"vgprs {wave} 16", body, wave64, grid,
                                        [ws, 1, 1], vgprs=16)
            many_k, many = dispatch_slope(runner, f"vgprs {wave} 256", body, wave64, grid,
                                          [ws, 1, 1], vgprs=256)
            res = []
            # llc19 / OccTest: 256 VGPRs -> 5 waves per SIMD (wave32), 2 (wave64);
            # min(16, floor(1536 / roundup(v, 24))) and min(16, floor(768 / roundup(v, 12))).
            lim = 2 if wave64 else 5
            occ = many.get("occupancy", {})
            res.append(Result("vgprs256: occupancy.waves_per_simd_limit", wave, str(lim),
                              str(occ.get("waves_per_simd_limit")),
                              occ.get("waves_per_simd_limit") == lim,
                              "llc19 appendix A / OccTest GFX1100W32,W64: 256 VGPRs -> "
                              + ("2" if wave64 else "5")))
            res.append(Result("vgprs256: occupancy.limiter", wave, "vgprs",
                              str(occ.get("limiter")), occ.get("limiter") == "vgprs",
                              "the VGPR file (1536/768 per SIMD, MesaInfo) binds before the "
                              "16 wave slots"))
            focc = few.get("occupancy", {})
            res.append(Result("vgprs16: occupancy.waves_per_simd_limit", wave, "16",
                              str(focc.get("waves_per_simd_limit")),
                              focc.get("waves_per_simd_limit") == 16,
                              "BaseInfo getMaxWavesPerEU 16; 16 VGPRs allow 64 (w32) / 32 (w64)"))
            res.append(Result("vgprs16: occupancy.limiter", wave, "wave_slots",
                              str(focc.get("limiter")), focc.get("limiter") == "wave_slots",
                              "64 one-wave workgroups > 32 slots: the wave slots bind"))
            for label, o in (("vgprs16", focc), ("vgprs256", occ)):
                peak = o.get("peak_waves")
                cap = 2 * o.get("waves_per_simd_limit", 0)
                res.append(Result(f"{label}: peak_waves <= 2 SIMDs x limit", wave, f"<= {cap}",
                                  str(peak), isinstance(peak, (int, float)) and 0 < peak <= cap,
                                  "two SIMDs per CU in CU mode (BaseInfo getEUsPerCU)"))
            # Latency bound: time ~ waves / resident waves. 64 waves on 2 x 16 vs 2 x lim
            # resident: 64/32 = 2 rounds vs 64/(2 lim) = 6.4 (w32) or 16 (w64) rounds.
            lo = (64 / (2 * lim)) / 2
            hi = -(-64 // (2 * lim)) / 2
            ratio = many_k / few_k
            res.append(Result("vgprs256 / vgprs16 cycles per loop iteration", wave,
                              f"{lo:.1f}..{hi:.1f} -25%/+25%",
                              f"{ratio:.3f} ({fmt(many_k)} vs {fmt(few_k)})",
                              lo * 0.75 <= ratio <= hi * 1.25,
                              "latency-bound (s_load + s_waitcnt chain): time scales with "
                              "64 waves / resident waves (rounds 2 vs 64/(2 x limit)); 25% "
                              "for launch and tail effects"))
            return res
        guard("vgprs", wave, "occupancy", "llc19", vgprs)

        # 4. s_delay_alu: four waves, two per SIMD, dependent chains with and without it.
        def delay_alu():
            plain = ["v_add_nc_u32 v1, v1, v2"] * 8
            held = ["s_delay_alu instid0(VALU_DEP_1)", "v_add_nc_u32 v1, v1, v2"] * 8
            a_k, a = dispatch_slope(runner, f"delay_alu {wave} without", plain, wave64,
                                    [4 * ws, 1, 1], [4 * ws, 1, 1])
            b_k, b = dispatch_slope(runner, f"delay_alu {wave} with", held, wave64,
                                    [4 * ws, 1, 1], [4 * ws, 1, 1])
            return [Result("delay_alu: 4 waves / 2 SIMDs, with <= without, per iteration", wave,
                           f"<= {fmt(a_k)}", f"{fmt(b_k)} (ratio {b_k / a_k:.3f}; totals "
                           f"{b['cycles']} vs {a['cycles']})", b_k <= a_k,
                           "ISA3.5 5.7 S_DELAY_ALU: without it 'IB may issue dependent "
                           "instructions that stall in the ALU, preventing those cycles from "
                           "being utilized by other wavefronts'")]
        guard("delay_alu", wave, "with <= without", "ISA3.5 5.7", delay_alu)
    return out


# ---------------------------------------------------------------------------------------------

def print_table(results, stream=sys.stdout):
    rows = [("case", "wave", "expected", "got", "result", "source")]
    for r in results:
        rows.append((r.case, r.wave, r.expected, r.got,
                     "-" if r.ok is None else ("ok" if r.ok else "FAIL"), r.source))
    widths = [min(max(len(row[i]) for row in rows), 48) for i in range(5)]
    for row in rows:
        cells = [row[i].ljust(widths[i]) for i in range(5)]
        print("  ".join(cells) + "  " + row[5], file=stream)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cutlm", nargs="?", help="path of the cutlm binary")
    ap.add_argument("--llvm-mc", default="llvm-mc-19")
    ap.add_argument("--only", help="run only cases whose name matches this regex")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--list", action="store_true", help="list the blocks and exit")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--cycle-args", default=" ".join(CYCLE_ARGS),
                    help="options selecting cycle mode (default: %(default)s)")
    ap.add_argument("--fast-args", default=" ".join(FAST_ARGS),
                    help="options selecting fast mode (default: %(default)s)")
    args = ap.parse_args(argv)
    if args.list:
        for b in BLOCKS:
            print(f"{b.name:24} w32 {fmt(b.w32) if b.w32 is not None else '-':>5}  "
                  f"w64 {fmt(b.w64) if b.w64 is not None else '-':>5}  {b.what}")
        return 0
    if not args.cutlm:
        ap.error("the path of cutlm is required")
    only = re.compile(args.only) if args.only else None

    with tempfile.TemporaryDirectory(prefix="cutlm-cal-") as tmp:
        results = []
        slopes = {}

        def make_runner(sub):
            d = Path(tmp) / sub
            d.mkdir()
            return Runner(os.path.abspath(args.cutlm), args.llvm_mc, d, args.cycle_args.split(),
                          args.fast_args.split(), args.verbose)

        jobs = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for b in BLOCKS:
                if only and not only.search(b.name):
                    continue
                r = make_runner(b.name)
                jobs.append((b.name, r, pool.submit(
                    lambda b=b, r=r: (block_results(r, b), functional_results(r, b)))))
            if not only or only.search("branch"):
                r = make_runner("branch")
                jobs.append(("branch", r, pool.submit(branch_results, r)))
            if not only or only.search("dispatch"):
                r = make_runner("dispatch")
                jobs.append(("dispatch", r, pool.submit(dispatch_results, r)))
            runners = []
            functional = []
            for name, r, fut in jobs:
                res = fut.result()
                runners.append(r)
                if isinstance(res, tuple):
                    (blk, sl), fun = res
                    results += blk
                    functional += fun
                    slopes[name] = sl
                else:
                    results += res

        # Relations between measured blocks.
        def rel(case, a, b, wave, source):
            if a in slopes and b in slopes and wave in slopes[a] and wave in slopes[b]:
                x, y = slopes[a][wave], slopes[b][wave]
                results.append(Result(case, wave, f"<= {fmt(y)} ({b})", fmt(x), x <= y + 1e-9,
                                      source))
        for wave in ("w32", "w64"):
            rel("trans_interleaved <= trans_indep", "trans_interleaved", "trans_indep", wave,
                "the 3 v_add_f32 fill VALU cycles while the TRANS unit is busy (ACO "
                "valu_complex; TG-SQTT test_valu_after_trans_packet_types)")
            rel("delay_alu_dep <= valu32_dep", "delay_alu_dep", "valu32_dep", wave,
                "ISA3.5 5.7: s_delay_alu may execute in zero cycles")
        results += functional

        nstats = sum(len(r.stats_checks) for r in runners)
        bad_stats = [(l, m) for r in runners for (l, ok, m) in r.stats_checks if not ok]
        results.append(Result("stats invariants (cpi_stack sums to wave_cycles, timing, "
                              "simd_busy)", "all", f"{nstats} records",
                              f"{nstats - len(bad_stats)} ok", not bad_stats,
                              "the stats contract of --timing cycle"))
        for label, msg in bad_stats[:20]:
            results.append(Result(f"stats: {label}", "", "invariants", msg, False,
                                  "cpi_stack sums exactly to wave_cycles"))

    print_table(results)
    failures = [r for r in results if r.ok is False]
    checked = [r for r in results if r.ok is not None]
    print(f"\n{len(checked) - len(failures)} of {len(checked)} checks pass, "
          f"{len(results) - len(checked)} reported only")
    for r in failures:
        print(f"FAIL {r.case} [{r.wave}]: expected {r.expected}, got {r.got} (source: {r.source})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
