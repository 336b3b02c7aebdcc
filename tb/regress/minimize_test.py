#!/usr/bin/env python3
"""The reduction steps of scripts/regress/minimize.py against a synthetic "bug" whose cause is
known (a predicate in place of the cosim run), so the exact minimum is the oracle; no cutlm."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "scripts"))
from regress import minimize  # noqa: E402

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


class Synthetic(minimize.Minimizer):
    """A Minimizer whose `fails` is a given predicate over (lines, state)."""

    def __init__(self, predicate, max_runs=10000):
        self.predicate = predicate
        self.max_runs = max_runs
        self.runs = 0
        self.target_op = "x"

    def fails(self, lines, state):
        if self.runs >= self.max_runs:
            raise minimize.Budget()
        self.runs += 1
        if self.predicate(lines, state):
            self.last_failing = (list(lines), state)
            return True
        return False

    def run(self, lines, state):
        return {"status": "mismatch" if self.predicate(lines, state) else "pass",
                "output": "wave 0 w32 x -> v0"}


def main():
    # ddmin finds the two-element cause among 200, and a single one.
    m = Synthetic(None)
    items = list(range(200))
    got = m.ddmin(items, lambda c: 17 in c and 150 in c)
    check(got == [17, 150], f"ddmin: the pair (17, 150) of 200 items ({got})")
    got = m.ddmin(items, lambda c: 99 in c)
    check(got == [99], f"ddmin: the one culprit 99 ({got})")
    got = m.ddmin(items, lambda c: True)
    check(got == [], "ddmin: nothing needed, nothing kept")
    got = m.ddmin(items, lambda c: len(c) == 200)
    check(got == items, "ddmin: everything needed, everything kept")

    # A loop whose bug needs three executions of one body line: the fewest iterations that
    # fail is 3, tried as 1, 2, 4 -> 4 copies unrolled; the line reduction keeps three.
    body = [f"  v_add_f32 v{i}, v{i}, v{i}" for i in range(6)]
    program = (["  s_mov_b32 exec_lo, -1", "  s_mov_b32 s104, 16", "loop:"] + body +
               ["  s_sub_u32 s104, s104, 1", "  s_cmp_lg_u32 s104, 0", "  s_cbranch_scc1 loop",
                "  s_endpgm"])
    culprit = body[4]

    def needs_three(lines, state):
        if any(ln.strip().startswith("s_cbranch") for ln in lines):
            return True  # the loop itself runs the line 16 times
        return lines.count(culprit) >= 3 and lines[-1].strip() == "s_endpgm"

    m = Synthetic(needs_three)
    unrolled = m.unroll(program, {})
    check(unrolled.count(culprit) == 4 and not any(ln.endswith(":") for ln in unrolled),
          f"unroll: no label, the body 4 times ({unrolled.count(culprit)} copies)")
    small = m.reduce_lines(unrolled, {})
    check(small == [culprit] * 3 + ["  s_endpgm"],
          f"lines: three copies of the culprit and s_endpgm ({small})")
    got, state, complete = m.minimize(program, {"wave_size": 32, "exec": "0xffffffff",
                                                "vgpr": {"v4": "0x1", "v5": "0x2"}, "sgpr": {}})
    check(complete and got == [culprit] * 3 + ["  s_endpgm"] and state["vgpr"] == {},
          f"minimize: the three lines, no register kept ({got}, {state})")

    # Lanes: the bug needs lanes 3 and 9 active, and register v4.
    def lanes_3_9(lines, state):
        mask = int(state["exec"], 16)
        return mask >> 3 & 1 and mask >> 9 & 1 and "v4" in state["vgpr"]

    m = Synthetic(lanes_3_9)
    lines = ["  v_add_f32 v0, v4, v4", "  s_endpgm"]
    state = {"wave_size": 32, "exec": "0xffffffff", "sgpr": {"s1": "0x1"},
             "vgpr": {"v4": ["0x%x" % i for i in range(32)], "v5": "0x3"}}
    state = m.reduce_state(lines, state)
    check(sorted(state["vgpr"]) == ["v4"] and state["sgpr"] == {},
          f"state: v4 kept, v5 and s1 dropped ({sorted(state['vgpr'])}, {state['sgpr']})")
    state = m.reduce_lanes(lines, state)
    check(int(state["exec"], 16) == (1 << 3) | (1 << 9),
          f"lanes: EXEC reduced to lanes 3 and 9 ({state['exec']})")
    check(state["vgpr"]["v4"][3] == "0x3" and state["vgpr"]["v4"][0] == "0x0",
          "lanes: inactive lanes' values zeroed, active ones kept")
    kept = m.reduce_lanes(["  s_mov_b32 exec_lo, -1"] + lines, dict(state, exec="0xffffffff"))
    check(kept["exec"] == "0xffffffff", "lanes: left alone while a line writes EXEC")

    # Operands: op_sel words back to text, modifiers and literals simplified where the bug
    # does not need them.
    variants = minimize.Minimizer.operand_variants(
        "  .long 0xd5150006, 0x00020f05  // v_add_f16_e64 v6, v5, v7 op_sel:0x8")
    check(variants == ["  v_add_f16_e64 v6, v5, v7"], f"operands: op_sel word ({variants})")

    def needs_neg(lines, state):
        return any("-v2" in ln for ln in lines)

    m = Synthetic(needs_neg)
    got = m.reduce_operands(["  v_fma_f32 v1, |v3|, -v2, 0x3f812345 clamp mul:2",
                             "  s_endpgm"], {})
    check(got[0] == "  v_fma_f32 v1, v3, -v2, 0", f"operands: only the needed neg left ({got[0]})")

    # The run budget ends the search with the smallest failing pair found so far.
    m = Synthetic(needs_three, max_runs=6)
    got, _, complete = m.minimize(program, {"vgpr": {}, "sgpr": {}})
    check(not complete and needs_three(got, {}) and len(got) < len(program) * 4,
          f"budget: stops incomplete with a failing pair ({len(got)} lines)")
    if failures:
        print(f"{len(failures)} checks failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
